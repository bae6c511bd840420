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
from functools import cached_property

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

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def _hash(self) -> int:
        # Computed once: the proofs put accesses in sets and whole paths of them in dicts
        # (verify_group_barriers enumerates every run), and the dataclass's hash would hash
        # all five fields, strings included, every time. (An access lives within one pass:
        # never pickled, so the process's string hash is the only one it meets.)
        return hash((self.buffer, self.write, self.where, self.group, self.asynchronous))

    def conflicts(self, other: "Access") -> bool:
        if self.buffer != other.buffer or not (self.write or other.write):
            return False
        # Two writes of one fill group never touch the same byte: e.g. the copies of one K step
        # into a shared tile, each element by exactly one thread. The emulator's race detector
        # checks the promise at run time.
        return not (self.write and other.write and self.group and self.group == other.group)


def _access(n: L.Inst) -> Access | None:
    if n.op in ("ld_shared", "ldmatrix", "mbar_wait", "mbar_arrive", "mbar_expect_tx"):
        # mbarrier operations are atomic on the barrier word: for block barriers they only
        # matter against its initialisation.
        return Access(n.attr("buffer"), False, f"{n.op} {n.attr('buffer')} ({n.note})")
    if n.op in ("st_shared", "cp_async", "mbar_init", "tma_load"):
        group = n.attr("group", "") if n.op in ("st_shared", "cp_async") else ""
        if n.op == "mbar_init":
            group = "mbarrier init"   # one thread initialises each barrier once
        return Access(n.attr("buffer"), True, f"{n.op} {n.attr('buffer')} ({n.note})", group)
    return None


# The ops that touch shared memory (_access, _accesses): every other op has no access.
_SHARED_OPS = frozenset(("ld_shared", "ldmatrix", "mbar_wait", "mbar_arrive", "mbar_expect_tx",
                         "st_shared", "cp_async", "mbar_init", "tma_load", "wgmma", "wgmma_rs"))

# The ops that change the barrier pass's state (pending accesses, fences, copies in flight):
# the shared accesses, the barriers, the proxy fence and the cp.async group ops. Every other
# instruction leaves the state as it is, so the insertion and the proof skip it.
_STATE_OPS = _SHARED_OPS | frozenset(("bar", "bar_named", "fence_proxy_async",
                                      "cp_async_commit", "cp_async_wait"))


# The ops whose accesses include an async-proxy read (_accesses), and no buffers.
_ASYNC_READERS = frozenset(("wgmma", "wgmma_rs"))
_NONE: frozenset = frozenset()


def _accesses(n: L.Inst) -> list[Access]:
    """Every shared buffer an instruction touches (wgmma reads two through descriptors, or
    one when A is in registers), each through its proxy."""
    if n.op not in _SHARED_OPS:
        return []
    if n.op in ("wgmma", "wgmma_rs"):
        bufs = (n.attr("buffer_a"), n.attr("buffer_b")) if n.op == "wgmma" else \
            (n.attr("buffer_b"),)
        return [Access(buf, False, f"wgmma {buf} ({n.note})", asynchronous=True)
                for buf in bufs]
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


def _needs_fence(acc: Access, state) -> _Unfenced | None:
    """The unfenced generic write acc (an async-proxy read) would see, if any."""
    if not acc.asynchronous or acc.write:
        return None
    return min((u for u in state if isinstance(u, _Unfenced) and u.write.buffer == acc.buffer),
               default=None, key=lambda u: u.write.where)


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


def _committed(state) -> frozenset:
    """state after a cp_async_commit: the open group closes, the older ones age by one."""
    return frozenset(replace(x, after=min(x.after + 1, _GROUPS_CAP))
                     if isinstance(x, _InFlight) else x for x in state)


def _landed(state, n: int) -> frozenset:
    """state after a `cp_async_wait n`: the writes of every group but the n newest committed
    ones land, pending like a st.shared (a barrier orders them from here) and not yet fenced
    for the async proxy; the rest (and the copies of the open group) stay in flight."""
    if n >= _GROUPS_CAP:
        raise CompilerBug(f"cp_async_wait {n}: kgen counts at most {_GROUPS_CAP - 1} groups "
                          "in flight")
    land = [x for x in state if isinstance(x, _InFlight) and x.after >= n]
    return (state - frozenset(land)) | frozenset(x.write for x in land) \
        | frozenset(_Unfenced(x.write) for x in land)


