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

May import the model and `paddle`.
"""

from __future__ import annotations

from ..attrs import Attr, AttrDict
from ..errors import PirError
from ..ir import Block, Operation, Program, Value
from ..paddle.kwarg_order import unordered_map_order
from ..paddle.names import value_name
from ..paddle.roles import BACKWARD, FORWARD, NO_ROLE, OPTIMIZE, plan_splitter_failure

#: Job types of the gradient-merge split, in program order (the pipeline schedules call the last
#: one `optimizer`).
GM_JOB_TYPES = ("forward", "backward", "optimize")


def _cloned_kwargs(src: Block, dst: Block, mapping: dict[Value, Value]) -> list[str]:
    """`src`'s kwargs added to `dst` as `Program.clone()` leaves them (each attribute map
    re-inserted into a fresh unordered map); returns the keys in insertion order, which later
    insertions into the same map continue."""
    inserted = list(src.kwargs)
    for key, v in src.kwargs.items():
        a = v.arg_attrs
        nv = dst.add_kwarg(key, v.type)
        if a is not None:
            nv.arg_attrs = AttrDict.ordered(a.era, {k: a[k] for k in unordered_map_order(a.keys())}) if len(a) > 1 else a.copy()
        mapping[v] = nv
    return inserted


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
    """Paddle's `forward_complete_op_role`: each run of role-less top-level ops takes the role of
    the op after it. Where Paddle asserts (`paddle.roles.plan_splitter_failure`: a run at the
    start or end of the block, or between ops of two roles) this raises a located PirError."""
    failure = plan_splitter_failure(prog.body)
    if failure is not None:
        op, why = failure
        raise PirError(
            f"{op.name} has no op_role and Paddle's job split cannot give it one: {why} "
            "(Paddle 3.3.1 aborts in forward_complete_op_role)",
            filename=filename, line=op.line or None, col=1 if op.line else None,
        )
    role = NO_ROLE
    for op in reversed(prog.body.ops):
        if op.op_role != NO_ROLE:
            role = op.op_role
        elif role != NO_ROLE:
            op.set_attr("op_role", Attr.int32(role))


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


def _top_index(op: Operation, index: dict[Operation, int]) -> int:
    """The position of `op`'s top-level ancestor in the block."""
    while op not in index:
        blk = op.parent
        assert blk is not None and blk.region is not None and blk.region.parent is not None
        op = blk.region.parent
    return index[op]


def overlap_send_recv(prog: Program) -> None:
    """Paddle's `_pir_overlap_send_recv` (run first by the split): every `send_v2` and `recv_v2`
    runs on the calculation stream without dynamic shapes, on its own execution stream
    (`send_stream_<ring_id>`, `recv_stream`) at scheduling priority 0."""
    for op in prog.walk():
        if op.name not in ("pd_op.send_v2", "pd_op.recv_v2"):
            continue
        op.set_attr("dynamic_shape", Attr.bool(False))
        op.set_attr("use_calc_stream", Attr.bool(True))
        stream = f"send_stream_{op.attr('ring_id')}" if op.name == "pd_op.send_v2" else "recv_stream"
        op.set_attr("execution_stream", Attr.str(stream))
        op.set_attr("scheduling_priority", Attr.int32(0))


def split_gm(dense: Program, filename: str | None = None) -> dict[str, Program]:
    """forward / backward / optimize programs of a dense gradient-merge program.

    Paddle clones the whole program three times and erases; this builds the same three programs
    with each op copied once: the forward job is `dense` itself (its other ops erased), the
    backward and optimize jobs get copies of their own ops, reading what earlier jobs made from
    kwargs. The rules, names and kwarg order are Paddle's (module docstring)."""
    overlap_send_recv(dense)
    complete_op_roles(dense, filename)
    ops = dense.body.ops
    regions = _regions(ops)
    index = {op: i for i, op in enumerate(ops)}
    progs: dict[int, Program] = {}
    maps: dict[int, dict[Value, Value]] = {}
    inserted: dict[int, list[str]] = {}
    pending: dict[int, list[tuple[str, Value, bool]]] = {BACKWARD: [], OPTIMIZE: []}
    for stage in (BACKWARD, OPTIMIZE):
        prog = Program(dense.era)
        prog.syntax = dense.syntax
        prog.body.syntax = dense.body.syntax
        maps[stage] = {}
        inserted[stage] = _cloned_kwargs(dense.body, prog.body, maps[stage])
        progs[stage] = prog
    shadows: list[tuple[Operation, Value, str]] = []  # (producer, value, name) in creation order
    for i in range(len(ops) - 1, -1, -1):
        op, region = ops[i], regions[i]
        if region == OPTIMIZE:
            continue
        for r, res in enumerate(op.results):
            readers = {regions[_top_index(u, index)] for u in res.users}
            if region == BACKWARD:
                if OPTIMIZE in readers:
                    name = f"var_{i}_{op.name}_{r}"
                    shadows.append((op, res, name))
                    maps[OPTIMIZE][res] = _new_kwarg(progs[OPTIMIZE].body, name, res, pending[OPTIMIZE])
                continue
            if OPTIMIZE not in readers and BACKWARD not in readers:
                continue
            if op.name in ("pd_op.data", "builtin.parameter"):
                name = value_name(res) or ""
            else:
                stored = [u for u in res.users if u.name == "builtin.shadow_output"]
                if stored:
                    name = str(stored[-1].attr("output_name"))
                else:
                    name = f"var_{i}_{op.name}_{r}"
                    shadows.append((op, res, name))
            for stage in (OPTIMIZE, BACKWARD):
                if stage in readers:
                    maps[stage][res] = _new_kwarg(progs[stage].body, name, res, pending[stage])
    # copy the backward and optimize ops into their jobs
    copies: dict[Operation, Operation] = {}
    for op, region in zip(ops, regions, strict=True):
        if region in progs:
            copies[op] = progs[region].body.append(op.clone(maps[region]))
    # handed-over values: a shadow_output right after the producer, in the producer's job
    for op, res, name in shadows:
        if regions[index[op]] == BACKWARD:
            new = copies[op]
            _shadow(progs[BACKWARD], new, new.results[res.index], name)
        else:
            _shadow(dense, op, res, name)
    for op, region in zip(reversed(ops), reversed(regions), strict=True):
        if region != FORWARD:
            for r in op.results:
                for u, k in list(r.uses):
                    u.set_operand(k, None)
            op.erase()
    fwd_inserted = list(dense.body.kwargs)
    _reinsert(dense, fwd_inserted)
    for stage in (BACKWARD, OPTIMIZE):
        _finish_kwargs(progs[stage], inserted[stage], pending[stage])
    return {"forward": dense, "backward": progs[BACKWARD], "optimize": progs[OPTIMIZE]}


def _reinsert(prog: Program, inserted: list[str]) -> None:
    """The kwargs as a cloned program prints them: keys and each attribute map re-inserted."""
    blk = prog.body
    for v in blk.kwargs.values():
        a = v.arg_attrs
        if a is not None and len(a) > 1:
            v.arg_attrs = AttrDict.ordered(a.era, {k: a[k] for k in unordered_map_order(a.keys())})
    blk.kwargs = {k: blk.kwargs[k] for k in unordered_map_order(inserted)}
    prog.edited = True


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
