"""Real Paddle 3.3.1 programs for `pirtool lint` rules that no other sample trips: PIR005, role-less
ops where Paddle's job-plan splitter asserts.

Oracle script: needs the real ``paddlepaddle==3.3.1`` CPU wheel; run by humans, never by the test
suite. Each case builds a small static PIR program (a Linear layer, MSE loss, Momentum) with
Paddle's own role guard, ``paddle.base.framework.pir_op_role_guard`` (the one Paddle's
auto-parallel passes use: forward ops under role 0, ``append_backward`` under 1, the optimizer's
``apply_gradients`` under 2), adds one op *outside* any guard where a user's code or a pass would
(so Paddle gives it no ``op_role``), prints the program with Paddle, and hands it to Paddle's own
splitter, ``paddle.distributed.passes.pass_utils._split_program_into_forward_backward_optimize``
(what ``Engine._parallel_pir`` runs for gradient merge, after ``forward_complete_op_role``). The
splitter's real outcome (its AssertionError message, or the three job programs) goes into
``<out>/lint/INDEX.md``; each program goes to ``<out>/lint/NAME.pir``.

Usage::

    python scripts/gen_lint_cases.py [--out samples]
"""

from __future__ import annotations

import argparse
import contextlib
import io
from pathlib import Path

from _samples import store  # scripts/ is sys.path[0]

CASES = {
    "pir005_print_after_optimizer": "a `paddle.static.Print(loss)` after the optimizer, outside any role guard "
    "(a run of role-less ops ends the block)",
    "pir005_grad_scale_before_optimizer": "the gradients scaled by 0.5 between `append_backward` and "
    "`apply_gradients`, outside any role guard (a role-less op between the backward and the optimize stage)",
    "pir005_clean": "the same model with the `Print` inside the optimize guard: every op has a role",
}


def build(paddle, name: str):
    from paddle.base.framework import pir_op_role_guard

    main, startup = paddle.static.Program(), paddle.static.Program()
    with paddle.utils.unique_name.guard(), paddle.static.program_guard(main, startup):
        paddle.seed(2024)
        with pir_op_role_guard(0):
            x = paddle.static.data("input0", [4, 16], "float32")
            y = paddle.static.data("label0", [4, 8], "float32")
            loss = paddle.nn.functional.mse_loss(paddle.nn.Linear(16, 8)(x), y)
        opt = paddle.optimizer.Momentum(0.1, 0.9)
        with pir_op_role_guard(1):
            params_grads = paddle.autograd.ir_backward.append_backward(loss)
        if name == "pir005_grad_scale_before_optimizer":
            params_grads = [(p, paddle.scale(g, 0.5)) for p, g in params_grads]  # no guard: no op_role
        with pir_op_role_guard(2):
            opt.apply_gradients(params_grads)
            if name == "pir005_clean":
                paddle.static.Print(loss)
        if name == "pir005_print_after_optimizer":
            paddle.static.Print(loss)  # no guard: no op_role
    return main


def split_outcome(main) -> str:
    from paddle.distributed.passes.pass_utils import _split_program_into_forward_backward_optimize

    try:
        with contextlib.redirect_stdout(io.StringIO()):
            progs = _split_program_into_forward_backward_optimize(main.clone())
    except AssertionError as e:
        return f"AssertionError: {e}"
    return f"split into {len(progs)} job programs (forward, backward, optimize)"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "samples")
    args = ap.parse_args(argv)
    import paddle

    paddle.enable_static()
    out = args.out / "lint"
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for name, what in CASES.items():
        prog = build(paddle, name)
        store(args.out).write_text(out / f"{name}.pir", str(prog))
        outcome = split_outcome(prog)
        rows.append(f"| `{name}` | {what} | `{outcome}` |")
        print(f"{name}: {outcome}")
    store(args.out).write_text(
        out / "INDEX.md",
        "# lint samples\n\n"
        f"Written by `scripts/gen_lint_cases.py` with PaddlePaddle {paddle.__version__} (CPU): static PIR programs "
        "built with Paddle's role guard `pir_op_role_guard` (forward 0, `append_backward` 1, `apply_gradients` 2) "
        "and one op added outside any guard, printed by Paddle (`str(program)`), then split by Paddle's own "
        "`pass_utils._split_program_into_forward_backward_optimize` (what the auto-parallel Engine runs for "
        "gradient merge; it calls `forward_complete_op_role` first). The last column is what that call did.\n\n"
        "| case | the program | Paddle's splitter |\n|---|---|---|\n" + "\n".join(rows) + "\n\n"
        "Inside `dist.to_static` the Engine wraps each stage in `auto_complete_op_role`, which gives every "
        "op created in it a role (and refuses to start a stage while a role-less op exists), so these "
        "programs stand for ops a pass or a user adds after the stages are built.\n",
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
