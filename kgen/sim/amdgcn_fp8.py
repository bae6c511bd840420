"""The 8-bit float conversions of CDNA3 (gfx942) and CDNA4 (gfx950): V_CVT_F32_FP8 /
V_CVT_F32_BF8 (VOP1, and the SDWA form's byte select) and V_CVT_PK_FP8_F32 / V_CVT_PK_BF8_F32
(VOP3A), modelled from the formats' definitions, apart from kgen.tile.fp8 and the back end (a
misreading in one is caught by the other).

The formats are the family's (Target.mfma_spelling; FORMATS below): the same mnemonics read
and write FNUZ patterns on CDNA3 and OCP ones on CDNA4 (MLIR AMDGPUToROCDL's
typeIsExpectedFp8ForChipset: Float8E4M3FNUZ / Float8E5M2FNUZ on gfx942, hasOcpFp8 - gfx950 -
Float8E4M3FN / Float8E5M2; LLVM's FeatureOCPFP8ConversionInsts is gfx950's).
- CDNA3 (CDNA3 ISA 7.2 "FP8 and BF8"; LLVM APFloat Float8E4M3FNUZ / Float8E5M2FNUZ): FP8 =
  sign, 4 exponent bits, 3 mantissa bits, bias 8; BF8 = sign, 5, 2, bias 16. The all-ones
  exponent is an ordinary binade (largest finite 240 and 57344); 0x80, the pattern of -0, is
  the one NaN; there is no infinity and no negative zero.
- CDNA4 (OCP 8-bit Floating Point Specification 1.0): FP8 = E4M3FN, bias 7, the all-ones
  exponent finite but for S.1111.111, the NaN (largest finite 448); BF8 = E5M2, bias 15, the
  all-ones exponent holding the infinities (mantissa 0) and NaNs (largest finite 57344); both
  have -0 (0x80).
Exponent 0 holds the subnormals (mantissa * 2^(1 - bias - mantissa bits)).

Conversions (the ISA guides' text of these instructions was not at hand when this was written:
what follows is how LLVM's AMDGPU intrinsics' documentation, MLIR's ArithToAMDGPU and AMD's
HIP headers describe and use them, and what llvm-mc 22 assembles):
- to f32: exact; a NaN -> the quiet NaN 0x7fc00000 (the pattern is not documented); OCP's
  infinities and -0 as themselves.
- from f32 (V_CVT_PK_*): round to nearest even. CDNA3: a result beyond the largest finite value,
  an infinity and a NaN all give 0x80 (MLIR ArithToAMDGPU: out-of-range values are "rewritten
  to Inf (aka NaN)" unless software clamps first; AMD's HIP amd_hip_fp8.h clamps with
  v_med3_f32 to saturate), and a value rounding to zero gives 0x00 whatever its sign. CDNA4: a
  NaN gives a NaN (here the all-ones pattern with the input's sign: which NaN the hardware
  writes is not documented at hand, and any is a NaN to every reader), a zero keeps its sign,
  and a result beyond the largest finite value or an infinity is refused by the emulator (the
  hardware's answer there is not documented at hand; kgen clamps first, as on CDNA3). src0 ->
  bits 7:0, src1 -> bits 15:8 of the word op_sel[2] picks; the other word of vdst is kept
  (LLVM ties vdst to an input). llvm-mc 22 refuses a clamp bit on them (gfx942 and gfx950): no
  saturating form.

Forms not modelled are refused when the text is read: op_sel other than [0,0,0] (word 1 is a
partial write of the high half, which gfx940 must follow with a wait state before a VALU reads
it, LLVM GCNHazardRecognizer "DstSelForwardingHazard"; the other bits have no meaning here),
clamp or output modifiers, an SDWA src0_sel other than BYTE_0..BYTE_3, any other SDWA field;
and the conversions on a family this file has no formats for (CDNA2 has none).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .amdgcn_hazard import _hazard_wrap
from .amdgcn_parse import F32, F64, U32, _reads, _vdst, _want, vsrc
from .amdgcn_valu import _valu_common
from .core import EmulatorError, UnknownInstruction

I64 = np.int64
QNAN = 0x7FC00000
NAN8 = 0x80


@dataclass(frozen=True)
class Format:
    """One 8-bit float format: exponent and mantissa bits, the exponent bias, and where its
    specials are: "fnuz" (0x80 the one NaN, no infinity, no -0), "fn" (OCP E4M3FN: S.1111.111
    the NaN, no infinity) or "ieee" (OCP E5M2: the all-ones exponent holds the infinities and
    NaNs)."""
    exp_bits: int
    man_bits: int
    bias: int
    kind: str = "fnuz"

    @property
    def emin(self) -> int:
        """The smallest normal exponent (also the subnormals' scale): 1 - bias."""
        return 1 - self.bias

    @property
    def max_finite(self) -> float:
        """240 for FP8 (the all-ones exponent finite), 448 for E4M3FN (its top mantissa the
        NaN), 57344 for E5M2 (the all-ones exponent not finite) and BF8."""
        top = (1 << self.exp_bits) - 1 - self.bias - (self.kind == "ieee")
        drop = 2 if self.kind == "fn" else 1
        return (2.0 - drop * 2.0 ** -self.man_bits) * 2.0 ** top


FP8 = Format(4, 3, 8)
BF8 = Format(5, 2, 16)
E4M3FN = Format(4, 3, 7, "fn")
E5M2 = Format(5, 2, 15, "ieee")
# The formats of the mnemonics' FP8 and BF8, per Target.mfma_spelling family (see above).
FORMATS = {"cdna3": {"fp8": FP8, "bf8": BF8}, "cdna4": {"fp8": E4M3FN, "bf8": E5M2}}


def formats_of(mod, ins) -> dict:
    """The FP8 and BF8 formats of the module's target; refused on a family without them."""
    f = FORMATS.get(mod.target.mfma_spelling)
    if f is None:
        raise UnknownInstruction(f"line {ins.line}: '{ins.op}' is not a {mod.target.name} "
                                 f"instruction (8-bit floats: "
                                 f"{', '.join(t for t in FORMATS)} families): {ins.text}")
    return f


def _nan(b: np.ndarray, f: Format) -> np.ndarray:
    low = b & U32(0x7F)
    if f.kind == "fnuz":
        return b == NAN8
    if f.kind == "fn":
        return low == U32(0x7F)
    top = (low >> U32(f.man_bits)) == U32((1 << f.exp_bits) - 1)
    return top & ((low & U32((1 << f.man_bits) - 1)) != 0)


def decode(byte: np.ndarray, f: Format) -> np.ndarray:
    """Bits 7:0 of each uint32 as an f format pattern -> f32 bit patterns, exact."""
    b = np.asarray(byte, U32) & U32(0xFF)
    m = (b & U32((1 << f.man_bits) - 1)).astype(F64)
    e = ((b >> U32(f.man_bits)) & U32((1 << f.exp_bits) - 1)).astype(I64)
    sub = m * 2.0 ** (f.emin - f.man_bits)
    norm = np.ldexp(m + 2.0 ** f.man_bits, (e - f.bias - f.man_bits).astype(np.int32))
    mag = np.where(e == 0, sub, norm)
    if f.kind == "ieee":
        mag = np.where(e == (1 << f.exp_bits) - 1, np.inf, mag)
    val = np.where(b >> U32(7) != 0, -mag, mag).astype(F32).view(U32)
    return np.where(_nan(b, f), U32(QNAN), val)


def encode(bits: np.ndarray, f: Format) -> tuple[np.ndarray, np.ndarray]:
    """f32 bit patterns -> (f patterns (uint32, bits 7:0) rounded to nearest even, the lanes
    whose result the model does not know). FNUZ: beyond the largest finite value, infinities
    and NaNs -> 0x80, a zero -> 0x00, no lane unknown. OCP: a NaN -> S.all-ones, a zero keeps
    its sign; beyond the largest finite value and the infinities are the unknown lanes."""
    x = np.asarray(bits, U32).view(F32).astype(F64)
    a = np.abs(x)
    nan, inf = np.isnan(a), np.isinf(a)
    a = np.where(nan | inf, 0.0, a)
    _, ex = np.frexp(a)                            # a = fr * 2^ex, 0.5 <= fr < 1: binade ex - 1
    e = np.maximum(ex.astype(I64) - 1, f.emin)     # subnormals share the smallest binade's step
    q = e - f.man_bits                             # the step there is 2^q
    n = np.rint(np.ldexp(a, (-q).astype(np.int32)))   # steps, ties to even (exact scaling)
    r = np.ldexp(n, q.astype(np.int32))
    _, rx = np.frexp(r)
    re = rx.astype(I64) - 1                        # r's binade (rounding may carry into the next)
    normal = (r != 0) & (re >= f.emin)
    field = np.where(normal, re + f.bias, 0)
    man = np.where(normal, np.ldexp(r, (f.man_bits - re).astype(np.int32)) - 2.0 ** f.man_bits,
                   np.ldexp(r, f.man_bits - f.emin)).astype(I64)
    code = (field << f.man_bits) | man
    neg = np.signbit(np.asarray(bits, U32).view(F32))
    over = inf | (r > f.max_finite)
    if f.kind == "fnuz":
        code = np.where(neg & (code != 0), code | 0x80, code)
        return np.where(nan | over, NAN8, code).astype(U32), np.zeros(x.shape, bool)
    code = np.where(neg, code | 0x80, code)
    code = np.where(nan, np.where(neg, 0xFF, 0x7F), code)
    return np.where(over, 0, code).astype(U32), over


# Mnemonic -> its format's name in FORMATS; the SDWA forms name the same conversion with a
# byte select.
_TO_F32 = {"v_cvt_f32_fp8": "fp8", "v_cvt_f32_bf8": "bf8",
           "v_cvt_f32_fp8_sdwa": "fp8", "v_cvt_f32_bf8_sdwa": "bf8"}
_PACK = {"v_cvt_pk_fp8_f32": "fp8", "v_cvt_pk_bf8_f32": "bf8"}
_BYTE_SEL = {"BYTE_0": 0, "BYTE_1": 8, "BYTE_2": 16, "BYTE_3": 24}


def _text(mods: dict) -> str:
    """Modifiers as written: {'op_sel': '[0,0,1]', 'clamp': ''} -> 'op_sel:[0,0,1] clamp'."""
    return " ".join(f"{k}:{v}" if v else k for k, v in mods.items())


def _byte_shift(ins, mods: dict) -> int:
    """The SDWA src0_sel byte's shift (0 for the VOP1 form, which reads bits 7:0)."""
    if not ins.op.endswith("_sdwa"):
        if mods:
            raise ValueError(f"modifier(s) {_text(mods)} on {ins.op} are not modelled")
        return 0
    other = set(mods) - {"src0_sel"}
    sel = mods.get("src0_sel", "DWORD")
    if other or sel not in _BYTE_SEL:
        raise ValueError(f"{ins.op}: only src0_sel:BYTE_0..BYTE_3 is modelled (got "
                         f"{_text(mods) or 'none'})")
    return _BYTE_SEL[sel]


def _b_to_f32(mod, k, ins, ops, mods):
    """v_cvt_f32_fp8 d, s (byte 0) / v_cvt_f32_fp8_sdwa d, s src0_sel:BYTE_n."""
    f = formats_of(mod, ins)[_TO_F32[ins.op]]
    _want(ops, 2)
    d = _vdst(ops[0])
    if ops[1].neg or ops[1].abs:
        raise ValueError(f"{ins.op} takes no input modifier on its byte source")
    if ops[1].kind == "c" and ins.op.endswith("_sdwa") and not ops[1].inline:
        raise ValueError(f"{ins.op}: SDWA takes no literal constant")
    a = vsrc(ops[1], False)
    shift = U32(_byte_shift(ins, mods))
    ins.run = lambda w: w.write_v(d, decode(np.asarray(a(w), U32) >> shift, f))
    _valu_common(mod, ins, _reads(ops[1]), ops[0].keys())
    _hazard_wrap(ins, mod.ws)


def _b_pack(mod, k, ins, ops, mods):
    """v_cvt_pk_fp8_f32 d, s0, s1: d = (d & 0xffff0000) | enc(s1) << 8 | enc(s0)."""
    f = formats_of(mod, ins)[_PACK[ins.op]]
    _want(ops, 3)
    d = _vdst(ops[0])
    if set(mods) - {"op_sel"} or mods.get("op_sel", "[0,0,0]").replace(" ", "") != "[0,0,0]":
        raise ValueError(f"{ins.op}: only word 0 of vdst (no op_sel) is modelled, without "
                         f"clamp (which llvm-mc refuses for gfx942) or output modifiers (got "
                         f"{_text(mods)})")
    a, b = vsrc(ops[1], True), vsrc(ops[2], True)

    def run(w):
        (x, ux), (y, uy) = encode(a(w), f), encode(b(w), f)
        unknown = (ux | uy) & w.exec
        if unknown.any():
            lane = int(np.flatnonzero(unknown)[0])
            raise EmulatorError(f"line {ins.line}: {ins.op} of an infinity or a value beyond "
                                f"{f.max_finite:g} (lane {lane}): {mod.target.name}'s result "
                                f"is not modelled (kgen clamps first): {ins.text}")
        w.write_v(d, (w.v[d] & U32(0xFFFF0000)) | x | (y << U32(8)))
    ins.run = run
    # vdst is read too: its high word is kept.
    _valu_common(mod, ins, _reads(ops[1], ops[2], ops[0]), ops[0].keys())
    _hazard_wrap(ins, mod.ws)


BUILDERS = {**{m: _b_to_f32 for m in _TO_F32}, **{m: _b_pack for m in _PACK}}
