"""The PTX emulator's Hopper (sm_90a) path: mbarriers, TMA tensor copies, wgmma, setmaxnreg.

A warp-specialized GEMM has a producer warp that issues TMA copies into a ring of shared-memory
slots and consumer warpgroups that multiply them with wgmma; mbarriers say when a slot is full
(the copy's bytes have landed) and when it is empty again (the consumers are done reading it).
Everything here is asynchronous on the hardware; the emulator makes each asynchronous effect
happen at the latest moment the ISA allows, so that a program that relies on an earlier one
fails:

- an mbarrier (PTX ISA, "Parallel Synchronization and Communication Instructions: mbarrier") is
  block-level state keyed by its shared address: expected arrival count, pending arrivals,
  tx-count, and the number of completed phases. `try_wait.parity` that would fail blocks the
  warp instead of spinning: `_PtxWarp.run` returns "blocked" with its pc on the try_wait, and
  the scheduler in `core.run_block` runs it again once the phase it waits for has completed.
- a TMA copy (`cp.async.bulk.tensor`) is recorded against its mbarrier and lands (reads global,
  writes shared, performs its complete_tx) only when some warp would otherwise block on that
  mbarrier, or at the end of the block. Until then the bytes it will write are marked in flight
  in `SharedMemory`: any access to them is an error, whichever warp makes it.
- a TMA copy reads its tensor map through the tensormap proxy (`TensorMaps`): a map passed by
  value in kernel parameter memory needs nothing more; a map in global memory needs a
  `fence.proxy.tensormap::generic.acquire.sys` of its 128 bytes ordered before the copy, and a
  copy without one is refused, as the hardware may read a stale map.
- a wgmma (`wgmma.mma_async`) reads shared memory and does its math only at the
  `wgmma.wait_group` that retires its group; until then its accumulator registers may not be
  touched by any other instruction of the warp.
- a TMA store (`cp.async.bulk.tensor...global.shared::cta.tile.bulk_group`, `TmaStore`) joins
  its thread's bulk async-group and reads its shared source only at the
  `cp.async.bulk.wait_group` that retires the group: until then nobody may write those bytes,
  and a block that ends with one not retired is refused (its shared memory would be gone).

The memory model around them: a try_wait may answer false before its phase completes (the
ISA's time limit; `ptx_sync._mbar_try_wait` does so on every first try of an incomplete
phase); every operation on an mbarrier must be ordered after its init
(`Block.ordered_after_init`), and a TMA copy's complete_tx after the initialising thread's
fence.mbarrier_init (`Block.visible_to_copies`); the copies' writes and the wgmma operand reads
are async-proxy accesses, which need a fence.proxy.async after a generic write to the same
bytes (`core.ProxyFences`).

The race detector sees the mbarrier as the synchronization it is: an arrive is a release (the
warp's clock joins the phase's, then the warp starts a new epoch), a TMA's complete_tx releases
the clock its issuer had at the issue, phase completion publishes the joined clock, and the
try_wait that observes the completion is an acquire.
"""

from __future__ import annotations

import functools

import numpy as np

from ..errors import KgenError
from ..target.tensormap import TENSOR_MAP_ALIGN, TENSOR_MAP_BYTES, decode_sim
from .core import EmulatorError, SharedMemoryRace
from .wgmma_fp8 import FORMATS as _FP8_KINDS
from .wgmma_fp8 import K_STEP, accumulate, decode, operand_kinds

WARP = 32
_MAX_COUNT = (1 << 20) - 1    # PTX ISA, "mbarrier": arrival counts and tx-count are 20-bit


def _lane_bits(mask: np.ndarray) -> int:
    return int(np.packbits(mask, bitorder="little").view(np.uint32)[0])


def whole_warp(where: str, w, m: np.ndarray) -> None:
    """.sync.aligned: all 32 lanes of the warp execute it, with nothing masked off."""
    if not m.all():
        raise EmulatorError(f"{where}: executed by lanes {_lane_bits(m):#010x} of warp {w.id}; "
                            "a .sync.aligned instruction needs all 32 lanes of the warp")


# --------------------------------------------------------------------------------------------
# mbarrier objects and the block state they live in.

class MBarrier:
    """One mbarrier object: 8 bytes of shared memory to the program, this to the emulator.

    clock joins the releases of the current phase (arrivals, complete_tx); done is what the last
    completed phase published, which a try_wait that observes it acquires."""

    __slots__ = ("addr", "count", "pending", "tx", "phase", "clock", "done", "tmas", "where",
                 "warp", "lane", "epoch", "released")

    def __init__(self, addr: int, count: int, warps: int, where: str, warp: int = 0,
                 lane: int = 0, epoch: int = 0):
        self.addr, self.count, self.where = addr, count, where
        # The initialising thread and its epoch; the epoch of its fence.mbarrier_init (None
        # until it executes one), which makes the init visible to the copy engine.
        self.warp, self.lane, self.epoch, self.released = warp, lane, epoch, None
        self.pending, self.tx, self.phase = count, 0, 0
        self.clock = np.zeros(warps, np.int64)
        self.done = np.zeros(warps, np.int64)
        # what will complete on it, in issue order: TMA copies (complete_tx) and
        # tcgen05.commits (an arrive once their MMAs are done: ptx_tcgen05.Commit)
        self.tmas: list = []

    def completed(self, parity: int) -> bool:
        """try_wait.parity: the phase of that parity has completed, i.e. the current phase's
        parity differs (PTX ISA, "mbarrier.test_wait/try_wait": phaseParity)."""
        return (self.phase & 1) != (parity & 1)

    def state(self) -> str:
        more = (f" (copies completed {-self.tx} bytes more than expect_tx announced)"
                if self.tx < 0 else "")
        return (f"{self.phase} phase(s) completed, {self.pending} of {self.count} arrival(s) "
                f"and {self.tx} tx byte(s) pending{more}, {len(self.tmas)} TMA copy(ies) or "
                "tcgen05.commit(s) in flight")


