"""The emulator's AMDGCN front end: runs the gfx90a / gfx942 assembly kgen emits, wave64.

It parses kgen's own text (not an IR): the kernel code with its labels, the `.amdhsa_kernel`
descriptor (LDS size, kernarg size, which system SGPRs the hardware initialises, register
counts) and the code-object v5 metadata (the argument layout). Each instruction is parsed once
into a prepared handler; running a wave is a loop over handlers with no string work.

A wave is 64 lanes in lockstep: VGPRs are a (256, 64) uint32 array, SGPRs a list of 128 ints
(s0..s101, then VCC at 106:107 and EXEC at 126:127 as in the hardware's operand encoding), SCC
a bool. VALU and memory instructions respect EXEC: inactive lanes keep their values and stores
skip them.

Adversarial memory timing, the point of the emulator. A load (global_load_*, s_load_*,
ds_read*, ds_swizzle) does not write its destination when issued: it is queued on its counter
(vmcnt for global loads and stores, lgkmcnt for LDS, SMEM and ds_swizzle) and completes, reading
memory and writing the register, at the latest moment the ISA allows: when an s_waitcnt brings
its counter low enough (CDNA3 ISA 4.4 "Data Dependency Resolution": vmcnt and LDS ops retire in
order; SMEM may return out of order, so an SMEM load is only known complete at lgkmcnt(0)).
Reading or overwriting a register an outstanding load targets is a `StaleRead`. LDS writes land
(and meet the race detector) when they retire; an LDS access is checked against the race
detector both when issued and when it retires, since the hardware may do it at either moment.
At s_endpgm everything outstanding completes.

Hazards the hardware leaves to software (CDNA3 ISA 4.5 "Manually Inserted Wait States") are
checked as the wave runs, along the path it actually takes: too few wait states between a
producer and a consumer is a `HazardViolation`. At parse time, what the assembler or the
loader would reject is an error too: an opcode the emulator does not know
(`UnknownInstruction`, with its line), a VALU operand mix gfx9 cannot encode (two scalar values
on the constant bus, a literal in VOP3: `IllegalInstruction`), an offset out of its field's
range, and a descriptor that allocates fewer registers than the code uses (`BadDescriptor`).

Matrix kernels (see "Matrix instructions" below): the f16 / bf16 MFMAs with VGPR or AGPR
accumulators, the AGPR moves, the MFMA dependency hazards (LLVM's GCNHazardRecognizer tables),
raw-buffer loads and stores with their out-of-range rules, and 16-bit LDS accesses.

Arithmetic is exact where the ISA is: f32 add/mul/fma round once to nearest even, f32
denormals are kept (the descriptor's denorm mode 3, which the parser requires). The
transcendentals (v_exp/log/rcp/rsq/sqrt/sin/cos_f32) give a value anywhere inside the bound the
ISA states (or, where it states none, a stated conservative one), drawn per lane from the
launch's seed (`kgen.sim.approx`). v_min/max_f32 order -0 below +0.
"""

from __future__ import annotations

import functools
import re
import struct
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from ..target.targets import TARGETS, WaitStates
from .approx import APPROX, approximate
from .core import (NAN_WORD, EmulatorError, Launch, SharedMemory, StaleRead, UnknownInstruction,
                   Warp, check_width, loop_limit, runaway)

U32, I32, U64, F32, F64 = np.uint32, np.int32, np.uint64, np.float32, np.float64
M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1
WAVE = 64
VGPRS = 256
AGPRS = 256            # gfx90a / gfx942 accumulation registers a0..a255 (see AGPR_KEY)
SGPRS = 128            # operand encoding space: s0..s101, VCC 106:107, M0 124, EXEC 126:127
ADDRESSABLE_SGPRS = 102
VCC, M0, EXEC = 106, 124, 126
GLOBAL_OFFSET = (-4096, 4095)     # FLAT/global inst_offset: 13-bit signed on gfx9
DS_OFFSET = (0, 65535)            # DS offset: 16 bits unsigned
BARRIER, EXIT = -1, -2            # handler results besides None (next) and a branch target
AGPR_KEY = 512                    # register keys: VGPR i -> i, SGPR j -> 256 + j, AGPR k -> 512 + k
MUBUF_OFFSET = (0, 4095)          # MUBUF inst_offset: 12 bits unsigned


class HazardViolation(EmulatorError):
    """Too few wait states between two instructions that the ISA says need them."""


class IllegalInstruction(EmulatorError):
    """An instruction the gfx9 encoding cannot express (the assembler would reject it)."""


class BadDescriptor(EmulatorError):
    """The kernel descriptor or metadata does not describe the code (or is a mode the emulator
    does not model)."""


# ----------------------------------------------------------------------------------------------
# Operands.

@dataclass(frozen=True, slots=True)
class Opnd:
    """One parsed operand. Registers: kind "v", "a" (AGPR) or "s" with first index and dword
    count (VCC, EXEC and M0 are SGPRs at their encoding indices). Constants: kind "c" with the
    32-bit pattern and the 64-bit one (inline integers sign-extend, literals zero-extend)."""
    kind: str                 # "v" | "a" | "s" | "c" | "off" | "label"
    index: int = 0
    count: int = 1
    value: int = 0
    value64: int = 0
    inline: bool = True
    neg: bool = False
    abs: bool = False
    text: str = ""

    def keys(self) -> tuple[int, ...]:
        """Register keys for the in-flight tracker: VGPR i -> i, SGPR j -> 256 + j,
        AGPR k -> 512 + k."""
        return _keys(self.kind, self.index, self.count)


@functools.lru_cache(maxsize=None)
def _keys(kind: str, index: int, count: int) -> tuple[int, ...]:
    base = {"v": 0, "s": VGPRS, "a": AGPR_KEY}.get(kind)
    if base is None:
        return ()
    return tuple(base + index + k for k in range(count))


_NAMED = {"vcc": (VCC, 2), "vcc_lo": (VCC, 1), "vcc_hi": (VCC + 1, 1), "exec": (EXEC, 2),
          "exec_lo": (EXEC, 1), "exec_hi": (EXEC + 1, 1), "m0": (M0, 1)}
# Inline float constants (ISA "Scalar Operands": 240-248) and their f32 patterns.
_INLINE_F = {"0.5": 0x3F000000, "-0.5": 0xBF000000, "1.0": 0x3F800000, "-1.0": 0xBF800000,
             "2.0": 0x40000000, "-2.0": 0xC0000000, "4.0": 0x40800000, "-4.0": 0xC0800000,
             "0.15915494": 0x3E22F983}
_REG = re.compile(r"([vsa])(?:(\d+)|\[(\d+):(\d+)\])$")
_INT = re.compile(r"-?(0x[0-9a-fA-F]+|\d+)$")
_FLOAT = re.compile(r"-?\d+\.\d*(e[-+]?\d+)?$")


@functools.lru_cache(maxsize=1 << 16)     # an Opnd is immutable; errors are not kept
def parse_operand(text: str) -> Opnd:
    """`v5`, `s[4:5]`, `vcc`, `-v6`, `|v1|`, `-|v1|`, `abs(v1)`, `0x3ff`, `-16`, `1.0`, `off`,
    or a label name."""
    t = text.strip()
    neg = absm = False
    if t.startswith("-") and not _INT.match(t) and not _FLOAT.match(t):
        neg, t = True, t[1:].strip()
    if t.startswith("|") and t.endswith("|"):
        absm, t = True, t[1:-1].strip()
    elif t.startswith("abs(") and t.endswith(")"):
        absm, t = True, t[4:-1].strip()
    elif t.startswith("neg(") and t.endswith(")"):
        neg, t = True, t[4:-1].strip()
    m = _REG.match(t)
    if m:
        lo = int(m.group(2) if m.group(2) is not None else m.group(3))
        hi = lo if m.group(2) is not None else int(m.group(4))
        if hi < lo:
            raise ValueError(f"register range {t} ends before it starts")
        return Opnd(m.group(1), lo, hi - lo + 1, neg=neg, abs=absm, text=text.strip())
    if t in _NAMED:
        i, n = _NAMED[t]
        return Opnd("s", i, n, neg=neg, abs=absm, text=text.strip())
    if t == "off":
        return Opnd("off", text=t)
    if _INT.match(t):
        v = int(t, 0)
        inline = -16 <= v <= 64
        if not -(1 << 31) <= v <= M32:
            raise ValueError(f"constant {t} does not fit 32 bits")
        v64 = v & M64 if inline else v & M32
        return Opnd("c", value=v & M32, value64=v64, inline=inline, neg=neg, abs=absm, text=t)
    if t in _INLINE_F:
        return Opnd("c", value=_INLINE_F[t], value64=_INLINE_F[t], neg=neg, abs=absm, text=t)
    if _FLOAT.match(t):
        bits = struct.unpack("<I", struct.pack("<f", float(t)))[0]
        return Opnd("c", value=bits, value64=bits, inline=False, neg=neg, abs=absm, text=t)
    if re.match(r"[.A-Za-z_$][\w.$]*$", t) and not (neg or absm):
        return Opnd("label", text=t)
    raise ValueError(f"cannot read operand '{text.strip()}'")


def split_operands(rest: str) -> tuple[list[str], list[str]]:
    """Operands (commas outside parentheses) and the trailing modifiers (`offset:16`, `glc`):
    `v4, v5 offset:swizzle(SWAP,1)` -> ['v4', 'v5'], ['offset:swizzle(SWAP,1)']."""
    names, mods = _split_operands(rest)
    return list(names), list(mods)


