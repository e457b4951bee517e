"""Run PaddlePaddle 3.3.1's own ``dead_code_elimination_pass`` and
``common_subexpression_elimination_pass`` on varied programs and record before/after pairs, as
pirtool's ``dce`` / ``cse`` oracle.

Oracle script: needs the real ``paddlepaddle==3.3.1`` CPU wheel; run by humans
(``pip install -e '.[oracle]'``), never by the test suite.

Each case builds one program with Paddle's Python API, prints it (``NAME.before.pir``), then
runs each pass through ``paddle.pir.PassManager`` on a clone of it and prints the clone
(``NAME.dce.pir``, ``NAME.cse.pir``). Static cases also write their startup program
(``NAME.startup.pir``). Programs of the auto-parallel engine (gradient merge, tensor
parallel, bf16 master grad) are taken right after ``auto_parallel_gradient_merge_pass``, by
wrapping ``GradientMergePass._apply_single_impl`` as ``scripts/gen_gm_cases.py`` does (its
model builders are reused); recompute programs (``rc_*``) right after
``auto_parallel_recompute_pir`` or, when they merge, after the gradient merge that follows it
(the models and engine run of ``scripts/gen_fusion_cases.py``). Each case runs in its own child process, so value and
parameter names are reproducible. ``samples/passes/INDEX.md`` lists every case and how many
ops each pass removed or added.

Usage::

    python scripts/gen_cleanup_cases.py [--out samples] [--only NAME ...] [--list]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from _cases import array_dataset, case_parser, run_cases  # scripts/ is sys.path[0]
from _samples import store  # scripts/ is sys.path[0]

PASSES = {"dce": "dead_code_elimination_pass", "cse": "common_subexpression_elimination_pass"}

# name -> one-line description (INDEX.md)
CASES: dict[str, str] = {
    "mlp_sgd": "static MLP 16-32-10 + cross-entropy + SGD (minimize): nothing dead, nothing repeated",
    "mlp_adam": "static MLP + MSE + Adam: Adam's beta1/beta2/epsilon `full`s repeated per parameter",
    "mlp_adamw_bias": "static MLP with biases + AdamW",
    "mlp_dead_branches": "forward with unused chains (tanh, dropout, a parameter-free matmul), a `print` (side effect) and an in-place `assign_out_` whose result is unused",
    "dup_exprs": "hand-made duplicates: commutative add/multiply, stop_gradient that differs, chains, in-place users, duplicates feeding `shadow_output`",
    "conv_bn_momentum": "conv2d + batch_norm + relu + pool + linear, Momentum",
    "transformer_adamw": "TransformerEncoderLayer(16, 2 heads, pre-LN, gelu, dropout 0.1) + head, AdamW",
    "cond_sgd": "`static.nn.cond` with duplicates inside the branches and outside, SGD",
    "while_loop": "`static.nn.while_loop` with duplicates in the body and a dead op in the body",
    "bf16_cast_mlp": "bf16 forward by casts (`astype('bfloat16')`), fp32 loss, SGD",
    "forward_only": "forward with shadow outputs only: the passes must change nothing",
    "inplace_dups": "two equal `scale_` of one input (in-place: both kept) and two equal `exp` of a value a later `scale_` writes (merged)",
    "gm_mlp_adam_k4_avg": "auto-parallel engine, gradient merge k=4 avg, Adam (repeated `full(1/k)` and beta constants)",
    "gm_mlp_sgd_k2_noavg": "auto-parallel engine, gradient merge k=2, no avg, SGD",
    "gm_tp2_mlp_adamw_k2_avg": "auto-parallel engine, tensor parallel mesh [0,1] (rank 0), gradient merge k=2, AdamW",
    "gm_bf16_master_grad_sgd_k3_avg": "auto-parallel engine, AMP O2 bf16 master grad, gradient merge k=3, SGD",
    "gm_cond_sgd_k2_avg": "auto-parallel engine, `if` in the forward, gradient merge k=2",
    "rc_mlp_two": "engine, recompute of two MLP layers (after `auto_parallel_recompute_pir`): CSE folds the clone into the forward matmul",
    "rc_mlp_two_gm_k2": "engine, recompute + gradient merge k=2 (the merged program)",
    "rc_mlp_whole_bias_gm_k3": "engine, one recompute segment over two layers with biases, gradient merge k=3, Adam",
    "rc_transformer_gm_k2": "engine, recomputed TransformerEncoderLayer, gradient merge k=2, AdamW",
    "rc_transformer_dropout": "engine, recomputed TransformerEncoderLayer with dropout 0.1: the dropout clones are side effects, never merged",
    "rc_conv_bn_gm_k2": "engine, recomputed conv2d + batch_norm + relu, gradient merge k=2, Momentum",
    "rc_mlp_cond_gm_k2": "engine, `if` between two recompute segments, gradient merge k=2",
    "rc_mlp_cond_in": "engine, `if` inside the recompute segment (the `pd_op.if` is cloned)",
    "rc_bf16_mlp_two_gm_k2": "engine, AMP O2 bf16 with master grad, recompute, gradient merge k=2",
    "rc_dup_loss": "engine, recompute, the loss computed twice and the second fetched: CSE inserts a `pd_op.assign` for the `shadow_output`",
    "rc_dup_loss_gm_k2": "engine, as `rc_dup_loss` with gradient merge k=2",
}

GM_CASES = {
    # our name -> (gen_gm_cases Case fields)
    "gm_mlp_adam_k4_avg": dict(model="mlp", opt="adam", k=4, avg=True, bias=True),
    "gm_mlp_sgd_k2_noavg": dict(model="mlp", opt="sgd", k=2, avg=False),
    "gm_tp2_mlp_adamw_k2_avg": dict(model="mlp", opt="adamw", k=2, avg=True, bias=True, mesh="tp2", numeric=False),
    "gm_bf16_master_grad_sgd_k3_avg": dict(
        model="mlp", opt="sgd", k=3, avg=True, bias=True, amp="bf16_o2_master_grad", numeric=False
    ),
    "gm_cond_sgd_k2_avg": dict(model="mlp_cond", opt="sgd", k=2, avg=True, bias=True),
}

RC_CASES = {
    # our name -> (gen_fusion_cases Case fields): the dist program right after Paddle's
    # recompute pass (k=1) or after gradient merge, which the engine runs after recompute
    "rc_mlp_two": dict(kind="recompute", model="mlp", segments="two"),
    "rc_mlp_two_gm_k2": dict(kind="recompute", model="mlp", k=2, segments="two"),
    "rc_mlp_whole_bias_gm_k3": dict(kind="recompute", model="mlp", k=3, bias=True, segments="whole", opt="adam"),
    "rc_transformer_gm_k2": dict(kind="recompute", model="transformer", k=2, bias=True, segments="one", opt="adamw"),
    "rc_transformer_dropout": dict(
        kind="recompute", model="transformer_dropout", bias=True, segments="one", opt="adamw"
    ),
    "rc_conv_bn_gm_k2": dict(kind="recompute", model="conv_bn", k=2, bias=True, segments="one", opt="momentum"),
    "rc_mlp_cond_gm_k2": dict(kind="recompute", model="mlp_cond", k=2, bias=True, segments="two"),
    "rc_mlp_cond_in": dict(kind="recompute", model="mlp_cond_in", bias=True, segments="one"),
    "rc_bf16_mlp_two_gm_k2": dict(
        kind="recompute", model="mlp", k=2, bias=True, segments="two", amp="bf16_o2_master_grad"
    ),
    "rc_dup_loss": dict(kind="recompute", model="mlp", bias=True, segments="two", loss="dup_mse"),
    "rc_dup_loss_gm_k2": dict(kind="recompute", model="mlp", k=2, bias=True, segments="two", loss="dup_mse"),
}


# --------------------------------------------------------------------------------------------
# static programs (child process only)
# --------------------------------------------------------------------------------------------


def _static_case(paddle, name: str):
    nn, F = paddle.nn, paddle.nn.functional
    main, startup = paddle.static.Program(), paddle.static.Program()
    paddle.seed(2024)
    with paddle.static.program_guard(main, startup):
        if name in ("mlp_sgd", "mlp_adam", "mlp_adamw_bias", "bf16_cast_mlp"):
            bias = None if name == "mlp_adamw_bias" else False
            x = paddle.static.data("x", [4, 16], "float32")
            if name == "mlp_sgd":
                y = paddle.static.data("y", [4, 1], "int64")
                h = F.relu(nn.Linear(16, 32)(x))
                loss = F.cross_entropy(nn.Linear(32, 10)(h), y)
                paddle.optimizer.SGD(0.1).minimize(loss)
            else:
                y = paddle.static.data("y", [4, 8], "float32")
                l0, l1 = nn.Linear(16, 16, bias_attr=bias), nn.Linear(16, 8, bias_attr=bias)
                if name == "bf16_cast_mlp":
                    h = F.relu(l0(x.astype("bfloat16").astype("float32")))
                    o = l1(h.astype("bfloat16").astype("float32"))
                else:
                    o = l1(F.relu(l0(x)))
                loss = F.mse_loss(o, y)
                opt = {
                    "mlp_adam": lambda: paddle.optimizer.Adam(0.01),
                    "mlp_adamw_bias": lambda: paddle.optimizer.AdamW(0.01, weight_decay=0.01),
                    "bf16_cast_mlp": lambda: paddle.optimizer.SGD(0.1),
                }[name]()
                opt.minimize(loss)
        elif name == "mlp_dead_branches":
            x = paddle.static.data("x", [4, 16], "float32")
            lin = nn.Linear(16, 16)
            h = lin(x)
            _unused = paddle.tanh(h) * 3.0
            _drop = F.dropout(h, 0.5)
            _mm = paddle.matmul(x, paddle.full([16, 4], 0.5))
            paddle.static.Print(paddle.mean(h), message="mean of h")
            z = paddle.full([4, 16], 0.0)
            paddle.assign(paddle.exp(h), z)
            out = paddle.sum(F.relu(h))
            paddle.base.libpaddle.pir.append_shadow_output(main, out, "out", len(main.global_block().ops))
        elif name == "dup_exprs":
            x = paddle.static.data("x", [2, 3], "float32")
            w = paddle.static.data("w", [2, 3], "float32")
            x.stop_gradient = False
            a, b = paddle.full([2, 3], 0.5), paddle.full([2, 3], 0.5)
            c, d = paddle.add(x, a), paddle.add(b, x)  # commutative + equal operands
            e, f = paddle.multiply(c, w), paddle.multiply(w, d)
            g1, g2 = paddle.exp(e), paddle.exp(f)
            w.stop_gradient = False
            g3 = paddle.exp(e)  # stop_gradient differs from g1's
            s1, s2 = paddle.scale(g1, 2.0), paddle.scale(g2, 2.0)
            s3 = paddle.scale(g1, 3.0)  # an attribute differs
            t1, t2 = paddle.tanh(x), paddle.tanh(x)
            z = paddle.tanh(x)
            paddle.assign(paddle.full([2, 3], 1.0), z)  # z is written in place: never merged
            u1, u2 = paddle.sin(x), paddle.sin(x)  # both fetched: the duplicate gets an assign
            m = s1 + s2 + s3 + g3 + t1 + t2 + z
            blk = main.global_block()
            pir = paddle.base.libpaddle.pir
            pir.append_shadow_output(main, m, "m", len(blk.ops))
            pir.append_shadow_output(main, u1, "u1", len(blk.ops))
            pir.append_shadow_output(main, u2, "u2", len(blk.ops))
            pir.append_shadow_output(main, paddle.cos(x), "v1", len(blk.ops))
            v2 = paddle.cos(x)
            pir.append_shadow_output(main, v2, "v2", len(blk.ops))
            pir.append_shadow_output(main, paddle.abs(v2), "v3", len(blk.ops))
        elif name == "conv_bn_momentum":
            x = paddle.static.data("x", [4, 3, 8, 8], "float32")
            y = paddle.static.data("y", [4, 8], "float32")
            h = nn.BatchNorm2D(4)(nn.Conv2D(3, 4, 3, padding=1)(x))
            h = paddle.flatten(nn.MaxPool2D(2, 2)(F.relu(h)), 1)
            loss = F.mse_loss(nn.Linear(64, 8)(h), y)
            paddle.optimizer.Momentum(0.1, momentum=0.9).minimize(loss)
        elif name == "transformer_adamw":
            x = paddle.static.data("x", [2, 6, 16], "float32")
            y = paddle.static.data("y", [2, 6, 8], "float32")
            enc = nn.TransformerEncoderLayer(16, 2, 32, dropout=0.1, activation="gelu", normalize_before=True)
            loss = F.mse_loss(nn.Linear(16, 8)(enc(x)), y)
            paddle.optimizer.AdamW(0.01, weight_decay=0.01).minimize(loss)
        elif name == "cond_sgd":
            x = paddle.static.data("x", [4, 16], "float32")
            y = paddle.static.data("y", [4, 8], "float32")
            l0, l1 = nn.Linear(16, 16), nn.Linear(16, 8)
            h = l0(x)
            e = paddle.exp(h * 0.1)
            r = paddle.static.nn.cond(
                paddle.mean(h) > 0.0,
                lambda: paddle.exp(h * 0.1) + paddle.exp(h * 0.1),
                lambda: paddle.tanh(h) + paddle.tanh(h),
            )
            loss = F.mse_loss(l1(r + e), y)
            paddle.optimizer.SGD(0.1).minimize(loss)
        elif name == "while_loop":
            x = paddle.static.data("x", [4, 16], "float32")
            i = paddle.full([1], 0, "int64")
            n = paddle.full([1], 3, "int64")

            def body(i, h):
                _dead = paddle.cos(h)
                h2 = paddle.tanh(h) + paddle.tanh(h) + paddle.full([4, 16], 0.5) + paddle.full([4, 16], 0.5)
                return [i + 1, h2]

            _, h = paddle.static.nn.while_loop(lambda i, h: i < n, body, [i, paddle.exp(x)])
            out = paddle.sum(h) + paddle.sum(paddle.exp(x))
            paddle.base.libpaddle.pir.append_shadow_output(main, out, "out", len(main.global_block().ops))
        elif name == "forward_only":
            x = paddle.static.data("x", [4, 16], "float32")
            h = F.relu(nn.Linear(16, 8)(x))
            blk = main.global_block()
            paddle.base.libpaddle.pir.append_shadow_output(main, h, "h", len(blk.ops))
            paddle.base.libpaddle.pir.append_shadow_output(main, paddle.sum(h), "loss", len(blk.ops))
        elif name == "inplace_dups":
            x = paddle.static.data("x", [2, 3], "float32")
            y = paddle.static.data("y", [2, 3], "float32")
            a = paddle._C_ops.scale_(x, 2.0, 0.0, True)
            b = paddle._C_ops.scale_(x, 2.0, 0.0, True)
            c, d = paddle.exp(y), paddle.exp(y)
            e = paddle._C_ops.scale_(y, 3.0, 0.0, True)
            out = paddle.sum(a) + paddle.sum(b) + paddle.sum(c) + paddle.sum(d) + paddle.sum(e)
            paddle.base.libpaddle.pir.append_shadow_output(main, out, "out", len(main.global_block().ops))
        else:
            raise ValueError(name)
    return main, startup


def _run_pass(paddle, program, short: str) -> None:
    from paddle.pir import PassManager

    pm = PassManager()
    pm.add_pass(PASSES[short], {})
    pm.run(program)


def _run_passes(paddle, main) -> dict[str, str]:
    out = {"before": str(main)}
    for short in PASSES:
        clone = main.clone()
        if str(clone) != out["before"]:
            raise SystemExit("Program.clone() printed differently from the program")
        _run_pass(paddle, clone, short)
        out[short] = str(clone)
    return out


def _gm_case(name: str, short: str, tmp: Path) -> None:
    """Gradient-merged engine program: captured right after Paddle's gradient merge pass.

    A dist program's clone does not print like the program itself, so the pass runs on the
    engine's program in place (one child process per pass) and the engine goes on with it."""
    import numpy as np
    import paddle
    import paddle.distributed as dist
    from paddle.distributed.passes import auto_parallel_gradient_merge as gm
    from paddle.io import DataLoader, Dataset

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import gen_gm_cases as g  # noqa: PLC0415 - the model builders of the gm oracle

    case = g.Case(**GM_CASES[name])
    cap: dict = {}
    orig = gm.GradientMergePass._apply_single_impl

    def hooked(self, main, startup, ctx):
        r = orig(self, main, startup, ctx)
        cap["before"] = str(main)
        _run_pass(paddle, main, short)
        cap[short] = str(main)
        return r

    gm.GradientMergePass._apply_single_impl = hooked
    paddle.seed(2024)
    np.random.seed(2024)
    x, y = g._data(case)
    mesh, model = g._build_model(paddle, case)
    opt = g._optimizer(paddle, case, model.parameters())
    if case.amp:
        model.to(dtype="bfloat16")
        opt._multi_precision = True

    strategy = dist.Strategy()
    strategy.gradient_merge.enable = True
    strategy.gradient_merge.k_steps = case.k
    strategy.gradient_merge.avg = case.avg
    if case.amp:
        g._allow_amp_on_cpu()
        strategy.amp.enable = True
        strategy.amp.dtype = "bfloat16"
        strategy.amp.level = "O2"
        strategy.amp.use_master_grad = True
    kb = case.k * g.MICRO_BATCH
    loader = dist.shard_dataloader(DataLoader(array_dataset(Dataset, x, y), batch_size=kb, shuffle=False), meshes=mesh)
    dm = dist.to_static(model, loader, paddle.nn.MSELoss(), opt, strategy=strategy)
    dm.train()
    if "before" not in cap:
        raise SystemExit("gradient merge pass did not run")
    for k, v in cap.items():
        (tmp / f"{k}.pir").write_text(v, encoding="utf-8", newline="")


