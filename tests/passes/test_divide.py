"""kgen.passes.divide: divisions by constants and by shared uniform divisors as multiplies.

The multipliers are checked in Python integers against floor and truncating division over
every divisor to 4,100 and a spread of large ones, at the dividends where an off-by-one shows
(0, multiples of c and their neighbours, the type's ends); the rewritten LIR then runs through
the LIR interpreter and both back ends' emulators on all four targets at the edge values of
tests/lir/test_lir_ops.py, against the same NumPy reference as the target's own division.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import example_source, llvm_reason
from kgen.cached import compile_cached
from kgen.lir import ops as L
from kgen.passes.divide import Magic, divide_by_multiplying, signed_magic, unsigned_magic
from kgen.target.targets import TARGETS
from test_lir_ops import (INT_MAX, INT_MIN, INTS, TARGET_NAMES, UINTS, _B, _inst, bits,
                          op_kernel, ref_div, run)

U32 = 2 ** 32 - 1


def _divisors() -> list[int]:
    rng = np.random.default_rng(11)
    big = [int(v) for k in (13, 16, 20, 24, 28, 31, 32)
           for v in rng.integers(2 ** (k - 1), 2 ** k, 24, dtype=np.int64)]
    return sorted({*range(2, 4100), *big, 641, 6700417, 2 ** 31 - 1, 2 ** 31 + 1, U32 - 1, U32})


def _dividends(c: int, top: int, low: int = 0) -> list[int]:
    near = [m * c + e for m in (1, 2, 3, 7, top // c - 1, top // c) for e in (-1, 0, 1)]
    return sorted({x for x in (low, low + 1, 1, c - 1, c, c + 1, top - 1, top, *near)
                   if low <= x <= top})


def _unsigned(n: int, m: Magic) -> int:
    """The instructions by_magic_u32 writes, in Python."""
    t = (n * m.m) >> 32
    if not m.wide:
        return t >> m.shift
    return (t + ((n - t) >> 1)) >> (m.shift - 1)


def _signed(n: int, m: Magic) -> int:
    """The instructions by_magic_s32 writes: mulhi of s32s, n added back where m is negative as
    an s32, the shift, and one more where n < 0."""
    mult = m.m - 2 ** 32 if m.m >= 2 ** 31 else m.m
    hi = (n * mult) >> 32
    if mult < 0:
        hi += n
    return (hi >> m.shift) - (-1 if n < 0 else 0)


def test_the_unsigned_multipliers_are_exact():
    for c in _divisors():
        if c & (c - 1) == 0:
            continue
        m = unsigned_magic(c)
        assert 0 <= m.m <= U32
        for n in _dividends(c, U32):
            assert _unsigned(n, m) == n // c, (c, n, m)


def test_the_signed_multipliers_truncate():
    for c in _divisors():
        if c & (c - 1) == 0 or c > INT_MAX:
            continue
        m = signed_magic(c)
        assert 0 <= m.m <= U32
        for n in _dividends(c, INT_MAX, INT_MIN) + [-x for x in _dividends(c, INT_MAX)]:
            want = abs(n) // c * (1 if n >= 0 else -1)
            assert _signed(n, m) == want, (c, n, m)


def test_the_worked_multipliers():
    """The module's examples (Granlund and Montgomery's tables give the same)."""
    assert unsigned_magic(3) == Magic(0xAAAAAAAB, 1)
    assert unsigned_magic(7).wide and unsigned_magic(7).shift == 3
    assert signed_magic(3) == Magic(0x55555556, 0)
    assert signed_magic(7) == Magic(0x92492493, 2)


def _constant_kernel(op: str, ty: str, cs: tuple[int, int, int, int]) -> L.Function:
    """y, z = a[i] op c0, c1 per lane and u, w = sa op c2, c3 (uniform), by immediates."""
    fn = op_kernel(op, ty, ty, ty)
    it = iter(cs)
    body = []
    for n in fn.body:
        if n.op == op:
            n = L.Inst(op, n.dst, (n.src[0], L.Imm(next(it), ty)), n.attrs, n.pred)
        body.append(n)
    return L.Function(fn.name, fn.params, tuple(body), fn.threads, fn.grid, fn.shared,
                      fn.header)


def _check(fn: L.Function, op: str, ty: str, a, divisors: dict, sa: int = 0, sb: int = 0):
    """fn after the pass against ref_div on the LIR interpreter and the four emulators;
    divisors: the divisor each output takes (an int, or "b" for b's lanes)."""
    a = (np.asarray(a, np.int64) & U32).astype(np.uint32)
    b = np.resize((np.array(INTS if ty == "s32" else UINTS, np.int64) & U32).astype(np.uint32),
                  a.size)
    ref = ref_div(ty, op == "rem")
    for target in ("lir",) + TARGET_NAMES:
        if target != "lir" and not TARGETS[target].is_nvidia and llvm_reason(target):
            continue
        got = run(fn, target, {"a": a, "b": b}, {"sa": sa, "sb": sb})
        for out, (x, y) in divisors.items():
            xs = np.full_like(a, sa & U32) if x == "sa" else a
            ys = b if y == "b" else np.full_like(a, y & U32)
            want = bits(ref(xs.view(np.int32 if ty == "s32" else np.uint32),
                            ys.view(np.int32 if ty == "s32" else np.uint32)), ty)
            bad = np.nonzero(got[out] != want)[0]
            assert not bad.size, (f"{op}.{ty} on {target} ({out}): a={xs[bad[0]]:#x} "
                                  f"b={ys[bad[0]]:#x} got {got[out][bad[0]]:#x}, want "
                                  f"{want[bad[0]]:#x}")


_CONSTANTS = {"s32": [(3, -7, 7, 2 ** 30), (-1, 1, -2, 641), (INT_MAX, 6, -3, -(2 ** 31) + 1)],
              "u32": [(3, 7, 10, 2 ** 31), (1, 641, 0x80000001, U32), (2, 5, 13, 2 ** 31 - 1)]}


@pytest.mark.parametrize("ty", ["s32", "u32"])
@pytest.mark.parametrize("op", ["div", "rem"])
def test_constant_divisors_become_multiplies_and_stay_exact(op, ty):
    rng = np.random.default_rng(5)
    a = list(INTS if ty == "s32" else UINTS) + [int(v) for v in rng.integers(0, 2 ** 32, 200)]
    for cs in _CONSTANTS[ty]:
        fn = divide_by_multiplying(_constant_kernel(op, ty, cs))
        assert op not in L.by_op(fn.body), "a constant division was left to the target"
        _check(fn, op, ty, a, {"y": ("a", cs[0]), "z": ("a", cs[1]), "u": ("sa", cs[2]),
                               "w": ("sa", cs[3])}, sa=-12345 if ty == "s32" else 98765)


@pytest.mark.parametrize("ty", ["s32", "u32"])
@pytest.mark.parametrize("op", ["div", "rem"])
def test_a_shared_uniform_divisor_takes_its_reciprocal_once(op, ty):
    """sb divides twice (a per-lane and a uniform dividend): one division of 2^32 - 1 by it
    where it is loaded, then multiplies; b's lanes keep the target's division."""
    rng = np.random.default_rng(7)
    a = list(INTS if ty == "s32" else UINTS) + [int(v) for v in rng.integers(0, 2 ** 32, 120)]
    for sb in ((0, 1, -1, 7, INT_MIN, INT_MAX, -641, 3 * 64) if ty == "s32" else
               (0, 1, 7, 2 ** 31, U32, 641, 0x80000001)):
        fn = divide_by_multiplying(op_kernel(op, ty, ty, ty))
        ops = L.by_op(fn.body)
        recips = [n for n in ops.get("div", ()) if isinstance(n.src[0], L.Imm)]
        assert len(recips) == 1 and len(ops[op]) == 2 + (op == "div"), \
            "one reciprocal, and only b's lanes divided by the target"
        _check(fn, op, ty, a, {"y": ("a", "b"), "z": ("a", sb), "w": ("sa", sb)},
               sa=INT_MIN if ty == "s32" else U32, sb=sb)


def _forms_kernel(ty: str, forms) -> L.Function:
    """op_kernel's four outputs as (op, dividend "a" or "sa", divisor "sb" or an int)."""
    fn = op_kernel("div", ty, ty, ty)
    va = next(x for x in L.walk(fn.body) if x.op == "ld_global").dst[0]
    sa, sb = fn.body[6].dst[0], fn.body[7].dst[0]          # the ld_params of sa and sb
    forms = iter(forms)
    body, renamed = [], {}
    for n in fn.body:
        if n.op == "div":
            op, x, d = next(forms)
            dst = L.Reg(n.dst[0].id, ty, x == "sa" and d == "sb")
            renamed[dst.id] = dst
            n = L.Inst(op, (dst,), (va if x == "a" else sa, sb if d == "sb" else L.Imm(d, ty)))
        elif n.op == "st_global":
            v = n.src[3]
            n = L.Inst(n.op, n.dst, (*n.src[:3], renamed.get(v.id, v)), n.attrs, n.pred)
        body.append(n)
    return divide_by_multiplying(L.Function(fn.name, fn.params, tuple(body), fn.threads,
                                            fn.grid, fn.shared, fn.header))


@pytest.mark.parametrize("ty", ["s32", "u32"])
def test_a_quotient_and_remainder_of_the_same_operands_share_their_work(ty):
    """By a reciprocal (sb divides a and sa), a / sb and a % sb share one multiply-high; by
    the target's division (sb divides a alone), a % sb is a - (a / sb) sb; by a constant,
    a % 7 is a - (a / 7) 7."""
    a = list(INTS if ty == "s32" else UINTS) + list(range(-40, 40))
    recip = _forms_kernel(ty, [("div", "a", "sb"), ("rem", "a", "sb"), ("div", "sa", "sb"),
                               ("rem", "a", 5)])
    assert len(L.by_op(recip.body)["mulhi"]) == 3, "a's, sa's and the constant's"
    pair = _forms_kernel(ty, [("div", "a", "sb"), ("rem", "a", "sb"), ("div", "a", 7),
                              ("rem", "a", 7)])
    ops = L.by_op(pair.body)
    assert "rem" not in ops and len(ops["div"]) == 1 and len(ops["mulhi"]) == 1
    for sb in (0, 3, -5, INT_MIN, -1) if ty == "s32" else (0, 3, U32):
        sa = INT_MIN if ty == "s32" else U32
        _check(recip, "div", ty, a, {"y": ("a", sb), "u": ("sa", sb)}, sa=sa, sb=sb)
        _check(recip, "rem", ty, a, {"z": ("a", sb), "w": ("a", 5)}, sa=sa, sb=sb)
        _check(pair, "div", ty, a, {"y": ("a", sb), "u": ("a", 7)}, sb=sb)
        _check(pair, "rem", ty, a, {"z": ("a", sb), "w": ("a", 7)}, sb=sb)


@pytest.mark.parametrize("op", ["div", "rem"])
def test_a_dividend_known_nonnegative_skips_its_sign(op):
    """An s32 division whose dividend the lowering knows is >= 0 (`kk / (3 * C)`: the op's
    `dividend` attribute) by a register of either sign, and by constants of either sign."""
    rng = np.random.default_rng(9)
    a = [0, 1, 2, 3, 7, INT_MAX, INT_MAX - 1, 2 ** 30] + \
        [int(v) for v in rng.integers(0, 2 ** 31, 150)]
    plain = divide_by_multiplying(op_kernel(op, "s32", "s32", "s32"))
    for sb in (0, 1, -1, 3, -7, INT_MIN, INT_MAX, 192):
        fn = divide_by_multiplying(op_kernel(op, "s32", "s32", "s32", attrs=("nonnegative",)))
        assert len(L.instructions(fn.body)) < len(L.instructions(plain.body))
        _check(fn, op, "s32", a, {"z": ("a", sb), "w": ("sa", sb)}, sa=INT_MAX, sb=sb)
    for cs in ((3, -3, 8, -641), (1, -1, 2 ** 30, INT_MAX)):
        k = _constant_kernel(op, "s32", cs)
        k = L.Function(k.name, k.params, tuple(
            L.Inst(n.op, n.dst, n.src, ("nonnegative",)) if n.op == op else n
            for n in k.body), k.threads, k.grid, k.shared, k.header)
        fn = divide_by_multiplying(k)
        _check(fn, op, "s32", a, {"y": ("a", cs[0]), "z": ("a", cs[1]), "u": ("sa", cs[2]),
                                  "w": ("sa", cs[3])}, sa=12345)


def test_a_divisor_used_once_keeps_the_targets_division():
    b = _B()
    d, x, q = b.r("u32", True), b.r("u32"), b.r("u32")
    fn = L.Function("k", (), (_inst("ld_param", [d], [], ["d"]), _inst("tid", [x]),
                              _inst("div", [q], [x, d])), 64, (), ())
    assert divide_by_multiplying(fn) is fn


def test_conv2d_divides_by_multiplying():
    """The convolution's tap and channel math (kk / (3 C), kk / C, % 3, % C in every step)
    leaves no division in its loops on either vendor's target."""
    for target in ("sm_90a", "gfx942"):
        for fn in L.module_functions(compile_cached(example_source("conv2d"), target,
                                                     stop="lir:divide").functions):
            for loop in L.loops(fn.body):
                divs = [n for n in L.walk(loop.body) if n.op in ("div", "rem")]
                assert not divs, f"{fn.name} on {target}: {divs[0]}"
