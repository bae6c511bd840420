"""Thread-block clusters on the PTX emulator (sm_90): the CTAs of a cluster run together, read and
write one another's shared memory, and meet at the cluster barrier.

- A launch's clusters (PTX ISA, "Cluster of Cooperative Thread Arrays"): the grid is tiled by
  clusters of nx x ny x nz CTAs, from `.reqnctapercluster nx, ny, nz` in the entry (PTX ISA,
  "Cluster Dimension Directives") or from the launch; a launch without one is made of 1x1x1
  clusters, whose special registers (`%cluster_ctarank` 0, `%cluster_nctarank` 1, `%clusterid`
  the CTA's own id) read as such. The CTAs of one cluster are co-scheduled on the hardware, so
  the emulator runs their warps in one scheduler (core.run_block over several CTAs): a CTA
  barrier (bar.sync) is still its own CTA's, and the race detector's clocks are one matrix over
  every warp of the cluster, so that what one CTA's warp learned at a cluster barrier orders its
  accesses to another CTA's shared memory.
- Addresses (PTX ISA, "State Spaces: Shared State Space"): the `.shared::cta` window of a CTA
  lies in the `.shared::cluster` window, and a `.shared::cta` address of the executing CTA is a
  `.shared::cluster` address of its own memory. Where another CTA's memory sits in the window is
  the implementation's: the emulator puts byte b of the CTA of rank r at (r + 1) << 24 | b (a
  CTA's shared memory is at most 228 KB, under 2^24), which `mapa.shared::cluster` makes ("Get
  address in the CTA specified by operand b which corresponds to the address specified by
  operand a") and `ld/st.shared::cluster` read. A rank outside the cluster is refused.
- Another CTA's mbarriers and TMA (ptx_sync): `mbarrier.arrive{.expect_tx}...shared::cluster`
  arrives on the mbarrier of the CTA its address names (a release, like a local arrive: the
  race detector's clocks span the cluster); a TMA copy's box may go to another CTA, and with
  `.multicast::cluster` and its ctaMask to each CTA the mask names, at the same CTA-relative
  offsets of box and mbarrier: one copy per destination, each landing as a local one does.
  Operating on a CTA that has exited is refused (`block_of`).
- `barrier.cluster.arrive{.release|.relaxed}{.aligned}` and `barrier.cluster.wait{.acquire}
  {.aligned}` (PTX ISA, "barrier.cluster"): the wait waits for every non-exited thread of the
  cluster to have arrived ("exit": a barrier that waits for all threads is released when the
  exiting threads are the only ones holding it up). The arrive releases by default and the wait
  acquires by default; `.relaxed` orders no memory. Taken strictly, a thread arrives, then waits,
  then arrives again: a second arrival before its wait, or a wait with no arrival, is refused
  (BarrierMisuse). `.aligned` (every thread of the warp executes it) is checked; the emulator
  models the barrier for converged warps, and refuses the unaligned form in divergent code.
"""

from __future__ import annotations

import numpy as np

from .core import BarrierMisuse, EmulatorError, OutOfBoundsAccess
from .ptx_alu import _address, _Compiler, _mask_fn, _misaligned, _vector_operands
from .ptx_hopper import whole_warp
from .ptx_parse import _BLOCKED, _DTYPE, _Inst, _fail, _lane_bits

# Where another CTA's byte b sits in the .shared::cluster window (the emulator's encoding):
# (rank + 1) << RANK_SHIFT | b. Ranks 0..15 (PTX ISA: at most 16 CTAs in a non-portable cluster).
RANK_SHIFT = 24
_OFFSET = (1 << RANK_SHIFT) - 1
_ISA = "PTX ISA, 'barrier.cluster'"


def cluster_address(rank: int, offset) -> np.ndarray:
    """The .shared::cluster address of byte `offset` of the CTA of `rank`."""
    return ((np.int64(rank) + 1) << RANK_SHIFT) | (np.asarray(offset, np.int64) & _OFFSET)


