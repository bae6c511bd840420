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
        wait FULL[s] (parity phase), wgmma.fence, BK / 16 wgmma.mma_async from shared-memory
        descriptors, commit, wait until one group is in flight (the previous step's products
        are done), lane 0 of each warp arrives on EMPTY[s - 1]: the tensor cores never drain
        then wait 0 and the epilogue straight from the accumulator registers (masked stores)

The K loop is unrolled by S so that the slot and its barriers are constants; `phase` flips once
per round. The loop runs ceil(K / BK) steps: TMA fills the part of a box outside the tensor with
zeros (and still delivers the whole box's bytes), so ragged M, N and K need no masking until
the epilogue.

Preconditions: a tensor map needs 16-byte aligned rows (the contiguous extent a multiple of 8
elements) and a 16-byte aligned base. Shapes that miss them run the `fallback`, the cp.async +
mma.sync schedule of schedule_mma, chosen by the runtime (`lir.select`).

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
from .schedule import _imm_u
from .schedule_mma import MmaPlan, _MmaLowering, _extent, _gemm_axes, _pattern, plan_mma
from .targets import Target

WARPGROUP = 128
WGMMA_M, WGMMA_K = 64, 16
PRODUCER_REGS, CONSUMER_REGS = 40, 232   # setmaxnreg targets: multiples of 8 in 24..256
DEFAULT_STAGES = 4
_SWIZZLE_MODE = {128: 1, 64: 2, 32: 3}    # descriptor bits 62-63


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
        if w not in _SWIZZLE_MODE:
            raise ScheduleError(f"the K tile ({bk}) of a K-contiguous wgmma operand is 16, 32 or "
                                "64 elements (a 32-, 64- or 128-byte swizzled row)", span,
                                hint="tile k: 64")
        return Operand(name, tensor, True, rows, bk, w, (bk, rows), 1)
    w = min(128, 2 * rows)
    if w not in _SWIZZLE_MODE or rows % (w // 2):
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
            " and tensors are 16-byte aligned (TMA rows); otherwise the fallback "
            f"{self.kernel}_fallback: element-wise staging + mma.sync",
        ]


def plan_wgmma(k: ir.Kernel, target: Target, spec: SchedSpec | None) -> MmaPlan:
    """The TMA + wgmma plan, or the mma.sync plan where wgmma cannot serve at all (say, sizes
    specialised to values whose rows TMA cannot address)."""
    full = plan_mma(k, target, spec)
    # What runs when TMA cannot: rows that are not 16-byte aligned, which cp.async cannot copy
    # either, so the fallback needs only the synchronous staging, in one stage.
    # A modest tile keeps that rarely-run kernel's code (and compile time) small.
    fallback = replace(full, pipelined=False, stages=1, bm=min(full.bm, 64), bn=min(full.bn, 64),
                       bk=min(full.bk, 32), warps_m=2 if min(full.bm, 64) >= 32 else 1,
                       warps_n=2 if min(full.bn, 64) >= 16 else 1)
    a_load, b_load, m, n, kk, bm, bn, bk = _gemm_axes(k)
    if a_load.dtype != b_load.dtype or str(a_load.dtype) not in ("bf16", "f16"):
        return full
    span = k.axis(k.axis(kk).parent or kk).span
    ta, tb = k.param(a_load.attrs[0]), k.param(b_load.attrs[0])
    if len(ta.shape) != 2 or len(tb.shape) != 2:
        return full
    # TMA needs each operand's row stride (its contiguous extent) a multiple of 16 bytes.
    requires = []
    for t in (ta, tb):
        d = t.shape[-1]
        if d.value is not None:
            if d.value % 8:
                return full
        elif (d.name, 8) not in requires:
            requires.append((d.name, 8))
    m_span = k.axis(k.axis(m).parent or m).span
    if bm % WGMMA_M or not 1 <= bm // WGMMA_M <= 2:
        raise ScheduleError(f"on sm_90a the M tile is 64 or 128 (one or two consumer warpgroups "
                            f"of wgmma.m64), got {bm}", m_span, hint="tile m: 128")
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
    # The ring, its mbarriers, and 1 KiB of slack: swizzled tiles sit on 1024-byte boundaries.
    budget = target.shared_bytes - 1024
    fit = budget // (per_stage + 16)
    if spec and spec.stages:
        stages = spec.stages
        if stages * (per_stage + 16) > budget:
            raise ScheduleError(
                f"{stages} stages of {per_stage} bytes ({bm}x{bk} of A, {bk}x{bn} of B) need "
                f"{stages * (per_stage + 16) + 1024} bytes of shared memory with their mbarriers;"
                f" {target.name} has {target.shared_bytes} per block", spec.span,
                hint=f"at most {fit} stages fit these tiles" if fit >= 2 else "use smaller tiles")
    else:
        stages = min(DEFAULT_STAGES, fit)
        if stages < 2:
            raise ScheduleError(f"two stages of {per_stage} bytes do not fit the shared memory "
                                f"of {target.name}", span, hint="use smaller tiles")
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
            slots.append(L.ParamSlot(f"tmap_{o.name}", "tensormap", "u64", str(a_load.dtype),
                                     of=o.tensor, box=o.box, swizzle=o.swizzle, shape=shape))
        for s in slots:
            self.params[s.name] = b.op("ld_param", s.ty, attrs=(s.name,), uniform=True,
                                       note=f"argument {s.name}")
        tid = b.op("tid", "u32", uniform=False)
        warp = b.op("shr", "u32", tid, u(5), uniform=False, note="warp index (warp-uniform)")
        lane = b.op("and", "u32", tid, u(31), uniform=False)
        m0, n0, M, N, K = self._corner()
        self._layout()
        S = p.stages
        first = b.op("setp", "pred", tid, u(0), attrs=("eq", "u32"), uniform=False)
        for s in range(S):
            b.emit("mbar_init", (), (u(0), u(8 * s)), ("FULL", 1), pred=first,
                   note=f"the producer's arrive.expect_tx + the TMA bytes of stage {s}")
            b.emit("mbar_init", (), (u(0), u(8 * s)), ("EMPTY", 4 * p.consumers), pred=first,
                   note=f"one arrival per consumer warp when slot {s} is read")
        b.emit("fence_mbar_init", (), (), pred=first,
               note="make the initialised mbarriers visible to the async proxy (TMA)")
        producer = b.op("setp", "pred", warp, u(4), attrs=("lt", "u32"), uniform=False,
                        note="warps 0-3: the producer warpgroup")
        b.open()
        self._producer(warp, lane, m0, n0, K)
        prod_body = b.close()
        b.open()
        self._consumer(loop, acc_name, warp, lane, m0, n0, M, N, K, prod.span.line,
                       str(a_load.dtype))
        cons_body = b.close()
        b.blocks[-1].append(L.If(producer, prod_body, cons_body, note="warp roles: producer | "
                                 "consumers", scope="warp"))
        header = (f"kernel {k.name} from {self.src}",
                  f"target {self.target.name}: {self.target.description}",
                  *p.describe()[1:])
        grid = (L.GridDim(p.n, _extent(k.axis(p.n).dim), p.bn),
                L.GridDim(p.m, _extent(k.axis(p.m).dim), p.bm))
        return L.Function(k.name, tuple(slots), b.close(), p.threads, grid, tuple(self.shared),
                          header, requires=p.requires)

    def _layout(self) -> None:
        p, at = self.mplan, 0
        self.tile_at: dict[str, int] = {}
        for s in range(p.stages):
            for o in (p.a, p.b):
                name = f"{o.name.upper()}{s}"
                self.shared.append(L.SharedBuffer(
                    name, at, o.bytes, f"{o.name.upper()} tile stage {s}: {o.boxes} TMA box"
                    f"{'es' if o.boxes > 1 else ''} {o.box[0]} x {o.box[1]}, {o.swizzle}-byte "
                    "swizzle"))
                self.tile_at[name] = at
                at += -(-o.bytes // 1024) * 1024
        self.shared.append(L.SharedBuffer("FULL", at, 8 * p.stages,
                                          "mbarriers: stage s filled (TMA complete_tx)"))
        self.shared.append(L.SharedBuffer("EMPTY", at + 8 * p.stages, 8 * p.stages,
                                          "mbarriers: stage s released by the consumers"))

    def _steps(self, K, body) -> None:
        """Loop over K in rounds of S steps; body(s, k0, phase) emits step s of a round."""
        b, p, u = self.b, self.mplan, _imm_u
        S = p.stages
        phase = b.reg("u32", True)
        b.emit("mov", (phase,), (u(0),), note="phase parity of this round's barriers")
        base = b.reg("u32", True)
        b.open()
        for s in range(S):
            if not s:   # the loop condition already says base < K
                body(s, base, phase)
                continue
            k0 = b.op("add", "u32", base, u(s * p.bk))
            live = b.op("setp", "pred", k0, K, attrs=("lt", "u32"))
            b.open()
            body(s, k0, phase)
            step = b.close()
            b.blocks[-1].append(L.If(live, step, (), note=f"step {s} of the round"))
        b.emit("sub", (phase,), (u(1), phase), note="the next round uses the other parity")
        rounds = b.close()
        b.blocks[-1].append(L.Loop(base, u(0), K, S * p.bk, rounds,
                                   note=f"for {p.kk} in k: rounds of {S} steps of {p.bk}"))

    def _producer(self, warp, lane, m0, n0, K) -> None:
        b, p, u = self.b, self.mplan, _imm_u
        b.emit("setmaxnreg", (), (), ("dec", PRODUCER_REGS),
               note="the producer needs few registers: give them to the consumers")
        one = b.op("setp", "pred", warp, u(0), attrs=("eq", "u32"), uniform=False)
        lead = b.op("setp", "pred", lane, u(0), attrs=("eq", "u32"), uniform=False)
        b.open()

        def step(s, k0, phase):
            free = b.op("sub", "u32", u(1), phase)
            b.emit("mbar_wait", (), (u(0), u(8 * s), free), ("EMPTY",),
                   note=f"slot {s} released (a fresh barrier passes parity 1)")
            b.emit("mbar_expect_tx", (), (u(0), u(8 * s)), ("FULL", p.stage_bytes), pred=lead,
                   note=f"stage {s} will receive {p.stage_bytes} bytes")
            for o, mn0 in ((p.a, m0), (p.b, n0)):
                tmap = self.param(f"tmap_{o.name}")
                for j in range(o.boxes):
                    if o.kmajor:
                        c0, c1 = k0, mn0
                    else:
                        c0 = b.op("add", "u32", mn0, u(j * o.box[0])) if j else mn0
                        c1 = k0
                    b.emit("tma_load", (), (u(0), u(j * o.box_bytes), tmap, c0, c1, u(0),
                                            u(8 * s)),
                           (f"{o.name.upper()}{s}", "FULL", o.box_bytes, o.name), pred=lead,
                           note=f"TMA: box {j} of {o.name.upper()} ({o.tensor}) into stage {s}")
        self._steps(K, step)
        issuer = b.close()
        b.blocks[-1].append(L.If(one, issuer, (), note="warp 0 of the producer warpgroup",
                                 scope="warp"))

    def _consumer(self, loop, acc_name, warp, lane, m0, n0, M, N, K, line, dtype) -> None:
        b, p, u = self.b, self.mplan, _imm_u
        b.emit("setmaxnreg", (), (), ("inc", CONSUMER_REGS),
               note="the consumers hold the accumulators")
        cw = b.op("sub", "u32", warp, u(4), uniform=False, note="consumer warp 0..")
        wg = b.op("shr", "u32", cw, u(2), uniform=False, note="consumer warpgroup")
        lead = b.op("setp", "pred", lane, u(0), attrs=("eq", "u32"), uniform=False)
        smem = b.op("shared_addr", "u32", attrs=("A0",), uniform=True,
                    note="shared-window address of the ring (1024-byte aligned)")
        # Each warpgroup's rows of A: a uniform byte offset per warpgroup, as a register.
        a_rows = b.op("mul", "u32", wg, u(p.a.rows_offset(WGMMA_M)), uniform=False)
        nacc = p.bn // 2
        acc = [b.reg("f32", False) for _ in range(nacc)]
        for r in acc:
            b.emit("mov", (r,), (L.Imm(0.0, "f32"),), note="accumulator = 0")
        shape = f"m64n{p.bn}k16"

        def desc(o: Operand, s: int, j: int, rows):
            at = self.tile_at[f"{o.name.upper()}{s}"] + o.kstep(j)
            hi = (_SWIZZLE_MODE[o.swizzle] << 62) | ((o.sbo >> 4) << 32) | ((o.lbo >> 4) << 16)
            addr = b.op("add", "u32", smem, u(at), uniform=False)
            if rows is not None:
                addr = b.op("add", "u32", addr, rows, uniform=False)
            lo = b.op("cvt_u64", "u64", b.op("shr", "u32", addr, u(4), uniform=False),
                      uniform=False)
            return b.op("add64", "u64", lo, L.Imm(hi, "u64"), uniform=False,
                        note=f"wgmma descriptor: {o.name.upper()}{s} k-step {j}")

        def step(s, k0, phase):
            b.emit("mbar_wait", (), (u(0), u(8 * s), phase), ("FULL",),
                   note=f"stage {s} landed")
            b.emit("wgmma_fence", (), (), note="accumulators written before: order them")
            for j in range(p.bk // WGMMA_K):
                da, db = desc(p.a, s, j, a_rows), desc(p.b, s, j, None)
                b.emit("wgmma", tuple(acc), (da, db, *acc),
                       (shape, dtype, 0 if p.a.kmajor else 1, 0 if p.b.kmajor else 1,
                        f"A{s}", f"B{s}"),
                       note=f"{self.src}:{line}: k-step {j} of stage {s}")
            b.emit("wgmma_commit", (), ())
            # Keep this step's products in flight while the previous step's retire: then its
            # slot is free for the producer (the tensor cores never drain between steps).
            b.emit("wgmma_wait", (), (), (1,), note="the previous step's products are done")
            prev = (s - 1) % p.stages
            if s:
                b.emit("mbar_arrive", (), (u(0), u(8 * prev)), ("EMPTY",), pred=lead,
                       note=f"release slot {prev} to the producer")
            else:
                b.open()
                b.emit("mbar_arrive", (), (u(0), u(8 * prev)), ("EMPTY",), pred=lead,
                       note=f"release slot {prev} (the last round's) to the producer")
                rel = b.close()
                b.blocks[-1].append(L.If(b.op("setp", "pred", k0, u(0), attrs=("ne", "u32")),
                                         rel, (), note="not the first step: a slot to release"))
        self._steps(K, step)
        b.emit("wgmma_wait", (), (), (0,), note="the last step's products are done")
        frags = [[acc[4 * j:4 * j + 4] for j in range(p.bn // 8)]]
        self._epilogue(loop, acc_name, frags, lane, cw, u(0), m0, n0, M, N, 16, p.bn)


def lower_wgmma(k: ir.Kernel, plan: WgmmaPlan, target: Target, source_name: str) -> L.Function:
    return _WgmmaLowering(k, plan, target, source_name).run()
