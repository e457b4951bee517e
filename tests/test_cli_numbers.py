"""Every numeric option of every command: a bad value is pirtool's `error: OPTION VALUE:
reason` line with exit 2 (`cli/numeric.py`), never click's usage text (issue 21: `plan -k 0`)."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.cli.numeric import OptionError, integer, number


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    out = []
    for name, cmd in sorted(group.commands.items()):
        if isinstance(cmd, click.Group):
            out += _commands(cmd, (*prefix, name))
        else:
            out.append(((*prefix, name), cmd))
    return out


def _numeric() -> list[tuple[tuple[str, ...], click.Option]]:
    return [
        (path, p)
        for path, cmd in _commands(main)
        for p in cmd.params
        if isinstance(p, click.Option) and isinstance(p.type, click.types._NumberParamTypeBase)
    ]


def _bad_values(p: click.Option) -> list[str]:
    bad = ["x", "1.5"] if isinstance(p.type, click.types.IntParamType) else ["x", "nan", "inf"]
    lo = getattr(p.type, "min", None)
    if lo is not None:
        bad.append(str(lo if p.type.min_open else lo - 1))  # type: ignore[attr-defined]
    hi = getattr(p.type, "max", None)
    if hi is not None:
        bad.append(str(hi + 1))
    return bad


def test_every_numeric_option_is_pirtools() -> None:
    found = _numeric()
    assert len(found) >= 25 and {path[0] for path, _ in found} >= {"plan", "run", "check-loss", "merge", "reduce"}
    for path, p in found:
        assert type(p.type).__module__ == "pirtool.cli.numeric", (path, p.name, p.type)


@pytest.mark.parametrize(
    ("path", "opt"), [(path, p) for path, p in _numeric()], ids=lambda x: getattr(x, "name", None) or "-".join(x)
)
def test_a_bad_numeric_value_is_an_error_line(path: tuple[str, ...], opt: click.Option) -> None:
    name = next((o for o in opt.opts if o.startswith("--")), opt.opts[0])
    for bad in _bad_values(opt):
        r = CliRunner().invoke(main, [*path, name, bad])
        assert r.exit_code == 2, (path, name, bad, r.output)
        assert r.output.startswith(f"error: {name} {bad}: "), (path, name, bad, r.output)
        assert "Usage:" not in r.output and "Traceback" not in r.output


def test_the_reasons() -> None:
    def why(t: click.ParamType, v: str) -> str:
        with pytest.raises(OptionError) as e:
            t.convert(v, None, None)
        return e.value.message

    assert why(integer(min=1), "0") == "value 0: must be at least 1"
    assert why(integer(min=1), "-1") == "value -1: must be at least 1"
    assert why(integer(0, 65535), "65536") == "value 65536: must be at most 65535"
    assert why(integer(), "2.0") == "value 2.0: not an integer"
    assert why(number(min=0, min_open=True), "0") == "value 0: must be more than 0"
    assert why(number(min=0), "-inf") == "value -inf: not a finite number"
    assert integer(min=1).convert("3", None, None) == 3 and number(min=0).convert("1e-5", None, None) == 1e-5


def test_plan_k_0_as_the_issue_has_it() -> None:
    r = CliRunner().invoke(main, ["plan", "x.pir", "-k", "0"])
    assert r.exit_code == 2 and r.output == "error: -k 0: must be at least 1\n", r.output
    r = CliRunner().invoke(main, ["run", "x.pir", "--steps", "0"])
    assert r.exit_code == 2 and r.output == "error: --steps 0: must be at least 1\n", r.output
