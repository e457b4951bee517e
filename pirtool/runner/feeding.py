"""What a run is fed: feed arrays for the data ops, parameter values by name, and which rows a
rank reads of each micro-batch.

* Feeds: a feed file's arrays go to data ops by name, through a feed map (`x=input0`), or in
  order (the leftover top-level keys to the leftover data ops: the samples' `x`, `y` feed
  `input0`, `label0`). With several ranks the keys are assigned once, over every rank's data
  ops in rank order (`assign_feeds`), and each rank takes the arrays of its own data ops: a
  pipeline's first stage its input, the last its label; a feed-map key no rank reads is an
  error, one a rank lacks is not that rank's business. `check_feeds` refuses, before anything
  runs, what a data op cannot take: a 0-d array (no rows), strings or objects, complex values
  for a real data op, rows of another shape than the data op's.
* Rows: micro-batch j of step i is rows (i*k+j)*B ... +B of every feed, B the rows of one
  micro-batch of the whole job (`Feeder`); a data-parallel rank whose dist program shards its
  data op (`Shard(0)` over the dp ranks) reads its part of those rows, as Paddle's reader
  hands each dp rank its slice.
* Parameters: a key of a parameter file names a parameter by its program name, its dygraph
  name or either with Paddle's `.dist` suffix (`paddle.names.param_aliases`); an `init/` prefix
  is stripped. `match_params` pairs keys and names; keys it cannot pair are left for the caller
  (another rank may hold them, or they pair by order).

May import `errors`, `dtypes` and the model, and `pirtool.paddle`; nothing above.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..ir import Operation, Program
from ..paddle.dist import fed_value_types, shard_slices
from ..paddle.names import param_aliases
from .dtypes import np_dtype_of_type
from .errors import RunnerError, Text

#: The key prefix a parameter file may put before every parameter name (the samples' npz).
INIT_PREFIX = "init/"


def _listed(names: list[str], limit: int = 6) -> str:
    return ", ".join(names[:limit]) + (" ..." if len(names) > limit else "") if names else "none"


def assign_feeds(keys: list[str], names: list[list[str]], feed_map: dict[str, str] | None = None) -> dict[str, str]:
    """Data-op name -> feed key, for the data ops `names[i]` of each rank i (rank order). With a
    feed map, its keys must be in `keys` and each must name a data op of some rank; the other
    data ops take the key of their own name, else the leftover top-level keys (no `/`) in
    order. A data op that gets no key is left out (`feeds_of` says whose it is)."""
    every = list(dict.fromkeys(n for rank in names for n in rank))
    out: dict[str, str] = {}
    if feed_map:
        for key, name in feed_map.items():
            if key not in keys:
                raise RunnerError(
                    Text(
                        "{feed_map_opt}: the feed file has no array {key!r} (it has {have})",
                        key=key,
                        have=_listed(keys),
                    )
                )
            if name not in every:
                raise RunnerError(
                    Text(
                        "{feed_map_opt}: no program has a data op {name!r} (data ops: {have})",
                        name=name,
                        have=_listed(every),
                    )
                )
            out[name] = key
    used = set(out.values())
    for name in every:
        if name not in out and name in keys and name not in used:
            out[name] = name
            used.add(name)
    rest = [k for k in keys if "/" not in k and k not in used and k not in every and not k.startswith("recv:")]
    for name in every:
        if name not in out and rest:
            out[name] = rest.pop(0)
    return out


def feeds_of(arrays: dict[str, Any], names: list[str], assigned: dict[str, str]) -> dict[str, Any]:
    """One rank's feeds: the array assigned to each of its data ops `names`; RunnerError naming
    the data ops nothing feeds."""
    missing = [n for n in names if n not in assigned]
    if missing:
        raise RunnerError(
            Text(
                "no feed for data op(s) {missing}: name them in the feed file or {use_feed_map}",
                missing=", ".join(missing),
            )
        )
    return {n: arrays[assigned[n]] for n in names}


def map_feeds(arrays: dict[str, Any], feed_names: list[str], feed_map: dict[str, str] | None = None) -> dict[str, Any]:
    """Data-op name -> array for one program's data ops (`assign_feeds` of one rank)."""
    return feeds_of(arrays, feed_names, assign_feeds(list(arrays), [feed_names], feed_map))


