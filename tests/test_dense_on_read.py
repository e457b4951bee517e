"""dist-to-dense made while reading (`DenseOnRead`, `plan.read_merged`) against the passes run on
the plainly parsed program: the same bytes on every dist dump in samples/ and on generated ones,
the same group sizes for remove-unuseful-comm, and the plain read (then the passes) wherever the
rewrite cannot vouch for itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import SAMPLES
from hypothesis import HealthCheck, given, settings
from test_hypothesis import dist_programs, e2_programs

from pirtool import parse, print_program
from pirtool.cli import main as cli
from pirtool.passes import PassContext, PassManager
from pirtool.passes.dist_to_dense import DenseOnRead
from pirtool.plan import is_dist, make_plan, read_merged
from pirtool.text.assembly import detect_era
from pirtool.types import may_hold_dist_types

_PIPELINE = "dist-to-dense,remove-unuseful-comm"


def _dist_samples() -> list[Path]:
    # a link is a copy of another sample (scripts/_samples.py)
    return [p for p in sorted(SAMPLES.rglob("*.pir")) if not p.is_symlink() and "pd_dist.tensor<" in p.read_text()]


DIST = _dist_samples()


def _by_passes(text: str) -> tuple[str, dict[int, int]]:
    prog = parse(text)
    ctx = PassContext(prog)
    PassManager.parse(_PIPELINE, verify_each=False).run(ctx)
    return print_program(prog), ctx.analyses.get("ring_sizes", {})


def _on_read(text: str) -> tuple[str, DenseOnRead]:
    dense = DenseOnRead(detect_era(text))
    prog = parse(text, rewrite=dense)
    PassManager.parse("remove-unuseful-comm", verify_each=False).run(_ctx(prog, dense))
    return print_program(prog), dense


def _ctx(prog, dense: DenseOnRead) -> PassContext:
    ctx = PassContext(prog)
    ctx.analyses["ring_sizes"] = dense.ring_sizes
    return ctx


def test_there_are_dist_samples_of_every_kind() -> None:
    dirs = {p.relative_to(SAMPLES).parts[0] for p in DIST}
    assert len(DIST) > 300 and {"gm", "pp", "real"} <= dirs, dirs


@pytest.mark.parametrize("path", DIST, ids=lambda p: str(p.relative_to(SAMPLES)))
def test_reading_dense_gives_the_passes_program(path: Path) -> None:
    text = path.read_text()
    want, rings = _by_passes(text)
    got, dense = _on_read(text)
    assert dense.dist and dense.exact, dense.why  # Paddle's dumps take the fast road
    assert dense.ring_sizes == rings
    assert got == want
    assert print_program(read_merged(text, lambda rw: parse(text, rewrite=rw))) == want


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(dist_programs() | e2_programs())
def test_reading_generated_dist_programs_dense_gives_the_passes_program(text: str) -> None:
    """3.x dist programs, and 2024's (their dist types without placements), or dense ones."""
    if not is_dist(parse(text)):
        assert print_program(read_merged(text, lambda rw: parse(text, rewrite=rw))) == print_program(parse(text))
        return
    want, rings = _by_passes(text)
    got = print_program(read_merged(text, lambda rw: parse(text, rewrite=rw)))
    assert got == want
    _, dense = _on_read(text)
    if dense.exact and dense.dist:
        assert dense.ring_sizes == rings


_DT = "pd_dist.tensor<4xf32, mesh_shape:[1],process_ids:[0],dims_mappings:[-1], placements:[Replicate()]>"
_ATTR = "op_dist_attr:{mesh:{shape:[1],process_ids:[0]},result(0):{mesh_shape:[1],process_ids:[0],dims_mappings:[-1], placements:[Replicate()]},chunk_id:0}"


def _ops(*lines: str) -> str:
    return "{\n" + "".join(f"    {ln}\n" for ln in lines) + "}\n"


@pytest.mark.parametrize(
    "case, text",
    [
        (
            "used before its line",
            _ops(
                f'(%0) = "pd_op.relu" (%1) {{{_ATTR},op_role:0}} : ({_DT}) -> {_DT}',
                f'(%1) = "pd_op.data" () {{name:"x",{_ATTR},shape:[4]}} : () -> {_DT}',
                f'() = "builtin.shadow_output" (%0) {{output_name:"y"}} : ({_DT}) -> ',
            ),
        ),
        (
            "prints no operand types",
            _ops(
                f'(%0) = "pd_op.data" () {{name:"c",{_ATTR},shape:[4]}} : () -> {_DT}',
                f'() = "pd_op.if" (%0) {{{_ATTR},op_role:0}} -> {{',
                '    () = "cf.yield" () {} : () -> ',
                "} else {",
                '    () = "cf.yield" () {} : () -> ',
                "}",
            ),
        ),
    ],
    ids=lambda c: c if isinstance(c, str) and len(c) < 40 else "",
)
def test_what_the_rewrite_cannot_vouch_for_is_read_plainly(case: str, text: str) -> None:
    dense = DenseOnRead(detect_era(text))
    parse(text, rewrite=dense)
    assert dense.dist and not dense.exact and case in (dense.why or "")
    assert print_program(read_merged(text, lambda rw: parse(text, rewrite=rw))) == _by_passes(text)[0]


