"""Long fuzz runs of pirtool's CLI (the harness is `tests/fuzzing.py`; `tests/test_fuzz.py` runs
a bounded slice of it in the test suite).

    PYTHONPATH=$PWD python scripts/fuzz.py --seed 1 -n 2000 --out fuzz-findings/

Mutates the dumps of `samples/`, runs every command of `fuzzing.COMMANDS` on each mutant and
checks the contract (exit 0/1/2, no traceback or internal error, `file:line:col` on exit 2,
round trip of accepted input, merge output re-parses, no command over the time limit). One
finding per class (command + problem) is minimised and saved as `<out>/<n>.pir` with a
`<n>.txt` saying what broke; a summary is printed at the end.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import fuzzing  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("-n", type=int, default=500, help="number of mutants")
    ap.add_argument("--out", default="fuzz-findings", help="where minimised findings are saved")
    ap.add_argument("--time-limit", type=float, default=20.0, help="seconds one command may take")
    ap.add_argument("--no-minimise", action="store_true")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    kinds: dict[str, int] = {}
    runs = 0
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "input.pir"
        for i, (desc, text) in enumerate(fuzzing.mutants(args.seed, args.n)):
            for f in fuzzing.check(path, text, time_limit=args.time_limit):
                k = fuzzing.kind_of(f)
                kinds[k] = kinds.get(k, 0) + 1
                if kinds[k] > 1:
                    continue
                cmd = [a for a in f.args if a != str(path)]
                text_min = f.text
                if not args.no_minimise and not f.problem.startswith("slow"):

                    def fails(t: str, cmd: list[str] = cmd, k: str = k) -> bool:
                        return any(fuzzing.kind_of(g) == k for g in fuzzing.check(path, t, [cmd], args.time_limit))

                    text_min = fuzzing.minimise(f.text, fails)
                n = len(list(out.glob("*.pir")))
                (out / f"{n:04d}.pir").write_text(text_min, encoding="utf-8", newline="")
                (out / f"{n:04d}.txt").write_text(
                    f"{desc}\npirtool {' '.join(cmd)} FILE\n{f.problem}\n", encoding="utf-8"
                )
                print(f"[{i}] {k}  ({desc}) -> {out / f'{n:04d}.pir'}", flush=True)
            runs += len(fuzzing.COMMANDS)
    dt = time.perf_counter() - t0
    print(f"{args.n} inputs, {runs} command runs in {dt:.0f}s: {sum(kinds.values())} findings in {len(kinds)} classes")
    for k, c in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print(f"  {c:5d}  {k}")
    return 1 if kinds else 0


if __name__ == "__main__":
    sys.exit(main())