@functools.lru_cache(maxsize=1 << 16)
def _split_operands(rest: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    parts, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    mods: list[str] = []
    if parts:
        last = parts[-1].strip()
        words = re.split(r"\s+(?![^(]*\))", last)
        k = next((i for i, w in enumerate(words) if i > 0 and _is_modifier(w)), len(words))
        parts[-1] = " ".join(words[:k])
        mods = words[k:]
        if not parts[-1] and len(parts) == 1:
            parts = []
    return tuple(p.strip() for p in parts), tuple(mods)


def _is_modifier(word: str) -> bool:
    return word.split(":")[0] in ("offset", "offset0", "offset1", "glc", "slc", "nt", "sc0",
                                  "sc1", "gds", "lgkmcnt", "vmcnt", "expcnt", "offen", "idxen",
                                  "lds", "tfe", "cbsz", "abid", "blgp", "neg_lo", "neg_hi")


# ----------------------------------------------------------------------------------------------
# Wave state and the prepared-instruction form.

@dataclass(slots=True)
class Inst:
    """A parsed instruction: `run(wave)` returns None (fall through), a code index (branch),
    BARRIER or EXIT. `keys` are the registers it reads or writes (for the in-flight check)."""
    op: str
    line: int
    text: str
    run: Callable = None
    keys: frozenset = frozenset()
    reads: tuple = ()          # register keys read (for hazards)
    writes: tuple = ()         # register keys written
    valu: bool = False
    trans: bool = False
    vmem: bool = False
    wide_store: bool = False
    nop_states: int = 1

    @property
    def where(self) -> str:
        return f"line {self.line}: {self.text}"


@dataclass(slots=True)
class Pending:
    """A memory operation in flight: retiring it performs its access and writes its registers."""
    inst: Inst
    keys: tuple
    complete: Callable
    smem: bool = False


class Wave(Warp):
    """One wave64: registers, EXEC/VCC/SCC, the in-flight queues and the hazard clock."""

    def __init__(self, kernel: "Kernel", wid: int, shared: SharedMemory, launch: Launch,
                 sgprs: list[int], lanes: int):
        self.id = wid
        self.kernel = kernel
        self.code = kernel.code
        self.shared = shared
        self.memory = launch.memory
        self.v = np.full((VGPRS, WAVE), NAN_WORD, U32)     # uninitialised VGPRs are NaN
        self.a = np.full((AGPRS, WAVE), NAN_WORD, U32)     # ... and so are AGPRs
        self.v[0] = np.arange(WAVE, dtype=U32) + WAVE * wid  # work-item id x (y, z are 0)
        self.s = [NAN_WORD] * SGPRS
        self.s[:len(sgprs)] = sgprs
        self.scc = False
        self.exec = np.arange(WAVE) < lanes
        self.exec_full = bool(self.exec.all())
        ex = int(sum(1 << i for i in range(lanes)))
        self.s[EXEC], self.s[EXEC + 1] = ex & M32, ex >> 32
        self.pc = 0
        self.count = 0
        self.priority = 0                       # s_setprio: scheduling only, no data effect
        self.setprios = 0
        self.launch_stats = launch.stats
        self.vmq: list[Pending] = []
        self.lgkmq: list[Pending] = []
        self.pending: dict[int, Pending] = {}
        self.clock = 0                          # wait states issued so far
        self.last_valu: dict[int, tuple] = {}   # reg key -> (clock, inst) of last VALU write
        self.last_trans: dict[int, tuple] = {}  # VGPR key -> (clock, inst) of a trans write
        self.last_wide: dict[int, tuple] = {}   # VGPR key -> (clock, inst) of a wide store
        self.mfma_w: dict[int, tuple] = {}      # V/AGPR key -> (clock, inst, passes, dst): MFMA
        self.mfma_c: dict[int, tuple] = {}      # V/AGPR key -> (clock, inst, passes) read as srcC
        self.ws = kernel.ws
        self.seed = launch.seed                 # the approximate instructions' draws
        # Backward branches this wave may take, and may still take (core.loop_limit).
        self.loop_limit = self.loops_left = loop_limit(launch)

    # -- scalar registers ----------------------------------------------------------------
    def get64(self, i: int) -> int:
        return self.s[i] | (self.s[i + 1] << 32)

    def set64(self, i: int, value: int) -> None:
        self.s[i], self.s[i + 1] = value & M32, (value >> 32) & M32
        if i == EXEC:
            self.refresh_exec()

    def set32(self, i: int, value: int) -> None:
        self.s[i] = value & M32
        if i in (EXEC, EXEC + 1):
            self.refresh_exec()

    def refresh_exec(self) -> None:
        self.exec = self.kernel.lanes(self.get64(EXEC))
        self.exec_full = self.s[EXEC] == M32 and self.s[EXEC + 1] == M32

    # -- vector registers ----------------------------------------------------------------
    def write_v(self, d: int, value) -> None:
        """VGPR d = value in the active lanes (ISA: inactive lanes are not written)."""
        if self.exec_full:
            self.v[d] = value
        else:
            np.copyto(self.v[d], value, where=self.exec, casting="unsafe")

    def write_a(self, d: int, value) -> None:
        """AGPR d = value in the active lanes."""
        if self.exec_full:
            self.a[d] = value
        else:
            np.copyto(self.a[d], value, where=self.exec, casting="unsafe")

    # -- the run loop --------------------------------------------------------------------
    def run(self) -> str:
        code, pending = self.code, self.pending
        pc, n = self.pc, 0
        try:
            while True:
                ins = code[pc]
                n += 1
                if pending and not pending.keys().isdisjoint(ins.keys):
                    self.stale(ins)
                r = ins.run(self)
                self.clock += ins.nop_states
                if r is None:
                    pc += 1
                elif r >= 0:
                    if r <= pc:
                        self.loops_left -= 1
                        if self.loops_left < 0:
                            raise runaway(ins.where, "wave", self.id, self.launch_stats.blocks,
                                          self.loop_limit, self.count + n)
                    pc = r
                elif r == BARRIER:
                    self.pc = pc + 1
                    return "barrier"
                else:
                    self.pc = pc
                    return "exit"
        finally:
            self.count += n

    def stale(self, ins: Inst) -> None:
        key = next(k for k in sorted(ins.keys) if k in self.pending)
        p = self.pending[key]
        name = _kname(key)
        how = "overwrites" if key in ins.writes and key not in ins.reads else "reads"
        counter = "lgkmcnt" if any(x is p for x in self.lgkmq) else "vmcnt"
        raise StaleRead(f"{ins.where} {how} {name} while the load into it ({p.inst.where}) "
                        f"is still in flight: no s_waitcnt {counter} covers it (wave {self.id})")

    # -- memory counters -----------------------------------------------------------------
    def issue(self, p: Pending, lgkm: bool) -> None:
        (self.lgkmq if lgkm else self.vmq).append(p)
        for k in p.keys:
            self.pending[k] = p

    def retire(self, p: Pending) -> None:
        for k in p.keys:
            if self.pending.get(k) is p:
                del self.pending[k]
        p.complete(self)

    def wait_vm(self, n: int) -> None:
        """s_waitcnt vmcnt(n): the oldest operations retire until at most n remain (in order)."""
        q = self.vmq
        while len(q) > n:
            self.retire(q.pop(0))

    def wait_lgkm(self, n: int) -> None:
        """s_waitcnt lgkmcnt(n): at most n remain. LDS ops retire in order, so all but the
        newest n do. SMEM ops may return out of order: any one of them may be among the n
        still out, so they are only known complete at lgkmcnt(0)."""
        q = self.lgkmq
        if n == 0:
            self.lgkmq = []
            for p in q:
                self.retire(p)
            return
        lds = [p for p in q if not p.smem]
        if len(lds) <= n:
            return
        done = set(map(id, lds[:len(lds) - n]))
        self.lgkmq = [p for p in q if id(p) not in done]
        for p in lds[:len(lds) - n]:
            self.retire(p)

    def drain(self) -> None:
        self.wait_vm(0)
        self.wait_lgkm(0)


def _kname(key: int) -> str:
    """A register key's name: v5, a3, s7, vcc_lo."""
    if key < VGPRS:
        return f"v{key}"
    if key >= AGPR_KEY:
        return f"a{key - AGPR_KEY}"
    return _sname(key - VGPRS)


def _sname(i: int) -> str:
    for name, (j, n) in _NAMED.items():
        if n == 1 and j == i:
            return name
    return f"s{i}"


# ----------------------------------------------------------------------------------------------
# Operand access, prepared per instruction.

def vsrc(o: Opnd, float_ok: bool) -> Callable:
    """A VALU source as a function of the wave giving uint32 lanes (array or numpy scalar),
    with the VOP3 abs/neg input modifiers applied to the sign bit (floats only)."""
    if (o.neg or o.abs) and not float_ok:
        raise ValueError(f"input modifier on '{o.text}' of an integer operation")
    if o.kind == "v":
        i = o.index
        get = lambda w: w.v[i]  # noqa: E731
    elif o.kind == "s":
        i = o.index
        get = lambda w: U32(w.s[i])  # noqa: E731
    elif o.kind == "c":
        c = U32(o.value)
        get = lambda w: c  # noqa: E731
    else:
        raise ValueError(f"'{o.text}' is not a VALU source")
    if o.abs:
        inner, get = get, (lambda w: inner(w) & U32(0x7FFFFFFF))
    if o.neg:
        inner2, get = get, (lambda w: inner2(w) ^ U32(0x80000000))
    return get


def ssrc(o: Opnd, bits: int = 32) -> Callable:
    """A SALU source as a function of the wave giving a Python int of `bits` bits."""
    if o.neg or o.abs:
        raise ValueError(f"input modifier on scalar operand '{o.text}'")
    if o.kind == "s":
        i = o.index
        if bits == 64:
            return lambda w: w.s[i] | (w.s[i + 1] << 32)
        return lambda w: w.s[i]
    if o.kind == "c":
        c = o.value64 if bits == 64 else o.value
        return lambda w: c
    raise ValueError(f"'{o.text}' is not a scalar source")


def sdst_setter(o: Opnd, bits: int = 32) -> Callable:
    if o.kind != "s":
        raise ValueError(f"'{o.text}' is not a scalar destination")
    i = o.index
    if bits == 64:
        return lambda w, x: w.set64(i, x)
    if i in (EXEC, EXEC + 1):
        return lambda w, x: w.set32(i, x)

    def put(w, x):
        w.s[i] = x & M32
    return put


def _mask_to_int(m: np.ndarray) -> int:
    return int.from_bytes(np.packbits(m, bitorder="little").tobytes(), "little")


# ----------------------------------------------------------------------------------------------
# Float helpers (all on uint32 bit patterns unless named otherwise).

def _f(x):
    return x.view(F32)


def _fbits(x) -> np.ndarray:
    """float32 (or float64, rounded to nearest even) values -> uint32 patterns."""
    return np.asarray(x, F32).view(U32)


def fma_f32(a, b, c, scale: float = 1.0) -> np.ndarray:
    """a * b + c rounded once to f32 (then the optional power-of-two scale, also before the
    one rounding). a*b is exact in f64; the sum's rounding error comes from TwoSum, and
    rounding to odd at 53 bits then to nearest at 24 is a correct single rounding."""
    a64, b64, c64 = (np.asarray(x, F32).astype(F64) for x in (a, b, c))
    p = a64 * b64
    s = p + c64
    bb = s - p
    err = (p - (s - bb)) + (c64 - bb)
    fix = np.isfinite(s) & (err != 0) & ((s.view(U64) & U64(1)) == 0)
    if np.any(fix):
        s = np.where(fix, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
    if scale != 1.0:
        s = s * scale
    return np.asarray(s, F32)


def _is_snan(u) -> np.ndarray:
    return ((u & U32(0x7FC00000)) == U32(0x7F800000)) & ((u & U32(0x003FFFFF)) != 0)


def _minmax(pick):
    """v_min/max_f32 in IEEE mode (MODE.IEEE = 1, the descriptor's ieee_mode): a quiet NaN
    operand yields the other one; a signalling NaN yields a quiet NaN; and the ordering is
    "GT_NEG_ZERO ... NOTE: +0>-0 is TRUE in this comparison", so max(-0, +0) is +0 and
    min(+0, -0) is -0 whichever way round (V_MAX_F32 / V_MIN_F32 pseudocode of AMD's ISA
    guides, the CDNA3 ISA's VOP2; np.fmax / np.fmin pick either zero)."""
    def op(a, b):
        x, y = _f(a), _f(b)
        r = _fbits(pick(x, y))
        zeros = (x == 0) & (y == 0)
        if np.any(zeros):
            neg = np.signbit(x) | np.signbit(y) if pick is np.fmin else \
                np.signbit(x) & np.signbit(y)
            r = np.where(zeros, np.where(neg, U32(0x80000000), U32(0)), r)
        snan = _is_snan(a) | _is_snan(b)
        return np.where(snan, U32(0x7FC00000), r) if np.any(snan) else r
    return op


def _exponent(x64: np.ndarray) -> np.ndarray:
    """Biased f32 exponent field of f32 values held in f64."""
    return ((np.asarray(x64, F32).view(U32) >> U32(23)) & U32(0xFF)).astype(np.int64)


def _denorm(x64) -> np.ndarray:
    a = np.abs(x64)
    return (a > 0) & (a < 2.0 ** -126)


def div_scale_f32(s0, s1, s2) -> tuple[np.ndarray, np.ndarray]:
    """V_DIV_SCALE_F32 (CDNA3 ISA, VOP3B): S0 is the operand to scale, S1 the denominator, S2
    the numerator. Scales both operands together by 2^64 or 2^-64 where an intermediate of the
    division sequence would leave the normal range, or only one of them (setting VCC) where the
    quotient itself would overflow or be denormal; V_DIV_FMAS_F32 undoes that one-sided scale.
    Returns (value bits, VCC lanes)."""
    x0, d, n = (_f(np.asarray(v, U32)).astype(F64) for v in (s0, s1, s2))
    x0, d, n = np.broadcast_arrays(x0, d, n)
    e1, e2 = _exponent(d), _exponent(n)
    with np.errstate(all="ignore"):
        rcp, q = 1.0 / d, n / d
    out = x0.copy()
    vcc = np.zeros(x0.shape, bool)
    rest = np.ones(x0.shape, bool)

    def case(cond):
        nonlocal rest
        c = rest & cond
        rest = rest & ~cond
        return c

    zero = case((n == 0) | (d == 0))
    out[zero] = np.nan
    big = case(e2 - e1 >= 96)                    # the quotient is near or past MAX_FLOAT
    vcc |= big
    sel = big & (x0 == d)
    out[sel] = x0[sel] * 2.0 ** 64               # only the denominator grows
    both_up = case(_denorm(d))                   # a denormal denominator
    out[both_up] = x0[both_up] * 2.0 ** 64
    tiny_q = case(_denorm(rcp) & _denorm(q))     # huge denominator, denormal quotient
    vcc |= tiny_q
    sel = tiny_q & (x0 == d)
    out[sel] = x0[sel] * 2.0 ** -64              # only the denominator shrinks
    both_down = case(_denorm(rcp))               # huge denominator
    out[both_down] = x0[both_down] * 2.0 ** -64
    den_q = case(_denorm(q) | ((np.abs(q) < 2.0 ** -126) & (q != 0)))
    vcc |= den_q
    sel = den_q & (x0 == n)
    out[sel] = x0[sel] * 2.0 ** 64               # only the numerator grows
    tiny_n = case(e2 <= 23)                      # tiny numerator: the residuals would underflow
    out[tiny_n] = x0[tiny_n] * 2.0 ** 64
    return _fbits(out), vcc


def div_fmas_f32(a, b, c, vcc: np.ndarray) -> np.ndarray:
    """V_DIV_FMAS_F32: fma(a, b, c), and where VCC is set the one-sided scale of
    V_DIV_SCALE_F32 undone before the single rounding: by 2^64 if the scaled quotient c is
    large (the denominator was scaled up), by 2^-64 if small (numerator scaled up or
    denominator down). The ISA's pseudocode names one factor; this is the reading under which
    the emitter's sequence is IEEE-exact, which tests/sim/test_sim_amdgcn.py checks bit for bit."""
    r = fma_f32(_f(a), _f(b), _f(c))
    if not np.any(vcc):
        return _fbits(r)
    up = fma_f32(_f(a), _f(b), _f(c), 2.0 ** 64)
    down = fma_f32(_f(a), _f(b), _f(c), 2.0 ** -64)
    big = _exponent(np.asarray(_f(c), F64)) > 127
    return _fbits(np.where(vcc, np.where(big, up, down), r))


def div_fixup_f32(s0, s1, s2) -> np.ndarray:
    """V_DIV_FIXUP_F32 (S0 quotient, S1 denominator, S2 numerator): the IEEE special cases
    (NaN, 0/0, inf/inf, x/0, inf/y, x/inf, 0/y, total underflow, and a NaN quotient from
    finite operands, which is what an overflowing sequence leaves: OVERFLOW), else S0 with the
    quotient's sign."""
    q, d, n = (_f(np.asarray(v, U32)).astype(F64) for v in (s0, s1, s2))
    q, d, n = np.broadcast_arrays(q, d, n)
    sign = np.signbit(d) ^ np.signbit(n)
    inf = np.where(sign, -np.inf, np.inf)
    zero = np.where(sign, -0.0, 0.0)
    out = np.where(sign, -np.abs(q), np.abs(q))
    e1, e2 = _exponent(d), _exponent(n)
    nan_d, nan_n = np.isnan(d), np.isnan(n)
    conds = [  # in reverse priority: later entries win
        (np.isnan(q), inf),             # the scaled sequence overflowed: the quotient does too
        (e2 - e1 < -150, zero),
        ((np.isinf(d)) | (n == 0), zero),
        ((d == 0) | np.isinf(n), inf),
        (np.isinf(d) & np.isinf(n), np.nan),
        ((d == 0) & (n == 0), np.nan),
    ]
    for cond, val in conds:
        out = np.where(cond, val, out)
    bits = _fbits(out)
    bits = np.where((d == 0) & (n == 0) | np.isinf(d) & np.isinf(n), U32(0xFFC00000), bits)
    bits = np.where(nan_d, np.asarray(s1, U32) | U32(0x00400000), bits)
    bits = np.where(nan_n, np.asarray(s2, U32) | U32(0x00400000), bits)
    return bits.astype(U32)


def _trans(fn):
    """A transcendental: float64 result rounded to f32 (the hardware is within 1 ulp)."""
    def op(a):
        with np.errstate(all="ignore"):
            return _fbits(fn(_f(a).astype(F64)))
    return op


def _cvt_i32_f32(a):
    """V_CVT_I32_F32: truncate toward zero, saturate, NaN -> 0."""
    x = _f(a).astype(F64)
    r = np.where(np.isnan(x), 0.0, np.clip(np.trunc(x), -2.0 ** 31, 2.0 ** 31 - 1))
    return np.asarray(r).astype(np.int64).astype(I32).view(U32)


def _perm(s0, s1, sel):
    """V_PERM_B32: each selector byte picks a byte of {S0, S1} (S1 is bytes 0-3); 8-11 give
    the sign of bytes 1, 3, 5, 7 spread to a byte, 12 gives 0x00, 13-15 give 0xFF."""
    comb = (np.asarray(s0, U64) << U64(32)) | np.asarray(s1, U64)
    sel = np.asarray(sel, U64)
    out = np.zeros(np.broadcast(comb, sel).shape, U64)
    for k in range(4):
        b = (sel >> U64(8 * k)) & U64(0xFF)
        byte = (comb >> (U64(8) * (b & U64(7)))) & U64(0xFF)
        sign = ((comb >> (U64(16) * (b & U64(3)) + U64(15))) & U64(1)) * U64(0xFF)
        r = np.where(b < 8, byte, np.where(b < 12, sign, np.where(b == 12, U64(0), U64(0xFF))))
        out |= r << U64(8 * k)
    return out.astype(U32)


def _bfe_u32(a, off, width):
    w = width & U32(31)
    return np.asarray((a >> (off & U32(31))) & ((U32(1) << w) - U32(1)), U32)


def _f16_to_f32(a):
    return _fbits((np.asarray(a, U32) & U32(0xFFFF)).astype(np.uint16).view(np.float16)
                  .astype(F32))


def _f32_to_f16(a):
    """V_CVT_F16_F32: nearest even, f16 denormals kept; gfx9 writes the high half as 0."""
    return np.asarray(_f(a)).astype(np.float16).view(np.uint16).astype(U32)


def _mul_hi_u32(a, b):
    return ((np.asarray(a, U64) * np.asarray(b, U64)) >> U64(32)).astype(U32)


def _mul_hi_i32(a, b):
    """V_MUL_HI_I32: the high 32 bits of the signed 64-bit product."""
    p = _i(a).astype(np.int64) * _i(b).astype(np.int64)
    return (p >> 32).astype(np.int64).astype(I32).view(U32)


def _cvt_u32_f32(a):
    """V_CVT_U32_F32: truncate toward zero, clamp to [0, 2^32 - 1], NaN -> 0 (CDNA3 ISA VOP1;
    negative values clamp to 0)."""
    x = _f(a).astype(F64)
    r = np.where(np.isnan(x), 0.0, np.clip(np.trunc(x), 0.0, 2.0 ** 32 - 1))
    return np.asarray(r).astype(np.uint64).astype(U32)


def _trig(fn):
    """V_SIN_F32 / V_COS_F32: "D.f = sin(S0.f * 2 * PI). Valid range of S0.f is [-256.0,
    +256.0]. Out of range input results in float 0.0." (the ISA's VOP1 description, as in
    the Vega/CDNA ISA guides). Infinities are out of range too; NaN stays NaN. In range, the
    value is computed in float64 and rounded to f32 (the hardware approximates it)."""
    def op(a):
        x = _f(a).astype(F64)
        with np.errstate(all="ignore"):
            r = fn(2.0 * np.pi * x)
        r = np.where(np.abs(x) > 256.0, 0.0, r)
        return _fbits(r)
    return op


def _i(x):
    return np.asarray(x, U32).view(I32)


# VALU ops with one VGPR result: mnemonic -> (sources, function on uint32 lanes, float op).
# Shifts name the amount first ("rev"), as the ISA's VOP2 forms do.
_VALU: dict[str, tuple[int, Callable, bool]] = {
    "v_mov_b32": (1, lambda a: a, False),
    "v_add_u32": (2, lambda a, b: a + b, False),
    "v_sub_u32": (2, lambda a, b: a - b, False),
    "v_subrev_u32": (2, lambda a, b: b - a, False),
    "v_mul_lo_u32": (2, lambda a, b: a * b, False),
    "v_mul_hi_u32": (2, _mul_hi_u32, False),
    "v_mul_hi_i32": (2, _mul_hi_i32, False),
    "v_lshlrev_b32": (2, lambda a, b: b << (a & U32(31)), False),
    "v_lshrrev_b32": (2, lambda a, b: b >> (a & U32(31)), False),
    "v_ashrrev_i32": (2, lambda a, b: (_i(b) >> _i(a & U32(31))).view(U32), False),
    "v_and_b32": (2, lambda a, b: a & b, False),
    "v_or_b32": (2, lambda a, b: a | b, False),
    "v_xor_b32": (2, lambda a, b: a ^ b, False),
    "v_not_b32": (1, lambda a: ~a, False),
    "v_min_u32": (2, np.minimum, False),
    "v_max_u32": (2, np.maximum, False),
    "v_min_i32": (2, lambda a, b: np.minimum(_i(a), _i(b)).view(U32), False),
    "v_max_i32": (2, lambda a, b: np.maximum(_i(a), _i(b)).view(U32), False),
    "v_add3_u32": (3, lambda a, b, c: a + b + c, False),
    "v_bfe_u32": (3, _bfe_u32, False),
    "v_perm_b32": (3, _perm, False),
    "v_pack_b32_f16": (2, lambda a, b: (a & U32(0xFFFF)) | (b << U32(16)), True),
    "v_cvt_f32_i32": (1, lambda a: _fbits(_i(a).astype(F32)), False),
    "v_cvt_f32_u32": (1, lambda a: _fbits(np.asarray(a, U32).astype(F32)), False),
    "v_cvt_i32_f32": (1, _cvt_i32_f32, True),
    "v_cvt_u32_f32": (1, _cvt_u32_f32, True),
    "v_cvt_f16_f32": (1, _f32_to_f16, True),
    "v_cvt_f32_f16": (1, _f16_to_f32, True),
    "v_add_f32": (2, lambda a, b: _fbits(_f(a) + _f(b)), True),
    "v_sub_f32": (2, lambda a, b: _fbits(_f(a) - _f(b)), True),
    "v_subrev_f32": (2, lambda a, b: _fbits(_f(b) - _f(a)), True),
    "v_mul_f32": (2, lambda a, b: _fbits(_f(a) * _f(b)), True),
    "v_min_f32": (2, _minmax(np.fmin), True),
    "v_max_f32": (2, _minmax(np.fmax), True),
    "v_fma_f32": (3, lambda a, b, c: _fbits(fma_f32(_f(a), _f(b), _f(c))), True),
    "v_exp_f32": (1, _trans(np.exp2), True),
    "v_log_f32": (1, _trans(np.log2), True),
    "v_rcp_f32": (1, _trans(lambda x: 1.0 / x), True),
    # V_RCP_IFLAG_F32: the reciprocal as V_RCP_F32, but signals no divide-by-zero exception
    # (meant for integer division); 1 / 0 = +inf.
    "v_rcp_iflag_f32": (1, _trans(lambda x: 1.0 / x), True),
    "v_floor_f32": (1, lambda a: _fbits(np.floor(_f(a))), True),
    "v_sin_f32": (1, _trig(np.sin), True),
    "v_cos_f32": (1, _trig(np.cos), True),
    "v_rsq_f32": (1, _trans(lambda x: 1.0 / np.sqrt(x)), True),
    "v_sqrt_f32": (1, _trans(np.sqrt), True),
    "v_div_fixup_f32": (3, div_fixup_f32, True),
}
# Transcendental ops: on gfx940 a non-trans VALU op reading their result waits 1 state.
_TRANS = frozenset({"v_exp_f32", "v_log_f32", "v_rcp_f32", "v_rsq_f32", "v_sqrt_f32",
                    "v_rcp_iflag_f32", "v_sin_f32", "v_cos_f32"})

# v_cmp conditions. Floats: lt/le/gt/ge/eq/lg/o are ordered (false on NaN), the n* forms and
# u are their unordered complements (true on NaN); CDNA3 ISA VOPC.
_FCMP = {
    "f": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool),
    "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
    "lg": lambda a, b: (a < b) | (a > b), "ge": np.greater_equal,
    "o": lambda a, b: ~(np.isnan(a) | np.isnan(b)), "u": lambda a, b: np.isnan(a) | np.isnan(b),
    "nge": lambda a, b: ~(a >= b), "nlg": lambda a, b: ~((a < b) | (a > b)),
    "ngt": lambda a, b: ~(a > b), "nle": lambda a, b: ~(a <= b), "neq": lambda a, b: ~(a == b),
    "nlt": lambda a, b: ~(a < b), "tru": lambda a, b: np.ones(np.broadcast(a, b).shape, bool),
}
_ICMP = {"f": _FCMP["f"], "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
         "ne": np.not_equal, "ge": np.greater_equal, "t": _FCMP["tru"]}


# ----------------------------------------------------------------------------------------------
# SALU.

def _s32(x: int) -> int:
    return x - (1 << 32) if x & 0x80000000 else x


def _add_i32(a, b, c):
    r = _s32(a) + _s32(b)
    return r & M32, not -(1 << 31) <= r < (1 << 31)


def _sub_i32(a, b, c):
    r = _s32(a) - _s32(b)
    return r & M32, not -(1 << 31) <= r < (1 << 31)


def _nz32(r):
    return r & M32, (r & M32) != 0


def _nz64(r):
    return r & M64, (r & M64) != 0


# SOP2: mnemonic -> (dst bits, src bits, fn(a, b, scc) -> (result, new SCC or None)).
_SOP2 = {
    "s_add_u32": (32, (32, 32), lambda a, b, c: ((a + b) & M32, a + b > M32)),
    "s_addc_u32": (32, (32, 32), lambda a, b, c: ((a + b + c) & M32, a + b + c > M32)),
    "s_sub_u32": (32, (32, 32), lambda a, b, c: ((a - b) & M32, b > a)),
    "s_subb_u32": (32, (32, 32), lambda a, b, c: ((a - b - c) & M32, b + c > a)),
    "s_add_i32": (32, (32, 32), _add_i32),
    "s_sub_i32": (32, (32, 32), _sub_i32),
    "s_mul_i32": (32, (32, 32), lambda a, b, c: ((a * b) & M32, None)),
    "s_mul_hi_u32": (32, (32, 32), lambda a, b, c: ((a * b) >> 32, None)),
    "s_mul_hi_i32": (32, (32, 32), lambda a, b, c: (((_s32(a) * _s32(b)) >> 32) & M32, None)),
    "s_lshl_b32": (32, (32, 32), lambda a, b, c: _nz32(a << (b & 31))),
    "s_lshr_b32": (32, (32, 32), lambda a, b, c: _nz32(a >> (b & 31))),
    "s_ashr_i32": (32, (32, 32), lambda a, b, c: _nz32(_s32(a) >> (b & 31))),
    "s_lshl_b64": (64, (64, 32), lambda a, b, c: _nz64(a << (b & 63))),
    "s_lshr_b64": (64, (64, 32), lambda a, b, c: _nz64(a >> (b & 63))),
    "s_and_b32": (32, (32, 32), lambda a, b, c: _nz32(a & b)),
    "s_or_b32": (32, (32, 32), lambda a, b, c: _nz32(a | b)),
    "s_xor_b32": (32, (32, 32), lambda a, b, c: _nz32(a ^ b)),
    "s_andn2_b32": (32, (32, 32), lambda a, b, c: _nz32(a & ~b)),
    "s_orn2_b32": (32, (32, 32), lambda a, b, c: _nz32(a | ~b)),
    "s_and_b64": (64, (64, 64), lambda a, b, c: _nz64(a & b)),
    "s_or_b64": (64, (64, 64), lambda a, b, c: _nz64(a | b)),
    "s_xor_b64": (64, (64, 64), lambda a, b, c: _nz64(a ^ b)),
    "s_andn2_b64": (64, (64, 64), lambda a, b, c: _nz64(a & ~b)),
    "s_orn2_b64": (64, (64, 64), lambda a, b, c: _nz64(a | ~b)),
    "s_min_u32": (32, (32, 32), lambda a, b, c: (min(a, b), a < b)),
    "s_max_u32": (32, (32, 32), lambda a, b, c: (max(a, b), a > b)),
    "s_min_i32": (32, (32, 32), lambda a, b, c: (min(a, b, key=_s32), _s32(a) < _s32(b))),
    "s_max_i32": (32, (32, 32), lambda a, b, c: (max(a, b, key=_s32), _s32(a) > _s32(b))),
    "s_cselect_b32": (32, (32, 32), lambda a, b, c: (a if c else b, None)),
    "s_cselect_b64": (64, (64, 64), lambda a, b, c: (a if c else b, None)),
}
# SOP1: mnemonic -> (bits, fn(a) -> (result, new SCC or None)).
_SOP1 = {
    "s_mov_b32": (32, lambda a: (a, None)),
    "s_mov_b64": (64, lambda a: (a, None)),
    "s_not_b32": (32, lambda a: _nz32(~a)),
    "s_not_b64": (64, lambda a: _nz64(~a)),
    "s_abs_i32": (32, lambda a: _nz32(abs(_s32(a)))),
}
# SOPC: s_cmp_<cond>_<type>.
_SCMP = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "lt": lambda a, b: a < b,
         "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}
# Scalar branches: condition on the wave (CDNA3 ISA SOPP).
_CBRANCH = {
    "s_cbranch_scc0": lambda w: not w.scc, "s_cbranch_scc1": lambda w: w.scc,
    "s_cbranch_vccz": lambda w: w.s[VCC] == 0 and w.s[VCC + 1] == 0,
    "s_cbranch_vccnz": lambda w: w.s[VCC] != 0 or w.s[VCC + 1] != 0,
    "s_cbranch_execz": lambda w: w.s[EXEC] == 0 and w.s[EXEC + 1] == 0,
    "s_cbranch_execnz": lambda w: w.s[EXEC] != 0 or w.s[EXEC + 1] != 0,
}
_SMEM_DWORDS = {"s_load_dword": 1, "s_load_dwordx2": 2, "s_load_dwordx4": 4,
                "s_load_dwordx8": 8, "s_load_dwordx16": 16}
_GLOBAL_LOAD = {"global_load_ubyte": (1, 1, False), "global_load_sbyte": (1, 1, True),
                "global_load_ushort": (2, 1, False), "global_load_sshort": (2, 1, True),
                "global_load_dword": (4, 1, False), "global_load_dwordx2": (4, 2, False),
                "global_load_dwordx3": (4, 3, False), "global_load_dwordx4": (4, 4, False)}
_GLOBAL_STORE = {"global_store_byte": (1, 1), "global_store_short": (2, 1),
                 "global_store_dword": (4, 1), "global_store_dwordx2": (4, 2),
                 "global_store_dwordx3": (4, 3), "global_store_dwordx4": (4, 4)}
_DS_READ = {"ds_read_b32": 1, "ds_read_b64": 2, "ds_read_b128": 4}
_DS_WRITE = {"ds_write_b32": 1, "ds_write_b64": 2, "ds_write_b128": 4}


# ----------------------------------------------------------------------------------------------
# Kernels and the module.

@dataclass
class ArgMeta:
    name: str
    offset: int
    size: int
    kind: str


@dataclass
class Kernel:
    name: str
    target: str
    code: list[Inst] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)
    desc: dict[str, int] = field(default_factory=dict)
    args: list[ArgMeta] = field(default_factory=list)
    kernarg_size: int = 0
    lds_bytes: int = 0
    ws: WaitStates | None = None     # the target's hazard rules
    mask_cache: dict = field(default_factory=dict)

    def lanes(self, m: int) -> np.ndarray:
        """A 64-bit lane mask as 64 bools (cached: masks repeat)."""
        a = self.mask_cache.get(m)
        if a is None:
            a = np.unpackbits(np.frombuffer(m.to_bytes(8, "little"), np.uint8),
                              bitorder="little").astype(bool)
            a.flags.writeable = False
            if len(self.mask_cache) < 4096:
                self.mask_cache[m] = a
        return a


