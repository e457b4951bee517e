"""The bundled samples: real dumps Paddle 3.3.1 printed, the files `pirtool COMMAND --help`'s
examples read, so that every example runs as written in any directory once `pirtool example`
has written them there.

They are the repository's `samples/core/` (docs/samples.md): in the source tree the files
next to this module are links to it, in an installed wheel copies of it.
"""

from __future__ import annotations

from importlib import resources

#: Each bundled sample and what it is, in the order `pirtool example` lists them.
EXAMPLES: dict[str, str] = {
    "main.pir": "an MLP trained with SGD: a static main program (28 ops)",
    "startup.pir": "its startup program",
    "train.log": "a dist.to_static run log with four programs inside",
    "before.pir": "an MLP's main program right before Paddle's gradient merge (SGD, k=2, averaged)",
    "after.pir": "the same after Paddle's auto_parallel_gradient_merge_pass",
    "startup.before.pir": "the startup program before gradient merge",
    "startup.after.pir": "the startup program after it (the accumulators initialised to zero)",
    "data.npz": "x, y, initial parameters and Paddle's parameters after each step (init/, merged/stepN/)",
    "forward.pir": "the forward job program of Paddle's plan for after.pir",
    "backward.pir": "its backward job program",
    "optimize.pir": "its optimize job program",
    "dist.before.pir": "a tensor-parallel MLP on a 2-rank mesh before gradient merge (AdamW, k=4)",
    "dist.after.pir": "the same after Paddle's gradient merge",
    "rank0.pir": "stage 0 of a 2-stage FThenB pipeline after gradient merge (SGD, k=2)",
    "rank1.pir": "stage 1 of that pipeline",
    "momentum.after.pir": "Paddle's gradient merge of Momentum, which averages after the update (PIR001)",
    "clip.before.pir": "SGD with global-norm clipping before gradient merge (k=3)",
}


def data(name: str) -> bytes:
    """The bytes of the bundled sample `name` (a KeyError names the ones there are)."""
    if name not in EXAMPLES:
        raise KeyError(name)
    return resources.files(__name__).joinpath(name).read_bytes()


__all__ = ["EXAMPLES", "data"]
