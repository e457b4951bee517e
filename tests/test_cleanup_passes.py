"""dce and cse against Paddle 3.3.1's own output (samples/passes, written by
scripts/gen_cleanup_cases.py), their properties, and the numbers of the rewritten programs."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

import pirtool
from pirtool.ir import Operation, Program
from pirtool.paddle.effects import SIDE_EFFECT_OPS, dce_may_erase, has_inplace_trait, inplace_operands
from pirtool.passes import PassContext, PassManager, registered_passes
from pirtool.passes.cse import eliminate_common_subexpressions
from pirtool.passes.dce import _ancestors, eliminate_dead_code
from pirtool.runner.randdata import random_feeds
from pirtool.runner.training import Runner
from pirtool.verify import verify

PASSES_DIR = Path(__file__).resolve().parent.parent / "samples" / "passes"
#: gen_cleanup_cases.py's cases (NAME.before/.dce/.cse.pir); samples/passes also holds the
#: recompute and fusion pairs of gen_fusion_cases.py, which have no .cse.pir.
CASES = sorted(p.name[: -len(".cse.pir")] for p in PASSES_DIR.glob("*.cse.pir"))
PAIRS = [(c, p) for c in CASES for p in ("dce", "cse")]
# Other real programs the passes must keep valid (and idempotent) on.
EXTRA = sorted((PASSES_DIR.parent / "gm").glob("*.after.pir"))[:12] + sorted(
    (PASSES_DIR.parent / "real").glob("*_main.pir")
)


def _run(text_or_path: str | Path, pipeline: str) -> Program:
    prog = pirtool.parse_file(text_or_path) if isinstance(text_or_path, Path) else pirtool.parse(text_or_path)
    PassManager.parse(pipeline).run(PassContext(prog))  # verifies the input and the output
    return prog


def test_there_are_enough_pairs_and_some_change_nothing() -> None:
    assert len(CASES) >= 16
    unchanged = [
        (c, p)
        for c, p in PAIRS
        if (PASSES_DIR / f"{c}.{p}.pir").read_bytes() == (PASSES_DIR / f"{c}.before.pir").read_bytes()
    ]
    changed = [(c, p) for c, p in PAIRS if (c, p) not in unchanged]
    assert len(unchanged) >= 5 and len(changed) >= 10
    assert {p for _, p in changed} == {"dce", "cse"}


@pytest.mark.parametrize(("case", "pass_name"), PAIRS, ids=[f"{c}-{p}" for c, p in PAIRS])
def test_gives_paddles_text(case: str, pass_name: str) -> None:
    prog = _run(PASSES_DIR / f"{case}.before.pir", pass_name)
    expected = (PASSES_DIR / f"{case}.{pass_name}.pir").read_text(encoding="utf-8")
    assert pirtool.print_program(prog) == expected


def test_passes_are_listed() -> None:
    reg = registered_passes()
    assert "dce" in reg and "cse" in reg
    assert [o.name for o in reg["cse"].options()] == ["keep_recompute"]


@pytest.mark.parametrize("path", [PASSES_DIR / f"{c}.before.pir" for c in CASES] + EXTRA, ids=lambda p: p.name)
def test_idempotent_valid_and_side_effects_kept(path: Path) -> None:
    before = pirtool.parse_file(path)
    effects = sorted(op.name for op in before.walk() if op.name in SIDE_EFFECT_OPS or not dce_may_erase(op.name))
    for pipeline in ("dce", "cse", "cse,dce"):
        once = _run(path, pipeline)
        text = pirtool.print_program(once)
        assert verify(once) == []
        twice = _run(text, pipeline)
        assigns = sum(1 for op in once.walk() if op.name == "pd_op.assign") - sum(
            1 for op in before.walk() if op.name == "pd_op.assign"
        )
        if pipeline == "dce" or assigns == 0:
            assert pirtool.print_program(twice) == text, f"{pipeline} is not idempotent"
        else:
            # Paddle's CSE is not idempotent where it inserted assigns for shadow outputs: the
            # assigns of one value are equal expressions, so a second run swaps them for new
            # ones (as many). The program keeps its size.
            assert sum(1 for _ in twice.walk()) == sum(1 for _ in once.walk())
        if pipeline == "dce":
            _check_dce_keeps_what_paddle_keeps(path)
        if pipeline == "cse":
            # CSE never replaces an op with side effects; it may only add assigns.
            after = sorted(op.name for op in once.walk() if op.name in SIDE_EFFECT_OPS)
            assert after == sorted(n for n in effects if n in SIDE_EFFECT_OPS)


def _check_dce_keeps_what_paddle_keeps(path: Path) -> None:
    """Every op DCE may not erase (side effects, data, while, in-place) is still there, unless
    it sat inside a region op that was erased whole (Paddle erases an unused pd_op.if or
    pd_op.pylayer with its branches)."""
    prog = pirtool.parse_file(path)
    keep = [(op, _ancestors(op)) for op in prog.walk() if not dce_may_erase(op.name)]
    eliminate_dead_code(list(prog.walk()))
    alive = {id(op) for op in prog.walk()}
    for op, anc in keep:
        assert id(op) in alive or any(id(a) not in alive for a in anc), op


def test_dce_is_linear_on_a_long_chain() -> None:
    # 20,000 dead ops in a chain: each is looked at a bounded number of times.
    n = 20000
    lines = [
        '    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2],stop_gradient:[true]} : () -> tensor<2xf32>'
    ]
    lines += [
        f'    (%{i}) = "pd_op.tanh" (%{i - 1}) {{stop_gradient:[true]}} : (tensor<2xf32>) -> tensor<2xf32>'
        for i in range(1, n)
    ]
    prog = pirtool.parse("{\n" + "\n".join(lines) + "\n}\n")
    assert eliminate_dead_code(list(prog.walk())) == n - 1
    assert [op.name for op in prog.walk()] == ["pd_op.data"]


def test_cse_merges_a_long_chain_of_duplicates() -> None:
    n = 5000
    data = '    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2],stop_gradient:[true]} : () -> tensor<2xf32>'
    lines = [data]
    for i in range(1, 2 * n, 2):
        src = 0 if i == 1 else i - 2
        src2 = 0 if i == 1 else i - 1
        lines.append(f'    (%{i}) = "pd_op.exp" (%{src}) {{stop_gradient:[true]}} : (tensor<2xf32>) -> tensor<2xf32>')
        lines.append(
            f'    (%{i + 1}) = "pd_op.exp" (%{src2}) {{stop_gradient:[false]}} : (tensor<2xf32>) -> tensor<2xf32>'
        )
    lines.append(f'    () = "builtin.shadow_output" (%{2 * n}) {{output_name:"out"}} : (tensor<2xf32>) -> ')
    prog = pirtool.parse("{\n" + "\n".join(lines) + "\n}\n")
    replaced, assigns = eliminate_common_subexpressions(prog.body)
    assert (replaced, assigns) == (n, 1)
    assert sum(1 for op in prog.walk() if op.name == "pd_op.exp") == n


def test_inplace_user_blocks_cse_but_a_read_does_not() -> None:
    text = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "pd_op.exp" (%0) {stop_gradient:[true]} : (tensor<2xf32>) -> tensor<2xf32>
    (%2) = "pd_op.exp" (%0) {stop_gradient:[true]} : (tensor<2xf32>) -> tensor<2xf32>
    (%3) = "pd_op.exp" (%0) {stop_gradient:[true]} : (tensor<2xf32>) -> tensor<2xf32>
    (%4) = "pd_op.add_" (%2, %1) {stop_gradient:[true]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%5) = "pd_op.add_" (%4, %3) {stop_gradient:[true]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
}
"""
    prog = _run(text, "cse")
    # %2 is written by add_ (operand 0): kept; %3 is only read by add_ (operand 1): folded into %1.
    assert sum(1 for op in prog.walk() if op.name == "pd_op.exp") == 2
    assert inplace_operands("pd_op.add_") == frozenset({0}) and has_inplace_trait("pd_op.add_")


