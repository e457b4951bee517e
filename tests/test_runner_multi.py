"""Several rank programs in one process (pure numpy): collectives exchange real data between the
rank interpreters (ring_id groups), send/recv channels, failures do not hang; data-parallel SGD
on 2 ranks equals 1 rank on the whole batch; a lone recv reads --feed key recv:PEER:RING_ID."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.runner import Interpreter, RunError
from pirtool.runner.comm.base import ring_members
from pirtool.runner.comm.threads import ThreadComm as Comm
from pirtool.runner.comm.threads import World, run_ranks
from pirtool.text.parser import parse

REAL = Path(__file__).resolve().parents[1] / "samples" / "real"
T23 = "tensor<2x3xf32>"


def _prog(body: str) -> str:
    return (
        "{\n"
        f'    (%0) = "pd_op.data" () {{dtype:float32,name:"x",place:Place(undefined:0),shape:[2,3],stop_gradient:[true]}} : () -> {T23}\n'
        + body
        + "}\n"
    )


def _out(n: int, name: str, t: str = T23) -> str:
    return f'    () = "builtin.shadow_output" (%{n}) {{output_name:"{name}"}} : ({t}) -> \n'


def _run(texts: list[str], feeds: list[np.ndarray], timeout: float = 20.0) -> list[Interpreter]:
    progs = [parse(t) for t in texts]
    world = World(len(progs), ring_members(progs), timeout=timeout)
    its = [Interpreter(feeds={"x": f}) for f in feeds]
    for i, it in enumerate(its):
        it.comm = Comm(world, i)
    run_ranks([lambda it=it, p=p: it.run_program(p) for it, p in zip(its, progs, strict=True)], world)
    return its


X0 = np.arange(6, dtype="float32").reshape(2, 3)
X1 = 10 * np.ones((2, 3), "float32") - X0


def test_all_reduce_kinds() -> None:
    body = (
        f'    (%1) = "pd_op.all_reduce" (%0) {{reduce_type:0,ring_id:3}} : ({T23}) -> {T23}\n'
        f'    (%2) = "pd_op.c_allreduce_avg" (%0) {{ring_id:3,use_calc_stream:true}} : ({T23}) -> {T23}\n'
        f'    (%3) = "pd_op.c_allreduce_max_" (%0) {{ring_id:3,use_calc_stream:true}} : ({T23}) -> {T23}\n'
        + _out(1, "sum")
        + _out(2, "avg")
        + _out(3, "max")
    )
    its = _run([_prog(body)] * 2, [X0.copy(), X1.copy()])
    for it in its:
        np.testing.assert_allclose(it.state["sum"], X0 + X1)
        np.testing.assert_allclose(it.state["avg"], (X0 + X1) / 2)
        np.testing.assert_allclose(it.state["max"], np.maximum(X0, X1))


def test_gather_scatter_broadcast_alltoall() -> None:
    body = (
        f'    (%1) = "pd_op.all_gather" (%0) {{nranks:2,ring_id:0}} : ({T23}) -> tensor<4x3xf32>\n'
        f'    (%2) = "pd_op.reduce_scatter" (%1) {{nranks:2,ring_id:0}} : (tensor<4x3xf32>) -> {T23}\n'
        f'    (%3) = "pd_op.c_broadcast" (%0) {{ring_id:0,root:1,use_calc_stream:true}} : ({T23}) -> {T23}\n'
        f'    (%4) = "pd_op.all_to_all" (%0) {{ring_id:0}} : ({T23}) -> {T23}\n'
        + _out(1, "gather", "tensor<4x3xf32>")
        + _out(2, "rs")
        + _out(3, "bc")
        + _out(4, "a2a")
    )
    its = _run([_prog(body)] * 2, [X0.copy(), X1.copy()])
    both = np.concatenate([X0, X1])
    for i, it in enumerate(its):
        np.testing.assert_allclose(it.state["gather"], both)
        np.testing.assert_allclose(it.state["rs"], 2 * both[2 * i : 2 * i + 2])
        np.testing.assert_allclose(it.state["bc"], X1)
        np.testing.assert_allclose(it.state["a2a"], np.stack([X0[i], X1[i]]))


SEND = f'    () = "pd_op.send_v2" (%0) {{dynamic_shape:false,peer:1,ring_id:5,use_calc_stream:false}} : ({T23}) -> \n'
RECV = f'    (%1) = "pd_op.recv_v2" () {{dtype:float32,dynamic_shape:false,out_shape:[2,3],peer:0,ring_id:5,use_calc_stream:false}} : () -> {T23}\n'


def test_send_recv_channels() -> None:
    its = _run([_prog(SEND), _prog(RECV + _out(1, "got"))], [X0.copy(), X1.copy()])
    np.testing.assert_allclose(its[1].state["got"], X0)


def test_failures_do_not_hang() -> None:
    # rank 1 fails (no kernel): rank 0, waiting in all_reduce, fails too; rank 1's error is raised
    ar = f'    (%1) = "pd_op.all_reduce" (%0) {{reduce_type:0,ring_id:0}} : ({T23}) -> {T23}\n'
    bad = f'    (%1) = "pd_op.frobnicate" (%0) {{ring_id:0}} : ({T23}) -> {T23}\n'
    with pytest.raises(RunError, match="frobnicate"):
        _run([_prog(ar), _prog(bad)], [X0, X1])
    # rank 1 joins ring 0 once, rank 0 twice: rank 0 is told rank 1 finished
    ar2 = ar + ar.replace("%1", "%2").replace("(%0)", "(%1)")
    with pytest.raises(RunError, match="rank 1 finished without joining"):
        _run([_prog(ar2), _prog(ar)], [X0, X1])
    # a recv whose peer never sends
    with pytest.raises(RunError, match="rank 0 finished without joining|timed out"):
        _run([_prog(""), _prog(RECV)], [X0, X1])


def _cli(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_single_rank_recv_from_feed(tmp_path: Path) -> None:
    p = tmp_path / "r1.pir"
    p.write_text(_prog(RECV + _out(1, "loss_got")))
    f = tmp_path / "f.npz"
    np.savez(f, x=np.zeros((2, 3), "float32"), **{"recv:0:5": X1})
    st = tmp_path / "st.npz"
    r = _cli("run", str(p), "--feed", str(f), "--save-state", str(st))
    assert r.exit_code == 0, r.output
    assert "value from --feed key 'recv:0:5'" in r.output
    with np.load(st) as z:
        np.testing.assert_allclose(z["loss_got"], X1)
    np.savez(f, x=np.zeros((2, 3), "float32"))
    r = _cli("run", str(p), "--feed", str(f))
    assert r.exit_code == 2 and "recv:0:5" in r.output
    assert "recv:PEER:RING_ID" in _cli("run", "--help").output


def test_data_parallel_two_ranks_equal_one_rank_whole_batch(tmp_path: Path) -> None:
    """Paddle's dense rank-0 program of a 2-rank data-parallel Momentum MLP (it slices rows 0:4 of
    the global batch of 8, all_gathers the squared errors for mean_grad, all_reduce-sums the
    grads); rank 1 is the same SPMD program slicing rows 4:8. Two ranks must train exactly like
    the un-partitioned program on the whole batch."""
    rank0 = REAL / "gen_dist_mesh2_dp_momentum_05_final_dense_main.pir"
    text = rank0.read_text()
    rank1 = tmp_path / "rank1.pir"
    rank1.write_text(
        text.replace("value:[4]}", "value:[@8]}")
        .replace("value:[0]}", "value:[4]}")
        .replace("value:[@8]}", "value:[8]}")
    )
    startup = REAL / "gen_dist_mesh2_dp_momentum_06_final_dist_startup.pir"
    rng = np.random.default_rng(0)
    params = tmp_path / "p.npz"
    np.savez(
        params,
        **{
            "linear_0.w_0.dist": rng.normal(size=(16, 16)).astype("float32") * 0.3,
            "linear_0.b_0.dist": rng.normal(size=16).astype("float32") * 0.1,
            "linear_1.w_0.dist": rng.normal(size=(16, 8)).astype("float32") * 0.3,
            "linear_1.b_0": rng.normal(size=8).astype("float32") * 0.1,
        },
    )
    feed = tmp_path / "f.npz"
    np.savez(
        feed, input0=rng.normal(size=(24, 16)).astype("float32"), label0=rng.normal(size=(24, 8)).astype("float32")
    )
    s2, s1 = tmp_path / "s2.npz", tmp_path / "s1.npz"
    common = ["-s", str(startup), "--params", str(params), "--feed", str(feed)]
    r2 = _cli("run", str(rank0), str(rank1), *common, "--save-state", str(s2), "--json")
    assert r2.exit_code == 0, r2.output
    ref = REAL / "gen_dist_mesh2_dp_momentum_01_before_partition.pir"
    r1 = _cli("run", str(ref), *common, "-b", "8", "--save-state", str(s1), "--json")
    assert r1.exit_code == 0, r1.output
    rows2 = [json.loads(x) for x in r2.output.splitlines() if x.startswith("{")]
    rows1 = [json.loads(x) for x in r1.output.splitlines() if x.startswith("{")]
    assert len(rows2) == len(rows1) == 3
    for a, b in zip(rows2, rows1, strict=True):
        assert len(a["ranks"]) == 2 and a["ranks"][0] != a["ranks"][1]
        np.testing.assert_allclose(a["loss"], b["loss"], rtol=1e-5)
    with np.load(s2) as z2, np.load(s1) as z1:
        for name in ["linear_0.w_0.dist", "linear_0.b_0.dist", "linear_1.w_0.dist", "linear_1.b_0"]:
            for rank in (0, 1):
                np.testing.assert_allclose(z2[f"rank{rank}/{name}"], z1[name], rtol=1e-5, atol=1e-6)
    # rank 0 alone (all_reduce on itself, all_gather tiling its own rows) trains differently
    r0 = _cli("run", str(rank0), *common, "--json")
    assert r0.exit_code == 0
    assert abs(json.loads(r0.output.splitlines()[0])["loss"] - rows1[0]["loss"]) > 1e-3


def test_partial_reshard_all_reduces_over_the_mesh() -> None:
    part = "pd_dist.tensor<2x3xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1,-1], partial(0,SUM), placements:[Partial(reduce_type=SUM)]>"
    repl = "pd_dist.tensor<2x3xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1,-1], placements:[Replicate()]>"
    one = '    (%9) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xf32>\n'
    body = (
        one
        + f'    (%1) = "pd_op.scale" (%0, %9) {{bias:0,bias_after_scale:true}} : ({T23}, tensor<1xf32>) -> {part}\n'
        + f'    (%2) = "dist_op.reshard" (%1) {{}} : ({part}) -> {repl}\n'
        + _out(2, "r", repl)
    )
    its = _run([_prog(body)] * 2, [X0.copy(), X1.copy()])
    for it in its:
        np.testing.assert_allclose(it.state["r"], X0 + X1)
    # alone, the same program keeps its own value
    it = Interpreter(feeds={"x": X0.copy()})
    it.run_program(parse(_prog(body)))
    np.testing.assert_allclose(it.state["r"], X0)


def test_run_check_several_programs(tmp_path: Path) -> None:
    a, b = tmp_path / "a.pir", tmp_path / "b.pir"
    a.write_text(_prog(SEND))
    b.write_text(_prog(RECV))
    r = _cli("run", "--check", str(a), str(b))
    assert r.exit_code == 0, r.output
    r = _cli("run", str(a), str(b), "--feed", str(tmp_path / "nope.npz"), "--feed", "x", "--feed", "y")
    assert r.exit_code == 2 and "once per rank" in r.output


def _send(ring: int, peer: int, n: int = 0) -> str:
    return f'    () = "pd_op.send_v2" (%{n}) {{dynamic_shape:false,peer:{peer},ring_id:{ring},use_calc_stream:true}} : ({T23}) -> \n'


def _recv(res: int, ring: int, peer: int) -> str:
    return (
        f'    (%{res}) = "pd_op.recv_v2" () {{dtype:float32,dynamic_shape:false,out_shape:[2,3],peer:{peer},'
        f"ring_id:{ring},use_calc_stream:true}} : () -> {T23}\n"
    )


def test_pipeline_p2p_peer_is_the_other_rank_of_the_pair() -> None:
    """Paddle's p2p groups are [src, dst] per pair: on ring 20 (0 -> 1) rank 0 sends to peer 1
    and rank 1 receives from peer 0; on ring 21 (1 -> 0) the group is [1, 0], so rank 1 sends to
    peer 1 and rank 0 receives from peer 0 — which names rank 1, not rank 0 itself."""
    stage0 = _prog(_send(20, 1) + _recv(1, 21, 0) + _out(1, "grad"))
    stage1 = _prog(
        _recv(1, 20, 0)
        + f'    (%2) = "pd_op.scale" (%1) {{bias:0,bias_after_scale:true,scale:2}} : ({T23}) -> {T23}\n'
        + _send(21, 1, 2)
        + _out(1, "act")
    )
    its = _run([stage0, stage1], [X0.copy(), X1.copy()], timeout=10)
    np.testing.assert_allclose(its[1].state["act"], X0)
    np.testing.assert_allclose(its[0].state["grad"], 2 * X0)


def test_deadlock_is_reported_at_once_with_each_ranks_pending_op() -> None:
    """Both stages receive first: nobody can proceed. The run fails as a deadlock (not after the
    timeout, whose error says "timed out"), naming what each rank waits for, and where."""
    stage0 = _prog(_recv(1, 21, 0) + _send(20, 1))
    stage1 = _prog(_recv(1, 20, 0) + _send(21, 1))
    with pytest.raises(RunError) as e:
        _run([stage0, stage1], [X0.copy(), X1.copy()], timeout=120)
    msg = str(e.value)
    assert (
        "deadlock" in msg
        and "timed out" not in msg
        and "rank 0 waits in pd_op.recv_v2 at line 3 from rank 1 on ring 21" in msg
    )
    assert "rank 1 waits in pd_op.recv_v2 at line 3 from rank 0 on ring 20" in msg


def test_params_per_rank_and_loss_of_the_ranks_that_have_one(tmp_path: Path) -> None:
    """`--params` once per rank loads each rank's own values; the step's loss is the mean over
    the ranks that compute a loss (a pipeline's first stage has none)."""
    body0 = (
        f'    (%1) = "builtin.parameter" () {{parameter_name:"w",persistable:[true],stop_gradient:[false]}} : () -> {T23}\n'
        f'    (%2) = "pd_op.add" (%0, %1) {{}} : ({T23}, {T23}) -> {T23}\n' + _send(20, 1, 2)
    )
    body1 = (
        f'    (%1) = "builtin.parameter" () {{parameter_name:"w",persistable:[true],stop_gradient:[false]}} : () -> {T23}\n'
        + _recv(2, 20, 0)
        + f'    (%3) = "pd_op.add" (%2, %1) {{}} : ({T23}, {T23}) -> {T23}\n'
        '    (%4) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),value:[]} : () -> tensor<0xi64>\n'
        f'    (%5) = "pd_op.mean" (%3, %4) {{keepdim:false}} : ({T23}, tensor<0xi64>) -> tensor<f32>\n'
        + _out(5, "loss_0", "tensor<f32>")
    )
    paths = []
    for i, body in enumerate((body0, body1)):
        p = tmp_path / f"rank{i}.pir"
        p.write_text(_prog(body))
        paths.append(str(p))
    p0, p1, feed = tmp_path / "p0.npz", tmp_path / "p1.npz", tmp_path / "f.npz"
    np.savez(p0, w=np.full((2, 3), 1.0, "float32"))
    np.savez(p1, w=np.full((2, 3), 10.0, "float32"))
    np.savez(feed, x=np.zeros((2, 3), "float32"))
    r = _cli("run", *paths, "--params", str(p0), "--params", str(p1), "--feed", str(feed), "-b", "2", "--json")
    assert r.exit_code == 0, r.output
    row = json.loads(next(x for x in r.output.splitlines() if x.startswith("{")))
    assert row["ranks"][0] is None and row["loss"] == pytest.approx(11.0)  # x + w0 + w1
    r = _cli("run", *paths, "--params", str(p0), "--params", str(p1), "--params", str(p1), "--feed", str(feed))
    assert r.exit_code == 2 and "--params: give it once for all 2 ranks or once per rank, not 3 times" in r.output


def test_check_loss_against_several_after_ranks(tmp_path: Path) -> None:
    """BEFORE one un-partitioned program, AFTER the two data-parallel ranks: they agree, and
    parameters are matched up to Paddle's `.dist` suffix; rank 0 run twice does not."""
    rank0 = REAL / "gen_dist_mesh2_dp_momentum_05_final_dense_main.pir"
    rank1 = tmp_path / "rank1.pir"
    rank1.write_text(
        rank0.read_text()
        .replace("value:[4]}", "value:[@8]}")
        .replace("value:[0]}", "value:[4]}")
        .replace("value:[@8]}", "value:[8]}")
    )
    rng = np.random.default_rng(0)
    params, feed = tmp_path / "p.npz", tmp_path / "f.npz"
    np.savez(
        params,
        **{
            "linear_0.w_0.dist": rng.normal(size=(16, 16)).astype("float32") * 0.3,
            "linear_0.b_0.dist": rng.normal(size=16).astype("float32") * 0.1,
            "linear_1.w_0.dist": rng.normal(size=(16, 8)).astype("float32") * 0.3,
            "linear_1.b_0": rng.normal(size=8).astype("float32") * 0.1,
        },
    )
    np.savez(
        feed, input0=rng.normal(size=(16, 16)).astype("float32"), label0=rng.normal(size=(16, 8)).astype("float32")
    )
    before = REAL / "gen_dist_mesh2_dp_momentum_01_before_partition.pir"
    common = [
        "-k",
        "1",
        "-s",
        str(REAL / "gen_dist_mesh2_dp_momentum_06_final_dist_startup.pir"),
        "--params",
        str(params),
        "--feed",
        str(feed),
    ]
    ok = _cli("check-loss", str(before), str(rank0), str(rank1), *common, "--json")
    assert ok.exit_code == 0, ok.output
    objs = [json.loads(x) for x in ok.stdout.splitlines()]  # --json: every line an object, the verdict last
    assert [o["ok"] for o in objs[:-1]] == [True, True] and objs[-1]["verdict"] == "ok"
    bad = _cli("check-loss", str(before), str(rank0), str(rank0), *common)
    assert (
        bad.exit_code == 1
        and "FAIL step 1: loss differs" in bad.output
        and "not searched (AFTER is several ranks)" in bad.output
    )
    no_feed = _cli(
        "check-loss",
        str(before),
        str(rank0),
        str(rank1),
        "-k",
        "1",
        "-s",
        str(REAL / "gen_dist_mesh2_dp_momentum_06_final_dist_startup.pir"),
    )
    assert no_feed.exit_code == 2 and "give --feed" in no_feed.output
