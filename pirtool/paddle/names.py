"""The names Paddle gives values, and the suffixes passes append to them.

`GRAD_MERGE_SUFFIX` names gradient merge's accumulators (`<param>@GRAD@MERGE`, a startup
`shadow_output` and a main-program kwarg). `RENAME_SUFFIX` marks gradients renamed by the
shared-parameter policy (`w@GRAD@RENAME@...`); the old-IR gradient merge left their reduce ops
alone, and so does pirtool. Neither suffix is spelt anywhere else.

May import the model (ir).
"""

from __future__ import annotations

from ..ir import Operation, Value
from ..lexical import VALUE_NAME_STOP, describe_char

#: Suffix of a gradient-merge accumulator's name: `<param>@GRAD@MERGE`.
GRAD_MERGE_SUFFIX = "@GRAD@MERGE"
#: Suffix the shared-parameter policy gives renamed gradients.
RENAME_SUFFIX = "@RENAME"
#: The auto-parallel Engine stores the loss it fetches under `loss_<n>` (a `shadow_output`).
LOSS_PREFIX = "loss"


def is_loss_output(op: Operation) -> bool:
    """Whether `op` is the `shadow_output` that stores the loss (`loss_0`, ...)."""
    return op.name == "builtin.shadow_output" and str(op.attrs.value("output_name", "")).startswith(LOSS_PREFIX)


def kwarg_keyword(name: str, op: Operation, what: str, key: str | None = None) -> str:
    """`name` as the keyword of a new kwarg `%kwarg_<name>` for `what` (a value of `op`, named
    after `op`'s attribute `key`, else after the op; Paddle prints the keyword as it is). A name
    holding a character that ends a value name in the text would give a program that does not
    read back: a PirError at that attribute's value, or at the op's name."""
    m = VALUE_NAME_STOP.search(name)
    if m is None:
        return name
    reason = (
        f"{what} cannot be the kwarg %kwarg_{name}: a value name cannot hold "
        f"{describe_char(m.group())} (the printed program would not read back)"
    )
    raise op.attrs.error(key, reason) if key is not None and key in op.attrs else op.error(reason, op.name)


def source_name(op: Operation | None) -> str | None:
    """The name a `builtin.parameter` (`parameter_name`) or `pd_op.data` (`name`) gives the value
    it defines; None for any other op, or when the attribute is not a string."""
    if op is None:
        return None
    if op.name == "builtin.parameter":
        a = op.attrs.get("parameter_name")
    elif op.name == "pd_op.data":
        a = op.attrs.get("name")
    else:
        return None
    return a.value if a is not None and a.kind == "str" else None


def param_name(v: Value | None) -> str | None:
    """The parameter (or data) a value is, read straight from its defining op (through no ops)."""
    return source_name(v.defining_op) if v is not None else None


def value_name(v: Value | None) -> str | None:
    """The user-visible name of a value, if the text gives it one.

    A kwarg's keyword, a parameter's `parameter_name`, a `pd_op.data`'s `name`, or the
    `output_name` of a `builtin.shadow_output` / `set_persistable_value` that stores it.
    """
    if v is None:
        return None
    if v.kind == "kwarg":
        return v.keyword
    op = v.defining_op
    if op is not None:
        for key in ("parameter_name", "name"):
            n = op.attr(key)
            if isinstance(n, str):
                return n
    for user in v.users:
        if user.name in ("builtin.shadow_output", "pd_op.set_persistable_value"):
            n = user.attr("output_name") or user.attr("name")
            if isinstance(n, str):
                return n
    return None


def is_renamed(v: Value | None) -> bool:
    """A gradient renamed by the shared-parameter policy (its name carries `RENAME_SUFFIX`)."""
    n = value_name(v)
    return n is not None and RENAME_SUFFIX in n
