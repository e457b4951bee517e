"""The layer each top-level op of a program is shown under, in every stage.

The forward says its layers itself: an op's `struct_name` (`/Deep/Block_1/Linear/` → Deep ›
Block_1 › Linear), else the parameter it is or reads (`linear_3.w_0` → `linear_3`), else its op
name (`layer_of`). The backward and the optimizer do not (Paddle prints no `struct_name` there),
so their ops are placed by what they work on:

* a gradient op goes under the layer of the forward op it differentiates: by Paddle's naming
  (`paddle.grads.forward_names`: `matmul_grad` → `matmul`), the op of that name that shares the
  most values with it (a gradient op reads its forward op's inputs and outputs), or, for one that
  reads none (`transpose_grad(out_grad)`), the op whose output its `out_grad` is the gradient of
  (the producer of that output in the forward op of `out_grad`'s producer: gradient op results
  follow their forward op's operands);
* an optimizer op (`paddle.optimizers`) under its parameter's layer: the layer of the first
  forward op that reads the parameter when it has a `struct_name`, else the parameter's own
  group; so does any other op that reads a parameter or its gradient-merge accumulator
  (`<param>@GRAD@MERGE`: the scale and zeroing ops gradient merge adds);
* every other op under the innermost layer that holds all the layers of its neighbours: in the
  backward its producers first (an `all_reduce` of a `matmul_grad`'s result, the sum of a
  residual's two gradients), then its users (the loss-gradient seed's `full`); in the optimize
  stage its users first (the constants and clip factors an update reads), then its producers
  (the global norm of every gradient). Neighbours in no common layer make the group "shared";
  an op with no placed neighbour keeps `layer_of`'s group.

One pass per rule over the ops, each op's operands and users looked at a bounded number of
times: linear in the program.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...ir import Block, Operation, Value
from ...paddle.grads import forward_names, is_grad_op
from ...paddle.names import GRAD_MERGE_SUFFIX, source_name
from ...paddle.optimizers import OPTIMIZERS
from ...paddle.roles import FORWARD, OPTIMIZE

#: Layer group kinds: from struct_name, from a parameter name, from the op name, shared by layers.
STRUCT, PARAM, FAMILY, SHARED = 0, 1, 2, 3
#: The name of the group of ops whose neighbours lie in no common layer.
SHARED_NAME = "shared"
_PARAM_OPS = ("builtin.parameter", "pd_op.data")
Layer = tuple[int, tuple[str, ...]]


def layer_of(op: Operation) -> Layer:
    """(kind, path) of a top-level op's own layer group: struct_name, parameter prefix or op name."""
    s = op.attrs.get("struct_name")
    if s is not None and s.kind == "str":
        parts = tuple(p for p in str(s.value).split("/") if p)
        if parts:
            return STRUCT, parts
    pn = _param_prefix(source_name(op)) if op.name in _PARAM_OPS else None
    if pn:
        return PARAM, (pn,)
    for v in op.operands:
        d = v.defining_op if v is not None else None
        if d is not None and d.name in _PARAM_OPS:
            pn = _param_prefix(source_name(d))
            if pn:
                return PARAM, (pn,)
    return FAMILY, (op.name,)


def _param_prefix(name: str | None) -> str | None:
    """`linear_3` of a parameter-style name `linear_3.w_0`; None for names without a dot."""
    if not name:
        return None
    head, dot, _ = name.partition(".")
    return head if dot and head else None


def top_level_layers(block: Block, stages: dict[Operation, int]) -> dict[Operation, Layer]:
    """The layer of every op of `block` (a program's top level), by the rules above; `stages` is
    `paddle.roles.op_stages(block)` (its keys are the top-level ops)."""
    return _Placer(block, stages).run()


