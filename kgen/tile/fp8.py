"""The 8-bit floats: each format's encoding and the language's cast to it.

Four formats, two families. The OCP pair (OCP 8-bit Floating Point Specification, OFP8, rev.
1.0, 2023, section 5.1, table 1), which NVIDIA's sm_89+ conversions and tensor cores take:
E4M3, exponent bias 7, no infinities, NaN is S.1111.111, largest finite 448; E5M2, bias 15,
IEEE-like with infinities, largest finite 57344. The FNUZ pair, which CDNA3 (gfx942) converts
and multiplies (LLVM APFloat's Float8E4M3FNUZ / Float8E5M2FNUZ; CDNA3 ISA 7.2, "FP8 and BF8"):
bias 8 and 16, one NaN (0x80, the pattern of -0), no infinities, no negative zero, largest
finite 240 and 57344.

A cast to an 8-bit float rounds to nearest even and saturates: a finite value beyond the largest
finite one, and an infinity, become that largest value with its sign; NaN stays NaN. That is
NVIDIA's conversion (PTX ISA 9.7.9.21 "cvt", `.satfinite`); CDNA3's V_CVT_PK_FP8_F32 gives NaN
out of range and llvm-mc refuses its clamp, so the AMD back end clamps in f32 first
(emitters/amdgcn/fp8.py). It is the only reading under which a value out of range does not turn
into NaN on one format and infinity on another. ml_dtypes (the host's arrays) rounds the same
way inside the range; the clip before it is the saturation. e8m0 (OCP MX 1.0, 5.4: 2^(e - 127),
no sign, 0xFF NaN) is here for its encoding only: kgen decodes it and refuses casts to it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .ir import DType


@dataclass(frozen=True)
class Format:
    """One 8-bit float: its ml_dtypes type name, exponent bits, bias and largest finite value."""
    ml_name: str
    exponent_bits: int
    bias: int
    max_finite: float
    has_inf: bool
    nan_bits: int            # the pattern a NaN result takes (positive, for the FNUZ pair the one)
    mantissa: int            # mantissa bits

    @property
    def ml_type(self):
        import ml_dtypes
        return getattr(ml_dtypes, self.ml_name)


FORMATS = {
    DType.e4m3: Format("float8_e4m3fn", 4, 7, 448.0, False, 0x7F, 3),
    DType.e5m2: Format("float8_e5m2", 5, 15, 57344.0, True, 0x7E, 2),
    DType.e4m3fnuz: Format("float8_e4m3fnuz", 4, 8, 240.0, False, 0x80, 3),
    DType.e5m2fnuz: Format("float8_e5m2fnuz", 5, 16, 57344.0, False, 0x80, 2),
    # OCP MX v1.0 5.4: no sign, no mantissa, 0xFF NaN; the smallest 2^-127 (e = 0)
    DType.e8m0: Format("float8_e8m0fnu", 8, 127, 2.0 ** 127, False, 0xFF, 0),
}


def saturate(x: np.ndarray, dt: DType) -> np.ndarray:
    """x (float64) clipped to dt's finite range, NaN kept: saturate(1e9, e4m3) is 448."""
    m = FORMATS[dt].max_finite
    return np.clip(np.asarray(x, np.float64), -m, m)


def to_bits(x: np.ndarray, dt: DType) -> np.ndarray:
    """float64 -> dt's bit patterns (uint8): through f32 (what the hardware converts), rounded
    to nearest even, saturated. to_bits(1.0, e4m3) is 0x38; to_bits(-0.0, e4m3fnuz) is 0."""
    f = FORMATS[dt]
    with np.errstate(invalid="ignore", over="ignore"):
        x32 = np.asarray(x, np.float64).astype(np.float32)
        bits = np.clip(x32, -f.max_finite, f.max_finite).astype(f.ml_type).view(np.uint8)
    return np.where(np.isnan(x32), np.uint8(f.nan_bits), bits).astype(np.uint8)


def from_bits(b: np.ndarray, dt: DType) -> np.ndarray:
    """dt's bit patterns -> float64, exact (every 8-bit float is an f16, bf16 and f32 value)."""
    return np.asarray(b, np.uint8).view(FORMATS[dt].ml_type).astype(np.float64)


def round_to_fp8(x: np.ndarray, dt: DType) -> np.ndarray:
    """The cast's value, as float64: round_to_fp8(500.0, e4m3) is 448.0, of 0.3 is 0.3125."""
    return from_bits(to_bits(x, dt), dt)


def step(x: np.ndarray, dt: DType) -> np.ndarray:
    """The distance from |x| to the next larger value of dt (one unit in the last place):
    2^(e - m) for a normal value of exponent e with m mantissa bits, the subnormal step below
    the smallest normal. step(1.0, e4m3) is 0.125; step(0.001, e4m3) is 2^-9."""
    f = FORMATS[dt]
    m = f.mantissa
    emin = 1 - f.bias if m else -f.bias   # the smallest normal exponent (e8m0: 2^-127)
    a = np.abs(np.asarray(x, np.float64))
    with np.errstate(divide="ignore"):
        e = np.floor(np.log2(np.where(a > 0, a, np.exp2(emin))))
    return np.exp2(np.maximum(e, emin) - m)
