"""Cross-section rules of a scenario and resolution of ids through data tables.

Called by :meth:`lifecycle.scenario.schema.Scenario._cross` once every
section is valid on its own. Fills ``cluster.gpus_per_node``,
``cluster.intra_fabric`` and ``cluster.inter_network`` from the accelerator's
row of data/accelerators.csv, and returns one ``(key path, message)`` per
broken rule (an empty list when the scenario is consistent).
"""

from __future__ import annotations

from lifecycle import tables


def _id_problem(table: str, key: str, loc: str) -> list[tuple[str, str]]:
    msg = tables.unknown_id_message(table, key)
    return [] if msg is None else [(loc, msg)]


def _fabric_kind_problem(fabric_id: str, kind: str, loc: str) -> list[tuple[str, str]]:
    bad = _id_problem("fabrics", fabric_id, loc)
    if bad:
        return bad
    row = tables.fabric(fabric_id)
    if str(row.get("kind")) != kind:
        df = tables.load("fabrics")
        valid = df.loc[df["kind"] == kind, "fabric_id"].tolist()
        names = {"intra": "an intra-node/domain fabric", "inter": "an inter-node network"}
        return [(loc, f"'{fabric_id}' is {names.get(str(row.get('kind')), 'another kind')}; "
                 f"need {names[kind]}: {', '.join(valid)}")]
    return []


def _cluster(sc) -> list[tuple[str, str]]:
    cl = sc.cluster
    bad = _id_problem("accelerators", cl.accelerator, "cluster -> accelerator")
    if bad:
        return bad
    acc = tables.accelerator(cl.accelerator)
    p: list[tuple[str, str]] = []
    if cl.gpus_per_node is None:
        cl.gpus_per_node = int(acc.get("gpus_per_node") or 8)
    if cl.intra_fabric is None:
        cl.intra_fabric = acc.get("default_intra_fabric")
    if cl.inter_network is None:
        cl.inter_network = acc.get("default_inter_network")
    if cl.intra_fabric is not None:
        p += _fabric_kind_problem(cl.intra_fabric, "intra", "cluster -> intra_fabric")
    if cl.inter_network is not None:
        p += _fabric_kind_problem(cl.inter_network, "inter", "cluster -> inter_network")
    if cl.count % cl.gpus_per_node:
        p.append(("cluster -> count", f"must be a multiple of gpus_per_node = {cl.gpus_per_node} "
                  f"(whole nodes); got {cl.count}"))
    prec = sc.training.precision
    if prec == "fp8" and acc.get("peak_fp8_tflops") is None:
        p.append(("training -> precision", f"fp8 needs an accelerator with FP8 tensor cores; "
                  f"{cl.accelerator} has none: use bf16 or fp16"))
    if prec == "bf16" and acc.get("family") == "volta":
        p.append(("training -> precision",
                  f"{cl.accelerator} (Volta) has no bf16 tensor cores: use fp16"))
    return p


def _plan(sc) -> list[tuple[str, str]]:
    pl, md, cl, tr = sc.plan, sc.model, sc.cluster, sc.training
    p: list[tuple[str, str]] = []
    # count == tp*pp*cp*dp; EP folds into DP*CP (Megatron-Core) and adds no factor
    grid = pl.tp * pl.pp * pl.cp * pl.dp
    if grid != cl.count:
        rest = pl.tp * pl.pp * pl.cp
        hint = (f"; with tp*pp*cp = {rest}, dp = {cl.count // rest} would fit"
                if cl.count % rest == 0 else "")
        p.append(("plan", f"tp*pp*cp*dp = {pl.tp}*{pl.pp}*{pl.cp}*{pl.dp} = {grid} must equal "
                  f"cluster.count = {cl.count}{hint}"))
    if md.heads % pl.tp:
        p.append(("plan -> tp", f"must divide model.heads = {md.heads}; got {pl.tp}"))
    if md.layers % (pl.pp * pl.vp):
        p.append(("plan -> pp", f"pp*vp = {pl.pp}*{pl.vp} = {pl.pp * pl.vp} must divide "
                  f"model.layers = {md.layers}"))
    if tr.global_batch_seqs % (pl.dp * pl.micro_batch):
        p.append(("training -> global_batch_seqs", f"must be a multiple of dp*micro_batch = "
                  f"{pl.dp}*{pl.micro_batch} = {pl.dp * pl.micro_batch}; "
                  f"got {tr.global_batch_seqs}"))
    if pl.ep > 1:
        if md.arch != "moe":
            p.append(("plan -> ep", f"expert parallelism needs arch: moe; got ep = {pl.ep}"))
        elif md.num_experts is not None and md.num_experts % pl.ep:
            p.append(("plan -> ep",
                      f"must divide model.num_experts = {md.num_experts}; got {pl.ep}"))
    if pl.cp > 1 and md.seq_len % (2 * pl.cp):
        p.append(("plan -> cp", f"2*cp = {2 * pl.cp} must divide model.seq_len = {md.seq_len} "
                  "(load-balanced context parallelism splits each sequence in 2*cp chunks)"))
    return p


def _site(sc) -> list[tuple[str, str]]:
    if sc.site.region is None:
        return []
    return _id_problem("grid", sc.site.region, "site -> region")


def _report_ids(sc) -> list[tuple[str, str]]:
    """``reference`` ids in data/disclosures.csv, alternative accelerators and regions known."""
    p: list[tuple[str, str]] = []
    for i, d in enumerate(sc.reference):
        p += _id_problem("disclosures", d, f"reference -> {i}")
    alt = sc.alternatives
    for i, a in enumerate(alt.accelerators or []):
        p += _id_problem("accelerators", a, f"alternatives -> accelerators -> {i}")
    for i, r in enumerate(alt.regions or []):
        p += _id_problem("grid", r, f"alternatives -> regions -> {i}")
    return p


def cross_section_problems(sc) -> list[tuple[str, str]]:
    """Every broken cross-section rule of a scenario whose sections are valid."""
    p = _cluster(sc) + _site(sc) + _report_ids(sc)
    if sc.plan is not None:
        p += _plan(sc)
    for i, st in enumerate(getattr(sc, "stages", None) or []):
        if st.params_b is not None and sc.model.arch == "moe":
            p.append((f"stages -> {i} -> params_b", "a stage of another size is derived as a "
                      "dense model; not available for arch: moe"))
    return p


def stage_tokens(data: dict) -> dict:
    """With ``stages``, ``training.tokens`` is their sum: filled in when left out, an
    error when it differs."""
    from lifecycle.scenario.schema import RuleViolations

    stages, training = data.get("stages"), data.get("training")
    if not isinstance(stages, list) or not stages or not isinstance(training, dict):
        return data

    def number(v):
        if isinstance(v, bool):
            return None
        try:  # YAML reads 1.0e12 (no sign in the exponent) as text; pydantic converts it too
            return float(v)
        except (TypeError, ValueError):
            return None

    toks = [number(st.get("tokens")) if isinstance(st, dict) else None for st in stages]
    if any(t is None for t in toks):
        return data  # the Stage model reports the bad entry
    total = float(sum(toks))
    given = training.get("tokens")
    if given is None:
        return {**data, "training": {**training, "tokens": total}}
    g = number(given)
    if g is not None and abs(g - total) > 1e-6 * max(total, 1.0):
        raise RuleViolations([("training -> tokens", f"must equal the sum of stages' tokens = "
                               f"{total:.6g} (or leave it out); got {g:.6g}")])
    return data
