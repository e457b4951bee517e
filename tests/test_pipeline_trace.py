"""Timelines and the figures of `plan --stats`: the simulator against pipeline theory, the
memory estimate against the runner's measured bytes, and the trace JSON as real readers read it
(Chrome DevTools' trace engine, through node; Perfetto's trace processor where its binary is)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pirtool import parse_file
from pirtool.errors import PirError
from pirtool.paddle.schedules import SCHEDULES
from pirtool.plan import compare
from pirtool.plan.cost import CostModel
from pirtool.plan.liveness import handoffs, in_flight, live_after
from pirtool.plan.simulate import RankPlan, Step, simulate
from pirtool.timeline import Timeline

sys.path.insert(0, str(Path(__file__).parent))
import test_pp_runs as runs  # noqa: E402  (the pipeline cases' training harness)

ROOT = Path(__file__).resolve().parents[1]
PP = ROOT / "samples" / "pp"
READER = Path(__file__).parent / "tools" / "read_trace.mjs"


def _synthetic(name: str, p: int, k: int, f: float, b: float, w: float) -> list[RankPlan]:
    """Stage s of a p-stage pipeline whose jobs take F, B (input gradient) and W (weight
    gradient) on every stage, messages free: the textbook pipeline."""
    return [RankPlan(s, SCHEDULES[name].jobs(k, p, s, 1, False), {}, s) for s in range(p)]


def _steps(p: int, f: float, b: float, w: float):  # type: ignore[no-untyped-def]
    def of(plan: RankPlan, job: str) -> list[Step]:
        s = plan.stage or 0
        fin = [Step("recv", 0.0, ring=100 + s - 1)] if s > 0 else []
        fout = [Step("send", 0.0, ring=100 + s)] if s < p - 1 else []
        bin_ = [Step("recv", 0.0, ring=200 + s + 1)] if s < p - 1 else []
        bout = [Step("send", 0.0, ring=200 + s)] if s > 0 else []
        split = any(t == "recv_forward" for t, _ in plan.jobs)
        return {
            "recv_forward": fin,
            "forward": ([] if split else fin) + [Step("compute", f)] + fout,
            "backward": bin_ + [Step("compute", b + w)] + ([] if split else bout),
            "send_backward": bout,
            "backward_b": bin_ + [Step("compute", b)] + bout,
            "backward_w": [Step("compute", w)],
            "optimizer": [],
        }[job]

    return of


@settings(max_examples=40, deadline=None)
@given(p=st.integers(2, 6), extra=st.integers(0, 8), f=st.sampled_from([1.0, 2.0]), b=st.sampled_from([1.0, 2.0]))
def test_bubble_is_textbooks(p: int, extra: int, f: float, b: float) -> None:
    """FThenB, 1F1B and Eager1F1B on uniform stages: bubble (p - 1) / (m + p - 1) on every
    stage; ZBH1 the same when there is no weight gradient to put off, less when there is."""
    m = 2 * p - 1 + extra  # every schedule takes it (Eager1F1B's warm-up)
    want = (p - 1) / (m + p - 1)
    for name in ("FThenB", "1F1B", "Eager1F1B"):
        sim = simulate(_synthetic(name, p, m, f, b, 0), steps_of=_steps(p, f, b, 0.0))
        assert [round(sim.bubble(s), 9) for s in range(p)] == [round(want, 9)] * p, name
    zb0 = simulate(_synthetic("ZBH1", p, m, f, b, 0), steps_of=_steps(p, f, b, 0.0))
    assert zb0.span == pytest.approx(m * (f + b) + (p - 1) * (f + b))
    one = simulate(_synthetic("1F1B", p, m, f, b, 1), steps_of=_steps(p, f, b, 1.0))
    zb = simulate(_synthetic("ZBH1", p, m, f, b, 1), steps_of=_steps(p, f, b, 1.0))
    assert zb.span < one.span and all(zb.bubble(s) < one.bubble(s) for s in range(p))


@settings(max_examples=60, deadline=None)
@given(p=st.integers(2, 8), data=st.data())
def test_in_flight_micro_batches_are_textbooks(p: int, data: st.DataObject) -> None:
    s = data.draw(st.integers(0, p - 1))
    k = data.draw(st.integers(2 * p, 4 * p))
    assert max(in_flight(SCHEDULES["FThenB"].jobs(k, p, s, 1, False))) == k
    assert max(in_flight(SCHEDULES["1F1B"].jobs(k, p, s, 1, False))) == p - s
    assert max(in_flight(SCHEDULES["Eager1F1B"].jobs(k, p, s, 1, False))) == 2 * (p - s) - 1


def _read(case: str) -> list:
    return [lambda d=d: parse_file(d / "dist.pir") for d in runs._ranks(case)]


def _k(case: str) -> int:
    return int(json.loads((PP / case / "ref.json").read_text())["config"]["k"])


@pytest.mark.parametrize("case", ["pp4_1f1b_mlp_adamw_k8", "pp2_1f1b_mlp_adam_k4", "pp4_fthenb_mlp_sgd_k4"])
def test_zbh1_bubble_below_1f1bs_on_real_plans(case: str) -> None:
    """On Paddle's ranks (each op timed by the cost model), ZBH1 fills part of 1F1B's bubble;
    FThenB and 1F1B have the same one; Eager1F1B too where it takes k."""
    names = ["FThenB", "1F1B", "ZBH1"] + (["Eager1F1B"] if _k(case) >= 7 else [])
    got = {r.schedule: r for r in compare(_read(case), names, _k(case))}
    span = {n: r.sim.span for n, r in got.items() if r.sim is not None}
    assert span["ZBH1"] < span["1F1B"] == pytest.approx(span["FThenB"])
    assert span.get("Eager1F1B", span["1F1B"]) == pytest.approx(span["1F1B"])
    assert got["ZBH1"].stats()["bubble"] < got["1F1B"].stats()["bubble"]


def _cfg(case: str) -> dict:
    return json.loads((PP / case / "ref.json").read_text())["config"]


FOUR_STAGE = [c for c in runs.PIPELINES if _cfg(c)["pp"] == 4 and _cfg(c)["vpp"] == 1]


@pytest.mark.parametrize("case", FOUR_STAGE)
def test_zbh1_bubble_below_1f1bs_on_every_4_stage_case(case: str) -> None:
    """Zero-bubble theory: ZB-H1 has 1F1B's memory and fills part of its bubble with the
    weight gradients it puts off, (p - 1)(F + B - 2W) idle per stage against (p - 1)(F + B + W)
    when every op costs what it did. With the default constants the split's own ops (the
    reshapes that fold a 3-D activation, each a 5 µs launch) can make the span longer (the
    recompute case), yet the mean bubble is still lower; once compute dominates the launch cost
    the span is shorter too. The first stage puts nothing off, so its own share may grow as the
    span shrinks: the claim is about the pipeline, not every stage."""
    k = _cfg(case)["k"]
    for model in (None, CostModel.parse("flops=1e9,op_overhead=1e-7")):
        got = {r.schedule: r for r in compare(_read(case), ["1F1B", "ZBH1"], k, model=model)}
        one, zb = got["1F1B"], got["ZBH1"]
        assert one.sim is not None and zb.sim is not None
        assert zb.stats()["bubble"] < one.stats()["bubble"], (case, model)
        # the stages after the first put weight gradients off: their idle share falls
        assert all(zb.sim.bubble(s) < one.sim.bubble(s) for s in range(1, 4)), (case, model)
        if model is not None:
            assert zb.sim.span < one.sim.span, case
    assert len(FOUR_STAGE) >= 3


@pytest.mark.parametrize("case", ["pp2_vpp2v_mlp_sgd_k2", "pp4_vpp2v_mlp_adam_k4"])
def test_zbvpp_bubble_below_vpps_on_v_shaped_ranks(case: str) -> None:
    got = {r.schedule: r for r in compare(_read(case), ["VPP", "ZBVPP"], _k(case), vpp_degree=2)}
    assert got["ZBVPP"].stats()["bubble"] < got["VPP"].stats()["bubble"]


@pytest.mark.parametrize(
    ("case", "schedules"),
    [
        ("pp4_1f1b_mlp_adamw_k8", ["FThenB", "1F1B", "Eager1F1B", "ZBH1"]),
        ("pp4_vpp2v_mlp_adam_k4", ["VPP", "ZBVPP"]),
        ("pp2_1f1b_transformer_adamw_k4", ["ZBH1"]),
    ],
)
def test_memory_estimate_is_what_the_runner_holds(case: str, schedules: list[str]) -> None:
    """After every job of a step, the bytes the estimate says are live (from the programs'
    types) are the bytes of the arrays the runner keeps for later jobs; the run still trains
    like Paddle's gradient merge with values let go after their last reader."""
    cfg = json.loads((PP / case / "ref.json").read_text())["config"]
    for s in schedules:
        plans = [runs._pirtool_plan(r, cfg, s) for r in runs._ranks(case)]
        ref, steps, z, runners = runs._train(case, plans)
        runs._check(case, ref, steps, z, runners)
        for runner, (jobs, progs) in zip(runners, plans, strict=True):
            assert runner.live_bytes == live_after(jobs, handoffs(jobs, progs)), (case, s)
            assert max(runner.live_bytes) > 0


