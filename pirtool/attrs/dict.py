"""`AttrDict`: an op's attributes in print order, read lazily from their source text.

A value that cannot be decoded, or is not of the kind its reader needs, is a PirError pointing at
the key in its source line, whoever asks: a parsed dict knows its `origin` (the parse's text and
file) and the line it was read from, and only an error ever uses them.

May import the base (`errors`), `.values` and `.decode`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from enum import Enum
from typing import Any, Final

from ..errors import Origin, PirError
from .decode import AttrValueError, at_top_level, decode_value, split_top, value_end
from .values import Attr, Era

_UNKNOWN = object()


class _Miss(Enum):
    """The "not in this dict" of `.get(key, _MISS)`, typed so that `is _MISS` narrows."""

    MISS = 0


_MISS: Final = _Miss.MISS


class AttrDict:
    """An op's attributes in print order. Reads from the source text lazily.

    Paddle prints keys sorted by byte order; a dict read with sorted keys keeps new keys sorted,
    one read unsorted (hand-edited dumps) keeps its order and appends.

    The decoded items are never changed in place (an edit builds a new dict), so `copy()` shares
    them and the text rendered from them: a pass that stamps out many ops with equal attributes
    decodes and spells them once.
    """

    __slots__ = ("_raw", "_items", "_sorted", "era", "_peeked", "_spelt", "origin", "lineno", "edited")

    def __init__(
        self,
        raw: str | None = None,
        era: Era = Era.E3,
        items: dict[str, Attr] | None = None,
        origin: Origin | None = None,
        lineno: int = 0,
        peeked: dict[str, object] | None = None,
        edited: bool = False,
    ) -> None:
        self._raw = raw  # source text while unmodified
        self.origin = origin  # where `raw` was read (for errors only)
        self.lineno = lineno
        self.edited = edited  # `raw` was made by editing the line's text (errors then name the line only)
        self._items: dict[str, Attr] | None = items
        self._sorted = True
        self.era = era
        # Values read off `raw` one key at a time, by key. What is peeked depends on the text
        # alone (and the era), so dicts of one text (ops alike, one per layer) may share this:
        # reading `op_role` of 40,000 ops then decodes it once per distinct text. Only used
        # while `raw` is (an edit decodes the dict); a value that fails is not kept (each dict
        # raises its own located error).
        self._peeked = peeked
        self._spelt: tuple[Era, str] | None = None  # (era, text) rendered from _items
        if raw is None and items is None:
            self._items = {}

    @classmethod
    def of(cls, era: Era = Era.E3, **items: Attr) -> AttrDict:
        return cls(None, era, dict(sorted(items.items())))

    @classmethod
    def ordered(cls, era: Era, items: dict[str, Attr]) -> AttrDict:
        """A dict printed in the given key order, not sorted: what Paddle prints for a map it
        rebuilt (a re-created kwarg's attribute map, in `std::unordered_map` order)."""
        d = cls(None, era, dict(items))
        d._sorted = False
        return d

    def _load(self) -> dict[str, Attr]:
        if self._items is None:
            raw = self._raw
            assert raw is not None
            inner = raw[1:-1]
            items: dict[str, Attr] = {}
            if inner:
                at = 1
                for part in split_top(inner):
                    k, _, v = part.partition(":")
                    try:
                        items[k] = decode_value(v)
                    except AttrValueError as e:
                        raise self._located(k, str(e), at + len(k) + 1) from None
                    at += len(part) + 1
            keys = list(items)
            self._sorted = keys == sorted(keys)
            self._items = items
        return self._items

    # -- mapping API ------------------------------------------------------------------------------
    def __getitem__(self, key: str) -> Attr:
        a = self.get(key)
        if a is None:
            raise KeyError(key)
        return a

    def get(self, key: str, default: Any = None) -> Any:
        if self._items is None:
            peeked = self._peeked
            if peeked is None:
                peeked = self._peeked = {}
            a = peeked.get(key, _MISS)
            if a is _MISS:
                a = peeked[key] = self._peek(key)
            if a is not _UNKNOWN:
                return default if a is None else a
        return self._load().get(key, default)

    def _peek(self, key: str) -> Attr | None | object:
        """Read one key from the raw text without decoding the dict (passes ask every op for
        `op_role`; decoding each op_dist_attr for that would dominate a pass's run time).

        Returns the Attr, None if the key is absent, or _UNKNOWN when only a full decode can tell.
        """
        raw = self._raw
        assert raw is not None
        k = key_at(raw, key)
        if k < 0:
            return None if '"' not in raw or key not in raw else _UNKNOWN
        start = k + len(key) + 1
        if raw[start] not in '{[(<"':  # a plain scalar (most peeks): `value_end`'s first rule, inlined on this hot path
            end = raw.find(",", start)
            if end < 0:
                end = len(raw) - 1
            value = raw[start:end]
            if "}" not in value and "(" not in value:
                return self._decoded(key, value, start)
        end = value_end(raw, start)
        return _UNKNOWN if end < 0 else self._decoded(key, raw[start:end], start)

    def _decoded(self, key: str, text: str, at: int) -> Attr:
        try:
            return decode_value(text)
        except AttrValueError as e:
            raise self._located(key, str(e), at) from None

    # -- errors -------------------------------------------------------------------------------
    def _located(self, key: str, reason: str, at: int | None) -> PirError:
        msg = f"attribute {key}: {reason}"
        raw = self._raw
        if self.origin is None:
            return PirError(msg)
        if raw is None or self.edited:  # edited since: the entry where the line spells it alike, else the line
            if raw is not None:
                entry = _entry(raw, key)
            else:  # (the entry as its value spells it)
                a = (self._items or {}).get(key)
                entry = f"{key}:{a.text(self.era)}" if a is not None else None
            line = self.origin.lines([self.lineno]).get(self.lineno, "") if entry else ""
            for lead in "{,":
                if entry and line.count(lead + entry) == 1:
                    return self.origin.error(msg, self.lineno, lead + entry, len(key) + 2)
            return self.origin.error(msg, self.lineno)
        if at is None:
            k = key_at(raw, key)
            at = k + len(key) + 1 if k >= 0 else 0
        return self.origin.error(msg, self.lineno, raw, at)

    def error(self, key: str, reason: str) -> PirError:
        """A PirError about attribute `key` (`reason` says what is wrong with its value), at the
        value in the source line when the dict was read from a dump."""
        return self._located(key, reason, None)

    def integer(self, key: str, default: int | None = None, lo: int = -(2**63), hi: int = 2**63 - 1) -> int | None:
        """The value of `key` as an integer in [lo, hi] (`default` if absent); any other value is
        a located PirError."""
        a = self.get(key)
        if a is None:
            return default
        v = a.value
        if a.kind not in ("int32", "int64") or isinstance(v, bool):
            raise self.error(key, f"expected an integer, not {_shown(a)}")
        if not lo <= v <= hi:
            raise self.error(key, f"{_shown(a)} is out of range [{lo}, {hi}]")
        return v

    def value(self, key: str, default: Any = None) -> Any:
        """The plain Python value of `key` (see `Attr.py`), or `default`."""
        a = self.get(key)
        return default if a is None else a.py()

    def __contains__(self, key: object) -> bool:
        if self._items is None and isinstance(key, str):
            a = self.get(key, _MISS)
            return a is not _MISS
        return key in self._load()

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())

    def items(self) -> Iterator[tuple[str, Attr]]:
        return iter(self._load().items())

    def keys(self) -> list[str]:
        return list(self._load())

    def __setitem__(self, key: str, value: Attr) -> None:
        items = dict(self._load())  # copy on write: _items may be shared with copies
        new_key = key not in items
        items[key] = value
        self._items = dict(sorted(items.items())) if new_key and self._sorted else items
        self._raw = None
        self._spelt = None

    def __delitem__(self, key: str) -> None:
        items = dict(self._load())
        del items[key]
        self._items = items
        self._raw = None
        self._spelt = None

    def swapped(
        self, remove: str, key: str, value: str | Callable[[str | None], str], memo: SwapMemo | None = None
    ) -> AttrDict | None:
        """A dict without `remove` and with `key:value` at its sorted place, made by editing the
        source text (nothing decoded); `value` may be a function of the removed value's text
        (None when the dict has no `remove`: then `key` is only added, and the keys must be
        sorted, as `__setitem__` would keep them). None when the text does not allow it (already
        edited, unsorted, `remove` ambiguous, `key` present). Dist-to-dense turns every op's
        `op_dist_attr` into `chunk_id` this way: decoding 10,000 dist attributes to drop them
        would cost more than the rest of the pass, and each dict is read once, not twice.

        `memo` (one per `remove`, `key` and `value`, kept by the caller) holds the result per
        source text: dicts of one text (ops alike, one per layer) are edited once, each getting
        a copy that shares what is peeked from the new text. Texts that differ only before
        `remove` (a data op's or parameter's name) share the edit of the part from `remove` on,
        and what is peeked from what follows it (`SwapMemo.tails`)."""
        raw = self._raw
        if raw is None or not self._sorted or len(raw) < 2:
            return None
        if memo is None:
            d = self._swapped(raw, remove, key, value)
            return None if d is None else d.copy_for(self)
        done = memo.texts.get(raw, _MISS)
        if done is _MISS:
            done = memo.texts[raw] = self._swapped_by_tail(raw, remove, key, value, memo)
            if done is None:
                done = memo.texts[raw] = self._swapped(raw, remove, key, value)
                if done is not None:
                    done._peeked = {}
        return None if done is None else done.copy_for(self)

    def _swapped_by_tail(
        self, raw: str, remove: str, key: str, value: str | Callable[[str | None], str], memo: SwapMemo
    ) -> AttrDict | None:
        """`_swapped`'s edit where `key` goes first and `remove`'s entry is followed by another:
        `{key:V,` + the text before `remove` + the text after its entry, the part from `remove`
        on edited once per distinct part. None where that does not hold (`_swapped` decides)."""
        k = key_at(raw, remove)
        colon = raw.find(":", 1)
        if not (1 < colon < k and raw[1:colon] > key):
            return None
        tail = raw[k:]
        part = memo.tails.get(tail, _MISS)
        if part is _MISS:
            part = memo.tails[tail] = _tail_edit(tail, len(remove) + 1, key, value)
        if part is None:
            return None
        entry, first, rest, peeks = part
        prefix = raw[1:k]
        d = AttrDict(f"{{{entry},{prefix}{rest}", self.era)
        d._peeked = {
            name: v for name, v in peeks.items() if name + ":" not in prefix
        }  # the first entry there is theirs
        if first is not None:
            d._peeked[key] = first
        return d

    def _swapped(self, raw: str, remove: str, key: str, value: str | Callable[[str | None], str]) -> AttrDict | None:
        needle = remove + ":"
        k = key_at(raw, remove)
        removed: str | None = None
        if k < 1:
            if remove in raw:  # inside a string or a nested value, or a key that only starts so
                return None
            rest = raw
        else:
            start = k + len(needle)
            end = value_end(raw, start)
            if end < 0:
                return None
            removed = raw[start:end]
            if raw[end] == ",":
                rest = raw[:k] + raw[end + 1 :]
            elif raw[k - 1] == ",":
                rest = raw[: k - 1] + raw[end:]
            else:
                rest = raw[:k] + raw[end:]
        # walk the top-level keys of what is left to the first one after `key` (to the end, to
        # check the order, when only adding)
        pos = 1
        at: int | None = None
        last = ""
        while pos < len(rest) - 1:
            colon = rest.find(":", pos)
            if colon < 0:
                return None
            name = rest[pos:colon]
            if name == key:
                return None
            if name > key and at is None:
                at = pos
                if removed is not None:
                    break
            if removed is None and name <= last:  # unsorted, or a key twice: `__setitem__` decides
                return None
            last = name
            e = value_end(rest, colon + 1)
            if e < 0:
                return None
            pos = e + 1
        entry = f"{key}:{value if isinstance(value, str) else value(removed)}"
        if at is None:
            new = rest[:-1] + ("," if len(rest) > 2 else "") + entry + "}"
        else:
            new = rest[:at] + entry + "," + rest[at:]
        return AttrDict(new, self.era)

    def copy(self) -> AttrDict:
        """An independent dict with the same attributes (sharing the decoded items until either is edited)."""
        d = AttrDict(self._raw, self.era, self._items, self.origin, self.lineno, self._peeked, self.edited)
        d._sorted = self._sorted
        d._spelt = self._spelt
        return d

    def copy_for(self, read: AttrDict) -> AttrDict:
        """A copy of this dict (made by editing `read`'s text) whose errors point at `read`'s line."""
        d = self.copy()
        d.origin, d.lineno, d.edited = read.origin, read.lineno, True
        return d

    @property
    def peeks(self) -> dict[str, object]:
        """The values read off the text one key at a time, by key: shared by the dicts of one
        text (an assembler gives it to each op it builds with that text)."""
        if self._peeked is None:
            self._peeked = {}
        return self._peeked

    @property
    def modified(self) -> bool:
        return self._raw is None

    def text(self) -> str:
        """`{key:value,...}` — the source text if unmodified."""
        if self._raw is not None:
            return self._raw
        era = self.era
        sp = self._spelt
        if sp is None or sp[0] is not era:
            sp = self._spelt = (era, "{" + ",".join([f"{k}:{v.text(era)}" for k, v in self._load().items()]) + "}")
        return sp[1]

    def __repr__(self) -> str:
        return f"AttrDict({self.text()})"


