"""The plan of a kernel with no product: grid, chunk, walks and the dominant layout
(plan_elementwise), layout inference (infer_layouts), and the presence facts they share."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..errors import CheckError, CompilerBug, ScheduleError
from ..front.check import SchedSpec
from ..lir import ops as L
from ..source import Span
from ..target.targets import MACHINES, Target
from ..tile import ir
from ..tile.ir import Value
from .functions import reg_type
from .layout import LinearLayout, blocked
from .shuffle import in_warp

if TYPE_CHECKING:   # kgen.lower.raster imports this module
    from .raster import Raster  # noqa: F401


# Most elements of one value a thread holds for one chunk: beyond this an axis is walked.
MAX_ELEMS_PER_THREAD = 32


class StructuralKeys:
    """Structural identity of tile IR values: equal keys compute equal results (CSE by memo).
    Carried values and loop results name the loop state they read, so they never merge.

    A key is a small int, one per distinct structure (op, attributes, dtype, axes and the
    operands' keys), not the nested tuple of the whole expression: the lowering looks values
    up by key in a chain of contexts, and a tuple hashes its whole tree at every lookup (a
    dropout's hash chain of hundreds of ops cost a third of its compile)."""

    def __init__(self):
        self.by_uid: dict[int, int] = {}
        self.interned: dict[tuple, int] = {}

    def of(self, v: Value) -> int:
        k = self.by_uid.get(v.uid)
        if k is None:
            shape = (v.op, v.attrs, v.dtype, v.axes, tuple(self.of(a) for a in v.args))
            if v.op in ("carried", "loop_result"):
                shape = (shape, v.uid)
            k = self.interned.setdefault(shape, len(self.interned))
            self.by_uid[v.uid] = k
        return k


def carried_inits(body) -> dict[int, Value]:
    """{uid of a `carried(name)` or `loop_result(name)` value: the loop's initial value of
    name}: a value carried around a loop is present where its initial value is (docs/language.md,
    "Absent elements": absence propagates through arithmetic), so `acc = x1[m + 1]; for ..
    { acc += .. }` stores nothing where x1[m + 1] lies outside x1.

    That holds while no step changes presence: an update that reads a gather (other than
    inside a reduction, whose result is always present) could make the value absent in one
    step, and a `where` with the carried value in a branch could make it present again. kgen
    keeps no per-element presence around a loop, so those are refused (CheckError at the
    update), never lowered as if every element were present."""
    out: dict[int, Value] = {}
    for s in ir.statements(body):
        if not isinstance(s, ir.Loop):
            continue
        inside = list(ir.values(list(s.body))) + [x for y in s.yields for x in ir.subtree(y)]
        for name, init in s.carried:
            for x in inside:
                if x.op == "carried" and x.attr("name") == name:
                    out[x.uid] = init
        for (name, init), y, res in zip(s.carried, s.yields, s.results):
            own = {x.uid for x in inside if x.op == "carried" and x.attr("name") == name}
            out[res.uid] = init
            bad = _presence_moves(y, own, _gathers(init), out)
            if bad is not None:
                raise CheckError(
                    f"the loop-carried value '{name}' may change presence inside the loop "
                    f"({bad}): kgen keeps a carried value present where its initial value is",
                    y.span, hint="compute the part that may be absent outside the loop (start "
                    "the other carried value from zeros and add its initial value after the "
                    "loop), or make it present with `where(..., value, 0.0)` before it meets "
                    "the carried value" if bad.startswith("it reads '") else
                    "compute the part that may be absent outside the loop, or make it present "
                    "with `where(..., value, 0.0)` before it meets the carried value")
    return out


# A reduction's or a product's result is always present (absent elements are skipped), and a
# carried value's presence is its initial value's: what lies below them sets no presence here.
_PRESENT = ("reduce", "matmul", "fill")


def _gathers(v: Value) -> bool:
    """Whether v's presence depends on data: a gather outside a reduction or a product."""
    return any(x.op == "gather"
               for x in ir.subtree(v, _PRESENT + ("carried", "loop_result")))


def _presence_moves(y: Value, own: set[int], init_absent: bool,
                    inits: dict[int, Value]) -> str | None:
    """Why the update y of a carried value (whose `carried` uids are `own`) could change its
    presence, or None; `inits`: the initial value of each other carried value (and earlier
    loop's result) by uid."""
    if any(x.op == "gather" for x in ir.subtree(y, _PRESENT)):
        return "it reads a gather, which may lie outside its tensor"
    # Another carried value is present where its own initial value is: where that may be
    # absent, this one would turn absent in the loop (the fuzzer's `acc3 = zeros(f32, m) +
    # z[m + 1]` read by the update of `acc2 = full(f32, 1.0, m)`).
    for x in ir.subtree(y, _PRESENT):
        if x.op in ("carried", "loop_result") and x.uid not in own and x.uid in inits and \
                _gathers(inits[x.uid]):
            return (f"it reads '{x.attr('name')}', which is absent wherever its initial value at "
                    f"line {inits[x.uid].span.line} is")
    if init_absent:
        memo: dict[int, bool] = {}

        def reads_own(v: Value) -> bool:
            if v.uid not in memo:
                memo[v.uid] = v.uid in own or any(reads_own(a) for a in v.args)
            return memo[v.uid]
        if any(x.op == "select" and any(reads_own(a) for a in x.args[1:])
               for x in ir.subtree(y)):
            return "a `where` selects between it and another value"
    return None


def _np2(n: int) -> int:
    """The power of two at or above n: _np2(5) is 8."""
    return 1 << max(0, (n - 1).bit_length())


@functools.lru_cache(maxsize=4096)
def _imm(v: int) -> L.Imm:
    """The u32 immediate v, one object per value (immutable; the lowering asks for the same
    few offsets for every element)."""
    return L.Imm(v, "u32")


@dataclass(frozen=True)
class Conversion:
    """A value moved from one layout to another, and why."""
    what: str
    src: str
    dst: str
    reason: str
    how: str = "through shared memory"


def held_in(root: LinearLayout, axes: tuple[str, ...], chunk: dict[str, int]
            ) -> LinearLayout | None:
    """A value over `axes` (kernel order) in layout `root`: root sliced to them, with each
    axis of chunk 1 the root lacks (a batch, a head, a segment's choice: one element) at no
    bits, in its place among `axes`; None where root lacks an axis of a larger chunk. So a
    value that gains such an axis (attention's scores masked by a sequence's loaded key
    offset, cu_k[b + 1]) stays in its product's layout, not converted through shared
    memory."""
    if set(axes) <= set(root.axes):
        return root.project(axes)
    rest = tuple(a for a in axes if a in root.axes)
    if any(chunk.get(a) != 1 for a in axes if a not in root.axes):
        return None
    p = root.project(rest)
    at = {a: i for i, (a, _) in enumerate(p.outs)}
    return LinearLayout(
        tuple((n, tuple(tuple(b[at[a]] if a in at else 0 for a in axes) for b in bases))
              for n, bases in p.ins),
        tuple((a, dict(p.outs).get(a, 1)) for a in axes))


@dataclass(frozen=True)
class Plan:
    """How one kernel maps onto one target: the decisions `--emit schedule` prints."""
    kernel: str
    target: str
    threads: int
    wave: int
    vector: int
    grid: tuple[str, ...]                 # grid axes for x, y, z
    chunk: tuple[tuple[str, int], ...]    # live axis -> chunk extent (a power of two)
    walked: tuple[str, ...]               # axes walked in chunks, outer to inner
    order: tuple[str, ...]                # fastest axis first
    layout: LinearLayout                  # the dominant layout over the chunk
    reasons: tuple[str, ...] = ()
    values: tuple[str, ...] = ()          # every value's layout, for --emit schedule
    conversions: tuple[Conversion, ...] = ()
    # Kernels with products (kgen.lower.product): the layouts values take, each over a set of
    # axes; a value over axes S takes the first root over a superset of S, sliced to S (the
    # products' accumulator layouts come first). Empty: every value takes `layout` sliced.
    roots: tuple[LinearLayout, ...] = ()
    products: tuple[str, ...] = ()        # each product's instruction tiling, for --emit
    sites: tuple = ()                     # (product uid, kgen.lower.product_plan.Site)
    stages: int | None = None             # the schedule's `stages`: depth of operand streams
    stages_at: Span | None = None         # where the schedule says it, for a diagnostic
    matrix: str = ""                      # the products' instruction (kgen.lower.product_plan.MATRIX)
    fallback: "Plan | None" = None        # the plan of Function.fallback, if it has one
    variants: tuple["Plan", ...] = ()     # the plans of Function.variants
    fold: "Plan | None" = None            # a split variant's: the plan of its Split.fold
    raster: "Raster | None" = None        # kgen.lower.raster: the order programs take tiles
    persistent: "Persistent | None" = None  # programs that loop over tiles (Persistent)
    # CTAs per thread-block cluster (the schedule's `cluster`): adjacent tiles along grid[0]
    # that share the operand not streamed along it (kgen.lower.product.tma_stream)
    cluster: int = 1
    cluster_at: Span | None = None        # where the schedule says it, for a diagnostic

    def layout_of(self, axes: tuple[str, ...]) -> LinearLayout:
        """The layout a value over `axes` (in kernel order) is held in."""
        memo = self._layouts
        out = memo.get(axes)
        if out is None:
            out = memo[axes] = self._layout_of(axes)
        return out

    def _layout_of(self, axes: tuple[str, ...]) -> LinearLayout:
        if not self.roots:
            return self.layout.project(axes)
        for r in self.roots:
            if set(axes) <= set(r.axes):
                return r.project(axes)
        # Grid axes of tile 1 a root does not hold (a split's parts, kgen.lower.split; a
        # segment's choice): one element along each, no bits (held_in), from the first root
        # that holds the others (a tile-1 axis a root holds, an attention's head, keeps its
        # place: a value over the root's axes is then in the same place, not converted).
        chunk = dict(self.chunk)
        for r in self.roots:
            got = held_in(r, axes, chunk)
            if got is not None:
                return got
        raise CompilerBug(f"no layout over axes ({', '.join(axes)})")

    @functools.cached_property
    def _layouts(self) -> dict:
        """layout_of's answers by axes (the lowering asks for the same few sets of axes for
        every element)."""
        return {}

    def __getstate__(self) -> dict:
        # The fields only: the memo above is rebuilt on demand, and a compiled kernel's plan
        # is pickled into the compile cache (kgen.cache), as LinearLayout's memos are not.
        return {k: v for k, v in self.__dict__.items() if k != "_layouts"}

    @property
    def warps(self) -> int:
        return self.threads // self.wave

    def describe(self) -> list[str]:
        unit = "warps" if self.wave == 32 else "waves"
        chunk = ", ".join(f"{a}: {c}" for a, c in self.chunk)
        lines = [f"kernel {self.kernel} on {self.target}",
                 f"  block: {self.threads} threads = {self.warps} x {self.wave}-wide {unit}",
                 f"  grid: {', '.join(self.grid) if self.grid else '1'}",
                 *([f"  {self.raster.why}"] if self.raster else []),
                 *([f"  {self.persistent.why}"] if self.persistent else []),
                 *([f"  cluster: {self.cluster} CTAs of adjacent '{self.grid[0]}' tiles (the "
                    "schedule's `cluster`), sharing each operand that does not run along "
                    f"'{self.grid[0]}' by TMA multicast"] if self.cluster > 1 else []),
                 f"  chunk: {chunk}; walked in chunks: "
                 f"{', '.join(self.walked) if self.walked else 'none'}",
                 f"  layout: {self.layout.describe()}",
                 f"    (fastest axis '{self.order[0]}', {self.vector} contiguous elements "
                 "per thread)" if not self.roots else
                 f"    (the first product's accumulator; at most {self.vector} elements per "
                 "vector access)"]
        lines += [f"  {r}" for r in self.reasons]
        lines += [f"  product {p}" for p in self.products]
        if self.values:
            lines.append("  value layouts (the dominant layout sliced to each value's axes):"
                         if not self.roots else "  value layouts (each the first of the "
                         "products' accumulator layouts, then blocked layouts, over its axes, "
                         "sliced):")
            lines += [f"    {v}" for v in self.values]
        for c in self.conversions:
            lines.append(f"  convert {c.what}: {c.src} -> {c.dst} {c.how}: "
                         f"{c.reason}")
        return lines


# ---- planning ------------------------------------------------------------------------------------

def _accesses(k: ir.Kernel):
    """(tensor, axes in tensor order, span) of every plain load and store."""
    for v in ir.values(k.body):
        if v.op == "load":
            yield k.param(v.attr("tensor")), tuple(v.attr("axes")), v.span, "load"
    for s in ir.statements(k.body):
        if isinstance(s, ir.Store) and not getattr(s, "index", ()):
            yield k.param(s.tensor), tuple(s.axes), s.span, "store"


def _extent(a: ir.AxisInfo) -> int | None:
    """Most elements one program covers along a live axis (None: unknown until launch)."""
    if a.kind in ("grid", "loop"):
        return a.size
    return a.dim.value


# ---- persistent programs: a static tile scheduler ------------------------------------------

@dataclass(frozen=True)
class Persistent:
    """At most `programs` programs; program p takes tiles p, p + P, p + 2P, ... of the
    raster's order (P: the programs launched, L.grid_dims), one trip of its tile loop each."""
    programs: int
    why: str


def choose_persistent(target: Target, grid: list[str],
                      spec: SchedSpec | None) -> Persistent | None:
    """The schedule's `persistent [N]` (None without it): N programs, or one per SM (CU) of
    the target's machine (MACHINES), each resident for the whole launch."""
    if spec is None or spec.persistent is None:
        return None
    m = MACHINES[target.name]
    unit = "SMs" if target.is_nvidia else "CUs"
    n = spec.persistent or m.units
    said = "the schedule's `persistent " + (f"{n}`" if spec.persistent else
                                            f"`: {m.product}, {m.units} {unit}")
    c = spec.cluster
    takes = (f"program p taking tiles p, p + P, ... of the order above (P programs launched: "
             f"min({n}, tiles))" if c == 1 else
             f"in clusters of {c}: cluster q of the Q = P / {c} launched taking tile clusters "
             f"q, q + Q, ... of the order above, its CTA of rank r the r-th tile of each (P "
             f"programs launched: min({n}, tiles in whole clusters))")
    return Persistent(n, (
        f"persistent: at most {n} programs ({said}), {takes}; under warp roles the "
        "producer streams a tile's operands while the consumers finish the tile before"))


def plan_elementwise(k: ir.Kernel, target: Target, spec: SchedSpec | None,
                     budget: int = MAX_ELEMS_PER_THREAD, rows: "Rows | None" = None) -> Plan:
    """Chooses the grid, the chunk, the walks and the dominant layout of a kernel with no
    product (kgen.lower.kernel.plan_kernel dispatches). With `rows`, the kernel is a short-row
    variant (short_rows): its row axis at most rows.bound long, a block holding rows.tile
    rows (each within one warp where rows.in_warp)."""
    def _bound(a: ir.AxisInfo) -> int | None:
        return rows.bound if rows is not None and a.name == rows.axis else _extent(a)
    live = [a for a in k.axes if a.kind != "range"]
    grid = [a.name for a in reversed(live) if a.kind == "grid"]
    if len(grid) > 3:
        raise ScheduleError(f"{len(grid)} axes are spread over programs; a grid has three "
                            "dimensions", k.span, hint="declare one of them `all`, or fold two "
                            "into one dimension")
    reasons: list[str] = []
    # The fastest axis: the one most bytes are accessed contiguously along (an access weighs
    # its element size times the elements it covers, an unknown extent counted as 1024).
    weight: dict[str, int] = {}
    for t, axes, _, _ in _accesses(k):
        size = math.prod(_bound(k.axis(a)) or 1024 for a in axes)
        weight[axes[-1]] = weight.get(axes[-1], 0) + t.dtype.nbytes * size
    order_index = {a.name: i for i, a in enumerate(live)}
    names = [a.name for a in live]
    fastest = max(names, key=lambda a: (weight.get(a, 0), order_index[a]))
    order = (fastest, *reversed([a for a in names if a != fastest]))
    reasons.append(f"fastest axis '{fastest}': " + (
        "most bytes of plain accesses are contiguous along it"
        if weight.get(fastest) else "no plain access: the innermost axis"))
    widest = max((t.dtype.nbytes for t, axes, _, _ in _accesses(k) if axes[-1] == fastest),
                 default=4)
    threads = spec.threads if spec and spec.threads else 256
    user_threads = bool(spec and spec.threads)
    if spec and spec.vector:
        vector = spec.vector
    else:
        vector = max(1, target.max_vector_bits // 8 // widest)
        reasons.append(f"vector {vector}: {target.max_vector_bits // 8}-byte accesses of "
                       f"{widest}-byte elements")
    fa = k.axis(fastest)
    if fa.kind in ("grid", "loop") and fa.size % vector:
        if spec and spec.vector:
            where = next((o.span for o in spec.options if o.name == "vector"), spec.span)
            raise ScheduleError(f"vector {vector} does not divide the tile of '{fastest}' "
                                f"({fa.size})", where,
                                hint="vector accesses must not straddle two programs' tiles")
        vector = math.gcd(vector, fa.size)
        reasons.append(f"vector {vector}: the tile of '{fastest}' ({fa.size}) is not a "
                       "multiple of a 16-byte access")
    # A short reduced axis of known extent is held whole by each thread (a 3x3 stencil's taps):
    # the reduction is then a thread's own adds, where spread over lanes and warps it costs a
    # cross-warp exchange through shared memory for every output.
    reduced = {v.attr("axis") for v in ir.values(k.body) if v.op == "reduce"}
    in_thread = tuple(a for a in order if a != fastest and a in reduced
                      and k.axis(a).kind == "whole" and (_bound(k.axis(a)) or 1 << 30)
                      <= target.in_thread_reduction)
    # Chunk extents within the element budget: loop variables first (a loop's step must fit
    # one chunk), then the fastest axis, then the others.
    chunk: dict[str, int] = {}
    left = threads * budget
    loops = [a for a in order if k.axis(a).kind == "loop"]
    for name in loops + [a for a in order if a not in loops]:
        b = _bound(k.axis(name))
        if name == fastest:
            if b is None:
                c = threads * vector
            else:
                u = _np2(-(-b // (threads * vector)))
                c = min(_np2(b), threads * vector * min(u, max(1, budget // vector)))
        else:
            c = left if b is None else min(_np2(b), left)
        c = max(1, min(c, left))
        chunk[name] = c
        left = max(1, left // c)
    total = math.prod(chunk.values())
    per_thread = vector * math.prod(chunk[a] for a in in_thread)
    if not user_threads:
        threads = min(threads, max(target.wave, _np2(-(-total // per_thread))))
    if threads % target.wave:
        raise ScheduleError(f"{threads} threads are not whole {target.wave}-wide "
                            f"{'warps' if target.wave == 32 else 'waves'}",
                            spec.span if spec else k.span)
    walked = [a for a in names if _bound(k.axis(a)) is None or chunk[a] < _bound(k.axis(a))]
    for a in walked:
        if k.axis(a).kind == "loop":
            raise ScheduleError(f"the chunk of loop axis '{a}' ({k.axis(a).size}) does not fit "
                                f"one block's registers (at most {chunk[a]} here)",
                                k.axis(a).span, hint="loop in smaller steps")
    # Axes reduced over are walked innermost (their phases), others outside them.
    walked.sort(key=lambda a: (a in reduced, order.index(a) * -1))
    phase_axes = [a for a in walked if a in reduced]
    if len(phase_axes) > 1:
        r = next(v for v in ir.values(k.body) if v.op == "reduce" and v.attr("axis") == phase_axes[0])
        raise ScheduleError(f"reductions over '{phase_axes[0]}' and '{phase_axes[1]}', which "
                            "are both walked in chunks; kgen walks one reduced axis per "
                            "program", r.span,
                            hint="give one of them a tile that fits one chunk, or split the "
                                 "kernel in two")
    for a in walked:
        why = "its extent is known only at launch" if _bound(k.axis(a)) is None else \
            f"{_bound(k.axis(a))} elements exceed the chunk of {chunk[a]}"
        reasons.append(f"walk '{a}' in chunks of {chunk[a]}: {why}")
    shape = {a.name: chunk[a.name] for a in live}
    layout = blocked(shape, order, vector, target.wave, threads // target.wave, in_thread,
                     row_in_warp=rows is not None and rows.in_warp)
    if rows is not None:
        reasons.append(rows.why(chunk[rows.across], threads // target.wave, target.wave))
    if in_thread:
        reasons.append(f"{', '.join(repr(a) for a in in_thread)} whole in each thread: a "
                       "short reduced axis, summed in registers")
    return Plan(k.name, target.name, threads, target.wave, vector, tuple(grid),
                tuple((a.name, chunk[a.name]) for a in live), tuple(walked), order, layout,
                tuple(reasons), persistent=choose_persistent(target, grid, spec))


# The longest row a short-row variant holds in one warp (wave): PyTorch's softmax takes one
# warp a row up to 1024 elements (aten/src/ATen/native/cuda/PersistentSoftmax.cuh), a block a
# row beyond; on CDNA's 64-wide wave that is 16 elements a lane, where 2048 at 32 a lane
# needs more SGPRs than a wave has for rope's span loads.
WARP_ROWS = 1024


@dataclass(frozen=True)
class Rows:
    """A short-row variant of a kernel whose rows are walked (short_rows): its row axis `axis`
    (the fastest, `all` of dimension `dim`, known at launch) at most `bound` long, and the grid
    axis `across` tiled by `tile`, so that one block holds `tile` rows; `in_warp`: each row
    within one warp (its reductions are shuffles)."""
    axis: str
    dim: str
    bound: int
    across: str
    tile: int
    in_warp: bool

    def why(self, rows: int, warps: int, wave: int) -> str:
        unit = "warp" if wave == 32 else "wave"
        how = f"each row within one {unit}" if self.in_warp else \
            f"each row over {warps * wave // rows} threads"
        return (f"short rows: '{self.axis}' at most {self.bound} elements ({self.dim} <= "
                f"{self.bound}, chosen at launch), {rows} rows of '{self.across}' a block over "
                f"{warps} {unit}s, {how}")


def short_rows(k: ir.Kernel, plan: Plan, target: Target, budget: int = MAX_ELEMS_PER_THREAD
               ) -> list[tuple[Rows, ir.Kernel]]:
    """The short-row variants of a kernel that walks its rows (plan), shortest first, each
    with the kernel that tiles its rows' grid axis: a row of unknown length runs one block a
    row, in chunks of threads x vector, so a row shorter than that leaves the block mostly
    idle and a launch of many short rows is bound by how fast blocks start (rope at head
    dimension 128: 64 pairs a block of 1,024 slots; the H200 measured it at 0.11 of copy
    bandwidth). The first holds rows of half a warp's vectors (two rows a warp). The second
    differs by whether anything reduces over the rows: if so, rows up to WARP_ROWS, each in
    one warp (up to `budget` elements a lane), so that a row's reductions are shuffles with no
    exchange between warps; if not, rows a quarter of the block's vectors long, four a block,
    a vector a thread (no more code than the kernel's own chunk). The runtime takes the first
    whose bound the launch's row length meets (kgen.lir.ops.select), else the kernel itself,
    which walks rows of any length.

    Only where that changes nothing a program computes: the rows are the fastest axis, the
    only one walked, `all` of a dimension known at launch; the next axis in the plan's order
    is a grid axis of tile 1; no tensor is both read and written. Then nothing reduces over
    that axis and every store indexes it (kgen.front.check refuses both for an axis split
    across programs), and a store is injective: the rows of a block write apart."""
    if k.segments:      # rows in a segment start anywhere: not yet several a block
        return []
    f = plan.order[0]
    fa = k.axis(f)
    if plan.walked != (f,) or fa.kind != "whole" or fa.dim.value is not None or \
            len(plan.order) < 2 or plan.persistent or any(a.kind == "loop" for a in k.axes):
        return []
    g = plan.order[1]
    ga = k.axis(g)
    stored = {s.tensor for s in ir.statements(k.body) if isinstance(s, ir.Store)}
    loaded = {v.attr("tensor") for v in ir.values(k.body) if v.op in ("load", "gather")}
    if ga.kind != "grid" or ga.size != 1 or stored & loaded:
        return []
    reduced = any(v.op == "reduce" and v.attr("axis") == f for v in ir.values(k.body))
    longer = min(target.wave * budget, WARP_ROWS) if reduced else \
        plan.threads * plan.vector // 4
    out = []
    for bound in sorted({target.wave // 2 * plan.vector, longer}):
        in_warp = reduced or bound <= target.wave * plan.vector
        # the elements of a row a thread holds: a vector, or a warp's share of the row
        per_thread = max(plan.vector, bound // target.wave) if in_warp else plan.vector
        tile = plan.threads * per_thread // bound
        if tile < 2 or per_thread > budget:
            continue
        rows = Rows(f, fa.dim.name, bound, g, tile, in_warp)
        axes = tuple(replace(a, size=tile) if a.name == g else a for a in k.axes)
        out.append((rows, replace(k, axes=axes)))
    return out


def infer_layouts(k: ir.Kernel, plan: Plan) -> Plan:
    """Assigns every value its layout (the dominant layout sliced to its axes) and finds the
    accesses whose coalesced layout disagrees with it: each gets a conversion."""
    from dataclasses import replace
    names: dict[tuple, str] = {}     # axes -> layout name L0, L1, ...
    lines, uses = [], []
    for v in ir.values(k.body):
        axes = tuple(a for a in v.axes if a in dict(plan.chunk))
        if v.op in ("const", "scalar", "dim"):
            continue
        if axes not in names:
            names[axes] = f"L{len(names)}"
            lines.append(f"{names[axes]} [{', '.join(axes)}]: "
                         f"{plan.layout_of(axes).describe()}")
        what = f"{v.op} {v.attrs[0]}" if v.op in ("load", "gather", "reduce", "index") else v.op
        uses.append(f"{v.span.line}:{v.span.col} {what} -> {names[axes]}"
                    + "".join(f" (loaded again in {u}'s layout, not converted)"
                              for u in _relaid(k, plan, v, axes)))
    # Every value, by source position, with its layout's name (ten to a line).
    for i in range(0, len(uses), 6):
        lines.append("  " + "; ".join(uses[i:i + 6]))
    convs = []
    for t, axes, span, kind in _accesses(k):
        anchor = _anchor(plan, axes)
        if anchor is None:
            continue
        mine = plan.layout.project(tuple(a for a in plan.layout.axes if a in axes))
        src, dst = (anchor, mine) if kind == "load" else (mine, anchor)
        inside = in_warp(src, dst, plan.wave, (reg_type(t.dtype),)) is not None
        convs.append(Conversion(
            f"{kind} {t.name}[{', '.join(axes)}] ({span.line}:{span.col})", src.describe(),
            dst.describe(), f"'{t.name}' is contiguous along '{axes[-1]}', the dominant layout "
            f"along '{plan.order[0]}'",
            "inside each warp (a shuffle a register)" if inside else "through shared memory"))
    return replace(plan, values=tuple(lines), conversions=tuple(convs))


def loaded_again(a: Value, axes: tuple[str, ...]) -> bool:
    """Operand a, held over `axes` (its chunked axes) and read by a user in another layout of a
    kernel with products, is loaded again in the user's layout rather than converted: a plain
    load over no other axes (Lowering.operand does it, the cost model and the schedule's
    text say so)."""
    return a.op == "load" and tuple(axes) == a.axes


def _relaid(k: ir.Kernel, plan: Plan, v: Value, axes: tuple[str, ...]) -> list[str]:
    """The users (line:col op) of plain load v, in a kernel with products, that read it in a
    layout other than its own: the product lowering (Lowering.operand) loads it again
    in each such user's layout rather than converting it through shared memory."""
    if not plan.roots or not loaded_again(v, axes):
        return []
    have, out = plan.layout_of(axes), []
    for u in ir.values(k.body):
        if u.op in ("matmul", "reduce") or all(a is not v for a in u.args):
            continue
        want = plan.layout_of(tuple(a for a in u.axes if a in dict(plan.chunk))).project(axes)
        if not same_place(have, want):
            out.append(f"{u.span.line}:{u.span.col} {u.op}")
    return list(dict.fromkeys(out))


def same_place(x: LinearLayout, y: LinearLayout) -> bool:
    """Both layouts put every element in the same thread and the same register offsets."""
    return (x.axes == y.axes and x.bases("lane") == y.bases("lane")
            and x.bases("warp") == y.bases("warp") and register_points(x) == register_points(y))


@functools.lru_cache(maxsize=4096)
def register_points(lay: LinearLayout) -> frozenset:
    """The coordinates a layout's registers hold in thread 0 (the cost model asks often)."""
    return frozenset(tuple(lay.apply(reg=r).values()) for r in range(lay.in_size("reg")))


def _anchor(plan: Plan, axes: tuple[str, ...]) -> LinearLayout | None:
    """The coalesced layout of a plain access over `axes` (tensor order) when it differs from
    the dominant layout: its contiguous axis is not the dominant fastest axis and the chunk
    holds more than one element along it."""
    chunk = dict(plan.chunk)
    last = axes[-1]
    if plan.roots:      # kernels with products: every access in its value's layout, for now
        return None
    if last == plan.order[0] or chunk.get(last, 1) == 1:
        return None
    if plan.order[0] not in axes or chunk[plan.order[0]] == 1:
        return None
    shape = {a: chunk[a] for a in plan.layout.axes if a in axes}
    order = (last, *[a for a in plan.order if a in axes and a != last])
    vec = min(plan.vector, chunk[last])
    return blocked(shape, order, vec, plan.wave, plan.warps)


# ---- lowering ------------------------------------------------------------------------------------
