"""The four passes of issue 15 on real programs: running Paddle's rewritten programs
(samples/passes, printed by Paddle 3.3.1) with pirtool's runner gives the numbers of the
original program; `cse{keep_recompute=true}` keeps recompute's clones where Paddle's CSE folds
them; and each pass is linear in program size (on a program 4x as long, about 4x the function
calls: tests/work.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from work import assert_linear

import pirtool
from pirtool.cli import main
from pirtool.paddle.recompute import BWD_RECOMPUTE_ID
from pirtool.passes import PassContext, PassManager
from pirtool.verify import verify

S = Path(__file__).resolve().parents[1] / "samples" / "passes"


def _cli(*args: str | Path):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


def _random_params(startup: Path) -> Path:
    """An npz of seeded random values for the parameters `startup` makes: these startups
    zero-initialise their weights, and a ReLU MLP with zero weights never trains (check-loss
    says "nothing trained" then: agreeing numbers would prove nothing)."""
    import tempfile

    import numpy as np

    from pirtool.runner.dtypes import np_dtype_of_type

    rng = np.random.default_rng(0)
    values = {}
    for op in pirtool.parse_file(startup).walk():
        if op.name == "builtin.set_parameter":
            t = op.operands[0].type
            values[str(op.attrs["parameter_name"].value)] = (0.3 * rng.standard_normal(t.shape)).astype(
                np_dtype_of_type(t)
            )
    out = Path(tempfile.mkdtemp(prefix="pirtool-params-")) / f"{startup.stem}.npz"
    np.savez(out, **values)
    return out


def _check_loss(before: Path, after: Path, startup: Path, steps: int = 2, random_params: bool = True) -> None:
    """check-loss with k read from the programs (a merged program states it), on random
    parameters (`random_params`) so that something trains."""
    more = ["--params", _random_params(startup)] if random_params else []
    r = _cli(
        "check-loss", before, after, "-s", startup, "--startup-after", startup, "--steps", str(steps), *more
    )  # fmt: skip
    assert r.exit_code == 0 and f"OK {steps} steps" in r.output, r.output


# -- numbers: Paddle's own rewritten programs train exactly like the originals --------------------

#: rc_NAME (gen_cleanup_cases.py) is the engine program recompute_NAME.gm_after.pir; its startup
#: is recompute_NAME.startup.after.pir.
RC_MERGED = [
    "rc_mlp_two_gm_k2",
    "rc_mlp_whole_bias_gm_k3",
    "rc_transformer_gm_k2",
    "rc_mlp_cond_gm_k2",
    "rc_conv_bn_gm_k2",
]


@pytest.mark.parametrize("case", RC_MERGED)
@pytest.mark.parametrize("pass_name", ["cse", "dce"])
def test_paddles_cleanup_of_a_recompute_program_keeps_the_numbers(case: str, pass_name: str) -> None:
    """CSE folds recompute's clones back into the forward ops (and merges the repeated
    constants): the same values, so the training is identical. Both merged programs state
    their k (their 1/k averaging), and check-loss reads it from them."""
    startup = S / f"recompute_{case[3:]}.startup.after.pir"
    assert (S / f"{case}.before.pir").read_bytes() == (S / f"recompute_{case[3:]}.gm_after.pir").read_bytes()
    _check_loss(S / f"{case}.before.pir", S / f"{case}.{pass_name}.pir", startup)


def test_cse_with_an_assign_keeps_the_numbers() -> None:
    """rc_dup_loss_gm_k2: the fetched loss is a duplicate; Paddle's CSE feeds its shadow output
    through a new pd_op.assign (with an op_dist_attr)."""
    after = (S / "rc_dup_loss_gm_k2.cse.pir").read_text()
    assert '"pd_op.assign"' in after and '"pd_op.assign"' not in (S / "rc_dup_loss_gm_k2.before.pir").read_text()
    _check_loss(
        S / "rc_dup_loss_gm_k2.before.pir",
        S / "rc_dup_loss_gm_k2.cse.pir",
        S / "recompute_mlp_whole_bias_gm_k3.startup.after.pir",
    )


@pytest.mark.parametrize(
    ("case", "startup", "k"),
    [
        # Paddle's recompute + gradient merge, run against the un-merged original
        ("recompute_mlp_cond_gm_k2", "recompute_mlp_cond_gm_k2.startup", 2),
        ("recompute_mlp_two_gm_k2", "recompute_mlp_two_gm_k2.startup", 2),
    ],
)
def test_paddles_recompute_and_merge_keep_the_numbers(case: str, startup: str, k: int) -> None:
    r = _cli(
        "check-loss", S / f"{case}.before.pir", S / f"{case}.gm_after.pir", "-k", str(k),
        "-s", S / f"{startup}.before.pir", "--startup-after", S / f"{startup}.after.pir", "--steps", "2",
        "--params", _random_params(S / f"{startup}.before.pir"),
    )  # fmt: skip
    assert r.exit_code == 0 and "OK 2 steps" in r.output, r.output


@pytest.mark.parametrize("case", ["recompute_conv_bn", "recompute_mlp_cond", "recompute_mlp_cond_in"])
def test_paddles_recompute_alone_keeps_the_numbers(case: str) -> None:
    """Paddle's recompute output (conv+BN, `if` between and inside segments) trains like the
    program it rewrote; the startup is the merged case's (same model, same names). On the
    startup's own values (zero weights: the batch-norm scale and bias still train): with
    random conv weights the recomputed batch_norm updates the running variance a second
    time in the backward, and w_2 differs."""
    startup = S / (
        "recompute_conv_bn_gm_k2.startup.before.pir"
        if "conv" in case
        else "recompute_mlp_cond_gm_k2.startup.before.pir"
    )
    _check_loss(S / f"{case}.before.pir", S / f"{case}.after.pir", startup, random_params=False)


@pytest.mark.parametrize(
    ("case", "startup"),
    [
        ("fused_dense_mlp_cond_gm_k2", "recompute_mlp_cond_gm_k2"),
        ("fused_dense_conv_bn_gm_k2", "recompute_conv_bn_gm_k2"),
    ],
)
def test_paddles_fusion_keeps_the_numbers(case: str, startup: str) -> None:
    """Paddle's fused program (fused_linear_param_grad_add has only a GPU kernel in Paddle, so
    pirtool's kernel runs it) against the merged program it rewrote."""
    assert "fused_linear_param_grad_add" in (S / f"{case}.after.pir").read_text()
    _check_loss(S / f"{case}.before.pir", S / f"{case}.after.pir", S / f"{startup}.startup.after.pir")


