"""Gathers through an affine subscript along the tensor's contiguous dimension, a * i + b with
a a small power of two, 0 <= b < a and i the value's own axis (rope's x[t, h, 2 * i] and
x[t, h, 2 * i + 1]): a thread holding V consecutive i needs the a * V contiguous elements from
a * i0, so it loads that span as vectors and picks its elements from them, where element by
element it would issue a * V / W times more loads (W: a vector's elements). The other gathers
of the same tensor at the same other subscripts and another b (x1 beside x0) read the same
words: they take their elements from the same loads, made once (the tensor is never stored by
the kernel, so no store can come between). Behind a uniform test that every span is aligned
and lies inside its row (span_test), else element by element as any gather. A part of
Lowering (kgen.lower.program), kept in its own file by topic."""

from __future__ import annotations

from ..lir import ops as L
from ..tile import ir
from ..tile.ir import Value
from .builder import Key, _Ctx
from .functions import reg_type
from .layout import log2
from .plan import _imm

# The strides a span is loaded for: 2 (interleaved pairs), 4, 8. A larger stride leaves most
# of the span's words unused and the loads cost more bytes than the elements.
SPAN_STRIDES = (2, 4, 8)


def affine_of(x: Value) -> tuple[str, int, int] | None:
    """x as a * index(axis) + b with integer constants a, b: (axis, a, b); None otherwise.
    affine_of(2 * i + 1) is ("i", 2, 1)."""
    if x.op == "index":
        return x.attr("axis"), 1, 0
    if x.op not in ("mul", "add") or len(x.args) != 2:
        return None
    consts = [a for a in x.args if a.op == "const" and isinstance(a.attr("value"), int)]
    rest = [a for a in x.args if a.op != "const"]
    if len(consts) != 1 or len(rest) != 1:
        return None
    inner = affine_of(rest[0])
    if inner is None:
        return None
    axis, a, b = inner
    c = consts[0].attr("value")
    return (axis, a * c, b * c) if x.op == "mul" else (axis, a, b + c)


