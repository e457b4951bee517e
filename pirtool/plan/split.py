"""Paddle's split of a dense program into job programs: forward / backward / optimize.

`_split_program_into_forward_backward_optimize` (paddle/distributed/passes/pass_utils.py) clones
the dense program once per job type and, walking the ops from the last to the first, keeps in
each clone only the ops of its stage. A value made in one job and read in a later one is handed
over by name: the producing job gets `builtin.shadow_output {output_name:"var_<i>_<op>_<r>"}`
right after the producer (parameters and data ops hand over under their own names, a value
already stored by a `shadow_output` under that name), and the reading job reads a new block
kwarg of that name, with `{place, persistable}` attributes. Paddle keeps kwargs in a
`std::unordered_map`; cloning a program re-inserts them (and each kwarg's attribute map), so the
order they print in is replayed with `paddle.kwarg_order`.

Role-less ops get the stage of the next op that has one; Paddle's `forward_complete_op_role`
gives them roles from their neighbours and asserts on a role-less op at the start or end of the
block: that is a located error here.

May import the model, `paddle`, `text` and `passes`.
"""

from __future__ import annotations

from ..attrs import Attr, AttrDict
from ..errors import PirError
from ..ir import Block, Operation, Program, Value
from ..paddle.kwarg_order import unordered_map_order
from ..paddle.names import value_name
from ..paddle.roles import BACKWARD, FORWARD, NO_ROLE, OPTIMIZE
from ..text.parser import parse
from ..text.printer import print_program

#: Job types of the gradient-merge split, in program order (the pipeline schedules call the last
#: one `optimizer`).
GM_JOB_TYPES = ("forward", "backward", "optimize")


def _clone(prog: Program) -> tuple[Program, list[str]]:
    """A copy of `prog` as Paddle's `Program.clone()` leaves it: kwargs and their attribute maps
    re-inserted into fresh unordered maps. Also the keys in the order they were inserted (what
    later insertions into the same map continue)."""
    c = parse(print_program(prog))
    blk = c.body
    inserted = list(blk.kwargs)
    if blk.kwargs:
        order = unordered_map_order(inserted)
        for v in blk.kwargs.values():
            a = v.arg_attrs
            if a is not None and len(a) > 1:
                v.arg_attrs = AttrDict.ordered(a.era, {k: a[k] for k in unordered_map_order(a.keys())})
        blk.kwargs = {k: blk.kwargs[k] for k in order}
        c.edited = True
    return c, inserted


def _regions(ops: list[Operation]) -> list[int]:
    """The stage of each top-level op, as Paddle's reverse walk assigns it."""
    out = [OPTIMIZE] * len(ops)
    region = OPTIMIZE
    for i in range(len(ops) - 1, -1, -1):
        r = ops[i].op_role
        if r == FORWARD or r == BACKWARD or r == OPTIMIZE:
            region = r
        out[i] = region
    return out


def complete_op_roles(prog: Program, filename: str | None = None) -> None:
    """Paddle's `forward_complete_op_role`: a run of role-less top-level ops takes the role of
    the op after it, which must be the role of the op before it. Where Paddle asserts (a
    role-less op first or last in the block, or between ops of two roles) this raises a located
    PirError instead."""
    ops = prog.body.ops
    left: int | None = None  # Paddle's first_left_op_role (not updated after a filled run)
    i, n = 0, len(ops)
    while i < n:
        if ops[i].op_role != NO_ROLE:
            left = ops[i].op_role
            i += 1
            continue
        j = i + 1
        while j < n and ops[j].op_role == NO_ROLE:
            j += 1
        if j >= n:
            raise _role_error(ops[i], filename, "it is in the role-less run of ops that ends the program")
        right = ops[j].op_role
        if left != right:
            why = "it is in a role-less run of ops at the start of the program" if left is None else (
                f"the ops around its role-less run have different roles ({left} before, {right} after)")
            raise _role_error(ops[i], filename, why)
        for k in range(i, j):
            ops[k].set_attr("op_role", Attr.int32(right))
        i = j + 1


