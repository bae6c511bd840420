"""The PTX front end's synchronisation and control instructions (`ptx`): CTA barriers, branches,
ret/exit and trap; and Hopper's mbarriers, TMA copies, fences, setmaxnreg and the wgmma
fence, commit_group and wait_group.

The CTA's sixteen barriers (PTX ISA, "bar, barrier"): `bar.sync a, b` / `bar.arrive a, b` (and
`barrier{.cta}.sync.aligned`, `barrier{.cta}.arrive.aligned`) arrive at barrier a, 32 threads per
warp, in a phase of `core.CtaBarriers`; bar.sync blocks until b threads have arrived, then the
barrier resets. `bar.sync a` with no count waits for the whole block, as `bar.sync 0` always
has. Bad ids and counts, two counts in one phase and an arrival that may precede the barrier's
reset are `BarrierMisuse`; a barrier too few threads reach is a BarrierDeadlock naming it and
how many threads have arrived.

The Hopper (sm_90a) path, whose semantics live in `ptx_hopper`: mbarriers are block-level
objects keyed by shared address (init, arrive, arrive.expect_tx, expect_tx, inval,
try_wait.parity). A try_wait.parity whose phase has not completed blocks: the warp returns
"blocked" to `core.run_block` with its pc on the try_wait and runs it again once the phase may
have completed, so spin loops never spin, and warps that can never go on are a BarrierDeadlock
naming what each waits for. A TMA copy (`cp.async.bulk.tensor.1d`..`5d`, tile mode, 128-byte tensor
maps in `tensormap.encode_sim`'s layout, read through the tensormap proxy: from kernel parameter
memory, a by-value `.param .align 128 .b8 p[128]` whose generic address `cvta.param` takes, or
from global memory once a `fence.proxy.tensormap::generic.acquire` ordered before the copy made
it visible, see `ptx_hopper.TensorMaps`) only marks its destination in flight when issued; it
lands (zero fill outside the tensor, swizzle, complete_tx) when a warp would otherwise block on
its mbarrier, or at the end of the block, and any access to its bytes before then is a
StaleRead (the issuing warp) or a SharedMemoryRace (any other). A TMA store (shared::cta to
global, `.bulk_group`) reads its source at the `cp.async.bulk.wait_group` that retires its
group and writes the box's elements inside the tensor (ptx_hopper.Block.issue_store). The
race detector treats an arrive as a release, a TMA's complete_tx as a release of its issuer's
clock at the issue, and the try_wait that observes a completed phase as an acquire; the first
try of a wait whose phase has not completed answers false (the ISA's time limit, taken
adversarially), so a try_wait without its spin loop fails; the warps of alternate blocks take
the two orders of releases (core.run_block: waiters first, or the releasing warp as far ahead
as it goes), so that fails on the consumer's side and on the producer's (a refill that does
not wait for the slot's release).
`setmaxnreg` checks its count and is otherwise a no-op. On a kernel with async-proxy operations
(TMA, wgmma) the race detector tracks proxies: `fence.proxy.async` is the fence a generic access
needs before an async-proxy access to the same bytes (core.ProxyFences). Every mbarrier
operation must be ordered after the object's init, and a TMA copy's complete_tx after the
initialising thread's `fence.mbarrier_init` (ptx_hopper.Block.visible_to_copies). In a
cluster (ptx_cluster) an arrive may name another CTA's mbarrier (`.shared::cluster`) and a TMA
copy may go to other CTAs (`.multicast::cluster`): each destination CTA's own Block takes it.
"""

from __future__ import annotations

import numpy as np

from ..target.tensormap import MAX_RANK
from . import ptx_hopper as hopper
from .core import EmulatorError, OutOfBoundsAccess, check_barrier_id, check_thread_count
from .ptx_alu import _LANE, _address, _Compiler, _imm, _mask_fn
from .ptx_parse import WARP, _BARRIER, _BLOCKED, _RELOAD, _WAIT, _YIELD, _fail, _Inst, _lane_bits


# -- CTA barriers and control: bar, barrier, bra, ret, exit, trap

