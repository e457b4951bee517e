"""Element types and shapes as the kernels see them: printed dtype -> numpy dtype, Paddle's
DataType attribute spelling -> numpy dtype, bfloat16 rounding, fitting a rank's array to a
mesh-wide printed shape, and an array brought to the host (`to_host`).

May import the model (`pirtool.types`); nothing of the runner.
"""

from __future__ import annotations

from typing import Any

from ..types import DTYPES

# Printed element type (types.DTYPES) -> numpy dtype name. numpy has no bfloat16: bf16 values are
# float32 arrays rounded to bf16 precision (round_bf16).
_NO_NUMPY = ("index", "undefined", "f8e4m3fn", "f8e5m2")
NP_DTYPES: dict[str, str] = {k: ("float32" if k == "bf16" else v) for k, v in DTYPES.items() if k not in _NO_NUMPY}
# Paddle DataType attribute spelling -> numpy dtype name; old programs store bf16 as uint16.
PADDLE_DTYPES: dict[str, str] = {DTYPES[k]: v for k, v in NP_DTYPES.items()} | {"uint16": "float32"}


def np_dtype_of_type(t: Any) -> str | None:
    """numpy dtype name of a printed tensor type (None if it has no element type)."""
    d = getattr(t, "dtype", None)
    return NP_DTYPES.get(d) if d else None


def np_dtype_of_attr(name: Any, default: str | None = None) -> str | None:
    """numpy dtype name of a `dtype:` attribute value (`float32`, `Undefined` -> default)."""
    if name is None:
        return default
    return PADDLE_DTYPES.get(str(name), default)


def round_bf16(xp: Any, a: Any) -> Any:
    """float32 values rounded to bfloat16 precision (round to nearest even), kept as float32."""
    shape = xp.shape(a)  # ascontiguousarray makes a 0-d array 1-d
    a = xp.ascontiguousarray(a, dtype="float32")
    u = a.view("uint32")
    r = (u + ((u >> 16) & 1) + 0x7FFF) & 0xFFFF0000
    out = r.astype("uint32").view("float32")
    return xp.where(xp.isnan(a), a, out).reshape(shape)


def fit_shape(xp: Any, a: Any, shape: tuple[int, ...]) -> Any:
    """`a` re-shaped to `shape` the way one rank stands in for a whole mesh: a dim that must grow
    m times is tiled m times, a dim that must shrink keeps the first chunk. Raises ValueError if
    the dims are not multiples of each other."""
    if len(shape) != a.ndim:
        if a.size == 1 and all(d == 1 for d in shape):
            return a.reshape(shape)
        raise ValueError(f"cannot fit shape {tuple(a.shape)} to {tuple(shape)}")
    out = a
    for ax, (want, have) in enumerate(zip(shape, a.shape, strict=True)):
        if want < 0 or want == have:
            continue
        if have and want % have == 0:
            out = xp.concatenate([out] * (want // have), axis=ax)
        elif want and have % want == 0:
            idx: list[Any] = [slice(None)] * out.ndim
            idx[ax] = slice(0, want)
            out = out[tuple(idx)]
        else:
            raise ValueError(f"cannot fit shape {tuple(a.shape)} to {tuple(shape)}")
    return out.copy() if out is not a else out


def to_host(a: Any) -> Any:
    """`a` as a host (numpy) array: a device array (CuPy's, which has `.get()`) is copied from its
    device; a numpy array, or anything else, is returned as it is. The one place the runner
    (state, divergence reports, MPI messages) leaves the device."""
    import numpy as np

    return a.get() if hasattr(a, "get") and not isinstance(a, np.ndarray) else a
