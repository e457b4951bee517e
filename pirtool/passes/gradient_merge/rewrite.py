"""gradient-merge, steps 1 to 3: the rewrite of the program (`Rewrite`, one per application).

  Step 1   per (param, grad) pair: accumulator kwarg, startup init, `add_`, moving consumers
           to the optimize stage, rewiring optimizer reads, zeroing after the update
  Step 2   gradient_sync_after_accumulate=false: the data-parallel reduce moves to the backward
  Step 3   avg: `full(1/k)` + `scale_` on each optimizer's gradient operand (or, with
           scale_before_clip, on the accumulator after its sync)

May import: pirtool.ir, pirtool.attrs, pirtool.errors, pirtool.types, pirtool.paddle, and
`.analysis`, `.ops`, `.compat`. The pass class (`__init__`) imports this module and hands it
its options (`Options`: what the rewrite reads of them), so this module imports nothing above it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Protocol

from ...attrs import Attr, AttrDict
from ...ir import Block, Operation, Value
from ...paddle import collectives as comm
from ...paddle.dist import local_shape
from ...paddle.kwarg_order import unordered_map_order
from ...paddle.names import GRAD_MERGE_SUFFIX as MERGE_SUFFIX
from ...paddle.names import RENAME_SUFFIX, is_renamed, kwarg_keyword
from ...paddle.optimizers import OPTIMIZER_OPERANDS
from ...paddle.roles import BACKWARD, OPTIMIZE
from ...types import DTYPES, Type, tensor_type
from ..base import PassContext
from .analysis import GMText, GradSlot, ParamGrad, elements, params_and_optimizers, stop_gradient
from .compat import average_like_paddle, report_average_deviations
from .ops import _CPU, _TRUE, OpFactory, _bools


class Options(Protocol):
    """The options of the gradient-merge pass the rewrite reads (the pass class has them all)."""

    k: int
    avg: bool
    gradient_sync_after_accumulate: bool
    paddle_compat: bool
    scale_before_clip: bool


# Ops on an accumulator's way to its optimizer (or the optimizer itself): not "sum readers".
_NOT_SUM_READERS = frozenset(
    {"pd_op.cast", "pd_op.scale_", "pd_op.set_value_with_tensor_", "builtin.combine", *OPTIMIZER_OPERANDS}
)


@dataclass(slots=True)
class _Accumulator:
    pair: ParamGrad
    value: Value  # the kwarg
    type: Type
    add: Operation


@dataclass
class Rewrite:
    """One application of the pass: steps 1 to 3 over `ctx` (step 0 is `.analysis`)."""

    opts: Options
    ctx: PassContext
    accs: list[_Accumulator] = field(default_factory=list)
    optimizers: list[Operation] = field(default_factory=list)  # in block order

    def __post_init__(self) -> None:
        self.main = self.ctx.main
        self.block: Block = self.main.body
        self.b = OpFactory(self.main)
        # The accumulators' attributes, alike for all: spelt once (AttrDict.copy shares it).
        self.acc_attrs = AttrDict(None, self.main.era, {"place": _CPU, "persistable": _TRUE})
        self.acc_attrs.text()

    def run(self) -> None:
        for key in self.block.kwargs:
            if key.endswith(MERGE_SUFFIX):
                reason = f"the program already has an accumulator %kwarg_{key}: was gradient merge applied twice?"
                users = self.block.kwargs[key].users
                raise users[0].error(reason, f"%kwarg_{key}") if users else self.main.error(reason)
        pairs, self.optimizers = params_and_optimizers(self.block)
        for p in pairs:  # (before anything is rewritten)
            where = p.param.defining_op or p.optimizer
            kwarg_keyword(p.param_name + MERGE_SUFFIX, where, f"the accumulator of {p.param_name!r}", "parameter_name")
        if self.ctx.startup is not None:
            keys = {p.param_name + MERGE_SUFFIX for p in pairs}
            for op in self.ctx.startup.walk():
                if op.name == "builtin.shadow_output" and op.attr("output_name") in keys:
                    raise op.error(
                        f"the startup program already initialises {op.attr('output_name')}: was gradient merge applied twice?",
                        "output_name",
                    )
        kw_before = list(self.block.kwargs)
        if not self.opts.gradient_sync_after_accumulate:
            self.sync_every_micro_step(pairs)  # Step 2, done first: see its docstring
        for p in pairs:
            self.accumulate(p)  # Step 1
        self.order_kwargs(kw_before)
        if self.opts.avg:
            self.average()  # Step 3

    # -- Step 1 ---------------------------------------------------------------------------------------
    def accumulate(self, pair: ParamGrad) -> None:
        for sync in pair.moved_syncs:  # ZeRO stage 3: the shard sync reads the accumulator, once per k steps
            sync.set_attr("op_role", Attr.int32(OPTIMIZE))
        grad = pair.grad
        key = pair.param_name + MERGE_SUFFIX
        acc_type = grad.type
        users = grad.users  # (the ops added below read the grad too, but neither moves nor is rewired)
        for u in users:  # 1.3: accumulate a master grad in its (f32) dtype
            if u.name == "pd_op.cast" and "master_grad_cast" in u.attrs and u.results:
                acc_type = u.results[0].type
        if self.ctx.startup is not None:
            self.init_in_startup(key, grad, acc_type)  # 1.4
        acc = self.block.add_kwarg(key, acc_type, self.acc_attrs)  # 1.5
        add = self.insert_add(acc, grad)  # 1.6
        self.accs.append(_Accumulator(pair, acc, acc_type, add))
        for user in users:  # 1.7
            _move_used_grad_op(user, grad)
        opt_users = [u for u in users if u.op_role == OPTIMIZE]  # 1.8
        grad.replace_all_uses_with(acc, only=opt_users)
        self.append_zeroing(acc)  # 1.9

    def init_in_startup(self, key: str, grad: Value, acc_type: Type) -> None:
        startup = self.ctx.startup
        assert startup is not None
        shape = local_shape(grad.type)
        dtype = acc_type.dtype or "f32"
        like = startup.body.last
        full = Operation.create(
            "pd_op.full",
            [],
            [tensor_type(shape, dtype, startup.tensor_prefix())],
            {
                "dtype": Attr.dtype(DTYPES[dtype]),
                "persistable": _bools(True),
                "place": Attr.place("undefined:0"),
                "shape": Attr.int_array(list(shape)),
                "stop_gradient": _bools(True),
                "value": Attr.double(0.0),
            },
            era=startup.era,
            syntax=startup.new_syntax(like=like),
        )
        startup.body.append(full)
        out = Operation.create(
            "builtin.shadow_output",
            [full.result],
            [],
            {"output_name": Attr.str(key)},
            era=startup.era,
            syntax=startup.new_syntax(like=like),
        )
        startup.body.append(out)

    def insert_add(self, acc: Value, grad: Value) -> Operation:
        """`add_(acc, grad)` right after the grad's producer; a cast first if the dtypes differ."""
        producer = grad.defining_op
        assert producer is not None and producer.parent is not None
        blk = producer.parent
        anchor = producer
        addend = grad
        if acc.type.dtype != grad.type.dtype:
            # Paddle's add_ promotes the bf16 grad to the f32 accumulator with a cast that has
            # no op_role (so the plan splitter puts it in the backward, with the add_).
            cast = self.b.cast(grad, acc.type.dtype or "f32", producer, stop_gradient(grad))
            blk.insert_after(anchor, cast)
            anchor = cast
            addend = cast.result
        role = producer.attrs.get("op_role")
        pda = producer.attrs.get("op_dist_attr")  # copied verbatim (Paddle: create_op_dist_attribute(...))
        add = self.b.add_(
            acc,
            addend,
            producer,
            stop_gradient(acc) and stop_gradient(addend),
            None if role is None else int(role.value),
            None if pda is None else pda.raw or pda.text(self.main.era),
        )
        blk.insert_after(anchor, add)
        return add

    def append_zeroing(self, acc: Value) -> None:
        blk = self.block
        for op in self.b.zeroing(acc, blk.last):
            blk.append(op)

    def order_kwargs(self, before: list[str]) -> None:
        """Print kwargs where Paddle would: in the order of its std::unordered_map."""
        order = unordered_map_order(before + [a.value.keyword or "" for a in self.accs])
        kw = self.block.kwargs
        self.block.kwargs = {k: kw[k] for k in order if k in kw}

    # -- Step 2 ---------------------------------------------------------------------------------------
    def sync_every_micro_step(self, pairs: list[ParamGrad]) -> None:
        """gradient_sync_after_accumulate=False: the data-parallel reduce of each gradient moves
        back into the backward stage, right after the gradient's producer, so every micro-step's
        gradient is synchronised and the accumulator sums synchronised gradients.

        Paddle 3.3.1 only has a stub here (and calls it with the wrong arity). pirtool moves the
        reduce before accumulating: the outcome is the same as moving it afterwards, and the
        accumulator gets the reduced tensor's type.
        """
        self.ctx.warn(
            "gradient-merge: gradient_sync_after_accumulate=false syncs gradients every micro-step; "
            "Paddle 3.3.1 cannot do this (its _pir_move_reduce_to_backward_stage is a stub called with the wrong arity)"
        )
        moved = 0
        for pair in pairs:
            grad = pair.grad
            syncs = [u for u in grad.users if comm.is_dp_grad_sync(u, grad)]
            if not syncs:
                continue
            if is_renamed(grad):
                self.ctx.warn(
                    f"gradient-merge: the reduce of {pair.param_name}'s gradient is left in place (renamed gradient, {RENAME_SUFFIX})"
                )
                continue
            sync = syncs[0]
            producer = grad.defining_op
            assert producer is not None and producer.parent is not None
            others = [u for u in grad.users if u is not sync and u.op_role == OPTIMIZE]
            assert sync.parent is not None
            sync.parent.remove(sync)
            producer.parent.insert_after(producer, sync)
            sync.set_attr("op_role", Attr.int32(BACKWARD))
            synced = sync.results[0]
            grad.replace_all_uses_with(synced, only=others)
            pair.grad = synced
            moved += 1
        if moved == 0:
            self.ctx.warn("gradient-merge: gradient_sync_after_accumulate=false: no data-parallel reduce op to move")

    # -- Step 3 ---------------------------------------------------------------------------------------
    def average(self) -> None:
        if self.opts.paddle_compat:
            average_like_paddle(self.block, self.opts.k, self.accs, self.scale_slot, self.scale_ops, self.ctx.warn)
            return
        k = self.opts.k
        if self.opts.scale_before_clip:
            for acc in self.accs:
                self.scale_accumulator(acc, 1.0 / k)
            return
        readers = self.sum_readers()
        slots = list(self.optimizer_slots())
        for slot in slots:
            self.scale_slot(slot, 1.0 / k)
        report_average_deviations(self.block, slots, self.opts.k, self.ctx.warn)
        if readers:
            self.ctx.warn(
                GMText(
                    "gradient-merge: {op}{where} and {n} other op(s) read the accumulated sum before it is averaged "
                    "(gradient clipping?): the update is clip(sum)/{k}, as Paddle 3.3.1 does for adam/sgd; "
                    "{scale_before_clip_opt} averages first",
                    op=readers[0].name,
                    where=f" (line {readers[0].line})" if readers[0].line else "",
                    n=len(readers) - 1,
                    k=k,
                )
            )

    def sum_readers(self) -> list[Operation]:
        """Optimize-stage ops, other than the optimizer's own path, that read an accumulator
        (or its data-parallel sync, or a value on that path) before the optimizer's scale:
        typically global-norm clipping."""
        out: list[Operation] = []
        seen = {id(op) for acc in self.accs for op in acc.pair.path}  # the optimizer's own way to the sum

        def readers(v: Value, syncs: list[Value] | None) -> None:
            for u in v.users:
                if u.name in _NOT_SUM_READERS or id(u) in seen:
                    continue
                if comm.is_dp_grad_sync(u, v):
                    if syncs is not None and u.results:
                        syncs.append(u.results[0])
                elif u.op_role == OPTIMIZE:
                    seen.add(id(u))
                    out.append(u)

        for acc in self.accs:
            synced: list[Value] = []
            readers(acc.value, synced)
            for v in synced:
                readers(v, None)
            for op in acc.pair.path:  # values on the way (a reshard's gather, a sync...) hold the sum too
                for r in op.results:
                    readers(r, None)
        return out

    def scale_accumulator(self, acc: _Accumulator, factor: float) -> None:
        """scale_before_clip: average the accumulator where the optimize stage first reads it
        (after its data-parallel sync, if any), so clipping and the optimizer see the mean."""
        a = acc.value
        readers = [u for u in a.users if u.op_role == OPTIMIZE and u.name != "pd_op.set_value_with_tensor_"]
        if not readers:
            return
        sync = next((u for u in readers if comm.is_dp_grad_sync(u, a) and u.results), None)
        blk = self.block
        if sync is not None and sync.parent is blk:
            target = sync.results[0]
            full, scale = self.scale_ops(target, factor, sync)
            blk.insert_after(sync, full)
        else:
            target = a
            pos = {id(op): i for i, op in enumerate(blk)}
            first = min((u for u in readers if id(u) in pos), key=lambda u: pos[id(u)], default=None)
            if first is None:
                return
            full, scale = self.scale_ops(target, factor, first)
            blk.insert_before(first, full)
        blk.insert_after(full, scale)
        users = [
            u
            for u in target.users
            if u is not scale and u.op_role == OPTIMIZE and u.name != "pd_op.set_value_with_tensor_"
        ]
        target.replace_all_uses_with(scale.result, only=users)

    def optimizer_slots(self) -> Iterator[GradSlot]:
        """The gradient operand(s) of every optimizer op, in block order."""
        for op in self.optimizers:  # (the pass neither adds, removes nor moves any)
            for slot in elements(op, OPTIMIZER_OPERANDS[op.name][1]):
                if slot.value is not None:
                    yield slot

    def scale_slot(self, slot: GradSlot, factor: float) -> Operation:
        """`full(factor)` + `scale_(target, full)` after the target's producer (or right before
        the reader if the target is the kwarg); the reader then reads the scaled value."""
        target = slot.value
        assert target is not None
        reader = slot.op
        anchor = target.defining_op
        if anchor is None or anchor.parent is not reader.parent:
            anchor = reader.prev
        full, scale = self.scale_ops(target, factor, anchor or reader)
        blk = reader.parent
        assert blk is not None
        if anchor is None:
            blk.insert_before(reader, full)
        else:
            blk.insert_after(anchor, full)
        blk.insert_after(full, scale)
        reader.set_operand(slot.index, scale.result)
        return scale

    def scale_ops(self, target: Value, factor: float, like: Operation) -> tuple[Operation, Operation]:
        return self.b.scaling(target, factor, like)


