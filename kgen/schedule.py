"""Scheduling memory-bound kernels: tile IR to a plan, and the plan to thread IR (LIR).

The plan (`Plan`) is the decision, printed by `--emit schedule`; `lower_kernel` carries it out.

Layout. A kernel has at most two live axes: a row axis (outer) and a column axis (inner, the
contiguous dimension). A block of P threads covers a column chunk of C = P * V * U elements: thread
t holds V contiguous elements (one 16-byte access for f32 with V = 4, or bf16 with V = 8) at
columns u*P*V + t*V + i, for each of U unrolled vectors; consecutive threads touch consecutive 16
bytes, so every warp access is fully coalesced. Rows are walked one at a time by the whole block,
so a reduction along the columns is a block reduction, and one along nothing else is needed.

Phases. A value that depends on a reduction over the columns cannot be computed until that
reduction is complete. The column loop therefore runs in phases: phase 1 computes every reduction
that depends on none, phase 2 those that depend on phase 1's, and so on; stores go in the first
phase where their value is ready. Column values are recomputed in each phase from their loads, so
any row length works with no buffer; when a row fits in one chunk (`U` covers it at compile time)
the phases share one straight-line body and every load is issued once.

Edges. The column range of a program is split into full chunks (no per-element checks, 16-byte
accesses) and at most one partial chunk, whose elements are guarded one by one: elements outside a
tensor are never loaded, never stored, and reductions skip them. 16-byte accesses also need the
row start aligned: for a 2-D tensor with a symbolic row length N, the full path is taken only when
N is a multiple of V, a uniform test at run time; otherwise the element-wise path runs.

Reductions. Each thread folds its elements into a partial (in f32 for f16/bf16 data), a warp
butterfly (`warp_reduce`) combines the lanes, and with more than one warp the lanes 0 of each warp
meet in a shared buffer. The barriers those buffers need are not written here: `insert_barriers`
derives them from the accesses' read and write sets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from . import ir
from . import lir as L
from .check import SchedSpec
from .errors import CompilerBug, ScheduleError
from .ir import DType, Value
from .targets import Target

LOG2E = 1.4426950408889634
LN2 = 0.6931471805599453

# The identity of each reduction: what an absent element contributes.
_IDENTITY = {("sum", True): 0.0, ("max", True): float("-inf"), ("min", True): float("inf"),
             ("sum", False): 0, ("max", False): -(2 ** 31), ("min", False): 2 ** 31 - 1}

# Most elements per thread kept in registers for one chunk: beyond this a row is walked in chunks.
MAX_ELEMS_PER_THREAD = 32


@dataclass(frozen=True)
class Plan:
    """How one kernel maps onto one target: the decisions `--emit schedule` prints."""
    kernel: str
    target: str
    threads: int
    vector: int
    unroll: int
    row: str | None          # the outer axis, walked one row at a time
    col: str                 # the inner axis, spread over the threads
    grid: tuple[str, ...]    # grid axes for x, y, z
    chunk: int               # C = threads * vector * unroll
    warps: int
    reasons: tuple[str, ...] = field(default=())

    def describe(self) -> list[str]:
        lines = [f"kernel {self.kernel} on {self.target}",
                 f"  block: {self.threads} threads = {self.warps} x {self.threads // self.warps}"
                 f"-wide {'warps' if self.threads // self.warps == 32 else 'waves'}",
                 f"  grid: {', '.join(self.grid) if self.grid else '1'}",
                 f"  layout: column axis '{self.col}' blocked, {self.vector} contiguous elements "
                 f"per thread x {self.unroll} unrolled = chunk of {self.chunk} columns",
                 "  rows: " + (f"axis {self.row!r}, one row at a time" if self.row else "none")]
        lines += [f"  {r}" for r in self.reasons]
        return lines


def plan_kernel(k: ir.Kernel, target: Target, spec: SchedSpec | None) -> Plan:
    """Chooses threads, vector width and unroll for a kernel on a target."""
    live = [a for a in k.axes if a.kind != "range"]
    if not live:
        raise ScheduleError("kernel has no tile axis to spread over threads", k.span)
    product = next((v for v in ir.values(k.body) if v.op == "matmul"), None)
    if product is not None:  # kgen.schedule_mma plans products; reaching here is a bug
        raise ScheduleError("a tile product reached the memory-bound scheduler", product.span)
    if len(live) > 2:
        raise ScheduleError("more than two live tile axes without a matrix product; not "
                            "supported yet", k.span, hint="keep one row axis and one column "
                            "axis per program")
    for a in live[:-1]:
        if a.kind == "loop":
            raise ScheduleError(f"loop over axis '{a.parent}', which is not the innermost axis, "
                                "is not supported yet", a.span,
                                hint="loop over the contiguous (last) axis")
    col = live[-1]
    row = live[0] if len(live) == 2 else None
    reasons: list[str] = []
    _reject_inplace(k)
    _reject_transposed(k, col.name, row.name if row else None)
    widest = max(p.dtype.nbytes for p in k.tensors)
    threads = spec.threads if spec and spec.threads else 256
    if spec and spec.vector:
        vector = spec.vector
    else:
        vector = 16 // widest
        reasons.append(f"vector {vector}: 16-byte accesses of {widest}-byte elements")
    col_tile = col.size
    if col_tile is not None and col_tile % vector:
        if spec and spec.vector:
            where = next((o.span for o in spec.options if o.name == "vector"), spec.span)
            raise ScheduleError(f"vector {vector} does not divide the tile of '{col.name}' "
                                f"({col_tile})", where,
                                hint="vector accesses must not straddle two programs' tiles")
        vector = math.gcd(vector, col_tile)
        reasons.append(f"vector {vector}: the tile of '{col.name}' ({col_tile}) is not a "
                       "multiple of a 16-byte access")
    extent = col_tile if col_tile is not None else col.dim.value
    unroll = 1
    if extent is not None:
        unroll = max(1, -(-extent // (threads * vector)))
        if unroll * vector > MAX_ELEMS_PER_THREAD:
            unroll = max(1, MAX_ELEMS_PER_THREAD // vector)
            reasons.append(f"unroll {unroll}: a row of {extent} is walked in chunks")
        else:
            reasons.append(f"unroll {unroll}: one chunk covers the {extent} columns of a "
                           "program, so every load is issued once")
    else:
        reasons.append(f"unroll 1: '{col.name}' spans {col.dim} (unknown until launch), so rows "
                       "are walked in chunks and each phase reloads its inputs")
    grid = tuple(a.name for a in (col, row) if a is not None and a.kind == "grid")
    return Plan(k.name, target.name, threads, vector, unroll, row.name if row else None,
                col.name, grid, threads * vector * unroll, threads // target.wave,
                tuple(reasons))


def _reject_inplace(k: ir.Kernel) -> None:
    loaded = {v.attrs[0] for v in ir.values(k.body) if v.op == "load"}
    for s in ir.statements(k.body):
        if isinstance(s, ir.Store) and s.tensor in loaded:
            raise ScheduleError(f"tensor '{s.tensor}' is both read and written; in-place kernels "
                                "are not supported yet", s.span, hint="write the result to "
                                "another tensor")


def _reject_transposed(k: ir.Kernel, col: str, row: str | None) -> None:
    order = [a for a in (row, col) if a]
    accesses = [(v.attrs[1], v.span) for v in ir.values(k.body) if v.op == "load"]
    accesses += [(s.axes, s.span) for s in ir.statements(k.body) if isinstance(s, ir.Store)]
    for axes, span in accesses:
        ranks = [order.index(a) if a in order else -1 for a in axes]
        if ranks != sorted(ranks):
            raise ScheduleError("transposed access: the tensor's dimensions run in another "
                                "order than the tile axes; not supported yet", span,
                                hint=f"index in tile order ({', '.join(order)})")


# ---- lowering to LIR -----------------------------------------------------------------------------

class _Builder:
    """Collects LIR nodes into nested blocks and hands out fresh registers."""

    def __init__(self):
        self.next_id = 0
        self.blocks: list[list[L.Node]] = [[]]

    def reg(self, ty: str, uniform: bool) -> L.Reg:
        self.next_id += 1
        return L.Reg(self.next_id, ty, uniform)

    def emit(self, op, dst=(), src=(), attrs=(), pred=None, note="") -> None:
        self.blocks[-1].append(L.Inst(op, tuple(dst), tuple(src), tuple(attrs), pred, note))

    def op(self, op: str, ty: str, *src, attrs=(), note="", uniform=None) -> L.Reg:
        if uniform is None:
            uniform = all(isinstance(s, L.Imm) or s.uniform for s in src)
        d = self.reg(ty, uniform)
        self.emit(op, (d,), src, attrs, note=note)
        return d

    def op_n(self, op: str, ty: str, n: int, *src, attrs=(), note="") -> list[L.Reg]:
        """An op with n per-lane destinations of one type (a wide load), as a list."""
        d = [self.reg(ty, False) for _ in range(n)]
        self.emit(op, d, src, attrs, note=note)
        return d

    def open(self) -> None:
        self.blocks.append([])

    def close(self) -> tuple[L.Node, ...]:
        return tuple(self.blocks.pop())


def _imm_u(v: int) -> L.Imm:
    return L.Imm(v, "u32")


@dataclass
class _Chunk:
    """Where the current chunk's elements are: what each thread's element e maps to."""
    serial: int                      # distinguishes chunks in memo keys
    full: bool                       # every element in bounds and 16-byte accesses allowed
    rem: L.Operand | None            # columns left in this program/loop step from chunk start
    col0: L.Operand                  # first column of the chunk (uniform u32)
    memo: dict = field(default_factory=dict)
    valid: dict = field(default_factory=dict)


class _Lowering:
    """Lowers one kernel with its plan to one LIR Function."""

    def __init__(self, k: ir.Kernel, plan: Plan, target: Target, source_name: str):
        self.k, self.plan, self.target = k, plan, target
        self.b = _Builder()
        self.src = source_name
        self.params: dict[str, L.Reg] = {}
        self.row_memo: dict = {}
        self.row_reg: L.Operand | None = None
        self.shared: list[L.SharedBuffer] = []
        self.tid: L.Reg | None = None
        self.lane_col: L.Reg | None = None
        self.elems = plan.vector * plan.unroll
        self.chunks = 0
        self.sinks: dict = {}  # reduction key -> partial register folded across a loop
        self.phase_notes: list[str] = []
        self.keys: dict[int, tuple] = {}
        self.lane_offsets: dict[int, L.Reg] = {}

    # -- small helpers

    def note(self, v) -> str:
        return f"{self.src}:{v.span.line}"

    def param(self, name: str) -> L.Reg:
        return self.params[name]

    def dim_operand(self, d: ir.Dim) -> L.Operand:
        if d.value is not None:
            return _imm_u(d.value)
        return self.param(d.name)

    # -- entry

    def run(self) -> L.Function:
        k, b, plan = self.k, self.b, self.plan
        slots = []
        for p in k.params:
            if isinstance(p, ir.TensorParam):
                slots.append(L.ParamSlot(p.name, "tensor", "u64", str(p.dtype),
                                         readonly=not self._is_stored(p.name)))
            else:
                ty = "f32" if p.dtype.is_float else "s32"
                slots.append(L.ParamSlot(p.name, "scalar", ty, str(p.dtype)))
        for d in k.dim_symbols:
            if d not in dict(k.specialized):
                slots.append(L.ParamSlot(d, "dim", "u32", "i32"))
        for s in slots:
            self.params[s.name] = b.op("ld_param", s.ty, attrs=(s.name,), uniform=True,
                                       note=f"argument {s.name}")
        self.tid = b.op("tid", "u32", uniform=False)
        self.lane_col = b.op("shl", "u32", self.tid, _imm_u(plan.vector.bit_length() - 1),
                             uniform=False, note=f"thread's first column in a chunk: tid * "
                                                 f"{plan.vector}") \
            if plan.vector > 1 else self.tid
        for size in sorted({t.dtype.nbytes for t in k.tensors}):
            shift = size.bit_length() - 1
            self.lane_offsets[size] = b.op(
                "shl", "u32", self.lane_col, _imm_u(shift), uniform=False,
                note=f"thread's byte offset in a chunk of {size}-byte elements") \
                if shift else self.lane_col
        col = k.axis(plan.col)
        row = k.axis(plan.row) if plan.row else None
        grid_ids = {ax: b.op("ctaid", "u32", attrs=("xyz"[i],), uniform=True,
                             note=f"program index along '{ax}'")
                    for i, ax in enumerate(plan.grid)}
        # Column range of this program.
        if col.kind == "grid":
            col0 = b.op("mul", "u32", grid_ids[col.name], _imm_u(col.size),
                        note=f"first column of this program's tile ({col.size} wide)")
            left = b.op("sub", "u32", self.dim_operand(col.dim), col0)
            extent = b.op("min", "u32", left, _imm_u(col.size), note="columns in this tile")
            if col.dim.value is not None and col.dim.value % col.size == 0:
                extent = _imm_u(col.size)
        elif col.kind == "whole":
            col0, extent = _imm_u(0), self.dim_operand(col.dim)
        else:  # a loop variable: the range is set per iteration
            col0, extent = _imm_u(0), None
        self.col_range = (col0, extent)
        self.aligned = self._alignment_test()
        # Rows.
        if row is None:
            self.row_reg = None
            self._row_bases()
            self._body(k.body)
        elif row.kind == "grid" and row.size == 1:
            self.row_reg = grid_ids[row.name]
            self._row_bases()
            self._body(k.body)
        else:
            if row.kind == "grid":
                r0 = b.op("mul", "u32", grid_ids[row.name], _imm_u(row.size))
                left = b.op("sub", "u32", self.dim_operand(row.dim), r0)
                nrows = b.op("min", "u32", left, _imm_u(row.size))
            else:
                r0, nrows = _imm_u(0), self.dim_operand(row.dim)
            counter = b.reg("u32", True)
            b.open()
            self.row_reg = b.op("add", "u32", r0, counter) if isinstance(r0, L.Reg) else counter
            self._row_bases()
            self._body(k.body)
            body = b.close()
            b.blocks[-1].append(L.Loop(counter, _imm_u(0), nrows, 1, body,
                                       note=f"rows of '{row.name}', one at a time"))
        header = (f"kernel {k.name} from {self.src}", f"target {self.target.name}: "
                  f"{self.target.description}", *plan.describe()[1:],
                  *(f"  {n}" for n in dict.fromkeys(self.phase_notes)))
        grid = tuple(L.GridDim(ax, k.axis(ax).dim.value if k.axis(ax).dim.value is not None
                               else k.axis(ax).dim.name, k.axis(ax).size) for ax in plan.grid)
        return L.Function(k.name, tuple(slots), b.close(), plan.threads, grid,
                          tuple(self.shared), header)

    def _row_bases(self) -> None:
        """Each tensor's address at the current row, once per row, ahead of the chunk loops
        (the ones nothing uses are removed by eliminate_dead_code)."""
        body = self.k.body
        patterns = [(v.attrs[0], tuple(v.attrs[1])) for v in ir.values(body) if v.op == "load"]
        patterns += [(s.tensor, tuple(s.axes)) for s in ir.statements(body)
                     if isinstance(s, ir.Store)]
        for name, axes in dict.fromkeys(patterns):
            self._tensor_base(self.k.param(name), axes, None)

    def _is_stored(self, name: str) -> bool:
        return any(isinstance(s, ir.Store) and s.tensor == name
                   for s in ir.statements(self.k.body))

    def _alignment_test(self) -> L.Operand | None:
        """A uniform pred: every row start is 16-byte aligned (None: always true)."""
        if self.plan.vector == 1:
            return None
        col = self.k.axis(self.plan.col)
        for t in self.k.tensors:
            if len(t.shape) == 2 and t.shape[1] == col.dim and col.dim.value is None:
                low = self.b.op("and", "u32", self.param(col.dim.name),
                                _imm_u(self.plan.vector - 1))
                return self.b.op("setp", "pred", low, _imm_u(0), attrs=("eq", "u32"),
                                 note=f"rows start 16-byte aligned iff {col.dim} % "
                                      f"{self.plan.vector} == 0")
        if col.dim.value is not None and any(len(t.shape) == 2 for t in self.k.tensors):
            if col.dim.value % self.plan.vector:
                return L.Imm(0, "pred")
        return None

    # -- statements

    def _body(self, stmts) -> None:
        """Runs a block of statements for one row: phases of column work, loops between."""
        segment: list = []
        for s in stmts:
            if isinstance(s, ir.Loop):
                self._region(segment, *self.col_range)
                segment = []
                self._loop(s)
            else:
                segment.append(s)
        self._region(segment, *self.col_range)

    def _sinkable(self, s: ir.Loop) -> dict[int, Value]:
        """Carried values updated only as `acc = acc (+|max|min) reduce(e, axis=var)`.

        Their reduction can leave the loop: each thread folds e into a private partial across
        all iterations, and one block reduction after the loop replaces one per iteration (and
        its two barriers). Only exact or reassociation-only rewrites: f32 and i32 accumulators.
        Returns {index of the carried value: the reduction}."""
        uses: dict[int, int] = {}

        def count(v: Value, seen: set):
            if v.uid in seen:
                return
            seen.add(v.uid)
            for a in v.args:
                uses[a.uid] = uses.get(a.uid, 0) + 1
                count(a, seen)

        seen: set = set()
        for st in s.body:
            if isinstance(st, (ir.Let, ir.Store)):
                count(st.value, seen)
        for y in s.yields:
            count(y, seen)
        fold = {"add": "sum", "max": "max", "min": "min"}
        out = {}
        for i, ((name, init), y) in enumerate(zip(s.carried, s.yields)):
            if y.op not in fold or init.dtype not in (DType.f32, DType.i32) or len(y.args) != 2:
                continue
            a, r = y.args
            if a.op != "carried":
                a, r = r, a
            if (a.op == "carried" and a.attrs[0] == name and r.op == "reduce"
                    and r.attrs == (fold[y.op], s.var) and uses.get(a.uid) == 1
                    and uses.get(r.uid) == 1 and y.axes == init.axes):
                out[i] = r
        return out

    def _loop(self, s: ir.Loop) -> None:
        b, k = self.b, self.k
        var = k.axis(s.var)
        sunk = self._sinkable(s)
        for i, r in sunk.items():
            self.sinks[self._key(r)] = self._partial_init(r)
        inits = [self._row_value(init) for _, init in s.carried]
        acc = [b.reg(r.ty, False) for r in inits]
        for a, r in zip(acc, inits):
            b.emit("mov", (a,), (r,), note=f"loop-carried '{s.carried[acc.index(a)][0]}'")
        for (name, _), a in zip(s.carried, acc):
            self.row_memo[("carried", name)] = a
        n = self.dim_operand(var.dim)
        counter = b.reg("u32", True)  # the first column of each step: 0, size, 2 size, ...
        b.open()
        saved = dict(self.row_memo)
        col0 = counter
        left = b.op("sub", "u32", n, col0)
        extent = b.op("min", "u32", left, _imm_u(var.size))
        roots = [("sink", sunk[i]) if i in sunk else ("yield", y)
                 for i, y in enumerate(s.yields)]
        folded = {s.yields[i].uid for i in sunk}
        body_stmts = [st for st in s.body if not (isinstance(st, ir.Let) and
                                                  st.value.uid in folded)]
        self._region(body_stmts + roots, col0, extent)
        for i, (a, y) in enumerate(zip(acc, s.yields)):
            if i not in sunk:
                b.emit("mov", (a,), (self._row_value(y),), note="next value of the carried value")
        body = b.close()
        self.row_memo = saved
        b.blocks[-1].append(L.Loop(counter, _imm_u(0), n, var.size, body,
                                   note=f"for {s.var} in {s.over}: steps of {var.size}"))
        for i, ((name, _), a) in enumerate(zip(s.carried, acc)):
            self.row_memo[("result", name)] = a
            if i in sunk:  # the reduction that left the loop, folded into the carried value
                r = sunk[i]
                partial = self.sinks.pop(self._key(r))
                self._finish_reduction(r, partial)
                total = self._compute(s.yields[i], [a, self.row_memo[("v", self._key(r))]]
                                      if s.yields[i].args[0].op == "carried" else
                                      [self.row_memo[("v", self._key(r))], a], None)
                self.row_memo[("result", name)] = total

    def _region(self, stmts, col0: L.Operand, extent: L.Operand | None) -> None:
        """Phases over the column range [col0, col0 + extent) for the statements given."""
        col = self.plan.col
        roots = []  # (kind, object): ("store", Store) | ("let", Value) | ("yield", Value)
        for s in stmts:
            if isinstance(s, tuple):
                roots.append(s)
            elif isinstance(s, ir.Store):
                roots.append(("store", s))
            elif isinstance(s, ir.Let):
                roots.append(("let", s.value))
        # Reductions over the column axis, ordered by dependency depth.
        pending = [r for r in self._col_reductions(roots)]
        col_stores = [s for kind, s in roots if kind == "store" and col in s.value.axes + s.axes]
        phases: list[tuple[list[Value], list[ir.Store]]] = []
        done: set[int] = set()
        while pending or col_stores:
            ready = [r for r in pending if self._deps_done(r.args[0], done)]
            stores = [s for s in col_stores if self._deps_done(s.value, done)]
            if not ready and not stores:
                raise CompilerBug("phase ordering made no progress", self.k.span)
            phases.append((ready, stores))
            done |= {self._key(r) for r in ready}
            pending = [r for r in pending if self._key(r) not in done]
            col_stores = [s for s in col_stores if s not in stores]
        single = extent is None or self._single_chunk(extent)
        where = "in one chunk, loads shared" if single else "walking the chunks"
        for i, (reds, stores) in enumerate(phases, 1):
            did = [f"{r.attrs[0]} over '{r.attrs[1]}' ({r.span.line}:{r.span.col})"
                   + (" into a per-thread partial, reduced after the loop"
                      if self._key(r) in self.sinks else "") for r in reds]
            did += [f"store {s.tensor} ({s.span.line}:{s.span.col})" for s in stores]
            self.phase_notes.append(f"phase {len(self.phase_notes) + 1} ({where}): "
                                    + ", ".join(did))
        if phases:
            if single:
                self._single_chunk_phases(phases, col0, extent)
            else:
                for reds, stores in phases:
                    self._chunked_phase(reds, stores, col0, extent)
        # Row-level roots: stores without the column axis, yields, lets.
        for kind, obj in roots:
            if kind == "store" and col not in obj.axes:
                self._row_store(obj)
            elif kind in ("yield", "let") and col not in obj.axes:
                self._row_value(obj)  # ("sink", r): folded into a partial, finished by _loop

    def _single_chunk(self, extent: L.Operand) -> bool:
        col = self.k.axis(self.plan.col)
        bound = col.size if col.size is not None else col.dim.value
        return bound is not None and bound <= self.plan.chunk

    def _col_reductions(self, roots) -> list[Value]:
        found: dict[int, Value] = {}
        col = self.plan.col

        def visit(v: Value, seen: set):
            if v.uid in seen:
                return
            seen.add(v.uid)
            for a in v.args:
                visit(a, seen)
            if v.op == "reduce" and v.attrs[1] == col:
                found.setdefault(self._key(v), v)
        seen: set = set()
        for kind, obj in roots:
            visit(obj.value if kind == "store" else obj, seen)
        return list(found.values())

    def _deps_done(self, v: Value, done: set[int]) -> bool:
        """True when every column reduction v depends on is in `done`."""
        col = self.plan.col
        stack, seen = [v], set()
        while stack:
            x = stack.pop()
            if x.uid in seen:
                continue
            seen.add(x.uid)
            if x.op == "reduce" and x.attrs[1] == col:
                if self._key(x) not in done:
                    return False
                continue
            if x.op == "reduce":
                raise ScheduleError(f"reduction over '{x.attrs[1]}', which is not the innermost "
                                    "axis, is not supported yet", x.span,
                                    hint=f"reduce over '{col}'")
            stack.extend(x.args)
        return True

    # -- chunks

    def _chunk(self, full: bool, rem, col0) -> _Chunk:
        self.chunks += 1
        return _Chunk(self.chunks, full, rem, col0)

    def _single_chunk_phases(self, phases, col0, extent) -> None:
        """A range that fits one chunk: all phases in one body, specialised full / partial.

        Both versions end by copying each reduction's result into a join register, so the row
        values after the If see one register whichever branch ran."""
        b = self.b
        full_cond = self._full_condition(extent)
        saved = dict(self.row_memo)
        reds = [r for rs, _ in phases for r in rs if self._key(r) not in self.sinks]

        def body(full: bool, joins) -> None:
            self.row_memo = dict(saved)
            ch = self._chunk(full, extent, col0)
            for rs, stores in phases:
                partials = {r.uid: self._partial_init(r) for r in rs}
                self._chunk_body(ch, rs, stores, partials)
                for r in rs:
                    if self._key(r) not in self.sinks:
                        self._finish_reduction(r, partials[r.uid])
            for r, j in zip(reds, joins):
                b.emit("mov", (j,), (self.row_memo[("v", self._key(r))],),
                       note=f"result of {self._red_name(r)}")

        if isinstance(full_cond, bool):
            body(full_cond, [])
            return
        joins = [b.reg("f32" if self._is_float(r) else "s32", False) for r in reds]
        b.open()
        body(True, joins)
        then = b.close()
        b.open()
        body(False, joins)
        else_ = b.close()
        b.blocks[-1].append(L.If(full_cond, then, else_,
                                 note="whole chunk in bounds: 16-byte accesses, no element checks"))
        self.row_memo = saved
        for r, j in zip(reds, joins):
            self.row_memo[("v", self._key(r))] = j

    def _full_condition(self, extent) -> L.Reg | bool:
        """Uniform test that a chunk is entirely in bounds and aligned for vector access."""
        b = self.b
        aligned = self.aligned
        if isinstance(aligned, L.Imm):
            if not aligned.value:
                return False
            aligned = None
        if isinstance(extent, L.Imm):
            ok = int(extent.value) >= self.plan.chunk
            return aligned if (ok and aligned is not None) else ok
        big = b.op("setp", "pred", extent, _imm_u(self.plan.chunk), attrs=("ge", "u32"),
                   note=f"a whole chunk of {self.plan.chunk} columns is in bounds")
        if aligned is None:
            return big
        return b.op("and_p", "pred", big, aligned)

    def _chunked_phase(self, reds, stores, col0, extent) -> None:
        """A range walked in chunks: full chunks in a loop, then guarded partial chunks.

        The full loop runs while a whole chunk remains (and rows are aligned); the partial loop
        finishes what is left, normally one chunk (every chunk when rows are misaligned)."""
        b, plan = self.b, self.plan
        C = plan.chunk
        acc = {r.uid: self._partial_init(r) for r in reds}
        saved = dict(self.row_memo)
        full = self._full_condition(extent)
        if full is False:
            limit: L.Operand = _imm_u(0)
        else:
            last = b.op("sub", "u32", extent, _imm_u(C - 1),
                        note="full chunks start below extent - chunk + 1")
            limit = last if full is True else b.op("selp", "u32", last, _imm_u(0), full)
        counter = b.reg("u32", True)
        b.open()
        start = self._add(col0, counter)
        self._chunk_body(self._chunk(True, None, start), reds, stores, acc)
        loop_body = b.close()
        b.blocks[-1].append(L.Loop(counter, _imm_u(0), limit, C, loop_body,
                                   note=f"full chunks of {C} columns"))
        self.row_memo = dict(saved)
        tail_counter = b.reg("u32", True)
        b.open()
        rem = b.op("sub", "u32", extent, tail_counter)
        start = self._add(col0, tail_counter)
        self._chunk_body(self._chunk(False, rem, start), reds, stores, acc)
        tail = b.close()
        b.blocks[-1].append(L.Loop(tail_counter, counter, extent, C, tail,
                                   note="the rest, element by element"))
        self.row_memo = saved
        for r in reds:
            if self._key(r) not in self.sinks:
                self._finish_reduction(r, acc[r.uid])

    def _add(self, a: L.Operand, b_: L.Operand) -> L.Operand:
        if isinstance(a, L.Imm) and a.value == 0:
            return b_
        return self.b.op("add", "u32", a, b_)

    def _red_name(self, r: Value) -> str:
        return f"{r.attrs[0]} over '{r.attrs[1]}' ({self.note(r)})"

    def _is_float(self, v: Value) -> bool:
        return v.dtype.is_float

    def _partial_init(self, r: Value) -> L.Reg:
        if self._key(r) in self.sinks:
            return self.sinks[self._key(r)]
        is_f = self._is_float(r)
        ident = _IDENTITY[(r.attrs[0], is_f)]
        d = self.b.reg("f32" if is_f else "s32", False)
        self.b.emit("mov", (d,), (L.Imm(ident, "f32" if is_f else "s32"),),
                    note=f"identity of {r.attrs[0]}")
        return d

    def _chunk_body(self, ch: _Chunk, reds, stores, partials) -> None:
        """One chunk: fold the reductions' elements into the partials; do the stores."""
        b = self.b
        for r in reds:
            elems = self._col_value(r.args[0], ch)
            kind = r.attrs[0]
            op = {"sum": "fadd", "max": "fmax", "min": "fmin"}[kind] if self._is_float(r) else \
                {"sum": "add", "max": "max", "min": "min"}[kind]
            acc = partials[r.uid]
            ident = _IDENTITY[(kind, self._is_float(r))]
            for e, x in enumerate(elems):
                if not ch.full:
                    x = b.op("selp", acc.ty, x, L.Imm(ident, acc.ty), self._valid(ch, e),
                             note="absent elements contribute the identity")
                b.emit(op, (acc,), (acc, x), note=self._red_name(r))
        for s in stores:
            self._col_store(s, ch)

    def _finish_reduction(self, r: Value, partial: L.Reg) -> None:
        """Combines every thread's partial into the reduction's value, in every thread."""
        b, plan = self.b, self.plan
        is_f = self._is_float(r)
        kind = r.attrs[0]
        ty = "f32" if is_f else "s32"
        w = b.op("warp_reduce", ty, partial, attrs=(kind, ty), uniform=False,
                 note=f"{self._red_name(r)}: across the lanes of a warp")
        result = w
        if plan.warps > 1:
            buf = f"red{len(self.shared)}"
            self.shared.append(L.SharedBuffer(buf, self._shared_top(), 4 * plan.warps,
                                              f"one partial per warp for {self._red_name(r)}"))
            wave = self.target.wave
            lane = b.op("and", "u32", self.tid, _imm_u(wave - 1), uniform=False)
            warp = b.op("shr", "u32", self.tid, _imm_u(wave.bit_length() - 1), uniform=False)
            first = b.op("setp", "pred", lane, _imm_u(0), attrs=("eq", "u32"), uniform=False)
            slot = b.op("shl", "u32", warp, _imm_u(2), uniform=False)
            b.emit("st_shared", (), (slot, L.Imm(0, "u32"), w), attrs=(buf,), pred=first,
                   note="lane 0 of each warp publishes its warp's result")
            op = {"sum": "fadd", "max": "fmax", "min": "fmin"}[kind] if is_f else \
                {"sum": "add", "max": "max", "min": "min"}[kind]
            result = b.op("ld_shared", ty, _imm_u(0), L.Imm(0, "u32"), attrs=(buf,),
                          uniform=False, note="every thread combines the warps' results")
            for i in range(1, plan.warps):
                x = b.op("ld_shared", ty, _imm_u(0), L.Imm(4 * i, "u32"), attrs=(buf,),
                         uniform=False)
                result = b.op(op, ty, result, x, uniform=False)
        result = self._round(result, r.dtype)
        self.row_memo[("v", self._key(r))] = result

    def _shared_top(self) -> int:
        return max((s.offset + s.size for s in self.shared), default=0)

    # -- values

    def _valid(self, ch: _Chunk, e: int) -> L.Reg:
        """Per-lane pred: element e of this thread's chunk lies inside the range."""
        if e in ch.valid:
            return ch.valid[e]
        plan = self.plan
        u, i = divmod(e, plan.vector)
        off = u * plan.threads * plan.vector + i
        idx = self.b.op("add", "u32", self.lane_col, _imm_u(off), uniform=False) if off else \
            self.lane_col
        p = self.b.op("setp", "pred", idx, ch.rem, attrs=("lt", "u32"), uniform=False,
                      note=f"element {e} in bounds")
        ch.valid[e] = p
        return p

    def _key(self, v: Value):
        """Structural identity of a value: equal keys compute equal results (CSE by memo).

        Carried values and loop results name the loop state they read, so they never merge
        with anything else."""
        k = self.keys.get(v.uid)
        if k is None:
            k = (v.op, v.attrs, v.dtype, v.axes, tuple(self._key(a) for a in v.args))
            if v.op in ("carried", "loop_result"):
                k = (k, v.uid)
            self.keys[v.uid] = k
        return k

    def _row_value(self, v: Value) -> L.Operand:
        """A value without the column axis: one register per thread (same in all threads)."""
        key = ("v", self._key(v))
        if key in self.row_memo:
            return self.row_memo[key]
        if self.plan.col in v.axes:
            raise CompilerBug(f"column value {v.op} used as a row value", v.span)
        if v.op == "reduce":
            raise CompilerBug("reduction used before its phase ran", v.span)
        out = self._compute(v, [self._row_value(a) for a in v.args], None)
        self.row_memo[key] = out
        return out

    def _col_value(self, v: Value, ch: _Chunk) -> list[L.Operand]:
        """A value with the column axis: one register per element this thread holds."""
        if self.plan.col not in v.axes:
            r = self._row_value(v)
            return [r] * self.elems
        key = self._key(v)
        if key in ch.memo:
            return ch.memo[key]
        if v.op == "load":
            out = self._load(v, ch)
        else:
            args = [self._col_value(a, ch) for a in v.args]
            out = [self._compute(v, [a[e] for a in args], e) for e in range(self.elems)]
        ch.memo[key] = out
        return out

    def _compute(self, v: Value, args: list[L.Operand], elem: int | None) -> L.Operand:
        b = self.b
        note = self.note(v)
        if v.op == "const":
            if v.dtype == DType.bool:
                return L.Imm(int(bool(v.attrs[0])), "pred")
            return L.Imm(_exact_in(v.attrs[0], v.dtype), "f32" if v.dtype.is_float else "s32")
        if v.op == "scalar":  # a 16-bit scalar arrives as f32: make it exact in its dtype
            return self._round(self.param(v.attrs[0]), v.dtype)
        if v.op == "dim":
            return self.param(v.attrs[0])
        if v.op in ("carried",):
            return self.row_memo[("carried", v.attrs[0])]
        if v.op == "loop_result":
            return self.row_memo[("result", v.attrs[0])]
        if v.op == "load":
            return self._row_load(v)
        if v.op == "cast":
            return self._cast(args[0], v.args[0].dtype, v.dtype, note)
        if v.op in ("lt", "le", "gt", "ge", "eq", "ne"):
            t = v.args[0].dtype
            ty = "f32" if t.is_float else ("pred" if t == DType.bool else "s32")
            return b.op("setp", "pred", *args, attrs=(v.op, ty), note=note)
        if v.op == "select":
            ty = "f32" if v.dtype.is_float else ("pred" if v.dtype == DType.bool else "s32")
            return b.op("selp", ty, args[1], args[2], args[0], note=note)
        if v.dtype.is_float:
            out = self._float_op(v.op, args, note)
            return self._round(out, v.dtype)
        return self._int_op(v.op, args, note)

    def _int_op(self, op: str, a, note) -> L.Operand:
        b = self.b
        table = {"add": "add", "sub": "sub", "mul": "mul", "min": "min", "max": "max",
                 "neg": "neg", "abs": "abs"}
        if op == "relu":
            return b.op("max", "s32", a[0], L.Imm(0, "s32"), note=note)
        if op not in table:
            raise CompilerBug(f"no integer lowering for {op}", self.k.span)
        return b.op(table[op], "s32", *a, note=note)

    def _float_op(self, op: str, a, note) -> L.Operand:
        """Math on f32 registers; functions lower to the hardware's primitives here."""
        b = self.b
        f = lambda o, *s: b.op(o, "f32", *s, note=note)  # noqa: E731
        imm = lambda x: L.Imm(x, "f32")  # noqa: E731
        simple = {"add": "fadd", "sub": "fsub", "mul": "fmul", "div": "fdiv", "min": "fmin",
                  "max": "fmax", "neg": "fneg", "abs": "fabs", "sqrt": "sqrt", "rsqrt": "rsqrt",
                  "exp2": "ex2"}
        if op in simple:
            return f(simple[op], *a)
        if op == "exp":  # e^x = 2^(x log2 e)
            return f("ex2", f("fmul", a[0], imm(LOG2E)))
        if op == "log":  # ln x = log2(x) ln 2
            return f("fmul", f("lg2", a[0]), imm(LN2))
        if op == "relu":
            return f("fmax", a[0], imm(0.0))
        if op == "sigmoid":  # 1 / (1 + e^-x): a reciprocal (1 ulp), not a full IEEE division
            e = f("ex2", f("fmul", a[0], imm(-LOG2E)))
            return f("rcp", f("fadd", e, imm(1.0)))
        if op == "tanh":
            return self._tanh(a[0], note)
        raise CompilerBug(f"no float lowering for {op}", self.k.span)

    def _tanh(self, x, note) -> L.Reg:
        """tanh: an odd Taylor polynomial for |x| < 0.25 (where 1 - 2/(e^2x + 1) cancels),
        the exponential form elsewhere; both are computed and one is selected per lane."""
        b = self.b
        f = lambda o, *s: b.op(o, "f32", *s, note=note)  # noqa: E731
        imm = lambda v: L.Imm(v, "f32")  # noqa: E731
        ax = f("fabs", x)
        e = f("ex2", f("fmul", ax, imm(2 * LOG2E)))
        t = f("fsub", imm(1.0), f("fmul", imm(2.0), f("rcp", f("fadd", e, imm(1.0)))))
        big = f("selp", f("fneg", t), t, b.op("setp", "pred", x, imm(0.0), attrs=("lt", "f32")))
        x2 = f("fmul", x, x)
        coeffs = (-1382 / 155925, 62 / 2835, -17 / 315, 2 / 15, -1 / 3)
        p = imm(21844 / 6081075)
        for c in coeffs:
            p = f("fma", p, x2, imm(c))
        small = f("fma", f("fmul", p, x2), x, x)
        near0 = b.op("setp", "pred", ax, imm(0.25), attrs=("lt", "f32"))
        return f("selp", small, big, near0)

    def _round(self, r: L.Operand, dt: DType) -> L.Operand:
        """Rounds an f32 register to the precision of a 16-bit dtype (no-op for f32)."""
        if dt == DType.bf16:
            return self.b.op("cvt", "f32", r, attrs=("round_bf16",), note="round to bf16")
        if dt == DType.f16:
            return self.b.op("cvt", "f32", r, attrs=("round_f16",), note="round to f16")
        return r

    def _cast(self, x, src: DType, dst: DType, note) -> L.Operand:
        b = self.b
        if src.is_float and dst.is_float:
            return self._round(x, dst) if dst.nbytes < src.nbytes or (
                {src, dst} == {DType.f16, DType.bf16}) else x
        if src == DType.i32 and dst.is_float:
            return self._round(b.op("cvt", "f32", x, attrs=("f32_s32",), note=note), dst)
        if src.is_float and dst == DType.i32:
            return b.op("cvt", "s32", x, attrs=("s32_f32",), note=note)
        raise CompilerBug(f"no cast from {src} to {dst}", self.k.span)

    # -- memory

    def _tensor_base(self, t: ir.TensorParam, axes, ch: _Chunk | None) -> L.Reg:
        """Uniform address of t's element at (current row, chunk's first column).

        axes: the tile axis indexing each of t's dimensions; the column axis moves with the
        chunk, any other with the row."""
        b = self.b
        key = ("base", t.name, tuple(axes), ch.serial if ch else None)
        if key in self.row_memo:
            return self.row_memo[key]
        shift = t.dtype.nbytes.bit_length() - 1
        col_dim = axes[-1] == self.plan.col
        if ch is None:  # the row's base: the tensor's start, moved down `row` rows
            base = self.param(t.name)
            if self.row_reg is not None and (len(axes) == 2 or not col_dim):
                okey = ("row_bytes", t.shape[1] if len(axes) == 2 else None, shift)
                if okey not in self.row_memo:
                    if len(axes) == 2:
                        offset = b.op("mul_wide", "u64", self.row_reg,
                                      self.dim_operand(t.shape[1]), note=f"row * {t.shape[1]}")
                    else:
                        offset = b.op("cvt_u64", "u64", self.row_reg)
                    self.row_memo[okey] = b.op("shl64", "u64", offset, _imm_u(shift)) \
                        if shift else offset
                byte = self.row_memo[okey]
                base = b.op("add64", "u64", base, byte, note=f"'{t.name}' at this row")
        else:  # the chunk's base: the row's, moved right to the chunk's first column
            base = self._tensor_base(t, axes, None)
            if col_dim and not (isinstance(ch.col0, L.Imm) and ch.col0.value == 0):
                okey = ("chunk_bytes", ch.serial, shift)
                if okey not in self.row_memo:
                    c = b.op("cvt_u64", "u64", ch.col0)
                    self.row_memo[okey] = b.op("shl64", "u64", c, _imm_u(shift),
                                               note=f"chunk start in {1 << shift}-byte "
                                                    "elements") if shift else c
                base = b.op("add64", "u64", base, self.row_memo[okey],
                            note=f"'{t.name}' at this chunk")
        self.row_memo[key] = base
        return base

    def _row_load(self, v: Value) -> L.Reg:
        """A load without the column axis: every thread reads the same element."""
        t = self.k.param(v.attrs[0])
        base = self._tensor_base(t, v.attrs[1], None)
        return self._load_elems(t, base, _imm_u(0), [0], None, v)[0]

    def _load(self, v: Value, ch: _Chunk) -> list[L.Operand]:
        t = self.k.param(v.attrs[0])
        base = self._tensor_base(t, v.attrs[1], ch)
        return self._load_elems(t, base, self._lane_offset(t), list(range(self.elems)), ch, v)

    def _lane_offset(self, t: ir.TensorParam) -> L.Reg:
        return self.lane_offsets[t.dtype.nbytes]

    def _elem_imm(self, t: ir.TensorParam, e: int) -> int:
        u, i = divmod(e, self.plan.vector)
        return (u * self.plan.threads * self.plan.vector + i) * t.dtype.nbytes

    def _load_elems(self, t, base, off, elems, ch: _Chunk | None, v: Value) -> list[L.Operand]:
        b = self.b
        note = self.note(v)
        bits = 8 * t.dtype.nbytes
        vec = self.plan.vector
        out: list[L.Operand] = []
        if ch is not None and ch.full and vec > 1:
            for u in range(self.plan.unroll):
                words = vec * t.dtype.nbytes // 4
                regs = [b.reg("u32" if bits == 16 else self._reg_ty(t.dtype), False)
                        for _ in range(words)]
                b.emit("ld_global", regs, (base, off, L.Imm(self._elem_imm(t, u * vec), "u32")),
                       attrs=(32, words), note=f"{note}: {vec * t.dtype.nbytes}-byte load of "
                       f"'{t.name}'")
                if bits == 16:
                    for r in regs:
                        lo, hi = self._unpack16(r, t.dtype)
                        out += [lo, hi]
                else:
                    out += regs
            return out
        for e in elems:
            pred = self._valid(ch, e) if ch is not None and not ch.full else None
            r = b.reg("u32" if bits == 16 else self._reg_ty(t.dtype), False)
            if pred is not None:
                b.emit("mov", (r,), (L.Imm(0, r.ty),), note="absent element")
            imm = L.Imm(self._elem_imm(t, e) if ch is not None else 0, "u32")
            b.emit("ld_global", (r,), (base, off, imm), attrs=(bits, 1), pred=pred,
                   note=f"{note}: load of '{t.name}'")
            if bits == 16:
                kind = "bf16_f32" if t.dtype == DType.bf16 else "f16_f32"
                r = b.op("cvt", "f32", r, attrs=(kind,), uniform=False)
            out.append(r)
        return out

    def _unpack16(self, word: L.Reg, dt: DType) -> tuple[L.Reg, L.Reg]:
        s = "bf16" if dt == DType.bf16 else "f16"
        lo = self.b.op("cvt", "f32", word, attrs=(f"lo_{s}",), uniform=False)
        hi = self.b.op("cvt", "f32", word, attrs=(f"hi_{s}",), uniform=False)
        return lo, hi

    @staticmethod
    def _reg_ty(dt: DType) -> str:
        return "f32" if dt.is_float else "s32"

    def _col_store(self, s: ir.Store, ch: _Chunk) -> None:
        b = self.b
        t = self.k.param(s.tensor)
        vals = self._col_value(s.value, ch)
        base = self._tensor_base(t, s.axes, ch)
        off = self._lane_offset(t)
        bits = 8 * t.dtype.nbytes
        vec = self.plan.vector
        note = f"{self.src}:{s.span.line}"
        if ch.full and vec > 1:
            for u in range(self.plan.unroll):
                elems = vals[u * vec:(u + 1) * vec]
                if bits == 16:  # values of a 16-bit dtype are exact in it already
                    kind = "join_bf16x2" if t.dtype == DType.bf16 else "pack_f16x2"
                    words = [b.op("cvt", "u32", elems[j], elems[j + 1], attrs=(kind,),
                                  uniform=False) for j in range(0, vec, 2)]
                else:
                    words = elems
                b.emit("st_global", (), (base, off, L.Imm(self._elem_imm(t, u * vec), "u32"),
                                         *words), attrs=(32, len(words)),
                       note=f"{note}: {vec * t.dtype.nbytes}-byte store to '{t.name}'")
            return
        for e, x in enumerate(vals):
            if bits == 16:
                kind = "bits_bf16" if t.dtype == DType.bf16 else "f32_f16"
                x = b.op("cvt", "u32", x, attrs=(kind,), uniform=False)
            pred = None if ch.full else self._valid(ch, e)
            b.emit("st_global", (), (base, off, L.Imm(self._elem_imm(t, e), "u32"), x),
                   attrs=(bits, 1), pred=pred, note=f"{note}: store to '{t.name}'")

    def _row_store(self, s: ir.Store) -> None:
        """A store without the column axis: thread 0 writes the row's element."""
        b = self.b
        t = self.k.param(s.tensor)
        x = self._row_value(s.value)
        if isinstance(x, L.Imm):
            x = b.op("mov", self._reg_ty(t.dtype), x)
        base = self._tensor_base(t, s.axes, None)
        if t.dtype.nbytes == 2:
            kind = "bits_bf16" if t.dtype == DType.bf16 else "f32_f16"
            x = b.op("cvt", "u32", x, attrs=(kind,))
        first = b.op("setp", "pred", self.tid, _imm_u(0), attrs=("eq", "u32"), uniform=False)
        b.emit("st_global", (), (base, _imm_u(0), L.Imm(0, "u32"), x),
               attrs=(8 * t.dtype.nbytes, 1), pred=first,
               note=f"{self.src}:{s.span.line}: thread 0 stores the row's '{t.name}'")


def _exact_in(x, dt: DType):
    """A literal rounded to its dtype at compile time: _exact_in(0.1, bf16) is 0.10009765625.

    Every register of an f16/bf16 value holds a value exact in that dtype, which is what lets a
    store take the f32's high half (join_bf16x2) instead of rounding again."""
    import numpy as np

    from .evaluate import bf16_to_f64, f64_to_bf16
    if dt == DType.bf16:
        return float(x) if np.isnan(x) else float(bf16_to_f64(f64_to_bf16(np.float64(x))))
    if dt == DType.f16:
        return float(np.float16(x))
    return x


def lower_kernel(k: ir.Kernel, plan: Plan, target: Target, source_name: str) -> L.Function:
    """Carries out a plan: the kernel as one LIR function (barriers not yet inserted)."""
    return _Lowering(k, plan, target, source_name).run()
