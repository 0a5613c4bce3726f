"""Derive p05/p95 grid intensity for country rows of data/grid.csv.

The point value of a country row is the Ember/OWID 2023 annual average
(lifecycle basis). Its spread comes from Electricity Maps 2023 daily
lifecycle-basis intensities (mean, 5th and 95th percentile over the days of
2023, as transcribed in reference-data/grid_intensity.csv). The two series
differ in level, so the daily percentiles are rescaled to the Ember mean:

    p_q = p_q(EM) * ember_mean / mean(EM)

i.e. the relative day-to-day spread of Electricity Maps is kept and centred on
the Ember annual value. Run: ``python data/derivations/grid_spread.py``.
"""

# region_id: (ember_2023_gco2e_per_kwh, em_mean, em_p05, em_p95)
INPUTS = {
    "country-us": (369.5, 405.9, 346.1, 460.5),
    "country-fr": (56.0, 49.3, 24.3, 104.3),
    "country-se": (40.7, 23.8, 15.4, 37.3),
    "country-no": (30.1, 33.8, 25.9, 48.5),
    "country-de": (381.0, 364.9, 196.9, 599.5),
    "country-gb": (237.6, 186.2, 85.4, 294.8),
    "country-ie": (290.8, 404.8, 197.3, 590.9),
    "country-nl": (267.6, 281.2, 148.6, 444.5),
    "country-fi": (79.2, 78.2, 38.2, 147.0),
    "country-sg": (470.8, 487.6, 482.9, 493.0),
    "country-jp": (485.4, 457.1, 407.0, 494.3),
    "country-tw": (642.4, 535.9, 496.4, 578.9),
    "country-kr": (430.6, 440.3, 387.1, 477.8),
}


def scaled() -> dict[str, tuple[float, float, float]]:
    """Return region_id -> (value, p05, p95) [gCO2e/kWh], rounded to 0.1."""
    out = {}
    for rid, (ember, mean, p05, p95) in INPUTS.items():
        k = ember / mean
        out[rid] = (ember, round(p05 * k, 1), round(p95 * k, 1))
    return out


if __name__ == "__main__":
    for rid, (v, lo, hi) in scaled().items():
        print(f"{rid},{v},{lo},{hi}")
