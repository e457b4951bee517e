"""Tests for `pirtool graph` (pirtool.tools.graph): DOT structure, focus, rendering through Graphviz."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import run

from pirtool.errors import PirError
from pirtool.text.parser import parse_file
from pirtool.tools.graph import build, type_label
from pirtool.types import Type

ROOT = Path(__file__).resolve().parents[1]
REAL = ROOT / "samples" / "real"
MLP = REAL / "mlp_sgd_main.pir"
CF = REAL / "controlflow_cond_while_sgd_main.pir"
GM05 = REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir"
LOG = ROOT / "samples" / "logs" / "passmanager_ir_printing.stdout.log"
OP_LINE = re.compile(r'^\s*\(.*?\) ?= ?"([^"]+)"', re.M)
HAVE_DOT = shutil.which("dot") is not None


def svg_nodes(path: Path) -> list[ET.Element]:
    root = ET.parse(path).getroot()
    return [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "node"]


def test_whole_program_dot_golden() -> None:
    code, out, _ = run("graph", str(MLP))
    assert code == 0
    n_ops = len(OP_LINE.findall(MLP.read_text()))
    assert len(re.findall(r"^  op\d+ \[label=", out, re.M)) == n_ops
    # the DOT itself: tests/filecheck/commands/graph.test


def test_roles_colour_nodes() -> None:
    g = build(parse_file(GM05))
    fills = re.findall(r'fillcolor="(#[0-9a-f]+)", tooltip="[^"]* op_role (-?\d+)"', g.dot)
    assert fills and all({"0": "#cfe2ff", "1": "#ffd8b1", "2": "#c8f7c5"}[r] == c for c, r in fills)
    # kwargs get their own nodes; every used kwarg appears once
    assert g.dot.count("shape=cylinder") == 4 and g.extra_nodes == 4
    assert g.op_nodes == 115


def test_regions_are_clusters() -> None:
    g = build(parse_file(CF))
    text = CF.read_text()
    assert g.op_nodes == len(OP_LINE.findall(text))
    n_regions = text.count('"pd_op.while"') + 2 * text.count('"pd_op.if"')
    assert g.dot.count("subgraph cluster_") == n_regions
    # the clusters' labels: tests/filecheck/commands/graph.test


def test_focus_forms() -> None:
    prog = parse_file(MLP)
    g = build(prog, "%7", depth=0)
    # %7: its definer and every op that reads it (taken from the text)
    text = MLP.read_text().split("\n")
    users = [k + 1 for k, ln in enumerate(text) if re.search(r"= \"[^\"]+\" \([^)]*%7[,)]", ln)]
    assert sorted(op.line for op in g.ops) == sorted([9, *users]) and len(users) == 2
    g1 = build(prog, "pd_op.matmul", depth=1)
    names = {op.name for op in g1.ops}
    assert "pd_op.matmul" in names and "pd_op.data" in names and "builtin.parameter" in names
    assert all(op.name != "pd_op.sgd_" for op in g1.ops)
    g2 = build(prog, "L9", depth=0)
    assert [op.line for op in g2.ops] == [9]
    # values defined outside the neighbourhood show as plain nodes
    assert "shape=plaintext" in g.dot and g.extra_nodes == 4  # %5, %4, %3, %24
    code, _, err = run("graph", str(MLP), "--focus", "%999")
    assert code == 2 and "no value named %999" in err
    code, _, err = run("graph", str(MLP), "--focus", "L1")
    assert code == 2 and "error: --focus L1: no op starts at line 1" in err


def test_focus_errors_name_no_flag_in_the_library() -> None:
    """The library says `focus`; the CLI says which option that is (`--focus`)."""
    prog = parse_file(MLP)
    for focus, words in (
        ("%999", "no value named %999"),
        ("L1", "no op starts at line 1"),
        ("pd_op.nope", "no op named"),
    ):
        with pytest.raises(PirError) as e:
            build(prog, focus)
        assert e.value.reason.startswith(f"focus {focus}: {words}") and "--" not in e.value.reason


def test_focus_in_a_log_uses_log_lines() -> None:
    text = LOG.read_text().split("\n")
    k = next(i for i, ln in enumerate(text) if '"pd_op.matmul"' in ln)
    code, out, _ = run("graph", str(LOG), "--index", "0", "--focus", f"L{k + 1}", "--depth", "0")
    assert code == 0
    assert re.search(rf'= pd_op\.matmul\\nL{k + 1}"', out)


def test_dot_output_file_and_bad_format(tmp_path: Path) -> None:
    out = tmp_path / "g.dot"
    code, stdout, err = run("graph", str(MLP), "-o", str(out))
    assert code == 0 and stdout == "" and out.read_text().startswith("digraph pir {")
    code, _, err = run("graph", str(MLP), "-o", str(tmp_path / "g.jpeg"))
    assert code == 2 and "unknown picture format" in err


def test_bad_input_is_located(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pir"
    bad.write_text('{\n    (%0) = "pd_op.relu" (%3) {} : (tensor<f32>) -> tensor<f32>\n}\n')
    code, out, err = run("graph", str(bad), "-o", str(tmp_path / "x.svg"))
    assert code == 2 and re.search(r"bad\.pir:2:\d+: error: ", err)
    assert not (tmp_path / "x.dot").exists()


def test_without_dot_writes_dot_and_exits_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: None)
    code, _, err = run("graph", str(MLP), "-o", str(tmp_path / "g.svg"))
    assert code == 2
    assert "not installed" in err and "apt-get install -y graphviz" in err
    assert (tmp_path / "g.dot").read_text().startswith("digraph pir {")
    assert not (tmp_path / "g.svg").exists()


@pytest.mark.skipif(not HAVE_DOT, reason="Graphviz `dot` not installed (apt-get install -y graphviz)")
def test_svg_renders_one_node_per_op(tmp_path: Path) -> None:
    svg = tmp_path / "mlp.svg"
    code, _, err = run("graph", str(MLP), "-o", str(svg))
    assert code == 0, err
    assert (tmp_path / "mlp.dot").exists()
    nodes = svg_nodes(svg)
    assert len(nodes) == len(OP_LINE.findall(MLP.read_text()))
    titles = {n.find("{http://www.w3.org/2000/svg}title").text for n in nodes}
    assert titles == {f"op{k}" for k in range(len(nodes))}


@pytest.mark.skipif(not HAVE_DOT, reason="Graphviz `dot` not installed (apt-get install -y graphviz)")
def test_svg_focus_and_png(tmp_path: Path) -> None:
    svg = tmp_path / "adamw.svg"
    code, _, err = run("graph", str(GM05), "-o", str(svg), "--focus", "pd_op.adamw_", "--depth", "1")
    assert code == 0, err
    g = build(parse_file(GM05), "pd_op.adamw_", 1)
    assert len(svg_nodes(svg)) == g.op_nodes + g.extra_nodes
    assert sum(1 for op in g.ops if op.name == "pd_op.adamw_") == 4
    png = tmp_path / "cf.png"
    code, _, err = run("graph", str(CF), "-o", str(png))
    assert code == 0, err
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_type_labels() -> None:
    assert type_label(Type.get("tensor<4x16xf32>")) == "4x16xf32"
    assert (
        type_label(
            Type.get(
                "pd_dist.tensor<16x32xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1,0], placements:[Shard(dim=1)]>"
            )
        )
        == "16x32xf32"
    )
    assert type_label(Type.get("tensor<f32>")) == "f32"
    assert type_label(Type.get("vec[tensor<1xf32>,tensor<1xf32>]")) == "vec[2]"


# ----------------------------------------------------------------------------------------------
# focus highlight, size limit, timeout, dot never outlives pirtool

LARGE = next(REAL.glob("LARGE_*.pir"))
FOCUS_ATTRS = 'color="#d62728", penwidth=3'


def test_focus_ops_and_their_edges_are_highlighted() -> None:
    g = build(parse_file(MLP), "L9", 1)
    nodes = dict(re.findall(r"^  (op\d+) \[label=(.*)\];$", g.dot, re.M))
    hot = [n for n, rest in nodes.items() if FOCUS_ATTRS in rest]
    assert len(hot) == 1 and "pd_op.matmul\\nL9" in nodes[hot[0]]
    (seed,) = hot
    for src, dst, rest in re.findall(r"^  (\w+) -> (\w+) \[(.*)\];$", g.dot, re.M):
        touches = seed in (src, dst)
        assert ("penwidth=2.5" in rest) == touches, (src, dst, rest)
    assert sum(1 for s, d in re.findall(r"^  (\w+) -> (\w+) ", g.dot, re.M) if seed in (s, d)) >= 3
    assert "focus ops: thick red border" in g.dot
    # without --focus nothing is highlighted
    assert "penwidth" not in build(parse_file(MLP)).dot


def test_big_graph_refused_with_a_way_out(tmp_path: Path) -> None:
    svg = tmp_path / "big.svg"
    code, _, err = run("graph", str(LARGE), "-o", str(svg))  # at once: dot is not started
    assert code == 2 and "Traceback" not in err
    assert (
        "not running dot on 2165 ops" in err
        and "--focus OP" in err
        and "pirtool view" in err
        and "--max-ops 2165" in err
    )
    assert (tmp_path / "big.dot").exists() and not svg.exists()
    code, _, err = run("graph", str(MLP), "-o", str(tmp_path / "m.svg"), "--max-ops", "3")
    assert code == 2 and "more than --max-ops 3" in err


@pytest.mark.skipif(not HAVE_DOT, reason="Graphviz `dot` not installed (apt-get install -y graphviz)")
def test_readme_example_on_the_large_sample(tmp_path: Path) -> None:
    svg = tmp_path / "grads.svg"
    code, _, err = run("graph", str(LARGE), "-o", str(svg), "--focus", "pd_op.matmul_grad", "--depth", "1")
    assert code == 0, err
    assert len(svg_nodes(svg)) > 300


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out += [int(x) for x in (task / "children").read_text().split()]
        except OSError:
            pass
    return out


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return ""


def _start_slow_graph(tmp_path: Path, *extra: str) -> tuple[subprocess.Popen, int]:
    """`pirtool graph LARGE -o big.svg --max-ops 100000`: dot runs for minutes; (pirtool, dot pid)."""
    p = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "pirtool",
            "graph",
            str(LARGE),
            "-o",
            str(tmp_path / "big.svg"),
            "--max-ops",
            "100000",
            *extra,
        ],
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        dots = [c for c in _children(p.pid) if _comm(c) == "dot"]
        if dots:
            return p, dots[0]
        assert p.poll() is None, p.communicate()
        time.sleep(0.05)
    p.kill()
    raise AssertionError("dot never started")


def _gone_within(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not _alive(pid):
            return True
        time.sleep(0.05)
    return not _alive(pid)


needs_proc_dot = pytest.mark.skipif(
    not HAVE_DOT or not Path("/proc/self/task").exists(), reason="needs Graphviz and Linux /proc"
)


@needs_proc_dot
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT], ids=["SIGKILL", "SIGTERM", "SIGINT"])
def test_dot_dies_with_pirtool(tmp_path: Path, sig: signal.Signals) -> None:
    p, dot = _start_slow_graph(tmp_path)
    assert _alive(dot)
    time.sleep(0.3)
    p.send_signal(sig)
    p.wait(timeout=10)
    try:
        assert _gone_within(dot, 10), f"dot {dot} outlived pirtool after {sig.name}"
    finally:
        if _alive(dot):
            os.kill(dot, signal.SIGKILL)
    assert not (tmp_path / "big.svg").exists()
    if sig == signal.SIGINT:
        assert p.returncode == 130 and "interrupted" in p.stderr.read()
    assert not list(tmp_path.glob(".pirtool-*")) or sig == signal.SIGKILL  # a SIGKILL leaves no chance to clean up


@needs_proc_dot
def test_dot_timeout_is_a_clear_error(tmp_path: Path) -> None:
    p, dot = _start_slow_graph(tmp_path, "--timeout", "1")
    _, err = p.communicate(timeout=60)
    assert p.returncode == 2
    assert "error: dot did not finish within 1 s" in err and "--focus OP" in err and "--timeout" in err
    assert "Traceback" not in err and "TimeoutExpired" not in err
    assert _gone_within(dot, 10)
    assert not (tmp_path / "big.svg").exists() and not list(tmp_path.glob(".pirtool-*"))
