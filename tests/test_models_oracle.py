"""Real models against Paddle itself (`pytest -m oracle`; needs paddle 3.3.1, and paddleformers
1.2.0 for the language models):

* what docs/kernels.md says of Paddle's CPU bf16 matmul_grad (it rounds a batched x's weight
  gradient twice; pirtool once, as the float64 reference), measured again;
* cases beyond the committed ones, from the same families with other sizes and seeds: printed
  by scripts/gen_model_cases.py into a temporary directory, then held to Paddle's numbers by the
  checks of tests/test_models.py (round trip, verify, merge, plain and merged runs).

PIRTOOL_MODEL_CASES=DIR keeps the generated cases in DIR (and reuses those already there).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import test_models as tm

pytestmark = pytest.mark.oracle
GEN = Path(__file__).resolve().parents[1] / "scripts" / "gen_model_cases.py"


def _bf16(a: np.ndarray) -> np.ndarray:
    """float32 values rounded to bfloat16 (nearest even), as float32."""
    u = np.asarray(a, np.float32).copy().view(np.uint32)
    u += 0x7FFF + ((u >> 16) & 1)
    u &= 0xFFFF0000
    return u.view(np.float32)


def test_paddle_bf16_matmul_grad_rounds_a_batched_weight_gradient_twice() -> None:
    """x [4, 8, 32] @ y [32, 64] in bf16: Paddle's dy is the per-batch products rounded to bf16
    and then summed (rounded again); pirtool's is the float64 reference rounded once."""
    paddle = pytest.importorskip("paddle")
    from pirtool.runner.dtypes import round_bf16
    from pirtool.runner.kernels.matmul import matmul_grad

    paddle.enable_static()
    rng = np.random.RandomState(0)
    x0, y0, g0 = (_bf16(rng.randn(*s)) for s in ((4, 8, 32), (32, 64), (4, 8, 64)))
    main, startup = paddle.static.Program(), paddle.static.Program()
    with paddle.static.program_guard(main, startup):
        x, y, g = (paddle.static.data(n, a.shape, "float32") for n, a in (("x", x0), ("y", y0), ("g", g0)))
        xb, yb = x.astype("bfloat16"), y.astype("bfloat16")
        xb.stop_gradient = yb.stop_gradient = False
        out = paddle.matmul(xb, yb)
        _, dy = paddle.static.gradients([out], [xb, yb], target_gradients=[g.astype("bfloat16")])
        fetch = [dy.astype("float32")]
    (paddle_dy,) = paddle.static.Executor(paddle.CPUPlace()).run(
        main, feed={"x": x0, "y": y0, "g": g0}, fetch_list=fetch
    )
    paddle.disable_static()
    ref = np.einsum("bsk,bsn->kn", x0.astype(np.float64), g0.astype(np.float64))
    twice = _bf16(np.sum([_bf16(x0[i].T @ g0[i]) for i in range(4)], axis=0))

    class Ctx:
        xp = np

        @staticmethod
        def attr(op: object, name: str, default: object) -> object:
            return default

    _, ours = matmul_grad(Ctx, None, x0, y0, g0)
    assert np.array_equal(round_bf16(np, ours), _bf16(ref.astype(np.float32)))  # pirtool: rounded once
    assert np.array_equal(paddle_dy, twice)  # Paddle: rounded twice
    assert 0.2 < np.mean(paddle_dy != _bf16(ref.astype(np.float32))) < 0.6


# Other sizes and seeds than the committed cases (tests/test_models.py runs those).
FRESH: dict[str, Any] = {
    "qwen2_fresh": "model=qwen2 opt=adamw clip=global k=2 gm=1 hidden=48 heads=4 kv=2 layers=2 vocab=80 seq=6 seed=101",
    "llama_fresh_bf16": pytest.param(
        "model=llama opt=sgd amp=bf16_o1 hidden=32 heads=4 kv=1 layers=2 seq=7 seed=102",
        marks=pytest.mark.xfail(reason="2 of 2048 elements of a layer-2 weight one bf16 unit off (not found yet)"),
    ),
    "ernie4_5_fresh_gm": "model=ernie4_5 opt=adam k=2 gm=1 hidden=32 layers=1 vocab=100 seed=13",
    "ernie4_5_fresh": "model=ernie4_5 opt=nesterov clip=tensor hidden=32 heads=4 kv=2 layers=1 seed=103",
    "mobilenet_v3_small_fresh": "model=mobilenet_v3_small opt=momentum clip=global image=64 scale=0.1 classes=7 seed=104",
    "lenet_fresh_gm": "model=lenet opt=adam k=3 gm=1 batch=1 seed=105",
}


@pytest.fixture(scope="session")
def outdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = os.environ.get("PIRTOOL_MODEL_CASES")
    return Path(d) if d else tmp_path_factory.mktemp("model_cases")


SPECS = {n: v.values[0] if hasattr(v, "values") else v for n, v in FRESH.items()}


@pytest.mark.parametrize("name", [pytest.param(n, marks=getattr(v, "marks", ())) for n, v in FRESH.items()])
def test_fresh_case_reads_merges_and_runs_like_paddle(outdir: Path, name: str) -> None:
    pytest.importorskip("paddle")
    if not SPECS[name].startswith(("model=lenet", "model=mobilenet")):
        pytest.importorskip("paddleformers", reason="paddleformers 1.2.0 makes the LM cases")
    cdir = outdir / "models" / name
    if not (cdir / "ref.json").exists():
        cmd = [sys.executable, str(GEN), "--out", str(outdir), "--case", SPECS[name], "--name", name]
        p = subprocess.run(cmd, capture_output=True, text=True, check=False)
        assert p.returncode == 0 and (cdir / "ref.json").exists(), p.stdout + p.stderr
    case = tm.Case(cdir)
    assert case.ref["plain"]["status"] == "ok", case.ref["plain"]["status"]
    tm.test_every_program_round_trips_and_verifies(case)
    tm.test_plain_program_runs_like_paddles_executor(case)
    if case.pair:
        assert case.ref["merged"]["status"] == "ok", case.ref["merged"]["status"]
        tm.test_merge_is_paddles(case)
        tm.test_merged_program_runs_like_paddles_merged_run(case)
