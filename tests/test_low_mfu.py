"""The low-MFU term of the step-time discrepancy (lifecycle.model.ood.mfu_halvings): by hand,
in the fit's features and in step_time's draw."""

import numpy as np
import pytest

from lifecycle import discrepancy as D


def test_a_plan_the_model_expects_at_low_mfu_carries_a_wider_discrepancy():
    """The low-MFU term by hand: halvings of the predicted MFU below MFU_REF, their variance
    in the plan's discrepancy, and step_time's draw widened by exactly that (not beyond the
    data)."""
    from steptime_fixtures import a100, gpt, plan

    from lifecycle.model.ood import mfu_halvings, ood_variance
    from lifecycle.model.steptime import step_time
    from lifecycle.validate.steptime import median_params

    ref = D.MFU_REF
    assert np.asarray(mfu_halvings(np.array([2 * ref, ref, ref / 2, ref / 4]), ref)).tolist() \
        == pytest.approx([0.0, 0.0, 1.0, 2.0])
    ood = {"ood_base_var": 0.01, "ood_s_gpus": 0.0, "ood_s_fsdp": 0.0, "ood_max_gpus": 1e9,
           "ood_max_fsdp": 1e9, "ood_s_mfu": 0.2, "ood_mfu_ref": ref}
    p = {k: np.ones(3) for k in ("tp", "pp", "dp", "cp")} | {"zero_stage": np.zeros(3)}
    var, beyond = ood_variance(ood, p, a100(), mfu=np.array([0.6, ref / 2, ref / 4]))
    assert np.asarray(var).tolist() == pytest.approx([0.01, 0.01 + 0.04, 0.01 + 0.04 * 2])
    assert np.asarray(beyond).tolist() == [0.0, 0.0, 0.0]  # a low MFU is not beyond the data
    assert float(ood_variance(ood, p, a100())[0][0]) == pytest.approx(0.01)  # no MFU: no term
    # the feature the fit sees is the same halvings
    cov = {"families": [1], "fp8_families": [], "max_gpus": 1e9, "max_fsdp_ranks": 1e9,
           "publishers": [], "frameworks": []}
    w1 = {k: np.array([v, v]) for k, v in gpt().items()}
    f = D.features(cov, w1, {"dp": np.ones(2), "cp": np.ones(2), "zero_stage": np.zeros(2)},
                   {"family_index": np.array([1, 1]), "num_gpus": np.ones(2)},
                   mfu=np.array([0.5, ref / 4]))
    assert f["low_mfu"].tolist() == pytest.approx([0.0, 2.0])
    # step_time: the draw ood_z multiplies the raw step by exp(z sqrt(variance at its own MFU))
    eff = median_params()
    eff.update(step_time_discrepancy=1.0, ood_z=1.645)
    w, pl, hw = gpt(), plan(), a100()
    raw = step_time(w, pl, hw, eff)
    wide = step_time({**w, **ood}, pl, hw, eff)
    v = 0.01 + 0.04 * float(mfu_halvings(float(raw["mfu"]), ref))
    assert float(wide["step_time_s"]) == pytest.approx(float(raw["step_time_s"])
                                                       * np.exp(1.645 * np.sqrt(v)))
    # a step the model expects at a low MFU (a 32-stage pipeline of 4 micro-batches, mostly
    # bubble) widens by its own halvings, more than the efficient plan
    w_slow, slow = gpt(global_batch_seqs=4.0), plan(pp=32.0, dp=1.0)
    r_slow = step_time(w_slow, slow, hw, eff)
    assert float(r_slow["mfu"]) < ref / 2 < ref < float(raw["mfu"])
    v_slow = 0.01 + 0.04 * float(mfu_halvings(float(r_slow["mfu"]), ref))
    ratio_slow = (float(step_time({**w_slow, **ood}, slow, hw, eff)["step_time_s"])
                  / float(r_slow["step_time_s"]))
    assert ratio_slow == pytest.approx(np.exp(1.645 * np.sqrt(v_slow)))
    assert ratio_slow > float(wide["step_time_s"]) / float(raw["step_time_s"])
