"""Product operands as the swizzled tiles that wgmma (sm_90a) and tcgen05 (sm_100a) read through
shared-memory matrix descriptors: where a thread's element sits in one (kgen.lower.product_plan's
WgmmaTile, swizzled as TMA writes it), the tiles of a product's operands, the descriptors of each
instruction tile, and a warpgroup's grid of instructions. A part of kgen.lower.product's
`_Products` (a mixin of the Lowering)."""

from __future__ import annotations

from ..lir import ops as L
from ..target.tensormap import swizzle_offset
from ..tile.ir import Value
from .builder import _Ctx
from .layout import LinearLayout, log2
from .plan import _imm
from .product_plan import Site, WgmmaTile


class _Tiles:
    """The descriptor-read operand tiles of kgen.lower.product's `_Products`."""

    def warpgroup_grid(self, s: Site) -> tuple[int, int, int, int]:
        """A warpgroup instruction's grid over a site's tile (wgmma, tcgen05): the K chunk,
        one instruction's columns (up to Matrix.n_max), and the instructions along the rows
        and the columns of a warpgroup's tile."""
        wtm = self.chunk[s.m] // s.warps_m
        wtn = self.chunk[s.n] // s.warps_n
        ni = min(wtn, self.mx.n_max)
        return self.chunk[s.kk], ni, wtm // self.mx.m, wtn // ni

    def descriptor_tiles(self, v: Value, ctx: _Ctx, with_a: bool = True) -> dict:
        """{"m": A's, "n": B's (buffer, WgmmaTile)}: product v's operands as the swizzled tiles
        wgmma and tcgen05 read through descriptors, streamed, staged once, or staged now (A
        left out where it comes from registers: not with_a)."""
        s = self.sites[v.uid]
        tiles = {}
        for x, row, role, which in zip(s.operands(v), (s.m, s.n), "mn", "AB"):
            if role == "m" and not with_a:
                continue
            st = self.active.get((x.uid, row))
            if st is not None:          # streamed into its own buffer by the loop's pipeline
                tiles[role] = (st.buffer, st.tile)
                continue
            tile = self.operand_place(row, s.kk)
            buf = self.prestaged.get((x.uid, row)) or self.staging(which)
            if (x.uid, row) not in self.prestaged:
                self.stage(x, buf, row, s.kk, tile, ctx, which)
            tiles[role] = (buf, tile)
        return tiles

    def descriptor_base(self, buf: str, tile: WgmmaTile, s: Site, role: str) -> L.Reg:
        """The wgmma descriptor (u64) of this warpgroup's rows of `buf` at k = 0, the start
        field (bits 0-13: the shared address >> 4) from the buffer's address read here (so a
        pipelined step reads its own slot's) plus the warpgroup's first row along `role`."""
        b = self.b
        axis = s.m if role == "m" else s.n
        i = s.root.axes.index(axis)
        # The warpgroup's origin: warp bits 0 and 1 are rows inside its 64 (its D layout).
        warp = tuple((0,) if j < 2 else (bb[i],) for j, bb in enumerate(s.root.bases("warp")))
        lay = LinearLayout((("lane", ((0,),) * log2(self.target.wave)), ("warp", warp)),
                           ((axis, max(self.chunk[axis], 1)),))
        origin = self.tcoord(lay, axis)
        addr = b.op("shared_addr", "u32", attrs=(buf,), uniform=True,
                    note=f"{buf} (1024-byte aligned: a whole swizzle pattern)")
        rows = self.tile_logical(tile, origin, _imm(0))   # descriptors start unswizzled
        if not self.is_zero(rows):
            addr = b.op("add", "u32", addr, rows, uniform=False)
        lo = b.op("cvt_u64", "u64", b.op("shr", "u32", addr, _imm(4)))
        if self.mx.tensor_memory:
            return b.op("add64", "u64", lo, L.Imm(tile.tcgen05_descriptor_bits, "u64"),
                        note=f"sm_100 descriptor of {buf}: LBO, SBO, version 1, "
                             f"{tile.span}-byte swizzle")
        return b.op("add64", "u64", lo, L.Imm(tile.descriptor_bits, "u64"),
                    note=f"wgmma descriptor of {buf}: LBO, SBO, {tile.span}-byte swizzle")

    def descriptor(self, base: L.Reg, tile: WgmmaTile, r0: int, k0: int, which: str,
                   ks: int) -> L.Operand:
        """The descriptor of the instruction tile at (r0, k0) of the warpgroup's rows: its
        start moves by logical(r0, k0) bytes (a multiple of 16: r0 of 64 rows, k0 of 16 K)."""
        step = tile.logical(r0, k0) >> 4
        if not step:
            return base
        return self.b.op("add64", "u64", base, L.Imm(step, "u64"),
                         note=f"wgmma descriptor: {which} k-step {ks}")

    def tile_offset(self, tile: WgmmaTile, r: L.Operand, k: L.Operand, note: str,
                    top: bool = True) -> L.Operand:
        """The byte offset in a wgmma tile of the thread's element at (r, k) (registers or
        immediates): tile_logical, then the swizzle (bits 4.. ^= bits 7.., span / 16 values),
        computed once per thread (`top`), else where it is asked for."""
        b = self.b
        logical = self.tile_logical(tile, r, k, top)
        if self.is_zero(logical):
            return logical
        rows = b.op("and", "u32", b.op("shr", "u32", logical, _imm(7), top=top),
                    _imm(tile.span // 16 - 1), top=top)
        return b.op("xor", "u32", logical, b.op("shl", "u32", rows, _imm(4), top=top),
                    top=top, note=note)

    def tile_logical(self, tile: WgmmaTile, r: L.Operand, k: L.Operand,
                     top: bool = True) -> L.Operand:
        """WgmmaTile.logical(r, k) of registers or immediates, in instructions hoisted to the
        function's top (the coordinates are the thread's) or, not `top`, where it is asked."""
        b = self.b
        a, d = (k, r) if tile.kmajor else (r, k)
        e = tile.span // tile.esize
        extent = tile.depth if tile.kmajor else tile.rows          # along a
        terms = []
        if not self.is_zero(d):
            terms.append(b.op("shl", "u32", d, _imm(log2(tile.span)), top=top))
        if not self.is_zero(a):
            lo = a if extent <= e else b.op("and", "u32", a, _imm(e - 1), top=top)
            terms.append(lo if tile.esize == 1 else
                         b.op("shl", "u32", lo, _imm(log2(tile.esize)), top=top))
            if extent > e:
                hi = b.op("shr", "u32", a, _imm(log2(e)), top=top)
                terms.append(b.op("mul", "u32", hi, _imm(tile.down * tile.span), top=top))
        if not terms:
            return _imm(0)
        logical = terms[0]
        for t in terms[1:]:
            logical = b.op("add", "u32", logical, t, top=top)
        return logical

    @staticmethod
    def thread_bits(tile: WgmmaTile, coords) -> int:
        """Every bit any thread's offset (tile_offset of its (r, k) in `coords`) may set:
        swizzle_offset(tile.logical(r, k), tile.span), both inlined (this runs for each of
        a block's threads, per tile a stage or copy writes)."""
        bits = 0
        span, down, kmajor, es = tile.span, tile.down, tile.kmajor, tile.esize
        e = span // es
        chunks = span // 16 - 1      # the swizzle's 16-byte chunks of a row, as a mask
        for r, k in set(coords):      # threads that hold copies ask once
            a, d = (k, r) if kmajor else (r, k)
            x = (a // e) * down * span + d * span + es * (a % e)
            bits |= x ^ ((x >> 7) & chunks) << 4
        return bits

    def tile_element(self, tile: WgmmaTile, off: L.Operand, r: int, k: int, bits: int):
        """(address, immediate) of the element (r, k) further into a wgmma tile than the
        thread's offset `off` (tile_offset), whose coordinate bits it does not share (a
        layout's register bits, or a copy's later rows); `bits`: thread_bits. The swizzle is
        linear over XOR and the coordinate bits are disjoint, so the element is at off XOR
        swizzle(logical(r, k)): an immediate added where that sets none of the threads' bits
        (a multiple of 1024 bytes always: the swizzle leaves it as it is), else an xor."""
        d = swizzle_offset(tile.logical(r, k), tile.span)
        if not d & bits or self.is_zero(off):
            return off, _imm(d)
        return self.b.op("xor", "u32", off, _imm(d), uniform=False), _imm(0)
