"""The emulator's machine model, shared by its PTX and AMDGCN front ends.

What is here is what both vendors have: global memory made of the launch's buffers, per-block
shared memory (LDS), a block of warps (waves) that run until a barrier or the end, and the
happens-before race detector over shared memory.

Adversarial by design, to catch what real hardware shows only sometimes:
- every buffer sits alone in the address space with a gap around it, so an access outside it is an
  error naming the address, the nearest buffer, the instruction and the lane, never a silent hit
  in a neighbour;
- shared memory starts as NaN (0x7fc00000 in every word): a read of what no one wrote poisons the
  result instead of reading a friendly zero;
- the race detector keeps a vector clock per warp; only a barrier (or, on the Hopper path, an
  mbarrier phase: arrive releases, the wait that observes the phase acquires) orders two warps.
  A named barrier (`bar.sync a, b`, `bar.arrive a, b`: `CtaBarriers`) orders only the warps
  that took part in its phase: every arrival releases, and only the warps that waited acquire.
  Each shared word remembers its last write and the reads since, with the warp and the clock
  they happened at; an access that conflicts with one not ordered before it (RAW, WAR, WAW) fails
  the run, naming both instructions, whatever order the warps happened to run in;
- an asynchronous write still in flight (a TMA copy not yet landed) marks the bytes it will
  write: any access to them before it lands is an error, whichever warp makes it;
- on a block that has asynchronous-proxy operations (TMA copies, wgmma operands), every write
  also records its proxy, and an access through the async proxy to bytes last written through
  the generic proxy must have a `fence.proxy.async` between them, as the PTX ISA requires
  ("Async Proxy" under cp.async.bulk and under wgmma: "Accessing the same memory location across
  multiple proxies needs a cross-proxy fence. For the async proxy, fence.proxy.async should be
  used to synchronize memory between generic proxy and the async proxy."). The other direction
  needs no fence: "The completion of a cp{.reduce}.async.bulk [a wgmma.mma_async] operation is
  followed by an implicit generic-async proxy fence", and the race detector already requires that
  completion to be observed (`ProxyFences`). A generic read followed by an async write (a stage
  read with ld.shared, then refilled by TMA) is not checked either: the read has returned its
  value before the thread's release (the mbarrier arrive that frees the stage) and the copy is
  issued after the matching acquire, so no order of the two lets the read see the copy's bytes;
  CUTLASS's rings rely on this. (The ISA's sentence covers any access across proxies; this WAR
  case is the one reading of it the emulator does not enforce.)
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from ..errors import KgenError

NAN_WORD = 0x7FC00000
_GAP = 1 << 32          # bytes between buffers: no stray pointer lands in a neighbour
_FIRST = 1 << 40        # first buffer address


class EmulatorError(KgenError):
    kind = "emulator error"


class OutOfBoundsAccess(EmulatorError):
    """A global access outside every buffer of the launch."""


class SharedMemoryRace(EmulatorError):
    """Two shared-memory accesses, one a write, by different warps, with no barrier between."""


class MissingProxyFence(SharedMemoryRace):
    """A generic-proxy access and an async-proxy access to the same shared bytes, ordered by
    synchronisation but with no fence.proxy.async between them."""


class StaleRead(EmulatorError):
    """A register read while a load into it is still in flight (no wait covers it)."""


class UnknownInstruction(EmulatorError):
    """An instruction the emulator does not implement: never skipped."""


class RunawayLoop(EmulatorError):
    """A warp took one backward branch more times than the launch allows (`loop_limit`): a
    loop that does not exit would otherwise run forever."""


class WiderThanTarget(EmulatorError):
    """A load or store wider than the target executes (Target.max_vector_bits): ptxas or
    llvm-mc would refuse it, so the emulator does too."""


def check_width(bits: int, target, where: str, what: str, shared: bool = False) -> None:
    """Refuses an access of `bits` wider than the target's widest load or store (of shared
    memory, where that is narrower: Target.max_shared_vector_bits)."""
    if target is None:
        return
    most = (shared and target.max_shared_vector_bits) or target.max_vector_bits
    if bits > most:
        of = " of shared memory" if shared and target.max_shared_vector_bits else ""
        raise WiderThanTarget(f"{where}: {what} moves {bits} bits per thread; {target.name} "
                              f"loads and stores at most {most} bits{of}",
                              hint=f"split it into accesses of at most {most // 8} bytes")


class BarrierDeadlock(EmulatorError):
    """Warps wait at a barrier that the others can never reach."""


class BarrierMisuse(EmulatorError):
    """A CTA barrier (bar.sync, bar.arrive) used outside what the PTX ISA defines: an id outside
    0..15, a thread count that is not a positive multiple of the warp size or exceeds the
    block, two thread counts in one phase, or an arrival that may land in a phase before the
    barrier's reset."""


@dataclass
class Stats:
    instructions: int = 0      # warp-level instructions executed
    blocks: int = 0
    setprio: int = 0           # AMD s_setprio executed (wave-level; no data effect)
    counters: object = None    # kgen.sim.counters.Counters when `kgen bench` counts (else off)


@dataclass
class Buffer:
    name: str
    base: int
    data: np.ndarray           # uint8 view of the caller's array (written back after the run)
    readonly: bool = False

    def typed(self, nbytes: int) -> np.ndarray:
        """The buffer's whole nbytes-sized words (little-endian), a view of data: element i is
        bytes [i * nbytes, (i + 1) * nbytes)."""
        views = self.__dict__.setdefault("_typed", {})
        if nbytes not in views:
            views[nbytes] = self.data[:self.data.size - self.data.size % nbytes].view(
                f"<u{nbytes}")
        return views[nbytes]