def check_feeds(feeds: dict[str, Any], feed_ops: list[Operation]) -> None:
    """RunnerError (located at the data op) for a feed its data op cannot take: no rows (0-d),
    not numbers, complex for a real data op, or rows of another shape than the op's."""
    for op in feed_ops:
        name = str(op.attrs.value("name"))
        if name not in feeds:
            continue
        a = np.asarray(feeds[name])
        want = np_dtype_of_type(op.result.type)
        why = None
        if a.ndim == 0:
            why = "is a 0-d array: a feed has a row per sample"
        elif a.dtype.kind not in "biufc":
            why = f"holds {a.dtype} values, not numbers"
        elif a.dtype.kind == "c" and (want is None or np.dtype(want).kind != "c"):
            why = f"is complex ({a.dtype}); the data op is {op.result.type.dtype or 'real'}"
        else:
            shape = op.result.type.shape or tuple(op.attrs.value("shape", []) or [])
            if shape and len(shape) != a.ndim:
                why = f"has shape {list(a.shape)}: the data op's values are {len(shape)}-D ({_dims(shape)})"
            elif shape and any(d >= 0 and d != g for d, g in zip(shape[1:], a.shape[1:], strict=False)):
                why = f"has rows of shape {list(a.shape[1:])}; the data op takes rows of {_dims(shape[1:])}"
        if why is not None:
            raise op.error(Text("{feed_opt}: the array for data op {name!r} {why}", name=name, why=why), "name:")


def _dims(shape: tuple[int, ...] | list[int]) -> str:
    return "[" + ", ".join("?" if d < 0 else str(d) for d in shape) + "]"


@dataclass
class Feeder:
    """The rows a rank reads per micro-batch: `arrays` hold the job's rows (micro-batch j of step
    i is rows (i*k+j)*rows ... +rows), `parts` the part of a micro-batch the rank reads of a
    data op it shares with other data-parallel ranks (an index into those rows)."""

    arrays: dict[str, Any]
    rows: int
    parts: dict[str, tuple[slice, ...]] = field(default_factory=dict)

    def micro_batch(self, step: int, j: int, k: int) -> dict[str, Any]:
        """The feeds of micro-batch `j` (0-based) of optimizer step `step` (0-based)."""
        lo = (step * k + j) * self.rows
        out = {}
        for n, a in self.arrays.items():
            rows = a[lo : lo + self.rows]
            part = self.parts.get(n)
            out[n] = rows[part] if part is not None else rows
        return out

    def micro_batches(self, step: int, k: int) -> list[dict[str, Any]]:
        return [self.micro_batch(step, j, k) for j in range(k)]

    def steps(self, k: int) -> int | None:
        """How many steps of k micro-batches the arrays have rows for (None: no feeds)."""
        if not self.arrays:
            return None
        rows = min(int(np.shape(a)[0]) for a in self.arrays.values())
        return rows // (k * self.rows)


def dp_part(feed_names: list[str], dist: Program | None, rank: int, b: int) -> tuple[int, dict[str, tuple[slice, ...]]]:
    """(rows per micro-batch of the whole job, the part of them each data op of rank `r` reads):
    a data op its dist program shards on dim 0 (`Shard(0)` over the dp ranks) reads its `b` of
    every `b * d` rows, at its place; otherwise the rank reads every row (b of b)."""
    if dist is None:
        return b, {}
    types = fed_value_types(dist)
    parts: dict[str, tuple[slice, ...]] = {}
    d = 1
    for name in feed_names:
        t = types.get(name)
        sl = shard_slices(t, rank) if t is not None else None
        if sl is None or t is None or t.shape is None or not sl or sl[0] == slice(None):
            continue
        local = sl[0].stop - sl[0].start
        if local <= 0 or t.shape[0] % local:
            continue
        d = t.shape[0] // local
        pos = sl[0].start // local
        parts[name] = (slice(pos * b, (pos + 1) * b),)
    return b * d, parts


def strip_init(arrays: dict[str, Any]) -> dict[str, Any]:
    """A parameter file's arrays under their parameter names: with an `init/` prefix on some
    keys (the samples' npz: also data and reference values), those keys only, unprefixed."""
    if any(k.startswith(INIT_PREFIX) for k in arrays):
        return {k[len(INIT_PREFIX) :]: v for k, v in arrays.items() if k.startswith(INIT_PREFIX)}
    return arrays


def match_params(keys: list[str], known: set[str]) -> tuple[dict[str, str], list[str]]:
    """(key -> program name for every key that names one of `known` by an alias, the keys left
    over) — a key taking the first alias `known` has, and no name taken twice."""
    mapping: dict[str, str] = {}
    taken: set[str] = set()
    left: list[str] = []
    for key in keys:
        name = next((n for n in param_aliases(key) if n in known and n not in taken), None)
        if name is None:
            left.append(key)
        else:
            mapping[key] = name
            taken.add(name)
    return mapping, left


def unclaimed(left: list[list[str]]) -> None:
    """RunnerError for the keys of one parameter file given to several ranks that no rank
    takes (`left[i]`: the keys rank i left, `Runner.unmatched_params`)."""
    if not left:
        return
    common = [k for k in left[0] if all(k in other for other in left[1:])]
    if common:
        keys = ", ".join(repr(k) for k in common[:5]) + (" ..." if len(common) > 5 else "")
        raise RunnerError(
            Text(
                "{params_opt}: no rank holds a parameter named {keys} (names are program names, dygraph names "
                "like linear_0.weight, or either with .dist)",
                keys=keys,
            )
        )
