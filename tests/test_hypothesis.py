"""Random valid programs, written as text in Paddle 3.x's printer format, survive the round trip.

The strategy writes what `pir::IrPrinter` would: `%N` numbered in print order (global across
regions), `%arg_N` from a second counter with `{attrs}` at the block argument's first print,
kwargs in a `^kw:` section, sorted op attribute keys, `-> ` with a trailing space for zero
results, `pd_op.if` / `pd_op.while` custom forms. Checks: print(parse(t)) == t, a renumbered
print is t as well (the text is numbered like Paddle) and is stable, and both readers agree.
"""

from __future__ import annotations

import math
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pirtool import Attr, Operation, Program, parse, print_program, tensor_type
from pirtool.attrs import AttrDict
from pirtool.text import grammar, scanner
from pirtool.types import Type
from pirtool.verify import verify

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

OP_NAMES = [
    "pd_op.relu", "pd_op.matmul", "pd_op.add", "pd_op.full", "pd_op.scale", "pd_op.sgd_", "pd_op.adam_",
    "builtin.combine", "builtin.split", "builtin.parameter", "builtin.shadow_output", "cf.tuple_push",
    "dist_op.reshard", "pd_op.c_allreduce_sum_", "custom_op.my_op", "onednn_op.conv2d",
]
ATTR_KEYS = [
    "axis", "bias", "bias_after_scale", "dtype", "epsilon", "keepdim", "message", "name", "op_dist_attr", "op_role",
    "place", "shape", "stop_gradient", "struct_name", "transpose_x", "value", "Out", "X_scale", "_private",
]
DTYPES = ["f32", "f64", "f16", "bf16", "i8", "u8", "i16", "i32", "i64", "b", "c64", "c128"]
DTYPE_WORDS = ["float32", "float64", "bfloat16", "int64", "bool", "uint8", "complex64", "Undefined"]


# --------------------------------------------------------------------------------------------------
# Attribute values


def cxx_g(x: float) -> str:
    """C++ `ostream << double` (default precision 6)."""
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return f"{x:g}"


floats = st.one_of(
    st.sampled_from([1e-08, 0.1, -1.5e-12, 1.23456789e8, 1e100, float("inf"), float("-inf"), float("nan"), 0.0, 1.0, 0.25]),
    st.floats(allow_nan=True, allow_infinity=True, width=64),
).map(cxx_g)

# Characters in strings: anything printable, spaces, quotes (printed \"), a backslash that is
# not followed by a quote, and raw newlines (Paddle prints them raw: an op spans lines).
_plain = st.text(st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters='"\\'), max_size=6)
_piece = st.one_of(_plain, st.just('\\"'), st.just(" "), st.just("\\ "), st.just("\\n"), st.just("\n"), st.just("}{][<>,:"))
strings = st.lists(_piece, max_size=5).map(lambda parts: '"' + "".join(parts) + '"')

scalars = st.one_of(
    st.sampled_from(["true", "false"]),
    st.integers(min_value=-(2**63), max_value=2**63 - 1).map(str),
    floats,
    strings,
    st.sampled_from(["Place(cpu)", "Place(gpu:0)", "Place(undefined:0)"]),
    st.sampled_from(DTYPE_WORDS),
    st.sampled_from(["NCHW", "NHWC", "Undefined(AnyLayout)"]),
)

attr_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4).map(lambda xs: "[" + ",".join(xs) + "]"), max_leaves=8)

dist_attrs = st.sampled_from(
    [
        "{mesh:{shape:[2],process_ids:[0,1]},result(0):{mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1], placements:[Replicate()]},chunk_id:-1}",
        "{mesh:{shape:[2,2],process_ids:[0,1,2,3]},operand(0):{mesh_shape:[2,2],process_ids:[0,1,2,3],dims_mappings:[0,-1], placements:[Shard(dim=0), Replicate()]},result(0):{mesh_shape:[2,2],process_ids:[0,1,2,3],dims_mappings:[], partial(0,AVG), placements:[Partial(reduce_type=AVG), Replicate()]},chunk_id:-1}",
    ]
)


@st.composite
def attr_dicts(draw) -> str:
    keys = draw(st.lists(st.sampled_from(ATTR_KEYS), unique=True, max_size=5))
    items = []
    for k in sorted(keys):  # Paddle's std::map: byte order
        v = draw(dist_attrs) if k == "op_dist_attr" else draw(attr_values)
        items.append(f"{k}:{v}")
    return "{" + ",".join(items) + "}"


