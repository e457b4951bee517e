"""Print PaddlePaddle 3.3.1's pipeline-parallel and sharded (ZeRO) rank programs, job lists and
job programs, one process per rank, plus reference numbers: pirtool's oracle for the job plan.

Oracle script: needs the real ``paddlepaddle==3.3.1`` CPU wheel and numpy; it is run by
humans (``pip install -e '.[oracle]'``), never by the test suite.

Each case builds a small dygraph model whose layers are placed on one ``ProcessMesh`` per
pipeline stage (or, for ZeRO, one data-parallel mesh with ``dist.shard_optimizer``) and
converts it with ``dist.to_static`` (the auto-parallel static ``Engine``). Every rank runs in
its own child process with ``PADDLE_TRAINER_ID``/``PADDLE_TRAINERS_NUM`` set and Paddle's
pp-stage helpers replaced by ``rank // (world // pp_degree)`` (one real process would divide by
zero), as ``../shared/docs/job-plan.md`` describes. Per case ``NAME`` it writes into
``<out>/pp/NAME/`` (default ``samples/pp``):

* ``rank<R>/gm_before.pir``, ``gm_after.pir``, ``startup_before.pir``, ``startup_after.pir``:
  main and startup right before and after Paddle's own gradient-merge pass (wrapped
  ``GradientMergePass._apply_single_impl``);
* ``rank<R>/dist.pir``, ``dense.pir``: ``Engine._pir_dist_main_progs`` / ``_pir_dense_main_progs``
  when ``_parallel_pir`` returns (the dense one after the scheduler pass, which adds stream
  attributes to it in place); ``dense_pre_plan.pir``: the dense program as the scheduler pass
  (or, for GM alone, ``_split_program_into_forward_backward_optimize``) receives it, i.e. the
  output of dist-to-dense + ``remove_unuseful_comm_op_pass``;
* ``rank<R>/jobs.json`` (``[[job_type, micro_batch_id], ...]``) and ``rank<R>/job_<type>.pir``
  (``_job_plan.ir_program(type)`` for every ``_job_plan.job_types()``);
* ``ref.json`` + ``ref.npz``: config, per-rank status and pass attributes, and the numbers of
  two single-process runs of the same model on one mesh ``[0]`` (same seed, same initial
  values): ``plain`` (no merging, k*b*dp rows per step) and ``merged`` (Paddle's
  gradient merge, k micro-batches of b*dp rows, avg on: what a pipeline forces).

After ``_parallel_pir`` the child leaves with ``os._exit(0)`` (the next step, ``_initialize``,
would need communicators). Usage::

    python scripts/gen_pp_cases.py [--out samples] [--only NAME ...] [--list] [--index]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

from _cases import array_dataset, case_parser, run_cases  # scripts/ is sys.path[0]
from _paddle_hooks import gm_pass_attrs, hook_gradient_merge  # scripts/ is sys.path[0]
from _samples import store  # scripts/ is sys.path[0]

MICRO_BATCH = 4
STEPS = 3
CLIP_NORM = 0.05
TIMEOUT = 240


@dataclass(frozen=True)
class Case:
    model: str  # mlp | mlp3d | transformer
    depth: int  # number of Block layers (the pipeline segments)
    width: int
    opt: str  # sgd | momentum | adam | adamw
    k: int
    pp: int = 1
    schedule: str = ""  # FThenB | 1F1B | VPP | "" (GM alone, ZeRO)
    vpp: int = 1
    split_backward: bool = False
    dp: int = 1
    sharding: int = 0  # ZeRO stage 1/2/3 on the dp axis
    bias: bool = True
    clip: bool = False
    recompute: bool = False
    vshape: bool = False  # VPP chunks placed V-shaped by hand (what ZBVPP's job list assumes)
    note: str = ""

    @property
    def world(self) -> int:
        return max(self.pp, 1) * self.dp


# fmt: off
CASES: dict[str, Case] = {
    # FThenB
    "pp2_fthenb_mlp_sgd_k2": Case("mlp", 4, 16, "sgd", 2, pp=2, schedule="FThenB", note="2 blocks per stage"),
    "pp2_fthenb_mlp_adamw_k4_recompute": Case("mlp", 4, 24, "adamw", 4, pp=2, schedule="FThenB", recompute=True, note="every block under recompute"),
    "pp4_fthenb_mlp_sgd_k4": Case("mlp", 4, 16, "sgd", 4, pp=4, schedule="FThenB", bias=False, note="one block per stage, no biases"),
    # (with Momentum instead of SGD, Paddle's misplaced avg scale ops grow as params x trailing
    # ops: 2560 scale_ per rank, 18 MB of dumps, and the merged reference run does not finish)
    "pp2_fthenb_transformer_sgd_k2_clip": Case("transformer", 2, 16, "sgd", 2, pp=2, schedule="FThenB", clip=True, note="one TransformerEncoderLayer per stage"),
    # 1F1B
    "pp2_1f1b_mlp_adam_k4": Case("mlp", 4, 32, "adam", 4, pp=2, schedule="1F1B"),
    "pp2_1f1b_mlp_momentum_k3_clip": Case("mlp", 2, 16, "momentum", 3, pp=2, schedule="1F1B", clip=True),
    "pp2_1f1b_transformer_adamw_k4": Case("transformer", 2, 16, "adamw", 4, pp=2, schedule="1F1B"),
    "pp4_1f1b_mlp_adamw_k8": Case("mlp", 8, 16, "adamw", 8, pp=4, schedule="1F1B", clip=True, note="two blocks per stage"),
    "pp4_1f1b_mlp3d_sgd_k4_recompute": Case("mlp3d", 4, 16, "sgd", 4, pp=4, schedule="1F1B", recompute=True),
    # VPP
    "pp2_vpp2_mlp_sgd_k4": Case("mlp", 4, 16, "sgd", 4, pp=2, schedule="VPP", vpp=2),
    "pp2_vpp2_mlp_adamw_k2_recompute_clip": Case("mlp", 4, 16, "adamw", 2, pp=2, schedule="VPP", vpp=2, recompute=True, clip=True),
    "pp2_vpp2_mlp3d_adam_k2_splitbw": Case("mlp3d", 4, 16, "adam", 2, pp=2, schedule="VPP", vpp=2, split_backward=True, note="k == pp, 3-D activations: split backward takes effect"),
    "pp2_vpp2_mlp_sgd_k2_splitbw_2d": Case("mlp", 4, 16, "sgd", 2, pp=2, schedule="VPP", vpp=2, split_backward=True, note="split_backward asked for with 2-D activations"),
    "pp2_vpp2_transformer_sgd_k2_splitbw": Case("transformer", 4, 16, "sgd", 2, pp=2, schedule="VPP", vpp=2, split_backward=True),
    "pp2_vpp2_mlp3d_sgd_k4_splitbw_kne": Case("mlp3d", 4, 16, "sgd", 4, pp=2, schedule="VPP", vpp=2, split_backward=True, note="split_backward asked for with k != pp"),
    "pp4_vpp2_mlp3d_momentum_k4_splitbw": Case("mlp3d", 8, 16, "momentum", 4, pp=4, schedule="VPP", vpp=2, split_backward=True),
    "pp4_vpp2_mlp_adamw_k8": Case("mlp", 8, 16, "adamw", 8, pp=4, schedule="VPP", vpp=2),
    "pp2_vpp2_transformer_adamw_k4": Case("transformer", 4, 16, "adamw", 4, pp=2, schedule="VPP", vpp=2, note="layer norms, attention, combine/split ops"),
    "pp2_vpp2_mlp_momentum_k3_clip": Case("mlp", 4, 16, "momentum", 3, pp=2, schedule="VPP", vpp=2, clip=True, note="k not a multiple of pp: Paddle's job lists mispair the stages' p2p messages"),
    "pp4_vpp2_mlp_sgd_k4_nobias": Case("mlp", 8, 16, "sgd", 4, pp=4, schedule="VPP", vpp=2, bias=False, note="k == pp without split backward"),
    "pp2_vpp2_mlp3d_adamw_k2_splitbw_clip": Case("mlp3d", 4, 16, "adamw", 2, pp=2, schedule="VPP", vpp=2, split_backward=True, clip=True),
    "pp2_vpp2_mlp3d_sgd_k2_splitbw_recompute": Case("mlp3d", 4, 16, "sgd", 2, pp=2, schedule="VPP", vpp=2, split_backward=True, recompute=True),
    "pp2_vpp3_mlp_adam_k4": Case("mlp", 6, 16, "adam", 4, pp=2, schedule="VPP", vpp=3, note="three chunks per stage"),
    # VPP with the chunks placed V-shaped by hand (Paddle 3.3.1 refuses ZBVPP on PIR before
    # it places them itself): the programs ZBVPP's job list is made for, k == pp
    "pp2_vpp2v_mlp_sgd_k2": Case("mlp", 4, 24, "sgd", 2, pp=2, schedule="VPP", vpp=2, vshape=True, note="chunks V-shaped: stages 0 1 1 0, the loss on stage 0"),
    "pp2_vpp2v_mlp3d_adamw_k2": Case("mlp3d", 4, 16, "adamw", 2, pp=2, schedule="VPP", vpp=2, vshape=True, note="chunks V-shaped"),
    "pp4_vpp2v_mlp_adam_k4": Case("mlp", 8, 16, "adam", 4, pp=4, schedule="VPP", vpp=2, vshape=True, clip=True, note="chunks V-shaped: stages 0 1 2 3 3 2 1 0"),
    # pp x dp
    "pp2dp2_1f1b_mlp_adamw_k2": Case("mlp", 4, 16, "adamw", 2, pp=2, schedule="1F1B", dp=2),
    "pp2dp2_fthenb_mlp_sgd_k4_clip": Case("mlp", 2, 16, "sgd", 4, pp=2, schedule="FThenB", dp=2, clip=True),
    # ZeRO (no pipeline: GM alone on a dp mesh of 2 ranks, dist.shard_optimizer)
    "zero1_mlp_adamw_k2": Case("mlp", 2, 16, "adamw", 2, dp=2, sharding=1),
    "zero2_mlp_adamw_k2": Case("mlp", 2, 16, "adamw", 2, dp=2, sharding=2),
    "zero3_mlp_adamw_k2": Case("mlp", 2, 16, "adamw", 2, dp=2, sharding=3),
    "zero1_mlp_sgd_k3": Case("mlp", 2, 16, "sgd", 3, dp=2, sharding=1),
    "zero2_mlp_sgd_k3_clip": Case("mlp", 2, 16, "sgd", 3, dp=2, sharding=2, clip=True),
    "zero3_mlp_sgd_k3": Case("mlp", 2, 16, "sgd", 3, dp=2, sharding=3),
    "zero3_transformer_adamw_k2": Case("transformer", 1, 16, "adamw", 2, dp=2, sharding=3),
}
# fmt: on

OPT_DESC = {
    "sgd": "SGD lr 0.1",
    "momentum": "Momentum lr 0.1 mu 0.9",
    "adam": "Adam lr 0.01",
    "adamw": "AdamW lr 0.01 wd 0.01",
}

SEQ = 6  # sequence length of the 3-D models


def _data(case: Case):
    """x, y for STEPS optimizer steps of k micro-batches of MICRO_BATCH*dp rows each."""
    import numpy as np

    rng = np.random.RandomState(1234)
    n = STEPS * case.k * MICRO_BATCH * case.dp
    lead = (n, SEQ) if case.model in ("mlp3d", "transformer") else (n,)
    x = rng.rand(*lead, 16).astype("float32")
    y = rng.rand(*lead, 8).astype("float32")
    return x, y


def _build_model(paddle, case: Case, single: bool):
    """The model, its per-stage meshes and the data meshes. single=True: every layer on mesh
    [0] (the un-pipelined reference run of the same model, same initial values)."""
    import paddle.distributed as dist
    from paddle.distributed.auto_parallel.interface import recompute

    nn, F = paddle.nn, paddle.nn.functional
    R, S = dist.Replicate, dist.Shard
    bias = None if case.bias else False
    if single:
        meshes = [dist.ProcessMesh([0], dim_names=["dp"])] * max(case.pp, 1)
        dp = 1
    else:
        meshes = [
            dist.ProcessMesh([s * case.dp + j for j in range(case.dp)], dim_names=["dp"])
            for s in range(max(case.pp, 1))
        ]
        dp = case.dp
    act = [S(0)] if dp > 1 else [R()]

    def place(layer: nn.Layer, mesh) -> None:
        for name, p in list(layer.named_parameters(include_sublayers=False)):
            setattr(layer, name, dist.shard_tensor(p, mesh, [R()]))
        for sub in layer.children():
            place(sub, mesh)

    class Block(nn.Layer):  # the pipeline segment (vpp_seg_method "Block")
        def __init__(self, i: int, mesh):
            super().__init__()
            self.mesh = mesh
            if case.model == "transformer":
                self.body = nn.TransformerEncoderLayer(
                    case.width, 2, 2 * case.width, dropout=0.0, activation="gelu", normalize_before=True
                )
            else:
                self.body = nn.Sequential(
                    nn.Linear(16 if i == 0 else case.width, case.width, bias_attr=bias), nn.ReLU()
                )
            place(self, mesh)

        def forward(self, x):
            if case.vpp == 1:
                x = dist.reshard(x, self.mesh, act)
            return recompute(self.body)(x) if case.recompute else self.body(x)

    class Net(nn.Layer):
        def __init__(self):
            super().__init__()
            self.blocks = nn.LayerList(
                [Block(i, meshes[_block_stage(case, i, len(meshes))]) for i in range(case.depth)]
            )
            self.head = nn.Linear(case.width, 8, bias_attr=bias)
            place(self.head, meshes[_head_stage(case, len(meshes))])

        def forward(self, x):
            for b in self.blocks:
                # VPP: a segment's ops must all be on one mesh, so the reshard that moves
                # the activation between stages sits outside the Block (in Net)
                x = dist.reshard(x, b.mesh, act) if case.vpp > 1 else x
                x = b(x)
            return self.head(dist.reshard(x, meshes[_head_stage(case, len(meshes))], act))

    del F
    return meshes, Net()


def _block_stage(case: Case, i: int, n_stage: int) -> int:
    """The stage Block i is placed on: contiguous runs of blocks per stage (VPP re-places them
    interleaved itself), or for `vshape` the V: segment s of pp*vpp is chunk s // pp, running
    down the stages for even chunks and up them for odd ones."""
    if not case.vshape:
        return i * n_stage // case.depth
    chunk, pos = divmod(i * n_stage * case.vpp // case.depth, n_stage)
    return pos if chunk % 2 == 0 else n_stage - 1 - pos


def _head_stage(case: Case, n_stage: int) -> int:
    """The stage of the head and the loss: the last block's."""
    return _block_stage(case, case.depth - 1, n_stage) if case.vshape else n_stage - 1


