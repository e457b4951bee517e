"""Compiler passes over PIR programs, and the machinery to configure and run them.

    from pirtool.passes import PassContext, PassManager
    ctx = PassManager.parse("gradient-merge{k=4},remove-master-grad-cast").run(PassContext(main, startup))

The manager verifies the input and the program after each pass (`verify_each=True`), and
runs instrumentations around each pass: `PrintIR`, `IRTree`, `Timing` (see `pipeline`).

Importing this package registers the built-in passes (`pirtool passes` lists them).
"""

from __future__ import annotations

from .base import Pass, PassContext, PassOption, get_pass, option, parse_pipeline, register_pass, registered_passes
from .cse import CommonSubexpressionElimination
from .dce import DeadCodeElimination
from .dist_to_dense import DistToDense, RemoveUnusefulComm
from .fused_linear_param_grad_add import FusedLinearParamGradAdd
from .gradient_merge import GradientMerge
from .pipeline import IRTree, PassFailed, PassInstrumentation, PassManager, PassRun, PrintIR, Timing, VerificationFailed
from .recompute import Recompute
from .remove_master_grad_cast import RemoveMasterGradCast

__all__ = [
    "CommonSubexpressionElimination",
    "DeadCodeElimination",
    "DistToDense",
    "FusedLinearParamGradAdd",
    "GradientMerge",
    "IRTree",
    "Pass",
    "PassContext",
    "PassFailed",
    "PassInstrumentation",
    "PassManager",
    "PassOption",
    "PassRun",
    "PrintIR",
    "Recompute",
    "RemoveMasterGradCast",
    "RemoveUnusefulComm",
    "Timing",
    "VerificationFailed",
    "get_pass",
    "option",
    "parse_pipeline",
    "register_pass",
    "registered_passes",
]
