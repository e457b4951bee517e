"""check-loss diagnostics (pure numpy): the first diverging op, zero-filled accumulators without
--startup-after, batch sizes baked into attributes."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.runner.batch import baked_batch
from pirtool.text.parser import parse

GM = Path(__file__).resolve().parents[1] / "samples" / "gm"


def _cli(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def _args(case: str, after: str, startup_after: bool = True) -> list[str]:
    g = str(GM)
    out = [
        "check-loss", f"{g}/{case}.before.pir", after, "-k", "2", "--startup", f"{g}/{case}.startup.before.pir",
        "--params", f"{g}/{case}.npz", "--feed", f"{g}/{case}.npz",
    ]  # fmt: skip
    if startup_after:
        out += ["--startup-after", f"{g}/{case}.startup.after.pir"]
    return out


def _divergence_line(output: str) -> str:
    return next(line for line in output.splitlines() if line.startswith("first divergence:"))


def _line_no(text: str) -> int:
    return int(text.split(" at line ")[1].split()[0])


def test_first_divergence_paddle_momentum() -> None:
    after = GM / "mlp_momentum_k2_avg.after.pir"
    r = _cli(*_args("mlp_momentum_k2_avg", str(after)))
    assert r.exit_code == 1, r.output
    line = _divergence_line(r.output)
    n = _line_no(line)
    op = next(o for o in parse(after.read_text()).walk() if o.line == n)
    # Paddle 3.3.1 scales the accumulator after the update: momentum_ reads the sum of the micro grads
    assert op.name == "pd_op.momentum_", line
    assert op.operands[1].keyword is not None and op.operands[1].keyword.endswith("@GRAD@MERGE")
    assert "2 x BEFORE's gradient" in line and "max |d|" in line
    # the same through --json
    r = _cli(*_args("mlp_momentum_k2_avg", str(after)), "--json")
    last = json.loads(r.output.splitlines()[-1])
    assert last["first_divergence"]["line"] == n and last["first_divergence"]["op"] == "pd_op.momentum_"


def test_first_divergence_wrong_scale(tmp_path: Path) -> None:
    """One accumulator averaged by 0.3 while the other says 1/2: the factors state no k (a
    warning says so), -k 2 runs it, and the divergence is that scale_."""
    merged = tmp_path / "m.pir"
    r = _cli("merge", str(GM / "mlp_momentum_k2_avg.before.pir"), "-k", "2", "-o", str(merged))
    assert r.exit_code == 0, r.output
    bad = tmp_path / "bad.pir"
    bad.write_text(merged.read_text().replace("value:0.5}", "value:0.3}", 1))
    r = _cli(*_args("mlp_momentum_k2_avg", str(bad)))
    assert r.exit_code == 1, r.output
    assert "warning: its averaging factors 0.3 (line 31), 0.5 (line 34) are not 1/k for one k" in r.stderr
    line = _divergence_line(r.output)
    op = next(o for o in parse(bad.read_text()).walk() if o.line == _line_no(line))
    assert op.name == "pd_op.scale_" and "0.6 x BEFORE's gradient" in line
    no_k = [a for a in _args("mlp_momentum_k2_avg", str(bad)) if a not in ("-k", "2")]
    r = _cli(*no_k)
    assert r.exit_code == 2 and "give -k K" in r.output and "0.3 (line 31), 0.5 (line 34)" in r.output


def test_a_k_that_disagrees_with_the_scale_is_an_error_naming_both(tmp_path: Path) -> None:
    """Every accumulator averaged by 1/4, -k 2: not a run on the wrong k, but exit 2 naming the
    flag's value and the program's (at the op that says it)."""
    merged = tmp_path / "m.pir"
    r = _cli("merge", str(GM / "mlp_momentum_k2_avg.before.pir"), "-k", "2", "-o", str(merged))
    assert r.exit_code == 0, r.output
    bad = tmp_path / "bad.pir"
    bad.write_text(merged.read_text().replace("value:0.5}", "value:0.25}"))
    r = _cli(*_args("mlp_momentum_k2_avg", str(bad)))
    assert r.exit_code == 2, r.output
    assert f"{bad}:31:5: error: -k 2 disagrees with the input" in r.output and "(k = 4)" in r.output
    ok = _cli(*[a for a in _args("mlp_momentum_k2_avg", str(bad)) if a not in ("-k", "2")])
    assert ok.exit_code == 0 and ok.output.startswith("step")  # k = 4, as the program says: it trains like BEFORE


def test_startup_after_defaults_to_zero_filled_accumulators(tmp_path: Path) -> None:
    merged = tmp_path / "m.pir"
    r = _cli("merge", str(GM / "mlp_sgd_k2_avg.before.pir"), "-k", "2", "-o", str(merged))
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, _args("mlp_sgd_k2_avg", str(merged), startup_after=False))
    assert r.exit_code == 0, r.output
    assert "OK 3 steps" in r.output
    assert "zero-filled 2 kwarg(s)" in r.stderr and "linear_0.w_0@GRAD@MERGE" in r.stderr


BAKED = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,6],stop_gradient:[true]} : () -> tensor<4x6xf32>
    (%1) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[SHAPE]} : () -> tensor<3xi64>
    (%2) = "pd_op.reshape" (%0, %1) {stop_gradient:[true]} : (tensor<4x6xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
    (%3) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],stop_gradient:[true],value:SCALE} : () -> tensor<1xf32>
    (%4) = "pd_op.scale" (%2, %3) {bias:0,bias_after_scale:true,stop_gradient:[true]} : (tensor<4x2x3xf32>, tensor<1xf32>) -> tensor<4x2x3xf32>
    (%5) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>
    (%6) = "pd_op.mean" (%4, %5) {keepdim:false,stop_gradient:[true]} : (tensor<4x2x3xf32>, tensor<0xi64>) -> tensor<f32>
    () = "builtin.shadow_output" (%6) {output_name:"loss_0"} : (tensor<f32>) -> 
}
"""


