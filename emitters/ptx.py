"""PTX back end: LIR to PTX text for sm_80 and sm_90a.

PTX has unlimited typed virtual registers, so this back end is mostly a table from LIR op to an
instruction template; ptxas does register allocation. Choices that matter:

- Float add, sub and mul carry an explicit `.rn`: PTX allows ptxas to contract a plain `mul` +
  `add` into `fma` (PTX ISA, "add: floating point"), and an explicit rounding modifier forbids it,
  so results are the same on every GPU and in kgen's emulator.
- `ex2.approx.ftz.f32` (2 ulp; subnormal inputs and results flushed to sign-preserving zero:
  one MUFU.EX2 in the SASS, where the non-ftz form adds a multiply, a compare and a predicated
  multiply around it to reach subnormal results), `lg2.approx.f32` (2^-22 absolute in (0.5, 2), else 2^-22 relative)
  and `rsqrt.approx.f32` (2^-22.9 relative) are the SFU approximations (PTX ISA 9.7.3; the
  emulator's table, kgen.sim.approx); `div.rn.f32` and `sqrt.rn.f32` are IEEE-correct.
- Guards are `@%p` predicates. Block-uniform branches are `bra.uni` (PTX ISA, "bra": the target
  and guard are the same in all active threads), so ptxas sees no divergence.
- Tensor pointers arrive as generic addresses and are converted once with `cvta.to.global`.
"""

from __future__ import annotations

import struct

from kgen.lir import ops as L
from kgen.errors import CompilerBug
from kgen.target.matrix import TC_KIND
from kgen.target.targets import Target

# Register classes: PTX declaration and name prefix per LIR type.
_CLASS = {"u32": ("b32", "r"), "s32": ("b32", "r"), "u64": ("b64", "rd"), "f32": ("f32", "f"),
          "pred": ("pred", "p"), "b16": ("b16", "h")}

# Plain two- and one-operand ops: LIR op -> template by operand type ({t} is the PTX type).
_BINARY = {
    "add": "add.{i}", "sub": "sub.{i}", "mul": "mul.lo.{i}", "min": "min.{i}", "max": "max.{i}",
    "and": "and.b32", "or": "or.b32", "xor": "xor.b32", "mulhi": "mul.hi.{i}",
    "fadd": "add.rn.f32", "fsub": "sub.rn.f32", "fmul": "mul.rn.f32", "fdiv": "div.rn.f32",
    # The language's max/min propagate NaN (docs/language.md): .NaN (PTX ISA "max", sm_80,
    # PTX 7.0) returns the canonical NaN when either input is NaN; +0 > -0 as without it.
    "fmin": "min.NaN.f32", "fmax": "max.NaN.f32",
    "mul_wide": "mul.wide.u32", "add64": "add.s64", "shl64": "shl.b64",
    "and_p": "and.pred", "or_p": "or.pred",
}
_UNARY = {
    "neg": "neg.s32", "abs": "abs.s32", "fneg": "neg.f32", "fabs": "abs.f32",
    "ex2": "ex2.approx.ftz.f32", "lg2": "lg2.approx.f32", "sqrt": "sqrt.rn.f32",
    "rsqrt": "rsqrt.approx.f32", "rcp": "rcp.rn.f32", "cvt_u64": "cvt.u64.u32",
    "not_p": "not.pred", "not": "not.b32",
    # cvt.rmi.f32.f32 rounds to an integral value toward -inf (PTX ISA, "cvt": float-to-float
    # with an integer rounding modifier).
    "floor": "cvt.rmi.f32.f32",
    # The SFU approximations: max absolute error 2^-20.5 for |x| <= 2 pi, 2^-14.7 for |x| <=
    # 100 pi, no bound beyond (PTX ISA 9.7.3.18 "sin", 9.7.3.19 "cos"); +-inf gives NaN.
    "sin": "sin.approx.f32", "cos": "cos.approx.f32",
}
_FMA = "fma.rn.f32"

# setp comparison spelling: floats compare ordered, except `ne`, unordered like C's `!=`.
_CMP_F32 = {"lt": "lt", "le": "le", "gt": "gt", "ge": "ge", "eq": "eq", "ne": "neu"}
_CMP_INT = {"lt": "lt", "le": "le", "gt": "gt", "ge": "ge", "eq": "eq", "ne": "ne"}

# Conversions that are one instruction: kind -> template (d, a).
# Float to integer saturates to the destination's range and gives 0 for NaN (PTX ISA, "cvt":
# "For float-to-integer conversions, the result is clamped to the destination range").
_CVT_SIMPLE = {"f32_s32": "cvt.rn.f32.s32 {d}, {a};", "s32_f32": "cvt.rzi.s32.f32 {d}, {a};",
               "f32_u32": "cvt.rn.f32.u32 {d}, {a};", "u32_f32": "cvt.rzi.u32.f32 {d}, {a};"}

# The 8-bit floats sm_90a converts in hardware (Target.fp8): kgen.tile.fp8's name -> PTX's
# packed type (PTX ISA 9.7.9.21 "cvt", .f8x2type, sm_89+). A cvt of a pair takes or gives a .b16
# of two patterns, the first source's in the upper byte; .satfinite (required by the syntax)
# turns a NaN into a NaN and anything beyond the largest finite value, infinities included, into
# that value with its sign: the cast's saturation (kgen.tile.fp8), and .rn is nearest even.
_FP8 = {"e4m3": "e4m3x2", "e5m2": "e5m2x2"}

# Warp shuffle butterfly distances: a 32-lane warp in 5 steps (PTX ISA, "shfl.sync").
_BUTTERFLY = (16, 8, 4, 2, 1)
_REDUCE_OP = {("sum", "f32"): "add.rn.f32", ("max", "f32"): "max.NaN.f32",
              ("min", "f32"): "min.NaN.f32",
              ("sum", "s32"): "add.s32", ("max", "s32"): "max.s32", ("min", "s32"): "min.s32"}


STATIC_SHARED_LIMIT = 48 * 1024  # bytes of statically declared shared memory per block


def f32_hex(x: float) -> str:
    """f32_hex(1.0) is '0f3F800000': PTX's exact spelling of a single-precision constant."""
    return "0f%08X" % struct.unpack("<I", struct.pack("<f", float(x)))[0]


_Reg = L.Reg      # read by _Writer.opnd (no module lookup per operand)


