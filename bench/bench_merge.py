"""`pirtool merge` against `pirtool fmt` on the same dumps: is the pass linear and cheap?

    python bench/bench_merge.py [--mb 55] [--pairs 9] [--big-pairs 3]
    python bench/bench_merge.py --against ../other-checkout --pairs 7 --big-pairs 3   # A/B of merge

Two measurements per file, on the 1.8 MB real dist dump and on a scaled dump whose copies have
distinct parameter names (bench/scale.py):

* in process: parse + gradient-merge (k=4) + print against parse + print, each in a fresh
  subprocess (so neither inherits the other's warmed caches);
* command line: `pirtool merge FILE -k 4 -o OUT` against `pirtool fmt FILE -o OUT`, wall clock,
  start-up and file I/O included (what a user times).

fmt and merge runs alternate. Two ratios are printed: of the best (minimum) times, the usual
estimate of what the code costs (interference from other work only ever adds time), and the
median of the ratios within each pair, which shows the spread a user sees on a busy machine
(this project's CI VM varies 2x over a day, and single runs of the same parse vary by 30%).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from scale import ROOT, SAMPLE, against_parser, alternating, calibrate, versus, write_scaled

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
print(json.dumps({{"bytes": len(text), "out_bytes": len(out), "parse": t1 - t0, "pass": t2 - t1, "print": t3 - t2}}))
"""


def in_process(path: Path, merge: bool, root: Path = ROOT) -> dict:
    code = MEASURE.format(root=str(root), path=str(path), merge=merge)
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    r = json.loads(res.stdout)
    r["total"] = r["parse"] + r["pass"] + r["print"]
    return r


# Modules are imported from their cached bytecode, as in an installed pirtool (a shell that
# sets PYTHONDONTWRITEBYTECODE would make every run compile the modules it imports).
_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def command_line(path: Path, merge: bool, out: Path) -> float:
    args = ["merge", str(path), "-k", "4"] if merge else ["fmt", str(path)]
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pirtool", *args, "-o", str(out)], capture_output=True, check=True, env=_ENV)
    return time.perf_counter() - t


def bench(path: Path, pairs: int) -> None:
    fmt: list[dict] = []
    mer: list[dict] = []
    cli: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.pir"
        command_line(SAMPLE, True, out)  # compiles and caches the bytecode of every module merge imports
        for _ in range(pairs):
            fmt.append(in_process(path, False))
            mer.append(in_process(path, True))
            cli.append((command_line(path, False, out), command_line(path, True, out)))
    med = statistics.median
    f = min(r["total"] for r in fmt)
    m = min(r["total"] for r in mer)
    pair = med(b["total"] / a["total"] for a, b in zip(fmt, mer, strict=True))
    cf = min(a for a, _ in cli)
    cm = min(b for _, b in cli)
    cli_pair = med(b / a for a, b in cli)
    print(
        f"{path.name[:36]:<36} {fmt[0]['bytes'] / 1e6:6.1f} {mer[0]['out_bytes'] / 1e6:7.1f} "
        f"{f:7.3f} {m:7.3f} {min(r['pass'] for r in mer):7.3f} {m / f:6.2f} {pair:6.2f} "
        f"{cf:7.2f} {cm:7.2f} {cm / cf:6.2f} {cli_pair:6.2f}"
    )


def against(other: Path, path: Path, pairs: int) -> None:
    """parse + merge + print of this checkout against `other` on one file, runs alternating."""
    this, that = alternating(pairs, lambda: in_process(path, True), lambda: in_process(path, True, other))
    print(
        f"{path.name[:36]:<36} "
        + versus("merge", [r["total"] for r in this], [r["total"] for r in that])
        + "; "
        + versus("pass", [r["pass"] for r in this], [r["pass"] for r in that])
    )


def main() -> None:
    a = against_parser(__doc__, "merge", 55.0, "size of the scaled dump (MB)", 3).parse_args()
    print(f"calibration: 10M Python additions in {calibrate():.2f} s")
    if a.against is not None:
        against(a.against.resolve(), SAMPLE, a.pairs)
        against(a.against.resolve(), write_scaled(a.mb, rename=True), a.big_pairs)
        return
    print(
        f"{'':<36} {'':>6} {'':>7}  {'in process: best s, merge/fmt best|median':<44} {'command line: best s, merge/fmt best|median':<44}"
    )
    print(
        f"{'file':<36} {'MB in':>6} {'MB out':>7} {'fmt':>7} {'merge':>7} {'pass':>7} {'best':>6} {'median':>6} {'fmt':>7} {'merge':>7} {'best':>6} {'median':>6}"
    )
    bench(SAMPLE, a.pairs)
    bench(write_scaled(a.mb, rename=True), a.big_pairs)


if __name__ == "__main__":
    main()
