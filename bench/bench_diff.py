"""Benchmark `pirtool diff` on two big dumps (≥ 50 MB each), built from samples/real/LARGE_*.pir.

A = the LARGE body repeated COPIES times, every `%N` shifted by an offset per copy.
B = A with a few edits: an unused `pd_op.full` inserted in every 7th copy and one attribute
changed (`transpose_y`) in every 11th copy. The diff must report exactly those.

Usage: python bench/bench_diff.py [--copies 29] [--keep] [--unique-attrs]
(--unique-attrs: a copy number in every op's attributes, so no two ops share an attribute text;
parsing keeps one string per distinct text, and real dumps repeat them, one per layer.)
Outputs go to bench/out/ (gitignored). Prints sizes, the in-process parse and diff times, then
`pirtool fmt` of each side and `pirtool diff` (text, --stat, --json, -q) side by side, each in a
fresh process (median of --repeat runs): wall time, its ratio to parsing A and B in one fresh
process and to `fmt A` + `fmt B`, and peak RSS (VmHWM) with its ratio to the larger input.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

from scale import OUT, ROOT, SAMPLE, scaled_lines

sys.path.insert(0, str(ROOT))  # this checkout's pirtool, not an installed one

NUM = re.compile(r"%(\d+)\b")


ATTRS = re.compile(r"\) \{(?=[^}])")


def build(copies: int, unique_attrs: bool = False) -> tuple[Path, Path, int, int]:
    top = max(int(m) for m in NUM.findall(SAMPLE.read_text())) + 1
    a_parts: list[str] = ["{"]
    b_parts: list[str] = ["{"]
    inserted = changed = 0
    fresh = top * (copies + 1)
    for c, shifted in enumerate(scaled_lines(copies)):
        if unique_attrs:  # every op's attribute text its own (a copy number in each): the worst case for memory
            shifted = [ATTRS.sub(f") {{copy:{c},", ln, count=1) for ln in shifted]
        a_parts.extend(shifted)
        bl = list(shifted)
        if c % 7 == 3:
            k = len(bl) // 2
            indent = bl[k][: len(bl[k]) - len(bl[k].lstrip())]
            bl.insert(
                k,
                f'{indent}(%{fresh}) = "pd_op.full" () {{dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:7}} : () -> tensor<1xf32>',
            )
            fresh += 1
            inserted += 1
        if c % 11 == 5:
            k = next(i for i, ln in enumerate(bl) if '"pd_op.matmul"' in ln and "transpose_y:false" in ln)
            bl[k] = bl[k].replace("transpose_y:false", "transpose_y:true", 1)
            changed += 1
        b_parts.extend(bl)
    a_parts += ["}", ""]
    b_parts += ["}", ""]
    OUT.mkdir(parents=True, exist_ok=True)
    pa, pb = OUT / "big_a.pir", OUT / "big_b.pir"
    pa.write_text("\n".join(a_parts))
    pb.write_text("\n".join(b_parts))
    return pa, pb, inserted, changed


_CHILD = (
    "import atexit, sys\n"
    f"sys.path.insert(0, {str(ROOT)!r})\n"
    # VmHWM: this process's peak RSS (ru_maxrss would include the benchmark's own, inherited at fork)
    "hwm = lambda: next(ln.split()[1] for ln in open('/proc/self/status') if ln.startswith('VmHWM'))\n"
    "atexit.register(lambda: sys.stderr.write(f'\\nMAXRSS {hwm()}\\n'))\n"
    "from pirtool.cli import run\n"
    "sys.argv = ['pirtool', *sys.argv[1:]]\n"
    "run()\n"
)


_PARSE_CHILD = _CHILD.replace("from pirtool.cli import run\n", "from pirtool.text.parser import parse_file\n").replace(
    "sys.argv = ['pirtool', *sys.argv[1:]]\nrun()\n",
    "progs = [parse_file(f) for f in sys.argv[1:]]\nimport gc; gc.freeze()\n",
)


def cli(*args: str, code: str = _CHILD, repeat: int = 1) -> tuple[int, float, int, str]:
    """`pirtool ARGS` in a fresh process, `repeat` times: (exit code, median wall seconds, peak
    RSS bytes, stdout)."""
    times, rss, p = [], 0, None
    for _ in range(repeat):
        t = time.perf_counter()
        p = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True)
        times.append(time.perf_counter() - t)
        rss = max([rss] + [int(ln.split()[1]) * 1024 for ln in p.stderr.splitlines() if ln.startswith("MAXRSS ")])
    assert p is not None
    return p.returncode, sorted(times)[len(times) // 2], rss, p.stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--copies", type=int, default=29)
    ap.add_argument("--keep", action="store_true", help="keep bench/out/big_*.pir")
    ap.add_argument(
        "--unique-attrs",
        action="store_true",
        help="give every op its own attribute text (parsing keeps one string per distinct text: real dumps repeat them)",
    )
    ap.add_argument("--repeat", type=int, default=3, help="runs of each command (the median is shown)")
    args = ap.parse_args()
    pa, pb, inserted, changed = build(args.copies, args.unique_attrs)
    size_a, size_b = pa.stat().st_size, pb.stat().st_size
    big = max(size_a, size_b)
    print(f"A: {pa} {size_a / 1e6:.1f} MB; B: {pb} {size_b / 1e6:.1f} MB; expected +{inserted} ops, ~{changed} ops")

    # In-process timing of the parts.
    from pirtool.text.parser import parse_file
    from pirtool.tools.diff import diff_programs

    t0 = time.perf_counter()
    a = parse_file(pa)
    b = parse_file(pb)
    t1 = time.perf_counter()
    d = diff_programs(a, b)
    t2 = time.perf_counter()
    plus = sum(r.kind == "+" for r in d.rows)
    minus = sum(r.kind == "-" for r in d.rows)
    tilde = sum(r.kind == "~" for r in d.rows)
    n_ops = sum(1 for _ in a.walk())
    parse_both = t1 - t0
    print(
        f"ops per side: {n_ops}; in process: parse both {parse_both:.2f} s, diff_programs {t2 - t1:.2f} s; result: +{plus} -{minus} ~{tilde}"
    )
    ok = plus == inserted and minus == 0 and tilde == changed
    del a, b, d

    # Side by side through the CLI, as a user runs them, each in a fresh process.
    n = args.repeat
    _, pab, rab, _ = cli(str(pa), str(pb), code=_PARSE_CHILD, repeat=n)
    _, fa, ra, _ = cli("fmt", str(pa), repeat=n)
    _, fb, rb, _ = cli("fmt", str(pb), repeat=n)
    rows = [("parse A and B", 0, pab, rab), ("fmt A", 0, fa, ra), ("fmt B", 0, fb, rb)]
    codes = []
    for extra in ([], ["--stat"], ["--json"], ["-q"]):
        code, dt, rss, out = cli("diff", str(pa), str(pb), *extra, repeat=n)
        codes.append(code)
        rows.append(("diff A B " + " ".join(extra), code, dt, rss))
        if extra == ["--stat"]:
            stat_out = out
    import pirtool

    print(f"pirtool from {Path(pirtool.__file__).parent}")
    print(f"fresh processes, median of {n}; /parse: over parsing A and B in one fresh process")
    print(
        f"{'command':<20} {'exit':>4} {'wall s':>7} {'/parse':>7} {'/fmt A+B':>9} {'peak RSS MB':>12} {'/larger input':>14}"
    )
    for what, code, dt, rss in rows:
        print(
            f"{what:<20} {code:>4} {dt:>7.2f} {dt / pab:>6.2f}x {dt / (fa + fb):>8.2f}x {rss / 2**20:>12.0f} {rss / big:>13.1f}x"
        )
    print(stat_out, end="")
    if not args.keep:
        pa.unlink()
        pb.unlink()
    if not ok or any(c != 1 for c in codes):
        sys.exit("unexpected diff result")


if __name__ == "__main__":
    main()
