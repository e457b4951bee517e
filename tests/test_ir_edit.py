"""Editing the IR: use lists, O(1) block edits, RAUW, erase, kwargs, clone, set_type, and the
printer's Paddle-style renumbering and era-appropriate spelling after edits."""

from __future__ import annotations

import re

import pytest
from conftest import MLP_SGD, SAMPLES, SEED_E2, read
from work import assert_linear

from pirtool import Attr, Era, Operation, Program, parse, print_program, tensor_type
from pirtool.types import Type

CONTROLFLOW = SAMPLES / "real" / "controlflow_cond_while_sgd_main.pir"
E2_BEFORE = next(p for p in SEED_E2 if "before" in p.name)
E2_AFTER = next(p for p in SEED_E2 if "after" in p.name)

DEF_RE = re.compile(r"^\s*\(([^()]*)\) = ", re.M)


@pytest.fixture
def mlp():
    return parse(read(MLP_SGD))


def by_result(prog, name: str):
    for op in prog.walk():
        for r in op.results:
            if r.name == name:
                return r
    raise KeyError(name)


def defined_numbers(text: str) -> list[int]:
    """%N result numbers in the order they are defined in `text`."""
    out = []
    for m in DEF_RE.finditer(text):
        for v in filter(None, m.group(1).split(", ")):
            if re.fullmatch(r"%\d+", v):
                out.append(int(v[1:]))
    return out


# ------------------------------------------------------------------------------------------------
# Use lists


def test_use_lists_match_operands_everywhere() -> None:
    prog = parse(read(CONTROLFLOW))
    total = 0
    for op in prog.walk():
        for i, v in enumerate(op.operands):
            if v is not None:
                assert (op, i) in v.uses
                total += 1
    # No stale or extra uses: every value's uses point at real operand slots holding it.
    values = {id(v): v for op in prog.walk() for v in op.operands if v is not None}
    assert sum(len(v.uses) for v in values.values()) == total
    for v in values.values():
        for op, i in v.uses:
            assert op.operands[i] is v


def test_uses_and_users_of_known_values(mlp) -> None:
    lr = by_result(mlp, "%0")
    sgds = mlp.ops_named("pd_op.sgd_")
    assert len(sgds) == 4
    assert lr.uses == [(op, 1) for op in sgds]
    assert lr.users == sgds
    relu_out = by_result(mlp, "%9")
    assert [op.name for op in relu_out.users] == ["pd_op.matmul", "pd_op.matmul_grad", "pd_op.relu_grad"]
    assert [i for _, i in relu_out.uses] == [0, 0, 0]
    # An op using the same value twice appears twice in uses, once in users.
    full = mlp.ops_named("pd_op.full")[0]
    twice = Operation.create("pd_op.add", [full.result, full.result], [full.result.type])
    mlp.body.insert_after(full, twice)
    assert full.result.uses[-2:] == [(twice, 0), (twice, 1)]
    assert full.result.users.count(twice) == 1
    # Block args and kwargs have uses too.
    cf = parse(read(CONTROLFLOW))
    arg0 = cf.ops_named("pd_op.while")[0].regions[0].block.args[0]
    assert [op.name for op in arg0.users] == ["pd_op.scale", "cf.tuple_push"]


def test_set_operand_moves_uses(mlp) -> None:
    add = mlp.ops_named("pd_op.add")[0]
    old = add.operands[1]
    new = by_result(mlp, "%0")
    n_old, n_new = len(old.uses), len(new.uses)
    add.set_operand(1, new)
    assert (add, 1) not in old.uses and len(old.uses) == n_old - 1
    assert new.uses[-1] == (add, 1) and len(new.uses) == n_new + 1
    add.set_operand(1, None)
    assert (add, 1) not in new.uses
    assert "<<NULL VALUE>>" in print_program(mlp).split("\n")[9]


# ------------------------------------------------------------------------------------------------
# Block edits on a big block


N = 10_000


def chain_text(n: int) -> str:
    lines = ["{\n", '    (%0) = "pd_op.full" () {value:0} : () -> tensor<4xf32>\n']
    for i in range(1, n):
        lines.append(f'    (%{i}) = "pd_op.relu" (%{i - 1}) {{}} : (tensor<4xf32>) -> tensor<4xf32>\n')
    lines.append("}\n")
    return "".join(lines)


