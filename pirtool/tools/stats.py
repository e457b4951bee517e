"""Statistics of one program: op counts, parameters, kwargs, persistable memory, communication, meshes."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..attrs import Era
from ..ir import Block, Operation, Program, Value
from ..paddle import dist as pdist
from ..paddle.collectives import is_comm_op
from ..paddle.dist import DistSpec
from ..paddle.roles import role_name
from ..types import DTYPE_BYTES, Type

ERA_TEXT = {
    Era.E1: "E1 (2023: pd_op.tensor<>, typed scalars)",
    Era.E2: "E2 (2024: builtin.tensor<>, typed scalars)",
    Era.E3: "E3 (Paddle 3.x: tensor<>, bare scalars)",
}


def local_shape(t: Type) -> tuple[int, ...] | None:
    """Per-rank shape of a dist tensor (global dims divided along their mesh axis); the shape otherwise."""
    return None if t.shape is None else pdist.local_shape(t)


def _mesh(t: Type) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    spec = DistSpec.of(t)
    return None if spec is None else (spec.mesh_shape, spec.process_ids)


def nbytes(t: Type, local: bool = False) -> int | None:
    """Bytes of a tensor type (None if it has a dynamic dim or is not a tensor)."""
    if t.dtype is None or t.shape is None:
        return None
    shape = local_shape(t) if local else t.shape
    size = DTYPE_BYTES.get(t.dtype)
    if shape is None or size is None or any(d < 0 for d in shape):
        return None
    n = size
    for d in shape:
        n *= d
    return n


def _tensor_info(t: Type) -> dict[str, Any]:
    b = nbytes(t)
    lb = nbytes(t, local=True)
    info: dict[str, Any] = {
        "type": t.text,
        "shape": list(t.shape) if t.shape is not None else None,
        "dtype": t.paddle_dtype or t.dtype,
        "bytes": b,
    }
    if t.dist is not None:
        ls = local_shape(t)
        info["local_shape"] = list(ls) if ls is not None else None
        info["local_bytes"] = lb
    return info


def _blocks(prog: Program) -> list[tuple[Block, int]]:
    out: list[tuple[Block, int]] = [(prog.body, 0)]
    k = 0
    while k < len(out):
        blk, depth = out[k]
        k += 1
        for op in blk:
            for r in op.regions:
                for b in r.blocks:
                    out.append((b, depth + 1))
    return out


def collect(prog: Program) -> dict[str, Any]:
    """All statistics as a JSON-ready dict."""
    by_name: Counter[str] = Counter()
    by_role: Counter[int] = Counter()
    total = nested = 0
    max_depth = 0
    params: list[dict[str, Any]] = []
    data: list[dict[str, Any]] = []
    comm: Counter[tuple[str, Any]] = Counter()
    op_mesh: Counter[tuple[tuple[int, ...], tuple[int, ...]]] = Counter()
    type_mesh: Counter[tuple[tuple[int, ...], tuple[int, ...] | None]] = Counter()
    seen_types: Counter[Type] = Counter()
    kwargs: list[dict[str, Any]] = []

    def note_value(v: Value) -> None:
        seen_types[v.type] += 1

    for blk, depth in _blocks(prog):
        max_depth = max(max_depth, depth)
        for kw, v in blk.kwargs.items():
            note_value(v)
            info = {
                "name": kw,
                **_tensor_info(v.type),
                "attrs": {k: a.text(v.arg_attrs.era) for k, a in v.arg_attrs.items()}
                if v.arg_attrs is not None
                else {},
            }
            kwargs.append(info)
        for v in blk.args:
            note_value(v)
        for op in blk:
            total += 1
            if depth:
                nested += 1
            by_name[op.name] += 1
            role = op.op_role
            by_role[role] += 1
            for r in op.results:
                note_value(r)
            _op_facts(op, params, data, comm)
            mesh = pdist.op_mesh(op.attrs.text())
            if mesh is not None:
                op_mesh[mesh] += 1
    for t, n in seen_types.items():
        for e in t.elements if t.kind == "vec" else (t,):
            mesh = _mesh(e) if e.dist is not None else None
            if mesh is not None:
                type_mesh[mesh] += n

    def total_bytes(items: list[dict[str, Any]], key: str = "bytes") -> int:
        return sum(x.get(key) or 0 for x in items)

    meshes: dict[tuple[Any, Any], dict[str, Any]] = {}
    for (shape, pids), n in op_mesh.items():
        meshes.setdefault((shape, pids), {"shape": list(shape), "process_ids": list(pids), "ops": 0, "values": 0})[
            "ops"
        ] += n
    for (tshape, tpids), n in type_mesh.items():
        meshes.setdefault(
            (tshape, tpids),
            {"shape": list(tshape), "process_ids": list(tpids) if tpids is not None else None, "ops": 0, "values": 0},
        )["values"] += n
    persist: dict[str, Any] = {
        "parameters": total_bytes(params),
        "data": total_bytes(data),
        "kwargs": total_bytes(kwargs),
    }
    persist["total"] = sum(persist.values())
    dist = any(x.get("local_bytes") is not None for x in params + data + kwargs)
    if dist:
        lp = {
            k: total_bytes(v, "local_bytes") + sum(x["bytes"] or 0 for x in v if "local_bytes" not in x)
            for k, v in (("parameters", params), ("data", data), ("kwargs", kwargs))
        }
        persist["local_per_rank"] = {**lp, "total": sum(lp.values())}
    unknown = sum(1 for x in params + data + kwargs if x["bytes"] is None)
    if unknown:
        persist["unknown_size"] = unknown
    return {
        "era": prog.era.name,
        "era_text": ERA_TEXT[prog.era],
        "ops": {"total": total, "top_level": total - nested, "nested": nested, "max_depth": max_depth},
        "by_name": dict(sorted(by_name.items(), key=lambda kv: (-kv[1], kv[0]))),
        "by_role": {role_name(r): n for r, n in sorted(by_role.items())},
        "parameters": params,
        "parameters_total": {
            "count": len(params),
            "bytes": total_bytes(params),
            "numel": sum(Type.get(p["type"]).numel or 0 for p in params),
        },
        "kwargs": kwargs,
        "persistable_data": data,
        "persistable_bytes": persist,
        "communication": [
            {"op": name, "ring_id": ring, "count": n}
            for (name, ring), n in sorted(comm.items(), key=lambda kv: (kv[0][0], str(kv[0][1])))
        ],
        "meshes": sorted(meshes.values(), key=lambda m: (len(m["shape"]), m["shape"], m["process_ids"] or [])),
    }


def _op_facts(
    op: Operation, params: list[dict[str, Any]], data: list[dict[str, Any]], comm: Counter[tuple[str, Any]]
) -> None:
    name = op.name
    if name == "builtin.parameter" and op.results:
        params.append({"name": op.attr("parameter_name"), "line": op.line, **_tensor_info(op.results[0].type)})
    elif name in ("pd_op.data", "data(phi_kernel)") and op.results:
        p = op.attr("persistable")
        if p is True or (isinstance(p, list) and p and p[0] is True):
            data.append({"name": op.attr("name"), "line": op.line, **_tensor_info(op.results[0].type)})
    elif name == "dist_op.reshard":
        comm[(name, None)] += 1
    elif is_comm_op(name):
        comm[(name, op.attrs.integer("ring_id"))] += 1  # a bad ring_id is a located error


# ----------------------------------------------------------------------------------------------
# Text


def human(n: int | None) -> str:
    if n is None:
        return "?"
    if n >= 2**1000:  # past a float (the text may state any shape): in tenths of a GiB, exactly
        tenths = (n * 10 + 2**29) // 2**30
        return f"{tenths // 10}.{tenths % 10} GiB"
    x = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if x < 1024 or unit == "GiB":
            return f"{n} B" if unit == "B" else f"{x:.1f} {unit}"
        x /= 1024
    return f"{n} B"  # pragma: no cover


def _shape(s: list[int] | None) -> str:
    return "?" if s is None else "[" + ",".join(map(str, s)) + "]"


def render(st: dict[str, Any], filename: str = "", top: int = 0) -> str:
    out: list[str] = []
    if filename:
        out.append(f"file: {filename}")
    o = st["ops"]
    out.append(f"era: {st['era_text']}")
    out.append(
        f"ops: {o['total']} total, {o['top_level']} top level, {o['nested']} nested in regions (max depth {o['max_depth']})"
    )
    out.append("by op_role:")
    for r, n in st["by_role"].items():
        out.append(f"  {r:<10} {n:>7}")
    names = list(st["by_name"].items())
    shown = names if not top else names[:top]
    out.append(f"by op name ({len(names)} kinds):")
    w = max([len(k) for k, _ in shown] + [10])
    for k, n in shown:
        out.append(f"  {k:<{w}} {n:>7}")
    if len(shown) < len(names):
        out.append(f"  … {len(names) - len(shown)} more")
    pt = st["parameters_total"]
    out.append(f"parameters: {pt['count']}, {pt['numel']} elements, {human(pt['bytes'])}")
    _table(out, st["parameters"])
    out.append(f"kwargs: {len(st['kwargs'])}")
    for k in st["kwargs"]:
        attrs = ",".join(f"{a}:{v}" for a, v in k["attrs"].items())
        out.append(f"  {k['name']}  {_shape(k['shape'])} {k['dtype'] or '?'}  {human(k['bytes'])}  {{{attrs}}}")
    pb = st["persistable_bytes"]
    out.append(
        f"persistable memory: {human(pb['total'])} = parameters {human(pb['parameters'])} + persistable data {human(pb['data'])}"
        f" ({len(st['persistable_data'])} ops) + kwargs {human(pb['kwargs'])}"
    )
    if "local_per_rank" in pb and pb["local_per_rank"]["total"] != pb["total"]:
        lp = pb["local_per_rank"]
        out.append(
            f"  per rank (sharded dims divided): {human(lp['total'])} = parameters {human(lp['parameters'])} + data {human(lp['data'])} + kwargs {human(lp['kwargs'])}"
        )
    if pb.get("unknown_size"):
        out.append(f"  ({pb['unknown_size']} tensors with dynamic dims not counted)")
    out.append(f"communication ops: {sum(c['count'] for c in st['communication'])}")
    for c in st["communication"]:
        ring = "" if c["ring_id"] is None else f"  ring_id={c['ring_id']}"
        out.append(f"  {c['op']}{ring}  {c['count']}")
    out.append(f"dist meshes: {len(st['meshes'])}")
    for m in st["meshes"]:
        pids = "?" if m["process_ids"] is None else _shape(m["process_ids"])
        out.append(f"  shape {_shape(m['shape'])} process_ids {pids}  ops {m['ops']}  values {m['values']}")
    return "\n".join(out) + "\n"


def _table(out: list[str], items: list[dict[str, Any]]) -> None:
    if not items:
        return
    w = max(len(str(p["name"])) for p in items)
    for p in items:
        extra = ""
        if p.get("local_shape") is not None and p["local_shape"] != p["shape"]:
            extra = f"  (per rank {_shape(p['local_shape'])}, {human(p['local_bytes'])})"
        out.append(
            f"  {str(p['name']):<{w}}  {_shape(p['shape']):<12} {p['dtype'] or '?':<9} {human(p['bytes']):>10}{extra}"
        )
