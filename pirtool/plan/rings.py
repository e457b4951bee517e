"""Whether the ranks planned together are in stage order: each point-to-point ring joins the
same data-parallel rank of two neighbouring stages.

Paddle 3.3.1's pipeline makes one ring (a process group of two) per direction between the
processes of neighbouring stages (`p2p_helper` / the auto-parallel pipeline pass: stage s's
process sends its activations to stage s+1's on one ring, receives its gradients on
another), and with interleaved VPP also between the last stage and stage 0 (chunk c of the
last stage feeds chunk c+1 of stage 0). Stage s holds processes s*n .. s*n+n-1 (n per stage,
`get_pp_stage_by_rank`), and data-parallel rank d of stage s talks to data-parallel rank d of
its neighbours only. So in `samples/pp` every `send_v2`/`recv_v2` ring id is used by exactly
two ranks, `n` apart (or rank d and (pp-1)*n + d for VPP's wrap-around). A ring that joins two
other ranks means the rank programs were not given in rank order: with dense programs (no
`op_dist_attr` to tell the middle stages apart) each one passes its own stage check, the
plan would give one the job list of another's stage, and the run deadlocks or pairs the wrong
messages. `check_rings` refuses that at the first op on such a ring.

May import the model and `paddle`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import PirError
from ..ir import Operation, Program
from ..paddle.collectives import RECV_OPS, SEND_OPS
from ..paddle.roles import OPTIMIZE

__all__ = ["RingUse", "check_rings", "ring_uses"]


@dataclass(frozen=True)
class RingUse:
    """The first p2p op of a rank on one ring: the ring id, send or recv, and where it stands
    (taken when the program is read: the plan goes on to consume the program)."""

    ring: int
    kind: str
    line: int | None
    col: int | None
    source_line: str | None


def ring_uses(program: Program) -> list[RingUse]:
    """The rings `program`'s send_v2 / recv_v2 ops of the forward and backward use (the
    pipeline's activations and gradients), each once, at its first op. The optimizer's own p2p
    (op_role 2: gradient clipping sends each stage's squared norm to stage 0, ranks that are not
    neighbours, `samples/pp/pp4_1f1b_mlp_adamw_k8`) is another matter."""
    out: dict[int, RingUse] = {}
    for op in program.walk():
        if op.name not in SEND_OPS and op.name not in RECV_OPS or op.attr("op_role") == OPTIMIZE:
            continue
        ring = _ring(op)
        if ring is None or ring in out:
            continue
        where = op.error("")
        kind = "sends" if op.name in SEND_OPS else "receives"
        out[ring] = RingUse(ring, kind, where.line, where.col, where.source_line)
    return list(out.values())


def _ring(op: Operation) -> int | None:
    v = op.attr("ring_id")
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def check_rings(uses: list[list[RingUse]], pp: int, chunks: int, filenames: list[str | None]) -> None:
    """PirError when a p2p ring of the ranks `uses[r]` (rank r's rings) joins ranks that are not
    the same data-parallel rank of neighbouring stages (see the module docstring)."""
    world = len(uses)
    if pp < 2 or world % pp:
        return
    n = world // pp
    users: dict[int, list[int]] = {}
    for r, rank_uses in enumerate(uses):
        for u in rank_uses:
            users.setdefault(u.ring, []).append(r)
    for ring, ranks in sorted(users.items()):
        if len(ranks) == 1:
            continue  # its peer is not among the ranks given (missing_peer says so)
        a, b = ranks[0], ranks[-1]
        if len(ranks) == 2 and (b - a == n or (chunks > 1 and a < n and b == (pp - 1) * n + a)):
            continue
        u = next(x for x in uses[b] if x.ring == ring)
        sa, sb = a // n, b // n
        if len(ranks) > 2:
            why = f"ring {ring} is used by {len(ranks)} ranks ({', '.join(map(str, ranks))}); a p2p ring joins two"
        else:
            why = (
                f"given as rank {b} (stage {sb}), this program {u.kind} on ring {ring}, whose other end is the program "
                f"given as rank {a} (stage {sa}); a p2p ring joins the same data-parallel rank of neighbouring stages "
                f"({n} rank(s) apart)"
            )
        e = PirError(
            f"{why}: the rank programs are not in rank order (rank r is stage r // {n} of {pp})",
            filename=filenames[b] if b < len(filenames) else None,
            line=u.line,
            col=u.col,
            source_line=u.source_line,
        )
        e.final = u.line is not None
        raise e