def tag(op) -> object:
    return op.attr("k")


def _scales(n: int, sign: int) -> list[Operation]:
    t = tensor_type((4,), "f32")
    return [Operation.create("pd_op.scale", [], [t], {"k": Attr.int32(sign * (i + 1))}) for i in range(n)]


def test_block_edits_cost_the_same_per_op_in_any_block() -> None:
    """n inserts (erases) in a block of n ops, then 4n in one of 4n: ~4x the calls, so one edit
    costs the same in any block (tests/work.py): a linked list, not a list shifted or searched."""

    def inserts(n: int):
        blk = parse(chain_text(n)).body
        ops, before, after = blk.ops, _scales(n, -1), _scales(n, 1)

        def edit() -> None:
            for op, b, a in zip(ops, before, after, strict=True):
                blk.insert_before(op, b)
                blk.insert_after(op, a)

        return edit

    def erases(n: int):
        blk = parse(chain_text(n)).body
        before = _scales(n, -1)
        for op, b in zip(blk.ops, before, strict=True):
            blk.insert_before(op, b)
        return lambda: [b.erase() for b in before]

    assert_linear(inserts, 500)
    assert_linear(erases, 500)


def test_big_block_edits_are_ordered() -> None:
    prog = parse(chain_text(N))
    blk = prog.body
    ops = blk.ops
    assert len(blk) == N
    t = tensor_type((4,), "f32")
    before, after = _scales(N, -1), _scales(N, 1)
    for op, b, a in zip(ops, before, after, strict=True):
        blk.insert_before(op, b)
        blk.insert_after(op, a)
    assert len(blk) == 3 * N
    got = blk.ops
    for i in range(N):
        assert got[3 * i] is before[i]
        assert got[3 * i + 1] is ops[i]
        assert got[3 * i + 2] is after[i]
    # prev/next links agree with forward order.
    assert list(reversed(blk)) == got[::-1]
    assert blk.first is before[0] and blk.last is after[-1]

    head = Operation.create("pd_op.scale", [], [t], {"k": Attr.str("head")})
    tail = Operation.create("pd_op.scale", [], [t], {"k": Attr.str("tail")})
    blk.prepend(head)
    blk.append(tail)
    for b in before:  # unused results: erasable
        b.erase()
    got = blk.ops
    assert len(blk) == len(got) == 2 * N + 2
    assert got[0] is head and got[-1] is tail
    assert got[1:-1:2] == ops and got[2:-1:2] == after
    assert all(b.parent is None for b in before)

    text = print_program(prog)
    lines = text.split("\n")
    assert len(lines) == 2 * N + 2 + 3  # "{", ops, "}", ""
    assert '{k:"head"}' in lines[1] and '{k:"tail"}' in lines[-3]
    assert defined_numbers(text) == list(range(2 * N + 2))
    again = parse(text)
    assert print_program(again) == text


def test_insert_rejects_an_op_already_in_a_block(mlp) -> None:
    first = mlp.body.first
    with pytest.raises(ValueError):
        mlp.body.append(first)
    other = parse(read(MLP_SGD))
    with pytest.raises(ValueError):
        mlp.body.insert_after(other.body.first, Operation.create("x.y"))


# ------------------------------------------------------------------------------------------------
# RAUW and erase


def test_replace_all_uses_with(mlp) -> None:
    relu = mlp.ops_named("pd_op.relu")[0]
    old, new = relu.result, relu.operands[0]
    users = old.users
    n_new = len(new.uses)
    assert old.replace_all_uses_with(new) == 3
    assert old.uses == [] and old.users == []
    assert all(new in op.operands for op in users)
    assert len(new.uses) == n_new + 3
    relu.erase()  # now unused
    assert relu not in mlp.body.ops
    text = print_program(mlp)
    assert '"pd_op.relu"' not in text.split("relu_grad")[0]
    assert defined_numbers(text) == list(range(36))
    assert print_program(parse(text)) == text


