"""The PyMC side of lifecycle (the only package that imports pymc).

* :mod:`~lifecycle.bayes.priors_pm` - resolved priors as PyMC distributions;
* :mod:`~lifecycle.bayes.model` - the calibration model (shared parameters,
  step-time and disclosure likelihoods);
* :mod:`~lifecycle.bayes.calibrate` - sampling, diagnostics, NetCDF with
  provenance, ``get_posterior()``;
* :mod:`~lifecycle.bayes.cache` - cache keyed by the contents of data/ and priors/;
* :mod:`~lifecycle.bayes.scenario_model` - a scenario's quantities as PyMC
  deterministics and their posterior predictive (``lifecycle estimate --engine pymc``);
* :mod:`~lifecycle.bayes.predict` - numpy prior/posterior predictive and
  ``posterior_param_draws()`` for the forward model.

Nothing here is imported by ``import lifecycle``; pymc loads on first use.
"""
