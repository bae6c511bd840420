"""insert_barriers on hand-built LIR, and verify_barriers refusing schedules with a hazard."""

from __future__ import annotations

from dataclasses import replace

import pytest

from conftest import example_cases, example_source
from kgen.cached import compile_cached
from kgen.lir import ops as L
from kgen.passes.barriers import insert_barriers, verify_barriers, verify_group_barriers
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
    c = compile_cached(example_source(name), target, stop="schedule")
    for f in c.functions:
        verify_barriers(f)
        verify_group_barriers(f)
        # Hazard barriers come from insert_barriers; a wave-group schedule also places its
        # hand-over barriers (the phases), which verify_group_barriers proves.
        grouped = any(n.op == "bar_group" for n in L.walk(f.body))
        assert all(b.split()[0] in ("RAW", "WAR", "WAW") or
                   grouped and b.startswith(("hand-over:", "prologue:")) for b in bars(f))


# A wgmma's operand reads last until the wgmma_wait that retires its group (kgen.passes.barriers
# _Reading): a pipeline's step that leaves its products in flight (kgen.passes.pipeline,
# "cp.async") refills a stage only after a wait has retired the products that read it.

def _wgmma(buf="a", rid=20):
    acc = L.Reg(rid, "f32", False)
    d = L.Reg(rid + 1, "u64", True)
    return L.Inst("wgmma", (acc,), (d, d, acc), ("m64n8k16", "bf16", 0, 0, buf, buf),
                  note=f"wgmma {buf}")


def _commit():
    return L.Inst("wgmma_commit", (), ())


def _wait(n):
    return L.Inst("wgmma_wait", (), (), (n,))


def test_a_write_while_a_wgmma_may_read_is_refused():
    """No barrier orders a write against a read the tensor cores may still make."""
    with pytest.raises(CompilerBug, match="may still read it: no wgmma_wait retires"):
        insert_barriers(fn(_wgmma(), _commit(), st()))
    with pytest.raises(CompilerBug, match="may still read it"):
        verify_barriers(fn(_wgmma(), _commit(), L.Inst("bar", (), (), ("x",)), st()))


def test_a_retired_read_is_ordered_by_the_next_barrier():
    out = insert_barriers(fn(_wgmma(), _commit(), _wait(0), st()))
    assert [n.op for n in out.body][-2:] == ["bar", "st_shared"]
    assert bars(out)[0].startswith("WAR on a")
    verify_barriers(out)


def test_wait_one_retires_all_but_the_newest_group():
    """Two groups in flight: wait_group 1 retires the older (its buffer may be refilled after
    a barrier), not the newer."""
    body = (_wgmma("a"), _commit(), _wgmma("b", 30), _commit(), _wait(1))
    out = insert_barriers(fn(*body, st("a")))
    assert bars(out) and bars(out)[0].startswith("WAR on a")
    with pytest.raises(CompilerBug, match="writes b while wgmma b"):
        insert_barriers(fn(*body, st("b")))
    # a barrier between the issue and the wait orders nothing of the read
    with pytest.raises(CompilerBug, match="unordered shared-memory accesses"):
        verify_barriers(fn(_wgmma(), _commit(), L.Inst("bar", (), (), ("x",)), _wait(0), st()))
