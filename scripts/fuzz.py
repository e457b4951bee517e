"""Long fuzz runs of pirtool's CLI (the harness is `tests/fuzzing.py`; `tests/test_fuzz_run.py` runs
a bounded slice of it for CI, `pytest -m fuzz`).

    PYTHONPATH=$PWD python scripts/fuzz.py --seed 1 -n 2000 --programs 500 --runs 300 --out fuzz-findings/

Runs every command case of `fuzzing.commands()` (the reading tools, `opt -p` of every registered
pass, merge, plan, view) on mutants of the dumps of `samples/` and on valid unusual programs drawn
from `fuzz_programs.programs()`, and `run` / `check-loss` on the mutated plan directories, feeds,
parameters and options of `fuzz_runs.cases()`, and checks each command's contract (`tests/fuzzing.py` says
what it is). One finding per class (command + problem) is minimised and saved as `<out>/<n>.pir`
with a `<n>.txt` saying what broke; a summary is printed at the end (runs, minutes, findings).
Exit 0 when nothing was found, 1 otherwise.
"""

from __future__ import annotations

import argparse
import itertools
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


def run_cases(seed: int, n: int, out: Path, kinds: dict[str, int], deadline: float | None = None) -> int:
    """`n` cases of `fuzz_runs.cases()`; the first finding of each class is saved as `<out>/run-<n>.txt`
    (the case and the command, with DIR for the mutated copy of the base). Returns the runs made."""
    import fuzz_runs

    done = 0
    for i, (case, mutate) in enumerate(fuzz_runs.cases(seed, n)):
        if deadline is not None and time.perf_counter() > deadline:
            break
        done += 1
        f = fuzz_runs.check_case(case, mutate)
        if f is None:
            continue
        k = fuzz_runs.kind_of(f)
        kinds[k] = kinds.get(k, 0) + 1
        if kinds[k] == 1:
            m = len(list(out.glob("run-*.txt")))
            text = f"{case.desc} (expect {case.expect or 'any'})\npirtool {' '.join(f.args)}\n{f.problem}\n"
            (out / f"run-{m:04d}.txt").write_text(text, encoding="utf-8")
            print(f"[run {i}] {k} -> {out / f'run-{m:04d}.txt'}", flush=True)
    return done


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("-n", type=int, default=500, help="number of mutants")
    ap.add_argument("--programs", type=int, default=0, help="number of generated valid programs")
    ap.add_argument("--runs", type=int, default=0, help="number of run/check-loss cases (tests/fuzz_runs.py)")
    ap.add_argument("--minutes", type=float, default=0, help="stop drawing new inputs after this long (0: never)")
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
        """Mutants and programs interleaved in proportion (a run stopped by --minutes has both)."""
        ms = ((m.desc, m.text, m.original) for m in fuzzing.mutants(args.seed, args.n))
        ps = ((desc, text, None) for desc, text in (generated(args.seed, args.programs) if args.programs else ()))
        every = max(1, args.n // max(1, args.programs))
        while True:
            batch = list(itertools.islice(ms, every)) + list(itertools.islice(ps, 1))
            if not batch:
                return
            yield from batch

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "input.pir"
        for i, (desc, text, original) in enumerate(inputs_()):
            if args.minutes and time.perf_counter() - t0 > args.minutes * 60 * (0.8 if args.runs else 1):
                break  # (a fifth of the time left for the run cases)
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
                n = len([p for p in out.glob("*.txt") if not p.name.startswith("run-")])
                (out / f"{n:04d}.pir").write_text(text_min, encoding="utf-8", newline="")
                if original is not None:
                    (out / f"{n:04d}.orig.pir").write_text(original, encoding="utf-8", newline="")
                (out / f"{n:04d}.txt").write_text(f"{desc}\npirtool {f.command}\n{f.problem}\n", encoding="utf-8")
                print(f"[{i}] {k}  ({desc}) -> {out / f'{n:04d}.pir'}", flush=True)
            runs += len(cases)
    if args.runs:
        deadline = t0 + args.minutes * 60 if args.minutes else None
        n_runs = run_cases(args.seed, args.runs, out, kinds, deadline)
        runs += n_runs
        inputs += n_runs
    minutes = (time.perf_counter() - t0) / 60
    print(
        f"{inputs} inputs (of {args.n} mutants, {args.programs} programs, {args.runs} run cases; seed {args.seed}), {runs} command runs "
        f"in {minutes:.1f} min: {sum(kinds.values())} findings in {len(kinds)} classes"
    )
    for k, c in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print(f"  {c:5d}  {k}")
    return 1 if kinds else 0


if __name__ == "__main__":
    sys.exit(main())