def _rc_case(name: str, short: str, tmp: Path) -> None:
    """Recompute engine program (models of scripts/gen_fusion_cases.py): captured right after
    Paddle's recompute pass, or after its gradient merge pass where the case merges; the pass
    runs on the engine's program in place, as for the gm cases."""
    import paddle
    from paddle.distributed.passes import auto_parallel_gradient_merge as gm
    from paddle.distributed.passes import auto_parallel_recompute_pir as rcp

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import gen_fusion_cases as gf  # noqa: PLC0415 - the model builders of the recompute oracle

    case = gf.Case(**RC_CASES[name])
    cls = gm.GradientMergePass if case.k > 1 else rcp.AutoParallelRecomputePIRPass
    orig = cls._apply_single_impl

    def hooked(self, main, startup, ctx=None):
        r = orig(self, main, startup, ctx)
        (tmp / "before.pir").write_text(str(main), encoding="utf-8", newline="")
        _run_pass(paddle, main, short)
        (tmp / f"{short}.pir").write_text(str(main), encoding="utf-8", newline="")
        return r

    cls._apply_single_impl = hooked
    gf.train_once(paddle, case)
    if not (tmp / "before.pir").exists():
        raise SystemExit(f"{cls.__name__} did not run")


def _run_child(name: str, tmp: Path) -> None:
    if name in GM_CASES or name in RC_CASES:
        for short in PASSES:
            sub = tmp / short
            sub.mkdir()
            _spawn([name + ":" + short, str(sub)])
            if (tmp / "before.pir").exists() and (tmp / "before.pir").read_bytes() != (sub / "before.pir").read_bytes():
                raise SystemExit("the engine built two different programs")
            (sub / "before.pir").replace(tmp / "before.pir")
            (sub / f"{short}.pir").replace(tmp / f"{short}.pir")
        return
    if ":" in name:
        gm_name, short = name.split(":")
        (_rc_case if gm_name in RC_CASES else _gm_case)(gm_name, short, tmp)
        return
    import paddle

    paddle.enable_static()
    main, startup = _static_case(paddle, name)
    for k, v in _run_passes(paddle, main).items():
        (tmp / f"{k}.pir").write_text(v, encoding="utf-8", newline="")
    if startup.global_block().ops:  # programs without parameters have an empty startup
        (tmp / "startup.pir").write_text(str(startup), encoding="utf-8", newline="")


