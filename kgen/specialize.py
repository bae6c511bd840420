"""Warp specialization: a pass that turns a `Pipelined` loop into warp roles over an mbarrier ring.

Input (from a scheduler): `Pipelined(counter, start, end, step, produce, consume, buffers, S,
roles=WarpRoles(C, producer_regs, consumer_regs))` somewhere in the function's top-level body.
`produce` fills the single-buffered shared `buffers` for iteration `counter` with TMA copies
(`tma_load`, barrier operands left blank) and the address arithmetic they need; `consume` reads
the buffers (through `shared_addr` of a buffer, ld_shared, or wgmma) and may be asynchronous
(ending in `wgmma_commit`). Everything after the Pipelined node in the body is the consumers'
epilogue; everything before it runs in every warp.

Output (nothing GEMM-specific is assumed):
- the buffers become an S-slot ring (`<buf><s>`, 1024-byte aligned: TMA's swizzled boxes and
  wgmma descriptors address swizzle atoms from there) plus FULL[S] and EMPTY[S] mbarriers, which
  thread 0 initialises (FULL: one arrival, the producer's arrive.expect_tx, plus the bytes the
  copies of one iteration deliver, summed from `produce`; EMPTY: one arrival per consumer warp);
  with `Pipelined.rings` the buffers form several rings (K and V), each with barriers of its
  own (FULL_<buffers>, EMPTY_<buffers>) and the bytes of its own copies;
- warpgroup 0 is the producer (`setmaxnreg.dec`); its warp 0 runs the loop: before the first
  copy into a ring's slot s, wait its EMPTY[s] with parity 1 - phase (a fresh barrier passes
  parity 1), and lane 0 arrives with expect_tx on its FULL[s]; the slot-s copy of `produce`
  completes on the FULL[s] of each copy's ring;
- warpgroups 1..C consume (`setmaxnreg.inc`): run the slot-s copy of `consume`, with a wait on a
  ring's FULL[s] (parity `phase`) before the first part of it that reads the ring, then release:
  an asynchronous consume (wgmma groups) keeps one group in flight (`wgmma_wait 1`) and
  releases the previous slot of every ring, a synchronous one releases each ring's slot right
  after the last part that reads it; after the loop `wgmma_wait 0`, then the epilogue;
- the loop is unrolled by S so slots and barriers are constants; `phase` flips once per round;
  iterations past `end` in a round are skipped by a uniform guard.

The result is proven by `verify_mbarriers` (protocol) and `verify_barriers` (the one block
barrier after the inits, inserted by `insert_barriers`) like any other schedule.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from . import lir as L
from .errors import CompilerBug

WARPGROUP = 128
_RING_ALIGN = 1024


def warp_specialize(fn: L.Function) -> L.Function:
    """fn with every top-level Pipelined node that asks for warp roles rewritten (module doc)."""
    at = [i for i, n in enumerate(fn.body)
          if isinstance(n, L.Pipelined) and isinstance(n.roles, L.WarpRoles)]
    if not at:
        return fn
    if len(at) > 1:
        raise CompilerBug("warp_specialize handles one warp-specialized loop per kernel")
    return _Rewrite(fn).run(at[0])


@dataclass(frozen=True)
class _Ring:
    """One mbarrier ring: its buffers, its FULL and EMPTY barrier arrays, and the bytes one
    iteration's copies deliver into its slot."""
    buffers: tuple[str, ...]
    full: str
    empty: str
    nbytes: int


