"""A numpy (or CuPy) runner for PIR programs: `Interpreter` runs ops, `schedule` runs a training
program the way Paddle's executor does (startup once; per optimizer step k micro-steps of the
forward/backward ops, then the optimizer ops once).

Layers, bottom first; a module imports only modules of lower layers (no import circles, lazy
imports included), and Paddle's vocabulary from `pirtool.paddle`:

1. `errors` (RunnerError, RunError, Text), `dtypes` (numpy dtypes, bf16, fit_shape), `registry`
   (the `@kernel` table, empty until kernels are imported), `blas` (BLAS threads per rank),
   `comm/*` (the Communicator interface and its backends: threads, MPI);
2. `kernels/*` (one module per op family), then `kernels` (imports them all: the full table);
3. `interpreter` (runs ops), `batch` (hard-coded batch sizes), `randdata` (random feeds);
4. `schedule` (Runner, PlanRunner: the training schedule);
5. `divergence` (first divergent op), `multi` (several ranks in threads), then `mpiranks` (one
   rank per MPI process) and `launch` (which of the two a job is);
6. `checkloss` (BEFORE vs AFTER, step by step).
"""

from __future__ import annotations

from .errors import RunError
from .interpreter import Interpreter
from .kernels import KERNELS, kernel

__all__ = ["Interpreter", "RunError", "KERNELS", "kernel"]
