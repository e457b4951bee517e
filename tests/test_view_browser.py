"""`pirtool view`'s page in real headless Chromium (chromium on PATH, driven by playwright; no
browser download): it loads without script errors, shows every op, finds ops and values,
shows an op's attributes and dist attributes, a value's producer and users, draws the
neighbourhood graph, marks a diff's ops, and stays small in the DOM at 52,000 ops."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import run
from test_view import CF, COND_A, COND_B, GM05, LARGE, MLP, REAL, ROOT

from pirtool.text.parser import parse_file
from pirtool.tools.diff import diff_programs

#: Debian's and Ubuntu's names for it; playwright downloads no browser of its own here.
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - the test extra installs it
    sync_playwright = None

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH (apt-get install -y chromium)"),
    pytest.mark.skipif(sync_playwright is None, reason="playwright missing (pip install -e '.[test]')"),
]


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as p:  # type: ignore[misc]
        ctx = p.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, headless=True, args=ARGS, viewport={"width": 1400, "height": 900}
        )
        try:
            yield ctx
        finally:
            ctx.close()
    shutil.rmtree(profile, ignore_errors=True)


class Page:
    """One view page, with every script error and failed request it met."""

    def __init__(self, ctx: object, html: Path) -> None:
        self.errors: list[str] = []
        self.external: list[str] = []
        self.pg = ctx.new_page()  # type: ignore[attr-defined]
        self.pg.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        self.pg.on(
            "console",
            lambda m: self.errors.append(f"console.{m.type}: {m.text}") if m.type in ("error", "warning") else None,
        )
        self.pg.on(
            "request",
            lambda r: self.external.append(r.url) if not r.url.startswith(("file:", "data:", "blob:")) else None,
        )
        self.pg.goto(html.as_uri())
        self.pg.wait_for_selector("body[data-ready='1']", timeout=60000)

    def search(self, q: str) -> tuple[int, int]:
        self.pg.fill("#search", q)
        self.pg.press("#search", "Enter")
        info = self.pg.locator("#search-info")
        return int(info.get_attribute("data-ops")), int(info.get_attribute("data-values"))

    def close(self) -> None:
        assert not self.errors, self.errors
        assert not self.external, self.external  # nothing fetched
        self.pg.close()


def _page(browser: object, tmp_path: Path, *args: str) -> Page:
    out = tmp_path / "view.html"
    code, _, err = run("view", *args, "--html", str(out))
    assert code == 0, err
    return Page(browser, out)


@pytest.mark.parametrize(
    "path",
    [CF, GM05, LARGE, MLP, REAL / "pylayer_main.pir", REAL / "gen_controlflow_nested_momentum_main.pir"],
    ids=lambda p: p.name[:40],
)
def test_page_loads_and_shows_every_op(browser: object, tmp_path: Path, path: Path) -> None:
    n = len(list(parse_file(path).walk()))
    p = _page(browser, tmp_path, str(path))
    assert int(p.pg.inner_text("#n-ops")) == n
    # the stage rows' counts add up to every op
    stage_counts = [
        int(re.search(r"\((\d+)\)", t).group(1)) for t in p.pg.locator(".row[data-item^='s']").all_inner_texts()
    ]
    assert len(stage_counts) == 3 and sum(stage_counts) == n
    p.close()


def test_search_finds_ops_values_and_lines(browser: object, tmp_path: Path) -> None:
    prog = parse_file(CF)
    p = _page(browser, tmp_path, str(CF))
    whiles = [op for op in prog.walk() if op.name == "pd_op.while"]
    assert p.search("pd_op.while") == (len(whiles), 0)
    assert p.pg.locator("#results a.op").count() == len(whiles)
    assert sorted(p.pg.locator("#results a.op").all_inner_texts()) == sorted(
        f"L{op.line} " + ", ".join(r.name for r in op.results) + " = pd_op.while" for op in whiles
    )
    # clicking a result selects the op: the tree opens to it and the details show it
    p.pg.locator("#results a.op").first.click()
    assert p.pg.inner_text("#details h2") == "pd_op.while"
    assert f"L{whiles[0].line}" in p.pg.locator("#tree .row.sel").inner_text()
    # %N: the value, its producer and its users
    v = next(r for op in prog.walk() for r in op.results if len(r.users) >= 2)
    assert p.search(v.name) == (0, 1)
    assert p.pg.inner_text("#details h2") == v.name
    assert p.pg.inner_text("#producer").startswith(f"L{v.defining_op.line} ")
    assert p.pg.locator("#users a.op").count() == len(v.users)
    assert [t.split(" ")[0] for t in p.pg.locator("#users a.op").all_inner_texts()] == [f"L{u.line}" for u in v.users]
    # a line number: the op on that line
    op = next(op for op in prog.walk() if op.name == "pd_op.tanh")
    assert p.search(f"L{op.line}") == (1, 0)
    assert p.pg.inner_text("#details h2") == "pd_op.tanh"
    # a parameter name: the parameter's value
    assert p.search("linear_0.w_0") == (0, 1)
    assert "builtin.parameter" in p.pg.inner_text("#producer")
    p.close()


def test_click_in_the_tree_shows_attributes(browser: object, tmp_path: Path) -> None:
    prog = parse_file(CF)
    op = next(op for op in prog.body if op.attr("struct_name") == "/Linear/")
    p = _page(browser, tmp_path, str(CF))
    pg = p.pg
    pg.locator(".row[data-item^='g']").filter(
        has=pg.locator(".grp", has_text=re.compile("^Linear$"))
    ).first.click()  # the layer
    pg.locator(".row[data-item^='o']").filter(
        has=pg.locator(".ln", has_text=re.compile(f"^L{op.line}$"))
    ).first.click()  # its op
    assert p.pg.inner_text("#details h2") == op.name
    rows = p.pg.locator("#attrs tr").all_inner_texts()
    assert [r.split("\t")[0] for r in rows] == list(op.attrs.keys())
    assert 'struct_name\t"/Linear/"' in rows
    assert f"line {op.line}" in p.pg.inner_text("#details")
    # result and operand types
    text = p.pg.inner_text("#details")
    for v in [*op.results, *op.operands]:
        assert f"{v.name} : {v.type.text}" in text
    p.close()


def test_dist_attributes_and_graph(browser: object, tmp_path: Path) -> None:
    prog = parse_file(GM05)
    op = next(op for op in prog.body if op.name == "pd_op.matmul" and "op_dist_attr" in op.attrs)
    p = _page(browser, tmp_path, str(GM05))
    assert p.search(f"L{op.line}") == (1, 0)
    dist = p.pg.locator("#dist-attr tr").all_inner_texts()
    assert [r.split("\t")[0] for r in dist] == ["mesh", "operand(0)", "operand(1)", "result(0)", "chunk_id"]
    assert "placements" in p.pg.inner_text("#details")  # the dist tensor types too
    # the neighbourhood graph: the op, its producers and its users (1 hop)
    nbrs = (
        {id(op)}
        | {id(v.defining_op) for v in op.operands if v is not None and v.defining_op is not None}
        | {id(u) for r in op.results for u in r.users}
    )
    assert int(p.pg.locator("#graph-info").get_attribute("data-nodes")) == len(nbrs)
    assert p.pg.locator("#graph canvas").count() >= 1
    p.pg.select_option("#depth", "2")
    assert int(p.pg.locator("#graph-info").get_attribute("data-nodes")) > len(nbrs)
    p.close()


def test_diff_view_marks_added_removed_changed(browser: object, tmp_path: Path) -> None:
    d = diff_programs(parse_file(COND_A), parse_file(COND_B))
    rows = [r for r in d.rows if r.kind in ("=", "~", "+", "-")]
    added = [i for i, r in enumerate(rows) if r.kind == "+"]
    changed = [i for i, r in enumerate(rows) if r.kind == "~"]
    p = _page(browser, tmp_path, str(COND_A), "--diff", str(COND_B))
    assert int(p.pg.inner_text("#n-ops")) == len(rows)
    assert f"{len(added)} added, 0 removed, {len(changed)} changed" in p.pg.inner_text("#diff-counts")
    assert p.pg.locator(".row[data-item='s2'] .dc.d1").inner_text().strip() == "+20"
    for i in added:
        p.pg.evaluate(f"window.pirView.selectOp({i})")
        assert "st1" in p.pg.locator(f".row[data-item='o{i}']").get_attribute("class")
        assert p.pg.inner_text("#details h2").endswith("added")
    p.pg.evaluate(f"window.pirView.selectOp({changed[0]})")
    assert "st3" in p.pg.locator(f".row[data-item='o{changed[0]}']").get_attribute("class")
    assert "operands" in p.pg.inner_text("#details")
    p.close()


def test_diff_view_marks_removed_ops(browser: object, tmp_path: Path) -> None:
    log = ROOT / "samples" / "logs" / "passmanager_ir_printing.stdout.log"
    p = _page(browser, tmp_path, str(log), "--index", "0", "--diff", str(log), "--index-b", "1")
    m = re.search(r"(\d+) added, (\d+) removed", p.pg.inner_text("#diff-counts"))
    assert m and int(m.group(2)) > 0
    n_removed = p.pg.evaluate("window.pirView.model.ops.status.filter(s => s === 2).length")
    assert n_removed == int(m.group(2))
    i = p.pg.evaluate("window.pirView.model.ops.status.indexOf(2)")
    p.pg.evaluate(f"window.pirView.selectOp({i})")
    assert "st2" in p.pg.locator(f".row[data-item='o{i}']").get_attribute("class")
    assert "removed" in p.pg.inner_text("#details h2")
    p.close()


def test_fifty_thousand_ops_stay_small_in_the_dom(browser: object, tmp_path: Path) -> None:
    import sys

    sys.path.insert(0, str(ROOT / "bench"))
    from scale import scaled_lines

    big = tmp_path / "big.pir"
    big.write_text("\n".join(["{"] + [ln for c in scaled_lines(24) for ln in c] + ["}", ""]))
    p = _page(browser, tmp_path, str(big))
    assert int(p.pg.inner_text("#n-ops")) == 24 * 2165
    assert p.pg.locator(".row").count() < 1000  # only open folders are in the DOM
    ops, _ = p.search("pd_op.matmul_grad")
    assert ops == 24 * 50
    assert p.pg.locator("#results .row").count() == 500  # results are capped, the count is not
    p.pg.evaluate("window.pirView.selectOp(40000)")
    assert p.pg.locator("#tree .row.sel").count() == 1
    assert p.pg.locator(".row").count() < 2000
    p.close()


# ---- a real program as its users open it (issue #23): LARGE's 24 blocks, a gradient-merge diff ----


@pytest.fixture(scope="module")
def large_html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("large") / "large.html"
    code, _, err = run("view", str(LARGE), "--html", str(out))
    assert code == 0, err
    return out


def _children(pg: object, item: str, kind: str = "g") -> list[str]:
    """The data-item of each row of `kind` (g: layer, o: op) shown right under a tree row."""
    items = pg.locator(f".row[data-item='{item}'] + .kids > .item > .row").evaluate_all(  # type: ignore[attr-defined]
        "rows => rows.map(r => r.getAttribute('data-item'))"
    )
    return [it for it in items if it[0] == kind]


def _names(pg: object, items: list[str]) -> list[str]:
    return [pg.inner_text(f".row[data-item='{it}'] .grp") for it in items]  # type: ignore[attr-defined]


def test_backward_is_grouped_by_the_forward_layers(browser: object, large_html: Path) -> None:
    """The backward shows the forward's layers (Deep › Block_1 › Linear), not op names; a layer's
    gradient ops are those of its forward ops."""
    prog = parse_file(LARGE)
    p = Page(browser, large_html)
    pg = p.pg
    pg.click(".row[data-item='s0']")  # close the forward's 176 rows, as a user would
    back = _children(pg, "s1")
    assert _names(pg, back) == ["MSELoss", "Deep"]
    assert not pg.locator(".row[data-item='s1'] + .kids .grp.k2").count()  # no op-name group
    deep_b = back[1]
    pg.click(f".row[data-item='{deep_b}']")
    pg.click(".row[data-item='s0']")
    deep_f = next(it for it in _children(pg, "s0") if pg.inner_text(f".row[data-item='{it}'] .grp") == "Deep")
    pg.click(f".row[data-item='{deep_f}']")
    names_b, names_f = _names(pg, _children(pg, deep_b)), _names(pg, _children(pg, deep_f))
    assert sorted(names_b) == sorted(names_f) and len(names_f) == 26  # Linear, Block … Block_23, Linear_1
    # open backward › Deep › Block_1 › Linear with clicks: its ops are the gradients of forward's
    block = next(it for it in _children(pg, deep_b) if pg.inner_text(f".row[data-item='{it}'] .grp") == "Block_1")
    pg.click(f".row[data-item='{block}']")
    lin = next(it for it in _children(pg, block) if pg.inner_text(f".row[data-item='{it}'] .grp") == "Linear")
    pg.click(f".row[data-item='{lin}']")
    shown = [pg.inner_text(f".row[data-item='{it}'] .ln") for it in _children(pg, lin, "o")]
    fwd = [op for op in prog.body if op.attr("struct_name") == "/Deep/Block_1/Linear/"]
    mine = {id(v) for f in fwd for v in (*f.operands, *f.results)}
    fnames = {f.name + "_grad" for f in fwd}
    grads = [op for op in prog.body if op.name in fnames and mine & {id(v) for v in op.operands}]
    assert sorted(g.name for g in grads) == ["pd_op.add_grad", "pd_op.matmul_grad"]
    # and the tensor-parallel all_reduce of the weight's gradient: with the op it reduces
    reduce = [op for op in prog.body if op.name == "pd_op.all_reduce" and op.operands[0].defining_op in grads]
    assert len(reduce) == 1 and sorted(shown) == sorted(f"L{g.line}" for g in grads + reduce)
    p.close()


def test_parameter_search_shows_the_name_first(browser: object, large_html: Path) -> None:
    """A parameter's values have long dist types: the name comes first and is wholly in view."""
    p = Page(browser, large_html)
    pg = p.pg
    assert p.search("linear_3.w_0") == (0, 5)
    panel = pg.locator("#results").bounding_box()
    rows = pg.locator("#results .row.vline")
    assert rows.count() == 5
    for k in range(5):
        row = rows.nth(k)
        name, val = row.locator(".pname"), row.locator("a.val")
        assert name.inner_text().startswith("linear_3.w_0")
        nb, vb = name.bounding_box(), val.bounding_box()
        assert nb["x"] < vb["x"] and nb["x"] + nb["width"] <= panel["x"] + panel["width"]  # first, not cut
        assert row.locator(".vtype").get_attribute("title").startswith("pd_dist.tensor<")
    # the parameter itself: a click on its row (past the text) shows the value and its producer
    row = rows.filter(has=pg.locator(".pname", has_text=re.compile(r"^linear_3\.w_0\.dist$")))
    box = row.bounding_box()
    row.click(position={"x": box["width"] - 4, "y": box["height"] / 2})
    assert pg.inner_text("#details h2") == row.locator("a.val").inner_text()
    assert "builtin.parameter" in pg.inner_text("#producer")
    p.close()