# --------------------------------------------------------------------------------------------
# driver (no paddle import)
# --------------------------------------------------------------------------------------------


def _op_count(text: str) -> int:
    return sum(1 for ln in text.splitlines() if '= "' in ln)


def _spawn(args: list[str]) -> None:
    env = dict(os.environ, PYTHONWARNINGS="ignore", PYTHONHASHSEED="0", GLOG_minloglevel="2")
    p = subprocess.run(
        [sys.executable, __file__, "--child", *args], check=False, env=env, capture_output=True, text=True
    )
    if p.returncode != 0:
        lines = [ln for ln in (p.stderr + p.stdout).splitlines() if ln.strip()]
        raise SystemExit(f"{args[0]}: rc={p.returncode}: {lines[-1] if lines else ''}")


def run_case(name: str, out: Path) -> dict:
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        _spawn([name, td])
        stats: dict = {}
        before = (tmp / "before.pir").read_text(encoding="utf-8")
        samples = store(out.parent)  # out is samples/passes
        samples.copy(tmp / "before.pir", out / f"{name}.before.pir")
        for short in PASSES:
            text = (tmp / f"{short}.pir").read_text(encoding="utf-8")
            samples.copy(tmp / f"{short}.pir", out / f"{name}.{short}.pir")
            stats[short] = {"ops_before": _op_count(before), "ops_after": _op_count(text), "changed": text != before}
        if (tmp / "startup.pir").exists():
            samples.copy(tmp / "startup.pir", out / f"{name}.startup.pir")
    return stats


