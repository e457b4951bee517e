"""Run under `mpiexec -n 4`: every collective of `MpiComm` on every rank equals what the
in-process definition (`comm.base.combine`) gives from all ranks' inputs, for native dtypes,
dtypes MPI cannot reduce (bool), uneven shapes (moved as bytes), sub-groups of the world and a
reshard mesh; p2p keeps order per (peer, ring). Prints `ok RANK CHECKS` per rank; exits 1 on a
mismatch."""

from __future__ import annotations

import sys

import numpy as np

from pirtool.runner.comm.base import combine
from pirtool.runner.comm.mpi import MpiComm, MpiJob


def data(rank: int, dtype: str, shape: tuple[int, ...]) -> np.ndarray:
    """Rank `rank`'s input: the same on every process, so each can compute every rank's."""
    rng = np.random.default_rng(100 + rank)
    if dtype == "bool":
        return rng.random(shape) > 0.5
    return (rng.normal(size=shape) * 4).astype(dtype)


def mismatch(kind: str, got: np.ndarray, xs: list[np.ndarray], i: int, **kw: object) -> str | None:
    """How `got` (member i's result of collective `kind`) differs from the in-process definition
    on every member's input `xs`, or None."""
    want = combine(np, kind, xs, i, **kw)
    tol = 0.05 if want.dtype == np.float16 else 1e-6  # MPI and NCCL add in their own order: a float16 ulp
    if got.shape == want.shape and got.dtype == want.dtype and np.allclose(got, want, rtol=tol, atol=tol):
        return None
    return f"{kind} {xs[0].dtype} {kw}: got {got!r} want {want!r}"


def main() -> int:
    job = MpiJob.join()
    r, n = job.rank, job.size
    rings = {0: tuple(range(n)), 5: (1, 3)}  # ring 5: a sub-group of ranks 1 and 3
    comm = MpiComm(job, rings, [(0, 2)], timeout=30)
    checks = 0
    bad = []

    def expect(kind: str, got: object, xs: list[np.ndarray], i: int, **kw: object) -> None:
        nonlocal checks
        checks += 1
        problem = mismatch(kind, got, xs, i, **kw)
        if problem:
            bad.append(problem)

    for dtype in ("float32", "float64", "int32", "int64", "float16"):
        xs = [data(q, dtype, (4, 3)) for q in range(n)]
        x = xs[r]
        for how in ("sum", "avg", "max", "min", "prod"):
            expect("all_reduce", comm.all_reduce(0, x, how, "all_reduce"), xs, r, how=how)
        expect("reduce", comm.reduce(0, x, "sum", 2, "reduce"), xs, r, how="sum", root=2)
        expect("broadcast", comm.broadcast(0, x, 1, "broadcast"), xs, r, root=1)
        expect("all_gather", comm.all_gather(0, x, "all_gather"), xs, r)
        expect("reduce_scatter", comm.reduce_scatter(0, x, "reduce_scatter"), xs, r)
        expect("all_to_all", comm.all_to_all(0, x, "all_to_all"), xs, r)
    xs = [data(q, "bool", (4,)) for q in range(n)]  # MPI moves bools but does not add them
    expect("broadcast", comm.broadcast(0, xs[r], 3, "broadcast"), xs, r, root=3)
    expect("all_gather", comm.all_gather(0, xs[r], "all_gather"), xs, r)
    xs = [data(q, "float32", (q + 1, 2)) for q in range(n)]  # uneven: by bytes, then combined here
    expect("all_gather", comm.all_gather(0, xs[r], "all_gather"), xs, r)
    if r in (1, 3):
        xs = {q: data(q, "float32", (2, 2)) for q in (1, 3)}
        expect("all_reduce", comm.all_reduce(5, xs[r], "sum", "sub-group"), [xs[1], xs[3]], (1, 3).index(r), how="sum")
    if r in (0, 2):
        xs = {q: data(q, "float64", (3,)) for q in (0, 2)}
        got = comm.all_reduce(-1, xs[r], "avg", "mesh", members=(0, 2))
        expect("all_reduce", got, [xs[0], xs[2]], (0, 2).index(r), how="avg")
    comm.barrier(0, "barrier")
    # p2p: rank q sends three values to q+1 on ring 7, in order
    for j in range(3):
        comm.send(np.full((2,), 10 * r + j, "int64"), (r + 1) % n, 7)
    for j in range(3):
        got = comm.recv((r - 1) % n, 7, "recv")
        checks += 1
        if got.tolist() != [10 * ((r - 1) % n) + j] * 2:
            bad.append(f"recv #{j}: {got}")
    job.end_phase()
    return report(job, checks, bad)


def report(job: MpiJob, checks: int, bad: list[str]) -> int:
    """A rank's verdict: each failure on stderr, `ok|FAIL RANK CHECKS` on stdout; the exit code."""
    for b in bad:
        print(f"rank {job.rank}: {b}", file=sys.stderr)
    print(f"{'ok' if not bad else 'FAIL'} {job.rank} {checks}", flush=True)
    job.finished = True
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