def _graph_nodes(pg: object) -> list[dict]:
    """Each drawn node: its op and its box on screen, relative to the graph panel."""
    return pg.evaluate(  # type: ignore[attr-defined]
        "() => window.pirView.graph().nodes().map(n => ({op: n.data('op'), box: n.renderedBoundingBox()}))"
    )


def test_graph_of_an_op_with_many_operands_fits_the_panel(browser: object, large_html: Path) -> None:
    """adamw_ reads 13 operands: its whole neighbourhood is drawn inside the panel, large enough
    to read, and a click on a node (on the canvas) selects that op."""
    prog = parse_file(LARGE)
    op = next(op for op in prog.body if op.name == "pd_op.adamw_")
    nbrs = {v.defining_op.line for v in op.operands if v is not None and v.defining_op is not None}
    nbrs |= {u.line for r in op.results for u in r.users}
    p = Page(browser, large_html)
    pg = p.pg
    p.search("pd_op.adamw_")
    pg.locator("#results .row").first.click()  # the first adamw_
    assert pg.inner_text("#details h2") == "pd_op.adamw_" and f"line {op.line}" in pg.inner_text("#details")
    nodes = _graph_nodes(pg)
    lines = pg.evaluate("ops => ops.map(i => window.pirView.model.ops.line[i])", [n["op"] for n in nodes])
    assert sorted(lines) == sorted(nbrs | {op.line}) and len(nodes) >= 11
    panel = pg.locator("#graph").bounding_box()
    for n in nodes:  # every node wholly inside the panel
        b = n["box"]
        assert b["x1"] >= 0 and b["y1"] >= 0 and b["x2"] <= panel["width"] and b["y2"] <= panel["height"], n
    assert pg.evaluate("window.pirView.graph().zoom()") >= 0.6  # 10 px labels stay readable
    # a real click on a producer's node selects it
    other = next(n for n in nodes if n["op"] != nodes[0]["op"])
    b = other["box"]
    pg.mouse.click(panel["x"] + (b["x1"] + b["x2"]) / 2, panel["y"] + (b["y1"] + b["y2"]) / 2)
    pg.wait_for_function(f"document.getElementById('details').getAttribute('data-op') === '{other['op']}'")
    p.close()


