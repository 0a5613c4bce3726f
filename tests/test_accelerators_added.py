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
    "mi250x": ("cdna2", "infinity-fabric-mi250x", 4),
    "mi325x": ("cdna3", "infinity-fabric-mi300x", 8),
    # issue 17
    "gh200": ("hopper", "nvlink4", 4),
    "b300": ("blackwell", "nvlink5-8", 8),
    "tpu-v7": ("tpu-v5p", "tpu-ici-v7", 4),
    "mi355x": ("cdna3", "infinity-fabric-mi300x", 8),
    "h100-nvl-pcie-94gb": ("hopper", "pcie5-x16", 8),
    "h200-nvl-pcie-141gb": ("hopper", "pcie5-x16", 8),
    "h100-sxm5-96gb-500w": ("hopper", "nvlink4", 8),
    # 4-GPU nodes without NVSwitch (Leonardo Booster, MareNostrum 5 ACC)
    "a100-sxm4-64gb": ("ampere", "nvlink3-4gpu-direct", 4),
    "h100-sxm5-64gb": ("hopper", "nvlink4-4gpu-direct", 4),
}


@pytest.mark.parametrize("acc_id", sorted(ADDED))
def test_added_accelerator_resolves(acc_id):
    fam, intra, gpn = ADDED[acc_id]
    acc = tables.accelerator(acc_id)
    assert acc["family"] == fam and acc["default_intra_fabric"] == intra
    assert acc["gpus_per_node"] == gpn and acc["price_usd"] > 0
    assert "nearest modelled generation" in acc["notes"] or f"efficiency family: {fam}" in acc["notes"]
    hw = hardware(acc_id, "bf16", 8)
    assert hw["family_index"] >= 0 and hw["peak_tflops"] > 0


def test_64gb_parts_resolve_and_keep_four_gpu_nvlink_domains():
    # the sites' names for the parts; a 4-GPU direct NVLink mesh is a domain of 4, and the
    # node's NICs give one HDR100 (12.5 GB/s) or NDR200 (25 GB/s) port per GPU
    assert tables.resolve_accelerator("NVIDIA A100 64GB") == "a100-sxm4-64gb"
    assert tables.resolve_accelerator("H100 64GB") == "h100-sxm5-64gb"
    for acc_id, inter_gb_s in (("a100-sxm4-64gb", 400 / 8 / 4), ("h100-sxm5-64gb", 800 / 8 / 4)):
        hw = hardware(acc_id, "bf16", 16)
        assert hw["domain_size"] == 4 and hw["hbm_gb"] == 64
        assert hw["inter_bw_gb_per_s"] == pytest.approx(inter_gb_s)


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


ISSUE17 = ("gh200", "b300", "tpu-v7", "mi355x", "h100-nvl-pcie-94gb", "h200-nvl-pcie-141gb",
           "h100-sxm5-96gb-500w")

SCEN = """schema_version: 1
name: new-{acc}
model: {{arch: dense, layers: 32, hidden: 4096, ffn_hidden: 11008, ffn_gated: true, heads: 32,
        kv_heads: 8, vocab: 32000, seq_len: 4096}}
training: {{tokens: 2.0e11, global_batch_seqs: 512, precision: bf16}}
plan: {{tp: 1, pp: 1, dp: {n}, zero_stage: 3, recompute: selective}}
cluster: {{accelerator: {acc}, count: {n}}}
site: {{region: us-average}}
"""


@pytest.mark.parametrize("acc_id", ISSUE17)
def test_issue17_accelerator_estimates_with_priors(acc_id, tmp_path, capsys):
    import json

    from lifecycle.cli import main

    acc = tables.accelerator(acc_id)
    assert acc["price_usd"] > 0 and "ESTIMATE" in acc["notes"]  # price or embodied basis
    n = 4 * acc["gpus_per_node"]
    p = tmp_path / f"{acc_id}.yaml"
    p.write_text(SCEN.format(acc=acc_id, n=n))
    assert main(["estimate", str(p), "--draws", "100", "--prior", "--json"]) == 0
    q = json.loads(capsys.readouterr().out)["quantities"]
    for k in ("time_to_train_days", "energy_mwh", "total_tco2e", "water_m3",
              "embodied_per_accelerator_kgco2e"):
        assert 0 < q[k]["p05"] <= q[k]["p50"] <= q[k]["p95"], k
    # the module's HBM carbon is counted for the row's capacity
    assert q["embodied_hbm_kgco2e"]["p50"] > 0


