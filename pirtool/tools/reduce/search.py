"""reduce: the search. Delta debugging (ddmin, Zeller & Hildebrandt) over the parts of a program,
coarse parts first, to a fixpoint.

One round tries, each time keeping what is still interesting:
  1. whole groups: the forward, backward and optimize stages, each op holding regions (with
     its regions), each layer (`struct_name`);
  2. ddmin over the remaining ops (print order, nested ones included): halves, then smaller
     chunks, then single ops;
  3. ddmin over the remaining ops' attributes;
  4. ddmin over the block's kwargs.
Rounds repeat until one removes nothing. Every candidate is built from the original
(`build.Candidates`), verified (a candidate `pirtool.verify` rejects is not tested) and printed in
the original's layout; the test decides. Candidates of one ddmin step are tested in parallel,
and the first interesting one *in order* wins (`runner.ShellTest.first_interesting`), so the
result is the same for any number of jobs.

May import the model, `pirtool.paddle`, `pirtool.text` (the printer), `pirtool.verify`, and `.build`,
`.runner`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...errors import PirError
from ...ir import Program
from ...text.printer import print_program
from ...verify import verify
from .build import Candidates, Removal


@dataclass
class Progress:
    """Where a reduction is: candidates judged, test processes run, ops left, seconds, phase."""

    tried: int
    runs: int
    ops_left: int
    ops_total: int
    elapsed: float
    phase: str


class Tester:
    """What the search needs of a test: `first_interesting` (see `runner.ShellTest`) and counters."""

    tried: int
    runs: int

    def first_interesting(self, candidates: Sequence[Callable[[], str | None]], on_result: Callable[[], None] | None = None) -> int | None:  # pragma: no cover - protocol
        raise NotImplementedError


@dataclass
class Result:
    """The smallest interesting candidate: its text, its ops (fresh inputs included), the
    original's ops, candidates judged, test processes run, seconds."""

    text: str
    ops_left: int
    ops_total: int
    tried: int
    runs: int
    elapsed: float


class NotInteresting(PirError):
    """The test does not pass on the input itself."""


def _chunks(items: list, n: int) -> list[list]:
    size, extra = divmod(len(items), n)
    out, start = [], 0
    for i in range(n):
        end = start + size + (1 if i < extra else 0)
        if end > start:
            out.append(items[start:end])
        start = end
    return out


class Reducer:
    """Reduces `prog` with `tester`; `progress` is called after every judged candidate and
    `on_best` with the text of every new best candidate."""

    unit = "ops"

    def __init__(self, prog: Program, tester: Tester, progress: Callable[[Progress], None] | None = None,
                 on_best: Callable[[str], None] | None = None, verify_candidates: bool = True,
                 keep: Callable[[str], bool] | None = None) -> None:
        self.c = Candidates(prog)
        #: ops never removed (`keep(op name)`), nor what holds them
        self.keep: set[int] = set()
        if keep is not None:
            for i, op in enumerate(self.c.ops):
                if keep(op.name):
                    j: int | None = i
                    while j is not None:
                        self.keep.add(j)
                        j = self.c.parent[j]
        self.tester = tester
        self.progress = progress
        self.on_best = on_best
        self.verify_candidates = verify_candidates
        self.best = Removal()
        self.best_left = len(self.c.ops)
        self.phase = "input"
        self.t0 = time.monotonic()

    # -- candidates --------------------------------------------------------------------------------
    def text_of(self, removal: Removal) -> str | None:
        if self.keep and (removal.ops & self.keep):
            return None
        built = self.c.build(removal)
        if self.keep and (built.dropped & self.keep):
            return None
        if self.verify_candidates and verify(built.program):
            return None
        return print_program(built.program)

    def _report(self) -> None:
        if self.progress is not None:
            self.progress(Progress(self.tester.tried, self.tester.runs, self.best_left, len(self.c.ops),
                                   time.monotonic() - self.t0, self.phase))

    def _try(self, removals: list[Removal]) -> Removal | None:
        """The first interesting removal of `removals` (tested in parallel), made the best."""
        texts: dict[int, str] = {}

        def maker(i: int) -> Callable[[], str | None]:
            def make() -> str | None:
                t = self.text_of(removals[i])
                if t is not None:
                    texts[i] = t
                return t
            return make

        hit = self.tester.first_interesting([maker(i) for i in range(len(removals))], self._report)
        if hit is None:
            return None
        self.best = removals[hit]
        self.best_left = len(self.c.present(self.best))
        if self.on_best is not None:
            self.on_best(texts[hit])
        self._report()
        return self.best

    # -- the search --------------------------------------------------------------------------------
    def run(self) -> Result:
        first = self.text_of(Removal())
        if first is None or not self.tester.first_interesting([lambda: first], self._report) == 0:
            raise NotInteresting("the test does not pass on the input itself (it must exit 0 on an interesting program)")
        while True:
            before = self.best
            self.phase = "groups"
            self.groups()
            self.phase = "ops"
            self.ddmin([i for i in self.c.present(self.best) if i not in self.keep], lambda r, part: r.with_ops(set(part)))
            self.phase = "attributes"
            attrs = [(i, k) for i in self.c.present(self.best) for k in self.c.ops[i].attrs.keys()
                     if (i, k) not in self.best.attrs]
            self.ddmin(attrs, lambda r, part: r.with_attrs(set(part)))
            self.phase = "kwargs"
            kws = [k for k in self.c.kwargs if k not in self.best.kwargs]
            self.ddmin(kws, lambda r, part: r.with_kwargs(set(part)))
            if self.best == before:
                break
        built = self.c.build(self.best)
        text = print_program(built.program)
        return Result(text, sum(1 for _ in built.program.walk()), len(self.c.ops), self.tester.tried, self.tester.runs, time.monotonic() - self.t0)

    def groups(self) -> None:
        for group in [*self.c.stage_groups(), *self.c.region_groups(), *self.c.layer_groups()]:
            alive = set(self.c.present(self.best))
            part = [i for i in group if i in alive and i not in self.keep]
            if part and len(part) < len(alive):
                self._try([self.best.with_ops(set(part))])

    def ddmin(self, units: list, remove: Callable[[Removal, list], Removal]) -> None:
        """ddmin over `units` (see `ddmin`), each candidate the best removal plus a chunk's."""

        def attempt(drops: list[list]) -> int | None:
            base = self.best
            cands = [remove(base, d) for d in drops]
            hit = self._try(cands)
            return None if hit is None else cands.index(hit)

        ddmin(units, attempt)


