"""Run PIR ops on numpy (or CuPy) arrays, one op at a time, in the style of `torch.fx.Interpreter`.

`Interpreter.run_op(op)` dispatches on the op name: a few ops are *node kinds* with their own
overridable method (`data`, `parameter`, `set_parameter`, `shadow_output`, `combine`, `split`,
`slice_vec`, `yield_`; `registry.NODE_KINDS`); every other op goes to `call_kernel`, which looks
the name up in the full kernel table (`pirtool.runner.kernels`). Values live in `env: dict[Value, array]`; persistable state
(parameters, optimizer accumulators, block kwargs, shadow outputs) lives in `state: dict[str,
array]`, keyed by name. Subclass and override a method to trace, patch or check ops.

Semantics:
* `pd_op.data` reads `feeds[name]` if fed, else `state[name]` (persistable data ops: learning
  rate, Adam moments ...); `builtin.parameter` reads `state[parameter_name]`;
  `builtin.set_parameter` / `builtin.shadow_output` write `state[name]` (the array itself, not a copy).
* Block kwargs (`%kwarg_<keyword>`) are bound to `feeds[keyword]` if fed, else to
  `state[keyword]`, when a block starts (Paddle's plan sub-programs pass feeds and cross-job
  values as kwargs; a job's `shadow_output` writes the state the next job reads).
* In-place ops (`*_`) write their result into the buffer of the aliased operand (first operand by
  default; per-kernel maps for optimizers) and the result *is* that buffer, so an in-place update
  of a value read from `state` updates the state.
* `<<NULL VALUE>>` operands reach kernels as `None`; `<<NULL TYPE>>` results are not stored.
* Dist tensor types run as dense arrays of their printed shape. Alone, a rank's collectives act
  on it alone (`kernels/comm.py`); with `comm` set (`multi.py`), they exchange data with the
  other rank interpreters.
* Results are cast to the printed element type. bf16 values are float32 arrays rounded to
  bfloat16 precision (numpy has no bfloat16); the arithmetic itself is float32.

May import `errors`, `dtypes`, `registry` and `kernels` of the runner (and the model; `comm.base`
for a type); nothing above it (training, multi, divergence, checkloss).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar, TypeAlias

import numpy as np

from ..ir import Block, Operation, Program, Value
from ..walk import top_program
from .dtypes import fit_shape, np_dtype_of_attr, np_dtype_of_type, round_bf16
from .errors import RunError, Text
from .kernels import KERNELS
from .liveness import Frees
from .registry import NODE_KINDS, ArrayModule, KernelFn

if TYPE_CHECKING:
    from .comm.base import Communicator

_MISSING = object()

#: What `call_kernel` needs of an op, looked up once: its kernel, in-place pairs, one result or not.
PreparedCall: TypeAlias = "tuple[KernelFn, tuple[tuple[int, int], ...], bool]"


class Interpreter:
    """Execute ops of a parsed `Program` on arrays. See the module docstring for the semantics."""

    NODE_KINDS: ClassVar[dict[str, str]] = NODE_KINDS

    def __init__(
        self,
        state: dict[str, Any] | None = None,
        feeds: dict[str, Any] | None = None,
        xp: ArrayModule | None = None,
        seed: int = 0,
        filename: str | None = None,
    ) -> None:
        self.xp: ArrayModule = np if xp is None else xp
        self.state: dict[str, Any] = {} if state is None else state
        self.feeds: dict[str, Any] = {} if feeds is None else feeds
        self.env: dict[Value, Any] = {}
        self.rng = np.random.default_rng(seed)
        self.seed = seed
        self._streams: dict[str, np.random.Generator] = {}  # op_rng: a random op's key -> its stream
        self._stream_keys: dict[Operation, str] = {}
        self.filename = filename
        self._yielded: list[Any] | None = None
        self.notes: list[str] = []  # things worth telling the user (state re-shaped to a dist type, ...)
        self._attrs: dict[tuple[Operation, str], Any] = {}  # attr() cache
        self._runs: dict[Operation, Any] = {}  # run_op: op -> its node-kind method or call_kernel
        self._calls: dict[Operation, PreparedCall] = {}  # call_kernel: `prepare`d
        self.comm: Communicator | None = None  # when several rank programs run together
        self.recv_feeds: dict[str, Any] = {}  # single rank: `recv:<peer>:<ring_id>` -> value of a recv
        self.stat_rows: int | None = None  # batch statistics per this many rows (`RunSpec.stat_rows`)

    # -- helpers for kernels -------------------------------------------------------------
    def op_rng(self, op: Operation) -> np.random.Generator:
        """The random stream of one random op (dropout): seeded from the run's seed and the op's
        place in its program (its name, `struct_name` and which of the program's ops of that name
        and struct_name it is), not shared with other ops. So two programs that hold the same
        random ops in the same order draw the same numbers for the same rows, however they cut
        the rows into calls (numpy fills an array row after row): check-loss's BEFORE, one call
        over k*b rows, and AFTER, k calls of b, get the same dropout masks."""
        key = self._stream_keys.get(op)
        if key is None:
            prog = top_program(op)
            seen: dict[tuple[str, str], int] = {}
            for o in prog.walk() if prog is not None else [op]:
                if o.name == op.name:
                    sn = str(self.attr(o, "struct_name", ""))
                    n = seen[(o.name, sn)] = seen.get((o.name, sn), -1) + 1
                    self._stream_keys[o] = f"{o.name}|{sn}|{n}"
            key = self._stream_keys.get(op, op.name)
        g = self._streams.get(key)
        if g is None:
            g = self._streams[key] = np.random.default_rng([self.seed, zlib.crc32(key.encode())])
        return g

    def attr(self, op: Operation, key: str, default: Any = None) -> Any:
        """A plain attribute value (decoded once per op and key; lists come back as copies)."""
        ck = (op, key)
        try:
            v = self._attrs[ck]
        except KeyError:
            v = self._attrs[ck] = op.attrs.value(key, _MISSING)
        if v is _MISSING:
            return default
        return list(v) if isinstance(v, list) else v

    def error(self, op: Operation | None, reason: str, needle: str | None = None) -> RunError:
        """A RunError located at `op` (`reason` may be a `Text`): in the file the op was read
        from, at its line and column with the source line (at `needle` in the line if given),
        whichever program of a plan or startup it belongs to."""
        where = f"{op.name}: " if op is not None else ""
        msg = reason.prefixed(where) if isinstance(reason, Text) else where + reason
        return self.locate(RunError(msg), op, needle)

    def locate(self, e: RunError, op: Operation | None, needle: str | None = None) -> RunError:
        """Give `e` the place of `op` (its file, line, column and source line; the interpreter's
        file name when the op's program was not read from a file)."""
        at = op.error(str(e.reason), needle) if op is not None and op.line else None
        if at is None:
            e.filename = e.filename or self.filename
            return e
        e.filename = at.filename or self.filename
        e.line, e.col, e.source_line, e.final = at.line, at.col, at.source_line, at.final
        return e

    def asarray(self, x: Any, dtype: str | None = None) -> Any:
        a = self.xp.asarray(x)
        if dtype is not None and a.dtype != dtype:
            a = a.astype(dtype)
        return a

    def to_list(self, a: Any) -> list[int]:
        """An IntArray operand (i64 tensor) or attribute as a list of ints."""
        if a is None:
            return []
        if isinstance(a, list | tuple):
            return [int(self.to_scalar(x)) for x in a]
        if hasattr(a, "tolist"):
            v = a.tolist()
            return [int(x) for x in v] if isinstance(v, list) else [int(v)]
        return [int(a)]

    @staticmethod
    def to_scalar(a: Any) -> Any:
        if hasattr(a, "reshape") and hasattr(a, "size"):
            if a.size != 1:
                raise ValueError(f"expected one element, got shape {tuple(a.shape)}")
            return a.reshape(()).item()
        return a

    def read_state(self, name: str, v: Value, op: Operation | None = None) -> Any:
        """`state[name]` for value `v`. A dist-typed value whose printed (global) shape differs
        from the stored array (startup programs create `@GRAD@MERGE` accumulators with the
        per-rank local shape) gets the array fitted to the printed shape (`fit_shape`), once."""
        a = self.state[name]
        t = v.type
        if (
            t.kind == "dist_tensor"
            and hasattr(a, "shape")
            and t.shape is not None
            and all(d >= 0 for d in t.shape)
            and tuple(a.shape) != tuple(t.shape)
        ):
            try:
                a = fit_shape(self.xp, a, tuple(t.shape))
            except ValueError as e:
                raise self.error(op, f"state {name!r}: {e}") from None
            self.notes.append(f"state {name!r} fitted from its local shape to the printed shape {list(t.shape)}")
            self.state[name] = a
        return a

    def forget(self) -> None:
        """Drop what was prepared per op (a startup program's ops, once it has run)."""
        self._attrs.clear()
        self._runs.clear()
        self._calls.clear()

    # -- running --------------------------------------------------------------------------
    def run_program(self, program: Program, frees: Frees | None = None) -> None:
        """Run the top-level block of `program` (binding its kwargs from `state`)."""
        self.run_block(program.body, frees=frees)

    def run_block(self, block: Block, args: Iterable[Any] = (), frees: Frees | None = None) -> list[Any] | None:
        """Bind block args and kwargs, run the ops (dropping the values `frees` names after
        each: `liveness.frees`); return the operands of a trailing `cf.yield`."""
        for v, a in zip(block.args, args, strict=False):
            self.env[v] = a
        self.bind_kwargs(block)
        saved, self._yielded = self._yielded, None
        self.run_ops(block, frees)
        out, self._yielded = self._yielded, saved
        return out

    def run_ops(self, ops: Iterable[Operation], frees: Frees | None = None) -> None:
        """Run `ops` in order; after each, drop from `env` the values `frees` names for it (a
        value's last use, `liveness.frees`), so a step holds only its live activations."""
        if frees is None:
            for op in ops:
                self.run_op(op)
            return
        for op in ops:
            self.run_op(op)
            for v in frees.get(op, ()):
                self.env.pop(v, None)

    def bind_kwargs(self, block: Block) -> None:
        for kw, v in block.kwargs.items():
            if kw in self.feeds:  # Paddle's plan sub-programs take feeds as kwargs (%kwarg_input0)
                self.env[v] = self.asarray(self.feeds[kw], np_dtype_of_type(v.type))
                continue
            if kw not in self.state:
                users = sorted((op for op, _ in v.uses if op.line), key=lambda op: op.line)
                raise self.locate(
                    RunError(
                        f"block kwarg %kwarg_{kw} has no value in the state (no startup program or earlier job "
                        "makes it)"
                    ),
                    users[0] if users else None,
                    f"%kwarg_{kw}",
                )
            self.env[v] = self.read_state(kw, v)

    def run_op(self, op: Operation) -> None:
        run = self._runs.get(op)
        if run is None:
            kind = self.NODE_KINDS.get(op.name)
            run = self._runs[op] = getattr(self, kind) if kind is not None else self.call_kernel
        run(op)

    def fetch(self, v: Value | None, op: Operation | None = None) -> Any:
        if v is None:
            return None
        try:
            return self.env[v]
        except KeyError:
            if v.kind == "kwarg" and v.keyword in self.state:
                self.env[v] = self.read_state(v.keyword, v, op)
                return self.env[v]
            raise self.error(op, f"operand {v.name or '?'} has no value (defined by an op that did not run?)") from None

    _STORE_INFO: ClassVar[dict[Any, tuple[bool, bool, str | None, bool]]] = {}  # per interned Type

    def store(self, v: Value, a: Any) -> None:
        t = v.type
        info = self._STORE_INFO.get(t)
        if info is None:  # types are interned: decode each distinct type once
            info = (t.is_null, t.is_tensor, np_dtype_of_type(t) if t.is_tensor else None, t.dtype == "bf16")
            self._STORE_INFO[t] = info
        is_null, is_tensor, want, bf16 = info
        if is_null:
            return
        if a is not None and is_tensor and not isinstance(a, list):
            if not hasattr(a, "dtype"):
                a = self.xp.asarray(a)
            if want is not None and a.dtype != want:
                a = a.astype(want)
            if bf16:
                a = round_bf16(self.xp, a)
        self.env[v] = a

    # -- node kinds -----------------------------------------------------------------------
    def data(self, op: Operation) -> None:
        name = self.attr(op, "name")
        if name in self.feeds:
            a = self.feeds[name]
            dt = np_dtype_of_attr(self.attr(op, "dtype")) or np_dtype_of_type(op.result.type)
            a = self.asarray(a, dt)
            self.feeds[name] = a
            self.env[op.result] = a
        elif name in self.state:
            self.env[op.result] = self.read_state(name, op.result, op)
        else:
            raise self.error(op, f"no feed and no state for data op {name!r}")

    def parameter(self, op: Operation) -> None:
        name = self.attr(op, "parameter_name")
        if name not in self.state:
            raise self.error(
                op, Text("parameter {name!r} has no value (run the startup program or {pass_params})", name=name)
            )
        self.env[op.result] = self.read_state(name, op.result, op)

    def set_parameter(self, op: Operation) -> None:
        self.state[self.attr(op, "parameter_name")] = self.fetch(op.operands[0], op)

    def shadow_output(self, op: Operation) -> None:
        self.state[self.attr(op, "output_name")] = self.fetch(op.operands[0], op)

    def combine(self, op: Operation) -> None:
        self.env[op.result] = [self.fetch(v, op) for v in op.operands]

    def split(self, op: Operation) -> None:
        items = self.fetch(op.operands[0], op)
        if len(items) != len(op.results):
            raise self.error(op, f"splits a list of {len(items)} into {len(op.results)} results")
        for r, a in zip(op.results, items, strict=True):
            self.store(r, a)

    def slice_vec(self, op: Operation) -> None:
        items = self.fetch(op.operands[0], op)
        self.store(op.result, items[int(self.attr(op, "index", 0))])

    def yield_(self, op: Operation) -> None:
        self._yielded = [self.fetch(v, op) for v in op.operands]

    # -- kernels --------------------------------------------------------------------------
    def call_kernel(self, op: Operation) -> None:
        call = self._calls.get(op)
        if call is None:
            call = self._calls[op] = self.prepare(op)
        fn, inplace, one = call
        fetch = self.fetch
        args = [fetch(v, op) for v in op.operands]
        try:
            out = fn(self, op, *args)
        except RunError as e:
            if e.filename is None and e.line is None:  # a communicator's error: this op's
                raise self.locate(e, op) from None
            raise
        except (ValueError, TypeError, IndexError, KeyError, ZeroDivisionError) as e:
            raise self.error(op, f"kernel failed: {type(e).__name__}: {e}") from e
        if one and not isinstance(out, tuple):
            outs = [out]
        else:
            outs = self._normalize(op, out)
        for ri, oj in inplace:
            if ri < len(outs) and oj < len(args) and outs[ri] is not None and args[oj] is not None:
                outs[ri] = self.write_inplace(op, args[oj], outs[ri])
        store = self.store
        for r, a in zip(op.results, outs, strict=True):
            store(r, a)

    def prepare(self, op: Operation) -> PreparedCall:
        """What a call of `op`'s kernel needs that does not change between runs, looked up once
        per op: the kernel, its in-place pairs (result, operand), whether it has one result."""
        spec = KERNELS.get(op.name)
        if spec is None:
            raise self.error(op, Text("no kernel for this op{see_check}"))
        return spec.fn, tuple(spec.inplace.items()), len(op.results) == 1

    def _normalize(self, op: Operation, out: Any) -> list[Any]:
        n = len(op.results)
        if n == 0:
            return []
        if n == 1 and not isinstance(out, tuple):
            return [out]
        outs = list(out) if isinstance(out, tuple) else [out]
        if len(outs) != n:
            raise self.error(op, f"kernel returned {len(outs)} results, the op has {n}")
        return outs

    def write_inplace(self, op: Operation, buf: Any, new: Any) -> Any:
        """Write `new` into `buf` (the aliased operand) and return `buf`."""
        if new is buf:
            return buf
        new = self.xp.asarray(new)
        if tuple(new.shape) != tuple(buf.shape):
            if new.size == buf.size and [d for d in new.shape if d != 1] == [d for d in buf.shape if d != 1]:
                new = new.reshape(buf.shape)  # [] vs [1] and the like
            else:
                raise self.error(
                    op, f"in-place result of shape {tuple(new.shape)} does not fit operand of shape {tuple(buf.shape)}"
                )
        buf[...] = new
        return buf
