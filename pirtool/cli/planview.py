"""What `pirtool plan --stats / --trace / --plot` shows: the figures as a table, the simulated
timelines of several schedules in one trace, and a matplotlib picture of timelines and memory."""

from __future__ import annotations

import io
import os
from typing import Any

from ..errors import PirError
from ..timeline import Timeline
from .common import write_bytes

#: pids of schedule i's ranks in a trace of several schedules start at i * this.
PID_STRIDE = 1000


def human_bytes(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


def human_time(s: float) -> str:
    if s < 1e-3:
        return f"{s * 1e6:.1f} µs"
    if s < 1:
        return f"{s * 1e3:.2f} ms"
    return f"{s:.3f} s"


def stats_table(runs: list[Any]) -> str:
    """One line per schedule and rank, then the schedule's span, step time and mean bubble."""
    head = (
        f"{'schedule':10} {'rank':>4} {'stage':>5} {'bubble':>7} {'in flight':>9} {'activations':>12} {'compute':>10}"
    )
    lines = [head]
    for run in runs:
        st = run.stats()
        for i, r in enumerate(st["ranks"]):
            bubble = f"{100 * r['bubble']:.1f}%" if "bubble" in r else "-"
            busy = human_time(r["busy_s"]) if "busy_s" in r else "-"
            stage = "-" if r["stage"] is None else str(r["stage"])
            lines.append(
                f"{(run.schedule if i == 0 else ''):10} {r['rank']:>4} {stage:>5} {bubble:>7} {r['peak_in_flight']:>9} "
                f"{human_bytes(r['peak_activation_bytes']):>12} {busy:>10}"
            )
        if "span_s" in st:
            lines.append(
                f"{'':10} pipeline {human_time(st['span_s'])}, step {human_time(st['step_s'])}, "
                f"mean bubble {100 * st['bubble']:.1f}%"
            )
    return "\n".join(lines) + "\n"


def timeline_of(runs: list[Any]) -> Timeline:
    """One schedule's simulated timeline, or several side by side (process names prefixed)."""
    if len(runs) == 1:
        return runs[0].sim.timeline
    out = Timeline(meta=dict(runs[0].sim.timeline.meta))
    out.meta["schedules"] = [r.schedule for r in runs]
    for i, r in enumerate(runs):
        out.extend(r.sim.timeline, pid_offset=i * PID_STRIDE, prefix=f"{r.schedule}: ")
    return out


_COLORS = {
    "forward": "#4c72b0",
    "backward": "#dd8452",
    "backward_b": "#dd8452",
    "backward_w": "#55a868",
    "recv_forward": "#8172b3",
    "send_backward": "#8172b3",
    "optimizer": "#937860",
    "optimize": "#937860",
}


def plan_figure(runs: list[Any]) -> Any:
    """Per schedule: its ranks' jobs over time (a Gantt chart, waits hatched) beside each rank's
    activation bytes over time; one time axis for all."""
    from matplotlib.figure import Figure
    from matplotlib.patches import Patch

    fig = Figure(figsize=(12, 2.2 + 1.6 * len(runs)))
    axes = fig.subplots(len(runs), 2, squeeze=False, sharex=True, gridspec_kw={"width_ratios": [3, 1.3]})
    for (gantt, mem), run in zip(axes, runs, strict=True):
        sim = run.sim
        n = len(sim.ranks)
        for i, rr in enumerate(sim.ranks):
            for j in rr.runs:
                base = j.job.rstrip("0123456789")
                gantt.broken_barh(
                    [(j.start * 1e6, (j.end - j.start) * 1e6)],
                    (n - 1 - i - 0.4, 0.8),
                    facecolors=_COLORS.get(base, "#999999"),
                    edgecolors="white",
                    linewidth=0.3,
                )
        for s in sim.timeline.slices:
            if s.cat == "wait":
                gantt.broken_barh(
                    [(s.start * 1e6, s.dur * 1e6)],
                    (n - 1 - s.pid - 0.4, 0.8),
                    facecolors="none",
                    hatch="///",
                    edgecolors="#c44e52",
                    linewidth=0,
                )
        gantt.set_yticks(range(n))
        gantt.set_yticklabels(
            [f"stage {r.stage}" if r.stage is not None else f"rank {r.rank}" for r in reversed(sim.ranks)], fontsize=8
        )
        gantt.set_title(
            f"{run.schedule}: step {sim.step_time * 1e6:.0f} µs, mean bubble {100 * run.stats()['bubble']:.1f}%",
            fontsize=9,
            loc="left",
        )
        for rr in sim.ranks:
            xs, ys = [0.0], [0.0]
            for j, live in zip(rr.runs, rr.live, strict=True):
                xs.append(j.end * 1e6)
                ys.append(live / 1024)
            mem.step(
                xs,
                ys,
                where="post",
                label=f"stage {rr.stage}" if rr.stage is not None else f"rank {rr.rank}",
                linewidth=1,
            )
        mem.set_ylabel("KiB held", fontsize=8)
        mem.tick_params(labelsize=7)
        gantt.tick_params(labelsize=7)
    axes[0][1].legend(fontsize=7, loc="upper right")
    axes[-1][0].set_xlabel("µs (simulated)", fontsize=8)
    axes[-1][1].set_xlabel("µs (simulated)", fontsize=8)
    axes[0][1].set_title("activation memory", fontsize=9, loc="left")
    kinds = ["forward", "backward", "backward_w", "recv_forward", "optimizer"]
    labels = ["forward", "backward (b)", "backward_w", "recv / send", "optimizer"]
    fig.legend(
        [Patch(color=_COLORS[k]) for k in kinds] + [Patch(facecolor="none", hatch="///", edgecolor="#c44e52")],
        labels + ["waiting to receive"],
        loc="lower center",
        ncol=6,
        fontsize=8,
        frameon=False,
    )
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    return fig


def plot_runs(runs: list[Any], path: str) -> None:
    """`plan_figure` saved atomically to `path` (PNG, SVG or PDF by its extension)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise PirError("--plot needs matplotlib: pip install 'pirtool[plot]'") from None
    fig = plan_figure(runs)
    buf = io.BytesIO()
    try:
        fig.savefig(buf, format=os.path.splitext(path)[1].lstrip(".").lower() or "png")
        write_bytes(buf.getvalue(), path)
    except (OSError, ValueError) as e:
        raise PirError(f"cannot write the plot: {e}", filename=path) from None