class Block:
    """What the warps of one block share on the Hopper path: the mbarriers, by shared address,
    the TMA copies still in flight, and the tensormap proxy's view of the maps (TensorMaps)."""

    def __init__(self, smem, mem, warps: int, tensormaps: "TensorMaps | None" = None):
        self.smem, self.mem, self.warps = smem, mem, warps
        self.tensormaps = tensormaps
        self.bars: dict[int, MBarrier] = {}
        self.copies = 0
        # TMA stores per issuing thread (warp, lane): (the open group, the committed groups
        # oldest first), each a list of TmaStore (BulkGroups).
        self.bulk: dict[tuple[int, int], tuple[list, list]] = {}
        self.tmem = None        # sm_100a's tensor memory (ptx_tcgen05.Tmem), from its first alloc

    def bar(self, addr: int, where: str) -> MBarrier:
        b = self.bars.get(addr)
        if b is None:
            raise EmulatorError(f"{where}: no mbarrier is initialised at shared byte {addr} "
                                "(PTX ISA, 'mbarrier': an operation on an object that "
                                "mbarrier.init has not initialised is undefined)")
        return b

    def ordered_after_init(self, b: MBarrier, warp: int, where: str) -> None:
        """An operation of `warp` on b must come after b's mbarrier.init in happens-before
        order: the init is a write to the object (PTX ISA, "mbarrier.init": it initialises the
        object's phase and counts), and an arrive or a test of it a read-modify-write or a
        read; with no barrier between them another thread may see the memory uninitialised."""
        if warp != b.warp and b.epoch > self.smem.clock[warp, b.warp]:
            raise SharedMemoryRace(
                f"{where}: warp {warp} operates on the mbarrier at shared byte {b.addr}, which "
                f"warp {b.warp}'s {b.where} initialised, and no barrier orders the init before "
                "it (PTX ISA, 'mbarrier.init': the init writes the object; every other thread "
                "must be synchronised with it before using the mbarrier)")

    def fence_init(self, warp: int, lanes: np.ndarray) -> None:
        """fence.mbarrier_init.release.cluster by `lanes` of `warp`: "the synchronizing effect
        of the fence only applies to the prior mbarrier.init operations executed by the same
        thread" (PTX ISA, "membar/fence"); those mbarriers are released to the cluster scope
        from this warp's present epoch."""
        epoch = int(self.smem.clock[warp, warp])
        for b in self.bars.values():
            if b.warp == warp and lanes[b.lane] and b.released is None:
                b.released = epoch

    def visible_to_copies(self, b: MBarrier, clock: np.ndarray, where: str) -> None:
        """A TMA copy issued with `clock` will perform complete_tx on b. The complete_tx is
        performed by the copy engine, not by a thread of the block, "with .release semantics at
        .cluster scope" (PTX ISA, "cp.async.bulk.tensor"); the init reaches that scope only
        through a release at cluster scope by the initialising thread: fence.mbarrier_init
        .release.cluster (PTX ISA, "membar/fence", whose example pairs mbarrier.init with it),
        ordered before the copy's issue. A CTA barrier (bar.sync) is not enough: its scope is
        the block's threads."""
        if b.released is None or b.released > clock[b.warp]:
            state = ("no fence.mbarrier_init.release.cluster has followed it" if b.released is
                     None else "its fence.mbarrier_init is not ordered before this copy")
            raise EmulatorError(
                f"{where}: the copy's complete_tx would operate on the mbarrier at shared byte "
                f"{b.addr}, whose init ({b.where}, warp {b.warp} lane {b.lane}) is not yet "
                f"visible to the copy engine: {state} (PTX ISA, 'membar/fence': "
                "fence.mbarrier_init makes prior mbarrier.init operations of the thread visible "
                "at cluster scope, where the copy's complete_tx is performed)")

    def init(self, addr: int, count: int, where: str, warp: int = 0, lane: int = 0) -> None:
        if addr in self.bars:
            raise EmulatorError(f"{where}: the mbarrier at shared byte {addr} is already "
                                f"initialised (by {self.bars[addr].where}; "
                                f"{self.bars[addr].state()}); PTX ISA, 'mbarrier.init': "
                                "initialising a valid mbarrier object is undefined, "
                                "mbarrier.inval it first")
        if not 1 <= count <= _MAX_COUNT:
            raise EmulatorError(f"{where}: expected arrival count {count} is outside "
                                f"1..{_MAX_COUNT} (PTX ISA, 'mbarrier.init')")
        if addr < 0 or addr + 8 > self.smem.nbytes:
            raise EmulatorError(f"{where}: mbarrier at shared byte {addr} is outside the "
                                f"block's {self.smem.nbytes} bytes")
        self.bars[addr] = MBarrier(addr, count, self.warps, where, warp, lane,
                                   int(self.smem.clock[warp, warp]))

    def inval(self, addr: int, where: str) -> None:
        b = self.bar(addr, where)
        if b.tmas:
            raise EmulatorError(f"{where}: invalidates the mbarrier at shared byte {addr} "
                                f"while {b.tmas[0].where} is still to complete on it")
        del self.bars[addr]

    def arrive(self, b: MBarrier, warp: int, n: int, tx: int, where: str) -> int:
        """n arrivals of `warp`, each after adding tx bytes to the tx-count (arrive.expect_tx);
        a release: the warp's clock joins the phase's, then the warp starts a new epoch.
        Returns the phase the arrivals belong to (the state token)."""
        if n > b.pending and b.tmas:
            # More arrivals than the phase has left: only possible if the phase completes first,
            # so its copies land now (they may land any time; the emulator delays them until
            # the program needs them). A producer that refills a slot without waiting for it
            # to be empty gets here, and then meets the race detector.
            self.land_on(b, f"{where}, which arrives on its next phase")
        phase = b.phase
        b.tx += n * tx
        b.pending -= n
        if b.pending < 0:
            raise EmulatorError(f"{where}: {n} arrival(s) on the mbarrier at shared byte "
                                f"{b.addr} exceed the {b.count} it expects per phase (PTX ISA, "
                                "'mbarrier': the pending count may not go below zero)")
        if b.tx > _MAX_COUNT:
            raise EmulatorError(f"{where}: tx-count {b.tx} of the mbarrier at shared byte "
                                f"{b.addr} exceeds {_MAX_COUNT} (PTX ISA, 'mbarrier')")
        clock = self.smem.clock
        np.maximum(b.clock, clock[warp], out=b.clock)
        clock[warp, warp] += 1
        self.complete(b)
        return phase

    def expect_tx(self, b: MBarrier, tx: int, where: str) -> None:
        b.tx += tx
        if b.tx > _MAX_COUNT:
            raise EmulatorError(f"{where}: tx-count {b.tx} of the mbarrier at shared byte "
                                f"{b.addr} exceeds {_MAX_COUNT} (PTX ISA, 'mbarrier')")

    @staticmethod
    def complete(b: MBarrier) -> None:
        """The phase completes when no arrival and no transaction byte is pending: the phase
        flips, pending resets to the expected count, the joined clock is published."""
        if b.pending == 0 and b.tx == 0:
            b.phase += 1
            b.pending = b.count
            b.done, b.clock = b.clock, np.zeros_like(b.clock)

    def acquire(self, b: MBarrier, warp: int) -> None:
        """A try_wait that observed the completed phase: it sees everything released into it."""
        np.maximum(self.smem.clock[warp], b.done, out=self.smem.clock[warp])

    def land_on(self, b: MBarrier, why: str) -> None:
        """Lands every TMA copy in flight on b, in issue order."""
        while b.tmas:
            b.tmas.pop(0).land_in(self, why)

    def drain(self) -> None:
        """The end of the block: copies still in flight land, as they would on the hardware.
        A TMA store no wait has retired is an error: its source is the block's shared memory,
        which is released when the block exits (CUDA C++ Programming Guide, "Asynchronous Data
        Copies using TMA": the storing thread waits for the bulk group's reads,
        cp.async.bulk.wait_group.read 0, before the shared memory may go), so the copy may
        read it after it is gone."""
        for b in list(self.bars.values()):
            self.land_on(b, "the end of the block")
        left = self.tmem.left() if self.tmem is not None else ""
        if left:
            raise EmulatorError(f"the block exits with tensor memory allocated: {left} (PTX "
                                "ISA 9.7.16.1.2: all of it must be freed by tcgen05.dealloc "
                                "before the CTA exits)")
        for (warp, lane), (open_, done) in self.bulk.items():
            if open_ or done:
                t = (done[0] if done else open_)[0]
                raise EmulatorError(
                    f"{t.where}: warp {warp} lane {lane} ends the block with this TMA store "
                    f"{'committed but not waited for' if done else 'never committed'}: no "
                    "cp.async.bulk.wait_group (.read) retired it, so it may read the block's "
                    "shared memory after the block has exited")

    # -- TMA stores: cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group

    def issue_store(self, t: "TmaStore") -> None:
        """A TMA store is issued: its source may be read at any moment until the issuing
        thread's cp.async.bulk.wait_group retires its group, so nobody may write those bytes
        until then (SharedMemory.begin_async_read); the read itself is performed at the
        retirement (the latest moment), through the race detector with the issue's clock."""
        t.units = _box_units(self.smem, t.phys, t.where)
        self.smem.begin_async_read(t.units, t.where)
        self.bulk.setdefault((t.warp, t.lane), ([], []))[0].append(t)

    def commit_stores(self, warp: int, lane: int) -> None:
        """cp.async.bulk.commit_group: the thread's uncommitted TMA stores become one group
        (an empty group when there are none: PTX ISA, "cp.async.bulk.commit_group")."""
        open_, done = self.bulk.setdefault((warp, lane), ([], []))
        done.append(list(open_))
        open_.clear()

    def wait_stores(self, warp: int, lane: int, n: int, where: str) -> None:
        """cp.async.bulk.wait_group(.read) n: every committed group of the thread but the n
        most recent completes (PTX ISA, "cp.async.bulk.wait_group"): each store reads its
        box now and writes the tensor."""
        _, done = self.bulk.get((warp, lane), ([], []))
        while len(done) > n:
            for t in done.pop(0):
                self.retire_store(t, where)

    def retire_store(self, t: "TmaStore", why: str) -> None:
        where = f"{t.where} (reading its source at {why})"
        # The read is an async-proxy read (PTX ISA, "cp.async.bulk.tensor": "The
        # cp{.reduce}.async.bulk operations are performed in the asynchronous proxy"), ordered
        # after the writes the issuing thread had seen at the issue, and after its last
        # fence.proxy.async before the issue (PTX ISA, "Async Proxy").
        self.smem.check_read_units(t.warp, t.units, where, _async_view(self.smem, t.fence),
                                   t.clock)
        self.smem.end_async_read(t.units)
        chunks = self.smem.words.view(np.uint8)[t.phys[:, None] + np.arange(16)]
        _tma_box_store(self.mem, t, chunks.reshape(-1), where)

    # -- TMA copies

    def issue_tma(self, t: Tma) -> None:
        self.visible_to_copies(t.bar, t.clock, t.where)
        self.copies += 1
        t.ident = -self.copies            # negative: never a cp.async ident
        t.units = _box_units(self.smem, t.phys, t.where)
        self.smem.mark_inflight(t.units, t.ident, t.warp, t.where)
        t.bar.tmas.append(t)

    def land(self, t: Tma, why: str) -> None:
        """The copy lands: global is read now, shared written through the race detector as
        the issuing warp's access at the clock it had when it issued, and the mbarrier gets
        the copy's complete_tx (a release of that same clock)."""
        where = f"{t.where} (landing at {why})"
        data = _tma_box(self.mem, t, where)
        words = data.reshape(-1, 16).view("<u4").astype(np.uint32).T   # (4, chunks)
        self.smem.clear_inflight(t.units, t.ident)
        # The copy's writes are async-proxy writes (PTX ISA, "cp.async.bulk.tensor": "The
        # cp{.reduce}.async.bulk operations are performed in the asynchronous proxy").
        self.smem.write(t.warp, t.phys, words, 16, np.ones(t.phys.size, bool), where, t.clock,
                        _async_view(self.smem, t.fence), t.units)
        b = t.bar
        b.tx -= t.bytes
        np.maximum(b.clock, t.clock, out=b.clock)
        # The tx-count may go below zero (PTX ISA, "Contents of the mbarrier object": its
        # valid range is -(2^20 - 1) .. 2^20 - 1): a peer CTA's multicast copy may complete
        # on this CTA's mbarrier before this CTA's own expect_tx announces the bytes. The
        # phase completes only when both counts are zero (complete); one whose bytes never
        # come back to zero deadlocks, and its report says by how much they went past.
        if b.tx < -_MAX_COUNT:
            raise EmulatorError(f"{where}: completes {t.bytes} bytes on the mbarrier at shared "
                                f"byte {b.addr}, taking its tx-count to {b.tx}, below "
                                f"-{_MAX_COUNT} (PTX ISA, 'Contents of the mbarrier object')")
        self.complete(b)


