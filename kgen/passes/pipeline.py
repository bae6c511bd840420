"""Software pipelining: `Pipelined` loops rewritten into an S-stage schedule, with the copy
protocol of the node's target plugged in.

A scheduler that wants a loop's global -> shared copies to overlap the work on earlier steps does
not write the pipeline: it emits one `L.Pipelined` node, with `produce` (the copies of ONE step,
and their address arithmetic) and `consume` (the work reading them), both written for
single-buffered shared buffers, and `copy` naming how its copies complete (PROTOCOLS).
`pipeline_loops` runs right after lowering and turns every such node into the S-stage schedule,
which has no knowledge of what is copied or computed, so a GEMM, attention and a memory-bound
kernel get the same pipeline on every target. The structure is the same for every protocol: S
shared slots, the first S - 1 steps filled before the loop, and step kt refilling the slot step
kt - 1 read with step kt + S - 1:

    produce(start + d * step) into slot d                    for d = 0 .. S-2   (prologue)
    for base = start; base < end; base += S * step:          (unrolled S times)
        kt = base + j * step                                 for j = 0 .. S-1
        produce(kt + (S-1) * step) into slot (j + S-1) % S
        if kt < end: consume(kt) from slot j

What a protocol changes is where a step's copies are known complete:

- "cp.async" (sm_80 and later: PTX ISA 9.7.9.25.3, cp.async.commit_group / wait_group): each
  produce ends in a commit; step j first waits until at most S - 2 groups are pending (its own
  group, committed S - 1 groups ago, has landed), and a wait for 0 after the loop drains.
  A consume that leaves its matrix group in flight (`in_flight`: products on streamed operands
  accumulating in place, sm_90a's kgen.lower.product.product_wgmma and sm_100a's
  kgen.lower.tcgen05.product_tcgen05) keeps the stage it read busy until a wait retires the
  group (PTX ISA, "wgmma.mma_async", Async Proxy: the operands may be read until then; a
  tcgen05.mma's until its commit's mbarrier phase), so the copies run S - 2 steps ahead, not
  S - 1: every consumed step ends with a wait that leaves one group in flight (wgmma.wait_group
  1; a tc_wait keep 1 on the step before's commit), which retires the step before's
  products, and step kt refills the stage step kt - 2 read after the barrier that begins it
  (kgen.passes.barriers counts the reads until their wait: `_Reading`). A step past the end
  issues no products and waits for all, as its copies (zeros) refill the stage the last
  products read; a wait for all after the loop drains. With 2 stages there is no stage to
  spare: each step waits for its products before the next copies.
- "registers" (CDNA: global -> VGPR -> LDS; no asynchronous global -> LDS copy before gfx950):
  produce is split into its fetch (the global loads into registers, and what they need) and its
  deposit (the shared-memory writes of those registers, and what only they need). The fetch of
  step kt + S - 1 goes out before step kt's work and its deposit follows that work, so the load
  latency hides behind the work; the wait is the register dependence itself, which the AMD back
  end turns into an s_waitcnt vmcnt before the first write (CDNA3 ISA 4.4, "Data Dependency
  Resolution": vector memory loads return in order and decrement VM_CNT). With no groups to
  count, a step at or past `end` does nothing at all (fetch, work and deposit share its guard),
  and nothing is pending after the loop.

"tma" (sm_90a's bulk tensor copies, completing on mbarriers) is listed for the schedulers'
notes; its loops carry warp roles and belong to kgen.passes.specialize, so this pass refuses one.

Wave groups (`roles=L.WaveGroups(2)`; CDNA's 8-wave ping-pong, over the registers protocol and
2 slots): the block's waves form two groups that run the same loop one barrier apart, so that one
group's matrix phase shares its interval with the other group's memory phase and the matrix unit
is never idle for lack of issue. consume is split into its memory phase (the LDS reads and what
they need) and its matrix phase (the rest: registers only, which this pass checks). Per step kt,
reading slot kt % 2: deposit step kt + 1 (whose loads went out a step ago) into the other slot,
fetch step kt + 2 into the same registers, read step kt's operands; a barrier; the matrix phase at
raised issue priority (s_setprio); a barrier. Before the loop every wave deposits step 0 into slot
0 and fetches step 1; after a barrier, group 1 passes one extra barrier (`bar_group`) and group 0
passes one after the loop, so at every barrier in between group 1 is one interval behind. In
intervals: group 0 writes step kt + 1 in 2kt + 1, group 1 in 2kt + 2, both read it in 2kt + 3 and
2kt + 4, and the previous reads of that slot (step kt - 1) were in 2kt - 1 and 2kt: two slots
suffice. The barriers are placed here (they shape the phases) and proven by
barriers.verify_group_barriers, which finds any other order's race or shared matrix interval.

The counter is in the node's own units (the GEMM counts K in elements, step BK); the loop above
has the node's zero-trip and ragged behaviour: no consume runs at or past `end`. Copies ARE issued
past the end (every path then issues the same copies, so the wait counts, the barriers and their
proofs do not depend on the trip count): `produce` must be harmless there, e.g. copies of 0 bytes
(zero-filled) from an in-bounds address, or guarded-off loads. The barriers come from
insert_barriers afterwards, and verify_async_copies / verify_barriers prove the result.

Buffers. Each buffer of the node becomes S slots `<name><i>`; slot i of the node's buffer set
lies at the set's place plus i times its span (per stage A then B for buffers declared A, B), and
shared buffers after the set move up to make room. Slot 0 keeps the original offset, and outside
every Pipelined node a buffer's name means slot 0, so a scheduler may use the buffers on a
non-pipelined path too (the GEMM's unaligned fallback does).

Registers. Every clone of `produce` gets fresh registers (ids above the function's largest) for
everything it defines; each clone of `consume` gets fresh ones for its per-step temporaries
(registers defined there that nothing outside the clone mentions), while what it carries across
steps (accumulators, initialised outside) keeps its registers.

Refused with CompilerBug (the scheduler broke the contract): a `produce` with anything but address
arithmetic (with the global loads an address needs: a page table's entries) and its protocol's
copies into the node's buffers (no control flow, no commit or wait:
this pass places them), or whose results are read outside it; a `consume` that writes the buffers
or issues copies of the protocol itself; fewer than 2 stages; a non-u32 or non-uniform counter; a
buffer not in Function.shared or pipelined at two different depths or in two different sets; an
unknown protocol.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..lir import ops as L
from ..errors import CompilerBug

# What `produce` may contain besides its copies: address arithmetic, bounds tests and selections.
# A gather's subscripts divide (a convolution's tap and channel from its reduction index:
# kgen.lower.runs); kgen.passes.divide, after this pass, makes the divisions multiplies. A
# swizzled tile's address xors (the staged rows of a wide cp.async tile: n 256 on sm_90a).
_ADDRESS_OPS = frozenset({"mov", "add", "sub", "mul", "div", "rem", "min", "max", "shl", "shr",
                          "and", "or", "xor", "not", "neg", "abs", "mul_wide", "add64", "shl64",
                          "cvt_u64", "setp", "and_p", "or_p", "not_p", "selp"})
_ASYNC_OPS = frozenset({"cp_async", "cp_async_commit", "cp_async_wait"})
# A global load whose value an address needs (a paged stream's page-table entry, read in the
# step the copies are for): synchronous, of a tensor the kernel never stores, guarded by its
# bounds, so harmless at any step, past the end too.
_INDEX_READS = frozenset({"ld_global"})


@dataclass(frozen=True)
class Protocol:
    """How one target's copies into shared memory complete (module doc).

    `fills`: the ops of `produce` that write the node's buffers; `moves`: the other data
    movement it may hold; `groups`: completion by commit groups and waits (the pass places
    them), else by register dependences (produce is split into fetch and deposit); `how`:
    the words for notes ("streamed by cp.async")."""
    name: str
    fills: frozenset[str]
    moves: frozenset[str]
    groups: bool
    how: str


PROTOCOLS: dict[str, Protocol] = {p.name: p for p in (
    Protocol("cp.async", frozenset({"cp_async"}), frozenset(), groups=True, how="by cp.async"),
    # The deposit may repack what was loaded (CDNA's MN-contiguous operands pair the 16-bit
    # halves of two rows with v_perm: `cvt`) before it writes.
    Protocol("registers", frozenset({"st_shared"}), frozenset({"ld_global", "cvt"}),
             groups=False, how="through registers"),
    # sm_90a: one bulk tensor copy per box, completing on an mbarrier (PTX ISA,
    # "cp.async.bulk.tensor"); only under warp roles (kgen.passes.specialize), never this pass's.
    Protocol("tma", frozenset({"tma_load"}), frozenset(), groups=True,
             how="by TMA from a producer warpgroup"),
)}


def pipeline_loops(fn: L.Function) -> L.Function:
    """`fn` with every Pipelined node rewritten into the S-stage schedule of its protocol
    (module doc); a function without one comes back as it is."""
    nodes = list(pipelined_nodes(fn.body))
    if not nodes:
        return fn
    return _Pass(fn, nodes).run()


def as_loop(n: L.Pipelined) -> L.Loop:
    """What a Pipelined node means, without overlap: `produce` then `consume` each step, with a
    wait for the copies between them. A reference for tests (the LIR interpreter runs it)."""
    wait = (L.Inst("cp_async_commit", (), ()), L.Inst("cp_async_wait", (), (), (0,)))
    return L.Loop(n.counter, n.start, n.end, n.step, (*n.produce, *wait, *n.consume), n.note)


def in_flight(consume) -> bool:
    """Whether consume ends with matrix groups in flight (committed, no wait for all of them
    after): an asynchronous consumer."""
    return open_commit(consume) is not None


def open_commit(consume) -> L.Inst | None:
    """The last commit of consume's matrix groups still in flight at its end (wgmma_commit,
    or tcgen05's tc_commit), None where a wait retires every group after it."""
    open_ = None
    for n in L.walk(consume):
        if n.op in ("wgmma_commit", "tc_commit"):
            open_ = n
        elif n.op == "wgmma_wait" and n.attr("n") == 0 or \
                n.op == "tc_wait" and n.attr("keep") == 0:
            open_ = None
    return open_


