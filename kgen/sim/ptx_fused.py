"""Fused warps: the warps of a block that sit at the same instruction run it as one NumPy
operation.

The PTX front end (`ptx`) runs each warp as 32-lane arrays; almost all of a warp-instruction's
cost is NumPy's per-call overhead, not the 32 lanes. Here a *group* of G converged warps of one
block keeps every register as one array of G*32 lanes (warp i in lanes 32i..32i+31), so:

- a lanewise instruction (ALU, conversions, moves, global loads and stores, parameters) runs its
  compiled closure once on the group's arrays: the closure does not know the lane count;
- a per-warp instruction (shared memory and the race detector, shuffles, ldmatrix, mma,
  cp.async, barriers) runs the same closure once per
  member warp, on that warp's own object, whose registers are then a window onto its 32 lanes
  of the group (`_Window`);
- a branch that goes the same way in every lane of a warp keeps the warps that agree together
  (the group splits in two when warps disagree); a warp whose lanes diverge leaves the group
  and runs alone on the SIMT stack as before, until the next barrier, where converged warps at
  the same pc merge again.

Several blocks run side by side in one group (kgen.sim.ptx `_blocks`, as many as a register
budget allows): each warp keeps its own block's shared memory, barriers and Hopper state; the
instructions that touch shared memory (PER_BLOCK: ld/st.shared, ldmatrix, cp.async completion)
run once per block on its part of the group (`_parts`), and each block's barrier opens for its
own warps. Blocks share nothing but global memory, whose accesses are lanewise.

Kernels of whole-block barriers run fused (`plan`), sm_90a's wgmma, fence.proxy.async and
setmaxnreg included, and sm_100a's tcgen05 instructions (each per member warp: its lanes of
tensor memory, its loads and stores in flight, its fences; an MMA is its issuing lane's, performed
when the mbarrier wait that needs its commit lands it); kernels with mbarriers, TMA copies or counted barriers (SYNC instructions)
run one block at a time under ptx_fused_waits' scheduler, whose units are these groups. Why the
Hopper operations are sound fused, each run PER_WARP on its member's window:
- wgmma.mma_async / commit_group / wait_group keep their state per warp (open and committed
  groups, accumulators in flight, the fence's snapshot), and each warp's wgmma is its own 16
  rows; the retire's shared reads are checked at the clock of the issue and the issuer's last
  fence, which only the warp's own program order and the barriers set, so the order in which
  members retire changes no verdict. Where the members are whole warpgroups that issued the
  same wgmmas, wait_group retires them a warpgroup at a time (ptx_hopper.retire_warpgroups:
  the operands read once, the 64 rows in one product, each warp's read still checked).
  wgmma.fence snapshots the group's whole arrays (`_Window.snapshot`): a member's register is
  unchanged exactly when the group's array is, and a split or merge (new arrays) can only make
  a later mma_async fail, never pass, so the launch is then rerun warp by warp. While any
  member has a wgmma in flight the group runs the checked code, which refuses an access to the
  registers any member holds in flight (a union: stricter, never more lenient, than each
  warp's own check); an access to an accumulator is recorded for every member (`_Touched`).
- fence.proxy.async starts a new epoch of its own warp (core.ProxyFences): per member, in the
  member's program order, which interleaving does not change.
- setmaxnreg checks that its warp's 32 lanes run it; no data changes.

The order of instructions differs from the warp-by-warp run (the warps of a group interleave
instruction by instruction), which changes no result of a race-free kernel: between two
barriers no warp reads what another writes. A racy kernel fails either way (the race detector
does not depend on the order the warps run in), but which two accesses its message names may
depend on the order; so a fused launch that raises any EmulatorError is run again warp by warp
from the launch's initial memory (`ptx.PtxModule.run`), and the verdict is that run's.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from .approx import Warps
from .core import BarrierDeadlock

WARP = 32

# Kinds of instruction for a group (Plan.kinds).
LANEWISE = 0     # the closure runs once on the group's G*32-lane registers
PER_WARP = 1     # the closure runs once per member warp, on its own 32 lanes; returns None
BRANCH = 2       # a guarded bra: the group logic here decides (Plan.branches)
BARRIER = 3      # bar.sync a with no thread count: every member arrives, the group waits
RETURN = 4       # ret / exit with no guard: every member exits
PER_BLOCK = 5    # shared memory: lanewise on a group of one block's warps; on a group of
                 # several blocks, once per block on its part (its lanes, its shared memory)
SYNC = 6         # mbarriers, TMA copies, bulk groups, counted barriers: once per member warp,
                 # whose answers (go on, wait, released others) decide the group's (_sync)


@dataclass(frozen=True)
class Plan:
    """How a kernel's instructions run on a group: kinds[pc], and for each guarded branch
    branches[pc] = (target, guard slot, negated, uniform)."""
    kinds: tuple
    branches: dict
    no_rpc: int          # ptx_parse._NO_RPC: the reconvergence pc of a warp with an empty stack
    barrier: int         # ptx_parse._BARRIER: what a bar.sync closure returns
    # What a SYNC closure returns when its warp blocks with its pc there (a try_wait whose phase
    # has not completed), waits from the next pc (a counted bar.sync), or released others;
    # waits: the kernel has SYNC instructions (it runs by ptx_fused_waits' scheduler).
    blocked: int
    wait: int
    released: int
    waits: bool


class _File:
    """A group's registers: the list of its G*32-lane arrays, and the slots written since the
    current instruction began (a write copies an array once per instruction). Its views
    (_Span, _Window) point here, not at the group: a group holds its windows, and a view that
    named the group back would make each group a reference cycle, which only the cyclic
    collector frees, with the module's code its warps reach (tests/sim/test_module_garbage.py)."""

    __slots__ = ("regs", "fresh")

    def __init__(self, regs):
        self.regs, self.fresh = regs, set()

    def write(self, slot: int, lo: int, hi: int, value) -> None:
        """Lanes [lo, hi) of register `slot` set to value: the array copied first, once per
        instruction (register arrays are never changed in place, so a view taken earlier
        keeps its values)."""
        a = self.regs[slot]
        if slot not in self.fresh:
            a = a.astype(np.result_type(a.dtype, np.asarray(value).dtype), copy=True)
            self.regs[slot] = a
            self.fresh.add(slot)
        a[lo:hi] = value


