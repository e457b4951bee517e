"""Every `pirtool COMMAND --help` example runs as written, in any directory (issues #12, #23).

Each command's Examples block (and the group's) begins with `pirtool example NAMES`, which
writes the bundled samples (pirtool/examples, the repository's samples/core) that the lines
after it read. Each example line runs through bash in a fresh directory under the system's
temporary directory, after the `pirtool example` lines of its block and nothing else: no path
is substituted, so what runs is what a user types. `pirtool` on PATH is this checkout's;
`test_help_examples_run_from_an_installed_wheel` (sweep) runs them all again with pirtool built
as a wheel and installed in a fresh virtual environment. An example must exit 0 or 1 (a
difference, a finding), never 2 (bad input: a wrong path, an unknown option), never a traceback.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import pytest

from pirtool.cli import main
from pirtool.examples import EXAMPLES

ROOT = Path(__file__).resolve().parents[1]
#: Examples that cannot run here, with the reason.
SKIP = {
    "pirtool run rank0.pir rank1.pir -s startup0.pir -s startup1.pir --feed data.npz": "no bundled rank programs of one job run together as they are (tests/test_runner_multi.py derives rank 1)",
    "pirtool view main.pir                              # serve and open the browser": "serves until Ctrl-C (tests/test_view.py starts the server and stops it with SIGINT)",
    "pirtool view train.log --index 2 --port 8765 --no-browser": "serves until Ctrl-C (tests/test_view.py starts the server and stops it with SIGINT)",
    "pirtool reduce before.pir --inputs full --test": "takes minutes (hundreds of check-loss runs); tests/test_reduce.py reduces the same failure in process, docs/commands/reduce.md shows it",
    "pirtool reduce before.pir --with after.pir": "takes minutes (hundreds of check-loss runs); tests/test_reduce.py reduces the same failure in process, docs/commands/reduce.md shows it",
}
#: Examples that run only in the sweep (`pytest -m sweep`, which .ci/run runs), with the reason.
SWEEP = {
    "pirtool reduce clip.before.pir": "180 test runs of two processes each: ~20 s of CPU",
}
#: Optional system tools examples call: (what in an example needs it, the tool, why it is skipped).
TOOLS = [
    (
        re.compile(r"\bgraph\b.*-o\s+\S+\.(?!dot(\s|$))\w+"),
        "dot",
        "Graphviz `dot` not installed (apt-get install -y graphviz)",
    ),
    (re.compile(r"\|\s*jq\b"), "jq", "jq is not installed (apt-get install -y jq)"),
]
#: A script of the user's an example calls (reduce's interestingness test).
SCRIPTS = {"still-fails.sh": '#!/bin/sh\ngrep -q pd_op.sgd_ "$1"\n'}
#: The group's own help, listed as this command name.
GROUP = "pirtool"


def examples(command: str) -> list[str]:
    doc = (main.help if command == GROUP else main.commands[command].help) or ""
    m = re.search(r"Examples?:\n(.*)", doc, re.S)
    assert m, f"{command} --help has no Examples block"
    out: list[str] = []
    pending = ""
    for raw in m.group(1).split("\n"):
        line = raw.strip()
        if not line:
            if pending:
                out.append(pending)
                pending = ""
            continue
        if line.endswith("\\"):
            pending += line[:-1].rstrip() + " "
            continue
        out.append(pending + line)
        pending = ""
    if pending:
        out.append(pending)
    return [x for x in out if x.startswith(("pirtool ", "cat "))]


def setup_lines(command: str) -> list[str]:
    """The lines of a block that write the samples the others read."""
    return [] if command == "example" else [e for e in examples(command) if e.startswith("pirtool example ")]


COMMANDS = [GROUP, *sorted(main.commands)]
CASES = [(c, e) for c in COMMANDS for e in examples(c) if e not in setup_lines(c)]


def _skip_reason(example: str) -> str | None:
    for skipped, why in SKIP.items():
        if example.startswith(skipped):
            return why
    for needs, tool, why in TOOLS:
        if needs.search(example) and shutil.which(tool) is None:
            return why
    return None


def run_example(command: str, example: str, pirtool_bin: Path, env: dict[str, str]) -> None:
    """`example` in a fresh directory after its block's `pirtool example` lines."""
    with tempfile.TemporaryDirectory(prefix="pirtool-example-") as d:
        for name, text in SCRIPTS.items():
            (Path(d) / name).write_text(text)
            (Path(d) / name).chmod(0o755)
        env = {**env, "PATH": f"{pirtool_bin}{os.pathsep}{env['PATH']}", "NO_COLOR": "1"}
        for line in [*setup_lines(command), example]:
            p = subprocess.run(
                ["bash", "-c", "set -o pipefail; " + line], cwd=d, env=env, capture_output=True, text=True, timeout=300
            )
            assert p.returncode in (0, 1), f"{line}\nexit {p.returncode}\n{p.stderr[-3000:]}"
            assert "Traceback" not in p.stderr and "internal error" not in p.stderr, p.stderr[-3000:]


