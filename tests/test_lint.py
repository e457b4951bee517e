"""`pirtool lint`: each rule on a real Paddle program that triggers it and on one that does not,
`--for` plans, `--select/--ignore`, the output formats and exit codes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT

from pirtool.cli import main
from pirtool.paddle.schedules import NO_PIR_SPLIT_SCHEDULES, PIR_SPLIT_SCHEDULES, SCHEDULES
from pirtool.passes import parse_pipeline
from pirtool.passes.base import PassContext
from pirtool.text.parser import parse_file
from pirtool.text.printer import print_program
from pirtool.tools.lint import RULES, LintInput, LintOptions, explain, lint

GM = ROOT / "samples/gm"
REAL = ROOT / "samples/real"


def codes(*paths: Path, pipeline: str | None = None, schedule: str | None = None) -> list[str]:
    opts = LintOptions(pipeline=parse_pipeline(pipeline) if pipeline else (), schedule=schedule)
    return [f.code for f in lint([LintInput(parse_file(p), str(p)) for p in paths], opts)]


def cli(*args: object) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, ["lint", *[str(a) for a in args]], catch_exceptions=False)
    return r.exit_code, r.stdout, r.stderr


# -- PIR001: Paddle's averaging lost ------------------------------------------------------------------


@pytest.mark.parametrize(
    "case", ["mlp_momentum_k2_avg", "mlp_lamb_k2_avg", "dp2_mlp_momentum_k3_avg", "tp2_mlp_momentum_k3_avg"]
)
def test_pir001_flags_paddles_own_output_that_loses_the_average(case: str) -> None:
    got = codes(GM / f"{case}.after.pir")
    assert set(got) == {"PIR001"}
    assert got.count("PIR001") == parse_file(GM / f"{case}.after.pir").body.kwargs.__len__()


@pytest.mark.parametrize(
    "case", ["mlp_adam_k2_avg", "mlp_sgd_k3_avg", "mlp_momentum_k3_noavg", "mlp_adamax_k2_avg", "dp2_mlp_adam_k2_avg"]
)
def test_pir001_quiet_where_paddle_averages_or_avg_is_off(case: str) -> None:
    assert "PIR001" not in codes(GM / f"{case}.after.pir")


def test_pir001_message_and_location_ruff_style() -> None:
    code, out, _ = cli(GM / "mlp_momentum_k2_avg.after.pir")
    assert code == 1
    first = out.splitlines()[0]
    assert first.startswith(
        f"{GM / 'mlp_momentum_k2_avg.after.pir'}:30:5: PIR001 warning: pd_op.momentum_ updates with the un-averaged sum"
    )
    assert "its scale_ runs after the update, at line 43" in first
    line30 = (GM / "mlp_momentum_k2_avg.after.pir").read_text().splitlines()[29]
    assert line30.startswith("    (%") and '"pd_op.momentum_"' in line30


def test_pir001_for_gradient_merge_by_the_operand_table() -> None:
    assert codes(GM / "mlp_momentum_k2_avg.before.pir", pipeline="gradient-merge{k=2}") == ["PIR001", "PIR001"]
    assert codes(GM / "mlp_momentum_k2_avg.before.pir", pipeline="gradient-merge{k=2,avg=false}") == []
    assert codes(GM / "mlp_adam_k2_avg.before.pir", pipeline="gradient-merge{k=2}") == []
    assert "PIR001" not in codes(GM / "mlp_momentum_k2_avg.before.pir")  # nothing planned, nothing merged


# -- PIR002: clipping reads the sum -------------------------------------------------------------------


@pytest.mark.parametrize(
    "case", ["mlp_clip_sgd_k3_avg", "mlp_clip_adam_k3_avg", "dp2_mlp_sgd_k2_avg_clip", "mesh2x2_mlp_sgd_k3_avg_clip"]
)
def test_pir002_on_paddles_clip_outputs(case: str) -> None:
    got = codes(GM / f"{case}.after.pir")
    assert "PIR002" in got and got.count("PIR002") == len(
        parse_file(GM / f"{case}.after.pir").ops_named("pd_op.squared_l2_norm")
    )


def test_pir002_quiet_without_clip_and_for_plans() -> None:
    assert "PIR002" not in codes(GM / "mlp_bias_sgd_k3_avg.after.pir")
    assert codes(GM / "mlp_clip_sgd_k3_avg.before.pir", pipeline="gradient-merge{k=3}") == ["PIR002"] * 4
    assert codes(GM / "mlp_clip_sgd_k3_avg.before.pir", pipeline="gradient-merge{k=3,scale_before_clip=true}") == []
    assert codes(GM / "mlp_bias_sgd_k3_avg.before.pir", pipeline="gradient-merge{k=3}") == []


# -- PIR003: low-precision accumulators ---------------------------------------------------------------


def test_pir003_quiet_on_master_grad_accumulators() -> None:
    for case in ("bf16_master_grad_sgd_k2", "bf16_master_grad_bias_sgd_k4_avg"):
        assert "PIR003" not in codes(GM / f"{case}.after.pir")
        assert "PIR003" not in codes(GM / f"{case}.before.pir", pipeline="gradient-merge{k=2}")


BF16 = GM / "bf16_sgd_k2_avg"


@pytest.mark.skipif(not Path(f"{BF16}.after.pir").exists(), reason="sample not generated")
def test_pir003_on_paddles_bf16_accumulators_without_master_grad() -> None:
    got = codes(Path(f"{BF16}.after.pir"))
    assert got.count("PIR003") == len(parse_file(f"{BF16}.after.pir").body.kwargs)
    assert "PIR003" in codes(Path(f"{BF16}.before.pir"), pipeline="gradient-merge{k=2}")


# -- PIR004: zeroing ----------------------------------------------------------------------------------


def test_pir004_never_zeroed_in_paddles_backward_job() -> None:
    got = codes(GM / "mlp_adam_k2_avg.plan_backward.pir")
    kwargs = parse_file(GM / "mlp_adam_k2_avg.plan_backward.pir").body.kwargs
    assert got == ["PIR004"] * sum(k.endswith("@GRAD@MERGE") for k in kwargs) and got
    assert codes(GM / "mlp_adam_k2_avg.plan_optimize.pir") == []  # zeroes, adds nothing


def test_pir004_zeroed_twice(tmp_path: Path) -> None:
    # Paddle's own output with its zeroing tail duplicated (what a second application leaves)
    lines = (GM / "mlp_sgd_k2_avg.after.pir").read_text().splitlines(keepends=True)
    tail = [i for i, ln in enumerate(lines) if "set_value_with_tensor_" in ln]
    p = tmp_path / "twice.pir"
    again = re.sub(r"^    \(%\d+\)", "    (%9999)", lines[tail[0]])
    p.write_text("".join(lines[: tail[-1] + 1] + [again] + lines[tail[-1] + 1 :]))
    got = lint([LintInput(parse_file(p), str(p))])
    assert [f.code for f in got] == ["PIR004"] and "zeroed 2 times" in got[0].message
    assert "PIR004" not in codes(GM / "mlp_sgd_k2_avg.after.pir")


# -- PIR005: role-less ops where the splitter asserts -------------------------------------------------


def test_pir005_quiet_on_every_paddle_program_with_roles() -> None:
    for p in sorted(GM.glob("*.pir"))[:200]:
        assert "PIR005" not in codes(p), p


def test_pir005_where_paddles_splitter_asserts(tmp_path: Path) -> None:
    # pirtool's merge of a real plain static program: the new ops carry op_role, the original ones none
    prog = parse_file(REAL / "mlp_adam_main.pir")
    assert codes(REAL / "mlp_adam_main.pir") == []  # no role at all: no plan split, not checked
    from pirtool.passes import PassManager

    PassManager.parse("gradient-merge{k=2}").run(PassContext(prog))
    p = tmp_path / "merged.pir"
    p.write_text(print_program(prog))
    got = lint([LintInput(parse_file(p), str(p))], LintOptions(select=["PIR005"]))
    assert len(got) == 1 and "starts the block" in got[0].message


LINT = ROOT / "samples/lint"


@pytest.mark.parametrize(
    "case, where",
    [
        ("pir005_print_after_optimizer", "ends the block"),
        ("pir005_grad_scale_before_optimizer", "between a backward op and an optimize op"),
    ],
)
def test_pir005_on_real_paddle_programs_its_splitter_rejects(case: str, where: str) -> None:
    """Programs Paddle 3.3.1 built and printed, with one op added outside its role guard, on which
    Paddle's own `_split_program_into_forward_backward_optimize` asserts (scripts/gen_lint_cases.py;
    the assertion is recorded in samples/lint/INDEX.md)."""
    p = LINT / f"{case}.pir"
    got = lint([LintInput(parse_file(p), str(p))], LintOptions())
    assert [g.code for g in got] == ["PIR005"] and where in got[0].message
    row = next(ln for ln in (LINT / "INDEX.md").read_text().splitlines() if f"`{case}`" in ln)
    assert "AssertionError" in row
    idx = re.search(r"idx\[(\d+)\]", row)
    if idx:  # Paddle names the first op of the role-less run by its index in the block: the op lint names
        assert parse_file(p).body.ops[int(idx.group(1))].line == got[0].line


def test_pir005_quiet_where_paddles_splitter_splits() -> None:
    p = LINT / "pir005_clean.pir"
    assert "split into 3 job programs" in next(
        ln for ln in (LINT / "INDEX.md").read_text().splitlines() if "`pir005_clean`" in ln
    )
    assert codes(p) == []


# -- PIR006: full-size accumulators under ZeRO ----------------------------------------------------------


ZERO = """{
    ^kw:
        %kwarg_w@GRAD@MERGE {place:Place(cpu),persistable:true}
    (%0) = "builtin.parameter" () {op_role:0,parameter_name:"w",stop_gradient:[false]} : () -> tensor<1024x256xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"x",op_role:0,place:Place(undefined:0),shape:[4,1024],stop_gradient:[true]} : () -> tensor<4x1024xf32>
    (%2) = "pd_op.matmul" (%1, %0) {op_role:0,stop_gradient:[false],transpose_x:false,transpose_y:false} : (tensor<4x1024xf32>, tensor<1024x256xf32>) -> tensor<4x256xf32>
    (%3) = "pd_op.full_like" (%2) {dtype:float32,op_role:257,place:Place(undefined:0),stop_gradient:[false],value:1} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    (%4, %5) = "pd_op.matmul_grad" (%1, %0, %3) {op_role:1,stop_gradient:[false,false],transpose_x:false,transpose_y:false} : (tensor<4x1024xf32>, tensor<1024x256xf32>, tensor<4x256xf32>) -> tensor<4x1024xf32>, tensor<1024x256xf32>
    (%6) = "pd_op.add_" (%kwarg_w@GRAD@MERGE, %5) {grad_merge_add:true,op_role:1,stop_gradient:[false]} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    (%7) = "pd_op.reduce_scatter" (%kwarg_w@GRAD@MERGE) {nranks:4,op_role:2,ring_id:3,stop_gradient:[false]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
}
"""


def test_pir006_full_size_accumulator_with_bytes(tmp_path: Path) -> None:
    p = tmp_path / "zero3.pir"
    p.write_text(ZERO)
    got = lint([LintInput(parse_file(p), str(p))], LintOptions(select=["PIR006"]))
    assert len(got) == 1
    assert "w@GRAD@MERGE is a full-size accumulator of 1048576 bytes (1.0 MiB)" in got[0].message
    assert "a shard would be 262144 bytes" in got[0].message
    assert codes(GM / "dp2_mlp_sgd_k2_avg.after.pir") == []  # all_reduce, no reduce_scatter


PP = Path(__file__).resolve().parents[1] / "samples" / "pp"


@pytest.mark.parametrize("case", ["zero2_mlp_adamw_k2", "zero3_mlp_sgd_k3", "zero3_transformer_adamw_k2"])
def test_pir006_on_paddles_zero_ranks(case: str) -> None:
    """Paddle's own ZeRO + gradient merge ranks: every accumulator is full size, read by the
    reduce-scatter (samples/pp, printed by Paddle 3.3.1)."""
    rank0 = PP / case / "rank0" / "gm_after.pir"
    found = lint([LintInput(parse_file(rank0), str(rank0))], LintOptions(select=["PIR006"]))
    accs = [k for k in parse_file(rank0).body.kwargs if k.endswith("@GRAD@MERGE")]
    assert len(found) == len(accs) > 0 and all("full-size accumulator" in f.message for f in found)


def test_pir006_quiet_on_paddles_pipeline_ranks() -> None:
    assert "PIR006" not in codes(PP / "pp2_1f1b_mlp_adam_k4" / "rank0" / "gm_after.pir")


# -- PIR007: schedules ----------------------------------------------------------------------------------


# the schedule table's rows, not a list of our own: a new row is linted as the table says
ONE_CHUNK = [
    n for n in PIR_SPLIT_SCHEDULES + NO_PIR_SPLIT_SCHEDULES if SCHEDULES[n].staged and not SCHEDULES[n].chunked
]


def test_the_table_has_paddles_schedules() -> None:
    assert set(PIR_SPLIT_SCHEDULES) == {"FThenB", "1F1B", "VPP"}
    assert set(NO_PIR_SPLIT_SCHEDULES) == {"Eager1F1B", "ZBH1", "ZBVPP"}
    assert set(ONE_CHUNK) == {"1F1B", "Eager1F1B", "ZBH1"}


@pytest.mark.parametrize("mode", [*NO_PIR_SPLIT_SCHEDULES, "zbvpp", "eager1f1b"])
def test_pir007_schedules_without_pir_split(mode: str) -> None:
    assert codes(GM / "mlp_sgd_k2_avg.after.pir", schedule=mode) == ["PIR007"]
    (hit,) = lint(
        [LintInput(parse_file(GM / "mlp_sgd_k2_avg.after.pir"), "x.pir")], LintOptions(select=["PIR007"], schedule=mode)
    )
    assert mode.lower() in hit.message.lower() and "FThenB, 1F1B, VPP" in hit.message


@pytest.mark.parametrize("mode", [*PIR_SPLIT_SCHEDULES, "vpp"])
def test_pir007_quiet_for_schedules_with_a_split(mode: str) -> None:
    assert codes(GM / "mlp_sgd_k2_avg.after.pir", schedule=mode) == []


def test_pir007_explains_every_schedule_of_the_table() -> None:
    text = explain("PIR007")
    assert all(n in text for n in PIR_SPLIT_SCHEDULES + NO_PIR_SPLIT_SCHEDULES)


def test_pir007_unknown_schedule_is_bad_input() -> None:
    code, _, err = cli(GM / "mlp_sgd_k2_avg.after.pir", "--schedule", "2F2B")
    assert code == 2 and "unknown pipeline schedule '2F2B'" in err


# -- PIR010: model chunks that do not fit the schedule -----------------------------------------------


@pytest.mark.parametrize("mode", ONE_CHUNK)
def test_pir010_one_chunk_schedules_on_vpp_ranks(mode: str) -> None:
    """Paddle's VPP ranks (dist and dense) have two chunks: a one-chunk schedule would pair the
    ranks' messages wrongly; the finding is at the first op of chunk 1."""
    for f in ("dist.pir", "dense_pre_plan.pir"):
        found = lint([LintInput(parse_file(PP / "pp2_vpp2_mlp_sgd_k4" / "rank1" / f), f)], LintOptions(schedule=mode))
        hits = [x for x in found if x.code == "PIR010"]
        assert len(hits) == 1 and hits[0].line is not None and "2 (chunk_id 1" in hits[0].message


