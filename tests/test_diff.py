"""Tests for `pirtool diff` (pirtool.tools.diff): alignment, canonical names, rendering, JSON, CLI."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

import pytest
from conftest import filecheck, run
from work import assert_linear

from pirtool.attrs import Attr
from pirtool.ir import Operation
from pirtool.text.parser import parse, parse_file
from pirtool.text.printer import print_program
from pirtool.tools.diff import DiffOptions, added_names, align, changed_rows, diff_programs, removed_names
from pirtool.tools.diff.align import _myers
from pirtool.types import tensor_type

ROOT = Path(__file__).resolve().parents[1]
REAL = ROOT / "samples" / "real"
GM = ROOT / "samples" / "gm"
GM_PAIRS = sorted((p, p.with_name(p.name.replace(".before.", ".after."))) for p in GM.glob("*.before.pir"))
DIST_A = REAL / "dist_mesh2_tp_gm_03_after_reshard.pir"
DIST_B = REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir"
LARGE = next(REAL.glob("LARGE_*.pir"))
CF = REAL / "controlflow_cond_while_sgd_main.pir"
MLP = REAL / "mlp_sgd_main.pir"


def names(prog) -> Counter[str]:
    return Counter(op.name for op in prog.walk())


# ----------------------------------------------------------------------------------------------
# alignment


def _lcs_len(a: list[int], b: list[int]) -> int:
    prev = [0] * (len(b) + 1)
    for x in reversed(a):
        cur = [0] * (len(b) + 1)
        for j in range(len(b) - 1, -1, -1):
            cur[j] = prev[j + 1] + 1 if x == b[j] else max(prev[j], cur[j + 1])
        prev = cur
    return prev[0]


def test_myers_is_an_lcs_and_align_is_monotone() -> None:
    rnd = random.Random(7)
    for _ in range(400):
        a = [rnd.randint(0, 5) for _ in range(rnd.randint(0, 25))]
        b = [rnd.randint(0, 5) for _ in range(rnd.randint(0, 25))]
        m = sorted(_myers(a, b, 0, len(a), 0, len(b)) or [])
        assert all(a[i] == b[j] for i, j in m)
        assert len(m) == _lcs_len(a, b)
        p = align(a, b)
        assert all(a[i] == b[j] for i, j in p)
        assert all(x[0] < y[0] and x[1] < y[1] for x, y in zip(p, p[1:], strict=False))


def test_align_of_repetitive_input_is_linear() -> None:
    """Nothing unique (50 keys repeated), four inserts: 4x the keys, ~4x the calls (tests/work.py)."""
    out = []

    def work(repeats: int):
        base = list(range(50)) * repeats
        b = list(base)
        for k in (1, 5, 12, 19):
            b.insert(k * len(base) // 20, 999)
        out.append((base, b))
        return lambda: out.append(align(base, b))

    assert_linear(work, 100)
    assert len(out[1]) == len(out[0][0]) and len(out[3]) == len(out[2][0])


# ----------------------------------------------------------------------------------------------
# gradient merge pairs: exactly the pass's inserted ops


@pytest.mark.parametrize("before,after", GM_PAIRS, ids=[p.name.replace(".before.pir", "") for p, _ in GM_PAIRS])
def test_gm_pairs_added_multiset(before: Path, after: Path) -> None:
    a, b = parse_file(before), parse_file(after)
    d = diff_programs(a, b)
    assert added_names(d) == names(b) - names(a)
    assert not removed_names(d)
    # every changed op really differs, and only ops touched by the pass are changed: an op of
    # B that is neither added nor changed reads no kwarg and no result of an added op.
    added = {id(r.b) for r in d.rows if r.kind == "+"}
    for r in d.rows:
        if r.kind == "~":
            assert r.keys or r.operands or r.types or r.args
        if r.kind == "=":
            for v in r.b.operands:
                if v is None:
                    continue
                assert v.kind != "kwarg", (r.b, r.b.line)
                assert id(v.defining_op) not in added, (r.b, r.b.line)


def test_dist_gm_pair_exact_report() -> None:
    a, b = parse_file(DIST_A), parse_file(DIST_B)
    d = diff_programs(a, b)
    expected = names(b) - names(a)
    assert added_names(d) == expected
    assert expected == Counter(
        {
            "pd_op.full_int_array": 12,
            "pd_op.full": 8,
            "pd_op.add_": 4,
            "pd_op.scale_": 4,
            "pd_op.set_value_with_tensor_": 4,
        }
    )
    assert not removed_names(d)
    changed = Counter(r.b.name for r in changed_rows(d))
    # the optimizer and the clip ops now read the merge buffers: changed operands, not remove+add
    assert changed == Counter({"pd_op.adamw_": 4, "pd_op.multiply": 4, "pd_op.squared_l2_norm": 4})
    for r in changed_rows(d):
        assert r.operands and not r.keys
    kw = [r for r in d.rows if r.kind == "k+"]
    assert sorted(r.kw for r in kw) == sorted(b.body.kwargs)
    # all_reduce ops are unchanged (their operands are matched ops)
    assert all(r.kind == "=" for r in d.rows if r.b is not None and r.b.name == "pd_op.all_reduce")


def test_json_format() -> None:
    code, out, _ = run("diff", str(DIST_A), str(DIST_B), "--json")
    assert code == 1
    j = json.loads(out)
    assert j["equal"] is False
    assert Counter(x["op"] for x in j["added"]) == names(parse_file(DIST_B)) - names(parse_file(DIST_A))
    assert j["removed"] == []
    b_lines = DIST_B.read_text().split("\n")
    a_lines = DIST_A.read_text().split("\n")
    for x in j["added"]:
        assert f'"{x["op"]}"' in b_lines[x["line"] - 1]
    for c in j["changed"]:
        assert f'"{c["op"]}"' in b_lines[c["b_line"] - 1] and f'"{c["a_op"]}"' in a_lines[c["a_line"] - 1]
        assert set(c) >= {"op", "keys", "operands", "a_line", "b_line"}
    assert sorted(k["name"] for k in j["kwargs"]["added"]) == sorted(parse_file(DIST_B).body.kwargs)
    for k in j["kwargs"]["added"]:
        assert b_lines[k["line"] - 1].strip().startswith("%kwarg_" + k["name"] + " {")


# ----------------------------------------------------------------------------------------------
# edits made through the IR


def test_identical_exit_0_no_output() -> None:
    code, out, _ = run("diff", str(MLP), str(MLP))
    assert (code, out) == (0, "")
    code, out, _ = run("diff", str(MLP), str(MLP), "--json")
    assert code == 0 and json.loads(out)["equal"] is True


def _insert_unused_full(text: str, after_line: int) -> str:
    prog = parse(text)
    anchor = next(op for op in prog.body if op.line == after_line)
    new = Operation.create(
        "pd_op.full",
        [],
        [tensor_type((1,), "f32")],
        {
            "dtype": Attr.dtype("float32"),
            "place": Attr.place("cpu"),
            "shape": Attr.int_array([1]),
            "stop_gradient": Attr.array([Attr.bool(True)]),
            "value": Attr.double(3.0),
        },
    )
    new.syntax = anchor.syntax
    prog.body.insert_after(anchor, new)
    return print_program(prog)


def test_one_inserted_op_does_not_renumber_everything(tmp_path: Path) -> None:
    text = MLP.read_text()
    out = _insert_unused_full(text, 8)
    assert out.count("\n") == text.count("\n") + 1
    d = diff_programs(parse(text), parse(out))
    kinds = Counter(r.kind for r in d.rows)
    assert kinds["+"] == 1 and kinds["-"] == 0 and kinds["~"] == 0
    (tmp_path / "b.pir").write_text(out)
    code, o, _ = run("diff", str(MLP), str(tmp_path / "b.pir"), "-U", "1")
    assert code == 1
    filecheck(
        o,
        """
        CHECK:      {{^}}@@ -8,2 +8,3 @@{{$}}
        CHECK-NEXT: {{^}}  (%6) = "pd_op.data"
        CHECK-NEXT: {{^}}+ (%7) = "pd_op.full" () {{{.*}}value:3}
        CHECK-NEXT: {{^}}  (%8) = "pd_op.matmul" (%5, %4)
        """,
    )
    assert len([ln for ln in o.splitlines() if ln.startswith(("+ ", "- ", "~ "))]) == 1


def test_inserted_op_on_a_use_changes_only_the_user(tmp_path: Path) -> None:
    prog = parse(MLP.read_text())
    relu = next(op for op in prog.body if op.name == "pd_op.relu")
    users = relu.result.users
    scale = Operation.create("pd_op.scale", [relu.result, relu.result], [relu.result.type], {"bias": Attr.double(0.0)})
    scale.syntax = relu.syntax
    prog.body.insert_after(relu, scale)
    relu.result.replace_all_uses_with(scale.result, only=users)
    b = parse(print_program(prog))
    d = diff_programs(parse(MLP.read_text()), b)
    assert added_names(d) == Counter({"pd_op.scale": 1})
    ch = list(changed_rows(d))
    assert sorted(r.b.name for r in ch) == sorted(u.name for u in users)
    assert all(r.operands and not r.keys for r in ch)


def test_changed_attribute_and_ignore_attr(tmp_path: Path) -> None:
    text = MLP.read_text()
    lines = text.split("\n")
    k = next(i for i, ln in enumerate(lines) if '"pd_op.matmul"' in ln)
    lines[k] = lines[k].replace("transpose_y:false", "transpose_y:true")
    (tmp_path / "b.pir").write_text("\n".join(lines))
    code, out, _ = run("diff", str(MLP), str(tmp_path / "b.pir"), "--color", "never")
    assert code == 1
    filecheck(
        out,
        f"""
        CHECK:      {{{{^}}}}@@ -{k - 1},5 +{k - 1},5 @@{{{{$}}}}
        CHECK:      {{{{^}}}}~ {{{{.*}}}}"pd_op.matmul" {{{{.*}}}}transpose_y:true
        CHECK-NEXT: {{{{^}}}}# attr transpose_y: false → true{{{{$}}}}
        """,
    )
    j = json.loads(run("diff", str(MLP), str(tmp_path / "b.pir"), "--json")[1])
    assert j["changed"] == [
        {
            "op": "pd_op.matmul",
            "a_op": "pd_op.matmul",
            "a_line": k + 1,
            "b_line": k + 1,
            "op_role": -1,
            "keys": ["transpose_y"],
            "operands": [],
            "types": False,
            "block_args": False,
            "depth": 0,
        }
    ]
    code, out, _ = run("diff", str(MLP), str(tmp_path / "b.pir"), "--ignore-attr", "transpose_y")
    assert (code, out) == (0, "")


def test_kwarg_order(tmp_path: Path) -> None:
    text = DIST_B.read_text()
    lines = text.split("\n")
    assert lines[1].strip() == "^kw:"
    lines[2:6] = reversed(lines[2:6])
    lines[2] = lines[2].replace("{place:Place(cpu),persistable:true}", "{persistable:true,place:Place(cpu)}")
    (tmp_path / "b.pir").write_text("\n".join(lines))
    assert run("diff", str(DIST_B), str(tmp_path / "b.pir")) == (0, "", "")
    code, out, _ = run("diff", str(DIST_B), str(tmp_path / "b.pir"), "--no-ignore-kwarg-order", "--color", "never")
    assert code == 1
    filecheck(
        out,
        """
        CHECK: {{^}}~ %kwarg_linear_1.b_0.dist@GRAD@MERGE
        CHECK: {{^}}~ ^kw: order of the kwargs differs
        """,
    )
    j = json.loads(run("diff", str(DIST_B), str(tmp_path / "b.pir"), "--no-ignore-kwarg-order", "--json")[1])
    assert j["kwargs"]["order_differs"] is True and [c["name"] for c in j["kwargs"]["changed"]] == [
        "linear_1.b_0.dist@GRAD@MERGE"
    ]
    # a removed kwarg
    lines2 = text.split("\n")
    del lines2[3]
    (tmp_path / "c.pir").write_text(
        "\n".join(lines2).replace("%kwarg_linear_0.b_0.dist@GRAD@MERGE", "%kwarg_linear_0.w_0.dist@GRAD@MERGE")
    )
    j = json.loads(run("diff", str(DIST_B), str(tmp_path / "c.pir"), "--json")[1])
    assert [k["name"] for k in j["kwargs"]["removed"]] == ["linear_0.b_0.dist@GRAD@MERGE"]


def test_regions_are_diffed_inside(tmp_path: Path) -> None:
    text = CF.read_text()
    lines = text.split("\n")
    assert '"pd_op.scale"' in lines[19]  # line 20, inside the first while body
    lines[19] = lines[19].replace("bias:0,", "bias:2,")
    (tmp_path / "b.pir").write_text("\n".join(lines))
    code, out, _ = run("diff", str(CF), str(tmp_path / "b.pir"), "--color", "never")
    assert code == 1
    filecheck(
        out,
        r"""
        CHECK:      {{^}}@@ -18,5 +18,5 @@ in "pd_op.while" (line 14){{$}}
        CHECK:      {{^~ {9}\(%15\) = "pd_op.scale" .*bias:2,}}
        CHECK-NEXT: {{^# +attr bias: 0 → 2$}}
        """,
        "--strict-whitespace",
    )
    j = json.loads(run("diff", str(CF), str(tmp_path / "b.pir"), "--json")[1])
    assert [(c["op"], c["b_line"], c["depth"], c["keys"]) for c in j["changed"]] == [("pd_op.scale", 20, 1, ["bias"])]


def test_colour_and_context() -> None:
    code, out, _ = run("diff", str(DIST_A), str(DIST_B), "--color", "always")
    assert "\x1b[32m+ " in out and "\x1b[33m~ " in out and "\x1b[36m@@" in out
    code, out0, _ = run("diff", str(DIST_A), str(DIST_B), "-U", "0", "--color", "never")
    assert "\x1b[" not in out0
    assert not [ln for ln in out0.splitlines() if ln.startswith("  ")]
    code, out5, _ = run("diff", str(DIST_A), str(DIST_B), "-U", "5", "--color", "auto")  # not a tty: no colour
    assert "\x1b[" not in out5 and len(out5) > len(out0)


def test_bad_input_either_side(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pir"
    bad.write_text('{\n    (%0) = "pd_op.relu" (%9) {} : (tensor<f32>) -> tensor<f32>\n}\n')
    for args in ((str(MLP), str(bad)), (str(bad), str(MLP))):
        code, out, err = run("diff", *args)
        assert code == 2 and out == ""
        assert re.search(r"bad\.pir:2:\d+: error: ", err), err
    code, _, err = run("diff", str(MLP), str(tmp_path / "missing.pir"))
    assert code == 2 and "error" in err


def test_log_sources_report_log_lines() -> None:
    log = ROOT / "samples" / "logs" / "passmanager_ir_printing.stdout.log"
    code, out, _ = run("diff", str(log), str(log), "--index-a", "0", "--index-b", "1", "--json")
    assert code in (0, 1)
    j = json.loads(out)
    text = log.read_text().split("\n")
    for x in j["added"]:
        assert f'"{x["op"]}"' in text[x["line"] - 1]
    for x in j["removed"]:
        assert f'"{x["op"]}"' in text[x["line"] - 1]


def test_a_dump_with_an_insert_is_diffed_in_linear_work() -> None:
    """The 2,165-op dist dump against itself with one op inserted in the middle: exactly that
    op added; and the diff of 4 copies costs ~4x the calls of one (tests/work.py)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from scale import scaled_lines

    diffs = []

    def work(copies: int):
        text = "\n".join(["{"] + [ln for c in scaled_lines(copies) for ln in c] + ["}", ""])
        lines = text.split("\n")
        mid = len(lines) // 2
        while '"pd_op.' not in lines[mid] or "(%" not in lines[mid]:
            mid += 1
        a, b = parse(text), parse(_insert_unused_full(text, mid + 1))
        return lambda: diffs.append(diff_programs(a, b, DiffOptions()))

    assert_linear(work, 1)
    for d in diffs:
        kinds = Counter(r.kind for r in d.rows)
        assert kinds["+"] == 1 and kinds["-"] == 0 and kinds["~"] == 0


def test_lcs_bits_is_an_lcs() -> None:
    from pirtool.tools.diff.align import _lcs_bits

    rnd = random.Random(11)
    for _ in range(600):
        a = [rnd.randint(0, 4) for _ in range(rnd.randint(0, 30))]
        b = [rnd.randint(0, 4) for _ in range(rnd.randint(0, 40))]
        m = _lcs_bits(a, b, 0, len(a), 0, len(b))
        assert all(a[i] == b[j] for i, j in m)
        assert all(x[0] < y[0] and x[1] < y[1] for x, y in zip(m, m[1:], strict=False))
        assert len(m) == _lcs_len(a, b)


def _chain(n: int) -> str:
    """A program of one data op and n-1 relus, each reading the one before."""
    ty = "builtin.tensor<4x16xf32>"
    lines = [
        "{",
        f'    (%0) = "pd_op.data" () {{dtype:(pd_op.DataType)float32,name:"x",op_role:(Int32)0,'
        f"persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,16],stop_gradient:[true]}} : () -> {ty}",
    ]
    for i in range(1, n):
        lines.append(f'    (%{i}) = "pd_op.relu" (%{i - 1}) {{op_role:(Int32)0,stop_gradient:[true]}} : ({ty}) -> {ty}')
    return "\n".join([*lines, "}", ""])


@pytest.mark.parametrize("small_first", [True, False])
def test_small_program_against_a_long_chain_is_linear(small_first: bool) -> None:
    # issue #12: a 28-op program against a 4,000-op chain took 8.7 s (Myers with D ~ 4000, rounds x 2);
    # 4x the chain must cost ~4x the calls (tests/work.py)
    small = parse_file(MLP)
    n_small = sum(1 for _ in small.walk())
    diffs = []

    def work(n: int):
        chain = parse(_chain(n))
        a, b = (small, chain) if small_first else (chain, small)
        return lambda: diffs.append((n, diff_programs(a, b)))

    assert_linear(work, 1000)
    for n, d in diffs:
        kinds = Counter(r.kind for r in d.rows)
        # every op of both sides is reported once, as matched or as one-sided
        assert kinds["="] + kinds["~"] + kinds["-" if small_first else "+"] == n_small
        assert kinds["="] + kinds["~"] + kinds["+" if small_first else "-"] == n


def test_diff_is_linear_in_program_size() -> None:
    # two chains, B with every 50th op's attribute changed and an unused op inserted every 70: many gaps
    def pair(n: int) -> tuple:
        a = _chain(n)
        lines = a.split("\n")
        b_lines = []
        for i, ln in enumerate(lines):
            if 2 < i < len(lines) - 2 and i % 70 == 0:
                b_lines.append(
                    f'    (%{n + i}) = "pd_op.full" () {{dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],'
                    f"value:1}} : () -> builtin.tensor<1xf32>"
                )
            b_lines.append(ln.replace("stop_gradient:[true]", "stop_gradient:[false]") if i % 50 == 0 else ln)
        return parse(a), parse("\n".join(b_lines))

    def work(n: int):
        pa, pb = pair(n)
        return lambda: diff_programs(pa, pb)

    assert_linear(work, 1000)  # 4x the ops: linear is ~4x the calls, quadratic 16x (tests/work.py)
