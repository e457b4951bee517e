"""Tests for `pirtool view` (pirtool.tools.view): the JSON model of real programs against their IR
and against tools/diff, the self-contained page, the export directory, the server, the CLI's
errors. The page itself is driven in Chromium by tests/test_view_browser.py."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import urllib.request
from collections import Counter
from pathlib import Path

import pytest
from conftest import run

from pirtool.ir import Operation, Program
from pirtool.paddle.roles import op_stages, stage_of_op
from pirtool.text.parser import parse_file
from pirtool.tools.diff import diff_programs
from pirtool.tools.graph import role_color
from pirtool.tools.view import build_diff_model, build_model
from pirtool.tools.view.layers import FAMILY, PARAM, STRUCT, top_level_layers
from pirtool.tools.view.model import ADDED, CHANGED, REMOVED, SAME
from pirtool.tools.view.page import PageServer, export_files, render_html

ROOT = Path(__file__).resolve().parents[1]
REAL = ROOT / "samples" / "real"
GM = ROOT / "samples" / "gm"
CF = REAL / "controlflow_cond_while_sgd_main.pir"
LARGE = REAL / "LARGE_dist_deep24_mesh2_tp_gm_04_before_auto_parallel_gradient_merge_pass.pir"
GM05 = REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir"
GM03 = REAL / "dist_mesh2_tp_gm_03_after_reshard.pir"
MLP = REAL / "mlp_sgd_main.pir"
LOG = ROOT / "samples" / "logs" / "passmanager_ir_printing.stdout.log"
COND_A, COND_B = GM / "cond_adam_k3_noavg.before.pir", GM / "cond_adam_k3_noavg.after.pir"
SAMPLES = [CF, LARGE, GM05, MLP, COND_B, REAL / "gen_controlflow_nested_momentum_main.pir", REAL / "pylayer_main.pir"]


def _island(page: str) -> dict:
    m = re.search(r'<script id="pir-model" type="application/json">(.*?)</script>', page, re.S)
    assert m, "no model island"
    return json.loads(m.group(1))


def _path(model: dict, g: int) -> list[str]:
    """The names of a layer group and its parents, outermost first."""
    S, G = model["strings"], model["groups"]
    out: list[str] = []
    while g >= 0:
        out.insert(0, S[G["name"][g]])
        g = G["parent"][g]
    return out


def _users(model: dict) -> list[list[int]]:
    users: list[list[int]] = [[] for _ in model["values"]["name"]]
    for i, ops in enumerate(model["ops"]["operands"]):
        for v in ops:
            if v >= 0 and (not users[v] or users[v][-1] != i):
                users[v].append(i)
    return users


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_model_matches_the_ir(path: Path) -> None:
    prog = parse_file(path)
    m = build_model(prog, filename=str(path))
    ops = list(prog.walk())
    S, OPS, V, G = m["strings"], m["ops"], m["values"], m["groups"]
    # one node per op, nested region ops included, in print order
    assert m["n_ops"] == len(ops) == len(OPS["name"])
    index = {id(op): i for i, op in enumerate(ops)}
    stages = op_stages(prog.body)
    layers = top_level_layers(prog.body, stages)
    for i, op in enumerate(ops):
        assert S[OPS["name"][i]] == op.name and OPS["line"][i] == op.line and OPS["role"][i] == op.op_role
        assert S[OPS["attrs"][i]] == op.attrs.text()
        assert OPS["stage"][i] == (stages[op] if op in stages else stage_of_op(op, stages))
        parent = op.parent.parent_op if op.parent is not None else None
        if parent is None:
            assert OPS["parent"][i] == -1
            g = OPS["group"][i]
            assert G["stage"][g] == OPS["stage"][i]  # a layer hangs under the op's stage
            path_names = []
            while g >= 0:
                path_names.insert(0, S[G["name"][g]])
                g = G["parent"][g]
            assert tuple(path_names) == layers[op][1]
        else:
            assert OPS["parent"][i] == index[id(parent)] and OPS["group"][i] == -1
        # operands and results are the IR's values
        assert [S[V["name"][v]] if v >= 0 else None for v in OPS["operands"][i]] == [
            v.name if v is not None else None for v in op.operands
        ]
        assert [S[V["name"][v]] for v in OPS["results"][i]] == [v.name for v in op.results]
        assert [S[m["types"][V["type"][v]][0]] for v in OPS["results"][i]] == [v.type.text for v in op.results]
    # each value's producer and users are the IR's
    users = _users(m)
    seen = 0
    for i, op in enumerate(ops):
        for r, v in zip(op.results, OPS["results"][i], strict=True):
            assert V["def"][v] == i
            assert users[v] == [index[id(u)] for u in r.users]
            seen += 1
    kw = [v for v in range(len(V["name"])) if V["kind"][v] == 2]
    assert sorted(S[V["name"][v]] for v in kw) == sorted(v.name for v in prog.body.kwargs.values())
    assert all(V["def"][v] == -1 for v in kw)
    assert seen == sum(len(op.results) for op in ops)


def test_hierarchy_of_a_dist_program() -> None:
    prog = parse_file(LARGE)
    m = build_model(prog)
    S, OPS, G = m["strings"], m["ops"], m["groups"]
    ops = list(prog.walk())
    # the three stages, with the op_role of each op (role-ful program: the stage is the role's)
    assert Counter(OPS["stage"]) == Counter(op_stages(prog.body).values())
    for i, op in enumerate(ops):
        if op.op_role in (0, 1, 2):
            assert OPS["stage"][i] == op.op_role
    # struct_name /Deep/Block_1/Linear/ → Deep › Block_1 › Linear; parameters by prefix; else the op name
    kinds = Counter(G["kind"])
    assert kinds[STRUCT] and kinds[PARAM] and kinds[FAMILY]
    by_name = {}
    for g in range(len(G["name"])):
        if G["parent"][g] >= 0 and S[G["name"][G["parent"][g]]] == "Block_1" and S[G["name"][g]] == "Linear":
            by_name[G["stage"][g]] = g
    members = [i for i in range(len(ops)) if OPS["group"][i] == by_name[0]]
    assert members and all(ops[i].attr("struct_name") == "/Deep/Block_1/Linear/" for i in members)
    w = [
        i
        for i, op in enumerate(ops)
        if op.name == "builtin.parameter" and op.attr("parameter_name") == "linear_3.w_0.dist"
    ]
    assert len(w) == 1 and S[G["name"][OPS["group"][w[0]]]] == "linear_3"
    grads = [
        i
        for i, op in enumerate(ops)
        if op.name == "pd_op.matmul_grad" and any(v is not None and v.defining_op is ops[w[0]] for v in op.operands)
    ]
    # its gradient op: in the layer of the forward matmul that reads it, in the backward stage
    fwd = [i for i, op in enumerate(ops) if op.name == "pd_op.matmul" and ops[w[0]].results[0] in op.operands]
    assert len(fwd) == 1 and len(grads) == 1
    assert OPS["stage"][grads[0]] == 1 and G["stage"][OPS["group"][grads[0]]] == 1
    assert (
        _path(m, OPS["group"][grads[0]])
        == _path(m, OPS["group"][fwd[0]])
        == ops[fwd[0]].attr("struct_name").strip("/").split("/")
    )
    # the role colours are graph's
    assert {k: v["color"] for k, v in m["roles"].items()} == {str(r): role_color(r) for r in (0, 1, 2, -1)}
    assert m["other_color"] == role_color(256)


def test_region_ops_nest_under_their_op() -> None:
    prog = parse_file(CF)
    m = build_model(prog)
    S, OPS = m["strings"], m["ops"]
    ops = list(prog.walk())
    for i, op in enumerate(ops):
        if op.name == "pd_op.if":
            inside = [j for j in range(len(ops)) if OPS["parent"][j] == i]
            assert {S[OPS["region"][j]] for j in inside} == {"then", "else"}
            assert len(inside) == sum(len(b) for r in op.regions for b in r.blocks)
        if op.name == "pd_op.while":
            inside = [j for j in range(len(ops)) if OPS["parent"][j] == i]
            assert inside and {S[OPS["region"][j]] for j in inside} == {"body"}
    # block arguments: their owner is the region's op
    V = m["values"]
    args = [v for v in range(len(V["name"])) if V["kind"][v] == 1]
    assert args and all(S[OPS["name"][V["owner"][v]]] in ("pd_op.while", "pd_op.if") for v in args)


def _check_diff(a: Program, b: Program, m: dict, off_a: int = 0, off_b: int = 0) -> Counter:
    d = diff_programs(a, b)
    OPS = m["ops"]
    rows = [r for r in d.rows if r.kind in ("=", "~", "+", "-")]
    assert m["n_ops"] == len(rows) == len(list(b.walk())) + sum(r.kind == "-" for r in rows)
    want = {"=": SAME, "~": CHANGED, "+": ADDED, "-": REMOVED}
    for i, r in enumerate(rows):
        op: Operation = r.b if r.kind != "-" else r.a  # type: ignore[assignment]
        assert OPS["status"][i] == want[r.kind], (i, r.kind, op)
        assert m["strings"][OPS["name"][i]] == op.name
        assert OPS["line"][i] == op.line + (off_a if r.kind == "-" else off_b)
        if r.kind in ("=", "~"):
            assert OPS["a_line"][i] == r.a.line + off_a  # type: ignore[union-attr]
        if r.kind == "~":
            assert OPS["change"][i]["keys"] == r.keys and OPS["change"][i]["operands"] == r.operands
    return Counter(OPS["status"])


def test_diff_statuses_are_tools_diffs() -> None:
    a, b = parse_file(COND_A), parse_file(COND_B)
    m = build_diff_model(diff_programs(a, b), file_a="a", file_b="b")
    c = _check_diff(a, b, m)
    assert c[ADDED] == 24 and c[CHANGED] == 4 and c[REMOVED] == 0
    # the dist gradient-merge pair (tests/test_diff.py pins its report): 32 added, 12 changed
    a, b = parse_file(REAL / "dist_mesh2_tp_gm_03_after_reshard.pir"), parse_file(GM05)
    c = _check_diff(a, b, build_diff_model(diff_programs(a, b)))
    assert c[ADDED] == 32 and c[CHANGED] == 12 and c[REMOVED] == 0
    a, b = (
        parse_file(REAL / "gen_dist_mesh2_tp_adamw_clip_01_before_partition.pir"),
        parse_file(REAL / "gen_dist_mesh2_tp_adamw_clip_02_after_partition.pir"),
    )
    c = _check_diff(a, b, build_diff_model(diff_programs(a, b)))
    assert c[ADDED] == 5


def test_diff_of_log_programs_reports_file_lines() -> None:
    code, _, err = run("view", str(LOG), "--index", "0", "--diff", str(LOG), "--index-b", "1", "--html", os.devnull)
    assert code == 0, err
    from pirtool.cli.common import load_one, parse_source

    sa, sb = load_one(str(LOG), 0), load_one(str(LOG), 1)
    assert sa.line_offset and sb.line_offset
    a, b = parse_source(sa), parse_source(sb)
    m = build_diff_model(diff_programs(a, b), off_a=sa.line_offset, off_b=sb.line_offset)
    c = _check_diff(a, b, m, sa.line_offset, sb.line_offset)
    assert c[REMOVED]  # dead code elimination removed ops
    text = LOG.read_text().split("\n")
    S, OPS = m["strings"], m["ops"]
    for i in range(m["n_ops"]):
        assert f'"{S[OPS["name"][i]]}"' in text[OPS["line"][i] - 1]


def test_removed_ops_read_bs_values() -> None:
    """A removed op's operand defined by a matched op is B's value (one value, producer in the view)."""
    from pirtool.cli.common import load_one, parse_source

    a, b = parse_source(load_one(str(LOG), 0)), parse_source(load_one(str(LOG), 1))
    m = build_diff_model(diff_programs(a, b))
    OPS, V = m["ops"], m["values"]
    for i in range(m["n_ops"]):
        for v in OPS["operands"][i]:
            d = V["def"][v] if v >= 0 else -1
            if d >= 0:
                assert d < i or OPS["parent"][i] >= 0  # producers come first


def test_html_is_self_contained_and_carries_the_model(tmp_path: Path) -> None:
    out = tmp_path / "v.html"
    code, _, err = run("view", str(CF), "--html", str(out))
    assert code == 0 and "59 ops" in err
    page = out.read_text()
    assert not re.search(r"<script[^>]+src=", page) and not re.search(r"<link[^>]+href=", page)
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
    assert not re.search(r"url\((['\"]?)(https?:)?//", page)
    assert not any(f"@@{k}@@" in page for k in ("TITLE", "CSS", "MODEL", "CYTOSCAPE", "JS"))  # every marker replaced
    assert "The Cytoscape Consortium" in page  # the library and its licence header are inline
    assert _island(page) == json.loads(json.dumps(build_model(parse_file(CF), str(CF), str(CF))))
    assert oct(out.stat().st_mode & 0o777) != "0o600"  # a normal file, not mkstemp's mode


def test_model_json_cannot_break_out_of_its_script(tmp_path: Path) -> None:
    p = tmp_path / "evil.pir"
    p.write_text(
        '{\n    (%0) = "pd_op.data" () {name:"</script><script>alert(1)</script><!--",op_role:0,shape:[1]} : () -> tensor<1xf32>\n}\n'
    )
    page = render_html(build_model(parse_file(p)))
    assert page.count("</script>") == 3  # the island's, cytoscape's and the page script's ends only
    assert "</script><script>alert(1)</script><!--" in _island(page)["strings"]  # the data name, intact


def test_export_directory(tmp_path: Path) -> None:
    d = tmp_path / "out" / "view"
    code, _, err = run("view", str(COND_A), "--diff", str(COND_B), "--export", str(tmp_path / "out"))
    assert code == 0, err
    code, _, err = run(
        "view", str(COND_A), "--diff", str(COND_B), "--export", str(d), "--html", str(tmp_path / "one.html")
    )
    assert code == 0, err
    assert sorted(os.listdir(d)) == sorted(export_files(build_model(parse_file(MLP))))
    m = json.loads((d / "model.json").read_text())
    assert m["diff"] and Counter(m["ops"]["status"])[ADDED] == 24
    assert _island((d / "index.html").read_text()) == m == _island((tmp_path / "one.html").read_text())


def test_bad_input_and_options(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pir"
    bad.write_text('{\n    (%0) = "pd_op.relu" (%9) {} : (tensor<f32>) -> tensor<f32>\n}\n')
    for args in ((str(bad),), (str(MLP), "--diff", str(bad)), (str(bad), "--diff", str(MLP))):
        code, out, err = run("view", *args, "--html", str(tmp_path / "x.html"))
        assert code == 2 and out == ""
        assert re.search(r"bad\.pir:2:\d+: error: ", err), err
    assert not (tmp_path / "x.html").exists()
    code, _, err = run("view", str(MLP), "--html", str(tmp_path / "no" / "x.html"))
    assert code == 2 and "cannot write --html" in err and "does not exist" in err
    code, _, err = run("view", str(MLP), "--ignore-attr", "op_role", "--html", str(tmp_path / "x.html"))
    assert code == 2 and "go with --diff" in err
    code, _, err = run("view", str(tmp_path / "missing.pir"), "--html", str(tmp_path / "x.html"))
    assert code == 2 and "cannot read" in err
    code, _, err = run("view", str(LOG), "--html", str(tmp_path / "x.html"))
    assert code == 2 and "--index" in err


def test_page_server_serves_page_and_model() -> None:
    page = render_html(build_model(parse_file(MLP)))
    srv = PageServer(page, '{"x":1}', port=0)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    try:
        assert urllib.request.urlopen(srv.url, timeout=10).read().decode() == page
        assert urllib.request.urlopen(srv.url + "model.json", timeout=10).read() == b'{"x":1}'
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(srv.url + "other", timeout=10)
    finally:
        srv.shutdown()
        t.join(10)
    assert not t.is_alive()


def test_cli_serves_until_ctrl_c() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    p = subprocess.Popen(
        [sys.executable, "-m", "pirtool", "view", str(CF), "--no-browser"],
        cwd=ROOT,
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert p.stderr is not None
        line = p.stderr.readline()
        m = re.search(r"serving 59 ops at (http://127\.0\.0\.1:\d+/)", line)
        assert m, line
        page = urllib.request.urlopen(m.group(1), timeout=10).read().decode()
        assert _island(page)["n_ops"] == 59
        p.send_signal(signal.SIGINT)
        assert p.wait(20) == 130
        assert "interrupted" in p.stderr.read()
    finally:
        if p.poll() is None:
            p.kill()


def test_build_is_linear() -> None:
    """4 copies of a real dist dump build with at most ~4 times the calls of one (tests/work.py;
    bench/bench_view.py times 52k ops)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from scale import scaled_lines
    from work import assert_linear

    from pirtool.text.parser import parse

    models = []

    def work(copies: int):
        prog = parse("\n".join(["{"] + [ln for c in scaled_lines(copies, sample=GM03) for ln in c] + ["}", ""]))
        return lambda: models.append(build_model(prog))

    assert_linear(work, 1)
    assert models[1]["n_ops"] == 4 * models[0]["n_ops"] == 4 * 83


