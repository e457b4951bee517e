"""A stand-in for CuPy and `cupy.cuda.nccl`, so that the NCCL backend (`runner/comm/nccl.py`)
runs on a machine without a GPU. `install()` puts modules `cupy`, `cupy.cuda`,
`cupy.cuda.nccl` and `cupy.cuda.runtime` into `sys.modules`.

* Arrays are numpy arrays of a subclass (`ndarray`) whose `.data.ptr` is the address of their
  memory, as CuPy's device pointers are; every array whose pointer was taken is remembered, and
  an NCCL call resolves its pointer arguments to those arrays (an unknown pointer, a buffer
  shorter than `count` or a non-contiguous one is an error, where a GPU would read garbage).
  The module's other names are numpy's, returning this subclass.
* `NcclCommunicator(ndev, commId, rank)` and its methods have the signatures of
  `cupy_backends/cuda/libs/nccl.pyx` (pointers, counts, NCCL datatype and op constants with
  NCCL's own values, a stream pointer). Its ranks are processes (the ranks of an mpiexec job)
  meeting in a directory (`FAKE_NCCL_DIR`, one sub-directory per unique id): each call writes
  its rank's contribution and waits for the others', and checks that they called the same
  operation with the same count, datatype, op and root (NCCL would hang or mix them up).
  Collectives reduce in rank order. `send` never waits (as `ncclSend` returns at once);
  `recv` waits for the matching send. Calls between `groupStart()` and `groupEnd()` run at
  `groupEnd`, sends first.
* `CALLS` counts the NCCL calls made, by method name (what the tests check paths with).
"""

from __future__ import annotations

import collections
import os
import pickle
import secrets
import sys
import tempfile
import time
import types
import weakref
from pathlib import Path
from typing import Any

import numpy as np

CALLS: collections.Counter[str] = collections.Counter()
TIMEOUT = 60.0

# NCCL's datatypes and ops, with nccl.h's values
DTYPES = {
    0: "int8",
    1: "uint8",
    2: "int32",
    3: "uint32",
    4: "int64",
    5: "uint64",
    6: "float16",
    7: "float32",
    8: "float64",
}
CONSTANTS = {
    "NCCL_INT8": 0,
    "NCCL_CHAR": 0,
    "NCCL_UINT8": 1,
    "NCCL_INT32": 2,
    "NCCL_INT": 2,
    "NCCL_UINT32": 3,
    "NCCL_INT64": 4,
    "NCCL_UINT64": 5,
    "NCCL_FLOAT16": 6,
    "NCCL_HALF": 6,
    "NCCL_FLOAT32": 7,
    "NCCL_FLOAT": 7,
    "NCCL_FLOAT64": 8,
    "NCCL_DOUBLE": 8,
    "NCCL_BFLOAT16": 9,
    "NCCL_SUM": 0,
    "NCCL_PROD": 1,
    "NCCL_MAX": 2,
    "NCCL_MIN": 3,
    "NCCL_AVG": 4,
}
_OPS = {0: np.add, 1: np.multiply, 2: np.maximum, 3: np.minimum}


# -- arrays and their pointers ------------------------------------------------------------------
class MemoryPointer:
    def __init__(self, ptr: int) -> None:
        self.ptr = ptr


_LIVE: dict[int, list[weakref.ref[Any]]] = {}


class ndarray(np.ndarray):  # noqa: N801 - CuPy's name
    """A numpy array whose `.data.ptr` is its address (and which remembers it was asked)."""

    @property
    def data(self) -> MemoryPointer:  # type: ignore[override]
        ptr = int(self.__array_interface__["data"][0])
        refs = [r for r in _LIVE.get(ptr, []) if r() is not None and r() is not self]
        _LIVE[ptr] = [*refs, weakref.ref(self)]
        return MemoryPointer(ptr)

    def get(self) -> np.ndarray:
        return np.array(self)


def _dev(out: Any) -> Any:
    if isinstance(out, np.ndarray) and not isinstance(out, ndarray):
        return out.view(ndarray)
    if isinstance(out, np.generic):
        return np.asarray(out).view(ndarray)
    if isinstance(out, tuple | list):
        return type(out)(_dev(o) for o in out)
    return out


def _wrap(fn: Any) -> Any:
    def call(*a: Any, **k: Any) -> Any:
        return _dev(fn(*a, **k))

    call.__name__ = getattr(fn, "__name__", "f")
    return call


def resolve(ptr: int, count: int, datatype: int) -> np.ndarray:
    """The `count` elements of NCCL type `datatype` at device pointer `ptr`, as a writable view."""
    if not isinstance(ptr, int) or not isinstance(count, int) or count < 0:
        raise TypeError(f"fake nccl: pointer and count must be ints, got {ptr!r}, {count!r}")
    if datatype not in DTYPES:
        raise ValueError(f"fake nccl: unknown datatype {datatype!r}")
    dt = np.dtype(DTYPES[datatype])
    need = count * dt.itemsize
    for base in sorted((b for b in _LIVE if b <= ptr), reverse=True):
        for r in _LIVE[base]:
            a = r()
            if a is None or ptr + need > base + a.nbytes:
                continue
            if not a.flags.c_contiguous:
                raise ValueError("fake nccl: a buffer that is not contiguous")
            off = ptr - base
            return np.asarray(a).reshape(-1).view(np.uint8)[off : off + need].view(dt)
    raise ValueError(f"fake nccl: no live array holds {need} bytes at {ptr:#x}")


