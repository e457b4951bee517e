"""Helpers shared by kernel modules.

May import the kernel contract's types (`..registry`), nothing else of pirtool.
"""

from __future__ import annotations

import math

from ..registry import Array, ArrayModule


def unbroadcast(xp: ArrayModule, g: Array, shape: tuple[int, ...] | list[int]) -> Array:
    """Sum `g` over the dims that broadcasting added or expanded, to get back `shape`."""
    shape = tuple(shape)
    if tuple(g.shape) == shape:
        return g
    nd = g.ndim - len(shape)
    if nd > 0:
        g = g.sum(axis=tuple(range(nd)))
    axes = tuple(i for i, (a, b) in enumerate(zip(g.shape, shape, strict=True)) if b == 1 and a != 1)
    if axes:
        g = g.sum(axis=axes, keepdims=True)
    return g.reshape(shape)


def present(a: Array | None, what: str) -> Array:
    """`a`, an operand the op needs: a `<<NULL VALUE>>` there is the dump's error (ValueError)."""
    if a is None:
        raise ValueError(f"{what} is <<NULL VALUE>>")
    return a


def norm_axes(axes: list[int] | tuple[int, ...], ndim: int) -> tuple[int, ...]:
    return tuple(sorted({a + ndim if a < 0 else a for a in axes}))


def erf(xp: ArrayModule, x: Array) -> Array:
    """Elementwise erf: scipy / cupyx when available, else math.erf per element."""
    try:
        if xp.__name__ == "cupy":
            from cupyx.scipy.special import erf as _erf
        else:
            from scipy.special import erf as _erf
        return _erf(x)
    except ImportError:
        import numpy as np

        flat = [math.erf(v) for v in np.asarray(x, dtype="float64").ravel().tolist()]
        return xp.asarray(np.asarray(flat, dtype="float64").reshape(x.shape)).astype(x.dtype)


def same_dtype(xp: ArrayModule, a: Array, like: Array) -> Array:
    a = xp.asarray(a)
    return a if a.dtype == like.dtype else a.astype(like.dtype)


def f32(v: float) -> float:
    """A float attribute's value as Paddle holds it: a C++ float (`alpha:0.7` is 0.699999988...),
    which is what its kernels compute with, in float64 too."""
    import numpy as np

    return float(np.float32(v))
