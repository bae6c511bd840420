"""The epilogue of a warp-specialized kernel: its output tile through shared memory, stored by TMA.

Where a kernel's products stream by TMA from a producer warpgroup (sm_90a, `Target.stream_tma`,
kgen.lower.product), its result tile leaves the consumers' registers the way CUTLASS's and
FlashAttention-3's Hopper epilogues do: each thread writes its accumulator fragment into a
shared buffer laid out as a TMA load would lay out the same box (a K-major wgmma tile:
rows of W = 128 bytes, the 16-byte chunks of row r XORed with r % 8, so the 8 rows of one
st.shared.b32 land in 8 different chunks: no bank conflict), and one thread stores each
column block of the tile with one `cp.async.bulk.tensor` (PTX ISA, "cp.async.bulk.tensor":
shared::cta -> global, completed through a bulk async-group). The copy engine writes whole
128-byte lines where a thread's 4-byte stores wrote 16 bytes of each of 8 rows; the box's
elements outside the tensor are not written (PTX ISA, "Tensor Access Modes", tile mode), so
the ragged edge of the output needs no mask and the full and masked versions of a chunk store
alike.

The order, each step the hardware fact it rests on:
- the consumers' st.shared of a column block, then `fence.proxy.async` (the store reads its
  source through the async proxy: PTX ISA, "Async Proxy") and the consumers' named barrier,
  which kgen.passes.barriers inserts from the buffer's accesses (a tma_store is an async-proxy
  read of its buffer there, as a wgmma's operands are);
- one elected lane of warp 0 (a consumer: the producer warpgroup comes after them,
  WarpRoles.producer_last) issues the boxes and commits them as one bulk async-group;
- that thread waits for the group's reads (`cp.async.bulk.wait_group.read 0`: the shared memory
  may then change or go; the global writes need not be visible until the kernel ends) before
  the next barrier it passes: before the barrier ahead of the next block's store where the
  blocks take two buffers in turn (the store of block j - 1 reads one while the consumers
  stage block j in the other), right after the commit where one buffer takes every block, and
  at the end (before the next tile of a persistent program, and before the thread exits). So
  the barrier passes may take the store's read at its issue: no barrier comes between the
  issue and the end of the read.

Shared memory: the whole tile where it fits beside the streams' ring at the depth it will take
(product_plan.ring_depth), else two column blocks taken in turn (a
256-wide bf16 tile beside a 4-deep 128 x 256 x 64 ring: 2 x 16 KiB), else the kernel stores
from registers and the schedule says why. A part of Lowering (kgen.lower.program)."""

from __future__ import annotations

from dataclasses import dataclass

from ..lir import ops as L
from ..tile import ir
from ..tile.ir import DType
from .builder import _Ctx
from .plan import _imm
from ..passes.pipeline import pipelined_nodes
from .product_plan import WgmmaTile, ring_depth


@dataclass(frozen=True)
class OutTile:
    """A store the epilogue takes: tensor t's tile over `row` (the box's rows) by `col` (its
    contiguous axis), in `pieces` column blocks of `tile` (W / 2 columns each), staged in
    `buffers` shared buffers; `rounds`: the f32 values are rounded to t's type on the way."""
    tensor: str
    row: str
    col: str
    tile: WgmmaTile
    pieces: int
    buffers: int
    rounds: bool


