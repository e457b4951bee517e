"""lit configuration of pirtool's FileCheck suite (tests/filecheck).

Each test is a PIR dump with `// RUN:` lines and `// CHECK:` patterns, as MLIR's and xDSL's
pass tests are. pirtool reads such a file as a log holding one program (the `//` lines are
not PIR), so `%s` is both the program a RUN line reads and the check file FileCheck reads.

`pirtool` and `filecheck` are the ones installed next to the Python that runs lit, so a
virtual environment's tools are used even when its bin/ is not on PATH. `%samples` is the
repository's samples/ folder; `%exit N CMD` runs CMD and fails unless it exits with N
(`exit_is.py`).

A `.test` file holds only RUN and CHECK lines (its inputs are samples); a `.pir` or `.log`
file is also the input its RUN lines read.
"""

import os
import sys
import tempfile
from pathlib import Path

import lit.formats

config.name = "pirtool"  # noqa: F821 (lit provides `config`)
config.test_format = lit.formats.ShTest(execute_external=False)  # noqa: F821
config.suffixes = [".pir", ".log", ".test"]  # noqa: F821
config.excludes = ["Inputs", "Output", "exit_is.py", "lit.cfg.py"]  # noqa: F821
config.test_source_root = os.path.dirname(__file__)  # noqa: F821
# %t files go to a scratch folder, not into the source tree
config.test_exec_root = os.path.join(tempfile.gettempdir(), f"pirtool-lit-{os.getuid()}")  # noqa: F821

root = Path(__file__).resolve().parents[2]
bindir = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join([bindir, os.environ.get("PATH", "")])  # noqa: F821
for var in ("HOME", "TMPDIR", "LANG", "LC_ALL"):
    if var in os.environ:
        config.environment[var] = os.environ[var]  # noqa: F821
config.environment["NO_COLOR"] = "1"  # noqa: F821
config.environment["COLUMNS"] = "100"  # noqa: F821
config.substitutions.append(("%samples", str(root / "samples")))  # noqa: F821
config.substitutions.append(("%exit", f"{sys.executable} {Path(__file__).with_name('exit_is.py')}"))  # noqa: F821
