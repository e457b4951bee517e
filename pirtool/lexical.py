"""Lexical helpers shared by the fast reader (`pirtool.text.scanner`) and the attribute decoder
(`pirtool.attrs`): how a string literal of the PIR text format begins and ends.

Inside a string `\\"` is a quote and every other backslash stands for itself (as in
grammars/pir.lark). A base module: imports only the standard library.
"""

from __future__ import annotations

import re

# A string, possessively as in pir.lark (\" is a quote inside, any other \ is itself), unrolled
# so that runs of plain characters are taken in one step.
STRING_RE = re.compile(r'"[^"\\]*+(?:\\"?[^"\\]*+)*+"')


#: The deepest nesting pirtool reads: attribute values in attribute values, `vec[...]` types in
#: types, regions in ops. Paddle prints a few levels; deeper input is refused with a located error
#: instead of running out of stack in some recursive reader (or the grammar).
MAX_NESTING = 100


#: Invisible characters that a paste puts inside tokens (a byte order mark, zero-width spaces and
#: joiners, the word joiner): never part of a value name; errors name them by code point.
INVISIBLE = "\ufeff\u200b\u200c\u200d\u2060"
_INVISIBLE_NAMES = {"\ufeff": "a byte order mark / zero width no-break space"}

#: A character that ends a value name (`%3`, `%kwarg_w@GRAD@MERGE`) in the text: white space, a
#: comma, a parenthesis, a brace or an invisible character (the readers' patterns in
#: text/scanner.py and grammars/pir.lark spell the same class). A name made from other text (a
#: kwarg named after a parameter or an op) holding one would print a program nothing reads back.
VALUE_NAME_STOP = re.compile(r"[\s,(){}" + INVISIBLE + "]")


def describe_char(ch: str) -> str:
    """A character for an error message: `'x'`, or `character U+FEFF (a byte order mark ...)` for
    one that would not show."""
    if (ch.isprintable() or ch < "\x80") and ch not in INVISIBLE:
        return f"character {ch!r}"  # (a control character shows as '\x07')
    import unicodedata

    name = _INVISIBLE_NAMES.get(ch) or unicodedata.name(ch, "").lower()
    return f"character U+{ord(ch):04X}" + (f" ({name})" if name else "")


def string_end(text: str, j: int) -> int:
    """Index of the closing quote of the string opening at `j` (`\\"` is a quote inside)."""
    k = j + 1
    while True:
        q = text.find('"', k)
        if q < 0:
            raise ValueError("unterminated string")
        if text[q - 1] == "\\":
            k = q + 1
            continue
        return q
