"""The view model as a graph for Google's Model Explorer (`pip install ai-edge-model-explorer`,
then `model-explorer model_explorer.json`): its JSON graph format, one node per op.

A node's `namespace` is its place in the view's hierarchy (`backward/linear_3`, region ops
under `<stage>/<layer>/<op name>#<op>/<region>`), so Model Explorer's collapsible layers are
the view's folders; edges come from the operands' producers; the attributes are the op's line,
op_role, diff status and its attribute text as printed. pirtool serves its own page (docs/view.md
says why); this is for those who prefer Model Explorer's canvas.
"""

from __future__ import annotations

from typing import Any

from .model import STATUS_NAMES


def explorer_graph(model: dict[str, Any]) -> dict[str, Any]:
    """`{"label": ..., "graphs": [{"id": ..., "nodes": [...]}]}` for Model Explorer."""
    S, OPS, V, G = model["strings"], model["ops"], model["values"], model["groups"]
    stage_names = {s["id"]: s["name"] for s in model["stages"]}
    group_ns: list[str] = []
    for g in range(len(G["name"])):  # a group's parent comes before it
        p = G["parent"][g]
        group_ns.append(
            (group_ns[p] if p >= 0 else stage_names[G["stage"][g]]) + "/" + S[G["name"][g]].replace("/", "_")
        )
    out_index: dict[int, int] = {}
    for res in OPS["results"]:
        for j, v in enumerate(res):
            out_index[v] = j
    ns: list[str] = []
    nodes = []
    diff = model["diff"]
    for i in range(model["n_ops"]):
        p = OPS["parent"][i]
        here = group_ns[OPS["group"][i]] if p < 0 else f"{ns[p]}/{S[OPS['name'][p]]}#{p}/{S[OPS['region'][i]]}"
        ns.append(here)
        edges = []
        for k, v in enumerate(OPS["operands"][i]):
            d = V["def"][v] if v >= 0 else -1
            if d >= 0:
                edges.append(
                    {"sourceNodeId": str(d), "sourceNodeOutputId": str(out_index[v]), "targetNodeInputId": str(k)}
                )
        attrs = [{"key": "line", "value": str(OPS["line"][i])}, {"key": "op_role", "value": str(OPS["role"][i])}]
        if diff:
            attrs.append({"key": "diff", "value": STATUS_NAMES[OPS["status"][i]]})
        attrs.append({"key": "attributes", "value": S[OPS["attrs"][i]]})
        outputs = [
            {
                "id": str(j),
                "attrs": [
                    {"key": "tensor_name", "value": S[V["name"][v]]},
                    {"key": "type", "value": S[model["types"][V["type"][v]][0]]},
                ],
            }
            for j, v in enumerate(OPS["results"][i])
        ]
        nodes.append(
            {
                "id": str(i),
                "label": S[OPS["name"][i]],
                "namespace": here,
                "attrs": attrs,
                "incomingEdges": edges,
                "outputsMetadata": outputs,
            }
        )
    return {"label": model["title"], "graphs": [{"id": model["title"] or "program", "nodes": nodes}]}
