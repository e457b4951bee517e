"""Timelines: slices on named tracks, counters and flow arrows, written as Chrome trace-event
JSON, the format Perfetto (ui.perfetto.dev), `chrome://tracing` and Paddle's own profiler export
use (https://docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU).

A process is a rank (`pid`), a thread one of its streams (`tid`: the compute stream, a send or
receive stream); a slice is a job or an op on it, in seconds from the start (written in
microseconds, as the format wants); a counter (a rank's live activation bytes) is a value over
time; a flow is an arrow from one slice to another (a send to its receive). Both the simulated
timeline of a plan (`pirtool.plan.simulate`) and the measured one of a run are made of these.

Only the standard library: every layer may use it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Slice:
    """Something that took time on a track: `start` and `dur` in seconds."""

    pid: int
    tid: int
    name: str
    start: float
    dur: float
    cat: str = ""
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Counter:
    """Values of a process's counter `name` from `at` (seconds) on."""

    pid: int
    name: str
    at: float
    values: dict[str, float]


@dataclass(frozen=True)
class Flow:
    """An arrow from the slice enclosing (pid, tid, at) to the one enclosing the end point."""

    id: int
    name: str
    src: tuple[int, int, float]
    dst: tuple[int, int, float]
    cat: str = "p2p"


@dataclass
class Timeline:
    """Named processes and threads, and what happened on them."""

    processes: dict[int, str] = field(default_factory=dict)
    threads: dict[tuple[int, int], str] = field(default_factory=dict)
    slices: list[Slice] = field(default_factory=list)
    counters: list[Counter] = field(default_factory=list)
    flows: list[Flow] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def thread(self, pid: int, name: str) -> int:
        """The tid of `pid`'s thread `name` (a new one numbered after the others)."""
        for (p, t), n in self.threads.items():
            if p == pid and n == name:
                return t
        tid = 1 + max((t for p, t in self.threads if p == pid), default=-1)
        self.threads[(pid, tid)] = name
        return tid

    def extend(self, other: Timeline, pid_offset: int = 0, prefix: str = "") -> None:
        """Add `other`'s tracks and events, its pids shifted and process names prefixed (several
        schedules side by side in one trace)."""
        for pid, name in other.processes.items():
            self.processes[pid + pid_offset] = prefix + name
        for (pid, tid), name in other.threads.items():
            self.threads[(pid + pid_offset, tid)] = name
        for s in other.slices:
            self.slices.append(Slice(s.pid + pid_offset, s.tid, s.name, s.start, s.dur, s.cat, s.args))
        for c in other.counters:
            self.counters.append(Counter(c.pid + pid_offset, c.name, c.at, c.values))
        base = 1 + max((f.id for f in self.flows), default=0)
        for f in other.flows:
            src, dst = f.src, f.dst
            self.flows.append(
                Flow(
                    base + f.id,
                    f.name,
                    (src[0] + pid_offset, src[1], src[2]),
                    (dst[0] + pid_offset, dst[1], dst[2]),
                    f.cat,
                )
            )

    def chrome_events(self) -> list[dict[str, Any]]:
        """The trace events: metadata (process and thread names, sort order), then complete
        slices ("X", parents before children), counters ("C") and flows ("s"/"f") by time."""
        us = 1e6
        out: list[dict[str, Any]] = []
        for pid, name in sorted(self.processes.items()):
            out.append({"ph": "M", "name": "process_name", "pid": pid, "tid": 0, "args": {"name": name}})
            out.append({"ph": "M", "name": "process_sort_index", "pid": pid, "tid": 0, "args": {"sort_index": pid}})
        for (pid, tid), name in sorted(self.threads.items()):
            out.append({"ph": "M", "name": "thread_name", "pid": pid, "tid": tid, "args": {"name": name}})
            out.append({"ph": "M", "name": "thread_sort_index", "pid": pid, "tid": tid, "args": {"sort_index": tid}})
        timed: list[tuple[float, int, dict[str, Any]]] = []
        for s in self.slices:
            ts = _us(s.start * us)  # the end rounded too, so that slices that touch still do
            ev = {
                "ph": "X",
                "name": s.name,
                "pid": s.pid,
                "tid": s.tid,
                "ts": ts,
                "dur": _us(_us((s.start + s.dur) * us) - ts),
            }
            if s.cat:
                ev["cat"] = s.cat
            if s.args:
                ev["args"] = s.args
            timed.append((s.start, -int(s.dur * us * 1000), ev))  # a parent (longer) before its children
        for c in self.counters:
            timed.append(
                (c.at, 0, {"ph": "C", "name": c.name, "pid": c.pid, "tid": 0, "ts": _us(c.at * us), "args": c.values})
            )
        for f in self.flows:
            for ph, (pid, tid, at) in (("s", f.src), ("f", f.dst)):
                ev = {"ph": ph, "id": f.id, "name": f.name, "cat": f.cat, "pid": pid, "tid": tid, "ts": _us(at * us)}
                if ph == "f":
                    ev["bp"] = "e"  # bind to the slice enclosing the end point
                timed.append((at, 1, ev))
        timed.sort(key=lambda x: (x[0], x[1]))
        return out + [ev for _, _, ev in timed]

    def to_chrome(self) -> dict[str, Any]:
        """The JSON object: `traceEvents`, the display unit, and `otherData` (what made it)."""
        return {"traceEvents": self.chrome_events(), "displayTimeUnit": "ns", "otherData": dict(self.meta)}

    def dumps(self) -> str:
        return json.dumps(self.to_chrome(), separators=(",", ":")) + "\n"


def _us(x: float) -> float:
    """Microseconds, rounded to the nanosecond (the format's timestamps are doubles)."""
    return round(x, 3)
