"""Interpreter semantics (pure numpy): in-place aliasing, null values, multi-result ops,
builtin.* nodes, block kwargs as state, dist types, collectives, role split, real samples."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.runner import Interpreter, RunError
from pirtool.runner.kernels import KERNELS, has_kernel
from pirtool.runner.training import Runner, split_roles
from pirtool.text.parser import parse

ROOT = Path(__file__).resolve().parents[1]
REAL = ROOT / "samples" / "real"
GM = ROOT / "samples" / "gm"

T23 = "tensor<2x3xf32>"


def prog(body: str, kwargs: tuple[str, ...] = ()) -> str:
    head = ""
    if kwargs:
        head = "    ^kw:\n" + "".join(f"        %kwarg_{k} {{place:Place(cpu),persistable:true}}\n" for k in kwargs)
    return "{\n" + head + body + "}\n"


def full(n: int, value: float, t: str = T23, shape: str = "[2,3]", extra: str = "") -> str:
    return f'    (%{n}) = "pd_op.full" () {{dtype:float32,place:Place(cpu),shape:{shape},value:{value}{extra}}} : () -> {t}\n'


def test_inplace_writes_into_kwarg_state() -> None:
    text = prog(
        full(0, 1.5) + f'    (%1) = "pd_op.add_" (%kwarg_acc, %0) {{}} : ({T23}, {T23}) -> {T23}\n'
        f'    (%2) = "pd_op.full" () {{dtype:float32,place:Place(cpu),shape:[1],value:0.5}} : () -> tensor<1xf32>\n'
        f'    (%3) = "pd_op.scale_" (%1, %2) {{bias:0,bias_after_scale:false}} : ({T23}, tensor<1xf32>) -> {T23}\n',
        ("acc",),
    )
    p = parse(text)
    acc = np.ones((2, 3), "float32")
    it = Interpreter(state={"acc": acc})
    it.run_program(p)
    ops = p.body.ops
    assert it.state["acc"] is acc
    np.testing.assert_allclose(acc, 1.25)
    assert it.env[ops[1].result] is acc and it.env[ops[3].result] is acc


def test_null_operands_results_and_multi_result() -> None:
    text = prog(
        full(0, 1.0)
        + full(1, 2.0)
        + '    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[],value:0.1} : () -> tensor<f32>\n'
        + f'    (%3, %4) = "pd_op.subtract_grad" (%0, %1, %1) {{axis:-1}} : ({T23}, {T23}, {T23}) -> {T23}, <<NULL TYPE>>\n'
        + f'    (%5, %6) = "pd_op.sgd_" (%0, %2, %3, <<NULL VALUE>>) {{multi_precision:false}} : ({T23}, tensor<f32>, {T23}, <<NULL TYPE>>) -> {T23}, <<NULL TYPE>>\n'
    )
    p = parse(text)
    it = Interpreter()
    it.run_program(p)
    ops = p.body.ops
    np.testing.assert_allclose(it.env[ops[3].results[0]], 2.0)
    assert ops[3].results[1] not in it.env and ops[4].results[1] not in it.env
    np.testing.assert_allclose(it.env[ops[0].result], 1.0 - 0.1 * 2.0)  # sgd_ updated its param in place
    assert it.env[ops[4].results[0]] is it.env[ops[0].result]


def test_builtin_nodes_and_state() -> None:
    v = "vec[tensor<2x3xf32>,tensor<2x3xf32>]"
    text = prog(
        '    (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2x3xf32>\n'
        + '    (%1) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2,3],stop_gradient:[true]} : () -> tensor<2x3xf32>\n'
        + f'    (%2) = "builtin.combine" (%0, %1) {{}} : ({T23}, {T23}) -> {v}\n'
        + f'    (%3, %4) = "builtin.split" (%2) {{}} : ({v}) -> {T23}, {T23}\n'
        + f'    (%5) = "pd_op.add_n" (%2) {{}} : ({v}) -> {T23}\n'
        + f'    () = "builtin.shadow_output" (%5) {{output_name:"out"}} : ({T23}) -> \n'
        + f'    () = "builtin.set_parameter" (%4) {{parameter_name:"w2"}} : ({T23}) -> \n'
    )
    p = parse(text)
    w = np.full((2, 3), 2.0, "float32")
    x = np.arange(6, dtype="float64").reshape(2, 3)
    it = Interpreter(state={"w": w}, feeds={"x": x})
    it.run_program(p)
    np.testing.assert_allclose(it.state["out"], w + x)
    assert it.state["w2"].dtype == np.float32  # feeds are cast to the data op's dtype
    np.testing.assert_allclose(it.state["w2"], x)
    assert it.env[p.body.ops[3].results[0]] is w


def test_dist_types_and_collectives() -> None:
    d = "pd_dist.tensor<4x2xf32, mesh_shape:[1],process_ids:[0],dims_mappings:[-1,-1], placements:[Replicate()]>"
    text = prog(
        f'    (%0) = "pd_op.full" () {{dtype:float32,place:Place(cpu),shape:[4,2],value:3}} : () -> {d}\n'
        f'    (%1) = "pd_op.all_reduce" (%0) {{reduce_type:0,ring_id:0}} : ({d}) -> {d}\n'
        f'    (%2) = "pd_op.all_gather" (%1) {{nranks:1,ring_id:0}} : ({d}) -> {d}\n'
    )
    p = parse(text)
    it = Interpreter()
    it.run_program(p)
    np.testing.assert_allclose(it.env[p.body.ops[2].result], np.full((4, 2), 3.0))


def test_dist_accumulator_fitted_to_printed_shape() -> None:
    # tensor-parallel startups make @GRAD@MERGE with the local shape; the main program prints the global one
    d = "pd_dist.tensor<4x2xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[0,-1], placements:[Shard(dim=0)]>"
    text = prog(
        f'    (%0) = "pd_op.full" () {{dtype:float32,place:Place(cpu),shape:[4,2],value:1}} : () -> {d}\n    (%1) = "pd_op.add_" (%kwarg_g, %0) {{}} : ({d}, {d}) -> {d}\n',
        ("g",),
    )
    it = Interpreter(state={"g": np.zeros((2, 2), "float32")})
    it.run_program(parse(text))
    assert it.state["g"].shape == (4, 2) and it.notes
    np.testing.assert_allclose(it.state["g"], 1.0)


def test_fx_style_override_and_errors() -> None:
    text = prog(
        full(0, 1.0)
        + f'    (%1) = "pd_op.relu" (%0) {{}} : ({T23}) -> {T23}\n'
        + f'    (%2) = "pd_op.frobnicate" (%1) {{}} : ({T23}) -> {T23}\n'
    )
    seen: list[str] = []

    class Tracer(Interpreter):
        def call_kernel(self, op):  # type: ignore[no-untyped-def]
            seen.append(op.name)
            return super().call_kernel(op)

    with pytest.raises(RunError) as e:
        Tracer(filename="t.pir").run_program(parse(text))
    assert seen == ["pd_op.full", "pd_op.relu", "pd_op.frobnicate"]
    assert "t.pir:4" in str(e.value) and "no kernel" in str(e.value)
    assert has_kernel("builtin.parameter") and has_kernel("pd_op.adamw_") and not has_kernel("pd_op.frobnicate")


def test_random_ops_seeded() -> None:
    t = "tensor<3x4xf32>"
    text = prog(
        '    (%0) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),value:[3,4]} : () -> tensor<2xi64>\n'
        '    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],value:-0.5} : () -> tensor<1xf32>\n'
        '    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],value:0.5} : () -> tensor<1xf32>\n'
        f'    (%3) = "pd_op.uniform" (%0, %1, %2) {{dtype:float32,place:Place(undefined:0),seed:0}} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> {t}\n'
    )
    runs = []
    for seed in (7, 7, 8):
        p = parse(text)
        it = Interpreter(seed=seed)
        it.run_program(p)
        runs.append(it.env[p.body.ops[3].result])
    assert runs[0].shape == (3, 4) and runs[0].dtype == np.float32
    assert np.array_equal(runs[0], runs[1]) and not np.array_equal(runs[0], runs[2])
    assert (np.abs(runs[0]) <= 0.5).all()


def test_split_roles_ops_without_role_join_next() -> None:
    text = prog(
        full(0, 1.0, extra=",op_role:0")
        + full(1, 1.0)  # no op_role: joins the backward op after it
        + f'    (%2) = "pd_op.add" (%0, %1) {{op_role:1}} : ({T23}, {T23}) -> {T23}\n'
        + full(3, 2.0)  # no op_role and nothing after with one: optimizer job
    )
    fb, opt = split_roles(parse(text))
    assert [op.result.name for op in fb] == ["%0", "%1", "%2"] and [op.result.name for op in opt] == ["%3"]


def _synth_state(r: Runner, seed: int = 0) -> None:
    rng = np.random.default_rng(seed)
    for op in r.main.body:
        if op.name == "builtin.parameter":
            shp = op.result.type.shape
            r.state[op.attrs.value("parameter_name")] = (rng.standard_normal(shp) * 0.1).astype("float32")
        elif op.name == "pd_op.data" and op.attrs.value("persistable", [False])[0]:
            name = op.attrs.value("name")
            shp = [max(d, 1) for d in op.result.type.shape]
            v = (
                0.9
                if "beta1_pow" in name
                else 0.999
                if "beta2_pow" in name
                else 0.01
                if name.startswith("learning_rate")
                else 0.0
            )
            r.state[name] = np.full(shp, v, "float32")


def test_real_transformer_block_adam() -> None:
    r = Runner(parse((REAL / "transformer_block_adam_main.pir").read_text()))
    _synth_state(r)
    before = {n: r.state[n].copy() for n in r.param_names}
    rng = np.random.default_rng(1)
    feeds = {
        "ids": rng.integers(0, 1000, size=(4, 16)).astype("int64"),
        "tgt": rng.integers(0, 1000, size=(4, 16, 1)).astype("int64"),
    }
    loss_op = next(op for op in r.main.body if op.name == "pd_op.mean")
    for _ in range(2):
        r.micro_step(feeds)
        loss = float(r.interp.env[loss_op.result])
        r.optimize()
    assert np.isfinite(loss) and 5.0 < loss < 9.0  # ~ln(1000) for a fresh model
    changed = [n for n in r.param_names if not np.array_equal(before[n], r.state[n])]
    assert len(changed) == len(r.param_names)
    assert r.state["linear_17.w_0_beta1_pow_acc_0"][0] == pytest.approx(0.9**3)


def test_real_controlflow_while_and_if() -> None:
    r = Runner(parse((REAL / "controlflow_cond_while_sgd_main.pir").read_text()))
    _synth_state(r)
    w0 = {n: r.state[n].copy() for n in r.param_names}
    r.micro_step({"x": np.random.default_rng(2).standard_normal((4, 16)).astype("float32")})
    r.optimize()
    assert any(not np.array_equal(w0[n], r.state[n]) for n in r.param_names)


def test_run_real_mlp_with_startup(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    feed = tmp_path / "d.npz"
    np.savez(feed, x=rng.standard_normal((40, 16)).astype("float32"), y=rng.integers(0, 10, size=(40, 1)))
    r = CliRunner().invoke(
        main,
        [
            "run",
            str(REAL / "mlp_sgd_main.pir"),
            "-s",
            str(REAL / "mlp_sgd_startup.pir"),
            "--feed",
            str(feed),
            "--json",
            "--fetch",
            "loss",
        ],
        catch_exceptions=False,
    )
    # mlp_sgd_main has no shadow_output named loss: --fetch must name one
    assert r.exit_code == 2 and "--fetch loss" in r.output
    r = CliRunner().invoke(
        main,
        ["run", str(REAL / "mlp_sgd_main.pir"), "-s", str(REAL / "mlp_sgd_startup.pir"), "--feed", str(feed)],
        catch_exceptions=False,
    )
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert len(lines) == 10  # 40 rows / b=4
    losses = [float(line.split()[3]) for line in lines]
    assert all(np.isfinite(losses)) and 1.5 < losses[0] < 3.5  # cross entropy over 10 classes


def test_gm_dumps_have_kernels() -> None:
    missing = {
        op.name for f in sorted(GM.glob("*.pir")) for op in parse(f.read_text()).walk() if not has_kernel(op.name)
    }
    assert not missing
    assert len(KERNELS) > 200


def test_topk_accuracy_clip_by_norm() -> None:
    """The metric ops of real training programs, on numbers worked out by hand."""
    x = np.array([[0.1, 0.7, 0.2, 0.0], [0.5, 0.1, 0.3, 0.1], [0.2, 0.2, 0.5, 0.1]], "float32")
    text = (
        "{\n"
        '    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[3,4],stop_gradient:[true]} : () -> tensor<3x4xf32>\n'
        '    (%1) = "pd_op.data" () {dtype:int64,name:"lab",place:Place(undefined:0),shape:[3,1],stop_gradient:[true]} : () -> tensor<3x1xi64>\n'
        '    (%2) = "pd_op.full" () {dtype:int32,place:Place(cpu),shape:[1],value:2} : () -> tensor<1xi32>\n'
        '    (%3, %4) = "pd_op.topk" (%0, %2) {axis:-1,largest:true,sorted:true} : (tensor<3x4xf32>, tensor<1xi32>) -> tensor<3x2xf32>, tensor<3x2xi64>\n'
        '    (%5, %6, %7) = "pd_op.accuracy" (%3, %4, %1) {} : (tensor<3x2xf32>, tensor<3x2xi64>, tensor<3x1xi64>) -> tensor<f32>, tensor<f32>, tensor<f32>\n'
        '    (%8) = "pd_op.clip_by_norm" (%0) {max_norm:0.5} : (tensor<3x4xf32>) -> tensor<3x4xf32>\n'
        "}\n"
    )
    p = parse(text)
    it = Interpreter(feeds={"x": x, "lab": np.array([[1], [3], [0]])})
    it.run_program(p)
    ops = p.body.ops
    np.testing.assert_array_equal(it.env[ops[3].results[1]], [[1, 2], [0, 2], [2, 0]])
    np.testing.assert_allclose(it.env[ops[3].results[0]], [[0.7, 0.2], [0.5, 0.3], [0.5, 0.2]])
    acc, correct, total = (it.env[r] for r in ops[4].results)
    assert (float(acc), float(correct), float(total)) == (pytest.approx(2 / 3), 2.0, 3.0)  # rows 0 and 2 hit
    norm = float(np.sqrt((x.astype("float64") ** 2).sum()))
    np.testing.assert_allclose(it.env[ops[5].results[0]], x * (0.5 / norm), rtol=1e-6)
