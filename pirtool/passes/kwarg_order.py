"""The order in which Paddle prints a block's keyword arguments.

`pir::Block` keeps its kwargs in a `std::unordered_map<std::string, Value>` and the printer
walks that map, so the `^kw:` lines come out in libstdc++'s hash-table order, not in insertion
order. This module replays libstdc++'s `_Hashtable` (murmur `_Hash_bytes`, prime rehash
policy, node list order on insert and rehash) so that a program edited by pirtool lists its
kwargs exactly where Paddle would. Checked against g++'s `std::unordered_map` and against
every gradient-merge dump in samples/gm.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable

_MASK = (1 << 64) - 1
_MUL = (0xC6A4A793 << 32) + 0x5BD1E995
_SEED = 0xC70F6907

# _Prime_rehash_policy::_M_next_bkt: a small table below 14, then libstdc++'s __prime_list
# (entries from 17 on, as printed by the policy itself).
_FAST_BKT = (2, 2, 2, 3, 5, 5, 7, 7, 11, 11, 11, 11, 13, 13)
_PRIMES = (
    17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 103, 109, 113, 127, 137,
    139, 149, 157, 167, 179, 193, 199, 211, 227, 241, 257, 277, 293, 313, 337, 359, 383, 409, 439, 467,
    503, 541, 577, 619, 661, 709, 761, 823, 887, 953, 1031, 1109, 1193, 1289, 1381, 1493, 1613, 1741,
    1879, 2029, 2179, 2357, 2549, 2753, 2971, 3209, 3469, 3739, 4027, 4349, 4703, 5087, 5503, 5953, 6427,
    6949, 7517, 8123, 8783, 9497, 10273, 11113, 12011, 12983, 14033, 15173, 16411, 17749, 19183, 20753,
    22447, 24281, 26267, 28411, 30727, 33223, 35933, 38873, 42043, 45481, 49201, 53201, 57557, 62233,
    67307, 72817, 78779, 85229, 92203, 99733, 107897, 116731, 126271, 136607, 147793, 159871, 172933,
    187091, 202409, 218971, 236897, 256279, 277261, 299951, 324503, 351061, 379787, 410857, 444487,
    480881, 520241, 562841, 608903, 658753, 712697, 771049, 834181, 902483, 976369, 1056323,
)


def _shift_mix(v: int) -> int:
    return v ^ (v >> 47)


def hash_bytes(data: bytes, seed: int = _SEED) -> int:
    """libstdc++ `std::_Hash_bytes` for a 64-bit size_t (what `std::hash<std::string>` uses)."""
    n = len(data)
    aligned = n & ~7
    h = (seed ^ (n * _MUL)) & _MASK
    for p in range(0, aligned, 8):
        d = (_shift_mix((int.from_bytes(data[p : p + 8], "little") * _MUL) & _MASK) * _MUL) & _MASK
        h = ((h ^ d) * _MUL) & _MASK
    if n & 7:
        h = ((h ^ int.from_bytes(data[aligned:], "little")) * _MUL) & _MASK
    h = (_shift_mix(h) * _MUL) & _MASK
    return _shift_mix(h)


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


def unordered_map_order(keys: Iterable[str]) -> list[str]:
    """Iteration order of a `std::unordered_map<std::string, T>` after inserting `keys` in order."""
    policy = _Policy()
    n_bkt = 1
    # Node list (singly linked, as a Python list front to back) and per-bucket "first node" index.
    nodes: list[tuple[str, int]] = []  # (key, hash)
    seen: set[str] = set()
    for key in keys:
        if key in seen:
            continue
        seen.add(key)
        h = hash_bytes(key.encode())
        grow = policy.need_rehash(n_bkt, len(nodes), 1)
        if grow is not None:
            nodes = _rehash(nodes, grow)
            n_bkt = grow
        nodes = _insert(nodes, (key, h), n_bkt)
    return [k for k, _ in nodes]


def _insert(nodes: list[tuple[str, int]], node: tuple[str, int], n_bkt: int) -> list[tuple[str, int]]:
    """_M_insert_bucket_begin: first in its bucket's run, or at the front if the bucket is empty."""
    bkt = node[1] % n_bkt
    for i, (_, h) in enumerate(nodes):
        if h % n_bkt == bkt:
            return nodes[:i] + [node] + nodes[i:]
    return [node] + nodes


def _rehash(nodes: list[tuple[str, int]], n_bkt: int) -> list[tuple[str, int]]:
    """_M_rehash_aux for unique keys: walk the old list, each node to the front of its bucket's run."""
    runs: dict[int, list[tuple[str, int]]] = {}
    order: list[int] = []  # buckets in list order: a newly seen bucket goes to the front
    for node in nodes:
        bkt = node[1] % n_bkt
        run = runs.get(bkt)
        if run is None:
            runs[bkt] = [node]
            order.insert(0, bkt)
        else:
            run.insert(0, node)
    return [n for b in order for n in runs[b]]
