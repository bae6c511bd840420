"""Matrix kernels: the f16 / bf16 MFMAs (gfx90a, gfx942, gfx950) and the FP8 / BF8 ones
(gfx942, gfx950) with VGPR or AGPR accumulators, the AGPR moves, and the MFMA dependency
hazards (LLVM's GCNHazardRecognizer tables), which `amdgcn.AmdModule` wraps around every VALU,
VMEM and LDS instruction of a module that has an MFMA (`_mai_wrap`). The sources, shapes and
arithmetic are below.
"""

from __future__ import annotations

import functools

import numpy as np

from ..target.targets import TARGETS, WaitStates
from .amdgcn_fp8 import FORMATS, decode
from .amdgcn_hazard import _hazard_wrap, vector_keys
from .amdgcn_parse import (EXEC, F32, F64, U32, VGPRS, WAVE, IllegalInstruction, Inst,
                           Opnd, _reads, _want, vsrc)
from .amdgcn_valu import _valu_common
from .core import EmulatorError, UnknownInstruction


# ----------------------------------------------------------------------------------------------
# Matrix instructions (MFMA) and the accumulation registers (AGPRs), gfx90a / gfx942.
#
# Mnemonics, as llvm-mc (LLVM 22) accepts them: gfx90a spells the f16 / bf16 MFMAs
# v_mfma_f32_32x32x8f16, v_mfma_f32_16x16x16f16, v_mfma_f32_32x32x8bf16_1k and
# v_mfma_f32_16x16x16bf16_1k; gfx942 prints them as v_mfma_f32_32x32x8_f16,
# v_mfma_f32_16x16x16_f16, v_mfma_f32_32x32x8_bf16 and v_mfma_f32_16x16x16_bf16 and still
# accepts the gfx90a spellings as aliases. gfx90a rejects the gfx942 spellings.
# gfx942 (CDNA3 only) adds v_mfma_f32_32x32x16_{fp8,bf8}_{fp8,bf8} and
# v_mfma_f32_16x16x32_{fp8,bf8}_{fp8,bf8}: the first name is srcA's format, the second
# srcB's (AMD's calculator, v_mfma_f32_32x32x16_bf8_fp8: "Src0 BF8, Src1 FP8"); FP8 and BF8 are
# the FNUZ formats of amdgcn_fp8 (CDNA3 ISA 7.2), decoded by its `decode`.
#
# Operand layout (one block, no CBSZ/ABID/BLGP), from AMD's Matrix Instruction Calculator
# (ROCm/amd_matrix_instruction_calculator, --detail-instruction for v_mfma_f32_32x32x8f16,
# v_mfma_f32_16x16x16f16, v_mfma_f32_32x32x16_fp8_fp8 and v_mfma_f32_16x16x32_fp8_fp8; the
# bf16_1k and the other fp8/bf8 forms have the same shapes and packing: "Matrix element to
# register mapping" / "Register to matrix element mapping"), the ISA guides' MFMA operand
# layouts put as formulas (section numbers not checked here). For MxNxK with M = N, srcA and
# srcB are two registers a lane holding E = M K / 64 elements (4 of 16 bits, 8 of 8 bits),
# element e in bits [w e + w - 1 : w e] of the pair (w = 64 / E: half e % 2 of register e / 2,
# or byte e % 4 of register e / 4), and lane groups G = 64 / M (= K / E):
#   A[i][k]: lane M*floor(k/E) + i, element k % E
#   B[k][j]: lane N*floor(k/E) + j, same element
#   C, D[i][j]: register 4*floor(i / (4G)) + i % 4, lane N*(floor(i/4) % G) + j
# i.e. 16-bit: register floor(k/2) % 2, half k % 2; 8-bit: register floor(k/4) % 2, byte
# k % 4 (the calculator: "GPR = (k/4)%2, bits [8*(k%4)+7 : 8*(k%4)]"). 32x32x8 and 32x32x16: D
# row = 8*(r/4) + 4*(l/32) + r%4, column l%32; 16x16x16 and 16x16x32: row 4*(l/16) + r, column
# l%16 (the calculator prints the same C/D formulas for an 8-bit shape and the 16-bit one of its
# M).
#
# CDNA4 (gfx950) adds v_mfma_f32_32x32x16_{f16,bf16} and v_mfma_f32_16x16x32_{f16,bf16}: the
# 8-bit shapes' M, N and K with 16-bit elements, so E = 8 halves a lane in four registers (half
# e % 2 of register e / 2) and the same A/B/D formulas with E = 8: composable_kernel's
# xdlops_gemm.hpp (mfma_f32_32x32x16f16 / 16x16x32f16: k_per_blk 8, every D field as
# 32x32x8f16 / 16x16x16f16's) and Triton's mfmaDotToLinearLayout (kWidth 8); the CDNA4 ISA
# guide's own table was not at hand, and the Matrix Instruction Calculator has no CDNA4 entry
# yet. Which lane's k is which does not change D as long as A and B agree (k is summed); a
# test loads the operands by the formula written out by hand. llvm-mc 22 assembles them for
# gfx950 only; gfx950 keeps the older 16-bit MFMAs (and the gfx90a spellings). Its 8-bit
# MFMAs (the same mnemonics and layouts) read the OCP formats (E4M3FN, E5M2: MLIR
# AMDGPUToROCDL's hasOcpFp8), amdgcn_fp8.FORMATS["cdna4"].
#
# Arithmetic: each product of two f16, two bf16 or two 8-bit floats is exact in f64; the K
# products and C are summed in f64 and the sum rounded once to f32 (nearest even, denormals
# kept). The hardware's internal order and intermediate precision are not specified bit-exactly
# by the ISA, so a result can differ from the hardware's in the last bit; the products
# themselves are exact. An 8-bit NaN (0x80) makes its products NaN. MFMA with a partial EXEC is
# not modelled (an error), nor are CBSZ/ABID/BLGP other than 0 (which the FP8 MFMAs do not
# support at all: the calculator's "CBSZ and ABID bits supported: False").
#
# Pass counts: the target's WaitStates.mfma_passes, by shape (LLVM SISchedule.td:
# SIDPFullSpeedModel for gfx90a, SIDPGFX940FullSpeedModel for gfx942): 32x32x8 16 passes on
# gfx90a, 8 on gfx942; 16x16x16 8 on gfx90a, 4 on gfx942; 32x32x16 (8-bit) 8 and 16x16x32 4 on
# gfx942 (32 and 16 cycles in the calculator, as the 16-bit shapes of the same M); gfx950
# (SIDPGFX950FullSpeedModel): 8 for every 32x32xK, 4 for every 16x16xK.

