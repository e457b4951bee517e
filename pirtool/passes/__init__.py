"""Compiler passes over PIR programs, and the machinery to configure and run them.

    from pirtool.passes import PassContext, parse_pipeline
    ctx = PassContext(main, startup)
    for p in parse_pipeline("gradient-merge{k=4},remove-master-grad-cast"):
        p.apply(ctx)

Importing this package registers the built-in passes (`pirtool passes` lists them).
"""

from __future__ import annotations

from .base import Pass, PassContext, PassOption, get_pass, option, parse_pipeline, register_pass, registered_passes
from .gradient_merge import GradientMerge
from .remove_master_grad_cast import RemoveMasterGradCast

__all__ = [
    "GradientMerge",
    "Pass",
    "PassContext",
    "PassOption",
    "RemoveMasterGradCast",
    "get_pass",
    "option",
    "parse_pipeline",
    "register_pass",
    "registered_passes",
]
