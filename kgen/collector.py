"""Python's cyclic garbage collector, paused around work that makes many long-lived objects."""

from __future__ import annotations

import contextlib
import gc


@contextlib.contextmanager
def paused():
    """The cyclic collector off while inside, as it was after (nested uses are fine). A compile
    makes tens of thousands of LIR nodes and strings, an emulator module as many closures, a
    launch many small objects (operations in flight); nearly all live on or die by reference
    count. With a large heap around them (a compiler, a test session) the collections their
    allocation triggers each walk every object made so far: a third of an attention compile,
    half of a large module's build, a fifth of a GEMM launch. None of them makes cycles worth
    collecting; what they leave, the next collection after finds."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
