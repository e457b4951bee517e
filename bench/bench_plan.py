"""`pirtool plan` against `pirtool fmt` on the same merged dump: is the plan linear and cheap?

    python bench/bench_plan.py [--mb 20] [--pairs 9] [--big-pairs 5]
    python bench/bench_plan.py --against ../other-checkout --big-pairs 7   # A/B of plan

The inputs are the 1.8 MB real dist dump (bench/scale.py's SAMPLE) and a scaled copy with distinct
parameter names, each merged first (`GradientMerge(k=4)`, not timed; kept in bench/out). Two
measurements per file, each in a fresh process, fmt and plan runs alternating:

* in process: parse + print (fmt) against `read_merged` (the parse, the dist program made dense
  while it is read, remove-unuseful-comm) + `make_plan(prog, "gm", 4, dense=True)` (the split) +
  printing the three job programs (plan), with the plan's own phases (read/split/print);
* command line: `pirtool plan FILE -k 4 -o DIR` against `pirtool fmt FILE -o OUT`, wall clock,
  start-up and file I/O included (what a user times; issue 10's target is plan <= 1.5 x fmt).

Ratios: of the best (minimum) times, and the median of the ratios within each pair (this VM's
speed drifts 2x over a day and single runs vary by 30%). A plan writes several programs, so
the bytes each command writes are printed too, and the ratio per byte written (plan's seconds
per MB written over fmt's): a plan that writes T bytes cannot be faster than printing T bytes.
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

from scale import OUT, ROOT, SAMPLE, against_parser, alternating, calibrate, versus, write_scaled

MEASURE = r"""
import json, sys, time
sys.path.insert(0, {root!r})
from pirtool import parse, print_program
text = open({path!r}, newline="").read()
t0 = time.perf_counter()
dense = {{}}
if {plan!r}:  # as `pirtool plan` reads it: a dist program made dense while it is read
    import pirtool.plan as P
    if hasattr(P, "read_merged"):
        prog = P.read_merged(text, lambda rewrite: parse(text, rewrite=rewrite))
        dense = {{"dense": True}}
    else:  # a checkout from before (--against)
        prog = parse(text)
else:
    prog = parse(text)
t1 = time.perf_counter()
if {plan!r}:
    progs = list(P.make_plan(prog, "gm", 4, **dense).programs.values())
else:
    progs = [prog]
t2 = time.perf_counter()
outs = [print_program(p) for p in progs]
t3 = time.perf_counter()
print(json.dumps({{"parse": t1 - t0, "plan": t2 - t1, "print": t3 - t2, "total": t3 - t0,
                  "out_bytes": sum(len(o) for o in outs)}}))
"""

# Modules are imported from their cached bytecode, as in an installed pirtool (a shell that
# sets PYTHONDONTWRITEBYTECODE would make every run compile the modules it imports).
_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def in_process(path: Path, plan: bool, root: Path = ROOT) -> dict:
    code = MEASURE.format(root=str(root), path=str(path), plan=plan)
    return json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)


def command_line(path: Path, plan: bool, out: Path, root: Path = ROOT) -> tuple[float, int]:
    """Wall-clock seconds of the command and the bytes it wrote."""
    args = (
        ["plan", str(path), "-k", "4", "-o", str(out / "plan")]
        if plan
        else ["fmt", str(path), "-o", str(out / "fmt.pir")]
    )
    env = {**_ENV, "PYTHONPATH": str(root)}
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pirtool", *args], capture_output=True, check=True, env=env, cwd=root)
    seconds = time.perf_counter() - t
    written = sum(p.stat().st_size for p in (out / "plan").iterdir()) if plan else (out / "fmt.pir").stat().st_size
    return seconds, written


def merged(src: Path) -> Path:
    """`src` after gradient merge (k=4), built once in bench/out."""
    out = OUT / f"{src.stem}.merged.pir"
    if out.exists():
        return out
    sys.path.insert(0, str(ROOT))
    from pirtool import parse_file, print_program
    from pirtool.passes import GradientMerge, PassContext

    prog = parse_file(src)
    GradientMerge(k=4).apply(PassContext(prog))
    OUT.mkdir(parents=True, exist_ok=True)
    out.write_text(print_program(prog), newline="")
    return out


def bench(path: Path, pairs: int) -> None:
    fmt: list[dict] = []
    plan: list[dict] = []
    cli: list[tuple[tuple[float, int], tuple[float, int]]] = []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        command_line(SAMPLE, True, out)  # compiles and caches the bytecode of every module plan imports
        for _ in range(pairs):
            fmt.append(in_process(path, False))
            plan.append(in_process(path, True))
            cli.append((command_line(path, False, out), command_line(path, True, out)))
    med = statistics.median
    f, p = min(r["total"] for r in fmt), min(r["total"] for r in plan)
    pair = med(b["total"] / a["total"] for a, b in zip(fmt, plan, strict=True))
    cf, cp = min(a[0] for a, _ in cli), min(b[0] for _, b in cli)
    cli_pair = med(b[0] / a[0] for a, b in cli)
    fmt_mb, plan_mb = cli[0][0][1] / 1e6, cli[0][1][1] / 1e6
    per_byte = cli_pair * fmt_mb / plan_mb
    phases = "/".join(f"{min(r[k] for r in plan):.2f}" for k in ("parse", "plan", "print"))
    print(
        f"{path.name[:32]:<32} {path.stat().st_size / 1e6:6.1f} {fmt_mb:6.1f} {plan_mb:6.1f} "
        f"{f:6.2f} {p:6.2f} {phases:>14} {p / f:5.2f} {pair:5.2f}  "
        f"{cf:6.2f} {cp:6.2f} {cp / cf:5.2f} {cli_pair:5.2f} {per_byte:6.2f}"
    )


def against(other: Path, path: Path, pairs: int) -> None:
    """`pirtool plan` of this checkout against `other` on one file (command line and in process),
    runs alternating."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        command_line(SAMPLE, True, out)
        command_line(SAMPLE, True, out, other)
        this, that, this_cli, that_cli = alternating(
            pairs,
            lambda: in_process(path, True),
            lambda: in_process(path, True, other),
            lambda: command_line(path, True, out)[0],
            lambda: command_line(path, True, out, other)[0],
        )
    print(
        f"{path.name[:32]:<32} "
        + versus("in process", [r["total"] for r in this], [r["total"] for r in that])
        + "; "
        + versus("make_plan", [r["plan"] for r in this], [r["plan"] for r in that])
        + "; "
        + versus("command line", this_cli, that_cli)
    )


def main() -> None:
    a = against_parser(__doc__, "plan", 20.0, "size of the scaled dump before merging (MB)", 5).parse_args()
    print(f"calibration: 10M Python additions in {calibrate():.2f} s")
    small, big = merged(SAMPLE), merged(write_scaled(a.mb, rename=True))
    if a.against is not None:
        against(a.against.resolve(), small, a.pairs)
        against(a.against.resolve(), big, a.big_pairs)
        return
    print(
        f"{'':<32} {'MB':>6} {'MB written':>13} {'in process: best s, plan/fmt best|median':<47} "
        f"{'command line: best s, plan/fmt best|median|per byte':<40}"
    )
    print(
        f"{'file':<32} {'in':>6} {'fmt':>6} {'plan':>6} {'fmt':>6} {'plan':>6} {'read/split/prt':>14} {'best':>5} "
        f"{'med':>5}  {'fmt':>6} {'plan':>6} {'best':>5} {'med':>5} {'/byte':>6}"
    )
    bench(small, a.pairs)
    bench(big, a.big_pairs)


if __name__ == "__main__":
    main()