class AmdModule:
    """kgen's AMDGCN text, parsed once; `amdgcn_fused.Module` adds `run(kernel, launch)`,
    which executes one kernel's grid."""

    def __init__(self, text: str, target):
        if isinstance(target, str):
            target = TARGETS[target]
        self.target = target
        self.ws = target.wait_states
        if self.ws is None:
            raise BadDescriptor(f"{target.name} is not an AMD CDNA target (no wait-state rules)")
        self.kernels: dict[str, Kernel] = {}
        self.has_mfma = "v_mfma" in text     # MAI hazard tracking costs nothing without MFMA
        lines = text.split("\n")
        declared = re.search(r'\.amdgcn_target\s+"[\w-]*--(\w+)', text)
        name = target.name
        if declared and declared.group(1) != name:
            raise BadDescriptor(f"the module is for {declared.group(1)}, not {name}")
        self._code(lines)
        self._descriptors(lines)
        self._metadata(lines)
        for k in self.kernels.values():
            self._check(k)

    # -- text ----------------------------------------------------------------------------
    def _code(self, lines: list[str]) -> None:
        """Kernel bodies: from a .globl symbol's label to its .Lfunc_end label."""
        globls = {ln.split()[1] for ln in lines if ln.strip().startswith(".globl")}
        cur: Kernel | None = None
        raw: dict[str, list[tuple[int, str]]] = {}
        for no, ln in enumerate(lines, 1):
            s = _strip_comment(ln).strip()
            if not s:
                continue
            if s.endswith(":") and " " not in s:
                name = s[:-1]
                if name in globls:
                    cur = self.kernels[name] = Kernel(name, self.target.name,
                                                      ws=self.ws)
                    raw[name] = []
                elif cur is not None and name.startswith(".Lfunc_end"):
                    cur = None
                elif cur is not None:
                    cur.labels[name] = len(raw[cur.name])
                continue
            if cur is None or s.startswith("."):
                continue
            raw[cur.name].append((no, s))
        for k in self.kernels.values():
            k.code = [self._inst(k, no, s) for no, s in raw[k.name]]

    def _descriptors(self, lines: list[str]) -> None:
        cur = None
        for ln in lines:
            s = _strip_comment(ln).strip()
            if s.startswith(".amdhsa_kernel "):
                cur = self.kernels.get(s.split()[1])
                if cur is None:
                    raise BadDescriptor(f"descriptor for '{s.split()[1]}', which has no code")
            elif s.startswith(".end_amdhsa_kernel"):
                cur = None
            elif cur is not None and s.startswith(".amdhsa_"):
                key, _, val = s.partition(" ")
                cur.desc[key[len(".amdhsa_"):]] = int(val.strip(), 0)

    def _metadata(self, lines: list[str]) -> None:
        try:
            a = next(i for i, ln in enumerate(lines) if ln.strip() == ".amdgpu_metadata")
            b = next(i for i, ln in enumerate(lines) if ln.strip() == ".end_amdgpu_metadata")
        except StopIteration:
            raise BadDescriptor("no .amdgpu_metadata block") from None
        meta = parse_yaml(lines[a + 1:b])
        for km in meta.get("amdhsa.kernels", []):
            k = self.kernels.get(km.get(".name"))
            if k is None:
                raise BadDescriptor(f"metadata for kernel '{km.get('.name')}', which has no code")
            k.args = [ArgMeta(x.get(".name", f"arg{i}"), int(x[".offset"]), int(x[".size"]),
                              x[".value_kind"]) for i, x in enumerate(km.get(".args", []))]
            k.kernarg_size = int(km.get(".kernarg_segment_size", 0))
            k.lds_bytes = int(km.get(".group_segment_fixed_size", 0))

    def _check(self, k: Kernel) -> None:
        """The descriptor must cover what the code uses; the emulator models one FP mode."""
        d = k.desc
        need = {"group_segment_fixed_size", "kernarg_size", "user_sgpr_count",
                "next_free_vgpr", "next_free_sgpr"}
        missing = need - d.keys()
        if missing:
            raise BadDescriptor(f"kernel {k.name}: descriptor lacks .amdhsa_{sorted(missing)[0]}")
        if d["group_segment_fixed_size"] != k.lds_bytes:
            raise BadDescriptor(f"kernel {k.name}: LDS size {d['group_segment_fixed_size']} in "
                                f"the descriptor, {k.lds_bytes} in the metadata")
        if d["kernarg_size"] != k.kernarg_size:
            raise BadDescriptor(f"kernel {k.name}: kernarg size {d['kernarg_size']} in the "
                                f"descriptor, {k.kernarg_size} in the metadata")
        if d.get("user_sgpr_kernarg_segment_ptr") != 1 or d["user_sgpr_count"] != 2:
            raise BadDescriptor(f"kernel {k.name}: the emulator expects exactly the kernarg "
                                "pointer as user SGPRs (user_sgpr_count 2)")
        modes = {"float_denorm_mode_32": 3, "float_round_mode_32": 0, "ieee_mode": 1}
        for key, want in modes.items():
            if d.get(key, want) != want:
                raise BadDescriptor(f"kernel {k.name}: .amdhsa_{key} {d[key]}: the emulator "
                                    f"models {want} only")
        vmax = smax = amax = -1
        for ins in k.code:
            for key in ins.reads + ins.writes:
                if key < VGPRS:
                    vmax = max(vmax, key)
                elif key >= AGPR_KEY:
                    amax = max(amax, key - AGPR_KEY)
                elif key - VGPRS < ADDRESSABLE_SGPRS:
                    smax = max(smax, key - VGPRS)
        if vmax >= d["next_free_vgpr"]:
            raise BadDescriptor(f"kernel {k.name} uses v{vmax} but its descriptor allocates "
                                f"{d['next_free_vgpr']} VGPRs")
        if "accum_offset" in d and vmax >= d["accum_offset"]:
            raise BadDescriptor(f"kernel {k.name} uses v{vmax} at or past accum_offset "
                                f"{d['accum_offset']}")
        if amax >= 0:
            # gfx90a / gfx942: one unified file, AGPRs from accum_offset on; next_free_vgpr
            # counts both (LLVM AMDGPUUsage, ".amdhsa_accum_offset").
            if "accum_offset" not in d:
                raise BadDescriptor(f"kernel {k.name} uses a{amax} but its descriptor has no "
                                    ".amdhsa_accum_offset")
            if d["accum_offset"] + amax >= d["next_free_vgpr"]:
                raise BadDescriptor(f"kernel {k.name} uses a{amax}: accum_offset "
                                    f"{d['accum_offset']} + {amax + 1} AGPRs is past the "
                                    f"descriptor's {d['next_free_vgpr']} registers")
        if smax >= d["next_free_sgpr"]:
            raise BadDescriptor(f"kernel {k.name} uses s{smax} but its descriptor allocates "
                                f"{d['next_free_sgpr']} SGPRs")

    # -- instructions --------------------------------------------------------------------
    def _inst(self, k: Kernel, no: int, s: str) -> Inst:
        mnem, _, rest = s.partition(" ")
        mnem = re.sub(r"_e(32|64)$", "", mnem)
        ins = Inst(mnem, no, s)
        build = _builder(mnem)
        if build is None:
            raise UnknownInstruction(f"line {no}: unknown instruction '{mnem}' ({s})")
        try:
            names, mods = split_operands(rest) if mnem != "s_waitcnt" else ([], [])
            ops = [parse_operand(x) for x in names]
            for o in ops:
                if o.kind in ("v", "a") and o.count > 1 and o.index % 2:
                    raise IllegalInstruction(f"line {no}: '{o.text}' is not 64-bit aligned "
                                             f"(gfx90a and gfx942 register tuples start at an "
                                             f"even register): {s}")
            build(self, k, ins, ops, _modifiers(mods))
        except (ValueError, KeyError, IndexError) as e:
            raise EmulatorError(f"line {no}: cannot read '{s}': {e}") from None
        ins.keys = frozenset(ins.reads + ins.writes)
        if ins.valu:
            check_encoding(ins, ops)
        if self.has_mfma and (ins.valu or ins.vmem or mnem.startswith("ds_")):
            _mai_wrap(ins, self.ws)
        return ins

    def _kernarg(self, k: Kernel, launch: Launch) -> int:
        """The kernarg segment, from launch.args in ABI order at the metadata's offsets."""
        if len(launch.args) != len(k.args):
            raise EmulatorError(f"kernel {k.name} takes {len(k.args)} arguments "
                                f"({', '.join(a.name for a in k.args)}), got {len(launch.args)}")
        seg = np.zeros(max(k.kernarg_size, 4), np.uint8)
        for a, v in zip(k.args, launch.args):
            if a.kind == "global_buffer":
                raw = int(v).to_bytes(8, "little")
            elif a.kind == "by_value":
                if isinstance(v, (bool, int)):
                    raw = (int(v) & ((1 << (8 * a.size)) - 1)).to_bytes(a.size, "little")
                elif isinstance(v, float):
                    raw = np.float32(v).tobytes()
                else:
                    raw = np.asarray(v).tobytes()
            else:
                raise EmulatorError(f"argument {a.name}: value kind '{a.kind}' is not modelled")
            if len(raw) != a.size:
                raise EmulatorError(f"argument {a.name} is {a.size} bytes, got {len(raw)} "
                                    f"({type(v).__name__})")
            seg[a.offset:a.offset + a.size] = np.frombuffer(raw, np.uint8)
        return launch.memory.add(f"kernarg:{k.name}", seg, readonly=True)


