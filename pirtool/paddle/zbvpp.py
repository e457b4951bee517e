"""ZBVPP's job list: the V-shaped zero-bubble schedule Paddle 3.3.1's `VScheduleCreator`
(`pipeline_scheduler_pass/pipeline_zero_bubble.py`) makes.

The model's chunks are placed V-shaped: chunk c of a micro-batch runs down the stages (0 -> pp-1)
for even c and up them for odd c, and the loss is computed on stage 0 when the number of chunks
is even (on the last stage when it is odd). Each job is `forward`, `backward_b` (input gradient)
or `backward_w` (weight gradient) of one chunk and micro-batch. The creator times every job with
fixed relative runtimes (`RUNTIMES`: Paddle's defaults, `program_runtimes` [61, 72, 71, 34, 3]),
greedily fills each stage's idle time with forwards and put-off weight gradients, and keeps the
best of several variants (W before B or not, W before F or not, W filling the loss stage or not),
each retried with the bubbles of the previous try as a bound while that shortens the step.

Paddle's creator also checks a memory limit per stage; 3.3.1 gives it none that works (its call
needs a `_get_max_memory` no class defines and memory tables nothing fills), so every memory
check passes and is left out here. `tests/test_pp_schedules.py` compares this with Paddle's own
`VScheduleCreator` (oracle).

May import nothing of pirtool.
"""

from __future__ import annotations

from collections import deque

#: Paddle's default relative runtimes of ZBVPP's jobs (`program_runtimes`); `loss` is added to
#: the jobs of the last chunk on the loss stage, `communication` to every cross-stage dependency.
RUNTIMES = {"forward": 61, "backward_b": 72, "backward_w": 71, "loss": 34, "communication": 3}
#: The order of job types in the creator's job numbering (it matters: see `_VSchedule.index`).
_TYPES = ("forward", "backward_w", "backward_b")

Row = list[tuple[str, int, int]]  # (job type, chunk, micro-batch) in a stage's order