def _bar_operand(cx: _Compiler, inst: _Inst, op, what: str, check):
    """(w, m) -> the value of operand a (the barrier) or b (the thread count) of a bar: an
    immediate, checked while parsing, or a .u32 register, checked when it runs, which must
    hold one value in every lane m that executes the barrier (PTX ISA, "bar, barrier": the
    .aligned forms are executed by all threads alike)."""
    if op[0] == "imm":
        v = int(_imm(op[1], "u32", inst))
        check(v, inst.where)
        return lambda w, m: v
    slot, view = cx.src(op, "u32", inst)

    def get(w, m):
        x = w.regs[slot] if view is None else w.regs[slot].view(view)
        vals = np.unique(x[m])
        if vals.size > 1:
            raise EmulatorError(f"{inst.where}: the {what} differs across the lanes of warp "
                                f"{w.id} ({', '.join(str(int(v)) for v in vals[:4])}): an "
                                "aligned barrier is one instruction for the whole warp")
        v = int(vals[0])
        check(v, inst.where)
        return v
    return get


def _bar(cx: _Compiler, pc: int, inst: _Inst, waits: bool):
    """bar.sync a{, b} (barrier.sync.aligned) and bar.arrive a, b (barrier.arrive.aligned)
    (PTX ISA, "bar, barrier"; `.cta` "doesn't change the semantics of the instruction"): the
    whole warp arrives, converged, at barrier a (0..15) naming b threads, a multiple of 32.

    With no count (`bar.sync 0`, __syncthreads) "all threads in the CTA participate": the
    warp returns "barrier" with its `barrier_id`, and the scheduler in core opens the barrier
    when every live warp of the block waits at it. With a count, the phase is `core.CtaBarriers`'
    (one arrival of 32 threads per warp; bar.sync blocks until b threads have arrived, bar.arrive
    goes on); "bar{.cta}.arrive ... a, b": the count is required there. A warp whose guard is
    false in every lane does not execute a counted barrier; a whole-block one it must reach."""
    if len(inst.operands) not in ((1, 2) if waits else (2,)):
        raise _fail(inst.line, inst.text, "expected a{, b}" if waits else
                    "expected a, b: bar.arrive needs a thread count")
    ident = _bar_operand(cx, inst, inst.operands[0], "barrier", check_barrier_id)
    count = _bar_operand(cx, inst, inst.operands[1], "thread count", check_thread_count) \
        if len(inst.operands) == 2 else None
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if count is not None and not m.any():
            return None
        if (m != ~w.exited).any():
            raise EmulatorError(f"{inst.where}: lanes {_lane_bits(m):#010x} of warp {w.id} "
                                f"arrive, but lanes {_lane_bits(~w.exited):#010x} are live: a "
                                "barrier in divergent code")
        a = ident(w, m)
        b = None if count is None else count(w, m)
        p = w.bars.arrive(w.id, a, b, waits, where)
        if b is None:
            w.barrier_id = a
            return _BARRIER
        if p.done:
            return _YIELD       # the warps it released run first (core.run_block)
        if not waits:
            return None
        w.bar_wait, w.bar_where = p, where
        return _WAIT
    return h


def _bra(cx: _Compiler, pc: int, inst: _Inst, uniform: bool):
    target = cx.fn.labels[inst.operands[0][1]]
    guard = cx.guard(inst)
    rpc = cx.ipdom[pc]
    if guard is None:
        return lambda w: target
    g, neg = guard

    def h(w):
        m = w.mask
        p = ~w.regs[g] if neg else w.regs[g]
        taken = m & p
        if not taken.any():
            return pc + 1
        rest = m & ~p
        if not rest.any():
            return target
        if uniform:
            raise EmulatorError(f"{inst.where}: bra.uni, but the guard is true in lanes "
                                f"{_lane_bits(taken):#010x} and false in {_lane_bits(rest):#010x}"
                                " (PTX ISA, \"bra\": a non-uniform bra.uni is undefined)")
        return w.diverge(target, taken, pc + 1, rest, rpc)
    return h


def _ret(cx: _Compiler, pc: int, inst: _Inst):
    mask = _mask_fn(cx.guard(inst))
    return lambda w: w.retire(mask(w), pc + 1)


def _trap(cx: _Compiler, pc: int, inst: _Inst):
    """trap (PTX ISA, "trap"): the launch fails; here, an error naming the line."""
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        lanes = mask(w)
        if lanes.any():
            raise EmulatorError(f"{inst.where}: trap in lanes {_lane_bits(lanes):#010x} of "
                                f"warp {w.id}: the kernel aborts the launch")
    return h


