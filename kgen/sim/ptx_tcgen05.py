"""The PTX emulator's Blackwell (sm_100a) tensor memory: tcgen05.alloc, dealloc and
relinquish_alloc_permit, tcgen05.ld and st (.32x32b) with their waits, and the tcgen05 fences
(PTX ISA 9.1, 9.7.16 "TensorCore 5th Generation Family Instructions"; the section numbers are
9.1's); tcgen05.mma .kind::f16 and .kind::f8f6f4 of E4M3 / E5M2 (M = 64 and 128) and its
tcgen05.commit (below). Every other tcgen05 form (cta_group::2, the other kinds and formats, A
from tensor memory, cp, shift) is refused as an instruction the emulator does not implement.

Tensor memory (9.7.16.1): 128 lanes x 512 columns of 32-bit cells a CTA; an address is the lane
in bits 31:16 and the column in bits 15:0 (9.7.16.1.1). `Tmem` is a block's
(ptx_hopper.Block.tmem), made at its first alloc.

- alloc (9.7.16.7.1): one whole warp (.sync.aligned) with one nCols, a power of two in 32..512;
  it writes the address of its first column (lane 0) to shared memory at [dst], a weak 32-bit
  write (here lane 0's, through the race detector). The ISA promises nothing of where the
  columns are: the emulator takes the lowest free run of nCols columns starting at a multiple of
  nCols. With too few free columns the hardware blocks until a dealloc frees them; the emulator
  does not model that wait and refuses. An alloc after any thread's relinquish_alloc_permit is
  an error.
- dealloc (9.7.16.7.1): one whole warp; (taddr, nCols) an allocation made before, freed whole.
  All of it must be freed before the CTA exits (9.7.16.1.2): Block.drain asks `Tmem.left`.
- ld / st .32x32b.xN (9.7.16.8.3, 9.7.16.8.4): warp-collective with one taddr; warp w % 4 of
  its warpgroup reaches lanes 32 (w % 4) .. 32 (w % 4) + 31 only (9.7.16.8.1), so taddr's lane
  is 32 (w % 4); thread t accesses lane taddr.lane + t, register i column taddr.col + i (the
  thread mapping as CuTe's copy traits give it, SM100_TMEM_LOAD_32dp32b: the ISA's figure was
  not at hand); every column accessed must be allocated.
- Both are asynchronous (9.7.16.6.1). An ld's registers are written at its tcgen05.wait::ld
  (9.7.16.8.5), the latest moment: until then they hold poison, as a register does before its
  first write (CUTLASS and DeepGEMM always wait before reading them); the values are the cells'
  at the issue. An st's cells are in flight for its warp until its tcgen05.wait::st: any other
  ld or st of them before it is refused (the ISA orders st -> ld of the same thread only
  through the wait).
- Across threads (9.7.16.6.3, 9.7.16.6.4): a cell written by warp A and then read or written by
  warp B (or read by A and then written by B) needs, in A, the wait and then
  tcgen05.fence::before_thread_sync before a release (bar.sync, bar.arrive, mbarrier.arrive),
  and in B, after the acquire, tcgen05.fence::after_thread_sync before its access. Each cell
  keeps its last write and its last read as (warp, release epoch): the warp's own race-detector
  epoch at the fence::before_thread_sync that followed the access (-1 until one has); B's
  access is ordered after it when B's clock at its last fence::after_thread_sync has reached that
  epoch of A (core.SharedMemory's vector clocks: bar.sync and mbarriers join them).
- tcgen05.mma.cta_group::1.kind::f16 [d], adesc, bdesc, idesc, p (9.7.16.10.9.1): issued by
  each thread that executes it (one, as CUTLASS's elect_one_sync); D (M x N, f32, in tensor
  memory: M = 128, row i in lane i; M = 64, row r0 + 16 r1 in lane d.lane + r0 + 32 r1; column
  j in column d.col + j: 9.7.16.10.5 layouts D and F as CuTe's tmem_frg gives them, d_cells) =
  A (M x 16) B (16 x N) (+ D where p), A and B read from shared
  memory through sm_100 matrix descriptors (9.7.16.4.1: wgmma's fields, bits 46-48 = 0b001 and
  a 3-bit layout at 61-63: none 0, 128B 2, 64B 4, 32B 6, read by ptx_hopper's canonical
  layouts) with the shape, types, majors and negations of the instruction descriptor idesc
  (9.7.16.4.2). It is asynchronous: performed when the tcgen05.commit that tracks it lands
  (the latest moment), its shared operands read then through the race detector in the async
  proxy at the issue's clock (a generic write before it needs fence.proxy.async: 9.7.16.6.5)
  and not to be written meanwhile, its D cells in flight until then (an ld or st of them is
  refused). The products of two f16 or bf16 are exact in float64, the 16 and D summed in
  float64 and rounded once to f32 (the ISA leaves the order and precision unspecified).
  kind::f8f6f4 with E4M3 or E5M2 A and B (each its own; K-major; K = 32, 9.7.16.2.2) likewise:
  32 exact products summed and rounded once. That is an assumption: Hopper's 8-bit wgmma keeps
  fewer bits (ptx_hopper, wgmma_fp8), and no document at hand says what Blackwell's keeps.
- tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [mbar] (9.7.16.12.1):
  one arrive on the mbarrier once every tcgen05.mma its thread issued before is done; it lands
  as a TMA copy does (ptx_hopper.Block.land_on: when a warp would block on the mbarrier, or at
  the block's end), releasing the issuer's clock at the commit, which implies
  fence::before_thread_sync (9.7.16.6.4.2): the D cells are written by the issuer at that epoch.
"""

