"""Operands staged once: a product operand that is the same in every step of its loop
(attention's queries) goes into shared memory before the loop by 16-byte pieces of its rows.

The loop's streams move their tiles the same way (kgen.lower.product.copy_stream: thread t
moves pieces t, t + threads, ... row by row); once, before the loop, the operand needs no
ring. Where the loop's copies are cp.async (NVIDIA) each piece is one cp.async of 16 bytes
(src-size 0, so zeros, for a row past the tensor's end: PTX ISA 9.7.9.25.3.1), committed
and waited for at once (cp.async.wait_group 0); else one 16-byte load into registers
(zeros where absent) and one 16-byte write. Element by element, the operand's own layout
(a product's accumulator layout: two contiguous 16-bit elements a thread) took one 2-byte
load, a conversion and a 2-byte write per element: 64 of each per thread for a 128 x 64
query tile, where the pieces take 4 copies (FlashAttention-3 loads Q by TMA, one copy).

Pieces need K contiguous rows (the tensor's last axis the contraction) whose starts are
16-byte aligned here: the chunk's version is behind the alignment test, or the rows are
aligned at every size. Elsewhere the operand is staged element by element (stage). A part
of Lowering (kgen.lower.program), kept in its own file by topic.
"""

from __future__ import annotations

from ..lir import ops as L
from ..tile.ir import Value
from .builder import _Ctx
from .plan import _imm
from .product_plan import Stream, WgmmaTile


class _Once:
    """Lowering's staging of loop-invariant product operands (see the module's docstring)."""

    def stage_once(self, x: Value, buf: str, row: str, kk: str, place, ctx: _Ctx,
                   which: str) -> None:
        """Operand x into buf before its loop: by pieces where it can (stage_pieces), else as
        any staged operand (stage)."""
        if not self.stage_pieces(x, buf, row, kk, place, ctx):
            self.stage(x, buf, row, kk, place, ctx, which)

    def stage_pieces(self, x: Value, buf: str, row: str, kk: str, place, ctx: _Ctx) -> bool:
        """Stages plain load x by 16-byte pieces of its rows (module docstring); False, having
        emitted nothing, where the operand does not take them."""
        if x.op != "load":
            return False
        t = self.k.param(x.attr("tensor"))
        taxes = tuple(x.attr("axes"))
        if taxes[-1] != kk or row not in taxes or \
                any(self.chunk.get(a, 1) != 1 for a in taxes if a not in (row, kk)):
            return False
        by_copies = self.protocol is not None and self.protocol.groups
        tile = place if isinstance(place, WgmmaTile) else None
        if tile is not None and (not tile.kmajor or not by_copies):
            return False        # a tile's swizzled pieces are written by copies here
        per_row = self.chunk[kk] // self.piece
        units, threads = self.chunk[row] * per_row, self.plan.threads
        last = t.shape[-1].value
        if self.chunk[kk] % self.piece or (last is not None and last % self.piece) or \
                not per_row or threads % per_row or (units % threads and threads % units):
            return False
        if not self.rows_aligned(ctx):
            return False
        st = Stream(x, row, t, row, kk, buf, 0 if tile else place, tile=tile)
        r0, c0 = self.stream_lanes(st)[:2]
        mine = None
        if units < threads:
            mine = self.b.op("setp", "pred", self.tid, _imm(units), attrs=("lt", "u32"),
                             top=True, note=f"threads 0..{units - 1} move the {units} pieces")
        cb = self.ragged(kk, ctx)
        col_ok = mine if cb is None else self.both(mine, self.b.op(
            "setp", "pred", c0, cb, attrs=("lt", "u32"), note="the piece's columns exist"))
        base = self.chunk_base(t, taxes, ctx)
        fill = (buf, 32, f"fill {buf}")
        rows_step = threads // per_row
        for i in range(max(1, units // threads)):
            regs = self.stream_piece(st, base, i * rows_step, col_ok, cb, self.ragged(row, ctx),
                                     mine, fill, False, by_copies)
            if regs is not None:
                self.write_unit(st, [regs], self.es * i * rows_step, mine, fill)
        if by_copies:
            self.b.emit("cp_async_commit", (), (), note=f"'{t.name}' staged once")
            self.b.emit("cp_async_wait", (), (), (0,), note=f"'{t.name}' has landed in {buf}")
        return True

    def rows_aligned(self, ctx: _Ctx) -> bool:
        """Every row an access starts here is aligned to its vector: at every size (the
        alignment test settled at compile time), or behind the test (a full or aligned
        version of the chunk)."""
        if self.aligned is None or isinstance(self.aligned, L.Imm) and self.aligned.value:
            return True
        return ctx.vec and (ctx.full or ctx.aligned)