# --------------------------------------------------------------------------------------------------
# Types


@st.composite
def tensor_types(draw) -> str:
    dims = draw(st.lists(st.one_of(st.just(-1), st.integers(0, 64)), max_size=4))
    dtype = draw(st.sampled_from(DTYPES))
    shape = "".join(f"{d}x" for d in dims)
    kind = draw(st.sampled_from(["dense", "dense", "dense", "dist", "partial"]))
    if kind == "dense":
        return f"tensor<{shape}{dtype}>"
    maps = ",".join(str(draw(st.sampled_from([-1, 0]))) for _ in dims)
    if kind == "dist":
        return f"pd_dist.tensor<{shape}{dtype}, mesh_shape:[2],process_ids:[0,1],dims_mappings:[{maps}], placements:[Shard(dim=1)]>"
    return f"pd_dist.tensor<{shape}{dtype}, mesh_shape:[2],process_ids:[0,1],dims_mappings:[{maps}], partial(0,SUM), placements:[Partial(reduce_type=SUM)]>"


@st.composite
def types(draw) -> str:
    k = draw(st.integers(0, 9))
    if k == 0:
        return "vec[" + ",".join(draw(st.lists(tensor_types(), max_size=3))) + "]"
    if k == 1:
        return "pd_op.tensor_array<" + draw(st.sampled_from(DTYPES)) + ">"
    return draw(tensor_types())


# --------------------------------------------------------------------------------------------------
# Programs


class Gen:
    """Writes one program like Paddle's printer, drawing choices from Hypothesis."""

    def __init__(self, draw, op_ids: bool) -> None:
        self.draw = draw
        self.n = 0
        self.n_arg = 0
        self.next_id = draw(st.integers(0, 500))
        self.op_ids = op_ids
        self.lines: list[str] = []

    def new(self) -> str:
        # A placeholder (NUL never occurs in generated strings): `number` spells it later.
        v = f"\x00{self.n}\x00"
        self.n += 1
        return v

    def op_id(self) -> str:
        if not self.op_ids:
            return ""
        self.next_id += self.draw(st.integers(1, 3))
        return f" [id:{self.next_id}]"

    def operands(self, scope: list[tuple[str, str]]) -> list[tuple[str, str]]:
        k = self.draw(st.integers(0, min(4, len(scope) + 1)))
        out = []
        for _ in range(k):
            if scope and self.draw(st.integers(0, 5)) > 0:
                out.append(self.draw(st.sampled_from(scope)))
            else:
                out.append(("<<NULL VALUE>>", "<<NULL TYPE>>"))
        return out

    def generic(self, indent: str, scope: list[tuple[str, str]]) -> None:
        draw = self.draw
        name = draw(st.sampled_from(OP_NAMES))
        ops = self.operands(scope)
        rtypes = [draw(st.one_of(types(), types(), st.just("<<NULL TYPE>>"))) for _ in range(draw(st.integers(0, 3)))]
        res = [self.new() for _ in rtypes]
        attrs = draw(attr_dicts())
        self.lines.append(
            f'{indent}({", ".join(res)}) = "{name}"{self.op_id()} ({", ".join(v for v, _ in ops)}) {attrs} : '
            f'({", ".join(t for _, t in ops)}) -> {", ".join(rtypes)}\n'
        )
        scope.extend(zip(res, rtypes, strict=True))

    def yield_(self, indent: str, vals: list[tuple[str, str]]) -> None:
        self.lines.append(f'{indent}() = "cf.yield"{self.op_id()} ({", ".join(v for v, _ in vals)}) {{}} : ({", ".join(t for _, t in vals)}) -> \n')

    def body(self, indent: str, scope: list[tuple[str, str]], depth: int, min_ops: int = 0) -> None:
        for _ in range(self.draw(st.integers(min_ops, 4 if depth else 8))):
            k = self.draw(st.integers(0, 9))
            if k == 0 and depth < 2 and scope:
                self.if_op(indent, scope, depth)
            elif k == 1 and depth < 2 and scope:
                self.while_op(indent, scope, depth)
            else:
                self.generic(indent, scope)

    def if_op(self, indent: str, scope: list[tuple[str, str]], depth: int) -> None:
        draw = self.draw
        cond = draw(st.sampled_from(scope))
        rtypes = draw(st.lists(tensor_types(), min_size=1, max_size=2))
        res = [self.new() for _ in rtypes]
        sg = ",".join(draw(st.sampled_from(["true", "false"])) for _ in rtypes)
        attrs = draw(st.sampled_from(["{}", f"{{stop_gradient:[{sg}]}}"]))
        self.lines.append(f'{indent}({", ".join(res)}) = "pd_op.if"{self.op_id()} ({cond[0]}) {attrs} -> {", ".join(rtypes)} {{\n')
        inner = indent + "    "
        for k in range(2):
            sub = list(scope)
            self.body(inner, sub, depth + 1)
            self.yield_(inner, [draw(st.sampled_from(sub)) for _ in rtypes])
            if k == 0:
                self.lines.append(f"{indent}}} else {{\n")
        self.lines.append(f"{indent}}}\n")
        scope.extend(zip(res, rtypes, strict=True))

    def while_op(self, indent: str, scope: list[tuple[str, str]], depth: int) -> None:
        draw = self.draw
        cond = draw(st.sampled_from(scope))
        inputs = draw(st.lists(st.sampled_from(scope), min_size=1, max_size=3))
        res = [self.new() for _ in inputs]
        # `pd_op.while` prints [id:] only with GLOG_v (not FLAGS_print_ir): keep it off here.
        self.lines.append(f'{indent}({", ".join(res)}) = "pd_op.while" (cond={cond[0]}, inputs={", ".join(v for v, _ in inputs)}) {{ \n')
        args = []
        for _ in inputs:
            args.append(f"%arg_{self.n_arg}")
            self.n_arg += 1
        arg_attrs = [draw(st.sampled_from(["{stop_gradient:true}", "{stop_gradient:false}", "{}"])) for _ in args]
        self.lines.append(f"{indent}^" + ", ".join(f"{a} {d}" for a, d in zip(args, arg_attrs, strict=True)) + "\n")
        sub = list(scope) + [(a, t) for a, (_, t) in zip(args, inputs, strict=True)]
        inner = indent + "    "
        self.body(inner, sub, depth + 1)
        self.yield_(inner, [draw(st.sampled_from(sub))] + [draw(st.sampled_from(sub)) for _ in inputs])
        self.lines.append(f"{indent}}}\n")
        scope.extend((r, t) for r, (_, t) in zip(res, inputs, strict=True))