def test_replace_only_some_uses(mlp) -> None:
    relu = mlp.ops_named("pd_op.relu")[0]
    old, new = relu.result, relu.operands[0]
    grad = mlp.ops_named("pd_op.matmul_grad")[0]
    rgrad = mlp.ops_named("pd_op.relu_grad")[0]
    assert old.replace_all_uses_with(new, only={grad}) == 1
    assert grad.operands[0] is new
    assert [op.name for op in old.users] == ["pd_op.matmul", "pd_op.relu_grad"]
    assert rgrad.operands[0] is old
    assert old.replace_all_uses_with(old) == 0
    with pytest.raises(ValueError):
        relu.erase()


def test_erase_refuses_while_results_are_used(mlp) -> None:
    relu = mlp.ops_named("pd_op.relu")[0]
    before = print_program(mlp)
    n = len(mlp.body)
    operand_uses = list(relu.operands[0].uses)
    with pytest.raises(ValueError, match="uses"):
        relu.erase()
    assert relu.parent is mlp.body and len(mlp.body) == n
    assert relu.operands[0].uses == operand_uses
    assert print_program(mlp) == before


def test_erase_op_with_regions_drops_inner_uses() -> None:
    prog = parse(read(CONTROLFLOW))
    fwd, ifop = prog.ops_named("pd_op.if")  # the grad if's result feeds a while
    (res,) = ifop.results
    assert res.type is fwd.result.type
    assert res.replace_all_uses_with(fwd.result) == 1
    outer = [
        v
        for o in ifop.walk()
        if o is not ifop
        for v in o.operands
        if v is not None and v.owner is not None and getattr(v.owner, "parent", None) is prog.body
    ]
    assert outer
    inner_ops = {id(o) for o in ifop.walk()}
    assert any(id(op) in inner_ops for v in outer for op, _ in v.uses)
    ifop.erase()
    assert ifop.parent is None and ifop not in prog.body.ops
    for v in outer:
        assert not any(id(op) in inner_ops for op, _ in v.uses)
    text = print_program(prog)
    assert print_program(parse(text)) == text


# ------------------------------------------------------------------------------------------------
# Renumbering after edits


def test_insert_in_the_middle_renumbers_like_paddle(mlp) -> None:
    text = read(MLP_SGD)
    mm = mlp.ops_named("pd_op.matmul")[0]
    assert mm.result.name == "%7"
    new = Operation.create(
        "pd_op.scale", [mm.result], [mm.result.type], {"bias": Attr.float(0.0), "scale": Attr.float(2.0)}
    )
    mlp.body.insert_after(mm, new)
    out = print_program(mlp)
    # Expected: every %N > 7 shifted by one, and the new line after the matmul line.
    shifted = re.sub(r"%(\d+)", lambda m: f"%{int(m.group(1)) + (int(m.group(1)) > 7)}", text)
    lines = shifted.split("\n")
    k = next(i for i, line in enumerate(lines) if line.startswith('    (%7) = "pd_op.matmul"'))
    lines.insert(
        k + 1,
        '    (%8) = "pd_op.scale" (%7) {bias:0,scale:2} : (tensor<4x16xf32>) -> tensor<4x16xf32>'.replace(
            "tensor<4x16xf32>", mm.result.type.text
        ),
    )
    assert out == "\n".join(lines)
    assert defined_numbers(out) == list(range(38))


def test_renumber_counts_args_separately() -> None:
    prog = parse(read(CONTROLFLOW))
    first = prog.body.first
    new = Operation.create("pd_op.full", [], [first.results[0].type], {"value": Attr.double(1.0)})
    prog.body.prepend(new)
    out = print_program(prog)
    nums = defined_numbers(out)
    assert nums == list(range(len(nums)))
    # Every use refers to a number already defined (print order = definition order).
    seen: set[str] = set()
    for line in out.split("\n"):
        m = DEF_RE.match(line)
        uses_part = line[m.end() :] if m else line
        for u in re.findall(r"%(\d+)\b", uses_part):
            assert u in seen, line
        if m:
            seen.update(v[1:] for v in m.group(1).split(", ") if re.fullmatch(r"%\d+", v))
    # %arg_N: their own counter, first print carries the attrs, unaffected by the new %N.
    args = re.findall(r"\^(.*)", out)
    assert args == ["%arg_0 {stop_gradient:true}, %arg_1 {stop_gradient:false}", "%arg_2 {stop_gradient:false}"]
    assert "%stack_0" in out and "%inlet_0" in out and "%outlet_0" in out
    assert out.startswith('{\n    (%0) = "pd_op.full" () {value:1}')