class SwapMemo:
    """What `AttrDict.swapped` keeps between calls of one edit (one `remove`, `key`, `value`):
    the dict made per source text (`texts`), and per distinct part of a text from `remove` on
    (`tails`: the new entry, its decoded value, what follows the removed entry and what is
    peeked from that)."""

    __slots__ = ("texts", "tails")

    def __init__(self) -> None:
        self.texts: dict[str, AttrDict | None] = {}
        self.tails: dict[str, tuple[str, Attr | None, str, dict[str, Attr]] | None] = {}


def _tail_edit(
    tail: str, start: int, key: str, value: str | Callable[[str | None], str]
) -> tuple[str, Attr | None, str, dict[str, Attr]] | None:
    """(`key:V`, V decoded, what follows the removed entry, its peeks) for the part of a text
    from the removed key on (its value starts at `start`); None unless another entry follows."""
    end = value_end(tail, start)
    if end < 0 or tail[end] != ",":
        return None
    v = value if isinstance(value, str) else value(tail[start:end])
    try:
        first: Attr | None = decode_value(v)
    except AttrValueError:
        first = None
    rest = tail[end + 1 :]
    return f"{key}:{v}", first, rest, entry_peeks(rest, 0)


def key_at(raw: str, key: str) -> int:
    """Where the first top-level `key:` of a `{...}` attribute text starts (-1: nowhere; 0 or 1
    for a text that starts with it, as `find` puts it)."""
    needle = key + ":"
    k = raw.find(needle)
    while k > 1 and not (raw[k - 1] in "{," and at_top_level(raw, k)):
        k = raw.find(needle, k + 1)
    return k