def test_a_click_anywhere_on_a_row_acts(browser: object, large_html: Path) -> None:
    """Search results and a value's users: the whole row is the target, not only its text."""
    prog = parse_file(LARGE)
    gelu = [op for op in prog.body if op.name == "pd_op.gelu_grad"]
    p = Page(browser, large_html)
    pg = p.pg
    assert p.search("pd_op.gelu_grad") == (len(gelu), 0)
    row = pg.locator("#results .row").nth(2)
    box, text = row.bounding_box(), row.locator("a.op").bounding_box()
    x = box["width"] - 8
    assert box["x"] + x > text["x"] + text["width"] + 50  # well past the text
    row.click(position={"x": x, "y": box["height"] / 2})
    assert pg.inner_text("#details h2") == "pd_op.gelu_grad"
    assert f"line {gelu[2].line}" in pg.inner_text("#details") and "sel" in row.get_attribute("class")
    # a value's user, clicked past its text
    v = gelu[2].operands[0]
    pg.locator("#details a.val", has_text=re.compile(f"^{v.name}$")).first.click()
    assert pg.inner_text("#details h2") == v.name
    users = pg.locator("#users .row")
    assert users.count() == len(v.users)
    last = users.nth(users.count() - 1)
    box = last.bounding_box()
    last.click(position={"x": box["width"] - 8, "y": box["height"] / 2})
    assert pg.inner_text("#details h2") == v.users[-1].name and f"line {v.users[-1].line}" in pg.inner_text("#details")
    p.close()