class _Writer:
    """Lines of PTX with registers named per class, labels and comments."""

    def __init__(self, fn: L.Function, fp8: tuple[str, ...] = ()):
        self.fn = fn
        self.fp8 = fp8      # the 8-bit float formats the target converts (Target.fp8)
        self.lines: list[str] = []
        self.names: dict[int, str] = {}
        self.count: dict[str, int] = {}
        self.labels = 0
        self.addr_cache: dict = {}

    def reg(self, r: L.Reg) -> str:
        name = self.names.get(r.id)
        if name is None:
            name = self.names[r.id] = self.fresh(r.ty)
        return name

    def fresh(self, ty: str) -> str:
        prefix = _CLASS[ty][1]
        n = self.count[prefix] = self.count.get(prefix, 0) + 1
        return f"%{prefix}{n}"

    def opnd(self, o: L.Operand) -> str:
        if o.__class__ is _Reg:
            name = self.names.get(o.id)     # self.reg(o), without the call
            return self.reg(o) if name is None else name
        if o.ty == "f32":
            return f32_hex(o.value)
        if o.ty == "pred":
            raise CompilerBug("a predicate immediate reached the PTX emitter")
        if o.ty == "u64" and int(o.value) >= 1 << 63:
            return f"0x{int(o.value):016X}U"   # past the signed range: an unsigned literal
        return str(int(o.value) & 0xFFFFFFFF if o.ty == "u32" else int(o.value))

    def regs(self, rs) -> str:
        """Registers named and joined by commas (a wgmma's accumulators: a hundred at a time)."""
        names = self.names
        return ", ".join([names.get(r.id) or self.reg(r) for r in rs])

    def label(self, what: str) -> str:
        self.labels += 1
        return f"$L_{self.fn.name}_{what}{self.labels}"

    def put(self, text: str, note: str = "", pred: L.Reg | None = None) -> None:
        line = f"\t@{self.reg(pred)} {text}" if pred is not None else "\t" + text
        self.lines.append(f"{line:<56} // {note}" if note else line)


def _int_type(r: L.Operand) -> str:
    return "s32" if getattr(r, "ty", "u32") == "s32" else "u32"


def _ld_param(w: _Writer, n: L.Inst) -> None:
    p, d, note = n.attr("param"), n.dst[0], n.note
    slot = next(x for x in w.fn.params if x.name == p)
    if slot.kind == "tensor":
        tmp = w.fresh("u64")
        w.put(f"ld.param.u64 {tmp}, [p_{p}];", note)
        w.put(f"cvta.to.global.u64 {w.opnd(d)}, {tmp};")
    elif slot.size:
        # A by-value argument (a tensor map): its generic address. cp.async.bulk.tensor
        # takes "the generic address of the opaque tensor-map object which resides in
        # .param space or .const space or .global space" (PTX ISA, "cp.async.bulk.tensor"),
        # and `mov` of a kernel parameter would give its .param-space address (PTX ISA,
        # "Kernel Function Parameters"); cvta.param converts (PTX ISA, "cvta": .param,
        # PTX 7.7, sm_70). nvcc 13 writes the same for `&map` of a __grid_constant__
        # CUtensorMap, in two steps (mov.b64 of the parameter, then cvta.param).
        w.put(f"cvta.param.u64 {w.opnd(d)}, p_{p};", note)
    else:
        ty = {"f32": "f32", "s32": "s32", "u32": "u32", "u64": "u64"}[slot.ty]
        w.put(f"ld.param.{ty} {w.opnd(d)}, [p_{p}];", note)


def _shfl(w: _Writer, n: L.Inst) -> None:
    # shfl.sync with membermask -1: the whole warp takes part; c = 31 (clamp 31, no segment
    # mask) makes every lane of the warp a valid source (PTX ISA, "shfl.sync").
    o = w.opnd
    mode, b = ("bfly", str(n.attr("mask"))) if n.op == "shfl_xor" else ("idx", o(n.src[1]))
    w.put(f"shfl.sync.{mode}.b32 {o(n.dst[0])}, {o(n.src[0])}, {b}, 31, -1;", n.note)


def _binary(op: str):
    # {i}: the integer type of the destination (mul_wide has none), filled in once per type
    signed, unsigned = (_BINARY[op].format(i=t) for t in ("s32", "u32"))

    def rule(w: _Writer, n: L.Inst) -> None:
        o, d, s = w.opnd, n.dst[0], n.src
        tmpl = signed if d.ty == "s32" else unsigned      # _int_type(d)
        w.put(f"{tmpl} {o(d)}, {o(s[0])}, {o(s[1])};", n.note, n.pred)
    return rule


def _unary(op: str):
    tmpl = _UNARY[op]

    def rule(w: _Writer, n: L.Inst) -> None:
        w.put(f"{tmpl} {w.opnd(n.dst[0])}, {w.opnd(n.src[0])};", n.note, n.pred)
    return rule


def _fma(w: _Writer, n: L.Inst) -> None:
    o, d, s = w.opnd, n.dst, n.src
    w.put(f"{_FMA} {o(d[0])}, {o(s[0])}, {o(s[1])}, {o(s[2])};", n.note, n.pred)


def _cp_async(w: _Writer, n: L.Inst) -> None:
    """cp.async of the op's `bytes`: .cg (L2 only) for 16, the only size it takes; .ca
    (cached in L1 too) for 4 and 8 (PTX ISA 9.7.9.25.3.1: cp-size 4, 8 or 16; .cg only 16)."""
    src, nbytes = w.opnd(n.src[2]), n.attr("bytes")
    w.put(f"cp.async.{'cg' if nbytes == 16 else 'ca'}.shared.global {_shared_address(w, n)}, "
          f"[{src}], {nbytes}, {w.opnd(n.src[3])};", n.note, n.pred)


def _warp_reduce(w: _Writer, n: L.Inst) -> None:
    kind, ty = n.attrs
    red = _REDUCE_OP[(kind, ty)]
    acc, tmp = w.opnd(n.dst[0]), w.fresh("f32" if ty == "f32" else "u32")
    w.put(f"mov.{'f32' if ty == 'f32' else 'b32'} {acc}, {w.opnd(n.src[0])};", n.note)
    for dist in _BUTTERFLY:
        w.put(f"shfl.sync.bfly.b32 {tmp}, {acc}, {dist}, 31, -1;")
        w.put(f"{red} {acc}, {acc}, {tmp};")


def _turn(w: _Writer, n: L.Inst) -> None:
    # PTX ISA, "bar, barrier": bar.arrive a, b counts toward barrier a's b threads and goes on;
    # bar.sync a, b waits for them. a may be a register (each warpgroup's own).
    w.put(f"bar.{n.op[5:]} {w.opnd(n.src[0])}, {n.attr('threads')};", n.attr("reason"),
          n.pred)


def _bar_named(w: _Writer, n: L.Inst) -> None:
    # PTX ISA, "bar, barrier": bar.sync a, b waits for b threads (a multiple of the warp size)
    # at barrier a (0..15); only the role's warps execute it.
    w.put(f"bar.sync {n.attr('id')}, {n.attr('threads')};", n.attr("reason"))


def _shift(w: _Writer, n: L.Inst) -> None:
    """shl / shr by b mod 32. PTX clamps a count past 32 instead (PTX ISA, "shl", "shr": the
    result is 0, or the sign for shr.s), so a register count is masked first; an immediate
    one is reduced here."""
    d, (a, b) = n.dst[0], n.src
    tmpl = "shl.b32" if n.op == "shl" else f"shr.{_int_type(d)}"
    if isinstance(b, L.Imm):
        count = str(int(b.value) & 31)
    else:
        count = w.fresh("u32")
        w.put(f"and.b32 {count}, {w.opnd(b)}, 31;", n.note, n.pred)
    w.put(f"{tmpl} {w.reg(d)}, {w.opnd(a)}, {count};", "" if count[0] == "%" else n.note, n.pred)