# mnemonic -> (M, N, K, element types "A.B" (or one type for both), the Target.mfma_spelling
# families that accept it)
_MFMA: dict[str, tuple] = {}
for _shape, _m, _k in (("32x32x8", 32, 8), ("16x16x16", 16, 16)):
    _MFMA[f"v_mfma_f32_{_shape}f16"] = (_m, _m, _k, "f16", ("cdna2", "cdna3", "cdna4"))
    _MFMA[f"v_mfma_f32_{_shape}_f16"] = (_m, _m, _k, "f16", ("cdna3", "cdna4"))
    _MFMA[f"v_mfma_f32_{_shape}bf16_1k"] = (_m, _m, _k, "bf16", ("cdna2", "cdna3", "cdna4"))
    _MFMA[f"v_mfma_f32_{_shape}_bf16"] = (_m, _m, _k, "bf16", ("cdna3", "cdna4"))
for _shape, _m, _k in (("32x32x16", 32, 16), ("16x16x32", 16, 32)):
    # CDNA4 (gfx950) runs these too, on its OCP 8-bit formats (amdgcn_fp8.FORMATS)
    for _a in ("fp8", "bf8"):
        for _b in ("fp8", "bf8"):
            _MFMA[f"v_mfma_f32_{_shape}_{_a}_{_b}"] = (_m, _m, _k, f"{_a}.{_b}",
                                                       ("cdna3", "cdna4"))
    # CDNA4's 16-bit shapes of the 8-bit ones' K: eight 16-bit elements a lane in four VGPRs
    for _t in ("f16", "bf16"):
        _MFMA[f"v_mfma_f32_{_shape}_{_t}"] = (_m, _m, _k, _t, ("cdna4",))
