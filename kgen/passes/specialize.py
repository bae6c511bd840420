"""Warp specialization: a pass that turns `Pipelined` loops into warp roles over an mbarrier ring.

Input (from a scheduler): `Pipelined(counter, start, end, step, produce, consume, buffers, S,
roles=WarpRoles(C, producer_regs, consumer_regs))` nodes anywhere in the function's body (inside
the versions of a chunk, several loops in a row: attention's causal steps, then its diagonal,
then its ragged rest). `produce` fills the single-buffered shared `buffers` for iteration
`counter` with TMA copies (`tma_load`, barrier operands left blank) and the address arithmetic
they need; `consume` reads the buffers (through `shared_addr` of a buffer, ld_shared, or wgmma)
and may be asynchronous (ending in `wgmma_commit`). Every node names the same buffers, rings and
depth: they share one ring.

Output (nothing GEMM- or attention-specific is assumed):
- the buffers become an S-slot ring (`<buf><s>`, 1024-byte aligned: TMA's swizzled boxes and
  wgmma descriptors address swizzle atoms from there) plus FULL[S] and EMPTY[S] mbarriers, which
  thread 0 initialises (FULL: one arrival, the producer's arrive.expect_tx, plus the bytes the
  copies of one iteration deliver, summed from `produce`; EMPTY: one arrival per consumer warp);
  with `Pipelined.rings` the buffers form several rings (K and V), each with barriers of its
  own (FULL_<buffers>, EMPTY_<buffers>) and the bytes of its own copies;
- the body splits at its first instruction that is not address arithmetic (or first control
  flow): what comes before runs in every warp (with the body's top-level elects, moved up:
  `_split_uniform`), the rest in one role each. The consumers run it as it is, each Pipelined
  node replaced by its consumer loop; the producer runs its slice:
  the control flow that leads to a Pipelined node, the address arithmetic that decides it and
  feeds the copies, and each node's producer loop (anything else the copies would need is a
  compiler bug, not a silent extra load in the producer);
- the producer warpgroup (`setmaxnreg.dec`; warpgroup 0, or with `producer_last` the one after
  the consumers) runs its program in warp 0: before the first copy into a ring's slot s, wait
  its EMPTY[s] with parity 1 - phase (a fresh barrier passes parity 1), and its elected lane
  arrives with expect_tx on its FULL[s]; the slot-s copy of `produce` completes on the FULL[s]
  of each copy's ring;
- the consumer warpgroups (`setmaxnreg.inc`) run the slot-s copy of `consume`, with a wait on a
  ring's FULL[s] (parity `phase`) before the first part of it that reads the ring, then
  release: an asynchronous consume (wgmma groups) keeps one group in flight (`wgmma_wait 1`)
  and releases the previous slot of every ring, a synchronous one releases each ring's slot
  right after the last part that reads it; after the loop `wgmma_wait 0` and, where the ring
  carries to a later loop, the release of the last iteration's slot (`release_last`);
- each loop is unrolled by S so slots and barriers are constants; `phase` flips once per round.
  With one node run once, iterations past `end` in a round are skipped by a uniform guard. With
  several, or one inside a loop (a persistent program's loop over its tiles), the ring must be
  at slot 0 when the next loop starts, so such an iteration still turns the
  ring: the producer waits EMPTY[s] and arrives on FULL[s] with no bytes, the consumers wait
  FULL[s] and arrive on EMPTY[s] (at most S - 1 such turns a loop, barrier traffic only), and
  the phase carries from loop to loop in a register each role keeps.

The second product a step late (FlashAttention-3's intra-warpgroup overlap). wgmma groups
retire in issue order, so a step's second product (attention's P V) can run beside the softmax
of the next step only if it is issued after that step's first (Q K^T). Where a loop's consume
has that shape (`_rotation`: two products, each one group retired right after it; the second
reads only buffers of rings nothing else reads, accumulates into registers the step reads only
before it, and takes A registers the step writes only before it; the loop may run more than one
step), each consumer step s runs:
- its head and first product (after FULL[s] of the first product's rings), then the previous
  step's second product on the slot it read (s - 1, whose FULL was waited with the parity of
  its round, the last round's for slot S - 1) as a second group, both in one tensor-core turn
  of the ping-pong; in a loop's first step there is none, and a wait_group 0 replaces the 1;
- `wgmma_wait 1`: the first product is done (and its rings' slot released), the second runs on;
- the rest of the step that touches none of the second product's in-flight registers
  (accumulators, A fragments: PTX ISA, "wgmma.mma_async", touching them before the
  wgmma.wait_group that retires the group is undefined), hoisted above what does, register
  dependences kept;
- `wgmma_wait 0`, the previous slot of the second product's rings released, then the rest (the
  accumulators' rescaling, the packing of the next A operand);
- in the loop's last step, its own second product, waited for and released at once, so no
  product crosses a loop's end (causal attention's loops share the ring).
The producer is unchanged: the consumers hold a slot of the lagging rings one step longer.

Loaded once (FlashAttention-3's Q). An operand the loops read in every step and the lowering
loads before them by TMA (kgen.lower.once.stage_by_tma) arrives as `mbar_expect_tx`, its
`tma_load`s (barrier named, outside any Pipelined node) and an `mbar_wait` for phase 0, on an
mbarrier of its own. Thread 0 initialises that barrier with one arrival beside the ring's; the
producer's slice keeps the arrive and the copies, issued by its elected lane ahead of its loops'
first copies; the consumers keep only the wait. Once a program: the lowering emits none inside a
loop (a persistent program's), and none is taken here.

In a cluster (Function.cluster = 2: kgen.lower.product.tma_stream multicasts a shared operand,
each CTA loading half of its tile into both), a slot of either CTA is refilled by both CTAs'
producers, so each EMPTY counts both CTAs' consumer warps: a consumer releases a slot on its own
EMPTY and, by mbar_arrive_peer, on its peer's; the producer waits on EMPTY at cluster scope (to
acquire the peer's releases); FULL expects the whole tile's bytes (its own half and the peer's,
a multicast copy counting once per CTA it lands in). After the inits (and their fence) a
cluster_sync orders them before any peer's copy or arrival, and a cluster_sync after the roles
keeps each CTA alive until its peer's last releases have arrived.

The role split is a warp-scoped If with `roles` (the threads of each side), so
`insert_barriers` orders what a role does in shared memory by itself (attention's consumers
staging their output tile for its TMA store) with that role's named barrier. The result is
proven by `verify_mbarriers` (protocol) and `verify_barriers` (the block barrier after the
inits, the named barriers inside the roles)
like any other schedule.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..lir import ops as L
from ..errors import CompilerBug
from .pipeline import in_flight, open_commit, pipelined_nodes, retire

WARPGROUP = 128
_RING_ALIGN = 1024
# setmaxnreg targets of the roles (multiples of 8 in 24..256): the producer's copies need few
# registers; the consumers hold the accumulators (CUTLASS's split for one or two consumer
# warpgroups: 40 and 232 fit 128 x (40 + 2 x 232) in the 64K-register file).
PRODUCER_REGS, CONSUMER_REGS = 40, 232
# What the producer may compute from the body besides its copies, and what may run in every
# warp before the roles split: integer and predicate arithmetic of uniform facts and addresses
# (no memory access, no lane exchange).
_SLICEABLE = frozenset({"mov", "add", "sub", "mul", "mul_hi", "div", "rem", "min", "max", "shl",
                        "shr", "and", "or", "xor", "not", "neg", "abs", "mul_wide", "add64",
                        "shl64", "cvt_u64", "setp", "and_p", "or_p", "not_p", "selp",
                        "ld_param", "tid", "ctaid", "nctaid", "shared_addr", "cluster_rank",
                        "elect"})
# And what the producer may also read to find its copies: global loads of the integers an address
# or a bound needs (a paged stream's page-table entry, a sequence's length ending the walk), of
# tensors the kernel never writes in the loop (kgen.lower.horizon, kgen.lower.product).
_SLICE_READS = frozenset({"ld_global"})


def warp_specialize(fn: L.Function) -> L.Function:
    """fn with its Pipelined nodes that ask for warp roles rewritten (module doc)."""
    nodes = list(_pipelined(fn.body))
    if not nodes:
        return fn
    p = nodes[0]
    for q in nodes[1:]:
        if (q.roles, q.buffers, q.stages, q.rings) != (p.roles, p.buffers, p.stages, p.rings):
            raise CompilerBug("warp-specialized loops of one kernel share one ring: their "
                              "roles, buffers, stages and rings must agree")
    return _Rewrite(fn).run(nodes)


# What a Pipelined part may not hold under warp roles: the producer's slice and the consumers'
# loop are rewritten around the mbarrier ring, so the part's own synchronisation (block barriers,
# cp.async groups, mbarriers) has no place there, and a shared or global store would run in a
# role the barrier proofs do not order against the ring's slots.
_REFUSED = {"cp_async": "an asynchronous copy", "bar": "a block barrier",
            "mbar_init": "an mbarrier", "mbar_wait": "an mbarrier", "mbar_arrive": "an mbarrier",
            "mbar_expect_tx": "an mbarrier",
            "st_shared": "a shared-memory write (an operand computed in the loop, staged by the "
                         "consumers)",
            "st_global": "a store to global memory"}


def declines(fn: L.Function) -> str | None:
    """Why warp_specialize cannot take fn's warp-role loops (None: it can): a step that holds
    what the roles cannot run (_REFUSED), or several loops on one ring whose consumers leave
    products in flight. The compiler then schedules the kernel without warp roles and says
    so in its plan (`--emit schedule`), rather than failing here."""
    nodes = list(_pipelined(fn.body))
    for q in nodes:
        for part, side in ((q.produce, "copies"), (q.consume, "step")):
            n = next((n for n in L.walk(part) if n.op in _REFUSED), None)
            if n is not None:
                return f"the loop's {side} hold{'' if side == 'copies' else 's'} " \
                       f"{_REFUSED[n.op]} ({n.note or n.op})"
    return None


def _pipelined(nodes):
    """The Pipelined loops among nodes that ask for warp roles."""
    return (n for n in pipelined_nodes(nodes) if isinstance(n.roles, L.WarpRoles))


def _holds(n, nodes: list) -> bool:
    """Whether node n is or contains one of the warp-specialized loops."""
    if isinstance(n, L.Pipelined):
        return any(n is q for q in nodes)
    if isinstance(n, L.If):
        return any(_holds(x, nodes) for x in n.then + n.else_)
    if isinstance(n, L.Loop):
        return any(_holds(x, nodes) for x in n.body)
    return False


@dataclass(frozen=True, eq=False)
class _Ring:
    """One mbarrier ring: its buffers, its FULL and EMPTY barrier arrays, and the bytes one
    iteration's copies deliver into its slot. One object per ring (plan_rings makes them),
    so compared by identity: the rewrite puts rings in a set per node of every step, and a
    dataclass's hash would hash all its fields each time."""
    buffers: tuple[str, ...]
    full: str
    empty: str
    nbytes: int


