"""Paddle 3.3.1's facts about the VPP schedule that decide a plan before its split: how
`check_chunk_id` completes model-chunk ids after gradient merge, and when split backward's
`matmul_grad` split fails (or miscomputes).

Sources (the 3.3.1 wheel): `paddle/distributed/auto_parallel/static/pir_pass.py`
(`check_chunk_id`, called by `Engine._parallel_pir` between the gradient-merge pass and
dist-to-dense when `schedule_mode == "VPP"`), `.../static/mix_to_dist_pass.py`
(`dist_skip_op_list`), `paddle/distributed/passes/pass_utils.py` (`infer_chunk_id`,
`_pir_split_matmul_grad_to_matmul`), and phi's `MatmulInferMeta` / `ReshapeInferMeta`, whose
rules `matmul_shape` and `reshape_fails` restate (checked against Paddle by
`tests/test_vpp_oracle.py`). May import nothing of pirtool.
"""

from __future__ import annotations

import math

#: Ops `check_chunk_id` leaves as they are (`dist_skip_op_list`, and the two ops dist-to-dense
#: removes): the VPP split infers their chunk from their neighbours later.
CHUNK_CHECK_SKIPS = frozenset(
    {
        "builtin.combine",
        "builtin.split",
        "cf.yield",
        "cf.tuple_push",
        "cf.tuple_pop",
        "cf.stack_create",
        "pd_op.pylayer",
        "dist_op.dtensor_from_local",
        "dist_op.dtensor_to_local",
    }
)
#: Ops `check_chunk_id` puts in chunk 0 when they have none: every chunk's jobs may read them
#: (the learning rate, optimizer state, parameters) and the first job that does keeps them.
CHUNK_ZERO_OPS = frozenset({"pd_op.data", "builtin.parameter"})
#: Ops that take the chunk of the first of their result's users that has one (the
#: loss-gradient seed `full` takes the chunk of the loss's backward).
CHUNK_OF_USER_OPS = frozenset({"pd_op.full", "pd_op.full_int_array"})


def matmul_shape(x: tuple[int, ...], y: tuple[int, ...], transpose_x: bool, transpose_y: bool) -> tuple[int, ...]:
    """The result shape Paddle's `MatmulInferMeta` gives `matmul(x, y)`, or ValueError with the
    reason it refuses. A 1-D operand is a row (x) or a column (y) and its transpose flag is
    ignored; the contracted dims must agree (unknown -1 dims aside); the batch dims are the
    longer operand's, or dim by dim the larger one (3.3.1 does not check that they broadcast)."""
    if not x or not y:
        raise ValueError("matmul of a 0-D tensor")
    dx, dy = list(x), list(y)
    x_row, y_col = len(dx) == 1, len(dy) == 1
    if x_row:
        dx, transpose_x = [1, *dx], False
    if y_col:
        dy, transpose_y = [*dy, 1], False
    ix = len(dx) - 2 if transpose_x else len(dx) - 1
    iy = len(dy) - 1 if transpose_y else len(dy) - 2
    if dx[ix] >= 0 and dy[iy] >= 0 and dx[ix] != dy[iy]:
        raise ValueError(
            f"In operator matmul, the [{ix}] dimension of Input(X) must be equal to the [{iy}] dimension "
            f"of Input(Y), but X is {list(x)} and Y is {list(y)}"
        )
    if len(dx) > len(dy):
        batch = dx[:-2]
    elif len(dx) < len(dy):
        batch = dy[:-2]
    else:
        batch = [max(a, b) for a, b in zip(dx[:-2], dy[:-2], strict=True)]
    out = list(batch)
    if not x_row:
        out.append(dx[-1] if transpose_x else dx[-2])
    if not y_col:
        out.append(dy[-2] if transpose_y else dy[-1])
    return tuple(out)


def reshape_fails(x: tuple[int, ...], shape: list[int]) -> str | None:
    """Why Paddle's `ReshapeInferMeta` refuses to reshape a tensor of shape `x` to `shape`
    (None if it does not): a negative dim other than one -1, or, all dims known, another size."""
    if any(d < -1 for d in shape) or shape.count(-1) > 1:
        return f"each dimension value of 'shape' in reshape must not be negative except one unknown dimension, but shape is {shape}"
    target = [x[i] if d == 0 and i < len(x) else d for i, d in enumerate(shape)]
    if -1 in target or any(d < 0 for d in x):
        return None
    if math.prod(target) != math.prod(x):
        return (
            f"the 'shape' in ReshapeOp is invalid: the input's shape is {list(x)} (size {math.prod(x)}), "
            f"'shape' is {shape} (capacity {math.prod(target)})"
        )
    return None


