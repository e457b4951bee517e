"""The NCCL backend (`runner/comm/nccl.py`) without a GPU: on the fake CuPy and NCCL of
tests/fake_cupy.py, with MPI (mpiexec) bootstrapping it, every collective and p2p equals the
in-process definition and takes the NCCL path where NCCL can (else MPI's); `--backend cupy`
under mpiexec runs a pipeline (p2p) and a data-parallel check-loss (all-reduce) with the output
of the in-process numpy run; a missing CuPy is a clear error. This checks the code against
CuPy's API as the fake copies it, not against real GPUs."""

from __future__ import annotations

import ast
import inspect
import re
import subprocess
import sys
from pathlib import Path

import fake_cupy
import numpy as np
import pytest
from test_mpi import MPIEXEC, ROOT, TIMEOUT, _dp_case, _env, _pirtool, _pp_args, needs_mpi

from pirtool.runner.comm.nccl import NcclComm, import_cupy, nccl_dtype, uses_nccl
from pirtool.runner.errors import RunError
from pirtool.runner.mpiranks import comm_backend

WRAPPER = ROOT / "tests" / "mpi" / "fake_cupy_pirtool.py"


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> object:
    """The fake installed as `cupy` for one test (sys.modules restored after it)."""
    mods = fake_cupy.modules()
    for name, mod in mods.items():
        monkeypatch.setitem(sys.modules, name, mod)
    return mods["cupy"]


def test_a_missing_cupy_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cupy", None)
    with pytest.raises(RunError, match="the NCCL communicator needs CuPy built with NCCL"):
        import_cupy()
    with pytest.raises(RunError, match="needs CuPy"):  # before it touches the MPI job
        NcclComm(None, {}, [])  # type: ignore[arg-type]


def test_a_cupy_without_nccl_is_a_clear_error(fake: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.modules["cupy.cuda.nccl"], "available", False)
    with pytest.raises(RunError, match="this CuPy has no NCCL"):
        import_cupy()


def test_dtypes_nccl_reduces_and_the_backend_choice(fake: object) -> None:
    _, nccl = import_cupy()
    assert nccl_dtype(nccl, np.dtype("float32")) == nccl.NCCL_FLOAT32 == 7
    assert nccl_dtype(nccl, np.dtype("float16")) == nccl.NCCL_FLOAT16
    assert nccl_dtype(nccl, np.dtype("int64")) == nccl.NCCL_INT64
    assert nccl_dtype(nccl, np.dtype("bool")) is None and nccl_dtype(nccl, np.dtype("int16")) is None
    assert comm_backend(np) == "mpi" and not uses_nccl(np)
    assert comm_backend(fake) == "nccl" and uses_nccl(fake)


def test_the_fake_resolves_pointers_like_a_device_would(fake: object) -> None:
    cp = fake
    a = cp.arange(6, dtype="float32")  # type: ignore[attr-defined]
    assert isinstance(a, fake_cupy.ndarray)
    view = fake_cupy.resolve(a.data.ptr + 8, 3, 7)
    view[...] = -1
    assert a.tolist() == [0, 1, -1, -1, -1, 5]
    with pytest.raises(ValueError, match="no live array holds"):
        fake_cupy.resolve(a.data.ptr, 7, 7)  # one element too many
    with pytest.raises(ValueError, match="unknown datatype"):
        fake_cupy.resolve(a.data.ptr, 1, 42)


def test_the_fake_keeps_the_signatures_the_backend_calls() -> None:
    """Every NcclCommunicator method NcclComm calls exists in the fake with CuPy's parameters."""
    want = {
        "allReduce": ["sendbuf", "recvbuf", "count", "datatype", "op", "stream"],
        "reduce": ["sendbuf", "recvbuf", "count", "datatype", "op", "root", "stream"],
        "broadcast": ["sendbuff", "recvbuff", "count", "datatype", "root", "stream"],
        "allGather": ["sendbuf", "recvbuf", "count", "datatype", "stream"],
        "reduceScatter": ["sendbuf", "recvbuf", "recvcount", "datatype", "op", "stream"],
        "send": ["sendbuf", "count", "datatype", "peer", "stream"],
        "recv": ["recvbuf", "count", "datatype", "peer", "stream"],
    }
    for name, params in want.items():
        assert list(inspect.signature(getattr(fake_cupy.NcclCommunicator, name)).parameters)[1:] == params
    src = ast.parse((ROOT / "pirtool" / "runner" / "comm" / "nccl.py").read_text())
    called = {n.func.attr for n in ast.walk(src) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
    assert set(want) <= called, set(want) - called


@needs_mpi
@pytest.mark.mpi
def test_every_collective_and_p2p_of_the_nccl_backend_against_the_in_process_definition(tmp_path: Path) -> None:
    env = {**_env(), "FAKE_NCCL_DIR": str(tmp_path)}
    r = subprocess.run(
        [str(MPIEXEC), "-n", "4", sys.executable, str(ROOT / "tests" / "mpi" / "nccl_collectives.py")],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=env,
        cwd=ROOT,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    oks = sorted(re.findall(r"ok (\d+) (\d+)", r.stdout))
    assert [rank for rank, _ in oks] == ["0", "1", "2", "3"] and all(int(n) > 50 for _, n in oks)


def _fake_pirtool(tmp: Path, *args: str, n: int | None = None) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, str(WRAPPER), *args, "--backend", "cupy"]
    if n is not None:
        cmd = [str(MPIEXEC), "-n", str(n), *cmd]
    env = {**_env(), "FAKE_NCCL_DIR": str(tmp / "nccl")}
    return subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, env=env, cwd=ROOT)