class _Span:
    """Lanes [lo, hi) of a group's registers (one block's, one warp's): reads are views of
    them; a write copies the group's array once per instruction (register arrays are never
    changed in place, so a view taken earlier keeps its values) and fills the lanes."""

    __slots__ = ("file", "lo", "hi")

    def __init__(self, file: _File, lo: int, hi: int):
        self.file, self.lo, self.hi = file, lo, hi

    def __getitem__(self, slot: int) -> np.ndarray:
        return self.file.regs[slot][self.lo:self.hi]

    def __setitem__(self, slot: int, value) -> None:
        self.file.write(slot, self.lo, self.hi, value)


class _Window(_Span):
    """Warp i's registers inside a group: its 32 lanes (a _Span)."""

    __slots__ = ()

    def __init__(self, file: _File, i: int):
        super().__init__(file, WARP * i, WARP * (i + 1))

    def whole(self, slot: int) -> np.ndarray:
        """The group's array of the register (ptx_hopper.current: its identity changes exactly
        when some member writes the register)."""
        return self.file.regs[slot]

    def snapshot(self) -> list:
        return list(self.file.regs)


class _Touched:
    """A group's wg_touched: an access recorded for every member (ptx_hopper._touching)."""

    __slots__ = ("warps",)

    def __init__(self, warps: list):
        self.warps = warps

    def __setitem__(self, slot: int, where: str) -> None:
        for w in self.warps:
            w.wg_touched[slot] = where


