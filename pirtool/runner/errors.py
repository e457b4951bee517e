"""The runner's errors and messages, worded without any front end's option names.

A message that tells the caller which input to give or fix (parameter values, a feed map, the
loss name ...) is a `Text`: a template whose `{term}` fields are those words. As a `str` it
reads in library words (`TERMS`); a front end re-renders it with its own words for the same
terms (`Text.render`, `RunnerError.reworded`), e.g. the CLI names its option where the library
says `parameter values`.

May import `pirtool.errors` only; every other runner module may import this one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import PirError

#: term -> the library's words for it (a front end supplies its own words for the same keys).
TERMS: dict[str, str] = {
    "feed_map_opt": "feed map",  # what maps feed-file keys to data-op names
    "use_feed_map": "map the feed keys to data-op names",
    "params_opt": "parameter values",  # the arrays given to Runner.load_params
    "pass_params": "load parameter values",
    "fetch_opt": "loss name",  # Runner(loss_name=...)
    "backend_opt": "backend",  # get_xp(backend)
    "use_numpy": "use numpy",
    "see_check": "",  # where to list the ops without a kernel
    "feed_opt": "the feeds",  # the arrays fed to the data ops (and `recv:PEER:RING_ID` values)
    "pass_feed": "feed real data",
    "pass_feed_npz": "feed real data",
    "pass_batch_size": "give the rows per micro-step",
    "steps_opt": "step count",
}


def _escape(s: str) -> str:
    return s.replace("{", "{{").replace("}", "}}")


class Text(str):
    """A message in library words whose input-naming words can be swapped (see the module
    docstring). `Text(template, **args)`: `template` has `{term}` fields (keys of `TERMS`) and
    `{arg}` fields filled from `args`."""

    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, **args: Any) -> Text:
        s = super().__new__(cls, template.format(**TERMS, **args))
        s.template = template
        s.args = args
        return s

    def render(self, terms: Mapping[str, str]) -> str:
        """The message with `terms` (a front end's words) for the terms they name."""
        return self.template.format(**{**TERMS, **terms}, **self.args)

    def prefixed(self, prefix: str) -> Text:
        """The same message after a literal `prefix`."""
        return Text(_escape(prefix) + self.template, **self.args)


def render(message: str, terms: Mapping[str, str]) -> str:
    """`message` in a front end's words (a plain str is returned as is)."""
    return message.render(terms) if isinstance(message, Text) else str(message)


class RunnerError(PirError):
    """A problem with what the runner was given (feeds, parameter values, the loss name, the
    backend ...). `text` is the message as a `Text` when it names an input, else None."""

    def __init__(self, reason: str, **loc: Any) -> None:
        super().__init__(str(reason), **loc)
        self.text: Text | None = reason if isinstance(reason, Text) else None

    def reworded(self, terms: Mapping[str, str]) -> str:
        """The reason in a front end's words (see `Text.render`)."""
        return self.text.render(terms) if self.text is not None else self.reason


class RunError(RunnerError):
    """A failure while running an op (missing kernel, missing feed, bad shapes)."""
