"""`pirtool run --trace`: the measured timeline of a real run, in process and under MPI. What
is checked is what the run did: a slice per job of every rank's job list, in its order, every
step; a wait inside a job for each receive its programs make; an arrow from each send to the
receive that took it, never back in time; the activation bytes the runner held, which are the
plan's liveness estimate; and Chrome DevTools' own trace engine reads the file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool import parse_file
from pirtool.cli import main
from pirtool.plan.liveness import handoffs, live_after

sys.path.insert(0, str(Path(__file__).parent))
import test_mpi as mpi  # noqa: E402  (the pipeline cases' run arguments, mpiexec)
from test_pipeline_trace import READER, node_reader, well_formed  # noqa: E402

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"
CASE = "pp4_1f1b_mlp_adamw_k8"  # 4 stages, 1F1B, k 8, 3 steps


def _plan(case: str, rank: int) -> tuple[list[tuple[str, int]], dict]:
    d = PP / case / f"rank{rank}"
    jobs = [(str(t), int(m)) for t, m in json.loads((d / "jobs.json").read_text())]
    return jobs, {t: parse_file(d / f"job_{t}.pir") for t in dict.fromkeys(t for t, _ in jobs)}


def _run(case: str, tmp: Path, *more: str) -> dict:
    path = tmp / "run.json"
    res = CliRunner().invoke(main, ["run", *mpi._pp_args(case, tmp), "--trace", str(path), *more])
    assert res.exit_code == 0, res.output
    assert f"wrote {path}" in res.stderr
    return json.loads(path.read_text())


def _threads(events: list[dict]) -> dict[tuple[int, int], str]:
    return {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e["name"] == "thread_name"}


def _jobs(events: list[dict], pid: int) -> list[dict]:
    return sorted(
        (e for e in events if e["ph"] == "X" and e["pid"] == pid and "job" in e.get("args", {})), key=lambda e: e["ts"]
    )


def _check(case: str, doc: dict) -> None:
    events = well_formed(doc)
    n = len(list((PP / case).glob("rank*")))
    steps = json.loads((PP / case / "ref.json").read_text())["steps"]
    names = {e["pid"]: e["args"]["name"] for e in events if e["name"] == "process_name"}
    assert names == {r: f"rank {r}" for r in range(n)}
    threads = _threads(events)
    for r in range(n):
        jobs, programs = _plan(case, r)
        got = _jobs(events, r)
        once = {"optimizer", "optimize"}
        want = [(t, -1 if t in once else m, s) for s in range(1, steps + 1) for t, m in jobs]
        assert [(e["args"]["job"], e["args"]["micro_batch"], e["args"]["step"]) for e in got] == want
        assert all(threads[(r, e["tid"])] == "compute" for e in got)
        assert all(a["ts"] + a["dur"] <= b["ts"] + 1e-3 for a, b in zip(got, got[1:], strict=False))
        # a wait on the compute thread for every receive the rank's job programs make, each inside a job
        recvs = sum(sum(1 for op in programs[t].walk() if op.name == "pd_op.recv_v2") for t, _ in jobs) * steps
        waits = [e for e in events if e["ph"] == "X" and e["pid"] == r and e.get("cat") == "wait"]
        assert sum(1 for w in waits if w["name"] == "wait recv") == recvs > 0
        collectives = sum(sum(1 for op in programs[t].walk() if op.name == "pd_op.all_reduce") for t, _ in jobs) * steps
        assert sum(1 for w in waits if w["name"] == "wait all_reduce") == collectives
        for w in waits:
            assert any(j["ts"] <= w["ts"] and w["ts"] + w["dur"] <= j["ts"] + j["dur"] + 1e-3 for j in got), w
        # the bytes the runner held after each job: the plan's liveness estimate, every step
        held = [e["args"]["bytes"] for e in events if e["ph"] == "C" and e["pid"] == r]
        assert held == live_after(jobs, handoffs(jobs, programs)) * steps and max(held) > 0
    sends = {(e["pid"], e["ts"]): e for e in events if e.get("cat") == "send"}
    recv_ends = {(e["pid"], round(e["ts"] + e["dur"], 3)): e for e in events if e.get("cat") == "recv"}
    starts = {e["id"]: e for e in events if e["ph"] == "s"}
    ends = {e["id"]: e for e in events if e["ph"] == "f"}
    assert len(starts) == len(sends) == len(recv_ends) > 0
    for i, s in starts.items():
        f = ends[i]
        send, recv = sends[(s["pid"], s["ts"])], recv_ends[(f["pid"], f["ts"])]
        assert send["args"]["peer"] == f["pid"] and recv["args"]["peer"] == s["pid"]
        assert send["args"]["ring"] == recv["args"]["ring"] and send["args"]["bytes"] == recv["args"]["bytes"]
        assert f["ts"] >= s["ts"], "a message received before it was sent"


def test_run_trace_of_a_4_stage_pipeline(tmp_path: Path) -> None:
    """Paddle's own 1F1B job plans of 4 stages, run in one process."""
    _check(CASE, _run(CASE, tmp_path))


