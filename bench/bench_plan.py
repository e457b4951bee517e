"""`pirtool plan` against `pirtool fmt` on the same merged dump: is the plan linear and cheap?

    python bench/bench_plan.py [--mb 20] [--pairs 5]

The input is the 1.8 MB real dist dump (bench/scale.py's SAMPLE) and a scaled copy with distinct
parameter names, each merged first (`GradientMerge(k=4)`, not timed). Each measurement is a
fresh process doing parse + print (fmt) or parse + dense conversion + split + print of the three
job programs (plan); runs alternate, and the ratio of the best times and the median of the
pair ratios are printed (this VM's speed drifts 2x over a day).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from scale import ROOT, SAMPLE, calibrate, write_scaled

MEASURE = r"""
import json, sys, time
sys.path.insert(0, {root!r})
from pirtool import parse, print_program
text = open({path!r}, newline="").read()
t0 = time.perf_counter()
prog = parse(text)
if {plan!r}:
    from pirtool.plan import make_plan
    outs = [print_program(p) for p in make_plan(prog, "gm", 4).programs.values()]
else:
    outs = [print_program(prog)]
print(json.dumps({{"seconds": time.perf_counter() - t0, "ops": sum(o.count(chr(10)) for o in outs)}}))
"""


def measure(path: Path, plan: bool) -> dict:
    code = MEASURE.format(root=str(ROOT), path=str(path), plan=plan)
    return json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)


def merged(src: Path, out: Path) -> Path:
    sys.path.insert(0, str(ROOT))
    from pirtool import parse_file, print_program
    from pirtool.passes import GradientMerge, PassContext

    prog = parse_file(src)
    GradientMerge(k=4).apply(PassContext(prog))
    out.write_text(print_program(prog), newline="")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mb", type=float, default=20.0, help="size of the scaled dump (MB)")
    ap.add_argument("--pairs", type=int, default=5)
    a = ap.parse_args()
    print(f"calibration: 10M Python additions in {calibrate():.2f} s")
    with tempfile.TemporaryDirectory() as tmp:
        for src in (SAMPLE, write_scaled(a.mb, rename=True)):
            path = merged(src, Path(tmp) / f"{src.stem}.merged.pir")
            fmt, plan = [], []
            for _ in range(a.pairs):
                fmt.append(measure(path, False)["seconds"])
                plan.append(measure(path, True)["seconds"])
            pair = statistics.median(p / f for f, p in zip(fmt, plan, strict=True))
            print(f"{src.name[:40]:<40} {path.stat().st_size / 1e6:6.1f} MB  fmt best {min(fmt):.3f} s  "
                  f"plan best {min(plan):.3f} s  ratio {min(plan) / min(fmt):.2f} (pair median {pair:.2f})")


if __name__ == "__main__":
    main()
