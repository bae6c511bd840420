"""Lowering tile ops through layouts: tile IR to thread IR (LIR), one rule per op.

kgen's first middle end recognised whole kernel shapes (one row axis and one column axis); this
one lowers each tile op by itself, given where its operands live. It has three steps.

Plan (`plan_kernel`). One program covers a tile: grid axes spread programs (ctaid x, y, z),
`all` axes and loop variables are covered by the program itself. The program works on a *chunk*:
a power-of-two extent per live axis that the block holds at once in registers. An axis whose
extent may exceed its chunk is *walked*: the program loops over its chunks. The chunk is spread
over the block by one distributed layout, the *dominant layout* (kgen.lower.layout.blocked): 16-byte
vectors along the fastest axis (the contiguous dimension most bytes are accessed along), then
lanes, then warps, then registers. Budget: at most `MAX_ELEMS_PER_THREAD` elements of one value
per thread, so that the register allocators never spill.

Layout inference (`infer_layouts`). Loads and stores anchor layouts: each prefers a blocked
layout whose fastest axis is its tensor's contiguous dimension (coalesced). The dominant layout
is the one most anchors (by bytes) agree with; every value over axes S takes the dominant layout
sliced to S (reduction results and broadcast operands are slices: copies across the lanes and
warps that moved along the dropped axes). Where an anchor disagrees (a transpose: `y[n, m] =
x[m, n]`), the access runs in its own layout and an explicit conversion joins the two: inside
each warp by shuffles where no element leaves its warp (kgen.lower.shuffle), else through shared
memory, its barriers from insert_barriers like any other shared access.

Lowering (`lower_kernel`). Every tile value becomes one register per element a thread holds
(keyed by the element's register offsets in the layout); elementwise ops apply per register;
reductions fold in-thread over the register bits along the axis, across lanes with shuffles over
the lane bits along it, and across warps through shared memory over the warp bits along it;
loads and stores are vectorised to 16 bytes where the layout's register bits give contiguous
elements and the chunk is full. A chunk that may be partial is emitted twice: a full version (no
element checks, 16-byte accesses) and a masked one, chosen by a uniform test.

Absent elements (docs/language.md, "Absent elements"): an element outside its axis's extent, or loaded through a
subscript outside its tensor, is absent: never loaded, skipped by reductions (the identity
stands in), never stored; `where` takes the presence of the branch it selects. Presence is a
per-element predicate computed only where it matters (loads, reductions, stores).

Walked axes with reductions over them run in *phases*: phase 1 folds every reduction that
depends on none into per-thread partials over all chunks, phase 2 those that depend on phase 1's
results, and so on; stores go in the first phase where their value is ready. Values are
recomputed in each phase from their loads, so any extent works without a buffer.
"""

from __future__ import annotations

import math
import operator
from dataclasses import replace

from ..errors import CompilerBug, ScheduleError, SharedMemoryError
from ..lir import ops as L
from ..target.targets import Target
from ..tile import ir
from ..tile.ir import DType, Value
from .functions import COMBINE, IDENTITY, LOG2E, Math, reg_type
from .layout import LinearLayout, choose_padding, log2
from .raster import (SegmentList, grouped_tiles, persistent_tiles, tile_count, tiles_in,
                     total_tiles)
from .plan import (Plan, StructuralKeys, _accesses, _anchor, _imm, carried_inits, loaded_again,
                   same_place)
from .builder import Key, _Builder, _Ctx
from .loops import _Loops
from .access import _Access
from .folds import _Folds
from .runs import _Runs
from .once import _Once
from .spans import _Spans
from .product import _Products
from .tma import _Tma
from .epilogue import _Epilogue
from .shuffle import in_warp