# -- keep_recompute: the clones stay -----------------------------------------------------------------

RC_ALL = sorted(p.name[: -len(".cse.pir")] for p in S.glob("rc_*.cse.pir"))


def _clones(prog: pirtool.Program) -> int:
    return sum(1 for op in prog.walk() if BWD_RECOMPUTE_ID in op.attrs)


def _clone_reads(prog: pirtool.Program) -> list[tuple[pirtool.Operation, int]]:
    """(user, operand index) of every use of a recompute clone's result."""
    return [(u, i) for op in prog.walk() if BWD_RECOMPUTE_ID in op.attrs for r in op.results for u, i in r.uses]


def _reads_a_clone(use: tuple[pirtool.Operation, int]) -> bool:
    v = use[0].operands[use[1]]
    return v is not None and v.defining_op is not None and BWD_RECOMPUTE_ID in v.defining_op.attrs


@pytest.mark.parametrize("case", RC_ALL)
def test_keep_recompute_keeps_the_clones_paddle_folds(case: str) -> None:
    """Paddle's CSE points backward users of recompute's clones at the forward ops (undoing
    recompute); with keep_recompute every such user still reads a clone (two equal clones of
    one segment may still be merged with each other), and everything else is still merged."""
    before = pirtool.parse_file(S / f"{case}.before.pir")
    reads = _clone_reads(before)
    PassManager.parse("cse{keep_recompute=true}").run(PassContext(before))
    assert verify(before) == []
    assert all(_reads_a_clone(u) for u in reads if u[0].parent is not None), "a backward op reads a forward op"
    paddle = pirtool.parse_file(S / f"{case}.cse.pir")
    n_before, n_paddle = _clones(pirtool.parse_file(S / f"{case}.before.pir")), _clones(paddle)
    assert n_before > 0
    if case != "rc_transformer_dropout":  # (there the clones read a dropout: nothing to fold)
        assert n_paddle < n_before  # Paddle folds clones: the option changes something
        assert _clones(before) > n_paddle
    # no more ops than Paddle's output plus the clones Paddle folded
    assert sum(1 for _ in before.walk()) <= sum(1 for _ in paddle.walk()) + (n_before - n_paddle)


# -- linearity ---------------------------------------------------------------------------------------

DATA = '    (%0) = "pd_op.data" () {{dtype:float32,name:"x",place:Place(undefined:0),shape:[4,16],stop_gradient:[{sg}]}} : () -> tensor<4x16xf32>'
T = "tensor<4x16xf32>"


def _dce_text(n: int) -> str:
    lines = [DATA.format(sg="true")]
    for i in range(n):  # a dead chain and a live op per repetition
        lines.append(f'    (%a{i}) = "pd_op.tanh" (%0) {{stop_gradient:[true]}} : ({T}) -> {T}')
        lines.append(f'    (%b{i}) = "pd_op.exp" (%a{i}) {{stop_gradient:[true]}} : ({T}) -> {T}')
        lines.append(f'    () = "builtin.shadow_output" (%0) {{output_name:"o{i}"}} : ({T}) -> ')
    return "{\n" + "\n".join(lines) + "\n}\n"


