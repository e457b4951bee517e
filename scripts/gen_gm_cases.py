"""Run PaddlePaddle 3.3.1's real ``auto_parallel_gradient_merge_pass`` and record its input,
output, execution plan and reference numbers, as pirtool's gradient-merge oracle.

Oracle script: needs the real ``paddlepaddle==3.3.1`` CPU wheel and numpy; it is run by
humans (``pip install -e '.[oracle]'``), never by the test suite.

Each case builds a small dygraph model, converts it with ``dist.to_static`` (the auto-parallel
static ``Engine``) with ``strategy.gradient_merge.enable=True`` and captures, by wrapping
``GradientMergePass._apply_single_impl``, the dist main/startup programs right before and right
after the pass. Per case ``NAME`` it writes into ``<out>/gm/`` (default ``samples/gm``):

* ``NAME.before.pir`` / ``NAME.after.pir`` -- main program before/after the pass
* ``NAME.startup.before.pir`` / ``NAME.startup.after.pir`` -- the startup program
* ``NAME.plan_forward|backward|optimize.pir`` -- the three sub-programs of the executor Plan
  (jobs F0 B0 ... F(k-1) B(k-1) OPT), printed before the first run
* numeric cases only (models that run on CPU in one process, mesh of one rank):
  ``NAME.plain.pir`` (same model without merging, run on the whole k*b batch: the dense main
  program of that run), ``NAME.npz`` and ``NAME.ref.json`` (format of the shared cases:
  npz keys ``x``, ``y``, ``init/<param>``, ``merged/stepN/<param>``, ``plain/stepN/<param>``).
  Dumps-only cases get a ``NAME.ref.json`` too, without numbers (``status`` says why).

The merged run and the plain run of a case run in two separate child processes (one Paddle
process at a time), so names such as ``linear_0.w_0`` and ``learning_rate_0`` are the same in
both and reproducible. Data and initial parameters come from fixed seeds.

Usage::

    python scripts/gen_gm_cases.py [--out samples] [--only NAME ...] [--list]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

from _cases import array_dataset, case_parser, run_cases  # scripts/ is sys.path[0]
from _paddle_hooks import gm_pass_attrs, hook_gradient_merge  # scripts/ is sys.path[0]
from _samples import store  # scripts/ is sys.path[0]

MICRO_BATCH = 4
STEPS = 3


@dataclass(frozen=True)
class Case:
    model: str  # mlp | transformer | conv | conv_bn | mlp_cond | mlp_dyn
    opt: str  # sgd | adam | adamw | momentum | lamb | adamax | adagrad
    k: int
    avg: bool
    bias: bool = False
    clip: bool = False  # ClipGradByGlobalNorm(CLIP_NORM)
    mesh: str = "mesh1"  # mesh1 | tp2 | dp2 | mesh2x2
    amp: str = ""  # "" | "bf16_o2_master_grad" | "bf16_o2" (no master grad)
    numeric: bool = True
    note: str = ""
    extra: dict = field(default_factory=dict)


CLIP_NORM = 0.05

# fmt: off
CASES: dict[str, Case] = {
    # plain MLP 16-16-8 (no bias), MSE, like the shared mlp_* cases
    "mlp_sgd_k1_avg": Case("mlp", "sgd", 1, True, note="k=1: the pass still adds accumulators, add_, a scale_ by 1 and the zeroing; plan F0 B0 OPT; merged == plain exactly"),
    "mlp_sgd_k3_avg": Case("mlp", "sgd", 3, True),
    "mlp_sgd_k3_noavg": Case("mlp", "sgd", 3, False, note="no avg: update = k x plain update"),
    "mlp_sgd_k8_avg": Case("mlp", "sgd", 8, True),
    "mlp_adam_k3_avg": Case("mlp", "adam", 3, True),
    "mlp_adam_k8_noavg": Case("mlp", "adam", 8, False, note="no avg: Adam is almost scale invariant (eps only)"),
    "mlp_adamw_k3_avg": Case("mlp", "adamw", 3, True),
    "mlp_adamw_k1_noavg": Case("mlp", "adamw", 1, False),
    "mlp_momentum_k3_avg": Case("mlp", "momentum", 3, True, note="**Paddle bug**: no adam/sgd op, so the before-comm branch appends 24 scale_ ops after the zeroing; numbers bit-identical to mlp_momentum_k3_noavg (update uses the sum)"),
    "mlp_momentum_k3_noavg": Case("mlp", "momentum", 3, False),
    "mlp_lamb_k2_avg": Case("mlp", "lamb", 2, True, note="**Paddle bug** as for Momentum (24 scale_ ops after the zeroing), hidden by Lamb's near scale invariance: params differ from plain by 1e-5..4e-5"),
    # with biases
    "mlp_bias_sgd_k3_avg": Case("mlp", "sgd", 3, True, bias=True),
    "mlp_bias_adamw_k8_avg": Case("mlp", "adamw", 8, True, bias=True),
    "mlp_bias_momentum_k2_noavg": Case("mlp", "momentum", 2, False, bias=True),
    # global-norm clipping
    "mlp_clip_sgd_k3_avg": Case("mlp", "sgd", 3, True, bias=True, clip=True, note="**differs from plain**: the global norm is taken on the un-averaged accumulators and scale_(1/k) lands between the clip multiply and sgd_, so the update is clip(sum)/k instead of clip(mean)"),
    "mlp_clip_adam_k3_avg": Case("mlp", "adam", 3, True, bias=True, clip=True, note="same clip-before-scale order; Adam hides most of it (params within 1e-4 of plain)"),
    "mlp_clip_momentum_k2_avg": Case("mlp", "momentum", 2, True, clip=True, note="the Momentum avg bug and the clip cancel while the clip is active (clip(sum) == clip(mean)): merged == plain to 3e-8"),
    # other models
    "transformer_adamw_k2_avg": Case("transformer", "adamw", 2, True, bias=True, note="TransformerEncoderLayer(16, 2 heads, dropout 0, pre-LN, gelu) + head; all params == plain to 6e-8 except self_attn.k_proj.bias (true gradient 0: Adam turns float noise into +-lr steps, 4e-3)"),
    "conv_sgd_k3_avg": Case("conv", "sgd", 3, True, bias=True, note="conv2d + relu + max pool2d + linear"),
    "conv_momentum_k2_avg": Case("conv", "momentum", 2, True, bias=True, note="**Paddle bug** (Momentum avg lost)"),
    "conv_bn_sgd_k2_avg": Case("conv_bn", "sgd", 2, True, bias=True, note="batch_norm: batch statistics per micro-batch, merged != plain by design"),
    "cond_sgd_k2_avg": Case("mlp_cond", "sgd", 2, True, bias=True, note="`if paddle.mean(h) > 0` in forward -> pd_op.if (+ if-grad in backward)"),
    "dynbatch_adam_k2_avg": Case("mlp_dyn", "adam", 2, True, bias=True, note="input_spec [-1,16]/[-1,8]: -1 batch dims in every program"),
    # dumps only: several ranks in one process (rank 0's programs)
    "tp2_mlp_adamw_k4_avg": Case("mlp", "adamw", 4, True, bias=True, mesh="tp2", numeric=False, note="w0 Shard(1), b0 Shard(0), w1 Shard(0): accumulators have local shapes in the startup"),
    "tp2_mlp_sgd_k2_noavg": Case("mlp", "sgd", 2, False, mesh="tp2", numeric=False),
    "dp2_mlp_adam_k2_avg": Case("mlp", "adam", 2, True, bias=True, mesh="dp2", numeric=False),
    "dp2_mlp_momentum_k3_avg": Case("mlp", "momentum", 3, True, mesh="dp2", numeric=False, note="**Paddle bug**: 28 scale_ ops after the zeroing; all_reduce reads the accumulator"),
    "mesh2x2_mlp_adamw_k2_avg": Case("mlp", "adamw", 2, True, bias=True, mesh="mesh2x2", numeric=False),
    "mesh2x2_mlp_sgd_k3_avg_clip": Case("mlp", "sgd", 3, True, bias=True, clip=True, mesh="mesh2x2", numeric=False, note="global-norm clip with all_reduce of the partial norms"),
    # AMP O2 bf16 with master grad (dumps only unless the CPU kernels run)
    # More optimizers (Paddle's averaging keys on "adam"/"sgd" in the op name: Adamax is scaled,
    # Adagrad would lose the average like Momentum; RMSProp with gradient merge aborts Paddle
    # 3.3.1 on CPU, so it has no case), and more mesh/optimizer mixes.
    "mlp_adamax_k2_avg": Case("mlp", "adamax", 2, True, bias=True),
    "mlp_adagrad_k3_noavg": Case("mlp", "adagrad", 3, False, bias=True),
    "dp2_mlp_sgd_k2_avg_clip": Case("mlp", "sgd", 2, True, bias=True, clip=True, mesh="dp2", numeric=False),
    "tp2_mlp_momentum_k3_avg": Case("mlp", "momentum", 3, True, mesh="tp2", numeric=False, note="**Paddle bug** (Momentum avg lost); reshard gathers the sharded parameters in front of momentum_ (all_gather, split_with_num + concat): the accumulators are still named after the parameters"),
    "conv_adam_k5_avg": Case("conv", "adam", 5, True, bias=True),
    "transformer_momentum_k3_avg": Case("transformer", "momentum", 3, True, bias=True, note="**Paddle bug** (Momentum avg lost)"),
    "mesh2x2_mlp_momentum_k2_noavg": Case("mlp", "momentum", 2, False, bias=True, mesh="mesh2x2", numeric=False),
    "dp2_mlp_adamw_k3_avg_clip": Case("mlp", "adamw", 3, True, bias=True, clip=True, mesh="dp2", numeric=False),
    "cond_adam_k3_noavg": Case("mlp_cond", "adam", 3, False, bias=True),
    "conv_bn_adamw_k2_avg": Case("conv_bn", "adamw", 2, True, bias=True, note="batch_norm: batch statistics per micro-batch, merged != plain by design; conv_0.bias has true gradient 0 under batch_norm (AdamW turns float noise into +-lr steps)"),
    "tp2_mlp_adam_k1_avg_clip": Case("mlp", "adam", 1, True, bias=True, clip=True, mesh="tp2", numeric=False),
    "dp2_mlp_momentum_k2_avg_clip": Case("mlp", "momentum", 2, True, bias=True, clip=True, mesh="dp2", numeric=False, note="**Paddle bug** (Momentum avg lost)"),
    "tp2_mlp_lamb_k2_avg": Case("mlp", "lamb", 2, True, bias=True, mesh="tp2", numeric=False, note="**Paddle bug** (Lamb avg lost)"),
    "dynbatch_momentum_k2_noavg": Case("mlp_dyn", "momentum", 2, False, bias=True),
    "transformer_adam_k4_noavg": Case("transformer", "adam", 4, False, bias=True, note="self_attn.k_proj.bias has true gradient 0 (Adam turns float noise into +-lr steps)"),
    "mesh2x2_mlp_lamb_k3_avg_clip": Case("mlp", "lamb", 3, True, bias=True, clip=True, mesh="mesh2x2", numeric=False, note="**Paddle bug** (Lamb avg lost)"),
    "bf16_master_grad_bias_sgd_k4_avg": Case("mlp", "sgd", 4, True, bias=True, amp="bf16_o2_master_grad", note="bf16 params with biases, fp32 master weights and master grads, avg; segfaults when run on CPU: dumps only"),
    "bf16_sgd_k2_avg": Case("mlp", "sgd", 2, True, amp="bf16_o2", note="bf16 params and fp32 master weights but no master grad: the accumulators are bf16 (lint PIR003); running segfaults on CPU: dumps only"),
    "bf16_master_grad_sgd_k3_noavg": Case("mlp", "sgd", 3, False, amp="bf16_o2_master_grad", note="bf16 params, fp32 master weights and master grads (accumulator f32); running segfaults on CPU: dumps only"),
}
# fmt: on

SHARED_CASES = {
    "mlp_sgd_k2_avg": ("SGD lr 0.1", 2, True, "merged == plain to 3e-8 (shared)"),
    "mlp_adam_k2_avg": (
        "Adam lr 0.01 (with biases)",
        2,
        True,
        "with biases; merged == plain to 3e-8 (shared)",
    ),
    "mlp_momentum_k2_avg": (
        "Momentum 0.1/0.9",
        2,
        True,
        "Paddle 3.3.1 bug: scale ops after the zeroing, update uses the sum (shared)",
    ),
    "bf16_master_grad_sgd_k2": (
        "SGD, bf16 + master grad",
        2,
        True,
        "dumps only (shared)",
    ),
    "dp2_mlp_sgd_k2_avg": ("SGD, 2-rank data parallel", 2, True, "dumps only (shared)"),
}

# --------------------------------------------------------------------------------------------
# model / data construction (child process only)
# --------------------------------------------------------------------------------------------


def _data(case: Case):
    """x, y for STEPS optimizer steps of k micro-batches of MICRO_BATCH rows each."""
    import numpy as np

    rng = np.random.RandomState(1234)
    n = STEPS * case.k * MICRO_BATCH * (2 if case.mesh in ("dp2", "mesh2x2") else 1)
    if case.model == "transformer":
        x = rng.rand(n, 6, 16).astype("float32")
        y = rng.rand(n, 6, 8).astype("float32")
    elif case.model in ("conv", "conv_bn"):
        x = rng.rand(n, 3, 8, 8).astype("float32")
        y = rng.rand(n, 8).astype("float32")
    else:
        x = rng.rand(n, 16).astype("float32")
        y = rng.rand(n, 8).astype("float32")
    return x, y


def _build_model(paddle, case: Case):
    import paddle.distributed as dist

    nn, F = paddle.nn, paddle.nn.functional
    R, S = dist.Replicate, dist.Shard
    bias = None if case.bias else False
    mesh = {
        "mesh1": lambda: dist.ProcessMesh([0], dim_names=["x"]),
        "tp2": lambda: dist.ProcessMesh([0, 1], dim_names=["x"]),
        "dp2": lambda: dist.ProcessMesh([0, 1], dim_names=["x"]),
        "mesh2x2": lambda: dist.ProcessMesh([[0, 1], [2, 3]], dim_names=["dp", "mp"]),
    }[case.mesh]()

    def shard(layer: nn.Linear, col: bool):
        if case.mesh == "tp2":
            wp, bp = [S(1) if col else S(0)], [S(0) if col else R()]
        elif case.mesh == "mesh2x2":
            wp, bp = [R(), S(1) if col else S(0)], [R(), S(0) if col else R()]
        else:
            return
        layer.weight = dist.shard_tensor(layer.weight, mesh, wp)
        if layer.bias is not None:
            layer.bias = dist.shard_tensor(layer.bias, mesh, bp)

    class MLP(nn.Layer):
        def __init__(self):
            super().__init__()
            self.linear_0 = nn.Linear(16, 16, bias_attr=bias)
            self.relu = nn.ReLU()
            self.linear_1 = nn.Linear(16, 8, bias_attr=bias)
            shard(self.linear_0, True)
            shard(self.linear_1, False)

        def forward(self, x):
            if case.mesh == "dp2":
                x = dist.reshard(x, mesh, [S(0)])
            elif case.mesh == "mesh2x2":
                x = dist.reshard(x, mesh, [S(0), R()])
            out = self.linear_1(self.relu(self.linear_0(x)))
            return out.astype("float32") if case.amp else out  # MSELoss wants fp32

    class CondMLP(nn.Layer):
        def __init__(self):
            super().__init__()
            self.linear_0 = nn.Linear(16, 16, bias_attr=bias)
            self.linear_1 = nn.Linear(16, 8, bias_attr=bias)

        def forward(self, x):
            h = self.linear_0(x)
            if paddle.mean(h) > 0.0:  # dy2st turns this into pd_op.if
                h = F.relu(h) * 2.0
            else:
                h = paddle.tanh(h)
            return self.linear_1(h)

    class Block(nn.Layer):
        def __init__(self):
            super().__init__()
            self.enc = nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0, activation="gelu", normalize_before=True)
            self.head = nn.Linear(16, 8)

        def forward(self, x):
            return self.head(self.enc(x))

    class Conv(nn.Layer):
        def __init__(self):
            super().__init__()
            self.conv_0 = nn.Conv2D(3, 4, 3, padding=1)
            self.bn = nn.BatchNorm2D(4) if case.model == "conv_bn" else None
            self.pool = nn.MaxPool2D(2, 2)
            self.linear_0 = nn.Linear(4 * 4 * 4, 8)

        def forward(self, x):
            h = self.conv_0(x)
            if self.bn is not None:
                h = self.bn(h)
            return self.linear_0(paddle.flatten(self.pool(F.relu(h)), 1))

    return mesh, {
        "mlp": MLP,
        "mlp_dyn": MLP,
        "mlp_cond": CondMLP,
        "transformer": Block,
        "conv": Conv,
        "conv_bn": Conv,
    }[case.model]()


def _optimizer(paddle, case: Case, params):
    o = paddle.optimizer
    clip = paddle.nn.ClipGradByGlobalNorm(CLIP_NORM) if case.clip else None
    if case.opt == "sgd":
        return o.SGD(0.1, parameters=params, grad_clip=clip)
    if case.opt == "adam":
        return o.Adam(0.01, parameters=params, grad_clip=clip)
    if case.opt == "adamw":
        return o.AdamW(0.01, parameters=params, weight_decay=0.01, grad_clip=clip)
    if case.opt == "momentum":
        return o.Momentum(0.1, momentum=0.9, parameters=params, grad_clip=clip)
    if case.opt == "lamb":
        return o.Lamb(0.01, lamb_weight_decay=0.01, parameters=params, grad_clip=clip)
    if case.opt == "adamax":
        return o.Adamax(0.01, parameters=params, grad_clip=clip)
    if case.opt == "adagrad":
        return o.Adagrad(0.1, parameters=params, grad_clip=clip)
    raise ValueError(case.opt)


OPT_DESC = {
    "sgd": "SGD lr 0.1",
    "adam": "Adam lr 0.01",
    "adamw": "AdamW lr 0.01 wd 0.01",
    "momentum": "Momentum lr 0.1 mu 0.9",
    "lamb": "Lamb lr 0.01 wd 0.01",
    "adamax": "Adamax lr 0.01",
    "adagrad": "Adagrad lr 0.1",
}


def _allow_amp_on_cpu() -> None:
    """paddle.amp.auto_cast refuses to enable itself on CPU ("amp_guard can only be enabled on
    CUDAPlace, XPUPlace, and CustomPlace ... so it makes no effect"), so the Engine would build
    an fp32 program. Re-create ``amp_guard`` without that device check (source patched in
    memory) so that the program is the bf16 one a GPU run would build."""
    import importlib
    import inspect
    import textwrap

    ac = importlib.import_module("paddle.amp.auto_cast")  # the module, not the function

    src = textwrap.dedent(inspect.getsource(ac.amp_guard.__wrapped__))
    src = src[src.index("def amp_guard") :]  # drop the decorator line
    cond = "if enable and not (\n            tracer._expected_place.is_gpu_place()"
    assert cond in src, "amp_guard source changed"
    src = src.replace(cond, "if False and not (\n            tracer._expected_place.is_gpu_place()")
    ns: dict = {}
    exec(compile(src, ac.__file__, "exec"), ac.__dict__, ns)  # noqa: S102
    patched = ac.signature_safe_contextmanager(ns["amp_guard"])
    ac.amp_guard = patched


def _to_np(t):
    import numpy as np

    if hasattr(t, "_local_value") and getattr(t, "is_dist", lambda: False)():
        t = t._local_value()
    return np.array(t.numpy())


def _run_child(name: str, variant: str, tmp: Path) -> None:
    """variant 'merged': GM on, capture dumps, run; 'plain': GM off, k*b batch, run."""
    import numpy as np
    import paddle
    import paddle.distributed as dist
    from paddle.distributed.passes import auto_parallel_gradient_merge as gm
    from paddle.io import DataLoader, Dataset

    case = CASES[name]
    cap: dict = {}
    res: dict = {"status": "ok"}

    def before(self, main, startup):
        cap["before"], cap["startup.before"] = main, startup
        cap["pass_attrs"] = gm_pass_attrs(self)

    def after(main, startup):
        cap["after"], cap["startup.after"] = main, startup

    hook_gradient_merge(gm.GradientMergePass, before, after)

    paddle.seed(2024)
    np.random.seed(2024)
    x, y = _data(case)
    mesh, model = _build_model(paddle, case)
    init = {k: _to_np(v) for k, v in model.state_dict().items()}
    opt = _optimizer(paddle, case, model.parameters())
    if case.amp:
        # What paddle.amp.decorate(level="O2", dtype="bfloat16") does, spelled out because
        # decorate is a no-op on CPU: bf16 parameters, optimizer with fp32 master weights.
        model.to(dtype="bfloat16")
        opt._multi_precision = True

    merged = variant == "merged"
    kb = case.k * MICRO_BATCH * (2 if case.mesh in ("dp2", "mesh2x2") else 1)

    strategy = dist.Strategy()
    if merged:
        strategy.gradient_merge.enable = True
        strategy.gradient_merge.k_steps = case.k
        strategy.gradient_merge.avg = case.avg
    if case.amp:
        _allow_amp_on_cpu()
        strategy.amp.enable = True
        strategy.amp.dtype = "bfloat16"
        strategy.amp.level = "O2"
        strategy.amp.use_master_grad = case.amp == "bf16_o2_master_grad"
    loader = dist.shard_dataloader(DataLoader(array_dataset(Dataset, x, y), batch_size=kb, shuffle=False), meshes=mesh)
    input_spec = None
    if case.model == "mlp_dyn":
        from paddle.distributed.auto_parallel.static.dist_input_spec import (
            DistributedInputSpec,
        )

        rep = [dist.Replicate()]
        input_spec = [
            [DistributedInputSpec([-1, 16], "float32", "input0", True, mesh, rep)],
            [DistributedInputSpec([-1, 8], "float32", "label0", True, mesh, rep)],
        ]
    dm = dist.to_static(
        model,
        loader,
        paddle.nn.MSELoss(),
        opt,
        strategy=strategy,
        input_spec=input_spec,
    )
    dm.train()
    eng = dm._engine
    out: dict[str, str] = {}
    if merged:
        if "after" not in cap:
            raise SystemExit("gradient merge pass did not run")
        out.update({k: cap[k] for k in ("before", "after", "startup.before", "startup.after")})
        plan = eng._job_plan
        for t in ("forward", "backward", "optimize"):
            out[f"plan_{t}"] = str(plan.ir_program(t))
        res["plan_job_list"] = [[j.type(), j.micro_batch_id()] for j in plan.job_list()]
        res["pass_attrs"] = cap["pass_attrs"]
    else:
        out["plain"] = str(eng._pir_dense_main_progs["train"])
    for k, v in out.items():
        (tmp / f"{variant}.{k}.pir").write_text(v, encoding="utf-8", newline="")

    arrays = {"x": x, "y": y} if merged else {}
    if merged:
        arrays.update({f"init/{k}": v for k, v in init.items()})
    losses = []
    res["param_names"] = sorted(init)
    if case.numeric:
        # written first, so that a crash inside the kernels (bf16 on CPU segfaults) still
        # leaves the dumps and the pass attributes to the parent
        np.savez(tmp / f"{variant}.npz", **arrays)
        (tmp / f"{variant}.json").write_text(json.dumps({**res, "status": "crashed", "losses": []}))
        try:
            for i in range(STEPS):
                xb = paddle.to_tensor(x[i * kb : (i + 1) * kb])
                yb = paddle.to_tensor(y[i * kb : (i + 1) * kb])
                loss = dm(xb, yb)
                losses.append([float(v) for v in np.asarray(loss).reshape(-1)])
                sd = dm.state_dict("param")
                for k in init:
                    arrays[f"{variant}/step{i + 1}/{k}"] = _to_np(sd[k])
        except Exception as e:  # noqa: BLE001 - recorded in ref.json
            res["status"] = f"run failed: {type(e).__name__}: {str(e).strip()[:400]}"
            arrays = {k: v for k, v in arrays.items() if not k.startswith(f"{variant}/")}
            losses = []
    else:
        res["status"] = "not run (several ranks; only rank 0's programs in one process)"
    res["losses"] = losses
    np.savez(tmp / f"{variant}.npz", **arrays)
    (tmp / f"{variant}.json").write_text(json.dumps(res))


# --------------------------------------------------------------------------------------------
# driver (no paddle import)
# --------------------------------------------------------------------------------------------


def _spawn(name: str, variant: str, tmp: Path) -> tuple[bool, str]:
    env = dict(os.environ, PYTHONWARNINGS="ignore", PYTHONHASHSEED="0")
    cmd = [sys.executable, __file__, "--child", name, variant, str(tmp)]
    p = subprocess.run(cmd, check=False, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        lines = [ln for ln in (p.stderr + p.stdout).splitlines() if ln.strip()]
        err = next((ln for ln in reversed(lines) if "Error" in ln), lines[-1] if lines else "")
        return False, f"rc={p.returncode}: {err.strip()[:400]}"
    return True, ""


def _npz_layout(case: Case) -> str:
    shape = {
        "transformer": "x[n,6,16], y[n,6,8]",
        "conv": "x[n,3,8,8], y[n,8]",
        "conv_bn": "x[n,3,8,8], y[n,8]",
    }.get(case.model, "x[n,16], y[n,8]")
    return (
        f"{shape} float32 (rows of call i = x[i*k*b:(i+1)*k*b]; micro-batch j of call i = rows "
        "i*k*b + j*b .. +b); init/<param>; merged/stepN/<param>, plain/stepN/<param> = parameters "
        "after N optimizer updates. Param names are dygraph names (linear_0.weight = PIR "
        "linear_0.w_0, linear_0.bias = linear_0.b_0)."
    )


def run_case(name: str, out: Path) -> str:
    import numpy as np

    case = CASES[name]
    gmdir = out / "gm"
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        ok, err = _spawn(name, "merged", tmp)
        if not (tmp / "merged.json").exists():
            return f"FAILED merged: {err}"
        mres = json.loads((tmp / "merged.json").read_text())
        if not ok:  # the process died while running the programs: keep the dumps
            mres["status"] = f"process crashed while running the merged plan: {err}"
        pres = None
        if case.numeric and mres["status"] == "ok":
            ok, err = _spawn(name, "plain", tmp)
            pres = json.loads((tmp / "plain.json").read_text()) if ok else {"status": err}
        for f in tmp.glob("*.pir"):
            _variant, stem = f.name.split(".", 1)
            store(out).copy(f, gmdir / f"{name}.{stem}")
        arrays = dict(np.load(tmp / "merged.npz"))
        if pres is not None and (tmp / "plain.npz").exists():
            arrays.update(dict(np.load(tmp / "plain.npz")))
    cfg = asdict(case)
    cfg.pop("extra")
    cfg.pop("note")
    ref: dict = {
        "case": name,
        "config": {
            "opt": case.opt,
            "k": case.k,
            "avg": case.avg,
            "bias": case.bias,
            **cfg,
        },
        "micro_batch_size": MICRO_BATCH,
        "steps": STEPS,
        "paddle_version": "3.3.1",
        "pass_attrs": mres["pass_attrs"],
        "plan_job_list": mres["plan_job_list"],
        "merged": {"losses_per_call": mres["losses"]},
        "plain": {"losses_per_step": (pres or {}).get("losses", [])},
        "param_names": mres["param_names"],
        "status": {
            "merged": mres["status"],
            "plain": (pres or {}).get("status", "not run"),
        },
        "optimizer": OPT_DESC[case.opt] + (f", ClipGradByGlobalNorm({CLIP_NORM})" if case.clip else ""),
        "note": case.note,
        "how_produced": (
            "scripts/gen_gm_cases.py: dygraph model (paddle.seed(2024)) -> dist.to_static(model, "
            "shard_dataloader(DataLoader(batch_size=k*b), mesh), MSELoss, optimizer, strategy with "
            "gradient_merge.enable/k_steps/avg) -> DistModel.train(); before/after captured by "
            "wrapping GradientMergePass._apply_single_impl; plan_* = Engine._job_plan.ir_program(t) "
            "before the first run; merged numbers = DistModel(x_batch, y_batch) once per optimizer "
            "step (the engine splits the k*b batch into k micro-batches), parameters read with "
            "DistModel.state_dict('param') after each call; plain = the same init, gradient merge "
            "off, one call per k*b batch, in a separate process; plain.pir = the dense main program "
            "of that run (Engine._pir_dense_main_progs['train'])."
        ),
    }
    if case.numeric and mres["status"] == "ok" and pres and pres.get("status") == "ok":
        diffs = []
        for s in range(1, STEPS + 1):
            diffs.append(
                {
                    p: float(np.max(np.abs(arrays[f"merged/step{s}/{p}"] - arrays[f"plain/step{s}/{p}"])))
                    for p in mres["param_names"]
                }
            )
        ref["max_abs_diff_merged_vs_plain_params_per_step"] = diffs
    ref["npz_layout"] = _npz_layout(case)
    if case.numeric and mres["status"] == "ok":
        store(out).savez(gmdir / f"{name}.npz", **arrays)
    store(out).write_text(gmdir / f"{name}.ref.json", json.dumps(ref, indent=1) + "\n")
    return f"merged={mres['status']}; plain={ref['status']['plain']}"


INDEX_HEAD = """# samples/gm: Paddle 3.3.1 gradient merge, before/after, plan and reference numbers

Every case was produced by Paddle's real `auto_parallel_gradient_merge_pass` through
`dist.to_static` (the auto-parallel static Engine) on CPU, in one process. The five cases
marked *shared* were copied from `shared/samples/gm`; all others are written by
`scripts/gen_gm_cases.py` (regenerate one with `--only NAME`; the output is bit-identical
from run to run). File layout and npz/ref.json format: see `samples/README.md`; each
`ref.json` also says how its numbers were produced (`how_produced`), the optimizer
(`optimizer`), the mesh and whether Paddle could run it (`status`).

"max |d param|" is the largest elementwise difference between the parameters of the merged run
and of the plain run (no merging, whole k*b batch) after 3 optimizer steps; "-" = no numbers.

| case | model | optimizer | k | avg | mesh | max \\|d param\\| | notes |
|---|---|---|---|---|---|---|---|
"""

INDEX_FINDINGS = """
## What Paddle 3.3.1 does that a faithful re-implementation must reproduce (or fix)

* **avg is lost for every optimizer whose op name contains neither `adam` nor `sgd`**
  (`momentum_`, `lamb_`, `adagrad_`; `adamax_` is scaled): `_append_scale_op_before_comm` walks the block from the end and
  appends one `full`+`scale_` per accumulator for *every* trailing op (optimizer ops and the
  zeroing ops), i.e. after the accumulators were used and zeroed: `mlp_momentum_k3_avg` has 24
  `scale_` ops and its numbers are bit-identical to `mlp_momentum_k3_noavg`; `dp2` Momentum
  has 28. Lamb hides it (trust ratio), Momentum does not (update = k x plain).
* **Global-norm clipping sees the sum, not the mean**: `squared_l2_norm` etc. are moved to the
  optimize stage and read the accumulators, and `scale_(1/k)` is inserted right before the
  `sgd_`/`adam*_` operand, after the clip multiply. With an active clip the SGD update is
  clip(sum)/k instead of clip(mean) (`mlp_clip_sgd_k3_avg`, 8e-4..2.4e-3 off plain). With
  Momentum the two bugs cancel (`mlp_clip_momentum_k2_avg` == plain).
* k = 1 is accepted: accumulators, `add_`, a `scale_` by `1` (avg) and the zeroing are still
  inserted; the plan is F0 B0 OPT.
* AMP O2 bf16 on CPU: `strategy.amp` alone builds an fp32 program (`amp_guard` disables itself
  on CPU) and `paddle.amp.decorate` is also a no-op there; the script therefore casts the model
  to bf16 itself, sets the optimizer's multi precision and patches `amp_guard`'s device check
  in memory. Then `sgd_` builds (master-grad casts as in the shared case) but running segfaults;
  `adamw_`/`momentum_` do not even build ("Check data type error for op: adamw_, input: param,
  param.dtype: bfloat16, and expected_dtype: float32, float64").
* RMSProp with gradient merge aborts the process (SIGABRT while running the merged plan on
  CPU), so it has no case.
* Reshard gathers sharded parameters in front of `momentum_`/`lamb_` (`all_gather`, then
  `split_with_num` + `concat`, `tp2_mlp_momentum_k3_avg`); the accumulators keep the
  parameters' names.
* batch_norm: running statistics and batch statistics are per micro-batch, so merged != plain
  by design (`conv_bn_sgd_k2_avg`; the npz includes `bn._mean`/`bn._variance`).
* Several ranks (tp2, dp2, mesh [2,2]) build fine as rank 0 in one process; running needs
  communicators, so those cases are dumps only.
"""


def write_index(out: Path) -> None:
    rows = []
    names = sorted(set(CASES) | set(SHARED_CASES))
    for n in names:
        ref_path = out / "gm" / f"{n}.ref.json"
        ref = json.loads(ref_path.read_text()) if ref_path.exists() else {}
        diffs = ref.get("max_abs_diff_merged_vs_plain_params_per_step")
        d = f"{max(diffs[-1].values()):.1e}" if diffs else "-"
        if n in CASES:
            c = CASES[n]
            opt = OPT_DESC[c.opt] + (f", clip {CLIP_NORM}" if c.clip else "")
            model = c.model + ("+bias" if c.bias else "") + (f", {c.amp}" if c.amp else "")
            mesh = {"mesh1": "[0]", "tp2": "tp [0,1]", "dp2": "dp [0,1]"}.get(c.mesh, "[[0,1],[2,3]] dp x mp")
            note = c.note
            st = ref.get("status", {}).get("merged", "not generated")
            if st != "ok" and "several ranks" not in st:
                note = (note + "; " if note else "") + f"status: {st.split(':')[0]}"
            rows.append(f"| `{n}` | {model} | {opt} | {c.k} | {c.avg} | {mesh} | {d} | {note} |")
        else:
            opt, k, avg, note = SHARED_CASES[n]
            mesh = "dp [0,1]" if n.startswith("dp2") else "[0]"
            rows.append(f"| `{n}` | mlp | {opt} | {k} | {avg} | {mesh} | {d} | {note} |")
    store(out).write_text(out / "gm" / "INDEX.md", INDEX_HEAD + "\n".join(rows) + "\n" + INDEX_FINDINGS)


def main(argv: list[str] | None = None) -> int:
    a = case_parser(__doc__, 3, index="only rewrite <out>/gm/INDEX.md").parse_args(argv)
    if a.child:
        _run_child(a.child[0], a.child[1], Path(a.child[2]))
        return 0
    if a.list:
        for n, c in CASES.items():
            print(f"{n:34s} {c.model:12s} {c.opt:9s} k={c.k} avg={c.avg} mesh={c.mesh}")
        return 0
    (a.out / "gm").mkdir(parents=True, exist_ok=True)
    if a.index:
        write_index(a.out)
        return 0
    run_cases("gen_gm_cases", a.only or list(CASES), lambda n: run_case(n, a.out))
    write_index(a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
