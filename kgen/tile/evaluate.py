"""A float64 evaluator of the kernel language: the reference `kgen run` checks any kernel against.

It runs the tile IR directly on whole NumPy arrays, with none of the scheduler's or emitters'
decisions: every axis spans its whole dimension (a loop variable one chunk at a time), broadcasting
is by axis name, f32 math is done in float64 (so the kernel is compared with the exact answer,
not with another f32 computation), results of f16/bf16 ops are rounded to that dtype as the
language says, and i32/u32 arithmetic is exact 32-bit arithmetic (see `int_op`).

Every value is a pair (array, present): `present` is None when every element is present, else a
bool array of the value's shape. An element is absent where a gather's subscript falls outside its
tensor; absence propagates through elementwise ops (`select` takes the presence of the branch its
condition picks), reductions and products skip absent elements (an all-absent reduction is its
identity, present), and stores do not write them. Integers are int64 arrays holding the value
(i32 in [-2^31, 2^31), u32 in [0, 2^32)).
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from . import fp8, ir
from ..errors import CheckError
from .ir import DType, Value


def round_to(x: np.ndarray, dt: DType) -> np.ndarray:
    """Rounds float64 values to the precision of dt (nearest even), returned as float64."""
    if dt == DType.f32:
        return np.asarray(x, np.float64).astype(np.float32).astype(np.float64)
    if dt == DType.f16:
        return np.asarray(x, np.float64).astype(np.float32).astype(np.float16).astype(np.float64)
    if dt == DType.bf16:
        return bf16_to_f64(f64_to_bf16(x))
    if dt.is_byte_float:
        return fp8.round_to_fp8(x, dt)
    if dt.is_int:
        return np.asarray(x).astype(np.int64)
    return x


def f64_to_bf16(x: np.ndarray) -> np.ndarray:
    """float64 -> bf16 bit patterns (uint16), nearest even, via f32 as the hardware does."""
    f = np.asarray(x, np.float64).astype(np.float32)
    u = f.view(np.uint32).astype(np.uint64)
    r = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(f), np.uint16(0x7FC0), r)


def bf16_to_f64(b: np.ndarray) -> np.ndarray:
    return (np.asarray(b).astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def from_storage(a: np.ndarray, dt: DType) -> np.ndarray:
    """A tensor as the evaluator computes with it: float64 (bf16 from its uint16 bits, the
    8-bit floats from their uint8 bits), int64."""
    if dt == DType.bf16:
        return bf16_to_f64(a)
    if dt.is_byte_float:
        return fp8.from_bits(np.asarray(a).view(np.uint8), dt)
    if dt.is_int:
        return np.asarray(a).astype(np.int64)
    with np.errstate(invalid="ignore"):      # a signalling NaN (a poison, a device's output)
        return np.asarray(a, np.float64)


def to_storage(x: np.ndarray, dt: DType) -> np.ndarray:
    if dt == DType.bf16:
        return f64_to_bf16(x)
    if dt.is_byte_float:
        return fp8.to_bits(x, dt)
    if dt == DType.f16:
        return np.asarray(x).astype(np.float32).astype(np.float16)
    if dt == DType.i32:
        return np.asarray(x).astype(np.int64).astype(np.int32)
    if dt == DType.u32:
        return (np.asarray(x).astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)
    return np.asarray(x).astype(np.float32)


def wrap(x, dt: DType) -> np.ndarray:
    """An exact integer result brought into dt's range: wrap(2**31, i32) is -2**31."""
    x = np.asarray(x, np.int64) & 0xFFFFFFFF
    return x - ((x >> 31) << 32) if dt.is_signed else x


def _bits(x) -> np.ndarray:
    """The 32-bit pattern of an integer value, as uint64 (room for a full 64-bit product)."""
    return (np.asarray(x, np.int64) & 0xFFFFFFFF).astype(np.uint64)