def test_unedited_program_keeps_its_names() -> None:
    text = '{\n    (%5) = "pd_op.full" () {value:0} : () -> tensor<f32>\n    (%9) = "pd_op.relu" (%5) {} : (tensor<f32>) -> tensor<f32>\n}\n'
    prog = parse(text)
    assert print_program(prog) == text
    prog.body.last.set_attr("a", Attr.bool(True))
    out = print_program(prog)
    assert (
        out
        == '{\n    (%0) = "pd_op.full" () {value:0} : () -> tensor<f32>\n    (%1) = "pd_op.relu" (%0) {a:true} : (tensor<f32>) -> tensor<f32>\n}\n'
    )


def test_a_use_before_its_definition_takes_the_number_of_its_first_print() -> None:
    """Paddle's printer numbers a value where it is first printed, even as an operand."""
    text = '{\n    (%0) = "pd_op.full" () {value:0} : () -> tensor<f32>\n    (%1) = "pd_op.relu" (%0) {} : (tensor<f32>) -> tensor<f32>\n}\n'
    prog = parse(text)
    full, relu = prog.body.ops
    prog.body.remove(full)
    prog.body.append(full)  # now used (by relu) before it is defined
    out = print_program(prog)
    assert (
        out
        == '{\n    (%0) = "pd_op.relu" (%1) {} : (tensor<f32>) -> tensor<f32>\n    (%1) = "pd_op.full" () {value:0} : () -> tensor<f32>\n}\n'
    )


def test_renumbering_a_program_with_values_defined_outside_it() -> None:
    """A pruned dump's outside value (%2, used first) keeps its place in the numbering."""
    path = SAMPLES / "real" / "gen_convnet_bn_eval_forward.pir"
    text = read(path)
    prog = parse(text)
    assert print_program(prog, renumber=True) == text


# ------------------------------------------------------------------------------------------------
# Attributes: era-appropriate spelling, sorted keys


def line_of(text: str, needle: str) -> str:
    return next(line for line in text.split("\n") if needle in line)


def test_new_attrs_in_a_3x_dump(mlp) -> None:
    relu = mlp.ops_named("pd_op.relu")[0]
    relu.set_attr("op_role", Attr.int32(2))
    relu.set_attr("scale", Attr.double(0.25))
    relu.set_attr("dtype", Attr.dtype("float32"))
    relu.set_attr("axes", Attr.int_array([0, 1]))
    relu.set_attr("place", Attr.place("cpu"))
    relu.set_attr("name", Attr.str('a "b"'))
    relu.set_attr("eps", Attr.float(1e-8))
    line = line_of(print_program(mlp), '"pd_op.relu"')
    assert (
        '{axes:[0,1],dtype:float32,eps:1e-08,name:"a \\"b\\"",op_role:2,place:Place(cpu),scale:0.25,stop_gradient:[false]}'
        in line
    )


def test_new_attrs_in_a_2024_dump() -> None:
    prog = parse(read(E2_BEFORE))
    relu = prog.ops_named("pd_op.relu")[0]
    assert relu.attrs["op_role"].text() == "(Int32)0"
    relu.set_attr("op_role", Attr.int32(2))
    relu.set_attr("scale", Attr.double(0.25))
    relu.set_attr("epsilon", Attr.float(1e-8))
    relu.set_attr("dtype", Attr.dtype("float32"))
    relu.set_attr("axes", Attr.int_array([0, 1]))
    relu.set_attr("place", Attr.place("cpu"))
    relu.set_attr("big", Attr.int64(7))
    line = line_of(print_program(prog), '"pd_op.relu"')
    for piece in [
        "op_role:(Int32)2",
        "scale:(Double)0.25",
        "epsilon:(Float)1e-08",
        "dtype:(pd_op.DataType)float32",
        "axes:(pd_op.IntArray)[0,1]",
        "place:(pd_op.Place)Place(cpu)",
        "big:(Int64)7",
    ]:
        assert piece in line
    assert "op_role:2," not in line and "op_role:(Int32)0" not in line
    attrs = line[line.index("{") :]
    keys = re.findall(r"[{,]([A-Za-z_]\w*):", attrs.split(" : ")[0])
    top = [
        k
        for k in keys
        if k in {"axes", "big", "dtype", "epsilon", "op_dist_attr", "op_role", "place", "scale", "stop_gradient"}
    ]
    assert top == sorted(top)


