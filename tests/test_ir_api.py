"""Public IR facilities: ValueKind, Operation.signature, OpStamp/OpStamps, walkers, the cache registry."""

from __future__ import annotations

from conftest import SAMPLES, read

from pirtool import Attr, parse, print_program
from pirtool.caches import CacheInfo, bounded_put, caches, clear_caches
from pirtool.ir import ValueKind
from pirtool.stamp import OpStamp, OpStamps
from pirtool.syntax import OpSyntax
from pirtool.types import Type

CONTROLFLOW = SAMPLES / "real" / "controlflow_cond_while_sgd_main.pir"
T = Type.get("tensor<4xf32>")


def test_value_kind_is_a_string_enum() -> None:
    prog = parse(read(CONTROLFLOW))
    kinds = {v.kind for op in prog.walk() for v in op.results}
    assert kinds == {ValueKind.RESULT} and ValueKind.RESULT == "result"
    args = [a for b in prog.blocks() for a in b.args]
    assert all(a.kind == "arg" == ValueKind.ARG for a in args)
    assert f"{ValueKind.EXTERNAL}" == "external" and [k.value for k in ValueKind] == [
        "result",
        "arg",
        "kwarg",
        "external",
    ]


def test_walkers_agree_with_the_nesting() -> None:
    prog = parse(read(CONTROLFLOW))
    blocks = list(prog.blocks())
    assert blocks[0] is prog.body and len(blocks) > 1
    assert all(b.parent_op is not None for b in blocks[1:])
    assert list(prog.walk()) == list(prog.body.walk()) == [op for top in prog.body for op in top.walk()]
    nested = [op for b in blocks for op in b]
    assert sorted(map(id, nested)) == sorted(map(id, prog.walk()))
    top = next(op for op in prog.body if op.regions)
    assert list(top.walk_blocks()) == [b for b in blocks if _inside(b, top)]


def _inside(b, op) -> bool:  # type: ignore[no-untyped-def]
    p = b.parent_op
    while p is not None:
        if p is op:
            return True
        p = p.parent.parent_op if p.parent is not None else None
    return False


def test_signature_is_public() -> None:
    prog = parse(read(CONTROLFLOW))
    op = next(op for op in prog.walk() if op.operands)
    assert op.signature is not None and op.signature.text.startswith(" : (")


def test_op_stamp_shares_attributes_and_signature() -> None:
    prog = parse(read(CONTROLFLOW))
    x = next(op for op in prog.body if op.results and op.results[0].type.is_tensor).results[0]
    st = OpStamp.create(
        "pd_op.relu",
        [x.type],
        [x.type],
        {"stop_gradient": Attr.array([Attr.bool(True)])},
        era=prog.era,
        syntax=prog.new_syntax(),
    )
    a, b = st([x]), st([x])
    assert a.signature is b.signature is st.signature and a.syntax is b.syntax
    assert a.results[0].type is x.type and x.uses[-2:] == [(a, 0), (b, 0)]
    a.set_attr("stop_gradient", Attr.array([Attr.bool(False)]))  # copy on write: b keeps its own
    assert b.attr("stop_gradient") == [True] and a.attr("stop_gradient") == [False]
    prog.body.append(a)
    assert '"pd_op.relu"' in print_program(prog)
    again = OpStamp.of(b)([x])
    assert again.signature is b.signature and again.attrs.text() == b.attrs.text()


def test_op_stamps_are_keyed_by_value() -> None:
    stamps = OpStamps()
    made = []

    def make() -> OpStamp:
        made.append(1)
        return OpStamp.create("pd_op.full", [], [T], {"value": Attr.double(1.0)})

    s1 = stamps.get(("full", T, OpSyntax(indent="  ")), make)
    s2 = stamps.get(("full", T, OpSyntax(indent="  ")), make)  # an equal syntax, another object
    assert s1 is s2 and len(made) == 1 and len(stamps) == 1
    assert stamps.get(("full", T, OpSyntax())) is None
    g = stamps.put_group("g", [s1, s1])
    assert stamps.get_group("g") == g == (s1, s1)


def test_cache_registry_lists_and_clears() -> None:
    import pirtool.paddle.dist  # noqa: F401  (caches are listed once their module is loaded)
    import pirtool.passes.gradient_merge  # noqa: F401

    parse(read(CONTROLFLOW))
    listed = {c.name: c for c in caches()}
    assert all(isinstance(c, CacheInfo) for c in listed.values())
    assert "pirtool.syntax:generic_signature" in listed and "pirtool.paddle.dist:_SPECS" in listed
    assert any(c.size for c in listed.values() if not c.interned)
    assert {
        "pirtool.text.signatures:_sigs",
        "pirtool.text.attrdicts:_skeletons",
        "pirtool.passes.gradient_merge.ops:_bools",
    } <= set(listed)
    assert all(c.bound is not None for c in listed.values() if not c.interned)  # nothing grows without end
    interned = next(c for c in listed.values() if c.interned)
    clear_caches()
    assert all(c.size == 0 for c in caches() if not c.interned)
    assert next(c for c in caches() if c.interned).size == interned.size  # interning kept
    d: dict[int, int] = {}
    for i in range(5):
        bounded_put(d, i, i, bound=3)
    assert len(d) <= 3 and d[4] == 4
