"""recompute's `refined_ops_patterns` option (Paddle's recompute option of that name): the
pipeline spelling and its errors, and that a refined recompute keeps the numbers. Its output
equals Paddle's byte for byte on the `recompute_refined_*` pairs (test_recompute_fusion.py reads
each pair's `.pipeline.txt`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pirtool.cli import main
from pirtool.errors import PirError
from pirtool.ir import Program
from pirtool.passes import PassContext, PassManager, Recompute
from pirtool.passes.base import parse_pipeline
from pirtool.passes.recompute import RefinedPattern, parse_refined_patterns
from pirtool.text import parse, print_program
from pirtool.verify import verify

S = Path(__file__).resolve().parents[1] / "samples" / "passes"
FIRST = S / "recompute_refined_first_matmul"


def _rewrite(pipeline: str, path: Path) -> str:
    prog = parse(path.read_text())
    PassManager.parse(pipeline).run(PassContext(prog))
    return print_program(prog)


def test_json_and_python_spellings_are_the_same_patterns() -> None:
    py = "[{'main_ops':['matmul'],'num':1}]"
    js = '[{"main_ops": ["matmul"], "num": 1, "pre_ops": [], "suf_ops": []}]'
    assert parse_refined_patterns(py) == parse_refined_patterns(js) == [RefinedPattern(("matmul",), 1)]
    assert parse_refined_patterns("") == []
    one = parse_refined_patterns("{'main_ops':['add'],'num':-1,'pre_ops':['matmul']}")  # a lone dict
    assert one == [RefinedPattern(("add",), -1, ("matmul",))]


def test_the_pipeline_of_each_pair_is_pirtools_spelling_of_paddles_option() -> None:
    pairs = sorted(S.glob("recompute_refined_*.pipeline.txt"))
    assert len(pairs) >= 7
    for f in pairs:
        (p,) = parse_pipeline(f.read_text().strip())
        assert isinstance(p, Recompute) and parse_refined_patterns(p.refined_ops_patterns)
        (again,) = parse_pipeline(p.spec())  # the spec a pass manager prints reads back
        assert again == p


def test_refined_output_differs_from_plain_recompute() -> None:
    """The option is not ignored: the first matmul is no longer cloned."""
    pipeline = (FIRST.with_suffix(".pipeline.txt")).read_text().strip()
    refined = _rewrite(pipeline, FIRST.with_suffix(".before.pir"))
    plain = _rewrite("recompute", FIRST.with_suffix(".before.pir"))
    assert refined == FIRST.with_suffix(".after.pir").read_text() != plain
    assert plain.count("bwd_recompute_id") == refined.count("bwd_recompute_id") + 1


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("[{'num':1}]", "pattern 0 needs 'main_ops'"),
        ("[{'main_ops':['matmul']}]", "pattern 0 needs 'num'"),
        ("[{'main_ops':['matmul'],'num':'1'}]", "'num' must be an integer"),
        ("[{'main_ops':'matmul','num':1}]", "'main_ops' must be a list of op names"),
        ("[{'main_ops':[],'num':1}]", "'main_ops' names no op"),
        ("[{'main_ops':['matmul'],'num':1,'pre':['x']}]", "unknown key(s) pre"),
        ("[{'main_ops':['matmul'],", "not a list of patterns"),
        ("42", "expected a list"),
        ("[['matmul']]", "pattern 0 is a list, not a dict"),
    ],
)
def test_a_bad_pattern_is_a_located_pipeline_error(value: str, reason: str) -> None:
    text = 'recompute{refined_ops_patterns="' + value + '"}'
    with pytest.raises(PirError) as e:
        parse_pipeline(text)
    assert reason in e.value.reason and e.value.col == 1 and e.value.filename == "<pipeline>"


def test_cli_refuses_a_bad_pattern_with_exit_2(tmp_path: Path) -> None:
    r = CliRunner().invoke(
        main,
        ["opt", "-p", "recompute{refined_ops_patterns=\"[{'num':1}]\"}", str(FIRST.with_suffix(".before.pir"))],
    )
    assert r.exit_code == 2 and "needs 'main_ops'" in r.output and "Traceback" not in r.output


def test_passes_lists_the_option() -> None:
    r = CliRunner().invoke(main, ["passes"])
    assert "refined_ops_patterns: str" in r.output, r.output


def test_refined_recompute_keeps_the_numbers(tmp_path: Path) -> None:
    """Not recomputing the first matmul (the backward reads the forward's) trains the same."""
    out = tmp_path / "after.pir"
    pipeline = FIRST.with_suffix(".pipeline.txt").read_text().strip()
    cli = CliRunner()
    r = cli.invoke(main, ["opt", "-p", pipeline, str(FIRST.with_suffix(".before.pir")), "-o", str(out)])
    assert r.exit_code == 0, r.output
    st = S / "recompute_refined_first_matmul_gm_k2.startup.before.pir"  # the same model's startup
    r = cli.invoke(
        main, ["check-loss", str(FIRST.with_suffix(".before.pir")), str(out), "-k", "1", "-s", str(st), "--steps", "2"]
    )
    assert r.exit_code == 0 and "OK 2 steps" in r.output, r.output


TRANSFORMER = S / "recompute_transformer.before.pir"
_NAMES = ["matmul", "add", "softmax", "layer_norm", "gelu", "reshape", "transpose", "scale", "dropout", "relu"]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    main_ops=st.lists(st.sampled_from(_NAMES), min_size=1, max_size=2),
    pre=st.lists(st.sampled_from(_NAMES), max_size=1),
    suf=st.lists(st.sampled_from(_NAMES), max_size=1),
    num=st.integers(-1, 3),
)
def test_any_pattern_only_leaves_main_ops_out(main_ops: list[str], pre: list[str], suf: list[str], num: int) -> None:
    """Whatever the pattern, the output verifies and the ops not cloned (compared with plain
    recompute) are all named in main_ops, at most `num` matches' worth per segment."""
    from collections import Counter

    pattern = {"main_ops": main_ops, "num": num, "pre_ops": pre, "suf_ops": suf}
    prog = parse(TRANSFORMER.read_text())
    Recompute(refined_ops_patterns=repr([pattern])).apply(PassContext(prog))
    assert verify(prog) == []
    plain = parse(TRANSFORMER.read_text())
    Recompute().apply(PassContext(plain))

    def clones(p: Program) -> Counter[str]:
        return Counter(op.name.split(".")[1] for op in p.body if op.attr("bwd_recompute_id") is not None)

    left_out = clones(plain) - clones(prog)
    assert not clones(prog) - clones(plain)
    assert set(left_out) <= set(main_ops)
    if num >= 0:
        assert sum(left_out.values()) <= num * len(main_ops)
