"""Operands staged once (kgen.lower.once): attention's queries, the same in every step of the
loop over the keys, go into shared memory before the loop by 16-byte pieces of their rows (a
cp.async each on NVIDIA, a 16-byte load and write on CDNA), not element by element."""

from __future__ import annotations

import pytest

from conftest import example_source
from kgen.compiler import compile_source
from kgen.lir import ops as L
from kgen.tools.run import run_source

ATTENTION = example_source("attention")


def _before_the_loop(nodes) -> list:
    """The instructions of the function's body before its first loop, through branches."""
    out = []
    for n in nodes:
        if isinstance(n, (L.Loop, L.Pipelined)):
            return out
        if isinstance(n, L.If):
            out += _before_the_loop(n.then) + _before_the_loop(n.else_)
        elif isinstance(n, L.Inst):
            out.append(n)
    return out


@pytest.mark.parametrize("target, copy", [("sm_80", "cp_async"), ("sm_90a", "cp_async"),
                                          ("gfx90a", "ld_global"), ("gfx942", "ld_global")])
def test_the_queries_come_by_pieces(target, copy):
    """Every attention kernel's q: 16-byte copies (or loads of 4 dwords) of its rows before
    the loop, none of a single element."""
    for fn in compile_source(ATTENTION, target, stop="lir:lower").functions:
        head = _before_the_loop(fn.body)
        qs = [n for n in head if "of 'q" in n.note and n.op in ("cp_async", "ld_global")]
        assert qs and all(n.op == copy for n in qs), (fn.name, {n.op for n in qs})
        if copy == "ld_global":
            assert all(n.attr("bits") == 32 and n.attr("n") == 4 for n in qs), fn.name
        else:
            assert any(n.op == "cp_async_wait" and n.attr("n") == 0 for n in head), fn.name


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
@pytest.mark.parametrize("S", [1, 65])
def test_ragged_queries_match(target, S):
    """A tile of queries past the sequence's end (S = 1: one row of 64 or 128; S = 65: a
    second tile of one row) stages zeros there, and every kernel matches its reference."""
    sizes = {"B": 1, "H": 2, "S": S, "T": 70}
    for r in run_source(ATTENTION, device="sim", target=target, sizes=sizes):
        assert r.ok, r
