"""Accelerators added after the first release resolve to hardware the step-time model supports."""

import pytest

from lifecycle import tables
from lifecycle.inputs import hardware

# id -> (efficiency family, intra fabric, gpus per node)
ADDED = {
    "a800-sxm4-80gb": ("ampere", "nvlink3-a800", 8),
    "a100-pcie-40gb": ("ampere", "pcie4-x16", 8),
    "a100-pcie-80gb": ("ampere", "pcie4-x16", 8),
    "h100-pcie-80gb": ("hopper", "pcie5-x16", 8),
    "h20": ("hopper", "nvlink4", 8),
    "tpu-v2": ("tpu-v3", "tpu-ici-v2", 4),
    "tpu-v5e": ("tpu-v5p", "tpu-ici-v5e", 8),
    "tpu-v6e": ("tpu-v5p", "tpu-ici-v6e", 8),
    "mi250x": ("cdna3", "infinity-fabric-mi250x", 4),
    "mi325x": ("cdna3", "infinity-fabric-mi300x", 8),
}


@pytest.mark.parametrize("acc_id", sorted(ADDED))
def test_added_accelerator_resolves(acc_id):
    fam, intra, gpn = ADDED[acc_id]
    acc = tables.accelerator(acc_id)
    assert acc["family"] == fam and acc["default_intra_fabric"] == intra
    assert acc["gpus_per_node"] == gpn and acc["price_usd"] > 0
    assert "nearest modelled generation" in acc["notes"]
    hw = hardware(acc_id, "bf16", 8)
    assert hw["family_index"] >= 0 and hw["peak_tflops"] > 0


def test_added_fabrics_are_unidirectional_per_accelerator():
    # half the marketed bidirectional figure (data/README.md)
    assert tables.fabric("nvlink3-a800")["bw_gb_per_s"] == pytest.approx(200)  # 400 GB/s bidir
    assert tables.fabric("pcie5-x16")["bw_gb_per_s"] == pytest.approx(64)  # 128 GB/s bidir
    assert tables.fabric("tpu-ici-v6e")["bw_gb_per_s"] == pytest.approx(400)  # 800 GBps bidir
    assert tables.fabric("dcn-tpu-v5e")["bw_gb_per_s"] == pytest.approx(3.125)  # 2x100G / 8 chips
    # no FP8 on Ampere, CDNA2 or these TPUs; dense H20 peaks (TPP 2,368 = 148 x 16)
    for a in ("a800-sxm4-80gb", "mi250x", "tpu-v6e"):
        assert tables.accelerator(a)["peak_fp8_tflops"] is None
    assert tables.accelerator("h20")["peak_bf16_tflops"] == pytest.approx(148)