from __future__ import annotations

import numpy as np

from .core import EmulatorError, SharedMemoryRace
from .ptx_alu import _address, _Compiler, _mask_fn, _vector_operands
from . import ptx_hopper as hopper
from .ptx_hopper import whole_warp
from .ptx_parse import WARP, _Inst

LANES, COLUMNS = 128, 512       # 9.7.16.1: 128 lanes x 512 columns of 32-bit cells
_POISON = np.uint32(0xCDCDCDCD)  # what an ld's registers hold until its wait::ld (ptx's poison)
_NUMS = tuple(1 << i for i in range(8))     # .x1 .. .x128 (9.7.16.8.3, Table 49)


class Tmem:
    """One CTA's tensor memory: the cells, the allocated columns, and per cell its last write
    and last read as (warp, release epoch) (see the module docstring)."""

    def __init__(self) -> None:
        self.cells = np.zeros((LANES, COLUMNS), np.uint32)
        self.used = np.zeros(COLUMNS, bool)
        self.allocs: dict[int, tuple[int, str]] = {}   # first column -> (columns, where)
        self.relinquished = ""                         # where it was relinquished, or ""
        self.w_warp = np.full((LANES, COLUMNS), -1, np.int32)
        self.w_epoch = np.full((LANES, COLUMNS), -1, np.int64)
        self.r_warp = np.full((LANES, COLUMNS), -1, np.int32)
        self.r_epoch = np.full((LANES, COLUMNS), -1, np.int64)
        self.inflight = np.zeros((LANES, COLUMNS), np.int32)   # MMAs still to write a cell

    def alloc(self, n: int, where: str) -> int:
        if self.relinquished:
            raise EmulatorError(f"{where}: tcgen05.alloc after {self.relinquished} gave up the "
                                "CTA's right to allocate (PTX ISA 9.7.16.7.1: an alloc after "
                                "relinquish_alloc_permit is illegal)")
        for start in range(0, COLUMNS, n):
            if not self.used[start:start + n].any():
                self.used[start:start + n] = True
                self.allocs[start] = (n, where)
                return start
        held = ", ".join(f"{n2} at column {s}" for s, (n2, _) in sorted(self.allocs.items()))
        raise EmulatorError(f"{where}: tcgen05.alloc of {n} columns finds no free run (held: "
                            f"{held}); the hardware would block until a dealloc, which the "
                            "emulator does not model")

    def dealloc(self, start: int, n: int, where: str) -> None:
        got = self.allocs.get(start)
        if got is not None and self.inflight[:, start:start + n].any():
            raise EmulatorError(f"{where}: tcgen05.dealloc of columns a tcgen05.mma still "
                                "writes (its commit has not been waited for)")
        if got is None or got[0] != n:
            held = ", ".join(f"{n2} at column {s}" for s, (n2, _) in sorted(self.allocs.items()))
            raise EmulatorError(f"{where}: tcgen05.dealloc of {n} columns at column {start} "
                                f"frees no allocation (held: {held or 'none'}; PTX ISA "
                                "9.7.16.7.1: dealloc frees what an alloc returned)")
        del self.allocs[start]
        self.used[start:start + n] = False

    def left(self) -> str:
        """The allocations not freed, as a sentence part ("" when none)."""
        return "; ".join(f"{n} columns at column {s} ({where})"
                         for s, (n, where) in sorted(self.allocs.items()))


