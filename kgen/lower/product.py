"""Tile products anywhere in the dataflow: `a @ b` lowered by the layout lowering like any op.

A product's result lives in its matrix instruction's accumulator layout, tiled over the
instruction's tiles (registers) and the block's warps: for mma.sync.m16n8k16 the C fragment of
PTX ISA 9.7.14.5.8, for v_mfma_f32_32x32x8 the D layout of the CDNA3 ISA's matrix chapter (both
as kgen.lower.layout fragments, each checked against the emulators' models in tests/lower/test_layout.py).
Every other value over the same axes, or over a subset of them (a row maximum, a column bias),
takes that layout, sliced; so softmax over a product's rows is shuffles over the fragment's lane
bits, and an epilogue is elementwise math on the accumulator registers. Values over other axes
(the operand tiles of K and V) take a blocked layout of their own. Where an op meets an operand
in another layout, a plain load is loaded again in the op's layout (a load takes any layout; a
dequantising GEMM's per-column scale), any other operand is converted through shared memory
(kgen.lower.program's `convert`).

A product's operands may be any values: loads, casts, scaled or masked tiles, another product's
result. Each is staged into shared memory, K contiguous, rows padded by 16 bytes, one element
per thread that holds it (absent elements are zero, so they add nothing). The staging buffers
are shared by every product of the kernel; insert_barriers orders each reuse like any other
shared access. An operand the same in every step of a loop (attention's queries) is staged
once, before it.

Register operands. Where every fragment of a product asks each lane only for elements the lane
holds itself (attention's P on mma.sync: the first product's C fragments of two 8-column tiles
are the second's A fragment of one 16-deep k-step), the operand is packed from its registers
instead (`register_reader`, checked against the value's layout at every lane, warp and tile).

Pipelining. An operand of a loop that is a plain load changing every step (attention's K and V,
a GEMM's A and B) is a Stream: 16-byte pieces moved from global memory into a buffer of its own,
in the tensor's row order (K contiguous, or rows along K: then its fragments are read with
ldmatrix .trans), by the target's `stream_copy` protocol (kgen.passes.pipeline.PROTOCOLS): cp.async
copies straight into shared memory (NVIDIA), or 16-byte global loads into registers written to
LDS after the step's work (CDNA). MFMA fragments are read as K-pairs, so on CDNA a stream whose
rows run along K is `paired`: each thread loads the same 16 bytes of two consecutive K rows and
v_perm joins their halves into (k, k+1) dwords, written K contiguous. A tile of fewer pieces
than threads is moved by the first threads. The whole-chunk version of the loop becomes one
L.Pipelined node whose `produce` is one step's pieces, and kgen.passes.pipeline makes it an S-stage
pipeline like the GEMMs' (S: the schedule's `stages`, else the protocol's default, else as many
as shared memory holds); the masked last chunk stages synchronously.

TMA streams (sm_90a, `Target.stream_tma`, wgmma products). A stream's tile is wgmma's swizzled
tile, which TMA boxes write as they are (`tma_stream`: one box of W / 2 elements by the chunk
of rows per W-byte column block); its Pipelined node asks for warp roles (`_Streams.roles`:
a producer warpgroup after the block's, kgen.passes.specialize) with each stream on a ring of its
own. The masked rest streams as well (a box's elements past the tensor's end arrive as zeros),
so every loop over the axis shares one ring and no stream is staged by the consumers. Each
streamed tensor has a tensor-map argument; where a row pitch may be off 16 bytes the function
requires its innermost extent a multiple of 8 and kgen.compiler lowers the same kernel without
TMA as the fallback.

Fragments. Where the instruction's fragments are ldmatrix's (mma.sync), each is one ldmatrix
.x2/.x4 (B tiles two at a time: .x4), checked element by element against kgen.lower.layout.ldmatrix;
otherwise (MFMA) loads of K-adjacent pairs, two k-steps in one 16-byte ds_read_b128 where both
operands come from LDS (`k_group`: K is summed in any order, so both read their k in the same
permuted order).

Accumulating in place. `acc = acc + a @ b` where nothing else reads acc or the sum (a GEMM's K
loop, swiglu's two accumulators) accumulates into the loop-carried registers themselves (on
CDNA kept in AccVGPRs, `Matrix.acc_file`). On wgmma, with both operands streamed by TMA, such a
product's group stays in flight past its step: kgen.passes.specialize retires it a step later
(`wgmma_wait 1`, then the previous slot's release), its two consumer warpgroups issue at once
(no ping-pong: there is nothing to overlap), and the ring is IN_FLIGHT_STAGES deep.

Wave groups. On CDNA with 8 waves, a pipelined loop whose step splits into its LDS reads and
register-only math (every operand streams or was staged before the loop) asks kgen.passes.pipeline for
the wave-group ping-pong (`_Streams.roles`): two groups of 4 waves one barrier apart, one group's
MFMAs beside the other's loads and LDS traffic. With no wave count, products of at least 16
MFMA tiles (a 128 x 128 GEMM tile) take 8 waves for it (`_default_warps`). Where a target's
first instruction keeps a loop of an 8-wave kernel off it and a later one does not (32-row
tiles split attention's 128 queries over 4 waves and its keys over 2, so P goes through LDS;
v_mfma_f32_16x16x16 keeps 16 whole rows a wave), kgen.compiler plans with the later one.

wgmma (sm_90a; a target's `tile_products` lists its instructions, the first that tiles every
product wins). A product's unit is a warpgroup: warpgroups along the rows first, each 64 x N
per instruction, its warp w holding rows 16 w.. of every 64 (the instruction's D, which is the
mma.sync C fragment per warp, so the softmax over its rows is the same shuffles). Operands sit
in WgmmaTile layouts, the swizzled tiles wgmma reads through a descriptor (K-major; a stream
whose rows run along K, attention's V, MN-major with the transpose bit); writers (stage, the
streams' copies) place each element at its swizzled offset. A whose lanes hold their
fragments (register_reader: the per-warp fragment is mma.sync's A) is the register form. One
product is: the A registers packed and the accumulators set, one wgmma.fence, the
instructions of every k-step, one commit group and a wait for it. kgen.passes.barriers puts a
fence.proxy.async between the generic writes (st.shared, a cp.async once landed) and the
barrier before a wgmma reads them. A block that is not whole warpgroups, or a product of
fewer than 64 rows per warpgroup, takes mma.sync.

tcgen05 (sm_100a; kgen.lower.tcgen05): the operands as wgmma's (kgen.lower.tiles), the
accumulators in tensor memory, each warpgroup's MMAs issued by one of its threads and committed
to an mbarrier; a K loop's in-place sum stays there for the loop and in flight a step, as
wgmma's.

This is the only lowering of products: a GEMM, attention, a fused MLP and a convolution are
instances of it, on every target with a matrix instruction (there is no GEMM kernel class).
"""

from __future__ import annotations

import functools

from dataclasses import replace

import numpy as np

from ..errors import CompilerBug, ScheduleError, SharedMemoryError
from ..lir import ops as L
from ..passes.pipeline import PROTOCOLS, splits_into_phases
from ..passes.specialize import CONSUMER_REGS, PRODUCER_REGS, WARPGROUP, in_flight
from ..tile import ir
from ..tile.ir import DType, Value
from .builder import _Ctx
from .layout import LinearLayout, blocked, ldmatrix, ldmatrix_rows, log2
from .plan import _imm
from .access import join_bytes
from .loops import invariant
from .tcgen05 import _Tc, _Tcgen05
from .tiles import _Tiles
from .product_plan import (MATRIX, PAD_BYTES, dtype_attr,
                           k_pairs, transposed_operands, Site, Stream, WgmmaTile,
                           loop_products, paged_axes, stream_protocol)


def _thread_coords(lay: LinearLayout, axes: tuple[str, str], threads: int, wave: int) -> set:
    """The distinct coordinates along the two `axes` of threads 0 .. threads - 1 in `lay`
    (thread t = lane t % wave of warp t // wave): what lay.apply gives each, found without
    applying the layout per thread. A thread's coordinates are the XOR of the bases of its
    set index bits, so thread t's are thread (t less its lowest set bit)'s XOR that bit's
    basis; both coordinates packed in one word (XOR acts on each alone)."""
    i, j = (lay.axes.index(a) for a in axes)
    lanes, warps = lay.bases("lane"), lay.bases("warp")
    by_bit = [b[i] << 32 | b[j] for b in lanes[:log2(wave)]]
    by_bit += [0] * (log2(wave) - len(by_bit)) + [b[i] << 32 | b[j] for b in warps]
    words = [0] * threads
    for t in range(1, threads):
        low = t & -t
        bit = low.bit_length() - 1
        words[t] = words[t ^ low] ^ (by_bit[bit] if bit < len(by_bit) else 0)
    return {(w >> 32, w & 0xFFFFFFFF) for w in words}