def test_run_trace_of_pirtools_zbh1_plans(tmp_path: Path) -> None:
    """pirtool's ZBH1 plans of the same ranks (`plan -o`), its backward_b / backward_w jobs."""
    code = CliRunner().invoke(
        main,
        [
            "plan",
            *[str(PP / CASE / f"rank{r}" / "dist.pir") for r in range(4)],
            "--schedule",
            "zbh1",
            "-k",
            "8",
            "-o",
            str(tmp_path / "zb"),
        ],
    )
    assert code.exit_code == 0, code.output
    path = tmp_path / "run.json"
    args = mpi._pp_args(CASE, tmp_path)
    args = [
        str(tmp_path / "zb" / f"rank{a[-1]}") if a.startswith(str(PP)) and Path(a).name.startswith("rank") else a
        for a in args
    ]
    res = CliRunner().invoke(main, ["run", *args, "--trace", str(path)])
    assert res.exit_code == 0, res.output
    events = well_formed(json.loads(path.read_text()))
    for r in range(4):
        got = [e["args"]["job"] for e in _jobs(events, r)]
        want = [t for t, _ in json.loads((tmp_path / "zb" / f"rank{r}" / "jobs.json").read_text())] * 3
        assert got == want and (r == 0 or "backward_w" in got)


def test_devtools_trace_engine_reads_a_measured_4_stage_timeline(tmp_path: Path) -> None:
    node = node_reader()
    doc = _run(CASE, tmp_path)
    written = [e for e in doc["traceEvents"] if e["ph"] == "X"]
    out = subprocess.run(
        [node, str(READER), str(tmp_path / "run.json")], capture_output=True, text=True, timeout=120, check=True
    )
    got = json.loads(out.stdout)
    assert {int(k): v for k, v in got["processes"].items()} == {r: f"rank {r}" for r in range(4)}
    threads = {(t["pid"], t["tid"]): t for t in got["threads"]}
    assert set(threads) == set(_threads(doc["traceEvents"]))
    for (pid, tid), name in _threads(doc["traceEvents"]).items():
        assert threads[(pid, tid)]["name"] == name
        want = sorted((e["name"], e["ts"], e["dur"]) for e in written if (e["pid"], e["tid"]) == (pid, tid))
        have = sorted((n, round(ts, 3), round(d, 3)) for n, ts, d in threads[(pid, tid)]["slices"])
        assert have == want, (pid, tid)


def test_run_trace_of_one_program(tmp_path: Path) -> None:
    """One gradient-merge program: a slice per micro-step (forward_backward) and per optimizer
    step, in order, on rank 0's compute thread; no messages."""
    g = Path(__file__).resolve().parents[1] / "samples" / "gm" / "mlp_sgd_k2_avg"
    path = tmp_path / "one.json"
    res = CliRunner().invoke(
        main, ["run", f"{g}.after.pir", "-s", f"{g}.startup.after.pir", "--steps", "2", "--trace", str(path)]
    )
    assert res.exit_code == 0, res.output
    events = well_formed(json.loads(path.read_text()))
    got = [(e["args"]["job"], e["args"]["micro_batch"], e["args"]["step"]) for e in _jobs(events, 0)]
    assert got == [
        (j, m, s) for s in (1, 2) for j, m in (("forward_backward", 0), ("forward_backward", 1), ("optimize", -1))
    ]
    assert not [e for e in events if e["ph"] in ("s", "f")] and _threads(events) == {(0, 0): "compute"}


def test_run_trace_output_is_checked_before_the_run(tmp_path: Path) -> None:
    res = CliRunner().invoke(main, ["run", *mpi._pp_args(CASE, tmp_path), "--trace", str(tmp_path / "no" / "run.json")])
    assert res.exit_code == 2 and res.stdout == "" and "run.json" in res.stderr


@pytest.mark.mpi
@mpi.needs_mpi
@pytest.mark.parametrize("case", [CASE, "pp2dp2_1f1b_mlp_adamw_k2"])
def test_run_trace_under_mpi_gathers_every_rank(case: str, tmp_path: Path) -> None:
    """mpiexec -n N: each rank records its own jobs and messages, rank 0 writes them all; the
    ranks share this machine's monotonic clock, so a message is never received before it was
    sent across processes either; a data-parallel pair's all_reduce is on each rank's
    collectives thread."""
    n = len(list((PP / case).glob("rank*")))
    path = tmp_path / "run.json"
    res = mpi._pirtool("run", *mpi._pp_args(case, tmp_path), "--trace", str(path), n=n)
    assert res.returncode == 0, res.stderr
    assert res.stderr.count("wrote ") == 1
    doc = json.loads(path.read_text())
    _check(case, doc)
    if "dp2" in case:
        threads = _threads(doc["traceEvents"])
        coll = [e for e in doc["traceEvents"] if e.get("cat") == "collective"]
        assert {e["pid"] for e in coll} == set(range(n))
        assert all(threads[(e["pid"], e["tid"])] == "collectives" for e in coll)