def test_a_changed_op_says_old_and_new(browser: object, tmp_path: Path) -> None:
    """Gradient merge before → after: a changed op says what `pirtool diff` says under it
    (`operand 0: %40 (pd_op.add_grad L41) → %kwarg_linear_1.b_0.dist@GRAD@MERGE`)."""
    a, b = (REAL / "dist_mesh2_tp_gm_03_after_reshard.pir", GM05)
    d = diff_programs(parse_file(a), parse_file(b))
    changed = [r for r in d.rows if r.kind == "~"]
    code, text, _ = run("diff", str(a), str(b), "--color", "never")
    assert code == 1
    tilde = iter([r for r in d.rows if r.kind in ("~", "k~", "ko")])  # each prints one `~` line, in order
    said: dict[int, list[str]] = {}  # B's line of each changed op -> the `#` lines below it
    row = None
    for ln in text.splitlines():
        if ln.startswith("~"):
            row = next(tilde)
        elif ln.startswith("#") and row is not None and row.kind == "~":
            said.setdefault(row.b.line, []).append(ln[1:].strip())
    assert set(said) == {r.b.line for r in changed}
    p = _page(browser, tmp_path, str(a), "--diff", str(b))
    pg = p.pg
    for r in (changed[0], changed[-1]):  # an accumulation (add_ → kwarg) and an update (adam_ ← scale_)
        assert p.search(f"L{r.b.line}")[0] >= 1
        pg.locator("#results .row").filter(has=pg.locator(".badge")).first.click()
        assert pg.inner_text("#details h2").startswith(r.b.name) and "changed" in pg.inner_text("#details h2")
        shown = pg.locator("#changes .change").all_inner_texts()
        assert shown == said[r.b.line] and all(" → " in s for s in shown)
    assert any("@GRAD@MERGE" in s for s in said[changed[0].b.line])
    p.close()