# -- Hopper (sm_90a): mbarrier, TMA, fences, setmaxnreg, wgmma fence/commit_group/wait_group;
# their semantics are in ptx_hopper

def _lane_value(w, src, lane: int) -> int:
    """One lane's value of a source operand (slot, view) as a Python int."""
    slot, view = src
    x = w.regs[slot] if view is None else w.regs[slot].view(view)
    return int(x[lane])


def _mbar_addrs(w, base: int, off: int, m: np.ndarray, inst: _Inst) -> np.ndarray:
    """The mbarrier address of each lane in m: a shared address, 8-byte aligned (PTX ISA,
    "mbarrier": the object is 8 bytes, 8-byte aligned)."""
    a = w.regs[base].astype(np.int64)[m] + off
    if (a % 8).any():
        lane = int(np.nonzero(m)[0][np.argmax(a % 8 != 0)])
        raise EmulatorError(f"{inst.where}: lane {lane}'s mbarrier address {int(a[a % 8 != 0][0])}"
                            " is not 8-byte aligned (PTX ISA, 'mbarrier')")
    return a


def _mbar_init(cx: _Compiler, pc: int, inst: _Inst):
    """mbarrier.init.shared::cta.b64 [addr], count (PTX ISA, "mbarrier.init"): current phase 0,
    expected and pending arrivals count, tx-count 0; per lane that executes it."""
    cx.arity(inst, 2)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    count = cx.src(inst.operands[1], "u32", inst)[0]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        for a, c, lane in zip(_mbar_addrs(w, base, off, m, inst), w.regs[count][m],
                              np.nonzero(m)[0]):
            w.block.init(int(a), int(c), where, w.id, int(lane))
    return h


def _mbar_inval(cx: _Compiler, pc: int, inst: _Inst):
    """mbarrier.inval.shared::cta.b64 [addr] (PTX ISA, "mbarrier.inval"): the object is gone
    and its memory may be initialised again."""
    cx.arity(inst, 1)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        for a in np.unique(_mbar_addrs(w, base, off, mask(w), inst)):
            w.block.ordered_after_init(w.block.bar(int(a), where), w.id, where)
            w.block.inval(int(a), where)
    return h


def _mbar_arrive(cx: _Compiler, pc: int, inst: _Inst, expect_tx: bool, remote: bool = False):
    """mbarrier.arrive{.expect_tx}.shared::cta.b64 state, [addr]{, count | , txCount} (PTX ISA,
    "mbarrier.arrive"): per lane that executes it, tx-count += txCount (.expect_tx), then one
    arrival (or count arrivals); `state`, unless it is the sink `_`, gets the phase arrived on.
    An arrive is a release for the race detector. remote: the .shared::cluster form, whose
    address may name the mbarrier of another CTA of the cluster (ptx_cluster's addresses) and
    whose state must be the sink ("If the address ... is in .shared::cluster space ... the
    destination operand state must be a sink symbol _")."""
    if len(inst.operands) not in (2, 3) or (expect_tx and len(inst.operands) != 3):
        raise _fail(inst.line, inst.text, "expected state, [addr]" +
                    (", txCount" if expect_tx else "{, count}"))
    state = inst.operands[0]
    if remote and state != ("sym", "_"):
        raise _fail(inst.line, inst.text, "a .shared::cluster mbarrier.arrive returns no state: "
                    "its destination is the sink _")
    token = None if state == ("sym", "_") else cx.dst(state, "b64", inst)
    base, off = _address(cx, inst, inst.operands[1], "u32")
    extra = cx.src(inst.operands[2], "u32", inst)[0] if len(inst.operands) == 3 else None
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if not m.any():
            return
        addrs = _mbar_addrs(w, base, off, m, inst)
        per = w.regs[extra][m].astype(np.int64) if extra is not None else np.ones(addrs.size,
                                                                                  np.int64)
        phase = np.zeros(WARP, np.uint64)
        lanes = np.nonzero(m)[0]
        ranks = np.full(addrs.size, w.cta_rank)
        if remote:
            ranks, addrs = w.cluster.target(w, addrs, np.ones(addrs.size, bool), where)
        for k, a in sorted({(int(k), int(a)) for k, a in zip(ranks, addrs)}):
            sel = (addrs == a) & (ranks == k)
            block = w.cluster.block_of(w, k, where)
            b = block.bar(a, where)
            block.ordered_after_init(b, w.id, where)
            if expect_tx:
                n, tx = int(sel.sum()), int(per[sel].sum())
            else:
                n, tx = int(per[sel].sum()), 0
            phase[lanes[sel]] = block.arrive(b, w.id, n, tx, where)
        if token is not None:
            slot, out = token
            w.regs[slot] = np.where(m, phase if out is None else phase.view(out), w.regs[slot])
        # An arrive may complete a phase that other warps wait for: they run next, before this
        # warp goes on (core.run_block), so a waiter meets the phases that the warps it waits
        # for have not completed yet, as early as the hardware might run it.
        return _YIELD
    return h


