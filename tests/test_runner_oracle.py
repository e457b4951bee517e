"""Runner kernels checked against PaddlePaddle itself (`pytest -m oracle`; needs paddle 3.3.1).

Each test builds a small static program with Paddle's Python API, runs it with Paddle's executor,
prints it (`str(program)`), parses the text with pirtool and runs it with the numpy Interpreter /
Runner: the fetched values must agree. This checks kernels, operand orders and attribute
decoding together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

pytestmark = pytest.mark.oracle
paddle = pytest.importorskip("paddle")
F = paddle.nn.functional

from pirtool.parser import parse  # noqa: E402
from pirtool.runner import Interpreter  # noqa: E402
from pirtool.runner.schedule import Runner  # noqa: E402


def _locate(main: Any, values: list[Any]) -> list[tuple[int, int]]:
    ops = main.global_block().ops
    out = []
    for v in values:
        d = v.get_defining_op()
        i = ops.index(d)
        j = next(k for k, r in enumerate(d.results()) if r.is_same(v))
        out.append((i, j))
    return out


def run_both(
    build: Callable[[], tuple[dict[str, np.ndarray], list[Any]]], rtol: float = 1e-5, atol: float = 1e-6
) -> None:
    """`build()` (inside a program guard) returns (feeds, values to fetch)."""
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            feeds, fetch = build()
        where = _locate(main, fetch)
        text, startup_text = str(main), str(startup)
        exe = paddle.static.Executor(paddle.CPUPlace())
        exe.run(startup)
        scope = paddle.static.global_scope()
        pnames = [op.attrs.value("parameter_name") for op in parse(text).body if op.name == "builtin.parameter"]
        init = {n: np.array(scope.find_var(n).get_tensor()) for n in pnames}  # random initializers differ
        want = exe.run(main, feed=feeds, fetch_list=fetch)
    finally:
        paddle.disable_static()
    prog = parse(text)
    it = Interpreter(feeds=dict(feeds))
    it.run_program(parse(startup_text))  # parameters (e.g. Assign initializers: assign_value_)
    for n, a in init.items():
        np.testing.assert_equal(it.state[n].shape, a.shape)
        if not n.startswith("create_parameter"):  # Assign initializers must agree exactly; random ones are replaced
            it.state[n] = a.copy()
    it.env = {}
    it.run_program(prog)
    ops = prog.body.ops
    for (i, j), w in zip(where, want, strict=True):
        got = it.env[ops[i].results[j]]
        np.testing.assert_allclose(
            np.asarray(got), np.asarray(w), rtol=rtol, atol=atol, err_msg=f"{ops[i].name} result {j}\n{text}"
        )


def _data(name: str, shape: list[int], dtype: str = "float32", grad: bool = True) -> Any:
    x = paddle.static.data(name, shape, dtype)
    x.stop_gradient = not grad
    return x


def _grads(loss: Any, xs: list[Any]) -> list[Any]:
    return paddle.static.gradients([loss], xs)


R = np.random.default_rng(0)


def rn(*shape: int) -> np.ndarray:
    return R.standard_normal(shape).astype("float32")


@pytest.mark.parametrize("fn", ["add", "subtract", "multiply", "divide", "maximum"])
def test_binary_broadcast_grads(fn: str) -> None:
    def build():
        x, y = _data("x", [4, 8]), _data("y", [8])
        out = getattr(paddle, fn)(x, y)
        loss = (out * out).sum()
        return {"x": rn(4, 8), "y": rn(8) + (3.0 if fn == "divide" else 0.0)}, [out, *_grads(loss, [x, y])]

    run_both(build)


@pytest.mark.parametrize("tx,ty", [(False, False), (True, False), (False, True), (True, True)])
def test_matmul_transpose_batch(tx: bool, ty: bool) -> None:
    def build():
        x = _data("x", [2, 8, 3] if tx else [2, 3, 8])
        y = _data("y", [5, 8] if ty else [8, 5])
        out = paddle.matmul(x, y, transpose_x=tx, transpose_y=ty)
        loss = (out * out).sum()
        return {"x": rn(*([2, 8, 3] if tx else [2, 3, 8])), "y": rn(*([5, 8] if ty else [8, 5]))}, [
            out,
            *_grads(loss, [x, y]),
        ]

    run_both(build)


@pytest.mark.parametrize(
    "act",
    ["relu", "gelu", "gelu_tanh", "tanh", "sigmoid", "silu", "softmax", "exp", "sqrt", "square", "log_softmax"],
)
def test_activations(act: str) -> None:
    def build():
        x = _data("x", [4, 8])
        f = {
            "gelu_tanh": lambda t: F.gelu(t, approximate=True),
            "sqrt": lambda t: paddle.sqrt(t),
            "exp": paddle.exp,
            "square": paddle.square,
            "tanh": paddle.tanh,
            "softmax": lambda t: F.softmax(t, axis=-1),
            "log_softmax": lambda t: F.log_softmax(t, axis=-1),
        }.get(act) or getattr(F, act)
        out = f(x)
        loss = (out * paddle.arange(8, dtype="float32")).sum()
        xv = np.abs(rn(4, 8)) + 0.5 if act == "sqrt" else rn(4, 8)
        return {"x": xv}, [out, *_grads(loss, [x])]

    run_both(build)


@pytest.mark.parametrize("red", ["mean", "sum", "max"])
@pytest.mark.parametrize("axis,keep", [(None, False), (1, False), ([0, 2], True)])
def test_reductions(red: str, axis: Any, keep: bool) -> None:
    def build():
        x = _data("x", [3, 4, 5])
        out = getattr(paddle, red)(x, axis=axis, keepdim=keep)
        loss = (out * out).sum()
        return {"x": rn(3, 4, 5)}, [out, *_grads(loss, [x])]

    run_both(build)


def test_shape_ops_and_grads() -> None:
    def build():
        x = _data("x", [2, 3, 4])
        y = _data("y", [2, 3, 4])
        a = paddle.reshape(x, [6, 4])
        b = paddle.transpose(y, [2, 0, 1]).reshape([4, 6]).t()
        c = paddle.concat([a, b], axis=1)
        s1, s2 = paddle.split(c, [3, 5], axis=1)
        st = paddle.stack([s1[:, :2], s2[:, 1:3]], axis=0)
        fl = paddle.flatten(st, start_axis=1)
        out = fl[:, 2:9] * 2.0
        loss = (out * out).sum() + s2.sum()
        return {"x": rn(2, 3, 4), "y": rn(2, 3, 4)}, [out, *_grads(loss, [x, y])]

    run_both(build)


def test_embedding_layer_norm_dropout() -> None:
    def build():
        ids = _data("ids", [4, 5], "int64", grad=False)
        w = paddle.create_parameter([10, 8], "float32", default_initializer=paddle.nn.initializer.Assign(rn(10, 8)))
        e = F.embedding(ids, w)
        ln_w = paddle.create_parameter([8], "float32", default_initializer=paddle.nn.initializer.Assign(rn(8)))
        ln_b = paddle.create_parameter([8], "float32", default_initializer=paddle.nn.initializer.Assign(rn(8)))
        h = F.layer_norm(e, [8], weight=ln_w, bias=ln_b, epsilon=1e-5)
        h = F.dropout(h, p=0.0, training=True)
        loss = (h * paddle.arange(8, dtype="float32")).mean()
        return {"ids": R.integers(0, 10, size=(4, 5)).astype("int64")}, [e, h, *_grads(loss, [w, ln_w, ln_b])]

    run_both(build)


@pytest.mark.parametrize("soft", [False, True])
def test_cross_entropy_with_softmax(soft: bool) -> None:
    def build():
        x = _data("x", [4, 10])
        if soft:
            lab = _data("lab", [4, 10], grad=False)
            lv = np.abs(rn(4, 10))
            lv = lv / lv.sum(-1, keepdims=True)
        else:
            lab = _data("lab", [4, 1], "int64", grad=False)
            lv = R.integers(0, 10, size=(4, 1)).astype("int64")
        loss = F.cross_entropy(x, lab, soft_label=soft, reduction="mean")
        return {"x": rn(4, 10), "lab": lv}, [loss, *_grads(loss, [x])]

    run_both(build)


def test_misc_elementwise() -> None:
    def build():
        x, y = _data("x", [4, 8]), _data("y", [4, 8])
        c = paddle.cast(x, "float64")
        w = paddle.where(x > y, x, y)
        eq = paddle.equal(x, x)
        lt = paddle.less_than(x, y)
        gt = paddle.greater_than(x, y)
        sc = paddle.scale(x, scale=2.5, bias=1.0, bias_after_scale=False)
        fl = paddle.full_like(x, 3.0)
        an = paddle.add_n([x, y, x])
        loss = (w * w).sum() + sc.sum()
        return {"x": rn(4, 8), "y": rn(4, 8)}, [c, w, eq, lt, gt, sc, fl, an, *_grads(loss, [x, y])]

    run_both(build)


@pytest.mark.parametrize("opt", ["sgd", "momentum", "adam", "adamw", "lamb", "adam_clip"])
def test_optimizer_step(opt: str) -> None:
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            x = _data("x", [4, 6], grad=False)
            y = _data("y", [4, 3], grad=False)
            lin = paddle.nn.Linear(6, 3)
            loss = F.mse_loss(lin(x), y)
            clip = paddle.nn.ClipGradByGlobalNorm(0.05) if opt.endswith("clip") else None
            o = {
                "sgd": lambda: paddle.optimizer.SGD(0.1),
                "momentum": lambda: paddle.optimizer.Momentum(0.1, momentum=0.9),
                "adam": lambda: paddle.optimizer.Adam(0.01),
                "adam_clip": lambda: paddle.optimizer.Adam(0.01, grad_clip=clip),
                "adamw": lambda: paddle.optimizer.AdamW(0.01, weight_decay=0.05),
                "lamb": lambda: paddle.optimizer.Lamb(0.01, lamb_weight_decay=0.02),
            }[opt]()
            o.minimize(loss)
        (loss_at,) = _locate(main, [loss])
        main_text, startup_text = str(main), str(startup)
        names = [op.attrs.value("parameter_name") for op in parse(main_text).body if op.name == "builtin.parameter"]
        exe = paddle.static.Executor(paddle.CPUPlace())
        exe.run(startup)
        scope = paddle.static.global_scope()
        init = {n: np.array(scope.find_var(n).get_tensor()) for n in names}
        feeds = [{"x": rn(4, 6), "y": rn(4, 3)} for _ in range(3)]
        want_losses = [float(np.asarray(exe.run(main, feed=f, fetch_list=[loss])[0])) for f in feeds]
        want = {n: np.array(scope.find_var(n).get_tensor()) for n in names}
    finally:
        paddle.disable_static()
    r = Runner(parse(main_text))
    r.run_startup(parse(startup_text))
    r.load_params(init)
    loss_value = r.main.body.ops[loss_at[0]].results[loss_at[1]]
    got_losses = []
    for f in feeds:
        r.micro_step(f)
        got_losses.append(float(np.asarray(r.interp.env[loss_value])))
        r.optimize()
    np.testing.assert_allclose(got_losses, want_losses, rtol=1e-5)
    for n in names:
        np.testing.assert_allclose(r.state[n], want[n], rtol=1e-5, atol=1e-6, err_msg=f"{opt} {n}")


@pytest.mark.parametrize("pool", ["max", "avg"])
def test_conv_pool_batchnorm(pool: str) -> None:
    def build():
        x = _data("x", [2, 3, 8, 8])
        conv = paddle.nn.Conv2D(3, 4, 3, stride=1, padding=1)
        bn = paddle.nn.BatchNorm2D(4)
        h = bn(conv(x))
        h = F.max_pool2d(h, 2, 2) if pool == "max" else F.avg_pool2d(h, 3, 2, padding=1)
        loss = (h * h).mean()
        return {"x": rn(2, 3, 8, 8)}, [h, *_grads(loss, [x, conv.weight, conv.bias, bn.weight, bn.bias])]

    run_both(build, rtol=1e-4, atol=1e-5)


def test_grouped_strided_conv() -> None:
    def build():
        x = _data("x", [2, 4, 9, 9])
        conv = paddle.nn.Conv2D(4, 6, 3, stride=2, padding=[1, 0], dilation=1, groups=2)
        h = conv(x)
        loss = (h * h).mean()
        return {"x": rn(2, 4, 9, 9)}, [h, *_grads(loss, [x, conv.weight])]

    run_both(build, rtol=1e-4, atol=1e-5)


def test_bf16_cast_rounding() -> None:
    def build():
        x = _data("x", [4, 8], grad=False)
        b = paddle.cast(x, "bfloat16")
        back = paddle.cast(b, "float32")
        return {"x": rn(4, 8) * 10}, [back]

    run_both(build, rtol=0, atol=0)


def test_while_loop() -> None:
    def build():
        x = _data("x", [3, 4], grad=False)
        i = paddle.full([1], 0, "int64")
        n = paddle.full([1], 5, "int64")

        def cond(i, h):
            return i < n

        def body(i, h):
            return [i + 1, paddle.tanh(h) * 1.5]

        _, h = paddle.static.nn.while_loop(cond, body, [i, x])
        return {"x": rn(3, 4)}, [h]

    run_both(build)
