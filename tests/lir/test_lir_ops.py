"""The integer, conversion, float and lane LIR ops, end to end on hand-built LIR.

Each op runs in a small kernel (thread i loads a[i], b[i], computes, stores y[i]) through the LIR
interpreter and through both back ends and their emulators on all four targets, against NumPy
on the edge values: 0, 1, -1, INT_MIN, INT_MAX, 0xFFFFFFFF, division by zero, shift counts
0/31/32/33, NaN/inf/negatives for conversions. The same op also runs with one or both operands
uniform (kernel arguments: SGPRs and the scalar unit on AMD). The PTX is assembled by ptxas,
the AMDGCN by llvm-mc + ld.lld where they are installed, and its s_waitcnt are re-derived by
kgen.verify.amd.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pytest

from conftest import llvm_reason
from kgen.lir import ops as L
from kgen.emitters import amdgcn, ptx
from kgen.lir.interp import Machine
from kgen.sim import GlobalMemory, Launch, emulate
from kgen.target.targets import TARGETS
from kgen.verify.amd import verify_waits

TARGET_NAMES = ("sm_80", "sm_90a", "gfx90a", "gfx942")
THREADS = 64
INT_MIN, INT_MAX = -2 ** 31, 2 ** 31 - 1
_NP = {"u32": np.uint32, "s32": np.int32, "f32": np.float32}


# ----------------------------------------------------------------------------------------------
# Kernels: y = op(a, b) four ways (per-lane and uniform operands).

class _B:
    def __init__(self):
        self.n = 0

    def r(self, ty: str, uniform: bool = False) -> L.Reg:
        self.n += 1
        return L.Reg(self.n, ty, uniform)


def _inst(op, dst=(), src=(), attrs=(), pred=None):
    return L.Inst(op, tuple(dst), tuple(src), tuple(attrs), pred)


def op_kernel(op: str, ty_a: str, ty_b: str | None, ty_d: str, attrs=(), name="k") -> L.Function:
    """Per thread i (of a grid of 64-thread blocks):
        y[i] = op(a[i], b[i]); z[i] = op(a[i], sb); u[i] = op(sa, b[i]); w[i] = op(sa, sb)
    with sa, sb scalar arguments (uniform); unary ops drop the b forms."""
    b = _B()
    tens = {n: b.r("u64", True) for n in ("a", "b", "y", "z", "u", "w")}
    sa, sb = b.r(ty_a, True), b.r(ty_b, True) if ty_b else None
    bid, t, base, i, off = b.r("u32", True), b.r("u32"), b.r("u32", True), b.r("u32"), b.r("u32")
    va, vb = b.r(ty_a), b.r(ty_b) if ty_b else None
    body = [_inst("ld_param", [tens[n]], [], [n]) for n in tens]
    body += [_inst("ld_param", [sa], [], ["sa"])]
    if ty_b:
        body += [_inst("ld_param", [sb], [], ["sb"])]
    body += [_inst("ctaid", [bid], [], ["x"]), _inst("tid", [t]),
             _inst("mul", [base], [bid, L.Imm(THREADS, "u32")]), _inst("add", [i], [base, t]),
             _inst("shl", [off], [i, L.Imm(2, "u32")]),
             _inst("ld_global", [va], [tens["a"], off, L.Imm(0, "u32")], [32, 1])]
    if ty_b:
        body += [_inst("ld_global", [vb], [tens["b"], off, L.Imm(0, "u32")], [32, 1])]
    forms = [("y", (va, vb)), ("z", (va, sb)), ("u", (sa, vb)), ("w", (sa, sb))] if ty_b else \
        [("y", (va,)), ("w", (sa,))]
    for out, srcs in forms:
        uniform = all(s.uniform for s in srcs)
        d = b.r(ty_d, uniform)
        body += [_inst(op, [d], srcs, attrs),
                 _inst("st_global", [], [tens[out], off, L.Imm(0, "u32"), d], [32, 1])]
    params = [L.ParamSlot(n, "tensor", "u64", "i32", n in ("a", "b")) for n in tens]
    params += [L.ParamSlot("sa", "scalar", ty_a, "i32")]
    if ty_b:
        params += [L.ParamSlot("sb", "scalar", ty_b, "i32")]
    return L.Function(name, tuple(params), tuple(body), THREADS, (L.GridDim("x", "N", THREADS),),
                      (), (f"test kernel: {op}",))


@lru_cache(maxsize=None)
def emitted(fn: L.Function, target: str) -> str:
    t = TARGETS[target]
    if t.is_nvidia:
        return ptx.emit_module([fn], t, "lir ops")
    text = amdgcn.emit_module([fn], t)[0]
    verify_waits(text, fn.name)           # the independent s_waitcnt re-derivation agrees
    return text


def run(fn: L.Function, target: str, arrays: dict, scalars: dict) -> dict:
    """Runs fn on `target` ("lir" for the LIR interpreter) over len(a) elements; returns the
    output arrays (poisoned first)."""
    n = len(arrays["a"])
    tys = {p.name: p.ty for p in fn.params}
    scalars = {k: np.array(int(v) & 0xFFFFFFFF, np.uint32).view(_NP[tys[k]])[()]
               if tys[k] != "f32" else np.float32(v) for k, v in scalars.items()}
    grid = (-(-n // THREADS), 1, 1)
    full = grid[0] * THREADS        # no tail guard in the kernel: inputs padded with zeros
    arrays = {k: np.concatenate([v, np.zeros(full - n, v.dtype)]) for k, v in arrays.items()}
    outs = {k: np.full(full, 0x7FC00001, np.uint32) for k in ("y", "z", "u", "w")}
    if target == "lir":
        args = {**arrays, **{k: v.view(np.uint32).copy() for k, v in outs.items()}, **scalars}
        args.setdefault("b", np.zeros(full, np.uint32))
        args = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in args.items()}
        Machine(fn, 32).run(args, grid)
        return {k: args[k][:n] for k in outs}
    mem = GlobalMemory()
    args = []
    for p in fn.params:
        if p.kind == "tensor":
            src = arrays.get(p.name, np.zeros(full, np.uint32)) if p.name in "ab" else \
                outs[p.name]
            args.append(mem.add(p.name, src, readonly=p.readonly))
        else:
            args.append(_NP[p.ty](scalars[p.name]))
    emulate(emitted(fn, target), TARGETS[target], fn.name, Launch(grid, THREADS, args, mem))
    return {k: mem.array(k).view(np.uint32)[:n].copy() for k in outs}


def bits(x, ty: str) -> np.ndarray:
    return np.asarray(x).astype(_NP[ty]).view(np.uint32) if ty != "f32" else \
        np.asarray(x, np.float32).view(np.uint32)


def check_binary(op: str, ty: str, a_vals, b_vals, ref, pairs, ty_b: str | None = None,
                 ty_d: str | None = None):
    """All (a, b) combinations per lane; the uniform forms for each scalar (sa, sb) pair."""
    ty_b, ty_d = ty_b or ty, ty_d or ty
    fn = op_kernel(op, ty, ty_b, ty_d)
    A, B = np.meshgrid(np.array(a_vals, np.int64), np.array(b_vals, np.int64), indexing="ij")
    a = (A.reshape(-1) & 0xFFFFFFFF).astype(np.uint32)
    b = (B.reshape(-1) & 0xFFFFFFFF).astype(np.uint32)
    for target in ("lir",) + TARGET_NAMES:
        for sa, sb in pairs:
            got = run(fn, target, {"a": a, "b": b}, {"sa": sa, "sb": sb})
            sa_b = np.full_like(a, sa & 0xFFFFFFFF)
            sb_b = np.full_like(a, sb & 0xFFFFFFFF)
            for out, (x, y) in (("y", (a, b)), ("z", (a, sb_b)), ("u", (sa_b, b)),
                                ("w", (sa_b, sb_b))):
                want = bits(ref(x.view(_NP[ty]), y.view(_NP[ty_b])), ty_d)
                bad = np.nonzero(got[out] != want)[0]
                assert not bad.size, (
                    f"{op}.{ty} on {target} ({out} form, sa={sa}, sb={sb}): "
                    f"a={x[bad[0]]:#x} b={y[bad[0]]:#x} got {got[out][bad[0]]:#x}, "
                    f"want {want[bad[0]]:#x}")


# ----------------------------------------------------------------------------------------------
# References (NumPy, in int64 so that nothing overflows on the way).

def _wrap(x, ty):
    return (np.asarray(x, np.int64) & 0xFFFFFFFF).astype(np.uint32).view(_NP[ty])


def ref_div(ty, rem):
    def f(a, b):
        x, y = a.astype(np.int64), b.astype(np.int64)
        zero = y == 0
        y1 = np.where(zero, 1, y)
        q = np.abs(x) // np.abs(y1) * np.where((x < 0) == (y1 < 0), 1, -1)
        out = np.where(zero, x, x - q * y1) if rem else np.where(zero, -1, q)
        return _wrap(out, ty)
    return f


def ref_shift(ty, left):
    def f(a, b):
        k = (b.astype(np.uint32) & np.uint32(31)).astype(np.int64)
        x = a.astype(np.int64)
        return _wrap(x << k, ty) if left else _wrap(x >> k, ty)
    return f


def ref_mulhi(ty):
    def f(a, b):
        if ty == "u32":
            p = a.astype(np.uint64) * b.astype(np.uint64)
            return (p >> np.uint64(32)).astype(np.uint32)
        return _wrap((a.astype(np.int64) * b.astype(np.int64)) >> 32, ty)
    return f


INTS = [0, 1, -1, 2, -2, 7, -7, 3, INT_MIN, INT_MAX, INT_MIN + 1, 0x12345678, -1000003]
UINTS = [0, 1, 2, 3, 7, 0xFFFFFFFF, 0xFFFFFFFE, 0x80000000, 0x7FFFFFFF, 0x80000001, 65536,
         0x12345678, 1000003]
SHIFTS = [0, 1, 5, 31, 32, 33, 63, 0xFFFFFFFF]
PAIRS_S = [(0, 0), (7, -2), (INT_MIN, -1), (INT_MAX, 0), (-1, 33), (-7, 31)]
PAIRS_U = [(0, 0), (7, 2), (0xFFFFFFFF, 0xFFFFFFFF), (0x80000000, 0), (5, 33), (1000003, 31)]


@pytest.mark.parametrize("ty", ["s32", "u32"])
@pytest.mark.parametrize("op", ["div", "rem"])
def test_div_rem(op, ty):
    vals = INTS if ty == "s32" else UINTS
    check_binary(op, ty, vals, vals, ref_div(ty, op == "rem"),
                 PAIRS_S if ty == "s32" else PAIRS_U)


def test_div_rem_random_operands_are_exact():
    """The AMD expansion (float reciprocal estimate plus corrections) on operands of every
    magnitude, where an estimate that is off by one shows."""
    rng = np.random.default_rng(3)
    mags = [rng.integers(0, 2 ** k, 8, dtype=np.int64) for k in (1, 4, 8, 16, 24, 31, 32)]
    vals = sorted({int(v) for m in mags for v in m} | {0xFFFFFFFF, 0xFFFFFFFE})
    a = np.array(vals, np.int64)
    for ty in ("u32", "s32"):
        for op in ("div", "rem"):
            check_binary(op, ty, a, a[::3], ref_div(ty, op == "rem"), [(12345, 0)])


@pytest.mark.parametrize("ty", ["s32", "u32"])
@pytest.mark.parametrize("op", ["shl", "shr"])
def test_shifts_by_register(op, ty):
    vals = INTS if ty == "s32" else UINTS
    check_binary(op, ty, vals, SHIFTS, ref_shift(ty, op == "shl"),
                 [(INT_MIN, 31), (-1, 32), (0x12345678, 33), (-7, 0)])


@pytest.mark.parametrize("ty", ["s32", "u32"])
def test_mulhi_xor(ty):
    vals = INTS if ty == "s32" else UINTS
    pairs = PAIRS_S if ty == "s32" else PAIRS_U
    check_binary("mulhi", ty, vals, vals, ref_mulhi(ty), pairs)
    check_binary("xor", ty, vals, vals, lambda a, b: a ^ b, pairs)


@pytest.mark.parametrize("ty", ["s32", "u32"])
def test_min_max_setp_follow_the_type(ty):
    """u32 min/max and setp compare unsigned: 0xFFFFFFFF is the largest u32, -1 the
    smallest s32 above INT_MIN."""
    vals = INTS if ty == "s32" else UINTS
    pairs = PAIRS_S if ty == "s32" else PAIRS_U
    check_binary("min", ty, vals, vals, np.minimum, pairs)
    check_binary("max", ty, vals, vals, np.maximum, pairs)


def test_not():
    for ty, vals in (("s32", INTS), ("u32", UINTS)):
        fn = op_kernel("not", ty, None, ty)
        a = bits(np.array(vals, np.int64) & 0xFFFFFFFF, "u32")
        for target in ("lir",) + TARGET_NAMES:
            got = run(fn, target, {"a": a}, {"sa": vals[8]})
            assert (got["y"] == ~a).all() and (got["w"] == np.uint32(~vals[8] & 0xFFFFFFFF)).all()


def test_setp_u32_compares_unsigned():
    """setp lt u32: 0xFFFFFFFF < 1 is false; the same bits as s32 (-1 < 1) true."""
    for ty, want in (("u32", 0), ("s32", 1)):
        b = _B()
        y, t, p, v, off = b.r("u64", True), b.r("u32"), b.r("pred"), b.r(ty), b.r("u32")
        body = [_inst("ld_param", [y], [], ["y"]), _inst("tid", [t]),
                _inst("shl", [off], [t, L.Imm(2, "u32")]),
                _inst("setp", [p], [L.Imm(-1 if ty == "s32" else 0xFFFFFFFF, ty),
                                    L.Imm(1, ty)], ["lt", ty]),
                _inst("mov", [v], [L.Imm(0, ty)]), _inst("mov", [v], [L.Imm(1, ty)], pred=p),
                _inst("st_global", [], [y, off, L.Imm(0, "u32"), v], [32, 1])]
        fn = L.Function("k", (L.ParamSlot("y", "tensor", "u64", "i32", False),), tuple(body),
                        THREADS, (), ())
        for target in TARGET_NAMES:
            mem = GlobalMemory()
            args = [mem.add("y", np.full(THREADS, 7, np.uint32))]
            emulate(emitted(fn, target), TARGETS[target], "k",
                    Launch((1, 1, 1), THREADS, args, mem))
            assert (mem.array("y").view(np.uint32) == want).all(), (ty, target)


# ----------------------------------------------------------------------------------------------
# Conversions and float ops.

F_EDGES = np.array([0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.99999994, -0.99999994,
                    1e-40, -1e-40, 8388608.5, 16777216.0, 2147483520.0, 2147483648.0,
                    -2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 1e10, -1e10,
                    3e38, -3e38, np.inf, -np.inf, np.nan, -np.nan, 123.456, -123.456],
                   np.float32)


def check_unary(op: str, ty_a: str, ty_d: str, a, ref, attrs=(), tol=None, scalar_at=3):
    fn = op_kernel(op, ty_a, None, ty_d, attrs)
    a = np.asarray(a).astype(_NP[ty_a])
    want = np.asarray(ref(a)).astype(_NP[ty_d])
    for target in ("lir",) + TARGET_NAMES:
        got = run(fn, target, {"a": a.view(np.uint32)}, {"sa": a[scalar_at]})
        for out, w in (("y", want), ("w", np.full_like(want, want[scalar_at]))):
            g = got[out].view(_NP[ty_d])
            if ty_d == "f32" and tol is not None:
                ok = np.isclose(g, w, rtol=0, atol=tol(a if out == "y" else
                                                       np.full_like(a, a[scalar_at])),
                                equal_nan=True)
            else:
                ok = g.view(np.uint32) == w.view(np.uint32)
            bad = np.nonzero(~ok)[0]
            assert not bad.size, (f"{op} on {target} ({out} form): a={a[bad[0]]!r} got "
                                  f"{g[bad[0]]!r}, want {w[bad[0]]!r}")


def _f2i(a, lo, hi):
    x = a.astype(np.float64)
    return np.where(np.isnan(x), 0, np.clip(np.trunc(x), lo, hi)).astype(np.int64)


def test_cvt_u32_f32_clamps_and_maps_nan_to_zero():
    check_unary("cvt", "f32", "u32", F_EDGES, lambda a: _f2i(a, 0, 2 ** 32 - 1), ["u32_f32"])


def test_cvt_s32_f32_clamps_and_maps_nan_to_zero():
    check_unary("cvt", "f32", "s32", F_EDGES, lambda a: _f2i(a, INT_MIN, INT_MAX), ["s32_f32"])


def test_cvt_f32_u32_rounds_to_nearest_even():
    vals = np.array([0, 1, 16777216, 16777217, 16777218, 16777219, 0x7FFFFFFF, 0x80000000,
                     0x80000080, 0x80000081, 0xFFFFFF7F, 0xFFFFFF80, 0xFFFFFFFF, 12345],
                    np.uint32)
    check_unary("cvt", "u32", "f32", vals, lambda a: a.astype(np.float32), ["f32_u32"])


def test_floor():
    check_unary("floor", "f32", "f32", F_EDGES, np.floor)


@pytest.mark.parametrize("op", ["sin", "cos"])
def test_sin_cos(op):
    """Hardware approximations: within 2^-20.5 absolute on NVIDIA for |x| <= 2 pi and 2^-14.7
    for |x| <= 100 pi (PTX ISA 9.7.3.18 "sin"; the emulator gives anything inside that);
    AMD's V_SIN_F32 documents no bound (the emulator takes 2^-19, kgen.sim.approx) after
    scaling the radians to revolutions (an error of about |x| 2^-24 more)."""
    x = np.concatenate([[0.0, -0.0, 1.0, -1.0, np.pi, -np.pi / 2, 100.0, -100.0, 314.0, np.nan],
                        np.random.default_rng(5).uniform(-50, 50, 22)]).astype(np.float32)
    fn = getattr(np, op)
    check_unary(op, "f32", "f32", x, lambda a: fn(a.astype(np.float64)),
                tol=lambda a: np.where(np.abs(a) <= 2 * np.pi, 2 ** -19, 2 ** -14.7) +
                np.nan_to_num(np.abs(a.astype(np.float64))) * 2 ** -21)


# ----------------------------------------------------------------------------------------------
# Lanes.

def lane_kernel(op: str, ty: str, attrs=(), idx=None) -> L.Function:
    """y[i] = op(a[i]) for shfl_xor; y[i] = a[lane idx[i]] for shfl_idx, idx per lane (z =
    the same with a uniform index, the scalar sa); then + 1 on the result, so that a later
    op reads it."""
    b = _B()
    pa, pi, py, pz = (b.r("u64", True) for _ in range(4))
    sa = b.r("u32", True)
    t, off, va, vi = b.r("u32"), b.r("u32"), b.r(ty), b.r("u32")
    body = [_inst("ld_param", [p], [], [n]) for p, n in ((pa, "a"), (pi, "b"), (py, "y"),
                                                        (pz, "z"))]
    body += [_inst("ld_param", [sa], [], ["sa"]), _inst("tid", [t]),
             _inst("shl", [off], [t, L.Imm(2, "u32")]),
             _inst("ld_global", [va], [pa, off, L.Imm(0, "u32")], [32, 1]),
             _inst("ld_global", [vi], [pi, off, L.Imm(0, "u32")], [32, 1])]
    one = L.Imm(1.0, "f32") if ty == "f32" else L.Imm(1, ty)
    add = "fadd" if ty == "f32" else "add"
    for out, src in ((py, vi), (pz, sa)):
        d, e = b.r(ty), b.r(ty)
        srcs = (va,) if op == "shfl_xor" else (va, src)
        body += [_inst(op, [d], srcs, attrs), _inst(add, [e], [d, one]),
                 _inst("st_global", [], [out, off, L.Imm(0, "u32"), e], [32, 1])]
    params = tuple(L.ParamSlot(n, "tensor", "u64", "i32", n in "ab") for n in "abyz") + \
        (L.ParamSlot("sa", "scalar", "u32", "i32"),)
    return L.Function("lanes", params, tuple(body), 128, (), (), ("lane test",))


def run_lanes(fn, target, a, idx, sa):
    n = fn.threads
    if target == "lir":
        args = {"a": a.copy(), "b": idx.copy(), "y": np.zeros(n, np.uint32),
                "z": np.zeros(n, np.uint32), "sa": sa}
        Machine(fn, 32).run(args, (1, 1, 1))
        return args["y"], args["z"]
    mem = GlobalMemory()
    args = [mem.add("a", a, True), mem.add("b", idx, True), mem.add("y", np.zeros(n, np.uint32)),
            mem.add("z", np.zeros(n, np.uint32)), np.uint32(sa)]
    emulate(emitted(fn, target), TARGETS[target], fn.name, Launch((1, 1, 1), n, args, mem))
    return mem.array("y").view(np.uint32).copy(), mem.array("z").view(np.uint32).copy()


def _plus_one(x: np.ndarray, ty: str) -> np.ndarray:
    if ty == "f32":
        return (x.view(np.float32) + np.float32(1)).view(np.uint32)
    return x + np.uint32(1)


@pytest.mark.parametrize("ty", ["f32", "s32", "u32"])
def test_shfl_xor(ty):
    rng = np.random.default_rng(11)
    a = rng.standard_normal(128).astype(np.float32).view(np.uint32) if ty == "f32" else \
        rng.integers(0, 2 ** 32, 128, dtype=np.uint64).astype(np.uint32)
    lane = np.arange(128)
    for target in ("lir",) + TARGET_NAMES:
        wave = 32 if target.startswith("sm") or target == "lir" else 64
        for mask in [m for m in (1, 2, 3, 5, 16, 31, 32, 33, 63) if m < wave]:
            fn = lane_kernel("shfl_xor", ty, (mask,))
            y, _ = run_lanes(fn, target, a, np.zeros(128, np.uint32), 0)
            want = _plus_one(a[lane ^ mask], ty)
            assert (y == want).all(), (target, ty, mask)


@pytest.mark.parametrize("ty", ["f32", "u32"])
def test_shfl_idx(ty):
    rng = np.random.default_rng(12)
    a = rng.integers(0, 2 ** 23, 128, dtype=np.uint64).astype(np.uint32)
    if ty == "f32":
        a = a.astype(np.float32).view(np.uint32)
    lane = np.arange(128)
    for target in ("lir",) + TARGET_NAMES:
        wave = 32 if target.startswith("sm") or target == "lir" else 64
        fn = lane_kernel("shfl_idx", ty)
        idx = ((lane * 7 + 3) % wave).astype(np.uint32)
        for sa in (0, wave - 1, 5):
            y, z = run_lanes(fn, target, a, idx, sa)
            base = lane - lane % wave
            assert (y == _plus_one(a[base + idx], ty)).all(), (target, ty)
            assert (z == _plus_one(a[base + sa], ty)).all(), (target, ty, sa)


def test_warp_reduce_result_feeds_later_ops():
    """warp_reduce's result (every lane) read by an add and stored, on both back ends."""
    rng = np.random.default_rng(13)
    a = rng.integers(-1000, 1000, 128).astype(np.int32)
    b = _B()
    pa, py = b.r("u64", True), b.r("u64", True)
    t, off, va, s, e = b.r("u32"), b.r("u32"), b.r("s32"), b.r("s32"), b.r("s32")
    body = [_inst("ld_param", [pa], [], ["a"]), _inst("ld_param", [py], [], ["y"]),
            _inst("tid", [t]), _inst("shl", [off], [t, L.Imm(2, "u32")]),
            _inst("ld_global", [va], [pa, off, L.Imm(0, "u32")], [32, 1]),
            _inst("warp_reduce", [s], [va], ["sum", "s32"]),
            _inst("add", [e], [s, va]),
            _inst("st_global", [], [py, off, L.Imm(0, "u32"), e], [32, 1])]
    fn = L.Function("red", (L.ParamSlot("a", "tensor", "u64", "i32"),
                            L.ParamSlot("y", "tensor", "u64", "i32", False)), tuple(body),
                    128, (), (), ())
    for target in TARGET_NAMES:
        wave = TARGETS[target].wave
        mem = GlobalMemory()
        args = [mem.add("a", a, True), mem.add("y", np.zeros(128, np.int32))]
        emulate(emitted(fn, target), TARGETS[target], "red", Launch((1, 1, 1), 128, args, mem))
        sums = a.reshape(-1, wave).sum(1).repeat(wave)
        assert (mem.array("y").view(np.int32) == sums + a).all(), target


