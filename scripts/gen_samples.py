"""Generate real PIR text dumps with PaddlePaddle 3.3.1 (CPU) for pirtool's corpus.

Oracle script: it needs the real ``paddlepaddle==3.3.1`` wheel (and numpy); it is run by
humans (``pip install -e '.[oracle]'``), never by the test suite.

What it writes (``--out`` defaults to ``samples``):

* ``<out>/real/gen_<name>.pir`` -- raw ``str(program)`` output, untouched (main programs and
  the startup program of every main, dist stages, programs printed with op ids).
* ``<out>/logs/gen_<name>.log`` -- stdout+stderr of a child process exactly as Paddle wrote it
  (pass-manager IRPrinting, executor ``FLAGS_print_ir``, Python-logging messages that embed
  a program). Timestamps/thread ids in glog and logging prefixes differ between runs; the
  programs inside are deterministic.
* ``<out>/real/INDEX.md`` -- one row per file in ``<out>/real`` (pre-existing rows for files
  this script does not own are kept; rows for ``gen_*`` files are rewritten).

Every group of samples runs in its own child process (one Paddle process at a time), so name
counters (``linear_0``, ``learning_rate_0``) start from zero and the output is reproducible.
All generated file names start with ``gen_``; the script regenerates exactly those.

Usage::

    python scripts/gen_samples.py [--out samples] [--only GROUP ...] [--list]
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from _samples import store  # scripts/ is sys.path[0]

# --------------------------------------------------------------------------------------------
# group registry
# --------------------------------------------------------------------------------------------

GROUPS: dict[str, tuple[Callable[[Path], list[tuple[str, str]]], str]] = {}


def group(name: str, how: str = "inproc"):
    """Register a sample group. ``how``: 'inproc' (function writes files) or 'log' (stdout
    and stderr of the child are the log file ``logs/gen_<name>.log``)."""

    def deco(fn):
        GROUPS[name] = (fn, how)
        return fn

    return deco


def _write(out: Path, fname: str, text: str) -> str:
    store(out).write_text(out / "real" / fname, text)
    return fname


# --------------------------------------------------------------------------------------------
# helpers that need paddle (imported lazily inside the child)
# --------------------------------------------------------------------------------------------


def _paddle():
    import paddle

    paddle.enable_static()
    return paddle


def _seed(paddle, s: int = 2026) -> None:
    import random

    import numpy as np

    random.seed(s)
    np.random.seed(s)
    paddle.seed(s)


@contextlib.contextmanager
def _programs(paddle):
    """Fresh main/startup programs with a fresh unique-name generator."""
    main, startup = paddle.static.Program(), paddle.static.Program()
    with paddle.static.program_guard(main, startup), paddle.utils.unique_name.guard():
        yield main, startup


def _clip(paddle, on: bool):
    return paddle.nn.ClipGradByGlobalNorm(1.0) if on else None


def _make_opt(paddle, kind: str, clip: bool):
    o = paddle.optimizer
    c = _clip(paddle, clip)
    if kind == "sgd":
        return o.SGD(0.1, grad_clip=c)
    if kind == "momentum":
        return o.Momentum(0.1, momentum=0.9, grad_clip=c)
    if kind == "momentum_nesterov_l2":
        return o.Momentum(
            0.1,
            momentum=0.9,
            use_nesterov=True,
            weight_decay=paddle.regularizer.L2Decay(1e-4),
            grad_clip=c,
        )
    if kind == "adam":
        return o.Adam(0.01, grad_clip=c)
    if kind == "adamw":
        return o.AdamW(0.01, weight_decay=0.01, grad_clip=c)
    if kind == "lamb":
        return o.Lamb(0.01, lamb_weight_decay=0.01, grad_clip=c)
    raise ValueError(kind)


def _mlp_loss(paddle, batch=4, bias=True):
    nn, F = paddle.nn, paddle.nn.functional
    x = paddle.static.data("x", [batch, 16], "float32")
    y = paddle.static.data("y", [batch, 1], "int64")
    h = F.relu(nn.Linear(16, 32, bias_attr=None if bias else False)(x))
    logits = nn.Linear(32, 10, bias_attr=None if bias else False)(h)
    return F.cross_entropy(logits, y)


# --------------------------------------------------------------------------------------------
# groups: static programs
# --------------------------------------------------------------------------------------------


@group("optimizers")
def g_optimizers(out: Path):
    """MLP 16-32-10 + cross entropy with several optimizers, with/without global-norm clip."""
    paddle = _paddle()
    res = []
    for opt, clip in [
        ("momentum", False),
        ("momentum", True),
        ("momentum_nesterov_l2", False),
        ("adamw", False),
        ("adamw", True),
        ("lamb", False),
        ("lamb", True),
        ("sgd", True),
    ]:
        _seed(paddle)
        with _programs(paddle) as (main, startup):
            loss = _mlp_loss(paddle)
            _make_opt(paddle, opt, clip).minimize(loss)
        tag = f"mlp_{opt}{'_clipgnorm' if clip else ''}"
        what = f"MLP 16-32-10 (biases), cross-entropy, {opt}" + (", ClipGradByGlobalNorm(1.0)" if clip else "")
        res.append((_write(out, f"gen_{tag}_main.pir", str(main)), what + "; main"))
        res.append((_write(out, f"gen_{tag}_startup.pir", str(startup)), what + "; startup"))
    return res


@group("convnet")
def g_convnet(out: Path):
    """conv2d + batch_norm + relu + max_pool2d + avg pool + linear, Momentum; plus the same
    layers called in eval mode in a second program (inference form of batch_norm)."""
    paddle = _paddle()
    nn, F = paddle.nn, paddle.nn.functional

    def net(layers, x):
        c0, b0, c1, b1, fc = layers
        h = nn.MaxPool2D(2, 2)(F.relu(b0(c0(x))))
        h = nn.AvgPool2D(2, 2)(F.relu(b1(c1(h))))
        return fc(paddle.flatten(h, 1))

    _seed(paddle)
    with _programs(paddle) as (main, startup):
        layers = [
            nn.Conv2D(3, 8, 3, padding=1),
            nn.BatchNorm2D(8),
            nn.Conv2D(8, 16, 3, padding=1, bias_attr=False),
            nn.BatchNorm2D(16),
            nn.Linear(16 * 2 * 2, 10),
        ]
        x = paddle.static.data("img", [4, 3, 8, 8], "float32")
        y = paddle.static.data("label", [4, 1], "int64")
        logits = net(layers, x)
        loss = F.cross_entropy(F.softmax(logits), y, use_softmax=False)
        _make_opt(paddle, "momentum", False).minimize(loss)
        test_prog = paddle.static.Program()
        with paddle.static.program_guard(test_prog, paddle.static.Program()):
            for layer in layers:
                layer.eval()
            x = paddle.static.data("img", [-1, 3, 8, 8], "float32")
            F.softmax(net(layers, x))
    what = "conv net: conv2d, batch_norm (training), relu, pool2d max/avg, flatten, linear, softmax, cross_entropy(use_softmax=False), Momentum"
    return [
        (_write(out, "gen_convnet_bn_momentum_main.pir", str(main)), what + "; main"),
        (
            _write(out, "gen_convnet_bn_momentum_startup.pir", str(startup)),
            what + "; startup",
        ),
        (
            _write(out, "gen_convnet_bn_eval_forward.pir", str(test_prog)),
            "the same conv layers in eval mode (batch_norm is_test), dynamic batch, forward only",
        ),
    ]


@group("transformer")
def g_transformer(out: Path):
    """Embedding + pre-LN transformer encoder layer (dropout 0, gelu) + softmax head with
    AdamW and global-norm clipping; a second block with rms_norm + silu (SwiGLU) and Lamb."""
    paddle = _paddle()
    nn, F = paddle.nn, paddle.nn.functional
    res = []
    _seed(paddle)
    with _programs(paddle) as (main, startup):
        ids = paddle.static.data("ids", [2, 8], "int64")
        lbl = paddle.static.data("lbl", [2, 8], "int64")
        emb = nn.Embedding(100, 32)(ids)
        pos = paddle.create_parameter([8, 32], "float32")
        h = emb + pos
        layer = nn.TransformerEncoderLayer(32, 4, 64, dropout=0.0, activation="gelu", normalize_before=True)
        h = layer(h)
        h = nn.LayerNorm(32)(h)
        logits = nn.Linear(32, 100)(h)
        prob = F.softmax(logits, axis=-1)
        loss = F.cross_entropy(
            paddle.log(prob + 1e-9).reshape([-1, 100]),
            lbl.reshape([-1, 1]),
            use_softmax=False,
        )
        _make_opt(paddle, "adamw", True).minimize(loss)
    what = "embedding + positional parameter + TransformerEncoderLayer(d=32, 4 heads, dropout 0, gelu, pre-LN) + layer_norm + softmax, AdamW + ClipGradByGlobalNorm"
    res.append(
        (
            _write(out, "gen_transformer_ln_gelu_adamw_clip_main.pir", str(main)),
            what + "; main",
        )
    )
    res.append(
        (
            _write(out, "gen_transformer_ln_gelu_adamw_clip_startup.pir", str(startup)),
            what + "; startup",
        )
    )

    _seed(paddle)
    with _programs(paddle) as (main, startup):
        x = paddle.static.data("x", [2, 8, 32], "float32")
        w = paddle.create_parameter([32], "float32", default_initializer=nn.initializer.Constant(1.0))
        # paddle.nn.functional.rms_norm has no float32 CPU kernel registered in 3.3.1
        # ("Check data type error for op: rms_norm") and fused_rms_norm has no float32
        # grad kernel: RMS norm is spelled out here; the fused op gets a forward program.
        h = x * paddle.rsqrt(paddle.mean(x * x, axis=-1, keepdim=True) + 1e-6) * w
        gate = nn.Linear(32, 64, bias_attr=False)(h)
        up = nn.Linear(32, 64, bias_attr=False)(h)
        h2 = nn.Linear(64, 32, bias_attr=False)(F.silu(gate) * up)
        att = F.softmax(paddle.matmul(h2, h2, transpose_y=True) * (32**-0.5), axis=-1)
        o = paddle.matmul(att, h2) + x
        loss = paddle.mean(F.gelu(o, approximate=True) ** 2)
        _make_opt(paddle, "lamb", False).minimize(loss)
    what = "RMS norm (rsqrt/mean) + SwiGLU (silu) MLP + softmax attention scores + gelu(approximate), Lamb"
    res.append((_write(out, "gen_rmsnorm_swiglu_lamb_main.pir", str(main)), what + "; main"))
    res.append(
        (
            _write(out, "gen_rmsnorm_swiglu_lamb_startup.pir", str(startup)),
            what + "; startup",
        )
    )

    _seed(paddle)
    with _programs(paddle) as (main, startup):
        x = paddle.static.data("x", [-1, 8, 32], "float32")
        w = paddle.create_parameter([32], "float32", default_initializer=nn.initializer.Constant(1.0))
        h = paddle.incubate.nn.functional.fused_rms_norm(x, w, None, 1e-6, 2)[0]
        F.softmax(F.silu(nn.Linear(32, 32)(h)), axis=-1)
    res.append(
        (
            _write(out, "gen_fused_rms_norm_forward.pir", str(main)),
            "forward only: `fused_rms_norm` (prints as `pd_op.fused_rms_norm_quant` with `<<NULL VALUE>>` operands) + silu + softmax, dynamic batch",
        )
    )
    res.append(
        (
            _write(out, "gen_fused_rms_norm_forward_startup.pir", str(startup)),
            "startup program of `gen_fused_rms_norm_forward.pir`",
        )
    )
    return res


def _build_controlflow(paddle, kind: str):
    nn, F = paddle.nn, paddle.nn.functional
    x = paddle.static.data("x", [-1, 16], "float32")
    x.stop_gradient = False
    lin = nn.Linear(16, 16)
    h = lin(x)
    if kind == "cond":
        pred = paddle.mean(h) > 0.0
        h = paddle.static.nn.cond(pred, lambda: F.relu(h) * 2.0, lambda: paddle.tanh(h) - 1.0)
    elif kind == "while":
        i = paddle.full([1], 0, "int64")
        n = paddle.full([1], 3, "int64")

        def body(i, h):
            return i + 1, paddle.tanh(lin(h))

        _, h = paddle.static.nn.while_loop(lambda i, h: i < n, body, [i, h])
    elif kind == "nested":
        i = paddle.full([1], 0, "int64")
        n = paddle.full([1], 2, "int64")

        def body(i, h):
            p = paddle.mean(h) > 0.0
            h2 = paddle.static.nn.cond(p, lambda: F.sigmoid(lin(h)), lambda: F.silu(h) * 0.5)
            return i + 1, h2

        _, h = paddle.static.nn.while_loop(lambda i, h: i < n, body, [i, h])
    return paddle.mean(h * h)


@group("controlflow")
def g_controlflow(out: Path):
    """cond, while_loop and cond-inside-while, each with backward and SGD (dynamic batch)."""
    paddle = _paddle()
    res = []
    for kind, desc in [
        (
            "cond",
            "`paddle.static.nn.cond` (relu*2 / tanh-1) on a dynamic-batch linear, backward, SGD",
        ),
        (
            "while",
            "`while_loop` (3 iterations of tanh(linear)) with backward (cf.stack_create/tuple_push), Adam",
        ),
        (
            "nested",
            "`cond` nested inside `while_loop`, backward through both, Momentum",
        ),
    ]:
        _seed(paddle)
        opt = {"cond": "sgd", "while": "adam", "nested": "momentum"}[kind]
        with _programs(paddle) as (main, startup):
            loss = _build_controlflow(paddle, kind)
            _make_opt(paddle, opt, False).minimize(loss)
        res.append(
            (
                _write(out, f"gen_controlflow_{kind}_{opt}_main.pir", str(main)),
                desc + "; main",
            )
        )
        res.append(
            (
                _write(out, f"gen_controlflow_{kind}_{opt}_startup.pir", str(startup)),
                desc + "; startup",
            )
        )
    _seed(paddle)
    with _programs(paddle) as (main, startup):
        _build_controlflow(paddle, "nested")
    res.append(
        (
            _write(out, "gen_controlflow_nested_forward_only.pir", str(main)),
            "cond inside while_loop, forward only (no backward)",
        )
    )
    res.append(
        (
            _write(out, "gen_controlflow_nested_forward_only_startup.pir", str(startup)),
            "startup program of `gen_controlflow_nested_forward_only.pir`",
        )
    )
    return res


@group("dynamic")
def g_dynamic(out: Path):
    """Dynamic batch (-1) and dynamic sequence length (-1x-1) programs."""
    paddle = _paddle()
    nn, F = paddle.nn, paddle.nn.functional
    res = []
    _seed(paddle)
    with _programs(paddle) as (main, startup):
        loss = _mlp_loss(paddle, batch=-1)
        _make_opt(paddle, "adam", False).minimize(loss)
    what = "MLP with dynamic batch (`x` shape [-1,16], `y` [-1,1]), Adam"
    res.append((_write(out, "gen_dynbatch_mlp_adam_main.pir", str(main)), what + "; main"))
    res.append(
        (
            _write(out, "gen_dynbatch_mlp_adam_startup.pir", str(startup)),
            what + "; startup",
        )
    )
    _seed(paddle)
    with _programs(paddle) as (main, startup):
        ids = paddle.static.data("ids", [-1, -1], "int64")
        h = nn.Embedding(50, 16)(ids)
        h = nn.LayerNorm(16)(h)
        h = nn.MultiHeadAttention(16, 2, dropout=0.0)(h, h, h)
        h = F.gelu(nn.Linear(16, 16)(h))
        loss = paddle.mean(paddle.sum(h, axis=-1))
        _make_opt(paddle, "sgd", False).minimize(loss)
    what = "embedding + layer_norm + MultiHeadAttention (dropout 0) + gelu, ids of shape [-1,-1] (dynamic batch and sequence), SGD"
    res.append((_write(out, "gen_dynseq_attention_sgd_main.pir", str(main)), what + "; main"))
    res.append(
        (
            _write(out, "gen_dynseq_attention_sgd_startup.pir", str(startup)),
            what + "; startup",
        )
    )
    return res


@group("opids_flags")
def g_opids_flags(out: Path):
    """Programs printed with `FLAGS_print_ir=1` set at run time: ops carry `[id:N]`
    (pd_op.while does not: it only prints ids under VLOG)."""
    paddle = _paddle()
    res = []
    _seed(paddle)
    with _programs(paddle) as (main, startup):
        loss = _build_controlflow(paddle, "nested")
        _make_opt(paddle, "sgd", False).minimize(loss)
    paddle.set_flags({"FLAGS_print_ir": True})
    res.append(
        (
            _write(out, "gen_opids_flags_print_ir_controlflow_nested_main.pir", str(main)),
            "cond inside while with backward, SGD, printed with FLAGS_print_ir=1 (op ids `[id:N]`)",
        )
    )
    res.append(
        (
            _write(
                out,
                "gen_opids_flags_print_ir_controlflow_nested_startup.pir",
                str(startup),
            ),
            "startup of the cond-in-while SGD program, printed with FLAGS_print_ir=1 (op ids)",
        )
    )
    paddle.set_flags({"FLAGS_print_ir": False})
    return res


@group("opids_glog")
def g_opids_glog(out: Path):
    """Same program printed in a process started with GLOG_v=1 (ids on while too)."""
    paddle = _paddle()
    _seed(paddle)
    with _programs(paddle) as (main, _startup):
        loss = _build_controlflow(paddle, "while")
        _make_opt(paddle, "sgd", False).minimize(loss)
    return [
        (
            _write(out, "gen_opids_glog_v1_controlflow_while_main.pir", str(main)),
            "while_loop with backward, SGD, printed in a process with GLOG_v=1 (op ids also on `pd_op.while`)",
        )
    ]


# --------------------------------------------------------------------------------------------
# groups: distributed programs through dist.to_static (single process, rank 0)
# --------------------------------------------------------------------------------------------


def _dist_run(paddle, mesh_kind: str, opt_kind: str, clip: bool):
    """Build a dygraph MLP sharded on the requested mesh, convert it with dist.to_static and
    return the stage dumps captured from Engine._parallel_pir."""
    import numpy as np
    import paddle.distributed as dist
    from paddle.distributed.auto_parallel.static import engine as eng_mod
    from paddle.io import DataLoader, Dataset

    paddle.disable_static()
    stages: list[tuple[str, str]] = []
    orig_part = eng_mod.apply_partition_pass
    static_reshard = inspect.getattr_static(eng_mod.ReshardPasses, "apply_reshard_pass")
    orig_reshard = eng_mod.ReshardPasses.apply_reshard_pass

    # first call only: the engine reshards the startup program later
    def add(stage, prog):
        if stage not in dict(stages):
            stages.append((stage, str(prog)))

    def part(prog, *a, **kw):
        add("01_before_partition", prog)
        r = orig_part(prog, *a, **kw)
        add("02_after_partition", prog)
        return r

    def reshard(prog, *a, **kw):
        r = orig_reshard(prog, *a, **kw)
        add("03_after_reshard", prog)
        return r

    eng_mod.apply_partition_pass = part
    eng_mod.ReshardPasses.apply_reshard_pass = staticmethod(reshard)
    try:
        if mesh_kind == "mesh2x2":
            mesh = dist.ProcessMesh([[0, 1], [2, 3]], dim_names=["dp", "mp"])
        elif mesh_kind in ("tp2", "dp2"):
            mesh = dist.ProcessMesh([0, 1], dim_names=["x"])
        else:
            mesh = dist.ProcessMesh([0], dim_names=["x"])
        R, S = dist.Replicate, dist.Shard

        class Net(paddle.nn.Layer):
            def __init__(self):
                super().__init__()
                self.linear_0 = paddle.nn.Linear(16, 16)
                self.linear_1 = paddle.nn.Linear(16, 8)
                if mesh_kind == "tp2":
                    p0, p1, pb = [S(1)], [S(0)], [S(0)]
                elif mesh_kind == "mesh2x2":
                    p0, p1, pb = [R(), S(1)], [R(), S(0)], [R(), S(0)]
                else:
                    p0 = p1 = pb = [R() for _ in mesh.shape]
                self.linear_0.weight = dist.shard_tensor(self.linear_0.weight, mesh, p0)
                self.linear_0.bias = dist.shard_tensor(self.linear_0.bias, mesh, pb)
                self.linear_1.weight = dist.shard_tensor(self.linear_1.weight, mesh, p1)

            def forward(self, x):
                if mesh_kind == "dp2":
                    x = dist.reshard(x, mesh, [S(0)])
                elif mesh_kind == "mesh2x2":
                    x = dist.reshard(x, mesh, [S(0), R()])
                return self.linear_1(paddle.nn.functional.gelu(self.linear_0(x)))

        class DS(Dataset):
            def __init__(self):
                self.x = np.random.rand(32, 16).astype("float32")
                self.y = np.random.rand(32, 8).astype("float32")

            def __getitem__(self, i):
                return self.x[i], self.y[i]

            def __len__(self):
                return 32

        _seed(paddle)
        net = Net()
        kw = _opt_kwargs(paddle, opt_kind, clip)
        opt = _OPT_CLASS[opt_kind](**kw, parameters=net.parameters())
        loader = DataLoader(DS(), batch_size=8, shuffle=False)
        loader = dist.shard_dataloader(loader, meshes=mesh)
        dm = dist.to_static(net, loader, paddle.nn.MSELoss(), opt)
        dm.train()
        eng = dm._engine
        stages.append(("04_final_dist_main", str(eng._pir_dist_main_progs["train"])))
        stages.append(("05_final_dense_main", str(eng._pir_dense_main_progs["train"])))
        stages.append(("06_final_dist_startup", str(eng._pir_dist_startup_progs["train"])))
        return stages
    finally:
        eng_mod.apply_partition_pass = orig_part
        eng_mod.ReshardPasses.apply_reshard_pass = static_reshard


_OPT_CLASS: dict = {}


def _opt_kwargs(paddle, kind: str, clip: bool) -> dict:
    o = paddle.optimizer
    _OPT_CLASS.update(sgd=o.SGD, momentum=o.Momentum, adam=o.Adam, adamw=o.AdamW, lamb=o.Lamb)
    c = _clip(paddle, clip)
    return {
        "sgd": {"learning_rate": 0.1, "grad_clip": c},
        "momentum": {"learning_rate": 0.1, "momentum": 0.9, "grad_clip": c},
        "adam": {"learning_rate": 0.01, "grad_clip": c},
        "adamw": {"learning_rate": 0.01, "weight_decay": 0.01, "grad_clip": c},
        "lamb": {"learning_rate": 0.01, "lamb_weight_decay": 0.01, "grad_clip": c},
    }[kind]


DIST_CASES = {
    "dist_mesh1_sgd": ("mesh1", "sgd", False, "mesh [0] (1 rank), SGD"),
    "dist_mesh2_tp_adamw_clip": (
        "tp2",
        "adamw",
        True,
        "1-D mesh [0,1] tensor parallel (w0 Shard(1), b0 Shard(0), w1 Shard(0)), AdamW + global-norm clip",
    ),
    "dist_mesh2_dp_momentum": (
        "dp2",
        "momentum",
        False,
        "1-D mesh [0,1] data parallel (input resharded to Shard(0)), Momentum",
    ),
    "dist_mesh2x2_dp_tp_adam": (
        "mesh2x2",
        "adam",
        False,
        "2-D mesh [[0,1],[2,3]] dp x mp (input [Shard(0),Replicate()], weights [Replicate(),Shard(1)/Shard(0)]), Adam",
    ),
}


@group("dist")
def g_dist(out: Path):
    """Stages of Engine._parallel_pir for several meshes, built in one process as rank 0."""
    paddle = _paddle()
    res = []
    for tag, (mesh_kind, opt, clip, desc) in DIST_CASES.items():
        with paddle.utils.unique_name.guard():
            stages = _dist_run(paddle, mesh_kind, opt, clip)
        for stage, text in stages:
            res.append(
                (
                    _write(out, f"gen_{tag}_{stage}.pir", text),
                    f"{desc}; stage `{stage}`",
                )
            )
        paddle.enable_static()
    return res


# --------------------------------------------------------------------------------------------
# groups: logs (the child's stdout+stderr is the log)
# --------------------------------------------------------------------------------------------


@group("passmanager_ir_printing", how="log")
def g_log_pm(out: Path):
    """PassManager with IR printing (C++ std::cout) on a forward conv net and a SwiGLU block."""
    paddle = _paddle()
    nn, F = paddle.nn, paddle.nn.functional
    _seed(paddle)
    with _programs(paddle) as (main, _startup):
        x = paddle.static.data("img", [1, 3, 8, 8], "float32")
        h = F.relu(nn.Conv2D(3, 4, 3, padding=1)(x))
        # the same computation twice with other weights; a target for CSE
        h = F.relu(nn.Conv2D(3, 4, 3, padding=1)(x)) + h
        s = paddle.scale(h, 1.0)  # identity scale -> identity_op_clean_pass
        unused = paddle.exp(s)  # dead value -> DCE
        del unused
        out_ = F.silu(paddle.flatten(s, 1))
        # a shadow_output, so that DCE keeps the graph
        paddle._C_ops.set_persistable_value(out_, "out")
    pm = paddle.pir.PassManager()
    pm.enable_ir_printing()
    for p in [
        "dead_code_elimination_pass",
        "identity_op_clean_pass",
        "common_subexpression_elimination_pass",
        "silu_fuse_pass",
    ]:
        pm.add_pass(p, {})
    pm.run(main)
    sys.stdout.flush()
    return []


@group("executor_print_ir", how="log")
def g_log_exec(out: Path):
    """Executor.run with FLAGS_print_ir=1 on startup + main of a cond-inside-while program
    (lowered control flow) and of a batch-norm conv net."""
    import numpy as np

    paddle = _paddle()
    paddle.set_flags({"FLAGS_print_ir": True})
    exe = paddle.static.Executor(paddle.CPUPlace())
    _seed(paddle)
    with _programs(paddle) as (main, startup):
        loss = _build_controlflow(paddle, "nested")
        _make_opt(paddle, "sgd", False).minimize(loss)
        exe.run(startup)
        exe.run(main, feed={"x": np.ones([2, 16], "float32")}, fetch_list=[loss])
    sys.stdout.flush()
    return []


@group("python_logging", how="log")
def g_log_py(out: Path):
    """A dist.to_static run (Engine INFO logs) plus programs printed through Paddle's two
    logger formats (auto_parallel `INFO <ts> file:line]` and log_utils `[<ts>] [    INFO] file:line - `),
    the way Paddle's passes write `logger.debug(f"before main_program: {main_program}")`."""
    import logging

    paddle = _paddle()
    from paddle.distributed.auto_parallel.static.utils import get_logger as ap_logger
    from paddle.distributed.utils.log_utils import get_logger as lu_logger

    stages = _dist_run(paddle, "mesh1", "adam", False)
    lg1 = lu_logger(logging.INFO, name="pirtool_oracle")
    lg2 = ap_logger(logging.INFO, name="pirtool_oracle_ap")
    d = dict(stages)
    lg1.info(f"before main_program: {d['01_before_partition']}")
    lg1.info(f"after reshard main_program: {d['03_after_reshard']}")
    lg2.info(f"Origin main_program: {d['05_final_dense_main']}")
    lg2.info(f"startup_program: {d['06_final_dist_startup']}")
    return []