def _divrem(w: _Writer, n: L.Inst) -> None:
    """Truncating division and remainder, defined for every input: b == 0 gives a quotient of
    all ones and a remainder of a; s32 INT_MIN / -1 gives INT_MIN, remainder 0. PTX leaves
    division by zero unspecified (PTX ISA, "div", "rem": "an unspecified, machine-specific
    value", not a trap), so selp puts the defined results in where b is 0; it does not define
    the s32 overflow either, so an s32 divides by 1 where b is -1 (and negates: -INT_MIN
    wraps to INT_MIN)."""
    d, (a, b) = n.dst[0], n.src
    ty, note, g = _int_type(d), n.note, n.pred
    av, bv, dv = w.opnd(a), w.opnd(b), w.reg(d)
    zero, q = w.fresh("pred"), w.fresh("u32")
    w.put(f"setp.eq.{ty} {zero}, {bv}, 0;", note, g)
    if ty == "s32":
        minus, safe = w.fresh("pred"), w.fresh("u32")
        w.put(f"setp.eq.s32 {minus}, {bv}, -1;", "", g)
        w.put(f"selp.b32 {safe}, 1, {bv}, {minus};", "", g)
        bv = safe
    if n.op == "rem":     # a rem 1 is 0, as a rem -1 is
        w.put(f"rem.{ty} {q}, {av}, {bv};", "", g)
        w.put(f"selp.b32 {dv}, {av}, {q}, {zero};", "", g)
        return
    w.put(f"div.{ty} {q}, {av}, {bv};", "", g)
    if ty == "s32":
        neg = w.fresh("u32")
        w.put(f"neg.s32 {neg}, {av};", "", g)
        w.put(f"selp.b32 {q}, {neg}, {q}, {minus};", "", g)
    w.put(f"selp.b32 {dv}, -1, {q}, {zero};", "", g)


# The untyped spelling of a value's type, for mov and selp.
_BITS = {"u32": "b32", "s32": "b32", "f32": "f32", "u64": "b64"}


def _mov(w: _Writer, d: L.Reg, s: L.Operand, note: str, pred) -> None:
    if d.ty == "pred":
        if isinstance(s, L.Imm):
            w.put(f"setp.ne.u32 {w.reg(d)}, {int(bool(s.value))}, 0;", note, pred)
        else:
            w.put(f"mov.pred {w.reg(d)}, {w.reg(s)};", note, pred)
        return
    w.put(f"mov.{_BITS[d.ty]} {w.reg(d)}, {w.opnd(s)};", note, pred)


def _setp(w: _Writer, n: L.Inst) -> None:
    cmp, ty = n.attrs
    d, (a, b) = n.dst[0], n.src
    if ty == "pred":  # booleans compare as 0/1 integers
        ia, ib = w.fresh("u32"), w.fresh("u32")
        w.put(f"selp.u32 {ia}, 1, 0, {w.opnd(a)};")
        w.put(f"selp.u32 {ib}, 1, 0, {w.opnd(b)};")
        w.put(f"setp.{_CMP_INT[cmp]}.u32 {w.reg(d)}, {ia}, {ib};", n.note, n.pred)
        return
    spell = _CMP_F32[cmp] if ty == "f32" else _CMP_INT[cmp]
    w.put(f"setp.{spell}.{ty} {w.reg(d)}, {w.opnd(a)}, {w.opnd(b)};", n.note, n.pred)


def _selp(w: _Writer, n: L.Inst) -> None:
    d, (a, b, p) = n.dst[0], n.src
    if d.ty == "pred":  # d = (p and a) or (not p and b)
        t1, t2, np_ = w.fresh("pred"), w.fresh("pred"), w.fresh("pred")
        w.put(f"and.pred {t1}, {w.opnd(p)}, {w.opnd(a)};", n.note)
        w.put(f"not.pred {np_}, {w.opnd(p)};")
        w.put(f"and.pred {t2}, {np_}, {w.opnd(b)};")
        w.put(f"or.pred {w.reg(d)}, {t1}, {t2};")
        return
    w.put(f"selp.{_BITS[d.ty]} {w.reg(d)}, {w.opnd(a)}, {w.opnd(b)}, {w.opnd(p)};", n.note,
          n.pred)


def _fp8_f32(pair: str):
    """F_f32: the pattern in a's low byte to f32. cvt widens both bytes of a .b16 to f16x2 (the
    low byte to the low half) and every 8-bit value is an f16, so the f16 -> f32 step is exact;
    the high byte and half are garbage, never read. SASS (ptxas 13.0, 13.5, sm_90a):
    F2FP.F16.E4M3.UNPACK_B, HADD2.F32; the movs are free."""
    def rule(w: _Writer, n: L.Inst) -> None:
        d, a, g = w.reg(n.dst[0]), w.opnd(n.src[0]), n.pred
        lo, hi, h0, h1, halves = (w.fresh("b16"), w.fresh("b16"), w.fresh("b16"),
                                  w.fresh("b16"), w.fresh("u32"))
        w.put(f"mov.b32 {{{lo}, {hi}}}, {a};", n.note, g)
        w.put(f"cvt.rn.f16x2.{pair} {halves}, {lo};", "", g)
        w.put(f"mov.b32 {{{h0}, {h1}}}, {halves};", "", g)
        w.put(f"cvt.f32.f16 {d}, {h0};", "", g)
    return rule


def _f32_fp8(pair: str, packs: bool):
    """f32_F (packs false: +0.0 converts into the high byte, pattern 0) and pack_Fx2 (lo, hi):
    one cvt into a .b16 (hi first: it goes to the upper byte), widened by a mov with a zero
    half. SASS: F2FP.SATFINITE.E4M3.F32.PACK_AB_MERGE_C with RZ as C; ptxas 13.0 sees that it
    zeroes bits 16-31 and drops the widening, 13.5 keeps a PRMT for it (as it keeps a LOP3 for
    cvt.u32.u16)."""
    def rule(w: _Writer, n: L.Inst) -> None:
        d, lo, g = w.reg(n.dst[0]), w.opnd(n.src[0]), n.pred
        hi = w.opnd(n.src[1]) if packs else f32_hex(0.0)
        h, zero = w.fresh("b16"), w.fresh("b16")
        w.put(f"cvt.rn.satfinite.{pair}.f32 {h}, {hi}, {lo};", n.note, g)
        w.put(f"mov.b16 {zero}, 0;", "", g)
        w.put(f"mov.b32 {d}, {{{h}, {zero}}};", "", g)
    return rule


# The 8-bit float conversions: LIR kind -> (format, rule) (kgen/lir/ops.py, "cvt").
_CVT_FP8 = {kind: (f, rule) for f, pair in _FP8.items() for kind, rule in (
    (f"{f}_f32", _fp8_f32(pair)), (f"f32_{f}", _f32_fp8(pair, False)),
    (f"pack_{f}x2", _f32_fp8(pair, True)))}


