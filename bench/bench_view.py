"""Benchmark `pirtool view`'s model build against `pirtool fmt` (parse + print) on the same dump.

The dump is samples/real/LARGE_*.pir scaled (`scale.scaled_lines`): 24 copies by default,
51,960 ops, 43 MB. In-process, alternating, `--repeat` times each: parse, print (fmt's work),
build the view model, its JSON, the whole HTML page. Then both commands end to end in fresh
processes, run alternately: `pirtool fmt BIG -o /dev/null` and `pirtool view BIG --html OUT`.

Usage: python bench/bench_view.py [--copies 24] [--repeat 3]
Outputs go to bench/out/ (gitignored).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from scale import OUT, ROOT, calibrate, scaled_lines


def median_time(fn, repeat: int) -> tuple[float, object]:
    times, out = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--copies", type=int, default=24)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from pirtool.text.parser import parse
    from pirtool.text.printer import print_program
    from pirtool.tools.view import build_model
    from pirtool.tools.view.page import model_json, render_html

    OUT.mkdir(parents=True, exist_ok=True)
    big = OUT / f"view_{args.copies}x.pir"
    if not big.exists():
        big.write_text("\n".join(["{"] + [ln for c in scaled_lines(args.copies) for ln in c] + ["}", ""]))
    text = big.read_text()
    print(f"calibration (10M additions): {calibrate():.2f} s")
    print(f"{big}: {len(text) / 1e6:.1f} MB")

    t_parse, prog = median_time(lambda: parse(text), args.repeat)
    t_print, printed = median_time(lambda: print_program(prog), args.repeat)
    assert printed == text
    t_build, model = median_time(lambda: build_model(prog), args.repeat)
    t_json, js = median_time(lambda: model_json(model), args.repeat)
    t_html, page = median_time(lambda: render_html(model), args.repeat)
    n = model["n_ops"]
    print(f"ops: {n}; model JSON {len(js) / 1e6:.1f} MB, page {len(page) / 1e6:.1f} MB")
    print(f"fmt:  parse {t_parse:.2f} s + print {t_print:.2f} s = {t_parse + t_print:.2f} s")
    view = t_parse + t_build + t_html
    print(
        f"view: parse {t_parse:.2f} s + model {t_build:.2f} s + page {t_html:.2f} s (its JSON {t_json:.2f} s) = {view:.2f} s"
    )
    print(f"model build per op: {t_build / n * 1e6:.1f} µs; view / fmt in-process: {view / (t_parse + t_print):.2f} ×")

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    html = OUT / "view_bench.html"
    cmds = {
        "fmt": [sys.executable, "-m", "pirtool", "fmt", str(big), "-o", os.devnull],
        "view": [sys.executable, "-m", "pirtool", "view", str(big), "--html", str(html)],
    }
    times: dict[str, list[float]] = {k: [] for k in cmds}
    for _ in range(args.repeat):
        for k, c in cmds.items():
            t = time.perf_counter()
            subprocess.run(c, check=True, env=env, cwd=ROOT, capture_output=True)
            times[k].append(time.perf_counter() - t)
    f, v = statistics.median(times["fmt"]), statistics.median(times["view"])
    print(
        f"end to end (median of {args.repeat}, fresh processes): pirtool fmt {f:.2f} s, pirtool view --html {v:.2f} s ({v / f:.2f} ×)"
    )
    print(f"wrote {html} ({Path(html).stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
