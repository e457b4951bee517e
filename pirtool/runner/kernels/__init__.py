"""Kernel families; importing a module registers its kernels (see `..registry`).

Importing this package imports every family, so `KERNELS` here is the full table and
`has_kernel` answers for every op the runner can run. Family modules may import the registry
(and its kernel contract types), `..dtypes`, `..errors`, `._util`, the model and `pirtool.paddle`;
nothing above them (no interpreter).
"""

from __future__ import annotations

from ..registry import KERNELS, NODE_KINDS, KernelSpec, kernel, lookup
from . import (  # noqa: F401  (registration happens at import)
    activation,
    batch_norm,
    builtin,
    comm,
    control_flow,
    conv,
    creation,
    elementwise,
    manipulation,
    matmul,
    nn,
    optim,
    reduce,
)


def has_kernel(name: str) -> bool:
    """Can the runner run an op of this name (a node kind of the interpreter, or a kernel)?"""
    return name in NODE_KINDS or name in KERNELS


__all__ = ["KERNELS", "KernelSpec", "has_kernel", "kernel", "lookup"]
