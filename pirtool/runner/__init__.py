"""A numpy (or CuPy) runner for PIR programs, and its front door.

The door (`session`): a `RunSpec` says what to run — programs or plan directories per rank,
startups, parameter values, feeds, k, steps, backend — and `open_run(spec)` reads, checks and
starts it; `Run.steps()` (or `train(spec)`) yields one `RunStep` per optimizer step, and
`compare(before, after)` (`checkloss`) returns a `CheckLossResult`. `pirtool run`,
`check-loss`, `reduce`'s check-loss tests and every MPI rank go through it, so every entry point
checks the same things. Below the door: `Interpreter` runs ops, `Runner` (one program) and
`JobPlanRunner` (a job plan) run a rank's steps.

Layers, bottom first; a module imports only modules of lower layers (no import circles, lazy
imports included), Paddle's vocabulary from `pirtool.paddle` and plan directories from
`pirtool.text.plandir`:

1. `errors` (RunnerError, RunError, Text), `dtypes` (numpy dtypes, bf16, fit_shape), `registry`
   (the `@kernel` table, empty until kernels are imported), `blas` (BLAS threads per rank),
   `backend` (numpy or CuPy), `comm/*` (the Communicator interface and its backends: threads,
   MPI, NCCL);
2. `kernels/*` (one module per op family), then `kernels` (imports them all: the full table);
3. `interpreter` (runs ops), `batch` (hard-coded batch sizes), `randdata` (random feeds),
   `feeding` (feeds to data ops, rows per rank, parameter names);
4. `training` (Runner, StepResult, Event: one rank's training loop), then `jobplan` (the one
   plan runner) and `inputs` (what a run reads and what its inputs state: k);
5. `divergence` (first divergent op), `multi` (several ranks in threads), then `mpiranks` (one
   rank per MPI process) and `launch` (which of the two a job is);
6. `provision` (parameters, loss, rows, feeds and steps of an opened run, rank by rank), then
   `session` (the door: RunSpec, open_run, Run, train), then `checkloss` (compare) and `tracing`
   (the measured timeline of an opened run: its events and its communication, `run --trace`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_exports

if TYPE_CHECKING:
    from .checkloss import CheckLossResult, compare
    from .errors import RunError, RunnerError
    from .inputs import Note
    from .interpreter import Interpreter
    from .jobplan import JobPlanRunner
    from .kernels import KERNELS, kernel
    from .session import Run, RunSpec, RunStep, open_run, train
    from .training import Event, Runner, StepResult

#: Where each public name lives. The package imports none of them until one is asked for
#: (PEP 562): importing `pirtool.runner.session` (what `pirtool run` needs) then loads numpy and
#: the kernels only, not `checkloss` and the divergence search, and a command that merely names
#: the package (`pirtool --help`) loads nothing.
_LAZY = {
    "CheckLossResult": "checkloss",
    "compare": "checkloss",
    "RunError": "errors",
    "RunnerError": "errors",
    "Note": "inputs",
    "Interpreter": "interpreter",
    "JobPlanRunner": "jobplan",
    "KERNELS": "kernels",
    "kernel": "kernels",
    "Run": "session",
    "RunSpec": "session",
    "RunStep": "session",
    "open_run": "session",
    "train": "session",
    "Event": "training",
    "Runner": "training",
    "StepResult": "training",
}


__getattr__, __dir__ = lazy_exports(__name__, _LAZY)


__all__ = [
    "CheckLossResult",
    "Event",
    "Interpreter",
    "JobPlanRunner",
    "KERNELS",
    "Note",
    "Run",
    "RunError",
    "RunSpec",
    "RunStep",
    "Runner",
    "RunnerError",
    "StepResult",
    "compare",
    "kernel",
    "open_run",
    "train",
]
