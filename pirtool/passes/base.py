"""Pass infrastructure in the style of xDSL: typed pass options, a registry, pipeline strings.

A pass is a dataclass whose fields are its options:

    @register_pass
    @dataclass
    class GradientMerge(Pass):
        name: ClassVar[str] = "gradient-merge"
        k: int
        avg: bool = True

        def apply(self, ctx: PassContext) -> None: ...

and a pipeline string names passes with their options, e.g.
`gradient-merge{k=4,avg=true},remove-master-grad-cast`. Options inside braces are separated
by commas or spaces; values are spelt `4`, `true`/`false`, `0.5`, `word` or `"quoted text"`.
Every mistake in a pipeline string is a `PirError` pointing at its column.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..errors import PirError
from ..ir import Program

PIPELINE_FILE = "<pipeline>"


@dataclass
class PassContext:
    """What a pass works on: the main program, the startup program (optional), and warnings.

    Warnings are messages for the user (the CLI prints them on stderr); a pass adds them with
    `ctx.warn(...)` when its output is valid but deserves attention, e.g. where it deliberately
    differs from what Paddle 3.3.1 would print.
    """

    main: Program
    startup: Program | None = None
    warnings: list[str] = field(default_factory=list)
    #: Facts one pass of a pipeline leaves for later ones (MLIR's analyses), by name: e.g.
    #: dist-to-dense records each ring's group size before it drops the dist attributes.
    analyses: dict[str, Any] = field(default_factory=dict)

    def warn(self, message: str) -> None:
        if message not in self.warnings:
            self.warnings.append(message)


class Pass:
    """Base class of passes. Subclasses are dataclasses; their fields are the pass options."""

    name: ClassVar[str]
    #: One line shown by `pirtool passes`.
    summary: ClassVar[str] = ""

    def apply(self, ctx: PassContext) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def validate(self) -> str | None:
        """A reason the option values are unusable (e.g. `k must be >= 1`), or None."""
        return None

    # -- options ------------------------------------------------------------------------------
    @classmethod
    def options(cls) -> list[PassOption]:
        """The options of this pass (dataclass fields), with their types and defaults."""
        hints = typing.get_type_hints(cls)
        out = []
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            if not f.init:
                continue
            default: Any = dataclasses.MISSING
            if f.default is not dataclasses.MISSING:
                default = f.default
            elif f.default_factory is not dataclasses.MISSING:
                default = f.default_factory()
            out.append(PassOption(f.name, hints.get(f.name, str), default, f.metadata.get("help", "")))
        return out

    def spec(self) -> str:
        """This configured pass as a pipeline element, e.g. `gradient-merge{k=4,avg=true}`."""
        opts = []
        for o in self.options():
            v = getattr(self, o.name)
            opts.append(f"{o.name}={_spell(v)}")
        return self.name + ("{" + ",".join(opts) + "}" if opts else "")


@dataclass(frozen=True)
class PassOption:
    name: str
    type: Any
    default: Any  # dataclasses.MISSING when required
    help: str = ""

    @property
    def required(self) -> bool:
        return self.default is dataclasses.MISSING

    @property
    def type_name(self) -> str:
        return getattr(self.type, "__name__", str(self.type))


def option(default: Any = dataclasses.MISSING, help: str = "") -> Any:
    """A dataclass field carrying a help text for `pirtool passes`."""
    if default is dataclasses.MISSING:
        return field(metadata={"help": help})
    return field(default=default, metadata={"help": help})


# ----------------------------------------------------------------------------------------------
# Registry

_REGISTRY: dict[str, type[Pass]] = {}


def register_pass(cls: type[Pass]) -> type[Pass]:
    """Class decorator: make a pass available by its `name` in pipelines."""
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"{cls.__name__} must be a dataclass")
    name = cls.__dict__.get("name")
    if not isinstance(name, str) or not name:
        raise TypeError(f"{cls.__name__} needs a `name: ClassVar[str]`")
    if name in _REGISTRY and _REGISTRY[name] is not cls:
        raise ValueError(f"pass {name!r} registered twice")
    _REGISTRY[name] = cls
    return cls


def registered_passes() -> dict[str, type[Pass]]:
    """All registered passes by name (importing `pirtool.passes` registers the built-in ones)."""
    return dict(sorted(_REGISTRY.items()))


def get_pass(name: str) -> type[Pass]:
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(name) from None


# ----------------------------------------------------------------------------------------------
# Pipeline strings


class EmptyPipeline(PirError):
    """A pipeline string naming no pass (the CLI adds where to find the passes)."""


def parse_pipeline(text: str) -> list[Pass]:
    """`"a,b{k=4,avg=true}"` → configured pass instances, in order.

    Raises PirError (file `<pipeline>`, line 1, the column of the mistake) for an empty
    pipeline, an unknown pass or option, a value of the wrong type, a missing required option,
    or malformed braces.
    """
    return _PipelineParser(text).run()


class _PipelineParser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def err(self, reason: str, pos: int | None = None) -> PirError:
        p = self.i if pos is None else pos
        return PirError(reason, filename=PIPELINE_FILE, line=1, col=p + 1, source_line=self.text)

    def skip_ws(self) -> None:
        t = self.text
        while self.i < len(t) and t[self.i] in " \t":
            self.i += 1

    def name(self, what: str) -> tuple[str, int]:
        t = self.text
        start = self.i
        while self.i < len(t) and (t[self.i].isalnum() or t[self.i] in "-_."):
            self.i += 1
        if self.i == start:
            found = f"'{t[self.i]}'" if self.i < len(t) else "end of text"
            raise self.err(f"expected a {what}, found {found}")
        return t[start : self.i], start

    def run(self) -> list[Pass]:
        t = self.text
        passes: list[Pass] = []
        self.skip_ws()
        if self.i == len(t):
            e = self.err("empty pipeline: name at least one pass")
            raise EmptyPipeline(e.reason, line=e.line, col=e.col, source_line=e.source_line, filename=e.filename)
        while True:
            self.skip_ws()
            passes.append(self.one_pass())
            self.skip_ws()
            if self.i == len(t):
                return passes
            if t[self.i] != ",":
                raise self.err(f"expected ',' between passes, found '{t[self.i]}'")
            self.i += 1

    def one_pass(self) -> Pass:
        t = self.text
        pname, pstart = self.name("pass name")
        cls = _REGISTRY.get(pname)
        if cls is None:
            known = ", ".join(registered_passes()) or "none"
            raise self.err(f"unknown pass '{pname}' (known passes: {known})", pstart)
        opts = {o.name: o for o in cls.options()}
        given: dict[str, Any] = {}
        self.skip_ws()
        if self.i < len(t) and t[self.i] == "{":
            open_at = self.i
            self.i += 1
            while True:
                self.skip_ws()
                if self.i == len(t):
                    raise self.err(f"unclosed '{{' of pass '{pname}'", open_at)
                if t[self.i] == "}":
                    self.i += 1
                    break
                if given and t[self.i] == ",":
                    self.i += 1
                    self.skip_ws()
                key, kstart = self.name("option name")
                o = opts.get(key)
                if o is None:
                    known = ", ".join(opts) or "none"
                    raise self.err(f"pass '{pname}' has no option '{key}' (options: {known})", kstart)
                if key in given:
                    raise self.err(f"option '{key}' given twice", kstart)
                self.skip_ws()
                if self.i == len(t) or t[self.i] != "=":
                    raise self.err(f"expected '=' after option '{key}'")
                self.i += 1
                self.skip_ws()
                raw, vstart = self.value()
                given[key] = self.convert(raw, o, vstart, pname)
                end = self.i
                self.skip_ws()
                spaced = self.i > end
                if (
                    self.i < len(t)
                    and t[self.i] not in ",}"
                    and not (spaced and (t[self.i].isalnum() or t[self.i] == "_"))
                ):
                    raise self.err(f"expected ',' or '}}' after the value of '{key}'")
        elif self.i < len(t) and t[self.i] == "}":
            raise self.err("'}' without a matching '{'")
        for o in opts.values():
            if o.required and o.name not in given:
                raise self.err(
                    f"pass '{pname}' needs option '{o.name}' ({o.type_name}), e.g. {pname}{{{o.name}=...}}", pstart
                )
        p = cls(**given)
        problem = p.validate()
        if problem:
            raise self.err(f"pass '{pname}': {problem}", pstart)
        return p

    def value(self) -> tuple[str, int]:
        t = self.text
        start = self.i
        if self.i < len(t) and t[self.i] == '"':
            j = self.i + 1
            out = []
            while j < len(t) and t[j] != '"':
                if t[j] == "\\" and j + 1 < len(t):
                    j += 1
                out.append(t[j])
                j += 1
            if j == len(t):
                raise self.err("unterminated string", start)
            self.i = j + 1
            return '"' + "".join(out), start
        while self.i < len(t) and t[self.i] not in ",{} \t":
            self.i += 1
        if self.i == start:
            raise self.err("expected a value")
        return t[start : self.i], start

    def convert(self, raw: str, o: PassOption, pos: int, pname: str) -> Any:
        typ = o.type
        if raw.startswith('"'):
            if typ is str:
                return raw[1:]
            raise self.err(f"option '{o.name}' of '{pname}' takes {_article(o.type_name)}, not a string", pos)
        if typ is bool:
            low = raw.lower()
            if low in ("true", "1", "yes", "on"):
                return True
            if low in ("false", "0", "no", "off"):
                return False
            raise self.err(f"option '{o.name}' of '{pname}' takes true or false, not '{raw}'", pos)
        if typ is int:
            try:
                return int(raw, 10)
            except ValueError:
                raise self.err(f"option '{o.name}' of '{pname}' takes an integer, not '{raw}'", pos) from None
        if typ is float:
            try:
                return float(raw)
            except ValueError:
                raise self.err(f"option '{o.name}' of '{pname}' takes a number, not '{raw}'", pos) from None
        if typ is str:
            return raw
        raise self.err(f"option '{o.name}' of '{pname}' has an unsupported type {o.type_name}", pos)  # pragma: no cover


def _article(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _spell(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        if v and all(c.isalnum() or c in "-_./@" for c in v):
            return v
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(v)
