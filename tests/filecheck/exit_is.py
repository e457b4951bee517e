"""`%exit N CMD...` in a RUN line: run CMD, pass its stdout and stderr through, and fail unless
it exited with N. lit's `not` only says "non-zero"; pirtool's exit codes (0 ok, 1 differs,
2 bad input) are part of each command's contract, so the tests say which one they expect."""

import subprocess
import sys

want = int(sys.argv[1])
p = subprocess.run(sys.argv[2:])
if p.returncode != want:
    sys.stderr.write(f"exit_is: {' '.join(sys.argv[2:])!r} exited {p.returncode}, expected {want}\n")
    sys.exit(1)
