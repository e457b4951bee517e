"""Step time of `pirtool run` (numpy) against Paddle's own CPU executor on the same program.

    python bench/bench_runner.py [--layers 24] [--hidden 64] [--seq 16] [--batch 8] [--steps 20]
    python bench/bench_runner.py --profile      # + the interpreter's hottest ops (cProfile)

Needs PaddlePaddle (`pip install -e '.[oracle]'`); not a test. Builds a static transformer
encoder (L layers of paddle.nn.TransformerEncoderLayer, dropout 0, a linear head, MSE loss,
Adam), prints its main and startup programs, times Paddle's executor per step, then parses the
printed programs and times pirtool's Runner per step on the same feed, from the same initial
parameters, and checks that the two losses agree.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def build(layers: int, hidden: int, seq: int, batch: int) -> tuple[str, str, dict, dict, object]:
    import paddle

    paddle.enable_static()
    paddle.seed(0)
    main, startup = paddle.static.Program(), paddle.static.Program()
    with paddle.static.program_guard(main, startup):
        x = paddle.static.data("x", [batch, seq, hidden], "float32")
        y = paddle.static.data("y", [batch, seq, 1], "float32")
        h = x
        for _ in range(layers):
            layer = paddle.nn.TransformerEncoderLayer(hidden, 4, 2 * hidden, dropout=0.0)
            h = layer(h)
        out = paddle.nn.Linear(hidden, 1)(h)
        loss = paddle.mean((out - y) ** 2)
        paddle.optimizer.Adam(learning_rate=1e-3).minimize(loss)
    rng = np.random.default_rng(0)
    feed = {
        "x": rng.standard_normal((batch, seq, hidden)).astype("float32"),
        "y": rng.standard_normal((batch, seq, 1)).astype("float32"),
    }
    return str(main), str(startup), feed, {"main": main, "startup": startup, "loss": loss}, paddle


def time_paddle(objs: dict, feed: dict, steps: int, warmup: int, paddle: object) -> tuple[float, list[float], dict]:
    exe = paddle.static.Executor(paddle.CPUPlace())  # type: ignore[attr-defined]
    exe.run(objs["startup"])
    scope = paddle.static.global_scope()  # type: ignore[attr-defined]
    init = {}
    for op in objs["main"].global_block().ops:
        if op.name() == "builtin.parameter":
            n = op.attrs()["parameter_name"]
            init[n] = np.array(scope.find_var(n).get_tensor())
    losses, times = [], []
    for i in range(warmup + steps):
        t0 = time.perf_counter()
        (lv,) = exe.run(objs["main"], feed=feed, fetch_list=[objs["loss"]])
        dt = time.perf_counter() - t0
        losses.append(float(np.asarray(lv)))
        if i >= warmup:
            times.append(dt)
    return statistics.median(times), losses, init


def time_pirtool(
    main_text: str, startup_text: str, feed: dict, init: dict, steps: int, warmup: int, profile: bool
) -> tuple[float, list[float], float]:
    from pirtool.runner.schedule import Runner
    from pirtool.text.parser import parse

    t0 = time.perf_counter()
    r = Runner(parse(main_text))
    r.run_startup(parse(startup_text))
    for n, a in init.items():
        r.state[n] = a.copy()
    setup = time.perf_counter() - t0
    losses, times = [], []
    for i in range(warmup + steps):
        t0 = time.perf_counter()
        res = r.step([feed], i + 1)
        dt = time.perf_counter() - t0
        losses.append(res.loss)
        if i >= warmup:
            times.append(dt)
    if profile:
        import cProfile
        import pstats

        pr = cProfile.Profile()
        pr.enable()
        for i in range(5):
            r.step([feed], i + 1)
        pr.disable()
        pstats.Stats(pr).sort_stats("tottime").print_stats(25)
    return statistics.median(times), losses, setup


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=24)
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--seq", type=int, default=16)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--out", default=str(ROOT / "bench" / "out"), help="where the printed programs go")
    a = ap.parse_args()
    main_text, startup_text, feed, objs, paddle = build(a.layers, a.hidden, a.seq, a.batch)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "bench_transformer.main.pir").write_text(main_text)
    (out / "bench_transformer.startup.pir").write_text(startup_text)
    np.savez(out / "bench_transformer.feed.npz", **feed)
    n_ops = sum(1 for line in main_text.splitlines() if '= "' in line)
    t_pd, loss_pd, init = time_paddle(objs, feed, a.steps, a.warmup, paddle)
    t_pt, loss_pt, setup = time_pirtool(main_text, startup_text, feed, init, a.steps, a.warmup, a.profile)
    d = max(abs(p - q) / max(abs(p), 1e-12) for p, q in zip(loss_pd, loss_pt, strict=True))
    print(
        f"transformer: {a.layers} layers, hidden {a.hidden}, seq {a.seq}, batch {a.batch}, Adam; "
        f"{n_ops} ops in main; {os.cpu_count()} CPUs"
    )
    print(f"{'':>10}  {'step (median)':>14}  {'steps/s':>8}")
    print(f"{'paddle':>10}  {t_pd * 1e3:>11.1f} ms  {1 / t_pd:>8.1f}")
    print(f"{'pirtool':>10}  {t_pt * 1e3:>11.1f} ms  {1 / t_pt:>8.1f}")
    print(f"ratio pirtool/paddle: {t_pt / t_pd:.2f}x   (pirtool parse+startup {setup:.2f} s)")
    print(f"losses agree over {len(loss_pd)} steps: max rel diff {d:.2e}")


if __name__ == "__main__":
    main()
