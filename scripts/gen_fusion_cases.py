"""Print PaddlePaddle 3.3.1's own recompute and fused_linear_param_grad_add passes, before and
after, as pirtool's oracle for the `recompute` and `fused-linear-param-grad-add` passes.

Oracle script: needs the real ``paddlepaddle==3.3.1`` CPU wheel (``pip install -e '.[oracle]'``);
run by humans, never by the test suite. Output (default ``samples/passes/``), per case NAME:

* recompute cases (``recompute_NAME``): the dist main program right before and right after
  ``auto_parallel_recompute_pir`` (``.before.pir`` / ``.after.pir``), captured by wrapping
  ``AutoParallelRecomputePIRPass._apply_single_impl``. Forward ops are tagged by
  ``fleet.utils.recompute`` in the model's forward with ``strategy._recompute.enable``. With
  gradient merge, also the main and startup programs after Paddle's gradient merge pass
  (``.gm_after.pir``, ``.startup.before.pir``, ``.startup.after.pir``): the engine runs
  recompute first, then gradient merge; ``.gm_before.pir`` is written only where the program
  gradient merge sees differs from recompute's output.
* fused cases (``fused_NAME``): each program the engine hands to ``pir.PassManager`` with
  ``fused_linear_param_grad_add_pass``, before and after (``.JOB.before.pir`` /
  ``.JOB.after.pir``, JOB = forward | backward | optimize for the job plan of a merged run,
  ``dense`` without gradient merge). The pass is requested the way PaddleNLP's auto trainer
  does: ``DistModel.__convert_strategy`` is wrapped to append it to the inner strategy's
  ``fused_passes.fused_passes_list`` (``dist.Strategy.fused_passes`` knows only gemm_epilogue
  and dropout_add); the engine's ``PassManager`` is wrapped to print around ``run``.
* dense fused cases (``fused_dense_NAME``): the engine's whole dense train program (after
  gradient merge, before the job split: forward, backward and optimizer in one program) run
  through ``pir.PassManager`` with the pass; ``.before.pir`` / ``.after.pir``.
* plain fused cases (``fused_plain_NAME``): small static programs (``paddle.static``) with
  ``matmul`` + ``add_`` run through ``paddle.pir.PassManager`` directly; ``.before.pir`` /
  ``.after.pir``, or ``.error.txt`` when Paddle raises.

``INDEX.md`` gets (or has replaced) a section "recompute and fused_linear_param_grad_add".

Usage::

    python scripts/gen_fusion_cases.py [--out samples] [--only NAME ...] [--list]
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from _cases import array_dataset, case_parser  # scripts/ is sys.path[0]
from _samples import store  # scripts/ is sys.path[0]

MICRO_BATCH = 4


@dataclass(frozen=True)
class Case:
    kind: str  # recompute | fused | dense | plain | hand | vpp (model: a case of gen_pp_cases)
    model: str  # mlp | mlp_dropout | mlp_cond | mlp_cond_in | conv_bn | transformer | transformer_dropout | (plain) pattern name
    k: int = 1  # gradient merge k_steps; 1 = gradient merge off
    bias: bool = False
    segments: str = "one"  # one | two | whole | none  (what forward wraps in recompute)
    opt: str = "sgd"
    note: str = ""
    amp: str = ""  # "" | "bf16_o2" | "bf16_o2_master_grad" (AMP O2 bf16, as scripts/gen_gm_cases.py)
    loss: str = "mse"  # mse | dup_mse (the loss computed twice, the second fetched)
    #: `strategy._recompute.refined_ops_patterns` as JSON ("" = Paddle's default, none): the
    #: attribute `auto_parallel_recompute_pir` reads; the case writes pirtool's pipeline for it.
    refined: str = ""


def _pattern(main: list[str], num: int, pre: list[str] | None = None, suf: list[str] | None = None) -> dict:
    return {"main_ops": main, "num": num, "pre_ops": pre or [], "suf_ops": suf or []}


def _refined(*patterns: dict) -> str:
    return json.dumps(list(patterns), separators=(",", ":"))


# fmt: off
CASES: dict[str, Case] = {
    # recompute (auto_parallel_recompute_pir)
    "recompute_mlp_one": Case("recompute", "mlp", segments="one", note="one segment linear_0+relu: relu is an 'outgoing' op (no user inside the segment) and is dropped, the cloned matmul is dead"),
    "recompute_mlp_two": Case("recompute", "mlp", segments="two", note="two segments, one per hidden layer"),
    "recompute_mlp_whole_bias": Case("recompute", "mlp", bias=True, segments="whole", note="one segment over both hidden layers, with biases"),
    "recompute_mlp_dropout": Case("recompute", "mlp_dropout", bias=True, segments="one", note="dropout inside the segment: the clone keeps fix_seed:false (fresh mask)"),
    "recompute_transformer": Case("recompute", "transformer", bias=True, segments="one", opt="adamw", note="TransformerEncoderLayer(16, 2 heads, dropout 0) recomputed"),
    "recompute_transformer_dropout": Case("recompute", "transformer_dropout", bias=True, segments="one", opt="adamw", note="same with dropout 0.1"),
    "recompute_mlp_two_gm_k2": Case("recompute", "mlp", k=2, segments="two", note="with gradient merge k=2 (engine: recompute, then gradient merge)"),
    "recompute_mlp_whole_bias_gm_k3": Case("recompute", "mlp", k=3, bias=True, segments="whole", opt="adam"),
    "recompute_transformer_gm_k2": Case("recompute", "transformer", k=2, bias=True, segments="one", opt="adamw"),
    "recompute_conv_bn": Case("recompute", "conv_bn", bias=True, segments="one", opt="momentum", note="conv2d + batch_norm + relu recomputed (batch_norm's running statistics are in-place outputs)"),
    "recompute_conv_bn_gm_k2": Case("recompute", "conv_bn", k=2, bias=True, segments="one", opt="momentum"),
    "recompute_mlp_cond": Case("recompute", "mlp_cond", bias=True, segments="two", note="`if` in the forward between two recompute segments"),
    "recompute_mlp_cond_gm_k2": Case("recompute", "mlp_cond", k=2, bias=True, segments="two"),
    "recompute_mlp_cond_in": Case("recompute", "mlp_cond_in", bias=True, segments="one", note="`if` inside the recompute segment (a pd_op.if tagged fwd_recompute_id)"),
    "recompute_bf16_mlp_two": Case("recompute", "mlp", bias=True, segments="two", amp="bf16_o2", note="AMP O2 bf16 parameters (fp32 master weights)"),
    "recompute_bf16_mlp_two_gm_k2": Case("recompute", "mlp", k=2, bias=True, segments="two", amp="bf16_o2_master_grad", note="AMP O2 bf16 with master grad, gradient merge k=2"),
    # recompute with refined_ops_patterns (the `main_ops` of each match stay out of the clones)
    "recompute_refined_first_matmul": Case("recompute", "mlp", bias=True, segments="whole", refined=_refined(_pattern(["matmul"], 1)), note="refined: the first matmul of the segment is not recomputed"),
    "recompute_refined_all_matmuls": Case("recompute", "mlp", segments="two", opt="adam", refined=_refined(_pattern(["matmul"], -1)), note="refined: no matmul of either segment is recomputed (num -1)"),
    "recompute_refined_pre_suf": Case("recompute", "mlp", bias=True, segments="two", refined=_refined(_pattern(["add"], -1, pre=["matmul"], suf=["relu"])), note="refined: the bias add between matmul and relu (pre/suf ops are only markers)"),
    "recompute_refined_two_patterns": Case("recompute", "mlp", bias=True, segments="whole", opt="momentum", refined=_refined(_pattern(["relu"], 1), _pattern(["matmul", "add"], 1, suf=["relu"])), note="refined: two patterns, counted per segment, applied in order: the first relu, then the first layer's matmul + add"),
    "recompute_refined_softmax_matmul": Case("recompute", "transformer", bias=True, segments="one", opt="adamw", refined=_refined(_pattern(["matmul"], -1, pre=["softmax"])), note="refined: attention's probabilities @ V matmul (after softmax), as PaddleNLP configures it"),
    "recompute_refined_no_match": Case("recompute", "conv_bn", bias=True, segments="one", opt="momentum", refined=_refined(_pattern(["matmul"], -1, suf=["softmax"])), note="refined: a pattern matching nothing changes nothing"),
    "recompute_refined_first_matmul_gm_k2": Case("recompute", "mlp", k=2, bias=True, segments="two", refined=_refined(_pattern(["matmul"], 1)), note="refined, with gradient merge k=2"),
    # fused_linear_param_grad_add in the engine (job programs of a merged run)
    "fused_mlp_gm_k2": Case("fused", "mlp", k=2, segments="none", note="matmul_grad + add_ (no bias)"),
    "fused_mlp_bias_gm_k2": Case("fused", "mlp", k=2, bias=True, segments="none", note="add_grad + matmul_grad + add_ (bias)"),
    "fused_mlp_bias_gm_k4_adam": Case("fused", "mlp", k=4, bias=True, segments="none", opt="adam"),
    "fused_transformer_gm_k2": Case("fused", "transformer", k=2, bias=True, segments="none", opt="adamw"),
    "fused_recompute_mlp_bias_gm_k2": Case("fused", "mlp", k=2, bias=True, segments="two", note="recompute + gradient merge + fusion"),
    "fused_mlp_bias_nogm": Case("fused", "mlp", bias=True, segments="none", note="no gradient merge: no add_, the pass changes nothing"),
    # fused_linear_param_grad_add run by PassManager on the whole merged dense program (forward,
    # backward and optimizer in one program: the bias patterns see the forward add)
    "fused_dense_mlp_gm_k2": Case("dense", "mlp", k=2, segments="none", note="no bias: matmul_grad + add_"),
    "fused_dense_mlp_bias_gm_k2": Case("dense", "mlp", k=2, bias=True, segments="none", note="bias: matmul + add + add_grad + matmul_grad + add_; the bias accumulator's add_ reads the fused op's dbias before its line"),
    "fused_dense_transformer_gm_k2": Case("dense", "transformer", k=2, bias=True, segments="none", opt="adamw"),
    "fused_dense_recompute_mlp_bias_gm_k3": Case("dense", "mlp", k=3, bias=True, segments="two", opt="adam"),
    "fused_dense_mlp_tanh_in_bias_gm_k2": Case("dense", "mlp_tanh_in", k=2, bias=True, segments="none", note="first layer's input is tanh(x): an op result with no gradient"),
    "fused_dense_mlp_xuse_bias_gm_k2": Case("dense", "mlp_xuse", k=2, bias=True, segments="none", note="the data input has a third user (mean(x) added to the output)"),
    "fused_dense_mlp_bias_nogm": Case("dense", "mlp", bias=True, segments="none", note="no gradient merge: no add_, nothing to fuse"),
    "fused_dense_conv_bn_gm_k2": Case("dense", "conv_bn", k=2, bias=True, segments="none", opt="momentum", note="conv+BN: only the head's linear is a matmul"),
    "fused_dense_mlp_cond_gm_k2": Case("dense", "mlp_cond", k=2, bias=True, segments="none", note="`if` in the forward (pd_op.if and its if-grad)"),
    "fused_dense_bf16_mlp_gm_k2": Case("dense", "mlp", k=2, bias=True, segments="none", amp="bf16_o2", note="AMP O2 bf16, no master grad: bf16 accumulators"),
    "fused_dense_bf16_mg_mlp_gm_k2": Case("dense", "mlp", k=2, bias=True, segments="none", amp="bf16_o2_master_grad", note="AMP O2 bf16 with master grad: fp32 accumulators, a cast between matmul_grad and add_"),
    "fused_conv_bn_gm_k2": Case("fused", "conv_bn", k=2, bias=True, segments="none", opt="momentum"),
    "fused_mlp_cond_gm_k2": Case("fused", "mlp_cond", k=2, bias=True, segments="none"),
    # fused_linear_param_grad_add on plain static programs (PassManager directly)
    "fused_plain_tx": Case("plain", "tx", note="matmul(x, dy, transpose_x=true) + add_(acc, .): the fused op's own meaning"),
    "fused_plain_tx_b": Case("plain", "tx_b", note="add_(., acc) (operand order swapped)"),
    "fused_plain_nt_square": Case("plain", "nt_square", note="matmul(x, dy) without transposes, square shapes: Paddle fuses it anyway (a change of meaning)"),
    "fused_plain_ty_square": Case("plain", "ty_square", note="matmul(x, dy, transpose_y=true): Paddle fuses it anyway (a change of meaning)"),
    "fused_plain_nt_rect": Case("plain", "nt_rect", note="matmul(x, dy) without transposes, shapes do not fit the fused op: Paddle raises"),
    "fused_plain_add": Case("plain", "add_only", note="add_ of a non-matmul value: nothing to fuse"),
    "fused_plain_shape_mismatch": Case("plain", "bcast", note="add_(acc[1x8], sum of a matmul): the add_ operand is no matmul result, nothing to fuse"),
    # the engine's fused pass on VPP split-backward job programs (pipeline ranks, one process
    # each, as scripts/gen_pp_cases.py runs them): backward_w holds reshape + matmul + reshape + add_
    "fused_vpp_splitbw_adam": Case("vpp", "pp2_vpp2_mlp3d_adam_k2_splitbw", note="pp 2, 2 chunks, 3-D activations, split backward: backward_w's reshape-matmul-reshape-add_"),
    "fused_vpp_splitbw_momentum_pp4": Case("vpp", "pp4_vpp2_mlp3d_momentum_k4_splitbw", note="pp 4, 2 chunks, Momentum, split backward"),
    # gradients accumulated by hand in a static program (`paddle.static.gradients`, then
    # `add_(acc, grad)` per parameter), two linear layers with biases
    "fused_hand_data_acc": Case("hand", "data_acc", bias=True, note="accumulators fed as data (defined above the backward): the usual places"),
    "fused_hand_late_acc": Case("hand", "late_acc", bias=True, note="accumulators made after the backward (`paddle.zeros`): Paddle puts each fused op below its accumulator's `full`"),
    "fused_hand_bias_first": Case("hand", "bias_first", bias=True, note="each accumulator made just before its add_, bias before weight: Paddle's output reads the fused bias gradient one line before the fused op defines it"),
    "fused_hand_three_layers": Case("hand", "bias_first3", bias=True, note="three layers, bias-first accumulation: the first layer's bias gradient (the one Paddle fuses) read early in Paddle's output"),
}
# fmt: on


# --------------------------------------------------------------------------------------------
# child process


def _build_model(paddle, case: Case):
    from paddle.distributed.fleet.utils import recompute

    nn, F = paddle.nn, paddle.nn.functional
    bias = None if case.bias else False
    rc = case.segments

    class MLP(nn.Layer):
        def __init__(self):
            super().__init__()
            self.linear_0 = nn.Linear(16, 16, bias_attr=bias)
            self.linear_1 = nn.Linear(16, 16, bias_attr=bias)
            self.linear_2 = nn.Linear(16, 8, bias_attr=bias)
            self.drop = nn.Dropout(0.1) if case.model == "mlp_dropout" else None

        def layer0(self, x):
            h = F.relu(self.linear_0(x))
            return self.drop(h) if self.drop is not None else h

        def layer1(self, h):
            return F.relu(self.linear_1(h))

        def cond(self, h):
            if paddle.mean(h) > 0.0:  # dy2st turns this into pd_op.if
                return F.relu(h) * 2.0
            return paddle.tanh(h)

        def forward(self, x):
            x0 = x
            if case.model == "mlp_cond":  # if between the two segments
                h = self.cond(recompute(self.layer0, x) if rc != "none" else self.layer0(x))
                h = recompute(self.layer1, h) if rc == "two" else self.layer1(h)
                return self.linear_2(h)
            if case.model == "mlp_cond_in":  # if inside the segment
                h = recompute(lambda t: self.cond(self.layer0(t)), x) if rc != "none" else self.cond(self.layer0(x))
                return self.linear_2(self.layer1(h))
            if case.model == "mlp_tanh_in":  # the first layer's input is an op result
                x = paddle.tanh(x)
            if rc == "one":
                h = self.layer1(recompute(self.layer0, x))
            elif rc == "two":
                h = recompute(self.layer1, recompute(self.layer0, x))
            elif rc == "whole":
                h = recompute(lambda t: self.layer1(self.layer0(t)), x)
            else:
                h = self.layer1(self.layer0(x))
            if case.model == "mlp_xuse":  # the input has a third user
                return self.linear_2(h) + paddle.mean(x0)
            out = self.linear_2(h)
            return out.astype("float32") if case.amp else out  # MSELoss wants fp32

    class Conv(nn.Layer):
        def __init__(self):
            super().__init__()
            self.conv_0 = nn.Conv2D(3, 4, 3, padding=1, bias_attr=bias)
            self.bn = nn.BatchNorm2D(4)
            self.pool = nn.MaxPool2D(2, 2)
            self.linear_0 = nn.Linear(4 * 4 * 4, 8, bias_attr=bias)

        def block(self, x):
            return F.relu(self.bn(self.conv_0(x)))

        def forward(self, x):
            h = recompute(self.block, x) if rc != "none" else self.block(x)
            return self.linear_0(paddle.flatten(self.pool(h), 1))

    class Block(nn.Layer):
        def __init__(self):
            super().__init__()
            p = 0.1 if case.model == "transformer_dropout" else 0.0
            self.enc = nn.TransformerEncoderLayer(16, 2, 32, dropout=p, activation="gelu", normalize_before=True)
            self.head = nn.Linear(16, 8)

        def forward(self, x):
            h = recompute(self.enc, x) if rc != "none" else self.enc(x)
            return self.head(h)

    if case.model == "conv_bn":
        return Conv()
    return MLP() if case.model.startswith("mlp") else Block()


def _optimizer(paddle, case: Case, params):
    o = paddle.optimizer
    if case.opt == "adam":
        return o.Adam(0.01, parameters=params)
    if case.opt == "adamw":
        return o.AdamW(0.01, parameters=params, weight_decay=0.01)
    if case.opt == "momentum":
        return o.Momentum(0.1, momentum=0.9, parameters=params)
    return o.SGD(0.1, parameters=params)


def train_once(paddle, case: Case):
    """Build the case's model and run the engine's first train step (which runs the passes the
    strategy asks for, and whatever hooks the caller installed); returns the DistModel."""
    import numpy as np
    import paddle.distributed as dist
    from paddle.io import DataLoader, Dataset

    paddle.seed(2024)
    np.random.seed(2024)
    rng = np.random.RandomState(1234)
    n = case.k * MICRO_BATCH
    tr = case.model.startswith("transformer")
    if case.model == "conv_bn":
        x = rng.rand(n, 3, 8, 8).astype("float32")
    else:
        x = rng.rand(n, 6, 16).astype("float32") if tr else rng.rand(n, 16).astype("float32")
    y = rng.rand(n, 6, 8).astype("float32") if tr else rng.rand(n, 8).astype("float32")
    mesh = dist.ProcessMesh([0], dim_names=["x"])
    model = _build_model(paddle, case)
    opt = _optimizer(paddle, case, model.parameters())
    if case.amp:  # what paddle.amp.decorate(O2, bf16) does (a no-op on CPU), as gen_gm_cases
        model.to(dtype="bfloat16")
        opt._multi_precision = True

    strategy = dist.Strategy()
    if case.segments != "none":
        strategy._recompute.enable = True
    if case.refined:
        strategy._recompute.refined_ops_patterns = json.loads(case.refined)
    if case.k > 1:
        strategy.gradient_merge.enable = True
        strategy.gradient_merge.k_steps = case.k
        strategy.gradient_merge.avg = True
    if case.amp:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import gen_gm_cases  # noqa: PLC0415 - its CPU patch of amp_guard

        gen_gm_cases._allow_amp_on_cpu()
        strategy.amp.enable = True
        strategy.amp.dtype = "bfloat16"
        strategy.amp.level = "O2"
        strategy.amp.use_master_grad = case.amp == "bf16_o2_master_grad"
    loss_fn = paddle.nn.MSELoss()
    if case.loss == "dup_mse":

        def loss_fn(out, label):  # the same loss twice: CSE folds the fetched one into the first
            paddle.mean(paddle.square(out - label))  # built, never used
            return paddle.mean(paddle.square(out - label))

    loader = dist.shard_dataloader(DataLoader(array_dataset(Dataset, x, y), batch_size=n, shuffle=False), meshes=mesh)
    dm = dist.to_static(model, loader, loss_fn, opt, strategy=strategy)
    dm.train()
    return dm


def fuse_in_engine(record) -> None:
    """Make the engine run `fused_linear_param_grad_add_pass` (appended to the inner strategy's
    `fused_passes_list`, as PaddleNLP's auto trainer asks for it) and call `record(before,
    after)` with each program its `PassManager` runs on, printed around `run`."""
    from paddle.distributed.auto_parallel import api as apimod
    from paddle.distributed.auto_parallel.static import engine as engmod

    conv = apimod.DistModel._DistModel__convert_strategy

    def convert(self, strategy):
        inner = conv(self, strategy)
        inner.fused_passes.fused_passes_list.append("fused_linear_param_grad_add_pass")
        return inner

    apimod.DistModel._DistModel__convert_strategy = convert
    real_pir = engmod.pir

    class PrintingPassManager:
        """The engine's PassManager, printing each program around `run`."""

        def __init__(self):
            self.pm = real_pir.PassManager()

        def add_pass(self, pass_name, attrs):
            self.pm.add_pass(pass_name, attrs)

        def run(self, program):
            before = str(program)
            self.pm.run(program)
            record(before, str(program))

    class PirProxy:
        def __getattr__(self, attr):
            return PrintingPassManager if attr == "PassManager" else getattr(real_pir, attr)

    engmod.pir = PirProxy()


def _engine_child(name: str, tmp: Path) -> dict:
    import paddle
    from paddle.distributed.passes import auto_parallel_gradient_merge as gm
    from paddle.distributed.passes import auto_parallel_recompute_pir as rcp

    case = CASES[name]
    out: dict[str, str] = {}
    info: dict = {"fused_runs": []}

    orig_rc = rcp.AutoParallelRecomputePIRPass._apply_single_impl

    def rc_hook(self, main, startup, ctx=None):
        out["before"] = str(main)
        r = orig_rc(self, main, startup, ctx)
        out["after"] = str(main)
        return r

    rcp.AutoParallelRecomputePIRPass._apply_single_impl = rc_hook

    orig_gm = gm.GradientMergePass._apply_single_impl

    def gm_hook(self, main, startup, ctx):
        out["gm_before"], out["startup.before"] = str(main), str(startup)
        r = orig_gm(self, main, startup, ctx)
        out["gm_after"], out["startup.after"] = str(main), str(startup)
        return r

    gm.GradientMergePass._apply_single_impl = gm_hook

    runs: list[tuple[str, str]] = []
    if case.kind == "fused":
        fuse_in_engine(lambda before, after: runs.append((before, after)))

    dm = train_once(paddle, case)
    if case.kind == "fused":
        # the engine runs the pass manager once per job type, in the plan's job_types() order
        plan = dm._engine._job_plan
        jobs = list(plan.job_types()) if plan is not None else ["dense"]
        if len(jobs) != len(runs):
            raise SystemExit(f"{len(runs)} pass-manager runs for jobs {jobs}")
        for job, (before, after) in zip(jobs, runs, strict=True):
            if plan is not None and str(plan.ir_program(job)) != after:
                raise SystemExit(f"run for {job} is not the plan's {job} program")
            out[f"{job}.before"], out[f"{job}.after"] = before, after
            info["fused_runs"].append({"job": job, "changed": before != after})
        info["fused_runs"].sort(key=lambda r: ["forward", "backward", "optimize", "dense"].index(r["job"]))
    files = {}
    if case.kind == "dense":
        prog = dm._engine._pir_dense_main_progs["train"]
        files["before"] = str(prog)
        pm = paddle.pir.PassManager()
        pm.add_pass("fused_linear_param_grad_add_pass", {})
        pm.run(prog)
        files["after"] = str(prog)
        info["changed"] = files["before"] != files["after"]
    elif case.kind == "recompute":
        if "after" not in out:
            raise SystemExit("recompute pass did not run")
        files = {"before": out["before"], "after": out["after"]}
        if case.refined:  # pirtool's pipeline for the same pass options
            files["pipeline"] = pipeline_for(case) + "\n"
        if case.k > 1:
            files.update({k: out[k] for k in ("gm_after", "startup.before", "startup.after")})
            info["gm_input_is_recompute_output"] = out["gm_before"] == out["after"]
            if out["gm_before"] != out["after"]:
                files["gm_before"] = out["gm_before"]
    else:
        files = {k: v for k, v in out.items() if k.split(".")[0] in ("forward", "backward", "optimize", "dense")}
        if not files:
            raise SystemExit("fused pass did not run")
    for k, v in files.items():
        ext = "txt" if k == "pipeline" else "pir"
        (tmp / f"{k}.{ext}").write_text(v, encoding="utf-8", newline="")
    return info


def pipeline_for(case: Case) -> str:
    """pirtool's `-p` pipeline doing what Paddle's recompute pass did with the case's options."""
    if not case.refined:
        return "recompute"
    return 'recompute{refined_ops_patterns="' + case.refined.replace('"', "'") + '"}'


def _plain_child(name: str, tmp: Path) -> dict:
    import paddle

    case = CASES[name]
    paddle.enable_static()
    main, startup = paddle.static.Program(), paddle.static.Program()
    shapes = {
        "tx": ([4, 16], [4, 8], [16, 8]),
        "tx_b": ([4, 16], [4, 8], [16, 8]),
        "nt_square": ([8, 8], [8, 8], [8, 8]),
        "ty_square": ([8, 8], [8, 8], [8, 8]),
        "nt_rect": ([16, 4], [4, 8], [16, 8]),
        "add_only": ([16, 8], [16, 8], [16, 8]),
        "bcast": ([4, 16], [4, 8], [1, 8]),
    }[case.model]
    with paddle.static.program_guard(main, startup):
        x = paddle.static.data("x", shapes[0], "float32")
        dy = paddle.static.data("dy", shapes[1], "float32")
        acc = paddle.static.data("acc", shapes[2], "float32")
        m = case.model
        if m in ("tx", "tx_b"):
            w = paddle.matmul(x, dy, transpose_x=True)
        elif m == "nt_square":
            w = paddle.matmul(x, dy)
        elif m == "ty_square":
            w = paddle.matmul(x, dy, transpose_y=True)
        elif m == "nt_rect":
            w = paddle.matmul(x, dy)
        elif m == "bcast":
            w = paddle.sum(paddle.matmul(x, dy, transpose_x=True), axis=0, keepdim=True)
        else:
            w = paddle.tanh(x) * dy
        r = paddle._C_ops.add_(w, acc) if m == "tx_b" else paddle._C_ops.add_(acc, w)
        out = paddle.mean(r)
    (tmp / "before.pir").write_text(str(main), encoding="utf-8", newline="")
    info: dict = {}
    pm = paddle.pir.PassManager()
    pm.add_pass("fused_linear_param_grad_add_pass", {})
    try:
        pm.run(main)
    except Exception as e:  # noqa: BLE001 - recorded
        msg = str(e).strip().splitlines()
        info["error"] = next((ln for ln in msg if "Error" in ln or "error" in ln), msg[0] if msg else repr(e))[:500]
        (tmp / "error.txt").write_text(info["error"] + "\n")
        return info
    del out
    (tmp / "after.pir").write_text(str(main), encoding="utf-8", newline="")
    return info


def _hand_child(name: str, tmp: Path) -> dict:
    """Linear layers with biases, `paddle.static.gradients`, then each gradient added into an
    accumulator by hand; the program around Paddle's pass run by `PassManager`."""
    import paddle

    case = CASES[name]
    paddle.enable_static()
    main, startup = paddle.static.Program(), paddle.static.Program()
    widths = [16, 16, 12, 8] if case.model.endswith("3") else [16, 16, 8]
    with paddle.static.program_guard(main, startup):
        x = paddle.static.data("x", [4, widths[0]], "float32")
        y = paddle.static.data("y", [4, widths[-1]], "float32")
        layers = [paddle.nn.Linear(a, b) for a, b in zip(widths, widths[1:], strict=False)]
        h = x
        for i, lin in enumerate(layers):
            h = lin(h)
            if i < len(layers) - 1:
                h = paddle.nn.functional.relu(h)
        loss = paddle.mean((h - y) ** 2)
        if case.model == "data_acc" or case.model == "late_acc":
            params = [p for lin in layers for p in (lin.weight, lin.bias)]
        else:  # bias first
            params = [p for lin in layers for p in (lin.bias, lin.weight)]
        grads = paddle.static.gradients([loss], params)
        if case.model == "data_acc":
            accs = [paddle.static.data(f"acc_{i}", p.shape, "float32") for i, p in enumerate(params)]
        elif case.model == "late_acc":
            accs = [paddle.zeros(p.shape, "float32") for p in params]
        for i, (p, g) in enumerate(zip(params, grads, strict=True)):
            acc = accs[i] if case.model in ("data_acc", "late_acc") else paddle.zeros(p.shape, "float32")
            paddle._C_ops.add_(acc, g)
    before = str(main)
    (tmp / "before.pir").write_text(before, encoding="utf-8", newline="")
    pm = paddle.pir.PassManager()
    pm.add_pass("fused_linear_param_grad_add_pass", {})
    pm.run(main)
    after = str(main)
    (tmp / "after.pir").write_text(after, encoding="utf-8", newline="")
    # Paddle aborts destroying a program its pass left invalid ("Destroyed a op_result that is
    # still in use by pd_op.add_"): keep it alive until the child's os._exit
    _KEEP.append(main)
    return {"changed": before != after}


_KEEP: list = []


def _vpp_child(name: str, tmp: Path) -> None:
    """One pipeline rank (`tmp` ends in `rank<R>`) of a gen_pp_cases case, with the engine's
    fused pass on: each PassManager run is written as it happens (`run<i>.before|after.pir`);
    gen_pp_cases writes the job programs and leaves the process after `_parallel_pir`."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import gen_pp_cases as gpp  # noqa: PLC0415 - its rank child

    count = [0]

    def record(before: str, after: str) -> None:
        for part, text in (("before", before), ("after", after)):
            (tmp / f"run{count[0]}.{part}.pir").write_text(text, encoding="utf-8", newline="")
        count[0] += 1

    fuse_in_engine(record)
    gpp._child_rank(CASES[name].model, int(tmp.name[len("rank") :]), tmp)


def _vpp_case(name: str, tmp: Path) -> dict:
    """Every rank in its own process; per rank, the runs whose output is a job program, named
    by the job: `rank<R>.<job>.before|after.pir`."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import gen_pp_cases as gpp  # noqa: PLC0415 - its case table

    env = dict(os.environ, PYTHONWARNINGS="ignore", PYTHONHASHSEED="0", GLOG_minloglevel="2")
    info: dict = {"fused_runs": []}
    for rank in range(gpp.CASES[CASES[name].model].world):
        rdir = tmp / f"rank{rank}"
        rdir.mkdir()
        p = subprocess.run(
            [sys.executable, __file__, "--child", name, str(rdir)], check=False, env=env, capture_output=True, text=True
        )
        meta = json.loads((rdir / "meta.json").read_text()) if (rdir / "meta.json").exists() else {}
        if p.returncode != 0 or meta.get("status") != "ok":
            raise SystemExit(f"rank {rank}: rc={p.returncode} {meta.get('status', '')}"[:300])
        jobs = {(rdir / f"job_{t}.pir").read_text(): t for t in meta["job_types"]}
        for before in sorted(rdir.glob("run*.before.pir")):
            after = before.with_name(before.name.replace(".before.", ".after."))
            job = jobs.get(after.read_text())
            if job is None:
                raise SystemExit(f"rank {rank}: {after.name} is no job program")
            if not job.startswith("backward"):  # forward and optimizer jobs: nothing to fuse
                continue
            (tmp / f"rank{rank}.{job}.before.pir").write_bytes(before.read_bytes())
            (tmp / f"rank{rank}.{job}.after.pir").write_bytes(after.read_bytes())
            changed = before.read_bytes() != after.read_bytes()
            info["fused_runs"].append({"job": f"rank{rank}.{job}", "changed": changed})
        shutil.rmtree(rdir)
    return info


def _run_child(name: str, tmp: Path) -> None:
    case = CASES[name]
    if case.kind == "vpp":
        if tmp.name.startswith("rank"):
            _vpp_child(name, tmp)  # leaves the process
            return
        info = _vpp_case(name, tmp)
        (tmp / "info.json").write_text(json.dumps(info))
        return
    child = {"plain": _plain_child, "hand": _hand_child}.get(case.kind, _engine_child)
    info = child(name, tmp)
    (tmp / "info.json").write_text(json.dumps(info))
    sys.stdout.flush()
    os._exit(0)  # see _KEEP


# --------------------------------------------------------------------------------------------
# driver (no paddle import)


def run_case(name: str, outdir: Path) -> dict:
    env = dict(os.environ, PYTHONWARNINGS="ignore", PYTHONHASHSEED="0")
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        p = subprocess.run(
            [sys.executable, __file__, "--child", name, td], check=False, env=env, capture_output=True, text=True
        )
        if p.returncode != 0 or not (tmp / "info.json").exists():
            lines = [ln for ln in (p.stderr + p.stdout).splitlines() if ln.strip()]
            return {"status": "FAILED: " + (lines[-1] if lines else f"rc={p.returncode}")[:300]}
        info = json.loads((tmp / "info.json").read_text())
        samples = store(outdir.parent)  # outdir is samples/passes
        for old in sorted(outdir.glob(f"{name}.*")):
            samples.remove(old)
        for f in sorted(tmp.iterdir()):
            if f.name != "info.json":
                samples.copy(f, outdir / f"{name}.{f.name}")
        info["files"] = sorted(f.name for f in tmp.iterdir() if f.name != "info.json")
    info["status"] = "ok"
    return info


SECTION = "## recompute and fused_linear_param_grad_add"

SECTION_HEAD = """## recompute and fused_linear_param_grad_add

Written by `scripts/gen_fusion_cases.py` (Paddle 3.3.1, CPU, one process, mesh [0]). Files:
`recompute_NAME.before|after.pir` = the dist main program around `auto_parallel_recompute_pir`
(forward ops tagged by `fleet.utils.recompute`, `strategy._recompute.enable`); with gradient
merge also `.gm_after.pir` (after Paddle's gradient merge, which the engine runs after
recompute on recompute's output) and `.startup.before|after.pir`. `recompute_refined_*` set
`strategy._recompute.refined_ops_patterns`; their `.pipeline.txt` is pirtool's `-p` pipeline
with the same patterns.
`fused_NAME.JOB.before|after.pir` = each program the engine passes to `PassManager.run` with
`fused_linear_param_grad_add_pass` appended to its `fused_passes_list` (JOB = the job plan's
`forward` / `backward` / `optimize`, or `dense` without gradient merge).
`fused_dense_NAME.before|after.pir` = the engine's whole dense train program (after gradient
merge, before the job split) run through `paddle.pir.PassManager` with the pass.
`fused_vpp_NAME.rank<R>.<job>.before|after.pir` = the same for each backward job program of
every rank of a pipeline case of `scripts/gen_pp_cases.py` (model = that case's name).
`fused_plain_NAME.before|after.pir` = a static program run through `paddle.pir.PassManager`
directly; `.error.txt` where Paddle raises. `fused_hand_NAME.before|after.pir` = the same for a
static program that adds each gradient of `paddle.static.gradients` into an accumulator by hand.

| case | what | Paddle changed | note |
|---|---|---|---|
"""

SECTION_TAIL = """
What these show about Paddle 3.3.1:

* Recompute clones each op of a segment (the ops from the first to the last op tagged with
  one `fwd_recompute_id`, minus "outgoing" ops none of whose results is used inside the
  segment; the first op is never dropped) right before the segment's first backward user,
  tags the clone `bwd_recompute_id`, gives it the backward op's `op_role` (and `chunk_id`),
  and points the backward users at the clones. Clones of later segments read earlier
  segments' clones. `dropout` is cloned with its attributes, `fix_seed:false` included: the
  recomputed mask is a fresh draw, not the forward's mask.
* With `refined_ops_patterns`, each pattern is matched from each op of a segment along its
  results' users (`pre_ops + main_ops + suf_ops`, names after the dialect); the `main_ops` of
  the first `num` matches per segment (-1: all) are not cloned and the backward keeps reading
  the forward's values. A segment left empty clones nothing (`recompute_refined_all_matmuls`:
  the output is the input).
* The fused op and the new `matmul` carry no `op_role` and no `chunk_id`; they print where
  the matched `matmul_grad` was, and with a bias the `matmul` reads the bias gradient's
  source before the line that defines it (a use before its definition in the printout).
* On VPP split-backward job programs (`fused_vpp_*`, every rank's `backward_b*` and
  `backward_w*` jobs) the pass fuses each `backward_w` weight gradient, `reshape(matmul(
  reshape(x), reshape(dy)){transpose_x:true})` + `add_`, into `fused(x, dy, acc)` on the
  unflattened x and dy; `backward_b` jobs (input gradients only) are left as they are.
* Each new op stands where Paddle's rewriter puts it: at the matched ops' place, or, when an
  operand is defined below (an accumulator made after the backward: `fused_hand_late_acc`),
  right below that operand's definition. The ops reading the bias gradient are not moved: where
  they stand above the accumulator (`fused_hand_bias_first`, `fused_hand_three_layers`) Paddle's
  output uses the fused op's second result one line before defining it, and Paddle aborts
  destroying that program ("Destroyed a op_result that is still in use by pd_op.add_").
* On plain `matmul` + `add_` the pass does not look at the transpose flags: a matmul without
  `transpose_x` is fused into an op that computes `x^T dy` (`fused_plain_nt_square`, a change
  of meaning) or raises (`fused_plain_nt_rect`).
* Without a bias the fused op's second result is `tensor<0xf32>` whatever the gradients' dtype
  (`fused_dense_bf16_mlp_gm_k2`: bf16 gradients and accumulators, fused). With bf16 master grad
  the accumulator is fp32 and a `cast` sits between `matmul_grad` and `add_`: nothing is fused
  (`fused_dense_bf16_mg_mlp_gm_k2`).
* Recompute clones a `pd_op.if` tagged `fwd_recompute_id` with its branches
  (`recompute_mlp_cond_in`), and `batch_norm_` (in place on the running mean and variance)
  like any other op (`recompute_conv_bn`); whether Paddle's executor then updates the running
  statistics twice per step was not checked (pirtool's runner shows no difference in them).
* Every case here, bf16 ones included (AMP O2 with `amp_guard`'s CPU check patched, as
  `scripts/gen_gm_cases.py` does), builds on CPU; none failed.
"""


def write_index(outdir: Path, status: dict[str, dict]) -> None:
    idx = outdir / "INDEX.md"
    text = idx.read_text() if idx.exists() else "# samples/passes: Paddle 3.3.1 passes, before and after\n"
    if SECTION in text:  # replace our section, keep the others'
        head, rest = text.split(SECTION, 1)
        nxt = rest.find("\n## ")
        text = head.rstrip("\n") + "\n\n" + ("" if nxt < 0 else rest[nxt + 1 :].rstrip("\n") + "\n\n")
    rows = []
    for n, c in CASES.items():
        st = status.get(n, {})
        what = {
            "recompute": "recompute",
            "fused": "engine fused pass",
            "plain": "PassManager",
            "dense": "PassManager on the dense program",
            "hand": "PassManager, gradients accumulated by hand",
            "vpp": "engine fused pass on every rank's job programs",
        }[c.kind]
        what += (
            f", {c.model}"
            + (", bias" if c.bias else "")
            + (f", gm k={c.k}" if c.k > 1 else "")
            + (f", {c.amp}" if c.amp else "")
            + (f", recompute {c.segments}" if c.segments not in ("none", "one") or c.kind == "recompute" else "")
            + (f", refined_ops_patterns `{c.refined}`" if c.refined else "")
        )
        if c.kind in ("fused", "vpp"):
            ch = ", ".join(f"{r['job']}: {'yes' if r['changed'] else 'no'}" for r in st.get("fused_runs", []))
        elif c.kind in ("plain", "dense", "hand"):
            ch = "raises" if "error" in st else ("yes" if st.get("changed") else "no")
        else:
            ch = "yes"
        rows.append(f"| `{n}` | {what} | {ch or st.get('status', '?')} | {c.note} |")
    store(idx.parent.parent).write_text(
        idx, text.rstrip("\n") + "\n\n" + SECTION_HEAD + "\n".join(rows) + "\n" + SECTION_TAIL
    )


def main(argv: list[str] | None = None) -> int:
    a = case_parser(__doc__, 2).parse_args(argv)
    if a.child:
        _run_child(a.child[0], Path(a.child[1]))
        return 0
    if a.list:
        for n, c in CASES.items():
            print(f"{n:34s} {c.kind:9s} {c.model}")
        return 0
    outdir = a.out / "passes"
    outdir.mkdir(parents=True, exist_ok=True)
    state_file = outdir / "fusion_status.json"
    status = json.loads(state_file.read_text()) if state_file.exists() else {}
    for n in a.only or list(CASES):
        print(f"[gen_fusion_cases] {n} ...", flush=True)
        st = run_case(n, outdir)
        if CASES[n].kind == "plain" and st["status"] == "ok" and "error" not in st:
            st["changed"] = (outdir / f"{n}.before.pir").read_bytes() != (outdir / f"{n}.after.pir").read_bytes()
        status[n] = st
        print(f"[gen_fusion_cases] {n}: {st['status']}", flush=True)
    store(a.out).write_text(state_file, json.dumps(status, indent=1, sort_keys=True) + "\n")
    write_index(outdir, status)
    return 0


if __name__ == "__main__":
    sys.exit(main())
