"""Print the benchmarks' big inputs with PaddlePaddle 3.3.1 (CPU): a deep tensor-parallel
transformer on a 2-process mesh, right before and right after Paddle's own gradient-merge pass.

Oracle script: needs the real ``paddlepaddle==3.3.1`` wheel; run by humans (or by a benchmark
that finds its inputs missing), never by the test suite.

The model is ``--layers`` (default 160) ``paddle.nn.TransformerEncoderLayer``s of width
``--width`` with Megatron-style tensor parallelism on ``ProcessMesh([0, 1])``: q/k/v and the first
feed-forward linear column-parallel (weight ``Shard(1)``, bias ``Shard(0)``), the attention's
output and the second feed-forward linear row-parallel (weight ``Shard(0)``); AdamW with a
global-norm clip (whose ``builtin.combine`` of every gradient is one ``vec[...]`` of ~2,000 dist
types on one line), gradient merge k=4. Rank 0 of the two runs in a child process
(``PADDLE_TRAINER_ID=0``, ``PADDLE_TRAINERS_NUM=2``); the child prints the main program handed to
``GradientMergePass._apply_single_impl`` and the one it leaves, then exits (the engine's next
steps would need communicators). See ../shared/docs/job-plan.md.

It writes ``bench/out/real_gm_before.pir`` and ``bench/out/real_gm_after.pir`` (about 15 MB and
21 MB: too big to commit; ``bench/out`` is gitignored), byte for byte what ``str(program)``
printed. ``bench/real_dumps.sha256`` (committed) holds their checksums: ``--check`` verifies
the files there against it (exit 1 on a mismatch), so a regenerated dump is known to be the one
the figures in docs/speed.md were measured on.

Usage::

    python scripts/gen_bench_dumps.py            # writes bench/out/real_gm_{before,after}.pir
    python scripts/gen_bench_dumps.py --check    # only compare bench/out's files with the checksums
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
SUMS = ROOT / "bench" / "real_dumps.sha256"
NAMES = ("real_gm_before.pir", "real_gm_after.pir")
LAYERS, WIDTH, K = 160, 32, 4
ATTENTION_EVERY = 8  # every 8th layer a transformer encoder layer, the others feed-forward blocks
TIMEOUT = 3600


def _child(out: Path, layers: int, width: int) -> None:
    """Rank 0 of 2: build, convert, print the programs around gradient merge, leave."""
    os.environ["PADDLE_TRAINER_ID"] = "0"
    os.environ["PADDLE_TRAINERS_NUM"] = "2"
    os.environ["PADDLE_TRAINER_ENDPOINTS"] = "127.0.0.1:6170,127.0.0.1:6171"
    import numpy as np
    import paddle
    import paddle.distributed as dist
    from paddle.distributed.passes import auto_parallel_gradient_merge as gm
    from paddle.io import DataLoader, Dataset

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from _cases import array_dataset
    from _paddle_hooks import hook_gradient_merge

    def before(_pass: object, main: str, _startup: str) -> None:
        (out / NAMES[0]).write_text(main, encoding="utf-8", newline="")

    def after(main: str, _startup: str) -> None:
        (out / NAMES[1]).write_text(main, encoding="utf-8", newline="")
        sys.stdout.flush()
        os._exit(0)

    hook_gradient_merge(gm.GradientMergePass, before, after)

    nn = paddle.nn
    mesh = dist.ProcessMesh([0, 1], dim_names=["mp"])
    R, S = dist.Replicate(), dist.Shard

    def shard(layer: nn.Layer, weight: list, bias: list) -> None:
        layer.weight = dist.shard_tensor(layer.weight, mesh, weight)
        if layer.bias is not None:
            layer.bias = dist.shard_tensor(layer.bias, mesh, bias)

    def replicate(layer: nn.Layer) -> None:
        for name, p in list(layer.named_parameters(include_sublayers=False)):
            setattr(layer, name, dist.shard_tensor(p, mesh, [R]))

    class MLPBlock(nn.Layer):  # pre-norm residual feed-forward block, tensor parallel
        def __init__(self) -> None:
            super().__init__()
            self.norm = nn.LayerNorm(width)
            self.up = nn.Linear(width, 4 * width)
            self.down = nn.Linear(4 * width, width)
            replicate(self.norm)
            shard(self.up, [S(1)], [S(0)])
            shard(self.down, [S(0)], [R])

        def forward(self, x):  # noqa: ANN001, ANN201 - Paddle's Layer API
            return x + self.down(nn.functional.gelu(self.up(self.norm(x))))

    def attention_block() -> nn.Layer:
        block = nn.TransformerEncoderLayer(width, 2, 4 * width, dropout=0.0, activation="gelu", normalize_before=True)
        att = block.self_attn
        for col in (att.q_proj, att.k_proj, att.v_proj, block.linear1):
            shard(col, [S(1)], [S(0)])
        for row in (att.out_proj, block.linear2):
            shard(row, [S(0)], [R])
        replicate(block.norm1)
        replicate(block.norm2)
        return block

    class Net(nn.Layer):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Linear(width, width)
            replicate(self.embed)
            self.layers = nn.LayerList(
                [attention_block() if i % ATTENTION_EVERY == 0 else MLPBlock() for i in range(layers)]
            )
            self.head = nn.Linear(width, 1)
            replicate(self.head)

        def forward(self, x):  # noqa: ANN001, ANN201 - Paddle's Layer API
            h = self.embed(x)
            for block in self.layers:
                h = block(h)
            return self.head(h)

    paddle.seed(2026)
    np.random.seed(2026)
    x = np.random.rand(8 * K, 8, width).astype("float32")
    y = np.random.rand(8 * K, 8, 1).astype("float32")
    with paddle.utils.unique_name.guard():
        model = Net()
    opt = paddle.optimizer.AdamW(
        0.001, parameters=model.parameters(), weight_decay=0.01, grad_clip=nn.ClipGradByGlobalNorm(1.0)
    )
    strategy = dist.Strategy()
    strategy.gradient_merge.enable = True
    strategy.gradient_merge.k_steps = K
    strategy.gradient_merge.avg = True
    loader = dist.shard_dataloader(DataLoader(array_dataset(Dataset, x, y), batch_size=8 * K), meshes=mesh)
    dm = dist.to_static(model, loader, nn.MSELoss(), opt, strategy=strategy)
    dm.train()
    sys.exit("the gradient-merge pass never ran")


def digest(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def check(out: Path = OUT) -> list[str]:
    """What is wrong with `out`'s dumps against bench/real_dumps.sha256 (nothing: [])."""
    want = dict(reversed(ln.split()) for ln in SUMS.read_text().splitlines() if ln.strip())
    bad = []
    for name in NAMES:
        p = out / name
        if not p.exists():
            bad.append(f"{p}: missing (python scripts/gen_bench_dumps.py makes it)")
        elif digest(p) != want.get(name):
            bad.append(f"{p}: checksum differs from {SUMS.name}")
    return bad


