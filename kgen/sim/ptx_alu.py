"""The PTX front end's compiler core (`ptx`) and its scalar instructions: integer and float
arithmetic, logic, shifts, comparisons, selects, moves, conversions and kernel parameters.

`_Compiler` builds the closure of each instruction: its register slots (`_Slots`: registers,
immediates, special registers and parameters share one list per warp), operands read and
written through views of a register's storage, and guards; the other families (`ptx_memory`,
`ptx_sync`, `ptx_matrix`) build theirs with it, and with the operand helpers here (addresses,
vectors, braced matrix operands).

Arithmetic is exact where PTX is (`.rn` add, sub, mul, div, sqrt, rcp, fma, conversions). The
`.approx` instructions (ex2, lg2, rsqrt, rcp, tanh, sin, cos) give a value anywhere inside the
error bound the PTX ISA documents for each, chosen per lane from the launch's seed
(`kgen.sim.approx`), so that a kernel that needs more accuracy than they promise fails here as
it would on some GPU. min/max.f32 order -0 below +0 and return the non-NaN operand (PTX ISA,
"min", "max"); min/max.NaN.f32 return NaN. The 8-bit floats (cvt with .e4m3x2 / .e5m2x2) are
decoded and rounded from the ISA's definitions of the formats, .rn and .satfinite, on their own
(kgen.tile.fp8, the language's cast, is what the tests compare them with).
"""

from __future__ import annotations

import functools
import re

import numpy as np

from .approx import APPROX, approximate
from .core import NAN_WORD, EmulatorError, UnknownInstruction
from .ptx_parse import (WARP, _DTYPE, _NP_DTYPE, _SIGNED, _SPECIALS, _UNSIGNED, _fail, _Function,
                        _Inst, _flow, _jumps, _lane_bits, _poison, _storage,
                        post_dominators)

# --------------------------------------------------------------------------------------------
# Compilation: instructions -> closures over register slots.

class _Slots:
    """Register slots of one function: declared registers, immediates, special registers and
    parameters share one list per warp, so every source operand is `regs[slot]`."""

    def __init__(self, fn: _Function):
        self.fn = fn
        # Declared registers first, in declaration order (a kernel declares thousands: one
        # poison array and dtype per register class, looked up once).
        poison = {ty: _poison(_storage(ty)) for ty in set(fn.regs.values())}
        dtypes = {ty: a.dtype for ty, a in poison.items()}
        self.template: list[np.ndarray] = list(map(poison.__getitem__, fn.regs.values()))
        self.dtypes: list = list(map(dtypes.__getitem__, fn.regs.values()))
        self.index: dict = dict(zip(fn.regs, range(len(fn.regs))))
        for s in _SPECIALS:
            self.index[s] = self._new(np.zeros(WARP, np.uint32))
        self.params = {}
        for name, ty in fn.params:
            if name not in fn.arrays:   # a byte array lives in parameter memory only
                self.params[name] = self._new(np.zeros(WARP, _DTYPE[ty]))
        self.consts: dict = {}

    def _new(self, value: np.ndarray) -> int:
        self.template.append(value)
        self.dtypes.append(value.dtype)
        return len(self.template) - 1

    def const(self, value) -> int:
        v = np.asarray(value)
        key = (v.dtype.str, v.tobytes())
        if key not in self.consts:
            arr = np.full(WARP, value)
            arr.flags.writeable = False
            self.consts[key] = self._new(arr)
        return self.consts[key]


def _imm(tok: str, ty: str, inst: _Inst):
    """An immediate as a NumPy scalar of type ty: '0f3F800000' is 1.0 for .f32, '-65536' is
    0xFFFF0000 for .b32 (PTX ISA, "Constants": integer literals are 64-bit, truncated)."""
    try:
        return _immediate(tok, ty)
    except ValueError:
        raise _fail(inst.line, inst.text, f"'{tok}' is not an immediate of type .{ty}") from None


@functools.lru_cache(maxsize=1 << 14)
def _immediate(tok: str, ty: str):
    """_imm's value, remembered; ValueError for a token that is not one of type ty."""
    dt = np.dtype(_DTYPE[ty])
    if re.fullmatch(r"0[fF][0-9a-fA-F]{8}", tok):
        if ty != "f32":
            raise ValueError
        return np.array(int(tok[2:], 16), np.uint32).view(np.float32)[()]
    if re.fullmatch(r"0[dD][0-9a-fA-F]{16}", tok):
        if ty != "f64":
            raise ValueError
        return np.array(int(tok[2:], 16), np.uint64).view(np.float64)[()]
    if dt.kind == "f":
        return dt.type(float(tok))
    v = int(tok.rstrip("Uu"), 0)
    if dt.kind == "b":
        return np.bool_(v != 0)
    bits = 8 * dt.itemsize
    return np.array(v & ((1 << bits) - 1), _UNSIGNED[dt.itemsize]).view(dt)[()]


# A register of storage dtype d read (_READS) or written (_WRITES) as PTX type ty: the view of
# its array, None for none, by (d, ty), as _Compiler.src and dst first work them out (a pure
# function of the two; a pair they refuse is never stored, so it is refused again each time).
_READS: dict = {}
_WRITES: dict = {}
_UNSEEN = object()
_SPECIAL_SET = frozenset(_SPECIALS)