def _entry(raw: str, key: str) -> str | None:
    """The text `key:value` of `key`'s top-level entry in `raw` (None if it cannot be told)."""
    k = key_at(raw, key)
    if k < 0 or k == 0 and not raw.startswith(key + ":"):
        return None
    end = value_end(raw, k + len(key) + 1)
    return raw[k:end] if end > 0 else None


def entry_peeks(raw: str, pos: int = 1) -> dict[str, Attr]:
    """What `AttrDict(raw)` peeks for each top-level key from the entry starting at `pos` to the
    end (each key's first entry there; a value that does not decode is left out), found by
    walking the entries: cheaper than peeking each key when an edit makes many texts that end
    alike. Stops where an entry cannot be told (a string with escapes, a value of unclear end),
    with what came before."""
    out: dict[str, Attr] = {}
    n = len(raw) - 1
    while pos < n:
        colon = raw.find(":", pos)
        if colon < 0:
            break
        end = value_end(raw, colon + 1)
        if end < 0 or raw[end] not in ",}":
            break
        value = raw[colon + 1 : end]
        if "\\" in value:
            break
        key = raw[pos:colon]
        if key not in out:
            try:
                out[key] = decode_value(value)
            except AttrValueError:
                pass
        pos = end + 1
    return out


def _shown(a: Attr) -> str:
    t = a.text()
    return repr(t if len(t) <= 40 else t[:37] + "...")
