"""Barriers: inserted from the shared-memory accesses' read and write sets, then proven.

`insert_barriers` is the Membar idea over kgen's structured LIR: walking the program in order, it
keeps the set of shared-memory accesses made since the last barrier; an access that conflicts with
one of them (same buffer, at least one write: a RAW, WAR or WAW hazard between threads) gets a
`bar` right before it, which empties the set. A loop is walked to a fixed point first, so that a
hazard around the back edge (this iteration's write against the last one's read) is seen; an If
joins the sets of its branches. Scheduling code never writes a barrier by hand.

Proxies. wgmma reads its shared operands through the async proxy, and a generic-proxy write
(st.shared, or a cp.async once a cp_async_wait has landed it) is ordered before such a read only
by a `fence.proxy.async` between them, which a barrier does not replace (PTX ISA, "wgmma.mma_async",
Async Proxy). The state of both passes also holds the generic writes no fence has covered yet:
`insert_barriers` puts the fence before the barrier that orders such a write with the wgmma
(CUTLASS's order: the writers fence, then synchronise), and `verify_barriers` refuses an
async-proxy read that an unfenced write reaches.

Copies in flight. A cp.async writes shared memory only when a cp_async_wait of the issuing
thread completes its commit group, so a barrier before that wait orders nothing of it: both
passes keep each cp.async write in flight (`_InFlight`, with the number of groups committed
after its own) until the wait that lands it, and only then pending, for the next barrier to
order (PTX ISA, "cp.async.wait_group"). A barrier that happened to run between the copy and
its wait (one a step of a pipeline needs for another buffer) no longer counts for it.

`verify_barriers` proves the result by a different method: it flattens the program into a control
flow graph (basic blocks with explicit edges, loops with their back edge and zero-trip exit) and
runs a forward dataflow of "accesses not yet ordered by a barrier" to a fixed point; any access
that meets a conflicting one there is a compiler bug, reported with both instructions.

Wave groups (the CDNA ping-pong schedule). A `bar_group` is a barrier that only one group of
waves executes. Hardware barriers match by count (CDNA3 ISA, S_BARRIER: the n-th barrier a wave
reaches waits for every other live wave's n-th, whichever instruction that is), so number the
intervals of a wave by the barriers it has passed: interval i lies after its i-th barrier and
before its (i+1)-th. An access in interval i of any wave happens before an access in interval
j > i of any other wave (barrier i + 1 separates them; verify_amd proves the LDS work retired
before each s_barrier); two accesses in the same interval are unordered. A plain `bar` advances
every wave's count, a `bar_group` only its group's, so after group 1 runs one `bar_group` its
waves reach each later program point one interval later than group 0's: the happens-before
relation between the groups is the one-group relation shifted by one barrier. Both passes
above treat `bar_group` as no barrier at all (what they prove holds for any shift), and
`verify_group_barriers` proves the shifted relation: for every choice of block-uniform branch
and every loop trip count in 0..2, it splits each group's run into intervals and checks that
no interval holds two conflicting accesses (of one group or of two), that no interval holds
the matrix phases of two groups (MFMAs at raised priority, s_setprio: the groups' math phases
alternate; MFMAs at priority 0, where the groups run in step, claim no phase), and that every
group passes the same number of barriers (else the last barrier of one group would meet an
exited wave). Trip counts up to 2 suffice: a loop body is the same code on every trip, so the intervals of n >= 2 trips
repeat those of 2 (each interval spans at most one trip boundary for a shift of one barrier;
with no barrier in the body, a trip adds nothing new after the first).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from heapq import heappop, heappush

from ..lir import ops as L
from ..errors import CompilerBug


@dataclass(frozen=True)
class Access:
    buffer: str
    write: bool
    where: str   # a readable description of the instruction, for reports
    group: str = ""  # writes of one group cover disjoint bytes (the scheduler's promise)
    # Through the async proxy (wgmma operand reads, TMA writes) rather than the generic one.
    asynchronous: bool = False

    def __post_init__(self) -> None:
        # The hash computed once: the proofs put accesses in sets and whole paths of them in
        # dicts (verify_group_barriers enumerates every run), and the dataclass's hash would
        # hash all five fields, strings included, every time. (An access lives within one
        # pass: never pickled, so the process's string hash is the only one it meets.) Not a
        # cached_property: that takes a lock on every first read.
        object.__setattr__(self, "_hash", hash((self.buffer, self.write, self.where,
                                                self.group, self.asynchronous)))

    def __hash__(self) -> int:
        return self._hash

    def conflicts(self, other: "Access") -> bool:
        if self.buffer != other.buffer or not (self.write or other.write):
            return False
        # Two writes of one fill group never touch the same byte: e.g. the copies of one K step
        # into a shared tile, each element by exactly one thread. The emulator's race detector
        # checks the promise at run time.
        return not (self.write and other.write and self.group and self.group == other.group)


def _access(n: L.Inst) -> Access | None:
    if n.op in ("ld_shared", "ldmatrix", "mbar_wait", "mbar_arrive", "mbar_expect_tx",
                "tc_commit", "tc_wait"):
        # mbarrier operations are atomic on the barrier word: for block barriers they only
        # matter against its initialisation (tc_commit / tc_wait: one of a pair, by count).
        return Access(n.attr("buffer"), False, f"{n.op} {n.attr('buffer')} ({n.note})")
    if n.op in ("st_shared", "cp_async", "mbar_init", "tma_load", "tmem_alloc"):
        group = n.attr("group", "") if n.op in ("st_shared", "cp_async") else ""
        if n.op == "mbar_init":
            group = "mbarrier init"   # one thread initialises each barrier once
        elif n.op == "tmem_alloc":
            group = "tensor memory address"   # one warp's allocation writes it once
        return Access(n.attr("buffer"), True, f"{n.op} {n.attr('buffer')} ({n.note})", group)
    return None


# The ops that touch shared memory (_access, _accesses): every other op has no access.
_SHARED_OPS = frozenset(("ld_shared", "ldmatrix", "mbar_wait", "mbar_arrive", "mbar_expect_tx",
                         "st_shared", "cp_async", "mbar_init", "tma_load", "wgmma", "wgmma_rs",
                         "tma_store", "tc_mma", "tc_commit", "tc_wait", "tmem_alloc"))

# The ops that change the barrier pass's state (pending accesses, fences, copies in flight):
# the shared accesses, the barriers, the proxy fence and the cp.async group ops. Every other
# instruction leaves the state as it is, so the insertion and the proof skip it.
_STATE_OPS = _SHARED_OPS | frozenset(("bar", "bar_named", "fence_proxy_async",
                                      "cp_async_commit", "cp_async_wait", "wgmma_commit",
                                      "wgmma_wait"))

# The matrix instructions that read shared operands through the async proxy until a wait
# retires their group (wgmma: wgmma_wait; tcgen05.mma: the tc_wait on its commit's mbarrier).
_MATRIX_READERS = frozenset(("wgmma", "wgmma_rs", "tc_mma"))


# The ops whose accesses include an async-proxy read (_accesses), and no buffers.
_ASYNC_READERS = _MATRIX_READERS | {"tma_store"}
_NONE: frozenset = frozenset()


def _accesses(n: L.Inst) -> list[Access]:
    """Every shared buffer an instruction touches (wgmma reads two through descriptors, or
    one when A is in registers), each through its proxy."""
    if n.op not in _SHARED_OPS:
        return []
    if n.op in _MATRIX_READERS:
        bufs = (n.attr("buffer_b"),) if n.op == "wgmma_rs" else \
            (n.attr("buffer_a"), n.attr("buffer_b"))
        return [Access(buf, False, f"{n.op} {buf} ({n.note})", asynchronous=True)
                for buf in bufs]
    if n.op == "tma_store":
        # Its source is read in the async proxy until the issuing thread's bulk_wait retires
        # it; taken here as a read at the issue, which holds because the lowering puts that
        # wait before any barrier the thread passes next (kgen.lower.product.tma_store).
        return [Access(n.attr("buffer"), False, f"tma_store {n.attr('buffer')} ({n.note})",
                       asynchronous=True)]
    if n.op == "tma_load":
        return [replace(_access(n), asynchronous=True),
                Access(n.attr("bar_buffer"), False,
                       f"tma_load complete_tx {n.attr('bar_buffer')}")]
    acc = _access(n)
    return [acc] if acc is not None else []


@dataclass(frozen=True)
class _Unfenced:
    """A generic-proxy write no fence.proxy.async has yet ordered before later async-proxy
    accesses (PTX ISA, "wgmma.mma_async", Async Proxy: "An async proxy fence must be used to
    establish an ordering between prior writes to shared memory matrices and subsequent reads
    of the same matrices in a wgmma.mma_async instruction"). A barrier does not clear it."""
    write: Access


def _needs_fence(acc: Access, state: "_State") -> _Unfenced | None:
    """The unfenced generic write acc (an async-proxy read) would see, if any."""
    if not acc.asynchronous or acc.write:
        return None
    return min((u for u in state.on(acc.buffer) if type(u) is _Unfenced), default=None,
               key=lambda u: u.write.where)


# Commit groups counted after an in-flight cp.async: a `cp_async_wait n` lands the writes with
# at least n groups committed after their own; counts stop at this cap (wait n with n >= it is
# refused) so that a loop's fixed point is finite. Pipelines wait for stages - 2 with at most 8
# stages (check.py), so 6 is the largest n kgen emits.
_GROUPS_CAP = 8


@dataclass(frozen=True)
class _InFlight:
    """A cp.async write not yet landed, with the number of commit groups committed after its own
    (-1: its group is not committed yet). No barrier orders it: its bytes are written only when a
    cp_async_wait of the issuing thread completes its group (PTX ISA, "cp.async.wait_group":
    "cp.async.wait_group instruction will cause executing thread to wait till only N or fewer of
    the most recent cp.async-groups are pending and all the prior cp.async-groups committed by
    the executing threads are complete"; the writes become visible to the executing thread, and
    a barrier after the wait makes them visible to the block). So the wait turns it into a plain
    pending write, which the next barrier orders."""
    write: Access
    after: int = -1


@dataclass(frozen=True)
class _Reading:
    """A wgmma's async-proxy read of a shared operand not yet retired, with the number of wgmma
    groups committed after its own (-1: its group is not committed yet). No barrier orders it:
    the tensor cores may read the operand at any moment until a wgmma_wait of the issuing
    warps retires its group (PTX ISA, "wgmma.mma_async", Async Proxy: "wgmma.commit_group and
    wgmma.wait_group operations must be used to wait for the completion"), so a write to the
    buffer before that is a race no barrier mends, and the wait turns it into a plain pending
    read, which the next barrier orders (a pipeline's step that leaves its products in
    flight: kgen.passes.pipeline, "cp.async")."""
    read: Access
    after: int = -1


# The group ops of each kind of asynchronous operation: (commit, wait) -> the state item they
# move (_InFlight: cp.async writes; _Reading: wgmma and tcgen05.mma reads). A tcgen05.commit
# closes the issuing thread's MMAs so far into one group, whose mbarrier phase completes when
# they and every earlier one are done (PTX ISA 9.1, 9.7.16.12.1 "tcgen05.commit": it tracks
# the completion of all prior async tcgen05 operations): a tc_wait for a commit retires it and
# every older group, leaving its `keep` newer ones in flight.
_GROUP_OPS = {"cp_async_commit": _InFlight, "cp_async_wait": _InFlight,
              "wgmma_commit": _Reading, "wgmma_wait": _Reading,
              "tc_commit": _Reading, "tc_wait": _Reading}


def _committed(state: "_State", kind: type = _InFlight) -> "_State":
    """state after a commit of `kind`'s group: the open group closes, the older ones age by
    one."""
    return _canon(replace(x, after=min(x.after + 1, _GROUPS_CAP))
                  if type(x) is kind else x for x in state)


def _landed(state: "_State", n: int, kind: type = _InFlight) -> "_State":
    """state after a `cp_async_wait n`: the writes of every group but the n newest committed
    ones land, pending like a st.shared (a barrier orders them from here) and not yet fenced
    for the async proxy; the rest (and the copies of the open group) stay in flight. After a
    `wgmma_wait n` (kind _Reading) the reads of those groups retire, pending like an
    ld.shared."""
    if n >= _GROUPS_CAP:
        raise CompilerBug(f"a wait for {n} groups: kgen counts at most {_GROUPS_CAP - 1} "
                          "groups in flight")
    land = [x for x in state if type(x) is kind and x.after >= n]
    if not land:
        return state
    rest = (x for x in state if not (type(x) is kind and x.after >= n))
    if kind is _Reading:
        return _canon((*rest, *(x.read for x in land)))
    return _canon((*rest, *(x.write for x in land), *(_Unfenced(x.write) for x in land)))


def _group_op(state: "_State", n: L.Inst) -> "_State":
    """state after a commit or a wait of cp.async or wgmma groups (_InFlight, _Reading)."""
    kind = _GROUP_OPS[n.op]
    if n.op.endswith("_commit"):
        return _committed(state, kind)
    return _landed(state, n.attr("keep", 0) if n.op == "tc_wait" else n.attr("n"), kind)


def _unretired(state: "_State", acc: Access) -> "_Reading | None":
    """The wgmma read in flight that write acc would race with, if any."""
    if not acc.write:
        return None
    return min((x for x in state.on(acc.buffer) if type(x) is _Reading), default=None,
               key=lambda x: x.read.where)


def _race_with_reading(acc: Access, r: _Reading) -> CompilerBug:
    return CompilerBug(f"{acc.where} writes {acc.buffer} while {r.read.where} may still read it: "
                       "no wgmma_wait retires that group first (tcgen05.mma: no wait on the "
                       "mbarrier its commit arrives on; PTX ISA, 'wgmma.mma_async', Async Proxy)")


def _items(accs, op: str = "") -> tuple:
    """What an instruction of op whose shared accesses are accs adds to a state: a cp.async's
    write is in flight (see _InFlight) until the cp_async_wait that lands it; other accesses
    are pending until a barrier, generic writes also unfenced until a fence.proxy.async."""
    if op == "cp_async":
        return tuple(_InFlight(a) if a.write else a for a in accs)
    if op in _MATRIX_READERS:
        return tuple(_Reading(a) for a in accs)
    return (*accs, *(_Unfenced(a) for a in accs if a.write and not a.asynchronous))


# ---- the state, kept small -----------------------------------------------------------------------
#
# Both passes decide everything by an item's class (_key): whether a pending access conflicts
# with a new one depends on its buffer, whether it writes and its fill group; an unfenced write
# matters by its buffer, a copy in flight by its buffer, group and age. Of the items of one class
# they only ever name the first in report order (_rank: by `where`) in a barrier's reason or an
# error. So a state keeps that one item per class: every step (adding, landing, aging, joining)
# maps classes to classes and keeps the first of each, so the small state decides and reports
# exactly what the whole one would, and a loop reaches its fixed point at the same time. Without
# it a state held every distinct access since the last barrier (attention's unrolled steps:
# eighty), and each access was checked against all of them.

def _key(x) -> tuple:
    """The class of a state item (see above): items of one class act alike in both passes."""
    t = type(x)
    if t is Access:
        return (x.buffer, 0, x.write, x.group)
    if t is _Unfenced:
        return (x.write.buffer, 1)
    if t is _Reading:
        return (x.read.buffer, 3, x.after)
    return (x.write.buffer, 2, x.write.group, x.after)


def _rank(x) -> tuple:
    """Report order within a class (every field of the access that the class leaves open)."""
    a = x if type(x) is Access else x.read if type(x) is _Reading else x.write
    return (a.where, a.group, a.asynchronous)


class _State:
    """A barrier pass's state: pending Accesses, _Unfenced and _InFlight writes, at most one of
    each class (see above), kept by class; immutable once made. Joins that change nothing
    give back the same state, so `is` tells whether a fixed point moved. Its items by buffer
    are built when first asked (each class names its buffer first)."""
    __slots__ = ("_classes", "_buffers")

    def __init__(self, classes: dict):
        self._classes = classes

    def __iter__(self):
        return iter(self._classes.values())

    def classes(self) -> dict:
        return self._classes

    def on(self, buffer: str) -> list:
        """The items of one buffer: all that an access of it can conflict with."""
        try:
            by = self._buffers
        except AttributeError:
            by = self._buffers = {}
            for k, x in self._classes.items():
                at = by.get(k[0])
                if at is None:
                    by[k[0]] = [x]
                else:
                    at.append(x)
        return by.get(buffer, ())


def _canon(items) -> _State:
    """The state of items: the first of each class."""
    first: dict = {}
    for x in items:
        k = _key(x)
        old = first.get(k)
        if old is None or _rank(x) < _rank(old):
            first[k] = x
    return _State(first)


def _add(state: _State, items) -> _State:
    """state joined with items (or with another state): see _merge."""
    return _merge(state, items.classes().items() if type(items) is _State else _pairs(items))


def _pairs(items) -> tuple:
    """(class, item) for each of items, for _merge."""
    return tuple((_key(x), x) for x in items)


def _merge(state: _State, pairs) -> _State:
    """state joined with the items of pairs ((class, item)); state itself where none adds a
    class or comes first in one, so that `is` tells a join that changed nothing. Only what
    changes is looked at again: the classes of state are kept, not recomputed."""
    classes, out = state.classes(), None
    for k, x in pairs:
        old = (classes if out is None else out).get(k)
        if old is None or (old is not x and _rank(x) < _rank(old)):
            if out is None:
                out = dict(classes)
            out[k] = x
    if out is None:
        return state
    return _State(out)


def _steps_of(n: L.Inst, made: dict) -> tuple:
    """(access, the state items it adds as _merge's pairs) for each shared access of n, by
    what decides them (op, attributes, note): the many instructions that differ only in
    their registers share one set of objects, which _merge then tells apart by `is`."""
    key = (n.op, n.attrs, n.note)
    out = made.get(key)
    if out is None:
        out = made[key] = tuple((a, _pairs(_items((a,), n.op))) for a in _accesses(n))
    return out


_EMPTY = _State({})


_ROLE_CACHE: dict[int, tuple] = {}


def _role_accesses(nodes) -> list[Access]:
    """The accesses inside a warp-scoped If, which mbarriers order among themselves; a block
    barrier there is a compiler bug (the other roles never reach it)."""
    key = id(nodes[0]) if len(nodes) == 1 else None
    hit = _ROLE_CACHE.get(key) if key is not None else None
    if hit is not None and hit[0] is nodes[0]:
        return hit[1]
    out = []
    for n in L.walk(nodes):
        if n.op == "bar" and n.attr("scope") != "here":
            raise CompilerBug(f"a block barrier inside a warp role ({n.attr('reason')})")
        out += _accesses(n)
    if key is not None:
        if len(_ROLE_CACHE) > 64:
            _ROLE_CACHE.clear()
        _ROLE_CACHE[key] = (nodes[0], out)
    return out


def _fences(state: _State) -> _State:
    """What a barrier leaves of a state: the writes still unfenced, or still landing."""
    return _State({k: x for k, x in state.classes().items() if type(x) is not Access})


def _barriers(state: _State) -> _State:
    """What a fence.proxy.async leaves of a state: all but the unfenced writes."""
    return _State({k: x for k, x in state.classes().items() if type(x) is not _Unfenced})


def _hazard(a: Access, b: Access) -> str:
    if a.write and b.write:
        return "WAW"
    return "RAW" if a.write else "WAR"


def _ringed(fn: L.Function) -> frozenset:
    """The buffers the mbarrier protocol orders: those a TMA copy fills, and the mbarriers.
    Inside a warp role their accesses need no barrier (verify_mbarriers proves them)."""
    out = set()
    for op, ns in L.by_op(fn.body).items():
        if op in _RING_OPS:
            for n in ns:
                out.add(n.attr("buffer"))
                if op == "tma_load":
                    out.add(n.attr("bar_buffer"))
    return frozenset(out)


_RING_OPS = frozenset(("tma_load", *(op for op in L.OPS if op.startswith("mbar_"))))


@dataclass(frozen=True)
class _Role:
    """Where a pass stands: the block (role None), or one role of a warp-role If, whose
    threads meet at named barrier `bid` (`threads` of them), and whose accesses to the
    mbarrier-ordered buffers (`ringed`) are not the barriers' to order."""
    bid: int
    threads: int
    ringed: frozenset

    def accesses(self, accs) -> list[Access]:
        return [a for a in accs if a.buffer not in self.ringed]


def _roles(ringed: frozenset, n: L.If) -> tuple[_Role, _Role]:
    return tuple(_Role(bid, t, ringed) for bid, t in zip(L.ROLE_BARRIERS, n.roles))


def _clash(pending: "_State", acc: Access) -> Access | None:
    """The first (in report order) pending access that conflicts with acc."""
    first = None
    for p in pending.on(acc.buffer):
        if type(p) is Access and p.conflicts(acc) and \
                (first is None or (p.write, p.where, p.group) < (first.write, first.where,
                                                                 first.group)):
            first = p
    return first


def _first_clash(pending, accs) -> tuple[Access, Access] | None:
    """The first (in report order) pending access that conflicts with one of accs, with it."""
    return min(((p, a) for a in accs for p in pending.on(a.buffer)
                if type(p) is Access and p.conflicts(a)), default=None,
               key=lambda x: (x[0].where, x[1].where))


def _barrier(role: _Role | None, why: str) -> L.Inst:
    if role is None:
        return L.Inst("bar", (), (), (why,), note="inserted by insert_barriers")
    return L.Inst("bar_named", (), (), (role.bid, role.threads, why),
                  note="inserted by insert_barriers: this role's threads only")


def _is_barrier(n: L.Inst, role: _Role | None) -> bool:
    """Whether n orders shared memory for the threads of `role` (None: the block); a barrier
    of the wrong kind there is a compiler bug (the other threads never reach it)."""
    if n.op == "bar" and role is not None and n.attr("scope") != "here":
        raise CompilerBug(f"a block barrier inside a warp role ({n.attr('reason')}): the other "
                          "role never reaches it")
    if n.op == "bar_named" and (role is None or (n.attr("id"), n.attr("threads")) !=
                                (role.bid, role.threads)):
        raise CompilerBug(f"bar.sync {n.attr('id')}, {n.attr('threads')} ({n.attr('reason')}) "
                          "outside the warp role whose barrier it is")
    return n.op in ("bar", "bar_named")


def insert_barriers(fn: L.Function) -> L.Function:
    """Returns fn with the fewest `bar`s (in this greedy order) that order every hazard, and a
    fence.proxy.async before every barrier that follows a generic write (st.shared, a landed
    cp.async) of a buffer an async-proxy access may read after it (a wgmma operand): CUTLASS's
    order, the writers fence and then synchronise with the reader. Where no barrier comes between
    (the writing warp reads it itself), the fence goes right before the read.

    Inside a warp-role If with `roles`, each role is walked the same way with its own
    named barrier (`bar_named`: bar.sync id, threads), leaving out the buffers the mbarrier
    protocol orders; a block barrier there would never be reached by the other role."""
    body, _ = _Inserter(_ringed(fn)).visit(fn.body, _EMPTY, None, _NONE)
    return replace(fn, body=body)


def _spliced(nodes: tuple, edits: list) -> tuple:
    """nodes with each edit (position, nodes to put before it, what replaces it) made; nodes
    itself where there is none, so that a body the pass leaves alone stays the same object
    (the LIR verifier and later passes skip what they have seen)."""
    if not edits:
        return nodes
    out: list = []
    prev = 0
    for i, before, new in edits:
        out += nodes[prev:i]
        out += before
        out.append(new)
        prev = i + 1
    out += nodes[prev:]
    return tuple(out)


_BARRIER_FENCE = "generic writes, for the async proxy after this barrier"


class _Inserter:
    """insert_barriers' walk, with what it learns of the program kept by id (a loop's body is
    walked again at each fixed-point round): each instruction's accesses, each region's
    async-proxy reads, and where in a body the nodes that matter to the walk are."""

    def __init__(self, ringed: frozenset):
        self.ringed = ringed
        self.reads: dict[int, frozenset] = {}
        self.layouts: dict[int, tuple] = {}
        self.made: dict[tuple, tuple] = {}     # _steps_of
        self.within: dict[int, list] = {}      # inside

    def steps(self, n: L.Inst, role: _Role | None) -> tuple:
        """_steps_of(n) that the walk orders in `role` (which leaves out the ringed
        buffers)."""
        steps = _steps_of(n, self.made)
        if role is None:
            return steps
        return tuple(x for x in steps if x[0].buffer not in role.ringed)

    def async_reads(self, n) -> frozenset:
        """The buffers n (an instruction, or a loop or If with all it holds) reads through
        the async proxy; a region's from its parts' layouts (each instruction looked at
        once)."""
        if type(n) is L.Inst:
            if n.op not in _ASYNC_READERS:
                return _NONE
            return frozenset(a.buffer for a, _ in _steps_of(n, self.made)
                             if a.asynchronous and not a.write)
        out = self.reads.get(id(n))
        if out is None:
            parts = (n.then, n.else_) if type(n) is L.If else \
                (n.body,) if type(n) is L.Loop else (n.produce, n.consume)
            out = self.reads[id(n)] = frozenset().union(*(self.layout(p)[1][0] for p in parts))
        return out

    def inside(self, n) -> list[Access]:
        """Every shared access of the instructions in If or Loop n, in program order (each
        fixed-point round asks again); a region's from its parts' (each instruction once)."""
        out = self.within.get(id(n))
        if out is None:
            if type(n) is L.Pipelined:
                L.refuse_pipelined(n, "insert_barriers")
            out = []
            for part in (n.then, n.else_) if type(n) is L.If else (n.body,):
                for x in part:
                    if type(x) is not L.Inst:
                        out += self.inside(x)
                    elif x.op in _SHARED_OPS:
                        out += [a for a, _ in _steps_of(x, self.made)]
            self.within[id(n)] = out
        return out

    def layout(self, nodes: tuple) -> tuple[tuple, list]:
        """The positions in nodes of what the walk looks at (all but the instructions that
        change no state: _STATE_OPS), and for the k-th of them the buffers the async proxy
        may read from it on within nodes (one more entry: none, past the end)."""
        out = self.layouts.get(id(nodes))
        if out is None:
            at = tuple(i for i, n in enumerate(nodes)
                       if type(n) is not L.Inst or n.op in _STATE_OPS)
            suffix = [_NONE]
            for i in reversed(at):
                r = self.async_reads(nodes[i])
                suffix.append(suffix[-1] | r if r else suffix[-1])
            out = self.layouts[id(nodes)] = (at, suffix[::-1])
        return out

    def fence(self, out, pending: _State, why: str, ahead: frozenset) -> _State:
        """A fence.proxy.async if a pending generic write is to a buffer the async proxy may
        read from here on (`ahead`: the rest of the program, whole enclosing loops included,
        as their next trips come back round); a write no async read follows needs none (a
        pipeline's drained stages before a loop that stages elsewhere)."""
        if any(type(x) is _Unfenced and x.write.buffer in ahead for x in pending):
            out.append(L.Inst("fence_proxy_async", (), (), note=why))
            return _barriers(pending)
        return pending

    def ahead_of(self, out, pending: _State, role: _Role, n, what: str,
                 ahead: frozenset) -> _State:
        """In a warp role: one barrier of the role before n (a loop's body, a branch's two
        sides) for what comes before it and conflicts with what it accesses, not one inside
        it: a ping-pong's warpgroup waiting for its turn inside would never reach a barrier
        of its role there. Returns the pending state after it."""
        inner = role.accesses(self.inside(n))
        clash = _first_clash(pending, inner)
        if clash is None:
            return pending
        pending = self.fence(out, pending, _BARRIER_FENCE, ahead)
        out.append(_barrier(role, f"{_hazard(*clash)} on {clash[1].buffer}: {clash[0].where} "
                                  f"before {what} {clash[1].where}"))
        return _fences(pending)

    def visit(self, nodes: tuple, pending: _State, role: _Role | None,
              later: frozenset) -> tuple[tuple, _State]:
        """nodes with their barriers and fences, and the state after them. pending: the
        accesses since the last barrier, and (_Unfenced) the generic writes since the last
        fence.proxy.async; later: the buffers the async proxy may read after `nodes` (see
        fence). Only the nodes that change the state are looked at."""
        at, suffix = self.layout(nodes)
        edits: list = []
        for k, i in enumerate(at):
            n = nodes[i]
            ahead = suffix[k] | later if suffix[k] else later
            out: list[L.Node] = []     # what goes before n
            new = n                    # what n becomes
            if type(n) is L.Inst:
                if n.op == "bar" and role is not None:
                    # a barrier of the threads that run it: inside a role, the role's own
                    new = _barrier(role, n.attr("reason"))
                pending = self.inst(new, out, pending, role, ahead)
            elif type(n) is L.If and n.scope == "warp":
                new, pending = self.warp_roles(n, out, pending, role, ahead)
            elif type(n) is L.If:
                if role is not None:
                    # As for a loop below (the rotated consumer's peeled first round).
                    pending = self.ahead_of(out, pending, role, n,
                                            "the branch's", ahead)
                # after either branch the program goes on with nodes[i + 1:] (what the
                # other branch reads is not ahead of this one)
                after = suffix[k + 1] | later if suffix[k + 1] else later
                then, p1 = self.visit(n.then, pending, role, after)
                else_, p2 = self.visit(n.else_, pending, role, after)
                new = L.rebuilt(n, then=then, else_=else_)
                pending = _add(p1, p2)
            elif type(n) is L.Pipelined:
                L.refuse_pipelined(n, "insert_barriers")
            else:
                new, pending = self.loop(n, out, pending, role, ahead)
            if out or new is not n:
                edits.append((i, out, new))
        return _spliced(nodes, edits), pending

    def inst(self, n: L.Inst, out, pending: _State, role: _Role | None,
             ahead: frozenset) -> _State:
        """The state after n, with what goes before it in `out`."""
        if _is_barrier(n, role):
            pending = _fences(self.fence(out, pending, _BARRIER_FENCE, ahead))
        elif n.op == "fence_proxy_async":
            pending = _barriers(pending)
        elif n.op in _GROUP_OPS:
            pending = _group_op(pending, n)
        for acc, pairs in self.steps(n, role):
            racing = _unretired(pending, acc)
            if racing is not None:
                raise _race_with_reading(acc, racing)
            clash = _clash(pending, acc)
            if clash is not None:
                pending = self.fence(out, pending, _BARRIER_FENCE, ahead)
                out.append(_barrier(role, f"{_hazard(clash, acc)} on {acc.buffer}: "
                                          f"{clash.where} before {acc.where}"))
                pending = _fences(pending)
            unfenced = _needs_fence(acc, pending)
            if unfenced is not None:
                pending = self.fence(out, pending, f"{unfenced.write.where} before the "
                                                   f"async-proxy {acc.where}", ahead)
            pending = _merge(pending, pairs)
        return pending

    def warp_roles(self, n: L.If, out, pending: _State, role: _Role | None,
                   ahead: frozenset) -> tuple[L.If, _State]:
        """A warp-scoped If: one unordered step against the rest; one with `roles` has each
        role walked on its own, with its named barrier."""
        inner = _role_accesses((n,))
        if role is not None:
            inner = role.accesses(inner)
        clash = _first_clash(pending, inner)
        if clash is not None:
            out.append(_barrier(role, f"{_hazard(*clash)} on {clash[1].buffer}: "
                                      f"{clash[0].where} before the warp roles' "
                                      f"{clash[1].where}"))
            pending = _fences(pending)
        if not (n.roles and role is None):
            return n, _add(pending, _items(inner))
        (then, p1), (else_, p2) = (self.visit(part, pending, r, ahead) for part, r in
                                   zip((n.then, n.else_), _roles(self.ringed, n)))
        return L.rebuilt(n, then=then, else_=else_), _add(_add(p1, p2), inner)

    def loop(self, n: L.Loop, out, pending: _State, role: _Role | None,
             ahead: frozenset) -> tuple[L.Loop, _State]:
        """A loop walked from the fixed point of its head's state."""
        # In a warp role, what comes before the loop and conflicts with its body is
        # ordered by one barrier of the role before it, not by one in every trip (the
        # back edge's own hazards still get theirs inside): a ping-pong's warpgroup
        # waiting for its turn inside the loop would never reach a barrier of its
        # role there. (In the block, a pipeline's loop has its barrier every step.)
        if role is not None:
            pending = self.ahead_of(out, pending, role, n, "the loop's", ahead)
        entry = pending
        while True:  # the state at the loop head: entry joined with the back edge
            body, end = self.visit(n.body, entry, role, ahead)
            grown = _add(entry, end)
            if grown is entry:
                break   # the walk from the fixed point: its barriers are the loop's
            entry = grown
        return L.rebuilt(n, body=body), entry  # zero trips or any number


# ---- verification --------------------------------------------------------------------------------

@dataclass
class _Block:
    insts: list
    succ: list


def _cfg(nodes, roles: list) -> list[_Block]:
    """Flattens structured LIR into basic blocks; block 0 is the entry. A warp-role If is
    one instruction here; one with `roles` is also appended to `roles`, to be proven on its
    own. Blocks are numbered in program order (a branch's blocks before its join, a loop's
    body before its exit), so every edge but a loop's back edge goes to a higher number:
    the order in which _verify runs them."""
    blocks: list[_Block] = [_Block([], [])]

    def new() -> int:
        blocks.append(_Block([], []))
        return len(blocks) - 1

    def build(nodes, cur: int) -> int:
        for n in nodes:
            if type(n) is L.Inst and n.op not in _STATE_OPS:
                continue        # changes no state (_transfer would return it as it is)
            if isinstance(n, L.Inst) or (isinstance(n, L.If) and n.scope == "warp"):
                blocks[cur].insts.append(n)
                if isinstance(n, L.If) and n.roles:
                    roles.append(n)
            elif isinstance(n, L.If):
                t = new()
                then_end = build(n.then, t)
                e = new()
                else_end = build(n.else_, e)
                join = new()
                blocks[cur].succ += [t, e]
                blocks[then_end].succ.append(join)
                blocks[else_end].succ.append(join)
                cur = join
            elif isinstance(n, L.Pipelined):
                L.refuse_pipelined(n, "verify_barriers")
            else:
                head, body = new(), new()
                body_end = build(n.body, body)
                exit_ = new()
                blocks[cur].succ.append(head)
                blocks[head].succ += [body, exit_]
                blocks[body_end].succ.append(head)
                cur = exit_
        return cur

    build(nodes, 0)
    return blocks


def verify_barriers(fn: L.Function) -> None:
    """Raises CompilerBug if two conflicting shared accesses can run with no barrier between:
    in the block, and inside each role of a warp-role If among that role's threads."""
    roles: list[L.If] = []
    _verify(_cfg(fn.body, roles), None)
    ringed = _ringed(fn) if roles else frozenset()
    for n in roles:
        for part, role in zip((n.then, n.else_), _roles(ringed, n)):
            inner: list = []
            _verify(_cfg(part, inner), role)
            if inner:
                raise CompilerBug("a warp-role If inside a warp role")


def _verify(blocks: list[_Block], role: _Role | None) -> None:
    """The dataflow to a fixed point, every access checked against the state that reaches
    it on the way. A state only gains classes as it grows (_add), and a check depends on
    which classes are there, so a conflict met on the way is one the fixed point has too;
    and every block runs once more after its entry state last grew, so each access also
    meets the fixed point's state: the checks on the way are the checks at the end."""
    made: dict = {}
    steps = [[_step(n, role, made) for n in blk.insts] for blk in blocks]
    state_in: list[_State] = [_EMPTY for _ in blocks]
    # Every block once, then whatever changes, the lowest number (program order: _cfg) first,
    # so that a block runs after all its forward predecessors have: a loop's body twice or
    # so, each block once elsewhere.
    work = list(range(len(blocks)))
    queued = [True] * len(blocks)
    while work:
        i = heappop(work)
        queued[i] = False
        pending = state_in[i]
        for step in steps[i]:
            pending = _transfer(step, pending)
        for s in blocks[i].succ:
            merged = _add(state_in[s], pending)
            if merged is not state_in[s]:
                state_in[s] = merged
                if not queued[s]:
                    queued[s] = True
                    heappush(work, s)


def _step(n, role: _Role | None, made: dict) -> tuple:
    """What one instruction, or one warp-role region taken whole, does to the proof's state,
    read once (the fixed point runs a block several times): ("bar",), ("fence",),
    ("group", n) for a cp.async group op, or ("access", accesses, the items they add as
    _merge's pairs). A warp-role region's own accesses are ordered by mbarriers, which
    verify_mbarriers proves, and by its roles' named barriers, which verify_barriers proves
    apart; against the rest it is one unordered step."""
    if isinstance(n, L.If):
        accs = _role_accesses((n,))
        if role is not None:
            accs = role.accesses(accs)
        return ("access", accs, _pairs(_items(accs)))
    if _is_barrier(n, role):
        return ("bar",)
    if n.op == "fence_proxy_async":
        return ("fence",)
    if n.op in _GROUP_OPS:
        return ("group", n)
    steps = _steps_of(n, made)
    if role is not None:
        steps = [x for x in steps if x[0].buffer not in role.ringed]
    return ("access", [a for a, _ in steps], tuple(x for _, pairs in steps for x in pairs))


def _transfer(step: tuple, pending: _State) -> _State:
    """The state after one step (_step); refuses an access that meets a conflicting one with
    no barrier between."""
    kind = step[0]
    if kind == "bar":
        return _fences(pending)
    if kind == "fence":
        return _barriers(pending)
    if kind == "group":
        return _group_op(pending, step[1])
    _, accs, pairs = step
    for acc in accs:
        racing = _unretired(pending, acc)
        if racing is not None:
            raise _race_with_reading(acc, racing)
        unfenced = _needs_fence(acc, pending)
        if unfenced is not None:
            raise CompilerBug(
                f"no fence.proxy.async between the generic-proxy {unfenced.write.where} and "
                f"the async-proxy {acc.where} (PTX ISA, 'wgmma.mma_async', Async Proxy)")
        for p in pending.on(acc.buffer):
            if type(p) is Access and p.conflicts(acc):
                raise CompilerBug(
                    f"unordered shared-memory accesses ({_hazard(p, acc)} on {acc.buffer}):"
                    f" {p.where} and {acc.where} with no barrier between")
            if type(p) is _InFlight and acc.write and p.write.conflicts(acc):
                # No barrier orders two copies that are both in flight (the reads of one
                # not landed are verify_async_copies' to refuse).
                raise CompilerBug(
                    f"unordered shared-memory writes (WAW on {acc.buffer}): {acc.where} "
                    f"while {p.write.where} is still in flight (no cp_async_wait lands it "
                    "first)")
    return _merge(pending, pairs)


def verify_async_copies(fn: L.Function) -> None:
    """Proves that no shared read can see a cp.async that has not landed.

    A cp.async writes shared memory only when a `cp_async_wait n` leaves at most n commit groups
    in flight after its own (PTX ISA 9.7.9.25.3.2). Walking every path (each loop run twice, so
    the groups a previous iteration left in flight are counted), every read of a buffer is checked
    against the copies into it whose group has not been retired; the block-wide ordering of the
    landed copies is the barrier pass's job (`verify_barriers`)."""

    made: dict = {}     # _steps_of

    def walk(nodes, state):
        """state: (committed groups, frozenset of (buffer, group index, where) in flight)."""
        for n in nodes:
            if type(n) is L.Inst:
                op = n.op
                if op not in _COPY_PROOF_OPS:
                    continue
                if op == "cp_async_commit":
                    state = (state[0] + 1, state[1])
                elif op == "cp_async":
                    copy = (n.attr("buffer"), state[0], n.note)
                    if copy not in state[1]:
                        state = (state[0], state[1] | {copy})
                elif op == "cp_async_wait":
                    keep = n.attr("n")
                    state = (state[0], frozenset(x for x in state[1] if x[1] >= state[0] - keep))
                elif state[1]:
                    bufs = {a.buffer for a, _ in _steps_of(n, made)}
                    for buf, _, where in state[1]:
                        if buf in bufs:
                            raise CompilerBug(f"{n.op} {buf} ({n.note}) may read before the "
                                              f"cp.async into it ({where}) has landed: no "
                                              "cp_async_wait retires its group first")
            elif isinstance(n, L.If):
                a, b = walk(n.then, state), walk(n.else_, state)
                state = (max(a[0], b[0]), a[1] | b[1]) if a[0] == b[0] else _join(a, b)
            elif isinstance(n, L.Loop):
                once = walk(n.body, state)
                twice = walk(n.body, once)
                state = _join(state, _join(once, twice))
            else:
                L.refuse_pipelined(n, "verify_async_copies")
        return state

    walk(fn.body, (0, frozenset()))


# The ops verify_async_copies follows: the cp.async group ops and the shared reads.
_COPY_PROOF_OPS = frozenset(("cp_async_commit", "cp_async", "cp_async_wait", "ld_shared",
                             "ldmatrix", "wgmma", "wgmma_rs", "tc_mma"))


def _join(a, b):
    """Paths with different group counts: align on the newest group, keep everything pending."""
    if a[0] == b[0]:
        return (a[0], a[1] | b[1])
    hi, lo = (a, b) if a[0] > b[0] else (b, a)
    shift = hi[0] - lo[0]
    return (hi[0], hi[1] | frozenset((buf, g + shift, w) for buf, g, w in lo[1]))


# ---- wave groups ---------------------------------------------------------------------------------

_TRIPS = (0, 1, 2)   # loop trip counts that witness every interval (module docstring)


def _paths(nodes, made: dict) -> list[tuple]:
    """Every run of block-uniform choices through nodes, as a tuple of events: an Access, "bar",
    ("group", g) for a bar_group of group g, "mfma", or ("prio", level) for an s_setprio.
    Equal accesses are one object (made: _steps_of), so that equal runs compare by identity
    when they are told apart. The events of straight-line code are gathered first and added
    to every run at once (not one instruction at a time: each copies the whole run)."""
    runs: list[tuple] = [()]
    straight: list = []
    for n in nodes:
        if isinstance(n, L.Inst):
            if n.op == "bar":
                straight.append("bar")
            elif n.op == "bar_group":
                straight.append(("group", n.attr("group")))
            elif n.op == "mfma":
                straight.append("mfma")
            elif n.op == "setprio":
                straight.append(("prio", n.attr("level")))
            elif n.op in _SHARED_OPS:
                straight += [a for a, _ in _steps_of(n, made)]
            continue
        if isinstance(n, L.If) and n.scope == "warp":
            raise CompilerBug("warp roles and wave groups in one function")
        if straight:
            ev = tuple(straight)
            runs = [r + ev for r in runs]
            straight = []
        if isinstance(n, L.If):
            options = _paths(n.then, made) + _paths(n.else_, made)
        else:
            body = _paths(n.body, made)
            options, trip = [], [()]
            for t in range(max(_TRIPS) + 1):
                if t in _TRIPS:
                    options += trip
                if t < max(_TRIPS):
                    trip = [a + b for a in trip for b in body]
        runs = [r + o for r in runs for o in dict.fromkeys(options)]
    if straight:
        ev = tuple(straight)
        runs = [r + ev for r in runs]
    return list(dict.fromkeys(runs))


def _intervals(run: tuple, group: int) -> list[tuple[set, bool]]:
    """One group's run cut at its barriers: (accesses, whether it runs a matrix phase) per
    interval. A matrix phase is MFMAs at raised priority (s_setprio 1 and up): that is how a
    schedule claims the matrix unit for its group; MFMAs at priority 0 (code where the groups
    run in step) claim nothing."""
    out, accs, mfma, prio = [], set(), False, 0
    # By the event's class first: an Access compared with "bar" or "mfma" would call its
    # dataclass __eq__, twice an access (most of a run's events).
    for ev in run:
        t = ev.__class__
        if t is Access:
            accs.add(ev)
        elif t is tuple:
            if ev[0] == "prio":
                prio = ev[1]
            elif ev[0] == "group" and ev[1] == group:
                out.append((accs, mfma))
                accs, mfma = set(), False
        elif ev == "bar":
            out.append((accs, mfma))
            accs, mfma = set(), False
        elif ev == "mfma":
            mfma = mfma or prio > 0
    out.append((accs, mfma))
    return out


def verify_group_barriers(fn: L.Function) -> None:
    """Proves the wave-group schedule (see "Wave groups" above); raises CompilerBug."""
    groups = {n.attr("groups") for n in L.by_op(fn.body).get("bar_group", ())}
    if not groups:
        return
    if len(groups) != 1:
        raise CompilerBug(f"bar_groups disagree on the number of wave groups: {sorted(groups)}")
    count = groups.pop()
    for run in _paths(fn.body, {}):
        per = [_intervals(run, g) for g in range(count)]
        if len({len(x) for x in per}) != 1:
            raise CompilerBug("wave groups pass different numbers of barriers ("
                              + ", ".join(f"group {g}: {len(x) - 1}" for g, x in enumerate(per))
                              + "): their barriers no longer pair up")
        for i in range(len(per[0])):
            math = [g for g in range(count) if per[g][i][1]]
            if len(math) > 1:
                raise CompilerBug(f"the MFMA phases of wave groups {math} share interval {i}: "
                                  "no barrier hands the matrix unit over")
            by_buf: dict[str, set] = {}
            for g in range(count):
                for a in per[g][i][0]:
                    by_buf.setdefault(a.buffer, set()).add(a)
            for accs in by_buf.values():
                for w in (a for a in accs if a.write):
                    clash = min((a for a in accs if w.conflicts(a)), default=None,
                                key=lambda a: (a.write, a.where, a.group))
                    if clash is not None:
                        raise CompilerBug(
                            f"unordered shared-memory accesses ({_hazard(w, clash)} on "
                            f"{w.buffer}) across wave groups: {w.where} and {clash.where} both "
                            f"in interval {i} (after the same number of barriers)")