class Group:
    """G >= 2 converged warps at one pc (each with an empty SIMT stack and every live lane
    active), of one block or of several side by side (their `rank`s ascending: a block's warps
    are consecutive); regs holds their registers as G*32-lane arrays. A group of several blocks
    runs a PER_BLOCK closure once for each block's part (`parts`), whose shared memory, race
    detector clock and cp.async state are that block's own."""

    def __init__(self, warps: list, regs: list, pc: int):
        self.warps, self.regs, self.pc = warps, regs, pc
        self.mask = np.concatenate([w.mask for w in warps])
        self.full = bool(self.mask.all())
        self.mem, self.stats, self.seed = warps[0].mem, warps[0].stats, warps[0].seed
        self.smem = warps[0].smem
        self.file = _File(regs)         # its views' way to regs (the same list, never rebound)

    # What only some instructions ask for, made on first use (a group of a kernel with no
    # shared memory, no per-warp and no approximate instruction never needs them; the members'
    # masks, which they read, do not change while the group lasts).

    @functools.cached_property
    def parts(self) -> list | None:
        return _parts(self, self.warps)

    @functools.cached_property
    def id(self) -> np.ndarray:
        """Each lane's warp."""
        return np.repeat(np.array([w.id for w in self.warps], np.int64), WARP)

    @functools.cached_property
    def draws(self) -> Warps:
        """The approximate functions' draws: each warp's."""
        return Warps([w.id for w in self.warps], WARP)

    @functools.cached_property
    def windows(self) -> list:
        return [_Window(self.file, i) for i in range(len(self.warps))]

    @property
    def copies(self) -> bool:
        """Whether a member warp has cp.async copies in flight."""
        return any(w.copies for w in self.warps)

    @property
    def exited(self) -> np.ndarray:
        return np.concatenate([w.exited for w in self.warps])

    # wgmma state, for the checked code's closures run on the group (ptx_hopper._checked,
    # _touching): the members' together. A member's own state is its own (PER_WARP).
    @property
    def wg_inflight(self) -> frozenset:
        return frozenset().union(*(w.wg_inflight for w in self.warps))

    @property
    def wg_groups(self) -> list:
        return [g for w in self.warps for g in w.wg_groups]

    @property
    def wg_open(self) -> list:
        return [op for w in self.warps for op in w.wg_open]

    @property
    def wg_touched(self) -> _Touched:
        return _Touched(self.warps)

    def _code(self, plain: list) -> list:
        """The code list the group runs now: a member's checked code (ptx_hopper.wgmma_code)
        while any member has a wgmma in flight, else the plain one."""
        w = self.warps[0]
        return w.checked if w.checked is not None and self.wg_inflight else plain

    def check_pending(self, addr, nbytes: int, lanes, where: str, verb: str) -> None:
        """_PtxWarp.check_pending for each member warp on its lanes."""
        for i, w in enumerate(self.warps):
            if w.copies:
                s = slice(WARP * i, WARP * (i + 1))
                w.check_pending(addr[s], nbytes, lanes[s], where, verb)

    def part(self, idx: list[int], pc: int):
        """The member warps idx (ascending) at pc: a group, or one warp on its own."""
        if len(idx) == len(self.warps):
            self.pc = pc
            return self
        if len(idx) == 1:
            return self.solo(idx[0], pc)
        lo, hi = idx[0], idx[-1] + 1
        if hi - lo == len(idx):
            regs = _each_once(self.regs, lambda a: a[WARP * lo:WARP * hi])
        else:
            lanes = np.concatenate([np.arange(WARP * i, WARP * (i + 1)) for i in idx])
            regs = _each_once(self.regs, lambda a: a[lanes])
        return Group([self.warps[i] for i in idx], regs, pc)

    def solo(self, i: int, pc: int):
        """Member warp i on its own at pc, with its registers as 32-lane arrays."""
        w = self.warps[i]
        w.regs = _each_once(self.regs, lambda a: a[WARP * i:WARP * (i + 1)])
        w.pc = pc
        return w

    def run(self, code: list, plan: Plan):
        """Runs until a barrier, the exit, a split, or (a SYNC instruction: _sync) until it
        blocks or released others: ("barrier" | "exit" | "blocked" | "yield", None) or
        ("split", units that go on from here, each alone or with its status)."""
        kinds, warps = plan.kinds, self.warps
        pc, size = self.pc, len(warps)
        for w in warps:         # as _PtxWarp.run: a blocked unit runs again only once ready
            w.bar_wait = None
        try:
            with np.errstate(all="ignore"):
                return self._run(self._code(code), plan, kinds, warps, pc)
        finally:
            self.stats.instructions += self.ran * size

    def _each_block(self, h) -> None:
        """A PER_BLOCK closure: on the group itself when it is one block's, else on each
        block's part."""
        if self.parts is None:
            h(self)
            return
        self.file.fresh = set()
        for p in self.parts:
            h(p)

    def _each_warp(self, h) -> list:
        """A per-warp closure run once for each member warp, on its window of the group's
        registers; the results in warp order."""
        self.file.fresh = set()
        together = getattr(h, "together", None)    # one run for all members (wgmma's wait)
        if together is not None:
            for w, win in zip(self.warps, self.windows):
                w.regs = win
            out = together(self)
            if out is not None:
                return out
        out = []
        for w, win in zip(self.warps, self.windows):
            w.regs = win
            out.append(h(w))
        return out

    def _run(self, code, plan, kinds, warps, pc):
        self.ran = n = 0
        try:
            while True:
                kind = kinds[pc]
                if kind == LANEWISE:
                    n += 1
                    nxt = code[pc](self)
                    if nxt is None:
                        pc += 1
                        continue
                    if nxt <= pc:
                        self._loop(pc, n)
                    pc = nxt
                elif kind == PER_BLOCK:
                    n += 1
                    self._each_block(code[pc])
                    pc += 1
                elif kind == PER_WARP:
                    n += 1
                    self._each_warp(code[pc])
                    pc += 1
                    if warps[0].checked is not None:     # a wgmma issued or retired
                        code = self._code(warps[0].plain)
                elif kind == BRANCH:
                    nxt, units = self._branch(pc, plan, n)
                    if units is not None:
                        n += nxt
                        return "split", units
                    n += 1
                    if nxt <= pc:
                        self._loop(pc, n)
                    pc = nxt
                elif kind == SYNC:
                    n += 1
                    out = self._sync(pc, self._each_warp(code[pc]), plan)
                    if out is None:
                        pc += 1
                        continue
                    return out
                elif kind == BARRIER:
                    n += 1
                    if any(r != plan.barrier for r in self._each_warp(code[pc])):
                        raise AssertionError("a whole-block bar.sync that does not wait")
                    self.pc = pc + 1
                    return "barrier", None
                else:   # RETURN
                    n += 1
                    for w in warps:
                        w.exited = w.exited | w.mask
                    self._each_warp(lambda w: w._exit())   # on its window: wgmmas retire
                    return "exit", None
        finally:
            self.ran = n

    def _sync(self, pc: int, results: list, plan: Plan):
        """After a SYNC instruction ran in every member (each on its own state, as it would
        warp by warp): None when every member goes on; else the group's status as
        _PtxWarp.run gives a warp's: "blocked" when every member waits (at pc, a try_wait
        whose phase has not completed; at pc + 1, a counted bar.sync whose phase has not),
        "yield" when a member released others; or, when members differ in where they are or
        whether they wait (the consumer warpgroups of a ping-pong wait at different
        barriers), ("split", [(unit, its status)]) with the members that agree together."""
        if all(r is None for r in results):
            return None
        parts: dict = {}
        for i, (r, w) in enumerate(zip(results, self.warps)):
            waits = r == plan.blocked or (w.bar_wait is not None and not w.bar_wait.done)
            parts.setdefault((pc if r == plan.blocked else pc + 1, waits), []).append(i)
        if len(parts) == 1:
            ((at, waits),) = parts
            self.pc = at
            return "blocked" if waits else "yield", None
        return "split", sorted(((self.part(idx, at), "blocked" if waits else "yield")
                                for (at, waits), idx in parts.items()),
                               key=lambda u: members(u[0])[0].rank)

    def ready(self) -> bool:
        """Whether every member can get past what blocked it (_PtxWarp.ready)."""
        return all(w.ready() for w in self.warps)

    def blocked_on(self) -> str:
        return "; ".join(f"warp {w.id} {w.blocked_on()}" for w in self.warps
                         if w.bar_wait is not None or w.waits is not None)

    def _loop(self, pc: int, n: int) -> None:
        """A backward branch: every member takes it (core.loop_limit)."""
        for w in self.warps:
            w.loops_left -= 1
            if w.loops_left < 0:
                raise w.report(pc, self.stats.instructions + n * len(self.warps))

    def _branch(self, pc: int, plan: Plan, n: int):
        """A guarded bra: (next pc, None) when every member goes one way; else (instructions
        to count, the units that go on): the warps that agree as groups at their next pc,
        each warp whose lanes diverge on its own at this bra (it runs it again alone)."""
        target, g, neg, _ = plan.branches[pc]
        p = self.regs[g]
        if neg:
            p = ~p
        size = len(self.warps)
        taken = (self.mask & p).reshape(size, WARP).any(axis=1)
        rest = (self.mask & ~p).reshape(size, WARP).any(axis=1)
        if not rest.any():
            return target, None
        if not taken.any():
            return pc + 1, None
        split = taken & rest
        if split.any():
            keep = [i for i in range(size) if not split[i]]
            units = [self.part(keep, pc)] if keep else []
            units += [self.solo(i, pc) for i in range(size) if split[i]]
            return 0, self._order(units)
        # Warps go different ways, each converged: two groups (or solo warps), counted once.
        for w, t in zip(self.warps, taken):
            if t and target <= pc:
                w.loops_left -= 1
                if w.loops_left < 0:
                    raise w.report(pc, self.stats.instructions + (n + 1) * size)
        yes = [i for i in range(size) if taken[i]]
        no = [i for i in range(size) if not taken[i]]
        return 1, self._order([self.part(no, pc + 1), self.part(yes, target)])

    @staticmethod
    def _order(units: list) -> list:
        return sorted(units, key=lambda u: members(u)[0].rank)