# --------------------------------------------------------------------------------------------
# The tensormap proxy: where a TMA copy finds its tensor map, and whether it may read it there.

# Fence scopes from narrowest to widest (PTX ISA, "Scope").
SCOPES = ("cta", "cluster", "gpu", "sys")


class TensorMaps:
    """One block's view of tensor maps (PTX ISA, "cp.async.bulk.tensor": tensorMap is "the
    generic address of the opaque tensor-map object which resides in .param space or .const
    space or .global space", and "is accessed in tensormap proxy").

    - A map in kernel-parameter space (passed by value, CUDA's `const __grid_constant__
      CUtensorMap`) is written by the launch before the grid starts and read-only in it (PTX
      ISA, "Kernel Function Parameters"): a copy may read it with no fence, the CUDA
      Programming Guide's recommended way ("Using TMA to transfer multi-dimensional arrays").
    - A map in global memory was written by the host through the generic proxy, and "the
      tensormap-proxy ... is not acquired from generic-proxy at CUDA Kernel start and must
      therefore be acquired explicitly using fence.proxy.tensormap::generic.acquire" (PTX ISA,
      "Memory Consistency Model", CUDA API synchronization). The guide asks for that fence in
      each block before any thread uses the map, at .sys scope for a map the host copied in;
      after it, other threads of the block may use the map "after sufficient synchronization"
      ("Usage of a Modified Tensor Map"). So a copy through a global map needs an acquire of
      that map's 128 bytes at .sys scope, by the issuing thread earlier in its program, or by a
      thread of another warp ordered before the copy by the race detector's clocks (a bar.sync,
      an mbarrier phase). The emulator's clocks are per warp, so another lane of the issuing
      warp does not count: fence in the issuing thread.
    `params` maps each kernel parameter's generic address to its (name, bytes)."""

    def __init__(self, params: dict[int, tuple[str, bytes]], mem, smem):
        self.params, self.mem, self.smem = params, mem, smem
        # map address -> [(warp, lane, the warp's own epoch, scope)] of each acquire
        self.acquired: dict[int, list[tuple[int, int, int, str]]] = {}

    def _param(self, addr: int):
        """(name, bytes, offset) of the kernel parameter holding addr, or None."""
        for base, (name, raw) in self.params.items():
            if base <= addr < base + max(len(raw), 1):
                return name, raw, addr - base
        return None

    def acquire(self, addr: int, size: int, warp: int, lane: int, scope: str,
                where: str) -> None:
        """fence.proxy.tensormap::generic.acquire.scope [addr], size by one thread."""
        if size != TENSOR_MAP_BYTES:
            raise EmulatorError(f"{where}: size {size}; the only supported value is 128 (PTX "
                                "ISA, 'membar/fence')")
        if self._param(addr) is None:
            # "the address specified by the operand addr must fall within the .global state
            # space. Otherwise, the behavior is undefined" (PTX ISA, "membar/fence").
            self.mem.read_bytes(addr, size, f"{where} (lane {lane} of warp {warp})")
        epoch = int(self.smem.clock[warp, warp])
        self.acquired.setdefault(addr, []).append((warp, lane, epoch, scope))

    def read(self, addr: int, warp: int, lane: int, where: str):
        """The TensorMapSpec a copy issued by (warp, lane) reads at generic address addr."""
        if addr % TENSOR_MAP_ALIGN:
            raise EmulatorError(f"{where}: tensor map address {addr:#x} is not "
                                f"{TENSOR_MAP_ALIGN}-byte aligned (CUDA Driver API, "
                                "CUtensorMap: 128 since CUDA 13.0)")
        found = self._param(addr)
        if found is not None:
            name, raw, off = found
            if off + TENSOR_MAP_BYTES > len(raw):
                raise EmulatorError(f"{where}: the tensor map at {addr:#x} would run past "
                                    f"kernel parameter {name} ({len(raw)} bytes)")
            return _decode(raw[off:off + TENSOR_MAP_BYTES], addr, where)
        self._check_acquired(addr, warp, lane, where)
        raw = self.mem.read_bytes(addr, TENSOR_MAP_BYTES, where)
        return _decode(raw.tobytes(), addr, where)

    def _check_acquired(self, addr: int, warp: int, lane: int, where: str) -> None:
        clock = self.smem.clock[warp]
        fences = self.acquired.get(addr, [])
        ordered = [f for f in fences
                   if (f[0] == warp and f[1] == lane) or (f[0] != warp and f[2] <= clock[f[0]])]
        if any(f[3] == "sys" for f in ordered):
            return
        head = (f"{where}: lane {lane} of warp {warp} reads the tensor map at {addr:#x} in "
                "global memory through the tensormap proxy")
        why = ("; PTX ISA, 'Memory Consistency Model': that proxy is not acquired from the "
               "generic proxy at kernel start; CUDA Programming Guide: a map in global memory "
               "needs fence.proxy.tensormap::generic.acquire.sys [map], 128 in each block "
               "before its use (or pass the map by value, a .param like __grid_constant__)")
        if ordered:
            scopes = sorted({f[3] for f in ordered}, key=SCOPES.index)
            raise EmulatorError(f"{head}, acquired only at .{', .'.join(scopes)} scope: the "
                                "host wrote it, so the acquire must be .sys" + why)
        if fences:
            w, ln, _, _ = fences[0]
            raise EmulatorError(f"{head}; lane {ln} of warp {w} acquired it, but nothing "
                                "orders that fence before this copy (fence in the issuing "
                                "thread, or a bar.sync between)" + why)
        raise EmulatorError(f"{head}, which no fence.proxy.tensormap::generic.acquire made "
                            "visible" + why)


