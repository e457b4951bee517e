"""`pirtool view`: a program, or the diff of two, as an interactive page.

`model` builds the JSON model (ops, values, layer groups, diff statuses) in one linear walk;
`page` puts it with the page's script, styles and the vendored cytoscape.js (`static/`) into
one self-contained HTML file (nothing is fetched when it is opened), writes an export directory
or serves the page on localhost.
"""

from .model import build_diff_model, build_model

__all__ = ["build_diff_model", "build_model"]