# -- streams and devices ------------------------------------------------------------------------
class Event:
    done = True

    def synchronize(self) -> None:
        pass


class Stream:
    _next = 1

    def __init__(self, null: bool = False, non_blocking: bool = False, ptds: bool = False) -> None:
        self.ptr = 0 if null else Stream._next
        Stream._next += 1

    def synchronize(self) -> None:
        CALLS["synchronize"] += 1

    def record(self, event: Event | None = None) -> Event:
        return event or Event()

    def wait_event(self, event: Event) -> None:
        assert isinstance(event, Event)


_CURRENT = Stream(null=True)


def get_current_stream() -> Stream:
    return _CURRENT


class Device:
    def __init__(self, device: int = 0) -> None:
        self.id = device

    def use(self) -> None:
        CALLS["device"] = self.id


# -- NCCL ---------------------------------------------------------------------------------------
_GROUP: list[Any] | None = None


def get_unique_id() -> tuple[int, ...]:
    return tuple(b - 256 if b > 127 else b for b in secrets.token_bytes(128))  # signed chars, like CuPy's


def get_version() -> int:
    return 22000


def groupStart() -> None:  # noqa: N802 - CuPy's name
    global _GROUP
    if _GROUP is not None:
        raise RuntimeError("fake nccl: nested groupStart")
    _GROUP = []


def groupEnd() -> None:  # noqa: N802
    global _GROUP
    calls, _GROUP = _GROUP, None
    if calls is None:
        raise RuntimeError("fake nccl: groupEnd without groupStart")
    for _kind, fn in sorted(calls, key=lambda c: c[0] != "send"):
        fn()


def _write(path: Path, value: Any) -> None:
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    tmp.write_bytes(pickle.dumps(value))
    os.replace(tmp, path)


def _await(path: Path, what: str) -> Any:
    deadline = time.monotonic() + TIMEOUT
    while not path.exists():
        if time.monotonic() > deadline:
            raise RuntimeError(f"fake nccl: {what} timed out waiting for {path.name}")
        time.sleep(0.0005)
    return pickle.loads(path.read_bytes())