def _strip_comment(ln: str) -> str:
    i = ln.find(";")
    if i >= 0:
        ln = ln[:i]
    i = ln.find("//")
    return ln[:i] if i >= 0 else ln


def _modifiers(mods: list[str]) -> dict[str, str]:
    out = {}
    for m in mods:
        key, _, val = m.partition(":")
        out[key] = val
    return out


def parse_yaml(lines: list[str]):
    """The YAML subset of code-object metadata: block mappings, block sequences (`- ` items,
    possibly starting a mapping) and plain scalars (ints become int)."""
    toks = []
    for ln in lines:
        if not ln.strip() or ln.strip() in ("---", "...") or ln.lstrip().startswith("#"):
            continue
        toks.append([len(ln) - len(ln.lstrip()), ln.strip()])
    value, _ = _yaml_block(toks, 0, toks[0][0] if toks else 0)
    return value


def _yaml_scalar(s: str):
    s = s.strip()
    if re.match(r"-?\d+$", s):
        return int(s)
    if len(s) >= 2 and s[0] == s[-1] and s[0] in "'\"":
        return s[1:-1]
    return s


def _yaml_block(toks, i: int, indent: int):
    if i < len(toks) and toks[i][1].startswith("- "):
        seq = []
        while i < len(toks) and toks[i][0] == indent and toks[i][1].startswith("- "):
            body = toks[i][1][2:]
            if ":" in body:
                toks[i] = [indent + 2, body]
                val, i = _yaml_block(toks, i, indent + 2)
            else:
                val, i = _yaml_scalar(body), i + 1
            seq.append(val)
        return seq, i
    out = {}
    while i < len(toks) and toks[i][0] == indent and not toks[i][1].startswith("- "):
        key, _, val = toks[i][1].partition(":")
        i += 1
        if val.strip():
            out[key.strip()] = _yaml_scalar(val)
        elif i < len(toks) and (toks[i][0] > indent or toks[i][1].startswith("- ")):
            out[key.strip()], i = _yaml_block(toks, i, toks[i][0])
        else:
            out[key.strip()] = None
    return out, i