def retire(commit: L.Inst, keep: int, note: str, issuer: bool = False) -> L.Inst:
    """The wait that leaves the `keep` newest of commit's kind of groups in flight: wgmma's
    wait_group, or tcgen05's wait on the mbarrier of the commit `keep` before the last
    (counted by the commit's count register, kgen.lir.ops); `issuer`: by the committing
    thread alone (the commit's guard)."""
    if commit.op == "wgmma_commit":
        return L.Inst("wgmma_wait", (), (), (keep,), note=note)
    return L.Inst("tc_wait", (), commit.src, (commit.attr("buffer"), keep),
                  commit.pred if issuer else None, note)


def pipelined_nodes(nodes):
    """The Pipelined loops among nodes, at any depth, in program order."""
    for n in nodes:
        if type(n) is L.Inst:
            continue
        if isinstance(n, L.If):
            yield from pipelined_nodes(n.then)
            yield from pipelined_nodes(n.else_)
        elif isinstance(n, L.Loop):
            yield from pipelined_nodes(n.body)
        elif isinstance(n, L.Pipelined):
            yield n


def _mentions(nodes, out: dict[int, int]) -> dict[int, int]:
    """How often each register id is mentioned in `nodes` (into `out`). On the compile path:
    one tight loop over operands."""
    get, Reg, Inst = out.get, L.Reg, L.Inst
    for n in nodes:
        if type(n) is Inst:
            for r in n.dst:
                out[r.id] = get(r.id, 0) + 1
            for r in n.src:
                if type(r) is Reg:
                    out[r.id] = get(r.id, 0) + 1
            if n.pred is not None:
                out[n.pred.id] = get(n.pred.id, 0) + 1
        elif isinstance(n, L.If):
            out[n.cond.id] = get(n.cond.id, 0) + 1
            _mentions(n.then, out)
            _mentions(n.else_, out)
        else:
            for r in (n.counter, n.start, n.end):
                if type(r) is Reg:
                    out[r.id] = get(r.id, 0) + 1
            _mentions(n.body if isinstance(n, L.Loop) else (*n.produce, *n.consume), out)
    return out


