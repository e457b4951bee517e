"""The array module a run computes with: numpy, or CuPy when it and a GPU are there.

The kernels are written against numpy's API; CuPy provides the same one on a GPU, so choosing a
backend is choosing this module. May import the runner's errors.
"""

from __future__ import annotations

from types import ModuleType

import numpy as np

from .errors import RunnerError, Text


def get_xp(backend: str) -> ModuleType:
    """The array module for a backend name (numpy, or cupy when CuPy and a GPU are there)."""
    if backend == "numpy":
        return np
    if backend == "cupy":
        try:
            import cupy

            n = cupy.cuda.runtime.getDeviceCount()
            if n < 1:
                raise RuntimeError("no GPU device")
        except Exception as e:  # ImportError, CUDARuntimeError, ...
            raise RunnerError(
                Text(
                    "{backend_opt} cupy: CuPy with a usable GPU is not available ({why}); {use_numpy}",
                    why=f"{type(e).__name__}: {e}",
                )
            ) from None
        return cupy
    raise RunnerError(f"unknown backend {backend!r} (numpy or cupy)")