# ----------------------------------------------------------------------------------------------
# Builders: mnemonic -> function(module, kernel, inst, operands, modifiers) that fills in
# inst.run, inst.reads and inst.writes.

def _builder(m: str):
    if m in _VALU:
        return _b_valu
    if m.startswith("v_cmp_"):
        return _b_vcmp if _cmp_fn(m) else None
    if m in _SOP2:
        return _b_sop2
    if m in _SOP1:
        return _b_sop1
    if m.startswith("s_cmp_") and m.split("_")[2] in _SCMP and \
            m.split("_")[3] in ("u32", "i32", "u64"):
        return _b_scmp
    if m in _CBRANCH or m == "s_branch":
        return _b_branch
    if m in _SMEM_DWORDS:
        return _b_smem
    if m in _GLOBAL_LOAD:
        return _b_gload
    if m in _GLOBAL_STORE:
        return _b_gstore
    if m in _DS_READ:
        return _b_dsread
    if m in _DS_WRITE:
        return _b_dswrite
    return _SPECIAL.get(m)


def _reads(*ops: Opnd) -> tuple:
    return tuple(k for o in ops for k in o.keys())


def _want(ops: list[Opnd], n: int) -> None:
    if len(ops) != n:
        raise ValueError(f"expected {n} operands, got {len(ops)}")


def _vdst(o: Opnd, n: int = 1) -> int:
    if o.kind != "v" or o.count != n:
        raise ValueError(f"expected a {n}-dword VGPR destination, got '{o.text}'")
    return o.index


# Opcodes with only a VOP3 encoding on gfx9 (no VOP1/VOP2 form to carry a literal).
_VOP3_ONLY = frozenset({"v_mul_lo_u32", "v_mul_hi_u32", "v_mul_hi_i32", "v_add3_u32",
                        "v_bfe_u32", "v_perm_b32", "v_pack_b32_f16", "v_fma_f32", "v_div_fixup_f32", "v_lshlrev_b64",
                        "v_div_scale_f32", "v_div_fmas_f32"})
_TWO_DSTS = frozenset({"v_add_co_u32", "v_addc_co_u32", "v_sub_co_u32", "v_subb_co_u32",
                       "v_div_scale_f32"})


def _is_vcc(o: Opnd) -> bool:
    return o.kind == "s" and o.index == VCC and o.count == 2


def check_encoding(ins: Inst, ops: list[Opnd]) -> None:
    """gfx9 VALU operand rules (CDNA3 ISA 4.4, "Constant bus"): one scalar value per
    instruction at most (an SGPR or VCC, read explicitly or implicitly, or the literal; the
    same one twice counts once), and a literal only in a VOP1/VOP2/VOPC encoding, where it
    is src0 and src1 is a VGPR. An operand a VOP2 form cannot hold makes it VOP3."""
    op = ins.op
    if op in ("v_readlane_b32", "v_readfirstlane_b32"):
        return
    srcs = ops[2:] if op in _TWO_DSTS else ops[1:]
    vop3 = op in _VOP3_ONLY or any(o.neg or o.abs for o in srcs)
    implicit: list[Opnd] = []
    if op.startswith("v_cmp_"):
        vop3 |= not _is_vcc(ops[0])
    if op in ("v_cndmask_b32", "v_addc_co_u32", "v_subb_co_u32"):
        vop3 |= not _is_vcc(srcs[-1])
        implicit, srcs = [srcs[-1]], srcs[:-1]
    if op in _TWO_DSTS and op != "v_div_scale_f32":
        vop3 |= not _is_vcc(ops[1])
    if op == "v_div_fmas_f32":
        implicit = [Opnd("s", VCC, 2)]
    if len(srcs) == 2 and srcs[1].kind != "v":
        vop3 = True
    literals = {o.value for o in srcs if o.kind == "c" and not o.inline}
    sgprs = {(o.index, o.count) for o in srcs + implicit if o.kind == "s"}
    if len(literals) + len(sgprs) > 1:
        raise IllegalInstruction(f"{ins.where}: reads {len(literals) + len(sgprs)} scalar "
                                 "values; gfx9's constant bus carries one per VALU instruction")
    if literals and vop3:
        raise IllegalInstruction(f"{ins.where}: a literal constant in a VOP3 encoding, which "
                                 "gfx9 does not have")


def _valu_common(mod, ins: Inst, reads: tuple, writes: tuple) -> None:
    ins.reads, ins.writes, ins.valu = reads, writes, True
    ins.trans = ins.op in _TRANS


def _b_valu(mod, k, ins, ops, mods):
    nsrc, fn, float_ok = _VALU[ins.op]
    _want(ops, nsrc + 1)
    d = _vdst(ops[0])
    srcs = [vsrc(o, float_ok) for o in ops[1:]]
    bound = APPROX.get(ins.op)
    if bound is not None:       # a transcendental: inside its bound (kgen.sim.approx)
        (a,) = srcs
        line = ins.line
        ins.run = lambda w: w.write_v(d, _fbits(approximate(bound, _f(a(w)), w.seed, line,
                                                            w.id)))
    elif nsrc == 1:
        (a,) = srcs
        ins.run = lambda w: w.write_v(d, fn(a(w)))
    elif nsrc == 2:
        a, b = srcs
        ins.run = lambda w: w.write_v(d, fn(a(w), b(w)))
    else:
        a, b, c = srcs
        ins.run = lambda w: w.write_v(d, fn(a(w), b(w), c(w)))
    _valu_common(mod, ins, _reads(*ops[1:]), ops[0].keys())
    _hazard_wrap(ins, mod.ws)


def _cmp_fn(m: str):
    parts = m.split("_")       # v_cmp_<cond>_<type>
    if len(parts) != 4:
        return None
    cond, ty = parts[2], parts[3]
    if ty == "f32":
        f = _FCMP.get(cond)
        return None if f is None else (lambda a, b: f(_f(a), _f(b)))
    if ty in ("u32", "i32"):
        f = _ICMP.get(cond)
        if f is None:
            return None
        return (lambda a, b: f(a, b)) if ty == "u32" else (lambda a, b: f(_i(a), _i(b)))
    return None


def _mask_dst(o: Opnd):
    if o.kind != "s" or o.count != 2:
        raise ValueError(f"expected an SGPR pair or vcc as lane-mask destination, got '{o.text}'")
    return o.index


def _b_vcmp(mod, k, ins, ops, mods):
    """v_cmp_*: VOPC writes VCC, VOP3 an SGPR pair; inactive lanes' bits are 0."""
    _want(ops, 3)
    d = _mask_dst(ops[0])
    fn = _cmp_fn(ins.op)
    a, b = vsrc(ops[1], ins.op.endswith("f32")), vsrc(ops[2], ins.op.endswith("f32"))

    def run(w):
        m = np.broadcast_to(fn(a(w), b(w)), (WAVE,)) & w.exec
        w.set64(d, _mask_to_int(m))
    ins.run = run
    _valu_common(mod, ins, _reads(ops[1], ops[2]), ops[0].keys())
    _hazard_wrap(ins, mod.ws)


def _b_cndmask(mod, k, ins, ops, mods):
    """v_cndmask_b32 d, s0, s1, mask: d = mask[lane] ? s1 : s0."""
    _want(ops, 4)
    d = _vdst(ops[0])
    a, b = vsrc(ops[1], True), vsrc(ops[2], True)
    m = _mask_dst(ops[3])

    def run(w):
        w.write_v(d, np.where(k.lanes(w.get64(m)), b(w), a(w)))
    ins.run = run
    _valu_common(mod, ins, _reads(ops[1], ops[2], ops[3]), ops[0].keys())
    _hazard_wrap(ins, mod.ws)


def _b_addco(mod, k, ins, ops, mods):
    """v_add_co_u32 d, cout, a, b / v_sub_co_u32 / v_addc_co_u32 d, cout, a, b, cin: the
    carry (borrow) per lane goes to an SGPR pair or VCC; inactive lanes' bits are 0."""
    carry_in = ins.op in ("v_addc_co_u32", "v_subb_co_u32")
    _want(ops, 5 if carry_in else 4)
    d, co = _vdst(ops[0]), _mask_dst(ops[1])
    a, b = vsrc(ops[2], False), vsrc(ops[3], False)
    ci = _mask_dst(ops[4]) if carry_in else None
    sub = ins.op.startswith("v_sub")

    def run(w):
        x = np.asarray(a(w), np.int64)
        y = np.asarray(b(w), np.int64)
        c = k.lanes(w.get64(ci)).astype(np.int64) if carry_in else 0
        r = x - y - c if sub else x + y + c
        out = np.broadcast_to((r < 0) if sub else (r > M32), (WAVE,)) & w.exec
        w.write_v(d, (r & M32).astype(U32))
        w.set64(co, _mask_to_int(out))
    ins.run = run
    reads = _reads(*ops[2:])
    _valu_common(mod, ins, reads, ops[0].keys() + ops[1].keys())
    _hazard_wrap(ins, mod.ws, carry=ops[4].keys() if carry_in else ())


def _b_readlane(mod, k, ins, ops, mods):
    """v_readlane_b32 sdst, vsrc, lane: one lane (lane select & 63), EXEC ignored;
    v_readfirstlane_b32 sdst, vsrc: the lowest active lane (lane 0 if EXEC is 0)."""
    first = ins.op == "v_readfirstlane_b32"
    _want(ops, 2 if first else 3)
    if ops[0].kind != "s" or ops[0].count != 1 or ops[1].kind != "v":
        raise ValueError("expected an SGPR destination and a VGPR source")
    d, v = ops[0].index, ops[1].index
    if first:
        def run(w):
            lane = int(np.argmax(w.exec)) if w.exec.any() else 0
            w.set32(d, int(w.v[v, lane]))
    else:
        lane = ssrc(ops[2])

        def run(w):
            w.set32(d, int(w.v[v, lane(w) & 63]))
    ins.run = run
    _valu_common(mod, ins, _reads(*ops[1:]), ops[0].keys())
    _hazard_wrap(ins, mod.ws, () if first else ops[2].keys())


def _b_lshl64(mod, k, ins, ops, mods):
    """v_lshlrev_b64 d[2], amount, src[2]."""
    _want(ops, 3)
    d = _vdst(ops[0], 2)
    amt = vsrc(ops[1], False)
    if ops[2].kind == "v" and ops[2].count == 2:
        lo, hi = vsrc(Opnd("v", ops[2].index), False), vsrc(Opnd("v", ops[2].index + 1), False)
    elif ops[2].kind == "c":
        c = ops[2].value64
        lo, hi = (lambda w: U32(c & M32)), (lambda w: U32(c >> 32))
    else:
        raise ValueError(f"expected a VGPR pair or constant, got '{ops[2].text}'")

    def run(w):
        x = (np.asarray(hi(w), U64) << U64(32)) | np.asarray(lo(w), U64)
        r = x << (np.asarray(amt(w), U64) & U64(63))
        w.write_v(d, (r & U64(M32)).astype(U32))
        w.write_v(d + 1, (r >> U64(32)).astype(U32))
    ins.run = run
    _valu_common(mod, ins, _reads(*ops[1:]), ops[0].keys())
    _hazard_wrap(ins, mod.ws)


def _b_div_scale(mod, k, ins, ops, mods):
    """v_div_scale_f32 d, sdst, s0, s1, s2 (VOP3B: the mask to an SGPR pair or VCC)."""
    _want(ops, 5)
    d, m = _vdst(ops[0]), _mask_dst(ops[1])
    a, b, c = (vsrc(o, True) for o in ops[2:])

    def run(w):
        val, vcc = div_scale_f32(a(w), b(w), c(w))
        w.write_v(d, val)
        w.set64(m, _mask_to_int(np.broadcast_to(vcc, (WAVE,)) & w.exec))
    ins.run = run
    _valu_common(mod, ins, _reads(*ops[2:]), ops[0].keys() + ops[1].keys())
    _hazard_wrap(ins, mod.ws)


def _b_div_fmas(mod, k, ins, ops, mods):
    """v_div_fmas_f32 d, a, b, c: reads VCC implicitly."""
    _want(ops, 4)
    d = _vdst(ops[0])
    a, b, c = (vsrc(o, True) for o in ops[1:])

    def run(w):
        w.write_v(d, div_fmas_f32(a(w), b(w), c(w), k.lanes(w.get64(VCC))))
    ins.run = run
    _valu_common(mod, ins, _reads(*ops[1:]) + (VGPRS + VCC, VGPRS + VCC + 1), ops[0].keys())
    _hazard_wrap(ins, mod.ws)


def _b_sop2(mod, k, ins, ops, mods):
    dbits, (ab, bb), fn = _SOP2[ins.op]
    _want(ops, 3)
    put = sdst_setter(ops[0], dbits)
    a, b = ssrc(ops[1], ab), ssrc(ops[2], bb)
    if sum(1 for o in ops[1:] if o.kind == "c" and not o.inline) > 1:
        raise ValueError("SALU takes at most one literal constant")

    def run(w):
        r, scc = fn(a(w), b(w), w.scc)
        put(w, r)
        if scc is not None:
            w.scc = bool(scc)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1], ops[2]), ops[0].keys()


