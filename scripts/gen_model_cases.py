"""Print real models' static programs with PaddlePaddle 3.3.1 -- the `paddle.vision.models`
catalogue and `paddleformers` causal LMs in tiny configurations -- with Paddle's executor
numbers, and gradient-merge pairs with Paddle's merged numbers: pirtool's oracle for whole
models.

Oracle script: needs the real ``paddlepaddle==3.3.1`` CPU wheel, numpy and, for the language
models, ``paddleformers==1.2.0`` and its light imports (docs/samples.md says which); it is run by
humans, never by the test suite (the tests read the committed cases, tests/test_models.py).

A case is one line of ``key=value`` words (``--list`` shows the named ones)::

    model=llama opt=adamw clip=global k=2 gm=1 hidden=32 layers=2 seed=3

``model``: a vision model (`_models.VISION`: lenet, resnet, mobilenet_v3_small, ...) or a language
model family (`_models.LLMS`: llama, qwen2, qwen3, ernie4_5); ``opt``: sgd | momentum | nesterov
(Nesterov momentum with L2 decay 1e-3) | adam | adamw; ``clip``: "" | global
(ClipGradByGlobalNorm) | tensor (ClipGradByNorm, per tensor); ``amp``: "" | bf16_o1; ``k``:
micro-batches per optimizer step and ``batch`` rows each (the plain run takes all k*batch rows of
a step at once); ``gm``: 1 = also Paddle's gradient-merge pass (k micro-batches, avg) and its
run; ``steps``; ``seed`` (initial values and data); every other key is a size knob of the model
(`_models` docstring).

Each case writes ``<out>/models/NAME/`` (default ``samples/models``), through the samples Store
(each content once):

* ``plain.pir``, ``plain_startup.pir``: the dense static program Paddle's executor ran (no
  merging) and its startup program;
* with ``gm=1``: ``gm_before.pir`` / ``gm_after.pir``, ``startup_before.pir`` /
  ``startup_after.pir``: the main and startup programs right before and after Paddle's
  ``auto_parallel_gradient_merge_pass`` (captured by wrapping its ``_apply_single_impl``);
* ``ref.json`` (config, command, status, losses) and ``ref.npz`` (layout in ``NPZ_LAYOUT``).

Each run (plain, merged) is a child process of its own, so Paddle's name counters start from
zero and the output is the same from run to run.

Usage::

    python scripts/gen_model_cases.py [--out samples] [--only NAME ...] [--list] [--index]
    python scripts/gen_model_cases.py --case 'model=qwen3 opt=adam k=2 hidden=32' --name qwen3_mine
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import _models  # scripts/ is sys.path[0]
from _cases import array_dataset, case_parser, run_cases  # scripts/ is sys.path[0]
from _models import LLMS, VISION  # scripts/ is sys.path[0]
from _paddle_hooks import gm_pass_attrs, hook_gradient_merge  # scripts/ is sys.path[0]
from _samples import store  # scripts/ is sys.path[0]

TIMEOUT = 900
CLIP_GLOBAL = 0.5
CLIP_TENSOR = 0.1
INT_KEYS = ("k", "gm", "batch", "steps", "seed")
# Parameters after the last step are kept to their first KEEP elements (flattened): the losses of
# every step already depend on every element, and samples/ stays small (initial values are whole).
KEEP = 2048


@dataclass(frozen=True)
class Case:
    model: str
    opt: str = "adamw"
    clip: str = ""
    amp: str = ""
    k: int = 2
    gm: int = 0
    batch: int = 2
    steps: int = 2
    seed: int = 2024
    size: tuple[tuple[str, str], ...] = field(default=())
    note: str = ""

    @classmethod
    def parse(cls, spec: str, note: str = "") -> Case:
        """A case from its `key=value` words; unknown keys are size knobs."""
        kw: dict = {}
        size: list[tuple[str, str]] = []
        names = {f.name for f in fields(cls)} - {"size", "note"}
        for word in spec.split():
            key, sep, val = word.partition("=")
            if not sep:
                raise SystemExit(f"case {spec!r}: {word!r} is not key=value")
            if key in names:
                kw[key] = int(val) if key in INT_KEYS else val
            else:
                size.append((key, val))
        if "model" not in kw:
            raise SystemExit(f"case {spec!r}: no model=")
        case = cls(**kw, size=tuple(size), note=note)
        case.check()
        return case

    def check(self) -> None:
        if self.model not in VISION and self.model not in LLMS:
            raise SystemExit(f"unknown model {self.model!r} (vision: {', '.join(VISION)}; LMs: {', '.join(LLMS)})")
        if self.opt not in OPT_DESC:
            raise SystemExit(f"unknown opt {self.opt!r} ({', '.join(OPT_DESC)})")
        if self.clip not in CLIP_DESC or self.amp not in ("", "bf16_o1"):
            raise SystemExit(f"clip {self.clip!r} / amp {self.amp!r}: clip is global or tensor, amp bf16_o1")

    @property
    def spec(self) -> str:
        """The case's words: model, opt, k and every field off its default, then the knobs."""
        base = Case(self.model)
        words = [f"model={self.model}"]
        for f in fields(self):
            if f.name in ("opt", "k") or (
                f.name not in ("model", "size", "note") and getattr(self, f.name) != getattr(base, f.name)
            ):
                words.append(f"{f.name}={getattr(self, f.name)}")
        return " ".join(words + [f"{k}={v}" for k, v in self.size])

    @property
    def is_lm(self) -> bool:
        return self.model in LLMS


