"""Located errors: every problem with user input is reported as `file:line:col: error: reason`.

The CLI turns a `PirError` into that message, the offending source line and a caret, and
exit code 2; library callers can catch `PirError` and read its fields.

A message that tells the caller which input to give or fix is a `Text`: a template whose
`{term}` fields name those inputs. As a `str` it reads in the library's words (its class's
`WORDS`: "parameter values", "focus"); a front end re-renders it with its own words for the same
terms (`PirError.reworded`): the CLI names its option (`--params`, `--focus`). So library
messages name no command-line flag, and the CLI's messages keep naming them.

Imports nothing of pirtool.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, BinaryIO, ClassVar, NamedTuple


def _escape(s: str) -> str:
    return s.replace("{", "{{").replace("}", "}}")


class Text(str):
    """A message in library words whose input-naming words a front end can swap.

    `Text(template, **args)`: `template` has `{term}` fields (keys of `WORDS`) and `{arg}` fields
    filled from `args`. Subclasses set `WORDS` to their layer's terms."""

    WORDS: ClassVar[Mapping[str, str]] = {}
    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, **args: Any) -> Text:
        s = super().__new__(cls, template.format(**cls.WORDS, **args))
        s.template = template
        s.args = args
        return s

    def render(self, terms: Mapping[str, str]) -> str:
        """The message with `terms` (a front end's words) for the terms they name."""
        return self.template.format(**{**self.WORDS, **terms}, **self.args)

    def prefixed(self, prefix: str) -> Text:
        """The same message after a literal `prefix`."""
        return type(self)(_escape(prefix) + self.template, **self.args)


def render(message: str, terms: Mapping[str, str]) -> str:
    """`message` in a front end's words (a plain str is returned as is)."""
    return message.render(terms) if isinstance(message, Text) else str(message)


