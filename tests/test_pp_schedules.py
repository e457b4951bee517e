"""The schedule table (`paddle.schedules`): every schedule's job list is Paddle 3.3.1's
(`_create_job_list` of its scheduler pass, and `VScheduleCreator` for ZBVPP: oracle tests), the
lists are well-formed for any k, pp and stage (hypothesis, no Paddle), and pirtool's own split
for the zero-bubble schedules puts the weight gradients in `backward_w` and keeps the rest whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pirtool import parse_file, print_program
from pirtool.errors import PirError
from pirtool.paddle.schedules import SCHEDULES, schedule_named
from pirtool.paddle.zbvpp import v_schedule
from pirtool.plan import make_plan
from pirtool.plan.splits import SPLITS
from pirtool.plan.zb import GRAD_MERGE_ADD
from pirtool.text.parser import parse
from pirtool.verify import verify

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"


def _grid() -> list[tuple[int, int, int]]:
    return [(k, pp, s) for pp in (2, 3, 4, 5) for s in range(pp) for k in range(1, 2 * pp + 3)]


def _paddle_jobs(pass_cls: type, **attrs: object) -> list[tuple[str, int]] | str:
    p = pass_cls()
    for key, v in attrs.items():
        p.set_attr(key, v)
    try:
        return [(j.type(), j.micro_batch_id()) for j in p._create_job_list()]
    except AssertionError:
        return "refused"


def _ours(name: str, k: int, pp: int, s: int, chunks: int = 1) -> list[tuple[str, int]] | str:
    try:
        return SCHEDULES[name].jobs(k, pp, s, chunks, False)
    except PirError:
        return "refused"


@pytest.mark.oracle
@pytest.mark.parametrize("name", ["Eager1F1B", "ZBH1", "FThenB"])
def test_job_lists_are_paddles(name: str) -> None:
    """Paddle's scheduler passes build the same job list (same names, same micro-batches, same
    order), and refuse the same k (`_create_job_list`'s assertions)."""
    from paddle.distributed.passes import pipeline_scheduler_pass as sp

    cls = {
        "Eager1F1B": sp.PipelineEager1F1BPass,
        "ZBH1": sp.PipelineZeroBubblePipelinePass,
        "FThenB": sp.PipelineFThenBPass,
    }[name]
    for k, pp, s in _grid():
        want = _paddle_jobs(cls, num_micro_batches=k, pp_degree=pp, pp_stage=s)
        assert _ours(name, k, pp, s) == want, (name, k, pp, s)


@pytest.mark.oracle
def test_zbvpp_job_lists_are_paddles_v_schedule() -> None:
    """Paddle's ZBVPP pass cannot build its list in 3.3.1 (no `_get_max_memory`); its
    `VScheduleCreator`, given no memory limit, builds the schedule pirtool's does."""
    import collections

    from paddle.distributed.passes.pipeline_scheduler_pass import PipelineZeroBubbleVirtualPipelinePass
    from paddle.distributed.passes.pipeline_scheduler_pass.pipeline_zero_bubble import VScheduleCreator

    from pirtool.paddle.zbvpp import RUNTIMES

    with pytest.raises(AttributeError, match="_get_max_memory"):
        _paddle_jobs(PipelineZeroBubbleVirtualPipelinePass, num_micro_batches=2, pp_degree=2, pp_stage=0, vpp_degree=2)
    for pp in (2, 3, 4, 6):
        for chunks in (2, 3, 4):
            for k in (1, pp, pp + 1):
                mem = [collections.defaultdict(int) for _ in range(pp)]
                creator = VScheduleCreator(pp, k, chunks, mem, mem, [0] * pp, dict(RUNTIMES), None)
                best = None
                for b in (True, False):
                    for f in (True, False):
                        for loss in (True, False):
                            got = creator.create_v_schedule(fill_w_before_b=b, fill_w_before_f=f, fill_loss_stage=loss)
                            if best is None or max(got[1]) < max(best[1]):
                                best = got
                assert best is not None
                want = [[(j["type"], j["chunk"], j["micro_batch"]) for j in row] for row in best[0]]
                assert v_schedule(pp, k, chunks) == want, (pp, k, chunks)


def _parts(jobs: list[tuple[str, int]]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for t, m in jobs:
        if t != "optimizer":
            out.setdefault(m, []).append(t)
    return out


@settings(max_examples=200, deadline=None)
@given(pp=st.integers(2, 8), data=st.data())
def test_job_lists_are_well_formed(pp: int, data: st.DataObject) -> None:
    """Every micro-batch: its forwards, then either one whole backward or backward_b then
    backward_w (per chunk), each once; the optimizer last; warm-up depths as theory gives them."""
    s = data.draw(st.integers(0, pp - 1))
    k = data.draw(st.integers(pp, 3 * pp))
    for name in ("1F1B", "ZBH1"):
        jobs = SCHEDULES[name].jobs(k, pp, s, 1, False)
        assert jobs[-1] == ("optimizer", 0)
        parts = _parts(jobs)
        assert sorted(parts) == list(range(k))
        for seq in parts.values():
            core = [t for t in seq if t not in ("recv_forward", "send_backward")]
            assert core in (["forward", "backward"], ["forward", "backward_b", "backward_w"]), (name, seq)
        first_b = next(i for i, (t, _) in enumerate(jobs) if t.startswith("backward"))
        assert sum(t == "forward" for t, _ in jobs[:first_b]) == pp - s  # 1F1B's and ZB-H1's warm-up
    if k >= 2 * (pp - s) - 1:
        jobs = SCHEDULES["Eager1F1B"].jobs(k, pp, s, 1, False)
        first_b = next(i for i, (t, _) in enumerate(jobs) if t == "backward")
        assert first_b == 2 * (pp - s) - 1
    else:
        with pytest.raises(PirError, match="Eager1F1B needs"):
            SCHEDULES["Eager1F1B"].jobs(k, pp, s, 1, False)


@settings(max_examples=30, deadline=None)
@given(pp=st.integers(2, 6), chunks=st.integers(2, 4))
def test_v_schedule_is_a_valid_order(pp: int, chunks: int) -> None:
    """ZBVPP (k == pp): on every stage each (chunk, micro-batch) has one forward, backward_b and
    backward_w; a chunk's forward after the chunk before it, its backward_b after the chunk
    after it, its backward_w after its backward_b; and the stages' orders can all run at once
    with V-shaped dependencies (no stage waits forever)."""
    rows = v_schedule(pp, pp, chunks)

    def needs(t: str, c: int, mb: int, s: int) -> tuple[str, int, int, int] | None:
        """The job whose output this one reads: the neighbour's, or at a turn of the V its own
        stage's chunk before (forward) or after (backward_b; the last chunk: its loss forward)."""
        if t == "backward_w":
            return ("backward_b", c, mb, s)
        down = (c % 2 == 0) == (t == "forward")
        src = s - 1 if down else s + 1
        if 0 <= src < pp:
            return (t, c, mb, src)
        if t == "forward":
            return ("forward", c - 1, mb, s) if c > 0 else None
        return ("forward", c, mb, s) if c == chunks - 1 else ("backward_b", c + 1, mb, s)

    every = sorted((t, c, m) for t in ("forward", "backward_b", "backward_w") for c in range(chunks) for m in range(pp))
    for row in rows:
        assert sorted(row) == every
    done: set[tuple[str, int, int, int]] = set()
    at = [0] * pp
    progress = True
    while progress:
        progress = False
        for s in range(pp):
            while at[s] < len(rows[s]):
                t, c, m = rows[s][at[s]]
                need = needs(t, c, m, s)
                if need is not None and need not in done:
                    break
                done.add((t, c, m, s))
                at[s] += 1
                progress = True
    assert at == [len(r) for r in rows], "the stages' orders deadlock"


def test_every_row_has_its_split() -> None:
    for name, row in SCHEDULES.items():
        assert row.split in SPLITS, name
        assert schedule_named(name.lower()) is row


def _zb_plan(case: str, rank: int, schedule: str = "ZBH1"):
    cfg = json.loads((PP / case / "ref.json").read_text())["config"]
    d = PP / case / f"rank{rank}"
    stage = rank // (cfg["world"] // cfg["pp"])
    return make_plan(
        parse_file(d / "dist.pir"), schedule, cfg["k"], pp_degree=cfg["pp"], pp_stage=stage, vpp_degree=cfg["vpp"]
    )


@pytest.mark.parametrize(
    "case",
    [
        "pp4_1f1b_mlp_adamw_k8",
        "pp4_1f1b_mlp3d_sgd_k4_recompute",
        "pp2_1f1b_transformer_adamw_k4",
        "pp2dp2_1f1b_mlp_adamw_k2",
    ],
)
def test_zero_bubble_split(case: str) -> None:
    """Every program verifies and reads back as printed; backward_w holds every gradient-merge
    accumulation and no send; backward_b holds every send; the whole backward is both."""
    for rank in range(len(list((PP / case).glob("rank*")))):
        plan = _zb_plan(case, rank)
        progs = plan.programs
        assert list(progs) == ["forward", "backward", "backward_b", "backward_w", "optimizer"]
        for t, prog in progs.items():
            assert verify(prog) == [], (case, rank, t)
            text = print_program(prog)
            assert print_program(parse(text)) == text
        names = {t: [op.name for op in p.walk()] for t, p in progs.items()}
        w_adds = sum(GRAD_MERGE_ADD in op.attrs for op in progs["backward_w"].walk())
        assert w_adds == sum(GRAD_MERGE_ADD in op.attrs for op in progs["backward"].walk()) > 0
        assert not any(GRAD_MERGE_ADD in op.attrs for op in progs["backward_b"].walk())
        assert "pd_op.send_v2" not in names["backward_w"] and "pd_op.recv_v2" not in names["backward_w"]
        assert names["backward_b"].count("pd_op.send_v2") == names["backward"].count("pd_op.send_v2")
        if "transformer" not in case:  # (its attention's matmul_grads stay whole: below)
            assert "pd_op.matmul_grad" not in names["backward"]
        work = [n for n in names["backward_b"] + names["backward_w"] if n != "builtin.shadow_output"]
        assert sorted(work) == sorted(n for n in names["backward"] if n != "builtin.shadow_output")


def test_zero_bubble_split_keeps_matmul_grads_it_cannot_split() -> None:
    """The transformer's attention matmuls (two activations, a transposed operand) stay whole in
    backward_b; its linear layers are split."""
    plan = _zb_plan("pp2_1f1b_transformer_adamw_k4", 1)
    b = [op for op in plan.programs["backward_b"].walk() if op.name == "pd_op.matmul_grad"]
    w = [op for op in plan.programs["backward_w"].walk() if op.name == "pd_op.matmul"]
    assert b and all(op.attr("transpose_y") is True or len(op.operands[1].type.shape) > 2 for op in b)
    assert w and all(op.attr("transpose_x") is True for op in w)


@pytest.mark.parametrize(
    ("case", "schedule", "words"),
    [
        ("pp2_vpp2_mlp_sgd_k4", "ZBH1", "runs one model chunk per stage"),
        ("pp2_vpp2_mlp_sgd_k4", "1F1B", "runs one model chunk per stage"),
        ("pp2_vpp2_mlp3d_adam_k2_splitbw", "ZBVPP", "not placed V-shaped"),
        ("pp4_vpp2_mlp_adamw_k8", "ZBVPP", "as many micro-batches as stages"),
        ("pp4_fthenb_mlp_sgd_k4", "Eager1F1B", "2 * (pp degree - stage) - 1 = 7"),
    ],
)
def test_schedules_refuse_programs_they_cannot_run(case: str, schedule: str, words: str) -> None:
    with pytest.raises(PirError, match=words.replace("*", r"\*").replace("(", r"\(").replace(")", r"\)")) as e:
        for rank in range(len(list((PP / case).glob("rank*")))):
            _zb_plan(case, rank, schedule)
    if "chunk" in words or "V-shaped" in words:
        assert e.value.line is not None


def test_zbvpp_on_v_shaped_chunks() -> None:
    plan = _zb_plan("pp2_vpp2v_mlp_sgd_k2", 0, "ZBVPP")
    assert set(plan.programs) == {
        "forward0",
        "forward1",
        "backward_b1",
        "backward_b0",
        "backward_w1",
        "backward_w0",
        "optimizer",
    }
    assert {t for t, _ in plan.jobs} == set(plan.programs)
