"""Run the `console` blocks of README.md and docs/*.md, and compare what they print.

A `console` block is what a user sees in a terminal: lines `$ COMMAND` (a line ending in `\\`
goes on in the next one) and, under each, what it prints, stdout and stderr together in the
order they were written. A line `...` stands for any number of lines. Each block runs in a
fresh directory under the system's temporary directory, one bash per command, with this
checkout's `pirtool` first on PATH, `NO_COLOR=1` and unbuffered Python, so the order is a
terminal's. A block names the files it reads: its first command is a `pirtool example ...`
writing the bundled samples (or it makes them itself).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FENCE = re.compile(r"^```console\n(.*?)^```", re.S | re.M)


@dataclass
class Step:
    command: str
    expected: list[str]


@dataclass
class Block:
    path: Path
    line: int
    steps: list[Step]

    @property
    def id(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def blocks(path: Path) -> list[Block]:
    """The console blocks of a markdown file, in order."""
    text = path.read_text(encoding="utf-8")
    out = []
    for m in FENCE.finditer(text):
        steps: list[Step] = []
        pending = ""
        for raw in m.group(1).splitlines():
            if pending:
                pending += "\n" + raw
                if not raw.endswith("\\"):
                    steps.append(Step(pending, []))
                    pending = ""
            elif raw.startswith("$ "):
                if raw.endswith("\\"):
                    pending = raw[2:]
                else:
                    steps.append(Step(raw[2:], []))
            else:
                assert steps, f"{path}: output before the first `$ ` line of a console block"
                steps[-1].expected.append(raw)
        out.append(Block(path, text.count("\n", 0, m.start()) + 2, steps))
    return out


# a decimal number with a point or an exponent (integers, counts and ids compare exactly)
FLOAT = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+(?=e))(?:e[-+]?\d+)?")


def same_line(expected: str, actual: str) -> bool:
    """Equal, but for decimal numbers within rel 1e-6 / abs 1e-7 of each other: a float32 sum's
    last bits follow the BLAS kernel OpenBLAS picks for the CPU, so a loss printed in full
    (`--json`) or a difference at rounding noise (`2.98e-08`) changes from machine to machine."""
    if expected == actual:
        return True
    want, got = FLOAT.split(expected), FLOAT.split(actual)
    if want != got:
        return False
    return all(
        abs(float(a) - float(b)) <= 1e-7 + 1e-6 * abs(float(a))
        for a, b in zip(FLOAT.findall(expected), FLOAT.findall(actual), strict=True)
    )


def matches(expected: list[str], actual: list[str]) -> bool:
    """`actual` equals `expected` line by line (`same_line`), where an `...` line of expected
    stands for any lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and same_line(expected[0], actual[0]) and matches(expected[1:], actual[1:])


def checkout_bin(where: Path) -> Path:
    """A directory with a `pirtool` that runs this checkout."""
    shim = where / "pirtool"
    shim.write_text(f'#!/bin/sh\nPYTHONPATH="{ROOT}" exec "{sys.executable}" -m pirtool "$@"\n')
    shim.chmod(0o755)
    return where


def outputs(block: Block, bin_dir: Path) -> list[str]:
    """What each command of the block prints, run in order in one fresh directory."""
    env = {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        "NO_COLOR": "1",
        "PYTHONUNBUFFERED": "1",
        "COLUMNS": "80",
    }
    out = []
    with tempfile.TemporaryDirectory(prefix="pirtool-docs-") as d:
        for step in block.steps:
            p = subprocess.run(
                ["bash", "-c", step.command],
                cwd=d,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                timeout=300,
            )
            out.append(p.stdout)
    return out


def run_block(block: Block, bin_dir: Path) -> None:
    """Each command of the block prints what the page shows under it, and no traceback."""
    for step, printed in zip(block.steps, outputs(block, bin_dir), strict=True):
        assert "Traceback" not in printed, f"{block.id}: $ {step.command}\n{printed[-3000:]}"
        assert matches(step.expected, printed.splitlines()), (
            f"{block.id}: $ {step.command}\n--- the page shows:\n"
            + "\n".join(step.expected)
            + "\n--- it prints:\n"
            + printed
        )


def update(path: Path, bin_dir: Path) -> None:
    """Write what each command prints under it (`python tests/console.py FILE...`); a command
    whose shown output has an `...` line keeps it."""
    text = path.read_text(encoding="utf-8")
    spans = list(FENCE.finditer(text))
    for m, block in reversed(list(zip(spans, blocks(path), strict=True))):
        lines = []
        for step, printed in zip(block.steps, outputs(block, bin_dir), strict=True):
            lines.append("$ " + step.command)
            lines.extend(step.expected if "..." in step.expected else printed.splitlines())
        text = text[: m.start(1)] + "\n".join(lines) + "\n" + text[m.end(1) :]
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as b:
        for name in sys.argv[1:]:
            update(Path(name).resolve(), checkout_bin(Path(b)))
