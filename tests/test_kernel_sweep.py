"""The single-op sweep: every registered kernel run by Paddle and by pirtool on one-op programs
(tests/kernel_sweep.py: Paddle's API -> its PIR, random inputs of several shapes and dtypes),
under the oracle marker; and, in the default suite, that the table covers every kernel and that
docs/kernels.md shows it as it is.

Each case builds the entry's program with Paddle's static API, runs it with Paddle's executor,
prints it, and runs the printed text with pirtool's Interpreter on the same inputs: every
fetched value (the op's results and the gradients by its inputs) must agree within the dtype's
tolerance, and every kernel the entry names must be in the program.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from kernel_sweep import BF16, BOOL, F32, NOT_SWEPT, SWEEPS, TOL, Sweep, covered, table

from pirtool.runner.kernels import KERNELS

DOC = Path(__file__).resolve().parents[1] / "docs" / "kernels.md"
BEGIN, END = "<!-- sweep table: tests/kernel_sweep.py table() -->", "<!-- end of the sweep table -->"


# -- default suite: the table is complete and documented ------------------------------------------------
def test_every_kernel_is_swept_or_says_why_not() -> None:
    kernels = set(KERNELS)
    swept = covered()
    assert not (swept & set(NOT_SWEPT)), sorted(swept & set(NOT_SWEPT))
    assert not (swept | set(NOT_SWEPT)) - kernels, f"not registered: {sorted((swept | set(NOT_SWEPT)) - kernels)}"
    missing = sorted(kernels - swept - set(NOT_SWEPT))
    assert not missing, f"{len(missing)} kernels have no sweep entry and no reason: {missing}"


def test_docs_show_the_sweep_table() -> None:
    text = DOC.read_text()
    assert BEGIN in text and END in text, "docs/kernels.md lost the sweep table's markers"
    shown = text[text.index(BEGIN) + len(BEGIN) : text.index(END)].strip("\n") + "\n"
    assert shown == table(), (
        "docs/kernels.md: regenerate the table (python -c 'import kernel_sweep; print(kernel_sweep.table())' in tests/)"
    )


# -- oracle: Paddle and pirtool on every entry ------------------------------------------------------------
def _shapes(s: Sweep, spec: Any) -> list[tuple[int, ...]]:
    if spec and isinstance(spec[0], tuple):
        return [tuple(x) for x in spec]
    return [tuple(spec)] * len(s.args)


def _input(rng: np.random.Generator, letter: str, dtype: str, shape: tuple[int, ...]) -> tuple[str, np.ndarray]:
    """(Paddle dtype of the data op, the values as pirtool holds them: bf16 as float32)."""
    if letter == "i":
        return "int64", rng.integers(0, 3, size=shape).astype("int64")
    if letter == "b":
        return "bool", rng.random(shape) > 0.5
    if letter == "f":
        return "float32", rng.standard_normal(shape).astype("float32")
    if dtype == BOOL:
        return dtype, rng.random(shape) > 0.5
    if letter == "d":  # distinct values
        n = int(np.prod(shape))
        a = (rng.permutation(n) - n // 2).reshape(shape)
        return dtype, (a.astype(dtype) if dtype in ("int32", "int64") else (a * 0.37).astype(dtype))
    if dtype in ("int32", "int64"):
        lo = 1 if letter == "p" else -5
        return dtype, rng.integers(lo, 5, size=shape).astype(dtype)
    a = rng.standard_normal(shape)
    if letter == "p":
        a = np.abs(a) + 0.5
    elif letter == "u":
        a = rng.uniform(-0.9, 0.9, size=shape)
    elif letter == "e":
        flat = a.reshape(-1)
        flat[:: max(len(flat) // 3, 1)] = np.inf
        flat[1 :: max(len(flat) // 3, 1)] = np.nan
        flat[2 :: max(len(flat) // 4, 1)] = -np.inf
    if dtype == BF16:
        from pirtool.runner.dtypes import round_bf16

        return dtype, round_bf16(np, a.astype("float32"))
    return dtype, a.astype(dtype)


def _to_paddle(dtype: str, a: np.ndarray) -> np.ndarray:
    return (a.astype("float32").view("uint32") >> 16).astype("uint16") if dtype == BF16 else a


def _from_paddle(a: Any) -> np.ndarray:
    a = np.asarray(a)
    return (a.astype("uint32") << 16).view("float32") if a.dtype == np.uint16 else a


def _flat(out: Any) -> list[Any]:
    if isinstance(out, list | tuple):
        return [v for o in out for v in _flat(o)]
    return [] if out is None else [out]


def _locate(paddle: Any, main: Any, values: list[Any]) -> list[tuple[int, int]]:
    ops = main.global_block().ops
    where = []
    for v in values:
        d = v.get_defining_op()
        i = ops.index(d)
        where.append((i, next(k for k, r in enumerate(d.results()) if r.is_same(v))))
    return where


def _is_float(paddle: Any, v: Any) -> bool:
    return v.dtype in (paddle.float32, paddle.float64, paddle.bfloat16, paddle.float16)


def run_case(paddle: Any, s: Sweep, dtype: str, spec: Any, seed: int) -> None:
    from pirtool.runner import Interpreter
    from pirtool.text.parser import parse

    rng = np.random.default_rng(seed)
    shapes = _shapes(s, spec)
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            ins, feeds, pfeeds = [], {}, {}
            for j, (letter, shp) in enumerate(zip(s.args, shapes, strict=True)):
                pdt, a = _input(rng, letter, dtype, shp)
                v = paddle.static.data(f"in{j}", list(shp), pdt)
                v.stop_gradient = not (s.grad and letter in "xypu" and _is_float(paddle, v))
                ins.append(v)
                feeds[f"in{j}"], pfeeds[f"in{j}"] = a, _to_paddle(pdt, a)
            outs = _flat(s.build(paddle, *ins))
            fetch = list(outs)
            wrt = [v for v in ins if not v.stop_gradient]
            if wrt:
                loss = paddle.add_n([(o.astype("float32") ** 2).sum() for o in outs if _is_float(paddle, o)])
                fetch += [g for g in paddle.static.gradients([loss], wrt) if g is not None]
            n_out = len(outs)
        where = _locate(paddle, main, fetch)
        text, startup_text = str(main), str(startup)
        exe = paddle.static.Executor(paddle.CPUPlace())
        exe.run(startup)
        want = exe.run(main, feed=pfeeds, fetch_list=fetch)
        dts = [str(v.dtype).removeprefix("paddle.") for v in fetch]
    finally:
        paddle.disable_static()
    for a, b in s.rename.items():
        text = text.replace(f'"{a}"', f'"{b}"')
    grads = len(fetch) > n_out
    for op in s.ops:
        if op.endswith("_grad") and not grads:
            continue  # an integer or bool sweep of an entry with grads: the forward only
        assert f'"{op}"' in text or f'"{op}"' in startup_text, f"{op} is not in the program:\n{text}"
    it = Interpreter(feeds=dict(feeds))
    it.run_program(parse(startup_text))
    it.env = {}
    prog = parse(text)
    it.run_program(prog)
    ops = prog.body.ops
    for (i, j), w, dt in zip(where, want, dts, strict=True):
        got = np.asarray(it.env[ops[i].results[j]])
        w = _from_paddle(w)
        msg = f"{ops[i].name} at line {ops[i].line} result {j} ({dtype}, shapes {shapes})"
        assert got.shape == w.shape, msg
        if s.kind == "shape":
            continue
        if s.kind == "random":
            mean, dev = s.stat
            for a in (got, w):
                assert abs(float(np.mean(a)) - mean) < dev, f"{msg}: mean {np.mean(a)}, want {mean} ± {dev}"
            continue
        if dt in ("int32", "int64", "bool", "uint8") or w.dtype.kind in "biu":
            np.testing.assert_array_equal(got, w, err_msg=msg)
            continue
        rtol, atol = s.tol.get(dtype, TOL.get(dtype, TOL[F32]))
        if dt == BF16 or dtype == BF16:
            rtol, atol = max(rtol, TOL[BF16][0]), max(atol, TOL[BF16][1])
        np.testing.assert_allclose(got.astype("float64"), w.astype("float64"), rtol=rtol, atol=atol, err_msg=msg)


CASES = [(name, dt) for name, s in SWEEPS.items() for dt in s.dtypes]


@pytest.mark.oracle
@pytest.mark.parametrize(("entry", "dtype"), CASES, ids=[f"{n}-{d}" for n, d in CASES])
def test_sweep(entry: str, dtype: str) -> None:
    paddle = pytest.importorskip("paddle")
    s = SWEEPS[entry]
    for k, spec in enumerate(s.shapes):
        run_case(paddle, s, dtype, spec, seed=k)


@pytest.mark.oracle
def test_bf16_divide_grad_sign() -> None:
    """Paddle 3.3.1's CPU bf16 divide_grad gives d(x/y)/dy the wrong sign (+dout*out/y): against
    a float64 reference on the same bf16 inputs, pirtool's is right and Paddle's is its
    negative (docs/kernels.md)."""
    paddle = pytest.importorskip("paddle")
    from pirtool.runner import Interpreter
    from pirtool.runner.dtypes import round_bf16
    from pirtool.text.parser import parse

    rng = np.random.default_rng(0)
    xf = round_bf16(np, rng.standard_normal((3, 4)).astype("float32"))
    yf = round_bf16(np, (np.abs(rng.standard_normal((3, 4))) + 0.5).astype("float32"))
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            x, y = paddle.static.data("x", [3, 4], "bfloat16"), paddle.static.data("y", [3, 4], "bfloat16")
            x.stop_gradient = y.stop_gradient = False
            out = x / y
            _, gy = paddle.static.gradients([(out.astype("float32") ** 2).sum()], [x, y])
        (i, j), text = _locate(paddle, main, [gy])[0], str(main)
        want = paddle.static.Executor(paddle.CPUPlace()).run(
            main, feed={"x": _to_paddle(BF16, xf), "y": _to_paddle(BF16, yf)}, fetch_list=[gy]
        )[0]
    finally:
        paddle.disable_static()
    it = Interpreter(feeds={"x": xf, "y": yf})
    prog = parse(text)
    it.run_program(prog)
    ours = np.asarray(it.env[prog.body.ops[i].results[j]])
    q = xf.astype("float64") / yf
    ref = -2 * q * q / yf  # d/dy of (x/y)^2
    np.testing.assert_allclose(ours, ref, rtol=2e-2, atol=1e-2)
    np.testing.assert_allclose(_from_paddle(want), -ref, rtol=2e-2, atol=1e-2)
