"""sm_90a matrix kernels: TMA into a shared-memory ring, a producer warp, consumer warpgroups on
`wgmma`, mbarrier full/empty pairs with phase tracking, and register reallocation.

The schedule (the one CUTLASS and Triton use on Hopper, written out here as LIR):

    block = 1 producer warpgroup + C consumer warpgroups (C = BM / 64), 128 (1 + C) threads
    shared = S stages x (A tile BM x BK, B tile BK x BN, each TMA-swizzled, 1024-byte aligned)
             + FULL[S], EMPTY[S] mbarriers (8 bytes each)
    thread 0: init FULL[s] (1 arrival + the stage's bytes), EMPTY[s] (one arrival per consumer
              warp); fence; then a block barrier (inserted by the barrier pass)
    producer warpgroup: setmaxnreg.dec 40; its warp 0 loops over K:
        wait EMPTY[s] (parity 1 - phase: a fresh barrier counts as released), lane 0:
        arrive.expect_tx FULL[s] with the stage's bytes, then the TMA copies of A and B into
        slot s, which complete_tx on FULL[s]
    consumer warpgroups: setmaxnreg.inc 232; loop over K:
        (one wgmma.fence before the loop: warp_specialize's)
        wait FULL[s] (parity phase), BK / 16 wgmma.mma_async from shared-memory
        descriptors, commit, wait until one group is in flight (the previous step's products
        are done), lane 0 of each warp arrives on EMPTY[s - 1]: the tensor cores never drain
        then wait 0 and the epilogue straight from the accumulator registers (masked stores)

The K loop is unrolled by S so that the slot and its barriers are constants; `phase` flips once
per round. The loop runs ceil(K / BK) steps: TMA fills the part of a box outside the tensor with
zeros (and still delivers the whole box's bytes), so ragged M, N and K need no masking until
the epilogue.

Preconditions: a tensor map needs 16-byte aligned rows (the contiguous extent a multiple of 8
elements) and a 16-byte aligned base, swizzled or not (kgen.tensormap.base_alignment: the
programming guide's 128 for swizzled maps is not what an H100 needs). Shapes and bases that
miss them run the `fallback`, the cp.async + mma.sync schedule of schedule_mma, chosen by the
runtime (`lir.select`).

Shared layouts (PTX ISA, "Shared Memory Matrix Layout" and "Matrix Descriptor Format"; the swizzle
is the one TMA writes with CU_TENSOR_MAP_SWIZZLE_{32,64,128}B, kgen.tensormap.swizzle_offset):
- K-major operand (K contiguous), rows of W = 2 BK bytes (W in 32, 64, 128, the swizzle span):
  element (r, k) at (r / 8) SBO + (r % 8) W + 2 k, SBO = 8 W; the descriptor of k-step j starts
  32 j bytes in (the hardware applies the XOR pattern on the absolute address).
- MN-major operand (M or N contiguous; wgmma's transpose bit): TMA boxes of W / 2 elements along
  MN by BK rows of K; element (r, k) at (r / (W/2)) LBO + (k / 8) SBO + (k % 8) W + 2 (r % (W/2)),
  LBO = BK W (the next box), SBO = 8 W; k-step j starts 16 j W bytes in.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from . import ir
from . import lir as L
from .check import SchedSpec
from .errors import ScheduleError
from .lower import _imm as _imm_u
from .schedule_mma import (MmaPlan, _MmaLowering, _extent, _gemm_axes, _pattern, fit_stages,
                           plan_mma)
from .targets import Target
from .specialize import CONSUMER_REGS, PRODUCER_REGS
from .tensormap import WGMMA_SWIZZLE_MODE

WARPGROUP = 128
WGMMA_M, WGMMA_K = 64, 16
DEFAULT_STAGES = 4


@dataclass(frozen=True)
class Operand:
    """How one operand sits in a stage: TMA boxes, bytes, and its wgmma descriptor fields."""
    name: str          # "a" | "b"
    tensor: str
    kmajor: bool
    rows: int          # extent along M (A) or N (B)
    bk: int
    swizzle: int       # W: bytes per swizzled row
    box: tuple[int, int]   # innermost first
    boxes: int         # boxes per stage

    @property
    def bytes(self) -> int:
        return 2 * self.rows * self.bk

    @property
    def box_bytes(self) -> int:
        return 2 * self.box[0] * self.box[1]

    @property
    def lbo(self) -> int:
        return 16 if self.kmajor else self.bk * self.swizzle   # K-major swizzled: unused

    @property
    def sbo(self) -> int:
        return 8 * self.swizzle

    def kstep(self, j: int) -> int:
        """Byte offset of k-step j's first element from the tile's start."""
        return 2 * WGMMA_K * j if self.kmajor else WGMMA_K * j * self.swizzle

    def rows_offset(self, r: int) -> int:
        """Byte offset of row r (a multiple of 64) along M/N from the tile's start."""
        if self.kmajor:
            return r // 8 * self.sbo
        return r // (self.swizzle // 2) * self.lbo