# --------------------------------------------------------------------------------------------
# driver
# --------------------------------------------------------------------------------------------

LOG_DESCRIPTIONS = {
    "passmanager_ir_printing": "PassManager.enable_ir_printing(): DCE, identity_op_clean, CSE, silu_fuse on a conv forward (before/after headers)",
    "executor_print_ir": "FLAGS_print_ir=1 Executor.run: `IR before lowering = {` / `IR after lowering = {` for startup and a cond-in-while training program (lowered `pd_op.if`/`pd_op.while`)",
    "python_logging": "dist.to_static run log (engine/helper INFO lines, glog) + four programs inside Python logger messages in both Paddle logger formats",
}


def _child(name: str, out: Path) -> None:
    fn, _how = GROUPS[name]
    rows = fn(out)
    print(
        "@@ROWS@@" + json.dumps(rows),
        file=sys.__stdout__ if _how == "inproc" else sys.stderr,
    )


def _run_group(name: str, out: Path) -> list[tuple[str, str]]:
    _fn, how = GROUPS[name]
    env = dict(os.environ)
    env.setdefault("PYTHONWARNINGS", "ignore")
    env["PYTHONHASHSEED"] = "0"
    cmd = [sys.executable, "-u", __file__, "--out", str(out), "--child", name]
    if name == "opids_glog":
        env["GLOG_v"] = "1"
    if how == "log":
        logf = out / "logs" / f"gen_{name}.log"
        with tempfile.TemporaryFile() as f:
            rc = subprocess.run(cmd, check=False, env=env, stdout=f, stderr=subprocess.STDOUT).returncode
            f.seek(0)
            lines = f.read().split(b"\n")
        # drop the row marker line from the log (it is ours, not Paddle's)
        store(out).write(logf, b"\n".join(ln for ln in lines if not ln.startswith(b"@@ROWS@@")))
        if rc != 0:
            raise SystemExit(f"group {name} failed (rc={rc}); see {logf}")
        return []
    p = subprocess.run(
        cmd,
        check=False,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL if name == "opids_glog" else None,
    )
    if p.returncode != 0:
        raise SystemExit(f"group {name} failed (rc={p.returncode})")
    for ln in p.stdout.decode().splitlines():
        if ln.startswith("@@ROWS@@"):
            return [tuple(r) for r in json.loads(ln[8:])]
    return []


