"""Issue 25: every command's contract (exact output that parses back and verifies, or a located
error and nothing written), one regression test per root cause the command fuzzer found."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import SAMPLES, run

from pirtool import parse, print_program
from pirtool.attrs.decode import decode_value
from pirtool.errors import PirError
from pirtool.verify import decode_all, verify

DIST = SAMPLES / "real" / "gen_dist_mesh2_dp_momentum_04_final_dist_main.pir"
GM_BEFORE = SAMPLES / "gm" / "bf16_master_grad_sgd_k2.before.pir"
MLP = SAMPLES / "real" / "mlp_sgd_main.pir"
COND = SAMPLES / "real" / "controlflow_cond_while_sgd_main.pir"


def _reads_back(text: str) -> None:
    """`text` parses with both readers, prints back byte for byte and verifies."""
    for reader in ("fast", "lark"):
        prog = parse(text, reader=reader)
        assert print_program(prog) == text, reader
    assert verify(prog) == []


def _unframed(path: Path) -> str:
    lines = path.read_text().splitlines(keepends=True)
    assert lines[0] == "{\n" and lines[-1] == "}\n"
    return "".join(lines[1:-1])


def _write(tmp_path: Path, text: str, name: str = "in.pir") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8", newline="")
    return p


def _located(err: str, path: Path, line: int, col: int | None = None) -> str:
    """The first line of a located error at `path:line[:col]`; a caret under the column."""
    first = err.splitlines()[0]
    at = str(col) if col else r"\d+"
    assert re.match(rf"{re.escape(str(path))}:{line}:{at}: error: ", first), err
    assert err.splitlines()[2].strip() == "^", err
    return first


# -- unframed programs: printed in braces once bare op lines would not read back -----------------


def test_unframed_program_prints_back_as_it_was_read(tmp_path: Path) -> None:
    text = _unframed(MLP)
    assert print_program(parse(text)) == text
    assert run("fmt", str(_write(tmp_path, text))) == (0, text, "")


def test_unframed_program_without_ops_prints_braces(tmp_path: Path) -> None:
    p = _write(tmp_path, '    (%0) = "pd_op.full" () {value:1} : () -> tensor<f32>\n')
    code, out, _ = run("opt", "-p", "dce", str(p))
    assert code == 0 and out == "{\n}\n"
    _reads_back(out)


def test_unframed_program_gaining_kwargs_prints_braces(tmp_path: Path) -> None:
    code, out, _ = run("merge", "-k", "2", str(_write(tmp_path, _unframed(MLP))))
    assert code == 0 and out.startswith("{\n    ^kw:\n        %kwarg_") and out.endswith("\n}\n")
    _reads_back(out)


def test_plan_of_an_unframed_program_writes_job_programs_that_read_back(tmp_path: Path) -> None:
    code, _, err = run("plan", "-k", "1", "-o", str(tmp_path / "plan"), str(_write(tmp_path, _unframed(GM_BEFORE))))
    assert code == 0, err
    for job in ("forward", "backward", "optimize"):
        _reads_back((tmp_path / "plan" / f"{job}.pir").read_text())


# -- names made from other text: a kwarg name must read back --------------------------------------

HANDED = """{
    (%0) = "pd_op.full" () {op_role:0,value:(Float)1} : () -> tensor<f32>
    (%1) = "p}" (%0) {op_role:0} : (tensor<f32>) -> tensor<f32>
    (%2) = "pd_op.relu" (%1) {op_role:1} : (tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%2) {op_role:1,output_name:"loss"} : (tensor<f32>) ->
}
"""


def test_plan_refuses_a_handed_over_name_that_would_not_read_back(tmp_path: Path) -> None:
    code, _, err = run("plan", "-k", "1", "-o", str(tmp_path / "plan"), str(p := _write(tmp_path, HANDED)))
    assert code == 2 and not (tmp_path / "plan").exists()
    first = _located(err, p, 3, 13)
    assert "%kwarg_var_1_p}_0" in first and "character '}'" in first


def test_merge_refuses_an_accumulator_name_that_would_not_read_back(tmp_path: Path) -> None:
    text = MLP.read_text().replace('parameter_name:"linear_1.w_0"', 'parameter_name:"linear 1.w_0"')
    p = _write(tmp_path, text)
    code, _, err = run("merge", "-k", "2", str(p), "-o", str(tmp_path / "out.pir"))
    assert code == 2 and not (tmp_path / "out.pir").exists()
    col = text.splitlines()[3].index('"linear 1') + 1
    first = _located(err, p, 4, col)
    assert (
        "attribute parameter_name: the accumulator of 'linear 1.w_0' cannot be the kwarg %kwarg_linear 1.w_0@GRAD@MERGE"
        in first
    )


# -- a null while input (a first-job while reading a later job's value) reads back -------------------

WHILE = """{
    (%0) = "pd_op.full" () {dtype:int64,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:int64,op_role:0,place:Place(cpu),shape:[1],stop_gradient:[true],value:3} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%1, %1) {op_role:0,stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%3) = "pd_op.while" (cond=%2, inputs=%0) { 
    ^%arg_0 {stop_gradient:true}
        (%4) = "pd_op.less_than" (%arg_0, %1) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%4, %arg_0) {} : (tensor<1xb>, tensor<1xi64>) -> 
    }
    () = "builtin.shadow_output" (%3) {op_role:0,output_name:"loss"} : (tensor<1xi64>) -> 
}
"""


def test_plan_prints_a_null_while_input_that_reads_back(tmp_path: Path) -> None:
    code, _, err = run("plan", "-k", "1", "-o", str(tmp_path / "plan"), str(_write(tmp_path, WHILE)))
    assert code == 0, err
    forward = (tmp_path / "plan" / "forward.pir").read_text()
    assert '"pd_op.while" (cond=%1, inputs=<<NULL VALUE>>) { ' in forward
    _reads_back(forward)


@pytest.mark.parametrize("head", ["(cond=<<NULL VALUE>>, inputs=%0)", "(cond=%0, inputs=%0, <<NULL VALUE>>)"])
def test_null_while_operands_read_back(head: str) -> None:
    text = WHILE.replace("(cond=%2, inputs=%0)", head)
    for reader in ("fast", "lark"):
        assert print_program(parse(text, reader=reader)) == text


# -- stacked type prefixes: decoded by a loop -------------------------------------------------------


def test_thousands_of_stacked_prefixes_decode() -> None:
    a = decode_value("(Int32)" * 5000 + "7")
    assert (a.kind, a.value) == ("int32", 7)
    assert decode_value("(Float)(Int32)2").value == 2.0
    assert decode_value("(Float)" * 50 + "2.5").value == 2.5  # a typed value is what its type says
    assert decode_value("(Int64)(Int64)3").value == 3
    assert decode_value("(pd_op.IntArray)(pd_op.IntArray)[1,2]").value == [1, 2]
    with pytest.raises(ValueError, match=r"\(Int32\) needs an integer, not '\(Float\)1'"):
        decode_value("(Int32)(Float)1")


@pytest.mark.parametrize(
    "cmd", [["verify", "--strict"], ["opt", "-p", "cse"], ["diff", "{A}"], ["view", "--html", "{H}"]]
)
def test_stacked_prefixes_in_every_command(tmp_path: Path, cmd: list[str]) -> None:
    line = '    (%{0}) = "pd_op.full" () {{op_role:0,value:' + "(Int32)" * 600 + "1}} : () -> tensor<f32>\n"
    p = _write(tmp_path, "{\n" + line.format(0) + line.format(1) + "}\n")
    code, _, err = run(*[a.replace("{A}", str(p)).replace("{H}", str(tmp_path / "v.html")) for a in cmd], str(p))
    assert code == 0, err


# -- a string open to the end of the text -------------------------------------------------------------


@pytest.mark.parametrize("reader", ["fast", "lark"])
@pytest.mark.parametrize("tail", ["() -> ", "() -> tensor<f32>"])
def test_a_string_open_to_the_end_is_an_error(tail: str, reader: str) -> None:
    text = f'    (%0) = "pd_op.print" () {{op_role:0,message:"abc}} : {tail}\n'  # unframed: nothing follows
    with pytest.raises(PirError) as e:
        parse(text, reader=reader)
    assert (e.value.line, e.value.col) == (1, text.index('"abc') + 1) and "unterminated string" in e.value.reason


def test_a_string_closed_on_the_last_line_without_newline() -> None:
    text = '    () = "pd_op.print" () {op_role:0,message:"a\nbc"} : () -> '
    prog = parse(text)
    assert print_program(prog) == text and next(iter(prog.body)).attrs["message"].value == "a\nbc"


# -- dist-to-dense / remove-unuseful-comm: bad values are located errors ----------------------------


def _dist_with(old: str, new: str) -> tuple[str, int, int]:
    """The dist sample with the first `old` replaced: (text, its line, the column after `old`'s key)."""
    text = DIST.read_text()
    k = text.index(old)
    line = text.count("\n", 0, k) + 1
    col = k - text.rfind("\n", 0, k) + old.index(":") + 1
    return text[:k] + new + text[k + len(old) :], line, col


@pytest.mark.parametrize(
    "cmd", [["opt", "-p", "dist-to-dense"], ["opt", "-p", "remove-unuseful-comm"], ["plan", "-k", "1", "-o", "{D}"]]
)
def test_a_reduce_type_that_is_no_integer(tmp_path: Path, cmd: list[str]) -> None:
    text, line, col = _dist_with("reduce_type:0", "reduce_type:[]")
    p = _write(tmp_path, text)
    code, _, err = run(*[a.replace("{D}", str(tmp_path / "plan")) for a in cmd], str(p))
    assert code == 2 and not (tmp_path / "plan").exists()
    first = _located(err, p, line, col)  # (plan reads it dense: at the value its edited text kept)
    assert "attribute reduce_type: expected an integer, not '[]'" in first


@pytest.mark.parametrize("cmd", [["opt", "-p", "dist-to-dense"], ["plan", "-k", "1", "-o", "{D}"]])
def test_a_chunk_id_an_int32_cannot_hold(tmp_path: Path, cmd: list[str]) -> None:
    text, line, _ = _dist_with("chunk_id:-1}", "chunk_id:" + "9" * 4301 + "}")
    p = _write(tmp_path, text)
    code, _, err = run(*[a.replace("{D}", str(tmp_path / "plan")) for a in cmd], str(p))
    assert code == 2 and not (tmp_path / "plan").exists()
    col = text.splitlines()[line - 1].index("op_dist_attr:") + len("op_dist_attr:") + 1
    assert "chunk_id 99999999... (4301 digits) is out of the range of an Int32" in _located(err, p, line, col)


@pytest.mark.parametrize("attrs", ["{a:1,(1)}", "{a:1,x(1)}", "{(0):1}", "{foo}", "{a:{foo}}"])
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_an_attribute_without_a_key_is_rejected(attrs: str, reader: str) -> None:
    with pytest.raises(PirError) as e:
        parse(f'{{\n    (%0) = "pd_op.full" () {attrs} : () -> tensor<f32>\n}}\n', reader=reader)
    assert e.value.line == 2 and e.value.col is not None


# -- fused-linear-param-grad-add: what is no pattern is left alone ------------------------------------

_FUSED = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",op_role:0,place:Place(cpu),shape:[4,16],stop_gradient:[true]} : () -> tensor<4x16xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"w",op_role:0,place:Place(cpu),shape:[16],stop_gradient:[false]} : () -> tensor<16xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"d",op_role:0,place:Place(cpu),shape:[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%3) = "pd_op.data" () {dtype:float32,name:"a",op_role:0,place:Place(cpu),shape:[16],stop_gradient:[false]} : () -> tensor<16xf32>
    (%4, %5) = "pd_op.matmul_grad" (%0, %1, %2) {op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x16xf32>, tensor<16xf32>, tensor<4xf32>) -> <<NULL TYPE>>, tensor<16xf32>
    (%6) = "pd_op.add_" (%3, %5) {op_role:1,stop_gradient:[false]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
}
"""
_NO_OPERANDS = (
    '{\n    (%0) = "pd_op.OP" () {transpose_x:true,transpose_y:false} : () -> tensor<4xf32>\n'
    '    (%1) = "pd_op.full" () {} : () -> tensor<4xf32>\n'
    '    (%2) = "pd_op.add_" (%1, %0) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n}\n'
)


@pytest.mark.parametrize(
    "text", [_FUSED, _NO_OPERANDS.replace("OP", "matmul"), _NO_OPERANDS.replace("OP", "matmul_grad")]
)
def test_fused_linear_leaves_what_it_cannot_fuse(tmp_path: Path, text: str) -> None:
    code, out, err = run("opt", "-p", "fused-linear-param-grad-add", str(_write(tmp_path, text)))
    assert code == 0 and out == text, err
    assert ("left 1 matmul + add_ pattern(s) alone" in err) == (text is _FUSED)


# -- merge ----------------------------------------------------------------------------------------------


def test_merge_of_an_op_with_an_empty_name(tmp_path: Path) -> None:
    text = MLP.read_text().replace('"pd_op.relu"', '""')
    code, out, err = run("merge", "-k", "2", str(_write(tmp_path, text)))
    assert code == 0, err
    _reads_back(out)


@pytest.mark.parametrize("n", [0, 1, 2])
def test_merge_of_an_optimizer_with_fewer_operands_than_its_row(tmp_path: Path, n: int) -> None:
    operands = ["%1", "%0", "%21", "<<NULL VALUE>>"]
    types = ["tensor<10xf32>", "tensor<f32>", "tensor<10xf32>", "<<NULL TYPE>>"]
    old = f'"pd_op.sgd_" ({", ".join(operands)}) {{multi_precision:false,stop_gradient:[true,false]}} : ({", ".join(types)})'
    new = old.replace(", ".join(operands), ", ".join(operands[:n])).replace(", ".join(types), ", ".join(types[:n]))
    assert old in MLP.read_text()
    p = _write(tmp_path, MLP.read_text().replace(old, new))
    code, _, err = run("merge", "-k", "2", str(p))
    assert code == 2
    assert f"pd_op.sgd_ has {n} operands; expected the gradient at operand 2" in _located(err, p, 26)


# -- stats on a parameter of more bytes than a float holds ------------------------------------------------


def test_stats_of_a_parameter_past_a_float(tmp_path: Path) -> None:
    dims = "x".join(["9223372036854775807"] * 20)
    text = MLP.read_text().replace("tensor<32x10xf32>", f"tensor<{dims}xf32>")
    code, out, err = run("stats", str(_write(tmp_path, text)))
    assert code == 0, err
    (line,) = [ln for ln in out.splitlines() if ln.strip().startswith("linear_1.w_0")]
    gib = (9223372036854775807**20 * 4 * 10 + 2**29) // 2**30
    assert line.rstrip().endswith(f"{gib // 10}.{gib % 10} GiB")


def test_decode_all_of_a_dist_dense_output_is_clean() -> None:
    """(what the fuzzer checks for every pass: an output that verifies and decodes)"""
    code, out, err = run("opt", "-p", "dist-to-dense,remove-unuseful-comm", str(DIST))
    assert code == 0, err
    prog = parse(out)
    assert verify(prog) == [] and decode_all(prog) is None


# -- view --export: all or nothing ---------------------------------------------------------------------


def test_export_replaces_an_earlier_export_and_refuses_other_directories(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert run("view", str(MLP), "--export", str(out))[0] == 0
    (out / "index.html").write_text("old")
    assert run("view", str(MLP), "--export", str(out))[0] == 0
    assert (out / "index.html").read_text() != "old"
    (out / "notes.txt").write_text("mine")
    code, _, err = run("view", str(MLP), "--export", str(out))
    assert code == 2 and err.startswith(f"{out}: error: cannot write --export: it exists and holds other files")
    assert (out / "notes.txt").read_text() == "mine"


def test_export_that_fails_midway_leaves_the_old_export(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    import pirtool.outputs

    out = tmp_path / "out"
    assert run("view", str(MLP), "--export", str(out))[0] == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    (out / "index.html").write_bytes(b"the old page")
    before["index.html"] = b"the old page"
    opened: list[str] = []

    def failing_open(path: object, *args: object, **kwargs: object) -> object:
        opened.append(str(path))
        if len(opened) == 3:
            raise OSError(28, "No space left on device")
        return builtins.open(path, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(pirtool.outputs, "open", failing_open, raising=False)
    code, _, err = run("view", str(COND), "--export", str(out))
    assert code == 2 and err.startswith(f"{out}: error: cannot write: No space left on device"), err
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    assert [p.name for p in tmp_path.iterdir()] == ["out"]  # no temporary directory left behind


# -- found by the extended harness itself --------------------------------------------------------------


@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_a_bare_program_whose_last_line_has_no_end(reader: str) -> None:
    text = _unframed(MLP)[:-1]
    assert print_program(parse(text, reader=reader)) == text


def test_a_bare_last_line_without_end_gets_one_when_ops_follow_it(tmp_path: Path) -> None:
    code, out, err = run("merge", "-k", "2", str(_write(tmp_path, _unframed(GM_BEFORE)[:-1])))
    assert code == 0, err
    _reads_back(out)


@pytest.mark.parametrize(
    "value", ["(Int32)", "(Int32),b:1", "(Array)x", "(Foo)1", "()", "(Int32)(Int32)", "(0x7f)1", "(Array)(Int32)1"]
)
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_parentheses_opening_a_value_are_prefixes_or_a_pointer(value: str, reader: str) -> None:
    with pytest.raises(PirError) as e:
        parse(f'{{\n    (%0) = "pd_op.full" () {{a:{value}}} : () -> tensor<f32>\n}}\n', reader=reader)
    assert e.value.line == 2 and e.value.col is not None


@pytest.mark.parametrize("value", ["(Int32)(Array)[1]", "(0x7f),b:1", "[(Int32)1,(Int64)2]", "(pd_op.Place)Place(cpu)"])
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_prefixes_and_pointers_that_are_values(value: str, reader: str) -> None:
    text = f'{{\n    (%0) = "pd_op.full" () {{a:{value}}} : () -> tensor<f32>\n}}\n'
    assert print_program(parse(text, reader=reader)) == text


def test_plan_refuses_two_values_handed_over_under_one_name(tmp_path: Path) -> None:
    text = GM_BEFORE.read_text()
    names = re.findall(r'parameter_name:"([^"]+)"', text)
    p = _write(tmp_path, text.replace(f'parameter_name:"{names[1]}"', f'parameter_name:"{names[0]}"'))
    code, _, err = run("plan", "-k", "1", "-o", str(tmp_path / "plan"), str(p))
    assert code == 2 and not (tmp_path / "plan").exists()
    assert f"as %kwarg_{names[0]}, has the name of another value that job reads" in err.splitlines()[0]


@pytest.mark.parametrize(
    "attrs",
    ["{a:2x}", "{a:[1e]}", "{a:2.5.3}", "{a:-foo}", "{a:(Int32)2x}", "{a:b=c}", "{a:{b:1_0}}", "{[]}", "{[1]}"]
    + ["{a:{b:1,x(1)}}", "{a:{(-0):1}}", "{a:{b:1,(0):2}}", "{a:{operand(-0):1}}"]
    + [
        "{e:f,1:2}",
        "{a:{1:2}}",
        "{a:{x.y:1}}",
        "{a:1, b:2}",
        "{a:[1, 2]}",
        "{a:[x(), 2]}",
        "{a:{b:[1, 2]}}",
        "{a:{[b:1,x(1)]}}",
    ],
)
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_tokens_neither_number_nor_word_and_keyless_items_are_refused(attrs: str, reader: str) -> None:
    """(the fast reader took these, the grammar refused them: the readers must agree)"""
    with pytest.raises(PirError) as e:
        parse(f'{{\n    (%0) = "pd_op.full" () {attrs} : () -> tensor<f32>\n}}\n', reader=reader)
    assert e.value.line == 2 and e.value.col is not None


@pytest.mark.parametrize(
    "attrs",
    [
        "{a.b:1,c:[x(), y()]}",
        "{a:{[b:1, partial(0,SUM)]},c:{[]}}",
        "{a:<x, y>,b:Place(a, b)}",
        "{a:Place(2x)}",
        "{a:<b:2x|c=d>}",
        "{a:1.,b:-nan,c:infx,d:1.5e+3}",
        "{a:{x:1, partial(0,SUM)}}",
    ],
)
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_odd_tokens_inside_calls_and_angles_are_read(attrs: str, reader: str) -> None:
    text = f'{{\n    (%0) = "pd_op.full" () {attrs} : () -> tensor<f32>\n}}\n'
    assert print_program(parse(text, reader=reader)) == text


def test_a_one_rank_collective_without_operand_is_a_located_error(tmp_path: Path) -> None:
    text = (
        "{\n"
        '    (%0) = "pd_op.all_gather" () {nranks:1,ring_id:0} : () -> tensor<f32>\n'
        '    () = "builtin.shadow_output" (%0) {output_name:"y"} : (tensor<f32>) -> \n'
        "}\n"
    )
    p = _write(tmp_path, text)
    code, out, err = run("opt", "-p", "remove-unuseful-comm", str(p))
    assert code == 2 and not out
    assert "pd_op.all_gather has no operand to stand in for its result" in _located(err, p, 2, 13)


@pytest.mark.parametrize(
    "items", ["process_ids:[0\t1]", "process_ids:[0 1]", "process_ids:[0, 1]", "mesh_shape:[x(), 2]"]
)
@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_a_dist_type_list_holds_values_only(items: str, reader: str) -> None:
    """(the fast reader took any text between a dist item's brackets; the grammar reads values)"""
    t = f"pd_dist.tensor<4xf32, mesh_shape:[2],{items},dims_mappings:[-1], placements:[Replicate(), Shard(dim=0)]>"
    with pytest.raises(PirError) as e:
        parse(f'{{\n    (%0) = "pd_op.full" () {{}} : () -> {t}\n}}\n', reader=reader)
    assert e.value.line == 2 and e.value.col is not None