def _operand(name: str, tensor: str, kmajor: bool, rows: int, bk: int, span, what: str):
    if kmajor:
        w = 2 * bk
        if w not in WGMMA_SWIZZLE_MODE:
            raise ScheduleError(f"the K tile ({bk}) of a K-contiguous wgmma operand is 16, 32 or "
                                "64 elements (a 32-, 64- or 128-byte swizzled row)", span,
                                hint="tile k: 64")
        return Operand(name, tensor, True, rows, bk, w, (bk, rows), 1)
    w = min(128, 2 * rows)
    if w not in WGMMA_SWIZZLE_MODE or rows % (w // 2):
        raise ScheduleError(f"the {what} tile ({rows}) of an {what}-contiguous wgmma operand is 16, "
                            "32 or a multiple of 64", span, hint=f"tile {what.lower()}: 128")
    return Operand(name, tensor, False, rows, bk, w, (w // 2, bk), rows // (w // 2))


@dataclass(frozen=True)
class WgmmaPlan(MmaPlan):
    consumers: int = 2
    a: Operand | None = None
    b: Operand | None = None
    requires: tuple[tuple[str, int], ...] = ()
    fallback: MmaPlan | None = None

    @property
    def threads(self) -> int:
        return WARPGROUP * (1 + self.consumers)

    @property
    def warps(self) -> int:
        return 4 * (1 + self.consumers)

    @property
    def stage_bytes(self) -> int:
        return self.a.bytes + self.b.bytes

    def describe(self) -> list[str]:
        a, b = self.a, self.b

        def op(o: Operand, axis: str) -> str:
            major = "K" if o.kmajor else axis
            return (f"{o.name.upper()} ({o.tensor}) {major}-contiguous: {o.boxes} TMA box"
                    f"{'es' if o.boxes > 1 else ''} {o.box[0]} x {o.box[1]}, {o.swizzle}-byte "
                    f"swizzle, wgmma {'K-major' if o.kmajor else 'transposed (MN-major)'}")
        return [
            f"kernel {self.kernel} on {self.target}",
            f"  block: {self.threads} threads = 1 producer warpgroup + {self.consumers} consumer "
            f"warpgroup{'s' if self.consumers > 1 else ''}; tile {self.bm} x {self.bn} of C, K "
            f"in steps of {self.bk}",
            f"  grid: {self.n}, {self.m}",
            f"  roles: producer warp 0 issues TMA (setmaxnreg.dec {PRODUCER_REGS}); consumer "
            f"warpgroup g computes rows 64g..64g+63 with wgmma.m64n{self.bn}k16 "
            f"(setmaxnreg.inc {CONSUMER_REGS}), {self.bn // 2} f32 accumulators per thread",
            f"  ring: {self.stages} stages x {self.stage_bytes} bytes; mbarriers FULL[s] "
            f"(1 arrival + {self.stage_bytes} tx bytes) and EMPTY[s] ({4 * self.consumers} "
            "arrivals, one per consumer warp)",
            "  " + op(a, "M"),
            "  " + op(b, "N"),
            "  runs when " + " and ".join(f"{d} % {m} == 0" for d, m in self.requires) +
            " (TMA rows) and every tensor 16-byte aligned; otherwise the fallback "
            f"{self.kernel}_fallback: "
            "element-wise staging + mma.sync",
        ]


def plan_wgmma(k: ir.Kernel, target: Target, spec: SchedSpec | None) -> MmaPlan:
    """The TMA + wgmma plan, or the mma.sync plan where wgmma cannot serve at all (say, sizes
    specialised to values whose rows TMA cannot address)."""
    # The schedule's `stages` is the TMA ring's; the mma.sync plan behind the fallback is made
    # without it (its stages would be checked against mma.sync's padded stage size).
    full = plan_mma(k, target, replace(spec, stages=None) if spec else spec)
    # What runs when TMA cannot: rows that are not 16-byte aligned, which cp.async cannot copy
    # either, so the fallback needs only the synchronous staging, in one stage.
    # A modest tile keeps that rarely-run kernel's code (and compile time) small.
    fallback = replace(full, pipelined=False, stages=1, bm=min(full.bm, 64), bn=min(full.bn, 64),
                       bk=min(full.bk, 32), warps_m=2 if min(full.bm, 64) >= 32 else 1,
                       warps_n=2 if min(full.bn, 64) >= 16 else 1)
    a_load, b_load, m, n, kk, bm, bn, bk = _gemm_axes(k)
    if a_load.dtype != b_load.dtype or str(a_load.dtype) not in ("bf16", "f16"):
        return plan_mma(k, target, spec)
    span = k.axis(k.axis(kk).parent or kk).span
    ta, tb = k.param(a_load.attrs[0]), k.param(b_load.attrs[0])
    if len(ta.shape) != 2 or len(tb.shape) != 2:
        return plan_mma(k, target, spec)
    # TMA needs each operand's row stride (its contiguous extent) a multiple of 16 bytes.
    requires = []
    for t in (ta, tb):
        d = t.shape[-1]
        if d.value is not None:
            if d.value % 8:
                return plan_mma(k, target, spec)
        elif (d.name, 8) not in requires:
            requires.append((d.name, 8))
    m_span = k.axis(k.axis(m).parent or m).span
    if bm % WGMMA_M or not 1 <= bm // WGMMA_M <= 2:
        raise ScheduleError(f"on sm_90a the M tile is 64 or 128 (one or two consumer warpgroups "
                            f"of wgmma.m64), got {bm}", m_span, hint="tile m: 128")
    if spec and spec.consumers and spec.consumers != bm // WGMMA_M:
        at = next((o.span for o in spec.options if o.name.id == "warpgroups"), spec.span)
        raise ScheduleError(f"{spec.consumers} consumer warpgroup(s) compute "
                            f"{spec.consumers * WGMMA_M} rows of wgmma.m64; the M tile is {bm}",
                            at, hint=f"tile m: {spec.consumers * WGMMA_M}, or "
                                     f"`warpgroups producer 1 consumer {bm // WGMMA_M}`")
    if bn % 8 or not 8 <= bn <= 256:
        raise ScheduleError(f"wgmma's N is a multiple of 8 up to 256, got an N tile of {bn}",
                            k.axis(k.axis(n).parent or n).span, hint="tile n: 128")
    if bk % WGMMA_K:
        raise ScheduleError(f"the K tile ({bk}) is not a multiple of wgmma's K (16)", span)
    a_kmajor, b_kmajor = a_load.attrs[1][-1] == kk, b_load.attrs[1][-1] == kk
    a = _operand("a", ta.name, a_kmajor, bm, bk, span if a_kmajor else m_span, "M")
    b = _operand("b", tb.name, b_kmajor, bn, bk,
                 span if b_kmajor else k.axis(k.axis(n).parent or n).span, "N")
    per_stage = a.bytes + b.bytes
    # Each stage brings its two mbarriers (16 bytes), and the ring 1 KiB of slack: swizzled
    # tiles sit on 1024-byte boundaries.
    stages = fit_stages(per_stage, f"{bm}x{bk} of A, {bk}x{bn} of B", target, spec, span,
                        DEFAULT_STAGES, overhead=16, slack=1024, extra=" with their mbarriers")
    if stages < 2:
        raise ScheduleError("a TMA ring needs at least 2 stages", spec.span if spec else span)
    return WgmmaPlan(k.name, target.name, bm, bn, bk, 1, 1, a_kmajor, b_kmajor, m, n, kk,
                     stages, consumers=bm // WGMMA_M, a=a, b=b, requires=tuple(requires),
                     fallback=fallback)


class _WgmmaLowering(_MmaLowering):

    def run(self) -> L.Function:
        k, b, p, u = self.k, self.b, self.mplan, _imm_u
        loop, prod, a_load, b_load, acc_name = _pattern(k)
        slots = self._slots()
        for o in (p.a, p.b):
            shape = tuple(d.name if d.value is None else d.value for d in k.param(o.tensor).shape)
            slots.append(L.tensormap_slot(f"tmap_{o.name}", str(a_load.dtype), o.tensor, o.box,
                                          o.swizzle, shape))
        for s in slots:
            # A by-value tensor map's ld_param is the parameter's generic address (a u64).
            ty = "u64" if s.size else s.ty
            self.params[s.name] = b.op("ld_param", ty, attrs=(s.name,), uniform=True,
                                       note=f"argument {s.name}")
        tid = b.op("tid", "u32", uniform=False)
        warp = b.op("shr", "u32", tid, u(5), uniform=False)
        lane = b.op("and", "u32", tid, u(31), uniform=False)
        m0, n0, M, N, K = self._corner()
        at = 0
        for o in (p.a, p.b):   # one stage; warp_specialize makes the ring
            self.shared.append(L.SharedBuffer(
                o.name.upper(), at, o.bytes, f"{o.name.upper()} tile: {o.boxes} TMA box"
                f"{'es' if o.boxes > 1 else ''} {o.box[0]} x {o.box[1]}, {o.swizzle}-byte "
                "swizzle"))
            at += o.bytes
        cw = b.op("sub", "u32", warp, u(4), uniform=False, note="consumer warp (0-based)")
        wg = b.op("shr", "u32", cw, u(2), uniform=False, note="consumer warpgroup")
        # Each consumer warpgroup's 64 rows of A: a byte offset into the A tile.
        a_rows = b.op("mul", "u32", wg, u(p.a.rows_offset(WGMMA_M)), uniform=False)
        acc = [b.reg("f32", False) for _ in range(p.bn // 2)]
        for r in acc:
            b.emit("mov", (r,), (L.Imm(0.0, "f32"),), note="accumulator = 0")
        k0 = b.reg("u32", True)
        b.open()
        self._produce(k0, m0, n0)
        produce = b.close()
        b.open()
        self._consume(k0, acc, a_rows, prod.span.line, str(a_load.dtype))
        consume = b.close()
        b.blocks[-1].append(L.Pipelined(
            k0, u(0), K, p.bk, produce, consume, ("A", "B"), p.stages,
            note=f"for {p.kk} in k: steps of {p.bk}",
            roles=L.WarpRoles(p.consumers, PRODUCER_REGS, CONSUMER_REGS)))
        frags = [[acc[4 * j:4 * j + 4] for j in range(p.bn // 8)]]
        # The consumers' thread index: the epilogue runs in the consumer warpgroups only.
        self.epilogue_tid = b.op("sub", "u32", tid, u(128), uniform=False,
                                 note="thread index among the consumers")
        self.epilogue_warps = 4 * p.consumers
        self._epilogue(loop, acc_name, frags, lane, cw, u(0), m0, n0, M, N, 16, p.bn)
        header = (f"kernel {k.name} from {self.src}",
                  f"target {self.target.name}: {self.target.description}",
                  *p.describe()[1:])
        grid = (L.GridDim(p.n, _extent(k.axis(p.n).dim), p.bn),
                L.GridDim(p.m, _extent(k.axis(p.m).dim), p.bm))
        return L.Function(k.name, tuple(slots), b.close(), p.threads, grid, tuple(self.shared),
                          header, requires=p.requires)

    def _produce(self, k0, m0, n0) -> None:
        """One step's TMA copies of A and B (k0 the step's first K) into the stage buffers."""
        b, p, u = self.b, self.mplan, _imm_u
        for o, mn0 in ((p.a, m0), (p.b, n0)):
            tmap = self.param(f"tmap_{o.name}")
            for j in range(o.boxes):
                if o.kmajor:
                    c0, c1 = k0, mn0
                else:
                    c0 = b.op("add", "u32", mn0, u(j * o.box[0])) if j else mn0
                    c1 = k0
                # The barrier operands are warp_specialize's to fill in.
                b.emit("tma_load", (), (u(0), u(j * o.box_bytes), tmap, c0, c1, u(0), u(0)),
                       (o.name.upper(), "", o.box_bytes, o.name),
                       note=f"TMA: box {j} of {o.name.upper()} ({o.tensor}) into stage {{slot}}")

    def _consume(self, k0, acc, a_rows, line, dtype) -> None:
        """One step's wgmma products from the stage buffers, asynchronous until a wait."""
        b, p, u = self.b, self.mplan, _imm_u
        shape = f"m64n{p.bn}k16"

        bases = {o.name: b.op("shared_addr", "u32", attrs=(o.name.upper(),), uniform=True,
                              note=f"{o.name.upper()} tile of this stage (1024-byte aligned)")
                 for o in (p.a, p.b)}

        def desc(o: Operand, j: int, rows):
            hi = (WGMMA_SWIZZLE_MODE[o.swizzle] << 62) | ((o.sbo >> 4) << 32) | ((o.lbo >> 4) << 16)
            addr = b.op("add", "u32", bases[o.name], u(o.kstep(j)), uniform=False)
            if rows is not None:
                addr = b.op("add", "u32", addr, rows, uniform=False)
            lo = b.op("cvt_u64", "u64", b.op("shr", "u32", addr, u(4), uniform=False),
                      uniform=False)
            return b.op("add64", "u64", lo, L.Imm(hi, "u64"), uniform=False,
                        note=f"wgmma descriptor: {o.name.upper()} k-step {j}")
        for j in range(p.bk // WGMMA_K):
            da, db = desc(p.a, j, a_rows), desc(p.b, j, None)
            b.emit("wgmma", tuple(acc), (da, db, *acc),
                   (shape, dtype, 0 if p.a.kmajor else 1, 0 if p.b.kmajor else 1, "A", "B"),
                   note=f"{self.src}:{line}: k-step {j} of stage {{slot}}")
        b.emit("wgmma_commit", (), ())


def lower_wgmma(k: ir.Kernel, plan: WgmmaPlan, target: Target, source_name: str) -> L.Function:
    return _WgmmaLowering(k, plan, target, source_name).run()