class _Epilogue:
    """Lowering's rules for an output tile stored by TMA (the module's docstring)."""

    def store(self, s: ir.Store, ctx: _Ctx) -> None:
        key = ("out_tile", s.tensor)     # the chunk's versions store alike (their buffers too)
        if key not in self.tcoords:
            self.tcoords[key] = self.out_tile(s)
        out = self.tcoords[key]
        if out is None:
            return super().store(s, ctx)
        self.tma_store(s, out, ctx)

    def out_tile(self, s: ir.Store) -> OutTile | None:
        """The store as an OutTile, or None where registers store it (a note says why, where
        the kernel otherwise could)."""
        if self.protocol is None or self.protocol.name != "tma" or not self.tmaps or \
                self.loop_streams:
            return None
        t = self.k.param(s.tensor)
        why = self.refused(s, t)
        if why:
            self.epilogue_notes.append(f"  epilogue: '{t.name}' stored from registers: {why}")
            return None
        taxes = tuple(s.axes)
        row, col = (a for a in taxes if self.chunk.get(a, 1) > 1)
        tile = WgmmaTile(self.chunk[row], min(self.chunk[col], 128 // t.dtype.nbytes), True,
                         t.dtype.nbytes)
        pieces = self.chunk[col] // tile.depth
        # What the ring will take once pipelined (its depth as kgen.lower.kernel will choose
        # it, product_plan.ring_depth, times the stream buffers lowered so far) stays free.
        span = sum(b.size for b in self.shared if b.name in self.stream_buffers)
        loops = [p for blk in self.b.blocks for p in pipelined_nodes(tuple(blk))]
        depth = ring_depth(self.stages, bool(self.plan.stages), loops, self.promotes)
        free = self.target.shared_bytes - self.shared_top() - (depth - 1) * span
        fits = [n for n in (pieces, 2, 1) if n <= pieces and n * tile.size <= free]
        if not fits:
            self.epilogue_notes.append(
                f"  epilogue: '{t.name}' stored from registers: a {tile.size}-byte column "
                f"block does not fit beside the streams' ring ({free} bytes left)")
            return None
        return OutTile(t.name, row, col, tile, pieces, fits[0], self.store_rounds(s, t))

    def refused(self, s: ir.Store, t: ir.TensorParam) -> str:
        """Why the store is not a tile a TMA box can take, or ''."""
        v = s.value
        taxes = tuple(s.axes)
        big = [a for a in taxes if self.chunk.get(a, 1) > 1]
        if getattr(s, "index", None) or self.has_gather(v):
            return "its subscripts are computed"
        if t.dtype not in (DType.bf16, DType.f16, DType.f32):
            return f"{t.dtype} elements (TMA stores here take 16- and 32-bit ones)"
        seg = next((a for a in taxes if self.k.axis(a).segment is not None), None)
        if seg is not None:
            return (f"axis '{seg}' walks a segment of its rows (a TMA box clips only at the "
                    "tensor's end, and would write the next segment's rows)")
        if len(taxes) != len(t.shape) or len(big) != 2 or big[1] != taxes[-1] or \
                set(v.axes) - set(taxes):
            return "not a 2-D tile whose contiguous axis is the tensor's last"
        for a, d in zip(taxes, t.shape):
            if self.k.axis(a).dim.name != d.name:
                return f"axis '{a}' does not walk the tensor's dimension '{d.name}'"
        rows, cols = self.chunk[big[0]], self.chunk[big[1]]
        if rows > 256 or rows % 8 or (cols * t.dtype.nbytes) % 128:
            return (f"a {rows} x {cols} tile (TMA boxes take at most 256 rows; the staging "
                    "takes rows of whole 128-byte swizzle spans, 8 rows at a time)")
        lay = self.layout_of(self.stored_axes(s))
        i = lay.axes.index(big[1])
        if any(b[i] >= 128 // t.dtype.nbytes for _, b in self.tid_bits(lay)):
            return "a thread's elements span more than one 128-byte column block"
        if sum(1 for x in ir.statements(self.k.body)
               if isinstance(x, ir.Store) and x.tensor == t.name) > 1:
            return "the kernel stores it more than once"
        return ""

    def tma_store(self, s: ir.Store, out: OutTile, ctx: _Ctx) -> None:
        """The staging writes, the boxes and the waits (the module's docstring); the fence and
        the barriers come from kgen.passes.barriers."""
        b = self.b
        t = self.k.param(out.tensor)
        v = s.value
        axes = self.stored_axes(s)
        src = v.args[0] if out.rounds else v
        got = self.operand(src, axes, ctx)
        x = {k: got[self.project(k, axes, src.axes)] for k in self.keys(axes)}
        lay = self.layout_of(axes)
        tile, row, col = out.tile, out.row, out.col
        buffers = [self.buffer(("tma_out", t.name, i), "out", tile.size,
                               f"'{t.name}' tile staged for its TMA store "
                               f"({tile.rows} x {tile.depth} boxes, 128-byte swizzle), "
                               f"buffer {i} of {out.buffers}", align=1024)
                   for i in range(out.buffers)]
        self.check_shared()
        tmap = self.tensor_map(t, tuple(tile.depth if a == col else tile.rows if a == row
                                        else 1 for a in reversed(tuple(s.axes))), tile.span)
        first = self.tcoords.get("tma_store_issuer")
        if first is None:
            # An elected lane of warp 0, not thread 0 (_Builder.elected): the stores and their
            # bulk-group waits are that one thread's.
            warp0 = b.op("setp", "pred", self.tid, _imm(self.target.wave), attrs=("lt", "u32"),
                         top=True)
            first = self.tcoords["tma_store_issuer"] = b.elected(
                warp0, "one lane of warp 0 issues the TMA stores")
        note = f"{self.src}:{s.span.line}"
        by_piece: dict[int, list] = {}
        for k in self.keys(axes):
            at = dict(zip(axes, k))
            by_piece.setdefault(at[col] // tile.depth, []).append(k)
        pairs = _pairs(lay, col)
        done = 0
        # The thread's place in the tile, made here, in this version of the epilogue, not at the
        # function's top: from there it would be live across the whole main loop (on sm_90a
        # attention's consumers, at 232 registers, ptxas spilled it).
        tr, tc = self.tcoord(lay, row), self.tcoord(lay, col)
        tc = tc if self.is_zero(tc) else b.op("and", "u32", tc, _imm(tile.depth - 1))
        place = (self.tile_offset(tile, tr, tc, f"thread's place in the '{t.name}' tile",
                                  top=False),
                 self.thread_bits(tile, _coords(self, lay, row, col, tile.depth)))

        def retire(j: int) -> None:
            b.emit("bulk_wait", (), (), attrs=(0,), pred=first,
                   note=f"{note}: the store of block {j} has read its buffer")
        for j in range(out.pieces):
            if out.buffers == 1 and j:
                retire(j - 1)      # before the barrier the staging of block j gets
            buf = buffers[j % out.buffers]
            self.stage_block(x, by_piece.get(j, []), axes, place, lay, buf, out, pairs, note)
            if out.buffers < out.pieces or j == out.pieces - 1:
                if 1 < out.buffers < out.pieces and j:
                    retire(j - 1)  # before the barrier the store of block j gets
                for i in range(done, j + 1):
                    coords = []
                    for a in reversed(tuple(s.axes)):
                        c = ctx.start[a]
                        if a == col and i:
                            c = b.op("add", "u32", c, _imm(i * tile.depth))
                        coords.append(c)
                    b.emit("tma_store", (), (_imm(0), _imm(0), tmap, *coords),
                           attrs=(buffers[i % out.buffers], t.name), pred=first,
                           note=f"{note}: TMA store of '{t.name}' columns "
                                f"{i * tile.depth}.. of the tile")
                b.emit("bulk_commit", (), (), pred=first, note=f"{note}: one bulk group")
                done = j + 1
        b.emit("bulk_wait", (), (), attrs=(0,), pred=first,
               note=f"{note}: the stores have read shared memory (it may change, or go)")
        turns = "one buffer each" if out.buffers == out.pieces else \
            f"{out.buffers} buffers in turn"
        said = (f"  epilogue: '{t.name}' through shared memory by TMA stores: "
                f"{out.pieces} box(es) of {tile.rows} rows x {tile.depth} columns, {turns}, "
                f"issued by one thread ({'pairs packed' if pairs else 'elements'} into "
                f"st.shared)")
        if said not in self.epilogue_notes:
            self.epilogue_notes.append(said)

    def stage_block(self, x: dict, keys: list, axes, place: tuple, lay, buf: str,
                    out: OutTile, pairs: bool, note: str) -> None:
        """The thread's elements `keys` (one column block's) into buf, at the places a TMA box
        of the block takes them from (WgmmaTile's layout, swizzled; `place`: the thread's
        offset in the tile and the bits it may set): two neighbours along the contiguous axis
        as one 32-bit word where the layout gives them to one thread."""
        b = self.b
        t = self.k.param(out.tensor)
        tile, row, col = out.tile, out.row, out.col
        off, tbits = place
        guard = self.copy_guard(lay)
        wide = t.dtype.nbytes == 4
        for k in keys:
            at = dict(zip(axes, k))
            if pairs and at[col] % 2:
                continue           # the second of a pair, written with the first
            vals = [x[k]] + ([x[_next(k, axes, col)]] if pairs else [])
            vals = [b.op("mov", "f32", r) if isinstance(r, L.Imm) else r for r in vals]
            if wide:               # f32: the pair as one 8-byte access
                words = vals
            else:
                words = [self.pack16(*vals, t.dtype, out.rounds) if pairs
                         else self.narrow(vals[0], t.dtype, out.rounds)]
            addr, imm = self.tile_element(tile, off, at[row], at[col] % tile.depth, tbits)
            b.emit("st_shared", (), (addr, imm, *words),
                   attrs=(buf, 32 if pairs or wide else 16, f"stage {buf}"), pred=guard,
                   note=f"{note}: '{t.name}' into its staging tile")


def _pairs(lay, col: str) -> bool:
    """Whether a thread's register bit 0 steps `col` by one: its elements come in pairs of
    neighbours, the first at an even coordinate (a lane or warp bit never sets bit 0)."""
    regs = lay.bases("reg")
    i = lay.axes.index(col)
    return bool(regs) and regs[0] == tuple(1 if j == i else 0 for j in range(len(lay.axes)))


def _next(k: tuple, axes, col: str) -> tuple:
    i = axes.index(col)
    return k[:i] + (k[i] + 1,) + k[i + 1:]


def _coords(low, lay, row: str, col: str, depth: int):
    """(row, column within its block) of every thread's first element (thread_bits' input)."""
    from .product import _thread_coords
    return [(r, c % depth) for r, c in _thread_coords(lay, (row, col), low.plan.threads,
                                                      low.target.wave)]
