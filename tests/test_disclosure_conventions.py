"""Reported vs physical footprint of a disclosure (issue 15 item 5) and disclosure stages
(item 4), against hand calculations."""

import numpy as np
import pandas as pd
import pytest

from lifecycle.bayes.conventions import footprint_draws
from lifecycle.bayes.rows import disclosure_columns, stage_flops


def _fp(scope, conv_w):
    h = np.array([[1000.0, 1000.0]])
    return footprint_draws(h, conv_w=np.array([conv_w, conv_w]), acc_w=np.array([[280.0, 280.0]]),
                           sys_w=np.array([[400.0, 400.0]]), system=np.array([False, False]),
                           it_w=np.array([[500.0, 500.0]]), pue=np.array([[1.1, 1.3]]),
                           grid=np.array([[385.0, 390.0]]), wue=np.array([[0.5, 0.5]]),
                           ewif=np.array([[3.0, 3.0]]), scope=np.array([scope, scope]))


def test_model_card_convention_is_hours_x_tdp_x_pue_x_factor():
    # LLaMA-style card: 1000 GPU-h x 400 W x PUE 1.1 = 0.44 MWh; x 385 g/kWh = 0.1694 t
    fp = _fp("facility_incl_pue", 400.0)
    assert fp["energy_mwh"][0, 0] == pytest.approx(1000 * 400 * 1.1 / 1e6)
    assert fp["tco2e_location"][0, 0] == pytest.approx(0.44 * 385 / 1000)
    # Granite-style card: 1000 h x 700 W x 1.3 x 0.39 kg/kWh = 0.3549 t
    fp = _fp("facility_incl_pue", 700.0)
    assert fp["tco2e_location"][0, 1] == pytest.approx(1000 * 0.7 * 1.3 * 0.39 / 1000)
    # a card that states only tCO2e (Llama 3: energy_scope none) is PUE-adjusted too
    assert _fp("none", 700.0)["tco2e_location"][0, 1] == pytest.approx(0.3549)


def test_accelerator_only_scope_has_no_pue_and_physical_counts_the_host():
    # BLOOM-style: GPU energy only, 1000 h x 400 W = 0.4 MWh, tCO2e without PUE
    fp = _fp("accelerator_dynamic", 400.0)
    assert fp["energy_mwh"][0, 0] == pytest.approx(0.4)
    assert fp["tco2e_location"][0, 0] == pytest.approx(0.4 * 385 / 1000)
    # physical: IT power 500 W x PUE 1.1 = 0.55 MWh; measured-power rows (no convention
    # power) report the physical accelerator power 280 W
    assert fp["energy_physical_mwh"][0, 0] == pytest.approx(0.55)
    assert fp["tco2e_physical"][0, 0] == pytest.approx(0.55 * 385 / 1000)
    fp = _fp("facility_incl_pue", np.nan)
    assert fp["energy_mwh"][0, 0] == pytest.approx(0.28 * 1.1)
    # water: accelerator energy x WUE + facility energy x EWIF [m3]
    assert fp["water_m3"][0, 0] == pytest.approx(0.28 * 0.5 + 0.28 * 1.1 * 3.0)
    assert fp["water_physical_m3"][0, 0] == pytest.approx(0.5 * 0.5 + 0.55 * 3.0)


def test_a_system_average_per_accelerator_is_matched_with_the_host_share():
    # Patterson-style row: measured system power per accelerator (host included), no
    # convention power: 1000 h x (280 W board + 120 W host) x PUE 1.1 = 0.44 MWh; an
    # accelerator-only row of the same draws reports 1000 h x 280 W x 1.1 = 0.308 MWh
    h = np.array([[1000.0, 1000.0]])
    fp = footprint_draws(h, conv_w=np.array([np.nan, np.nan]), acc_w=np.array([[280.0, 280.0]]),
                         it_w=np.array([[500.0, 500.0]]), pue=np.array([[1.1, 1.1]]),
                         grid=np.array([[385.0, 385.0]]), wue=np.array([[0.5, 0.5]]),
                         ewif=np.array([[3.0, 3.0]]), scope=np.array(["facility_incl_pue"] * 2),
                         system=np.array([True, False]), sys_w=np.array([[400.0, 400.0]]))
    assert fp["energy_mwh"][0] == pytest.approx([0.44, 0.308])
    assert fp["tco2e_location"][0, 0] == pytest.approx(0.44 * 385 / 1000)
    # the physical quantity is the same for both (IT power 500 W x 1.1)
    assert fp["energy_physical_mwh"][0] == pytest.approx([0.55, 0.55])


def _stages(rows):
    cols = ["disclosure_id", "stage", "kind", "tokens_t", "seq_len", "params_b",
            "teacher_params_b", "teacher_forward_in_hours", "source", "notes"]
    return pd.DataFrame(rows, columns=cols)


def test_stages_add_up_and_distillation_adds_the_teachers_forward_flops():
    n, tok = 1e9, 2e12
    ids = ["a", "b", "c", "d"]
    st = _stages([
        # a: 1.5T pretraining + 0.5T context extension = the row's 2T: same as 6 N D
        ["a", 1, "pretraining", 1.5, 8192, None, None, None, "s", ""],
        ["a", 2, "context_extension", 0.5, 131072, None, None, None, "s", ""],
        # b: 1T of its 2T distilled from a 70B teacher, forward passes in the hours
        ["b", 1, "distillation", 1.0, None, None, 70.0, "true", "s", ""],
        # c: the same, but the logits were generated elsewhere (not in the hours)
        ["c", 1, "distillation", 1.0, None, None, 70.0, "false", "s", ""],
        # d: pruning from an 8B model with unknown tokens adds nothing
        ["d", 1, "pruning", None, None, 8.0, None, None, "s", ""],
    ])
    flops, _, notes = stage_flops(ids, np.full(4, tok), np.full(4, n), st)
    assert flops[0] == pytest.approx(6 * n * tok)
    assert flops[1] == pytest.approx(6 * n * tok + 2 * 70e9 * 1e12)
    assert flops[2] == pytest.approx(6 * n * tok)
    assert flops[3] == pytest.approx(6 * n * tok)
    assert notes[1] == "stages: distillation"
    # a stage of another model size counts its own parameters
    st2 = _stages([["e", 1, "progressive_growth", 1.0, None, 0.5, None, None, "s", ""],
                   ["e", 2, "pretraining", 1.0, None, None, None, None, "s", ""]])
    f, _, _ = stage_flops(["e"], np.array([tok]), np.array([n]), st2)
    assert f[0] == pytest.approx(6 * 0.5e9 * 1e12 + 6 * n * 1e12)


def test_bundled_stage_rows_enter_the_ideal_hours():
    df = pd.DataFrame([{"id": "x", "model": "X", "arch": "dense", "params_b": 1.0, "tokens_t": 2.0,
                        "accelerator": "h100-sxm5-80gb", "source": "Synthetic, test",
                        "energy_scope": "none"}])
    st = _stages([["x", 1, "distillation", 2.0, None, None, 10.0, "true", "s", ""]])
    plain = disclosure_columns(df, stages=st.iloc[:0])
    dist = disclosure_columns(df, stages=st)
    # (6 x 1B + 2 x 10B) / (6 x 1B) = 26/6
    assert dist["ideal_gpu_hours_at_eff1"][0] / plain["ideal_gpu_hours_at_eff1"][0] == \
        pytest.approx(26 / 6)
