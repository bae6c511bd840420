"""Pass 3, register allocation: linear scan over the linearised program, no spilling."""

from __future__ import annotations

import bisect
import heapq
from dataclasses import dataclass

from kgen.errors import RegisterPressureError
from .machine import ACC_VGPRS, ARCH_VGPRS, LoopSpan, MAX_SGPRS, MInst, Sub, VReg


# ----------------------------------------------------------------------------------------------
# 3. Register allocation.

@dataclass(frozen=True)
class Allocation:
    base: dict          # VReg id -> first physical register
    vgprs: int
    sgprs: int
    agprs: int = 0


def live_intervals(code: list[MInst], loops: list[LoopSpan]) -> dict[VReg, list[int]]:
    """VReg -> [first, last] position where the value must stay in its registers."""
    span: dict[VReg, list[int]] = {}
    get = span.get
    for pos, m in enumerate(code):
        for o in (m.ops + m.reads) if m.reads else m.ops:
            if o.__class__ is Sub:
                s = get(o.reg)
                if s is None:
                    span[o.reg] = [pos, pos]
                else:
                    s[1] = pos          # positions only grow
    if loops:
        _extend_over_loops(code, loops, span)
    return span


def _first_def(m: MInst, reg: VReg) -> tuple[bool, int]:
    """For `reg` first seen in `m`: whether `m` purely defines it (does not read it too), and
    the depth there."""
    for o in m.ops[m.ndef:]:
        if o.__class__ is Sub and o.reg is reg:
            return False, m.depth
    for o in m.reads:
        if o.__class__ is Sub and o.reg is reg:
            return False, m.depth
    return True, m.depth


def _region_ends(code: list[MInst]) -> list[int]:
    """For each position p, the first position after it at a smaller depth: code[p:end] is the
    rest of the conditional region p lies in (an If arm, a guarded run, a loop body), which
    control enters only at its start."""
    ends = [len(code)] * len(code)
    depths = [m.depth for m in code]
    stack: list[int] = []
    for q, d in enumerate(depths):
        while stack and depths[stack[-1]] > d:
            ends[stack.pop()] = q
        stack.append(q)
    return ends


def _extend_over_loops(code: list[MInst], loops: list[LoopSpan], span: dict) -> None:
    # A value live around a back edge must survive the whole loop: it is live into the loop,
    # live out of it, or not certainly (re)defined before its first use in an iteration. A
    # pure definition at the loop body's depth is certain; so is one inside a conditional
    # region (a step's guarded work) whose every use lies in the same region, after it.
    order = sorted(loops, key=lambda x: -x.depth)
    items = list(span.items())          # in order of first position (as live_intervals met them)
    starts = [s[0] for _, s in items]
    # Loops nest or are disjoint, and a span only grows over a loop it meets part way, so one
    # that misses a loop or covers it does so for good: each loop looks only at the spans that
    # meet it part way at the start (with where each began: its first definition's place).
    meets = [_meeting(items, starts, lp) for lp in order]
    # The loops nested in each: a value whose whole span lies in one is dead at the outer
    # loop's back edge (the inner loop, handled first, keeps it alive as it needs).
    inner = [[q for q in loops if q.depth > lp.depth and lp.lo <= q.lo and q.hi <= lp.hi]
             for lp in order]
    # What a loop does to a span depends on that span alone, so each span is taken to its own
    # fixpoint over the loops it meets, in `order` (as rounds over every loop would, without a
    # last round looking at every span again).
    grows: dict[int, tuple] = {}        # id(span) -> (reg, span, start, [(loop, nested), ...])
    for lp, spans, nested in zip(order, meets, inner):
        for reg, s, start in spans:
            g = grows.get(id(s))
            if g is None:
                g = grows[id(s)] = (reg, s, start, [])
            g[3].append((lp, nested))
    ends: list[int] = []
    for reg, s, start, its_loops in grows.values():
        first = None
        changed = True
        while changed:
            changed = False
            for lp, nested in its_loops:
                if s[0] <= lp.lo and s[1] >= lp.hi:
                    continue
                inside = s[0] >= lp.lo and s[1] <= lp.hi
                if inside:
                    if first is None:
                        first = _first_def(code[start], reg)
                    pure_def, depth = first
                    if pure_def and depth == lp.depth:
                        continue
                    if pure_def:
                        ends = ends or _region_ends(code)
                        if s[1] < ends[s[0]]:
                            continue
                    if any(q.lo <= s[0] and s[1] <= q.hi for q in nested):
                        continue
                s[0], s[1] = min(s[0], lp.lo), max(s[1], lp.hi)
                changed = True


