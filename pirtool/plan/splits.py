"""The job splits `make_plan` can make, by the kind a schedule's row names
(`paddle.schedules.Schedule.split`): each takes the dense program and the plan's arguments and
returns the job programs by job type (the dense program is consumed: its ops move into them).

Paddle's own: `gm` (`_split_program_into_forward_backward_optimize`), `fthenb` (the same, the
last job called `optimizer`; Eager1F1B's too, pirtool's choice: Paddle has no split for it),
`1f1b`, `vpp` (with split backward where it takes effect, k == pp degree). pirtool's own: `zb`
and `zbv` (`.zb`: ZBH1's and ZBVPP's backward_b / backward_w split).

May import the model, `paddle` and the other modules of `plan`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ir import Program
from .split import split_1f1b, split_gm, split_vpp, split_vpp_backward
from .zb import split_zb


@dataclass(frozen=True)
class SplitArgs:
    """What a split may need: k, the pipeline degree, this rank's stage, model chunks per
    stage, split backward (VPP), and the file errors are reported against."""

    k: int
    pp_degree: int
    pp_stage: int
    chunks: int
    split_backward: bool
    filename: str | None


def _fthenb(p: Program, a: SplitArgs) -> dict[str, Program]:
    progs = split_gm(p, a.filename)
    return {"forward": progs["forward"], "backward": progs["backward"], "optimizer": progs["optimize"]}


def _vpp(p: Program, a: SplitArgs) -> dict[str, Program]:
    if a.split_backward and a.k == a.pp_degree:  # Paddle ignores split backward otherwise
        return split_vpp_backward(p, a.chunks, a.filename)
    return split_vpp(p, a.chunks, a.filename)


#: split kind -> the split.
SPLITS: dict[str, Callable[[Program, SplitArgs], dict[str, Program]]] = {
    "gm": lambda p, a: split_gm(p, a.filename),
    "fthenb": _fthenb,
    "1f1b": lambda p, a: split_1f1b(p, a.filename),
    "vpp": _vpp,
    "zb": lambda p, a: split_zb(p, None, a.filename),
    "zbv": lambda p, a: split_zb(p, a.chunks, a.filename, (a.pp_stage, a.pp_degree)),
}
