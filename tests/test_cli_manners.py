"""Output a terminal user can read (issue #12): long attributes elided unless --full, colour
only where wanted (NO_COLOR, --color, not a terminal), -q/--quiet, -V/--version and --debug on
either side of the command, `diff -q`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run

import pirtool
from pirtool.cli import hoist_group_flags
from pirtool.text.elide import elide

ROOT = Path(__file__).resolve().parents[1]
REAL = ROOT / "samples" / "real"
DIST_A = REAL / "dist_mesh2_tp_gm_03_after_reshard.pir"
DIST_B = REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir"
MLP = REAL / "mlp_sgd_main.pir"
GM_B = ROOT / "samples" / "gm" / "mlp_sgd_k2_avg.before.pir"
GM_A = ROOT / "samples" / "gm" / "mlp_sgd_k2_avg.after.pir"


def pirtool_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    e = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "pirtool", *args], capture_output=True, text=True, cwd=ROOT, env=e, timeout=120
    )


# ----------------------------------------------------------------------------------------------
# elision


def test_elide_rules() -> None:
    line = (
        '    (%3) = "pd_op.relu" (%2) {name:"a,b:[1,2,3,4,5,6,7,8,9]",op_dist_attr:{mesh:{shape:[1],process_ids:[0]},'
        "operand(0):{mesh_shape:[1]},result(0):{mesh_shape:[1]}},op_role:(Int32)0,shape:(pd_op.IntArray)[1,2,3,4,5,6,7,8,9,10],"
        "axes:[1,2],stop_gradient:[false]} : (tensor<4x16xf32>) -> tensor<4x16xf32>"
    )
    out = elide(line)
    assert 'name:"a,b:[1,2,3,4,5,6,7,8,9]"' in out  # strings are never touched
    assert "op_dist_attr:{…3 keys}" in out  # elided whatever its size
    assert "shape:(pd_op.IntArray)[…10 items]" in out  # more than 8 items
    assert "axes:[1,2]" in out and "stop_gradient:[false]" in out  # short values stay
    assert out.endswith(" : (tensor<4x16xf32>) -> tensor<4x16xf32>")
    assert elide("no attributes here") == "no attributes here"
    long_dict = "{k:{" + ",".join(f"a{i}:{i}" for i in range(5)) + ',s:"' + "x" * 150 + '"}}'
    assert elide(long_dict) == "{k:{…6 keys}}"  # longer than 120 characters
    assert elide("{k:[1]}") == "{k:[1]}" and elide("{k:[1,2,3,4,5,6,7,8,9]}") == "{k:[…9 items]}"
    assert elide("{op_dist_attr:{only:1}}") == "{op_dist_attr:{…1 key}}"
    assert elide('{x:[1, "unterminated') == '{x:[1, "unterminated'  # no closing bracket: as is


def test_diff_elides_by_default_full_shows_the_source() -> None:
    code, out, _ = run("diff", str(DIST_A), str(DIST_B))
    assert code == 1
    assert "op_dist_attr:{…7 keys}" in out and "op_dist_attr:{mesh" not in out
    code, full, _ = run("diff", str(DIST_A), str(DIST_B), "--full")
    assert code == 1 and "op_dist_attr:{…" not in full
    src_b = set(DIST_B.read_text().splitlines())
    plus = [ln[2:] for ln in full.splitlines() if ln.startswith("+ ") and '"pd_op.' in ln]
    assert plus and all(ln in src_b for ln in plus)  # --full prints B's lines as they are
    assert len(out) < len(full) * 0.7
    # JSON is the same either way and has no elided text
    j1 = run("diff", str(DIST_A), str(DIST_B), "--json")[1]
    j2 = run("diff", str(DIST_A), str(DIST_B), "--json", "--full")[1]
    assert j1 == j2 and "…" not in j1 and json.loads(j1)["changed"]


def test_diff_detail_lines_show_where_values_differ(tmp_path: Path) -> None:
    text = DIST_A.read_text()
    lines = text.split("\n")
    k = next(i for i, ln in enumerate(lines) if '"pd_op.matmul"' in ln and "dims_mappings:[-1,0]" in ln)
    lines[k] = lines[k].replace("dims_mappings:[-1,0]", "dims_mappings:[0,-1]", 1)
    b = tmp_path / "b.pir"
    b.write_text("\n".join(lines))
    code, out, _ = run("diff", str(DIST_A), str(b))
    assert code == 1
    det = [ln for ln in out.splitlines() if ln.startswith("#") and "attr op_dist_attr:" in ln]
    assert len(det) == 1 and "[-1,0]" in det[0] and "[0,-1]" in det[0] and len(det[0]) < 200
    code, full, _ = run("diff", str(DIST_A), str(b), "--full")
    det = [ln for ln in full.splitlines() if ln.startswith("#") and "attr op_dist_attr:" in ln]
    assert len(det) == 1 and "{mesh:" in det[0] and "…" not in det[0]


def test_fmt_is_never_elided() -> None:
    code, out, _ = run("fmt", str(DIST_A))
    assert code == 0 and out == DIST_A.read_text()


# ----------------------------------------------------------------------------------------------
# diff -q


def test_diff_quiet_summary_and_exit_codes() -> None:
    code, out, err = run("diff", str(GM_B), str(GM_A), "-q")
    assert code == 1 and err == ""
    assert out.count("\n") == 1
    assert out.startswith(f"{GM_B} and {GM_A} differ: ")
    j = json.loads(run("diff", str(GM_B), str(GM_A), "--json")[1])
    assert f"{len(j['added'])} added, {len(j['removed'])} removed, {len(j['changed'])} changed" in out
    code, out, err = run("diff", str(GM_B), str(GM_B), "--quiet")
    assert (code, out, err) == (0, "", "")


# ----------------------------------------------------------------------------------------------
# colour


def test_no_color_and_color_flags() -> None:
    p = pirtool_cli("diff", str(DIST_A), str(DIST_B), "--color", "always")
    assert p.returncode == 1 and "\x1b[" in p.stdout
    p = pirtool_cli("diff", str(DIST_A), str(DIST_B), "--color", "always", env={"NO_COLOR": "1"})
    assert "\x1b[" in p.stdout  # an explicit --color always wins over NO_COLOR
    p = pirtool_cli("diff", str(DIST_A), str(DIST_B))  # stdout is a pipe
    assert p.returncode == 1 and "\x1b[" not in p.stdout


def test_no_color_on_a_terminal() -> None:
    pty = pytest.importorskip("pty")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    def on_tty(extra_env: dict[str, str], *args: str) -> bytes:
        master, slave = pty.openpty()
        p = subprocess.Popen(
            [sys.executable, "-m", "pirtool", "diff", str(DIST_A), str(DIST_B), *args],
            stdout=slave,
            stderr=subprocess.DEVNULL,
            cwd=ROOT,
            env={**env, **extra_env},
        )
        os.close(slave)
        chunks = []
        while True:
            try:
                b = os.read(master, 65536)
            except OSError:
                break
            if not b:
                break
            chunks.append(b)
        p.wait(timeout=60)
        os.close(master)
        return b"".join(chunks)

    assert b"\x1b[" in on_tty({})
    assert b"\x1b[" not in on_tty({"NO_COLOR": "1"})
    assert b"\x1b[" not in on_tty({}, "--color", "never")


# ----------------------------------------------------------------------------------------------
# group flags on either side of the command


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["fmt", "x.pir", "-V"], ["-V", "fmt", "x.pir"]),
        (["graph", "x.pir", "-q"], ["-q", "graph", "x.pir"]),
        (["graph", "x.pir", "--quiet", "--debug"], ["--quiet", "--debug", "graph", "x.pir"]),
        (["diff", "a", "b", "-q"], ["diff", "a", "b", "-q"]),  # diff's own -q
        (["diff", "a", "b", "-q", "--debug"], ["--debug", "diff", "a", "b", "-q"]),
        (["reduce", "x.pir", "--quiet"], ["reduce", "x.pir", "--quiet"]),  # reduce's own --quiet
        (["-q", "fmt", "x.pir"], ["-q", "fmt", "x.pir"]),
        (["merge", "x.pir", "-q", "-q"], ["-q", "-q", "merge", "x.pir"]),  # -q counts: kept twice
        (["-q", "merge", "x.pir", "--quiet"], ["-q", "--quiet", "merge", "x.pir"]),
        (["merge", "x.pir", "-qq", "--debug"], ["-qq", "--debug", "merge", "x.pir"]),
        (["diff", "a", "b", "-qq"], ["diff", "a", "b", "-qq"]),  # diff's own -q, twice
    ],
)
def test_hoist_group_flags(argv: list[str], expected: list[str]) -> None:
    assert hoist_group_flags(argv) == expected


@pytest.mark.parametrize(
    "args", [["-V"], ["--version"], ["fmt", "-V"], ["diff", "--version"], ["graph", "x.pir", "-V"]]
)
def test_version_before_or_after_the_command(args: list[str]) -> None:
    p = pirtool_cli(*args)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == f"pirtool, version {pirtool.__version__}"


def test_quiet_drops_notes_not_errors(tmp_path: Path) -> None:
    p = pirtool_cli("graph", str(MLP), "-o", str(tmp_path / "g.dot"))
    assert p.returncode == 0 and p.stderr.startswith("wrote ")
    for args in (
        ["-q", "graph", str(MLP), "-o", str(tmp_path / "g.dot")],
        ["graph", str(MLP), "-o", str(tmp_path / "g.dot"), "--quiet"],
    ):
        p = pirtool_cli(*args)
        assert p.returncode == 0 and p.stderr == ""
    p = pirtool_cli("lint", str(ROOT / "samples" / "gm" / "mlp_momentum_k2_avg.after.pir"), "-q")
    assert p.returncode == 1 and "PIR001" in p.stdout and p.stderr == ""
    p = pirtool_cli("graph", str(tmp_path / "missing.pir"), "-q")
    assert p.returncode == 2 and "error" in p.stderr  # errors are never dropped
    p = pirtool_cli("fmt", str(tmp_path / "missing.pir"), "--debug")
    assert p.returncode == 2 and "error" in p.stderr


CLIP = ROOT / "samples" / "core" / "mlp_clip_sgd_k3_avg.before.pir"


@pytest.mark.parametrize(
    ("flags", "warned"),
    [
        ([], True),
        (["-q"], True),
        (["--quiet"], True),
        (["-qq"], False),
        (["-q", "-q"], False),
        (["--quiet", "-q"], False),
    ],
)
def test_quiet_keeps_warnings_and_quiet_twice_drops_them(tmp_path: Path, flags: list[str], warned: bool) -> None:
    """-q means the same in every command: what only informs goes, a warning stays (merge's
    clipping warning says its numbers are not the averaged gradient's), -qq drops it too; the
    output and the exit code are the same either way, before or after the command name."""
    out = tmp_path / "m.pir"
    for argv in (
        [*flags, "merge", str(CLIP), "-k", "3", "-o", str(out)],
        ["merge", str(CLIP), "-k", "3", "-o", str(out), *flags],
    ):
        p = pirtool_cli(*argv)
        assert p.returncode == 0 and out.read_text().count("@GRAD@MERGE") > 0
        assert p.stderr.startswith("pirtool: warning: gradient-merge:") if warned else p.stderr == "", argv


def test_quiet_twice_keeps_errors_and_the_step_lines(tmp_path: Path) -> None:
    p = pirtool_cli("-qq", "merge", str(tmp_path / "missing.pir"), "-k", "2")
    assert p.returncode == 2 and "error" in p.stderr
    ex = ROOT / "pirtool" / "examples"
    args = ["run", str(ex / "before.pir"), "-s", str(ex / "startup.before.pir"), "--steps", "1"]
    loud, quiet = pirtool_cli(*args), pirtool_cli("-qq", *args)
    assert loud.returncode == quiet.returncode == 0 and loud.stdout == quiet.stdout
    assert "note:" in loud.stderr and quiet.stderr == ""  # the random-data note


def test_quiet_drops_views_wrote_line(tmp_path: Path) -> None:
    page = tmp_path / "v.html"
    p = pirtool_cli("view", str(MLP), "--html", str(page))
    assert p.returncode == 0 and p.stderr.startswith(f"wrote {page}")
    page.unlink()
    p = pirtool_cli("view", str(MLP), "--html", str(page), "-q")
    assert p.returncode == 0 and p.stderr == "" and page.exists()


# ----------------------------------------------------------------------------------------------
# error lines


def test_error_without_a_file_is_error_reason() -> None:
    from pirtool.errors import PirError

    assert PirError("something is wrong").format() == "error: something is wrong"
    assert PirError("x", filename="f.pir").format() == "f.pir: error: x"
    code, _, err = run("merge", str(MLP), "-k", "0")
    assert code == 2 and err == "error: -k: k must be an integer >= 1, got 0\n"
    code, _, err = run("run", str(MLP), "-k", "0")
    assert code == 2 and err == "error: -k must be at least 1, not 0\n"


def test_long_source_line_shown_as_a_window_with_the_caret_in_place() -> None:
    from pirtool.errors import SHOWN_LINE, PirError

    line = "    " + "a" * 1500 + "X" + "b" * 1500
    col = line.index("X") + 1
    out = PirError("bad X", filename="f.pir", line=3, col=col, source_line=line).format().split("\n")
    assert out[0] == f"f.pir:3:{col}: error: bad X"
    shown, caret = out[1], out[2]
    assert len(shown) <= SHOWN_LINE + 2 and shown.startswith("…") and shown.endswith("…")
    assert shown[len(caret) - 1] == "X" and caret.strip() == "^"
    # near either end the window stops at the line's end
    for k in (4, len(line) - 2):
        out = PirError("e", filename="f", line=1, col=k + 1, source_line=line).format().split("\n")
        assert out[1][len(out[2]) - 1] == line[k]
    short = PirError("e", filename="f", line=1, col=3, source_line="abcdef").format().split("\n")
    assert short[1:] == ["abcdef", "  ^"]


def test_parse_error_on_a_long_real_line(tmp_path: Path) -> None:
    text = DIST_A.read_text().split("\n")
    k = max(range(len(text)), key=lambda i: len(text[i]))
    assert len(text[k]) > 400
    text[k] = text[k].replace("op_role:", "op_role:@@", 1)
    col = text[k].index("@@") + 1
    f = tmp_path / "bad.pir"
    f.write_text("\n".join(text))
    code, _, err = run("fmt", str(f))
    assert code == 2 and "Traceback" not in err
    head, shown, caret = err.rstrip("\n").split("\n")[:3]
    assert head.startswith(f"{f}:{k + 1}:{col}: error: ") and col > 1000
    assert len(shown) <= 202 and shown.startswith("…") and shown[len(caret) - 1] == "@"