@dataclass(frozen=True)
class _Setup:
    """The registers every warp sets up before the roles split: its warp index, `lead` (one
    elected lane of each warp, which issues copies and arrivals for it) and the ring's phase
    carried from loop to loop (None: each loop keeps a phase register of its own)."""
    warp: L.Reg
    lead: L.Reg
    phase: L.Reg | None


@dataclass(frozen=True)
class _Consumers:
    """What the consumers' loops share: `lead` and the carried `phase` (_Setup), whether their
    products stay in flight past a step (`asynchronous`), the ping-pong's turns (None without
    one: first warpgroup?, my barrier, the other's, threads), the rotated loops
    (id(loop) -> _Rotation) and whether their first round is peeled (`peel`)."""
    lead: L.Reg
    phase: L.Reg | None
    asynchronous: bool
    turns: tuple | None
    rotations: dict
    peel: bool = True


class _Rewrite:
    def __init__(self, fn: L.Function):
        self.fn = fn
        self.next_id = L.largest_register(fn.body)
        self.peer: L.Reg | None = None      # in a cluster of two: the other CTA's rank

    def plan_rings(self, nodes: list) -> None:
        """self.rings and self.ring_of (buffer -> ring) from the nodes' rings (module doc)."""
        p = nodes[0]
        groups = p.rings or (p.buffers,)
        flat = [b for g in groups for b in g]
        if sorted(flat) != sorted(p.buffers) or len(set(flat)) != len(flat):
            raise CompilerBug(f"rings {groups} do not split the buffers {p.buffers}")
        self.rings = []
        for g in groups:
            name = "" if len(groups) == 1 else "_" + "_".join(g)
            # a multicast copy lands in every CTA of its mask, this one's too (each CTA's
            # FULL receives its peers' shares beside its own)
            sizes = {sum(n.attr("bytes") * max(1, n.attr("multicast", 0).bit_count())
                         for n in L.walk(q.produce)
                         if n.op == "tma_load" and n.attr("buffer") in g) for q in nodes}
            if len(sizes) != 1 or not min(sizes):
                raise CompilerBug(f"warp_specialize: the loops' TMA copies fill the ring of {g} "
                                  f"with {sorted(sizes)} bytes a step (one positive size)")
            self.rings.append(_Ring(g, f"FULL{name}", f"EMPTY{name}", sizes.pop()))
        self.ring_of = {b: r for r in self.rings for b in r.buffers}
        for q in nodes:
            read = set().union(*(self.reads(n, self.ring_of) for n in q.consume))
            for ring in self.rings:
                if ring not in read:
                    raise CompilerBug(f"warp_specialize: consume never reads the ring of "
                                      f"{', '.join(ring.buffers)}")

    def reg(self, ty: str, uniform: bool) -> L.Reg:
        self.next_id += 1
        return L.Reg(self.next_id, ty, uniform)

    def op(self, out: list, op: str, ty: str, *src, attrs=(), uniform=True, note="") -> L.Reg:
        d = self.reg(ty, uniform)
        out.append(L.Inst(op, (d,), tuple(src), tuple(attrs), None, note))
        return d

    # -- the pieces

    def ring(self, p: L.Pipelined) -> list[L.SharedBuffer]:
        """The shared layout: other buffers as they were (those after the ring's buffers moved
        down into the room they leave: an epilogue's staging tile, allocated after the
        loop's streams), then S slots of each ring buffer, then FULL and EMPTY."""
        ring = {b.name: b for b in self.fn.shared if b.name in p.buffers}
        missing = set(p.buffers) - set(ring)
        if missing:
            raise CompilerBug(f"Pipelined names buffers {sorted(missing)} the function lacks")
        # (the mbarriers of operands loaded once go with the ring's, after its 1024-byte
        # aligned slots, rather than where the lowering put them, which would push the slots
        # to the next 1024)
        once = [b for b in self.fn.shared if b.name in self.once]
        keep = [b for b in self.fn.shared if b.name not in ring and b.name not in self.once]
        first = min(b.offset for b in ring.values())
        end = max(b.offset + b.size for b in ring.values())
        shift = (end - first) // _RING_ALIGN * _RING_ALIGN   # keeps every alignment (<= 1024)
        if shift and not any(b.offset < end and first < b.offset + b.size for b in keep):
            keep = [replace(b, offset=b.offset - shift) if b.offset >= end else b for b in keep]
        at = max((b.offset + b.size for b in keep), default=0)
        at = -(-at // _RING_ALIGN) * _RING_ALIGN
        out = list(keep)
        for s in range(p.stages):
            for name in p.buffers:
                b = ring[name]
                out.append(L.SharedBuffer(f"{name}{s}", at, b.size, f"{b.purpose}, stage {s}"))
                at += -(-b.size // _RING_ALIGN) * _RING_ALIGN
        for r in self.rings:
            what = "" if len(self.rings) == 1 else f" of {', '.join(r.buffers)}"
            out.append(L.SharedBuffer(r.full, at, 8 * p.stages,
                                      f"mbarriers: stage s{what} filled (TMA complete_tx)"))
            out.append(L.SharedBuffer(r.empty, at + 8 * p.stages, 8 * p.stages,
                                      f"mbarriers: stage s{what} released by the consumers"))
            at += 16 * p.stages
        for b in once:
            out.append(replace(b, offset=at))
            at += 8
        return out

    def slot(self, nodes, p: L.Pipelined, s: int, lead: L.Reg | None) -> tuple:
        """A copy of produce/consume for slot s: buffers renamed (lir.clone), TMA copies
        completing on FULL[s] and issued by `lead` only."""
        slots = {f"{b}{s}": b for b in p.buffers}

        def inst(n: L.Inst) -> L.Inst:
            note = n.note.replace("{slot}", str(s))
            if n.op == "tma_load":
                if n.pred is not None:
                    raise CompilerBug("a produce-side tma_load is guarded already")
                src = n.src[:-2] + (L.Imm(0, "u32"), L.Imm(8 * s, "u32"))
                full = self.ring_of[slots[n.attr("buffer")]].full
                return replace(n, src=src, attrs=n.attrs_with(bar_buffer=full), pred=lead,
                               note=note)
            if n.op in _REFUSED:     # the compiler asks `declines` first
                raise CompilerBug(f"warp_specialize: '{n.op}' inside a Pipelined part")
            return replace(n, note=note) if note != n.note else n
        return _map(L.clone(nodes, {}, {b: f"{b}{s}" for b in p.buffers}), inst)

    def steps(self, out: list, p: L.Pipelined, body, phase: L.Reg | None, turn,
              peel: bool = False) -> None:
        """The loop over [start, end) in rounds of S iterations; body(s, phase, first) ->
        nodes, run with the counter set to that iteration's value (first: the round is the
        loop's first). phase None: a register of this loop, iterations past `end` skipped;
        else the ring's phase carried between loops, and such an iteration runs turn(s, phase)
        instead (module doc). peel: the first round is its own code before the loop, which
        then starts a round later (the rotated consumer's, module doc)."""
        u = _u
        S = p.stages
        if phase is None:
            phase = self.reg("u32", True)
            out.append(L.Inst("mov", (phase,), (u(0),),
                              note="phase parity of this round's barriers"))
            turn = None
        base = self.reg("u32", True)

        def one_round(first: bool) -> list:
            rnd: list = []
            for s in range(S):
                rnd.append(L.Inst("add", (p.counter,), (base, u(s * p.step)),
                                  note=f"iteration {s} of the {'first ' if first else ''}round"))
                step = body(s, phase, first)
                if not s:          # the loop condition already says base < end
                    rnd += step
                    continue
                live = self.op(rnd, "setp", "pred", p.counter, p.end, attrs=("lt", "u32"))
                rnd.append(L.If(live, tuple(step), tuple(turn(s, phase)) if turn else (),
                                note=f"iteration {s} of the round" + (
                                    "; past the end, the ring turns empty" if turn else "")))
            rnd.append(L.Inst("sub", (phase,), (u(1), phase),
                              note="the next round uses the other parity"))
            return rnd
        start = p.start
        if peel:
            out.append(L.Inst("mov", (base,), (p.start,), note="the loop's first round"))
            some = self.op(out, "setp", "pred", p.start, p.end, attrs=("lt", "u32"))
            out.append(L.If(some, tuple(one_round(True)), (),
                            note="the loop's first round, peeled: its first iteration has "
                                 "no previous one"))
            start = self.op(out, "add", "u32", p.start, u(S * p.step),
                            note="the loop goes on after its first round")
        out.append(L.Loop(base, start, p.end, S * p.step, tuple(one_round(False)),
                          note=f"{p.note}: rounds of {S}"))

    @staticmethod
    def reads(n, ring_of: dict) -> set:
        """The rings whose buffers (ring_of: buffer name -> ring) node n reads."""
        if type(n) is L.Inst and n.op not in L.BUFFER_ATTRS:
            return set()       # most nodes: no buffer at all
        return {ring_of[x.attrs[i]] for x in L.walk((n,))
                for i in L.BUFFER_ATTRS.get(x.op, ()) if i < len(x.attrs) and x.attrs[i] in ring_of}

    # -- the whole rewrite: the stages in order

    def run(self, nodes: list) -> L.Function:
        """fn with the warp-role loops `nodes` rewritten (module doc): the ring's layout, what
        every warp runs before the roles split, the producer's program, the consumers' (with
        the ping-pong and the rotation where they apply), and the If that splits the warps."""
        fn, p0 = self.fn, nodes[0]
        roles: L.WarpRoles = p0.roles
        self.plan_rings(nodes)
        self.once = _once_barriers(fn.body)
        shared = self.ring(p0)
        before, rest = _split_uniform(fn.body)
        asynchronous = any(in_flight(q.consume) for q in nodes)
        setup = self.setup(before, p0, _carried(fn.body, nodes))
        prod = self.producer_role(rest, nodes, setup, {d.id for n in before for d in n.dst})
        turns = self.pingpong(before, roles, asynchronous, setup.warp)
        # A rotated loop's first round is peeled on one consumer warpgroup, and in the
        # ping-pong when the loops sit in a persistent program's loop over tiles: there ptxas
        # 13.5 serializes the branched first step's wgmmas (C7519, `rotated`).
        team = _Consumers(setup.lead, setup.phase, asynchronous, turns, self.rotations(nodes),
                          peel=not turns or _in_loop(fn.body, nodes))
        cons = self.consumer_role(rest, nodes, team)
        producer_wg, threads = self.role_guard(before, roles, setup.warp)
        body = tuple(before) + (L.If(producer_wg, tuple(prod), tuple(cons),
                                     note="warp roles: producer | consumers", scope="warp",
                                     roles=(WARPGROUP, WARPGROUP * roles.consumers)),)
        if self.peer is not None:
            # A consumer's last releases arrive on its peer's EMPTY barriers, which the
            # peer's producer may never wait for: no CTA exits (its shared memory, and the
            # barriers in it, gone: PTX ISA, "Cluster of Cooperative Thread Arrays") until
            # every thread of the cluster is done with it.
            body += (L.Inst("cluster_sync", (), (), ("no CTA exits while its peer may still "
                                                     "arrive on its mbarriers",)),)
        header = _overlap_header(fn.header, len(team.rotations), len(nodes))
        return replace(fn, body=body, shared=tuple(shared), threads=threads, header=header)

    # -- before the roles split: every warp

    def setup(self, before: list, p0: L.Pipelined, carried: bool) -> _Setup:
        """What every warp runs before the roles split, appended to `before`: its thread's
        indices, the ring's alignment check, the barriers' inits (by thread 0) and, for loops
        that share the ring, its phase register."""
        u = _u
        tid = self.op(before, "tid", "u32", uniform=False)
        warp = self.op(before, "shr", "u32", tid, u(5), uniform=False, note="warp (uniform in it)")
        first = self.op(before, "setp", "pred", tid, u(0), attrs=("eq", "u32"), uniform=False)
        self.check_alignment(before, p0)
        if self.fn.cluster > 1:
            if self.fn.cluster != 2:
                raise CompilerBug(f"warp_specialize builds clusters of two CTAs, not "
                                  f"{self.fn.cluster}")
            rank = self.op(before, "cluster_rank", "u32", note="this CTA's rank in its cluster")
            self.peer = self.op(before, "xor", "u32", rank, u(1),
                                note="the other CTA of the cluster")
        self.init_barriers(before, first, 4 * p0.roles.consumers, p0.stages)
        # An elected lane, not lane 0: a TMA copy's operands must be uniform registers, and
        # under a per-lane predicate ptxas wraps each copy in a loop over the active lanes
        # (ELECT, R2UR, BRA.U.ANY around every UTMALDG: five more instructions a copy, ptxas
        # 13.5 on sm_90a and sm_100a); under elect.sync's it issues it once. Elected once here,
        # before the roles split (the whole warp runs it), and read again: one lane throughout.
        lead = self.op(before, "elect", "pred", uniform=False,
                       note="one lane: issues copies and arrivals for its warp")
        phase = self.op(before, "mov", "u32", u(0),
                        note="the ring's phase parity, carried from loop to loop") \
            if carried else None
        return _Setup(warp, lead, phase)

    def check_alignment(self, before: list, p0: L.Pipelined) -> None:
        """A trap, appended to `before`, where the ring's first slot is not 1024-byte aligned."""
        u = _u
        # The ring's swizzled tiles assume a 1024-byte aligned shared window (the dynamic
        # window is declared .align 1024); if a driver ever placed it otherwise, every product
        # would be silently wrong: fail the launch instead.
        base = self.op(before, "shared_addr", "u32", attrs=(f"{p0.buffers[0]}0",))
        low = self.op(before, "and", "u32", base, u(_RING_ALIGN - 1))
        odd = self.op(before, "setp", "pred", low, u(0), attrs=("ne", "u32"))
        before.append(L.Inst("trap", (), (), (), odd,
                             "shared memory not 1024-byte aligned: swizzled tiles would be wrong"))

    def init_barriers(self, before: list, first: L.Reg, cwarps: int, S: int) -> None:
        """Thread 0 (`first`) initialises every ring's FULL[S] and EMPTY[S] (module doc), then
        fences the inits; appended to `before`."""
        u = _u
        c = self.fn.cluster
        for ring in self.rings:
            for s in range(S):
                before.append(L.Inst("mbar_init", (), (u(0), u(8 * s)), (ring.full, 1), first,
                                     f"the producer's arrive.expect_tx + {ring.nbytes} bytes "
                                     f"of copies into stage {s}"))
                before.append(L.Inst("mbar_init", (), (u(0), u(8 * s)), (ring.empty, cwarps * c),
                                     first, f"one arrival per consumer warp when stage {s} is "
                                     "read" + (f", in each of the cluster's {c} CTAs (the "
                                               "producer's copies land in all of them)"
                                               if c > 1 else "")))
        for bar in self.once:
            before.append(L.Inst("mbar_init", (), (u(0), u(0)), (bar, 1), first,
                                 "the producer's arrive.expect_tx + the bytes of an operand "
                                 "loaded once"))
        before.append(L.Inst("fence_mbar_init", (), (), (), first,
                             "release the inits at cluster scope, where TMA's complete_tx "
                             "is performed"))
        if c > 1:
            # A peer's multicast copies complete on this CTA's FULL and its consumers arrive
            # on this CTA's EMPTY: the inits come first for every CTA of the cluster.
            before.append(L.Inst("cluster_sync", (), (), ("the cluster's mbarriers are "
                                                          "initialised",)))

    def role_guard(self, before: list, roles: L.WarpRoles, warp: L.Reg) -> tuple[L.Reg, int]:
        """(the predicate of the producer warpgroup's warps, appended to `before`; the block's
        threads with the roles), the producer warpgroup first or, with `producer_last`, after
        the consumers."""
        u, threads = _u, self.fn.threads
        cwarps = 4 * roles.consumers
        if roles.producer_last:
            producer_wg = self.op(before, "setp", "pred", warp, u(cwarps),
                                  attrs=("ge", "u32"), uniform=False,
                                  note=f"warps {cwarps}-{cwarps + 3}: the producer warpgroup")
            if threads != WARPGROUP * roles.consumers:
                raise CompilerBug(f"{threads} threads for {roles.consumers} consumer "
                                  "warpgroups")
            return producer_wg, threads + WARPGROUP
        producer_wg = self.op(before, "setp", "pred", warp, u(4),
                              attrs=("lt", "u32"), uniform=False,
                              note="warps 0-3: the producer warpgroup")
        if threads != WARPGROUP * (1 + roles.consumers):
            raise CompilerBug(f"{threads} threads for 1 + {roles.consumers} warpgroups")
        return producer_wg, threads

    # -- the producer

    def producer_role(self, rest, nodes: list, setup: _Setup, have: set) -> list:
        """The producer warpgroup's program: its registers given back, and in its issuing warp
        the slice of `rest` that streams the copies (`have`: the registers set up before)."""
        roles = nodes[0].roles
        # The producer warpgroup: warp 0 streams the copies; the other three only give back
        # their registers (setmaxnreg is warpgroup-wide).
        prod: list = [L.Inst("setmaxnreg", (), (), ("dec", roles.producer_regs),
                             note="the producer needs few registers: give them to the "
                                  "consumers")]
        issuer = self.slice(rest, nodes, lambda p: self.producer_loop(p, setup), have,
                            lambda n: replace(n, pred=setup.lead))
        one = self.op(prod, "setp", "pred", setup.warp,
                      _u(4 * roles.consumers if roles.producer_last else 0),
                      attrs=("eq", "u32"), uniform=False)
        prod.append(L.If(one, tuple(issuer), (), note="warp 0 of the producer warpgroup",
                         scope="warp"))
        return prod

    def producer_loop(self, p: L.Pipelined, setup: _Setup) -> list:
        """Loop p's producer: its copies slot by slot, each slot armed first."""
        out: list = []
        self.steps(out, p, lambda s, phase, first: self.produce_step(p, s, phase, setup.lead),
                   setup.phase, lambda s, phase: self.produce_turn(s, phase, setup.lead))
        return out

    def produce_step(self, p: L.Pipelined, s: int, phase: L.Reg, lead: L.Reg) -> list:
        """Slot s's copies of p.produce, each ring's first copy preceded by the wait for its
        EMPTY[s] and the expect_tx on its FULL[s]."""
        u = _u
        out: list = []
        free = self.op(out, "sub", "u32", u(1), phase)
        armed: set[str] = set()
        for n in self.slot(p.produce, p, s, lead):
            ring = next((r for r in self.rings if n.op == "tma_load" and
                         n.attr("bar_buffer") == r.full), None)
            if ring is not None and ring.full not in armed:
                # Before the ring's first copy into slot s: its readers have let it
                # go, and FULL[s] learns how many bytes will land.
                armed.add(ring.full)
                out.append(self.wait_empty(ring, s, free, f"stage {s} released (a fresh "
                                           "barrier passes parity 1)"))
                out.append(L.Inst("mbar_expect_tx", (), (u(0), u(8 * s)),
                                  (ring.full, ring.nbytes), lead,
                                  f"stage {s} will receive {ring.nbytes} bytes"))
            out.append(n)
        return out

    def produce_turn(self, s: int, phase: L.Reg, lead: L.Reg) -> list:
        """An iteration past the loop's end on a shared ring: slot s turns with no copy."""
        out: list = []
        free = self.op(out, "sub", "u32", _u(1), phase)
        for ring in self.rings:
            out.append(self.wait_empty(ring, s, free, f"stage {s} released"))
            out.append(_arrive(ring.full, s, lead,
                               f"stage {s} turns with no copy (past the loop's end)"))
        return out

    def wait_empty(self, ring: _Ring, slot: int, parity: L.Operand, note: str) -> L.Inst:
        """The producer's wait for EMPTY[slot]: in a cluster, at cluster scope, to acquire
        what the peer's consumers released with theirs (PTX ISA, "Memory Consistency Model":
        a release and an acquire synchronize only at a scope that holds both threads)."""
        return _wait(ring.empty, slot, parity, note,
                     ("cluster",) if self.peer is not None else ())

    def release(self, ring: _Ring, slot: int, lead: L.Reg, note: str = "") -> tuple:
        """The consumers' release of ring's slot: one arrival per warp on its EMPTY, and in a
        cluster one on the peer's too (its producer's copies land here)."""
        note = note or f"release stage {slot} to the producer"
        own = _arrive(ring.empty, slot, lead, note)
        if self.peer is None:
            return (own,)
        return (own, L.Inst("mbar_arrive_peer", (), (_u(0), _u(8 * slot), self.peer),
                            (ring.empty,), lead, note + " (the peer's, which multicasts here)"))

    def release_all(self, rings, slot: int, lead: L.Reg) -> tuple:
        """release of slot of every ring of `rings`."""
        return tuple(x for ring in rings for x in self.release(ring, slot, lead))

    # -- the consumers

    def pingpong(self, before: list, roles: L.WarpRoles, asynchronous: bool,
                 warp: L.Reg) -> tuple | None:
        """The ping-pong's turns (first warpgroup?, my barrier, the other's, threads), their
        registers appended to `before`; None without a ping-pong."""
        if not roles.pingpong:
            return None
        u = _u
        if roles.consumers != 2 or asynchronous:
            raise CompilerBug("the ping-pong takes two consumer warpgroups whose products "
                              "complete in their step")
        cwarp = warp if roles.producer_last else self.op(before, "sub", "u32", warp, u(4),
                                                         uniform=False)
        wg = self.op(before, "shr", "u32", cwarp, u(2), uniform=False,
                     note="consumer warpgroup")
        first_wg = self.op(before, "setp", "pred", wg, u(0), attrs=("eq", "u32"),
                           uniform=False)
        mine = self.op(before, "add", "u32", wg, u(L.TURN_BARRIERS[0]), uniform=False,
                       note="the barrier where this warpgroup waits for its turn")
        other = self.op(before, "sub", "u32", u(L.TURN_BARRIERS[1]), wg, uniform=False,
                        note="the barrier where the other one does")
        return (first_wg, mine, other, WARPGROUP * roles.consumers)

    def rotations(self, nodes: list) -> dict:
        """id(loop) -> its _Rotation, for the loops whose consume has the rotation's shape."""
        # A loop of one iteration (a walk's masked rest) has no next step to carry into.
        return {id(q): r for q in nodes if q.max_trips is None or q.max_trips > 1
                for r in [_rotation(q.consume, [x.buffers for x in self.rings])]
                if r is not None}

    def consumer_role(self, rest, nodes: list, team: _Consumers) -> list:
        """The consumer warpgroups' program: `rest` as it is, each loop of `nodes` replaced by
        its consumer loop, between the ping-pong's first and last turn handovers."""
        u, turns = _u, team.turns
        cons: list = [L.Inst("setmaxnreg", (), (), ("inc", nodes[0].roles.consumer_regs),
                             note="the consumers hold the accumulators")]
        if turns:
            # Warpgroup 0 takes the first turn: warpgroup 1 hands it over before anything,
            # and warpgroup 0 takes the turn warpgroup 1 hands over after its last product
            # (each arrival meets one wait).
            cons.append(L.Inst("turn_arrive", (), (u(L.TURN_BARRIERS[0]),),
                               (turns[3], "warpgroup 0 takes the first turn"),
                               self.op(cons, "not_p", "pred", turns[0], uniform=False)))
        # (the copies of an operand loaded once are the producer's: the consumers wait)
        cons += _after_once_waits(
            _substitute(rest, nodes, lambda p: self.consumer_loop(p, team), drop=_once_op),
            self.once, lambda: L.Inst("bar_named", (), (), (
                L.ROLE_BARRIERS[1], WARPGROUP * nodes[0].roles.consumers,
                "the consumers meet once after the wait for what is loaded once"),
                note="one meeting point after the wait: ptxas keeps the loop's uniform values "
                     "in uniform registers then"))
        if turns:
            cons.append(L.Inst("turn_sync", (), (u(L.TURN_BARRIERS[0]),),
                               (turns[3], "the turn warpgroup 1 handed over last"), turns[0]))
        return cons

    def consumer_loop(self, p: L.Pipelined, team: _Consumers) -> list:
        """Loop p's consumer: its steps slot by slot, the last products retired after it."""
        out: list = []
        # Each step's products start with their own wgmma.fence (kgen.lower.product: ptxas
        # serializes the pipeline without one per group); the first also orders the
        # accumulators' zeroing before the wgmmas (PTX ISA, "wgmma.fence").
        self.steps(out, p, lambda s, phase, first: self.consume_step(p, s, phase, team, first),
                   team.phase, lambda s, phase: self.consume_turn(s, phase, team.lead),
                   peel=id(p) in team.rotations and team.peel)
        if team.asynchronous:
            out.append(retire(open_commit(p.consume), 0,
                              "the last iteration's products are done", issuer=True))
            if team.phase is not None and id(p) not in team.rotations:
                self.release_last(out, p, team.lead)
        return out

    def release_last(self, out: list, p: L.Pipelined, lead: L.Reg) -> None:
        """After an asynchronous loop on a carried ring (its products retired): the slot of
        its last iteration, which no later step of it releases, released (appended to out), so
        that the next loop (or the next tile's) finds every slot the producer fills free. The
        loop ran trips = ceil((end - start) / step) iterations, the last in slot (trips - 1)
        mod S; none when end <= start."""
        u, S = _u, p.stages
        ran = self.op(out, "setp", "pred", p.start, p.end, attrs=("lt", "u32"))
        span = self.op(out, "add", "u32", self.op(out, "sub", "u32", p.end, p.start),
                       u(p.step - 1))
        # A chunk's step is a power of two (its layout's): a shift.
        trips = self.op(out, "shr", "u32", span, u(p.step.bit_length() - 1),
                        note="the loop's iterations") if p.step & (p.step - 1) == 0 else \
            self.op(out, "div", "u32", span, u(p.step), note="the loop's iterations")
        back = self.op(out, "sub", "u32", trips, u(1))
        last = self.op(out, "and", "u32", back, u(S - 1), note="the slot of its last iteration") \
            if S & (S - 1) == 0 else \
            self.op(out, "rem", "u32", back, u(S), note="the slot of its last iteration")
        for s in range(S):
            here = self.op(out, "and_p", "pred", ran,
                           self.op(out, "setp", "pred", last, u(s), attrs=("eq", "u32")))
            out.append(L.If(here, self.release_all(self.rings, s, lead), (),
                            note=f"the loop's last iteration read stage {s}: release it"))

    def consume_step(self, p: L.Pipelined, s: int, phase: L.Reg, team: _Consumers,
                     first: bool = False) -> list:
        """Slot s's copy of p.consume with its waits and releases (module doc); a rotated
        loop's step as `rotated` gives it (first: in the loop's first round)."""
        if id(p) in team.rotations:
            return self.rotated(p, team.rotations[id(p)], s, phase, team.lead, team.turns,
                                first, team.peel)
        work = self.slot(p.consume, p, s, None)
        slots = {f"{b}{s}": r for b, r in self.ring_of.items()}
        reads = [self.reads(n, slots) for n in work]
        if not team.asynchronous:
            # A wgmma reads its operands until the wgmma_wait that retires its group
            # (PTX ISA, "wgmma.mma_async"): a ring's reads last until that wait.
            reads = _retired(work, reads)
        out = self.guard_reads(work, reads, s, phase, team)
        if team.asynchronous:
            self.release_previous(out, p, s, team.lead)
        return out

    def guard_reads(self, work: list, reads: list, s: int, phase: L.Reg,
                    team: _Consumers) -> list:
        """work (slot s's consume; reads: the rings each node reads) with a wait on a ring's
        FULL[s] before its first read, each product in its ping-pong turn and, in a
        synchronous consumer, each ring's slot released right after its last read."""
        turns = team.turns
        groups = _wgmma_groups(work) if turns else {}
        wait_at = _wait_points(self.rings, reads, groups)
        # What goes before and after each node, placed first (one look at each node after)
        before: dict[int, list] = {}
        after: dict[int, list] = {}
        for ring in self.rings:
            if ring in wait_at:
                before.setdefault(wait_at[ring], []).append(
                    _wait(ring.full, s, phase, f"stage {s} landed"))
        for j0, j1 in groups.items():
            before.setdefault(j0, []).append(_turn(turns, [])[0])
            after.setdefault(j1, []).append(_turn(turns, [])[-1])
        if not team.asynchronous:
            last = {ring: j for j, r in enumerate(reads) for ring in r}
            for ring in self.rings:       # release just after the last read of a ring
                if ring in last:
                    after.setdefault(last[ring], []).extend(self.release(ring, s, team.lead))
        out: list = []
        for j, n in enumerate(work):
            if j in before:
                out += before[j]
            out.append(n)
            if j in after:
                out += after[j]
        return out

    def release_previous(self, out: list, p: L.Pipelined, s: int, lead: L.Reg) -> None:
        """An asynchronous step's tail, appended to `out`: one group left in flight, the
        previous slot of every ring released (none before the loop's first iteration)."""
        # Keep this iteration's products in flight while the previous one's retire:
        # then its stage is free for the producer, and the tensor cores never drain. A step
        # commits a group per product (each with its own fence: kgen.lower.product), so it
        # keeps that many: with two (swiglu's x w1 and x w3) a wait of 1 also retired this
        # step's first product.
        # A tcgen05 step's MMAs are one thread's (its warpgroup's issuer), and only it waits
        # for them: its arrival, after that wait, is the one the slot's EMPTY phase lacks last,
        # so the producer refills the slot after the MMAs read it. (A warp that waited too,
        # with no barrier to hold it back, could fall two commits behind the issuer, and a
        # parity wait would then take the phase after the one it means: PTX ISA,
        # "mbarrier.test_wait/try_wait" tells phases apart by parity only.)
        commits = [x for x in L.walk(out) if x.op in ("wgmma_commit", "tc_commit")]
        out.append(retire(commits[-1], max(len(commits), 1),
                          "the previous iteration's products are done", issuer=True))
        prev = (s - 1) % p.stages
        arrive = self.release_all(self.rings, prev, lead)
        if s:
            out += arrive
        else:
            started = self.op(out, "setp", "pred", p.counter, p.start,
                              attrs=("ne", "u32"))
            out.append(L.If(started, arrive, (),
                            note="not the first iteration: a stage to release"))

    def consume_turn(self, s: int, phase: L.Reg, lead: L.Reg) -> list:
        """An iteration past the loop's end on a shared ring: slot s handed back unread."""
        out: list = []
        for ring in self.rings:
            out.append(_wait(ring.full, s, phase, f"stage {s} turned empty"))
            out.extend(self.release(ring, s, lead, f"hand stage {s} back"))
        return out

    def rotated(self, p: L.Pipelined, rot: _Rotation, s: int, phase: L.Reg, lead: L.Reg,
                turns, first: bool = False, peeled: bool = False) -> list:
        """Iteration s of a rotated consumer (module doc, "The second product a step late"):
        the first product of this iteration, then the second of the previous one, both in
        flight while the rest of this step runs up to what needs the second retired. first:
        the step is in the loop's first round (peeled: `steps`), so slot 0's is the loop's
        first iteration, with no previous one."""
        u, S = _u, p.stages
        prev = (s - 1) % S
        lagged = [r for r in self.rings if set(r.buffers) <= rot.lagged]
        head = [r for r in self.rings if r not in lagged]
        out: list = []

        def wait(rings, slot, parity, note):
            return [_wait(r.full, slot, parity, note) for r in rings]

        def release(rings, slot):
            return list(self.release_all(rings, slot, lead))

        def turn(issue: list) -> list:
            return _turn(turns, issue)
        work = list(self.slot(rot.head, p, s, None))
        slots = {f"{b}{s}": r for b, r in self.ring_of.items()}
        fence = next(j for j, n in enumerate(work) if n.op == "wgmma_fence")
        first_read = next((j for j, n in enumerate(work) if self.reads(n, slots)), fence)
        out += work[:first_read] + wait(head, s, phase, f"stage {s} landed") + \
            list(work[first_read:fence])
        # The previous iteration's second product: its stage landed a step ago (in the last
        # round's parity for slot S - 1); the loop's first iteration has none. On one consumer
        # warpgroup the first round is peeled (`steps`), so no step issues that product behind
        # a branch: a wgmma behind a branch on "not the first iteration" there makes ptxas
        # serialize every wgmma of the kernel, however the branch is written (the wgmmas
        # predicated instead, a bar.sync before it): "(C7519) ... serialized due to program
        # dependence on compiler-inserted WG.AR in divergent path" (ptxas 13.5; FlashAttention-3
        # peels that step too). In the ping-pong (`turns`) ptxas keeps the branch's overlap
        # (no C75xx; its wait_group 1 stay partial waits in the SASS: tests/assemble/
        # test_sass.py), and a peeled round would be a round of code more for each loop.
        behind = list(self.slot(rot.product, p, prev, None))
        none_behind = first and not s
        branched = not s and not first and not peeled
        if not behind or behind[-1].op != "wgmma_commit":
            raise CompilerBug("a rotated product ends with its commit")
        started = None
        if none_behind:
            # An empty group in its place (PTX ISA, "wgmma.commit_group": "an empty
            # wgmma-group"), so every step waits with 1 for its first product.
            out += turn(list(work[fence:]) +
                        [L.Inst("wgmma_commit", (), (), note="an empty group: the loop's "
                                "first iteration has no previous second product")])
        elif branched:
            started = self.op(out, "setp", "pred", p.counter, p.start, attrs=("ne", "u32"))
            was = self.op(out, "sub", "u32", u(1), phase, note="the previous round's parity")
            out.append(L.If(started, tuple(wait(lagged, prev, was, f"stage {prev} landed")), (),
                            note="not the first iteration: the previous one's second product"))
            # The previous product's wgmmas sit in a branch (none before the first step), its
            # commit does not: with none issued it commits an empty group (PTX ISA,
            # "wgmma.commit_group": "an empty wgmma-group"), so the step waits with 1 on
            # every path. A wait of 0 on one path and 1 on the other makes ptxas serialize
            # every wgmma of the kernel: "(C7514) ... serialized due to non wgmma
            # instructions reading accumulator registers of a wgmma between start and end
            # of the pipeline stage" (ptxas 13.5).
            out += turn(list(work[fence:]) +
                        [L.If(started, tuple(behind[:-1]), (), note="the previous iteration's "
                              "second product"),
                         L.Inst("wgmma_commit", (), (), note="an empty group in the loop's "
                                "first step")])
        else:
            parity = phase
            if not s:
                parity = self.op(out, "sub", "u32", u(1), phase,
                                 note="the previous round's parity")
            out += wait(lagged, prev, parity, f"stage {prev} landed")
            out += turn(list(work[fence:]) + behind)
        out.append(L.Inst("wgmma_wait", (), (), (1,),
                          note="this iteration's first product is done; the previous "
                               "one's second " + ("(none) " if none_behind else
                                                  "(if any) " if branched else "") +
                               "still runs"))
        out += release(head, s)
        out += self.slot(rot.early, p, s, None)
        out.append(L.Inst("wgmma_wait", (), (), (0,),
                          note="the previous iteration's second product" +
                               (" (none: the loop's first iteration)" if none_behind else
                                ", if any (none in a loop's first step)," if branched else "") +
                               " is done: its accumulators and A registers are free"))
        if branched:
            out.append(L.If(started, tuple(release(lagged, prev)), ()))
        elif not none_behind:
            out += release(lagged, prev)
        out += self.slot(rot.late, p, s, None)
        # The loop's last iteration issues its own second product: nothing follows to carry it.
        nxt = self.op(out, "add", "u32", p.counter, u(p.step))
        last = self.op(out, "setp", "pred", nxt, p.end, attrs=("ge", "u32"))
        drain = wait(lagged, s, phase, f"stage {s} landed") + \
            turn(list(self.slot(rot.product, p, s, None))) + \
            [L.Inst("wgmma_wait", (), (), (0,), note="the last second product is done" + (
                " (at the ring's last slot)" if s == S - 1 else ""))] + \
            release(lagged, s)
        out.append(L.If(last, tuple(drain), (), note="the loop's last iteration: its second "
                                                     "product now"))
        return out

    def slice(self, nodes, loops: list, make, have: set, once) -> list:
        """The producer's program: of `nodes`, the loops in `loops` as make(loop) gives them,
        the copies of operands loaded once as once(inst) gives them, the control flow around
        them and the address arithmetic that decides it and feeds them (module doc); `have`:
        the registers defined before the roles split."""
        kept, need = _slice(nodes, set(), loops, make, once)
        missing = need - have
        if missing:
            raise CompilerBug(f"warp_specialize: the producer needs registers {sorted(missing)} "
                              "that nothing before it defines")
        return kept


def _split_uniform(body) -> tuple[list, tuple]:
    """body split at its first node that is not address arithmetic (module doc): (what runs in
    every warp before the roles split, with the top-level elects after it moved up; the
    rest)."""
    k = 0
    while k < len(body) and isinstance(body[k], L.Inst) and body[k].op in _SLICEABLE:
        k += 1
    before, rest, seen = list(body[:k]), [], set()
    # An elect of the body's top level (an issuer's lane: kgen.lower.builder.elected) moves up
    # into what every warp runs before the split, where nothing named its predicate yet. As
    # measured with ptxas 13.5: elected past the role split (an If on the warp index), every
    # tcgen05.mma it guards became a loop over the lanes (ELECT, R2UR.BROADCAST, BRA.U.ANY:
    # grouped_gemm on sm_100a, 40 of them, also when elected again right before each MMA);
    # elected before it, none. The leader is the same either way: the whole warp is active at
    # both places.
    for n in body[k:]:
        if type(n) is L.Inst and n.op == "elect" and not _regs(*n.dst, n.pred) & seen:
            before.append(n)
            continue
        rest.append(n)
        seen |= _regs(*L.mentions((n,)))
    return before, tuple(rest)


def _carried(body, nodes: list) -> bool:
    """Whether a program may run several of the loops `nodes`, or one of them more than once
    (a persistent program's loop over its tiles holds it), so that the ring's phase carries
    from one to the next (module doc)."""
    # Loops in different branches of one If (a GEMM's K loop in the whole-tile and the
    # ragged-tile version of the chunk): a program runs one of them, from a fresh ring.
    return (len(nodes) > 1 and not _exclusive(body, nodes)) or _in_loop(body, nodes)


def _in_loop(body, nodes: list) -> bool:
    """Whether one of `nodes` sits inside a Loop of body."""
    return any(_holds(n, nodes) for n in L.loops(body))


def _wait_points(rings: list, reads: list, groups: dict) -> dict:
    """ring -> the index in a step's work before which its FULL wait goes (reads: the rings
    each node reads; groups: the ping-pong's products, fence -> commit)."""
    # Wait just before the first read of a ring (in a ping-pong, before the turn
    # of the product that reads it: a warpgroup waits for its data without
    # holding the tensor cores).
    wait_at = {}
    for ring in rings:
        j = next((j for j, r in enumerate(reads) if ring in r), None)
        if j is not None:
            wait_at[ring] = next((j0 for j0, j1 in groups.items() if j0 <= j <= j1), j)
    return wait_at


def _overlap_header(header: tuple, rotated: int, loops: int) -> tuple:
    """header with a line after its roles saying how many of the `loops` are rotated."""
    if not rotated:
        return header
    rest = "" if rotated == loops else \
        "; the others (one step each, or reading their second product) wait for it there"
    line = ("  overlap: each consumer step issues its first product, then the previous "
            "step's second, and runs its own work up to what needs that one beside it "
            "on the tensor cores (wgmma_wait 1, then 0 just before its accumulators "
            f"or A registers are touched): {rotated} of {loops} loops{rest}")
    at = next((i + 1 for i, ln in enumerate(header) if ln.startswith("  roles:")),
              len(header))
    return header[:at] + (line,) + header[at:]


def _exclusive(body, nodes: list) -> bool:
    """Whether no program runs two of the Pipelined `nodes`: none sits in a loop, and the
    paths to any two part at an If, one in its then and the other in its else."""
    paths: dict[int, tuple] = {}

    def visit(ns, path: tuple) -> bool:
        for n in ns:
            if isinstance(n, L.Pipelined):
                paths[id(n)] = path
            elif isinstance(n, L.If):
                if not (visit(n.then, path + ((id(n), 0),)) and
                        visit(n.else_, path + ((id(n), 1),))):
                    return False
            elif isinstance(n, L.Loop) and _holds(n, nodes):
                return False
        return True

    if not visit(body, ()):
        return False
    ps = [dict(paths[id(q)]) for q in nodes]
    return all(any(k in q and q[k] != v for k, v in p.items())
               for i, p in enumerate(ps) for q in ps[i + 1:])


def _wgmma_groups(work) -> dict[int, int]:
    """Each product's issue in work: the index of its wgmma_fence -> that of its commit."""
    out, start = {}, None
    for j, n in enumerate(work):
        if isinstance(n, L.Inst) and n.op == "wgmma_fence":
            start = j
        elif isinstance(n, L.Inst) and n.op == "wgmma_commit" and start is not None:
            out[start], start = j, None
    if any(not isinstance(n, L.Inst) and any(x.op.startswith("wgmma") for x in L.walk((n,)))
           for n in work):
        raise CompilerBug("the ping-pong takes products issued at the top of a step")
    return out


@dataclass(frozen=True)
class _Rotation:
    """A consume whose last product may issue a step late (module doc, "The second product a
    step late"): `head` runs up to the first product's commit, `product` is the last one's
    issue (wgmma_fence .. wgmma_commit), `early` the rest that needs nothing of it, `late`
    the rest that touches its in-flight registers (or follows what does); `lagged` the
    buffers only that product reads."""
    head: tuple
    product: tuple
    early: tuple
    late: tuple
    lagged: frozenset


# What may move across other instructions when `early` is hoisted above `late`: register
# arithmetic only (no memory, synchronisation or asynchronous op).
_ORDERED = ("ld_", "st_", "bar", "mbar_", "turn_", "cp_async", "tma_", "wgmma", "trap")


def _rotation(consume, rings) -> _Rotation | None:
    """consume split for the rotation, or None where it does not have the shape: two products
    at its top level, each issued as one group (fence .. commit) and retired right after it
    (wgmma_wait 0); the second reads only whole rings (`rings`: their buffers) nothing else
    reads and
    accumulates into registers read in the step only before it (the carried accumulators:
    the step may rescale them), its A registers written only before it; the first and the
    code before it touch none of those."""
    work = list(consume)
    if not all(isinstance(n, L.Inst) for n in work):
        return None
    fences = [j for j, n in enumerate(work) if n.op == "wgmma_fence"]
    commits = [j for j, n in enumerate(work) if n.op == "wgmma_commit"]
    if len(fences) != 2 or len(commits) != 2:
        return None
    (f1, f2), (c1, c2) = fences, commits
    if not (f1 < c1 < f2 < c2) or c2 + 1 >= len(work) or any(
            work[c + 1].op != "wgmma_wait" or work[c + 1].attr("n") != 0 for c in (c1, c2)):
        return None
    product = work[f2:c2 + 1]
    if any(n.op not in ("wgmma_fence", "wgmma", "wgmma_rs", "wgmma_commit", "add64")
           for n in product):
        return None
    if any(n.op.startswith("wgmma") for n in work[:f1] + work[c1 + 2:f2] + work[c2 + 2:]):
        return None
    reads = {n.attrs[i] for n in product for i in L.BUFFER_ATTRS.get(n.op, ())}
    others = {n.attrs[i] for n in work[:f2] + work[c2 + 1:] if n.op != "shared_addr"
              for i in L.BUFFER_ATTRS.get(n.op, ())}
    if not reads or reads & others or any(reads & set(r) and not set(r) <= reads
                                          for r in rings) or not reads <= {b for r in rings
                                                                          for b in r}:
        return None
    # The registers the hardware reads or writes while the group is in flight: accumulators
    # and A fragments (PTX ISA, "wgmma.mma_async": touching them before the wgmma_wait that
    # retires the group is undefined).
    acc = {d.id for n in product for d in n.dst if n.op.startswith("wgmma")}
    afr = {o.id for n in product if n.op == "wgmma_rs"
           for o in n.src[:len(n.src) - 1 - len(n.dst)] if isinstance(o, L.Reg)}
    inside = {d.id for n in product for d in n.dst if not n.op.startswith("wgmma")}
    needs = {o.id for n in product for o in (*n.src, n.pred) if isinstance(o, L.Reg)} - inside

    def regs(nodes, reads_only=False) -> set:
        """The registers the instructions (work holds only those) name, or only read: what
        L.mentions gives, without a generator per operand (a wgmma names a hundred)."""
        out = {o.id for n in nodes for o in n.src if type(o) is L.Reg}
        out.update([n.pred.id for n in nodes if n.pred is not None])
        if not reads_only:
            out.update([d.id for n in nodes for d in n.dst])
        return out

    def writes(nodes) -> set:
        return {d.id for n in nodes for d in n.dst}
    head, mid, post = work[:c1 + 1], work[c1 + 2:f2], work[c2 + 2:]
    rest = mid + post
    if regs(head) & (acc | afr) or writes(head) & needs or regs(post) & acc or \
            writes(post) & needs or regs(work[:f2] + work[c2 + 1:]) & inside:
        return None
    early, late = [], []
    late_r: set = set()
    late_w: set = set()
    held = acc | afr
    for n in rest:
        r, w = regs((n,), True), {d.id for d in n.dst}
        if not held.isdisjoint(r | w) or not r.isdisjoint(late_w) or \
                not w.isdisjoint(late_r) or not w.isdisjoint(late_w) or \
                (late and n.op.startswith(_ORDERED)):
            late.append(n)
            late_r |= r
            late_w |= w
        else:
            early.append(n)
    return _Rotation(tuple(head), tuple(product), tuple(early), tuple(late), frozenset(reads))


# The asynchronous matrix instructions (wgmma's, tcgen05's), read until a wait for all retires
# them (_waits_all).
_MATRIX = frozenset(("wgmma", "wgmma_rs", "tc_mma"))


def _waits_all(n: L.Inst) -> bool:
    return n.op == "wgmma_wait" and n.attr("n") == 0 or \
        n.op == "tc_wait" and n.attr("keep") == 0


def _retired(work, reads: list) -> list:
    """reads (the rings each node of work reads) with a ring read by a wgmma also counted
    as read up to the node that holds the next wgmma_wait 0 (where the read ends)."""
    out = [set(r) for r in reads]
    pending: set = set()
    for j, n in enumerate(work):
        out[j] |= pending
        if type(n) is L.Inst:        # most of a step: the loop below for one instruction
            if n.op in _MATRIX:
                pending |= reads[j]
            elif _waits_all(n):
                pending = set()
            continue
        insts = list(L.walk((n,)))
        # the index of the node's last product: a wait for all after it ends every read
        last = max((i for i, x in enumerate(insts) if x.op in _MATRIX), default=-1)
        for i, x in enumerate(insts):
            if x.op in _MATRIX:
                pending |= reads[j]
            elif i > last and _waits_all(x):
                pending = set()
    return out


def _regs(*operands) -> set[int]:
    return {o.id for o in operands if isinstance(o, L.Reg)}


def _reads(nodes) -> set[int]:
    """Registers the nodes read before (or without) defining them."""
    used, defined = set(), set()

    def add(o):
        if isinstance(o, L.Reg) and o.id not in defined:
            used.add(o.id)

    def visit(ns):
        for n in ns:
            if isinstance(n, L.Inst):
                for x in (*n.src, n.pred):
                    add(x)
                defined.update(d.id for d in n.dst)
            elif isinstance(n, L.If):
                add(n.cond)
                visit(n.then)
                visit(n.else_)
            else:
                add(n.start)
                add(n.end)
                defined.add(n.counter.id)
                visit(n.body)
    visit(nodes)
    return used


def _slice(nodes, need: set, loops: list, make, once) -> tuple[list, set]:
    """Backwards over nodes: (what of them the producer keeps, the registers it needs at
    their start), given what it needs after them."""
    out: list = []
    need = set(need)
    for n in reversed(nodes):
        if isinstance(n, L.Pipelined):
            if any(n is q for q in loops):
                body = make(n)
                need |= _reads(body)
                out.extend(reversed(body))
        elif isinstance(n, L.Inst) and _once_op(n):
            out.append(once(n))
            need |= _regs(*n.src)
        elif isinstance(n, L.Inst):
            if any(d.id in need for d in n.dst):
                if n.op not in _SLICEABLE and n.op not in _SLICE_READS:
                    raise CompilerBug(f"warp_specialize: the producer would need '{n.op}' "
                                      f"({n.note or 'no note'}): only address arithmetic and "
                                      "index reads may feed its copies and its control flow")
                out.append(n)
                if n.pred is None:
                    # a guarded write keeps the old value where its guard is off: what set
                    # it (a load's `mov r, 0` for an entry past a table) stays needed
                    need -= {d.id for d in n.dst}
                need |= _regs(*n.src, n.pred)
        elif isinstance(n, L.If):
            then, n1 = _slice(n.then, need, loops, make, once)
            else_, n2 = _slice(n.else_, need, loops, make, once)
            if then or else_:
                out.append(replace(n, then=tuple(then), else_=tuple(else_)))
                need = n1 | n2 | _regs(n.cond)
        else:
            inner = set(need)
            while True:       # the loop's back edge: what its body needs at its start
                body, nb = _slice(n.body, inner, loops, make, once)
                if nb <= inner:
                    break
                inner |= nb
            if body:
                out.append(replace(n, body=tuple(body)))
                need = ((inner | nb) - {n.counter.id}) | _regs(n.start, n.end)
    out.reverse()
    return out, need


def _substitute(nodes, loops: list, make, drop=lambda n: False) -> list:
    """nodes with every loop of `loops` replaced by make(loop), the instructions `drop` holds
    left out."""
    out: list = []
    for n in nodes:
        if isinstance(n, L.Pipelined) and any(n is q for q in loops):
            out += make(n)
        elif isinstance(n, L.If):
            out.append(replace(n, then=tuple(_substitute(n.then, loops, make, drop)),
                               else_=tuple(_substitute(n.else_, loops, make, drop))))
        elif isinstance(n, L.Loop):
            out.append(replace(n, body=tuple(_substitute(n.body, loops, make, drop))))
        elif not (isinstance(n, L.Inst) and drop(n)):
            out.append(n)
    return out


def _after_once_waits(nodes, once: tuple, meet) -> list:
    """nodes with meet() (the consumers' named barrier, a node of its own at each place) after
    each wait on a barrier of an operand loaded once. Measured on attention (sm_90a, ptxas 13.5): after the wait's
    try_wait loop alone, ptxas moved the wgmma descriptors and the loop's uniform values out of
    the uniform registers (42,464 SASS instructions for the four kernels, R2UR 1,098 -> 1,832,
    predicates spilled to registers: P2R 362 -> 516); with the consumers' bar.sync after it,
    40,160 (the cp.async staging's own bar.sync there: 39,992)."""
    out: list = []
    for n in nodes:
        if isinstance(n, L.If):
            n = replace(n, then=tuple(_after_once_waits(n.then, once, meet)),
                        else_=tuple(_after_once_waits(n.else_, once, meet)))
        elif isinstance(n, L.Loop):
            n = replace(n, body=tuple(_after_once_waits(n.body, once, meet)))
        out.append(n)
        if isinstance(n, L.Inst) and n.op == "mbar_wait" and n.attr("buffer") in once:
            out.append(meet())
    return out


def _once_op(n: L.Inst) -> bool:
    """n is the arrive or a copy of an operand loaded once (module doc): outside the Pipelined
    nodes, whose copies name no barrier until slot() gives them the ring's."""
    return n.op in ("tma_load", "mbar_expect_tx")


def _once_barriers(body) -> tuple[str, ...]:
    """The mbarriers of the operands loaded once (module doc), in order; refuses one in a
    loop (it would be refilled while the consumers of the previous trip may read it)."""
    out: dict[str, None] = {}

    def visit(nodes, looped: bool) -> None:
        for n in nodes:
            if isinstance(n, L.Inst) and _once_op(n):
                if looped:
                    raise CompilerBug(f"warp_specialize: an operand loaded once inside a loop "
                                      f"({n.note}): its buffer would be refilled per trip")
                out[n.attr("bar_buffer") if n.op == "tma_load" else n.attr("buffer")] = None
            elif isinstance(n, L.If):
                visit(n.then, looped)
                visit(n.else_, looped)
            elif isinstance(n, L.Loop):
                visit(n.body, True)
    visit(body, False)
    return tuple(out)


def _u(v: int) -> L.Imm:
    return L.Imm(v, "u32")


def _wait(barrier: str, slot: int, parity: L.Operand, note: str, scope: tuple = ()) -> L.Inst:
    """mbar_wait on barrier[slot] for `parity` (scope: ("cluster",) to acquire at cluster
    scope, kgen.lir.ops)."""
    return L.Inst("mbar_wait", (), (_u(0), _u(8 * slot), parity), (barrier, *scope), note=note)


def _arrive(barrier: str, slot: int, lead: L.Reg, note: str) -> L.Inst:
    """One arrival on barrier[slot], by each warp's elected lane (`lead`)."""
    return L.Inst("mbar_arrive", (), (_u(0), _u(8 * slot)), (barrier,), lead, note)


def _turn(turns, issue: list) -> list:
    """issue inside this warpgroup's turn at the tensor cores (the ping-pong's named barriers,
    `turns`: (first warpgroup?, my barrier, the other's, threads)); as it is without turns."""
    if not turns:
        return list(issue)
    return [L.Inst("turn_sync", (), (turns[1],), (turns[3], "wait for this warpgroup's turn at "
                                                  "the tensor cores")),
            *issue,
            L.Inst("turn_arrive", (), (turns[2],), (turns[3], "products issued: the other "
                                                    "warpgroup's turn"))]


def _map(nodes, f) -> tuple:
    out = []
    for n in nodes:
        if isinstance(n, L.Inst):
            out.append(f(n))
        elif isinstance(n, L.If):
            out.append(replace(n, then=_map(n.then, f), else_=_map(n.else_, f)))
        elif isinstance(n, L.Loop):
            out.append(replace(n, body=_map(n.body, f)))
        else:
            raise CompilerBug("a Pipelined node inside a Pipelined part")
    return tuple(out)

