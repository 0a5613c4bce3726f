"""Power and energy of a training job.

Accelerator board power lies between idle and TDP according to activity::

    activity = busy_fraction * power_activity_busy + (1 - busy_fraction) * power_activity_comm
    p_accel  = idle_w + (tdp_w - idle_w) * activity                                     [W]

where ``busy_fraction`` is the share of the step the accelerator does math (from
the step-time model) and the two activity priors say what fraction of the
idle-to-TDP range is drawn while computing and while waiting on communication or
the pipeline. Published training averages are 0.6-0.9 x TDP (Epoch/Cottier:
server average 0.75 x server TDP). The calibration fits both activities on the
accelerator-only measured powers of disclosed runs (the same relation at an
unknown busy share, :mod:`lifecycle.bayes.model`), and scenario estimates use
that posterior. A site's accelerators share a factor on the activity (power
limits, clock policy, metering): one per publisher in the calibration, a fresh
draw for a new run.

Per accelerator the IT load adds the host (CPUs, DRAM, NICs, NVSwitches, fans,
as a share of the accelerator TDP; a DGX H100 is 10.2 kW for 8 x 700 W GPUs, so
up to 0.82 x TDP at maximum), the network switches and optics, and storage.
While restarting after a failure the accelerators sit at idle and the host at a
share of its busy power. Facility energy = IT energy x PUE.
"""

from __future__ import annotations

from lifecycle import ops

__all__ = ["site_factor", "accelerator_power_w", "it_power_w", "idle_it_power_w",
           "facility_energy_kwh", "run_energy"]


def site_factor(sigma, z):
    """A site's factor on the power activity, ``exp(sigma x z)`` (median 1). [ratio]

    ``sigma`` is ``sigma_power_publisher`` (spread between sites: power limits, clock
    policy, metering), ``z`` a standard normal: one per publisher in the calibration, a
    fresh one for a new run.
    """
    return ops.exp(sigma * z)


def accelerator_power_w(tdp_w, idle_w, busy_fraction, activity_busy, activity_comm, site=1.0):
    """Average board power of one accelerator while training. [W]

    Parameters
    ----------
    tdp_w, idle_w : array_like
        Thermal design power and idle power of one accelerator. [W]
    busy_fraction : array_like
        Share of the step spent in math (0..1). [ratio]
    activity_busy, activity_comm : array_like
        Fraction of (TDP - idle) drawn while computing / while waiting. [ratio]
    site : array_like
        The site's factor on that activity (power limits below TDP, clock
        policy, how energy is metered): :func:`site_factor`, median 1; the
        activity never exceeds 1 (the board's limit). [ratio]
    """
    activity = busy_fraction * activity_busy + (1.0 - busy_fraction) * activity_comm
    return idle_w + (tdp_w - idle_w) * ops.minimum(activity * site, 1.0)


def it_power_w(accel_w, tdp_w, host_frac_of_tdp, network_w_per_gpu, storage_w_per_gpu):
    """IT power per accelerator while training: board + host share + network + storage. [W]"""
    return accel_w + tdp_w * host_frac_of_tdp + network_w_per_gpu + storage_w_per_gpu


def idle_it_power_w(idle_w, tdp_w, host_frac_of_tdp, host_idle_share, network_w_per_gpu,
                    storage_w_per_gpu):
    """IT power per accelerator while the job is down (restarting) or the cluster idles. [W]

    Accelerators at idle, host at ``host_idle_share`` of its busy power; switches
    and storage stay on.
    """
    host = tdp_w * host_frac_of_tdp * host_idle_share
    return idle_w + host + network_w_per_gpu + storage_w_per_gpu


def facility_energy_kwh(num_accel, hours, power_w_per_accel, pue):
    """Facility energy ``accelerators x hours x power x PUE``. [kWh]

    This is the formula of Patterson et al. 2021 Table 4 and of the LLaMA paper
    (power per accelerator there is the measured or assumed system average).
    """
    return num_accel * hours * power_w_per_accel * pue / 1000.0


def run_energy(num_gpus, busy_h, idle_h, busy_it_w, idle_it_w, pue):
    """IT and facility energy of a run. [kWh]

    Parameters
    ----------
    num_gpus : array_like
        Accelerators. [count]
    busy_h, idle_h : array_like
        Hours at training power / at idle power (restarts). [h]
    busy_it_w, idle_it_w : array_like
        IT power per accelerator when busy / idle. [W]
    pue : array_like
        Power usage effectiveness. [ratio]

    Returns
    -------
    dict
        ``it_kwh``, ``facility_kwh``, ``idle_it_kwh`` (part of IT spent restarting). [kWh]
    """
    busy_kwh = num_gpus * busy_h * busy_it_w / 1000.0
    idle_kwh = num_gpus * idle_h * idle_it_w / 1000.0
    it = busy_kwh + idle_kwh
    return {"it_kwh": it, "facility_kwh": it * pue, "idle_it_kwh": idle_kwh}
