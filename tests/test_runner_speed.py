"""The runner's speed work keeps every number: values freed after their last use, kernels that
write in place, float32 kept float32; and the BLAS thread rule (`runner.blas`)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from pirtool.runner import blas
from pirtool.runner.dtypes import np_dtype_of_type
from pirtool.runner.feeding import map_feeds
from pirtool.runner.interpreter import Interpreter
from pirtool.runner.kernels import KERNELS
from pirtool.runner.liveness import frees
from pirtool.runner.training import Runner
from pirtool.text.parser import parse

GM = Path(__file__).resolve().parents[1] / "samples" / "gm"
# one case of each kind of model and each optimizer (the whole set of 34 takes 25 s)
CASES = [
    "cond_adam_k3_noavg",
    "cond_sgd_k2_avg",
    "conv_adam_k5_avg",
    "conv_bn_adamw_k2_avg",
    "conv_momentum_k2_avg",
    "dynbatch_adam_k2_avg",
    "mlp_adagrad_k3_noavg",
    "mlp_adamax_k2_avg",
    "mlp_bias_momentum_k2_noavg",
    "mlp_clip_adam_k3_avg",
    "mlp_lamb_k2_avg",
    "mlp_sgd_k8_avg",
    "transformer_adamw_k2_avg",
]


class Watching(Interpreter):
    """Counts the values held at once, and each floating kernel result whose dtype is not the
    printed one (the store would cast it: a silent upcast or downcast)."""

    def __init__(self, *a: Any, **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.most = 0
        self.recast: set[tuple[str, str, str]] = set()

    def store(self, v: Any, a: Any) -> None:
        want = np_dtype_of_type(v.type) if v.type.is_tensor else None
        if want is not None and hasattr(a, "dtype") and a.dtype.kind == "f" and np.dtype(want).kind == "f":
            if a.dtype != np.dtype(want) and v.type.dtype != "bf16":
                op = v.owner if hasattr(v, "owner") else None
                self.recast.add((str(getattr(op, "name", "?")), str(a.dtype), str(want)))
        super().store(v, a)
        self.most = max(self.most, len(self.env))


def _train(case: str, merged: bool, free: bool) -> tuple[Runner, list[Any]]:
    main, startup = ("after", "startup.after") if merged else ("before", "startup.before")
    r = Runner(parse((GM / f"{case}.{main}.pir").read_text()), interpreter_cls=Watching, free_values=free)
    r.run_startup(parse((GM / f"{case}.{startup}.pir").read_text()))
    with np.load(GM / f"{case}.npz") as f:
        z = {k: f[k] for k in f.files}
    r.load_params(z)
    feeds = map_feeds(z, r.feed_names)
    b = r.rows_per_micro_step(None) if r.micro_batch() else 2
    k = 2 if merged else 1
    return r, r.train(feeds, k, b, 2)


def _digest(r: Runner, res: list[Any]) -> str:
    h = hashlib.sha256()
    for s in res:
        h.update(np.asarray(s.micro, dtype="float64").tobytes())
    for name in sorted(r.state):
        a = r.state[name]
        if hasattr(a, "dtype"):
            h.update(name.encode() + np.ascontiguousarray(a).tobytes())
    return h.hexdigest()


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("merged", [False, True], ids=["plain", "merged"])
def test_freeing_values_changes_no_number(case: str, merged: bool) -> None:
    """The same losses and state, bit for bit, with values dropped after their last use (a value
    dropped too early would be missing: a RunError), and fewer values held at once."""
    kept, res_kept = _train(case, merged, free=False)
    freed, res_freed = _train(case, merged, free=True)
    assert _digest(freed, res_freed) == _digest(kept, res_kept)
    assert freed.interp.most < kept.interp.most
    assert not kept.interp.recast, f"kernel results in another float dtype than printed: {sorted(kept.interp.recast)}"


def test_frees_nested_blocks_and_keep() -> None:
    """A value read inside an `if` is let go after the `if`, with the values its blocks
    define; a kept value never is; every value is let go at most once."""
    prog = parse((GM / "cond_sgd_k2_avg.before.pir").read_text())
    ops = list(prog.body.ops)
    if_op = next(op for op in ops if op.regions)
    inner = {r for sub in if_op.walk() if sub is not if_op for r in sub.results}
    plan = frees(ops)
    freed = [v for vs in plan.values() for v in vs]
    assert len(freed) == len(set(freed))
    assert inner <= set(plan[if_op])
    index = {op: i for i, op in enumerate(ops)}
    for op, vs in plan.items():
        for v in vs:
            users = [index[u] for u in ops if v in u.operands or any(v in s.operands for s in u.walk())]
            assert max(users, default=index[op]) == index[op] or v in inner
    loss = next(v for op in ops for v in op.results if op.name == "pd_op.mean")
    assert loss not in {v for vs in frees(ops, keep=[loss]).values() for v in vs}


def _adam_args(rng: np.random.Generator, n: int = 64) -> list[Any]:
    f = np.float32
    return [
        rng.standard_normal(n).astype(f),
        rng.standard_normal(n).astype(f) * f(1e-2),
        np.array([1e-3], f),
        rng.standard_normal(n).astype(f) * f(1e-3),
        np.abs(rng.standard_normal(n)).astype(f) * f(1e-6),
        None,
        np.array([0.9**3], f),
        np.array([0.999**3], f),
        None,
        None,
        None,
        None,
        None,
    ]


class _Op:
    def __init__(self, name: str, attrs: dict[str, Any] | None = None) -> None:
        self.name = name
        self.a = attrs or {}


class _Ctx:
    xp = np

    def attr(self, op: _Op, key: str, default: Any = None) -> Any:
        return op.a.get(key, default)

    to_scalar = staticmethod(Interpreter.to_scalar)


@pytest.mark.parametrize("name", ["pd_op.adam_", "pd_op.adamw_"])
def test_adam_in_place_is_the_general_path_bit_for_bit(name: str) -> None:
    """Written into its operands (writable arrays) or computed afresh (read-only ones): the same bits."""
    rng = np.random.default_rng(3)
    args = _adam_args(rng)
    fresh = [a.copy() if a is not None else None for a in args]
    for a in fresh:
        if a is not None:
            a.flags.writeable = False
    fn = KERNELS[name].fn
    into = fn(_Ctx(), _Op(name), *args)
    new = fn(_Ctx(), _Op(name), *fresh)
    assert into[1] is args[3] and into[2] is args[4]  # the moments written in place
    assert (into[0] is args[0]) == (name == "pd_op.adam_")  # AdamW's decay makes a new parameter first
    assert new[0] is not fresh[0]
    for x, y in zip(into[:3], new[:3], strict=True):
        assert x.dtype == np.float32 and x.tobytes() == y.tobytes()


@pytest.mark.parametrize("name", ["add_", "subtract_", "multiply_", "divide_", "maximum_", "minimum_"])
def test_binary_in_place_into_x(name: str) -> None:
    rng = np.random.default_rng(5)
    x = rng.standard_normal((4, 6)).astype("float32")
    y = rng.standard_normal(6).astype("float32") + np.float32(2)
    want = KERNELS[f"pd_op.{name[:-1]}"].fn(_Ctx(), _Op(f"pd_op.{name[:-1]}"), x, y)
    out = KERNELS[f"pd_op.{name}"].fn(_Ctx(), _Op(f"pd_op.{name}"), x, y)
    assert out is x and out.tobytes() == want.tobytes()
    small = rng.standard_normal(6).astype("float32")  # the result is bigger than x: not into x
    big = rng.standard_normal((4, 6)).astype("float32")
    out = KERNELS[f"pd_op.{name}"].fn(_Ctx(), _Op(f"pd_op.{name}"), small, big)
    assert out is not small and out.shape == (4, 6)


def test_layer_norm_in_place_is_the_formula() -> None:
    rng = np.random.default_rng(7)
    x = rng.standard_normal((3, 5, 8)).astype("float32")
    s, b = rng.standard_normal(8).astype("float32"), rng.standard_normal(8).astype("float32")
    y, mean, var = KERNELS["pd_op.layer_norm"].fn(_Ctx(), _Op("pd_op.layer_norm", {"begin_norm_axis": 2}), x, s, b)
    m = x.mean(axis=2, keepdims=True)
    v = ((x - m) ** 2).mean(axis=2, keepdims=True)
    want = (x - m) / np.sqrt(v + np.float32(1e-5)) * s + b
    assert y.dtype == np.float32 and y.tobytes() == want.tobytes()
    assert mean.tobytes() == m.reshape(3, 5).tobytes() and var.tobytes() == v.reshape(3, 5).tobytes()


# -- BLAS threads ---------------------------------------------------------------------------------
def test_choose_counts_free_cores_and_ranks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(blas, "cpus", lambda: list(range(8)))
    monkeypatch.setattr(blas, "quota_cores", lambda: None)
    assert blas.choose(1, busy=0.0, local=1) == 8
    assert blas.choose(1, busy=0.2, local=1) == 8  # a core used a fifth by others is still free
    assert blas.choose(1, busy=1.0, local=1) == 7
    assert blas.choose(1, busy=1.5, local=1) == 6
    assert blas.choose(2, busy=1.0, local=1) == 3  # 7 free cores, 2 ranks in this process
    assert blas.choose(1, busy=0.0, local=4) == 2  # a rank of 4 on this machine: its share
    assert blas.choose(3, busy=9.0, local=1) == 1  # never none
    monkeypatch.setattr(blas, "quota_cores", lambda: 2.5)  # a cgroup quota caps the cores
    assert blas.choose(1, busy=0.0, local=1) == 2


def test_others_busy_subtracts_our_own_cpu() -> None:
    a = blas.Sample(wall=10.0, busy=100.0, own=5.0)
    b = blas.Sample(wall=12.0, busy=103.0, own=7.0)  # 3 busy seconds over 2 s, 2 of them ours
    assert blas.others_busy(a, b) == pytest.approx(0.5)
    assert blas.others_busy(a, blas.Sample(wall=12.0, busy=None, own=7.0)) is None


def test_quota_cores(tmp_path: Path) -> None:
    (tmp_path / "q").write_text("150000 100000\n")
    (tmp_path / "m").write_text("max 100000\n")
    assert blas.quota_cores(str(tmp_path / "q")) == 1.5
    assert blas.quota_cores(str(tmp_path / "m")) is None
    assert blas.quota_cores(str(tmp_path / "none")) is None


def test_share_limits_numpy_blas_and_restores() -> None:
    threadpoolctl = pytest.importorskip("threadpoolctl")
    if not threadpoolctl.threadpool_info():
        pytest.skip("no BLAS threadpoolctl knows")

    def blas_threads() -> set[int]:
        return {i["num_threads"] for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas"}

    before = blas_threads()
    with blas.share(1, threads=1) as s:
        assert blas_threads() == {1}
        assert s.update() == 1
    assert blas_threads() == before
    with blas.share(1) as s:  # the rule: somewhere between one thread and one per core
        assert 1 <= min(blas_threads()) <= len(blas.cpus())
        assert s.threads in blas_threads()
    with pytest.raises(ValueError):
        blas.Share(1, threads=0)


def test_readings_in_quick_succession_reuse_the_window_just_ended(monkeypatch: pytest.MonkeyPatch) -> None:
    """Runs opened one after another (reduce's candidates) do not each wait a sampling window:
    only a reading with no window behind it sleeps; the next within MIN_WINDOW reuses its busy
    time (a neighbour's load of 3 cores here, on 4 CPUs: one thread)."""
    clock = [100.0]
    sleeps: list[float] = []
    samples = iter(range(10))

    def take(which: list[int] | None = None) -> blas.Sample:
        i = next(samples)
        return blas.Sample(wall=clock[0], busy=3.0 * i * blas.MIN_WINDOW, own=0.0)

    def sleep(dt: float) -> None:
        sleeps.append(dt)
        clock[0] += dt

    monkeypatch.setattr(blas, "cpus", lambda: [0, 1, 2, 3])
    monkeypatch.setattr(blas, "quota_cores", lambda path="": None)
    monkeypatch.setattr(blas.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(blas.time, "sleep", sleep)
    monkeypatch.setattr(blas.Sample, "take", staticmethod(take))
    monkeypatch.setattr(blas.Share, "_last", take())
    monkeypatch.setattr(blas.Share, "_measured", False)
    assert blas.Share(1, local=1).measure() == 1 and sleeps == [pytest.approx(blas.MIN_WINDOW)]
    for _ in range(5):
        clock[0] += blas.MIN_WINDOW / 10
        assert blas.Share(1, local=1).measure() == 1
    assert len(sleeps) == 1  # reused, not re-measured
    clock[0] += blas.MIN_WINDOW
    assert blas.Share(1, local=1).measure() in (1, 2, 3, 4) and len(sleeps) == 1  # a new window, no wait


# -- the front door: threads, phases, values freed ------------------------------------------------
def _spec(**kw: Any) -> Any:
    from pirtool.runner.session import RunSpec

    case = "mlp_adam_k2_avg"
    return RunSpec(
        [str(GM / f"{case}.after.pir")],
        startups=[str(GM / f"{case}.startup.after.pir")],
        params=[str(GM / f"{case}.npz")],
        feeds=[str(GM / f"{case}.npz")],
        steps=2,
        **kw,
    )


class BlasSeen(Interpreter):
    """Notes the BLAS thread counts in force while ops run."""

    seen: set[int] = set()

    def run_op(self, op: Any) -> None:
        import threadpoolctl

        BlasSeen.seen.update(i["num_threads"] for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas")
        super().run_op(op)


def test_run_spec_threads_and_phases() -> None:
    """`threads` is the BLAS limit while the steps run; `on_phase` hears each phase in order;
    the runners drop values after their last use and train as a runner that keeps them."""
    from pirtool.runner.session import open_run

    pytest.importorskip("threadpoolctl")
    phases: list[str] = []
    BlasSeen.seen = set()
    run = open_run(_spec(threads=1, interpreter=BlasSeen, on_phase=phases.append))
    steps = run.train()
    assert BlasSeen.seen == {1}
    assert phases[0] == f"reading {GM / 'mlp_adam_k2_avg.after.pir'}"
    assert phases.index("running the startup") < phases.index("loading parameters and feeds")
    assert phases[-2:] == ["step 1/2", "step 2/2"]
    assert all(r.free_values for r in run.runners)
    kept = Runner(parse((GM / "mlp_adam_k2_avg.after.pir").read_text()))
    kept.run_startup(parse((GM / "mlp_adam_k2_avg.startup.after.pir").read_text()))
    with np.load(GM / "mlp_adam_k2_avg.npz") as f:
        z = {k: f[k] for k in f.files}
    kept.load_params(z)
    want = kept.train(map_feeds(z, kept.feed_names), run.k, run.rows, 2)
    assert [s.micro for s in want] == [s.results[0].micro for s in steps]


def test_cli_threads_option() -> None:
    from click.testing import CliRunner

    from pirtool.cli import main

    case = "mlp_adam_k2_avg"
    args = ["run", str(GM / f"{case}.after.pir"), "-s", str(GM / f"{case}.startup.after.pir")]
    args += ["--feed", str(GM / f"{case}.npz"), "--params", str(GM / f"{case}.npz"), "--json"]
    plain = CliRunner().invoke(main, args)
    one = CliRunner().invoke(main, [*args, "--threads", "1"])
    assert plain.exit_code == 0 and one.exit_code == 0 and one.output == plain.output
    bad = CliRunner().invoke(main, [*args, "--threads", "0"])
    assert bad.exit_code == 2 and "--threads" in bad.output


class _Tty:
    def __init__(self) -> None:
        self.out = ""

    def isatty(self) -> bool:
        return True

    def write(self, s: str) -> None:
        self.out += s

    def flush(self) -> None:
        pass


def test_progress_phase_line() -> None:
    """A phase is shown once the run has taken `SHOW_AFTER` seconds, with the phase's own time,
    redrawn on each tick; a step's bar joins it; clear() erases it until the next phase; nothing
    off a terminal."""
    from pirtool.cli.runio import Progress

    now = [100.0]
    s = _Tty()
    p = Progress("run", stream=s, clock=lambda: now[0], ticker=False)
    p.phase("reading big.pir")
    assert s.out == ""  # too soon: a fast run shows nothing
    now[0] += Progress.SHOW_AFTER + 0.01
    p.tick()
    assert s.out.endswith(f"\rrun: reading big.pir  {Progress.SHOW_AFTER + 0.01:.1f}s\x1b[K")
    now[0] += 2
    p.phase("step 1/2")
    now[0] += 1.5
    p.tick()
    assert s.out.endswith("\rrun: step 1/2  1.5s\x1b[K")
    p.clear()
    assert s.out.endswith("\r\x1b[K")
    n = len(s.out)
    p.tick()
    assert len(s.out) == n  # cleared: not redrawn until the next phase or step
    p(1, 2)
    assert "1/2" in s.out[n:] and s.out.endswith("\x1b[K")
    p.phase("step 2/2")
    assert s.out.endswith("\x1b[K") and "step 2/2  0.0s  [" in s.out
    p(2, 2)
    assert s.out.endswith("\r\x1b[K")

    class Pipe(_Tty):
        def isatty(self) -> bool:
            return False

    q = Pipe()
    off = Progress("run", stream=q, clock=lambda: now[0], ticker=False)
    off.phase("reading big.pir")
    now[0] += 5
    off.tick()
    assert q.out == ""


def test_npz_archives_are_read_once_until_they_change(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """check-loss reads one npz as parameters and feed of both sides, reduce opens run after run:
    the archive is read once while its stat stays, read-only (a run copies what it changes), and
    again when it is rewritten."""
    from pirtool.runner import inputs

    loads: list[str] = []
    real_load = np.load
    monkeypatch.setattr(np, "load", lambda p, **kw: loads.append(str(p)) or real_load(p, **kw))
    monkeypatch.setattr(inputs, "_npz_cache", {})
    f = tmp_path / "p.npz"
    np.savez(f, w=np.arange(3.0))
    a, b = inputs.load_npz(f, "params_opt"), inputs.load_npz(str(f), "feed_opt")
    assert len(loads) == 1 and a is not b and a["w"] is b["w"] and not a["w"].flags.writeable
    np.savez(f, w=np.arange(4.0))
    os.utime(f, ns=(1, 1))  # a new stat even within the clock's resolution
    assert inputs.load_npz(f, "params_opt")["w"].shape == (4,) and len(loads) == 2
