"""Whether the stages of a VPP pipeline pair their point-to-point messages.

A `send_v2` is matched with the `recv_v2` of the other rank of its ring in the order both
are issued, whatever the message means. Each stage runs its own job list, so the lists of
neighbouring stages must issue the messages of every ring in the same order, or a receive
gets another message of the same shape: an activation where a gradient was meant, another
micro-batch's activation. Paddle 3.3.1's VPP job lists do not always: with two stages and an
odd number of micro-batches, stage 1 sends micro-batch 1's input gradient before micro-batch
2's activation on the ring stage 0 receives both from, and stage 0 asks for the activation
first (`samples/pp/pp2_vpp2_mlp_momentum_k3_clip`: its third micro-batch's loss is not the
model's). `mispaired` finds the first such message from the job lists alone.

Which job issues which message (Paddle's VPP split, `split.split_vpp`): `recv_forward<c>`
receives chunk c's input activation and `forward<c>` sends its output, `backward<c>` receives
its output gradient and `send_backward<c>` sends its input gradient; with split backward
`forward<c>` receives then sends, `backward_b<c>` receives then sends. Chunk c of stage s
reads from chunk c of stage s-1, stage 0 from chunk c-1 of the last stage. The two stages
of a pipeline of two share one ring per direction; more stages have one ring per neighbour.
That is the placement VPP gives the chunks (segment i on stage i % pp); chunks placed otherwise
by hand (V-shaped, `samples/pp/*_vpp2v_*`) send elsewhere, and this check does not model them.

May import nothing of pirtool but the standard library.
"""

from __future__ import annotations

from collections.abc import Sequence

#: A message: (activation or gradient, the sending stage and chunk, micro-batch).
Message = tuple[str, int, int, int]


def mispaired(job_lists: Sequence[Sequence[tuple[str, int]]], chunks: int) -> str | None:
    """The first message the stages' VPP job lists (`job_lists[s]`: stage s's `[job type,
    micro-batch]`) receive in another order than it is sent, described; None if every ring
    pairs its messages."""
    pp = len(job_lists)
    sent: dict[tuple[int, int], list[Message]] = {}
    wanted: dict[tuple[int, int], list[Message]] = {}
    for s, jobs in enumerate(job_lists):
        split = not any(j.startswith("recv_forward") for j, _ in jobs)  # split backward: forward receives
        for job, m in jobs:
            kind = job.rstrip("0123456789")
            if kind == job:
                continue  # the optimizer
            c = int(job[len(kind) :])
            first, last = s == 0 and c == 0, s == pp - 1 and c == chunks - 1
            prev = (s - 1, c) if s > 0 else (pp - 1, c - 1)
            nxt = (s + 1, c) if s < pp - 1 else (0, c + 1)
            receives_act = kind == "recv_forward" or (kind == "forward" and split)
            if receives_act and not first:
                wanted.setdefault((prev[0], s), []).append(("activation", *prev, m))
            if kind == "forward" and not last:
                sent.setdefault((s, nxt[0]), []).append(("activation", s, c, m))
            if kind in ("backward", "backward_b") and not last:
                wanted.setdefault((nxt[0], s), []).append(("gradient", *nxt, m))
            if (kind == "send_backward" or kind == "backward_b") and not first:
                sent.setdefault((s, prev[0]), []).append(("gradient", s, c, m))
    for link in sorted(set(sent) | set(wanted)):
        a, b = sent.get(link, []), wanted.get(link, [])
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                return (
                    f"stage {link[1]}'s receive no. {i + 1} from stage {link[0]} waits for {_say(y)}, "
                    f"but stage {link[0]} sends {_say(x)} then"
                )
        if len(a) != len(b):
            return f"stage {link[0]} sends {len(a)} messages to stage {link[1]}, which receives {len(b)}"
    return None


def _say(msg: Message) -> str:
    what, s, c, m = msg
    return f"micro-batch {m}'s {what} of stage {s} chunk {c}"