class _Compiler:
    """Builds the closure for each instruction of a function."""

    def __init__(self, fn: _Function, target=None):
        self.fn = fn
        self.target = target        # the targets.Target row: its limits (max_vector_bits)
        self.slots = _Slots(fn)
        self.accumulators, self.matrix_a = set(), set()   # slots wgmma accumulates into, reads
        # What src and guard gave, by (operand, type) and by guard: a function reads most
        # registers and immediates several times (but writes most registers once), and each
        # answer is a pure function of the operand, its type and the function's declarations
        # (a refusal is not kept: it is raised again, at its own line).
        self.reads: dict = {}
        self.guards: dict = {}
        flows = {op: _flow(op) for op in {n.opcode for n in fn.insts}}
        jumps = [pc for pc, n in enumerate(fn.insts) if flows[n.opcode]]   # branches, exits
        branches = [pc for pc in jumps if flows[fn.insts[pc].opcode] == "bra"]
        for pc in branches:
            n = fn.insts[pc]
            if len(n.operands) != 1 or n.operands[0][0] != "sym" or \
                    n.operands[0][1] not in fn.labels:
                raise _fail(n.line, n.text, "a branch goes to one declared label")
        self.ipdom = post_dominators(len(fn.insts), _jumps(fn, jumps), branches)

    # -- operands

    def reg(self, op, inst: _Inst) -> int:
        if op[0] != "reg" or op[1] not in self.slots.index:
            what = op[1] if op[0] in ("reg", "sym", "imm") else op[0]
            raise _fail(inst.line, inst.text, f"'{what}' is not a declared register")
        return self.slots.index[op[1]]

    def src(self, op, ty: str, inst: _Inst):
        """(slot, view dtype or None) of a source operand read as type ty."""
        got = self.reads.get((op, ty))
        if got is None:
            got = self.reads[(op, ty)] = self._src(op, ty, inst)
        return got

    def _src(self, op, ty: str, inst: _Inst):
        if op[0] == "reg":      # the common case, by the views already worked out (_READS)
            slot = self.slots.index.get(op[1])
            if slot is not None:
                view = _READS.get((self.slots.dtypes[slot], ty), _UNSEEN)
                if view is not _UNSEEN:
                    return slot, view
        want = _NP_DTYPE[ty]
        kind = op[0]
        if kind == "imm":
            return self.slots.const(_imm(op[1], ty, inst)), None
        if kind == "sym" and op[1] in self.fn.shared:
            # The shared window address of a symbol: the block's shared memory starts at 0.
            if want.kind not in "ui":
                raise _fail(inst.line, inst.text, "a shared address is an integer")
            return self.slots.const(want.type(self.fn.shared[op[1]][0])), None
        slot = self.reg(op, inst)
        have = self.slots.dtypes[slot]
        if (have.kind == "b") != (want.kind == "b") or have.itemsize != want.itemsize:
            raise _fail(inst.line, inst.text, f"{op[1]} ({have}) read as .{ty}")
        view = _READS[(have, ty)] = None if have == want else want
        return slot, view

    def dst(self, op, ty: str, inst: _Inst):
        """(slot, view to the register's storage or None) of a destination written as type ty."""
        if op[0] == "reg" and op[1] not in _SPECIAL_SET:    # the common case (_WRITES)
            slot = self.slots.index.get(op[1])
            if slot is not None:
                out = _WRITES.get((self.slots.dtypes[slot], ty), _UNSEEN)
                if out is not _UNSEEN:
                    return slot, out
        slot = self.reg(op, inst)
        if op[1] in _SPECIALS:
            raise _fail(inst.line, inst.text, f"{op[1]} is read-only")
        have, want = self.slots.dtypes[slot], _NP_DTYPE[ty]
        if (have.kind == "b") != (want.kind == "b") or have.itemsize != want.itemsize:
            raise _fail(inst.line, inst.text, f"{op[1]} ({have}) written as .{ty}")
        out = _WRITES[(have, ty)] = None if have == want else have
        return slot, out

    def guard(self, inst: _Inst):
        if inst.guard is None:
            return None
        got = self.guards.get(inst.guard)
        if got is None:
            slot = self.reg(("reg", inst.guard[0]), inst)
            if self.slots.dtypes[slot].kind != "b":
                raise _fail(inst.line, inst.text, f"guard {inst.guard[0]} is not a predicate")
            got = self.guards[inst.guard] = (slot, inst.guard[1])
        return got

    def arity(self, inst: _Inst, n: int) -> None:
        if len(inst.operands) != n:
            raise _fail(inst.line, inst.text, f"expected {n} operands, got {len(inst.operands)}")


def _mask_fn(guard):
    """w -> the lanes an instruction acts on: the active mask, ANDed with its guard. One
    function per guard (slot, negated), shared by every instruction with that guard: they are
    pure, and most memory and matrix instructions ask for one."""
    if guard is None:
        return _active
    f = _MASKS.get(guard)
    if f is None:
        f = _MASKS[guard] = _guarded(*guard)
    return f


def _active(w):
    return w.mask


def _guarded(g: int, neg: bool):
    if neg:
        return lambda w: w.mask & ~w.regs[g]
    return lambda w: w.mask & w.regs[g]


_MASKS: dict = {}       # (guard slot, negated) -> _guarded's function


def _retyped(fn, views, out):
    def g(*xs):
        y = fn(*[x if v is None else x.view(v) for x, v in zip(xs, views)])
        return y if out is None else y.view(out)
    return g


def _lift(fn, srcs, out):
    """regs -> fn(sources), each source viewed as its operand type, the result as its register."""
    views = [v for _, v in srcs]
    if out is not None or any(v is not None for v in views):
        fn = _retyped(fn, views, out)
    s = [slot for slot, _ in srcs]
    if len(s) == 1:
        a, = s
        return lambda r: fn(r[a])
    if len(s) == 2:
        a, b = s
        return lambda r: fn(r[a], r[b])
    a, b, c = s
    return lambda r: fn(r[a], r[b], r[c])


def _write_one(d: int, compute, guard):
    """The handler that writes compute(regs) to slot d in the lanes the instruction acts on;
    inactive lanes keep their value (np.where builds a new array: register arrays are shared
    and never changed in place)."""
    if guard is None:
        def h(w):
            r = w.regs
            v = compute(r)
            r[d] = v if w.full else np.where(w.mask, v, r[d])
        return h
    g, neg = guard

    def hg(w):
        r = w.regs
        m = w.mask & ~r[g] if neg else w.mask & r[g]
        r[d] = np.where(m, compute(r), r[d])
    return hg


def _handler(d: int, fn, srcs: list, out, guard):
    """The handler of d = fn(sources): _write_one of _lift, or, when no operand is viewed as
    another type than its register's (nearly every instruction), one closure that reads the
    slots itself (`_DIRECT`): a warp-instruction then costs one Python call besides fn's."""
    if out is None and len(srcs) <= 3:
        slots = [slot for slot, view in srcs if view is None]
        if len(slots) == len(srcs):
            return _DIRECT[len(slots)](d, fn, guard, *slots)
    return _write_one(d, _lift(fn, srcs, out), guard)


# The _DIRECT handlers take what they close over as default arguments, not cells: a module
# makes one per instruction, and a function with defaults is made in a third of the time of a
# closure over as many cells (and leaves no cells for the collector to walk); they are read
# as locals. Every caller passes the warp alone.

