"""lint: the gradient-merge rules (PIR001 averaging lost, PIR002 clipping reads the sum, PIR003
low-precision accumulators, PIR004 zeroing, PIR006 full-size accumulators under ZeRO).

Each rule reads a merged program (accumulators present) and, when the options plan a
`gradient-merge` pass, the program before the merge: then it reports what Paddle 3.3.1's
`auto_parallel_gradient_merge_pass` would do to it (docs: ../shared/docs/gradient-merge.md).

May import the model, `pirtool.paddle` and `.facts`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...ir import Operation, Value
from ...paddle.collectives import REDUCE_SCATTER_OPS, is_grad_sync_op
from ...paddle.optimizers import GRAD_CLIP_OPS, OPTIMIZERS, paddle_scale_operand
from ...paddle.roles import BACKWARD, OPTIMIZE
from ...types import DTYPE_BYTES, Type
from .facts import WARNING, ZEROING_OPS, Finding, LintOptions, ProgramFacts, rule

#: Element types too narrow to sum k gradients in (Paddle #52647, #68472: accumulate in f32).
LOW_PRECISION = frozenset(("bf16", "f16", "f8e4m3fn", "f8e5m2"))


def _planned_gm(o: LintOptions) -> Any | None:
    return o.planned("gradient-merge")


def _optimizer_grads(f: ProgramFacts) -> Iterator[tuple[Operation, Value | None]]:
    for op in f.ops:
        spec = OPTIMIZERS.get(op.name)
        if spec is not None and spec.grad < len(op.operands):
            yield op, op.operands[spec.grad]


def _from_backward(f: ProgramFacts, v: Value | None) -> bool:
    """A gradient: made in the backward stage, or a gradient sync of one."""
    d = v.defining_op if v is not None else None
    if d is None or d not in f.stages:
        return False
    if f.stages[d] == BACKWARD:
        return True
    return is_grad_sync_op(d) and bool(d.operands) and _from_backward(f, d.operands[0])


@rule(
    "PIR001",
    "average-lost",
    WARNING,
    "the optimizer updates with the un-averaged sum of k gradients",
    """Paddle 3.3.1's gradient merge with avg=true averages by op name, not by what the optimizer
      reads: it scales operand 1 of ops whose name contains "adam" and operand 2 of those containing
      "sgd". Any other optimizer (momentum_, lamb_, adagrad_, rmsprop_, ...) gets no scale before its
      update when an adam/sgd op is present, and otherwise one `scale_` per accumulator appended after
      the accumulators were used and zeroed: the update uses the sum of k micro-batch gradients, k times
      the intended step (samples/gm/mlp_momentum_k2_avg). The rule follows each accumulator's sum to the
      gradient operand the optimizer table names, so a fused or renamed op is judged by what it reads.
      pirtool's gradient-merge averages every optimizer it knows (paddle_compat=true reproduces Paddle).""",
)
def average_lost(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    if f.accumulators:
        for op, g in _optimizer_grads(f):
            acc = f.sum_read(g)
            if acc is None:
                continue
            scales = [s for a, ss in f.averaging.items() for s in ss if a is acc]
            if not scales:
                continue  # avg=false: the sum is what was asked for
            late = [s for s in scales if f.index.get(s, -1) > f.index[op]]
            how = f" (its scale_ runs after the update, at {f.where(late[0])})" if late else ""
            yield f.finding(
                "PIR001",
                WARNING,
                f"{op.name} updates with the un-averaged sum in {f.accumulators[acc]}{how}; "
                "Paddle 3.3.1's gradient merge averages only adam/sgd-named optimizers",
                op,
            )
    gm = _planned_gm(o)
    if gm is None or not getattr(gm, "avg", True) or f.accumulators:
        return
    by_name = any(paddle_scale_operand(op.name) is not None for op in f.ops)
    for op, _ in _optimizer_grads(f):
        idx = paddle_scale_operand(op.name)
        grad = OPTIMIZERS[op.name].grad
        if idx == grad:
            continue
        if idx is not None:
            why = f"it scales operand {idx} of {op.name} (chosen by name), but the gradient is operand {grad}"
        elif by_name:
            why = f"it leaves {op.name} unscaled (it averages only adam/sgd-named ops when one is present)"
        else:
            why = f"it appends the scale_ ops for {op.name} after the accumulators are zeroed"
        yield f.finding(
            "PIR001",
            WARNING,
            f"gradient merge with avg in Paddle 3.3.1 loses the average: {why}; "
            "pirtool's gradient-merge averages it unless paddle_compat=true",
            op,
        )


@rule(
    "PIR002",
    "clip-reads-sum",
    WARNING,
    "gradient clipping reads the un-averaged accumulator",
    """Gradient merge moves the optimize-stage consumers of a gradient, global-norm clipping among them,
      to read the accumulator, and Paddle 3.3.1 inserts its 1/k `scale_` right before the optimizer
      operand, after the clip's multiply. The global norm is then taken on the sum of k gradients, so the
      clip fires k times too early and the update is clip(sum)/k instead of clip(mean)
      (samples/gm/mlp_clip_sgd_k3_avg differs from the plain run by up to 2.4e-3). pirtool keeps Paddle's
      order by default and averages before the clip with scale_before_clip=true.""",
)
def clip_reads_sum(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    if f.accumulators:
        for op in f.ops:
            if op.name not in GRAD_CLIP_OPS:
                continue
            acc = next((f.sums[v] for v in op.operands if v is not None and v in f.sums), None)
            if acc is not None and f.averaging.get(acc):
                yield f.finding(
                    "PIR002",
                    WARNING,
                    f"{op.name} reads the un-averaged sum in {f.accumulators[acc]}; "
                    "the 1/k scale comes after the clip, so the update is clip(sum)/k, not clip(mean)",
                    op,
                )
        return
    gm = _planned_gm(o)
    if gm is None or not getattr(gm, "avg", True) or getattr(gm, "scale_before_clip", False):
        return
    for op in f.ops:
        if op.name in GRAD_CLIP_OPS and f.stages.get(op) == OPTIMIZE and any(_from_backward(f, v) for v in op.operands):
            yield f.finding(
                "PIR002",
                WARNING,
                f"after gradient merge {op.name} will read the un-averaged accumulator "
                "(Paddle 3.3.1 scales by 1/k after the clip); pirtool's gradient-merge{scale_before_clip=true} "
                "averages first",
                op,
            )


@rule(
    "PIR003",
    "low-precision-accumulator",
    WARNING,
    "a @GRAD@MERGE accumulator of a 16-bit or 8-bit float type",
    """Summing k gradients in bfloat16 or float16 loses the small contributions (8 or 11 bits of
      mantissa) and can overflow; Paddle fixed its own AMP path to accumulate in float32 (PR #68472,
      #52647). Paddle 3.3.1 takes the accumulator's dtype from the gradient unless a user of the gradient
      is a master-grad cast (`master_grad_cast`), so a low-precision model without master grads gets
      low-precision accumulators.""",
)
def low_precision(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    for acc, key in f.accumulators.items():
        if acc.type.dtype in LOW_PRECISION:
            yield f.finding(
                "PIR003",
                WARNING,
                f"accumulator {key} is {acc.type.dtype}: k gradients are summed in low precision",
                f.first_use(acc),
            )
    if _planned_gm(o) is None or f.accumulators:
        return
    for op, g in _optimizer_grads(f):
        if g is None or g.type.dtype not in LOW_PRECISION:
            continue
        if any(u.attr("master_grad_cast") for u in g.users):
            continue
        yield f.finding(
            "PIR003",
            WARNING,
            f"the gradient {op.name} reads is {g.type.dtype} and has no master-grad "
            f"cast: gradient merge will accumulate it in {g.type.dtype}",
            op,
        )


def zeroes(f: ProgramFacts, op: Operation, acc: Value) -> bool:
    """Whether `op` clears the whole accumulator `acc` (set_value(_with_tensor_) of zeros)."""
    if op.name not in ZEROING_OPS or not op.operands or op.operands[0] is not acc:
        return False
    if op.attr("axes") not in (None, []):
        return False  # a slice, not the whole accumulator
    if op.name == "pd_op.set_value_with_tensor_" and len(op.operands) > 1:
        d = op.operands[1].defining_op if op.operands[1] is not None else None
        return d is not None and d.name == "pd_op.full" and d.attr("value") in (0, 0.0)
    vals = op.attr("values")
    return isinstance(vals, list) and all(v in (0, 0.0) for v in vals)


@rule(
    "PIR004",
    "accumulator-zeroing",
    WARNING,
    "an accumulator is never zeroed, or zeroed more than once",
    """Gradient merge keeps the running sum in a persistable accumulator and must clear it once per
      optimizer step, after the update (Paddle appends `set_value_with_tensor_(acc, full(0))` at the end
      of the block). An accumulator that is added to but never zeroed keeps summing across steps, so
      every update uses all gradients since the start (expected only in a job program of the backward
      alone, where the optimize job does the zeroing); one zeroed twice usually means the pass ran twice
      or an edit duplicated its tail.""",
)
def zeroing(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    for acc, key in f.accumulators.items():
        users = [u for u, _ in acc.uses]
        if not any(u.name == "pd_op.add_" and u.operands and u.operands[0] is acc for u in users):
            continue
        zeros = [u for u in dict.fromkeys(users) if zeroes(f, u, acc)]
        if not zeros and key not in o.zeroed_elsewhere:
            yield f.finding(
                "PIR004",
                WARNING,
                f"accumulator {key} is added to but never zeroed: its sum grows across optimizer steps",
                f.first_use(acc),
            )
        elif len(zeros) > 1:
            lines = ", ".join(f.where(z) for z in zeros)
            yield f.finding("PIR004", WARNING, f"accumulator {key} is zeroed {len(zeros)} times ({lines})", zeros[1])


def _bytes(t: Type) -> int | None:
    n = t.numel
    size = DTYPE_BYTES.get(t.dtype or "")
    return None if n is None or size is None else n * size


def _nranks(op: Operation) -> int | None:
    n = op.attr("nranks")
    return n if isinstance(n, int) and n > 0 else None


def _mib(b: int) -> str:
    return f"{b} bytes" if b < 1 << 20 else f"{b} bytes ({b / (1 << 20):.1f} MiB)"


@rule(
    "PIR006",
    "full-size-accumulator",
    WARNING,
    "under ZeRO stage 2/3 the accumulator holds the unsharded gradient",
    """Under ZeRO stage 2 or 3 each rank should keep only its shard of a gradient. Paddle 3.3.1's gradient
      merge accumulates the gradient before the `reduce_scatter` that shards it (it moves the
      reduce_scatter to the optimize stage, where it reads the accumulator once per k micro-batches), so
      every rank keeps a full-size accumulator per parameter: the memory ZeRO was meant to save. The
      finding gives the accumulator's bytes and the shard's. (Checked on the documented structure; no
      ZeRO program was produced with Paddle on CPU.)""",
)
def full_size(f: ProgramFacts, o: LintOptions) -> Iterator[Finding]:
    if f.accumulators:
        for op in f.ops:
            if op.name.rstrip("_") not in REDUCE_SCATTER_OPS or not op.operands:
                continue
            acc = f.sums.get(op.operands[0]) if op.operands[0] is not None else None
            if acc is None:
                continue
            b, n = _bytes(acc.type), _nranks(op)
            size = f" of {_mib(b)}" if b is not None else ""
            shard = f" (a shard would be {_mib(b // n)})" if b is not None and n else ""
            yield f.finding(
                "PIR006",
                WARNING,
                f"{f.accumulators[acc]} is a full-size accumulator{size} read by {op.name}{shard}",
                op,
            )
        return
    if _planned_gm(o) is None:
        return
    for op in f.ops:
        if op.name.rstrip("_") in REDUCE_SCATTER_OPS and op.operands and _from_backward(f, op.operands[0]):
            g = op.operands[0]
            assert g is not None
            b, n = _bytes(g.type), _nranks(op)
            size = f" of {_mib(b)}" if b is not None else ""
            shard = f" instead of its shard ({_mib(b // n)})" if b is not None and n else ""
            yield f.finding(
                "PIR006",
                WARNING,
                f"gradient merge will accumulate the unsharded gradient {op.name} reads: "
                f"a full-size accumulator{size}{shard} on every rank",
                op,
            )
