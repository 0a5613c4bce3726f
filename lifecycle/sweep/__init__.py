"""Design-space sweeps: plan enumeration, vectorised evaluation, Pareto, Sobol, Dask.

This package shares its name with the public function :func:`lifecycle.api.sweep`:
once ``lifecycle.sweep`` is imported, ``lifecycle.sweep`` is this module, so the
module is made callable and calling it is calling :func:`lifecycle.api.sweep`
(``lc.sweep(scenario, ...)`` works whichever was imported first).
"""

import sys
import types


class _CallableModule(types.ModuleType):
    def __call__(self, *args, **kwargs):
        from lifecycle.api import sweep

        return sweep(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