RECOMPUTE = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%1) = "pd_op.exp" (%0) {fwd_recompute_id:0,op_role:0,stop_gradient:[false]} : (tensor<2xf32>) -> tensor<2xf32>
    (%2) = "pd_op.exp" (%0) {bwd_recompute_id:0,op_role:1,stop_gradient:[false]} : (tensor<2xf32>) -> tensor<2xf32>
    (%3) = "pd_op.multiply" (%2, %1) {op_role:1,stop_gradient:[false]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%3) {output_name:"out",op_role:1} : (tensor<2xf32>) -> 
}
"""


def test_cse_folds_recompute_clones_unless_asked_not_to() -> None:
    folded = _run(RECOMPUTE, "cse")
    assert sum(1 for op in folded.walk() if op.name == "pd_op.exp") == 1
    kept = _run(RECOMPUTE, "cse{keep_recompute=true}")
    assert pirtool.print_program(kept) == RECOMPUTE


def _one_step(main: Program, startup: Program, seed: int = 3) -> dict[str, np.ndarray]:
    r = Runner(main, seed=0)
    r.run_startup(startup)
    feeds, _ = random_feeds(r.feed_ops, 4, seed)
    r.step([feeds])
    r.step([feeds])
    return {k: np.asarray(v) for k, v in r.host_state().items()}


@pytest.mark.parametrize("case", ["mlp_adam", "mlp_adamw_bias", "conv_bn_momentum", "cond_sgd", "mlp_sgd"])
@pytest.mark.parametrize("pass_name", ["cse", "dce"])
def test_rewritten_program_computes_the_same_numbers(case: str, pass_name: str) -> None:
    startup = PASSES_DIR / f"{case}.startup.pir"
    before = _one_step(pirtool.parse_file(PASSES_DIR / f"{case}.before.pir"), pirtool.parse_file(startup))
    after = _one_step(pirtool.parse_file(PASSES_DIR / f"{case}.{pass_name}.pir"), pirtool.parse_file(startup))
    assert before.keys() == after.keys() and before
    for k in before:
        np.testing.assert_array_equal(before[k], after[k], err_msg=k)


def test_random_programs_keep_their_outputs() -> None:
    """Random straight-line programs of duplicated, dead and in-place ops: after cse,dce the
    shadow outputs hold the same values."""
    rng = random.Random(7)
    for trial in range(30):
        lines = [
            '    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[3],stop_gradient:[true]} : () -> tensor<3xf32>'
        ]
        vals = [0]
        n = 1
        outs = []
        for _ in range(rng.randint(3, 25)):
            kind = rng.choice(["sin", "tanh", "add", "multiply", "scale_", "out"])
            a, b = rng.choice(vals), rng.choice(vals)
            if kind == "out":
                outs.append(a)
                lines.append(
                    f'    () = "builtin.shadow_output" (%{a}) {{output_name:"o{len(outs)}"}} : (tensor<3xf32>) -> '
                )
                continue
            if kind in ("add", "multiply"):
                lines.append(
                    f'    (%{n}) = "pd_op.{kind}" (%{a}, %{b}) {{stop_gradient:[true]}} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>'
                )
            elif kind == "scale_":
                if a == 0:
                    continue
                lines.append(
                    f'    (%{n}) = "pd_op.full" () {{dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:2}} : () -> tensor<1xf32>'
                )
                lines.append(
                    f'    (%{n + 1}) = "pd_op.scale_" (%{a}, %{n}) {{bias:0,bias_after_scale:true,stop_gradient:[true]}} : (tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>'
                )
                n += 1
            else:
                lines.append(
                    f'    (%{n}) = "pd_op.{kind}" (%{a}) {{stop_gradient:[true]}} : (tensor<3xf32>) -> tensor<3xf32>'
                )
            vals.append(n)
            n += 1
        text = "{\n" + "\n".join(lines) + "\n}\n"
        x = np.random.RandomState(trial).rand(3).astype("float32")

        def outputs(prog: Program, x: np.ndarray = x) -> dict[str, np.ndarray]:
            r = Runner(prog, seed=0)
            r.micro_step({"x": x})
            return {
                str(op.attr("output_name")): np.asarray(r.state[str(op.attr("output_name"))])
                for op in prog.walk()
                if op.name == "builtin.shadow_output"
            }

        want = outputs(pirtool.parse(text))
        got = outputs(_run(text, "cse,dce"))
        assert want.keys() == got.keys()
        for k in want:
            np.testing.assert_allclose(got[k], want[k], rtol=0, atol=0, err_msg=f"{k}\n{text}")


def test_removed_ops_are_really_gone_from_uses() -> None:
    prog = _run(PASSES_DIR / "mlp_dead_branches.before.pir", "dce")
    for op in prog.walk():
        for v in op.operands:
            if v is not None and isinstance(v.owner, Operation):
                assert v.owner.parent is not None
