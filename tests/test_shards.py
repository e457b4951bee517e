"""The shard-loading rule (`paddle.dist.shard_slices`, `Runner.hold_shards`): a rank that runs the
dense programs of a sharded job holds the part of each sharded value that Paddle's reshard
Replicate -> Shard leaves it, whatever gives the global value (a startup, `load_params`)."""

from __future__ import annotations

import numpy as np

from pirtool import parse as parse_text
from pirtool.paddle.dist import balanced_split, held_value_types, shard_slices
from pirtool.runner.training import Runner
from pirtool.types import Type


def _t(text: str) -> Type:
    return Type.get(text)


def test_balanced_split_gives_the_first_pieces_the_remainder() -> None:
    assert balanced_split(8, 2) == [4, 4]
    assert balanced_split(7, 3) == [3, 2, 2]
    assert balanced_split(2, 4) == [1, 1, 0, 0]


def test_shard_slices_follow_the_mesh_coordinate_of_the_process() -> None:
    t = _t("pd_dist.tensor<16x8xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[0,-1], placements:[Shard(dim=0)]>")
    assert shard_slices(t, 0) == (slice(0, 8), slice(None))
    assert shard_slices(t, 1) == (slice(8, 16), slice(None))
    assert shard_slices(t, 5) is None  # not on the mesh
    # a 2x2 mesh over processes 4..7, row-major: process 6 is at (1, 0); dim 1 on mesh dim 0,
    # dim 0 on mesh dim 1
    t2 = _t(
        "pd_dist.tensor<6x5xf32, mesh_shape:[2,2],process_ids:[4,5,6,7],dims_mappings:[1,0], "
        "placements:[Shard(dim=1), Shard(dim=0)]>"
    )
    assert shard_slices(t2, 6) == (slice(0, 3), slice(3, 5))
    assert shard_slices(t2, 5) == (slice(3, 6), slice(0, 3))
    rep = _t("pd_dist.tensor<8xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1], placements:[Replicate()]>")
    assert shard_slices(rep, 1) is None
    assert shard_slices(_t("tensor<8xf32>"), 0) is None


DIST = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"m1",persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true]} : () -> pd_dist.tensor<8xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[0], placements:[Shard(dim=0)]>
    (%1) = "builtin.parameter" () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> pd_dist.tensor<4x2xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[0,-1], placements:[Shard(dim=0)]>
    (%2) = "builtin.parameter" () {parameter_name:"b",persistable:[true],stop_gradient:[false]} : () -> pd_dist.tensor<2xf32, mesh_shape:[2],process_ids:[0,1],dims_mappings:[-1], placements:[Replicate()]>
}
"""
DENSE = """{
    (%0) = "builtin.parameter" () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> tensor<2x2xf32>
    (%1) = "builtin.parameter" () {parameter_name:"b",persistable:[true],stop_gradient:[false]} : () -> tensor<2xf32>
}
"""
STARTUP = """{
    (%0) = "pd_op.full" () {dtype:float32,persistable:[true],place:Place(undefined:0),shape:[8],stop_gradient:[true],value:3} : () -> tensor<8xf32>
    () = "builtin.shadow_output" (%0) {output_name:"m1"} : (tensor<8xf32>) ->
}
"""


def test_a_runner_holding_shards_cuts_startup_and_loaded_values_down_to_its_part() -> None:
    dist = parse_text(DIST)
    assert set(held_value_types(dist)) == {"m1", "w", "b"}
    r = Runner(parse_text(DENSE))
    r.run_startup(parse_text(STARTUP))
    assert r.state["m1"].shape == (8,)  # global until the runner knows its shards
    held = r.hold_shards(dist, 1)
    assert set(held) == {"m1", "w"}  # b is replicated: held whole
    assert r.state["m1"].shape == (4,)
    w = np.arange(8, dtype="float32").reshape(4, 2)
    r.load_params({"w": w, "b": np.ones(2, "float32")})
    np.testing.assert_array_equal(r.state["w"], w[2:])
    np.testing.assert_array_equal(r.state["b"], np.ones(2))
    r.load_params({"w": w[:2] + 100})  # a part already: taken as it is
    np.testing.assert_array_equal(r.state["w"], w[:2] + 100)
    r.run_startup(parse_text(STARTUP))  # a startup run later is cut down too
    assert r.state["m1"].shape == (4,)
