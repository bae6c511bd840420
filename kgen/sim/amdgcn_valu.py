"""Vector ALU: one instruction on 64 lanes (uint32 bit patterns), EXEC respected, with the
conversions, the v_cmp lane masks, the carry-out adds, v_readlane and the f32 division steps
(v_div_scale / v_div_fmas / v_div_fixup).

Arithmetic is exact where the ISA is: f32 add/mul/fma round once to nearest even, f32
denormals are kept (the descriptor's denorm mode 3, which the parser requires). The
transcendentals (v_exp/log/rcp/rsq/sqrt/sin/cos_f32) give a value anywhere inside the bound the
ISA states (or, where it states none, a stated conservative one), drawn per lane from the
launch's seed (`kgen.sim.approx`). v_min/max_f32 order -0 below +0.

At parse time a VALU operand mix gfx9 cannot encode (two scalar values on the constant bus, a
literal in VOP3) is an `IllegalInstruction` (`check_encoding`).
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from .amdgcn_hazard import _hazard_wrap
from .amdgcn_parse import (F32, F64, I32, M32, U32, U64, VCC, VGPRS, WAVE, IllegalInstruction,
                           Inst, Opnd, _mask_to_int, _reads, _vdst, _want, ssrc, vsrc)
from .approx import APPROX, approximate


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


def _med3_f32(a, b, c):
    """V_MED3_F32 (the ISA guides' VOP3A pseudocode, Vega and CDNA3): with a NaN operand,
    V_MIN3_F32 = V_MIN_F32(V_MIN_F32(S0, S1), S2) (so a quiet NaN gives way to the others);
    else, if V_MAX3_F32 is S0 then V_MAX_F32(S1, S2), if it is S1 then V_MAX_F32(S0, S2),
    else V_MAX_F32(S0, S1)."""
    lo, hi = _minmax(np.fmin), _minmax(np.fmax)
    x, y, z = _f(a), _f(b), _f(c)
    top = _f(hi(hi(a, b), c))
    med = np.where(top == x, hi(b, c), np.where(top == y, hi(a, c), hi(a, b)))
    nan = np.isnan(x) | np.isnan(y) | np.isnan(z)
    return np.where(nan, lo(lo(a, b), c), med).astype(U32)


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


def _f32_to_f16_rtz(a):
    """f32 -> f16 rounded toward zero (NaN stays NaN, quiet; infinity stays infinite)."""
    x = _f(np.asarray(a, U32)).astype(F64)
    with np.errstate(all="ignore"):
        r = x.astype(np.float16)
        over = np.isfinite(x) & (np.abs(r.astype(F64)) > np.abs(x))
        r = np.where(over, np.nextafter(r, np.float16(0)), r)
    return r.astype(np.float16).view(np.uint16).astype(U32)


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
    "v_med3_f32": (3, _med3_f32, True),
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
    "v_cvt_pkrtz_f16_f32": (
        2, lambda a, b: _f32_to_f16_rtz(a) | (_f32_to_f16_rtz(b) << U32(16)), True),
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
# Builders (see amdgcn._builder).

# Opcodes with only a VOP3 encoding on gfx9 (no VOP1/VOP2 form to carry a literal; llvm-mc
# has no e32 form of the AGPR moves or v_cvt_pkrtz_f16_f32 either).
_VOP3_ONLY = frozenset({"v_mul_lo_u32", "v_mul_hi_u32", "v_mul_hi_i32", "v_add3_u32",
                        "v_bfe_u32", "v_perm_b32", "v_pack_b32_f16", "v_fma_f32",
                        "v_div_fixup_f32", "v_lshlrev_b64", "v_div_scale_f32", "v_div_fmas_f32",
                        "v_accvgpr_write_b32", "v_accvgpr_read_b32", "v_accvgpr_mov_b32",
                        "v_cvt_pkrtz_f16_f32", "v_med3_f32"})
_TWO_DSTS = frozenset({"v_add_co_u32", "v_addc_co_u32", "v_sub_co_u32", "v_subb_co_u32",
                       "v_div_scale_f32"})


# VALU ops that read a lane mask or VCC besides their listed sources (check_encoding).
_IMPLICIT_SCALAR = frozenset({"v_cndmask_b32", "v_addc_co_u32", "v_subb_co_u32",
                              "v_div_fmas_f32"})


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
    if op not in _IMPLICIT_SCALAR and \
            not any(o.kind == "s" or (o.kind == "c" and not o.inline) for o in srcs):
        return                  # no scalar value on the bus: every encoding can hold it
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