def split_matmul_grad_failure(
    x: tuple[int, ...],
    y: tuple[int, ...],
    out_grad: tuple[int, ...],
    y_grad: tuple[int, ...],
    transpose_x: bool = False,
    transpose_y: bool = False,
) -> str | None:
    """Why split backward cannot take this `matmul_grad` (None if it can): where Paddle's
    `_pir_split_matmul_grad_to_matmul` fails, its reason; where it would build a wrong gradient
    without failing, that. It folds the first two dims of x and out_grad (as MatmulGradKernel
    does for rank-3 activations) into `reshape(x)^T @ reshape(out_grad)`, reshapes that to
    y_grad's shape, and builds the input gradient as `out_grad @ y^T`: with 2-D activations the
    fold leaves vectors, whose product is a 0-D tensor. It means to leave transposed
    `matmul_grad`s alone, but asks for attributes `trans_x` / `trans_y`, which `matmul_grad` does
    not have (its are `transpose_x` / `transpose_y`), so it splits them as if untransposed."""
    why = _split_fails(x, y, out_grad, y_grad)
    if why is not None:
        return f"Paddle 3.3.1's split backward fails on it: {why}"
    if transpose_x or transpose_y:
        return (
            "Paddle 3.3.1's split backward splits it as if it were not transposed (it looks for "
            "attributes trans_x / trans_y, which matmul_grad does not have): its gradients would be wrong"
        )
    return None


def _split_fails(
    x: tuple[int, ...], y: tuple[int, ...], out_grad: tuple[int, ...], y_grad: tuple[int, ...]
) -> str | None:
    if len(x) != len(out_grad):
        return f"the rank of x ({len(x)}) must equal that of out_grad ({len(out_grad)})"
    if len(x) < 2:
        return f"x has rank {len(x)}: there are no first two dimensions to fold"
    if len(x) > 2 and x[:2] != out_grad[:2]:
        return f"the first two dimensions of x {list(x)} and out_grad {list(out_grad)} must be equal"
    fx = [x[0] * x[1], *x[2:]]
    fo = [out_grad[0] * out_grad[1], *out_grad[2:]]
    for what, src, dims in (("x", x, fx), ("out_grad", out_grad, fo)):
        why = reshape_fails(src, dims)
        if why is not None:
            return f"folding {what}: {why}"
    try:
        w = matmul_shape(tuple(fx), tuple(fo), True, False)
    except ValueError as e:
        return f"the weight gradient's matmul of the folded x {fx} and out_grad {fo}: {e}"
    why = reshape_fails(w, list(y_grad))
    if why is not None:
        return f"the weight gradient's matmul of the folded x {fx} and out_grad {fo} gives {list(w)}: {why}"
    try:
        matmul_shape(out_grad, y, False, True)
    except ValueError as e:
        return f"the input gradient's matmul (out_grad @ y^T): {e}"
    return None


def stage_of_virtual(v: int, pp_degree: int, v_shaped: bool) -> int:
    """The pipeline stage that holds virtual stage `v` (chunk v // pp of the model, counted
    along the pipeline): interleaved (VPP's default), chunk c sits on stages 0 .. pp-1 in turn;
    V-shaped (`vshape`, ZBVPP's placement) odd chunks run back up, pp-1 .. 0."""
    c, pos = divmod(v, pp_degree)
    return pp_degree - 1 - pos if v_shaped and c % 2 else pos


def stage_p2p(stage: int, pp_degree: int, chunks: int, v_shaped: bool) -> tuple[str, bool]:
    """What the forward of pipeline stage `stage` does, chunk after chunk: its p2p sequence
    (`r` a recv_v2, `s` a send_v2, repeats of one kind collapsed, as the program prints them in
    model order) and whether it computes the loss. A chunk receives its input unless it is the
    first virtual stage or the one before it sits on the same stage (the turn of a V), and
    sends its output on unless it is the last (the loss) or the next sits on the same stage."""
    n = pp_degree * chunks
    seq: list[str] = []
    loss = False
    for v in range(n):
        if stage_of_virtual(v, pp_degree, v_shaped) != stage:
            continue
        if v > 0 and stage_of_virtual(v - 1, pp_degree, v_shaped) != stage:
            seq.append("r")
        if v < n - 1 and stage_of_virtual(v + 1, pp_degree, v_shaped) != stage:
            seq.append("s")
        loss = loss or v == n - 1
    collapsed = [x for i, x in enumerate(seq) if i == 0 or seq[i - 1] != x]
    return "".join(collapsed), loss