def _each_once(regs: list, take) -> list:
    """[take(a) for a in regs], take run once per distinct array: registers share arrays (every
    unwritten register of a type holds one poison array, ptx._tiled; a split's part shares what
    its group shared), and a kernel has thousands of registers but, where its groups split,
    tens to a few hundred distinct arrays (attention_varlen's ping-pong: 2,073 registers, 79
    arrays). Sharing is sound as the template's is: register arrays are never changed in
    place (a write replaces the array, or copies it first: _Span)."""
    made: dict = {}
    out = []
    for a in regs:
        b = made.get(id(a))
        if b is None:
            b = made[id(a)] = take(a)
        out.append(b)
    return out


def _parts(g: Group, warps: list) -> list | None:
    """The group's blocks as groups of their own whose registers are windows onto the group's
    lanes (_Span); None when its warps are one block's (each warp's `smem` is its block's)."""
    if all(w.smem is warps[0].smem for w in warps):
        return None
    parts, lo = [], 0
    for i in range(1, len(warps) + 1):
        if i == len(warps) or warps[i].smem is not warps[lo].smem:
            parts.append(Group(warps[lo:i], _Span(g.file, WARP * lo, WARP * i), g.pc))
            lo = i
    return parts


def members(unit) -> list:
    return unit.warps if isinstance(unit, Group) else [unit]


