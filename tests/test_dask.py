"""The same sweep in-process and on a Dask scheduler + worker at 127.0.0.1 (real tcp address)."""

import distributed
import numpy as np

from lifecycle.scenario.load import scenario_from_dict
from lifecycle.sweep.runner import run_sweep

DOC = {"schema_version": 1, "name": "dask-small",
       "model": {"arch": "dense", "layers": 16, "hidden": 2048, "ffn_hidden": 5504,
                 "ffn_gated": True,
                 "heads": 16, "kv_heads": 16, "vocab": 32000, "seq_len": 2048},
       "training": {"tokens": 2e10, "global_batch_seqs": 256},
       "plan": "auto", "cluster": {"accelerator": "a100-sxm4-80gb", "count": 16},
       "site": {"region": "us-average"}}


def test_local_and_dask_give_the_same_sweep():
    sc = scenario_from_dict(DOC)
    kw = dict(regions=["us-average", "country-fr"], max_plans=40, draws=48, seed=5,
              chunk_elements=48 * 7)  # 6 chunks per configuration
    local = run_sweep(sc, threads=1, **kw)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  protocol="tcp", host="127.0.0.1", dashboard_address=None) as cl:
        assert cl.scheduler_address.startswith("tcp://127.0.0.1:")
        remote = run_sweep(sc, scheduler=cl.scheduler_address, **kw)
    assert local.counts == remote.counts
    assert local.counts["evaluated"] == 80 and local.counts["feasible"] > 0
    a, b = local.table, remote.table
    assert a.columns.tolist() == b.columns.tolist()
    assert a[["row", "tp", "pp", "dp", "region"]].equals(b[["row", "tp", "pp", "dp", "region"]])
    num = a.select_dtypes("number").columns
    np.testing.assert_allclose(a[num].to_numpy(float), b[num].to_numpy(float), rtol=1e-12)
    assert local.pareto["row"].tolist() == remote.pareto["row"].tolist()
    for k in local.best_rows:
        assert np.array_equal(local.best_rows[k], remote.best_rows[k])
