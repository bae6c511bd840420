"""`for` loops of the elementwise lowering: the loop itself, its causal horizon (the steps a
program's rows can see, the steps below the mask's diagonal) and what can sink out of it.
A part of Lowering (kgen.lower.program), kept in its own file by topic."""

from __future__ import annotations

from ..lir import ops as L
from ..tile import ir
from ..tile.ir import DType, Value
from .functions import reg_type
from .horizon import Affine, Horizon, always_shown, horizon
from .plan import _imm
from .builder import _Ctx


class _Loops:
    """Lowering's loop rules (see the module's docstring)."""

    def loop(self, s: ir.Loop, ctx: _Ctx) -> None:
        """`for var in over`: carried values in registers around a loop over the chunks of
        `over`; a carried value updated only as `acc = acc (+|max|min) reduce(e, axis=var)`
        keeps per-thread partials instead, reduced once after the loop."""
        b, k = self.b, self.k
        var = k.axis(s.var)
        sunk = sinkable(s)
        regs: dict[str, dict] = {}
        for i, (name, init) in enumerate(s.carried):
            if i in sunk:
                regs[name] = self.identities(sunk[i], f"partials of '{name}'")
                continue
            x = self.value(init, ctx)
            regs[name] = {}
            for kk, r in x.items():
                d = b.reg(reg_type(init.dtype), False)
                b.emit("mov", (d,), (r,), note=f"loop-carried '{name}'")
                regs[name][kk] = d
        # a split kernel's part of the range (kgen.lower.split), or a segment of it
        # (kgen.tile.ir.Segment: [cu[b], cu[b + 1])), else all of it
        split = k.split is not None and k.split.axis == s.over or \
            k.axis(s.over).segment is not None
        n = self.extent[s.over] if split else self.dim(var.dim)
        hz = horizon(k, s)
        if hz is not None:
            # A split's part walks its own keys (kgen.lower.split takes a loop only a loaded
            # length bounds): it stops at the length too, counted from the part's first key.
            n = self.visible_extent(hz, n, s, ctx, self.pstart[s.over] if split else None)
        n = self.past_segment(n)
        outer = ctx.child()
        outer.carried.update({("carried", name): regs[name] for name, _ in s.carried})
        folded = {s.yields[i].uid for i in sunk}

        def body(c: _Ctx) -> None:
            self.chunk_body([st for st in s.body if not (isinstance(st, ir.Let) and
                                                         st.value.uid in folded)], c)
            for i, ((name, init), y) in enumerate(zip(s.carried, s.yields)):
                if i in sunk:
                    r = sunk[i]
                    self.fold(r, regs[name], c,
                              f"{r.attr('kind')} over '{s.var}' into per-thread partials")
                    continue
                x = self.value(y, c)
                for kk, d in regs[name].items():
                    if x[kk] is not d:      # not updated in place (kgen.lower.product)
                        b.emit("mov", (d,), (x[kk],), note=f"next '{name}'")

        outer.start[s.var] = _imm(0)
        lifted = hoisted(s, outer.start)
        for v in lifted:
            self.value(v, outer)
        # ... and in the layouts the body's ops read them in (a pixel's coordinates beside
        # a convolution's taps), converted once here, not through shared memory every step
        mine = {v.uid for v in lifted}
        for w in ir.values(s.body):
            for a in w.args:
                if a.uid in mine and self.relaid(a.axes, w.axes) is not None:
                    self.operand(a, w.axes, outer)
        if split:   # a loop variable's addresses count from the chunk's start in the program
            outer.start[s.var] = outer.off[s.var] = self.pstart[s.over]
        note = f"for {s.var} in {s.over}: steps of {var.size}"
        # (the steps below a mask's diagonal count from where the walk starts: a part's or a
        # segment's first key)
        first = self.pstart[s.over] if split else None
        free = self.unmasked_steps(s, n, var.size, first, ctx)
        if free is None:
            self.walk(s.var, outer, body, extent=n, step=var.size, note=note)
        else:
            # The steps wholly below the masks' diagonal first, with no mask, then the rest.
            count, shown = free
            self.walk(s.var, outer.child(shown=shown), body, extent=count, step=var.size,
                      note=f"{note}: below the mask, unmasked", whole=True)
            # At most one whole step at every size: no pipeline (its prologue and unrolled
            # steps would never run), except on a zero-filling ring (TMA), whose producer
            # warpgroup serves every walk of the loop (kgen.passes.specialize slices them all).
            most = self.diagonal_steps(hz, s, var.size)
            stream = self.stream(s.var)
            pipelined = most is None or most > 1 or stream is None or stream.zero_fills
            if not pipelined:
                self.notes.append(f"for {s.var} in {s.over}: the steps across the mask hold at "
                                  f"most {most} whole step{'' if most == 1 else 's'} of "
                                  f"{var.size} at every size: not pipelined (a pipeline would "
                                  "only add a prologue and unrolled steps that never run)")
            at = count if first is None else b.op("add", "u32", first, count)
            self.walk(s.var, outer.child(start={s.var: at}, off={s.var: at}), body,
                      extent=b.op("sub", "u32", n, count), step=var.size, note=note,
                      pipelined=pipelined, most=most)
        for i, ((name, init), res) in enumerate(zip(s.carried, s.results)):
            if i in sunk:
                r = sunk[i]
                red = self.reduce_chunk(regs[name], r.args[0].axes, s.var, r.attr("kind"),
                                        self.acc_type(r), r)
                red = {kk: self.m.round(x, r.dtype) if r.dtype.is_float else x
                       for kk, x in red.items()}
                init_v = self.value(init, ctx)
                y = s.yields[i]
                op = {"add": "add", "max": "max", "min": "min"}[y.op]
                out = {}
                for kk in self.keys(res.axes):
                    a_, r_ = init_v[self.project(kk, res.axes, init.axes)], red[kk]
                    out[kk] = self.m.compute(op, res.dtype, (res.dtype, res.dtype), [a_, r_],
                                             self.note(y))
                ctx.memo[self.key_of(res)] = out
            else:
                ctx.memo[self.key_of(res)] = regs[name]

    def past_segment(self, n: L.Operand) -> L.Operand:
        """n, or 0 in a program whose tile lies past its segment's end (a grid axis `s: 64 in
        cu[b]`: the launch takes the longest segment's tiles for every b). Every store
        indexes s, so such a program stores nothing and its loops need not run: a grouped
        GEMM's programs past a small expert's rows skip their whole K loop."""
        for a in self.k.segments:
            if a.kind == "grid":
                some = self.b.op("setp", "pred", self.extent[a.name], _imm(0),
                                 attrs=("ne", "u32"), note=f"this tile holds rows of '{a.name}'")
                n = self.b.op("selp", "u32", n, _imm(0), some,
                              note="no steps in a tile past its segment's end")
        return n

    def shown_limits(self, s: ir.Loop) -> list:
        """kgen.lower.horizon.always_shown's selects of loop s whose limits the program's own axes
        decide."""
        # (loaded terms only where the program holds them uniform already: a segment's
        # offsets, Access.segment_word; a length like lens[b] is not taken here yet)
        return [x for x in always_shown(s, self.k.once_axes)
                if all(a in self.pstart for a, _ in x.limit.axes) and
                all(self.segment_word(v) is not None for v, _ in x.limit.data)]

    def diagonal_steps(self, hz: Horizon | None, s: ir.Loop, step: int) -> int | None:
        """A bound, at every size, on the whole steps of the walk after unmasked_steps' count,
        or None. That walk ends at n <= 1 + the largest `hz.limit` over the program and
        starts at count > the smallest shown limit + 1 - step; where the limits differ only
        in their constants, n - count < span + step with span the spread of the limit over
        one program (|c| (tile - 1) per axis, plus the constants' difference)."""
        shown = self.shown_limits(s)
        if hz is None or not shown or any(x.limit.axes != hz.limit.axes or
                                          x.limit.dims != hz.limit.dims or
                                          x.limit.data != hz.limit.data for x in shown):
            return None
        span = sum(abs(c) * (self.chunk[a] - 1) for a, c in hz.limit.axes) + \
            hz.limit.const - min(x.limit.const for x in shown)
        return max(0, (span + step - 1) // step)

    def unmasked_steps(self, s: ir.Loop, n: L.Operand, step: int, first=None, ctx=None):
        """(the number of elements of the loop's first steps in which every select of
        kgen.lower.horizon.always_shown takes its shown argument for every element of the program,
        {select uid: argument}), or None where there is no such select. A step [t, t + step)
        qualifies when t + step - 1 <= the smallest limit over the program:
        count = min(n, floor((1 + smallest - first) / step) * step), `first` where the walk
        starts (a split part's or a segment's first element; None: 0)."""
        shown = self.shown_limits(s)
        if not shown or step & (step - 1) or not self.stream(s.var):
            return None
        b = self.b
        low = None
        for x in shown:
            here = self.program_bound(x.limit, largest=False, plus=1, ctx=ctx)
            low = here if low is None else b.op("min", "s32", low, here)
        if first is not None:
            low = b.op("sub", "s32", low, first, note=f"for {s.var}: from the walk's first")
        where = ", ".join(f"{x.mask.line}:{x.mask.col}" for x in shown)
        self.notes.append(f"for {s.var} in {s.over}: the steps below the mask at {where} (every "
                          f"'{s.var}' <= {shown[0].limit} in the whole program) run first, "
                          "without it")
        whole = b.op("and", "u32", b.op("min", "s32", b.op("max", "s32", low, _imm(0)), n),
                     _imm(-step & 0xFFFFFFFF), note=f"whole steps of '{s.var}' with every "
                     f"element shown by the mask at {where}: no mask there")
        return whole, {x.select: x.shows for x in shown}

    def program_bound(self, limit: Affine, largest: bool, plus: int, ctx=None) -> L.Operand:
        """plus + the largest (else the smallest) value the affine `limit` takes over the
        program's elements: each axis index at the end of the program's range its coefficient
        favours, each loaded integer (one a program) as loaded in ctx; an s32 register or
        immediate."""
        b = self.b
        const = limit.const + plus
        terms: list[tuple[L.Operand, int]] = []
        for a, c in limit.axes:
            terms.append((self.pstart[a], c))
            if (c > 0) == largest:   # the program's last index along a: start + extent - 1
                terms.append((self.extent[a], c))
                const -= c
        # A dimension fixed at compile time is a constant in the IR (kgen.front.check): dims here
        # are arguments.
        terms += [(self.params[d], c) for d, c in limit.dims]
        terms += [(self.once(v, ctx), c) for v, c in limit.data]
        regs = []
        for x, c in terms:
            if isinstance(x, L.Imm):
                const += c * x.value
            else:
                regs.append((x, c))
        regs.sort(key=lambda t: -t[1])          # a sum first, then the differences
        total: L.Operand | None = None
        for x, c in regs:
            total = x if total is None and c > 0 else b.op(
                "add" if c > 0 else "sub", "u32", _imm(0) if total is None else total, x)
        if total is None:
            return _imm(const)
        return b.op("add", "u32", total, _imm(const & 0xFFFFFFFF)) if const else total

    def visible_extent(self, hz: Horizon, n: L.Operand, s: ir.Loop, ctx,
                       first: L.Operand | None = None) -> L.Operand:
        """The loop's extent cut at the last element a mask leaves visible to any element of
        the program (kgen.lower.horizon): min(n, max(0, 1 + the largest `hz.limit` - first)),
        the largest over each axis index at the end of the program's range its coefficient
        favours; `first`: where a split's part starts the walk (None: at 0)."""
        b, k = self.b, self.k
        if any(a not in self.pstart for a, _ in hz.limit.axes):
            return n          # bounded by an enclosing loop's variable: not handled
        self.notes.append(f"for {s.var} in {s.over}: ends where the mask at {hz.mask.line}:"
                          f"{hz.mask.col} hides every later '{s.var}' from this program "
                          f"({hz.text}): min("
                          f"{'its segment' if k.axis(s.over).segment else k.axis(s.var).dim}"
                          ", last visible + 1)")
        total = self.program_bound(hz.limit, largest=True, plus=1, ctx=ctx)
        if first is not None:
            total = b.op("sub", "u32", total, first, note=f"for {s.var}: from the part's first")
        if isinstance(total, L.Imm):
            total = _imm(max(0, total.value))
            if isinstance(n, L.Imm):
                return _imm(min(n.value, total.value))
        else:
            total = b.op("max", "s32", total, _imm(0))
        return b.op("min", "u32", total, n,
                    note=f"for {s.var}: stops after the last '{s.var}' the mask at "
                         f"{hz.mask.line}:{hz.mask.col} shows ({hz.text})")

    # -- values


# How the steps of a carried value updated as `acc = acc <op> x` combine, by the update's op.
COMBINES = {"add": "sum", "max": "max", "min": "min"}


# Integer index arithmetic: what hoisted may compute ahead of a loop (no memory, no float).
INDEX_MATH = frozenset({"index", "const", "dim", "scalar", "add", "sub", "mul", "div", "rem",
                         "min", "max", "neg", "abs"})


def hoisted(s: ir.Loop, known) -> list[Value]:
    """The divisions and remainders of loop s's body that no step changes, made of index
    arithmetic over axes known outside it (`known`): a convolution's pixel coordinates
    p / (H * W), (p / W) % H and p % W. Lowered once before the loop, where every step (and
    every unrolled copy of one) finds them (_Ctx.find), instead of in each: on CDNA an integer
    division is some 25 instructions (emitters/amdgcn/select.udivrem). So is the divisor of
    one that does change (the tap's kk / (3 C)): kgen.passes.divide then takes its reciprocal
    there, once, not in every step. And so is the largest such expression a changing one
    reads (a strided convolution's 2 ((p / WO) % HO) beside its tap): made and put in the
    layout its reader wants before the loop, not converted in every step."""
    out, seen = [], set()

    def outside(v: Value) -> bool:
        return invariant(v, s) and set(v.axes) <= set(known) and \
            all(y.op in INDEX_MATH and not y.dtype.is_float for y in ir.subtree(v))

    def lift(v: Value) -> None:
        if v.uid not in seen:
            seen.add(v.uid)
            out.append(v)

    for v in ir.values(s.body):
        if not invariant(v, s):
            for a in v.args:
                if a.op not in ("div", "rem") and outside(a) and any(
                        y.op in ("div", "rem") for y in ir.subtree(a)):
                    lift(a)
        if v.uid in seen or v.op not in ("div", "rem") or v.dtype.is_float:
            continue
        if outside(v):
            lift(v)
            continue
        seen.add(v.uid)
        if v.args[1].op not in ("const", "dim") and outside(v.args[1]):
            lift(v.args[1])
    return out


def invariant(x: Value, loop: ir.Loop) -> bool:
    """x is the same in every step of `loop`: nothing it is made of varies along the loop's
    variable (its axis, its chunk's index) or reads a carried value."""
    return not any(loop.var in y.axes or y.op in ("carried", "loop_result") or
                   y.op == "index_div" and y.attr("axis") == loop.var
                   for y in ir.subtree(x))


def updates(s: ir.Loop) -> tuple[dict[int, tuple[str, Value]], dict[int, int]]:
    """The carried values of loop s updated only as `acc = acc (+|max|min) x`: acc an f32 or
    i32 read nowhere else, the update read by nothing (it only flows around the loop), over
    acc's axes. ({index of the carried value: (how its steps combine, x)}, how many ops read
    each value): what sinkable and a split reduction (kgen.lower.split) build on."""
    uses: dict[int, int] = {}
    seen: set = set()

    def count(v: Value):
        if v.uid in seen:
            return
        seen.add(v.uid)
        for a in v.args:
            uses[a.uid] = uses.get(a.uid, 0) + 1
            count(a)
    for st in ir.statements(s.body):
        if isinstance(st, (ir.Let, ir.Store)):
            count(st.value)
    for y in s.yields:
        count(y)
    out = {}
    for i, ((name, init), y) in enumerate(zip(s.carried, s.yields)):
        if y.op not in COMBINES or init.dtype not in (DType.f32, DType.i32) or len(y.args) != 2:
            continue
        a, x = y.args
        if a.op != "carried":
            a, x = x, a
        if a.op == "carried" and a.attr("name") == name and uses.get(a.uid) == 1 and \
                not uses.get(y.uid) and y.axes == init.axes:
            out[i] = (COMBINES[y.op], x)
    return out, uses


def sinkable(s: ir.Loop) -> dict[int, Value]:
    """Carried values updated only as `acc = acc (+|max|min) reduce(e, axis=var)` (updates),
    with the reduction used nowhere else and the update not stored: their reduction can leave
    the loop (exact for f32 sums up to reassociation, and for max/min and integers). {index of
    the carried value: reduce}."""
    found, uses = updates(s)
    out = {}
    for i, (kind, r) in found.items():
        y = s.yields[i]
        stored = any(isinstance(st, ir.Store) and st.value is y
                     for st in ir.statements(s.body))
        if r.op == "reduce" and r.attrs == (kind, s.var) and uses.get(r.uid) == 1 and \
                not stored and r.axes == y.axes:
            out[i] = r
    return out
