"""A barrier orders a cp.async write only after the cp_async_wait that lands it (issue
"Correctness holes found from outside", item F).

A GEMM loop split by a `where(kk <= m, ...)` mask (the repro below) runs its unmasked steps in a
3-stage cp.async pipeline with no refill in the second loop; a barrier that step 0 needs for
another buffer (a layout conversion's st_shared/ld_shared) ran between step 1's copies and the
cp_async_wait that lands them, and both insert_barriers and verify_barriers counted that barrier
as ordering the copies. Step 1 then read its slot with no barrier after its wait: a
write-after-read SharedMemoryRace in the emulator on sm_80. The passes now keep a cp.async
write in flight, counted in commit groups, until a wait lands it (kgen.passes.barriers._InFlight).
"""

from __future__ import annotations

import pytest

from kgen.lir import ops as L
from kgen.passes.barriers import insert_barriers, verify_async_copies, verify_barriers
from kgen.errors import CompilerBug
from kgen.tools.run import run_source
from kgen.source import Source

U = L.Imm(0, "u32")

# /tmp/crash/sev.kgen, as reported.
SEV = """\
kernel g(a: bf16[M, K], b: bf16[K, N], c: f32[M, N], d: f32[M, N]) {
    tile m: 64, n: 64, k: 64
    acc = zeros(f32, m, n)
    cnt = zeros(f32, m)
    for kk in k {
        acc += a[m, kk] @ b[kk, n]
        cnt += sum(where(kk <= m, 1.0, 0.0), axis=kk)
    }
    c[m, n] = acc
    d[m, n] = acc * 0.0 + cnt
}
"""


def copy(buf: str) -> L.Inst:
    return L.Inst("cp_async", (), (U, U, L.Imm(0, "u64"), L.Imm(16, "u32")),
                  (buf, 16, f"fill {buf}"), note=f"copy into {buf}")


def commit() -> L.Inst:
    return L.Inst("cp_async_commit", (), ())


def wait(n: int) -> L.Inst:
    return L.Inst("cp_async_wait", (), (), (n,))


def st(buf: str) -> L.Inst:
    return L.Inst("st_shared", (), (U, U, L.Imm(1.0, "f32")), (buf,), note=f"write {buf}")


def ld(buf: str, rid: int = 1) -> L.Inst:
    return L.Inst("ld_shared", (L.Reg(rid, "f32", False),), (U, U), (buf,), note=f"read {buf}")


def bar(why: str) -> L.Inst:
    return L.Inst("bar", (), (), (why,))


def fn(*body) -> L.Function:
    bufs = tuple(L.SharedBuffer(b, 16 * i, 16, "test") for i, b in enumerate("abx"))
    return L.Function("k", (), tuple(body), 64, (), bufs)


def ops(f: L.Function) -> list[str]:
    return [n.op for n in L.walk(f.body)]


# The old schedule's shape: a barrier for another buffer (x) between the copy and its wait.
EARLY_BARRIER = (copy("a"), commit(), st("x"), bar("RAW on x"), ld("x"), wait(0), ld("a"))


def test_a_barrier_before_the_wait_does_not_order_the_copy():
    out = insert_barriers(fn(*EARLY_BARRIER))
    assert ops(out)[-3:] == ["cp_async_wait", "bar", "ld_shared"], ops(out)
    verify_barriers(out)
    verify_async_copies(out)


def test_verifier_refuses_a_read_ordered_only_by_a_barrier_before_the_wait():
    with pytest.raises(CompilerBug, match=r"\(RAW on a\): cp_async a .* and ld_shared a"):
        verify_barriers(fn(*EARLY_BARRIER))


def test_a_wait_lands_only_the_groups_it_completes():
    """wait 1 with two groups committed lands the older (a), not the newer (b): the barrier
    after it orders a, and b needs its own after wait 0."""
    body = (copy("a"), commit(), copy("b"), commit(), wait(1), bar("a landed"), ld("a"),
            wait(0), ld("b", 2))
    with pytest.raises(CompilerBug, match="RAW on b"):
        verify_barriers(fn(*body))
    out = insert_barriers(fn(*body))
    assert ops(out) == ["cp_async", "cp_async_commit", "cp_async", "cp_async_commit",
                        "cp_async_wait", "bar", "ld_shared", "cp_async_wait", "bar", "ld_shared"]
    verify_barriers(out)


def test_an_uncommitted_copy_stays_in_flight_through_a_wait():
    """wait_group completes committed groups only: a copy after the last commit is not landed
    by it, so a barrier between that wait and the commit orders nothing of it."""
    body = (copy("a"), wait(0), bar("too early"), commit(), wait(0), ld("a"))
    with pytest.raises(CompilerBug, match="RAW on a"):
        verify_barriers(fn(*body))
    out = insert_barriers(fn(*body))
    assert ops(out)[-2:] == ["bar", "ld_shared"]
    verify_barriers(out)


def test_loop_back_edge_copy_lands_at_next_trips_wait():
    """A ring of two slots: each trip refills the slot it just read and reads the other, landed
    by the wait at the top; the barrier that orders the refill after the other slot's reads
    must follow the wait (else the landed slot is read unordered)."""
    c = L.Reg(9, "u32", True)
    loop = L.Loop(c, U, L.Imm(4, "u32"), 1, (wait(0), ld("a"), copy("b"), commit(),
                                              wait(0), ld("b", 2), copy("a"), commit()))
    out = insert_barriers(fn(copy("a"), commit(), loop, wait(0)))
    verify_barriers(out)
    verify_async_copies(out)
    body = next(n for n in out.body if isinstance(n, L.Loop)).body
    got = [n.op for n in body]
    # Each read comes after its wait with a barrier between the two (RAW across threads).
    for i in (i for i, op in enumerate(got) if op == "cp_async_wait"):
        read = got.index("ld_shared", i)
        assert "bar" in got[i + 1:read], got


def test_the_two_writes_of_two_copies_in_flight_are_refused():
    with pytest.raises(CompilerBug, match=r"\(WAW on a\): cp_async a .* still in flight"):
        verify_barriers(fn(L.Inst("cp_async", (), (U, U, L.Imm(0, "u64"), L.Imm(16, "u32")),
                                  ("a", 16, "group 1"), note="first"), commit(),
                           L.Inst("cp_async", (), (U, U, L.Imm(0, "u64"), L.Imm(16, "u32")),
                                  ("a", 16, "group 2"), note="second"), commit(),
                           wait(0)))


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx90a", "gfx942"])
def test_masked_gemm_repro_matches_on_the_emulator(target):
    """K=384: two trips of the 3-step unrolled loop; on sm_80 this raced before the fix."""
    sizes = {"M": 64, "N": 64, "K": 384}
    reports = run_source(Source("sev.kgen", SEV), device="sim", target=target, sizes=sizes)
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]
