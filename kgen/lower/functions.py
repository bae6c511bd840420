"""Elementwise math on registers: one rule per (op, dtype), shared by every lowering.

A tile op becomes one of these per register it holds. f16/bf16 values live in f32 registers,
rounded after every op (the language rounds each result to its dtype); integers are u32 or s32
registers, whose type decides signedness. Functions the hardware has no instruction for are
expanded here from the primitives every target has (ex2, lg2, rcp, fma).
"""

from __future__ import annotations

import math

import numpy as np

from ..lir import ops as L
from ..errors import CompilerBug
from ..tile.ir import DType

LOG2E = 1.4426950408889634
LN2 = 0.6931471805599453

# The identity of each reduction: what an absent element contributes.
IDENTITY = {("sum", "f32"): 0.0, ("max", "f32"): float("-inf"), ("min", "f32"): float("inf"),
            ("sum", "s32"): 0, ("max", "s32"): -(2 ** 31), ("min", "s32"): 2 ** 31 - 1,
            ("sum", "u32"): 0, ("max", "u32"): 0, ("min", "u32"): 2 ** 32 - 1}
COMBINE = {("sum", "f32"): "fadd", ("max", "f32"): "fmax", ("min", "f32"): "fmin",
           ("sum", "s32"): "add", ("max", "s32"): "max", ("min", "s32"): "min",
           ("sum", "u32"): "add", ("max", "u32"): "max", ("min", "u32"): "min"}


def reg_type(dt: DType) -> str:
    """The LIR register type of a dtype's values: reg_type(bf16) is "f32"."""
    if dt.is_float:
        return "f32"
    if dt == DType.bool:
        return "pred"
    return "u32" if dt.label == "u32" else "s32"


def exact_in(x, dt: DType):
    """A literal rounded to its dtype at compile time: exact_in(0.1, bf16) is 0.10009765625.

    Every register of an f16/bf16 value holds a value exact in that dtype, which is what lets a
    store take the f32's high half (join_bf16x2) instead of rounding again."""
    from ..tile.evaluate import bf16_to_f64, f64_to_bf16
    if dt == DType.bf16:
        return float(x) if np.isnan(x) else float(bf16_to_f64(f64_to_bf16(np.float64(x))))
    if dt == DType.f16:
        return float(np.float16(x))
    if dt.label == "u32":
        return int(x) % 2 ** 32
    return x


# Float ops that are one instruction on f32 registers.
_SIMPLE = {"add": "fadd", "sub": "fsub", "mul": "fmul", "div": "fdiv", "min": "fmin",
           "max": "fmax", "neg": "fneg", "abs": "fabs", "sqrt": "sqrt", "rsqrt": "rsqrt",
           "exp2": "ex2", "floor": "floor"}