class NcclCommunicator:
    """One rank of an NCCL communicator (see the module docstring)."""

    def __init__(self, ndev: int, commId: tuple[int, ...], rank: int) -> None:  # noqa: N803
        assert isinstance(commId, tuple) and len(commId) == 128, "commId must be get_unique_id()'s tuple"
        assert 0 <= rank < ndev
        CALLS["init"] += 1
        self.ndev, self.rank_ = ndev, rank
        base = Path(os.environ.get("FAKE_NCCL_DIR") or Path(tempfile.gettempdir()) / "fake-nccl")
        self.dir = base / bytes(b & 255 for b in commId[:12]).hex()
        self.dir.mkdir(parents=True, exist_ok=True)
        self.n = 0
        self.sent: collections.Counter[int] = collections.Counter()
        self.got: collections.Counter[int] = collections.Counter()
        self._meet("init", (ndev,), None)  # ncclCommInitRank waits for every rank

    def rank_id(self) -> int:
        return self.rank_

    def size(self) -> int:
        return self.ndev

    def _meet(self, kind: str, meta: tuple[Any, ...], value: Any) -> list[Any]:
        """Every rank's value of this rank's next call, after checking they all make it alike."""
        n, self.n = self.n, self.n + 1
        _write(self.dir / f"c{n}-{self.rank_}", (kind, meta, value))
        rows = [_await(self.dir / f"c{n}-{r}", kind) for r in range(self.ndev)]
        for r, (k, m, _) in enumerate(rows):
            if (k, m) != (kind, meta):
                raise RuntimeError(f"fake nccl: call #{n}: rank {self.rank_} makes {kind}{meta}, rank {r} {k}{m}")
        return [v for _, _, v in rows]

    def _check(self, name: str, stream: int, *ints: Any) -> None:
        CALLS[name] += 1
        if not isinstance(stream, int) or not all(isinstance(i, int) for i in ints):
            raise TypeError(f"fake nccl: {name}: arguments must be ints (pointers, counts, constants)")

    def allReduce(self, sendbuf: int, recvbuf: int, count: int, datatype: int, op: int, stream: int) -> None:  # noqa: N802
        self._check("allReduce", stream, sendbuf, recvbuf, count, datatype, op)
        xs = self._meet("allReduce", (count, datatype, op), resolve(sendbuf, count, datatype).copy())
        resolve(recvbuf, count, datatype)[...] = _reduce(xs, op)

    def reduce(self, sendbuf: int, recvbuf: int, count: int, datatype: int, op: int, root: int, stream: int) -> None:
        self._check("reduce", stream, sendbuf, recvbuf, count, datatype, op, root)
        xs = self._meet("reduce", (count, datatype, op, root), resolve(sendbuf, count, datatype).copy())
        if self.rank_ == root:
            resolve(recvbuf, count, datatype)[...] = _reduce(xs, op)

    def broadcast(self, sendbuff: int, recvbuff: int, count: int, datatype: int, root: int, stream: int) -> None:
        self._check("broadcast", stream, sendbuff, recvbuff, count, datatype, root)
        mine = resolve(sendbuff, count, datatype).copy() if self.rank_ == root else None
        xs = self._meet("broadcast", (count, datatype, root), mine)
        resolve(recvbuff, count, datatype)[...] = xs[root]

    def allGather(self, sendbuf: int, recvbuf: int, count: int, datatype: int, stream: int) -> None:  # noqa: N802
        self._check("allGather", stream, sendbuf, recvbuf, count, datatype)
        xs = self._meet("allGather", (count, datatype), resolve(sendbuf, count, datatype).copy())
        resolve(recvbuf, count * self.ndev, datatype)[...] = np.concatenate(xs)

    def reduceScatter(self, sendbuf: int, recvbuf: int, recvcount: int, datatype: int, op: int, stream: int) -> None:  # noqa: N802
        self._check("reduceScatter", stream, sendbuf, recvbuf, recvcount, datatype, op)
        xs = self._meet(
            "reduceScatter", (recvcount, datatype, op), resolve(sendbuf, recvcount * self.ndev, datatype).copy()
        )
        total = _reduce(xs, op)
        resolve(recvbuf, recvcount, datatype)[...] = total[self.rank_ * recvcount : (self.rank_ + 1) * recvcount]

    def send(self, sendbuf: int, count: int, datatype: int, peer: int, stream: int) -> None:
        self._check("send", stream, sendbuf, count, datatype, peer)
        value = resolve(sendbuf, count, datatype).copy()  # what the GPU would read when it runs
        k = self.sent[peer]
        self.sent[peer] += 1

        def run() -> None:
            _write(self.dir / f"p{self.rank_}-{peer}-{k}", (count, datatype, value))

        self._run("send", run)

    def recv(self, recvbuf: int, count: int, datatype: int, peer: int, stream: int) -> None:
        self._check("recv", stream, recvbuf, count, datatype, peer)
        out = resolve(recvbuf, count, datatype)
        k = self.got[peer]
        self.got[peer] += 1

        def run() -> None:
            c, d, value = _await(self.dir / f"p{peer}-{self.rank_}-{k}", "recv")
            if (c, d) != (count, datatype):
                raise RuntimeError(f"fake nccl: recv of {count} x type {datatype} meets a send of {c} x type {d}")
            out[...] = value

        self._run("recv", run)

    def _run(self, kind: str, fn: Any) -> None:
        if _GROUP is not None:
            _GROUP.append((kind, fn))
        else:
            fn()

    def destroy(self) -> None:
        pass


def _reduce(xs: list[np.ndarray], op: int) -> np.ndarray:
    if op == 4:  # ncclAvg
        return (_reduce(xs, 0) / len(xs)).astype(xs[0].dtype)
    out = xs[0].copy()
    for x in xs[1:]:
        out = _OPS[op](out, x)
    return out


# -- the modules --------------------------------------------------------------------------------
def modules() -> dict[str, types.ModuleType]:
    """The fake's modules by the names CuPy's have."""
    cupy = types.ModuleType("cupy")
    cuda = types.ModuleType("cupy.cuda")
    nccl = types.ModuleType("cupy.cuda.nccl")
    runtime = types.ModuleType("cupy.cuda.runtime")
    nccl.__dict__.update(CONSTANTS)
    nccl.available = True
    for f in (get_unique_id, get_version, groupStart, groupEnd):
        setattr(nccl, f.__name__, f)
    nccl.NcclCommunicator = NcclCommunicator
    runtime.getDeviceCount = lambda: int(os.environ.get("FAKE_CUPY_DEVICES", "1"))
    cuda.nccl, cuda.runtime = nccl, runtime
    cuda.Stream, cuda.Event, cuda.Device, cuda.get_current_stream = Stream, Event, Device, get_current_stream
    cupy.cuda = cuda
    cupy.ndarray = ndarray
    cupy.asnumpy = lambda a, *_, **__: np.array(a)
    cupy.fake = sys.modules[__name__]

    def getattr_(name: str) -> Any:
        obj = getattr(np, name)
        if isinstance(obj, np.ufunc | type | types.ModuleType) or not callable(obj):
            return obj
        return _wrap(obj)

    cupy.__getattr__ = getattr_  # type: ignore[method-assign]
    return {"cupy": cupy, "cupy.cuda": cuda, "cupy.cuda.nccl": nccl, "cupy.cuda.runtime": runtime}


def install() -> types.ModuleType:
    """Make `import cupy` (and `from cupy.cuda import nccl`) give this fake; returns `cupy`."""
    mods = modules()
    sys.modules.update(mods)
    return mods["cupy"]
