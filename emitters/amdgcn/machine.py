"""Hardware facts of gfx9 (CDNA2, CDNA3) and the machine IR: instructions over virtual
registers, constants, the kernel-argument layout."""

from __future__ import annotations

import functools
import struct
from dataclasses import dataclass

from kgen.lir import ops as L


# ----------------------------------------------------------------------------------------------
# Hardware facts (AMD CDNA3 ISA, MI300; CDNA2 ISA, MI200; LLVM AMDGPUUsage).

WAVE = 64
ARCH_VGPRS = 256          # v0..v255
ACC_VGPRS = 256           # a0..a255: MFMA accumulators (gfx90a / gfx942)
ADDRESSABLE_SGPRS = 102   # s0..s101 on gfx9
EXTRA_SGPRS = 6           # VCC, FLAT_SCRATCH and XNACK_MASK are carved from the same allocation
MAX_SGPRS = ADDRESSABLE_SGPRS - EXTRA_SGPRS
GLOBAL_OFFSET = (-4096, 4095)   # FLAT/global instruction offset: 13-bit signed on gfx9
DS_OFFSET = (0, 65535)          # DS instruction offset: 16-bit unsigned
VMCNT_MAX = 63                  # s_waitcnt vmcnt is 6 bits on gfx9
LGKMCNT_MAX = 15                # s_waitcnt lgkmcnt is 4 bits on gfx9
CODE_OBJECT_VERSION = 5
HSA_METADATA_VERSION = (1, 2)   # code object v5 metadata
KERNARG_PTR_SGPRS = 2           # user SGPRs: only the kernarg segment pointer, in s[0:1]

# Inline constants take no constant-bus slot and no literal (ISA "Scalar Operands").
_INLINE_INT = range(-16, 65)
_INLINE_F32 = {0.5: "0.5", -0.5: "-0.5", 1.0: "1.0", -1.0: "-1.0", 2.0: "2.0", -2.0: "-2.0",
               4.0: "4.0", -4.0: "-4.0"}

# Transcendental ("trans") VALU ops: on gfx940+ a non-trans VALU reading their result needs one
# wait state (LLVM GCNHazardRecognizer, "TransUseHazard" for gfx940; the ops LLVM marks IsTrans).
_TRANS = frozenset({"v_exp_f32", "v_log_f32", "v_rcp_f32", "v_rsq_f32", "v_sqrt_f32",
                    "v_rcp_iflag_f32", "v_sin_f32", "v_cos_f32"})



@dataclass(frozen=True)
class Resources:
    kernel: str
    vgprs: int
    agprs: int
    sgprs: int          # SGPRs the kernel allocates (s0..s{n-1}); VCC etc. come on top
    lds_bytes: int
    spills: int = 0
    kernarg_bytes: int = 0
    wave: int = WAVE
    threads: int = 0


# ----------------------------------------------------------------------------------------------
# Machine IR: instructions over virtual registers.
#
# These are built once per operand and instruction, thousands of times per kernel: slotted
# classes compared by identity (each VReg is made once, by _Lower.new) cost a quarter of what
# frozen dataclasses do to build.

@dataclass(slots=True, eq=False)
class VReg:
    id: int
    file: str      # "s" | "v"
    size: int      # dwords: 1, 2, 3 or 4, or 16 for an MFMA accumulator (tuples are even-aligned)


@dataclass(slots=True, eq=False)
class Sub:
    """Dwords lo..lo+n-1 of a virtual register, optionally negated (a VOP3 float modifier)."""
    reg: VReg
    lo: int = 0
    n: int = 1
    neg: bool = False

    def part(self, i: int) -> "Sub":
        if i == 0 and self.n == 1 and not self.neg:
            return self         # the same dword: sharing it saves to_physical a lookup
        return Sub(self.reg, self.lo + i, 1)


@dataclass(slots=True, eq=False)
class Const:
    text: str
    inline: bool


@dataclass(slots=True, eq=False)
class MInst:
    op: str              # mnemonic; "label" for a label
    ops: tuple           # operands in printed order: Sub | Const | str (vcc, exec, labels)
    ndef: int = 0        # the first ndef operands are written
    extra: str = ""      # text after the operands (offset:16)
    reads: tuple = ()    # further operands read: a partial definition keeps the old value
    note: str = ""
    depth: int = 0       # how many conditionally executed regions (If, Loop, skip) enclose it


@dataclass(frozen=True)
class LoopSpan:
    lo: int              # index of the loop's head label
    hi: int              # index of its back-edge branch
    depth: int           # depth of the loop body


@dataclass(frozen=True)
class Param:
    slot: L.ParamSlot
    offset: int
    size: int


def kernarg_layout(fn: L.Function) -> tuple[tuple[Param, ...], int]:
    """Arguments in ABI order, each aligned to its size (8 for a pointer, else 4)."""
    out, off = [], 0
    for p in fn.params:
        size = 8 if p.ty == "u64" else 4
        off = (off + size - 1) // size * size
        out.append(Param(p, off, size))
        off += size
    return tuple(out), off


# 1 / (2 pi) as an inline constant (CDNA3 ISA "Scalar Operands": inline constant 248, the f32
# 0x3e22f983), as llvm-mc spells it: v_sin_f32 / v_cos_f32 take their argument in revolutions.
_INV_2PI = Const("0.15915494", True)


@functools.cache
def iconst(v: int) -> Const:
    """An integer operand (shared: operands are never changed after they are made)."""
    v = int(v)
    if v in _INLINE_INT:
        return Const(str(v), True)
    return Const(f"0x{v & 0xFFFFFFFF:x}", False)


def fconst(x: float) -> Const:
    x = float(x)
    if x == 0.0 and struct.pack("<f", x) == struct.pack("<f", 0.0):
        return Const("0", True)
    if x in _INLINE_F32:
        return Const(_INLINE_F32[x], True)
    return Const("0x%08x" % struct.unpack("<I", struct.pack("<f", x))[0], False)


def imm_halves(value: int) -> tuple[Const, Const]:
    v = int(value) & 0xFFFFFFFFFFFFFFFF
    return iconst(_s32(v & 0xFFFFFFFF)), iconst(_s32(v >> 32))


def _s32(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


def is_v(o) -> bool:
    return isinstance(o, Sub) and o.reg.file == "v"