class Cluster:
    """The CTAs of one cluster: each CTA's shared memory and Hopper state by rank, and the
    cluster barrier.

    The barrier's phase counts completions; `arrived` holds, per warp id, the lanes that arrived
    in the current phase; `clock` joins the clocks the current phase's arrivals released, and
    `published[p]` is what phase p's completion published for its waiters to acquire."""

    def __init__(self, blocks: list, clock: np.ndarray):
        self.blocks = blocks            # each CTA's ptx_hopper.Block (its shared memory,
                                        # mbarriers, TMA copies), by rank
        self.clock_matrix = clock       # every warp of the cluster (shared by its CTAs)
        self.ctas: list[list] = []       # each CTA's warps, by rank (bind)
        self.phase = 0
        self.arrived: dict[int, np.ndarray] = {}
        self.clock = np.zeros(clock.shape[0], np.int64)
        self.published: dict[int, np.ndarray] = {}

    def bind(self, ctas: list[list]) -> None:
        """The CTAs' warps, by rank, once they are made."""
        self.ctas = ctas
        for rank, ws in enumerate(ctas):
            for w in ws:
                w.cluster, w.cta_rank = self, rank

    def unbind(self) -> None:
        """Drops the warps and their links here once the cluster has run: warps and cluster
        name each other, a cycle that only the cyclic collector would free, with the module's
        code the warps reach (tests/sim/test_module_garbage.py)."""
        for w in self.warps:
            w.cluster = None
        self.ctas = []

    @property
    def warps(self) -> list:
        return [w for ws in self.ctas for w in ws]

    @property
    def size(self) -> int:
        return len(self.blocks)

    def peer_ranks(self, mask: int, where: str) -> list[int]:
        """The ranks a multicast's ctaMask names ("Each bit position in the 16-bit ctaMask
        operand corresponds to the %ctaid of the destination CTA" within the cluster: PTX ISA,
        "cp.async.bulk.tensor"; a bit past the cluster names no CTA, and is refused)."""
        if mask == 0 or mask >> self.size:
            raise EmulatorError(f"{where}: ctaMask {mask:#06x} names no CTA or a CTA outside "
                                f"the cluster of {self.size}")
        return [k for k in range(self.size) if mask >> k & 1]

    def block_of(self, w, rank: int, where: str):
        """The ptx_hopper.Block of the CTA of `rank`, for warp w to operate on: w's own, or a
        peer's that has not exited. Once every thread of a CTA has exited its shared memory is
        gone (CUDA Programming Guide, "Distributed Shared Memory": a thread block must not exit
        while other blocks of its cluster may still access its shared memory, which a cluster
        barrier before the exit ensures)."""
        if rank == w.cta_rank:
            return w.block
        if all(u.exited.all() for u in self.ctas[rank]):
            raise EmulatorError(f"{where}: warp {w.id} accesses the shared memory of CTA rank "
                                f"{rank}, which has exited: its shared memory is gone (a "
                                "barrier.cluster before the exit keeps it until its peers "
                                "are done)")
        return self.blocks[rank]

    def target(self, w, addr: np.ndarray, lanes: np.ndarray, where: str):
        """(rank per lane, byte offset per lane) of .shared::cluster addresses; a .shared::cta
        address (below the first peer's window) is the executing CTA's."""
        rank = (addr >> RANK_SHIFT) - 1
        rank = np.where(rank < 0, w.cta_rank, rank)
        bad = lanes & (rank >= self.size)
        if bad.any():
            lane = int(np.argmax(bad))
            raise OutOfBoundsAccess(f"{where}: lane {lane} addresses the shared memory of CTA "
                                    f"rank {int(rank[lane])}, outside its cluster of "
                                    f"{self.size} CTAs (address {int(addr[lane]):#x})")
        return rank, np.where(addr >> RANK_SHIFT == 0, addr, addr & _OFFSET)

    # -- the cluster barrier

    def arrive(self, w, lanes: np.ndarray, release: bool, where: str) -> None:
        if w.cluster_wait is not None:
            raise BarrierMisuse(f"{where}: warp {w.id} arrives at the cluster barrier again "
                                f"before waiting for its arrival at {w.cluster_wait[1]} "
                                f"({_ISA}: a thread arrives, then waits)")
        got = self.arrived.get(w.id)
        self.arrived[w.id] = lanes.copy() if got is None else got | lanes
        w.cluster_wait = (self.phase, where)
        if release:
            clock = self.clock_matrix
            np.maximum(self.clock, clock[w.id], out=self.clock)
            clock[w.id, w.id] += 1
        self.settle()

    def settle(self) -> None:
        """Completes the current phase if every thread of the cluster that has not exited has
        arrived in it."""
        if any(self._missing(u).any() for u in self.warps):
            return
        self.published[self.phase] = self.clock
        self.phase += 1
        self.arrived = {}
        self.clock = np.zeros_like(self.clock)

    def state(self, phase: int) -> str:
        if self.phase > phase:
            return "completed"
        waiting = [f"{u.id} (CTA rank {u.cta_rank})" for u in self.warps
                   if self._missing(u).any()]
        return f"phase {phase}, not yet arrived: warp(s) {', '.join(waiting)}"

    def _missing(self, u) -> np.ndarray:
        """The lanes of warp u that have not exited and have not arrived in this phase."""
        got = self.arrived.get(u.id)
        return ~u.exited if got is None else ~u.exited & ~got


