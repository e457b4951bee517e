"""Find the first op whose output diverges between a program BEFORE a rewrite (one step on k*b
rows) and AFTER it (k micro-steps of b rows, then the optimizer once).

`RecordingInterpreter` keeps, for every op it runs while `recording` is on, copies of the operand
values (as the op saw them) and of the results, tagged with the phase (`micro0`, `micro1`, ...,
`opt`). `locate` compares the records of the first differing step:

* For each parameter whose value differs, the optimizer update op of that parameter in AFTER is
  matched with the one in BEFORE (by parameter name). Operands other than the gradient (learning
  rate, moments) are compared directly; the gradient operand of AFTER is walked back through the
  ops of the optimizer phase (`scale_`, `cast`, ...) to the accumulator. Gradient merge with
  averaging must give: accumulator = sum of the micro-batch gradients = k * BEFORE's gradient (the
  mean over k*b rows), and the optimizer's gradient operand = BEFORE's gradient. The first op
  where that breaks is reported: the backward op producing the micro gradient, the op adding it
  into the accumulator, an op scaling it by the wrong factor, or the optimizer op reading the
  un-averaged accumulator.
* Without a differing parameter (only the loss differs), forward/backward ops are matched by
  name in program order; a value of AFTER corresponds to BEFORE's by concatenating the micro-step
  values along the batch axis (batch-shaped values) or by averaging them (parameter-shaped ones).

Random ops (`paddle.recompute.RANDOM_OPS`: dropout ...) draw from a stream of their own
(`Interpreter.op_rng`), so the same dropout of BEFORE and AFTER masks the same rows alike, and a
clean merge of a program with dropout compares equal. Where the two programs do not hold the
same random ops (recompute's clone of a dropout draws a fresh mask in the backward; a rewrite
that adds, drops or reorders random ops) or the divergence is at a random op itself, the values
from there on differ by their random draws, not by arithmetic: `locate` says so (`Divergence.random`),
naming the random op, rather than present the next op as the culprit.

Which operand of an optimizer is the gradient comes from `paddle.optimizers`; op roles from
`paddle.roles`; accumulator names from `paddle.names`. May import `interpreter` and the layers
below it, and `pirtool.paddle`; nothing above (training is not needed; checkloss uses this).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..ir import Operation, Value
from ..paddle.names import GRAD_MERGE_SUFFIX, param_name, source_name
from ..paddle.optimizers import OPTIMIZERS, is_optimizer
from ..paddle.recompute import RANDOM_OPS, draws_fresh_randoms
from ..paddle.roles import BACKWARD, op_stages, stage_of_op
from .dtypes import to_host
from .interpreter import Interpreter
from .registry import lookup


def _copy(a: Any) -> Any:
    if a is None:
        return None
    if isinstance(a, list):
        return [_copy(x) for x in a]
    if hasattr(a, "shape"):
        return np.array(to_host(a), copy=True)
    return a


@dataclass
class Record:
    tag: str
    op: Operation
    ins: list[Any]
    outs: list[Any]


class RecordingInterpreter(Interpreter):
    """An `Interpreter` that records every op's operand and result values while `recording`."""

    def __init__(self, *a: Any, **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.recording = False
        self.tag = ""
        self.records: list[Record] = []

    def run_op(self, op: Operation) -> None:
        if not self.recording:
            return super().run_op(op)
        ins = []
        for v in op.operands:
            try:
                ins.append(_copy(self.fetch(v, op)))
            except Exception:  # an operand the op itself will complain about
                ins.append(None)
        super().run_op(op)
        self.records.append(Record(self.tag, op, ins, [_copy(self.env.get(r)) for r in op.results]))
        return None


def record_step(runner: Any, micro_feeds: list[dict[str, Any]], step: int) -> list[Record]:
    """Run optimizer step `step` (1-based) of `runner` on `micro_feeds` with recording on; return
    its records, tagged by the jobs' `Event`s: `micro<j>` for a job of micro-batch j (a
    forward+backward micro-step, or a plan's forward / backward job), `opt` for the optimizer."""
    it = runner.interp
    it.records = []
    it.recording = True
    hook = runner.on_event

    def tag(ev: Any) -> None:
        if ev.kind == "job_start":
            it.tag = "opt" if ev.micro_batch < 0 else f"micro{ev.micro_batch}"
        if hook is not None:
            hook(ev)

    runner.on_event = tag
    errs = np.seterr(all="ignore")  # nan/inf are reported by check-loss, not as warnings
    try:
        runner.step(micro_feeds, step)
    finally:
        np.seterr(**errs)
        it.recording = False
        runner.on_event = hook
    return it.records


@dataclass
class Divergence:
    op: Operation
    what: str
    max_d: float
    #: Why the comparison is not meaningful from here on: the random draws of the two sides differ.
    random: str | None = None

    def line(self, filename: str | None = None) -> str:
        where = f"line {self.op.line}" if self.op.line else "line ?"
        if filename:
            where += f" of {filename}"
        said = f"first divergence: {self.op.name} at {where} ({self.what}): max |d| {self.max_d:.3g}"
        return f"{said}; {self.random}" if self.random else said


def _random_key(op: Operation) -> tuple[str, str]:
    return op.name, str(op.attr("struct_name") or "")


def _random_cause(d: Divergence, rec_b: list[Record], rec_a: list[Record]) -> str | None:
    """Why `d` may be a difference of random draws (see the module docstring), or None: `d` at
    a random op, or AFTER running, before `d`, a random op BEFORE does not have."""
    how = (
        "the two sides draw different random numbers there, so the values from there on differ by their "
        "draws, not by arithmetic, and are not comparable"
    )
    if d.op.name in RANDOM_OPS and draws_fresh_randoms(d.op):
        return f"{d.op.name} is a random op: {how} (do both programs hold the same random ops in the same order?)"
    count: dict[tuple[str, str], int] = {}  # BEFORE's draws per step (it runs one micro-step)
    for r in rec_b:
        if r.op.name in RANDOM_OPS and r.tag.startswith("micro"):
            count[_random_key(r.op)] = count.get(_random_key(r.op), 0) + 1
    seen: dict[tuple[str, tuple[str, str]], int] = {}  # AFTER's, per micro-step
    for r in rec_a:
        if r.op is d.op:
            break
        if r.op.name not in RANDOM_OPS or not draws_fresh_randoms(r.op) or not r.tag.startswith("micro"):
            continue
        key = (r.tag, _random_key(r.op))
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > count.get(key[1], 0):  # a draw BEFORE's micro-step does not make
            where = f"line {r.op.line}" if r.op.line else "an op"
            return (
                f"it follows {r.op.name} at {where} of AFTER, a random op BEFORE does not have (a recompute clone "
                f"draws a fresh mask): {how}"
            )
    return None


def _maxd(a: Any, b: Any) -> float:
    a = np.asarray(a, dtype="float64")
    b = np.asarray(b, dtype="float64")
    if a.shape != b.shape:
        if a.size != b.size:
            return float("inf")
        a = a.reshape(b.shape)
    with np.errstate(invalid="ignore"):  # inf - inf
        return float(np.max(np.abs(a - b))) if a.size else 0.0


def _close(a: Any, b: Any, rtol: float, atol: float) -> bool:
    if a is None or b is None:
        return a is None and b is None
    a = np.asarray(a)
    b = np.asarray(b)
    if a.size != b.size:
        return False
    return bool(np.allclose(a.reshape(b.shape).astype("float64"), b.astype("float64"), rtol=rtol, atol=atol))


def _vname(v: Value | None) -> str:
    return (v.name or "?") if v is not None else "<<NULL VALUE>>"


def _optimizer_records(records: list[Record]) -> dict[str, Record]:
    out: dict[str, Record] = {}
    for r in records:
        if r.tag == "opt" and is_optimizer(r.op.name) and r.op.operands:
            p = param_name(r.op.operands[0])
            if p is not None and p not in out:
                out[p] = r
    return out


def _ratio(a: Any, g: Any) -> float | None:
    a = np.asarray(a, dtype="float64").ravel()
    g = np.asarray(g, dtype="float64").ravel()
    den = float(g @ g)
    return float(a @ g) / den if den > 0 and a.size == g.size else None


def locate(
    rec_b: list[Record],
    rec_a: list[Record],
    k: int,
    params: list[str],
    rtol: float = 1e-5,
    atol: float = 1e-6,
) -> Divergence | None:
    """The first diverging op of AFTER (see the module docstring), or None if none is found."""
    d = _locate_forward(rec_b, rec_a, k, rtol, atol)
    if d is None:
        d = _locate_update(rec_b, rec_a, k, params, rtol, atol)
    if d is not None:
        d.random = _random_cause(d, rec_b, rec_a)
    return d


def _locate_update(
    rec_b: list[Record], rec_a: list[Record], k: int, params: list[str], rtol: float, atol: float
) -> Divergence | None:
    """`locate` along each differing parameter's gradient to its optimizer op."""
    opt_b = _optimizer_records(rec_b)
    opt_a = _optimizer_records(rec_a)
    by_op_a: dict[int, Record] = {id(r.op): r for r in rec_a if r.tag == "opt"}
    by_op_b: dict[int, Record] = {id(r.op): r for r in rec_b if r.tag == "opt"}
    order = sorted((p for p in params if p in opt_a and p in opt_b), key=lambda p: rec_a.index(opt_a[p]))
    found = [_locate_param(p, opt_b[p], opt_a[p], rec_a, by_op_a, by_op_b, k, rtol, atol) for p in order]
    hits = [d for d in found if d is not None]
    # the op of AFTER that runs first is the first divergence
    pos = {id(r.op): i for i, r in enumerate(rec_a)}
    return min(hits, key=lambda d: pos.get(id(d.op), len(pos))) if hits else None


def _chain(v: Value | None, by_op: dict[int, Record]) -> tuple[list[Record], Value | None]:
    """The optimizer-phase ops `v` comes from through operand 0 (first op first) and the value
    the chain starts from (an accumulator, or a gradient of the backward)."""
    chain: list[Record] = []
    while v is not None and v.defining_op is not None and id(v.defining_op) in by_op:
        r = by_op[id(v.defining_op)]
        if not r.op.operands or not r.ins or isinstance(r.ins[0], list):
            break
        chain.append(r)
        v = r.op.operands[0]
    chain.reverse()
    return chain, v


def _times(out: Any, ref: Any) -> str:
    ratio = _ratio(out, ref)
    return f"{ratio:.4g} x " if ratio is not None else ""


def _locate_param(
    p: str,
    rb: Record,
    ra: Record,
    rec_a: list[Record],
    by_op_a: dict[int, Record],
    by_op_b: dict[int, Record],
    k: int,
    rtol: float,
    atol: float,
) -> Divergence | None:
    gi = OPTIMIZERS[ra.op.name].grad  # _optimizer_records keeps optimizer ops only
    # operands other than the gradient: learning rate, moments, master weights ...
    for j, (xa, xb) in enumerate(zip(ra.ins, rb.ins, strict=False)):
        if j == gi or xa is None or xb is None or isinstance(xa, list):
            continue
        if not _close(xa, xb, rtol, atol):
            return Divergence(
                ra.op, f"operand {j} {_vname(ra.op.operands[j])} of {p} differs from BEFORE's", _maxd(xa, xb)
            )
    g = np.asarray(rb.ins[gi], dtype="float64")
    ga = ra.ins[gi]
    if _close(ga, g, rtol, atol):
        outs = [(a, b) for a, b in zip(ra.outs, rb.outs, strict=False) if a is not None and b is not None]
        if all(_close(a, b, rtol, atol) for a, b in outs):
            return None
        what = f"same operands as BEFORE's update of {p}, different results"
        tiny = float(np.max(np.abs(g))) if g.size else 0.0
        if tiny <= 10 * atol:  # not the update's fault: it normalises a gradient that is rounding
            what += (
                f"; the gradient is at rounding level (max |g| {tiny:.2g}): an update that normalises it"
                " (Adam's m / sqrt(v)) turns rounding differences into steps"
            )
        return Divergence(ra.op, what, _maxd(ra.outs[0], rb.outs[0]))
    # BEFORE: its gradient operand comes from the raw gradient through optimizer-phase ops (clipping ...)
    chain_b, _ = _chain(rb.op.operands[gi], by_op_b)
    g_raw = np.asarray(chain_b[0].ins[0], dtype="float64") if chain_b else g
    # AFTER: the same from the accumulator
    chain_a, acc = _chain(ra.op.operands[gi], by_op_a)
    acc_value = chain_a[0].ins[0] if chain_a else ga
    kg = k * g_raw
    # the micro-batch gradients added into the accumulator: their sum must be k * BEFORE's
    adds = [
        r for r in rec_a if r.tag.startswith("micro") and r.op.operands and r.op.operands[0] is acc and len(r.ins) > 1
    ]
    if adds:
        micro_sum = sum(np.asarray(r.ins[1], dtype="float64") for r in adds)
        if not _close(micro_sum, kg, rtol, atol):
            src = adds[0].op.operands[1]
            op = src.defining_op if src is not None and src.defining_op is not None else adds[0].op
            return Divergence(
                op,
                f"{_vname(src)}: the mean of the {len(adds)} micro-batch gradients of {p} differs from BEFORE's gradient",
                _maxd(micro_sum / max(len(adds), 1), g_raw),
            )
        if not _close(acc_value, kg, rtol, atol):
            return Divergence(
                adds[-1].op,
                f"accumulator {_vname(acc)} of {p} is not the sum of the micro-batch gradients",
                _maxd(acc_value, micro_sum),
            )
    # walk AFTER's chain: each value must be one of BEFORE's (raw gradient, clipped ...) or, before
    # the averaging, k times one of them
    cands = [(g_raw, "BEFORE's gradient")] + [
        (np.asarray(r.outs[0], dtype="float64"), f"BEFORE's {r.op.name} at line {r.op.line}")
        for r in chain_b
        if r.outs and r.outs[0] is not None and not isinstance(r.outs[0], list)
    ]
    averaged = _close(acc_value, g_raw, rtol, atol)
    for r in chain_a:
        out = r.outs[0] if r.outs else None
        if out is None or isinstance(out, list):
            continue
        if any(_close(out, c, rtol, atol) for c, _ in cands):
            averaged = True
            continue
        if not averaged and any(_close(out, k * c, rtol, atol) for c, _ in cands):
            continue
        same = [(c, n) for (c, n), rb_ in zip(cands[1:], chain_b, strict=False) if rb_.op.name == r.op.name]
        ref, ref_name = same[0] if same else cands[-1]
        return Divergence(
            r.op,
            f"{_vname(r.op.results[0])}, from the gradient of {p}: {_times(out, ref)}{ref_name}",
            _maxd(out, ref),
        )
    why = f": {_times(ga, g)}BEFORE's gradient operand"
    ratio = _ratio(ga, g)
    if not averaged and ratio is not None and abs(ratio - k) < 1e-3 * k:
        why += " = the un-averaged accumulator (sum of k micro-batch gradients)"
    return Divergence(ra.op, f"gradient operand {_vname(ra.op.operands[gi])} of {p}{why}", _maxd(ga, g))


def _stages_of(recs: list[Record]) -> dict[Operation, int]:
    """`paddle.roles.op_stages` of the program the records' ops belong to."""
    if not recs:
        return {}
    top = recs[0].op
    while top.parent is not None and top.parent.region is not None and top.parent.region.parent is not None:
        top = top.parent.region.parent
    return op_stages(top.parent) if top.parent is not None else {}


def _backward_flags(recs: list[Record], stages: dict[Operation, int] | None = None) -> list[bool]:
    """Per record: is the op part of the backward? (`paddle.roles.op_stages` of its program.)"""
    stages = _stages_of(recs) if stages is None else stages
    return [stage_of_op(r.op, stages) == BACKWARD for r in recs]


def _merge_op(op: Operation) -> bool:
    """An op gradient merge adds (accumulating into a `GRAD_MERGE_SUFFIX` buffer)."""
    if op.attrs.value("grad_merge_add", False):
        return True
    return any(v is not None and v.kind == "kwarg" and GRAD_MERGE_SUFFIX in (v.name or "") for v in op.operands)


def _op_key(op: Operation) -> tuple[Any, ...]:
    """What matches an op of AFTER with one of BEFORE: its name, the parameter / data name it
    is (builtin.parameter, pd_op.data) or the ones it reads directly."""
    own = source_name(op)
    if own is not None:
        return (op.name, own)
    return (op.name, tuple(sorted({n for n in map(param_name, op.operands) if n is not None})))


def _combined(vals: list[Any], want: Any, k: int, backward: bool, state: bool, ends: bool = False) -> Any | None:
    """AFTER's k micro-step values of one value, as BEFORE's one value on k*b rows: batch-shaped
    ones concatenated (divided by k for a backward value: each micro-batch's mean loss weighs its
    rows k times more), per-micro-batch statistics stacked (BEFORE's batch norm takes them per
    micro-batch: `[k, C]`), others averaged (parameter gradients, the loss); `state`: the value
    as the step starts (a parameter or data op's own value); `ends`: state an op updates in
    place once per micro-step (a batch norm's running statistics), as the last micro-step leaves
    it. None when they do not correspond (or are not floats)."""
    if want is None or isinstance(want, list) or any(x is None or isinstance(x, list) for x in vals):
        return None
    want = np.asarray(want)
    vals = [np.asarray(x) for x in vals]
    if not np.issubdtype(want.dtype, np.floating):
        return None
    if state and vals[0].shape == want.shape:
        return vals[0]  # state as the step starts (forward ops may update it in place: BN statistics)
    if ends and vals[-1].shape == want.shape:
        return vals[-1]
    if want.shape == (k, *vals[0].shape) and k > 1:
        return np.stack([x.astype("float64") for x in vals])
    if vals[0].shape == want.shape:
        return np.mean([x.astype("float64") for x in vals], axis=0)
    if vals[0].ndim and want.ndim == vals[0].ndim and want.shape[0] == k * vals[0].shape[0]:
        got = np.concatenate([x.astype("float64") for x in vals], axis=0)
        return got / k if backward else got
    return None


def _locate_forward(rec_b: list[Record], rec_a: list[Record], k: int, rtol: float, atol: float) -> Divergence | None:
    """Match forward/backward ops by name and the parameters they read, in order, and compare
    AFTER's micro values with BEFORE's (`_combined`). The first divergence is the first op whose
    inputs agree and whose outputs differ: an op whose inputs already differ shows a difference
    made upstream (an op the rewrite added, state from an earlier step) and is reported only when
    no such op is found."""
    fb_b = [r for r in rec_b if r.tag == "micro0"]
    micro = [[r for r in rec_a if r.tag == f"micro{j}"] for j in range(k)]
    if not fb_b or not micro[0] or any(len(m) != len(micro[0]) for m in micro):
        return None
    stages = _stages_of(micro[0])
    bw = _backward_flags(micro[0], stages)
    keys_b = [_op_key(r.op) for r in fb_b]
    ib = 0
    consequence: Divergence | None = None
    for i, ra in enumerate(micro[0]):
        if _merge_op(ra.op):
            continue
        try:
            jb = keys_b.index(_op_key(ra.op), ib)
        except ValueError:
            continue  # an op the rewrite added
        ib = jb + 1
        rb = fb_b[jb]
        own = source_name(ra.op)
        updates = _state_updates(ra.op)
        for ri, want in enumerate(rb.outs):
            vals: list[Any] = [m[i].outs[ri] if ri < len(m[i].outs) else None for m in micro]
            got = _combined(vals, want, k, bw[i], own is not None, ri in updates)
            if got is None or _close(got, want, rtol, atol):
                continue
            what = f"result {ri} {_vname(ra.op.results[ri])} vs BEFORE's line {rb.op.line}"
            if own is not None and np.shape(vals[0]) == np.shape(want):
                what = f"{own!r} vs BEFORE's line {rb.op.line}: state carried over from an earlier step differs"
            d = Divergence(ra.op, what, _maxd(got, want))
            bad_in = _inputs_differ(ra.op, [m[i].ins for m in micro], rb.ins, k, stages, rtol, atol)
            if bad_in is None:
                return d
            if consequence is None:
                consequence = Divergence(ra.op, f"{what}; its input {bad_in} differs already", d.max_d)
            break
    return consequence


def _is_state(v: Value | None) -> bool:
    """A value the step starts from: a block kwarg, a parameter's or a data op's value."""
    return v is not None and (v.kind == "kwarg" or source_name(v.defining_op) is not None)


def _state_updates(op: Operation) -> set[int]:
    """The results of `op` that are in-place updates of state it reads (the kernel's in-place
    pairs: a batch norm's running mean and variance)."""
    spec = lookup(op.name)
    if spec is None:
        return set()
    return {ri for ri, oi in spec.inplace.items() if oi < len(op.operands) and _is_state(op.operands[oi])}


def _inputs_differ(
    op: Operation,
    ins_a: list[list[Any]],
    ins_b: list[Any],
    k: int,
    stages: dict[Operation, int],
    rtol: float,
    atol: float,
) -> str | None:
    """The first operand of `op` whose value differs between AFTER (k micro-steps) and BEFORE, or None."""
    for j, (v, want) in enumerate(zip(op.operands, ins_b, strict=False)):
        vals = [ins[j] if j < len(ins) else None for ins in ins_a]
        d = v.defining_op if v is not None else None
        backward = d is not None and stage_of_op(d, stages) == BACKWARD
        got = _combined(vals, want, k, backward, _is_state(v))
        if got is not None and not _close(got, want, rtol, atol):
            return f"{j} {_vname(v)}"
    return None
