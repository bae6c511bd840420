"""What a tile size may be, in a kernel's tile line and a schedule's: the checks of one tile
item, shared by kgen.front.check's kernel and schedule checks."""

from __future__ import annotations

from . import ast as A
from ..errors import CheckError
from ..tile import ir

MAX_TILE = 1 << 24  # elements along one axis of one program; far beyond any useful tile


def check_size(t: A.TileItem) -> None:
    if t.size is not None and not 0 < t.size <= MAX_TILE:
        raise CheckError(f"tile size must be between 1 and {MAX_TILE}, got {t.size}", t.span,
                         hint="a tile is what one program covers: typically 256 to 8192")


def check_block_indices(kernel: ir.Kernel, t: A.TileItem) -> None:
    """A schedule's chunk of a loop axis keeps every `kk / c` over it one value a chunk
    (kgen.tile.ir, index_div: the chunk size divides c), as the kernel's own tile did."""
    loops = {a.name for a in kernel.axes if a.kind == "loop" and a.parent == t.axis}
    if t.size is None or not loops:
        return
    for v in ir.values(kernel.body):
        if v.op == "index_div" and v.attr("axis") in loops and v.attr("c") % t.size:
            kk, c = v.attr("axis"), v.attr("c")
            raise CheckError(
                f"schedule tiles '{t.axis}' by {t.size}, but `{kk} / {c}` at line "
                f"{v.span.line} is one value a chunk only where the chunk divides {c}",
                t.span, hint=f"tile '{t.axis}' by a divisor of {c}, e.g. `{t.axis}: {c}`")


def check_product_axes(kernel: ir.Kernel, t: A.TileItem) -> None:
    """A schedule keeps each product's shape. An axis of one element a program is carried along
    a product (a batch or head axis: kgen.front.check's `_matmul` reads the kernel's tile line);
    any other is one of its rows, its columns or its contraction. A schedule that moved an axis
    between the two would hand the lowering a product of another shape than the one checked."""
    declared = kernel.axis(t.axis).size
    if t.size is None or (t.size == 1) == (declared == 1):
        return
    names = {t.axis} | {a.name for a in kernel.axes if a.kind == "loop" and a.parent == t.axis}
    for v in ir.values(kernel.body):
        if v.op == "matmul" and names & ({x for a in v.args for x in a.axes} | {v.attr("axis")}):
            what, fix = (("multiplies over it (a row, column or contraction axis)",
                          f"tile '{t.axis}' by 16 or more") if t.size == 1 else
                         ("carries it along (a tile of 1 in the kernel: a batch axis)",
                          f"keep `{t.axis}: 1`"))
            raise CheckError(f"schedule tiles '{t.axis}' by {t.size}, but the product at line "
                             f"{v.span.line} {what}", t.span, hint=fix)