def _optimizer(paddle, case: Case, params):
    o = paddle.optimizer
    clip = paddle.nn.ClipGradByGlobalNorm(CLIP_NORM) if case.clip else None
    if case.opt == "sgd":
        return o.SGD(0.1, parameters=params, grad_clip=clip)
    if case.opt == "momentum":
        return o.Momentum(0.1, momentum=0.9, parameters=params, grad_clip=clip)
    if case.opt == "adam":
        return o.Adam(0.01, parameters=params, grad_clip=clip)
    if case.opt == "adamw":
        return o.AdamW(0.01, parameters=params, weight_decay=0.01, grad_clip=clip)
    raise ValueError(case.opt)


def _to_np(t):
    import numpy as np

    if hasattr(t, "_local_value") and getattr(t, "is_dist", lambda: False)():
        t = t._local_value()
    return np.array(t.numpy())


def _patch_pp_stage(world: int) -> None:
    """Paddle computes a rank's stage as rank // (world_size // pp_degree) with the world
    size of the process group, which is 1 here: give it the case's world size."""
    import paddle
    from paddle.distributed.auto_parallel.static import pir_pass
    from paddle.distributed.auto_parallel.static import utils as apu

    def by_rank(rank, pp_degree):
        return rank // (world // pp_degree)

    def by_degree(pp_degree):
        return by_rank(paddle.distributed.get_rank(), pp_degree)

    apu.get_pp_stage_by_rank = by_rank
    apu.get_pp_stage_by_pp_degree = by_degree
    pir_pass.get_pp_stage_by_pp_degree = by_degree


