"""The MFMA rows of the back end (LIR mfma): which v_mfma a (shape, dtype) pair is, per
spelling family (Target.mfma_spelling), how many f32 accumulators a lane holds and how many
VGPRs srcA and srcB each take.

16-bit rows (CDNA2, CDNA3 and CDNA4): 32x32x8 and 16x16x16 with f16 or bf16 operands, as
llvm-mc 22 spells them (gfx942 renames the f16/bf16 forms; gfx90a's bf16 ones are the "_1k";
gfx942 and gfx950 still take the gfx90a spellings as aliases, gfx90a not the gfx942 ones).
CDNA4 (gfx950) adds 32x32x16 and 16x16x32 with f16 or bf16 operands (v_mfma_f32_32x32x16_f16,
..._bf16, v_mfma_f32_16x16x32_f16, ..._bf16: eight 16-bit elements a lane, srcA and srcB four
VGPRs each; llvm-mc 22 -mcpu=gfx950 assembles them, -mcpu=gfx942 refuses them).

8-bit rows (CDNA3, and CDNA4 on its OCP formats): V_MFMA_F32_32X32X16_{FP8,BF8}_{FP8,BF8} and
V_MFMA_F32_16X16X32_..., dtype "A.B" with A and B each e4m3fnuz or e5m2fnuz. The first name
is A's (srcA's) format, the second B's (AMD's Matrix Instruction Calculator, CDNA3,
v_mfma_f32_32x32x16_bf8_fp8: "Src0 BF8, Src1 FP8"); fp8 is e4m3fnuz and bf8 e5m2fnuz on
gfx942 (MLIR AMDGPUToROCDL typeIsExpectedFp8ForChipset; OCP encodings come with gfx950).
srcA and srcB are two VGPRs (eight 8-bit elements a lane, LLVM's intrinsic takes them as
i64), srcC / vdst 16 or 4 f32 registers in VGPRs or AGPRs, as the 16-bit rows; the D layout
of each is that of the 16-bit shape of the same M (the calculator prints the same C/D
formulas for 32x32x16_fp8 and 32x32x8_f16). No CBSZ/ABID/BLGP: the calculator says the FP8
MFMAs support none of them ("CBSZ and ABID bits supported: False", "BLGP bits supported:
False"), so none is ever written on them. CDNA4's f8f6f4 MFMAs (below) take the formats as
cbsz / blgp instead.

Pass counts are the target's data (WaitStates.mfma_passes, by shape), not this table's.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MfmaRow:
    """One LIR (shape, dtype): f32 accumulators per lane, VGPRs of srcA (and of srcB: M K / 64
    elements a lane, packed in 32-bit registers), and the mnemonic per spelling family (a
    family without one does not have the instruction)."""
    accumulators: int
    mnemonics: tuple[tuple[str, str], ...]
    ab_regs: int = 2
    # Modifiers after the operands: the f8f6f4 MFMAs name A's and B's formats there
    # (cbsz / blgp), not in the mnemonic.
    modifiers: str = ""

    def mnemonic(self, spelling: str) -> str | None:
        """MfmaRow(16, (("cdna3", "v_mfma_f32_32x32x8_f16"),)).mnemonic("cdna2") is None."""
        return dict(self.mnemonics).get(spelling)


# An 8-bit format -> its name inside an MFMA or conversion mnemonic (see the docstring) and the
# family whose FP8 / BF8 it is: CDNA3's are FNUZ, CDNA4's OCP (MLIR AMDGPUToROCDL, hasOcpFp8).
FP8_NAME = {"e4m3fnuz": ("fp8", "cdna3"), "e5m2fnuz": ("bf8", "cdna3"),
            "e4m3": ("fp8", "cdna4"), "e5m2": ("bf8", "cdna4")}

# The shapes of each family: (16-bit shape, 8-bit shape, accumulators). The 8-bit shape has
# twice the K of the 16-bit one of the same M, in the same number of passes.
_SHAPES = (("32x32x8", "32x32x16", 16), ("16x16x16", "16x16x32", 4))
# CDNA4's 16-bit shapes of twice the K (the 8-bit shapes' M, N and K), and their accumulators.
_SHAPES_CDNA4 = (("32x32x16", 16), ("16x16x32", 4))
# CDNA4's f8f6f4 MFMAs (v_mfma_f32_32x32x64_f8f6f4, v_mfma_f32_16x16x128_f8f6f4) and their
# accumulators: one mnemonic for every format, srcA's named by cbsz and srcB's by blgp (0
# FP8 E4M3, 1 BF8 E5M2; 2-4 the 6- and 4-bit ones, which kgen does not emit): AMD's ROCm blog
# "Matrix Core Programming on AMD CDNA3 and CDNA4", LLVM test/MC/AMDGPU/mai-gfx950.s
# ("v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[4:11], v[4:11], v[0:15] cbsz:1 blgp:1"). 8-bit
# operands are eight VGPRs a lane (llvm-mc 22: "wrong register tuple size" otherwise).
_SHAPES_F8F6F4 = (("32x32x64", 16), ("16x16x128", 4))
F8F6F4_CODE = {"e4m3": 0, "e5m2": 1}


def _rows() -> dict[tuple[str, str], MfmaRow]:
    rows = {}
    for s16, s8, nd in _SHAPES:
        for dt, old in (("f16", f"v_mfma_f32_{s16}f16"), ("bf16", f"v_mfma_f32_{s16}bf16_1k")):
            new = f"v_mfma_f32_{s16}_{dt}"
            rows[(s16, dt)] = MfmaRow(nd, (("cdna2", old), ("cdna3", new), ("cdna4", new)))
        for a, (an, family) in FP8_NAME.items():
            for b, (bn, other) in FP8_NAME.items():
                if family == other:
                    rows[(s8, f"{a}.{b}")] = MfmaRow(
                        nd, ((family, f"v_mfma_f32_{s8}_{an}_{bn}"),))
    for shape, nd in _SHAPES_CDNA4:
        for dt in ("f16", "bf16"):
            rows[(shape, dt)] = MfmaRow(nd, (("cdna4", f"v_mfma_f32_{shape}_{dt}"),), ab_regs=4)
    for shape, nd in _SHAPES_F8F6F4:
        for a, ca in F8F6F4_CODE.items():
            for b, cb in F8F6F4_CODE.items():
                mods = " ".join(f"{k}:{c}" for k, c in (("cbsz", ca), ("blgp", cb)) if c)
                rows[(shape, f"{a}.{b}")] = MfmaRow(
                    nd, (("cdna4", f"v_mfma_f32_{shape}_f8f6f4"),), ab_regs=8, modifiers=mods)
    return rows


# (shape, dtype) -> MfmaRow.
MFMA = _rows()


def fp8_formats(dtype: str) -> tuple[str, ...]:
    """The 8-bit formats an MFMA dtype names: "e4m3fnuz.e5m2fnuz" -> both; "bf16" -> ()."""
    return tuple(x for x in dtype.split(".") if x in FP8_NAME)