def _cse_text(n: int) -> str:
    lines = [DATA.format(sg="true")]
    prev = "%0"
    for i in range(n):  # two equal ops per repetition, each repetition reading the last
        lines.append(f'    (%a{i}) = "pd_op.tanh" ({prev}) {{stop_gradient:[true]}} : ({T}) -> {T}')
        lines.append(f'    (%b{i}) = "pd_op.tanh" ({prev}) {{stop_gradient:[true]}} : ({T}) -> {T}')
        lines.append(f'    (%c{i}) = "pd_op.add" (%a{i}, %b{i}) {{stop_gradient:[true]}} : ({T}, {T}) -> {T}')
        prev = f"%c{i}"
    lines.append(f'    () = "builtin.shadow_output" ({prev}) {{output_name:"out"}} : ({T}) -> ')
    return "{\n" + "\n".join(lines) + "\n}\n"


def _recompute_text(n: int) -> str:
    lines = [DATA.format(sg="false")]
    prev = "%0"
    for i in range(n):  # segment i: exp + tanh (tanh is outgoing)
        lines.append(
            f'    (%a{i}) = "pd_op.exp" ({prev}) {{fwd_recompute_id:{i},op_role:0,stop_gradient:[false]}} : ({T}) -> {T}'
        )
        lines.append(
            f'    (%b{i}) = "pd_op.tanh" (%a{i}) {{fwd_recompute_id:{i},op_role:0,stop_gradient:[false]}} : ({T}) -> {T}'
        )
        prev = f"%b{i}"
    g = prev
    for i in reversed(range(n)):  # the backward reads each segment's exp
        lines.append(
            f'    (%g{i}) = "pd_op.multiply" ({g}, %a{i}) {{op_role:1,stop_gradient:[false]}} : ({T}, {T}) -> {T}'
        )
        g = f"%g{i}"
    lines.append(f'    () = "builtin.shadow_output" ({g}) {{op_role:1,output_name:"out"}} : ({T}) -> ')
    return "{\n" + "\n".join(lines) + "\n}\n"


def _fused_text(n: int) -> str:
    lines = []
    for i in range(n):  # matmul(x, dy, transpose_x) + add_(acc, .) per repetition
        lines.append(
            f'    (%x{i}) = "pd_op.data" () {{dtype:float32,name:"x{i}",place:Place(undefined:0),shape:[4,16],stop_gradient:[true]}} : () -> tensor<4x16xf32>'
        )
        lines.append(
            f'    (%d{i}) = "pd_op.data" () {{dtype:float32,name:"dy{i}",place:Place(undefined:0),shape:[4,8],stop_gradient:[true]}} : () -> tensor<4x8xf32>'
        )
        lines.append(
            f'    (%c{i}) = "pd_op.data" () {{dtype:float32,name:"acc{i}",place:Place(undefined:0),shape:[16,8],stop_gradient:[true]}} : () -> tensor<16x8xf32>'
        )
        lines.append(
            f'    (%m{i}) = "pd_op.matmul" (%x{i}, %d{i}) {{stop_gradient:[true],transpose_x:true,transpose_y:false}} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>'
        )
        lines.append(
            f'    (%s{i}) = "pd_op.add_" (%c{i}, %m{i}) {{stop_gradient:[true]}} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>'
        )
    return "{\n" + "\n".join(lines) + "\n}\n"


@pytest.mark.parametrize(
    ("pipeline", "make", "n", "check"),
    [
        ("dce", _dce_text, 300, lambda p, n: sum(1 for _ in p.walk()) == 1 + n),
        ("cse", _cse_text, 300, lambda p, n: sum(1 for _ in p.walk()) == 2 + 2 * n),
        ("recompute", _recompute_text, 200, lambda p, n: _clones(p) == n),
        (
            "fused-linear-param-grad-add",
            _fused_text,
            200,
            lambda p, n: sum(1 for o in p.walk() if o.name == "pd_op.fused_linear_param_grad_add") == n,
        ),
    ],
    ids=["dce", "cse", "recompute", "fused"],
)
def test_pass_is_linear(pipeline: str, make, n: int, check) -> None:
    """4x the input, about 4x the calls (quadratic would be 16x: tests/work.py)."""
    progs = []

    def work(size: int):
        prog = pirtool.parse(make(size))
        progs.append((prog, size))
        return lambda: PassManager.parse(pipeline).run(PassContext(prog))

    assert_linear(work, n)
    assert all(check(p, size) for p, size in progs)  # the pass did its work on both sizes