def _group_op(state, n: L.Inst) -> frozenset:
    """state after a cp_async_commit or a cp_async_wait (see _InFlight)."""
    return _committed(state) if n.op == "cp_async_commit" else _landed(state, n.attr("n"))


def _after(state, accs, op: str = "") -> frozenset:
    """state after an instruction of op whose shared accesses are accs: a cp.async's write is in
    flight (see _InFlight) until the cp_async_wait that lands it; other accesses are pending
    until a barrier, generic writes also unfenced until a fence.proxy.async."""
    if op == "cp_async":
        return state | frozenset(_InFlight(a) for a in accs if a.write) \
            | frozenset(a for a in accs if not a.write)
    return state | frozenset(accs) | frozenset(_Unfenced(a) for a in accs
                                                if a.write and not a.asynchronous)


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
        if n.op == "bar":
            raise CompilerBug(f"a block barrier inside a warp role ({n.attr('reason')})")
        out += _accesses(n)
    if key is not None:
        if len(_ROLE_CACHE) > 64:
            _ROLE_CACHE.clear()
        _ROLE_CACHE[key] = (nodes[0], out)
    return out


def _fences(state) -> frozenset:
    """What a barrier leaves of a state: the writes still unfenced, or still landing."""
    return frozenset(x for x in state if not isinstance(x, Access))


def _barriers(state) -> frozenset:
    """What a fence.proxy.async leaves of a state: all but the unfenced writes."""
    return frozenset(x for x in state if not isinstance(x, _Unfenced))


def _hazard(a: Access, b: Access) -> str:
    if a.write and b.write:
        return "WAW"
    return "RAW" if a.write else "WAR"


def _ringed(fn: L.Function) -> frozenset:
    """The buffers the mbarrier protocol orders: those a TMA copy fills, and the mbarriers.
    Inside a warp role their accesses need no barrier (verify_mbarriers proves them)."""
    out = set()
    for n in L.walk(fn.body):
        if n.op == "tma_load":
            out |= {n.attr("buffer"), n.attr("bar_buffer")}
        elif n.op.startswith("mbar_"):
            out.add(n.attr("buffer"))
    return frozenset(out)


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


def _first_clash(pending, accs) -> tuple[Access, Access] | None:
    """The first (in report order) pending access that conflicts with one of accs, with it."""
    return min(((p, a) for p in pending if isinstance(p, Access) for a in accs
                if p.conflicts(a)), default=None, key=lambda x: (x[0].where, x[1].where))


def _barrier(role: _Role | None, why: str) -> L.Inst:
    if role is None:
        return L.Inst("bar", (), (), (why,), note="inserted by insert_barriers")
    return L.Inst("bar_named", (), (), (role.bid, role.threads, why),
                  note="inserted by insert_barriers: this role's threads only")


