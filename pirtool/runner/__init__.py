"""A numpy (or CuPy) runner for PIR programs: `Interpreter` runs ops, `schedule` runs a training
program the way Paddle's executor does (startup once; per optimizer step k micro-steps of the
forward/backward ops, then the optimizer ops once)."""

from __future__ import annotations

from .interpreter import Interpreter, RunError
from .registry import KERNELS, kernel

__all__ = ["Interpreter", "RunError", "KERNELS", "kernel"]
