"""Big dumps for the benchmarks, the machine-speed calibration, and how two checkouts are timed
side by side (shared by every bench script).

The real inputs (`real_dumps`): a 160-layer tensor-parallel transformer on a 2-process mesh
right before and after Paddle's own gradient merge, printed by Paddle 3.3.1
(scripts/gen_bench_dumps.py makes them in bench/out/, checked against bench/real_dumps.sha256).
The synthetic ones, a second column: `scaled_lines(copies)` repeats the body of the 1.8 MB real dist dump, every `%N` shifted by a
per-copy offset, so the result is a valid program of realistic op lines. With
`rename=True` each copy's parameter and data names get a `c<N>.` prefix, so that a pass that
keys on names (gradient merge) sees distinct parameters in every copy.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "samples/real/LARGE_dist_deep24_mesh2_tp_gm_04_before_auto_parallel_gradient_merge_pass.pir"
OUT = ROOT / "bench/out"
_NUM = re.compile(r"%(\d+)\b")
_NAME = re.compile(r'((?:parameter_)?name:")')


def scaled_lines(copies: int, rename: bool = False, sample: Path = SAMPLE) -> list[list[str]]:
    """The body lines of each copy of `sample` (without the framing braces)."""
    src = sample.read_text()
    lines = src.split("\n")
    assert lines[0] == "{" and lines[-2] == "}", "expected a framed dump"
    body = lines[1:-2]
    span = max(int(m) for m in _NUM.findall(src)) + 1
    out = []
    for c in range(copies):
        off = c * span
        copy = body if off == 0 else [_NUM.sub(lambda m, off=off: f"%{int(m.group(1)) + off}", ln) for ln in body]
        if rename:
            copy = [_NAME.sub(rf"\g<1>c{c}.", ln) for ln in copy]
        out.append(copy)
    return out


REAL_BEFORE = OUT / "real_gm_before.pir"
REAL_AFTER = OUT / "real_gm_after.pir"


def real_dumps() -> tuple[Path, Path]:
    """The real pair (before, after gradient merge): made by Paddle if missing, and checked
    against the committed checksums (a benchmark on other bytes would quote other figures)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import gen_bench_dumps as gen

    if not (REAL_BEFORE.exists() and REAL_AFTER.exists()):
        print("making the real dumps with Paddle (python scripts/gen_bench_dumps.py) ...", flush=True)
        gen.generate()
    bad = gen.check()
    if bad:
        sys.exit("\n".join(bad))
    return REAL_BEFORE, REAL_AFTER


def copies_for(mb: float) -> int:
    return max(1, int(mb * 1e6 / SAMPLE.stat().st_size) + 1)


def write_scaled(mb: float, rename: bool = False) -> Path:
    """bench/out/big_<mb>mb[_renamed].pir, built once."""
    path = OUT / f"big_{int(mb)}mb{'_renamed' if rename else ''}.pir"
    if not path.exists():
        OUT.mkdir(parents=True, exist_ok=True)
        parts = ["{"] + [ln for copy in scaled_lines(copies_for(mb), rename) for ln in copy] + ["}", ""]
        path.write_text("\n".join(parts))
    return path


# A command line in a fresh process, reporting its own peak RSS (VmHWM: ru_maxrss would include
# the benchmark's own, inherited at fork) on stderr as it exits.
CHILD = (
    "import atexit, sys\n"
    "sys.path.insert(0, {root!r})\n"
    "hwm = lambda: next(ln.split()[1] for ln in open('/proc/self/status') if ln.startswith('VmHWM'))\n"
    "atexit.register(lambda: sys.stderr.write(f'\\nMAXRSS {{hwm()}}\\n'))\n"
    "from pirtool.cli import run\n"
    "sys.argv = ['pirtool', *sys.argv[1:]]\n"
    "run()\n"
)


#: The environment of the commands timed: without PYTHONDONTWRITEBYTECODE (a machine that sets it
#: would make every run compile the modules it imports, where an installed pirtool has them
#: compiled), as bench_merge and bench_plan run theirs.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

#: CPU seconds (user + system) of the last `command`: on a loaded machine the wall clock
#: counts the neighbours' time too.
last_cpu = 0.0


def command(*args: str, root: Path = ROOT, code: str = CHILD, keep: bool = False) -> tuple[int, float, int, str]:
    """`pirtool ARGS` (or `code` with ARGS) in a fresh process of `root`'s pirtool: (exit code,
    wall seconds, peak RSS bytes, stdout if `keep`, else it goes to /dev/null); its CPU seconds
    in `last_cpu`."""
    global last_cpu
    out = subprocess.PIPE if keep else subprocess.DEVNULL
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    p = subprocess.run(
        [sys.executable, "-c", code.format(root=str(root)), *args],
        stdout=out,
        stderr=subprocess.PIPE,
        text=True,
        env=ENV,
    )
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    last_cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    rss = max([0] + [int(ln.split()[1]) * 1024 for ln in p.stderr.splitlines() if ln.startswith("MAXRSS ")])
    return p.returncode, wall, rss, p.stdout or ""


def calibrate() -> float:
    """Seconds for 10M Python additions: this machine's speed now (shared VMs vary 2x)."""
    t = time.perf_counter()
    s = 0
    for i in range(10_000_000):
        s += i
    return time.perf_counter() - t


def alternating(pairs: int, *runs: Callable[[], object]) -> list[list]:
    """Each of `runs` called once a round, in turn, for `pairs` rounds: what each returned, by
    run (this VM's speed drifts during a benchmark, so compared runs alternate)."""
    out: list[list] = [[] for _ in runs]
    for _ in range(pairs):
        for results, run in zip(out, runs, strict=True):
            results.append(run())
    return out


def versus(label: str, this: list[float], that: list[float]) -> str:
    """`label best A vs B (A/B), pair median A/B` of two series timed side by side."""
    med = statistics.median(x / y for x, y in zip(this, that, strict=True))
    return f"{label} best {min(this):.3f} vs {min(that):.3f} ({min(this) / min(that):.3f}), pair median {med:.3f}"


def against_parser(doc: str | None, command: str, mb: float, mb_help: str, big_pairs: int) -> argparse.ArgumentParser:
    """The options of a bench that times `command` against fmt, or against another checkout."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mb", type=float, default=mb, help=mb_help)
    ap.add_argument("--pairs", type=int, default=9, help=f"fmt/{command} pairs on the 1.8 MB dump")
    ap.add_argument("--big-pairs", type=int, default=big_pairs, help=f"fmt/{command} pairs on the scaled dump")
    ap.add_argument(
        "--against",
        type=Path,
        default=None,
        metavar="CHECKOUT",
        help=f"compare {command} with another checkout of pirtool, runs alternating",
    )
    return ap
