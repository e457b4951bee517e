"""Ranks as MPI processes: `mpiexec -n N pirtool run/check-loss ...` prints what the in-process
run of the same ranks prints (byte for byte here: the samples' collectives add two ranks or
none, and p2p moves exact copies), writes the same `--save-state`, and never hangs: a rank that
fails, a launch of the wrong size, a rank that skips a collective or a send all end the job
with a located error. Needs mpi4py and an `mpiexec` (the `mpi` extra, which `test` includes);
skipped without them."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from pirtool.cli.ranks import _without_launch_options
from pirtool.runner.comm.mpi import launched, launcher_size

ROOT = Path(__file__).resolve().parents[1]
PP = ROOT / "samples" / "pp"
REAL = ROOT / "samples" / "real"
MPIEXEC = shutil.which("mpiexec", path=os.path.dirname(sys.executable)) or shutil.which("mpiexec")

try:
    import mpi4py  # noqa: F401

    HAVE_MPI = MPIEXEC is not None
except ImportError:
    HAVE_MPI = False

needs_mpi = pytest.mark.skipif(not HAVE_MPI, reason="needs mpi4py and mpiexec: pip install -e '.[mpi]'")
pytestmark = pytest.mark.mpi
TIMEOUT = 120  # seconds: a hang fails the test instead of the suite


def _env() -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PMI_SIZE", "OMPI_COMM_WORLD_SIZE", "PMIX_SIZE", "SLURM_STEP_NUM_TASKS")
    }
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _pirtool(*args: str, n: int | None = None) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "pirtool", *args]
    if n is not None:
        cmd = [str(MPIEXEC), "-n", str(n), *cmd]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, env=_env(), cwd=ROOT)


def _pp_args(case: str, tmp: Path) -> list[str]:
    """`run` arguments for every rank of a samples/pp case: Paddle's job directories, startups,
    the reference parameters and each rank's rows (a data-parallel rank its b of each micro-batch)."""
    d = PP / case
    ranks = sorted(d.glob("rank*"), key=lambda p: int(p.name.removeprefix("rank")))
    ref = json.loads((d / "ref.json").read_text())
    cfg, b = ref["config"], ref["micro_batch_size"]
    dp, z = cfg["dp"], np.load(d / "ref.npz")
    args = [str(r) for r in ranks]
    for r in ranks:
        args += ["-s", str(r / "startup_after.pir")]
    if case.startswith("zero"):  # a ZeRO rank reads every dp rank's rows and slices its own
        f = tmp / "feed.npz"
        np.savez(f, input0=z["x"], label0=z["y"])
        return [
            *args,
            "--feed",
            str(f),
            "--params",
            str(d / "ref.npz"),
            "-k",
            str(cfg["k"]),
            "-b",
            str(b * dp),
            "--steps",
            str(ref["steps"]),
        ]
    for i in range(len(ranks)):
        q = i % (len(ranks) // cfg["pp"]) if dp > 1 else 0

        def mine(a: np.ndarray, q: int = q) -> np.ndarray:
            return np.concatenate([a[m * b * dp + q * b : m * b * dp + (q + 1) * b] for m in range(len(a) // (b * dp))])

        f = tmp / f"feed{i}.npz"
        np.savez(f, input0=mine(z["x"]), label0=mine(z["y"]))
        args += ["--feed", str(f)]
    return args + ["--params", str(d / "ref.npz"), "-k", str(cfg["k"]), "-b", str(b), "--steps", str(ref["steps"])]


# -- without a launcher ------------------------------------------------------------------------------
def test_launcher_detection_reads_the_environment() -> None:
    assert launcher_size({}) is None and not launched({})
    assert launcher_size({"PMI_SIZE": "4"}) == 4 and launched({"PMI_SIZE": "4"})
    assert launched({"OMPI_COMM_WORLD_SIZE": "2"}) and not launched({"PMI_SIZE": "1"})


def test_relaunch_drops_only_its_own_options() -> None:
    argv = ["check-loss", "b.pir", "a0.pir", "a1.pir", "--launcher", "mpi", "-n", "2", "-k", "2", "--nprocs=2", "-n4"]
    assert _without_launch_options(argv) == ["check-loss", "b.pir", "a0.pir", "a1.pir", "-k", "2"]


def test_launcher_mpi_refuses_a_wrong_process_count_before_running() -> None:
    d = PP / "pp2_fthenb_mlp_sgd_k2"
    r = _pirtool("run", str(d / "rank0"), str(d / "rank1"), "--launcher", "mpi", "-n", "3")
    assert r.returncode == 2 and "error: --launcher mpi -n 3: 2 rank program(s) need 2 processes" in r.stderr
    assert "Traceback" not in r.stderr


# -- under mpiexec -----------------------------------------------------------------------------------
@needs_mpi
@pytest.mark.parametrize(
    "case", ["pp2_1f1b_mlp_adam_k4", "pp4_vpp2_mlp_adamw_k8", "pp2dp2_fthenb_mlp_sgd_k4_clip", "zero3_mlp_adamw_k2"]
)
def test_pipeline_ranks_as_processes_match_the_in_process_run(case: str, tmp_path: Path) -> None:
    """2- and 4-stage pipelines (1F1B, VPP), a pipeline of data-parallel pairs and ZeRO stage 3
    (sharded parameters, reduce_scatter / all_gather): p2p as MPI point-to-point, collectives
    MPI's; output and saved state identical, and the losses Paddle's."""
    args = [*_pp_args(case, tmp_path), "--json"]
    n = len(list((PP / case).glob("rank*")))
    here = _pirtool("run", *args, "--save-state", str(tmp_path / "here.npz"))
    mpi = _pirtool("run", *args, "--save-state", str(tmp_path / "mpi.npz"), n=n)
    assert here.returncode == 0, here.stderr
    assert mpi.returncode == 0, mpi.stderr
    assert mpi.stdout == here.stdout and len(mpi.stdout.splitlines()) == 3
    want = json.loads((PP / case / "ref.json").read_text())["merged"]["losses_per_call"]
    rows = [json.loads(x) for x in mpi.stdout.splitlines()]
    losses = [np.mean([m for m in r["micro"] if m], axis=0) for r in rows]  # the last stage's ranks
    np.testing.assert_allclose(losses, want, rtol=1e-5)  # Paddle's single-process gradient merge
    a, b = np.load(tmp_path / "here.npz"), np.load(tmp_path / "mpi.npz")
    assert sorted(a.files) == sorted(b.files) and any(k.startswith(f"rank{n - 1}/") for k in a.files)
    for k in a.files:
        np.testing.assert_array_equal(a[k], b[k], err_msg=k)


def _dp_case(tmp: Path) -> tuple[list[str], list[str]]:
    """BEFORE and AFTER's two data-parallel ranks (samples/real's dp program, rank 1 reading the
    second half of the rows), and the shared options of check-loss."""
    rank0 = REAL / "gen_dist_mesh2_dp_momentum_05_final_dense_main.pir"
    rank1 = tmp / "rank1.pir"
    rank1.write_text(
        rank0.read_text()
        .replace("value:[4]}", "value:[@8]}")
        .replace("value:[0]}", "value:[4]}")
        .replace("value:[@8]}", "value:[8]}")
    )
    rng = np.random.default_rng(0)
    np.savez(
        tmp / "p.npz",
        **{
            "linear_0.w_0.dist": rng.normal(size=(16, 16)).astype("float32") * 0.3,
            "linear_0.b_0.dist": rng.normal(size=16).astype("float32") * 0.1,
            "linear_1.w_0.dist": rng.normal(size=(16, 8)).astype("float32") * 0.3,
            "linear_1.b_0": rng.normal(size=8).astype("float32") * 0.1,
        },
    )
    np.savez(
        tmp / "f.npz",
        input0=rng.normal(size=(16, 16)).astype("float32"),
        label0=rng.normal(size=(16, 8)).astype("float32"),
    )
    before = REAL / "gen_dist_mesh2_dp_momentum_01_before_partition.pir"
    common = [
        "-k",
        "1",
        "-s",
        str(REAL / "gen_dist_mesh2_dp_momentum_06_final_dist_startup.pir"),
        "--params",
        str(tmp / "p.npz"),
        "--feed",
        str(tmp / "f.npz"),
    ]
    return [str(before), str(rank0), str(rank1)], common


@needs_mpi
def test_data_parallel_check_loss_under_mpi_and_with_launcher_mpi(tmp_path: Path) -> None:
    progs, common = _dp_case(tmp_path)
    here = _pirtool("check-loss", *progs, *common)
    mpi = _pirtool("check-loss", *progs, *common, n=2)
    spawned = _pirtool("check-loss", *progs, *common, "--launcher", "mpi")
    assert here.returncode == mpi.returncode == spawned.returncode == 0, mpi.stderr + spawned.stderr
    assert mpi.stdout == here.stdout == spawned.stdout
    assert here.stdout.count("OK 2 steps") == 1  # written once, by rank 0
    wrong = [progs[0], progs[1], progs[1]]  # rank 0's program twice: both read the first half
    here, mpi = (
        _pirtool("check-loss", *wrong, *common, "--json"),
        _pirtool("check-loss", *wrong, *common, "--json", n=2),
    )
    assert here.returncode == mpi.returncode == 1 and mpi.stdout == here.stdout
    assert json.loads(mpi.stdout.splitlines()[-1])["fail"].startswith("step 1: loss differs")


@needs_mpi
def test_a_launch_of_the_wrong_size_is_one_clear_error(tmp_path: Path) -> None:
    progs, common = _dp_case(tmp_path)
    r = _pirtool("check-loss", *progs, *common, n=3)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.count("error: the launcher started 3 processes for 2 rank program(s)") == 1


@needs_mpi
def test_a_rank_with_bad_input_stops_every_process_with_its_error(tmp_path: Path) -> None:
    progs, common = _dp_case(tmp_path)
    broken = tmp_path / "broken.pir"
    lines = Path(progs[2]).read_text().splitlines(keepends=True)
    lines[5] = lines[5].replace(" = ", " = = ", 1)
    broken.write_text("".join(lines))
    r = _pirtool("check-loss", progs[0], progs[1], str(broken), *common, n=2)
    assert r.returncode == 2, r.stderr
    assert f"{broken}:6:" in r.stderr and "error:" in r.stderr and "Traceback" not in r.stderr
    missing = tmp_path / "missing.pir"  # rank 1 fails late, in training: a kernel that does not exist
    missing.write_text(Path(progs[2]).read_text().replace('"pd_op.momentum_"', '"pd_op.momentum_nonexistent_"', 1))
    assert "pd_op.momentum_nonexistent_" in missing.read_text()
    r = _pirtool("check-loss", progs[0], progs[1], str(missing), *common, n=2)
    assert r.returncode == 2 and "no kernel for this op" in r.stderr and f"{missing}:" in r.stderr, r.stderr


def _prog(body: str) -> str:
    t = "tensor<2x3xf32>"
    return (
        "{\n"
        f'    (%0) = "pd_op.data" () {{dtype:float32,name:"x",place:Place(undefined:0),shape:[2,3],stop_gradient:[true]}} : () -> {t}\n'
        + body
        + f'    () = "builtin.shadow_output" (%1) {{output_name:"loss_0"}} : ({t}) -> \n'
        + "}\n"
    )


def _two_ranks(tmp: Path, body0: str, body1: str) -> list[str]:
    paths = []
    for i, body in enumerate((body0, body1)):
        p = tmp / f"r{i}.pir"
        p.write_text(_prog(body))
        paths.append(str(p))
    np.savez(tmp / "f.npz", x=np.ones((2, 3), "float32"))
    return [*paths, "--feed", str(tmp / "f.npz"), "-b", "2"]


T = "tensor<2x3xf32>"
AR = '    (%{n}) = "pd_op.all_reduce" (%{i}) {{reduce_type:0,ring_id:0}} : (' + T + ") -> " + T + "\n"


@needs_mpi
def test_a_rank_that_skips_a_collective_is_named_not_waited_for(tmp_path: Path) -> None:
    args = _two_ranks(tmp_path, AR.format(n=1, i=0) + AR.format(n=2, i=1), AR.format(n=1, i=0))
    here, mpi = _pirtool("run", *args), _pirtool("run", *args, n=2)
    assert here.returncode == mpi.returncode == 2, mpi.stderr
    assert "rank 1 finished without joining it" in here.stderr and "rank 1 finished without joining it" in mpi.stderr
    assert f"{tmp_path / 'r0.pir'}:4:5: error: pd_op.all_reduce" in mpi.stderr  # rank 0's second all_reduce


@needs_mpi
def test_a_recv_whose_peer_never_sends_is_an_error_not_a_hang(tmp_path: Path) -> None:
    recv = (
        '    (%1) = "pd_op.recv_v2" () {dtype:float32,out_shape:[2,3],peer:1,ring_id:4,use_calc_stream:true} : () -> '
        + T
        + "\n"
    )
    other = '    (%1) = "pd_op.scale" (%0) {bias:0,bias_after_scale:true,scale:2} : (' + T + ") -> " + T + "\n"
    r = _pirtool(
        "run",
        *_two_ranks(
            tmp_path, recv, other + '    (%2) = "pd_op.c_identity" (%1) {ring_id:4} : (' + T + ") -> " + T + "\n"
        ),
        n=2,
    )
    assert r.returncode == 2 and "rank 1 finished without sending it" in r.stderr, r.stderr
    # rank 1 waits in a barrier for rank 0, which waits for rank 1's value: a deadlock, said at once
    r = _pirtool(
        "run", *_two_ranks(tmp_path, recv, other + '    () = "pd_op.barrier" (%0) {ring_id:4} : (' + T + ") -> \n"), n=2
    )
    assert r.returncode == 2 and "deadlock: every rank waits and none can proceed" in r.stderr, r.stderr
    assert "pd_op.recv_v2 at line 3" in r.stderr and "pd_op.barrier at line 4" in r.stderr


@needs_mpi
def test_nan_on_one_rank_is_the_agreed_verdict_of_all(tmp_path: Path) -> None:
    log = '    (%1) = "pd_op.log" (%0) {} : (' + T + ") -> " + T + "\n"
    np_ = '    (%1) = "pd_op.scale" (%0) {bias:0,bias_after_scale:true,scale:1} : (' + T + ") -> " + T + "\n"
    args = _two_ranks(tmp_path, np_, log)
    np.savez(tmp_path / "f0.npz", x=np.ones((2, 3), "float32"))
    np.savez(tmp_path / "f1.npz", x=-np.ones((2, 3), "float32"))
    args = [
        args[0],
        args[1],
        "--feed",
        str(tmp_path / "f0.npz"),
        "--feed",
        str(tmp_path / "f1.npz"),
        "-b",
        "2",
        "--json",
    ]
    here, mpi = _pirtool("run", *args), _pirtool("run", *args, n=2)
    assert here.returncode == mpi.returncode == 1 and mpi.stdout == here.stdout
    assert json.loads(mpi.stdout.splitlines()[0])["error"] == "rank 1: loss is nan"


@needs_mpi
def test_every_collective_of_the_mpi_backend_against_the_in_process_definition() -> None:
    r = subprocess.run(
        [str(MPIEXEC), "-n", "4", sys.executable, str(ROOT / "tests" / "mpi" / "collectives.py")],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=_env(),
        cwd=ROOT,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    import re

    oks = sorted(re.findall(r"ok (\d+) (\d+)", r.stdout))  # the ranks' lines may interleave
    assert [rank for rank, _ in oks] == ["0", "1", "2", "3"] and all(int(n) > 50 for _, n in oks)


@needs_mpi
def test_zero3_ranks_as_mpi_processes_put_their_shards_together_for_check_loss(tmp_path: Path) -> None:
    """`MpiRankGroup` (check-loss's AFTER under MPI): every stage-3 parameter whole at rank 0, each
    rank's shard in its place: Paddle's un-sharded gradient-merge numbers after every step."""
    out = tmp_path / "group.npz"
    r = subprocess.run(
        [str(MPIEXEC), "-n", "2", sys.executable, str(ROOT / "tests" / "mpi" / "zero_group.py"), str(out)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=_env(),
        cwd=ROOT,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    case = PP / "zero3_mlp_sgd_k3"
    z, got = np.load(case / "ref.npz"), np.load(out)
    names = json.loads((case / "ref.json").read_text())["param_names"]
    for step in (1, 2):
        for name in names:
            np.testing.assert_allclose(got[f"step{step}/{name}"], z[f"merged/step{step}/{name}"], rtol=1e-4, atol=1e-6)
    assert all(got[f"state/{n}"].shape == z[f"merged/step1/{n}"].shape for n in names)


@needs_mpi
def test_run_check_under_mpi_is_said_once() -> None:
    d = PP / "pp2_fthenb_mlp_sgd_k2"
    progs = [str(d / "rank0" / "gm_after.pir"), str(d / "rank1" / "gm_after.pir")]
    here, mpi = _pirtool("run", "--check", *progs), _pirtool("run", "--check", *progs, n=2)
    assert here.returncode == mpi.returncode == 0
    assert mpi.stdout == here.stdout and here.stdout.count("ops have kernels") == 2
