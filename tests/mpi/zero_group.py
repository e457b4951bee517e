"""Run under `mpiexec -n 2` from the repository root: the ranks of samples/pp/zero3_mlp_sgd_k3
as MPI processes seen as one trainer (through the front door, `session.open_run`, as
check-loss's AFTER): rank 0 writes every step's parameters, each stage-3 parameter put together
from both ranks' shards (`RunStep.merged`), to the npz named by the first argument."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from pirtool.runner.session import RunSpec, open_run

CASE = Path("samples/pp/zero3_mlp_sgd_k3")


def main() -> None:
    z = np.load(CASE / "ref.npz")
    ranks = [CASE / f"rank{i}" for i in range(2)]
    spec = RunSpec(
        ranks,
        startups=[d / "startup_after.pir" for d in ranks],
        params=[dict(z)],
        feeds=[{"input0": z["x"], "label0": z["y"]}],
        steps=2,
        timeout=60,
    )
    run = open_run(spec)
    assert run.spread and run.k == 3, (run.spread, run.k)
    steps = run.train(params=True)
    shards = run.shards()
    state = run.params()
    if run.root:
        out = {f"step{st.step}/{name}": a for st in steps for name, a in st.merged(shards).params.items()}
        assert state is not None
        out.update({f"state/{name}": a for name, a in state.items() if f"step1/{name}" in out})
        np.savez(sys.argv[1], **out)
    run.job.agree(0)


if __name__ == "__main__":
    main()
