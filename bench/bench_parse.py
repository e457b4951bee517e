"""Parse+print throughput, peak memory and start-up time of pirtool (figures quoted in README).

    python bench/bench_parse.py            # builds bench/out/big.pir (≥ 50 MB) on first run
    python bench/bench_parse.py --against ../other-checkout --repeat 9   # A/B, alternating runs

The big dump is made by scaling a real one (bench/scale.py). Each measurement runs in a fresh
subprocess so peak memory is the measurement's own.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from scale import ROOT, SAMPLE, calibrate, write_scaled

MEASURE = r"""
import json, sys, time
sys.path.insert(0, {root!r})
from pirtool import parse, print_program
def hwm():
    # VmHWM, not ru_maxrss: the latter keeps the parent's high-water mark across fork+exec.
    return [int(l.split()[1]) * 1024 for l in open("/proc/self/status") if l.startswith("VmHWM")][0]
base = hwm()
text = open({path!r}, newline="").read()
t0 = time.perf_counter()
prog = parse(text)
t1 = time.perf_counter()
out = print_program(prog)
t2 = time.perf_counter()
assert out == text
print(json.dumps({{"bytes": len(text), "parse": t1 - t0, "print": t2 - t1, "peak_rss": hwm(), "base_rss": base}}))
"""


def measure(path: Path, root: Path = ROOT) -> dict:
    code = MEASURE.format(root=str(root), path=str(path))
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(res.stdout)


def startup(args: list[str], repeat: int = 7) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "pirtool", *args], capture_output=True, check=False)
        best = min(best, time.perf_counter() - t)
    return best


def against(other: Path, paths: list[Path], repeat: int) -> None:
    """This checkout against `other` on the same files, runs alternating (the VM drifts 2x)."""
    import statistics

    print(
        f"{'file':<40} {'this best':>10} {'other best':>10} {'ratio':>6} {'this med':>9} {'other med':>9} {'pair med':>8}"
    )
    for path in paths:
        this, that = [], []
        for _ in range(repeat):
            this.append(measure(path))
            that.append(measure(path, other))
        t = [r["parse"] + r["print"] for r in this]
        o = [r["parse"] + r["print"] for r in that]
        pair = statistics.median(x / y for x, y in zip(t, o, strict=True))
        print(
            f"{path.name[:40]:<40} {min(t):10.3f} {min(o):10.3f} {min(t) / min(o):6.3f} "
            f"{statistics.median(t):9.3f} {statistics.median(o):9.3f} {pair:8.3f}"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mb", type=float, default=55.0, help="size of the scaled dump (MB)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument(
        "--against",
        type=Path,
        default=None,
        metavar="CHECKOUT",
        help="compare parse+print with another checkout of pirtool, runs alternating",
    )
    a = ap.parse_args()
    print(f"calibration: 10M Python additions in {calibrate():.2f} s")
    if a.against is not None:
        against(a.against.resolve(), [SAMPLE, write_scaled(a.mb)], a.repeat)
        return
    rows = []
    for path in (SAMPLE, write_scaled(a.mb)):
        runs = [measure(path) for _ in range(a.repeat)]
        best = min(runs, key=lambda r: r["parse"] + r["print"])
        mb = best["bytes"] / 1e6
        total = best["parse"] + best["print"]
        grow = (best["peak_rss"] - best["base_rss"]) / best["bytes"]
        rows.append((path.name, mb, best["parse"], best["print"], mb / total, best["peak_rss"] / 1e6, grow))
    print(f"{'file':<40} {'MB':>6} {'parse s':>8} {'print s':>8} {'MB/s':>6} {'peak MB':>8} {'(peak-base)/size':>16}")
    for name, mb, p, q, rate, peak, grow in rows:
        print(f"{name[:40]:<40} {mb:6.1f} {p:8.3f} {q:8.3f} {rate:6.1f} {peak:8.0f} {grow:16.1f}")
    small = ROOT / "samples/real/mlp_sgd_main.pir"
    print(f"python -m pirtool --help: {startup(['--help']) * 1e3:.0f} ms")
    print(f"python -m pirtool fmt mlp_sgd_main.pir: {startup(['fmt', str(small)]) * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