def _direct1(d: int, fn, guard, a: int):
    if guard is None:
        def h(w, d=d, fn=fn, a=a):
            r = w.regs
            v = fn(r[a])
            r[d] = v if w.full else np.where(w.mask, v, r[d])
        return h
    g, neg = guard

    def hg(w, d=d, fn=fn, a=a, g=g, neg=neg):
        r = w.regs
        m = w.mask & ~r[g] if neg else w.mask & r[g]
        r[d] = np.where(m, fn(r[a]), r[d])
    return hg


def _direct2(d: int, fn, guard, a: int, b: int):
    if guard is None:
        def h(w, d=d, fn=fn, a=a, b=b):
            r = w.regs
            v = fn(r[a], r[b])
            r[d] = v if w.full else np.where(w.mask, v, r[d])
        return h
    g, neg = guard

    def hg(w, d=d, fn=fn, a=a, b=b, g=g, neg=neg):
        r = w.regs
        m = w.mask & ~r[g] if neg else w.mask & r[g]
        r[d] = np.where(m, fn(r[a], r[b]), r[d])
    return hg


def _direct3(d: int, fn, guard, a: int, b: int, c: int):
    if guard is None:
        def h(w, d=d, fn=fn, a=a, b=b, c=c):
            r = w.regs
            v = fn(r[a], r[b], r[c])
            r[d] = v if w.full else np.where(w.mask, v, r[d])
        return h
    g, neg = guard

    def hg(w, d=d, fn=fn, a=a, b=b, c=c, g=g, neg=neg):
        r = w.regs
        m = w.mask & ~r[g] if neg else w.mask & r[g]
        r[d] = np.where(m, fn(r[a], r[b], r[c]), r[d])
    return hg


_DIRECT = {1: _direct1, 2: _direct2, 3: _direct3}


def _alu(cx: _Compiler, pc: int, inst: _Inst, fn, dty: str, stys: tuple):
    """d = fn(a, ...) with d of type dty and sources of types stys."""
    ops = inst.operands
    if len(ops) != 1 + len(stys):
        cx.arity(inst, 1 + len(stys))
    d, out = cx.dst(ops[0], dty, inst)
    src, known = cx.src, cx.reads.get
    # One or two sources, nearly every instruction: read without a loop (a source read before
    # straight from cx.reads), and made straight into _handler's direct case when no view is
    # needed.
    if len(stys) == 2:
        x, tx, y, ty = ops[1], stys[0], ops[2], stys[1]
        (a, va), (b, vb) = srcs = (known((x, tx)) or src(x, tx, inst),
                                   known((y, ty)) or src(y, ty, inst))
        guard = None if inst.guard is None else cx.guard(inst)
        if out is None and va is None and vb is None:
            return _direct2(d, fn, guard, a, b)
    elif len(stys) == 1:
        x, tx = ops[1], stys[0]
        (a, va), = srcs = (known((x, tx)) or src(x, tx, inst),)
        guard = None if inst.guard is None else cx.guard(inst)
        if out is None and va is None:
            return _direct1(d, fn, guard, a)
    else:
        srcs = [src(op, t, inst) for op, t in zip(ops[1:], stys)]
        guard = None if inst.guard is None else cx.guard(inst)
    return _handler(d, fn, srcs, out, guard)


def _shift(cx: _Compiler, pc: int, inst: _Inst, kind: str, ty: str):
    """shl / shr: the amount is .u32 whatever the type; amounts past the width clamp to it
    (PTX ISA, "shl", "shr": shl and shr.u give 0, shr.s fills with the sign bit)."""
    cx.arity(inst, 3)
    bits = 8 * _NP_DTYPE[ty].itemsize
    amount = inst.operands[2]
    if amount[0] == "imm":
        k = min(int(_imm(amount[1], "u32", inst)), bits)
        d, out = cx.dst(inst.operands[0], ty, inst)
        srcs = [cx.src(inst.operands[1], ty, inst)]
        return _handler(d, _shift_by(kind, ty, k), srcs, out, cx.guard(inst))
    d, out = cx.dst(inst.operands[0], ty, inst)
    srcs = [cx.src(inst.operands[1], ty, inst), cx.src(amount, "u32", inst)]
    return _handler(d, _shift_var(kind, ty), srcs, out, cx.guard(inst))


@functools.lru_cache(maxsize=None)
def _shift_by(kind: str, ty: str, k: int):
    """a << k or a >> k for an immediate k (at most the width), one function per shift."""
    dt = _NP_DTYPE[ty]
    bits = 8 * dt.itemsize
    if kind == "shl" or dt.kind == "u":
        if k >= bits:
            return np.zeros_like
        s = dt.type(k)
        return (lambda a: a << s) if kind == "shl" else (lambda a: a >> s)
    s = dt.type(min(k, bits - 1))
    return lambda a: a >> s


@functools.lru_cache(maxsize=None)
def _shift_var(kind: str, ty: str):
    """a << b or a >> b for a register amount b (.u32), one function per kind and type."""
    dt = _NP_DTYPE[ty]
    top = np.uint32(8 * dt.itemsize - 1)

    def var(a, b):
        s = np.minimum(b, top).astype(dt)
        if kind == "shl":
            return np.where(b > top, dt.type(0), a << s)
        if dt.kind == "i":
            return a >> s
        return np.where(b > top, dt.type(0), a >> s)
    return var


# -- floating point semantics

def _fmin(a, b):
    """min.f32 (PTX ISA 9.7.3.11, "min"): a NaN operand yields the other (NaN if both); "If
    values of both inputs are 0.0, then +0.0 > -0.0", so min(+0, -0) is -0 either way round."""
    pick_a = (a < b) | (b != b) | ((a == b) & np.signbit(a))
    return np.where(pick_a, a, b)


def _fmax(a, b):
    """max.f32 (PTX ISA 9.7.3.12, "max"): as min, the larger; max(-0, +0) is +0."""
    pick_a = (a > b) | (b != b) | ((a == b) & ~np.signbit(a))
    return np.where(pick_a, a, b)


def _nan_canonical(f):
    """min/max.NaN.f32: "the result is canonical NaN if any of the inputs is NaN" (PTX ISA,
    "min", "max"; the canonical f32 NaN is 0x7fffffff)."""
    def g(a, b):
        return np.where((a != a) | (b != b), _CANONICAL_NAN, f(a, b))
    return g