class _Placer:
    def __init__(self, block: Block, stages: dict[Operation, int]) -> None:
        self.ops = list(block.ops)
        self.stages = stages
        self.out: dict[Operation, Layer] = {}
        self.fwd: dict[Operation, Operation] = {}  # gradient op -> the op it differentiates
        self.params: dict[str, Layer] = {}  # parameter name -> its layer

    def run(self) -> dict[Operation, Layer]:
        grad_names = {n for n in {op.name for op in self.ops} if is_grad_op(n)}
        wanted = {f for n in grad_names for f in forward_names(n)}
        index: dict[str, dict[int, list[Operation]]] = {}
        own: dict[Operation, Layer] = {}
        loose: list[Operation] = []  # forward ops in no layer of their own
        later: list[Operation] = []  # backward and optimize ops
        stages, out = self.stages, self.out
        for op in self.ops:
            lay = own[op] = layer_of(op)
            if lay[0] == STRUCT:
                out[op] = lay
                self._note_params(op, lay)
            elif stages.get(op, OPTIMIZE) != FORWARD:
                later.append(op)
                continue
            elif lay[0] == PARAM or op.name in _PARAM_OPS:
                out[op] = lay
            else:
                loose.append(op)
            if op.name in wanted:
                _index(op, index)
        for op in loose:  # between ops of one layer (a tensor-parallel all_reduce): that layer
            out[op] = self._between(op) or own[op]
        rest: list[Operation] = []  # what no rule has placed yet
        for op in later:
            placed = self._grad_layer(op, index) if op.name in grad_names else None
            placed = placed or self._param_layer(op)
            if placed is not None:
                out[op] = placed
            else:
                rest.append(op)
            if op.name in wanted:
                _index(op, index)
        for way in (self._producers, self._users):  # producers in print order, users in reverse
            for op in rest if way == self._producers else reversed(rest):
                if op not in out:
                    around = _enclosing(out.get(n) for n in way(op))
                    if around is not None:
                        out[op] = around
        for op in rest:
            if op not in out:
                out[op] = own[op]
        return out

    def _between(self, op: Operation) -> Layer | None:
        """The layer both an op's producers and its users are in, if they are placed in one."""
        p = _enclosing((self.out.get(n) for n in self._producers(op)), family=False)
        u = _enclosing((self.out.get(n) for n in self._users(op)), family=False)
        if p is None or u is None or SHARED in (p[0], u[0]):
            return None
        lay = _enclosing((p, u), family=False)
        return lay if lay is not None and lay[0] != SHARED else None

    # ---- anchors -------------------------------------------------------------------------------
    def _note_params(self, op: Operation, lay: Layer) -> None:
        for v in op.operands:
            n = source_name(v.defining_op) if v is not None else None
            if n and n not in self.params:
                self.params[n] = lay

    def _param_of(self, name: str | None) -> Layer | None:
        if not name:
            return None
        if name.endswith(GRAD_MERGE_SUFFIX):
            name = name[: -len(GRAD_MERGE_SUFFIX)]
        lay = self.params.get(name)
        if lay is None:
            pn = _param_prefix(name)
            lay = (PARAM, (pn,)) if pn else None
        return lay

    def _param_layer(self, op: Operation) -> Layer | None:
        """An optimizer op's parameter's layer; for another op, that of the first parameter (or
        gradient-merge accumulator) it reads."""
        spec = OPTIMIZERS.get(op.name)
        if spec is not None:
            if spec.param < len(op.operands):
                v = op.operands[spec.param]
                if v is not None and v.defining_op is not None and v.defining_op.name == "builtin.combine":
                    v = v.defining_op.operands[0] if v.defining_op.operands else None  # merged_*/fused_*
                return self._param_of(_name(v))
            return None
        for v in op.operands:
            lay = self._param_of(_name(v))
            if lay is not None:
                return lay
        return None

    def _grad_layer(self, op: Operation, index: dict[str, dict[int, list[Operation]]]) -> Layer | None:
        f = self._forward_op(op, index)
        if f is None:
            return None
        self.fwd[op] = f
        return self.out.get(f)

    def _forward_op(self, g: Operation, index: dict[str, dict[int, list[Operation]]]) -> Operation | None:
        names = forward_names(g.name)
        score: dict[Operation, int] = {}
        for n in names:
            by_value = index.get(n)
            if by_value is None:
                continue
            for v in g.operands:
                if v is not None:
                    for f in by_value.get(id(v), ())[-8:]:  # bounded: the latest few users of a shared value
                        score[f] = score.get(f, 0) + 1
        best = max(score.values(), default=0)
        tied = [f for f, s in score.items() if s == best]
        via = self._via_out_grad(g, names)
        if via is not None and (not tied or via in tied):
            return via
        return tied[-1] if tied else None

    def _via_out_grad(self, g: Operation, names: tuple[str, ...]) -> Operation | None:
        """The op whose output g's `out_grad` is the gradient of, found through the op that made it."""
        for v in g.operands:
            p = v.defining_op if v is not None else None
            c = self.fwd.get(p) if p is not None else None
            if c is None or p is None:
                continue
            j = next((k for k, r in enumerate(p.results) if r is v), -1)
            made = [u.defining_op for u in c.operands if u is not None and u.defining_op is not None]
            cand = [d for d in made if d.name in names]
            mate = c.operands[j] if 0 <= j < len(c.operands) else None
            if mate is not None and mate.defining_op in cand:
                return mate.defining_op
            if len(set(map(id, cand))) == 1:
                return cand[0]
        return None

    # ---- neighbours --------------------------------------------------------------------------
    def _producers(self, op: Operation) -> Iterable[Operation]:
        for v in op.operands:
            d = v.defining_op if v is not None else None
            if d is not None and d in self.stages and d.name not in _PARAM_OPS:  # top level only
                yield d

    def _users(self, op: Operation) -> Iterable[Operation]:
        for r in op.results:
            for u in r.users:
                if u in self.stages:
                    yield u


