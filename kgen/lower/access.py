"""Memory accesses of the elementwise lowering: a tensor's strides and a chunk's base, each
thread's offsets, vector loads and stores (behind the rows' alignment where a chunk's versions
left it out), loads and stores by computed subscripts, and the masks of elements a chunk may
lack. A part of Lowering (kgen.lower.program), kept in its own file by topic."""

from __future__ import annotations

import functools

from ..lir import ops as L
from ..tile import ir
from ..tile.ir import DType, Value
from .builder import Key, _Ctx
from .functions import reg_type
from .layout import LinearLayout, log2
from .plan import _anchor, _imm


class _Access:
    """Lowering's memory rules (see the module's docstring)."""

    def strides(self, t: ir.TensorParam) -> list[int | L.Operand]:
        """Row-major element strides of t's dimensions (constants where the shape is)."""
        key = ("strides", t.name)
        if key in self.tcoords:
            return self.tcoords[key]
        out: list = []
        acc: int | L.Operand = 1
        for d in reversed(t.shape):
            out.append(acc)
            dv = self.dim(d)
            if isinstance(acc, int) and isinstance(dv, L.Imm):
                acc = acc * dv.value
            elif isinstance(acc, int) and acc == 1:
                acc = dv
            else:
                acc = self.b.op("mul", "u32", acc if not isinstance(acc, int) else _imm(acc),
                                dv, top=True, note=f"a stride of '{t.name}'")
        out.reverse()
        self.tcoords[key] = out
        return out

    def chunk_base(self, t: ir.TensorParam, axes, ctx: _Ctx) -> L.Operand:
        """Uniform address of t at the chunk's first element: the program's part once at the
        top, the walked part (loop counters) where the chunk is."""
        key = ("base", t.name, tuple(axes))
        if key in ctx.memo:
            return ctx.memo[key]
        b = self.b
        shift = log2(t.dtype.nbytes)
        tkey = ("pbase", t.name, tuple(axes))
        if tkey not in self.tcoords:
            base: L.Operand = self.params[t.name]
            for a, st in zip(axes, self.strides(t)):
                s = self.pstart.get(a, _imm(0))
                base = self.add_scaled(base, s, st, shift, f"'{t.name}' at this program",
                                       top=True)
            self.tcoords[tkey] = base
        base = self.tcoords[tkey]
        wkey = ("wbase", t.name, tuple(axes))
        if wkey not in ctx.memo:
            wb: L.Operand | None = None
            for a, st in zip(axes, self.strides(t)):
                if a in ctx.off:
                    part = self.add_scaled(None, ctx.off[a], st, shift, "")
                    wb = part if wb is None else b.op("add64", "u64", wb, part)
            ctx.memo[wkey] = wb
        wb = ctx.memo[wkey]
        if wb is not None:
            base = b.op("add64", "u64", base, wb, note=f"'{t.name}' at this chunk")
        ctx.memo[key] = base
        return base

    def add_scaled(self, base, s, st, shift, note, top=False):
        """base + s * st << shift in 64 bits (base None: the product alone)."""
        b = self.b
        if self.is_zero(s):
            return base if base is not None else L.Imm(0, "u64")
        if isinstance(st, int):
            off = b.op("mul_wide", "u64", s, _imm(st), top=top) if st != 1 else \
                b.op("cvt_u64", "u64", s, top=top)
        else:
            off = b.op("mul_wide", "u64", s, st, top=top)
        if shift:
            off = b.op("shl64", "u64", off, _imm(shift), top=top)
        if base is None:
            return off
        return b.op("add64", "u64", base, off, note=note, top=top)

    def thread_offset(self, t: ir.TensorParam, axes, layout: LinearLayout) -> L.Operand:
        """The thread's byte offset into a chunk of t (per lane, computed once at the top)."""
        key = ("toff", t.name, tuple(axes), layout)
        if key in self.tcoords:
            return self.tcoords[key]
        b = self.b
        out: L.Operand = _imm(0)
        for a, st in zip(axes, self.strides(t)):
            c = self.tcoord(layout, a)
            if self.is_zero(c):
                continue
            part = c if (isinstance(st, int) and st == 1) else b.op(
                "mul", "u32", c, _imm(st) if isinstance(st, int) else st, top=True)
            out = part if self.is_zero(out) else b.op("add", "u32", out, part, top=True)
        shift = log2(t.dtype.nbytes)
        if shift and not self.is_zero(out):
            out = b.op("shl", "u32", out, _imm(shift), top=True,
                       note=f"thread's byte offset in a chunk of '{t.name}'")
        self.tcoords[key] = out
        return out

    def layout_keys(self, layout: LinearLayout, axes) -> list[Key]:
        """The distinct keys over `axes` of a thread's registers in `layout`, in register
        order."""
        key = ("lkeys", layout, tuple(axes))
        if key not in self.tcoords:
            self.tcoords[key] = list(dict.fromkeys(self.reg_keys(layout, axes)))
        return self.tcoords[key]

    def reg_keys(self, layout: LinearLayout, axes) -> tuple[Key, ...]:
        """The key over `axes` of each register of a thread in `layout` (register r's at r),
        found once per layout."""
        key = ("rkeys", layout, tuple(axes))
        if key not in self.tcoords:
            self.tcoords[key] = tuple(tuple(rc[a] for a in axes) for rc in (
                layout.apply(reg=r) for r in range(layout.in_size("reg"))))
        return self.tcoords[key]

    def address(self, t, axes, ctx, key_t: tuple[int, ...], off: L.Operand,
                lane_offsets: dict | None = None):
        """(uniform base, per-lane byte offset, immediate byte offset) of the element at
        register offsets key_t (in t's dimension order) of the current chunk, `off` the thread's
        byte offset. Offsets along dimensions whose strides are known only at launch join the
        lane offset (a scalar product and one add), so no 64-bit base per register stays live.
        Offsets are 32-bit within a tensor: the runtimes refuse tensors of 4 GiB or more.
        lane_offsets: the caller's memo of lane offsets by the offsets along those
        dimensions, for the elements of one access (they share a few: a row's elements one):
        asking again would find the same registers by value numbering, nothing being
        written in between but fresh registers."""
        st = self.strides(t)
        imm = 0
        dynamic = []
        for o, s in zip(key_t, st):
            if isinstance(s, int):
                imm += o * s
            else:
                dynamic.append(o)
        if dynamic:
            at = tuple(dynamic)
            found = lane_offsets.get(at) if lane_offsets is not None else None
            if found is None:
                found = self.lane_offset(t, st, at, off)
                if lane_offsets is not None:
                    lane_offsets[at] = found
            off = found
        return self.chunk_base(t, axes, ctx), off, imm * t.dtype.nbytes

    def lane_offset(self, t, st, dynamic: tuple[int, ...], off: L.Operand) -> L.Operand:
        """`off` plus the byte offset along the dimensions whose strides are registers (their
        register offsets `dynamic`, in order): address's per-lane part."""
        b = self.b
        extra: L.Operand | None = None
        for o, s in zip(dynamic, (s for s in st if not isinstance(s, int))):
            if o:
                part = b.op("mul", "u32", s, _imm(o))
                extra = part if extra is None else b.op("add", "u32", extra, part)
        if extra is not None:
            shift = log2(t.dtype.nbytes)
            if shift:
                extra = b.op("shl", "u32", extra, _imm(shift))
            off = extra if self.is_zero(off) else b.op("add", "u32", off, extra)
        return off

    def load(self, v: Value, ctx: _Ctx) -> dict[Key, L.Operand]:
        """A plain load: in the dominant layout, or in the tensor's coalesced layout and then
        converted (a transpose)."""
        t = self.k.param(v.attr("tensor"))
        taxes = tuple(v.attr("axes"))
        anchor = _anchor(self.plan, taxes)
        if anchor is None:
            return self.access(t, taxes, v.axes, self.layout_of(v.axes), self.keys(v.axes),
                               ctx, None, self.note(v))
        return self.convert(self.load_in(v, anchor, ctx), v.axes, anchor,
                            self.layout_of(v.axes), f"{t.name}[{', '.join(taxes)}]")

    def load_in(self, v: Value, layout: LinearLayout, ctx: _Ctx) -> dict[Key, L.Operand]:
        """Plain load v's registers in `layout` (over v.axes), whatever layout v itself takes."""
        return self.access(self.k.param(v.attr("tensor")), tuple(v.attr("axes")), v.axes, layout,
                           self.layout_keys(layout, v.axes), ctx, None, self.note(v))

    def access(self, t, taxes, vaxes, layout, keys, ctx, vals, note, test=True,
               rounds=False, guard_loads=None) -> dict:
        """Loads (vals None) or stores (vals: {key: register}) the elements `keys` of a chunk
        of t in `layout`: vector accesses (vector_elems: at most the target's
        max_vector_bits) where the layout gives each thread contiguous
        elements and the chunk is full, element by element (masked) otherwise. test: a full
        chunk's stores may test the rows' alignment themselves; rounds: a 16-bit store's
        f32 values are not yet rounded to its type (the store rounds them); guard_loads: a
        uniform predicate every load also needs (a page inside its tensor), element by
        element."""
        b = self.b
        bits = 8 * t.dtype.nbytes
        off = self.thread_offset(t, taxes, layout)
        V = self.vector_elems(t, layout.vector_width(taxes[-1])) if taxes[-1] in vaxes else 1
        last = vaxes.index(taxes[-1]) if taxes[-1] in vaxes else None
        out: dict = {}
        guard = self.copy_guard(layout) if vals is not None else None
        # The vector groups: V elements in a row along the contiguous axis (none when V is
        # 1: element by element).
        groups = [[k[:last] + (k[last] + j,) + k[last + 1:] for j in range(V)]
                  for k in keys if last is not None and k[last] % V == 0] if V > 1 else []
        present = vals is not None and any(isinstance(x, tuple) and x[:1] == ("present",)
                                           for x in vals)
        shape_ok = (V > 1 and not present and (V * t.dtype.nbytes) % 4 == 0 and guard is None
                    and sum(map(len, groups)) == len(keys))
        if shape_ok:
            keyset = set(keys)
            shape_ok = all(g in keyset for grp in groups for g in grp)
        vector = shape_ok and ctx.vec and guard_loads is None and (ctx.full or ctx.aligned and all(
            self.ragged(a, ctx) is None for a in vaxes))
        if shape_ok and not vector and vals is not None and ctx.full and test and \
                not isinstance(self.aligned, L.Imm):
            # A full chunk whose versions left alignment out (a chunk with loops: theirs test
            # for themselves, kgen.lower.program.chunk_versions): its stores test it here, so
            # a GEMM's epilogue stores vectors where the rows are aligned.
            if self.aligned is None:
                return self.access(t, taxes, vaxes, layout, keys, ctx.child(aligned=True,
                                   full=True), vals, note, rounds=rounds)
            b.open()
            self.access(t, taxes, vaxes, layout, keys, ctx.child(aligned=True, full=True),
                        vals, note, rounds=rounds)
            then = b.close()
            b.open()
            self.access(t, taxes, vaxes, layout, keys, ctx, vals, note, test=False,
                        rounds=rounds)
            else_ = b.close()
            b.blocks[-1].append(L.If(self.aligned, then, else_,
                                     note=f"rows of '{t.name}' aligned: vector stores"))
            return out
        lane_offsets: dict = {}
        if vector:
            words = V * t.dtype.nbytes // 4
            for group in groups:
                k = group[0]
                base, koff, imm = self.address(t, taxes, ctx, self.project(k, vaxes, taxes), off,
                                               lane_offsets)
                if vals is None:
                    regs = [b.reg("u32" if bits < 32 else reg_type(t.dtype), False)
                            for _ in range(words)]
                    b.emit("ld_global", regs, (base, koff, _imm(imm)), attrs=(32, words),
                           note=f"{note}: {V * t.dtype.nbytes}-byte load of '{t.name}'")
                    elems = []
                    for r in regs:
                        elems += list(self.unpack16(r, t.dtype)) if bits == 16 else \
                            list(self.unpack8(r, t.dtype)) if bits == 8 else [r]
                    out.update(zip(group, elems))
                else:
                    elems = [vals[g] for g in group]
                    if bits == 16:
                        elems = [self.pack16(elems[j], elems[j + 1], t.dtype, rounds)
                                 for j in range(0, V, 2)]
                    elif bits == 8:
                        elems = [self.pack8(elems[j:j + 4], t.dtype) for j in range(0, V, 4)]
                    b.emit("st_global", (), (base, koff, _imm(imm), *elems),
                           attrs=(32, len(elems)),
                           note=f"{note}: {V * t.dtype.nbytes}-byte store to '{t.name}'")
            return out
        for k in keys:
            base, koff, imm = self.address(t, taxes, ctx, self.project(k, vaxes, taxes), off,
                                           lane_offsets)
            pred = self.layout_present(layout, vaxes, k, ctx)
            if vals is None:
                pred = self.both(pred, guard_loads)
                r = b.reg("u32" if bits < 32 else reg_type(t.dtype), False)
                if pred is not None:
                    b.emit("mov", (r,), (L.Imm(0, r.ty),), note="absent element")
                b.emit("ld_global", (r,), (base, koff, _imm(imm)), attrs=(bits, 1), pred=pred,
                       note=f"{note}: load of '{t.name}'")
                out[k] = self.widen(r, t.dtype)
            else:
                x = vals[k]
                if isinstance(x, L.Imm):
                    x = b.op("mov", reg_type(t.dtype), x)
                x = self.narrow(x, t.dtype, rounds)
                pred = self.both(pred, guard)
                extra = vals.get(("present", k))
                pred = self.both(pred, extra)
                b.emit("st_global", (), (base, koff, _imm(imm), x), attrs=(bits, 1), pred=pred,
                       note=f"{note}: store to '{t.name}'")
        return out

    def layout_present(self, layout, axes, k, ctx) -> L.Operand | None:
        """Axis masks of element k of a chunk tile over `axes` held in `layout`."""
        same = self.tcoords.get(("same_coords", layout, axes))
        if same is None:
            same = self.tcoords[("same_coords", layout, axes)] = layout is self.D or all(
                self.tcoord(layout, a) is self.tcoord(self.layout_of(axes), a) for a in axes)
        if ctx.full:            # no element is absent in a full version, in any layout
            return None
        if same:
            return self.present_axes(axes, k, ctx)
        p = None
        for a, off in zip(axes, k):
            if ctx.full or ctx.ext.get(a) is None:
                continue
            t = self.tcoord(layout, a)
            idx = self.b.op("add", "u32", t, _imm(off)) if off else t
            p = self.both(p, self.b.op("setp", "pred", idx, ctx.ext[a], attrs=("lt", "u32")))
        return p

    def widen(self, r: L.Reg, dt: DType) -> L.Reg:
        """A scalar load's register (an 8- or 16-bit pattern zero-extended) as its f32 value."""
        if dt.nbytes == 2:
            kind = "bf16_f32" if dt == DType.bf16 else "f16_f32"
            return self.b.op("cvt", "f32", r, attrs=(kind,), uniform=False)
        if dt.is_fp8:
            return self.b.op("cvt", "f32", r, attrs=(f"{dt}_f32",), uniform=False)
        if dt == DType.e8m0:
            return self.e8m0_f32(r)
        return r

    def e8m0_f32(self, r: L.Operand) -> L.Reg:
        """An e8m0 byte (bits 8-31 zero) as its f32 value 2^(e - 127) (OCP MX v1.0, 5.4), by
        integer ops any target has: the bf16 whose exponent field is e (e << 7), the smallest
        (e = 0) the bf16 subnormal 2^-127 (0x0040), 0xFF a NaN (0x7FC0)."""
        b = self.b
        h = b.op("shl", "u32", r, _imm(7), uniform=False, note="e8m0: the exponent field")
        h = b.op("selp", "u32", _imm(0x40), h, b.op("setp", "pred", r, _imm(0),
                                                     attrs=("eq", "u32")), uniform=False)
        h = b.op("selp", "u32", _imm(0x7FC0), h, b.op("setp", "pred", r, _imm(0xFF),
                                                       attrs=("eq", "u32")), uniform=False)
        return b.op("cvt", "f32", h, attrs=("bf16_f32",), uniform=False)

    def narrow(self, x: L.Operand, dt: DType, rounds: bool) -> L.Operand:
        """An f32 register as the 8- or 16-bit pattern a scalar store writes (rounds: not yet
        rounded to dt, so the conversion rounds; bf16 otherwise takes the high half)."""
        if dt.nbytes == 2:
            kind = "f32_f16" if dt == DType.f16 else "f32_bf16" if rounds else "bits_bf16"
            return self.b.op("cvt", "u32", x, attrs=(kind,))
        if dt.is_fp8:
            return self.b.op("cvt", "u32", x, attrs=(f"f32_{dt}",))
        if dt == DType.e8m0:        # an e8m0 value (casts to it are refused): its exponent
            hi = self.b.op("cvt", "u32", x, attrs=("bits_bf16",))
            return self.b.op("shr", "u32", hi, _imm(7))
        return x

    def unpack8(self, word: L.Reg, dt: DType) -> list[L.Reg]:
        """The four 8-bit floats of a loaded word, byte 0 first (F_f32 reads the low byte)."""
        b = self.b
        parts = [word] + [b.op("shr", "u32", word, _imm(8 * i), uniform=False)
                          for i in (1, 2, 3)]
        if dt == DType.e8m0:
            return [self.e8m0_f32(b.op("and", "u32", p, _imm(0xFF), uniform=False))
                    for p in parts]
        return [b.op("cvt", "f32", p, attrs=(f"{dt}_f32",), uniform=False) for p in parts]

    def pack8(self, elems: list[L.Operand], dt: DType) -> L.Reg:
        """Four f32 values as one word of 8-bit patterns, the first in byte 0: two pairs
        (pack_Fx2 rounds and saturates), the second shifted up 16 bits."""
        b = self.b
        regs = [b.op("mov", "f32", x) if isinstance(x, L.Imm) else x for x in elems]
        if dt == DType.e8m0:
            return join_bytes(b, [self.narrow(x, dt, False) for x in regs])
        lo, hi = (b.op("cvt", "u32", regs[j], regs[j + 1], attrs=(f"pack_{dt}x2",),
                       uniform=False) for j in (0, 2))
        return b.op("or", "u32", lo, b.op("shl", "u32", hi, _imm(16), uniform=False),
                    uniform=False)

    def unpack16(self, word: L.Reg, dt: DType) -> tuple[L.Reg, L.Reg]:
        s = "bf16" if dt == DType.bf16 else "f16"
        lo = self.b.op("cvt", "f32", word, attrs=(f"lo_{s}",), uniform=False)
        hi = self.b.op("cvt", "f32", word, attrs=(f"hi_{s}",), uniform=False)
        return lo, hi

    def gather(self, v: Value, ctx: _Ctx) -> dict[Key, L.Operand]:
        """A load through computed subscripts: each element's address from its subscripts, its
        presence the subscripts lying inside the tensor (an unsigned compare also refuses
        negative ones), so no access ever leaves the tensor. An affine subscript along the
        contiguous dimension loads whole spans instead where it can (kgen.lower.spans)."""
        word = self.segment_word(v)
        if word is not None:
            return {k: word for k in self.keys(v.axes)}
        spans = self.span_gather(v, ctx)
        if spans is not None:
            return spans
        page = self.page_load(v, ctx)
        if page is not None:
            return page
        b, note = self.b, self.note(v)
        t = self.k.param(v.attr("tensor"))
        # The subscripts are the gather's operands: held in its layout, which with products
        # may be another root than the one the subscript's own axes take (kk / 32 beside
        # a[m, kk] in a product's operand).
        subs = [self.operand(a, v.axes, ctx) for a in v.args]
        bits = 8 * t.dtype.nbytes
        out = {}
        keys = self.keys(v.axes)
        uniform = self.uniform_subscripts(v, subs, keys)
        for k in keys[:1] if uniform else keys:
            idx = [x[self.project(k, v.axes, a.axes)] for x, a in zip(subs, v.args)]
            off = self.element_offset(t, idx, note)
            guard = self.gather_present(v, k, ctx, subs=subs)
            if not uniform:
                guard = self.both(guard, self.present_axes(v.axes, k, ctx))
            r = b.reg("u32" if bits < 32 else reg_type(t.dtype), False)
            b.emit("mov", (r,), (L.Imm(0, r.ty),), note="absent element")
            b.emit("ld_global", (r,), (self.params[t.name], off, _imm(0)), attrs=(bits, 1),
                   pred=guard, note=f"{note}: gather from '{t.name}'" + (
                       f", one element for the thread's {len(keys)}" if uniform else ""))
            out[k] = self.widen(r, t.dtype)
        return {k: out[keys[0]] for k in keys} if uniform else out

    def segment_word(self, v: Value) -> L.Operand | None:
        """The register of `cu[b]` or `cu[b + 1]` of a segment's offsets (kgen.tile.ir.Segment),
        which the program loaded once at its start (Lowering.segment_rows), for a gather that
        reads one of them (a causal mask aligned at the sequences' ends): one uniform register,
        no load per step. None for any other gather. The launch has checked that both lie
        inside cu."""
        x, plus = v.args[0] if len(v.args) == 1 else None, 0
        if x is not None and x.op == "add" and sorted(a.op for a in x.args) == ["const", "index"]:
            plus = next(a.attr("value") for a in x.args if a.op == "const")
            x = next(a for a in x.args if a.op == "index")
        if x is None or x.op != "index" or plus not in (0, 1):
            return None
        return self.tcoords.get(("segment word", v.attr("tensor"), x.attr("axis"), plus))

    def page_load(self, v: Value, ctx: _Ctx) -> dict | None:
        """A gather of one page a step (kgen.lower.product_plan.paged_axes: a paged KV cache's
        `kc[table[b, tt / 64], tt % 64, d]`) loaded as a plain tile at its page: the page's
        address is the chunk's base, the rows the chunk's own; a page outside the tensor reads
        nothing (its elements absent, zero). The page dimension takes the thread offset of one
        of the gather's tile-1 axes (zero); None where the gather is not such a one or has
        none, or the tensor is stored."""
        from .product_plan import paged_axes
        once = self.k.once_axes
        paged = paged_axes(v, self.chunk, once, self.loop_vars)
        stand = next((a for a in v.axes if a in once), None)
        if paged is None or stand is None or v.attr("tensor") in self.stored:
            return None
        t = self.k.param(v.attr("tensor"))
        taxes = tuple(stand if a is None else a for a in paged.axes)
        base, inside = self.page_base(t, paged, ctx)
        inner = ctx.child()
        inner.memo[("base", t.name, taxes)] = base
        return self.access(t, taxes, v.axes, self.layout_of(v.axes), self.keys(v.axes), inner,
                           None, self.note(v) + " (a page)", guard_loads=inside)

    def page_base(self, t: ir.TensorParam, paged, ctx: _Ctx) -> tuple[L.Operand, L.Operand]:
        """(this step's address of tensor t at its page, the page's rows from 0 and the bare
        axes where the chunk is; the predicate that the page lies inside t). A page outside
        t leaves the address at t's own start (its reads guarded off besides)."""
        b, shift = self.b, log2(t.dtype.nbytes)
        base, inside = self.params[t.name], None
        for i, x in paged.fixed:
            r = self.once(x, ctx)
            ok = b.op("setp", "pred", r, self.dim(t.shape[i]), attrs=("lt", "u32"),
                      note=f"the page of '{t.name}' lies inside it")
            inside = self.both(inside, ok)
            base = self.add_scaled(base, b.op("selp", "u32", r, _imm(0), ok),
                                   self.strides(t)[i], shift, f"'{t.name}' at this page")
        for a, st in zip(paged.axes, self.strides(t)):
            if a is not None and (a != paged.var or paged.bare):
                for off in (self.pstart.get(a), ctx.off.get(a)):
                    if off is not None:
                        base = self.add_scaled(base, off, st, shift, f"'{t.name}' at this page")
        return base, inside

    @functools.cached_property
    def loop_vars(self) -> frozenset:
        """The kernel's loop variables (a bare one may walk a paged gather: paged_axes)."""
        return frozenset(a.name for a in self.k.axes if a.kind == "loop")

    def once(self, v: Value, ctx: _Ctx) -> L.Operand:
        """The register of a value the program (or the step) holds once, one number for all
        its elements: a page number, a sequence's length."""
        return next(iter(self.value(v, ctx).values()))

    def uniform_subscripts(self, v: Value, subs: list, keys) -> bool:
        """Whether gather v's subscripts are one register for every element the thread holds
        (`sb[n / 128, kk / 128]` in a 128-wide program: div_value), so one load serves them
        all, guarded by the subscripts alone. An element past a ragged axis then holds that
        value, not zero: harmless where presence guards every use, so not for a product's
        operand, whose staging takes a load's absent elements to be zeros."""
        if v.uid in self.product_operands or len(keys) < 2:
            return False
        first = [x[self.project(keys[0], v.axes, a.axes)] for x, a in zip(subs, v.args)]
        return all(x[self.project(k, v.axes, a.axes)] is r
                   for k in keys[1:] for x, a, r in zip(subs, v.args, first))

    @functools.cached_property
    def product_operands(self) -> set[int]:
        return {a.uid for x in ir.values(self.k.body) if x.op == "matmul" for a in x.args}

    # -- indices uniform over a chunk or a program, and filled gathers

    def div_value(self, v: Value, ctx: _Ctx) -> dict:
        """`n / c` for a grid axis n whose tile c is a multiple of: the same for every element
        of the program (its tiles start at multiples of the tile), one register from the
        program's start (a block scale's row, `sb[n / 128, ...]`); any other division element
        by element."""
        x, c = v.args
        if x.op == "index" and c.op == "const" and isinstance(c.attr("value"), int) and \
                c.attr("value") > 0 and v.dtype == x.dtype:
            a, q = x.attr("axis"), c.attr("value")
            info = self.k.axis(a)
            if info.kind == "grid" and info.size and q % info.size == 0:
                r = self.start_over(a, q, ctx)
                return {k: r for k in self.keys(v.axes)}
        return self.rem_value(v, ctx)

    def rem_value(self, v: Value, ctx: _Ctx) -> dict:
        """An integer division or remainder of operands that are never negative (indices,
        dimensions, nonnegative literals and their quotients: `nonnegative`) as a u32 one:
        the same numbers, and kgen.passes.divide then writes it with no sign to take off and
        put back (4 to 6 instructions fewer each); one whose dividend alone is known
        (`kk / (3 * C)`: a product may wrap) says so (the op's `dividend` attribute). Any
        other, element by element as typed."""
        form = division_form(v)
        if form is None:
            return self.elementwise(v, ctx)
        ty, attrs = form
        note = self.note(v)
        (x, xa), (y, ya) = ((self.operand(a, v.axes, ctx), a.axes) for a in v.args)
        return {k: self.b.op(v.op, ty, x[self.project(k, v.axes, xa)],
                             y[self.project(k, v.axes, ya)], attrs=attrs, note=note)
                for k in self.keys(v.axes)}

    def start_over(self, axis: str, c: int, ctx: _Ctx) -> L.Reg:
        """The chunk's (or program's) start along `axis` divided by c: a shift where c is a
        power of two."""
        start = ctx.start[axis]
        return self.b.op("shr", "s32", start, _imm(log2(c))) if c & (c - 1) == 0 else \
            self.b.op("div", "s32", start, _imm(c))

    def fill_value(self, v: Value, ctx: _Ctx) -> dict:
        """fill(x, c): x's registers where its data is present, c elsewhere (a gather's
        absent elements)."""
        x, c = v.args
        regs = self.operand(x, v.axes, ctx)
        fill = self.operand(c, v.axes, ctx)[()]
        out = {}
        for k in self.keys(v.axes):
            p = self.data_present(x, k, ctx)
            r = regs[k]
            out[k] = r if p is None else self.b.op("selp", reg_type(v.dtype), r, fill, p,
                                                   uniform=False, note="fill: absent")
        return out

    def index_div_value(self, v: Value, ctx: _Ctx) -> dict:
        """kk / c for a loop variable whose chunks c is a multiple of: the chunk start's."""
        return {(): self.start_over(*v.attrs, ctx)}

    def gather_present(self, v: Value, k: Key, ctx: _Ctx, outer=None, subs=None
                       ) -> L.Operand | None:
        """Element k of a gather is present when its subscripts lie inside the tensor (an
        unsigned compare also refuses negative ones) and the subscripts themselves are;
        `outer` (data_present's): the subscripts read in the asking value's layout; `subs`:
        the gather's own operands, already in its layout (read once for all its elements: one
        converted through shared memory would otherwise be moved again for each)."""
        t = self.k.param(v.attr("tensor"))
        axes, kout = outer or (v.axes, k)
        pred = None
        for i, a in enumerate(v.args):
            ka = self.project(k, v.axes, a.axes)
            x = (subs[i] if subs is not None and outer is None else
                 self.operand(a, axes, ctx))[self.project(kout, axes, a.axes)]
            pred = self.both(pred, self.inside(t, i, x))
            pred = self.both(pred, self.data_present(a, ka, ctx, outer))
        return pred

    def ragged(self, axis: str, ctx: _Ctx) -> L.Operand | None:
        """How many elements of `axis` exist from the chunk's start here, where some element
        of the chunk may be absent; None where every one exists (the full version, an axis
        not chunked, or an extent that covers the chunk: a pipelined loop's chunk of its own
        axis, when only another axis is ragged)."""
        e = ctx.ext.get(axis)
        if ctx.full or e is None or axis not in self.chunk or (
                isinstance(e, L.Imm) and e.value >= self.chunk[axis]):
            return None
        return e

    def mask(self, axis: str, off: int, ctx: _Ctx, layout: LinearLayout) -> L.Operand | None:
        """Per-lane pred: the element at register offset `off` along `axis` of a value held
        in `layout` exists. Kept in ctx by what was asked too
        (every element of a chunk asks for its offsets; the answer in one context is fixed,
        _mask's own key names the thread's coordinate register)."""
        asked = ("mask_at", axis, off, layout)
        found = ctx.memo.get(asked, ctx)       # ctx: not there (a mask may be None)
        if found is ctx:
            found = ctx.memo[asked] = self._mask(axis, off, ctx, layout)
        return found

    def _mask(self, axis: str, off: int, ctx: _Ctx, layout: LinearLayout) -> L.Operand | None:
        e = self.ragged(axis, ctx)
        if e is None:
            return None
        t = self.tcoord(layout, axis)
        key = ("mask", axis, off, t)
        if key in ctx.memo:
            return ctx.memo[key]
        found = ctx.find(key, (axis,))
        if found is not None:
            # Kept here too: every element of a chunk asks again (the contexts between
            # here and where it was made do not own `axis`, so each would find the same).
            ctx.memo[key] = found
            return found
        if isinstance(e, L.Imm) and isinstance(t, L.Imm):
            p = None if t.value + off < e.value else L.Imm(0, "pred")
        else:
            idx = self.b.op("add", "u32", t, _imm(off)) if off else t
            p = self.b.op("setp", "pred", idx, e, attrs=("lt", "u32"),
                          note=f"'{axis}' element in bounds")
        ctx.memo[key] = p
        return p

    def both(self, p, q):
        if p is None:
            return q
        if q is None:
            return p
        return self.b.op("and_p", "pred", p, q)

    def present_axes(self, axes, k, ctx):
        """The axis masks of element k of a tile over `axes` in its layout."""
        if ctx.full:            # no axis is ragged in a full version (ragged)
            return None
        p = None
        lay = self.layout_of(axes)
        for a, off in zip(axes, k):
            p = self.both(p, self.mask(a, off, ctx, lay))
        return p

    def element_address(self, t, idx, note) -> tuple[L.Operand, L.Operand]:
        """(pred: every subscript inside t, byte offset) of one element from its subscripts."""
        pred = None
        for i, x in enumerate(idx):
            pred = self.both(pred, self.inside(t, i, x))
        return pred, self.element_offset(t, idx, note)

    def inside(self, t: ir.TensorParam, i: int, x: L.Operand) -> L.Reg:
        """Subscript x of dimension i lies inside t: one unsigned compare also refuses
        negative subscripts."""
        d = t.shape[i]
        return self.b.op("setp", "pred", x, self.dim(d), attrs=("lt", "u32"),
                         note=f"subscript {i} of '{t.name}' inside [0, {d})")

    def element_offset(self, t, idx, note) -> L.Operand:
        """The byte offset of one element from its subscripts. Offsets are 32-bit: the
        runtimes refuse tensors of 4 GiB or more."""
        b = self.b
        off: L.Operand = _imm(0)
        for i, (x, d, st) in enumerate(zip(idx, t.shape, self.strides(t))):
            part = x if isinstance(st, int) and st == 1 else b.op(
                "mul", "u32", x, _imm(st) if isinstance(st, int) else st)
            off = part if self.is_zero(off) else b.op("add", "u32", off, part)
        shift = log2(t.dtype.nbytes)
        if shift:
            off = b.op("shl", "u32", off, _imm(shift), note=f"{note}: byte offset")
        return off

    def pack16(self, lo: L.Operand, hi: L.Operand, dt: DType, rounds: bool) -> L.Reg:
        """Two f32 values as one word of 16-bit patterns, lo's in the low half: rounded
        (f16 always; bf16 where the store rounds), else bf16's exact high halves joined."""
        kind = "pack_f16x2" if dt == DType.f16 else "pack_bf16x2" if rounds else "join_bf16x2"
        return self.b.op("cvt", "u32", lo, hi, attrs=(kind,), uniform=False)

    def stored_axes(self, s: ir.Store) -> tuple[str, ...]:
        """A store's axes in the kernel's order, with the axes choosing the segments of
        segmented ones its value has (tile 1: one element a program, which the tensor's
        subscripts leave out): its value's keys."""
        stored = ir.covering(self.k.axes, s.axes) & (set(s.axes) | set(s.value.axes))
        return tuple(a.name for a in self.k.axes if a.name in stored)

    def store_rounds(self, s: ir.Store, t: ir.TensorParam) -> bool:
        """A cast to the tensor's 16-bit type from f32 is the store's own rounding: the store
        converts the f32 values (cvt.rn.bf16x2.f32 packs two), not a rounded copy again. An
        8-bit store always converts (f32_F rounds, exactly so for a value already in the
        format): a cast to it from any float is the store's own rounding too."""
        v = s.value
        return (v.op == "cast" and v.dtype == t.dtype and not getattr(s, "index", None) and (
            t.dtype in (DType.bf16, DType.f16) and v.args[0].dtype == DType.f32 or
            t.dtype.is_fp8 and v.args[0].dtype.is_float))

    def store(self, s: ir.Store, ctx: _Ctx) -> None:
        t = self.k.param(s.tensor)
        note = f"{self.src}:{s.span.line}"
        v = s.value
        sub = tuple(getattr(s, "index", ()) or ())
        saxes = self.stored_axes(s)
        rounds = self.store_rounds(s, t)
        x = self.operand(v.args[0] if rounds else v, saxes, ctx)
        keys = self.keys(saxes)
        full = {}
        gathers = self.has_gather(v)      # else every element is present by its data
        for k in keys:
            kv = self.project(k, saxes, v.axes)
            full[k] = x[self.project(k, saxes, v.args[0].axes)] if rounds else x[kv]
            p = self.data_present(v, kv, ctx) if gathers else None
            if p is not None:
                full[("present", k)] = p
        if sub:
            self.index_store(s, t, sub, saxes, full, ctx, note)
            return
        taxes = tuple(s.axes)
        anchor = _anchor(self.plan, taxes) if not self.has_gather(v) else None
        if anchor is None:
            self.access(t, taxes, saxes, self.layout_of(saxes), keys, ctx, full, note,
                        rounds=rounds)
            return
        moved = self.convert({k: full[k] for k in keys}, saxes, self.layout_of(saxes), anchor,
                             f"{t.name}[{', '.join(taxes)}]")
        self.access(t, taxes, saxes, anchor, self.layout_keys(anchor, saxes), ctx, moved, note,
                    rounds=rounds)

    def index_store(self, s, t, sub, saxes, vals, ctx, note) -> None:
        """A store through affine subscripts: element by element, each guarded by its
        subscripts lying inside the tensor."""
        b = self.b
        subs = [self.operand(a, saxes, ctx) for a in sub]
        guard = self.copy_guard(self.layout_of(saxes))
        bits = 8 * t.dtype.nbytes
        for k in self.keys(saxes):
            idx = [x[self.project(k, saxes, a.axes)] for x, a in zip(subs, sub)]
            pred, off = self.element_address(t, idx, note)
            pred = self.both(pred, self.present_axes(saxes, k, ctx))
            pred = self.both(pred, vals.get(("present", k)))
            pred = self.both(pred, guard)
            x = vals[k]
            if isinstance(x, L.Imm):
                x = b.op("mov", reg_type(t.dtype), x)
            x = self.narrow(x, t.dtype, False)
            b.emit("st_global", (), (self.params[t.name], off, _imm(0), x), attrs=(bits, 1),
                   pred=pred, note=f"{note}: store to '{t.name}'")

    # -- conversions