def test_simulator_finds_deadlocks_and_crossed_messages() -> None:
    crossed = [
        RankPlan(0, [("forward", 0)], {}, 0),
        RankPlan(1, [("forward", 0)], {}, 1),
    ]

    def wait_first(plan: RankPlan, job: str) -> list[Step]:
        mine, theirs = (1, 2) if plan.rank == 0 else (2, 1)
        return [Step("recv", 0.0, ring=theirs), Step("send", 0.0, ring=mine)]

    with pytest.raises(PirError, match="deadlock: rank 0 waits in job forward .* at recv on ring 2"):
        simulate(crossed, steps_of=wait_first)
    order = [RankPlan(0, [("forward", 0), ("forward", 1)], {}, 0), RankPlan(1, [("forward", 1), ("forward", 0)], {}, 1)]

    def one_way(plan: RankPlan, job: str) -> list[Step]:
        return [Step("send" if plan.rank == 0 else "recv", 0.0, ring=7)]

    with pytest.raises(PirError, match=r"rank 1 receives on ring 7 in job forward \(micro-batch 1\) what rank 0 sent"):
        simulate(order, steps_of=one_way)


def test_cost_model_constants() -> None:
    m = CostModel.parse("flops=1e15, link_bw=1e11")
    assert m.flops == 1e15 and m.link_bw == 1e11 and m.op_overhead == CostModel().op_overhead
    for bad in ("flops", "speed=3", "flops=fast", "flops=0", "link_latency=-1"):
        with pytest.raises(PirError, match="cost model"):
            CostModel.parse(bad)