def test_lane_ops_refuse_a_per_lane_guard():
    from kgen.errors import CompilerBug
    b = _B()
    t, p, d = b.r("u32"), b.r("pred"), b.r("u32")
    body = [_inst("tid", [t]), _inst("setp", [p], [t, L.Imm(3, "u32")], ["lt", "u32"]),
            _inst("shfl_xor", [d], [t], [1], pred=p)]
    fn = L.Function("bad", (), tuple(body), 64, (), ())
    with pytest.raises(CompilerBug, match="per-lane guard"):
        amdgcn.emit_module([fn], TARGETS["gfx942"])


# ----------------------------------------------------------------------------------------------
# The vendors' assemblers accept every kernel above.

def _all_kernels():
    out = [op_kernel(op, ty, ty, ty, name=f"{op}_{ty}")
           for op in ("div", "rem", "shl", "shr", "mulhi", "xor", "min", "max")
           for ty in ("s32", "u32")]
    out += [op_kernel("not", "u32", None, "u32", name="not_u32"),
            op_kernel("cvt", "f32", None, "u32", ["u32_f32"], name="cvt_u32_f32"),
            op_kernel("cvt", "u32", None, "f32", ["f32_u32"], name="cvt_f32_u32"),
            op_kernel("floor", "f32", None, "f32", name="floor"),
            op_kernel("sin", "f32", None, "f32", name="sin"),
            op_kernel("cos", "f32", None, "f32", name="cos")]
    out += [lane_kernel("shfl_xor", "f32", (1,)), lane_kernel("shfl_idx", "u32")]
    return out


