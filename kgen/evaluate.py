"""A float64 evaluator of the kernel language: the reference `kgen run` checks any kernel against.

It runs the tile IR directly on whole NumPy arrays, with none of the scheduler's or emitters'
decisions: every axis spans its whole dimension (a loop variable one chunk at a time), broadcasting
is by axis name, f32 math is done in float64 (so the kernel is compared with the exact answer,
not with another f32 computation), results of f16/bf16 ops are rounded to that dtype as the
language says, and i32 arithmetic wraps at 32 bits.
"""

from __future__ import annotations

import numpy as np

from . import ir
from .errors import CheckError
from .ir import DType, Value


def round_to(x: np.ndarray, dt: DType) -> np.ndarray:
    """Rounds float64 values to the precision of dt (nearest even), returned as float64."""
    if dt == DType.f32:
        return np.asarray(x, np.float64).astype(np.float32).astype(np.float64)
    if dt == DType.f16:
        return np.asarray(x, np.float64).astype(np.float32).astype(np.float16).astype(np.float64)
    if dt == DType.bf16:
        return bf16_to_f64(f64_to_bf16(x))
    if dt == DType.i32:
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
    """A tensor as the evaluator computes with it: float64 (bf16 from its uint16 bits), int64."""
    if dt == DType.bf16:
        return bf16_to_f64(a)
    if dt == DType.i32:
        return np.asarray(a).astype(np.int64)
    return np.asarray(a, np.float64)


def to_storage(x: np.ndarray, dt: DType) -> np.ndarray:
    if dt == DType.bf16:
        return f64_to_bf16(x)
    if dt == DType.f16:
        return np.asarray(x).astype(np.float32).astype(np.float16)
    if dt == DType.i32:
        return np.asarray(x).astype(np.int64).astype(np.int32)
    return np.asarray(x).astype(np.float32)


def _wrap32(x: np.ndarray) -> np.ndarray:
    return ((np.asarray(x, np.int64) + 2 ** 31) % 2 ** 32) - 2 ** 31


