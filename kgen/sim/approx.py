"""The approximate instructions, modelled adversarially: each result is a value anywhere inside
the error bound its vendor documents, not the exact value the hardware only approximates.

A kernel whose accuracy leans on a transcendental (lg2.approx near 1, where its error is
absolute, is 10^7 ulp of a tiny result) passes an emulator that computes it exactly and fails on
a GPU. So every approximate instruction is a row of `APPROX`: the exact function (float64), the
documented bound as pieces over the input range (absolute, relative or ulp error, whichever
the document states; the first piece holding the input applies), and what the result may be
where the document gives no bound. The result is the exact value moved by a fraction of the
bound in [-1, 1], half the time the bound's very edge, chosen by a hash of the launch's seed,
the instruction, the lane and the input bits: the same run gives the same values, another seed
other ones, and two lanes with the same input may differ as two calls on a GPU need not.
Special values (NaN, infinities, zeros in, the ISA's tables of special inputs) stay exact.

approximate(APPROX["rcp.approx.f32"], x, seed=0, key=12, warp=0) is within 1 ulp of
float32(1 / x) in every lane.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

PI = float(np.pi)


@dataclass(frozen=True)
class Piece:
    """Inputs in [lo, hi] are within max(absolute, relative * |f(x)|, ulps ulp(f(x))) of the
    exact f(x); `ulps` counts from the correctly rounded result."""
    lo: float
    hi: float
    absolute: float = 0.0
    relative: float = 0.0
    ulps: int = 0


@dataclass(frozen=True)
class Bound:
    """One approximate instruction: its exact function of a float64 input, the pieces of its
    documented bound, and the interval a result may take for finite inputs in no piece (None:
    the pieces cover every finite input)."""
    exact: Callable
    pieces: tuple[Piece, ...]
    outside: tuple[float, float] | None = None
    # .ftz: subnormal inputs are read as, and subnormal results given as, sign-preserving zero.
    ftz: bool = False


def _sin_turns(x):
    """V_SIN_F32 takes its argument in revolutions and gives 0.0 out of [-256, 256]."""
    return np.where(np.abs(x) > 256.0, 0.0, np.sin(2.0 * np.pi * x))


def _cos_turns(x):
    return np.where(np.abs(x) > 256.0, 0.0, np.cos(2.0 * np.pi * x))


_ALL = (-np.inf, np.inf)
_POS = (0.0, np.inf)
# PTX ISA 9.7.3.18 / 9.7.3.19 ("sin", "cos"): "The maximum absolute error over input range is
# ... [-2pi .. 2pi]: 2^-20.5, [-100pi .. +100pi]: 2^-14.7. Outside of the range [-100pi ..
# +100pi], only best effort is provided. There are no defined error guarantees." Out there a
# result may be anything sine can be.
_TRIG = (Piece(-2 * PI, 2 * PI, absolute=2 ** -20.5), Piece(-100 * PI, 100 * PI,
                                                             absolute=2 ** -14.7))
# CDNA3 ISA (VOP1 opcodes) states "1ULP accuracy" for V_EXP_F32, V_LOG_F32, V_RCP_F32,
# V_RSQ_F32 and V_SQRT_F32 (V_RCP_IFLAG_F32 is V_RCP_F32 without the divide-by-zero flag).
_ONE_ULP = (Piece(*_ALL, ulps=1),)
# CDNA3 ISA V_SIN_F32 / V_COS_F32 state no accuracy at all, only "Valid range of S0.f is
# [-256.0, +256.0]. Out of range input results in float 0.0". The emulator takes a stated
# conservative bound: 2^-19 absolute over the valid range, four times the PTX ISA's in-range
# 2^-20.5 and well above the f32 rounding of the argument's scaling by 2pi.
_TURNS = (Piece(-256.0, 256.0, absolute=2 ** -19),)

APPROX: dict[str, Bound] = {
    # PTX ISA 9.7.3.21 ("ex2"): "The maximum ulp error is 2 ulp from correctly rounded result
    # across the full range of inputs."
    "ex2.approx.f32": Bound(np.exp2, (Piece(*_ALL, ulps=2),)),
    # The same section: "ex2.approx.ftz.f32 implements a fast approximation to 2^a" with
    # "Subnormal inputs and results are flushed to sign-preserving zero" under .ftz.
    "ex2.approx.ftz.f32": Bound(np.exp2, (Piece(*_ALL, ulps=2),), ftz=True),
    # PTX ISA 9.7.3.20 ("lg2"): "The maximum absolute error is 2^-22 when the input operand is
    # in the range (0.5, 2). For positive finite inputs outside of this interval, maximum
    # relative error is 2^-22."
    "lg2.approx.f32": Bound(np.log2, (Piece(0.5, 2.0, absolute=2 ** -22),
                                      Piece(*_POS, relative=2 ** -22))),
    # PTX ISA 9.7.3.16 ("rsqrt"): "The maximum relative error for rsqrt.f32 over the entire
    # positive finite floating-point range is 2^-22.9."
    "rsqrt.approx.f32": Bound(lambda x: 1.0 / np.sqrt(x), (Piece(*_POS, relative=2 ** -22.9),)),
    # PTX ISA 9.7.3.14 ("rcp"): "rcp.approx.f32 implements a fast approximation to reciprocal.
    # The maximum ulp error is 1 across the full range of inputs."
    "rcp.approx.f32": Bound(lambda x: 1.0 / x, _ONE_ULP),
    # PTX ISA 9.7.3.22 ("tanh"): "The maximum relative error over the entire floating point
    # range is 2^-11." (sm_75 and later).
    "tanh.approx.f32": Bound(np.tanh, (Piece(*_ALL, relative=2 ** -11),)),
    "sin.approx.f32": Bound(np.sin, _TRIG, outside=(-1.0, 1.0)),
    "cos.approx.f32": Bound(np.cos, _TRIG, outside=(-1.0, 1.0)),
    "v_exp_f32": Bound(np.exp2, _ONE_ULP),
    "v_log_f32": Bound(np.log2, _ONE_ULP),
    "v_rcp_f32": Bound(lambda x: 1.0 / x, _ONE_ULP),
    "v_rcp_iflag_f32": Bound(lambda x: 1.0 / x, _ONE_ULP),
    "v_rsq_f32": Bound(lambda x: 1.0 / np.sqrt(x), _ONE_ULP),
    "v_sqrt_f32": Bound(np.sqrt, _ONE_ULP),
    "v_sin_f32": Bound(_sin_turns, _TURNS, outside=(0.0, 0.0)),
    "v_cos_f32": Bound(_cos_turns, _TURNS, outside=(0.0, 0.0)),
}

_M = np.uint64(0xFFFFFFFFFFFFFFFF)
_TINY = float(np.finfo(np.float32).tiny)    # 2^-126, the smallest normal f32
_BIG = np.float32(np.finfo(np.float32).max)


class Warps:
    """The warp index and lane within it of each lane of warps laid side by side (uint64)."""

    def __init__(self, ids: list[int], width: int):
        self.ids = np.repeat(np.array(ids, np.uint64), width)
        self.lane = np.tile(np.arange(width, dtype=np.uint64), len(ids))
        # draws' per-lane terms, computed once (uint64 arithmetic wraps, as the hash wants)
        self.warp_term = self.ids * _WARP
        self.lane_term = self.lane * _LANE


_SEED, _KEY = 0x9E3779B97F4A7C15, 0xD1B54A32D192ED03
_WARP, _LANE = np.uint64(0x8CB92BA72F3D8DD7), np.uint64(0x2545F4914F6CDD1D)
_LANE_TERMS: dict[int, np.ndarray] = {}     # lanes 0..n-1 times _LANE, per n


def _mix(z: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser: a uint64 hash of each element."""
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def draws(seed: int, key: int, warp, x: np.ndarray) -> np.ndarray:
    """Per lane a fraction of the bound in [-1, 1], half the time exactly -1 or +1: a pure
    function of the seed, the instruction (key), the warp, the lane and the input bits.

    warp is the warp's index, or for the lanes of several warps side by side (kgen.sim's fused
    warps) a `Warps` of their indices: the same draws as each warp's own."""
    if isinstance(warp, Warps):
        base = np.uint64((seed * _SEED + key * _KEY) & 0xFFFFFFFFFFFFFFFF) + warp.warp_term
        lanes = warp.lane_term
    else:
        base = np.uint64((seed * _SEED + key * _KEY + warp * int(_WARP)) & 0xFFFFFFFFFFFFFFFF)
        lanes = _LANE_TERMS.get(x.size)
        if lanes is None:
            lanes = _LANE_TERMS[x.size] = np.arange(x.size, dtype=np.uint64) * _LANE
    # array arithmetic on uint64 wraps without a warning
    h = _mix(_mix(base + lanes + np.ascontiguousarray(x, np.float32).view(np.uint32)
                  .astype(np.uint64)))
    u = (h >> np.uint64(11)).astype(np.float64) * (2.0 / float(1 << 53)) - 1.0
    edge = (h & np.uint64(1)) == 1
    return np.where(edge, np.sign(u) + (u == 0), u)