LR = {"sgd": 0.1, "momentum": 0.05, "nesterov": 0.05, "adam": 0.01, "adamw": 0.01}
OPT_DESC = {
    "sgd": "SGD lr 0.1",
    "momentum": "Momentum lr 0.05 mu 0.9",
    "nesterov": "Momentum lr 0.05 mu 0.9 Nesterov, L2Decay(1e-3)",
    "adam": "Adam lr 0.01",
    "adamw": "AdamW lr 0.01 wd 0.01",
}
CLIP_DESC = {"": "", "global": f", ClipGradByGlobalNorm({CLIP_GLOBAL})", "tensor": f", ClipGradByNorm({CLIP_TENSOR})"}

# fmt: off
CASES: dict[str, Case] = {n: Case.parse(s, note) for n, s, note in [
    # language models (paddleformers 1.2.0)
    ("llama_adamw_k2_gm", "model=llama opt=adamw k=2 gm=1 hidden=32 layers=1", "gradient-merge pair"),
    ("llama_sgd_global", "model=llama opt=sgd clip=global hidden=32 heads=4 kv=2 seed=7", "GQA: 4 heads, 2 kv heads"),
    ("llama_momentum_h64", "model=llama opt=momentum hidden=64 heads=4 kv=4 layers=1 vocab=100 seed=5", ""),
    ("llama_adamw_bf16", "model=llama opt=adamw amp=bf16_o1 hidden=32 layers=1 seed=17", "AMP O1 bf16 (silu kept float32: no CPU bf16 kernel)"),
    ("qwen2_adam_tensor", "model=qwen2 opt=adam clip=tensor hidden=32 heads=4 kv=2", "Qwen2ForCausalLMDeprecated (q/k/v biases)"),
    ("qwen2_sgd_mha", "model=qwen2 opt=sgd hidden=32 heads=2 kv=2 layers=1 seq=6 seed=3", "kv heads = heads"),
    ("qwen3_nesterov", "model=qwen3 opt=nesterov layers=1 seq=6 hidden=32", "Qwen3ForCausalLMDeprecated (q/k norms)"),
    ("qwen3_sgd_k2_gm_global", "model=qwen3 opt=sgd clip=global k=2 gm=1 hidden=32 layers=1 seed=11", "gradient-merge pair"),
    ("ernie4_5_momentum_global", "model=ernie4_5 opt=momentum clip=global hidden=32", "repeat_interleave rotary"),
    # vision (paddle.vision.models)
    ("lenet_adam_bf16", "model=lenet opt=adam amp=bf16_o1", "AMP O1 bf16: conv2d and linear in bf16"),
    ("lenet_sgd_k2_gm", "model=lenet opt=sgd k=2 gm=1 classes=5 seed=3", "gradient-merge pair"),
    ("vgg_momentum_tensor", "model=vgg opt=momentum clip=tensor", "make_layers([8,M,16,M,32,32,M], batch_norm); heads re-made"),
    ("mobilenet_v3_small_sgd_global", "model=mobilenet_v3_small opt=sgd clip=global image=64 scale=0.1", "hardswish, hardsigmoid, squeeze-excite"),
]}
# fmt: on
# The rest of the catalogue, not committed: too large (parameters), or numbers that float32
# cannot pin down (docs/samples.md, "The real-model cases"). `--case` makes them.
BIG = {
    "resnet18": "model=resnet opt=momentum depth=18 image=32",
    "resnet50": "model=resnet opt=adamw clip=global depth=50 image=32",
    "densenet121": "model=densenet opt=sgd depth=121 image=32",
    "squeezenet": "model=squeezenet opt=nesterov image=32",
    "googlenet": "model=googlenet opt=adam",
    "inception_v3": "model=inception_v3 opt=sgd batch=1",
    "alexnet": "model=alexnet opt=momentum batch=1",
    "mobilenet_v1": "model=mobilenet_v1 opt=momentum image=32",
    "mobilenet_v2": "model=mobilenet_v2 opt=sgd clip=global image=64 scale=0.1",
    "mobilenet_v3_large": "model=mobilenet_v3_large opt=nesterov image=64 scale=0.1 seed=5",
    "shufflenet_v2_swish": "model=shufflenet_v2 opt=sgd image=64 act=swish scale=0.25",
}