@pytest.mark.parametrize("case", ["pp2_vpp2_mlp_sgd_k4", "pp4_vpp2_mlp_adamw_k8", "pp2_vpp2_mlp3d_adam_k2_splitbw"])
def test_pir010_zbvpp_on_interleaved_chunks(case: str) -> None:
    """VPP's interleaved chunks are not ZBVPP's V: the rank that computes the loss (the last
    stage) also receives chunk 0's input, and stage 0 does not compute it."""
    ranks = sorted((PP / case).glob("rank*"))
    flagged = [r for r in ranks if "PIR010" in codes(r / "dist.pir", schedule="ZBVPP")]
    assert flagged == [ranks[0], ranks[-1]]


@pytest.mark.parametrize("case", ["pp2_vpp2v_mlp_sgd_k2", "pp4_vpp2v_mlp_adam_k4"])
def test_pir010_quiet_on_v_shaped_chunks_and_their_schedules(case: str) -> None:
    for r in sorted((PP / case).glob("rank*")):
        assert "PIR010" not in codes(r / "dist.pir", schedule="ZBVPP")
        assert "PIR010" not in codes(r / "dist.pir", schedule="VPP")
    for r in sorted((PP / "pp4_1f1b_mlp_adamw_k8").glob("rank*")):
        assert "PIR010" not in codes(r / "dist.pir", schedule="ZBH1")


