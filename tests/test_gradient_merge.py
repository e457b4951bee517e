"""gradient-merge against Paddle 3.3.1's own pass: every before/after pair in samples/gm, and the
auto-parallel tensor-parallel pair in samples/real, must come out byte for byte (kwarg lines,
which Paddle prints from an unordered map, compared as a set; see test_kwarg_order_exact too).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool.attrs import Attr
from pirtool.cli import main as cli
from pirtool.errors import PirError
from pirtool.paddle.optimizers import OPTIMIZER_OPERANDS
from pirtool.passes import GradientMerge, PassContext
from pirtool.passes.gradient_merge import find_params_grads, paddle_scale_operand
from pirtool.text.parser import parse, parse_file
from pirtool.text.printer import print_program
from pirtool.verify import verify

ROOT = Path(__file__).resolve().parent.parent
GM = ROOT / "samples" / "gm"
REAL = ROOT / "samples" / "real"
TP_BEFORE = REAL / "dist_mesh2_tp_gm_03_after_reshard.pir"
TP_AFTER = REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir"

CASES = sorted(
    p.name[: -len(".before.pir")] for p in GM.glob("*.before.pir") if not p.name.endswith(".startup.before.pir")
)


def config(name: str) -> tuple[int, bool]:
    """k and avg of a case: its ref.json config, else parsed from the name (`_k<N>`, `_noavg`)."""
    ref = GM / f"{name}.ref.json"
    if ref.exists():
        c = json.loads(ref.read_text())["config"]
        return int(c["k"]), bool(c["avg"])
    m = re.search(r"_k(\d+)(?:_|$)", name)
    assert m, f"cannot tell k of {name}"
    return int(m.group(1)), "_noavg" not in name


def paddle_is_wrong(name: str) -> bool:
    """Paddle 3.3.1 loses the average when no optimizer op is named *adam*/*sgd* (Momentum, Lamb)."""
    _, avg = config(name)
    text = (GM / f"{name}.before.pir").read_text()
    names = {n for n in OPTIMIZER_OPERANDS if f'"{n}"' in text}
    return avg and bool(names) and all(paddle_scale_operand(n) is None for n in names)


def split_kw(text: str) -> tuple[str, set[str]]:
    """The text without its kwarg lines, and the kwarg lines as a set."""
    kw = {ln for ln in text.splitlines() if ln.lstrip().startswith("%kwarg_")}
    rest = "\n".join(ln for ln in text.splitlines() if not ln.lstrip().startswith("%kwarg_"))
    return rest, kw


def assert_same_modulo_kw_order(got: str, want: str) -> None:
    g, gk = split_kw(got)
    w, wk = split_kw(want)
    assert gk == wk
    if g != w:
        gl, wl = g.splitlines(), w.splitlines()
        for i, (a, b) in enumerate(zip(gl, wl, strict=False)):
            assert a == b, f"first difference at line {i + 1}"
        assert len(gl) == len(wl)
    assert got.endswith("\n") == want.endswith("\n")


def run_gm(name: str, **opts: object) -> tuple[PassContext, str, str]:
    k, avg = config(name)
    main = parse_file(GM / f"{name}.before.pir")
    startup = parse_file(GM / f"{name}.startup.before.pir")
    ctx = PassContext(main, startup)
    GradientMerge(**{"k": k, "avg": avg, **opts}).apply(ctx)  # type: ignore[arg-type]
    return ctx, print_program(main), print_program(startup)


# ----------------------------------------------------------------------------------------------
# Paddle's own output, byte for byte


def test_cases_found() -> None:
    assert len(CASES) >= 5
    assert "mlp_sgd_k2_avg" in CASES


@pytest.mark.parametrize("name", [c for c in CASES if not paddle_is_wrong(c)])
def test_matches_paddle(name: str) -> None:
    ctx, out, sout = run_gm(name)
    assert_same_modulo_kw_order(out, (GM / f"{name}.after.pir").read_text())
    assert sout == (GM / f"{name}.startup.after.pir").read_text()
    assert verify(ctx.main) == []
    assert ctx.startup is not None and verify(ctx.startup) == []
    # same output as Paddle: nothing to warn about, except clipping reading the sum
    assert all("clip(sum)" in w for w in ctx.warnings)
    assert bool(ctx.warnings) == ("clip" in name)


@pytest.mark.parametrize("name", CASES)
def test_paddle_compat_matches_paddle_exactly(name: str) -> None:
    """With paddle_compat the output is Paddle's to the byte, kwarg order included."""
    ctx, out, sout = run_gm(name, paddle_compat=True)
    assert out == (GM / f"{name}.after.pir").read_text()
    assert sout == (GM / f"{name}.startup.after.pir").read_text()
    assert verify(ctx.main) == []


@pytest.mark.parametrize("name", [c for c in CASES if not paddle_is_wrong(c)])
def test_kwarg_order_exact(name: str) -> None:
    """Paddle prints kwargs from a std::unordered_map; pirtool replays libstdc++'s order."""
    _, out, _ = run_gm(name)
    assert split_kw(out)[1] and [ln for ln in out.splitlines() if "%kwarg_" in ln and "{place" in ln] == [
        ln for ln in (GM / f"{name}.after.pir").read_text().splitlines() if "%kwarg_" in ln and "{place" in ln
    ]


def test_dist_mesh2_tp_pair() -> None:
    main = parse_file(TP_BEFORE)
    ctx = PassContext(main)
    GradientMerge(k=4).apply(ctx)
    out = print_program(main)
    assert_same_modulo_kw_order(out, TP_AFTER.read_text())
    assert out == TP_AFTER.read_text()
    assert verify(main) == []
    # AdamW is averaged like Paddle; clipping reads the sum first, which is reported.
    assert any("clip(sum)/4" in w for w in ctx.warnings)


def test_params_grads_order_is_paddles() -> None:
    for name in CASES:
        ref = GM / f"{name}.ref.json"
        if not ref.exists():
            continue
        want = [p for p, _ in json.loads(ref.read_text())["pass_attrs"]["params_grads"]]
        got = [p.param_name for p in find_params_grads(parse_file(GM / f"{name}.before.pir"))]
        assert got == [p for p in want if p in got], name
        # the ones missing are parameters without gradient (batch-norm statistics)
        assert all("batch_norm" in p for p in want if p not in got), name


# ----------------------------------------------------------------------------------------------
# Where pirtool deliberately differs: optimizers Paddle does not average


WRONG = [c for c in CASES if paddle_is_wrong(c)]


def test_momentum_cases_exist() -> None:
    assert "mlp_momentum_k2_avg" in WRONG


def _strip_average(prog_text: str, k: int, *, trailing: bool) -> str:
    """Remove full(1/k)+scale_ pairs: those feeding optimizers (ours), or the ones after the last
    zeroing op (Paddle's), rewiring readers of the scale back to its input."""
    prog = parse(prog_text)
    ops = prog.body.ops
    last_zero = max(i for i, op in enumerate(ops) if op.name == "pd_op.set_value_with_tensor_")
    for i, op in enumerate(ops):
        if op.name != "pd_op.scale_" or (i > last_zero) != trailing:
            continue
        full = op.operands[1].defining_op
        assert full is not None and full.name == "pd_op.full" and full.attr("value") == pytest.approx(1.0 / k, rel=1e-6)
        op.results[0].replace_all_uses_with(op.operands[0])
        op.erase()
        full.erase()
    return print_program(prog, renumber=True)


@pytest.mark.parametrize("name", WRONG)
def test_momentum_scaled_before_optimizer(name: str) -> None:
    k, _ = config(name)
    ctx, out, sout = run_gm(name)
    paddle = (GM / f"{name}.after.pir").read_text()
    assert out != paddle
    assert sout == (GM / f"{name}.startup.after.pir").read_text()
    assert verify(ctx.main) == []
    # Every optimizer reads full(1/k) * (its accumulated gradient), scaled just before it.
    prog = parse(out)
    opts = [op for op in prog.body if op.name in OPTIMIZER_OPERANDS]
    assert opts
    for op in opts:
        g = op.operands[OPTIMIZER_OPERANDS[op.name][1]]
        scale = g.defining_op
        assert scale is not None and scale.name == "pd_op.scale_" and scale.attr("op_role") == 2
        assert scale.operands[1].defining_op.attr("value") == pytest.approx(1.0 / k, rel=1e-6)
        # the accumulator itself, or a value the optimize stage makes of it (its data-parallel
        # all_reduce, the clip's multiply, a reshard's all_gather / split_with_num + concat)
        src = scale.operands[0]
        for _ in range(5):
            if src.kind == "kwarg":
                break
            assert src.defining_op.attr("op_role") == 2 and src.defining_op.name in (
                "pd_op.all_reduce",
                "pd_op.multiply",
                "pd_op.all_gather",
                "pd_op.concat",
                "pd_op.split_with_num",
            )
            src = src.defining_op.operands[0]
        assert src.kind == "kwarg" and src.name.endswith("@GRAD@MERGE")
    assert not [op for op in prog.body.ops[-3:] if op.name == "pd_op.scale_"]  # nothing after the zeroing
    # ... and that is the only difference from Paddle's output.
    assert _strip_average(out, k, trailing=False) == _strip_average(paddle, k, trailing=True)
    assert any("Paddle 3.3.1 appends its scale_ ops after the accumulators are zeroed" in w for w in ctx.warnings)


def test_momentum_merged_equals_plain_numerically(tmp_path, monkeypatch) -> None:
    """Run with pirtool's numpy runner: the fixed Momentum merge trains like the plain program."""
    name = "mlp_momentum_k3_avg"
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    r = runner.invoke(
        cli,
        [
            "merge",
            str(GM / f"{name}.before.pir"),
            "-k",
            "3",
            "--startup",
            str(GM / f"{name}.startup.before.pir"),
            "--startup-out",
            "s.pir",
            "-o",
            "m.pir",
        ],
    )
    assert r.exit_code == 0, r.output
    args = [
        str(GM / f"{name}.plain.pir"),
        "-k",
        "3",
        "-s",
        str(GM / f"{name}.startup.before.pir"),
        "--params",
        str(GM / f"{name}.npz"),
        "--feed",
        str(GM / f"{name}.npz"),
    ]
    ours = runner.invoke(cli, ["check-loss", args[0], "m.pir", *args[1:], "--startup-after", "s.pir"])
    assert ours.exit_code == 0, ours.output
    theirs = runner.invoke(
        cli,
        [
            "check-loss",
            args[0],
            str(GM / f"{name}.after.pir"),
            *args[1:],
            "--startup-after",
            str(GM / f"{name}.startup.after.pir"),
        ],
    )
    assert theirs.exit_code == 1  # Paddle's own merge does not train like plain


# ----------------------------------------------------------------------------------------------
# Options


def test_no_avg_adds_no_scale() -> None:
    ctx, out, _ = run_gm("mlp_sgd_k2_avg", avg=False)
    assert '"pd_op.scale_"' not in out
    assert out.count('"pd_op.add_"') == 2


def test_ops_made_alike_are_independent_after_the_pass() -> None:
    """The pass stamps equal ops from one memo: editing one of them must leave the others as they were."""
    ctx, out, _ = run_gm("mesh2x2_mlp_adamw_k2_avg")
    fias = [op for op in ctx.main.ops_named("pd_op.full_int_array") if not op.line]  # made by the pass
    assert len(fias) >= 6 and len({op.attrs.text() for op in fias}) == 1
    fias[0].set_attr("value", Attr.int_array([3]))
    after = print_program(ctx.main)
    changed = [(a, b) for a, b in zip(out.split("\n"), after.split("\n"), strict=True) if a != b]
    assert len(changed) == 1 and "value:[3]" in changed[0][1] and '"pd_op.full_int_array"' in changed[0][0]


def test_k1_still_accumulates() -> None:
    _, out, _ = run_gm("mlp_sgd_k1_avg")
    assert "value:1}" in out and out.count("grad_merge_add:true") == 2


def test_sync_each_step_moves_dp_reduce_into_backward() -> None:
    ctx, out, _ = run_gm("dp2_mlp_sgd_k2_avg", gradient_sync_after_accumulate=False)
    assert verify(ctx.main) == []
    prog = parse(out)
    ops = prog.body.ops
    for ar in [op for op in ops if op.name == "pd_op.all_reduce" and op.op_role == 1 and op.attr("ring_id") == 21]:
        # reads the micro-step gradient straight from its producer, feeds the accumulation
        assert ar.prev is ar.operands[0].defining_op
        (user,) = ar.results[0].users
        assert user.name == "pd_op.add_" and user.operands[0].kind == "kwarg"
    assert sum(1 for op in ops if op.name == "pd_op.all_reduce" and op.op_role == 1) == 2
    assert not [op for op in ops if op.name == "pd_op.all_reduce" and op.op_role == 2]
    for op in ops:
        if op.name == "pd_op.sgd_":
            src = op.operands[2].defining_op
            assert src.name == "pd_op.scale_" and src.operands[0].kind == "kwarg"
    assert any("every micro-step" in w for w in ctx.warnings)


def test_sync_each_step_without_dp_reduce_warns() -> None:
    ctx, _, _ = run_gm("mlp_sgd_k2_avg", gradient_sync_after_accumulate=False)
    assert any("no data-parallel reduce op" in w for w in ctx.warnings)


def test_scale_before_clip_averages_before_the_norm() -> None:
    ctx, out, _ = run_gm("mlp_clip_sgd_k3_avg", scale_before_clip=True)
    assert verify(ctx.main) == []
    prog = parse(out)
    norms = [op for op in prog.body if op.name == "pd_op.squared_l2_norm"]
    assert norms
    for n in norms:
        s = n.operands[0].defining_op
        assert s is not None and s.name == "pd_op.scale_" and s.operands[0].kind == "kwarg"
    assert not [w for w in ctx.warnings if "clip(sum)" in w]


def test_default_warns_when_clip_reads_the_sum() -> None:
    ctx, _, _ = run_gm("mlp_clip_sgd_k3_avg")
    assert any("clip(sum)/3" in w for w in ctx.warnings)


@pytest.mark.parametrize(
    "name", ["gen_dist_mesh1_sgd_05_final_dense_main", "gen_dist_mesh2_dp_momentum_05_final_dense_main"]
)
def test_dense_program_gets_no_dist_attrs(name: str) -> None:
    """A program after dist2dense: new ops get dense types and no op_dist_attr."""
    main = parse_file(REAL / f"{name}.pir")
    n_opt = len([op for op in main.body if op.name in OPTIMIZER_OPERANDS])
    ctx = PassContext(main)
    GradientMerge(k=2).apply(ctx)
    out = print_program(main)
    assert "pd_dist" not in out and "op_dist_attr" not in out
    assert out.count("grad_merge_add:true") == n_opt
    assert out.count('"pd_op.set_value_with_tensor_"') == n_opt
    assert verify(main) == []


@pytest.mark.parametrize(
    "name", ["gen_dist_mesh2_tp_adamw_clip_03_after_reshard", "gen_dist_mesh2x2_dp_tp_adam_03_after_reshard"]
)
def test_other_auto_parallel_programs(name: str) -> None:
    main = parse_file(REAL / f"{name}.pir")
    n_opt = len([op for op in main.body if op.name in OPTIMIZER_OPERANDS])
    ctx = PassContext(main)
    GradientMerge(k=4).apply(ctx)
    out = print_program(main)
    assert out.count("grad_merge_add:true") == n_opt
    assert verify(main) == []
    assert parse(out) is not None


@pytest.mark.parametrize("name", ["mlp_sgd_main", "mlp_adam_main", "transformer_block_adam_main"])
def test_dense_program_without_op_roles(name: str) -> None:
    """Plain static programs print no op_role: roles are inferred, nothing dist is invented,
    and every op the pass did not touch prints exactly as read."""
    text = (REAL / f"{name}.pir").read_text()
    main = parse(text)
    n_opt = len([op for op in main.body if op.name in OPTIMIZER_OPERANDS])
    GradientMerge(k=2).apply(PassContext(main))
    out = print_program(main)
    assert "op_dist_attr" not in out and "pd_dist" not in out
    assert out.count("grad_merge_add:true") >= n_opt
    assert verify(parse(out)) == []
    # Untouched ops keep their attribute text: only new ops carry op_role.
    new_lines = [ln for ln in out.splitlines() if "op_role" in ln]
    assert new_lines and all(
        any(
            k in ln
            for k in (
                '"pd_op.add_"',
                '"pd_op.full"',
                '"pd_op.scale_"',
                '"pd_op.full_int_array"',
                '"pd_op.set_value_with_tensor_"',
            )
        )
        for ln in new_lines
    )
    src_attrs = {ln.split(") = ", 1)[1] for ln in text.splitlines() if ") = " in ln and "_grad" in ln}
    out_attrs = {ln.split(") = ", 1)[1] for ln in out.splitlines() if ") = " in ln}
    assert {a.split(" {", 1)[1] for a in src_attrs} <= {a.split(" {", 1)[1] for a in out_attrs if " {" in a}


@pytest.mark.parametrize("path", sorted(GM.glob("*.plain.pir")), ids=lambda p: p.name)
def test_inferred_roles_match_paddle(path) -> None:
    """The role inference for role-less programs agrees with the roles Paddle printed."""
    from pirtool.paddle.roles import infer_roles

    prog = parse_file(path)
    truth = {op: op.op_role for op in prog.body}
    for op in prog.body:
        op.remove_attr("op_role")
    assert infer_roles(prog.body) == truth


# ----------------------------------------------------------------------------------------------
# Bad input


def _before(name: str = "mlp_sgd_k2_avg") -> str:
    return (GM / f"{name}.before.pir").read_text()


@pytest.mark.parametrize("k", [0, -3])
def test_k_must_be_positive(k: int) -> None:
    with pytest.raises(PirError, match="k must be an integer >= 1"):
        GradientMerge(k=k).apply(PassContext(parse(_before())))


def _without_optimizer() -> str:
    return "".join(ln for ln in _before().splitlines(keepends=True) if '"pd_op.sgd_"' not in ln)


@pytest.mark.parametrize("text", [_without_optimizer, lambda: (REAL / "gen_convnet_bn_eval_forward.pir").read_text()])
def test_no_optimizer_op(text) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(PirError, match="no optimizer op"):
        GradientMerge(k=2).apply(PassContext(parse(text())))


def test_grad_without_backward_producer() -> None:
    text = _before().replace('"pd_op.sgd_" (%1, %0, %19,', '"pd_op.sgd_" (%1, %0, %3,')
    with pytest.raises(PirError, match="no backward producer") as e:
        GradientMerge(k=2).apply(PassContext(parse(text)))
    assert e.value.line is not None


def test_unknown_optimizer() -> None:
    text = _before().replace('"pd_op.sgd_" (%1,', '"pd_op.my_optimizer_" (%1,')
    with pytest.raises(PirError, match="unknown optimizer op pd_op.my_optimizer_ updates parameter linear_1.w_0"):
        GradientMerge(k=2).apply(PassContext(parse(text)))


def test_applied_twice() -> None:
    with pytest.raises(PirError, match="applied twice"):
        GradientMerge(k=2).apply(PassContext(parse((GM / "mlp_sgd_k2_avg.after.pir").read_text())))


# ----------------------------------------------------------------------------------------------
# CLI


def test_cli_merge_writes_paddles_output(tmp_path: Path) -> None:
    out, sout = tmp_path / "m.pir", tmp_path / "s.pir"
    r = CliRunner().invoke(
        cli,
        [
            "merge",
            str(GM / "mlp_adam_k2_avg.before.pir"),
            "-k",
            "2",
            "--startup",
            str(GM / "mlp_adam_k2_avg.startup.before.pir"),
            "--startup-out",
            str(sout),
            "-o",
            str(out),
            "--stat",
        ],
    )
    assert r.exit_code == 0, r.output
    assert out.read_text() == (GM / "mlp_adam_k2_avg.after.pir").read_text()
    assert sout.read_text() == (GM / "mlp_adam_k2_avg.startup.after.pir").read_text()
    assert "4 accumulators" in r.output


def test_cli_merge_momentum_warns_on_stderr(tmp_path: Path) -> None:
    r = CliRunner().invoke(
        cli, ["merge", str(GM / "mlp_momentum_k2_avg.before.pir"), "-k", "2", "-o", str(tmp_path / "m.pir")]
    )
    assert r.exit_code == 0
    assert "pirtool: warning: gradient-merge: averaged the gradients of 2 pd_op.momentum_" in r.output
    assert "(set --paddle-compat to reproduce that)" in r.output  # merge's flag, not the pass option
    r = CliRunner().invoke(cli, ["opt", "-p", "gradient-merge{k=2}", str(GM / "mlp_momentum_k2_avg.before.pir")])
    assert r.exit_code == 0 and "(set paddle_compat=true to reproduce that)" in r.output  # a pipeline's spelling


def test_cli_merge_warnings_name_its_own_flags_and_scale_before_clip_is_one(tmp_path: Path) -> None:
    """A warning names the option that answers it in the command's own words, and `merge` has
    that option: --scale-before-clip prints what the pipeline's scale_before_clip=true prints."""
    before = str(GM / "mlp_clip_sgd_k3_avg.before.pir")
    r = CliRunner().invoke(cli, ["merge", before, "-k", "3", "-o", str(tmp_path / "m.pir")])
    assert (
        r.exit_code == 0
        and "clip(sum)/3, as Paddle 3.3.1 does for adam/sgd; --scale-before-clip averages first" in r.output
    )
    r = CliRunner().invoke(cli, ["opt", "-p", "gradient-merge{k=3}", before, "-o", str(tmp_path / "o.pir")])
    assert r.exit_code == 0 and "; scale_before_clip=true averages first" in r.output
    r = CliRunner().invoke(cli, ["merge", before, "-k", "3", "--scale-before-clip", "-o", str(tmp_path / "s.pir")])
    p = CliRunner().invoke(
        cli, ["opt", "-p", "gradient-merge{k=3,scale_before_clip=true}", before, "-o", str(tmp_path / "p.pir")]
    )
    assert r.exit_code == p.exit_code == 0 and "averages first" not in r.output
    assert (tmp_path / "s.pir").read_text() == (tmp_path / "p.pir").read_text() != (tmp_path / "m.pir").read_text()


@pytest.mark.parametrize(
    "args, message",
    [
        (["-k", "0"], "k must be an integer >= 1"),
        (["-k", "2", "--startup", str(GM / "mlp_sgd_k2_avg.startup.before.pir")], "--startup needs --startup-out"),
        (
            ["-k", "2", "--paddle-compat", "--scale-before-clip"],
            "--paddle-compat and --scale-before-clip cannot be combined",
        ),
    ],
)
def test_cli_merge_bad_args(tmp_path: Path, args: list[str], message: str) -> None:
    out = tmp_path / "m.pir"
    r = CliRunner().invoke(cli, ["merge", str(GM / "mlp_sgd_k2_avg.before.pir"), *args, "-o", str(out)])
    assert r.exit_code == 2
    assert message in r.output
    assert not out.exists()


def test_cli_merge_bad_program_writes_nothing(tmp_path: Path) -> None:
    src = tmp_path / "fwd.pir"
    src.write_text((REAL / "gen_convnet_bn_eval_forward.pir").read_text())
    out = tmp_path / "m.pir"
    r = CliRunner().invoke(cli, ["merge", str(src), "-k", "2", "-o", str(out)])
    assert r.exit_code == 2
    assert ":1:1: error: no optimizer op" in r.output  # located at the program (issue 11)
    assert r.output.count("error:") == 1
    assert not out.exists()


def test_cli_merge_error_points_at_the_line(tmp_path: Path) -> None:
    src = tmp_path / "bad.pir"
    src.write_text(_before().replace('"pd_op.sgd_" (%1,', '"pd_op.my_optimizer_" (%1,'))
    r = CliRunner().invoke(cli, ["merge", str(src), "-k", "2"])
    assert r.exit_code == 2
    line = next(i for i, ln in enumerate(src.read_text().splitlines(), 1) if "my_optimizer_" in ln)
    assert f"{src}:{line}:19: error: unknown optimizer op" in r.output
    assert '"pd_op.my_optimizer_"' in r.output  # the source line is shown


def test_cli_merge_help_has_an_example() -> None:
    r = CliRunner().invoke(cli, ["merge", "--help"])
    assert r.exit_code == 0 and "pirtool merge main.pir -k 4" in r.output


def _log_with(program: str) -> str:
    header = "===-------------------------------------------------------------------------===\n"
    label = "        IRPrinting on builtin.module after reshard pass\n"
    return "I0101 00:00:00 training starts\nsome other output\n" + header + label + header + program + "\n\n"


def test_cli_merge_from_a_log(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text(_log_with(_before()))
    out = tmp_path / "m.pir"
    r = CliRunner().invoke(cli, ["merge", str(log), "--name", "after reshard", "-k", "2", "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert out.read_text() == (GM / "mlp_sgd_k2_avg.after.pir").read_text()


def test_cli_merge_error_in_a_log_points_at_the_log_line(tmp_path: Path) -> None:
    bad = _before().replace('"pd_op.sgd_" (%1,', '"pd_op.my_optimizer_" (%1,')
    log = tmp_path / "train.log"
    log.write_text(_log_with(bad))
    r = CliRunner().invoke(cli, ["merge", str(log), "--index", "0", "-k", "2"])
    assert r.exit_code == 2
    line = next(i for i, ln in enumerate(log.read_text().splitlines(), 1) if "my_optimizer_" in ln)
    assert f"{log}:{line}:19: error: unknown optimizer op" in r.output


def test_startup_already_initialised_leaves_main_untouched() -> None:
    main = parse(_before())
    startup = parse_file(GM / "mlp_sgd_k2_avg.startup.after.pir")
    with pytest.raises(PirError, match="already initialises linear_1.w_0@GRAD@MERGE"):
        GradientMerge(k=2).apply(PassContext(main, startup))
    assert not main.edited and not startup.edited


def test_seed_2024_dump_merges_in_its_own_format() -> None:
    """The seed's 2024 (E2) dump merges into a 2024-format program with the seed's structure."""
    seed = ROOT / "samples" / "seed"
    main = parse_file(seed / "mlp_pp_rank0_sgd.before_gm.e2.pir")
    GradientMerge(k=1).apply(PassContext(main))
    out = print_program(main)
    after = (seed / "mlp_pp_rank0_sgd.after_gm.e2.pir").read_text()
    # kwargs on the ^kw: line, exactly as the 2024 printer wrote them
    assert out.splitlines()[1] == after.splitlines()[1] == "    ^kw:%kwarg_linear_0.w_0.dist@GRAD@MERGE"
    new_lines = [
        ln
        for ln in out.splitlines()
        if ln not in after.splitlines()
        and ln not in (seed / "mlp_pp_rank0_sgd.before_gm.e2.pir").read_text().splitlines()
    ]
    assert new_lines
    for ln in new_lines:  # everything new is spelt in the 2024 dialect
        assert "op_role:(Int32)" in ln or '"pd_op.add_"' in ln or "op_role:" not in ln
        assert "chunk_id" not in ln and "placements" not in ln
        assert "tensor<" not in ln.replace("pd_dist.tensor<", "")
    assert "value:(Double)1" in out and "dtype:(pd_op.DataType)float32" in out
    ops = [op.name for op in main.body]
    # the seed's structure: add_ right after matmul_grad, the optimizer reads the accumulator
    assert ops[ops.index("pd_op.matmul_grad") + 1] == "pd_op.add_"
    sgd = main.ops_named("pd_op.sgd_")[0]
    g = sgd.operands[2]
    assert g.defining_op is not None and g.defining_op.name == "pd_op.scale_"
    assert g.defining_op.operands[0].keyword == "linear_0.w_0.dist@GRAD@MERGE"
    assert g.defining_op.op_role == 2 and g.defining_op.operands[1].defining_op.op_role == 2
    assert ops[-1] == "pd_op.set_value_with_tensor_"
    assert verify(parse(out)) == []


# ----------------------------------------------------------------------------------------------
# _move_used_grad_op: which consumers of a gradient move to the optimize stage


def _consumer_program(consumers: str) -> str:
    """A one-parameter SGD program whose gradient %3 also feeds `consumers` (op_role 1)."""
    t = "tensor<4xf32>"
    return "\n".join(
        [
            "{",
            f'    (%0) = "builtin.parameter" () {{parameter_name:"w",persistable:[true],stop_gradient:[false]}} : () -> {t}',
            f'    (%1) = "pd_op.full" () {{dtype:float32,op_role:0,place:Place(cpu),shape:[4],stop_gradient:[true],value:1}} : () -> {t}',
            '    (%2) = "pd_op.full" () {dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:0.1} : () -> tensor<1xf32>',
            f'    (%3) = "pd_op.relu_grad" (%0, %1) {{op_role:1,stop_gradient:[false]}} : ({t}, {t}) -> {t}',
            *consumers.format(t=t).split("\n"),
            f'    (%0_out) = "pd_op.sgd_" (%0, %2, %3, <<NULL VALUE>>) {{multi_precision:false,op_role:2}} : ({t}, tensor<1xf32>, {t}, <<NULL TYPE>>) -> {t}',
            "}",
            "",
        ]
    ).replace("%0_out", "%9")


def _roles_after_merge(text: str) -> dict[str, int]:
    prog = parse(text)
    GradientMerge(k=2, avg=False).apply(PassContext(prog))
    return {op.name: op.op_role for op in prog.body if op.line}


def test_a_single_operand_consumer_chain_moves_to_the_optimize_stage() -> None:
    text = _consumer_program(
        '    (%4) = "pd_op.assign" (%3) {{op_role:1,stop_gradient:[false]}} : ({t}) -> {t}\n'
        '    (%5) = "pd_op.squared_l2_norm" (%4) {{op_role:1,stop_gradient:[false]}} : ({t}) -> tensor<1xf32>'
    )
    roles = _roles_after_merge(text)
    assert roles["pd_op.assign"] == 2 and roles["pd_op.squared_l2_norm"] == 2
    assert roles["pd_op.relu_grad"] == 1


def test_a_chain_that_ends_in_a_send_stays() -> None:
    text = _consumer_program(
        '    (%4) = "pd_op.assign" (%3) {{op_role:1,stop_gradient:[false]}} : ({t}) -> {t}\n'
        '    () = "pd_op.send_v2" (%4) {{op_role:1,peer:1,ring_id:0}} : ({t}) -> '
    )
    roles = _roles_after_merge(text)
    assert roles["pd_op.assign"] == 1 and roles["pd_op.send_v2"] == 1


def test_a_chain_through_a_two_operand_op_stays() -> None:
    text = _consumer_program(
        '    (%4) = "pd_op.assign" (%3) {{op_role:1,stop_gradient:[false]}} : ({t}) -> {t}\n'
        '    (%5) = "pd_op.add" (%4, %1) {{op_role:1,stop_gradient:[false]}} : ({t}, {t}) -> {t}'
    )
    roles = _roles_after_merge(text)
    assert roles["pd_op.assign"] == 1 and roles["pd_op.add"] == 1


def test_a_slice_of_the_grad_moves_with_its_index_ops() -> None:
    text = _consumer_program(
        '    (%4) = "pd_op.full_int_array" () {{dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[0]}} : () -> tensor<1xi64>\n'
        '    (%5) = "pd_op.full_int_array" () {{dtype:int64,op_role:1,place:Place(cpu),stop_gradient:[true],value:[2]}} : () -> tensor<1xi64>\n'
        '    (%6) = "pd_op.slice" (%3, %4, %5) {{axes:[0],decrease_axis:[],infer_flags:[1],op_role:1,stop_gradient:[false]}} : ({t}, tensor<1xi64>, tensor<1xi64>) -> tensor<2xf32>'
    )
    prog = parse(text)
    GradientMerge(k=2, avg=False).apply(PassContext(prog))
    moved = [
        (op.name, op.op_role) for op in prog.body if op.line and op.name in ("pd_op.slice", "pd_op.full_int_array")
    ]
    assert moved == [("pd_op.full_int_array", 2), ("pd_op.full_int_array", 2), ("pd_op.slice", 2)]


def test_reshard_gathers_of_a_parameter_are_seen_through() -> None:
    """tp2 + Momentum: reshard gathers each sharded parameter (and its accumulator) in front of
    momentum_. The accumulators keep the parameters' names, and the gathers on the optimizer's
    own path are not mistaken for ops that read the un-averaged sum (clipping)."""
    ctx, out, _ = run_gm("tp2_mlp_momentum_k3_avg")
    assert "%kwarg_linear_0.w_0.dist@GRAD@MERGE" in out and "%kwarg_linear_1.w_0.dist@GRAD@MERGE" in out
    assert not any("read the accumulated sum" in w for w in ctx.warnings)
    assert any("averaged the gradients of 2 pd_op.momentum_" in w for w in ctx.warnings)
    assert verify(ctx.main) == []