def _mbar_expect_tx(cx: _Compiler, pc: int, inst: _Inst):
    """mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [addr], txCount: tx-count += txCount per
    lane that executes it, with no arrival (PTX ISA, "mbarrier.expect_tx")."""
    cx.arity(inst, 2)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    tx = cx.src(inst.operands[1], "u32", inst)[0]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        for a, t in zip(_mbar_addrs(w, base, off, m, inst), w.regs[tx][m]):
            b = w.block.bar(int(a), where)
            w.block.ordered_after_init(b, w.id, where)
            w.block.expect_tx(b, int(t), where)
    return h


def _mbar_try_wait(cx: _Compiler, pc: int, inst: _Inst):
    """mbarrier.try_wait.parity.shared::cta.b64 p, [addr], parity (PTX ISA,
    "mbarrier.test_wait/try_wait"): p is true once the phase of that parity has completed.

    "mbarrier.try_wait is a potentially blocking instruction which tests for the completion of
    the phase. If the phase is not complete, the executing thread may be suspended. Suspended
    thread resumes execution when the specified phase completes OR before the phase completes
    following a system-dependent time limit", and then p is false. The emulator takes the
    time limit adversarially: the first try of a wait whose phase has not completed returns
    false at once (copies in flight stay in flight), so code that runs on after one try, with
    no `@!p bra` loop around it, runs before the phase completes and meets the race detector.
    The retry (the same try_wait, same mbarriers and parities) is modelled as blocking: TMA
    copies in flight on the mbarrier land now (the latest moment: someone waits on them); if
    that does not complete the phase either, the warp yields to the block scheduler with its pc
    here and runs this again when the phase may have completed, so spin loops spin once. A
    try_wait that observes the completion acquires what the phase released."""
    if len(inst.operands) not in (3, 4):
        raise _fail(inst.line, inst.text, "expected p, [addr], parity{, suspendTimeHint}")
    pslot, _ = cx.dst(inst.operands[0], "pred", inst)
    base, off = _address(cx, inst, inst.operands[1], "u32")
    parity = cx.src(inst.operands[2], "u32", inst)[0]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if not m.any():
            return None
        addrs = _mbar_addrs(w, base, off, m, inst)
        pairs = sorted(set(zip(addrs.tolist(), (w.regs[parity][m] & 1).tolist())))
        waits = [(w.block.bar(a, where), q) for a, q in pairs]
        for b, _ in waits:
            w.block.ordered_after_init(b, w.id, where)
        if w.tried != (pc, pairs) and not all(b.completed(q) for b, q in waits):
            w.tried = (pc, pairs)           # the time limit ran out: false, nothing landed
            w.regs[pslot] = w.regs[pslot] & ~m
            return None
        for b, q in waits:
            if not b.completed(q) and b.tmas:
                w.block.land_on(b, f"{where} in warp {w.id}")
        if not all(b.completed(q) for b, q in waits):
            w.waits, w.wait_where = waits, where
            return _BLOCKED
        w.waits, w.tried = None, None
        for b, _ in waits:
            w.block.acquire(b, w.id)
        w.regs[pslot] = m | w.regs[pslot]
        return None
    return h


