"""Paddle's vocabulary, defined once: op roles and the stage rule for role-less programs
(`roles`), the optimizer operand table (`optimizers`), collectives and data-parallel gradient
syncs (`collectives`), dist tensor types and `op_dist_attr` (`dist`), value names and the
suffixes passes append (`names`), the order Paddle prints kwargs in (`kwarg_order`), side effects and
in-place operands (`effects`), recompute's tags, random ops and the linear-gradient fusion's op
names (`recompute`), VPP's chunk placement (`vpp`) and whether VPP job lists pair their p2p
messages (`pairing`).

Passes, the runner, its kernels and the reading tools (stats, diff, graph) import these facts
from here; nothing here imports them. May import the model (ir, attrs, types, errors).
"""
