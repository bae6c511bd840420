"""The PTX emitter's thread-block clusters (the LIR's cluster_rank, cluster_sync,
mbar_arrive_peer and tma_load's multicast; Function.cluster): a hand-built two-CTA kernel is
written, accepted by ptxas (sm_90a) and run on the emulator, whose cluster model comes from the
PTX ISA (kgen.sim.ptx_cluster), not from the emitter; the mbarrier proof (kgen.verify.mbarrier)
runs the cluster's CTAs together and refuses the kernel's broken forms. The schedule's
`cluster 2` makes such kernels from source (tests/emitters/test_sm90a_cluster_gemm.py)."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import ptxas_once
from kgen.emitters import ptx
from kgen.errors import CompilerBug
from kgen.lir import ops as L
from kgen.sim import GlobalMemory, Launch, emulate
from kgen.sim.core import BarrierDeadlock
from kgen.target.targets import TARGETS
from kgen.target.tensormap import TensorMapSpec, encode_sim
from kgen.verify.mbarrier import verify_mbarriers

ROWS, COLS = 32, 16          # the f32 tile both CTAs receive, half of it loaded by each


def _kernel(mask: int = 3, peer_arrives: bool = True, first_sync: bool = True,
            late_arrive: bool = False, last_sync: bool = True) -> L.Function:
    """Each CTA of a 2-CTA cluster initialises its mbarrier FULL (one arrival: its own
    expect_tx of the whole tile's bytes, plus one from its peer) and, after a cluster barrier
    (first_sync), loads half the tile by TMA multicast to the CTAs of `mask`; the peer arrives
    on FULL too (mbar_arrive_peer). Every thread waits for FULL's phase 0 and writes the tile's
    element [tid, rank] to out[ctaid, tid]; with late_arrive, thread 0 then arrives on its
    peer's FULL again (its next phase, which no one waits for) before the cluster barrier that
    ends the kernel (last_sync)."""
    reg = iter(range(100)).__next__
    u = lambda v: L.Imm(v, "u32")                                    # noqa: E731
    rank, tid, ctaid, first, peer, row, half = (L.Reg(reg(), t, un) for t, un in (
        ("u32", True), ("u32", False), ("u32", True), ("pred", False), ("u32", True),
        ("u32", True), ("u32", True)))
    tmap, out, addr, off, idx, wide, val, par = (L.Reg(reg(), t, un) for t, un in (
        ("u64", True), ("u64", True), ("u64", False), ("u32", False), ("u32", False),
        ("u64", False), ("f32", False), ("u32", True)))
    half_bytes = ROWS * COLS * 4 // 2
    body = (
        L.Inst("cluster_rank", (rank,), ()),
        L.Inst("tid", (tid,), ()),
        L.Inst("ctaid", (ctaid,), (), ("x",)),
        L.Inst("setp", (first,), (tid, u(0)), ("eq", "u32")),
        L.Inst("mbar_init", (), (u(0), u(0)), ("full", 2), first),
        L.Inst("fence_mbar_init", (), ()),
        *((L.Inst("cluster_sync", (), (), ("the peers' mbarriers are initialised",)),)
          if first_sync else ()),
        L.Inst("xor", (peer,), (rank, u(1))),
        L.Inst("mbar_expect_tx", (), (u(0), u(0)), ("full", 2 * half_bytes), first),
        L.Inst("ld_param", (tmap,), (), ("tmap_x",)),
        L.Inst("mul", (row,), (rank, u(ROWS // 2))),
        L.Inst("mul", (half,), (rank, u(half_bytes))),
        L.Inst("tma_load", (), (half, u(0), tmap, u(0), row, u(0), u(0)),
               ("tile", "full", half_bytes, "x", mask), first),
        *((L.Inst("mbar_arrive_peer", (), (u(0), u(0), peer), ("full",), first),)
          if peer_arrives else ()),
        L.Inst("mov", (par,), (u(0),)),
        L.Inst("mbar_wait", (), (u(0), u(0), par), ("full",)),
        # element [tid, rank] of the row-major tile: byte 4 (COLS tid + rank)
        L.Inst("mul", (idx,), (tid, u(COLS))),
        L.Inst("add", (idx,), (idx, rank)),
        L.Inst("mul", (off,), (idx, u(4))),
        L.Inst("ld_shared", (val,), (off, u(0)), ("tile",)),
        L.Inst("ld_param", (out,), (), ("out",)),
        L.Inst("mul", (idx,), (ctaid, u(32))),
        L.Inst("add", (idx,), (idx, tid)),
        L.Inst("mul_wide", (wide,), (idx, u(4))),
        L.Inst("add64", (addr,), (out, wide)),
        L.Inst("st_global", (), (addr, u(0), u(0), val), (32, 1)),
        *((L.Inst("mbar_arrive_peer", (), (u(0), u(0), peer), ("full",), first),)
          if late_arrive else ()),
        *((L.Inst("cluster_sync", (), (), ("no CTA exits while its peer may signal it",)),)
          if last_sync else ()),
    )
    params = (L.tensormap_slot("tmap_x", "f32", "x", (COLS, ROWS // 2), 0, (ROWS, COLS)),
              L.ParamSlot("out", "tensor", "u64", "f32", readonly=False))
    shared = (L.SharedBuffer("tile", 0, ROWS * COLS * 4, "the tile"),
              L.SharedBuffer("full", ROWS * COLS * 4, 8, "its mbarrier"))
    return L.Function("cluster_tile", params, body, 32, (L.GridDim("x", 4, 1),), shared,
                      cluster=2)


def _run(fn: L.Function) -> tuple[np.ndarray, np.ndarray]:
    text = ptx.emit_module([fn], TARGETS["sm_90a"], "clusters")
    ptxas_once(text, "sm_90a")
    mem = GlobalMemory()
    x = (np.arange(ROWS * COLS, dtype=np.float32) + 1).reshape(ROWS, COLS)
    spec = TensorMapSpec(mem.add("x", x, readonly=True), 4, (COLS, ROWS), (COLS * 4,),
                         (COLS, ROWS // 2), 0, "f32")
    out = mem.add("out", np.full((4, 32), -1, np.float32))
    emulate(text, TARGETS["sm_90a"], fn.name,
            Launch(L.grid_dims(fn, {}), 32, [encode_sim(spec), out], mem))
    return mem.array("out").view(np.float32).reshape(4, 32), x


def test_the_emitted_cluster_kernel_assembles_and_runs():
    fn = _kernel()
    text = ptx.emit_function(fn, TARGETS["sm_90a"])
    assert ".reqnctapercluster 2, 1, 1" in text and "%cluster_ctarank" in text
    assert "barrier.cluster.arrive.release.aligned" in text and ".multicast::cluster" in text
    assert "mapa.shared::cluster.u32" in text
    got, x = _run(fn)
    for c in range(4):
        np.testing.assert_array_equal(got[c], x[:, c % 2])


@pytest.mark.parametrize("kw", [dict(mask=1), dict(peer_arrives=False)])
def test_a_missing_half_or_a_missing_peer_arrival_leaves_full_waiting(kw):
    with pytest.raises(BarrierDeadlock):
        _run(_kernel(**kw))


def test_a_grid_of_clusters_is_rounded_up_to_whole_clusters():
    fn = _kernel()
    odd = L.Function(fn.name, fn.params, fn.body, 32, (L.GridDim("x", 3, 1),), fn.shared,
                     cluster=2)
    assert L.grid_dims(odd, {}) == (4, 1, 1) and L.grid_dims(fn, {}) == (4, 1, 1)


def test_the_mbarrier_proof_runs_the_cluster_and_proves_the_kernel():
    verify_mbarriers(_kernel())
    verify_mbarriers(_kernel(late_arrive=True))     # its last cluster barrier orders it
    verify_mbarriers(_kernel(last_sync=False))      # FULL's phase orders every peer access


@pytest.mark.parametrize("kw, why", [
    (dict(mask=1), r"deadlock: .*full\[0\] of CTA 1 .* lacks 0 of 2 arrivals and 2048 tx"),
    (dict(peer_arrives=False), r"deadlock: .*full\[0\] of CTA 0 .* lacks 1 of 2 arrivals"),
    (dict(mask=7), "names a CTA past the cluster of 2"),
    # without the cluster barrier after the inits, a peer's copy or arrive may find its
    # mbarrier not yet initialised (in the proof's run, CTA 0 runs first and finds none)
    (dict(first_sync=False), r"full\+0 of CTA 1 before any mbar_init"),
    # the late arrival may reach a peer that has exited
    (dict(late_arrive=True, last_sync=False),
     r"arrive on full\[0\] of CTA 1 .* reaches CTA 1, which may have exited"),
])
def test_the_mbarrier_proof_refuses_the_broken_cluster_kernels(kw, why):
    with pytest.raises(CompilerBug, match=why):
        verify_mbarriers(_kernel(**kw))