def _b_sop1(mod, k, ins, ops, mods):
    bits, fn = _SOP1[ins.op]
    _want(ops, 2)
    put = sdst_setter(ops[0], bits)
    a = ssrc(ops[1], bits)

    def run(w):
        r, scc = fn(a(w))
        put(w, r)
        if scc is not None:
            w.scc = bool(scc)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1]), ops[0].keys()


def _b_saveexec(mod, k, ins, ops, mods):
    """s_and_saveexec_b64 d, s: d = EXEC; EXEC = s & EXEC; SCC = EXEC != 0 (also the or/xor
    and andn2 forms)."""
    _want(ops, 2)
    put = sdst_setter(ops[0], 64)
    a = ssrc(ops[1], 64)
    combine = {"s_and_saveexec_b64": lambda x, e: x & e, "s_or_saveexec_b64": lambda x, e: x | e,
               "s_andn2_saveexec_b64": lambda x, e: x & ~e & M64}[ins.op]

    def run(w):
        old = w.get64(EXEC)
        new = combine(a(w), old)
        put(w, old)
        w.set64(EXEC, new)
        w.scc = new != 0
    ins.run = run
    ins.reads = _reads(ops[1]) + (VGPRS + EXEC, VGPRS + EXEC + 1)
    ins.writes = ops[0].keys() + (VGPRS + EXEC, VGPRS + EXEC + 1)


def _b_scmp(mod, k, ins, ops, mods):
    _, _, cond, ty = ins.op.split("_")
    _want(ops, 2)
    bits = 64 if ty == "u64" else 32
    a, b = ssrc(ops[0], bits), ssrc(ops[1], bits)
    f = _SCMP[cond]
    if ty == "i32":
        def run(w):
            w.scc = f(_s32(a(w)), _s32(b(w)))
    else:
        def run(w):
            w.scc = f(a(w), b(w))
    ins.run = run
    ins.reads = _reads(*ops)


def _b_branch(mod, k, ins, ops, mods):
    _want(ops, 1)
    if ops[0].kind != "label" or ops[0].text not in k.labels:
        raise ValueError(f"unknown label '{ops[0].text}'")
    target = k.labels[ops[0].text]
    if ins.op == "s_branch":
        ins.run = lambda w: target
        return
    cond = _CBRANCH[ins.op]
    ins.run = lambda w: target if cond(w) else None
    if "vcc" in ins.op:
        ins.reads = (VGPRS + VCC, VGPRS + VCC + 1)


def _b_nop(mod, k, ins, ops, mods):
    _want(ops, 1)
    n = ops[0].value
    if ops[0].kind != "c" or n > 15:
        raise ValueError("s_nop takes 0..15")
    ins.nop_states = n + 1
    ins.run = lambda w: None


def _b_waitcnt(mod, k, ins, ops, mods):
    """s_waitcnt vmcnt(N) expcnt(N) lgkmcnt(N): counters not named are not waited on."""
    text = ins.text.split(None, 1)[1] if " " in ins.text else ""
    found = dict(re.findall(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)", text))
    if not found and text.strip():
        v = int(text.strip(), 0)            # the raw gfx9 encoding
        found = {"vmcnt": (v & 0xF) | ((v >> 10) & 0x30), "lgkmcnt": (v >> 8) & 0xF}
    vm = int(found["vmcnt"]) if "vmcnt" in found else None
    lgkm = int(found["lgkmcnt"]) if "lgkmcnt" in found else None
    if (vm is not None and vm > 63) or (lgkm is not None and lgkm > 15):
        raise ValueError("vmcnt is 6 bits and lgkmcnt 4 bits on gfx9")

    def run(w):
        if vm is not None:
            w.wait_vm(vm)
        if lgkm is not None:
            w.wait_lgkm(lgkm)
    ins.run = run


def _b_barrier(mod, k, ins, ops, mods):
    _want(ops, 0)
    ins.run = lambda w: BARRIER


def _b_setprio(mod, k, ins, ops, mods):
    """s_setprio N (0..3): the wave's issue priority. The emulator runs waves in a fixed order
    between barriers, so it changes nothing observable; it is counted (Stats.setprio)."""
    _want(ops, 1)
    level = ops[0].value
    if ops[0].kind != "c" or not 0 <= level <= 3:
        raise ValueError("s_setprio takes 0..3")

    def run(w):
        w.priority = level
        w.setprios += 1
        w.launch_stats.setprio += 1
    ins.run = run


def _b_endpgm(mod, k, ins, ops, mods):
    _want(ops, 0)

    def run(w):
        w.drain()
        return EXIT
    ins.run = run


def _b_smem(mod, k, ins, ops, mods):
    """s_load_dword{,xN} sdst, sbase, offset: queued on lgkmcnt, out of order (see Wave)."""
    n = _SMEM_DWORDS[ins.op]
    _want(ops, 3)
    if ops[0].kind != "s" or ops[0].count != n or ops[1].kind != "s" or ops[1].count != 2:
        raise ValueError(f"expected s[..] of {n} dwords and an SGPR pair base")
    d = ops[0].index
    base = ssrc(ops[1], 64)
    off = ssrc(ops[2])
    keys = ops[0].keys()
    where = ins.where
    every = np.ones(n, bool)

    def run(w):
        addr = (base(w) + off(w)) & ~3 & M64

        def complete(w2):
            vals = w2.memory.load(np.array([addr + 4 * j for j in range(n)], U64), 4, every,
                                  where)
            for j in range(n):
                w2.s[d + j] = int(vals[j])
        w.issue(Pending(ins, keys, complete, smem=True), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1], ops[2]), keys


def _global_address(ops: list[Opnd], mods: dict) -> Callable:
    """Per-lane addresses of a global_* access: SGPR base + 32-bit VGPR offset + inst_offset,
    or (saddr `off`) a 64-bit VGPR address + inst_offset."""
    imm = int(mods.get("offset", "0"), 0)
    if not GLOBAL_OFFSET[0] <= imm <= GLOBAL_OFFSET[1]:
        raise ValueError(f"offset:{imm} is outside gfx9's 13-bit signed instruction offset")
    vaddr, saddr = ops
    if saddr.kind == "off":
        if vaddr.kind != "v" or vaddr.count != 2:
            raise ValueError("with saddr off the address is a 64-bit VGPR pair")
        i = vaddr.index
        return lambda w: ((w.v[i + 1].astype(U64) << U64(32)) | w.v[i]) + U64(imm & M64)
    if vaddr.kind != "v" or vaddr.count != 1 or saddr.kind != "s" or saddr.count != 2:
        raise ValueError("expected a VGPR offset and an SGPR pair base")
    i, base = vaddr.index, ssrc(saddr, 64)
    return lambda w: w.v[i].astype(U64) + U64((base(w) + imm) & M64)


def _b_gload(mod, k, ins, ops, mods):
    """global_load_*: queued on vmcnt; memory is read and the VGPRs written when it retires."""
    size, n, signed = _GLOBAL_LOAD[ins.op]
    check_width(8 * size * n, mod.target, ins.where, ins.op)
    _want(ops, 3)
    d = _vdst(ops[0], n)
    addr_of = _global_address(ops[1:], mods)
    keys, where = ops[0].keys(), ins.where

    def run(w):
        addr, mask = addr_of(w), w.exec.copy()

        def complete(w2):
            if n == 1:
                vals = w2.memory.load(addr, size, mask, where)
                if signed:
                    bits = 8 * size
                    vals = vals.astype(np.int64)
                    vals = np.where(vals >> (bits - 1), vals - (1 << bits), vals)
                vals = (np.asarray(vals) & M32).astype(U32).reshape(1, WAVE)
            else:
                a = np.concatenate([addr + U64(4 * j) for j in range(n)])
                vals = w2.memory.load(a, 4, np.tile(mask, n), where).astype(U32)
                vals = vals.reshape(n, WAVE)
            for j in range(n):
                np.copyto(w2.v[d + j], vals[j], where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=False)
    ins.run = run
    ins.reads, ins.writes, ins.vmem = _reads(*ops[1:]), keys, True
    _hazard_wrap(ins, mod.ws)


def _b_gstore(mod, k, ins, ops, mods):
    """global_store_*: address and data are read at issue; memory is written when the store
    retires (vmcnt, in order with loads on gfx9)."""
    size, n = _GLOBAL_STORE[ins.op]
    check_width(8 * size * n, mod.target, ins.where, ins.op)
    _want(ops, 3)
    if ops[1].kind != "v" or ops[1].count != n:
        raise ValueError(f"expected {n} data VGPRs, got '{ops[1].text}'")
    data = ops[1].index
    addr_of = _global_address([ops[0], ops[2]], mods)
    where = ins.where

    def run(w):
        addr, mask = addr_of(w), w.exec.copy()
        vals = w.v[data:data + n].copy()

        def complete(w2):
            if n == 1:
                w2.memory.store(addr, size, vals[0], mask, where)
            else:
                a = np.concatenate([addr + U64(4 * j) for j in range(n)])
                w2.memory.store(a, 4, vals.reshape(-1), np.tile(mask, n), where)
        w.issue(Pending(ins, (), complete), lgkm=False)
    ins.run = run
    ins.reads, ins.vmem = _reads(ops[0], ops[1], ops[2]), True
    ins.wide_store = n > 2
    _hazard_wrap(ins, mod.ws)


def _ds_offset(mods: dict) -> int:
    off = int(mods.get("offset", "0"), 0)
    if not DS_OFFSET[0] <= off <= DS_OFFSET[1]:
        raise ValueError(f"DS offset:{off} is outside 0..65535")
    return off


def _b_dsread(mod, k, ins, ops, mods):
    """ds_read_b*: queued on lgkmcnt (in order); LDS is read, and raced, when it retires."""
    n = _DS_READ[ins.op]
    check_width(32 * n, mod.target, ins.where, ins.op)
    _want(ops, 2)
    d = _vdst(ops[0], n)
    if ops[1].kind != "v" or ops[1].count != 1:
        raise ValueError("expected a VGPR address")
    a, off = ops[1].index, _ds_offset(mods)
    keys, where = ops[0].keys(), ins.where

    def run(w):
        addr, mask = (w.v[a] + U32(off)).astype(np.int64), w.exec.copy()
        w.shared.check_read(w.id, addr, 4 * n, mask, where)     # it may happen now ...

        def complete(w2):                                         # ... or as late as this
            vals = w2.shared.read(w2.id, addr, 4 * n, mask, where)
            for j in range(n):
                np.copyto(w2.v[d + j], vals[j], where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1]), keys


def _b_dswrite(mod, k, ins, ops, mods):
    """ds_write_b*: address and data read at issue; LDS is written, and raced, at retirement
    (and checked at issue too: the hardware may write at either moment)."""
    n = _DS_WRITE[ins.op]
    check_width(32 * n, mod.target, ins.where, ins.op)
    _want(ops, 2)
    if ops[0].kind != "v" or ops[0].count != 1 or ops[1].kind != "v" or ops[1].count != n:
        raise ValueError("expected a VGPR address and data VGPRs")
    a, data, off = ops[0].index, ops[1].index, _ds_offset(mods)
    where = ins.where

    def run(w):
        addr, mask = (w.v[a] + U32(off)).astype(np.int64), w.exec.copy()
        vals = w.v[data:data + n].copy()
        w.shared.check_write(w.id, addr, 4 * n, mask, where)

        def complete(w2):
            w2.shared.write(w2.id, addr, vals, 4 * n, mask, where)
        w.issue(Pending(ins, (), complete), lgkm=True)
    ins.run = run
    ins.reads = _reads(ops[0], ops[1])


def swizzle_lanes(offset: int) -> np.ndarray:
    """Source lane of each lane for ds_swizzle_b32's offset (CDNA3 ISA "DS_SWIZZLE_B32"):
    offset[15] = 1: quad permute, offset[7:0] four 2-bit selectors within each 4 lanes;
    else bitmask mode within each 32 lanes: and_mask = [4:0], or_mask = [9:5], xor = [14:10]."""
    lane = np.arange(WAVE)
    if offset & 0x8000:
        sel = (offset >> (2 * (lane & 3))) & 3
        return (lane & ~3) | sel
    and_m, or_m, xor_m = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
    return (lane & 32) | ((((lane & 31) & and_m) | or_m) ^ xor_m)


def swizzle_offset(text: str) -> int:
    """`swizzle(SWAP,16)`, `swizzle(REVERSE,8)`, `swizzle(BROADCAST,8,0)`,
    `swizzle(QUAD_PERM,0,1,2,3)`, `swizzle(BITMASK_PERM,"01pip")` or a number."""
    m = re.match(r"swizzle\((\w+)((?:,\s*[^,)]+)*)\)$", text.strip())
    if not m:
        return int(text, 0)
    mode = m.group(1)
    args = [a.strip() for a in m.group(2).split(",")[1:]]
    if mode == "SWAP":
        return (int(args[0]) << 10) | 0x1F
    if mode == "REVERSE":
        return ((int(args[0]) - 1) << 10) | 0x1F
    if mode == "BROADCAST":
        size, lane = int(args[0]), int(args[1])
        return (lane << 5) | (0x1F & ~(size - 1))
    if mode == "QUAD_PERM":
        return 0x8000 | sum(int(a) << (2 * i) for i, a in enumerate(args))
    if mode == "BITMASK_PERM":
        and_m = or_m = xor_m = 0
        for i, ch in enumerate(args[0].strip('"')):
            bit = 1 << (4 - i)
            and_m |= bit if ch in "pi" else 0
            or_m |= bit if ch == "1" else 0
            xor_m |= bit if ch == "i" else 0
        return (xor_m << 10) | (or_m << 5) | and_m
    raise ValueError(f"unknown swizzle mode {mode}")


