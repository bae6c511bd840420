"""TMA streams (sm_90a, `Target.stream_tma`): a stream's tile by TMA boxes, its tensor-map
argument, and in a thread-block cluster the share of a tile each CTA loads for all of them by
multicast. A part of the lowering (kgen.lower.program.Lowering), beside the products' rules
(kgen.lower.product) whose streams it copies."""

from __future__ import annotations

from ..errors import CompilerBug, ScheduleError
from ..lir import ops as L
from ..tile import ir
from .builder import _Ctx
from .plan import _imm
from .product_plan import Stream


class _Tma:
    """The lowering's TMA copies of a stream (kgen.lower.product's module doc, "TMA
    streams")."""

    def tma_stream(self, st: Stream, ctx: _Ctx, bar: str = "",
                   into: str = "into stage {slot}") -> int:
        """One step's copies of a stream by TMA: the tile's W-byte-wide column blocks, each one
        box of e = W / 2 elements along the tensor's rows by the chunk of rows, which TMA
        writes swizzled with the W-byte pattern (CU_TENSOR_MAP_SWIZZLE_{W}B), dense and
        innermost first: the block at WgmmaTile.logical's (a // e) D W, exactly as wgmma reads
        it. The box starts at the chunk's first index of every axis; elements past the
        tensor's end arrive as zeros (so the masked rest streams too). `bar`: the mbarrier the
        copies complete on ("": the ring's, kgen.passes.specialize gives it); the bytes of
        all the boxes."""
        b, t, tile = self.b, st.tensor, st.tile
        e = tile.span // tile.esize
        taxes = st.taxes
        share = self.shared_by_cluster(st, bar)
        rows = self.chunk[st.other] // share
        box = tuple(e if a == st.contig else rows if a == st.other else 1
                    for a in reversed(taxes))
        tmap = self.tensor_map(t, box, tile.span)
        nbytes = tile.span * rows
        page = {i: self.once(v, ctx) for i, v in st.paged.fixed} if st.paged else {}
        off: L.Operand = _imm(0)
        mask = 0
        if share > 1:
            # In a cluster (Plan.cluster) the CTAs of adjacent tiles along grid[0] read the
            # same tile of this operand: each loads its `rows` of it, the CTA of rank r rows
            # r R .. (r + 1) R, into every CTA of the cluster at the same offset
            # (cp.async.bulk.tensor's .multicast::cluster, PTX ISA; ctaMask: all of them),
            # so each CTA receives the whole tile and issues a share of it.
            off, first = self.share_of(t, rows, nbytes)
            mask = (1 << share) - 1
            self.multicast = True
        for j in range(self.chunk[st.contig] // e):
            coords = []
            for i, a in reversed(list(enumerate(taxes))):
                # A page's index as the coordinate (a box off the tensor, a page number
                # outside it, arrives as zeros); within the page its rows from 0.
                c = page[i] if i in page else _imm(0) if st.paged and a == st.paged.var \
                    and not st.paged.bare else ctx.start[a]
                if a == st.contig and j:
                    c = b.op("add", "u32", c, _imm(j * e))
                if a == st.other and share > 1:
                    c = b.op("add", "u32", c, first)
                coords.append(c)
            b.emit("tma_load", (), (off, _imm(j * tile.down * tile.span), tmap, *coords,
                                    _imm(0), _imm(0)),
                   attrs=(st.buffer, bar, nbytes, t.name) + ((mask,) if mask else ()),
                   note=f"{self.src}:{st.value.span.line}: TMA box {j} of '{t.name}' "
                        f"({' x '.join(map(str, box))}) {into}"
                        + (f", multicast to the {share} CTAs of the cluster" if mask else ""))
        return nbytes * share * (self.chunk[st.contig] // e)

    def share_of(self, t: ir.TensorParam, rows: int, nbytes: int) -> tuple[L.Reg, L.Reg]:
        """This CTA's share of a tile the cluster shares (tma_stream): its byte offset in the
        tile and its first row, rank x nbytes and rank x rows, made once a function."""
        key = (rows, nbytes)
        got = self.cluster_shares.get(key)
        if got is None:
            b = self.b
            if self.rank is None:
                self.rank = b.op("cluster_rank", "u32", uniform=True, top=True,
                                 note="this CTA's rank in its cluster")
            got = self.cluster_shares[key] = (
                b.op("mul", "u32", self.rank, _imm(nbytes), top=True,
                     note=f"its share of '{t.name}': {rows} rows on from row {rows} x rank"),
                b.op("mul", "u32", self.rank, _imm(rows), top=True))
        return got

    def shared_by_cluster(self, st: Stream, bar: str) -> int:
        """How many CTAs of a cluster share stream st's tiles (1: none): those of the cluster
        (Plan.cluster) where st's tensor does not run along the grid's first axis, whose
        adjacent tiles a cluster's CTAs take (kgen.lower.raster), and st is on the ring
        (bar "": kgen.passes.specialize's, whose EMPTY barriers the cluster's consumers all
        release). Each CTA's share of the tile must start on a whole swizzle pattern: TMA
        swizzles by the shared address's bits, the 128-byte pattern repeating every 1024 bytes
        (8 rows of 128 B: CUDA Programming Guide, "Tensor Memory Access", swizzle modes)."""
        c = self.plan.cluster
        if c == 1 or bar or st.paged or self.plan.grid[0] in st.taxes:
            return 1
        if (self.chunk[st.other] // c * st.tile.span) % 1024:
            raise ScheduleError(
                f"`cluster {c}` shares '{st.tensor.name}' between {c} CTAs, each loading "
                f"{self.chunk[st.other] // c} of its {self.chunk[st.other]} rows: a share must "
                "be a whole number of 1024-byte swizzle patterns", self.plan.cluster_at,
                hint=f"tile '{st.other}' by a multiple of {c * 1024 // st.tile.span}")
        return c

    def tensor_map(self, t: ir.TensorParam, box: tuple[int, ...], swizzle: int) -> L.Reg:
        """The generic address of tensor t's map argument (one per tensor: its streams share
        the box), made on first use."""
        name = f"tmap_{t.name}"
        slot = self.tmaps.get(t.name)
        if slot is None:
            shape = tuple(d.name if d.value is None else d.value for d in t.shape)
            slot = self.tmaps[t.name] = L.tensormap_slot(name, str(t.dtype), t.name, box,
                                                         swizzle, shape)
            # A by-value tensor map's ld_param is the parameter's generic address (a u64).
            self.params[name] = self.b.op("ld_param", "u64", attrs=(name,), uniform=True,
                                          top=True, note=f"argument {name}")
        elif (slot.box, slot.swizzle) != (box, swizzle):
            raise CompilerBug(f"two TMA boxes of '{t.name}': {slot.box} and {box}")
        return self.params[name]
