"""How samples/ stores its files: each distinct content once (docs/samples.md).

A sample whose bytes equal another sample's is not stored a second time: it is a relative
symbolic link to the file that holds them (`pp/C/rank0/gm_after.pir -> dist.pir`,
`gm/mlp_sgd_k2_avg.before.pir -> mlp_sgd_k1_avg.before.pir`). Whatever reads a
sample follows the link (open, pirtool, numpy, shell tools), so no reader needs to know the
rule; what writes samples does, and goes through `Store`, which keeps the tree in that form:

* a write never goes through a link: a link at the path written is replaced, never its target;
* a file that links point at keeps its bytes for them when it is rewritten or removed (the
  bytes move to the first of those links, which becomes the file, and the others point there);
* new bytes that another sample already holds make the path a link to it;
* a link points at a regular file (no chains), inside the tree, by a relative path.

Which file holds a content: the first one written; over a whole tree (`Store.link_copies`),
the first in path order, `core/` before the rest. tests/test_samples.py checks the tree: no
two regular files with the same bytes, every link resolves to a regular file inside samples/.

The generators (scripts/gen_*.py) write through `store(out)`; nothing here imports Paddle.
"""

from __future__ import annotations

import hashlib
import io
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _abs(path: Path) -> Path:
    """`path` absolute and normalised, its last component not resolved (it may be a link)."""
    return Path(os.path.normpath(Path(path).absolute()))


def _core_first(path: Path, root: Path) -> tuple[bool, str]:
    rel = path.relative_to(root)
    return (rel.parts[0] != "core", str(rel))


