"""Generate samples/run: plain static programs (no op_role) for the run wing's checks.

`paddle.static` programs as a user writes them, printed by Paddle 3.3.1 (main and startup), with
the numbers of Paddle's own static Executor training them: `NAME.main.pir`, `NAME.startup.pir`,
`NAME.npz` (`x`, `y`: the rows of 3 steps of k*b rows, k = 2, b = the data ops' batch;
`init/<param>`: the startup's values; `paddle/stepN/<param>`: the parameters after N steps of b
rows each) and `NAME.ref.json` (the losses of those steps, the config). check-loss tests merge
them with pirtool (`merge -k 2`, `--no-avg`, `--paddle-compat`) and compare: the clean merge
agrees, the un-averaged one names the optimizer update, Momentum's averaging is Paddle's bug.

Run with the `oracle` extra (Paddle 3.3.1 on CPU): `python scripts/gen_run_cases.py` (one case:
`--only NAME`; each case in its own process).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _cases import case_parser, run_cases  # noqa: E402

CASES = {
    "mlp_momentum": "Linear 16->32, relu, Linear 32->8, MSE; Momentum lr 0.1 mu 0.9",
    "transformer_momentum": "TransformerEncoderLayer(16, 2 heads, ffn 32, pre-LN, gelu, no dropout) + Linear head, MSE; Momentum lr 0.05 mu 0.9",
    "convbn_momentum": "Conv2D(3->4, 3x3, pad 1), BatchNorm2D(4), relu, flatten, Linear 100->8, MSE; Momentum lr 0.05 mu 0.9",
    "mlp_sgd_ce": "Linear 16->32, relu, Linear 32->10, cross entropy on int64 labels; SGD lr 0.1",
    "mlp_dropout_sgd": "Linear 16->32, relu, Dropout(0.5), Linear 32->32, relu, Dropout(0.3), Linear 32->8, MSE; SGD lr 0.1 (its numbers are random: Paddle's own masks)",
}
STEPS, K = 3, 2


def _build(paddle, name: str):
    nn, F = paddle.nn, paddle.nn.functional
    main, startup = paddle.static.Program(), paddle.static.Program()
    paddle.seed(2024)
    with paddle.static.program_guard(main, startup):
        if name == "mlp_momentum":
            x = paddle.static.data("x", [4, 16], "float32")
            y = paddle.static.data("y", [4, 8], "float32")
            loss = F.mse_loss(nn.Linear(32, 8)(F.relu(nn.Linear(16, 32)(x))), y)
            paddle.optimizer.Momentum(0.1, momentum=0.9).minimize(loss)
        elif name == "transformer_momentum":
            x = paddle.static.data("x", [2, 6, 16], "float32")
            y = paddle.static.data("y", [2, 6, 8], "float32")
            enc = nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0, activation="gelu", normalize_before=True)
            loss = F.mse_loss(nn.Linear(16, 8)(enc(x)), y)
            paddle.optimizer.Momentum(0.05, momentum=0.9).minimize(loss)
        elif name == "convbn_momentum":
            x = paddle.static.data("x", [4, 3, 5, 5], "float32")
            y = paddle.static.data("y", [4, 8], "float32")
            h = F.relu(nn.BatchNorm2D(4)(nn.Conv2D(3, 4, 3, padding=1)(x)))
            loss = F.mse_loss(nn.Linear(100, 8)(paddle.flatten(h, 1)), y)
            paddle.optimizer.Momentum(0.05, momentum=0.9).minimize(loss)
        elif name == "mlp_sgd_ce":
            x = paddle.static.data("x", [4, 16], "float32")
            y = paddle.static.data("y", [4, 1], "int64")
            loss = F.cross_entropy(nn.Linear(32, 10)(F.relu(nn.Linear(16, 32)(x))), y)
            paddle.optimizer.SGD(0.1).minimize(loss)
        elif name == "mlp_dropout_sgd":
            x = paddle.static.data("x", [4, 16], "float32")
            y = paddle.static.data("y", [4, 8], "float32")
            h = nn.Dropout(0.5)(F.relu(nn.Linear(16, 32)(x)))
            h = nn.Dropout(0.3)(F.relu(nn.Linear(32, 32)(h)))
            loss = F.mse_loss(nn.Linear(32, 8)(h), y)
            paddle.optimizer.SGD(0.1).minimize(loss)
        else:
            raise ValueError(name)
    return main, startup, x, y, loss


def _child(name: str, out: Path) -> None:
    import numpy as np
    import paddle

    paddle.enable_static()
    main, startup, x, y, loss = _build(paddle, name)
    (out / "main.pir").write_text(str(main), encoding="utf-8", newline="")
    (out / "startup.pir").write_text(str(startup), encoding="utf-8", newline="")
    b = x.shape[0]
    rng = np.random.default_rng(7)
    rows = STEPS * K * b
    xs = rng.standard_normal((rows, *x.shape[1:])).astype("float32")
    if y.dtype == paddle.int64:
        ys = rng.integers(0, 10, size=(rows, *y.shape[1:])).astype("int64")
    else:
        ys = rng.standard_normal((rows, *y.shape[1:])).astype("float32")
    exe = paddle.static.Executor(paddle.CPUPlace())
    exe.run(startup)
    import re

    params = list(dict.fromkeys(re.findall(r'"builtin.parameter" \(\) \{[^}]*parameter_name:"([^"]+)"', str(main))))
    scope = paddle.static.global_scope()
    arrays = {"x": xs, "y": ys}
    arrays.update({f"init/{p}": np.array(scope.find_var(p).get_tensor()) for p in params})
    losses = []
    for s in range(STEPS):  # Paddle's own plain training: b rows a step
        (lv,) = exe.run(main, feed={"x": xs[s * b : (s + 1) * b], "y": ys[s * b : (s + 1) * b]}, fetch_list=[loss])
        losses.append(float(np.asarray(lv)))
        arrays.update({f"paddle/step{s + 1}/{p}": np.array(scope.find_var(p).get_tensor()) for p in params})
    np.savez(out / "case.npz", **arrays)
    ref = {"case": name, "paddle_version": paddle.__version__, "micro_batch_size": b, "k": K, "steps": STEPS}
    ref.update({"what": CASES[name], "param_names": params, "paddle_losses_per_step": losses})
    # Paddle's losses of a program with dropout are those of its own random masks: not pirtool's
    ref["random"] = '"pd_op.dropout"' in str(main)
    (out / "ref.json").write_text(json.dumps(ref, indent=1) + "\n", encoding="utf-8")


def run_case(name: str, out: Path) -> dict:
    with tempfile.TemporaryDirectory() as td:
        env = dict(os.environ, PYTHONWARNINGS="ignore", PYTHONHASHSEED="0", GLOG_minloglevel="2")
        p = subprocess.run([sys.executable, __file__, "--child", name, td], env=env, capture_output=True, text=True)
        if p.returncode != 0:
            raise SystemExit(f"{name}: rc={p.returncode}: {(p.stderr + p.stdout).strip().splitlines()[-1:]}")
        tmp = Path(td)
        for src, dst in (
            ("main.pir", "main.pir"),
            ("startup.pir", "startup.pir"),
            ("case.npz", "npz"),
            ("ref.json", "ref.json"),
        ):
            (out / f"{name}.{dst}").write_bytes((tmp / src).read_bytes())
        return json.loads((tmp / "ref.json").read_text())


INDEX = """# samples/run: plain static programs for the run wing's checks

