"""What the case generators (gen_gm_cases, gen_pp_cases, gen_cleanup_cases, gen_fusion_cases)
share: their command line (`--out`, `--only`, `--list`, `--child` for the child process each case
runs in; `--index` for those that keep an index), the loop over the cases with its progress
lines, and the dataset over a case's arrays their training loops read.

Imports nothing of Paddle (`array_dataset` is given Paddle's `Dataset` class).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any


def case_parser(doc: str | None, child_nargs: int, index: str | None = None) -> argparse.ArgumentParser:
    """The generators' options; `index`: the help of `--index` (only rewrite the index), for a
    generator that keeps one."""
    ap = argparse.ArgumentParser(description=(doc or "").split("\n\n")[0])
    ap.add_argument("--out", default="samples", type=Path)
    ap.add_argument("--only", nargs="*", default=None, help="case names (see --list)")
    ap.add_argument("--list", action="store_true")
    if index is not None:
        ap.add_argument("--index", action="store_true", help=index)
    ap.add_argument("--child", nargs=child_nargs, help=argparse.SUPPRESS)
    return ap


def run_cases(tag: str, names: Iterable[str], run: Callable[[str], Any]) -> dict[str, Any]:
    """`run(name)` for each case, with a line before and after each; what each returned, by name."""
    done = {}
    for n in names:
        print(f"[{tag}] {n} ...", flush=True)
        done[n] = run(n)
        print(f"[{tag}] {n}: {done[n]}", flush=True)
    return done


def array_dataset(dataset: type, x: Any, y: Any) -> Any:
    """A `dataset` (Paddle's `io.Dataset`) whose item i is (x[i], y[i])."""

    class Arrays(dataset):  # type: ignore[misc, valid-type]
        def __getitem__(self, i: int) -> tuple[Any, Any]:
            return x[i], y[i]

        def __len__(self) -> int:
            return len(x)

    return Arrays()
