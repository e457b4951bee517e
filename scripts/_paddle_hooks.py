"""What the sample generators read off Paddle's own passes while they run (shared by
gen_gm_cases.py and gen_pp_cases.py): the gradient-merge pass's attributes, and a hook around
its `_apply_single_impl` that hands the programs before and after it to the caller.

Imported by the generators' child processes, where Paddle is imported; this module imports
nothing of Paddle itself (the pass class is passed in).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def gm_pass_attrs(gm_pass: Any) -> dict[str, Any]:
    """The attributes Paddle gave its gradient-merge pass (k_steps, avg, the sync flag and the
    (parameter, gradient type) pairs), as JSON-ready values."""
    return {
        "k_steps": gm_pass.get_attr("k_steps"),
        "avg": gm_pass.get_attr("avg"),
        "gradient_sync_after_accumulate": gm_pass.get_attr("gradient_sync_after_accumulate"),
        "params_grads": [[p.name, None if g is None else str(g.type())] for p, g in gm_pass.get_attr("params_grads")],
    }


def hook_gradient_merge(
    pass_cls: Any, before: Callable[[Any, str, str], None], after: Callable[[str, str], None]
) -> None:
    """Wrap `pass_cls._apply_single_impl`: `before(pass, main, startup)` with the printed programs
    it receives, `after(main, startup)` with the printed programs it leaves."""
    orig = pass_cls._apply_single_impl

    def hooked(self: Any, main: Any, startup: Any, ctx: Any) -> Any:
        before(self, str(main), str(startup))
        r = orig(self, main, startup, ctx)
        after(str(main), str(startup))
        return r

    pass_cls._apply_single_impl = hooked
