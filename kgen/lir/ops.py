"""Thread IR (LIR): what one thread of a block executes, target-neutral, ready for an emitter.

The scheduler turns tile IR into LIR: every tile element a thread owns becomes a virtual register,
and the program becomes straight-line instructions inside structured, block-uniform control flow
(`If` and `Loop` whose conditions are the same in every thread). Lane-dependent choices are never
branches: they are per-instruction guards (`Inst.pred`), which PTX writes as `@%p` and AMDGCN as an
exec-mask region. That keeps both back ends simple, keeps every barrier in uniform control flow, and
lets the barrier pass and the verifier reason over a tree instead of a CFG.

Registers are typed and know whether they are uniform across the block (`Reg.uniform`): the AMD
back end puts uniform integers in SGPRs and runs their arithmetic on the scalar unit.

Memory addressing is `base + offset + imm`: `base` a uniform 64-bit pointer, `offset` a 32-bit
per-lane byte offset, `imm` a constant. That is AMD's `global_load v, v_off, s[base]` form exactly,
and one `add.s64` on NVIDIA.

Ops (dst <- srcs; "u" means u32, "s" s32, "d" u64, "f" f32, "p" pred):
  ld_param      d|f|u|s <- ()                 attrs (param_name,)            kernel argument
                                              (a by-value slot, ParamSlot.size > 0: d, the
                                              generic address of the parameter's bytes)
  tid           u <- ()                                                       thread index in block
  ctaid         u <- ()                       attrs (axis 'x'|'y'|'z',)       block index
  mov           any <- any
  add sub mul min max shl shr and or xor      u|s <- u|s, u|s               (mul: low 32 bits)
                                              dst and sources of one type, which decides
                                              signedness (min, max on u compare unsigned);
                                              shl/shr shift by b mod 32, shr on s arithmetic
  mulhi         u|s <- u|s, u|s               high 32 bits of the 64-bit product (signed on s)
  div rem       u|s <- u|s, u|s               truncating toward zero; b == 0 gives quotient all
                                              ones (-1 / 0xffffffff) and remainder a; s INT_MIN
                                              / -1 gives INT_MIN, remainder 0 (RISC-V M);
                                              attrs (dividend,) optional: "nonnegative", a
                                              fact (a >= 0) the lowering knows
  not           u|s <- u|s                    bitwise complement
  neg abs       s <- s
  mul_wide      d <- u, u                                                     32x32 -> 64 unsigned
  add64         d <- d, d
  shl64         d <- d, u(imm)
  cvt_u64       d <- u
  setp          p <- a, b                     attrs (cmp, type)  cmp in lt le gt ge eq ne
                                              (float ne is unordered: NaN != x; u32 compares
                                              unsigned)
  and_p or_p    p <- p, p ;  not_p p <- p
  selp          any <- a, b, p                dst = p ? a : b
  fadd fsub fmul fdiv fmin fmax   f <- f, f   (fdiv is IEEE round-to-nearest division)
  fma           f <- f, f, f
  fneg fabs     f <- f
  ex2 lg2 sqrt rsqrt rcp          f <- f      (hardware approximations; see emitters)
  floor                           f <- f      toward -inf, exact (NaN, +-inf, -0 kept)
  sin cos                         f <- f      hardware approximations of radians: NVIDIA's
                                              within 2^-20.5 absolute for |x| <= 2 pi, 2^-14.7
                                              for |x| <= 100 pi, none beyond (PTX ISA "sin");
                                              AMD's scale by 1/(2 pi) first (an
                                              extra error of about |x| 2^-24) and give 0 past
                                              |x| = 512 pi and for +-inf (CDNA3 ISA V_SIN_F32),
                                              NVIDIA's NaN for +-inf
  cvt           attrs (kind,):
                  f32_s32 / f32_u32 (f <- s|u, round to nearest even),
                  s32_f32 / u32_f32 (s|u <- f, toward zero, clamped to the type's range,
                    NaN -> 0),
                  round_bf16 / round_f16 (f <- f: nearest-even rounding to that precision),
                  bf16_f32 / f16_f32 (f <- u holding the 16-bit pattern in its low half),
                  f32_bf16 / f32_f16 (u <- f: the 16-bit pattern, rounded nearest-even),
                  pack_bf16x2 / pack_f16x2 (u <- f lo, f hi),
                  join_bf16x2 / bits_bf16 (u <- f lo, f hi / u <- f: values already exact in
                    bf16, so the pattern is the f32's high half: no rounding work),
                  lo_bf16 / hi_bf16 / lo_f16 / hi_f16 (f <- u: one half of a packed pair),
                  lo_halves / hi_halves (u <- u a, u b: the low (high) 16-bit halves of a and
                    b, a's in the low half: a 2 x 2 transpose of 16-bit pairs)
                  8-bit floats, F one of e4m3 e5m2 e4m3fnuz e5m2fnuz (kgen.tile.fp8; a
                  target converts only the formats in its Target.fp8):
                  F_f32 (f <- u: the 8-bit pattern in the low byte, bits 8-31 ignored; exact),
                  f32_F (u <- f: the pattern in the low byte, bits 8-31 zero; rounded to
                    nearest even and saturated: beyond the largest finite, +-inf included,
                    the largest finite with its sign; NaN -> a NaN),
                  pack_Fx2 (u <- f lo, f hi: both patterns, rounded and saturated as f32_F,
                    lo's in bits 0-7, hi's in bits 8-15, bits 16-31 zero)
  ld_global     dsts <- base d, off u, imm    attrs (bits, n)   n elements of bits (8|16|32)
                                              n > 1: one vector access of n*bits, at most the
                                              target's max_vector_bits (verify_access_widths);
                                              8- and 16-bit loads zero-extend into a u
                                              register; 8- and 16-bit stores write the
                                              value's low byte or half
  st_global     () <- base d, off u, imm, vals...   attrs (bits, n)
  ld_shared     u|f... <- off u, imm          attrs (buffer[, bits])   32-bit unless bits 16;
                                              n = 2 or 4 destinations (32-bit): one 8- or
                                              16-byte access of consecutive dwords, naturally
                                              aligned
  st_shared     () <- off u, imm, val...      attrs (buffer[, bits[, group]])  (16: low half,
                                              8: low byte);
                                              1, 2 or 4 values (32-bit) as for ld_shared;
                                              stores of one group write disjoint bytes
  warp_reduce   f|s <- f|s                    attrs (kind sum|max|min, type f32|s32)
                                              butterfly over the whole warp/wave; every lane gets
                                              the result
  shfl_xor      u|s|f <- a                    attrs (mask,)   a of lane (lane ^ mask) of the
                                              same warp/wave, 0 < mask < wave
  shfl_idx      u|s|f <- a, src u             a of lane src (per lane, 0 <= src < wave) of the
                                              same warp/wave
                                              (lane ops: never under a per-lane pred; every lane
                                              of the warp/wave active)
  bar           () <- ()                      attrs (reason,)   block-wide barrier; also orders
                                              shared memory (bar.sync / s_waitcnt + s_barrier)
NVIDIA only (the mma.sync schedule; other back ends refuse them as compiler bugs):
    cp_async    () <- off u, imm, src d, nbytes u   attrs (buffer, 16, group)   16 bytes from
                                              global src to shared, zero-filled past nbytes; lands
                                              only when a cp_async_wait retires its commit group
    cp_async_commit  () <- ()                 closes the current group of copies
    cp_async_wait    () <- ()   attrs (n,)    waits until at most n groups are in flight

sm_90a only (the warp-specialized TMA + wgmma schedule; shared operands are byte offsets into a
buffer, as for ld_shared):
    shared_addr u <- ()                       attrs (buffer,)   the buffer's shared-window address
    elect       p <- ()                       true in one lane of the warp, the same lane each
                                              time the predicate is read (the whole warp runs
                                              it; elect.sync: which lane is the hardware's)
    mbar_init   () <- off u, imm              attrs (buffer, count)   mbarrier at buffer+off+imm:
                                              `count` arrivals complete a phase
    mbar_expect_tx () <- off u, imm           attrs (buffer, bytes)   arrive, expecting `bytes`
                                              of async copies to complete_tx on the phase
    mbar_arrive () <- off u, imm              attrs (buffer,)   one arrival
    mbar_wait   () <- off u, imm, parity u    attrs (buffer, [scope])   until the phase of that
                                              parity has completed (try_wait.parity spin);
                                              scope "cluster": acquires at cluster scope (a
                                              peer CTA's arrivals), else "cta"
    fence_mbar_init () <- ()                  makes mbarrier inits visible to the async proxy
    tma_load    () <- off u, imm, tmap d, c0 u, .., cN-1 u, bar_off u, bar_imm
                                              attrs (buffer, bar_buffer, bytes, operand)   one
                                              box of the rank-N (1..5) tensor map at generic
                                              address tmap (a tensormap slot's ld_param) at
                                              (c0 innermost, ..) into buffer+off+imm, swizzled;
                                              complete_tx on the mbarrier at
                                              bar_buffer+bar_off+bar_imm (the last two sources)
    tma_store   () <- off u, imm, tmap d, c0 u, .., cN-1 u   attrs (buffer, operand)   one box
                                              of buffer+off+imm (laid out as tma_load writes
                                              it, swizzled) into the rank-N tensor at (c0
                                              innermost, ..); the box's elements outside the
                                              tensor are not written. Asynchronous: it reads
                                              the buffer (async proxy) until a bulk_wait of
                                              the issuing thread retires its group
    bulk_commit () <- ()                      closes this thread's group of tma_stores
    bulk_wait   () <- ()   attrs (n,)         until at most n of this thread's groups may
                                              still read their shared source
                                              (cp.async.bulk.wait_group.read n)
    wgmma_fence () <- ();  wgmma_commit () <- ();  wgmma_wait () <- ()  attrs (n,)
    wgmma       f x n <- desc_a d, desc_b d, c f x n   attrs (shape "m64nNk16", "bf16"|"f16",
                                              trans_a, trans_b, buffer_a, buffer_b)
                                              warpgroup-wide; reads the buffers the descriptors
                                              point into until a wgmma_wait retires its group.
                                              8-bit floats: shape "m64nNk32", dtype "A.B" (each
                                              e4m3 or e5m2, A's first), trans_a = trans_b = 0
                                              (K-major tiles of bytes; no transpose exists)
    wgmma_rs    f x n <- a u x4, desc_b d, c f x n   attrs (shape, dtype, trans_b, buffer_b)
                                              (bf16/f16 only)
                                              A from registers (each warp's 16 rows: the
                                              fragment of mma.m16n8k16's A), B from a descriptor;
                                              the A registers are read until the group retires
    Thread-block clusters (Function.cluster CTAs along x; kgen.sim.ptx_cluster models them):
    cluster_rank u <- ()                      this CTA's rank in its cluster (%cluster_ctarank)
    cluster_sync () <- ()   attrs (reason,)   every thread of the cluster arrives (release) and
                                              waits (acquire): barrier.cluster.arrive/wait
    mbar_arrive_peer () <- off u, imm, rank u attrs (buffer,)   one arrival on the mbarrier at
                                              buffer+off+imm of the CTA of `rank` (release at
                                              cluster scope)
    tma_load's optional fifth attr `multicast` (a CTA mask, 0: none): the box lands at the same
                                              offset in each CTA of the mask, each signalling
                                              its own mbarrier at the same offset
    bar_named   () <- ()                      attrs (id, threads, reason)   bar.sync id, threads:
                                              the barrier of one warp role (If.roles), which
                                              only that role's `threads` threads reach
    turn_sync   () <- id u                    attrs (threads, reason)   bar.sync id, threads
    turn_arrive () <- id u                    attrs (threads, reason)   bar.arrive id, threads
                                              the ping-pong of two consumer warpgroups
                                              (WarpRoles.pingpong): one waits for its turn at
                                              the tensor cores, the other hands it over; they
                                              order no memory (the barrier passes see neither)
    fence_proxy_async () <- ()                orders this thread's earlier generic-proxy shared
                                              accesses before later async-proxy ones (wgmma
                                              operand reads): PTX ISA, "membar/fence"
    setmaxnreg  () <- ()                      attrs ("inc"|"dec", registers)   warpgroup-wide
    trap        () <- ()                      the launch fails (guarded: a broken assumption)

sm_100a only (tcgen05: PTX ISA 9.1, 9.7.16; kgen.sim.ptx_tcgen05 models each):
    tmem_alloc  () <- off u, imm              attrs (buffer, cols)   warp-wide (one whole warp,
                                              the others guarded off): allocates `cols` columns
                                              (a power of two, 32..512) of tensor memory and
                                              writes their address to shared buffer+off+imm
    tmem_relinquish () <- ()                  the CTA allocates no more (warp-wide)
    tmem_dealloc () <- taddr u                attrs (cols,)   frees what tmem_alloc returned
                                              (the same warp, before the CTA exits)
    tc_fence    () <- ()                      attrs ("before"|"after",)   tcgen05.fence::
                                              before_thread_sync / after_thread_sync: orders the
                                              thread's tensor-memory accesses and MMAs with a
                                              barrier or mbarrier between threads
    tc_mma      () <- taddr u, adesc d, bdesc d, idesc u, enable p   attrs (kind "f16"|"f8f6f4",
                                              dtype "bf16"|"f16"|"e4m3.e5m2"..., buffer_a,
                                              buffer_b)   issued by one thread (its guard):
                                              D[taddr] = A B (+ D where enable), M 128 x N, K 16
                                              (8-bit: 32), A and B read through
                                              sm_100 descriptors from the buffers (async proxy)
                                              until the commit that tracks it completes
    tc_commit   () <- i u                     attrs (buffer,)   commit number i (the commits
                                              made before it): the issuing thread's MMAs so far
                                              arrive (once) on mbarrier i % C of the C =
                                              TC_COMMIT_BARRIERS at buffer (8 bytes each) when
                                              they complete, which completes its phase i / C
    tc_wait     () <- n u                     attrs (buffer, keep)   with n commits made, waits
                                              for commit i = n - 1 - keep (parity (i / C) % 2 of
                                              mbarrier i % C; i < 0, before the first, asks a
                                              fresh mbarrier for parity 1, which passes): after
                                              it that commit's and every earlier MMA's results
                                              are in tensor memory and their operand reads done;
                                              the `keep` newest commits may still be in flight
    tmem_ld     f x n <- taddr u              attrs (n,)   warp-wide .32x32b.x{n}: thread t of
                                              warp w reads lane 32 (w % 4) + t, columns
                                              taddr.col .. + n - 1 (a register each); the
                                              registers hold their values only after:
    tmem_wait_ld () <- ()                     tcgen05.wait::ld: the thread's tmem_lds are done
    tmem_st     () <- taddr u, vals u|f x n   attrs (n,)   warp-wide .32x32b.x{n}: the
                                              inverse of tmem_ld, done at:
    tmem_wait_st () <- ()                     tcgen05.wait::st
AMD only (the MFMA schedule):
    mfma        f x16 <- a u x2, b u x2, c f x16   attrs ("32x32x8", "bf16"|"f16"[, "agpr"])
                                              wave-wide; "agpr": keep C/D in AccVGPRs
                                              D = A(32x8) B(8x32) + C: A[i][k] in lane
                                              32 (k / 4) + i, register (k / 2) % 2, half k % 2
                                              (B mirrored); D register r of lane l is row
                                              8 (r / 4) + 4 (l / 32) + r % 4, column l % 32
                  also "16x16x16" (c: f x4); gfx942 8-bit: "32x32x16" (c: x16) / "16x16x32"
                  (c: x4), dtype "A.B" (each e4m3fnuz|e5m2fnuz, A first): byte b of register
                  g of lane l holds A[l % M][8 (l / M) + 4 g + b] (B[k][l % M] likewise);
                  C/D as the 16-bit shape of the same M; gfx950 16-bit "32x32x16" /
                  "16x16x32" (a, b: u x4): half h of register g of lane l holds
                  A[l % M][8 (l / M) + 2 g + h] (B likewise), C/D as above
    ldmatrix    u x n <- off u, imm           attrs (buffer, n 1|2|4, trans)   per warp: lane l
                                              gives the row address of 8x8 b16 matrix l / 8; the
                                              PTX ISA's m8n8 distribution (.trans transposed)
    mma         f x4 <- a u x4, b u x2, c f x4   attrs ("m16n8k16", "bf16"|"f16")   warp-wide
                                              D = A(16x16) B(16x8) + C in the mma.sync fragment
                                              layouts (PTX ISA 9.7.14.5.8)
    bar_group   () <- tid u                   attrs (group, groups, reason)   a barrier only the
                                              waves of wave group `group` execute (the block's
                                              waves split into `groups` equal, consecutive
                                              groups; tid the thread index). Barriers match by
                                              count (the n-th a wave reaches meets the n-th of
                                              every other wave), so after it that group is one
                                              barrier ahead of the others: see barriers.py,
                                              "Wave groups", for the happens-before it gives
    setprio     () <- ()                      attrs (level 0..3,)   the wave's issue priority
                                              (s_setprio); no effect on data
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, field, replace

from ..errors import CompilerBug
from .table import BUFFER_ATTRS, EFFECTS, GROUP_ATTRS, OPS  # noqa: F401 (passes read L.*)
from ..target.tensormap import (TENSOR_MAP_ALIGN, TENSOR_MAP_BYTES, UNSWIZZLED_BASE_ALIGN,
                                base_alignment)


_setattr = object.__setattr__      # a frozen instance's fields are set through it once


@dataclass(frozen=True, slots=True)
class Reg:
    id: int
    ty: str          # "u32" | "s32" | "u64" | "f32" | "pred"
    uniform: bool    # the same value in every thread of the block

    def __init__(self, id: int, ty: str, uniform: bool) -> None:
        # The dataclass keeps this __init__ (it stays frozen): its own looks up
        # object.__setattr__ again for every field, and a lowering makes thousands. Fields
        # go through _setattr, never through self.__dict__: reading __dict__ makes CPython
        # give the instance a real dict, and every later attribute read ~3x slower.
        _setattr(self, "id", id)
        _setattr(self, "ty", ty)
        _setattr(self, "uniform", uniform)

    def __hash__(self) -> int:
        # The id alone (equal registers have equal ids): every pass keys dicts and sets by
        # registers, and the dataclass's hash would build a tuple of all three fields each time.
        return self.id

    def __reduce__(self):
        # Pickled (the compile cache) as a call of __init__ with the fields: a frozen slotted
        # dataclass's own __getstate__/__setstate__ list its fields() on every instance: a third
        # of storing a compiled GEMM (gemm_bf16 for sm_90a: 82 -> 51 ms) and half of reading it
        # (50 -> 23 ms).
        return Reg, (self.id, self.ty, self.uniform)

    def __str__(self) -> str:
        return f"%{'u' if self.uniform else 'v'}{self.ty}_{self.id}"


@dataclass(frozen=True, slots=True)
class Imm:
    value: int | float
    ty: str

    def __init__(self, value: int | float, ty: str) -> None:
        _setattr(self, "value", value)      # as Reg's
        _setattr(self, "ty", ty)

    def __hash__(self) -> int:
        # The value alone (equal immediates have equal values): the builder's value numbering
        # hashes an op's operands several times each, and the dataclass's hash builds a tuple.
        return hash(self.value)

    def __reduce__(self):
        return Imm, (self.value, self.ty)      # as Reg's

    def __str__(self) -> str:
        if self.ty == "f32":
            return repr(float(self.value))
        return str(int(self.value))


Operand = Reg | Imm


@dataclass(frozen=True, slots=True)
class Inst:
    op: str
    dst: tuple[Reg, ...]
    src: tuple[Operand, ...]
    attrs: tuple = ()
    pred: Reg | None = None   # per-lane guard: the instruction acts only where pred is true
    note: str = ""            # why: the source line or the scheduler's reason

    def __init__(self, op: str, dst: tuple, src: tuple, attrs: tuple = (), pred=None,
                 note: str = "") -> None:
        # As Reg's (a lowering makes thousands of instructions).
        _setattr(self, "op", op)
        _setattr(self, "dst", dst)
        _setattr(self, "src", src)
        _setattr(self, "attrs", attrs)
        _setattr(self, "pred", pred)
        _setattr(self, "note", note)

    def __reduce__(self):
        return Inst, (self.op, self.dst, self.src, self.attrs, self.pred, self.note)  # as Reg's

    def attr(self, name: str, default=None):
        """An attribute by the name the op table gives it (kgen.lir.table.OPS); `default` when
        this instance leaves an optional one out."""
        i = _ATTR_INDEX[self.op][name]
        return self.attrs[i] if i < len(self.attrs) else default

    def attrs_with(self, **named) -> tuple:
        """This instance's attributes with the named ones replaced (by the op table's names):
        n.attrs_with(bar_buffer="full0") for a tma_load."""
        out = list(self.attrs)
        for name, value in named.items():
            i = _ATTR_INDEX[self.op][name]
            if i >= len(out):
                raise CompilerBug(f"{self.op}: attribute {name!r} after ones this instance "
                                  "leaves out")
            out[i] = value
        return tuple(out)


def copied_inst(n: Inst, dst: tuple, src: tuple, attrs: tuple, pred) -> Inst:
    """n with new operands, attributes and guard (its op and note kept)."""
    return Inst(n.op, dst, src, attrs, pred, n.note)


# op -> attribute name -> its position in Inst.attrs (kgen.lir.table.OPS, read once: every pass
# reads attributes by name, several times an instruction).
_ATTR_INDEX = {op: {name: i for i, name in enumerate(row.attrs)} for op, row in OPS.items()}


@dataclass(frozen=True)
class If:
    cond: Reg                 # uniform pred
    then: tuple["Node", ...]
    else_: tuple["Node", ...]
    note: str = ""
    # "block": the same in every thread. "warp": the same within each warp only: a warp role
    # (warp specialization). No block barrier may sit inside a warp-scoped If (the other warps
    # never reach it); its threads synchronise through mbarriers, which verify_mbarriers proves.
    scope: str = "block"
    # A warp-scoped If that splits the block into two roles (warp specialization): the threads
    # of its then-role and of its else-role. Each role orders its own shared accesses with a
    # named barrier of its threads only (`bar_named`, ROLE_BARRIERS[0] then, [1] else).
    roles: tuple[int, int] = ()


# The named barriers of the two roles of a warp-role If (barrier 0 is the block's bar.sync 0).
ROLE_BARRIERS = (1, 2)
# The named barriers of a ping-pong's two consumer warpgroups: warpgroup g waits at
# TURN_BARRIERS[g] for its turn, and the other arrives there to hand it over.
TURN_BARRIERS = (3, 4)


@dataclass(frozen=True)
class Loop:
    """for (counter = start; counter < end; counter += step) body — all uniform."""
    counter: Reg
    start: Operand
    end: Operand
    step: int
    body: tuple["Node", ...]
    note: str = ""


@dataclass(frozen=True)
class Pipelined:
    """A loop the scheduler hands to a pipelining pass (kgen/passes/pipeline.py) instead of writing the
    pipeline itself: for counter in [start, end) by step: `produce` then `consume`.

    `produce` fills the shared buffers named in `buffers` (with asynchronous copies: cp_async or
    tma_load, plus their address arithmetic); `consume` reads them. Both are written for one
    buffer set (names in `buffers`, as the scheduler declared them in Function.shared). A pass
    chooses how the `stages` copies overlap: a multi-stage cp.async pipeline (prologue, steady
    state, drain, commit groups and waits; barriers then come from insert_barriers), or warp
    roles with an mbarrier ring (warp specialization). No other pass sees this node: the
    pipelining passes run right after lowering and replace it."""
    counter: Reg
    start: Operand
    end: Operand
    step: int
    produce: tuple["Node", ...]
    consume: tuple["Node", ...]
    buffers: tuple[str, ...]
    stages: int
    note: str = ""
    # WarpRoles: warp-specialize (kgen/passes/specialize.py); WaveGroups: the wave-group ping-pong
    # (kgen/passes/pipeline.py); None: one role, the S-stage pipeline of `copy`.
    roles: "WarpRoles | WaveGroups | None" = None
    copy: str = "cp.async"             # the copy protocol (kgen.passes.pipeline.PROTOCOLS)
    # Under warp roles: the buffers grouped into mbarrier rings, each with FULL and EMPTY
    # barriers of its own, so a consumer waits for each operand just before it reads it and
    # releases it just after (attention's K and V). () is one ring of every buffer.
    rings: tuple[tuple[str, ...], ...] = ()
    # An upper bound on the iterations, where the scheduler knows one (the masked rest of a
    # walk in chunks: one); None: any number.
    max_trips: int | None = None


@dataclass(frozen=True)
class WarpRoles:
    """How warp specialization splits a block: one warpgroup produces (its warp 0, lane 0
    issues the copies), `consumers` warpgroups consume; registers per thread after setmaxnreg
    for each side. The producer is warpgroup 0 (the scheduler wrote its block with it, and
    the consumers' thread indices from 128), or with `producer_last` the warpgroup after the
    consumers, added by the pass: the scheduler wrote a block of the consumers only."""
    consumers: int
    producer_regs: int
    consumer_regs: int
    producer_last: bool = False
    # Two consumer warpgroups take turns at the tensor cores (FlashAttention-3's ping-pong):
    # each issues a product's wgmmas only in its turn and hands the turn over once they are
    # committed, so one group's softmax runs beside the other's products.
    pingpong: bool = False


@dataclass(frozen=True)
class WaveGroups:
    """How the wave-group ping-pong splits a block (CDNA, kgen/passes/pipeline.py): `groups` groups of
    consecutive waves run the same loop one barrier apart, so one group's matrix phase overlaps
    the other's memory phase."""
    groups: int


Node = Inst | If | Loop | Pipelined


@dataclass(frozen=True)
class ParamSlot:
    """One kernel argument, in ABI order: pointer for a tensor, value for a scalar or dimension,
    bytes for a tensor map.

    A slot with `size` > 0 is passed by value as that many bytes, aligned to `align` (PTX
    `.param .align A .b8 name[size]`); its `ty` is then "b8" and no register holds it. Kind
    "tensormap" is such a slot: the 128-byte TMA tensor map (a CUtensorMap, 128-byte aligned) of
    tensor `of`, with its box (innermost first), its swizzle in bytes and the tensor's shape,
    from which the runtime builds the map for the tensor's address and sizes and copies it into
    the argument buffer, as CUDA C++ passes a `const __grid_constant__ CUtensorMap`. In the
    kernel, `ld_param` of it gives the parameter's generic address, which `tma_load` takes."""
    name: str
    kind: str      # "tensor" | "scalar" | "dim" | "tensormap" | "programs" (L.grid_dims's x)
    ty: str        # LIR type of the argument: u64 for pointers, b8 for by-value bytes
    dtype: str     # the kgen dtype (tensors: element dtype; dims: i32)
    readonly: bool = True
    of: str = ""
    box: tuple[int, ...] = ()
    swizzle: int = 0
    shape: tuple = ()   # the tensor's shape, outermost first: dimension names or sizes
    size: int = 0       # bytes of a by-value argument; 0: a scalar of type `ty`
    align: int = 0      # its alignment in bytes

    def __post_init__(self):
        if self.kind == "tensormap" and (self.ty, self.size, self.align) != \
                ("b8", TENSOR_MAP_BYTES, TENSOR_MAP_ALIGN):
            raise CompilerBug(f"tensor map argument {self.name} is {self.ty}[{self.size}] "
                              f"align {self.align}; a map is passed by value, b8[128] align 128 "
                              "(make it with lir.tensormap_slot)")


def tensormap_slot(name: str, dtype: str, of: str, box: tuple[int, ...], swizzle: int,
                   shape: tuple) -> ParamSlot:
    """The by-value argument that carries a TMA tensor map of tensor `of`."""
    return ParamSlot(name, "tensormap", "b8", dtype, of=of, box=box, swizzle=swizzle,
                     shape=shape, size=TENSOR_MAP_BYTES, align=TENSOR_MAP_ALIGN)


@dataclass(frozen=True)
class SharedBuffer:
    name: str
    offset: int    # bytes from the start of the block's shared memory
    size: int
    purpose: str


@dataclass(frozen=True)
class GridDim:
    """One launch-grid dimension: ceil(extent / tile) blocks, extent a dimension symbol or value."""
    axis: str
    extent: str | int
    tile: int

    def __str__(self) -> str:
        return f"{self.axis}: ceil({self.extent} / {self.tile})"


@dataclass(frozen=True)
class Segments:
    """Segment offsets a launch reads (kgen.tile.ir.Segment): `offsets` must hold count + 1
    non-decreasing entries in [0, rows] (count and rows dimension symbols or values); the
    grid takes the tiles of the longest segment, the launch size `longest`
    (kgen.runtime.launch.segment_sizes computes both facts from the offsets)."""
    offsets: str
    count: str | int
    rows: str | int
    longest: str


@dataclass(frozen=True)
class Split:
    """The first of a split reduction's two launches (kgen.lower.split): this function writes
    each part's reductions to the workspace, then `fold` (the kernel with its reductions over
    the parts) reads them and writes the kernel's outputs. The runtime allocates the
    workspace, `name: dtype[parts, *dims]` for each entry, and passes the parts as the
    dimension `parts` and the rows a part as the scalar `rows` (split_shape)."""
    fold: "Function"
    dim: str                         # the dimension the kernel reduces, split into parts
    parts: str
    rows: str
    step: int                        # rows a part: a multiple of the walk's chunk
    least: int                       # rows a part at least: two fills of its pipeline
    want: int                        # programs that fill the machine (every SM's blocks)
    workspace: tuple[tuple[str, str, tuple[str | int, ...]], ...]


# The mbarriers tcgen05 commits arrive on in turn (tc_commit, tc_wait): a parity wait tells a
# barrier's phases apart by parity only (PTX ISA, "mbarrier.test_wait/try_wait"), so the commit a
# wait means must be the oldest one in flight on its barrier: with up to C - 1 newer commits in
# flight (a step's products, `keep`), each on another of C barriers, it is. A power of two: the
# emitter finds the barrier and the phase with a mask and a shift.
TC_COMMIT_BARRIERS = 4


@dataclass(frozen=True)
class TensorMemory:
    """A tcgen05 function's tensor memory (kgen.lower.tcgen05), which kgen.passes.tensor_memory
    allocates before the whole body (warp roles included: their split comes first) and frees
    after it: `cols` columns (`used` of them the accumulators'), whose address tcgen05.alloc
    writes to shared buffer `slot` and every thread reads into `base`; the TC_COMMIT_BARRIERS
    mbarriers at `mbar` the products' commits arrive on (`issuers` arrivals a phase), `commits` counting
    them; `wave` the threads of warp 0, which allocates."""
    cols: int
    used: int
    slot: str
    mbar: str
    issuers: int
    base: "Reg"
    commits: "Reg"
    wave: int


@dataclass(frozen=True)
class Function:
    name: str
    params: tuple[ParamSlot, ...]
    body: tuple[Node, ...]
    threads: int
    grid: tuple[GridDim, ...]        # grid dimensions x, y, z in order
    shared: tuple[SharedBuffer, ...]
    header: tuple[str, ...] = field(default=())  # lines describing kernel, target, schedule
    # A variant with preconditions: the runtime launches this function when every (dimension,
    # multiple) holds and every tensor's address is aligned as `base_alignments` says, else
    # `fallback`, which has the same arguments minus the tensor maps and runs any sizes.
    requires: tuple[tuple[str, int], ...] = ()
    fallback: "Function | None" = None
    # Faster kernels for some sizes, with the same arguments, tried first, in order: the
    # short-row variants of a kernel that walks its rows (kgen.lower.plan.short_rows), each
    # launched where every (dimension, most) of its `bounds` holds, sizes[dimension] <= most.
    # A split reduction's variant also has `split` (launched where split_shape says).
    variants: tuple["Function", ...] = ()
    bounds: tuple[tuple[str, int], ...] = ()
    split: Split | None = None
    # 0: block (x, y, z) takes tile (x, y, z) of `grid`. G >= 1: the grouped order
    # (kgen.lower.raster): the first two grid dimensions are launched as one, x over
    # tiles(grid[0]) x tiles(grid[1]) blocks, the third (if any) on y; the body maps x to tiles.
    raster: int = 0
    # 0: one program per tile. P >= 1: persistent (kgen.lower.plan.Persistent): at most P
    # programs along x, each looping over tiles; the `programs` argument says how many ran.
    programs: int = 0
    segments: tuple[Segments, ...] = ()
    # CTAs per thread-block cluster along x (PTX `.reqnctapercluster N, 1, 1`): the launch's
    # x is a whole number of clusters (grid_dims rounds it up; the extra blocks own no tile).
    cluster: int = 1
    # tcgen05: the tensor memory kgen.passes.tensor_memory sets up around the body (None: none)
    tensor_memory: TensorMemory | None = None

    @property
    def shared_bytes(self) -> int:
        return max((b.offset + b.size for b in self.shared), default=0)


def _axis_tiles(fn: Function, sizes: dict[str, int]) -> list[int]:
    """Tiles along each grid axis for the given dimension sizes (at least 1 each). A
    cluster's CTAs take adjacent tiles of the first grid axis (kgen.lower.raster), so its
    tiles come in whole clusters: a last odd tile's peer owns none (its elements are all out
    of bounds, kgen.lower.program)."""
    dims = [max(1, -(-(g.extent if isinstance(g.extent, int) else sizes[g.extent]) // g.tile))
            for g in fn.grid]
    if dims:
        dims[0] = -(-dims[0] // fn.cluster) * fn.cluster
    return dims


def tile_total(fn: Function, sizes: dict[str, int]) -> int:
    """The launch's tiles: one program each, or shared among fn.programs persistent ones."""
    return math.prod(_axis_tiles(fn, sizes))


def grid_dims(fn: Function, sizes: dict[str, int]) -> tuple[int, int, int]:
    """Blocks along x, y, z for the given dimension sizes (every dimension at least 1)."""
    dims = _axis_tiles(fn, sizes) or [1]
    if fn.programs:
        # whole clusters of persistent programs (the schedule's N is a multiple of them)
        return (min(math.prod(dims), fn.programs // fn.cluster * fn.cluster), 1, 1)
    if fn.raster:
        dims[:2] = [dims[0] * dims[1]]
    dims += [1] * (3 - len(dims))
    return tuple(dims)  # type: ignore[return-value]


def base_alignments(fn: Function) -> dict[str, int]:
    """Per tensor argument, the alignment its address needs for `fn` to run: 16 bytes (16-byte
    vector and cp.async accesses, a tensor map's base: CUDA Driver API, cuTensorMapEncodeTiled;
    kgen.target.tensormap.base_alignment for swizzled maps)."""
    out = {p.name: UNSWIZZLED_BASE_ALIGN for p in fn.params if p.kind == "tensor"}
    for p in fn.params:
        if p.kind == "tensormap":
            out[p.of] = max(out.get(p.of, 0), base_alignment(p.swizzle))
    return out


def select(fn: Function, sizes: dict[str, int], addresses: dict[str, int]) -> Function:
    """The variant to launch for these sizes and tensor addresses: the first of fn.variants
    whose bounds the sizes meet (select(softmax, {"N": 50, ...}, ...) is softmax_rows64), else
    fn where its requirements hold (Function.requires), else its fallback's choice:
    select(gemm, {"K": 72, ...}, {"a": base + 8, ...}) is gemm.fallback, a tensor map's base
    must be 16-byte aligned."""
    for v in fn.variants:
        if v.split is not None:
            # a split's part has no fallback of its own: where its TMA cannot go, the kernel
            if split_shape(v, sizes) is not None and _meets(v, sizes, addresses):
                return v
        elif all(sizes.get(d, 0) <= most for d, most in v.bounds):
            return v
    while fn.fallback is not None:
        if _meets(fn, sizes, addresses):
            return fn
        fn = fn.fallback
    return fn


def _meets(fn: Function, sizes: dict[str, int], addresses: dict[str, int]) -> bool:
    """fn's requirements hold (Function.requires, base_alignments) at these sizes and
    addresses."""
    need = base_alignments(fn)
    return all(sizes.get(d, 0) % m == 0 for d, m in fn.requires) and \
        all(a % need.get(name, UNSWIZZLED_BASE_ALIGN) == 0 for name, a in addresses.items())


# A split pays where the kernel's walk outlasts the second launch and the workspace's round
# trip: a walk of at least this many of a part's least rows (a GEMM's 128 x 128 x 64 step takes
# about 0.3 us on an H100 SM, 989 TFLOP/s over 132 SMs; a launch costs microseconds, so a
# K of 2048, 32 steps, is about where splitting starts to gain).
SPLIT_LEAST_PARTS = 4


def split_shape(fn: Function, sizes: dict[str, int]) -> tuple[int, int] | None:
    """(parts, rows a part) of split variant fn at these sizes (kgen.lower.split), or None
    where the kernel alone fills the machine (at least half of `want` programs) or the
    dimension is too short to split (under SPLIT_LEAST_PARTS x `least`). As many parts as keep the launch within `want`
    programs (one wave: no tail of a second), floor(want / programs), each
    ceil(n / parts) rows but at least `least` (a part fills its pipeline), rounded up to the
    walk's chunk; parts = ceil(n / rows) >= 2.
    bias_grad on sm_90a at T = 8192, C = 768: 12 programs, 8 blocks of 256 threads on each of
    132 SMs (want 1056), at most 88 parts of 94 rows, but at least 256: 32 parts, 384
    programs."""
    sp = fn.split
    programs = tile_total(fn, {**sizes, sp.parts: 1})      # the kernel's own
    n = sizes.get(sp.dim, 0)
    if 2 * programs >= sp.want or n < SPLIT_LEAST_PARTS * sp.least:
        return None
    rows = max(-(-n // (sp.want // programs)), sp.least)
    rows = max(1, -(-rows // sp.step)) * sp.step
    parts = -(-n // rows)
    return (parts, rows) if parts >= 2 else None


def variants(fn: Function) -> tuple[Function, ...]:
    """fn, its variants and its fallbacks: every function a module holds for one kernel (a
    split variant's fold after it)."""
    out: list[Function] = []

    def chain(f: Function | None) -> None:
        while f is not None:
            out.append(f)
            f = f.fallback
    chain(fn)
    for v in fn.variants:
        chain(v)
        if v.split is not None:
            out.append(v.split.fold)
    return tuple(out)


def module_functions(functions) -> list[Function]:
    """Every function a module holds (variants), kernel by kernel: what the emitters write,
    the assembler reports on and the proofs check."""
    return [g for f in functions for g in variants(f)]


def refuse_pipelined(n: Pipelined, where: str):
    """The error of a pass that meets a Pipelined node: the pipelining pass did not run."""
    raise CompilerBug(f"{where} met a Pipelined loop ({n.note or 'no note'}): "
                      "kgen.passes.pipeline.pipeline_loops runs right after lowering and replaces it")


def walk(nodes, pipelined: bool = False):
    """Yields every Inst in program order, descending into If and Loop bodies (and with
    `pipelined`, into a Pipelined loop's produce then consume: code before the pipelining
    passes; without it, meeting one is a compiler bug).

    One generator over an explicit stack of iterators, not a generator per nested body: every
    pass walks every instruction several times, and a chain of `yield from`s costs a frame
    switch per level per instruction."""
    stack = [iter(nodes)]
    while stack:
        for n in stack[-1]:
            t = type(n)
            if t is Inst:
                yield n
            elif t is If:
                stack.append(iter(n.else_))
                stack.append(iter(n.then))
                break
            elif t is Loop:
                stack.append(iter(n.body))
                break
            elif t is Pipelined and pipelined:
                stack.append(iter(n.consume))
                stack.append(iter(n.produce))
                break
            elif t is Pipelined:
                refuse_pipelined(n, "lir.walk")
            else:
                raise CompilerBug(f"LIR: a node of type {t.__name__} in a function body")
        else:
            stack.pop()


# body -> (body, its instructions in program order, op -> those of the op): the last few bodies
# asked for, by identity (the entry keeps its body alive, so its id is not reused meanwhile).
_INDEXED: dict[int, tuple] = {}
_INDEX_LIMIT = 8


def _indexed(nodes: tuple) -> tuple:
    hit = _INDEXED.get(id(nodes))
    if hit is not None and hit[0] is nodes:
        return hit
    insts = list(walk(nodes))
    by_op: dict[str, list] = {}
    for n in insts:
        at = by_op.get(n.op)
        if at is None:
            by_op[n.op] = [n]
        else:
            at.append(n)
    if len(_INDEXED) >= _INDEX_LIMIT:
        _INDEXED.clear()
    hit = _INDEXED[id(nodes)] = (nodes, insts, by_op)
    return hit


def instructions(nodes: tuple) -> list:
    """Every Inst of a body, in walk's order, as a list made once per body: after the last
    pass, the proofs and the emitter each look through the same function (the list is shared:
    do not change it)."""
    return _indexed(nodes)[1]


def by_op(nodes: tuple) -> dict[str, list]:
    """A body's instructions by op (each op's in program order), made once per body with
    instructions(): a proof after an op or two (the barriers of a wave-group schedule, the
    mbarrier inits) finds them without looking through the rest (shared: do not change it)."""
    return _indexed(nodes)[2]


def entry_registers(fn: "Function") -> int | None:
    """Registers a thread of fn starts with where its warpgroups trade them by setmaxnreg (the
    `.maxnreg` its PTX declares; None for any other function, whose count only the assembler
    knows). PTX ISA, "Miscellaneous Instructions: setmaxnreg": the kernel must be launched
    with a maximum per-thread register count (.maxnreg); .inc raises the count "from its
    current value to imm-reg-count" and .dec reduces it, so the count at entry is at most every
    .inc's and at least every .dec's (a 256-thread block could start at 248, above its
    consumers' 232: they start at 232)."""
    sets = [n.attrs for n in by_op(fn.body).get("setmaxnreg", ())]
    if not sets:
        return None
    entry = min([min(255, 65536 // fn.threads) // 8 * 8] +
                [r for how, r in sets if how == "inc"])
    low = max((r for how, r in sets if how == "dec"), default=0)
    if low > entry:
        raise CompilerBug(f"setmaxnreg.dec {low} above the {entry} registers a thread of "
                          f"{fn.name} starts with")
    return entry


def access_bits(n: Inst) -> int:
    """Bits one thread moves between registers and memory in one instruction (0 for any
    other instruction): ld_global with attrs (32, 4) is 128, st_shared of 4 values 128,
    cp_async 128 (its 16 bytes)."""
    if n.op in ("ld_global", "st_global"):
        return n.attr("bits") * n.attr("n")
    if n.op in ("ld_shared", "st_shared"):
        bits = n.attr("bits", 32)
        return bits * (len(n.dst) if n.op == "ld_shared" else len(n.src) - 2)
    if n.op == "cp_async":
        return 8 * n.attr("bytes")
    return 0


def verify_access_widths(fn: Function, max_bits: int, shared_bits: int = 0) -> None:
    """Every global and shared access of fn (and of its fallback) moves at most max_bits, the
    target's widest single load/store (Target.max_vector_bits), a shared one at most
    shared_bits where that is narrower (Target.max_shared_vector_bits): a wider one is a
    lowering bug that only the assembler would otherwise catch, or not catch at all."""
    for f in variants(fn):
        for n in instructions(f.body):
            most = (n.op in ("ld_shared", "st_shared") and shared_bits) or max_bits
            if access_bits(n) > most:
                raise CompilerBug(f"{f.name}: {n.op} of {access_bits(n)} bits ({n.note}); the "
                                  f"target's widest access is {most} bits")


def loops(nodes):
    """Every Loop among nodes in program order, outer before inner, then-branches before
    else-branches (the emitters' order)."""
    for n in nodes:
        if isinstance(n, Loop):
            yield n
            yield from loops(n.body)
        elif isinstance(n, If):
            yield from loops(n.then)
            yield from loops(n.else_)


def registers(fn: Function) -> list[Reg]:
    """Every register the function mentions, in first-mention order (Pipelined regions too)."""
    seen: dict[int, Reg] = {}
    for r in mentions(fn.body):
        if isinstance(r, Reg) and r.id not in seen:
            seen[r.id] = r
    return list(seen.values())


def largest_register(nodes) -> int:
    """The largest register id the nodes mention (Pipelined regions too), 0 for none: above
    it a pass numbers the registers it makes. The same as max over `mentions`, read a body
    at a time (a pass asks this of the whole function)."""
    insts = [n for n in nodes if type(n) is Inst]
    ids = [r.id for n in insts for r in n.dst]
    ids += [r.id for n in insts for r in n.src if type(r) is Reg]
    ids += [n.pred.id for n in insts if n.pred is not None]
    for n in nodes:
        if type(n) is If:
            ids += (n.cond.id, largest_register(n.then), largest_register(n.else_))
        elif type(n) is not Inst:
            ids += [r.id for r in (n.counter, n.start, n.end) if type(r) is Reg]
            ids += [largest_register(part) for part in
                    ((n.body,) if type(n) is Loop else (n.produce, n.consume))]
    return max(ids, default=0)


def mentions(nodes, reads_only: bool = False):
    """The operands the nodes name, in program order (Pipelined regions too): an
    instruction's destinations, sources and guard, a branch's condition, a loop's counter and
    bounds; reads_only: all but what they define (destinations and counters). Not only
    registers: immediates and None guards come too."""
    for n in nodes:
        if isinstance(n, Inst):
            yield from n.src if reads_only else (*n.dst, *n.src)
            yield n.pred
        elif isinstance(n, If):
            yield n.cond
            yield from mentions(n.then, reads_only)
            yield from mentions(n.else_, reads_only)
        else:
            if not reads_only:
                yield n.counter
            yield n.start
            yield n.end
            for part in (n.body,) if isinstance(n, Loop) else (n.produce, n.consume):
                yield from mentions(part, reads_only)


def same_code(a, b) -> bool:
    """Whether node a computes what node b does: the same nodes, ops, attributes and
    immediates, with each register a defines (an instruction's destination, a loop counter)
    standing for the one b defines at the same place, and every other register the same in
    both. Notes do not count. same_code(loop over [0, n) of body, the same loop with fresh
    registers) is True; with one immediate or one outside register changed, False."""
    ren: dict[int, int] = {}

    def defines(x, y) -> bool:
        if isinstance(x, Reg) != isinstance(y, Reg):
            return False
        if isinstance(x, Reg):
            if x.ty != y.ty or ren.setdefault(x.id, y.id) != y.id:
                return False
        return True

    def uses(x, y) -> bool:
        if isinstance(x, Reg) and isinstance(y, Reg):
            return ren.get(x.id, x.id) == y.id and x.ty == y.ty
        return x == y

    def nodes(xs, ys) -> bool:
        return len(xs) == len(ys) and all(node(x, y) for x, y in zip(xs, ys))

    def node(x, y) -> bool:
        if type(x) is not type(y):
            return False
        if type(x) is Inst:
            if x.op != y.op or x.attrs != y.attrs or len(x.src) != len(y.src) or \
                    len(x.dst) != len(y.dst) or not uses(x.pred, y.pred):
                return False
            # uses and defines written out over the operands: a loop body's comparison
            # looks at every operand (a wgmma has a hundred), a call each would cost most
            get = ren.get
            for s, t in zip(x.src, y.src):
                if type(s) is Reg:
                    if type(t) is not Reg or get(s.id, s.id) != t.id or s.ty != t.ty:
                        return False
                elif s != t:
                    return False
            setdefault = ren.setdefault
            for d, e in zip(x.dst, y.dst):
                if type(d) is Reg:
                    if type(e) is not Reg or d.ty != e.ty or setdefault(d.id, e.id) != e.id:
                        return False
                elif type(e) is Reg:
                    return False
            return True
        if isinstance(x, If):
            return (uses(x.cond, y.cond) and (x.scope, x.roles) == (y.scope, y.roles)
                    and nodes(x.then, y.then) and nodes(x.else_, y.else_))
        head = (uses(x.start, y.start) and uses(x.end, y.end) and x.step == y.step
                and defines(x.counter, y.counter))
        if isinstance(x, Loop):
            return head and nodes(x.body, y.body)
        return (head and (x.buffers, x.stages, x.roles, x.copy, x.rings) ==
                (y.buffers, y.stages, y.roles, y.copy, y.rings)
                and nodes(x.produce, y.produce) and nodes(x.consume, y.consume))
    return node(a, b)


def prune_unread(node, fresh: int):
    """node (a Loop or Pipelined) without the side-effect-free instructions that compute only
    registers numbered `fresh` or above and read nowhere in it (what a version of a loop body
    computed eagerly and never used), repeated until none is left. Registers below `fresh`
    may be read after the node, so what writes them stays.

    One count of reads, then a worklist: an instruction that dies releases its operands, and
    the writers of a register left unread are looked at again (what rounds of whole walks
    would find: a removal only lowers counts, so the instructions that die are the same)."""
    insts: list[Inst] = []
    control: list = []
    _occurrences((node,), insts, control)
    # what mentions(reads_only) would count, an occurrence at a time, counted in C (Counter)
    reads = Counter([r.id for n in insts for r in n.src if type(r) is Reg])
    reads.update([n.pred.id for n in insts if n.pred is not None])
    reads.update([r.id for r in control if type(r) is Reg])
    writers: dict[int, list] = {}      # register id -> the candidates writing it
    seen: dict[int, list] = {}         # id(candidate) -> [it, its occurrences]
    for n in insts:
        if n.op not in EFFECTS and n.dst and all(d.id >= fresh for d in n.dst):
            if id(n) in seen:
                seen[id(n)][1] += 1
                continue
            seen[id(n)] = [n, 1]
            for d in n.dst:
                writers.setdefault(d.id, []).append(n)

    def unread(n) -> bool:
        return not any(reads.get(d.id) for d in n.dst)
    # nearly every candidate's first destination is read: that settles it without a call
    work = [n for n, _ in seen.values() if not reads.get(n.dst[0].id) and unread(n)]
    dead: set[int] = set()
    while work:
        n = work.pop()
        if id(n) in dead:
            continue
        dead.add(id(n))
        times = seen[id(n)][1]
        for r in (*n.src, n.pred):
            if type(r) is Reg:
                reads[r.id] -= times
                if not reads[r.id]:
                    work += [w for w in writers.get(r.id, ()) if id(w) not in dead and unread(w)]
    if not dead:
        return node

    return without((node,), dead)[0]


def _occurrences(nodes, insts: list, control: list) -> None:
    """prune_unread's walk: every occurrence of an instruction in walk's order (a Pipelined
    loop's produce, then consume), and the operands the Ifs and loops read (conditions,
    bounds); a module function, as _collect is."""
    for n in nodes:
        t = type(n)
        if t is Inst:
            insts.append(n)
        elif t is If:
            control.append(n.cond)
            _occurrences(n.then, insts, control)
            _occurrences(n.else_, insts, control)
        else:
            control.extend((n.start, n.end))
            if t is Loop:
                _occurrences(n.body, insts, control)
            else:
                _occurrences(n.produce, insts, control)
                _occurrences(n.consume, insts, control)


def without(nodes: tuple, gone: set[int], whole=None) -> tuple:
    """`nodes` less the instructions whose id() is in `gone`; what is left alone is kept (kept,
    rebuilt). whole(n): that compound node n holds none of them (a shortcut; None: look)."""
    out = []
    for n in nodes:
        if type(n) is Inst:
            if id(n) not in gone:
                out.append(n)
        elif whole is not None and whole(n):
            out.append(n)
        elif isinstance(n, If):
            out.append(rebuilt(n, then=without(n.then, gone, whole),
                               else_=without(n.else_, gone, whole)))
        elif isinstance(n, Loop):
            out.append(rebuilt(n, body=without(n.body, gone, whole)))
        else:
            out.append(rebuilt(n, produce=without(n.produce, gone, whole),
                               consume=without(n.consume, gone, whole)))
    return kept(nodes, out)


def kept(nodes: tuple, out) -> tuple:
    """A pass's new version `out` of the body `nodes`, as a tuple: `nodes` itself where out
    holds the same objects. A pass that leaves a body alone thereby keeps it, and the If or
    Loop around it (rebuilt, below), so that the LIR verifier and later passes skip what they
    have seen whole."""
    if len(out) == len(nodes) and all(a is b for a, b in zip(out, nodes)):
        return nodes
    return tuple(out)


def rebuilt(node, **parts):
    """node with the named parts (bodies, branches) replaced; node itself where each part is
    the object it already has (see kept)."""
    if all(getattr(node, name) is part for name, part in parts.items()):
        return node
    return replace(node, **parts)


# Where an op names shared buffers: attribute positions. Fill groups (st_shared, cp_async attrs[2])
# name the buffers they fill by word ("fill A"), so renaming a buffer renames those words too.


def _names_any(attrs: tuple, where: tuple, buffers: dict) -> bool:
    """Whether an instruction's buffer attributes (at positions `where`) name one of buffers."""
    for i in where:
        if i < len(attrs) and attrs[i] in buffers:
            return True
    return False


def clone(nodes, regs: dict[int, Operand], buffers: dict[str, str] | None = None) -> tuple:
    """`nodes` with registers and shared buffers substituted, for passes that copy code.

    A register whose id is in `regs` becomes regs[id] wherever it appears (as a destination or
    loop counter only by a register); a buffer named in `buffers` is renamed in every buffer
    attribute (BUFFER_ATTRS) and fill group. clone(body, {3: Imm(0, "u32")}, {"A": "A1"}) is the
    body with %3 read as 0, writing and reading A1 instead of A. Untouched nodes are shared."""
    buffers = buffers or {}

    def sub(o):
        if isinstance(o, Reg) and o.id in regs:
            return regs[o.id]
        return o

    def dst(r):
        out = sub(r)
        if not isinstance(out, Reg):
            raise CompilerBug(f"clone: {r} would become {out} where only a register can stand "
                              "(a destination, loop counter or If condition)")
        return out

    get = regs.get

    # The registers renamed to something else than a register: none may be a destination.
    not_regs = {i for i, o in regs.items() if type(o) is not Reg}

    def inst(n: Inst) -> Inst:
        # The operands substituted, the same tuple where none is renamed. This runs on every
        # operand of every instruction a pass copies (the pipeline's unrolled stages): one
        # loop, no call per operand, none at all when only buffers are renamed (a wgmma names
        # a hundred registers).
        d = s = None
        if regs:
            for o in n.dst:
                if type(o) is Reg and o.id in regs:
                    d = tuple([get(x.id, x) if type(x) is Reg else x for x in n.dst])
                    if not_regs:
                        for r in n.dst:
                            dst(r)      # refuses a destination renamed to anything but a register
                    break
            for o in n.src:
                if type(o) is Reg and o.id in regs:
                    s = tuple([get(x.id, x) if type(x) is Reg else x for x in n.src])
                    break
        if d is None:
            d = n.dst
        if s is None:
            s = n.src
        p = n.pred
        if p is not None:
            p = get(p.id, p)
        attrs = n.attrs
        where = BUFFER_ATTRS.get(n.op) if buffers else None
        if where and _names_any(attrs, where, buffers):
            a = list(attrs)
            for i in where:
                if i < len(a):
                    a[i] = buffers.get(a[i], a[i])
            g = GROUP_ATTRS.get(n.op)
            if g is not None and g < len(a) and isinstance(a[g], str):
                a[g] = " ".join(buffers.get(w, w) for w in a[g].split(" "))
            attrs = tuple(a)
        if d is n.dst and s is n.src and p is n.pred and attrs is n.attrs:
            return n
        return Inst(n.op, d, s, attrs, p, n.note)     # copied_inst, without the call

    def compound(n, visit):
        # `visit` comes in as an argument: a closure naming itself would make a reference
        # cycle, keeping every clone's tables for the cyclic collector to find.
        if isinstance(n, If):
            return replace(n, cond=dst(n.cond), then=visit(n.then, visit),
                           else_=visit(n.else_, visit))
        if isinstance(n, Loop):
            return replace(n, counter=dst(n.counter), start=sub(n.start), end=sub(n.end),
                           body=visit(n.body, visit))
        return replace(n, counter=dst(n.counter), start=sub(n.start), end=sub(n.end),
                       produce=visit(n.produce, visit), consume=visit(n.consume, visit),
                       buffers=tuple(buffers.get(x, x) for x in n.buffers))

    def visit(ns, visit) -> tuple:
        return tuple([inst(n) if type(n) is Inst else compound(n, visit) for n in ns])

    return visit(nodes, visit)


def format_function(fn: Function) -> str:
    """Deterministic text of a function's LIR, for `--emit schedule` and tests."""
    lines = [f"func {fn.name} threads={fn.threads} grid=({', '.join(map(str, fn.grid))})"
             + (f" grouped by {fn.raster} (x over the first two)" if fn.raster else "")]
    for p in fn.params:
        ty = f"{p.ty}[{p.size}] align {p.align}" if p.size else p.ty
        lines.append(f"  param {p.name}: {p.kind} {ty} ({p.dtype})")
    for b in fn.shared:
        lines.append(f"  shared {b.name} @{b.offset} [{b.size} bytes]: {b.purpose}")

    def inst(n: Inst) -> str:
        g = f"@{n.pred} " if n.pred is not None else ""
        d = ", ".join(map(str, n.dst))
        s = ", ".join(map(str, n.src))
        a = (" " + " ".join(map(str, n.attrs))) if n.attrs else ""
        text = f"{g}{n.op}{a} {d}{' <- ' if d and s else ''}{s}".rstrip()
        return text + (f"    ; {n.note}" if n.note else "")

    def visit(nodes, pad):
        for n in nodes:
            if isinstance(n, Inst):
                lines.append(pad + inst(n))
            elif isinstance(n, If):
                kw = "if" if n.scope == "block" else f"if.{n.scope}"
                lines.append(f"{pad}{kw} {n.cond} {{" + (f"    ; {n.note}" if n.note else ""))
                visit(n.then, pad + "  ")
                if n.else_:
                    lines.append(f"{pad}}} else {{")
                    visit(n.else_, pad + "  ")
                lines.append(f"{pad}}}")
            elif isinstance(n, Loop):
                lines.append(f"{pad}for {n.counter} = {n.start}; < {n.end}; += {n.step} {{"
                             + (f"    ; {n.note}" if n.note else ""))
                visit(n.body, pad + "  ")
                lines.append(f"{pad}}}")
            else:   # before pipelining: what the scheduler asked for
                lines.append(f"{pad}pipelined stages={n.stages} buffers={','.join(n.buffers)} "
                             f"for {n.counter} = {n.start}; < {n.end}; += {n.step} {{"
                             + (f"    ; {n.note}" if n.note else ""))
                lines.append(f"{pad}  produce {{")
                visit(n.produce, pad + "    ")
                lines.append(f"{pad}  }} consume {{")
                visit(n.consume, pad + "    ")
                lines.append(f"{pad}  }}")
                lines.append(f"{pad}}}")
    visit(fn.body, "  ")
    return "\n".join(lines) + "\n"


# Ops whose effect is not their destination registers: never removed as dead.


def fold_constant_branches(fn: Function) -> Function:
    """Replaces every If whose condition is a constant with the branch it takes. Schedulers
    emit a run-time test that specialisation can settle at compile time (say, `K % 8 == 0` with
    K given); no later pass needs to handle a constant condition."""
    def fold(nodes) -> tuple:
        out: list = []
        for n in nodes:
            if type(n) is Inst:
                out.append(n)
            elif isinstance(n, If):
                if isinstance(n.cond, Imm):
                    out += fold(n.then if n.cond.value else n.else_)
                else:
                    out.append(rebuilt(n, then=fold(n.then), else_=fold(n.else_)))
            elif isinstance(n, Loop):
                out.append(rebuilt(n, body=fold(n.body)))
            elif isinstance(n, Pipelined):
                out.append(rebuilt(n, produce=fold(n.produce), consume=fold(n.consume)))
            else:
                out.append(n)
        return kept(nodes, out)
    return replace(fn, body=fold(fn.body))


def eliminate_dead_code(fn: Function) -> Function:
    """Removes instructions none of whose results is ever read, and what only they read.

    The scheduler emits eagerly (every argument loaded, every row base computed) and relies on
    this pass: a kernel that never reads `M` does not load it. Reads are counted once; removing
    an instruction releases its operands, whose definitions are then looked at again.

    Almost every instruction lives (a handful of thousands die), so the pass is built to
    cost little when nothing dies: reads counted in one comprehension, candidates found by
    their first destination, the definitions of registers listed only once a removal
    releases one, and only the Ifs and Loops that hold a removed instruction rebuilt."""
    insts: list[Inst] = []
    control: list = []                      # operands the Ifs and Loops read
    spans: dict[int, tuple[int, int]] = {}  # id(If or Loop) -> its instructions in insts
    _collect(fn.body, insts, control, spans)
    reads = Counter([r.id for n in insts for r in n.src if type(r) is Reg])
    reads.update([n.pred.id for n in insts if n.pred is not None])
    reads.update([r.id for r in control if type(r) is Reg])
    # dead only if every destination is unread, so the first one tells the candidates
    work = [i for i, n in enumerate(insts)
            if (not n.dst or n.dst[0].id not in reads) and n.op not in EFFECTS]
    dead: set[int] = set()
    defs: dict[int, list[int]] | None = None
    while work:
        i = work.pop()
        n = insts[i]
        if i in dead or n.op in EFFECTS or any(reads.get(d.id, 0) for d in n.dst):
            continue
        dead.add(i)
        for r in (*n.src, n.pred):
            if type(r) is Reg:
                reads[r.id] -= 1
                if reads[r.id] == 0:
                    defs = defs if defs is not None else _definitions(insts)
                    work.extend(defs.get(r.id, ()))
    if not dead:
        return fn
    gone = {id(insts[i]) for i in dead}
    marks = sorted(dead)

    def clean(n) -> bool:
        lo, hi = spans[id(n)]
        k = bisect_left(marks, lo)
        return not (k < len(marks) and marks[k] < hi)

    return replace(fn, body=without(fn.body, gone, clean))


def _collect(nodes, insts: list, control: list, spans: dict) -> None:
    """eliminate_dead_code's walk: the instructions in program order, the operands the Ifs and
    Loops read, and each If's or Loop's span of instructions (a module function: a closure
    naming itself would be a reference cycle, left for the cyclic collector)."""
    for n in nodes:
        if type(n) is Inst:
            insts.append(n)
            continue
        lo = len(insts)
        if type(n) is If:
            control.append(n.cond)
            _collect(n.then, insts, control, spans)
            _collect(n.else_, insts, control, spans)
        elif type(n) is Loop:
            control.extend((n.counter, n.start, n.end))
            _collect(n.body, insts, control, spans)
        else:
            refuse_pipelined(n, "eliminate_dead_code")
        spans[id(n)] = (lo, len(insts))


def _definitions(insts: list[Inst]) -> dict[int, list[int]]:
    """Register id -> the positions in insts of the instructions that write it."""
    out: dict[int, list[int]] = {}
    get = out.get
    for j, n in enumerate(insts):
        for d in n.dst:
            at = get(d.id)
            if at is None:
                out[d.id] = [j]     # (not setdefault: that makes a list for every one)
            else:
                at.append(j)
    return out
