"""README.md is short and true (issue #23): its commands run and print what it shows, its test
command is the one `.ci/run` runs, its table names every command and the page documenting it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from console import ROOT, Block, blocks, checkout_bin, run_block

from pirtool.cli import main

README = ROOT / "README.md"
TEXT = README.read_text(encoding="utf-8")


def test_readme_is_short() -> None:
    assert len(TEXT.splitlines()) <= 250


@pytest.fixture(scope="module")
def bin_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return checkout_bin(tmp_path_factory.mktemp("bin"))


@pytest.mark.parametrize("block", blocks(README), ids=lambda b: b.id)
def test_readme_commands_print_what_it_shows(block: Block, bin_dir: Path) -> None:
    run_block(block, bin_dir)


def _sh_blocks() -> list[list[str]]:
    return [m.group(1).strip().splitlines() for m in re.finditer(r"^```sh\n(.*?)^```", TEXT, re.S | re.M)]


def test_set_up_is_two_commands_and_the_first_job_is_the_one_shown() -> None:
    setup = TEXT[TEXT.index("## Set up") :]
    install, first_job = _sh_blocks()[0]
    assert install == "pip install ."
    shown = blocks(README)[0]
    assert setup.index(install) < setup.index("```console")
    assert shown.steps[0].command == first_job
    assert "-o merged.pir" in first_job and "diff --stat" in first_job


def test_the_test_command_is_the_one_ci_runs() -> None:
    command = "pip install -e '.[test]' && pytest"
    assert [command] in _sh_blocks()
    ci = (ROOT / ".ci" / "run").read_text()
    assert command + "\n" in ci


def test_the_table_names_every_command_and_its_page() -> None:
    rows = dict(re.findall(r"^\| `([\w-]+)` \| .*? \| \[docs/commands/([\w-]+)\.md\]", TEXT, re.M))
    assert set(rows) == set(main.commands)
    for command, page in rows.items():
        assert page == command and (ROOT / "docs" / "commands" / f"{page}.md").is_file(), command


def test_links_lead_to_files_and_anchors() -> None:
    for target in re.findall(r"\]\(([^)\s]+)\)", TEXT):
        if target.startswith(("http://", "https://")):
            continue
        path, _, anchor = target.partition("#")
        file = ROOT / path
        assert file.is_file(), target
        if anchor:
            heads = re.findall(r"^#+ (.*)$", file.read_text(encoding="utf-8"), re.M)
            slugs = {re.sub(r"[^\w\- ]", "", h.lower()).strip().replace(" ", "-") for h in heads}
            assert anchor in slugs, target


def test_optional_tools_are_named_in_one_place() -> None:
    tools = TEXT[TEXT.index("## Optional tools") : TEXT.index("## Recipe")]
    for tool in ("graphviz", "chromium", "g++", "mpich", "filecheck", "npm", "jq", "oracle"):
        assert tool in tools.lower(), tool
    outside = TEXT.replace(tools, "")
    assert "apt-get" not in outside


def test_the_python_api_example_prints_what_it_says(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """README's Python API block runs on the files its `pirtool example` line writes."""
    import contextlib
    import io
    import subprocess
    import sys

    section = TEXT[TEXT.index("## Python API") :]
    writes = re.search(r"`(pirtool example [^`]+)`", section).group(1)
    code = re.search(r"^```python\n(.*?)^```", section, re.S | re.M).group(1)
    said = re.findall(r"^It prints `(.+?)` and `(.+?)`\.$", section, re.M)[0]
    subprocess.run(
        [sys.executable, "-m", "pirtool", *writes.split()[1:]], cwd=tmp_path, check=True, capture_output=True
    )
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    assert out.getvalue().splitlines() == list(said)
