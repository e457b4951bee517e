"""Run under `mpiexec -n 4` with `FAKE_NCCL_DIR` set: every collective and p2p of `NcclComm`
(on the fake CuPy and NCCL of tests/fake_cupy.py, the real MPI bootstrap) equals what the
in-process definition (`comm.base.combine`) gives from all ranks' inputs; reductions NCCL has,
and every data movement, go through NCCL; bool and int16 reductions and uneven shapes fall
back to MPI; p2p on a ring of two ranks goes through NCCL both ways at once (sends do not
wait), on a larger ring over MPI. Prints `ok RANK CHECKS` per rank; exits 1 on a mismatch."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import fake_cupy  # noqa: E402

cp = fake_cupy.install()

from collectives import data, mismatch, report  # noqa: E402  (this folder is the script's sys.path[0])

from pirtool.runner.comm.mpi import MpiJob  # noqa: E402
from pirtool.runner.comm.nccl import NcclComm  # noqa: E402

CALLS = fake_cupy.CALLS


def main() -> int:
    job = MpiJob.join()
    r, n = job.rank, job.size
    rings = {0: tuple(range(n)), 5: (1, 3), 7: tuple(range(n)), 8: (0, 1), 9: (2, 3)}
    comm = NcclComm(job, rings, [(0, 2)], timeout=30)
    checks = 0
    bad: list[str] = []

    def expect(kind: str, got: object, xs: list[np.ndarray], i: int, via: str | None = None, **kw: object) -> None:
        nonlocal checks
        checks += 1
        if not isinstance(got, fake_cupy.ndarray):
            bad.append(f"{kind} {xs[0].dtype}: a {type(got).__name__}, not a device array")
            return
        problem = mismatch(kind, np.asarray(got), xs, i, **kw)
        if problem:
            bad.append(problem)

    def counted(name: str, f: Any, *args: Any, **kw: Any) -> Any:
        """`f(*args, **kw)`, checking that it made NCCL call `name`."""
        before = CALLS[name]
        out = f(*args, **kw)
        if CALLS[name] == before:
            bad.append(f"{name} was not used")
        return out

    def not_counted(names: tuple[str, ...], f: Any, *args: Any) -> Any:
        """`f(*args)`, checking that it made none of the NCCL calls `names`."""
        before = [CALLS[m] for m in names]
        out = f(*args)
        if [CALLS[m] for m in names] != before:
            bad.append(f"NCCL ({names}) used where MPI should have been")
        return out

    for dtype in ("float32", "float64", "int32", "int64", "float16"):
        xs = [data(q, dtype, (4, 3)) for q in range(n)]
        x = cp.asarray(xs[r])
        for how in ("sum", "avg", "max", "min", "prod"):
            expect("all_reduce", counted("allReduce", comm.all_reduce, 0, x, how, "all_reduce"), xs, r, how=how)
        expect("reduce", counted("reduce", comm.reduce, 0, x, "sum", 2, "reduce"), xs, r, how="sum", root=2)
        expect("reduce", comm.reduce(0, x, "max", 0, "reduce"), xs, r, how="max", root=0)
        expect("broadcast", counted("broadcast", comm.broadcast, 0, x, 1, "broadcast"), xs, r, root=1)
        expect("all_gather", counted("allGather", comm.all_gather, 0, x, "all_gather"), xs, r)
        expect("reduce_scatter", counted("reduceScatter", comm.reduce_scatter, 0, x, "reduce_scatter"), xs, r)
        expect("all_to_all", counted("send", comm.all_to_all, 0, x, "all_to_all"), xs, r)
    # NCCL moves bools (as bytes) but cannot reduce them, nor int16: MPI's bytes, reduced here
    xs = [data(q, "bool", (4,)) for q in range(n)]
    expect("broadcast", counted("broadcast", comm.broadcast, 0, cp.asarray(xs[r]), 3, "broadcast"), xs, r, root=3)
    expect("all_gather", comm.all_gather(0, cp.asarray(xs[r]), "all_gather"), xs, r)
    expect(
        "all_reduce", not_counted(("allReduce",), comm.all_reduce, 0, cp.asarray(xs[r]), "max", "ar"), xs, r, how="max"
    )
    xs = [data(q, "int16", (4, 2)) for q in range(n)]
    expect(
        "all_reduce", not_counted(("allReduce",), comm.all_reduce, 0, cp.asarray(xs[r]), "sum", "ar"), xs, r, how="sum"
    )
    expect("reduce_scatter", not_counted(("reduceScatter",), comm.reduce_scatter, 0, cp.asarray(xs[r]), "rs"), xs, r)
    xs = [data(q, "float32", (q + 1, 2)) for q in range(n)]  # uneven: by bytes, then combined here
    expect("all_gather", not_counted(("allGather",), comm.all_gather, 0, cp.asarray(xs[r]), "all_gather"), xs, r)
    if r in (1, 3):
        xs = {q: data(q, "float32", (2, 2)) for q in (1, 3)}
        expect(
            "all_reduce",
            comm.all_reduce(5, cp.asarray(xs[r]), "sum", "sub-group"),
            [xs[1], xs[3]],
            (1, 3).index(r),
            how="sum",
        )
    if r in (0, 2):
        xs = {q: data(q, "float64", (3,)) for q in (0, 2)}
        got = comm.all_reduce(-1, cp.asarray(xs[r]), "avg", "mesh", members=(0, 2))
        expect("all_reduce", got, [xs[0], xs[2]], (0, 2).index(r), how="avg")
    comm.barrier(0, "barrier")
    # p2p on the pair rings 8 (0, 1) and 9 (2, 3): both send first, then receive, through NCCL
    peer = r ^ 1
    ring = 8 if r < 2 else 9
    before = CALLS["send"], CALLS["recv"]
    for j in range(3):
        comm.send(cp.asarray(np.full((2, j + 1), 10 * r + j, "int64")), peer, ring)
    comm.send(cp.asarray(data(r, "bool", (5,))), peer, ring)
    comm.send(cp.asarray(np.zeros((0, 3), "float32")), peer, ring)
    for j in range(3):
        got = comm.recv(peer, ring, "recv")
        checks += 1
        if (
            not isinstance(got, fake_cupy.ndarray)
            or np.asarray(got).tolist() != np.full((2, j + 1), 10 * peer + j).tolist()
        ):
            bad.append(f"nccl recv #{j}: {got!r}")
    got = comm.recv(peer, ring, "recv")
    checks += 1
    if np.asarray(got).dtype != bool or np.asarray(got).tolist() != data(peer, "bool", (5,)).tolist():
        bad.append(f"nccl recv of bools: {got!r}")
    got = comm.recv(peer, ring, "recv")
    if got.shape != (0, 3) or got.dtype != np.float32:
        bad.append(f"nccl recv of an empty value: {got!r}")
    if (CALLS["send"] - before[0], CALLS["recv"] - before[1]) != (4, 4):  # the empty one moves no bytes
        bad.append(f"p2p on a pair ring: {CALLS['send'] - before[0]} NCCL sends, {CALLS['recv'] - before[1]} recvs")
    # p2p on ring 7 (all four ranks): over MPI
    before = CALLS["send"], CALLS["recv"]
    for j in range(3):
        comm.send(cp.asarray(np.full((2,), 10 * r + j, "int64")), (r + 1) % n, 7)
    for j in range(3):
        got = comm.recv((r - 1) % n, 7, "recv")
        checks += 1
        if not isinstance(got, fake_cupy.ndarray) or np.asarray(got).tolist() != [10 * ((r - 1) % n) + j] * 2:
            bad.append(f"mpi recv #{j}: {got!r}")
    if (CALLS["send"], CALLS["recv"]) != before:
        bad.append("p2p on a ring of four went through NCCL")
    job.end_phase()
    if comm.notes:
        bad.append(f"notes: {comm.notes}")
    return report(job, checks, bad)


if __name__ == "__main__":
    sys.exit(main())
