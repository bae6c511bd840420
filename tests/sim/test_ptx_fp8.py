"""The emulator's 8-bit float conversions (sm_89+, PTX ISA 9.7.9.21 "cvt") against kgen.tile.fp8.

The emulator decodes and encodes e4m3 and e5m2 from the PTX ISA's definition of the formats and
of .rn and .satfinite; kgen.tile.fp8 (the language's cast) goes through ml_dtypes and a clip. The
two are written apart, so they are compared on everything: all 256 patterns of each format
decoded, and every value that matters encoded (each format value, the ties between neighbours
and the points beside them, the range's edges, infinities, NaN, zeros, subnormals, underflow),
through hand-written PTX that keeps each packed pair's byte order visible. A NaN need only be a
NaN: the contract (kgen/lir/ops.py, "cvt") asks no particular pattern.
"""

from __future__ import annotations

import numpy as np
import pytest

from kgen.sim import GlobalMemory, Launch, UnknownInstruction
from kgen.sim.ptx import PtxModule
from kgen.tile import fp8
from kgen.tile.ir import DType

FORMATS = {"e4m3x2": DType.e4m3, "e5m2x2": DType.e5m2}

# One element a thread: q[i] = the pair cvt(a[i]) (high byte), cvt(b[i]) (low byte), as a u32;
# y[i] = the f32 of the low byte of w[i], z[i] the f32 of its high byte (cvt.rn.f16x2 unpacks).
KERNEL = """
.version 8.7
.target sm_90a
.address_size 64
.visible .entry fp8(
\t.param .u64 p_a,
\t.param .u64 p_b,
\t.param .u64 p_q,
\t.param .u64 p_w,
\t.param .u64 p_y,
\t.param .u64 p_z,
\t.param .u32 p_n
)
{
\t.reg .b32 %r<12>;
\t.reg .b64 %rd<20>;
\t.reg .f32 %f<8>;
\t.reg .b16 %h<12>;
\t.reg .pred %p<2>;
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, %ctaid.x;
\tmad.lo.u32 %r3, %r2, 128, %r1;
\tld.param.u32 %r4, [p_n];
\tsetp.ge.u32 %p1, %r3, %r4;
\t@%p1 bra DONE;
\tmul.wide.u32 %rd1, %r3, 4;
\tld.param.u64 %rd2, [p_a];
\tadd.s64 %rd3, %rd2, %rd1;
\tld.global.f32 %f1, [%rd3];
\tld.param.u64 %rd4, [p_b];
\tadd.s64 %rd5, %rd4, %rd1;
\tld.global.f32 %f2, [%rd5];
\tcvt.rn.satfinite.PAIR.f32 %h1, %f1, %f2;
\tcvt.u32.u16 %r5, %h1;
\tld.param.u64 %rd6, [p_q];
\tadd.s64 %rd7, %rd6, %rd1;
\tst.global.b32 [%rd7], %r5;
\tcvt.u64.u32 %rd8, %r3;
\tshl.b64 %rd9, %rd8, 1;
\tld.param.u64 %rd10, [p_w];
\tadd.s64 %rd11, %rd10, %rd9;
\tld.global.u16 %r6, [%rd11];
\tmov.b32 {%h2, %h3}, %r6;
\tcvt.rn.f16x2.PAIR %r7, %h2;
\tmov.b32 {%h4, %h5}, %r7;
\tcvt.f32.f16 %f3, %h4;
\tcvt.f32.f16 %f4, %h5;
\tld.param.u64 %rd12, [p_y];
\tadd.s64 %rd13, %rd12, %rd1;
\tst.global.f32 [%rd13], %f3;
\tld.param.u64 %rd14, [p_z];
\tadd.s64 %rd15, %rd14, %rd1;
\tst.global.f32 [%rd15], %f4;
DONE:
\tret;
}
"""