class _WarpState:
    """A warp's tcgen05 state: its lds waiting for wait::ld (destinations, values), the cells
    of its sts in flight until wait::st, the cells it accessed since its last
    fence::before_thread_sync (written, read), its clock at its last fence::after_thread_sync,
    each lane's MMAs that no commit has tracked yet, and each lane's last commit."""

    def __init__(self, warps: int) -> None:
        self.loads: list = []
        self.stores: list = []
        self.wrote: list = []
        self.read: list = []
        self.after = np.full(warps, -1, np.int64)
        self.mmas: dict[int, list] = {}     # lane -> its MMAs not yet performed, in order
        self.commits: dict = {}             # lane -> its last Commit


def _state(w) -> _WarpState:
    if w.tc is None:
        w.tc = _WarpState(w.smem.clock.shape[0])
    return w.tc


def _made(w) -> Tmem:
    """The block's tensor memory, made at its first alloc (or relinquish)."""
    if w.block.tmem is None:
        w.block.tmem = Tmem()
    return w.block.tmem


def _release(warps: np.ndarray, epochs: np.ndarray, cells, warp: int, epoch: int,
             pending: bool = True) -> None:
    """The cells `warp` accessed last take `epoch`: a fence::before_thread_sync releases those
    it has not released yet (`pending`, epoch -1); a commit all its MMAs write (their writes
    happen after any fence before it)."""
    mine = warps[cells] == warp
    if pending:
        mine &= epochs[cells] < 0
    epochs[cells] = np.where(mine, epoch, epochs[cells])


def _tmem(w, where: str) -> Tmem:
    t = w.block.tmem
    if t is None:
        raise EmulatorError(f"{where}: no tensor memory is allocated in this CTA (PTX ISA "
                            "9.7.16.1.2: tensor memory is used only after tcgen05.alloc)")
    return t


def _uniform(w, m: np.ndarray, slot: int, where: str, what: str) -> int:
    v = w.regs[slot][m]
    if (v != v[0]).any():
        raise EmulatorError(f"{where}: {what} differs across the lanes of warp {w.id}; a "
                            ".sync.aligned tcgen05 instruction takes one value for the warp")
    return int(v[0])


def _columns(cx: _Compiler, inst: _Inst, op):
    """nCols: an immediate or a register (u32); checked when known."""
    if op[0] == "imm":
        n = int(op[1], 0) if isinstance(op[1], str) else int(op[1])
        _check_columns(n, inst.where)
        return lambda w, m: n
    slot = cx.src(op, "u32", inst)[0]

    def get(w, m):
        n = _uniform(w, m, slot, inst.where, "nCols")
        _check_columns(n, inst.where)
        return n
    return get


def _check_columns(n: int, where: str) -> None:
    if n < 32 or n > COLUMNS or n & (n - 1):
        raise EmulatorError(f"{where}: nCols {n} is not a power of two in 32..{COLUMNS} (PTX "
                            "ISA 9.7.16.7.1)")


def _collective(cx: _Compiler, inst: _Inst, body):
    """The handler of a .sync.aligned tcgen05 instruction: body(w, lanes) for a warp that
    executes it, which must be all 32 lanes of it (a warp whose lanes the guard turns all off
    does not execute it)."""
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if m.any():
            whole_warp(where, w, m)
            body(w, m)
    return h


def _alloc(cx: _Compiler, pc: int, inst: _Inst):
    """tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [dst], nCols."""
    cx.arity(inst, 2)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    cols = _columns(cx, inst, inst.operands[1])
    where = inst.where

    def body(w, m):
        start = _made(w).alloc(cols(w, m), f"{where} in warp {w.id}")
        dst = w.regs[base].astype(np.int64) + off
        one = np.zeros(WARP, bool)
        one[0] = True
        if dst[0] % 4:
            raise EmulatorError(f"{where}: [dst] {int(dst[0])} is not 4-byte aligned")
        w.smem.write(w.id, dst, np.full((1, WARP), start, np.uint32), 4, one, where)
    return _collective(cx, inst, body)


