"""The emulator's PTX front end: parses the PTX text kgen emits and runs it, warp by warp.

Parsing happens once, in `PtxModule(text)`: every `.entry` becomes a list of instructions, each
turned into a small closure over register slots, immediates and the where-string it reports, so
running does no string work. An instruction the emulator does not implement is an
`UnknownInstruction` naming the opcode and the line, raised while parsing: a module is accepted
whole or not at all (a lazy one, as kgen.sim.emulate keeps them: each kernel whole or not at
all, when it first runs). A kernel with only whole-block barriers, and no mbarrier or TMA copy,
runs its warps fused (`ptx_fused`): the warps at one instruction run it as one NumPy operation,
most closures not knowing how many lanes they are given; the others run warp by warp here.

The front end is one module a stage or instruction family, each importing only those above it
in this list: `ptx_parse` (text to functions of instructions, and the reconvergence points),
`ptx_alu` (the compiler core: register slots, operands, guards; and the scalar, logic,
comparison and conversion instructions), `ptx_memory` (ld/st global and shared, cp.async,
ldmatrix, shfl), `ptx_sync` (bar, bra, ret, trap, mbarrier, TMA, fences, setmaxnreg, the wgmma
fence and groups), `ptx_matrix` (mma.sync, wgmma.mma_async), `ptx_tcgen05` (sm_100a's tensor
memory: tcgen05 alloc, ld, st, waits, fences and the MMA; per warp in fused groups), and this
module: the opcode table
the families' rows make up, the warp and the launch. Each family module's docstring states its
instructions' semantics.

The machine (PTX ISA, "PTX Machine Model" and "Special Registers"):
- a warp is 32 lanes in lockstep; every register is one NumPy array with a lane per entry, stored
  by register class (b32 as uint32, f32 as float32, b64 as uint64, b16 as uint16, pred as bool)
  and viewed as the instruction's type where that differs (`add.s32` on a `.b32` register);
- registers start as poison (NaN for floats, 0xCD.. for integers), as real registers hold garbage;
- a guard `@%p` / `@!%p` ANDs into the warp's active mask for that instruction only;
- `bra.uni` must be uniform over the active lanes (PTX ISA, "bra": otherwise the result is
  undefined), so a non-uniform one is an error; a plain `bra` may diverge, and the warp then runs
  each side with its lanes and reconverges at the branch's immediate post-dominator, the classic
  SIMT stack (post-dominators are computed once per function, on its instruction graph);
- `ret` retires lanes; the warp exits when all of them have; `bar.sync 0` returns "barrier" to the
  block scheduler in `core`, which owns the race detector's clocks; the CTA's sixteen barriers
  are `ptx_sync`'s.

A warp that takes more backward branches than the launch's `loop_limit` stops (`RunawayLoop`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import MutableMapping
from dataclasses import dataclass

import numpy as np

from ..target.targets import TARGETS
from . import ptx_alu, ptx_cluster, ptx_matrix, ptx_memory, ptx_sync, ptx_tcgen05
from . import ptx_fused as fused
from . import ptx_fused_waits
from . import ptx_hopper as hopper
from ..collector import paused as collector_paused
from .core import (BarrierPhase, CtaBarriers, EmulatorError, Launch, OutOfBoundsAccess,
                   SharedMemory, StaleRead, UnknownInstruction, Warp, block_order, loop_limit,
                   run_block, runaway, traced)
from .ptx_alu import (_alu, _approximate, _Compiler, _cvta_param, _ld_param, _mov, _shift, _Slots,
                      param_address)
from .ptx_matrix import _mma, _wgmma
from .ptx_memory import (_copied_bytes, _Copy, _cp_async, _cp_async_commit, _cp_async_wait,
                         _elect, _ld_global, _ld_shared, _ldmatrix, _shared_narrow, _shfl,
                         _st_global, _st_shared)
from .ptx_parse import (WARP, _BARRIER, _BLOCKED, _DTYPE, _EXIT, _NO_RPC, _RELOAD, _UNSIGNED,
                        _WAIT, _YIELD, _Function, _Inst, entries)
from .ptx_sync import (_bar, _bra, _bulk_commit, _bulk_wait, _fence_mbarrier_init,
                       _fence_proxy_async, _fence_tensormap, _mbar_arrive, _mbar_expect_tx,
                       _mbar_init, _mbar_inval, _mbar_try_wait, _ret, _setmaxnreg, _tma_load,
                       _tma_store, _trap, _wgmma_commit, _wgmma_fence, _wgmma_wait)


# --------------------------------------------------------------------------------------------
# The opcode table (each family module gives its rows) and how its builders run fused.

def _opcode_table() -> dict:
    """Every instruction the emulator runs: full opcode -> (builder, arguments), the rows of
    each instruction family's module."""
    t: dict = {}
    for rows in (ptx_alu.opcodes(), ptx_memory.opcodes(), ptx_matrix.opcodes(),
                 ptx_sync.opcodes(), ptx_cluster.opcodes(), ptx_tcgen05.opcodes()):
        t.update(rows)
    return t