def _defined_first(nodes) -> list[L.Reg]:
    """The registers whose first mention in `nodes` (program order) is a definition."""
    out: list[L.Reg] = []
    _first_mentions(nodes, set(), out)
    return out


def _first_mentions(nodes, seen: set[int], out: list[L.Reg]) -> None:
    """_defined_first's walk (a module function: a closure naming itself would be a reference
    cycle, left for the cyclic collector)."""
    for n in nodes:
        if isinstance(n, L.Inst):
            for r in (*n.src, n.pred):
                if isinstance(r, L.Reg):
                    seen.add(r.id)
            for d in n.dst:
                if d.id not in seen:
                    seen.add(d.id)
                    out.append(d)
        elif isinstance(n, L.If):
            seen.add(n.cond.id)
            _first_mentions(n.then, seen, out)
            _first_mentions(n.else_, seen, out)
        else:
            for r in (n.start, n.end):
                if isinstance(r, L.Reg):
                    seen.add(r.id)
            if n.counter.id not in seen:
                seen.add(n.counter.id)
                out.append(n.counter)
            _first_mentions(n.body if isinstance(n, L.Loop) else (*n.produce, *n.consume),
                            seen, out)


class _Pass:
    def __init__(self, fn: L.Function, nodes: list[L.Pipelined]):
        self.fn = fn
        self.total = _mentions(fn.body, {})
        self.next_id = max(self.total, default=0)
        self.depth: dict[str, int] = {}      # buffer -> stages
        self.sets: list[tuple[str, ...]] = []
        self.fetch: dict[int, list[bool]] = {}     # id(node) -> its produce's fetch (registers)
        self.reads: dict[int, list[bool]] = {}     # id(node) -> its consume's reads (ping-pong)
        for n in nodes:
            self._check(n)

    def run(self) -> L.Function:
        shared = list(self.fn.shared)
        for names in self.sets:
            shared = _multi_buffer(shared, names, self.depth[names[0]])
        self.outside = {b: f"{b}0" for b in self.depth}
        return replace(self.fn, body=self._rewrite(self.fn.body), shared=tuple(shared))

    # -- the contract

    def _check(self, n: L.Pipelined) -> None:
        what = f"Pipelined loop ({n.note or 'no note'})"
        if n.stages < 2:
            raise CompilerBug(f"{what}: a pipeline needs at least 2 stages, got {n.stages}")
        if n.step <= 0:
            raise CompilerBug(f"{what}: the step must be positive, got {n.step}")
        if n.counter.ty != "u32" or not n.counter.uniform:
            raise CompilerBug(f"{what}: the counter must be a uniform u32, got {n.counter}")
        if not n.buffers:
            raise CompilerBug(f"{what}: no buffers to multi-buffer")
        names = {b.name for b in self.fn.shared}
        for b in n.buffers:
            if b not in names:
                raise CompilerBug(f"{what}: buffer {b} is not in Function.shared")
            taken = [f"{b}{i}" for i in range(n.stages) if f"{b}{i}" in names]
            if taken:
                raise CompilerBug(f"{what}: the slots of {b} would take the name {taken[0]}, "
                                  "which another shared buffer has")
            if self.depth.setdefault(b, n.stages) != n.stages:
                raise CompilerBug(f"{what}: buffer {b} is pipelined at {self.depth[b]} and "
                                  f"{n.stages} stages")
        if n.buffers not in self.sets:
            if any(set(s) & set(n.buffers) for s in self.sets):
                raise CompilerBug(f"{what}: buffers {', '.join(n.buffers)} overlap another "
                                  "pipelined set")
            self.sets.append(n.buffers)
        proto = PROTOCOLS.get(n.copy)
        if proto is None:
            raise CompilerBug(f"{what}: no copy protocol {n.copy!r}; known: "
                              f"{', '.join(PROTOCOLS)}")
        if proto.fills == {"tma_load"}:
            raise CompilerBug(f"{what}: TMA copies complete on mbarriers, under warp roles "
                              "(kgen.passes.specialize), not in this pass's commit groups")
        fills = " and ".join(sorted(proto.fills | proto.moves))
        for x in n.produce:
            if not isinstance(x, L.Inst):
                raise CompilerBug(f"{what}: produce holds a {type(x).__name__}; it is straight-"
                                  f"line address arithmetic and {fills}")
            if x.op in proto.fills:
                if x.attr("buffer") not in n.buffers:
                    raise CompilerBug(f"{what}: produce copies into {x.attr('buffer')}, not one "
                                      f"of its buffers {', '.join(n.buffers)}")
            elif x.op not in _ADDRESS_OPS and x.op not in proto.moves and \
                    x.op not in _INDEX_READS:
                raise CompilerBug(f"{what}: produce holds {x.op} ({x.note}); expected only "
                                  f"address arithmetic and {fills} ({proto.name} copies)")
        if not proto.groups:     # which of produce is fetch, for _expand
            self.fetch[id(n)] = _split(what, n.produce)
        if isinstance(n.roles, L.WarpRoles):
            raise CompilerBug(f"{what}: warp roles are warp_specialize's, which takes them at "
                              "the top level of the function only")
        if isinstance(n.roles, L.WaveGroups):
            self._check_groups(what, n, proto)
        if n.rings:
            raise CompilerBug(f"{what}: mbarrier rings {n.rings} without warp roles; "
                              f"{proto.name} copies complete {proto.how}")
        inside = _mentions(n.produce, {})
        local = {r.id for r in _defined_first(n.produce)}
        for x in n.produce:
            for r in x.dst:
                if r.id not in local or inside.get(r.id) != self.total.get(r.id):
                    raise CompilerBug(f"{what}: produce writes {r} ({x.op}: {x.note}), which is "
                                      "mentioned outside it: its value would be one step's")
        self._check_consume(what, n, n.consume)

    def _check_groups(self, what: str, n: L.Pipelined, proto: Protocol) -> None:
        """The ping-pong's contract (module doc, "Wave groups"): two groups, two slots, copies
        through registers, a power-of-two step, and a consume that splits into its LDS reads
        and a phase of register-only work."""
        if n.roles.groups != 2:
            raise CompilerBug(f"{what}: the ping-pong hands over between 2 wave groups, not "
                              f"{n.roles.groups}")
        if proto.groups or n.stages != 2:
            raise CompilerBug(f"{what}: the ping-pong stages through registers into 2 slots; "
                              f"got {n.stages} stages of {proto.name} copies")
        if n.step & (n.step - 1):
            raise CompilerBug(f"{what}: the ping-pong counts steps with a shift; the step "
                              f"{n.step} is not a power of two")
        self.reads[id(n)] = _split_reads(what, n.consume)

    def _check_consume(self, what: str, n: L.Pipelined, nodes) -> None:
        for x in nodes:
            if isinstance(x, L.If):
                self._check_consume(what, n, x.then)
                self._check_consume(what, n, x.else_)
            elif isinstance(x, L.Loop):
                self._check_consume(what, n, x.body)
            elif isinstance(x, L.Pipelined):
                raise CompilerBug(f"{what}: a Pipelined loop inside consume")
            elif x.op in _ASYNC_OPS:
                raise CompilerBug(f"{what}: consume issues {x.op} ({x.note}); the pass owns the "
                                  "copies and their groups")
            elif x.op in ("st_shared", "tma_load", "mbar_init") and \
                    x.attr("buffer") in n.buffers:
                raise CompilerBug(f"{what}: consume writes buffer {x.attr('buffer')} ({x.op}: "
                                  f"{x.note}); only produce fills the pipelined buffers")

    # -- the rewrite

    def _fresh(self, like: L.Reg) -> L.Reg:
        return self._new(like.ty, like.uniform)

    def _new(self, ty: str, uniform: bool) -> L.Reg:
        self.next_id += 1
        return L.Reg(self.next_id, ty, uniform)

    def _rewrite(self, nodes) -> tuple:
        out: list[L.Node] = []
        # Outside the loops a buffer's name means slot 0: the instructions that name one,
        # renamed in one clone.
        named = [i for i, n in enumerate(nodes) if type(n) is L.Inst and n.op in L.BUFFER_ATTRS]
        renamed = dict(zip(named, L.clone([nodes[i] for i in named], {}, self.outside)))
        for i, n in enumerate(nodes):
            if type(n) is L.Inst:
                out.append(renamed.get(i, n))
            elif isinstance(n, L.Pipelined):
                out += self._expand(n)
            elif isinstance(n, L.If):
                out.append(L.rebuilt(n, then=self._rewrite(n.then),
                                     else_=self._rewrite(n.else_)))
            else:
                out.append(L.rebuilt(n, body=self._rewrite(n.body)))
        return L.kept(nodes, out)

    def _copy(self, nodes, counter: L.Reg, value: L.Operand, slot: int, names, local):
        """One clone of a region: the counter read as `value`, slot `slot` of the buffers,
        fresh registers for `local`."""
        regs: dict[int, L.Operand] = {r.id: self._fresh(r) for r in local}
        if value is not counter:
            regs[counter.id] = value
        return L.clone(nodes, regs, {b: f"{b}{slot}" for b in names})

    def _consume_local(self, n: L.Pipelined) -> list[L.Reg]:
        """consume's per-step temporaries: registers it defines that nothing outside mentions."""
        inside = _mentions(n.consume, {})
        return [r for r in _defined_first(n.consume) if inside.get(r.id) == self.total.get(r.id)]

    def _expand(self, n: L.Pipelined) -> list[L.Node]:
        if isinstance(n.roles, L.WaveGroups):
            return self._pingpong(n)
        S, step, u = n.stages, n.step, (lambda v: L.Imm(v, "u32"))
        produce_local = _defined_first(n.produce)
        consume_local = self._consume_local(n)
        out: list[L.Node] = []

        def at(base: L.Operand, d: int, into: list) -> L.Operand:
            """base + d * step, folded when base is a constant."""
            if d == 0:
                return base
            if isinstance(base, L.Imm):
                return u(int(base.value) + d * step)
            r = self._fresh(n.counter)
            into.append(L.Inst("add", (r,), (base, u(d * step))))
            return r

        proto = PROTOCOLS[n.copy]
        fetch = self.fetch.get(id(n))
        # A consume that leaves its products in flight (module doc, "cp.async") keeps one
        # more slot busy: the copies run one step less ahead. With two slots there is no
        # room for that, and each step waits for its products.
        commit = open_commit(n.consume) if proto.groups else None
        lag = int(commit is not None)
        settle = lag and S < 3
        lag = 0 if settle else lag
        D = S - 1 - lag                 # steps the copies run ahead
        for d in range(D):
            value = at(n.start, d, out)
            out += self._copy(n.produce, n.counter, value, d, n.buffers, produce_local)
            if proto.groups:
                out.append(L.Inst("cp_async_commit", (), (), note=f"group of step {d}"))
        body: list[L.Node] = []
        for j in range(S):
            kt = at(n.counter, j, body)
            ahead = (j + D) % S
            if proto.groups:
                body.append(L.Inst("cp_async_wait", (), (), (D - 1,),
                                   note=f"step {j} of {S}: its own copies have landed"))
            copies = self._copy(n.produce, n.counter, at(kt, D, body), ahead, n.buffers,
                                produce_local)
            work = self._copy(n.consume, n.counter, kt, j, n.buffers, consume_local)
            if lag or settle:
                work = (*work, retire(commit, lag, note=(
                    f"step {j}'s products stay in flight; the step before's retire, so its "
                    f"stage is refilled after the next barrier" if lag else
                    "two stages: the products retire before their stage is refilled")))
            if proto.groups:
                body += copies
                body.append(L.Inst("cp_async_commit", (), (),
                                   note=f"refilled stage {ahead}, {D} steps ahead"))
            else:
                # The loads go out before the work, their registers reach shared memory after
                # it. Past the end nothing of the step runs: no group counts must agree there,
                # and a step that is not consumed needs no data S - 1 steps ahead either.
                work = (*[x for x, f in zip(copies, fetch) if f], *work,
                        *[x for x, f in zip(copies, fetch) if not f])
            live = self._new("pred", True)
            body.append(L.Inst("setp", (live,), (kt, n.end), ("lt", "u32")))
            # A step past the end issues no products; its copies (zeros) may refill the
            # stage the last products read, so those retire there.
            past = (retire(commit, 0, "past the end: the last products retire"),) \
                if lag else ()
            body.append(L.If(live, tuple(work), past, note=f"step {j} of the unrolled {S}"))
        title = f"{S}-stage {proto.name} pipeline" + (
            f", copies {D} steps ahead, one step's products in flight" if lag else "") \
            if proto.groups else \
            f"{S}-stage pipeline {proto.how}, loads {S - 1} step{'s' * (S > 2)} ahead"
        out.append(L.Loop(n.counter, n.start, n.end, S * step, tuple(body),
                          note=f"{n.note}: {title}" if n.note else title))
        if proto.groups:
            out.append(L.Inst("cp_async_wait", (), (), (0,),
                              note="drain: nothing left in flight"))
        if lag:
            out.append(retire(commit, 0, "drain: the last products are in " + (
                "their registers" if commit.op == "wgmma_commit" else "tensor memory")))
        return out

    def _pingpong(self, n: L.Pipelined) -> list[L.Node]:
        """The wave-group ping-pong of node n (module doc, "Wave groups")."""
        u = (lambda v: L.Imm(v, "u32"))
        fetch = self.fetch[id(n)]
        reads = self.reads[id(n)]
        fetch_part = tuple(x for x, f in zip(n.produce, fetch) if f)
        deposit_part = tuple(x for x, f in zip(n.produce, fetch) if not f)
        consume_local = self._consume_local(n)
        # The fetch's registers that the deposit reads are the same in every copy: what step
        # kt + 2's loads bring is carried around the loop in them, and the deposit reads them
        # before the next fetch overwrites them. Every other register of produce is fresh in
        # each copy, so that it lives only there.
        fetched = {r.id for x in fetch_part for r in x.dst}
        carried = {r.id for x in deposit_part for r in (*x.src, x.pred)
                   if isinstance(r, L.Reg) and r.id in fetched}
        produce_local = [r for r in _defined_first(n.produce) if r.id not in carried]
        out: list[L.Node] = []

        def new(op: str, ty: str, *src, attrs=(), into: list, uniform=True, note="") -> L.Reg:
            r = self._new(ty, uniform)
            into.append(L.Inst(op, (r,), tuple(src), tuple(attrs), None, note))
            return r

        def counter(i: L.Operand, d: int, into: list) -> L.Operand:
            """The node's counter at step index i + d: start + (i + d) * step."""
            if isinstance(i, L.Imm) and isinstance(n.start, L.Imm):
                return u(int(n.start.value) + (int(i.value) + d) * n.step)
            at = new("add", "u32", i, u(d), into=into) if d else i
            k = new("mul", "u32", at, u(n.step), into=into)
            if isinstance(n.start, L.Imm) and not n.start.value:
                return k
            return new("add", "u32", k, n.start, into=into)

        def region(nodes, value, slot: int, local=produce_local) -> tuple:
            return self._copy(nodes, n.counter, value, slot, n.buffers, local)

        def work(value, slot: int, into: list) -> None:
            """One step's consume from `slot`: its LDS reads (memory phase), a hand-over
            barrier, its register-only work at raised priority (matrix phase), a barrier."""
            step = region(n.consume, value, slot, consume_local)
            into += [x for x, r in zip(step, reads) if r]
            into.append(L.Inst("bar", (), (), (
                "hand-over: this group's memory phase ends (its LDS reads done); its MFMA phase "
                "starts as the other group's memory phase does",), note="ping-pong hand-over"))
            into.append(L.Inst("setprio", (), (), (1,), note="MFMA phase: issue priority up"))
            into += [x for x, r in zip(step, reads) if not r]
            into.append(L.Inst("setprio", (), (), (0,),
                               note="MFMA phase over: priority back down"))
            into.append(L.Inst("bar", (), (), (
                "hand-over: this group's MFMA phase ends; the other group's MFMA phase starts as "
                "this group's memory phase does",), note="ping-pong hand-over"))

        # The group barriers test the thread index the function computes at its top level, if
        # it does, rather than hold a second copy live across the loop.
        tid = next((x.dst[0] for x in self.fn.body if isinstance(x, L.Inst) and x.op == "tid"),
                   None) or new("tid", "u32", into=out, uniform=False)
        span = n.end if isinstance(n.start, L.Imm) and not n.start.value else \
            new("sub", "u32", n.end, n.start, into=out)
        steps = new("shr", "u32", new("add", "u32", span, u(n.step - 1), into=out),
                    u(n.step.bit_length() - 1), into=out, note=f"steps of {n.step}")
        out += region(n.produce, counter(u(0), 0, out), 0)
        out += region(fetch_part, counter(u(0), 1, out), 1)
        out.append(L.Inst("bar", (), (), ("prologue: every wave's part of step 0 is in LDS slot "
                                          "0 before any wave reads it",),
                          note="ping-pong hand-over"))
        out.append(L.Inst("bar_group", (), (tid,), (1, 2, "group 1 starts one barrier behind: "
                                                     "its memory phases run under group 0's "
                                                     "MFMA phases"), note="ping-pong offset"))
        i = self._new("u32", True)
        body: list[L.Node] = []
        # Trip i's half j fetches step 2i + j + 2, never a step the loop consumes where the
        # loop has at most that many (n.max_trips: the steps across a causal diagonal): no
        # such fetch, and no deposit of what it would bring (half 1 deposits half 0's fetch).
        live = [n.max_trips is None or j + 2 < n.max_trips for j in range(2)]
        for j in range(2):
            at = new("add", "u32", i, u(j), into=body) if j else i
            if j == 0 or live[0]:
                body += region(deposit_part, counter(at, 1, body), 1 - j)
            if live[j]:
                body += region(fetch_part, counter(at, 2, body), 1 - j)
            work(counter(at, 0, body), j, body)
        pairs = new("and", "u32", steps, u(0xFFFFFFFE), into=out)
        out.append(L.Loop(i, u(0), pairs, 2, tuple(body),
                          note=f"{n.note}: ping-pong, two steps per trip" if n.note else
                          "ping-pong, two steps per trip"))
        odd = new("setp", "pred", new("and", "u32", steps, u(1), into=out), u(0),
                  attrs=("ne", "u32"), into=out)
        last: list[L.Node] = []
        work(counter(pairs, 0, last), 0, last)   # its data are in slot 0; nothing to stage
        out.append(L.If(odd, tuple(last), (), note="an odd number of steps: the last one"))
        out.append(L.Inst("bar_group", (), (tid,), (0, 2, "group 0 catches up: both groups have "
                                                    "passed the same number of barriers before "
                                                    "the epilogue"), note="ping-pong offset"))
        return out


