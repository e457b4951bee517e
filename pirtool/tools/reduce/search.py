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
`.runner`, `.joint`.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ...errors import PirError
from ...ir import Program
from ...text.printer import print_program
from ...verify import verify
from .build import Candidates, Removal
from .joint import match_units


@dataclass
class Progress:
    """Where a reduction is: candidates judged, test processes run, ops left, seconds, phase."""

    tried: int
    runs: int
    ops_left: int
    ops_total: int
    elapsed: float
    phase: str


class Tester(Protocol):
    """What the search needs of a test: `first_interesting` (see `runner.ShellTest`) and counters.
    A candidate gives its text, or its texts for a joint one (`--with`), or None (skip it)."""

    tried: int
    runs: int

    def first_interesting(
        self,
        candidates: Sequence[Callable[[], str | tuple[str, ...] | None]],
        on_result: Callable[[], None] | None = None,
    ) -> int | None: ...


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
    #: every program's text (joint: FILE's, then the one reduced with it)
    texts: tuple[str, ...] = ()


class NotInteresting(PirError):
    """The test does not pass on the input itself."""


def _chunks(items: list[Any], n: int) -> list[list[Any]]:
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
    `on_best` with the text of every new best candidate. With `with_prog`, the two programs are
    reduced together (`joint`: an op matched in both goes from both) and a candidate's text is
    the pair of texts. `inputs` is what a removed value's readers read (`build.INPUT_KINDS`)."""

    unit = "ops"

    def __init__(
        self,
        prog: Program,
        tester: Tester,
        progress: Callable[[Progress], None] | None = None,
        on_best: Callable[[Any], None] | None = None,
        verify_candidates: bool = True,
        keep: Callable[[str], bool] | None = None,
        *,
        with_prog: Program | None = None,
        inputs: str = "data",
    ) -> None:
        self.cs = [Candidates(prog, inputs)] + ([Candidates(with_prog, inputs)] if with_prog is not None else [])
        self.c = self.cs[0]
        #: the units of the op search: per program, the ops a unit removes
        self.units: list[tuple[frozenset[int], ...]]
        if with_prog is None:
            self.units = [(frozenset({i}),) for i in range(len(self.c.ops))]
        else:
            self.units = list(match_units(self.cs[0], self.cs[1]))
        self.unit_of: list[dict[int, int]] = [{} for _ in self.cs]
        for u, per in enumerate(self.units):
            for p, ops in enumerate(per):
                for i in ops:
                    self.unit_of[p][i] = u
        #: units never removed (an op of theirs matches `keep`, or holds one that does)
        self.keep: set[int] = set()
        if keep is not None:
            for p, c in enumerate(self.cs):
                for i, op in enumerate(c.ops):
                    if keep(op.name):
                        j: int | None = i
                        while j is not None:
                            self.keep.add(self.unit_of[p][j])
                            j = c.parent[j]
        self.keep_ops = [frozenset(i for u in self.keep for i in self.units[u][p]) for p in range(len(self.cs))]
        self.tester = tester
        self.progress = progress
        self.on_best = on_best
        self.verify_candidates = verify_candidates
        self.best: tuple[Removal, ...] = tuple(Removal() for _ in self.cs)
        self.best_left = sum(len(c.ops) for c in self.cs)
        self.ops_total = self.best_left
        self.phase = "input"
        self.t0 = time.monotonic()

    # -- candidates --------------------------------------------------------------------------------
    def normalize(self, rems: tuple[Removal, ...]) -> tuple[Removal, ...]:
        """`rems` as the candidate has it: sources still read stay (`Candidates.effective`), and
        a source one program keeps, the other keeps too (a parameter of one is one of both)."""
        rems = tuple(c.effective(r) for c, r in zip(self.cs, rems, strict=True))
        if len(rems) < 2:
            return rems
        out = []
        for p, r in enumerate(rems):
            stay = {
                i
                for i in r.ops & self.cs[p].sources
                if any(
                    q != p and ops and not ops <= rems[q].ops for q, ops in enumerate(self.units[self.unit_of[p][i]])
                )
            }
            out.append(Removal(r.ops - stay, r.attrs, r.kwargs) if stay else r)
        return tuple(out)

    def text_of(self, rems: tuple[Removal, ...] | Removal) -> str | tuple[str, ...] | None:
        """The candidate's text (its texts, joint), or None when it is not one to test: it
        removes a kept op, fails `verify`, or is the best itself once `normalize`d."""
        if isinstance(rems, Removal):
            rems = (rems,)
        texts = []
        for p, (c, r) in enumerate(zip(self.cs, rems, strict=True)):
            if self.keep_ops[p] and (r.ops & self.keep_ops[p]):
                return None
            built = c.build(r)
            if self.keep_ops[p] and (built.dropped & self.keep_ops[p]):
                return None
            if self.verify_candidates and verify(built.program):
                return None
            texts.append(print_program(built.program))
        return texts[0] if len(texts) == 1 else tuple(texts)

    def _left(self, rems: tuple[Removal, ...]) -> int:
        return sum(len(c.present(r)) for c, r in zip(self.cs, rems, strict=True))

    def _report(self) -> None:
        if self.progress is not None:
            self.progress(
                Progress(
                    self.tester.tried,
                    self.tester.runs,
                    self.best_left,
                    self.ops_total,
                    time.monotonic() - self.t0,
                    self.phase,
                )
            )

    def _try(self, removals: list[tuple[Removal, ...]]) -> int | None:
        """The index of the first interesting removal of `removals` (tested in parallel), made
        the best."""
        texts: dict[int, Any] = {}
        removals = [self.normalize(r) for r in removals]

        def maker(i: int) -> Callable[[], Any]:
            def make() -> Any:
                if removals[i] == self.best:
                    return None  # removes nothing but sources still read: the best itself
                t = self.text_of(removals[i])
                if t is not None:
                    texts[i] = t
                return t

            return make

        hit = self.tester.first_interesting([maker(i) for i in range(len(removals))], self._report)
        if hit is None:
            return None
        self.best = removals[hit]
        self.best_left = self._left(self.best)
        if self.on_best is not None:
            self.on_best(texts[hit])
        self._report()
        return hit

    def _alive_units(self) -> list[int]:
        alive: set[int] = set()
        for p, (c, r) in enumerate(zip(self.cs, self.best, strict=True)):
            alive.update(self.unit_of[p][i] for i in c.present(r))
        return sorted(alive)

    def _drop_units(self, base: tuple[Removal, ...], part: list[int]) -> tuple[Removal, ...]:
        return tuple(r.with_ops({i for u in part for i in self.units[u][p]}) for p, r in enumerate(base))

    def _drop_attrs(self, base: tuple[Removal, ...], part: list[tuple[int, str]]) -> tuple[Removal, ...]:
        return tuple(
            r.with_attrs({(i, k) for u, k in part for i in self.units[u][p] if k in self.cs[p].ops[i].attrs})
            for p, r in enumerate(base)
        )

    # -- the search --------------------------------------------------------------------------------
    def run(self) -> Result:
        first = self.text_of(self.best)
        if first is None or not self.tester.first_interesting([lambda: first], self._report) == 0:
            raise NotInteresting(
                "the test does not pass on the input itself (it must exit 0 on an interesting program)"
            )
        while True:
            before = self.best
            self.phase = "groups"
            self.groups()
            self.phase = "ops"
            self.ddmin([u for u in self._alive_units() if u not in self.keep], self._drop_units)
            self.phase = "attributes"
            attrs: list[tuple[int, str]] = []
            for u in self._alive_units():
                keys: dict[str, None] = {}
                for p, ops in enumerate(self.units[u]):
                    for i in ops:
                        keys.update(
                            (k, None) for k in self.cs[p].ops[i].attrs.keys() if (i, k) not in self.best[p].attrs
                        )
                attrs.extend((u, k) for k in keys)
            self.ddmin(attrs, self._drop_attrs)
            self.phase = "kwargs"
            kws = [(p, k) for p, c in enumerate(self.cs) for k in c.kwargs if k not in self.best[p].kwargs]
            self.ddmin(
                kws, lambda base, part: tuple(r.with_kwargs({k for q, k in part if q == p}) for p, r in enumerate(base))
            )
            if self.best == before:
                break
        built = [c.build(r).program for c, r in zip(self.cs, self.best, strict=True)]
        texts = [print_program(b) for b in built]
        return Result(
            texts[0],
            sum(1 for b in built for _ in b.walk()),
            self.ops_total,
            self.tester.tried,
            self.tester.runs,
            time.monotonic() - self.t0,
            tuple(texts),
        )

    def groups(self) -> None:
        for p, c in enumerate(self.cs):
            for group in [*c.stage_groups(), *c.region_groups(), *c.layer_groups()]:
                alive = self._alive_units()
                live = set(alive)
                part = list(dict.fromkeys(u for i in group if (u := self.unit_of[p][i]) in live and u not in self.keep))
                if part and len(part) < len(alive):
                    self._try([self._drop_units(self.best, part)])

    def ddmin(self, units: list[Any], remove: Callable[[tuple[Removal, ...], list[Any]], tuple[Removal, ...]]) -> None:
        """ddmin over `units` (see `ddmin`), each candidate the best removal plus a chunk's."""

        def attempt(drops: list[list[Any]]) -> int | None:
            base = self.best
            return self._try([remove(base, d) for d in drops])

        ddmin(units, attempt)


def ddmin(units: list[Any], attempt: Callable[[list[list[Any]]], int | None]) -> None:
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

    def __init__(
        self,
        text: str,
        tester: Tester,
        progress: Callable[[Progress], None] | None = None,
        on_best: Callable[[str], None] | None = None,
    ) -> None:
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
            self.progress(
                Progress(
                    self.tester.tried,
                    self.tester.runs,
                    self.best_left,
                    len(self.lines),
                    time.monotonic() - self.t0,
                    "lines",
                )
            )

    def _attempt(self, drops: list[list[Any]]) -> int | None:
        cands = [self.gone | set(d) for d in drops]
        texts = [self._text(g) for g in cands]
        hit = self.tester.first_interesting([functools.partial(str, t) for t in texts], self._report)
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
            raise NotInteresting(
                "the test does not pass on the input itself (it must exit 0 on an interesting program)"
            )
        while True:
            before = set(self.gone)
            ddmin([i for i in range(len(self.lines)) if i not in self.gone], self._attempt)
            if self.gone == before:
                break
        return Result(
            self._text(self.gone),
            self.best_left,
            len(self.lines),
            self.tester.tried,
            self.tester.runs,
            time.monotonic() - self.t0,
        )
