"""Benchmark `pirtool diff` on the real bench pair (and a synthetic pair, a second column).

Real: A = Paddle 3.3.1's 160-layer tensor-parallel program right before its gradient merge,
B = right after (bench/scale.py `real_dumps`; 14.5 and 19.8 MB, made by
scripts/gen_bench_dumps.py if missing). Synthetic: A = samples/real/LARGE_*.pir's body repeated
--copies times, every `%N` shifted per copy; B = A with a few edits (an unused `pd_op.full` in
every 7th copy, `transpose_y` changed in every 11th), which the diff must report exactly.

Usage: python bench/bench_diff.py [--repeat 5] [--copies 29] [--real-only] [--unique-attrs]
(--unique-attrs: a copy number in every synthetic op's attributes, so no two share a text.)
Every command runs in a fresh process, each diff form alternating with parsing A and B in one
fresh process (the VM drifts): the median wall time, the median of the per-pair ratios to
parsing both (`/parse`), and the peak RSS (VmHWM) over the larger input. Outputs go to
bench/out/ (gitignored).
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path

from scale import OUT, ROOT, SAMPLE, alternating, command, real_dumps, scaled_lines

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


_PARSE_BOTH = (
    "import sys\n"
    "sys.path.insert(0, {root!r})\n"
    "hwm = lambda: next(ln.split()[1] for ln in open('/proc/self/status') if ln.startswith('VmHWM'))\n"
    "from pirtool.text.parser import parse_file\n"
    "progs = [parse_file(f) for f in sys.argv[1:]]\n"
    "import gc; gc.freeze()\n"
    "sys.stderr.write(f'\\nMAXRSS {{hwm()}}\\n')\n"
)
FORMS = ([], ["--stat"], ["--json"], ["-q"])


def measure(pa: Path, pb: Path, repeat: int, root: Path = ROOT) -> list[tuple[str, int, float, float, int]]:
    """Rows (what, exit code, median wall s, median ratio to parsing both, peak RSS bytes), with
    `root`'s pirtool."""
    parse_both = lambda: command(str(pa), str(pb), code=_PARSE_BOTH, root=root)  # noqa: E731
    rows = []
    fmts = [alternating(repeat, lambda p=p: command("fmt", str(p), root=root))[0] for p in (pa, pb)]
    both_all: list[tuple] = []
    for extra in FORMS:
        both, runs = alternating(repeat, parse_both, lambda e=extra: command("diff", str(pa), str(pb), *e, root=root))
        both_all += both
        ratio = statistics.median(r[1] / p[1] for r, p in zip(runs, both, strict=True))
        rows.append(
            (
                "diff " + " ".join(extra),
                runs[-1][0],
                statistics.median(r[1] for r in runs),
                ratio,
                max(r[2] for r in runs),
            )
        )
    wall_both = statistics.median(p[1] for p in both_all)
    head = [("parse A and B", 0, wall_both, 1.0, max(p[2] for p in both_all))]
    for name, runs in zip(("fmt A", "fmt B"), fmts, strict=True):
        wall = statistics.median(r[1] for r in runs)
        head.append((name, runs[-1][0], wall, wall / wall_both, max(r[2] for r in runs)))
    return head + rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--copies", type=int, default=29)
    ap.add_argument("--keep", action="store_true", help="keep bench/out/big_*.pir")
    ap.add_argument("--real-only", action="store_true", help="leave the synthetic pair out")
    ap.add_argument(
        "--unique-attrs",
        action="store_true",
        help="give every synthetic op its own attribute text (parsing keeps one string per distinct text)",
    )
    ap.add_argument("--repeat", type=int, default=5, help="runs of each command (the median is shown)")
    ap.add_argument(
        "--against",
        type=Path,
        default=None,
        metavar="CHECKOUT",
        help="also measure another checkout's pirtool (a column)",
    )
    args = ap.parse_args()
    import pirtool

    print(f"pirtool from {Path(pirtool.__file__).parent}")
    pairs = [("real", *real_dumps())]
    ok = True
    if not args.real_only:
        sa, sb, inserted, changed = build(args.copies, args.unique_attrs)
        pairs.append(("synthetic", sa, sb))
        ok = _check_synthetic(sa, sb, inserted, changed)
    tables = []
    for label, pa, pb in pairs:
        big = max(pa.stat().st_size, pb.stat().st_size)
        print(f"{label}: A {pa.name} {pa.stat().st_size / 1e6:.1f} MB, B {pb.name} {pb.stat().st_size / 1e6:.1f} MB")
        tables.append((label, big, measure(pa, pb, args.repeat)))
        if args.against is not None:
            tables.append((f"{label} (other)", big, measure(pa, pb, args.repeat, args.against.resolve())))
        code, _, _, out = command("diff", str(pa), str(pb), "--stat", keep=True)
        print(out, end="")
    print(
        f"fresh processes, medians of {args.repeat}; /parse: median of the ratios to parsing A and B in one fresh process, runs alternating"
    )
    print(
        f"{'command':<16}"
        + "".join(f" | {label + ' wall s':>16} {'/parse':>7} {'peak MB':>8} {'/larger':>8}" for label, _, _ in tables)
    )
    for k in range(len(tables[0][2])):
        what = tables[0][2][k][0]
        cells = ""
        for _, big, rows in tables:
            _, code, wall, ratio, rss = rows[k]
            cells += f" | {wall:>16.2f} {ratio:>6.2f}x {rss / 2**20:>8.0f} {rss / big:>7.1f}x"
        print(f"{what:<16}{cells}")
    if not args.real_only and not args.keep:
        for p in pairs[1][1:]:
            p.unlink()
    if not ok or any(rows[k][1] != 1 for _, _, rows in tables[:1] for k in range(3, len(rows))):
        sys.exit("unexpected diff result")


def _check_synthetic(pa: Path, pb: Path, inserted: int, changed: int) -> bool:
    """The synthetic pair's diff, in process: exactly the edits made (and the parts' times)."""
    from pirtool.text.parser import parse_file
    from pirtool.tools.diff import diff_programs

    t0 = time.perf_counter()
    a, b = parse_file(pa), parse_file(pb)
    t1 = time.perf_counter()
    d = diff_programs(a, b)
    t2 = time.perf_counter()
    plus = sum(r.kind == "+" for r in d.rows)
    minus = sum(r.kind == "-" for r in d.rows)
    tilde = sum(r.kind == "~" for r in d.rows)
    print(
        f"synthetic, in process: parse both {t1 - t0:.2f} s, diff_programs {t2 - t1:.2f} s; "
        f"+{plus} -{minus} ~{tilde} (expected +{inserted} -0 ~{changed})"
    )
    return plus == inserted and minus == 0 and tilde == changed


if __name__ == "__main__":
    main()