# --------------------------------------------------------------------------------------------
# model / data construction (child processes only)
# --------------------------------------------------------------------------------------------


def _data(case: Case, size: dict, shape: tuple[int, ...] | None):
    """x, y for `steps` optimizer steps of k*batch rows: token ids and the next tokens for a
    language model, images and class labels for a vision model."""
    import numpy as np

    rng = np.random.RandomState(case.seed + 1)
    n = case.steps * case.k * case.batch
    if case.is_lm:
        seq = int(size.get("seq", 8))
        ids = rng.randint(0, int(size.get("vocab", 64)), (n, seq + 1)).astype("int64")
        return ids[:, :-1].copy(), ids[:, 1:].copy()
    x = rng.rand(n, *shape).astype("float32")  # pixel values in [0, 1)
    y = rng.randint(0, int(size.get("classes", 10)), (n, 1)).astype("int64")
    return x, y


def _optimizer(paddle, case: Case, params):
    o = paddle.optimizer
    clip = {
        "": lambda: None,
        "global": lambda: paddle.nn.ClipGradByGlobalNorm(CLIP_GLOBAL),
        "tensor": lambda: paddle.nn.ClipGradByNorm(CLIP_TENSOR),
    }[case.clip]()
    lr = LR[case.opt]
    if case.opt == "sgd":
        return o.SGD(lr, parameters=params, grad_clip=clip)
    if case.opt == "momentum":
        return o.Momentum(lr, momentum=0.9, parameters=params, grad_clip=clip)
    if case.opt == "nesterov":
        l2 = paddle.regularizer.L2Decay(1e-3)
        return o.Momentum(lr, momentum=0.9, use_nesterov=True, weight_decay=l2, parameters=params, grad_clip=clip)
    if case.opt == "adam":
        return o.Adam(lr, parameters=params, grad_clip=clip)
    return o.AdamW(lr, parameters=params, weight_decay=0.01, grad_clip=clip)


def _captured_constants(paddle, eng, init: dict) -> dict:
    """The program's parameters that are not the model's: tensors dy2st captured from the
    dygraph model (a rotary table kept as a plain attribute becomes `eager_tmp_N`), which the
    startup program only zero-fills and the engine sets from the model. Read from the scope
    after the run (they are constants)."""
    import numpy as np

    scope = paddle.static.global_scope()
    out = {}
    for op in eng._pir_dense_main_progs["train"].global_block().ops:
        if op.name() == "builtin.parameter":
            name = op.str_attr("parameter_name")
            var = scope.find_var(name)
            if name not in init and var is not None and var.get_tensor()._is_initialized():
                out[name] = np.array(var.get_tensor())
    return out


