"""Goodput: failures, checkpoints and restarts; time to train.

Unexpected interruptions arrive as a Poisson process. Its rate is the sum of a
part that scales with the number of accelerators (GPU, network and software
causes) and a part that scales with the number of nodes (host causes: CPU,
DRAM, NIC, SSD, power supply, host maintenance)::

    lambda = num_gpus * rate_per_gpu_hour + num_nodes * rate_per_node_hour   [1/h]

The job checkpoints every ``tau`` seconds; writing a checkpoint blocks training
for ``delta = state_bytes / storage bandwidth``. After a failure the job spends
``restart_s`` (detection, rescheduling, reloading) and loses on average half an
interval of work (``(tau + delta) / 2``). With first-order accounting
(Young 1974; Daly 2006, FGCS 22(3)), for useful work ``T`` the elapsed time
``E`` satisfies ``E = T (1 + delta/tau) + lambda E (restart + (tau + delta)/2)``,
so::

    goodput = T / E = (1 - lambda (restart + (tau + delta)/2)) / (1 + delta/tau)

and the waste is minimised near the Young/Daly interval ``tau* = sqrt(2 delta M)``
with ``M = 1/lambda`` the mean time between interruptions. Expected
interruptions over the run are ``lambda * E``.

All functions are pure array arithmetic (numpy or pytensor) through
:mod:`lifecycle.ops`.
"""

from __future__ import annotations

from lifecycle import ops

__all__ = [
    "interruption_rate_per_h", "checkpoint_write_s", "young_daly_interval_s",
    "goodput", "run_time", "rates_from_counts",
]

#: Smallest goodput reported; below it the run never finishes (the floor keeps
#: the arithmetic finite on both backends and marks such draws clearly).
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
    """Young/Daly first-order optimal checkpoint interval ``sqrt(2 delta M)``. [s]"""
    mtbf_s = 3600.0 / rate_per_h
    return ops.sqrt(2.0 * checkpoint_s * mtbf_s)


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
        Checkpoint interval; the Young/Daly interval when omitted. [s]

    Returns
    -------
    dict
        ``goodput`` [ratio], ``checkpoint_interval_s`` [s],
        ``lost_per_failure_s`` (restart + half an interval of lost work) [s].
    """
    lam_s = rate_per_h / 3600.0
    tau = young_daly_interval_s(checkpoint_s, rate_per_h) if interval_s is None else interval_s
    lost = restart_s + 0.5 * (tau + checkpoint_s)
    g = (1.0 - lam_s * lost) / (1.0 + checkpoint_s / tau)
    return {
        "goodput": ops.maximum(g, GOODPUT_FLOOR),
        "checkpoint_interval_s": tau + 0.0 * lam_s,
        "lost_per_failure_s": lost,
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
