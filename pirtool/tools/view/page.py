"""The view's page: the model, the page's script and styles and the vendored cytoscape.js in one
self-contained HTML file (no network access when it is opened), an export directory, and a
localhost server for it.

The assets live in `static/` beside this module (`view.html`, `view.js`, `view.css`,
`cytoscape.min.js` with `LICENSE.cytoscape`) and ship in the wheel as package data.
"""

from __future__ import annotations

import html
import json
import threading
from collections.abc import Callable
from functools import cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

STATIC = Path(__file__).resolve().parent / "static"
ASSETS = ("view.html", "view.js", "view.css", "cytoscape.min.js", "LICENSE.cytoscape")


@cache
def asset(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def model_json(model: dict[str, Any]) -> str:
    """The model as compact JSON."""
    return json.dumps(model, ensure_ascii=False, separators=(",", ":"))


def _script_safe(text: str) -> str:
    """JSON that cannot end its `<script>` element early (`</script>`, `<!--`)."""
    return text.replace("</", "<\\/").replace("<!--", "<\\u0021--")


def render_html(model: dict[str, Any]) -> str:
    """The whole page, one string: every script and style inline, the model as a JSON island."""
    parts = {
        "@@TITLE@@": html.escape("pirtool view — " + str(model.get("title", ""))),
        "@@CSS@@": asset("view.css"),
        "@@MODEL@@": _script_safe(model_json(model)),
        "@@CYTOSCAPE@@": asset("cytoscape.min.js"),
        "@@JS@@": asset("view.js"),
    }
    out: list[str] = []
    rest = asset("view.html")
    # Markers are replaced in the template only (never inside what was put in).
    for marker, value in parts.items():
        head, sep, rest = rest.partition(marker)
        if not sep:
            raise AssertionError(f"view.html lacks {marker}")
        out += (head, value)
    out.append(rest)
    return "".join(out)


def export_files(model: dict[str, Any]) -> dict[str, str]:
    """What an export directory holds: `index.html` (the page), `model.json` (the model),
    `model_explorer.json` (the graph for Google's Model Explorer, `explorer`),
    `LICENSE.cytoscape` (the licence of the library inlined into the page)."""
    from .explorer import explorer_graph

    return {
        "index.html": render_html(model),
        "model.json": model_json(model) + "\n",
        "model_explorer.json": json.dumps(explorer_graph(model), ensure_ascii=False, separators=(",", ":")) + "\n",
        "LICENSE.cytoscape": asset("LICENSE.cytoscape"),
    }


class PageServer:
    """Serves one page (and its model) on localhost until `shutdown` or Ctrl-C.

    `port` 0 picks a free port; `url` says which. `serve_forever` blocks (KeyboardInterrupt
    propagates to the caller after the socket is closed).
    """

    def __init__(self, page: str, model: str, host: str = "127.0.0.1", port: int = 0) -> None:
        body = {"/": page.encode("utf-8"), "/index.html": page.encode("utf-8"), "/model.json": model.encode("utf-8")}

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                data = body.get(self.path.split("?", 1)[0])
                if data is None:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header(
                    "Content-Type", "application/json" if self.path.startswith("/model") else "text/html; charset=utf-8"
                )
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

        self.httpd = ThreadingHTTPServer((host, port), Handler)
        self.httpd.daemon_threads = True
        h, p = self.httpd.server_address[:2]
        self.url = f"http://{h.decode() if isinstance(h, bytes) else h}:{p}/"

    def serve_forever(self, ready: Callable[[str], None] | None = None) -> None:
        try:
            if ready is not None:
                threading.Thread(target=ready, args=(self.url,), daemon=True).start()
            self.httpd.serve_forever(poll_interval=0.2)
        finally:
            self.httpd.server_close()

    def shutdown(self) -> None:
        self.httpd.shutdown()