def _is_barrier(n: L.Inst, role: _Role | None) -> bool:
    """Whether n orders shared memory for the threads of `role` (None: the block); a barrier
    of the wrong kind there is a compiler bug (the other threads never reach it)."""
    if n.op == "bar" and role is not None:
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
    ringed = _ringed(fn)
    reads: dict[int, frozenset] = {}

    def async_reads(n) -> frozenset:
        """The buffers n (an instruction, or a loop or If with all it holds) reads through
        the async proxy; by id, as a loop's body is walked again at each fixed-point round."""
        if type(n) is L.Inst and n.op not in _ASYNC_READERS:
            return _NONE
        if id(n) not in reads:
            reads[id(n)] = frozenset(a.buffer for x in L.walk((n,), pipelined=True)
                                     for a in _accesses(x) if a.asynchronous and not a.write)
        return reads[id(n)]

    def fence(out, pending, why: str, ahead: frozenset) -> frozenset:
        """A fence.proxy.async if a pending generic write is to a buffer the async proxy may
        read from here on (`ahead`: the rest of the program, whole enclosing loops included,
        as their next trips come back round); a write no async read follows needs none (a
        pipeline's drained stages before a loop that stages elsewhere)."""
        if any(isinstance(x, _Unfenced) and x.write.buffer in ahead for x in pending):
            out.append(L.Inst("fence_proxy_async", (), (), note=why))
            return _barriers(pending)
        return pending

    def ahead_of(out, pending: frozenset, role: _Role, nodes, what: str,
                 ahead: frozenset) -> frozenset:
        """In a warp role: one barrier of the role before `nodes` (a loop's body, a branch's
        two sides) for what comes before them and conflicts with what they access, not one
        inside them: a ping-pong's warpgroup waiting for its turn inside would never reach a
        barrier of its role there. Returns the pending state after it."""
        inner = role.accesses(a for x in L.walk(nodes) for a in _accesses(x))
        clash = _first_clash(pending, inner)
        if clash is None:
            return pending
        pending = fence(out, pending, "generic writes, for the async proxy after this barrier",
                        ahead)
        out.append(_barrier(role, f"{_hazard(*clash)} on {clash[1].buffer}: {clash[0].where} "
                                  f"before {what} {clash[1].where}"))
        return _fences(pending)

    def visit(nodes, pending: frozenset, dry: bool, role: _Role | None, later: frozenset):
        """pending: the accesses since the last barrier, and (_Unfenced) the generic writes
        since the last fence.proxy.async; later: the buffers the async proxy may read after
        `nodes` (see fence)."""
        out: list[L.Node] = []
        rest = [later]  # rest[-1 - i]: what may be read from nodes[i] on
        for n in reversed(nodes):
            rest.append(rest[-1] | async_reads(n))
        for i, n in enumerate(nodes):
            ahead = rest[len(nodes) - i]
            if type(n) is L.Inst and n.op not in _STATE_OPS:
                out.append(n)
            elif isinstance(n, L.Inst):
                accs = _accesses(n) if role is None else role.accesses(_accesses(n))
                if _is_barrier(n, role):
                    pending = _fences(fence(out, pending, "generic writes, for the async "
                                                          "proxy after this barrier", ahead))
                elif n.op == "fence_proxy_async":
                    pending = _barriers(pending)
                elif n.op in ("cp_async_commit", "cp_async_wait"):
                    pending = _group_op(pending, n)
                for acc in accs:
                    clash = min((p for p in pending
                                 if isinstance(p, Access) and p.conflicts(acc)), default=None,
                                key=lambda p: (p.buffer, p.write, p.where, p.group))
                    if clash is not None:
                        pending = fence(out, pending, "generic writes, for the async proxy "
                                                      "after this barrier", ahead)
                        out.append(_barrier(role, f"{_hazard(clash, acc)} on {acc.buffer}: "
                                                  f"{clash.where} before {acc.where}"))
                        pending = _fences(pending)
                    unfenced = _needs_fence(acc, pending)
                    if unfenced is not None:
                        pending = fence(out, pending, f"{unfenced.write.where} before the "
                                                      f"async-proxy {acc.where}", ahead)
                    pending = _after(pending, [acc], n.op)
                out.append(n)
            elif isinstance(n, L.If) and n.scope == "warp":
                inner = _role_accesses((n,))
                if role is not None:
                    inner = role.accesses(inner)
                clash = _first_clash(pending, inner)
                if clash is not None:
                    out.append(_barrier(role, f"{_hazard(*clash)} on {clash[1].buffer}: "
                                              f"{clash[0].where} before the warp roles' "
                                              f"{clash[1].where}"))
                    pending = _fences(pending)
                if n.roles and role is None:
                    (then, p1), (else_, p2) = (visit(part, pending, dry, r, ahead)
                                               for part, r in
                                               zip((n.then, n.else_), _roles(ringed, n)))
                    out.append(replace(n, then=tuple(then), else_=tuple(else_)))
                    pending = p1 | p2 | frozenset(inner)
                else:
                    out.append(n)
                    pending = _after(pending, inner)
            elif isinstance(n, L.If):
                if role is not None:
                    # As for a loop below (the rotated consumer's peeled first round).
                    pending = ahead_of(out, pending, role, (*n.then, *n.else_), "the branch's",
                                       ahead)
                # after either branch the program goes on with nodes[i + 1:] (what the
                # other branch reads is not ahead of this one)
                then, p1 = visit(n.then, pending, dry, role, rest[len(nodes) - i - 1])
                else_, p2 = visit(n.else_, pending, dry, role, rest[len(nodes) - i - 1])
                out.append(replace(n, then=tuple(then), else_=tuple(else_)))
                pending = p1 | p2
            elif isinstance(n, L.Pipelined):
                L.refuse_pipelined(n, "insert_barriers")
            else:
                # In a warp role, what comes before the loop and conflicts with its body is
                # ordered by one barrier of the role before it, not by one in every trip (the
                # back edge's own hazards still get theirs inside): a ping-pong's warpgroup
                # waiting for its turn inside the loop would never reach a barrier of its
                # role there. (In the block, a pipeline's loop has its barrier every step.)
                if role is not None:
                    pending = ahead_of(out, pending, role, n.body, "the loop's", ahead)
                entry = pending
                while True:  # the state at the loop head: entry joined with the back edge
                    _, end = visit(n.body, entry, True, role, ahead)
                    grown = entry | end
                    if grown == entry:
                        break
                    entry = grown
                body, end = visit(n.body, entry, dry, role, ahead)
                out.append(replace(n, body=tuple(body)))
                pending = entry | end  # zero trips or any number
        return out, pending

    body, _ = visit(fn.body, frozenset(), False, None, frozenset())
    return replace(fn, body=tuple(body))


