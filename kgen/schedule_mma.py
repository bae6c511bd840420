"""Matrix kernels on NVIDIA: tile products lowered to `ldmatrix` + `mma.sync.m16n8k16`.

The kernel shape this schedules (checked, with a diagnostic for anything else):

    tile m: BM, n: BN, k: BK
    acc = zeros(f32, m, n)
    for kk in k { acc += a[m, kk] @ b[kk, n] }      # either operand in either major order
    c[m, n] = epilogue(acc, tensors over m and/or n, scalars)

Layout. A block of WM x WN warps (2 x 2 by default) covers a BM x BN tile of C; each warp owns a
(BM/WM) x (BN/WN) sub-tile, a grid of 16 x 8 `mma.sync` tiles whose f32 accumulators live in
registers (PTX ISA 9.7.14.5.8, "Matrix Fragments for mma.m16n8k16": c0,c1 at row groupID,
columns 2*threadID_in_group + 0/1; c2,c3 eight rows below).

Staging. Each step of the K loop copies the BM x BK slice of A and the BK x BN slice of B into
shared memory, element by element with bounds checks (elements outside a tensor are zero, so any
M, N, K works and no load touches memory outside the operands), then every warp reads its
fragments with `ldmatrix` (`.trans` when the operand's contiguous axis is not K) and issues the
products. Rows are padded by 16 bytes: eight `ldmatrix` row addresses at a stride of BK + 8
elements fall in eight different groups of four banks, so the reads are conflict-free. The
barriers between the copies and the reads, and between the reads and the next step's copies, are
derived by `insert_barriers` like any other.

Pipelining. When rows are 16-byte aligned the K loop is handed to kgen.pipeline as one
`L.Pipelined` node (the cp.async copies of one step into A and B, then its products), which makes
it the S-stage cp.async pipeline; the synchronous staging above is the path for other shapes (and
the fallback of the sm_90a TMA + wgmma schedule, kgen/schedule_wgmma.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import ir
from . import lir as L
from .check import SchedSpec
from .errors import ScheduleError
from .ir import DType, Value
from .lower import _Builder, structural_key
from .lower import _imm as _imm_u
from .lower_math import Math, reg_type
from .targets import Target

MMA_M, MMA_N, MMA_K = 16, 8, 16
PAD = 8  # elements of padding per shared row (16 bytes)
DEFAULT_STAGES = 3


@dataclass(frozen=True)
class MmaPlan:
    kernel: str
    target: str
    bm: int
    bn: int
    bk: int
    warps_m: int
    warps_n: int
    a_kmajor: bool          # A's contiguous axis is K (a[m, kk] over [M, K])
    b_kmajor: bool          # B's contiguous axis is K (b[n, kk] over [N, K])
    m: str
    n: str
    kk: str
    stages: int = 3
    # False: element-wise staging only (the fallback of the TMA schedule, which runs exactly
    # the shapes whose rows cp.async could not copy either).
    pipelined: bool = True

    @property
    def threads(self) -> int:
        return 32 * self.warps_m * self.warps_n

    @property
    def warps(self) -> int:
        return self.warps_m * self.warps_n

    def describe(self) -> list[str]:
        wtm, wtn = self.bm // self.warps_m, self.bn // self.warps_n
        return [
            f"kernel {self.kernel} on {self.target}",
            f"  block: {self.threads} threads = {self.warps_m} x {self.warps_n} warps, tile "
            f"{self.bm} x {self.bn} of C, K in steps of {self.bk}",
            f"  grid: {self.n}, {self.m}",
            f"  warp tile {wtm} x {wtn}: {wtm // MMA_M} x {wtn // MMA_N} mma.sync.m16n8k16 per "
            f"16 of K, {wtm * wtn // 32} f32 accumulators per thread",
            f"  A {'K' if self.a_kmajor else 'M'}-contiguous: ldmatrix.x4"
            f"{'' if self.a_kmajor else '.trans'}; B {'K' if self.b_kmajor else 'N'}-contiguous: "
            f"ldmatrix.x2{'' if self.b_kmajor else '.trans'}",
            f"  staging: {self.stages}-stage cp.async pipeline (16-byte copies, zero-filled edges)"
            " when rows are 16-byte aligned; element-wise synchronous staging otherwise"
            if self.pipelined else "  staging: element-wise, synchronous (rows not 16-byte "
            "aligned: neither TMA nor cp.async can copy them)",
        ]


def _pattern(k: ir.Kernel):
    """(loop, product, a load, b load, carried name) of the one supported GEMM shape."""
    loops = [s for s in k.body if isinstance(s, ir.Loop)]
    if len(loops) != 1:
        raise ScheduleError("a matrix kernel has exactly one K loop for now", k.span,
                            hint="for kk in k { acc += a[m, kk] @ b[kk, n] }")
    loop = loops[0]
    if len(loop.carried) != 1:
        raise ScheduleError("the K loop carries exactly one accumulator for now", loop.span,
                            hint="one `acc += a[m, kk] @ b[kk, n]` per loop; several products "
                                 "or carried values are not supported yet")
    (name, init), (y,) = loop.carried[0], loop.yields
    if init.op != "const" or init.attrs[0] != 0:
        raise ScheduleError("the accumulator starts at zeros(f32, m, n)", init.span)
    prod = y.args[1] if y.op == "add" and y.args[0].op == "carried" else (
        y.args[0] if y.op == "add" and y.args[1].op == "carried" else None)
    if prod is None or prod.op != "matmul":
        raise ScheduleError("the K loop's body is `acc += a @ b` for now", loop.span,
                            hint="fold other math into the epilogue after the loop")
    a, b = prod.args
    if a.op != "load" or b.op != "load":
        computed = next(x for x in (a, b) if x.op != "load")
        what = {"cast": "a cast"}.get(computed.op, f"a computed value ({computed.op})")
        raise ScheduleError(f"@ operands are tensor tiles loaded as they are; this one is {what}, "
                            "which is not supported yet", prod.span,
                            hint="pass the tensor already in bf16 or f16, and scale, mask or "
                                 "cast the product after the loop (`c[m, n] = bf16(acc * s)`)")
    return loop, prod, a, b, name


def _gemm_axes(k: ir.Kernel):
    """(a load, b load, m, n, kk, BM, BN, BK) of the one supported GEMM shape."""
    _, prod, a, b, _ = _pattern(k)
    kk = prod.attrs[0]
    m = next(x for x in a.axes if x != kk)
    n = next(x for x in b.axes if x != kk)
    am, an = k.axis(m), k.axis(n)
    if am.kind != "grid" or an.kind != "grid":
        raise ScheduleError("the M and N axes of a product are tiled across programs",
                            k.span, hint=f"tile {m}: 128, {n}: 128")
    return a, b, m, n, kk, am.size, an.size, k.axis(kk).size


def plan_mma(k: ir.Kernel, target: Target, spec: SchedSpec | None) -> MmaPlan:
    a, b, m, n, kk, bm, bn, bk = _gemm_axes(k)
    # Warp grid: 2 warps along M, up to 4 along N, so that a warp owns at most 64 x 32 of C
    # (64 f32 accumulators per thread: room in 255 registers for fragments and addresses).
    warps_m = 2 if bm >= 2 * MMA_M else 1
    warps_n = max(1, min(4, bn // 32))
    if spec and spec.threads:
        w = spec.threads // 32
        warps_m = 2 if w >= 2 and bm >= 2 * MMA_M else 1
        warps_n = w // warps_m
    for name, size, unit in ((m, bm, MMA_M * warps_m), (n, bn, MMA_N * warps_n),
                             (kk, bk, MMA_K)):
        if size % unit:
            tiled = k.axis(k.axis(name).parent or name)   # `tile k: 32`, not its loop variable
            raise ScheduleError(f"tile of '{tiled.name}' ({size}) is not a multiple of {unit}",
                                tiled.span, hint="mma.sync tiles are 16 x 8 x 16, "
                                f"spread over {warps_m} x {warps_n} warps")
    a_kmajor, b_kmajor = a.attrs[1][-1] == kk, b.attrs[1][-1] == kk
    a_bytes = 2 * (bm * (bk + PAD) if a_kmajor else bk * (bm + PAD))
    b_bytes = 2 * (bn * (bk + PAD) if b_kmajor else bk * (bn + PAD))
    per_stage = a_bytes + b_bytes
    stages = fit_stages(per_stage, f"{bm}x{bk} of A, {bk}x{bn} of B", target, spec,
                        k.axis(kk).span, DEFAULT_STAGES)
    return MmaPlan(k.name, target.name, bm, bn, bk, warps_m, warps_n,
                   a_kmajor=a_kmajor, b_kmajor=b_kmajor, m=m, n=n, kk=kk, stages=stages)


def fit_stages(per_stage: int, tiles: str, target: Target, spec: SchedSpec | None, span,
               default: int, overhead: int = 0, slack: int = 0, extra: str = "") -> int:
    """Stages of a shared-memory ring: the schedule's, checked against the target's shared
    memory per block (with the dynamic opt-in past 48 KiB), or as many as fit up to `default`.
    Each stage costs per_stage + overhead bytes (say, its mbarriers), plus `slack` once."""
    budget = target.shared_bytes - slack
    fit = budget // (per_stage + overhead)
    if spec and spec.stages:
        stages = spec.stages
        if stages * (per_stage + overhead) > budget:
            raise ScheduleError(
                f"{stages} stages of {per_stage} bytes ({tiles}) need "
                f"{stages * (per_stage + overhead) + slack} bytes of shared memory{extra}; "
                f"{target.name} has {target.shared_bytes} per block", spec.span,
                hint=f"at most {fit} stages fit these tiles" if fit >= 2 else
                "use smaller tiles")
        return stages
    if fit < 2:
        raise ScheduleError(f"two stages of {per_stage} bytes do not fit the "
                            f"{target.shared_bytes} bytes of shared memory of {target.name}",
                            span, hint="use smaller tiles")
    return min(default, fit)


class _MmaLowering:
    """Lowers a GEMM-shaped kernel with its MmaPlan; the epilogue's math is kgen.lower_math's,
    one rule per (op, dtype) as in every lowering."""

    def __init__(self, k: ir.Kernel, plan: MmaPlan, target: Target, source_name: str):
        self.k, self.mplan, self.target, self.src = k, plan, target, source_name
        self.b = _Builder(number=False)
        self.math = Math(self.b)
        self.params: dict[str, L.Reg] = {}
        self.row_memo: dict = {}
        self.keys: dict = {}
        self.shared: list[L.SharedBuffer] = []
        self.base_memo: dict = {}   # uniform tile-corner addresses, computed once
        self.issue_memo: dict = {}  # per-lane copy offsets of the cp.async pipeline

    def run(self) -> L.Function:
        k, b, p = self.k, self.b, self.mplan
        loop, prod, a_load, b_load, acc_name = _pattern(k)
        slots = self._slots()
        for s in slots:
            self.params[s.name] = b.op("ld_param", s.ty, attrs=(s.name,), uniform=True,
                                       note=f"argument {s.name}")
        u = _imm_u
        tid = b.op("tid", "u32", uniform=False)
        lane = b.op("and", "u32", tid, u(31), uniform=False)
        warp = b.op("shr", "u32", tid, u(5), uniform=False)
        warp_m = b.op("shr", "u32", warp, u((p.warps_n).bit_length() - 1), uniform=False) \
            if p.warps_n > 1 else warp
        warp_n = b.op("and", "u32", warp, u(p.warps_n - 1), uniform=False)
        m0, n0, M, N, K = self._corner()
        wtm, wtn = p.bm // p.warps_m, p.bn // p.warps_n
        mt_n, nt_n = wtm // MMA_M, wtn // MMA_N
        # Shared tiles: A as [BM][BK + PAD] (K-contiguous) or [BK][BM + PAD]; B likewise.
        a_rows, a_cols = (p.bm, p.bk) if p.a_kmajor else (p.bk, p.bm)
        b_rows, b_cols = (p.bn, p.bk) if p.b_kmajor else (p.bk, p.bn)
        sa, sb = 2 * (a_cols + PAD), 2 * (b_cols + PAD)
        S = p.stages
        # One buffer set; kgen.pipeline turns it into S stages A0, B0, A1, ... when pipelined.
        self.shared.append(L.SharedBuffer("A", 0, a_rows * sa, f"A slice {a_rows} x {a_cols} "
                                          "(+16 bytes per row against bank conflicts)"))
        self.shared.append(L.SharedBuffer("B", a_rows * sa, b_rows * sb,
                                          f"B slice {b_rows} x {b_cols}"))
        acc = [[[b.reg("f32", False) for _ in range(4)] for _ in range(nt_n)]
               for _ in range(mt_n)]
        for row in acc:
            for frag in row:
                for r in frag:
                    b.emit("mov", (r,), (L.Imm(0.0, "f32"),), note="accumulator = 0")
        a_off, b_off = self._fragment_offsets(lane, warp_m, warp_n, sa, sb, wtm, wtn)
        tile = dict(sa=sa, sb=sb, a_off=a_off, b_off=b_off, mt_n=mt_n, nt_n=nt_n, acc=acc,
                    dtype=str(a_load.dtype), line=prod.span.line)
        ops = dict(a=(a_load, m0, M, a_rows, a_cols, sa, p.a_kmajor, p.m),
                   b=(b_load, n0, N, b_rows, b_cols, sb, p.b_kmajor, p.n))
        # 16-byte copies need 16-byte aligned rows: the contiguous extent of each operand a
        # multiple of 8 elements (a uniform test at run time; the synchronous path takes the
        # rest).
        if p.pipelined:
            aligned = self._rows_aligned(K, M, N)
            b.open()
            self._pipelined(ops, tile, tid, K)
            fast = b.close()
            b.open()
            self._synchronous(ops, tile, tid, K)
            slow = b.close()
            b.blocks[-1].append(L.If(aligned, fast, slow, note="rows 16-byte aligned: cp.async "
                                     f"pipeline of {S} stages; otherwise element-wise staging"))
        else:
            self._synchronous(ops, tile, tid, K)
        self.epilogue_tid, self.epilogue_warps = tid, p.warps_m * p.warps_n
        self._epilogue(loop, acc_name, acc, lane, warp_m, warp_n, m0, n0, M, N, wtm, wtn)
        header = (f"kernel {k.name} from {self.src}",
                  f"target {self.target.name}: {self.target.description}",
                  *p.describe()[1:])
        grid = (L.GridDim(p.n, _extent(k.axis(p.n).dim), p.bn),
                L.GridDim(p.m, _extent(k.axis(p.m).dim), p.bm))
        return L.Function(k.name, tuple(slots), b.close(), p.threads, grid,
                          tuple(self.shared), header)

    def _corner(self):
        """(m0, n0, M, N, K): this program's tile corner in C and the three extents."""
        b, p, k, u = self.b, self.mplan, self.k, _imm_u
        n0 = b.op("mul", "u32", b.op("ctaid", "u32", attrs=("x",), uniform=True), u(p.bn),
                  note=f"first column of this program's {p.bn}-wide tile")
        m0 = b.op("mul", "u32", b.op("ctaid", "u32", attrs=("y",), uniform=True), u(p.bm),
                  note=f"first row of this program's {p.bm}-high tile")
        return (m0, n0, self.dim_operand(k.axis(p.m).dim), self.dim_operand(k.axis(p.n).dim),
                self.dim_operand(k.axis(p.kk).dim))

    def _compute_tile(self, t: dict) -> None:
        """One K step's products from the shared slices A and B."""
        b, p, u = self.b, self.mplan, _imm_u
        sa, sb = t["sa"], t["sb"]
        for ks in range(p.bk // MMA_K):
            # All of this step's B fragments first (each serves every row of mma tiles), then
            # one A fragment at a time: 4 fragment registers live instead of 4 per row.
            bfr = []
            for nt in range(t["nt_n"]):
                imm = (nt * MMA_N * sb + ks * 32) if p.b_kmajor else (ks * MMA_K * sb + nt * 16)
                regs = [b.reg("u32", False) for _ in range(2)]
                b.emit("ldmatrix", regs, (t["b_off"], u(imm)), ("B", 2, not p.b_kmajor),
                       note=f"B fragment {nt} of k-step {ks}")
                bfr.append(regs)
            for mt in range(t["mt_n"]):
                imm = (mt * MMA_M * sa + ks * 32) if p.a_kmajor else (ks * MMA_K * sa + mt * 32)
                afr = [b.reg("u32", False) for _ in range(4)]
                b.emit("ldmatrix", afr, (t["a_off"], u(imm)), ("A", 4, not p.a_kmajor),
                       note=f"A fragment {mt} of k-step {ks}")
                for nt in range(t["nt_n"]):
                    c = t["acc"][mt][nt]
                    b.emit("mma", tuple(c), (*afr, *bfr[nt], *c), ("m16n8k16", t["dtype"]),
                           note=f"{self.src}:{t['line']}")

    def _synchronous(self, ops: dict, t: dict, tid, K) -> None:
        """Any shapes and alignments: element-wise staging into A and B, then the products."""
        b, p = self.b, self.mplan
        counter = b.reg("u32", True)
        b.open()
        for name, (load, mn0, MN, rows, cols, stride, kmajor, axis) in ops.items():
            self._stage(load, name.upper(), counter, mn0, MN, K, rows, cols, stride,
                        kmajor, tid, axis, None)
        self._compute_tile(t)
        body = b.close()
        b.blocks[-1].append(L.Loop(counter, _imm_u(0), K, p.bk, body,
                                   note=f"for {p.kk} in k: steps of {p.bk}, synchronous"))

    def _rows_aligned(self, K, M, N) -> L.Operand:
        b, p, u = self.b, self.mplan, _imm_u
        tests = [K]
        if not p.a_kmajor:
            tests.append(M)
        if not p.b_kmajor:
            tests.append(N)
        ok = None
        for x in tests:
            if isinstance(x, L.Imm):
                if int(x.value) % 8:
                    return L.Imm(0, "pred")
                continue
            t = b.op("setp", "pred", b.op("and", "u32", x, u(7)), u(0), attrs=("eq", "u32"),
                     note="a multiple of 8 elements: 16-byte rows")
            ok = t if ok is None else b.op("and_p", "pred", ok, t)
        return ok if ok is not None else L.Imm(1, "pred")

    def _issue(self, ops: dict, k0, tid) -> None:
        """cp.async of the K step at k0 into A and B: 16-byte chunks, zero-filled where the
        chunk lies outside the tensor (src-size 0, PTX ISA 9.7.9.25.3)."""
        b, p, u = self.b, self.mplan, _imm_u
        for name, (load, mn0, MN, rows, cols, stride, kmajor, axis) in ops.items():
            t = self.k.param(load.attrs[0])
            base = self.param(t.name)
            per_row = cols // 8
            total = rows * per_row
            shift = per_row.bit_length() - 1
            if p.threads % per_row == 0 and total % p.threads == 0:
                self._issue_regular(name, load, mn0, MN, per_row, total, stride, kmajor, k0)
                continue
            for i in range(-(-total // p.threads)):
                e = b.op("add", "u32", tid, u(i * p.threads), uniform=False)
                mine = None  # the last round may have more threads than copies
                if (i + 1) * p.threads > total:
                    mine = b.op("setp", "pred", e, u(total), attrs=("lt", "u32"), uniform=False)
                r = b.op("shr", "u32", e, u(shift), uniform=False)
                c = b.op("shl", "u32", b.op("and", "u32", e, u(per_row - 1), uniform=False),
                         u(3), uniform=False)
                g_mn, g_k = (b.op("add", "u32", mn0, r, uniform=False),
                             b.op("add", "u32", k0, c, uniform=False)) if kmajor else \
                    (b.op("add", "u32", mn0, c, uniform=False),
                     b.op("add", "u32", k0, r, uniform=False))
                ok = b.op("and_p", "pred", b.op("setp", "pred", g_mn, MN, attrs=("lt", "u32")),
                          b.op("setp", "pred", g_k, K_of(self), attrs=("lt", "u32")),
                          uniform=False)
                g_row, g_col, width = (g_mn, g_k, K_of(self)) if kmajor else (g_k, g_mn, MN)
                idx = b.op("add64", "u64", b.op("mul_wide", "u64", g_row, width),
                           b.op("cvt_u64", "u64", g_col))
                # Outside the tensor the source is the tensor's start and 0 bytes are read.
                idx = b.op("selp", "u64", idx, L.Imm(0, "u64"), ok)
                src = b.op("add64", "u64", base, b.op("shl64", "u64", idx, u(1)))
                nbytes = b.op("selp", "u32", u(16), u(0), ok)
                soff = b.op("add", "u32", b.op("mul", "u32", r, u(stride), uniform=False),
                            b.op("shl", "u32", c, u(1), uniform=False), uniform=False)
                b.emit("cp_async", (), (soff, L.Imm(0, "u32"), src, nbytes),
                       (name.upper(), 16, f"fill {name.upper()}"), pred=mine,
                       note=f"{self.src}:{load.span.line}: 16 bytes of '{t.name}'")

    def _lane_chunks(self, ops: dict, tid) -> None:
        """Each lane's first chunk of every regularly copied slice (see _issue_regular), computed
        once, before the pipeline: the pass clones the per-step code, not this."""
        b, p, u = self.b, self.mplan, _imm_u
        for name, (load, mn0, MN, rows, cols, stride, kmajor, axis) in ops.items():
            t = self.k.param(load.attrs[0])
            per_row = cols // 8
            if p.threads % per_row or (rows * per_row) % p.threads:
                continue
            width = K_of(self) if kmajor else MN
            r0 = b.op("shr", "u32", tid, u(per_row.bit_length() - 1), uniform=False)
            c0 = b.op("shl", "u32", b.op("and", "u32", tid, u(per_row - 1), uniform=False),
                      u(3), uniform=False)
            lane0 = b.op("shl", "u32", b.op("add", "u32", b.op("mul", "u32", r0, width,
                                                               uniform=False), c0,
                                            uniform=False), u(1), uniform=False,
                         note=f"this thread's first 16 bytes of '{t.name}' in a slice")
            soff0 = b.op("add", "u32", b.op("mul", "u32", r0, u(stride), uniform=False),
                         b.op("shl", "u32", c0, u(1), uniform=False), uniform=False)
            self.issue_memo[("issue", name)] = (r0, c0, lane0, soff0)

    def _issue_regular(self, name, load, mn0, MN, per_row, total, stride, kmajor, k0) -> None:
        """The copies of a slice whose chunks fall regularly on the threads: chunk i of a thread
        is rows_step rows below its chunk 0, so its source and shared offsets are chunk 0's plus
        constants, computed once per kernel (per lane, _lane_chunks) and per step (uniform)."""
        b, p, u = self.b, self.mplan, _imm_u
        t = self.k.param(load.attrs[0])
        K = K_of(self)
        width = K if kmajor else MN
        r0, c0, lane0, soff0 = self.issue_memo[("issue", name)]
        rows_step = p.threads // per_row
        corner = self._tile_base(t, (mn0, k0) if kmajor else (k0, mn0))
        # The bound along the contiguous axis holds for every chunk of the step; along the other
        # axis chunk i is in bounds when r0 < extent - start - i * rows_step.
        col_ok = b.op("setp", "pred", b.op("add", "u32", k0 if kmajor else mn0, c0,
                                           uniform=False), K if kmajor else MN,
                      attrs=("lt", "u32"), uniform=False)
        start, extent = (mn0, MN) if kmajor else (k0, K)
        room = b.op("sub", "s32", extent, start)
        tensor = self.param(t.name)
        for i in range(total // p.threads):
            left = b.op("sub", "s32", room, L.Imm(i * rows_step, "s32")) if i else room
            ok = b.op("and_p", "pred", b.op("setp", "pred", r0, left, attrs=("lt", "s32"),
                                            uniform=False), col_ok, uniform=False)
            off = lane0 if not i else b.op(
                "add", "u32", lane0, b.op("mul", "u32", width, u(i * rows_step * 2)),
                uniform=False)
            here = b.op("add64", "u64", corner, b.op("cvt_u64", "u64", off, uniform=False))
            # Outside the tensor the source is the tensor's start and 0 bytes are read.
            src = b.op("selp", "u64", here, tensor, ok)
            nbytes = b.op("selp", "u32", u(16), u(0), ok)
            b.emit("cp_async", (), (soff0, L.Imm(i * rows_step * stride, "u32"), src, nbytes),
                   (name.upper(), 16, f"fill {name.upper()}"),
                   note=f"{self.src}:{load.span.line}: 16 bytes of '{t.name}'")

    def _pipelined(self, ops: dict, t: dict, tid, K) -> None:
        """The K loop as a Pipelined node (sm_80 and later): `produce` is one step's cp.async
        copies into A and B, `consume` its products; kgen.pipeline makes it an S-stage pipeline.
        Copies past the end of K read 0 bytes and fill zeros, which the pipeline's contract
        asks for."""
        self._lane_chunks(ops, tid)
        self._k_pipeline(lambda k0: self._issue(ops, k0, tid), lambda: self._compute_tile(t),
                         K, self.mplan.stages)

    def _k_pipeline(self, produce, consume, K, stages: int, roles=None) -> None:
        """The K loop as one Pipelined node over buffers A and B with the target's copy
        protocol (kgen.pipeline): produce(k0) emits one step's copies for the step at k0,
        consume() its products; `roles` as Pipelined.roles. The counter is K in elements
        (steps of BK), so no step past K is consumed."""
        b, p = self.b, self.mplan
        k0 = b.reg("u32", True)
        b.open()
        produce(k0)
        copies = b.close()
        b.open()
        consume()
        work = b.close()
        b.blocks[-1].append(L.Pipelined(k0, _imm_u(0), K, p.bk, copies, work, ("A", "B"), stages,
                                        note=f"for {p.kk} in k", roles=roles,
                                        copy=self.target.stream_copy))

    def _slots(self) -> list[L.ParamSlot]:
        k = self.k
        stored = {s.tensor for s in ir.statements(k.body) if isinstance(s, ir.Store)}
        slots = []
        for p in k.params:
            if isinstance(p, ir.TensorParam):
                slots.append(L.ParamSlot(p.name, "tensor", "u64", str(p.dtype),
                                         readonly=p.name not in stored))
            else:
                slots.append(L.ParamSlot(p.name, "scalar", "f32" if p.dtype.is_float else "s32",
                                         str(p.dtype)))
        for d in k.dim_symbols:
            if d not in dict(k.specialized):
                slots.append(L.ParamSlot(d, "dim", "u32", "i32"))
        return slots

    def _fragment_offsets(self, lane, warp_m, warp_n, sa, sb, wtm, wtn):
        """Each lane's shared byte offset for ldmatrix, before the per-fragment immediates.

        ldmatrix: lane l gives the row address of matrix l / 8, row l % 8. The four A matrices
        are (rows 0-7, k 0-7), (rows 8-15, k 0-7), (rows 0-7, k 8-15), (rows 8-15, k 8-15), the
        order of a0..a3 in mma.m16n8k16; B's two are k 0-7 and k 8-15."""
        b, p, u = self.b, self.mplan, _imm_u
        r8 = b.op("and", "u32", lane, u(7), uniform=False)
        i = b.op("shr", "u32", lane, u(3), uniform=False)          # matrix index 0..3
        i_lo = b.op("and", "u32", i, u(1), uniform=False)
        i_hi = b.op("shr", "u32", i, u(1), uniform=False)
        if p.a_kmajor:   # A_s[m][k]: row = i_lo*8 + r8, col k = i_hi*8
            row = b.op("add", "u32", b.op("shl", "u32", i_lo, u(3), uniform=False), r8,
                       uniform=False)
            row = b.op("add", "u32", row, b.op("mul", "u32", warp_m, u(wtm), uniform=False),
                       uniform=False)
            a_off = b.op("add", "u32", b.op("mul", "u32", row, u(sa), uniform=False),
                         b.op("shl", "u32", i_hi, u(4), uniform=False), uniform=False)
        else:            # A_s[k][m]: row k = i_hi*8 + r8, col m = i_lo*8
            row = b.op("add", "u32", b.op("shl", "u32", i_hi, u(3), uniform=False), r8,
                       uniform=False)
            col = b.op("add", "u32", b.op("shl", "u32", i_lo, u(3), uniform=False),
                       b.op("mul", "u32", warp_m, u(wtm), uniform=False), uniform=False)
            a_off = b.op("add", "u32", b.op("mul", "u32", row, u(sa), uniform=False),
                         b.op("shl", "u32", col, u(1), uniform=False), uniform=False)
        wn = b.op("mul", "u32", warp_n, u(wtn), uniform=False)
        if p.b_kmajor:   # B_s[n][k]: row n = r8 (+ warp), col k = i_lo*8
            row = b.op("add", "u32", r8, wn, uniform=False)
            b_off = b.op("add", "u32", b.op("mul", "u32", row, u(sb), uniform=False),
                         b.op("shl", "u32", i_lo, u(4), uniform=False), uniform=False)
        else:            # B_s[k][n]: row k = lane % 16, col n = warp's first column
            row = b.op("and", "u32", lane, u(15), uniform=False)
            b_off = b.op("add", "u32", b.op("mul", "u32", row, u(sb), uniform=False),
                         b.op("shl", "u32", wn, u(1), uniform=False), uniform=False)
        return a_off, b_off

    def _stage(self, load: Value, buf: str, k0, mn0, MN, K, rows, cols, stride, kmajor, tid,
               mn_axis, _unused) -> None:
        """Copies this step's slice of one operand into shared memory, element by element.

        Slice element e (row-major over the shared tile) goes to thread e % threads; outside the
        tensor the element is 0, so the products of the padding add nothing."""
        b, u = self.b, _imm_u
        t = self.k.param(load.attrs[0])
        shift_c = cols.bit_length() - 1
        if 1 << shift_c != cols:
            raise ScheduleError(f"shared tile width {cols} is not a power of two",
                                self.k.axis(mn_axis).span)
        threads = self.mplan.threads
        for i in range(-(-rows * cols // threads)):
            e = b.op("add", "u32", tid, u(i * threads), uniform=False)
            mine = None  # the last round may have more threads than elements
            if (i + 1) * threads > rows * cols:
                mine = b.op("setp", "pred", e, u(rows * cols), attrs=("lt", "u32"), uniform=False)
            r = b.op("shr", "u32", e, u(shift_c), uniform=False)
            c = b.op("and", "u32", e, u(cols - 1), uniform=False)
            # Global (row, col) of the element: rows run along M/N or K per the layout.
            g_mn, g_k = (b.op("add", "u32", mn0, r, uniform=False),
                         b.op("add", "u32", k0, c, uniform=False)) if kmajor else \
                (b.op("add", "u32", mn0, c, uniform=False), b.op("add", "u32", k0, r,
                                                                 uniform=False))
            ok = b.op("and_p", "pred", b.op("setp", "pred", g_mn, MN, attrs=("lt", "u32")),
                      b.op("setp", "pred", g_k, K, attrs=("lt", "u32")), uniform=False)
            origin = (mn0, k0) if kmajor else (k0, mn0)   # in the tensor's dimension order
            addr, off = self._split_address(t, origin, (r, c))
            v = b.reg("u32", False)
            b.emit("mov", (v,), (L.Imm(0, "u32"),), note="outside the tensor: 0")
            b.emit("ld_global", (v,), (addr, off, L.Imm(0, "u32")), (16, 1), pred=ok,
                   note=f"{self.src}:{load.span.line}: element of '{t.name}'")
            soff = b.op("add", "u32", b.op("mul", "u32", r, u(stride), uniform=False),
                        b.op("shl", "u32", c, u(1), uniform=False), uniform=False)
            b.emit("st_shared", (), (soff, L.Imm(0, "u32"), v), (buf, 16, f"fill {buf}"),
                   pred=mine, note=f"into the shared {buf} slice")

    def _epilogue(self, loop, acc_name, acc, lane, warp_m, warp_n, m0, n0, M, N, wtm,
                  wtn) -> None:
        """Every statement after the loop, for each accumulator element this thread holds:
        through the layout lowering (mma.sync's C fragment, PTX ISA 9.7.14.5.8: c0, c1 at row
        groupID, columns 2 * threadID_in_group + (0, 1); c2, c3 eight rows below), else element
        by element."""
        b, u = self.b, _imm_u
        mt_n, nt_n = len(acc), len(acc[0])
        warps_n = max(1, self.mplan.bn // wtn) if wtn else 1
        regs = [reg for row in acc for frag in row for reg in frag]

        def coord(r, lane, warp):
            j, nt, mt = r % 4, (r // 4) % nt_n, r // (4 * nt_n)
            return (mt * MMA_M + 8 * (j >> 1) + (lane >> 2) + (warp // warps_n) * wtm,
                    nt * MMA_N + (j & 1) + 2 * (lane & 3) + (warp % warps_n) * wtn)
        tid = self.epilogue_tid
        if self._layout_epilogue(loop, acc_name, regs, coord, tid, self.epilogue_warps,
                                 m0, n0, M, N):
            return
        g = b.op("shr", "u32", lane, u(2), uniform=False)
        q = b.op("shl", "u32", b.op("and", "u32", lane, u(3), uniform=False), u(1),
                 uniform=False)
        self.origin = {self.mplan.m: m0, self.mplan.n: n0}
        self.edge_memo = {}
        row0 = b.op("add", "u32", g, b.op("mul", "u32", warp_m, u(wtm), uniform=False),
                    uniform=False)
        col0 = b.op("add", "u32", q, b.op("mul", "u32", warp_n, u(wtn), uniform=False),
                    uniform=False)
        for mt, row in enumerate(acc):
            for nt, frag in enumerate(row):
                for j, reg in enumerate(frag):
                    r = self._line(row0, mt * MMA_M + 8 * (j >> 1))
                    c = self._line(col0, nt * MMA_N + (j & 1))
                    self._epilogue_element(loop, acc_name, reg, r, c, M, N)

    def _layout_epilogue(self, loop, acc_name, regs, coord, tid, warps, m0, n0, M, N) -> bool:
        """The statements after the K loop through kgen.lower's op rules, the block's C tile in
        the accumulators' layout: `coord(r, lane, warp)` is the (row, column) in the tile of
        register r of lane `lane` of warp `warp` (the fragment formulas of the instruction).
        The layout is read off single-bit indices and checked at every index; False (nothing
        emitted) when it is not linear (a fragment count that is not a power of two)."""
        from .layout import LinearLayout
        from .lower import lower_epilogue
        p, wave = self.mplan, self.target.wave
        if any(n & (n - 1) for n in (len(regs), warps)):
            return False
        axes = [a.name for a in self.k.axes if a.name in (p.m, p.n)]
        size = {p.m: p.bm, p.n: p.bn}

        def basis(r, lane, warp):
            row, col = coord(r, lane, warp)
            c = {p.m: row, p.n: col}
            return tuple(c[a] for a in axes)

        def bits(n):
            return [1 << i for i in range(n.bit_length() - 1)]
        ins = (("reg", tuple(basis(r, 0, 0) for r in bits(len(regs)))),
               ("lane", tuple(basis(0, lane, 0) for lane in bits(wave))),
               ("warp", tuple(basis(0, 0, w) for w in bits(warps))))
        try:
            lay = LinearLayout(ins, tuple((a, size[a]) for a in axes))
        except Exception:
            return False
        for w in range(warps):
            for lane in range(wave):
                for r in range(len(regs)):
                    got = lay.apply(reg=r, lane=lane, warp=w)
                    if tuple(got[a] for a in axes) != basis(r, lane, w):
                        return False
        u = _imm_u
        b = self.b
        ext_m = b.op("min", "u32", b.op("sub", "u32", M, m0), u(p.bm), note="rows in this tile")
        ext_n = b.op("min", "u32", b.op("sub", "u32", N, n0), u(p.bn),
                     note="columns in this tile")
        result = loop.results[[n for n, _ in loop.carried].index(acc_name)]
        lower_epilogue(self.k, self.target, self.src, b, self.params, self.shared, tid, lay,
                       p.m, self.k.body[self.k.body.index(loop) + 1:], result, regs,
                       {p.m: m0, p.n: n0}, {p.m: ext_m, p.n: ext_n}, wave * warps)
        return True

    def _line(self, base, off: int) -> L.Reg:
        """base + off, once per epilogue: elements of one row (column) share the register, so
        what depends on the row (column) only is computed once for all of them."""
        key = ("line", base.id, off)
        if key not in self.edge_memo:
            self.edge_memo[key] = self.b.op("add", "u32", base, _imm_u(off), uniform=False)
        return self.edge_memo[key]

    def _once(self, key, make):
        if key not in self.edge_memo:
            self.edge_memo[key] = make()
        return self.edge_memo[key]

    def _epilogue_element(self, loop, acc_name, reg, r_in, c_in, M, N) -> None:
        """The statements after the K loop for one accumulator element at (row, column)
        (m0 + r_in, n0 + c_in) of C: r_in, c_in are its place in the block's tile."""
        b, p = self.b, self.mplan
        r_ok = self._once(("row ok", r_in.id), lambda: b.op(
            "setp", "pred", b.op("add", "u32", self.origin[p.m], r_in, uniform=False), M,
            attrs=("lt", "u32"), uniform=False))
        c_ok = self._once(("column ok", c_in.id), lambda: b.op(
            "setp", "pred", b.op("add", "u32", self.origin[p.n], c_in, uniform=False), N,
            attrs=("lt", "u32"), uniform=False))
        self.local = {p.m: r_in, p.n: c_in}
        self.elem_ok = b.op("and_p", "pred", r_ok, c_ok, uniform=False)
        self.line_ok = {p.m: r_ok, p.n: c_ok}
        self.row_memo = {("result", acc_name): reg}
        for s in self.k.body[self.k.body.index(loop) + 1:]:
            if isinstance(s, ir.Store):
                self._elem_store(s)
            elif isinstance(s, ir.Let):
                self._elem_value(s.value)

    # -- the epilogue's values, element by element

    def param(self, name: str) -> L.Reg:
        return self.params[name]

    def dim_operand(self, d: ir.Dim) -> L.Operand:
        return _imm_u(d.value) if d.value is not None else self.param(d.name)

    def _key(self, v: Value):
        return structural_key(v, self.keys)

    @staticmethod
    def _reg_ty(dt: DType) -> str:
        return reg_type(dt)

    def _compute(self, v: Value, args: list[L.Operand], elem) -> L.Operand:
        if v.op == "const":
            return self.math.const(v.attrs[0], v.dtype)
        if v.op == "scalar":   # a 16-bit scalar arrives as f32: make it exact in its dtype
            return self.math.round(self.param(v.attrs[0]), v.dtype)
        if v.op == "dim":
            return self.param(v.attrs[0])
        if v.op == "loop_result":
            return self.row_memo[("result", v.attrs[0])]
        return self.math.compute(v.op, v.dtype, [a.dtype for a in v.args], args,
                                 f"{self.src}:{v.span.line}")

    def _elem_value(self, v: Value) -> L.Operand:
        key = ("v", self._key(v))
        if key in self.row_memo:
            return self.row_memo[key]
        # A value over one tile axis only (a bias over n, a scale over m) is the same for every
        # element of that column (row): computed, and loaded, once per epilogue.
        line = [a for a in v.axes if a in self.local]
        shared = (key, line[0], self.local[line[0]].id) if len(line) == 1 and \
            len(v.axes) == 1 else None
        if shared is not None and shared in self.edge_memo:
            out = self.edge_memo[shared]
        elif v.op == "load":
            out = self._elem_load(v)
        else:
            out = self._compute(v, [self._elem_value(a) for a in v.args], None)
        if shared is not None:
            self.edge_memo[shared] = out
        self.row_memo[key] = out
        return out

    def _split_address(self, t: ir.TensorParam, origin, local) -> tuple[L.Reg, L.Reg]:
        """(uniform base, per-lane byte offset) of t's element at origin + local.

        LIR addresses are a uniform 64-bit base plus a 32-bit lane offset (the AMD back end's
        SGPR-base + VGPR-offset form): the tile's corner goes in the base, the lane's place in
        the tile in the offset, which stays far below 4 GiB."""
        b, u = self.b, _imm_u
        base = self._tile_base(t, origin)
        if len(origin) == 2:
            off = b.op("add", "u32", b.op("mul", "u32", local[0], self.dim_operand(t.shape[1]),
                                          uniform=False), local[1], uniform=False)
        else:
            off = local[0]
        shift = t.dtype.nbytes.bit_length() - 1
        off = b.op("shl", "u32", off, u(shift), uniform=False) if shift else off
        return base, off

    def _tile_base(self, t: ir.TensorParam, origin) -> L.Reg:
        """The uniform address of t's element at origin (a tile's corner), computed once."""
        b, u = self.b, _imm_u
        key = ("split", t.name, tuple(getattr(o, "id", o) for o in origin))
        if key not in self.base_memo:
            shift = t.dtype.nbytes.bit_length() - 1
            if len(origin) == 2:
                flat = b.op("add64", "u64", b.op("mul_wide", "u64", origin[0],
                                                 self.dim_operand(t.shape[1])),
                            b.op("cvt_u64", "u64", origin[1]), note=f"'{t.name}' tile corner")
            else:
                flat = b.op("cvt_u64", "u64", origin[0])
            self.base_memo[key] = b.op("add64", "u64", self.param(t.name),
                                       b.op("shl64", "u64", flat, u(shift)))
        return self.base_memo[key]

    def _elem_address(self, t: ir.TensorParam, axes) -> tuple[L.Reg, L.Reg]:
        return self._split_address(t, [self.origin[a] for a in axes],
                                   [self.local[a] for a in axes])

    def _elem_load(self, v: Value) -> L.Reg:
        b = self.b
        t = self.k.param(v.attrs[0])
        addr, off = self._elem_address(t, v.attrs[1])
        bits = 8 * t.dtype.nbytes
        r = b.reg("u32" if bits == 16 else self._reg_ty(t.dtype), False)
        b.emit("mov", (r,), (L.Imm(0, r.ty),), note="outside the tensor")
        # A load over one tile axis is guarded by that axis's bound only: the value is shared
        # by every element of the line, including those whose other coordinate is out of range.
        line = [a for a in v.axes if a in self.local]
        guard = self.line_ok[line[0]] if len(line) == 1 and len(v.axes) == 1 else self.elem_ok
        b.emit("ld_global", (r,), (addr, off, L.Imm(0, "u32")), (bits, 1),
               pred=guard, note=f"{self.src}:{v.span.line}: load of '{t.name}'")
        if bits == 16:
            kind = "bf16_f32" if t.dtype == DType.bf16 else "f16_f32"
            r = b.op("cvt", "f32", r, attrs=(kind,), uniform=False)
        return r

    def _elem_store(self, s: ir.Store) -> None:
        b = self.b
        t = self.k.param(s.tensor)
        x = self._elem_value(s.value)
        if isinstance(x, L.Imm):
            x = b.op("mov", self._reg_ty(t.dtype), x)
        if t.dtype.nbytes == 2:
            kind = "bits_bf16" if t.dtype == DType.bf16 else "f32_f16"
            x = b.op("cvt", "u32", x, attrs=(kind,), uniform=False)
        addr, off = self._elem_address(t, s.axes)
        b.emit("st_global", (), (addr, off, L.Imm(0, "u32"), x),
               attrs=(8 * t.dtype.nbytes, 1), pred=self.elem_ok,
               note=f"{self.src}:{s.span.line}: store to '{t.name}'")


def K_of(lowering: "_MmaLowering") -> L.Operand:
    """The K dimension's operand (a register, or a constant when specialised)."""
    p = lowering.mplan
    return lowering.dim_operand(lowering.k.axis(p.kk).dim)


def _extent(d: ir.Dim):
    return d.value if d.value is not None else d.name


def has_product(k: ir.Kernel) -> bool:
    return any(v.op == "matmul" for v in ir.values(k.body))


def gemm_loop(k: ir.Kernel) -> bool:
    """The kernel is the shape the expert GEMM schedules take: one K loop `acc += a @ b` of
    2-D tiles loaded as they are, M and N tiled across programs, math only after the loop.
    Every other kernel with products takes the general lowering (kgen.lower_product)."""
    if not has_product(k):
        return False
    try:
        a, b, *_ = _gemm_axes(k)
    except ScheduleError:
        return False
    loop = next(s for s in k.body if isinstance(s, ir.Loop))
    products = [v for v in ir.values(k.body) if v.op == "matmul"]
    return (len(a.axes) == 2 and len(b.axes) == 2 and len(products) == 1
            and all(isinstance(s, ir.Let) for s in loop.body))


def lower_mma(k: ir.Kernel, plan: MmaPlan, target: Target, source_name: str) -> L.Function:
    return _MmaLowering(k, plan, target, source_name).run()


# ---- CDNA: MFMA --------------------------------------------------------------------------------

MFMA_M = MFMA_N = 32
MFMA_K = 8
LDS_PAD = 8  # elements per LDS row (16 bytes): see _MfmaLowering.run on banks


@dataclass(frozen=True)
class MfmaPlan(MmaPlan):
    """The CDNA schedule: v_mfma_f32_32x32x8 on wave64, operands staged through LDS.

    groups 1: the 4-wave schedule (`_MfmaLowering._k_loop`). groups 2: the 8-wave ping-pong
    (the same Pipelined loop with L.WaveGroups roles; kgen.pipeline, "Wave groups"): a 4 x 2
    wave grid whose waves 0-3 (group 0) own the top half of the C tile and waves 4-7 (group 1)
    the bottom half."""
    groups: int = 1

    @property
    def threads(self) -> int:
        return 64 * self.warps_m * self.warps_n

    def describe(self) -> list[str]:
        wtm, wtn = self.bm // self.warps_m, self.bn // self.warps_n
        return [
            f"kernel {self.kernel} on {self.target}",
            f"  block: {self.threads} threads = {self.warps_m} x {self.warps_n} waves, tile "
            f"{self.bm} x {self.bn} of C, K in steps of {self.bk}",
            f"  grid: {self.n}, {self.m}",
            f"  wave tile {wtm} x {wtn}: {wtm // MFMA_M} x {wtn // MFMA_N} v_mfma_f32_32x32x8 per "
            f"8 of K, {wtm * wtn // 64} f32 accumulators per lane, in AGPRs (v_accvgpr_read "
            "in the epilogue)",
            f"  LDS: {LDS_STAGES} stages x {lds_per_stage(self.bm, self.bn, self.bk)} bytes "
            f"= {LDS_STAGES * lds_per_stage(self.bm, self.bn, self.bk)}; operands K-contiguous "
            f"(A[m][k], B[n][k], rows padded {2 * LDS_PAD} bytes: ds_read_b128 conflict-free); "
            "each lane reads 8 k-values of A and of B per 2 MFMAs",
            "  staging: double-buffered LDS, the K loop a 2-stage pipeline through registers "
            "(kgen.pipeline): each step's global loads are issued a step ahead "
            "into VGPRs and written after the MFMAs: 16 bytes per lane (global_load_dwordx4, "
            "ds_write_b128 or v_perm k-pairs) when rows are 16-byte aligned, element-wise "
            "otherwise; zero outside the tensors" if self.groups == 1 else
            "  staging: double-buffered LDS; global loads two steps ahead into VGPRs, written "
            "to LDS in the memory phase one step ahead (16 bytes per lane when rows are "
            "16-byte aligned, element-wise otherwise; zero outside the tensors)",
            *self.describe_groups(),
        ]

    def describe_groups(self) -> list[str]:
        if self.groups == 1:
            return []
        half = self.bm // self.groups
        return [
            f"  wave groups: {self.groups} x 4 waves, ping-pong: group g = waves 4g..4g+3 owns "
            f"rows {half}g..+{half - 1} of the C tile ({half} x {self.bn})",
            "  each K step, per group: memory phase (ds_write of the next step, global loads of "
            "the one after, ds_read of this step's operands; priority 0) | s_barrier | MFMA "
            "phase (s_setprio 1, the step's MFMAs from registers, s_setprio 0) | s_barrier",
            "  group 1 runs one s_barrier behind group 0 (a bar_group only it executes), so one "
            "group's memory phase runs under the other's MFMA phase; group 0 catches up with "
            "a bar_group of its own before the epilogue",
        ]


PINGPONG_TILE = 128   # the smallest M and N tile of the default 8-wave ping-pong schedule


def plan_mfma(k: ir.Kernel, target: Target, spec: SchedSpec | None) -> MfmaPlan:
    """The CDNA plan. The rule: `waves 8` (`threads 512`) asks for the 8-wave ping-pong and
    any other `waves N` for one wave grid of N waves; with no wave count, a tile of at least
    128 x 128 (M a multiple of 128, N of 64) gets the ping-pong, a smaller one the 4-wave
    schedule (2 x 2 waves, or fewer for tiles under 64).

    Registers of the ping-pong at 128 x 128 x 32 (bf16/f16): a wave's C tile is 32 x 64, two
    32x32 MFMA blocks = 32 f32 accumulators per lane in AGPRs; the operands of one K step sit
    in VGPRs between the phases: 2 k-pairs x (1 A + 2 B) ds_read_b128 = 24 VGPRs; the global
    prefetch is (128 + 128) x 32 x 2 bytes / 512 lanes = 32 bytes = 8 VGPRs; addresses and
    bounds take the rest. gfx90a/gfx942 give a SIMD 512 registers per lane, ArchVGPRs and
    AGPRs together; a block of 8 waves puts 2 waves on each of the 4 SIMDs, so one block per
    CU leaves each wave 256 and two blocks (4 waves per SIMD) 128, which the ~100 the
    schedule uses (ArchVGPRs + AGPRs, see the descriptor) still fits. 64 x 128 per group
    rather than 128 x 64 is a choice of the wave numbering (the M-major 4 x 2 grid), not of
    registers: by symmetry both cost the same."""
    a, b, m, n, kk, bm, bn, bk = _gemm_axes(k)
    warps_m = 2 if bm >= 2 * MFMA_M else 1
    warps_n = 2 if bn >= 2 * MFMA_N else 1
    groups = 1
    threads = spec.threads if spec else None
    if threads == 512 or threads is None and bm >= PINGPONG_TILE and bn >= PINGPONG_TILE and \
            bm % (4 * MFMA_M) == 0 and bn % (2 * MFMA_N) == 0:
        warps_m, warps_n, groups = 4, 2, 2
    elif threads:
        w = threads // 64
        warps_m = 2 if w >= 2 and bm >= 2 * MFMA_M else 1
        warps_n = w // warps_m
    for name, size, unit in ((m, bm, MFMA_M * warps_m), (n, bn, MFMA_N * warps_n),
                             (kk, bk, 2 * MFMA_K)):
        if size % unit:
            tiled = k.axis(k.axis(name).parent or name)   # `tile k: 16`, not its loop variable
            raise ScheduleError(f"tile of '{tiled.name}' ({size}) is not a multiple of {unit}",
                                tiled.span, hint="v_mfma_f32_32x32x8 tiles are 32 x 32 "
                                f"x 8, spread over {warps_m} x {warps_n} waves, and K is read "
                                "16 at a time (ds_read_b128)")
    check_lds(k, target, spec, bm, bn, bk)
    return MfmaPlan(k.name, target.name, bm, bn, bk, warps_m, warps_n,
                    a_kmajor=a.attrs[1][-1] == kk, b_kmajor=b.attrs[1][-1] == kk,
                    m=m, n=n, kk=kk, stages=1, groups=groups)


def lds_per_stage(bm: int, bn: int, bk: int) -> int:
    """Bytes of one LDS stage: the A and B slices as [mn][k] rows of BK + LDS_PAD halves."""
    return 2 * (bm + bn) * (bk + LDS_PAD)


LDS_STAGES = 2   # double-buffered: one slice is read while the next is written


def check_lds(k: ir.Kernel, target: Target, spec: SchedSpec | None, bm: int, bn: int,
              bk: int) -> int:
    """LDS bytes = per stage x stages, or a ScheduleError at the schedule that asked for the
    tiles (the kernel's K tile without one) when the target's LDS per block is smaller."""
    per = lds_per_stage(bm, bn, bk)
    total = per * LDS_STAGES
    if total > target.shared_bytes:
        fits = [t for t in (bk // 2, bk // 4) if t >= 2 * MFMA_K and t % (2 * MFMA_K) == 0 and
                lds_per_stage(bm, bn, t) * LDS_STAGES <= target.shared_bytes]
        span = spec.span if spec is not None else k.axis(k.axis(_gemm_axes(k)[4]).parent or
                                                         _gemm_axes(k)[4]).span
        raise ScheduleError(
            f"{LDS_STAGES} LDS stages of {per} bytes ({bm} x {bk} of A and {bn} x {bk} of B, "
            f"rows padded by {2 * LDS_PAD} bytes) need {total} bytes; {target.name} has "
            f"{target.shared_bytes} per block", span,
            hint=f"k: {fits[0]} fits" if fits else "use smaller m and n tiles")
    return total


class _MfmaLowering(_MmaLowering):
    """A GEMM for CDNA: LDS-staged operands, v_mfma_f32_32x32x8 accumulating in VGPRs."""

    def run(self) -> L.Function:
        k, b, p, u = self.k, self.b, self.mplan, _imm_u
        loop, prod, a_load, b_load, acc_name = _pattern(k)
        slots = self._slots()
        for s in slots:
            self.params[s.name] = b.op("ld_param", s.ty, attrs=(s.name,), uniform=True,
                                       note=f"argument {s.name}")
        tid = b.op("tid", "u32", uniform=False)
        lane = b.op("and", "u32", tid, u(63), uniform=False)
        wave = b.op("shr", "u32", tid, u(6), uniform=False)
        wave_m = b.op("shr", "u32", wave, u(p.warps_n.bit_length() - 1), uniform=False) \
            if p.warps_n > 1 else wave
        wave_n = b.op("and", "u32", wave, u(p.warps_n - 1), uniform=False)
        n0 = b.op("mul", "u32", b.op("ctaid", "u32", attrs=("x",), uniform=True), u(p.bn))
        m0 = b.op("mul", "u32", b.op("ctaid", "u32", attrs=("y",), uniform=True), u(p.bm))
        M = self.dim_operand(k.axis(p.m).dim)
        N = self.dim_operand(k.axis(p.n).dim)
        K = self.dim_operand(k.axis(p.kk).dim)
        wtm, wtn = p.bm // p.warps_m, p.bn // p.warps_n
        mt_n, nt_n = wtm // MFMA_M, wtn // MFMA_N
        stride = 2 * (p.bk + LDS_PAD)
        slot = (p.bm + p.bn) * stride
        # One slot of each slice: kgen.pipeline doubles them for the K loop (A0 B0 A1 B1, the
        # second pair `slot` bytes above the first).
        self.shared = [L.SharedBuffer("A", 0, p.bm * stride,
                                      f"A slice {p.bm} x {p.bk}, K-contiguous "
                                      "(+16 bytes per row against bank conflicts)"),
                       L.SharedBuffer("B", p.bm * stride, p.bn * stride,
                                      f"B slice {p.bn} x {p.bk}, K-contiguous")]
        acc = [[[b.reg("f32", False) for _ in range(16)] for _ in range(nt_n)]
               for _ in range(mt_n)]
        for row in acc:
            for frag in row:
                for r in frag:
                    b.emit("mov", (r,), (L.Imm(0.0, "f32"),), note="accumulator = 0")
        # Lane l reads row l % 32 and 8 k-values from 8 (l / 32) of a 16-wide k block (CDNA3
        # ISA, MFMA operand layout: A[i][k] in lane 32 (k / 4) + i; see compute for the order).
        #
        # Banks (CDNA LDS: 32 banks of 4 bytes; a ds_read_b128 is served 8 lanes at a time,
        # 8 x 16 bytes = all 32 banks once, so it is conflict-free when the 8 lanes' 16-byte
        # slots differ mod 8). Lanes 8q..8q+7 read rows r..r+7 at one k offset; a row is
        # stride = 2 (BK + 8) bytes = 16 (BK / 8 + 1), an odd number of 16-byte slots for BK a
        # multiple of 16, so the 8 rows fall in 8 different slots: no conflict. (The staging
        # writes are b128 too; a K-step's writes are one per 16 bytes, the reads one per wave
        # sharing them, so the padding serves the reads: the writes may meet 2-way conflicts.)
        row_in = b.op("and", "u32", lane, u(31), uniform=False)
        k_in = b.op("shl", "u32", b.op("shr", "u32", lane, u(5), uniform=False), u(4),
                    uniform=False)                       # bytes: 8 halves = 16 (see compute)
        a_off = b.op("add", "u32", b.op("mul", "u32", b.op("add", "u32", row_in, b.op(
            "mul", "u32", wave_m, u(wtm), uniform=False), uniform=False), u(stride),
            uniform=False), k_in, uniform=False)
        b_off = b.op("add", "u32", b.op("mul", "u32", b.op("add", "u32", row_in, b.op(
            "mul", "u32", wave_n, u(wtn), uniform=False), uniform=False), u(stride),
            uniform=False), k_in, uniform=False)
        dtype = str(a_load.dtype)
        operands = [self._staging(load, f"{name}", mn0, MN, K, rows, stride, kmajor, tid)
                    for name, load, mn0, MN, rows, kmajor in (
                        ("A", a_load, m0, M, p.bm, p.a_kmajor),
                        ("B", b_load, n0, N, p.bn, p.b_kmajor))]

        def compute() -> None:
            # K is summed in any order, so each pair of MFMAs takes the 16 k of a block in the
            # order that lets a lane read its A and B values as one 16-byte ds_read_b128: lane
            # half h holds k = 16 kp + 8 h .. + 7; the first MFMA takes its low 4 (k 0-3, 8-11
            # over the two halves), the second its high 4 (4-7, 12-15). A and B agree, so every
            # k meets its own partner exactly once.
            for kp in range(p.bk // (2 * MFMA_K)):
                bfr = [b.op_n("ld_shared", "u32", 4, b_off,
                              u(nt * MFMA_N * stride + kp * 4 * MFMA_K), attrs=("B",),
                              note=f"B of block {nt}, k {kp * 2 * MFMA_K}..+15")
                       for nt in range(nt_n)]
                for mt in range(mt_n):
                    afr = b.op_n("ld_shared", "u32", 4, a_off,
                                 u(mt * MFMA_M * stride + kp * 4 * MFMA_K), attrs=("A",),
                                 note=f"A of block {mt}, k {kp * 2 * MFMA_K}..+15")
                    for half in range(2):
                        for nt in range(nt_n):
                            c = acc[mt][nt]
                            b.emit("mfma", tuple(c), (*afr[2 * half:2 * half + 2],
                                                      *bfr[nt][2 * half:2 * half + 2], *c),
                                   ("32x32x8", dtype, "agpr"),
                                   note=f"{self.src}:{prod.span.line}")

        # 16-byte staging needs 16-byte aligned rows: the contiguous extent of each operand a
        # multiple of 8 elements (a uniform test at run time, as on NVIDIA); element-wise
        # staging takes the rest. Both run the same pipelined loop around `compute`.
        roles = L.WaveGroups(p.groups) if p.groups > 1 else None
        loop_of = (lambda ops: self._k_loop(ops, compute, K, roles))
        wide = [self._vec_staging(op) for op in operands]
        if all(w is not None for w in wide):
            aligned = self._rows_aligned(K, M, N)
            b.open()
            loop_of(wide)
            fast = b.close()
            b.open()
            loop_of(operands)
            slow = b.close()
            b.blocks[-1].append(L.If(aligned, fast, slow, note="rows 16-byte aligned: "
                                     "16-byte global loads and LDS writes; otherwise "
                                     "element-wise staging"))
        else:
            loop_of(operands)
        # D layout of 32x32x8: register r of lane l is row 8 (r / 4) + 4 (l / 32) + r % 4,
        # column l % 32 (kgen.layout.mfma("D"), checked against the emulator's model).
        regs = [reg for row in acc for frag in row for reg in frag]
        nt_n = len(acc[0])

        def coord(r, lane, wave):
            i, nt, mt = r % 16, (r // 16) % nt_n, r // (16 * nt_n)
            return (mt * MFMA_M + 8 * (i // 4) + i % 4 + 4 * (lane >> 5)
                    + (wave // p.warps_n) * wtm,
                    nt * MFMA_N + (lane & 31) + (wave % p.warps_n) * wtn)
        if self._layout_epilogue(loop, acc_name, regs, coord, tid, p.warps_m * p.warps_n,
                                 m0, n0, M, N):
            header = (f"kernel {k.name} from {self.src}",
                      f"target {self.target.name}: {self.target.description}",
                      *p.describe()[1:])
            grid = (L.GridDim(p.n, _extent(k.axis(p.n).dim), p.bn),
                    L.GridDim(p.m, _extent(k.axis(p.m).dim), p.bm))
            return L.Function(k.name, tuple(slots), b.close(), p.threads, grid,
                              tuple(self.shared), header)
        hi = b.op("shl", "u32", b.op("shr", "u32", lane, u(5), uniform=False), u(2),
                  uniform=False)
        self.origin = {p.m: m0, p.n: n0}
        self.edge_memo = {}
        row0 = b.op("add", "u32", hi, b.op("mul", "u32", wave_m, u(wtm), uniform=False),
                    uniform=False)
        col0 = b.op("add", "u32", row_in, b.op("mul", "u32", wave_n, u(wtn), uniform=False),
                    uniform=False)
        for mt, row in enumerate(acc):
            for nt, frag in enumerate(row):
                for r, reg in enumerate(frag):
                    rr = self._line(row0, mt * MFMA_M + 8 * (r // 4) + r % 4)
                    cc = self._line(col0, nt * MFMA_N)
                    self._epilogue_element(loop, acc_name, reg, rr, cc, M, N)
        header = (f"kernel {k.name} from {self.src}",
                  f"target {self.target.name}: {self.target.description}",
                  *p.describe()[1:])
        grid = (L.GridDim(p.n, _extent(k.axis(p.n).dim), p.bn),
                L.GridDim(p.m, _extent(k.axis(p.m).dim), p.bm))
        return L.Function(k.name, tuple(slots), b.close(), p.threads, grid,
                          tuple(self.shared), header)

    def _k_loop(self, operands: list[dict], compute, K, roles) -> None:
        """The K loop as a Pipelined node on the registers protocol: `produce` is one step's
        global loads of A and B into VGPRs and their LDS writes, `consume` its MFMAs; kgen.
        pipeline makes it the double-buffered loop (the loads of step kt + 1 in flight during
        step kt's MFMAs, written to the other slot after them, so the s_waitcnt vmcnt the back
        end derives lands after the math), or with `roles` (L.WaveGroups) the 8-wave ping-pong:
        two groups of four waves one barrier apart, one group's MFMA phase beside the other's
        memory phase (kgen.pipeline, "Wave groups"). Loads past the end of K are guarded off
        and leave zeros, as the pipeline's contract asks."""
        self.base_memo = {}     # tile corners computed in the other branch do not reach here

        def produce(k0) -> None:
            values = [self._prefetch(op, k0) for op in operands]
            for op, vals in zip(operands, values):
                self._deposit(op, vals)
        self._k_pipeline(produce, compute, K, LDS_STAGES, roles)

    def _vec_staging(self, op: dict) -> dict | None:
        """One operand's 16-byte staging plan, or None when the tile does not allow it.

        K-contiguous operand: a unit is 8 consecutive k of one row, one global_load_dwordx4
        into 4 VGPRs and one ds_write_b128 into the [mn][k] slice. MN-contiguous operand: a unit
        is 8 consecutive mn of two consecutive k rows (two dwordx4 loads); v_perm pairs their
        16-bit halves into (k, k+1) dwords, written with ds_write_b32 at [mn][k]: the LDS slice
        is K-contiguous either way, as the MFMA operand reads need.

        Thread t takes unit t, t + threads, ...: unit i is `step` rows (row pairs) below unit
        0, so its global and LDS offsets are unit 0's plus uniform or constant terms.

        Global loads, not buffer loads: a buffer resource's range check (num_records) only
        zeroes what lies past the end of the whole tensor, but the ragged K edge of a
        K-contiguous operand lies inside it (the next row), so a per-lane guard is needed
        anyway; it covers the other edge too, and global_load keeps one addressing form and no
        V# in four SGPRs. A guarded-off lane keeps the zeros written before the load."""
        b, p, u = self.b, self.mplan, _imm_u
        rows, kmajor, tid = op["rows"], op["kmajor"], op["tid"]
        cols = p.bk if kmajor else rows          # contiguous elements per global row of a slice
        cpr = cols // 8                          # 16-byte chunks per row
        units = rows * cpr if kmajor else (p.bk // 2) * cpr
        if cols % 8 or cpr & (cpr - 1) or units & (units - 1) or p.threads % cpr:
            return None
        t = self.k.param(op["load"].attrs[0])
        width = self.dim_operand(t.shape[1])
        r0 = b.op("shr", "u32", tid, u(cpr.bit_length() - 1), uniform=False)
        c0 = b.op("shl", "u32", b.op("and", "u32", tid, u(cpr - 1), uniform=False), u(3),
                  uniform=False)
        g_row = r0 if kmajor else b.op("shl", "u32", r0, u(1), uniform=False)
        lane0 = b.op("shl", "u32", b.op("add", "u32", b.op("mul", "u32", g_row, width,
                                                           uniform=False), c0, uniform=False),
                     u(1), uniform=False, note=f"this thread's first 16 bytes of '{t.name}'")
        step = p.threads // cpr
        if kmajor:       # LDS [row][k]: row r0, k c0
            soff0 = b.op("add", "u32", b.op("mul", "u32", r0, u(op["stride"]), uniform=False),
                         b.op("shl", "u32", c0, u(1), uniform=False), uniform=False)
            lane1 = None
        else:            # LDS [mn][k]: mn c0, k 2 r0
            soff0 = b.op("add", "u32", b.op("mul", "u32", c0, u(op["stride"]), uniform=False),
                         b.op("shl", "u32", r0, u(2), uniform=False), uniform=False)
            lane1 = b.op("add", "u32", lane0, b.op("shl", "u32", width, u(1)), uniform=False,
                         note="the next k row")
        mine = None
        if units < p.threads:
            mine = b.op("setp", "pred", tid, u(units), attrs=("lt", "u32"), uniform=False,
                        note=f"{units} units of 16 bytes: the other threads have none")
        step_bytes = b.op("shl", "u32", b.op("mul", "u32", width,
                                             u(step * (1 if kmajor else 2))), u(1),
                          note=f"{step} {'rows' if kmajor else 'row pairs'} of '{t.name}'")
        return dict(op, vector=True, r0=r0, c0=c0, lane0=lane0, lane1=lane1, soff0=soff0,
                    step=step, count=max(1, units // p.threads), mine=mine,
                    step_bytes=step_bytes)

    def _staging(self, load: Value, name: str, mn0, MN, K, rows, stride, kmajor,
                 tid) -> dict:
        """One operand's staging: which slice elements are this thread's, for every K step.

        Threads walk the tensor's contiguous axis (k when K-contiguous, mn otherwise), so the
        global reads are coalesced either way. The coordinates are recomputed where they are
        used rather than kept live across the K loop: a few VALU ops are cheaper than the
        registers (VGPRs, and SGPR pairs for the lane masks) they would pin."""
        b, p, u = self.b, self.mplan, _imm_u
        inner, outer = (p.bk, rows) if kmajor else (rows, p.bk)
        op = dict(load=load, name=name, mn0=mn0, MN=MN, K=K, kmajor=kmajor, inner=inner,
                  total=inner * outer, stride=stride, tid=tid, rows=rows, vector=False,
                  count=-(-inner * outer // p.threads), regular=False)
        if p.threads % inner or (inner * outer) % p.threads:
            return op
        # Regular case: element i of a thread is `rows_step` rows below element 0, so its
        # coordinates, global offset and LDS offset are element 0's plus constants (uniform or
        # immediate): per element and step, one add, one compare and the load remain.
        t = self.k.param(load.attrs[0])
        width = self.dim_operand(t.shape[1])
        o0 = b.op("shr", "u32", tid, u(inner.bit_length() - 1), uniform=False)
        j = b.op("and", "u32", tid, u(inner - 1), uniform=False)
        shift = t.dtype.nbytes.bit_length() - 1
        lane0 = b.op("shl", "u32", b.op("add", "u32", b.op("mul", "u32", o0, width,
                                                           uniform=False), j, uniform=False),
                     u(shift), uniform=False, note=f"this thread's first element of '{t.name}'")
        rows_step = p.threads // inner
        step_bytes = b.op("shl", "u32", b.op("mul", "u32", width, u(rows_step)), u(shift),
                          note=f"{rows_step} rows of '{t.name}'")
        mn, kx = (o0, j) if kmajor else (j, o0)
        soff0 = b.op("add", "u32", b.op("mul", "u32", mn, u(stride), uniform=False),
                     b.op("shl", "u32", kx, u(1), uniform=False), uniform=False)
        op.update(regular=True, o0=o0, j=j, lane0=lane0, step_bytes=step_bytes,
                  rows_step=rows_step, soff0=soff0)
        return op

    def _coords(self, op: dict, i: int):
        """(mn, k, guard) of this thread's i-th element of the slice."""
        b, p, u = self.b, self.mplan, _imm_u
        e = b.op("add", "u32", op["tid"], u(i * p.threads), uniform=False)
        mine = None
        if (i + 1) * p.threads > op["total"]:
            mine = b.op("setp", "pred", e, u(op["total"]), attrs=("lt", "u32"), uniform=False)
        o = b.op("shr", "u32", e, u(op["inner"].bit_length() - 1), uniform=False)
        j = b.op("and", "u32", e, u(op["inner"] - 1), uniform=False)
        mn, kx = (o, j) if op["kmajor"] else (j, o)
        return mn, kx, mine

    def _prefetch(self, op: dict, k0) -> list[L.Reg]:
        """Issues one K step's global loads of an operand into registers (0 outside it)."""
        if op["vector"]:
            return self._prefetch_vec(op, k0)
        if op["regular"]:
            return self._prefetch_regular(op, k0)
        b = self.b
        t = self.k.param(op["load"].attrs[0])
        out = []
        for i in range(op["count"]):
            mn, kx, mine = self._coords(op, i)
            g_mn = b.op("add", "u32", op["mn0"], mn, uniform=False)
            g_k = b.op("add", "u32", k0, kx, uniform=False)
            ok = b.op("and_p", "pred", b.op("setp", "pred", g_mn, op["MN"],
                                            attrs=("lt", "u32"), uniform=False),
                      b.op("setp", "pred", g_k, op["K"], attrs=("lt", "u32"), uniform=False),
                      uniform=False)
            if mine is not None:
                ok = b.op("and_p", "pred", ok, mine, uniform=False)
            origin, local = ((op["mn0"], k0), (mn, kx)) if op["kmajor"] else \
                ((k0, op["mn0"]), (kx, mn))
            addr, off = self._split_address(t, origin, local)
            v = self.b.reg("u32", False)
            b.emit("mov", (v,), (L.Imm(0, "u32"),), note="outside the tensor: 0")
            b.emit("ld_global", (v,), (addr, off, L.Imm(0, "u32")), (16, 1), pred=ok,
                   note=f"{self.src}:{op['load'].span.line}: element of '{t.name}'")
            out.append(v)
        return out

    def _prefetch_regular(self, op: dict, k0) -> list[L.Reg]:
        b, u = self.b, _imm_u
        t = self.k.param(op["load"].attrs[0])
        origin = (op["mn0"], k0) if op["kmajor"] else (k0, op["mn0"])
        base = self._tile_base(t, origin)
        # The bound along the contiguous axis is the same for every element of the step; the
        # other is element 0's row + i * rows_step < extent, i.e. row < extent - i * rows_step.
        fixed, moving = (op["j"], op["o0"])
        fixed_ok = b.op("setp", "pred", b.op("add", "u32", k0 if op["kmajor"] else op["mn0"],
                                             fixed, uniform=False),
                        op["K"] if op["kmajor"] else op["MN"], attrs=("lt", "u32"),
                        uniform=False)
        start, extent = (op["mn0"], op["MN"]) if op["kmajor"] else (k0, op["K"])
        room = b.op("sub", "s32", extent, start, note="rows left in the tensor")
        out = []
        for i in range(op["count"]):
            left = b.op("sub", "s32", room, L.Imm(i * op["rows_step"], "s32")) if i else room
            ok = b.op("and_p", "pred", b.op("setp", "pred", moving, left, attrs=("lt", "s32"),
                                            uniform=False), fixed_ok, uniform=False)
            off = b.op("add", "u32", op["lane0"], b.op("mul", "u32", op["step_bytes"], u(i)),
                       uniform=False) if i else op["lane0"]
            v = self.b.reg("u32", False)
            b.emit("mov", (v,), (L.Imm(0, "u32"),), note="outside the tensor: 0")
            b.emit("ld_global", (v,), (base, off, L.Imm(0, "u32")), (16, 1), pred=ok,
                   note=f"{self.src}:{op['load'].span.line}: element of '{t.name}'")
            out.append(v)
        return out

    def _prefetch_vec(self, op: dict, k0) -> list[L.Reg]:
        """One K step's 16-byte loads of an operand (see _vec_staging); each unit's registers
        are 0 where its rows lie outside the tensor (a chunk is wholly in or out: the rows are
        a multiple of 8 elements and chunks start at multiples of 8)."""
        b, u, s32 = self.b, _imm_u, (lambda v: L.Imm(v, "s32"))
        t = self.k.param(op["load"].attrs[0])
        kmajor = op["kmajor"]
        base = self._tile_base(t, (op["mn0"], k0) if kmajor else (k0, op["mn0"]))
        # Along the contiguous axis one test serves every unit of the step; along the other,
        # unit i's row (pair) is r0 + i step < extent - start, i.e. r0 < room - i step.
        col_ok = b.op("setp", "pred", b.op("add", "u32", k0 if kmajor else op["mn0"], op["c0"],
                                           uniform=False), op["K"] if kmajor else op["MN"],
                      attrs=("lt", "u32"), uniform=False)
        if op["mine"] is not None:
            col_ok = b.op("and_p", "pred", col_ok, op["mine"], uniform=False)
        room = b.op("sub", "s32", op["MN"], op["mn0"]) if kmajor else \
            b.op("sub", "s32", op["K"], k0)
        rows2 = op["r0"] if kmajor else b.op("shl", "u32", op["r0"], u(1), uniform=False)
        out = []
        per = op["step"] * (1 if kmajor else 2)
        for i in range(op["count"]):
            off = op["lane0"] if not i else b.op(
                "add", "u32", op["lane0"], b.op("mul", "u32", op["step_bytes"], u(i)),
                uniform=False)
            lanes = [(off, 0)]
            if not kmajor:
                off1 = op["lane1"] if not i else b.op(
                    "add", "u32", op["lane1"], b.op("mul", "u32", op["step_bytes"], u(i)),
                    uniform=False)
                lanes.append((off1, 1))
            for o, extra in lanes:
                left = b.op("sub", "s32", room, s32(i * per + extra)) if i or extra else room
                ok = b.op("and_p", "pred", b.op("setp", "pred", rows2, left, attrs=(
                    "lt", "s32"), uniform=False), col_ok, uniform=False)
                regs = [self.b.reg("u32", False) for _ in range(4)]
                for r in regs:
                    b.emit("mov", (r,), (L.Imm(0, "u32"),), note="outside the tensor: 0")
                b.emit("ld_global", tuple(regs), (base, o, L.Imm(0, "u32")), (32, 4), pred=ok,
                       note=f"{self.src}:{op['load'].span.line}: 16 bytes of '{t.name}'")
                out.extend(regs)
        return out

    def _deposit_vec(self, op: dict, values: list[L.Reg]) -> None:
        b, u = self.b, _imm_u
        buf = op["name"]
        attrs = (buf, 32, f"fill {buf}")
        if op["kmajor"]:   # unit i: `step` rows below unit 0
            for i in range(op["count"]):
                b.emit("st_shared", (), (op["soff0"], u(i * op["step"] * op["stride"]),
                                         *values[4 * i:4 * i + 4]), attrs, pred=op["mine"],
                       note=f"16 bytes into the LDS {buf} slice")
            return
        for i in range(op["count"]):      # unit i: 2 step k-rows right of unit 0
            lo, hi = values[8 * i:8 * i + 4], values[8 * i + 4:8 * i + 8]
            # Dword j of a row holds columns 2j, 2j + 1: the pairs first, then the writes, so
            # that the writes share one guard region.
            pairs = [b.op("cvt", "u32", lo[j], hi[j], attrs=(kind,), uniform=False,
                          note=f"(k, k+1) of column {2 * j + h}")
                     for j in range(4) for h, kind in enumerate(("lo_halves", "hi_halves"))]
            for c, pair in enumerate(pairs):
                b.emit("st_shared", (), (op["soff0"], u(c * op["stride"] + 4 * i * op["step"]),
                                         pair), attrs, pred=op["mine"],
                       note=f"into the LDS {buf} slice")

    def _deposit(self, op: dict, values: list[L.Reg]) -> None:
        """Writes prefetched elements into the LDS slice (kgen.pipeline places the slot), as
        [mn][k]."""
        b, u = self.b, _imm_u
        if op["vector"]:
            self._deposit_vec(op, values)
            return
        buf = op["name"]
        if op["regular"]:  # element i sits rows_step rows (or k-columns) below element 0
            step = op["rows_step"] * (op["stride"] if op["kmajor"] else 2)
            for i, v in enumerate(values):
                b.emit("st_shared", (), (op["soff0"], u(i * step), v), (buf, 16, f"fill {buf}"),
                       note=f"into the LDS {buf} slice")
            return
        for i, v in enumerate(values):
            mn, kx, mine = self._coords(op, i)
            soff = b.op("add", "u32", b.op("mul", "u32", mn, u(op["stride"]), uniform=False),
                        b.op("shl", "u32", kx, u(1), uniform=False), uniform=False)
            b.emit("st_shared", (), (soff, L.Imm(0, "u32"), v), (buf, 16, f"fill {buf}"),
                   pred=mine, note=f"into the LDS {buf} slice")


def lower_mfma(k: ir.Kernel, plan: MfmaPlan, target: Target, source_name: str) -> L.Function:
    return _MfmaLowering(k, plan, target, source_name).run()