class _Streams:
    """The operand streams of one loop, handed to the walk (kgen.lower.program.Lowering.walk): the
    whole-chunk version becomes a Pipelined loop whose `produce` is their copies."""

    def __init__(self, low: "_Products", var: str, streams: list[Stream], stages: int):
        self.low, self.var, self.streams, self.stages = low, var, streams, stages
        self.buffers = tuple(s.buffer for s in streams)
        self.copy = low.protocol.name            # the Pipelined node's protocol

    @property
    def by_elements(self) -> bool:
        """Rows off 16 bytes can stream too, element by element: the copies go through
        registers, where the pieces are assembled before their LDS write (a cp.async or a TMA
        copy moves whole aligned pieces only)."""
        return not self.low.protocol.groups

    def begin(self) -> None:
        self.low.active = {(s.value.uid, s.row): s for s in self.streams}
        self.low.step_fragments = {}

    def end(self) -> None:
        self.low.active = {}
        self.low.step_fragments = {}

    @property
    def zero_fills(self) -> bool:
        """The copies fill what lies past the tensor's end with zeros by themselves (a TMA
        box: CUDA Driver API, cuTensorMapEncodeTiled, OOB fill), so the masked rest of the
        loop streams too. Not a page's: its rows past the walk's end are other keys' (or
        anything), which the rest's gathers leave absent. A bare loop variable's (`kg[tt, h / 4,
        d]`: the rows are the tensor's own, one coordinate a number the program holds) is a
        plain box at another head: its rows past the tensor's end arrive as zeros too."""
        return self.copy == "tma" and not any(st.paged and not st.paged.bare
                                              for st in self.streams)

    @property
    def rings(self) -> tuple[tuple[str, ...], ...]:
        """Under warp roles, the streams first read by one product share a ring: a GEMM's A
        and B land on one barrier, while attention's consumer waits for K just before Q @ K
        and for V just before P @ V, and releases each right after."""
        if self.copy != "tma":
            return ()
        groups: dict[int, list[str]] = {}
        for st in self.streams:
            groups.setdefault(st.first, []).append(st.buffer)
        return tuple(tuple(g) for g in groups.values())

    def condition(self) -> L.Operand | None:
        """A uniform pred every pipelined step needs besides aligned rows (a run stream's
        test, kgen.lower.runs), None: nothing."""
        pred = None
        for st in self.streams:
            if st.runs is not None and st.runs[2] is not None:
                pred = self.low.both(pred, st.runs[2])
        return pred

    def produce(self, ctx: _Ctx, counter: L.Operand, extent: L.Operand,
                elements: bool = False) -> None:
        """One step's copies; `elements`: rows off 16 bytes, loaded element by element
        (by_elements)."""
        for s in self.streams:
            if self.copy == "tma":
                self.low.tma_stream(s, ctx)
            else:
                self.low.copy_stream(s, ctx, counter, extent, self.var, elements)

    def roles(self, consume) -> L.WaveGroups | L.WarpRoles | None:
        """Warp roles for TMA streams (a producer warpgroup after the block's, kgen.
        specialize); the wave-group ping-pong (kgen.passes.pipeline, "Wave groups") where it applies:
        copies through registers two slots deep, a block of 8 waves (two groups of 4), and a
        step whose work splits into its LDS reads and register-only math (no operand staged
        in it)."""
        low = self.low
        if self.copy == "tma":
            # Two consumer warpgroups take turns at the tensor cores (FlashAttention-3's
            # ping-pong: one's softmax beside the other's products).
            # A step whose products stay in flight (a GEMM's K loop) has nothing to overlap
            # them with: both warpgroups issue at once, each keeping one step in flight.
            wgs = low.plan.threads // WARPGROUP
            return L.WarpRoles(wgs, PRODUCER_REGS, CONSUMER_REGS, producer_last=True,
                               pingpong=wgs == 2 and not in_flight(consume))
        if (low.protocol.groups or self.stages != 2 or low.plan.threads != 8 * low.target.wave
                or not splits_into_phases(consume)):
            return None
        return L.WaveGroups(2)


def _paired(frag: LinearLayout, role: str, step: int) -> LinearLayout:
    """frag with one more register bit: the same fragment `step` further along `role`."""
    i = frag.axes.index(role)
    more = tuple(step if j == i else 0 for j in range(len(frag.axes)))
    ins = tuple((name, bases + (more,) if name == "reg" else bases) for name, bases in frag.ins)
    return LinearLayout(ins, tuple((a, 2 * n if a == role else n) for a, n in frag.outs))


def _halves(read, step: int):
    """A reader of single tiles from a reader of pairs: the tile at r0 is the first half of
    the pair at r0 - r0 % (2 step) or the second; each pair is read once."""
    done: dict = {}

    def one(r0: int, k0: int, note: str) -> list[L.Reg]:
        base = r0 - r0 % (2 * step)
        if (base, k0) not in done:
            done[(base, k0)] = read(base, k0, note)
        regs = done.pop((base, k0)) if r0 != base else done[(base, k0)]
        half = len(regs) // 2
        return regs[:half] if r0 == base else regs[half:]
    return one