def ddmin(units: list, attempt: Callable[[list[list]], int | None]) -> None:
    """Delta debugging over `units`: `attempt(drops)` tries removing each list of units (in
    order) and returns the index of the first interesting one, or None. Try keeping only one
    chunk, then dropping one chunk; refine the chunks when neither helps; stop at single units."""
    n = 2
    while len(units) >= 1:
        parts = _chunks(units, min(n, len(units)))
        keep_only = []
        if len(parts) > 1:
            for p in parts:
                inside = set(p)
                keep_only.append([u for u in units if u not in inside])
        drops = keep_only + parts
        i = attempt(drops)
        if i is not None:
            if i < len(keep_only):
                units = parts[i]
                n = 2
            else:
                chosen = set(parts[i - len(keep_only)])
                units = [u for u in units if u not in chosen]
                n = max(n - 1, 2)
            continue
        if n >= len(units):
            break
        n = min(2 * n, len(units))


class LineReducer:
    """Reduces a text that does not parse (a log whose program pirtool rejects, a broken dump)
    by ddmin over its lines, to a fixpoint: for an error in a big log, the few lines that still
    make it. Offers what `Reducer` offers (`run`, `best_left`, `unit`)."""

    unit = "lines"

    def __init__(self, text: str, tester: Tester, progress: Callable[[Progress], None] | None = None,
                 on_best: Callable[[str], None] | None = None) -> None:
        self.lines = text.splitlines(keepends=True)
        self.tester = tester
        self.progress = progress
        self.on_best = on_best
        self.gone: set[int] = set()
        self.best_left = len(self.lines)
        self.t0 = time.monotonic()

    def _text(self, gone: set[int]) -> str:
        return "".join(ln for i, ln in enumerate(self.lines) if i not in gone)

    def _report(self) -> None:
        if self.progress is not None:
            self.progress(Progress(self.tester.tried, self.tester.runs, self.best_left, len(self.lines),
                                   time.monotonic() - self.t0, "lines"))

    def _attempt(self, drops: list[list]) -> int | None:
        cands = [self.gone | set(d) for d in drops]
        texts = [self._text(g) for g in cands]
        hit = self.tester.first_interesting([lambda t=t: t for t in texts], self._report)
        if hit is None:
            return None
        self.gone = cands[hit]
        self.best_left = len(self.lines) - len(self.gone)
        if self.on_best is not None:
            self.on_best(texts[hit])
        self._report()
        return hit

    def run(self) -> Result:
        whole = self._text(set())
        if self.tester.first_interesting([lambda: whole], self._report) != 0:
            raise NotInteresting("the test does not pass on the input itself (it must exit 0 on an interesting program)")
        while True:
            before = set(self.gone)
            ddmin([i for i in range(len(self.lines)) if i not in self.gone], self._attempt)
            if self.gone == before:
                break
        return Result(self._text(self.gone), self.best_left, len(self.lines), self.tester.tried, self.tester.runs,
                      time.monotonic() - self.t0)
