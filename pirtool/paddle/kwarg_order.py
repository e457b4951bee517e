"""The order in which Paddle prints a block's keyword arguments.

`pir::Block` keeps its kwargs in a `std::unordered_map<std::string, Value>` and the printer
walks that map, so the `^kw:` lines come out in libstdc++'s hash-table order, not in insertion
order. This module replays libstdc++'s `_Hashtable` (murmur `_Hash_bytes`, prime rehash
policy, node list order on insert and rehash) so that a program edited by pirtool lists its
kwargs exactly where Paddle would. Checked against g++'s `std::unordered_map` and against
every gradient-merge dump in samples/gm.
"""

from __future__ import annotations

import struct
from bisect import bisect_left
from collections.abc import Iterable
from functools import lru_cache

from ..attrs import AttrDict
from ..caches import DICT_BOUND, register

_MASK = (1 << 64) - 1
_MUL = (0xC6A4A793 << 32) + 0x5BD1E995
_SEED = 0xC70F6907

# _Prime_rehash_policy::_M_next_bkt: a small table below 14, then libstdc++'s __prime_list
# (entries from 17 on, as printed by the policy itself).
_FAST_BKT = (2, 2, 2, 3, 5, 5, 7, 7, 11, 11, 11, 11, 13, 13)
_PRIMES = (
    17,
    19,
    23,
    29,
    31,
    37,
    41,
    43,
    47,
    53,
    59,
    61,
    67,
    71,
    73,
    79,
    83,
    89,
    97,
    103,
    109,
    113,
    127,
    137,
    139,
    149,
    157,
    167,
    179,
    193,
    199,
    211,
    227,
    241,
    257,
    277,
    293,
    313,
    337,
    359,
    383,
    409,
    439,
    467,
    503,
    541,
    577,
    619,
    661,
    709,
    761,
    823,
    887,
    953,
    1031,
    1109,
    1193,
    1289,
    1381,
    1493,
    1613,
    1741,
    1879,
    2029,
    2179,
    2357,
    2549,
    2753,
    2971,
    3209,
    3469,
    3739,
    4027,
    4349,
    4703,
    5087,
    5503,
    5953,
    6427,
    6949,
    7517,
    8123,
    8783,
    9497,
    10273,
    11113,
    12011,
    12983,
    14033,
    15173,
    16411,
    17749,
    19183,
    20753,
    22447,
    24281,
    26267,
    28411,
    30727,
    33223,
    35933,
    38873,
    42043,
    45481,
    49201,
    53201,
    57557,
    62233,
    67307,
    72817,
    78779,
    85229,
    92203,
    99733,
    107897,
    116731,
    126271,
    136607,
    147793,
    159871,
    172933,
    187091,
    202409,
    218971,
    236897,
    256279,
    277261,
    299951,
    324503,
    351061,
    379787,
    410857,
    444487,
    480881,
    520241,
    562841,
    608903,
    658753,
    712697,
    771049,
    834181,
    902483,
    976369,
    1056323,
)


#: Readers of the 8-byte words of strings up to 511 bytes, by word count (kwarg names are short).
_WORDS = [struct.Struct(f"<{n}Q").unpack_from for n in range(64)]


def hash_bytes(data: bytes, seed: int = _SEED) -> int:
    """libstdc++ `std::_Hash_bytes` for a 64-bit size_t (what `std::hash<std::string>` uses)."""
    n = len(data)
    mul, mask = _MUL, _MASK
    h = (seed ^ (n * mul)) & mask
    for w in (_WORDS[n >> 3] if n < 8 * len(_WORDS) else struct.Struct(f"<{n >> 3}Q").unpack_from)(data):
        d = (w * mul) & mask
        d = ((d ^ (d >> 47)) * mul) & mask
        h = ((h ^ d) * mul) & mask
    if n & 7:
        h = ((h ^ int.from_bytes(data[n & ~7 :], "little")) * mul) & mask
    h = ((h ^ (h >> 47)) * mul) & mask  # _shift_mix, inlined: a plan hashes every kwarg name
    return h ^ (h >> 47)


class _Policy:
    """_Prime_rehash_policy with max_load_factor 1."""

    def __init__(self) -> None:
        self.next_resize = 0

    def next_bkt(self, n: int) -> int:
        if n < len(_FAST_BKT):
            if n == 0:
                return 1
            self.next_resize = _FAST_BKT[n]
            return _FAST_BKT[n]
        k = bisect_left(_PRIMES, n)
        if k == len(_PRIMES):
            raise ValueError("too many keyword arguments to model")
        self.next_resize = _PRIMES[k]
        return _PRIMES[k]

    def need_rehash(self, n_bkt: int, n_elt: int, n_ins: int) -> int | None:
        if n_elt + n_ins > self.next_resize:
            min_bkts = max(n_elt + n_ins, 0 if self.next_resize else 11)
            if min_bkts >= n_bkt:
                return self.next_bkt(max(min_bkts + 1, n_bkt * 2))
            self.next_resize = n_bkt
        return None


