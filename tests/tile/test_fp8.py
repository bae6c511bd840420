"""The 8-bit floats: encodings, the language's saturating cast, the comparison rule, and what the
checker and the lowering refuse (docs/language.md, "8-bit floats")."""

from __future__ import annotations

import re

import numpy as np
import pytest

from conftest import compile_text
from kgen.errors import KgenError
from kgen.tile import fp8
from kgen.tile.ir import FP8_DTYPES, DType
from kgen.tools.run import compare

# (largest finite, smallest subnormal, has infinities) per format: the OCP 8-bit floating point
# specification's table 1 and LLVM's FNUZ semantics, written out here, not read from kgen.
FACTS = {DType.e4m3: (448.0, 2.0 ** -9, False), DType.e5m2: (57344.0, 2.0 ** -16, True),
         DType.e4m3fnuz: (240.0, 2.0 ** -10, False), DType.e5m2fnuz: (57344.0, 2.0 ** -17, False)}


@pytest.mark.parametrize("dt", FP8_DTYPES, ids=str)
def test_every_pattern_round_trips_and_the_facts_hold(dt):
    bits = np.arange(256, dtype=np.uint8)
    v = fp8.from_bits(bits, dt)
    top, tiny, inf = FACTS[dt]
    finite = v[np.isfinite(v)]
    assert finite.max() == top and finite[finite > 0].min() == tiny
    assert np.isinf(v).any() == inf
    ok = ~np.isnan(v) & ~np.isinf(v)
    # every value encodes back to its own pattern (the FNUZ pair has no -0: 0x80 is its NaN)
    assert (fp8.to_bits(v[ok], dt) == bits[ok]).all()


@pytest.mark.parametrize("dt", FP8_DTYPES, ids=str)
def test_the_cast_rounds_to_nearest_even_and_saturates(dt):
    top = FACTS[dt][0]
    x = np.array([top * 1.01, 1e30, np.inf, -np.inf, -top * 4, np.nan])
    got = fp8.round_to_fp8(x, dt)
    assert list(got[:5]) == [top, top, top, -top, -top] and np.isnan(got[5])
    # ties between neighbours go to the even pattern
    v = np.unique(fp8.from_bits(np.arange(256, dtype=np.uint8), dt))
    v = v[np.isfinite(v) & (v > 0)]
    mid = (v[:-1] + v[1:]) / 2
    lo, hi = fp8.to_bits(v[:-1], dt), fp8.to_bits(v[1:], dt)
    want = np.where(lo % 2 == 0, lo, hi)
    assert (fp8.to_bits(mid, dt) == want).all()


@pytest.mark.parametrize("dt", FP8_DTYPES, ids=str)
def test_an_output_may_be_one_step_off_and_no_more(dt):
    v = np.unique(fp8.from_bits(np.arange(256, dtype=np.uint8), dt))
    v = v[np.isfinite(v) & (v > 0)][:-2]
    want = fp8.to_bits(v, dt)
    one = fp8.to_bits(v + fp8.step(v, dt), dt)          # the next value up
    two = fp8.to_bits(v + 2 * fp8.step(v, dt) * 1.0001, dt)
    assert compare("y", one, want, dt).ok
    assert compare("y", two, want, dt).bad == len(v)


@pytest.mark.parametrize("body,words", [
    ("y[n] = e4m3(f32(x[n] * 2.0))", "'*' on e4m3 values"),
    ("y[n] = e4m3(f32(x[n]) - f32(max(x[n], axis=n)))", "'max()' on e4m3"),
    ("y[n] = e4m3(zeros(e4m3, n))", "zeros() of e4m3"),
    ("y[n] = where(f32(x[n]) > 0.0, x[n], x[n])", "'where' on e4m3"),
])
def test_the_checker_asks_for_a_cast(body, words):
    src = f"kernel k(x: e4m3[N], y: e4m3[N]) {{\n    tile n: all\n    {body}\n}}"
    with pytest.raises(KgenError, match=re.escape(words)) as e:
        compile_text(src, "sm_90a", stop="ir")
    assert "cast" in (e.value.hint or "") or "f32" in (e.value.hint or "")


def test_a_scalar_of_an_8bit_float_is_refused():
    with pytest.raises(KgenError, match="scalar 's' is e4m3") as e:
        compile_text("kernel k(s: e4m3, y: f32[N]) {\n tile n: 64\n y[n] = f32(n)\n}",
                     "sm_90a", stop="ir")
    assert "f32" in e.value.hint


@pytest.mark.parametrize("target,dt,words", [
    ("sm_80", "e4m3", "sm_80 has no 8-bit float"),
    ("gfx90a", "e5m2fnuz", "gfx90a has no 8-bit float"),
    ("gfx942", "e4m3", "gfx942 converts e4m3fnuz and e5m2fnuz"),
    ("sm_90a", "e5m2fnuz", "sm_90a converts e4m3 and e5m2"),
])
def test_a_format_the_target_lacks_is_refused_at_its_name(target, dt, words):
    src = f"kernel k(x: f32[N], y: {dt}[N]) {{\n    tile n: 128\n    y[n] = {dt}(x[n])\n}}"
    with pytest.raises(KgenError, match=f"{dt} is not a format {target}") as e:
        compile_text(src, target)
    assert words in e.value.hint
    assert (e.value.span.line, e.value.span.col) == (1, 24)     # the dtype in `y: e4m3[N]`


