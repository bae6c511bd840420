"""Thread-block clusters on the PTX emulator (kgen.sim.ptx_cluster): the CTAs of a cluster run
together, reach one another's shared memory through `mapa` and `ld/st.shared::cluster`, and
meet at `barrier.cluster`; the race detector orders a peer's write before a read only through
the cluster barrier's release and acquire. Every kernel here is hand-written PTX that ptxas
(sm_90a) accepts too."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import ptxas_once
from kgen.sim import GlobalMemory, Launch, emulate
from kgen.sim.core import BarrierDeadlock, BarrierMisuse, EmulatorError, OutOfBoundsAccess
from kgen.sim.core import SharedMemoryRace
from kgen.target.targets import TARGETS

SYNC = "barrier.cluster.arrive.release.aligned;\n    barrier.cluster.wait.acquire.aligned;"


def _exchange(sync: str = SYNC, cluster: str = ".reqnctapercluster 2, 1, 1", rank: str = "",
              threads: int = 32, before: str = "", after: str = "") -> str:
    """Each thread writes 100 * its CTA's rank + its tid into the buffer of the CTA of the
    other rank (`xor 1`, or `rank` given), syncs by `sync`, then reads its own buffer and stores
    what it found to out[ctaid.x * threads + tid]; `after` before the end."""
    return f""".version 8.0
.target sm_90a
.address_size 64