def _calls(stderr: str) -> list[dict[str, int]]:
    """Each process's NCCL call counts (the ranks' lines may run together)."""
    return [ast.literal_eval(m) for m in re.findall(r"fake-nccl: (\{[^}]*\})", stderr)]


@needs_mpi
@pytest.mark.mpi
def test_a_pipeline_under_mpi_with_backend_cupy_sends_through_nccl(tmp_path: Path) -> None:
    """Two 1F1B stages: the activations and gradients go over NCCL (a communicator per
    direction), the output is the in-process numpy run's; in one process (threads) the fake
    CuPy keeps the threads backend."""
    args = [*_pp_args("pp2_1f1b_mlp_adam_k4", tmp_path), "--json"]
    here = _pirtool("run", *args)
    nccl = _fake_pirtool(tmp_path, "run", *args, n=2)
    threads = _fake_pirtool(tmp_path, "run", *args)
    assert here.returncode == nccl.returncode == threads.returncode == 0, nccl.stderr + threads.stderr
    assert nccl.stdout == here.stdout == threads.stdout and len(here.stdout.splitlines()) == 3
    calls = _calls(nccl.stderr)
    assert len(calls) == 2 and all(c["send"] == c["recv"] == 12 for c in calls), calls  # 4 micro-batches x 3 steps
    assert _calls(threads.stderr) == [{}]


@needs_mpi
@pytest.mark.mpi
def test_data_parallel_check_loss_under_mpi_with_backend_cupy_all_reduces_through_nccl(tmp_path: Path) -> None:
    progs, common = _dp_case(tmp_path)
    here = _pirtool("check-loss", *progs, *common)
    nccl = _fake_pirtool(tmp_path, "check-loss", *progs, *common, n=2)
    assert here.returncode == nccl.returncode == 0, nccl.stderr
    assert nccl.stdout == here.stdout and "OK 2 steps" in nccl.stdout
    assert all(c.get("allReduce", 0) > 0 for c in _calls(nccl.stderr)), nccl.stderr


@needs_mpi
@pytest.mark.mpi
def test_under_nccl_a_skipped_collective_or_send_is_still_an_error_not_a_hang(tmp_path: Path) -> None:
    """MPI guards NCCL: the layout check before a collective and the header before a p2p value
    are polled, so a rank that finished without joining is named as with the MPI backend."""
    from test_mpi import AR, T, _two_ranks

    args = _two_ranks(tmp_path, AR.format(n=1, i=0) + AR.format(n=2, i=1), AR.format(n=1, i=0))
    r = _fake_pirtool(tmp_path, "run", *args, n=2)
    assert r.returncode == 2 and "rank 1 finished without joining it" in r.stderr, r.stderr
    assert f"{tmp_path / 'r0.pir'}:4:5: error: pd_op.all_reduce" in r.stderr
    recv = (
        '    (%1) = "pd_op.recv_v2" () {dtype:float32,out_shape:[2,3],peer:1,ring_id:4,use_calc_stream:true} : () -> '
        + T
        + "\n"
    )
    other = '    (%1) = "pd_op.scale" (%0) {bias:0,bias_after_scale:true,scale:2} : (' + T + ") -> " + T + "\n"
    r = _fake_pirtool(
        tmp_path,
        "run",
        *_two_ranks(
            tmp_path, recv, other + '    (%2) = "pd_op.c_identity" (%1) {ring_id:4} : (' + T + ") -> " + T + "\n"
        ),
        n=2,
    )
    assert r.returncode == 2 and "rank 1 finished without sending it" in r.stderr, r.stderr