def _cvt(w: _Writer, n: L.Inst) -> None:
    kind = n.attr("kind")
    if kind in _CVT_FP8:
        fmt, rule = _CVT_FP8[kind]
        if fmt not in w.fp8:     # sm_80 has no 8-bit float cvt; the lowering refuses first
            raise CompilerBug(f"cvt '{kind}' reached the PTX emitter for a target without "
                              f"{fmt} (Target.fp8 is {w.fp8})")
        rule(w, n)
        return
    d, a = w.reg(n.dst[0]), w.opnd(n.src[0])
    note = n.note
    if kind in _CVT_SIMPLE:
        w.put(_CVT_SIMPLE[kind].format(d=d, a=a), note, n.pred)
        return
    half = "bf16" if "bf16" in kind else "f16"  # bits_bf16 / join_bf16x2 included
    if kind in ("round_bf16", "round_f16"):
        h = w.fresh("b16")
        w.put(f"cvt.rn.{half}.f32 {h}, {a};", note)
        w.put(f"cvt.f32.{half} {d}, {h};")
    elif kind == "bf16_f32" or kind == "lo_bf16":
        t = w.fresh("u32")
        w.put(f"shl.b32 {t}, {a}, 16;", note or "bf16 is the high half of an f32")
        w.put(f"mov.b32 {d}, {t};")
    elif kind == "hi_bf16":
        t = w.fresh("u32")
        w.put(f"and.b32 {t}, {a}, -65536;", note or "upper bf16 of the pair")
        w.put(f"mov.b32 {d}, {t};")
    elif kind in ("f16_f32", "lo_f16", "hi_f16"):
        lo, hi = w.fresh("b16"), w.fresh("b16")
        w.put(f"mov.b32 {{{lo}, {hi}}}, {a};", note)
        w.put(f"cvt.f32.f16 {d}, {hi if kind == 'hi_f16' else lo};")
    elif kind in ("f32_bf16", "f32_f16", "bits_bf16"):
        h = w.fresh("b16")
        w.put(f"cvt.rn.{half}.f32 {h}, {a};", note)
        w.put(f"cvt.u32.u16 {d}, {h};")
    elif kind in ("pack_bf16x2", "pack_f16x2", "join_bf16x2"):
        # join_bf16x2 takes values already exact in bf16, so the rounding cvt is exact too, and
        # still one instruction.
        # d.hi = cvt(first operand), d.lo = cvt(second) (PTX ISA, "cvt", packed forms).
        hi = w.opnd(n.src[1])
        w.put(f"cvt.rn.{half}x2.f32 {d}, {hi}, {a};", note)
    elif kind in ("lo_halves", "hi_halves"):
        # prmt selector nibbles pick bytes of {b, a} from the lowest: a.lo, b.lo = 1 0 5 4.
        sel = "0x5410" if kind == "lo_halves" else "0x7632"
        w.put(f"prmt.b32 {d}, {a}, {w.opnd(n.src[1])}, {sel};", note, n.pred)
    else:
        raise CompilerBug(f"the PTX emitter has no conversion '{kind}'")


def _address(w: _Writer, base: L.Operand, off: L.Operand) -> str:
    """The 64-bit address base + off, computed once per straight-line stretch."""
    key = (getattr(base, "id", None), getattr(off, "id", None), getattr(off, "value", None))
    if key in w.addr_cache:
        return w.addr_cache[key]
    if isinstance(off, L.Imm) and off.value == 0:
        addr = w.opnd(base)
    else:
        wide, addr = w.fresh("u64"), w.fresh("u64")
        w.put(f"cvt.u64.u32 {wide}, {w.opnd(off)};")
        w.put(f"add.s64 {addr}, {w.opnd(base)}, {wide};")
    w.addr_cache[key] = addr
    return addr


def _global(w: _Writer, n: L.Inst) -> None:
    bits, count = n.attrs
    base, off, imm = n.src[:3]
    addr = _address(w, base, off)
    at = f"[{addr}+{int(imm.value)}]" if int(imm.value) else f"[{addr}]"
    regs = n.dst if n.op == "ld_global" else n.src[3:]
    if bits in (8, 16):     # zero-extended into (or the low byte / half of) a 32-bit register
        ty = f"u{bits}"
    else:
        ty = "f32" if all(r.ty == "f32" for r in regs if isinstance(r, L.Reg)) else "b32"
    vec = f".v{count}" if count > 1 else ""
    vals = ", ".join(w.opnd(r) for r in regs)
    vals = f"{{{vals}}}" if count > 1 else vals
    if n.op == "ld_global":
        w.put(f"ld.global{vec}.{ty} {vals}, {at};", n.note, n.pred)
    else:
        w.put(f"st.global{vec}.{ty} {at}, {vals};", n.note, n.pred)


def _shared_address(w: _Writer, n: L.Inst, buffer: str | None = None,
                    srcs: tuple | None = None) -> str:
    """[smem + buffer offset + off + imm]: the shared window address of a LIR shared access
    (its op's first buffer attribute and sources 0-1, or the `buffer` and `srcs` given)."""
    base, const = _shared_base(w, n, buffer, srcs)
    return f"[{base}+{const}]"


def _shared_base(w: _Writer, n: L.Inst, buffer: str | None = None,
                 srcs: tuple | None = None) -> tuple[str, int]:
    """_shared_address's (base, constant bytes): the shared symbol, or a register holding it
    plus the access's register offset (made once per offset register)."""
    name = buffer if buffer is not None else n.attrs[L.BUFFER_ATTRS[n.op][0]]
    buf = next(b for b in w.fn.shared if b.name == name)
    off, imm = srcs if srcs is not None else n.src[:2]
    const = buf.offset + int(imm.value)
    sym = f"smem_{w.fn.name}"
    if isinstance(off, L.Imm):
        return sym, const + int(off.value)
    key = ("smem", off.id)
    if key not in w.addr_cache:
        base, a = w.fresh("u32"), w.fresh("u32")
        w.put(f"mov.u32 {base}, {sym};")
        w.put(f"add.u32 {a}, {base}, {w.opnd(off)};")
        w.addr_cache[key] = a
    return w.addr_cache[key], const


# st_shared of 8 or 16 bits: the register's low byte or half (PTX ISA, "st": a source register
# wider than the instruction type is truncated), a staged 8-bit operand element or a bf16/f16.
_NARROW_STORE = {8: "u8", 16: "u16"}