def _patch_mesh_rank() -> None:
    """ProcessMesh.get_rank_by_dim_and_process_id does int(np.where(...)[i]), an array of one
    element, which numpy >= 2.4 refuses ("only 0-dimensional arrays can be converted to Python
    scalars"); shard_dataloader calls it whenever shard_dims is set. Same result, numpy-2 safe."""
    import numpy as np
    from paddle.distributed.auto_parallel.process_mesh import ProcessMesh

    orig = ProcessMesh.get_rank_by_dim_and_process_id

    def fixed(self, dim, process_id):
        if dim is None:
            return orig(self, dim, process_id)
        name = self._dim_names[dim] if isinstance(dim, int) else dim
        return int(np.where(self._mesh == process_id)[self._dim_names.index(name)][0])

    ProcessMesh.get_rank_by_dim_and_process_id = fixed


def _child_rank(name: str, rank: int, tmp: Path) -> None:
    """One rank of the distributed job: capture every program, then leave."""
    case = CASES[name]
    world = case.world
    os.environ["PADDLE_TRAINER_ID"] = str(rank)
    os.environ["PADDLE_TRAINERS_NUM"] = str(world)
    os.environ["PADDLE_TRAINER_ENDPOINTS"] = ",".join(f"127.0.0.1:{6170 + i}" for i in range(world))
    import paddle
    import paddle.distributed as dist
    from paddle.distributed.auto_parallel.static import engine as eng_mod
    from paddle.distributed.passes import auto_parallel_gradient_merge as gm

    _patch_pp_stage(world)
    _patch_mesh_rank()
    files: dict[str, str] = {}
    meta: dict = {"rank": rank, "status": "started"}

    def flush() -> None:
        for k, v in files.items():
            (tmp / f"{k}.pir").write_text(v, encoding="utf-8", newline="")
        (tmp / "meta.json").write_text(json.dumps(meta))

    def gm_before(self, main, startup):
        files["gm_before"], files["startup_before"] = main, startup
        meta["pass_attrs"] = gm_pass_attrs(self)

    def gm_after(main, startup):
        files["gm_after"], files["startup_after"] = main, startup
        meta["status"] = "gradient merge done"
        flush()

    hook_gradient_merge(gm.GradientMergePass, gm_before, gm_after)

    orig_pp = eng_mod.pipeline_pass

    def pp_hook(mains, startups, strategy):
        files["dense_pre_plan"] = str(mains[0])
        return orig_pp(mains, startups, strategy)

    eng_mod.pipeline_pass = pp_hook
    orig_split = eng_mod._split_program_into_forward_backward_optimize

    def split_hook(prog, *a, **kw):
        files["dense_pre_plan"] = str(prog)
        return orig_split(prog, *a, **kw)

    eng_mod._split_program_into_forward_backward_optimize = split_hook
    orig_par = eng_mod.Engine._parallel_pir

    def par_hook(self, mode):
        try:
            orig_par(self, mode)
            files["dist"] = str(self._pir_dist_main_progs[mode])
            files["dense"] = str(self._pir_dense_main_progs[mode])
            plan = self._job_plan
            meta["jobs"] = [[j.type(), j.micro_batch_id()] for j in plan.job_list()]
            meta["job_types"] = list(plan.job_types())
            for t in meta["job_types"]:
                files[f"job_{t}"] = str(plan.ir_program(t))
            meta["status"] = "ok"
        except BaseException as e:  # noqa: BLE001 - recorded for INDEX.md
            meta["status"] = f"failed: {type(e).__name__}: {str(e).strip()[:600]}"
        flush()
        sys.stdout.flush()
        os._exit(0)

    eng_mod.Engine._parallel_pir = par_hook

    try:
        _build_and_convert(paddle, dist, case, single=False, merged=True)
        meta["status"] = "failed: _parallel_pir was never reached"
    except BaseException as e:  # noqa: BLE001 - recorded for INDEX.md
        meta["status"] = f"failed: {type(e).__name__}: {str(e).strip()[:600]}"
    flush()