@pytest.fixture(scope="module")
def checkout_bin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory with a `pirtool` that runs this checkout."""
    bin_dir = tmp_path_factory.mktemp("bin")
    shim = bin_dir / "pirtool"
    shim.write_text(f'#!/bin/sh\nPYTHONPATH="{ROOT}" exec "{sys.executable}" -m pirtool "$@"\n')
    shim.chmod(0o755)
    return bin_dir


def test_every_command_has_runnable_examples() -> None:
    assert {c for c, _ in CASES} == {GROUP, *main.commands}


def test_every_block_writes_the_bundled_samples_it_reads() -> None:
    """A block's file names are bundled samples its `pirtool example` lines name, or files one
    of its examples writes first (-o, >), or the user's own script."""
    for command in COMMANDS:
        written = {n for line in setup_lines(command) for n in line.split("#")[0].split()[2:] if not n.startswith("-")}
        assert written <= set(EXAMPLES), (command, written - set(EXAMPLES))
        for line in examples(command):
            if any(line.startswith(x) for x in SKIP):  # never run
                continue
            for name in re.findall(r"(?<![\w./{}-])(\w[\w.]*\.(?:pir|log|npz))\b", line.split("  #")[0]):
                made = re.search(rf"(-o|--startup-out|--with-output|>)\s+{re.escape(name)}", line)
                assert name in written or made or command == "example", (command, name, line)


def _case(command: str, example: str) -> object:
    sweep = [pytest.mark.sweep] if any(example.startswith(x) for x in SWEEP) else []
    return pytest.param(command, example, id=f"{command}:{example[:70]}", marks=sweep)


@pytest.mark.parametrize(("command", "example"), [_case(c, e) for c, e in CASES])
def test_help_example_runs(command: str, example: str, checkout_bin: Path) -> None:
    why = _skip_reason(example)
    if why:
        pytest.skip(why)
    run_example(command, example, checkout_bin, dict(os.environ))


@pytest.mark.sweep
def test_help_examples_run_from_an_installed_wheel(tmp_path: Path) -> None:
    """`pip install .` ships the bundled samples (as files, not links) and every help example
    runs with that installation, from a directory outside the checkout."""
    wheels = tmp_path / "wheels"
    pip = [sys.executable, "-m", "pip", "-q", "--disable-pip-version-check"]
    subprocess.run([*pip, "wheel", "--no-deps", "-w", str(wheels), str(ROOT)], check=True, timeout=600)
    (wheel,) = wheels.glob("pirtool-*.whl")
    with zipfile.ZipFile(wheel) as z:
        shipped = {Path(n).name: z.getinfo(n) for n in z.namelist() if n.startswith("pirtool/examples/")}
    assert set(EXAMPLES) <= set(shipped)
    for name in EXAMPLES:  # each the bytes of its sample, not a link
        assert shipped[name].file_size == (ROOT / "pirtool" / "examples" / name).stat().st_size, name
    venv = tmp_path / "venv"
    # system site packages: the dependencies (click, lark, numpy) without an index; the wheel wins
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True, timeout=300)
    vpy = venv / "bin" / "python"
    subprocess.run([str(vpy), "-m", "pip", "-q", "install", "--no-deps", "--no-index", str(wheel)], check=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    where = subprocess.run(
        [str(vpy), "-c", "import pirtool; print(pirtool.__file__)"],
        cwd=tempfile.gettempdir(),
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert where.startswith(str(venv)), where
    for command, example in CASES:
        if _skip_reason(example) is None:
            run_example(command, example, venv / "bin", env)


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_shell_completion_scripts(shell: str) -> None:
    # docs/cli.md: eval "$(_PIRTOOL_COMPLETE=bash_source pirtool)"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "_PIRTOOL_COMPLETE": f"{shell}_source"}
    p = subprocess.run([sys.executable, "-m", "pirtool"], env=env, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and "_PIRTOOL_COMPLETE" in p.stdout and "complete" in p.stdout


def test_bash_completion_completes_commands_and_options() -> None:
    def complete(words: str, cword: int) -> list[str]:
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "_PIRTOOL_COMPLETE": "bash_complete",
            "COMP_WORDS": words,
            "COMP_CWORD": str(cword),
        }
        p = subprocess.run([sys.executable, "-m", "pirtool"], env=env, capture_output=True, text=True, timeout=60)
        return [ln.split(",", 1)[1] for ln in p.stdout.splitlines()]

    assert complete("pirtool di", 1) == ["diff"]
    assert "--max-ops" in complete("pirtool graph x.pir --ma", 3)
    assert "--full" in complete("pirtool diff a b --fu", 4)
