"""Channel runs: a product operand gathered through `x[..., kk % C]` staged by vectors.

An implicit-GEMM convolution reads its activations as a gather whose last subscript is the
reduction index modulo the channel count and whose others see that index only through
quotients by multiples of it (examples/conv2d.kgen: `x[p / (H W), (p / W) % H + r - 1,
p % W + s - 1, kk % C]` with r = kk / (3 C), s = (kk / C) % 3). Where C is a multiple of V, a
run of V consecutive kk from a multiple of V lies inside one multiple of C, so along the run
the other subscripts stay as they are and the last counts up by one: the run is V consecutive
elements of one row of the tensor, 2V bytes aligned to 2V (the row pitch C and the tensor's
base, 16-byte aligned: kgen.lir.ops.base_alignments, keep it so). A thread holding V
consecutive kk (the layout's first register bits) then computes the subscripts, the bounds
checks and the address once per run, loads the run as one vector and stores it into the
staging buffer as one (the V elements are consecutive there too: a 16-byte chunk of a wgmma
tile's K-major row, or of a padded row). That is CUTLASS's implicit-GEMM iterator's access,
one 16-byte load per 8 channels; element by element the same loop spent some 30 instructions
of subscript and bounds math on every element (benchmarks/results/sass_session21.txt).

A gather `x[s0, ..., kk]` whose other subscripts do not see kk at all (a 1x1 convolution's
pixels, rows picked by an index tensor) is the same with no C: each run is V elements of one row.

A uniform test decides at run time (C % V == 0, the row pitch too, and the run axis's extent
where the step is ragged: a run then lies wholly inside or wholly outside); where it fails the
elements are staged one by one as before. The runs' presence is their first element's: the
padding taps of a convolution (a row or column off the image) drop whole runs, which stay
zero. A part of Lowering (kgen.lower.program), kept in its own file by topic.
"""

from __future__ import annotations

from ..lir import ops as L
from ..tile import ir
from ..tile.ir import DType, Value
from .access import division_form
from .builder import Key, _Ctx
from .loops import INDEX_MATH
from .plan import _imm



def channel_runs(v: Value, key_of) -> tuple[str, Value | None] | None:
    """(the run axis kk, the divisor C) of a gather `t[s0, ..., kk % C]` whose other
    subscripts stay along a run (`steady`); (kk, None) of one `t[s0, ..., kk]` whose others
    do not see kk (a 1x1 convolution's pixels, rows picked by an index tensor); None for any
    other value. key_of: the lowering's structural key (two equal C written twice are one)."""
    if v.op != "gather" or not v.args:
        return None
    last = v.args[-1]
    if last.op == "index":
        axis = last.attr("axis")
        return (axis, None) if all(axis not in s.axes for s in v.args[:-1]) else None
    if last.op != "rem" or last.args[0].op != "index":
        return None
    axis, c = last.args[0].attr("axis"), last.args[1]
    if c.axes or any(y.op not in INDEX_MATH for y in ir.subtree(c)):     # one for the launch
        return None
    if all(steady(s, axis, key_of(c), key_of) for s in v.args[:-1]):
        return axis, c
    return None


def steady(s: Value, axis: str, c, key_of) -> bool:
    """s is the same for every kk of a run (V consecutive from a multiple of V, V dividing
    C): it does not see kk, or sees it only through kk / (m C), m a positive literal, and
    integer arithmetic."""
    if axis not in s.axes:
        return True
    if s.op == "div" and s.args[0].op == "index" and s.args[0].attr("axis") == axis:
        d = s.args[1]
        if key_of(d) == c:
            return True
        if d.op == "mul" and len(d.args) == 2:
            lit = [a for a in d.args if a.op == "const" and isinstance(a.attr("value"), int)
                   and a.attr("value") > 0]
            rest = [a for a in d.args if a not in lit]
            return len(lit) == 1 and len(rest) == 1 and key_of(rest[0]) == c
        return False
    if s.op not in INDEX_MATH or s.op == "index" or s.dtype.is_float:
        return False
    return all(steady(a, axis, c, key_of) for a in s.args)


_SYMBOL = {"add": "+", "sub": "-", "mul": "*", "div": "/", "rem": "%"}


def expression(v: Value) -> str:
    """A divisor as the source writes it, for the schedule: expression(3 * C) is '3 * C'."""
    if v.op == "dim":
        return v.attr("name")
    if v.op == "const":
        return str(v.attr("value"))
    if v.op in _SYMBOL and len(v.args) == 2:
        a, b = (expression(x) if x.op in ("dim", "const") else f"({expression(x)})"
                for x in v.args)
        return f"{a} {_SYMBOL[v.op]} {b}"
    return f"{v.op}(...)"