def _index(op: Operation, index: dict[str, dict[int, list[Operation]]]) -> None:
    """Note the values of an op some gradient op may differentiate."""
    by_value = index.setdefault(op.name, {})
    for v in (*op.operands, *op.results):
        if v is not None:
            by_value.setdefault(id(v), []).append(op)


def _name(v: Value | None) -> str | None:
    """The name a value has of its own: a kwarg's keyword, a parameter's or data's name."""
    if v is None:
        return None
    if v.kind == "kwarg":
        return v.keyword
    return source_name(v.defining_op)


def _enclosing(layers: Iterable[Layer | None], family: bool = True) -> Layer | None:
    """The layer these layers agree on: the deepest if they lie on one path (the clip factor of
    the whole model read by one layer's update: that layer), else their common part; "shared"
    if they have none in common, or are all shared. Op-name groups count only where no layer
    does, and only when they are one group (`family`). None if none is placed (or the op-name
    groups disagree)."""
    kind, chain, shared = -1, True, False
    deep: tuple[str, ...] = ()
    common: tuple[str, ...] = ()
    families: set[tuple[str, ...]] = set()
    for lay in layers:
        if lay is None:
            continue
        if lay[0] == SHARED:
            shared = True
            continue
        if lay[0] == FAMILY:
            families.add(lay[1])
            continue
        path = lay[1]
        if kind < 0:
            kind, deep, common = lay[0], path, path
            continue
        if lay[0] != kind:
            return SHARED, (SHARED_NAME,)
        common = common[: _prefix(common, path)]
        if chain and _prefix(deep, path) < min(len(deep), len(path)):
            chain = False
        elif len(path) > len(deep):
            deep = path
    if kind >= 0:
        if chain:
            return kind, deep
        return (kind, common) if common else (SHARED, (SHARED_NAME,))
    if family and len(families) == 1 and not shared:
        return FAMILY, families.pop()
    return (SHARED, (SHARED_NAME,)) if shared else None


def _prefix(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    """How many leading names two paths share."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n