class _Eval:
    def __init__(self, k: ir.Kernel, args: dict, sizes: dict[str, int]):
        self.k = k
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
        self.slices: dict[str, slice] = {}   # loop variables: the current chunk
        self.env: dict[str, np.ndarray] = {}  # carried values by name
        self.memo: dict[int, np.ndarray] = {}

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

    def shaped(self, x: np.ndarray, axes, to_axes) -> np.ndarray:
        """x (dims in `axes` order) with size-1 dims inserted so it broadcasts over to_axes."""
        shape = [x.shape[axes.index(a)] if a in axes else 1 for a in to_axes]
        return np.asarray(x).reshape(shape)

    # -- statements

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
            self.outputs[s.tensor] = np.full(tuple(self.dim(d) for d in t.shape), np.nan)
        x = self.value(s.value)
        canon = s.value.axes
        full = tuple(a for a in self.k.axes if a.name in s.axes)
        order = [a.name for a in full]
        x = np.broadcast_to(self.shaped(x, canon, order),
                            tuple(self.extent(a).stop - self.extent(a).start for a in order))
        perm = [order.index(a) for a in s.axes]
        self.outputs[s.tensor][tuple(self.extent(a) for a in s.axes)] = np.transpose(x, perm)

    def loop(self, s: ir.Loop) -> None:
        for (name, init) in s.carried:
            self.env[name] = self.value(init)
        n = self.dim(self.k.axis(s.var).dim)
        step = self.k.axis(s.var).size
        for c in range(0, n, step):
            self.slices[s.var] = slice(c, min(c + step, n))
            self.memo = {}
            self.block(s.body)
            nxt = [self.value(y) for y in s.yields]
            for (name, _), v in zip(s.carried, nxt):
                self.env[name] = v
        self.slices.pop(s.var, None)
        self.memo = {}
        for (name, _), r in zip(s.carried, s.results):
            self.memo[r.uid] = self.env[name]

    # -- values

    def value(self, v: Value) -> np.ndarray:
        if v.uid in self.memo:
            return self.memo[v.uid]
        out = self.compute(v)
        self.memo[v.uid] = out
        return out

    def compute(self, v: Value) -> np.ndarray:
        op, dt = v.op, v.dtype
        if op == "const":  # a literal has its dtype's value: 0.1 in bf16 is 0.10009765625
            c = np.full(tuple(self.extent(a).stop - self.extent(a).start for a in v.axes),
                        v.attrs[0], np.float64 if dt.is_float else np.int64)
            return round_to(c, dt) if dt in (DType.f16, DType.bf16) else c
        if op == "scalar":
            c = np.asarray(self.scalars[v.attrs[0]], np.float64 if dt.is_float else np.int64)
            return round_to(c, dt) if dt in (DType.f16, DType.bf16) else c
        if op == "dim":
            return np.asarray(self.sizes[v.attrs[0]], np.int64)
        if op == "carried":
            return self.env[v.attrs[0]]
        if op == "load":
            name, axes = v.attrs
            data = self.tensors[name][tuple(self.extent(a) for a in axes)]
            return np.transpose(data, [list(axes).index(a) for a in v.axes])
        if op == "reduce":
            kind, axis = v.attrs
            x = self.value(v.args[0])
            fn = {"sum": np.sum, "max": np.max, "min": np.min}[kind]
            r = fn(x, axis=v.args[0].axes.index(axis))
            return round_to(r, dt) if dt != DType.f32 else r
        if op == "matmul":  # exact products of 16-bit inputs, summed in float64
            (k,) = v.attrs
            x, y = (self.value(a) for a in v.args)
            (xa, ya) = (v.args[0].axes, v.args[1].axes)
            letters = {ax: chr(97 + i) for i, ax in enumerate({*xa, *ya})}
            spec = (f"{''.join(letters[a] for a in xa)},{''.join(letters[a] for a in ya)}->"
                    f"{''.join(letters[a] for a in v.axes)}")
            return np.einsum(spec, np.asarray(x, np.float64), np.asarray(y, np.float64))
        args = [self.shaped(self.value(a), a.axes, v.axes) for a in v.args]
        if op == "cast":
            x = args[0]
            if dt == DType.i32:
                return np.trunc(np.nan_to_num(x, nan=0.0)).clip(-2 ** 31, 2 ** 31 - 1).astype(
                    np.int64)
            return round_to(np.asarray(x, np.float64), dt) if dt != DType.f32 else \
                np.asarray(x, np.float64)
        if op in ("lt", "le", "gt", "ge", "eq", "ne"):
            return getattr(np, {"lt": "less", "le": "less_equal", "gt": "greater",
                                "ge": "greater_equal", "eq": "equal", "ne": "not_equal"}[op])(*args)
        if op == "select":
            return np.where(args[0], args[1], args[2])
        with np.errstate(all="ignore"):
            r = _MATH[op](*args)
        if dt == DType.i32:
            return _wrap32(r)
        return round_to(r, dt) if dt in (DType.f16, DType.bf16) else r


_MATH = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide,
    "min": np.fmin, "max": np.fmax, "neg": np.negative, "abs": np.abs,
    "exp": np.exp, "exp2": np.exp2, "log": np.log, "sqrt": np.sqrt,
    "rsqrt": lambda x: 1.0 / np.sqrt(x), "sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)),
    "tanh": np.tanh, "relu": lambda x: np.maximum(x, 0),
}


def evaluate(k: ir.Kernel, args: dict, sizes: dict[str, int]) -> dict[str, np.ndarray]:
    """The outputs a kernel must produce: {tensor: array in the tensor's storage dtype}."""
    e = _Eval(k, args, sizes)
    e.block(k.body)
    out = {}
    for name, x in e.outputs.items():
        out[name] = to_storage(x, k.param(name).dtype)
    return out
