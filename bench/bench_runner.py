"""Step time of pirtool's runner against Paddle's own CPU executor, idle and beside a CPU hog.

    python bench/bench_runner.py                         # both models, idle and loaded
    python bench/bench_runner.py --model mlp --load idle --steps 50
    python bench/bench_runner.py --threads 1             # pirtool with a fixed BLAS thread count
    python bench/bench_runner.py --profile               # + cProfile of one pirtool step
    python bench/bench_runner.py --memory                # + peak RSS of `pirtool run` vs its arrays

Needs PaddlePaddle (`pip install -e '.[oracle]'`); not a test. The models (#24's goals):
`transformer`, 12 layers of paddle.nn.TransformerEncoderLayer (hidden 512, 4 heads, ffn 1024,
dropout 0) on seq 128 x batch 8 with a linear head, MSE loss, Adam; `mlp`, 4 linear layers of
256 with relu on a batch of 64, MSE, Adam. Each is built with `paddle.static`, its main and
startup programs printed; pirtool parses the printed programs and starts from Paddle's initial
parameters. The conditions: `idle` (the machine as it is) and `loaded` (a CPU-bound neighbour,
`python -c 'while 1: pass'`, running all along). In each, Paddle's executor and pirtool's
runner take steps in turn on the same feed (medians of `--steps` each, after `--warmup`), so a
swing of this VM hits both; the losses must agree. pirtool runs with its default BLAS thread
policy (`pirtool.runner.blas.share`, what `pirtool run` applies: re-measured between steps),
or `--threads N`, or with BLAS as it is (`--blas-as-is`: one thread per core, what the runner did
before the policy).

`--memory` runs `pirtool run` of the transformer (2 steps, in a child process) and compares its
peak RSS with what the run has to hold: the parameters and optimizer state (every array of the
state after the startup), the most bytes of activations live at once in a micro-step (the
interpreter's environment, values freed after their last use), and the process without them
(`python -c "import pirtool.cli"`'s RSS, plus the parsed program).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MODELS = ("transformer", "mlp")
LOADS = ("idle", "loaded")


def build(model: str, a: argparse.Namespace) -> tuple[str, str, dict, dict, Any]:
    import paddle

    paddle.enable_static()
    paddle.seed(0)
    main, startup = paddle.static.Program(), paddle.static.Program()
    rng = np.random.default_rng(0)
    with paddle.static.program_guard(main, startup):
        if model == "transformer":
            shape = [a.batch, a.seq, a.hidden]
            x = paddle.static.data("x", shape, "float32")
            y = paddle.static.data("y", [a.batch, a.seq, 1], "float32")
            h = x
            for _ in range(a.layers):
                h = paddle.nn.TransformerEncoderLayer(a.hidden, a.heads, 2 * a.hidden, dropout=0.0)(h)
        else:
            shape = [a.mlp_batch, a.width]
            x = paddle.static.data("x", shape, "float32")
            y = paddle.static.data("y", [a.mlp_batch, 1], "float32")
            h = x
            for _ in range(a.mlp_layers):
                h = paddle.nn.functional.relu(paddle.nn.Linear(a.width, a.width)(h))
        out = paddle.nn.Linear(shape[-1], 1)(h)
        loss = paddle.mean((out - y) ** 2)
        paddle.optimizer.Adam(learning_rate=1e-3).minimize(loss)
    feed = {
        "x": rng.standard_normal(shape).astype("float32"),
        "y": rng.standard_normal([*shape[:-1], 1]).astype("float32"),
    }
    return str(main), str(startup), feed, {"main": main, "startup": startup, "loss": loss}, paddle


class PaddleSide:
    def __init__(self, objs: dict, feed: dict, paddle: Any) -> None:
        self.objs, self.feed = objs, feed
        self.exe = paddle.static.Executor(paddle.CPUPlace())
        self.scope = paddle.static.Scope()
        self.guard = paddle.static.scope_guard(self.scope)
        with self.guard:
            self.exe.run(objs["startup"])
        self.init = {}
        for op in objs["main"].global_block().ops:
            if op.name() == "builtin.parameter":
                n = op.attrs()["parameter_name"]
                self.init[n] = np.array(self.scope.find_var(n).get_tensor())

    def step(self) -> float:
        import paddle

        with paddle.static.scope_guard(self.scope):
            (lv,) = self.exe.run(self.objs["main"], feed=self.feed, fetch_list=[self.objs["loss"]])
        return float(np.asarray(lv))


class PirtoolSide:
    def __init__(self, main_text: str, startup_text: str, feed: dict, init: dict) -> None:
        from pirtool.runner.training import Runner
        from pirtool.text.parser import parse

        t0 = time.perf_counter()
        self.runner = Runner(parse(main_text), free_values=True)  # as `pirtool run` (runner.session)
        self.runner.run_startup(parse(startup_text))
        for n, arr in init.items():
            self.runner.state[n] = arr.copy()
        self.setup = time.perf_counter() - t0
        self.feed = feed
        self.i = 0

    def step(self) -> float:
        self.i += 1
        return self.runner.step([self.feed], self.i).loss


@contextlib.contextmanager
def neighbour(load: str) -> Iterator[None]:
    """A CPU-bound process running beside the block when `load` is `loaded`."""
    if load != "loaded":
        yield
        return
    p = subprocess.Popen([sys.executable, "-c", "while 1: pass"])
    try:
        time.sleep(0.5)  # let it get going (and the BLAS policy see it)
        yield
    finally:
        p.kill()
        p.wait()


def measure(model: str, load: str, a: argparse.Namespace, built: tuple) -> dict[str, Any]:
    from pirtool.runner.blas import share

    main_text, startup_text, feed, objs, paddle = built
    pd = PaddleSide(objs, feed, paddle)
    pt = PirtoolSide(main_text, startup_text, feed, pd.init)
    t_pd: list[float] = []
    t_pt: list[float] = []
    l_pd: list[float] = []
    l_pt: list[float] = []
    threads: list[int] = []
    limit = contextlib.nullcontext() if a.blas_as_is else share(1, a.threads)
    with neighbour(load), limit as blas:
        for i in range(a.warmup + a.steps):
            t0 = time.perf_counter()
            l_pd.append(pd.step())
            t1 = time.perf_counter()
            threads.append(blas.update() or 0 if blas is not None else 0)
            t2 = time.perf_counter()
            l_pt.append(pt.step())
            t3 = time.perf_counter()
            if i >= a.warmup:
                t_pd.append(t1 - t0)
                t_pt.append(t3 - t2)
        if a.profile:
            import cProfile
            import pstats

            pr = cProfile.Profile()
            pr.enable()
            pt.step()
            pr.disable()
            print(f"-- cProfile of one pirtool step: {model}, {load}")
            pstats.Stats(pr).sort_stats("tottime").print_stats(a.profile_top)
    d = max(abs(p - q) / max(abs(p), 1e-12) for p, q in zip(l_pd, l_pt, strict=True))
    return {
        "model": model,
        "load": load,
        "paddle": statistics.median(t_pd),
        "pirtool": statistics.median(t_pt),
        "threads": sorted(set(threads)),
        "setup": pt.setup,
        "diff": d,
        "n": len(t_pd),
    }


def rss_of(cmd: list[str]) -> tuple[int, int]:
    """(exit code, peak RSS in bytes) of running `cmd`, started from a small Python process (a
    child forked from this one, Paddle loaded, would start with its pages counted)."""
    probe = (
        "import resource, subprocess, sys; "
        "rc = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode; "
        "print(rc, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024)"
    )
    out = subprocess.run([sys.executable, "-c", probe, *cmd], capture_output=True, text=True, check=True)
    rc, peak = out.stdout.split()
    return int(rc), int(peak)


def memory(a: argparse.Namespace, out: Path, built: tuple) -> None:
    """Peak RSS of `pirtool run` of the printed program against what it has to hold."""
    from pirtool.runner.blas import share
    from pirtool.runner.interpreter import Interpreter
    from pirtool.runner.training import Runner
    from pirtool.text.parser import parse_file

    main_text, startup_text, feed, _, _ = built
    mp, sp, fp = out / "transformer.main.pir", out / "transformer.startup.pir", out / "transformer.feed.npz"
    mp.write_text(main_text)
    sp.write_text(startup_text)
    np.savez(fp, **{k: np.concatenate([v, v]) for k, v in feed.items()})  # rows for 2 steps

    class Peak(Interpreter):
        """The most bytes of arrays the environment holds at once that are not the state's."""

        peak = 0

        def store(self, v: Any, arr: Any) -> None:
            super().store(v, arr)
            held = {id(x) for x in self.state.values()}
            live = {
                id(x): x.nbytes
                for x in self.env.values()
                if hasattr(x, "nbytes") and id(x) not in held and id(getattr(x, "base", None)) not in held
            }
            Peak.peak = max(Peak.peak, sum(live.values()))

    acts = {}
    for free in (False, True):
        r = Runner(parse_file(str(mp)), interpreter_cls=Peak, free_values=free)
        r.run_startup(parse_file(str(sp)))
        state = sum(x.nbytes for x in r.state.values() if hasattr(x, "nbytes"))
        Peak.peak = 0
        with share(1):  # the BLAS policy, as `pirtool run`
            r.step([feed], 1)
        acts[free] = Peak.peak
        del r
    py = [sys.executable, "-m", "pirtool"]
    _, base = rss_of([sys.executable, "-c", "import pirtool.cli, pirtool.runner.kernels"])
    _, parsed = rss_of(
        [
            sys.executable,
            "-c",
            "import pirtool.cli, pirtool.runner.kernels; from pirtool.text.parser import parse_file as p; "
            f"x = p({str(mp)!r}); y = p({str(sp)!r})",
        ]
    )
    rc, peak = rss_of([*py, "run", str(mp), "-s", str(sp), "--feed", str(fp), "--steps", "2", "-q"])
    mib = 1 / 2**20
    print(f"\n`pirtool run` of the transformer ({mp.stat().st_size * mib:.1f} MiB of text), 2 steps, exit {rc}:")
    print(f"  peak RSS                                 {peak * mib:8.0f} MiB")
    print(f"  parameters + optimizer state             {state * mib:8.0f} MiB")
    print(
        f"  activations live at once (one micro-step) {acts[True] * mib:7.0f} MiB (every value kept: {acts[False] * mib:.0f} MiB)"
    )
    print(f"  process with the program parsed          {parsed * mib:8.0f} MiB (imports alone {base * mib:.0f} MiB)")
    expect = state + acts[True] + parsed
    print(f"  peak / (state + activations + parsed)    {peak / expect:8.2f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", choices=MODELS, action="append", help="default: both")
    ap.add_argument("--load", choices=LOADS, action="append", help="default: both")
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--hidden", type=int, default=512)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--seq", type=int, default=128)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--mlp-layers", type=int, default=4)
    ap.add_argument("--width", type=int, default=256)
    ap.add_argument("--mlp-batch", type=int, default=64)
    ap.add_argument("--steps", type=int, default=None, help="timed steps (default: 3 transformer, 40 mlp)")
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--threads", type=int, default=None, help="pirtool's BLAS threads (default: its policy)")
    ap.add_argument("--blas-as-is", action="store_true", help="no BLAS thread limit for pirtool")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--profile-top", type=int, default=15)
    ap.add_argument("--memory", action="store_true", help="peak RSS of `pirtool run` of the transformer")
    ap.add_argument("--memory-only", action="store_true", help="--memory without timing the steps")
    ap.add_argument("--out", default=str(ROOT / "bench" / "out"), help="where --memory's programs go")
    a = ap.parse_args()
    rows = []
    steps = a.steps
    for model in a.model or MODELS:
        built = build(model, a)
        n_ops = sum(1 for line in built[0].splitlines() if '= "' in line)
        a.steps = steps or (3 if model == "transformer" else 40)
        for load in [] if a.memory_only else a.load or LOADS:
            r = measure(model, load, a, built)
            r["ops"] = n_ops
            rows.append(r)
            print(
                f"{model} {load}: paddle {r['paddle'] * 1e3:.1f} ms, pirtool {r['pirtool'] * 1e3:.1f} ms "
                f"({r['pirtool'] / r['paddle']:.2f}x)",
                file=sys.stderr,
            )
        if (a.memory or a.memory_only) and model == "transformer":
            out = Path(a.out)
            out.mkdir(parents=True, exist_ok=True)
            memory(a, out, built)
    print(
        f"\n{os.cpu_count()} CPUs; pirtool BLAS threads: {'as is' if a.blas_as_is else a.threads or 'policy'}; medians of the timed steps"
    )
    print("| model | ops | load | Paddle step | pirtool step | pirtool/Paddle | BLAS threads | losses agree |")
    print("|---|---:|---|---:|---:|---:|---|---|")
    for r in rows:
        print(
            f"| {r['model']} | {r['ops']} | {r['load']} | {r['paddle'] * 1e3:.1f} ms | {r['pirtool'] * 1e3:.1f} ms "
            f"| {r['pirtool'] / r['paddle']:.2f}x | {','.join(map(str, r['threads']))} "
            f"| {r['diff']:.1e} over {r['n'] + a.warmup} |"
        )


if __name__ == "__main__":
    main()