def test_a_dense_program_that_only_spells_a_dist_type_in_a_string_is_read_as_it_is() -> None:
    text = _ops(
        '(%0) = "pd_op.data" () {name:"tensor<4xf32, mesh_shape:[1]>",shape:[4]} : () -> tensor<4xf32>',
        '() = "builtin.shadow_output" (%0) {output_name:"y"} : (tensor<4xf32>) -> ',
    )
    assert may_hold_dist_types(text)
    prog = read_merged(text, lambda rw: parse(text, rewrite=rw))
    assert not is_dist(prog) and print_program(prog) == text  # no chunk_id given to anything


def test_a_program_with_no_dist_spelling_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    text = _ops('(%0) = "pd_op.data" () {name:"x",shape:[4]} : () -> tensor<4xf32>')
    calls = []
    read_merged(text, lambda rw: calls.append(rw) or parse(text))
    assert calls == [None]


def test_is_dist_sees_dist_kwargs_and_nested_values() -> None:
    kw = (
        "{\n    ^kw:\n        %kwarg_a {persistable:true}\n"
        + f'    () = "builtin.shadow_output" (%kwarg_a) {{output_name:"y"}} : ({_DT}) -> \n}}\n'
    )
    assert is_dist(parse(kw))
    assert not is_dist(parse(_ops('(%0) = "pd_op.data" () {name:"x",shape:[4]} : () -> tensor<4xf32>')))


@pytest.mark.parametrize(
    "path",
    [p for p in DIST if p.parent.name == "gm" and p.name.endswith(".after.pir") and ".startup." not in p.name][:6],
    ids=lambda p: p.name,
)
def test_cli_plan_of_a_dist_rank_is_the_plan_of_the_passes_program(path: Path, tmp_path: Path) -> None:
    import re

    k = int(re.search(r"_k(\d+)[_.]", path.name).group(1))  # the k the case was merged with
    r = CliRunner().invoke(cli, ["plan", str(path), "-k", str(k), "-o", str(tmp_path / "plan")])
    assert r.exit_code == 0, r.output
    plan = make_plan(parse(path.read_text()), "gm", k)  # parsed plainly: make_plan runs the passes
    for job_type, prog in plan.programs.items():
        assert (tmp_path / "plan" / f"{job_type}.pir").read_text() == print_program(prog), job_type


def test_entry_peeks_of_a_paddle_text_has_every_key() -> None:
    from pirtool.attrs.dict import entry_peeks

    text = (
        '{chunk_id:-1,dtype:float32,name:"w_0",op_role:0,persistable:[true],place:Place(undefined:0),'
        "shape:[4,16],stop_gradient:[true]}"
    )
    got = {k: a.text() for k, a in entry_peeks(text).items()}
    assert got == {
        "chunk_id": "-1",
        "dtype": "float32",
        "name": '"w_0"',
        "op_role": "0",
        "persistable": "[true]",
        "place": "Place(undefined:0)",
        "shape": "[4,16]",
        "stop_gradient": "[true]",
    }
    assert list(entry_peeks(text, text.index("op_role"))) == [
        "op_role",
        "persistable",
        "place",
        "shape",
        "stop_gradient",
    ]


@pytest.mark.parametrize("how", ["on read", "by the passes"])
def test_a_bad_value_in_a_converted_text_is_an_error_at_its_line(how: str, tmp_path: Path) -> None:
    # the attribute text was edited (op_dist_attr swapped for chunk_id); the entry is spelt in the
    # line as it was, so the error points at its value, as for any edited dict; never unlocated
    lines = [
        f'(%0) = "pd_op.data" () {{name:"x",{_ATTR},op_role:0,shape:[4]}} : () -> {_DT}',
        f'(%1) = "pd_op.relu" (%0) {{{_ATTR},op_role:zz}} : ({_DT}) -> {_DT}',
        f'() = "builtin.shadow_output" (%1) {{{_ATTR},op_role:0,output_name:"y"}} : ({_DT}) -> ',
    ]
    path = tmp_path / "bad.pir"
    path.write_text(_ops(*lines))
    if how == "on read":
        r = CliRunner().invoke(cli, ["plan", str(path), "-k", "2", "-o", str(tmp_path / "plan")])
        assert r.exit_code == 2 and "Traceback" not in r.output
        out = r.output
    else:
        from pirtool import parse_file
        from pirtool.errors import PirError

        with pytest.raises(PirError) as e:
            make_plan(parse_file(path), "gm", 2)
        out = str(e.value)
    col = path.read_text().splitlines()[2].index("op_role:zz") + len("op_role:") + 1
    assert f"{path}:3:{col}: error: attribute op_role: expected an integer, not 'zz'" in out
    assert "op_role:zz" in out and not (tmp_path / "plan").exists()