INDEX_HEAD = """# samples/passes: Paddle 3.3.1's DCE and CSE, before/after

Written by `scripts/gen_cleanup_cases.py` (regenerate one case with `--only NAME`; the output
is the same from run to run). Per case `NAME`: `NAME.before.pir` (the program as built),
`NAME.dce.pir` (after `dead_code_elimination_pass`), `NAME.cse.pir` (after
`common_subexpression_elimination_pass`), each pass run alone through
`paddle.pir.PassManager` on a clone of the program; static cases also have
`NAME.startup.pir`. `gm_*` programs are the auto-parallel engine's main program right after
`auto_parallel_gradient_merge_pass` (models of `scripts/gen_gm_cases.py`); `rc_*` programs
are the engine's main program right after `auto_parallel_recompute_pir` (or, with `_gm_k`,
after the gradient merge the engine runs next), models of `scripts/gen_fusion_cases.py`:
Paddle's CSE folds recompute's clones (`bwd_recompute_id`) back into the forward ops.

Ops counted over all blocks (nested ones included); "=" means the pass printed the input back
unchanged. `stats.json` (this generator's op counts, which the table is written from) and
`fusion_status.json` (what `scripts/gen_fusion_cases.py` recorded of each of its cases) are the
generators' records.

What the `rc_*` and `inplace_dups` pairs show about Paddle 3.3.1's CSE: it folds recompute's
clones into the forward ops they copy (every clone that is not a side effect, an in-place
op or a reader of one), never replaces an in-place op (`inplace_dups`: two equal `scale_` of one input both stay;
`rc_conv_bn_gm_k2`: the `batch_norm_` clone stays, and so do the equal `scale_` ops of
Momentum's lost average), still merges an op whose operand a later in-place op writes
(`inplace_dups`: the two `exp`), and on a dist program gives the `pd_op.assign` it inserts for a
fetched duplicate an `op_dist_attr` (the value's distribution, `chunk_id:-1`) and no `op_role`
(`rc_dup_loss`, `rc_dup_loss_gm_k2`). All of it builds on CPU, bf16 included.

| case | what | ops | after dce | after cse |
|---|---|---|---|---|
"""