def int_op(op: str, dt: DType, *a) -> np.ndarray:
    """One integer op with exact 32-bit semantics on int64 arrays holding i32 or u32 values.

    Division truncates toward zero; division by zero gives quotient -1 (all ones) and remainder
    the dividend, and INT_MIN / -1 gives INT_MIN, remainder 0: RISC-V unprivileged ISA, M
    extension, Table "Semantics for division by zero and division overflow". Shift counts are
    taken modulo 32; `shr` is arithmetic for i32 and logical for u32. int_op('mulhi', u32,
    0xFFFFFFFF, 2) is 1: the high half of the 64-bit product."""
    signed = dt.is_signed
    if op in ("add", "sub", "neg"):
        return wrap({"add": np.add, "sub": np.subtract, "neg": np.negative}[op](*a), dt)
    if op == "mul":  # the low half of the product of the bit patterns (uint64 wraps mod 2^64)
        return wrap((_bits(a[0]) * _bits(a[1])).astype(np.int64), dt)
    if op == "mulhi":
        if signed:  # |a * b| <= 2^62: exact in int64; >> is floor, the high half
            return wrap((a[0] * a[1]) >> 32, dt)
        return ((_bits(a[0]) * _bits(a[1])) >> np.uint64(32)).astype(np.int64)
    if op in ("div", "rem"):
        x, y = a
        zero = y == 0
        y1 = np.where(zero, 1, y)
        q = np.abs(x) // np.abs(y1) * np.where((x < 0) == (y1 < 0), 1, -1)  # toward zero
        if op == "rem":
            return wrap(np.where(zero, x, x - q * y1), dt)
        return wrap(np.where(zero, -1, q), dt)  # -1 wraps to 0xFFFFFFFF for u32
    if op == "shl":
        return wrap((_bits(a[0]) << (_bits(a[1]) & np.uint64(31))).astype(np.int64), dt)
    if op == "shr":  # int64 >> is arithmetic; a u32 value is non-negative, so logical
        return a[0] >> (np.asarray(a[1], np.int64) & 31)
    if op in ("and", "or", "xor"):  # two's complement in int64 keeps each dtype's range
        return {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op](*a)
    if op == "abs":
        return wrap(np.abs(a[0]), dt) if signed else a[0]
    if op == "relu":
        return np.maximum(a[0], 0)
    if op in ("min", "max"):
        return (np.minimum if op == "min" else np.maximum)(*a)
    raise CheckError(f"the evaluator has no integer '{op}'")


def _cast(x: np.ndarray, src: DType, dt: DType) -> np.ndarray:
    """Casts round to nearest even; float to integer truncates toward zero, clamps to the range
    and sends NaN to 0; i32 <-> u32 reinterpret the bits."""
    if dt.is_int:
        if src.is_int:
            return wrap(x, dt)
        lo, hi = (-2 ** 31, 2 ** 31 - 1) if dt.is_signed else (0, 2 ** 32 - 1)
        return np.trunc(np.nan_to_num(x, nan=0.0)).clip(lo, hi).astype(np.int64)
    return round_to(np.asarray(x, np.float64), dt) if dt != DType.f32 else \
        np.asarray(x, np.float64)


def _and(p, q):
    """Presence of two operands: None (all present) unless one has absent elements."""
    if p is None:
        return q
    return p if q is None else p & q


