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
from .loops import INDEX_MATH, invariant
from .plan import _imm
from .product_plan import PAD_BYTES, Stream, WgmmaTile



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


def _where(t: ir.TensorParam, c: Value | None) -> str:
    """What a run test asks to be multiples of, in words."""
    return f"the rows of '{t.name}'" if c is None else \
        f"{expression(c)} and the rows of '{t.name}'"


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

    def run_test(self, x: Value, axis: str, c: Value | None, V: int, ctx: _Ctx,
                 whole: bool = False) -> L.Operand:
        """Uniform pred: C (where there is one), the tensor's row pitch and (where this step
        may be ragged along kk, unless `whole`: a pipelined loop's whole chunks) kk's extent
        are multiples of V, so every run is one aligned row piece, wholly present or wholly
        absent. Made once at the function's top where C is a dimension (or absent); a C
        computed from several is tested where it is."""
        t = self.k.param(x.attr("tensor"))
        ragged = not whole and self.ragged(axis, ctx) is not None
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
        if not whole and not (isinstance(pred, L.Imm) and not pred.value):
            said = (f"  staging: '{t.name}' in runs of {V} '{axis}' ({2 * V} bytes: one load "
                    f"and one store each, subscripts and bounds once) where "
                    f"{_where(t, c)} are multiples of {V} (and the extent of '{axis}', for a "
                    f"ragged last step), else element by element (kgen.lower.runs)")
            if said not in self.staging_notes:
                self.staging_notes.append(said)
        return pred

    def run_stream(self, x: Value, row: str, kk: str, s: ir.Loop, ctx: _Ctx
                   ) -> Stream | None:
        """Operand x of loop s's products as a stream of channel runs (a Stream with `runs`),
        where x is staged by runs along the loop's own axis and the loop's copies can move
        one: a cp.async moves 4, 8 or 16 bytes (PTX ISA 9.7.9.25.3.1), a copy through
        registers any run. Its whole chunks then pipeline like a loaded operand's: the runs
        of step kt + S - 1 are in flight while step kt's products run (CUTLASS's implicit-GEMM
        mainloop, whose activation iterator issues one cp.async per 8 channels). The streams'
        loop needs the run test (`Stream.runs`): where it fails, every chunk runs the masked
        version, staged element by element."""
        if x.op != "gather" or kk != s.var or x.attr("tensor") in self.stored or \
                invariant(x, s) or self.es != 2:
            return None
        axes = tuple(a for a in x.axes if a in self.chunk)
        runs = self.run_shape(x, axes, self.layout_of(axes))
        if runs is None or runs[0] != kk:
            return None
        axis, c, V = runs
        fills = self.protocol.fills
        if not ("st_shared" in fills or "cp_async" in fills and self.es * V in (4, 8, 16)):
            return None
        tile = WgmmaTile(self.chunk[row], self.chunk[kk], True, self.es) \
            if self.mx.warpgroup else None
        stride = self.chunk[kk] + self.pad
        if tile is None and stride % V:
            return None
        test = self.run_test(x, axis, c, V, ctx, whole=True)
        if isinstance(test, L.Imm) and not test.value:
            return None
        t = self.k.param(x.attr("tensor"))
        how = "K-major, swizzled" if tile else f"K contiguous, rows padded by {PAD_BYTES} bytes"
        buf = self.buffer(("stream", x.uid, row), "st",
                          tile.size if tile else self.es * self.chunk[row] * stride,
                          f"'{t.name}' runs of the loop over '{s.var}', streamed "
                          f"{self.protocol.how} ({how})", align=1024 if tile else 16)
        self.staging_notes.append(
            f"  streaming: '{t.name}' in runs of {V} '{axis}' ({self.es * V} bytes), "
            f"{self.protocol.how}, pipelined with the loop's other operands, where "
            f"{_where(t, c)} are multiples of {V}; else every step of the loop over "
            f"'{s.var}' is staged element by element (kgen.lower.runs)")
        return Stream(x, row, t, row, kk, buf, stride, tile=tile,
                      runs=(axis, V, None if isinstance(test, L.Imm) else test))

    def run_copies(self, st: Stream, ctx: _Ctx, counter: L.Operand, end: L.Operand) -> None:
        """One step's copies of a run stream (run_stream): each run the thread holds in the
        operand's layout, from its first element's address, one cp.async of the run (0 bytes
        from the tensor's start, so zeros, where the run is absent or the step is one the
        loop does not consume: PTX ISA 9.7.9.25.3.1, src-size) or one guarded load into
        registers and its write (zeros where absent)."""
        b, x, t = self.b, st.value, st.tensor
        axis, V, _ = st.runs
        axes = tuple(a for a in x.axes if a in self.chunk)
        lay = self.layout_of(axes)
        place = st.tile or st.stride
        off, tbits = self.stage_offset(lay, st.row, axis, place, st.buffer)
        live = b.op("setp", "pred", counter, end, attrs=("lt", "u32"),
                    note="a step the loop consumes")
        guard = self.copy_guard(lay)
        fill = (st.buffer, 32, f"stream {st.buffer}")
        note = f"{self.note(x)}: a run of {V} '{axis}' from '{t.name}'"
        for k0, pred, addr in self.run_addresses(x, axes, axis, V, ctx):
            pred = self.both(live, pred)
            dst, imm = self.run_place(place, off, dict(zip(axes, k0)), st.row, axis, tbits)
            if "cp_async" in self.protocol.fills:
                here = b.op("add64", "u64", self.params[t.name], b.op("cvt_u64", "u64", addr))
                src = b.op("selp", "u64", here, self.params[t.name], pred)
                size = self.es * V
                nbytes = b.op("selp", "u32", _imm(size), _imm(0), pred)
                b.emit("cp_async", (), (dst, imm, src, nbytes), (st.buffer, size, fill[2]),
                       pred=guard, note=note)
                continue
            regs = [b.op("mov", "u32", _imm(0), uniform=False, note="an absent run: zeros")
                    for _ in range(V // 2)]
            b.emit("ld_global", tuple(regs), (self.params[t.name], addr, _imm(0)),
                   (32, V // 2), pred=pred, note=note)
            b.emit("st_shared", (), (dst, imm, *regs), fill, pred=guard,
                   note=f"a run into {st.buffer}")

    def run_addresses(self, x: Value, axes, axis: str, V: int, ctx: _Ctx):
        """(element key, pred: the run present, byte offset) of each run of gather x the
        thread holds (V consecutive keys along `axis` from a multiple of V): its first
        element's subscripts, bounds and address, computed for that element alone."""
        t = self.k.param(x.attr("tensor"))
        keys = self.keys(axes)
        pos, keyset, memo = axes.index(axis), set(keys), {}
        for k0 in keys:
            if k0[pos] % V or any(k0[:pos] + (k0[pos] + j,) + k0[pos + 1:] not in keyset
                                  for j in range(V)):
                continue
            idx = [self.value_at(s, axes, k0, axis, ctx, memo) for s in x.args]
            pred = self.present_axes(axes, k0, ctx)
            for i, r in enumerate(idx):
                pred = self.both(pred, self.inside(t, i, r))
            yield k0, pred, self.element_offset(t, idx, self.note(x))

    def run_place(self, place, off: L.Operand, at: dict, row: str, kk: str, tbits: int
                  ) -> tuple[L.Operand, L.Operand]:
        """(register, immediate) of element `at` (its row and kk) in a staging buffer: padded
        rows of `place` elements, or a wgmma tile (tile_element)."""
        if isinstance(place, int):
            return off, _imm(self.es * (at[row] * place + at[kk]))
        return self.tile_element(place, off, at[row], at[kk], tbits)

    def stage_runs(self, x: Value, axis: str, V: int, buf: str, row: str, kk: str, place,
                   lay, axes, off, tbits, ctx: _Ctx, which: str) -> None:
        """Stages gather x run by run: per run its first element's subscripts, bounds and
        address, one load of V elements (zero where the run is absent) and one store."""
        b, t = self.b, self.k.param(x.attr("tensor"))
        guard = self.copy_guard(lay)
        for k0, pred, addr in self.run_addresses(x, axes, axis, V, ctx):
            regs = tuple(b.reg("u32", False) for _ in range(V // 2))
            for r in regs:
                b.emit("mov", (r,), (L.Imm(0, "u32"),), note="an absent run: zeros")
            b.emit("ld_global", regs, (self.params[t.name], addr, _imm(0)),
                   attrs=(32, V // 2), pred=pred,
                   note=f"{self.note(x)}: a run of {V} '{axis}' from '{t.name}', one vector")
            saddr, imm = self.run_place(place, off, dict(zip(axes, k0)), row, kk, tbits)
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
