"""Where assembly's structural errors are reported: the line a user looks at, with a column.

A malformed signature at its bad type or character, mixed line ends at the line that breaks the rule, regions nested too deep at the opener past
the limit (asked before the grammar reader runs, whose tree walk recurses), an unclosed region
after the last line. Imports the base (errors, lexical) and `records`.
"""

from __future__ import annotations

from ..errors import LimitError, PirError
from ..lexical import INVISIBLE, MAX_NESTING, describe_char
from .records import BLANK, CLOSE, FUNC, OP, OPEN, WHILE, Record, source_line


def eol_error(rec: Record, eol: str) -> PirError:
    line = source_line(rec)
    want = "CRLF" if eol == "\r\n" else "LF"
    return PirError(
        f"this line ends in {'LF' if want == 'CRLF' else 'CRLF'}, the program's lines in {want}: mixed line ends on such lines cannot be printed back",
        line=rec.lineno,
        col=len(line) + 1,
        source_line=line,
    )


def signature_error(err: PirError, line: str, tail: str, e: ValueError) -> PirError:
    """`err` (a malformed signature `tail` of `line`, as `e` says) placed at the bad type, a
    stray character, or the signature's start."""
    err.explainable = True  # type: ignore[attr-defined]  # a syntax error: the grammar may say it better (parser)
    start = line.rfind(tail) if "\n" not in tail else line.find(" : (")
    start = max(start, 0)
    bad = getattr(e, "text", None)
    stray = next((k for k in range(start, len(line)) if not line[k].isprintable() or line[k] in INVISIBLE), -1)
    if stray >= 0:
        err.reason = f"unexpected {describe_char(line[stray])} in the signature"
        err.col = stray + 1
    elif bad and line.find(bad, start) >= 0:
        err.col = line.find(bad, start) + 1
    else:
        err.col = start + 2 if start else err.col
    return err


def too_deep(rec: Record) -> LimitError:
    line = source_line(rec)
    col = len(line) - len(line.lstrip(" \t")) + 1
    return LimitError(f"regions nest deeper than {MAX_NESTING} levels", line=rec.lineno, col=col, source_line=line)


def at_end(rec: Record, reason: str) -> PirError:
    """An error at the end of the input: after the text of `rec`, its last non-blank line."""
    line = source_line(rec).split("\n")[-1]
    return PirError(reason, line=rec.lineno + source_line(rec).count("\n"), col=len(line) + 1, source_line=line)


def check_nesting(records: list[Record]) -> None:
    """Raise the LimitError `build` would raise for regions nested deeper than MAX_NESTING
    (for the grammar reader, whose tree walk recurses: it is asked before the grammar runs)."""
    first = next((r for r in records if r.kind != BLANK), None)
    depth = 0 if first is not None and first.kind == OPEN else 1  # the program's own block counts, as in `run`
    for rec in records:
        kind = rec.kind
        if kind == WHILE or kind == OPEN or kind == FUNC or kind == OP and rec.tail.endswith(("{", "{ ")):  # type: ignore[attr-defined]
            depth += 1
            if depth > MAX_NESTING:
                raise too_deep(rec)
        elif kind == CLOSE:
            depth -= 1