def _dealloc(cx: _Compiler, pc: int, inst: _Inst):
    """tcgen05.dealloc.cta_group::1.sync.aligned.b32 taddr, nCols."""
    cx.arity(inst, 2)
    taddr = cx.src(inst.operands[0], "u32", inst)[0]
    cols = _columns(cx, inst, inst.operands[1])
    where = inst.where

    def body(w, m):
        a = _uniform(w, m, taddr, where, "taddr")
        if a >> 16:
            raise EmulatorError(f"{where}: taddr {a:#x} names lane {a >> 16}; a dealloc "
                                "takes the address an alloc returned (lane 0)")
        st = _state(w)
        if st.loads or st.stores:
            raise EmulatorError(f"{where}: warp {w.id} deallocates with a tcgen05.ld or st "
                                "not waited for (tcgen05.wait::ld / ::st)")
        _tmem(w, where).dealloc(a & 0xFFFF, cols(w, m), f"{where} in warp {w.id}")
    return _collective(cx, inst, body)


def _relinquish(cx: _Compiler, pc: int, inst: _Inst):
    """tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned."""
    cx.arity(inst, 0)
    where = inst.where

    def body(w, m):
        t = _made(w)
        if not t.relinquished:
            t.relinquished = f"{where} in warp {w.id}"
    return _collective(cx, inst, body)


def _ordered(w, t: Tmem, cells, where: str, write: bool) -> None:
    """An access of `cells` by warp w must be ordered after the cells' last write (and, for a
    write, their last read) by other warps: see the module docstring."""
    st = _state(w)
    for x in st.stores:
        if _overlap(x, cells):
            raise EmulatorError(f"{where}: warp {w.id} accesses tensor memory its own "
                                "tcgen05.st still writes: tcgen05.wait::st first (PTX ISA "
                                "9.7.16.8.5)")
    recs = [(t.w_warp, t.w_epoch, "written")] + ([(t.r_warp, t.r_epoch, "read")] if write else [])
    for warps, epochs, verb in recs:
        who, ep = warps[cells], epochs[cells]
        other = (who >= 0) & (who != w.id)
        if not other.any():
            continue
        seen = st.after[np.where(other, who, 0)]
        bad = other & ((ep < 0) | (seen < ep))
        if bad.any():
            i, j = (int(x[0]) for x in np.nonzero(bad))
            lane, col = np.arange(LANES)[cells[0]][i], cells[1].start + j
            raise SharedMemoryRace(
                f"{where}: warp {w.id} {'writes' if write else 'reads'} tensor memory lane "
                f"{lane} column {col}, which warp {int(who[i, j])} {verb}, and nothing orders "
                "the two: the other warp's tcgen05 access, its wait, tcgen05.fence::"
                "before_thread_sync and a release, then this warp's acquire and tcgen05.fence::"
                "after_thread_sync (PTX ISA 9.7.16.6.4)")


def _overlap(a, b) -> bool:
    return a[0].start < b[0].stop and b[0].start < a[0].stop and \
        a[1].start < b[1].stop and b[1].start < a[1].stop


def _ld(cx: _Compiler, pc: int, inst: _Inst, num: int):
    """tcgen05.ld.sync.aligned.32x32b.x{num}.b32 {r0, ..}, [taddr]."""
    cx.arity(inst, 2)
    # .b32: any 32-bit register (an .f32 one gets the bits; its poison is NaN)
    dsts = [cx.dst(op, "b32", inst) for op in _vector_operands(cx, inst, inst.operands[0], num)]
    base, off = _address(cx, inst, inst.operands[1], "u32")
    poison = [np.full(WARP, np.nan if out is not None and out.kind == "f" else _POISON,
                      out if out is not None else np.uint32) for _, out in dsts]
    where = inst.where

    def body(w, m):
        t, cells = _access(w, m, base, off, num, where, write=False)
        vals = t.cells[cells].T.copy()                 # (num, 32): register i, thread t
        st = _state(w)
        st.loads.append((dsts, vals))
        st.read.append(cells)
        t.r_warp[cells], t.r_epoch[cells] = w.id, -1
        for (s, _), p in zip(dsts, poison):
            w.regs[s] = p.copy()
    return _collective(cx, inst, body)


