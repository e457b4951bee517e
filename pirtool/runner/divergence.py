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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..ir import Operation, Value
from .interpreter import Interpreter
from .schedule import OPTIMIZER_OPS

GRAD_INDEX = {"pd_op.sgd_": 2}  # others (momentum_, adam_, adamw_, lamb_, ...): operand 1


def _copy(a: Any) -> Any:
    if a is None:
        return None
    if isinstance(a, list):
        return [_copy(x) for x in a]
    if hasattr(a, "shape"):
        return np.array(a.get() if hasattr(a, "get") and not isinstance(a, np.ndarray) else a, copy=True)
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


def record_step(runner: Any, feeds: dict[str, Any], k: int, b: int, step: int) -> list[Record]:
    """Run optimizer step `step` (1-based) of `runner` with recording on; return its records."""
    it = runner.interp
    it.records = []
    it.recording = True
    try:
        for j in range(k):
            lo = ((step - 1) * k + j) * b
            it.tag = f"micro{j}"
            runner.micro_step({n: a[lo : lo + b] for n, a in feeds.items()})
        it.tag = "opt"
        runner.optimize()
    finally:
        it.recording = False
    return it.records


@dataclass
class Divergence:
    op: Operation
    what: str
    max_d: float

    def line(self, filename: str | None = None) -> str:
        where = f"line {self.op.line}" if self.op.line else "line ?"
        if filename:
            where += f" of {filename}"
        return f"first divergence: {self.op.name} at {where} ({self.what}): max |d| {self.max_d:.3g}"


def _maxd(a: Any, b: Any) -> float:
    a = np.asarray(a, dtype="float64")
    b = np.asarray(b, dtype="float64")
    if a.shape != b.shape:
        if a.size != b.size:
            return float("inf")
        a = a.reshape(b.shape)
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


def _param_of(v: Value | None) -> str | None:
    """The parameter (or persistable data op) name a value reads, through no ops."""
    op = v.defining_op if v is not None else None
    if op is None:
        return None
    if op.name == "builtin.parameter":
        return str(op.attrs.value("parameter_name"))
    if op.name == "pd_op.data":
        return str(op.attrs.value("name"))
    return None


def _optimizer_records(records: list[Record]) -> dict[str, Record]:
    out: dict[str, Record] = {}
    for r in records:
        if r.tag == "opt" and r.op.name in OPTIMIZER_OPS and r.op.operands:
            p = _param_of(r.op.operands[0])
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
    opt_b = _optimizer_records(rec_b)
    opt_a = _optimizer_records(rec_a)
    by_op_a: dict[int, Record] = {id(r.op): r for r in rec_a if r.tag == "opt"}
    order = sorted((p for p in params if p in opt_a and p in opt_b), key=lambda p: rec_a.index(opt_a[p]))
    for p in order:
        d = _locate_param(p, opt_b[p], opt_a[p], rec_a, by_op_a, k, rtol, atol)
        if d is not None:
            return d
    return _locate_forward(rec_b, rec_a, k, rtol, atol)


def _locate_param(
    p: str,
    rb: Record,
    ra: Record,
    rec_a: list[Record],
    by_op_a: dict[int, Record],
    k: int,
    rtol: float,
    atol: float,
) -> Divergence | None:
    gi = GRAD_INDEX.get(ra.op.name, 1)
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
        if all(
            _close(a, b, rtol, atol) for a, b in zip(ra.outs, rb.outs, strict=False) if a is not None and b is not None
        ):
            return None
        return Divergence(
            ra.op, f"same operands as BEFORE's update of {p}, different results", _maxd(ra.outs[0], rb.outs[0])
        )
    # walk the gradient operand back through the optimizer-phase ops to the accumulator
    chain: list[Record] = []
    v = ra.op.operands[gi]
    while v is not None and v.defining_op is not None and id(v.defining_op) in by_op_a:
        r = by_op_a[id(v.defining_op)]
        chain.append(r)
        v = r.op.operands[0] if r.op.operands else None
    chain.reverse()  # accumulator side first
    acc_value = chain[0].ins[0] if chain else ga
    acc = v
    kg = k * g
    # the micro-batch gradients added into the accumulator
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
                _maxd(micro_sum / max(len(adds), 1), g),
            )
        if not _close(acc_value, kg, rtol, atol):
            return Divergence(
                adds[-1].op,
                f"accumulator {_vname(acc)} of {p} is not the sum of the micro-batch gradients",
                _maxd(acc_value, micro_sum),
            )
    averaged = _close(acc_value, g, rtol, atol)
    for r in chain:
        out = r.outs[0] if r.outs else None
        if out is None:
            continue
        if _close(out, g, rtol, atol):
            averaged = True
        elif averaged or not _close(out, kg, rtol, atol):
            ratio = _ratio(out, g)
            extra = f", {ratio:.4g} x BEFORE's gradient" if ratio is not None else ""
            return Divergence(r.op, f"{_vname(r.op.results[0])}, the gradient of {p}{extra}", _maxd(out, g))
    ratio = _ratio(ga, g)
    why = f", {ratio:.4g} x BEFORE's gradient" if ratio is not None else ""
    if ratio is not None and abs(ratio - k) < 1e-3 * k:
        why += " = the un-averaged accumulator (sum of k micro-batch gradients)"
    return Divergence(ra.op, f"gradient operand {_vname(ra.op.operands[gi])} of {p}{why}", _maxd(ga, g))


def _locate_forward(rec_b: list[Record], rec_a: list[Record], k: int, rtol: float, atol: float) -> Divergence | None:
    """Match forward/backward ops by name in order; compare AFTER's micro values (concatenated
    along the batch axis, or averaged when parameter-shaped) with BEFORE's."""
    fb_b = [r for r in rec_b if r.tag == "micro0"]
    micro = [[r for r in rec_a if r.tag == f"micro{j}"] for j in range(k)]
    if not fb_b or not micro[0] or any(len(m) != len(micro[0]) for m in micro):
        return None
    names_b = [r.op.name for r in fb_b]
    ib = 0
    for i, ra in enumerate(micro[0]):
        try:
            jb = names_b.index(ra.op.name, ib)
        except ValueError:
            continue  # an op the rewrite added
        ib = jb + 1
        rb = fb_b[jb]
        for ri, want in enumerate(rb.outs):
            vals = [m[i].outs[ri] if ri < len(m[i].outs) else None for m in micro]
            if want is None or any(x is None or isinstance(x, list) for x in vals) or isinstance(want, list):
                continue
            want = np.asarray(want)
            vals = [np.asarray(x) for x in vals]
            if vals[0].shape == want.shape:
                got = np.mean([x.astype("float64") for x in vals], axis=0)
            elif vals[0].ndim and want.ndim == vals[0].ndim and want.shape[0] == k * vals[0].shape[0]:
                got = np.concatenate(vals, axis=0)
            else:
                continue
            if not _close(got, want, rtol, atol):
                return Divergence(ra.op, f"result {ri} {_vname(ra.op.results[ri])}", _maxd(got, want))
    return None
