"""Predictions against published measurements and disclosures (``lifecycle validate``)."""

# Monte Carlo draws of `lifecycle validate steptime`: the frozen table's figures from 200
# draws moved by several points between seeds (MoE MAPE 13.0-21.5% over seeds 0-2 and two
# equivalent posteriors; overall 11.0-13.0%), from 2000 draws by under one (MoE 13.7-15.0%,
# overall 11.1-11.4%); 2000 draws of every calibration and frozen row take ~13 s on one core
VALIDATION_DRAWS = 2000