def _tma_load(cx: _Compiler, pc: int, inst: _Inst, rank: int, multicast: bool = False):
    """cp.async.bulk.tensor.Nd.shared::cluster.global{.tile}.mbarrier::complete_tx::bytes
    [dst], [tensorMap, {c0, .., cN-1}], [mbar] (PTX ISA, "cp.async.bulk.tensor", N = .dim, 1
    to 5): copies the box at (c0, ..) (signed, c0 innermost) of the tensor the map at generic
    address tensorMap describes into shared memory at dst, swizzled, and performs complete_tx
    of the whole box's bytes on the mbarrier. Per lane that executes it. The map is read
    through the tensormap proxy (ptx_hopper.TensorMaps): a kernel parameter, or global memory
    that the issuing thread has acquired with fence.proxy.tensormap::generic.acquire. The map's
    rank must be N (a mismatch is refused: the ISA gives it no meaning).

    Asynchronous: the issue checks everything and marks the destination in flight; the copy
    lands when a warp would otherwise block on the mbarrier, or at the end of the block.

    In a cluster (ptx_cluster) dst and mbar may name another CTA's memory (the mbarrier must be
    in the CTA the box goes to); with `.multicast::cluster` and a fifth operand ctaMask, the
    box goes "to the same CTA-relative offset as dstMem in the shared memory of each
    destination CTA", and each signals "the mbarrier object at the same CTA-relative offset
    as mbar" (PTX ISA, "cp.async.bulk.tensor"): one copy per destination CTA, each landing
    in that CTA as above."""
    cx.arity(inst, 4 if multicast else 3)
    cta_mask = cx.src(inst.operands[3], "b16", inst) if multicast else None
    dbase, doff = _address(cx, inst, inst.operands[0], "u32")
    t = inst.operands[1]
    if t[0] != "tensor" or t[2][0] != "vec" or len(t[2][1]) != rank:
        raise _fail(inst.line, inst.text, f"expected [tensorMap, {{c0, ..}}] with {rank} "
                                          f"coordinate(s) for a {rank}-D copy")
    tmap = cx.src(t[1], "u64", inst)     # generic address: .param or .global (TensorMaps)
    coords = [cx.src(c, "s32", inst) for c in t[2][1]]
    bbase, boff = _address(cx, inst, inst.operands[2], "u32")
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        for lane in np.nonzero(m)[0]:
            spec = w.block.tensormaps.read(_lane_value(w, tmap, lane), w.id, int(lane), where)
            if len(spec.dims) != rank:
                raise EmulatorError(f"{where}: a {rank}-D copy through a tensor map of rank "
                                    f"{len(spec.dims)}")
            at = [_lane_value(w, c, lane) for c in coords]
            if rank == 1 and not 0 <= at[0] <= spec.dims[0] - spec.box[0]:
                # Measured, not documented: on an H100 (driver 580.159.04, 2026-11-24) a 1-D
                # tile copy whose box leaves the tensor stops the kernel with
                # CUDA_ERROR_ILLEGAL_INSTRUCTION, where 2- to 5-D boxes are zero-filled
                # (benchmarks/tma_probe.py, results/gpu_tma.txt).
                raise EmulatorError(f"{where}: a 1-D TMA box [{at[0]}, {at[0] + spec.box[0]}) "
                                    f"leaves the tensor's {spec.dims[0]} elements; the GPU "
                                    "faults on that (illegal instruction) instead of filling")
            one = _LANE == lane
            dst = np.array([(int(w.regs[dbase][lane]) + doff) & 0xFFFFFFFF], np.int64)
            bar = _mbar_addrs(w, bbase, boff, one, inst)
            (to,), (dst,) = w.cluster.target(w, dst, np.ones(1, bool), where)
            (at_bar,), (bar,) = w.cluster.target(w, bar, np.ones(1, bool), where)
            if at_bar != to:
                raise EmulatorError(f"{where}: the box goes to CTA rank {to} and its mbarrier "
                                    f"is in CTA rank {at_bar}: they must be in the same CTA "
                                    "(PTX ISA, 'cp.async.bulk.tensor')")
            _box_checks(w, spec, int(dst), where, "destination")
            ranks = [int(to)] if cta_mask is None else w.cluster.peer_ranks(
                _lane_value(w, cta_mask, lane) & 0xFFFF, where)
            for k in ranks:
                block = w.cluster.block_of(w, k, where)
                block.issue_tma(hopper.Tma(where, w.id, w.smem.clock[w.id].copy(), spec, at,
                                           int(dst), block.bar(int(bar), where),
                                           hopper.issue_fence(block.smem, w.id)))
        # The copy is asynchronous (PTX ISA, "cp.async.bulk.tensor"): it may land at once, and
        # the warps waiting on its mbarrier may then run before the issuer goes on. They run
        # first here (core.run_block), so a consumer that hands a slot back before the
        # producer waits for it (its own wait on a turned slot removed) meets that order.
        return _YIELD if m.any() else None
    return h


