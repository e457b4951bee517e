"""The runner's public API behind `pirtool run` / `check-loss`: library messages name no CLI
option (the CLI words them as before), check_loss returns a result to format, Ranks runs a job."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.cli.common import CLI_WORDS as CLI_TERMS
from pirtool.runner.checkloss import CheckLossResult, compare
from pirtool.runner.errors import TERMS, RunError, RunnerError, Text, render
from pirtool.runner.feeding import map_feeds
from pirtool.runner.interpreter import Interpreter
from pirtool.runner.session import RunSpec
from pirtool.runner.training import Runner, plan_steps
from pirtool.text.parser import parse

GM = Path(__file__).resolve().parents[1] / "samples" / "gm"


def _prog(name: str):
    return parse((GM / name).read_bytes().decode("utf-8"))


def _npz(case: str) -> dict[str, np.ndarray]:
    with np.load(GM / f"{case}.npz") as z:
        return {k: z[k] for k in z.files}


def _no_flag(msg: str) -> None:
    assert "--" not in msg and "pirtool " not in msg, msg


def test_terms_have_cli_words() -> None:
    assert set(TERMS) <= set(CLI_TERMS)


def test_text_renders_library_and_cli_words() -> None:
    t = Text("{params_opt}: {key!r} is odd {{literal}}", key="w")
    assert t == "parameter values: 'w' is odd {literal}"
    assert t.render(CLI_TERMS) == "--params: 'w' is odd {literal}"
    assert t.prefixed("op{x}: ").render(CLI_TERMS) == "op{x}: --params: 'w' is odd {literal}"
    assert render("plain", CLI_TERMS) == "plain"


def test_map_feeds_messages() -> None:
    with pytest.raises(RunnerError) as e:
        map_feeds({"x": np.zeros(1)}, ["input0"], {"z": "input0"})
    _no_flag(e.value.reason)
    assert e.value.reason == "feed map: the feed file has no array 'z' (it has x)"
    assert e.value.reworded(CLI_TERMS) == "--feed-map: the feed file has no array 'z' (it has x)"
    with pytest.raises(RunnerError) as e:
        map_feeds({"x/y": np.zeros(1)}, ["input0"])
    _no_flag(e.value.reason)
    assert e.value.reworded(CLI_TERMS).endswith("name them in the feed file or use --feed-map KEY=NAME")


def test_loss_name_and_steps_messages() -> None:
    with pytest.raises(RunnerError) as e:
        Runner(_prog("mlp_sgd_k2_avg.after.pir"), loss_name="nope")
    _no_flag(e.value.reason)
    assert e.value.reworded(CLI_TERMS).startswith("--fetch nope: no builtin.shadow_output")
    with pytest.raises(RunnerError) as e:
        plan_steps({"x": np.zeros((4, 1))}, 2, 2, steps=3)
    _no_flag(e.value.reason)
    assert e.value.reworded(CLI_TERMS) == "--steps 3 needs 12 rows, the feeds have 4"


def test_missing_parameter_and_kernel_messages() -> None:
    text = '{\n    (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> builtin.tensor<2xf32>\n}\n'
    with pytest.raises(RunError) as e:
        Interpreter().run_program(parse(text))
    _no_flag(e.value.reason)
    assert e.value.reworded(CLI_TERMS).endswith("has no value (run the startup program or pass --params)")
    text = '{\n    (%0) = "pd_op.frobnicate" () {} : () -> builtin.tensor<2xf32>\n}\n'
    with pytest.raises(RunError) as e:
        Interpreter().run_program(parse(text))
    assert e.value.reason == "pd_op.frobnicate: no kernel for this op"
    assert e.value.reworded(CLI_TERMS) == "pd_op.frobnicate: no kernel for this op (see `pirtool run --check`)"


def test_cli_keeps_the_option_words(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["run", str(GM / "mlp_sgd_k2_avg.after.pir"), "--fetch", "nope"])
    assert r.exit_code == 2 and "error: --fetch nope: no builtin.shadow_output" in r.output


def _runners(case: str, cls: type[Interpreter] = Interpreter) -> tuple[Runner, Runner]:
    z = _npz(case)
    out = []
    for kind in ("before", "after"):
        r = Runner(_prog(f"{case}.{kind}.pir"), interpreter_cls=cls)
        r.run_startup(_prog(f"{case}.startup.{kind}.pir"))
        r.load_params(z)
        out.append(r)
    return out[0], out[1]


def _spec(case: str, kind: str) -> RunSpec:
    return RunSpec(
        [GM / f"{case}.{kind}.pir"],
        startups=[GM / f"{case}.startup.{kind}.pir"],
        params=[GM / f"{case}.npz"],
        feeds=[GM / f"{case}.npz"],
        steps=1,
    )


@pytest.mark.parametrize(("case", "ok"), [("mlp_sgd_k2_avg", True), ("mlp_momentum_k2_avg", False)])
def test_check_loss_result(case: str, ok: bool) -> None:
    """`compare` (what check-loss formats): k read from AFTER (its 1/2 averaging), a result with
    its rows, verdict and divergence report, and the progress of both phases."""
    seen: list[tuple[str, int, int]] = []
    res = compare(_spec(case, "before"), _spec(case, "after"), progress=lambda *a: seen.append(a))
    assert isinstance(res, CheckLossResult) and res.ok is ok and len(res.rows) == 1 and res.k == 2
    assert seen == [("after", 0, 1), ("after", 1, 1), ("before", 0, 1), ("before", 1, 1)]
    if ok:
        assert res.first is None and res.divergence is None and res.rows[0].ok
    else:
        assert res.first and res.first.startswith("step 1: parameter linear_") and not res.rows[0].ok
        assert res.divergence is not None and res.divergence.text.startswith("first divergence: pd_op.")
        assert set(res.divergence.as_dict()) == {"op", "line", "step", "what", "max_d", "text", "random"}


def test_train_without_params_keeps_only_a_parameter_that_is_not_finite() -> None:
    """`Runner.train(params=False)` (a multi-rank `run`, which reports losses): no copy of every
    parameter per step, but a parameter that went nan is still there for `nonfinite`."""
    from pirtool.runner.training import nonfinite

    rb, _ = _runners("mlp_sgd_k2_avg")
    z = _npz("mlp_sgd_k2_avg")
    feeds = map_feeds(z, rb.feed_names)
    b = rb.rows_per_micro_step()
    full = rb.train(feeds, 1, b, 1)
    assert set(full[0].params) == set(rb.param_names) and len(rb.param_names) > 1
    lean = rb.train(feeds, 1, b, 1, params=False)
    assert lean[0].params == {} and lean[0].micro
    name = rb.param_names[-1]
    rb.state[name][...] = np.inf  # the next update keeps it non-finite
    bad = rb.train(feeds, 1, b, 1, params=False)
    assert list(bad[0].params) != [] and len(bad[0].params) == 1
    assert nonfinite(bad[0]) is not None


def test_a_lean_step_copies_no_parameter_and_reports_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """`step(params=False)` checks the parameters where they are: no `snapshot` (a copy of every
    parameter), the same losses as a full step, and the same non-finite parameter and message,
    its value a copy taken at that step."""
    from pirtool.runner.training import StepResult, nonfinite, nonfinite_params

    z = _npz("mlp_sgd_k2_avg")
    full_r, _ = _runners("mlp_sgd_k2_avg")
    lean_r, _ = _runners("mlp_sgd_k2_avg")
    feeds = map_feeds(z, full_r.feed_names)
    b = full_r.rows_per_micro_step()
    copies: list[object] = []
    real = Runner.snapshot
    monkeypatch.setattr(Runner, "snapshot", lambda self, names=None: copies.append(self) or real(self, names))
    full = full_r.train(feeds, 1, b, 2)
    assert copies == [full_r, full_r]
    lean = lean_r.train(feeds, 1, b, 2, params=False)
    assert copies == [full_r, full_r]  # the lean runner copied nothing
    assert [s.micro for s in lean] == [s.micro for s in full] and all(s.params == {} for s in lean)
    name = full_r.param_names[0]
    for r in (full_r, lean_r):
        r.state[name].flat[0] = np.nan  # stays nan through the update
    bad_full, bad_lean = full_r.train(feeds, 1, b, 1)[0], lean_r.train(feeds, 1, b, 1, params=False)[0]
    assert nonfinite(bad_lean) == nonfinite(bad_full) is not None  # the loss goes nan first
    assert list(bad_lean.params) == list(nonfinite_params(bad_full)) == [name]
    assert nonfinite(StepResult(1, [], bad_lean.params)) == f"parameter {name} is nan"
    kept = bad_lean.params[name]
    assert kept is not lean_r.state[name] and np.array_equal(kept, bad_full.params[name], equal_nan=True)


@pytest.mark.parametrize(
    ("values", "bad"),
    [
        ([1.0, 2.0], False),
        ([1.0, np.nan], True),
        ([np.inf, 1.0], True),
        ([-np.inf, np.inf], True),  # their sum is nan
        ([1e308, 1e308], False),  # finite, though their sum overflows
        ([1e308, 1e308, np.inf], True),
        ([], False),
    ],
)
def test_has_nonfinite_agrees_with_an_element_check(values: list[float], bad: bool) -> None:
    from pirtool.runner.training import has_nonfinite, nonfinite_kind

    for dtype in ("float64", "float32", "float16", "complex64"):
        with np.errstate(all="ignore"):
            a = np.array(values, dtype=dtype)
        assert has_nonfinite(a) is (nonfinite_kind(a) is not None), (values, dtype)
    assert has_nonfinite(np.array(values, dtype="float64")) is bad
    assert has_nonfinite(np.array([1, 2], dtype="int64")) is False
    # sums that overflow their own dtype, of finite values: looked at element by element
    assert has_nonfinite(np.array([6e4, 6e4], dtype="float16")) is False
    assert has_nonfinite(np.array([3e38, 3e38], dtype="float32")) is False
