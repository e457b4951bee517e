"""The split every schedule shares: a dense program into job programs, each op moved once.

Paddle's splits (`_split_program_into_forward_backward_optimize`, 1F1B's, VPP's) clone the whole
program once per job type and erase from each clone the ops of the other jobs. `split_jobs`
builds the same programs without copying anything: the first job is the dense program itself,
and every op of a later job is *moved* (unlinked and relinked, O(1)) into its job's program,
its operands pointed at what that job reads them from. Copying the later jobs' ops and erasing
the originals (each erase removing uses from use lists) was a third of a plan's time on a
40,000-op program; moving costs a pointer swap per op and a look at each operand.

A moved op reads exactly what Paddle's clone would: a value an earlier job made through the
kwarg it is handed over in; a value its own job made before it as is; a later job's value (or a
value of its own job used before it is made) not at all (`<<NULL VALUE>>`, as the erased
original leaves it), and a nested value of its own job used before it is made through a
stand-in defined nowhere (what a clone's reference to the erased original prints as). Moved ops
lose their blank lines and source line, as clones do.

May import the model and `paddle`.
"""

from __future__ import annotations

from ..attrs import Attr, AttrDict
from ..ir import Block, Operation, Program, Value, ValueKind
from ..paddle.kwarg_order import reinserted, unordered_map_order
from ..paddle.names import is_persistable_value, kwarg_keyword, source_name, value_name

_RESULT = ValueKind.RESULT


def _cloned_kwargs(
    src: Block, dst: Block, mapping: dict[Value, Value], alike: dict[tuple[object, str], AttrDict]
) -> list[str]:
    """`src`'s kwargs added to `dst` as `Program.clone()` leaves them (each attribute map
    re-inserted into a fresh unordered map, equal maps shared: `reinserted`); returns the keys
    in insertion order, which later insertions into the same map continue."""
    inserted = list(src.kwargs)
    for key, v in src.kwargs.items():
        a = v.arg_attrs
        nv = dst.add_kwarg(key, v.type)
        if a is not None:
            nv.arg_attrs = reinserted(a, alike) if len(a) > 1 else a.copy()
        mapping[v] = nv
    return inserted


def _top_index(op: Operation, index: dict[Operation, int]) -> int:
    """The position of `op`'s top-level ancestor in the block."""
    while op not in index:
        blk = op.parent
        assert blk is not None and blk.region is not None and blk.region.parent is not None
        op = blk.region.parent
    return index[op]


def _defined_in(v: Value, index: dict[Operation, int]) -> int | None:
    """The position of the top-level op `v` is made in (its result, or nested in it), or None
    (a kwarg or argument of the top-level block, a value from outside the program)."""
    owner = v.owner
    op = (
        owner
        if v.kind == _RESULT
        else (owner.region.parent if isinstance(owner, Block) and owner.region is not None else None)
    )
    while isinstance(op, Operation) and op not in index:
        blk = op.parent
        op = blk.region.parent if blk is not None and blk.region is not None else None
    return index[op] if isinstance(op, Operation) else None


def _needs_event(producer_job: str, reader_job: str) -> bool:
    """Paddle's `_add_dependency_if_necessary`: only these job pairs are ordered by an event."""
    return ("backward" in producer_job and "send_backward" in reader_job) or (
        "recv_forward" in producer_job and "forward" in reader_job
    )


