"""The names Paddle gives values, and the suffixes passes append to them.

`GRAD_MERGE_SUFFIX` names gradient merge's accumulators (`<param>@GRAD@MERGE`, a startup
`shadow_output` and a main-program kwarg). `RENAME_SUFFIX` marks gradients renamed by the
shared-parameter policy (`w@GRAD@RENAME@...`); the old-IR gradient merge left their reduce ops
alone, and so does pirtool. Neither suffix is spelt anywhere else.

Also what Paddle's attributes say of a value's life (`is_persistable`, `stop_gradient`), the
names one parameter goes by (`param_aliases`: program, dygraph and `.dist` names;
`dygraph_name`), and how a program names its loss (`is_loss_name`, `loss_seed`): the runner,
the plan splitter and the passes read them here.

May import the model (ir).
"""

from __future__ import annotations

from collections.abc import Iterable

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


# -- what Paddle's attributes say of a value's life -------------------------------------------
def is_persistable(op: Operation) -> bool:
    """Whether `op` (a `pd_op.data`, a `builtin.parameter`) defines a persistable value: its
    `persistable` attribute, printed as `[true]` or `true`. Persistable values (parameters,
    optimizer state, the learning rate, accumulators) live in the scope across jobs and steps;
    a data op that is not persistable is fed."""
    p = op.attrs.value("persistable", False)
    if isinstance(p, list):
        return bool(p) and p[0] is True
    return p is True


def is_persistable_value(v: Value) -> bool:
    """Whether `v` is persistable: a kwarg by its attribute map (`{persistable:true}`), a value
    by its definer (`is_persistable`)."""
    op = v.defining_op
    if op is None:
        return bool(v.arg_attrs is not None and v.arg_attrs.value("persistable", False) is True)
    return is_persistable(op)


def stop_gradient(v: Value | None) -> bool:
    """A value's stop_gradient: its definer's `stop_gradient[i]`; kwargs and args stop (true)."""
    if v is None:
        return True
    op = v.defining_op
    if op is None:
        return True
    sg = op.attrs.get("stop_gradient")
    if sg is not None and sg.kind == "array" and v.index < len(sg.value):
        return bool(sg.value[v.index].value)
    return True


# -- the names one parameter goes by ----------------------------------------------------------
#: Suffix Paddle's auto-parallel gives a placed parameter (`shard_tensor`): `linear_0.w_0.dist`.
DIST_SUFFIX = ".dist"
#: Dygraph's spelling of a static parameter suffix: `linear_0.weight` is `linear_0.w_0`.
DYGRAPH_SUFFIXES = ((".weight", ".w_0"), (".bias", ".b_0"))


def base_param_name(name: str) -> str:
    """A parameter's name without the `.dist` auto-parallel gives its distributed copy."""
    return name.removesuffix(DIST_SUFFIX)


def param_aliases(name: str) -> list[str]:
    """Every name a parameter called `name` (in a file of values: a program name, a dygraph
    name, with or without `.dist`) may have in a program, the name itself first:
    `linear_0.weight` -> `linear_0.w_0`, `linear_0.w_0.dist`; `linear_0.w_0.dist` ->
    `linear_0.w_0`."""
    base = base_param_name(name)
    stems = [base]
    for dy, st in DYGRAPH_SUFFIXES:
        if base.endswith(dy):
            stems.append(base[: -len(dy)] + st)
    out = [name]
    for s in stems:
        out += [s, s + DIST_SUFFIX]
    return list(dict.fromkeys(out))


def dygraph_name(name: str) -> str:
    """The dygraph spelling of a program's parameter name (`linear_0.w_0` -> `linear_0.weight`;
    `.dist` dropped); other names as they are."""
    base = base_param_name(name)
    for dy, st in DYGRAPH_SUFFIXES:
        if base.endswith(st):
            return base[: -len(st)] + dy
    return base


# -- the loss ---------------------------------------------------------------------------------
#: The `output_name` prefix of the `builtin.shadow_output` that fetches a program's loss.
LOSS_PREFIX = "loss"


def is_loss_name(output_name: str) -> bool:
    """Whether a `builtin.shadow_output` of this `output_name` fetches the loss (`loss`, `loss_0`)."""
    return output_name.startswith(LOSS_PREFIX)


def loss_seed(ops: Iterable[Operation]) -> Value | None:
    """The loss whose gradient seeds the backward among `ops`: the operand of the first
    `full_like(loss, 1)` over a one-element value (every Paddle backward starts with it), or None."""
    for op in ops:
        if op.name == "pd_op.full_like" and op.operands and op.operands[0] is not None:
            if (op.operands[0].type.numel or 0) == 1:
                return op.operands[0]
    return None
