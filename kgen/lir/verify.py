"""The LIR verifier: every instruction checked against the op table (kgen.lir.table) after each
pass, so a malformed instruction is a compiler bug named at the pass that made it, not a wrong
line of assembly or a crash in a back end."""

from __future__ import annotations

from ..errors import CompilerBug
from . import ops as L
from .table import OPS


def _check(n: L.Inst, after: str) -> None:
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
    if n.pred is not None and n.pred.ty != "pred":
        raise CompilerBug(f"LIR {where}: guarded by {n.pred}, not a predicate")


def verify_function(fn: L.Function, after: str) -> L.Function:
    """Checks every instruction of fn (and of its fallback) against OPS; returns fn. `after`
    names the pass that produced it, for the message."""
    for node in L.walk(fn.body, pipelined=True):
        _check(node, after)
    if fn.fallback is not None:
        verify_function(fn.fallback, after)
    return fn