def _update_index(out: Path, rows: dict[str, str]) -> None:
    idx = out / "real" / "INDEX.md"
    old: dict[str, str] = {}
    if idx.exists():
        for ln in idx.read_text().splitlines():
            if ln.startswith("| `") and "` | " in ln:
                f, d = ln[3:].split("` | ", 1)
                old[f] = d.rstrip(" |")
    old.update(rows)
    files = sorted(p.name for p in (out / "real").glob("*.pir"))
    head = (
        "# samples/real: index\n\n"
        "Raw `str(program)` output of PaddlePaddle 3.3.1 (CPU wheel), never edited. Files without\n"
        "the `gen_` prefix were copied from `shared/samples/real` (see `samples/README.md`); the\n"
        "`gen_*` files are produced by `scripts/gen_samples.py` (run it to regenerate them; each\n"
        "group runs in a fresh process, so value/parameter names are reproducible).\n"
        "Logs produced by the same script are in `samples/logs/gen_*.log`.\n\n"
        "| file | what |\n|---|---|\n"
    )
    body = "".join(f"| `{f}` | {old.get(f, '(undocumented)')} |\n" for f in files)
    logs = "\n## logs (`samples/logs/`)\n\n| file | what |\n|---|---|\n" + "".join(
        f"| `gen_{k}.log` | {v} |\n" for k, v in LOG_DESCRIPTIONS.items()
    )
    store(out).write_text(idx, head + body + logs)


