"""Start-up counts modules, not seconds: what a command has imported by the time it shows its
first line (docs/speed.md "Start-up").

`run` and `check-loss` set their first phase (`loading the runner`) before they import the runner:
the status line's ticker then draws it `Progress.SHOW_AFTER` after the process started, however
long numpy, threadpoolctl and the kernels take to load. `pirtool --help` and `fmt` load neither
numpy nor the runner at all, and `--help` not even the reader.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from conftest import ROOT, SAMPLES

EXAMPLES = ROOT / "pirtool" / "examples"

#: Imported by the time `run` shows its first phase: none of these (their own submodules neither).
HEAVY = ("numpy", "threadpoolctl", "lark", "matplotlib", "pirtool.runner", "pirtool.passes", "pirtool.plan")

#: A child that records the modules loaded at the first `Progress.phase` call, runs the command,
#: and prints {"phase": text, "at_phase": [...], "at_end": [...]} as its last stdout line.
PROBE = """
import json, sys
from pirtool.cli import run as cli_run, runio
first = []
real = runio.Progress.phase
def phase(self, text):
    if not first:
        first.append((text, sorted(sys.modules)))
    return real(self, text)
runio.Progress.phase = phase
sys.argv = ["pirtool", *sys.argv[1:]]
try:
    cli_run()
except SystemExit as e:
    code = e.code
else:
    code = 0
text, mods = first[0] if first else (None, [])
print(json.dumps({"code": code, "phase": text, "at_phase": mods, "at_end": sorted(sys.modules)}))
"""


def _probe(*args: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    r = subprocess.run(
        [sys.executable, "-c", PROBE, *args], capture_output=True, text=True, env=env, cwd=EXAMPLES, timeout=300
    )
    assert r.stdout.strip(), r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1])


def _heavy(mods: list[str]) -> list[str]:
    return [m for m in mods if any(m == h or m.startswith(h + ".") for h in HEAVY)]


@pytest.mark.parametrize(
    "args",
    [
        ("run", "before.pir", "-s", "startup.before.pir", "--feed", "data.npz", "--steps", "1"),
        (
            "check-loss",
            "before.pir",
            "after.pir",
            "-s",
            "startup.before.pir",
            "--startup-after",
            "startup.after.pir",
            "--params",
            "data.npz",
            "--feed",
            "data.npz",
        ),
    ],
    ids=["run", "check-loss"],
)
def test_the_first_phase_comes_before_numpy_and_the_runner(args: tuple[str, ...]) -> None:
    got = _probe(*args)
    assert got["code"] == 0
    assert got["phase"] == "loading the runner"
    assert _heavy(got["at_phase"]) == []
    # the command did load them afterwards: the probe saw the real run, not an early exit
    assert {"numpy", "threadpoolctl", "pirtool.runner.session", "pirtool.runner.kernels"} <= set(got["at_end"])


def _imported(*args: str) -> set[str]:
    """Every module `python -m pirtool ARGS` imports (`-X importtime`)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    r = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "pirtool", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    return {line.rsplit("|", 1)[1].strip() for line in r.stderr.splitlines() if line.startswith("import time:")}


def test_help_loads_neither_numpy_nor_the_reader() -> None:
    mods = _imported("--help")
    assert "click" in mods and "pirtool.cli" in mods  # -X importtime saw the CLI
    assert _heavy(sorted(mods)) == []
    assert not {"pirtool.text", "pirtool.ir", "pirtool.attrs"} & mods


def test_fmt_loads_the_reader_and_no_numpy() -> None:
    mods = _imported("fmt", str(SAMPLES / "core" / "mlp_sgd_main.pir"))
    assert "pirtool.text.parser" in mods and "pirtool.text.printer" in mods
    assert _heavy(sorted(mods)) == []


def test_the_package_face_loads_a_name_when_asked() -> None:
    """`pirtool.parse` and `pirtool.runner.compare` still resolve (lazily, PEP 562) and an unknown
    name is still an AttributeError."""
    code = (
        "import sys, pirtool, pirtool.runner as r\n"
        "assert 'pirtool.text' not in sys.modules and 'numpy' not in sys.modules\n"
        "from pirtool import parse_file, Program\n"
        f"assert parse_file({str(SAMPLES / 'core' / 'mlp_sgd_main.pir')!r}).__class__ is Program\n"
        "assert r.compare.__module__ == 'pirtool.runner.checkloss' and 'KERNELS' in dir(r)\n"
        "for mod in (pirtool, r):\n"
        "    try:\n"
        "        mod.nope\n"
        "    except AttributeError:\n"
        "        pass\n"
        "    else:\n"
        "        raise SystemExit('no AttributeError')\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stderr


def test_every_public_name_is_where_the_lazy_table_says() -> None:
    import pirtool
    import pirtool.runner

    for pkg in (pirtool, pirtool.runner):
        assert sorted(pkg._LAZY) == sorted(n for n in pkg.__all__ if n != "__version__")
        for name in pkg.__all__:
            assert getattr(pkg, name) is not None