class _Spans:
    """Lowering's span loads of affine gathers (see the module's docstring)."""

    def span_form(self, v: Value):
        """(axis, a, {b: gather}) of a gather whose span can be loaded whole: its siblings by
        offset b (v among them), each over the same axes with the same other subscripts;
        None where v is not such a gather."""
        key = ("span_form", v.uid)
        if key not in self.tcoords:
            self.tcoords[key] = self._span_form(v)
        return self.tcoords[key]

    def _span_form(self, v: Value):
        t = self.k.param(v.attr("tensor"))
        if self.plan.roots or t.dtype.nbytes != 4 or t.name in self.stored:
            return None
        form = affine_of(v.args[-1])
        if form is None:
            return None
        axis, a, b = form
        if a not in SPAN_STRIDES or not 0 <= b < a or axis not in v.axes or any(
                axis in s.axes for s in v.args[:-1]):
            return None
        others = tuple(self.key_of(s) for s in v.args[:-1])
        siblings = {}
        for w in ir.values(self.k.body):
            if w.op != "gather" or w.attr("tensor") != t.name or w.axes != v.axes:
                continue
            f = affine_of(w.args[-1])
            if f is not None and f[:2] == (axis, a) and 0 <= f[2] < a and f[2] not in \
                    siblings and tuple(self.key_of(s) for s in w.args[:-1]) == others:
                siblings[f[2]] = w
        if self.key_of(siblings.get(b, v)) != self.key_of(v):
            return None
        return axis, a, siblings

    def span_shape(self, v: Value, axis: str, a: int) -> tuple[int, int] | None:
        """(V, W): the consecutive elements along `axis` a thread holds, and the elements of
        one vector load, where the span of each run can be loaded by vectors (W divides the
        span a * V and every run starts at a multiple of V); None otherwise."""
        t = self.k.param(v.attr("tensor"))
        V = self.layout_of(v.axes).vector_width(axis)
        W = self.vector_elems(t, a * V)
        info = self.k.axis(axis)
        starts = [self.chunk[axis]] if axis in self.chunk else []
        if info.kind == "grid":
            starts.append(info.size or 0)
        if V < 2 or W < 2 or (a * V) % W or any(s % V for s in starts):
            return None
        return V, W

    def span_test(self, t: ir.TensorParam, axis: str, a: int, V: int, W: int) -> L.Operand:
        """Uniform pred (once, at the top): every run's span is aligned and inside its row.
        Aligned: a row starts at a multiple of its length, a multiple of W, and a run at a
        * i0, i0 a multiple of V. Inside: every index of `axis` lies below its extent n, so
        a * n <= the row's length keeps the last span's end inside; n % V == 0 leaves no run
        part present, part absent (the mask of a run's first element is the whole run's)."""
        key = ("span_test", t.name, axis, a, V, W)
        if key in self.tcoords:
            return self.tcoords[key]
        b = self.b
        row, n = t.shape[-1], self.k.axis(axis).dim
        tests: list[L.Operand | bool] = []
        if len(t.shape) >= 2:
            tests.append(self.multiple_of(self.dim(row), W, f"rows of '{t.name}' start "
                                          f"aligned to {W} elements"))
        tests.append(self.multiple_of(self.dim(n), V, f"'{axis}' runs of {V} whole or absent"))
        if row.value is not None and n.value is not None:
            tests.append(a * n.value <= row.value)
        else:
            half = b.op("shr", "u32", self.dim(row), _imm(log2(a)), top=True)
            tests.append(b.op("setp", "pred", self.dim(n), half, attrs=("le", "u32"), top=True,
                              note=f"{a} * '{axis}' spans inside the rows of '{t.name}'"))
        self.tcoords[key] = self.all_of(tests)
        return self.tcoords[key]

    def multiple_of(self, r: L.Operand, m: int, note: str, top: bool = True
                    ) -> L.Operand | bool:
        """r is a multiple of m (a power of two): a bool where r is a number, else a uniform
        pred, made at the function's top unless `top` is False (r computed later)."""
        if isinstance(r, L.Imm):
            return int(r.value) % m == 0
        b = self.b
        return b.op("setp", "pred", b.op("and", "u32", r, _imm(m - 1), top=top), _imm(0),
                    attrs=("eq", "u32"), top=top, note=note)

    def all_of(self, tests, top: bool = True) -> L.Operand:
        """Every one of tests (bools and uniform preds) holds: an immediate where they settle
        it, else their conjunction."""
        pred: L.Operand = L.Imm(1, "pred")
        for p in tests:
            if p is False:
                return L.Imm(0, "pred")
            if p is not True:
                pred = p if isinstance(pred, L.Imm) else self.b.op("and_p", "pred", pred, p,
                                                                     top=top)
        return pred

    def span_gather(self, v: Value, ctx: _Ctx) -> dict[Key, L.Operand] | None:
        """v's registers, loaded with its siblings' by spans (kept in ctx for them); None
        where v is not such a gather here (kgen.lower.access.gather loads it)."""
        form = self.span_form(v) if ctx.vec else None
        if form is None:
            return None
        axis, a, siblings = form
        t = self.k.param(v.attr("tensor"))
        shape = self.span_shape(v, axis, a)
        test = self.span_test(t, axis, a, *shape) if shape is not None else None
        if test is None or (isinstance(test, L.Imm) and not test.value):
            return None
        V, W = shape
        keys = self.keys(v.axes)
        pos = v.axes.index(axis)
        groups = [[k[:pos] + (k[pos] + j,) + k[pos + 1:] for j in range(V)]
                  for k in keys if k[pos] % V == 0]
        keyset = set(keys)
        if sum(map(len, groups)) != len(keys) or any(g not in keyset for x in groups
                                                     for g in x):
            return None
        pending = {c: s for c, s in sorted(siblings.items())
                   if ctx.find(self.key_of(s), s.axes) is None}
        # Every element's offset and presence in the enclosing block, whichever branch runs:
        # the stores and later masks (kept in ctx) read them.
        parts = {c: self.gather_parts(s, ctx) for c, s in pending.items()}
        guards = {g[0]: self.span_guard(v, g[0], ctx) for g in groups}
        b = self.b
        outs = {c: {k: b.reg(reg_type(t.dtype), False) for k in keys} for c in pending}
        note = self.note(v)
        if isinstance(test, L.Imm):
            self.span_loads(t, a, W, pos, groups, parts, guards, outs, note)
        else:
            b.open()
            self.span_loads(t, a, W, pos, groups, parts, guards, outs, note)
            then = b.close()
            b.open()
            self.span_elements(t, parts, outs, note)
            else_ = b.close()
            b.blocks[-1].append(L.If(test, then, else_, note=f"spans of '{t.name}' aligned "
                                     "and inside its rows: vector loads"))
        for c, s in pending.items():
            ctx.memo[self.key_of(s)] = outs[c]
        return ctx.find(self.key_of(v), v.axes)

    def gather_parts(self, v: Value, ctx: _Ctx) -> dict[Key, tuple[L.Operand, L.Operand]]:
        """{key: (byte offset, presence)} of each element of gather v, as gather finds them."""
        t = self.k.param(v.attr("tensor"))
        note = self.note(v)
        subs = [self.operand(a, v.axes, ctx) for a in v.args]
        out = {}
        for k in self.keys(v.axes):
            idx = [x[self.project(k, v.axes, a.axes)] for x, a in zip(subs, v.args)]
            off = self.element_offset(t, idx, note)
            out[k] = off, self.both(self.gather_present(v, k, ctx, subs=subs),
                                    self.present_axes(v.axes, k, ctx))
        return out

    def span_guard(self, v: Value, k0: Key, ctx: _Ctx) -> L.Operand | None:
        """Per-lane pred: the run from element k0 of gather v is present, and with it (by
        span_test) its whole span inside the tensor. A subscript that is the index along an
        axis of the dimension's own extent lies inside it wherever its element is present;
        the others are tested as a gather tests them."""
        t = self.k.param(v.attr("tensor"))
        pred = self.present_axes(v.axes, k0, ctx)
        for i, s in enumerate(v.args[:-1]):
            ka = self.project(k0, v.axes, s.axes)
            if not (s.op == "index" and self.k.axis(s.attr("axis")).dim == t.shape[i]):
                pred = self.both(pred, self.inside(t, i, self.operand(s, v.axes, ctx)[ka]))
            pred = self.both(pred, self.data_present(s, ka, ctx))
        return pred

    def span_loads(self, t, a: int, W: int, pos: int, groups, parts, guards, outs,
                   note) -> None:
        """Each run's span by W-element vector loads into the siblings' registers (words no
        sibling reads into fresh ones), under the run's presence (span_guard); absent
        elements read 0 as a gather's do."""
        b = self.b
        first = min(parts)
        size = 4
        for group in groups:
            k0 = group[0]
            off, pred = parts[first][k0][0], guards[k0]
            if first:
                off = b.op("sub", "u32", off, _imm(first * size))
            words, read = [], set()
            for w in range(a * len(group)):
                k = k0[:pos] + (k0[pos] + w // a,) + k0[pos + 1:]
                mine = outs.get(w % a)
                words.append(mine[k] if mine is not None else b.reg(reg_type(t.dtype), False))
                if mine is not None:
                    read.add(words[-1].id)
            for j in range(0, len(words), W):
                regs = words[j:j + W]
                for r in regs if pred is not None else ():
                    if r.id in read:
                        b.emit("mov", (r,), (L.Imm(0, r.ty),), note="absent element")
                b.emit("ld_global", regs, (self.params[t.name], off, _imm(j * size)),
                       attrs=(32, W), pred=pred,
                       note=f"{note}: {W * size}-byte load of a span of '{t.name}'")

    def span_elements(self, t, parts, outs, note) -> None:
        """The siblings element by element, as gather loads them, into the same registers."""
        b = self.b
        for c, elems in parts.items():
            for k, (off, pred) in elems.items():
                r = outs[c][k]
                if pred is not None:
                    b.emit("mov", (r,), (L.Imm(0, r.ty),), note="absent element")
                b.emit("ld_global", (r,), (self.params[t.name], off, _imm(0)), attrs=(32, 1),
                       pred=pred, note=f"{note}: gather from '{t.name}'")
