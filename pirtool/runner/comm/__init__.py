"""How rank programs exchange data: one `Communicator` interface (`base`), three backends.

* `threads`: every rank a thread of this process, in lock step (`pirtool run a.pir b.pir`);
* `mpi`: one rank per MPI process, on mpi4py communicators (`mpiexec -n N pirtool run ...`);
* `nccl`: one rank per GPU, on `cupy.cuda.nccl` communicators (with `--backend cupy`).

The comm kernels (`kernels/comm.py`) see only `base.Communicator`. Layers: `base`, then the
backends, each importing `base` only, except `nccl`, an `mpi.MpiComm` that moves device arrays
with NCCL (MPI starts NCCL's communicators and keeps its waits from hanging). mpi4py and CuPy
are imported lazily, when used.
"""

from __future__ import annotations

from .base import Communicator, ExchangeComm, reduce_values, ring_members

__all__ = ["Communicator", "ExchangeComm", "reduce_values", "ring_members"]
