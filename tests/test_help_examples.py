"""Every `pirtool COMMAND --help` example runs (issue #12 item 6).

Each example line of each command's help (its "Examples:" block, continuation lines joined) is
run through bash in a scratch copy of `samples/` (so examples that write `-o` files, even over
a sample, change nothing in the repository), with `pirtool` on PATH being this worktree's.
Examples written with real sample paths run as written; the placeholders the rest use are
replaced by bundled samples from the explicit table below. An example must exit 0 or 1 (a
difference, a finding), never 2 (bad input: a wrong path, an unknown option), never a traceback.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pirtool.cli import main

ROOT = Path(__file__).resolve().parents[1]
G = "samples/gm/mlp_sgd_k2_avg"
PP = "samples/pp/pp2_fthenb_mlp_sgd_k2"
DIST_A = "samples/real/dist_mesh2_tp_gm_03_after_reshard.pir"
DIST_B = "samples/real/dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir"

#: placeholder → bundled sample, for every command; PLACEHOLDERS_BY_COMMAND overrides it.
PLACEHOLDERS = {
    "dump.pir": "samples/real/mlp_sgd_main.pir",
    "main.pir": "samples/real/mlp_sgd_main.pir",
    "startup.pir": "samples/real/mlp_sgd_startup.pir",
    "s.pir": "samples/real/mlp_sgd_startup.pir",
    "train.log": "samples/logs/gen_python_logging.log",
    "merged.pir": f"{G}.after.pir",
    "before.pir": f"{G}.before.pir",
    "after.pir": f"{G}.after.pir",
    "startup.before.pir": f"{G}.startup.before.pir",
    "startup.after.pir": f"{G}.startup.after.pir",
    "data.npz": f"{G}.npz",
    "F.pir": f"{G}.plan_forward.pir",
    "B.pir": f"{G}.plan_backward.pir",
    "O.pir": f"{G}.plan_optimize.pir",
    "a.pir": DIST_A,
    "b.pir": DIST_B,
    "rank0.pir": f"{PP}/rank0/gm_after.pir",
    "rank1.pir": f"{PP}/rank1/gm_after.pir",
    "rank0.merged.pir": f"{G}.after.pir",
    "rank0.dense.pir": f"{G}.before.pir",
    "rank1.merged.pir": f"{PP}/rank1/gm_after.pir",
    "big.pir": "samples/real/mlp_sgd_main.pir",
}
PLACEHOLDERS_BY_COMMAND: dict[str, dict[str, str]] = {
    # check-loss's second example merges BEFORE itself: its startup is the case's
    "check-loss": {"startup.pir": f"{G}.startup.before.pir"},
    # run's main program reads the case's data
    "run": {"main.pir": f"{G}.before.pir", "startup.pir": f"{G}.startup.before.pir"},
    "plan": {"rank0.merged.pir": f"{PP}/rank0/gm_after.pir"},
}
#: Options whose value is a file the example writes: never replaced by a sample (left as a new
#: file of the scratch directory), so no example overwrites an input of another.
OUTPUT = re.compile(r"(?<!\S)(-o|--output|--startup-out|--save-state|--plot|>)(\s+)(\S+)")
#: Examples that cannot run here, with the reason.
SKIP = {
    "pirtool run rank0.pir rank1.pir -s startup0.pir -s startup1.pir --feed data.npz": "no bundled rank programs of one job run together as they are (tests/test_runner_multi.py derives rank 1)",
    "pirtool view dump.pir                              # serve and open the browser": "serves until Ctrl-C (tests/test_view.py starts the server and stops it with SIGINT)",
    "pirtool view train.log --index 2 --port 8765 --no-browser": "serves until Ctrl-C (tests/test_view.py starts the server and stops it with SIGINT)",
    "pirtool reduce before.pir --inputs full --test 'pirtool merge {} -k 2 --paddle-compat -o {}.after.pir || exit 2; pirtool check-loss {} {}.after.pir -k 2 -s startup.pir | grep -q \"FAIL step 1\"'": "takes minutes (hundreds of check-loss runs); tests/test_reduce.py reduces the same failure in process, README runs it",
    "pirtool reduce before.pir --with after.pir --inputs full --test 'pirtool check-loss {} {with} -k 2 -s s.pir --startup-after s.after.pir | grep -q FAIL' -o b.pir --with-output a.pir": "takes minutes (hundreds of check-loss runs); tests/test_reduce.py reduces the same failure in process, README runs it",
}
#: Examples that run only in the sweep (`pytest -m sweep`, which .ci/run runs), with the reason.
SWEEP = {
    "pirtool reduce samples/gm/mlp_clip_sgd_k3_avg.before.pir": "180 test runs of two processes each: ~20 s of CPU",
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
#: A script an example calls (reduce's interestingness test).
SCRIPTS = {"still-fails.sh": '#!/bin/sh\ngrep -q pd_op.sgd_ "$1"\n'}


def examples(command: str) -> list[str]:
    doc = main.commands[command].help or ""
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


def substitute(command: str, line: str) -> str:
    table = {**PLACEHOLDERS, **PLACEHOLDERS_BY_COMMAND.get(command, {})}
    outputs: list[str] = []

    def hide(m: re.Match) -> str:
        outputs.append(m.group(3))
        return f"{m.group(1)}{m.group(2)}@OUT{len(outputs) - 1}@"

    line = OUTPUT.sub(hide, line)
    for name in outputs:  # a file the line writes is the same file where the line reads it later
        table.pop(name, None)
    for name in sorted(table, key=len, reverse=True):
        line = re.sub(rf"(?<![\w./-]){re.escape(name)}(?![\w.-])", table[name], line)
    for k, out in enumerate(outputs):
        line = line.replace(f"@OUT{k}@", out)
    return line


def test_outputs_are_never_samples() -> None:
    assert (
        substitute("merge", "pirtool merge main.pir -k 4 -o merged.pir")
        == "pirtool merge samples/real/mlp_sgd_main.pir -k 4 -o merged.pir"
    )
    assert substitute(
        "check-loss", "pirtool merge before.pir -k 2 -o after.pir && pirtool check-loss before.pir after.pir"
    ) == (f"pirtool merge {G}.before.pir -k 2 -o after.pir && pirtool check-loss {G}.before.pir after.pir")


CASES = [(c, e) for c in sorted(main.commands) for e in examples(c)]


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    d = tmp_path_factory.mktemp("examples")
    shutil.copytree(ROOT / "samples", d / "samples")
    for name, text in SCRIPTS.items():
        (d / name).write_text(text)
        (d / name).chmod(0o755)
    bin_dir = d / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "pirtool"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m pirtool "$@"\n')
    shim.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
    return d, env


def test_every_command_has_runnable_examples() -> None:
    assert {c for c, _ in CASES} == set(main.commands)


def test_placeholders_all_exist() -> None:
    for path in {*PLACEHOLDERS.values(), *(p for t in PLACEHOLDERS_BY_COMMAND.values() for p in t.values())}:
        assert (ROOT / path).exists(), path


def _case(command: str, example: str) -> object:
    sweep = [pytest.mark.sweep] if any(example.startswith(x) for x in SWEEP) else []
    return pytest.param(command, example, id=f"{command}:{example[:70]}", marks=sweep)


@pytest.mark.parametrize(("command", "example"), [_case(c, e) for c, e in CASES])
def test_help_example_runs(command: str, example: str, scratch: tuple[Path, dict[str, str]]) -> None:
    for skipped, why in SKIP.items():
        if example.startswith(skipped):
            pytest.skip(why)
    for needs, tool, why in TOOLS:
        if needs.search(example) and shutil.which(tool) is None:
            pytest.skip(why)
    d, env = scratch
    line = substitute(command, example)
    p = subprocess.run(
        ["bash", "-c", "set -o pipefail; " + line], cwd=d, env=env, capture_output=True, text=True, timeout=300
    )
    assert p.returncode in (0, 1), f"{line}\nexit {p.returncode}\n{p.stderr[-3000:]}"
    assert "Traceback" not in p.stderr and "internal error" not in p.stderr, p.stderr[-3000:]


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_shell_completion_scripts(shell: str) -> None:
    # README: eval "$(_PIRTOOL_COMPLETE=bash_source pirtool)"
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