def _tma_store(cx: _Compiler, pc: int, inst: _Inst, rank: int):
    """cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group [tensorMap, {c0, ..}], [src]
    (PTX ISA, "cp.async.bulk.tensor"): the box at (c0, ..) of the tensor the map describes
    is written from shared memory at src, laid out as a load of the box would write it (the
    map's swizzle); the box's elements outside the tensor are not written. Per lane that
    executes it; the map is read through the tensormap proxy as for a load. Asynchronous: it
    joins the thread's open bulk async-group, and reads its source when a
    cp.async.bulk.wait_group retires that group (ptx_hopper.Block.issue_store)."""
    cx.arity(inst, 2)
    t = inst.operands[0]
    if t[0] != "tensor" or t[2][0] != "vec" or len(t[2][1]) != rank:
        raise _fail(inst.line, inst.text, f"expected [tensorMap, {{c0, ..}}] with {rank} "
                                          f"coordinate(s) for a {rank}-D copy")
    tmap = cx.src(t[1], "u64", inst)
    coords = [cx.src(c, "s32", inst) for c in t[2][1]]
    sbase, soff = _address(cx, inst, inst.operands[1], "u32")
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        for lane in np.nonzero(mask(w))[0]:
            spec = w.block.tensormaps.read(_lane_value(w, tmap, lane), w.id, int(lane), where)
            if len(spec.dims) != rank:
                raise EmulatorError(f"{where}: a {rank}-D copy through a tensor map of rank "
                                    f"{len(spec.dims)}")
            src = (int(w.regs[sbase][lane]) + soff) & 0xFFFFFFFF
            _box_checks(w, spec, src, where, "source")
            w.block.issue_store(hopper.TmaStore(
                where, w.id, int(lane), w.smem.clock[w.id].copy(), spec,
                [_lane_value(w, c, lane) for c in coords], src,
                hopper.issue_fence(w.smem, w.id)))
    return h


def _box_checks(w, spec, at: int, where: str, what: str) -> None:
    """A TMA box's shared end: aligned as its swizzle needs, a whole number of 16-byte
    chunks a row, inside the block's shared memory."""
    align = max(128, 8 * spec.swizzle)
    if at % align:
        raise EmulatorError(f"{where}: shared {what} {at} is not {align}-byte aligned (a "
                            f"{spec.swizzle or 'un'}-swizzled TMA box needs {align}: the "
                            "swizzle pattern is on absolute addresses)")
    if (spec.box[0] * spec.elem_bytes) % 16:
        raise EmulatorError(f"{where}: the box's inner extent, "
                            f"{spec.box[0] * spec.elem_bytes} bytes, is not a multiple "
                            "of 16 (CUDA, cuTensorMapEncodeTiled)")
    if at + spec.box_bytes > w.smem.nbytes:
        raise OutOfBoundsAccess(f"{where}: the {spec.box_bytes}-byte box at shared byte "
                                f"{at} ends outside the block's {w.smem.nbytes} bytes")


def _bulk_commit(cx: _Compiler, pc: int, inst: _Inst):
    """cp.async.bulk.commit_group (PTX ISA): the executing thread's bulk async operations not
    yet in a group become one (an empty one if there are none)."""
    cx.arity(inst, 0)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        for lane in np.nonzero(mask(w))[0]:
            w.block.commit_stores(w.id, int(lane))
    return h


def _bulk_wait(cx: _Compiler, pc: int, inst: _Inst):
    """cp.async.bulk.wait_group{.read} N (PTX ISA): the executing thread waits until at most
    its N most recent bulk async-groups are pending (.read: until the others have read their
    sources, the only difference a store from shared memory makes to the emulator, which
    writes global at that moment either way)."""
    cx.arity(inst, 1)
    op = inst.operands[0]
    if op[0] != "imm":
        raise _fail(inst.line, inst.text, "N is an integer constant")
    n = int(_imm(op[1], "u32", inst))
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        for lane in np.nonzero(mask(w))[0]:
            w.block.wait_stores(w.id, int(lane), n, f"{where} in warp {w.id}")
    return h


