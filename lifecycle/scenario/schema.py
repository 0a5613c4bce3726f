"""Scenario schema (``schema_version: 1``): pydantic sections kept apart.

A scenario has separate sections for the transformer shape (``model``), the
run (``training``), the parallelism plan (``plan``), the hardware
(``cluster``), where it runs (``site``), the hardware's life (``lifecycle``)
and prior overrides (``priors``). Every section forbids unknown keys. Rules
that involve one section are validators on that section; rules that cross
sections (layout = GPU count, ids in the data tables) are validators on
:class:`Scenario`. Each rule raises :class:`RuleViolations` (a ``ValueError``
carrying ``(key path, message)`` pairs) so one bad file reports every broken
rule, one line each; nothing here uses ``assert``.

Parallel layout (Megatron-Core convention, Narayanan et al. 2021,
arXiv:2104.04473; Megatron-Core ``parallel_state``): the GPUs form a grid
``count == tp * pp * cp * dp``. Expert parallelism does not add a dimension:
EP folds into the data-parallel x context-parallel ranks (experts are sharded
across ``dp * cp`` ranks of one pipeline stage), so ``ep`` must divide
``dp * cp`` and the number of routed experts.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, PrivateAttr, model_validator

from lifecycle.model.recompute import RECOMPUTE_MODES
from lifecycle.scenario.sections import Alternatives, Project, Stage  # noqa: F401
from lifecycle.scenario.types import (  # noqa: F401 (re-exported)
    _BIG, _NB, NonNegFloat, NonNegInt, PosFloat, PosInt, RuleViolations, Share, _no_bool,
    _no_bool_float, _raise, _Section,
)


class Model(_Section):
    """Transformer shape (dense or MoE).

    Give the shape, or only ``params_b`` (a dense shape is derived, see
    :func:`lifecycle.scenario.derive.shape_from_params`), or ``hf_config``
    (a Hugging Face ``config.json``, path relative to the scenario file;
    keys written beside it override the config). After loading, the shape
    fields are always concrete and ``derived_from`` says where they came from.
    """

    arch: Literal["dense", "moe"] = "dense"
    layers: PosInt
    hidden: PosInt
    ffn_hidden: PosInt
    ffn_gated: bool = False
    heads: PosInt
    kv_heads: PosInt | None = None  # default: heads (multi-head attention)
    head_dim: PosInt | None = None  # default: hidden / heads (Qwen3, gpt-oss, Gemma set it)
    # multi-head latent attention (DeepSeek-V2/V3): low-rank query and key/value projections
    q_lora_rank: PosInt | None = None
    kv_lora_rank: PosInt | None = None
    qk_rope_head_dim: PosInt | None = None
    v_head_dim: PosInt | None = None
    vocab: PosInt
    seq_len: PosInt
    num_experts: PosInt | None = None
    experts_per_token: PosInt | None = None
    shared_experts: NonNegInt = 0
    moe_ffn_hidden: PosInt | None = None  # default: ffn_hidden
    first_dense_layers: NonNegInt = 0
    capacity_factor: Annotated[float, _NB, Field(gt=0, le=1000)] = 1.0
    tie_embeddings: bool = False
    # dropout masks are stored activations (Korthikanti et al. 2022 count them);
    # Llama-, Mistral-, DeepSeek-style pre-training runs use no dropout: false
    dropout: bool = True
    params_b: Annotated[float, _NB, Field(ge=0.1, le=100000)] | None = None
    hf_config: str | None = None
    derived_from: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _alternatives(cls, data: Any, info) -> Any:
        from lifecycle.scenario.derive import expand_model

        base_dir = (info.context or {}).get("base_dir") if info is not None else None
        return expand_model(data, base_dir)

    @model_validator(mode="after")
    def _rules(self) -> Model:
        p: list[tuple[str, str]] = []
        if self.kv_heads is None:
            self.kv_heads = self.heads
        if self.moe_ffn_hidden is None:
            self.moe_ffn_hidden = self.ffn_hidden
        if self.heads % self.kv_heads:
            p.append(("model -> kv_heads", f"must divide heads = {self.heads} "
                      f"(grouped-query attention); got {self.kv_heads}"))
        if self.head_dim is None and self.hidden % self.heads:
            p.append(("model -> heads", f"must divide hidden = {self.hidden} "
                      f"(head dimension hidden/heads), or give head_dim; got {self.heads}"))
        if self.arch == "moe":
            if self.num_experts is None:
                p.append(("model -> num_experts",
                          "required for arch: moe (routed experts per layer)"))
            if self.experts_per_token is None:
                p.append(("model -> experts_per_token",
                          "required for arch: moe (experts each token is routed to)"))
            if self.num_experts is not None and self.experts_per_token is not None \
                    and self.experts_per_token > self.num_experts:
                p.append(("model -> experts_per_token",
                          f"must be <= num_experts = {self.num_experts}; "
                          f"got {self.experts_per_token}"))
            if self.first_dense_layers >= self.layers:
                p.append(("model -> first_dense_layers", f"must be < layers = {self.layers} "
                          "(an MoE model needs at least one MoE layer)"))
        else:
            for key in ("num_experts", "experts_per_token"):
                v = getattr(self, key)
                if v is not None and v > 1:
                    p.append((f"model -> {key}", f"only for arch: moe (got {v} with arch: dense); "
                              "set arch: moe or remove it"))
            if self.shared_experts:
                p.append(("model -> shared_experts",
                          "only for arch: moe; set arch: moe or remove it"))
        _raise(p)
        return self


class Training(_Section):
    """The training run: tokens seen, global batch, precision, optimizer.

    ``tokens`` is a count (``15.6e+12``); ``global_batch_seqs`` is in
    sequences of ``model.seq_len`` tokens. Mixed-precision Adam: 16-bit
    weights and gradients, fp32 master weights and moments (adamw: same bytes).
    """

    tokens: PosFloat
    global_batch_seqs: PosInt
    precision: Literal["bf16", "fp16", "fp8"] = "bf16"
    optimizer: Literal["adam", "adamw"] = "adam"
    # the software stack's kernel class (lifecycle.stacks.STACKS): auto = the accelerator
    # generation's default (fused from Hopper on, eager before); fused = Megatron-Core / NeMo /
    # Transformer Engine or JAX/XLA; compiled = torch.compile (torchtitan); eager = plain PyTorch;
    # huggingface = Hugging Face transformers' modelling code, unfused; deepspeed =
    # Megatron-DeepSpeed / DeepSpeed-engine stacks (more host work per layer)
    software_stack: Literal["auto", "fused", "compiled", "eager", "huggingface", "deepspeed"] = "auto"
    # FlashAttention-class fused attention; unset = what the stack uses (every stack: set false
    # for the 2022 Megatron-DeepSpeed runs without it)
    flash_attention: bool | None = None
    # precision of the data-parallel gradient reduction: fp32 is the frameworks' default
    # (Megatron-LM, torchtitan FSDP2, MaxText); NVIDIA's performance recipes reduce in bf16
    # (grad_reduce_in_fp32 False), halving the gradient traffic (lifecycle.stack_sync.GRAD_REDUCE_BYTES)
    grad_reduce_dtype: Literal["fp32", "bf16"] = "fp32"
    # Adam/AdamW state beside the 16-bit weights (lifecycle.model.workload.OPTIMIZER_STATES):
    # fp32 master weights and moments (12 bytes/param, the default), bf16_moments (fp32 master,
    # bf16 moments: DeepSeek-V3; 8) or bf16 (no master copy, bf16 moments: pure-bf16 training; 4)
    optimizer_state: Literal["fp32", "bf16_moments", "bf16"] = "fp32"
    # CUDA graphs (lifecycle.model.host): none (eager launches, every stack's default), partial
    # (some modules of each layer graphed, e.g. Transformer Engine scopes attn / moe_router /
    # moe_preprocess) or full (every layer's launches replayed: full-iteration or per-layer graphs)
    cuda_graphs: Literal["none", "partial", "full"] = "none"


class Plan(_Section):
    """Parallelism plan: ``count == tp * pp * cp * dp``; EP folds into ``dp * cp``.

    ``vp`` is the number of virtual pipeline chunks per stage (interleaved
    1F1B, Narayanan et al. 2021 sec. 2.2); ``sequence_parallel`` is
    Korthikanti et al. 2022 (allowed with any ``tp``; a no-op at ``tp: 1``).
    """

    tp: PosInt
    pp: PosInt
    dp: PosInt
    cp: PosInt = 1
    ep: PosInt = 1
    vp: PosInt = 1
    micro_batch: PosInt = 1
    sequence_parallel: bool = False
    zero_stage: Annotated[int, BeforeValidator(_no_bool), Field(ge=0, le=3)] = 1
    recompute: Literal[RECOMPUTE_MODES] = "none"
    # activations offloaded to host memory (Megatron/NeMo CPU offloading, JAX offload remat)
    activation_offload: bool = False
    # expert tensor parallelism (lifecycle.model.moe): default tp (Megatron-Core); 1 =
    # whole experts, each rank dispatching its sequence-parallel shard (Megatron-Bridge)
    etp: PosInt | None = None
    # token dispatcher of the routed experts: a plain all-to-all, a hierarchical one that
    # sends a token once per remote node (DeepEP, HybridEP), or not known (auto: both)
    moe_dispatcher: Literal["auto", "alltoall", "hierarchical"] = "auto"
    # hybrid sharding (HSDP) under zero_stage 3: ranks one shard spans (e.g. the GPUs of a
    # node), the shards' replicas all-reducing gradients; none = the whole dp x cp group
    fsdp_shard: PosInt | None = None

    @model_validator(mode="after")
    def _rules(self) -> Plan:
        p = []
        if self.vp > 1 and self.pp == 1:
            p.append(("plan -> vp", "virtual pipeline stages need pp > 1; "
                      f"got vp = {self.vp} with pp = 1"))
        if self.etp is None:
            self.etp = self.tp
        etp = self.etp
        # EP x ETP fold into TP x DP x CP (Megatron-Core MoE parallel folding); with the
        # default etp = tp that is: ep divides dp*cp
        if (self.tp * self.dp * self.cp) % (self.ep * etp):
            p.append(("plan -> ep", f"ep x etp = {self.ep * etp} must divide tp*dp*cp = "
                      f"{self.tp * self.dp * self.cp} (expert parallelism shards experts over "
                      f"the ranks of a pipeline stage); got ep = {self.ep}, etp = {etp}"))
        if self.fsdp_shard is not None and (self.zero_stage < 3 or (self.dp * self.cp) % self.fsdp_shard):
            p.append(("plan -> fsdp_shard", "a hybrid shard needs zero_stage 3 and must divide dp*cp = "
                      f"{self.dp * self.cp}; got fsdp_shard = {self.fsdp_shard} with zero_stage "
                      f"{self.zero_stage}"))
        _raise(p)
        return self


class Cluster(_Section):
    """Accelerators and fabrics, by id of data/accelerators.csv and data/fabrics.csv.

    ``gpus_per_node``, ``intra_fabric`` and ``inter_network`` default to the
    accelerator's row. The explicit ``*_bw_gb_per_s`` [GB/s per accelerator,
    unidirectional] and ``*_latency_us`` [us] override the fabric ids.
    ``storage_bw_gb_per_s`` is the checkpoint write bandwidth of the whole
    cluster [GB/s] (default: a prior).
    """

    accelerator: str
    count: PosInt
    gpus_per_node: PosInt | None = None
    intra_fabric: str | None = None
    inter_network: str | None = None
    intra_bw_gb_per_s: PosFloat | None = None
    intra_latency_us: NonNegFloat | None = None
    inter_bw_gb_per_s: PosFloat | None = None
    inter_latency_us: NonNegFloat | None = None
    storage_bw_gb_per_s: PosFloat | None = None


class Site(_Section):
    """Where it runs: ``region`` (id of data/grid.csv) and/or ``grid_gco2e_per_kwh``.

    An explicit ``grid_gco2e_per_kwh`` [gCO2e/kWh] wins over the region's.
    ``pue`` [ratio >= 1] and ``electricity_usd_per_kwh`` [USD/kWh] default
    to priors; ``cfe_share`` (market-based carbon-free share) to the region's.
    Water: ``cooling`` picks the on-site WUE row of data/water.csv;
    ``wue_l_per_kwh`` (on-site, per kWh of IT energy) and ``ewif_l_per_kwh``
    (off-site, per kWh of electricity) [L/kWh] fix the factors.
    """

    region: str | None = None
    grid_gco2e_per_kwh: Annotated[float, _NB, Field(ge=0, le=5000)] | None = None
    pue: Annotated[float, _NB, Field(ge=1, le=5)] | None = None
    electricity_usd_per_kwh: Annotated[float, _NB, Field(ge=0, le=100)] | None = None
    cfe_share: Share | None = None
    cooling: Literal["unknown", "evaporative", "air", "liquid-closed-loop"] = "unknown"
    wue_l_per_kwh: Annotated[float, _NB, Field(ge=0, le=100)] | None = None
    ewif_l_per_kwh: Annotated[float, _NB, Field(ge=0, le=1000)] | None = None

    @model_validator(mode="after")
    def _rules(self) -> Site:
        if self.region is None and self.grid_gco2e_per_kwh is None:
            raise RuleViolations([("site -> region", "give a region id of data/grid.csv "
                                   "or grid_gco2e_per_kwh")])
        return self


class Lifecycle(_Section):
    """Hardware life: years, busy share, own or rent, maintenance, capital cost."""

    lifetime_years: Annotated[float, _NB, Field(gt=0, le=50)] = 5.0
    utilisation: Annotated[float, _NB, Field(gt=0, le=1)] = 0.7
    mode: Literal["own", "rent"] = "own"
    rent_usd_per_gpu_hour: Annotated[float, _NB, Field(gt=0, le=10000)] | None = None
    maintenance_share_per_year: Annotated[float, _NB, Field(ge=0, lt=1)] | None = None
    cost_of_capital: Annotated[float, _NB, Field(ge=0, lt=1)] = 0.0
    purchase_year: Annotated[int, Field(ge=1990, le=2100)] | None = None

    @model_validator(mode="after")
    def _rules(self) -> Lifecycle:
        if self.mode == "rent" and self.rent_usd_per_gpu_hour is None:
            raise RuleViolations([("lifecycle -> rent_usd_per_gpu_hour",
                                   "required for mode: rent (cloud price per GPU-hour, USD)")])
        return self


class Scenario(_Section):
    """A whole scenario; see the module docstring for the layout rule.

    ``plan: auto`` gives ``plan = None`` and ``plan_auto = True`` (a sweep
    chooses the plan; commands that need one call :func:`require_plan`).
    """

    schema_version: Literal[1]
    name: Annotated[str, Field(min_length=1, max_length=200)]
    description: str = ""
    model: Model
    training: Training
    plan: Plan | None
    plan_auto: bool = Field(default=False, exclude=True)
    cluster: Cluster
    site: Site
    lifecycle: Lifecycle = Field(default_factory=Lifecycle)
    project: Project = Field(default_factory=Project)
    stages: list[Stage] = Field(default_factory=list)
    priors: dict[str, Any] = Field(default_factory=dict)
    #: published runs (ids of data/disclosures.csv) this scenario corresponds to;
    #: the report shows disclosed versus predicted for each (reality check)
    reference: Annotated[list[str], Field(max_length=10)] = Field(default_factory=list)
    alternatives: Alternatives = Field(default_factory=Alternatives)
    _source_file: str = PrivateAttr(default="scenario")

    @property
    def source_file(self) -> str:
        """The file the scenario was read from (for messages)."""
        return self._source_file

    @model_validator(mode="before")
    @classmethod
    def _plan_word(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        from lifecycle.scenario.resolve import stage_tokens

        data = stage_tokens(data)
        if "plan_auto" in data:
            raise RuleViolations([("plan_auto", "unknown key 'plan_auto'; write plan: auto")])
        plan = data.get("plan")
        if isinstance(plan, str):
            if plan.strip().lower() != "auto":
                raise RuleViolations([("plan", f"must be a mapping (tp, pp, dp, ...) or the word "
                                       f"auto; got {plan[:40]!r}")])
            data = {**data, "plan": None, "plan_auto": True}
        elif "plan" in data and plan is None:
            raise RuleViolations([("plan", "empty; give tp, pp, dp (and cp, ep, vp, micro_batch) "
                                   "or the word auto")])
        return data

    @model_validator(mode="after")
    def _cross(self) -> Scenario:
        from lifecycle.scenario.resolve import cross_section_problems

        _raise(cross_section_problems(self))
        return self

    def resolved_dict(self) -> dict:
        """The scenario with every default and derived value filled in (JSON types).

        ``plan`` is the word ``"auto"`` when the plan is left to a sweep; the
        result loads again to the same scenario.
        """
        d = self.model_dump(mode="json")
        if self.plan_auto:
            d["plan"] = "auto"
        return d