def _tiny(tmp_path: Path, name: str, shape: str, scale: str = "1") -> Path:
    p = tmp_path / name
    p.write_text(BAKED.replace("SHAPE", shape).replace("SCALE", scale))
    return p


def _tiny_env(tmp_path: Path) -> tuple[str, str]:
    s = tmp_path / "startup.pir"
    s.write_text("{\n}\n")
    f = tmp_path / "d.npz"
    np.savez(f, x=np.random.default_rng(0).random((16, 6), dtype="float32"))
    return str(s), str(f)


def test_batch_baked_into_an_attribute(tmp_path: Path) -> None:
    s, f = _tiny_env(tmp_path)
    bad = _tiny(tmp_path, "bad.pir", "4,2,3")
    r = _cli("check-loss", str(bad), str(bad), "-k", "2", "-s", s, "--feed", f)
    assert r.exit_code == 2, r.output
    assert "bad.pir:3:5: error: pd_op.full_int_array" in r.output and "batch size 4" in r.output
    assert "pd_op.reshape at line 4" in r.output
    ok = _tiny(tmp_path, "ok.pir", "-1,2,3")
    r = _cli("check-loss", str(ok), str(ok), "-k", "2", "-s", s, "--feed", f)
    assert r.exit_code == 0, r.output
    # run: the data op's 4 rows are fine, -b 2 is not (the reshape still wants 4)
    assert _cli("run", str(bad), "--feed", f).exit_code == 0
    r = _cli("run", str(bad), "--feed", f, "-b", "2")
    assert r.exit_code == 2 and "bad.pir:3:5: error" in r.output
    assert _cli("run", str(ok), "--feed", f, "-b", "2").exit_code == 0
    # full {shape:[1]} feeding scale is not the batch; a 2-D full with the batch dim is
    assert baked_batch(parse(ok.read_text()), 4) == []
    assert baked_batch(parse(ok.read_text()), 1) == []
    assert [x.op.line for x in baked_batch(parse(bad.read_text()), 4)] == [3]