_OPCODES = _opcode_table()


def _compile(cx: _Compiler, pc: int, inst: _Inst):
    """The closure that runs inst: its opcode's builder, given cx, pc, inst and its arguments."""
    entry = _OPCODES.get(inst.opcode)
    if entry is None:
        raise UnknownInstruction(f"line {inst.line}: the emulator does not implement "
                                 f"'{inst.opcode}' ({inst.text})")
    build, args = entry
    # Most rows have one to three arguments: passed as such, not through *args (a call that
    # unpacks a tuple costs about twice a plain one, and a module makes thousands).
    n = len(args)
    if n == 3:
        return build(cx, pc, inst, args[0], args[1], args[2])
    if n == 1:
        return build(cx, pc, inst, args[0])
    if n == 2:
        return build(cx, pc, inst, args[0], args[1])
    return build(cx, pc, inst, *args)


# How each builder's closures run on a group of fused warps (ptx_fused): lanewise ones know no
# lane count; per-warp ones read the warp's id, its shared memory and race-detector clock, its
# cp.async state or its 32 lanes as a whole (shuffles, fragments); the synchronisation ones
# also answer for their warp (ptx_fused.SYNC). Builders not here (a cluster's) keep the kernel
# warp by warp.
_FUSED_KINDS = {
    _alu: fused.LANEWISE, _shift: fused.LANEWISE, _mov: fused.LANEWISE,
    _cvta_param: fused.LANEWISE, _ld_param: fused.LANEWISE, _ld_global: fused.LANEWISE,
    _st_global: fused.LANEWISE, _approximate: fused.LANEWISE,
    # Shared memory: the race detector takes each lane's warp (SharedMemory.read with an array).
    # Shared memory and cp.async completion: the block's (its memory, race detector, copies).
    _ld_shared: fused.PER_BLOCK, _st_shared: fused.PER_BLOCK, _shared_narrow: fused.PER_BLOCK,
    _cp_async_wait: fused.PER_BLOCK, _ldmatrix: fused.PER_BLOCK,
    _shfl: fused.LANEWISE, _elect: fused.LANEWISE, _cp_async_commit: fused.PER_WARP,
    # cp.async: its addresses lanewise, then each member's copy in flight (its own state).
    _cp_async: fused.LANEWISE,
    _mma: fused.LANEWISE,
    _trap: fused.PER_WARP, _fence_proxy_async: fused.PER_WARP, _setmaxnreg: fused.PER_WARP,
    # wgmma: per-warp state, and each warp's 16 rows (ptx_fused, "wgmma").
    _wgmma: fused.PER_WARP, _wgmma_fence: fused.PER_WARP, _wgmma_commit: fused.PER_WARP,
    _wgmma_wait: fused.PER_WARP,
    # mbarriers, TMA copies and bulk groups: per warp, and what each member answers (it
    # blocks, it released others) decides the group's (ptx_fused_waits). Counted barriers
    # (bar.sync a, b; bar.arrive) are SYNC too, in _fused_plan.
    _mbar_init: fused.SYNC, _mbar_inval: fused.SYNC, _mbar_arrive: fused.SYNC,
    _mbar_expect_tx: fused.SYNC, _mbar_try_wait: fused.SYNC, _fence_mbarrier_init: fused.SYNC,
    _fence_tensormap: fused.SYNC, _tma_load: fused.SYNC, _tma_store: fused.SYNC,
    _bulk_commit: fused.SYNC, _bulk_wait: fused.SYNC,
    # tcgen05 (ptx_tcgen05): each warp's own lanes of tensor memory, its loads and stores in
    # flight and its fences' epochs; an MMA and its commit are its issuing lanes', landed by
    # the mbarrier wait that needs them (SYNC). Per warp, in the warp's program order, which
    # the interleaving of a group's members does not change (ptx_fused, "Hopper").
    **{build: fused.PER_WARP for build, _ in ptx_tcgen05.opcodes().values()},
}


# The kind of each opcode whose builder has one in _FUSED_KINDS (not bra, bar or ret, whose
# kind depends on the instruction), looked up once per instruction.
_OPCODE_KINDS = {op: _FUSED_KINDS[build] for op, (build, _) in _OPCODES.items()
                 if build in _FUSED_KINDS and build not in (_bra, _bar, _ret)}


def _fused_plan(cx: _Compiler, fn: _Function) -> fused.Plan | None:
    """The kinds of fn's instructions for fused warps, or None if one of them needs the
    warp-by-warp scheduler (a cluster's instructions, a guarded ret)."""
    kinds, branches = [], {}
    plain = _OPCODE_KINDS
    for pc, inst in enumerate(fn.insts):
        kind = plain.get(inst.opcode)
        guard = None if inst.guard is None else cx.guard(inst)
        if kind is not None:
            kinds.append(kind)
            continue
        build = _OPCODES[inst.opcode][0]
        if build is _bra:
            if guard is None:
                kinds.append(fused.LANEWISE)
                continue
            kinds.append(fused.BRANCH)
            branches[pc] = (fn.labels[inst.operands[0][1]], guard[0], guard[1],
                            inst.opcode == "bra.uni")
        elif build is _bar and inst.opcode in ("bar.sync", "bar.cta.sync", "barrier.sync.aligned",
                                               "barrier.cta.sync.aligned") \
                and len(inst.operands) == 1:
            kinds.append(fused.BARRIER)
        elif build is _bar:
            kinds.append(fused.SYNC)        # a counted barrier: its phase is CtaBarriers'
        elif build is _ret and guard is None:
            kinds.append(fused.RETURN)
        elif build in _FUSED_KINDS:
            kinds.append(_FUSED_KINDS[build])
        else:
            return None
    return fused.Plan(tuple(kinds), branches, _NO_RPC, _BARRIER, _BLOCKED, _WAIT, _YIELD,
                      fused.SYNC in kinds)