def test_model_explorer_graph() -> None:
    """The export's model_explorer.json: one node per op, the view's hierarchy as namespaces,
    an edge per operand with a producer (checked by hand in model-explorer 0.1.34 as well)."""
    from pirtool.tools.view.explorer import explorer_graph

    prog = parse_file(CF)
    ops = list(prog.walk())
    g = explorer_graph(build_model(prog, "cf"))
    nodes = g["graphs"][0]["nodes"]
    assert len(nodes) == len(ops) and g["label"] == "cf"
    index = {id(op): i for i, op in enumerate(ops)}
    stages = op_stages(prog.body)
    for n, op in zip(nodes, ops, strict=True):
        assert n["label"] == op.name
        top = op
        while top.parent is not None and top.parent.parent_op is not None:
            top = top.parent.parent_op
        assert n["namespace"].startswith(["forward", "backward", "optimize"][stages[top]] + "/")
        if top is not op:
            p = op.parent.parent_op
            assert f"/{p.name}#{index[id(p)]}/" in n["namespace"]
        want = [
            (str(index[id(v.defining_op)]), str(v.index), str(k))
            for k, v in enumerate(op.operands)
            if v is not None and v.defining_op is not None
        ]
        assert [
            (e["sourceNodeId"], e["sourceNodeOutputId"], e["targetNodeInputId"]) for e in n["incomingEdges"]
        ] == want
        assert [o["attrs"][0]["value"] for o in n["outputsMetadata"]] == [r.name for r in op.results]
    d = explorer_graph(build_diff_model(diff_programs(parse_file(COND_A), parse_file(COND_B))))
    diffs = Counter(a["value"] for n in d["graphs"][0]["nodes"] for a in n["attrs"] if a["key"] == "diff")
    assert diffs["added"] == 24 and diffs["changed"] == 4