def _build_and_convert(paddle, dist, case: Case, single: bool, merged: bool):
    import numpy as np
    from paddle.io import DataLoader, Dataset

    paddle.seed(2024)
    np.random.seed(2024)
    x, y = _data(case)
    with paddle.utils.unique_name.guard():
        meshes, model = _build_model(paddle, case, single)
    init = {p.name: _to_np(p) for p in model.parameters()}
    structured = {k: v.name for k, v in model.named_parameters()}
    opt = _optimizer(paddle, case, model.parameters())
    if case.sharding and not single:
        stage = {1: dist.ShardingStage1, 2: dist.ShardingStage2, 3: dist.ShardingStage3}[case.sharding]
        opt = dist.shard_optimizer(opt, stage("dp", meshes[0]))
    kb = case.k * MICRO_BATCH * case.dp  # global rows per optimizer step

    strategy = dist.Strategy()
    if case.pp > 1 and not single:
        p = strategy.pipeline
        p.enable = True
        p.schedule_mode = case.schedule
        p.accumulate_steps = case.k
        p.pp_degree = case.pp
        if case.vpp > 1:
            p.vpp_degree = case.vpp
            p.vpp_seg_method = "Block"
            p.split_backward = case.split_backward
    elif merged:
        strategy.gradient_merge.enable = True
        strategy.gradient_merge.k_steps = case.k
        strategy.gradient_merge.avg = True
    if case.recompute:
        strategy._recompute.enable = True
    data_meshes = [meshes[0], meshes[_head_stage(case, len(meshes))]] if len(meshes) > 1 and not single else meshes[0]
    # a middle stage holds neither input nor label: shard_dataloader then needs shard_dims
    dims = "dp" if len(meshes) > 1 and not single else None
    loader = dist.shard_dataloader(
        DataLoader(array_dataset(Dataset, x, y), batch_size=kb, shuffle=False), meshes=data_meshes, shard_dims=dims
    )
    dm = dist.to_static(model, loader, paddle.nn.MSELoss(), opt, strategy=strategy)
    dm.train()
    return dm, x, y, init, structured, kb