# -- the trace: Chrome trace-event JSON ---------------------------------------------------------


def _trace(case: str, schedules: list[str], **kw: object) -> Timeline:
    from pirtool.cli.planview import timeline_of

    return timeline_of(compare(_read(case), schedules, _k(case), **kw))


def test_trace_is_well_formed_chrome_json() -> None:
    """Every event has the fields its phase needs; on each thread the slices nest (a wait inside
    its job); every flow has a start and an end; a job slice per job of every rank's list."""
    tl = _trace("pp4_1f1b_mlp_adamw_k8", ["1F1B", "ZBH1"])
    doc = json.loads(tl.dumps())
    events = well_formed(doc)
    jobs = [e for e in events if e["ph"] == "X" and "micro_batch" in e.get("args", {})]
    assert len(jobs) == sum(len(SCHEDULES[n].jobs(8, 4, s, 1, False)) for n in ("1F1B", "ZBH1") for s in range(4))


def well_formed(doc: dict) -> list[dict]:
    """The checks of a Chrome trace-event document (every event has the fields its phase needs;
    on each thread the slices nest; every flow has a start and an end): its events."""
    events = doc["traceEvents"]
    assert doc["displayTimeUnit"] == "ns" and events
    for e in events:
        assert {"ph", "pid", "name"} <= set(e), e
        if e["ph"] in ("X", "C", "s", "f"):
            assert isinstance(e["ts"], (int, float)) and e["ts"] >= 0
        if e["ph"] == "X":
            assert e["dur"] >= 0
    by_thread: dict[tuple[int, int], list[tuple[float, float]]] = {}
    for e in events:
        if e["ph"] == "X":
            by_thread.setdefault((e["pid"], e["tid"]), []).append((e["ts"], e["ts"] + e["dur"]))
    for spans in by_thread.values():
        stack: list[float] = []
        for a, z in sorted(spans, key=lambda s: (s[0], -s[1])):
            while stack and stack[-1] <= a + 1e-6:
                stack.pop()
            assert not stack or z <= stack[-1] + 1e-6, "slices overlap without nesting"
            stack.append(z)
    flows = [e for e in events if e["ph"] in ("s", "f")]
    assert sorted(e["id"] for e in flows if e["ph"] == "s") == sorted(e["id"] for e in flows if e["ph"] == "f")
    return events


