"""Benchmark `pirtool diff` on two big dumps (≥ 50 MB each), built from samples/real/LARGE_*.pir.

A = the LARGE body repeated COPIES times, every `%N` shifted by an offset per copy.
B = A with a few edits: an unused `pd_op.full` inserted in every 7th copy and one attribute
changed (`transpose_y`) in every 11th copy. The diff must report exactly those.

Usage: python bench/bench_diff.py [--copies 29] [--keep]
Outputs go to bench/out/ (gitignored). Prints sizes, parse / diff times and peak RSS.
"""

from __future__ import annotations

import argparse
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

from scale import OUT, SAMPLE, scaled_lines

NUM = re.compile(r"%(\d+)\b")


def build(copies: int) -> tuple[Path, Path, int, int]:
    top = max(int(m) for m in NUM.findall(SAMPLE.read_text())) + 1
    a_parts: list[str] = ["{"]
    b_parts: list[str] = ["{"]
    inserted = changed = 0
    fresh = top * (copies + 1)
    for c, shifted in enumerate(scaled_lines(copies)):
        a_parts.extend(shifted)
        bl = list(shifted)
        if c % 7 == 3:
            k = len(bl) // 2
            indent = bl[k][: len(bl[k]) - len(bl[k].lstrip())]
            bl.insert(k, f'{indent}(%{fresh}) = "pd_op.full" () {{dtype:float32,op_role:2,place:Place(cpu),shape:[1],stop_gradient:[true],value:7}} : () -> tensor<1xf32>')
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--copies", type=int, default=29)
    ap.add_argument("--keep", action="store_true", help="keep bench/out/big_*.pir")
    args = ap.parse_args()
    pa, pb, inserted, changed = build(args.copies)
    size_a, size_b = pa.stat().st_size, pb.stat().st_size
    print(f"A: {pa} {size_a / 1e6:.1f} MB; B: {pb} {size_b / 1e6:.1f} MB; expected +{inserted} ops, ~{changed} ops")

    # In-process timing of the parts.
    from pirtool.text.parser import parse_file
    from pirtool.tools.diff import diff_programs

    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t0 = time.perf_counter()
    a = parse_file(pa)
    b = parse_file(pb)
    t1 = time.perf_counter()
    d = diff_programs(a, b)
    t2 = time.perf_counter()
    rss1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    plus = sum(r.kind == "+" for r in d.rows)
    minus = sum(r.kind == "-" for r in d.rows)
    tilde = sum(r.kind == "~" for r in d.rows)
    n_ops = sum(1 for _ in a.walk())
    print(f"ops per side: {n_ops}; parse both: {t1 - t0:.2f} s; diff: {t2 - t1:.2f} s")
    print(f"result: +{plus} -{minus} ~{tilde}")
    print(f"peak RSS: {rss1 / 1024:.0f} MB (before parsing {rss0 / 1024:.0f} MB); inputs {(size_a + size_b) / 1e6:.0f} MB;"
          f" ratio {(rss1 * 1024) / (size_a + size_b):.1f}x of both inputs")
    ok = plus == inserted and minus == 0 and tilde == changed
    del a, b, d

    # End to end through the CLI, as a user runs it.
    t3 = time.perf_counter()
    p = subprocess.run([sys.executable, "-c", "from pirtool.cli import main; main()", "diff", str(pa), str(pb), "--stat"], capture_output=True, text=True)
    t4 = time.perf_counter()
    print(f"`pirtool diff A B --stat`: exit {p.returncode}, {t4 - t3:.2f} s wall")
    print(p.stdout, end="")
    if not args.keep:
        pa.unlink()
        pb.unlink()
    if not ok or p.returncode != 1:
        sys.exit("unexpected diff result")


if __name__ == "__main__":
    main()
