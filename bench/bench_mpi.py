"""Benchmark several ranks: in-process threads vs MPI processes (`mpiexec -n N`), side by side.

Two jobs:
* data parallel, 8 ranks: generated rank programs of a width-W, depth-L ReLU MLP with an MSE
  loss (Paddle's forward/backward/optimizer ops and roles), every weight gradient summed over
  ring 0 by `c_allreduce_sum` and scaled by 1/8 before `sgd_`; each rank reads its own rows;
* pipeline, 4 stages: Paddle's own 1F1B job plans of samples/pp/pp4_1f1b_mlp_adamw_k8 (8
  micro-batches per step, p2p between stages).

For each: the time of one optimizer step (the best run with S+1 steps minus the best run with 1
step, over S: start-up, parsing and the MPI launch cancel out) and the peak RSS of the largest process (the
one process of the threads run; the largest rank process under MPI), min over --repeat runs.

Usage: python bench/bench_mpi.py [--width 256] [--depth 4] [--rows 64] [--steps 20] [--repeat 3]
Needs mpi4py and mpiexec (pip install -e '.[mpi]'). Outputs go to bench/out/ (gitignored).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out" / "mpi"
PP = ROOT / "samples" / "pp" / "pp4_1f1b_mlp_adamw_k8"


def dp_program(width: int, depth: int, rows: int, nranks: int) -> str:
    """One data-parallel rank's main program (all ranks run the same text on their own rows)."""
    t = f"tensor<{rows}x{width}xf32>"
    w = f"tensor<{width}x{width}xf32>"
    lines = ["{"]
    n = 0

    def op(text: str) -> int:
        nonlocal n
        lines.append("    " + text.replace("%@", f"%{n}"))
        n += 1
        return n - 1

    params = [
        op(
            f'(%@) = "builtin.parameter" () {{is_parameter:[true],op_role:0,parameter_name:"w{i}",persistable:[true],'
            f"stop_gradient:[false],trainable:[true]}} : () -> {w}"
        )
        for i in range(depth)
    ]
    x = op(
        f'(%@) = "pd_op.data" () {{dtype:float32,name:"input0",op_role:0,place:Place(undefined:0),shape:[{rows},{width}],'
        f"stop_gradient:[true]}} : () -> {t}"
    )
    y = op(
        f'(%@) = "pd_op.data" () {{dtype:float32,name:"label0",op_role:0,place:Place(undefined:0),shape:[{rows},{width}],'
        f"stop_gradient:[true]}} : () -> {t}"
    )
    ins, h = [], x
    for i, p in enumerate(params):
        ins.append(h)
        m = op(
            f'(%@) = "pd_op.matmul" (%{h}, %{p}) {{op_role:0,stop_gradient:[false],transpose_x:false,transpose_y:false}} : ({t}, {w}) -> {t}'
        )
        h = (
            m
            if i == depth - 1
            else op(f'(%@) = "pd_op.relu" (%{m}) {{op_role:0,stop_gradient:[false]}} : ({t}) -> {t}')
        )
    d = op(f'(%@) = "pd_op.subtract" (%{h}, %{y}) {{op_role:0,stop_gradient:[false]}} : ({t}, {t}) -> {t}')
    sq = op(f'(%@) = "pd_op.square" (%{d}) {{op_role:0,stop_gradient:[false]}} : ({t}) -> {t}')
    ax = op(
        '(%@) = "pd_op.full_int_array" () {dtype:int64,op_role:0,place:Place(cpu),stop_gradient:[true],value:[]} : () -> tensor<0xi64>'
    )
    loss = op(
        f'(%@) = "pd_op.mean" (%{sq}, %{ax}) {{keepdim:false,op_role:0,stop_gradient:[false]}} : ({t}, tensor<0xi64>) -> tensor<f32>'
    )
    lines.append(f'    () = "builtin.shadow_output" (%{loss}) {{op_role:0,output_name:"loss_0"}} : (tensor<f32>) -> ')
    one = op(
        '(%@) = "pd_op.full" () {dtype:float32,op_role:1,place:Place(cpu),shape:[1],stop_gradient:[true],value:1} : () -> tensor<1xf32>'
    )
    g = op(
        f'(%@) = "pd_op.full_like" (%{loss}, %{one}) {{dtype:float32,op_role:1,place:Place(undefined:0),stop_gradient:[false]}} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>'
    )
    g = op(
        f'(%@) = "pd_op.mean_grad" (%{sq}, %{g}, %{ax}) {{keepdim:false,op_role:1,reduce_all:false,stop_gradient:[false]}} : ({t}, tensor<f32>, tensor<0xi64>) -> {t}'
    )
    g = op(f'(%@) = "pd_op.square_grad" (%{d}, %{g}) {{op_role:1,stop_gradient:[false]}} : ({t}, {t}) -> {t}')
    lines.append(
        f'    (%{n}, %{n + 1}) = "pd_op.subtract_grad" (%{h}, %{y}, %{g}) {{axis:-1,op_role:1,stop_gradient:[false,false]}} : ({t}, {t}, {t}) -> {t}, {t}'
    )
    g, n = n, n + 2
    grads: dict[int, int] = {}
    for i in reversed(range(depth)):
        lines.append(
            f'    (%{n}, %{n + 1}) = "pd_op.matmul_grad" (%{ins[i]}, %{params[i]}, %{g}) {{op_role:1,stop_gradient:[false,false],'
            f"transpose_x:false,transpose_y:false}} : ({t}, {w}, {t}) -> {t}, {w}"
        )
        gx, grads[i], n = n, n + 1, n + 2
        if i:
            g = op(
                f'(%@) = "pd_op.relu_grad" (%{ins[i]}, %{gx}) {{op_role:1,stop_gradient:[false]}} : ({t}, {t}) -> {t}'
            )
    lr = op(
        '(%@) = "pd_op.full" () {dtype:float32,op_role:2,place:Place(cpu),shape:[],stop_gradient:[true],value:0.01} : () -> tensor<f32>'
    )
    for i in range(depth):
        s = op(
            f'(%@) = "pd_op.c_allreduce_sum" (%{grads[i]}) {{op_role:1,ring_id:0,use_calc_stream:true}} : ({w}) -> {w}'
        )
        s = op(
            f'(%@) = "pd_op.scale" (%{s}) {{bias:0,bias_after_scale:true,op_role:1,scale:{1 / nranks!r},stop_gradient:[false]}} : ({w}) -> {w}'
        )
        lines.append(
            f'    (%{n}, %{n + 1}) = "pd_op.sgd_" (%{params[i]}, %{lr}, %{s}, <<NULL VALUE>>) {{multi_precision:false,op_role:2,'
            f"stop_gradient:[true,false]}} : ({w}, tensor<f32>, {w}, <<NULL TYPE>>) -> {w}, <<NULL TYPE>>"
        )
        n += 2
    lines.append("}")
    return "\n".join(lines) + "\n"


