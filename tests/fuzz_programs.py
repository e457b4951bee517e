"""Valid but unusual training programs for the command fuzzer (hypothesis strategies).

Byte mutations mostly make bad input; these make *good* input the passes rarely see: programs
without the `{ }` frame, parameter, data and op names holding `}`, quotes, spaces and non-ASCII
characters, attribute values under hundreds of stacked type prefixes or nested arrays, numbers at
the edges, dims of every size, kwargs named with every character a value name may hold, and
`pd_op.if` / `pd_op.while` regions nested inside each other. Each program is a training step
Paddle's printer could have written (forward ops with op_role 0, a backward producing each
parameter's gradient with op_role 1, one `sgd_` per parameter with op_role 2), so gradient merge,
the plan and every pass have something to do. `programs()` draws one as text; it reads, prints
back and verifies (`tests/test_fuzz.py` checks that as well as the commands' contracts).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import strategies as st

#: Characters of names held in strings (parameter and data names, messages): the string escapes
#: only the quote (`\"`); a raw newline may stand in a string too.
_NAME_CHARS = st.sampled_from(list("abcxyz_019.@-/") + ["}", "{", " ", "'", ":", ",", "(", ")", "é", "中", "\\", "\n"])
#: What a value name (`%kwarg_...`) may hold besides letters: none of white space , ( ) { }.
_KWARG_CHARS = st.sampled_from(list("abz_09.@") + ["'", '"', ":", "<", ">", "[", "]", "%", "^", "é", "#", "!"])
#: Op names (in quotes): a dialect, odd characters, ops the passes match on.
OP_NAMES = ["pd_op.relu", "pd_op.tanh", "pd_op.scale", "pd_op.assign", "custom.op", "p}", "a b", "x(1)", "é.op", "q'x"]
DTYPES = ["f32", "f64", "f16", "bf16"]
DIMS = [1, 2, 3, 4, 16, 0, -1, 2**31, 2**62]
ODD_VALUES = st.one_of(
    st.sampled_from(["1", "-1", "0", "1.5", "1e-05", "1e308", "-inf", "nan", "true", "false", "[]", "float32"]),
    st.sampled_from(["Place(cpu)", "Place(undefined:0)", "NCHW", '"x"', "9223372036854775807", "4" * 300]),
    st.builds(lambda n, v: "(Int32)" * n + v, st.integers(1, 700), st.sampled_from(["1", "-7"])),
    st.builds(lambda n: "[" * n + "1" + "]" * n, st.integers(1, 60)),
    st.builds(lambda n: "(Float)" * n + "2.5", st.integers(1, 50)),
)


def _string(chars: list[str]) -> str:
    """A string literal of `chars`: quotes escaped, never a backslash before the closing quote."""
    body = "".join(chars).replace('"', '\\"')
    if body.endswith("\\") and not body.endswith('\\"'):
        body += "x"
    return '"' + body + '"'


@dataclass
class _Writer:
    """Writes one program's lines, numbering values as Paddle's printer does (%N in print order)."""

    draw: st.DrawFn
    lines: list[str] = field(default_factory=list)
    n: int = 0  # the next %N
    n_args: int = 0  # the next %arg_N
    indent: str = "    "

    def new(self) -> str:
        self.n += 1
        return f"%{self.n - 1}"

    def op(self, results: list[str], name: str, operands: list[str], attrs: dict[str, str], sig: str) -> None:
        body = ",".join(f"{k}:{v}" for k, v in sorted(attrs.items()))
        self.lines.append(f'{self.indent}({", ".join(results)}) = "{name}" ({", ".join(operands)}) {{{body}}} : {sig}')

    def extras(self) -> dict[str, str]:
        """Attributes no pass reads, with values at the edges."""
        keys = self.draw(st.lists(st.sampled_from(["alpha", "beta", "note", "zeta"]), unique=True, max_size=2))
        return {k: self.draw(ODD_VALUES) for k in keys}


def _type(draw: st.DrawFn) -> str:
    dims = draw(st.lists(st.sampled_from(DIMS), min_size=0, max_size=3))
    dims = [d for d in dims if d != 0] if draw(st.booleans()) else dims
    return "tensor<" + "".join(f"{d}x" for d in dims) + draw(st.sampled_from(DTYPES)) + ">"


@st.composite
def programs(draw: st.DrawFn) -> str:
    """One training program as text (see the module's docstring)."""
    w = _Writer(draw)
    framed = draw(st.booleans())
    n_params = draw(st.integers(1, 3))
    types = [_type(draw) for _ in range(n_params)]
    names = [_string(draw(st.lists(_NAME_CHARS, min_size=1, max_size=8))) for _ in range(n_params)]
    kwargs: list[tuple[str, str]] = []
    if framed and draw(st.booleans()):  # kwargs need the frame: `^kw:` cannot start a text
        for t in draw(st.lists(st.sampled_from(types), max_size=2)):
            kw = "".join(draw(st.lists(_KWARG_CHARS, min_size=1, max_size=6)))
            if kw not in {k for k, _ in kwargs}:
                kwargs.append((kw, t))
    lr = w.new()
    w.op(
        [lr],
        "pd_op.data",
        [],
        {
            "dtype": "float32",
            "name": '"learning_rate_0"',
            "op_role": "0",
            "place": "Place(undefined:0)",
            "shape": "[]",
            "stop_gradient": "[true]",
        },
        "() -> tensor<f32>",
    )
    params = []
    for name, t in zip(names, types, strict=True):
        p = w.new()
        attrs = {
            "is_parameter": "[true]",
            "parameter_name": name,
            "persistable": "[true]",
            "stop_gradient": "[false]",
            "trainable": "[true]",
        }
        w.op([p], "builtin.parameter", [], attrs, f"() -> {t}")
        params.append(p)
    cond = w.new()
    w.op(
        [cond],
        "pd_op.full",
        [],
        {
            "dtype": "bool",
            "op_role": "0",
            "place": "Place(cpu)",
            "shape": "[1]",
            "stop_gradient": "[true]",
            "value": "true",
        },
        "() -> tensor<1xb>",
    )
    # forward: per parameter a chain of unary ops, some inside regions
    outs = []
    for p, t in zip(params, types, strict=True):
        outs.append(_forward(w, draw, p, t, cond, depth=draw(st.integers(0, 3))))
    for (kw, t), _ in zip(kwargs, range(2), strict=False):  # a kwarg read by a forward op
        r = w.new()
        w.op([r], "pd_op.assign", [f"%kwarg_{kw}"], {"op_role": "0", "stop_gradient": "[false]"}, f"({t}) -> {t}")
    # backward: each parameter's gradient
    grads = []
    for o, t in zip(outs, types, strict=True):
        g = w.new()
        name = draw(st.sampled_from(["pd_op.relu_grad", "pd_op.scale", "pd_op.assign"]))
        w.op([g], name, [o], {"op_role": "1", "stop_gradient": "[false]", **w.extras()}, f"({t}) -> {t}")
        grads.append(g)
    # optimize
    for p, g, t in zip(params, grads, types, strict=True):
        a, b = w.new(), w.new()
        attrs = {"multi_precision": "false", "op_role": "2", "stop_gradient": "[true,false]"}
        sig = f"({t}, tensor<f32>, {t}, <<NULL TYPE>>) -> {t}, <<NULL TYPE>>"
        w.op([a, b], "pd_op.sgd_", [p, lr, g, "<<NULL VALUE>>"], attrs, sig)
    body = w.lines
    if kwargs:
        body = ["    ^kw:"] + [f"        %kwarg_{kw} {{persistable:true,place:Place(cpu)}}" for kw, _ in kwargs] + body
    text = "\n".join(body) + "\n"
    return "{\n" + text + "}\n" if framed else text


def _forward(w: _Writer, draw: st.DrawFn, v: str, t: str, cond: str, depth: int) -> str:
    """Ops from `v` to a value of type `t`: unary ops, an `if` or a `while` around more of them."""
    for _ in range(draw(st.integers(1, 2))):
        r = w.new()
        w.op(
            [r],
            draw(st.sampled_from(OP_NAMES)),
            [v],
            {"op_role": "0", "stop_gradient": "[false]", **w.extras()},
            f"({t}) -> {t}",
        )
        v = r
    if depth <= 0:
        return v
    kind = draw(st.sampled_from(["if", "while", "none"]))
    outer = w.indent
    if kind == "if":
        r = w.new()
        w.lines.append(f'{outer}({r}) = "pd_op.if" ({cond}) {{op_role:0,stop_gradient:[false]}} -> {t} {{')
        for k in range(2):
            w.indent = outer + "    "
            y = _forward(w, draw, v, t, cond, depth - 1)
            w.lines.append(f'{w.indent}() = "cf.yield" ({y}) {{}} : ({t}) -> ')
            w.indent = outer
            w.lines.append(f"{outer}}} else {{" if k == 0 else f"{outer}}}")
        return r
    if kind == "while":
        r = w.new()
        arg = f"%arg_{w.n_args}"
        w.n_args += 1
        w.lines.append(f'{outer}({r}) = "pd_op.while" (cond={cond}, inputs={v}) {{ ')
        w.lines.append(f"{outer}^{arg} {{stop_gradient:false}}")
        w.indent = outer + "    "
        y = _forward(w, draw, arg, t, cond, depth - 1)
        c = w.new()
        w.op(
            [c],
            "pd_op.full",
            [],
            {"dtype": "bool", "place": "Place(cpu)", "shape": "[1]", "stop_gradient": "[true]", "value": "false"},
            "() -> tensor<1xb>",
        )
        w.lines.append(f'{w.indent}() = "cf.yield" ({c}, {y}) {{}} : (tensor<1xb>, {t}) -> ')
        w.indent = outer
        w.lines.append(f"{outer}}}")
        return r
    return v
