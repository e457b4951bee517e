"""The runner's errors and messages, worded without any front end's option names.

A message that tells the caller which input to give or fix (parameter values, a feed map, the
loss name ...) is a `Text`: a template whose `{term}` fields are those words. As a `str` it
reads in library words (`TERMS`); a front end re-renders it with its own words for the same
terms (`PirError.reworded`, see `pirtool.errors`), e.g. the CLI names its option where the
library says `parameter values`.

May import `pirtool.errors` only; every other runner module may import this one.
"""

from __future__ import annotations

from ..errors import PirError, render
from ..errors import Text as _Text

__all__ = ["TERMS", "RunError", "RunnerError", "Text", "render"]

#: term -> the library's words for it (a front end supplies its own words for the same keys).
TERMS: dict[str, str] = {
    "feed_map_opt": "feed map",  # what maps feed-file keys to data-op names
    "use_feed_map": "map the feed keys to data-op names",
    "params_opt": "parameter values",  # the arrays given to Runner.load_params
    "pass_params": "load parameter values",
    "fetch_opt": "loss name",  # Runner(loss_name=...)
    "backend_opt": "backend",  # backend.get_xp(backend)
    "use_numpy": "use numpy",
    "see_check": "",  # where to list the ops without a kernel
    "feed_opt": "the feeds",  # the arrays fed to the data ops (and `recv:PEER:RING_ID` values)
    "pass_feed": "feed real data",
    "pass_feed_npz": "feed real data",
    "pass_batch_size": "give the rows per micro-step",
    "steps_opt": "step count",
    "startup_opt": "the startup programs",  # RunSpec.startups
    "k_opt": "k",  # micro-batches per optimizer step (RunSpec.k)
    "give_k": "give k",
    "batch_opt": "the rows per micro-step",  # RunSpec.batch_size
}


class Text(_Text):
    """A runner message: `{term}` fields in the runner's words (`TERMS`)."""

    WORDS = TERMS


class RunnerError(PirError):
    """A problem with what the runner was given (feeds, parameter values, the loss name, the
    backend ...); its reason is a `Text` when it names an input."""


class RunError(RunnerError):
    """A failure while running an op (missing kernel, missing feed, bad shapes)."""