def dp_job(width: int, depth: int, rows: int, nranks: int, steps: int) -> list[str]:
    """The `pirtool run` arguments of the data-parallel job (files written under OUT)."""
    rng = np.random.default_rng(0)
    d = OUT / f"dp{nranks}_w{width}_d{depth}_b{rows}"
    d.mkdir(parents=True, exist_ok=True)
    text = dp_program(width, depth, rows, nranks)
    args: list[str] = []
    for r in range(nranks):
        (d / f"rank{r}.pir").write_text(text)
        args.append(str(d / f"rank{r}.pir"))
    np.savez(
        d / "params.npz",
        **{f"w{i}": (rng.normal(size=(width, width)) / np.sqrt(width)).astype("float32") for i in range(depth)},
    )
    for r in range(nranks):
        np.savez(
            d / f"feed{r}.npz",
            input0=rng.normal(size=(rows * steps, width)).astype("float32"),
            label0=rng.normal(size=(rows * steps, width)).astype("float32"),
        )
        args += ["--feed", str(d / f"feed{r}.npz")]
    return [*args, "--params", str(d / "params.npz"), "-b", str(rows)]


def pp_job(steps: int) -> list[str]:
    ref = json.loads((PP / "ref.json").read_text())
    cfg, b = ref["config"], ref["micro_batch_size"]
    z = np.load(PP / "ref.npz")
    ranks = sorted(PP.glob("rank*"), key=lambda p: int(p.name[4:]))
    per_step = cfg["k"] * b
    reps = -(-steps * per_step // len(z["x"]))
    OUT.mkdir(parents=True, exist_ok=True)
    np.savez(OUT / "pp4_feed.npz", input0=np.concatenate([z["x"]] * reps), label0=np.concatenate([z["y"]] * reps))
    args = [str(r) for r in ranks]
    for r in ranks:
        args += ["-s", str(r / "startup_after.pir")]
    return [
        *args,
        "--params",
        str(PP / "ref.npz"),
        "--feed",
        str(OUT / "pp4_feed.npz"),
        "-k",
        str(cfg["k"]),
        "-b",
        str(b),
    ]


def measure(cmd: list[str]) -> tuple[float, float]:
    """(wall seconds, peak RSS in MB of the largest process) of one run."""
    probe = (
        "import resource, subprocess, sys, time; t = time.perf_counter(); "
        "r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); t = time.perf_counter() - t; "
        "print(r.returncode, t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    out = subprocess.run([sys.executable, "-c", probe, *cmd], capture_output=True, text=True, check=True).stdout.split()
    if out[0] != "0":
        raise SystemExit(f"failed ({out[0]}): {' '.join(cmd)}")
    return float(out[1]), int(out[2]) / 1024


def bench(name: str, nranks: int, args: list[str], steps: int, repeat: int, mpiexec: str) -> dict[str, float]:
    base = [sys.executable, "-m", "pirtool", "run", *args]
    row: dict[str, float] = {}
    for mode in ("threads", "mpi"):
        pre = [mpiexec, "-n", str(nranks)] if mode == "mpi" else []
        ones, manys, rsss = [], [], []
        for _ in range(repeat):  # the two lengths alternate, so both see the same machine
            one, _rss1 = measure([*pre, *base, "--steps", "1"])
            many, rss = measure([*pre, *base, "--steps", str(steps + 1)])
            ones.append(one)
            manys.append(many)
            rsss.append(rss)
        # the best of each length: a slow start-up (the MPI launch varies by 0.3 s here) in one run
        # does not turn into a step time
        row[f"{mode}_step_s"], row[f"{mode}_rss_mb"] = (min(manys) - min(ones)) / steps, min(rsss)
    print(
        f"{name:<28} {nranks:>5}  {row['threads_step_s'] * 1e3:>9.1f} ms  {row['mpi_step_s'] * 1e3:>9.1f} ms  "
        f"{row['threads_step_s'] / row['mpi_step_s']:>7.2f}x  {row['threads_rss_mb']:>9.0f} MB  {row['mpi_rss_mb']:>9.0f} MB",
        flush=True,
    )
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--width", type=int, default=256)
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--rows", type=int, default=64)
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument(
        "--steps", type=int, default=20, help="steps timed (the pipeline runs 3x as many: its steps are short)"
    )
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    mpiexec = shutil.which("mpiexec", path=os.path.dirname(sys.executable)) or shutil.which("mpiexec")
    if mpiexec is None:
        raise SystemExit("needs mpiexec: pip install -e '.[mpi]'")
    print(f"{os.cpu_count()} cores; one optimizer step (min of {a.repeat}); peak RSS of the largest process")
    print(f"{'job':<28} {'ranks':>5}  {'threads':>12}  {'MPI':>12}  {'speedup':>8}  {'RSS thr.':>12}  {'RSS/rank':>12}")
    t0 = time.perf_counter()
    bench(
        f"data parallel {a.width}x{a.depth}, b={a.rows}",
        a.ranks,
        dp_job(a.width, a.depth, a.rows, a.ranks, a.steps + 1),
        a.steps,
        a.repeat,
        mpiexec,
    )
    bench("pipeline 1F1B, 4 stages, k=8", 4, pp_job(3 * a.steps + 1), 3 * a.steps, a.repeat, mpiexec)
    print(f"({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