# ---- verification --------------------------------------------------------------------------------

@dataclass
class _Block:
    insts: list
    succ: list


def _cfg(nodes, roles: list) -> list[_Block]:
    """Flattens structured LIR into basic blocks; block 0 is the entry. A warp-role If is
    one instruction here; one with `roles` is also appended to `roles`, to be proven on its
    own."""
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
                t, e, join = new(), new(), new()
                blocks[cur].succ += [t, e]
                blocks[build(n.then, t)].succ.append(join)
                blocks[build(n.else_, e)].succ.append(join)
                cur = join
            elif isinstance(n, L.Pipelined):
                L.refuse_pipelined(n, "verify_barriers")
            else:
                head, body, exit_ = new(), new(), new()
                blocks[cur].succ.append(head)
                blocks[head].succ += [body, exit_]
                blocks[build(n.body, body)].succ.append(head)
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
    state_in: list[frozenset] = [frozenset() for _ in blocks]
    work = list(range(len(blocks)))[::-1]  # every block once, then whatever changes
    while work:
        i = work.pop()
        pending = state_in[i]
        for n in blocks[i].insts:
            pending = _transfer(n, pending, False, role)
        for s in blocks[i].succ:
            merged = state_in[s] | pending
            if merged != state_in[s]:
                state_in[s] = merged
                work.append(s)
    for i, blk in enumerate(blocks):
        pending = state_in[i]
        for n in blk.insts:
            pending = _transfer(n, pending, True, role)


def _transfer(n, pending: frozenset, check: bool, role: _Role | None) -> frozenset:
    """One instruction, or one warp-role region taken whole (its own accesses are ordered by
    mbarriers, which verify_mbarriers proves, and by its roles' named barriers, which
    verify_barriers proves apart; against the rest it is one unordered step)."""
    if isinstance(n, L.If):
        accs = _role_accesses((n,))
    elif _is_barrier(n, role):
        return _fences(pending)
    elif n.op == "fence_proxy_async":
        return _barriers(pending)
    elif n.op in ("cp_async_commit", "cp_async_wait"):
        return _group_op(pending, n)
    else:
        accs = _accesses(n)
    if role is not None:
        accs = role.accesses(accs)
    if not accs:
        return pending      # no shared access: the state is unchanged (_after with none)
    if check:
        for acc in accs:
            unfenced = _needs_fence(acc, pending)
            if unfenced is not None:
                raise CompilerBug(
                    f"no fence.proxy.async between the generic-proxy {unfenced.write.where} and "
                    f"the async-proxy {acc.where} (PTX ISA, 'wgmma.mma_async', Async Proxy)")
            for p in pending:
                if isinstance(p, Access) and p.conflicts(acc):
                    raise CompilerBug(
                        f"unordered shared-memory accesses ({_hazard(p, acc)} on {acc.buffer}):"
                        f" {p.where} and {acc.where} with no barrier between")
                if isinstance(p, _InFlight) and acc.write and p.write.conflicts(acc):
                    # No barrier orders two copies that are both in flight (the reads of one
                    # not landed are verify_async_copies' to refuse).
                    raise CompilerBug(
                        f"unordered shared-memory writes (WAW on {acc.buffer}): {acc.where} "
                        f"while {p.write.where} is still in flight (no cp_async_wait lands it "
                        "first)")
    return _after(pending, accs, "" if isinstance(n, L.If) else n.op)