def _decode(raw: bytes, addr: int, where: str):
    """The TensorMapSpec in 128 bytes of tensormap.encode_sim's layout, checked."""
    try:
        spec = decode_sim(raw)
        spec.check()
    except KgenError as e:
        raise EmulatorError(f"{where}: the tensor map at {addr:#x} is not one the emulator can "
                            f"use: {e.message}") from None
    return spec


# --------------------------------------------------------------------------------------------
# TMA: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes

class Tma:
    """One TMA tensor copy in flight: its tensor map, box corner, shared destination, the
    mbarrier it completes on, the issuing warp and its clock at the issue."""

    __slots__ = ("where", "warp", "clock", "spec", "coords", "dst", "phys", "bar", "bytes",
                 "ident", "units", "fence")

    def __init__(self, where, warp, clock, spec, coords, dst, bar, fence=None):
        self.where, self.warp, self.clock = where, warp, clock
        self.fence = fence        # the issuer's clock at its last fence.proxy.async
        self.spec, self.coords, self.dst, self.bar = spec, tuple(coords), dst, bar
        self.bytes = spec.box_bytes
        # Box element (i0, i1, ...) sits at logical byte ((..*box[1] + i1)*box[0] + i0)*elem
        # from dst (dense, innermost fastest), and the swizzle moves whole 16-byte chunks: one
        # physical address per chunk.
        logical = np.arange(0, self.bytes, 16, dtype=np.int64)
        self.phys = dst + swizzle(logical, spec.swizzle)
        self.ident, self.units = 0, None

    def land_in(self, block: "Block", why: str) -> None:
        """Block.land_on's step: what is in flight on an mbarrier lands (a TMA copy here, a
        tcgen05.commit's MMAs in ptx_tcgen05.Commit)."""
        block.land(self, why)


class TmaStore:
    """One TMA store (shared::cta -> global) issued by one thread: its tensor map, box corner,
    shared source, the issuing warp and lane, its clock and last fence.proxy.async at the
    issue. The box sits in shared memory as a TMA load would write it (Tma.phys)."""

    __slots__ = ("where", "warp", "lane", "clock", "spec", "coords", "phys", "units", "fence")

    def __init__(self, where, warp, lane, clock, spec, coords, src, fence=None):
        self.where, self.warp, self.lane, self.clock = where, warp, lane, clock
        self.spec, self.coords, self.fence = spec, tuple(coords), fence
        logical = np.arange(0, spec.box_bytes, 16, dtype=np.int64)
        self.phys = src + swizzle(logical, spec.swizzle)
        self.units = None