def reinserted(attrs: AttrDict, alike: dict[tuple[object, str], AttrDict]) -> AttrDict:
    """`attrs` (a kwarg's attribute map) as a re-created `std::unordered_map` prints it.

    A program's kwargs mostly carry one of a few maps (`{place:Place(cpu),persistable:true}`):
    each distinct one is reordered and spelt once, and every kwarg with an equal map gets a
    copy sharing its items and spelling (`AttrDict.copy`). `alike` holds them for the caller's
    run (keyed by era and text); it is not a process-wide cache."""
    key = (attrs.era, attrs.text())
    d = alike.get(key)
    if d is None:
        d = alike[key] = AttrDict.ordered(attrs.era, {k: attrs[k] for k in unordered_map_order(attrs.keys())})
        d.text()
    return d.copy()


def unordered_map_order(keys: Iterable[str]) -> list[str]:
    """Iteration order of a `std::unordered_map<std::string, T>` after inserting `keys` in order.

    The node list is kept as a linked list with each bucket's first node, as libstdc++ keeps it,
    so every insertion is O(1) (a pass may add thousands of kwargs). Short key lists (attribute
    maps: `place`, `persistable`) are memoised.
    """
    keys = list(keys)
    if len(keys) <= 8:
        return list(_small_order(tuple(keys)))
    return _order(keys)


@lru_cache(maxsize=1024)
def _small_order(keys: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(_order(list(keys)))


register(__name__, "_small_order", "iteration orders of short unordered maps, by inserted keys", _small_order)


#: `hash_bytes` of each key string seen: a plan orders the same kwarg names for the dense
#: program and again for every job.
_hashes: dict[str, int] = register(__name__, "_hashes", "libstdc++ string hashes of kwarg names", {})


def _hash_of(key: str) -> int:
    h = _hashes.get(key)
    if h is None:
        if len(_hashes) >= DICT_BOUND:
            _hashes.clear()
        h = _hashes[key] = hash_bytes(key.encode())
    return h


def _order(keys: list[str]) -> list[str]:
    """The node list after inserting `keys`, kept as libstdc++ lays it out: each bucket's nodes
    in one run, a node inserted into an occupied bucket at the start of its run, one into an
    empty bucket at the front of the list. So the list is the buckets, latest-occupied first,
    each run newest first; `runs` holds them oldest first (an append per insertion) and the
    list is read off reversed, at a rehash and at the end."""
    policy = _Policy()
    n_bkt = 1
    runs: dict[int, list[tuple[str, int]]] = {}  # bucket -> its nodes, oldest first
    order: list[int] = []  # buckets by first occupancy, oldest first
    seen: set[str] = set()
    hashes = _hashes
    resize = policy.next_resize
    for key in keys:
        if key in seen:
            continue
        h = hashes.get(key)
        if h is None:
            h = _hash_of(key)
        if len(seen) >= resize:  # need_rehash's own first test (n + 1 > next_resize), before the call
            grow = policy.need_rehash(n_bkt, len(seen), 1)
            resize = policy.next_resize
            if grow is not None:
                runs, order = _rehash(_nodes(runs, order), grow)
                n_bkt = grow
        seen.add(key)
        bkt = h % n_bkt
        run = runs.get(bkt)
        if run is None:
            runs[bkt] = [(key, h)]
            order.append(bkt)
        else:
            run.append((key, h))
    return [k for k, _ in _nodes(runs, order)]


def _nodes(runs: dict[int, list[tuple[str, int]]], order: list[int]) -> list[tuple[str, int]]:
    """The node list, front to back."""
    return [n for b in reversed(order) for n in reversed(runs[b])]


def _rehash(nodes: list[tuple[str, int]], n_bkt: int) -> tuple[dict[int, list[tuple[str, int]]], list[int]]:
    """_M_rehash_aux for unique keys: the old list walked front to back, each node inserted into
    its new bucket by the same rule as an insertion."""
    runs: dict[int, list[tuple[str, int]]] = {}
    order: list[int] = []
    for node in nodes:
        bkt = node[1] % n_bkt
        run = runs.get(bkt)
        if run is None:
            runs[bkt] = [node]
            order.append(bkt)
        else:
            run.append(node)
    return runs, order