class _Rewrite:
    def __init__(self, fn: L.Function):
        self.fn = fn
        self.next_id = max((r.id for r in L.registers(fn)), default=0)

    def plan_rings(self, p: L.Pipelined) -> None:
        """self.rings and self.ring_of (buffer -> ring) from p.rings (module doc)."""
        groups = p.rings or (p.buffers,)
        flat = [b for g in groups for b in g]
        if sorted(flat) != sorted(p.buffers) or len(set(flat)) != len(flat):
            raise CompilerBug(f"rings {groups} do not split the buffers {p.buffers}")
        copies = [n for n in L.walk(p.produce) if n.op == "tma_load"]
        if not copies:
            raise CompilerBug("warp_specialize: the produce part issues no TMA copy")
        self.rings = []
        for g in groups:
            name = "" if len(groups) == 1 else "_" + "_".join(g)
            nbytes = sum(n.attrs[2] for n in copies if n.attrs[0] in g)
            if not nbytes:
                raise CompilerBug(f"warp_specialize: no TMA copy fills the ring of {g}")
            self.rings.append(_Ring(g, f"FULL{name}", f"EMPTY{name}", nbytes))
        self.ring_of = {b: r for r in self.rings for b in r.buffers}
        read = set().union(*(self.reads(n, self.ring_of) for n in p.consume))
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
        """The shared layout: other buffers as they were, then S slots of each ring buffer,
        then FULL and EMPTY."""
        ring = {b.name: b for b in self.fn.shared if b.name in p.buffers}
        missing = set(p.buffers) - set(ring)
        if missing:
            raise CompilerBug(f"Pipelined names buffers {sorted(missing)} the function lacks")
        keep = [b for b in self.fn.shared if b.name not in ring]
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
                full = self.ring_of[slots[n.attrs[0]]].full
                return replace(n, src=src, attrs=(n.attrs[0], full) + n.attrs[2:], pred=lead,
                               note=note)
            if n.op in ("cp_async", "st_shared", "st_global", "bar", "mbar_init", "mbar_wait",
                        "mbar_arrive", "mbar_expect_tx"):
                raise CompilerBug(f"warp_specialize: '{n.op}' inside a Pipelined part")
            return replace(n, note=note) if note != n.note else n
        return _map(L.clone(nodes, {}, {b: f"{b}{s}" for b in p.buffers}), inst)

    def steps(self, out: list, p: L.Pipelined, body) -> None:
        """The loop over [start, end) in rounds of S iterations; body(s, phase) -> nodes, run
        with the counter set to that iteration's value."""
        u = _u
        S = p.stages
        phase = self.reg("u32", True)
        out.append(L.Inst("mov", (phase,), (u(0),), note="phase parity of this round's barriers"))
        base = self.reg("u32", True)
        rnd: list = []
        for s in range(S):
            rnd.append(L.Inst("add", (p.counter,), (base, u(s * p.step)),
                              note=f"iteration {s} of the round"))
            step = body(s, phase)
            if not s:          # the loop condition already says base < end
                rnd += step
                continue
            live = self.op(rnd, "setp", "pred", p.counter, p.end, attrs=("lt", "u32"))
            rnd.append(L.If(live, tuple(step), (), note=f"iteration {s} of the round"))
        rnd.append(L.Inst("sub", (phase,), (u(1), phase),
                          note="the next round uses the other parity"))
        out.append(L.Loop(base, p.start, p.end, S * p.step, tuple(rnd),
                          note=f"{p.note}: rounds of {S}"))

    @staticmethod
    def reads(n, ring_of: dict) -> set:
        """The rings whose buffers (ring_of: buffer name -> ring) node n reads."""
        return {ring_of[x.attrs[i]] for x in L.walk((n,))
                for i in L.BUFFER_ATTRS.get(x.op, ()) if i < len(x.attrs) and x.attrs[i] in ring_of}

    # -- the whole rewrite

    def run(self, i: int) -> L.Function:
        fn, p, u = self.fn, self.fn.body[i], _u
        roles: L.WarpRoles = p.roles
        S = p.stages
        self.plan_rings(p)
        shared = self.ring(p)
        before, after = list(fn.body[:i]), list(fn.body[i + 1:])
        asynchronous = any(n.op == "wgmma_commit" for n in L.walk(p.consume))
        tid = self.op(before, "tid", "u32", uniform=False)
        warp = self.op(before, "shr", "u32", tid, u(5), uniform=False, note="warp (uniform in it)")
        lane = self.op(before, "and", "u32", tid, u(31), uniform=False)
        first = self.op(before, "setp", "pred", tid, u(0), attrs=("eq", "u32"), uniform=False)
        # The ring's swizzled tiles assume a 1024-byte aligned shared window (the dynamic
        # window is declared .align 1024); if a driver ever placed it otherwise, every product
        # would be silently wrong: fail the launch instead.
        base = self.op(before, "shared_addr", "u32", attrs=(f"{p.buffers[0]}0",))
        low = self.op(before, "and", "u32", base, u(_RING_ALIGN - 1))
        odd = self.op(before, "setp", "pred", low, u(0), attrs=("ne", "u32"))
        before.append(L.Inst("trap", (), (), (), odd,
                             "shared memory not 1024-byte aligned: swizzled tiles would be wrong"))
        cwarps = 4 * roles.consumers
        for ring in self.rings:
            for s in range(S):
                before.append(L.Inst("mbar_init", (), (u(0), u(8 * s)), (ring.full, 1), first,
                                     f"the producer's arrive.expect_tx + {ring.nbytes} bytes "
                                     f"of copies into stage {s}"))
                before.append(L.Inst("mbar_init", (), (u(0), u(8 * s)), (ring.empty, cwarps),
                                     first, f"one arrival per consumer warp when stage {s} is "
                                     "read"))
        before.append(L.Inst("fence_mbar_init", (), (), (), first,
                             "release the inits at cluster scope, where TMA's complete_tx "
                             "is performed"))
        lead = self.op(before, "setp", "pred", lane, u(0), attrs=("eq", "u32"), uniform=False,
                       note="lane 0: issues copies and arrivals for its warp")

        # The producer warpgroup: warp 0 streams the copies; the other three only give back
        # their registers (setmaxnreg is warpgroup-wide).
        prod: list = [L.Inst("setmaxnreg", (), (), ("dec", roles.producer_regs),
                             note="the producer needs few registers: give them to the "
                                  "consumers")]
        issuer: list = []

        def produce_step(s, phase):
            out: list = []
            free = self.op(out, "sub", "u32", u(1), phase)
            armed: set[str] = set()
            for n in self.slot(p.produce, p, s, lead):
                ring = next((r for r in self.rings if n.op == "tma_load" and
                             n.attrs[1] == r.full), None)
                if ring is not None and ring.full not in armed:
                    # Before the ring's first copy into slot s: its readers have let it go,
                    # and FULL[s] learns how many bytes will land.
                    armed.add(ring.full)
                    out.append(L.Inst("mbar_wait", (), (u(0), u(8 * s), free), (ring.empty,),
                                      note=f"stage {s} released (a fresh barrier passes "
                                           "parity 1)"))
                    out.append(L.Inst("mbar_expect_tx", (), (u(0), u(8 * s)),
                                      (ring.full, ring.nbytes), lead,
                                      f"stage {s} will receive {ring.nbytes} bytes"))
                out.append(n)
            return out
        self.steps(issuer, p, produce_step)
        one = self.op(prod, "setp", "pred", warp, u(0), attrs=("eq", "u32"), uniform=False)
        prod.append(L.If(one, tuple(issuer), (), note="warp 0 of the producer warpgroup",
                         scope="warp"))

        cons: list = [L.Inst("setmaxnreg", (), (), ("inc", roles.consumer_regs),
                             note="the consumers hold the accumulators")]
        if asynchronous:
            # One wgmma.fence, before the loop: it is needed "before the first wgmma.mma_async
            # operation in a warpgroup" and between another access to the accumulators (here
            # their zeroing) and a wgmma, "except when these are accumulator register accesses
            # across multiple wgmma.mma_async instructions of the same shape" (PTX ISA,
            # "wgmma.fence"): inside the loop only the wgmmas touch them.
            cons.append(L.Inst("wgmma_fence", (), (),
                               note="accumulators zeroed before: order them before the wgmmas"))

        def consume_step(s, phase):
            out: list = []
            work = self.slot(p.consume, p, s, None)
            slots = {f"{b}{s}": r for b, r in self.ring_of.items()}
            reads = [self.reads(n, slots) for n in work]
            for j, n in enumerate(work):
                for ring in self.rings:       # wait just before the first read of a ring
                    if ring in reads[j] and not any(ring in r for r in reads[:j]):
                        out.append(L.Inst("mbar_wait", (), (u(0), u(8 * s), phase),
                                          (ring.full,), note=f"stage {s} landed"))
                out.append(n)
                if asynchronous:
                    continue
                for ring in self.rings:       # release just after the last read of a ring
                    if ring in reads[j] and not any(ring in r for r in reads[j + 1:]):
                        out.append(L.Inst("mbar_arrive", (), (u(0), u(8 * s)), (ring.empty,),
                                          lead, f"release stage {s} to the producer"))
            if not asynchronous:
                return out
            # Keep this iteration's products in flight while the previous one's retire: then
            # its stage is free for the producer, and the tensor cores never drain.
            out.append(L.Inst("wgmma_wait", (), (), (1,),
                              note="the previous iteration's products are done"))
            prev = (s - 1) % S
            arrive = tuple(L.Inst("mbar_arrive", (), (u(0), u(8 * prev)), (ring.empty,), lead,
                                  f"release stage {prev} to the producer")
                           for ring in self.rings)
            if s:
                out += arrive
            else:
                started = self.op(out, "setp", "pred", p.counter, p.start, attrs=("ne", "u32"))
                out.append(L.If(started, arrive, (),
                                note="not the first iteration: a stage to release"))
            return out
        self.steps(cons, p, consume_step)
        if asynchronous:
            cons.append(L.Inst("wgmma_wait", (), (), (0,),
                               note="the last iteration's products are done"))
        cons += after
        producer = self.op(before, "setp", "pred", warp, u(4), attrs=("lt", "u32"),
                           uniform=False, note="warps 0-3: the producer warpgroup")
        body = tuple(before) + (L.If(producer, tuple(prod), tuple(cons),
                                     note="warp roles: producer | consumers", scope="warp"),)
        if fn.threads != WARPGROUP * (1 + roles.consumers):
            raise CompilerBug(f"{fn.threads} threads for 1 + {roles.consumers} warpgroups")
        return replace(fn, body=body, shared=tuple(shared))


def _u(v: int) -> L.Imm:
    return L.Imm(v, "u32")


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