def _move_used_grad_op(used_op: Operation, grad: Value) -> None:
    """Paddle's `_move_used_grad_op`: a consumer chain of the grad made of single-operand ops
    (and slices of it) that only leads to the optimizer moves to the optimize stage.

    Paddle walks the chain depth first and gives up at the first op that is neither (or a
    send); since nothing moves then, the order of the walk does not matter."""
    if len(used_op.operands) != 1 and used_op.name != "pd_op.slice":
        return  # (the add_ of the accumulator, the optimizer, ...): nothing moves
    chain: dict[int, Operation] = {}
    todo = [used_op]
    while todo:
        op = todo.pop()
        if id(op) in chain:
            continue
        if op.name in ("pd_op.send_v2", "pd_op.send"):
            return
        if len(op.operands) == 1:
            chain[id(op)] = op
        elif op.name == "pd_op.slice":
            chain[id(op)] = op
            for v in op.operands:
                if v is not grad and v is not None and v.defining_op is not None:
                    chain.setdefault(id(v.defining_op), v.defining_op)
        else:
            return
        for r in op.results:
            todo.extend(nxt for nxt in r.users if nxt.op_role != OPTIMIZE)
    for op in chain.values():
        if op.op_role != OPTIMIZE:
            op.set_attr("op_role", Attr.int32(OPTIMIZE))