def split_jobs(
    dense: Program, job_types: list[str], job_of: list[str], *, gm_naming: bool, events: bool = False, vpp: bool = False
) -> dict[str, Program]:
    """Split `dense` into one program per job type, `job_of[i]` naming the job of top-level op i.

    Paddle clones the whole program once per job and erases; this builds the same programs
    with each op moved once: the first job is `dense` itself (its other ops moved out), every
    later job gets its own ops, reading what earlier jobs made from kwargs. A value read by a
    later job is handed over under a name (`_get_or_create_var_name`: a data op's or parameter's
    own name, the name a `shadow_output` already stores it under, else `var_<i>_<op>_<r>` stored
    by a new `shadow_output` after its producer); gradient merge's split (`gm_naming`) names
    every value of the backward job `var_<i>_<op>_<r>`. With `events`, a value handed from a
    backward job to a send_backward job, or from recv_forward to forward, orders the two ops by
    an event (`force_record_event` / `event_to_record` on the producer, `events_to_wait` on the
    first reader). `vpp`: VPP's variant (`add_persistable_var`): the reading jobs are visited
    last first, and a `var_...` name is stored by a new `shadow_output` even when an existing
    one gave it."""
    ops = dense.body.ops
    index = {op: i for i, op in enumerate(ops)}
    job_at = dict(zip(ops, job_of, strict=True))  # each top-level op's job (a nested op: its ancestor's, by `index`)
    first = job_types[0]
    progs: dict[str, Program] = {}
    maps: dict[str, dict[Value, Value]] = {}
    inserted: dict[str, list[str]] = {}
    pending: dict[str, list[str]] = {}  # the names of the kwargs each job is handed, in order
    alike: dict[tuple[object, str], AttrDict] = {}  # kwargs' attribute maps, each spelt once
    # a handed-over kwarg's map: `place` then `persistable` set (their map's order); two maps in
    # all, each shared by the kwargs that have it
    handed = {
        p: reinserted(AttrDict.ordered(dense.era, {"place": Attr.place("cpu"), "persistable": Attr.bool(p)}), alike)
        for p in (False, True)
    }
    after = {job: job_types[n + 1 :] for n, job in enumerate(job_types)}
    for job in job_types[1:]:
        prog = Program(dense.era)
        prog.syntax = dense.syntax
        prog.body.syntax = dense.body.syntax
        maps[job], pending[job] = {}, []
        inserted[job] = _cloned_kwargs(dense.body, prog.body, maps[job], alike)
        progs[job] = prog
    persistables: dict[str, bool] = {}
    shadows: list[tuple[Operation, Value, str]] = []  # (producer, value, name) in creation order
    waits: list[tuple[Operation, Value, str, str]] = []  # (producer, value, reader job, name)
    for i in range(len(ops) - 1, -1, -1):
        op, job = ops[i], job_of[i]
        later = after[job]
        if not later:
            continue
        for r, res in enumerate(op.results):
            uses = res.uses
            for u, _ in uses:  # most values are read in their own job alone: no set made for them
                if (job_at.get(u) or job_of[_top_index(u, index)]) != job:
                    break
            else:
                continue
            readers = {job_at.get(u) or job_of[_top_index(u, index)] for u, _ in uses}
            used = [j for j in later if j in readers]
            if not used:
                continue
            if vpp:
                used.reverse()
            named_by, named_at = op, None  # (where a bad name is reported: the attribute it comes from, else the op)
            if gm_naming and job == "backward":
                name = f"var_{i}_{op.name}_{r}"
                shadows.append((op, res, name))
            elif op.name in ("pd_op.data", "builtin.parameter"):
                name = source_name(op) or value_name(res) or ""
                named_at = "name" if op.name == "pd_op.data" else "parameter_name"
            elif stored := [u for u, _ in res.uses if u.name == "builtin.shadow_output"]:
                name = str(stored[-1].attr("output_name"))
                named_by, named_at = stored[-1], "output_name"
                if vpp and "var_" in name:
                    shadows.append((op, res, name))
            else:
                name = f"var_{i}_{op.name}_{r}"
                shadows.append((op, res, name))
            kwarg_keyword(name, named_by, f"result {r} of {op.name}, handed to job {used[0]},", named_at)
            text = op.attrs.text()  # (a result's persistable is its op's: read once per attribute text)
            persistable = persistables.get(text)
            if persistable is None:
                persistable = persistables[text] = is_persistable_value(res)
            attrs = handed[persistable]
            for reader in used:
                if events and _needs_event(job, reader):
                    waits.append((op, res, reader, name))
                if name in progs[reader].body.kwargs:  # (two values of one name: Paddle's names are unique)
                    what = f"result {r} of {op.name}, handed to job {reader} as %kwarg_{name},"
                    reason = f"{what} has the name of another value that job reads: values are handed over by name"
                    raise named_by.attrs.error(named_at, reason) if named_at else named_by.error(reason, op.name)
                maps[reader][res] = progs[reader].body.add_kwarg(name, res.type, attrs)
                pending[reader].append(name)
    body = dense.body
    standins: dict[Value, Value] = {}
    body.distribute([None if job == first else progs[job].body for job in job_of])
    for op, job in zip(ops, job_of, strict=True):
        if job != first:
            _repoint(op, job, maps[job], index, job_of, first, standins)
    for op, job in zip(ops, job_of, strict=True):  # a first-job op reading a later job's value reads nothing
        if job != first:
            for res in op.results:
                for u, k in list(res.uses):
                    if (job_at.get(u) or job_of[_top_index(u, index)]) == first:
                        u.set_operand(k, None)
    positions: dict[Block, dict[Operation, int]] = {}
    for op, res, reader, name in waits:
        _add_event(op, maps[reader][res], name, positions)
    for op, res, name in shadows:
        _shadow(progs.get(job_of[index[op]], dense), op, res, name)
    _reinsert(dense, list(dense.body.kwargs), alike)
    for job in job_types[1:]:
        _finish_kwargs(progs[job], inserted[job], pending[job])
    return {first: dense, **progs}


