"""How far a kernel may legitimately be from the float64 evaluator where it rounds a computed
value to a narrow float and keeps computing with it: FlashAttention-3's FP8 forward rounds
P = exp(x - m) to e4m3 and multiplies it by V.

The evaluator (kgen.tile.evaluate) computes in float64; the kernel computes in f32, and its
products of 8-bit floats keep about 14 bits while they add (DeepSeek-V3 3.5.2). Such small
differences are what the comparison's relative rule is for (kgen.tools.run). But where the kernel
rounds a value to 8 bits inside the computation, a difference of one f32 unit can move it to the
neighbouring 8-bit value, a whole step of 2^-3 relative, and the output with it; no relative rule
tells that from a bug. This module runs the evaluator once more carrying, beside each value, two
bounds on how far the kernel's value may be from it:

- t, the total: what the kernel's arithmetic may add (`PRODUCT_ERROR` for a product, `WINDOW` at a
  rounding), carried through every op by its error propagation rule;
- f <= t, the part that comes from roundings to a narrow float that went the other way: at such
  a rounding of a value v known to within t, the kernel's result lies between the roundings of
  v - t and v + t, so f becomes the larger gap to the rounding of v (0 where both round alike:
  then the kernel's result is exact).

An output's bound is f at its store (its own last rounding excluded: the comparison's rule for the
output dtype covers that). Kernels with no such inner rounding get no bound (`needs_bounds`): for
them the comparison is unchanged. A rule for each op the language has; an op without one
(`pow`, integer ops of deviating floats) makes the bound infinite where its input deviates, so
the check says it cannot judge rather than passing or failing at random.
"""

from __future__ import annotations

import math

import numpy as np

from . import ir
from .evaluate import _Eval, round_to
from .ir import DType, Value

# Relative difference between the kernel's f32 value and the float64 one at a rounding, beyond
# what the products add: f32 roundings (2^-24 each) and the approximate functions, ex2.approx.
# ftz.f32's 2 ulp (PTX ISA 9.7.3.21 "ex2") and its argument's rounding times log2(e), with room
# for a few ops in between.
WINDOW = 2.0 ** -16
# The products one 8-bit wgmma adds per output element (m64nNk32: PTX ISA 9.7.15.5.2).
FP8_STEP = 32
# A sum of integer products of 8-bit floats below this keeps every bit in 14-bit accumulation.
EXACT_BELOW = 2.0 ** 13


