"""The numeric option types every command uses: a bad value is pirtool's `error: OPTION VALUE:
reason` (exit 2), as every other bad input is, not click's usage text.

`integer(min=..., max=...)` and `number(min=..., min_open=...)` are click parameter types (the
range ones subclass click's `IntRange` / `FloatRange`, so `--help` still shows `[x>=1]`). A
value that is not a number, is not finite (a float), or is out of range raises `OptionError`,
a `click.ClickException` that click's standalone mode shows with `show` and exits 2 on.

May import `pirtool.errors`; nothing of the library.
"""

from __future__ import annotations

import math
from typing import IO, Any, NoReturn

import click

from ..errors import PirError


class OptionError(click.ClickException):
    """A bad option value: `error: -k 0: must be at least 1`, exit 2."""

    exit_code = 2

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(PirError(self.message).format(), err=True, file=file)


def _name(param: click.Parameter | None) -> str:
    if isinstance(param, click.Option) and param.opts:
        return next((o for o in param.opts if o.startswith("--")), param.opts[0])
    return param.human_readable_name if param is not None else "value"


def _bad(param: click.Parameter | None, value: Any, reason: str) -> NoReturn:
    raise OptionError(f"{_name(param)} {value}: {reason}")


class _Checked:
    """`convert` with pirtool's errors; the bounds (if any) are click's range attributes."""

    _number_class: Any
    min: Any = None
    max: Any = None
    min_open: bool = False
    max_open: bool = False

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        kind = self._number_class
        try:
            v = value if isinstance(value, kind) and not isinstance(value, bool) else kind(str(value).strip())
        except (TypeError, ValueError):
            _bad(param, value, "not an integer" if kind is int else "not a number")
        if kind is float and not math.isfinite(v):
            _bad(param, value, "not a finite number")
        lo, hi = self.min, self.max
        if lo is not None and (v <= lo if self.min_open else v < lo):
            _bad(param, value, f"must be {'more than' if self.min_open else 'at least'} {lo}")
        if hi is not None and (v >= hi if self.max_open else v > hi):
            _bad(param, value, f"must be {'less than' if self.max_open else 'at most'} {hi}")
        return v


class _Int(_Checked, click.types.IntParamType):
    pass


class _Float(_Checked, click.types.FloatParamType):
    pass


class _IntRange(_Checked, click.IntRange):
    pass


class _FloatRange(_Checked, click.FloatRange):
    pass


def integer(min: int | None = None, max: int | None = None) -> click.ParamType[int]:
    """An integer option (within [min, max] where given)."""
    return _Int() if min is None and max is None else _IntRange(min, max)


def number(min: float | None = None, min_open: bool = False) -> click.ParamType[float]:
    """A finite float option (at least `min`, or more than it with `min_open`, where given)."""
    return _Float() if min is None else _FloatRange(min, min_open=min_open)