def write_index(out: Path, stats: dict[str, dict]) -> None:
    rows = []
    for n in CASES:
        s = stats.get(n)
        if s is None:
            continue

        def cell(k: str, s: dict = s) -> str:
            d = s[k]
            return "=" if not d["changed"] else f"{d['ops_after']} ({d['ops_after'] - d['ops_before']:+d})"

        rows.append(f"| `{n}` | {CASES[n]} | {s['dce']['ops_before']} | {cell('dce')} | {cell('cse')} |")
    idx = out / "INDEX.md"
    old = idx.read_text(encoding="utf-8") if idx.exists() else ""
    other = old.find("\n# ")  # the sections other generators write (gen_fusion_cases.py) stay
    tail = "\n" + old[other + 1 :] if other >= 0 else ""
    store(out.parent).write_text(idx, INDEX_HEAD + "\n".join(rows) + "\n" + tail)
    store(out.parent).write_text(out / "stats.json", json.dumps(stats, indent=1, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    a = case_parser(__doc__, 2).parse_args(argv)
    if a.child:
        _run_child(a.child[0], Path(a.child[1]))
        return 0
    if a.list:
        for n, d in CASES.items():
            print(f"{n:34s} {d}")
        return 0
    out = a.out / "passes"
    out.mkdir(parents=True, exist_ok=True)
    stats_path = out / "stats.json"
    stats = json.loads(stats_path.read_text()) if stats_path.exists() else {}
    stats.update(run_cases("gen_cleanup_cases", a.only or list(CASES), lambda n: run_case(n, out)))
    write_index(out, stats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