def _run_child(spec: str, variant: str, tmp: Path) -> None:
    """variant 'plain': no merging, k*batch rows per step; 'merged': Paddle's gradient merge.
    Writes `<variant>.json`, `<variant>.npz` and the programs into `tmp`."""
    import numpy as np
    import paddle
    import paddle.distributed as dist
    from gen_gm_cases import _allow_amp_on_cpu, _to_np  # noqa: PLC0415 - Paddle-side helpers
    from paddle.distributed.passes import auto_parallel_gradient_merge as gm
    from paddle.io import DataLoader, Dataset

    case = Case.parse(spec)
    merged = variant == "merged"
    res: dict = {"status": "started"}
    files: dict[str, str] = {}
    (tmp / f"{variant}.json").write_text(json.dumps(res))

    def before(self, main, startup):
        files["gm_before"], files["startup_before"] = main, startup
        res["pass_attrs"] = gm_pass_attrs(self)

    def after(main, startup):
        files["gm_after"], files["startup_after"] = main, startup

    if merged:
        hook_gradient_merge(gm.GradientMergePass, before, after)

    size = dict(case.size)
    paddle.seed(case.seed)
    np.random.seed(case.seed)
    with paddle.utils.unique_name.guard():
        if case.is_lm:
            model, loss = _models.llm_model(paddle, case.model, size)
            shape = None
        else:
            model, shape, loss = _models.vision_model(paddle, case.model, size)
    x, y = _data(case, size, shape)
    init = {p.name: _to_np(p) for p in model.parameters()}
    structured = {k: v.name for k, v in model.named_parameters()}
    opt = _optimizer(paddle, case, model.parameters())
    kb = case.k * case.batch
    mesh = dist.ProcessMesh([0], dim_names=["dp"])
    strategy = dist.Strategy()
    if merged:
        strategy.gradient_merge.enable = True
        strategy.gradient_merge.k_steps = case.k
        strategy.gradient_merge.avg = True
    if case.amp:
        _allow_amp_on_cpu()
        strategy.amp.enable = True
        strategy.amp.dtype = "bfloat16"
        strategy.amp.level = "O1"
        strategy.amp.custom_black_list = ["silu"]  # no CPU bf16 kernel
    loader = dist.shard_dataloader(DataLoader(array_dataset(Dataset, x, y), batch_size=kb, shuffle=False), meshes=mesh)
    dm = dist.to_static(model, loader, loss, opt, strategy=strategy)
    dm.train()
    eng = dm._engine
    if merged and "gm_after" not in files:
        raise SystemExit("gradient merge pass did not run")
    if not merged:
        files["plain"] = str(eng._pir_dense_main_progs["train"])
        files["plain_startup"] = str(eng._startup_progs["train"])
    for k, v in files.items():
        (tmp / f"{k}.pir").write_text(v, encoding="utf-8", newline="")
    arrays = {"x": x, "y": y, **{f"init/{k}": v for k, v in init.items()}}
    losses = []
    try:
        for i in range(case.steps):
            loss_v = dm(paddle.to_tensor(x[i * kb : (i + 1) * kb]), paddle.to_tensor(y[i * kb : (i + 1) * kb]))
            losses.append([float(v) for v in np.asarray(loss_v).reshape(-1)])
        sd = dm.state_dict("param")
        for k, pname in structured.items():  # after the last step, each parameter's first elements
            arrays[f"{variant}/step{case.steps}/{pname}"] = _to_np(sd[k]).reshape(-1)[:KEEP]
        res["status"] = "ok"
        arrays.update({f"init/{k}": v for k, v in _captured_constants(paddle, eng, init).items()})
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

NPZ_LAYOUT = (
    "x: token ids [n, seq] int64 (language models) or images [n, C, H, W] float32 (vision); y: the "
    "next tokens [n, seq] or class labels [n, 1], int64; n = steps*k*batch, optimizer step i uses "
    "rows [i*k*batch, (i+1)*k*batch), micro-batch j of it rows i*k*batch + j*batch .. + batch; "
    "init/<param>: initial values by PIR name (with the constants dy2st captured, eager_tmp_N); "
    "plain/stepN/<param>, merged/stepN/<param> (N = steps) = the first 2048 elements (flattened) of "
    "each parameter after the last optimizer update (plain: no merging, all rows of a step at "
    "once; merged: Paddle's gradient merge, k micro-batches, avg)."
)


