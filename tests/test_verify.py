"""verify(): structural checks of programs, and the `pirtool verify` command."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool.attrs import Attr
from pirtool.cli import main as cli
from pirtool.ir import Operation, Value
from pirtool.text.parser import parse, parse_file
from pirtool.types import tensor_type
from pirtool.verify import Diagnostic, verify

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted(  # a link is a copy of another sample (scripts/_samples.py)
    p for p in (ROOT / "samples").rglob("*.pir") if "logs" not in p.parts and "pp" not in p.parts and not p.is_symlink()
)
GM = ROOT / "samples" / "gm"
REAL = ROOT / "samples" / "real"


#: Paddle 3.3.1's fused_linear_param_grad_add output on gradients accumulated by hand: it reads
#: the fused bias gradient above the fused op (docs/passes.md). Kept as Paddle printed it.
INVALID_BY_PADDLE = {"passes/fused_hand_bias_first.after.pir", "passes/fused_hand_three_layers.after.pir"}


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: str(p.relative_to(ROOT / "samples")))
def test_real_dumps_verify(path: Path) -> None:
    problems = [d.message for d in verify(parse_file(path))]
    if str(path.relative_to(ROOT / "samples")) in INVALID_BY_PADDLE:
        assert problems and all("is used before it is defined" in m for m in problems), problems
    else:
        assert problems == []


def _mlp():
    return parse_file(GM / "mlp_sgd_k2_avg.before.pir")


def test_use_before_def() -> None:
    prog = _mlp()
    ops = prog.body.ops
    relu = next(op for op in ops if op.name == "pd_op.relu")
    blk = prog.body
    blk.remove(relu)
    blk.insert_before(ops[0], relu)  # relu now reads %5 before matmul defines it
    diags = verify(prog)
    assert len(diags) == 1
    d = diags[0]
    assert "used before it is defined" in d.message and d.op == "pd_op.relu" and d.line == relu.line
    assert str(d).startswith(f"line {relu.line}: pd_op.relu: operand 0 (%5)")


def test_out_of_scope_region_value() -> None:
    prog = parse_file(GM / "cond_sgd_k2_avg.before.pir")
    if_op = next(op for op in prog.body if op.name == "pd_op.if")
    inner = if_op.regions[0].blocks[0].first
    assert inner is not None and inner.results
    user = if_op.next
    assert user is not None and user.operands
    user.set_operand(0, inner.results[0])
    diags = verify(prog)
    assert any("not in scope" in d.message and d.op == user.name for d in diags)


def test_value_of_enclosing_block_is_visible_in_region() -> None:
    prog = parse_file(GM / "cond_sgd_k2_avg.before.pir")
    assert verify(prog) == []  # the if branches read values of the top block


def test_operand_type_count() -> None:
    prog = _mlp()
    op = next(op for op in prog.body if op.name == "pd_op.relu")
    # an extra operand while the printed signature keeps one operand type
    extra = Operation(
        op.name,
        [*op.operands, op.operands[0]],
        [r.type for r in op.results],
        op.attrs,
        op.syntax,
        op.signature,
        op.line,
    )
    prog.body.insert_after(op, extra)
    diags = verify(prog)
    assert any("2 operands but 1 operand types" in d.message and d.line == op.line for d in diags)


def test_printed_type_differs_from_definition() -> None:
    text = (GM / "mlp_sgd_k2_avg.before.pir").read_text()
    line = next(ln for ln in text.splitlines() if '"pd_op.relu" (%5)' in ln)
    lineno = text.splitlines().index(line) + 1
    bad = text.replace(line, line.replace(": (pd_dist.tensor<4x16xf32", ": (pd_dist.tensor<4x17xf32", 1))
    diags = verify(parse(bad))
    assert len(diags) == 1
    assert diags[0].line == lineno and "printed as pd_dist.tensor<4x17xf32" in diags[0].message
    assert "defined as pd_dist.tensor<4x16xf32" in diags[0].message


def test_kwarg_must_exist() -> None:
    prog = parse_file(GM / "mlp_sgd_k2_avg.after.pir")
    assert verify(prog) == []
    add = next(op for op in prog.body if op.name == "pd_op.add_")
    stray = Value(add.operands[0].type, None, 0, "kwarg", "%kwarg_nowhere@GRAD@MERGE")
    add.set_operand(0, stray)
    diags = verify(prog)
    assert len(diags) == 1 and "not a keyword argument of this block" in diags[0].message


def test_duplicate_names() -> None:
    prog = _mlp()
    ops = prog.body.ops
    ops[3].results[0].name = ops[2].results[0].name
    diags = verify(prog)
    assert any(f"value {ops[2].results[0].name} is defined twice" in d.message for d in diags)


def test_op_not_in_program() -> None:
    prog = _mlp()
    full = Operation.create("pd_op.full", [], [tensor_type((1,), "f32")], {"value": Attr.double(1.0)})
    relu = next(op for op in prog.body if op.name == "pd_op.relu")
    relu.set_operand(0, full.results[0])
    diags = verify(prog)
    assert any("not in the program" in d.message for d in diags)


def test_pass_output_verifies_and_new_ops_have_no_line() -> None:
    from pirtool.passes import GradientMerge, PassContext

    prog = _mlp()
    GradientMerge(k=2).apply(PassContext(prog))
    assert verify(prog) == []
    add = next(op for op in prog.body if op.name == "pd_op.add_")
    scale = next(op for op in prog.body if op.name == "pd_op.scale_")
    add.parent.remove(add)  # type: ignore[union-attr]
    add.parent = None
    prog.body.insert_after(scale, add)  # still fine: reads kwarg and the grad defined earlier
    assert verify(prog) == []
    sgd = next(op for op in prog.body if op.name == "pd_op.sgd_")
    prog.body.remove(scale)
    prog.body.insert_after(sgd, scale)  # the sgd_ now reads the scale before it is defined
    diags = verify(prog)
    assert len(diags) == 1 and diags[0].line == sgd.line and "used before it is defined" in diags[0].message
    assert Diagnostic("m").format("f.pir") == "f.pir: error: m"


# ----------------------------------------------------------------------------------------------
# CLI


def test_cli_verify_clean() -> None:
    r = CliRunner().invoke(cli, ["verify", str(GM / "mlp_sgd_k2_avg.after.pir")])
    assert r.exit_code == 0 and r.output == ""


def test_cli_verify_diagnostics(tmp_path: Path) -> None:
    text = (GM / "mlp_sgd_k2_avg.before.pir").read_text()
    line = next(ln for ln in text.splitlines() if '"pd_op.relu" (%5)' in ln)
    lineno = text.splitlines().index(line) + 1
    f = tmp_path / "bad.pir"
    f.write_text(text.replace(line, line.replace(": (pd_dist.tensor<4x16xf32", ": (pd_dist.tensor<4x17xf32", 1)))
    r = CliRunner().invoke(cli, ["verify", str(f)])
    assert r.exit_code == 1
    assert f"{f}:{lineno}: error: pd_op.relu: operand 0 (%5) is printed as" in r.output
    assert "1 problem(s)" in r.output


def test_cli_verify_bad_input(tmp_path: Path) -> None:
    f = tmp_path / "garbage.pir"
    f.write_text('{\n    (%0) = "pd_op.relu" (%7) {} : (tensor<f32>) -> tensor<f32>\n}\n')
    r = CliRunner().invoke(cli, ["verify", str(f)])
    assert r.exit_code == 2 and "undefined value %7" in r.output
    r = CliRunner().invoke(cli, ["verify", str(tmp_path / "missing.pir")])
    assert r.exit_code == 2


def test_cli_verify_program_in_a_log() -> None:
    log = ROOT / "samples" / "logs" / "passmanager_ir_printing.stdout.log"
    if not log.exists():
        pytest.skip("no log sample")
    r = CliRunner().invoke(cli, ["verify", str(log), "--index", "0"])
    assert r.exit_code == 0, r.output


def test_verify_notes_values_defined_outside_the_program() -> None:
    """A real dump (a pruned program) uses %2 without defining it: a note, not an error."""
    from click.testing import CliRunner

    from pirtool.cli import main
    from pirtool.verify import external_uses

    path = ROOT / "samples" / "real" / "gen_convnet_bn_eval_forward.pir"
    prog = parse_file(path)
    uses = external_uses(prog)
    # independently from the text: names used as operands but never defined as results
    import re

    text = path.read_text()
    defined = {n for m in re.finditer(r"^\s*\(([^)]*)\) =", text, re.M) for n in m.group(1).split(", ") if n}
    used = [n for m in re.finditer(r'" \(([^)]*)\) \{', text) for n in m.group(1).split(", ") if n.startswith("%")]
    expected = list(dict.fromkeys(n for n in used if n not in defined))
    assert [v.name for v, _ in uses] == expected and expected
    assert (uses[0][0].name, uses[0][1].name, uses[0][1].line) == ("%2", "pd_op.conv2d", 3)
    r = CliRunner().invoke(main, ["verify", str(path)])
    assert r.exit_code == 0
    assert f"{path}:3: note: %2 is defined outside this program (first used by pd_op.conv2d)" in r.stderr