def test_new_op_attr_keys_are_sorted(mlp) -> None:
    relu = mlp.ops_named("pd_op.relu")[0]
    new = Operation.create(
        "pd_op.scale",
        [relu.result],
        [relu.result.type],
        {"z": Attr.bool(True), "a": Attr.int32(1), "M": Attr.str("m"), "_p": Attr.int32(0), "bias": Attr.double(0.5)},
    )
    mlp.body.insert_after(relu, new)
    line = line_of(print_program(mlp), '"pd_op.scale"')
    assert '{M:"m",_p:0,a:1,bias:0.5,z:true}' in line  # byte order: upper < "_" < lower


def test_attribute_dict_copies_share_until_written(mlp) -> None:
    """copy() shares the decoded items and their spelling; a write to either copy is its own."""
    relu = mlp.ops_named("pd_op.relu")[0]
    a = relu.attrs.copy()
    a["op_role"] = Attr.int32(2)
    b = a.copy()
    text_a = a.text()
    b["op_role"] = Attr.int32(1)
    b["zz"] = Attr.bool(True)
    assert a.text() == text_a and "op_role:2" in text_a and "zz" not in text_a
    assert "op_role:1" in b.text() and b.text().endswith(",zz:true}")
    del b["zz"]
    assert "zz" not in b.text() and "op_role:1" in b.text()
    assert relu.attrs.text() == relu.attrs._raw  # the op's own dict is untouched
    assert "op_role:2" not in relu.attrs.text()


def test_attribute_spelling_follows_a_change_of_era() -> None:
    d = Operation.create("pd_op.scale", [], [], {"bias": Attr.float(0.5), "op_role": Attr.int32(1)}).attrs
    assert d.text() == "{bias:0.5,op_role:1}"
    d.era = Era.E2
    assert d.text() == "{bias:(Float)0.5,op_role:(Int32)1}"
    c = d.copy()
    c.era = Era.E3
    assert (c.text(), d.text()) == ("{bias:0.5,op_role:1}", "{bias:(Float)0.5,op_role:(Int32)1}")


def test_new_op_in_a_2024_dump_with_explicit_era() -> None:
    prog = parse(read(E2_BEFORE))
    relu = prog.ops_named("pd_op.relu")[0]
    new = Operation.create(
        "pd_op.scale",
        [relu.result],
        [relu.result.type],
        {"op_role": Attr.int32(1), "bias": Attr.float(0.5)},
        era=prog.era,
    )
    prog.body.insert_after(relu, new)
    assert "{bias:(Float)0.5,op_role:(Int32)1}" in line_of(print_program(prog), '"pd_op.scale"')


def test_new_op_in_a_2024_dump_takes_the_dump_era() -> None:
    prog = parse(read(E2_BEFORE))
    relu = prog.ops_named("pd_op.relu")[0]
    new = Operation.create("pd_op.scale", [relu.result], [relu.result.type], {"op_role": Attr.int32(1)})
    prog.body.insert_after(relu, new)
    assert "{op_role:(Int32)1}" in line_of(print_program(prog), '"pd_op.scale"')


# ------------------------------------------------------------------------------------------------
# Keyword arguments