class Math:
    """Emits the math of one op on registers through a builder `b` (kgen.lower.program._Builder)."""

    def __init__(self, b):
        self.b = b

    def round(self, r: L.Operand, dt: DType) -> L.Operand:
        """Rounds an f32 register to the precision of a 16- or 8-bit dtype (no-op for f32)."""
        if dt == DType.bf16:
            return self.b.op("cvt", "f32", r, attrs=("round_bf16",), note="round to bf16")
        if dt == DType.f16:
            return self.b.op("cvt", "f32", r, attrs=("round_f16",), note="round to f16")
        if dt.is_fp8:       # to the pattern and back: the hardware rounds only on the way out
            bits = self.b.op("cvt", "u32", r, attrs=(f"f32_{dt}",), note=f"round to {dt}")
            return self.b.op("cvt", "f32", bits, attrs=(f"{dt}_f32",))
        return r

    def const(self, value, dt: DType) -> L.Imm:
        if dt == DType.bool:
            return L.Imm(int(bool(value)), "pred")
        return L.Imm(exact_in(value, dt), reg_type(dt))

    def compute(self, op: str, dt: DType, arg_dtypes, args: list[L.Operand], note: str,
                attrs=()) -> L.Operand:
        """The register holding `op` of `args` (already lowered), of dtype `dt`."""
        b = self.b
        if op == "cast":
            return self.cast(args[0], arg_dtypes[0], dt, note)
        if op in ("lt", "le", "gt", "ge", "eq", "ne"):
            return b.op("setp", "pred", *args, attrs=(op, reg_type(arg_dtypes[0])), note=note)
        if op == "select":
            return b.op("selp", reg_type(dt), args[1], args[2], args[0], note=note)
        if dt == DType.bool:
            table = {"and": "and_p", "or": "or_p", "xor": "xor_p"}
            if op not in table:
                raise CompilerBug(f"no lowering for {op} on bool")
            if op == "xor":   # p ^ q = (p | q) & !(p & q)
                both = b.op("and_p", "pred", *args)
                return b.op("and_p", "pred", b.op("or_p", "pred", *args),
                            b.op("not_p", "pred", both), note=note)
            return b.op(table[op], "pred", *args, note=note)
        if dt.is_float:
            return self.round(self.float_op(op, args, note), dt)
        return self.int_op(op, reg_type(dt), args, note)

    def int_op(self, op: str, ty: str, a, note) -> L.Operand:
        b = self.b
        same = {"add", "sub", "mul", "min", "max", "neg", "abs", "and", "or", "xor", "shl",
                "shr", "div", "rem", "mulhi"}
        if op == "relu":
            return b.op("max", ty, a[0], L.Imm(0, ty), note=note)
        if op == "neg" and ty == "u32":
            return b.op("sub", ty, L.Imm(0, ty), a[0], note=note)
        if op == "abs" and ty == "u32":
            return a[0]
        if op not in same:
            raise CompilerBug(f"no integer lowering for {op}")
        return b.op(op, ty, *a, note=note)

    def float_op(self, op: str, a, note) -> L.Operand:
        """Math on f32 registers; functions lower to the hardware's primitives here."""
        b = self.b
        if op in _SIMPLE:      # one instruction (most ops: this runs for every element)
            return b.op(_SIMPLE[op], "f32", *a, note=note)
        f = lambda o, *s: b.op(o, "f32", *s, note=note)  # noqa: E731
        imm = lambda x: L.Imm(x, "f32")  # noqa: E731
        if op in ("sin", "cos"):
            return self.trig(op, a[0], note)
        if op == "exp":  # e^x = 2^(x log2 e)
            return f("ex2", f("fmul", a[0], imm(LOG2E)))
        if op == "log":  # ln x = log2(x) ln 2
            return f("fmul", f("lg2", a[0]), imm(LN2))
        if op == "relu":
            return f("fmax", a[0], imm(0.0))
        if op == "sigmoid":  # 1 / (1 + e^-x): a reciprocal (1 ulp), not a full IEEE division
            e = f("ex2", f("fmul", a[0], imm(-LOG2E)))
            return f("rcp", f("fadd", e, imm(1.0)))
        if op == "tanh":
            return self.tanh(a[0], note)
        if op == "cosh":  # (e^x + e^-x) / 2 = 2^(x log2 e - 1) + 2^(-x log2 e - 1)
            t = f("fmul", a[0], imm(LOG2E))
            return f("fadd", f("ex2", f("fsub", t, imm(1.0))),
                     f("ex2", f("fsub", f("fneg", t), imm(1.0))))
        if op == "erf":
            return self.erf(a[0], note)
        if op == "pow":
            return self.pow(a[0], a[1], note)
        raise CompilerBug(f"no float lowering for {op}")

    def trig(self, op: str, x, note) -> L.Reg:
        """sin or cos of x, reduced first to r = x - 2 pi k, |r| <= pi (a little more past
        |x| = 1e6), where the instructions' bounds hold: PTX ISA 9.7.3.18 "sin" (and "cos"):
        sin.approx.f32's maximum absolute error is 2^-20.5 in [-2pi, 2pi], 2^-14.7 to 100 pi,
        none beyond; CDNA3 ISA V_SIN_F32 takes revolutions and gives 0.0 past 256 of them.

        k = floor(x / 2pi + 1/2); 2pi is split Cody-Waite style into C1 + C2 + C3, each an f32
        (C1 = 6.28125 has 8 significant bits), one fma per part. The first step is exact: k C1
        is a multiple of 2^-5 (k is an integer), x of ulp(x), and |x - k C1| <= pi + |k| 2^-9
        fits 24 bits of the coarser grid. The second and third round once each (at most
        ulp(2pi) / 2 = 2^-22), and the split misses 2pi by ~2^-61: |k| 2^-61 < 2^-38 for
        |k| < 2^23. So to |x| = 1e7 the reduction adds under 2^-21, and |r| stays in [-2pi,
        2pi] (k is off by at most 1/8 from f32(1/2pi)'s error and the fma's rounding). Past
        ~1e7, k's rounding (ulp(x / 2pi) >= 1) can leave |r| beyond 2pi, outside sin.approx's
        tight piece: docs/language.md states the range. NaN and +-inf give NaN (k is
        infinite, r NaN)."""
        b = self.b
        f = lambda o, *s: b.op(o, "f32", *s, note=note)  # noqa: E731
        imm = lambda v: L.Imm(v, "f32")  # noqa: E731
        k = f("floor", f("fma", x, imm(0.15915494309189535), imm(0.5)))
        nk = f("fneg", k)
        r = f("fma", nk, imm(6.28125), x)
        r = f("fma", nk, imm(0.0019353071693331003), r)
        r = f("fma", nk, imm(1.0253131677018246e-11), r)
        return f(op, r)

    def tanh(self, x, note) -> L.Reg:
        """tanh: an odd Taylor polynomial for |x| < 0.25 (where 1 - 2/(e^2x + 1) cancels),
        the exponential form elsewhere; both are computed and one is selected per lane."""
        b = self.b
        f = lambda o, *s: b.op(o, "f32", *s, note=note)  # noqa: E731
        imm = lambda v: L.Imm(v, "f32")  # noqa: E731
        ax = f("fabs", x)
        e = f("ex2", f("fmul", ax, imm(2 * LOG2E)))
        t = f("fsub", imm(1.0), f("fmul", imm(2.0), f("rcp", f("fadd", e, imm(1.0)))))
        big = f("selp", f("fneg", t), t, b.op("setp", "pred", x, imm(0.0), attrs=("lt", "f32")))
        x2 = f("fmul", x, x)
        coeffs = (-1382 / 155925, 62 / 2835, -17 / 315, 2 / 15, -1 / 3)
        p = imm(21844 / 6081075)
        for c in coeffs:
            p = f("fma", p, x2, imm(c))
        small = f("fma", f("fmul", p, x2), x, x)
        near0 = b.op("setp", "pred", ax, imm(0.25), attrs=("lt", "f32"))
        return f("selp", small, big, near0)

    def erf(self, x, note) -> L.Reg:
        """erf: for |x| < 1 the Maclaurin series x * sum (-1)^n x^2n / (n! (2n + 1)) * 2/sqrt(pi)
        (12 terms: the last is below 2^-30 of the first), else 1 - erfc with Abramowitz and
        Stegun 7.1.26 (absolute error 1.5e-7, relative to erf >= 0.84 below 2e-7), with the sign
        of x. Both are computed and one is selected per lane."""
        b = self.b
        f = lambda o, *s: b.op(o, "f32", *s, note=note)  # noqa: E731
        imm = lambda v: L.Imm(v, "f32")  # noqa: E731
        x2 = f("fmul", x, x)
        terms = [(-1) ** n / (math.factorial(n) * (2 * n + 1)) * 2 / math.sqrt(math.pi)
                 for n in range(12)]
        p = imm(terms[-1])
        for c in reversed(terms[:-1]):
            p = f("fma", p, x2, imm(c))
        small = f("fmul", p, x)
        ax = f("fabs", x)
        t = f("rcp", f("fma", ax, imm(0.3275911), imm(1.0)))
        q = imm(1.061405429)
        for c in (-1.453152027, 1.421413741, -0.284496736, 0.254829592):
            q = f("fma", q, t, imm(c))
        e = f("ex2", f("fmul", f("fneg", x2), imm(LOG2E)))
        big = f("fsub", imm(1.0), f("fmul", f("fmul", q, t), e))
        neg = b.op("setp", "pred", x, imm(0.0), attrs=("lt", "f32"))
        big = f("selp", f("fneg", big), big, neg)
        near0 = b.op("setp", "pred", ax, imm(1.0), attrs=("lt", "f32"))
        return f("selp", small, big, near0)

    def pow(self, x, y, note) -> L.Reg:
        """x^y = 2^(y log2 |x|), negated for a negative x with an odd integer y; NaN for a
        negative x with a non-integer y (numpy.power's float semantics). x = 0 works through
        lg2(0) = -inf: 2^(y * -inf) is 0 for y > 0 and inf for y < 0, and y = 0 gives
        0 * -inf = NaN, so y == 0 is selected to 1 explicitly."""
        b = self.b
        f = lambda o, *s: b.op(o, "f32", *s, note=note)  # noqa: E731
        imm = lambda v: L.Imm(v, "f32")  # noqa: E731
        mag = f("ex2", f("fmul", y, f("lg2", f("fabs", x))))
        whole = b.op("setp", "pred", f("floor", y), y, attrs=("eq", "f32"))
        half = f("fmul", y, imm(0.5))
        even = b.op("setp", "pred", f("floor", half), half, attrs=("eq", "f32"))
        odd = b.op("and_p", "pred", whole, b.op("not_p", "pred", even))
        neg = b.op("setp", "pred", x, imm(0.0), attrs=("lt", "f32"))
        signed = f("selp", f("fneg", mag), mag, odd)
        out = f("selp", f("selp", signed, imm(float("nan")), whole), mag, neg)
        zero_y = b.op("setp", "pred", y, imm(0.0), attrs=("eq", "f32"))
        return f("selp", imm(1.0), out, zero_y)

    def cast(self, x, src: DType, dst: DType, note) -> L.Operand:
        b = self.b
        if src == dst:
            return x
        if src.is_float and dst.is_float:
            return self.round(x, dst) if dst.nbytes < src.nbytes or (
                {src, dst} == {DType.f16, DType.bf16}) else x
        sty, dty = reg_type(src), reg_type(dst)
        if not src.is_float and not dst.is_float and src != DType.bool and dst != DType.bool:
            return b.op("mov", dty, x, note=note)   # i32 <-> u32: the same bits
        if src != DType.bool and not src.is_float and dst.is_float:
            kind = "f32_s32" if sty == "s32" else "f32_u32"
            return self.round(b.op("cvt", "f32", x, attrs=(kind,), note=note), dst)
        if src.is_float and dst != DType.bool and not dst.is_float:
            kind = "s32_f32" if dty == "s32" else "u32_f32"
            return b.op("cvt", dty, x, attrs=(kind,), note=note)
        raise CompilerBug(f"no cast from {src} to {dst}")
