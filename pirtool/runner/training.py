"""The training loop of one rank: run a training program the way Paddle's executor runs a
(gradient-merged) plan.

* The startup program runs once; `builtin.set_parameter` and `builtin.shadow_output` fill
  `state` by name (parameters, learning rate, optimizer accumulators, `@GRAD@MERGE` buffers).
* Given parameter values then override parameters (`load_params`: program, dygraph and `.dist`
  names, `feeding.match_params`).
* The main program's top-level ops are split by stage (`split_roles`, `paddle.roles.op_stages`,
  which also gives plain `paddle.static` programs, printed without `op_role`, their stages):
  forward and backward ops run per micro-batch, the optimize ops once per step; an op without
  `op_role` joins the role of the next op that has one (Paddle's
  `_split_program_into_forward_backward_optimize` walks from the end, starting in "opt").
* Per optimizer step: k micro-steps, each running the forward+backward ops on its micro-batch
  (`feeding.Feeder`), then the optimizer ops once, in the environment of the last micro-step
  (cross-job values are what the last backward job produced, as in Paddle's plan). A job plan
  (`jobplan.JobPlanRunner`) runs its job list instead.
* The loss of a micro-step is the value written by `builtin.shadow_output {output_name:"loss*"}`
  (or the one named `loss_name`); without one, the operand of the `full_like(loss, 1)` that seeds
  the backward (`paddle.names.loss_seed`).
* While it runs, a runner reports `Event`s to its `on_event` hook: each job's (or micro-step's)
  start and end, with the rank, step and micro-batch: what a progress display or a timeline
  builds on. The hook is called from the rank's thread.

May import `interpreter`, `feeding` and the layers below them, and `pirtool.paddle`; nothing
above (jobplan, multi, divergence, checkloss, session).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..ir import Operation, Program
from ..paddle.names import is_loss_name, is_persistable, loss_seed
from ..paddle.roles import OPTIMIZE, op_stages
from .dtypes import np_dtype_of_type, to_host
from .errors import RunnerError, Text
from .feeding import Feeder, match_params, strip_init
from .interpreter import Interpreter
from .liveness import Frees, frees


def split_roles(program: Program) -> tuple[list[Operation], list[Operation]]:
    """(forward+backward ops, optimizer ops) of the top-level block, each in program order, by
    `paddle.roles.op_stages` (which also gives plain `paddle.static` programs, printed without
    `op_role`, their stages)."""
    stages = op_stages(program.body)
    fb = [op for op, s in stages.items() if s != OPTIMIZE]
    opt = [op for op, s in stages.items() if s == OPTIMIZE]
    return fb, opt


@dataclass
class StepResult:
    step: int
    micro: list[float]
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def loss(self) -> float:
        """The mean micro-batch loss; nan when the rank computes none (see `has_loss`)."""
        return float(np.mean(self.micro)) if self.micro else float("nan")

    @property
    def has_loss(self) -> bool:
        return bool(self.micro)


@dataclass(frozen=True)
class Event:
    """What a rank's runner is doing: `kind` is `job_start` or `job_end` (a job of a plan; for
    one program a micro-step's forward+backward, job "forward_backward", or the optimizer step,
    job "optimize"), or `step_end`; `step` is 1-based, `micro_batch` -1 for a job that runs once
    per step; `time` is `time.perf_counter()`."""

    kind: str
    rank: int
    step: int
    job: str = ""
    micro_batch: int = -1
    time: float = 0.0


#: `on_event(event)`: called from the rank's own thread, for every `Event`.
EventHook = Callable[[Event], None]


def nonfinite_kind(a: Any) -> str | None:
    """'nan' / 'inf' / '-inf' when the array has such a value (nan first), else None."""
    a = np.asarray(a)
    if a.dtype.kind not in "fc" or a.size == 0:
        return None
    if np.isnan(a).any():
        return "nan"
    if np.isinf(a).any():
        return "inf" if (a == np.inf).any() else "-inf"
    return None


def has_nonfinite(a: Any) -> bool:
    """Whether a float or complex array (numpy or CuPy) holds a nan or an inf, read in place.

    Its sum is finite only if every element is (a nan or an inf makes the sum one), so a finite
    sum clears the array without the copy or the boolean mask of `isnan`/`isinf` (in its own
    dtype: 2.5x faster than a copy, where a float64 accumulation is 3x slower than one). Only a
    sum that is not finite (a nan or an inf, or big values that overflow) is looked at element
    by element."""
    if a.dtype.kind not in "fc" or a.size == 0:
        return False
    with np.errstate(all="ignore"):  # a nan/inf or an overflow is what is asked, not a warning
        finite = bool(abs(a.sum()) < float("inf"))  # False for nan too
    if finite:
        return False
    return nonfinite_kind(to_host(a)) is not None


def nonfinite_params(res: StepResult) -> dict[str, Any]:
    """The first parameter of a step that is not finite, or nothing: what `nonfinite` needs of
    the parameters."""
    for name, a in res.params.items():
        if nonfinite_kind(a) is not None:
            return {name: a}
    return {}


def nonfinite(res: StepResult) -> str | None:
    """What is not finite after a step: `loss is nan` (a micro-step loss), else `parameter NAME
    is inf` (a parameter after the optimizer), else None."""
    bad = nonfinite_kind(np.asarray(res.micro, dtype="float64"))
    if bad is not None:
        return f"loss is {bad}"
    for name, a in res.params.items():
        bad = nonfinite_kind(a)
        if bad is not None:
            return f"parameter {name} is {bad}"
    return None


class Runner:
    """State + training loop for one main program (and its startup). `rank` is the runner's
    place in its job (what its `Event`s say); `on_event` the hook they go to."""

    def __init__(
        self,
        main: Program,
        *,
        xp: Any = None,
        seed: int = 0,
        filename: str | None = None,
        loss_name: str | None = None,
        interpreter_cls: type[Interpreter] = Interpreter,
        rank: int = 0,
        free_values: bool = False,
    ) -> None:
        self.main = main
        self.filename = filename
        self.rank = rank
        self.on_event: EventHook | None = None
        self.interp = interpreter_cls(xp=xp, seed=seed, filename=filename)
        self.xp = self.interp.xp
        self.state = self.interp.state
        self.fb_ops, self.opt_ops = split_roles(main)
        self._read_data_ops([main])
        self.loss_name, self.loss_value = self._find_loss(loss_name)
        # drop each value after its last use (`liveness`: what a run does); off, `interp.env`
        # keeps every value of the last micro-step for a caller to look at
        self.free_values = free_values
        self._frees: dict[Any, Frees] = {}
        self.param_keys: dict[str, str] = {}  # program name -> its key in the arrays given to load_params
        # name -> (global shape, the part this rank holds) of the values its dist program shards
        self.shards: dict[str, tuple[tuple[int, ...], tuple[slice, ...]]] = {}

    def _read_data_ops(self, programs: list[Program]) -> None:
        tops = [op for p in programs for op in p.body]
        self.data_ops = list({str(op.attrs.value("name")): op for op in tops if op.name == "pd_op.data"}.values())
        self.feed_ops = [op for op in self.data_ops if not is_persistable(op)]
        self.feed_names = [str(op.attrs.value("name")) for op in self.feed_ops]
        self.param_names = list(
            dict.fromkeys(str(op.attrs.value("parameter_name")) for op in tops if op.name == "builtin.parameter")
        )

    def shadow_outputs(self) -> list[str]:
        """The `output_name`s of every `builtin.shadow_output` of the programs this runner runs."""
        return [
            str(op.attrs.value("output_name"))
            for p in self.programs_run()
            for op in p.walk()
            if op.name == "builtin.shadow_output"
        ]

    def _find_loss(self, loss_name: str | None) -> tuple[str | None, Any]:
        """(the loss's shadow_output name, or None; else the value seeding the backward, or None)."""
        outs = self.shadow_outputs()
        if loss_name is None:
            loss_name = next((n for n in outs if is_loss_name(n)), None)
        elif loss_name not in outs:
            raise RunnerError(
                Text(
                    "{fetch_opt} {loss}: no builtin.shadow_output with that output_name (have: {have})",
                    loss=loss_name,
                    have=", ".join(outs) or "none",
                ),
                filename=self.filename,
            )
        return loss_name, (loss_seed(self.fb_ops) if loss_name is None else None)

    def programs_run(self) -> list[Program]:
        """The programs a step runs (one here; a job plan's runner runs one per job type)."""
        return [self.main]

    @property
    def trains(self) -> bool:
        """Whether a step updates anything (the program has optimizer ops)."""
        return bool(self.opt_ops)

    @property
    def has_loss(self) -> bool:
        return self.loss_name is not None or self.loss_value is not None

    def loss_missing(self) -> tuple[RunnerError | None, bool]:
        """(why the loss cannot be reported, whether the program trains): no error when there is a
        loss; a training program (optimizer ops) without one is an error to report before running.
        A forward-only program without one reports no loss (not nan)."""
        if self.has_loss:
            return None, True
        outs = self.shadow_outputs()
        err = RunnerError(
            Text(
                "no loss in this program: no builtin.shadow_output named loss*, and no full_like(loss, 1) seeding a "
                "backward; name the loss with {fetch_opt} (its shadow_outputs: {have})",
                have=", ".join(outs[:12]) + (" ..." if len(outs) > 12 else "") if outs else "none",
            ),
            filename=self.filename,
        )
        return err, self.trains

    def event(self, kind: str, step: int, job: str = "", micro_batch: int = -1) -> None:
        if self.on_event is not None:
            self.on_event(Event(kind, self.rank, step, job, micro_batch, time.perf_counter()))

    # -- state ------------------------------------------------------------------------------
    def run_startup(self, startup: Program, filename: str | None = None) -> None:
        saved = self.interp.filename
        self.interp.filename = filename or saved
        self.interp.env = {}
        self.interp.run_program(startup)
        self.interp.env = {}
        self.interp.forget()  # it runs once: let its ops go
        self.interp.filename = saved
        for name in [n for n in self.state if n in self.shards]:
            self.state[name] = self.local_part(name, self.state[name])

    def hold_shards(self, dist_program: Program, process_id: int) -> dict[str, tuple[slice, ...]]:
        """Make this runner hold only process `process_id`'s part of every value `dist_program`
        (the rank's dist program, whose dense programs this runner runs) shards: a ZeRO stage-3
        parameter, a stage-1/2 optimizer accumulator. Startups compute, and `--params` files give,
        the global values; the dense programs read the rank's part, so from now on every global
        value of such a name, from the state, a startup or `load_params`, is cut down to it
        (`paddle.dist.shard_slices`: the part Paddle's reshard Replicate -> Shard leaves a rank).
        Returns name -> the index of the part, for the names sharded on this rank."""
        from ..paddle.dist import held_value_types, shard_slices

        self.shards = {}
        for name, t in held_value_types(dist_program).items():
            part = shard_slices(t, process_id)
            if part is not None and t.shape is not None:
                self.shards[name] = (tuple(t.shape), part)
        for name in [n for n in self.state if n in self.shards]:
            self.state[name] = self.local_part(name, self.state[name])
        return {n: part for n, (_, part) in self.shards.items()}

    def local_part(self, name: str, a: Any) -> Any:
        """`a` cut down to this rank's part when `name` is sharded here (`hold_shards`) and `a`
        has the global shape; else `a` itself (a part already, or a name held whole)."""
        held = self.shards.get(name)
        if held is None or not hasattr(a, "shape") or tuple(a.shape) != held[0]:
            return a
        return a[held[1]].copy()

    def zero_fill_kwargs(self) -> list[str]:
        """Bind every kwarg of the main block that no startup produced (`@GRAD@MERGE`
        accumulators when the startup is BEFORE's) to zeros of its printed shape and dtype.
        Returns the names filled; raises PirError for a kwarg without a static shape."""
        filled = []
        for kw, v in self.main.body.kwargs.items():
            if kw in self.state:
                continue
            shp = v.type.shape
            dt = np_dtype_of_type(v.type)
            if shp is None or dt is None or any(d < 0 for d in shp):
                raise RunnerError(
                    f"kwarg %kwarg_{kw} has no value and no static type to zero-fill ({v.type.text}): pass its startup program",
                    filename=self.filename,
                )
            self.state[kw] = self.xp.zeros(tuple(shp), dtype=dt)
            filled.append(kw)
        return filled

    def load_params(self, arrays: dict[str, Any], shared: bool = False) -> dict[str, str]:
        """Override state with `arrays`. Returns key -> program name.

        An `init/` key prefix is stripped when present (the samples' npz layout). A key names a
        parameter (or other state) by its program name, its dygraph name (`linear_0.weight` ->
        `linear_0.w_0`), or either with Paddle's `.dist` suffix (`feeding.match_params`). With
        `shared` the arrays are every rank's (one file for a pipeline): keys that name nothing
        of this rank are left for the others (`unmatched_params`). Otherwise keys left over
        (structured dygraph names such as `enc.self_attn.q_proj.weight`) are paired in file order
        with the parameters left over, in creation order (startup `set_parameter` order), if
        every pair has the same shape, and anything else is an error. A global array of a name
        this rank holds a shard of (`hold_shards`) gives that shard."""
        arrays = strip_init(arrays)
        mapping, left = match_params(list(arrays), set(self.state) | set(self.param_names))
        self.unmatched_params = left if shared else []
        if left and not shared:
            taken = set(mapping.values())
            order = [n for n in self.state if n in self.param_names] + [
                n for n in self.param_names if n not in self.state
            ]
            rest = [n for n in order if n not in taken]
            ok = len(rest) == len(left) and all(
                n in self.state
                and tuple(self.state[n].shape) == tuple(np.shape(self.local_part(n, np.asarray(arrays[key]))))
                for key, n in zip(left, rest, strict=True)
            )
            if not ok:
                keys = ", ".join(repr(k) for k in left[:5]) + (" ..." if len(left) > 5 else "")
                raise RunnerError(
                    Text(
                        "{params_opt}: cannot map {keys} to parameters (left over: {rest}): "
                        "use program names or dygraph names like linear_0.weight",
                        keys=keys,
                        rest=", ".join(rest) or "none",
                    )
                )
            mapping.update(zip(left, rest, strict=True))
        for key, name in mapping.items():
            a = np.asarray(arrays[key])
            if a.dtype.kind not in "biuf":
                raise RunnerError(Text("{params_opt}: {key!r} holds {dt} values, not numbers", key=key, dt=a.dtype))
            a = self.local_part(name, a)
            old = self.state.get(name)
            if old is not None:
                if tuple(old.shape) != tuple(a.shape):
                    raise RunnerError(
                        Text(
                            "{params_opt}: {key!r} has shape {new}, {name} has {old}",
                            key=key,
                            new=list(a.shape),
                            name=name,
                            old=list(old.shape),
                        )
                    )
                a = a.astype(str(old.dtype))
            self.state[name] = self.xp.array(a, copy=True)
        self.param_keys = {name: key for key, name in mapping.items()}
        return mapping

    def snapshot(self, names: list[str] | None = None) -> dict[str, Any]:
        return {
            n: np.array(self.host(self.state[n]), copy=True) for n in (names or self.param_names) if n in self.state
        }

    def nonfinite_snapshot(self) -> dict[str, Any]:
        """What `snapshot()` then `nonfinite_params` keep: the first parameter that is not finite
        (a copy), or nothing. The parameters are checked where they are (`has_nonfinite`): a
        step of a run copies none of them (~100 MB a step on a 12-layer h512 transformer)."""
        for n in self.param_names:
            a = self.state.get(n)
            if hasattr(a, "dtype") and has_nonfinite(a):
                return {n: np.array(self.host(a), copy=True)}
        return {}

    def step_params(self, params: bool) -> dict[str, Any]:
        """A step's `StepResult.params`: every parameter (a copy), or without `params` only the
        first one that is not finite (`nonfinite_snapshot`)."""
        return self.snapshot() if params else self.nonfinite_snapshot()

    @staticmethod
    def host(a: Any) -> Any:
        """`a` as a host (numpy) array: CuPy arrays are copied from the device (`dtypes.to_host`)."""
        return to_host(a)

    def host_state(self) -> dict[str, Any]:
        """Every array of the state (parameters, accumulators ...) as numpy arrays, by name."""
        return {name: np.asarray(self.host(a)) for name, a in self.state.items() if hasattr(a, "shape")}

    # -- what the runner has to say ----------------------------------------------------------
    @property
    def notes(self) -> list[str]:
        """Things worth telling the user, in order, each once (state re-shaped to a dist type,
        batch dims that are metadata, recv values taken from the feeds ...). Some are `Text`s."""
        return list(dict.fromkeys(self.interp.notes))

    def add_note(self, note: str) -> None:
        self.interp.notes.append(note)

    def set_recv_feeds(self, arrays: dict[str, Any]) -> None:
        """What a `recv_v2` / `p_recv` from a peer whose program is not run receives: arrays
        keyed `recv:<peer>:<ring_id>`."""
        self.interp.recv_feeds = dict(arrays)

    # -- running ----------------------------------------------------------------------------
    def micro_batch(self) -> int | None:
        """Rows per micro-step from the first feed's printed shape (None if dynamic)."""
        for op in self.feed_ops:
            shp = op.result.type.shape or tuple(op.attrs.value("shape", []) or [])
            if shp and shp[0] > 0:
                return int(shp[0])
        return None

    def rows_per_micro_step(self, batch_size: int | None = None) -> int:
        """`batch_size` if given, else the data ops' printed batch dim; 1 for a program that
        reads no data. Raises RunnerError when the batch dim is dynamic and none is given."""
        b = batch_size or self.micro_batch()
        if b is None:
            if not self.feed_names:
                return 1
            raise RunnerError(Text("the data ops have a dynamic batch dim: {pass_batch_size}"), filename=self.filename)
        return b

    def _set_feeds(self, feeds: dict[str, Any]) -> None:
        it = self.interp
        it.env = {}
        it.feeds = {}
        for op in self.feed_ops:
            name = str(op.attrs.value("name"))
            if name in feeds:
                dt = np_dtype_of_type(op.result.type)
                it.feeds[name] = self.xp.asarray(np.asarray(feeds[name]).astype(dt) if dt else feeds[name])

    def _loss(self) -> float | None:
        it = self.interp
        if self.loss_name is not None and self.loss_name in self.state:
            v = self.state[self.loss_name]
        elif self.loss_value is not None and self.loss_value in it.env:
            v = it.env[self.loss_value]
        else:
            return None
        return float(np.asarray(self.host(v), dtype="float64").mean())

    def micro_step(self, feeds: dict[str, Any]) -> float | None:
        """Run the forward+backward ops on one micro-batch; return its loss (None if not found)."""
        self._set_feeds(feeds)
        self.interp.bind_kwargs(self.main.body)
        self.interp.run_ops(self.fb_ops, self.frees())
        return self._loss()

    def optimize(self) -> None:
        it = self.interp
        it.bind_kwargs(self.main.body)
        it.run_ops(self.opt_ops, self.frees())

    def frees(self, program: Program | None = None) -> Frees | None:
        """With `free_values`, when each value of a step can go (`liveness.frees`): over the
        forward+backward ops, then the optimizer's, which run in the last micro-step's
        environment, the loss kept; or over the top-level block of `program` (a job's); else None."""
        if not self.free_values:
            return None
        got = self._frees.get(program)
        if got is None:
            ops = self.fb_ops + self.opt_ops if program is None else list(program.body.ops)
            got = self._frees[program] = frees(ops, keep=[self.loss_value])
        return got

    def step(self, micro_feeds: list[dict[str, Any]], index: int = 1, params: bool = True) -> StepResult:
        """One optimizer step (`index`, 1-based) on the micro-batches `micro_feeds`; its result
        holds every parameter, or without `params` only one that is not finite (`step_params`)."""
        losses = []
        for j, f in enumerate(micro_feeds):
            self.event("job_start", index, "forward_backward", j)
            loss = self.micro_step(f)
            self.event("job_end", index, "forward_backward", j)
            if loss is not None:
                losses.append(loss)
        self.event("job_start", index, "optimize")
        self.optimize()
        self.event("job_end", index, "optimize")
        return StepResult(index, losses, self.step_params(params))

    def train(
        self, feeds: dict[str, Any], k: int, b: int, steps: int, progress: Any = None, params: bool = True
    ) -> list[StepResult]:
        """`steps` optimizer steps; micro-step j of step i takes rows (i*k+j)*b ... +b of every feed.
        `progress(done, steps)` is called after every step. Without `params` a result keeps only
        a parameter that is not finite (`nonfinite_params`): a run that reports losses need not
        hold a copy of every parameter per step."""
        out = []
        for res in self.iter_train(Feeder(feeds, b), k, steps, params=params):
            out.append(res)
            if progress is not None:
                progress(res.step, steps)
        return out

    def iter_train(
        self, feeder: Feeder, k: int, steps: int, first: int = 0, params: bool = True
    ) -> Iterator[StepResult]:
        """Steps `first` .. `steps - 1` (0-based), one `StepResult` at a time (`step`'s `params`)."""
        for i in range(first, steps):
            with np.errstate(all="ignore"):  # nan/inf are reported per step (`nonfinite`), not as warnings
                res = self.step(feeder.micro_batches(i, k), i + 1, params=params)
            self.event("step_end", i + 1)
            yield res


def available_steps(feeds: dict[str, Any], k: int, b: int) -> int:
    if not feeds:
        return 1
    rows = min(int(np.asarray(a).shape[0]) for a in feeds.values())
    return rows // (k * b)


def plan_steps(feeds: dict[str, Any], k: int, b: int, steps: int | None = None) -> int:
    """How many optimizer steps of k micro-steps of b rows to run: `steps` if the feeds have the
    rows for them, else as many as they have (RunnerError if not even one, or too few)."""
    have = available_steps(feeds, k, b)
    if steps is None:
        if have < 1:
            raise RunnerError(f"the feeds have fewer than k*b = {k * b} rows: nothing to run")
        return have
    if feeds and steps > have:
        raise RunnerError(
            Text(
                "{steps_opt} {steps} needs {need} rows, the feeds have {rows}",
                steps=steps,
                need=steps * k * b,
                rows=have * k * b,
            )
        )
    return steps
