"""The figures a person compares schedules by (`plan.compare` plans every rank of a pipeline
with each schedule and simulates them together): per schedule and rank the bubble (the
fraction of the pipelined span its compute stream is idle), the peak number of micro-batches in
flight and the peak activation bytes held between jobs (`liveness`), and the compute time; per
schedule the span and the whole step's time. Without every rank of the pipeline (a receive
whose sender is not given) there is no timeline: the bubble is left out and `note` says why.

May import the model, `paddle`, `tools` and the other modules of `plan`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .liveness import handoffs, in_flight, live_after
from .simulate import RankPlan, Simulation


@dataclass
class ScheduleRun:
    """One schedule's plans of every rank, their simulation (None without every rank), and why not."""

    schedule: str
    plans: list[RankPlan]
    sim: Simulation | None
    note: str | None = None

    def stats(self) -> dict[str, object]:
        """JSON-ready figures: per rank and for the schedule."""
        ranks = []
        for i, p in enumerate(self.plans):
            live = live_after(p.jobs, handoffs(p.jobs, p.programs))
            row: dict[str, object] = {
                "rank": p.rank,
                "stage": p.stage,
                "jobs": len(p.jobs),
                "peak_in_flight": max(in_flight(p.jobs), default=0),
                "peak_activation_bytes": max(live, default=0),
            }
            if self.sim is not None:
                rr = self.sim.ranks[i]
                row["bubble"] = round(self.sim.bubble(i), 6)
                row["busy_s"] = rr.busy
                row["wait_s"] = sum(j.wait for j in rr.runs)
            ranks.append(row)
        out: dict[str, object] = {"schedule": self.schedule, "ranks": ranks}
        if self.sim is not None:
            out["span_s"] = self.sim.span
            out["step_s"] = self.sim.step_time
            out["bubble"] = round(sum(self.sim.bubble(i) for i in range(len(self.plans))) / len(self.plans), 6)
        if self.note:
            out["note"] = self.note
        return out