def splits_into_phases(consume) -> bool:
    """Whether a loop's step splits into a memory phase and a register-only matrix phase, as
    the wave-group ping-pong asks (module doc, "Wave groups")."""
    try:
        _split_reads("", consume)
    except CompilerBug:
        return False
    return True


def _split_reads(what: str, consume) -> list[bool]:
    """Which instructions of a ping-pong `consume` are its memory phase: the shared-memory
    reads and everything they need; the rest, its matrix phase, must touch no shared memory
    (the other group's memory phase runs beside it) and must not feed the reads (they go
    first). Refused with CompilerBug otherwise."""
    if any(not isinstance(x, L.Inst) for x in consume):
        raise CompilerBug(f"{what}: the ping-pong splits consume into its LDS reads and its "
                          "math, so it is straight-line code")
    read = _with_inputs(consume, lambda x: x.op == "ld_shared")
    written: set[int] = set()      # by the matrix phase so far
    mentioned: set[int] = set()    # read or written by it so far
    for x, r in zip(consume, read):
        srcs = {o.id for o in (*x.src, x.pred) if isinstance(o, L.Reg)}
        dsts = {d.id for d in x.dst}
        if not r:
            if x.op in L.BUFFER_ATTRS:
                raise CompilerBug(f"{what}: the ping-pong's matrix phase would touch shared "
                                  f"memory ({x.op}: {x.note}) while the other group's memory "
                                  "phase runs")
            written |= dsts
            mentioned |= dsts | srcs
        elif srcs & written or dsts & mentioned:
            raise CompilerBug(f"{what}: consume's {x.op} ({x.note}) would move before the math "
                              "that comes first and shares its registers: the reads cannot all "
                              "go first")
    return read


