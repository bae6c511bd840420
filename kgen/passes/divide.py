"""Integer division by a divisor known before its dividends: a multiply-high, not a divide.

Neither target divides integers in hardware. CDNA has no integer divide instruction (CDNA3 ISA:
no V_DIV_U32), so the AMD emitter writes LLVM's 32-bit expansion, about 25 instructions with an
f32 reciprocal and a Newton step (emitters/amdgcn/select.py udivrem), 34 for s32; ptxas expands
PTX's `div.u32` to a similar sequence (I2F, MUFU.RCP, F2I, IMAD.HI and two corrections), and
kgen's PTX adds the guards that define division by zero and INT_MIN / -1. Most of that work
depends on the divisor alone. Index math divides by numbers every thread holds alike (a
convolution's channels `kk % C` and taps `kk / (3 C)`, a tile count), once per element of every
step, so this pass does the divisor's part once, where the divisor is defined, and each division
in a few multiply-adds (CUTLASS's FastDivmod does the same on the host; LLVM and ptxas do it for
constant divisors only):

- A constant divisor c: the multiplier and shift found here (Granlund and Montgomery, "Division
  by Invariant Integers using Multiplication", PLDI 1994, section 4 (unsigned) and 5 (signed,
  truncating)): q = mulhi(n, m) >> s, 2 to 5 instructions, exact for every 32-bit n.
- A register divisor d, uniform and defined once, that two or more divisions share: z =
  floor((2^32 - 1) / d) by one division where d is defined. Then for every n < 2^32,
  q0 = mulhi(n, z) is q or q - 1 (below), so one compare of r0 = n - q0 d with d finishes
  both quotient and remainder: 6 instructions, 7 where d may be 0 (the LIR's quotient of all
  ones, ops.py "div"), and 4 to 6 more for an s32 division (signs taken off and put back).

Why one correction suffices: z d <= 2^32 - 1 < 2^32 and z d >= 2^32 - d (the remainder of
(2^32 - 1) / d is below d), so n/d - 1 < n/d - n/2^32 <= n z / 2^32 < n/d for every n < 2^32,
and floor(n z / 2^32) is floor(n/d) or one less. r0 = n - q0 d <= n never leaves 32 bits.
With d = 0 the LIR's division gives z = 2^32 - 1; then r0 = n >= 0 = d, so r = n (the LIR's
remainder by zero) and the quotient is selected: all ones.

An s32 division divides the magnitudes (|INT_MIN| = 2^31 is still a u32) and gives the
quotient the sign of n ^ d and the remainder n's, as truncation does: INT_MIN / -1 comes to
2^31 unsigned, INT_MIN again, the LIR's result. A dividend the lowering knows is not negative
(an index, a dimension: kgen.lower.program) arrives as a u32 division and needs none of that.

Divisions whose divisor varies per lane, or is used once (the reciprocal would cost what it
saves), keep the target's division. Runs after dead-code elimination (the divisions that
remain are the ones executed) and before the barrier pass; it touches no memory.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from ..lir import ops as L

_U32 = (1 << 32) - 1


# ----------------------------------------------------------------------------------------------
# The constants (Granlund and Montgomery, sections 4 and 5).

@dataclass(frozen=True)
class Magic:
    """q = floor(n m / 2^(32 + shift)) for every n the division takes; `wide`: m is 2^32 + m's
    low 32 bits (the unsigned case where no 32-bit m is exact), computed as
    (t + ((n - t) >> 1)) >> (shift - 1) with t = mulhi(n, m - 2^32)."""
    m: int
    shift: int
    wide: bool = False


def unsigned_magic(c: int) -> Magic:
    """The multiplier for n / c, n any u32, c in [2, 2^32) not a power of two:
    unsigned_magic(3) is Magic(0xAAAAAAAB, 1); unsigned_magic(7) needs the 33-bit one.

    m = ceil(2^(32+s) / c), e = m c - 2^(32+s) in [0, c): n m / 2^(32+s) = n/c + n e /
    (c 2^(32+s)), and the second term is below 1/c (so the floor is n/c's) when n e < 2^(32+s),
    which holds for every n < 2^32 where e <= 2^s. The smallest such s with m < 2^32 is taken;
    at s = ceil(log2 c) the condition always holds (e < c <= 2^s), with m in (2^32, 2^33)."""
    top = c.bit_length()          # ceil(log2 c) for c not a power of two
    for s in range(top):
        m = -(-(1 << (32 + s)) // c)
        if m <= _U32 and m * c - (1 << (32 + s)) <= (1 << s):
            return Magic(m, s)
    m = -(-(1 << (32 + top)) // c)
    return Magic(m - (1 << 32), top, wide=True)


def signed_magic(c: int) -> Magic:
    """The multiplier for trunc(n / c), n any s32, c in [3, 2^31) not a power of two:
    signed_magic(3) is Magic(0x55555556, 0); signed_magic(7) is Magic(0x92492493, 2).

    For |n| <= 2^31, q = floor(n m / 2^(32+s)) + (1 if n < 0), with m = ceil(2^(32+s) / c)
    and e = m c - 2^(32+s) <= 2^(s+1) (so |n| e <= 2^(32+s)): the extra term n e / (c
    2^(32+s)) lies in [-1/c, 1/c), and e > 0 (c is no power of two). For n >= 0 the floor is
    floor(n/c); for n < 0 it is one less than trunc(n/c), also where c divides n (the term is
    then negative) and where n = -(a c + c - 1) (at worst it reaches -1/c) (section 5). At
    s = ceil(log2 c) - 1, e < c <= 2^(s+1) and m < 2^32; m >= 2^31 is negative as an s32, and
    mulhi then gives floor(n m / 2^32) - n."""
    for s in range(c.bit_length()):
        m = -(-(1 << (32 + s)) // c)
        if m <= _U32 and m * c - (1 << (32 + s)) <= (1 << (s + 1)):
            return Magic(m, s)
    raise AssertionError(f"no signed multiplier for {c}")     # unreachable (docstring)


# ----------------------------------------------------------------------------------------------
# The pass.

def divide_by_multiplying(fn: L.Function) -> L.Function:
    """fn with its divisions by constants, and by uniform registers two or more divisions
    share, written as multiplies (module doc)."""
    divisions = [n for op in ("div", "rem") for n in L.by_op(fn.body).get(op, ())
                 if n.dst[0].ty in ("u32", "s32")]
    if not divisions:
        return fn
    writes = Counter(d.id for n in L.instructions(fn.body) for d in n.dst)
    # A register divisor's reciprocal pays where it divides two dividends or more (a quotient
    # and remainder of one share their work whichever way they are computed).
    dividends: dict[tuple, set] = {}
    for n in divisions:
        x = n.src[0]
        if type(n.src[1]) is L.Reg:
            dividends.setdefault((n.src[1].id, n.dst[0].ty), set()).add(
                x.id if type(x) is L.Reg and writes[x.id] == 1 else
                ("imm", x.value) if type(x) is L.Imm else id(n))
    wanted = {rid for (rid, _), xs in dividends.items() if len(xs) >= 2 and writes[rid] == 1}
    defs = {n.dst[0].id: n for n in L.instructions(fn.body) if n.dst and n.dst[0].id in wanted}
    kinds: dict[int, set] = {}
    for rid, ty in dividends:
        n = defs.get(rid)
        if rid in wanted and n is not None and n.pred is None and n.dst[0].uniform:
            kinds.setdefault(rid, set()).add(ty)
    # what the walk rewrites: those divisions, the definitions of the divisors, and a quotient
    # and remainder of the same operands by any other divisor (r = n - q d)
    todo = {id(n) for n in divisions if type(n.src[1]) is L.Imm or n.src[1].id in kinds}
    todo |= {id(defs[rid]) for rid in kinds}
    todo |= {id(n) for n in _pairs([n for n in divisions if id(n) not in todo], writes)}
    if not todo:
        return fn
    w = _Writer(L.largest_register(fn.body) + 1, kinds,
                {(n.src[1].id, n.dst[0].ty) for n in divisions
                 if n.op == "div" and type(n.src[1]) is L.Reg}, writes, todo)
    return replace(fn, body=w.nodes(fn.body))


def _operands(n: L.Inst, writes: Counter, divisor=None) -> tuple | None:
    """What makes two divisions the same: their operands, type, guard and facts, where each
    register among them is written once (so holds one value); else None. `divisor`: what
    stands for the divisor instead (a constant's magnitude: n / 3 and n % -3 share n / 3)."""
    x, d = n.src
    regs = (x, n.pred) if divisor is not None else (x, d, n.pred)
    if any(type(r) is L.Reg and writes[r.id] != 1 for r in regs):
        return None
    token = lambda o: o.id if type(o) is L.Reg else ("imm", o.value)  # noqa: E731
    return ((token(x), token(d) if divisor is None else divisor), n.dst[0].ty,
            None if n.pred is None else n.pred.id, n.attrs)


def _pairs(divisions: list, writes: Counter) -> list:
    """The divisions left to the target that are a quotient whose register is written once
    and a remainder of the same operands: the remainder is then n - q d (2 instructions
    where the target's is 20 to 34; exact for every input, d = 0 and INT_MIN / -1 too)."""
    quotients = {_operands(n, writes) for n in divisions
                 if n.op == "div" and writes[n.dst[0].id] == 1} - {None}
    rems = [n for n in divisions if n.op == "rem" and _operands(n, writes) in quotients]
    keys = {_operands(n, writes) for n in rems}
    return rems + [n for n in divisions if n.op == "div" and _operands(n, writes) in keys]


class _Writer:
    """The rewrite: one walk that copies the body, adding each shared divisor's reciprocal
    after its definition and writing every division it can as multiplies (`todo`: those
    instructions, by identity; the bodies without one are kept as they are).

    A quotient and a remainder of the same operands (`kk / C` and `kk % C`, a raster's group
    and place in it) share their work: `done` holds, by (dividend, divisor, type, guard), what
    the first computed, for the divisions after it in the same body or bodies nested in it
    (where it has run), if the dividend and guard are written once (so still hold it)."""

    def __init__(self, next_id: int, kinds: dict[int, set], quotients: set, writes: Counter,
                 todo: set[int]):
        self.next_id, self.kinds, self.quotients, self.writes = next_id, kinds, quotients, writes
        self.todo = todo
        self.recips: dict[tuple[int, str], tuple] = {}   # (divisor id, type) -> (z, |d|, ...)
        self.done: dict[tuple, tuple] = {}

    def nodes(self, nodes) -> tuple:
        out: list = []
        todo, changed = self.todo, False
        for n in nodes:
            t = type(n)
            if t is L.Inst:
                if id(n) in todo:
                    self.inst(n, out)
                    changed = True
                else:
                    out.append(n)
                continue
            if t is L.If:
                then, else_ = self.inner(n.then), self.inner(n.else_)
                if then is not n.then or else_ is not n.else_:
                    n, changed = L.rebuilt(n, then=then, else_=else_), True
            elif t is L.Loop:
                body = self.inner(n.body)
                if body is not n.body:
                    n, changed = L.rebuilt(n, body=body), True
            out.append(n)
        return tuple(out) if changed else nodes

    def inner(self, nodes) -> tuple:
        """A nested body: it sees the work done before it; what it does stays inside."""
        outer, self.done = self.done, dict(self.done)
        try:
            return self.nodes(nodes)
        finally:
            self.done = outer

    def inst(self, n: L.Inst, out: list) -> None:
        ty = n.dst[0].ty if n.dst else ""
        if n.op in ("div", "rem") and ty in ("u32", "s32"):
            y = n.src[1]
            if type(y) is L.Imm:
                code = self.by_constant(n, int(y.value), ty)
            elif (y.id, ty) in self.recips:
                code = self.by_reciprocal(n, self.recips[(y.id, ty)], ty)
            else:
                code = self.from_quotient(n)
            if code is not None:
                out.extend(code)
            else:
                out.append(n)
        else:
            out.append(n)
        for d in n.dst:
            for t in sorted(self.kinds.get(d.id, ())):
                out.extend(self.reciprocal(d, t))

    def from_quotient(self, n: L.Inst) -> list[L.Inst] | None:
        """A quotient the target divides is noted (its register is written once: _pairs); a
        remainder of the same operands after it is n - q d."""
        key = _operands(n, self.writes)
        if n.op == "div":
            self.done[("quotient", key)] = n.dst[0]
            return None
        q = self.done.get(("quotient", key))
        if q is None:
            return None
        (x, d), dst, ty = n.src, n.dst[0], n.dst[0].ty
        t = self.reg(ty, dst.uniform)
        return [L.Inst("mul", (t,), (q, d), (), n.pred, f"{n.note}: n - (n / d) d"),
                L.Inst("sub", (dst,), (x, t), (), n.pred)]

    # -- registers and instructions

    def reg(self, ty: str, uniform: bool) -> L.Reg:
        self.next_id += 1
        return L.Reg(self.next_id, ty, uniform)

    # -- the divisor's part, once

    def reciprocal(self, d: L.Reg, ty: str) -> list[L.Inst]:
        """z = floor((2^32 - 1) / |d|) after d's definition, with |d|, d's sign (s32) and
        whether it is 0 (where a quotient is asked of it)."""
        note = f"{d}'s reciprocal, once for every division by it"
        code, sign = [], None
        if ty == "s32":
            sign, t, mag = self.reg("s32", True), self.reg("s32", True), self.reg("u32", True)
            code += [L.Inst("shr", (sign,), (d, _s(31)), note=note),
                     L.Inst("xor", (t,), (d, sign)),
                     L.Inst("sub", (mag,), (t, sign))]
        else:
            mag = d
        z = self.reg("u32", True)
        code.append(L.Inst("div", (z,), (L.Imm(_U32, "u32"), mag), note=note))
        zero = None
        if (d.id, ty) in self.quotients:
            zero = self.reg("pred", True)
            code.append(L.Inst("setp", (zero,), (d, L.Imm(0, ty)), ("eq", ty)))
        self.recips[(d.id, ty)] = (z, mag, sign, zero)
        return code

    # -- a division by a shared register

    def by_reciprocal(self, n: L.Inst, recip, ty: str) -> list[L.Inst]:
        z, mag, dsign, zero = recip
        x, dst, g = n.src[0], n.dst[0], n.pred
        uni = dst.uniform
        code: list[L.Inst] = []
        note = f"{n.note}: by {n.src[1]}'s reciprocal" if n.note else \
            f"by {n.src[1]}'s reciprocal"
        key = _operands(n, self.writes)
        core = self.done.get(key) if key is not None else None
        known = ty == "s32" and n.attr("dividend") == "nonnegative"
        if core is None:
            if ty == "s32" and not known:
                xs, t, ax = self.reg("s32", uni), self.reg("s32", uni), self.reg("u32", uni)
                code += [L.Inst("shr", (xs,), (x, _s(31)), (), g, note),
                         L.Inst("xor", (t,), (x, xs), (), g),
                         L.Inst("sub", (ax,), (t, xs), (), g)]
                note = ""
            else:
                xs, ax = None, x
            core = (xs, *self.core(ax, mag, z, g, note, uni, code))
            if key is not None:
                self.done[key] = core
        xs, q0, r0, big = core
        div = n.op == "div"
        # the signs back: a quotient takes n's and d's, a remainder n's (none if n >= 0)
        fix = ty == "s32" and (div or not known)
        last = dst if not fix and not div else self.reg("u32", uni)
        step = self.reg("u32", uni)
        if div:     # q0 + 1 where r0 >= d
            code += [L.Inst("add", (step,), (q0, L.Imm(1, "u32")), (), g, note),
                     L.Inst("selp", (last,), (step, q0, big), (), g)]
        else:       # r0 - d there
            code += [L.Inst("sub", (step,), (r0, mag), (), g, note),
                     L.Inst("selp", (last,), (step, r0, big), (), g)]
        if fix:
            # (v ^ s) - s negates v where s = -1
            s = xs
            if div and known:
                s = dsign
            elif div:
                s = self.reg("s32", uni)
                code.append(L.Inst("xor", (s,), (xs, dsign), (), g))
            flipped = self.reg("u32", uni)
            out = self.reg("s32", uni) if div else dst
            code += [L.Inst("xor", (flipped,), (last, s), (), g),
                     L.Inst("sub", (out,), (flipped, s), (), g)]
            last = out
        if div:
            code.append(L.Inst("selp", (dst,), (L.Imm(-1 if ty == "s32" else _U32, ty), last,
                                                 zero), (), g, "by zero: all ones"))
        return code

    def core(self, x, d, z, g, note: str, uni: bool, code: list) -> tuple:
        """(q0, r0, r0 >= d) of x / d for u32 x and d, with z = floor((2^32 - 1) / d), into
        code: q0 = mulhi(x, z) is q or q - 1 (module doc), so r0 = x - q0 d is r or r + d."""
        q0, t, r0, big = (self.reg("u32", uni), self.reg("u32", uni), self.reg("u32", uni),
                          self.reg("pred", uni))
        code += [L.Inst("mulhi", (q0,), (x, z), (), g, note),
                 L.Inst("mul", (t,), (q0, d), (), g),
                 L.Inst("sub", (r0,), (x, t), (), g),
                 L.Inst("setp", (big,), (r0, d), ("ge", "u32"), g)]
        return q0, r0, big

    # -- a division by a constant

    def by_constant(self, n: L.Inst, c: int, ty: str) -> list[L.Inst] | None:
        """n / c or n % c by multiplies and shifts; None for c the target's division keeps
        (0, and INT_MIN as an s32, whose magnitude is no s32)."""
        if ty == "u32":
            c &= _U32
            if c == 0:
                return None
        else:
            c = (c + (1 << 31)) % (1 << 32) - (1 << 31)
            if c in (0, -(1 << 31)):
                return None
        x, dst, g, uni = n.src[0], n.dst[0], n.pred, n.dst[0].uniform
        note = f"{n.note}: by {c}, as a multiply" if n.note else f"by {c}, as a multiply"
        a = abs(c)
        # n >= 0 known: the unsigned multiplier (fewer instructions), the same quotient
        how = "u32" if ty == "s32" and n.attr("dividend") == "nonnegative" else ty
        key = _operands(n, self.writes, ("imm", a))
        q = self.done.get(key) if key is not None else None
        if q is not None:       # x / a is known: the quotient, or the remainder from it
            code = [L.Inst("mov", (dst,), (q,), (), g, note)] if n.op == "div" and c > 0 \
                else []
        else:
            q = dst if n.op == "div" and c > 0 and self.writes[dst.id] == 1 else \
                self.reg(ty, uni)
            if a == 1:
                code = [L.Inst("mov", (q,), (x,), (), g, note)]
            elif a & (a - 1) == 0:
                code = self.by_power(x, a.bit_length() - 1, how, q, g, note, uni)
            elif how == "u32":
                code = self.by_magic_u32(x, unsigned_magic(a), q, g, note, uni)
            else:
                code = self.by_magic_s32(x, signed_magic(a), q, g, note, uni)
            if key is not None:
                self.done[key] = q
            if n.op == "div" and c > 0 and q is not dst:
                code.append(L.Inst("mov", (dst,), (q,), (), g))
        if c < 0:       # trunc(n / -a) = -trunc(n / a); the remainder is the same
            if n.op == "rem":
                c = a
            else:
                code.append(L.Inst("sub", (dst,), (L.Imm(0, ty), q), (), g))
                return code
        if n.op == "rem":       # r = n - q c
            t = self.reg(ty, uni)
            code += [L.Inst("mul", (t,), (q, L.Imm(c, ty)), (), g),
                     L.Inst("sub", (dst,), (x, t), (), g)]
        return code

    def by_power(self, x, k: int, ty: str, q: L.Reg, g, note: str, uni: bool) -> list:
        """x / 2^k: a shift; for s32 a negative x first gains 2^k - 1 (the sign's top k bits,
        (x >> 31 arithmetic) >> (32 - k) logical), so the arithmetic shift truncates."""
        if ty == "u32":
            return [L.Inst("shr", (q,), (x, L.Imm(k, "u32")), (), g, note)]
        s, bias, t = self.reg("s32", uni), self.reg("u32", uni), self.reg("s32", uni)
        return [L.Inst("shr", (s,), (x, _s(31)), (), g, note),
                L.Inst("shr", (bias,), (s, L.Imm(32 - k, "u32")), (), g),
                L.Inst("add", (t,), (x, bias), (), g),
                L.Inst("shr", (q,), (t, _s(k)), (), g)]

    def by_magic_u32(self, x, m: Magic, q: L.Reg, g, note: str, uni: bool) -> list:
        t = self.reg("u32", uni)
        code = [L.Inst("mulhi", (t,), (x, L.Imm(m.m, "u32")), (), g, note)]
        if not m.wide:
            if m.shift:
                code.append(L.Inst("shr", (q,), (t, L.Imm(m.shift, "u32")), (), g))
            else:
                code[0] = L.Inst("mulhi", (q,), (x, L.Imm(m.m, "u32")), (), g, note)
            return code
        # floor(n (2^32 + m') / 2^(32+s)) = (t + (n - t) / 2) >> (s - 1), t = mulhi(n, m'):
        # n - t cannot wrap (t <= n) and t + (n - t) / 2 <= n stays in 32 bits
        d, h, u = self.reg("u32", uni), self.reg("u32", uni), self.reg("u32", uni)
        code += [L.Inst("sub", (d,), (x, t), (), g),
                 L.Inst("shr", (h,), (d, L.Imm(1, "u32")), (), g),
                 L.Inst("add", (u,), (h, t), (), g),
                 L.Inst("shr", (q,), (u, L.Imm(m.shift - 1, "u32")), (), g)]
        return code

    def by_magic_s32(self, x, m: Magic, q: L.Reg, g, note: str, uni: bool) -> list:
        hi = self.reg("s32", uni)
        mult = m.m - (1 << 32) if m.m >= 1 << 31 else m.m      # as an s32
        code = [L.Inst("mulhi", (hi,), (x, _s(mult)), (), g, note)]
        if mult < 0:        # mulhi gave floor(n m / 2^32) - n
            t = self.reg("s32", uni)
            code.append(L.Inst("add", (t,), (hi, x), (), g))
            hi = t
        if m.shift:
            t = self.reg("s32", uni)
            code.append(L.Inst("shr", (t,), (hi, _s(m.shift)), (), g))
            hi = t
        sign = self.reg("s32", uni)
        code += [L.Inst("shr", (sign,), (x, _s(31)), (), g),     # -1 where n < 0: q + 1
                 L.Inst("sub", (q,), (hi, sign), (), g)]
        return code


def _s(v: int) -> L.Imm:
    return L.Imm(v, "s32")