def _converged(w, plan: Plan) -> bool:
    return not w.stack and w.rpc == plan.no_rpc and bool((w.mask == ~w.exited).all())


def regroup(units: list, plan: Plan) -> list:
    """After a barrier: the units that are converged at one pc, as one group. A group that
    nothing joins goes on as it is; those that merge are laid side by side, each register
    joined once (a kernel has thousands: taking groups apart into warps and joining those again
    cost more than the instructions between the barriers). A group's lanes follow its warps'
    order, whatever it is; a block whose warps end up apart in it has two parts (`_parts`),
    as any subset of its warps may."""
    if len(units) == 1:
        return units
    at: dict = {}
    out = []
    for u in units:
        if isinstance(u, Group) or _converged(u, plan):
            at.setdefault(u.pc, []).append(u)
        else:
            out.append(u)
    for pc, us in at.items():
        if len(us) == 1:
            out.append(us[0])
            continue
        us = Group._order(us)
        regs = _joined([u.regs for u in us])
        out.append(Group([w for u in us for w in members(u)], regs, pc))
    return Group._order(out)


def _joined(lists: list) -> list:
    """Each register of the units joined side by side (np.concatenate), once for each
    distinct combination of arrays (_each_once)."""
    keys = list(zip(*(map(id, regs) for regs in lists)))
    made = {k: np.concatenate(rs) for k, rs in dict(zip(keys, zip(*lists))).items()}
    return list(map(made.__getitem__, keys))


def run_block_fused(warps: list, regs: list, code: list, plan: Plan) -> None:
    """core.run_block for a kernel of whole-block barriers only, with the warps as groups;
    warps: one block's, or several blocks' side by side (ascending `rank`); regs: their
    registers, warp by warp side by side (the warps' own are not read).

    Every unit (group or warp) runs until it waits at the barrier or exits; a split's parts run
    next. Each block's barrier opens when every live warp of it waits at it (all at one barrier
    id, else no warp can go on: BarrierDeadlock); then the warps that are converged at one pc
    merge, across blocks too. Blocks share nothing but global memory, whose accesses are
    lanewise and checked per lane, so running them side by side changes no verdict."""
    units = [Group(warps, regs, 0)]
    while units:
        queue, waiting = list(units), []
        while queue:
            u = queue.pop(0)
            status, more = u.run(code, plan) if isinstance(u, Group) else (u.run(), None)
            if status == "split":
                queue[0:0] = more
            elif status == "barrier":
                waiting.append(u)
            elif status != "exit":
                raise AssertionError(f"a fused warp returned {status}")
        if not waiting:
            return
        blocks: dict = {}           # the waiting warps by block, in rank order
        for w in sorted((w for u in waiting for w in members(u)), key=lambda w: w.rank):
            blocks.setdefault(id(w.smem), []).append(w)
        for ws in blocks.values():
            _open(ws)
        units = regroup(waiting, plan)


def _open(ws: list) -> None:
    """The whole-block barrier of the block whose live warps `ws` all wait at one."""
    ids = {w.barrier_id for w in ws}
    if len(ids) != 1:
        raise BarrierDeadlock("warps wait at different whole-block barriers "
                              f"({sorted(ids)})")
    joined = ws[0].smem.barrier([w.id for w in ws])
    if ws[0].bars is not None:
        ws[0].bars.opened(ids.pop(), joined)
