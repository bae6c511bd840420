"""Random valid kgen kernels, compiled for every target and run on the emulator (issue 8).

    python benchmarks/fuzz_programs.py 2000 [--targets sm_80,gfx942] [--seed 1] [--assemble]

A hypothesis strategy (`programs`) builds small kernels from the language's pieces: 1-3 tile axes
(grid tiles of 1, powers of two and odd sizes, `all`, at most one axis walked by `for` with 1-2
carried values), 1-3 input tensors of 1-3 dimensions (f32, some bf16 and i32, dimensions in any
order, so loads and stores may be transposed), an optional index tensor for gathers, affine
subscripts (`n + 1`, `2 * n`, `N - 1 - n`), elementwise float, integer, u32 and bool expressions,
casts, axis indices as values, and reductions over every axis a program sees whole. Sizes are
ragged (1, primes, non-multiples of tiles and vectors) and small: the emulator is slow. A third
of the programs get NaN (and +-inf) planted in their float inputs, as `kgen run --special` does;
carried accumulators may start absent at some elements (`acc = zeros(f32, m) + x[m + 1]`).

Each program either compiles and its emulated outputs match kgen's float64 evaluator, or is
refused with a located diagnostic (a KgenError with a span that is not a CompilerBug). Anything
else is a failure: an internal error (CompilerBug, AssertionError, KeyError, ...), an unlocated
diagnostic, an emulator fault (stale read, race, out of bounds) or a mismatch. The run prints a
table of outcomes per target, with one example of each failure.

The comparison is `kgen run`'s (kgen.tools.run: seeded inputs, the evaluator's written mask, poisoned
outputs, one comparison rule), on kgen's emulator.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from kgen.compiler import compile_source  # noqa: E402
from kgen.errors import CompilerBug, KgenError  # noqa: E402
from kgen.tile.evaluate import from_storage  # noqa: E402
from kgen.tools.run import (evaluate_written, launch_and_check, make_inputs,  # noqa: E402
                      plant_specials)
from kgen.runtime.device import SimDevice  # noqa: E402
from kgen.sim.core import EmulatorError  # noqa: E402
from kgen.source import Source  # noqa: E402

TARGETS = ("sm_80", "sm_90a", "gfx90a", "gfx942")
AXES = ("m", "n", "p")
DIMS = {"m": "M", "n": "N", "p": "P"}
GRID_TILES = (1, 1, 2, 3, 4, 5, 7, 8, 16, 32, 64, 128, 256, 1024)
CHUNKS = (1, 2, 3, 4, 5, 8, 16, 32, 64, 128)
# ragged: 1, primes, one past a power of two (a full chunk, then a partial one), odd
SIZES = (1, 1, 2, 3, 5, 7, 8, 11, 13, 17, 31, 33, 64, 65, 67, 100, 127, 129, 130, 257, 300,
         513)
MAX_ELEMS = 700       # elements of the largest tensor: the emulator is slow
FREE_DIM = "V"        # a dimension no axis walks: only gathers reach it
BIG = 1e6             # float magnitudes stay below this, so that no output overflows


# ---- the generator ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Tensor:
    name: str
    dtype: str            # f32, bf16, i32
    dims: tuple[str, ...]  # dimension symbols: M, N, P or V


@dataclass(frozen=True)
class E:
    """A generated expression: its text, dtype, axes, and what the generator knows about it."""
    text: str
    dtype: str                    # f32, bf16, i32, u32, bool
    axes: frozenset
    absent: bool = False          # may hold absent elements (a gather outside its tensor)
    mag: float = 0.0              # a bound on |value| (floats only)
    lit: bool = False             # a weak literal


@dataclass
class Ctx:
    axes: tuple[str, ...]          # axes usable as values and plain subscripts here
    dim_axis: dict                 # dimension symbol -> the axis that walks it here
    whole: tuple[str, ...]         # axes a reduction may fold here
    extent: dict                   # axis -> size (for magnitude bounds)
    inputs: list
    index: Tensor | None
    lets: list = field(default_factory=list)   # (name, E)
    bound: set = field(default_factory=set)    # axes some plain subscript binds
    counter: list = field(default_factory=lambda: [0])


def _lit_float(draw) -> E:
    v = draw(st.sampled_from((0.5, 2.0, 1.0, -1.5, 3.0, 0.25, -2.0, 0.0)))
    return E(repr(v), "float", frozenset(), mag=abs(v), lit=True)


def _lit_int(draw) -> E:
    v = draw(st.sampled_from((1, 2, 3, 5, 7, 0, 31, 255, 0xFF, -3, 16)))
    text = hex(v) if v == 0xFF else str(v)
    return E(text, "int", frozenset(), lit=True)


def _typed(e: E, dtype: str) -> E:
    """A weak literal meeting dtype."""
    return E(e.text, dtype, e.axes, e.absent, e.mag, True) if e.lit else e


def _subscript(draw, ctx: Ctx, dim: str, allowed: frozenset, pos: int):
    """One subscript for a tensor dimension: (text, axes, plain axis or None, may be outside)."""
    a = ctx.dim_axis.get(dim)
    opts = []
    if a is not None and a in allowed:
        opts += ["bare"] * 6 + ["plus", "minus", "twice", "reverse", "param"]
    opts += ["zero", "last"]
    if ctx.index is not None and ctx.index.dims[0] in ctx.dim_axis and \
            ctx.dim_axis[ctx.index.dims[0]] in allowed:
        opts += ["gather", "gather"]
    kind = draw(st.sampled_from(opts))
    if kind == "bare":
        return a, frozenset({a}), a, False
    if kind == "plus":
        return f"{a} + {draw(st.sampled_from((1, 2, 3)))}", frozenset({a}), None, True
    if kind == "minus":
        return f"{a} - {draw(st.sampled_from((1, 2)))}", frozenset({a}), None, True
    if kind == "twice":
        return draw(st.sampled_from((f"2 * {a}", f"2 * {a} + 1"))), frozenset({a}), None, True
    if kind == "reverse":
        return f"{dim} - 1 - {a}", frozenset({a}), None, False
    if kind == "param":
        return f"{a} + k", frozenset({a}), None, True
    if kind == "zero":
        return "0", frozenset(), None, False
    if kind == "last":
        return f"{dim} - 1", frozenset(), None, False
    b = ctx.dim_axis[ctx.index.dims[0]]
    form = draw(st.sampled_from(("{i} & 7", "{i} % {D}", "{i}", "({i} & 0xFF) % {D}")))
    return form.format(i=f"{ctx.index.name}[{b}]", D=dim), frozenset({b}), None, True


def _load(draw, ctx: Ctx, t: Tensor, allowed: frozenset) -> E:
    subs = [_subscript(draw, ctx, d, allowed, i) for i, d in enumerate(t.dims)]
    plain = all(s[2] is not None for s in subs) and len({s[2] for s in subs}) == len(subs)
    if plain:
        ctx.bound |= {s[2] for s in subs}
    else:  # a bare axis in a gather binds its dimension too (language.md 4)
        ctx.bound |= {s[2] for s in subs if s[2] is not None}
    axes = frozenset().union(*(s[1] for s in subs))
    absent = any(s[3] for s in subs)
    return E(f"{t.name}[{', '.join(s[0] for s in subs)}]", t.dtype, axes, absent,
             mag=5.0 if t.dtype != "i32" else 0.0)


def _leaf(draw, ctx: Ctx, dtype: str, allowed: frozenset) -> E:
    opts = []
    tensors = [t for t in ctx.inputs if t.dtype == dtype]
    if tensors:
        opts += ["load"] * 5
    lets = [(n, e) for n, e in ctx.lets if e.dtype == dtype and e.axes <= allowed]
    if lets:
        opts += ["let"] * 3
    opts += ["lit"]
    if dtype == "f32":
        opts += ["scalar", "axis_f"] + (["dim"] if ctx.axes else [])
    if dtype == "i32":
        opts += ["axis", "axis", "dim", "param"]
    kind = draw(st.sampled_from(opts))
    if kind == "load":
        return _load(draw, ctx, draw(st.sampled_from(tensors)), allowed)
    if kind == "let":
        name, e = draw(st.sampled_from(lets))
        return E(name, e.dtype, e.axes, e.absent, e.mag)
    if kind == "scalar":
        return E("s", "f32", frozenset(), mag=2.0)
    if kind == "param":
        return E("k", "i32", frozenset())
    axes = [a for a in ctx.axes if a in allowed]
    if kind in ("axis", "axis_f") and axes:
        a = draw(st.sampled_from(axes))
        if kind == "axis":
            return E(a, "i32", frozenset({a}))
        return E(f"f32({a})", "f32", frozenset({a}), mag=float(ctx.extent[a]))
    if kind == "dim":
        d = draw(st.sampled_from(sorted(ctx.dim_axis)))
        ext = max(ctx.extent.values())
        return E(d if dtype == "i32" else f"f32({d})", dtype, frozenset(), mag=float(ext))
    if dtype in ("f32", "bf16"):
        return _typed(_lit_float(draw), dtype)
    return _typed(_lit_int(draw), dtype)


def _need(draw, ctx: Ctx, e: E, a: str, allowed: frozenset) -> E:
    """e, made to vary along axis a (a reduction needs it): e + a load that has a."""
    if a in e.axes:
        return e
    for t in draw(st.permutations(ctx.inputs)):
        dims = [d for d in t.dims if ctx.dim_axis.get(d) == a]
        if not dims:
            continue
        x = _load(draw, ctx, t, allowed)
        if a not in x.axes:
            continue
        x = _convert(x, e.dtype)
        return E(f"({e.text} + {x.text})", e.dtype, e.axes | x.axes, e.absent or x.absent,
                 e.mag + x.mag)
    ix = E(a, "i32", frozenset({a}))
    x = _convert(ix, e.dtype, ctx.extent[a])
    return E(f"({e.text} + {x.text})", e.dtype, e.axes | x.axes, e.absent, e.mag + x.mag)


def _convert(e: E, dtype: str, mag: float = 5.0) -> E:
    if e.dtype == dtype:
        return e
    m = e.mag if e.dtype in ("f32", "bf16") else mag
    if dtype == "i32" and e.dtype in ("f32", "bf16"):
        return E(f"i32({e.text})", "i32", e.axes, e.absent)
    return E(f"{dtype}({e.text})", dtype, e.axes, e.absent, m)


def gen(draw, ctx: Ctx, dtype: str, allowed: frozenset, depth: int) -> E:
    """An expression of dtype (f32, bf16, i32, bool) over axes within `allowed`."""
    if dtype == "bool":
        return _bool(draw, ctx, allowed, depth)
    if depth <= 0:
        return _leaf(draw, ctx, dtype, allowed)
    kind = draw(st.sampled_from(("leaf", "leaf", "bin", "bin", "bin", "un", "where", "red",
                                 "cast")))
    if kind == "leaf":
        return _leaf(draw, ctx, dtype, allowed)
    if kind == "red":
        return _reduce(draw, ctx, dtype, allowed, depth)
    if kind == "where":
        c = _bool(draw, ctx, allowed, depth - 1)
        a = gen(draw, ctx, dtype, allowed, depth - 1)
        b = gen(draw, ctx, dtype, allowed, depth - 1)
        if a.lit and b.lit:
            b = _leaf(draw, ctx, dtype, allowed)
            if b.lit:
                b = E(f"{dtype}(k)", dtype, frozenset(), mag=10.0)
        f = draw(st.sampled_from(("where", "select")))
        return E(f"{f}({c.text}, {a.text}, {b.text})", dtype, a.axes | b.axes | c.axes,
                 a.absent or b.absent or c.absent, max(a.mag, b.mag))
    if kind == "cast":
        src = draw(st.sampled_from({"f32": ("i32", "bf16"), "bf16": ("f32",),
                                    "i32": ("f32", "u32")}[dtype]))
        if src == "u32":
            return _u32(draw, ctx, allowed, depth - 1, to_i32=True)
        x = gen(draw, ctx, src, allowed, depth - 1)
        if x.lit:
            return _typed(x, dtype) if dtype != "i32" or x.dtype == "int" else \
                _leaf(draw, ctx, dtype, allowed)
        if dtype == "i32" and src == "f32":
            x = E(f"{x.text} * 3.0", "f32", x.axes, x.absent, x.mag * 3)
        return _convert(x, dtype, 1e9)
    if kind == "un":
        return _unary(draw, ctx, dtype, allowed, depth)
    return _binary(draw, ctx, dtype, allowed, depth)


def _unary(draw, ctx: Ctx, dtype: str, allowed: frozenset, depth: int) -> E:
    x = gen(draw, ctx, dtype, allowed, depth - 1)
    if x.lit:
        x = _leaf(draw, ctx, dtype, allowed)
        if x.lit:
            return x
    t = x.text
    if dtype == "i32":
        f = draw(st.sampled_from(("neg", "abs")))
        return E(f"-{t}" if f == "neg" else f"abs({t})", dtype, x.axes, x.absent)
    ops = ["neg", "abs", "exp", "expneg", "relu", "tanh", "sigmoid", "sqrtabs", "floor", "sin",
           "cos", "erf", "cosh", "square", "powabs"]
    f = draw(st.sampled_from(ops))
    if f in ("exp", "cosh") and x.mag > 20:
        f = "expneg"
    if f in ("square", "powabs") and x.mag > 1e3:
        f = "abs"
    if f in ("sin", "cos") and x.mag > 20:  # f32's error in a large argument is the result's
        f = "tanh"
    text, mag = {
        "neg": (f"-{t}", x.mag), "abs": (f"abs({t})", x.mag), "relu": (f"relu({t})", x.mag),
        "exp": (f"exp({t})", float(np.exp(min(x.mag, 20)))),
        "expneg": (f"exp(-abs({t}))", 1.0), "tanh": (f"tanh({t})", 1.0),
        "sigmoid": (f"sigmoid({t})", 1.0), "sqrtabs": (f"sqrt(abs({t}))", x.mag ** 0.5),
        "floor": (f"floor({t})", x.mag + 1), "sin": (f"sin({t})", 1.0),
        "cos": (f"cos({t})", 1.0), "erf": (f"erf({t})", 1.0),
        "cosh": (f"cosh({t})", float(np.cosh(min(x.mag, 20)))),
        "square": (f"pow({t}, 2.0)", x.mag ** 2),
        "powabs": (f"pow(abs({t}) + 0.5, 1.5)", (x.mag + 0.5) ** 1.5)}[f]
    return E(text, dtype, x.axes, x.absent, mag)


INT_OPS = ("+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "min", "max", "mulhi")


def _binary(draw, ctx: Ctx, dtype: str, allowed: frozenset, depth: int) -> E:
    a = gen(draw, ctx, dtype, allowed, depth - 1)
    b = gen(draw, ctx, dtype, allowed, depth - 1)
    if a.lit and b.lit:
        a = _leaf(draw, ctx, dtype, allowed)
        if a.lit:
            a = _load_or_axis(draw, ctx, dtype, allowed)
    axes, absent = a.axes | b.axes, a.absent or b.absent
    if dtype == "i32":
        op = draw(st.sampled_from(INT_OPS))
        text = f"{op}({a.text}, {b.text})" if op in ("min", "max", "mulhi") else \
            f"({a.text} {op} {b.text})"
        return E(text, dtype, axes, absent)
    op = draw(st.sampled_from(("+", "-", "*", "/", "min", "max", "+", "*")))
    if op == "*" and a.mag * b.mag > BIG:
        op = "+"
    if op in ("min", "max"):
        return E(f"{op}({a.text}, {b.text})", dtype, axes, absent, max(a.mag, b.mag))
    if op == "/":
        if b.lit and b.text in ("0.0",):
            b = E("2.0", dtype, frozenset(), mag=2.0, lit=True)
        if b.lit:
            return E(f"({a.text} / {b.text})", dtype, axes, absent, a.mag * 4)
        return E(f"({a.text} / (abs({b.text}) + 1.0))", dtype, axes, absent, a.mag)
    mag = a.mag * b.mag if op == "*" else a.mag + b.mag
    return E(f"({a.text} {op} {b.text})", dtype, axes, absent, mag)


def _load_or_axis(draw, ctx: Ctx, dtype: str, allowed: frozenset) -> E:
    """A non-literal of dtype: a load if one exists, else a cast of an axis index or a scalar."""
    tensors = [t for t in ctx.inputs if t.dtype == dtype]
    if tensors:
        return _load(draw, ctx, draw(st.sampled_from(tensors)), allowed)
    if dtype == "i32":
        return E("k", "i32", frozenset())
    if dtype == "f32":
        return E("s", "f32", frozenset(), mag=2.0)
    return E("bf16(s)", dtype, frozenset(), mag=2.0)


def _bool(draw, ctx: Ctx, allowed: frozenset, depth: int) -> E:
    kind = draw(st.sampled_from(("cmp", "cmp", "cmp", "logic")))
    if kind == "logic" and depth > 0:
        a = _bool(draw, ctx, allowed, depth - 1)
        b = _bool(draw, ctx, allowed, depth - 1)
        op = draw(st.sampled_from(("&", "|", "^")))
        return E(f"({a.text}) {op} ({b.text})", "bool", a.axes | b.axes, a.absent or b.absent)
    dt = draw(st.sampled_from(("f32", "f32", "i32", "i32", "bf16")))
    a = gen(draw, ctx, dt, allowed, max(depth - 1, 0))
    if a.lit:
        a = _load_or_axis(draw, ctx, dt, allowed)
    b = gen(draw, ctx, dt, allowed, max(depth - 1, 0))
    op = draw(st.sampled_from(("<", "<=", ">", ">=", "==", "!=")))
    return E(f"{a.text} {op} {b.text}", "bool", a.axes | b.axes, a.absent or b.absent)


def _u32(draw, ctx: Ctx, allowed: frozenset, depth: int, to_i32: bool) -> E:
    """An i32 computed through u32: i32(u32(x) op ...)."""
    x = gen(draw, ctx, "i32", allowed, max(depth, 0))
    if x.lit:
        x = _load_or_axis(draw, ctx, "i32", allowed)
    op = draw(st.sampled_from(("*", ">>", "/", "%", "+", "mulhi", "^")))
    rhs = draw(st.sampled_from(("0x9E3779B9", "3", "7", "u32(k)", "16")))
    u = f"mulhi(u32({x.text}), {rhs})" if op == "mulhi" else f"(u32({x.text}) {op} {rhs})"
    return E(f"i32({u})", "i32", x.axes, x.absent)


def _reduce(draw, ctx: Ctx, dtype: str, allowed: frozenset, depth: int) -> E:
    if dtype == "bf16" or not ctx.whole:  # reductions of bf16 accumulate in f32: keep it simple
        return _binary(draw, ctx, dtype, allowed, depth)
    a = draw(st.sampled_from(ctx.whole))
    inner = _need(draw, ctx, gen(draw, ctx, dtype, allowed | {a}, depth - 1), a, allowed | {a})
    f = draw(st.sampled_from(("sum", "sum", "max", "min")))
    text = f"{f}({inner.text}, axis={a})"
    mag = inner.mag * ctx.extent[a] if f == "sum" else inner.mag
    if f != "sum" and inner.absent and dtype != "i32":
        # an all-absent max is -inf (its identity): keep outputs finite
        text = f"{'max' if f == 'max' else 'min'}({text}, {'-' if f == 'max' else ''}1000.0)"
        mag = max(mag, 1000.0)
    return E(text, dtype, inner.axes - {a}, False, mag)


# ---- programs -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Program:
    source: str
    sizes: dict
    # A program the checker must refuse: a substring of the diagnostic, and the source without
    # the statement that draws it (a refusal of that source too is the program's own).
    refusal: str = ""
    base: str = ""
    # Values planted in every float input (kgen.tools.run.plant_specials: 1/64 of the elements each),
    # as `kgen run --special` does: NaN and infinities must flow as docs/language.md says.
    specials: tuple = ()


def _name(ctx: Ctx, prefix: str) -> str:
    ctx.counter[0] += 1
    return f"{prefix}{ctx.counter[0]}"


def _absent_init(draw, ctx: Ctx, dt: str, cax: list) -> str | None:
    """An initial value of a carried accumulator over the axes cax that is absent at some of its
    elements: an input loaded one past its axis (`acc = x1[m + 1]` is absent at the last row),
    broadcast to cax by adding zeros. The presence must last through the loop (docs/language.md,
    "A loop-carried value is present where its initial value is"). None: no input fits."""
    fits = [t for t in ctx.inputs if t.dtype == dt and t.dims and
            all(ctx.dim_axis.get(d) in cax for d in t.dims)]
    if not fits:
        return None
    t = draw(st.sampled_from(fits))
    subs = [ctx.dim_axis[d] for d in t.dims]
    i = draw(st.integers(0, len(subs) - 1))
    subs[i] = f"{subs[i]} + {draw(st.sampled_from((1, 2)))}"
    ctx.bound |= {ctx.dim_axis[d] for d in t.dims}
    return f"zeros({dt}{''.join(', ' + a for a in cax)}) + {t.name}[{', '.join(subs)}]"


@st.composite
def programs(draw) -> Program:
    n_axes = draw(st.integers(1, 3))
    axes = AXES[:n_axes]
    kinds = {a: draw(st.sampled_from(("grid", "grid", "all"))) for a in axes}
    tiles = {a: draw(st.sampled_from(GRID_TILES)) for a in axes if kinds[a] == "grid"}
    walked = None
    if n_axes > 1 and draw(st.booleans()):
        walked = draw(st.sampled_from(axes))
        kinds[walked] = "range"
        tiles[walked] = draw(st.sampled_from(CHUNKS))
    # sizes: the product of every dimension stays within MAX_ELEMS
    sizes, budget = {}, MAX_ELEMS
    for a in axes:
        v = draw(st.sampled_from([s for s in SIZES if s <= budget]))
        sizes[DIMS[a]] = v
        budget //= v
    var = walked + walked if walked else None
    live = tuple(a for a in axes if a != walked)
    extent = {a: sizes[DIMS[a]] for a in axes}
    if walked:
        extent[var] = extent[walked]

    # input tensors: the first covers every axis (in any order), so that every axis is bound
    dtypes = ("f32", "f32", "f32", "bf16", "i32")
    inputs = [Tensor("x", draw(st.sampled_from(("f32", "f32", "bf16", "i32"))),
                     tuple(DIMS[a] for a in draw(st.permutations(axes))))]
    for name in ("y", "z")[:draw(st.integers(0, 2))]:
        sub = draw(st.lists(st.sampled_from(axes), min_size=1, max_size=n_axes, unique=True))
        dims = tuple(DIMS[a] for a in sub)
        if draw(st.integers(0, 5)) == 0:
            dims = (FREE_DIM,) + dims[:2]
            sizes[FREE_DIM] = draw(st.sampled_from((1, 3, 8, 10)))
        inputs.append(Tensor(name, draw(st.sampled_from(dtypes)), dims))
    if not any(t.dtype == "f32" for t in inputs) and draw(st.booleans()):
        inputs.append(Tensor("w", "f32", (DIMS[draw(st.sampled_from(axes))],)))
    index = None
    if draw(st.integers(0, 3)) == 0:
        index = Tensor("ix", "i32", (DIMS[draw(st.sampled_from(live))],))

    dim_axis = {DIMS[a]: a for a in live}
    whole = tuple(a for a in live if kinds[a] == "all")
    ctx = Ctx(live, dim_axis, whole, extent, inputs, index)
    body: list[str] = []
    outputs: list[Tensor] = []
    inplace: list[Tensor] = []
    grid = [a for a in live if kinds[a] == "grid"]
    stored: list = []   # (ctx, indent, tensor, subscripts, axis order) of each store

    def let(c: Ctx, indent: str, allowed: frozenset):
        dt = draw(st.sampled_from(("f32", "f32", "i32", "bf16")))
        e = gen(draw, c, dt, allowed, draw(st.integers(1, 3)))
        if e.lit:
            e = _load_or_axis(draw, c, dt, allowed)
        name = _name(c, "t")
        body.append(f"{indent}{name} = {e.text}")
        c.lets.append((name, e))

    def store(c: Ctx, indent: str, store_axes: tuple[str, ...]):
        """A store over store_axes (every grid axis among them), plain, transposed or affine."""
        order = list(draw(st.permutations(store_axes)))
        dt = draw(st.sampled_from(("f32", "f32", "f32", "i32", "bf16")))
        e = gen(draw, c, dt, frozenset(order), draw(st.integers(1, 4)))
        if e.lit:
            e = _load_or_axis(draw, c, dt, frozenset(order))
        subs, dims = [], []
        for ax in order:
            d = DIMS.get(ax) or DIMS[ax[0]]
            form = draw(st.sampled_from(("bare",) * 6 + ("plus", "reverse", "twice")))
            if form == "twice":
                dims.append("Q")
                sizes.setdefault("Q", draw(st.sampled_from((1, 2, 5, 9, 20))))
                subs.append(f"2 * {ax} + 1")
                continue
            dims.append(d)
            subs.append({"bare": ax, "plus": f"{ax} + 1", "reverse": f"{d} - 1 - {ax}"}[form])
            c.bound.add(ax) if form == "bare" else None
        t = Tensor(_name(c, "out"), dt, tuple(dims))
        outputs.append(t)
        body.append(f"{indent}{t.name}[{', '.join(subs)}] = {e.text}")
        stored.append((c, indent, t, subs, order))

    def store_again(c: Ctx, indent: str, t: Tensor, subs: list[str], order: list[str]):
        """A second store to t: the same subscripts (program order decides: accepted), or one
        subscript shifted so that the two stores can write one element (refused)."""
        e = gen(draw, c, t.dtype, frozenset(order), draw(st.integers(1, 2)))
        if e.lit:
            e = _load_or_axis(draw, c, t.dtype, frozenset(order))
        if draw(st.booleans()):
            body.append(f"{indent}{t.name}[{', '.join(subs)}] = {e.text}")
            return ""
        i = draw(st.integers(0, len(subs) - 1))
        # `2 * i + 1` meets `2 * i + 3`, not `2 * i + 2`: shift by the subscript's stride
        shift = 2 if subs[i].startswith("2 * ") else 1
        moved = subs[:i] + [f"{subs[i]} + {shift}"] + subs[i + 1:]
        body.append(f"{indent}{t.name}[{', '.join(moved)}] = {e.text}")
        return f"store to '{t.name}' can write elements the store at"

    for _ in range(draw(st.integers(0, 2))):
        let(ctx, "    ", frozenset(live))
    if walked:
        carried = []
        for _ in range(draw(st.integers(1, 2))):
            dt = draw(st.sampled_from(("f32", "f32", "i32")))
            cax = [a for a in live if draw(st.booleans()) or a in grid]
            name = _name(ctx, "acc")
            init = draw(st.sampled_from(("zeros", "full", "absent")))
            text = f"zeros({dt}{''.join(', ' + a for a in cax)})" if init == "zeros" else \
                f"full({dt}, {'1.0' if dt == 'f32' else '1'}{''.join(', ' + a for a in cax)})"
            if init == "absent":
                text = _absent_init(draw, ctx, dt, cax) or text
            body.append(f"    {name} = {text}")
            carried.append((name, dt, frozenset(cax)))
        body.append(f"    for {var} in {walked} {{")
        inner = Ctx(live + (var,), {**dim_axis, DIMS[walked]: var}, whole + (var,), extent,
                    inputs, index, list(ctx.lets) + [(n, E(n, dt, cax, False, 1e3))
                                                     for n, dt, cax in carried],
                    ctx.bound, ctx.counter)
        for _ in range(draw(st.integers(0, 1))):
            let(inner, "        ", frozenset(inner.axes))
        for name, dt, cax in carried:
            red = draw(st.sampled_from(("sum", "sum", "max", "mix", "online")))
            if red == "online" and dt == "f32" and any(c[1] == "f32" and c[0] != name
                                                       for c in carried):
                # online softmax: rescale the running sum by the change of the running max
                mx = next(c for c in carried if c[1] == "f32" and c[0] != name)
                e = gen(draw, inner, dt, mx[2] | {var}, draw(st.integers(0, 1)))
                e = _need(draw, inner, e, var, mx[2] | {var})
                new = _name(inner, "t")
                body.append(f"        {new} = max({mx[0]}, max({e.text}, axis={var}))")
                body.append(f"        {name} = {name} * exp(min({mx[0]} - {new}, 0.0)) + "
                            f"sum(exp(min({e.text} - {new}, 0.0)), axis={var})")
                body.append(f"        {mx[0]} = {new}")
                continue
            red = "sum" if red == "online" else red
            e = gen(draw, inner, dt, cax | {var}, draw(st.integers(0, 2)))
            e = _need(draw, inner, e, var, cax | {var})
            if red == "sum":
                body.append(f"        {name} += sum({e.text}, axis={var})")
            elif red == "max":
                body.append(f"        {name} = max({name}, max({e.text}, axis={var}))")
            else:
                half = "0.5" if dt == "f32" else "3"
                body.append(f"        {name} = {name} * {half} + sum({e.text}, axis={var})")
        if draw(st.integers(0, 3)) == 0:
            store(inner, "        ", tuple(grid) + (var,))
        if var not in inner.bound:  # the loop variable binds its dimension through a bare use
            name, dt, cax = carried[0]
            t = inputs[0]
            subs = ", ".join(var if d == DIMS[walked] else
                             (dim_axis[d] if dim_axis.get(d) in cax else "0") for d in t.dims)
            x = f"{t.name}[{subs}]" if t.dtype == dt else f"{dt}({t.name}[{subs}])"
            body.append(f"        {name} += sum({x}, axis={var})")
        body.append("    }")
        for name, dt, cax in carried:
            ctx.lets.append((name, E(name, dt, cax, False, 1e5)))
    for _ in range(draw(st.integers(1, 2))):
        extra = [a for a in live if a not in grid and draw(st.booleans())]
        store(ctx, "    ", tuple(grid) + tuple(extra) or live[:1])
    refusal, before = "", None
    if draw(st.integers(0, 3)) == 0:  # a second store to a tensor stored at the top level
        top = [x for x in stored if x[1] == "    "]
        if top:
            before = list(body)
            refusal = store_again(*draw(st.sampled_from(top)))
    if draw(st.integers(0, 7)) == 0:  # an in-place update of a tensor read nowhere else
        ip = tuple(grid) + tuple(a for a in live if a not in grid and draw(st.booleans()))
        ip = tuple(draw(st.permutations(ip or live[:1])))
        e = gen(draw, ctx, "f32", frozenset(ip), draw(st.integers(0, 2)))
        subs = ", ".join(ip)
        t = Tensor("u", "f32", tuple(DIMS[a] for a in ip))
        inplace.append(t)
        ctx.bound |= set(ip)
        body.append(f"    u[{subs}] = u[{subs}] * 0.5 + {e.text}")
    # an axis no plain subscript bound: one more store binds it
    unbound = [a for a in live if a not in ctx.bound]
    if unbound:
        t = inputs[0]
        subs = ", ".join(ctx.dim_axis.get(d, "0") for d in t.dims)
        val = f"{t.name}[{subs}]"
        out = tuple(grid) + tuple(a for a in unbound if a not in grid)
        for a in live:
            if a not in out and any(ctx.dim_axis.get(d) == a for d in t.dims):
                val = f"sum({val}, axis={a})" if a in whole else val
        if all(a in out or a in whole or not any(ctx.dim_axis.get(d) == a for d in t.dims)
               for a in live):
            o = Tensor(_name(ctx, "out"), t.dtype, tuple(DIMS[a] for a in out))
            outputs.append(o)
            body.append(f"    {o.name}[{', '.join(out)}] = {val}")
    params = [f"{t.name}: {t.dtype}[{', '.join(t.dims)}]"
              for t in inputs + ([index] if index else []) + outputs + inplace]
    params += ["s: f32", "k: i32"]
    tile = ", ".join(f"{a}: {'all' if kinds[a] == 'all' else tiles[a]}" for a in axes)

    def source(lines: list[str]) -> str:
        return f"kernel g({', '.join(params)}) {{\n    tile {tile}\n" + "\n".join(lines) + "\n}\n"
    src = source(body)
    # the same program less the refused store (its later statements kept)
    base = source(before + body[len(before) + 1:]) if refusal else ""
    if draw(st.integers(0, 3)) == 0:  # schedules: block size, vector width, persistent programs
        for t in TARGETS:
            opts = []
            if draw(st.booleans()):
                opts.append(f"warps {draw(st.sampled_from((1, 2, 4, 8)))}" if t.startswith("sm")
                            else f"waves {draw(st.sampled_from((1, 2, 4)))}")
            if draw(st.booleans()):
                opts.append(f"vector {draw(st.sampled_from((1, 2, 4)))}")
            if draw(st.integers(0, 2)) == 0:   # programs that loop over tiles: 1 to 3 of them
                opts.append(f"persistent {draw(st.integers(1, 3))}")
            if opts:
                src += f"schedule g on {t} {{ {'; '.join(opts)} }}\n"
    specials = draw(st.sampled_from(((),) * 4 + (("nan",), ("nan", "inf", "-inf"))))
    return Program(src, dict(sizes), refusal, base, specials)


# ---- the harness --------------------------------------------------------------------------------

@dataclass
class Outcome:
    kind: str        # matched, refused, mismatch, internal, unlocated, emulator, evaluator
    key: str         # what kind within the kind: the exception type and message shape
    detail: str = ""


def _shape(msg: str) -> str:
    """A message with its names and numbers blanked, to group outcomes by kind."""
    msg = msg.splitlines()[0] if msg else ""
    msg = re.sub(r"'[^']*'", "'_'", msg)
    msg = re.sub(r"`[^`]*`", "`_`", msg)
    msg = re.sub(r"\b(sm_\w+|gfx\w+)", "TARGET", msg)
    msg = re.sub(r"\w+\[[^\]]*\]", "T[_]", msg)
    return re.sub(r"\d+", "N", msg)[:110]


def _where(e: BaseException) -> str:
    tb = traceback.extract_tb(e.__traceback__)
    last = next((f for f in reversed(tb) if "/kgen/" in f.filename or "/emitters/" in f.filename),
                tb[-1] if tb else None)
    return f"{Path(last.filename).name}:{last.lineno} {last.name}" if last else "?"


def check_program(prog: Program, target: str, *, assemble: bool = False,
                  seed: int = 0) -> Outcome:
    """Compiles prog for target, runs it on the emulator and compares it with the evaluator,
    the way `kgen run` does (kgen.tools.run: make_inputs, evaluate_written, launch_and_check)."""
    src = Source("gen.kgen", prog.source)
    try:
        c = compile_source(src, target, stop="bin" if assemble else "asm")
    except CompilerBug as e:
        return Outcome("internal", f"CompilerBug: {_shape(e.message)}", e.render(src))
    except KgenError as e:
        if e.span is None:
            return Outcome("unlocated", f"{type(e).__name__}: {_shape(e.message)}", e.render(src))
        if prog.refusal and prog.refusal not in e.message and \
                check_program(Program(prog.base, prog.sizes), target).kind != "refused":
            return Outcome("wrong refusal", f"{type(e).__name__}: {_shape(e.message)}",
                           f"expected: {prog.refusal}\n{e.render(src)}")
        return Outcome("refused", f"{type(e).__name__}: {_shape(e.message)}", e.render(src))
    except Exception as e:  # noqa: BLE001 - every other exception is an internal error
        return Outcome("internal", f"{type(e).__name__} at {_where(e)}", _trace(e))
    if prog.refusal:
        return Outcome("accepted", "a program kgen must refuse compiled",
                       f"expected: {prog.refusal}")
    dev = SimDevice()
    for k, fn in zip(c.kernels, c.functions):
        try:
            inputs = make_inputs(k, prog.sizes, seed)
            if prog.specials:
                inputs = plant_specials(k, inputs, prog.specials, seed)
            want = evaluate_written(k, inputs, prog.sizes)
        except Exception as e:  # noqa: BLE001
            return Outcome("evaluator", f"{type(e).__name__} at {_where(e)}", _trace(e))
        if not prog.specials:
            for name, (w, written) in want.items():
                # the generator keeps values finite unless it planted NaN or infinities
                x = from_storage(w, k.param(name).dtype)
                if not np.isfinite(x if written is None else x[written]).all():
                    return Outcome("generator", "non-finite expected output", name)
        try:
            _, checks = launch_and_check(dev, c, fn, k, inputs, prog.sizes, want)
        except EmulatorError as e:
            return Outcome("emulator", f"{type(e).__name__}: {_shape(str(e))}", str(e)[:2000])
        except Exception as e:  # noqa: BLE001
            return Outcome("internal", f"{type(e).__name__} at {_where(e)} (running)", _trace(e))
        for chk in checks:
            if not chk.ok:
                return Outcome("mismatch", f"{chk.dtype} output",
                               f"{chk.name}: {chk.bad}/{chk.total} bad, worst at {chk.worst}: got "
                               f"{chk.got_at_worst}, want {chk.want_at_worst}")
    return Outcome("matched", "")


def _trace(e: BaseException) -> str:
    return "".join(traceback.format_exception(e))[-3000:]


# ---- the long run -------------------------------------------------------------------------------

FAILURES = ("mismatch", "internal", "unlocated", "emulator", "evaluator")


def fuzz(n: int, targets=TARGETS, seed: int = 0, assemble: bool = False, log=None,
         on_failure=None, one_target: bool = False, keep: int = 1) -> dict:
    """Runs n generated programs on every target (or, with one_target, each on the next target
    in turn); returns {target: Counter((kind, key))}, `keep` examples per failure key and one
    per refusal key."""
    from hypothesis import HealthCheck, Phase, given, settings

    table: dict = {t: Counter() for t in targets}
    examples: dict = {}
    refusals: dict = {}
    count = [0]
    slowest = [(0.0, None, None)]
    t0 = time.time()

    @settings(max_examples=n, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), derandomize=False)
    @given(programs())
    def one(prog):
        count[0] += 1
        for t in (targets[count[0] % len(targets)],) if one_target else targets:
            t1 = time.time()
            out = check_program(prog, t, assemble=assemble, seed=seed)
            took = time.time() - t1
            if took > slowest[0][0]:
                slowest[0] = (took, t, prog)
            table[t][(out.kind, out.key)] += 1
            key = (out.kind, out.key)
            if out.kind in FAILURES + ("generator",) and len(examples.get(key, ())) < keep:
                examples.setdefault(key, []).append((t, prog, out))
                if on_failure:
                    on_failure(t, prog, out)
            elif out.kind == "refused" and key not in refusals:
                refusals[key] = (t, prog, out)
        if log and count[0] % 25 == 0:
            log(f"{count[0]} programs, {time.time() - t0:.0f} s")

    import hypothesis
    hypothesis.seed(seed)(one)()
    return {"table": table, "examples": examples, "refusals": refusals, "programs": count[0],
            "seconds": time.time() - t0, "slowest": slowest[0]}


def report(res: dict, show_refused: bool = False) -> str:
    table, examples = res["table"], res["examples"]
    targets = list(table)
    lines = [f"{res['programs']} programs x {len(targets)} targets in {res['seconds']:.0f} s", ""]
    lines.append(f"{'outcome':<14}" + "".join(f"{t:>9}" for t in targets))
    for kind in ("matched", "refused") + FAILURES + ("generator",):
        row = [sum(v for (k, _), v in table[t].items() if k == kind) for t in targets]
        lines.append(f"{kind:<14}" + "".join(f"{v:>9}" for v in row))
    lines.append("")
    lines.append("refused, by message kind:")
    keys = Counter()
    for t in targets:
        for (k, key), v in table[t].items():
            if k == "refused":
                keys[key] += v
    for key, v in keys.most_common():
        lines.append(f"  {v:>6}  {key}")
    took, t, prog = res.get("slowest", (0.0, None, None))
    if prog is not None:
        lines.append(f"slowest: {took:.1f} s on {t}, sizes {prog.sizes}")
    shown = [(k, ex) for k, exs in examples.items() for ex in exs]
    if show_refused:
        shown += list(res["refusals"].items())
    for (kind, key), (t, prog, out) in shown:
        lines.append("")
        lines.append(f"== {kind}: {key}  [{t}, sizes {prog.sizes}, specials {prog.specials}]")
        lines.append(prog.source.rstrip())
        lines.append(out.detail.rstrip()[-1500:])
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", type=int, nargs="?", default=200, help="number of programs")
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--keep", type=int, default=1, help="examples kept per failure kind")
    ap.add_argument("--show-refused", action="store_true", help="one example per refusal kind")
    ap.add_argument("--one-target", action="store_true",
                    help="run each program on one target, the next in turn")
    ap.add_argument("--assemble", action="store_true",
                    help="also assemble with ptxas / llvm-mc (slower)")
    args = ap.parse_args(argv)

    def failure(t, prog, out):
        print(f"-- new {out.kind}: {out.key} [{t}, {prog.sizes}, {prog.specials}]\n{prog.source}",
              flush=True)

    res = fuzz(args.n, tuple(args.targets.split(",")), args.seed, args.assemble,
               one_target=args.one_target, on_failure=failure, keep=args.keep,
               log=lambda s: print(s, file=sys.stderr, flush=True))
    print(report(res, args.show_refused))
    return 1 if any(k in FAILURES for t in res["table"] for (k, _) in res["table"][t]) else 0


if __name__ == "__main__":
    sys.exit(main())