# CDNA4's f8f6f4 MFMAs: the formats are modifiers, cbsz srcA's and blgp srcB's (0 FP8, 1 BF8,
# the OCP pair; 2 and 3 the 6-bit E2M3 / E3M2, 4 the 4-bit E2M1, not modelled): AMD's ROCm blog
# "Matrix Core Programming on AMD CDNA3 and CDNA4" (its table of cbsz / blgp values), LLVM's
# SISchedule.td (PredIsF8_MFMA_SCALE reads the same fields). With 8-bit A and B each is eight
# VGPRs a lane, 32 elements in two runs of 16 k (F8F6F4_RUN below); D as the 16-bit shapes of
# the same M. Passes: 16 (32x32x64) and 8 (16x16x128) with an 8-bit operand (SISchedule.td,
# SIDPGFX950FullSpeedModel; the blog's 64 and 32 cycles), the target's mfma_passes.
for _shape, _m, _k in (("32x32x64", 32, 64), ("16x16x128", 16, 128)):
    _MFMA[f"v_mfma_f32_{_shape}_f8f6f4"] = (_m, _m, _k, "f8f6f4", ("cdna4",))
_F8F6F4_FORMAT = {0: "fp8", 1: "bf8"}        # cbsz / blgp -> the family's 8-bit format
# The k a lane's 32 bytes hold, by the blog's FP8 example for v_mfma_scale_f32_32x32x64_f8f6f4
# (A: "ldg_a = A + (l%32)*64 + (l/32)*16; a_reg[i*16+j] = ldg_a[i*32+j]", i = 0..1, j =
# 0..15: byte b of lane l is row l % 32, k = 16 (l / 32) + 32 (b / 16) + b % 16) and
# composable_kernel's test/mx_mfma_op/mx_mfma_op.hpp ("Register Mapping for 32x64 for FP8":
# Reg0-3 hold K0-15 in lanes 0-31, K16-31 in lanes 32-63; Reg4-7 K32-47 and K48-63; "for
# 16x128": Reg0 lanes 0/16/32/48 K0/K16/K32/K48, Reg4 K64/K80/K96/K112): runs of 16 k.
F8F6F4_RUN = 16
# CDNA4's block-scaled forms, v_mfma_scale_f32_{32x32x64,16x16x128}_f8f6f4 vdst, srcA, srcB,
# srcC, scaleA, scaleB: the same operands, formats and D, and two VGPRs of E8M0 scales (OCP
# Microscaling Formats (MX) v1.0, 5.4: 2^(e - 127), 0xFF NaN), one a lane, applied to each
# block of 32 consecutive k after its dot product and before the accumulation (AMD's ROCm blog
# "Matrix Core Programming on AMD CDNA3 and CDNA4": "the scales Ax, Bx are applied after the
# normal dot product and prior to output/accumulation"; Ax is M x K/32, Bx K/32 x N):
#   D[i][j] = C[i][j] + sum_b 2^(Ax[i][b] - 127) 2^(Bx[b][j] - 127) sum_{k = 32 b}^{32 b + 31} A B
# Lane l's scaleA holds Ax[l % M][l / M] and its scaleB Bx[l / N][l % N]: the blog's FP8
# 32x32x64 example ("each thread stores 1 entry from the matrix Ax", lanes 0 and 32 holding row
# 0's two), composable_kernel's test/mx_mfma_op/mx_mfma_op.hpp (its register maps' Scale
# columns x(0,N) .. x(3,N) beside lanes 0-15, 16-31, .. of 16x128; the scale load at (lane / N,
# lane % N)). So the blocks are of k, not of a lane's bytes: an 8-bit lane's two runs of 16 lie
# in different blocks. The scale is byte 0 of its VGPR; op_sel / op_sel_hi pick another
# (LLVM's OPSEL_A / OPSEL_B), which is not modelled. LLVM takes only VGPRs there ("a hardware
# design defect: for all Inline/SGPR constants, SP HW use bits [30:23] as the scale",
# VOP3PInstructions.td), and llvm-mc 22 refuses anything else.
for _shape, _m, _k in (("32x32x64", 32, 64), ("16x16x128", 16, 128)):
    _MFMA[f"v_mfma_scale_f32_{_shape}_f8f6f4"] = (_m, _m, _k, "f8f6f4", ("cdna4",))
MFMA_SCALED = frozenset(op for op in _MFMA if op.startswith("v_mfma_scale_"))
MX_BLOCK = 32


