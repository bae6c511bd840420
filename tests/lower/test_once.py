"""Operands staged once (kgen.lower.once): attention's queries, the same in every step of the
loop over the keys, go into shared memory before the loop by 16-byte pieces of their rows (a
cp.async each on sm_80), not element by element, or by TMA where the keys stream by TMA
(sm_90a); on CDNA they are held in registers, each lane's fragments loaded once (16 bytes a
k-group), and take no shared memory."""

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


def test_the_queries_come_by_pieces():
    """Every attention kernel's q on sm_80: 16-byte copies of its rows before the loop, none of
    a single element, all landed before it."""
    for fn in compile_source(ATTENTION, "sm_80", stop="lir:lower").functions:
        head = _before_the_loop(fn.body)
        qs = [n for n in head if "of 'q" in n.note and n.op in ("cp_async", "ld_global")]
        assert qs and all(n.op == "cp_async" for n in qs), (fn.name, {n.op for n in qs})
        assert any(n.op == "cp_async_wait" and n.attr("n") == 0 for n in head), fn.name


def test_the_queries_come_by_tma_where_the_keys_do():
    """Every attention kernel's q on sm_90a, whose K and V stream by TMA: the tile's boxes
    (64 columns of 128-byte swizzle each, 128 rows) by TMA before the loop, on an mbarrier
    of their own armed with all their bytes, then the wait for its phase 0; no copy by pieces
    and no element loads (kgen.passes.specialize gives the copies to the producer)."""
    for fn in compile_source(ATTENTION, "sm_90a", stop="lir:lower").functions:
        head = _before_the_loop(fn.body)
        d = 128 if "d128" in fn.name else 64
        boxes = [n for n in head if n.op == "tma_load" and "of 'q" in n.note]
        arms = [n for n in head if n.op == "mbar_expect_tx"]
        waits = [n for n in head if n.op == "mbar_wait"]
        # in each version of the chunk (whole, masked): d / 64 boxes, one arm, one wait
        assert boxes and len(boxes) == len(arms) * d // 64 and len(waits) == len(arms), fn.name
        assert all(n.attr("bytes") == 128 * d * 2 for n in arms), fn.name
        assert {n.attr("bar_buffer") for n in boxes} == {n.attr("buffer") for n in arms} == \
            {n.attr("buffer") for n in waits}, fn.name
        assert not any("of 'q" in n.note and n.op in ("cp_async", "ld_global") for n in head)


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_the_queries_are_held_in_registers_on_cdna(target):
    """Every attention kernel's q on CDNA: each lane's fragments, 16 bytes a k-group (two
    k-steps of v_mfma_f32_16x16x16), loaded before the loop into registers the loop only
    reads; no shared buffer holds the queries and the loop reads none of them from LDS."""
    for fn in compile_source(ATTENTION, target, stop="lir:lower").functions:
        head = _before_the_loop(fn.body)
        qs = [n for n in head if n.op == "ld_global" and n.note.endswith("held")]
        d = 128 if "d128" in fn.name else 64
        # two k-steps of 16 a load, in each version of the chunk (whole, masked)
        assert qs and len(qs) % (d // 32) == 0, (fn.name, len(qs))
        assert all(n.attr("bits") == 32 and n.attr("n") == 4 for n in qs), fn.name
        assert not any(b.name.startswith("opinv") for b in fn.shared), fn.name
        held = {r.id for n in qs for r in n.dst}
        inside = [n for n in L.walk(fn.body, pipelined=True) if n not in head]
        assert not any(r.id in held for n in inside for r in n.dst), fn.name
        assert any(isinstance(r, L.Reg) and r.id in held for n in inside for r in n.src), fn.name


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
@pytest.mark.parametrize("S", [1, 65, 130])
def test_ragged_queries_match(target, S):
    """A tile of queries past the sequence's end (S = 1: one row of 64 or 128; S = 65: a
    second tile of one row) stages zeros there, and every kernel matches its reference."""
    sizes = {"B": 1, "H": 2, "S": S, "T": 70}
    for r in run_source(ATTENTION, device="sim", target=target, sizes=sizes):
        assert r.ok, r