def _b_swizzle(mod, k, ins, ops, mods):
    """ds_swizzle_b32 d, s offset:...: lanes exchange through the LDS crossbar (no LDS memory
    is touched); the source is read at issue, the result written when it retires (lgkmcnt).
    A lane whose source lane is inactive reads 0."""
    _want(ops, 2)
    d = _vdst(ops[0])
    if ops[1].kind != "v" or ops[1].count != 1:
        raise ValueError("expected a VGPR source")
    src = ops[1].index
    perm = swizzle_lanes(swizzle_offset(mods.get("offset", "0")))
    keys = ops[0].keys()

    def run(w):
        mask = w.exec.copy()
        vals = np.where(mask[perm], w.v[src][perm], U32(0))

        def complete(w2):
            np.copyto(w2.v[d], vals, where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1]), keys


def _b_bpermute(mod, k, ins, ops, mods):
    """ds_bpermute_b32 d, addr, data offset:o (CDNA3 ISA "DS_BPERMUTE_B32", backward
    permute): each active lane l reads data from lane ((addr[l] + o) / 4) mod 64, the higher
    address bits ignored; no LDS memory is touched. The data is read at issue, the result
    written when it retires (lgkmcnt, like an LDS read). A lane reading an inactive lane
    gets 0."""
    _want(ops, 3)
    d = _vdst(ops[0])
    if any(o.kind != "v" or o.count != 1 for o in ops[1:]):
        raise ValueError("expected a VGPR address and a VGPR source")
    a, src, off = ops[1].index, ops[2].index, _ds_offset(mods)
    keys = ops[0].keys()

    def run(w):
        mask = w.exec.copy()
        lane = ((w.v[a].astype(np.int64) + off) >> 2) & (WAVE - 1)
        vals = np.where(mask[lane], w.v[src][lane], U32(0))

        def complete(w2):
            np.copyto(w2.v[d], vals, where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1], ops[2]), keys


# ----------------------------------------------------------------------------------------------
# Matrix instructions (MFMA) and the accumulation registers (AGPRs), gfx90a / gfx942.
#
# Mnemonics, as llvm-mc (LLVM 22) accepts them: gfx90a spells the f16 / bf16 MFMAs
# v_mfma_f32_32x32x8f16, v_mfma_f32_16x16x16f16, v_mfma_f32_32x32x8bf16_1k and
# v_mfma_f32_16x16x16bf16_1k; gfx942 prints them as v_mfma_f32_32x32x8_f16,
# v_mfma_f32_16x16x16_f16, v_mfma_f32_32x32x8_bf16 and v_mfma_f32_16x16x16_bf16 and still
# accepts the gfx90a spellings as aliases. gfx90a rejects the gfx942 spellings.
#
# Operand layout (one block, no CBSZ/ABID/BLGP), from AMD's Matrix Instruction Calculator
# (ROCm/amd_matrix_instruction_calculator, --detail-instruction for v_mfma_f32_32x32x8f16 and
# v_mfma_f32_16x16x16f16; the bf16_1k forms have the same shapes and packing: "Matrix element
# to register mapping" / "Register to matrix element mapping"), the ISA guides' MFMA operand
# layouts put as formulas (section numbers not checked here). For MxNxK with
# M = N and lane groups G = 64 / M (= K / 4):
#   A[i][k]: lane M*floor(k/4) + i, register floor(k/2) % 2, half k % 2 (bits [16h+15:16h])
#   B[k][j]: lane N*floor(k/4) + j, same register and half
#   C, D[i][j]: register 4*floor(i / (4G)) + i % 4, lane N*(floor(i/4) % G) + j
# i.e. 32x32x8: D row = 8*(r/4) + 4*(l/32) + r%4, column l%32; 16x16x16: row 4*(l/16) + r,
# column l%16.
#
# Arithmetic: each product of two f16 (or two bf16) is exact in f64; the K products and C are
# summed in f64 and the sum rounded once to f32 (nearest even, denormals kept). The hardware's
# internal order and intermediate precision are not specified bit-exactly by the ISA, so a
# result can differ from the hardware's in the last bit; the products themselves are exact.
# MFMA with a partial EXEC is not modelled (an error), nor are CBSZ/ABID/BLGP other than 0.
#
# Pass counts (LLVM SISchedule.td: SIDPFullSpeedModel for gfx90a, SIDPGFX940FullSpeedModel for
# gfx942): 32x32x8 16 passes on gfx90a, 8 on gfx942; 16x16x16 8 on gfx90a, 4 on gfx942.

# mnemonic -> (M, N, K, element type, the Target.mfma_spelling families that accept it)
_MFMA: dict[str, tuple] = {}
for _shape, _m, _k in (("32x32x8", 32, 8), ("16x16x16", 16, 16)):
    _MFMA[f"v_mfma_f32_{_shape}f16"] = (_m, _m, _k, "f16", ("cdna2", "cdna3"))
    _MFMA[f"v_mfma_f32_{_shape}_f16"] = (_m, _m, _k, "f16", ("cdna3",))
    _MFMA[f"v_mfma_f32_{_shape}bf16_1k"] = (_m, _m, _k, "bf16", ("cdna2", "cdna3"))
    _MFMA[f"v_mfma_f32_{_shape}_bf16"] = (_m, _m, _k, "bf16", ("cdna3",))


