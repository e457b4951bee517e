"""Directories written all or nothing (`plan -o DIR`, `view --export DIR`).

The files go into a temporary directory next to the target, which then takes the target's place
by a rename; an existing target is moved aside first and removed after. A failure at any point —
an error, a full disk, Ctrl-C — leaves the target as it was, never new files beside old ones.
A base module: the standard library only.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path


class NotOurs(OSError):
    """The target exists and holds something the writer did not make: it is not replaced."""


def replace_directory(directory: str | Path, files: Iterable[tuple[str, str]], ours: Callable[[Path], bool]) -> None:
    """Make `directory` hold exactly `files` ((name, text) pairs, made as they are written).

    An existing `directory` is replaced only if it is a directory and `ours(entry)` holds for
    every entry in it (what this writer makes), else `NotOurs`. OSError (with `strerror`) when
    writing fails; then nothing has changed."""
    target = Path(directory)
    parent = target.resolve().parent
    if target.exists() and (not target.is_dir() or not all(ours(p) for p in target.iterdir())):
        raise NotOurs(0, "it exists and is not a directory this command writes", str(target))
    tmp = Path(tempfile.mkdtemp(prefix=f".pirtool-{target.name}-", dir=parent))
    try:
        for name, text in files:
            with open(tmp / name, "w", encoding="utf-8", newline="") as f:
                f.write(text)
        os.chmod(tmp, 0o777 & ~_umask())  # (mkdtemp makes it 0700: the mode a plain mkdir gives)
        if target.exists():
            old = parent / f".pirtool-old-{target.name}-{os.getpid()}"
            os.replace(target, old)
            try:
                os.replace(tmp, target)
            except BaseException:
                os.replace(old, target)
                raise
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def _umask() -> int:
    m = os.umask(0)
    os.umask(m)
    return m
