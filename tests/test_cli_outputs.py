"""Output paths checked before any work, write failures located, Ctrl-C = exit 130, `--debug`
anywhere on the line: the newcomer mistakes of issue #11."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import MLP_SGD, ROOT, SAMPLES

from pirtool.cli import hoist_debug, main

# Does not parse: if pirtool read it before checking -o, the error would be about line 2.
BAD = '{\n    (%0) = "pd_op.relu" (%7) {} : (tensor<f32>) -> tensor<f32>\n}\n'


def cli(args: list[str], input: bytes | None = None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=False)


def _commands(bad_input: Path, out: str) -> list[list[str]]:
    """Every command that writes a file, with `out` in its output option."""
    i = str(bad_input)
    return [
        ["fmt", i, "-o", out],
        ["extract", i, "-o", out],
        ["merge", i, "-k", "2", "-o", out],
        ["merge", i, "-k", "2", "--startup", i, "--startup-out", out],
        ["opt", i, "-p", "dce", "-o", out],
        ["plan", i, "-k", "2", "-o", out],
        ["stats", i, "-o", out],
        ["graph", i, "-o", out],
        ["run", i, "--save-state", out],
        ["check-loss", i, i, "--plot", out],
        ["reduce", i, "--test", "true", "-o", out],
        ["view", i, "--html", out],
        ["view", i, "--export", out],
        ["view", i, "--diff", i, "--html", out],
    ]


@pytest.mark.parametrize("where", ["missing_dir", "is_dir"])
def test_bad_output_path_fails_before_reading_input(tmp_path: Path, where: str) -> None:
    bad = tmp_path / "bad.pir"
    bad.write_text(BAD)
    out = str(tmp_path / "no" / "such" / "out.pir") if where == "missing_dir" else str(tmp_path)
    for args in _commands(bad, out):
        if where == "is_dir" and (args[0] == "plan" or "--export" in args):
            continue  # plan -o and view --export name a directory
        r = cli(args)
        assert r.exit_code == 2, (args, r.stdout, r.stderr)
        assert f"{out}: error: cannot write" in r.stderr, (args, r.stderr)
        assert "does not exist" in r.stderr if where == "missing_dir" else "is a directory" in r.stderr
        # the input was never read: its parse error would name line 2
        assert ":2:" not in r.stderr and "Traceback" not in r.stderr, (args, r.stderr)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.pir"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_unwritable_output_directory(tmp_path: Path) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    try:
        r = cli(["fmt", MLP_SGD, "-o", ro / "x.pir"])
    finally:
        ro.chmod(0o700)
    assert r.exit_code == 2 and "is not writable" in r.stderr


def test_plan_output_directory_may_exist_but_not_dangle(tmp_path: Path) -> None:
    merged = SAMPLES / "gm" / "mlp_momentum_k3_avg.after.pir"
    r = cli(["plan", merged, "-k", "3", "-o", tmp_path / "missing" / "plan"])
    assert r.exit_code == 2 and "does not exist" in r.stderr
    for _ in range(2):  # writing a plan, then rewriting it
        r = cli(["plan", merged, "-k", "3", "-o", tmp_path / "plan"])
        assert r.exit_code == 0, r.stderr
    assert (tmp_path / "plan" / "jobs.json").is_file()


def test_write_failure_is_located_and_leaves_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    target = tmp_path / "out.pir"
    target.write_text("old\n")

    def full_disk(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tempfile, "mkstemp", full_disk)
    r = cli(["fmt", MLP_SGD, "-o", target])
    assert r.exit_code == 2
    assert f"{target}: error: cannot write: No space left on device" in r.stderr
    assert target.read_text() == "old\n"


def test_ctrl_c_in_a_command_exits_130_and_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pirtool.text.printer as printer

    def interrupted(*a, **k):
        raise KeyboardInterrupt

    def interrupted_midway(prog, write, *a, **k):  # fmt writes a dump as it prints it
        write("{\n")
        raise KeyboardInterrupt

    monkeypatch.setattr(printer, "print_program", interrupted)
    monkeypatch.setattr(printer, "write_program", interrupted_midway)
    target = tmp_path / "out.pir"
    r = cli(["fmt", MLP_SGD, "-o", target])
    assert r.exit_code == 130
    assert "interrupted" in r.stderr and "Aborted" not in r.stderr and "Traceback" not in r.stderr
    assert not target.exists() and list(tmp_path.iterdir()) == []


def test_real_sigint_exits_130() -> None:
    """A real SIGINT while `fmt -` waits on its stdin."""
    p = subprocess.Popen(
        [sys.executable, "-m", "pirtool", "fmt", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    time.sleep(3)  # let it start and block in the read
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, err
    assert b"Traceback" not in err and out == b""


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["fmt", "x.pir", "--debug"], ["--debug", "fmt", "x.pir"]),
        (["--debug", "fmt", "x.pir"], ["--debug", "fmt", "x.pir"]),
        (["fmt", "--debug", "x.pir", "--debug"], ["--debug", "fmt", "x.pir"]),
        (["reduce", "x.pir", "--test", "t", "--", "--debug"], ["reduce", "x.pir", "--test", "t", "--", "--debug"]),
        (["fmt", "x.pir"], ["fmt", "x.pir"]),
        ([], []),
    ],
)
def test_hoist_debug(argv: list[str], expected: list[str]) -> None:
    assert hoist_debug(argv) == expected


def test_debug_after_the_command_is_accepted() -> None:
    p = subprocess.run(
        [sys.executable, "-m", "pirtool", "fmt", str(MLP_SGD), "--debug"], capture_output=True, cwd=ROOT, timeout=120
    )
    assert p.returncode == 0, p.stderr
    assert p.stdout == MLP_SGD.read_bytes()


MERGED = SAMPLES / "gm" / "mlp_momentum_k3_avg.after.pir"


@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["run", MERGED, "--steps", "-1"], "--steps"),
        (["run", MERGED, "--steps", "0"], "--steps"),
        (["run", MERGED, "-b", "0"], "--batch-size"),
        (["check-loss", MERGED, MERGED, "-k", "1", "--rtol", "-1"], "--rtol"),
        (["check-loss", MERGED, MERGED, "-k", "1", "--atol", "-0.5"], "--atol"),
        (["check-loss", MERGED, MERGED, "-k", "1", "--steps", "0"], "--steps"),
        (["plan", MERGED, "-k", "3", "--pp-degree", "0", "-o", "p"], "--pp-degree"),
        (["plan", MERGED, "-k", "3", "--pp-stage", "-1", "-o", "p"], "--pp-stage"),
        (["plan", MERGED, "-k", "3", "--vpp-degree", "0", "-o", "p"], "--vpp-degree"),
    ],
)
def test_numeric_options_out_of_range_are_errors(args: list, option: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = cli(args)
    assert r.exit_code == 2, r.stderr
    assert r.stderr.startswith(f"error: {option} ") and "Usage:" not in r.stderr and "Traceback" not in r.stderr
    assert list(tmp_path.iterdir()) == []
