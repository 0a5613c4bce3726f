"""Plan fields a measurement row does not publish: a ZeRO stage is the least optimizer
sharding with which the plan fits (the run fitted), never a change to a published stage; a
micro-batch is 1, except for JAX/XLA stacks, which run a device's whole batch in one pass."""

import numpy as np
import pandas as pd

from lifecycle.inputs import from_measurements
from lifecycle.model.memory import GIB, memory_gib
from lifecycle.paths import data_dir
from lifecycle.priors import load_priors
from lifecycle.validate.steptime import load_measurements


def rows(tmp_path, **over):
    base = {"row_id": "x", "source": "s", "model": "m", "arch": "dense", "layers": 40,
            "hidden": 5120, "ffn_hidden": 13824, "ffn_gated": "true", "heads": 40, "kv_heads": 40,
            "seq_len": 2048, "vocab": 32000, "global_batch_seqs": 2048, "micro_batch": 1, "tp": 1,
            "pp": 1, "dp": 64, "num_gpus": 64, "accelerator": "a100-sxm4-80gb", "precision": "bf16",
            "recompute": "none", "framework": "own trainer", "step_time_s": 26.5}
    cols = pd.read_csv(data_dir() / "measurements" / "steptime_measurements.csv", nrows=0).columns
    df = pd.DataFrame([{**base, **o} for o in over.get("each", [{}])], columns=cols)
    df.to_csv(tmp_path / "m.csv", index=False)
    return load_measurements(tmp_path / "m.csv")


def test_a_13b_data_parallel_row_gets_zero_1(tmp_path):
    # 13B (40 x 5120, SwiGLU 13824) on 64 A100-80GB, pure data parallel: at stage 0 every GPU
    # holds 2 + 2 + 12 bytes per parameter, 13e9 x 16 / 2^30 = 194 GiB > 80; ZeRO-1 shards the
    # 12 optimizer bytes over 64 ranks: 13e9 x (4 + 12 / 64) / 2^30 = 51 GiB of state
    df = rows(tmp_path, each=[{}, {"zero_stage": 0}, {"layers": 16, "hidden": 2048, "ffn_hidden": 5632,
                                                         "heads": 16, "kv_heads": 16}])
    w, plan, hw, notes = from_measurements(df)
    assert plan["zero_stage"].tolist() == [1.0, 0.0, 0.0]
    assert "zero_stage not published: 1" in notes[0]
    assert "zero_stage not published" not in notes[1] + notes[2]  # published, or fits at 0
    pri = load_priors()
    eff = {k: pri[k].median() for k in ("mem_frag_factor", "mem_reserve_gib")}
    at = {z: memory_gib(w, {**plan, "zero_stage": np.full(3, z)}, hw, eff) for z in (0.0, 1.0)}
    assert at[0.0]["state_gib"][0] > 190.0 and not at[0.0]["fits"][0]
    assert 45.0 < at[1.0]["state_gib"][0] < 55.0 and at[1.0]["fits"][0]
    assert at[1.0]["state_gib"][0] * GIB < 13.3e9 * (4 + 12 / 64)


def test_jax_stacks_run_the_whole_per_device_batch(tmp_path):
    # 2048 sequences over dp 256: 8 per device. MaxText/AXLearn accumulate no gradients by
    # default, so a 1B model's micro-batch is 8; a PyTorch stack's unpublished micro-batch
    # stays 1, a published one is kept, and where the whole batch cannot fit (13B without
    # recomputation: 8 x 2048 tokens of activations per layer) the run must have accumulated:
    # the largest divisor of 8 that fits
    small = {"layers": 16, "hidden": 2048, "ffn_hidden": 5632, "heads": 16, "kv_heads": 16}
    fsdp = {"dp": 256, "num_gpus": 256, "zero_stage": 3}
    df = rows(tmp_path, each=[{**small, **fsdp, "framework": "AXLearn (JAX/XLA, FSDP via GSPMD)"},
                              {**small, **fsdp, "framework": "torchtitan"},
                              {**small, **fsdp, "framework": "MaxText"},
                              {**fsdp, "framework": "MaxText"}])
    df["micro_batch"] = [np.nan, np.nan, 2, np.nan]
    w, plan, hw, notes = from_measurements(df)
    assert plan["micro_batch"][:3].tolist() == [8.0, 1.0, 2.0]
    assert "micro_batch not published: 8 (gbs / dp" in notes[0]
    assert "micro_batch not published: 1" in notes[1] and "micro_batch" not in notes[2]
    mb = plan["micro_batch"][3]
    assert mb in (1.0, 2.0, 4.0) and "does not fit: micro_batch" in notes[3]
    pri = load_priors()
    eff = {k: pri[k].median() for k in ("mem_frag_factor", "mem_reserve_gib")}
    at = {b: memory_gib(w, {**plan, "micro_batch": np.full(4, b)}, hw, eff)["fits"][3] for b in (mb, 2 * mb)}
    assert at[mb] and not at[2 * mb]


def test_select_rows_indexes_per_row_arrays_and_keeps_scalars():
    from lifecycle.ops import select_rows

    cols = {"tp": np.array([1, 2, 4]), "hidden": 4096, "peak": np.array([312.0, 989.0, 2250.0])}
    by_mask = select_rows(cols, np.array([True, False, True]))
    by_index = select_rows(cols, [2, 0])
    assert by_mask["tp"].tolist() == [1, 4] and by_mask["hidden"] == 4096
    assert by_index["peak"].tolist() == [2250.0, 312.0] and by_index["hidden"] == 4096
    assert cols["tp"].tolist() == [1, 2, 4]  # the input is not changed
