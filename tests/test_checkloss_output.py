"""`check-loss --json` is JSON lines in every outcome (pass, fail, nan, bad input) and `--plot`
draws a figure that says what happened (issue #12 item 5)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from test_runner_check import _tiny

from pirtool.cli import main

GM = Path(__file__).resolve().parents[1] / "samples" / "gm"


def _cli(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


def _args(case: str) -> list[str]:
    g = GM
    return ["check-loss", g / f"{case}.before.pir", g / f"{case}.after.pir", "-k", "2",
            "--startup", g / f"{case}.startup.before.pir", "--startup-after", g / f"{case}.startup.after.pir",
            "--params", g / f"{case}.npz", "--feed", g / f"{case}.npz"]  # fmt: skip


def json_lines(stdout: str) -> list[dict]:
    """Every stdout line parsed strictly (no NaN/Infinity: not JSON)."""

    def no_constants(c: str) -> None:
        raise AssertionError(f"{c} is not JSON")

    lines = stdout.splitlines()
    objs = [json.loads(ln, parse_constant=no_constants) for ln in lines]
    assert all(isinstance(o, dict) for o in objs)
    return objs


def _tiny_env(tmp_path: Path, x: np.ndarray) -> tuple[str, str]:
    s = tmp_path / "startup.pir"
    s.write_text("{\n}\n")
    f = tmp_path / "d.npz"
    np.savez(f, x=x)
    return str(s), str(f)


def test_json_lines_pass() -> None:
    r = _cli(*_args("mlp_sgd_k2_avg"), "--json")
    assert r.exit_code == 0, r.output
    objs = json_lines(r.stdout)
    steps, verdict = objs[:-1], objs[-1]
    assert [o["step"] for o in steps] == [1, 2, 3] and all(o["ok"] for o in steps)
    assert verdict == {"verdict": "ok", "steps": 3, "params": verdict["params"], "rtol": 1e-5, "atol": 1e-6}
    assert verdict["params"] > 0


def test_json_lines_fail_with_divergence() -> None:
    r = _cli(*_args("mlp_momentum_k2_avg"), "--json")
    assert r.exit_code == 1, r.output
    objs = json_lines(r.stdout)
    verdict = objs[-1]
    assert verdict["verdict"] == "fail" and verdict["fail"].startswith(f"step {verdict['step']}: ")
    assert verdict["first_divergence"]["op"] == "pd_op.momentum_"
    assert not objs[verdict["step"] - 1]["ok"]
    assert all("step" in o and "loss_before" in o for o in objs[:-1])


def test_json_lines_nan(tmp_path: Path) -> None:
    x = np.random.default_rng(0).random((16, 6), dtype="float32")
    x[5, 2] = np.nan
    s, f = _tiny_env(tmp_path, x)
    prog = _tiny(tmp_path, "p.pir", "-1,2,3")
    r = _cli("check-loss", prog, prog, "-k", "2", "-s", s, "--feed", f, "--json")
    assert r.exit_code == 1, r.output
    objs = json_lines(r.stdout)
    assert any(o.get("loss_before", 0) is None for o in objs[:-1])  # nan is null, not NaN
    assert objs[-1]["verdict"] == "fail" and "nan" in objs[-1]["fail"]


def test_json_lines_on_bad_input(tmp_path: Path) -> None:
    # a batch size baked into an attribute: located error on stderr, exit 2, stdout still JSON lines
    s, f = _tiny_env(tmp_path, np.random.default_rng(0).random((16, 6), dtype="float32"))
    bad = _tiny(tmp_path, "bad.pir", "4,2,3")
    r = _cli("check-loss", bad, bad, "-k", "2", "-s", s, "--feed", f, "--json")
    assert r.exit_code == 2
    assert "bad.pir:3:5: error: " in r.stderr
    json_lines(r.stdout)
    r = _cli("check-loss", tmp_path / "missing.pir", bad, "-k", "2", "-s", s, "--json")
    assert r.exit_code == 2 and "error" in r.stderr and r.stdout == ""


# ----------------------------------------------------------------------------------------------
# --plot

mpl = pytest.importorskip("matplotlib")


def _result(case: str):
    """The CheckLossResult of a case, through the library (what check-loss plots)."""
    from pirtool.runner import RunSpec, compare

    def spec(kind: str) -> RunSpec:
        return RunSpec(
            [GM / f"{case}.{kind}.pir"],
            startups=[GM / f"{case}.startup.{kind}.pir"],
            params=[GM / f"{case}.npz"],
            feeds=[GM / f"{case}.npz"],
            steps=3,
        )

    return compare(spec("before"), spec("after"), rtol=1e-5, atol=1e-6)


def _legend(ax) -> list[str]:
    return [t.get_text() for t in ax.get_legend().get_texts()]


def test_plot_figure_pass() -> None:
    from pirtool.cli.runio import loss_figure

    res = _result("mlp_sgd_k2_avg")
    fig = loss_figure(res, 2)
    (ax,) = fig.axes
    assert ax.get_title().startswith("OK: 3 steps")
    labels = _legend(ax)
    assert len(labels) == 3 and any("before" in t for t in labels) and any("micro-batch" in t for t in labels)
    assert len(ax.get_lines()) == 3  # every series is in the legend
    ticks = ax.get_xticks()
    assert list(ticks) == [1, 2, 3] and all(float(t).is_integer() for t in ticks)
    assert not any("first difference" in t for t in labels)


def test_plot_figure_fail_marks_the_first_difference() -> None:
    from pirtool.cli.runio import loss_figure

    res = _result("mlp_momentum_k2_avg")
    assert res.first is not None
    fig = loss_figure(res, 2)
    (ax,) = fig.axes
    assert ax.get_title().startswith(f"FAIL: step {res.first_step}")
    labels = _legend(ax)
    assert f"first difference: step {res.first_step}" in labels
    assert len(labels) == len(ax.get_lines()) == 4
    vlines = [ln for ln in ax.get_lines() if ln.get_label().startswith("first difference")]
    (v,) = vlines
    assert list(v.get_xdata()) == [res.first_step, res.first_step]
    assert all(float(t).is_integer() for t in ax.get_xticks())
    micro = next(ln for ln in ax.get_lines() if ln.get_label().startswith("after: each micro-batch"))
    assert len(micro.get_xdata()) == 2 * len(res.after)


@pytest.mark.parametrize("ext,magic", [("png", b"\x89PNG\r\n\x1a\n"), ("svg", b"<svg")])
def test_plot_file_is_a_real_picture(tmp_path: Path, ext: str, magic: bytes) -> None:
    out = tmp_path / f"loss.{ext}"
    r = _cli(*_args("mlp_momentum_k2_avg"), "--plot", out)
    assert r.exit_code == 1, r.output
    data = out.read_bytes()
    if ext == "png":
        assert data.startswith(magic) and len(data) > 5000
    else:
        assert magic in data[:2000] and b"first difference" in data
