"""Tests for `pirtool stats` (pirtool.tools.stats), checked against counts taken from the raw text."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from conftest import run

from pirtool.paddle.collectives import is_comm_op
from pirtool.text.parser import parse_file
from pirtool.tools.stats import collect, local_shape, nbytes
from pirtool.types import Type

ROOT = Path(__file__).resolve().parents[1]
REAL = ROOT / "samples" / "real"
GM05 = REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir"
MESH2X2 = REAL / "gen_dist_mesh2x2_dp_tp_adam_03_after_reshard.pir"
CF = REAL / "controlflow_cond_while_sgd_main.pir"
SEED = ROOT / "samples" / "seed" / "mlp_pp_rank0_sgd.after_gm.e2.pir"
LOG = ROOT / "samples" / "logs" / "passmanager_ir_printing.stdout.log"
OP_NAME = re.compile(r'^\s*\(.*?\) ?= ?"([^"]+)"', re.M)


@pytest.mark.parametrize("path", [GM05, MESH2X2, CF, SEED, REAL / "mlp_adam_main.pir"], ids=lambda p: p.name)
def test_op_counts_match_the_text(path: Path) -> None:
    text = path.read_text()
    expected = Counter(OP_NAME.findall(text))
    st = collect(parse_file(path))
    assert st["by_name"] == dict(expected)
    assert st["ops"]["total"] == sum(expected.values())
    roles = Counter(int(m) for m in re.findall(r"[{,]op_role:(?:\(Int32\))?(-?\d+)[,}]", text))
    for r, n in roles.items():
        assert st["by_role"][{0: "forward", 1: "backward", 2: "optimize"}.get(r, str(r))] == n
    params = re.findall(r'"builtin.parameter" .*parameter_name:"([^"]+)"', text)
    assert [p["name"] for p in st["parameters"]] == params


def test_json_and_memory_arithmetic() -> None:
    code, out, _ = run("stats", str(GM05), "--json")
    assert code == 0
    j = json.loads(out)
    assert j["era"] == "E3" and j["ops"] == {"total": 115, "top_level": 115, "nested": 0, "max_depth": 0}
    pb = j["persistable_bytes"]
    # bytes from shapes: params 8+256+32+512 floats; kwargs the same; data = every persistable pd_op.data
    assert pb["parameters"] == (8 + 256 + 32 + 512) * 4 == j["parameters_total"]["bytes"]
    assert pb["kwargs"] == pb["parameters"]
    text = GM05.read_text()
    n_persist_data = len(re.findall(r'"pd_op.data" .*persistable:\[true\]', text))
    assert len(j["persistable_data"]) == n_persist_data == 17
    assert pb["total"] == pb["parameters"] + pb["data"] + pb["kwargs"]
    assert {k["name"] for k in j["kwargs"]} == {
        "linear_0.w_0.dist@GRAD@MERGE",
        "linear_0.b_0.dist@GRAD@MERGE",
        "linear_1.w_0.dist@GRAD@MERGE",
        "linear_1.b_0.dist@GRAD@MERGE",
    }
    assert j["communication"] == [{"op": "pd_op.all_reduce", "ring_id": 12, "count": 4}]
    assert j["meshes"][0]["shape"] == [2] and j["meshes"][0]["process_ids"] == [0, 1]
    assert j["meshes"][0]["ops"] == text.count("op_dist_attr:{mesh:{shape:[2],process_ids:[0,1]}")


def test_comm_ops_and_meshes_on_2x2_mesh() -> None:
    text = MESH2X2.read_text()
    st = collect(parse_file(MESH2X2))
    expected = Counter()
    for ln in text.splitlines():
        m = re.search(
            r'"(pd_op\.(?:all_reduce|all_gather|reduce_scatter|broadcast|send_v2|recv_v2))" .*[{,]ring_id:(\d+)[,}]', ln
        )
        if m:
            expected[(m.group(1), int(m.group(2)))] += 1
    assert {(c["op"], c["ring_id"]): c["count"] for c in st["communication"]} == dict(expected)
    meshes = {(tuple(m["shape"]), tuple(m["process_ids"])) for m in st["meshes"]}
    found = set(re.findall(r"mesh:\{shape:\[([\d,]*)\],process_ids:\[([\d,]*)\]\}", text))
    assert {(tuple(map(int, s.split(","))), tuple(map(int, p.split(",")))) for s, p in found} <= meshes
    assert ((2, 2), (0, 1, 2, 3)) in meshes


def test_nested_ops_and_log_index() -> None:
    st = collect(parse_file(CF))
    assert st["ops"]["nested"] > 0 and st["ops"]["max_depth"] == 1
    assert st["ops"]["top_level"] + st["ops"]["nested"] == st["ops"]["total"]
    code, out, _ = run("stats", str(LOG), "--index", "1", "--json")
    assert code == 0
    j = json.loads(out)
    assert j["label"] and j["ops"]["total"] > 0
    code, _, err = run("stats", str(LOG))
    assert code == 2 and "--index" in err


def test_bad_input_is_located(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pir"
    bad.write_text('{\n    (%0) = "pd_op.full" () {dtype:float32} : () -> tensor<2xq99>\n}\n')
    code, out, err = run("stats", str(bad))
    assert code == 2 and out == ""
    assert re.match(r".*bad\.pir:2(:\d+)?: error: ", err), err


def test_helpers() -> None:
    t = Type.get(
        "pd_dist.tensor<16x32xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1,0], placements:[Shard(dim=1)]>"
    )
    assert local_shape(t) == (16, 16)
    assert nbytes(t) == 16 * 32 * 4 and nbytes(t, local=True) == 16 * 16 * 4
    assert nbytes(Type.get("tensor<-1x16xf32>")) is None
    assert nbytes(Type.get("tensor<bf16>")) == 2
    assert is_comm_op("pd_op.all_reduce") and is_comm_op("pd_op.c_allreduce_sum_") and is_comm_op("pd_op.send_v2")
    assert not is_comm_op("pd_op.concat") and not is_comm_op("pd_op.split") and not is_comm_op("pd_op.matmul")
    assert is_comm_op("all_reduce(phi_kernel)")


ALL_SAMPLES = sorted(
    p
    for p in (Path(__file__).resolve().parent.parent / "samples").rglob("*.pir")
    if "pp" not in p.parts and not p.is_symlink()  # a link is a copy (scripts/_samples.py)
)


@pytest.mark.parametrize("path", ALL_SAMPLES, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_stats_and_graph_work_on_every_sample(path: Path, tmp_path: Path) -> None:
    """stats counts every op the parser sees; graph draws one node per op."""
    prog = parse_file(path)
    ops = list(prog.walk())
    code, out, err = run("stats", str(path), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["ops"]["total"] == len(ops)
    assert sum(data["by_name"].values()) == len(ops)
    dot = tmp_path / "g.dot"
    code, out, err = run("graph", str(path), "-o", str(dot))
    assert code == 0, err
    text = dot.read_text()
    assert text.startswith("digraph") and len(re.findall(r"^\s*op\d+ \[", text, re.M)) == len(ops)