def join_bytes(b, parts: list) -> L.Reg:
    """Four zero-extended bytes as one dword through builder b, the first in bits 0-7."""
    word = parts[0]
    for i, p in enumerate(parts[1:], 1):
        word = b.op("or", "u32", word, b.op("shl", "u32", p, _imm(8 * i), uniform=False),
                    uniform=False, note=f"byte {i}")
    return word


def division_form(v: Value) -> tuple[str, tuple] | None:
    """(LIR type, attributes) of i32 division or remainder v whose dividend is never negative:
    u32 where the divisor is not either, else s32 saying the dividend is ("nonnegative");
    None for any other (typed as it is)."""
    if v.op not in ("div", "rem") or v.dtype != DType.i32 or not nonnegative(v.args[0]):
        return None
    return ("u32", ()) if nonnegative(v.args[1]) else ("s32", ("nonnegative",))


def nonnegative(v: Value) -> bool:
    """v, an i32, is never negative: an index (0 <= i < extent), a dimension (the runtimes
    take 0 <= n < 2^31: kgen.api), a literal >= 0, or a quotient, remainder, minimum, shift
    or mask of such. Sums and products are not (they may wrap)."""
    op = v.op
    if op in ("index", "index_div", "dim"):
        return True
    if op == "const":
        return isinstance(v.attr("value"), int) and v.attr("value") >= 0
    if op in ("div", "rem", "min"):
        return all(nonnegative(a) for a in v.args)
    if op in ("max", "and"):
        return any(nonnegative(a) for a in v.args)
    return op == "shr" and nonnegative(v.args[0])