def _role_error(op: Operation, filename: str | None, why: str) -> PirError:
    return PirError(
        f"{op.name} has no op_role and Paddle's job split cannot give it one: {why} "
        "(Paddle 3.3.1 aborts in forward_complete_op_role)",
        filename=filename, line=op.line or None, col=1 if op.line else None,
    )


def _persistable(v: Value) -> bool:
    op = v.defining_op
    if op is None:
        return bool(v.arg_attrs is not None and v.arg_attrs.value("persistable", False))
    p = op.attrs.value("persistable", False)
    return p is True or (isinstance(p, list) and bool(p) and p[0] is True)


def _new_kwarg(blk: Block, name: str, like: Value, pending: list[tuple[str, Value, bool]]) -> Value:
    v = blk.add_kwarg(name, like.type)
    pending.append((name, v, _persistable(like)))
    return v


def split_gm(dense: Program, filename: str | None = None) -> dict[str, Program]:
    """forward / backward / optimize programs of a dense gradient-merge program."""
    complete_op_roles(dense, filename)
    complete = dense.body.ops
    regions = _regions(complete)
    (fwd, _), (bwd, b_seq), (opt, o_seq) = _clone(dense), _clone(dense), _clone(dense)
    f_ops, b_ops, o_ops = fwd.body.ops, bwd.body.ops, opt.body.ops
    new_b: list[tuple[str, Value, bool]] = []
    new_o: list[tuple[str, Value, bool]] = []
    for i in range(len(complete) - 1, -1, -1):
        region = regions[i]
        if region == OPTIMIZE:
            f_ops[i].erase()
            b_ops[i].erase()
        elif region == BACKWARD:
            f_ops[i].erase()
            for r, res in enumerate(o_ops[i].results):
                if res.uses:
                    name = f"var_{i}_{complete[i].name}_{r}"
                    _shadow(bwd, b_ops[i], b_ops[i].results[r], name)
                    kw = _new_kwarg(opt.body, name, res, new_o)
                    res.replace_all_uses_with(kw)
            o_ops[i].erase()
        else:
            for r in range(len(o_ops[i].results)):
                in_o, in_b = o_ops[i].results[r], b_ops[i].results[r]
                if not in_o.uses and not in_b.uses:
                    continue
                if f_ops[i].name in ("pd_op.data", "builtin.parameter"):
                    name = value_name(f_ops[i].results[r]) or ""
                else:
                    stored = next((u for u in complete[i].results[r].users if u.name == "builtin.shadow_output"), None)
                    if stored is not None:
                        name = str(stored.attr("output_name"))
                    else:
                        name = f"var_{i}_{complete[i].name}_{r}"
                        _shadow(fwd, f_ops[i], f_ops[i].results[r], name)
                if in_o.uses:
                    in_o.replace_all_uses_with(_new_kwarg(opt.body, name, in_o, new_o))
                if in_b.uses:
                    in_b.replace_all_uses_with(_new_kwarg(bwd.body, name, in_b, new_b))
            o_ops[i].erase()
            b_ops[i].erase()
    for prog, seq, pending in ((bwd, b_seq, new_b), (opt, o_seq, new_o)):
        _finish_kwargs(prog, seq, pending)
    return {"forward": fwd, "backward": bwd, "optimize": opt}


def _shadow(prog: Program, after: Operation, v: Value, name: str) -> None:
    op = Operation.create("builtin.shadow_output", [v], [], {"output_name": Attr.str(name)}, era=prog.era)
    op.syntax = after.syntax.__class__(indent=after.syntax.indent, eol=after.syntax.eol)
    after.parent.insert_after(after, op)


def _finish_kwargs(prog: Program, inserted: list[str], pending: list[tuple[str, Value, bool]]) -> None:
    """New kwargs: `place` then `persistable` set (their map's order), the block's map order."""
    blk = prog.body
    cpu = Attr.place("cpu")
    for _name, v, persistable in pending:
        items = {"place": cpu, "persistable": Attr.bool(persistable)}
        v.arg_attrs = AttrDict.ordered(prog.era, {k: items[k] for k in unordered_map_order(list(items))})
    blk.kwargs = {k: blk.kwargs[k] for k in unordered_map_order(inserted + [name for name, _, _ in pending])}
    prog.edited = True
