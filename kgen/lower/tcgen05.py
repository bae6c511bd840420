"""Tile products on tcgen05 (sm_100a, Matrix.tensor_memory): the accumulators in tensor
memory, the MMAs one thread of each warpgroup issues, their commit to an mbarrier.

A part of the product lowering (kgen.lower.product's `_Products.product` hands a product here
when the plan's matrix instruction keeps its accumulator in tensor memory). Each product has
columns of its own, a warpgroup's tile at a time (M 128: row r in lane r, PTX ISA 9.1,
9.7.16.10.5 layout D); the warps read their 32 lanes back into registers with tcgen05.ld
.32x32b, a row a thread (kgen.lower.layout.tmem_32x32b, the Matrix's `c` fragment). A K loop's
`acc += a @ b` stays in tensor memory for the whole loop (`tmem_accumulators`): the carried start
goes in before the loop, every MMA accumulates onto it, and it comes back into the carried
registers after the loop. Any other product starts from zero and is read back after its wait.
The block allocates its columns first and frees them last (`tc_setup`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..errors import CompilerBug, ScheduleError
from ..lir import ops as L
from ..tile import ir
from ..tile.ir import DType, Value
from .builder import _Ctx
from .layout import log2
from .plan import _imm
from .product_plan import dtype_attr
from ..passes.tensor_memory import synced
from ..target.matrix import TC_KIND


# tcgen05.ld / st .32x32b moves at most 128 columns an instruction (PTX ISA 9.1, 9.7.16.8.3:
# .num .x1 .. .x128); kgen moves 32 at a time, a quarter of a 128-wide tile, so a partial
# sum's registers are added and free again before the next 32 arrive.
TMEM_CHUNK = 32
# A product read back to be added onto registers that hold a value already (attention's P V
# onto O) keeps both live: 16 columns at a time there. attention_gqa's d128 kernels on sm_100a
# spilled 20 bytes at 32 and fit at 16 (ptxas 13.5: 243 and 254 registers).
TMEM_ADD_CHUNK = 16
# Tensor memory has 512 columns of 128 lanes a CTA, allocated in powers of two from 32
# (PTX ISA 9.1, 9.7.16.1 and 9.7.16.7.1 "tcgen05.alloc": nCols a power of two in 32..512).
TMEM_COLUMNS = 512


@dataclass(frozen=True)
class _Tc:
    """A tcgen05 kernel's block-wide state (Matrix.tensor_memory): the shared slot tcgen05.alloc
    writes the tensor-memory address to, the mbarriers the products' commits arrive on in turn
    (one arrival per issuing warpgroup: commit i on mbarrier i % C, its phase i / C, C =
    L.TC_COMMIT_BARRIERS), and
    the registers that hold the address (read once, after the allocation) and the number of
    commits made so far (wait_for: which mbarrier and parity a commit completes)."""
    slot: str
    mbar: str
    base: L.Reg
    commits: L.Reg


class _Tcgen05:
    """The tcgen05 rules of kgen.lower.product's `_Products` (a mixin of the Lowering)."""

    def product_tcgen05(self, v: Value, ctx: _Ctx, init: dict | None,
                        in_place: bool = False) -> dict:
        """v = a @ b (+ init) on tcgen05.mma: both operands in wgmma's swizzled tiles in shared
        memory (streamed, staged once, or staged now; tcgen05 reads none from registers),
        read through sm_100 descriptors; one thread of each warpgroup issues the warpgroup's
        MMAs into its columns of tensor memory and commits them (to the commit mbarriers in
        turn, L.TC_COMMIT_BARRIERS). A product accumulated in place across its loop
        (tmem_accumulators) stays in tensor memory, accumulating onto what is there, and on
        streamed operands stays in flight a step (its issuer waits for it a step later); any
        other starts from zero (enable-input-d false), every thread waits for it, and it is
        read back into registers (.32x32b: a thread a row), onto init's registers where there
        is an init."""
        b, mx, s = self.b, self.mx, self.sites[v.uid]
        av, bv = s.operands(v)
        dtype = dtype_attr(av, bv)
        bk, ni, mt_n, nt_n = self.warpgroup_grid(s)
        tiles = self.descriptor_tiles(v, ctx)
        tc = self.tc_state()
        keep = in_place and v.uid in self.tmem_held
        # A loop's zero start: its first MMA writes D (enable-input-d false), every later one
        # adds (tmem_begin's flag, a register every thread holds alike).
        flag = self.tmem_held.get(v.uid) if keep else None
        started = None if flag is None else \
            b.op("setp", "pred", flag, _imm(0), attrs=("ne", "u32"),
                 note="an MMA has written the accumulator: add onto it")
        # Accumulating in place on streamed operands: nothing in the step reads the product
        # or writes its operand tiles, so its MMAs stay in flight past the step: each step
        # waits for the one before (the tensor cores work on this step's meanwhile), as
        # wgmma's `wait_group 1` (kgen.passes.specialize); the loop's end waits for the last.
        deferred = keep and self.protocol.groups and all(
            (x.uid, row) in self.active for x, row in ((av, s.m), (bv, s.n)))
        note = f"{self.note(v)}: tcgen05.mma m{mx.m}n{ni}k{mx.k}"
        if not keep:
            # The warps' tcgen05.ld of these columns (the product's last run) before the MMA
            # writes them again: each reader's fence::before_thread_sync, a barrier, the
            # issuer's fence::after_thread_sync (PTX ISA 9.1, 9.7.16.6.4, the canonical
            # pattern across threads).
            self.tmem_sync("the warps' last reads of its tensor memory before the MMA "
                           "writes it again")
        issuer = self.tc_issuer()
        col = self.tmem_columns(v)
        bases = {role: self.descriptor_base(buf, tile, s, role)
                 for role, (buf, tile) in tiles.items()}
        (abuf, atile), (bbuf, btile) = tiles["m"], tiles["n"]
        idesc = _instruction_descriptor(mx.m, ni, dtype, atile.kmajor, btile.kmajor)
        for ks in range(bk // mx.k):
            for mt in range(mt_n):
                for nt in range(nt_n):
                    d = b.op("add", "u32", col, _imm((mt * nt_n + nt) * ni))
                    da = self.descriptor(bases["m"], atile, mt * mx.m, ks * mx.k, "A", ks)
                    db = self.descriptor(bases["n"], btile, nt * ni, ks * mx.k, "B", ks)
                    # enable-input-d: add onto D after the first K step, and from the first
                    # onto a loop's accumulator once written (or stored), else D = A B
                    enable = L.Imm(1, "pred") if ks else started if started is not None else \
                        L.Imm(int(keep), "pred")
                    b.emit("tc_mma", (), (d, da, db, L.Imm(idesc, "u32"), enable),
                           (tc_kind(dtype), dtype, abuf, bbuf), pred=issuer, note=note)
        if flag is not None:
            b.emit("mov", (flag,), (_imm(1),), note="the accumulator is written")
        b.emit("tc_commit", (), (tc.commits,), (tc.mbar,), pred=issuer,
               note="the warpgroup's MMAs arrive on their mbarrier when complete")
        b.emit("add", (tc.commits,), (tc.commits, _imm(1)), note="commits made")
        # In flight past the step: kgen.passes.pipeline (cp.async) or kgen.passes.specialize
        # (TMA, warp roles) retires it a step later (tc_wait keep 1 at the step's end, as
        # wgmma_wait 1), and `loop` after the loop (tc_drained).
        if not deferred:
            self.tc_wait("the products are in tensor memory, their operands read")
        keys = self.reg_keys(s.root, v.axes)
        if keep:        # the sum stays in tensor memory; the loop's end reads it (loop)
            return self.result(v, [init[k] for k in keys])
        if init is None:
            return self.result(v, self.tmem_load(v))
        start = [init[k] for k in keys]
        return self.result(v, self.tmem_load(v, add=start, in_place=in_place))

    def tc_setup(self, fn: L.Function) -> L.Function:
        """fn with its tensor memory described (L.TensorMemory) for kgen.passes.tensor_memory,
        which allocates it around the whole body: the products' columns, a power of two
        (PTX ISA 9.1, 9.7.16.7.1), and the commits' mbarriers, one arrival per warpgroup that
        issues (the block's warpgroups; a producer warpgroup of warp roles issues none)."""
        tc = self.tc
        used = sum(self.tmem_size(u) for u in self.tmem)
        cols = max(32, 1 << (used - 1).bit_length())
        record = L.TensorMemory(cols, used, tc.slot, tc.mbar,
                                self.plan.threads // (4 * self.target.wave), tc.base,
                                tc.commits, self.target.wave)
        return replace(fn, tensor_memory=record,
                       header=fn.header + (f"  tensor memory: {cols} columns ({used} for "
                                           f"accumulators), {L.TC_COMMIT_BARRIERS} "
                                           "mbarriers for the MMAs' commits in turn",))

    def tc_issuer(self) -> L.Reg:
        """The MMA issuer of the thread's warpgroup: one lane, elected (elect.sync), of its
        first warp ((tid / 32) % 4 == 0). An elected lane rather than tid % 128 == 0: ptxas
        needs a tcgen05.mma's operands in uniform registers, and under a per-thread predicate
        it wraps each MMA in a loop over the active lanes (ELECT, R2UR.BROADCAST of each
        operand, BRA.U.ANY: about six instructions an MMA in gemm_bf16's SASS, ptxas 13.5);
        under elect.sync's it issues the MMA once (CUTLASS's elect_one_sync, for the same
        reason). Computed once and reused, so the MMAs, their commits and the issuer's waits
        are one thread's whichever lane the hardware elects."""
        if self.issuer is None:
            b = self.b
            warp = b.op("shr", "u32", self.tid, _imm(log2(self.target.wave)), top=True)
            quarter = b.op("and", "u32", warp, _imm(3), top=True)
            first = b.op("setp", "pred", quarter, _imm(0), attrs=("eq", "u32"), top=True,
                         note="the warpgroup's first warp")
            self.issuer = b.elected(first, "the warpgroup's MMA issuer")
        return self.issuer

    def tc_wait(self, why: str) -> None:
        """Waits for the last commit made (kgen.lir.ops's tc_wait: which of the mbarriers
        and which parity), then orders the thread's tensor-memory accesses after the MMAs'
        (fence::after_thread_sync, PTX ISA 9.1, 9.7.16.6.4)."""
        b, tc = self.b, self.tc_state()
        b.emit("tc_wait", (), (tc.commits,), (tc.mbar, 0), note=why)
        b.emit("tc_fence", (), (), ("after",), note="the MMAs before this thread's reads of "
                                                    "their result")

    def tc_drained(self) -> None:
        """After a loop whose MMAs may be in flight: the issuer waits for the last of them,
        then every thread reads tensor memory after it (tmem_sync). Only the issuer waits: a
        thread not held back by a barrier may be two commits ahead of the mbarrier, or
        behind it, and a parity wait would take another phase for the one it means (PTX ISA,
        "mbarrier.test_wait/try_wait" tells phases apart by parity only)."""
        b, tc = self.b, self.tc_state()
        b.emit("tc_wait", (), (tc.commits,), (tc.mbar, 0), self.tc_issuer(),
               note="the loop's last MMAs are done")
        self.tmem_sync("the loop's MMAs, waited for by their issuer, before the reads")

    def tc_state(self) -> _Tc:
        """The block's tcgen05 state, made at the first product (finish emits its setup)."""
        if self.tc is None:
            slot = self.buffer(("tmem",), "tmem", 16, "tensor memory: tcgen05.alloc writes "
                               "the columns' address here")
            mbar = self.buffer(("tc_mbar",), "mbar", 8 * L.TC_COMMIT_BARRIERS,
                               f"{L.TC_COMMIT_BARRIERS} mbarriers: each warpgroup's "
                               "tcgen05.commit arrives on one of them in turn when its MMAs "
                               "complete", align=8)
            self.tc = _Tc(slot, mbar, self.b.reg("u32", True), self.b.reg("u32", True))
        return self.tc

    def tmem_columns(self, v: Value) -> L.Reg:
        """The tensor-memory address (lane 0) of the thread's warpgroup's tile of product v:
        each product its own columns, tmem_per of them for each of its site's warpgroups."""
        per = self.tmem_per(v.uid)
        if v.uid not in self.tmem:
            self.tmem[v.uid] = sum(self.tmem_size(u) for u in self.tmem)
            if self.tmem[v.uid] + self.tmem_size(v.uid) > TMEM_COLUMNS:
                raise ScheduleError(
                    f"the products' accumulators need more than the {TMEM_COLUMNS} columns of "
                    f"tensor memory a block has ({per} f32 columns a warpgroup here)", v.span,
                    hint="use smaller tiles")
        b = self.b
        group = b.op("shr", "u32", self.tid, _imm(log2(4 * self.target.wave)), top=True)
        at = b.op("add", "u32", self.tc_state().base, _imm(self.tmem[v.uid]), top=True)
        return b.op("add", "u32", at, b.op("mul", "u32", group, _imm(per), top=True), top=True,
                    note=f"{self.note(v)}: the warpgroup's accumulator columns")

    def tmem_size(self, uid: int) -> int:
        """Columns product uid's accumulators take, all warpgroups together."""
        s = self.sites[uid]
        return self.chunk[s.m] // self.mx.m * self.chunk[s.n]

    def tmem_per(self, uid: int) -> int:
        """Columns of product uid's accumulator a warpgroup holds: a thread's registers of it,
        a column each (its row)."""
        s = self.sites[uid]
        return self.tmem_size(uid) // (s.warps_m * s.warps_n)

    def tmem_lanes(self, v: Value) -> L.Operand:
        """The thread's row of its warpgroup's tile in tensor memory: its warp's 32 lanes
        (warp w reaches lanes 32 (w % 4) .. + 31 only, PTX ISA 9.1, 9.7.16.8.1), in the lane
        field of an address (bits 16-31)."""
        b = self.b
        warp = b.op("and", "u32", b.op("shr", "u32", self.tid, _imm(log2(self.target.wave)),
                                       top=True), _imm(3), top=True)
        lanes = b.op("shl", "u32", warp, _imm(16 + log2(self.target.wave)), top=True)
        return b.op("add", "u32", self.tmem_columns(v), lanes, top=True)

    def tmem_load(self, v: Value, into: list[L.Reg] | None = None, add: list | None = None,
                  in_place: bool = False) -> list[L.Reg]:
        """Product v's accumulator, the thread's row of it, read from tensor memory into
        registers TMEM_CHUNK columns at a time, TMEM_ADD_CHUNK where added onto `add` (register
        r is column r: the site's register order, kgen.lower.product_plan._site): into `into`'s
        registers, or new ones, or added onto `add`'s (into them where in_place)."""
        b = self.b
        at = self.tmem_lanes(v)
        n = self.tmem_per(v.uid)
        out: list[L.Reg] = []
        step = TMEM_CHUNK if add is None else TMEM_ADD_CHUNK
        for c0 in range(0, n, step):
            w = min(step, n - c0)
            regs = into[c0:c0 + w] if into is not None else \
                [b.reg("f32", False) for _ in range(w)]
            b.emit("tmem_ld", tuple(regs), (b.op("add", "u32", at, _imm(c0)),), (w,),
                   note=f"{self.note(v)}: accumulator columns {c0}..{c0 + w - 1}, a row a thread")
            if add is None:
                out += regs
                continue
            b.emit("tmem_wait_ld", (), (), note="the columns are in their registers")
            out += self.added_onto(add[c0:c0 + w], regs, in_place,
                                   "the product added onto its init")
        if add is None:
            b.emit("tmem_wait_ld", (), (), note="the accumulator is in its registers")
        return out

    def tmem_begin(self, v: Value, start: Value, ctx: _Ctx) -> None:
        """Product v accumulates into tensor memory across its loop from `start`: a zero start
        needs no store, only a flag the first MMA clears (enable-input-d false writes D =
        A B, PTX ISA 9.1, 9.7.16.10.9), any other is stored there first (tmem_store); either
        is ordered after every warp's earlier reads of the columns (tmem_sync)."""
        if start.op == "const" and float(start.attr("value")) == 0.0:
            flag = self.b.reg("u32", True)
            self.b.emit("mov", (flag,), (_imm(0),), note=f"{self.note(v)}: no MMA has written "
                                                         "the accumulator yet")
            self.tmem_held[v.uid] = flag
            # A loop run again (a persistent program's next tile) rewrites columns the warps
            # read after its last run: those reads first.
            self.tmem_sync("the warps' reads of the accumulator's columns before the first "
                           "MMA writes them")
            return
        self.tmem_held[v.uid] = None
        self.tmem_store(v, self.value(start, ctx))

    def tmem_end(self, v: Value, regs: list[L.Reg]) -> None:
        """After the loop (and the wait for its last MMAs): the accumulator into the loop's
        carried registers; a zero start no MMA wrote (no step ran) gives zeros, written here:
        the carried registers' own start would otherwise live across the whole loop, a
        register a column (ptxas 13 then spills the split and fallback kernels)."""
        flag = self.tmem_held.pop(v.uid)
        if flag is None:
            self.tmem_load(v, regs)
            return
        b = self.b
        ran = b.op("setp", "pred", flag, _imm(0), attrs=("ne", "u32"))
        b.open()
        self.tmem_load(v, regs)
        then = b.close()
        b.open()
        for r in regs:
            b.emit("mov", (r,), (L.Imm(0.0, "f32"),), note="no step ran: the zero start")
        zero = b.close()
        b.blocks[-1].append(L.If(ran, then, zero, note=f"{self.note(v)}: the accumulator, "
                                 "if an MMA wrote it"))

    def tmem_store(self, v: Value, init: dict) -> None:
        """A loop's carried accumulator into product v's tensor memory before the loop, which
        then accumulates there (tmem_accumulators): each warp its rows, then ordered before
        the first MMA (tmem_sync)."""
        b = self.b
        at = self.tmem_lanes(v)
        regs = [x if isinstance(x, L.Reg) else b.op("mov", "f32", x, uniform=False)
                for x in (init[k] for k in self.reg_keys(self.sites[v.uid].root, v.axes))]
        for c0 in range(0, len(regs), TMEM_CHUNK):
            b.emit("tmem_st", (), (b.op("add", "u32", at, _imm(c0)),
                                   *regs[c0:c0 + TMEM_CHUNK]), (min(TMEM_CHUNK,
                                                                    len(regs) - c0),),
                   note=f"{self.note(v)}: the accumulator's start into tensor memory")
        b.emit("tmem_wait_st", (), (), note="the stores done")
        self.tmem_sync("the accumulator's start in tensor memory before the first MMA")

    def tmem_sync(self, why: str) -> None:
        """Orders tensor-memory accesses of every thread before those after it, across
        threads: fence::before_thread_sync, a block barrier, fence::after_thread_sync."""
        self.b.blocks[-1].extend(synced(why))

    def tmem_accumulators(self, s: ir.Loop) -> list[tuple[Value, int]]:
        """The products of loop s that accumulate into tensor memory across it: (product, the
        index of its carried value) for each carried `acc = acc + a @ b` that `accumulate`
        lowers in place (the product read only there, acc read only by the sum, the sum only
        as acc's next value), so no instruction of a step reads the sum's registers."""
        out = []
        for i, ((name, _), y) in enumerate(zip(s.carried, s.yields)):
            if y.op != "add" or y.dtype != DType.f32:
                continue
            for j, p in enumerate(y.args):
                c = y.args[1 - j]
                if p.op == "matmul" and self.uses.get(p.uid) == 1 and c.axes == p.axes and \
                        c.op == "carried" and c.attr("name") == name and \
                        self.accumulates(c, y) is c and p.uid in self.sites:
                    out.append((p, i))
                    break
        return out


def tc_kind(dtype: str) -> str:
    """The .kind of a tcgen05.mma whose operand types are dtype (product_plan.dtype_attr:
    "bf16", or "e4m3.e5m2", A's first)."""
    kinds = {TC_KIND[t][0] for t in _operand_types(dtype)}
    if len(kinds) != 1:
        raise CompilerBug(f"tcgen05 operands of two kinds: '{dtype}'")
    return kinds.pop()


def _operand_types(dtype: str) -> tuple[str, str]:
    a, _, b = dtype.partition(".")
    for t in (a, b or a):
        if t not in TC_KIND:
            raise CompilerBug(f"tcgen05.mma of operand type '{t}'")
    return a, b or a


def _instruction_descriptor(m: int, n: int, dtype: str, a_kmajor: bool, b_kmajor: bool) -> int:
    """The .kind::f16 / .kind::f8f6f4 instruction descriptor (Table 42): D type at bits 4-5
    (f32: 1), A type at 7-9 and B type at 10-12 (TC_KIND), A and B major at 15 and 16 (0
    K-major, 1 MN-major), N >> 3 at 17-22, M >> 4 at 24-28; sparsity, saturation, negation
    and the max shift left 0."""
    a, b = (TC_KIND[t][1] for t in _operand_types(dtype))
    return (1 << 4 | a << 7 | b << 10 | (0 if a_kmajor else 1) << 15
            | (0 if b_kmajor else 1) << 16 | (n >> 3) << 17 | (m >> 4) << 24)
