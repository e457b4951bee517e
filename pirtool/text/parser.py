"""Text → Program: `parse`, `parse_file`, `decode`, `decode_file`; the two readers (fast `scanner`, Lark
`grammar`) feeding one `assembly`.

Imports the model (`ir`, `errors`) and the rest of `text/`; `grammar` (and so Lark) only when
the Lark reader is asked for or a scanner error is to be explained.
"""

from __future__ import annotations

import codecs
import mmap
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from ..errors import LimitError, PirError
from ..gcpause import gc_paused
from ..ir import Program
from . import assembly, located, scanner
from .records import Record
from .rewrite import ReadRewrite


def parse(
    text: str, *, reader: str = "fast", filename: str | None = None, rewrite: ReadRewrite | None = None
) -> Program:
    """Parse one program (a `print(program)` dump, or bare op lines).

    reader: "fast" (default) or "lark" (the grammar itself; slow, for checking).
    rewrite: a rewrite made as the program is read (`assembly.ReadRewrite`).
    Raises PirError with line, column and reason on bad input.
    """
    try:
        with gc_paused():
            prog = _parse(text, reader, rewrite)
    except PirError as e:
        raise e.located(filename) from None
    if prog.origin is not None:
        prog.origin.filename = filename
    return prog


def _parse(text: str, reader: str, rewrite: ReadRewrite | None) -> Program:
    if reader == "lark":
        from . import grammar

        try:  # the limits first (the grammar's tree walk would run out of stack on deep input)
            located.check_nesting(scanner.scan(text))
        except LimitError:
            raise
        except PirError:
            pass
        records = grammar.records(text)
    elif reader == "fast":
        stream = scanner.records(text)
        scanning = _Scanning(stream)
        try:
            return assembly.build(scanning, text, rewrite)
        except PirError as e:
            if scanning.failed:
                raise _explained(text, e) from None
            # A syntax error further down is the error, as if the whole text had been scanned
            # first (the grammar reader reads it all before assembly): the scan goes on to the end.
            try:
                for _ in stream:
                    pass
            except PirError as late:
                raise _explained(text, late) from None
            # a signature the scanner kept as text: the grammar reader's error wins
            raise (_explained(text, e) if getattr(e, "explainable", False) else e) from None
    else:
        raise ValueError(f"unknown reader {reader!r}")
    return assembly.build(records, text, rewrite)


class _Scanning:
    """The scanner's records as assembly reads them, noting whether the scanner raised."""

    __slots__ = ("records", "failed")

    def __init__(self, records: Iterator[Record]) -> None:
        self.records = records
        self.failed = False

    def __iter__(self) -> Iterator[Record]:
        try:
            yield from self.records
        except PirError:
            self.failed = True
            raise


def _explained(text: str, e: PirError) -> PirError:
    """Ask the grammar where exactly the scanner's line goes wrong."""
    from . import grammar

    if isinstance(e, LimitError):
        return e
    try:
        better = grammar.explain(text, e.line or 1)
    except Exception:  # the explanation is a nicety; the scanner's error stands on its own
        better = None
    if better is not None:  # the grammar defines the syntax: its first error is the first error
        return better
    if e.col is None and e.source_line is not None:
        e.col = len(e.source_line) - len(e.source_line.lstrip(" \t")) + 1
    return e


def parse_file(path: str | Path, *, reader: str = "fast") -> Program:
    """Parse a file (UTF-8; undecodable bytes are an error located at their line)."""
    p = Path(path)
    with open(p, "rb") as f:
        text = decode_file(f, str(p))
    return parse(text, reader=reader, filename=str(p))


def decode_file(f: BinaryIO, filename: str | None = None) -> str:
    """The text of the open binary file `f`, as `decode` makes it. A regular file's bytes are
    mapped, not read into a copy: the copy, as big as the text, would be freed into the heap
    before the parse and stay in the process's memory for the rest of its life."""
    try:
        m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):  # a pipe, an empty file, a file system that cannot map
        return decode(f.read(), filename)
    with m:
        try:
            return codecs.utf_8_decode(m, "strict", True)[0]
        except UnicodeDecodeError:
            return decode(m[:], filename)  # (raises the located error)


def decode(data: bytes, filename: str | None = None) -> str:
    """Bytes → text, with a located error for binary garbage."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        start = data.rfind(b"\n", 0, e.start) + 1
        col = e.start - start + 1
        end = data.find(b"\n", e.start)
        src = data[start : end if end >= 0 else len(data)].decode("utf-8", "backslashreplace")
        raise PirError(
            f"not UTF-8 text (byte 0x{data[e.start]:02x})", line=line, col=col, source_line=src, filename=filename
        ) from None