def verify_async_copies(fn: L.Function) -> None:
    """Proves that no shared read can see a cp.async that has not landed.

    A cp.async writes shared memory only when a `cp_async_wait n` leaves at most n commit groups
    in flight after its own (PTX ISA 9.7.9.25.3.2). Walking every path (each loop run twice, so
    the groups a previous iteration left in flight are counted), every read of a buffer is checked
    against the copies into it whose group has not been retired; the block-wide ordering of the
    landed copies is the barrier pass's job (`verify_barriers`)."""

    def walk(nodes, state):
        """state: (committed groups, frozenset of (buffer, group index, where) in flight)."""
        for n in nodes:
            if isinstance(n, L.If):
                a, b = walk(n.then, state), walk(n.else_, state)
                state = (max(a[0], b[0]), a[1] | b[1]) if a[0] == b[0] else _join(a, b)
            elif isinstance(n, L.Loop):
                once = walk(n.body, state)
                twice = walk(n.body, once)
                state = _join(state, _join(once, twice))
            elif isinstance(n, L.Pipelined):
                L.refuse_pipelined(n, "verify_async_copies")
            elif n.op == "cp_async_commit":
                state = (state[0] + 1, state[1])
            elif n.op == "cp_async":
                state = (state[0], state[1] | {(n.attr("buffer"), state[0], n.note)})
            elif n.op == "cp_async_wait":
                keep = n.attr("n")
                state = (state[0], frozenset(x for x in state[1] if x[1] >= state[0] - keep))
            elif n.op in ("ld_shared", "ldmatrix", "wgmma", "wgmma_rs"):
                for buf, _, where in state[1]:
                    if buf in [a.buffer for a in _accesses(n)]:
                        raise CompilerBug(f"{n.op} {buf} ({n.note}) may read before the cp.async "
                                          f"into it ({where}) has landed: no cp_async_wait "
                                          "retires its group first")
        return state

    walk(fn.body, (0, frozenset()))


def _join(a, b):
    """Paths with different group counts: align on the newest group, keep everything pending."""
    if a[0] == b[0]:
        return (a[0], a[1] | b[1])
    hi, lo = (a, b) if a[0] > b[0] else (b, a)
    shift = hi[0] - lo[0]
    return (hi[0], hi[1] | frozenset((buf, g + shift, w) for buf, g, w in lo[1]))


# ---- wave groups ---------------------------------------------------------------------------------

_TRIPS = (0, 1, 2)   # loop trip counts that witness every interval (module docstring)


def _paths(nodes) -> list[tuple]:
    """Every run of block-uniform choices through nodes, as a tuple of events: an Access, "bar",
    ("group", g) for a bar_group of group g, "mfma", or ("prio", level) for an s_setprio."""
    runs: list[tuple] = [()]
    for n in nodes:
        if isinstance(n, L.Inst):
            if n.op == "bar":
                ev: tuple = ("bar",)
            elif n.op == "bar_group":
                ev = (("group", n.attr("group")),)
            elif n.op == "mfma":
                ev = ("mfma",)
            elif n.op == "setprio":
                ev = (("prio", n.attr("level")),)
            else:
                ev = tuple(_accesses(n))
            if ev:
                runs = [r + ev for r in runs]
            continue
        if isinstance(n, L.If) and n.scope == "warp":
            raise CompilerBug("warp roles and wave groups in one function")
        if isinstance(n, L.If):
            options = _paths(n.then) + _paths(n.else_)
        else:
            body = _paths(n.body)
            options, trip = [], [()]
            for t in range(max(_TRIPS) + 1):
                if t in _TRIPS:
                    options += trip
                trip = [a + b for a in trip for b in body]
        runs = [r + o for r in runs for o in dict.fromkeys(options)]
    return list(dict.fromkeys(runs))


def _intervals(run: tuple, group: int) -> list[tuple[set, bool]]:
    """One group's run cut at its barriers: (accesses, whether it runs a matrix phase) per
    interval. A matrix phase is MFMAs at raised priority (s_setprio 1 and up): that is how a
    schedule claims the matrix unit for its group; MFMAs at priority 0 (code where the groups
    run in step) claim nothing."""
    out, accs, mfma, prio = [], set(), False, 0
    for ev in run:
        if ev == "bar" or (isinstance(ev, tuple) and ev[0] == "group" and ev[1] == group):
            out.append((accs, mfma))
            accs, mfma = set(), False
        elif isinstance(ev, tuple) and ev[0] == "prio":
            prio = ev[1]
        elif ev == "mfma":
            mfma = mfma or prio > 0
        elif isinstance(ev, Access):
            accs.add(ev)
    out.append((accs, mfma))
    return out


def verify_group_barriers(fn: L.Function) -> None:
    """Proves the wave-group schedule (see "Wave groups" above); raises CompilerBug."""
    groups = {n.attr("groups") for n in L.walk(fn.body) if n.op == "bar_group"}
    if not groups:
        return
    if len(groups) != 1:
        raise CompilerBug(f"bar_groups disagree on the number of wave groups: {sorted(groups)}")
    count = groups.pop()
    for run in _paths(fn.body):
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
