"""Goodput: failures, checkpoints and restarts; time to train.

Unexpected interruptions arrive as a Poisson process. Its rate is the sum of a
part that scales with the number of accelerators (GPU, network and software
causes) and a part that scales with the number of nodes (host causes: CPU,
DRAM, NIC, SSD, power supply, host maintenance)::

    lambda = num_gpus * rate_per_gpu_hour + num_nodes * rate_per_node_hour   [1/h]

The job checkpoints every ``tau`` seconds; writing a checkpoint blocks training
for ``delta = state_bytes / storage bandwidth``. After a failure the job spends
``restart_s`` (detection, rescheduling, reloading) and redoes the work since the
last checkpoint. With exponential inter-arrival times of mean ``M = 1/lambda``
the expected wall time per useful ``tau`` is (Daly 2006, FGCS 22(3), eq. 13)::

    M exp(R/M) (exp((tau + delta)/M) - 1)

so ``goodput = tau / (M exp(R/M) (exp((tau + delta)/M) - 1))``. To first order in
``1/M`` this is ``(1 - (R + (tau + delta)/2)/M) / (1 + delta/tau)``: expected
lost work per failure is half an interval plus the restart. Unlike the
first-order form the exact one stays positive for any failure rate. The interval
is Daly's higher-order optimum (for ``delta < 2M``)::

    tau* = sqrt(2 delta M) (1 + sqrt(delta/(2M))/3 + delta/(18 M)) - delta

whose leading term is Young's ``sqrt(2 delta M)``. Expected interruptions over
the run are ``E / M`` for elapsed time ``E``.

All functions are pure array arithmetic (numpy or pytensor) through
:mod:`lifecycle.ops`.
"""

from __future__ import annotations

from lifecycle import ops

__all__ = [
    "interruption_rate_per_h", "checkpoint_write_s", "young_daly_interval_s", "daly_interval_s",
    "goodput", "run_time", "rates_from_counts",
]

#: Smallest goodput reported (keeps the arithmetic finite for absurd inputs).
GOODPUT_FLOOR = 1e-3


def interruption_rate_per_h(num_gpus, num_nodes, rate_per_gpu_hour, rate_per_node_hour):
    """Rate of unexpected job interruptions of the whole job. [1/h]

    Parameters
    ----------
    num_gpus, num_nodes : array_like
        Accelerators and nodes the job runs on. [count]
    rate_per_gpu_hour : array_like
        Interruptions caused per accelerator-hour (GPU, network, software). [1/h]
    rate_per_node_hour : array_like
        Interruptions caused per node-hour (host components, host maintenance). [1/h]
    """
    return num_gpus * rate_per_gpu_hour + num_nodes * rate_per_node_hour


def rates_from_counts(gpu_level_count, node_level_count, num_gpus, num_nodes, hours):
    """Per-GPU-hour and per-node-hour rates from interruptions observed in one study.

    Used to set the failure priors from ``data/reliability.csv`` (Llama 3 405B:
    419 unexpected interruptions in 54 days on 16,384 H100, 8 per node).

    Returns
    -------
    (rate_per_gpu_hour, rate_per_node_hour) : tuple [1/h]
    """
    return gpu_level_count / (num_gpus * hours), node_level_count / (num_nodes * hours)


def checkpoint_write_s(state_bytes, storage_bw_gb_per_s):
    """Time training is blocked writing one checkpoint. [s]

    Parameters
    ----------
    state_bytes : array_like
        Bytes of weights plus optimizer state of the whole model. [B]
    storage_bw_gb_per_s : array_like
        Aggregate write bandwidth of the whole job to storage. [GB/s]
    """
    return state_bytes / (storage_bw_gb_per_s * 1e9)


def young_daly_interval_s(checkpoint_s, rate_per_h):
    """Young's first-order checkpoint interval ``sqrt(2 delta M)``. [s]"""
    mtbf_s = 3600.0 / rate_per_h
    return ops.sqrt(2.0 * checkpoint_s * mtbf_s)


def daly_interval_s(checkpoint_s, rate_per_h):
    """Daly's higher-order optimal checkpoint interval (``M`` when ``delta >= 2M``). [s]"""
    m = 3600.0 / rate_per_h
    x = checkpoint_s / (2.0 * m)
    tau = ops.sqrt(2.0 * checkpoint_s * m) * (1.0 + ops.sqrt(x) / 3.0 + x / 9.0) - checkpoint_s
    return ops.where(x < 1.0, tau, m)


def goodput(rate_per_h, checkpoint_s, restart_s, interval_s=None):
    """Effective-training-time ratio: useful compute time / elapsed time. [ratio]

    Parameters
    ----------
    rate_per_h : array_like
        Interruption rate of the whole job. [1/h]
    checkpoint_s : array_like
        Blocking time of one checkpoint write. [s]
    restart_s : array_like
        Time from a failure to training again (detect, reschedule, reload). [s]
    interval_s : array_like, optional
        Checkpoint interval; Daly's optimum when omitted. [s]

    Returns
    -------
    dict
        ``goodput`` [ratio], ``checkpoint_interval_s`` [s],
        ``lost_per_failure_s`` (restart + half an interval of lost work, the
        first-order loss per failure) [s], ``mtbf_s`` [s].
    """
    m = 3600.0 / rate_per_h
    tau = daly_interval_s(checkpoint_s, rate_per_h) if interval_s is None else interval_s
    wall = m * ops.exp(restart_s / m) * (ops.exp((tau + checkpoint_s) / m) - 1.0)
    g = tau / wall
    return {
        "goodput": ops.maximum(g, GOODPUT_FLOOR),
        "checkpoint_interval_s": tau + 0.0 * m,
        "lost_per_failure_s": restart_s + 0.5 * (tau + checkpoint_s),
        "mtbf_s": m,
    }


def run_time(tokens, tokens_per_step, step_time_s, goodput_ratio, overhead_frac, rate_per_h,
             restart_s):
    """Time to train and expected interruptions.

    ``compute = tokens / tokens_per_step * step_time``;
    ``elapsed = compute * (1 + overhead_frac) / goodput``.

    Parameters
    ----------
    tokens : array_like
        Training tokens. [count]
    tokens_per_step : array_like
        Tokens per optimizer step. [count]
    step_time_s : array_like
        Seconds per optimizer step. [s]
    goodput_ratio : array_like
        From :func:`goodput`. [ratio]
    overhead_frac : array_like
        Sum of named overheads (evaluation, warm-up/ramp ...) as a share of
        compute time. [ratio]
    rate_per_h : array_like
        Interruption rate. [1/h]
    restart_s : array_like
        Restart time per interruption (spent at idle power). [s]

    Returns
    -------
    dict
        ``compute_h`` (steps x step time) [h], ``elapsed_h`` [h],
        ``interruptions`` [count], ``restart_h`` (total downtime, idle) [h],
        ``busy_h`` (elapsed minus restart downtime) [h], ``steps`` [count].
    """
    steps = tokens / tokens_per_step
    compute_h = steps * step_time_s / 3600.0
    elapsed_h = compute_h * (1.0 + overhead_frac) / goodput_ratio
    n_int = rate_per_h * elapsed_h
    restart_h = ops.minimum(n_int * restart_s / 3600.0, elapsed_h)
    return {
        "steps": steps,
        "compute_h": compute_h,
        "elapsed_h": elapsed_h,
        "interruptions": n_int,
        "restart_h": restart_h,
        "busy_h": elapsed_h - restart_h,
    }
