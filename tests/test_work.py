"""tests/work.py's count tells linear work from quadratic (the linearity tests rely on it)."""

from __future__ import annotations

import pytest
from work import assert_linear, calls


def test_the_count_is_the_calls_made() -> None:
    assert calls(lambda: [abs(i) for i in range(1000)]) == calls(lambda: [abs(i) for i in range(500)]) + 500


def test_linear_work_passes_and_quadratic_work_fails() -> None:
    small, big = assert_linear(lambda n: lambda: [abs(i) for i in range(n)], 1000)
    assert 3.9 < big / small <= 4
    with pytest.raises(AssertionError, match="4x the input made"):
        assert_linear(lambda n: lambda: [abs(i - j) for i in range(n) for j in range(n)], 30)