def node_reader() -> str:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (apt-get install -y nodejs npm)")
    if not (READER.parent / "node_modules" / "@paulirish" / "trace_engine").is_dir():
        pytest.skip("Chrome DevTools' trace engine is not installed: npm ci --prefix tests/tools (.ci/run does)")
    return node


def test_devtools_trace_engine_reads_a_4_stage_timeline(tmp_path: Path) -> None:
    """Chrome DevTools' own trace engine (the Performance panel's) reads the simulated timeline
    of a 4-stage pipeline: every rank a process with its name, every stream a thread, and on the
    compute thread every job of the rank's list with its start and duration."""
    node = node_reader()
    tl = _trace("pp4_1f1b_mlp_adamw_k8", ["ZBH1"])
    path = tmp_path / "plan.json"
    path.write_text(tl.dumps())
    written = [e for e in json.loads(path.read_text())["traceEvents"] if e["ph"] == "X"]
    out = subprocess.run([node, str(READER), str(path)], capture_output=True, text=True, timeout=120, check=True)
    got = json.loads(out.stdout)
    assert {int(k): v for k, v in got["processes"].items()} == tl.processes
    threads = {(t["pid"], t["tid"]): t for t in got["threads"]}
    assert set(threads) == set(tl.threads)
    for (pid, tid), name in tl.threads.items():
        assert threads[(pid, tid)]["name"] == name
        want = sorted((e["name"], e["ts"], e["dur"]) for e in written if (e["pid"], e["tid"]) == (pid, tid))
        have = sorted((n, round(ts, 3), round(d, 3)) for n, ts, d in threads[(pid, tid)]["slices"])
        assert have == want, (pid, tid)
    jobs = [e for e in written if e["tid"] == 0 and "micro_batch" in e.get("args", {})]
    assert len(jobs) == sum(len(SCHEDULES["ZBH1"].jobs(8, 4, s, 1, False)) for s in range(4))


def test_perfetto_trace_processor_reads_it(tmp_path: Path) -> None:
    """Perfetto's trace processor (the `perfetto` package drives a trace_processor_shell binary,
    which it downloads: PERFETTO_TP_SHELL names one already here) loads the same timeline."""
    tp_mod = pytest.importorskip("perfetto.trace_processor", reason="the perfetto package is not installed")
    shell = os.environ.get("PERFETTO_TP_SHELL")
    if not shell or not Path(shell).is_file():
        pytest.skip("no trace_processor_shell (set PERFETTO_TP_SHELL; the perfetto package downloads it otherwise)")
    tl = _trace("pp4_1f1b_mlp_adamw_k8", ["1F1B"])
    path = tmp_path / "plan.json"
    path.write_text(tl.dumps())
    tp = tp_mod.TraceProcessor(trace=str(path), config=tp_mod.TraceProcessorConfig(bin_path=shell))
    try:
        n = next(iter(tp.query("select count(*) as n from slice"))).n
        assert n == len(tl.slices)
    finally:
        tp.close()


# -- the command: pirtool plan --stats / --json / --trace / --plot --------------------------------