def product_error(a: DType, k: int) -> float:
    """The error bound of one product over k terms, as a fraction of sum |a_i b_i|. 8-bit
    operands: each k32 step keeps 14 bits of its 32 aligned products (DeepSeek-V3 3.5.2: up to
    32 * 2^-13 = 2^-8 of its largest term) and adds them into the accumulator at 14 bits (2^-13
    of it a step); twice that, as kgen's measurement on an H200 found the hardware losing up to
    twice the model's error where wgmmas accumulate (kgen/sim/wgmma_fp8.py). Other operands:
    f32 accumulation, k roundings of 2^-24 at worst."""
    if a.is_fp8:
        return 2 * (2.0 ** -8 + -(-k // FP8_STEP) * 2.0 ** -13)
    return k * 2.0 ** -24


# Significand bits, the implicit one included (IEEE 754 binary32 and binary16, bfloat16, the OCP
# 8-bit formats and their FNUZ twins, and the MX scale, a power of two).
SIGNIFICAND = {DType.f32: 24, DType.f16: 11, DType.bf16: 8, DType.e4m3: 4, DType.e4m3fnuz: 4,
               DType.e5m2: 3, DType.e5m2fnuz: 3, DType.e8m0: 1}


def narrow(dt: DType) -> bool:
    """A float dtype with fewer significand bits than f32: a rounding to it is a whole step."""
    return dt.is_float and dt != DType.f32


def rounds(v: Value) -> bool:
    """Whether v's result is its f32 math rounded to fewer bits: a cast to a narrower float, or
    an op computed in f16 or bf16 (the language rounds each such result)."""
    if not narrow(v.dtype):
        return False
    if v.op != "cast":
        return True
    src = v.args[0].dtype
    return src.is_float and SIGNIFICAND[v.dtype] < SIGNIFICAND[src]


def needs_bounds(k: ir.Kernel) -> bool:
    """Whether some value rounded to an 8-bit float is computed with further (not only stored).
    A step of a 16-bit float is 2^-8 or 2^-11 of the value, which the comparison's relative rule
    absorbs (every 16-bit example passes by it); an 8-bit step, 2^-3, it cannot."""
    stored = {s.value.uid for s in ir.statements(k.body) if isinstance(s, ir.Store)}
    users = {a.uid for v in ir.values(k.body) for a in v.args}
    return any(v.op == "cast" and rounds(v) and v.dtype.is_byte_float and v.uid in users
               and v.uid not in stored for v in ir.values(k.body))


def flip_bounds(k: ir.Kernel, args: dict, sizes: dict[str, int]) -> dict[str, np.ndarray]:
    """{output: per-element bound on the kernel's legitimate difference from the evaluator through
    inner roundings that may go the other way}, for a kernel that `needs_bounds`; else {}."""
    if not needs_bounds(k):
        return {}
    e = _Tracked(k, args, sizes)
    e.run()
    # No rule gave a number (an op without one on a deviating input): the check cannot judge
    # the element, and says so by an infinite bound, never by none.
    return {n: np.where(np.isnan(b), np.inf, b) for n, b in e.bounds.items()}


class _Tracked(_Eval):
    """The evaluator with each value's (t, f) beside it (module docstring), in the value's
    axes, as arrays of its shape or floats."""

    def __init__(self, k, args, sizes):
        super().__init__(k, args, sizes)
        self.devs: dict[int, tuple] = {}
        self.env_dev: dict[str, tuple] = {}
        self.result_dev: dict[int, tuple] = {}
        self.bounds: dict[str, np.ndarray] = {}

    def new_step(self) -> None:
        super().new_step()
        self.devs = {}

    def carry(self, names, values) -> None:
        devs = [self.dev(y) for y in values]    # before the carried values change
        super().carry(names, values)
        self.env_dev.update(zip(names, devs))

    def finish(self, name, r) -> None:
        super().finish(name, r)
        self.result_dev[r.uid] = self.devs[r.uid] = self.env_dev[name]

    def dev(self, v: Value) -> tuple:
        if v.uid not in self.devs:
            x, _ = self.value(v)
            t, f = self.deviation(v)
            if v.dtype.is_float and not np.isfinite(x).all():
                # An infinity or NaN here comes from a constant or an input (the mask's -inf,
                # the running max's start), which the kernel has too: no deviation there.
                fin = np.isfinite(x)
                t, f = np.where(fin, t, 0.0), np.where(fin, f, 0.0)
            self.devs[v.uid] = t, f
        return self.devs[v.uid]

    def store(self, s: ir.Store) -> None:
        super().store(s)
        # The output's own last rounding is the comparison rule's: f before it.
        v = s.value.args[0] if s.value.op == "cast" and s.value.args[0].dtype.is_float else \
            s.value
        x, p = self.value(s.value)
        f = np.asarray(self.dev(v)[1], np.float64)
        f = np.broadcast_to(f if f.ndim == 0 else self.shaped(f, v.axes, s.value.axes),
                            np.shape(x))
        t = self.k.param(s.tensor)
        if s.tensor not in self.bounds:
            self.bounds[s.tensor] = np.zeros(tuple(self.dim(d) for d in t.shape))
        outputs, self.outputs = self.outputs, self.bounds
        kept = self.memo[s.value.uid]
        self.memo[s.value.uid] = (f, p)
        try:
            super().store(s)
        finally:
            self.memo[s.value.uid] = kept
            self.outputs = outputs

    # -- the propagation rules

    def arg(self, v: Value, a: Value) -> tuple:
        """a's value and (t, f), in v's axes."""
        x, _ = self.value(a)
        t, f = self.dev(a)
        sh = lambda y: y if np.ndim(y) == 0 else self.shaped(y, a.axes, v.axes)  # noqa: E731
        return sh(np.asarray(x, np.float64)) if a.dtype.is_float else 0.0, sh(t), sh(f)

    def deviation(self, v: Value) -> tuple:
        op = v.op
        if op == "carried":
            return self.env_dev[v.attr("name")]
        if op == "loop_result":
            return self.result_dev[v.uid]
        if not v.dtype.is_float or op in ("const", "scalar", "load", "gather") or not v.args:
            return 0.0, 0.0
        if op == "matmul":
            return self.dev_product(v)
        if op == "reduce":
            return self.dev_reduce(v)
        args = [self.arg(v, a) for a in v.args if a.dtype.is_float]
        if not args or all(np.all(t == 0) for _, t, _ in args) and not rounds(v):
            return 0.0, 0.0
        t, f = self.elementwise_dev(v, args)
        return self.rounded(v, t) if rounds(v) else (t, f)

    def elementwise_dev(self, v: Value, args) -> tuple:
        op = v.op
        if op in ("cast", "fill", "neg", "abs", "relu"):
            return args[0][1], args[0][2]
        if op in ("add", "sub"):
            return args[0][1] + args[1][1], args[0][2] + args[1][2]
        if op in ("max", "min"):
            return np.maximum(args[0][1], args[1][1]), np.maximum(args[0][2], args[1][2])
        if op == "select":
            cond, _ = self.value(v.args[0])
            cond = self.shaped(np.asarray(cond), v.args[0].axes, v.axes)
            (_, ta, fa), (_, tb, fb) = args[-2:]
            return np.where(cond, ta, tb), np.where(cond, fa, fb)
        if op == "mul":
            (x, tx, fx), (y, ty, fy) = args
            wx, wy = np.abs(x) + tx, np.abs(y) + ty
            return _times(wy, tx) + _times(np.abs(x), ty), _times(wy, fx) + _times(wx, fy)
        if op == "div":
            (x, tx, fx), (y, ty, fy) = args
            with np.errstate(all="ignore"):
                low = np.where(np.abs(y) > ty, np.abs(y) - ty, 0.0)
                q = np.abs(x) / np.abs(y)
                return (tx + q * ty) / low, (fx + q * fy) / low
        if op in ("exp", "exp2"):
            (x, t, f), = args
            k = 1.0 if op == "exp" else np.log(2.0)
            with np.errstate(all="ignore"):
                base = np.exp(k * x) if op == "exp" else np.exp2(x)
                c = t - f                         # the part that is not from flips
                return base * np.expm1(k * t), base * np.exp(k * c) * np.expm1(k * f)
        return self.by_range(v, args)

    def by_range(self, v: Value, args) -> tuple:
        """A one-argument function monotone or convex on each side of one point (log, sqrt,
        rsqrt, sigmoid, tanh, erf, floor, cosh) or Lipschitz 1 (sin, cos): its change over
        [x - t, x + t] is at most the larger change at the ends (sin, cos: at most t)."""
        if len(args) != 1 or v.op not in _RANGE:
            shape = self.shape(v.axes)
            return np.full(shape, np.inf), np.full(shape, np.inf)
        (x, t, f), = args
        if v.op in ("sin", "cos"):
            return t, f
        fn = _RANGE[v.op]
        with np.errstate(all="ignore"):
            y = fn(x)
            span = lambda r: np.maximum(np.abs(fn(x + r) - y), np.abs(fn(x - r) - y))  # noqa
            return span(t), np.where(np.asarray(f) > 0, 2 * span(t), 0.0)

    def rounded(self, v: Value, t) -> tuple:
        """A value rounded to a narrow float, its unrounded value known to within t (plus
        WINDOW): exact where both ends of that interval round alike, else off by at most the
        larger gap from the evaluator's rounding to theirs, all of it a flip. An op computed in
        f16/bf16 has only its rounded result here: its interval widens by that rounding (2^-8 of
        the value at most, bf16's half step)."""
        x, _ = self.value(v)
        x = np.asarray(x, np.float64)
        if v.op == "cast":
            x0, _ = self.value(v.args[0])
            x0 = np.asarray(x0, np.float64)
            if x0.ndim:
                x0 = self.shaped(x0, v.args[0].axes, v.axes)
            t = t + np.abs(x0) * WINDOW
        else:
            x0 = x
            t = t + np.abs(x) * (WINDOW + 2.0 ** -SIGNIFICAND[v.dtype])
        with np.errstate(all="ignore"):
            lo, hi = round_to(x0 - t, v.dtype), round_to(x0 + t, v.dtype)
            gap = np.maximum(np.abs(hi - x), np.abs(x - lo))
        gap = np.where(np.isnan(gap), np.inf, gap)
        return gap, gap

    def dev_product(self, v: Value) -> tuple:
        (xa, pa), (xb, pb) = self.value(v.args[0]), self.value(v.args[1])
        (ta, fa), (tb, fb) = self.dev(v.args[0]), self.dev(v.args[1])
        a, b = v.args
        letters = {ax: chr(97 + i) for i, ax in enumerate({*a.axes, *b.axes})}
        spec = (f"{''.join(letters[x] for x in a.axes)},{''.join(letters[x] for x in b.axes)}"
                f"->{''.join(letters[x] for x in v.axes)}")
        full = lambda y, ax: np.broadcast_to(np.asarray(y, np.float64), self.shape(ax))  # noqa
        ma = np.abs(np.where(pa, xa, 0.0) if pa is not None else np.asarray(xa, np.float64))
        mb = np.abs(np.where(pb, xb, 0.0) if pb is not None else np.asarray(xb, np.float64))
        ta, fa = full(ta, a.axes), full(fa, a.axes)
        tb, fb = full(tb, b.axes), full(fb, b.axes)
        k = int(np.prod([self.shape([x])[0] for x in a.axes if x not in v.axes]))
        total = np.einsum(spec, ma, mb)
        own = product_error(a.dtype, k) * total
        if a.dtype.is_fp8 and _integers(ma) and _integers(mb):
            # Integer terms whose magnitudes sum below 2^13: every aligned product and partial
            # sum is an integer under 2^13, which 14 bits hold exactly (DeepSeek-V3 3.5.2).
            own = np.where(total < EXACT_BELOW, 0.0, own)
        t = np.einsum(spec, ta, mb + tb) + np.einsum(spec, ma, tb) + own
        f = np.einsum(spec, fa, mb + tb) + np.einsum(spec, ma + ta, fb)
        return t, f

    def dev_reduce(self, v: Value) -> tuple:
        kind, axis = v.attrs
        a = v.args[0]
        x, p = self.value(a)
        t, f = (np.broadcast_to(np.asarray(y, np.float64), np.shape(x)) for y in self.dev(a))
        if p is not None:
            t, f = np.where(p, t, 0.0), np.where(p, f, 0.0)
        fn = np.sum if kind == "sum" else np.max
        i = a.axes.index(axis)
        return fn(t, axis=i), fn(f, axis=i)


def _integers(x) -> bool:
    x = np.asarray(x)
    return bool(np.isfinite(x).all() and (x == np.round(x)).all())


def _times(w, t):
    """w * t, 0 where t is 0 (an infinite w with no deviation deviates by nothing)."""
    with np.errstate(all="ignore"):
        return np.where(t == 0, 0.0, w * t)


_RANGE = {"log": np.log, "sqrt": np.sqrt, "rsqrt": lambda x: 1.0 / np.sqrt(x),
          "sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)), "tanh": np.tanh, "floor": np.floor,
          "cosh": np.cosh, "erf": np.vectorize(math.erf, otypes=[np.float64])}