class GlobalMemory:
    """The launch's buffers at separated addresses; loads and stores check every lane."""

    def __init__(self):
        self.buffers: list[Buffer] = []
        self.counters = None    # kgen.sim.counters.Counters while a counted launch runs
        self.sizes = np.zeros(1, np.int64)

    def add(self, name: str, array: np.ndarray, readonly: bool = False) -> int:
        base = _FIRST + len(self.buffers) * _GAP
        flat = np.ascontiguousarray(array).reshape(-1).view(np.uint8)
        self.buffers.append(Buffer(name, base, flat.copy(), readonly))
        self.sizes = np.array([b.data.size for b in self.buffers], np.int64)
        return base

    def array(self, name: str) -> np.ndarray:
        return next(b.data for b in self.buffers if b.name == name)

    def _locate(self, addr: np.ndarray, nbytes: int, mask: np.ndarray, where: str):
        """(buffer index per lane, offset per lane); raises on any active lane outside."""
        a = addr if addr.dtype == np.uint64 else addr.astype(np.uint64)
        rel = a - np.uint64(_FIRST)                 # wraps for addresses below the first buffer
        idx = (rel >> np.uint64(32)).astype(np.int64)       # _GAP is 2**32
        ok = mask & (a >= np.uint64(_FIRST)) & (idx < len(self.buffers))
        off = (rel & np.uint64(_GAP - 1)).astype(np.int64)
        bad = ok & (off + nbytes > self.sizes[np.where(ok, idx, 0)])
        if bad.any():
            lane = int(np.argmax(bad))
            b = self.buffers[int(idx[lane])]
            raise OutOfBoundsAccess(
                f"{where}: lane {lane} accesses {nbytes} bytes at {int(a[lane]):#x}, "
                f"byte {int(off[lane])} of '{b.name}', which has {b.data.size} bytes")
        outside = mask & ~ok
        if outside.any():
            lane = int(np.argmax(outside))
            raise OutOfBoundsAccess(f"{where}: lane {lane} accesses address {int(a[lane]):#x}, "
                                    "which is in no buffer of this launch")
        return idx, off

    @staticmethod
    def _by_buffer(idx: np.ndarray, mask: np.ndarray):
        """(buffer index, lanes) for each buffer the lanes in mask access."""
        sel = idx[mask]
        if not sel.size:
            return []
        if (sel == sel[0]).all():
            return [(int(sel[0]), mask)]
        return [(int(i), mask & (idx == i)) for i in np.unique(sel)]

    def _one_buffer(self, addr: np.ndarray, nbytes: int, mask: np.ndarray):
        """(buffer index, offset per lane) when every lane in mask accesses nbytes inside one
        buffer (nearly every access: the checks of _locate on the lowest and highest address
        only), else None (_locate then checks each lane and names the one outside)."""
        rel = (addr if addr.dtype == np.uint64 else addr.astype(np.uint64)) - np.uint64(_FIRST)
        r = rel[mask]           # wraps below the first buffer: no buffer's index
        if not r.size or self.counters is not None:
            return None
        lo, hi = int(r.min()), int(r.max())
        i = lo >> 32                                        # _GAP is 2**32
        if i != hi >> 32 or i >= len(self.buffers) or \
                (hi & (_GAP - 1)) + nbytes > self.buffers[i].data.size:
            return None
        return i, (rel & np.uint64(_GAP - 1)).astype(np.int64)

    def load(self, addr: np.ndarray, nbytes: int, mask: np.ndarray, where: str) -> np.ndarray:
        """Little-endian values of nbytes (1, 2, 4 or 8) per lane as uint64; 0 where inactive."""
        one = self._one_buffer(addr, nbytes, mask)
        if one is not None:
            i, off = one
            out = np.zeros(addr.shape, np.uint64)
            o = off[mask]
            if not (o % nbytes).any():          # aligned: one gather of whole words
                out[mask] = self.buffers[i].typed(nbytes)[o // nbytes]
                return out
        idx, off = self._locate(addr, nbytes, mask, where)
        if self.counters is not None:
            self.counters.global_access(self.buffers, idx, mask, nbytes, write=False)
        out = np.zeros(addr.shape, np.uint64)
        for i, sel in self._by_buffer(idx, mask):
            b = self.buffers[i]
            o = off[sel]
            if not (o % nbytes).any():          # aligned: one gather of whole words
                out[sel] = b.typed(nbytes)[o // nbytes]
                continue
            raw = np.ascontiguousarray(b.data[o[:, None] + np.arange(nbytes)])  # (lanes, nbytes)
            out[sel] = raw.view(f"<u{nbytes}").reshape(-1)
        return out

    def read_bytes(self, addr: int, nbytes: int, where: str) -> np.ndarray:
        """nbytes contiguous bytes from addr (all inside one buffer), as uint8."""
        one = np.ones(1, bool)
        idx, off = self._locate(np.array([addr], np.uint64), nbytes, one, where)
        start = int(off[0])
        return self.buffers[int(idx[0])].data[start:start + nbytes].copy()

    def store(self, addr: np.ndarray, nbytes: int, values: np.ndarray, mask: np.ndarray,
              where: str) -> None:
        one = self._one_buffer(addr, nbytes, mask)
        if one is not None and not self.buffers[one[0]].readonly:
            i, off = one
            o = off[mask]
            if not (o % nbytes).any():
                self.buffers[i].typed(nbytes)[o // nbytes] = \
                    values[mask].astype(np.uint64).astype(f"<u{nbytes}")
                return
        idx, off = self._locate(addr, nbytes, mask, where)
        if self.counters is not None:
            self.counters.global_access(self.buffers, idx, mask, nbytes, write=True)
        vals = values.astype(np.uint64).astype(f"<u{nbytes}")
        for i, sel in self._by_buffer(idx, mask):
            b = self.buffers[i]
            if b.readonly:
                raise OutOfBoundsAccess(f"{where}: store into read-only '{b.name}'")
            o = off[sel]
            if not (o % nbytes).any():
                b.typed(nbytes)[o // nbytes] = vals[sel]
                continue
            raw = np.ascontiguousarray(vals[sel]).view(np.uint8).reshape(-1, nbytes)
            b.data[o[:, None] + np.arange(nbytes)] = raw


class ProxyFences:
    """Where each warp executed fence.proxy.async, in the race detector's clocks.

    PTX ISA, "membar/fence": a bi-directional proxy fence "takes effect within a single thread"
    and composes with the other synchronisation of the memory model. So a generic access X by
    warp u is ordered before an async-proxy access Y when a fence F lies on a happens-before
    path from X to Y in a thread that does X or Y: u fences after X, and F is ordered before Y
    (the writers fence, then a barrier: CUTLASS's epilogue before its TMA store), or the warp
    issuing Y fences after it has synchronised with X (X before F, F before Y in program order).

    A fence is stamped with its warp's epoch, and the warp starts a new epoch after it, so that
    X precedes F exactly when X's epoch is at most F's."""

    def __init__(self, warps: int):
        self.epochs: list[list[int]] = [[] for _ in range(warps)]   # per warp, ascending
        self.last = np.zeros((warps, warps), np.int64)  # each warp's clock at its last fence

    def fence(self, clock: np.ndarray, warp: int) -> None:
        self.epochs[warp].append(int(clock[warp, warp]))
        self.last[warp] = clock[warp]
        clock[warp, warp] += 1


@dataclass(frozen=True)
class TileSummary:
    """What check_read_units's checks need to know of a set of units, at one version of the
    shared memory's records: per warp u, the latest epoch among the units u wrote last
    (`last`), the latest among those it wrote through the generic proxy (`generic`), 0 where
    none; and whether a copy in flight writes any of them.

    Each check passes for a unit exactly when its writer's epoch is small enough: a read at
    clock `at` by warp v is ordered after u's write at epoch e iff u == v or e <= at[u]
    (_after_last_write); a generic write at e is fenced iff e <= proxy[u] or u's first fence
    at or after e is one `at` has seen (_fenced), and as u's fence epochs ascend, the first
    at or after a smaller e is no later. So every unit passes iff each warp's latest epoch
    does: the summary decides the same as the checks over every unit. When it says no, the
    checks run over the units and name the first that fails."""
    units: np.ndarray
    version: int
    inflight: bool
    last: np.ndarray
    generic: np.ndarray | None

    @staticmethod
    def of(smem: "SharedMemory", units: np.ndarray) -> "TileSummary":
        warps = smem.clock.shape[0]
        lw, ep = smem.w_warp[units], smem.w_epoch[units]
        written = lw >= 0
        last = np.zeros(warps, np.int64)
        np.maximum.at(last, lw[written], ep[written])
        generic = None
        if smem.fences is not None:
            generic = np.zeros(warps, np.int64)
            g = written & ~smem.w_async[units]
            np.maximum.at(generic, lw[g], ep[g])
        busy = smem.inflight is not None and bool(smem.inflight[units].any())
        return TileSummary(units, smem.version, busy, last, generic)

    def passes(self, warp: int, at: np.ndarray, proxy, fences) -> bool:
        """Whether check_read_units's checks of warp's read at clock `at` (proxy: the
        issuer's clock at its last fence, or None for a generic read) pass."""
        if self.inflight:
            return False
        late = self.last > at
        late[warp] = False
        if late.any():
            return False
        if proxy is None:
            return True
        for u in np.nonzero(self.generic > proxy)[0]:
            e, eps = int(self.generic[u]), fences.epochs[u]
            i = bisect.bisect_left(eps, e)
            if i == len(eps) or eps[i] > at[u]:
                return False
        return True


class SharedMemory:
    """One block's shared memory / LDS, in 32-bit words, with the race detector.

    Vector clocks: clock[w] is warp w's view of every warp's progress. An access by warp u
    stamped with u's own counter c is ordered before warp w's present iff c <= clock[w][u].
    A barrier joins every waiting warp's clock, then each starts a new epoch."""

    def __init__(self, nbytes: int, warps: int, counters=None, proxies: bool = False):
        self.words = np.full(max(nbytes, 4) // 4, NAN_WORD, np.uint32)
        self.counters = counters    # kgen.sim.counters.Counters of a counted launch, or None
        self.nbytes = nbytes
        self.clock = np.eye(warps, dtype=np.int64)  # own epoch 1, nothing of others seen
        n = 2 * self.words.size  # the race detector works on 16-bit units (bf16/f16 elements)
        self.w_warp = np.full(n, -1, np.int64)
        self.w_epoch = np.zeros(n, np.int64)
        self.w_where = np.zeros(n, np.int64)
        self.r_epoch = np.zeros((n, warps), np.int64)
        self.r_where = np.zeros((n, warps), np.int64)
        self.wheres: list[str] = [""]
        # Asynchronous writes in flight, per 16-bit unit: the ident of the copy still writing it
        # (0: none), allocated on first use; inflight_by[ident] = (issuing warp, where).
        self.inflight: np.ndarray | None = None
        self.inflight_by: dict[int, tuple[int, str]] = {}
        # wgmma operand reads in flight, per 16-bit unit: how many issued, not yet retired
        # wgmmas (of any warp) may still read it, and the site of the last one issued
        # (allocated on the first wgmma). See begin_async_read.
        self.async_reads: np.ndarray | None = None
        self.async_site: np.ndarray | None = None
        # Proxies (only on blocks with async-proxy operations): whether each unit's last write
        # was through the async proxy, each warp's last generic read of it, and the fences.
        self.fences = ProxyFences(warps) if proxies else None
        if proxies:
            self.w_async = np.zeros(n, bool)
        # Bumped by everything that changes what a read checks (the last writes, the copies in
        # flight): a TileSummary made at one version holds until the next.
        self.version = 0
        self.summaries: dict[int, TileSummary] = {}     # id(units) -> the tile's summary

    def _site(self, where: str) -> int:
        self.wheres.append(where)
        return len(self.wheres) - 1

    def barrier(self, warps: list[int]) -> np.ndarray:
        """Every warp of `warps` waited at one barrier: each sees what all of them did before
        it, then starts a new epoch. Returns the joined clock (what the barrier published)."""
        joined = self.clock[warps].max(axis=0)
        for w in warps:
            self.clock[w] = joined
            self.clock[w, w] += 1
        return joined

    def _units(self, addr: np.ndarray, nbytes: int, mask: np.ndarray, where: str) -> np.ndarray:
        a = addr.astype(np.int64)[mask]
        if a.size and (a.min() < 0 or a.max() + nbytes > self.nbytes):
            lane = int(np.nonzero(mask)[0][np.argmax((a < 0) | (a + nbytes > self.nbytes))])
            raise OutOfBoundsAccess(f"{where}: lane {lane} accesses shared byte "
                                    f"{int(addr[lane])}, outside the block's {self.nbytes} bytes")
        # Natural alignment up to 16 bytes: ds_read_b64/b128 (and ldmatrix rows, cp.async
        # chunks) fault or split when not aligned to their size, unless the hardware is put in
        # an unaligned mode that kgen does not assume. A byte (ds_write_b8, st.shared.u8)
        # goes anywhere; it counts on its 16-bit unit.
        if (a % min(max(nbytes, 1), 16)).any():
            raise EmulatorError(f"{where}: misaligned shared-memory access")
        # Unsorted, with repeats: the checks and updates do not mind, and an error is looked
        # for again over the sorted units (_sorted_on_error) so that it names the lowest.
        k = max(nbytes // 2, 1)
        return a // 2 if k == 1 else ((a // 2)[:, None] + np.arange(k)).reshape(-1)

    def units(self, addr: np.ndarray, nbytes: int, where: str) -> np.ndarray:
        """The 16-bit units of nbytes at each of the addresses (all of them in use), sorted."""
        return np.unique(self._units(addr, nbytes, np.ones(addr.shape, bool), where))

    @staticmethod
    def _sorted_on_error(checks, words: np.ndarray) -> None:
        """Runs checks(words), which change nothing; if they fail, runs them again over the
        sorted distinct words, whose first failure is the error (the lowest unit's)."""
        try:
            checks(words)
        except EmulatorError:
            checks(np.unique(words))
            raise

    def mark_inflight(self, units: np.ndarray, ident: int, warp: int, where: str) -> None:
        """An asynchronous write of `units` is issued: nothing may touch them until it lands.
        Two such writes to one unit with nothing ordering them is an error of its own."""
        self.not_async_read(units, where)
        if self.inflight is None:
            self.inflight = np.zeros(self.w_warp.size, np.int64)
        busy = self.inflight[units]
        if busy.any():
            other = self.inflight_by[int(busy[busy != 0][0])][1]
            unit = int(units[np.argmax(busy != 0)])
            raise SharedMemoryRace(f"{where}: writes shared byte {2 * unit}, which {other} is "
                                   "still writing: two asynchronous copies into the same bytes "
                                   "with no completed wait between them are not ordered")
        self.version += 1
        self.inflight[units] = ident
        self.inflight_by[ident] = (warp, where)

    def begin_async_read(self, units: np.ndarray, where: str) -> None:
        """A wgmma.mma_async is issued that reads `units` (distinct): the tensor core may read
        them at any moment until the wgmma.wait_group that retires it (PTX ISA, "Async Proxy":
        "wgmma.commit_group and wgmma.wait_group operations must be used to wait for the
        completion of the wgmma.mma_async instructions"). The emulator performs the read at
        the retirement, the latest moment; a write to those bytes in between (a stage
        refilled before the wait, a wgmma never committed to the group a wait covers) would
        otherwise go unseen, as the read then sees the new bytes only if the write landed
        first: every write checks not_async_read, as if the read came at the issue. A TMA
        store's read of its source (ptx_hopper.TmaStore) is the same, retired by the issuing
        thread's cp.async.bulk.wait_group."""
        if self.async_reads is None:
            self.async_reads = np.zeros(self.w_warp.size, np.int32)
            self.async_site = np.zeros(self.w_warp.size, np.int64)
        self.async_reads[units] += 1
        self.async_site[units] = self._site(where)

    def end_async_read(self, units: np.ndarray) -> None:
        """The wgmma that begin_async_read(units) announced is retired."""
        self.async_reads[units] -= 1

    def not_async_read(self, units: np.ndarray, where: str, verb: str = "writes") -> None:
        """Refuses a write (by anyone: a warp, a copy at its issue) to `units` while a wgmma
        not yet retired may read them (begin_async_read)."""
        if self.async_reads is None:
            return
        busy = self.async_reads[units] > 0
        if busy.any():
            unit = int(np.asarray(units).reshape(-1)[np.argmax(busy.reshape(-1))])
            raise SharedMemoryRace(
                f"{where}: {verb} shared byte {2 * unit}, which "
                f"{self.wheres[int(self.async_site[unit])]} may still be reading: no wait "
                "has retired it (PTX ISA, 'Async Proxy': wgmma.mma_async and cp.async.bulk "
                "operations are performed in the async proxy; wgmma.wait_group, or "
                "cp.async.bulk.wait_group for a bulk copy, must be used to wait for their "
                "completion)")

    def clear_inflight(self, units: np.ndarray, ident: int) -> None:
        self.version += 1
        self.inflight[units] = 0
        self.inflight_by.pop(ident, None)

    def _not_inflight(self, warp: int, units: np.ndarray, where: str, verb: str) -> None:
        busy = self.inflight[units]
        if not busy.any():
            return
        unit = int(units[np.argmax(busy != 0)])
        owner, what = self.inflight_by[int(busy[busy != 0][0])]
        msg = (f"{where}: warp {warp} {verb} shared byte {2 * unit}, which {what} (issued by "
               f"warp {owner}) is still writing: no mbarrier wait has observed its completion "
               "(PTX ISA, 'cp.async.bulk.tensor': the copy's writes are visible only after the "
               "mbarrier phase it completes)")
        raise (StaleRead if owner == warp else SharedMemoryRace)(msg)

    def _race(self, kind: str, word: int, other_warp: int, other_site: int, warp: int,
              where: str) -> SharedMemoryRace:
        return SharedMemoryRace(
            f"{kind} race on shared byte {2 * word}: warp {other_warp}'s "
            f"{self.wheres[other_site]} and warp {warp}'s {where} are not ordered by a barrier")

    def _after_last_write(self, kind: str, warp: int, words: np.ndarray, where: str,
                          mine: np.ndarray) -> None:
        """Raises if another warp's last write to any of the words is not ordered before `mine`,
        the clock of the access."""
        lw = self.w_warp[words]
        unordered = (lw >= 0) & (lw != warp) & (self.w_epoch[words] > mine[np.maximum(lw, 0)])
        if unordered.any():
            i = int(np.argmax(unordered))
            raise self._race(kind, int(words[i]), int(lw[i]), int(self.w_where[words[i]]), warp,
                             where)

    def _fenced(self, words: np.ndarray, where: str, verb: str, mine: np.ndarray,
                issuer: np.ndarray) -> None:
        """An async-proxy access at clock `mine` (issuer: the issuing warp's clock at its last
        fence.proxy.async before it) to `words`: the last generic write of each, by warp u at
        epoch e, must be fenced before it (ProxyFences): e <= issuer[u] (the issuer fenced
        after synchronising with it), or u's first fence at or after e is one `mine` has
        seen. Over the words as arrays (a wgmma's operand read checks thousands of units at
        once); the first word that is not fenced names the error."""
        lw = self.w_warp[words]
        generic = (lw >= 0) & ~self.w_async[words]
        if not generic.any():
            return
        u, e = lw[generic], self.w_epoch[words][generic]
        ok = e <= issuer[u]
        if ok.all():
            return
        for warp in np.unique(u[~ok]):
            sel = ~ok & (u == warp)
            eps = np.asarray(self.fences.epochs[warp], np.int64)
            if eps.size:
                i = np.searchsorted(eps, e[sel], "left")
                ok[sel] = (i < eps.size) & (eps[np.minimum(i, eps.size - 1)] <= mine[warp])
        if ok.all():
            return
        k = int(np.argmax(~ok))
        x, w = int(words[generic][k]), int(u[k])
        raise MissingProxyFence(
            f"{where}: {verb} shared byte {2 * x} through the async proxy, which "
            f"warp {w}'s {self.wheres[self.w_where[x]]} wrote through the generic "
            "proxy, and no fence.proxy.async orders the two (PTX ISA, 'Async Proxy': "
            "accessing the same memory location across multiple proxies needs a "
            "cross-proxy fence): fence.proxy.async.shared::cta is missing after that "
            f"write in warp {w}, before the synchronisation that orders it with "
            "this access")

    # -- many warps at once (kgen.sim.ptx_fused): `warps` gives each lane's warp. Only the
    # generic proxy, at the warps' clocks now. The checks are those of check_read/check_write
    # for each warp in turn; a failure raises a race with no order of the warps implied (the
    # fused launch then runs again warp by warp, and that run's error is the verdict), so
    # two warps writing one unit in the same instruction are refused here too.

    def _lanes_units(self, warps: np.ndarray, addr, nbytes: int, mask, where: str):
        """(units, the warp of each) of the lanes in mask; the checks of _units."""
        a = addr[mask]
        if a.dtype != np.int64:
            a = a.astype(np.int64)
        if a.size and (a.min() < 0 or a.max() > self.nbytes - nbytes):
            raise OutOfBoundsAccess(f"{where}: an access outside the block's {self.nbytes} "
                                    "bytes of shared memory")
        align = min(max(nbytes, 1), 16)
        if ((a & (align - 1)) if align & (align - 1) == 0 else (a % align)).any():
            raise EmulatorError(f"{where}: misaligned shared-memory access")
        k = max(nbytes // 2, 1)
        u = warps[mask]
        if k == 1:
            return a >> 1, u
        return ((a >> 1)[:, None] + np.arange(k)).reshape(-1), np.repeat(u, k)

    def _unordered_writes(self, units: np.ndarray, u: np.ndarray, where: str) -> None:
        if self.inflight is not None and self.inflight[units].any():
            raise SharedMemoryRace(f"{where}: an access to shared bytes an asynchronous copy "
                                   "is still writing")
        lw = self.w_warp[units]
        other = (lw != u) & (lw >= 0)        # last written by another warp: is it ordered?
        if not other.any():
            return
        bad = other & (self.w_epoch[units] > self.clock[u, np.maximum(lw, 0)])
        if bad.any():
            i = int(np.argmax(bad))
            raise self._race("read-after-write or write-after-write", int(units[i]),
                             int(lw[i]), int(self.w_where[units[i]]), int(u[i]), where)

    def check_read_many(self, warps: np.ndarray, addr, nbytes: int, mask, where: str) -> None:
        units, u = self._lanes_units(warps, addr, nbytes, mask, where)
        if not units.size:
            return
        self._unordered_writes(units, u, where)
        self.r_epoch[units, u] = self.clock[u, u]
        self.r_where[units, u] = self._site(where)

    def check_write_many(self, warps: np.ndarray, addr, nbytes: int, mask, where: str) -> None:
        units, u = self._lanes_units(warps, addr, nbytes, mask, where)
        if not units.size:
            return
        self.not_async_read(units, where)
        self._unordered_writes(units, u, where)
        reads = self.r_epoch[units]
        if reads.any():
            others = reads > self.clock[u]
            others[np.arange(units.size), u] = False
            if others.any():
                raise SharedMemoryRace(f"{where}: write-after-read race on shared memory")
        self.version += 1
        if self.fences is not None:
            self.w_async[units] = False     # generic-proxy writes, as check_write records
        # Two warps writing one unit in this instruction: the record keeps one of them, so the
        # other's lanes do not find their own warp there. (A fused launch that fails here is
        # run again from its start: the records written first are dropped with it.)
        self.w_warp[units] = u
        if (self.w_warp[units] != u).any():
            raise SharedMemoryRace(f"{where}: two warps write one shared unit")
        self.w_epoch[units] = self.clock[u, u]
        self.w_where[units] = self._site(where)
        self.r_epoch[units] = 0

    def check_write(self, warp: int, addr, nbytes, mask, where: str, clock=None,
                    proxy=None) -> None:
        """A write by `warp`, at its clock now or, for an asynchronous copy landing, at the
        clock it was issued with. `proxy` is None for the generic proxy, or for the async proxy
        the issuing warp's clock at its last fence.proxy.async (ProxyFences.last)."""
        if isinstance(warp, np.ndarray):
            return self.check_write_many(warp, addr, nbytes, mask, where)
        words = self._units(addr, nbytes, mask, where)
        if words.size:
            self.check_write_units(warp, words, where, clock, proxy)

    def check_write_units(self, warp: int, words: np.ndarray, where: str, clock=None,
                          proxy=None, run: bool = False) -> None:
        """check_write of the 16-bit units `words` (inside shared memory, as _units gives
        them). With `run`, words is one sorted run of units (a TMA box, whose 16-byte chunks
        the swizzle only permutes): the checks first read the records as slices of it, and
        run over the units one by one only to name the unit that fails."""
        mine = self.clock[warp] if clock is None else clock
        at = slice(int(words[0]), int(words[-1]) + 1) if run else words

        def checks(words):
            self.not_async_read(words, where)
            if self.inflight is not None:
                self._not_inflight(warp, words, where, "writes")
            self._after_last_write("write-after-write", warp, words, where, mine)
            reads = self.r_epoch[words]
            others = reads > mine[None, :]
            others[:, warp] = False
            if others.any():
                i, u = np.argwhere(others)[0]
                raise self._race("write-after-read", int(words[i]), int(u),
                                 int(self.r_where[words[i], u]), warp, where)
            if self.fences is not None and proxy is not None:
                self._fenced(words, where, "writes", mine, proxy)
        if not run or not self._run_unordered(warp, at, mine):
            self._sorted_on_error(checks, words)
        elif self.fences is not None and proxy is not None:
            self._fenced(words, where, "writes", mine, proxy)
        self.version += 1
        if self.fences is not None:
            self.w_async[at] = proxy is not None
        self.w_warp[at] = warp
        self.w_epoch[at] = mine[warp]
        self.w_where[at] = self._site(where)
        self.r_epoch[at] = 0

    def _run_unordered(self, warp: int, run: slice, mine: np.ndarray) -> bool:
        """Whether check_write_units's checks before the proxy's (no wgmma reading, no copy in
        flight, every other warp's last write and reads ordered before `mine`) pass on the
        units of `run`, read as slices."""
        if self.async_reads is not None and (self.async_reads[run] > 0).any():
            return False
        if self.inflight is not None and self.inflight[run].any():
            return False
        lw = self.w_warp[run]
        if ((lw >= 0) & (lw != warp) & (self.w_epoch[run] > mine[np.maximum(lw, 0)])).any():
            return False
        seen = mine.copy()
        seen[warp] = np.iinfo(np.int64).max     # the warp's own reads need no order
        return not (self.r_epoch[run] > seen).any()

    def check_read(self, warp: int, addr, nbytes, mask, where: str, proxy=None,
                   issued=None) -> None:
        """A read by `warp` now; `proxy` as for check_write. An async-proxy read performed later
        than its issue (a wgmma's, at its wait_group) gives the clock of the issue in `issued`:
        the fence must come before the issue, and so must every write the read may see: the
        unit may read at any moment from the issue on, so what the warp synchronised with
        after the issue orders nothing before the read."""
        if isinstance(warp, np.ndarray):
            return self.check_read_many(warp, addr, nbytes, mask, where)
        words = self._units(addr, nbytes, mask, where)
        if words.size:
            self.check_read_units(warp, words, where, proxy, issued)

    def check_read_units(self, warp: int, words: np.ndarray, where: str, proxy=None,
                         issued=None) -> None:
        """check_read of the 16-bit units `words` (inside shared memory, as _units gives them):
        a wgmma's operand tiles, whose units its front end works out once (`words` is then
        the same read-only array at every read of the tile, and the tile's summary is kept:
        the four warps of a warpgroup read each tile at one version of the records)."""
        at = self.clock[warp] if issued is None else issued

        def checks(words):
            if self.inflight is not None:
                self._not_inflight(warp, words, where, "reads")
            self._after_last_write("read-after-write", warp, words, where, at)
            if self.fences is not None and proxy is not None:
                self._fenced(words, where, "reads", at, proxy)
        if words.flags.writeable or not self._summary(words).passes(
                warp, at, proxy if self.fences is not None else None, self.fences):
            self._sorted_on_error(checks, words)
        # (a column's view, then one index: a third of the cost of indexing both at once)
        self.r_epoch[:, warp][words] = self.clock[warp][warp]
        self.r_where[:, warp][words] = self._site(where)

    def _summary(self, words: np.ndarray) -> TileSummary:
        """The TileSummary of the read-only units `words` at the present version."""
        s = self.summaries.get(id(words))
        if s is None or s.units is not words or s.version != self.version:
            s = self.summaries[id(words)] = TileSummary.of(self, words)
        return s

    def read(self, warp, addr: np.ndarray, nbytes: int, mask, where: str) -> np.ndarray:
        """uint32 words (nbytes // 4 per lane, stacked: shape (k, lanes)); checks for races.
        warp: the warp's index, or each lane's (fused warps: check_read_many)."""
        if isinstance(warp, np.ndarray):
            self.check_read_many(warp, addr, nbytes, mask, where)
        else:
            self.check_read(warp, addr, nbytes, mask, where)
        if self.counters is not None:
            self.counters.shared_access(addr, nbytes, mask, write=False)
        k = max(nbytes // 4, 1)
        idx = (addr.astype(np.int64) // 4)
        out = np.zeros((k, addr.size), np.uint32)
        for j in range(k):
            out[j, mask] = self.words[idx[mask] + j]
        return out

    def write(self, warp: int, addr: np.ndarray, values: np.ndarray, nbytes: int, mask,
              where: str, clock=None, proxy=None, units=None) -> None:
        """values: uint32 of shape (k, lanes) for k = nbytes // 4 words per lane. `units`: the
        distinct units, sorted, that the active lanes write (check_write_units), when known."""
        if isinstance(warp, np.ndarray):
            self.check_write_many(warp, addr, nbytes, mask, where)
        elif units is not None:
            run = int(units[-1]) - int(units[0]) + 1 == units.size
            self.check_write_units(warp, units, where, clock, proxy, run)
        else:
            self.check_write(warp, addr, nbytes, mask, where, clock, proxy)
        if self.counters is not None:
            self.counters.shared_access(addr, nbytes, mask, write=True)
        idx = addr.astype(np.int64) // 4
        vals = np.atleast_2d(values)
        for j in range(vals.shape[0]):
            self.words[idx[mask] + j] = vals[j][mask]


# --------------------------------------------------------------------------------------------
# The CTA's barriers (PTX ISA, "bar, barrier").

BARRIERS = 16       # "Each CTA instance has sixteen barriers numbered 0..15"
WARP_SIZE = 32
_BAR_ISA = "PTX ISA, 'bar, barrier'"


def check_barrier_id(ident: int, where: str) -> None:
    """Operand a of bar.sync / bar.arrive: "Source operand a specifies a logical barrier
    resource as an immediate constant or register with value 0 through 15" (PTX ISA, "bar,
    barrier")."""
    if not 0 <= ident < BARRIERS:
        raise BarrierMisuse(f"{where}: barrier {ident} does not exist: a CTA has sixteen "
                            f"barriers, numbered 0 through 15 ({_BAR_ISA})")


def check_thread_count(count: int, where: str) -> None:
    """Operand b: "Operand b specifies the number of threads participating in the barrier ...
    When specifying a thread count, the value must be a multiple of the warp size. Note that a
    non-zero thread count is required for barrier{.cta}.arrive" (PTX ISA, "bar, barrier")."""
    if count <= 0 or count % WARP_SIZE:
        raise BarrierMisuse(f"{where}: thread count {count} is not a positive multiple of the "
                            f"warp size, {WARP_SIZE} ({_BAR_ISA}: when specifying a thread "
                            "count, the value must be a multiple of the warp size)")


def _threads(count: int | None) -> str:
    return "no thread count (all threads of the block)" if count is None else \
        f"thread count {count}"


@dataclass
class BarrierPhase:
    """One phase of a CTA barrier: the arrivals since its last reset.

    count is the thread count the arrivals name (None: `bar.sync a` with no count, every
    thread of the block); clock joins the clocks the arrivals released, which the warps that
    wait in the phase (bar.sync) acquire when it completes."""
    ident: int
    count: int | None
    clock: np.ndarray
    arrivals: list = field(default_factory=list)   # (warp, waits, where) in arrival order
    done: bool = False

    def warps(self) -> list[int]:
        return [u for u, _, _ in self.arrivals]

    def state(self) -> str:
        """'64 of 128 threads have arrived (warp 0 at line 9: bar.arrive 1, 128; ...)'."""
        who = "; ".join(f"warp {u} at {where}" for u, _, where in self.arrivals)
        if self.count is None:
            return f"{len(self.arrivals)} warp(s) have arrived ({who})"
        return f"{WARP_SIZE * len(self.arrivals)} of {self.count} threads have arrived ({who})"


class CtaBarriers:
    """The sixteen barriers of one block and what the race detector learns from them (PTX ISA,
    "bar, barrier"; `bar.sync` is `barrier.sync.aligned`, `bar.arrive` is
    `barrier.arrive.aligned`).

    - An arrival is per warp, converged: "barrier{.cta} instruction causes executing thread to
      wait for all non-exited threads from its warp and marks warps' arrival at barrier", so
      each arrival counts the warp's 32 threads toward the thread count b.
    - `bar.sync a, b` waits until b threads have arrived at barrier a; `bar.arrive a, b` "does
      not cause executing thread to wait for threads of other participating warps". Then
      "When a barrier completes, the waiting threads are restarted without delay, and the
      barrier is reinitialized so that it can be immediately reused": a new phase begins.
    - `bar.sync a` with no count: "all threads in the CTA participate in the barrier". That is
      the scheduler's barrier in `run_block` (open when every warp that has not exited waits
      at it); its arrivals are recorded here too (`opened` completes the phase), so that the
      two forms meeting in one phase of one barrier are caught.
    - Memory: "The barrier{.cta}.sync or barrier{.cta}.arrive instruction guarantees that when
      the barrier completes, prior memory accesses requested by this thread are performed
      relative to all threads participating in the barrier." In the race detector's clocks,
      an arrival is a release (the warp's clock joins the phase's, then the warp starts a new
      epoch) and, at completion, every warp that waited in the phase (bar.sync) acquires the
      join. A bar.arrive acquires nothing; a warp that took no part in the phase learns
      nothing from it.
    - Undefined uses are errors (BarrierMisuse): an id outside 0..15, a thread count that is
      not a positive multiple of 32 or exceeds the block's threads, two thread counts in one
      phase (the ISA lets "different warps ... execute different forms of the barrier{.cta}
      instruction using the same barrier name and thread count", and gives no meaning to two
      counts), and an arrival that may land in the
      previous phase: "Care must be taken to keep a warp from executing more barrier{.cta}
      instructions than intended (barrier{.cta}.arrive followed by any other barrier{.cta}
      instruction to the same barrier) prior to the reset of the barrier." Taken
      adversarially, every arrival at a barrier must happen after the completion of its
      previous phase (the arriving warp's clock covers every arrival of that phase); one that
      does not is refused whatever order the warps happened to run in."""

    def __init__(self, shared: SharedMemory, threads: int):
        self.shared, self.threads = shared, threads
        self.open: dict[int, BarrierPhase] = {}     # id -> the phase collecting arrivals
        self.last: dict[int, BarrierPhase] = {}     # id -> its last completed phase

    def arrive(self, warp: int, ident: int, count: int | None, waits: bool,
               where: str) -> BarrierPhase:
        """`warp` arrives at barrier `ident` (waits: bar.sync; else bar.arrive) naming `count`
        threads (None: the whole block). Returns the phase it arrived in, `done` if this
        arrival completed it. The whole-block form's release and acquire are the scheduler's
        (`run_block`, then `opened`)."""
        check_barrier_id(ident, where)
        if count is not None:
            check_thread_count(count, where)
            if count > self.threads:
                raise BarrierMisuse(f"{where}: thread count {count} exceeds the block's "
                                    f"{self.threads} threads: the barrier can never complete "
                                    f"({_BAR_ISA}: b is the number of threads participating)")
        p = self._phase(warp, ident, count, where)
        p.arrivals.append((warp, waits, where))
        if count is not None:
            clock = self.shared.clock
            np.maximum(p.clock, clock[warp], out=p.clock)
            clock[warp, warp] += 1
            if WARP_SIZE * len(p.arrivals) == count:
                self._complete(p)
        return p

    def opened(self, ident: int, joined: np.ndarray) -> None:
        """The scheduler opened the whole-block barrier `ident`; joined is what it published."""
        p = self.open.get(ident)
        if p is not None and p.count is None:
            p.clock = joined
            p.done = True
            del self.open[ident]
            self.last[ident] = p

    def _phase(self, warp: int, ident: int, count: int | None, where: str) -> BarrierPhase:
        """The phase of barrier `ident` that this arrival joins, after the checks."""
        p = self.open.get(ident)
        if p is not None and p.count != count:
            u, _, first = p.arrivals[0]
            raise BarrierMisuse(
                f"{where}: warp {warp} arrives at barrier {ident} with {_threads(count)}, but "
                f"warp {u} arrived in the same phase with {_threads(p.count)} ({first}): the "
                f"participating threads must agree on one thread count ({_BAR_ISA}; two counts "
                "in one phase are undefined)")
        if p is not None and warp in p.warps():
            first = next(w for u, _, w in p.arrivals if u == warp)
            raise BarrierMisuse(
                f"{where}: warp {warp} arrives at barrier {ident} a second time in one phase "
                f"(first at {first}; {p.state()}) ({_BAR_ISA}: care must be taken to keep a "
                "warp from executing more barrier instructions than intended, bar.arrive "
                "followed by any other barrier instruction to the same barrier, prior to the "
                "reset of the barrier)")
        self._after_reset(warp, ident, where)
        if p is None:
            p = self.open[ident] = BarrierPhase(ident, count,
                                                np.zeros(self.shared.clock.shape[0], np.int64))
        return p

    def _after_reset(self, warp: int, ident: int, where: str) -> None:
        """The arrival must happen after the completion of the barrier's previous phase: the
        warp's clock covers every arrival of that phase. Otherwise it may count toward it."""
        last = self.last.get(ident)
        if last is None:
            return
        unseen = self.shared.clock[warp] < last.clock
        if unseen.any():
            u = int(np.argmax(unseen))
            raise BarrierMisuse(
                f"{where}: warp {warp} arrives at barrier {ident}, but nothing orders the "
                f"completion of its previous phase before this arrival (warp {u}'s arrival in "
                f"that phase is not ordered before it; the phase: {last.state()}), so it may "
                f"count toward that phase ({_BAR_ISA}: care must be taken to keep a warp from "
                "executing more barrier instructions than intended prior to the reset of the "
                "barrier); a bar.arrive does not wait for the phase it arrives in to complete")

    def _complete(self, p: BarrierPhase) -> None:
        """The count is reached: the warps that waited acquire what every arrival released,
        and the barrier is reinitialized for its next phase."""
        clock = self.shared.clock
        for u, waits, _ in p.arrivals:
            if waits:
                np.maximum(clock[u], p.clock, out=clock[u])
        p.done = True
        del self.open[p.ident]
        self.last[p.ident] = p


class Warp(Protocol):
    """What a front end gives the block scheduler: run until a barrier, a block, or the end.

    A front end whose warps may return "blocked" also gives `ready()` (whether running the warp
    again can get it past what blocked it) and `blocked_on()` (what it waits for, in words)."""

    id: int

    def run(self) -> str:  # "barrier" | "blocked" | "yield" | "exit"
        ...


def run_block(warps: list[Warp], shared: SharedMemory | None,
              barriers: CtaBarriers | None = None, eager: bool = False,
              reverse: bool = False, ctas: list | None = None) -> None:
    """Runs a block's warps, round robin in index order, each until it reaches a barrier, blocks,
    or exits.

    A barrier (bar.sync 0, s_barrier) opens when every warp that has not exited is waiting at it
    (PTX ISA, "exit": exiting threads no longer hold a barrier up). A warp that returned
    "blocked" (an mbarrier wait whose phase has not completed, a bar.sync with a thread count
    whose barrier has not completed) is run again, from the instruction that blocked, once it
    is ready. A warp that returned "yield" (it released others: an mbarrier arrive, the arrival
    that completes a named barrier, a TMA copy that may land at once) stays runnable, and the
    pass starts again from the first warp, so the warps its release made ready run before it
    goes on: a waiter then runs as
    early as the hardware might run it, and meets the phases the other warps have not
    completed yet. With `eager`, the releasing warp runs on instead, until it blocks: the
    order in which a producer is as far ahead of its consumers as the hardware might let it
    be. With `reverse`, the round robin runs the warps in the reverse of their index order:
    warps of a warpgroup wait for each other at its collectives (wgmma), so in index order a
    producer warp numbered after its consumers runs only after each yield of theirs finds no
    consumer runnable, and by then they have released every slot it waits for; reversed, it
    runs first, as far ahead of its consumers as they let it, so a producer that refills a
    slot without waiting for its release (a try_wait with no spin loop) meets a phase its
    consumers have not completed. The PTX emulator takes the orders in turn, block by block
    (`block_order`). When no warp can go on, the block has deadlocked: BarrierDeadlock names what
    each warp waits for. Kernels with no mbarrier take
    the path they always took: one pass runs every warp to the barrier, then it opens. The
    race detector does not depend on the order the warps run in.

    A warp's `barrier_id` (0 when it has none) says which of the CTA's barriers it waits at
    with no thread count (`bar.sync a`, all threads of the block): the barrier opens when
    every live warp waits at that same one; `barriers` (the PTX front end's) records it.

    ctas: the CTAs of a cluster run together (kgen.sim.ptx_cluster), each (its warps, its
    shared memory, its barriers); warps, shared and barriers are then ignored. A CTA's
    barrier opens when every live warp of that CTA waits at it."""
    if ctas is None:
        ctas = [(warps, shared, barriers)]
    warps = [w for ws, _, _ in ctas for w in ws]
    cta_of = {id(w): i for i, (ws, _, _) in enumerate(ctas) for w in ws}
    live = list(reversed(warps)) if reverse else list(warps)
    waiting: list = []          # at the barrier
    blocked: list = []          # on an mbarrier (or another wait that run() models as a block)
    while live:
        ran = False
        exited = []
        for w in live:
            if w in waiting:
                continue
            if w in blocked:
                if not w.ready():
                    continue
                blocked.remove(w)
            ran = True
            status = w.run()
            while eager and status == "yield":
                status = w.run()        # the releasing warp runs on
            if status == "barrier":
                waiting.append(w)
            elif status == "blocked":
                blocked.append(w)
            elif status == "yield":
                break
            else:
                exited.append(w)
        live = [w for w in live if w not in exited]
        opened = False
        for i, (_, shared, barriers) in enumerate(ctas):
            mine = waiting if len(ctas) == 1 else [w for w in waiting if cta_of[id(w)] == i]
            alive = live if len(ctas) == 1 else [w for w in live if cta_of[id(w)] == i]
            if mine and len(mine) == len(alive) and len({_barrier_id(w) for w in mine}) == 1:
                joined = shared.barrier([w.id for w in mine])
                if barriers is not None:
                    barriers.opened(_barrier_id(mine[0]), joined)
                waiting = [w for w in waiting if w not in mine]
                opened = True
        if not opened and live and not ran:
            raise BarrierDeadlock(_deadlock(live, waiting, len(ctas) > 1))


def block_order(x: int, y: int, z: int) -> dict:
    """run_block's order for block (x, y, z): lazy, eager, lazy reversed, eager reversed, in
    turn along the grid's diagonals (x + y + z), so that a launch of two blocks meets both
    release orders, one of three or more a producer that runs first as well, and blocks that
    take one path of the code (a GEMM's whole tiles, which sit in the grid's low corner) meet
    them all, as they would with the blocks' linear index only by luck. A grouped raster
    (kgen.lower.raster) launches one x whose consecutive blocks walk a group's row tiles: its
    whole tiles meet every order where a group holds four or more of them (the mutation sizes
    are chosen so: kgen.tools.mutation.EXTRA_SIZES)."""
    d = (x + y + z) % 4
    return {"eager": d % 2 == 1, "reverse": d >= 2}


def _barrier_id(w) -> int:
    return getattr(w, "barrier_id", 0)


def _deadlock(live: list, waiting: list, cluster: bool = False) -> str:
    """What each live warp waits for; in a cluster (kgen.sim.ptx_cluster) warps are numbered
    across its CTAs, and each is named with its CTA's rank."""
    what = []
    for w in live:
        who = f"warp {w.id}" + (f" (CTA rank {w.cta_rank})" if cluster else "")
        if w in waiting and _barrier_id(w):
            what.append(f"{who} waits at barrier {_barrier_id(w)}, which every thread of "
                        "the block must reach (bar.sync with no thread count)")
        elif w in waiting:
            what.append(f"{who} waits at a barrier")
        else:
            what.append(f"{who} {w.blocked_on()}")
    return f"no warp of the {'cluster' if cluster else 'block'} can go on: " + "; ".join(what)


@dataclass
class Launch:
    """One kernel launch for a front end: grid, block size, and argument values in ABI order."""
    grid: tuple[int, int, int]
    threads: int
    args: list                     # int addresses for pointers, numpy scalars for values,
                                   # bytes for a by-value byte-array parameter (a tensor map)
    memory: GlobalMemory
    stats: Stats = field(default_factory=Stats)
    shared_bytes: int = 0          # dynamic shared memory per block (PTX `.extern .shared`)
    # When a set: the source lines (1-based, of the assembly text) of every instruction that
    # ran, for coverage (kgen.tools.mutation mutates only the lines a launch executes).
    executed: set | None = None
    # What the approximate instructions return (kgen.sim.approx): another seed, other values
    # inside the same documented bounds.
    seed: int = 0
    # Backward branches one warp may take in the launch before the run stops as a RunawayLoop;
    # None: derived from the launch's size (`loop_limit`).
    loop_limit: int | None = None
    # The cluster shape (kgen.sim.ptx_cluster), where the kernel does not declare one; None:
    # the kernel's .reqnctapercluster, else clusters of one CTA.
    cluster: tuple | None = None


def loop_limit(launch: Launch) -> int:
    """The backward branches a warp may take: launch.loop_limit, else 65536 plus 4 per 32-bit
    word of the launch's buffers. A loop of kgen's steps over elements (at least one element a
    trip, and a warp's loops together visit no element more than a few times), so a warp that
    branches back more often than that is looping without end."""
    if launch.loop_limit is not None:
        return launch.loop_limit
    words = sum(b.data.size for b in launch.memory.buffers) // 4
    return 65536 + 4 * words


def runaway(where: str, unit: str, wid: int, block: int, limit: int, ran: int) -> RunawayLoop:
    """The error for a warp (wave) whose branch at `where` went back more than `limit` times."""
    return RunawayLoop(
        f"{where}: {unit} {wid} of block {block} has taken backward branches {limit + 1:,} "
        f"times, more than the launch's limit of {limit:,}, the last one this branch "
        f"({ran:,} instructions ran): a loop that does not exit",
        hint="check the loop's exit condition; a launch that needs more trips sets "
             "Launch.loop_limit")


def traced(run, line: int, executed: set):
    """An instruction's run function that first records its line in `executed`."""
    def t(w):
        executed.add(line)
        return run(w)
    return t