_PLACEHOLDER = re.compile("\x00(\\d+)\x00")


def number(template: str, spell=lambda n: f"%{n}") -> str:
    return _PLACEHOLDER.sub(lambda m: spell(int(m.group(1))), template)


@st.composite
def templates(draw) -> str:
    g = Gen(draw, op_ids=draw(st.booleans()))
    g.lines.append("{\n")
    scope: list[tuple[str, str]] = []
    if draw(st.integers(0, 3)) == 0:
        names = draw(st.lists(st.from_regex(r"[a-z][a-z0-9_]{0,6}(\.[a-z]_[0-9])?(@GRAD@MERGE)?", fullmatch=True), min_size=1, max_size=3, unique=True))
        g.lines.append("    ^kw:\n")
        for nm in names:
            d = draw(st.sampled_from(["{place:Place(cpu),persistable:true}", "{persistable:true,place:Place(cpu)}", "{}"]))
            g.lines.append(f"        %kwarg_{nm} {d}\n")
            scope.append((f"%kwarg_{nm}", draw(tensor_types())))
    g.body("    ", scope, 0, min_ops=1)
    g.lines.append("}\n")
    return "".join(g.lines)


programs = templates().map(number)


def check_text(t: str) -> None:
    prog = parse(t)
    assert print_program(prog) == t
    renumbered = print_program(prog, renumber=True)
    assert renumbered == t  # the generator numbers values exactly like Paddle's printer
    assert print_program(parse(renumbered), renumber=True) == renumbered
    assert scanner.scan(t) == grammar.records(t)


@SETTINGS
@given(programs)
def test_random_programs_roundtrip(t: str) -> None:
    check_text(t)


@settings(SETTINGS, max_examples=100)
@given(templates(), st.integers(2, 50), st.integers(0, 1000))
def test_renumber_gives_paddle_numbering(tpl: str, step: int, offset: int) -> None:
    # A hand-trimmed program numbers values arbitrarily; renumbering gives Paddle's order.
    scrambled = number(tpl, lambda n: f"%{offset + step * n}")
    prog = parse(scrambled)
    assert print_program(prog) == scrambled
    assert print_program(prog, renumber=True) == number(tpl)