def test_add_kwarg_3x(mlp) -> None:
    w = by_result(mlp, "%4")
    kw = mlp.body.add_kwarg(
        "linear_0.w_0@GRAD@MERGE", w.type, {"place": Attr.place("cpu"), "persistable": Attr.bool(True)}
    )
    sgd = mlp.ops_named("pd_op.sgd_")[-1]
    sgd.set_operand(2, kw)
    out = print_program(mlp)
    lines = out.split("\n")
    assert lines[1] == "    ^kw:"
    assert (
        lines[2] == "        %kwarg_linear_0.w_0@GRAD@MERGE {place:Place(cpu),persistable:true}"
    )  # insertion order, unsorted
    assert lines[3].startswith('    (%0) = "pd_op.data"')
    assert "(%4, %0, %kwarg_linear_0.w_0@GRAD@MERGE, <<NULL VALUE>>)" in line_of(out, "(%35, %36)")
    back = parse(out)
    assert list(back.body.kwargs) == ["linear_0.w_0@GRAD@MERGE"]
    assert back.body.kwargs["linear_0.w_0@GRAD@MERGE"].users == [back.ops_named("pd_op.sgd_")[-1]]
    assert print_program(back) == out
    with pytest.raises(ValueError):
        mlp.body.add_kwarg("linear_0.w_0@GRAD@MERGE", w.type)


def test_add_kwarg_to_a_2024_dump_that_has_kwargs() -> None:
    prog = parse(read(E2_AFTER))
    assert len(prog.body.kwargs) == 1
    t = prog.body.first.result.type
    prog.body.add_kwarg("b@GRAD@MERGE", t)
    out = print_program(prog)
    line = out.split("\n")[1]
    assert line.startswith("    ^kw:%kwarg_linear_0.w_0.dist@GRAD@MERGE")
    assert line.endswith("%kwarg_b@GRAD@MERGE")  # one line, no attr dict (2024 form)
    assert not out.split("\n")[2].lstrip().startswith("%kwarg_")
    back = parse(out)
    assert list(back.body.kwargs) == ["linear_0.w_0.dist@GRAD@MERGE", "b@GRAD@MERGE"]


def test_add_kwarg_to_a_2024_dump_without_kwargs() -> None:
    prog = parse(read(E2_BEFORE))
    assert prog.era is Era.E2 and not prog.body.kwargs
    prog.body.add_kwarg("w@GRAD@MERGE", prog.body.first.result.type, {"persistable": Attr.bool(True)})
    out = print_program(prog)
    assert out.split("\n")[1] == "    ^kw:%kwarg_w@GRAD@MERGE"


# ------------------------------------------------------------------------------------------------
# clone, set_type


def test_clone_op_with_regions() -> None:
    prog = parse(read(CONTROLFLOW))
    ifop = prog.ops_named("pd_op.if")[0]
    n_uses = len(ifop.operands[0].uses)
    c = ifop.clone()
    assert c.parent is None and c is not ifop
    assert c.operands == ifop.operands
    assert len(ifop.operands[0].uses) == n_uses + 1
    assert [r.type for r in c.results] == [r.type for r in ifop.results]
    assert all(a is not b for a, b in zip(c.results, ifop.results, strict=True))
    assert len(c.regions) == 2
    for r0, r1 in zip(ifop.regions, c.regions, strict=True):
        o0, o1 = r0.block.ops, r1.block.ops
        assert [o.name for o in o0] == [o.name for o in o1]
        inner0 = {id(r) for o in o0 for r in o.results}
        for a, b in zip(o0, o1, strict=True):
            assert a.attrs.text() == b.attrs.text()
            for va, vb in zip(a.operands, b.operands, strict=True):
                if va is not None and id(va) in inner0:
                    assert vb is not va and vb.owner.parent is r1.block  # remapped to the clone's own values
                else:
                    assert vb is va
    prog.body.insert_after(ifop, c)
    out = print_program(prog)
    assert out.count('"pd_op.if"') == 3
    back = parse(out)
    assert print_program(back) == out
    ifs = back.ops_named("pd_op.if")
    assert [o.name for o in ifs[1].regions[0].block] == [o.name for o in ifs[0].regions[0].block]


def test_clone_with_mapping(mlp) -> None:
    relu = mlp.ops_named("pd_op.relu")[0]
    other = by_result(mlp, "%7")
    c = relu.clone({relu.operands[0]: other})
    assert c.operands == [other]
    assert c.attrs.text() == relu.attrs.text()
    c.set_attr("stop_gradient", Attr.array([Attr.bool(True)]))
    assert relu.attr("stop_gradient") == [False]  # attrs are copied, not shared


