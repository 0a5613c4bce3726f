"""A measurement row's own fabrics replace the accelerator's defaults: ``intra_fabric`` (the
scale-up domain, e.g. HGX 4-GPU boards) as ``inter_network`` already did for the network."""

import numpy as np
import pandas as pd

from lifecycle import tables
from lifecycle.inputs import from_measurements
from lifecycle.model import comm
from lifecycle.model.steptime import step_time
from lifecycle.paths import data_dir
from lifecycle.validate.steptime import load_measurements, median_params


def rows(tmp_path, each):
    base = {"row_id": "x", "source": "s", "model": "m", "arch": "dense", "layers": 80,
            "hidden": 8192, "ffn_hidden": 28672, "ffn_gated": "true", "heads": 64, "kv_heads": 8,
            "seq_len": 4096, "vocab": 128256, "global_batch_seqs": 64, "micro_batch": 1, "tp": 4,
            "pp": 1, "dp": 8, "num_gpus": 32, "zero_stage": 3, "accelerator": "h200-sxm-141gb",
            "precision": "bf16", "recompute": "full", "framework": "torchtitan", "step_time_s": 60.0}
    cols = pd.read_csv(data_dir() / "measurements" / "kempner_forge.csv", nrows=0).columns
    df = pd.DataFrame([{**base, "row_id": f"x{i}", **o} for i, o in enumerate(each)], columns=cols)
    df.to_csv(tmp_path / "m.csv", index=False)
    return load_measurements(tmp_path / "m.csv")


def test_a_row_on_4_gpu_boards_gets_a_domain_of_4(tmp_path):
    df = rows(tmp_path, [{}, {"intra_fabric": "nvlink4-4gpu-direct"}])
    w, plan, hw, notes = from_measurements(df)
    # fabrics.csv: nvlink4 (8-GPU NVSwitch, the H200 default) 450 GB/s, domain 8;
    # nvlink4-4gpu-direct 300 GB/s (a ring over 2 of 3 peers at 6 links each), domain 4
    assert hw["domain_size"].tolist() == [8.0, 4.0]
    assert hw["intra_bw_gb_per_s"].tolist() == [450.0, 300.0]
    assert float(tables.fabric("nvlink4-4gpu-direct")["domain_size"]) == 4.0
    assert "scale-up: nvlink4-4gpu-direct" in notes[1] and "scale-up" not in notes[0]
    # the data-parallel group of TP 4 (stride 4): 2 members per 8-GPU domain, 1 per 4-GPU one,
    # so on 4-GPU boards every FSDP all-gather crosses the network for all 8 ranks
    assert [float(comm.split_group(8.0, 4.0, d)[0]) for d in (8.0, 4.0)] == [2.0, 1.0]


def test_the_smaller_domain_is_slower_for_fsdp_with_tp(tmp_path):
    # 70B, TP 4 x FSDP 8 on 32 H200 at the priors' medians: the same plan on the smaller
    # domain exposes more communication and takes longer
    df = rows(tmp_path, [{}, {"intra_fabric": "nvlink4-4gpu-direct"}])
    w, plan, hw, _ = from_measurements(df)
    r = step_time(w, plan, hw, median_params())
    exposed = np.asarray(r["comm_exposed_s"])
    assert exposed[1] > exposed[0]
    assert r["step_time_s"][1] > r["step_time_s"][0]
