"""Parse + print on the real bench dumps (and the synthetic ones, a second column): `pirtool fmt`
as a user runs it, and the library's parse and print in process (figures in docs/speed.md).

    python bench/bench_parse.py                    # real pair + synthetic, 5 runs each
    python bench/bench_parse.py --repeat 9
    python bench/bench_parse.py --against ../other-checkout --repeat 9   # A/B, alternating runs

Inputs: the real pair (bench/scale.py `real_dumps`: Paddle 3.3.1's 160-layer tensor-parallel
program before and after its gradient merge, made by scripts/gen_bench_dumps.py if missing),
then the synthetic ones (the 1.8 MB real sample, and its body scaled to --mb with every `%N`
shifted: copies that share their attribute texts, which flatters the parser).

Every run is a fresh process, fmt and in-process runs of a file alternating:
* `pirtool fmt FILE > /dev/null`: wall time (start-up and I/O included) as MB/s of the file,
  the same over the process's CPU time (user + system, which a loaded machine inflates less),
  and the process's peak RSS (VmHWM) over the file's size;
* in process: `parse(text)` and `print_program`, and the peak RSS growth over the size.
Medians are shown (min in brackets); the machine's speed is printed first (shared VMs vary 2x).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import scale
from scale import ENV, ROOT, SAMPLE, alternating, calibrate, command, real_dumps, versus, write_scaled

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
import gc; gc.freeze()
"""


def measure(path: Path, root: Path = ROOT) -> dict:
    code = MEASURE.format(root=str(root), path=str(path))
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=ENV)
    return json.loads(res.stdout)


def fmt(path: Path, root: Path = ROOT) -> tuple[float, int, float]:
    """`pirtool fmt PATH > /dev/null` in a fresh process: (wall s, peak RSS bytes, CPU s)."""
    code, wall, rss, _ = command("fmt", str(path), root=root)
    assert code == 0, f"fmt {path} exited {code}"
    return wall, rss, scale.last_cpu


def startup(args: list[str], repeat: int = 7) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "pirtool", *args], capture_output=True, check=False, env=ENV)
        best = min(best, time.perf_counter() - t)
    return best


def against(other: Path, paths: list[Path], repeat: int) -> None:
    """This checkout against `other` on the same files, runs alternating (the VM drifts 2x)."""
    for path in paths:
        this, that = alternating(repeat, lambda p=path: fmt(p), lambda p=path: fmt(p, other))
        print(versus(f"fmt {path.name}: this vs other, wall s", [r[0] for r in this], [r[0] for r in that]))
        print(versus(f"fmt {path.name}: this vs other, cpu s", [r[2] for r in this], [r[2] for r in that]))
        this, that = alternating(repeat, lambda p=path: measure(p), lambda p=path: measure(p, other))
        t = [r["parse"] + r["print"] for r in this]
        o = [r["parse"] + r["print"] for r in that]
        print(versus(f"parse+print {path.name} in process: this vs other, s", t, o))


HEAD = ("file", "MB", "fmt MB/s", "cpu MB/s", "peak/size", "parse s", "print s", "in-proc MB/s", "growth/size")
WIDTHS = (26, 5, 12, 8, 9, 7, 7, 12, 11)


def row(path: Path, repeat: int) -> tuple:
    runs = alternating(repeat, lambda: fmt(path), lambda: measure(path))
    walls = [w for w, _, _ in runs[0]]
    cpus = [c for _, _, c in runs[0]]
    peak = max(r for _, r, _ in runs[0])
    inproc = runs[1]
    size = inproc[0]["bytes"]
    mb = size / 1e6
    both = [r["parse"] + r["print"] for r in inproc]
    return (
        path.name[:26],
        f"{mb:.1f}",
        f"{mb / statistics.median(walls):.1f} ({mb / min(walls):.1f})",
        f"{mb / statistics.median(cpus):.1f}",
        f"{peak / size:.2f}",
        f"{statistics.median(r['parse'] for r in inproc):.3f}",
        f"{statistics.median(r['print'] for r in inproc):.3f}",
        f"{mb / statistics.median(both):.1f}",
        f"{max(r['peak_rss'] - r['base_rss'] for r in inproc) / size:.2f}",
    )


def line(cells: tuple) -> str:
    return " ".join(f"{c:<{w}}" if k == 0 else f"{c:>{w}}" for k, (c, w) in enumerate(zip(cells, WIDTHS, strict=True)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mb", type=float, default=55.0, help="size of the scaled synthetic dump (MB)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--real-only", action="store_true", help="leave the synthetic second column out")
    ap.add_argument(
        "--against",
        type=Path,
        default=None,
        metavar="CHECKOUT",
        help="compare fmt and parse+print with another checkout of pirtool, runs alternating",
    )
    a = ap.parse_args()
    print(f"calibration: 10M Python additions in {calibrate():.2f} s")
    real = list(real_dumps())
    synthetic = [] if a.real_only else [SAMPLE, write_scaled(a.mb)]
    if a.against is not None:
        against(a.against.resolve(), real + synthetic, a.repeat)
        return
    print(f"fresh processes, medians of {a.repeat} (min in brackets)")
    print(line(HEAD))
    for kind, paths in (("real (Paddle 3.3.1)", real), ("synthetic", synthetic)):
        if paths:
            print(f"-- {kind}")
        for path in paths:
            print(line(row(path, a.repeat)))
    small = ROOT / "samples/real/mlp_sgd_main.pir"
    print(f"python -m pirtool --help: {startup(['--help']) * 1e3:.0f} ms")
    print(f"python -m pirtool fmt mlp_sgd_main.pir: {startup(['fmt', str(small)]) * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
