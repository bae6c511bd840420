"""The abstract syntax tree: what the parser read, every node with its span.

Nodes are frozen dataclasses; `eq=False` keeps identity semantics so that later stages can key side
tables by node. `dump()` prints the tree for `kgen compile --emit ast`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from ..source import Span


@dataclass(frozen=True, eq=False)
class Node:
    span: Span


# ---- expressions ---------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class Number(Node):
    """A literal: an int (decimal or hex), or a float (`inf` and `nan` included)."""
    value: float | int
    is_float: bool


@dataclass(frozen=True, eq=False)
class Name(Node):
    id: str


@dataclass(frozen=True, eq=False)
class Index(Node):
    """`tensor[subs]`: each subscript an expression; bare axis names make the plain load."""
    tensor: Name
    subs: tuple["Expr", ...]


@dataclass(frozen=True, eq=False)
class Kwarg(Node):
    name: str
    value: "Expr"


@dataclass(frozen=True, eq=False)
class Call(Node):
    func: Name
    args: tuple["Expr", ...]
    kwargs: tuple[Kwarg, ...]


@dataclass(frozen=True, eq=False)
class Binary(Node):
    op: str  # + - * / % @ & | ^ << >> < <= > >= == !=
    lhs: "Expr"
    rhs: "Expr"
    op_span: Span


@dataclass(frozen=True, eq=False)
class Neg(Node):
    operand: "Expr"


Expr = Number | Name | Index | Call | Binary | Neg


# ---- statements ----------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class TileItem(Node):
    axis: str
    size: int | None  # None: `all`, the whole extent of the dimension
    # `t: 64 in T`: the dimension the axis walks, where no tensor's subscript says (a key axis
    # reached through a page table); `s: 64 in cu[b]`: the segment b of offsets cu the axis
    # walks (an Index); None: the dimension the axis indexes
    dim: "Name | Index | None" = None


@dataclass(frozen=True, eq=False)
class TileDecl(Node):
    items: tuple[TileItem, ...]


@dataclass(frozen=True, eq=False)
class Assign(Node):
    target: Name
    op: str  # "=", "+=", "-=", "*="
    value: Expr


@dataclass(frozen=True, eq=False)
class Store(Node):
    tensor: Name
    subs: tuple[Expr, ...]
    value: Expr


@dataclass(frozen=True, eq=False)
class For(Node):
    var: Name
    axis: Name
    body: tuple["Stmt", ...]


Stmt = TileDecl | Assign | Store | For


# ---- declarations --------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class Dim(Node):
    name: str | None
    value: int | None


@dataclass(frozen=True, eq=False)
class Param(Node):
    name: Name
    dtype: Name
    shape: tuple[Dim, ...] | None  # None: a scalar


@dataclass(frozen=True, eq=False)
class Kernel(Node):
    name: Name
    params: tuple[Param, ...]
    body: tuple[Stmt, ...]


@dataclass(frozen=True, eq=False)
class SchedOption(Node):
    name: Name
    args: tuple[Name | Number, ...]


@dataclass(frozen=True, eq=False)
class SchedTile(Node):
    items: tuple[TileItem, ...]


@dataclass(frozen=True, eq=False)
class Schedule(Node):
    kernel: Name
    target: Name
    items: tuple[SchedOption | SchedTile, ...]


@dataclass(frozen=True, eq=False)
class Program(Node):
    items: tuple[Kernel | Schedule, ...]

    @property
    def kernels(self) -> tuple[Kernel, ...]:
        return tuple(i for i in self.items if isinstance(i, Kernel))

    @property
    def schedules(self) -> tuple[Schedule, ...]:
        return tuple(i for i in self.items if isinstance(i, Schedule))


def dump(node, indent: int = 0) -> str:
    """A deterministic, indented rendering of a tree: one node per line with its position."""
    pad = "  " * indent
    if isinstance(node, tuple):
        return "\n".join(dump(n, indent) for n in node)
    if not isinstance(node, Node):
        return f"{pad}{node!r}"
    scalars, children = [], []
    for f in fields(node):
        if f.name == "span" or f.name.endswith("_span"):
            continue
        v = getattr(node, f.name)
        if isinstance(v, Name):
            scalars.append(f"{f.name}={v.id}")
        elif isinstance(v, Node) or (isinstance(v, tuple) and v and isinstance(v[0], Node)):
            children.append((f.name, v))
        else:
            scalars.append(f"{f.name}={v!r}")
    s = node.span
    lines = [f"{pad}{type(node).__name__} {' '.join(scalars)}  @{s.line}:{s.col}".rstrip()]
    for name, v in children:
        if isinstance(v, tuple) and all(isinstance(x, Name) for x in v):
            lines[0] += f" {name}=[{', '.join(x.id for x in v)}]"
            continue
        lines.append(f"{pad}  {name}:")
        lines.append(dump(v, indent + 2))
    return "\n".join(lines)
