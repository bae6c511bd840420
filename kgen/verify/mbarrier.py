"""The mbarrier protocol check: proves a warp-specialized schedule's TMA ring correct.

Runs on every compile of a function with mbarriers. It executes the LIR's control and
synchronisation (only the integer instructions that decide branches, guards, loop trips and
barrier operands; nothing else), warp by warp with 32 lanes, as coroutines that block on
mbarrier waits, for K sizes that run the ring one partial step, and more than two whole phase
wraps of every slot. Warps that run alike (the same values in their lanes of everything
through which tid reaches control and events: a consumer warpgroup's warps) run once for all
of them (_twins); a run in which they part at a barrier phase, or that fails, is made again
with every warp on its own, which decides (_made). Over that run it checks what the hardware
will not:

- every mbarrier is initialised, and the init is ordered (a block barrier) before other warps
  use it;
- expect-tx bytes equal the bytes the TMA copies deliver to the phase (more: the tx-count goes
  below zero; fewer: the phase never completes and the run deadlocks);
- every shared read (wgmma through descriptors, ld_shared) sees a TMA write only after waiting on
  the phase that copy completes: the right barrier with the right parity (RAW);
- a slot is refilled only after every reader released it, i.e. the producer waited on a phase
  the reader's arrival completed after the reader's wgmma_wait (WAR; a wgmma reads its
  operands from issue until the wgmma_wait that retires its group);
- no deadlock: when every live warp is blocked, the report names each wait (barrier, parity),
  the barrier's state, and the arrivals / bytes it still lacks;
- nothing in flight at exit (TMA copies not waited for, wgmma groups not retired).

Happens-before is tracked with vector clocks, one component per warp and one per buffer the
copies fill: an arrive releases into the barrier's current phase, a copy's complete_tx releases
its write, and a wait that sees the phase complete acquires it. A buffer's component counts
the copies issued into it, and they land in issue order, so a clock holds the buffer's last
write exactly when its component has reached that copy's count (a component per copy would
say the same, with clocks that grow with the run). A violation is a CompilerBug naming both
sides.

A cluster's CTAs (Function.cluster) run together, each with its own barriers and buffers, its
rank and its block index; the clocks span every warp of the cluster. A peer's arrival
(mbar_arrive_peer) and a multicast copy (tma_load's mask: one copy into each CTA of it, on the
mbarrier at the same offset there) need the peer's init ordered before them (a cluster_sync
after the inits), and must be ordered before the peer exits (its shared memory is gone then):
by a phase the peer waits for, or a cluster_sync before the exit. cluster_sync waits for every
live warp of the cluster; a block barrier for those of its CTA.

The proof is a function of the function's Ring (its skeleton, threads, arguments, grid and
shared buffers: everything the runs read), so a ring proven once in a process is not run
again (the same kernel compiled again, a tune candidate, `kgen check`'s targets); a ring that
fails is never remembered and fails every time.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache

import numpy as np

from ..lir import ops as L
from ..errors import CompilerBug

WARP = 32
_MAX_TRIPS = 1 << 16


@dataclass
class _Barrier:
    name: str
    count: int
    pending: int
    tx: int = 0
    phase: int = 0                      # phases completed so far; parity = phase & 1
    clock: dict = field(default_factory=dict)   # joined releases of the current phase
    done: list = field(default_factory=list)    # published clock of each completed phase
    init_clock: dict = field(default_factory=dict)
    expected: int = 0                   # bytes expected this phase (for the report)


def _join(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        if out.get(k, 0) < v:
            out[k] = v
    return out


# The integer instructions the run evaluates: on ints (the same in every lane) and on arrays
# of lanes. add, sub, mul and shl wrap at 32 bits as the u32 / s32 registers do.
_M32 = 0xFFFFFFFF
_INT_OPS = {
    "mov": lambda a: a, "cvt_u64": lambda a: a,
    "add": lambda a, b: (a + b) & _M32, "sub": lambda a, b: (a - b) & _M32,
    "mul": lambda a, b: (a * b) & _M32, "shl": lambda a, b: (a << b) & _M32,
    "min": min, "max": max, "and": lambda a, b: a & b, "or": lambda a, b: a | b,
    "shr": lambda a, b: a >> b,
    "and_p": lambda a, b: bool(a) and bool(b), "or_p": lambda a, b: bool(a) or bool(b),
    "not_p": lambda a: not a, "selp": lambda a, b, p: a if p else b,
    "add64": lambda a, b: a + b, "mul_wide": lambda a, b: a * b, "shl64": lambda a, b: a << b,
    # u32 division as LIR defines it (kgen.lir.ops: b == 0 gives all ones and remainder a);
    # a grouped raster's tile index (kgen.lower.raster) is such a quotient.
    "div": lambda a, b: a // b if b else _M32, "rem": lambda a, b: a % b if b else a,
    # kgen.passes.divide's multiply-high form of a division by a shared divisor
    "mulhi": lambda a, b: (a * b) >> 32, "xor": lambda a, b: a ^ b,
}
_LANE_OPS = {
    "mov": lambda a: a, "cvt_u64": lambda a: a,
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "shl": np.left_shift,
    "min": np.minimum, "max": np.maximum, "and": np.bitwise_and, "or": np.bitwise_or,
    "shr": np.right_shift, "and_p": np.logical_and, "or_p": np.logical_or,
    "not_p": np.logical_not, "selp": lambda a, b, p: np.where(p, a, b),
    "add64": np.add, "mul_wide": np.multiply, "shl64": np.left_shift,
    "div": lambda a, b: np.where(b != 0, a // np.maximum(b, 1), _M32),
    "rem": lambda a, b: np.where(b != 0, a % np.maximum(b, 1), a),
    "mulhi": lambda a, b: (a * b) >> 32, "xor": np.bitwise_xor,
}
_WRAP32 = ("add", "sub", "mul", "shl")
_COMPARE = {  # setp's comparisons: (on ints, on lanes)
    "lt": (lambda a, b: a < b, np.less), "le": (lambda a, b: a <= b, np.less_equal),
    "gt": (lambda a, b: a > b, np.greater), "ge": (lambda a, b: a >= b, np.greater_equal),
    "eq": (lambda a, b: a == b, np.equal), "ne": (lambda a, b: a != b, np.not_equal),
}


def _signed(x):
    """A u32 pattern (an int or lanes) as the s32 it holds."""
    return (x & _M32) - ((x & 0x80000000) << 1)


def _said(where) -> str:
    """An access as a report names it (_Run.access): a wgmma's read ("wgmma", buffer, note)
    or, with its warp, ("wgmma", buffer, warp, note); anything else is its own text."""
    if type(where) is not tuple:
        return where
    if len(where) == 4:
        return f"wgmma {where[1]} of warp {where[2]} ({where[3]})"
    return f"wgmma {where[1]} ({where[2]})"


_PURE = "pure"      # an integer instruction of _INT_OPS / _COMPARE
_SPECIAL = frozenset(("tid", "ctaid", "ld_param", "shared_addr", "ld_global", "cluster_rank",
                      "elect", "shfl_idx"))
_FIXED = frozenset(("ld_param", "shared_addr"))     # one value in a whole run


def _decode(n: L.Inst) -> tuple:
    """n as the run executes it, decoded once a proof (not at every trip of a loop): for an
    integer instruction, the function of a warp's registers that runs it (_pure: its
    destination, its sources, a register's id or an immediate's value, its functions on ints
    and on lanes, and whether the result wraps at 32 bits or reads its operands as signed,
    all settled here)."""
    op = n.op
    if op in _SPECIAL:
        return ("special",)
    if op == "setp":
        on_ints, on_lanes = _COMPARE[n.attr("cmp")]
    elif op in _LANE_OPS:
        on_ints, on_lanes = _INT_OPS[op], _LANE_OPS[op]
    else:
        raise CompilerBug(f"verify_mbarriers cannot evaluate '{op}' ({n.note})")
    signed = bool(n.dst) and n.dst[0].ty == "s32" and op in ("shr", "mulhi")
    srcs = tuple((int(x.value),) if isinstance(x, L.Imm) else x.id for x in n.src)
    return (_PURE, _pure(n.dst[0].id, srcs, on_ints, on_lanes, op in _WRAP32 or signed,
                         signed))


def _pure(dst: int, srcs: tuple, on_ints, on_lanes, wrap: bool, signed: bool):
    """An integer instruction as a function of a warp's registers (compute), its operands'
    kinds settled here: an int where every lane holds the same value, else the lanes' array
    (wrapped to 32 bits where the op does); a register not yet set raises KeyError."""
    nd = np.ndarray
    if signed or len(srcs) != 2:
        def run(regs):
            s = [regs[x] if type(x) is int else x[0] for x in srcs]
            if signed:      # values are kept as u32 patterns; these read them as signed
                s = [_signed(x) for x in s]
            if any(type(x) is nd for x in s):
                out = on_lanes(*s)
                regs[dst] = out & _M32 if wrap else out
            else:
                out = on_ints(*s)
                regs[dst] = out & _M32 if signed else out
        return run
    a, b = srcs
    if type(a) is not int and type(b) is not int:
        value = on_ints(a[0], b[0])

        def run(regs):
            regs[dst] = value
        return run
    if type(a) is not int:          # an immediate first: the functions take it second
        oi, ol = on_ints, on_lanes
        on_ints, on_lanes, a, b = (lambda y, c: oi(c, y)), (lambda y, c: ol(c, y)), b, a
    if type(b) is not int:          # a register and an immediate, the common case
        b = b[0]

        def run(regs):
            x = regs[a]
            if type(x) is nd:
                out = on_lanes(x, b)
                regs[dst] = out & _M32 if wrap else out
            else:
                regs[dst] = on_ints(x, b)
        return run

    def run(regs):
        x, y = regs[a], regs[b]
        if type(x) is nd or type(y) is nd:
            out = on_lanes(x, y)
            regs[dst] = out & _M32 if wrap else out
        else:
            regs[dst] = on_ints(x, y)
    return run


_LANE_BIT = np.left_shift(np.ones(WARP, np.int64), np.arange(WARP))


def _bits(p: np.ndarray) -> int:
    """A guard's lanes (an array of the 32 lanes' truth) as a bit mask."""
    return int(_LANE_BIT[p.astype(bool)].sum())


@lru_cache(maxsize=1024)
def _selector(mask: int) -> np.ndarray:
    """A bit mask of lanes as the boolean array that selects them."""
    return (np.right_shift(mask, np.arange(WARP)) & 1).astype(bool)


class _Run:
    def __init__(self, fn: L.Function, sizes: dict[str, int], body: tuple,
                 program: tuple[int, int, int] = (0, 0, 0), filled: set[str] | None = None,
                 data: int = 0, decoded: dict | None = None, twins: tuple | None = None):
        """body: the function's skeleton (_skeleton), what the run executes; program: the
        block's index along x, y, z; filled: the buffers TMA copies fill (computed from fn
        when not given: verify_mbarriers gives it once for all its runs); data: what every
        global load the skeleton needs reads (a sequence's length ending a walk, a page
        number), the same in every warp, as the one address is; a load of the word i past its
        address reads data x (i + 1), so that a segment's bounds, cu[b] and cu[b + 1], are d
        and 2d: a segment of d rows (kgen.tile.ir.Segment); decoded: the instructions as
        _decode gives them, by id (shared by the runs of one proof, whose body it holds);
        twins: the warps as classes that run alike, (the warp that runs, how many it stands
        for) (_RunKeys.new; every warp alone when not given)."""
        self.fn, self.sizes, self.body, self.program = fn, sizes, body, program
        self.data = data
        self.decoded = {} if decoded is None else decoded
        self.bits: dict = {}            # id(guard array) -> (the array, its lanes' bit mask)
        self.nwarps = -(-fn.threads // WARP)        # a CTA's
        # A cluster's CTAs run together (Function.cluster): warp w is warp w % nwarps of the
        # CTA of rank w // nwarps, whose block index along x is program's plus its rank.
        # Barriers and buffers are keyed by the CTA that holds them (a rank first).
        self.ctas = fn.cluster
        self.fixed: dict = {}           # id(ld_param / shared_addr) -> its value
        every = range(self.ctas * self.nwarps)
        self.twins = twins or tuple((w, 1) for w in every)
        self.weight = dict(self.twins)   # a warp that runs -> the warps it stands for
        self.barriers: dict[tuple, _Barrier] = {}
        self.clocks = [{w: 1} for w in every]
        self.reads: dict[tuple, list] = {}     # (rank, buffer) -> [(component, time, where)]
        self.writes: dict[tuple, tuple] = {}   # (rank, buffer) -> (component, time, where)
        self.copies = 0
        self.issued: dict[tuple, int] = {}     # (rank, buffer) -> copies issued into it so far
        # TMA copies not yet landed: (barrier key, clock component, clock, what, (rank,
        # buffer), bytes, the copy's number in the run)
        self.inflight: list = []
        # What a CTA's peers did to it (an arrival on its mbarrier, a copy into it): (its
        # rank, clock component, time, what), each to be ordered before the CTA exits (its
        # shared memory is gone after: PTX ISA, "Cluster of Cooperative Thread Arrays");
        # and the clock each warp of a CTA exits with.
        self.remote: list = []
        self.exits: dict[int, list] = {}
        self.offsets = {b.name: b.offset for b in fn.shared}
        self.filled = filled if filled is not None else \
            {n.attr("buffer") for n in L.walk(fn.body) if n.op == "tma_load"}
        self.reading: dict[tuple, list] = {}   # (rank, buffer) -> wgmma reads not retired
        # Named barrier (id, threads, rank) -> the warps that passed it with bar.arrive this
        # phase, each with its clock then.
        self.passed_by: dict[tuple, list] = {}

    # -- evaluation of the integer skeleton
    #
    # A register holds a Python int (or bool) while its value is the same in every lane (sizes,
    # loop counters, barrier offsets, parities: most of what decides control), else a NumPy
    # array of the 32 lanes (what derives from the thread index). Both give the same numbers:
    # the int is what every lane of the array would hold.

    def _val(self, regs: dict, o):
        """o's value: an int when it is the same in every lane, else an array of the lanes."""
        if isinstance(o, L.Imm):
            return int(o.value)
        try:
            return regs[o.id]
        except KeyError:
            raise CompilerBug(f"verify_mbarriers cannot evaluate {o}: it decides control or a "
                              "barrier operand but comes from an instruction it does not model"
                              ) from None

    def value(self, regs: dict, o) -> np.ndarray:
        """o's value in each of the 32 lanes."""
        v = self._val(regs, o)
        return v if isinstance(v, np.ndarray) else np.full(WARP, v, np.int64)

    # Lanes are a bit mask (an int, bit i for lane i): the warp's live lanes narrowed by an
    # instruction's guard. Control is uniform here (nodes never narrows a warp's mask), so a
    # mask an event or a condition is evaluated under is never empty.

    def scalar(self, regs, o, mask: int, what: str) -> int:
        v = self._val(regs, o)
        if type(v) is not np.ndarray:
            return int(v)
        v = v[_selector(mask)]
        if v.size and (v != v[0]).any():
            raise CompilerBug(f"{what} differs between the lanes of a warp")
        return int(v[0]) if v.size else 0

    def lanes(self, regs, n: L.Inst, mask: int) -> int:
        """The lanes of mask where n's guard holds."""
        if n.pred is None:
            return mask
        p = self._val(regs, n.pred)
        if type(p) is not np.ndarray:
            return mask if p else 0
        got = self.bits.get(id(p))
        if got is None or got[0] is not p:
            # a guard's lanes are computed once (lane 0 of a warp, its producer warp), then
            # tested at every event it guards: keep the array with its bits
            if len(self.bits) > 4096:
                self.bits.clear()
            got = self.bits[id(p)] = (p, _bits(p))
        return mask & got[1]

    def compute(self, n: L.Inst, regs: dict, w: int) -> None:
        d = self.decoded.get(id(n))
        if d is None:
            d = self.decoded[id(n)] = _decode(n)
        if d[0] is _PURE:
            try:
                d[1](regs)
            except KeyError:
                for x in n.src:
                    self._val(regs, x)      # raises, naming the register
                raise
            return
        op = n.op
        if op in _FIXED:            # the same value all run long: worked out once a run
            v = self.fixed.get(id(n))
            if v is None:
                v = self.fixed[id(n)] = self._fixed(n)
            regs[n.dst[0].id] = v
        elif op == "tid":
            w %= self.nwarps
            regs[n.dst[0].id] = np.arange(w * WARP, (w + 1) * WARP, dtype=np.int64)
        elif op == "elect":         # one lane of the warp: the first (kgen.lir.table's "elect")
            regs[n.dst[0].id] = (np.arange(WARP) == 0).astype(np.int64)
        elif op == "shfl_idx":      # lane j's value, in the lanes' own warp
            x, j = self._val(regs, n.src[0]), self._val(regs, n.src[1])
            if isinstance(x, np.ndarray):
                at = np.arange(x.size) & ~(WARP - 1)
                x = x[at + (np.broadcast_to(j, x.shape) & (WARP - 1))]
            regs[n.dst[0].id] = x
        elif op == "ctaid":
            axis = "xyz".index(n.attr("axis"))
            regs[n.dst[0].id] = self.program[axis] + (w // self.nwarps if axis == 0 else 0)
        elif op == "cluster_rank":
            regs[n.dst[0].id] = w // self.nwarps
        elif op == "ld_global":     # data: the run's value where the load is not guarded off
            p = True if n.pred is None else self._val(regs, n.pred)
            old = regs.get(n.dst[0].id, 0)
            got = self.data * (1 + int(n.src[2].value) // 4)
            regs[n.dst[0].id] = np.where(p, got, old) if isinstance(p, np.ndarray) \
                else (got if p else old)
        else:
            raise CompilerBug(f"verify_mbarriers cannot evaluate '{op}' ({n.note})")

    def _fixed(self, n: L.Inst) -> int:
        """The value of an ld_param or shared_addr (_FIXED) in this run."""
        if n.op == "shared_addr":
            return self.offsets[n.attr("buffer")]
        slot = next(p for p in self.fn.params if p.name == n.attr("param"))
        if slot.kind == "programs" and slot.name not in self.sizes:
            raise CompilerBug("verify_mbarriers: a persistent program's run needs the "
                              "programs launched (its tile loop would divide by zero)")
        return self.sizes.get(slot.name, 0)

    # -- the warps, as coroutines

    def warp(self, w: int):
        regs: dict = {}
        live = (1 << min(WARP, self.fn.threads - w % self.nwarps * WARP)) - 1  # never empty
        state = {"groups": [[]], "pending": []}
        yield from self.nodes(self.body, regs, live, w, state)
        if any(state["pending"]) or any(state["groups"]):
            raise CompilerBug(f"{self.who(w)} exits with wgmma products still reading shared "
                              "memory (no wgmma_wait retires them)")

    def nodes(self, nodes, regs, mask, w, state):
        """Runs nodes in warp w, yielding where the warp blocks: an event returns why (a wait
        on an mbarrier phase not yet complete, a barrier), or None and the warp goes on."""
        compute, lanes = self.compute, self.lanes
        for n in nodes:
            t = type(n)
            if t is L.Inst:
                event = _EVENTS.get(n.op)
                if event is None:
                    compute(n, regs, w)
                else:
                    why = event(self, n, regs, lanes(regs, n, mask), w, state)
                    if why is not None:
                        yield why
            elif t is L.If:
                c = self.scalar(regs, n.cond, mask, f"the condition of an If ({n.note})")
                yield from self.nodes(n.then if c else n.else_, regs, mask, w, state)
            elif t is L.Loop:
                i = self.scalar(regs, n.start, mask, "a loop start")
                trips = 0
                while i < self.scalar(regs, n.end, mask, "a loop bound"):
                    regs[n.counter.id] = i
                    yield from self.nodes(n.body, regs, mask, w, state)
                    i += n.step
                    trips += 1
                    if trips > _MAX_TRIPS:
                        raise CompilerBug(f"loop {n.note} runs past {_MAX_TRIPS} trips")
                # After the loop its counter holds the value that ended it (lir.Loop: C's
                # for), start itself where it ran no trip: a later loop may start there (a
                # masked rest after the whole chunks).
                regs[n.counter.id] = i
            else:
                L.refuse_pipelined(n, "verify_mbarriers")

    # -- events

    def who(self, w: int) -> str:
        """Warp w as a report names it: in a cluster, with its CTA's rank."""
        if self.ctas == 1:
            return f"warp {w}"
        return f"warp {w} (warp {w % self.nwarps} of CTA {w // self.nwarps})"

    def key(self, n: L.Inst, regs, lanes, w: int, at: int = 0, rank: int | None = None
            ) -> tuple:
        """The mbarrier n names, (rank, buffer, byte offset): in w's own CTA unless rank."""
        off = self.scalar(regs, n.src[at], lanes, "an mbarrier address") + int(n.src[at + 1].value)
        return (w // self.nwarps if rank is None else rank,
                n.attr("buffer") if n.op != "tma_load" else n.attr("bar_buffer"), off)

    def barrier(self, key: tuple, w: int, what: str) -> _Barrier:
        b = self.barriers.get(key)
        if b is None:
            raise CompilerBug(f"{what} uses the mbarrier at {key[1]}+{key[2]}"
                              f"{self.of_cta(key[0])} before any mbar_init")
        mine = self.clocks[w]
        if any(mine.get(k, 0) < v for k, v in b.init_clock.items()):
            raise CompilerBug(f"{what} ({self.who(w)}) uses mbarrier {b.name} with no barrier "
                              "after its initialisation: the init may not be visible yet")
        return b

    def of_cta(self, rank: int) -> str:
        return f" of CTA {rank}" if self.ctas > 1 else ""

    def peer(self, regs, o, lanes, what: str) -> int:
        """A CTA rank operand's value, refused outside the cluster (PTX ISA, "mapa": the
        rank must be a CTA of the cluster)."""
        r = self.scalar(regs, o, lanes, what)
        if not 0 <= r < self.ctas:
            raise CompilerBug(f"{what} names CTA {r} of a cluster of {self.ctas}")
        return r

    def arrive(self, b: _Barrier, count: int, w: int, where: str, tx: int = 0) -> None:
        """w's arrival of `count` threads (with `tx` bytes expected first), made once for
        each warp w stands for (_twins), one after the other."""
        mine = self.clocks[w]
        joined = None       # b.clock as the last arrival left it (mine's other components)
        last = self.weight[w] - 1
        for i in range(last + 1):
            if i and b.phase != phase:
                # A phase completed with some of the warps w stands for and not the others:
                # they are not alike at this barrier (one clock cannot say which of them the
                # phase released): the run is made again with every warp on its own.
                raise _Split(f"{b.name} completes a phase part way through {last + 1} "
                             f"arrivals of warps that run alike ({where})")
            phase = b.phase
            b.tx += tx
            b.expected += tx
            if b.clock is joined:       # the same phase: only w's own component moved on
                joined[w] = mine[w]
            else:
                b.clock = joined = _join(b.clock, mine)
            mine[w] = mine.get(w, 0) + 1        # later accesses are not released
            b.pending -= count
            if b.pending < 0:
                raise CompilerBug(f"{where}: more arrivals on {b.name} than its count "
                                  f"{b.count}")
            self.complete(b)

    def complete(self, b: _Barrier) -> None:
        if b.pending == 0 and b.tx == 0:
            b.done.append(b.clock)
            b.phase += 1
            b.pending, b.clock, b.expected = b.count, {}, 0
        elif b.pending == 0 and b.tx < 0:
            raise CompilerBug(f"{b.name}: the TMA copies deliver {-b.tx} bytes more than "
                              f"arrive.expect_tx announced ({b.expected})")

    def access(self, at: tuple, write: bool, w: int, comp, time: int, where,
               clock: dict) -> None:
        """A write (a copy landing) or a read of the buffer at = (rank, buffer), checked
        against the other side's last accesses. where: what accesses it, a string or a wgmma
        read's ("wgmma", buffer, note), spelled out only in a report (a GEMM's proof retires
        tens of thousands)."""
        buf = at[1] + self.of_cta(at[0])
        if write:
            busy = self.reading.get(at)
            if busy:
                raise CompilerBug(f"WAR on {buf}: {_said(where)} refills it while "
                                  f"{_said(('wgmma', at[1]) + busy[0])} is still "
                                  "reading it (its wgmma group not retired by a wgmma_wait)")
            for rc, rt, rwhere in self.reads.get(at, []):
                if clock.get(rc, 0) < rt:
                    raise CompilerBug(f"WAR on {buf}: {_said(where)} refills it before "
                                      f"{_said(rwhere)} released it (no wait on the EMPTY "
                                      "phase the reader's arrival completes)")
            self.reads[at] = []
            self.writes[at] = (comp, time, where)
        else:
            busy = next((c for c in self.inflight if c[4] == at), None)
            if busy is not None:
                raise CompilerBug(f"RAW on {buf}: {_said(where)} ({self.who(w)}) reads it "
                                  f"while {busy[3]} may still be writing it: no wait on the "
                                  "phase it completes")
            last = self.writes.get(at)
            if last is None and at[1] in self.filled:
                raise CompilerBug(f"RAW on {buf}: {_said(where)} ({self.who(w)}) reads it "
                                  "before any copy into it has landed: no wait on the phase "
                                  "that fills it")
            if last and clock.get(last[0], 0) < last[1]:
                raise CompilerBug(f"RAW on {buf}: {_said(where)} ({self.who(w)}) may read "
                                  f"before {_said(last[2])} has landed: no wait on the phase "
                                  "it completes")
            self.reads.setdefault(at, []).append((w, self.clocks[w].get(w, 0), where))

    # -- scheduling

    def run(self) -> None:
        warps = {w: self.warp(w) for w, _ in self.twins}
        weight = self.weight
        blocked: dict[int, tuple] = {w: None for w in warps}
        while warps:
            progressed = False
            # ("block", rank): a CTA's block barrier; ("cluster",): the cluster's barrier;
            # (id, threads, rank): a CTA's named barrier
            at_bar: dict[tuple, list] = {}
            for w in list(warps):
                why = blocked[w]
                if why is not None and why[0] == "wait" and not self.passed(*why[1:]):
                    continue
                if why is not None and why[0] == "wait":
                    self.acquire(w, *why[1:])
                if why is not None and why[0] == "bar":
                    at_bar.setdefault(why[1:], []).append(w)
                    continue
                try:
                    blocked[w] = next(warps[w])
                    progressed = True
                except StopIteration:
                    del warps[w]
                    self.exits.setdefault(w // self.nwarps, []).append(self.clocks[w])
                    progressed = True
            opened = False
            for key, ws in at_bar.items():
                # bar.sync a, b opens when b threads (b / 32 warps) have arrived, by bar.sync
                # or bar.arrive (PTX ISA, "bar, barrier"); bar.sync 0 when every live warp of
                # the CTA has; barrier.cluster.wait when every live thread of the cluster has
                # arrived (PTX ISA, "barrier.cluster": exited threads do not hold it).
                came = self.passed_by.get(key, [])
                if key[0] == "block":
                    need = sum(weight[w] for w in warps if w // self.nwarps == key[1])
                elif key[0] == "cluster":
                    need = sum(weight[w] for w in warps)
                else:
                    need = key[1] // WARP
                have = sum(weight[w] for w in ws) + sum(weight[w] for w, _ in came)
                if have < need:
                    continue
                if have > need:
                    raise CompilerBug(f"{have} warps at bar.sync {key[0]}, {key[1]}")
                joined = {}
                for _, clock in came:
                    joined = _join(joined, clock)
                self.passed_by.pop(key, None)
                for w in ws:
                    joined = _join(joined, self.clocks[w])
                for w in ws:
                    self.clocks[w] = dict(joined)
                    self.clocks[w][w] = joined.get(w, 0) + 1
                    blocked[w] = None
                opened = True
            if opened:
                continue
            if not progressed and warps:
                self.land_all()
                if any(blocked[w] and blocked[w][0] == "wait" and self.passed(*blocked[w][1:])
                       for w in warps):
                    continue
                raise CompilerBug("mbarrier deadlock: " + "; ".join(
                    self.describe(w, blocked[w]) for w in warps))
        if self.inflight:
            raise CompilerBug(f"{self.inflight[0][3]} is still in flight when the block exits")
        for rank, comp, t, what in self.remote:
            # ordered before the exit of some warp of the CTA, so before its last
            if not any(c.get(comp, 0) >= t for c in self.exits[rank]):
                raise CompilerBug(f"{what} reaches CTA {rank}, which may have exited by then: "
                                  "nothing orders it before the CTA's exit (a cluster barrier "
                                  "before the exit would)")
        left = [k for k, came in self.passed_by.items() if came]
        if left:
            raise CompilerBug(f"bar.arrive {left[0][0]}, {left[0][1]} is never met by a "
                              "bar.sync: the block exits with the barrier part-way")

    def passed(self, key, parity) -> bool:
        # try_wait.parity P succeeds once the current phase's parity is not P: a fresh barrier
        # (phase 0) passes a wait for parity 1, the phase "before" the first.
        return (self.barriers[key].phase & 1) != parity

    def acquire(self, w: int, key, parity) -> None:
        b = self.barriers[key]
        # The newest completed phase with that parity.
        for i in range(len(b.done) - 1, -1, -1):
            if (i & 1) == parity:
                self.clocks[w] = _join(self.clocks[w], b.done[i])
                break

    def land_all(self) -> None:
        """Blocked everywhere: the copies in flight land now (the latest the hardware may)."""
        pending, self.inflight = self.inflight, []
        for key, comp, clock, where, buf, nbytes, _ in pending:
            b = self.barriers[key]
            self.access(buf, True, -1, comp, clock[comp], where, clock)
            b.clock = _join(b.clock, clock)
            b.tx -= nbytes
            self.complete(b)

    def describe(self, w: int, why) -> str:
        m = self.weight[w]
        if m > 1:       # the warps it stands for block at the same place
            return self._describe(w, why).replace(f"{self.who(w)} ", f"{self.who(w)} (and the "
                                                  f"{m - 1} that run alike after it) ", 1)
        return self._describe(w, why)

    def _describe(self, w: int, why) -> str:
        if why is None:
            return f"warp {w} is stuck"
        if why[0] == "bar":
            return (f"{self.who(w)} waits at a block barrier" if why[1] == "block" else
                    f"{self.who(w)} waits at the cluster barrier" if why[1] == "cluster" else
                    f"{self.who(w)} waits at bar.sync {why[1]}, {why[2]}")
        b = self.barriers[why[1]]
        return (f"{self.who(w)} waits on {b.name} for parity {why[2]} (it has completed "
                f"{b.phase} phases; this one lacks {b.pending} of {b.count} arrivals and "
                f"{b.tx} tx bytes)")


def _init(r: _Run, n, regs, lanes, w, state):
    if lanes.bit_count() > 1:
        raise CompilerBug(f"mbar_init by {lanes.bit_count()} threads ({n.note})")
    if lanes:
        key = r.key(n, regs, lanes, w)
        if key in r.barriers or r.weight[w] > 1:    # (its twins initialise it again)
            raise CompilerBug(f"mbarrier {key[1]}+{key[2]}{r.of_cta(key[0])} initialised twice")
        clock = dict(r.clocks[w])
        r.barriers[key] = _Barrier(f"{key[1]}[{key[2] // 8}]{r.of_cta(key[0])}",
                                   n.attr("count"), n.attr("count"), init_clock=clock)


def _expect(r: _Run, n, regs, lanes, w, state):
    if lanes:
        b = r.barrier(r.key(n, regs, lanes, w), w, n.note)
        k = lanes.bit_count()
        r.arrive(b, k, w, n.note, tx=n.attr("bytes") * k)


def _arrive(r: _Run, n, regs, lanes, w, state):
    if lanes:
        r.arrive(r.barrier(r.key(n, regs, lanes, w), w, n.note), lanes.bit_count(), w, n.note)


def _arrive_peer(r: _Run, n, regs, lanes, w, state):
    """An arrival on the mbarrier at the same offset in the CTA of rank src[2] (mapa, then
    mbarrier.arrive.release.cluster.shared::cluster): it releases at cluster scope, and the
    peer must not have exited before it."""
    if lanes:
        rank = r.peer(regs, n.src[2], lanes, f"the peer of an arrive ({n.note})")
        b = r.barrier(r.key(n, regs, lanes, w, rank=rank), w, n.note)
        # w's twins arrive after it, each a step of w's clock later (arrive): the last's
        # arrival ordered before the exit orders them all
        last = r.clocks[w].get(w, 0) + r.weight[w] - 1
        r.remote.append((rank, w, last, f"{r.who(w)}'s arrive on {b.name} ({n.note})"))
        r.arrive(b, lanes.bit_count(), w, n.note)


def _tc_key(r: _Run, n, regs, lanes, w, back: int) -> tuple:
    """(the mbarrier, the parity of its phase) of commit i = count - back, count the operand
    (kgen.lir.ops's tc_commit and tc_wait: mbarrier i % C, phase i / C)."""
    c = L.TC_COMMIT_BARRIERS
    i = (r.scalar(regs, n.src[0], lanes, "a commit count") - back) & 0xFFFFFFFF
    return (w // r.nwarps, n.attr("buffer"), 8 * (i % c)), (i // c) & 1


def _tc_commit(r: _Run, n, regs, lanes, w, state):
    """tcgen05.commit: one arrival of the issuing thread on its commit's mbarrier once its MMAs
    complete (PTX ISA 9.1, 9.7.16.12.1, .mbarrier::arrive::one), taken here at the issue (the
    MMAs' own reads are the barrier pass's: _Reading until the tc_wait)."""
    if lanes:
        key, _ = _tc_key(r, n, regs, lanes, w, 0)
        r.arrive(r.barrier(key, w, n.note), lanes.bit_count(), w, n.note)


def _tc_wait(r: _Run, n, regs, lanes, w, state):
    if lanes:
        return _waited(r, n, w, *_tc_key(r, n, regs, lanes, w, 1 + n.attr("keep")))
    return None


def _cluster_sync(r: _Run, n, regs, lanes, w, state):
    return ("bar", "cluster")


def _wait(r: _Run, n, regs, lanes, w, state):
    if lanes:
        return _waited(r, n, w, r.key(n, regs, lanes, w),
                       r.scalar(regs, n.src[2], lanes, "a wait parity") & 1)
    return None


def _waited(r: _Run, n, w: int, key: tuple, parity: int):
    """w's wait on mbarrier `key` for `parity`: it acquires the phase if that completed, else
    blocks."""
    r.barrier(key, w, n.note)
    if r.passed(key, parity):
        r.acquire(w, key, parity)
        return None
    return ("wait", key, parity)


def _tma(r: _Run, n, regs, lanes, w, state):
    """A TMA copy into the issuing CTA's buffer, completing on its mbarrier there; with a
    multicast mask, one into each CTA of the mask, at the same CTA-relative offsets of box
    and mbarrier (PTX ISA, "cp.async.bulk.tensor": .multicast::cluster)."""
    if lanes:
        mask = n.attr("multicast", 0)
        if mask >> r.ctas:
            raise CompilerBug(f"{n.note}: multicast mask {mask:#x} names a CTA past the "
                              f"cluster of {r.ctas}")
        own = w // r.nwarps
        for rank in [k for k in range(r.ctas) if mask >> k & 1] if mask else [own]:
            # the mbarrier: the last two sources
            key = r.key(n, regs, lanes, w, at=len(n.src) - 2, rank=rank)
            r.barrier(key, w, n.note)
            at = (rank, n.attr("buffer"))
            comp = ("copy", at)
            for _ in range(r.weight[w]):
                r.copies += 1
                r.issued[at] = time = r.issued.get(at, 0) + 1
                clock = dict(r.clocks[w])
                clock[comp] = time
                what = f"{n.note} (copy {r.copies}{r.of_cta(rank)})"
                r.inflight.append((key, comp, clock, what, at,
                                   n.attr("bytes") * lanes.bit_count(), r.copies))
                if rank != own:
                    r.remote.append((rank, comp, time, what))


def _reads_of(n: L.Inst) -> tuple:
    """The shared buffers a wgmma reads: A and B through descriptors, wgmma_rs B only (A is
    in registers)."""
    return (n.attr("buffer_a"), n.attr("buffer_b")) if n.op == "wgmma" else \
        (n.attr("buffer_b"),)


def _wgmma(r: _Run, n, regs, lanes, w, state):
    bufs = _reads_of(n)
    state["groups"][-1].append((bufs, n.note))
    rank = w // r.nwarps
    for buf in bufs:
        r.reading.setdefault((rank, buf), []).append((w, n.note))


def _commit(r: _Run, n, regs, lanes, w, state):
    state["pending"].append(state["groups"][-1])
    state["groups"] = [[]]


def _wgmma_wait(r: _Run, n, regs, lanes, w, state):
    keep = n.attr("n")
    retire = state["pending"][:len(state["pending"]) - keep] if keep else state["pending"]
    state["pending"] = state["pending"][len(retire):]
    for group in retire:
        for bufs, note in group:
            for buf in bufs:
                at = (w // r.nwarps, buf)
                r.reading[at].remove((w, note))
                r.access(at, False, w, w, 0, ("wgmma", buf, note), r.clocks[w])


def _ld_shared(r: _Run, n, regs, lanes, w, state):
    if lanes:
        r.access((w // r.nwarps, n.attr("buffer")), False, w, w, 0,
                 f"{n.op} {n.attr('buffer')} ({n.note})", r.clocks[w])


def _bar(r: _Run, n, regs, lanes, w, state):
    return ("bar", "block", w // r.nwarps)


def _bar_named(r: _Run, n, regs, lanes, w, state):
    return ("bar", n.attr("id"), n.attr("threads"), w // r.nwarps)


def _turn_sync(r: _Run, n, regs, lanes, w, state):
    if lanes:
        return ("bar", r.scalar(regs, n.src[0], lanes, "a barrier id"), n.attr("threads"),
                w // r.nwarps)
    return None


def _turn_arrive(r: _Run, n, regs, lanes, w, state):
    if lanes:
        key = (r.scalar(regs, n.src[0], lanes, "a barrier id"), n.attr("threads"),
               w // r.nwarps)
        came = r.passed_by.setdefault(key, [])
        if any(x == w for x, _ in came):
            # The hardware would count this arrival toward the barrier's next phase while the
            # current one is still open: the emulator's BarrierMisuse.
            raise CompilerBug(f"{r.who(w)} arrives twice at bar {key[0]}, {key[1]} before it "
                              f"opens ({n.attr('reason')})")
        came.append((w, dict(r.clocks[w])))
        r.clocks[w][w] = r.clocks[w].get(w, 0) + 1


_EVENTS = {"mbar_init": _init, "mbar_expect_tx": _expect, "mbar_arrive": _arrive,
           "mbar_wait": _wait, "tma_load": _tma, "wgmma": _wgmma, "wgmma_rs": _wgmma,
           "wgmma_commit": _commit,
           "wgmma_wait": _wgmma_wait, "bar": _bar, "bar_named": _bar_named,
           "turn_sync": _turn_sync, "turn_arrive": _turn_arrive, "ld_shared": _ld_shared,
           "ldmatrix": _ld_shared, "mbar_arrive_peer": _arrive_peer,
           "cluster_sync": _cluster_sync, "tc_commit": _tc_commit, "tc_wait": _tc_wait}


# The sources each event reads (by index, from the count of its sources): its mbarrier's
# address (a register and an offset), a wait's parity, a named barrier's id. Nothing else: a
# copy's coordinates, a shared load's address and a wgmma's descriptors do not decide the
# protocol, so the instructions computing them (a block's tile offsets) stay out of the
# skeleton, and a ring whose skeleton reads no block index is the same run in every block.
_NONE = lambda k: ()
_READS = {"mbar_init": lambda k: (0, 1), "mbar_expect_tx": lambda k: (0, 1),
          "mbar_arrive": lambda k: (0, 1), "mbar_wait": lambda k: (0, 1, 2),
          "tma_load": lambda k: (k - 2, k - 1), "wgmma": _NONE, "wgmma_rs": _NONE,
          "wgmma_commit": _NONE, "wgmma_wait": _NONE, "bar": _NONE, "bar_named": _NONE,
          "turn_sync": lambda k: (0,), "turn_arrive": lambda k: (0,), "ld_shared": _NONE,
          "ldmatrix": _NONE, "mbar_arrive_peer": lambda k: (0, 1, 2), "cluster_sync": _NONE,
          "tc_commit": lambda k: (0,), "tc_wait": lambda k: (0,)}

# Instructions that write a hundred registers (the accumulators): _relevant lists their
# definitions apart and looks at them only when what it needs has grown.
_WIDE = frozenset(("wgmma", "wgmma_rs"))


def _relevant(fn: L.Function) -> set[int]:
    """The instructions whose results decide control, guards or event operands, transitively."""
    defs: dict[int, list[L.Inst]] = {}
    wide: list[L.Inst] = []
    get = defs.get
    for n in L.instructions(fn.body):
        if n.op in _WIDE:
            wide.append(n)
            continue
        for d in n.dst:
            at = get(d.id)
            if at is None:
                defs[d.id] = [n]
            else:
                at.append(n)
    need: list = []

    def visit(nodes):
        for n in nodes:
            if type(n) is L.Inst:
                if n.op in _EVENTS:
                    need.append(n.pred)
                    need.extend(n.src[i] for i in _READS[n.op](len(n.src)))
            elif isinstance(n, L.If):
                need.append(n.cond)
                visit(n.then)
                visit(n.else_)
            elif isinstance(n, L.Loop):
                need.extend([n.start, n.end])
                visit(n.body)
    visit(fn.body)
    out: set[int] = set()
    seen: set[int] = set()
    while True:
        while need:
            r = need.pop()
            if not isinstance(r, L.Reg) or r.id in seen:
                continue
            seen.add(r.id)
            for n in defs.get(r.id, ()):
                if id(n) not in out:
                    out.add(id(n))
                    need += [*n.src, n.pred]
        # the wide definitions of what is needed by now (the same closure, in rounds)
        more = [n for n in wide if id(n) not in out and not seen.isdisjoint([d.id for d in n.dst])]
        if not more:
            return out
        for n in more:
            out.add(id(n))
            need += [*n.src, n.pred]


@dataclass(frozen=True)
class Ring:
    """Everything the protocol check reads from a function, and nothing else: the proof's memo
    key. Two functions with equal Rings get the same verdict, so a Ring proven once is not
    proven again (a compile of the same kernel, a tune candidate, another kernel with the same
    ring). Frozen LIR nodes hash and compare by value: a changed byte count, parity, count,
    guard or wait changes the key.

    body: the skeleton (_skeleton: control, events and the integer instructions they read);
    threads: the block's threads (the warps run); params: the arguments (a `dim` takes the
    run's size, any other ld_param 0); grid: the grid dimensions (the blocks run); shared: the
    buffers (shared_addr gives their offsets)."""
    body: tuple
    threads: int
    params: tuple[L.ParamSlot, ...]
    grid: tuple[L.GridDim, ...]
    shared: tuple[L.SharedBuffer, ...]
    programs: int = 0          # L.Function.programs: persistent programs loop over tiles
    segments: tuple[L.Segments, ...] = ()    # L.Function.segments: rows its loads cut
    # A split reduction's first launch (L.Function.split): its parts dimension, the scalar
    # of rows a part, and the step the rows are a multiple of
    split: tuple[str, str, int] | None = None
    cluster: int = 1           # L.Function.cluster: its CTAs run together

    @staticmethod
    def of(fn: L.Function) -> "Ring":
        sp = fn.split
        return Ring(_skeleton(fn.body, _relevant(fn)), fn.threads, fn.params, fn.grid,
                    fn.shared, fn.programs, fn.segments,
                    None if sp is None else (sp.parts, sp.rows, sp.step), fn.cluster)


def verify_mbarriers(fn: L.Function) -> None:
    """Raises CompilerBug when the function's mbarrier protocol is wrong (see the module doc).
    Functions without mbarriers pass untouched. A ring already proven in this process (an equal
    Ring key) is not run again; a failure is never remembered, so it is raised every time."""
    ops = L.by_op(fn.body)
    if "mbar_init" not in ops:
        return
    _prove(Ring.of(fn))


def loop_steps(body, persistent: bool) -> list[int]:
    """The steps of the loops a ring's run sizes by (its rounds): every loop, but a persistent
    program's loop over its tiles, which holds the others. [1] when there is none."""
    loops = list(L.loops(body))
    if persistent:
        loops = [n for n in loops if next(L.loops(n.body), None) is None]
    return [n.step for n in loops] or [1]


@lru_cache(maxsize=256)
def _prove(ring: Ring) -> None:
    """The runs of verify_mbarriers for one ring (lru_cache keeps only the rings that passed:
    a call that raises is not cached)."""
    fn = L.Function("ring", ring.params, ring.body, ring.threads, ring.grid, ring.shared,
                    programs=ring.programs, cluster=ring.cluster)
    steps = loop_steps(ring.body, bool(ring.programs))
    programs = next((p.name for p in ring.params if p.kind == "programs"), None)
    big = max(steps)
    dims = [p.name for p in ring.params if p.kind == "dim"]
    # a segmented axis's tiles: its longest segment's (kgen.lir.ops.Segments), sized alike
    dims += [g.extent for g in ring.grid if isinstance(g.extent, str) and g.extent not in dims]
    body = ring.body
    # Sizes from one partial step up, a quarter of the smallest loop step apart (a round of
    # S steps is one trip of its loop: every count of steps a loop may end on, mid-ring or
    # not, with the loops after it at every count), and two rounds and a part (every slot
    # wraps its phase parity twice); each in the first, second and last block of the grid
    # (loops whose trips depend on the block: a causal mask's diagonal, with loops before).
    small = max(1, min(steps) // 4)
    filled = {n.attr("buffer") for n in L.walk(body) if n.op == "tma_load"}
    # Global loads decide a walk here (a sequence's length: kgen.lower.horizon): each size runs
    # again with the loads reading 0 (no step) and half of it (the walk ending part way).
    loads = any(n.op == "ld_global" for n in L.walk(body))
    decoded: dict = {}
    seen = _RunKeys(lambda sizes, program, data:
                    _Run(fn, sizes, body, program, filled, data, decoded), body, loads)
    for v, data in [(v, d) for v in sorted({1 + j * small for j in range(13)} |
                                           {2 * big + big // 2 + 1})
                    for d in ((v, 0, v // 2 + 1) if loads else (v,))]:
        sizes = {d: v for d in dims}
        # rows a segment cuts: 3v, so that its d rows (d to 2d, _Run) lie inside them; the
        # longest segment is d rows, so that the grid's last block walks the segment's end
        sizes.update({sg.rows: 3 * v for sg in ring.segments if isinstance(sg.rows, str)})
        sizes.update({sg.longest: data for sg in ring.segments})
        if ring.split:
            # A split reduction's part p walks rows [p R, min(n, (p + 1) R)) of the n = v
            # it splits (kgen.lir.ops.split_shape: R a multiple of the step): R about half of
            # v, so that the first part walks R rows and the second the rest, each size
            # ending its walks at other counts of steps. (Read as 0, R would walk nothing.)
            parts, rows, step = ring.split
            R = step * max(1, -(-(-(-v // 2)) // step))
            sizes.update({rows: R, parts: -(-v // R)})
        if programs:
            # Persistent: program p of P takes tiles p, p + P, ...; the ring carries from tile
            # to tile. With P = tiles - 1, program 0 runs the first tile and then the last on
            # the ring the first left (a causal kernel's shortest and longest), program 1 the
            # second alone from a fresh ring (as the blocks below); with few tiles, program 0
            # of P = 1 runs every one.
            # (In clusters of c, the same over clusters: P and p whole clusters, p the first
            # CTA of one: its cluster's CTAs run together.)
            c = ring.cluster
            total = L.tile_total(fn, sizes) // c
            P = max(1, total - 1) * c
            runs = [(P, 0)] + ([(P, c)] if total > 2 else []) + ([(c, 0)] if total <= 4 else [])
            for P, p in dict.fromkeys(runs):
                twins = seen.new(sizes | {programs: P}, (p, 0, 0), data)
                if twins:
                    _made(fn, sizes | {programs: P}, body, (p, 0, 0), filled, data, decoded,
                          twins)
            continue
        # (a cluster's first block along x: its CTAs run together, rank r at program + r)
        grid = L.grid_dims(fn, sizes)
        c = (ring.cluster, 1, 1)
        for program in dict.fromkeys([(0, 0, 0), tuple(min(k, g - k) for g, k in zip(grid, c)),
                                      tuple(g - k for g, k in zip(grid, c))]):
            twins = seen.new(sizes, program, data)
            if twins:
                _made(fn, sizes, body, program, filled, data, decoded, twins)


class _Split(Exception):
    """Warps that run alike parted at a barrier phase: the run is made again with every warp
    on its own (_made)."""


def _made(fn, sizes, body, program, filled, data, decoded, twins) -> None:
    """A run of the proof, its warps in classes that run alike (_twins). Where they part at a
    barrier (_Split), or the run refuses the protocol, it is made again with every warp on its
    own, whose verdict (and report) is the proof's: classes make a passing run cheaper and
    never decide a failure."""
    try:
        _Run(fn, sizes, body, program, filled, data, decoded, twins).run()
    except (_Split, CompilerBug):
        if all(m == 1 for _, m in twins):
            raise
        _Run(fn, sizes, body, program, filled, data, decoded).run()


class _RunKeys:
    """The runs of one proof already made, by what a run reads. A run is a function of the
    sizes (through ld_param), the block's index (ctaid) and the data (ld_global), and of
    nothing else; two runs that agree on what those give the rest of the run make the same
    moves and get the same verdict, and the second is skipped.

    The skeleton's prefix (`prefix`: the integer instructions at its top level, each the only
    definition of its register and reading only earlier ones) computes the same values in
    every run that gives it the same inputs, before any control; so a run's key is the values
    of the prefix registers that the rest reads, with the inputs the rest reads itself. A
    GEMM's prefix turns M, N and the block index into "this tile is whole" and its offsets;
    only the first reaches the rest (a copy's coordinates are not read: _READS), so the first
    and second blocks of a grid of whole tiles are one run."""

    def __init__(self, run_of, body: tuple, loads: bool):
        """run_of(sizes, program, data): a _Run to evaluate the prefix in."""
        self.run_of, self.made = run_of, set()
        count = _definitions(body)
        self.prefix, rest = _prefix(body, count)
        defined = {d.id for n in self.prefix for d in n.dst}
        insts, control = [], []
        L._occurrences(rest, insts, control)      # every instruction, and what control reads
        self.carried = sorted(defined & _reads(insts, control))  # what the prefix gives the rest
        self.params = sorted({n.attr("param") for n in insts if n.op == "ld_param"})
        self.axes = sorted({"xyz".index(n.attr("axis")) for n in insts if n.op == "ctaid"})
        self.loads = loads and any(n.op == "ld_global" for n in insts)
        self.hoisted, self.frontier = _invariant(count, self.prefix, insts, control)

    def new(self, sizes: dict, program: tuple, data: int) -> tuple | None:
        """None for a run already made; else the run's warps as classes that run alike
        (_twins), for _Run's twins."""
        run = self.run_of(sizes, program, data)
        n = run.nwarps
        every_thread = np.arange(n * WARP, dtype=np.int64)
        # each CTA of a cluster in its own registers (cluster_rank, ctaid), one for a block
        regs = [{} for _ in range(run.ctas)]

        def evaluate(insts):            # every warp of a CTA at once: the lanes of all of them
            for rank, mine in enumerate(regs):
                for i in insts:
                    if i.op == "tid":
                        mine[i.dst[0].id] = every_thread
                    elif i.op == "elect":
                        mine[i.dst[0].id] = (every_thread % WARP == 0).astype(np.int64)
                    else:
                        run.compute(i, mine, rank * n)
        if self.carried:
            evaluate(self.prefix)
        key = (tuple(_hashable(mine[r]) for mine in regs for r in self.carried),
               tuple(sizes.get(p, 0) for p in self.params),
               tuple(program[a] for a in self.axes), data if self.loads else 0)
        if key in self.made:
            return None
        self.made.add(key)
        if not self.carried:
            evaluate(self.prefix)
        if self.frontier is None:
            return tuple((w, 1) for w in range(run.ctas * n))
        evaluate(self.hoisted)
        # a warp's class within its CTA (CTAs differ in their rank, which the frontier holds
        # where it reaches the run)
        return tuple((rank * n + w, m) for rank, mine in enumerate(regs)
                     for w, m in _twins([mine[r] for r in self.frontier], n, run.fn.threads))


# Ops whose value is the same wherever the run computes them, given their sources' (pure
# integer instructions, whose guard compute does not read, and the special registers but the
# loads, which keep the old value where guarded off).
_INVARIANT = frozenset((*_LANE_OPS, "setp", "tid", "ctaid", "ld_param", "shared_addr",
                        "cluster_rank", "elect", "shfl_idx"))


def _invariant(count: dict, prefix: list, insts: list, control: list) -> tuple[list, list]:
    """(hoisted, frontier): the instructions of the rest (insts, in walk's order) that
    compute the same value wherever they run, from the prefix's values and each other's
    (each its register's only definition, its sources defined before it by such
    instructions); and the registers of the prefix and those that anything else reads (an
    instruction computed in the run, an event's operand, a branch's condition or a loop's
    bounds). A warp's run is a function of the frontier's values in its lanes: tid, the only
    thing that tells warps apart, reaches the rest through them alone (_twins). The frontier
    is None where a tid is not hoisted (its register defined again)."""
    known = {n.dst[0].id for n in prefix}
    hoisted = []
    for n in insts:
        if n.op in _INVARIANT and len(n.dst) == 1 and count[n.dst[0].id] == 1 and \
                all(not isinstance(r, L.Reg) or r.id in known for r in n.src):
            hoisted.append(n)
            known.add(n.dst[0].id)
    inside = {id(n) for n in hoisted}
    rest = [n for n in insts if id(n) not in inside]
    if "tid" in (n.op for n in rest):
        return hoisted, None        # a tid into a register defined twice: no twins
    return hoisted, sorted(known & _reads(rest, control))


def _reads(insts: list, control: list) -> set[int]:
    """The registers insts read (an event only the sources _READS names, and its guard) and
    control reads (conditions, bounds)."""
    reads = {r.id for r in control if isinstance(r, L.Reg)}
    for n in insts:
        srcs = [n.src[i] for i in _READS[n.op](len(n.src))] if n.op in _EVENTS else n.src
        reads.update(r.id for r in (*srcs, n.pred) if isinstance(r, L.Reg))
    return reads


def _definitions(body: tuple) -> dict[int, int]:
    """How many instructions of body define each register."""
    count: dict[int, int] = {}
    for n in L.walk(body):
        for d in n.dst:
            count[d.id] = count.get(d.id, 0) + 1
    return count


def _twins(frontier: list, nwarps: int, threads: int) -> tuple:
    """The warps as classes that run alike: (the first warp, how many) for each set of warps
    with the same live lanes whose lanes hold the same values of every frontier register
    (_invariant: all threads' values, or an int the same in all). Such warps take the same
    branches, trips, guards and event operands, and differ in nothing the run reads, so one
    of them runs and stands for the rest: its arrivals, expected bytes and copies made once
    for each (the events), its place at a barrier counted for each (_Run.run), its reads and
    writes checked as theirs (the others' are the same, at the same points of the same
    protocol). A GEMM's consumer warps but the one that initialises the mbarriers are one
    class; its producer's elected warp is one, the three beside it another."""
    rows = [v.reshape(nwarps, WARP) for v in frontier if type(v) is np.ndarray]
    classes: dict = {}
    for w in range(nwarps):
        sign = (min(WARP, threads - w * WARP), *(r[w].tobytes() for r in rows))
        classes.setdefault(sign, []).append(w)
    return tuple((ws[0], len(ws)) for ws in classes.values())


def _hashable(v):
    return v.tobytes() if type(v) is np.ndarray else int(v)


def _prefix(body: tuple, count: dict) -> tuple[list, list]:
    """The skeleton's top-level integer instructions that run before any control in every
    run alike (each its register's only definition by `count`, _definitions, reading only
    immediates and earlier ones), and the rest of it."""
    prefix, rest, known = [], [], set()
    for n in body:
        if type(n) is L.Inst and n.op not in _EVENTS and len(n.dst) == 1 and \
                count[n.dst[0].id] == 1 and \
                all(not isinstance(r, L.Reg) or r.id in known for r in (*n.src, n.pred)):
            prefix.append(n)
            known.add(n.dst[0].id)
        else:
            rest.append(n)
    return prefix, rest


def _skeleton(nodes, relevant: set[int]) -> tuple:
    """The program with only what the run looks at: control, events, and what they read.
    A wgmma that reads the buffers of one before it in the same group (no commit, and no
    control that might hold one, between them) is left out: the two are retired by the same
    wgmma_wait, at the same clock, and the first's read spans the second's (_wgmma), so the
    run would check the same things twice (a GEMM's k-step is 4 wgmmas on one stage)."""
    out = []
    group: set = set()          # the buffers this group's wgmmas read, in this straight line
    for n in nodes:
        if type(n) is L.Inst:
            if n.op in _WIDE:
                bufs = _reads_of(n)
                if bufs in group:
                    continue
                group.add(bufs)
            elif n.op == "wgmma_commit":
                group = set()
            if n.op in _EVENTS or id(n) in relevant:
                out.append(n)
            continue
        group = set()
        if isinstance(n, L.If):
            out.append(replace(n, then=_skeleton(n.then, relevant),
                               else_=_skeleton(n.else_, relevant)))
        elif isinstance(n, L.Loop):
            out.append(replace(n, body=_skeleton(n.body, relevant)))
        else:
            L.refuse_pipelined(n, "verify_mbarriers")
    return tuple(out)
