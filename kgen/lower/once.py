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
query tile, where the pieces take 4 copies. Where the loop's streams are TMA copies (sm_90a,
under warp roles), the operand comes by TMA as FlashAttention-3's Q does (stage_by_tma): one
box per 128-byte column block of the tile, issued by the producer's lane 0 ahead of its first
ring copy, on an mbarrier of its own that the consumers wait on.

On CDNA, where a product reads its fragments with plain LDS loads, such an operand is not
staged at all where it can be held: each lane loads its own fragments of every k-step
straight from global memory into registers before the loop (hold_from_global), the reads
the loop would make from the staged copy in every step (a ds_read_b128 per k-group: k_group)
made once, as global_load_dwordx4s, at the same places. Each lane's elements of a k-group are
contiguous along K in one row (k_group asks that of the staged copy too), so the copy's
layout and the tensor's differ only in the row pitch. The loop keeps the fragments in
registers (16 VGPRs a lane for 16 query rows of head dimension 128), and the shared memory
the staged copy took is the streams' (CK's FMHA keeps Q in VGPRs likewise): at head
dimension 128, 128 queries staged take 34,816 bytes of the 65,536 an LDS has, and the K and V
streams could not take two slots beside them.

Pieces need K contiguous rows (the tensor's last axis the contraction) whose starts are
16-byte aligned here: the chunk's version is behind the alignment test, or the rows are
aligned at every size. Elsewhere the operand is staged element by element (stage). A part
of Lowering (kgen.lower.program), kept in its own file by topic.
"""

from __future__ import annotations

from ..errors import CompilerBug
from ..lir import ops as L
from ..tile.ir import Value
from .builder import _Ctx
from .layout import log2
from .plan import _imm
from .product_plan import Stream, WgmmaTile, loop_products


class _Once:
    """Lowering's staging of loop-invariant product operands (see the module's docstring)."""

    def stage_once(self, x: Value, buf: str, row: str, kk: str, place, ctx: _Ctx,
                   which: str, by_tma: bool) -> None:
        """Operand x into buf before its loop: by TMA where the loop's streams are (by_tma:
        the loop has TMA streams, so warp roles that initialise its mbarrier; stage_by_tma),
        else by pieces where it can (stage_pieces), else as any staged operand (stage)."""
        if not (by_tma and self.stage_by_tma(x, buf, row, kk, place, ctx)) and \
                not self.stage_pieces(x, buf, row, kk, place, ctx):
            self.stage(x, buf, row, kk, place, ctx, which)

    def stage_by_tma(self, x: Value, buf: str, row: str, kk: str, place, ctx: _Ctx) -> bool:
        """Plain load x into buf by TMA, as the loop streams its other operands (the module
        doc): the tile's boxes (tma_stream) completing on an mbarrier of their own, after an
        arrive.expect_tx of their bytes, then the wait for its phase 0. In this order they are
        the consumers' code; under warp roles (kgen.passes.specialize, "Loaded once") the
        producer warpgroup's issuing lane takes the arrive and the copies, ahead of its first
        ring copy, and the consumers keep the wait. False, having emitted nothing, where the
        operand does not take it: no TMA streams (then there are no warp roles either), a
        wgmma tile that is not K-major, more rows than a box holds (256: cuTensorMapEncodeTiled's
        boxDim), rows of a segment (a box past the segment's end would read the next one's
        rows, not zeros) or a persistent program (the buffer would be refilled per tile)."""
        if self.protocol is None or self.protocol.fills != frozenset({"tma_load"}) or \
                x.op != "load" or not isinstance(place, WgmmaTile) or not place.kmajor or \
                self.plan.persistent or self.chunk[row] > 256 or \
                any(a.name == row for a in self.k.segments):
            return False
        if not self.tile_rows(x, row, kk):
            return False
        t = self.k.param(x.attr("tensor"))
        # The barrier's 8 bytes are placed after every other buffer (finish): here they would
        # push the ring's 1024-byte aligned slots, allocated after, by 1024.
        bar = f"oncebar_{buf}"
        nbytes = place.esize * self.chunk[row] * self.chunk[kk]
        self.b.emit("mbar_expect_tx", (), (_imm(0), _imm(0)), (bar, nbytes),
                    note=f"{buf} will receive {nbytes} bytes of '{t.name}'")
        st = Stream(x, row, t, row, kk, buf, 0, tile=place)
        if self.tma_stream(st, ctx, bar, f"into {buf}, once") != nbytes:
            raise CompilerBug(f"the TMA boxes of '{t.name}' do not cover its tile")
        self.once_tma[bar] = t.name
        self.b.emit("mbar_wait", (), (_imm(0), _imm(0), _imm(0)), (bar,),
                    note=f"'{t.name}' has landed in {buf} (phase 0: loaded once)")
        return True

    def tile_rows(self, x: Value, row: str, kk: str) -> bool:
        """Load x's tile is rows of its tensor along `row`, K (`kk`) its last axis, one index
        of every other axis in the chunk: what pieces and TMA boxes of the rows can move."""
        taxes = tuple(x.attr("axes"))
        return taxes[-1] == kk and row in taxes and \
            all(self.chunk.get(a, 1) == 1 for a in taxes if a not in (row, kk))

    def stage_pieces(self, x: Value, buf: str, row: str, kk: str, place, ctx: _Ctx) -> bool:
        """Stages plain load x by 16-byte pieces of its rows (module docstring); False, having
        emitted nothing, where the operand does not take them."""
        if x.op != "load" or not self.tile_rows(x, row, kk):
            return False
        t = self.k.param(x.attr("tensor"))
        taxes = tuple(x.attr("axes"))
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

    def hold_from_global(self, x: Value, row: str, kk: str, s, ctx: _Ctx) -> bool:
        """Operand x of loop s's products loaded into the registers of its fragments before
        the loop (module docstring: self.held), where the products read fragments with plain
        LDS loads, x is a plain load with K contiguous and whole, its rows aligned, every
        product reading it takes its other operand from shared memory (so that the k-steps
        group alike on both sides: k_group), and no two warps hold the same fragments (each
        element is loaded once); False, having emitted nothing, elsewhere."""
        mx = self.mx
        if mx.ldmatrix or mx.warpgroup or x.op != "load":
            return False
        t = self.k.param(x.attr("tensor"))
        taxes = tuple(x.attr("axes"))
        if not self.tile_rows(x, row, kk) or self.ragged(kk, ctx) is not None or \
                not self.rows_aligned(ctx):
            return False
        uses = []
        for v in loop_products(s):
            site = self.sites[v.uid]
            av, bv = site.operands(v)
            for y, r, role, frag, other in ((av, site.m, "m", mx.a, bv),
                                           (bv, site.n, "n", mx.b, av)):
                if y is x and r == row:
                    if other.op not in ("load", "gather"):
                        return False        # a register operand: its k-steps go one by one
                    if (site.warps_n if role == "m" else site.warps_m) != 1:
                        # warps side by side along the other axis would each load the same
                        # fragments: staged once, the operand is read from memory once
                        return False
                    uses.append((site, role, frag))
        bk = self.chunk[kk]
        group = self.k_group(bk, bk + self.pad)
        if not uses or any((frag.in_size("reg") * self.es * group) % 4 or
                           (frag.in_size("reg") * self.es * group) // 4 not in (1, 2, 4)
                           for _, _, frag in uses):
            return False
        pitch = self.strides(t)[taxes.index(row)]
        base = self.chunk_base(t, taxes, ctx)
        bound = self.ragged(row, ctx)
        for site, role, frag in uses:
            key = (x.uid, row, role, site)
            if key not in self.held:
                self.held[key] = self.global_fragments(t, x, site, role, frag, group, pitch,
                                                       base, bound)
        self.notes.append(f"'{t.name}' ({x.span.line}:{x.span.col}), the same in every step "
                          f"of the loop over '{s.var}': held in registers, each lane's "
                          f"fragments loaded once before the loop (no shared memory)")
        return True

    def global_fragments(self, t, x: Value, s, role: str, frag, group: int, pitch, base,
                         bound) -> dict:
        """{(r0, k0): fragment registers} of every instruction tile of operand x in role
        `role` of product site s, loaded from global memory now: a k-group's registers of a
        tile (what read_group reads from a staged copy) one vector load, zero in rows past
        `bound` (the chunk's rows that exist; None: all)."""
        b, mx = self.b, self.mx
        axis = s.m if role == "m" else s.n
        lay = self.fragment_layout(frag, s, role, group)
        tr, tk = self.tcoord(lay, "r"), self.tcoord(lay, "k")
        if isinstance(pitch, int):
            at = tk if self.is_zero(tr) else b.op(
                "add", "u32", b.op("mul", "u32", tr, _imm(pitch)), tk)
        else:
            at = b.op("add", "u32", b.op("mul", "u32", tr, pitch), tk)
        goff = at if self.es == 1 else b.op("shl", "u32", at, _imm(log2(self.es)),
                                            note=f"thread's fragments in '{t.name}'")
        per = frag.in_size("reg") * self.es // 4
        rows = self.chunk[axis] // (s.warps_m if role == "m" else s.warps_n)
        step = mx.m if role == "m" else mx.n
        bk, mk = self.chunk[s.kk], mx.k
        out: dict = {}
        for r0 in range(0, rows, step):
            ok = None
            if bound is not None:
                r = b.op("add", "u32", tr, _imm(r0)) if r0 else tr
                ok = b.op("setp", "pred", r, bound, attrs=("lt", "u32"),
                          note=f"the fragment's row of '{t.name}' exists")
            down = b.op("mul", "u32", pitch, _imm(self.es * r0)) if r0 and \
                not isinstance(pitch, int) else None
            for blk in range(bk // (mk * group)):
                imm = self.es * blk * group * mk + (self.es * r0 * pitch
                                                     if isinstance(pitch, int) else 0)
                regs = [b.op("mov", "u32", _imm(0), uniform=False, note="outside: 0")
                        for _ in range(per * group)]
                b.emit("ld_global", tuple(regs),
                       (base, goff if down is None else b.op("add", "u32", goff, down),
                        _imm(imm)), (32, per * group), pred=ok,
                       note=f"{self.src}:{x.span.line}: '{t.name}' fragments {r0 // step}, "
                            f"k-steps {blk * group}..{blk * group + group - 1}, held")
                for half in range(group):
                    out[(r0, (blk * group + half) * mk)] = regs[half * per:(half + 1) * per]
        return out

    def rows_aligned(self, ctx: _Ctx) -> bool:
        """Every row an access starts here is aligned to its vector: at every size (the
        alignment test settled at compile time), or behind the test (a full or aligned
        version of the chunk)."""
        if self.aligned is None or isinstance(self.aligned, L.Imm) and self.aligned.value:
            return True
        return ctx.vec and (ctx.full or ctx.aligned)
