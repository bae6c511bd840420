"""The online folds of the phase walker (kgen.lower.program's `phases`): a max and the sums of
exp((x - max) c) in one walk (online softmax, FlashAttention's rescale), and a count, mean and
squares about the mean in one walk (layernorm's variance, Chan, Golub and LeVeque's merge). A
part of the lowering (kgen.lower.program.Lowering), kept in its own file by topic."""

from __future__ import annotations

import math

from ..lir import ops as L
from ..tile.ir import Value
from .builder import Key, _Ctx
from .functions import COMBINE, LOG2E


class _Folds:
    """The lowering's online folds (see the module's docstring)."""

    def fold_online(self, m: Value, maxes: dict, sums: list[tuple[dict, dict | None]],
                    ctx: _Ctx, note: str) -> None:
        """One chunk into a max of x and sums of exp((x - max) c), each sum with its scale as
        {first register of a group: (c log2 e, -c log2 e)} (None: c = 1). A
        thread's registers along the walked axis share one running maximum and sum (those of
        its first such register; the others keep the identities, which add nothing after the
        walk): with t the chunk's maximum over them, m' = max(m, t) and s' = s 2^((m - m') c
        log2 e) + the sum of 2^((x - m') c log2 e), one rescale per chunk and one 2^ per
        element (MUFU.EX2 is a sixteenth of the FMA rate on sm_90: CUDA C++ Programming Guide,
        "Arithmetic Instructions"). m' is read as 0 where it is -inf (a thread that has seen only
        -inf or absent elements: s stays 0 instead of 0 * NaN; FlashAttention's guard); an
        absent element is -inf here, so it adds 2^-inf = 0."""
        b = self.b
        e = m.args[0]
        x = self.reduced_input(m, ctx)
        op = COMBINE[("max", "f32")]
        for ks in self.thread_groups(e, m.attr("axis")):
            head = ks[0]
            t = x[head]
            for k in ks[1:]:
                t = b.op(op, "f32", t, x[k], note=f"{note}: the chunk's maximum")
            old = maxes[head]
            new = b.op(op, "f32", old, t, note=note)
            safe = self.finite_max(new, note)
            # A sum that has seen nothing (its maximum still -inf) is 0; with a scale c its
            # rescale is taken as 1, not 2^(-inf c) (+inf for c < 0, and 0 * inf = NaN).
            was = self.finite_max(old, note, safe) if any(c is not None for _, c in sums) \
                else old
            for s, c in sums:
                cl, ncl = c[head] if c is not None else (L.Imm(LOG2E, "f32"),
                                                         L.Imm(-LOG2E, "f32"))
                shift = b.op("fmul", "f32", safe, ncl, note=note)
                alpha = b.op("ex2", "f32", b.op("fma", "f32", was, cl, shift),
                             note=f"{note}: the rescale of the sum so far")
                total = None
                for k in ks:
                    p = b.op("ex2", "f32", b.op("fma", "f32", x[k], cl, shift), note=note)
                    here = self.present(e, k, ctx)
                    if here is not None and c is not None:
                        # An absent element is -inf above: with a negative scale its 2^ is
                        # +inf, so it is 0 by its presence (with none, 2^-inf is 0 already).
                        p = b.op("selp", "f32", p, L.Imm(0.0, "f32"), here,
                                 note="absent elements add nothing")
                    total = p if total is None else b.op("fadd", "f32", total, p, note=note)
                b.emit("fma", (s[head],), (s[head], alpha, total), note=note)
            b.emit("mov", (old,), (new,), note=note)

    def thread_groups(self, e: Value, w: str) -> list[list[Key]]:
        """e's registers grouped by their coordinates off `w`: the registers of one thread that
        lie along the walked axis at one point of the others (a row's), first key first."""
        r_axes = tuple(a for a in e.axes if a != w)
        groups: dict = {}
        for k in self.keys(e.axes):
            groups.setdefault(self.project(k, e.axes, r_axes), []).append(k)
        return list(groups.values())

    def running_moments(self, s: Value) -> dict:
        """Per group of a thread's registers along s's axis (keyed by its first register):
        [count, mean, sum of squares about the mean], all 0."""
        return {ks[0]: [self.b.op("mov", "f32", L.Imm(0.0, "f32"), uniform=False,
                                  note=f"running {what} of a thread's elements")
                        for what in ("count", "mean", "sum of squares")]
                for ks in self.thread_groups(s.args[0], s.attr("axis"))}

    def fold_squares(self, s: Value, moments: dict, ctx: _Ctx, note: str) -> None:
        """One chunk into each thread group's count n, mean u and sum of squares q about u
        (Chan, Golub and LeVeque, "Algorithms for computing the sample variance", 1983: the
        pairwise merge): the chunk's present elements give c, their mean v and their squares
        about v, q_c; then n' = n + c, d = v - u, u' = u + d c / n', q' = q + q_c + d^2 n c / n'.
        Two divisions a group and chunk, every element read once."""
        b = self.b
        e = s.args[0]
        x = self.value(e, ctx)
        one = L.Imm(1.0, "f32")
        for ks in self.thread_groups(e, s.attr("axis")):
            n, u, q = moments[ks[0]]
            here = [self.present(e, k, ctx) for k in ks]
            if all(p is None for p in here):
                cnt: L.Operand = L.Imm(float(len(ks)), "f32")
                vals = [x[k] for k in ks]
            else:
                cnt = None
                vals = []
                for k, p in zip(ks, here):
                    if p is None:
                        vals.append(x[k])
                        inc: L.Operand = one
                    else:
                        vals.append(b.op("selp", "f32", x[k], L.Imm(0.0, "f32"), p,
                                         note="absent elements add nothing"))
                        inc = b.op("selp", "f32", one, L.Imm(0.0, "f32"), p)
                    cnt = inc if cnt is None else b.op("fadd", "f32", cnt, inc, note=note)
            tot = vals[0]
            for v in vals[1:]:
                tot = b.op("fadd", "f32", tot, v, note=note)
            if isinstance(cnt, L.Imm):   # a whole group: 1 / count is a power of two, exact
                mean_c = b.op("fmul", "f32", tot, L.Imm(1.0 / cnt.value, "f32"), note=note)
            else:
                mean_c = b.op("fdiv", "f32", tot, b.op("fmax", "f32", cnt, one), note=note)
            qc = None
            for k, v, p in zip(ks, vals, here):
                dv = b.op("fsub", "f32", v, mean_c, note=note)
                if p is not None:
                    dv = b.op("selp", "f32", dv, L.Imm(0.0, "f32"), p)
                qc = b.op("fmul", "f32", dv, dv, note=note) if qc is None else \
                    b.op("fma", "f32", dv, dv, qc, note=note)
            n2 = b.op("fadd", "f32", n, cnt, note=note)
            frac = b.op("fdiv", "f32", cnt, b.op("fmax", "f32", n2, one), note=note)
            d = b.op("fsub", "f32", mean_c, u, note=note)
            b.emit("fma", (u,), (d, frac, u), note=note)
            nd = b.op("fmul", "f32", b.op("fmul", "f32", d, d), n, note=note)
            b.emit("fadd", (q,), (q, qc), note=note)
            b.emit("fma", (q,), (nd, frac, q), note=note)
            b.emit("mov", (n,), (n2,), note=note)

    def squares_about(self, r: Value, m: Value, moments: dict, ctx: _Ctx, w: str) -> dict:
        """The sum over `w` of (x - m)^2 from each thread group's count n, mean u and squares
        q about u (fold_squares), m the kernel's own value (its mean, now known): q + n (u -
        m)^2 per group, then summed as any sum."""
        b = self.b
        e = r.args[0]
        mv = self.value(m, ctx)
        note = f"sum over '{w}' ({self.note(r)}): each thread's squares about m"
        parts = {}
        for k in self.keys(e.axes):
            if k not in moments:
                parts[k] = L.Imm(0.0, "f32")
                continue
            n, u, q = moments[k]
            d = b.op("fsub", "f32", u, mv[self.project(k, e.axes, m.axes)], note=note)
            parts[k] = b.op("fma", "f32", b.op("fmul", "f32", d, d), n, q, note=note)
        return dict(self.reduce_chunk(parts, e.axes, w, "sum", "f32", r))

    def log2e_scaled(self, c: Value | None, k: Key, axes, ctx: _Ctx, note: str):
        """(c log2 e, -c log2 e) for element k of a value over `axes` (c None: log2 e)."""
        if c is None:
            return L.Imm(LOG2E, "f32"), L.Imm(-LOG2E, "f32")
        ck = self.operand(c, axes, ctx)[self.project(k, axes, c.axes)]
        return (self.b.op("fmul", "f32", ck, L.Imm(LOG2E, "f32"), note=note),
                self.b.op("fmul", "f32", ck, L.Imm(-LOG2E, "f32"), note=note))

    def finite_max(self, m: L.Operand, note: str, instead: L.Operand | None = None
                   ) -> L.Operand:
        """m, or `instead` (default 0) where m is -inf (so that x - m of an x = -inf is -inf,
        not NaN)."""
        b = self.b
        inf = b.op("setp", "pred", m, L.Imm(-math.inf, "f32"), attrs=("eq", "f32"), note=note)
        return b.op("selp", "f32", instead if instead is not None else L.Imm(0.0, "f32"), m,
                    inf, note=note)

    def sum_online(self, r: Value, m: Value, c: Value | None, sums: dict, maxes: dict,
                   ctx: _Ctx, w: str) -> dict:
        """The sum of exp((x - M) c) over `w` from per-thread partials s_k against their own
        maxima m_k (fold_online), M the max across the block (already in ctx): each s_k
        rescaled by 2^((m_k - M) c log2 e), then summed as any sum."""
        b = self.b
        e = r.args[0]
        big = ctx.memo[self.key_of(m)]
        note = f"sum over '{w}' ({self.note(r)}): each partial against the block's maximum"
        scaled = {}
        for k, s in sums.items():
            mk = self.finite_max(big[self.project(k, e.axes, m.axes)], note)
            cl, ncl = self.log2e_scaled(c, k, e.axes, ctx, note)
            shift = b.op("fmul", "f32", mk, ncl)
            # A partial that saw nothing (-inf) holds 0: rescaled by 1 (fold_online).
            was = maxes[k] if c is None else self.finite_max(maxes[k], note, mk)
            alpha = b.op("ex2", "f32", b.op("fma", "f32", was, cl, shift), note=note)
            scaled[k] = b.op("fmul", "f32", s, alpha, note=note)
        return dict(self.reduce_chunk(scaled, e.axes, w, "sum", "f32", r))
