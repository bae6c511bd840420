"""Where a mask ends a loop early: the causal early stop, derived from the kernel's own mask.

Causal attention masks the keys past each query, `x = where(s >= tt, q @ k, -inf)`, and then
only ever lets x reach the loop's carried values through reductions and products over the loop
variable tt. Keys past the program's last query are then hidden for every row it holds, and a
hidden element contributes exactly what an absent one does (docs/language.md, "Absent elements": they are
skipped by reductions). So the loop may end after the last key step any of its rows can see,
and treat the keys past that point in the last step as absent: FlashAttention's causal loop
bound, without the kernel saying it twice.

`horizon(kernel, loop)` proves this and returns the bound, or None (the loop runs in full):

1. A *mask*: `select(cond, x, f)` (or `select(cond, f, x)`, hiding where cond holds) with f a
   float constant, cond a comparison of two affine index expressions (or a conjunction with such
   a comparison in it) that holds only for `var <= R`, R affine in the indices of axes other than
   the loop variable and in dimension sizes, coefficients -1, 0 or 1.
2. *Hidden means absent*: every reduction over var and every product contracting var in the
   loop body takes an operand whose hidden elements hold the op's identity (max: -inf, sum and
   products: 0) by the same mask, following the value forward through elementwise ops that keep
   the hidden value known (exp(-inf) = 0, -inf - m = -inf, a cast keeps 0 and inf, ...).
3. *An empty step is no step*: the carried values' next values, with every reduction over var
   its identity and every product over var zero, simplify to the carried values themselves
   (the online softmax: m2 = max(m, -inf) = m, alpha = exp(m - m2) = 1, l * 1 + 0 = l).
4. Nothing else leaves the body: no store in it, no carried value over var.

Exact for finite data: 2 and 3 take the values that meet a hidden element (the running maximum,
V's elements) to be finite, as every flash-attention implementation does; a row that sees no key
at all divides 0 by 0 either way. A NaN or an infinity in a hidden key's V row reaches the rows
of the step it is in (0 * NaN inside the step on the diagonal) and not those of a program that
skips its step: the language allows both readings (docs/language.md "Masked keys"), and
`hidden_selects` gives kgen's evaluator the masks for the skipped one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..tile import ir
from ..tile.ir import Value
from ..source import Span

# The value a reduction's hidden elements must hold to count as absent (its identity).
_IDENTITY = {"max": -math.inf, "min": math.inf, "sum": 0.0}

# Comparisons as `E >= 0` over A - B: (sign on A - B, constant added).
_CMP = {"ge": (1, 0), "gt": (1, -1), "le": (-1, 0), "lt": (-1, -1)}
_NEGATED = {"ge": "lt", "gt": "le", "le": "gt", "lt": "ge"}


@dataclass(frozen=True)
class Affine:
    """sum(c * index(axis)) + sum(c * dim) + sum(c * data) + const, where a data term is an
    integer the program loads once, the same for all its elements (`lens[b]` with b a grid
    axis of tile 1: a sequence's length)."""
    axes: tuple[tuple[str, int], ...]
    dims: tuple[tuple[str, int], ...]
    const: int
    data: tuple[tuple[Value, int], ...] = ()

    def __add__(self, o: "Affine") -> "Affine":
        return Affine(_merge(self.axes, o.axes), _merge(self.dims, o.dims), self.const + o.const,
                      _merge_data(self.data, o.data))

    def scale(self, c: int) -> "Affine":
        return Affine(tuple((a, c * x) for a, x in self.axes),
                      tuple((d, c * x) for d, x in self.dims), c * self.const,
                      tuple((v, c * x) for v, x in self.data))

    def coef(self, axis: str) -> int:
        return dict(self.axes).get(axis, 0)

    def without(self, axis: str) -> "Affine":
        return Affine(tuple(t for t in self.axes if t[0] != axis), self.dims, self.const,
                      self.data)

    def __str__(self) -> str:
        terms = [(n, c) for n, c in (*self.axes, *self.dims)] + \
            [(_data_name(v), c) for v, c in self.data]
        out = ""
        for n, c in terms:
            out += (" - " if c < 0 else " + " if out else "") + (n if abs(c) == 1 else
                                                                  f"{abs(c)} * {n}")
        if self.const or not out:
            out += f" {'-' if self.const < 0 else '+'} {abs(self.const)}" if out else \
                str(self.const)
        return out


def _merge(a, b):
    d = dict(a)
    for n, c in b:
        d[n] = d.get(n, 0) + c
    return tuple((n, c) for n, c in sorted(d.items()) if c)


def _merge_data(a, b):
    """Data terms summed by value (uid), in first-appearance order."""
    vals, d = {}, {}
    for v, c in (*a, *b):
        vals.setdefault(v.uid, v)
        d[v.uid] = d.get(v.uid, 0) + c
    return tuple((vals[u], c) for u, c in d.items() if c)


def _data_name(v: Value) -> str:
    """A data term as the schedule names it: `lens[b]`, `cu_k[b + 1]` (a gather's
    subscripts as written, where they are affine)."""
    if v.op == "gather":
        subs = [affine(a) for a in v.args]
        if all(x is not None for x in subs):
            return f"{v.attr('tensor')}[{', '.join(str(x) for x in subs)}]"
    return f"{v.attr('tensor')}[{', '.join(a for a in v.axes)}]"


@dataclass(frozen=True)
class Horizon:
    """The loop's variable is visible only where `var <= limit`: the loop may stop after the
    step holding the largest `limit` over the program's elements."""
    var: str
    limit: Affine
    mask: Span          # the where that hides the rest
    select: int = -1    # that where's value uid
    hide_true: bool = False   # it hides where its condition holds (the fill is its 1st branch)

    @property
    def text(self) -> str:
        """`var <= limit`, for the schedule's notes."""
        return f"{self.var} <= {self.limit}"


def affine(v: Value, uniform: frozenset = frozenset()) -> Affine | None:
    """v as an affine expression over axis indices, dimension sizes and, given `uniform` (the
    grid axes of tile 1), integers loaded once a program (a load or gather over those axes
    only); None if it is not one with coefficients in {-1, 0, 1}."""
    if v.dtype not in (ir.DType.i32, ir.DType.u32):
        return None
    if v.op in ("load", "gather") and uniform and set(v.axes) <= uniform and \
            v.dtype == ir.DType.i32 and not any(x.op == "index_div" or x.op == "index"
                                                 and x.attr("axis") not in uniform
                                                 for x in ir.subtree(v)):
        return Affine((), (), 0, ((v, 1),))
    if v.op == "index":
        return Affine(((v.attr("axis"), 1),), (), 0)
    if v.op == "dim":
        return Affine((), ((v.attr("name"), 1),), 0)
    if v.op == "const" and isinstance(v.attr("value"), int) and abs(v.attr("value")) < 1 << 24:
        return Affine((), (), v.attr("value"))
    if v.op in ("add", "sub"):
        a, b = affine(v.args[0], uniform), affine(v.args[1], uniform)
        if a is None or b is None:
            return None
        out = a + (b if v.op == "add" else b.scale(-1))
    elif v.op == "neg":
        a = affine(v.args[0], uniform)
        out = None if a is None else a.scale(-1)
    elif v.op == "mul":
        a, b = affine(v.args[0], uniform), affine(v.args[1], uniform)
        if a is None or b is None:
            return None
        c, e = (a, b) if not a.axes and not a.dims and not a.data else (b, a)
        if c.axes or c.dims or c.data:
            return None
        out = e.scale(c.const)
    else:
        return None
    if out is None or any(abs(c) > 1 for _, c in (*out.axes, *out.dims, *out.data)):
        return None
    return out


def _bound(cond: Value, var: str, hide_true: bool, uniform: frozenset = frozenset()
           ) -> Affine | None:
    """R with `cond shows the element` implying var <= R, or None."""
    if cond.op == "and" and not hide_true:
        for c in cond.args:
            r = _bound(c, var, False, uniform)
            if r is not None:
                return r
        return None
    op = _NEGATED.get(cond.op) if hide_true else cond.op
    if op not in _CMP:
        return None
    a, b = affine(cond.args[0], uniform), affine(cond.args[1], uniform)
    if a is None or b is None:
        return None
    sign, add = _CMP[op]
    e = (a + b.scale(-1)).scale(sign) + Affine((), (), add)   # shown iff e >= 0
    if e.coef(var) != -1:
        return None
    return e.without(var)         # e = R - var >= 0


def _masks(body, var: str, uniform: frozenset) -> list[tuple[Value, float, Affine, bool]]:
    """The body's masks: (the select, the value it hides elements with, R, whether it hides
    where its condition holds)."""
    out = []
    for v in ir.values(body):
        if v.op != "select" or var not in v.axes or not v.dtype.is_float:
            continue
        cond, a, b = v.args
        for fill, hide_true in ((b, False), (a, True)):
            if fill.op == "const" and isinstance(fill.attr("value"), float):
                r = _bound(cond, var, hide_true, uniform)
                if r is not None:
                    out.append((v, fill.attr("value"), r, hide_true))
                    break
    return out


@dataclass(frozen=True)
class Shown:
    """`select(cond, a, b)` in a loop whose condition is exactly `var <= limit` (or exactly
    its negation, `shows` naming the argument then taken): in a step whose every element has
    var <= limit the select is that argument, so the step needs no mask at all."""
    select: int         # the select's uid
    shows: int          # 1: a (cond true there), 2: b
    limit: Affine
    mask: Span


def always_shown(loop: ir.Loop, uniform: frozenset = frozenset()) -> list[Shown]:
    """The selects of the loop's body over its variable whose one comparison bounds the
    variable from above (a conjunction only implies the bound, so it is left out); `uniform`:
    the grid axes of tile 1, whose loaded integers may take part (a sequence's key offset)."""
    out = []
    for v in ir.values(loop.body):
        if v.op != "select" or loop.var not in v.axes or v.args[0].op not in _CMP:
            continue
        for shows, negated in ((1, False), (2, True)):
            r = _bound(v.args[0], loop.var, negated, uniform)
            if r is not None:
                out.append(Shown(v.uid, shows, r, v.span))
                break
    return out


def _hidden_next(v: Value, i: int, h: float, others: dict[int, float]) -> float | None:
    """The value v's hidden elements hold when its argument i holds h there (None: unknown).
    `others` holds the hidden values known for v's other arguments."""
    op = v.op
    if op in ("exp", "exp2"):
        return 0.0 if h == -math.inf else None
    if op == "cast":
        return h if v.dtype.is_float and (h == 0.0 or math.isinf(h)) else None
    if op == "neg":
        return -h
    if len(v.args) != 2:
        return None
    o = v.args[1 - i]
    if o.uid in others:                          # both arguments hidden by the same mask
        p = others[o.uid]
        pair = (h, p) if i == 0 else (p, h)
        if op in ("add", "mul", "max", "min"):
            r = {"add": lambda x, y: x + y, "mul": lambda x, y: x * y,
                 "max": max, "min": min}[op](*pair)
            return None if math.isnan(r) else r
        return None
    const = o.attr("value") if o.op == "const" and isinstance(o.attr("value"), float) else None
    if op == "add" and math.isinf(h):            # inf + finite = inf
        return h
    if op == "sub" and math.isinf(h):
        return h if i == 0 else -h
    if op == "mul":
        if h == 0.0:                             # 0 * finite = 0
            return 0.0
        if math.isinf(h) and const is not None and const > 0:
            return h
    if op == "div" and i == 0:
        if h == 0.0 and const is not None and const != 0:
            return 0.0
        if math.isinf(h) and const is not None and const > 0:
            return h
    return None


def _uses(body) -> dict[int, list[tuple[Value, int]]]:
    uses: dict[int, list] = {}
    for v in ir.values(body):
        for i, a in enumerate(v.args):
            uses.setdefault(a.uid, []).append((v, i))
    return uses


def _hidden_values(uses, var: str, mask: Value, fill: float) -> dict[int, float]:
    """{uid: hidden value} for the values the mask's hidden elements reach with a known value,
    forward through the body's uses (_uses)."""
    hidden = {mask.uid: fill}
    work = [mask]
    while work:
        x = work.pop()
        for u, i in uses.get(x.uid, ()):
            if u.uid in hidden or var not in u.axes:
                continue
            h = _hidden_next(u, i, hidden[x.uid], hidden)
            if h is not None:
                hidden[u.uid] = h
                work.append(u)
    return hidden


def _absent_like(body, var: str, hidden: dict[int, float]) -> bool:
    """Every reduction over var and product contracting var takes a hidden operand holding
    its identity."""
    for v in ir.values(body):
        if v.op == "reduce" and v.attr("axis") == var:
            ident = _IDENTITY.get(v.attr("kind"))
            h = hidden.get(v.args[0].uid)
            if ident is None or h != ident:
                return False
        elif v.op == "matmul" and v.attr("axis") == var:
            if not any(hidden.get(a.uid) == 0.0 for a in v.args):
                return False
    return True


# -- step 3: the empty step, by symbolic simplification

_ZERO, _ONE = ("const", 0.0), ("const", 1.0)


def _sym(v: Value, var: str, memo: dict):
    """v's value in a step where every element along var is absent: ("const", c),
    ("carried", name) or ("opaque", uid); reductions over var give their identity, products
    contracting var give 0 (the step's values are taken finite)."""
    if v.uid in memo:
        return memo[v.uid]
    out = _sym_op(v, var, memo)
    memo[v.uid] = out
    return out


def _sym_op(v: Value, var: str, memo: dict):
    if v.op == "const" and isinstance(v.attr("value"), float):
        return ("const", v.attr("value"))
    if v.op == "carried":
        return ("carried", v.attr("name"))
    if v.op == "reduce" and v.attr("axis") == var:
        ident = _IDENTITY.get(v.attr("kind"))
        return ("const", ident) if ident is not None else ("opaque", v.uid)
    if v.op == "matmul" and v.attr("axis") == var:
        return _ZERO
    if not v.dtype.is_float or v.op in ("load", "gather", "scalar", "reduce", "matmul"):
        return ("opaque", v.uid)
    args = [_sym(a, var, memo) for a in v.args]
    if v.op == "cast":
        # A carried value cast to its own dtype's width keeps it only if the cast is exact;
        # constants 0, 1 and inf are exact in every float type.
        a = args[0]
        return a if a[0] == "const" and (a[1] in (0.0, 1.0) or math.isinf(a[1])) else \
            ("opaque", v.uid)
    if v.op in ("exp", "exp2") and args[0] == _ZERO:
        return _ONE
    if v.op == "exp" and args[0] == ("const", -math.inf):
        return _ZERO
    if len(args) != 2:
        return ("opaque", v.uid)
    a, b = args
    if v.op == "max" and ("const", -math.inf) in args:
        return b if a == ("const", -math.inf) else a
    if v.op == "min" and ("const", math.inf) in args:
        return b if a == ("const", math.inf) else a
    if v.op == "add":
        if a == _ZERO:
            return b
        if b == _ZERO:
            return a
    if v.op == "sub":
        if b == _ZERO:
            return a
        if a == b and a[0] == "carried":        # finite carried values
            return _ZERO
    if v.op == "mul":
        if _ONE in args:
            return b if a == _ONE else a
        if _ZERO in args:                       # finite times 0
            return _ZERO
    if v.op == "div" and b == _ONE:
        return a
    if a[0] == "const" and b[0] == "const" and v.op in ("add", "sub", "mul", "max", "min"):
        r = {"add": a[1] + b[1], "sub": a[1] - b[1], "mul": a[1] * b[1],
             "max": max(a[1], b[1]), "min": min(a[1], b[1])}[v.op]
        return ("const", r) if not math.isnan(r) else ("opaque", v.uid)
    return ("opaque", v.uid)


def horizon(k: ir.Kernel, loop: ir.Loop) -> Horizon | None:
    """The bound a mask in `loop` puts on its variable (module docstring), None if none holds."""
    var = loop.var
    body = loop.body
    if any(isinstance(s, (ir.Store, ir.Loop)) for s in body):
        return None
    if any(var in init.axes for _, init in loop.carried):
        return None
    uses = _uses(body)
    # An integer loaded over the grid axes of tile 1 alone is one a program (a length).
    for mask, fill, limit, hide_true in _masks(body, var, k.once_axes):
        hidden = _hidden_values(uses, var, mask, fill)
        if not _absent_like(body, var, hidden):
            continue
        memo: dict = {}
        if all(_sym(y, var, memo) == ("carried", name)
               for (name, _), y in zip(loop.carried, loop.yields)):
            return Horizon(var, limit, mask.span, mask.uid, hide_true)
    return None


def hidden_selects(k: ir.Kernel) -> dict[int, bool]:
    """{uid of a mask's select: whether it hides where its condition holds} for every loop of k
    with a horizon: the elements kgen's lowering may treat as absent (the evaluator's second
    reading, docs/language.md "Masked keys")."""
    out = {}
    for s in ir.statements(k.body):
        if isinstance(s, ir.Loop):
            hz = horizon(k, s)
            if hz is not None:
                out[hz.select] = hz.hide_true
    return out