def _shared(w: _Writer, n: L.Inst) -> None:
    at = _shared_address(w, n)
    bits = n.attr("bits", 32)
    if n.op == "ld_shared" and len(n.dst) > 1:      # one 8- or 16-byte access
        regs = w.regs(n.dst)
        w.put(f"ld.shared.v{len(n.dst)}.b32 {{{regs}}}, {at};", n.note, n.pred)
    elif n.op == "st_shared" and len(n.src) > 3:
        vals = ", ".join(w.opnd(v) for v in n.src[2:])
        w.put(f"st.shared.v{len(n.src) - 2}.b32 {at}, {{{vals}}};", n.note, n.pred)
    elif n.op == "ld_shared":
        d = n.dst[0]
        ty = "u16" if bits == 16 else ("f32" if d.ty == "f32" else "b32")
        w.put(f"ld.shared.{ty} {w.reg(d)}, {at};", n.note, n.pred)
    else:
        v = n.src[2]
        ty = _NARROW_STORE.get(bits) or ("f32" if getattr(v, "ty", "") == "f32" else "b32")
        w.put(f"st.shared.{ty} {at}, {w.opnd(v)};", n.note, n.pred)


def _ldmatrix(w: _Writer, n: L.Inst) -> None:
    """ldmatrix.sync.aligned.m8n8.xN{.trans}.shared.b16 (PTX ISA 9.7.14.5.15)."""
    _, count, trans = n.attrs
    regs = w.regs(n.dst)
    w.put(f"ldmatrix.sync.aligned.m8n8.x{count}{'.trans' if trans else ''}.shared.b16 "
          f"{{{regs}}}, {_shared_address(w, n)};", n.note, n.pred)


def _mma(w: _Writer, n: L.Inst) -> None:
    """mma.sync.aligned.{m16n8k16,m16n8k32}.row.col.f32.{atype}.{btype}.f32 (PTX ISA
    9.7.14.5.14): bf16 or f16 both, or two 8-bit floats (dtype "e4m3.e5m2", A's first)."""
    shape, dtype = n.attrs
    ab = dtype if "." in dtype else f"{dtype}.{dtype}"
    d = w.regs(n.dst)
    a = ", ".join(w.opnd(r) for r in n.src[0:4])
    b = ", ".join(w.opnd(r) for r in n.src[4:6])
    c = ", ".join(w.opnd(r) for r in n.src[6:10])
    w.put(f"mma.sync.aligned.{shape}.row.col.f32.{ab}.f32 {{{d}}}, {{{a}}}, "
          f"{{{b}}}, {{{c}}};", n.note, n.pred)


# ---- sm_90a: mbarrier, TMA, wgmma, setmaxnreg (PTX ISA 8.0) --------------------------------

def _mbar(w: _Writer, n: L.Inst) -> str:
    """[smem + barrier]: the mbarrier operand of an mbar_* op (its buffer, sources 0-1)."""
    return _shared_address(w, n)


def _wait(w: _Writer, n: L.Inst) -> None:
    # try_wait suspends the thread for a system-dependent time before answering false, so the
    # retry loop is cheap (PTX ISA, "mbarrier.test_wait/try_wait").
    # scope "cluster": acquire at cluster scope what a peer CTA's arrivals released there
    # (PTX ISA, "mbarrier.test_wait/try_wait": .acquire with .cta or .cluster; .cta alone
    # when omitted)
    sem = ".acquire.cluster" if n.attr("scope", "cta") == "cluster" else ""
    _spin(w, _mbar(w, n), w.opnd(n.src[2]), n.note, n.pred, sem)


def _spin(w: _Writer, at: str, parity: str, note: str, pred=None, sem: str = "") -> None:
    """try_wait.parity on the mbarrier at `at`, again until its phase of that parity is done;
    a thread `pred` leaves out skips the loop."""
    again, p, done = w.label("wait"), w.fresh("pred"), None
    if pred is not None:
        done = w.label("waited")
        w.put(f"@!{w.opnd(pred)} bra {done};")
    w.lines.append(f"{again}:")
    w.put(f"mbarrier.try_wait.parity{sem}.shared::cta.b64 {p}, {at}, {parity};", note)
    w.put(f"@!{p} bra {again};")
    if done is not None:
        w.lines.append(f"{done}:")


def _tma_store(w: _Writer, n: L.Inst) -> None:
    src = _shared_address(w, n)
    tmap, coords = w.opnd(n.src[2]), [w.opnd(x) for x in n.src[3:]]
    # PTX ISA, "cp.async.bulk.tensor": the shared::cta -> global direction completes through
    # the bulk async-group (.bulk_group), which cp.async.bulk.commit_group closes and
    # cp.async.bulk.wait_group waits for; .dim is the map's rank, with as many coordinates.
    w.put(f"cp.async.bulk.tensor.{len(coords)}d.global.shared::cta.tile.bulk_group "
          f"[{tmap}, {{{', '.join(coords)}}}], {src};",
          n.note or f"TMA store from {n.attr('buffer')}", n.pred)


def _tma(w: _Writer, n: L.Inst) -> None:
    dst = _shared_address(w, n)
    buf = n.attr("buffer")
    bar_at = _shared_address(w, n, n.attr("bar_buffer"), n.src[-2:])
    tmap, coords = w.opnd(n.src[2]), [w.opnd(x) for x in n.src[3:-2]]
    mask = n.attr("multicast", 0)
    how, tail = "", ""
    if mask:
        # PTX ISA, "cp.async.bulk.tensor": .multicast::cluster takes a 16-bit ctaMask, one bit
        # per %cluster_ctarank; the box lands at dstMem's CTA-relative offset in each CTA named,
        # each signalling its mbarrier at mbar's offset.
        reg = w.fresh("b16")
        w.put(f"mov.b16 {reg}, {mask};", f"ctaMask: CTAs {mask:#b} of the cluster")
        how, tail = ".multicast::cluster", f", {reg}"
    # PTX ISA, "cp.async.bulk.tensor": .dim is the map's rank, 1d..5d, with as many coordinates.
    w.put(f"cp.async.bulk.tensor.{len(coords)}d.shared::cluster.global.tile.mbarrier::"
          f"complete_tx::bytes{how} {dst}, [{tmap}, {{{', '.join(coords)}}}], {bar_at}{tail};",
          n.note or f"TMA into {buf}", n.pred)


def _arrive_peer(w: _Writer, n: L.Inst) -> None:
    """One arrival on the same mbarrier of the CTA of rank src[2]: its .shared::cluster address
    by mapa (PTX ISA, "mapa"), then a .shared::cluster arrive, whose state is the sink (PTX ISA,
    "mbarrier.arrive"), releasing at cluster scope."""
    # mapa takes a register or a variable (PTX ISA, "mapa"), not [reg+imm]: the address whole
    local, at = w.fresh("u32"), w.fresh("u32")
    base, const = _shared_base(w, n)
    if not base.startswith("%"):        # the symbol: into a register first
        w.put(f"mov.u32 {local}, {base};", n.note, n.pred)
        base = local
    w.put(f"add.u32 {local}, {base}, {const};", n.note, n.pred)
    w.put(f"mapa.shared::cluster.u32 {at}, {local}, {w.opnd(n.src[2])};", n.note, n.pred)
    w.put(f"mbarrier.arrive.release.cluster.shared::cluster.b64 _, [{at}];", n.note, n.pred)


