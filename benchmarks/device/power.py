"""Board power of the lent GPU through NVML: the driver's energy counter over a window and
sampled power, SM clock and temperature (used by ``train_step.py``)."""

from __future__ import annotations

import statistics
import threading
import time


class PowerMeter:
    """Board energy (driver counter, mJ) and sampled power (W) / SM clock (MHz) through NVML."""

    def __init__(self):
        self.ok = False
        try:
            import pynvml
            pynvml.nvmlInit()
            self.nv, self.h = pynvml, pynvml.nvmlDeviceGetHandleByIndex(0)
            self.ok = True
        except Exception:  # noqa: BLE001 - no NVML (CPU smoke run): power columns stay empty
            pass
        self.samples, self._stop = [], threading.Event()

    def info(self) -> dict:
        if not self.ok:
            return {}
        nv, h = self.nv, self.h
        out = {"gpu_name": nv.nvmlDeviceGetName(h), "driver": nv.nvmlSystemGetDriverVersion()}
        for key, fn in (("power_limit_w", nv.nvmlDeviceGetEnforcedPowerLimit),
                        ("default_power_limit_w", nv.nvmlDeviceGetPowerManagementDefaultLimit)):
            try:
                out[key] = fn(h) / 1000.0
            except Exception:  # noqa: BLE001
                out[key] = ""
        try:
            out["max_sm_clock_mhz"] = nv.nvmlDeviceGetMaxClockInfo(h, nv.NVML_CLOCK_SM)
        except Exception:  # noqa: BLE001
            out["max_sm_clock_mhz"] = ""
        return out

    def energy_j(self):
        return self.nv.nvmlDeviceGetTotalEnergyConsumption(self.h) / 1000.0 if self.ok else float("nan")

    def _loop(self):
        while not self._stop.is_set():
            p = self.nv.nvmlDeviceGetPowerUsage(self.h) / 1000.0
            clk = self.nv.nvmlDeviceGetClockInfo(self.h, self.nv.NVML_CLOCK_SM)
            temp = self.nv.nvmlDeviceGetTemperature(self.h, self.nv.NVML_TEMPERATURE_GPU)
            self.samples.append((p, clk, temp))
            time.sleep(0.05)

    def start(self):
        self.samples, self._stop = [], threading.Event()
        self.e0, self.t0 = self.energy_j(), time.perf_counter()
        if self.ok:
            self._th = threading.Thread(target=self._loop, daemon=True)
            self._th.start()

    def stop(self) -> dict:
        e1, t1 = self.energy_j(), time.perf_counter()
        if self.ok:
            self._stop.set()
            self._th.join()
        s = self.samples or [(float("nan"),) * 3]
        return {"window_s": t1 - self.t0, "energy_power_w": (e1 - self.e0) / (t1 - self.t0),
                "sampled_power_w": statistics.mean(x[0] for x in s),
                "sm_clock_mhz": statistics.median(x[1] for x in s),
                "temp_c_max": max(x[2] for x in s)}