Written by `scripts/gen_run_cases.py` (Paddle 3.3.1 on CPU; one case: `--only NAME`). Plain
`paddle.static` programs as a user writes them (no `op_role` printed), with Paddle's own
numbers: `NAME.main.pir` and `NAME.startup.pir` (Paddle's printouts), `NAME.npz` (`x`, `y`: the
rows of 3 steps of k*b rows, k = 2; `init/<param>`: the startup's values; `paddle/stepN/<param>`:
the parameters after N steps of Paddle's static Executor) and `NAME.ref.json` (its losses per
step and the config). check-loss cases merge them with pirtool and compare with the original.

| case | made by | what |
|---|---|---|
"""


def main(argv: list[str] | None = None) -> int:
    a = case_parser(__doc__, 2).parse_args(argv)
    if a.child:
        _child(a.child[0], Path(a.child[1]))
        return 0
    if a.list:
        for n, d in CASES.items():
            print(f"{n:24s} {d}")
        return 0
    out = a.out / "run"
    out.mkdir(parents=True, exist_ok=True)
    run_cases("gen_run_cases", a.only or list(CASES), lambda n: run_case(n, out) and "ok")
    rows = [
        f"| `{n}` | `scripts/gen_run_cases.py` | {d} |" for n, d in CASES.items() if (out / f"{n}.main.pir").exists()
    ]
    (out / "INDEX.md").write_text(INDEX + "\n".join(rows) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
