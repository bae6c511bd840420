"""Affine gathers loaded by spans (kgen.lower.spans): rope's x[t, h, 2 * i] and
x[t, h, 2 * i + 1] read the 8 contiguous floats a thread's 4 consecutive i cover with two
16-byte loads, shared by both gathers, behind a uniform test of the rows' alignment and
extent; elsewhere (odd rows, rows shorter than 2 * P, ragged runs) element by element, and
every size matches the reference."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import emulate_example, example_source
from kgen.cached import compile_cached
from kgen.verify.amd import kernel_code
from kgen.lower.spans import affine_of
from kgen.source import Span
from kgen.tile.ir import DType, Value


AT = Span("t.kgen", 1, 1, 1, 2)


def _i(axis="i"):
    return Value("index", (), DType.i32, (axis,), AT, (axis,))


def _c(n):
    return Value("const", (), DType.i32, (), AT, (n,))


def _op(op, *args):
    return Value(op, args, DType.i32, ("i",), AT)


def test_affine_of_reads_a_constant_stride_and_offset():
    two_i = _op("mul", _c(2), _i())
    assert affine_of(two_i) == ("i", 2, 0)
    assert affine_of(_op("add", two_i, _c(1))) == ("i", 2, 1)
    assert affine_of(_op("add", _c(3), _op("mul", _i(), _c(4)))) == ("i", 4, 3)
    assert affine_of(_op("mul", _op("add", _i(), _c(1)), _c(2))) == ("i", 2, 2)
    assert affine_of(_op("mul", _i(), _i())) is None


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
def test_rope_loads_each_span_once_by_vectors(target):
    c = compile_cached(example_source("rope"), target)
    # the kernel itself (its short-row variants, kgen.lower.plan.short_rows, follow it)
    if target.startswith("sm"):
        own = c.asm.split(".visible .entry rope_rows")[0]
    else:
        code = kernel_code(c.asm, "rope")           # (line number, ...) of its every line
        own = "\n".join(c.asm.splitlines()[code[0][0] - 1:code[-1][0]])
    spans = [ln for ln in own.splitlines() if "load of a span of 'x'" in ln]
    # Two 16-byte loads a run, in the whole-chunk version and in the masked one; x1 shares
    # x0's (no other load of a span).
    assert len(spans) == 4
    wide = "ld.global.v4.f32" if target.startswith("sm") else "global_load_dwordx4"
    assert all(wide in ln for ln in spans)
    # The whole-chunk version's spans need no per-lane test: t and h are the program's own
    # indices, inside T and NH wherever the program exists.
    if target == "sm_90a":
        assert sum(ln.lstrip().startswith("@") for ln in spans) == 2


# Whole chunks of i (spans), one ragged chunk, P odd (rows off 16 bytes: element by element),
# whole chunks and a ragged rest: each must match, whichever version runs (the reference
# takes D = 2P; `kgen run` checks rows longer and shorter than 2P against kgen's evaluator).
SIZES = [dict(T=3, NH=2, D=2048, P=1024), dict(T=2, NH=3, D=64, P=32),
         dict(T=2, NH=3, D=66, P=33), dict(T=1, NH=2, D=4104, P=2052)]


@pytest.mark.parametrize("target", ["sm_80", "gfx90a"])
@pytest.mark.parametrize("sizes", SIZES, ids=lambda s: "-".join(map(str, s.values())))
def test_rope_matches_at_every_row_shape(target, sizes):
    c = compile_cached(example_source("rope"), target)
    got, want, _ = emulate_example(c.asm, c.functions[0], target, "rope", sizes)
    np.testing.assert_allclose(got["out"], want["out"], rtol=1e-5, atol=1e-5)