def test_set_type_reprints_users(mlp) -> None:
    w = by_result(mlp, "%4")
    bf16 = w.type.with_dtype("bf16")
    assert bf16.text == "tensor<16x32xbf16>"
    users = w.users
    w.set_type(bf16)
    out = print_program(mlp)
    assert line_of(out, '"linear_0.w_0"').endswith("-> tensor<16x32xbf16>")
    mm = line_of(out, '"pd_op.matmul" (%5, %4)')
    assert mm.endswith(": (tensor<4x16xf32>, tensor<16x32xbf16>) -> tensor<4x32xf32>")
    sgd = line_of(out, "(%35, %36)")
    assert ": (tensor<16x32xbf16>, tensor<f32>, tensor<16x32xf32>, <<NULL TYPE>>)" in sgd
    assert len(users) == 3 and out.count("tensor<16x32xbf16>") == 4
    # Untouched ops keep their text.
    assert line_of(out, "(%9) = ") == line_of(read(MLP_SGD), "(%9) = ")


def test_with_shape_and_dense() -> None:
    t = Type.get(
        "pd_dist.tensor<64x256xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1,0], placements:[Shard(dim=1)]>"
    )
    assert t.dense().text == "tensor<64x256xf32>"
    assert t.with_shape((64, 128)).text.startswith("pd_dist.tensor<64x128xf32, mesh_shape:[2]")
    assert tensor_type((), "f32").text == "tensor<f32>"
    assert tensor_type((-1, 3), "i64", prefix="builtin.").text == "builtin.tensor<-1x3xi64>"


def test_program_built_from_scratch_prints_like_paddle() -> None:
    prog = Program()
    t = tensor_type((2,), "f32")
    a = prog.body.append(
        Operation.create("pd_op.full", [], [t], {"value": Attr.double(1.0), "dtype": Attr.dtype("float32")})
    )
    b = prog.body.append(Operation.create("pd_op.relu", [a.result], [t]))
    prog.body.append(Operation.create("builtin.shadow_output", [b.result], [], {"output_name": Attr.str("out")}))
    assert print_program(prog) == (
        "{\n"
        '    (%0) = "pd_op.full" () {dtype:float32,value:1} : () -> tensor<2xf32>\n'
        '    (%1) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n'
        '    () = "builtin.shadow_output" (%1) {output_name:"out"} : (tensor<2xf32>) -> \n'
        "}\n"
    )


def test_distribute_moves_ops_in_order_as_remove_and_append_do() -> None:
    prog = parse(read(CONTROLFLOW))
    ops = prog.body.ops
    other, third = Program(prog.era), Program(prog.era)
    other.body.append(Operation.create("pd_op.full", [], [tensor_type([1], "f32")], {"value": Attr.double(1.0)}))
    dests = [None if i % 3 == 0 else other.body if i % 3 == 1 else third.body for i in range(len(ops))]
    # the same moves, one op at a time, on a second copy
    ref = parse(read(CONTROLFLOW))
    ref_other, ref_third = Program(ref.era), Program(ref.era)
    ref_other.body.append(Operation.create("pd_op.full", [], [tensor_type([1], "f32")], {"value": Attr.double(1.0)}))
    for i, op in enumerate(ref.body.ops):
        if i % 3:
            ref.body.remove(op)
            (ref_other if i % 3 == 1 else ref_third).body.append(op)
    prog.body.distribute(dests)
    for got, want in ((prog, ref), (other, ref_other), (third, ref_third)):
        assert [op.name for op in got.body] == [op.name for op in want.body]
        assert [op.name for op in reversed(got.body)] == [op.name for op in reversed(want.body)]
        assert len(got.body) == len(want.body) and all(op.parent is got.body for op in got.body)
        assert print_program(got, renumber=True) == print_program(want, renumber=True)
    nested = [b for op in other.body for b in op.walk_blocks()]
    assert nested and all(b.program is other for b in nested)  # regions follow their op
    with pytest.raises(ValueError):
        prog.body.distribute([None])