def _step_ulps(r: np.ndarray, k: np.ndarray) -> np.ndarray:
    """r (float32) moved k ulps (|k| <= 2), staying finite."""
    ak = np.abs(k)
    n = int(ak.max(initial=0)) if np.count_nonzero(k) else 0
    if n:
        toward = np.where(k > 0, np.float32(np.inf), np.float32(-np.inf))
        for i in range(n):
            r = np.where(ak > i, np.nextafter(r, toward), r)
    return np.minimum(np.maximum(r, -_BIG), _BIG).astype(np.float32)


def approximate(bound: Bound, x: np.ndarray, seed: int, key: int, warp: int) -> np.ndarray:
    """The instruction's float32 results for float32 inputs x: each inside the bound."""
    x64 = np.asarray(x, np.float32).astype(np.float64)
    if bound.ftz:
        x64 = np.where(np.abs(x64) < _TINY, np.copysign(0.0, x64), x64)
    with np.errstate(all="ignore"):
        f = np.asarray(bound.exact(x64), np.float64)
        exact = f.astype(np.float32)        # correctly rounded (what the emulator gave before)
    u = draws(seed, key, warp, x)
    out = exact
    # Only finite inputs with finite, nonzero results move: NaN, infinities and the special
    # inputs each ISA lists (ex2(0) = 1, lg2(+-0) = -inf, rsqrt(+inf) = 0 ...) stay exact.
    # (np.count_nonzero, not .any(): a tenth of the cost on a warp's 32 lanes.)
    free = np.isfinite(x64) & np.isfinite(exact) & (x64 != 0)
    todo = free
    for p in bound.pieces:
        sel = todo if p.lo == -np.inf and p.hi == np.inf else \
            todo & (x64 >= p.lo) & (x64 <= p.hi)
        if not np.count_nonzero(sel):
            continue
        todo = todo & ~sel
        if p.ulps:
            # An error of n ulp is measured from the exact value, not from the correctly
            # rounded one: a step of n ulp from the rounded result can lie n + 1/2 ulp away,
            # which no document allows, and kernels rely on the bound (LLVM's integer
            # division scales V_RCP_IFLAG_F32 by 2^32 - 512 so that a result 1 ulp high
            # never overshoots 2^32 / y; 1.5 ulp would).
            k = np.rint(u * p.ulps).astype(np.int64)
            moved = _step_ulps(exact, np.where(sel, k, 0))
            ulp = np.spacing(np.abs(exact)).astype(np.float64)
            inside = np.abs(moved.astype(np.float64) - f) <= p.ulps * ulp
            # A result that is a power of two (the reciprocal of a power of two, 2^k of an
            # integer k) stays exact: the documents bound the error, not this case, but LLVM's
            # integer division (above) needs rcp(2^k) exact (1 ulp high there makes its
            # estimate 2^32 / y round up to an overshoot, and the quotient wrong), and AMD's
            # own compiler emits it for every division: we take the hardware to honour it.
            power_of_two = (exact.astype(np.float64) == f) & (np.abs(np.frexp(f)[0]) == 0.5)
            out = np.where(sel & inside & ~power_of_two, moved, out)
            continue
        with np.errstate(all="ignore"):
            err = np.maximum(p.absolute, p.relative * np.abs(f))
            r = (f + u * err).astype(np.float32)
            r = np.where(np.abs(r.astype(np.float64) - f) <= err, r, exact)
        out = np.where(sel, r, out)
    if bound.outside is not None and np.count_nonzero(todo):
        lo, hi = bound.outside
        out = np.where(todo, np.float32(lo + (u + 1.0) * 0.5 * (hi - lo)), out)
    if bound.ftz:
        out = np.where(np.abs(out) < _TINY, np.copysign(np.float32(0), out), out)
    return out.astype(np.float32)