def _child_ref(name: str, variant: str, tmp: Path) -> None:
    """variant 'plain': no merging, k*b*dp rows per step; 'merged': Paddle's GM, avg on."""
    import numpy as np
    import paddle
    import paddle.distributed as dist

    case = CASES[name]
    res: dict = {"status": "started"}
    (tmp / f"{variant}.json").write_text(json.dumps(res))
    dm, x, y, init, structured, kb = _build_and_convert(paddle, dist, case, single=True, merged=variant == "merged")
    arrays = {"x": x, "y": y, **{f"init/{k}": v for k, v in init.items()}}
    losses = []
    try:
        for i in range(STEPS):
            loss = dm(paddle.to_tensor(x[i * kb : (i + 1) * kb]), paddle.to_tensor(y[i * kb : (i + 1) * kb]))
            losses.append([float(v) for v in np.asarray(loss).reshape(-1)])
            sd = dm.state_dict("param")
            for k, pname in structured.items():
                arrays[f"{variant}/step{i + 1}/{pname}"] = _to_np(sd[k])
        res["status"] = "ok"
    except Exception as e:  # noqa: BLE001 - recorded in ref.json
        res["status"] = f"run failed: {type(e).__name__}: {str(e).strip()[:400]}"
        arrays = {k: v for k, v in arrays.items() if not k.startswith(f"{variant}/")}
    res["losses"] = losses
    res["structured_names"] = structured
    np.savez(tmp / f"{variant}.npz", **arrays)
    (tmp / f"{variant}.json").write_text(json.dumps(res))


# --------------------------------------------------------------------------------------------
# driver (no paddle import)
# --------------------------------------------------------------------------------------------