_CANONICAL_NAN = np.uint32(0x7FFFFFFF).view(np.float32)


def _approximate(cx: _Compiler, pc: int, inst: _Inst, bound):
    """d = an .approx function of a: a value inside its documented bound, drawn per lane from
    the launch's seed (kgen.sim.approx)."""
    cx.arity(inst, 2)
    d, out = cx.dst(inst.operands[0], "f32", inst)
    a, view = cx.src(inst.operands[1], "f32", inst)
    key = inst.line

    def compute(w):
        x = w.regs[a] if view is None else w.regs[a].view(view)
        y = approximate(bound, x, w.seed, key, w.draws)
        return y if out is None else y.view(out)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        r = w.regs
        r[d] = np.where(mask(w), compute(w), r[d])
    return h


def _fma_rn(a, b, c):
    """fma.rn.f32 with a single rounding. a*b is exact in float64 (24 + 24 bits); the sum with c
    is not always, so TwoSum recovers the float64 rounding error and the sum is re-rounded to
    odd (a sticky last bit), after which rounding to f32 is exact round-to-nearest-even
    (round-to-odd with 29 spare bits never double-rounds)."""
    p = a.astype(np.float64) * b.astype(np.float64)
    q = c.astype(np.float64)
    s = p + q
    bb = s - p
    err = (p - (s - bb)) + (q - bb)
    inexact = (err != 0) & np.isfinite(s)
    if inexact.any():
        even = (s.view(np.uint64) & np.uint64(1)) == 0
        bump = inexact & even
        s = np.where(bump, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
    return s.astype(np.float32)


def _cmp(op: str, kind: str):
    """setp comparisons (PTX ISA, "Floating Point Comparisons": ordered ones are false on NaN,
    unordered ones true)."""
    table = {
        "eq": np.equal, "lt": np.less, "le": np.less_equal, "gt": np.greater,
        "ge": np.greater_equal,
        "ne": (lambda a, b: (a < b) | (a > b)) if kind == "f" else np.not_equal,
        "lo": np.less, "ls": np.less_equal, "hi": np.greater, "hs": np.greater_equal,
        "equ": lambda a, b: ~((a < b) | (a > b)), "neu": np.not_equal,
        "ltu": lambda a, b: ~(a >= b), "leu": lambda a, b: ~(a > b),
        "gtu": lambda a, b: ~(a <= b), "geu": lambda a, b: ~(a < b),
        "num": lambda a, b: (a == a) & (b == b), "nan": lambda a, b: (a != a) | (b != b),
    }
    return table[op]


def _f32_to_bf16(a):
    """cvt.rn.bf16.f32: round to nearest even on the bit pattern; NaN -> canonical 0x7FFF."""
    u = a.view(np.uint32)
    r = ((u + ((u >> np.uint32(16)) & np.uint32(1)) + np.uint32(0x7FFF)) >> np.uint32(16))
    return np.where(a != a, np.uint16(0x7FFF), r.astype(np.uint16))


def _f32_to_f16(a):
    """cvt.rn.f16.f32: IEEE round to nearest even (NumPy's conversion); NaN -> 0x7FFF."""
    return np.where(a != a, np.uint16(0x7FFF), a.astype(np.float16).view(np.uint16))


def _bf16_to_f32(h):
    return (h.astype(np.uint32) << np.uint32(16)).view(np.float32)


def _f16_to_f32(h):
    return h.view(np.float16).astype(np.float32)


def _pack2(f):
    """cvt.rn.{bf16x2,f16x2}.f32 d, a, b: d.hi = cvt(a), d.lo = cvt(b) (PTX ISA, "cvt")."""
    def pack(a, b):
        h = f(np.stack((a, b))).astype(np.uint32)   # both halves in one conversion
        return (h[0] << np.uint32(16)) | h[1]
    return pack


# -- 8-bit floats (sm_89+)
#
# The formats, from the PTX ISA's definition ("Alternate Floating-Point Data Formats"): e4m3 is
# 1 sign, 4 exponent (bias 7) and 3 mantissa bits with no infinities and one NaN per sign,
# S.1111.111; e5m2 is 1.5.2, bias 15, IEEE-like (exponent 11111: infinity with a zero mantissa,
# NaN otherwise). Both have subnormals (exponent 0) and a negative zero.
_FP8_FORMATS = {"e4m3x2": (4, 3, False), "e5m2x2": (5, 2, True)}   # exponent, mantissa, inf
_FP8_NAN = 0x7F     # the NaN a conversion gives (the ISA says only "NaN"; S.1111.111 is one in
                    # both formats, and not an infinity)


@functools.lru_cache(maxsize=None)
def _fp8_values(pair: str) -> np.ndarray:
    """The 256 patterns' values (float64, NaN for NaNs): _fp8_values('e4m3x2')[0x38] is 1.0."""
    e_bits, m_bits, has_inf = _FP8_FORMATS[pair]
    bias, top = (1 << (e_bits - 1)) - 1, (1 << e_bits) - 1
    out = np.empty(256)
    for b in range(256):
        sign = -1.0 if b & 0x80 else 1.0
        e, m = (b >> m_bits) & top, b & ((1 << m_bits) - 1)
        if e == top and (has_inf or m == (1 << m_bits) - 1):
            out[b] = sign * np.inf if has_inf and m == 0 else np.nan
        elif e == 0:
            out[b] = sign * m * 2.0 ** (1 - bias - m_bits)
        else:
            out[b] = sign * ((1 << m_bits) + m) * 2.0 ** (e - bias - m_bits)
    return out


def _f32_to_fp8(pair: str):
    """cvt.rn.satfinite to one 8-bit float (PTX ISA 9.7.9.21 "cvt"), as uint8 patterns. .rn:
    the nearest value, on a tie the one whose mantissa is even (PTX ISA "Rounding Modifiers";
    the non-negative patterns ascend with their values, so that is the even pattern); the sign
    is kept, so a negative value rounding to zero gives -0. .satfinite: "if the input value is
    NaN, then the result is NaN"; if its absolute value "is greater than MAX_NORM of the
    specified destination format, then the result is sign-preserved MAX_NORM": infinities
    included."""
    vals = _fp8_values(pair)[:128]
    mags = vals[:int(np.argmax(~np.isfinite(vals)))]    # the finite ones, ascending
    top = len(mags) - 1

    def conv(a):
        x = np.asarray(a, np.float32).astype(np.float64)
        mag = np.minimum(np.abs(x), mags[top])                 # .satfinite
        lo = np.clip(np.searchsorted(mags, mag, side="right") - 1, 0, top)
        hi = np.minimum(lo + 1, top)
        below, above = mag - mags[lo], mags[hi] - mag
        up = (above < below) | ((above == below) & (lo % 2 == 1))
        bits = np.where(up, hi, lo) | np.where(np.signbit(x), 0x80, 0)
        return np.where(np.isnan(x), _FP8_NAN, bits).astype(np.uint8)
    return conv


def _pack_fp8(pair: str):
    """cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 d, a, b: "d[15:8] = convert(a); d[7:0] =
    convert(b)" (PTX ISA 9.7.9.21 "cvt", Semantics), d a .b16."""
    conv = _f32_to_fp8(pair)

    def pack(a, b):
        return (conv(a).astype(np.uint16) << np.uint16(8)) | conv(b).astype(np.uint16)
    return pack


def _unpack_fp8(pair: str):
    """cvt.rn.f16x2.{e4m3x2,e5m2x2} d, a: each byte of the .b16 a to f16, the upper byte's in
    d's upper half (PTX ISA 9.7.9.21 "cvt"). Exact: every e4m3 and e5m2 value is an f16. A NaN
    gives the f16 NaN 0x7FFF (the emulator's canonical one, as cvt.rn.f16.f32)."""
    vals = _fp8_values(pair)
    with np.errstate(invalid="ignore"):
        halves = vals.astype(np.float16).view(np.uint16)
    halves = np.where(np.isnan(vals), np.uint16(0x7FFF), halves).astype(np.uint32)

    def unpack(a):
        return (halves[a >> np.uint16(8)] << np.uint32(16)) | halves[a & np.uint16(0xFF)]
    return unpack


def _f2i(rnd, ty):
    """cvt.{rni,rzi,rmi,rpi}.{s32,u32}.f32: round to an integer, saturate to the type's range,
    NaN -> 0 (PTX ISA, "cvt": float-to-integer conversions saturate)."""
    info = np.iinfo(_DTYPE[ty])

    def f(a):
        x = rnd(a.astype(np.float64))
        x = np.where(x != x, 0.0, np.clip(x, info.min, info.max))
        return x.astype(_DTYPE[ty])
    return f


def _divide(ty: str, rem: bool):
    """div / rem on integers (PTX ISA, "div", "rem"): the quotient truncates toward zero and
    the remainder has the dividend's sign. "Division by zero yields an unspecified,
    machine-specific value": the emulator gives poison (NAN_WORD's bits), so code that relies on
    it shows up. A signed overflow (INT_MIN / -1) wraps."""
    dt = np.dtype(_DTYPE[ty])
    wide = np.int64 if dt.itemsize < 8 else object    # exact for 32-bit operands in int64

    def f(a, b):
        x, y = np.broadcast_arrays(np.asarray(a).astype(wide), np.asarray(b).astype(wide))
        zero = y == 0
        y = np.where(zero, 1, y)
        quo = np.abs(x) // np.abs(y) * np.where((x < 0) == (y < 0), 1, -1)
        r = x - quo * y if rem else quo
        bits = np.asarray(r).astype(object) % (1 << 8 * dt.itemsize) if wide is object else \
            np.asarray(r, np.int64).astype(np.uint64) & np.uint64((1 << 8 * dt.itemsize) - 1)
        out = np.asarray(bits).astype(np.uint64).astype(dt.str.replace("i", "u")).view(dt)
        return np.where(zero, np.array(NAN_WORD, np.uint64).astype(dt.str.replace("i", "u"))
                        .view(dt), out)
    return f


def _i2i(src: str, dst: str):
    """cvt between integer types: sign- or zero-extend by the source type, or truncate."""
    return lambda a: a.astype(_DTYPE[dst])


# -- data movement

def _same(x):
    """mov's function: its source as it is (one function for every mov)."""
    return x


def _mov(cx: _Compiler, pc: int, inst: _Inst, ty: str):
    cx.arity(inst, 2)
    d, a = inst.operands
    guard = cx.guard(inst)
    if d[0] == "vec" or a[0] == "vec":
        return _mov_pack(cx, inst, ty, guard)
    return _alu(cx, pc, inst, _same, ty, (ty,))


def _mov_pack(cx: _Compiler, inst: _Inst, ty: str, guard):
    """mov.b32 {lo, hi}, r splits a register into halves; mov.b32 r, {lo, hi} joins them
    (PTX ISA, "mov": element 0 is the least significant)."""
    d, a = inst.operands
    size = np.dtype(_DTYPE[ty]).itemsize
    if ty not in ("b32", "b64") or (d[0] == "vec") == (a[0] == "vec"):
        raise _fail(inst.line, inst.text, "mov with a vector packs or unpacks a .b32 or .b64")
    parts = d[1] if d[0] == "vec" else a[1]
    half = {2: "b16", 4: "b32"}[size // len(parts)] if size // len(parts) in (2, 4) else None
    if half is None:
        raise _fail(inst.line, inst.text, "unsupported element count")
    bits = 8 * np.dtype(_DTYPE[half]).itemsize
    wide = _UNSIGNED[size]
    if a[0] == "vec":
        srcs = [cx.src(p, half, inst) for p in parts]
        dslot, out = cx.dst(d, ty, inst)

        def join(*xs):
            acc = np.zeros(xs[0].shape, wide)
            for k, x in enumerate(xs):
                acc |= x.astype(wide) << wide(bits * k)
            return acc
        return _handler(dslot, join, srcs, out, guard)
    aslot, aview = cx.src(a, ty, inst)
    dsts = [cx.dst(p, half, inst) for p in parts]
    part = _UNSIGNED[bits // 8]
    mask = _mask_fn(guard)

    def split(w):
        r = w.regs
        x = r[aslot] if aview is None else r[aslot].view(aview)
        m = mask(w)
        for k, (slot, out) in enumerate(dsts):
            v = (x >> wide(bits * k)).astype(part)
            v = v if out is None else v.view(out)
            r[slot] = np.where(m, v, r[slot])
    return split


# Kernel parameters' generic addresses. The kernel parameter window lies inside the global
# window (PTX ISA, "Parameter State Space"), and PTX may assume nothing about where parameters
# sit relative to each other: the emulator puts each alone, _PARAM_GAP apart, below the first
# global buffer, so that reading past one parameter reaches no other and no tensor; and aligned
# as declared (`.align`, else the type's size) but no more, so that a map declared without
# `.align 128` is caught where the hardware might misread it.
_PARAM_WINDOW, _PARAM_GAP = 1 << 39, 1 << 16


def param_address(fn: _Function, name: str) -> int:
    """The generic address of kernel parameter `name`, the i-th: _PARAM_WINDOW + i * _PARAM_GAP
    + its alignment (`.align 64 .b8 p[128]` at ... + 64: 64-byte aligned, not 128)."""
    i, ty = next((i, ty) for i, (n, ty) in enumerate(fn.params) if n == name)
    align = fn.arrays[name][1] if name in fn.arrays else np.dtype(_DTYPE[ty]).itemsize
    return _PARAM_WINDOW + _PARAM_GAP * i + align


def _cvta_param(cx: _Compiler, pc: int, inst: _Inst):
    """cvta.param.u64 d, name (PTX ISA, "cvta": the generic address of a variable in kernel
    parameter space; .param alone means .param::entry): a constant of the launch."""
    cx.arity(inst, 2)
    d, a = inst.operands
    if a[0] != "sym" or a[1] not in dict(cx.fn.params):
        raise _fail(inst.line, inst.text, "cvta.param takes the name of a kernel parameter")
    dslot, out = cx.dst(d, "u64", inst)
    src = cx.slots.const(np.uint64(param_address(cx.fn, a[1])))
    return _handler(dslot, lambda x: x, [(src, None)], out, cx.guard(inst))


def _ld_param(cx: _Compiler, pc: int, inst: _Inst, ty: str):
    cx.arity(inst, 2)
    d, a = inst.operands
    if a[0] == "addr" and a[1][0] == "sym" and a[1][1] in cx.fn.arrays:
        raise UnknownInstruction(f"line {inst.line}: the emulator reads a by-value byte-array "
                                 f"parameter ({a[1][1]}) only as a tensor map, through its "
                                 f"cvta.param address, not with ld.param ({inst.text})")
    if a[0] != "addr" or a[1][0] != "sym" or a[1][1] not in cx.slots.params or a[2] != 0:
        raise _fail(inst.line, inst.text, "ld.param reads a declared parameter, [name]")
    slot = cx.slots.params[a[1][1]]
    have, want = cx.slots.dtypes[slot], np.dtype(_DTYPE[ty])
    if have.itemsize != want.itemsize:
        raise _fail(inst.line, inst.text, f"parameter {a[1][1]} is {have}, read as .{ty}")
    dslot, out = cx.dst(d, ty, inst)
    view = None if have == want else want
    return _handler(dslot, lambda x: x, [(slot, view)], out, cx.guard(inst))


# -- the operands of memory instructions: vectors, addresses, bits (ptx_memory, ptx_sync)

def _vector_operands(cx: _Compiler, inst: _Inst, op, vec: int):
    items = op[1] if op[0] == "vec" else (op,)
    if len(items) != vec or (vec > 1) != (op[0] == "vec"):
        raise _fail(inst.line, inst.text, f"expected {vec} value operand(s)")
    return items


def _address(cx: _Compiler, inst: _Inst, op, width: str):
    """(slot, offset) of [reg+imm] or [symbol+imm]; width is u64 (global) or u32 (shared)."""
    if op[0] != "addr":
        raise _fail(inst.line, inst.text, "expected an address [base+offset]")
    base = op[1]
    if base[0] == "sym":
        if base[1] not in cx.fn.shared:
            raise _fail(inst.line, inst.text, f"'{base[1]}' is not a shared-memory symbol")
        return cx.slots.const(np.int64(cx.fn.shared[base[1]][0])), op[2]
    slot = cx.reg(base, inst)
    if cx.slots.dtypes[slot].kind not in "ui":
        raise _fail(inst.line, inst.text, f"address register {base[1]} is not an integer")
    if width == "u64" and cx.slots.dtypes[slot].itemsize != 8:
        raise _fail(inst.line, inst.text, "a global address is a 64-bit register")
    return slot, op[2]


def _from_bits(cx: _Compiler, inst: _Inst, op, ty: str):
    """(slot, conversion from raw little-endian bits in uint64 to the register's storage) for a
    load of type ty into register op; a wider integer register is sign- or zero-extended by the
    type (PTX ISA, "ld")."""
    slot = cx.reg(op, inst)
    have, want = cx.slots.dtypes[slot], _NP_DTYPE[ty]
    raw = _UNSIGNED[want.itemsize]
    if have.itemsize == want.itemsize and (have.kind == "b") == (want.kind == "b"):
        return slot, _conversion(_from_raw, raw, have)
    if have.kind in "ui" and want.kind in "ui" and have.itemsize > want.itemsize:
        ext = _SIGNED[have.itemsize] if want.kind == "i" else _UNSIGNED[have.itemsize]
        return slot, _conversion(_from_raw_extended, raw, want, ext, have)
    raise _fail(inst.line, inst.text, f"{op[1]} ({have}) cannot receive .{ty}")


def _to_bits(cx: _Compiler, inst: _Inst, op, ty: str):
    """(slot, conversion from register storage to the raw bits of type ty as uint64); a wider
    integer register is truncated to the type (PTX ISA, "st")."""
    want = _NP_DTYPE[ty]
    raw = _UNSIGNED[want.itemsize]
    if op[0] == "imm":
        return cx.slots.const(_imm(op[1], ty, inst)), _conversion(_to_raw, raw)
    slot = cx.reg(op, inst)
    have = cx.slots.dtypes[slot]
    if have.itemsize == want.itemsize and (have.kind == "b") == (want.kind == "b"):
        return slot, _conversion(_to_raw, raw)
    if have.kind in "ui" and want.kind in "ui" and have.itemsize > want.itemsize:
        return slot, _conversion(_to_raw_truncated, raw)
    raise _fail(inst.line, inst.text, f"{op[1]} ({have}) cannot be stored as .{ty}")


# The conversions of loads and stores, one function per kind and types (a kernel's loads and
# stores use a handful): made by _conversion, kept in _CONVERSIONS.
_CONVERSIONS: dict = {}


def _conversion(make, *types):
    f = _CONVERSIONS.get((make, types))
    if f is None:
        f = _CONVERSIONS[(make, types)] = make(*types)
    return f


def _from_raw(raw, have):
    return lambda u: u.astype(raw).view(have)


def _from_raw_extended(raw, want, ext, have):
    return lambda u: u.astype(raw).view(want).astype(ext).view(have)


def _to_raw(raw):
    return lambda x: x.view(raw).astype(np.uint64)


def _to_raw_truncated(raw):
    return lambda x: x.astype(raw).astype(np.uint64)


def _misaligned(inst: _Inst, a: np.ndarray, m: np.ndarray, nbytes: int) -> EmulatorError:
    lane = int(np.argmax(m & (a % a.dtype.type(nbytes) != 0)))
    return EmulatorError(f"{inst.where}: lane {lane} accesses {nbytes} bytes at address "
                         f"{int(a[lane]):#x}, which is not {nbytes}-byte aligned (PTX ISA, "
                         "'ld' and 'st': every access is naturally aligned to its size)")


def _chunks(size: int, vec: int):
    """Global accesses go to memory in pieces of up to 8 bytes: (piece bytes, pieces, values
    per piece). _chunks(4, 4) is (8, 2, 2): a 16-byte v4.f32 as two 8-byte pieces."""
    piece = min(8, size * vec)
    return piece, size * vec // piece, piece // size


# -- the operands of the warp-level matrix instructions (ldmatrix, mma.sync, wgmma)

def _whole_warp(inst: _Inst, w, m: np.ndarray) -> None:
    """.sync.aligned: every thread of the warp executes it, none has exited (PTX ISA, "ldmatrix",
    "mma": otherwise the behaviour is undefined)."""
    if not m.all():
        raise EmulatorError(f"{inst.where}: executed by lanes {_lane_bits(m):#010x} of warp "
                            f"{w.id}; a .sync.aligned matrix instruction needs all 32 lanes")


def _braced(inst: _Inst, op, n: int):
    """The n registers of a brace-enclosed vector operand, {d} included (matrix operands are
    always braced, whatever their length)."""
    if op[0] != "vec" or len(op[1]) != n:
        raise _fail(inst.line, inst.text, f"expected a vector of {n} register(s) in braces")
    return op[1]


_LANE = np.arange(WARP)
_GROUP, _TIG = _LANE >> 2, _LANE & 3      # groupID, threadID_in_group of the fragment tables


# -- integer helpers a tiled kernel uses: prmt, mad

def _prmt(a, b, c):
    """prmt.b32 d, a, b, c, the default mode (PTX ISA, "prmt"): the 8 bytes {b, a} are numbered
    0-3 from a and 4-7 from b; byte i of d is chosen by nibble i of c: its 3 low bits pick the
    byte, its high bit replicates that byte's sign bit over the byte instead."""
    src = (b.astype(np.uint64) << np.uint64(32)) | a.astype(np.uint64)
    out = np.zeros(a.shape, np.uint32)
    for i in range(4):
        sel = (c >> np.uint32(4 * i)) & np.uint32(0xF)
        byte = ((src >> (np.uint64(8) * (sel & np.uint32(7)).astype(np.uint64))) &
                np.uint64(0xFF)).astype(np.uint32)
        sign = np.where(byte & np.uint32(0x80), np.uint32(0xFF), np.uint32(0))
        byte = np.where(sel & np.uint32(8), sign, byte)
        out |= byte << np.uint32(8 * i)
    return out


# --------------------------------------------------------------------------------------------
# The scalar, logic, comparison, conversion and parameter rows of the opcode table.

def opcodes() -> dict:
    """The ALU instructions the emulator runs: full opcode -> (builder, arguments)."""
    t: dict = {}
    ints = ("u16", "s16", "u32", "s32", "u64", "s64")
    for ty in ints:
        for op, fn in (("add", np.add), ("sub", np.subtract), ("min", np.minimum),
                       ("max", np.maximum)):
            t[f"{op}.{ty}"] = (_alu, (fn, ty, (ty, ty)))
        t[f"mul.lo.{ty}"] = (_alu, (np.multiply, ty, (ty, ty)))
    for ty, wide in (("u16", "u32"), ("s16", "s32"), ("u32", "u64"), ("s32", "s64")):
        w = _DTYPE[wide]
        t[f"mul.wide.{ty}"] = (_alu, (lambda a, b, w=w: a.astype(w) * b.astype(w), wide, (ty, ty)))
        bits = 8 * np.dtype(_DTYPE[ty]).itemsize
        t[f"mul.hi.{ty}"] = (_alu, (lambda a, b, w=w, s=bits, n=_DTYPE[ty]:
                                    ((a.astype(w) * b.astype(w)) >> w(s)).astype(n), ty, (ty, ty)))
    # mad (PTX ISA, "mad"): .lo keeps the low half of a*b, then adds c (wrapping); .wide adds
    # c to the full double-width product; .hi adds c to the high half.
    for ty in ints:
        t[f"mad.lo.{ty}"] = (_alu, (lambda a, b, c: a * b + c, ty, (ty, ty, ty)))
    for ty, wide in (("u16", "u32"), ("s16", "s32"), ("u32", "u64"), ("s32", "s64")):
        w = _DTYPE[wide]
        t[f"mad.wide.{ty}"] = (_alu, (lambda a, b, c, w=w: a.astype(w) * b.astype(w) + c, wide,
                                      (ty, ty, wide)))
        bits = 8 * np.dtype(_DTYPE[ty]).itemsize
        t[f"mad.hi.{ty}"] = (_alu, (lambda a, b, c, w=w, s=bits, n=_DTYPE[ty]:
                                    ((a.astype(w) * b.astype(w)) >> w(s)).astype(n) + c, ty,
                                    (ty, ty, ty)))
    for ty in ("u32", "s32", "u64", "s64"):
        t[f"div.{ty}"] = (_alu, (_divide(ty, False), ty, (ty, ty)))
        t[f"rem.{ty}"] = (_alu, (_divide(ty, True), ty, (ty, ty)))
    t["prmt.b32"] = (_alu, (_prmt, "b32", ("b32", "b32", "b32")))
    for ty in ("s16", "s32", "s64"):
        t[f"neg.{ty}"] = (_alu, (np.negative, ty, (ty,)))
        t[f"abs.{ty}"] = (_alu, (np.abs, ty, (ty,)))
    for ty in ("b16", "b32", "b64", "pred"):
        for op, fn in (("and", np.bitwise_and), ("or", np.bitwise_or), ("xor", np.bitwise_xor)):
            t[f"{op}.{ty}"] = (_alu, (fn, ty, (ty, ty)))
        t[f"not.{ty}"] = (_alu, (np.invert, ty, (ty,)))
    for ty in ("b16", "b32", "b64"):
        t[f"shl.{ty}"] = (_shift, ("shl", ty))
    for ty in ("b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64"):
        t[f"shr.{ty}"] = (_shift, ("shr", ty))
    f = "f32"
    # Float add/sub/mul: .rn rounds to nearest even; without it ptxas may contract mul+add into
    # fma (PTX ISA, "add": floating point); the emulator computes the uncontracted value, one of
    # the two.
    for op, fn in (("add", np.add), ("sub", np.subtract), ("mul", np.multiply)):
        t[f"{op}.rn.f32"] = t[f"{op}.f32"] = (_alu, (fn, f, (f, f)))
    t["div.rn.f32"] = (_alu, (np.divide, f, (f, f)))      # IEEE division, as NumPy's float32
    t["min.f32"] = (_alu, (_fmin, f, (f, f)))
    t["max.f32"] = (_alu, (_fmax, f, (f, f)))
    t["min.NaN.f32"] = (_alu, (_nan_canonical(_fmin), f, (f, f)))
    t["max.NaN.f32"] = (_alu, (_nan_canonical(_fmax), f, (f, f)))
    t["neg.f32"] = (_alu, (np.negative, f, (f,)))
    t["abs.f32"] = (_alu, (np.abs, f, (f,)))
    t["sqrt.rn.f32"] = (_alu, (np.sqrt, f, (f,)))          # IEEE square root
    t["rcp.rn.f32"] = (_alu, (lambda a: np.float32(1) / a, f, (f,)))
    t["fma.rn.f32"] = t["mad.rn.f32"] = (_alu, (_fma_rn, f, (f, f, f)))  # mad.rn.f32 is fma
    # The approximate instructions (ex2, lg2, rsqrt, rcp, tanh, sin, cos .approx.f32): a result
    # anywhere inside the bound the PTX ISA documents (kgen.sim.approx.APPROX).
    for name in APPROX:
        if ".approx." in name:
            t[name] = (_approximate, (APPROX[name],))
    for ty in ints + ("b16", "b32", "b64", "f32"):
        kind = np.dtype(_DTYPE[ty]).kind
        for op in ("eq", "ne", "lt", "le", "gt", "ge"):
            t[f"setp.{op}.{ty}"] = (_alu, (_cmp(op, kind), "pred", (ty, ty)))
        extra = {"u": ("lo", "ls", "hi", "hs"),
                 "f": ("equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan")}.get(kind, ())
        for op in extra:
            t[f"setp.{op}.{ty}"] = (_alu, (_cmp(op, kind), "pred", (ty, ty)))
    for ty in ints + ("b16", "b32", "b64", "f32"):
        t[f"selp.{ty}"] = (_alu, (lambda a, b, c: np.where(c, a, b), ty, (ty, ty, "pred")))
    for ty in ("b16", "u16", "s16", "b32", "u32", "s32", "f32", "b64", "u64", "s64", "pred"):
        t[f"mov.{ty}"] = (_mov, (ty,))
    # Conversions (PTX ISA, "cvt").
    for s in ("u32", "s32"):
        t[f"cvt.rn.f32.{s}"] = (_alu, (lambda a: a.astype(np.float32), f, (s,)))
    for d in ("u32", "s32"):
        for rnd, fn in (("rni", np.rint), ("rzi", np.trunc), ("rmi", np.floor),
                        ("rpi", np.ceil)):
            t[f"cvt.{rnd}.{d}.f32"] = (_alu, (_f2i(fn, d), d, (f,)))
    # Float to float with an integer rounding: the integral value in that direction; NaN and
    # infinities pass through, -0 stays -0 (PTX ISA, "cvt", ".rni .rzi .rmi .rpi").
    for rnd, fn in (("rni", np.rint), ("rzi", np.trunc), ("rmi", np.floor), ("rpi", np.ceil)):
        t[f"cvt.{rnd}.f32.f32"] = (_alu, (fn, f, (f,)))
    for d in ints:
        for s in ints:
            if d != s:
                t[f"cvt.{d}.{s}"] = (_alu, (_i2i(s, d), d, (s,)))
    t["cvt.rn.bf16.f32"] = (_alu, (_f32_to_bf16, "b16", (f,)))
    t["cvt.rn.f16.f32"] = (_alu, (_f32_to_f16, "b16", (f,)))
    t["cvt.f32.bf16"] = (_alu, (_bf16_to_f32, f, ("b16",)))
    t["cvt.f32.f16"] = (_alu, (_f16_to_f32, f, ("b16",)))
    t["cvt.rn.bf16x2.f32"] = (_alu, (_pack2(_f32_to_bf16), "b32", (f, f)))
    t["cvt.rn.f16x2.f32"] = (_alu, (_pack2(_f32_to_f16), "b32", (f, f)))
    # 8-bit floats: only the .rn forms kgen emits (no .relu, no .f16x2 source); any other is
    # an UnknownInstruction.
    for pair in _FP8_FORMATS:
        t[f"cvt.rn.satfinite.{pair}.f32"] = (_alu, (_pack_fp8(pair), "b16", (f, f)))
        t[f"cvt.rn.f16x2.{pair}"] = (_alu, (_unpack_fp8(pair), "b32", ("b16",)))
    # Generic and global addresses are the same numbers in the emulator.
    t["cvta.to.global.u64"] = (_alu, (lambda a: a, "u64", ("u64",)))
    t["cvta.param.u64"] = (_cvta_param, ())
    for ty in ("u64", "s64", "b64", "u32", "s32", "b32", "f32"):
        t[f"ld.param.{ty}"] = (_ld_param, (ty,))
    return t
