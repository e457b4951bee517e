"""Whether the stages of a VPP pipeline pair their point-to-point messages.

A `send_v2` is matched with the `recv_v2` of the other rank of its ring in the order both
are issued, whatever the message means. Each stage runs its own job list, so the lists of
neighbouring stages must issue the messages of every ring in the same order, or a receive
gets another message of the same shape: an activation where a gradient was meant, another
micro-batch's activation. Paddle 3.3.1's VPP job lists do not always: with two stages and an
odd number of micro-batches, stage 1 sends micro-batch 1's input gradient before micro-batch
2's activation on the ring stage 0 receives both from, and stage 0 asks for the activation
first (`samples/pp/pp2_vpp2_mlp_momentum_k3_clip`: its third micro-batch's loss is not the
model's). `mispaired` finds the first such message from the job lists alone, and names the
jobs that send and receive it. `plan` warns when it writes such a plan (pirtool's VPP job lists
are Paddle's, so its own plan of the case mis-pairs the same way), and `run` refuses such plan
directories before it trains (`runner.inputs.pairing_error`, exit 2): the numbers from that
message on are not the model's, and differ from Paddle's gradient merge of the same model.

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

#: The warning of VPP job lists whose stages pair their messages wrongly (`mispaired`).
VPP_MISPAIRED = (
    "these are Paddle 3.3.1's VPP job lists (pirtool plan makes the same), but their stages pair their "
    "send_v2/recv_v2 messages wrongly, so they do not compute the model's numbers"
)


def is_vpp_job_list(jobs: Sequence[tuple[str, int]]) -> bool:
    """Whether `jobs` is a VPP job list without split backward (`recv_forward<c>` ...), the
    split `mispaired` models; split backward's `forward<c>` / `backward_b<c>` jobs are ZBVPP's
    names too."""
    return any(t.startswith("recv_forward") and t[len("recv_forward") :].isdigit() for t, _ in jobs)


def chunks_of(jobs: Sequence[tuple[str, int]]) -> int:
    """The model chunks per stage of a VPP job list: one more than its highest chunk index."""
    return 1 + max((int(t.lstrip("abcdefghijklmnopqrstuvwxyz_")) for t, _ in jobs if t[-1:].isdigit()), default=0)


def mispaired(job_lists: Sequence[Sequence[tuple[str, int]]], chunks: int) -> str | None:
    """The first message the stages' VPP job lists (`job_lists[s]`: stage s's `[job type,
    micro-batch]`) receive in another order than it is sent, described; None if every ring
    pairs its messages."""
    found = mispairing(job_lists, chunks)
    return found[0] if found is not None else None


def mispairing(job_lists: Sequence[Sequence[tuple[str, int]]], chunks: int) -> tuple[str, int, tuple[str, int]] | None:
    """`mispaired`'s description, the receiving stage and its job (`[job type, micro-batch]`)
    that takes the wrong message (where an error points: that stage's job list)."""
    pp = len(job_lists)
    sent: dict[tuple[int, int], list[tuple[Message, tuple[str, int]]]] = {}
    wanted: dict[tuple[int, int], list[tuple[Message, tuple[str, int]]]] = {}
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
            here = (job, m)
            receives_act = kind == "recv_forward" or (kind == "forward" and split)
            if receives_act and not first:
                wanted.setdefault((prev[0], s), []).append((("activation", *prev, m), here))
            if kind == "forward" and not last:
                sent.setdefault((s, nxt[0]), []).append((("activation", s, c, m), here))
            if kind in ("backward", "backward_b") and not last:
                wanted.setdefault((nxt[0], s), []).append((("gradient", *nxt, m), here))
            if (kind == "send_backward" or kind == "backward_b") and not first:
                sent.setdefault((s, prev[0]), []).append((("gradient", s, c, m), here))
    for link in sorted(set(sent) | set(wanted)):
        a, b = sent.get(link, []), wanted.get(link, [])
        for i, ((x, xjob), (y, yjob)) in enumerate(zip(a, b, strict=False)):
            if x != y:
                return (
                    f"stage {link[1]}'s receive no. {i + 1} from stage {link[0]} (its job {_job(yjob)}) waits for "
                    f"{_say(y)}, but stage {link[0]} sends {_say(x)} then (its job {_job(xjob)})",
                    link[1],
                    yjob,
                )
        if len(a) != len(b):
            at = b[len(a)][1] if len(b) > len(a) else b[-1][1] if b else job_lists[link[1]][0]
            return (f"stage {link[0]} sends {len(a)} messages to stage {link[1]}, which receives {len(b)}", link[1], at)
    return None


def _job(job: tuple[str, int]) -> str:
    return f"{job[0]} of micro-batch {job[1]}"


def _say(msg: Message) -> str:
    what, s, c, m = msg
    return f"micro-batch {m}'s {what} of stage {s} chunk {c}"
