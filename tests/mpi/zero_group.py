"""Run under `mpiexec -n 2` from the repository root: the ranks of samples/pp/zero3_mlp_sgd_k3
as MPI processes seen as one trainer (`MpiRankGroup`, what check-loss compares with BEFORE):
rank 0 writes every step's parameters, each stage-3 parameter put together from both ranks'
shards, to the npz named by the first argument."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

from pirtool import parse_file
from pirtool.runner.comm.mpi import MpiJob
from pirtool.runner.mpiranks import MpiRankGroup, MpiRanks
from pirtool.runner.plans import JobPlanRunner

CASE = Path("samples/pp/zero3_mlp_sgd_k3")


def main() -> None:
    job = MpiJob.join()
    d = CASE / f"rank{job.rank}"
    jobs = [(str(t), int(m)) for t, m in json.loads((d / "jobs.json").read_text())]
    progs = {t: parse_file(d / f"job_{t}.pir") for t in dict.fromkeys(t for t, _ in jobs)}
    runner = JobPlanRunner(jobs, progs, filename=str(d))
    runner.hold_shards(parse_file(d / "dist.pir"), job.rank)
    ranks = MpiRanks(job, runner, (parse_file(d / "startup_after.pir"), str(d / "startup_after.pir")), timeout=60)
    ranks.run_startups()
    z = np.load(CASE / "ref.npz")
    ranks.load_params(dict(z))
    group = MpiRankGroup(ranks)
    steps = group.train({"input0": z["x"], "label0": z["y"]}, 3, 8, 2)
    if job.root:
        out = {f"step{st.step}/{name}": a for st in steps for name, a in st.params.items()}
        out.update({f"state/{name}": a for name, a in group.state.items() if name in steps[0].params})
        np.savez(sys.argv[1], **out)
    job.finished = True


if __name__ == "__main__":
    main()