@settings(SETTINGS, max_examples=100)
@given(programs, st.sampled_from(["\r\n", "\n"]), st.sampled_from(["", "  ", "\t"]))
def test_random_programs_with_crlf_and_shift(t: str, eol: str, shift: str) -> None:
    # docs §11: pastes shifted as a whole, CRLF line ends. (A raw newline inside a string
    # becomes part of a different, still valid, string.)
    u = eol.join(shift + line if line else line for line in t.split("\n"))
    prog = parse(u)
    assert print_program(prog) == u
    assert scanner.scan(u) == grammar.records(u)


# Keys that also occur nested (inside op_dist_attr, or spelt inside strings) catch a peek
# that takes a nested occurrence for the top-level one.
PEEK_KEYS = [*ATTR_KEYS, "mesh", "shape", "process_ids", "chunk_id", "dims_mappings", "result(0)", "absent"]


@SETTINGS
@given(attr_dicts(), st.lists(st.sampled_from(PEEK_KEYS), min_size=1, max_size=4))
def test_peeking_a_key_agrees_with_decoding_the_dict(d: str, keys: list[str]) -> None:
    """AttrDict.get reads single keys from the raw text; it must say what a full decode says."""
    peeked = AttrDict(d)
    decoded = AttrDict(d)
    decoded._load()
    for key in keys:
        a, b = peeked.get(key), decoded.get(key)
        assert (a is None) == (b is None), key
        if a is not None:
            assert (a.kind, a.text()) == (b.kind, b.text()), key
    assert peeked.text() == d


@SETTINGS
@given(attr_dicts())
def test_attr_dict_decodes_and_reprints(d: str) -> None:
    text = '{\n    () = "x.y" () ' + d + " : () -> \n}\n"
    prog = parse(text)
    op = prog.body.first
    keys = op.attrs.keys()
    assert keys == sorted(keys)
    assert op.attrs.text() == d
    # Touching the dict re-spells it from its items: same text (values keep their spelling).
    if keys:
        op.set_attr(keys[0], op.attrs[keys[0]])
        assert op.attrs.modified
        assert op.attrs.text() == d
        assert print_program(prog) == text


@SETTINGS
@given(floats)
def test_float_format_matches_cxx(s: str) -> None:
    from pirtool.attrs import format_float

    x = float(s)
    assert format_float(x) == s or (math.isnan(x) and format_float(x) in ("nan", "-nan"))


# --------------------------------------------------------------------------------------------------
# Programs built with the IR API


@settings(SETTINGS, max_examples=100)
@given(
    st.lists(st.tuples(st.sampled_from(OP_NAMES), st.integers(0, 3), st.integers(0, 2), attr_dicts()), min_size=1, max_size=12),
    st.lists(st.from_regex(r"[a-z][a-z0-9_.@]{0,8}", fullmatch=True), unique=True, max_size=2),
    st.lists(st.lists(st.integers(-1, 8), max_size=3), min_size=1, max_size=4),
)
def test_ir_api_program_is_stable(spec, kwnames, shapes) -> None:
    prog = Program()
    tys = [tensor_type(s, "f32") for s in shapes]
    pool = [prog.body.add_kwarg(k, tys[0], {"persistable": Attr.bool(True), "place": Attr.place("cpu")}) for k in kwnames]
    for i, (name, n_ops, n_res, attrs) in enumerate(spec):
        ops = [pool[(i + j) % len(pool)] if pool else None for j in range(n_ops)]
        dict_attrs = parse('{\n    () = "x.y" () ' + attrs + " : () -> \n}\n").body.first.attrs
        op = Operation.create(name, ops, [tys[(i + k) % len(tys)] for k in range(n_res)], dict(dict_attrs.items()))
        prog.body.append(op)
        pool.extend(op.results)
    text = print_program(prog)
    again = parse(text)
    assert print_program(again) == text
    assert print_program(again, renumber=True) == text
    assert len(again.body) == len(spec)
    assert list(again.body.kwargs) == kwnames
    # Structure survives: each op's operands are the values that were given.
    for a, b in zip(prog.body, again.body, strict=True):
        assert a.name == b.name
        assert [r.type.text for r in a.results] == [r.type.text for r in b.results]
        assert [None if v is None else v.kind for v in a.operands] == [None if v is None else v.kind for v in b.operands]


def test_types_in_strategy_are_valid() -> None:
    # The type strings the strategy writes are types for pirtool too (a sanity check of the test).
    for t in ["tensor<f32>", "tensor<-1x0x3xbf16>", "vec[]", "vec[tensor<2xf32>,tensor<i64>]", "pd_op.tensor_array<f32>",
              "pd_dist.tensor<4xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[0], placements:[Shard(dim=1)]>"]:
        assert Type.get(t).text == t


