"""Paddle 3.3.1's pipeline schedules (`strategy.pipeline.schedule_mode`) and which of them can
split a PIR program into job programs.

Each schedule is a pass `pipeline_scheduler_<mode>` in
`paddle/distributed/passes/pipeline_scheduler_pass/`. FThenB, 1F1B and VPP implement
`_partial_pir_programs`; Eager1F1B, ZBH1 and ZBVPP implement only the old-IR `_partial_programs`,
so on PIR the base class's `_partial_pir_programs` returns None and unpacking it raises a
TypeError (docs: ../shared/docs/job-plan.md, "Pipeline schedules").

May import nothing of pirtool.
"""

from __future__ import annotations

#: Schedules with a PIR split in 3.3.1.
PIR_SPLIT_SCHEDULES = ("FThenB", "1F1B", "VPP")
#: Schedules registered in 3.3.1 without a PIR split (they fail with a TypeError).
NO_PIR_SPLIT_SCHEDULES = ("Eager1F1B", "ZBH1", "ZBVPP")


def known_schedule(mode: str) -> str | None:
    """Paddle's spelling of a schedule name given in any case, or None if 3.3.1 has no such schedule."""
    for m in PIR_SPLIT_SCHEDULES + NO_PIR_SPLIT_SCHEDULES:
        if m.lower() == mode.lower():
            return m
    return None