class _VSchedule:
    """One attempt of the greedy creator, its state: per stage the jobs so far and the time,
    the put-off weight gradients and the idle time; per job its end time."""

    def __init__(self, stages: int, micro: int, chunks: int) -> None:
        self.P, self.M, self.C = stages, micro, chunks
        self.loss_stage = 0 if chunks % 2 == 0 else stages - 1
        self.count = [{(t, c): 0 for t in _TYPES for c in range(chunks)} for _ in range(stages)]
        # end time of each job, numbered as the creator numbers them (a flat list: an index one
        # past a stage's micro-batches lands on the next stage's first, as in Paddle)
        self.end: list[float] = [-1] * (3 * chunks * stages * micro)
        self.now: list[float] = [0] * stages
        self.pending: list[deque[int]] = [deque() for _ in range(stages)]  # chunks of put-off W
        self.rows: list[Row] = [[] for _ in range(stages)]
        self.bubbles = [0.0] * stages

    def index(self, t: str, c: int, s: int, mb: int) -> int:
        return ((_TYPES.index(t) * self.C + c) * self.P + s) * self.M + mb

    def runtime(self, t: str, s: int, c: int) -> float:
        extra = RUNTIMES["loss"] if s == self.loss_stage and c == self.C - 1 else 0
        return RUNTIMES[t] + extra

    def source(self, t: str, c: int, s: int) -> int:
        """The stage whose job of the same kind, chunk and micro-batch this one waits for."""
        down = (c % 2 == 0) == (t == "forward")
        return s - 1 if down else s + 1

    def dep_end(self, t: str, c: int, s: int, mb: int) -> float:
        src = self.source(t, c, s)
        return 0 if not 0 <= src < self.P else self.end[self.index(t, c, src, mb)]

    def forwards(self, s: int, chunks: list[int] | range | None = None) -> int:
        return sum(self.count[s][("forward", c)] for c in (range(self.C) if chunks is None else chunks))

    def backward_bs(self, s: int) -> int:
        return sum(self.count[s][("backward_b", c)] for c in range(self.C))

    def can_run(self, t: str, c: int, s: int) -> bool:
        """A forward or backward_b of chunk c is next on stage s: micro-batches left, the chunk
        before it (forward: c-1; backward_b: c+1, or the last forward) ahead of it on this stage,
        its source stage's job done."""
        mb = self.count[s][(t, c)]
        if mb >= self.M:
            return False
        if t == "forward" and c > 0:
            before = ("forward", c - 1)
        elif t == "backward_b":
            before = ("forward", self.C - 1) if c + 1 >= self.C else ("backward_b", c + 1)
        else:
            before = None
        if before is not None and self.count[s][before] <= mb:
            return False
        return self.dep_end(t, c, s, mb) >= 0

    def fits(self, t: str, c: int, s: int, deadline: float) -> bool:
        """Whether the next such job on stage s would end by `deadline`."""
        dep = self.dep_end(t, c, s, self.count[s][(t, c)])
        return max(self.now[s], dep + RUNTIMES["communication"]) + self.runtime(t, s, c) <= deadline

    def put(self, t: str, c: int, s: int) -> None:
        rt = self.runtime(t, s, c)
        mb = self.count[s][(t, c)]
        if mb >= self.M:
            raise AssertionError(f"V schedule: {t}{c} has no micro-batch left on stage {s}")
        finish = self.now[s] + rt
        if t != "backward_w":
            dep = self.dep_end(t, c, s, mb)
            if dep < 0:
                raise AssertionError(f"V schedule: {t}{c}_{mb} on stage {s} before the job it waits for")
            finish = max(finish, dep + RUNTIMES["communication"] + rt)
        if self.count[s][("forward", 0)] > 0:
            self.bubbles[s] += finish - self.now[s] - rt
        self.end[self.index(t, c, s, mb)] = finish
        self.now[s] = finish
        self.rows[s].append((t, c, mb))
        if t == "backward_b":
            self.pending[s].append(c)
        self.count[s][(t, c)] += 1

    def put_w(self, s: int) -> None:
        self.put("backward_w", self.pending[s].popleft(), s)

    def w_time(self, s: int) -> float:
        return self.runtime("backward_w", s, self.pending[s][0])

    def max_bubble(self, s: int = -1, approved: list[float] | None = None) -> float:
        m = max(self.bubbles)
        if s >= 0 and approved is not None:
            m = max(m, max(approved) - approved[s])
        return m

    # -- the phases -----------------------------------------------------------------------

    def fill_before(self, t: str, c: int, chunks: list[int], order: str, insert: bool = True) -> None:
        """Stage by stage (`order` "down": last stage first), forwards of `chunks` that fit before
        the job `t`/`c` can start there, then (`insert`) that job itself."""
        stages = list(range(self.P))
        if order == "down":
            stages.reverse()
        last_t, last_c, last_mb = self.rows[stages[0]][-1]
        start = self.end[self.index(last_t, last_c, stages[0], last_mb)]
        if insert:
            self.put(t, c, stages[0])
        for s in stages[1:]:
            first = (self.rows[s][-1][1] + 1) % len(chunks)
            start += RUNTIMES["communication"] + self.runtime(t, s, c)
            self.fill_forwards(s, chunks, first, start, order)
            if insert:
                self.put(t, c, s)

    def fill_forwards(self, s: int, chunks: list[int], c: int, deadline: float, order: str) -> None:
        fewest = 0
        stages: range = range(0, s + 1)
        if order == "up":
            fewest = self.forwards(0, chunks)
            stages = range(self.P - 1, s - 1, -1)
        while self.may_fill(chunks, stages, deadline, fewest):
            for i in stages:
                if self.can_run("forward", c, i):
                    if self.forwards(i, chunks) >= fewest and not self.fits("forward", c, i, deadline):
                        continue
                    self.put("forward", c, i)
            c = (c + 1) % len(chunks)

    def may_fill(self, chunks: list[int], stages: range, deadline: float, fewest: int) -> bool:
        s = stages[-1]
        if self.forwards(s, chunks) < fewest:
            return True
        if all(self.count[s][("forward", c)] >= self.M for c in chunks):
            return False
        for c in chunks:
            for i in stages:
                if self.can_run("forward", c, i) and (
                    self.forwards(i, chunks) < fewest or self.fits("forward", c, i, deadline)
                ):
                    return True
        return False

    def steady(self, w_before_f: bool, w_before_b: bool, w_on_loss_stage: bool, approved: list[float]) -> None:
        """After the first backward: round by round, one backward_b then one forward per stage,
        each preceded by put-off weight gradients that fit in the wait for its input."""
        comm = RUNTIMES["communication"]
        order = range(self.P) if self.C % 2 == 0 else range(self.P - 1, -1, -1)
        first_b = 0 if self.C % 2 == 0 else self.P - 1
        while self.backward_bs(first_b) < self.C * self.M:
            for s in order:
                for c in range(self.C):
                    if not self.can_run("backward_b", c, s):
                        continue
                    dep = self.dep_end("backward_b", c, s, self.count[s][("backward_b", c)])
                    while self.pending[s] and dep + comm >= self.now[s] + self.w_time(s):
                        self.put_w(s)
                    if s == self.loss_stage and w_on_loss_stage:
                        while self.pending[s] and dep + comm >= self.now[s] + self.w_time(s) * 0.2:
                            self.put_w(s)
                    room = self.max_bubble(s, approved) - self.bubbles[s]
                    if self.pending[s] and dep + comm - self.now[s] > room and w_before_b:
                        self.put_w(s)
                    self.put("backward_b", c, s)
                    break
            for s in order:
                for c in range(self.C - 1, -1, -1):
                    if not self.can_run("forward", c, s):
                        continue
                    dep = self.dep_end("forward", c, s, self.count[s][("forward", c)])
                    while self.pending[s] and dep + comm >= self.now[s] + self.w_time(s):
                        self.put_w(s)
                    room = self.max_bubble(s, approved) - self.bubbles[s]
                    if self.pending[s] and dep + comm - self.now[s] > room and w_before_f:
                        self.put_w(s)
                    self.put("forward", c, s)
                    break
        for s in range(self.P):
            while self.pending[s]:
                self.put_w(s)