# --------------------------------------------------------------------------------------------
# Running.

@dataclass
class _Kernel:
    fn: _Function
    slots: _Slots
    code: list
    checked: list | None = None    # code that refuses in-flight wgmma accumulators (if wgmma)
    proxies: bool = False          # has async-proxy operations: the race detector tracks proxies
    plan: fused.Plan | None = None  # how its warps run fused (ptx_fused), None: warp by warp


class _PtxWarp(Warp):
    """One warp of a block: registers, active mask, and the SIMT reconvergence stack.

    The stack holds the contexts not running now as (pc, reconvergence pc, lanes). A divergent
    branch pushes the join context (its ipdom, with all current lanes) unless the current one
    already joins there, then the not-taken side, and runs the taken side; a context ends when
    its pc reaches its reconvergence pc, and the next one is popped."""

    def __init__(self, wid: int, code: list, regs: list, live: np.ndarray, mem, smem, stats,
                 block: hopper.Block | None = None, checked: list | None = None,
                 bars: CtaBarriers | None = None):
        self.id, self.code, self.regs = wid, code, regs
        self.rank = wid             # its place among the warps fused with it (ptx_fused)
        self.draws = wid            # the approximate functions' draws are the warp's (approx)
        self.mem, self.smem, self.stats = mem, smem, stats
        self.exited = ~live
        self.mask, self.full = live, bool(live.all())
        self.pc, self.rpc = 0, _NO_RPC
        self.stack: list = []
        # cp.async state: copies in flight in issue order, each lane's count of commit_groups,
        # and per shared word the copy still writing it (0: none), allocated on first use.
        self.copies: list[_Copy] = []
        self.committed = np.zeros(WARP, np.int64)
        self.pending: np.ndarray | None = None
        self.issued = 0
        # Hopper state: the block's mbarriers and TMA copies; what a blocked try_wait waits for
        # ((mbarrier, parity) pairs); wgmma groups: the open one, the committed ones, the
        # accumulator slots in flight, the registers as of the last wgmma.fence; and the two
        # code lists, plain and checked (used while accumulators are in flight).
        self.block = block
        self.waits: list | None = None
        self.wait_where = ""
        self.tried: tuple | None = None    # the try_wait (pc, waits) that last answered false
        self.wg_open: list = []
        self.wg_groups: list = []
        self.wg_inflight: frozenset = frozenset()
        self.wg_fence: list | None = None
        self.wg_touched: dict = {}       # accumulator slot -> the access since the last fence
        self.tc = None                   # its tcgen05 state (ptx_tcgen05), made on first use
        self.plain, self.checked = code, checked
        # CTA barriers (bar.sync, bar.arrive): the block's, the one this warp waits at with no
        # thread count (read by core.run_block), and the phase a counted bar.sync blocks on.
        self.bars = bars
        self.barrier_id = 0
        self.bar_wait: BarrierPhase | None = None
        self.bar_where = ""
        # Its cluster (ptx_cluster.Cluster: the CTAs' shared memories, the cluster barrier), its
        # CTA's rank there, and its arrival at the cluster barrier not yet waited for (phase,
        # where) or None.
        self.cluster = None
        self.cta_rank = 0
        self.cluster_wait: tuple | None = None
        # Set by PtxModule.run: the seed of the approximate instructions' draws, and the
        # backward branches this warp may still take (core.loop_limit) with what to report.
        self.seed = 0
        self.loops_left = 1 << 62
        self.report = None

    def _enter(self, mask: np.ndarray, rpc: int) -> None:
        self.mask, self.full, self.rpc = mask, bool(mask.all()), rpc

    def diverge(self, tpc: int, taken, fpc: int, rest, rpc: int) -> int:
        if rpc != self.rpc and rpc != _NO_RPC:
            self.stack.append((rpc, self.rpc, self.mask))
        self.stack.append((fpc, rpc, rest))
        self._enter(taken, rpc)
        return tpc

    def resume(self) -> int:
        """The next pending context with live lanes, or _EXIT when none is left."""
        while self.stack:
            pc, rpc, mask = self.stack.pop()
            mask = mask & ~self.exited
            if mask.any():
                self._enter(mask, rpc)
                return pc
        return _EXIT

    def retire(self, lanes: np.ndarray, next_pc: int) -> int:
        """ret: the lanes exit; the rest of the context, if any, goes on."""
        self.exited = self.exited | lanes
        rest = self.mask & ~lanes
        if rest.any():
            self._enter(rest, self.rpc)
            return next_pc
        return self.resume()

    # -- cp.async: issue, completion, and the check on the warp's own early accesses

    def _span(self, addr: np.ndarray, nbytes: int, lanes: np.ndarray) -> np.ndarray:
        """The shared words [addr, addr + nbytes) of each of the lanes, shape (lanes, words);
        addresses outside shared memory are clipped (the access itself reports them)."""
        a = np.minimum(np.maximum(addr[lanes].astype(np.int64), 0),
                       max(self.smem.nbytes - nbytes, 0)) // 4
        return a[:, None] + np.arange(max(nbytes // 4, 1))

    def issue_copy(self, where: str, size: int, dst, src, srcsize, lanes) -> None:
        bad = lanes & ((dst < 0) | (dst + size > self.smem.nbytes))
        if bad.any():
            lane = int(np.argmax(bad))
            raise OutOfBoundsAccess(f"{where}: lane {lane} copies {size} bytes to shared byte "
                                    f"{int(dst[lane])}, outside the block's {self.smem.nbytes} "
                                    "bytes")
        if self.smem.async_reads is not None:
            # the copy may write from its issue on: not into what a wgmma may still read
            self.smem.not_async_read(
                ((dst[lanes] // 2)[:, None] + np.arange(size // 2)).reshape(-1), where)
        if self.pending is None:
            self.pending = np.zeros(self.smem.words.size, np.int64)
        words = self._span(dst, size, lanes)
        busy = self.pending[words]
        flat = np.sort(words, axis=None)
        if busy.any() or (flat[1:] == flat[:-1]).any():
            # PTX ISA, "cp.async": no ordering between two cp.async that no wait separates.
            word = int(words.reshape(-1)[np.argmax(busy.reshape(-1))]) if busy.any() else \
                int(next(x for x, c in zip(*np.unique(words, return_counts=True)) if c > 1))
            other = next((c.where for c in self.copies if c.ident == self.pending[word]), where)
            raise EmulatorError(f"{where}: copies into shared byte {4 * word}, which {other} is "
                                "also still copying into: two cp.async with no wait between "
                                "them are not ordered (PTX ISA, 'cp.async')")
        self.issued += 1
        self.pending[words] = self.issued
        self.copies.append(_Copy(self.issued, where, size, dst, src, srcsize,
                                 self.committed.copy(), lanes.copy()))

    def check_pending(self, addr, nbytes: int, lanes, where: str, verb: str) -> None:
        """A lane of this warp touching shared bytes a cp.async of the warp is still copying
        into: the copy may land before or after the access (PTX ISA, "cp.async.wait_group": its
        writes are visible to the thread only after the wait on its group)."""
        if self.pending is None or not lanes.any():
            return
        busy = self.pending[self._span(addr, nbytes, lanes)]
        if busy.any():
            i = int(np.argmax(busy.any(axis=1)))
            lane = int(np.nonzero(lanes)[0][i])
            ident = int(busy[i][busy[i] > 0][0])
            copy = next(c for c in self.copies if c.ident == ident)
            raise StaleRead(f"{where}: lane {lane} of warp {self.id} {verb} shared byte "
                            f"{int(addr[lane])}, which {copy.where} is still copying into: no "
                            "cp.async.wait_group or cp.async.wait_all has covered its group "
                            "yet (PTX ISA, 'cp.async.wait_group')")

    def complete_copies(self, lanes, below, where: str) -> None:
        """Completes, in issue order, each copy's lanes among `lanes` whose group is below
        `below` (per lane): the global bytes are read and the shared bytes written now, through
        the race detector, as this warp's access at this moment."""
        keep = []
        for c in self.copies:
            done = c.lanes & lanes & (c.group < below)
            if done.any():
                self._land(c, done, f"{c.where} (completing at {where})")
                self.pending[self._span(c.dst, c.size, done)] = 0
                c.lanes = c.lanes & ~done
            if c.lanes.any():
                keep.append(c)
        self.copies = keep

    def _land(self, c: _Copy, lanes, where: str) -> None:
        data = _copied_bytes(self.mem, c.size, c.src, c.srcsize, lanes, where)
        words = data.view("<u4").astype(np.uint32).T     # (size // 4, lanes)
        self.smem.write(self.id, c.dst, words, c.size, lanes, where)

    def _exit(self) -> str:
        """The warp is done: copies still in flight complete now (as on the hardware, whose
        copies land whether or not anyone waits), and count as its last accesses; so do its
        wgmmas still in flight."""
        if self.copies:
            self.complete_copies(np.ones(WARP, bool), np.full(WARP, np.iinfo(np.int64).max),
                                 "the exit of the warp")
        if self.wg_inflight:
            self.wg_groups.append(self.wg_open)
            self.wg_open = []
            hopper.retire_groups(self, 0, "the exit of the warp")
        return "exit"

    # -- blocking on an mbarrier or a counted bar.sync (the scheduler's side)

    def ready(self) -> bool:
        """Whether running again can get past the blocked try_wait: every phase it waits for
        has completed, or has TMA copies in flight that landing may complete it with; or past
        the blocked bar.sync: its phase has completed. A warp waiting for neither is."""
        if self.bar_wait is not None:
            return self.bar_wait.done
        return all(b.completed(q) or b.tmas for b, q in self.waits or ())

    def blocked_on(self) -> str:
        if self.bar_wait is not None:
            p = self.bar_wait
            return f"waits at {self.bar_where} for barrier {p.ident}: {p.state()}"
        waits = ", ".join(f"the phase of parity {q} of the mbarrier at shared byte {b.addr} "
                          f"({b.state()})" for b, q in self.waits if not b.completed(q))
        return f"waits at {self.wait_where} for {waits}"

    def run(self) -> str:
        self.bar_wait = None            # run_block runs a blocked warp only once it is ready
        code = self.code
        pc, rpc = self.pc, self.rpc
        n = 0
        try:
            with np.errstate(all="ignore"):
                while True:
                    if pc == rpc:
                        pc = self.resume()
                        rpc = self.rpc
                        if pc == _EXIT:
                            return self._exit()
                        continue
                    n += 1
                    nxt = code[pc](self)
                    if nxt is None:
                        pc += 1
                    elif nxt >= 0:
                        if nxt <= pc:
                            self.loops_left -= 1
                            if self.loops_left < 0:
                                raise self.report(pc, self.stats.instructions + n)
                        pc, rpc = nxt, self.rpc
                    elif nxt == _BARRIER:
                        self.pc = pc + 1
                        return "barrier"
                    elif nxt == _BLOCKED:
                        self.pc = pc
                        return "blocked"
                    elif nxt == _RELOAD:
                        code = self.code
                        pc += 1
                    elif nxt == _YIELD:
                        self.pc = pc + 1
                        return "yield"
                    elif nxt == _WAIT:
                        self.pc = pc + 1
                        return "blocked"
                    else:
                        return self._exit()
        finally:
            self.stats.instructions += n


def _grid_order(grid: tuple, cluster: tuple) -> list[tuple[int, int, int]]:
    """The blocks of the grid in order, x fastest (with clusters, each cluster's first)."""
    return [(x, y, z) for z in range(0, grid[2], cluster[2])
            for y in range(0, grid[1], cluster[1]) for x in range(0, grid[0], cluster[0])]


def _cluster_shape(fn: _Function, launch: Launch, grid: tuple) -> tuple[int, int, int]:
    """The launch's cluster shape (ptx_cluster): the entry's .reqnctapercluster, else the
    launch's, else 1x1x1. The driver refuses a launch whose cluster shape differs from the
    entry's, a grid that is not a whole number of clusters, and an .explicitcluster entry
    launched without one (PTX ISA, "Cluster Dimension Directives"; CUDA Programming Guide,
    "Thread Block Clusters": at most 8 CTAs portably, 16 on sm_90 with the non-portable
    attribute)."""
    given = None if launch.cluster is None else (tuple(launch.cluster) + (1, 1, 1))[:3]
    if fn.cluster is not None and given is not None and given != fn.cluster:
        raise EmulatorError(f"{fn.name} declares .reqnctapercluster "
                            f"{', '.join(map(str, fn.cluster))}; launched with clusters of "
                            f"{' x '.join(map(str, given))}")
    if fn.explicit_cluster and fn.cluster is None and given is None:
        raise EmulatorError(f"{fn.name} declares .explicitcluster; the launch gives no "
                            "cluster shape")
    shape = fn.cluster or given or (1, 1, 1)
    if min(shape) < 1 or int(np.prod(shape)) > 16:
        raise EmulatorError(f"{fn.name}: a cluster of {' x '.join(map(str, shape))} CTAs; "
                            "a cluster holds 1 to 16")
    if any(n % c for n, c in zip(grid, shape)):
        raise EmulatorError(f"{fn.name}: the grid {' x '.join(map(str, grid))} is not a whole "
                            f"number of clusters of {' x '.join(map(str, shape))}")
    return shape


def _runaway(insts: list, wid: int, block: int, limit: int, pc: int, ran: int):
    return runaway(insts[pc].where, "warp", wid, block, limit, ran)


def _param_value(name: str, ty: str, value) -> np.ndarray:
    dt = np.dtype(_DTYPE[ty])
    if dt.kind == "f" and not isinstance(value, (float, np.floating)):
        raise EmulatorError(f"parameter {name} is .{ty}; got {value!r}")
    if dt.kind in "ui" and not isinstance(value, (int, np.integer)):
        raise EmulatorError(f"parameter {name} is .{ty}; got {value!r}")
    v = int(value) & ((1 << 8 * dt.itemsize) - 1) if dt.kind in "ui" else value
    return np.full(WARP, v, _UNSIGNED[dt.itemsize] if dt.kind in "ui" else dt).view(dt)


def _traced_kernel(k: _Kernel, executed: set) -> _Kernel:
    """k with every instruction recording its line when it runs (Launch.executed)."""
    def wrap(code):
        return None if code is None else [traced(h, n.line, executed)
                                          for h, n in zip(code, k.fn.insts)]
    return _Kernel(k.fn, k.slots, wrap(k.code), wrap(k.checked), k.proxies, k.plan)


# The most lanes one group of fused warps of several blocks holds (ptx_fused), and the most
# bytes of registers it may hold (a kernel of thousands of registers takes fewer blocks).
_FUSED_LANES = 8192
_FUSED_REG_BYTES = 64 << 20

# Instructions whose shared-memory accesses are in the async proxy (PTX ISA, "Async Proxy" under
# cp.async.bulk and under wgmma; 9.7.16.6.5 for tcgen05.mma); a kernel with none of them has
# one proxy, and the race detector does not track proxies on it.
_ASYNC_PROXY = ("cp.async.bulk", "wgmma.mma_async", "tcgen05.mma")


def _block_ids(regs: list, sp: dict, blocks: list, lanes: int) -> None:
    """%ctaid and %clusterid of fused blocks side by side, `lanes` lanes each: a fused launch's
    cluster is its block alone (clusters of more run warp by warp), so both are the block's."""
    for j, axis in enumerate("xyz"):
        regs[sp[f"%ctaid.{axis}"]] = regs[sp[f"%clusterid.{axis}"]] = np.repeat(
            np.array([b[j] for b in blocks], np.uint32), lanes)


def _tiled(base: list, reps: int) -> list:
    """Each register of the template repeated for `reps` warps side by side. Registers of one
    initial value (every unwritten register of a type holds the same poison; a kernel has
    thousands) share one repeated array: register arrays are never changed in place (a write
    replaces the array, ptx_fused._Window copies before it fills a warp's lanes), as the
    warp-by-warp run's warps already share the template's."""
    made: dict = {}
    seen: dict = {}     # id of a template array -> its repeated one (most are one poison array)
    out = []
    for a in base:
        t = seen.get(id(a))
        if t is None:
            key = (a.dtype.str, a.tobytes())
            t = made.get(key)
            if t is None:
                t = made[key] = np.empty(a.size * reps, a.dtype)
                t.reshape(reps, a.size)[...] = a
            seen[id(a)] = t
        out.append(t)
    return out


def _param_bytes(name: str, size: int, value) -> bytes:
    """The bytes of a by-value `.b8 name[size]` argument: exactly size of them."""
    if not isinstance(value, (bytes, bytearray)) or len(value) != size:
        what = f"{len(value)} bytes" if isinstance(value, (bytes, bytearray)) else repr(value)
        raise EmulatorError(f"parameter {name} is .b8[{size}], passed by value; got {what}")
    return bytes(value)


def _module_target(text: str):
    """The targets.Target the module's `.target sm_XX` directive names."""
    m = re.search(r"^\s*\.target\s+(\w+)", text, re.M)
    if m is None or m.group(1) not in TARGETS:
        known = ", ".join(n for n, t in TARGETS.items() if t.is_nvidia)
        raise EmulatorError(f"the module's .target is {m.group(1) if m else 'missing'}; the "
                            f"emulator runs PTX for {known}")
    return TARGETS[m.group(1)]


def _build_kernel(fn, target) -> "_Kernel":
    """A parsed function compiled: each instruction's handler, the wgmma-checked code."""
    cx = _Compiler(fn, target)
    code = [_compile(cx, pc, inst) for pc, inst in enumerate(fn.insts)]
    checked = hopper.wgmma_code(code, fn.insts, cx.slots.index, cx.accumulators, cx.matrix_a)
    proxies = any(n.opcode.startswith(_ASYNC_PROXY) for n in fn.insts)
    return _Kernel(fn, cx.slots, code, checked, proxies, _fused_plan(cx, fn))


class _Kernels(MutableMapping):
    """A module's kernels by name, each parsed (ptx_parse.entries: its body) and compiled by
    `build` on first use."""

    def __init__(self, fns: dict, build):
        self._fns, self._build, self._built = fns, build, {}

    def __getitem__(self, name: str) -> "_Kernel":
        k = self._built.get(name)
        if k is None:
            body = self._fns[name]
            with collector_paused():    # as kgen.sim.module builds (kgen.collector)
                k = self._built[name] = self._build(body())
        return k

    def __setitem__(self, name: str, k: "_Kernel") -> None:
        self._fns.setdefault(name, lambda: k.fn)
        self._built[name] = k

    def __delitem__(self, name: str) -> None:
        del self._fns[name]
        self._built.pop(name, None)

    def __contains__(self, name) -> bool:
        return name in self._fns

    def __iter__(self):
        return iter(self._fns)

    def __len__(self) -> int:
        return len(self._fns)


class PtxModule:
    """A parsed PTX module: `PtxModule(text).run(kernel, launch)`."""

    def __init__(self, text: str, target=None, lazy: bool = False):
        """target: the targets.Target row (or its name) whose limits the text must keep; by
        default the one the module's `.target` directive names. lazy: each kernel's
        body is read and its instructions compiled to their handlers when it first runs,
        not here (a module
        of several kernels launched one at a time, as kgen.sim.emulate caches them: the
        mutation runs build a new text for each mutant and run the kernels that execute its
        line); else every kernel now, so that an error in any of them is raised here."""
        target = _module_target(text) if target is None else target
        if isinstance(target, str):
            target = TARGETS[target]
        self.kernels = _Kernels(entries(text), lambda fn: _build_kernel(fn, target))
        if not lazy:
            for name in self.kernels:
                self.kernels[name]

    def instructions(self, kernel: str) -> list[_Inst]:
        return self.kernels[kernel].fn.insts

    def dispose(self) -> None:
        """Nothing to unlink: a PTX handler names no instruction, kernel or module of its
        own, so a dropped module is freed by reference count (tests/sim/test_module_garbage.py
        holds both front ends to it; amdgcn.AmdModule.dispose)."""

    def run(self, kernel: str, launch: Launch) -> None:
        with collector_paused():        # a launch makes many small objects (kgen.collector)
            self._run(kernel, launch)

    def _run(self, kernel: str, launch: Launch) -> None:
        if kernel not in self.kernels:
            raise EmulatorError(f"no kernel '{kernel}' in this module; it has "
                                f"{', '.join(self.kernels) or 'none'}")
        k = self.kernels[kernel]
        if launch.executed is not None:
            k = _traced_kernel(k, launch.executed)
        fn, slots = k.fn, k.slots
        if len(launch.args) != len(fn.params):
            raise EmulatorError(f"{kernel} takes {len(fn.params)} arguments "
                                f"({', '.join(n for n, _ in fn.params)}), got {len(launch.args)}")
        grid = (tuple(launch.grid) + (1, 1, 1))[:3]
        threads = launch.threads
        if not 0 < threads <= 1024:
            raise EmulatorError(f"a block has 1 to 1024 threads, got {threads}")
        if fn.maxntid and threads > int(np.prod(fn.maxntid)):
            # PTX ISA, "Performance-Tuning Directives": a launch past .maxntid fails.
            raise EmulatorError(f"{kernel} declares .maxntid {fn.maxntid}; launched with "
                                f"{threads} threads")
        if fn.reqntid and threads != int(np.prod(fn.reqntid)):
            # PTX ISA, "Performance-Tuning Directives": .reqntid is the block size exactly.
            raise EmulatorError(f"{kernel} declares .reqntid {fn.reqntid}; launched with "
                                f"{threads} threads")
        base = list(slots.template)
        memory: dict[int, tuple[str, bytes]] = {}     # kernel parameter memory, by address
        for (name, ty), value in zip(fn.params, launch.args):
            if name in fn.arrays:
                memory[param_address(fn, name)] = (name, _param_bytes(name, fn.arrays[name][0],
                                                                      value))
            else:
                base[slots.params[name]] = _param_value(name, ty, value)
                memory[param_address(fn, name)] = (name, base[slots.params[name]][:1].tobytes())
        sp = slots.index
        for axis, n in zip("xyz", (threads, 1, 1)):
            base[sp[f"%ntid.{axis}"]] = np.full(WARP, n, np.uint32)
        for axis, n in zip("xyz", grid):
            base[sp[f"%nctaid.{axis}"]] = np.full(WARP, n, np.uint32)
        base[sp["%laneid"]] = np.arange(WARP, dtype=np.uint32)
        cluster = _cluster_shape(fn, launch, grid)
        for axis, n, c in zip("xyz", grid, cluster):
            base[sp[f"%cluster_nctaid.{axis}"]] = np.full(WARP, c, np.uint32)
            base[sp[f"%nclusterid.{axis}"]] = np.full(WARP, n // c, np.uint32)
        base[sp["%cluster_nctarank"]] = np.full(WARP, int(np.prod(cluster)), np.uint32)
        nwarps = -(-threads // WARP)
        blocks = functools.partial(self._blocks, k, launch, base, grid, threads, memory, cluster)
        if k.plan is None or launch.stats.counters is not None or nwarps == 1 or \
                cluster != (1, 1, 1):
            blocks(False)
            return
        # Fused (ptx_fused); on any error, the launch again warp by warp from its start, so
        # that the verdict names what the warp-by-warp order meets first.
        saved = [b.data.copy() for b in launch.memory.buffers]
        counts = (launch.stats.instructions, launch.stats.blocks)
        lines = set(launch.executed) if launch.executed is not None else None
        try:
            blocks(True)
            return
        except EmulatorError:
            for b, data in zip(launch.memory.buffers, saved):
                b.data[...] = data
            launch.stats.instructions, launch.stats.blocks = counts
            if lines is not None:
                launch.executed.clear()
                launch.executed.update(lines)
        blocks(False)

    @staticmethod
    def _blocks(k: _Kernel, launch: Launch, base: list, grid: tuple, threads: int, memory: dict,
                cluster: tuple, fuse: bool) -> None:
        """Runs every block of the launch, its warps fused (ptx_fused) or one by one; the
        blocks of a cluster together (ptx_cluster)."""
        fn, sp = k.fn, k.slots.index
        nwarps = -(-threads // WARP)
        size = int(np.prod(cluster))
        limit = loop_limit(launch)
        lanes = [np.arange(w * WARP, (w + 1) * WARP, dtype=np.uint32) for w in range(nwarps)]

        def block(x: int, y: int, z: int, rank: int = 0, clock=None):
            """The block's warps, shared memory, Hopper state and CTA barriers; in a cluster,
            its warps are numbered after the lower ranks' and its race detector's clocks are
            the cluster's."""
            regs0 = list(base)
            for axis, v, c in zip("xyz", (x, y, z), cluster):
                regs0[sp[f"%ctaid.{axis}"]] = np.full(WARP, v, np.uint32)
                regs0[sp[f"%cluster_ctaid.{axis}"]] = np.full(WARP, v % c, np.uint32)
                regs0[sp[f"%clusterid.{axis}"]] = np.full(WARP, v // c, np.uint32)
            regs0[sp["%cluster_ctarank"]] = np.full(WARP, rank, np.uint32)
            smem = SharedMemory(fn.shared_bytes + (launch.shared_bytes
                                                   if fn.dynamic_shared else 0), nwarps * size,
                                launch.stats.counters, proxies=k.proxies)
            if clock is not None:
                smem.clock = clock
            state = hopper.Block(smem, launch.memory, nwarps * size,
                                 hopper.TensorMaps(memory, launch.memory, smem))
            bars = CtaBarriers(smem, threads)
            warps = []
            for w in range(nwarps):
                regs = list(regs0)
                regs[sp["%tid.x"]] = lanes[w]
                warps.append(_PtxWarp(rank * nwarps + w, k.code, regs, lanes[w] < threads,
                                      launch.memory, smem, launch.stats, state, k.checked,
                                      bars))
            for w in warps:
                w.seed, w.loops_left = launch.seed, limit
                w.report = functools.partial(_runaway, fn.insts, w.id, launch.stats.blocks, limit)
            return warps, smem, state, bars

        if not fuse:
            # Blocks (clusters) take the orders of releases in turn (core.run_block): waiters
            # first, the releasing warp as far ahead as it goes, each also reversed.
            for x, y, z in _grid_order(grid, cluster):
                members = [(x + dx, y + dy, z + dz) for dz in range(cluster[2])
                           for dy in range(cluster[1]) for dx in range(cluster[0])]
                clock = np.eye(nwarps * size, dtype=np.int64) if size > 1 else None
                made = [block(*at, rank, clock) for rank, at in enumerate(members)]
                together = ptx_cluster.Cluster([m[2] for m in made], made[0][1].clock)
                together.bind([ws for ws, _, _, _ in made])
                try:
                    run_block(None, None, ctas=[(ws, smem, bars) for ws, smem, _, bars in made],
                              **block_order(x, y, z))
                finally:
                    together.unbind()
                for _, _, state, _ in made:
                    state.drain()
                    launch.stats.blocks += 1
            return
        order = _grid_order(grid, cluster)
        if k.plan.waits:
            # Fused with waits (ptx_fused_waits): one block at a time, in the order of
            # releases the warp-by-warp run gives it (block_order); its mbarriers and TMA
            # copies reach their CTA through a cluster of one, as warp by warp.
            tiled = _tiled(base, nwarps)
            tiled[sp["%tid.x"]] = np.arange(nwarps * WARP, dtype=np.uint32)
            for x, y, z in order:
                warps, smem, state, _ = block(x, y, z)
                regs = list(tiled)
                _block_ids(regs, sp, [(x, y, z)], nwarps * WARP)
                alone = ptx_cluster.Cluster([state], smem.clock)
                alone.bind([warps])
                try:
                    ptx_fused_waits.run_block_waits(warps, regs, k.code, k.plan,
                                                    **block_order(x, y, z))
                finally:
                    alone.unbind()
                state.drain()
                launch.stats.blocks += 1
            return
        # Fused: the warps of several blocks side by side, each block with its own shared
        # memory and barriers (ptx_fused: PER_BLOCK closures run on each block's part).
        cap = min(_FUSED_LANES, _FUSED_REG_BYTES // (8 * len(base)))
        per = min(max(1, cap // (nwarps * WARP)), len(order))
        tiled = _tiled(base, nwarps * per)
        tiled[sp["%tid.x"]] = np.tile(np.arange(nwarps * WARP, dtype=np.uint32), per)
        for i in range(0, len(order), per):
            chunk = order[i:i + per]
            made = [block(x, y, z) for x, y, z in chunk]
            regs = list(tiled) if len(chunk) == per else \
                [a[:len(chunk) * nwarps * WARP] for a in tiled]
            _block_ids(regs, sp, chunk, nwarps * WARP)
            warps = [w for ws, _, _, _ in made for w in ws]
            for rank, w in enumerate(warps):
                w.rank = rank
            fused.run_block_fused(warps, regs, k.code, k.plan)
            for _, _, state, _ in made:
                state.drain()
                launch.stats.blocks += 1