def test_first_divergence_forward_only(tmp_path: Path) -> None:
    # no parameters; the loss differs: forward ops matched by name, micro values concatenated
    s, f = _tiny_env(tmp_path)
    before = _tiny(tmp_path, "b.pir", "-1,2,3")
    after = _tiny(tmp_path, "a.pir", "-1,2,3", scale="2")
    r = _cli("check-loss", str(before), str(after), "-k", "2", "-s", s, "--feed", f)
    assert r.exit_code == 1, r.output
    line = _divergence_line(r.output)
    assert line.startswith("first divergence: pd_op.full at line 5") or line.startswith(
        "first divergence: pd_op.scale at line 6"
    ), line


def test_progress_bar_only_on_a_terminal() -> None:
    import io

    from pirtool.cli.execute import Progress

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    s = Tty()
    p = Progress("run", stream=s)
    p.t0 -= 5  # pretend the run is long
    p(1, 4)
    assert s.getvalue().startswith("\rrun [") and "1/4" in s.getvalue()
    p(4, 4)
    assert s.getvalue().endswith("\r\x1b[K")
    quiet = io.StringIO()
    q = Progress("run", stream=quiet)
    q.t0 -= 5
    q(1, 4)
    assert quiet.getvalue() == ""


@pytest.mark.parametrize(
    ("case", "k", "op", "step"),
    [
        # conv_bn_sgd_k2_avg is OK: BEFORE takes batch statistics per micro-batch (test_checkloss_batchnorm)
        ("mlp_clip_sgd_k3_avg", 3, "pd_op.scale_", 1),  # 1/k applied after clipping the sum
        ("mlp_adam_k8_noavg", 8, "pd_op.adam_", 1),  # parameters leave the tolerance in step 2 only
    ],
)
def test_first_divergence_other_paddle_cases(case: str, k: int, op: str, step: int) -> None:
    args = _args(case, str(GM / f"{case}.after.pir"))
    args[args.index("-k") + 1] = str(k)
    r = _cli(*args, "--json")
    assert r.exit_code == 1, r.output
    div = json.loads(r.output.splitlines()[-1])["first_divergence"]
    assert (div["op"], div["step"]) == (op, step), div
    text = (GM / f"{case}.after.pir").read_text().splitlines()[div["line"] - 1]
    assert f'"{op}"' in text


# Qwen2's rotary table: inv_freq (not the data) expanded to the batch, then a few ops later
# multiplied with the fed data; an unsqueeze whose axes happen to be [b] hard-codes nothing
ROTARY = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[2,4],stop_gradient:[true]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1,4],stop_gradient:[true],value:0.5} : () -> tensor<1x4xf32>
    (%2) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[2,-1]} : () -> tensor<2xi64>
    (%3) = "pd_op.expand" (%1, %2) {stop_gradient:[true]} : (tensor<1x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
    (%4) = "pd_op.cos" (%3) {stop_gradient:[true]} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    (%5) = "pd_op.multiply" (%0, %4) {stop_gradient:[true]} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    (%6) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[2]} : () -> tensor<1xi64>
    (%7) = "pd_op.unsqueeze" (%5, %6) {stop_gradient:[true]} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<2x4x1xf32>
    (%8) = "pd_op.mean" (%7, %6) {keepdim:false,stop_gradient:[true]} : (tensor<2x4x1xf32>, tensor<1xi64>) -> tensor<2x4xf32>
}
"""


def test_batch_baked_into_a_table_the_data_meets_later(tmp_path: Path) -> None:
    prog = tmp_path / "rotary.pir"
    prog.write_text(ROTARY)
    assert [(x.op.line, x.user.line) for x in baked_batch(parse(ROTARY), 2)] == [(4, 7)]
    s = tmp_path / "startup.pir"
    s.write_text("{\n}\n")
    f = tmp_path / "d.npz"
    np.savez(f, x=np.ones((8, 4), dtype="float32"))
    r = _cli("check-loss", str(prog), str(prog), "-k", "2", "-s", str(s), "--feed", str(f))
    assert r.exit_code == 2, r.output
    assert "rotary.pir:4:5: error: pd_op.full_int_array {value:[2, -1]} hard-codes the batch size 2" in r.output
    assert "used by pd_op.multiply at line 7" in r.output and "broadcast" not in r.output