# -- PIR008: rings across ranks -------------------------------------------------------------------------


def test_pir008_rank_programs_that_disagree() -> None:
    # Two real data-parallel rank programs (Paddle's, each rank 0 of its run) of different models on
    # ring 12: the mlp without biases syncs 2 gradients, the one with biases 4 — launched together as
    # two ranks they pair the wrong tensors and then hang. (No run of several ranks is sampled.)
    a, b = GM / "dp2_mlp_momentum_k3_avg.after.pir", GM / "dp2_mlp_adam_k2_avg.after.pir"
    got = [f for f in lint([LintInput(parse_file(p), str(p)) for p in (a, b)], LintOptions(select=["PIR008"]))]
    assert (
        len(got) == 1
        and got[0].path == str(b)
        and got[0].message.startswith("ring 12: collective 2 is pd_op.all_reduce")
    )


def test_pir008_pipeline_ranks_that_do_not_pair() -> None:
    """Point-to-point rings: a stage of one Paddle pipeline with a stage of another (the second
    also sends the partial norms of global-norm clipping) never pair their sends and receives."""
    a = PP / "pp2_1f1b_mlp_adam_k4" / "rank0" / "dense.pir"
    b = PP / "pp2_1f1b_mlp_momentum_k3_clip" / "rank1" / "dense.pir"
    got = lint([LintInput(parse_file(p), str(p)) for p in (a, b)], LintOptions(select=["PIR008"]))
    assert got and all(f.code == "PIR008" for f in got) and any("receive" in f.message for f in got)


