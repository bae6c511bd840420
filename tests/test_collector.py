"""A compile pauses Python's cyclic garbage collector (kgen.collector) and always leaves it as it
found it: on, after a compile that succeeds or one that is refused; off, if the caller had it
off."""

from __future__ import annotations

import gc

import pytest

from kgen.compiler import compile_source
from kgen.errors import KgenError
from kgen.source import Source

GOOD = """kernel scale(x: f32[N], y: f32[N]) {
    tile n: 256
    y[n] = 2.0 * x[n]
}
"""


def test_a_compile_leaves_the_collector_on():
    assert gc.isenabled()
    compile_source(Source("scale.kgen", GOOD), "sm_80")
    assert gc.isenabled()


def test_a_refused_compile_leaves_the_collector_on():
    with pytest.raises(KgenError):
        compile_source(Source("bad.kgen", GOOD.replace("x[n]", "z[n]")), "sm_80")
    assert gc.isenabled()


def test_a_caller_who_turned_the_collector_off_finds_it_off():
    gc.disable()
    try:
        compile_source(Source("scale.kgen", GOOD), "gfx942")
        assert not gc.isenabled()
    finally:
        gc.enable()