def _repoint(
    top: Operation,
    job: str,
    mapping: dict[Value, Value],
    index: dict[Operation, int],
    job_of: list[str],
    first: str,
    standins: dict[Value, Value],
) -> None:
    """Point the operands of `top` (just moved into `job`'s program) and of the ops nested in it
    where a clone's would point, visiting them in the order `Operation.clone` does: an op's
    operands, then its results (from then on readable as they are), then each nested block's
    arguments and ops. `mapping` holds the job's kwargs for the values handed over and the values
    of the job seen so far."""
    stack: list[Operation | Block] = [top]
    while stack:
        item = stack.pop()
        if isinstance(item, Block):
            item.leading_blank = []
            if item.kwargs:
                item.kwargs = {}  # a clone's nested blocks get no kwargs
            for a in item.args:
                mapping[a] = a
            stack.extend(reversed(item.ops))
            continue
        op = item
        for k, v in enumerate(op.operands):
            if v is None:
                continue
            m = mapping.get(v)
            if m is v:
                continue
            if m is None:
                at = _defined_in(v, index)
                if at is None or job_of[at] == first:
                    continue  # a value of the dense program's: a clone reads it too
                if v.kind == _RESULT and v.owner in index:
                    m = None  # a later job's value, or its own job's before it is made: erased
                elif job_of[at] == job:
                    m = standins.get(v)
                    if m is None:
                        m = standins[v] = Value(v.type, None, v.index, v.kind, v.name)
                else:
                    continue  # nested in another job's op: defined in another program
            op.set_operand(k, m)
        for res in op.results:
            mapping[res] = res
        op.blank_after = ()
        op.line = 0
        if op.regions:
            stack.extend(reversed([b for r in op.regions for b in r.blocks]))


def _add_event(recorder: Operation, handed: Value, name: str, positions: dict[Block, dict[Operation, int]]) -> None:
    """Paddle's `_add_dependency`: the producer records an event the first reader waits for
    (`positions`: each block's op positions, worked out once for all events)."""
    readers = handed.users
    if not readers:
        return
    blk = readers[0].parent
    position: dict[Operation, int] = {}
    if blk is not None:
        if blk not in positions:
            positions[blk] = {o: n for n, o in enumerate(blk.ops)}
        position = positions[blk]
    waiter = min(readers, key=lambda o: position.get(o, 0))
    if "force_record_event" not in recorder.attrs:
        recorder.set_attr("force_record_event", Attr.bool(True))
    recorder.set_attr("event_to_record", Attr.str(name))
    waiter.set_attr("events_to_wait", Attr.array([Attr.str(name)]))


def _reinsert(prog: Program, inserted: list[str], alike: dict[tuple[object, str], AttrDict]) -> None:
    """The kwargs as a cloned program prints them: keys and each attribute map re-inserted."""
    blk = prog.body
    for v in blk.kwargs.values():
        a = v.arg_attrs
        if a is not None and len(a) > 1:
            v.arg_attrs = reinserted(a, alike)
    blk.kwargs = {k: blk.kwargs[k] for k in unordered_map_order(inserted)}
    prog.edited = True


def _shadow(prog: Program, after: Operation, v: Value, name: str) -> None:
    op = Operation.create("builtin.shadow_output", [v], [], {"output_name": Attr.str(name)}, era=prog.era)
    op.syntax = after.syntax.__class__(indent=after.syntax.indent, eol=after.syntax.eol)
    assert after.parent is not None  # an op of the program
    after.parent.insert_after(after, op)


def _finish_kwargs(prog: Program, inserted: list[str], pending: list[str]) -> None:
    """The job's kwargs in the order of its map: the cloned ones, then the ones handed over."""
    blk = prog.body
    blk.kwargs = {k: blk.kwargs[k] for k in unordered_map_order(inserted + pending)}
    prog.edited = True
