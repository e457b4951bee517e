"""`paddle.kwarg_order` against libstdc++ itself: a `std::unordered_map<std::string, int>`
compiled with g++, filled with the same keys, iterated (what Paddle's printer does with a
block's kwargs). Skipped where there is no g++."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pirtool.paddle.kwarg_order import unordered_map_order

_PROGRAM = r"""
#include <iostream>
#include <string>
#include <unordered_map>
int main() {
  std::unordered_map<std::string, int> m;
  std::string line;
  while (std::getline(std::cin, line)) m.emplace(line, 0);
  for (auto& kv : m) std::cout << kv.first << "\n";
}
"""


@pytest.fixture(scope="module")
def libstdcxx_map(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("g++") is None:
        pytest.skip("no g++ here (the CI installs it)")
    d = tmp_path_factory.mktemp("um")
    (d / "um.cpp").write_text(_PROGRAM)
    subprocess.run(["g++", "-O1", "-o", str(d / "um"), str(d / "um.cpp")], check=True)
    return d / "um"


def _iterated(binary: Path, keys: list[str]) -> list[str]:
    out = subprocess.run(
        [str(binary)], input="".join(k + "\n" for k in keys), capture_output=True, text=True, check=True
    )
    return out.stdout.splitlines()


@pytest.mark.parametrize("n", [0, 1, 2, 13, 14, 15, 29, 30, 200, 1777, 12000])
def test_order_of_many_keys_is_libstdcxx(libstdcxx_map: Path, n: int) -> None:
    # sizes around the small bucket table's end and several rehashes; names as plans make them
    keys = [f"var_{i}_pd_op.matmul_{i % 3}" if i % 2 else f"linear_{i}.w_0@GRAD@MERGE" for i in range(n)]
    assert unordered_map_order(keys) == _iterated(libstdcxx_map, keys)


_key = st.text(alphabet="ab_@0123456789", min_size=0, max_size=24)


@settings(max_examples=60, deadline=None)
@given(st.lists(_key, max_size=300))
def test_order_with_repeated_keys_is_libstdcxx(libstdcxx_map: Path, keys: list[str]) -> None:
    # a key inserted again keeps its place (emplace of an existing key does nothing)
    assert unordered_map_order(keys) == _iterated(libstdcxx_map, keys)
