"""Write each command's `--help` into its page, docs/commands/COMMAND.md.

The text between the page's `<!-- help:begin -->` and `<!-- help:end -->` lines is the
command's help as `pirtool COMMAND --help` prints it on an 80-column terminal, so the options a
page lists are the ones the command has. `tests/test_docs.py` fails when a page's copy is
stale; `python scripts/cli_docs.py` rewrites them all.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pirtool.cli import main  # noqa: E402

PAGES = ROOT / "docs" / "commands"
BEGIN, END = "<!-- help:begin -->", "<!-- help:end -->"
SPAN = re.compile(rf"{re.escape(BEGIN)}\n.*?{re.escape(END)}", re.S)


def help_text(name: str) -> str:
    """`pirtool NAME --help` as an 80-column terminal shows it (in a process of its own: click
    builds a command's help option once per process, from the first context that asks)."""
    env = {**os.environ, "COLUMNS": "80", "PYTHONPATH": str(ROOT)}
    p = subprocess.run(
        [sys.executable, "-m", "pirtool", name, "--help"], env=env, capture_output=True, text=True, check=True
    )
    return p.stdout.rstrip("\n")


def block(name: str) -> str:
    return f"{BEGIN}\n```text\n$ pirtool {name} --help\n{help_text(name)}\n```\n{END}"


def with_help(page: str, name: str) -> str:
    """The page's text with its help block brought up to date."""
    assert SPAN.search(page), f"docs/commands/{name}.md has no {BEGIN} … {END} block"
    return SPAN.sub(lambda _m: block(name), page, count=1)


def main_() -> None:
    for name in sorted(main.commands):
        page = PAGES / f"{name}.md"
        text = page.read_text(encoding="utf-8")
        new = with_help(text, name)
        if new != text:
            page.write_text(new, encoding="utf-8")
            print(f"wrote {page.relative_to(ROOT)}")


if __name__ == "__main__":
    main_()
