"""The `fmt` and `extract` commands, exit codes (0 ok, 1 differs, 2 bad input), help texts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import MLP_SGD, OLD_FORMS, ROOT, SAMPLES, fixture_files, read

import pirtool
from pirtool.cli import main
from pirtool.text.logs import find_programs

EXECUTOR_LOG = SAMPLES / "logs" / "executor_FLAGS_print_ir.stdout.log"
PASSMANAGER_LOG = SAMPLES / "logs" / "passmanager_ir_printing.stdout.log"
NONCONTIGUOUS = OLD_FORMS / "noncontiguous_numbers.pir"
# %1 would be accepted (Paddle numbers a value defined outside the dump at its first use);
# %7 cannot be anything but a mistake.
BAD = '{\n    (%0) = "pd_op.relu" (%7) {} : (tensor<f32>) -> tensor<f32>\n}\n'


def cli(args: list[str], input: bytes | None = None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=False)


def no_traceback(result) -> None:
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr


# ------------------------------------------------------------------------------------------------
# fmt


COMMENT_DROPPED = (
    "logs.is_bare_dump does not take '{ // Operator Dialect' as a dump, so cli.load_sources extracts the program "
    "as if from a log and `pirtool fmt` prints '{' without the comment (pirtool.parse round-trips it)"
)


def _fmt_params() -> list:
    out = []
    for p in [MLP_SGD, SAMPLES / "real" / "controlflow_cond_while_sgd_main.pir", *fixture_files()]:
        marks = []
        out.append(pytest.param(p, id=p.name, marks=marks))
    return out


@pytest.mark.parametrize("path", _fmt_params())
def test_fmt_file_prints_back_identically(path: Path) -> None:
    r = cli(["fmt", path])
    assert r.exit_code == 0, r.stderr
    assert r.stdout_bytes == path.read_bytes()


def test_fmt_stdin_dash_and_default() -> None:
    data = (OLD_FORMS / "crlf.pir").read_bytes()
    for args in (["fmt", "-"], ["fmt"]):
        r = cli(args, input=data)
        assert r.exit_code == 0, r.stderr
        assert r.stdout_bytes == data


def test_fmt_stdin_bad_input() -> None:
    r = cli(["fmt", "-"], input=BAD.encode())
    assert r.exit_code == 2
    assert r.stderr.startswith("<stdin>:2:")
    assert "undefined value %7" in r.stderr
    no_traceback(r)


def test_fmt_lark_reader_same_output() -> None:
    r = cli(["fmt", "--reader", "lark", MLP_SGD])
    assert r.exit_code == 0
    assert r.stdout_bytes == MLP_SGD.read_bytes()


def test_fmt_renumber_of_a_real_dump_is_identical() -> None:
    r = cli(["fmt", "--renumber", MLP_SGD])
    assert r.exit_code == 0
    assert r.stdout_bytes == MLP_SGD.read_bytes()


def test_fmt_renumber_changes_a_hand_trimmed_dump() -> None:
    r = cli(["fmt", "--renumber", NONCONTIGUOUS])
    assert r.exit_code == 0
    out = r.stdout
    assert out != read(NONCONTIGUOUS)
    assert "(%0) = " in out and "(%1) = " in out and "(%2) = " in out and "%38" not in out
    assert pirtool.print_program(pirtool.parse(out)) == out


def test_fmt_two_files_without_check_is_an_error() -> None:
    r = cli(["fmt", MLP_SGD, MLP_SGD])
    assert r.exit_code == 2
    assert "--check" in r.stderr
    no_traceback(r)


def test_fmt_missing_file() -> None:
    r = cli(["fmt", ROOT / "no" / "such.pir"])
    assert r.exit_code == 2
    assert "cannot read" in r.stderr
    no_traceback(r)


# ------------------------------------------------------------------------------------------------
# fmt --check


def test_check_all_roundtrip() -> None:
    files = [MLP_SGD, *(p for p in fixture_files() if p.name != "brace_comment.pir")]
    r = cli(["fmt", "--check", *files])
    assert r.exit_code == 0, r.stderr
    assert r.stdout == ""


def test_check_bad_input_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pir"
    bad.write_text(BAD)
    r = cli(["fmt", "--check", MLP_SGD, bad])
    assert r.exit_code == 2
    assert r.stderr.startswith(f"{bad}:2:")
    no_traceback(r)


def test_check_differs_exits_1() -> None:
    r = cli(["fmt", "--check", "--renumber", NONCONTIGUOUS])
    assert r.exit_code == 1
    assert f"{NONCONTIGUOUS}:2:" in r.stderr  # first differing line: "(%2) = " becomes "(%0) = "
    assert "round-trip" in r.stderr
    no_traceback(r)


def test_check_bad_wins_over_differs(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pir"
    bad.write_text(BAD)
    r = cli(["fmt", "--check", "--renumber", NONCONTIGUOUS, bad])
    assert r.exit_code == 2
    assert "round-trip" in r.stderr and "undefined value" in r.stderr


def test_check_real_dump_with_renumber_is_0() -> None:
    r = cli(["fmt", "--check", "--renumber", MLP_SGD, SAMPLES / "real" / "controlflow_cond_while_sgd_main.pir"])
    assert r.exit_code == 0, r.stderr


def test_check_a_whole_log_checks_what_fmt_prints(tmp_path: Path) -> None:
    # fmt prints a log of several programs back whole, each program re-printed where it stands;
    # fmt --check compares exactly that with the file. verify and stats need one program: --index.
    for log in (EXECUTOR_LOG, PASSMANAGER_LOG):
        r = cli(["fmt", log])
        assert r.exit_code == 0, r.stderr
        assert r.stdout == read(log)
        assert cli(["fmt", "--check", log]).exit_code == 0
        for k in range(len(find_programs(read(log)))):
            assert cli(["fmt", "--check", log, "--index", k]).exit_code == 0
    for cmd in (["verify"], ["stats"]):
        r = cli([*cmd, EXECUTOR_LOG])
        assert r.exit_code == 2, (cmd, r.stderr)
        assert "4 programs" in r.stderr and "--index" in r.stderr
        no_traceback(r)
    # --renumber changes the third program: --check names its line in the log and its label.
    found = find_programs(read(EXECUTOR_LOG))
    r = cli(["fmt", "--check", "--renumber", EXECUTOR_LOG])
    if cli(["fmt", "--renumber", EXECUTOR_LOG]).stdout != read(EXECUTOR_LOG):
        assert r.exit_code == 1 and "does not round-trip" in r.stderr
        line = int(r.stderr.split(":")[1])
        assert any(f.start_line <= line <= f.end_line for f in found)


# ------------------------------------------------------------------------------------------------
# Logs: fmt --index / --name, extract


def test_fmt_log_with_index() -> None:
    found = find_programs(read(EXECUTOR_LOG))
    assert len(found) == 4
    for k in (0, 3):
        r = cli(["fmt", EXECUTOR_LOG, "--index", k])
        assert r.exit_code == 0, r.stderr
        assert r.stdout == found[k].text
        assert r.stdout.startswith("{\n") and r.stdout.endswith("}\n")
    assert cli(["fmt", EXECUTOR_LOG, "--index", 1]).stdout != cli(["fmt", EXECUTOR_LOG, "--index", 0]).stdout


def test_verify_log_needs_a_choice() -> None:
    r = cli(["verify", EXECUTOR_LOG])
    assert r.exit_code == 2
    assert "4 programs" in r.stderr and "--index" in r.stderr
    no_traceback(r)


def test_fmt_log_error_is_located_in_the_log(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text(
        'step 1\nIR before lowering = {\n    (%0) = "pd_op.relu" (%9) {} : (tensor<f32>) -> tensor<f32>\n}\n\n'
    )
    r = cli(["fmt", log, "--index", "0"])
    assert r.exit_code == 2
    assert r.stderr.startswith(f"{log}:3:")  # line in the log, not in the extracted program
    assert "undefined value %9" in r.stderr


def test_extract_list() -> None:
    r = cli(["extract", PASSMANAGER_LOG, "--list"])
    assert r.exit_code == 0
    lines = r.stdout.rstrip("\n").split("\n")
    found = find_programs(read(PASSMANAGER_LOG))
    assert len(lines) == len(found) == 4
    for line, fp in zip(lines, found, strict=True):
        idx, rng, label = line.split(None, 1)[0], line.split()[2], line.split("  ")[-1].strip()
        assert int(idx) == fp.index
        assert rng == f"{fp.start_line}-{fp.end_line}"
        assert label == fp.label
    assert "before dead_code_elimination_pass" in lines[0]
    assert "after common_subexpression_elimination_pass" in lines[3]
    # The reported line ranges hold braces in the log.
    log_lines = read(PASSMANAGER_LOG).split("\n")
    for fp in found:
        assert log_lines[fp.start_line - 1].rstrip().endswith("{")
        assert log_lines[fp.end_line - 1].strip() == "}"


def test_extract_index_and_name(tmp_path: Path) -> None:
    found = find_programs(read(EXECUTOR_LOG))
    r = cli(["extract", EXECUTOR_LOG, "--index", "2"])
    assert r.exit_code == 0
    assert r.stdout == found[2].text
    r = cli(["extract", EXECUTOR_LOG, "--name", "after lowering"])
    assert r.exit_code == 0  # two labels match: the first one is taken (logs.select)
    assert r.stdout == found[1].text
    assert "(phi_kernel)" in r.stdout
    r = cli(["extract", EXECUTOR_LOG, "--index", "3", "--name", "after lowering"])
    assert r.exit_code == 0 and r.stdout == found[3].text
    r = cli(["extract", EXECUTOR_LOG, "--index", "2", "--name", "after lowering"])
    assert r.exit_code == 2
    no_traceback(r)
    r = cli(["extract", PASSMANAGER_LOG, "--name", "after common_subexpression_elimination_pass"])
    assert r.exit_code == 0
    assert r.stdout == find_programs(read(PASSMANAGER_LOG))[3].text
    out = tmp_path / "p.pir"
    r = cli(["extract", PASSMANAGER_LOG, "--index", "1", "-o", out])
    assert r.exit_code == 0 and r.stdout == ""
    assert read(out) == find_programs(read(PASSMANAGER_LOG))[1].text
    # What extract writes is a dump fmt prints back identically.
    r = cli(["fmt", "--check", out])
    assert r.exit_code == 0


def test_extract_name_not_found() -> None:
    r = cli(["extract", PASSMANAGER_LOG, "--name", "no such pass"])
    assert r.exit_code == 2
    no_traceback(r)


def test_extract_needs_a_choice() -> None:
    r = cli(["extract", PASSMANAGER_LOG])
    assert r.exit_code == 2
    assert "--index" in r.stderr
    no_traceback(r)


# ------------------------------------------------------------------------------------------------
# --version, --help, --debug


def test_version() -> None:
    r = cli(["--version"])
    assert r.exit_code == 0
    assert pirtool.__version__ in r.stdout
    assert r.stdout.startswith("pirtool")


def test_python_dash_m() -> None:
    assert (ROOT / "pirtool" / "__main__.py").exists()
    p = subprocess.run(
        [sys.executable, "-m", "pirtool", "fmt", str(MLP_SGD)], capture_output=True, cwd=ROOT, timeout=120
    )
    assert p.returncode == 0, p.stderr
    assert p.stdout == MLP_SGD.read_bytes()
    p = subprocess.run(
        [sys.executable, "-m", "pirtool", "fmt", "-"], input=BAD.encode(), capture_output=True, cwd=ROOT, timeout=120
    )
    assert p.returncode == 2
    assert p.stderr.startswith(b"<stdin>:2:") and b"Traceback" not in p.stderr


def test_main_help_has_examples() -> None:
    r = cli(["--help"])
    assert r.exit_code == 0
    assert "Example" in r.stdout
    for name in ("fmt", "extract"):
        assert name in r.stdout


@pytest.mark.parametrize("command", sorted(main.commands))
def test_every_command_help_has_an_example(command: str) -> None:
    r = cli([command, "--help"])
    assert r.exit_code == 0
    assert "Example" in r.stdout
    assert f"pirtool {command}" in r.stdout  # the example shows the command itself


def test_debug_is_accepted() -> None:
    r = cli(["--debug", "fmt", MLP_SGD])
    assert r.exit_code == 0
    assert r.stdout_bytes == MLP_SGD.read_bytes()


def test_each_command_is_found_in_the_module_named_for_it() -> None:
    """`cli.COMMAND_MODULES` (what the group imports on a lookup) names every command's module."""
    import importlib

    from pirtool import cli

    found = {
        c.name: m
        for m in set(cli.COMMAND_MODULES.values())
        for c in importlib.import_module(f"pirtool.cli.{m}").COMMANDS
    }
    assert found == cli.COMMAND_MODULES


def test_a_command_imports_only_its_own_module() -> None:
    """`pirtool fmt` imports `cli.fmt` (and the plumbing), not the other commands' modules."""
    code = (
        "import sys\n"
        "from pirtool.cli import main\n"
        f"main(['fmt', {str(MLP_SGD)!r}], standalone_mode=False)\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('pirtool.cli.'))), file=sys.stderr)\n"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert res.stdout == read(MLP_SGD)
    plumbing = {"pirtool.cli.common", "pirtool.cli.numeric"}  # shared by every command
    loaded = res.stderr.split()
    assert "pirtool.cli.common" in loaded and [m for m in loaded if m not in plumbing] == ["pirtool.cli.fmt"]