def test_a_cast_inside_the_kernel_is_refused_where_the_target_lacks_the_format():
    src = "kernel k(x: f32[N], y: f32[N]) {\n    tile n: 128\n    y[n] = f32(e4m3(x[n]))\n}"
    with pytest.raises(KgenError, match="e4m3 is not a format gfx942") as e:
        compile_text(src, "gfx942")
    assert e.value.span.line == 3
    compile_text(src, "sm_90a")


def test_a_kernel_mixing_8_and_16_bit_products_is_refused_and_the_hint_compiles():
    src = """kernel g(a: e4m3[M, K], b: e4m3[N, K], h: bf16[N, K], c: f32[M, N]) {
    tile m: 64, n: 64, k: 32
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ b[n, kk] + OPERANDS
    }
    c[m, n] = acc
}"""
    with pytest.raises(KgenError, match="all of 8-bit floats or none") as e:
        compile_text(src.replace("OPERANDS", "bf16(a[m, kk]) @ h[n, kk]"), "sm_90a",
                     stop="lir:lower")
    assert "bf16" in e.value.hint
    compile_text(src.replace("OPERANDS", "bf16(a[m, kk]) @ h[n, kk]").replace(
        "a[m, kk] @ b[n, kk]", "bf16(a[m, kk]) @ bf16(b[n, kk])"), "sm_90a", stop="lir:lower")


def test_outputs_of_8bit_products_are_judged_at_2_to_the_minus_8():
    """An f32 output through a product of 8-bit floats takes EIGHT_BIT_PRODUCT_RTOL (the
    14-bit accumulation Hopper's FP8 tensor cores keep): 1e-3 off passes, 1e-2 fails."""
    from kgen.tools.run import EIGHT_BIT_PRODUCT_RTOL, eight_bit_products
    src = """kernel g(a: e4m3[M, K], b: e4m3[N, K], c: f32[M, N], d: f32[M, N]) {
    tile m: 64, n: 64, k: 64
    acc = zeros(f32, m, n)
    for kk in k { acc += a[m, kk] @ b[n, kk] }
    c[m, n] = acc
    d[m, n] = acc * 2.0
}"""
    k = compile_text(src, "sm_90a", stop="ir").kernels[0]
    assert eight_bit_products(k) == {"c": EIGHT_BIT_PRODUCT_RTOL, "d": EIGHT_BIT_PRODUCT_RTOL}
    plain = compile_text(src.replace("e4m3", "bf16"), "sm_90a", stop="ir").kernels[0]
    assert eight_bit_products(plain) == {}
    w = np.linspace(1.0, 2.0, 100).astype(np.float32)
    rt = EIGHT_BIT_PRODUCT_RTOL
    assert compare("c", w * (1 + 1e-3), w, DType.f32, rtol=rt).ok
    assert not compare("c", w * (1 + 1e-2), w, DType.f32, rtol=rt).ok
    assert not compare("c", w * (1 + 1e-3), w, DType.f32).ok


def test_a_block_scale_gathered_by_program_is_one_load():
    """`sb[n / 128, ...]` in 128-wide programs: one register and one load a thread (the
    subscripts the same for all its elements), where a tile of n would load each element."""
    src = """kernel g(x: f32[M, N], sb: f32[NB, KB], y: f32[M, N]) {
    tile m: 32, n: TILE
    y[m, n] = x[m, n] * fill(sb[n / 128, m / 4096], 0.0)
}"""
    def loads(tile):
        fn = compile_text(src.replace("TILE", str(tile)), "sm_90a",
                          stop="lir:lower").functions[0]
        return sum(1 for n in L_walk(fn.body) if getattr(n, "op", "") == "ld_global"
                   and "'sb'" in (n.note or ""))
    assert loads(128) <= 2 < loads(256)     # 256-wide programs span two blocks of 128


def L_walk(nodes):
    from kgen.lir import ops as L
    for n in nodes:
        yield n
        for attr in ("body", "then", "else_", "produce", "consume"):
            sub = getattr(n, attr, None)
            if isinstance(sub, tuple) and not isinstance(n, L.Inst):
                yield from L_walk(sub)


def test_e8m0_scales_decode_on_every_target_and_cannot_be_made():
    """e8m0 (OCP MX 5.4): 2^(e - 127), 0 the smallest, 0xFF NaN; decoded by integer ops, so
    every target takes it; a cast to it is refused at the cast."""
    b = np.arange(256, dtype=np.uint8)
    v = fp8.from_bits(b, DType.e8m0)
    assert v[0] == 2.0 ** -127 and v[127] == 1.0 and v[254] == 2.0 ** 127 and np.isnan(v[255])
    src = "kernel k(s: e8m0[N], y: f32[N]) {\n    tile n: 128\n    y[n] = f32(s[n])\n}"
    for target in ("sm_80", "sm_90a", "gfx90a", "gfx942"):
        compile_text(src, target)
    with pytest.raises(KgenError, match="cast to e8m0"):
        compile_text(src.replace("y: f32[N]", "y: e8m0[N]").replace("f32(s[n])",
                                                                     "e8m0(f32(s[n]))"))
