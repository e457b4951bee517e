"""How soon `pirtool run` shows its first line on a terminal, and what each command imports.

    python bench/bench_startup.py                      # this checkout; --against CHECKOUT alternates
    python bench/bench_startup.py --first-line -- run x.pir -s s.pir   # one run: exit at the first line
    python bench/bench_startup.py --first-line --checkout OTHER -- --help    # another checkout's

The first line of `run` on a terminal is its status line (`run: loading the runner  0.0s`); it
goes to stderr, and only on a terminal, so the command runs on a pseudo-terminal here and the
time is taken from the child's start to the first byte it writes. `--first-line` does that
once and exits then (the child killed), which makes "start to first line" a whole process to
time from outside. Without it: for each checkout, in turn, `--runs` times each of `pirtool
--help`, `pirtool fmt` of a small dump and `run` of the 12-layer h512 transformer of
`bench/bench_runner.py` (printed by Paddle, written to bench/out/ once: needs the oracle extra)
to the first line: medians, and the modules `--help` and `fmt` import in all (`-X importtime`).
"""

from __future__ import annotations

import argparse
import os
import pty
import select
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "out"


def first_line(checkout: Path, args: list[str], timeout: float = 120.0) -> tuple[float, str]:
    """Seconds from starting `python -m pirtool ARGS` (CHECKOUT's) on a pseudo-terminal to the
    first byte it writes, and that first chunk; the child is killed then."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    master, slave = pty.openpty()
    t0 = time.perf_counter()
    p = subprocess.Popen(
        [sys.executable, "-m", "pirtool", *args],
        stdin=subprocess.DEVNULL,
        stdout=slave,
        stderr=slave,
        env=env,
        cwd=checkout,  # `-m` puts the working directory first on sys.path
    )
    os.close(slave)
    try:
        ready, _, _ = select.select([master], [], [], timeout)
        dt = time.perf_counter() - t0
        text = os.read(master, 4096).decode(errors="replace") if ready else ""
    finally:
        p.send_signal(signal.SIGKILL)
        p.wait()
        os.close(master)
    lines = text.replace("\x1b[K", "").replace("\r\n", "\n").strip().split("\n")
    return dt, lines[0].split("\r")[-1].strip()


def imports(checkout: Path, args: list[str]) -> int:
    """Modules `python -m pirtool ARGS` imports in all (`-X importtime`), output thrown away."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    r = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "pirtool", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=checkout,
    )
    return sum(1 for line in r.stderr.splitlines() if line.startswith("import time:") and "|" in line) - 1


def transformer() -> list[str]:
    """`run` arguments for bench_runner's transformer, printed by Paddle once into bench/out/."""
    main, startup, feed = OUT / "transformer.main.pir", OUT / "transformer.startup.pir", OUT / "transformer.feed.npz"
    if not main.exists():
        sys.path.insert(0, str(ROOT / "bench"))
        import numpy as np
        from bench_runner import build

        a = argparse.Namespace(layers=12, hidden=512, heads=4, seq=128, batch=8)
        main_text, startup_text, data, _, _ = build("transformer", a)
        OUT.mkdir(parents=True, exist_ok=True)
        main.write_text(main_text)
        startup.write_text(startup_text)
        np.savez(feed, **data)
    return ["run", str(main), "-s", str(startup), "--feed", str(feed), "--steps", "1"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--against", default=None, help="another checkout, measured alternating with this one")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--first-line", action="store_true", help="run ARGS once to its first line, then exit")
    ap.add_argument("--checkout", default=str(ROOT), help="--first-line: whose pirtool to run (default: this one)")
    ap.add_argument("args", nargs="*")
    a = ap.parse_args()
    if a.first_line:
        dt, text = first_line(Path(a.checkout).resolve(), a.args)
        print(f"{dt:.3f} s  {text}")
        return
    small = str(ROOT / "samples" / "core" / "mlp_sgd_main.pir")
    cases = {"--help": ["--help"], "fmt small": ["fmt", small], "run transformer": transformer()}
    trees = [("this", ROOT)] + ([("other", Path(a.against).resolve())] if a.against else [])
    for name, args in cases.items():
        times: dict[str, list[float]] = {t: [] for t, _ in trees}
        texts: dict[str, str] = {}
        for _ in range(a.runs):
            for t, tree in trees:
                dt, text = first_line(tree, args)
                times[t].append(dt)
                texts[t] = text
        for t, tree in trees:
            n = f"; {imports(tree, args)} modules imported in all" if not args[0] == "run" else ""
            print(
                f"{name:16} {t:5}: first line median {statistics.median(times[t]):.3f} s "
                f"(min {min(times[t]):.3f}, max {max(times[t]):.3f}){n}; first: {texts[t][:60]!r}"
            )


if __name__ == "__main__":
    main()
