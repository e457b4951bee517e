"""`gc_paused`: the cycle collector held off while a big IR is built, rewritten or printed.

Parsing, printing, gradient merge and the plan split each make millions of objects that all stay
alive; collections meanwhile would only rescan them. Base layer: the standard library only.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cycle collector while a big IR is built, rewritten or printed.

    Everything made then stays alive, so collections would only rescan the millions of live
    objects of the program again and again.
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            # What was allocated meanwhile sits in the youngest generation, for the next allocation
            # to scan at once: freezing and unfreezing moves it to the oldest (a list splice).
            gc.freeze()
            gc.unfreeze()
            gc.enable()
