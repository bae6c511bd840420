"""The arithmetic of sm_90a's 8-bit-float wgmma (wgmma.mma_async.m64nNk32.f32.{e4m3,e5m2}.
{e4m3,e5m2}): what one instruction adds into each f32 accumulator.

The PTX ISA leaves it open: "Element-wise multiplication of matrix A and B is performed with at
least single precision. When .dtype is .f32, accumulation of the intermediate values is
performed with at least single precision ... The accumulation order, rounding and handling of
subnormal inputs are unspecified" (9.7.15.5.2 "wgmma.mma_async", Precision and rounding). The
one statement of what the hardware does is DeepSeek-AI's, measured on H800 (Hopper) GPUs
(DeepSeek-V3 Technical Report, arXiv 2412.19437v2, 3.5.2 "Higher FP8 GEMM Accumulation Precision
in Tensor Cores"): "After aligning 32 mantissa products by right-shifting based on the maximum
exponent, the Tensor Core only uses the highest 14 bits of each mantissa product for addition,
and truncates bits exceeding this range. The accumulation of addition results into registers
also employs 14-bit precision" (and 3.3.2: "limited to retaining around 14 bits"). The emulator
models that, per instruction and per output element:

- p_0..p_31, the 32 products of the k32 step, exact (two 8-bit floats multiply exactly in
  float64), an operand negated by its imm-scale -1 first;
- E, the largest exponent among them (2^E <= |p| < 2^(E+1) for the largest |p|); each p_i
  truncated toward zero to a multiple of 2^(E - 13): its bits from E down, 14 of them;
- S, the exact sum of those (terms of 14 bits aligned to one quantum: float64 holds every
  partial sum of 32 exactly);
- D + S, where D (the accumulator, 0 where scale-d is false) and S are each first truncated
  toward zero to a multiple of 2^(E2 - 13), E2 the larger exponent of D and S; then rounded to
  f32 (exact: two such terms sum to 15 bits).

A product or an accumulator that is an infinity or a NaN gives the IEEE sum instead (NaN for
inf - inf), the report saying nothing of them. So a kernel checked against the emulator has met
truncation as the report describes it, 2^-13 of the largest term per step at worst, rather than
f32 accumulation; the real unit may differ in details the report does not give (whether the
alignment keeps a guard bit, the order in which D and S meet), which is why the precision is one
named constant.

Measured against the hardware (benchmarks/gpu_check.py's 8-bit accumulation probe, an H200,
2026-11-29, benchmarks/results/gpu_check_h200_session13_b.txt): the model is NOT bit-exact. One
wgmma (K = 32) agreed in 89.7% of the f32 outputs, the GPU's largest error 7.7e-5 of the largest
sum against the model's 1.0e-4; at K = 1024 (four wgmmas a chunk, eight chunks promoted) 3.8%
agreed and the GPU's error was 1.8e-4 against the model's 8.3e-5, so the hardware loses more than
this model where wgmmas accumulate into D. Every kernel's output still met kgen run's tolerance on
both. The probe now saves its operands and outputs (fp8_accumulation.npz) for fitting the model.
"""

from __future__ import annotations

import numpy as np

from .ptx_alu import _fp8_values

# Bits of each aligned product, and of the accumulation into the registers, that the Hopper FP8
# tensor core keeps (DeepSeek-V3 Technical Report, arXiv 2412.19437v2, 3.5.2: "the Tensor Core
# only uses the highest 14 bits of each mantissa product"; "The accumulation of addition results
# into registers also employs 14-bit precision").
FP8_ACCUMULATOR_BITS = 14

K_STEP = 32         # m64nNk32: the products one instruction adds per output element
FORMATS = ("e4m3", "e5m2")


def operand_kinds(ab: str) -> tuple[int, str, str]:
    """(bytes per element, A's kind, B's kind) of a wgmma's multiplicand types as the emulator
    names them: operand_kinds("bf16") is (2, "bf16", "bf16"); operand_kinds("e4m3.e5m2") is
    (1, "e4m3", "e5m2") (.atype.btype, A's first)."""
    if "." in ab:
        a, b = ab.split(".")
        return 1, a, b
    return 2, ab, ab


def decode(bits: np.ndarray, kind: str) -> np.ndarray:
    """8-bit patterns (uint8) of e4m3 or e5m2 -> float64, exact; NaN for a NaN pattern, +-inf for
    e5m2's infinities (PTX ISA, "Alternate Floating-Point Data Formats"; ptx_alu._fp8_values)."""
    return _fp8_values(f"{kind}x2")[bits]


def _exponent(x: np.ndarray) -> np.ndarray:
    """floor(log2 |x|) of finite nonzero x (frexp's exponent less one); -1 for zero, whose
    truncation is zero whatever the quantum."""
    return np.frexp(x)[1] - 1


def truncate(x: np.ndarray, e: np.ndarray) -> np.ndarray:
    """x toward zero to a multiple of 2^(e - 13): the FP8_ACCUMULATOR_BITS bits of weight 2^e
    down. truncate(1 + 2^-13 + 2^-14, 0) is 1 + 2^-13; truncate(-2^-9, 5) is -0.0 (below
    the quantum 2^-8). e broadcasts against x (one exponent for a row of x)."""
    up, down = _scales(e)
    return np.trunc(x * up) * down


def _scales(e: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(2^(13 - e), 2^(e - 13)): multiplying by a power of two is exact in float64 (the
    exponent moves, the bits stay) wherever the result neither overflows nor underflows,
    which holds here: |x| < 2^(e + 1) gives |x| 2^(13 - e) < 2^14, and the exponents of
    f32 accumulators and of products of 8-bit floats are all far inside float64's. So
    truncate is np.trunc at the quantum, as ldexp would scale it, with one multiply a side
    (each scale made once per row, not per element)."""
    shift = FP8_ACCUMULATOR_BITS - 1 - np.asarray(e)
    return np.ldexp(1.0, shift), np.ldexp(1.0, -shift)


def accumulate(products: np.ndarray, d: np.ndarray) -> np.ndarray:
    """D + sum of the products, as the model in the module's docstring: products (..., 32)
    float64 exact, d (...) float64 (the f32 accumulators, 0 where scale-d is false); f32."""
    with np.errstate(invalid="ignore", over="ignore"):
        e = _exponent(np.abs(products).max(axis=-1))
        s = truncate(products, e[..., None]).sum(axis=-1)
        e2 = _exponent(np.maximum(np.abs(d), np.abs(s)))
        up, down = _scales(e2)
        out = (np.trunc(d * up) + np.trunc(s * up)) * down
        # A product that is an infinity or a NaN makes s one (truncation keeps them, and 32
        # finite products of 8-bit floats sum finite): the IEEE sum there.
        finite = np.isfinite(s) & np.isfinite(d)
        if not finite.all():
            out = np.where(finite, out, products.sum(axis=-1) + d)
        return out.astype(np.float32)
