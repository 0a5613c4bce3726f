"""The results layer: everything a report shows, computed (calibration, estimate,
sensitivity, tornado, alternatives, reality check, validation by regime).

:func:`lifecycle.analysis.collect.collect` orchestrates; it returns a
:class:`lifecycle.analysis.results.ReportInputs` that :mod:`lifecycle.report`
only renders. The report layer imports :mod:`lifecycle.analysis.results` (the
results object and pure statistics of draws) and nothing that estimates.
"""
