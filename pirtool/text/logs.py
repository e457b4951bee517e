"""Find PIR programs inside logs, pull requests and other surrounding text.

``find_programs(text)`` scans a log and returns every complete
program dump it contains, in order of appearance, as standalone dumps that
the parser can read (``"{" NL body "}" NL``).

Recognised openers (the line holding a program's opening ``{``):

* a bare ``{`` line (``print(program)``), optionally followed by a
  ``// comment``;  its label is taken from the line(s) above it when they are
  a pass-manager ``IRPrinting on <op> before|after <pass> pass`` header
  between ``===---…---===`` rules, or a caption line ending with ``:``,
  ``=`` or a ``----``/``====`` run, right above or above one blank line
  (``ForwardProgram is :``,
  ``IR After inplace -------------------``); else the comment, else ``""``;
* either of these behind ctest's ``NNN: `` line prefixes (``ctest -V`` output): the prefixes are
  removed from every line first (line numbers are kept), and such a program is not ``in_place``;
* ``<label> {`` with the program starting on the same line:
  ``IR before lowering = {`` / ``IR after lowering = {`` (``FLAGS_print_ir``),
  ``IR after DistToDense Pass = {``, Python f-strings such as
  ``before main_program: {``, and ad-hoc wrappers such as
  ``before auto_parallel_gradient_merge_pass {``.

A glog prefix (``I1129 20:06:35.891561  6297 pir_interpreter.cc:1529] ``) or
a Python-logging prefix (``[2026-11-29 20:06:35,727] [    INFO] engine.py:1098 - ``,
``INFO 2026-11-29 20:06:35,727 helper.py:274] ``, ``INFO:root:``,
``2026-11-29 20:06:35,727 - name - INFO - ``) on the opener (or caption)
line is not part of the label; trailing `` =`` and ``----``/``====`` runs are
removed from labels.

A candidate opener is only accepted when its first non-empty body line looks
like an op line (after its blanks it starts with ``(%``, ``()``, ``^``,
``%`` or ``shape.func ()``) or the body is empty; so JSON, Python dicts, C++ code and legacy ProgramDesc
dumps (``{ // block_idx:0``, ``var x : …``) are not mistaken for programs.
Text before a ``{`` that starts with ``(%``, ``()``, ``%``, ``^``, ``}``, ``"`` or
``shape.func ()`` is an op line (``pd_op.if``/``while`` headers, ``} else {``, the symbolic-shape
dialect's ``shape.func () {``), never an opener.

A program ends at the first following line that is exactly its closing
brace: ``}`` preceded by the opener line's indentation (trailing blanks and
``\\r`` allowed).  Body lines may start with anything (a string attribute may
contain a raw newline); deeper-indented ``}`` lines close nested regions.

Shifted programs: when the opener line is indented (a program pasted inside a
Markdown list or a docstring, every line shifted by the same amount), that
indentation is removed from the start of every body line that has it, so the
extracted text has ``{``/``}`` at column 0.  Programs whose opener is not
indented are extracted untouched.  Line ends are kept (CRLF stays CRLF).

Unterminated programs (a truncated log) are skipped, not returned: if no
closing brace follows, or if another opener (a new ``IRPrinting`` rule, a
bare ``{`` or ``<label> {`` at the opening indentation, outside a string
attribute) shows up before it, the candidate is dropped and scanning resumes
at that line, so the next complete program is still found.

Lines are split on ``\\n`` only (never on other Unicode line breaks), and
line numbers are 1-based over those ``\\n``-separated lines.  The scan is
linear in the size of the text (a 50 MB log takes a fraction of a second):
one precompiled search locates candidate openers, a program's body is
skipped by searching for its next line that is not indented deeper than the
opener, and Python-level work (``str`` methods; the log-prefix regex on
label lines) happens only on those few lines.

Works on text alone: imports only the standard library.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

__all__ = ["FoundProgram", "find_programs", "is_bare_dump", "select"]


@dataclass(frozen=True, slots=True)
class FoundProgram:
    """One program found in a log.

    ``text`` is the program as a standalone dump; line *k* (1-based) of
    ``text`` is line ``start_line + k - 1`` of the log.
    """

    index: int  # 0-based, in order of appearance
    label: str  # e.g. "IR before lowering", "" if none
    start_line: int  # 1-based log line holding the opening "{"
    end_line: int  # 1-based log line of the closing "}"
    text: str  # "{" NL body "}" NL
    body_offset: int  # 1-based log line of the first body line (start_line + 1)
    # Where the program stands in the log: the log's text from offset ``open_at`` (its "{") to
    # ``end_at`` (after the closing line and its line end) is a dump as read, comment and
    # indentation included, unless ``in_place`` is False (ctest line prefixes were removed).
    open_at: int = 0
    end_at: int = 0
    in_place: bool = True


# Log prefixes that may precede a program's opener or caption line.
_LOG_PREFIX = re.compile(
    r"(?:"
    # glog: I1129 20:06:35.891561  6297 pir_interpreter.cc:1529]  (glog >= 0.7: I20261129 …)
    r"[IWEF](?:\d{4})?\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [^\]\s]*\] "
    # paddle logger: [2026-11-29 20:06:35,727] [    INFO] engine.py:1098 -
    r"|\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d[,.]\d+\] \[ *[A-Z]+\] \S+:\d+ - "
    # paddle distributed: INFO 2026-11-29 20:06:35,727 helper.py:274]
    r"|[A-Z]+ \d{4}-\d\d-\d\d \d\d:\d\d:\d\d[,.]\d+ \S+:\d+\] "
    # asctime - name - LEVEL - message
    r"|\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[,.]\d+)?(?: - [^\s-][^-]*?)? - "
    r"(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) - "
    # logging.basicConfig default: INFO:root:
    r"|(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]*:"
    r")"
)

_OP_START = ("(%", "()", "^", "%", "shape.func ()")  # shape.func: pir::shape::FuncOp's own line
# text before a "{" starting like this is an op line, not a label
_NOT_LABEL_START = (*_OP_START, "}", '"')
_CAPTION_MAX = 300
_LIST_MAX = 12


def _strip_eol(line: str) -> str:
    return line.removesuffix("\r")


def _clean_label(s: str) -> str:
    """Remove log prefixes, surrounding blanks, a trailing ``=``, ``----`` runs."""
    s = s.strip().lstrip("\ufeff")
    for _ in range(2):
        m = _LOG_PREFIX.match(s)
        if not m:
            break
        s = s[m.end() :].lstrip()
    s = s.strip()
    # trailing run of '=' / '-': removed when it is long or set off by a blank
    core = s.rstrip("=-")
    run = len(s) - len(core)
    if run and (run >= 3 or core[-1:] in (" ", "\t") or not core):
        s = core.rstrip()
    core = s.lstrip("=-")
    run = len(s) - len(core)
    if run >= 3 and core[:1] in (" ", "\t", ""):
        s = core.lstrip()
    return s


def _opener(line: str) -> tuple[str, str, str] | None:
    """If *line* can open a program return (indent, label-part, comment)."""
    s = _strip_eol(line).rstrip(" \t")
    if s.endswith("{"):
        before, comment = s[:-1], ""
    else:
        pos = s.find("{ //")
        if pos < 0:
            pos = s.find("{//")
            if pos < 0:
                return None
        before, comment = s[:pos], s[pos + 1 :].strip()[2:].strip()
    head = before.lstrip(" \t")
    indent = before[: len(before) - len(head)]
    head = head.removeprefix("\ufeff")
    if head.startswith(_NOT_LABEL_START) or "{" in comment:
        return None
    return indent, head, comment


def _is_rule(line: str) -> bool:
    s = line.strip()
    return len(s) > 6 and s.startswith("===-") and s.endswith("-===")


def _prev_line(text: str, start: int) -> tuple[str, int]:
    """The line before the line starting at *start*, and its start (-1 if none)."""
    if start <= 0:
        return "", -1
    ps = text.rfind("\n", 0, start - 1) + 1
    return text[ps : start - 1], ps


def _caption(text: str, start: int) -> str:
    """Label for a bare ``{`` on the line starting at *start*, from the lines above."""
    prev, ps = _prev_line(text, start)
    if ps > 0 and not prev.strip():
        prev, ps = _prev_line(text, ps)  # one blank line may separate caption and "{"
    if ps < 0:
        return ""
    if _is_rule(prev):
        head = _prev_line(text, ps)[0].strip()
        if head and not _is_rule(head):
            return _clean_label(head)
        return ""
    s = prev.strip()
    if not s or len(s) > _CAPTION_MAX or s.startswith(_NOT_LABEL_START) or s.endswith("{"):
        return ""
    if s.endswith((":", "=", "---", "===")):
        return _clean_label(s)
    return ""


def _op_like(line: str) -> bool:
    """An op line (``(%0) = …``, ``() = …``), a ``^kw:``/``^%arg`` or ``%kwarg`` line."""
    return line.lstrip(" \t").startswith(_OP_START)


# A "{" that ends its line (blanks, CR or a "// comment" may follow) and whose
# next non-blank line starts like an op line or a closing brace: a line that
# may open a program (checked further in Python).
_CANDIDATE = re.compile(r"\{(?:[ \t]*\r?| ?//[^\n]*)\n(?:[ \t]*\r?\n)*[ \t]*(?:\(%|\(\)|\^|%|\}|shape\.func \(\))")
# Start of the next non-empty line that is not indented (preceded by its "\n").
_NOT_INDENTED = re.compile(r"\n[^ \t\r\n]")


def _line(text: str, start: int) -> tuple[str, int]:
    """The line starting at *start* (without its "\n") and the index of its end."""
    end = text.find("\n", start)
    if end < 0:
        end = len(text)
    return text[start:end], end


def _closes(line: str, close: str) -> bool:
    return line.startswith(close) and not line[len(close) :].strip()


def find_programs(text: str) -> list[FoundProgram]:
    """Return every complete program dump in *text*, in order of appearance.

    See the module docstring for what is recognised.  Unterminated programs
    (truncated logs) are skipped.  Programs consisting only of op lines with
    no surrounding braces are not found (use :func:`is_bare_dump`).

    The work is linear in ``len(text)``: candidate openers are located with
    one regex search over the text, a program's body is skipped with
    searches for its next non-indented line, and Python-level work is done
    only on those lines.
    """
    if _CTEST_OPENER.search(text) is not None:
        # ctest -V output: every line of a test's output starts with "NNN: ".
        plain = _CTEST_PREFIX.sub("", text)
        return [replace(f, in_place=False) for f in _find(plain)]
    return _find(text)


# ctest -V / -VV prefixes each output line of test NNN with "NNN: " (an empty line: "NNN:" or
# "NNN: "); a program's opener line so prefixed, followed by a prefixed op line, marks such a log.
_CTEST_OPENER = re.compile(r"(?m)^(\d{1,6}): [^\n]*\{[ \t]*\r?\n\1: ?[ \t]*(?:\(%|\(\)|\^|%|\}|shape\.func \(\))")
_CTEST_PREFIX = re.compile(r"(?m)^\d{1,6}: ?")


def _find(text: str) -> list[FoundProgram]:
    found: list[FoundProgram] = []
    n = len(text)
    pos = 0  # where the search for the next opener resumes
    counted, line_no = 0, 1  # text[:counted] holds line_no - 1 newlines
    while pos < n:
        m = _CANDIDATE.search(text, pos)
        if m is None:
            break
        ls = text.rfind("\n", 0, m.start()) + 1
        line, le = _line(text, ls)
        pos = le + 1
        op = _opener(line)
        if op is None or le >= n:
            continue
        indent, head, comment = op
        close = indent + "}"
        # the first non-blank body line must be an op line or the closing brace
        p = le + 1
        first = ""
        while p < n:
            first, fe = _line(text, p)
            if first.strip():
                break
            p = fe + 1
        if not (_closes(first, close) or (first.startswith(indent) and _op_like(first))):
            continue
        # skip the body: only lines not deeper than the opener need a look
        if indent:
            not_deeper = re.compile(r"\n(?!" + re.escape(indent) + r"[ \t])[^\r\n]")
        else:
            not_deeper = _NOT_INDENTED
        q = le
        qpos, in_string = le + 1, False
        end = end_end = restart = -1
        while True:
            h = not_deeper.search(text, q)
            if h is None:
                break
            hs = h.start() + 1
            b, be = _line(text, hs)
            if _closes(b, close):
                end, end_end = hs, be
                break
            if b.strip() and (_is_rule(b) or ("{" in b and _opener(b) is not None)):
                # another opener: unless inside a multi-line string attribute,
                # the current program was truncated
                c = text.count('"', qpos, hs)
                if c and text.find("\\", qpos, hs) >= 0:
                    c -= text.count('\\"', qpos, hs)
                if c & 1:
                    in_string = not in_string
                qpos = hs
                if not in_string:
                    restart = hs
                    break
            q = be
        if end < 0:
            if restart < 0:
                break  # truncated at the end of the text
            pos = restart
            continue
        line_no += text.count("\n", counted, ls)
        counted = ls
        start_line = line_no
        end_line = start_line + text.count("\n", ls, end)
        eol_open = "\r\n" if line.endswith("\r") else "\n"
        if b.endswith("\r"):
            eol_close = "\r\n"
        else:
            eol_close = "\n" if end_end < n else eol_open
        body = text[le + 1 : end]
        if indent:
            li = len(indent)
            body = "\n".join(x[li:] if x.startswith(indent) else x for x in body.split("\n"))
        label = _clean_label(head) if head.strip() else ""
        if not label:
            label = _caption(text, ls) or comment
        found.append(
            FoundProgram(
                index=len(found),
                label=label,
                start_line=start_line,
                end_line=end_line,
                text="{" + eol_open + body + "}" + eol_close,
                body_offset=start_line + 1,
                open_at=m.start(),
                end_at=min(end_end + 1, n),
            )
        )
        pos = end_end + 1
    return found


def is_bare_dump(text: str) -> bool:
    """True when *text* is one program as ``print(program)`` emits it.

    That is: its first non-blank line is a bare ``{`` (possibly indented)
    and nothing but blank lines follows the matching closing brace (or no
    closing brace follows at all: a truncated dump is still a dump, and the
    parser reports where it ends), or its first non-blank line is an op line
    (a paste of op lines only).  False for logs that need extracting with
    :func:`find_programs`, including text with two programs.
    """
    start = 0
    n = len(text)
    while start < n:
        nl = text.find("\n", start)
        if nl < 0:
            nl = n
        line = text[start:nl]
        s = line.strip().lstrip("\ufeff")
        if s:
            if _op_like(s):
                return True
            if s != "{":
                return False
            body = line.lstrip("\ufeff")
            indent = body[: len(body) - len(body.lstrip(" \t"))]
            close = indent + "}"
            rest = text[nl + 1 :].split("\n")
            for k, b in enumerate(rest):
                if b.startswith(close) and not b[len(close) :].strip():
                    return all(not r.strip() for r in rest[k + 1 :])
            return True
        start = nl + 1
    return False


def select(programs: list[FoundProgram], index: int | None, name: str | None) -> FoundProgram:
    """Pick one program by 0-based position in *programs* or by label substring.

    * ``index`` (negative counts from the end) selects ``programs[index]``;
    * ``name`` selects the first program whose label contains it (exact case
      first, then case-insensitively);
    * both: the program at ``index`` must also contain ``name``;
    * neither: *programs* must hold exactly one program.

    Raises LookupError with a one-line reason otherwise.
    """
    count = len(programs)
    if count == 0:
        raise LookupError("no PIR program found")

    def listing(ps: list[FoundProgram]) -> str:
        shown = ", ".join(f"[{p.index}] {p.label!r}" for p in ps[:_LIST_MAX])
        if len(ps) > _LIST_MAX:
            shown += f", ... ({len(ps) - _LIST_MAX} more)"
        return shown

    if index is not None:
        if not -count <= index < count:
            raise LookupError(
                f"program index {index} out of range: {count} program(s) found (0..{count - 1}): " + listing(programs)
            )
        chosen = programs[index]
        if name is not None and name not in chosen.label:
            raise LookupError(f"program {index} has label {chosen.label!r}, which does not contain {name!r}")
        return chosen
    if name is not None:
        for p in programs:
            if name in p.label:
                return p
        low = name.lower()
        for p in programs:
            if low in p.label.lower():
                return p
        raise LookupError(f"no program label contains {name!r}; {count} program(s): " + listing(programs))
    if count == 1:
        return programs[0]
    raise LookupError(f"{count} programs found; choose one by index (0..{count - 1}) or name: " + listing(programs))
