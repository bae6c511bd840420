"""Split reductions: a kernel whose programs reduce a long dimension, with too few programs to
fill the machine, as two kernels that do (issue 27: bias_grad's column sums at C = 768 launch
12 programs of 64 columns on 132 SMs, and each walks all T rows alone; the H200 measured 0.13
of copy bandwidth).

The first kernel, `<kernel>_split`, adds a grid axis of parts: program (.., p) walks rows
[p * R, min(T, (p + 1) * R)) and writes what it reduced to a workspace `partialI[p, ...]`,
one per reduction, that the runtime allocates. The second, `<kernel>_split_fold`, is the
kernel with each reduction over T replaced by the same reduction over the parts, read back
from the workspace; everything after the reductions (a scale, a store) runs there, once.
The runtime chooses the parts at launch (kgen.lir.ops.split_shape) and launches both on one
stream, the second after the first: **two launches and no atomics**, so the result does not
depend on which program finished first (a float sum in a fixed order, run to run), and no
output has to be zeroed before the launch.

Two forms qualify; anything else keeps the kernel alone (every reduction must fold: sum, max
and min of f32 or i32 regroup exactly up to float reassociation):
- a walked `all` axis (`dbias[c] = sum(dout[t, c], axis=t)`): every reduction over it a
  sum, max or min whose operand holds no other reduction over it, and nothing else over it
  reaching a store;
- one `for` loop whose carried values all take the form `acc = acc (+|max|min) x`, x reading
  no carried value (a reduction over the loop variable; a GEMM's `acc += a[m, kk] @ b[kk, n]`:
  split-K), with no store inside it and no mask that ends it early (kgen.lower.horizon): each
  part starts its accumulators at the identity and the fold combines the parts with the
  loop's initial value. The loop may also carry an online softmax (flash-decoding, issue 26):
  a running maximum `m2 = max(m, x)` and values rescaled by it, `c = c * f(m, m2) + y` with
  f(a, b) = exp(k (a - b)) and y linear in terms exp(k (e - m2)) (`l = l * alpha + sum(p)`,
  `acc = acc * alpha + p @ v`, p = exp(k (x - m2))). A part's c is then its steps' y against
  its own maximum m_i, since the factors telescope (f(a, b) f(b, c) = f(a, c)), and the fold
  rescales each to the overall one, M = max_i m_i: c = sum_i c_i f(m_i, M), the log-sum-exp
  combine. A part in which a row met no key (m_i = -inf, its c_i undefined) adds nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..tile import ir
from ..tile.ir import DType, Value
from .horizon import horizon
from .loops import invariant, updates
from .plan import StructuralKeys

# How each reduction's parts combine, and the element that changes nothing.
_IDENTITY = {("sum", True): 0.0, ("sum", False): 0, ("max", True): float("-inf"),
             ("max", False): -(1 << 31), ("min", True): float("inf"), ("min", False): (1 << 31) - 1}
_COMBINE = {"sum": "add", "max": "max", "min": "min"}


@dataclass(frozen=True)
class SplitKernels:
    """The two kernels of a split reduction and what the runtime needs to launch them."""
    partial: ir.Kernel            # <kernel>_split: the parts, into the workspace
    fold: ir.Kernel               # <kernel>_split_fold: the parts folded, the kernel's stores
    axis: str                     # the reduced axis of the kernel (whole, or a `for`'s range)
    dim: str                      # its dimension symbol
    parts: str                    # the dimension symbol of the number of parts
    rows: str                     # the scalar parameter of rows a part
    workspace: tuple[tuple[str, str, tuple[str | int, ...]], ...]  # (name, dtype, dims)
    # (carried value, the running maximum it is rescaled by): the fold's log-sum-exp combines
    rescaled: tuple[tuple[str, str], ...] = ()


def _fresh(taken: set[str], *names: str) -> str:
    name = next(n for n in names + tuple(f"{names[0]}{i}" for i in range(2, 99))
                if n not in taken)
    taken.add(name)
    return name


def _stores(stmts) -> list[ir.Store]:
    return [s for s in stmts if isinstance(s, ir.Store)]


def _whole_reductions(k: ir.Kernel, t: str) -> list[Value] | None:
    """The reductions over whole axis t every store reads, or None where a store reads
    something else over t, or a reduction over t that does not fold."""
    found: dict[int, Value] = {}
    seen: set[int] = set()
    stack = [s.value for s in k.body if isinstance(s, ir.Store)] + \
        [i for s in _stores(k.body) for i in s.index]
    while stack:
        v = stack.pop()
        if v.uid in seen:
            continue
        seen.add(v.uid)
        if v.op == "reduce" and v.attr("axis") == t:
            if v.attr("kind") not in _COMBINE or v.dtype not in (DType.f32, DType.i32) or \
                    any(x.op == "reduce" and x.attr("axis") == t
                        for x in ir.subtree(v.args[0])):
                return None
            found[v.uid] = v
            continue
        if t in v.axes:
            return None
        stack.extend(v.args)
    return list(found.values())


def split_reduction(k: ir.Kernel, walked: tuple[str, ...], persistent: bool
                    ) -> SplitKernels | str | None:
    """The split form of kernel k (see the module docstring), or None where it has none, or
    a line for the schedule saying why not where that is worth saying. walked: the axes its
    plan walks in chunks."""
    if k.split is not None or persistent or sum(a.kind == "grid" for a in k.axes) >= 3:
        return None             # (a grid has three dimensions: none left for the parts)
    if k.segments:              # not yet: a part's rows would be a segment's
        return None
    stored = {s.tensor for s in ir.statements(k.body) if isinstance(s, ir.Store)}
    loaded = {v.attr("tensor") for v in ir.values(k.body) if v.op in ("load", "gather")}
    if stored & loaded or not stored:
        return None
    loops = [s for s in k.body if isinstance(s, ir.Loop)]
    if loops:
        return _split_loop(k, loops)
    if len(walked) != 1:
        return None
    t = k.axis(walked[0])
    if t.kind != "whole" or t.dim.name is None or \
            any(t.name in s.axes for s in _stores(k.body)):
        return None
    reds = _whole_reductions(k, t.name)
    if not reds:
        return None
    names = _Names(k)
    ws = [names.workspace(r, f"partial{i}") for i, r in enumerate(reds)]
    partial_body = tuple(ir.Store(w.name, (names.part,) + r.axes, r, r.span)
                         for w, r in zip(ws, reds))
    fold_of = {r.uid: _fold_read(r, w, names.part, r.attr("kind")) for r, w in zip(reds, ws)}
    return names.kernels(k, t.name, t.name, t.dim.name, partial_body, fold_of, ws)


def _split_loop(k: ir.Kernel, loops: list[ir.Loop]) -> SplitKernels | str | None:
    """The `for` form: one loop, every carried value an update whose steps a part can
    combine apart (_combines); a line for the schedule where only an 8-bit rounding stops
    that."""
    if len(loops) != 1:
        return None
    s = loops[0]
    over = k.axis(s.over)
    at = k.body.index(s)
    kinds = _combines(s)
    if kinds is None and _combines(s, eight_bit=True) is not None:
        return (f"split reduction over '{s.over}': not taken, the rescaled values round "
                "exp terms to an 8-bit float, which parts would round against their own "
                "maxima (2^-3 steps from the loop as written)")
    # (the one loop: no store in it or before it)
    hz = horizon(k, s)
    # A bound from a loaded length (a sequence's keys) each part applies from its own first key
    # (kgen.lower.loops); a bound from the program's own indices (causal) is not split.
    if over.dim.name is None or kinds is None or hz is not None and not hz.limit.data or \
            any(isinstance(x, ir.Store) for x in (*ir.statements(s.body), *k.body[:at])):
        return None
    names = _Names(k)
    ws, carried, fold_of, stores = [], [], {}, []
    for i, ((name, init), res) in enumerate(zip(s.carried, s.results)):
        kind = kinds[i] if isinstance(kinds[i], str) else "sum"
        w = names.workspace(res, f"{name}_parts")
        ws.append(w)
        carried.append((name, Value("const", (), init.dtype, init.axes, init.span,
                                    (_IDENTITY[kind, init.dtype.is_float],))))
        stores.append(ir.Store(w.name, (names.part,) + res.axes, res, res.span))
        if isinstance(kinds[i], str):
            read = _fold_read(res, w, names.part, kind)
            fold_of[res.uid] = read if _is_identity(init, kind) else \
                Value(s.yields[i].op, (init, read), res.dtype, res.axes, res.span)
    for i, c in enumerate(kinds):
        if isinstance(c, _Rescaled):    # after the maxima they are rescaled by
            fold_of[s.results[i].uid] = _fold_rescaled(s, i, c, ws, fold_of, names.part)
    partial_body = k.body[:at] + (replace(s, carried=tuple(carried)),) + tuple(stores)
    got = names.kernels(k, s.over, s.var, over.dim.name, partial_body, fold_of, ws)
    return got and replace(got, rescaled=tuple(
        (s.carried[i][0], s.carried[c.by][0]) for i, c in enumerate(kinds)
        if isinstance(c, _Rescaled)))


@dataclass(frozen=True)
class _Rescaled:
    """A carried value updated as `c = c * alpha + y`, alpha = exp(k (m - m2)) (exp or exp2)
    for the running maximum carried at index `by` (m its value carried in, m2 its update)."""
    by: int
    alpha: Value


def _combines(s: ir.Loop, eight_bit: bool = False) -> list[str | _Rescaled] | None:
    """How each carried value's parts combine: "sum", "max" or "min" where it is an update
    `acc = acc (+|max|min) x` (kgen.lower.loops.updates) whose x reads no carried value (a
    reduction over the loop variable; a product `acc += a @ b`; a scaled one): then acc = init
    (+) x(step 0) (+) x(step 1) ..., which parts of the steps compute apart; or a running
    maximum (`m2 = max(m, x)`, x reading no carried value, m2 read by the rescaled values) and
    _Rescaled values (see the module docstring). None where one is neither. eight_bit: a
    rescaled term may be rounded to an 8-bit float (`_scaled`)."""
    found, uses = updates(s)
    out: list[str | _Rescaled | None] = [None] * len(s.carried)
    for i, (kind, x) in found.items():
        if _free(x):
            out[i] = kind
    for i, ((name, init), y) in enumerate(zip(s.carried, s.yields)):
        x = _update_of(y, name) if y.op == "max" else None
        if out[i] is None and x is not None and _free(x) and y.axes == init.axes and \
                init.dtype == DType.f32:
            out[i] = "max"          # a running maximum: its update may be read elsewhere
    keys = StructuralKeys()         # the rescales' exponents compared by structure
    for i, ((name, init), y) in enumerate(zip(s.carried, s.yields)):
        if out[i] is None:
            out[i] = _rescaled(s, name, init, y, out, uses, keys, eight_bit)
    return None if any(c is None for c in out) else out


def _update_of(y: Value, name: str) -> Value | None:
    """x where y is `op(carried name, x)` (either order), else None."""
    a, b = y.args if len(y.args) == 2 else (None, None)
    if a is not None and a.op == "carried" and a.attr("name") == name:
        return b
    if b is not None and b.op == "carried" and b.attr("name") == name:
        return a
    return None


def _rescaled(s: ir.Loop, name: str, init: Value, y: Value, kinds, uses,
              keys: StructuralKeys, eight_bit: bool) -> _Rescaled | None:
    """c = c * alpha + y' (c read once, starting at 0, the update read by nothing), alpha =
    exp(k (m - m2)) for one of the running maxima (kinds "max") and y' linear in exp(k (e -
    m2)) terms (_scaled), the same exp and k: else None."""
    if y.op != "add" or init.dtype != DType.f32 or _constant(init) != 0.0 or \
            y.axes != init.axes or uses.get(y.uid):
        return None
    for prod, rest in (y.args, y.args[::-1]):
        alpha = _update_of(prod, name) if prod.op == "mul" else None
        if alpha is None or alpha.op not in ("exp", "exp2"):
            continue
        carried = next(a for a in prod.args if a is not alpha)
        if uses.get(carried.uid) != 1:
            return None
        for j, ((mname, _), m2) in enumerate(zip(s.carried, s.yields)):
            shift = _shift(alpha.args[0], m2, s)
            if kinds[j] == "max" and m2.op == "max" and shift is not None and \
                    shift[0].op == "carried" and shift[0].attr("name") == mname and \
                    _scaled(rest, m2, alpha.op, shift[1], s, keys, eight_bit):
                return _Rescaled(j, alpha)
    return None


def _free(v: Value) -> bool:
    """v reads no carried value (it is the same in a part as in the whole walk)."""
    return not any(x.op == "carried" for x in ir.subtree(v))


def _constant(v: Value) -> float | None:
    """The value of a constant (or a sum of constants, as `zeros(f32, r, d)` broadcast is),
    else None."""
    if v.op == "const":
        return v.attr("value")
    if v.op == "add":
        a, b = (_constant(x) for x in v.args)
        return None if a is None or b is None else a + b
    return None


def _shift(v: Value, m2: Value, loop: ir.Loop) -> tuple[Value, Value | None] | None:
    """(e, k) where v is `(e - m2) * k` (either order) or `e - m2` (k None), else None. k is
    the same in every step (kgen.lower.loops.invariant): the factors telescope only if every
    step rescales by the same exponent."""
    if v.op == "sub" and v.args[1] is m2:
        return v.args[0], None
    if v.op == "mul":
        for a, b in (v.args, v.args[::-1]):
            if a.op == "sub" and a.args[1] is m2 and invariant(b, loop):
                return a.args[0], b
    return None


def _scaled(v: Value, m2: Value, exp: str, k: Value | None, loop: ir.Loop,
            keys: StructuralKeys, eight_bit: bool = False) -> bool:
    """v is linear in terms exp(k (e - m2)), e and every other factor free of carried values:
    then v at one maximum times f(m2, M) is v at M, whatever m2 the part reached. k is the
    rescale's exponent (compared by structure, `keys`). Linear up to float rounding: a term
    rounded to an 8-bit float (FlashAttention-3's e4m3 P) is not, unless eight_bit: a part
    would round it against its own maximum, a whole 8-bit step (2^-3) from the loop as written
    wherever the two maxima differ, which no comparison with the written loop could tell from a
    bug."""
    op, args = v.op, v.args
    if op == "cast" and v.dtype.is_byte_float and not eight_bit:
        return False
    rec = lambda a: _scaled(a, m2, exp, k, loop, keys, eight_bit)  # noqa: E731
    if op == exp:
        shift = _shift(args[0], m2, loop)
        return shift is not None and _free(shift[0]) and (
            shift[1] is k if shift[1] is None or k is None else
            keys.of(shift[1]) == keys.of(k))
    if op == "cast" or op == "neg" or (op == "reduce" and v.attr("kind") == "sum"):
        return v.dtype.is_float and rec(args[0])
    if op in ("mul", "matmul"):
        return any(rec(a) and _free(b) for a, b in (args, args[::-1]))
    if op == "div":
        return rec(args[0]) and _free(args[1])
    if op in ("add", "sub"):
        return all(rec(a) for a in args)
    return False


def _fold_rescaled(s: ir.Loop, i: int, c: _Rescaled, ws, fold_of, part: str) -> Value:
    """sum over parts of c_i * f(m_i, M), M the folded maximum, where m_i > -inf (a row of a
    part that met no key adds nothing): the log-sum-exp combine of a rescaled value."""
    res, m_res, m2 = s.results[i], s.results[c.by], s.yields[c.by]
    span = res.span
    m_i = Value("load", (), m_res.dtype, (part,) + m_res.axes, span,
                (ws[c.by].name, (part,) + m_res.axes))
    carried_m = next(x for x in ir.subtree(c.alpha) if x.op == "carried")
    f = _substitute(c.alpha, {carried_m.uid: m_i, m2.uid: fold_of[m_res.uid]}, part)
    c_i = Value("load", (), res.dtype, (part,) + res.axes, span,
                (ws[i].name, (part,) + res.axes))
    ninf = Value("const", (), DType.f32, (), span, (float("-inf"),))
    zero = Value("const", (), DType.f32, (), span, (0.0,))
    met = Value("gt", (m_i, ninf), DType.bool, m_i.axes, span)
    term = Value("select", (met, Value("mul", (c_i, f), res.dtype, c_i.axes, span), zero),
                 res.dtype, c_i.axes, span)
    return Value("reduce", (term,), res.dtype, res.axes, span, ("sum", part))


def _substitute(v: Value, new: dict[int, Value], part: str) -> Value:
    """v with the values `new` maps replaced, an op over the parts axis (first in the fold's
    canonical order) wherever one of its operands is."""
    if v.uid in new:
        return new[v.uid]
    args = tuple(_substitute(a, new, part) for a in v.args)
    if all(x is y for x, y in zip(args, v.args)):
        return v
    axes = ((part,) if any(part in a.axes for a in args) else ()) + v.axes
    return Value(v.op, args, v.dtype, axes, v.span, v.attrs)


def _is_identity(v: Value, kind: str) -> bool:
    return v.op == "const" and v.attr("value") == _IDENTITY[kind, v.dtype.is_float]


def _fold_read(r: Value, w: ir.TensorParam, part: str, kind: str) -> Value:
    """`kind(w[part, ...], axis=part)`: the parts of reduction r, folded."""
    load = Value("load", (), r.dtype, (part,) + r.axes, r.span, (w.name, (part,) + r.axes))
    return Value("reduce", (load,), r.dtype, r.axes, r.span, (kind, part))


class _Names:
    """The names the two kernels add, each new to the kernel (its parameters, axes and
    dimension symbols): the parts axis and dimension, the rows parameter, the workspace."""

    def __init__(self, k: ir.Kernel):
        self.taken = {p.name for p in k.params} | {a.name for a in k.axes} | \
            set(k.dim_symbols)
        self.part = _fresh(self.taken, "part", "part_")
        self.parts = _fresh(self.taken, "parts", "parts_")
        self.rows = _fresh(self.taken, "rows", "rows_")
        self.axes = {a.name: a for a in k.axes}

    def workspace(self, r: Value, name: str) -> ir.TensorParam:
        """The workspace of reduction (or loop result) r: [parts, r's dimensions]."""
        return ir.TensorParam(_fresh(self.taken, name), r.dtype,
                              (ir.Dim(self.parts, None),) +
                              tuple(self.axes[a].dim for a in r.axes), r.span)

    def kernels(self, k: ir.Kernel, axis: str, var: str, dim: str, partial_body, fold_of,
                ws) -> SplitKernels | None:
        span = k.span
        for a in {x for r in fold_of.values() for x in r.axes}:
            if self.axes[a].kind not in ("grid", "whole"):
                return None
        # The parts axis first: the slowest grid dimension (a grid is the axes in reverse),
        # so neighbouring programs take neighbouring tiles of one part.
        part_grid = ir.AxisInfo(self.part, ir.Dim(self.parts, None), 1, "grid", span)
        partial = ir.Kernel(f"{k.name}_split",
                            k.params + tuple(ws) + (ir.ScalarParam(self.rows, DType.u32, span),),
                            (part_grid,) + k.axes, partial_body, span, k.specialized,
                            ir.SplitAxis(axis, self.part, self.rows))
        gone = {axis, var}
        part_whole = ir.AxisInfo(self.part, ir.Dim(self.parts, None), None, "whole", span)
        fold = ir.Kernel(f"{k.name}_split_fold", k.params + tuple(ws),
                         (part_whole,) + _fold_tiles(a for a in k.axes if a.name not in gone),
                         _rewrite(k.body, fold_of), span, k.specialized)
        return SplitKernels(ir.verify(partial), ir.verify(fold), axis, dim, self.parts,
                            self.rows, tuple((w.name, str(w.dtype),
                                              tuple(d.name if d.name is not None else d.value
                                                    for d in w.shape[1:])) for w in ws))


# Most elements of a fold program's tile: a block's vector a thread (256 threads of 4), so
# that a GEMM's 128 x 128 tile does not make the fold, which only adds the parts, hold 64
# elements a thread for each part.
FOLD_TILE = 1024


def _fold_tiles(axes) -> tuple[ir.AxisInfo, ...]:
    """The fold's axes: the kernel's grid tiles, the outer ones halved until the tile holds at
    most FOLD_TILE elements (the fold is elementwise over them: any tiling computes the same)."""
    out = list(axes)
    while True:
        grid = [i for i, a in enumerate(out) if a.kind == "grid"]
        total = 1
        for i in grid:
            total *= out[i].size
        big = next((i for i in grid if out[i].size > 1), None)
        if total <= FOLD_TILE or big is None:
            return tuple(out)
        out[big] = replace(out[big], size=out[big].size // 2)


def _rewrite(body, fold_of: dict[int, Value]) -> tuple[ir.Stmt, ...]:
    """The kernel's statements after its reductions (or its loop), each reduction's value
    replaced by fold_of's: the stores, and the values they read."""
    memo: dict[int, Value] = dict(fold_of)

    def value(v: Value) -> Value:
        out = memo.get(v.uid)
        if out is None:
            args = tuple(value(a) for a in v.args)
            out = v if all(x is y for x, y in zip(args, v.args)) else \
                Value(v.op, args, v.dtype, v.axes, v.span, v.attrs)
            memo[v.uid] = out
        return out
    return tuple(replace(s, value=value(s.value), index=tuple(value(i) for i in s.index))
                 for s in body if isinstance(s, ir.Store))