class ClusterWait:
    """What a warp blocked at barrier.cluster.wait waits for (core.run_block asks `done`)."""

    ident = "barrier.cluster"

    def __init__(self, cluster: Cluster, phase: int):
        self.cluster, self.phase = cluster, phase

    @property
    def done(self) -> bool:
        self.cluster.settle()        # warps may have exited since
        return self.cluster.phase > self.phase

    def state(self) -> str:
        return self.cluster.state(self.phase)


def _barrier_cluster(cx: _Compiler, pc: int, inst: _Inst, arrive: bool, ordered: bool,
                     aligned: bool):
    """barrier.cluster.arrive / wait (the module doc). ordered: release (arrive) or acquire
    (wait); aligned: the .aligned form."""
    if inst.operands:
        raise _fail(inst.line, inst.text, "barrier.cluster takes no operands")
    if inst.guard is not None and aligned:
        raise _fail(inst.line, inst.text, "a guarded .aligned barrier.cluster: every thread of "
                    "the warp must execute it")
    where = inst.where

    def h(w):
        if not w.full:
            if aligned:
                whole_warp(where, w, w.mask)
            raise EmulatorError(f"{where}: barrier.cluster in divergent code (lanes "
                                f"{_lane_bits(w.mask):#010x} of warp {w.id}): the emulator "
                                "models it for converged warps")
        cl = w.cluster
        if arrive:
            cl.arrive(w, w.mask, ordered, where)
            return None
        if w.cluster_wait is None:
            raise BarrierMisuse(f"{where}: warp {w.id} waits at the cluster barrier without "
                                f"having arrived ({_ISA}: a thread arrives, then waits)")
        phase = w.cluster_wait[0]
        if cl.phase <= phase:
            cl.settle()
        if cl.phase <= phase:
            w.bar_wait, w.bar_where = ClusterWait(cl, phase), where
            return _BLOCKED
        if ordered:
            row = cl.clock_matrix[w.id]
            np.maximum(row, cl.published[phase], out=row)
        w.cluster_wait = None
        return None
    return h


