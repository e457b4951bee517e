"""`pirtool merge` against `pirtool fmt` on the same dumps: is the pass linear and cheap?

    python bench/bench_merge.py [--mb 55]

Times parse + gradient-merge + print against parse + print on the 1.8 MB real dist dump and on a
scaled dump whose copies have distinct parameter names (bench/scale.py), in fresh subprocesses.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from scale import ROOT, SAMPLE, write_scaled

MEASURE = r"""
import json, sys, time
sys.path.insert(0, {root!r})
from pirtool import parse, print_program
from pirtool.passes.base import PassContext
from pirtool.passes.gradient_merge import GradientMerge
text = open({path!r}, newline="").read()
t0 = time.perf_counter()
prog = parse(text)
t1 = time.perf_counter()
if {merge!r}:
    GradientMerge(k=4).apply(PassContext(prog))
t2 = time.perf_counter()
out = print_program(prog)
t3 = time.perf_counter()
print(json.dumps({{"bytes": len(text), "parse": t1 - t0, "pass": t2 - t1, "print": t3 - t2}}))
"""


def measure(path: Path, merge: bool, repeat: int) -> dict:
    runs = []
    for _ in range(repeat):
        code = MEASURE.format(root=str(ROOT), path=str(path), merge=merge)
        res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        runs.append(json.loads(res.stdout))
    return min(runs, key=lambda r: r["parse"] + r["pass"] + r["print"])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mb", type=float, default=55.0)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    print(f"{'file':<40} {'MB':>6} {'fmt s':>7} {'merge s':>8} {'pass s':>7} {'merge/fmt':>9}")
    for path in (SAMPLE, write_scaled(a.mb, rename=True)):
        f = measure(path, False, a.repeat)
        m = measure(path, True, a.repeat)
        fmt = f["parse"] + f["print"]
        mer = m["parse"] + m["pass"] + m["print"]
        print(f"{path.name[:40]:<40} {f['bytes'] / 1e6:6.1f} {fmt:7.3f} {mer:8.3f} {m['pass']:7.3f} {mer / fmt:9.2f}")


if __name__ == "__main__":
    main()
