"""Long fuzz runs of pirtool's CLI (the harness is `tests/fuzzing.py`; `tests/test_fuzz_run.py` runs
a bounded slice of it for CI, `pytest -m fuzz`).

    PYTHONPATH=$PWD python scripts/fuzz.py --seed 1 -n 2000 --programs 500 --out fuzz-findings/

Runs every command case of `fuzzing.commands()` (the reading tools, `opt -p` of every registered
pass, merge, plan, view) on mutants of the dumps of `samples/` and on valid unusual programs drawn
from `fuzz_programs.programs()`, and checks each command's contract (`tests/fuzzing.py` says
what it is). One finding per class (command + problem) is minimised and saved as `<out>/<n>.pir`
with a `<n>.txt` saying what broke; a summary is printed at the end (runs, minutes, findings).
Exit 0 when nothing was found, 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import fuzzing  # noqa: E402


def generated(seed: int, n: int) -> Iterator[tuple[str, str]]:
    """`n` programs of `fuzz_programs.programs()`, reproducible from `seed` (hypothesis draws them;
    nothing is shrunk: findings are minimised by `fuzzing.minimise`)."""
    from fuzz_programs import programs
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hseed

    out: list[str] = []

    @hseed(seed)
    @settings(
        max_examples=n, database=None, deadline=None, phases=[Phase.generate], suppress_health_check=list(HealthCheck)
    )
    @given(programs())
    def draw(text: str) -> None:
        out.append(text)

    draw()
    for i, text in enumerate(out):
        yield f"programs() #{i}", text


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("-n", type=int, default=500, help="number of mutants")
    ap.add_argument("--programs", type=int, default=0, help="number of generated valid programs")
    ap.add_argument("--out", default="fuzz-findings", help="where minimised findings are saved")
    ap.add_argument("--time-limit", type=float, default=20.0, help="seconds one command may take")
    ap.add_argument("--no-minimise", action="store_true")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    kinds: dict[str, int] = {}
    runs = inputs = 0
    t0 = time.perf_counter()
    cases = fuzzing.commands()

    def inputs_() -> Iterator[tuple[str, str, str | None]]:
        for m in fuzzing.mutants(args.seed, args.n):
            yield m.desc, m.text, m.original
        for desc, text in generated(args.seed, args.programs) if args.programs else ():
            yield desc, text, None

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "input.pir"
        for i, (desc, text, original) in enumerate(inputs_()):
            inputs += 1
            for f in fuzzing.check(path, text, time_limit=args.time_limit, original=original):
                k = fuzzing.kind_of(f)
                kinds[k] = kinds.get(k, 0) + 1
                if kinds[k] > 1:
                    continue
                again = fuzzing.cases_for(f)
                text_min = f.text
                if again and not args.no_minimise and not f.problem.startswith("slow"):

                    def fails(
                        t: str, again: list[fuzzing.Command] = again, k: str = k, original: str | None = original
                    ) -> bool:
                        found = fuzzing.check(path, t, again, args.time_limit, original=original)
                        return any(fuzzing.kind_of(g) == k for g in found)

                    text_min = fuzzing.minimise(f.text, fails)
                n = len(list(out.glob("*.pir")))
                (out / f"{n:04d}.pir").write_text(text_min, encoding="utf-8", newline="")
                if original is not None:
                    (out / f"{n:04d}.orig.pir").write_text(original, encoding="utf-8", newline="")
                (out / f"{n:04d}.txt").write_text(f"{desc}\npirtool {f.command}\n{f.problem}\n", encoding="utf-8")
                print(f"[{i}] {k}  ({desc}) -> {out / f'{n:04d}.pir'}", flush=True)
            runs += len(cases)
    minutes = (time.perf_counter() - t0) / 60
    print(
        f"{inputs} inputs ({args.n} mutants, {args.programs} programs, seed {args.seed}), {runs} command runs "
        f"in {minutes:.1f} min: {sum(kinds.values())} findings in {len(kinds)} classes"
    )
    for k, c in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print(f"  {c:5d}  {k}")
    return 1 if kinds else 0


if __name__ == "__main__":
    sys.exit(main())