# wgmma.mma_async's multiplicand types (PTX ISA 9.7.15.5.2, "Syntax"): the LIR dtype ->
# (".atype.btype", whether the instruction takes imm-trans-a/b). m64nNk16 multiplies bf16 or f16
# and may read either operand MN-major; m64nNk32 multiplies two 8-bit floats, each e4m3 or e5m2
# (A's first), and has no transpose: "The transpose operation is only supported for the
# wgmma.mma_async variants with .f16/.bf16 types" (ptxas refuses the immediates: "Arguments
# mismatch for instruction 'wgmma.mma_async with FP8 types'"), so both tiles are K-major.
_WGMMA_TYPES = {"bf16": ("bf16.bf16", True), "f16": ("f16.f16", True),
                **{f"{a}.{b}": (f"{a}.{b}", False) for a in _FP8 for b in _FP8}}


def _wgmma_types(n: L.Inst, transposes: tuple) -> str:
    """The instruction's .atype.btype; a transpose asked of a type without one, or a dtype the
    table lacks, is a CompilerBug (the lowering keeps 8-bit tiles K-major)."""
    dtype = n.attr("dtype")
    if dtype not in _WGMMA_TYPES:
        raise CompilerBug(f"{n.op} of dtype '{dtype}' reached the PTX emitter")
    types, has_trans = _WGMMA_TYPES[dtype]
    if not has_trans and any(transposes):
        raise CompilerBug(f"{n.op} of dtype '{dtype}' with a transposed operand reached the PTX "
                          "emitter (8-bit wgmma reads both tiles K-major)")
    return types


def _wgmma(w: _Writer, n: L.Inst) -> None:
    """wgmma.mma_async.sync.aligned.{m64nNk16,m64nNk32}.f32.atype.btype (PTX ISA 9.7.15.5.2): D
    from the registers, A and B from shared-memory descriptors; scale-d true (D += A B), no
    negation; the imm-trans-a/b of the types that have them."""
    shape, ta, tb = (n.attr(a) for a in ("shape", "trans_a", "trans_b"))
    types = _wgmma_types(n, (ta, tb))
    trans = f", {ta}, {tb}" if _WGMMA_TYPES[n.attr("dtype")][1] else ""
    d = w.regs(n.dst)
    w.put(f"wgmma.mma_async.sync.aligned.{shape}.f32.{types} {{{d}}}, "
          f"{w.opnd(n.src[0])}, {w.opnd(n.src[1])}, {_scale_d(w)}, 1, 1{trans};",
          n.note, n.pred)


def _wgmma_rs(w: _Writer, n: L.Inst) -> None:
    """The register-A form (PTX ISA 9.7.15.5.2: `d, a, b-desc, scale-d, imm-scale-a,
    imm-scale-b, imm-trans-b`; A is four .b32 registers of two 16-bit elements each, and has no
    transpose: only operands read through descriptors do)."""
    shape, dtype, tb = (n.attr(a) for a in ("shape", "dtype", "trans_b"))
    if not _WGMMA_TYPES.get(dtype, ("", False))[1]:    # kgen stages 8-bit A in shared memory
        raise CompilerBug(f"wgmma_rs of dtype '{dtype}' reached the PTX emitter (the register "
                          "form is for bf16/f16 A only)")
    d = w.regs(n.dst)
    a = ", ".join(w.opnd(x) for x in n.src[:4])
    w.put(f"wgmma.mma_async.sync.aligned.{shape}.f32.{dtype}.{dtype} {{{d}}}, {{{a}}}, "
          f"{w.opnd(n.src[4])}, {_scale_d(w)}, 1, 1, {tb};", n.note, n.pred)


def _scale_d(w: _Writer) -> str:
    if "scale_d" not in w.addr_cache:   # a predicate that is true, set once per region
        p = w.fresh("pred")
        w.put(f"setp.eq.u32 {p}, 0, 0;", "scale-d: accumulate into D")
        w.addr_cache["scale_d"] = p
    return w.addr_cache["scale_d"]


def _shared_addr(w: _Writer, n: L.Inst) -> None:
    buf = next(b for b in w.fn.shared if b.name == n.attr("buffer"))
    w.put(f"mov.u32 {w.reg(n.dst[0])}, smem_{w.fn.name};", n.note)
    if buf.offset:
        w.put(f"add.u32 {w.reg(n.dst[0])}, {w.reg(n.dst[0])}, {buf.offset};")


_HOPPER = {
    "shared_addr": _shared_addr,
    "mbar_init": lambda w, n: w.put(f"mbarrier.init.shared::cta.b64 {_mbar(w, n)}, "
                                    f"{n.attr('count')};", n.note, n.pred),
    "mbar_expect_tx": lambda w, n: w.put(f"mbarrier.arrive.expect_tx.shared::cta.b64 _, "
                                         f"{_mbar(w, n)}, {n.attr('bytes')};", n.note,
                                         n.pred),
    "mbar_arrive": lambda w, n: w.put(f"mbarrier.arrive.shared::cta.b64 _, {_mbar(w, n)};",
                                      n.note, n.pred),
    "mbar_wait": _wait,
    # No fence.proxy.async after it: a TMA copy "accesses its mbarrier operand using
    # generic-proxy" (PTX ISA, "cp.async.bulk.tensor"), the proxy of mbarrier.init, so only the
    # copies' data crosses proxies; fence.mbarrier_init releases the inits at cluster scope.
    "fence_mbar_init": lambda w, n: w.put("fence.mbarrier_init.release.cluster;", n.note,
                                          n.pred),
    "tma_load": _tma,
    "tma_store": _tma_store,
    "bulk_commit": lambda w, n: w.put("cp.async.bulk.commit_group;", n.note, n.pred),
    # .read: the wait ends when the group's copies have read their shared source, which may
    # then be written again; their global writes need not be visible yet (PTX ISA,
    # "cp.async.bulk.wait_group": ".read indicates that the waiting has to be done until all
    # the bulk async operations in the specified bulk async-group have completed reading from
    # their source locations").
    "bulk_wait": lambda w, n: w.put(f"cp.async.bulk.wait_group.read {n.attr('n')};", n.note,
                                    n.pred),
    "wgmma_fence": lambda w, n: w.put("wgmma.fence.sync.aligned;", n.note),
    "wgmma": _wgmma,
    "wgmma_rs": _wgmma_rs,
    # A generic-proxy write (st.shared, a landed cp.async) before an async-proxy read of the
    # same bytes (a wgmma operand) needs this fence between them (PTX ISA, "wgmma.mma_async",
    # Async Proxy; "membar/fence": fence.proxy.async).
    "fence_proxy_async": lambda w, n: w.put("fence.proxy.async.shared::cta;", n.note, n.pred),
    "wgmma_commit": lambda w, n: w.put("wgmma.commit_group.sync.aligned;", n.note),
    "wgmma_wait": lambda w, n: w.put(f"wgmma.wait_group.sync.aligned {n.attr('n')};",
                                      n.note),
    "trap": lambda w, n: w.put("trap;", n.note, n.pred),
    "cluster_rank": lambda w, n: w.put(f"mov.u32 {w.reg(n.dst[0])}, %cluster_ctarank;", n.note),
    # PTX ISA, "barrier.cluster": .aligned, every thread of the warp executes it; the arrive
    # releases and the wait acquires (their defaults, written out).
    "cluster_sync": lambda w, n: (w.put("barrier.cluster.arrive.release.aligned;", n.note),
                                  w.put("barrier.cluster.wait.acquire.aligned;")),
    "mbar_arrive_peer": _arrive_peer,
    "setmaxnreg": lambda w, n: w.put(f"setmaxnreg.{n.attr('direction')}.sync.aligned.u32 "
                                     f"{n.attr('registers')};", n.note),
}


