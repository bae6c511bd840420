"""8-bit float conversions (LIR cvt F_f32, f32_F, pack_Fx2) for the formats a CDNA target
converts in hardware (Target.fp8; gfx942: the FNUZ pair; gfx950: the OCP pair, under the same
mnemonics: MLIR AMDGPUToROCDL's hasOcpFp8, LLVM's FeatureOCPFP8ConversionInsts).

The instructions (CDNA3 ISA, VOP1 and VOP3A opcodes; llvm-mc 22 spellings for gfx942):

- V_CVT_F32_FP8 / V_CVT_F32_BF8 (VOP1): byte 0 of src0 as an e4m3fnuz / e5m2fnuz pattern ->
  f32, exact. Another byte would take the SDWA form's src0_sel (gfx942's VOP3 form has no
  byte select: llvm-mc refuses op_sel there); the LIR contract puts the pattern in byte 0.
- V_CVT_PK_FP8_F32 / V_CVT_PK_BF8_F32 (VOP3A): src0 -> byte 0, src1 -> byte 1 of the word of
  vdst that op_sel[2] picks (here word 0), rounded to nearest even; the other word of vdst is
  kept (LLVM ties vdst to an input: "$vdst = $vdst_in"), so bits 16-31 are cleared afterwards.
  It does not saturate: beyond the largest finite value (and +-inf, NaN) it gives 0x80, the
  NaN (MLIR ArithToAMDGPU), and llvm-mc 22 refuses a `clamp` bit on it for gfx942. So the
  saturation is done first, in f32, as AMD's own HIP headers do (amd_hip_fp8.h clamps with
  v_med3_f32 to +-max before V_CVT_PK_FP8_F32), here +-inf included (the language's cast).

The saturation keeps NaN a NaN: v_med3_f32 of a NaN is not a NaN (CDNA3 ISA V_MED3_F32: a NaN
operand gives V_MIN3_F32, whose IEEE-mode V_MIN_F32 returns the other operand of a quiet NaN),
so the input is put back where it is unordered (v_cmp_u_f32 / v_cndmask_b32), and the
conversion turns it into the format's NaN, 0x80. Per value: v_cmp_u_f32, v_med3_f32 with the
bound's SGPR read twice (-s, s: one constant-bus read), v_cndmask_b32; then one conversion and
one v_and_b32 for a single value or a pair.

Wait states: these are plain VALU ops (CDNA3 ISA 4.5 and LLVM's GCNHazardRecognizer give them
no rule of their own on gfx940: they are not transcendentals, and none written here puts part
of a VGPR through an SDWA dst_sel or op_sel[3], the DstSelForwardingHazard); the v_cmp lane
masks read by v_cndmask take the usual VALU-writes-SGPR wait states (hazards.py).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from kgen.errors import CompilerBug
from kgen.tile.fp8 import FORMATS
from kgen.tile.ir import DType
from .machine import Sub, iconst
from .mfma import FP8_NAME


@dataclass(frozen=True)
class Fp8Ops:
    """One format's conversions: V_CVT_F32_<x> (byte 0 -> f32) and V_CVT_PK_<x>_F32."""
    to_f32: str
    from_f32: str


# Format -> its instructions: on CDNA3 (ISA 7.2 "FP8 and BF8": FP8 is e4m3 with bias 8, BF8
# e5m2 with bias 16, both with 0x80 as the NaN and no infinity or negative zero) and on CDNA4,
# whose FP8 and BF8 are the OCP E4M3FN and E5M2. Neither saturates (llvm-mc 22 refuses a clamp
# bit on gfx942 and gfx950 alike; AMD's libraries clamp with v_med3_f32 first on both), so the
# clamp below serves both.
OPS = {fmt: Fp8Ops(f"v_cvt_f32_{name}", f"v_cvt_pk_{name}_f32")
       for fmt, (name, _) in FP8_NAME.items()}

_BYTE, _HALF = iconst(0xFF), iconst(0xFFFF)


def _ops(lw, fmt: str) -> Fp8Ops:
    """fmt's instructions, for a target that converts it (the lowering refuses the others at
    the source, so one reaching here is a compiler bug)."""
    if fmt not in lw.target.fp8 or fmt not in OPS:
        raise CompilerBug(f"amdgcn: cvt to or from {fmt} on {lw.target.name}, which converts "
                          f"{', '.join(lw.target.fp8) or 'no 8-bit float'}")
    return OPS[fmt]


def _bound(lw, fmt: str) -> Sub:
    """The SGPR holding the f32 bits of fmt's largest finite value (set once per kernel)."""
    bits = struct.unpack("<I", struct.pack("<f", FORMATS[DType[fmt]].max_finite))[0]
    return lw.sconst(bits, f"the {fmt} saturation bound")


def _saturated(lw, fmt: str, xs: list) -> list[Sub]:
    """Each f32 of xs clipped to fmt's +-max finite (+-inf included), NaN kept: VGPRs. The
    compares come first, ahead of the v_cndmask reading their masks by the other steps (the
    gfx940 wait states after a VALU's SGPR write: CDNA3 ISA 4.5)."""
    xs = [lw.vgpr(x) for x in xs]
    bound = _bound(lw, fmt)
    neg = Sub(bound.reg, bound.lo, bound.n, neg=True)
    masks = [lw.new("s", 2) for _ in xs]
    ts = [lw.new("v") for _ in xs]
    for m, x in zip(masks, xs):
        lw.emit("v_cmp_u_f32", m, x, x)
    for t, x in zip(ts, xs):
        lw.emit("v_med3_f32", t, x, neg, bound)
    for t, x, m in zip(ts, xs, masks):
        lw.emit("v_cndmask_b32", t, t, x, m)
    return ts


def to_f32(fmt: str):
    """cvt F_f32: the pattern in byte 0 (bits 8-31 ignored) -> f32."""
    def cvt(lw, d: Sub, s: list) -> None:
        lw.valu(_ops(lw, fmt).to_f32, (d,), s)
    return cvt


def from_f32(fmt: str):
    """cvt f32_F: the pattern in byte 0, bits 8-31 zero."""
    def cvt(lw, d: Sub, s: list) -> None:
        op = _ops(lw, fmt).from_f32
        (t,) = _saturated(lw, fmt, s)
        lw.emit(op, t, t, iconst(0))               # byte 1: +0 -> 0x00; word 1 kept
        lw.valu("v_and_b32", (d,), [_BYTE, t])
    return cvt


def pack_x2(fmt: str):
    """cvt pack_Fx2: lo's pattern in bits 0-7, hi's in 8-15, bits 16-31 zero."""
    def cvt(lw, d: Sub, s: list) -> None:
        op = _ops(lw, fmt).from_f32
        lo, hi = _saturated(lw, fmt, s)
        lw.emit(op, lo, lo, hi)                    # word 0 of lo's register; word 1 kept
        lw.valu("v_and_b32", (d,), [_HALF, lo])
    return cvt


def conversions() -> dict:
    """cvt kind -> lowering(lw, d, srcs) for every format of OPS (select._CONVERSIONS)."""
    out = {}
    for fmt in OPS:
        out[f"{fmt}_f32"] = to_f32(fmt)
        out[f"f32_{fmt}"] = from_f32(fmt)
        out[f"pack_{fmt}x2"] = pack_x2(fmt)
    return out

