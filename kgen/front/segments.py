"""Segmented axes: `tile s: 64 in cu[b]` walks rows cu[b] .. cu[b + 1] - 1 of the dimension s
indexes (kgen.tile.ir.Segment; docs/language.md, "Segments").

One offsets tensor cuts a dimension into consecutive segments, one per index of a grid axis of
tile 1: FlashAttention's `cu_seqlens` over a variable-length batch packed along tokens, a grouped
GEMM's `offs` over tokens sorted by expert. Each program along b walks its own segment, so a
store indexed by s writes rows no other b writes, and counts as indexing b too: that is what
lets a variable-length batch store its outputs without a scatter. The segments' disjointness is
a fact of the data: every launch checks that the offsets do not decrease and lie inside the
dimension (kgen.runtime.launch.segment_sizes), and the kernel clamps them to the dimension as
well, so that offsets changed after the check can make a wrong answer, never an access
outside the tensor.
"""

from __future__ import annotations

from . import ast as A
from ..errors import CheckError
from ..tile import ir
from ..tile.ir import DType

_HINT = "write `s: 64 in cu[b]`: cu an i32 tensor of B + 1 offsets, b a grid axis of tile 1"


def longest(tensor: str) -> str:
    """The launch size of the longest segment of `tensor` (never a dimension's name: a dot)."""
    return f"{tensor}.longest"


def declare(t: A.TileItem, params: dict, axes: dict) -> ir.Segment:
    """The segment `t: N in cu[b]` walks, checked against the kernel's parameters and axes
    (every axis of the tile line declared)."""
    ix = t.dim
    assert isinstance(ix, A.Index)
    if t.size is None:
        raise CheckError(f"axis '{t.axis}' is `all`; a segment is walked by tiles", t.span,
                         hint=f"give it a tile size: `{t.axis}: 64 in {ix.tensor.id}[...]`")
    p = params.get(ix.tensor.id)
    if not isinstance(p, ir.TensorParam):
        raise CheckError(f"'{ix.tensor.id}' is not a tensor parameter, so it holds no segment "
                         "offsets", ix.tensor.span, hint=_HINT)
    if len(p.shape) != 1 or p.dtype != DType.i32:
        raise CheckError(f"segment offsets '{p.name}' must be a 1-D i32 tensor; it is "
                         f"{p.dtype}[{', '.join(map(str, p.shape))}]", ix.tensor.span,
                         hint="offsets as FlashAttention's cu_seqlens: i32[B1], B1 = B + 1")
    if len(ix.subs) != 1 or not isinstance(ix.subs[0], A.Name) or ix.subs[0].id not in axes:
        raise CheckError(f"the segment of '{t.axis}' is chosen by one axis: "
                         f"`{p.name}[b]`", ix.span, hint=_HINT)
    by = axes[ix.subs[0].id]
    if by.name == t.axis or by.kind != "grid" or by.size != 1:
        raise CheckError(f"axis '{by.name}' chooses the segment, so it must be another grid "
                         "axis of tile 1 (each program holds one segment)", ix.subs[0].span,
                         hint=f"declare it `{by.name}: 1` in the tile line")
    return ir.Segment(p.name, by.name, longest(p.name))


def spell(d: A.Name | A.Index) -> str:
    """A tile item's `in` clause as written: `T`, `cu[b]`."""
    if isinstance(d, A.Name):
        return d.id
    return f"{d.tensor.id}[{', '.join(x.id if isinstance(x, A.Name) else '...' for x in d.subs)}]"


def schedule_tile(k: ir.Kernel, t: A.TileItem) -> None:
    """A schedule resizes a segmented axis like any other, but not an axis choosing segments
    (each program holds one segment)."""
    for a in k.segments:
        if a.segment.by == t.axis and t.size != 1:
            raise CheckError(f"axis '{t.axis}' chooses the segments of '{a.name}'; its tile "
                             "stays 1", t.span, hint=f"write `{t.axis}: 1` or leave it out")


def schedule_option(k: ir.Kernel, name: str, item: A.SchedOption) -> None:
    """Options a kernel with segments does not take yet: `raster grouped` (its order counts a
    grid axis's tiles in the kernel; a segmented axis's are known at launch only), and
    `persistent` over two segmented grid axes (its list walks one axis's segments)."""
    if not k.segments:
        return
    grouped = name == "raster" and item.args and getattr(item.args[0], "id", "") == "grouped"
    if name == "persistent" and sum(a.kind == "grid" for a in k.segments) > 1:
        raise CheckError("`persistent` over two segmented grid axes is not supported yet",
                         item.span, hint="leave the option out")
    if grouped:
        raise CheckError(f"`{name}` is not supported yet for a kernel with segmented axes "
                         f"({', '.join(a.name for a in k.segments)})", item.span,
                         hint="leave the option out: such a kernel launches one program per "
                              "tile of the longest segment, in the grid's own order")


def unbound_hint(infos, name: str) -> str | None:
    """The fix for an axis choosing segments that indexes no tensor (None: not such an axis)."""
    for a in infos:
        if a.segment is not None and a.segment.by == name:
            return (f"name the count of segments: `{name}: 1 in B` (a size given at launch; "
                    f"'{a.segment.tensor}' holds B + 1 offsets)")
    return None


def check(k: ir.Kernel) -> None:
    """What the kernel's body must keep of its segments: offsets no store writes, and rows
    that start anywhere: a segmented axis (or the variable of a `for` over one) indexes no
    tensor's contiguous dimension, whose vector accesses need aligned starts, and its chunks
    are no blocks (`tt / 64` is one value a chunk only where chunks start at multiples of
    64; a segment's start at cu[b])."""
    segs = {a.name: a for a in k.segments}
    if not segs:
        return
    segs.update({a.name: segs[a.parent] for a in k.axes if a.parent in segs})
    offsets = {a.segment.tensor for a in k.segments}
    for v in ir.values(k.body):
        if v.op == "load" and v.attr("axes")[-1] in segs and len(v.attr("axes")) > 1:
            _contiguous(v.attr("axes")[-1], v.attr("tensor"), v.span)
        if v.op == "index_div" and v.attr("axis") in segs:
            raise CheckError(f"'{v.attr('axis')} / {v.attr('c')}' over a segment: its chunks "
                             f"start at the segment's first row, so this is no one value a "
                             "chunk", v.span, hint="compute from the row itself where the "
                             "segment starts anywhere, or pad the batch to whole blocks")
    for s in ir.statements(k.body):
        if isinstance(s, ir.Store):
            if s.tensor in offsets:
                raise CheckError(f"'{s.tensor}' holds segment offsets; a kernel may not write "
                                 "it", s.span, hint="write another tensor")
            if not s.index and s.axes[-1] in segs and len(s.axes) > 1:
                _contiguous(s.axes[-1], s.tensor, s.span)


def _contiguous(axis: str, tensor: str, span) -> None:
    raise CheckError(f"segmented axis '{axis}' indexes the contiguous (last) dimension of "
                     f"'{tensor}'", span, hint="segments cut rows: let a segmented axis index "
                     "an outer dimension (tokens), not the one whose elements are adjacent")