SHARED_DESCRIPTIONS = {
    "mlp_sgd_main.pir": "MLP 16-32-10, cross-entropy, SGD; main",
    "mlp_sgd_startup.pir": "startup program of `mlp_sgd_main.pir`",
    "mlp_adam_main.pir": "same MLP with Adam (13-operand `adam_` with `<<NULL VALUE>>`s)",
    "transformer_block_adam_main.pir": "one transformer encoder layer + Adam",
    "controlflow_cond_while_sgd_main.pir": "`pd_op.while` + `pd_op.if` with backward (`cf.stack_create`, `cf.tuple_push/pop`)",
    "pylayer_main.pir": "`pd_op.pylayer` regions",
    "dtypes_and_attrs_main.pir": "every dtype, inf/nan/odd floats, a string attribute with quotes, backslash and a raw newline",
    "amp_o2_bf16_master_grad_sgd_main.pir": "AMP O2 bf16 with master grad (`cast {master_grad_cast:true}`)",
    "tensor_array_selected_rows_main.pir": "`pd_op.tensor_array<f32>`",
    "dist_mesh2_tp_gm_03_after_reshard.pir": "auto-parallel tensor-parallel MLP (mesh [0,1], AdamW, k=4) after reshard: real gradient-merge input",
    "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir": "the same after Paddle's gradient merge pass",
    "dist_mesh2_tp_gm_07_after_dist2dense.pir": "the same after dist-to-dense (plain types, `chunk_id`)",
    "dist_mesh1_gm_92_final_dist_startup.pir": "a dist startup program",
    "LARGE_dist_deep24_mesh2_tp_gm_04_before_auto_parallel_gradient_merge_pass.pir": "1.8 MB, 24 tensor-parallel blocks, input of gradient merge (benchmarks)",
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="samples", type=Path)
    ap.add_argument("--only", nargs="*", default=None, help="group names (see --list)")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.list:
        for n, (fn, how) in GROUPS.items():
            print(f"{n:28s} {how:7s} {(fn.__doc__ or '').strip().splitlines()[0]}")
        return 0
    if a.child:
        _child(a.child, a.out)
        return 0
    (a.out / "real").mkdir(parents=True, exist_ok=True)
    (a.out / "logs").mkdir(parents=True, exist_ok=True)
    names = a.only or list(GROUPS)
    rows: dict[str, str] = dict(SHARED_DESCRIPTIONS)
    for n in names:
        print(f"[gen_samples] {n}", flush=True)
        for f, d in _run_group(n, a.out):
            rows[f] = d
    _update_index(a.out, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
