"""insert_barriers on hand-built LIR, and verify_barriers refusing schedules with a hazard."""

from __future__ import annotations

from dataclasses import replace

import pytest

from conftest import example_cases, example_source
from kgen.lir import ops as L
from kgen.passes.barriers import insert_barriers, verify_barriers, verify_group_barriers
from kgen.compiler import compile_source
from kgen.errors import CompilerBug

U = L.Imm(0, "u32")


def st(buf="a"):
    return L.Inst("st_shared", (), (U, U, L.Imm(1.0, "f32")), (buf,), note=f"write {buf}")


def ld(buf="a", rid=1):
    return L.Inst("ld_shared", (L.Reg(rid, "f32", False),), (U, U), (buf,), note=f"read {buf}")


def fn(*body):
    bufs = (L.SharedBuffer("a", 0, 4, "test"), L.SharedBuffer("b", 4, 4, "test"))
    return L.Function("k", (), tuple(body), 64, (), bufs)


def bars(f):
    return [n.attrs[0] for n in L.walk(f.body) if n.op == "bar"]


def test_raw_gets_one_barrier():
    out = insert_barriers(fn(st(), ld(), ld(rid=2)))
    assert len(bars(out)) == 1 and bars(out)[0].startswith("RAW on a")
    assert [n.op for n in out.body] == ["st_shared", "bar", "ld_shared", "ld_shared"]
    verify_barriers(out)


def test_reads_alone_need_none():
    assert bars(insert_barriers(fn(ld(), ld(rid=2)))) == []


def test_different_buffers_do_not_conflict():
    assert bars(insert_barriers(fn(st("a"), ld("b")))) == []


def test_loop_back_edge_war():
    """Iteration i+1's write must wait for iteration i's reads: a WAR around the back edge."""
    c = L.Reg(9, "u32", True)
    loop = L.Loop(c, U, L.Imm(4, "u32"), 1, (st(), ld()))
    out = insert_barriers(fn(loop))
    kinds = sorted(b.split()[0] for b in bars(out))
    assert kinds == ["RAW", "WAR"]
    verify_barriers(out)


def test_if_branches_join():
    p = L.Reg(8, "pred", True)
    out = insert_barriers(fn(L.If(p, (st(),), ()), ld()))
    assert len(bars(out)) == 1
    verify_barriers(out)


def test_existing_barrier_is_respected():
    out = insert_barriers(fn(st(), L.Inst("bar", (), (), ("by hand",)), ld()))
    assert bars(out) == ["by hand"]


@pytest.mark.parametrize("which", [0, 1])
def test_verifier_refuses_a_removed_barrier(which):
    c = L.Reg(9, "u32", True)
    good = insert_barriers(fn(L.Loop(c, U, L.Imm(4, "u32"), 1, (st(), ld()))))
    loop = good.body[0]
    body = list(loop.body)
    idx = [i for i, n in enumerate(body) if n.op == "bar"][which]
    del body[idx]
    broken = replace(good, body=(replace(loop, body=tuple(body)),))
    with pytest.raises(CompilerBug, match="unordered shared-memory accesses"):
        verify_barriers(broken)


def test_verifier_refuses_if_join_hazard():
    p = L.Reg(8, "pred", True)
    with pytest.raises(CompilerBug, match="RAW on a"):
        verify_barriers(fn(L.If(p, (), (st(),)), ld()))


@pytest.mark.parametrize("name,target", example_cases(("sm_90a", "gfx942")))
def test_examples_verify(name, target):
    """Every example's schedule passes the verifier (compile_source runs it)."""
    c = compile_source(example_source(name), target, stop="schedule")
    for f in c.functions:
        verify_barriers(f)
        verify_group_barriers(f)
        # Hazard barriers come from insert_barriers; a wave-group schedule also places its
        # hand-over barriers (the phases), which verify_group_barriers proves.
        grouped = any(n.op == "bar_group" for n in L.walk(f.body))
        assert all(b.split()[0] in ("RAW", "WAR", "WAW") or
                   grouped and b.startswith(("hand-over:", "prologue:")) for b in bars(f))
