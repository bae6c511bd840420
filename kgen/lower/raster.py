"""The order in which a kernel's programs take their tiles (the raster), and the model that
chooses it: the operand bytes one wave of programs brings into L2.

A GEMM's program (m, n) streams panel m of the left operand (tile_m rows by K) and panel n of
the right (K by tile_n columns). The programs resident at once share those panels through L2,
so the order in which blocks take tiles decides how many distinct panels one wave reads from
DRAM. In the grid's own order (block x along the fast grid axis, kgen's 'n'), a wave of W
programs covers ceil(W / tiles_n) rows and min(W, tiles_n) columns: at 8192^2 in 128 x 128
tiles on 132 SMs, 3 A panels and 64 B panels. Grouped (Triton's "grouped ordering", CUTLASS's
threadblock swizzle) walks G tiles of the slow axis first, then the next fast tile, one group
of G slow tiles at a time: a wave covers G slow and ceil(W / G) fast panels (11 + 12 there).

The launch is then one-dimensional (tiles_fast x tiles_slow blocks along x, any third grid
axis on y), and each program finds its tile by one division by G x tiles_fast and one by the
group's height: once per program, beside a K loop of hundreds of instructions per step.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..errors import ScheduleError
from ..front.check import SchedSpec
from ..lir import ops as L
from ..target.targets import MACHINES, Target
from ..tile import ir
from .layout import log2
from .horizon import horizon
from .plan import _accesses, _imm

# The extent the model assumes for a grid dimension known only at launch, for its comparison
# with the grid's own order (the grouped choice itself does not depend on it).
ASSUMED_EXTENT = 8192


@dataclass(frozen=True)
class Raster:
    """How programs map to tiles: group 0 is the grid's own order (ctaid x, y, z along
    Plan.grid); group G >= 1 is the grouped order over the first two grid axes, `slow`
    (Plan.grid[1]) in groups of G tiles, walked before `fast` (Plan.grid[0])."""
    group: int
    fast: str
    slow: str
    why: str
    dies: int = 1     # L2 dies taking blocks in turn (Machine.l2_dies): each gets a run of tiles
    # A grid axis walked from its last tile down: programs there run longer (a loop's causal
    # horizon grows with it, kgen.lower.horizon), so the longest start first and the last
    # wave holds the shortest.
    reverse: str = ""


def grouped_panels(wave: int, group: int, slow: int, fast: int) -> int:
    """Operand bytes per K element one wave of `wave` programs reads in groups of `group`
    slow tiles (slow, fast: one panel's bytes per K element along each axis)."""
    return group * slow + math.ceil(wave / group) * fast


def linear_panels(units: int, tiles_fast: int, slow: int, fast: int, dies: int = 1) -> int:
    """The same in the grid's own order, `tiles_fast` programs to a row, for the programs one
    L2 serves: of the first `units` blocks, those of die 0 when `dies` dies take blocks in
    turn (every block when dies is 1)."""
    mine = range(0, units, dies)
    rows = {p // tiles_fast for p in mine}
    cols = {p % tiles_fast for p in mine}
    return len(rows) * slow + len(cols) * fast


def best_group(wave: int, slow: int, fast: int) -> int:
    """The group height of fewest bytes per wave (the smallest of equals)."""
    return min(range(1, wave + 1), key=lambda g: (grouped_panels(wave, g, slow, fast), g))


def _panels(k: ir.Kernel, fast: str, slow: str):
    """Per grid axis, the operands a loop streams along it alone, with one panel's bytes per
    element of the loop: {axis: [(tensor, bytes), ...]}."""
    out: dict[str, list[tuple[str, int]]] = {fast: [], slow: []}
    for t, axes, _, kind in _accesses(k):
        if kind != "load" or not any(k.axis(a).kind == "loop" for a in axes):
            continue
        for mine, other in ((fast, slow), (slow, fast)):
            if mine in axes and other not in axes and \
                    all(t.name != n for n, _ in out[mine]):
                out[mine].append((t.name, k.axis(mine).size * t.dtype.nbytes))
    return out


def choose_raster(k: ir.Kernel, target: Target, grid: list[str],
                  spec: SchedSpec | None) -> Raster | None:
    """The order of a kernel's programs (None: the grid's own order, with nothing to say):
    grouped where its loops stream operand panels along two grid axes, else longest first
    where a loop's causal horizon grows along a grid axis."""
    if not k.segments:
        got = _grouped(k, target, grid, spec)
        if got is not None or (spec and spec.raster):
            return got
    # The tiles along a segmented axis are the longest segment's, a count the launch computes
    # from the offsets (kgen.runtime.launch.segment_sizes): the grid's own order, but where a
    # causal horizon grows along one, each segment's tiles from its last down
    # (FlashAttention-2's varlen order: a sequence's longest query tiles first).
    longest = _longest_first(k, grid)
    if longest is None or bool(k.segments) != (k.axis(longest[0]).segment is not None):
        return None
    axis, hz = longest
    grows = (f"the loop over '{hz.var}' ends where {hz.text}: a program's steps grow with "
             f"'{axis}'")
    return Raster(0, grid[0], "", reverse=axis, why=(
        f"raster: each segment's '{axis}' tiles from its last down, longest programs first "
        f"({grows}); the programs past a shorter segment's tiles come last" if k.segments else
        f"raster: '{axis}' from its last tile down, longest programs first ({grows}), so the "
        "last wave holds the shortest"))


def check_cluster(k: ir.Kernel, grid: list[str], spec: SchedSpec | None) -> None:
    """Refuses the schedule's `cluster` where the CTAs it pairs (adjacent tiles of grid[0])
    would not walk the same steps: their rings are one protocol (each CTA's producer fills
    both CTAs' slots, each consumer releases both), so a step one CTA takes and its peer does
    not leaves the peer's barriers waiting."""
    if spec is None or spec.cluster == 1 or not grid:
        return
    say = f"`cluster {spec.cluster}` pairs the CTAs of adjacent '{grid[0]}' tiles, which must " \
        "stream the same steps of every loop"
    seg = next((a for a in k.segments if grid[0] in (a.name, a.segment.by)), None)
    if seg is not None:
        why = (f"the '{grid[0]}' tiles are a segment's (a CTA past a shorter segment's tiles "
               "takes none)" if seg.name == grid[0] else
               f"'{grid[0]}' chooses the segment of '{seg.name}' (CTAs in two segments take "
               "other steps)")
        raise ScheduleError(f"{say}; {why}", spec.cluster_at, hint="remove the option")
    for hz in _horizons(k):
        if any(a == grid[0] and c for a, c in hz.limit.axes):
            raise ScheduleError(f"{say}; the loop over '{hz.var}' ends where {hz.text}: a "
                                f"CTA's steps depend on its '{grid[0]}' tile", spec.cluster_at,
                                hint="remove the option (clusters pair tiles with the same "
                                     "steps)")


def _horizons(k: ir.Kernel):
    """The causal horizons of k's top-level loops (kgen.lower.horizon), where they have one."""
    for s in k.body:
        if isinstance(s, ir.Loop):
            hz = horizon(k, s)
            if hz is not None:
                yield hz


def _longest_first(k: ir.Kernel, grid: list[str]):
    """(grid axis, horizon) where a top-level loop's horizon grows with that grid axis."""
    for hz in _horizons(k):
        for a, c in hz.limit.axes:
            if a in grid and c > 0:
                return a, hz
    return None


def _grouped(k: ir.Kernel, target: Target, grid: list[str],
             spec: SchedSpec | None) -> Raster | None:
    """The grouped order of a kernel whose loops stream operand panels along two grid axes
    (or the schedule's `raster` option's order)."""
    said = spec.raster if spec else None
    if len(grid) < 2:
        if said:
            raise ScheduleError(f"`raster` orders programs over two grid axes; kernel "
                                f"'{k.name}' spreads programs over {len(grid) or 'no'} "
                                f"axis{'' if len(grid) == 1 else 'es'}", spec.raster_at,
                                hint="remove the option")
        return None
    fast, slow = grid[0], grid[1]
    panels = _panels(k, fast, slow)
    pf = sum(b for _, b in panels[fast])
    ps = sum(b for _, b in panels[slow])
    m = MACHINES[target.name]
    unit = "SMs" if target.is_nvidia else "CUs"
    wave = m.units // m.l2_dies
    where = (f"a wave of {wave} programs ({m.product}: {wave} {unit}, one program each)"
             if m.l2_dies == 1 else
             f"the {wave} programs an L2 serves at once ({m.product}: {m.units} {unit} on "
             f"{m.l2_dies} dies with an L2 each, which take blocks in turn; kgen gives each die "
             f"a run of consecutive tiles)")
    if not (pf and ps):
        if said and said[0] == "grouped":
            raise ScheduleError(
                f"`raster grouped` groups tiles of '{slow}' whose operand panels programs "
                f"share along '{fast}'; no loop of kernel '{k.name}' streams an operand along "
                f"'{fast}' alone and one along '{slow}' alone", spec.raster_at,
                hint="write `raster linear`, or remove the option")
        return None
    a = "+".join(n for n, _ in panels[slow])
    b = "+".join(n for n, _ in panels[fast])
    dim = k.axis(fast).dim
    extent = dim.value if dim.value is not None else ASSUMED_EXTENT
    tiles_fast = -(-extent // k.axis(fast).size)
    at = f"{dim.name} = {extent}" if dim.value is None else f"{extent} '{fast}'"
    lin = linear_panels(m.units, tiles_fast, ps, pf, m.l2_dies)
    if said and said[0] == "linear":
        return Raster(0, fast, slow, f"raster: the grid's own order, '{fast}' fastest (the "
                      f"schedule's `raster linear`): {lin} B of operand panels per K element "
                      f"for the programs one L2 serves at once, at {at}")
    if said and said[1]:
        group, how = said[1], "the schedule's `raster grouped`"
    else:
        group, how = best_group(wave, ps, pf), "fewest bytes per wave"
    if not said and (group == 1 or _one_wave(k, grid, wave)):
        return None       # the grid's own order exactly, or every program at once
    got = grouped_panels(wave, group, ps, pf)
    if m.l2_dies > 1 and dim.value is None:
        # Round-robin dies see the grid's own order in columns strided by P, which is itself a
        # grouping when the row's tile count is a multiple of P and none otherwise.
        odd = (tiles_fast - 1) * k.axis(fast).size
        at += (f", {linear_panels(m.units, tiles_fast - 1, ps, pf, m.l2_dies)} at "
               f"{dim.name} = {odd}")
    return Raster(group, fast, slow, dies=m.l2_dies, why=
                  f"raster: '{slow}' in groups of {group} tiles, then the next '{fast}' ({how}); "
                  f"{where} reads {group} {a} + {math.ceil(wave / group)} {b} panels ({got} B "
                  f"per K element; {lin} in the grid's own order at {at})")


def _one_wave(k: ir.Kernel, grid: list[str], wave: int) -> bool:
    """Every program of the launch runs at once (dimensions known at compile time)."""
    n = 1
    for name in grid:
        a = k.axis(name)
        if a.dim.value is None:
            return False
        n *= -(-a.dim.value // a.size)
    return n <= wave


# ---- the lowering: each program's tiles ----------------------------------------------------

def grouped_tiles(b, k: ir.Kernel, plan, dim) -> dict[str, L.Operand] | None:
    """Each grid axis's tile index of this program in the grouped order (None: the grid's own
    order, block index i along grid axis i). b: the LIR builder; dim(d): a dimension's operand.
    L.grid_dims launches the first two grid axes as one x; block x = pid walks G tiles of the
    slow axis, then the next fast tile, a group of G slow tiles at a time (the last group is
    shorter):
        group = pid / (G * tiles_fast), first = group * G, height = min(tiles_slow - first, G)
        slow = first + (pid % (G * tiles_fast)) % height, fast = (pid % ...) / height."""
    r = plan.raster
    if r is None or not r.group:
        return None
    out = {name: b.op("ctaid", "u32", attrs=("xyz"[i - 1],), uniform=True,
                      note=f"program index along '{name}'")
           for i, name in enumerate(plan.grid) if i >= 2}
    pid = b.op("ctaid", "u32", attrs=("x",), uniform=True,
               note=f"program index over '{r.fast}' x '{r.slow}' tiles, grouped")
    out.update(_grouped_index(b, k, r, pid, dim, plan.cluster))
    return out


def _grouped_index(b, k: ir.Kernel, r: Raster, pid: L.Operand, dim, cluster: int = 1
                   ) -> dict[str, L.Operand]:
    """The fast and slow tiles of place `pid` in the grouped order (grouped_tiles). In
    clusters of C CTAs (consecutive pids, L.grid_dims), the order walks clusters of C
    adjacent fast tiles, the CTA of rank r taking the cluster's r-th: the CTAs of a cluster
    share their slow tile (and the operand panel along it)."""
    nf, ns = tile_count(b, k, r.fast, dim), tile_count(b, k, r.slow, dim)
    if cluster > 1:
        rank = b.op("rem", "u32", pid, _imm(cluster), note="the CTA's rank in its cluster")
        pid = b.op("div", "u32", pid, _imm(cluster), note="the cluster's place in the order")
        nf = b.op("div", "u32", b.op("add", "u32", nf, _imm(cluster - 1)), _imm(cluster),
                  note=f"clusters of {cluster} '{r.fast}' tiles")
    if r.dies > 1:
        pid = _die_runs(b, pid, b.op("mul", "u32", nf, ns), r.dies)
    span = b.op("mul", "u32", nf, _imm(r.group), note=f"programs in a group of {r.group} "
                f"'{r.slow}' tiles")
    group = b.op("div", "u32", pid, span, note="this program's group")
    inside = b.op("rem", "u32", pid, span, note="its place in the group")
    first = b.op("mul", "u32", group, _imm(r.group), note=f"the group's first '{r.slow}' tile")
    left = b.op("sub", "u32", ns, first)
    height = b.op("min", "u32", left, _imm(r.group),
                  note=f"'{r.slow}' tiles in this group (the last may be short)")
    slow = b.op("add", "u32", first, b.op("rem", "u32", inside, height),
                note=f"this program's '{r.slow}' tile")
    fast = b.op("div", "u32", inside, height, note=f"this program's '{r.fast}' tile")
    if cluster > 1:
        fast = b.op("add", "u32", b.op("mul", "u32", fast, _imm(cluster)), rank,
                    note=f"this CTA's '{r.fast}' tile")
    return {r.slow: slow, r.fast: fast}


# ---- persistent programs: a tile scheduler --------------------------------------------------

def persistent_tiles(b, k: ir.Kernel, plan, dim, t: L.Operand) -> dict[str, L.Operand]:
    """Each grid axis's tile index of tile `t` of the launch's order: the grouped order
    over the first two axes (then the third), or the grid's own, first axis fastest."""
    grid, r, c = list(plan.grid), plan.raster, plan.cluster
    counts = {g: tile_count(b, k, g, dim) for g in grid}
    if grid and c > 1:
        counts[grid[0]] = whole_clusters(b, counts[grid[0]], c, grid[0])
    out: dict[str, L.Operand] = {}
    rest = t
    if r is not None and r.group:
        if len(grid) > 2:
            span = b.op("mul", "u32", counts[grid[0]], counts[grid[1]])
            out[grid[2]] = b.op("div", "u32", t, span, note=f"this tile's '{grid[2]}'")
            rest = b.op("rem", "u32", t, span)
        out.update(_grouped_index(b, k, r, rest, dim, c))
        return out
    out, rest = unflatten(b, t, [(g, counts[g]) for g in grid[:-1]])
    if grid:          # (a kernel with no grid axis: one tile)
        out[grid[-1]] = rest
    return out


def unflatten(b, t: L.Operand, counts) -> tuple[dict[str, L.Operand], L.Operand]:
    """Place t of a list over the axes of `counts` ((axis, tile count), fastest first): each
    axis's tile, and what is left of t past them."""
    out: dict[str, L.Operand] = {}
    for g, n in counts:
        out[g] = b.op("rem", "u32", t, n, note=f"this tile's '{g}'")
        t = b.op("div", "u32", t, n)
    return out, t


def total_tiles(b, k: ir.Kernel, plan, dim) -> L.Operand:
    """The launch's tiles: the product of the grid axes' tile counts (the first in whole
    clusters, L.grid_dims)."""
    grid, c = plan.grid, plan.cluster
    if c == 1 or not grid:
        return tiles_of(b, k, grid, dim)
    first = whole_clusters(b, tile_count(b, k, grid[0], dim), c, grid[0])
    rest = tiles_of(b, k, grid[1:], dim)
    return first if isinstance(rest, L.Imm) and rest.value == 1 else \
        b.op("mul", "u32", first, rest)


def whole_clusters(b, n: L.Operand, c: int, name: str) -> L.Operand:
    """n tiles of grid axis `name` rounded up to whole clusters of c (L.grid_dims)."""
    return b.op("mul", "u32", b.op("div", "u32", b.op("add", "u32", n, _imm(c - 1)), _imm(c)),
                _imm(c), note=f"'{name}' tiles in whole clusters of {c}")


def tiles_of(b, k: ir.Kernel, axes, dim) -> L.Operand:
    """The product of the tile counts of grid axes `axes`."""
    total: L.Operand = _imm(1)
    for g in axes:
        n = tile_count(b, k, g, dim)
        total = n if isinstance(total, L.Imm) and total.value == 1 else \
            b.op("mul", "u32", total, n)
    return total


def _die_runs(b, pid: L.Operand, total: L.Operand, dies: int) -> L.Operand:
    """The place in the grouped order of block `pid` when the launch's blocks go to `dies` L2
    dies in turn (block i on die i mod P: kgen.target.targets.Machine.l2_dies): die d takes the
    d-th run of consecutive places, so the programs one L2 serves share panels. Of `total`
    blocks, the first `tall` = total mod P dies (all P when it is 0) take ceil(total / P), the
    others one fewer; a bijection on 0 .. total - 1. (A third grid axis on y shifts the dies by
    its multiples of the x extent: locality only, never coverage.)"""
    lg = log2(dies)
    die = b.op("and", "u32", pid, _imm(dies - 1), note=f"the die block x runs on (of {dies})")
    turn = b.op("shr", "u32", pid, _imm(lg), note="its turn on that die")
    per = b.op("shr", "u32", b.op("add", "u32", total, _imm(dies - 1)), _imm(lg),
               note="blocks a tall die takes")
    rest = b.op("and", "u32", total, _imm(dies - 1))
    tall = b.op("selp", "u32", _imm(dies), rest,
                b.op("setp", "pred", rest, _imm(0), attrs=("eq", "u32")),
                note="tall dies (total mod P, or P)")
    first = b.op("mul", "u32", die, per)
    past = b.op("add", "u32", b.op("mul", "u32", tall, per),
                b.op("mul", "u32", b.op("sub", "u32", die, tall),
                     b.op("sub", "u32", per, _imm(1))))
    start = b.op("selp", "u32", first, past,
                 b.op("setp", "pred", die, tall, attrs=("lt", "u32")),
                 note="the die's first place in the grouped order")
    return b.op("add", "u32", start, turn, note="this block's place in the grouped order")


def tile_count(b, k: ir.Kernel, name: str, dim) -> L.Operand:
    """Tiles of the grid axis `name`: ceil(extent / tile), as L.grid_dims counts them."""
    a = k.axis(name)
    if a.dim.value is not None:
        return _imm(max(1, -(-a.dim.value // a.size)))
    return b.op("max", "u32", tiles_in(b, dim(a.dim), a.size), _imm(1), note=f"'{name}' tiles")


def tiles_in(b, rows: L.Operand, size: int) -> L.Operand:
    """ceil(rows / size): a shift where size is a power of two."""
    up = b.op("add", "u32", rows, _imm(size - 1))
    return b.op("shr", "u32", up, _imm(log2(size))) if size & (size - 1) == 0 \
        else b.op("div", "u32", up, _imm(size))


# ---- persistent programs over segments: the tiles of every segment in one list ---------------

def segment_word(b, base: L.Operand, at: L.Operand, entries: L.Operand, imm: int, note: str
                 ) -> L.Operand:
    """Word `at` + imm / 4 of a segment's offsets (base their tensor's address, `entries` its
    length), 0 past the offsets (the launch has checked they hold one entry more than the
    segments). Every thread loads the same word, so the value is the block's: held in a
    uniform LIR register, so that a test on it is a branch of the whole block (the full-tile
    test a uniform If, a loop bound uniform), not a per-lane predicate; on CDNA an SGPR,
    read from the first lane (v_readfirstlane_b32: amdgcn.classify), and what it feeds is
    scalar-unit work."""
    r = b.reg("u32", False)
    b.emit("mov", (r,), (_imm(0),), note="no entry past the offsets")
    inside = b.op("setp", "pred", b.op("add", "u32", at, _imm(imm // 4)) if imm else at,
                  entries, attrs=("lt", "u32"), note=f"{note} lies inside the offsets")
    b.emit("ld_global", (r,), (base, b.op("shl", "u32", at, _imm(2)), _imm(imm)),
           attrs=(32, 1), pred=inside, note=note)
    return b.op("mov", "u32", r, uniform=True, note=f"{note}, uniform")


@dataclass(frozen=True)
class SegmentList:
    """A persistent program's view of its kernel's segmented grid axis (kgen.tile.ir.Segment):
    every segment's tiles in one list, times the other grid axes' tiles (those fastest).
    base: the offsets' address; count: the segments; entries: the offsets' length; rows: the
    dimension cut."""
    axis: ir.AxisInfo
    base: L.Operand
    count: L.Operand
    entries: L.Operand
    rows: L.Operand
    others: tuple[str, ...]

    def bounds(self, b, at: L.Operand) -> tuple[L.Operand, L.Operand, tuple]:
        """[lo, hi) of segment `at`: [cu[at], cu[at + 1]) clamped into the rows (hi =
        min(cu[at + 1], rows), lo = min(cu[at], hi), unsigned: offsets the launch has checked,
        clamped again so that no access can leave the tensor whatever they hold); and the two
        words as loaded."""
        seg = self.axis.segment
        words = tuple(segment_word(b, self.base, at, self.entries, imm,
                                   f"{seg.tensor}[{seg.by}{' + 1' if imm else ''}]")
                      for imm in (0, 4))
        hi = b.op("min", "u32", words[1], self.rows, note="segment end, in its dimension")
        return b.op("min", "u32", words[0], hi, note="segment start, at most its end"), hi, words

    def total(self, b, k: ir.Kernel, dim) -> L.Operand:
        """The list's tiles: every segment's, times the other axes'."""
        return b.op("mul", "u32", self.scan(b, None)[0], tiles_of(b, k, self.others, dim),
                    note="the launch's tiles: every segment's, times the other axes'")

    def tiles(self, b, k: ir.Kernel, dim, t: L.Operand) -> dict[str, L.Operand]:
        """Each grid axis's tile of tile t of the list: the other axes fastest, then the
        segment holding the list's tile and the tile's place in it."""
        out, rest = unflatten(b, t, [(g, tile_count(b, k, g, dim)) for g in self.others])
        out[self.axis.segment.by], out[self.axis.name] = self.scan(b, rest)
        return out

    def scan(self, b, want: L.Operand | None) -> tuple[L.Operand, ...]:
        """A walk over the segments in order, counting each one's tiles (ceil(its rows /
        tile)): with want None, the tiles of all of them (one register); else (the segment
        holding the want-th tile of the list, that tile's place in it). One counted loop of
        `count` steps, two loads a step (a few hundred bytes of offsets, from L2): what Triton's
        grouped GEMM does per tile."""
        return segment_scan(b, self, want)


def segment_scan(b, sl: SegmentList, want: L.Operand | None) -> tuple[L.Operand, ...]:
    """SegmentList.scan."""
    a = sl.axis
    seen = b.reg("u32", True)
    b.emit("mov", (seen,), (_imm(0),), note=f"'{a.name}' tiles of the segments before")
    found = (b.reg("u32", True), b.reg("u32", True)) if want is not None else ()
    for r in found:
        b.emit("mov", (r,), (_imm(0),))
    g = b.reg("u32", True)
    b.open()
    lo, hi, _ = sl.bounds(b, g)
    n = tiles_in(b, b.op("sub", "u32", hi, lo), a.size)
    if want is not None:
        # the segment holding tile `want`: seen <= want < seen + n
        here = b.op("and_p", "pred", b.op("setp", "pred", want, seen, attrs=("ge", "u32")),
                    b.op("setp", "pred", want, b.op("add", "u32", seen, n),
                         attrs=("lt", "u32")), note="this segment holds the tile")
        b.emit("selp", (found[0],), (g, found[0], here))
        b.emit("selp", (found[1],), (b.op("sub", "u32", want, seen), found[1], here))
    b.emit("add", (seen,), (seen, n))
    body = b.close()
    b.blocks[-1].append(L.Loop(g, _imm(0), sl.count, 1, body,
                               note=f"for each segment of '{a.name}' (persistent)"))
    return found if want is not None else (seen,)