def _access(w, m: np.ndarray, base: int, off: int, num: int, where: str, write: bool):
    """(Tmem, (lanes slice, columns slice)) of warp w's .32x32b.x{num} access at [base + off],
    a whole warp's, checked: its lanes, allocated columns, ordered after other warps' accesses
    (_ordered)."""
    t = _tmem(w, where)
    a = (_uniform(w, m, base, where, "taddr") + off) & 0xFFFFFFFF
    lane, col = a >> 16, a & 0xFFFF
    want = 32 * (w.id % 4)
    if lane != want:
        raise EmulatorError(f"{where}: warp {w.id} (warp {w.id % 4} of its warpgroup) "
                            f"accesses tensor memory lanes {lane}..{lane + 31}; it may reach "
                            f"lanes {want}..{want + 31} only (PTX ISA 9.7.16.8.1)")
    if col + num > COLUMNS or not t.used[col:col + num].all():
        raise EmulatorError(f"{where}: columns {col}..{col + num - 1} are not all allocated "
                            "(PTX ISA 9.7.16.1.2)")
    cells = slice(lane, lane + 32), slice(col, col + num)
    if t.inflight[cells].any():
        raise EmulatorError(f"{where}: warp {w.id} accesses tensor memory a tcgen05.mma still "
                            "writes: wait on the mbarrier of the tcgen05.commit that tracks it "
                            "first (PTX ISA 9.7.16.6.4)")
    _ordered(w, t, cells, where, write)
    return t, cells


def _st(cx: _Compiler, pc: int, inst: _Inst, num: int):
    """tcgen05.st.sync.aligned.32x32b.x{num}.b32 [taddr], {r0, ..}."""
    cx.arity(inst, 2)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    srcs = [cx.src(op, "b32", inst)[0]
            for op in _vector_operands(cx, inst, inst.operands[1], num)]
    where = inst.where

    def body(w, m):
        t, cells = _access(w, m, base, off, num, where, write=True)
        t.cells[cells] = np.stack([w.regs[s].view(np.uint32) for s in srcs]).T
        st = _state(w)
        st.stores.append(cells)
        st.wrote.append(cells)
        t.w_warp[cells], t.w_epoch[cells] = w.id, -1
    return _collective(cx, inst, body)


def _wait(cx: _Compiler, pc: int, inst: _Inst, loads: bool):
    """tcgen05.wait::ld.sync.aligned / tcgen05.wait::st.sync.aligned: the warp's earlier lds
    (their registers get their values now) or sts complete (PTX ISA 9.7.16.8.5)."""
    cx.arity(inst, 0)

    def body(w, m):
        st = _state(w)
        if loads:
            for dsts, vals in st.loads:
                for (s, out), v in zip(dsts, vals):
                    w.regs[s] = v.view(out) if out is not None else v.copy()
            st.loads.clear()
        else:
            st.stores.clear()
    return _collective(cx, inst, body)


def _fence(cx: _Compiler, pc: int, inst: _Inst, before: bool):
    """tcgen05.fence::before_thread_sync: the warp's tcgen05 accesses so far are released by
    its next release (they take its present epoch); ::after_thread_sync: what its acquires so
    far have seen orders its later tcgen05 accesses (PTX ISA 9.7.16.6.3, 9.7.16.11.1)."""
    cx.arity(inst, 0)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        if not mask(w).any():
            return
        st = _state(w)
        if not before:
            st.after = w.smem.clock[w.id].copy()
            return
        t = w.block.tmem
        epoch = int(w.smem.clock[w.id, w.id])
        if t is not None:
            for cells in st.wrote:
                _release(t.w_warp, t.w_epoch, cells, w.id, epoch)
            for cells in st.read:
                _release(t.r_warp, t.r_epoch, cells, w.id, epoch)
        st.wrote.clear()
        st.read.clear()
    return h


# -- tcgen05.mma and tcgen05.commit

_LAYOUT_SPAN = {0: 0, 2: 128, 4: 64, 6: 32}   # descriptor bits 61-63 -> swizzle span (bytes)
_SPAN_BITS90 = {0: 0, 128: 1, 64: 2, 32: 3}   # the same span in wgmma's bits 62-63
# idesc A / B type per kind (Table 42): kind::f16's f16 0, bf16 1; kind::f8f6f4's E4M3 0 and
# E5M2 1 (its E2M3 3, E3M2 4 and E2M1 5, the 6- and 4-bit formats, are not modelled)
_AB = {"f16": {0: "f16", 1: "bf16"}, "f8f6f4": {0: "e4m3", 1: "e5m2"}}