# ---- sm_100a: tcgen05 (PTX ISA 8.6+, 9.7.16) --------------------------------------------------

# The kinds kgen issues (9.7.16.10.9: kgen.target.matrix.TC_KIND's); the block-scaled kinds
# take scale operands kgen does not write yet.
_TC_KINDS = frozenset(kind for kind, _ in TC_KIND.values())


def _tc_mma(w: _Writer, n: L.Inst) -> None:
    """tcgen05.mma.cta_group::1.kind::{f16,f8f6f4} [d], adesc, bdesc, idesc, enable-input-d
    (PTX ISA 9.7.16.10.9): the instruction descriptor an immediate (ptxas 13 takes one), the
    enable predicate a register (set here where the LIR gives a constant)."""
    kind = n.attr("kind")
    if kind not in _TC_KINDS:
        raise CompilerBug(f"tc_mma of kind '{kind}' reached the PTX emitter")
    d, adesc, bdesc, idesc, enable = n.src
    if isinstance(enable, L.Imm):
        key = ("enable_d", bool(enable.value))
        if key not in w.addr_cache:     # set once per region, as _scale_d
            p = w.fresh("pred")
            w.put(f"setp.eq.u32 {p}, 0, {0 if enable.value else 1};",
                  "enable-input-d: " + ("accumulate into D" if enable.value else "D = A B"))
            w.addr_cache[key] = p
        enable_text = w.addr_cache[key]
    else:
        enable_text = w.opnd(enable)
    w.put(f"tcgen05.mma.cta_group::1.kind::{kind} [{w.opnd(d)}], {w.opnd(adesc)}, "
          f"{w.opnd(bdesc)}, {w.opnd(idesc)}, {enable_text};", n.note, n.pred)


def _tc_barrier(w: _Writer, n: L.Inst, i: str) -> str:
    """[the mbarrier i % C at n's buffer] (8 bytes each, C = TC_COMMIT_BARRIERS): commit i's."""
    buf = next(b for b in w.fn.shared if b.name == n.attr("buffer"))
    at, base = w.fresh("u32"), w.fresh("u32")
    w.put(f"and.b32 {at}, {i}, {L.TC_COMMIT_BARRIERS - 1};")
    w.put(f"shl.b32 {at}, {at}, 3;")
    w.put(f"mov.u32 {base}, smem_{w.fn.name};")
    w.put(f"add.u32 {at}, {base}, {at};")
    return f"[{at}+{buf.offset}]"


def _tc_commit(w: _Writer, n: L.Inst) -> None:
    """Commit number src[0] arrives on mbarrier src[0] % C of its buffer (kgen.lir.ops). Its
    shared::cta address is a valid shared::cluster one for the CTA itself (PTX ISA, "State
    spaces": the CTA's window lies inside its cluster's)."""
    at = _tc_barrier(w, n, w.opnd(n.src[0]))
    w.put(f"tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 {at};",
          n.note, n.pred)


def _tc_wait(w: _Writer, n: L.Inst) -> None:
    """With src[0] commits made, the wait for commit i = src[0] - 1 - keep: parity (i / C) % 2
    of mbarrier i % C (kgen.lir.ops)."""
    i, parity = w.fresh("u32"), w.fresh("u32")
    w.put(f"sub.u32 {i}, {w.opnd(n.src[0])}, {1 + n.attr('keep')};", n.note)
    at = _tc_barrier(w, n, i)
    w.put(f"shr.u32 {parity}, {i}, {L.TC_COMMIT_BARRIERS.bit_length() - 1};")
    w.put(f"and.b32 {parity}, {parity}, 1;")
    _spin(w, at, parity, n.note, n.pred)


_BLACKWELL = {
    "tmem_alloc": lambda w, n: w.put(f"tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 "
                                     f"{_shared_address(w, n)}, {n.attr('cols')};", n.note,
                                     n.pred),
    "tmem_relinquish": lambda w, n: w.put(
        "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", n.note, n.pred),
    "tmem_dealloc": lambda w, n: w.put(f"tcgen05.dealloc.cta_group::1.sync.aligned.b32 "
                                       f"{w.opnd(n.src[0])}, {n.attr('cols')};", n.note,
                                       n.pred),
    "tc_fence": lambda w, n: w.put(f"tcgen05.fence::{n.attr('kind')}_thread_sync;", n.note,
                                   n.pred),
    "tc_mma": _tc_mma,
    "tc_commit": _tc_commit,
    "tc_wait": _tc_wait,
    "tmem_ld": lambda w, n: w.put(f"tcgen05.ld.sync.aligned.32x32b.x{len(n.dst)}.b32 "
                                  f"{{{w.regs(n.dst)}}}, [{w.opnd(n.src[0])}];", n.note,
                                  n.pred),
    "tmem_wait_ld": lambda w, n: w.put("tcgen05.wait::ld.sync.aligned;", n.note, n.pred),
    "tmem_st": lambda w, n: w.put(f"tcgen05.st.sync.aligned.32x32b.x{len(n.src) - 1}.b32 "
                                  f"[{w.opnd(n.src[0])}], {{{w.regs(n.src[1:])}}};", n.note,
                                  n.pred),
    "tmem_wait_st": lambda w, n: w.put("tcgen05.wait::st.sync.aligned;", n.note, n.pred),
}


# LIR op -> the rule that writes its PTX.
_RULES = {
    "ld_param": _ld_param,
    "tid": lambda w, n: w.put(f"mov.u32 {w.opnd(n.dst[0])}, %tid.x;", n.note),
    # PTX ISA 9.7.13.12 "elect.sync" (sm_90+): the leader's predicate, its lane id to the sink
    "elect": lambda w, n: w.put(f"elect.sync _|{w.opnd(n.dst[0])}, -1;", n.note),
    "ctaid": lambda w, n: w.put(f"mov.u32 {w.opnd(n.dst[0])}, %ctaid.{n.attr('axis')};",
                                n.note),
    "mov": lambda w, n: _mov(w, n.dst[0], n.src[0], n.note, n.pred),
    "shl": _shift, "shr": _shift, "div": _divrem, "rem": _divrem,
    "shfl_xor": _shfl, "shfl_idx": _shfl,
    **{op: _binary(op) for op in _BINARY},
    **{op: _unary(op) for op in _UNARY},
    "fma": _fma, "setp": _setp, "selp": _selp, "cvt": _cvt,
    "ld_global": _global, "st_global": _global, "ld_shared": _shared, "st_shared": _shared,
    "ldmatrix": _ldmatrix, "cp_async": _cp_async,
    "cp_async_commit": lambda w, n: w.put("cp.async.commit_group;", n.note),
    "cp_async_wait": lambda w, n: w.put(f"cp.async.wait_group {n.attr('n')};", n.note),
    "mma": _mma, "warp_reduce": _warp_reduce,
    "bar": lambda w, n: w.put("bar.sync 0;", n.attr("reason", n.note)),
    "turn_sync": _turn, "turn_arrive": _turn, "bar_named": _bar_named,
    **_HOPPER,
    **_BLACKWELL,
}


