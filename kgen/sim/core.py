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


class BarrierDeadlock(EmulatorError):
    """Warps wait at a barrier that the others can never reach."""


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


class GlobalMemory:
    """The launch's buffers at separated addresses; loads and stores check every lane."""

    def __init__(self):
        self.buffers: list[Buffer] = []
        self.counters = None    # kgen.sim.counters.Counters while a counted launch runs

    def add(self, name: str, array: np.ndarray, readonly: bool = False) -> int:
        base = _FIRST + len(self.buffers) * _GAP
        flat = np.ascontiguousarray(array).reshape(-1).view(np.uint8)
        self.buffers.append(Buffer(name, base, flat.copy(), readonly))
        return base

    def array(self, name: str) -> np.ndarray:
        return next(b.data for b in self.buffers if b.name == name)

    def _locate(self, addr: np.ndarray, nbytes: int, mask: np.ndarray, where: str):
        """(buffer index per lane, offset per lane); raises on any active lane outside."""
        a = addr.astype(np.uint64)
        rel = a - np.uint64(_FIRST)                 # wraps for addresses below the first buffer
        idx = (rel // np.uint64(_GAP)).astype(np.int64)
        ok = mask & (a >= np.uint64(_FIRST)) & (idx < len(self.buffers))
        off = (rel % np.uint64(_GAP)).astype(np.int64)
        sizes = np.array([b.data.size for b in self.buffers] or [0], np.int64)
        bad = ok & (off + nbytes > sizes[np.where(ok, idx, 0)])
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

    def load(self, addr: np.ndarray, nbytes: int, mask: np.ndarray, where: str) -> np.ndarray:
        """Little-endian values of nbytes (1, 2, 4 or 8) per lane as uint64; 0 where inactive."""
        idx, off = self._locate(addr, nbytes, mask, where)
        if self.counters is not None:
            self.counters.global_access(self.buffers, idx, mask, nbytes, write=False)
        out = np.zeros(addr.shape, np.uint64)
        span = np.arange(nbytes)
        for i in np.unique(idx[mask]):
            b = self.buffers[int(i)]
            sel = mask & (idx == i)
            raw = np.ascontiguousarray(b.data[off[sel][:, None] + span])  # (lanes, nbytes)
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
        idx, off = self._locate(addr, nbytes, mask, where)
        if self.counters is not None:
            self.counters.global_access(self.buffers, idx, mask, nbytes, write=True)
        vals = values.astype(np.uint64).astype(f"<u{nbytes}")
        span = np.arange(nbytes)
        for i in np.unique(idx[mask]):
            b = self.buffers[int(i)]
            if b.readonly:
                raise OutOfBoundsAccess(f"{where}: store into read-only '{b.name}'")
            sel = mask & (idx == i)
            raw = np.ascontiguousarray(vals[sel]).view(np.uint8).reshape(-1, nbytes)
            b.data[off[sel][:, None] + span] = raw


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

    def covers(self, u: int, epoch: int, mine: np.ndarray, issuer: np.ndarray) -> bool:
        """Whether warp u's generic access at `epoch` is fenced before an async access whose
        issuing warp has clock `mine` and had clock `issuer` at its last fence before it."""
        if epoch <= issuer[u]:
            return True
        e = self.epochs[u]
        i = bisect.bisect_left(e, epoch)
        return i < len(e) and e[i] <= mine[u]


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
        # Proxies (only on blocks with async-proxy operations): whether each unit's last write
        # was through the async proxy, each warp's last generic read of it, and the fences.
        self.fences = ProxyFences(warps) if proxies else None
        if proxies:
            self.w_async = np.zeros(n, bool)

    def _site(self, where: str) -> int:
        self.wheres.append(where)
        return len(self.wheres) - 1

    def barrier(self, warps: list[int]) -> None:
        joined = self.clock[warps].max(axis=0)
        for w in warps:
            self.clock[w] = joined
            self.clock[w, w] += 1

    def _units(self, addr: np.ndarray, nbytes: int, mask: np.ndarray, where: str) -> np.ndarray:
        a = addr.astype(np.int64)[mask]
        if ((a < 0) | (a + nbytes > self.nbytes)).any():
            lane = int(np.nonzero(mask)[0][np.argmax((a < 0) | (a + nbytes > self.nbytes))])
            raise OutOfBoundsAccess(f"{where}: lane {lane} accesses shared byte "
                                    f"{int(addr[lane])}, outside the block's {self.nbytes} bytes")
        # Natural alignment up to 16 bytes: ds_read_b64/b128 (and ldmatrix rows, cp.async
        # chunks) fault or split when not aligned to their size, unless the hardware is put in
        # an unaligned mode that kgen does not assume.
        if (a % min(max(nbytes, 2), 16)).any():
            raise EmulatorError(f"{where}: misaligned shared-memory access")
        return np.unique(np.concatenate([a // 2 + k for k in range(max(nbytes // 2, 1))]))

    def units(self, addr: np.ndarray, nbytes: int, where: str) -> np.ndarray:
        """The 16-bit units of nbytes at each of the addresses (all of them in use)."""
        return self._units(addr, nbytes, np.ones(addr.shape, bool), where)

    def mark_inflight(self, units: np.ndarray, ident: int, warp: int, where: str) -> None:
        """An asynchronous write of `units` is issued: nothing may touch them until it lands.
        Two such writes to one unit with nothing ordering them is an error of its own."""
        if self.inflight is None:
            self.inflight = np.zeros(self.w_warp.size, np.int64)
        busy = self.inflight[units]
        if busy.any():
            other = self.inflight_by[int(busy[busy != 0][0])][1]
            unit = int(units[np.argmax(busy != 0)])
            raise SharedMemoryRace(f"{where}: writes shared byte {2 * unit}, which {other} is "
                                   "still writing: two asynchronous copies into the same bytes "
                                   "with no completed wait between them are not ordered")
        self.inflight[units] = ident
        self.inflight_by[ident] = (warp, where)

    def clear_inflight(self, units: np.ndarray, ident: int) -> None:
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
        fence.proxy.async before it) to `words`: their last generic write must be fenced
        before it (ProxyFences.covers)."""
        lw = self.w_warp[words]
        generic = (lw >= 0) & ~self.w_async[words]
        for u, e, x in zip(lw[generic], self.w_epoch[words][generic], words[generic]):
            if not self.fences.covers(int(u), int(e), mine, issuer):
                raise MissingProxyFence(
                    f"{where}: {verb} shared byte {2 * int(x)} through the async proxy, which "
                    f"warp {int(u)}'s {self.wheres[self.w_where[x]]} wrote through the generic "
                    "proxy, and no fence.proxy.async orders the two (PTX ISA, 'Async Proxy': "
                    "accessing the same memory location across multiple proxies needs a "
                    "cross-proxy fence): fence.proxy.async.shared::cta is missing after that "
                    f"write in warp {int(u)}, before the synchronisation that orders it with "
                    "this access")

    def check_write(self, warp: int, addr, nbytes, mask, where: str, clock=None,
                    proxy=None) -> None:
        """A write by `warp`, at its clock now or, for an asynchronous copy landing, at the
        clock it was issued with. `proxy` is None for the generic proxy, or for the async proxy
        the issuing warp's clock at its last fence.proxy.async (ProxyFences.last)."""
        words = self._units(addr, nbytes, mask, where)
        if not words.size:
            return
        if self.inflight is not None:
            self._not_inflight(warp, words, where, "writes")
        mine = self.clock[warp] if clock is None else clock
        self._after_last_write("write-after-write", warp, words, where, mine)
        reads = self.r_epoch[words]
        others = reads > mine[None, :]
        others[:, warp] = False
        if others.any():
            i, u = np.argwhere(others)[0]
            raise self._race("write-after-read", int(words[i]), int(u),
                             int(self.r_where[words[i], u]), warp, where)
        if self.fences is not None:
            if proxy is not None:
                self._fenced(words, where, "writes", mine, proxy)
            self.w_async[words] = proxy is not None
        self.w_warp[words] = warp
        self.w_epoch[words] = mine[warp]
        self.w_where[words] = self._site(where)
        self.r_epoch[words] = 0

    def check_read(self, warp: int, addr, nbytes, mask, where: str, proxy=None,
                   issued=None) -> None:
        """A read by `warp` now; `proxy` as for check_write. An async-proxy read performed later
        than its issue (a wgmma's, at its wait_group) gives the clock of the issue in `issued`:
        the fence must come before the issue."""
        words = self._units(addr, nbytes, mask, where)
        if not words.size:
            return
        if self.inflight is not None:
            self._not_inflight(warp, words, where, "reads")
        self._after_last_write("read-after-write", warp, words, where, self.clock[warp])
        if self.fences is not None and proxy is not None:
            self._fenced(words, where, "reads",
                         self.clock[warp] if issued is None else issued, proxy)
        self.r_epoch[words, warp] = self.clock[warp][warp]
        self.r_where[words, warp] = self._site(where)

    def read(self, warp: int, addr: np.ndarray, nbytes: int, mask, where: str) -> np.ndarray:
        """uint32 words (nbytes // 4 per lane, stacked: shape (k, lanes)); checks for races."""
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
              where: str, clock=None, proxy=None) -> None:
        """values: uint32 of shape (k, lanes) for k = nbytes // 4 words per lane."""
        self.check_write(warp, addr, nbytes, mask, where, clock, proxy)
        if self.counters is not None:
            self.counters.shared_access(addr, nbytes, mask, write=True)
        idx = addr.astype(np.int64) // 4
        vals = np.atleast_2d(values)
        for j in range(vals.shape[0]):
            self.words[idx[mask] + j] = vals[j][mask]


class Warp(Protocol):
    """What a front end gives the block scheduler: run until a barrier, a block, or the end.

    A front end whose warps may return "blocked" also gives `ready()` (whether running the warp
    again can get it past what blocked it) and `blocked_on()` (what it waits for, in words)."""

    id: int

    def run(self) -> str:  # "barrier" | "blocked" | "yield" | "exit"
        ...


def run_block(warps: list[Warp], shared: SharedMemory) -> None:
    """Runs a block's warps, round robin in index order, each until it reaches a barrier, blocks,
    or exits.

    A barrier (bar.sync 0, s_barrier) opens when every warp that has not exited is waiting at it
    (PTX ISA, "exit": exiting threads no longer hold a barrier up). A warp that returned
    "blocked" (an mbarrier wait whose phase has not completed) is run again, from the
    instruction that blocked, once it is ready. A warp that returned "yield" (it released
    others: an mbarrier arrive) stays runnable, and the pass starts again from the first warp,
    so the warps its release made ready run before it goes on: a waiter then runs as early as
    the hardware might run it, and meets the phases the other warps have not completed yet.
    When no warp can go on, the block has deadlocked: BarrierDeadlock names what each warp
    waits for. Kernels with no mbarrier take
    the path they always took: one pass runs every warp to the barrier, then it opens. The
    race detector does not depend on the order the warps run in."""
    live = list(warps)
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
            if status == "barrier":
                waiting.append(w)
            elif status == "blocked":
                blocked.append(w)
            elif status == "yield":
                break
            else:
                exited.append(w)
        live = [w for w in live if w not in exited]
        if waiting and len(waiting) == len(live):
            shared.barrier([w.id for w in waiting])
            waiting = []
        elif live and not ran:
            raise BarrierDeadlock(_deadlock(live, waiting))


def _deadlock(live: list, waiting: list) -> str:
    what = []
    for w in live:
        if w in waiting:
            what.append(f"warp {w.id} waits at a barrier")
        else:
            what.append(f"warp {w.id} {w.blocked_on()}")
    return "no warp of the block can go on: " + "; ".join(what)


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
    # ran, for coverage (kgen.mutation mutates only the lines a launch executes).
    executed: set | None = None


def traced(run, line: int, executed: set):
    """An instruction's run function that first records its line in `executed`."""
    def t(w):
        executed.add(line)
        return run(w)
    return t