def _with_inputs(insts, seed) -> list[bool]:
    """Which of the straight-line `insts` are seeds (seed(x)) or compute a register that a
    later chosen one reads: the seeds with everything they need, found backwards."""
    need: set[int] = set()
    chosen = [False] * len(insts)
    for i in range(len(insts) - 1, -1, -1):
        x = insts[i]
        if seed(x) or any(r.id in need for r in x.dst):
            chosen[i] = True
            need.update(r.id for r in (*x.src, x.pred) if isinstance(r, L.Reg))
    return chosen


def _split(what: str, produce) -> list[bool]:
    """Which instructions of a registers-protocol `produce` are its fetch: the global loads,
    everything they need, and the other writes of the registers they load into (a zero before
    a guarded load); the rest is the deposit, moved after the step's work. Refused (CompilerBug)
    where the move would reorder a read before a write of the same register."""
    loaded = {r.id for x in produce if x.op == "ld_global" for r in x.dst}
    fetch = _with_inputs(produce, lambda x: x.op == "ld_global" or
                         any(r.id in loaded for r in x.dst))
    written: set[int] = set()
    for x, f in zip(reversed(produce), reversed(fetch)):
        if f:
            written.update(r.id for r in x.dst)
        elif any(isinstance(r, L.Reg) and r.id in written for r in (*x.src, x.pred)):
            raise CompilerBug(f"{what}: produce's {x.op} ({x.note}) reads a register a later "
                              "load's arithmetic writes: it cannot move after the step's work")
    return fetch


def _multi_buffer(shared: list[L.SharedBuffer], names: tuple[str, ...], stages: int):
    """The shared buffers with `names` turned into `stages` slots each: slot i of the set at
    the set's first byte + i * span, per slot in declaration order; buffers at or past the set's
    end move up by (stages - 1) * span. _multi_buffer([A@0 (10), B@10 (6)], ("A", "B"), 2) is
    [A0@0, B0@10, A1@16, B1@26]."""
    group = [b for b in shared if b.name in names]
    first = min(b.offset for b in group)
    end = max(b.offset + b.size for b in group)
    span = end - first
    out: list[L.SharedBuffer] = []
    for b in shared:
        if b.name in names:
            if b is group[0]:
                out += [replace(g, name=f"{g.name}{i}", offset=g.offset + i * span,
                                purpose=f"{g.purpose}, stage {i}")
                        for i in range(stages) for g in group]
        elif b.offset >= end:
            out.append(replace(b, offset=b.offset + (stages - 1) * span))
        else:
            out.append(b)
    return out
