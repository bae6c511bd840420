"""The LIR verifier: every instruction checked against the op table (kgen.lir.table) after each
pass, so a malformed instruction is a compiler bug named at the pass that made it, not a wrong
line of assembly or a crash in a back end."""

from __future__ import annotations

from ..errors import CompilerBug
from . import ops as L
from .table import OPS


def _bounds(row) -> tuple[int, int, int, int, int, int]:
    return (row.least_attrs, len(row.attrs), *row.dsts, *row.srcs)


# Each op's (fewest, most) attributes, destinations and sources: the table read once, so the
# check of an instruction is a few integer compares (it runs on every instruction after every
# pass).
_BOUNDS = {name: _bounds(row) for name, row in OPS.items()}


def _refuse(n: L.Inst, after: str) -> None:
    """The compiler bug an instruction is that fails verify_function's check against _BOUNDS."""
    row = OPS.get(n.op)
    where = f"after {after}: {n.op}" + (f" ({n.note})" if n.note else "")
    if row is None:
        raise CompilerBug(f"LIR {where}: no such op in kgen.lir.table.OPS")
    if not row.least_attrs <= len(n.attrs) <= len(row.attrs):
        raise CompilerBug(f"LIR {where}: {len(n.attrs)} attributes, the op takes "
                          f"{row.least_attrs}..{len(row.attrs)} {row.attrs}")
    for what, have, (lo, hi) in (("destinations", len(n.dst), row.dsts),
                                 ("sources", len(n.src), row.srcs)):
        if not lo <= have <= hi:
            raise CompilerBug(f"LIR {where}: {have} {what}, the op takes {lo}..{hi}")
    raise CompilerBug(f"LIR {where}: guarded by {n.pred}, not a predicate")


def verify_function(fn: L.Function, after: str, seen: dict | None = None) -> L.Function:
    """Checks every instruction of fn (and of its fallback) against OPS; returns fn. `after`
    names the pass that produced it, for the message.

    seen: id -> node of those already checked, filled here. Nodes are immutable and a pass
    keeps most of them (an instruction, or a whole If or Loop it left alone: L.kept), so the
    passes after lowering (kgen.compiler._finish) check only what each one made: a node seen
    whole was checked whole. The dict holds the nodes themselves, so an id in it cannot be
    reused by a new one while it lives."""
    if seen is None:
        seen = {}
    # L.walk's order (program order, so the first bad instruction is the one named), over an
    # explicit stack, not descending into a node seen before.
    stack = [iter(fn.body)]
    bounds, Inst = _BOUNDS, L.Inst
    while stack:
        for node in stack[-1]:
            k = id(node)
            if k in seen:
                continue
            seen[k] = node
            t = type(node)
            if t is Inst:
                # the op's row, a few integer compares (written out here, not a call: this
                # runs on every instruction a pass makes)
                b = bounds.get(node.op)
                if b is None or not (b[0] <= len(node.attrs) <= b[1] and
                                     b[2] <= len(node.dst) <= b[3] and
                                     b[4] <= len(node.src) <= b[5] and
                                     (node.pred is None or node.pred.ty == "pred")):
                    _refuse(node, after)
                continue
            if t is L.If:
                parts = (node.else_, node.then)
            elif t is L.Loop:
                parts = (node.body,)
            elif t is L.Pipelined:
                parts = (node.consume, node.produce)
            else:
                raise CompilerBug(f"LIR: a node of type {t.__name__} in a function body")
            stack += map(iter, parts)
            break
        else:
            stack.pop()
    if fn.fallback is not None:
        verify_function(fn.fallback, after, seen)
    return fn