def _box_units(smem, phys: np.ndarray, where: str) -> np.ndarray:
    """smem.units(phys, 16, where) of a TMA box's 16-byte chunks, sorted and distinct: the
    distinct chunks sorted, each expanded to its eight units (16-byte aligned chunks inside
    shared memory never overlap, so the expansion is already sorted and distinct: a sort of
    the chunks, not of eight times as many units). A box that SharedMemory._units would refuse
    goes to it, which names the lane."""
    chunks = np.unique(phys.astype(np.int64))
    if not chunks.size or chunks[0] < 0 or chunks[-1] + 16 > smem.nbytes or \
            (chunks % 16).any():
        return smem.units(phys, 16, where)
    return ((chunks // 2)[:, None] + np.arange(8)).reshape(-1)


def _async_view(smem, fence):
    """The `proxy` argument of SharedMemory's checks for an async-proxy access: the issuer's
    clock at its last fence.proxy.async (zeros when it has none)."""
    if smem.fences is None:
        return None
    return fence if fence is not None else np.zeros(smem.clock.shape[0], np.int64)


def issue_fence(smem, warp: int):
    """What an async operation issued now by `warp` remembers of its fences."""
    return None if smem.fences is None else smem.fences.last[warp].copy()


def swizzle(offset: np.ndarray, span: int) -> np.ndarray:
    """tensormap.swizzle_offset over arrays: the 16-byte chunk index within a 128-byte row is
    XORed with the row index mod span/16 (CUTLASS Swizzle<3|2|1, 4, 3>)."""
    if not span:
        return offset
    return offset ^ (((offset >> 7) & (span // 16 - 1)) << 4)


def _inside(t) -> tuple[list[int], list[int]]:
    """Per dimension of a copy's box, innermost first, the range [lo, hi) of box indices
    whose elements lie inside the tensor (a load's or a store's: Tma, TmaStore)."""
    lo = [max(-c, 0) for c in t.coords]
    hi = [min(b, d - c) for b, d, c in zip(t.spec.box, t.spec.dims, t.coords)]
    return lo, hi


def _tma_box(mem, t: Tma, where: str) -> np.ndarray:
    """The box's bytes in logical order (dense, innermost dimension fastest): global element
    (c0+i0, c1+i1, ...) where it is inside the tensor, zero where it is not, in any dimension
    (PTX ISA, "Tensor Access Modes: Tile mode": out-of-bound elements are filled; nothing
    outside the tensor is read)."""
    spec, e = t.spec, t.spec.elem_bytes
    box = spec.box
    strides = (e,) + tuple(spec.strides)
    lo, hi = _inside(t)
    out = np.zeros(tuple(reversed(box)) + (e,), np.uint8)
    if any(a >= b for a, b in zip(lo, hi)):
        return out.reshape(-1)
    corner = [c + a for c, a in zip(t.coords, lo)]
    first = spec.address + sum(c * st for c, st in zip(corner, strides))
    ext = [b - a for a, b in zip(lo, hi)]
    span = sum((n - 1) * st for n, st in zip(ext, strides)) + e
    raw = mem.read_bytes(first, span, where)
    if mem.counters is not None:     # the box's bytes inside the tensor, not the gaps between
        mem.counters.global_bytes_at(mem, first, int(np.prod(ext)) * e, write=False)
    offsets = np.zeros((), np.int64)      # byte offsets of the in-bounds elements from first,
    for n, st in zip(reversed(ext), reversed(strides)):       # shaped outermost first
        offsets = offsets[..., None] + np.arange(n, dtype=np.int64) * st
    picked = raw[offsets[..., None] + np.arange(e)]
    out[tuple(slice(a, b) for a, b in zip(reversed(lo), reversed(hi)))] = picked
    return out.reshape(-1)


def _tma_box_store(mem, t: TmaStore, data: np.ndarray, where: str) -> None:
    """Writes the box's bytes `data` (logical order, as _tma_box gives a load's) to global
    element (c0+i0, c1+i1, ...) where that is inside the tensor; the box's elements outside it
    are not written (PTX ISA, "Tensor Access Modes: Tile mode", bounding box: the parts of a
    box outside the tensor are out of bound, and a store to them is dropped)."""
    spec, e = t.spec, t.spec.elem_bytes
    box = spec.box
    strides = (e,) + tuple(spec.strides)
    lo, hi = _inside(t)
    if any(a >= b for a, b in zip(lo, hi)):
        return
    # Per in-bounds element, outermost first: its index in the box and its global address.
    index = np.zeros((), np.int64)
    addr = np.full((), spec.address, np.int64)
    for n, a, b, c, st in zip(reversed(box), reversed(lo), reversed(hi), reversed(t.coords),
                              reversed(strides)):
        i = np.arange(a, b, dtype=np.int64)
        index = index[..., None] * n + i
        addr = addr[..., None] + (c + i) * st
    index, addr = index.reshape(-1), addr.reshape(-1)
    values = data.reshape(-1, e)[index].copy().view(f"<u{e}").reshape(-1)
    mem.store(addr.astype(np.uint64), e, values, np.ones(addr.size, bool), where)


# --------------------------------------------------------------------------------------------
# wgmma: shared-memory matrix descriptors, the accumulator layout, the math.

_SWIZZLE_SPAN = {0: 0, 1: 128, 2: 64, 3: 32}   # descriptor bits 62-63 -> swizzle span, bytes


def decode_descriptor(desc: int, where: str) -> tuple[int, int, int, int]:
    """(start, LBO, SBO, swizzle span) of a wgmma shared-memory matrix descriptor (PTX ISA,
    "Matrix Descriptor Format"): bits 0-13 start address >> 4, 16-29 leading-dimension byte
    offset >> 4, 32-45 stride-dimension byte offset >> 4, 49-51 base offset, 62-63 swizzle
    (0 none, 1 128B, 2 64B, 3 32B)."""
    start = (desc & 0x3FFF) << 4
    lbo = ((desc >> 16) & 0x3FFF) << 4
    sbo = ((desc >> 32) & 0x3FFF) << 4
    base = (desc >> 49) & 7
    if base:
        raise EmulatorError(f"{where}: descriptor {desc:#018x} has base offset {base}; the "
                            "emulator models tiles on swizzle-pattern boundaries (base offset "
                            "0) only")
    return start, lbo, sbo, _SWIZZLE_SPAN[desc >> 62]


def operand_addresses(desc: int, rows: np.ndarray, trans: int, where: str,
                      elem: int = 2) -> np.ndarray:
    """Shared byte address of element (r, k), r in rows, k in 0..K-1, of a wgmma operand of
    `elem`-byte elements (A: r along M, B: r along N), shape (len(rows), K): K = 16 of 16-bit
    elements (m64nNk16), 32 of 8-bit ones (m64nNk32); a step of K is 32 bytes either way.
    With T = 16/elem elements per 16 bytes, in the PTX ISA's canonical layouts (9.7.15.5.1.2.1.3
    "Canonical Layouts", in bytes; the layouts CUTLASS's GmmaDescriptor documents too,
    cute/arch/mma_sm90_desc.hpp):
      K-major, swizzle span S: start + (r//8)*SBO + (r%8)*S + elem*k            (LBO unused)
        (((8,m),(T,2k)):((S/16*T,SBO),(1,T)): rows of S bytes, the k32 step's 32 bytes in one)
      K-major, no swizzle:     start + (r//8)*SBO + (r%8)*16 + (k//T)*LBO + elem*(k%T)
        (((8,m),(T,2k)):((1T,SBO),(1,LBO)): 8x16-byte core matrices, LBO between the two)
      MN-major, span S:        start + (r//(S/2))*LBO + (k//8)*SBO + (k%8)*S + 2(r%(S/2))
      MN-major, no swizzle:    start + (r//8)*SBO + 2(r%8) + (k%8)*16 + (k//8)*LBO
    (MN-major only for 16-bit elements: 8-bit wgmma has no transpose, PTX ISA 9.7.15.5.2), then
    the swizzle XORs address bits 4.. with bits 7.. of the absolute address (the pattern TMA
    writes, which is why swizzled tiles sit on 1024-byte boundaries)."""
    start, lbo, sbo, span = decode_descriptor(desc, where)
    r = rows.astype(np.int64)[:, None]
    k = np.arange(32 // elem, dtype=np.int64)[None, :]
    t = 16 // elem
    if trans and elem != 2:
        raise EmulatorError(f"{where}: an MN-major operand of {8 * elem}-bit elements (the "
                            "PTX ISA allows the transpose for .f16/.bf16 only)")
    if not span:
        if trans:
            return start + (r // 8) * sbo + 2 * (r % 8) + (k % 8) * 16 + (k // 8) * lbo
        return start + (r // 8) * sbo + (r % 8) * 16 + (k // t) * lbo + elem * (k % t)
    if trans:
        half = span // 2
        logical = start + (r // half) * lbo + (k // 8) * sbo + (k % 8) * span + 2 * (r % half)
    else:
        logical = start + (r // 8) * sbo + (r % 8) * span + elem * k
    return swizzle(logical, span)


def accumulator_layout(n: int) -> tuple[np.ndarray, np.ndarray]:
    """(row, col) within the warp's 16 rows of the m64nNk16 result, per f32 register i of
    0..N/2-1 and lane l, shape (N/2, 32) (PTX ISA, "Register Fragments and Shared Memory Matrix
    Layouts: wgmma .m64nNk16", matrix D): row = l/4 + 8*((i/2)%2),
    col = 8*(i/4) + 2*(l%4) + i%2. Warp w%4 of the warpgroup holds rows 16*(w%4) and on."""
    i = np.arange(n // 2)[:, None]
    lane = np.arange(WARP)[None, :]
    return lane // 4 + 8 * ((i // 2) % 2), 8 * (i // 4) + 2 * (lane % 4) + (i % 2)


_accumulator_layout = functools.lru_cache(maxsize=None)(accumulator_layout)


class Wgmma:
    """One wgmma.mma_async issued by a warp, with what it read at the issue: its descriptors,
    the scale-d predicate per lane, the immediates."""

    __slots__ = ("where", "n", "ab", "dslots", "adesc", "bdesc", "scale_d", "sa", "sb", "ta",
                 "tb", "fence", "issued", "aslots", "units")

    def __init__(self, where, n, ab, dslots, adesc, bdesc, scale_d, sa, sb, ta, tb, fence=None,
                 issued=None, aslots=()):
        self.aslots = aslots      # A in registers (four .b32 slots), or () for a descriptor
        self.units = None         # the shared units it reads, once begun (begin_reads)
        self.fence = fence        # the warp's clock at its last fence.proxy.async
        self.issued = issued      # the warp's clock at the issue
        self.where, self.n, self.ab, self.dslots = where, n, ab, dslots
        self.adesc, self.bdesc, self.scale_d = adesc, bdesc, scale_d
        self.sa, self.sb, self.ta, self.tb = sa, sb, ta, tb


def _b16_to_f64(bits: np.ndarray, ab: str) -> np.ndarray:
    if ab == "bf16":
        return (bits.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)
    return bits.view(np.float16).astype(np.float64)


@functools.lru_cache(maxsize=1 << 12)
def _operand_units(adesc, bdesc: int, n: int, ta: int, tb: int, where: str,
                   elem: int = 2) -> np.ndarray:
    """The distinct 16-bit units of shared memory a wgmma reads: A's 64 rows (the
    warpgroup's tile; adesc None when A is in registers) and B's n rows, of `elem`-byte
    elements (two 8-bit elements share a unit)."""
    parts = [_tile_addresses(bdesc, n, tb, where, elem)[1]]
    if adesc is not None:
        parts.append(_tile_addresses(adesc, 64, ta, where, elem)[1])
    units = np.unique(np.concatenate(parts) // 2)
    units.flags.writeable = False
    return units


def begin_reads(w, op: "Wgmma") -> None:
    """The issue of op: its operand bytes are read from now until its retirement
    (core.SharedMemory.begin_async_read)."""
    elem = operand_kinds(op.ab)[0]
    op.units = _operand_units(op.adesc, op.bdesc, op.n, op.ta, op.tb, op.where, elem)
    w.smem.begin_async_read(op.units, op.where)


@functools.lru_cache(maxsize=1 << 12)
def _tile_addresses(desc: int, rows: int, trans: int, where: str, elem: int = 2) -> tuple:
    """(addresses, flat addresses, all-true mask) of operand rows 0..rows-1 (operand_addresses),
    read-only: a kernel's wgmmas read the same few tiles again and again."""
    addr = operand_addresses(desc, np.arange(rows), trans, where, elem)
    flat, every = addr.reshape(-1), np.ones(addr.size, bool)
    for a in (addr, flat, every):
        a.flags.writeable = False
    return addr, flat, every


@functools.lru_cache(maxsize=1 << 12)
def _tile_units(desc: int, rows: int, trans: int, where: str, elem: int = 2) -> tuple:
    """(16-bit units, lowest byte, end byte, whether every element is aligned to its size) of
    the tile _tile_addresses gives: what SharedMemory._units would check and return for it,
    worked out once (every warp of a warpgroup reads the same tiles at each wgmma). 8-bit
    elements: a unit per element, the pair that shares one named twice."""
    flat = _tile_addresses(desc, rows, trans, where, elem)[1]
    units = flat // 2
    units.flags.writeable = False
    return units, int(flat.min()), int(flat.max()) + elem, not (flat % elem).any()


def _read_operand(w, desc: int, rows: int, trans: int, ab: str, where: str,
                  fence=None, issued=None, part=None):
    """The operand's rows 0..rows-1 (or rows `part`, a slice of them, for the math), each
    (rows, K) as float64 (ab: its element kind, "bf16", "f16" (K = 16), "e4m3" or "e5m2"
    (K = 32)), read through the race detector in the async proxy (PTX ISA,
    "wgmma.mma_async", "Async Proxy": "The wgmma.mma_async operations are performed in the
    asynchronous proxy"; "An async proxy fence must be used to establish an ordering between
    prior writes to shared memory matrices and subsequent reads of the same matrices in a
    wgmma.mma_async instruction", under "wgmma.fence"). The counters see the part read again,
    as the tensor core reads the warp's own rows."""
    elem = 1 if ab in _FP8_KINDS else 2
    addr, flat, every = _check_tile(w, desc, rows, trans, where, elem, fence, issued)
    if part is not None:
        addr = addr[part]
    if w.smem.counters is not None:
        w.smem.counters.shared_access(flat, elem, every, False, banked=False)
        if part is not None:
            mine = addr.reshape(-1)
            w.smem.counters.shared_access(mine, elem, np.ones(mine.size, bool), False,
                                          banked=False)
    return _tile_values(w.smem, addr, elem, ab)


def _check_tile(w, desc: int, rows: int, trans: int, where: str, elem: int, fence,
                issued) -> tuple:
    """Warp w's read of the tile's rows 0..rows-1 (`elem`-byte elements) through the race
    detector, at its issue clock and its last fence (_read_operand); the tile's
    _tile_addresses."""
    tile = _tile_addresses(desc, rows, trans, where, elem)
    units, lo, end, aligned = _tile_units(desc, rows, trans, where, elem)
    proxy = _async_view(w.smem, fence)
    if aligned and lo >= 0 and end <= w.smem.nbytes:
        w.smem.check_read_units(w.id, units, where, proxy, issued)
    else:   # SharedMemory._units refuses the tile, naming the lane
        w.smem.check_read(w.id, tile[1], elem, tile[2], where, proxy, issued)
    return tile


def _tile_values(smem, addr: np.ndarray, elem: int, kind: str) -> np.ndarray:
    """The elements at `addr` (byte addresses of `elem`-byte elements of `kind`) as float64."""
    if elem == 1:
        return decode(smem.words.view(np.uint8)[addr], kind)
    return _b16_to_f64(smem.words.view(np.uint16)[addr // 2], kind)


# Where element i (a0..a7) of lane l of a warp's A fragment sits in its 16 x 16 block: row
# l/4 + 8 ((i/2) % 2), column 2 (l%4) + i%2 + 8 (i/4) (register_a), as (8, 32) arrays.
_A_I, _A_LANE = np.meshgrid(np.arange(8), np.arange(WARP), indexing="ij")
_A_ROW = _A_LANE // 4 + 8 * ((_A_I // 2) % 2)
_A_COL = 2 * (_A_LANE % 4) + _A_I % 2 + 8 * (_A_I // 4)


def register_a(regs: np.ndarray, ab: str) -> np.ndarray:
    """The warp's 16 x 16 block of A (rows 16 (w % 4) .. of the 64) from its four .b32
    registers, shape (4, 32) (PTX ISA, "Register Fragments and Shared Memory Matrix Layouts",
    "wgmma .m64nNk16 register fragment layout for matrix A": elements a0..a7 low to high, two
    per register; element i of lane l is row l/4 + 8 ((i/2) % 2), column 2 (l%4) + i%2 +
    8 (i/4), the layout of mma.m16n8k16's A in each warp)."""
    return register_a_warps(regs, ab)[0]


def register_a_warps(regs: np.ndarray, ab: str) -> np.ndarray:
    """register_a of consecutive warps at once: regs (4, 32 w) of w warps side by side ->
    (w, 16, 16), each warp's block."""
    w = regs.shape[1] // WARP
    halves = regs.view(np.uint32).view(np.uint16).reshape(4, w, WARP, 2)   # little-endian:
    elems = halves.transpose(0, 3, 1, 2).reshape(8, w, WARP)   # element 2 j + h is register j's
    out = np.zeros((w, 16, 16), np.float64)                   # half h (h = 1: the high 16 bits)
    out[:, _A_ROW, _A_COL] = _b16_to_f64(elems, ab).transpose(1, 0, 2)
    return out


def retire(w, op: Wgmma, why: str) -> None:
    """Performs a wgmma now: D = A*B (+ D where scale-d), A the warp's 16 rows of the 64 (the
    arithmetic: _d_rows)."""
    where = f"{op.where} (performed at {why})"
    if op.units is not None:
        w.smem.end_async_read(op.units)
    elem, kind_a, kind_b = operand_kinds(op.ab)
    ta, tb = (op.ta, op.tb) if elem == 2 else (0, 0)    # 8-bit: both tiles K-major
    q = w.id % 4
    if op.aslots:
        a = register_a(np.stack([w.regs[s] for s in op.aslots]), op.ab) * op.sa
    else:
        # A in shared memory is the warpgroup's 64 x K tile, read by the tensor core for the
        # whole warpgroup (PTX ISA, "wgmma.mma_async": an MxK matrix for the warpgroup; the
        # instruction is issued by all 128 threads): this warp's read must be ordered after
        # the writes of every row, not only of its own 16, or a warpgroup whose warps stage
        # A rows for one another with no barrier between (the bar.sync CUTLASS and FA3 put
        # after a register-to-shared staging) would pass.
        # Its own 16 rows are among them: one check covers both.
        a = _read_operand(w, op.adesc, 64, ta, kind_a, where, op.fence, op.issued,
                          slice(16 * q, 16 * q + 16)) * op.sa
    b = _read_operand(w, op.bdesc, op.n, tb, kind_b, where, op.fence, op.issued) * op.sb
    acc = np.array([w.regs[slot] for slot in op.dslots], np.float64)
    _write_accumulators(w, op, _d_rows(a, b, op.n, elem, acc, op.scale_d))


def _d_rows(a: np.ndarray, b: np.ndarray, n: int, elem: int, acc: np.ndarray,
            scale_d: np.ndarray) -> np.ndarray:
    """D = A*B (+ D where scale-d) for w consecutive warps of a warpgroup, as their
    accumulator registers: a (16 w, K), each warp's 16 rows of A in turn; b (N, K); acc
    (N/2, 32 w) the registers before, scale_d per lane; f32 (N/2, 32 w). Register k of lane l
    of a warp holds element (rows[k, l], cols[k, l]) of its 16 x N block (accumulator_layout:
    PTX ISA, "Register Fragments and Shared Memory Matrix Layouts"; m64nNk32 has the same D
    layout, 9.7.15.5.1.1.3, Figure 153, an image; CUTLASS's SM90 GMMA traits give the f16,
    bf16 and 8-bit shapes one CLayout_64xN).

    16-bit multiplicands: a product of two bf16 or f16 is exact in float64, the 16 products
    and D are summed in float64 and rounded once to f32 (the ISA leaves the accumulation order
    and its intermediate precision unspecified; this is the exact sum unless float64 itself
    rounds). 8-bit (m64nNk32): the 32 products A[row, k] B[col, k] and D meet in
    wgmma_fp8.accumulate, the 14-bit model."""
    w = a.shape[0] // 16
    rows, cols = _accumulator_layout(n)                     # (N/2, 32) each
    acc = acc if scale_d.all() else np.where(scale_d, acc, 0.0)
    if elem == 1:
        with np.errstate(invalid="ignore"):                 # 0 * inf: NaN, as IEEE
            products = a.reshape(w, 16, K_STEP)[:, rows] * b[cols]   # (w, N/2, 32, 32)
        products = products.transpose(1, 0, 2, 3).reshape(n // 2, w * WARP, K_STEP)
        return accumulate(products, acc)
    out = (a @ b.T).reshape(w, 16, n)[:, rows, cols]       # (w, N/2, 32)
    return (out.transpose(1, 0, 2).reshape(n // 2, w * WARP) + acc).astype(np.float32)


def _write_accumulators(w, op: Wgmma, out: np.ndarray) -> None:
    """The wgmma's results, (N/2, 32) f32, into its accumulator registers."""
    r = w.regs
    for i, slot in enumerate(op.dslots):
        r[slot] = out[i]
    _chained(w, op.dslots)


def _chained(w, slots) -> None:
    """Registers a wgmma just wrote: the next wgmma may chain on them with no fence between
    (its fence snapshot takes their new arrays)."""
    fence = w.wg_fence
    if fence is not None:
        whole = getattr(w.regs, "whole", None)      # `current`, its question asked once
        for slot in slots:
            fence[slot] = w.regs[slot] if whole is None else whole(slot)


def current(regs, slot: int):
    """The array whose identity says whether register `slot` was written since a snapshot:
    regs[slot] (register arrays are replaced, never changed in place), or for a fused group's
    window (ptx_fused._Window, whose reads are new views) the group's whole array."""
    whole = getattr(regs, "whole", None)
    return regs[slot] if whole is None else whole(slot)


def snapshot(regs) -> list:
    """The registers' arrays as of now, for `current` to compare with (wgmma.fence)."""
    return list(regs) if isinstance(regs, list) else regs.snapshot()


def _same_wgmma(a: Wgmma, b: Wgmma) -> bool:
    """Whether two warps' wgmmas are the warpgroup's one instruction with one operand layout:
    the same shape, kinds, descriptors, scales and transposes (their clocks, fences and
    scale-d lanes are each warp's own)."""
    return (a.n == b.n and a.ab == b.ab and a.adesc == b.adesc and a.bdesc == b.bdesc and
            a.sa == b.sa and a.sb == b.sb and a.ta == b.ta and a.tb == b.tb and
            a.units is b.units and len(a.aslots) == len(b.aslots) and a.dslots == b.dslots)


def _warpgroups(warps: list, keep: int) -> list | None:
    """For retire_warpgroups: the members of a fused group (ptx_fused.Group, in lane order) as
    whole warpgroups, each (first member index, the four warps, the ops each retires in
    order), or None where that does not hold for every member: a member whose warpgroup is
    not all in the group at four consecutive places, or whose ops differ from its
    warpgroup's first warp's, or a counted launch (kgen bench, whose counters see each warp's
    reads)."""
    if len(warps) % 4:
        return None
    out = []
    for i in range(0, len(warps), 4):
        four = warps[i:i + 4]
        w0 = four[0]
        if w0.id % 4 or w0.smem.counters is not None:
            return None
        ops = _retiring(w0, keep)
        if any(op.units is None for op in ops):
            return None
        per = [ops]
        for q, w in enumerate(four[1:], 1):
            if w.id != w0.id + q or w.smem is not w0.smem:
                return None
            mine = _retiring(w, keep)
            if len(mine) != len(ops) or not all(map(_same_wgmma, mine, ops)):
                return None
            per.append(mine)
        out.append((i, four, per))
    return out


def _retiring(w, keep: int) -> list:
    """The ops wgmma.wait_group `keep` retires in warp w, in issue order."""
    return [op for g in w.wg_groups[:max(len(w.wg_groups) - keep, 0)] for op in g]


def retire_warpgroups(warps: list, file, keep: int, why: str) -> bool:
    """retire_groups(w, keep, why) for every member of a fused group whose members are whole
    warpgroups that each issued the same wgmmas (_warpgroups), done a warpgroup at a time: the
    same checks and results as each warp's own retire, which this stands for; False (and
    nothing done) where the members are not such. file: the group's registers
    (ptx_fused._File: `regs`, the G*32-lane arrays, and `write`). The members' `regs` are
    their windows.

    The PTX ISA's wgmma is one instruction of the warpgroup ("wgmma.mma_async": the 64 x N
    product D = A*B, issued by all 128 threads; each warp holds 16 rows of D, "Register
    Fragments and Shared Memory Matrix Layouts"): its operands are read once here and the
    warpgroup's 64 rows made in one product (_d_rows), each warp's 16 of them the rows
    `retire` makes for it alone. Every warp's read still goes through the race detector at its
    own issue clock and fence, as retire's does, in the members' order, before any register is
    written."""
    groups = _warpgroups(warps, keep)
    if groups is None:
        return False
    regs = file.regs
    for i, four, per in groups:
        lo, hi = WARP * i, WARP * (i + 4)
        for ops in zip(*per):
            op = ops[0]
            where = f"{op.where} (performed at {why})"
            for o in ops:
                four[0].smem.end_async_read(o.units)
            elem, kind_a, kind_b = operand_kinds(op.ab)
            ta, tb = (op.ta, op.tb) if elem == 2 else (0, 0)    # as retire
            for w, o in zip(four, ops):
                if not o.aslots:
                    tile_a = _check_tile(w, o.adesc, 64, ta, where, elem, o.fence, o.issued)
                tile_b = _check_tile(w, o.bdesc, o.n, tb, where, elem, o.fence, o.issued)
            b = _tile_values(four[0].smem, tile_b[0], elem, kind_b) * op.sb
            if op.aslots:
                a = register_a_warps(np.stack([regs[s][lo:hi] for s in op.aslots]),
                                     op.ab).reshape(64, 16) * op.sa
            else:
                a = _tile_values(four[0].smem, tile_a[0], elem, kind_a) * op.sa
            acc = np.array([regs[s][lo:hi] for s in op.dslots], np.float64)
            out = _d_rows(a, b, op.n, elem, acc, np.concatenate([o.scale_d for o in ops]))
            for k, slot in enumerate(op.dslots):
                file.write(slot, lo, hi, out[k])
            for w in four:
                _chained(w, op.dslots)
        for w in four:
            w.wg_groups = w.wg_groups[max(len(w.wg_groups) - keep, 0):]
            _in_flight(w)
    return True


def retire_groups(w, keep: int, why: str) -> None:
    """wgmma.wait_group keep: performs, in issue order, every committed group but the `keep`
    most recent ones; the accumulators of what is still pending stay in flight."""
    n = max(len(w.wg_groups) - keep, 0)
    done, w.wg_groups = w.wg_groups[:n], w.wg_groups[n:]
    for group in done:
        for op in group:
            retire(w, op, why)
    _in_flight(w)


def _in_flight(w) -> None:
    """w.wg_inflight after a retirement: the registers of the wgmmas still pending."""
    w.wg_inflight = frozenset(s for g in w.wg_groups + [w.wg_open] for op in g
                              for s in (*op.dslots, *op.aslots))


# --------------------------------------------------------------------------------------------
# wgmma's register rules around the other instructions: the code a warp runs while a wgmma is
# in flight (ptx.PtxModule builds it once per kernel that has wgmma.mma_async).

@functools.lru_cache(maxsize=1 << 16)
def register_names(operands: tuple, guard) -> tuple:
    """Every register an instruction names (operands, addresses, guard): register_names(
    (("reg", "%r1"), ("addr", ("reg", "%rd2"), 4)), None) is ("%rd2", "%r1")."""
    out, todo = [], list(operands)
    while todo:
        op = todo.pop()
        if op[0] == "reg":
            out.append(op[1])
        elif op[0] == "vec":
            todo.extend(op[1])
        elif op[0] in ("addr", "tensor"):
            todo.append(op[1])
            if op[0] == "tensor":
                todo.append(op[2])
    if guard is not None:
        out.append(guard[0])
    return tuple(out)


def wgmma_code(code: list, insts: list, index: dict, accumulators: set, matrix_a: set):
    """For a kernel with wgmma (accumulators: the slots some mma_async accumulates into;
    matrix_a: the slots some reads as A): wraps, in `code`, each other instruction that names
    an accumulator so that it records the access (`_touching`), and returns the checked code
    (`_checked`), or None for a kernel with no wgmma.mma_async."""
    if not accumulators:
        return None
    names = {slot: name for name, slot in index.items()}
    flight = frozenset(accumulators | matrix_a)   # all that a wgmma may hold in flight
    acc = frozenset(accumulators)
    held = frozenset(names[s] for s in flight)    # their names: most instructions name none
    checked = []
    for pc, n in enumerate(insts):
        if n.opcode.startswith("wgmma."):
            checked.append(code[pc])
            continue
        regs = register_names(n.operands, n.guard)
        if held.isdisjoint(regs):
            checked.append(code[pc])
            continue
        slots = frozenset(index[r] for r in regs if r in index)
        touched = slots & acc
        if touched:
            code[pc] = _touching(code[pc], touched, n.where)
        hit = slots & flight
        checked.append(_checked(code[pc], hit, n.where, names) if hit else code[pc])
    return checked


def _touching(h, slots: frozenset, where: str):
    """The handler of an instruction (not a wgmma) that names accumulator registers: it also
    records the access, which the next wgmma.mma_async on them needs a wgmma.fence after."""
    def t(w):
        for slot in slots:
            w.wg_touched[slot] = where
        return h(w)
    return t


def _checked(h, slots: frozenset, where: str, names: dict):
    """The handler, refusing to run while any register it names is the accumulator (or A) of a
    wgmma in flight (PTX ISA, "wgmma.mma_async": accessing the accumulator registers before
    the wgmma.wait_group that covers it is undefined). wgmma.mma_async itself may chain on
    them: wgmmas of one warp accumulate into the same registers in issue order. slots: the
    registers it names that a wgmma may hold in flight (no other can be)."""
    def c(w):
        hit = slots & w.wg_inflight
        if hit:
            slot = min(hit)
            op = next(o for g in w.wg_groups + [w.wg_open] for o in g
                      if slot in o.dslots or slot in o.aslots)
            what = "accumulator" if slot in op.dslots else "matrix A"
            raise EmulatorError(f"{where}: register accessed while a wgmma is in flight: "
                                f"{names[slot]} (warp {w.id}) is the {what} of {op.where}, "
                                "which no wgmma.wait_group has retired yet (PTX ISA, "
                                "'wgmma.mma_async')")
        return h(w)
    return c