def _meeting(items: list, starts: list[int], lp: LoopSpan) -> list[tuple]:
    """The spans (of `items`, in order of start) that meet the loop part way, each as (reg,
    span, start): one starting in the loop after its head, or one starting at or before the
    head that ends in it before the back edge."""
    head = bisect.bisect_right(starts, lp.lo)
    out = [(reg, s, s[0]) for reg, s in items[:head] if lp.lo <= s[1] < lp.hi]
    out += [(reg, s, s[0]) for reg, s in items[head:bisect.bisect_right(starts, lp.hi)]]
    return out


def _first_fit(avail: int, top: int, size: int) -> int:
    """The lowest base b (even for a tuple) with registers b..b+size-1 all free. Bit r of
    `avail` is set when register r is free: every register from `top` up is (avail is negative,
    its bits set from there on)."""
    fit = avail
    for k in range(1, size):
        fit &= avail >> k
    if size > 1:
        fit &= ((1 << 2 * (top // 2 + 2)) - 1) // 3   # even bits up to top+2: one always fits
    return (fit & -fit).bit_length() - 1


def _linear_scan(values: list, free: int, top: int, base: dict) -> int:
    """First fit over one register file. values: (start, id, end, size) in order of start;
    `free` has bit r set for a register r < top that no value fixed beforehand holds. Sets
    base[id] and returns the registers used in all."""
    ends: list = []         # heap of (last use, base, size) of live values
    avail = free | (-1 << top)      # free registers, every one from top up included
    for start, rid, end, size in values:
        while ends and ends[0][0] < start:
            _, b, n = heapq.heappop(ends)
            avail |= ((1 << n) - 1) << b
        if size == 1:
            b = (avail & -avail).bit_length() - 1
        else:
            b = _first_fit(avail, top, size)
        if b + size > top:
            top = b + size
        avail &= ~(((1 << size) - 1) << b)
        heapq.heappush(ends, (end, b, size))
        base[rid] = b
    return top


def allocate(code: list[MInst], loops: list[LoopSpan], fixed: dict[VReg, int],
             fn_name: str) -> Allocation:
    """Linear scan in order of first position: each value gets the lowest free registers
    (an even base for a tuple); a register is free after the last position of its value. The
    two register files are allocated independently."""
    span = live_intervals(code, loops)
    base: dict[int, int] = {}
    tops = {"s": 0, "v": 0, "a": 0}
    for reg, b in fixed.items():             # never freed; fixed registers start at 0
        base[reg.id] = b
        tops[reg.file] = max(tops[reg.file], b + reg.size)
    frees = {f: 0 for f in tops}
    for reg, b in fixed.items():             # registers below the top no fixed value holds
        frees[reg.file] |= ((1 << reg.size) - 1) << b
    for f in frees:
        frees[f] ^= (1 << tops[f]) - 1
    values = {"s": [], "v": [], "a": []}
    for r, s in span.items():
        if r.id not in base:
            values[r.file].append((s[0], r.id, s[1], r.size))
    nv, ns, na = (_linear_scan(sorted(values[f]), frees[f], tops[f], base)
                  for f in ("v", "s", "a"))
    if nv > ARCH_VGPRS or ns > MAX_SGPRS or na > ACC_VGPRS:
        # No span here: the compiler places it at the schedule or tile that set the chunk.
        raise RegisterPressureError(fn_name, {"VGPR": nv, "AGPR": na, "SGPR": ns},
                                    {"VGPR": ARCH_VGPRS, "AGPR": ACC_VGPRS, "SGPR": MAX_SGPRS})
    return Allocation(base, max(nv, 1), ns, na)