def run(pair: str, a: np.ndarray, b: np.ndarray, w: np.ndarray):
    """(q, y, z) of KERNEL for the format `pair`: q as uint32, y and z as float32."""
    n = len(a)
    mem = GlobalMemory()
    args = [mem.add("a", np.asarray(a, np.float32), True), mem.add("b", np.asarray(b, np.float32),
                                                                   True),
            mem.add("q", np.zeros(n, np.uint32)), mem.add("w", np.asarray(w, np.uint16), True),
            mem.add("y", np.zeros(n, np.float32)), mem.add("z", np.zeros(n, np.float32)),
            np.uint32(n)]
    PtxModule(KERNEL.replace("PAIR", pair)).run("fp8", Launch((-(-n // 128), 1, 1), 128, args,
                                                              mem))
    return mem.array("q").view(np.uint32), mem.array("y").view(np.float32), \
        mem.array("z").view(np.float32)


def probes(dt: DType) -> np.ndarray:
    """The f32 values a conversion to dt must get right: every value of the format, the ties
    halfway between neighbours and one f32 step either side of each, the largest finite value
    and just above it, the first tie past it, huge values, infinities, NaN, zeros, and values
    below half the smallest subnormal."""
    vals = fp8.from_bits(np.arange(256, dtype=np.uint8), dt)
    fin = np.unique(vals[np.isfinite(vals)])
    ties = (fin[1:] + fin[:-1]) / 2
    ties = ties.astype(np.float32)
    near = np.concatenate([np.nextafter(ties, np.float32(np.inf)),
                           np.nextafter(ties, np.float32(-np.inf))])
    m = fp8.FORMATS[dt].max_finite
    step = m - fin[-2]
    tiny = float(np.min(fin[fin > 0]))
    edges = [m, np.nextafter(np.float32(m), np.float32(np.inf)), m + step / 2, m + step,
             2 * m, 1e30, np.finfo(np.float32).max, np.inf, np.nan, 0.0, tiny / 2,
             tiny / 2 * (1 + 2.0 ** -20), tiny / 4, tiny / 2 * (1 - 2.0 ** -20), 1e-30,
             np.finfo(np.float32).smallest_subnormal]
    edges = np.array(edges + [-e for e in edges], np.float32)
    return np.concatenate([fin.astype(np.float32), ties, near, edges]).astype(np.float32)


def assert_patterns(got: np.ndarray, x: np.ndarray, dt: DType, what: str) -> None:
    """got (patterns) is fp8.to_bits(x), any NaN pattern standing for NaN."""
    want = fp8.to_bits(x.astype(np.float64), dt)
    vals = fp8.from_bits(got.astype(np.uint8), dt)
    nan = np.isnan(x)
    assert np.isnan(vals[nan]).all(), f"{what}: a NaN input gave a number"
    bad = np.flatnonzero((got != want) & ~nan)
    assert not bad.size, (f"{what}: {len(bad)} values differ, e.g. {x[bad[:4]]} -> "
                          f"{[hex(v) for v in got[bad[:4]]]}, want "
                          f"{[hex(v) for v in want[bad[:4]]]}")


@pytest.mark.parametrize("pair", FORMATS)
def test_every_pattern_decodes_exactly_by_byte(pair):
    dt = FORMATS[pair]
    lo = np.arange(256, dtype=np.uint16)
    hi = lo[::-1].copy()           # a different pattern in the high byte: the halves not mixed
    w = (hi << np.uint16(8)) | lo
    _, y, z = run(pair, np.zeros(256), np.zeros(256), w)
    for got, pats, half in ((y, lo, "low"), (z, hi, "high")):
        want = fp8.from_bits(pats.astype(np.uint8), dt)
        nan = np.isnan(want)
        assert np.isnan(got[nan]).all(), f"{half} byte: NaN patterns decode to numbers"
        np.testing.assert_array_equal(got[~nan], want[~nan].astype(np.float32), err_msg=half)
        # -0 stays -0 (0x80 is a negative zero in both formats)
        assert np.array_equal(np.signbit(got[~nan]), np.signbit(want[~nan])), half


@pytest.mark.parametrize("pair", FORMATS)
def test_encoding_rounds_to_nearest_even_and_saturates(pair):
    dt = FORMATS[pair]
    x = probes(dt)
    rng = np.random.default_rng(30)
    scale = np.float32(2.0) ** rng.integers(-24, 20, 4096).astype(np.float32)
    x = np.concatenate([x, rng.standard_normal(4096).astype(np.float32) * scale])
    other = np.roll(x, 7)          # the high byte's input: another value, same checks
    q, _, _ = run(pair, other, x, np.zeros(len(x)))
    assert not (q >> np.uint32(16)).any(), "bits 16-31 of the u32 copy of the .b16 pair"
    assert_patterns((q & np.uint32(0xFF)).astype(np.uint8), x, dt, "low byte (second source)")
    assert_patterns((q >> np.uint32(8)).astype(np.uint8), other, dt, "high byte (first source)")


@pytest.mark.parametrize("pair", FORMATS)
def test_saturation_and_signed_zero(pair):
    dt = FORMATS[pair]
    m = fp8.FORMATS[dt].max_finite
    x = np.array([np.inf, -np.inf, 1e30, -1e30, m * 1.5, -0.0, -1e-30, 1e-30], np.float32)
    q, _, _ = run(pair, np.zeros(len(x)), x, np.zeros(len(x)))
    back = fp8.from_bits((q & np.uint32(0xFF)).astype(np.uint8), dt)
    np.testing.assert_array_equal(back[:5], [m, -m, m, -m, m])
    assert list(q[5:] & np.uint32(0xFF)) == [0x80, 0x80, 0x00]   # -0, underflow keeps the sign


def test_the_packed_pair_puts_the_first_source_high():
    q, _, _ = run("e4m3x2", np.array([1.0]), np.array([2.0]), np.zeros(1))
    assert q[0] == (0x38 << 8) | 0x40    # e4m3: 1.0 is 0x38, 2.0 is 0x40


@pytest.mark.parametrize("form", ["cvt.rn.e4m3x2.f32", "cvt.rn.satfinite.relu.e4m3x2.f32",
                                  "cvt.rz.satfinite.e5m2x2.f32",
                                  "cvt.rn.satfinite.e4m3x2.f16x2", "cvt.rn.relu.f16x2.e5m2x2"])
def test_forms_the_emulator_does_not_model_are_refused(form):
    text = KERNEL.replace("cvt.rn.satfinite.PAIR.f32", form)
    if "f16x2" in form:
        text = KERNEL.replace("cvt.rn.f16x2.PAIR", form)
    with pytest.raises(UnknownInstruction, match=form.replace(".", r"\.")):
        PtxModule(text.replace("PAIR", "e4m3x2"))