def _spawn(spec: str, variant: str, tmp: Path) -> tuple[bool, str]:
    env = dict(os.environ, PYTHONWARNINGS="ignore", PYTHONHASHSEED="0", GLOG_minloglevel="2")
    cmd = [sys.executable, __file__, "--child", spec, variant, str(tmp)]
    try:
        p = subprocess.run(cmd, check=False, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, f"timeout after {TIMEOUT}s"
    if p.returncode != 0:
        lines = [ln for ln in (p.stderr + p.stdout).splitlines() if ln.strip()]
        err = next((ln for ln in reversed(lines) if "Error" in ln), lines[-1] if lines else "")
        return False, f"rc={p.returncode}: {err.strip()[:400]}"
    return True, ""


def _command(name: str, case: Case) -> str:
    return f"python scripts/gen_model_cases.py --case '{case.spec}' --name {name}"


def run_case(name: str, case: Case, out: Path) -> str:
    import numpy as np

    cdir = out / "models" / name
    refs: dict[str, dict] = {}
    arrays: dict = {}
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        for variant in ("plain", "merged") if case.gm else ("plain",):
            ok, err = _spawn(case.spec, variant, tmp)
            res = json.loads((tmp / f"{variant}.json").read_text()) if (tmp / f"{variant}.json").exists() else {}
            if not ok:
                res["status"] = f"process died: {err}"
            refs[variant] = res
            if (tmp / f"{variant}.npz").exists():
                arrays.update(dict(np.load(tmp / f"{variant}.npz")))
        st = store(out)
        st.remove_tree(cdir)
        for f in sorted(tmp.glob("*.pir")):
            st.copy(f, cdir / f.name)
    plain, mres = refs["plain"], refs.get("merged", {})
    names = sorted(plain.get("structured_names", {}).values())
    ref: dict = {
        "case": name,
        "spec": case.spec,
        "command": _command(name, case),
        "config": {k: v for k, v in asdict(case).items() if k not in ("size", "note")},
        "size": dict(case.size),
        "paddle_version": "3.3.1",
        "optimizer": OPT_DESC[case.opt] + CLIP_DESC[case.clip],
        "lr": LR[case.opt],
        "plain": {"status": plain.get("status", "not run"), "losses_per_step": plain.get("losses", [])},
        "param_names": names,
        "structured_param_names": plain.get("structured_names", {}),
        "npz_layout": NPZ_LAYOUT,
        "note": case.note,
    }
    if case.gm:
        ref["merged"] = {
            "status": mres.get("status", "not run"),
            "losses_per_call": mres.get("losses", []),
            "pass_attrs": mres.get("pass_attrs"),
        }
    if plain.get("status") == "ok" and mres.get("status") == "ok":
        s = case.steps
        ref["max_abs_diff_merged_vs_plain_params"] = {
            p: float(np.max(np.abs(arrays[f"merged/step{s}/{p}"] - arrays[f"plain/step{s}/{p}"]))) for p in names
        }
    if arrays:
        store(out).savez(cdir / "ref.npz", compressed=True, **arrays)
    store(out).write_text(cdir / "ref.json", json.dumps(ref, indent=1) + "\n")
    return f"plain={ref['plain']['status']}" + (f"; merged={ref['merged']['status']}" if case.gm else "")


INDEX_HEAD = """# samples/models: real models, Paddle 3.3.1's programs and numbers

Written by `scripts/gen_model_cases.py` (nothing here was edited by hand): models from
`paddle.vision.models` and `paddleformers` 1.2.0 in tiny configurations (what the script changes
in them, and why, is in `scripts/_models.py`), converted with `dist.to_static` (the auto-parallel
static Engine) on CPU, one rank. Each case directory has `plain.pir` + `plain_startup.pir` (the
dense static program Paddle's executor ran) and `ref.json` + `ref.npz` (its losses and
parameters after each step, from the initial values in the npz); a gradient-merge case (gm=1)
also has the programs right before and after Paddle's gradient-merge pass (`gm_before.pir`,
`gm_after.pir`, `startup_before.pir`, `startup_after.pir`) and the numbers of Paddle's merged run
(`merged`). tests/test_models.py checks every case (round trip, verify, merge, the runs).
Regenerate a case with the command in its row (`--seed`-like variation: `seed=`, size knobs);
`--index` rewrites this file.

"""


def write_index(out: Path) -> None:
    rows = []
    mdir = out / "models"
    for d in sorted(p for p in mdir.iterdir() if (p / "ref.json").exists()):
        ref = json.loads((d / "ref.json").read_text())
        st = ref["plain"]["status"].split(":")[0]
        if "merged" in ref:
            st += f"; merged {ref['merged']['status'].split(':')[0]}"
        rows.append(f"| `{d.name}` | `{ref['command']}` | {ref['optimizer']} | {st} | {ref.get('note', '')} |")
    store(out).write_text(
        mdir / "INDEX.md",
        INDEX_HEAD
        + "| case | command | optimizer | Paddle ran | note |\n|---|---|---|---|---|\n"
        + "\n".join(rows)
        + "\n",
    )


def main(argv: list[str] | None = None) -> int:
    ap = case_parser(__doc__, 3, index="only rewrite <out>/models/INDEX.md")
    ap.add_argument("--case", help="a case's key=value words (with --name)")
    ap.add_argument("--name", help="the directory name of --case")
    a = ap.parse_args(argv)
    if a.child:
        _run_child(a.child[0], a.child[1], Path(a.child[2]))
        return 0
    if a.list:
        for n, c in CASES.items():
            print(f"{n:30s} {c.spec}")
        for n, spec in BIG.items():
            print(f"{'(--case) ' + n:30s} {spec}")
        return 0
    (a.out / "models").mkdir(parents=True, exist_ok=True)
    if a.case:
        if not a.name:
            raise SystemExit("--case needs --name")
        cases = {a.name: Case.parse(a.case)}
    else:
        unknown = sorted(set(a.only or ()) - set(CASES))
        if unknown:
            raise SystemExit(f"unknown case(s) {', '.join(unknown)} (see --list)")
        cases = {n: CASES[n] for n in (a.only or CASES)}
    if not a.index:
        run_cases("gen_model_cases", list(cases), lambda n: run_case(n, cases[n], a.out))
    write_index(a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