def test_issue17_peaks_are_dense_halves_of_sparse_datasheet_figures():
    # GH200 = H100 SXM silicon; NVL cards: 1,671 TFLOP/s BF16 with sparsity -> 835.5 dense
    assert tables.accelerator("gh200")["peak_bf16_tflops"] == pytest.approx(
        tables.accelerator("h100-sxm5-80gb")["peak_bf16_tflops"])
    for a in ("h100-nvl-pcie-94gb", "h200-nvl-pcie-141gb"):
        assert tables.accelerator(a)["peak_bf16_tflops"] == pytest.approx(1671 / 2)
    assert tables.accelerator("tpu-v7")["peak_fp8_tflops"] == pytest.approx(4614)
    assert tables.fabric("tpu-ici-v7")["bw_gb_per_s"] == pytest.approx(600)  # 1.2 TBps bidir


def test_mi250_is_the_cut_down_mi250x_without_a_price():
    # AMD MI200 specifications: 208 of 220 CUs -> 362.1 vs 383 TFLOP/s BF16 per OAM, same
    # 128 GB HBM2e; no price point in Epoch's data (price optional); family cdna2 like mi250x
    mi250, mi250x = tables.accelerator("mi250"), tables.accelerator("mi250x")
    assert mi250["peak_bf16_tflops"] == pytest.approx(383 * 208 / 220, rel=1e-3)
    assert mi250["hbm_gb"] == mi250x["hbm_gb"] and mi250["peak_fp8_tflops"] is None
    assert mi250["price_usd"] is None and "cdna2" in mi250["notes"]
    hw = hardware("mi250", "bf16", 4)
    assert hw["family_index"] == hardware("mi250x", "bf16", 4)["family_index"]
    assert hw["peak_tflops"] == pytest.approx(362.1)


def test_mi250x_gcd_is_half_an_oam_with_per_gcd_fabrics():
    # one GCD = half the MI250X OAM's rates; node = 8 GCDs; one 200 Gb/s NIC per OAM shared by 2 GCDs
    gcd, oam = tables.accelerator("mi250x-gcd"), tables.accelerator("mi250x")
    for col in ("peak_bf16_tflops", "hbm_gb", "tdp_w"):
        assert gcd[col] == pytest.approx(oam[col] / 2, rel=2e-3)
    assert gcd["gpus_per_node"] == 2 * oam["gpus_per_node"] == 8
    assert gcd["family"] == "cdna2" and gcd["price_usd"] is None
    assert tables.fabric(gcd["default_intra_fabric"])["domain_size"] == 8
    assert tables.fabric(gcd["default_inter_network"])["bw_gb_per_s"] == pytest.approx(200 / 8 / 2)
    assert hardware("mi250x-gcd", "bf16", 8)["peak_tflops"] == pytest.approx(191.5)


def test_power_limited_h100_variant_peaks_follow_the_cube_law():
    """Meta's 500 W HBM2e H100: datasheet peaks x (500/700)^(1/3) (dynamic power ~ f V^2, V ~ f);
    the publisher's two spellings resolve to it; the publisher's footnote bound (between NVL and
    SXM)."""
    v, sxm = tables.accelerator("h100-sxm5-96gb-500w"), tables.accelerator("h100-sxm5-80gb")
    r = (500 / 700) ** (1 / 3)
    for col in ("peak_tf32_tflops", "peak_bf16_tflops", "peak_fp8_tflops"):
        assert v[col] == pytest.approx(sxm[col] * r, abs=0.06)
    nvl = tables.accelerator("h100-nvl-pcie-94gb")["peak_bf16_tflops"]
    assert nvl < v["peak_bf16_tflops"] < sxm["peak_bf16_tflops"]
    assert v["tdp_w"] == 500 and v["hbm_gb"] == 96 and v["hbm_bw_gb_per_s"] == 2400
    for text in ("NVIDIA H100 SXM 96GB HBM2e (500 W limit)",
                 "NVIDIA H100 SXM 95GB HBM2e (lower TDP)"):
        assert tables.resolve_accelerator(text) == "h100-sxm5-96gb-500w"
    assert tables.resolve_accelerator("H100") == "h100-sxm5-80gb"