@pytest.mark.parametrize("target", TARGET_NAMES)
def test_assembles(target):
    from kgen.assemble.driver import assemble
    t = TARGETS[target]
    if not t.is_nvidia and llvm_reason(target):
        pytest.skip(llvm_reason(target))
    kernels = _all_kernels()
    if not t.is_nvidia:
        kernels.append(lane_kernel("shfl_xor", "u32", (32,)))
        kernels.append(lane_kernel("shfl_xor", "u32", (5,)))
    for k in kernels:
        text = emitted(k, target)
        binary, res = assemble(text, t)
        assert binary[:4] == b"\x7fELF" and res, k.name


@pytest.mark.parametrize("mask,mnemonic", [(32, "ds_bpermute_b32"), (3, "ds_swizzle_b32")])
def test_lane_exchange_waits_on_lgkmcnt(mask, mnemonic):
    """ds_bpermute / ds_swizzle results arrive on lgkmcnt: without the s_waitcnt after them
    both the emulator (a stale read) and kgen.verify.amd's re-derivation object."""
    from kgen.errors import CompilerBug
    from kgen.sim import StaleRead
    fn = lane_kernel("shfl_xor", "u32", (mask,))
    lines = emitted(fn, "gfx942").split("\n")
    i = next(i for i, ln in enumerate(lines) if ln.strip().startswith(mnemonic))
    j = next(j for j in range(i, len(lines)) if "s_waitcnt" in lines[j] and "lgkmcnt" in lines[j])
    broken = "\n".join(lines[:j] + lines[j + 1:])
    with pytest.raises(CompilerBug, match="s_waitcnt missing"):
        verify_waits(broken, fn.name)
    mem = GlobalMemory()
    args = [mem.add("a", np.arange(128, dtype=np.uint32), True),
            mem.add("b", np.zeros(128, np.uint32), True), mem.add("y", np.zeros(128, np.uint32)),
            mem.add("z", np.zeros(128, np.uint32)), np.uint32(0)]
    with pytest.raises(StaleRead):
        emulate(broken, TARGETS["gfx942"], fn.name, Launch((1, 1, 1), 128, args, mem))


def test_clone_renames_registers_and_buffers_and_refuses_a_destination_made_constant():
    from kgen.errors import CompilerBug
    r, a = L.Reg(1, "u32", False), L.Reg(2, "u32", False)
    add = L.Inst("add", (r,), (a, L.Imm(1, "u32")))
    st = L.Inst("st_shared", (), (a, L.Imm(0, "u32"), r), ("A", 32, "fill A"))
    untouched = L.clone((add,), {9: L.Imm(0, "u32")})
    assert untouched[0] is add                      # nothing renamed: the node is shared
    out = L.clone((add, st), {2: L.Imm(5, "u32")}, {"A": "A1"})
    assert out[0].src == (L.Imm(5, "u32"), L.Imm(1, "u32")) and out[0].dst == (r,)
    assert out[1].src[0] == L.Imm(5, "u32") and out[1].attrs == ("A1", 32, "fill A1")
    with pytest.raises(CompilerBug, match="only a register can stand"):
        L.clone((add,), {1: L.Imm(0, "u32")})