def _fence_tensormap(cx: _Compiler, pc: int, inst: _Inst, scope: str):
    """fence.proxy.tensormap::generic.acquire.scope [addr], 128 (PTX ISA, "membar/fence"): the
    generic proxy's writes to the 128 bytes at generic address addr become visible to this
    thread's later reads of them through the tensormap proxy (a TMA copy's map). Per lane."""
    cx.arity(inst, 2)
    base, off = _address(cx, inst, inst.operands[0], "u64")
    size = inst.operands[1]
    if size[0] != "imm":
        raise _fail(inst.line, inst.text, "the size is a constant integer literal, 128")
    nbytes = int(size[1], 0)
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        for lane in np.nonzero(m)[0]:
            addr = int(w.regs[base][lane]) + off
            w.block.tensormaps.acquire(addr, nbytes, w.id, int(lane), scope, where)
    return h


def _fence_proxy_async(cx: _Compiler, pc: int, inst: _Inst):
    """fence.proxy.async{.shared::cta} (PTX ISA, "membar/fence"): a bi-directional proxy fence
    between the generic and the async proxy, for the executing thread's accesses; the race
    detector's ProxyFences records it (shared memory is the only state space the emulator
    checks across proxies)."""
    cx.arity(inst, 0)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        if mask(w).any() and w.smem.fences is not None:
            w.smem.fences.fence(w.smem.clock, w.id)
    return h


def _fence_mbarrier_init(cx: _Compiler, pc: int, inst: _Inst):
    """fence.mbarrier_init.release.cluster (PTX ISA, "membar/fence"): releases the executing
    thread's prior mbarrier.init operations at cluster scope (Block.fence_init)."""
    cx.arity(inst, 0)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        m = mask(w)
        if m.any():
            w.block.fence_init(w.id, m)
    return h


def _setmaxnreg(cx: _Compiler, pc: int, inst: _Inst):
    """setmaxnreg.{inc,dec}.sync.aligned.u32 count (PTX ISA, "setmaxnreg"): count is 24..256, a
    multiple of 8; all threads of the warp execute it. A register budget: no data changes."""
    cx.arity(inst, 1)
    op = inst.operands[0]
    n = int(_imm(op[1], "u32", inst)) if op[0] == "imm" else None
    if n is None or not 24 <= n <= 256 or n % 8:
        raise _fail(inst.line, inst.text, "setmaxnreg takes an immediate register count in "
                    f"24..256 that is a multiple of 8, got {op[1]}")
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        hopper.whole_warp(where, w, mask(w))
    return h


def _wgmma_fence(cx: _Compiler, pc: int, inst: _Inst):
    """wgmma.fence.sync.aligned (PTX ISA, "wgmma.fence"): orders this warp's earlier register
    accesses before the wgmma.mma_async that follow. The emulator remembers the registers as of
    now: a later mma_async whose accumulators were written since (by anything but a wgmma)
    is missing its fence."""
    cx.arity(inst, 0)
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        hopper.whole_warp(where, w, mask(w))
        w.wg_fence = hopper.snapshot(w.regs)
        w.wg_touched = {}
    return h


def _wgmma_commit(cx: _Compiler, pc: int, inst: _Inst):
    """wgmma.commit_group.sync.aligned: the wgmma.mma_async issued since the last commit become
    one wgmma-group (possibly empty)."""
    cx.arity(inst, 0)
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        hopper.whole_warp(where, w, mask(w))
        w.wg_groups.append(w.wg_open)
        w.wg_open = []
    return h


def _wgmma_wait(cx: _Compiler, pc: int, inst: _Inst):
    """wgmma.wait_group.sync.aligned N (PTX ISA, "wgmma.wait_group"): waits until at most the
    N most recent wgmma-groups are pending. The groups this retires are performed now, in
    issue order: their shared-memory reads (through the race detector) and their math."""
    cx.arity(inst, 1)
    op = inst.operands[0]
    if op[0] != "imm":
        raise _fail(inst.line, inst.text, "N of wgmma.wait_group is an integer constant")
    keep = int(_imm(op[1], "u32", inst))
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        hopper.whole_warp(where, w, mask(w))
        hopper.retire_groups(w, keep, where)
        return after(w)

    def after(w):
        if not w.wg_inflight and w.code is not w.plain:
            w.code = w.plain
            return _RELOAD
        return None

    def together(group):
        """h for every member of a fused group (ptx_fused.Group._each_warp; each member's regs
        its window), a warpgroup at a time where the members are whole warpgroups
        (hopper.retire_warpgroups), else None."""
        for w in group.warps:
            hopper.whole_warp(where, w, mask(w))
        if not hopper.retire_warpgroups(group.warps, group.file, keep, where):
            return None
        return [after(w) for w in group.warps]
    h.together = together
    return h