@functools.lru_cache(maxsize=None)
def mfma_layout(m: int, n: int, k: int) -> dict:
    """Index arrays mapping matrix elements to (register or half-word item, lane): for A (M, K)
    and B (K, N) the item 0..3 (register item // 2, half item % 2) and lane; for C/D (M, N) the
    register and lane. See the comment above for the source."""
    groups = WAVE // n
    i, kk = np.arange(m)[:, None], np.arange(k)[None, :]
    k2, j = np.arange(k)[:, None], np.arange(n)[None, :]
    i2, j2 = np.arange(m)[:, None], np.arange(n)[None, :]
    return {"a_item": np.broadcast_to(kk % 4, (m, k)), "a_lane": m * (kk // 4) + i,
            "b_item": np.broadcast_to(k2 % 4, (k, n)), "b_lane": n * (k2 // 4) + j,
            "d_reg": np.broadcast_to(4 * (i2 // (4 * groups)) + i2 % 4, (m, n)),
            "d_lane": np.ascontiguousarray(n * ((i2 // 4) % groups) + j2)}


def _halves(regs: np.ndarray, dtype: str) -> np.ndarray:
    """Two registers (2, 64) of packed 16-bit values -> (4, 64) float64: item 2r + h is
    register r's half h (h = 0: bits 15:0)."""
    h = np.stack([regs[0] & U32(0xFFFF), regs[0] >> U32(16),
                  regs[1] & U32(0xFFFF), regs[1] >> U32(16)])
    if dtype == "f16":
        return h.astype(np.uint16).view(np.float16).astype(F64)
    return (h << U32(16)).view(F32).astype(F64)


def mfma_compute(a: np.ndarray, b: np.ndarray, c: np.ndarray, m: int, n: int, k: int,
                 dtype: str) -> np.ndarray:
    """D = A B + C for one MFMA in each of G waves side by side: a, b (2, 64 G) uint32
    registers, c (M*N/64, 64 G) uint32; returns D like c (sums over k in order, in float64)."""
    lay, g = mfma_layout(m, n, k), a.shape[1] // WAVE
    av, bv = _halves(a, dtype).reshape(4, g, WAVE), _halves(b, dtype).reshape(4, g, WAVE)
    am = av[lay["a_item"], :, lay["a_lane"]]                    # (M, K, G)
    bm = bv[lay["b_item"], :, lay["b_lane"]]                    # (K, N, G)
    cm = c.view(F32).reshape(-1, g, WAVE)[lay["d_reg"], :, lay["d_lane"]].astype(F64)
    with np.errstate(all="ignore"):
        dm = (am[:, :, None] * bm[None, :, :]).sum(axis=1) + cm
    out = np.empty_like(c)
    out.reshape(-1, g, WAVE)[lay["d_reg"], :, lay["d_lane"]] = dm.astype(F32).view(U32)
    return out


# Wait states after an f16/bf16 MFMA of p passes (XDL ops on gfx940): the target's
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
    """v_mfma_f32_{32x32x8,16x16x16}{f16,bf16} vdst, srcA, srcB, srcC (see above)."""
    m, n, kk, dtype, spellings = _MFMA[ins.op]
    if mod.target.mfma_spelling not in spellings:
        takers = [t.name for t in TARGETS.values() if t.mfma_spelling in spellings]
        raise UnknownInstruction(f"line {ins.line}: '{ins.op}' is not a {mod.target.name} "
                                 f"instruction (llvm-mc accepts it for {', '.join(takers)}): "
                                 f"{ins.text}")
    _want(ops, 4)
    for key, val in mods.items():
        if key not in ("cbsz", "abid", "blgp") or int(val or "0", 0) != 0:
            raise ValueError(f"MFMA modifier {key}:{val} is not modelled")
    nd = m * n // WAVE
    dk, d = _vreg_tuple(ops[0], nd, "vdst")
    ak, a = _vreg_tuple(ops[1], 2, "srcA")
    bk, b = _vreg_tuple(ops[2], 2, "srcB")
    c_const = ops[3].kind == "c"
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
    passes = ws.passes(m)
    dkeys, akeys, bkeys = ops[0].keys(), ops[1].keys(), ops[2].keys()
    ckeys = () if c_const else ops[3].keys()
    dtuple = (dk, d, nd)
    exec_keys = (VGPRS + EXEC, VGPRS + EXEC + 1)

    def check(w, now):
        for kind, keys in (("srcab", akeys), ("srcab", bkeys), ("srcc", ckeys)):
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
        av, bv = rf[ak][a:a + 2], rf[bk][b:b + 2]
        cv = np.full((nd, av.shape[1]), cval, U32) if c_const else rf[dk][c:c + nd]
        rf[dk][d:d + nd] = mfma_compute(av, bv, cv, m, n, kk, dtype)
        rec = (now, ins, passes, dtuple)
        for r in dkeys:
            w.mfma_w[r] = rec
        for r in ckeys:
            w.mfma_c[r] = (now, ins, passes)
    ins.run = run
    ins.reads, ins.writes = akeys + bkeys + ckeys, dkeys


def _mai_wrap(ins: Inst, ws: WaitStates) -> None:
    """Wraps a VALU, VMEM or LDS instruction with the checks against earlier MFMAs: reading or
    writing a register an MFMA writes, or writing one it reads as srcC, too soon."""
    rkeys = tuple(r for r in ins.reads if r < VGPRS or r >= AGPR_KEY)
    wkeys = tuple(r for r in ins.writes if r < VGPRS or r >= AGPR_KEY)
    if not rkeys and not wkeys:
        return
    body = ins.run

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
    ins.run = run


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


def _f32_to_f16_rtz(a):
    """f32 -> f16 rounded toward zero (NaN stays NaN, quiet; infinity stays infinite)."""
    x = _f(np.asarray(a, U32)).astype(F64)
    with np.errstate(all="ignore"):
        r = x.astype(np.float16)
        over = np.isfinite(x) & (np.abs(r.astype(F64)) > np.abs(x))
        r = np.where(over, np.nextafter(r, np.float16(0)), r)
    return r.astype(np.float16).view(np.uint16).astype(U32)


_VALU["v_cvt_pkrtz_f16_f32"] = (
    2, lambda a, b: _f32_to_f16_rtz(a) | (_f32_to_f16_rtz(b) << U32(16)), True)
_VOP3_ONLY = _VOP3_ONLY | {"v_accvgpr_write_b32", "v_accvgpr_read_b32", "v_accvgpr_mov_b32",
                           "v_cvt_pkrtz_f16_f32"}      # VOP3 only on gfx9 (llvm-mc: no e32)


# ----------------------------------------------------------------------------------------------
# Buffer (MUBUF) loads and stores through a buffer resource (V#) in four SGPRs: base address
# (word 0, word 1 bits 15:0), stride (word 1 bits 29:16), num_records (word 2, bytes for a raw
# buffer), flags (word 3). Only raw buffers are modelled: no IDXEN, no swizzle (word 1 bit 31),
# no ADD_TID (word 3 bit 23).
#   address = base + soffset + inst_offset + (OFFEN ? vgpr_offset : 0)
# Range check (CDNA4 ISA guide 9.1.5.1 "Range Checking", raw buffer; the CDNA3 text was not
# checked here, the rule is the CDNA family's): out of range if
# inst_offset + vgpr_offset >= num_records, the SGPR offset not included; dword-x{2,3,4} are
# checked per dword, each at its own offset (LLVM AMDGPUUsage "Relaxed Buffer OOB Mode":
# unsigned, saturating). Out-of-range loads return 0, out-of-range stores are dropped. A dword
# (or short) that starts in range and ends past num_records is documented inconsistently (the
# ISA's formula keeps it, LLVM says such bytes count as out of bounds): an error here.

_BUFFER_LOAD = {"buffer_load_ubyte": (1, 1, False), "buffer_load_sbyte": (1, 1, True),
                "buffer_load_ushort": (2, 1, False), "buffer_load_sshort": (2, 1, True),
                "buffer_load_dword": (4, 1, False), "buffer_load_dwordx2": (4, 2, False),
                "buffer_load_dwordx3": (4, 3, False), "buffer_load_dwordx4": (4, 4, False)}
_BUFFER_STORE = {"buffer_store_byte": (1, 1), "buffer_store_short": (2, 1),
                 "buffer_store_dword": (4, 1), "buffer_store_dwordx2": (4, 2),
                 "buffer_store_dwordx3": (4, 3), "buffer_store_dwordx4": (4, 4)}


def _buffer_access(ins: Inst, ops: list[Opnd], mods: dict) -> Callable:
    """For `vdata, vaddr|off, s[4n:4n+3], soffset`: a function of the wave giving, per dword
    component c, (addresses, in-range lanes) as a list, for components of `size` bytes."""
    for key in ("idxen", "lds", "tfe"):
        if key in mods:
            raise ValueError(f"buffer {key} is not modelled")
    imm = int(mods.get("offset", "0"), 0)
    if not MUBUF_OFFSET[0] <= imm <= MUBUF_OFFSET[1]:
        raise ValueError(f"offset:{imm} is outside the 12-bit MUBUF instruction offset")
    vaddr, rsrc, soff = ops[1], ops[2], ops[3]
    offen = "offen" in mods
    if offen != (vaddr.kind == "v"):
        raise ValueError("vaddr is a VGPR exactly when offen is given ('off' otherwise)")
    if offen and vaddr.count != 1:
        raise ValueError("expected one VGPR offset")
    if rsrc.kind != "s" or rsrc.count != 4 or rsrc.index % 4:
        raise ValueError(f"expected a 4-aligned SGPR quad resource, got '{rsrc.text}'")
    if soff.kind not in ("s", "c") or soff.count != 1 or (soff.kind == "c" and not soff.inline):
        raise ValueError(f"soffset is an SGPR, M0 or an inline constant, got '{soff.text}'")
    r, vi = rsrc.index, vaddr.index
    soffset = ssrc(soff)
    where = ins.where

    def access(w, size: int, n: int):
        w0, w1, nrec, w3 = w.s[r], w.s[r + 1], w.s[r + 2], w.s[r + 3]
        if w1 >> 31 or (w3 >> 23) & 1:
            raise EmulatorError(f"{where}: a swizzled or ADD_TID buffer resource is not "
                                "modelled")
        base = w0 | ((w1 & 0xFFFF) << 32)
        voff = w.v[vi].astype(np.int64) if offen else np.zeros(WAVE, np.int64)
        out = []
        for c in range(n):
            off = np.minimum(voff + imm + size * c, M32)          # unsigned, saturating
            inside = off < nrec
            partial = inside & (off + size > nrec) & w.exec
            if partial.any():
                lane = int(np.argmax(partial))
                raise EmulatorError(
                    f"{where}: lane {lane}'s {size}-byte access at buffer offset "
                    f"{int(off[lane])} straddles num_records {nrec}; whether it is in range is "
                    "not specified consistently (CDNA3 ISA vs LLVM AMDGPUUsage)")
            addr = (U64(base) + U64(soffset(w)) + (voff + imm + size * c).astype(U64)) & U64(M64)
            out.append((addr, w.exec & inside))
        return out
    return access


def _b_bload(mod, k, ins, ops, mods):
    """buffer_load_*: queued on vmcnt; out-of-range lanes and dwords read 0."""
    size, n, signed = _BUFFER_LOAD[ins.op]
    check_width(8 * size * n, mod.target, ins.where, ins.op)
    _want(ops, 4)
    d = _vdst(ops[0], n)
    access = _buffer_access(ins, ops, mods)
    keys, where = ops[0].keys(), ins.where

    def run(w):
        parts, mask = access(w, size, n), w.exec.copy()

        def complete(w2):
            for c, (addr, ok) in enumerate(parts):
                vals = w2.memory.load(addr, size, ok, where).astype(np.int64)
                if signed:
                    bits = 8 * size
                    vals = np.where(vals >> (bits - 1), vals - (1 << bits), vals)
                np.copyto(w2.v[d + c], (vals & M32).astype(U32), where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=False)
    ins.run = run
    ins.reads, ins.writes, ins.vmem = _reads(*ops[1:]), keys, True
    _hazard_wrap(ins, mod.ws)


def _b_bstore(mod, k, ins, ops, mods):
    """buffer_store_*: data read at issue, written at retirement; out-of-range dwords are
    dropped."""
    size, n = _BUFFER_STORE[ins.op]
    check_width(8 * size * n, mod.target, ins.where, ins.op)
    _want(ops, 4)
    if ops[0].kind != "v" or ops[0].count != n:
        raise ValueError(f"expected {n} data VGPRs, got '{ops[0].text}'")
    data = ops[0].index
    access = _buffer_access(ins, ops, mods)
    where = ins.where

    def run(w):
        parts = access(w, size, n)
        vals = w.v[data:data + n].copy()

        def complete(w2):
            for c, (addr, ok) in enumerate(parts):
                w2.memory.store(addr, size, vals[c], ok, where)
        w.issue(Pending(ins, (), complete), lgkm=False)
    ins.run = run
    ins.reads, ins.vmem = _reads(*ops), True
    ins.wide_store = n > 2
    _hazard_wrap(ins, mod.ws)


# ----------------------------------------------------------------------------------------------
# 16-bit LDS accesses. The race detector works on 32-bit words, so two waves writing the two
# halves of one word with no barrier between are reported as a race (conservative).

_DS16_READ = {"ds_read_u16": None, "ds_read_u16_d16": 0, "ds_read_u16_d16_hi": 16}
_DS16_WRITE = {"ds_write_b16": 0, "ds_write_b16_d16_hi": 16}


def _lds16_addr(w, a: int, off: int, where: str, mask):
    addr = (w.v[a] + U32(off)).astype(np.int64)
    if (addr[mask] % 2).any():
        raise EmulatorError(f"{where}: misaligned 16-bit shared-memory access")
    return addr, addr & ~3, (addr & 2) * 8


def _b_ds16read(mod, k, ins, ops, mods):
    """ds_read_u16 d, a: d = the zero-extended half-word; ds_read_u16_d16 (_hi) writes only the
    low (high) half of d and keeps the other."""
    keep = _DS16_READ[ins.op]
    _want(ops, 2)
    d = _vdst(ops[0])
    if ops[1].kind != "v" or ops[1].count != 1:
        raise ValueError("expected a VGPR address")
    a, off = ops[1].index, _ds_offset(mods)
    keys, where = ops[0].keys(), ins.where

    def run(w):
        mask = w.exec.copy()
        _, waddr, sh = _lds16_addr(w, a, off, where, mask)
        baddr = waddr + (sh.astype(np.int64) // 8)     # the 16-bit element's own byte address
        w.shared.check_read(w.id, baddr, 2, mask, where)

        def complete(w2):
            w2.shared.check_read(w2.id, baddr, 2, mask, where)
            if w2.shared.counters is not None:
                w2.shared.counters.shared_access(baddr, 2, mask, write=False)
            word = np.zeros(mask.size, U32)
            word[mask] = w2.shared.words[waddr[mask] // 4]
            half = (word >> sh.astype(U32)) & U32(0xFFFF)
            old = w2.v[d]
            if keep is None:
                val = half
            elif keep == 0:
                val = (old & U32(0xFFFF0000)) | half
            else:
                val = (old & U32(0xFFFF)) | (half << U32(16))
            np.copyto(w2.v[d], val.astype(U32), where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1]) + (keys if keep is not None else ()), keys


def _b_ds16write(mod, k, ins, ops, mods):
    """ds_write_b16 a, d: the low half of d (ds_write_b16_d16_hi: the high half)."""
    src_sh = _DS16_WRITE[ins.op]
    _want(ops, 2)
    if ops[0].kind != "v" or ops[0].count != 1 or ops[1].kind != "v" or ops[1].count != 1:
        raise ValueError("expected a VGPR address and a data VGPR")
    a, data, off = ops[0].index, ops[1].index, _ds_offset(mods)
    where = ins.where

    def run(w):
        mask = w.exec.copy()
        _, waddr, sh = _lds16_addr(w, a, off, where, mask)
        vals = (w.v[data] >> U32(src_sh)) & U32(0xFFFF)
        baddr = waddr + (sh.astype(np.int64) // 8)     # the 16-bit element's own byte address
        w.shared.check_write(w.id, baddr, 2, mask, where)

        def complete(w2):
            sm = w2.shared
            sm.check_write(w2.id, baddr, 2, mask, where)
            if sm.counters is not None:
                sm.counters.shared_access(baddr, 2, mask, write=True)
            for half in (0, 16):
                sel = mask & (sh == half)
                if sel.any():
                    idx = waddr[sel] // 4
                    keep = U32(0xFFFF0000) if half == 0 else U32(0xFFFF)
                    sm.words[idx] = (sm.words[idx] & keep) | (vals[sel] << U32(half))
        w.issue(Pending(ins, (), complete), lgkm=True)
    ins.run = run
    ins.reads = _reads(ops[0], ops[1])


_SPECIAL = {
    "v_cndmask_b32": _b_cndmask,
    "v_add_co_u32": _b_addco, "v_addc_co_u32": _b_addco,
    "v_sub_co_u32": _b_addco, "v_subb_co_u32": _b_addco,
    "v_readlane_b32": _b_readlane, "v_readfirstlane_b32": _b_readlane,
    "v_lshlrev_b64": _b_lshl64,
    "v_div_scale_f32": _b_div_scale, "v_div_fmas_f32": _b_div_fmas,
    "s_and_saveexec_b64": _b_saveexec, "s_or_saveexec_b64": _b_saveexec,
    "s_andn2_saveexec_b64": _b_saveexec,
    "s_nop": _b_nop, "s_waitcnt": _b_waitcnt, "s_barrier": _b_barrier, "s_endpgm": _b_endpgm,
    "s_setprio": _b_setprio,
    "ds_swizzle_b32": _b_swizzle, "ds_bpermute_b32": _b_bpermute,
    "v_accvgpr_write_b32": _b_accvgpr, "v_accvgpr_read_b32": _b_accvgpr,
    "v_accvgpr_mov_b32": _b_accvgpr,
    **{m: _b_mfma for m in _MFMA}, **{m: _b_bload for m in _BUFFER_LOAD},
    **{m: _b_bstore for m in _BUFFER_STORE}, **{m: _b_ds16read for m in _DS16_READ},
    **{m: _b_ds16write for m in _DS16_WRITE},
}


# ----------------------------------------------------------------------------------------------
# Hazards: wait states the hardware does not insert (CDNA3 ISA 4.5 "Manually Inserted Wait
# States", with the gfx940 additions as LLVM's GCNHazardRecognizer applies them). They are
# checked along the path the wave actually takes: the clock counts wait states (one per
# instruction, N + 1 for s_nop N) and each register remembers its last VALU write.

def _valu_rules(ins: Inst, ws: WaitStates, lane_sel: tuple, carry: tuple) -> tuple:
    """(register key, wait states needed after a VALU write of it, why) for what `ins` reads.
    A carry-in read needs none of the gfx940 SGPR wait states (CDNA3 ISA 4.5)."""
    rules = []
    for r in ins.reads:
        need, why = 0, ""
        if VGPRS <= r < AGPR_KEY:
            if ins.vmem:
                need, why = ws.valu_sgpr_vmem, "VALU writes an SGPR, VMEM reads it"
            if ins.op == "v_div_fmas_f32" and r - VGPRS in (VCC, VCC + 1):
                need, why = ws.valu_vcc_div_fmas, "VALU writes VCC, v_div_fmas reads it"
            if r in lane_sel and need < ws.valu_sgpr_lane_select:
                need, why = ws.valu_sgpr_lane_select, \
                    "VALU writes an SGPR, v_readlane uses it as lane select"
            if ins.valu and need < ws.valu_sgpr_valu and r not in carry:
                need, why = ws.valu_sgpr_valu, \
                    "gfx940: VALU writes an SGPR or VCC, a VALU op reads it"
        elif ws.valu_vgpr_readlane and ins.op in ("v_readlane_b32", "v_readfirstlane_b32"):
            need, why = ws.valu_vgpr_readlane, "gfx940: VALU writes a VGPR, v_readlane reads it"
        if need:
            rules.append((r, need, why))
    return tuple(rules)


def _hazard_wrap(ins: Inst, ws: WaitStates, lane_sel: tuple = (), carry: tuple = ()) -> None:
    """Wraps a VALU or VMEM instruction's handler with its hazard checks and bookkeeping."""
    body = ins.run
    rules = _valu_rules(ins, ws, lane_sel, carry)
    vreads = tuple(r for r in ins.reads if r < VGPRS)
    vwrites = tuple(r for r in ins.writes if r < VGPRS or r >= AGPR_KEY)
    trans_reads = vreads if ws.trans_use and ins.valu and not ins.trans else ()
    trans_need = ws.trans_use
    wide_need = ws.wide_store_valu if ins.valu else 0
    valu, trans, wide, writes = ins.valu, ins.trans, ins.wide_store, ins.writes

    def run(w):
        now = w.clock
        for r, need, why in rules:
            last = w.last_valu.get(r)
            if last is not None and now - last[0] - 1 < need:
                w.hazard(ins, r, need, why, last[1])
        if trans_reads and w.last_trans:
            for r in trans_reads:
                t = w.last_trans.get(r)
                if t is not None and now - t[0] - 1 < trans_need:
                    w.hazard(ins, r, trans_need, "gfx940: a non-trans VALU op reads a "
                             "transcendental's "
                             "result", t[1])
        if wide_need and w.last_wide:
            for r in vwrites:
                t = w.last_wide.get(r)
                if t is not None and now - t[0] - 1 < wide_need:
                    w.hazard(ins, r, wide_need, "a store of more than 8 bytes reads its data "
                             "late, a VALU op overwrites it", t[1])
        res = body(w)
        if valu:
            for x in writes:
                w.last_valu[x] = (now, ins)
                if trans:
                    w.last_trans[x] = (now, ins)
                elif w.last_trans:
                    w.last_trans.pop(x, None)
        if wide:
            for x in vreads:
                w.last_wide[x] = (now, ins)
        return res
    ins.run = run


def _hazard(self, ins: Inst, r: int, need: int, why: str, prod: Inst) -> None:
    name = _kname(r)
    raise HazardViolation(f"{ins.where}: {name} needs {need} wait state(s) after "
                          f"{prod.where} ({why}); an s_nop is missing (wave {self.id})")


Wave.hazard = _hazard