def _e8m0(codes: np.ndarray) -> np.ndarray:
    """E8M0 scale codes (the low byte) as float64: 2^(e - 127), NaN for 0xFF (OCP MX 5.4)."""
    e = (codes & U32(0xFF)).astype(np.int64)
    return np.where(e == 0xFF, np.nan, np.ldexp(1.0, e - 127))


@functools.lru_cache(maxsize=None)
def mfma_layout(m: int, n: int, k: int, run: int = 0) -> dict:
    """Index arrays mapping matrix elements to (element item, lane): for A (M, K) and B (K, N)
    the item 0..E-1 (E = M K / 64 elements a lane: see the comment above) and lane; for C/D
    (M, N) the register and lane. See the comment above for the source. run: a lane's k come
    in runs of that many (f8f6f4: F8F6F4_RUN), k = run (l / M) + item % run + run G (item /
    run); 0: one run of E."""
    groups, e = WAVE // n, m * k // WAVE
    run = run or e
    i, kk = np.arange(m)[:, None], np.arange(k)[None, :]
    k2, j = np.arange(k)[:, None], np.arange(n)[None, :]
    i2, j2 = np.arange(m)[:, None], np.arange(n)[None, :]

    def item(x):                  # k -> (item, its lane group)
        return x % run + run * (x // (run * groups)), (x // run) % groups
    (ai, ag), (bi, bg) = item(kk), item(k2)
    return {"a_item": np.broadcast_to(ai, (m, k)), "a_lane": m * ag + i,
            "b_item": np.broadcast_to(bi, (k, n)), "b_lane": n * bg + j,
            "d_reg": np.broadcast_to(4 * (i2 // (4 * groups)) + i2 % 4, (m, n)),
            "d_lane": np.ascontiguousarray(n * ((i2 // 4) % groups) + j2)}


def _halves(regs: np.ndarray, dtype: str) -> np.ndarray:
    """Registers (R, 64) of packed 16-bit values -> (2 R, 64) float64: item 2r + h is
    register r's half h (h = 0: bits 15:0)."""
    h = np.stack([x for r in regs for x in (r & U32(0xFFFF), r >> U32(16))])
    if dtype == "f16":
        return h.astype(np.uint16).view(np.float16).astype(F64)
    return (h << U32(16)).view(F32).astype(F64)


def _bytes(regs: np.ndarray, fmt) -> np.ndarray:
    """Registers (R, 64) of packed 8-bit floats -> (4 R, 64) float64: item 4r + b is register
    r's byte b (b = 0: bits 7:0), decoded exactly in format fmt (amdgcn_fp8.Format)."""
    b = np.stack([r >> U32(8 * x) for r in regs for x in range(4)])
    return decode(b, fmt).view(F32).astype(F64)


def _elements(regs: np.ndarray, dtype: str, formats: dict) -> np.ndarray:
    """srcA or srcB's registers (R, 64) as the lane's elements (E, 64), float64; dtype "f16",
    "bf16" or a name of formats (the family's FP8 / BF8: amdgcn_fp8.FORMATS)."""
    return _bytes(regs, formats[dtype]) if dtype in formats else _halves(regs, dtype)


def mfma_compute(a: np.ndarray, b: np.ndarray, c: np.ndarray, m: int, n: int, k: int,
                 dtype: str, formats: dict = FORMATS["cdna3"], run: int = 0,
                 scales: tuple | None = None) -> np.ndarray:
    """D = A B + C for one MFMA in each of G waves side by side: a, b (R, 64 G) uint32
    registers (R = E / 2 for 16-bit elements, E / 4 for 8-bit), c (M*N/64, 64 G) uint32; dtype
    one element type ("f16") or A's and B's ("fp8.bf8", in `formats`: the family's); scales
    (the block-scaled MFMAs): scaleA's and scaleB's registers (64 G) uint32, each block of
    MX_BLOCK k's sum scaled by its two (see MFMA_SCALED); returns D like c (sums over k in
    order, in float64)."""
    lay, g = mfma_layout(m, n, k, run), a.shape[1] // WAVE
    ta, _, tb = dtype.partition(".")
    e = m * k // WAVE
    av = _elements(a, ta, formats).reshape(e, g, WAVE)
    bv = _elements(b, tb or ta, formats).reshape(e, g, WAVE)
    am = av[lay["a_item"], :, lay["a_lane"]]                    # (M, K, G)
    bm = bv[lay["b_item"], :, lay["b_lane"]]                    # (K, N, G)
    cm = c.view(F32).reshape(-1, g, WAVE)[lay["d_reg"], :, lay["d_lane"]].astype(F64)
    with np.errstate(all="ignore"):
        if scales is None:
            dm = (am[:, :, None] * bm[None, :, :]).sum(axis=1) + cm
        else:
            blocks = np.arange(k // MX_BLOCK)
            sa = _e8m0(scales[0]).reshape(g, WAVE)      # lane blk M + i: Ax[i][blk]
            sb = _e8m0(scales[1]).reshape(g, WAVE)      # lane blk N + j: Bx[blk][j]
            ax = sa[:, blocks[None, :] * m + np.arange(m)[:, None]].transpose(1, 2, 0)
            bx = sb[:, blocks[:, None] * n + np.arange(n)[None, :]].transpose(1, 2, 0)
            dm = cm
            for blk in blocks:
                ks = slice(MX_BLOCK * blk, MX_BLOCK * (blk + 1))
                dot = (am[:, ks, None] * bm[None, ks, :]).sum(axis=1)
                dm = dm + dot * ax[:, blk, None, :] * bx[None, blk, :, :]
    out = np.empty_like(c)
    out.reshape(-1, g, WAVE)[lay["d_reg"], :, lay["d_lane"]] = dm.astype(F32).view(U32)
    return out


# Wait states after an MFMA of p passes (XDL ops on gfx940: the 8-bit ones too, LLVM
# VOP3PInstructions.td; llc 22 pads them as the 16-bit ones): the target's
# WaitStates.mfma table (LLVM's GCNHazardRecognizer, checkMAIHazards90A / checkMAIVALUHazards,
# which implements the CDNA3 ISA's "dependency resolution: required independent instructions"
# table):
#   srcc:  another MFMA reads an overlapping but not identical register as srcC
#   srcab: another MFMA reads it as srcA / srcB
#   read:  a VALU, VMEM, LDS or FLAT instruction reads it (v_accvgpr_read included)
#   waw:   a VALU or memory instruction writes it
#   war:   a VALU or memory instruction writes a register the MFMA reads as srcC
# An MFMA reading exactly the previous one's destination as srcC needs none (back-to-back
# accumulation).

_MFMA_WHY = {"srcc": "an MFMA writes it, another MFMA reads an overlapping register as srcC",
             "srcab": "an MFMA writes it, another MFMA reads it as srcA/srcB",
             "read": "an MFMA writes it, a VALU or memory instruction reads it",
             "waw": "an MFMA writes it, a VALU or memory instruction overwrites it",
             "war": "an MFMA reads it as srcC, a VALU or memory instruction overwrites it"}


def _vreg_tuple(o: Opnd, n: int, what: str) -> tuple[str, int]:
    """A VGPR or AGPR tuple of n registers, 64-bit aligned as gfx90a+ requires."""
    if o.kind not in ("v", "a") or o.count != n:
        raise ValueError(f"{what}: expected {n} VGPRs or AGPRs, got '{o.text}'")
    if o.neg or o.abs:
        raise ValueError(f"{what}: no input modifiers on MFMA operands")
    return o.kind, o.index


def _b_mfma(mod, k, ins, ops, mods):
    """v_mfma_f32_{32x32x8,16x16x16}{f16,bf16}, v_mfma_f32_{32x32x16,16x16x32}_{fp8,bf8}_{fp8,
    bf8} and (CDNA4) v_mfma_f32_{32x32x16,16x16x32}_{f16,bf16} vdst, srcA, srcB, srcC (see
    above)."""
    m, n, kk, dtype, spellings = _MFMA[ins.op]
    if mod.target.mfma_spelling not in spellings:
        takers = [t.name for t in TARGETS.values() if t.mfma_spelling in spellings]
        raise UnknownInstruction(f"line {ins.line}: '{ins.op}' is not a {mod.target.name} "
                                 f"instruction (llvm-mc accepts it for {', '.join(takers)}): "
                                 f"{ins.text}")
    # the 8-bit MFMAs read the family's FP8 / BF8 (CDNA3 FNUZ, CDNA4 OCP: amdgcn_fp8)
    formats = FORMATS.get(mod.target.mfma_spelling, {})
    scaled = ins.op in MFMA_SCALED
    _want(ops, 6 if scaled else 4)
    mods = dict(mods)
    for key in ("op_sel", "op_sel_hi") if scaled else ():
        if mods.pop(key, "[0,0,0]").replace(" ", "") != "[0,0,0]":
            raise ValueError(f"{ins.where}: {key} on a block-scaled MFMA picks a scale byte "
                             "other than byte 0: not modelled")
    given = {key: int(val or "0", 0) for key, val in mods.items()}
    k_run = 0
    if dtype == "f8f6f4":             # the formats are cbsz (srcA) and blgp (srcB)
        codes = (given.pop("cbsz", 0), given.pop("blgp", 0))
        if any(c not in _F8F6F4_FORMAT for c in codes):
            raise ValueError(f"{ins.where}: f8f6f4 formats cbsz:{codes[0]} blgp:{codes[1]}: "
                             "only 0 (FP8) and 1 (BF8) are modelled")
        dtype, k_run = ".".join(_F8F6F4_FORMAT[c] for c in codes), F8F6F4_RUN
    for key, val in given.items():
        if key not in ("cbsz", "abid", "blgp") or val != 0:
            raise ValueError(f"MFMA modifier {key}:{val} is not modelled")
    nd = m * n // WAVE
    # srcA / srcB: E = M K / 64 elements a lane, 2 to a register (16-bit) or 4 (8-bit)
    na = m * kk // WAVE // (4 if "." in dtype else 2)
    dk, d = _vreg_tuple(ops[0], nd, "vdst")
    ak, a = _vreg_tuple(ops[1], na, "srcA")
    bk, b = _vreg_tuple(ops[2], na, "srcB")
    c_const = ops[3].kind == "c"
    scale_at = []                     # the block-scaled MFMAs' scale VGPRs
    for o, what in zip(ops[4:], ("scaleA", "scaleB")):
        if o.kind != "v":
            raise ValueError(f"{what}: a block-scaled MFMA's scale is a VGPR, got '{o.text}'")
        scale_at.append(_vreg_tuple(o, 1, what)[1])
    if c_const:
        if not ops[3].inline:
            raise IllegalInstruction(f"{ins.where}: srcC may be an inline constant, not a "
                                     "literal")
        cval = U32(ops[3].value)
    else:
        ck, c = _vreg_tuple(ops[3], nd, "srcC")
        if ck != dk:
            raise IllegalInstruction(f"{ins.where}: srcC and vdst must both be VGPRs or both "
                                     "AGPRs")
        if nd > 4 and c != d and abs(c - d) < nd:
            raise IllegalInstruction(f"{ins.where}: srcC partially overlaps vdst")
    for o in (ops[0], ops[1], ops[2]) + (() if c_const else (ops[3],)):
        if o.index % 2:
            raise IllegalInstruction(f"{ins.where}: '{o.text}' is not 64-bit aligned (gfx90a "
                                     "register tuples start at an even register)")
    ws = mod.ws
    passes = ws.passes(f"{m}x{n}x{kk}")
    dkeys, akeys, bkeys = ops[0].keys(), ops[1].keys(), ops[2].keys()
    ckeys = () if c_const else ops[3].keys()
    skeys = tuple(key for o in ops[4:] for key in o.keys())
    dtuple = (dk, d, nd)
    exec_keys = (VGPRS + EXEC, VGPRS + EXEC + 1)

    def check(w, now):
        # the scales as srcA / srcB: read at issue like them (kgen's assumption; no document at
        # hand gives their own wait states)
        for kind, keys in (("srcab", akeys), ("srcab", bkeys), ("srcc", ckeys),
                           ("srcab", skeys)):
            for r in keys:                       # a VALU op (not an MFMA) wrote it
                t = w.last_valu.get(r)
                if t is not None and now - t[0] - 1 < ws.valu_to_mfma:
                    w.hazard(ins, r, ws.valu_to_mfma, "a VALU op writes it, an MFMA reads it",
                             t[1])
            prods = [w.mfma_w[r] + (r,) for r in keys if r in w.mfma_w]
            if not prods:
                continue
            p = max(prods, key=lambda x: x[0])
            if kind == "srcc" and p[3] == (dk, c, nd):
                continue                         # same accumulator: forwarded, no wait
            need = ws.mfma_wait(kind, p[2])
            if now - p[0] - 1 < need:
                w.hazard(ins, p[4], need, _MFMA_WHY[kind], p[1])
        for r in exec_keys:
            t = w.last_valu.get(r)
            if t is not None and now - t[0] - 1 < ws.valu_exec_to_mfma:
                w.hazard(ins, r, ws.valu_exec_to_mfma, "a VALU op writes EXEC, an MFMA follows",
                         t[1])

    def run(w):
        if not w.exec_full:
            raise EmulatorError(f"{ins.where}: an MFMA with a partial EXEC is not modelled "
                                f"(wave {w.id})")
        now = w.clock
        check(w, now)
        rf = {"v": w.v, "a": w.a}
        av, bv = rf[ak][a:a + na], rf[bk][b:b + na]
        cv = np.full((nd, av.shape[1]), cval, U32) if c_const else rf[dk][c:c + nd]
        scales = tuple(w.v[r] for r in scale_at) if scaled else None
        rf[dk][d:d + nd] = mfma_compute(av, bv, cv, m, n, kk, dtype, formats, k_run, scales)
        rec = (now, ins, passes, dtuple)
        for r in dkeys:
            w.mfma_w[r] = rec
        for r in ckeys:
            w.mfma_c[r] = (now, ins, passes)
    ins.run = run
    ins.reads, ins.writes = akeys + bkeys + ckeys + skeys, dkeys


def _mai_wrap(ins: Inst, ws: WaitStates) -> None:
    """Wraps a VALU, VMEM or LDS instruction with the checks against earlier MFMAs: reading or
    writing a register an MFMA writes, or writing one it reads as srcC, too soon."""
    ins.run = mai_checked(ins, ins.run, ws)


def mai_checked(ins: Inst, body, ws: WaitStates):
    """body (a handler of ins) with _mai_wrap's checks before it; body itself where ins names
    no VGPR or AGPR."""
    rkeys, wkeys = vector_keys(ins.reads), vector_keys(ins.writes)
    if not rkeys and not wkeys:
        return body

    def run(w):
        if w.mfma_w:
            now = w.clock
            for keys, what in ((rkeys, "read"), (wkeys, "waw")):
                for r in keys:
                    p = w.mfma_w.get(r)
                    if p is not None:
                        need = ws.mfma_wait(what, p[2])
                        if now - p[0] - 1 < need:
                            w.hazard(ins, r, need, _MFMA_WHY[what], p[1])
            for r in wkeys:
                p = w.mfma_c.get(r)
                if p is not None:
                    need = ws.mfma_wait("war", p[2])
                    if now - p[0] - 1 < need:
                        w.hazard(ins, r, need, _MFMA_WHY["war"], p[1])
        return body(w)
    return run


def _b_accvgpr(mod, k, ins, ops, mods):
    """v_accvgpr_write_b32 aN, vM|sM|inline; v_accvgpr_read_b32 vN, aM; v_accvgpr_mov_b32
    aN, aM: 32-bit moves between the register files (VALU, EXEC applies)."""
    _want(ops, 2)
    dst, src = ops
    want_d, want_s = {"v_accvgpr_write_b32": ("a", "vsc"), "v_accvgpr_read_b32": ("v", "a"),
                      "v_accvgpr_mov_b32": ("a", "a")}[ins.op]
    if dst.kind != want_d or dst.count != 1:
        raise ValueError(f"expected {'an AGPR' if want_d == 'a' else 'a VGPR'} destination, "
                         f"got '{dst.text}'")
    if src.kind not in want_s or src.count != 1 or src.neg or src.abs:
        raise ValueError(f"'{src.text}' is not a source of {ins.op}")
    if src.kind == "a":
        i = src.index
        get = lambda w: w.a[i]  # noqa: E731
    else:
        get = vsrc(src, False)
    d = dst.index
    if want_d == "a":
        ins.run = lambda w: w.write_a(d, get(w))
    else:
        ins.run = lambda w: w.write_v(d, get(w))
    _valu_common(mod, ins, _reads(src), dst.keys())
    _hazard_wrap(ins, mod.ws)