def test_pir008_quiet_on_paddles_pipeline_and_zero_ranks() -> None:
    """All ranks of real Paddle runs (a 4-rank pp x dp pipeline, a ZeRO pair) agree on their rings."""
    for case in (PP / "pp2dp2_1f1b_mlp_adamw_k2", PP / "zero3_mlp_adamw_k2"):
        ranks = sorted(case.glob("rank*"))
        assert len(ranks) >= 2 and "PIR008" not in codes(*(r / "dense.pir" for r in ranks))


def test_pir008_quiet_on_agreeing_ranks_and_one_program() -> None:
    a = GM / "dp2_mlp_sgd_k2_avg.after.pir"  # data parallel: every rank runs this same program
    assert codes(a, a) == []
    assert codes(a) == []
    # two different programs (SGD, Momentum) of the same model issue the same collectives
    assert "PIR008" not in codes(
        GM / "dp2_mlp_sgd_k2_avg_clip.after.pir", GM / "dp2_mlp_momentum_k2_avg_clip.after.pir"
    )


# -- PIR009: reads before definitions -------------------------------------------------------------------


def test_pir009_on_paddles_pruned_test_program() -> None:
    got = codes(REAL / "gen_convnet_bn_eval_forward.pir")
    assert got and set(got) == {"PIR009"}
    assert codes(REAL / "gen_convnet_bn_momentum_main.pir") == []