# --------------------------------------------------------------------------------------------
# The synchronisation rows of the opcode table.

def opcodes() -> dict:
    """The synchronisation and control instructions the emulator runs: full opcode ->
    (builder, arguments)."""
    t: dict = {}
    # Hopper (sm_90a): mbarriers, TMA, wgmma, register budgets.
    for space in ("shared::cta", "shared"):
        t[f"mbarrier.init.{space}.b64"] = (_mbar_init, ())
        t[f"mbarrier.inval.{space}.b64"] = (_mbar_inval, ())
        # .cluster scope: the release reaches the cluster's threads too; the race detector's
        # clocks already span the cluster (ptx_cluster), so the two scopes read alike.
        for sem in ("", ".release.cta", ".release.cluster"):
            t[f"mbarrier.arrive{sem}.{space}.b64"] = (_mbar_arrive, (False,))
            t[f"mbarrier.arrive.expect_tx{sem}.{space}.b64"] = (_mbar_arrive, (True,))
        for sem in ("", ".acquire.cta", ".acquire.cluster"):
            t[f"mbarrier.try_wait.parity{sem}.{space}.b64"] = (_mbar_try_wait, ())
        for sem in ("", ".relaxed.cta"):
            t[f"mbarrier.expect_tx{sem}.{space}.b64"] = (_mbar_expect_tx, ())
    for sem in ("", ".release.cta", ".release.cluster"):
        t[f"mbarrier.arrive{sem}.shared::cluster.b64"] = (_mbar_arrive, (False, True))
        t[f"mbarrier.arrive.expect_tx{sem}.shared::cluster.b64"] = (_mbar_arrive, (True, True))
    for dst in ("shared::cluster", "shared::cta"):
        for mode in (".tile", ""):
            for rank in range(1, MAX_RANK + 1):
                t[f"cp.async.bulk.tensor.{rank}d.{dst}.global{mode}.mbarrier::complete_tx::"
                  "bytes"] = (_tma_load, (rank,))
    for mode in (".tile", ""):
        for rank in range(1, MAX_RANK + 1):
            t[f"cp.async.bulk.tensor.{rank}d.shared::cluster.global{mode}.mbarrier::"
              "complete_tx::bytes.multicast::cluster"] = (_tma_load, (rank, True))
    for rank in range(1, MAX_RANK + 1):
        t[f"cp.async.bulk.tensor.{rank}d.global.shared::cta.tile.bulk_group"] = \
            (_tma_store, (rank,))
    t["cp.async.bulk.commit_group"] = (_bulk_commit, ())
    for read in ("", ".read"):
        t[f"cp.async.bulk.wait_group{read}"] = (_bulk_wait, ())
    for name in ("fence.proxy.async.shared::cta", "fence.proxy.async"):
        t[name] = (_fence_proxy_async, ())
    t["fence.mbarrier_init.release.cluster"] = (_fence_mbarrier_init, ())
    for scope in hopper.SCOPES:
        t[f"fence.proxy.tensormap::generic.acquire.{scope}"] = (_fence_tensormap, (scope,))
    t["wgmma.fence.sync.aligned"] = (_wgmma_fence, ())
    t["wgmma.commit_group.sync.aligned"] = (_wgmma_commit, ())
    t["wgmma.wait_group.sync.aligned"] = (_wgmma_wait, ())
    for how in ("inc", "dec"):
        t[f"setmaxnreg.{how}.sync.aligned.u32"] = (_setmaxnreg, ())
    # CTA barriers (PTX ISA, "bar, barrier"): "bar{.cta}.sync is equivalent to
    # barrier{.cta}.sync.aligned. bar{.cta}.arrive is equivalent to barrier{.cta}.arrive.aligned."
    for cta in ("", ".cta"):
        for op, waits in (("sync", True), ("arrive", False)):
            t[f"bar{cta}.{op}"] = t[f"barrier{cta}.{op}.aligned"] = (_bar, (waits,))
    t["bra"] = (_bra, (False,))
    t["bra.uni"] = (_bra, (True,))
    t["ret"] = t["exit"] = (_ret, ())
    t["trap"] = (_trap, ())
    return t