class PirError(Exception):
    """A problem with user input, located in the source text where possible."""

    #: Set on an MPI rank other than 0 when every rank raises the same error: rank 0 says it.
    quiet: bool = False

    def __init__(
        self,
        reason: str,
        *,
        line: int | None = None,
        col: int | None = None,
        source_line: str | None = None,
        filename: str | None = None,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.line = line
        self.col = col
        self.source_line = source_line
        self.filename = filename
        self.final = False  # True once the line is the file's line (no log offset to add any more)

    def reworded(self, terms: Mapping[str, str]) -> str:
        """The reason in a front end's words (see `Text`); a plain reason as it is."""
        return render(self.reason, terms)

    def located(self, filename: str | None = None, line_offset: int = 0) -> PirError:
        """Fill in the file name, and shift the line when the text came from inside a log."""
        if filename is not None and self.filename is None:
            self.filename = filename
        if line_offset and self.line is not None and not self.final:
            self.line += line_offset
        return self

    def format(self) -> str:
        """The message the CLI prints: location, reason, source line and a caret under the column."""
        where = self.filename or ("<input>" if self.line is not None else "")
        if self.line is not None:
            where += f":{self.line}"
            if self.col is not None:
                where += f":{self.col}"
        out = f"{where}: error: {self.reason}" if where else f"error: {self.reason}"
        if self.source_line is not None:
            shown, col = _window(_printable(self.source_line.rstrip("\r\n")), self.col)
            out += "\n" + shown
            if col is not None:
                # Keep tabs in the caret line so the caret lines up under tabbed source text.
                lead = "".join(ch if ch == "\t" else " " for ch in shown[: col - 1])
                out += "\n" + lead + "^"
        return out

    def __str__(self) -> str:
        return self.format()


#: A source line longer than this is shown as a window around the column (a Paddle op line with
#: its op_dist_attr and dist types runs to thousands of characters).
SHOWN_LINE = 200


def _window(line: str, col: int | None) -> tuple[str, int | None]:
    """`line` cut to about SHOWN_LINE characters around `col` (1-based), `…` marking the cuts;
    and the column in the cut line."""
    if len(line) <= SHOWN_LINE:
        return line, col
    if col is None:
        return line[: SHOWN_LINE - 1] + "…", None
    half = SHOWN_LINE // 2
    start = max(0, min(col - 1 - half, len(line) - SHOWN_LINE))
    end = min(len(line), start + SHOWN_LINE)
    head = "…" if start > 0 else ""
    tail = "…" if end < len(line) else ""
    return head + line[start:end] + tail, col - start + len(head)


class LimitError(PirError):
    """Input beyond a limit pirtool sets (nesting deeper than `lexical.MAX_NESTING`): not a
    syntax error, so no reader is asked to explain it."""


class FileStamp(NamedTuple):
    """A file as it was when read: its path, size and modification time. Text read from it can
    be let go and read again while the file is unchanged (`Origin.release`)."""

    path: str
    size: int
    mtime_ns: int

    @classmethod
    def of(cls, path: str, fd: int) -> FileStamp | None:
        """The stamp of `path` open as `fd`; None unless a regular file (a pipe reads once)."""
        st = os.fstat(fd)
        return cls(path, st.st_size, st.st_mtime_ns) if stat.S_ISREG(st.st_mode) else None

    def _open(self) -> BinaryIO | None:
        try:
            f = open(self.path, "rb")  # noqa: SIM115 - returned open
        except OSError:
            return None
        st = os.fstat(f.fileno())
        if (st.st_size, st.st_mtime_ns) != (self.size, self.mtime_ns):
            f.close()
            return None
        return f

    def read(self) -> str | None:
        """The file's text, or None if it changed (or went) since it was stamped."""
        f = self._open()
        if f is None:
            return None
        with f:
            return f.read().decode("utf-8", "replace")

    def each_line(self) -> Iterator[tuple[int, str]]:
        """(number, line) of every line (1-based, without its line end), read as it is asked
        for; nothing if the file changed."""
        f = self._open()
        if f is None:
            return
        with f:
            for n, raw in enumerate(f, 1):
                yield n, _line_text(raw)

    def lines(self, numbers: Iterable[int]) -> dict[int, str] | None:
        """Lines by number (1-based, without their line end), read one at a time up to the last
        wanted: a few lines of a 50 MB file cost no copy of it. None if the file changed."""
        want = set(numbers)
        if not want:
            return {}
        f = self._open()
        if f is None:
            return None
        out: dict[int, str] = {}
        last = max(want)
        with f:
            for n, raw in enumerate(f, 1):
                if n in want:
                    out[n] = _line_text(raw)
                if n >= last:
                    break
        return out


def _line_text(raw: bytes) -> str:
    """A line read from a file, without its line end."""
    return (raw[:-1] if raw.endswith(b"\n") else raw).decode("utf-8", "replace").rstrip("\r")


class Origin:
    """Where a parsed program's text came from, so that a late error (an attribute value decoded
    when some command first reads it) can still point into the file: the text, its file name and
    the lines before it in its file (a program picked out of a log). One per parse, shared by
    everything read from it.

    Text read from a file that is still there (`stamp`) can be let go (`release`) and is read
    again when an error needs it: `diff` holds two parsed 50 MB programs, not their texts too.
    """

    __slots__ = ("_text", "filename", "line_offset", "stamp")

    def __init__(self, text: str, filename: str | None = None, line_offset: int = 0) -> None:
        self._text: str | None = text
        self.filename = filename
        self.line_offset = line_offset
        self.stamp: FileStamp | None = None  # the file `text` is the whole of, if any

    @property
    def text(self) -> str | None:
        """The text (read again from its file after `release`; None if the file changed)."""
        if self._text is None and self.stamp is not None:
            self._text = self.stamp.read()
        return self._text

    def release(self) -> bool:
        """Let go of the text if it can be read again from its file; True if it was let go."""
        if self.stamp is None:
            return False
        self._text = None
        return True

    def lines(self, numbers: Iterable[int]) -> dict[int, str]:
        """Lines of the text by number (1-based, without line ends; missing ones left out),
        from the file when the text was let go."""
        if self._text is None and self.stamp is not None:
            return self.stamp.lines(numbers) or {}
        rows = (self._text or "").split("\n")
        return {n: rows[n - 1].rstrip("\r") for n in set(numbers) if 1 <= n <= len(rows)}

    def error(self, reason: str, lineno: int, needle: str | None = None, offset: int = 0) -> PirError:
        """A PirError at line `lineno` of the text: at `offset` characters into the first
        occurrence of `needle` from that line's start (or at the line's first non-blank).
        Unplaced in the line (no source line shown) if the text was let go and its file changed."""
        text = self.text
        col: int | None = None
        line: str | None = None
        if text is not None:
            lineno, col, line = _place(text, lineno, needle, offset)
        e = PirError(reason, line=lineno + self.line_offset, col=col, source_line=line, filename=self.filename)
        e.final = self.filename is not None
        return e


def _place(text: str, lineno: int, needle: str | None, offset: int) -> tuple[int, int, str]:
    """(line, column, source line) of `Origin.error`'s place in `text`."""
    start = 0
    for _ in range(lineno - 1):
        k = text.find("\n", start)
        if k < 0:
            break
        start = k + 1
    pos = text.find(needle, start) if needle else -1
    if pos < 0:
        end = text.find("\n", start)
        line = text[start : end if end >= 0 else len(text)]
        col = len(line) - len(line.lstrip(" \t")) + 1
    else:
        pos += offset
        lineno += text.count("\n", start, pos)
        start = text.rfind("\n", 0, pos) + 1
        end = text.find("\n", pos)
        line = text[start : end if end >= 0 else len(text)]
        col = pos - start + 1
    return lineno, col, line.rstrip("\r")


def _printable(text: str) -> str:
    """Show control characters and binary garbage as escapes, so a message stays one line."""
    if text.isprintable() or all(ch.isprintable() or ch == "\t" for ch in text):
        return text
    return "".join(
        ch if ch.isprintable() or ch == "\t" else f"\\x{ord(ch):02x}" if ord(ch) < 256 else f"\\u{ord(ch):04x}"
        for ch in text
    )


def location_of(text: str, offset: int) -> tuple[int, int, str]:
    """1-based line and column of a character offset in `text`, plus that line's text."""
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    if end < 0:
        end = len(text)
    return line, offset - start + 1, text[start:end]
