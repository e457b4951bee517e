"""Benchmark finding the programs inside a big log (`pirtool extract`'s work, `text.logs.find_programs`).

The log repeats a unit of real printouts — samples/logs' pass-manager block and executor print,
200 glog noise lines, the 1.8 MB dist dump after a pass label — up to `--mb` megabytes (20 by
default). Prints the best of `--repeat` runs, MB/s, and the same for half the log: the two
rates agree when the search is linear (tests/test_logs.py counts its calls instead).

Usage: python bench/bench_logs.py [--mb 20] [--repeat 5]
"""

from __future__ import annotations

import argparse
import sys
import time

from scale import ROOT, SAMPLE, calibrate

GLOG = "I1129 20:06:35.891561  6297 pir_interpreter.cc:1529] "


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, default=20.0)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from pirtool.text.logs import find_programs

    logs = ROOT / "samples" / "logs"
    unit = (
        (logs / "passmanager_ir_printing.stdout.log").read_text()
        + (GLOG + "x = {1} some noise\n") * 200
        + (logs / "executor_FLAGS_print_ir.stdout.log").read_text()
        + "before auto_parallel_gradient_merge_pass "
        + SAMPLE.read_text()
    )
    print(f"calibration: {calibrate():.3f} s for 10M additions")
    for mb in (args.mb / 2, args.mb):
        log = unit * (int(mb * 1e6) // len(unit) + 1)
        best = float("inf")
        for _ in range(args.repeat):
            t = time.perf_counter()
            found = find_programs(log)
            best = min(best, time.perf_counter() - t)
        print(f"{len(log) / 1e6:5.1f} MB, {len(found)} programs: best {best:.3f} s, {len(log) / 1e6 / best:.0f} MB/s")


if __name__ == "__main__":
    main()
