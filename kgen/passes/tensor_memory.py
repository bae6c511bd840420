"""Tensor memory around a tcgen05 function (L.Function.tensor_memory, set by kgen.lower.tcgen05):
a pass after the warp roles' split, so that every warp, a producer's too, runs the setup and the
teardown and the roles run between them.

Setup: warp 0 allocates the columns (tcgen05.alloc: a whole warp; PTX ISA 9.1, 9.7.16.7.1) and
gives up the right to allocate more (relinquish_alloc_permit, so a CTA waiting to allocate is not
held up); thread 0 initialises the commits' two mbarriers; a barrier between the tcgen05 fences
(9.7.16.6.4) publishes both, and every thread reads the address and zeroes the commit count.
Teardown: after every warp's last tensor-memory access (the fences and a barrier), warp 0 frees
the columns, which a CTA must before it exits (9.7.16.1.2).
"""

from __future__ import annotations

from dataclasses import replace

from ..lir import ops as L


def synced(why: str) -> list[L.Inst]:
    """Every thread's tensor-memory accesses before those after it, across the threads that run
    it (PTX ISA 9.1, 9.7.16.6.4): fence::before_thread_sync, their barrier (scope "here": a
    warp role's own inside one, kgen.passes.barriers), fence::after_thread_sync."""
    return [L.Inst("tc_fence", (), (), ("before",)),
            L.Inst("bar", (), (), (f"tensor memory: {why}", "here")),
            L.Inst("tc_fence", (), (), ("after",))]


def place_tensor_memory(fn: L.Function) -> L.Function:
    """fn with its tensor memory's setup first and teardown last (module doc); fn itself
    where it has none."""
    tm = fn.tensor_memory
    if tm is None:
        return fn
    u = lambda v: L.Imm(v, "u32")   # noqa: E731
    # (fresh registers: the passes before this one numbered theirs above the body's)
    first = L.largest_register(fn.body)
    tid, warp0, thread0 = (L.Reg(first + 1, "u32", False), L.Reg(first + 2, "pred", False),
                           L.Reg(first + 3, "pred", False))
    head = [L.Inst("tid", (tid,), ()),
            L.Inst("setp", (warp0,), (tid, u(tm.wave)), ("lt", "u32")),
            L.Inst("setp", (thread0,), (tid, u(0)), ("eq", "u32")),
            L.Inst("tmem_alloc", (), (u(0), u(0)), (tm.slot, tm.cols), warp0,
                   f"warp 0: {tm.cols} columns of tensor memory for {tm.used} accumulator "
                   "columns"),
            L.Inst("tmem_relinquish", (), (), (), warp0, "no further allocation"),
            *(L.Inst("mbar_init", (), (u(0), u(8 * i)), (tm.mbar, tm.issuers), thread0,
                     f"the MMAs' mbarrier {i}: {tm.issuers} commit(s) a phase")
              for i in range(L.TC_COMMIT_BARRIERS)),
            L.Inst("fence_mbar_init", (), (), (), thread0),
            *synced("the allocation and the mbarriers before their use"),
            L.Inst("ld_shared", (tm.base,), (u(0), u(0)), (tm.slot,),
                   note="the tensor-memory address"),
            L.Inst("mov", (tm.commits,), (u(0),), note="no commit yet")]
    tail = [*synced("every warp's last access before the columns are freed"),
            L.Inst("tmem_dealloc", (), (tm.base,), (tm.cols,), warp0,
                   "warp 0 frees the tensor memory before the CTA exits")]
    return replace(fn, body=(*head, *fn.body, *tail))