def descriptor(desc: int, where: str) -> int:
    """An sm_100 shared-memory matrix descriptor as the sm_90 one with the same tile
    (ptx_hopper.operand_addresses reads that): the same start, LBO, SBO and base offset
    fields; bits 46-48 must be 0b001 and bit 52 (LBO mode: absolute addresses, sm_103a) 0; the
    3-bit layout at 61-63 (PTX ISA 9.7.16.4.1, Table 40)."""
    fixed, mode, layout = (desc >> 46) & 7, (desc >> 52) & 1, desc >> 61
    if fixed != 1 or mode or layout not in _LAYOUT_SPAN or (desc >> 53) & 0xFF:
        raise EmulatorError(f"{where}: {desc:#018x} is not an sm_100 matrix descriptor the "
                            "emulator models (bits 46-48 0b001, bit 52 0, bits 53-60 0, "
                            "layout at 61-63: none 0, 128B 2, 64B 4, 32B 6; PTX ISA 9.7.16.4.1)")
    low = desc & ((1 << 46) - 1) | desc & (7 << 49)
    return low | _SPAN_BITS90[_LAYOUT_SPAN[layout]] << 62


def instruction(idesc: int, where: str, kind: str = "f16"
                ) -> tuple[int, int, str, str, int, int, int, int]:
    """(M, N, A type, B type, A MN-major, B MN-major, negate A, negate B) of a kind::f16 or
    kind::f8f6f4 instruction descriptor (PTX ISA 9.7.16.4.2, Table 42: sparsity 0-2, saturate
    3, D type 4-5, A type 7-9, B type 10-12, negate A / B 13 / 14, major A / B 15 / 16, N >> 3
    at 17-22, M >> 4 at 24-28, max shift 30-31)."""
    dt, at, bt = (idesc >> 4) & 3, (idesc >> 7) & 7, (idesc >> 10) & 7
    n, m = ((idesc >> 17) & 0x3F) << 3, ((idesc >> 24) & 0x1F) << 4
    types = _AB[kind]
    why = ""
    if idesc & 0xF or idesc >> 30 or idesc & (1 << 6 | 1 << 23 | 1 << 29):
        why = "sparsity, saturate, max shift or reserved bits set"
    elif dt != 1:
        why = f"D type {dt} (f32 is 1; an f16 D is not modelled)"
    elif at not in types or bt not in types or (kind == "f16" and at != bt):
        why = (f"A type {at} and B type {bt} (kind::{kind}: "
               + ("both f16 0 or both bf16 1)" if kind == "f16" else
                  "E4M3 0 or E5M2 1 each; the 6- and 4-bit formats are not modelled)"))
    elif kind != "f16" and (idesc >> 15) & 3:
        why = "an MN-major 8-bit operand (not modelled: K-major only)"
    elif m not in (64, 128):
        why = f"M = {m} (cta_group::1: 64 or 128)"
    elif not 8 <= n <= 256 or n % (16 if m == 128 else 8):
        # PTX 9.1 allows N % 8 with M = 128 too; CUTLASS's and DeepGEMM's M = 128 atoms take
        # N % 16 only, and so does the emulator there (it refuses rather than guess).
        why = f"N = {n} (a multiple of {16 if m == 128 else 8} in 8..256 with M = {m})"
    if why:
        raise EmulatorError(f"{where}: instruction descriptor {idesc:#010x}: {why} (PTX ISA "
                            "9.7.16.4.2, 9.7.16.2.1)")
    return (m, n, types[at], types[bt], (idesc >> 15) & 1, (idesc >> 16) & 1,
            (idesc >> 13) & 1, (idesc >> 14) & 1)


