"""`pirtool reduce` on the big bench dump for a one-op property: how long to get to a handful of ops?

    python bench/bench_reduce.py [--mb 19] [--jobs 2] [--op pd_op.sqrt]

Builds the scaled dump (bench/scale.py `write_scaled`, ~19 MB, ~24k ops), then runs the command
line `pirtool reduce BIG --test "grep -q '\"OP\"' {}" -j JOBS -o OUT` and reports the wall time,
the ops left and the candidates tried (the issue's target: <= 20 ops in <= 5 minutes on a 2-core
machine). The machine's speed is printed too (bench/scale.py `calibrate`), since shared VMs vary.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from scale import ROOT, calibrate, write_scaled


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mb", type=float, default=19)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--op", default="pd_op.sqrt", help="the property: the candidate still has an op of this name")
    args = ap.parse_args()
    big = write_scaled(args.mb)
    size = big.stat().st_size
    ops = sum(1 for line in big.open() if '" (' in line and " = " in line or line.lstrip().startswith('() = "'))
    speed = calibrate()
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "small.pir")
        test = f"grep -q '\"{args.op}\"' {{}}"
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        t = time.perf_counter()
        p = subprocess.run(
            [
                sys.executable,
                "-m",
                "pirtool",
                "reduce",
                str(big),
                "--test",
                test,
                "-j",
                str(args.jobs),
                "-o",
                out,
                "-q",
            ],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        wall = time.perf_counter() - t
        if p.returncode != 0:
            print(p.stderr, file=sys.stderr)
            return 1
        left = sum(1 for line in open(out) if line.startswith("    (") or line.startswith("    () = "))
    print(
        json.dumps(
            {
                "file_mb": round(size / 1e6, 1),
                "ops_in": ops,
                "ops_out": left,
                "jobs": args.jobs,
                "seconds": round(wall, 1),
                "calibration_s": round(speed, 2),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