def _attempt(
    stages: int, micro: int, chunks: int, flags: tuple[bool, bool, bool], approved: list[float] | None
) -> tuple[list[Row], list[float], float]:
    """`create_v_schedule`: one schedule, retried with its own bubbles as the bound while the
    retry ends sooner. Returns (rows, job end times, largest stage bubble)."""
    w_before_b, w_before_f, w_on_loss = flags
    v = _VSchedule(stages, micro, chunks)
    bound = approved if approved is not None else [-1.0] * stages
    for s in range(stages):
        v.put("forward", 0, s)
    v.fill_before("forward", 1, [0], "down")
    sides = {0: "down", 1: "up"}
    for c in range(2, chunks):
        v.fill_before("forward", c, list(range(c)), sides[(c - 1) % 2])
    v.fill_before("backward_b", 0, list(range(chunks)), sides[(chunks - 1) % 2], insert=False)
    v.steady(w_before_f, w_before_b, w_on_loss, bound)
    best = (v.rows, v.end, v.max_bubble())
    if max(bound) < 0 or best[2] < max(bound):
        retry = _attempt(stages, micro, chunks, flags, v.bubbles)
        if max(retry[1]) < max(best[1]):
            return retry
    return best


def v_schedule(stages: int, micro: int, chunks: int) -> list[Row]:
    """Each stage's jobs `(type, chunk, micro-batch)` in order: the variant of the creator whose
    last job ends first (the first such, in Paddle's order of trying them)."""
    best: tuple[list[Row], list[float], float] | None = None
    for w_before_b in (True, False):
        for w_before_f in (True, False):
            for w_on_loss in (True, False):
                got = _attempt(stages, micro, chunks, (w_before_b, w_before_f, w_on_loss), None)
                if best is None or max(got[1]) < max(best[1]):
                    best = got
    assert best is not None
    return best[0]


def v_shape_misfit(
    chunks: int, computes_loss: bool, receives: set[int], stage: int | None = None, pp_degree: int | None = None
) -> str | None:
    """Why a rank's program is not one stage of V-shaped chunks, or None if it may be: the loss
    on stage 0 for an even number of chunks (the last stage for an odd one), and at each turn of
    the V (chunk c >= 1 on the last stage for odd c, on stage 0 for even c) a forward that takes
    its own stage's chunk c - 1 instead of receiving its input. `receives`: the chunks whose
    forward receives (a `recv_v2`). Without the stage (`lint`, one program) the loss stage is
    told by the turn it sits at: chunk 0 not received (stage 0) for an even number of chunks,
    chunk 1 not received (the last stage) for an odd one."""
    if pp_degree is not None and pp_degree < 2:
        return None
    if stage is None or pp_degree is None:
        turn_chunk = 0 if chunks % 2 == 0 else 1
        at_turn = turn_chunk not in receives
        if computes_loss != at_turn:
            where = "stage 0" if turn_chunk == 0 else "the last stage"
            if computes_loss:
                return f"this rank computes the loss, yet it receives chunk {turn_chunk}'s input (it is not {where})"
            return f"this rank takes chunk {turn_chunk}'s input without receiving it ({where}), yet it does not compute the loss"
        return None
    loss_stage = 0 if chunks % 2 == 0 else pp_degree - 1
    if computes_loss != (stage == loss_stage):
        return f"stage {stage} {'computes' if computes_loss else 'does not compute'} the loss"
    for c in range(1, chunks):
        turn = pp_degree - 1 if c % 2 else 0
        if stage == turn and c in receives:
            return f"stage {stage} receives chunk {c}'s input instead of taking its own chunk {c - 1}'s"
        if stage != turn and c not in receives:
            return f"stage {stage} does not receive chunk {c}'s input from a neighbour"
    return None
