"""`text.elide` scans with regexes and elides a line's rest once per distinct text; it must give
exactly what the rules give read one character at a time (`_reference`, the definition it
replaced), on every line of the samples and on generated ones; and its work is linear in the line.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from test_linear_reader import DIST, work

from pirtool.text.elide import ELIDED_KEYS, MAX_CHARS, MAX_ITEMS, elide

ROOT = Path(__file__).resolve().parent.parent

_KEY = re.compile(r"(\w+):(\([\w.]+\))?([\[{])")
_OPEN = {"(": ")", "[": "]", "{": "}"}


def _string_end(s: str, i: int) -> int:
    j = i + 1
    while j < len(s):
        if s[j] == "\\":
            j += 2
            continue
        if s[j] == '"':
            return j + 1
        j += 1
    return len(s)


def _bracket(s: str, i: int) -> tuple[int, int]:
    depth = commas = 0
    filled = False
    j = i
    while j < len(s):
        c = s[j]
        if c == '"':
            j = _string_end(s, j)
            filled = True
            continue
        if c in _OPEN:
            filled = filled or depth > 0
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return j, (commas + 1 if filled else 0)
        elif not c.isspace():
            filled = True
            if c == "," and depth == 1:
                commas += 1
        j += 1
    return -1, 0


def _reference(line: str, keys: frozenset[str], max_items: int, max_chars: int) -> str:
    """The rules, one character at a time: strings as they are; at the start of each word, a
    `key:` whose value opens a bracket is elided if its key is listed or it is long."""
    out: list[str] = []
    i = 0
    while i < len(line):
        c = line[i]
        if c == '"':
            j = _string_end(line, i)
            out.append(line[i:j])
            i = j
            continue
        if (c.isalnum() or c == "_") and (i == 0 or not (line[i - 1].isalnum() or line[i - 1] in "_.")):
            m = _KEY.match(line, i)
            if m is not None:
                at = m.end() - 1
                close, count = _bracket(line, at)
                if close > 0 and (m.group(1) in keys or count > max_items or close - at - 1 > max_chars):
                    what = ("key" if line[at] == "{" else "item") + ("" if count == 1 else "s")
                    out.append(f"{line[i : at + 1]}…{count} {what}{line[close]}")
                    i = close + 1
                    continue
                out.append(line[i:at])
                i = at
                continue
        out.append(c)
        i += 1
    return "".join(out)


RULES = [(ELIDED_KEYS, MAX_ITEMS, MAX_CHARS), (frozenset({"a", "ab", "k"}), 1, 4)]


def test_every_sample_line_elides_as_the_rules_say() -> None:
    seen: set[str] = set()
    # every third sample; a link is a copy of another (scripts/_samples.py)
    for path in sorted(p for p in (ROOT / "samples").rglob("*.pir") if not p.is_symlink())[::3]:
        for line in path.read_text(encoding="utf-8", errors="replace").split("\n"):
            if line in seen or ":" not in line:
                continue
            seen.add(line)
            for keys, items, chars in RULES:
                assert elide(line, keys, items, chars) == _reference(line, keys, items, chars), (path, line)
    assert len(seen) > 10_000


@settings(max_examples=400)
@given(st.text(alphabet='ab_k:.,[]{}()" \\\t1é', max_size=40), st.sampled_from(RULES))
def test_generated_lines_elide_as_the_rules_say(line: str, rules: tuple[frozenset[str], int, int]) -> None:
    assert elide(line, *rules) == _reference(line, *rules)
    assert elide(line, *rules) == _reference(line, *rules)  # (the second time from the memo)


def test_eliding_is_linear_in_the_line() -> None:
    def line(n: int, tag: int) -> str:
        types = ",".join(f"pd_dist.tensor<{tag}x{i}xf32, {DIST}>" for i in range(n))
        attrs = ",".join(DIST for _ in range(n))
        return f'    (%9) = "pd_op.stack" (%8) {{axis:0,op_dist_attr:{{operand(0):{{[{attrs}]}}}}}} : (vec[{types}]) -> f32'

    one, two = line(300, 1), line(600, 2)
    w1, w2 = work(lambda: elide(one)), work(lambda: elide(two))
    assert w2 < 2.4 * w1, (w1, w2)


def _first_key_by_next(line: str) -> int:
    """The definition: where `_NEXT`'s first match that is not a string starts."""
    from pirtool.text.elide import _NEXT

    m = _NEXT.search(line)
    while m is not None and m.group("s") is not None:
        m = _NEXT.search(line, m.end())
    return -1 if m is None else m.start()


@settings(max_examples=500)
@given(st.text(alphabet='ab_1é.:{[(<)]}" \\,%=', max_size=40))
def test_first_key_is_nexts_first_key(line: str) -> None:
    from pirtool.text.elide import first_key

    for text in (line, f"x:{{{line}", f'"{line}" k:[', f"{line} k:(pd_op.T)[1]"):
        assert first_key(text) == _first_key_by_next(text)


def test_first_key_on_the_real_samples() -> None:
    from pirtool.text.elide import first_key

    paths = sorted(p for p in (ROOT / "samples").rglob("*.pir") if not p.is_symlink())[::5]
    lines = [ln for p in paths for ln in p.read_text().splitlines()]
    assert [first_key(ln) for ln in lines] == [_first_key_by_next(ln) for ln in lines]