def _mapa(cx: _Compiler, pc: int, inst: _Inst, ty: str):
    """mapa.shared::cluster.{u32,u64} d, a, b: a's shared byte in the CTA of rank b (the
    module doc's encoding); a is a register, a shared variable, or a variable plus an
    immediate; b a register or an immediate."""
    cx.arity(inst, 3)
    d, a, b = inst.operands
    if a[0] == "addr":      # `sh + imm` parses as an address-like operand in some texts
        raise _fail(inst.line, inst.text, "mapa takes a register or a shared variable")
    dst = cx.dst(d, ty, inst)
    src_a = cx.src(a, ty, inst)
    src_b = cx.src(b, "u32", inst)
    mask, where, unguarded = _mask_fn(cx.guard(inst)), inst.where, inst.guard is None
    out = np.dtype(_DTYPE[ty])

    def h(w):
        r = w.regs
        m = mask(w)
        va = r[src_a[0]].astype(np.int64)
        rank = r[src_b[0]].astype(np.int64)
        bad = m & (rank >= w.cluster.size)
        if bad.any():
            lane = int(np.argmax(bad))
            raise OutOfBoundsAccess(f"{where}: lane {lane} maps into CTA rank {int(rank[lane])}, "
                                    f"outside its cluster of {w.cluster.size} CTAs")
        v = cluster_address(np.where(m, rank, 0), va & _OFFSET).astype(out)
        r[dst[0]] = v if w.full and unguarded else np.where(m, v, r[dst[0]])
    return h


def _ld_st_cluster(cx: _Compiler, pc: int, inst: _Inst, store: bool, vec: int, ty: str):
    """ld/st.shared::cluster of 32-bit values (and vectors of them): each lane's address is a
    .shared::cluster address (the module doc), checked by the race detector of the CTA it
    names, as the access of this warp."""
    cx.arity(inst, 2)
    if np.dtype(_DTYPE[ty]).itemsize != 4:
        raise _fail(inst.line, inst.text, "the emulator models .shared::cluster accesses of "
                    "32-bit values")
    addr_op, val_op = (inst.operands[0], inst.operands[1]) if store else \
        (inst.operands[1], inst.operands[0])
    regs = [(cx.src if store else cx.dst)(op, ty, inst)
            for op in _vector_operands(cx, inst, val_op, vec)]
    base, off = _address(cx, inst, addr_op, "u32")
    nbytes, mask, where = 4 * vec, _mask_fn(cx.guard(inst)), inst.where
    dt = np.dtype(_DTYPE[ty])

    def h(w):
        r = w.regs
        m = mask(w)
        a = r[base].astype(np.int64) + off
        rank, at = w.cluster.target(w, a, m, where)
        if vec > 1 and (m & (at % nbytes != 0)).any():
            raise _misaligned(inst, at, m, nbytes)
        for k in np.unique(rank[m]).tolist():
            lanes = m & (rank == k)
            smem = w.cluster.block_of(w, k, where).smem
            if k == w.cta_rank and w.copies:
                w.check_pending(at, nbytes, lanes, where, "writes" if store else "reads")
            if store:
                vals = np.stack([r[s].view(np.uint32) for s, _ in regs])
                smem.write(w.id, at, vals, nbytes, lanes, where)
                continue
            words = smem.read(w.id, at, nbytes, lanes, where)
            for j, (slot, view) in enumerate(regs):
                v = words[j].view(dt)
                r[slot] = np.where(lanes, v if view is None else v.view(view), r[slot])
    return h


def opcodes() -> dict:
    """The cluster instructions the emulator runs: full opcode -> (builder, arguments)."""
    t: dict = {}
    for aligned in ("", ".aligned"):
        for sem, ordered in (("", True), (".release", True), (".relaxed", False)):
            t[f"barrier.cluster.arrive{sem}{aligned}"] = \
                (_barrier_cluster, (True, ordered, bool(aligned)))
        for sem in ("", ".acquire"):
            t[f"barrier.cluster.wait{sem}{aligned}"] = \
                (_barrier_cluster, (False, True, bool(aligned)))
    for ty in ("u32", "u64"):
        t[f"mapa.shared::cluster.{ty}"] = (_mapa, (ty,))
    for ty in ("u32", "s32", "b32", "f32"):
        for vec in (1, 2, 4):
            v = f".v{vec}" if vec > 1 else ""
            t[f"ld.shared::cluster{v}.{ty}"] = (_ld_st_cluster, (False, vec, ty))
            t[f"st.shared::cluster{v}.{ty}"] = (_ld_st_cluster, (True, vec, ty))
    return t