class Store:
    """The sample tree under `root`, written so that each distinct content is stored once."""

    def __init__(self, root: Path) -> None:
        self.root = _abs(root)
        self.holder: dict[str, Path] = {}  # digest -> the regular file holding it
        self.digest_of: dict[Path, str] = {}  # regular file -> digest
        self.links: dict[Path, set[Path]] = {}  # regular file -> the links pointing at it
        if self.root.is_dir():
            for p in sorted(self.root.rglob("*"), key=lambda p: _core_first(p, self.root)):
                if p.is_symlink():
                    self.links.setdefault(self.target(p), set()).add(p)
                elif p.is_file():
                    d = digest(p.read_bytes())
                    self.digest_of[p] = d
                    self.holder.setdefault(d, p)

    # -- reading the form ------------------------------------------------------------------------

    @staticmethod
    def target(link: Path) -> Path:
        """Where `link` points, absolute and normalised (not resolved further)."""
        return Path(os.path.normpath(link.parent / os.readlink(link)))

    def files(self) -> Iterator[Path]:
        """The regular files (each content once, when the tree is in form)."""
        return iter(sorted(self.digest_of, key=lambda p: _core_first(p, self.root)))

    def copies(self) -> list[list[Path]]:
        """Groups of regular files with the same bytes (empty when the tree is in form)."""
        groups: dict[str, list[Path]] = {}
        for p in self.files():
            groups.setdefault(self.digest_of[p], []).append(p)
        return [g for g in groups.values() if len(g) > 1]

    def bad_links(self) -> list[tuple[Path, str]]:
        """Links not in form, with what is wrong with each."""
        bad = []
        for tgt, links in self.links.items():
            for link in sorted(links):
                raw = os.readlink(link)
                if os.path.isabs(raw):
                    bad.append((link, f"absolute target {raw}"))
                elif self.root not in tgt.parents:
                    bad.append((link, f"points outside {self.root}: {raw}"))
                elif tgt.is_symlink():
                    bad.append((link, f"points at another link: {raw}"))
                elif not tgt.is_file():
                    bad.append((link, f"points at no file: {raw}"))
        return bad

    # -- writing ---------------------------------------------------------------------------------

    def write(self, path: Path, data: bytes) -> None:
        """Make the sample at `path` hold `data`, stored once."""
        path = _abs(path)
        if self.root not in path.parents:
            raise ValueError(f"{path} is not under {self.root}")
        d = digest(data)
        if path.is_symlink():
            if self.digest_of.get(self.target(path)) == d:
                return
            self._drop_link(path)
        elif path.is_file():
            if self.digest_of.get(path) == d:
                return
            self._release(path)
        holder = self.holder.get(d)
        if holder is not None and holder != path:
            self._link(path, holder)
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)
        self.digest_of[path] = d
        self.holder[d] = path

    def write_text(self, path: Path, text: str) -> None:
        """`text` as UTF-8, no newline translation (what the dumps' bytes are)."""
        self.write(path, text.encode("utf-8"))

    def copy(self, src: Path, path: Path) -> None:
        self.write(path, Path(src).read_bytes())

    def savez(self, path: Path, compressed: bool = False, **arrays: Any) -> None:
        """numpy's `savez` (or `savez_compressed`) into the store: the same bytes as to a file."""
        import numpy as np

        buf = io.BytesIO()
        (np.savez_compressed if compressed else np.savez)(buf, **arrays)
        self.write(path, buf.getvalue())

    def remove(self, path: Path) -> None:
        """Remove the sample at `path` (its bytes stay for the links that point at it)."""
        path = _abs(path)
        if path.is_symlink():
            self._drop_link(path)
        elif path.is_file():
            self._release(path)

    def remove_tree(self, path: Path) -> None:
        """Remove the directory `path` and every sample in it (bytes linked from elsewhere stay)."""
        path = _abs(path)
        if not path.is_dir():
            return
        inside = [p for p in path.rglob("*") if p.is_symlink() or p.is_file()]
        for p in sorted(inside, key=lambda p: (not p.is_symlink(), str(p))):  # links first: no heir inside
            self.remove(p)
        for d in sorted((p for p in path.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
            d.rmdir()
        path.rmdir()

    def link_copies(self) -> list[tuple[Path, Path]]:
        """Bring a tree into form: each regular file equal to an earlier one (core/ first, then
        path order) becomes a link to it, each link to a link points at the file. Returns the
        (link, file) pairs made."""
        made = []
        for p in list(self.files()):
            d = self.digest_of[p]
            holder = self.holder[d]
            if holder != p:
                del self.digest_of[p]
                for other in sorted(self.links.pop(p, ())):
                    self._relink(other, holder)
                p.unlink()
                self._link(p, holder)
                made.append((p, holder))
        for tgt in [t for t in self.links if t.is_symlink()]:
            final = Path(os.path.realpath(tgt))
            for link in sorted(self.links.pop(tgt)):
                self._relink(link, final)
        return made

    # -- the links' bookkeeping ------------------------------------------------------------------

    def _link(self, path: Path, holder: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(os.path.relpath(holder, path.parent), path)
        self.links.setdefault(holder, set()).add(path)

    def _relink(self, link: Path, holder: Path) -> None:
        link.unlink()
        self._link(link, holder)

    def _drop_link(self, link: Path) -> None:
        tgt = self.target(link)
        links = self.links.get(tgt, set())
        links.discard(link)
        if not links:
            self.links.pop(tgt, None)
        link.unlink()

    def _release(self, path: Path) -> None:
        """`path` (a regular file) goes; the links to it keep its bytes (moved to the first)."""
        d = self.digest_of.pop(path)
        links = sorted(self.links.pop(path, ()))
        if links:
            heir, rest = links[0], links[1:]
            heir.unlink()
            os.replace(path, heir)
            self.digest_of[heir] = d
            self.holder[d] = heir
            for link in rest:
                self._relink(link, heir)
        else:
            path.unlink()
            if self.holder.get(d) == path:
                del self.holder[d]
                for other, od in self.digest_of.items():  # an unlinked copy of the same bytes
                    if od == d:
                        self.holder[d] = other
                        break


_STORES: dict[Path, Store] = {}


def store(root: Path) -> Store:
    """The `Store` of the sample tree at `root` (one per tree and process)."""
    key = _abs(root)
    if key not in _STORES:
        _STORES[key] = Store(key)
    return _STORES[key]