def generate(out: Path = OUT, layers: int = LAYERS, width: int = WIDTH) -> None:
    """Run the child (one Paddle process) and write the dumps into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYTHONWARNINGS="ignore", PYTHONHASHSEED="0", GLOG_minloglevel="2")
    cmd = [sys.executable, __file__, "--child", str(out), "--layers", str(layers), "--width", str(width)]
    for name in NAMES:
        (out / name).unlink(missing_ok=True)
    p = subprocess.run(cmd, env=env, timeout=TIMEOUT, check=False, capture_output=True, text=True)
    missing = [n for n in NAMES if not (out / n).exists()]
    if p.returncode != 0 or missing:
        sys.stderr.write(p.stderr[-4000:])
        raise SystemExit(f"Paddle's run failed (rc={p.returncode}); missing: {', '.join(missing) or 'nothing'}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--layers", type=int, default=LAYERS)
    ap.add_argument("--width", type=int, default=WIDTH)
    ap.add_argument("--check", action="store_true", help="only verify the dumps against the checksums")
    ap.add_argument("--write-sums", action="store_true", help="record the dumps' checksums in bench/real_dumps.sha256")
    ap.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.child is not None:
        _child(a.child, a.layers, a.width)
        return 1
    if not a.check:
        generate(a.out, a.layers, a.width)
        for name in NAMES:
            print(f"wrote {a.out / name} ({(a.out / name).stat().st_size / 1e6:.1f} MB)")
    if a.write_sums:
        SUMS.write_text("".join(f"{digest(a.out / n)}  {n}\n" for n in NAMES))
        print(f"wrote {SUMS}")
        return 0
    if (a.layers, a.width) != (LAYERS, WIDTH):
        return 0  # the checksums are of the default model
    bad = check(a.out)
    for b in bad:
        print(b, file=sys.stderr)
    if not bad:
        print(f"{', '.join(NAMES)}: checksums match {SUMS.name}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