class _Eval:
    """hidden: {uid of a mask's select: whether it hides where its condition holds}
    (kgen.lower.horizon.hidden_selects): the elements those selects hide are absent instead of
    their fill, the reading in which a key a mask hides is skipped, not multiplied by zero
    (docs/language.md, "Masked keys"). None: every select is read as written."""

    def __init__(self, k: ir.Kernel, args: dict, sizes: dict[str, int],
                 hidden: dict[int, bool] | None = None):
        self.k = k
        self.hidden = hidden or {}
        self.sizes = dict(sizes)
        self.sizes.update(dict(k.specialized))
        self.tensors: dict[str, np.ndarray] = {}
        self.outputs: dict[str, np.ndarray] = {}
        for p in k.params:
            if isinstance(p, ir.TensorParam) and p.name in args:  # outputs need not be given
                arr = np.asarray(args[p.name])
                want = tuple(self.dim(d) for d in p.shape)
                if arr.shape != want:
                    raise CheckError(f"argument '{p.name}' has shape {arr.shape}, expected {want}")
                self.tensors[p.name] = from_storage(arr, p.dtype)
        self.scalars = {p.name: args[p.name] for p in k.params if isinstance(p, ir.ScalarParam)}
        # Tensors updated in place start as their input: elements no store writes keep it.
        stored = {s.tensor for s in ir.statements(k.body) if isinstance(s, ir.Store)}
        self.in_place = stored & {v.attr("tensor") for v in ir.values(k.body)
                                  if v.op in ("load", "gather")}
        self.slices: dict[str, slice] = {}   # loop variables: the current chunk
        self.env: dict[str, tuple] = {}  # carried values by name
        self.loop_results: dict[int, tuple] = {}  # a finished loop's results by value uid
        self.memo: dict[int, tuple] = {}

    def dim(self, d: ir.Dim) -> int:
        if d.value is not None:
            return d.value
        if d.name not in self.sizes:
            raise CheckError(f"no size given for dimension {d.name}",
                             hint=f"pass it, e.g. --size {d.name}=1024")
        return self.sizes[d.name]

    def extent(self, axis: str) -> slice:
        if axis in self.slices:
            return self.slices[axis]
        return slice(0, self.dim(self.k.axis(axis).dim))

    def shape(self, axes) -> tuple[int, ...]:
        return tuple(self.extent(a).stop - self.extent(a).start for a in axes)

    def shaped(self, x: np.ndarray, axes, to_axes) -> np.ndarray:
        """x (dims in `axes` order) with size-1 dims inserted so it broadcasts over to_axes."""
        shape = [x.shape[axes.index(a)] if a in axes else 1 for a in to_axes]
        return np.asarray(x).reshape(shape)

    def spread(self, v: Value, to_axes) -> tuple[np.ndarray, np.ndarray | None]:
        """v's value and presence, broadcast over to_axes (in that order)."""
        x, p = self.value(v)
        shape = self.shape(to_axes)
        x = np.broadcast_to(self.shaped(x, v.axes, to_axes), shape)
        if p is not None:
            p = np.broadcast_to(self.shaped(p, v.axes, to_axes), shape)
        return x, p

    # -- statements

    def run(self) -> None:
        """The kernel's body over every element; with segmented axes, once a segment, as its
        programs see it: the choosing axis at one index, the segmented axis over the
        segment's rows, nothing carried from the segment before."""
        if not self.k.segments:
            self.block(self.k.body)
        for window in _segment_windows(self.k, self):
            self.slices, self.memo, self.env, self.loop_results = dict(window), {}, {}, {}
            self.block(self.k.body)
        self.slices = {}

    def block(self, stmts) -> None:
        for s in stmts:
            if isinstance(s, ir.Let):
                self.value(s.value)
            elif isinstance(s, ir.Store):
                self.store(s)
            else:
                self.loop(s)

    def store(self, s: ir.Store) -> None:
        t = self.k.param(s.tensor)
        if s.tensor not in self.outputs:
            self.outputs[s.tensor] = (self.tensors[s.tensor].copy() if s.tensor in self.in_place
                                      else np.full(tuple(self.dim(d) for d in t.shape), np.nan))
        order = [a.name for a in self.k.axes if a.name in s.axes]
        x, p = self.spread(s.value, order)
        out = self.outputs[s.tensor]
        if s.index:  # affine subscripts: write the present elements that land inside
            ok = np.ones(x.shape, bool) if p is None else p.copy()
            where = []
            for i, dim in zip(s.index, t.shape):
                ix, ip = self.spread(i, order)
                ok &= (ix >= 0) & (ix < self.dim(dim)) & (True if ip is None else ip)
                where.append(ix)
            out[tuple(ix[ok] for ix in where)] = x[ok]
            return
        perm = [order.index(a) for a in s.axes]
        view = out[tuple(self.extent(a) for a in s.axes)]
        if p is None:
            view[...] = np.transpose(x, perm)
        else:
            mask = np.transpose(p, perm)
            view[mask] = np.transpose(x, perm)[mask]

    def loop(self, s: ir.Loop) -> None:
        names = [name for name, _ in s.carried]
        self.carry(names, [init for _, init in s.carried])
        n = self.dim(self.k.axis(s.var).dim)
        step = self.k.axis(s.var).size
        walked = self.slices.get(s.over)      # a segment's rows (_segment_windows)
        lo, n = (walked.start, walked.stop) if walked is not None else (0, n)
        for c in range(lo, n, step):
            self.slices[s.var] = slice(c, min(c + step, n))
            self.new_step()
            self.block(s.body)
            self.carry(names, s.yields)
        self.slices.pop(s.var, None)
        self.new_step()
        for name, r in zip(names, s.results):
            self.finish(name, r)

    def new_step(self) -> None:
        """A loop step begins: the values of the last one are forgotten."""
        self.memo = {}

    def carry(self, names: list[str], values) -> None:
        """The carried values take `values` (all read before any is assigned)."""
        nxt = [self.value(y) for y in values]
        for name, v in zip(names, nxt):
            self.env[name] = v

    def finish(self, name: str, r: Value) -> None:
        """A loop's result r is its carried value `name`: kept apart from the memo, which the
        next loop's steps clear (a second loop after this one must still see its results)."""
        self.loop_results[r.uid] = self.memo[r.uid] = self.env[name]

    # -- values

    def value(self, v: Value) -> tuple[np.ndarray, np.ndarray | None]:
        if v.uid in self.memo:
            return self.memo[v.uid]
        out = self.compute(v)
        if not isinstance(out, tuple):
            out = (out, None)
        if out[1] is not None and out[1].all():
            out = (out[0], None)
        self.memo[v.uid] = out
        return out

    def compute(self, v: Value):
        op, dt = v.op, v.dtype
        if op == "const":  # a literal has its dtype's value: 0.1 in bf16 is 0.10009765625
            c = np.full(self.shape(v.axes), v.attr("value"), np.float64 if dt.is_float else np.int64)
            return round_to(c, dt) if dt in (DType.f16, DType.bf16) else c
        if op == "scalar":
            c = np.asarray(self.scalars[v.attr("name")], np.float64 if dt.is_float else np.int64)
            return round_to(c, dt) if dt in (DType.f16, DType.bf16) else c
        if op == "dim":
            return np.asarray(self.sizes[v.attr("name")], np.int64)
        if op == "index_div":   # kk / c, the same for the whole chunk (its size divides c)
            return np.asarray(self.extent(v.attr("axis")).start // v.attr("c"), np.int64)
        if op == "index":  # global indices; a loop variable's chunk starts where the chunk does
            e = self.extent(v.attr("axis"))
            return np.arange(e.start, e.stop, dtype=np.int64)
        if op == "carried":
            return self.env[v.attr("name")]
        if op == "loop_result":
            return self.loop_results[v.uid]
        if op == "load":
            name, axes = v.attrs
            data = self.tensors[name][tuple(self.extent(a) for a in axes)]
            return np.transpose(data, [list(axes).index(a) for a in v.axes])
        if op == "gather":
            return self.gather(v)
        if op == "reduce":
            return self.reduce(v)
        if op == "matmul":  # exact products of 16-bit inputs, summed in float64
            (xa, ya) = (v.args[0].axes, v.args[1].axes)
            letters = {ax: chr(97 + i) for i, ax in enumerate({*xa, *ya})}
            spec = (f"{''.join(letters[a] for a in xa)},{''.join(letters[a] for a in ya)}->"
                    f"{''.join(letters[a] for a in v.axes)}")
            return _product(spec, self.value(v.args[0]), self.value(v.args[1]))
        vals = [self.value(a) for a in v.args]
        if op == "fill":     # absent elements take the value; every element present
            (x, p), (fv, _) = vals
            return (x if p is None else np.where(p, x, fv)), None
        args = [self.shaped(x, a.axes, v.axes) for (x, _), a in zip(vals, v.args)]
        pres = [None if p is None else self.shaped(p, a.axes, v.axes)
                for (_, p), a in zip(vals, v.args)]
        if op == "select":  # absent where c is, else where the branch c picks is
            picked = None if pres[1] is None and pres[2] is None else np.where(
                args[0], True if pres[1] is None else pres[1],
                True if pres[2] is None else pres[2])
            present = _and(pres[0], picked)
            if v.uid in self.hidden:  # the mask's hidden elements: absent, not the fill
                shown = np.logical_not(args[0]) if self.hidden[v.uid] else np.asarray(args[0])
                present = _and(present, np.broadcast_to(shown, self.shape(v.axes)))
        else:
            present = None
            for p in pres:
                present = _and(present, p)
        if present is not None:
            present = np.broadcast_to(present, self.shape(v.axes))
        return self.elementwise(v, args), present

    def elementwise(self, v: Value, args):
        op, dt = v.op, v.dtype
        if op == "cast":
            return _cast(args[0], v.args[0].dtype, dt)
        if op in ir.COMPARE_OPS:
            return getattr(np, {"lt": "less", "le": "less_equal", "gt": "greater",
                                "ge": "greater_equal", "eq": "equal", "ne": "not_equal"}[op])(*args)
        if op == "select":
            return np.where(args[0], args[1], args[2])
        if dt == DType.bool:
            return {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[op](*args)
        if dt.is_int:
            return int_op(op, dt, *args)
        with np.errstate(all="ignore"):
            r = _MATH[op](*args)
        return round_to(r, dt) if dt in (DType.f16, DType.bf16) else r

    def gather(self, v: Value):
        """A load through integer subscripts; an element whose subscript falls outside the
        tensor in any dimension (or is itself absent) is absent and reads nothing."""
        t = self.k.param(v.attr("tensor"))
        present = np.ones(self.shape(v.axes), bool)
        where = []
        for a, dim in zip(v.args, t.shape):
            x, p = self.spread(a, v.axes)
            ok = (x >= 0) & (x < self.dim(dim))
            present &= ok if p is None else ok & p
            where.append(x)
        where = [np.where(present, x, 0) for x in where]
        data = self.tensors[t.name][tuple(where)]
        return np.where(present, data, 0), present

    def reduce(self, v: Value):
        kind, axis = v.attrs
        x, p = self.value(v.args[0])
        dt = v.dtype
        if p is not None:  # absent elements are skipped: they count as the identity
            if dt.is_float:
                ident = {"sum": 0.0, "max": -np.inf, "min": np.inf}[kind]
            else:
                lo, hi = (-2 ** 31, 2 ** 31 - 1) if dt.is_signed else (0, 2 ** 32 - 1)
                ident = {"sum": 0, "max": lo, "min": hi}[kind]
            x = np.where(p, x, ident)
        fn = {"sum": np.sum, "max": np.max, "min": np.min}[kind]
        r = fn(x, axis=v.args[0].axes.index(axis))
        if dt.is_int:
            return wrap(r, dt)
        return round_to(r, dt) if dt != DType.f32 else r


def _product(spec: str, a: tuple, b: tuple) -> np.ndarray:
    """einsum(spec) of two (value, presence) operands, skipping the terms an absent element is
    in: a term absent in one operand adds nothing even where the other holds a NaN or an
    infinity (a zero in its place would make 0 * NaN = NaN). IEEE for the present terms: a sum
    with a NaN term, or with both infinities, is NaN; else one with an infinite term is it."""
    (x, px), (y, py) = a, b
    x, y = np.asarray(x, np.float64), np.asarray(y, np.float64)
    x0 = x if px is None else np.where(px, x, 0.0)
    y0 = y if py is None else np.where(py, y, 0.0)
    if (px is None and py is None) or (np.isfinite(x0).all() and np.isfinite(y0).all()):
        return np.einsum(spec, x0, y0)  # nothing absent, or zero stands in exactly
    px = np.ones(x.shape, bool) if px is None else np.broadcast_to(px, x.shape)
    py = np.ones(y.shape, bool) if py is None else np.broadcast_to(py, y.shape)
    fin = np.einsum(spec, np.where(np.isfinite(x0), x0, 0.0), np.where(np.isfinite(y0), y0, 0.0))

    def count(p, q):  # present terms with x in class p and y in class q
        return np.einsum(spec, p.astype(np.float64), q.astype(np.float64)) > 0

    def classes(z, pz):
        with np.errstate(invalid="ignore"):
            return dict(nan=np.isnan(z) & pz, zero=(z == 0) & pz, pinf=(z == np.inf) & pz,
                        ninf=(z == -np.inf) & pz, pos=(z > 0) & pz, neg=(z < 0) & pz, any=pz)
    X, Y = classes(x, px), classes(y, py)
    inf = lambda c: c["pinf"] | c["ninf"]  # noqa: E731
    nan = (count(X["nan"], Y["any"]) | count(X["any"], Y["nan"])
           | count(X["zero"], inf(Y)) | count(inf(X), Y["zero"]))
    pinf = (count(X["pinf"], Y["pos"]) | count(X["ninf"], Y["neg"])
            | count(X["pos"], Y["pinf"]) | count(X["neg"], Y["ninf"]))
    ninf = (count(X["pinf"], Y["neg"]) | count(X["ninf"], Y["pos"])
            | count(X["pos"], Y["ninf"]) | count(X["neg"], Y["pinf"]))
    out = np.where(pinf, np.inf, np.where(ninf, -np.inf, fin))
    return np.where(nan | (pinf & ninf), np.nan, out)


_erf = np.vectorize(math.erf, otypes=[np.float64])


def _max(a, b):
    """The language's max: NaN if either is NaN (as torch.maximum, and as a reduction's max
    here, so a looped max does not depend on the chunk size), and +0 above -0 (as PTX's max,
    PTX ISA "max": "+0.0 > -0.0"). _max(nan, 1.0) is nan; _max(-0.0, 0.0) is +0.0."""
    r = np.maximum(a, b)
    zero = (a == 0) & (b == 0)
    return np.where(zero, np.where(np.signbit(a) & np.signbit(b), -0.0, 0.0), r)


def _min(a, b):
    """min as _max: NaN propagates, -0 below +0. _min(0.0, -0.0) is -0.0."""
    r = np.minimum(a, b)
    zero = (a == 0) & (b == 0)
    return np.where(zero, np.where(np.signbit(a) | np.signbit(b), -0.0, 0.0), r)


_MATH = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide,
    "min": _min, "max": _max, "neg": np.negative, "abs": np.abs,
    "exp": np.exp, "exp2": np.exp2, "log": np.log, "sqrt": np.sqrt,
    "rsqrt": lambda x: 1.0 / np.sqrt(x), "sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)),
    "tanh": np.tanh, "relu": lambda x: _max(x, 0.0),
    "pow": np.power, "cosh": np.cosh, "erf": _erf, "sin": np.sin, "cos": np.cos,
    "floor": np.floor,
}


def evaluate(k: ir.Kernel, args: dict, sizes: dict[str, int],
             hidden: dict[int, bool] | None = None) -> dict[str, np.ndarray]:
    """The outputs a kernel must produce: {tensor: array in the tensor's storage dtype}.

    An output starts as NaN (elements no store writes stay so), except a tensor updated in place,
    which starts as its input. hidden: the masks read as hiding (`_Eval`)."""
    e = _Eval(k, args, sizes, hidden)
    e.run()
    out = {}
    for name, x in e.outputs.items():
        out[name] = to_storage(x, k.param(name).dtype)
    return out


def _segment_windows(k: ir.Kernel, e: _Eval):
    """For a kernel with segmented axes (kgen.tile.ir.Segment), the windows its programs
    cover, one per index of the axes choosing segments: {axis: slice}, the segment's rows
    [cu[b], cu[b + 1]) clamped to the dimension as the kernel clamps them (the launch has
    checked the offsets already); windows with an empty segment of a grid axis left out
    (their programs store nothing: every store indexes the grid's axes); a loop's empty
    segment walks nothing."""
    by = sorted({a.segment.by for a in k.segments})
    for idx in itertools.product(*(range(e.dim(k.axis(b).dim)) for b in by)):
        window = {b: slice(i, i + 1) for b, i in zip(by, idx)}
        for a in k.segments:
            cu, i = e.tensors[a.segment.tensor], window[a.segment.by].start
            n = e.dim(a.dim)
            hi = min(max(int(cu[i + 1]), 0), n)
            lo = min(max(int(cu[i]), 0), hi)
            window[a.name] = slice(lo, hi)
        if all(window[a.name].stop > window[a.name].start for a in k.segments
               if a.kind == "grid"):
            yield window