class _Runs:
    """Lowering's staging of channel runs (see the module's docstring)."""

    def run_shape(self, x: Value, axes, lay) -> tuple[str, Value, int] | None:
        """(kk, C, V) where operand x of a product is staged by runs of V: a channel-run
        gather of 16-bit elements read by nothing but its product, whose layout gives each
        thread V consecutive kk (4 to 16 bytes) from chunk starts that are multiples of V."""
        key = ("run_shape", x.uid, axes)
        if key in self.tcoords:
            return self.tcoords[key]
        got = None
        form = channel_runs(x, self.key_of)
        if form is not None and x.dtype in (DType.bf16, DType.f16) and \
                self.readers.get(x.uid, 0) == 1:
            axis, c = form
            V = lay.vector_width(axis) if axis in axes else 1
            # Runs start at multiples of V where kk's chunks do: not where a segment's
            # offsets start them (`kk: 32 in cu[b]`).
            info = self.k.axis(axis)
            walked = [info] + ([self.k.axis(info.parent)] if info.parent else [])
            if 2 <= V and 2 * V in (4, 8, 16) and self.chunk.get(axis, 0) % V == 0 and \
                    all(i.segment is None for i in walked):
                got = axis, c, V
        self.tcoords[key] = got
        return got

    def run_test(self, x: Value, axis: str, c: Value | None, V: int, ctx: _Ctx
                 ) -> L.Operand:
        """Uniform pred: C (where there is one), the tensor's row pitch and (where this step
        may be ragged along kk) kk's extent are multiples of V, so every run is one aligned
        row piece, wholly present or wholly absent. Made once at the function's top where C
        is a dimension (or absent); a C computed from several is tested where it is."""
        t = self.k.param(x.attr("tensor"))
        ragged = self.ragged(axis, ctx) is not None
        top = c is None or c.op in ("dim", "const")
        key = ("run_test", t.name, axis, None if c is None else self.key_of(c), V, ragged)
        if top and key in self.tcoords:
            return self.tcoords[key]
        tests = [self.multiple_of(self.dim(t.shape[-1]), V, f"the rows of '{t.name}' a "
                                  f"multiple of {V}: channel runs")]
        if c is not None:
            r = self.params[c.attr("name")] if c.op == "dim" else self.operand(c, (), ctx)[()]
            tests.append(self.multiple_of(r, V, f"{expression(c)} a multiple of {V}: channel "
                                          "runs", top))
        if ragged:
            tests.append(self.multiple_of(self.dim(self.k.axis(axis).dim), V,
                                          f"'{axis}' a multiple of {V}: channel runs"))
        pred = self.all_of(tests, top)
        if top:
            self.tcoords[key] = pred
        if not (isinstance(pred, L.Imm) and not pred.value):
            which = f"the rows of '{t.name}'" if c is None else \
                f"{expression(c)} and the rows of '{t.name}'"
            said = (f"  staging: '{t.name}' in runs of {V} '{axis}' ({2 * V} bytes: one load "
                    f"and one store each, subscripts and bounds once) where {which} are "
                    f"multiples of {V} (and the extent of '{axis}', for a ragged last step), "
                    f"else element by element (kgen.lower.runs)")
            if said not in self.staging_notes:
                self.staging_notes.append(said)
        return pred

    def stage_runs(self, x: Value, axis: str, V: int, buf: str, row: str, kk: str, place,
                   lay, axes, keys, off, tbits, ctx: _Ctx, which: str) -> None:
        """Stages gather x run by run: per run its first element's subscripts, bounds and
        address, one load of V elements (zero where the run is absent) and one store."""
        b, t = self.b, self.k.param(x.attr("tensor"))
        note = self.note(x)
        pos, words = axes.index(axis), V // 2
        guard = self.copy_guard(lay)
        memo: dict = {}
        keyset = set(keys)
        for k0 in keys:
            if k0[pos] % V or any(k0[:pos] + (k0[pos] + j,) + k0[pos + 1:] not in keyset
                                  for j in range(V)):
                continue
            idx = [self.value_at(s, axes, k0, axis, ctx, memo) for s in x.args]
            pred = self.present_axes(axes, k0, ctx)
            for i, r in enumerate(idx):
                pred = self.both(pred, self.inside(t, i, r))
            addr = self.element_offset(t, idx, note)
            regs = tuple(b.reg("u32", False) for _ in range(words))
            for r in regs:
                b.emit("mov", (r,), (L.Imm(0, "u32"),), note="an absent run: zeros")
            b.emit("ld_global", regs, (self.params[t.name], addr, _imm(0)),
                   attrs=(32, words), pred=pred,
                   note=f"{note}: a run of {V} '{axis}' from '{t.name}', one vector")
            at = dict(zip(axes, k0))
            if isinstance(place, int):
                saddr, imm = off, _imm(self.es * (at[row] * place + at[kk]))
            else:
                saddr, imm = self.tile_element(place, off, at[row], at[kk], tbits)
            b.emit("st_shared", (), (saddr, imm, *regs), attrs=(buf, 32, f"fill {buf}"),
                   pred=guard, note=f"{which} operand of the product: stage a run")

    def value_at(self, s: Value, axes, k: Key, axis: str, ctx: _Ctx, memo: dict
                 ) -> L.Operand:
        """The register of integer value s at element k of a tile over `axes`, computed for
        that element alone where s sees the run axis (a run's subscripts: its first
        element's), else s's own registers (one per row: the pixel's coordinates, which a
        loop computes once before it)."""
        ks = self.project(k, axes, s.axes)
        key = (s.uid, ks)
        if key in memo:
            return memo[key]
        if axis not in s.axes or s.op == "index":
            whole = memo.get(s.uid)         # its registers, asked of the lowering once
            if whole is None:
                whole = memo[s.uid] = self.operand(s, axes, ctx)
            r = whole[ks]
        else:
            args = [self.value_at(a, axes, k, axis, ctx, memo) for a in s.args]
            form = division_form(s)
            if form is not None:        # as rem_value divides it
                r = self.b.op(s.op, form[0], *args, attrs=form[1], note=self.note(s))
            else:
                r = self.m.compute(s.op, s.dtype, [a.dtype for a in s.args], args,
                                   self.note(s))
        memo[key] = r
        return r