class Lowering(_Epilogue, _Products, _Tma, _Loops, _Folds, _Access, _Spans, _Runs, _Once):
    """Lowers one kernel with its plan to one LIR function: the rules of each tile op (RULES),
    with those of loops, memory accesses, online folds, span gathers and products each in a
    file of its own. `stages`: how deep a loop's operand streams run (kgen.lower.kernel)."""

    def __init__(self, k: ir.Kernel, plan: Plan, target: Target, source_name: str,
                 stages: int = 0):
        self.k, self.plan, self.target = k, plan, target
        self.b = _Builder()
        self.m = Math(self.b)
        self.src = source_name
        self.params: dict[str, L.Operand] = {}
        self.D = plan.layout
        self.chunk = dict(plan.chunk)
        self.shared: list[L.SharedBuffer] = []
        self.tcoords: dict = {}
        self.keys_memo: dict = {}
        self.relaid_memo: dict = {}   # (operand axes, op axes) -> relaid's answer
        self.positions: dict = {}     # (axes, sub_axes) -> where project finds sub_axes
        self.notes: list[str] = []
        self.stored = {s.tensor for s in ir.statements(k.body) if isinstance(s, ir.Store)}
        # Some load reads a tensor the kernel also writes (chunk_body issues those first).
        self.reads_stored = any(v.op == "load" and v.attr("tensor") in self.stored
                                for v in ir.values(k.body))
        self.structural = StructuralKeys()
        self.carry_init = carried_inits(k.body)
        self.init_products(stages)

    # -- helpers

    def note(self, v) -> str:
        return f"{self.src}:{v.span.line}"

    def dim(self, d: ir.Dim) -> L.Operand:
        return _imm(d.value) if d.value is not None else self.params[d.name]

    def key_of(self, v: Value):
        return self.structural.of(v)

    def layout_of(self, axes: tuple[str, ...]) -> LinearLayout:
        """The layout of a value over `axes`: the dominant layout sliced to them (with
        products, the plan's root over them)."""
        return self.plan.layout_of(axes)

    def operand(self, a: Value, axes: tuple[str, ...], ctx: _Ctx) -> dict:
        """The registers of a, an operand of an op over `axes`, in that op's layout sliced to
        a's axes. Where the plan holds a's axes in another layout (Plan.roots: a product's
        accumulator beside a blocked tile; never with one dominant layout, whose slices
        agree), a plain load is loaded again in the op's layout (a load takes any layout)
        and any other value converted (`convert`)."""
        moved = self.relaid(a.axes, axes)
        if moved is None:
            return self.value(a, ctx)
        sub, have, want = moved
        if loaded_again(a, sub):
            # Loading again costs a load per element; converting costs a store, a load and a
            # barrier. The load in its own layout is dead unless another user reads it there
            # (eliminate_dead_code).
            key = ("relayout", self.key_of(a), want)
            found = ctx.find(key, sub)
            if found is None:
                found = ctx.memo[key] = self.load_in(a, want, ctx)
            return found
        x = self.value(a, ctx)
        if a.op == "const":
            imm = next(iter(x.values()))
            return {kk: imm for kk in self.layout_keys(want, sub)}
        # Once where it is asked: every op that reads a in this layout shares the registers,
        # and a value a loop computes before it is converted there too (loops.hoisted).
        key = ("converted", self.key_of(a), want)
        found = ctx.find(key, sub)
        if found is None:
            found = ctx.memo[key] = self.convert(x, sub, have, want, f"the operand at "
                                                 f"{a.span.line}:{a.span.col}")
        return found

    def relaid(self, a_axes: tuple[str, ...], axes: tuple[str, ...]):
        """(a's chunked axes, the layout the plan holds them in, the slice of the layout of
        `axes`) for an operand over a_axes of an op over `axes`, where the two differ; None
        where they agree. By the axes alone: every op asks for each of its operands."""
        key = (a_axes, axes)
        if key not in self.relaid_memo:
            sub = tuple(ax for ax in a_axes if ax in self.chunk)
            found = None
            if sub:
                have = self.layout_of(sub)
                want = self.layout_of(tuple(ax for ax in axes if ax in self.chunk)).project(sub)
                if not same_place(have, want):
                    found = (sub, have, want)
            self.relaid_memo[key] = found
        return self.relaid_memo[key]

    def keys(self, axes: tuple[str, ...]) -> list[Key]:
        """The registers of a value over `axes` in the dominant layout: one per distinct
        combination of register offsets along those axes, in register order."""
        got = self.keys_memo.get(axes)      # by the axes alone: hashing a layout costs more
        if got is None:
            got = self.keys_memo[axes] = self.layout_keys(self.layout_of(axes), axes)
        return got

    def project(self, key: Key, axes, sub_axes) -> Key:
        """The part of `key` (over `axes`) along `sub_axes`: project((1, 2), ("m", "n"),
        ("n",)) is (2,). The positions are found once per pair of axis tuples (this runs
        for every operand of every element)."""
        if axes == sub_axes:
            return key
        pick = self.positions.get((axes, sub_axes))
        if pick is None:
            pick = self.positions[(axes, sub_axes)] = _picker(
                tuple(axes.index(a) for a in sub_axes))
        return pick(key)

    def tid_bits(self, layout: LinearLayout):
        """(tid bit, basis) for every lane and warp bit: tid = lane + wave * warp."""
        lw = log2(self.target.wave)
        out = [(i, b) for i, b in enumerate(layout.bases("lane"))]
        out += [(lw + i, b) for i, b in enumerate(layout.bases("warp"))]
        return out

    def tcoord(self, layout: LinearLayout, axis: str) -> L.Operand:
        """The thread's coordinate along `axis` in `layout`: runs of consecutive tid bits that
        map to consecutive coordinate bits become one shift-and-mask each."""
        first = self.tcoords.get(("tcoord_of", layout, axis))
        if first is not None:
            return first
        i = layout.axes.index(axis)
        bits = [(t, b[i]) for t, b in self.tid_bits(layout) if b[i]]
        key = ("tcoord", tuple(bits))     # equal maps from tid share one register
        if key in self.tcoords:
            self.tcoords[("tcoord_of", layout, axis)] = self.tcoords[key]
            return self.tcoords[key]
        runs: list[list[int]] = []   # [first tid bit, first coordinate bit, length]
        for t, c in bits:
            if c & (c - 1):
                raise CompilerBug(f"layout basis {c} along {axis} is not one bit")
            cb = log2(c)
            if runs and runs[-1][0] + runs[-1][2] == t and runs[-1][1] + runs[-1][2] == cb:
                runs[-1][2] += 1
            else:
                runs.append([t, cb, 1])
        b = self.b
        out: L.Operand = _imm(0)
        for t0, c0, n in runs:
            x = b.op("shr", "u32", self.tid, _imm(t0), top=True) if t0 else self.tid
            if t0 + n < log2(self.plan.threads):   # tid < threads: no bits above to clear
                x = b.op("and", "u32", x, _imm((1 << n) - 1), top=True)
            if c0:
                x = b.op("shl", "u32", x, _imm(c0), top=True)
            out = x if isinstance(out, L.Imm) else b.op("or", "u32", out, x, top=True,
                                                       note=f"thread's '{axis}' coordinate")
        self.tcoords[key] = self.tcoords[("tcoord_of", layout, axis)] = out
        return out

    def copy_guard(self, layout: LinearLayout) -> L.Operand | None:
        """A pred true in exactly one thread of each group holding copies of the same elements
        (the lane and warp bits that move no coordinate of `layout` are zero)."""
        mask = sum(1 << t for t, b in self.tid_bits(layout) if not any(b))
        if not mask:
            return None
        key = ("guard", mask)
        if key not in self.tcoords:
            low = self.b.op("and", "u32", self.tid, _imm(mask), top=True)
            self.tcoords[key] = self.b.op("setp", "pred", low, _imm(0), attrs=("eq", "u32"),
                                          top=True, note="one thread of each group of copies")
        return self.tcoords[key]

    # -- entry

    def run(self) -> L.Function:
        k, b, plan = self.k, self.b, self.plan
        slots = []
        for p in k.params:
            if isinstance(p, ir.TensorParam):
                slots.append(L.ParamSlot(p.name, "tensor", "u64", str(p.dtype),
                                         readonly=p.name not in self.stored))
            else:
                slots.append(L.ParamSlot(p.name, "scalar", reg_type(p.dtype), str(p.dtype)))
        for d in k.dim_symbols:
            if d not in dict(k.specialized):
                slots.append(L.ParamSlot(d, "dim", "u32", "i32"))
        for s in slots:
            self.params[s.name] = b.op("ld_param", s.ty, attrs=(s.name,), uniform=True,
                                       note=f"argument {s.name}")
        self.tid = b.op("tid", "u32", uniform=False)
        if plan.persistent:
            self.persistent_loop(slots)
        else:
            self.program(grouped_tiles(b, k, plan, self.dim))
        header = (f"kernel {k.name} from {self.src}", f"target {self.target.name}: "
                  f"{self.target.description}", *plan.describe()[1:],
                  *(f"  {n}" for n in dict.fromkeys(self.notes)))
        grid = tuple(L.GridDim(ax, k.axis(ax).segment.longest if k.axis(ax).segment else
                               k.axis(ax).dim.value if k.axis(ax).dim.value is not None
                               else k.axis(ax).dim.name, k.axis(ax).size) for ax in plan.grid)
        return self.finish(L.Function(
            k.name, tuple(slots), b.close(), plan.threads, grid, tuple(self.shared), header,
            raster=plan.raster.group if plan.raster else 0,
            programs=plan.persistent.programs if plan.persistent else 0,
            segments=self.segment_checks(), cluster=plan.cluster))

    def persistent_loop(self, slots: list) -> None:
        """The program as a loop over its tiles (kgen.lower.plan.Persistent): program p of
        the P launched takes tiles p, p + P, ... (P comes as an argument, L.grid_dims's x),
        each trip the body of a one-tile program."""
        b, k, plan = self.b, self.k, self.plan
        taken = {s.name for s in slots}
        name = next(n for n in ("programs", "programs_", "kgen_programs") if n not in taken)
        slot = L.ParamSlot(name, "programs", "u32", "i32")
        slots.append(slot)
        P = self.params[name] = b.op("ld_param", "u32", attrs=(name,), uniform=True,
                                     note="argument: the programs launched (persistent)")
        pid = b.op("ctaid", "u32", attrs=("x",), uniform=True, note="this program")
        seg = self.segment_list()
        total = total_tiles(b, k, plan, self.dim) if seg is None else \
            seg.total(b, k, self.dim)
        c = plan.cluster
        if c > 1:
            # A cluster's CTAs walk one list of tile clusters together (the same trips: their
            # rings are one protocol), cluster q of the Q = P / c launched taking clusters q,
            # q + Q, ..., the CTA of rank r its r-th tile of each: tile c t + r of the order
            # (the grid's first axis counts whole clusters: L.grid_dims, raster).
            rank = b.op("rem", "u32", pid, _imm(c), note="the CTA's rank in its cluster")
            pid = b.op("div", "u32", pid, _imm(c), note="this program's cluster")
            P = b.op("div", "u32", P, _imm(c), note="the clusters launched")
            total = b.op("div", "u32", total, _imm(c), note="clusters of tiles")
        # P <= the grid's tiles (L.grid_dims), and without segments pid < total: ceil((total
        # - pid) / P) tiles are its; a segmented list may hold fewer than P (0 past its end).
        left = b.op("sub", "u32", b.op("max", "u32", total, pid), pid) if seg else \
            b.op("sub", "u32", total, pid)
        mine = b.op("div", "u32", b.op("add", "u32", left, b.op("sub", "u32", P, _imm(1))), P,
                    note="the tiles this program takes")
        i = b.reg("u32", True)
        b.open()
        b.top_block()     # a tile's addresses, computed once a trip
        t = b.op("add", "u32", pid, b.op("mul", "u32", i, P), note="this trip's tile")
        if c > 1:
            t = b.op("add", "u32", b.op("mul", "u32", t, _imm(c)), rank,
                     note="this CTA's tile of the trip's cluster")
        self.program(persistent_tiles(b, k, plan, self.dim, t) if seg is None else
                     seg.tiles(b, k, self.dim, t))
        body = b.close()
        b.blocks[-1].append(L.Loop(i, _imm(0), mine, 1, body,
                                   note="for each tile of this program (persistent)"))

    def segment_list(self, a: ir.AxisInfo | None = None) -> SegmentList | None:
        """The raster.SegmentList of segmented axis a (by default the kernel's segmented grid
        axis; None where it has none)."""
        a = a or next((a for a in self.k.segments if a.kind == "grid"), None)
        if a is None:
            return None
        count, entries = self.k.segment_dims(a)
        return SegmentList(a, self.params[a.segment.tensor], self.dim(count), self.dim(entries),
                           self.dim(a.dim), tuple(g for g in self.plan.grid
                                                  if g not in (a.name, a.segment.by)))

    def program(self, tiles: dict[str, L.Operand] | None) -> None:
        """One program's tile: its first index and extent along each grid axis (tiles: each
        grid axis's tile index; None: block index i along grid axis i), then the body."""
        k, b, plan = self.k, self.b, self.plan
        start: dict[str, L.Operand] = {}
        ext: dict[str, L.Operand | None] = {}
        ctas: dict[str, L.Operand] = {}
        for i, name in enumerate(plan.grid):
            a = k.axis(name)
            cta = tiles[name] if tiles else b.op("ctaid", "u32", attrs=("xyz"[i],),
                                                 uniform=True,
                                                 note=f"program index along '{name}'")
            if plan.raster and plan.raster.reverse == name and a.segment is None:
                last = b.op("sub", "u32", tile_count(b, k, name, self.dim), _imm(1))
                cta = b.op("sub", "u32", last, cta, note=f"'{name}' tile, from the last down")
            ctas[name] = cta
            if a.segment is not None:
                continue            # after the axis choosing its segment (below)
            start[name] = b.op("mul", "u32", cta, _imm(a.size),
                               note=f"first '{name}' of this program's tile ({a.size})") \
                if a.size != 1 else cta
            # A program exists only where its tile starts, but along the axis a cluster's
            # CTAs share (L.grid_dims rounds its tiles up to whole clusters), where the last
            # cluster's last CTA may start past the end: none of its elements are in bounds.
            past = plan.cluster > 1 and i == 0
            if not past and (a.size == 1 or (a.dim.value is not None and
                                             a.dim.value % a.size == 0)):
                ext[name] = _imm(a.size)
            else:
                end = self.dim(a.dim)
                if past:
                    end = b.op("max", "u32", end, start[name])
                left = b.op("sub", "u32", end, start[name])
                ext[name] = b.op("min", "u32", left, _imm(a.size),
                                 note=f"'{name}' elements in this tile")
        rows: dict = {}        # one load of a segment's bounds for every axis walking it
        for a in k.segments:
            seg = (a.segment.tensor, a.segment.by)
            if seg not in rows:
                rows[seg] = self.segment_rows(a, start[a.segment.by])
            lo, hi = rows[seg]
            if a.kind == "grid":
                start[a.name], ext[a.name] = self.segment_tile(a, lo, hi, ctas[a.name])
            else:       # a `for` walks the whole segment (kgen.lower.loops, as a split part)
                start[a.name] = lo
                ext[a.name] = b.op("sub", "u32", hi, lo, note=f"'{a.name}' rows of the segment")
        for a in k.axes:
            if a.kind == "whole":
                start[a.name], ext[a.name] = _imm(0), self.dim(a.dim)
        if k.split is not None:
            start[k.split.axis], ext[k.split.axis] = self.split_part(start[k.split.part])
        self.extent = dict(ext)       # the program's extent along each non-loop axis
        self.pstart = dict(start)     # the program's first index along each non-loop axis
        top = _Ctx(start, {a: e for a, e in ext.items()}, False)
        self.aligned = self.alignment_test()
        self.region(k.body, top, list(plan.walked))

    def segment_checks(self) -> tuple[L.Segments, ...]:
        """What a launch checks of each offsets tensor (one entry per tensor)."""
        out: dict[str, L.Segments] = {}
        for a in self.k.segments:
            by = self.k.segment_dims(a)[0]
            out.setdefault(a.segment.tensor, L.Segments(
                a.segment.tensor, by.name if by.value is None else by.value,
                a.dim.name if a.dim.value is None else a.dim.value, a.segment.longest))
        return tuple(out.values())

    def segment_rows(self, a: ir.AxisInfo, at: L.Operand) -> tuple[L.Operand, L.Operand]:
        """[lo, hi): segment `at` of segmented axis a (SegmentList.bounds). The kernel's own
        reads of cu[at] and cu[at + 1] take the words loaded here (Access.segment_word)."""
        seg = a.segment
        lo, hi, words = self.segment_list(a).bounds(self.b, at)
        for i, w in enumerate(words):
            self.tcoords[("segment word", seg.tensor, seg.by, i)] = self.b.op(
                "mov", "s32", w, uniform=True,
                note=f"{seg.tensor}[{seg.by}{' + 1' if i else ''}], as the kernel reads it")
        return lo, hi

    def segment_tile(self, a: ir.AxisInfo, lo: L.Operand, hi: L.Operand, cta: L.Operand
                     ) -> tuple[L.Operand, L.Operand]:
        """The first row and the rows of tile `cta` of segmented grid axis a in segment
        [lo, hi): lo + cta * size, and min(hi - first, size), 0 for a tile past the
        segment's end (the launch sizes the grid by the longest segment)."""
        b = self.b
        if self.plan.raster and self.plan.raster.reverse == a.name:
            # Tile cta from the segment's last down; a cta past its tiles stays past them.
            tiles = tiles_in(b, b.op("sub", "u32", hi, lo), a.size)
            mine = b.op("setp", "pred", cta, tiles, attrs=("lt", "u32"))
            down = b.op("sub", "u32", b.op("sub", "u32", tiles, _imm(1)), cta)
            cta = b.op("selp", "u32", down, cta, mine,
                       note=f"'{a.name}' tile, from the segment's last down")
        first = b.op("add", "u32", lo, b.op("mul", "u32", cta, _imm(a.size)),
                     note=f"first '{a.name}' of this program's tile ({a.size})")
        left = b.op("sub", "u32", b.op("max", "u32", hi, first), first)
        return first, b.op("min", "u32", left, _imm(a.size),
                           note=f"'{a.name}' rows of the segment in this tile")

    def split_part(self, p: L.Operand) -> tuple[L.Operand, L.Operand]:
        """The first row and the rows of part p of a split kernel (kgen.lower.split):
        p * rows, and min(rows, dim - p * rows), 0 for a part past the end (the runtime
        launches none: kgen.lir.ops.split_shape)."""
        b, sp = self.b, self.k.split
        a = self.k.axis(sp.axis)
        rows = self.params[sp.rows]
        first = b.op("mul", "u32", p, rows, note=f"first '{sp.axis}' of part '{sp.part}'")
        n = self.dim(a.dim)
        left = b.op("sub", "u32", b.op("max", "u32", n, first), first)
        return first, b.op("min", "u32", left, rows, note=f"'{sp.axis}' rows of this part")

    def alignment_test(self) -> L.Operand | None:
        """A uniform pred: every row a vector access starts is aligned to its vector (None:
        always). Rows start at multiples of the product of the dimensions after the first; a
        vector of V elements needs that product (the row length) to be a multiple of V. An
        access in its own coalesced layout (a transpose) has its own vector width."""
        need: list[tuple[str, int]] = []
        for last, V in self.row_alignments():
            if last.value is not None:
                if last.value % V:
                    return L.Imm(0, "pred")
            elif (last.name, V) not in need:
                need.append((last.name, V))
        pred: L.Operand | None = None
        for name, V in need:
            low = self.b.op("and", "u32", self.params[name], _imm(V - 1))
            p = self.b.op("setp", "pred", low, _imm(0), attrs=("eq", "u32"),
                          note=f"rows start aligned to {V} elements iff {name} % {V} == 0")
            pred = p if pred is None else self.b.op("and_p", "pred", pred, p)
        return pred

    def row_alignments(self):
        """(a tensor's contiguous dimension, V) for each access whose rows the full version
        reads or writes V elements at a time."""
        for t, axes, _, _ in _accesses(self.k):
            if len(t.shape) >= 2 and (V := self.row_vector(t, axes)) > 1:
                yield t.shape[-1], V
        yield from self.stream_alignments()

    def row_vector(self, t: ir.TensorParam, axes: tuple[str, ...]) -> int:
        """The elements one vector access of a plain access over `axes` (tensor order)
        covers along its contiguous dimension (1: element by element)."""
        lay = _anchor(self.plan, axes) or self.layout_of(
            tuple(a.name for a in self.k.axes if a.name in axes))
        return self.vector_elems(t, lay.vector_width(axes[-1]))

    def vector_elems(self, t: ir.TensorParam, run: int) -> int:
        """Elements of t one vector access covers, given a run of `run` contiguous elements a
        thread holds: at most the plan's vector and the target's widest access
        (max_vector_bits). vector_elems(f32 tensor, 8) on a 128-bit target is 4: the plan's
        vector is chosen for the kernel's narrowest-but-widest element (8 f16), and an f32
        tensor in the same layout takes two accesses of 4."""
        return max(1, min(run, self.plan.vector,
                          self.target.max_vector_bits // (8 * t.dtype.nbytes)))

    # -- regions: walks, phases, chunks

    def region(self, stmts, ctx: _Ctx, walks: list[str]) -> None:
        """The statements over the current chunk of every axis, walking `walks` (outer first);
        the last walked axis runs in phases when something reduces over it."""
        reduced = {v.attr("axis") for v in ir.values(stmts) if v.op == "reduce"}
        if walks and walks[-1] in reduced and len(walks) == 1:
            self.phases(stmts, ctx, walks[0])
            return
        if walks:
            w = walks[0]
            if w in reduced:
                raise CompilerBug(f"reduced axis {w} walked outside another walk")
            # Statements that do not involve w run once, outside the walk (a store repeated per
            # chunk of w would apply an in-place update again).
            inside = [s for s in stmts if self.involves(s, w)]
            # A statement reading what a loop inside the walk produced goes inside too.
            made = {r.uid for s in inside if isinstance(s, ir.Loop) for r in s.results}
            for s in stmts:
                if s not in inside and not isinstance(s, ir.Loop) and made & {
                        v.uid for v in ir.values([s])}:
                    inside.append(s)
            inside = [s for s in stmts if s in inside]
            # Loops off the walk run before it (the walk may read their results), the other
            # statements off it after it.
            before = [s for s in stmts if s not in inside and isinstance(s, ir.Loop)]
            after = [s for s in stmts if s not in inside and not isinstance(s, ir.Loop)]
            if before and walks[1:]:
                self.region(before, ctx, walks[1:])
            elif before:       # the loops' own walks choose their versions; results stay here
                self.chunk_body(before, ctx)
            if inside:
                self.walk(w, ctx, lambda c: self.region(inside, c, walks[1:]))
            if after:
                self.region(after, ctx, walks[1:])
            return
        loops = any(isinstance(s, ir.Loop) for s in stmts)
        self.chunk_versions(ctx, lambda c: self.chunk_body(stmts, c), align=not loops)

    @staticmethod
    def involves(s, w: str) -> bool:
        if isinstance(s, ir.Store):
            return w in s.axes
        if isinstance(s, ir.Let):
            return w in s.value.axes
        return any(w in v.axes for v in ir.values([s])) or any(   # a loop
            isinstance(x, ir.Store) and w in x.axes for x in ir.statements(s.body))

    def full_condition(self, ctx: _Ctx, align: bool = True) -> L.Operand | bool:
        """Uniform test that the chunk lies wholly inside every axis's extent (and rows are
        aligned for 16-byte accesses): the full version's condition. In a full version the
        extents are known whole already: only the alignment is left to test."""
        b = self.b
        cond: L.Operand | bool = True
        for a, e in ({} if ctx.full else ctx.ext).items():
            if e is None or a not in self.chunk:
                continue
            c = self.chunk[a]
            if isinstance(e, L.Imm):
                if e.value < c:
                    return False
                continue
            p = b.op("setp", "pred", e, _imm(c), attrs=("ge", "u32"),
                     note=f"a whole chunk of '{a}' ({c}) is in bounds")
            cond = p if cond is True else b.op("and_p", "pred", cond, p)
        if not align:
            return cond
        if isinstance(self.aligned, L.Imm):
            return False if not self.aligned.value else cond
        if self.aligned is not None and cond is not True:
            cond = b.op("and_p", "pred", cond, self.aligned)
        elif self.aligned is not None:
            cond = self.aligned
        return cond

    def chunk_versions(self, ctx: _Ctx, body, align: bool = True) -> None:
        """`body` for the full version of the chunk and for the masked one, behind a uniform
        test; one version when the test is settled at compile time. align False: the versions
        differ only in masks (code whose vector accesses sit in loops that test for themselves),
        and neither makes 16-byte accesses."""
        if ctx.full or ctx.settled:   # a walk's versions settled it already
            body(ctx.child(full=ctx.full, vec=ctx.vec, settled=True))
            return
        cond = self.full_condition(ctx, align)
        if isinstance(cond, bool):
            body(ctx.child(full=cond, vec=align))
            return
        b = self.b
        b.open()
        body(ctx.child(full=True, vec=align))
        then = b.close()
        b.open()
        body(ctx.child(full=False))
        else_ = b.close()
        b.blocks[-1].append(L.If(cond, then, else_, note="whole chunk in bounds: 16-byte "
                                 "accesses, no element checks"))

    def stream_condition(self, stream, rest, whole: bool) -> tuple:
        """(stream, rest) with a run stream's test (kgen.lower.runs) in the whole chunks'
        condition: where it fails, every chunk runs the masked version. A caller's walk of
        whole chunks has none, so there the loop is not pipelined."""
        need = stream.condition() if stream is not None else None
        if need is None:
            return stream, rest
        if whole:
            return None, rest
        return stream, need if rest is True else self.b.op("and_p", "pred", rest, need)

    def walk(self, axis: str, ctx: _Ctx, body, extent: L.Operand | None = None,
             note: str = "", align: bool = True, step: int | None = None,
             whole: bool = False, pipelined: bool = True, most: int | None = None) -> None:
        """The chunks of `axis` (from the chunk's start, `extent` elements, by default the
        program's extent): a loop over the full chunks with the full version of `body` (no
        element checks, 16-byte accesses) while whole chunks remain and every other axis is
        whole, then a loop over the rest with the masked version (normally one chunk).
        `most`: a bound on the whole chunks at every size, where the caller knows one (the
        steps across a causal mask's diagonal: kgen.lower.loops.diagonal_steps)."""
        b = self.b
        c = self.chunk[axis]
        step = c if step is None else step
        extent = self.extent[axis] if extent is None else extent
        start = ctx.start[axis]
        others = ctx.child()
        others.ext = {a: e for a, e in ctx.ext.items() if a != axis}
        # A step that is not the (power-of-two) chunk leaves chunk positions past the step:
        # always absent, so every chunk is the masked version.
        rest = self.full_condition(others, align) if step == c else False
        stream = self.stream(axis) if step == c and pipelined else None
        exact = True        # the whole-chunk version needs no element checks on other axes
        by_elements = None  # rows off 16 bytes stream element by element: when (pred/False)
        if stream is not None and rest is not True:
            # Operand streams need whole chunks of `axis` and aligned rows only: the pipelined
            # version keeps the element checks of the other axes (a ragged tile of queries).
            ok = self.aligned
            if isinstance(ok, L.Imm):
                ok = None if ok.value else False
            if ok is not None and stream.by_elements:
                # Copies through registers take rows off 16 bytes too, element by element:
                # the whole chunks are pipelined either way, behind the alignment test.
                by_elements, rest, exact = ok, True, False
            elif ok is False:
                stream = None
            else:
                rest, exact = (True if ok is None else ok), False
        stream, rest = self.stream_condition(stream, rest, whole)
        if rest is False:
            limit: L.Operand = _imm(0)
        else:
            if isinstance(extent, L.Imm):
                last: L.Operand = _imm(max(0, extent.value - c + 1))
            else:
                big = b.op("setp", "pred", extent, _imm(c), attrs=("ge", "u32"),
                           note=f"at least one whole chunk of '{axis}'")
                last = b.op("selp", "u32", b.op("sub", "u32", extent, _imm(c - 1)), _imm(0),
                            big, note="full chunks start below extent - chunk + 1")
            limit = last if rest is True else b.op("selp", "u32", last, _imm(0), rest)

        def offset(counter) -> L.Operand:
            """The chunk's start in the program: the counter, past where this walk begins in
            it (a loop walked in two parts: unmasked_steps, then the rest)."""
            return counter if axis not in ctx.off else b.op("add", "u32", ctx.off[axis],
                                                            counter)

        def version(counter, full: bool, first, rows_aligned: bool = True):
            # The masked rest streams too where the copies zero-fill past the end by
            # themselves (TMA): the same ring, no staging of its own.
            piped = stream is not None and (full or stream.zero_fills)
            b.open()
            here = counter if self.is_zero(start) else b.op("add", "u32", start, counter)
            left = b.op("sub", "u32", extent, counter) if not full else _imm(c)
            if step != c:
                left = b.op("min", "u32", left, _imm(step))
            # The whole-chunk version runs behind `rest`, which holds the alignment test
            # when `align`: its rows are aligned even where another axis stays ragged.
            vec = align and rows_aligned
            inner_ctx = ctx.child(owns=(axis,), full=full and exact, vec=vec,
                                  start={axis: here}, ext={axis: left}, off={axis: offset(counter)},
                                  settled=True, aligned=full and vec)
            if piped:
                stream.begin()
            body(inner_ctx)
            inner = b.close()
            end = limit if full else extent
            what = (note or f"chunks of {c} along '{axis}'") + \
                (": whole chunks" if full else ": the rest, masked")
            if piped:
                stream.end()
                # The copies of one step, into the stream's buffers: kgen.passes.pipeline makes the
                # loop an S-stage pipeline. A step at or past `end` (the prologue's and the
                # last iterations' copies ahead, or every step when rows are unaligned and
                # `end` is 0) copies 0 bytes from the tensor's start.
                b.open()
                stream.produce(ctx.child(owns=(axis,), full=exact, vec=align,
                                         start={axis: counter if self.is_zero(start) else
                                                b.op("add", "u32", start, counter)},
                                         ext={axis: _imm(c)}, off={axis: offset(counter)},
                                         settled=True), counter, end,
                               elements=not rows_aligned)
                produce = b.close()
                b.blocks[-1].append(L.Pipelined(counter, first, end, step, produce, inner,
                                                stream.buffers, stream.stages, note=what,
                                                roles=stream.roles(inner), copy=stream.copy,
                                                rings=stream.rings,
                                                max_trips=most if full else 1))
            else:
                b.blocks[-1].append(L.Loop(counter, first, end, step, inner, note=what))

        fresh = b.next_id + 1       # registers the versions below make
        counter = b.reg("u32", True)
        whole_at = None
        if not (isinstance(limit, L.Imm) and limit.value == 0):
            if by_elements is None:
                version(counter, True, _imm(0))
            else:
                def elements() -> None:
                    version(b.reg("u32", True), True, _imm(0), rows_aligned=False)
                if by_elements is False:
                    elements()
                else:
                    b.open()
                    version(counter, True, _imm(0))
                    vector = b.close()
                    b.open()
                    elements()
                    scalar = b.close()
                    b.blocks[-1].append(L.If(by_elements, tuple(vector), tuple(scalar),
                                             note="rows 16-byte aligned: 16-byte loads; "
                                                  "otherwise element by element"))
            whole_at = len(b.blocks[-1]) - 1
            first: L.Operand = counter
            if stream is not None:
                # The pipelined loop steps S chunks at a time: the rest starts at the first
                # chunk past the whole ones, ceil(limit / c) * c.
                if isinstance(limit, L.Imm):
                    first = _imm(-(-limit.value // c) * c)
                else:
                    up = b.op("add", "u32", limit, _imm(c - 1))
                    first = b.op("and", "u32", up, _imm(-c & 0xFFFFFFFF),
                                 note=f"the first chunk of '{axis}' the pipeline left")
        else:
            first = _imm(0)
        if whole and rest is not False and step == c:
            return          # the caller's extent is whole chunks: no rest to run
        version(b.reg("u32", True), False, first)
        if whole_at is not None and stream is not None and stream.zero_fills:
            # The copies zero-fill the last chunk and nothing in the body masks it (a GEMM's
            # K loop): the masked version is the whole one, so one loop runs every chunk.
            full, part = (L.prune_unread(x, fresh) for x in (b.blocks[-1][whole_at],
                                                             b.blocks[-1][-1]))
            if isinstance(full, L.Pipelined) and isinstance(part, L.Pipelined) and \
                    L.same_code(replace(full, start=part.start, end=part.end), part):
                b.blocks[-1][whole_at] = replace(
                    full, end=extent, note=(note or f"chunks of {c} along '{axis}'") +
                    ": every chunk (the copies zero-fill past the end)")
                b.blocks[-1].pop()

    def chunk_body(self, stmts, ctx: _Ctx) -> None:
        """Statements in order over one chunk. Loads of tensors the kernel also writes are
        issued first: every load sees the tensor as it was before the kernel."""
        for v in ir.values(stmts) if self.reads_stored else ():
            if v.op == "load" and v.attr("tensor") in self.stored and all(
                    a in ctx.start for a in v.axes):
                self.value(v, ctx)
        for s in stmts:
            if isinstance(s, ir.Store):
                self.store(s, ctx)
            elif isinstance(s, ir.Loop):
                self.loop(s, ctx)

    def phases(self, stmts, ctx: _Ctx, w: str) -> None:
        """Statements over a program whose axis `w` is walked in chunks, with reductions over
        `w`: phase by phase (see the module docstring), each phase a walk over all chunks."""
        if any(isinstance(s, ir.Loop) for s in stmts):
            s = next(s for s in stmts if isinstance(s, ir.Loop))
            raise ScheduleError(f"a `for` loop in a kernel that walks '{w}' in chunks and "
                                f"reduces over it", s.span,
                                hint=f"give '{w}' a tile that fits one chunk, or loop over "
                                     f"'{w}' explicitly")
        stores = [s for s in stmts if isinstance(s, ir.Store)]
        reds: dict = {}
        for v in ir.values(stmts):
            if v.op == "reduce" and v.attr("axis") == w:
                reds.setdefault(self.key_of(v), v)
        pending = list(reds.values())
        wstores = [s for s in stores if w in s.axes]
        done: set = set()
        phases: list[tuple[list[Value], list[ir.Store]]] = []
        online = _online_sums(list(reds.values()), w, self.key_of)
        squares = _online_squares(list(reds.values()), w, self.key_of)
        while pending or wstores:
            ready = [r for r in pending if self.ready(r.args[0], w, done)]
            # A sum of exp(x - max(x)) folds in the same walk as the max (`phase`): it
            # waits only for what x waits for.
            ready_keys = {self.key_of(r) for r in ready}
            ready += [r for r in pending if r.uid in online and self.key_of(r) not in ready_keys
                      and self.key_of(online[r.uid][0]) in ready_keys
                      and self.ready(online[r.uid][0].args[0], w, done)]
            ready_keys = {self.key_of(r) for r in ready}
            ready += [r for r in pending if r.uid in squares and self.key_of(r) not in ready_keys
                      and self.key_of(squares[r.uid][0]) in ready_keys]
            # A store waits for every earlier store to its tensor: with the same subscripts
            # the later one's value is the element's (program order, docs/language.md
            # "Stores"), so it may not run in an earlier phase than they do.
            st, held = [], set()
            for s in wstores:
                if s.tensor not in held and self.ready(s.value, w, done):
                    st.append(s)
                else:
                    held.add(s.tensor)
            if not ready and not st:
                raise CompilerBug("phase ordering made no progress", self.k.span)
            phases.append((ready, st))
            done |= {self.key_of(r) for r in ready}
            pending = [r for r in pending if self.key_of(r) not in done]
            wstores = [s for s in wstores if s not in st]
        written: dict[str, ir.Store] = {}
        for i, (rs, st) in enumerate(phases, 1):
            loaded = {v.attr("tensor") for x in [*(r.args[0] for r in rs), *(s.value for s in st)]
                      for v in ir.values([ir.Let(None, x, x.span)]) if v.op in ("load", "gather")}
            clash = loaded & written.keys()
            if clash:
                t = sorted(clash)[0]
                raise ScheduleError(f"tensor '{t}' is read in phase {i} after "
                                    "an earlier phase of the walk over "
                                    f"'{w}' wrote it", st[0].span if st else rs[0].span,
                                    hint=_reread_hint(t, written[t], w, self.chunk[w]))
            written.update({s.tensor: s for s in st})
            did = [f"{r.attr('kind')} over '{w}' ({r.span.line}:{r.span.col})" + (
                " (online: rescaled as the maximum grows)" if r.uid in online and any(
                    x.uid == online[r.uid][0].uid for x in rs) else
                " (online: squares about each thread's running mean)" if r.uid in squares and
                any(x.uid == squares[r.uid][0].uid for x in rs) else "") for r in rs]
            did += [f"store {s.tensor} ({s.span.line}:{s.span.col})" for s in st]
            self.notes.append(f"phase {i} (walking '{w}' in chunks of {self.chunk[w]}): "
                              + ", ".join(did))
            self.phase(rs, st, ctx, w, {r.uid: online[r.uid] for r in rs
                                        if r.uid in online and online[r.uid][0] in rs},
                       {r.uid: squares[r.uid] for r in rs
                        if r.uid in squares and squares[r.uid][0] in rs})
        for s in stores:
            if w not in s.axes:
                self.chunk_versions(ctx, lambda c, s=s: self.store(s, c))

    def hoist(self, v: Value, w: str, ctx: _Ctx) -> None:
        """Computes, ahead of a walk over `w`, the parts of v that do not vary along it
        (a row's mean, a scale), so that the walk's loops do not recompute them."""
        stack, seen = [v], set()
        while stack:
            x = stack.pop()
            if x.uid in seen:
                continue
            seen.add(x.uid)
            if w in x.axes:
                stack.extend(x.args)
            elif x.op not in ("const", "scalar", "dim"):
                self.value(x, ctx)

    def ready(self, v: Value, w: str, done: set) -> bool:
        """True when every reduction over `w` that v depends on has run."""
        stack, seen = [v], set()
        while stack:
            x = stack.pop()
            if x.uid in seen:
                continue
            seen.add(x.uid)
            if x.op == "reduce" and x.attr("axis") == w:
                if self.key_of(x) not in done:
                    return False
                continue
            stack.extend(x.args)
        return True

    def phase(self, reds: list[Value], stores: list[ir.Store], ctx: _Ctx, w: str,
              online: dict | None = None, squares: dict | None = None) -> None:
        """One walk over the chunks of `w`: each reduction folds its elements into per-thread
        partials (the identity where absent), the stores write; after the walk the partials are
        reduced across the block. online: {uid of a sum of exp((x - m) c): (m, c), m the max
        of x over w in this phase, c a scale or None}: that sum folds beside its max
        (`fold_online`), so x is read once for both (the online softmax: Milakov and
        Gimelshein, "Online normalizer calculation for softmax", 2018)."""
        online, squares = online or {}, squares or {}
        paired = {m.uid for m, _ in online.values()}
        partials = {r.uid: self.identities(r, f"identity of {r.attr('kind')}") for r in reds}
        # squares: {uid of a sum of (x - m)^2: (s, m)}: per thread group a count, a running
        # mean and a sum of squares about it (fold_squares), the sum s folding as usual.
        running = {u: self.running_moments(s) for u, (s, _) in squares.items()}

        def body(c: _Ctx) -> None:
            for u, (sr, _) in squares.items():
                self.fold_squares(sr, running[u], c, f"sum of squares over '{w}' "
                                                     f"({self.note(sr)}): Chan's merge")
            for r in reds:
                if r.uid in online or r.uid in squares:
                    continue
                if r.uid in paired:
                    sums = [(partials[u], scales[u]) for u, (m, _) in online.items()
                            if m.uid == r.uid]
                    self.fold_online(r, partials[r.uid], sums, c,
                                     f"max and sum of exp over '{w}' ({self.note(r)})")
                    continue
                self.fold(r, partials[r.uid], c, f"{r.attr('kind')} over '{w}' ({self.note(r)})")
            for s in stores:
                self.store(s, c)

        for r in reds:
            if r.uid in squares:      # it reads x alone here; m comes after the walk
                continue
            if r.uid not in online:   # an online sum reads x and c alone (m is being made)
                self.hoist(r.args[0], w, ctx)
            elif online[r.uid][1] is not None:
                self.hoist(online[r.uid][1], w, ctx)
        # c log2 e and -c log2 e of each scaled online sum, per thread group, once before the
        # walk (c does not vary along it): the fold's inner loop only reads them.
        scales = {u: None if c is None else
                  {ks[0]: self.log2e_scaled(c, ks[0], m.args[0].axes, ctx, f"c log2 e ({w})")
                   for ks in self.thread_groups(m.args[0], w)}
                  for u, (m, c) in online.items()}
        for st in stores:
            self.hoist(st.value, w, ctx)
        self.walk(w, ctx, body)
        for r in reds:
            if r.uid in online or r.uid in squares:
                continue
            e = r.args[0]
            frag = self.reduce_chunk(partials[r.uid], e.axes, w, r.attr("kind"),
                                     self.acc_type(r), r)
            ctx.memo[self.key_of(r)] = {k: self.m.round(x, r.dtype) if r.dtype.is_float else x
                                        for k, x in frag.items()}
        for u, (sr, m) in squares.items():
            r = next(x for x in reds if x.uid == u)
            ctx.memo[self.key_of(r)] = self.squares_about(r, m, running[u], ctx, w)
        for u, (m, sc) in online.items():
            r = next(x for x in reds if x.uid == u)
            ctx.memo[self.key_of(r)] = self.sum_online(r, m, sc, partials[u], partials[m.uid],
                                                       ctx, w)

    # -- loops

    def acc_type(self, r: Value) -> str:
        """Reductions accumulate in f32 for every float dtype, in the integer's own type."""
        return reg_type(r.dtype) if not r.dtype.is_float else "f32"

    def value(self, v: Value, ctx: _Ctx) -> dict[Key, L.Operand]:
        """v's registers in ctx: {key: operand}, keys over v.axes (self.keys)."""
        key = self.key_of(v)
        if v.op == "carried":
            return ctx.carried[("carried", v.attr("name"))]
        found = ctx.find(key, v.axes)
        if found is not None:
            return found
        if v.op == "select" and v.uid in ctx.shown:    # every element shows this argument
            a = v.args[ctx.shown[v.uid]]
            x = self.operand(a, v.axes, ctx)
            sub = tuple(ax for ax in v.axes if ax in a.axes)
            out = {k: x[self.project(k, v.axes, sub)] for k in self.keys(v.axes)}
        else:
            out = self.compute(v, ctx)
        ctx.memo[key] = out
        return out

    # The lowering of each tile op (kgen.tile.ir), by op: the method that gives a value's
    # registers from its operands'. An op not listed is elementwise (`elementwise`); `product`
    # and `accumulate` (an f32 add onto a product, else elementwise) are kgen.lower.product's.
    RULES = {
        "const": "const_value",
        "scalar": "scalar_value",
        "dim": "dim_value",
        "loop_result": "loop_result_value",
        "index": "index_value",
        "index_div": "index_div_value",
        "fill": "fill_value",
        "div": "div_value",
        "rem": "rem_value",
        "load": "load",
        "gather": "gather",
        "reduce": "reduce_rule",
        "matmul": "product",
        "add": "accumulate",
        "exp": "exp_value",
    }

    def compute(self, v: Value, ctx: _Ctx) -> dict[Key, L.Operand]:
        return getattr(self, self.RULES.get(v.op, "elementwise"))(v, ctx)

    def const_value(self, v: Value, ctx: _Ctx) -> dict:
        imm = self.m.const(v.attr("value"), v.dtype)
        return {k: imm for k in self.keys(v.axes)}

    def scalar_value(self, v: Value, ctx: _Ctx) -> dict:
        # A 16-bit scalar arrives as f32: make it exact in its dtype.
        return {(): self.m.round(self.params[v.attr("name")], v.dtype)}

    def dim_value(self, v: Value, ctx: _Ctx) -> dict:
        return {(): self.params[v.attr("name")]}

    def loop_result_value(self, v: Value, ctx: _Ctx) -> dict:
        raise CompilerBug(f"loop result '{v.attr('name')}' used before its loop ran", v.span)

    def index_value(self, v: Value, ctx: _Ctx) -> dict:
        b, a = self.b, v.attr("axis")
        t = self.tcoord(self.layout_of(v.axes), a)
        base = ctx.start[a] if self.is_zero(t) else b.op("add", "u32", ctx.start[a], t)
        return {k: b.op("add", "s32", base, _imm(k[0]), note=f"index along '{a}' ({self.note(v)})")
                for k in self.keys(v.axes)}

    def reduce_rule(self, v: Value, ctx: _Ctx) -> dict:
        if v.attr("axis") in self.plan.walked:
            raise CompilerBug("reduction over a walked axis used before its phase ran", v.span)
        return self.reduce_value(v, ctx)

    def exp_value(self, v: Value, ctx: _Ctx) -> dict:
        parts = _difference(v)
        if parts is not None:
            return self.exp_of_difference(v, ctx, self.keys(v.axes), self.note(v), *parts)
        return self.elementwise(v, ctx)

    def elementwise(self, v: Value, ctx: _Ctx) -> dict:
        """An op applied element by element (kgen.lower.functions): its operands in v's layout."""
        note = self.note(v)
        args = [(self.operand(a, v.axes, ctx), a.axes) for a in v.args]
        dtypes = [a.dtype for a in v.args]
        out = {}
        for k in self.keys(v.axes):
            ops = [x[self.project(k, v.axes, axes)] for x, axes in args]
            out[k] = self.m.compute(v.op, v.dtype, dtypes, ops, note)
        return out

    def exp_of_difference(self, v: Value, ctx: _Ctx, keys, note: str, x: Value, m: Value,
                          c: Value | None) -> dict:
        """exp(x - m), or exp((x - m) c), with m and c broadcast over some of x's axes (a
        softmax's row maximum, its scale): 2^(x (c log2 e) - m (c log2 e)), one FMA per
        element and one multiply per distinct m (c log2 e once per distinct c), where
        2^((x - m) c log2 e) takes a subtraction and one or two multiplies per element
        (Triton's softmax and FlashAttention-3's fold it so too). It rounds once where the other
        rounds at each step: the results differ by about |m c log2 e| units of the f32
        exponent's last place."""
        xs, ms = self.operand(x, v.axes, ctx), self.operand(m, v.axes, ctx)
        cs = self.operand(c, v.axes, ctx) if c is not None else None
        b, out, scaled, per_c = self.b, {}, {}, {}

        def at(r):
            return r.id if isinstance(r, L.Reg) else ("imm", r.value)

        for k in keys:
            mk = ms[self.project(k, v.axes, m.axes)]
            ck = cs[self.project(k, v.axes, c.axes)] if c is not None else None
            if ck is None:
                cl, ncl = L.Imm(LOG2E, "f32"), L.Imm(-LOG2E, "f32")
            else:
                if at(ck) not in per_c:
                    per_c[at(ck)] = (
                        b.op("fmul", "f32", ck, L.Imm(LOG2E, "f32"),
                             note=f"c log2 e of e^((x - m) c), once per c ({note})"),
                        b.op("fmul", "f32", ck, L.Imm(-LOG2E, "f32")))
                cl, ncl = per_c[at(ck)]
            key = (at(mk), at(ck) if ck is not None else None)
            if key not in scaled:
                said = "-m log2 e of e^(x - m)" if ck is None else "-m c log2 e of e^((x - m) c)"
                scaled[key] = b.op("fmul", "f32", mk, ncl, note=f"{said}, once per m ({note})")
            t = b.op("fma", "f32", xs[self.project(k, v.axes, x.axes)], cl, scaled[key],
                     note=note)
            out[k] = b.op("ex2", "f32", t, note=note)
        return out

    @staticmethod
    def is_zero(o) -> bool:
        return isinstance(o, L.Imm) and o.value == 0

    # -- presence

    def present(self, v: Value, k: Key, ctx: _Ctx) -> L.Operand | None:
        """The pred of element k of v being present (None: always)."""
        return self.both(self.present_axes(v.axes, k, ctx), self.data_present(v, k, ctx))

    def data_present(self, v: Value, k: Key, ctx: _Ctx, outer=None) -> L.Operand | None:
        """Presence from the data: gathers outside their tensor, and what `where` selects.
        `outer`: (axes, key) of the value that asks, whose layout k is in (its key projected
        to v's axes): with products, v's own axes may take another root's layout (a scale
        over m beside an operand over (m, kk)), so the subscripts and conditions are read in
        the asker's layout, as `operand` converts values."""
        if not self.has_gather(v):
            return None
        outer = outer or (v.axes, k)
        key = ("present", self.key_of(v), k) if outer[0] == v.axes else \
            ("present", self.key_of(v), outer[0], k)
        found = ctx.find(key, v.axes)
        if found is not None or key in ctx.memo:
            return found
        if v.op == "gather":   # recomputed from the subscripts: preds cost SGPR pairs on AMD
            return self.gather_present(v, k, ctx, outer)
        init = self.carry_init.get(v.uid)
        if init is not None:   # a carried value is present where its initial value is
            out = self.data_present(init, self.project(k, v.axes, init.axes), ctx)
            ctx.memo[key] = out
            return out
        parts = [self.data_present(a, self.project(k, v.axes, a.axes), ctx, outer)
                 for a in v.args]
        if v.op == "select":   # c ? present(a) : present(b), with no pred immediates
            c = self.operand(v.args[0], outer[0], ctx)[
                self.project(outer[1], outer[0], v.args[0].axes)]
            pa, pb = parts[1], parts[2]
            b = self.b
            if pa is not None and pb is not None:
                sel = b.op("selp", "pred", pa, pb, c)
            elif pa is not None:                       # c ? pa : true  =  !c | pa
                sel = b.op("or_p", "pred", b.op("not_p", "pred", c), pa)
            elif pb is not None:                       # c ? true : pb  =  c | pb
                sel = b.op("or_p", "pred", c, pb)
            else:
                sel = None
            out = self.both(parts[0], sel)
        else:
            out = None
            for p in parts:
                out = self.both(out, p)
        ctx.memo[key] = out
        return out

    def has_gather(self, v: Value) -> bool:
        key = ("g", v.uid)
        if key not in self.tcoords:
            # A reduction's or a product's result is always present (they skip absent
            # elements: the identity, or zero, when nothing was).
            init = self.carry_init.get(v.uid)
            self.tcoords[key] = self.has_gather(init) if init is not None else (
                v.op == "gather" or (v.op not in ("reduce", "matmul", "fill")
                                     and any(self.has_gather(a) for a in v.args)))
        return self.tcoords[key]

    # -- reductions

    def identities(self, r: Value, note: str) -> dict[Key, L.Reg]:
        """Fresh per-thread partials of reduction r, one per register of its input, each
        holding the reduction's identity."""
        ty = self.acc_type(r)
        return {k: self.b.op("mov", ty, L.Imm(IDENTITY[(r.attr("kind"), ty)], ty), uniform=False,
                             note=note) for k in self.keys(r.args[0].axes)}

    def reduced_input(self, r: Value, ctx: _Ctx, fold=None):
        """The registers of reduction r's input, the identity standing in for absent elements;
        with `fold(key, register)`, each handed over as soon as it is made."""
        e, kind, ty = r.args[0], r.attr("kind"), self.acc_type(r)
        x = self.value(e, ctx)
        out = {}
        for k in self.keys(e.axes):
            p = self.present(e, k, ctx)
            out[k] = x[k] if p is None else self.b.op(
                "selp", ty, x[k], L.Imm(IDENTITY[(kind, ty)], ty), p,
                note="absent elements contribute the identity")
            if fold is not None:
                fold(k, out[k])
        return out

    def fold(self, r: Value, partials: dict, ctx: _Ctx, note: str) -> None:
        """partials (+|max|min)= this chunk's elements of reduction r's input."""
        op = COMBINE[(r.attr("kind"), self.acc_type(r))]
        self.reduced_input(r, ctx, lambda k, xe: self.b.emit(op, (partials[k],),
                                                             (partials[k], xe), note=note))

    def reduce_value(self, v: Value, ctx: _Ctx) -> dict[Key, L.Operand]:
        """reduce(kind, axis) of a value whose whole extent along `axis` is in this chunk."""
        e = v.args[0]
        kind, axis = v.attrs
        ty = self.acc_type(v)
        masked = self.reduced_input(v, ctx)
        out = self.reduce_chunk(masked, e.axes, axis, kind, ty, v)
        return {k: self.m.round(r, v.dtype) if v.dtype.is_float else r for k, r in out.items()}

    def reduce_chunk(self, x: dict, axes: tuple[str, ...], axis: str, kind: str, ty: str,
                     v: Value) -> dict[Key, L.Operand]:
        """x over `axes` reduced along `axis` (reduce_in_layout), in the layout the plan holds
        the result's axes in: where that is not the slice of x's (a row maximum of a product's
        accumulator kept in a blocked layout), the result is converted."""
        out = self.reduce_in_layout(x, axes, axis, kind, ty, v)
        moved = self.relaid(tuple(a for a in axes if a != axis), axes)
        if moved is None:
            return out
        r_axes, held, made = moved
        return self.convert(out, r_axes, made, held, f"the {kind} at {v.span.line}:{v.span.col}")

    def reduce_in_layout(self, x: dict, axes: tuple[str, ...], axis: str, kind: str, ty: str,
                         v: Value) -> dict[Key, L.Operand]:
        """Reduces per-thread values over `axes` along `axis` to values over the other axes,
        in every thread: in-thread over the registers along `axis`, across lanes by shuffles
        over the lane bits along it, across warps through shared memory over its warp bits."""
        b = self.b
        op = COMBINE[(kind, ty)]
        name = f"{kind} over '{axis}' ({self.note(v)})"
        r_axes = tuple(a for a in axes if a != axis)
        acc: dict[Key, L.Operand] = {}
        for k in self.keys(axes):
            rk = self.project(k, axes, r_axes)
            acc[rk] = x[k] if rk not in acc else b.op(op, ty, acc[rk], x[k], note=name)
        lay = self.layout_of(axes)
        lanes = lay.bits_along("lane", axis)
        if len(lanes) == log2(self.target.wave) and ty in ("f32", "s32"):
            acc = {rk: b.op("warp_reduce", ty, r, attrs=(kind, ty), uniform=False,
                            note=f"{name}: across the lanes of a warp") for rk, r in acc.items()}
        elif lanes:
            for bit in lanes:
                for rk in list(acc):
                    other = b.op("shfl_xor", ty, acc[rk], attrs=(1 << bit,), uniform=False,
                                 note=f"{name}: lanes {1 << bit} apart")
                    acc[rk] = b.op(op, ty, acc[rk], other, uniform=False)
        warps = lay.bits_along("warp", axis)
        if not warps:
            return acc
        # Across warps: a slot per (warp group along axis, element of the result).
        G = 1 << len(warps)
        n_res = math.prod(self.chunk[a] for a in r_axes)
        buf = self.buffer(("red", self.key_of(v), axis), "red", 4 * G * n_res,
                          f"one partial per warp group for {name}")
        slot4, elem4, writer = self.reduce_slots(lay, axis, r_axes, n_res)
        out = {}
        for rk, r in acc.items():
            ek = self.linear_key(rk, r_axes)
            b.emit("st_shared", (), (slot4, _imm(4 * ek), r), attrs=(buf, 32, f"fill {buf}"),
                   pred=writer, note=f"{name}: this warp group's partial")
        for rk in acc:
            ek = self.linear_key(rk, r_axes)
            total = None
            for gi in range(G):
                y = b.op("ld_shared", ty, elem4, _imm(4 * (gi * n_res + ek)), attrs=(buf,),
                         uniform=False, note=f"{name}: warp group {gi}")
                total = y if total is None else b.op(op, ty, total, y, uniform=False)
            out[rk] = total
        return out

    def reduce_slots(self, lay: LinearLayout, axis: str, r_axes, n_res: int):
        """For a reduction across warps: the thread's byte offset of its slot (warp group g
        along `axis`, element e of the result: slot g * n_res + e), the byte offset of its
        element e, and the pred of the one thread per (g, e) that writes."""
        key = ("slots", lay, axis, n_res)
        if key in self.tcoords:
            return self.tcoords[key]
        b = self.b
        lw = log2(self.target.wave)
        g: L.Operand = _imm(0)                 # the tid bits of the warp bits along axis
        for j, wb in enumerate(lay.bits_along("warp", axis)):
            bit = b.op("and", "u32", b.op("shr", "u32", self.tid, _imm(lw + wb), top=True),
                       _imm(1), top=True)
            part = b.op("shl", "u32", bit, _imm(j), top=True) if j else bit
            g = part if self.is_zero(g) else b.op("or", "u32", g, part, top=True,
                                                  note=f"warp group along '{axis}'")
        elem = self.linear_thread(r_axes, lay)
        slot: L.Operand = elem
        if not self.is_zero(g):
            gs = b.op("mul", "u32", g, _imm(n_res), top=True) if n_res > 1 else g
            slot = gs if self.is_zero(elem) else b.op("add", "u32", gs, elem, top=True)
        slot4 = b.op("shl", "u32", slot, _imm(2), top=True) if not self.is_zero(slot) else slot
        elem4 = b.op("shl", "u32", elem, _imm(2), top=True) if not self.is_zero(elem) else elem
        mask = sum(1 << t for t, bb in self.tid_bits(lay) if not any(bb))
        mask |= sum(1 << t for t in lay.bits_along("lane", axis))
        writer = None
        if mask:
            low = b.op("and", "u32", self.tid, _imm(mask), top=True)
            writer = b.op("setp", "pred", low, _imm(0), attrs=("eq", "u32"), top=True,
                          note="one lane per warp group and element publishes")
        self.tcoords[key] = (slot4, elem4, writer)
        return self.tcoords[key]

    def linear_thread(self, axes: tuple[str, ...], layout: LinearLayout,
                      pad: tuple[int, int] | None = None) -> L.Operand:
        """The thread's part of the row-major element index of a chunk tile over `axes` (the
        last axis fastest), computed once at the top."""
        b = self.b
        out: L.Operand = _imm(0)
        stride = 1
        for a in reversed(axes):
            t = self.tcoord(layout, a)
            if not self.is_zero(t):
                part = b.op("mul", "u32", t, _imm(stride), top=True) if stride > 1 else t
                out = part if self.is_zero(out) else b.op("add", "u32", out, part, top=True)
            stride *= self.chunk[a]
        return out

    def linear_key(self, key: Key, axes: tuple[str, ...]) -> int:
        out, stride = 0, 1
        for a, off in zip(reversed(axes), reversed(key)):
            out += off * stride
            stride *= self.chunk[a]
        return out

    def buffer(self, key, prefix: str, size: int, purpose: str, align: int = 16) -> str:
        """The shared buffer of one reduction or conversion site: the full and masked versions
        of a chunk never run together, so they share it (insert_barriers orders its reuse)."""
        memo = self.tcoords.setdefault("buffers", {})
        if key not in memo:
            name = f"{prefix}{len(self.shared)}"
            at = -(-self.shared_top() // align) * align
            self.shared.append(L.SharedBuffer(name, at, size, purpose))
            memo[key] = name
        return memo[key]

    def shared_top(self) -> int:
        top = max((s.offset + s.size for s in self.shared), default=0)
        return -(-top // 16) * 16

    # -- memory

    def shuffle(self, x: dict, axes, order, moves, what: str) -> dict:
        """convert inside the warps: each register of the new layout is a register of the old
        one, read from the lane its LaneMove names (a renaming where that is the thread's own
        lane; a constant is the same in every lane)."""
        def key(coords) -> Key:
            return tuple(coords[order.index(a)] for a in axes)
        out = {}
        for m in moves:
            val = x[key(m.src)]
            if isinstance(val, L.Imm) or m.own_lane(self.target.wave):
                out[key(m.dst)] = val
                continue
            lane = self.source_lane(m.const, m.bits)
            out[key(m.dst)] = self.b.op("shfl_idx", val.ty, val, lane, uniform=False,
                                        note=f"convert {what}: from its lane in this warp")
        return out

    def source_lane(self, const: int, bits) -> L.Operand:
        """const | (bit i of the thread index moved to lane bit j, for (i, j) in bits): runs
        of consecutive bits move by one shift-and-mask each (as tcoord)."""
        key = ("lane", const, bits)
        if key in self.tcoords:
            return self.tcoords[key]
        runs: list[list[int]] = []   # [first tid bit, first lane bit, length]
        for i, j in bits:
            if runs and runs[-1][0] + runs[-1][2] == i and runs[-1][1] + runs[-1][2] == j:
                runs[-1][2] += 1
            else:
                runs.append([i, j, 1])
        b = self.b
        out: L.Operand = _imm(const)
        for t0, c0, n in runs:
            part = b.op("shr", "u32", self.tid, _imm(t0), top=True) if t0 else self.tid
            if t0 + n < log2(self.plan.threads):   # tid < threads: no bits above to clear
                part = b.op("and", "u32", part, _imm((1 << n) - 1), top=True)
            if c0:
                part = b.op("shl", "u32", part, _imm(c0), top=True)
            out = part if self.is_zero(out) else b.op("or", "u32", out, part, top=True,
                                                      note="the lane to read from")
        self.tcoords[key] = out
        return out

    def convert(self, x: dict, axes, src: LinearLayout, dst: LinearLayout, what: str) -> dict:
        """Moves a chunk tile over `axes` from layout src to layout dst: inside each warp where
        no element leaves it (kgen.lower.shuffle: a shuffle a register, or none), else through
        shared memory: each thread writes the elements it holds (one copy of each), a barrier
        (inserted by insert_barriers), each thread reads the elements dst gives it. The tile is
        row-major with src's fastest axis fastest, rows padded to spread dst's reads over the
        banks."""
        moves = in_warp(src, dst, self.target.wave, {v.ty for v in x.values()})
        if moves is not None:
            return self.shuffle(x, axes, src.axes, moves, what)
        b = self.b
        inner = next((a for a, bb in zip(src.axes, zip(*src.bases("reg"))) if any(bb)),
                     axes[-1]) if src.bases("reg") else axes[-1]
        order = tuple(a for a in axes if a != inner) + (inner,)
        rowlen = self.chunk[inner]
        rows = math.prod(self.chunk[a] for a in order[:-1])
        # Padding per row from kgen.lower.layout's bank-conflict count of both accesses (4-byte
        # words, 32 banks: CUDA C++ Programming Guide, "Shared Memory"; CDNA LDS likewise).
        pad = choose_padding(src, dst, tuple(reversed(order)), 4, candidates=(0, 1, 2, 4),
                             wave=self.target.wave).pad
        buf = self.buffer(("cvt", what, src, dst), "cvt", 4 * rows * (rowlen + pad),
                          f"layout conversion of {what}")
        if self.shared_top() > self.target.shared_bytes:
            raise SharedMemoryError(f"the conversion of {what} needs {self.shared_top()} "
                                    f"bytes of shared memory; {self.target.name} has "
                                    f"{self.target.shared_bytes}", self.k.span,
                                    hint="use smaller tiles")

        def thread_part(layout):
            key = ("cvt_off", layout, order, pad)
            if key not in self.tcoords:
                off: L.Operand = _imm(0)
                stride = 1
                for a in reversed(order):
                    c = self.tcoord(layout, a)
                    if not self.is_zero(c):
                        part = c if stride == 1 else b.op("mul", "u32", c, _imm(stride),
                                                          top=True)
                        off = part if self.is_zero(off) else b.op("add", "u32", off, part,
                                                                  top=True)
                    stride *= (rowlen + pad) if a == inner else self.chunk[a]
                self.tcoords[key] = b.op("shl", "u32", off, _imm(2), top=True) \
                    if not self.is_zero(off) else off
            return self.tcoords[key]

        def key_part(k):
            out, stride = 0, 1
            for a in reversed(order):
                out += k[axes.index(a)] * stride
                stride *= (rowlen + pad) if a == inner else self.chunk[a]
            return 4 * out

        guard = self.copy_guard(src)
        woff, roff = thread_part(src), thread_part(dst)
        for k in self.layout_keys(src, axes):
            val = x[k]
            if isinstance(val, L.Imm):
                val = b.op("mov", val.ty, val)
            # One fill group: every element has one writer and one slot (disjoint bytes).
            b.emit("st_shared", (), (woff, _imm(key_part(k)), val), attrs=(buf, 32, f"fill {buf}"),
                   pred=guard, note=f"convert {what}: write this thread's elements")
        ty = next(iter(x.values())).ty if x else "f32"
        return {k: b.op("ld_shared", ty, roff, _imm(key_part(k)), attrs=(buf,), uniform=False,
                        note=f"convert {what}: read in the new layout")
                for k in self.layout_keys(dst, axes)}


def _picker(at: tuple[int, ...]):
    """A function from a key to its entries at positions `at`, as a tuple: _picker((1,))((5,
    7)) is (7,)."""
    if len(at) > 1:
        return operator.itemgetter(*at)
    if at:
        i = at[0]
        return lambda key: (key[i],)
    return lambda key: ()


def _reread_hint(tensor: str, store: ir.Store, w: str, chunk: int) -> str:
    """How to avoid reading back a tensor an earlier phase wrote. A smaller tile is no way out:
    the reduction over `w` then spans programs (another error); the value itself is still in
    hand, or the whole row fits one chunk when its size is fixed small enough."""
    return (f"name the value stored at {store.span.line}:{store.span.col} (`v = ...`, then "
            f"`{tensor}[...] = v`) and use `v` instead of reading '{tensor}' back; or fix the "
            f"size of '{w}' at compile time (--size with --specialize) to at most {chunk}")


def _online_sums(reds: list[Value], w: str, key_of) -> dict[int, tuple[Value, Value | None]]:
    """{uid of a sum over w of exp(x - m) or exp((x - m) c): (m, c)} where m is a max over w
    of x itself (the same structure) and c a scale that does not vary along w and reads no
    reduction over it, all f32: a softmax's denominator (with its temperature), which can fold
    beside its maximum."""
    maxes = {key_of(r.args[0]): r for r in reds
             if r.attrs == ("max", w) and r.dtype == DType.f32}
    out = {}
    for r in reds:
        e = r.args[0]
        if r.attrs != ("sum", w) or r.dtype != DType.f32 or e.op != "exp":
            continue
        parts = _difference(e)
        if parts is None:
            continue
        x, m, c = parts
        if c is not None and (w in c.axes or any(
                v.op == "reduce" and v.attr("axis") == w for v in ir.subtree(c))):
            continue
        mx = maxes.get(key_of(x))
        if mx is not None and key_of(m) == key_of(mx):
            out[r.uid] = (mx, c)
    return out


def _online_squares(reds: list[Value], w: str, key_of) -> dict[int, tuple[Value, Value]]:
    """{uid of a sum over w of (x - m) * (x - m): (s, m)} where s is the sum over w of x
    itself and m is computed from s alone (a mean: s / N), all f32: a variance's sum of
    squares, which folds in the same walk as s (`fold_squares`)."""
    sums = {key_of(r.args[0]): r for r in reds
            if r.attrs == ("sum", w) and r.dtype == DType.f32}
    out = {}
    for r in reds:
        e = r.args[0]
        if r.attrs != ("sum", w) or r.dtype != DType.f32 or e.op != "mul" or \
                key_of(e.args[0]) != key_of(e.args[1]) or e.args[0].op != "sub":
            continue
        x, m = e.args[0].args
        s = sums.get(key_of(x))
        if s is None or s is r or w in m.axes or m.dtype != DType.f32:
            continue
        inner = [v for v in ir.subtree(m) if v.op == "reduce" and v.attr("axis") == w]
        if inner and all(key_of(v) == key_of(s) for v in inner):
            out[r.uid] = (s, m)
    return out


def _difference(v: Value) -> tuple[Value, Value, Value | None] | None:
    """(x, m, c) of an f32 exp(x - m) or exp((x - m) * c) (either order of the product) whose m
    and c each hold fewer axes than the result (computed once per row, not per element)."""
    d = v.args[0]
    if v.dtype != DType.f32 or d.dtype != DType.f32:
        return None
    c = None
    if d.op == "mul":
        a, e = d.args
        if a.op == "sub" and set(e.axes) < set(v.axes) and e.dtype == DType.f32:
            d, c = a, e
        elif e.op == "sub" and set(a.axes) < set(v.axes) and a.dtype == DType.f32:
            d, c = e, a
        else:
            return None
    if d.op == "sub" and set(d.args[1].axes) < set(v.axes):
        return d.args[0], d.args[1], c
    return None
