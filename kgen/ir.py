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

from .errors import CompilerBug
from .source import Span


class DType(enum.Enum):
    f32 = ("f32", 4, True)
    f16 = ("f16", 2, True)
    bf16 = ("bf16", 2, True)
    i32 = ("i32", 4, False)
    bool = ("bool", 1, False)

    def __init__(self, label: str, nbytes: int, is_float: bool):
        self.label = label
        self.nbytes = nbytes
        self.is_float = is_float

    def __str__(self) -> str:
        return self.label


# Dtypes a tensor or scalar parameter may have today. The language reserves the others (DESIGN.md)
# and the checker names them as not supported yet.
PARAM_DTYPES = {d.label: d for d in (DType.f32, DType.f16, DType.bf16, DType.i32)}
RESERVED_DTYPES = ("u32", "i8", "bool", "e4m3", "e5m2", "f64", "u8", "i16", "i64")


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


@dataclass(frozen=True)
class TensorParam:
    name: str
    dtype: DType
    shape: tuple[Dim, ...]
    span: Span


@dataclass(frozen=True)
class ScalarParam:
    name: str
    dtype: DType
    span: Span


Param = TensorParam | ScalarParam

_ids = count()


@dataclass(frozen=True, eq=False)
class Value:
    """One op's result. `axes` are in canonical order; `attrs` holds op-specific constants.

    ops: const(value) | scalar(name) | dim(name) | load(tensor) | carried(name) | loop_result(name)
         | neg abs exp exp2 log sqrt rsqrt sigmoid tanh | add sub mul div min max
         | lt le gt ge eq ne | select | cast | reduce(kind, axis) | matmul(axis)
    """
    op: str
    args: tuple["Value", ...]
    dtype: DType
    axes: tuple[str, ...]
    span: Span
    attrs: tuple = ()
    uid: int = field(default_factory=lambda: next(_ids))

    def attr(self, i: int = 0):
        return self.attrs[i]


@dataclass(frozen=True)
class Let:
    name: str | None
    value: Value
    span: Span


@dataclass(frozen=True)
class Store:
    tensor: str
    axes: tuple[str, ...]  # tensor dimension order
    value: Value
    span: Span


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
class Kernel:
    name: str
    params: tuple[Param, ...]
    axes: tuple[AxisInfo, ...]
    body: tuple[Stmt, ...]
    span: Span
    specialized: tuple[tuple[str, int], ...] = ()

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
        """Symbolic dimensions in first-appearance order: they become kernel arguments."""
        seen: list[str] = []
        for p in self.tensors:
            for d in p.shape:
                if d.name is not None and d.name not in seen:
                    seen.append(d.name)
        return tuple(seen)


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
            attrs = f" {v.attrs[0]}[{', '.join(v.attrs[1])}]"
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
                define(s.value, indent)
                lines.append(f"{indent}store {s.tensor}[{', '.join(s.axes)}], {ref(s.value)}"
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
    axes = ", ".join(f"{a.name}: {a.size if a.size is not None else 'all'} over {a.dim} ({a.kind})"
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
        seen.add(v.uid)

    def check_block(stmts, seen) -> None:
        for s in stmts:
            if isinstance(s, Let):
                check_value(s.value, seen)
            elif isinstance(s, Store):
                check_value(s.value, seen)
                if not set(s.value.axes) <= set(s.axes):
                    raise CompilerBug("store of a value with axes the store lacks", s.span)
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
        roots = [s.value] if isinstance(s, Let | Store) else [
            *(init for _, init in s.carried), *s.yields]
        for r in roots:
            yield from visit(r)
