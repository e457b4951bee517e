"""Pass infrastructure: pipeline strings, registry, options; remove-master-grad-cast; `opt`/`passes` CLI."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest
from click.testing import CliRunner

from pirtool.cli import main as cli
from pirtool.errors import PirError
from pirtool.paddle.collectives import is_dp_grad_sync, is_grad_sync_op, is_tp_backward_sync
from pirtool.paddle.kwarg_order import hash_bytes, unordered_map_order
from pirtool.paddle.names import RENAME_SUFFIX, is_renamed
from pirtool.passes import (
    GradientMerge,
    Pass,
    PassContext,
    RemoveMasterGradCast,
    get_pass,
    option,
    parse_pipeline,
    register_pass,
    registered_passes,
)
from pirtool.text.parser import parse, parse_file
from pirtool.text.printer import print_program
from pirtool.verify import verify

ROOT = Path(__file__).resolve().parent.parent
GM = ROOT / "samples" / "gm"
REAL = ROOT / "samples" / "real"


# ----------------------------------------------------------------------------------------------
# Pipeline strings


def test_pipeline_basic() -> None:
    ps = parse_pipeline("gradient-merge{k=4,avg=true},remove-master-grad-cast")
    assert [p.name for p in ps] == ["gradient-merge", "remove-master-grad-cast"]
    gm = ps[0]
    assert isinstance(gm, GradientMerge) and gm.k == 4 and gm.avg is True and gm.paddle_compat is False
    assert isinstance(ps[1], RemoveMasterGradCast) and ps[1].force is False


@pytest.mark.parametrize(
    "text, k, avg",
    [
        ("gradient-merge{k=2}", 2, True),
        (" gradient-merge { k = 3 , avg = false } ", 3, False),
        ("gradient-merge{k=8 avg=0}", 8, False),
        ("gradient-merge{avg=no,k=1}", 1, False),
    ],
)
def test_pipeline_spellings(text: str, k: int, avg: bool) -> None:
    (p,) = parse_pipeline(text)
    assert isinstance(p, GradientMerge) and (p.k, p.avg) == (k, avg)


def test_pipeline_bool_options() -> None:
    (p,) = parse_pipeline("gradient-merge{k=2,gradient_sync_after_accumulate=false,paddle_compat=true}")
    assert isinstance(p, GradientMerge) and p.gradient_sync_after_accumulate is False and p.paddle_compat is True
    (q,) = parse_pipeline("remove-master-grad-cast{force=true}")
    assert isinstance(q, RemoveMasterGradCast) and q.force is True


def test_spec_round_trips() -> None:
    for text in ["gradient-merge{k=4,avg=false}", "remove-master-grad-cast{force=true}"]:
        (p,) = parse_pipeline(text)
        (q,) = parse_pipeline(p.spec())
        assert q == p
    assert parse_pipeline("gradient-merge{k=4}")[0].spec() == (
        "gradient-merge{k=4,avg=true,gradient_sync_after_accumulate=true,paddle_compat=false,scale_before_clip=false}"
    )


@pytest.mark.parametrize(
    "text, col, message",
    [
        ("", 1, "empty pipeline"),
        ("   ", 4, "empty pipeline"),
        ("gradient-merg{k=4}", 1, "unknown pass 'gradient-merg'"),
        ("remove-master-grad-cast,nope", 25, "unknown pass 'nope'"),
        ("gradient-merge{k=4,kk=2}", 20, "pass 'gradient-merge' has no option 'kk'"),
        ("gradient-merge{k=four}", 18, "takes an integer, not 'four'"),
        ("gradient-merge{k=4.5}", 18, "takes an integer, not '4.5'"),
        ("gradient-merge{k=4,avg=maybe}", 24, "takes true or false, not 'maybe'"),
        ('gradient-merge{k="4"}', 18, "takes an int, not a string"),
        ("gradient-merge{k=4", 15, "unclosed '{' of pass 'gradient-merge'"),
        ("gradient-merge{k=4,avg=true", 15, "unclosed '{'"),
        ("gradient-merge}", 15, "'}' without a matching '{'"),
        ("gradient-merge{k=4}}", 20, "expected ',' between passes"),
        ("gradient-merge{k=4}remove-master-grad-cast", 20, "expected ',' between passes"),
        ("gradient-merge{k}", 17, "expected '=' after option 'k'"),
        ("gradient-merge{k=}", 18, "expected a value"),
        ("gradient-merge{=4}", 16, "expected a option name"),
        ("gradient-merge{k=4,k=2}", 20, "option 'k' given twice"),
        ("gradient-merge", 1, "needs option 'k' (int)"),
        ("gradient-merge{avg=true}", 1, "needs option 'k'"),
        ("gradient-merge{k=0}", 1, "k must be an integer >= 1"),
        ("gradient-merge{k=2,paddle_compat=true,scale_before_clip=true}", 1, "cannot be combined"),
        ("gradient-merge{k=2},,remove-master-grad-cast", 21, "expected a pass name, found ','"),
        ("gradient-merge{k=2},", 21, "expected a pass name, found end of text"),
        ('gradient-merge{k=2,avg="true}', 24, "unterminated string"),
    ],
)
def test_pipeline_errors(text: str, col: int, message: str) -> None:
    with pytest.raises(PirError) as e:
        parse_pipeline(text)
    err = e.value
    assert message in err.reason
    assert err.col == col, (err.col, err.reason)
    assert err.line == 1 and err.filename == "<pipeline>" and err.source_line == text
    shown = err.format().splitlines()
    assert shown[0].startswith(f"<pipeline>:1:{col}: error: ")
    assert shown[2] == " " * (col - 1) + "^"


# ----------------------------------------------------------------------------------------------
# Registry and options


def test_registry() -> None:
    passes = registered_passes()
    assert {"gradient-merge", "remove-master-grad-cast"} <= set(passes)
    assert get_pass("gradient-merge") is GradientMerge
    with pytest.raises(KeyError):
        get_pass("nope")
    opts = {o.name: o for o in GradientMerge.options()}
    assert opts["k"].required and opts["k"].type is int
    assert opts["avg"].default is True and opts["avg"].type is bool and opts["avg"].help
    assert not opts["gradient_sync_after_accumulate"].required


def test_register_a_pass() -> None:
    @register_pass
    @dataclass
    class CountOps(Pass):
        name: ClassVar[str] = "test-count-ops"
        label: str = option("ops", "what to call them")
        scale: float = option(1.0, "a float option")

        def apply(self, ctx: PassContext) -> None:
            ctx.warn(f"{self.label}: {sum(1 for _ in ctx.main.walk()) * self.scale:g}")

    (p,) = parse_pipeline('test-count-ops{label="n ops",scale=0.5}')
    ctx = PassContext(parse_file(GM / "mlp_sgd_k2_avg.before.pir"))
    p.apply(ctx)
    p.apply(ctx)
    assert ctx.warnings == ["n ops: 11.5"]  # warnings are de-duplicated
    with pytest.raises(PirError, match="takes a number"):
        parse_pipeline("test-count-ops{scale=x}")
    with pytest.raises(TypeError):
        register_pass(int)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------------------------
# remove-master-grad-cast


def _merged_bf16() -> PassContext:
    main = parse_file(GM / "bf16_master_grad_sgd_k2.after.pir")
    return PassContext(main)


def test_remove_master_grad_cast_after_merge() -> None:
    """After gradient merge the master casts read the f32 accumulator: f32 → f32, removed."""
    ctx = _merged_bf16()
    before = [op for op in ctx.main.walk() if op.attr("master_grad_cast")]
    assert before and all(op.operands[0].kind == "kwarg" for op in before)
    RemoveMasterGradCast().apply(ctx)
    assert not [op for op in ctx.main.walk() if op.attr("master_grad_cast")]
    assert ctx.warnings == []
    assert verify(ctx.main) == []
    # the averaging scale_ now reads the accumulator itself
    for op in ctx.main.walk():
        if op.name == "pd_op.scale_":
            assert op.operands[0].kind == "kwarg"
    out = print_program(ctx.main)
    assert out.count('"pd_op.cast"') == (GM / "bf16_master_grad_sgd_k2.after.pir").read_text().count(
        '"pd_op.cast"'
    ) - len(before)
    assert verify(parse(out)) == []


def test_remove_master_grad_cast_keeps_dtype_changing_casts() -> None:
    main = parse_file(GM / "bf16_master_grad_sgd_k2.before.pir")
    ctx = PassContext(main)
    RemoveMasterGradCast().apply(ctx)
    assert len([op for op in main.walk() if op.attr("master_grad_cast")]) == 2
    assert any("kept 2 master-grad cast(s)" in w for w in ctx.warnings)
    assert not main.edited


def test_remove_master_grad_cast_force() -> None:
    main = parse_file(GM / "bf16_master_grad_bias_sgd_k4_avg.before.pir")
    ctx = PassContext(main)
    RemoveMasterGradCast(force=True).apply(ctx)
    assert not [op for op in main.walk() if op.attr("master_grad_cast")]
    assert verify(main) == []
    for op in main.walk():
        if op.name == "pd_op.sgd_":
            assert op.operands[2].type.dtype == "bf16"  # the optimizer now reads the bf16 grad
    assert verify(parse(print_program(main))) == []


def test_pipeline_merge_then_remove_cast() -> None:
    main = parse_file(GM / "bf16_master_grad_sgd_k2.before.pir")
    startup = parse_file(GM / "bf16_master_grad_sgd_k2.startup.before.pir")
    ctx = PassContext(main, startup)
    for p in parse_pipeline("gradient-merge{k=2},remove-master-grad-cast"):
        p.apply(ctx)
    assert not [op for op in main.walk() if op.attr("master_grad_cast")]
    assert verify(main) == [] and verify(startup) == []


# ----------------------------------------------------------------------------------------------
# comm utility


def test_comm_recognises_dp_and_tp_syncs() -> None:
    from pirtool.passes.gradient_merge import find_params_grads

    dp = parse_file(GM / "dp2_mlp_sgd_k2_avg.before.pir")
    ars = [op for op in dp.body if op.name == "pd_op.all_reduce"]
    grads = [p.grad for p in find_params_grads(dp)]
    assert len(ars) == len(grads) == 2
    assert all(is_dp_grad_sync(op) for op in ars)
    assert sorted(is_dp_grad_sync(op, g) for op in ars for g in grads) == [False, False, True, True]
    # tensor parallel: forward all_reduce (op_role 0), backward all_reduce (op_role 1) feeding
    # further backward ops, and the all_reduce of partial squared norms in clipping (op_role 2)
    big = parse_file(REAL / "LARGE_dist_deep24_mesh2_tp_gm_04_before_auto_parallel_gradient_merge_pass.pir")
    syncs = [op for op in big.body if is_grad_sync_op(op)]
    by_role = {r: [op for op in syncs if op.op_role == r] for r in (0, 1, 2)}
    assert all(len(v) > 0 for v in by_role.values())
    assert all(is_tp_backward_sync(op) and not is_dp_grad_sync(op) for op in by_role[1])
    assert not any(is_dp_grad_sync(op) or is_tp_backward_sync(op) for op in by_role[0])
    grads = [p.grad for p in find_params_grads(big)]
    assert not any(is_dp_grad_sync(op, g) for op in by_role[2] for g in grads)  # norms, not gradients
    assert RENAME_SUFFIX == "@RENAME"


def test_comm_renamed_values() -> None:
    main = parse_file(GM / "mlp_sgd_k2_avg.after.pir")
    kw = next(iter(main.body.kwargs.values()))
    assert not is_renamed(kw)
    kw.name = "%kwarg_linear_0.w_0@GRAD@RENAME@block0@0"
    assert is_renamed(kw)


# ----------------------------------------------------------------------------------------------
# kwarg order (libstdc++ std::unordered_map)


def test_hash_bytes_known_values() -> None:
    # std::hash<std::string> of libstdc++ (x86-64), computed with g++.
    assert hash_bytes(b"") == 6142509188972423790
    assert hash_bytes(b"a") == 4993892634952068459


def test_unordered_map_order() -> None:
    keys = [f"p{i}@GRAD@MERGE" for i in range(40)]
    order = unordered_map_order(keys)
    assert sorted(order) == sorted(keys)
    assert unordered_map_order(["a@GRAD@MERGE", "b@GRAD@MERGE"]) == ["b@GRAD@MERGE", "a@GRAD@MERGE"]


# ----------------------------------------------------------------------------------------------
# CLI: opt, passes


def test_cli_passes_lists_options() -> None:
    r = CliRunner().invoke(cli, ["passes"])
    assert r.exit_code == 0
    assert "gradient-merge" in r.output and "k: int (required)" in r.output and "avg: bool (default true)" in r.output
    assert "remove-master-grad-cast" in r.output and "force: bool (default false)" in r.output


def test_cli_opt_matches_paddle(tmp_path: Path) -> None:
    out, sout = tmp_path / "m.pir", tmp_path / "s.pir"
    r = CliRunner().invoke(
        cli,
        [
            "opt",
            str(GM / "mlp_adam_k3_avg.before.pir"),
            "-p",
            "gradient-merge{k=3}",
            "--startup",
            str(GM / "mlp_adam_k3_avg.startup.before.pir"),
            "--startup-out",
            str(sout),
            "-o",
            str(out),
            "--timing",
        ],
    )
    assert r.exit_code == 0, r.output
    assert out.read_text() == (GM / "mlp_adam_k3_avg.after.pir").read_text()
    assert sout.read_text() == (GM / "mlp_adam_k3_avg.startup.after.pir").read_text()
    assert "gradient-merge" in r.output and "total" in r.output  # timing table on stderr


def test_cli_opt_print_ir(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    r = CliRunner().invoke(
        cli,
        [
            "opt",
            str(GM / "bf16_master_grad_sgd_k2.before.pir"),
            "-p",
            "gradient-merge{k=2},remove-master-grad-cast",
            "--print-ir-after-all",
            "--print-ir-tree-dir",
            str(tree),
            "-o",
            str(tmp_path / "m.pir"),
        ],
    )
    assert r.exit_code == 0, r.output
    assert "IRPrinting on builtin.module after gradient-merge pass" in r.output
    assert "IRPrinting on builtin.module after remove-master-grad-cast pass" in r.output
    assert sorted(p.name for p in tree.iterdir()) == ["01_gradient-merge.pir", "02_remove-master-grad-cast.pir"]
    assert (tree / "02_remove-master-grad-cast.pir").read_text() == (tmp_path / "m.pir").read_text()
    assert (tree / "01_gradient-merge.pir").read_text() == (GM / "bf16_master_grad_sgd_k2.after.pir").read_text()
    # the dumps on stderr can be found again by `pirtool extract`
    from pirtool.text import logs

    found = logs.find_programs(r.output)
    assert [f.label for f in found] == [
        f"IRPrinting on builtin.module after {n} pass" for n in ("gradient-merge", "remove-master-grad-cast")
    ]
    assert found[0].text == (GM / "bf16_master_grad_sgd_k2.after.pir").read_text()


def test_cli_opt_bad_pipeline_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "m.pir"
    r = CliRunner().invoke(
        cli, ["opt", str(GM / "mlp_sgd_k2_avg.before.pir"), "-p", "gradient-merge{k=2,avg=yes please}", "-o", str(out)]
    )
    assert r.exit_code == 2
    assert "<pipeline>:1:" in r.output and "error:" in r.output
    assert not out.exists()


def test_cli_opt_pass_error(tmp_path: Path) -> None:
    out = tmp_path / "m.pir"
    r = CliRunner().invoke(
        cli, ["opt", str(GM / "mlp_sgd_k2_avg.after.pir"), "-p", "gradient-merge{k=2}", "-o", str(out)]
    )
    assert r.exit_code == 2
    assert "applied twice" in r.output and r.output.count("error:") == 1
    assert not out.exists()


def test_cli_opt_verify_each_rejects_broken_input(tmp_path: Path) -> None:
    # A use whose printed type disagrees with its definition: parses, but does not verify.
    text = (GM / "mlp_sgd_k2_avg.before.pir").read_text()
    line = next(ln for ln in text.splitlines() if '"pd_op.relu" (%5)' in ln)
    bad = text.replace(line, line.replace(": (pd_dist.tensor<4x16xf32", ": (pd_dist.tensor<4x17xf32", 1))
    src = tmp_path / "bad.pir"
    src.write_text(bad)
    r = CliRunner().invoke(cli, ["opt", str(src), "-p", "gradient-merge{k=2}", "-o", str(tmp_path / "m.pir")])
    assert r.exit_code == 2 and "does not verify" in r.output
    r = CliRunner().invoke(
        cli, ["opt", str(src), "-p", "gradient-merge{k=2}", "--no-verify-each", "-o", str(tmp_path / "m.pir")]
    )
    assert r.exit_code == 0


def test_cli_opt_help_has_an_example() -> None:
    for cmd in ("opt", "passes", "verify"):
        r = CliRunner().invoke(cli, [cmd, "--help"])
        assert r.exit_code == 0 and "pirtool " + cmd in r.output.split("Example", 1)[1]
