"""Tile IR: what one program computes, as a typed dataflow graph over named tile axes.

A `Value` is a tile (or a scalar, when it has no axes) with a dtype; it is built from other values
by an op. Shapes are sets of named axes, kept in the kernel's canonical axis order, and
broadcasting is by name: `x[m, n] - max(x[m, n], axis=n)` subtracts a tile over (m) from one over
(m, n). A kernel body is a block of statements: `Let` (a value is computed), `Store` (a tile is
written to a tensor) and `Loop` (a block repeated over the chunks of a tile axis, carrying named
values).

Values are frozen and refer to their operands directly, so the IR is a DAG; `print_kernel` numbers
them in first-use order, which makes the text deterministic. `verify` checks the invariants after
every pass.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from itertools import count

from ..errors import CompilerBug
from ..source import Span


class DType(enum.Enum):
    f32 = ("f32", 4, True)
    f16 = ("f16", 2, True)
    bf16 = ("bf16", 2, True)
    i32 = ("i32", 4, False)
    u32 = ("u32", 4, False)
    bool = ("bool", 1, False)
    # 8-bit floats (kgen.tile.fp8 has each one's encoding, from the OCP 8-bit floating point
    # specification (OFP8, rev. 1.0, 2023) and, for the FNUZ pair, LLVM's APFloat semantics).
    # Storage and product types: loaded, stored, cast and multiplied by @, never computed
    # with (the checker asks for a cast to f32 first).
    e4m3 = ("e4m3", 1, True)          # OCP E4M3 (NVIDIA sm_89+): no inf, max 448
    e5m2 = ("e5m2", 1, True)          # OCP E5M2: IEEE-like, inf, max 57344
    e4m3fnuz = ("e4m3fnuz", 1, True)  # CDNA3 (gfx942): bias 8, NaN 0x80, no inf or -0, max 240
    e5m2fnuz = ("e5m2fnuz", 1, True)  # CDNA3: bias 16, NaN 0x80, no inf or -0, max 57344
    # The OCP MX scale (OCP Microscaling Formats (MX) v1.0, 5.4): 2^(e - 127), e = 0..254, 0xFF
    # NaN; no sign, no zero. Loaded and cast to a float only (every target: integer ops).
    e8m0 = ("e8m0", 1, True)

    def __init__(self, label: str, nbytes: int, is_float: bool):
        self.label = label
        self.nbytes = nbytes
        self.is_float = is_float
        self.bits = 8 * nbytes
        self.is_int = label in ("i32", "u32")  # two's-complement integers, wrapping at `bits`
        # Signedness decides division, `>>`, comparisons, mulhi and conversions to float.
        self.is_signed = label != "u32" and label != "bool"
        # Storage-only floats (loaded, stored, cast; never computed with): the 8-bit ones.
        self.is_byte_float = is_float and nbytes == 1
        # The 8-bit floats matrix units multiply and targets convert (Target.fp8).
        self.is_fp8 = self.is_byte_float and label != "e8m0"

    def __str__(self) -> str:
        return self.label


# Dtypes a tensor or scalar parameter may have today. The language reserves the others (docs/language.md)
# and the checker names them as not supported yet.
PARAM_DTYPES = {d.label: d for d in (DType.f32, DType.f16, DType.bf16, DType.i32, DType.u32,
                                     DType.e4m3, DType.e5m2, DType.e4m3fnuz, DType.e5m2fnuz,
                                     DType.e8m0)}
FP8_DTYPES = tuple(d for d in PARAM_DTYPES.values() if d.is_fp8)
BYTE_FLOATS = tuple(d for d in PARAM_DTYPES.values() if d.is_byte_float)   # and e8m0
RESERVED_DTYPES = ("i8", "bool", "f64", "u8", "i16", "i64")

# Value ops by family (the checker builds them, the evaluator and the lowering read these sets).
UNARY_FLOAT_OPS = ("exp", "exp2", "log", "sqrt", "rsqrt", "sigmoid", "tanh", "cosh", "erf", "sin",
                   "cos", "floor")
UNARY_OPS = ("neg", "abs", "relu") + UNARY_FLOAT_OPS
# add sub mul div min max: any number; rem shl shr mulhi: integers; and or xor: integers or bool;
# pow: floats.
BINARY_OPS = ("add", "sub", "mul", "div", "min", "max", "rem", "and", "or", "xor", "shl", "shr",
              "mulhi", "pow")
INT_ONLY_OPS = ("rem", "shl", "shr", "mulhi")
BITWISE_OPS = ("and", "or", "xor")
COMPARE_OPS = ("lt", "le", "gt", "ge", "eq", "ne")


@dataclass(frozen=True)
class Dim:
    """A tensor dimension: a symbol bound at launch (`N`), or a constant."""
    name: str | None
    value: int | None

    def __str__(self) -> str:
        return self.name if self.name is not None else str(self.value)


@dataclass(frozen=True)
class AxisInfo:
    """A tile axis. `size` None means `all`: one program covers the whole dimension.

    kind: "grid" (programs are spread over the dimension's tiles), "whole" (size all), "range"
    (the axis a `for` walks; not indexable itself) or "loop" (the loop variable, one chunk of
    `size`).
    """
    name: str
    dim: Dim
    size: int | None
    kind: str
    span: Span
    parent: str | None = None  # for a loop axis: the range axis it walks
    segment: "Segment | None" = None   # `s: 64 in cu[b]`: the rows of its dimension it walks


def covering(infos, axes) -> set[str]:
    """`axes` with the axes choosing the segments of segmented ones among them (infos: the
    kernel's AxisInfos): a store over s indexes b too (kgen.front.segments)."""
    out = set(axes)
    for a in infos:
        if a.segment is not None and a.name in out:
            out.add(a.segment.by)
    return out


@dataclass(frozen=True)
class Segment:
    """`tile s: 64 in cu[b]`: the axis walks rows [cu[b], cu[b + 1]) of its dimension, b a grid
    axis of tile 1 and cu a non-decreasing i32 tensor of b's extent + 1 entries (FlashAttention's
    cu_seqlens, a grouped GEMM's group offsets). The axis's index is the row (cu[b] plus the
    place in the segment); rows past the segment are absent. The programs of different b write
    disjoint rows, which the launch checks on the offsets (kgen.runtime.launch.segment_sizes);
    along the axis a launch takes the tiles of the longest segment, the size `longest`."""
    tensor: str
    by: str
    longest: str


@dataclass(frozen=True)
class TensorParam:
    name: str
    dtype: DType
    shape: tuple[Dim, ...]
    span: Span
    dtype_span: Span | None = None     # the dtype's name, where a target refuses it


@dataclass(frozen=True)
class ScalarParam:
    name: str
    dtype: DType
    span: Span


Param = TensorParam | ScalarParam

_ids = count()


# Each op's attributes, by name in the order Value.attrs holds them (an op not listed has none):
# read by name everywhere (Value.attr), their count checked by verify_kernel.
ATTRS = {
    "const": ("value",),               # a float (inf, nan) or an int
    "scalar": ("name",), "dim": ("name",), "carried": ("name",), "loop_result": ("name",),
    "index": ("axis",),
    "index_div": ("axis", "c"),        # kk / c
    "load": ("tensor", "axes"),        # axes in the tensor's dimension order
    "gather": ("tensor",),
    "cast": ("dtype",),
    "reduce": ("kind", "axis"),        # kind: sum | max | min
    "matmul": ("axis",),               # the contracted axis
}
_ATTR_INDEX = {op: {n: i for i, n in enumerate(names)} for op, names in ATTRS.items()}


@dataclass(frozen=True, eq=False)
class Value:
    """One op's result. `axes` are in canonical order; `attrs` holds op-specific constants.

    ops: const(value) | scalar(name) | dim(name) | index(axis) | index_div(axis, c)
         | load(tensor, axes)
         | gather(tensor) | carried(name) | loop_result(name)
         | neg abs relu | exp exp2 log sqrt rsqrt sigmoid tanh cosh erf sin cos floor
         | add sub mul div min max rem and or xor shl shr mulhi pow
         | lt le gt ge eq ne | select | cast(dtype) | reduce(kind, axis) | matmul(axis)
         | fill

    fill: args (x, v), v a scalar: x where its data makes it present, v where it is absent
    (a gather outside its tensor); present wherever its axes are.

    index(axis): no args, i32 over (axis,): the global index along the axis (for a loop variable,
    the chunk start plus the position in the chunk).
    index_div(axis, c): no args, an i32 scalar: `kk / c` for a loop variable kk whose chunk
    size divides c, which is the same for every element of a chunk (chunks start at multiples
    of their size), so it has no axes: the chunk's block index, e.g. the K block of a block
    scale (`sa[m, kk / 128]`). It changes from step to step like the loop variable.
    load(tensor, axes): the plain load `x[m, n]`, axes in the tensor's dimension order.
    gather(tensor): every other load; args are one integer value per tensor dimension (a bare axis
    is an `index` value) and the result's axes are the canonical union of theirs. An element whose
    subscript falls outside the tensor in any dimension is absent.
    const: a float (inf and nan included) or an int; a u32 const holds an int in [0, 2^32).
    Integer ops on i32/u32 wrap at 32 bits; div/rem truncate toward zero, with RISC-V results for
    division by zero (quotient all ones, remainder the dividend) and INT_MIN / -1 (INT_MIN,
    remainder 0); shift counts are taken modulo 32; shr is arithmetic for i32, logical for u32;
    mulhi is the high half of the 64-bit product. and/or/xor also take bools.
    """
    op: str
    args: tuple["Value", ...]
    dtype: DType
    axes: tuple[str, ...]
    span: Span
    attrs: tuple = ()
    uid: int = field(default_factory=lambda: next(_ids))

    def attr(self, name: str):
        """An attribute by the name ATTRS gives it: v.attr("tensor") of a load."""
        return self.attrs[_ATTR_INDEX[self.op][name]]


@dataclass(frozen=True)
class Let:
    name: str | None
    value: Value
    span: Span


@dataclass(frozen=True)
class Store:
    """`tensor[axes] = value`. A plain store has no `index`. Otherwise `index` holds one integer
    value per tensor dimension, each affine in exactly the one axis `axes` names for that dimension
    with a non-zero constant coefficient (`out[t, 2 * i + 1]`), so the store is injective. Absent
    elements, and elements whose subscript falls outside the tensor, are not written."""
    tensor: str
    axes: tuple[str, ...]  # tensor dimension order
    value: Value
    span: Span
    index: tuple[Value, ...] = ()


@dataclass(frozen=True)
class Loop:
    """`for var in over`: the body runs once per chunk of `over`'s dimension.

    carried: names whose value flows around the loop: init value before, `carried(name)` values
    inside, `yields` the next iteration's value, `loop_result(name)` after.
    """
    var: str
    over: str
    carried: tuple[tuple[str, Value], ...]
    body: tuple["Stmt", ...]
    yields: tuple[Value, ...]
    results: tuple[Value, ...]
    span: Span


Stmt = Let | Store | Loop


@dataclass(frozen=True)
class SplitAxis:
    """A kernel that walks one part of a dimension (kgen.lower.split): along `axis` (a whole
    axis, or the range a `for` walks) the program takes rows [p * rows, min(dim, (p + 1) *
    rows)), p its index along the grid axis `part` and `rows` a scalar parameter."""
    axis: str
    part: str
    rows: str


@dataclass(frozen=True)
class Kernel:
    name: str
    params: tuple[Param, ...]
    axes: tuple[AxisInfo, ...]
    body: tuple[Stmt, ...]
    span: Span
    specialized: tuple[tuple[str, int], ...] = ()
    split: SplitAxis | None = None

    def axis(self, name: str) -> AxisInfo:
        for a in self.axes:
            if a.name == name:
                return a
        raise KeyError(name)

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def tensors(self) -> tuple[TensorParam, ...]:
        return tuple(p for p in self.params if isinstance(p, TensorParam))

    @property
    def dim_symbols(self) -> tuple[str, ...]:
        """Symbolic dimensions in first-appearance order: they become kernel arguments. The
        tensors' first, then those only an axis walks (`tile t: 64 in T`)."""
        seen: list[str] = []
        for d in [d for p in self.tensors for d in p.shape] + [a.dim for a in self.axes]:
            if d.name is not None and d.name not in seen:
                seen.append(d.name)
        return tuple(seen)

    @property
    def once_axes(self) -> frozenset[str]:
        """The grid axes of tile 1 (a batch, a head, a sequence): each program holds one index
        of them, so a value over them alone is one number a program."""
        return frozenset(a.name for a in self.axes if a.kind == "grid" and a.size == 1)

    @property
    def segments(self) -> tuple[AxisInfo, ...]:
        """The axes that walk segments (`tile s: 64 in cu[b]`)."""
        return tuple(a for a in self.axes if a.segment is not None)

    def segment_dims(self, a: AxisInfo) -> tuple[Dim, Dim]:
        """(the count of segments, the offsets' length) of segmented axis a: the dimension of
        the axis choosing its segments, and of its offsets tensor, which holds one entry more."""
        cu = self.param(a.segment.tensor)
        return self.axis(a.segment.by).dim, cu.shape[0]

    @property
    def axis_only_dims(self) -> tuple[str, ...]:
        """Dimensions no tensor has (`tile t: 64 in T`): a launch must give their sizes."""
        shaped = {d.name for p in self.tensors for d in p.shape}
        return tuple(d for d in self.dim_symbols if d not in shaped)


# ---- printing ------------------------------------------------------------------------------------

def _fmt_type(v: Value) -> str:
    return f"{v.dtype}[{', '.join(v.axes)}]" if v.axes else str(v.dtype)


def print_kernel(k: Kernel) -> str:
    """Deterministic text of a kernel's tile IR: values numbered %0, %1, ... in definition order."""
    names: dict[int, str] = {}
    lines: list[str] = []

    def ref(v: Value) -> str:
        return names[v.uid]

    def define(v: Value, indent: str) -> None:
        if v.uid in names:
            return
        for a in v.args:
            define(a, indent)
        names[v.uid] = f"%{len(names)}"
        attrs = ""
        if v.op == "load":  # load x[m, n]
            attrs = f" {v.attr('tensor')}[{', '.join(v.attr('axes'))}]"
        elif v.attrs:
            attrs = " " + " ".join(_fmt_attr(a) for a in v.attrs)
        args = (" " + ", ".join(ref(a) for a in v.args)) if v.args else ""
        loc = f"  # {v.span.line}:{v.span.col}"
        lines.append(f"{indent}{ref(v)} = {v.op}{attrs}{args} : {_fmt_type(v)}{loc}")

    def block(stmts, indent: str) -> None:
        for s in stmts:
            if isinstance(s, Let):
                fresh = s.value.uid not in names
                define(s.value, indent)
                if s.name and fresh:  # name the line that defines the value
                    lines[-1] += f"  ({s.name})"
            elif isinstance(s, Store):
                for i in s.index:
                    define(i, indent)
                define(s.value, indent)
                at = f" index({', '.join(ref(i) for i in s.index)})" if s.index else ""
                lines.append(f"{indent}store {s.tensor}[{', '.join(s.axes)}]{at}, {ref(s.value)}"
                             f"  # {s.span.line}:{s.span.col}")
            elif isinstance(s, Loop):
                for _, init in s.carried:
                    define(init, indent)
                carried = ", ".join(f"{n} = {ref(init)}" for n, init in s.carried)
                lines.append(f"{indent}for {s.var} in {s.over} carry({carried}) {{")
                block(s.body, indent + "  ")
                for y in s.yields:
                    define(y, indent + "  ")
                lines.append(f"{indent}  yield {', '.join(ref(y) for y in s.yields)}")
                lines.append(f"{indent}}}")
                for r in s.results:
                    define(r, indent)

    head = ", ".join(
        f"{p.name}: {p.dtype}[{', '.join(map(str, p.shape))}]" if isinstance(p, TensorParam)
        else f"{p.name}: {p.dtype}" for p in k.params)
    lines.append(f"kernel {k.name}({head})")
    if k.specialized:
        lines.append("  specialize " + ", ".join(f"{n}={v}" for n, v in k.specialized))
    axes = ", ".join(f"{a.name}: {a.size if a.size is not None else 'all'} over {a.dim} ({a.kind}"
                     + (f", segment {a.segment.tensor}[{a.segment.by}])" if a.segment else ")")
                     for a in k.axes)
    lines.append(f"  tile {axes}")
    block(k.body, "  ")
    return "\n".join(lines) + "\n"


def _fmt_attr(a) -> str:
    if isinstance(a, float):
        return repr(a)
    if isinstance(a, DType):
        return str(a)
    return str(a)


# ---- verification --------------------------------------------------------------------------------

def verify(k: Kernel) -> Kernel:
    """Checks the IR's invariants; a failure is a kgen bug, reported as such."""
    order = {a.name: i for i, a in enumerate(k.axes)}
    tensors = {t.name: t for t in k.tensors}

    def bug(msg: str, span: Span):
        raise CompilerBug(msg, span)

    def check_op(v: Value) -> None:
        kinds = [a.dtype for a in v.args]
        if len(v.attrs) != len(ATTRS.get(v.op, ())):
            bug(f"IR {v.op} has attributes {v.attrs}; its op takes "
                f"({', '.join(ATTRS.get(v.op, ()))})", v.span)
        if v.op == "index":
            if v.args or v.axes != (v.attr("axis"),) or v.dtype != DType.i32:
                bug(f"IR index {v.attrs} is not an i32 over its one axis", v.span)
        elif v.op == "index_div":
            ax = next((a for a in k.axes if a.name == v.attr("axis")), None)
            if v.args or v.axes or ax is None or ax.kind != "loop" or v.attr("c") % ax.size:
                bug(f"IR index_div {v.attrs} is not a loop variable's chunk index", v.span)
        elif v.op in ("load", "gather"):
            t = tensors.get(v.attr("tensor"))
            if t is None or v.dtype != t.dtype:
                bug(f"IR {v.op} of unknown tensor or with the wrong dtype: {v.attr('tensor')}", v.span)
            if v.op == "load" and (len(v.attr("axes")) != len(t.shape) or
                                   set(v.axes) != set(v.attr("axes"))):
                bug(f"IR load of {t.name} with axes {v.attr('axes')}", v.span)
            if v.op == "gather":
                if len(v.args) != len(t.shape) or not all(d.is_int for d in kinds):
                    bug(f"IR gather of {t.name} needs one integer per dimension", v.span)
                if set(v.axes) != {ax for a in v.args for ax in a.axes}:
                    bug("IR gather's axes are not the union of its subscripts' axes", v.span)
        elif v.op in INT_ONLY_OPS:
            if not all(d == v.dtype and d.is_int for d in kinds):
                bug(f"IR {v.op} needs integer operands of its dtype", v.span)
        elif v.op in BITWISE_OPS:
            if not all(d == v.dtype and (d.is_int or d == DType.bool) for d in kinds):
                bug(f"IR {v.op} needs integer or bool operands of its dtype", v.span)
        elif v.op == "pow" or v.op in UNARY_FLOAT_OPS:
            if not v.dtype.is_float or not all(d == v.dtype for d in kinds):
                bug(f"IR {v.op} needs float operands of its dtype", v.span)

    def check_value(v: Value, seen: set[int]) -> None:
        if v.uid in seen:
            return
        for a in v.args:
            check_value(a, seen)
        for ax in v.axes:
            if ax not in order:
                raise CompilerBug(f"IR value {v.op} has unknown axis {ax}", v.span)
        if list(v.axes) != sorted(v.axes, key=order.__getitem__):
            raise CompilerBug(f"IR value {v.op} has axes out of canonical order {v.axes}", v.span)
        for a in v.args:
            if not set(a.axes) <= set(v.axes) and v.op not in ("reduce", "matmul"):
                raise CompilerBug(f"IR op {v.op} drops axes {a.axes} -> {v.axes}", v.span)
        check_op(v)
        seen.add(v.uid)

    def check_store(s: Store, seen) -> None:
        check_value(s.value, seen)
        t = tensors.get(s.tensor)
        if t is None or len(s.axes) != len(t.shape) or len(set(s.axes)) != len(s.axes):
            raise CompilerBug(f"store to {s.tensor} with axes {s.axes}", s.span)
        # a store over a segmented axis also indexes the axis choosing its segments
        if not set(s.value.axes) <= covering(k.axes, s.axes):
            raise CompilerBug("store of a value with axes the store lacks", s.span)
        if s.index:
            if len(s.index) != len(s.axes):
                raise CompilerBug("store index and axes disagree", s.span)
            for i, ax in zip(s.index, s.axes):
                check_value(i, seen)
                if i.axes != (ax,) or not i.dtype.is_int:
                    raise CompilerBug(f"store subscript over {i.axes} for axis {ax}", s.span)

    def check_block(stmts, seen) -> None:
        for s in stmts:
            if isinstance(s, Let):
                check_value(s.value, seen)
            elif isinstance(s, Store):
                check_store(s, seen)
            elif isinstance(s, Loop):
                check_block(s.body, seen)
                if len(s.yields) != len(s.carried) or len(s.results) != len(s.carried):
                    raise CompilerBug("loop carries, yields and results disagree", s.span)
                for y in s.yields:
                    check_value(y, seen)
    check_block(k.body, set())
    return k


def statements(stmts):
    """Every statement, in order, descending into loop bodies."""
    for s in stmts:
        yield s
        if isinstance(s, Loop):
            yield from statements(s.body)


def subtree(v: Value, stop: tuple[str, ...] = ()):
    """v and every value it reads, each once, not looking inside the values whose op is in
    `stop` (they are yielded themselves): subtree(y, ("reduce",)) is what y computes outside
    its reductions."""
    stack, seen = [v], set()
    while stack:
        x = stack.pop()
        if x.uid in seen:
            continue
        seen.add(x.uid)
        yield x
        if x.op not in stop:
            stack.extend(x.args)


def values(stmts):
    """Every value the statements compute or read, each once, operands before users."""
    seen: set[int] = set()

    def visit(v: Value):
        stack = [(v, False)]
        while stack:
            x, done = stack.pop()
            if x.uid in seen:
                continue
            if done:
                seen.add(x.uid)
                yield x
                continue
            stack.append((x, True))
            stack.extend((a, False) for a in reversed(x.args))

    for s in statements(stmts):
        roots = [s.value] if isinstance(s, Let) else [*s.index, s.value] if isinstance(
            s, Store) else [
            *(init for _, init in s.carried), *s.yields]
        for r in roots:
            yield from visit(r)