def _emit_nodes(w: _Writer, nodes) -> None:
    Inst, rules = L.Inst, _RULES
    for n in nodes:
        if n.__class__ is Inst:
            rule = rules.get(n.op)
            if rule is None:
                raise CompilerBug(f"the PTX emitter has no rule for LIR op '{n.op}'")
            rule(w, n)
        elif isinstance(n, L.If):
            w.addr_cache.clear()
            else_, end = w.label("else"), w.label("endif")
            # bra.uni promises uniformity within each warp, which warp-role branches keep.
            w.put(f"@!{w.reg(n.cond)} bra.uni {else_ if n.else_ else end};", n.note)
            _emit_nodes(w, n.then)
            w.addr_cache.clear()
            if n.else_:
                w.put(f"bra.uni {end};")
                w.lines.append(f"{else_}:")
                _emit_nodes(w, n.else_)
                w.addr_cache.clear()
            w.lines.append(f"{end}:")
        elif isinstance(n, L.Pipelined):
            L.refuse_pipelined(n, "the PTX emitter")
        else:
            w.addr_cache.clear()
            head, done = w.label("loop"), w.label("done")
            c = w.reg(n.counter)
            w.put(f"mov.u32 {c}, {w.opnd(n.start)};", n.note)
            w.lines.append(f"{head}:")
            p = w.fresh("pred")
            w.put(f"setp.ge.u32 {p}, {c}, {w.opnd(n.end)};")
            w.put(f"@{p} bra.uni {done};")
            _emit_nodes(w, n.body)
            w.put(f"add.u32 {c}, {c}, {n.step};")
            w.put(f"bra.uni {head};")
            w.lines.append(f"{done}:")
            w.addr_cache.clear()


def emit_function(fn: L.Function, target: Target) -> str:
    w = _Writer(fn, target.fp8)
    used = set(L.by_op(fn.body))
    _emit_nodes(w, fn.body)
    params = ",\n".join(f"\t{_param_decl(p)}" for p in fn.params)
    decls = []
    for ty, (ptx_ty, prefix) in _CLASS.items():
        if prefix in w.count and (ty not in ("s32",)):
            decls.append(f"\t.reg .{ptx_ty} %{prefix}<{w.count[prefix] + 1}>;")
    out = [f"// {h}" for h in fn.header]
    if fn.shared and fn.shared_bytes > STATIC_SHARED_LIMIT:
        # Past 48 KiB a block's shared memory must be dynamic, opted into at launch (CUDA
        # Programming Guide, "Shared Memory"): an extern array at module scope, sized by kgen's
        # runtime with the launch.
        # Swizzled TMA tiles need 1024-byte aligned addresses; a declared alignment is honoured
        # for the dynamic window (PTX ISA, "Variable and Parameter Alignment").
        align = 1024 if used & {"tma_load", "tma_store"} else 16
        out.append(f".extern .shared .align {align} .b8 smem_{fn.name}[];"
                   f"  // {fn.shared_bytes} bytes, given at launch")
    out.append(f".visible .entry {fn.name}(")
    out.append(params)
    out.append(")")
    out.append(f".maxntid {fn.threads}, 1, 1")
    if fn.cluster > 1:
        # PTX ISA, "Cluster Dimension Directives": the cluster shape every launch takes.
        out.append(f".reqnctapercluster {fn.cluster}, 1, 1")
    if used & {"mma", "wgmma", "wgmma_rs", "tc_mma"} and "setmaxnreg" not in used:
        # A matrix kernel holds its accumulators in registers (tcgen05's too, read back from
        # tensor memory for the epilogue): one block per SM is enough
        # (PTX ISA, "Performance-Tuning Directives: .minnctapersm"), so ptxas may use up to
        # 65536 / threads registers instead of spilling to reach an occupancy it guesses
        # (ptxas 13.0 caps a 128-thread sm_90a kernel at 96 registers without it and spills;
        # a 256-thread sm_100a tcgen05 kernel at 80).
        out.append(".minnctapersm 1")
    if "setmaxnreg" in used:
        # setmaxnreg moves registers between warpgroups out of the block's allocation, which
        # ptxas must know: the most registers per thread that `threads` threads can have. PTX
        # ISA, "Miscellaneous Instructions: setmaxnreg": it "requires that the kernel has been
        # launched with a valid value of maximum number of per-thread registers specified via
        # the appropriate compile-time option" (.maxnreg, -maxrregcount); without it ptxas
        # drops the instruction ("(C7508) ... 'setmaxnreg' ignored; unable to determine register
        # count at entry", ptxas 13.0 and 13.5), which kgen.assemble.driver refuses. It must also be a
        # whole-program compile: see kgen/assemble/driver.py for nvJitLink's C7504. The count
        # at entry: L.entry_registers.
        out.append(f".maxnreg {L.entry_registers(fn)}")
    out.append("{")
    out += sorted(set(decls), key=decls.index)
    if fn.shared and fn.shared_bytes <= STATIC_SHARED_LIMIT:
        align = 1024 if used & {"tma_load", "tma_store"} else 16
        out.append(f"\t.shared .align {align} .b8 smem_{fn.name}[{fn.shared_bytes}];")
        for b in fn.shared:
            out.append(f"\t// smem_{fn.name}+{b.offset}: {b.name}, {b.size} bytes: {b.purpose}")
    out.append("")
    out += w.lines
    out.append("\tret;")
    out.append("}")
    return "\n".join(out) + "\n"


def _param_decl(p: L.ParamSlot) -> str:
    """`.param .u32 p_K`, or for a by-value argument `.param .align 128 .b8 p_tmap_a[128]` (PTX
    ISA, "Kernel Function Parameters": a kernel parameter may be a byte array with an alignment;
    a CUtensorMap is 128 bytes, 128-byte aligned: kgen.target.tensormap.TENSOR_MAP_ALIGN)."""
    if p.size:
        return f".param .align {p.align} .{p.ty} p_{p.name}[{p.size}]"
    return f".param .{p.ty} p_{p.name}"


def emit_module(functions: list[L.Function], target: Target, title: str) -> str:
    """A whole PTX module: one `.entry` per kernel and each of its variants (L.variants), in
    source order."""
    head = [f"// {title}", "// generated by kgen: tile IR -> LIR -> PTX, no LLVM in between", "",
            f".version {target.ptx_version}", f".target {target.name}", ".address_size 64", ""]
    return "\n".join(head) + "\n".join(emit_function(f, target)
                                       for f in L.module_functions(functions))