# --------------------------------------------------------------------------------------------------
# Regressions found by the era strategies (minimised), read by both readers

NESTED_WHILE_ON_ARG = (  # a while whose input is the enclosing while's block argument
    "{\n"
    '    (%0) = "pd_op.full" () {} : () -> tensor<1xi64>\n'
    '    (%1) = "pd_op.while" (cond=%0, inputs=%0) { \n'
    "    ^%arg_0 {}\n"
    '        (%2) = "pd_op.while" (cond=%0, inputs=%arg_0) { \n'
    "        ^%arg_1 {}\n"
    '            () = "cf.yield" (%0, %arg_1) {} : (tensor<1xi64>, tensor<1xi64>) -> \n'
    "        }\n"
    '        () = "cf.yield" (%0, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> \n'
    "    }\n"
    "}\n"
)
KWARG_FIRST_USED_BY_IF = (  # the kwarg's first use prints no operand types
    "{\n    ^kw:\n        %kwarg_a {place:Place(cpu),persistable:true}\n"
    '    (%0) = "pd_op.if" (%kwarg_a) {} -> tensor<f32> {\n'
    '        () = "cf.yield" (%kwarg_a) {} : (tensor<f32>) -> \n'
    "    } else {\n"
    '        () = "cf.yield" (%kwarg_a) {} : (tensor<f32>) -> \n'
    "    }\n}\n"
)
KWARG_INTO_WHILE = (  # a while input typed only once the kwargs are (after the body is read)
    "{\n    ^kw:\n        %kwarg_a {place:Place(cpu),persistable:true}\n"
    '    (%0) = "pd_op.while" (cond=%kwarg_a, inputs=%kwarg_a) { \n'
    "    ^%arg_0 {stop_gradient:true}\n"
    '        () = "cf.yield" (%arg_0, %kwarg_a) {} : (tensor<f32>, tensor<f32>) -> \n'
    "    }\n}\n"
)


@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_nested_while_args_are_typed_from_the_outer_args(reader: str) -> None:
    # The inner body's argument and the inner result were <<NULL TYPE>>: block arguments were
    # typed when their body closed, so the outer %arg_0 was untyped when the inner while closed.
    prog = parse(NESTED_WHILE_ON_ARG, reader=reader)
    assert [a.type.text for b in prog.blocks() for a in b.args] == ["tensor<1xi64>", "tensor<1xi64>"]
    assert [r.type.text for op in prog.ops_named("pd_op.while") for r in op.results] == ["tensor<1xi64>", "tensor<1xi64>"]
    assert verify(prog) == []
    assert print_program(prog) == NESTED_WHILE_ON_ARG


@pytest.mark.parametrize("reader", ["fast", "lark"])
@pytest.mark.parametrize("text", [KWARG_FIRST_USED_BY_IF, KWARG_INTO_WHILE], ids=["if", "while"])
def test_kwarg_typed_from_its_first_typed_use(reader: str, text: str) -> None:
    # Was <<NULL TYPE>>: the kwarg took the type its first use printed, and an if / while line
    # prints none; a while input typed that late left the body's argument and the result untyped.
    prog = parse(text, reader=reader)
    assert prog.body.kwargs["a"].type.text == "tensor<f32>"
    assert all(r.type.text == "tensor<f32>" for r in prog.body.first.results)
    assert verify(prog) == []
    assert print_program(prog) == text


KWARG_ONLY_INTO_WHILE = (  # no line prints the kwarg's type: its block argument's type is unknown
    "{\n    ^kw:\n        %kwarg_a {place:Place(cpu),persistable:true}\n        %kwarg_b {}\n"
    '    (%0) = "pd_op.while" (cond=%kwarg_a, inputs=%kwarg_b) { \n'
    "    ^%arg_0 {stop_gradient:true}\n"
    '        () = "cf.yield" (%kwarg_a, %arg_0) {} : (tensor<f32>, tensor<f64>) -> \n'
    "    }\n}\n"
)


@pytest.mark.parametrize("reader", ["fast", "lark"])
def test_verify_takes_an_uninferable_type_as_unknown(reader: str) -> None:
    # verify reported "printed as tensor<f64> but defined as <<NULL TYPE>>" for %arg_0.
    prog = parse(KWARG_ONLY_INTO_WHILE, reader=reader)
    assert prog.body.kwargs["b"].type.text == "<<NULL TYPE>>"
    assert verify(prog) == []
    assert print_program(prog) == KWARG_ONLY_INTO_WHILE
