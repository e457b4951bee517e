"""Reading is linear in line length: a line twice as long costs twice the work, not four times.

Real auto-parallel dumps have lines of a quarter of a megabyte: the global-norm clip's
`builtin.combine` of every gradient, a `vec[...]` of a thousand dist types, and the `pd_op.stack`
after it, whose `op_dist_attr` lists them all again. The work of reading such a program is counted,
not timed (the machine's speed varies): Python lines run, plus the characters of every string a
str or bytes method was called on (a C-level `str.count` over a piece that grows with the line
is what made the old type split quadratic while its Python line count stayed linear).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial

from hypothesis import given
from hypothesis import strategies as st

from pirtool import parse, print_program
from pirtool.text.signatures import _SIG, depth, sig_parts
from pirtool.types import Type, is_valid_type, split_types
from pirtool.verify import decode_all, verify

DIST = "mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1,0], placements:[Shard(dim=1), Replicate()]"


#: Searches that start where they are told: on the input text, the reader's walk from line to
#: line (`text.find("\n", pos)`), each of which runs over one line only.
RANGED = {"find", "rfind", "index", "rindex", "startswith", "endswith"}


def work(fn: Callable[[], object], walked: str = "") -> int:
    """Python lines `fn` runs plus the length of every str/bytes a method was called on (a ranged
    search of `walked`, the input text, counts 1)."""
    count = 0

    def on_call(frame: object, event: str, arg: object) -> None:
        nonlocal count
        if event == "c_call":
            s = getattr(arg, "__self__", None)
            if isinstance(s, str | bytes):
                count += 1 if s is walked and getattr(arg, "__name__", "") in RANGED else len(s)

    def on_line(frame: object, event: str, arg: object) -> object:
        nonlocal count
        if event == "line":
            count += 1
        return on_line

    sys.setprofile(on_call)
    sys.settrace(on_line)
    try:
        fn()
    finally:
        sys.settrace(None)
        sys.setprofile(None)
    return count


def clip_program(n: int, tag: int) -> str:
    """`n` dist tensors of distinct types (shapes made of `tag` and the index, so that no type or
    signature was read before), combined into one `vec[...]` and stacked, as the global-norm
    clip prints them."""
    types = [f"pd_dist.tensor<{tag}x{i + 1}xf32, {DIST}>" for i in range(n)]
    lines = ["{"]
    for i, t in enumerate(types):
        lines.append(
            f'    (%{i}) = "pd_op.data" () {{dtype:float32,name:"g{tag}_{i}",op_dist_attr:{{mesh:{{shape:[2],'
            f"process_ids:[0,1]}},result(0):{{{DIST}}},chunk_id:-1}},op_role:0,persistable:[true],"
            f"place:Place(undefined:0),shape:[{tag},{i + 1}],stop_gradient:[true]}} : () -> {t}"
        )
    vec = f"vec[{','.join(types)}]"
    operands = ", ".join(f"%{i}" for i in range(n))
    lines.append(
        f'    (%{n}) = "builtin.combine" ({operands}) {{op_role:2,stop_gradient:[false]}} : ({", ".join(types)}) -> {vec}'
    )
    attrs = ",".join(DIST for _ in range(n))
    lines.append(
        f'    (%{n + 1}) = "pd_op.stack" (%{n}) {{axis:0,op_dist_attr:{{mesh:{{shape:[2],process_ids:[0,1]}},'
        f"operand(0):{{[{attrs}]}},result(0):{{{DIST}}},chunk_id:-1}},op_role:2,stop_gradient:[false]}}"
        f" : ({vec}) -> pd_dist.tensor<{n}x{tag}xf32, {DIST}>"
    )
    lines.append("}")
    return "\n".join(lines) + "\n"


def read_and_print(text: str) -> None:
    """Parse, decode every attribute and type (`fmt --check --strict`), verify, print."""
    prog = parse(text)
    decode_all(prog)
    assert not verify(prog)
    assert print_program(prog) == text


def test_doubling_a_vec_of_dist_types_doubles_the_work() -> None:
    n = 400
    small, big = clip_program(n, 7), clip_program(2 * n, 8)
    assert len(max(big.splitlines(), key=len)) > 2 * n * len(DIST)
    w1 = work(lambda: read_and_print(small), small)
    w2 = work(lambda: read_and_print(big), big)
    # linear: 2x (a little more: the longer numbers); the old quadratic split gave 3.8x here
    assert w2 < 2.4 * w1, (w1, w2, w2 / w1)


def test_doubling_the_line_doubles_the_work_of_each_step() -> None:
    """The type split, the check of a `vec[...]` type and the nesting depth on their own, counted
    the same way (fresh element types each time: `Type.get` interns)."""

    def types(n: int, tag: int) -> str:
        return ", ".join(f"pd_dist.tensor<{tag}x{i + 1}xf32, {DIST}>" for i in range(n))

    def vec(n: int, tag: int) -> str:
        return f"vec[{types(n, tag).replace(', pd_dist', ',pd_dist')}]"

    n = 500
    steps: list[tuple[Callable[[str], object], Callable[[int, int], str]]] = [
        (split_types, lambda n, tag: f"{types(n, tag)}, {vec(n, tag)}"),  # a signature's types
        (depth, types),
        (is_valid_type, vec),
        (lambda t: Type.get(t).elements, vec),
    ]
    for k, (step, make) in enumerate(steps):
        one, two = make(n, 2 * k + 11), make(2 * n, 2 * k + 12)
        w1, w2 = work(partial(step, one)), work(partial(step, two))
        assert w2 < 2.4 * w1, (k, w1, w2)


def _glued(text: str, sep: str) -> list[str]:
    """The split's definition: cut at every `sep`, glue a piece to the next while some bracket
    kind is opened more or less often than closed in it."""
    out: list[str] = []
    pending: str | None = None
    for part in text.split(sep):
        piece = part if pending is None else pending + sep + part
        if any(piece.count(a) != piece.count(b) for a, b in ("<>", "[]", "()")):
            pending = piece
        else:
            out.append(piece)
            pending = None
    if pending is not None:
        out.append(pending)
    return out


def _nesting(text: str) -> int:
    level = top = 0
    for c in text:
        level += (c in "[<") - (c in "]>")
        top = max(top, level)
    return top


@given(st.text(alphabet="<>[](), ab", max_size=40), st.sampled_from([", ", ","]))
def test_split_types_is_its_definition(text: str, sep: str) -> None:
    assert split_types(text, sep) == _glued(text, sep)


@given(st.text(alphabet="<>[]a,", max_size=40))
def test_depth_is_the_deepest_nesting(text: str) -> None:
    assert depth(text) == _nesting(text)


_WORD = st.one_of(st.text(alphabet="ab.", min_size=0, max_size=4), st.just("vec"))
_INNER = st.text(alphabet="a, []()<", max_size=12)


@st.composite
def _flat(draw: st.DrawFn) -> str:
    inner = draw(st.one_of(st.none(), _INNER))
    return draw(_WORD) + ("" if inner is None else f"<{inner}>") + draw(st.sampled_from(["", "", " ", ")"]))


@st.composite
def _type_lists(draw: st.DrawFn) -> tuple[str, str]:
    """Lists shaped like signatures' (a word, maybe one `<...>`; `vec[...]`s of them), with
    brackets, separators and empty words inside and out, so that both the regex of shallow
    lists and the gluing are taken."""
    sep = draw(st.sampled_from([", ", ","]))
    items = draw(st.lists(st.one_of(_flat(), st.lists(_flat(), max_size=3).map(lambda v: f"vec[{','.join(v)}]"))))
    return sep.join(items[:6]), sep


@given(_type_lists())
def test_split_types_of_type_like_lists_is_its_definition(case: tuple[str, str]) -> None:
    text, sep = case
    assert split_types(text, sep) == _glued(text, sep)


def test_a_dist_signature_is_split_by_the_shallow_lists_regex() -> None:
    """The common case does not glue: a dist signature's types, and a vec of them, are one
    regex match each (the gluing would count every piece's brackets six times)."""
    types = [f"pd_dist.tensor<{i}xf32, {DIST}>" for i in range(1, 50)]
    for text, sep in ((", ".join(types), ", "), (f"vec[{','.join(types)}], f32", ", "), (",".join(types), ",")):
        assert work(partial(split_types, text, sep)) < 3 * len(text)
        assert split_types(text, sep) == _glued(text, sep)
    assert split_types(", ".join(types)) == types


@given(st.text(alphabet=" :()->{a\n", max_size=16).map(lambda t: t.replace("  ", " ", 1)))
def test_sig_parts_is_the_signature_regex(text: str) -> None:
    """The searches read a signature as `_SIG` does (they replace its lazy result group)."""
    for t in (text, f" : ({text}", f" ->{text}", f" : ({text}) ->{text}", f" ->  {text}"):
        m = _SIG.fullmatch(t)
        want = None if m is None else (m.group("ot"), m.group("sp"), m.group("rt"), m.group("open") or "")
        assert sig_parts(t) == want