def _cli(*args: str) -> tuple[int, str, str]:
    from click.testing import CliRunner

    from pirtool.cli import main

    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


def _ranks_of(case: str) -> list[str]:
    return [str(d / "dist.pir") for d in runs._ranks(case)]


def test_cli_stats_compare_schedules_side_by_side(tmp_path: Path) -> None:
    """A 4-stage pipeline: one table row per schedule and rank, the figures --json gives, a
    trace with every schedule's ranks as processes, a picture; nothing written but those."""
    ranks = _ranks_of("pp4_1f1b_mlp_adamw_k8")
    trace, plot = tmp_path / "plan.json", tmp_path / "plan.png"
    code, out, err = _cli(
        "plan",
        *ranks,
        "--schedule",
        "fthenb,1f1b,zbh1",
        "-k",
        "8",
        "--stats",
        "--trace",
        str(trace),
        "--plot",
        str(plot),
    )
    assert code == 0, err
    rows = out.splitlines()
    assert rows[0].split() == ["schedule", "rank", "stage", "bubble", "in", "flight", "activations", "compute"]
    assert [r.split()[0] for r in rows if r[:1].strip()][1:] == ["FThenB", "1F1B", "ZBH1"]
    assert sum("pipeline" in r for r in rows) == 3 and "cannot run ZBH1" in err
    code, js, _ = _cli("plan", *ranks, "--schedule", "fthenb,1f1b,zbh1", "-k", "8", "--stats", "--json")
    doc = json.loads(js)
    assert [s["schedule"] for s in doc["schedules"]] == ["FThenB", "1F1B", "ZBH1"]
    one = {s["schedule"]: s for s in doc["schedules"]}["1F1B"]
    assert [r["peak_in_flight"] for r in one["ranks"]] == [4, 3, 2, 1]  # pp - stage
    assert [r["stage"] for r in one["ranks"]] == [0, 1, 2, 3]
    assert all(0 <= r["bubble"] < 1 and r["peak_activation_bytes"] > 0 for s in doc["schedules"] for r in s["ranks"])
    names = {e["args"]["name"] for e in json.loads(trace.read_text())["traceEvents"] if e["name"] == "process_name"}
    assert names == {f"{s}: rank {r} (stage {r})" for s in ("FThenB", "1F1B", "ZBH1") for r in range(4)}
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plan.json", "plan.png"]


def test_cli_writes_every_ranks_plan_per_schedule(tmp_path: Path) -> None:
    out = tmp_path / "plans"
    code, _, err = _cli(
        "plan", *_ranks_of("pp2_1f1b_mlp_adam_k4"), "--schedule", "1F1B,ZBH1", "-k", "4", "-o", str(out)
    )
    assert code == 0, err
    for s in ("1F1B", "ZBH1"):
        for r in (0, 1):
            jobs = json.loads((out / s / f"rank{r}" / "jobs.json").read_text())
            assert [tuple(j) for j in jobs] == SCHEDULES[s].jobs(4, 2, r, 1, False)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--stats"], None),
        (["--trace", "t.json"], "needs every rank"),
        (["--cost", "flops=fast", "--stats"], "cost model: flops='fast' is not a number"),
        (["--plot", "p.gif"], "the picture's kind is told by its name"),
        ([], "nothing to do"),
    ],
)
def test_cli_needs_every_rank_for_a_timeline(args: list[str], words: str | None, tmp_path: Path) -> None:
    """One rank of a pipeline: memory and in-flight figures, no bubble (a note says why), no
    trace (an error); bad cost constants and nothing to do are bad input."""
    one = _ranks_of("pp2_1f1b_mlp_adam_k4")[1]
    args = [str(tmp_path / a) if a.endswith((".json", ".gif")) else a for a in args]
    code, out, err = _cli("plan", one, "--schedule", "1F1B", "-k", "4", "--pp-degree", "2", "--pp-stage", "1", *args)
    if words is None:
        assert code == 0 and "needs every rank" in err and out.splitlines()[1].split()[3] == "-"
    else:
        assert code == 2 and words in err
        assert list(tmp_path.iterdir()) == []