def _spawn(args: list[str]) -> tuple[bool, str]:
    env = dict(os.environ, PYTHONWARNINGS="ignore", PYTHONHASHSEED="0", GLOG_minloglevel="2")
    cmd = [sys.executable, __file__, "--child", *args]
    try:
        p = subprocess.run(cmd, check=False, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, f"timeout after {TIMEOUT}s"
    if p.returncode != 0:
        lines = [ln for ln in (p.stderr + p.stdout).splitlines() if ln.strip()]
        err = next((ln for ln in reversed(lines) if "Error" in ln), lines[-1] if lines else "")
        return False, f"rc={p.returncode}: {err.strip()[:400]}"
    return True, ""


def _pp_stage(case: Case, rank: int) -> int | None:
    return rank // case.dp if case.pp > 1 else None


def run_case(name: str, out: Path) -> str:
    import numpy as np

    case = CASES[name]
    cdir = out / "pp" / name
    store(out).remove_tree(cdir)  # files of other cases linked here keep their bytes
    cdir.mkdir(parents=True)
    ranks: dict[str, dict] = {}
    for rank in range(case.world):
        with tempfile.TemporaryDirectory() as td:
            tmp = Path(td)
            ok, err = _spawn([name, f"rank{rank}", td])
            meta = json.loads((tmp / "meta.json").read_text()) if (tmp / "meta.json").exists() else {}
            if not ok:
                meta["status"] = f"process died: {err}" + (f" (last status: {meta['status']})" if meta else "")
            meta.setdefault("status", "no output")
            meta["pp_stage"] = _pp_stage(case, rank)
            rdir = cdir / f"rank{rank}"
            rdir.mkdir()
            for f in sorted(tmp.glob("*.pir")):
                store(out).copy(f, rdir / f.name)
            if "jobs" in meta:
                store(out).write_text(rdir / "jobs.json", json.dumps(meta.pop("jobs")) + "\n")
            ranks[str(rank)] = meta
    refs: dict[str, dict] = {}
    arrays: dict = {}
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        for variant in ("plain", "merged"):
            ok, err = _spawn([name, variant, td])
            res = json.loads((tmp / f"{variant}.json").read_text()) if (tmp / f"{variant}.json").exists() else {}
            if not ok:
                res["status"] = f"process died: {err}"
            refs[variant] = res
            if (tmp / f"{variant}.npz").exists():
                arrays.update(dict(np.load(tmp / f"{variant}.npz")))
    cfg = asdict(case)
    names = sorted(refs["plain"].get("structured_names", {}).values())
    ref: dict = {
        "case": name,
        "config": {**cfg, "world": case.world},
        "micro_batch_size": MICRO_BATCH,
        "steps": STEPS,
        "paddle_version": "3.3.1",
        "optimizer": OPT_DESC[case.opt] + (f", ClipGradByGlobalNorm({CLIP_NORM})" if case.clip else ""),
        "ranks": ranks,
        "plain": {"status": refs["plain"].get("status", "not run"), "losses_per_step": refs["plain"].get("losses", [])},
        "merged": {
            "status": refs["merged"].get("status", "not run"),
            "losses_per_call": refs["merged"].get("losses", []),
        },
        "param_names": names,
        "structured_param_names": refs["plain"].get("structured_names", {}),
        "npz_layout": NPZ_LAYOUT,
        "note": case.note,
    }
    if refs["plain"].get("status") == "ok" and refs["merged"].get("status") == "ok":
        ref["max_abs_diff_merged_vs_plain_params_per_step"] = [
            {p: float(np.max(np.abs(arrays[f"merged/step{s}/{p}"] - arrays[f"plain/step{s}/{p}"]))) for p in names}
            for s in range(1, STEPS + 1)
        ]
    if arrays:
        store(out).savez(cdir / "ref.npz", compressed=True, **arrays)
    store(out).write_text(cdir / "ref.json", json.dumps(ref, indent=1) + "\n")
    st = sorted({m["status"] for m in ranks.values()})
    return f"ranks: {st}; plain={ref['plain']['status']}; merged={ref['merged']['status']}"


NPZ_LAYOUT = (
    "x[n,16] or x[n,6,16] (mlp3d, transformer), y[n,8] or y[n,6,8], float32, "
    "n = steps*k*b*dp; optimizer step i uses rows [i*k*b*dp, (i+1)*k*b*dp), micro-batch j "
    "of it rows i*k*b*dp + j*b*dp .. + b*dp (a dp rank r of a micro-batch takes its r-th b "
    "rows); init/<param>; plain/stepN/<param>, merged/stepN/<param> = parameters after N "
    "optimizer updates. <param> is the PIR parameter name of the pipelined programs "
    "(linear_0.w_0.dist: shard_tensor gives a placed parameter the .dist suffix)."
)

ABBR = {
    "recv_forward": "rf",
    "forward": "F",
    "backward": "B",
    "backward_b": "Bb",
    "backward_w": "Bw",
    "send_backward": "sb",
    "optimizer": "OPT",
    "optimize": "OPT",
}


def _compact(jobs: list) -> str:
    """forward 3 -> F3; VPP chunk c: F3/c; the optimizer job: OPT."""
    out = []
    for t, m in jobs:
        base = t.rstrip("0123456789")
        chunk = t[len(base) :]
        a = ABBR.get(base, base)
        out.append(a if a == "OPT" else f"{a}{m}" + (f"/{chunk}" if chunk else ""))
    return " ".join(out)


def _short(status: str) -> str:
    return (
        "ok"
        if status == "ok"
        else status.split(":")[0] + (": " + status.split(":")[1].strip() if ":" in status else "")
    )


def write_index(pp_dir: Path, cases: dict, opt_desc: dict) -> None:
    rows, lists, fails = [], [], []
    for n, c in cases.items():
        ref_path = pp_dir / n / "ref.json"
        if not ref_path.exists():
            rows.append(f"| `{n}` | not generated |" + " |" * 12)
            continue
        ref = json.loads(ref_path.read_text())
        st = sorted({_short(m["status"]) for m in ref["ranks"].values()})
        diffs = ref.get("max_abs_diff_merged_vs_plain_params_per_step")
        d = f"{max(diffs[-1].values()):.1e}" if diffs else "-"
        model = f"{c.model} {c.depth}x{c.width}" + ("" if c.bias else " no bias")
        vpp = f"{c.vpp}" + (" split bw" if c.split_backward else "") if c.vpp > 1 else "-"
        zero = f"stage {c.sharding}" if c.sharding else "-"
        num = (
            "ok"
            if ref["plain"]["status"] == ref["merged"]["status"] == "ok"
            else f"plain {ref['plain']['status']}, merged {ref['merged']['status']}"
        )
        rows.append(
            f"| `{n}` | {model} | {c.pp if c.pp > 1 else '-'} | {c.schedule or 'GM alone'} | {vpp} | {c.k} | "
            f"{opt_desc[c.opt]} | {'yes' if c.clip else '-'} | {'yes' if c.recompute else '-'} | {c.dp} | {zero} | "
            f"{', '.join(st)} | {num} | {d} | {c.note} |"
        )
        seen: dict[str, list[int]] = {}
        for r in range(c.world):
            jp = pp_dir / n / f"rank{r}" / "jobs.json"
            if jp.exists():
                seen.setdefault(_compact(json.loads(jp.read_text())), []).append(r)
            st_r = ref["ranks"][str(r)]["status"]
            if st_r != "ok":
                fails.append(f"* `{n}` rank {r}: `{st_r}`")
        if seen:
            lists.append(f"* `{n}` (k={c.k})")
            for jl, rs in seen.items():
                who = ", ".join(str(r) for r in rs)
                lists.append(f"  * rank{'s' if len(rs) > 1 else ''} {who}: `{jl}`")
    text = (
        INDEX_HEAD
        + NPZ_LAYOUT
        + "\n\n## Cases\n\n"
        + '"ranks": status of every rank\'s print; "numbers": the two reference runs; '
        + '"max |d param|": largest elementwise difference between the merged and the plain '
        + "run's parameters after 3 steps.\n\n"
        + "| case | model | pp | schedule | vpp | k | optimizer | clip | recompute | dp | ZeRO | ranks | numbers | max \\|d param\\| | note |\n"
        + "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        + "\n".join(rows)
        + "\n\n## Job lists as Paddle printed them (`jobs.json`, compacted)\n\n"
        + "`F3` = forward micro-batch 3, `B` backward, `rf` recv_forward, `sb` send_backward, "
        + "`Bb`/`Bw` backward_b/backward_w (split backward), `/c` = VPP chunk c (job type "
        + "`forward1` is `F<m>/1`), `OPT` = the optimizer (pipelines) or optimize (GM alone) job.\n\n"
        + "\n".join(lists)
        + "\n\n## Ranks Paddle could not print\n\n"
        + ("\n".join(fails) if fails else "None: every rank of every case printed its plan.")
        + "\n"
        + INDEX_FINDINGS
    )
    store(pp_dir.parent).write_text(pp_dir / "INDEX.md", text)


INDEX_HEAD = """# samples/pp: Paddle 3.3.1 pipeline-parallel and ZeRO ranks, job plans, reference numbers

Written by `scripts/gen_pp_cases.py` (regenerate one case with `--only NAME`, this file with
`--index`); nothing here was edited by hand. Every rank of every case was printed by real
Paddle 3.3.1 on CPU in its own process (`PADDLE_TRAINER_ID=R`, `PADDLE_TRAINERS_NUM=world`,
Paddle's pp-stage helpers given the case's world size), through `dist.to_static` (the
auto-parallel static Engine) up to the end of `Engine._parallel_pir`; the process then leaves
(`os._exit(0)`), because the next step needs communicators. `tests/test_pp_samples.py` guards
the files (pirtool prints every program back byte for byte; job lists well-formed).

## Files of a case `NAME/`

| file | what |
|---|---|
| `rankR/gm_before.pir`, `rankR/gm_after.pir` | rank R's dist main program right before / after Paddle's `auto_parallel_gradient_merge_pass` |
| `rankR/startup_before.pir`, `rankR/startup_after.pir` | its startup program before / after the same pass |
| `rankR/dist.pir` | `Engine._pir_dist_main_progs["train"]` when `_parallel_pir` returns (the program the dense one is cloned from; so far always identical to `gm_after.pir`) |
| `rankR/dense_pre_plan.pir` | the dense program as the scheduler pass (pipelines) or `_split_program_into_forward_backward_optimize` (GM alone) receives it: dist-to-dense + `remove_unuseful_comm_op_pass` of `dist.pir`. **This is what `dist-to-dense,remove-unuseful-comm` must reproduce** |
| `rankR/dense.pir` | `Engine._pir_dense_main_progs["train"]` when `_parallel_pir` returns: the pipeline scheduler pass has set stream attributes on its `send_v2`/`recv_v2` **in place**, so for pipelines it differs from `dense_pre_plan.pir` there (GM alone: identical) |
| `rankR/jobs.json` | `[[job_type, micro_batch_id], ...]`: `_job_plan.job_list()` in order |
| `rankR/job_<type>.pir` | `_job_plan.ir_program(type)` for every job type of the plan |
| `ref.json` | config (`config`: model, depth, width, opt, k, pp, schedule, vpp, split_backward, dp, sharding, bias, clip, recompute, world), `ranks` (per rank: `status`, `pp_stage`, `job_types` in `_job_plan.job_types()` order, the gradient-merge pass attributes `pass_attrs` with `params_grads`), `plain.losses_per_step`, `merged.losses_per_call` (k micro-batch losses per optimizer step), `param_names`, `structured_param_names` (dygraph name -> PIR name), `max_abs_diff_merged_vs_plain_params_per_step`, `npz_layout` |
| `ref.npz` | the numbers, layout below |

### Reference numbers (`ref.json` + `ref.npz`)
Two single-process runs of the same model (same code, `paddle.seed(2024)`, every layer placed on
mesh `[0]`, so the same parameter names and initial values as the pipelined ranks), in separate
child processes, 3 optimizer steps each, through the same `dist.to_static` static Engine
(static Executor): **plain** = no merging, one call per step on all k*b*dp rows (b = 4);
**merged** = Paddle's single-process gradient merge (`strategy.gradient_merge`, k_steps = k,
avg on, as a pipeline forces), same rows per call, split by the engine into k micro-batches.
The ZeRO cases get the same two un-sharded runs. `ref.npz`:
"""

INDEX_FINDINGS = """
## Observations that matter for reproducing the split

**Job types and lists.** FThenB: `forward`, `backward`, `optimizer`; every stage
`F0..F(k-1) B0..B(k-1) OPT`. 1F1B: `recv_forward`, `forward`, `backward`, `send_backward`,
`optimizer`; stage s of pp does `pp-1-s` warm-up forwards (each preceded by its `rf`), then
`F B` pairs with `rf(i+1)` before `sb(i)`, then cool-down `B sb` (lists above). The first stage
still has `recv_forward`/`send_backward` jobs: their programs have **no ops**, only the block
kwargs (the `@GRAD@MERGE` accumulators). VPP: the same four types per chunk (`forward0`,
`forward1`, ...), chunk order as listed above. **VPP with split_backward** (k == pp, 3-D
activations): job types `forward<c>`, `backward_b<c>`, `backward_w<c>`, `optimizer`, **no
recv_forward/send_backward jobs**, and every stage has the same list
(`F/0 x k, F/1 x k, Bb/1 x k, Bb/0 x k, Bw/1 x k, Bw/0 x k, OPT` for pp2); `matmul_grad` becomes a
`matmul` (input gradient, in `backward_b`) plus `reshape`s + `matmul` + the accumulating `add_`
(weight gradient, in `backward_w`). With k != pp (`..._splitbw_kne`) split_backward is silently
ignored (the plain VPP types). With 2-D activations (`..._splitbw_2d`) and on the transformer
(`pp2_vpp2_transformer_sgd_k2_splitbw`) Paddle's split_backward itself fails (reshape /
matmul shape inference, error text below) after gradient merge: those ranks have only the GM
files and `dense_pre_plan.pir`. GM alone (the ZeRO cases): `forward`, `backward`, `optimize`,
`F0 B0 F1 B1 ... OPT` (the optimize job is `optimize`, pipelines say `optimizer`).

**V-shaped chunks** (`*_vpp2v_*`): the layers are placed by hand on stages 0 1 1 0 (pp2) or
0 1 2 3 3 2 1 0 (pp4), the head and the loss on stage 0, and planned with `VPP`: Paddle's
`complete_chunk_id` then keeps the placement ("custom mesh") and numbers the chunks by segment,
so chunk 1 runs up the stages. These are the programs ZBVPP's job list is made for (Paddle
3.3.1 refuses ZBVPP itself on PIR: `complete_chunk_id` allows chunks only for `VPP`); Paddle's
own VPP plan of them (k == pp: all forwards, then all backwards, chunk by chunk) trains right.

**Where the p2p ops go.** FThenB and 1F1B: the forward `send_v2` of a stage's output is in
`forward` and the backward `recv_v2` of the output gradient
in `backward`; on a later stage 1F1B moves the forward `recv_v2` into `recv_forward` and the
backward `send_v2` of the input gradient into `send_backward`; FThenB keeps them in `forward` /
`backward`. Gradient-clip communication (global norm across stages) is p2p in the `optimizer`
job: each later stage sends its `squared_l2_norm` partials to stage 0 one `send_v2` each, stage
0 sums, and sends the clip factor back (`pp2_1f1b_mlp_momentum_k3_clip`); `op_role:2`.

**Stream and event attributes** (added by the scheduler, in place: also in `dense.pir`, not in
`dense_pre_plan.pir`; `scheduling_priority:0` on every send/recv): FThenB `send_v2`
`execution_stream:"send_stream_<ring_id>"`, `recv_v2` `"recv_stream"`; 1F1B and VPP
`"send_recv_stream"` on both. 1F1B/VPP on a stage that receives: the `recv_v2` of
`recv_forward` gets `force_record_event:true,event_to_record:"<handed name>"` and its consumer in
`forward` `events_to_wait:["<handed name>"]`; the op in `backward` producing the gradient to send
gets `force_record_event:true,event_to_record:"<name>"` and the `send_v2` of `send_backward`
`events_to_wait:["<name>"]`. `all_reduce` (pp x dp) carries no stream attribute; ZeRO's
`reduce_scatter` has `execution_stream:"DefaultStream"` already in the dist program.

**Values handed between jobs.** The producer's job ends the value with
`builtin.shadow_output (%v) {output_name:"var_<N>_<op>_<i>"}` where `<N>` is the value's number
in the dense program (`%6` -> `var_6_pd_op.matmul_0`), `<op>` the producing op's name and `<i>`
the result index; the consumer job has block kwarg `%kwarg_var_<N>_<op>_<i>`
`{persistable:false,place:Place(cpu)}`. Data ops and named outputs are handed by name
(`%kwarg_input0`, `%kwarg_label0`, `%kwarg_loss_0`); parameters, optimizer state and the
learning rate are kwargs `%kwarg_<name> {persistable:true,place:Place(cpu)}` of the jobs that use
them (the job that keeps the defining `builtin.parameter`/`pd_op.data` op keeps it). The GM
accumulators `%kwarg_<param>@GRAD@MERGE {place:Place(cpu),persistable:true}` (note the other
attribute order) are kwargs of **every** job of the plan, empty ones included: last and
in their dense-program order where a job has no other kwargs (empty jobs, forward); otherwise
all kwargs of a job are in one `unordered_map` order, accumulators interleaved with the others.

**Dense program.** `dist.pir` is byte-identical to `gm_after.pir` except under VPP, where
`check_chunk_id` after the pass changes `chunk_id:-1` to a chunk on some ops (e.g. the
`learning_rate_0` data op). `dense.pir` differs from `dense_pre_plan.pir` only by the stream
and event attributes above (GM alone: identical), except with an effective split_backward,
whose pass rewrites the dense program in place (`matmul_grad` -> `matmul` + `reshape` + ...). Data shapes are per micro-batch and per dp
rank (`input0` `[4,16]` with b = 4).

**Gradient merge on these ranks.** A pipeline forces `avg = True` and `k_steps =
accumulate_steps` (`ref.json` `ranks.*.pass_attrs`). With Momentum the avg bug of `samples/gm`
(scale ops after the zeroing, `momentum_` uses the sum) appears on every stage (66 `scale_` in
`pp2_1f1b_mlp_momentum_k3_clip` rank 0); the reference `merged` run has the same bug, so compare
a Momentum plan with `merged`, not `plain`. **ZeRO** (`dist.shard_optimizer`): stage 1 and stage
2 print byte-identical programs; in all three stages the accumulator has the parameter's full
(unsharded) shape in the startup and the `reduce_scatter` sits in the `optimize` job, reading the
accumulator once per step; stage 1/2 then update the local shard and rebuild the parameter
(`slice` + `assign_out_`), stage 3 keeps the parameter sharded (local shapes, `all_gather` in
`forward`).

**How the prints were made to work on CPU** (harness only, no effect on programs): Paddle's
pp-stage helpers get the case's world size; `ProcessMesh.get_rank_by_dim_and_process_id` is
replaced by a numpy-2-safe copy (3.3.1 does `int()` of a one-element array, which numpy 2.4
refuses, and `shard_dataloader` calls it when `shard_dims` is set, which a middle stage needs);
the VPP models reshard between stages outside the `Block` segments (Paddle asserts "The
segment's ops should have same process_mesh" otherwise). Not kept: the same transformer
FThenB case with Momentum + clip: Paddle's Momentum avg bug appends one `full` + `scale_` per
accumulator for every trailing op, 2560 `scale_` per rank (18 MB of dumps), and its
single-process gradient-merge reference run did not finish in 240 s inside the executor.
"""


def main(argv: list[str] | None = None) -> int:
    a = case_parser(__doc__, 3, index="only rewrite <out>/pp/INDEX.md").parse_args(argv)
    if a.child:
        name, what, tmp = a.child
        if what.startswith("rank"):
            _child_rank(name, int(what[4:]), Path(tmp))
        else:
            _child_ref(name, what, Path(tmp))
        return 0
    if a.list:
        for n, c in CASES.items():
            print(
                f"{n:40s} {c.model:11s} pp={c.pp} {c.schedule or 'GM':6s} k={c.k} {c.opt} dp={c.dp} zero={c.sharding}"
            )
        return 0
    (a.out / "pp").mkdir(parents=True, exist_ok=True)
    if not a.index:
        run_cases("gen_pp_cases", a.only or list(CASES), lambda n: run_case(n, a.out))
    write_index(a.out / "pp", CASES, OPT_DESC)
    return 0


if __name__ == "__main__":
    sys.exit(main())
