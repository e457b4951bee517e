"""`python tests/mpi/fake_cupy_pirtool.py ARGS...` is `pirtool ARGS...` with the fake CuPy of
tests/fake_cupy.py installed as `cupy` (so `--backend cupy` runs here, without a GPU): under
mpiexec each rank talks through `NcclComm` on the fake NCCL. At exit it prints to stderr the
NCCL calls this process made, as `fake-nccl: {name: count}`."""

from __future__ import annotations

import atexit
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import fake_cupy  # noqa: E402

fake_cupy.install()
atexit.register(lambda: print(f"fake-nccl: {dict(sorted(fake_cupy.CALLS.items()))}", file=sys.stderr, flush=True))

from pirtool.cli import run  # noqa: E402

run()