# -- the command --------------------------------------------------------------------------------------


def test_quiet_on_pirtools_own_merge_of_an_adam_program(tmp_path: Path) -> None:
    prog = parse_file(GM / "mlp_adam_k2_avg.before.pir")
    from pirtool.passes import PassManager

    PassManager.parse("gradient-merge{k=2}").run(PassContext(prog))
    p = tmp_path / "merged.pir"
    p.write_text(print_program(prog))
    assert cli(p) == (0, "", "")


def test_json_select_ignore_and_exit_codes(tmp_path: Path) -> None:
    f = GM / "mlp_clip_momentum_k2_avg.after.pir"
    code, out, _ = cli(f, "--json")
    data = json.loads(out)
    assert code == 1 and {d["code"] for d in data} == {"PIR001", "PIR002"}
    assert all(set(d) == {"path", "line", "col", "code", "severity", "op", "message"} for d in data)
    assert cli(f, "--select", "PIR001")[1].count("PIR001") == 2 and "PIR002" not in cli(f, "--select", "PIR001")[1]
    assert cli(f, "--ignore", "PIR001,PIR002")[0] == 0
    assert cli(f, "--select", "PIR00", "--ignore", "PIR002")[1].count("PIR001") == 2
    assert cli(f, "--select", "PIR999")[0] == 2
    bad = tmp_path / "bad.pir"
    bad.write_text('{\n    (%0) = "pd_op.full" ( {}\n}\n')
    code, _, err = cli(bad)
    assert code == 2 and f"{bad}:2" in err
    assert cli()[0] == 2


def test_every_rule_explains_itself() -> None:
    assert list(RULES) == [f"PIR{i:03}" for i in range(1, 11)]
    for code, r in RULES.items():
        text = explain(code.lower())
        assert text.startswith(f"{code} {r.name} ({r.severity})") and len(r.explanation) > 200
    code, out, _ = cli("--explain", "PIR001")
    assert code == 0 and "optimizer table" in out
    assert cli("--explain", "PIR000")[0] == 2
    code, out, _ = cli("--list-rules")
    assert code == 0 and len(out.splitlines()) == len(RULES)


def test_for_pipeline_errors_are_bad_input() -> None:
    code, _, err = cli(GM / "mlp_sgd_k2_avg.before.pir", "--for", "gradient-merge{k=x}")
    assert code == 2 and "<pipeline>" in err
