"""`pirtool diff`: programs compared op by op (`differ`), on integer-key alignments (`align`),
rendered as text, JSON or a stat table (`render`)."""

from .align import align
from .differ import DiffOptions, DiffResult, Row, diff_programs
from .render import (
    SourceLines,
    added_names,
    change_details,
    changed_rows,
    iter_render,
    removed_names,
    render,
    stat_table,
    summary,
    to_json,
)

__all__ = [
    "DiffOptions",
    "DiffResult",
    "Row",
    "SourceLines",
    "added_names",
    "align",
    "change_details",
    "changed_rows",
    "diff_programs",
    "iter_render",
    "removed_names",
    "render",
    "stat_table",
    "summary",
    "to_json",
]