.visible .entry exchange(
    .param .u64 out
)
.reqntid {threads}, 1, 1
{cluster}
{{
    .reg .pred %p<2>;
    .reg .b32 %r<12>;
    .reg .b64 %rd<4>;
    .shared .align 4 .b32 buf[{threads}];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %cluster_ctarank;
    {before}
    mov.u32 %r3, buf;
    shl.b32 %r4, %r1, 2;
    add.u32 %r3, %r3, %r4;
    xor.b32 %r5, %r2, 1;
    {rank}
    mapa.shared::cluster.u32 %r6, %r3, %r5;
    mad.lo.u32 %r7, %r2, 100, %r1;
    st.shared::cluster.u32 [%r6], %r7;
    {sync}
    ld.shared.u32 %r8, [%r3];
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r9, %ctaid.x;
    mad.lo.u32 %r9, %r9, {threads}, %r1;
    mul.wide.u32 %rd2, %r9, 4;
    add.u64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r8;
    {after}
    ret;
}}
"""


def _run(text: str, kernel: str = "exchange", blocks: int = 4, threads: int = 32, outs: int = 1,
         **launch) -> np.ndarray:
    ptxas_once(text, "sm_90a")        # the text is PTX the assembler takes
    mem = GlobalMemory()
    args = [mem.add(f"out{i}", np.full(blocks * threads, -1, np.int32)) for i in range(outs)]
    emulate(text, TARGETS["sm_90a"], kernel, Launch((blocks, 1, 1), threads, args, mem, **launch))
    return np.stack([mem.array(f"out{i}").view(np.int32).reshape(blocks, threads)
                     for i in range(outs)])


def test_ctas_exchange_values_through_each_others_shared_memory():
    got = _run(_exchange())[0]
    tid = np.arange(32)
    # CTA x is rank x % 2 of cluster x // 2 and finds what its peer wrote
    for x in range(4):
        assert (got[x] == 100 * (1 - x % 2) + tid).all(), (x, got[x][:4])


def test_a_peer_write_read_with_no_cluster_barrier_is_a_race():
    """The cluster barrier after the read, not between the write and the read: the peer's
    write meets the read it is not ordered with."""
    with pytest.raises(SharedMemoryRace):
        _run(_exchange(sync="", after=SYNC))


def test_a_relaxed_arrive_orders_no_memory():
    """barrier.cluster.arrive.relaxed: the wait still waits, but the write before the arrive
    is not released to the reader (PTX ISA, 'barrier.cluster')."""
    relaxed = "barrier.cluster.arrive.relaxed.aligned;\n    barrier.cluster.wait.acquire.aligned;"
    with pytest.raises(SharedMemoryRace):
        _run(_exchange(sync=relaxed))


@pytest.mark.parametrize("sync, words", [
    ("barrier.cluster.wait.aligned;", "without having arrived"),
    ("barrier.cluster.arrive.aligned;\n    barrier.cluster.arrive.aligned;\n    "
     "barrier.cluster.wait.aligned;", "again before waiting"),
])
def test_a_thread_arrives_then_waits(sync, words):
    with pytest.raises(BarrierMisuse, match=words):
        _run(_exchange(sync=sync))


def test_the_special_registers_name_the_cta_in_its_cluster():
    text = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry ids(
    .param .u64 o0, .param .u64 o1, .param .u64 o2, .param .u64 o3, .param .u64 o4,
    .param .u64 o5
)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    mov.u32 %r0, %ctaid.x;
    mul.wide.u32 %rd2, %r0, 4;
    mov.u32 %r1, %cluster_ctarank;
    mov.u32 %r2, %cluster_nctarank;
    mov.u32 %r3, %clusterid.x;
    mov.u32 %r4, %cluster_ctaid.x;
    mov.u32 %r5, %nclusterid.x;
    mov.u32 %r6, %cluster_nctaid.x;
""" + "".join(f"""    ld.param.u64 %rd1, [o{i}];
    cvta.to.global.u64 %rd1, %rd1;
    add.u64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r{i + 1};
""" for i in range(6)) + """    ret;
}
"""
    got = _run(text, "ids", blocks=6, threads=1, outs=6, cluster=(2, 1, 1))[:, :, 0]
    x = np.arange(6)
    assert got.tolist() == [list(x % 2), [2] * 6, list(x // 2), list(x % 2), [3] * 6, [2] * 6]
    # without a cluster shape, clusters of one CTA (PTX ISA, "Special Registers")
    got = _run(text, "ids", blocks=6, threads=1, outs=6)[:, :, 0]
    assert got.tolist() == [[0] * 6, [1] * 6, list(x), [0] * 6, [6] * 6, [1] * 6]


@pytest.mark.parametrize("cluster, launch, blocks, words", [
    (".reqnctapercluster 2, 1, 1", {}, 3, "not a whole number of clusters"),
    (".reqnctapercluster 2, 1, 1", {"cluster": (4, 1, 1)}, 4, "declares .reqnctapercluster"),
    (".explicitcluster", {}, 4, "gives no cluster shape"),
])
def test_launches_the_driver_refuses_are_refused(cluster, launch, blocks, words):
    with pytest.raises(EmulatorError, match=words):
        _run(_exchange(cluster=cluster), blocks=blocks, **launch)


def test_an_explicit_cluster_takes_the_launchs_shape():
    got = _run(_exchange(cluster=".explicitcluster"), cluster=(2, 1, 1))[0]
    assert (got[1] == np.arange(32)).all() and (got[2] == 100 + np.arange(32)).all()


def test_a_rank_outside_the_cluster_is_refused():
    with pytest.raises(OutOfBoundsAccess, match="outside its cluster of 2 CTAs"):
        _run(_exchange(rank="add.u32 %r5, %r5, 1;"))


def test_writing_into_a_cta_that_has_exited_is_refused():
    """Rank 0 writes nothing and exits at once; rank 1 writes into its shared memory, which
    is gone (no cluster barrier keeps it)."""
    early = "setp.eq.u32 %p1, %r2, 0;\n    @%p1 ret;"
    with pytest.raises(EmulatorError, match="which has exited"):
        _run(_exchange(sync="", before=early))


def test_exited_threads_do_not_hold_the_cluster_barrier():
    """Warp 1 of every CTA exits at its start; warp 0's threads exchange and meet at the
    cluster barrier without it (PTX ISA, 'exit')."""
    early = "setp.ge.u32 %p1, %r1, 32;\n    @%p1 ret;"
    got = _run(_exchange(threads=64, before=early), threads=64)[0]
    assert (got[0, :32] == 100 + np.arange(32)).all() and (got[:, 32:] == -1).all()


def test_a_cluster_barrier_one_warp_never_reaches_deadlocks():
    """Warp 1 of rank 1 waits at a CTA barrier for 64 threads before it arrives; warp 0 of its
    CTA waits at the cluster barrier for warp 1's arrival: neither can go on."""
    hold = ("mad.lo.u32 %r10, %r2, 64, %r1;\n    setp.ge.u32 %p1, %r10, 96;\n"
            "    @%p1 bar.sync 1, 64;")      # 64 * rank + tid >= 96: warp 1 of rank 1
    with pytest.raises(BarrierDeadlock, match="cluster"):
        _run(_exchange(threads=64, before=hold), threads=64)


def _multicast(mask: str = "3", sync: str = SYNC) -> str:
    """A 2-CTA cluster loads a 32 x 16 f32 tile by TMA: rank r loads rows 16r..16r+15 into its
    half of the buffer and multicasts them (ctaMask `mask`) to the same offset in each CTA; each
    CTA's mbarrier expects the whole tile's 2048 bytes. `sync` orders every CTA's mbarrier init
    before any copy that signals it; each CTA then writes its buffer to out[ctaid.x]."""
    return f""".version 8.0
.target sm_90a
.address_size 64

.visible .entry multicast(
    .param .align 128 .b8 p_map[128],
    .param .u64 p_out
)
.reqntid 32, 1, 1
.reqnctapercluster 2, 1, 1
{{
    .reg .pred %p<4>;
    .reg .b32 %r<32>;
    .reg .b64 %rd<8>;
    .reg .b16 %rs<2>;
    .shared .align 1024 .b8 smem[2056];
    mov.u32 %r1, smem;
    add.u32 %r2, %r1, 2048;
    mov.u32 %r3, %tid.x;
    mov.u32 %r4, %cluster_ctarank;
    setp.eq.u32 %p1, %r3, 0;
    @%p1 mbarrier.init.shared::cta.b64 [%r2], 1;
    fence.mbarrier_init.release.cluster;
    {sync}
    cvta.param.u64 %rd1, p_map;
    @%p1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], 2048;
    shl.b32 %r5, %r4, 10;
    add.u32 %r6, %r1, %r5;
    shl.b32 %r7, %r4, 4;
    mov.u32 %r8, 0;
    mov.b16 %rs1, {mask};
    @%p1 cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%r6], [%rd1, {{%r8, %r7}}], [%r2], %rs1;
    mov.u32 %r9, 0;
$L_wait:
    mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], %r9;
    @!%p2 bra $L_wait;
    ld.param.u64 %rd2, [p_out];
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r15, %ctaid.x;
    mul.wide.u32 %rd5, %r15, 2048;
    add.u64 %rd2, %rd2, %rd5;
    shl.b32 %r10, %r3, 2;
    mov.u32 %r11, 0;
$L_copy:
    add.u32 %r12, %r11, %r10;
    add.u32 %r13, %r1, %r12;
    ld.shared.u32 %r14, [%r13];
    cvt.u64.u32 %rd3, %r12;
    add.s64 %rd4, %rd2, %rd3;
    st.global.u32 [%rd4], %r14;
    add.u32 %r11, %r11, 128;
    setp.lt.u32 %p3, %r11, 2048;
    @%p3 bra $L_copy;
    ret;
}}
"""


def _run_multicast(text: str, blocks: int = 2) -> tuple[np.ndarray, np.ndarray]:
    from kgen.target.tensormap import TensorMapSpec, encode_sim
    ptxas_once(text, "sm_90a")
    mem = GlobalMemory()
    x = np.arange(32 * 16, dtype=np.float32).reshape(32, 16) + 1
    tmap = encode_sim(TensorMapSpec(mem.add("x", x, readonly=True), 4, (16, 32), (64,),
                                    (16, 16), 0, "f32"))
    out = mem.add("out", np.full((blocks, 512), -1, np.float32))
    emulate(text, TARGETS["sm_90a"], "multicast", Launch((blocks, 1, 1), 32, [tmap, out], mem))
    return mem.array("out").view(np.float32).reshape(blocks, 32, 16), x


def test_a_multicast_box_lands_in_every_cta_of_its_mask():
    """Each CTA loads half the tile; both hold all of it (two clusters: both release orders)."""
    got, x = _run_multicast(_multicast(), blocks=4)
    for r in range(4):
        np.testing.assert_array_equal(got[r], x)


def test_a_multicast_that_skips_a_cta_leaves_its_mbarrier_waiting():
    """ctaMask 1: rank 0's half reaches rank 0 only; rank 1's mbarrier never gets its bytes."""
    with pytest.raises(BarrierDeadlock, match="tx byte"):
        _run_multicast(_multicast(mask="1"))


def test_a_multicast_mask_past_the_cluster_is_refused():
    with pytest.raises(EmulatorError, match="outside the cluster of 2"):
        _run_multicast(_multicast(mask="7"))


def test_a_multicast_into_a_peer_before_its_mbarrier_init_is_ordered_is_refused():
    """Without the cluster barrier after the inits, a copy may signal a peer's mbarrier before
    (or without) its init being visible: refused whichever CTA runs first."""
    with pytest.raises(EmulatorError, match="mbarrier"):
        _run_multicast(_multicast(sync=""))


def _remote_arrive(body: str) -> str:
    """Each CTA's mbarrier expects its peer's 32 threads; `body` writes into the peer's buffer
    and arrives on the peer's mbarrier (%r6 the peer's slot, %r11 the peer's mbarrier), then
    every thread waits on its own mbarrier and reads its buffer; a cluster barrier before the
    end keeps every CTA's memory until its peers are done with it."""
    arrive = "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64"
    return _exchange(before="mov.u32 %r10, bar;\n    @%p0 mbarrier.init.shared::cta.b64 [%r10], "
                     "32;\n    fence.mbarrier_init.release.cluster;\n    " + SYNC,
                     sync="", after=SYNC).replace(
        "    .shared .align 4 .b32 buf[32];",
        "    .shared .align 4 .b32 buf[32];\n    .shared .align 8 .b64 bar;").replace(
        "    mov.u32 %r2, %cluster_ctarank;",
        "    mov.u32 %r2, %cluster_ctarank;\n    setp.eq.u32 %p0, %r1, 0;").replace(
        "    st.shared::cluster.u32 [%r6], %r7;",
        "    mapa.shared::cluster.u32 %r11, %r10, %r5;\n    " + body + "\n    mov.u32 %r9, 0;\n"
        "$L_wait:\n    " + arrive + " %p1, [%r10], %r9;\n    @!%p1 bra $L_wait;")


WRITE = "st.shared::cluster.u32 [%r6], %r7;"
ARRIVE = "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r11];"


def test_a_remote_arrive_releases_the_write_before_it():
    got = _run(_remote_arrive(WRITE + "\n    " + ARRIVE), blocks=2)[0]
    assert (got[0] == 100 + np.arange(32)).all() and (got[1] == np.arange(32)).all()


@pytest.mark.parametrize("body, error", [
    (ARRIVE + "\n    " + WRITE, SharedMemoryRace),     # the write after the release
    (WRITE, BarrierDeadlock),                           # no arrival: the peer waits forever
])
def test_a_remote_arrive_in_the_wrong_place_is_refused(body, error):
    with pytest.raises(error):
        _run(_remote_arrive(body), blocks=2)