def d_cells(m: int, n: int, lane0: int, col: int, t: Tmem, where: str) -> tuple:
    """(lanes, columns) of the tensor memory cells of an M x N D at lane0 / col, row i in
    lanes[i]: M = 128 (layout D, 9.7.16.10.5.4), lane i, lane0 0; M = 64 (layout F,
    9.7.16.10.5.6), row r0 + 16 r1 in lane lane0 + r0 + 32 r1, lane0 0 or 16 (the figures
    read through CuTe's tmem_frg, as the module docstring says). Columns col .. col + N - 1, all
    allocated."""
    if (m == 128 and lane0) or (m == 64 and lane0 not in (0, 16)) or col + n > COLUMNS or \
            not t.used[col:col + n].all():
        raise EmulatorError(f"{where}: D at lane {lane0} column {col}: M = {m} takes lanes "
                            f"from {'0' if m == 128 else '0 or 16'} and columns {col}.."
                            f"{col + n - 1}, all allocated (PTX ISA 9.7.16.10.5)")
    r = np.arange(m)
    return lane0 + r % 16 + 32 * (r // 16) if m == 64 else r, slice(col, col + n)


class Mma:
    """One tcgen05.mma issued by one thread: the warp, its D cells, operands and shape, the
    enable-input-d predicate, the issuer's clock and last fence.proxy.async at the issue."""

    __slots__ = ("where", "w", "cells", "adesc", "bdesc", "m", "n", "ka", "kb", "elem", "ta",
                 "tb", "sa", "sb", "accumulate", "clock", "fence", "units", "done")

    def __init__(self, where, w, cells, adesc, bdesc, shape, accumulate, clock, fence):
        self.where, self.w, self.cells = where, w, cells
        self.adesc, self.bdesc, self.accumulate = adesc, bdesc, accumulate
        self.m, self.n, self.ka, self.kb, self.ta, self.tb, na, nb = shape
        self.sa, self.sb = -1.0 if na else 1.0, -1.0 if nb else 1.0
        self.elem = 1 if self.ka in ("e4m3", "e5m2") else 2     # bytes an element; K 32 or 16
        self.clock, self.fence, self.units, self.done = clock, fence, None, False

    def begin(self, t: Tmem) -> None:
        """The issue: its operand bytes are read from now until it is performed, its D cells
        written (SharedMemory.begin_async_read, Tmem.inflight)."""
        smem = self.w.smem
        addrs = [hopper._tile_addresses(d, r, tr, self.where, self.elem)[1]
                 for d, r, tr in ((self.adesc, self.m, self.ta), (self.bdesc, self.n, self.tb))]
        self.units = np.unique(np.concatenate(addrs) // 2)
        smem.begin_async_read(self.units, self.where)
        t.inflight[self.cells] += 1

    def perform(self, t: Tmem, why: str) -> None:
        """D = A B (+ D): the operands read now through the race detector at the issue's clock,
        D written to tensor memory."""
        if self.done:
            return
        self.done = True
        where = f"{self.where} (performed at {why})"
        w = self.w
        w.smem.end_async_read(self.units)
        a = hopper._read_operand(w, self.adesc, self.m, self.ta, self.ka, where, self.fence,
                                 self.clock) * self.sa
        b = hopper._read_operand(w, self.bdesc, self.n, self.tb, self.kb, where, self.fence,
                                 self.clock) * self.sb
        with np.errstate(invalid="ignore"):             # 0 * inf: NaN, as IEEE
            d = a @ b.T                                 # (M, N), exact products in float64
        if self.accumulate:
            d = d + t.cells[self.cells].view(np.float32)
        t.cells[self.cells] = d.astype(np.float32).view(np.uint32)
        t.inflight[self.cells] -= 1


class Commit:
    """One tcgen05.commit: the MMAs its thread had issued since its commit before (`prev`), and
    the mbarrier it arrives on once they are done (in MBarrier.tmas, landed by Block.land_on as
    TMA copies are). The mbarrier tracks the completion of all prior asynchronous tcgen05
    operations of the thread (PTX ISA 9.1, 9.7.16.12.1), so landing a commit lands the thread's
    earlier ones first, wherever they arrive: their MMAs are done by then too."""

    __slots__ = ("where", "warp", "clock", "mmas", "bar", "tmem", "prev", "landed")

    def __init__(self, where, warp, clock, mmas, bar, tmem, prev=None):
        self.where, self.warp, self.clock = where, warp, clock
        self.mmas, self.bar, self.tmem = mmas, bar, tmem
        self.prev, self.landed = prev, False

    def land_in(self, block, why: str) -> None:
        if self.landed:
            return
        self.landed = True
        prev, self.prev = self.prev, None
        if prev is not None and not prev.landed:
            prev.bar.tmas.remove(prev)
            prev.land_in(block, why)
        for op in self.mmas:
            op.perform(self.tmem, why)
        b = self.bar
        b.pending -= 1
        if b.pending < 0:
            raise EmulatorError(f"{self.where} (arriving at {why}): one arrival more than the "
                                f"{b.count} the mbarrier at shared byte {b.addr} expects per "
                                "phase (PTX ISA, 'mbarrier')")
        np.maximum(b.clock, self.clock, out=b.clock)
        block.complete(b)


def _mma(cx: _Compiler, pc: int, inst: _Inst, kind: str):
    """tcgen05.mma.cta_group::1.kind::{f16, f8f6f4} [d], adesc, bdesc, idesc, p: one MMA per
    thread that executes it (see the module docstring)."""
    cx.arity(inst, 5)
    dbase, doff = _address(cx, inst, inst.operands[0], "u32")
    adesc = cx.src(inst.operands[1], "b64", inst)[0]
    bdesc = cx.src(inst.operands[2], "b64", inst)[0]
    idesc = cx.src(inst.operands[3], "b32", inst)[0]
    enable = cx.src(inst.operands[4], "pred", inst)[0]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if not m.any():
            return
        t = _tmem(w, where)
        st = _state(w)
        r = w.regs
        for lane in np.nonzero(m)[0].tolist():
            at = f"{where} (warp {w.id} lane {lane})"
            shape = instruction(int(r[idesc][lane]), at, kind)
            d = (int(r[dbase][lane]) + doff) & 0xFFFFFFFF
            cells = d_cells(shape[0], shape[1], d >> 16, d & 0xFFFF, t, at)
            _ordered(w, t, cells, at, write=True)
            op = Mma(at, w, cells, descriptor(int(r[adesc][lane]), at),
                     descriptor(int(r[bdesc][lane]), at), shape, bool(r[enable][lane]),
                     w.smem.clock[w.id].copy(), hopper.issue_fence(w.smem, w.id))
            op.begin(t)
            counters = w.stats.counters
            if counters is not None:
                # The shape is the instruction descriptor's, read here (kgen.tools.estimate's
                # executed_flops counts each MMA once, from this key).
                counters.opcodes[f"tcgen05.mma.m{shape[0]}n{shape[1]}k{32 // op.elem}"] += 1
            st.mmas.setdefault(lane, []).append(op)
            t.w_warp[cells], t.w_epoch[cells] = w.id, -1
    return h


def _commit(cx: _Compiler, pc: int, inst: _Inst):
    """tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [mbar]: per thread
    that executes it, an arrive on [mbar] once its earlier MMAs are done (see the module
    docstring); it implies fence::before_thread_sync."""
    cx.arity(inst, 1)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if not m.any():
            return
        st = _state(w)
        t = w.block.tmem
        addrs = w.regs[base].astype(np.int64) + off
        epoch = int(w.smem.clock[w.id, w.id])
        for lane in np.nonzero(m)[0].tolist():
            a = int(addrs[lane])
            if a % 8:
                raise EmulatorError(f"{where}: mbarrier address {a} is not 8-byte aligned")
            b = w.block.bar(a, where)
            w.block.ordered_after_init(b, w.id, where)
            mmas = [op for op in st.mmas.pop(lane, []) if not op.done]
            for op in mmas:
                _release(t.w_warp, t.w_epoch, op.cells, w.id, epoch, pending=False)
            c = Commit(f"{where} (warp {w.id} lane {lane})", w.id, w.smem.clock[w.id].copy(),
                       mmas, b, t, st.commits.get(lane))
            st.commits[lane] = c
            b.tmas.append(c)
        w.smem.clock[w.id, w.id] += 1       # a release: the warp starts a new epoch
    return h


def opcodes() -> dict:
    """The tcgen05 rows of the opcode table: full opcode -> (builder, arguments)."""
    t: dict = {}
    t["tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32"] = (_alloc, ())
    t["tcgen05.dealloc.cta_group::1.sync.aligned.b32"] = (_dealloc, ())
    t["tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned"] = (_relinquish, ())
    for num in _NUMS:
        t[f"tcgen05.ld.sync.aligned.32x32b.x{num}.b32"] = (_ld, (num,))
        t[f"tcgen05.st.sync.aligned.32x32b.x{num}.b32"] = (_st, (num,))
    t["tcgen05.wait::ld.sync.aligned"] = (_wait, (True,))
    t["tcgen05.wait::st.sync.aligned"] = (_wait, (False,))
    t["tcgen05.fence::before_thread_sync"] = (_fence, (True,))
    t["tcgen05.fence::after_thread_sync"] = (_fence, (False,))
    for kind in _AB:
        t[f"tcgen05.mma.cta_group::1.kind::{kind}"] = (_mma, (kind,))
    t["tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64"] = (_commit, ())
    return t