class _Products(_Tcgen05, _Tiles):
    """The lowering's rules for tile products (module docstring): `matmul`, an f32 `add` that
    accumulates onto one, and the operands a loop's products stage or stream. A part of the
    lowering (kgen.lower.program.Lowering) like its loop and memory rules; a kernel without
    products meets none of it (no loop holds a product, nothing streams, `finish` adds nothing)."""

    def init_products(self, stages: int) -> None:
        k, plan, target = self.k, self.plan, self.target
        self.mx = MATRIX[plan.matrix] if plan.matrix else None
        self.protocol = (PROTOCOLS.get(stream_protocol(target, self.mx, k))   # None: no streams
                         if self.mx else None)
        self.tmaps: dict[str, L.ParamSlot] = {}   # tensor -> the tensor map its TMA copies read
        self.once_tma: dict[str, str] = {}        # mbarrier -> the tensor it loads once by TMA
        self.epilogue_notes: list[str] = []       # kgen.lower.epilogue's, for the schedule
        self.staging_notes: list[str] = []        # kgen.lower.runs's
        self.stages = stages if self.protocol else 0
        # 8-bit products wait for each step's sum (its promotion to f32), so a step leaves
        # nothing in flight, yet a TMA producer still hides its copies only by running steps
        # ahead: measured on an H200 (2026-11-29, gemm_fp8 at 8192^3), 2 stages 1.354 ms,
        # 4 stages 1.103 ms (kgen.lower.kernel deepens the ring: product_plan.ring_depth).
        self.promotes = bool(self.protocol) and self.mx.narrow_accumulation and \
            self.protocol.name == "tma"
        self.loop_streams: dict[str, _Streams] = {}      # loop variable -> its streams
        # tcgen05 (Matrix.tensor_memory): the block's tensor memory, its mbarrier and
        # registers (made at the first product: _Tc), each product's first column, and the
        # products that accumulate into tensor memory across their loop (product uid ->
        # the carried value's name)
        self.tc: _Tc | None = None
        self.issuer: L.Reg | None = None     # tcgen05's MMA issuer (tc_issuer), made once
        self.tmem: dict[int, int] = {}
        self.tmem_held: dict[int, str] = {}
        self.active: dict[tuple[int, str], Stream] = {}  # in a pipelined step: the streams
        self.step_fragments: dict = {}    # in a pipelined step: fragments read (shared_reads)
        self.stream_buffers: set[str] = set()           # every stream's buffer, once
        self.multicast = False      # a stream is shared by a cluster's CTAs (tma_stream)
        self.rank: L.Reg | None = None     # the CTA's rank in its cluster (share_of)
        self.cluster_shares: dict = {}    # (rows, bytes) -> (byte offset, first row)
        self.sites = dict(plan.sites)
        self.prestaged: dict[tuple[int, str], str] = {}   # (operand uid, row axis) -> buffer
        # (operand uid, row axis, role, site) -> {(r0, k0): fragment registers}: loop-invariant
        # operands held in registers, loaded from global memory before the loop (kgen.lower.once)
        self.held: dict[tuple, dict] = {}
        # value uid -> the values, stores and loop yields that read it; `uses` counts the Lets
        # that name it too
        self.readers: dict[int, int] = {}
        lets: list[Value] = []
        # a loop yield's uid -> the name of the carried value it becomes
        self.yield_of: dict[int, str] = {}
        for st in ir.statements(k.body):
            if isinstance(st, ir.Let):
                lets.append(st.value)
            if isinstance(st, ir.Loop):
                self.yield_of.update({y.uid: name for (name, _), y in zip(st.carried, st.yields)})
            for x in ([st.value] if isinstance(st, ir.Store) else
                      st.yields if isinstance(st, ir.Loop) else ()):
                self.readers[x.uid] = self.readers.get(x.uid, 0) + 1
        for x in ir.values(k.body):
            for a in x.args:
                self.readers[a.uid] = self.readers.get(a.uid, 0) + 1
        self.uses = dict(self.readers)
        for x in lets:
            self.uses[x.uid] = self.uses.get(x.uid, 0) + 1

    def operands(self, s: ir.Loop, numbered: bool = False):
        """(operand, its row axis, the contracted axis, "A" | "B") of every product in loop
        s, each (operand, row axis) once, A then B in the instruction's roles; numbered:
        (the index of the first product reading it, that tuple)."""
        seen: set[tuple[int, str]] = set()
        for i, v in enumerate(loop_products(s)):
            site = self.sites[v.uid]
            for x, row, which in zip(site.operands(v), (site.m, site.n), "AB"):
                if (x.uid, row) not in seen:
                    seen.add((x.uid, row))
                    yield (i, (x, row, site.kk, which)) if numbered else (x, row, site.kk, which)

    def loop(self, s: ir.Loop, ctx: _Ctx) -> None:
        """A loop whose products have operands that do not change in it (attention's queries):
        those are staged once, before the loop, each into a buffer of its own, and the loop
        only reads their fragments. Operands that stream are planned here (plan_streams)."""
        if not self.sites:
            return super().loop(s, ctx)
        outside, held = dict(self.prestaged), dict(self.held)
        # A loop stepping by less than its (power-of-two) chunk streams nothing: every chunk is
        # the masked version (kgen.lower.program's walk), so no stream buffers either.
        streaming = bool(self.stages) and self.k.axis(s.var).size == self.chunk[s.var]
        # An invariant operand goes by TMA only where the loop's other operands stream by TMA:
        # their warp roles initialise its mbarrier (kgen.passes.specialize, "Loaded once").
        by_tma = streaming and self.protocol.fills == frozenset({"tma_load"}) and any(
            self.streamable(x, row, kk, s, dry=True) for x, row, kk, _ in self.operands(s)
            if (x.uid, row) not in self.prestaged)
        for x, row, kk, which in self.operands(s):
            if (x.uid, row) in self.prestaged or not invariant(x, s) or \
                    self.hold_from_global(x, row, kk, s, ctx):
                continue
            place = self.operand_place(row, kk)
            buf = self.buffer(("inv", x.uid, row), "opinv", self.place_size(place, row),
                              f"{which} operand at {x.span.line}:{x.span.col}, the same in "
                              f"every step of the loop over '{s.var}': staged once",
                              align=1024 if self.mx.warpgroup else 16)
            self.stage_once(x, buf, row, kk, place, ctx, which, by_tma)
            self.prestaged[(x.uid, row)] = buf
        self.check_shared()
        streams = self.plan_streams(s, ctx) if streaming else []
        if streams:
            self.loop_streams[s.var] = _Streams(self, s.var, streams, self.stages)
            self.stream_buffers.update(st.buffer for st in streams)
        in_tmem = self.tmem_accumulators(s) if self.mx.tensor_memory else []
        for v, i in in_tmem:
            self.tmem_begin(v, s.carried[i][1], ctx)
        super().loop(s, ctx)
        if in_tmem:         # the last step's MMAs, which it may have left in flight
            self.tc_drained()
        for v, i in in_tmem:
            regs = ctx.memo[self.key_of(s.results[i])]
            self.tmem_end(v, [regs[k] for k in self.reg_keys(self.sites[v.uid].root, v.axes)])
        self.loop_streams.pop(s.var, None)
        # Each version of the chunk (whole, masked) stages its own: what this loop staged is
        # not there for the next.
        self.prestaged, self.held = outside, held

    def operand_place(self, row: str, kk: str) -> "int | WgmmaTile":
        """How a staged operand (rows along `row`, K contiguous) sits in its buffer: wgmma's
        K-major swizzled tile, or rows padded to `stride` elements (the int)."""
        if self.mx.warpgroup:
            return WgmmaTile(self.chunk[row], self.chunk[kk], True, self.es)
        return self.chunk[kk] + self.pad

    @property
    def es(self) -> int:
        """Bytes of a product operand's element: 2, or 1 for 8-bit floats (Matrix.ab_bytes)."""
        return self.mx.ab_bytes

    @property
    def pad(self) -> int:
        """Elements of padding a staged row takes (PAD_BYTES: 16 bytes, a bank-conflict skew)."""
        return PAD_BYTES // self.es

    @property
    def piece(self) -> int:
        """Elements in a 16-byte piece of a tensor row (what one copy moves)."""
        return 16 // self.es

    def place_size(self, place: "int | WgmmaTile", row: str) -> int:
        return place.size if isinstance(place, WgmmaTile) else \
            self.es * self.chunk[row] * place

    def check_shared(self) -> None:
        if self.shared_top() > self.target.shared_bytes:
            kk = next(iter(self.sites.values())).kk
            raise SharedMemoryError(
                f"the products' operands need {self.shared_top()} bytes of shared memory; "
                f"{self.target.name} has {self.target.shared_bytes}", self.k.span,
                hint="use smaller tiles",
                notes=tuple(f"{b.size} bytes: {b.purpose}" for b in self.shared),
                axis=self.k.axis(kk).parent or kk)

    # -- streams: a loop's operand tiles copied ahead (kgen.passes.pipeline's protocols)

    def stream(self, axis: str):
        return self.loop_streams.get(axis)

    def plan_streams(self, s: ir.Loop, ctx: _Ctx) -> list[Stream]:
        """The product operands of loop s that can stream (module docstring), each with a
        buffer of its own: plain loads by their rows, gathers by channel runs
        (kgen.lower.runs.run_stream)."""
        return [replace(st, first=i) for i, (x, row, kk, _) in self.operands(s, True)
                if (x.uid, row) not in self.prestaged
                and (st := self.streamable(x, row, kk, s) or
                     self.run_stream(x, row, kk, s, ctx)) is not None]

    def streamable(self, x: Value, row: str, kk: str, s: ir.Loop,
                   dry: bool = False) -> Stream | bool | None:
        """x as a Stream, or None where it is not a plain load, or a gather of one page a step
        (paged_axes), whose 16-byte pieces fall evenly on the threads. dry: True where it
        would stream, with no buffer made."""
        paged = paged_axes(x, self.chunk, self.k.once_axes, self.loop_vars)
        if paged is not None and paged.var != s.var:
            paged = None
        if x.op != "load" and paged is None or x.attr("tensor") in self.stored or \
                invariant(x, s):
            return None
        t = self.k.param(x.attr("tensor"))
        taxes = paged.axes if paged else tuple(x.attr("axes"))
        contig = taxes[-1]
        if contig not in (row, kk) or {row, kk} - set(taxes) or s.var not in (row, kk):
            return None
        other = kk if contig == row else row
        # Rows along K: read with ldmatrix .trans, or else paired into K-contiguous rows, which
        # the registers protocol can do on the way (two rows per unit). 8-bit operands are
        # read K-major only (wgmma has no transpose for them, and an MFMA lane's 8 bytes run
        # along K): such a stream is refused and the operand staged.
        paired = contig == row and not self.mx.mn_major
        if paired and self.protocol.groups:      # pairing needs the pieces in registers
            return None
        if contig == row and self.es != 2:
            return None
        if any(self.chunk.get(a, 1) != 1 for a in taxes if a not in (row, kk, None)):
            return None
        last = t.shape[-1].value
        per_row = self.chunk[contig] // self.piece     # 16-byte pieces of one tensor row
        threads = self.plan.threads
        units = self.chunk[other] // (2 if paired else 1) * per_row
        # Every thread moves the same number of units, or (a small tile) some threads one each
        # and the others none.
        if (self.chunk[contig] % self.piece or (last is not None and last % self.piece)
                or not per_row or threads % per_row
                or (units % threads and threads % units) or self.chunk[other] % 2):
            return None
        # Buffer rows run along `along`, `down` of them: K contiguous (also when paired), or
        # the tensor's own rows along the contraction (read with ldmatrix .trans).
        trans = contig == row and not paired      # Stream.trans
        down, along = (kk, row) if trans else (row, kk)
        stride = self.chunk[along] + self.pad
        shape = ("rows along the contraction, paired into K contiguous rows" if paired else
                 "rows along the contraction" if trans else "K contiguous")
        if dry:
            return True
        tile = WgmmaTile(self.chunk[row], self.chunk[kk], not trans, self.es) \
            if self.mx.warpgroup else None
        how = (f"{'MN' if trans else 'K'}-major, {tile.span}-byte swizzle" if tile else
               f"{shape}, rows padded by {PAD_BYTES} bytes")
        buf = self.buffer(("stream", x.uid, row), "st",
                          tile.size if tile else self.es * self.chunk[down] * stride,
                          f"'{t.name}' tiles of the loop over '{s.var}', streamed "
                          f"{self.protocol.how} ({how})", align=1024 if tile else 16)
        return Stream(x, row, t, other, contig, buf, stride, paired, tile, paged=paged)

    def finish(self, fn: L.Function) -> L.Function:
        """The lowered function with its products' notes, and its tensor-map arguments after
        the others; a tensor's map needs its row pitch a multiple of 16 bytes
        (cuTensorMapEncodeTiled's strides): where the innermost extent is a symbol, the
        function requires it a multiple of 16 bytes' elements."""
        c = self.plan.cluster
        if c > 1 and not self.multicast:
            raise ScheduleError(
                f"`cluster {c}` has the CTAs of {c} adjacent '{self.plan.grid[0]}' tiles share "
                f"an operand a loop streams by TMA; no loop of kernel '{self.k.name}' streams "
                f"one that does not run along '{self.plan.grid[0]}'", self.plan.cluster_at,
                hint="clusters share a GEMM's operand with warp roles (`warpgroups producer 1 "
                     "consumer C`); remove the option")
        said = transposed_operands(self.k, self.sites) + tuple(dict.fromkeys(
            self.staging_notes + self.epilogue_notes))
        if said:
            fn = replace(fn, header=fn.header + said)
        if self.tc is not None:
            fn = self.tc_setup(fn)
        if not self.tmaps:
            return fn
        need = tuple(dict.fromkeys(
            (t.shape[-1].name, 16 // t.dtype.nbytes)
            for t in (self.k.param(n) for n in self.tmaps) if t.shape[-1].value is None))
        w, wave = self.plan.threads // self.target.wave, self.target.wave
        block = (f"  block: {self.plan.threads + WARPGROUP} threads = "
                 f"{w + WARPGROUP // wave} x {wave}-wide warps: {w} consumers (warps "
                 f"0-{w - 1}) and a producer warpgroup (warps {w}-{w + 3})",)
        once = tuple(dict.fromkeys(self.once_tma.values()))
        loaded = [t for t in self.tmaps if t not in self.stored and t not in once]
        once = f" and loads {', '.join(map(repr, once))} once, ahead of them" \
            if self.once_tma else ""
        roles = (f"  roles: the producer warpgroup (setmaxnreg.dec {PRODUCER_REGS}) streams "
                 f"{', '.join(map(repr, loaded))} by TMA over mbarrier rings{once}; the "
                 f"consumers (setmaxnreg.inc {CONSUMER_REGS}) run the products",)
        head = tuple(ln for ln in fn.header if not ln.startswith("  block:"))
        at = next(i for i, ln in enumerate(fn.header) if ln.startswith("  block:"))
        top = -(-max((b.offset + b.size for b in fn.shared), default=0) // 8) * 8
        bars = tuple(L.SharedBuffer(bar, top + 8 * i, 8, f"mbarrier: '{t}' loaded once by TMA")
                     for i, (bar, t) in enumerate(self.once_tma.items()))
        return replace(fn, params=fn.params + tuple(self.tmaps.values()), requires=need,
                       header=head[:at] + block + roles + head[at:], shared=fn.shared + bars)

    def copy_stream(self, st: Stream, ctx: _Ctx, counter: L.Operand, end: L.Operand,
                    var: str, elements: bool = False) -> None:
        """One step's copies of a stream: thread t moves units t, t + threads, ... of the
        tile, row by row: a unit is one 16-byte piece of a tensor row, or of each of two
        consecutive rows when the stream is `paired`; a tile of fewer units than threads is
        moved by the first threads, one unit each (the others' copies are predicated off and
        write nothing). A step the loop consumes (counter < end)
        is a whole chunk along the loop axis; any other copies 0 bytes from the tensor's start
        (cp.async fills the 16 bytes with zeros: PTX ISA 9.7.9.25.3.1), as do pieces outside a
        ragged axis; through registers such a piece's load is guarded off and its zeros are
        written. So no copy reads past the tensor or from a row the alignment test did not
        pass."""
        if st.runs is not None:
            return self.run_copies(st, ctx, counter, end)
        threads = self.plan.threads
        per_row = self.chunk[st.contig] // self.piece
        rpu = 2 if st.paired else 1                     # tensor rows per unit
        rows_step = threads // per_row                  # units of rows between a thread's units
        units = self.chunk[st.other] // rpu * per_row
        base, mine, col_ok, cb, row_bound = self.stream_guards(st, ctx, counter, end, var,
                                                               units)
        # The stream's writes are one fill group (each byte by one thread); the masked rest's
        # staging into the same buffer (`resting`) is another, so the two are ordered.
        fill = (st.buffer, 32, f"stream {st.buffer}")
        for i in range(max(1, units // threads)):
            rows = [self.stream_piece(st, base, (i * rows_step) * rpu + h, col_ok, cb,
                                      row_bound, mine, fill, elements)
                    for h in range(rpu)]
            if rows[0] is not None:
                self.write_unit(st, rows, (2 if st.paired else self.es) * i * rows_step, mine,
                                fill)

    def stream_lanes(self, st: Stream) -> tuple:
        """(first tensor row, first column, byte offset in the tensor tile, byte offset in the
        buffer, the bits those offsets may set in a wgmma tile) of the thread's first unit of
        stream st, computed once in the entry block."""
        key = ("stream_lane", st.buffer)
        if key in self.tcoords:
            return self.tcoords[key]
        b, t = self.b, st.tensor
        threads = self.plan.threads
        per_row = self.chunk[st.contig] // self.piece
        rpu = 2 if st.paired else 1
        pitch = self.strides(t)[st.taxes.index(st.other)]
        u0 = b.op("shr", "u32", self.tid, _imm(log2(per_row)), top=True) if per_row > 1 \
            else self.tid
        r0 = b.op("shl", "u32", u0, _imm(1), top=True) if st.paired else u0
        c0 = b.op("shl", "u32", b.op("and", "u32", self.tid, _imm(per_row - 1), top=True),
                  _imm(log2(self.piece)), top=True) if per_row > 1 else _imm(0)

        def bytes_at(row, row_elems: L.Operand, col, note: str) -> L.Reg:
            """es * (row * row_elems + col): the thread's first piece in a row-major tile."""
            x = b.op("mul", "u32", row, row_elems, top=True)
            if not self.is_zero(col):
                x = b.op("add", "u32", x, col, top=True)
            if self.es == 1:
                return x
            return b.op("shl", "u32", x, _imm(log2(self.es)), top=True, note=note)
        g = bytes_at(r0, _imm(pitch) if isinstance(pitch, int) else pitch, c0,
                     f"thread's first 16 bytes of a '{t.name}' tile")
        # Paired: buffer row = tensor column (c0 + j), K = tensor row (r0, r0 + 1).
        if st.tile is not None:     # tensor rows run down the tile's W-byte rows
            sh = self.tile_offset(st.tile, *((c0, r0) if st.trans else (r0, c0)),
                                  f"thread's first 16 bytes in {st.buffer}")
        elif st.paired:
            sh = bytes_at(c0, _imm(st.stride), r0, f"thread's first pair in {st.buffer}")
        else:
            sh = bytes_at(r0, _imm(st.stride), c0, f"thread's first 16 bytes in {st.buffer}")
        # Every bit a thread's first piece may set in the tile (tile_element).
        firsts = ((t // per_row * rpu, t % per_row * self.piece)
                  for t in range(min(threads, self.chunk[st.other] // rpu * per_row)))
        tbits = 0 if st.tile is None else self.thread_bits(
            st.tile, ((c, r) for r, c in firsts) if st.trans else firsts)
        self.tcoords[key] = (r0, c0, g, sh, tbits)
        return self.tcoords[key]

    def stream_guards(self, st: Stream, ctx: _Ctx, counter: L.Operand, end: L.Operand,
                      var: str, units: int) -> tuple:
        """(the chunk's base address in the tensor; the threads that move a unit, None: all;
        the guard of a piece's columns; the elements of the contiguous axis in bounds, None:
        all; of the other axis, None: all)."""
        b = self.b
        r0, c0 = self.stream_lanes(st)[:2]
        mine = None
        if units < self.plan.threads:
            if ("stream_units", units) not in self.tcoords:
                self.tcoords[("stream_units", units)] = b.op(
                    "setp", "pred", self.tid, _imm(units), attrs=("lt", "u32"), top=True,
                    note=f"threads 0..{units - 1} move the {units} units of a small tile")
            mine = self.tcoords[("stream_units", units)]
        base, inside = self.page_base(st.tensor, st.paged, ctx) if st.paged else \
            (self.chunk_base(st.tensor, st.taxes, ctx), None)
        live = b.op("setp", "pred", counter, end, attrs=("lt", "u32"),
                    note="a step the loop consumes: a whole chunk in bounds")
        live = self.both(live, inside)         # (a paged stream: its page inside the tensor)
        if mine is not None:
            live = b.op("and_p", "pred", live, mine)

        def bound(axis: str) -> L.Operand | None:
            """Elements of `axis` in bounds from the chunk's start, None where every element
            of the chunk is (the loop's own axis: a consumed step is a whole chunk)."""
            return None if axis == var else self.ragged(axis, ctx)
        col_ok = live
        if (cb := bound(st.contig)) is not None:
            col_ok = b.op("and_p", "pred", live, b.op("setp", "pred", c0, cb,
                                                      attrs=("lt", "u32")))
        return base, mine, col_ok, cb, bound(st.other)

    def stream_piece(self, st: Stream, base: L.Operand, step_off: int, col_ok, cb, row_bound,
                     mine, fill: tuple, elements: bool, by_copies: bool | None = None
                     ) -> list | None:
        """The 16 bytes of one tensor row of a unit, `step_off` rows below the thread's first:
        its 8 elements (rows off 16 bytes) or 4 dwords in registers, or None where they go
        straight into the buffer (cp.async; by_copies: whether they do, by default where the
        protocol's copies complete in groups)."""
        b, t = self.b, st.tensor
        r0, c0, g, sh, tbits = self.stream_lanes(st)
        pitch = self.strides(t)[st.taxes.index(st.other)]
        ok = col_ok
        if row_bound is not None:
            r = b.op("add", "u32", r0, _imm(step_off)) if step_off else r0
            ok = self.both(ok, b.op("setp", "pred", r, row_bound, attrs=("lt", "u32")))
        if step_off:
            goff = b.op("add", "u32", g, _imm(self.es * step_off * pitch) if isinstance(
                pitch, int) else b.op("mul", "u32", pitch, _imm(self.es * step_off)))
        else:
            goff = g
        if elements:
            # Rows off 16 bytes: the piece's elements one load each (zero extended, zero
            # where out of bounds), joined into dwords before the write.
            elems = []
            for j in range(self.piece):
                okj = ok
                if cb is not None:
                    okj = self.both(ok, b.op("setp", "pred", b.op(
                        "add", "u32", c0, _imm(j)) if j else c0, cb,
                        attrs=("lt", "u32")))
                r = b.op("mov", "u32", _imm(0), uniform=False, note="outside: 0")
                b.emit("ld_global", (r,), (base, goff, _imm(self.es * j)), (8 * self.es, 1),
                       pred=okj,
                       note=f"{self.src}:{st.value.span.line}: an element of "
                            f"'{t.name}' (rows off 16 bytes)")
                elems.append(r)
            return elems
        note = f"{self.src}:{st.value.span.line}: 16 bytes of '{t.name}'"
        if not (self.protocol.groups if by_copies is None else by_copies):
            # global_load_dwordx4 into 4 VGPRs (zero where guarded off: a load that
            # may not write its registers would keep them live around the loop),
            # written to LDS after the step's work (kgen.passes.pipeline's registers protocol).
            regs = [b.op("mov", "u32", _imm(0), uniform=False, note="outside: 0")
                    for _ in range(4)]
            b.emit("ld_global", tuple(regs), (base, goff, _imm(0)), (32, 4), pred=ok,
                   note=note)
            return regs
        here = b.op("add64", "u64", base, b.op("cvt_u64", "u64", goff))
        src, nbytes = here, _imm(16)
        if ok is not None:
            src = b.op("selp", "u64", here, self.params[t.name], ok)
            nbytes = b.op("selp", "u32", _imm(16), _imm(0), ok)
        if st.tile is not None:
            dst, imm = self.tile_element(st.tile, sh, *((0, step_off) if st.trans
                                                        else (step_off, 0)), tbits)
        else:
            dst, imm = sh, _imm(self.es * step_off * st.stride)
        b.emit("cp_async", (), (dst, imm, src, nbytes),
               (st.buffer, 16, fill[2]), pred=mine, note=note)
        return None

    def write_unit(self, st: Stream, rows: list, row0: int, mine, fill: tuple) -> None:
        """A unit's registers (rows: per tensor row, 8 elements or 4 dwords) into the buffer,
        `row0` tensor rows (2 * units of rows) below the thread's first."""
        b = self.b
        sh = self.stream_lanes(st)[3]
        if len(rows[0]) == 16 and not st.paired:    # bytes: dword m is 4m .. 4m + 3
            rows = [[join_bytes(self.b, rows[0][4 * m:4 * m + 4]) for m in range(4)]]
        if len(rows[0]) == 8 and not st.paired:     # elements: dword m is 2m, 2m + 1
            e = rows[0]
            rows = [[b.op("cvt", "u32", e[2 * m], e[2 * m + 1], attrs=("lo_halves",),
                          uniform=False, note=f"elements {2 * m}, {2 * m + 1}")
                     for m in range(4)]]
        if not st.paired:                  # one ds_write_b128 of the piece
            b.emit("st_shared", (), (sh, _imm(row0 * st.stride), *rows[0]),
                   fill, pred=mine, note=f"16 bytes into {st.buffer}")
            return
        # Dword m of a row holds columns 2m, 2m + 1: v_perm joins the low (high) halves
        # of rows k and k + 1 into column 2m's (2m + 1's) (k, k + 1) pair, one
        # ds_write_b32 each at [column][k] (K contiguous, k even: 4-byte aligned).
        lo, hi = rows
        for m in range(4):
            for hh, kind in enumerate(("lo_halves", "hi_halves")):
                # Elements (rows off 16 bytes) sit in their registers' low halves.
                a_, b_, kind = (lo[2 * m + hh], hi[2 * m + hh], "lo_halves") \
                    if len(lo) == 8 else (lo[m], hi[m], kind)
                pair = b.op("cvt", "u32", a_, b_, attrs=(kind,), uniform=False,
                            note=f"(k, k+1) of column {2 * m + hh}")
                at = 2 * (2 * m + hh) * st.stride + 2 * row0
                b.emit("st_shared", (), (sh, _imm(at), pair), fill, pred=mine,
                       note=f"a K-pair into {st.buffer}")

    # -- layouts

    def stream_alignments(self):
        """For the lowering's row_alignments: where operands may stream (16-byte copies of
        rows), 16 bytes (8 16-bit elements, 16 8-bit ones) for the symbolic contiguous extent
        of each product's loaded operand (a constant one that is no multiple of that just does
        not stream: `streamable`)."""
        if self.stages:
            for v in ir.values(self.k.body):
                if v.op == "matmul":
                    for x in v.args:
                        last = self.k.param(x.attr("tensor")).shape[-1] if x.op == "load" else None
                        if last is not None and last.value is None:
                            yield last, self.piece

    # -- products

    def accumulate(self, v: Value, ctx: _Ctx) -> dict:
        """`c + a @ b` with the product used nowhere else: the instructions accumulate onto c
        (the accumulator registers start as c's), so no second tile of registers holds the
        product (attention's `acc * alpha + p @ v`, a GEMM's `acc += a @ b`)."""
        if v.dtype == DType.f32:
            for i, x in enumerate(v.args):
                other = v.args[1 - i]
                if x.op == "matmul" and self.uses.get(x.uid) == 1 and other.axes == x.axes:
                    init = self.operand(other, v.axes, ctx)
                    carried = self.accumulates(other, v)
                    if carried is None:
                        return self.product(x, ctx, init)
                    acc = ctx.carried[("carried", carried.attr("name"))]
                    if other is not carried and acc.keys() == init.keys():
                        # `acc = acc * alpha + a @ b`: the scaled value goes back into the
                        # carried registers (nothing else reads acc in the step), which
                        # the instructions then accumulate onto.
                        for kk, r in init.items():
                            self.b.emit("mov", (acc[kk],), (r,),
                                        note=f"'{carried.attr('name')}' scaled in place")
                        init = acc
                    # init's registers are read by nothing else: accumulate onto them (where
                    # they are not the carried ones, the loop's end moves them there)
                    return self.product(x, ctx, init, True)
        return self.elementwise(v, ctx)

    def accumulates(self, init: Value, v: Value) -> Value | None:
        """The carried value c whose registers product sum v = init + a @ b may accumulate
        into: init is c, or c * y (either order) read only there, c read only by init, and
        v read only as c's next value (its loop yield), so no instruction of the step reads
        c's registers after they change."""
        c = init
        if init.op == "mul" and self.readers.get(init.uid) == 1:
            c = next((a for a in init.args if a.op == "carried" and a.axes == init.axes), None)
        if c is None or c.op != "carried" or self.readers.get(c.uid) != 1 or \
                self.readers.get(v.uid) != 1 or self.yield_of.get(v.uid) != c.attr("name"):
            return None
        return c

    def product(self, v: Value, ctx: _Ctx, init: dict | None = None,
                in_place: bool = False) -> dict:
        """v = a @ b (+ init): both operands staged in shared memory, K contiguous; each warp
        reads its fragments and runs the instruction over its tiles, k-step by k-step.
        in_place: init's registers are the accumulators (kgen.lower.program.loop's carried registers,
        read by nothing else in the step)."""
        if self.mx.tensor_memory:
            return self.product_tcgen05(v, ctx, init, in_place)
        if self.mx.warpgroup:
            return self.product_wgmma(v, ctx, init, in_place)
        b, mx, s = self.b, self.mx, self.sites[v.uid]
        av, bv = s.operands(v)
        dtype = dtype_attr(av, bv)
        bk = self.chunk[s.kk]
        stride = bk + self.pad
        wtm = self.chunk[s.m] // s.warps_m
        wtn = self.chunk[s.n] // s.warps_n
        mt_n, nt_n = wtm // mx.m, wtn // mx.n
        srcs = []
        helds = [None if (x.uid, row) in self.active or (x.uid, row) in self.prestaged else
                 self.register_reader(x, frag, s, role, ctx)
                 for x, row, role, frag in ((av, s.m, "m", mx.a), (bv, s.n, "n", mx.b))]
        group = self.k_group(bk, stride) if helds == [None, None] else 1
        for x, row, role, frag, which, held in ((av, s.m, "m", mx.a, "A", helds[0]),
                                               (bv, s.n, "n", mx.b, "B", helds[1])):
            st = self.active.get((x.uid, row))
            if held is not None:        # the lanes hold their own fragments already
                srcs.append(held)
                continue
            frags = self.held.get((x.uid, row, role, s))
            if frags is not None:       # loaded into registers before the loop
                srcs.append(lambda r0, k0, note, frags=frags: frags[(r0, k0)])
                continue
            if st is not None:          # streamed into its own buffer by the loop's pipeline
                buf, rstride, trans = st.buffer, st.stride, st.trans
            else:
                buf = self.prestaged.get((x.uid, row)) or self.resting(x, row) or \
                    self.staging(which)
                rstride, trans = stride, False
                if (x.uid, row) not in self.prestaged:
                    self.stage(x, buf, row, s.kk, stride, ctx, which)
            # Two B tiles side by side are one ldmatrix .x4: matrices 2 and 3 are the second
            # tile's (PTX ISA 9.7.14.5.15: four 8x8 matrices, one row address per lane).
            pair = role == "n" and mx.ldmatrix and nt_n % 2 == 0
            read = self.reader(_paired(frag, role, mx.n) if pair else frag, s, role, buf,
                               rstride, trans, group)
            if pair:
                read = _halves(read, mx.n)
            srcs.append(self.shared_reads(read, (buf, role, rstride, trans, pair, group))
                        if st else read)
        read_a, read_b = srcs
        fbits = len(mx.c.bases("reg"))
        c = self.accumulator(v, init, in_place)
        note = f"{self.note(v)}: {mx.op} {mx.shape}"
        for ks in range(bk // mx.k):
            # Every fragment of the k-step read before its first product (each in registers
            # of its own): the reads go out back to back and their latencies overlap, where
            # reading each A fragment right before its products made every read wait alone.
            bfr = [read_b(nt * mx.n, ks * mx.k, f"B fragment {nt} of k-step {ks}")
                   for nt in range(nt_n)]
            afrs = [read_a(mt * mx.m, ks * mx.k, f"A fragment {mt} of k-step {ks}")
                    for mt in range(mt_n)]
            for mt, afr in enumerate(afrs):
                for nt in range(nt_n):
                    first = (nt << fbits) | (mt << (fbits + log2(nt_n)))
                    tile = c[first:first + (1 << fbits)]
                    b.emit(mx.op, tuple(tile), (*afr, *bfr[nt], *tile),
                           (mx.shape, dtype) + ((mx.acc_file,) if in_place and mx.acc_file
                                                else ()), note=note)
        return self.result(v, c)

    def accumulator(self, v: Value, init: dict | None, in_place: bool = False) -> list[L.Reg]:
        """The accumulator registers of product v in its site's order, starting as init's
        registers (`c + a @ b`; with in_place, init's registers themselves) or zero."""
        root = self.sites[v.uid].root
        start = [L.Imm(0.0, "f32")] * root.in_size("reg")
        if init is not None:
            start = [init[k] for k in self.reg_keys(root, v.axes)]
            if in_place:
                return start
        return [self.b.op("mov", "f32", x, uniform=False,
                          note=f"{self.note(v)}: product accumulator") for x in start]

    def result(self, v: Value, c: list[L.Reg]) -> dict:
        """Product v's value: its accumulator registers keyed by the elements they hold."""
        return dict(zip(self.reg_keys(self.sites[v.uid].root, v.axes), c))

    def product_wgmma(self, v: Value, ctx: _Ctx, init: dict | None,
                      in_place: bool = False) -> dict:
        """v = a @ b (+ init) on wgmma: each warpgroup runs wgmma.m64nNk16 over its tile, B
        (and A, unless the lanes hold A's fragments: register_reader, the RS form) read from a
        swizzled tile in shared memory through descriptors (streamed, staged once, or staged
        now). The A registers are packed and the accumulators set before one wgmma.fence (PTX
        ISA, "wgmma.fence": required before the first wgmma.mma_async and between a register
        access and a wgmma.mma_async that accesses the same registers); the products are one
        commit group, waited for at once (wait_group 0), so that the result is in its registers
        and the operand buffers free when the next op runs."""
        b, mx, s = self.b, self.mx, self.sites[v.uid]
        av, bv = s.operands(v)
        dtype = dtype_attr(av, bv)
        bk, ni, mt_n, nt_n = self.warpgroup_grid(s)
        held = None if (av.uid, s.m) in self.prestaged or (av.uid, s.m) in self.active else \
            self.register_reader(av, mx.a, s, "m", ctx)
        tiles = self.descriptor_tiles(v, ctx, held is None)
        # 8-bit products promote (DeepSeek-V3 3.3.2; DeepGEMM): the tensor cores accumulate
        # them at about 14 bits, so each product starts from zero and its sum is added to the
        # f32 accumulators with FADDs after its wait: the promotion interval is the K chunk
        # (128 by default, 4 wgmmas, DeepSeek's N_C).
        promote = mx.narrow_accumulation and init is not None
        c = self.accumulator(v, None if promote else init, in_place and not promote)
        afr = {}
        if held is not None:
            for ks in range(bk // mx.k):
                for mt in range(mt_n):
                    afr[(mt, ks)] = held(mt * mx.m, ks * mx.k, f"A fragment {mt} of k-step {ks}")
        bases = {role: self.descriptor_base(buf, tile, s, role)
                 for role, (buf, tile) in tiles.items()}
        # Each group of wgmmas gets its own wgmma.fence, even where the PTX ISA needs none
        # (in place on streamed operands, in flight past the step: accesses "across multiple
        # wgmma.mma_async instructions of the same shape" are ordered, "wgmma.fence"). ptxas
        # wants one per group: without it it inserts its own warpgroup arrive (WG.AR) in each
        # guarded step of the unrolled loop and serializes the whole pipeline, "(C7519)
        # Potential Performance Loss: wgmma.mma_async instructions are serialized due to
        # program dependence on compiler-inserted WG.AR in divergent path" (ptxas 13.5), a
        # `WARPGROUP.DEPBAR.LE gsb0, 0x0` after every group in the SASS. CUTLASS's mainloop
        # does the same (warpgroup_arrive() before each k-block's wgmmas).
        streamed = held is None and all(
            (x.uid, row) in self.active for x, row in ((av, s.m), (bv, s.n)))
        deferred = in_place and streamed and self.protocol.groups and not promote
        b.emit("wgmma_fence", (), (), note="accumulators and A registers written above"
               if not deferred else "one per group: ptxas serializes the pipeline without it")
        shape = f"m64n{ni}k{mx.k}"
        note = f"{self.note(v)}: wgmma {shape}"
        per = ni // 2                              # accumulator registers per instruction
        for ks in range(bk // mx.k):
            for mt in range(mt_n):
                for nt in range(nt_n):
                    first = (nt | (mt << log2(nt_n))) * per
                    acc = c[first:first + per]
                    bbuf, btile = tiles["n"]
                    db = self.descriptor(bases["n"], btile, nt * ni, ks * mx.k, "B", ks)
                    if held is not None:
                        b.emit("wgmma_rs", tuple(acc), (*afr[(mt, ks)], db, *acc),
                               (shape, dtype, 0 if btile.kmajor else 1, bbuf), note=note)
                        continue
                    abuf, atile = tiles["m"]
                    da = self.descriptor(bases["m"], atile, mt * mx.m, ks * mx.k, "A", ks)
                    b.emit("wgmma", tuple(acc), (da, db, *acc),
                           (shape, dtype, 0 if atile.kmajor else 1,
                            0 if btile.kmajor else 1, abuf, bbuf), note=note)
        b.emit("wgmma_commit", (), ())
        # Accumulating in place on streamed operands under warp roles: nothing in the step
        # reads the accumulators or writes the operands, so the group stays in flight and
        # kgen.passes.specialize retires it a step later (wgmma_wait 1, then the slot's release).
        if not deferred:
            b.emit("wgmma_wait", (), (), (0,), note="the products are in their registers")
        if promote:
            c = self.promoted(v, c, init, in_place)
        return self.result(v, c)

    def promoted(self, v: Value, c: list[L.Reg], init: dict, in_place: bool) -> list[L.Reg]:
        """init + c in f32 (an 8-bit product's sum promoted out of the tensor cores), into
        init's own registers where the product accumulates in place."""
        start = [init[k] for k in self.reg_keys(self.sites[v.uid].root, v.axes)]
        return self.added_onto(start, c, in_place, "promoted into the f32 accumulator"
                               if in_place else "the product's sum promoted to f32")

    def added_onto(self, start: list, c: list, in_place: bool, note: str) -> list[L.Reg]:
        """start + c in f32, element by element: into start's registers where in_place."""
        b, out = self.b, []
        for r, x in zip(start, c):
            if in_place:
                b.emit("fadd", (r,), (r, x), note=note)
                out.append(r)
            else:
                out.append(b.op("fadd", "f32", r, x, uniform=False, note=note))
        return out

    def register_reader(self, x: Value, frag: LinearLayout, s: Site, role: str, ctx: _Ctx):
        """read(r0, k0, note) straight from the registers holding operand x, where every
        fragment of the product asks each lane only for elements that lane holds itself, in
        registers named alike in every lane: one product's accumulator, cast, as the A
        operand of the next (attention's P: no shared memory, as in FlashAttention-2). Each
        fragment register packs two elements (the lower one in the low half), rounded there
        when x is a cast from f32; absent elements are zero. None where some element sits in
        another lane or warp."""
        if x.op in ("load", "gather") or x.dtype not in (DType.bf16, DType.f16):
            return None
        axes = tuple(a for a in x.axes if a in self.chunk)
        axis = s.m if role == "m" else s.n
        if any(self.chunk[a] > 1 for a in axes if a not in (axis, s.kk)) or \
                {axis, s.kk} - set(axes):
            return None
        memo = ("register_reader", x.uid, role, s)
        if memo not in self.tcoords:
            self.tcoords[memo] = self.fragment_table(axes, frag, s, role)
        table = self.tcoords[memo]
        if table is None:
            return None
        # A cast from f32 (attention's bf16(p)) packs from the f32 registers: the packing
        # cvt rounds to nearest even as the cast would (PTX ISA, "cvt": .rn on the x2 forms).
        src = x.args[0] if x.op == "cast" and x.args[0].dtype == DType.f32 and \
            x.args[0].axes == x.axes else x
        regs = self.value(src, ctx)
        pack = "pack_bf16x2" if x.dtype == DType.bf16 else "pack_f16x2"
        zero = L.Imm(0.0, "f32")

        def element(key):
            p = self.present(x, key, ctx)
            if p is None:
                return regs[key]
            return self.b.op("selp", "f32", regs[key], zero, p, uniform=False,
                             note="absent elements add nothing")

        def read(r0: int, k0: int, note: str) -> list[L.Reg]:
            want = table[(r0, k0)]
            return [self.b.op("cvt", "u32", element(want[2 * j]), element(want[2 * j + 1]),
                              attrs=(pack,), uniform=False, note=f"{note}: from registers")
                    for j in range(len(want) // 2)]
        return read

    def fragment_table(self, axes, frag: LinearLayout, s: Site, role: str):
        """For register_reader: {(r0, k0): the element key each fragment register of the
        instruction tile at (r0, k0) holds}, where every lane of every warp finds that element
        in its own register of that name (the key xor the lane's own coordinates is the same
        element in every lane); None where some element sits elsewhere."""
        axis = s.m if role == "m" else s.n
        lay = self.layout_of(axes)
        keys = set(self.keys(axes))
        if lay.in_size("warp") != s.root.in_size("warp"):
            return None
        rows = self.chunk[axis] // (s.warps_m if role == "m" else s.warps_n)
        step = {"m": self.mx.m, "n": self.mx.n}[role]
        nreg, nlane = frag.in_size("reg"), frag.in_size("lane")
        # The layouts' points once, as arrays: each warp's tile origin along `axis` (W), each
        # (warp, lane)'s coordinates (W, L, axes), each (lane, register)'s fragment element
        # along `axis` and along K (L, R).
        ai, ki = axes.index(axis), axes.index(s.kk)
        origin = np.array([s.root.apply(warp=w)[axis] for w in range(lay.in_size("warp"))])
        mine = np.array([[[c[a] for a in axes] for c in (lay.apply(lane=ln, warp=w)
                                                           for ln in range(nlane))]
                         for w in range(len(origin))])
        frags = [[frag.apply(reg=e, lane=ln) for e in range(nreg)] for ln in range(nlane)]
        along = np.array([[f[role] for f in fl] for fl in frags])
        deep = np.array([[f["k"] for f in fl] for fl in frags])
        # Along the other axes the element is the lane's own coordinate (offset 0): it must
        # be the same in every lane and warp.
        rest = (mine == mine[:1, :1, :]).all(axis=(0, 1))[
            [j for j in range(len(axes)) if j not in (ai, ki)]].all()
        table: dict[tuple[int, int], list] = {}
        for r0 in range(0, rows, step):
            for k0 in range(0, self.chunk[s.kk], self.mx.k):
                # register e's element in each lane of each warp, along `axis` and along K
                # (the lane's coordinates xor the instruction's element): (W, L, R) each
                at_a = (origin[:, None, None] + r0 + along[None]) ^ mine[:, :, ai, None]
                at_k = (k0 + deep[None]) ^ mine[:, :, ki, None]
                if not (rest and (at_a == at_a[:1, :1]).all() and (at_k == at_k[:1, :1]).all()):
                    return None
                want: list = []
                for e in range(nreg):
                    key = [int(c) for c in mine[0, 0]]
                    key[ai], key[ki] = int(at_a[0, 0, e]), int(at_k[0, 0, e])
                    if tuple(key) not in keys:
                        return None
                    want.append(tuple(key))
                table[(r0, k0)] = want
        return table

    def shared_reads(self, read, key: tuple):
        """read (a fragment reader of a stream's buffer), remembering its fragments for the
        rest of the step: a stream buffer is not written inside a step, so two products of
        one operand (swiglu's x) read each fragment once. A fragment is reused only where the
        block that read it is still open (its registers are defined on every path here)."""
        return lambda r0, k0, note: self.in_open_block(
            self.step_fragments, (key, r0, k0), lambda: read(r0, k0, note))

    def in_open_block(self, memo: dict, key, make):
        """memo[key] if the block that made it is still open (its registers are defined on
        every path here), else make(), remembered with the innermost open block."""
        hit = memo.get(key)
        if hit is not None and any(hit[0] is blk for blk in self.b.blocks):
            return hit[1]
        regs = make()
        memo[key] = (self.b.blocks[-1], regs)
        return regs

    def resting(self, x: Value, row: str) -> str | None:
        """Where the masked rest of a loop stages an operand that streams in its whole chunks:
        the stream's own buffer (its slot 0 outside the pipeline), when that holds the staged
        layout (K contiguous, `stride` elements a row), so the rest needs no buffer of its own.
        Only where the protocol's writes are the threads' own (registers): a cp.async copy
        issued past the end lands in slot 0 at the drain's wait, which no barrier of the rest
        (placed by insert_barriers at the copy's issue) would order."""
        if self.protocol.groups:
            return None
        for streams in self.loop_streams.values():
            for st in streams.streams:
                if (st.value.uid, st.row) == (x.uid, row) and not st.trans:
                    return st.buffer
        return None

    def staging(self, which: str) -> str:
        """The staging buffer of role `which` ("A" or "B"), sized for the kernel's largest
        product; made on first use, so a role whose operands all stream or are staged once
        takes no shared memory."""
        key = ("staging", which)
        if key not in self.tcoords:
            rows = {"A": lambda s: s.m, "B": lambda s: s.n}[which]
            size = max(self.place_size(self.operand_place(rows(s), s.kk), rows(s))
                       for s in self.sites.values())
            how = ("K-major wgmma tiles, swizzled" if self.mx.warpgroup else
                   f"K contiguous, rows padded by {PAD_BYTES} bytes")
            self.tcoords[key] = self.buffer(key, f"op{which.lower()}", size,
                                            f"{which} operands of the products, {how}",
                                            align=1024 if self.mx.warpgroup else 16)
            self.check_shared()
        return self.tcoords[key]

    def stage(self, x: Value, buf: str, row: str, kk: str, place: "int | WgmmaTile",
              ctx: _Ctx, which: str) -> None:
        """Writes operand x (over row and kk, and axes of one element) into buf at
        (row * stride + kk) 16-bit elements (place the int stride), or where the wgmma tile
        `place` puts (row, kk), one writer per element, absent elements zero."""
        axes = tuple(a for a in x.axes if a in self.chunk)
        lay = self.layout_of(axes)
        runs = self.run_shape(x, axes, lay) if self.es == 2 else None
        if runs is not None and runs[0] == kk and (
                place.kmajor if isinstance(place, WgmmaTile) else place % runs[2] == 0):
            axis, c, V = runs
            test = self.run_test(x, axis, c, V, ctx)
            if not (isinstance(test, L.Imm) and not test.value):
                off, tbits = self.stage_offset(lay, row, kk, place, buf)
                stage = (x, axis, V, buf, row, kk, place, lay, axes, off, tbits)
                if isinstance(test, L.Imm):
                    self.stage_runs(*stage, ctx, which)
                    return
                b = self.b
                # The subscripts that do not see kk, before the branch: both ways read them
                # (a page number, a pixel's coordinates converted into this layout).
                for a in x.args:
                    if axis not in a.axes:
                        self.operand(a, axes, ctx)
                b.open()
                self.stage_runs(*stage, ctx.child(), which)
                then = b.close()
                b.open()
                self.stage_elements(x, buf, row, kk, place, ctx.child(), which)
                else_ = b.close()
                b.blocks[-1].append(L.If(test, then, else_, note=f"'{x.attr('tensor')}' in "
                                         f"runs of {V} '{axis}': vector loads and stores"))
                return
        self.stage_elements(x, buf, row, kk, place, ctx, which)

    def stage_offset(self, lay, row: str, kk: str, place, buf: str) -> tuple:
        """(the thread's offset into buf for layout lay, the bits it may set), once."""
        key = ("stage_off", lay, row, kk, place)
        if key not in self.tcoords:
            b = self.b
            tr, tk = self.tcoord(lay, row), self.tcoord(lay, kk)
            tbits = 0
            if isinstance(place, WgmmaTile):
                off = self.tile_offset(place, tr, tk, f"thread's place in {buf}")
                tbits = self.thread_bits(place, _thread_coords(
                    lay, (row, kk), self.plan.threads, self.target.wave))
            else:
                off = tk if self.is_zero(tr) else b.op(
                    "add", "u32", b.op("mul", "u32", tr, _imm(place), top=True), tk, top=True)
                off = off if self.is_zero(off) or self.es == 1 else b.op(
                    "shl", "u32", off, _imm(log2(self.es)), top=True,
                    note=f"thread's place in {buf}")
            self.tcoords[key] = (off, tbits)
        return self.tcoords[key]

    def stage_elements(self, x: Value, buf: str, row: str, kk: str, place, ctx: _Ctx,
                       which: str) -> None:
        """stage, element by element."""
        b = self.b
        regs = self.value(x, ctx)
        axes = tuple(a for a in x.axes if a in self.chunk)
        lay = self.layout_of(axes)
        keys = self.keys(axes)
        if self.es == 1 and x.op == "load" and not k_pairs(lay, kk):
            # 8-bit elements whose K neighbours another warp holds (a load with its rows
            # along the contraction: attention's V) would put two warps' bytes in one 16-bit
            # word: moved first into a layout that gives each thread 4 consecutive k (a load
            # keeps absent elements zero through the move), so each writes whole words'
            # bytes: the transpose on the way, through registers and shared memory.
            dst = blocked({a: self.chunk[a] for a in lay.axes}, (kk,) + tuple(
                a for a in lay.axes if a != kk), 4, self.target.wave,
                self.plan.threads // self.target.wave)
            regs = self.convert(regs, axes, lay, dst, f"'{x.attr('tensor')}' in K runs")
            lay, keys = dst, self.layout_keys(dst, axes)
        off, tbits = self.stage_offset(lay, row, kk, place, buf)
        guard = self.copy_guard(lay)
        # The element's pattern: the f32 register's high half (bf16, exact), or converted
        # (f16; an 8-bit float, exact too: the register holds a value of the format).
        kind = "bits_bf16" if x.dtype == DType.bf16 else f"f32_{x.dtype}" if x.dtype.is_fp8 \
            else "f32_f16"
        zero = L.Imm(0.0, "f32")
        for kx in keys:
            at = dict(zip(axes, kx))
            val = regs[kx]
            # A load leaves absent elements zero already (and its masks need not stay live
            # until here: on CDNA each is an SGPR pair).
            p = None if x.op in ("load", "gather") else self.present(x, kx, ctx)
            if p is not None:
                val = b.op("selp", "f32", val, zero, p, uniform=False,
                           note="absent elements add nothing")
            elif isinstance(val, L.Imm):
                val = b.op("mov", "f32", val)
            bits = b.op("cvt", "u32", val, attrs=(kind,), uniform=False)
            if isinstance(place, WgmmaTile):
                addr, imm = self.tile_element(place, off, at[row], at[kk], tbits)
            else:
                addr, imm = off, _imm(self.es * (at[row] * place + at[kk]))
            b.emit("st_shared", (), (addr, imm, bits),
                   attrs=(buf, 8 * self.es, f"fill {buf}"), pred=guard,
                   note=f"{which} operand of the product: stage")

    def k_group(self, bk: int, stride: int) -> int:
        """How many k-steps of a product each lane reads with one LDS access where both
        operands come from shared memory as K-pairs (MFMA): 16 bytes a lane (ds_read_b128)
        where the lane's elements of one k-step are contiguous along K and the rows keep the
        reads aligned, else 1. K is summed in any order: with G k-steps read together, the
        lane whose fragment starts at k = E g of a k-step (E elements a lane) takes physical
        k = G E g .. + G E - 1 of the G k-steps' block, its first E for the first k-step, and
        so on. A and B read the same way, so every k meets its own partner once."""
        mx = self.mx
        if mx.ldmatrix or mx.warpgroup:
            return 1
        e = mx.a.in_size("reg")               # elements a lane holds of one k-step
        if ("runs_along_k",) not in self.tcoords:    # asked by every product of the kernel
            self.tcoords[("runs_along_k",)] = _runs_along_k(mx.a) and _runs_along_k(mx.b)
        if not self.tcoords[("runs_along_k",)]:
            return 1
        group = max(1, 16 // (self.es * e))
        steps = bk // mx.k
        if steps % group or (self.es * stride) % 16:
            return 1
        return group

    def reader(self, frag: LinearLayout, s: Site, role: str, buf: str, stride: int,
               trans: bool, group: int = 1):
        """read(r0, k0, note): the fragment registers of the instruction tile at (r0, k0) of
        `buf`, whose rows hold `stride` elements along K (or along `role` when `trans`);
        with `group` > 1, k-steps read `group` at a time in the order of k_group."""
        if self.mx.ldmatrix:
            off, n = self.ldmatrix_offset(frag, s, role, stride, trans)

            def read(r0: int, k0: int, note: str) -> list[L.Reg]:
                imm = self.es * (k0 * stride + r0 if trans else r0 * stride + k0)
                return self.b.op_n("ldmatrix", "u32", n, off, _imm(imm),
                                   attrs=(buf, n, trans), note=note)
            return read
        if trans:
            raise CompilerBug(f"{self.mx.op} fragments are read from K-contiguous rows only")
        off = self.fragment_offset(frag, s, role, stride, group)
        if group == 1:
            key = ("vector_regs", frag, role, stride)    # every product asks again
            if key not in self.tcoords:
                self.tcoords[key] = _vector_regs(frag, stride, self.es)
            run = self.tcoords[key]
            if run > 1:
                per = run * self.es // 4
                starts = [frag.apply(reg=r) for r in range(0, frag.in_size("reg"), run)]

                def read_vector(r0: int, k0: int, note: str) -> list[L.Reg]:
                    return [x for lo in starts for x in self.b.op_n(
                        "ld_shared", "u32", per, off,
                        _imm(self.es * ((r0 + lo[role]) * stride + k0 + lo["k"])),
                        attrs=(buf,), note=note)]
                return read_vector
            return lambda r0, k0, note: self.fragment(frag, buf, off, role, stride, r0, k0,
                                                      note)
        b, mk = self.b, self.mx.k
        per = frag.in_size("reg") * self.es // 4     # 32-bit registers of one k-step
        got: dict = {}

        def read_group(r0: int, k0: int, note: str) -> list[L.Reg]:
            blk, half = divmod(k0 // mk, group)
            regs = self.in_open_block(got, (r0, blk), lambda: b.op_n(
                "ld_shared", "u32", per * group, off,
                _imm(self.es * (r0 * stride + blk * group * mk)), attrs=(buf,),
                note=f"{note.rsplit(' of k-step', 1)[0]}, k-steps "
                     f"{blk * group}..{blk * group + group - 1}"))
            return regs[half * per:(half + 1) * per]
        return read_group

    def ldmatrix_offset(self, frag: LinearLayout, s: Site, role: str, stride: int,
                        trans: bool) -> tuple[L.Operand, int]:
        """The lane's row address (bytes into a buffer) for reading fragment `frag` with one
        ldmatrix .x{n}, n its registers, and n. Register q is matrix q, whose origin is where
        the fragment puts register q's first element in lane 0; the fragment must be what
        ldmatrix leaves in the lanes (kgen.lower.layout.ldmatrix, from the PTX ISA) with stored rows
        along `role` (K contiguous) or, with .trans, along K. Checked here element by element."""
        n = frag.in_size("reg") // 2
        rows_of = ldmatrix_rows(n)
        origin = _ldmatrix_origins(frag, role, trans, self.mx.op)
        lane = tuple(_ldmatrix_place(origin, trans, mb, rb, 0)
                     for mb, rb in rows_of.bases("lane"))
        axis = s.m if role == "m" else s.n
        i = s.root.axes.index(axis)
        warp = tuple((bb[i], 0) for bb in s.root.bases("warp"))
        lay = LinearLayout((("lane", lane), ("warp", warp)),
                           (("r", max(self.chunk[axis], 1)), ("k", max(self.chunk[s.kk], 1))))
        key = ("ldm_off", lay, stride, trans)
        if key not in self.tcoords:
            b = self.b
            tr, tk = self.tcoord(lay, "r"), self.tcoord(lay, "k")
            hi, lo = (tk, tr) if trans else (tr, tk)
            off = lo if self.is_zero(hi) else b.op(
                "add", "u32", b.op("mul", "u32", hi, _imm(stride), top=True), lo, top=True)
            self.tcoords[key] = b.op("shl", "u32", off, _imm(1), top=True,
                                     note=f"lane's ldmatrix row in {role.upper()} operands")
        return self.tcoords[key], n

    def fragment_offset(self, frag: LinearLayout, s: Site, role: str, stride: int,
                        group: int = 1) -> L.Operand:
        """The thread's byte offset of its fragment's first element in a staging buffer:
        its lane's place in the instruction tile (its k scaled by `group`: k_group's order)
        plus its warp's tile along `role`."""
        lay = self.fragment_layout(frag, s, role, group)
        key = ("frag_off", lay, stride)
        if key not in self.tcoords:
            b = self.b
            tr, tk = self.tcoord(lay, "r"), self.tcoord(lay, "k")
            off = tk if self.is_zero(tr) else b.op(
                "add", "u32", b.op("mul", "u32", tr, _imm(stride), top=True), tk, top=True)
            self.tcoords[key] = off if self.es == 1 else b.op(
                "shl", "u32", off, _imm(log2(self.es)), top=True,
                note=f"thread's {role.upper()}-fragment place")
        return self.tcoords[key]

    def fragment_layout(self, frag: LinearLayout, s: Site, role: str, group: int
                        ) -> LinearLayout:
        """Where each thread's fragment starts in an operand's tile, (r, k): its lane's place
        in the instruction tile (its k scaled by `group`: k_group's order) plus its warp's
        tile along `role`."""
        axis = s.m if role == "m" else s.n
        i = s.root.axes.index(axis)
        warp = tuple((b[i], 0) for b in s.root.bases("warp"))
        fr, fk = frag.axes.index(role), frag.axes.index("k")
        lane = tuple((bb[fr], bb[fk] * group) for bb in frag.bases("lane"))
        return LinearLayout((("lane", lane), ("warp", warp)),
                            (("r", max(self.chunk[axis], 1)), ("k", max(self.chunk[s.kk], 1))))

    def fragment(self, frag: LinearLayout, buf: str, off: L.Operand, role: str, stride: int,
                 r0: int, k0: int, note: str) -> list[L.Reg]:
        """The fragment registers of one instruction tile at (r0, k0) of a staging buffer:
        each 32-bit register holds 4 / es elements adjacent along K (the lowest first)."""
        ax_r, n = role, 4 // self.es
        regs = []
        for i in range(frag.in_size("reg") // n):
            els = [frag.apply(reg=n * i + j) for j in range(n)]
            lo = els[0]
            if any(e[ax_r] != lo[ax_r] or e["k"] != lo["k"] + j for j, e in enumerate(els)):
                raise CompilerBug(f"fragment register {i} does not hold {n} K-adjacent "
                                  "elements")
            imm = self.es * ((r0 + lo[ax_r]) * stride + k0 + lo["k"])
            regs.append(self.b.op("ld_shared", "u32", off, _imm(imm), attrs=(buf,),
                                  uniform=False, note=note))
        return regs


def _vector_regs(frag: LinearLayout, stride: int, es: int = 2) -> int:
    """How many of a fragment's elements (es bytes each) a lane reads with one LDS access
    (ds_read_b64 or b128; 1: one ds_read_b32 a register): the longest run, up to 16 bytes and
    at least a register pair, such that each run of that many registers' elements lies
    contiguously along K in one row, every lane's run starting at a multiple of its size in
    rows whose pitch keeps that alignment. All of them for the 16-bit and 8-bit MFMAs of one
    run a lane; 16 of 32 for CDNA4's f8f6f4 ones (two runs of 16 k: target.matrix.MFMA_K_RUN)."""
    e = frag.in_size("reg")
    run = min(e, 16 // es)
    while run * es >= 8:
        if e % run == 0 and (es * stride) % (es * run) == 0 and all(
                _run_along_k(frag, r0, run) for r0 in range(0, e, run)):
            return run
        run //= 2
    return 1


def _run_along_k(frag: LinearLayout, r0: int, run: int) -> bool:
    """Whether registers r0 .. r0 + run - 1 of every lane hold consecutive k of one row (of
    the fragment's other axis), from a multiple of `run`: what one wide LDS read of them
    needs (k_group, _vector_regs)."""
    row = next(a for a in frag.axes if a != "k")
    first = frag.apply(reg=r0)
    if first["k"] % run or any(frag.apply(reg=r0 + j)[row] != first[row] or
                               frag.apply(reg=r0 + j)["k"] != first["k"] + j
                               for j in range(run)):
        return False
    return not any(frag.apply(reg=r0, lane=ln)["k"] % run for ln in range(frag.in_size("lane")))


def _runs_along_k(frag: LinearLayout) -> bool:
    """Whether each lane's elements of one k-step are one such run."""
    return _run_along_k(frag, 0, frag.in_size("reg"))


def _ldmatrix_place(origin: tuple, trans: bool, mat: int, row: int, col: int) -> tuple:
    """(row along the operand's role, k) of element (row, col) of ldmatrix's matrix `mat`,
    whose origin in the fragment is origin[mat]; .trans stores the matrix's rows along K."""
    r0, k0 = origin[mat]
    return (r0 + col, k0 + row) if trans else (r0 + row, k0 + col)


@functools.lru_cache(maxsize=256)
def _ldmatrix_origins(frag: LinearLayout, role: str, trans: bool, op: str) -> tuple:
    """Each matrix's origin (row along `role`, k) in fragment `frag`, once the fragment is
    checked element by element to be what ldmatrix .x{n} (.trans) leaves in the lanes
    (kgen.lower.layout.ldmatrix, from the PTX ISA); CompilerBug if it is not. Memoised: a
    kernel reads the same few fragments at every step."""
    n = frag.in_size("reg") // 2
    ldm = ldmatrix(n, trans)
    origin = tuple((frag.apply(reg=2 * q)[role], frag.apply(reg=2 * q)["k"]) for q in range(n))
    for e in range(frag.in_size("reg")):
        for lane in range(frag.in_size("lane")):
            got, m = frag.apply(reg=e, lane=lane), ldm.apply(reg=e, lane=lane)
            if (got[role], got["k"]) != _ldmatrix_place(origin, trans, m["mat"], m["row"],
                                                        m["col"]):
                raise CompilerBug(f"the {role.upper()} fragment of {op} is not what "
                                  f"ldmatrix .x{n}{' .trans' if trans else ''} loads")
    if origin[0] != (0, 0) or (n == 4 and origin[3] != (origin[1][0] ^ origin[2][0],
                                                       origin[1][1] ^ origin[2][1])):
        raise CompilerBug(f"the matrices of the {role.upper()} fragment are not linear")
    return origin

