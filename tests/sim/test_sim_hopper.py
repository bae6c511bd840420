"""The PTX emulator's Hopper path on hand-written PTX: mbarriers, TMA, wgmma, setmaxnreg.

What a warp-specialized GEMM needs, checked against NumPy: a TMA load of a swizzled bf16 tile with
out-of-bounds zero fill; mbarrier phases and parities; a producer warp and a consumer warp passing
tiles through a ring of two slots; wgmma m64nNk16 from TMA-loaded tiles, K-major and MN-major,
bit for bit. And the planted bugs, each failing with the error that names it: a wait on a phase
that never completes (BarrierDeadlock), a read of TMA data before the wait (StaleRead, or a race
from another warp), an accumulator touched while its wgmma is in flight, a wgmma without its
fence, a producer that refills a slot the consumers are still reading (SharedMemoryRace), and
setmaxnreg counts the ISA does not allow. The memory model: a try_wait answers false before its
phase completes (so code without its spin loop runs early), an mbarrier used before its init is
ordered or copied into before fence.mbarrier_init, and a generic write that a TMA copy
overwrites with no fence.proxy.async between them (MissingProxyFence).
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from kgen.sim import (BarrierDeadlock, EmulatorError, GlobalMemory, Launch, MissingProxyFence,
                      SharedMemoryRace, StaleRead)
from kgen.sim.ptx import PtxModule
from kgen.target.tensormap import TensorMapSpec, encode_sim, swizzle_offset

TMA = "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
HEAD = """.version 8.0
.target sm_90a
.address_size 64
"""


def _bf16(shape, rng) -> np.ndarray:
    """Random bf16 bit patterns (standard normal values, truncated)."""
    x = rng.standard_normal(shape).astype(np.float32)
    return (x.view(np.uint32) >> 16).astype(np.uint16)


def _f64(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def _tensor_map(mem: GlobalMemory, name: str, array: np.ndarray, box, swizzle=128) -> bytes:
    """Adds a row-major 2-D bf16 array; returns the 128 bytes of its emulator tensor map, which
    the kernels here take by value (`.param .align 128 .b8 p_map[128]`, then cvta.param)."""
    base = mem.add(name, array)
    rows, cols = array.shape
    return encode_sim(TensorMapSpec(base, 2, (cols, rows), (2 * cols,), tuple(box), swizzle))


def _run(text: str, kernel: str, threads: int, args: list, mem: GlobalMemory) -> None:
    PtxModule(text).run(kernel, Launch((1, 1, 1), threads, args, mem))


def _unswizzle(raw: np.ndarray, nbytes: int, swizzle: int = 128) -> np.ndarray:
    """Logical bytes 0..nbytes of a tile written at a 1024-aligned shared base."""
    phys = np.array([swizzle_offset(i, swizzle) for i in range(0, nbytes, 16)])
    return raw[(phys[:, None] + np.arange(16)).reshape(-1)]


def _box(x: np.ndarray, c0: int, c1: int, b0: int, b1: int) -> np.ndarray:
    """NumPy's view of a TMA box: x[c1 + j, c0 + i], zero outside x."""
    out = np.zeros((b1, b0), x.dtype)
    for j in range(b1):
        for i in range(b0):
            r, c = c1 + j, c0 + i
            if 0 <= r < x.shape[0] and 0 <= c < x.shape[1]:
                out[j, i] = x[r, c]
    return out


# --------------------------------------------------------------------------------------------
# TMA: one box into shared memory, read back with ld.shared after the mbarrier wait.

def tma_copy_ptx(wait: bool = True, reader_warp: int = 0, box_bytes: int = 8192,
                 expect: int | None = None) -> str:
    """Lane 0 of warp 0 initialises the mbarrier at byte 8192, arrives with expect_tx and issues
    the copy of a 64x64 bf16 box to byte 0; the reader warp waits (or not) and copies the
    8192 shared bytes to out as they lie (swizzled)."""
    expect = box_bytes if expect is None else expect
    wait_code = """
$L_wait:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], %r6;
\t@!%p2 bra $L_wait;""" if wait else ""
    return HEAD + f""".visible .entry tma_copy(
\t.param .align 128 .b8 p_map[128],
\t.param .u64 p_out,
\t.param .u32 p_c0,
\t.param .u32 p_c1
)
.maxntid 64, 1, 1
.maxnreg 128
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<20>;
\t.reg .b64 %rd<8>;
\t.shared .align 1024 .b8 smem_tma_copy[8200];
\tmov.u32 %r1, smem_tma_copy;
\tadd.u32 %r2, %r1, 8192;
\tmov.u32 %r3, %tid.x;
\tshr.u32 %r13, %r3, 5;                    // warp
\tand.b32 %r14, %r3, 31;                   // lane
\tsetp.eq.u32 %p1, %r3, 0;
\t@%p1 mbarrier.init.shared::cta.b64 [%r2], 1;
\tfence.mbarrier_init.release.cluster;
\tbar.sync 0;
\tcvta.param.u64 %rd1, p_map;
\tld.param.u32 %r4, [p_c0];
\tld.param.u32 %r5, [p_c1];
\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], {expect};
\t@%p1 {TMA} [%r1], [%rd1, {{%r4, %r5}}], [%r2];
\tsetp.ne.u32 %p3, %r13, {reader_warp};
\t@%p3 bra $L_done;
\tmov.u32 %r6, 0;{wait_code}
\tmov.u32 %r7, 0;
\tld.param.u64 %rd2, [p_out];
\tshl.b32 %r8, %r14, 2;
$L_copy:
\tshl.b32 %r9, %r7, 7;
\tadd.u32 %r10, %r9, %r8;
\tadd.u32 %r11, %r1, %r10;
\tld.shared.u32 %r12, [%r11];
\tcvt.u64.u32 %rd3, %r10;
\tadd.s64 %rd4, %rd2, %rd3;
\tst.global.u32 [%rd4], %r12;
\tadd.u32 %r7, %r7, 1;
\tsetp.lt.u32 %p3, %r7, 64;
\t@%p3 bra $L_copy;
$L_done:
\tret;
}}
"""


def _tma_copy(c0: int, c1: int, edit=None, **kw):
    """Runs tma_copy_ptx(**kw), its text first passed through `edit` when given."""
    rng = np.random.default_rng(1)
    x = _bf16((100, 72), rng)                     # 100 rows of 72 columns: both edges cut
    mem = GlobalMemory()
    tmap = _tensor_map(mem, "x", x, (64, 64))
    out = mem.add("out", np.zeros(8192, np.uint8))
    text = tma_copy_ptx(**kw)
    _run(edit(text) if edit else text, "tma_copy", 64, [tmap, out, np.uint32(c0 & 0xFFFFFFFF),
                                              np.uint32(c1 & 0xFFFFFFFF)], mem)
    return x, mem.array("out")


@pytest.mark.parametrize("c0, c1", [(0, 0), (32, -8), (-16, 60), (8, 40)])
def test_tma_load_swizzled_tile_with_zero_fill(c0, c1):
    x, raw = _tma_copy(c0, c1)
    tile = _unswizzle(raw, 8192).view(np.uint16).reshape(64, 64)
    np.testing.assert_array_equal(tile, _box(x, c0, c1, 64, 64))


def test_tma_into_dynamic_shared_memory():
    text = tma_copy_ptx().replace("\t.shared .align 1024 .b8 smem_tma_copy[8200];\n", "")
    text = text.replace(".visible .entry", ".extern .shared .align 1024 .b8 smem_tma_copy[];\n"
                        ".visible .entry")
    rng = np.random.default_rng(5)
    x = _bf16((64, 64), rng)
    mem = GlobalMemory()
    tmap = _tensor_map(mem, "x", x, (64, 64))
    out = mem.add("out", np.zeros(8192, np.uint8))
    PtxModule(text).run("tma_copy", Launch((1, 1, 1), 64, [tmap, out, 0, 0], mem,
                                           shared_bytes=8200))
    tile = _unswizzle(mem.array("out"), 8192).view(np.uint16).reshape(64, 64)
    np.testing.assert_array_equal(tile, x)


def test_tma_read_by_another_warp_after_its_wait():
    x, raw = _tma_copy(4, 3, reader_warp=1)
    tile = _unswizzle(raw, 8192).view(np.uint16).reshape(64, 64)
    np.testing.assert_array_equal(tile, _box(x, 4, 3, 64, 64))


def test_tma_read_before_the_wait_is_stale():
    with pytest.raises(StaleRead, match=r"cp\.async\.bulk\.tensor.*still writing"):
        _tma_copy(0, 0, wait=False)


def test_tma_read_by_another_warp_before_any_wait_is_a_race():
    with pytest.raises(SharedMemoryRace, match=r"warp 1 reads .*issued by warp 0"):
        _tma_copy(0, 0, wait=False, reader_warp=1)


def test_tma_more_bytes_than_expected_never_completes_the_phase():
    # the tx-count goes to -4096 (valid: PTX ISA, "Contents of the mbarrier object") and the
    # phase completes only at zero, so the wait deadlocks, saying by how much
    with pytest.raises(BarrierDeadlock, match="-4096 tx byte.*4096 bytes more than expect_tx"):
        _tma_copy(0, 0, expect=4096)


def test_tma_fewer_bytes_than_expected_deadlocks():
    with pytest.raises(BarrierDeadlock, match=r"parity 0 of the mbarrier at shared byte 8192.*"
                                              r"4096 tx byte"):
        _tma_copy(0, 0, expect=12288)


def test_tma_map_must_be_the_emulators():
    mem = GlobalMemory()
    bad = bytes(128)
    out = mem.add("out", np.zeros(8192, np.uint8))
    with pytest.raises(EmulatorError, match="not one the emulator can use"):
        _run(tma_copy_ptx(), "tma_copy", 64, [bad, out, np.uint32(0), np.uint32(0)], mem)


# --------------------------------------------------------------------------------------------
# mbarrier phases: a one-slot ring between two warps, six phases of each barrier.

def pingpong_ptx(rounds: int = 6, consumer_parity_xor: int = 0) -> str:
    """Warp 1 writes round i's value into the slot and arrives on `full` (byte 8); warp 0 waits
    on full with parity i&1, copies the slot to out[i] and arrives on `empty` (byte 16), which
    warp 1 waits on (parity (i&1)^1) before the next write. Lane 0 of each warp does the
    barrier work; every lane waits."""
    L = [HEAD + """.visible .entry pingpong(
\t.param .u64 p_out
)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<20>;
\t.reg .b64 %rd<8>;
\t.shared .align 8 .b8 smem_pingpong[24];
\tmov.u32 %r1, smem_pingpong;
\tmov.u32 %r3, %tid.x;
\tshr.u32 %r4, %r3, 5;
\tand.b32 %r5, %r3, 31;
\tsetp.eq.u32 %p1, %r5, 0;                 // lane 0
\tsetp.eq.u32 %p2, %r3, 0;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+8], 1;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+16], 1;
\tbar.sync 0;
\tld.param.u64 %rd1, [p_out];
\tsetp.eq.u32 %p3, %r4, 0;
\t@%p3 bra $L_consumer;"""]
    put = L.append
    for i in range(rounds):
        put(f"""\tmov.u32 %r6, {(i & 1) ^ 1};
$L_e{i}:
\tmbarrier.try_wait.parity.shared::cta.b64 %p4, [%r1+16], %r6;
\t@!%p4 bra $L_e{i};
\tmov.u32 %r7, {100 + i};
\t@%p1 st.shared.u32 [%r1], %r7;
\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+8];""")
    put("\tret;\n$L_consumer:")
    for i in range(rounds):
        put(f"""\tmov.u32 %r6, {(i & 1) ^ consumer_parity_xor};
$L_f{i}:
\tmbarrier.try_wait.parity.shared::cta.b64 %p4, [%r1+8], %r6;
\t@!%p4 bra $L_f{i};
\tld.shared.u32 %r8, [%r1];
\t@%p1 st.global.u32 [%rd1+{4 * i}], %r8;
\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+16];""")
    put("\tret;\n}\n")
    return "\n".join(L)


def test_mbarrier_phases_flip_with_parity():
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(6, np.uint32))
    _run(pingpong_ptx(), "pingpong", 64, [out], mem)
    np.testing.assert_array_equal(mem.array("out").view(np.uint32), 100 + np.arange(6))


def _one_warp(body: str, regs: str = "") -> str:
    return HEAD + f""".visible .entry k(
\t.param .u64 p_out
)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<20>;
\t.reg .b64 %rd<8>;{regs}
\t.shared .align 8 .b8 smem_k[64];
\tmov.u32 %r1, smem_k;
\tmov.u32 %r3, %tid.x;
\tsetp.eq.u32 %p1, %r3, 0;
{body}
\tret;
}}
"""


def _run_one_warp(body: str, threads: int = 32, regs: str = "") -> np.ndarray:
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(8, np.uint64))
    _run(_one_warp(body, regs), "k", threads, [out], mem)
    return mem.array("out").view(np.uint64)


def test_mbarrier_waiting_on_a_phase_that_never_completes_deadlocks():
    body = """\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 2;
\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+8];
\tmov.u32 %r2, 0;
$L_w:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1+8], %r2;
\t@!%p2 bra $L_w;"""
    with pytest.raises(BarrierDeadlock) as e:
        _run_one_warp(body)
    msg = str(e.value)
    assert "warp 0 waits at line" in msg and "mbarrier.try_wait" in msg
    assert "parity 0 of the mbarrier at shared byte 8" in msg
    assert "1 of 2 arrival(s)" in msg


def test_mbarrier_deadlock_names_every_warp():
    """Warp 1 waits on a phase only warp 0 could complete; warp 0 waits at bar.sync."""
    body = """\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 1;
\tbar.sync 0;
\tshr.u32 %r4, %r3, 5;
\tsetp.eq.u32 %p3, %r4, 0;
\t@%p3 bra $L_bar;
\tmov.u32 %r2, 0;
$L_w:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1+8], %r2;
\t@!%p2 bra $L_w;
\tbra.uni $L_end;
$L_bar:
\tbar.sync 0;
$L_end:"""
    with pytest.raises(BarrierDeadlock, match=r"warp 0 waits at a barrier; warp 1 waits at "
                                              r"line \d+: mbarrier\.try_wait"):
        _run_one_warp(body, threads=64)


def test_mbarrier_arrivals_count_lanes_and_token_is_the_phase():
    """Two lanes arrive on a count-2 barrier: phase 0 completes; the state token is the phase
    arrived on; the next wait (parity 1) then blocks with nothing to complete it."""
    body = """\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 2;
\tsetp.lt.u32 %p3, %r3, 2;
\t@%p3 mbarrier.arrive.shared::cta.b64 %rd2, [%r1+8];
\tmov.u32 %r2, 0;
$L_w:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1+8], %r2;
\t@!%p2 bra $L_w;
\tld.param.u64 %rd1, [p_out];
\t@%p1 st.global.u64 [%rd1], %rd2;
\t@%p3 mbarrier.arrive.shared::cta.b64 %rd3, [%r1+8];
\t@%p1 st.global.u64 [%rd1+8], %rd3;"""
    out = _run_one_warp(body)
    assert list(out[:2]) == [0, 1]


@pytest.mark.parametrize("body, message", [
    ("\tmbarrier.arrive.shared::cta.b64 _, [%r1+8];", "no mbarrier is initialised"),
    ("\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 1;\n"
     "\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 1;", "already initialised"),
    ("\tmbarrier.init.shared::cta.b64 [%r1+8], 1;", "already initialised"),
    ("\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 1;\n"
     "\tmbarrier.arrive.shared::cta.b64 _, [%r1+8];", "exceed the 1 it expects"),
    ("\t@%p1 mbarrier.init.shared::cta.b64 [%r1+4], 1;", "not 8-byte aligned"),
    ("\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 0;", "outside 1..1048575"),
])
def test_mbarrier_misuse_is_an_error(body, message):
    with pytest.raises(EmulatorError, match=message):
        _run_one_warp(body)


def test_mbarrier_parity_1_on_a_fresh_barrier_passes_at_once():
    """try_wait.parity 1 before any phase completes: the phase 'before' phase 0 has parity 1
    and counts as complete, which is how a producer's first wait on an empty slot passes."""
    body = """\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 1;
\tmov.u32 %r2, 1;
$L_w:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1+8], %r2;
\t@!%p2 bra $L_w;
\tselp.u32 %r4, 1, 0, %p2;
\tcvt.u64.u32 %rd2, %r4;
\tld.param.u64 %rd1, [p_out];
\t@%p1 st.global.u64 [%rd1], %rd2;"""
    assert _run_one_warp(body)[0] == 1


def test_mbarrier_inval_then_init_again():
    body = """\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 1;
\t@%p1 mbarrier.inval.shared::cta.b64 [%r1+8];
\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 1;
\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+8];
\tmov.u32 %r2, 0;
$L_w:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1+8], %r2;
\t@!%p2 bra $L_w;"""
    _run_one_warp(body)


def test_barrier_opens_when_the_other_warps_have_exited():
    """PTX ISA, "exit": a warp that exits no longer holds bar.sync up, as a producer warp that
    is done leaves the consumers to synchronize among themselves."""
    body = """\tshr.u32 %r4, %r3, 5;
\tsetp.eq.u32 %p3, %r4, 0;
\t@%p3 bra $L_end;
\tbar.sync 0;
\tbar.sync 0;
$L_end:"""
    _run_one_warp(body, threads=96)


def test_tma_destination_must_be_aligned_for_its_swizzle():
    text = tma_copy_ptx().replace("mov.u32 %r1, smem_tma_copy;",
                                  "mov.u32 %r1, smem_tma_copy;\n\tadd.u32 %r1, %r1, 128;")
    text = text.replace("add.u32 %r2, %r1, 8192;", "mov.u32 %r2, 8192;")
    mem = GlobalMemory()
    tmap = _tensor_map(mem, "x", np.zeros((64, 64), np.uint16), (64, 64))
    out = mem.add("out", np.zeros(8192, np.uint8))
    with pytest.raises(EmulatorError, match="shared destination 128 is not 1024-byte aligned"):
        _run(text, "tma_copy", 64, [tmap, out, np.uint32(0), np.uint32(0)], mem)


def test_arrive_orders_writes_before_the_wait():
    """Without the mbarrier, warp 1 reading what warp 0 wrote is a race; with it, not."""
    def body(sync: bool) -> str:
        arrive = "\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+8];" if sync else ""
        wait = """\tmov.u32 %r2, 0;
$L_w:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1+8], %r2;
\t@!%p2 bra $L_w;""" if sync else ""
        return f"""\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 1;
\tbar.sync 0;
\tshr.u32 %r4, %r3, 5;
\tsetp.eq.u32 %p3, %r4, 0;
\t@!%p3 bra $L_reader;
\tmov.u32 %r5, 7;
\tst.shared.u32 [%r1+16], %r5;
{arrive}
\tbra.uni $L_end;
$L_reader:
{wait}
\tld.shared.u32 %r6, [%r1+16];
$L_end:"""
    _run_one_warp(body(True), threads=64)
    with pytest.raises(SharedMemoryRace, match="read-after-write"):
        _run_one_warp(body(False), threads=64)


# --------------------------------------------------------------------------------------------
# A producer warp and a consumer warp through a ring of two slots (full / empty barriers).

def ring_ptx(tiles: int, wait_empty: bool = True) -> str:
    """Warp 0 (lane 0) is the producer: for tile t into slot s = t%2, wait empty[s] (parity
    ((t//2)&1)^1), arrive.expect_tx on full[s], TMA rows 64t..64t+63 of x. Warp 1 is the
    consumer: wait full[s] (parity (t//2)&1), copy the slot to out tile t, arrive on empty[s].
    Slots at bytes 0 and 8192; full[s] at 16384 + 8s, empty[s] at 16400 + 8s."""
    L = [HEAD + """.visible .entry ring(
\t.param .align 128 .b8 p_map[128],
\t.param .u64 p_out
)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<30>;
\t.reg .b64 %rd<8>;
\t.shared .align 1024 .b8 smem_ring[16416];
\tmov.u32 %r1, smem_ring;
\tmov.u32 %r3, %tid.x;
\tshr.u32 %r4, %r3, 5;
\tand.b32 %r5, %r3, 31;
\tsetp.eq.u32 %p1, %r5, 0;
\tsetp.eq.u32 %p2, %r3, 0;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+16384], 1;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+16392], 1;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+16400], 1;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+16408], 1;
\tfence.mbarrier_init.release.cluster;
\tbar.sync 0;
\tcvta.param.u64 %rd1, p_map;
\tld.param.u64 %rd2, [p_out];
\tsetp.ne.u32 %p3, %r4, 0;
\t@%p3 bra $L_consumer;
\tsetmaxnreg.dec.sync.aligned.u32 40;
\tmov.u32 %r10, 0;"""]
    put = L.append
    for t in range(tiles):
        s = t % 2
        if wait_empty:
            put(f"""\tmov.u32 %r6, {((t // 2) & 1) ^ 1};
$L_e{t}:
\tmbarrier.try_wait.parity.shared::cta.b64 %p4, [%r1+{16400 + 8 * s}], %r6;
\t@!%p4 bra $L_e{t};""")
        put(f"""\tadd.u32 %r7, %r1, {8192 * s};
\tmov.u32 %r11, {64 * t};
\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r1+{16384 + 8 * s}], 8192;
\t@%p1 {TMA} [%r7], [%rd1, {{%r10, %r11}}], [%r1+{16384 + 8 * s}];""")
    put("""\tret;
$L_consumer:
\tsetmaxnreg.inc.sync.aligned.u32 232;
\tshl.b32 %r8, %r5, 2;""")
    for t in range(tiles):
        s = t % 2
        put(f"""\tmov.u32 %r6, {(t // 2) & 1};
$L_f{t}:
\tmbarrier.try_wait.parity.shared::cta.b64 %p4, [%r1+{16384 + 8 * s}], %r6;
\t@!%p4 bra $L_f{t};
\tmov.u32 %r12, 0;
$L_c{t}:
\tshl.b32 %r13, %r12, 7;
\tadd.u32 %r14, %r13, %r8;
\tadd.u32 %r15, %r14, {8192 * s};
\tadd.u32 %r16, %r1, %r15;
\tld.shared.u32 %r17, [%r16];
\tadd.u32 %r18, %r14, {8192 * t};
\tcvt.u64.u32 %rd3, %r18;
\tadd.s64 %rd4, %rd2, %rd3;
\tst.global.u32 [%rd4], %r17;
\tadd.u32 %r12, %r12, 1;
\tsetp.lt.u32 %p5, %r12, 64;
\t@%p5 bra $L_c{t};
\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+{16400 + 8 * s}];""")
    put("\tret;\n}\n")
    return "\n".join(L)


def _ring(tiles: int, **kw):
    rng = np.random.default_rng(2)
    x = _bf16((64 * tiles, 64), rng)
    mem = GlobalMemory()
    tmap = _tensor_map(mem, "x", x, (64, 64))
    out = mem.add("out", np.zeros(8192 * tiles, np.uint8))
    _run(ring_ptx(tiles, **kw), "ring", 64, [tmap, out], mem)
    return x, mem.array("out")


def test_producer_consumer_ring_of_two_slots():
    x, raw = _ring(5)
    for t in range(5):
        tile = _unswizzle(raw[8192 * t:8192 * (t + 1)], 8192).view(np.uint16).reshape(64, 64)
        np.testing.assert_array_equal(tile, x[64 * t:64 * (t + 1)])


def test_producer_refilling_a_slot_without_waiting_for_empty_is_caught():
    with pytest.raises((SharedMemoryRace, StaleRead)):
        _ring(5, wait_empty=False)


# --------------------------------------------------------------------------------------------
# wgmma: D(64xN) = A(64xK) B(KxN) from TMA-loaded, 128B-swizzled tiles, one warpgroup.

SW128 = 1 << 62


def _desc(start: int, lbo: int, sbo: int, swizzle: int = SW128) -> int:
    """A wgmma shared-memory matrix descriptor (PTX ISA, "Matrix Descriptor Format")."""
    return ((start >> 4) & 0x3FFF) | ((lbo >> 4) << 16) | ((sbo >> 4) << 32) | swizzle


def _store_accumulators(n: int) -> list[str]:
    """Each lane stores its N/2 f32 accumulators to out (64xN, row-major): register i of lane l
    in warp q holds row 16q + l/4 + 8((i/2)%2), column 8(i/4) + 2(l%4) + i%2."""
    L = ["""\tshr.u32 %r20, %r3, 5;
\tand.b32 %r21, %r3, 31;
\tshr.u32 %r22, %r21, 2;
\tshl.b32 %r23, %r20, 4;
\tadd.u32 %r22, %r22, %r23;            // row of register 0
\tand.b32 %r24, %r21, 3;
\tshl.b32 %r24, %r24, 1;               // column of register 0""",
         f"\tmad.lo.u32 %r25, %r22, {n}, %r24;",
         "\tmul.wide.u32 %rd10, %r25, 4;",
         "\tld.param.u64 %rd11, [p_out];",
         "\tadd.s64 %rd12, %rd11, %rd10;"]
    for i in range(n // 2):
        off = 4 * (8 * ((i // 2) % 2) * n + 8 * (i // 4) + (i % 2))
        L.append(f"\tst.global.f32 [%rd12+{off}], %f{i};")
    return L


def _a_registers(k_tiles: int) -> list[str]:
    """Each lane loads its A fragments for every k-step from row-major A (64 x 64 k_tiles,
    bf16) in global memory, as the PTX ISA's figure "WGMMA .m64nNk16 register fragment layout
    for matrix A" places them (CUTLASS's SM90 64x16 register layout says the same): register j
    of lane l in warp q holds row 16q + l/4 + 8(j%2), columns 2(l%4) + 8(j/2) and the next one,
    the lower in the low half. k-step s is registers %r{100 + 4s}..+3."""
    K = 64 * k_tiles
    L = ["""\tshr.u32 %r20, %r3, 5;
\tand.b32 %r21, %r3, 31;
\tshr.u32 %r22, %r21, 2;
\tshl.b32 %r23, %r20, 4;
\tadd.u32 %r22, %r22, %r23;
\tand.b32 %r24, %r21, 3;
\tshl.b32 %r24, %r24, 1;""",
         f"\tmad.lo.u32 %r25, %r22, {K}, %r24;",
         "\tmul.wide.u32 %rd10, %r25, 2;",
         "\tld.param.u64 %rd11, [p_a];",
         "\tadd.s64 %rd12, %rd11, %rd10;"]
    for s in range(K // 16):
        for j in range(4):
            off = 2 * (8 * (j % 2) * K + 8 * (j // 2) + 16 * s)
            L.append(f"\tld.global.b32 %r{100 + 4 * s + j}, [%rd12+{off}];")
    return L


def wgmma_ptx(n: int, k_tiles: int = 1, b_mn_major: bool = False, ab: str = "bf16",
              fence: bool = True,
              read_early: bool = False, write_after_fence: bool = False,
              producer: bool = False, wait_empty: bool = True, a_regs: bool = False,
              touch_a: bool = False) -> str:
    """One consumer warpgroup (warps 0-3) computes D = A @ B over K = 64 * k_tiles, four
    m64nNk16 wgmma per 64-wide k-tile; A is K-major (box 64x64), B is K-major (Bt, N rows of
    64 k: box 64xN) or MN-major (B, 64 k rows of N: N/64 boxes of 64x64).

    Without `producer`, lane 0 of warp 0 loads everything (one k-tile) before the math. With
    it, warp 4 streams k-tiles through two slots with full/empty barriers (the empty arrivals
    are one per consumer warp, after its wgmma.wait_group). With `a_regs` (one k-tile, no
    producer), A comes from registers loaded from global memory (the RS form); `touch_a`
    writes one of them while its wgmma is in flight."""
    a_bytes, b_bytes = 8192, 128 * n
    slot = a_bytes + b_bytes                       # a multiple of 1024
    bars = 2 * slot
    L = [HEAD + f""".visible .entry wgmma_gemm(
\t.param .align 128 .b8 p_amap[128],
\t.param .align 128 .b8 p_bmap[128],
\t.param .u64 p_out,
\t.param .u64 p_a
)
.maxntid {160 if producer else 128}, 1, 1
{{
\t.reg .pred %p<10>;
\t.reg .b32 %r<140>;
\t.reg .b64 %rd<40>;
\t.reg .f32 %f<{n // 2 + 1}>;
\t.shared .align 1024 .b8 smem_wgmma_gemm[{bars + 32}];
\tmov.u32 %r1, smem_wgmma_gemm;
\tmov.u32 %r3, %tid.x;
\tshr.u32 %r4, %r3, 5;
\tand.b32 %r5, %r3, 31;
\tsetp.eq.u32 %p1, %r5, 0;                 // lane 0 of a warp
\tsetp.eq.u32 %p2, %r3, 0;
\tsetp.ne.u32 %p7, %r3, %r3;               // false
\tsetp.eq.u32 %p8, %r3, %r3;               // true
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+{bars}], 1;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+{bars + 8}], 1;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+{bars + 16}], 4;
\t@%p2 mbarrier.init.shared::cta.b64 [%r1+{bars + 24}], 4;
\tfence.mbarrier_init.release.cluster;
\tbar.sync 0;
\tcvta.param.u64 %rd1, p_amap;
\tcvta.param.u64 %rd2, p_bmap;"""]
    put = L.append

    def load(t: int, s: int, guard: str) -> None:
        full = bars + 8 * s
        put(f"""\tadd.u32 %r7, %r1, {slot * s};
\tadd.u32 %r8, %r7, {a_bytes};
\tmov.u32 %r10, {64 * t};
\tmov.u32 %r11, 0;
\t{guard} mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r1+{full}], {a_bytes + b_bytes};
\t{guard} {TMA} [%r7], [%rd1, {{%r10, %r11}}], [%r1+{full}];""")
        if b_mn_major:
            for j in range(n // 64):   # box j: columns 64j..64j+63 of B, its k rows 64t..
                put(f"""\tmov.u32 %r12, {64 * j};
\tadd.u32 %r13, %r8, {8192 * j};
\t{guard} {TMA} [%r13], [%rd2, {{%r12, %r10}}], [%r1+{full}];""")
        else:
            put(f"""\t{guard} {TMA} [%r8], [%rd2, {{%r10, %r11}}], [%r1+{full}];""")

    if producer:
        put("""\tsetp.eq.u32 %p3, %r4, 4;
\t@!%p3 bra $L_consumer;
\tsetmaxnreg.dec.sync.aligned.u32 40;""")
        for t in range(k_tiles):
            s = t % 2
            if wait_empty:
                put(f"""\tmov.u32 %r6, {((t // 2) & 1) ^ 1};
$L_e{t}:
\tmbarrier.try_wait.parity.shared::cta.b64 %p4, [%r1+{bars + 16 + 8 * s}], %r6;
\t@!%p4 bra $L_e{t};""")
            load(t, s, "@%p1")
        put("\tret;\n$L_consumer:\n\tsetmaxnreg.inc.sync.aligned.u32 232;")
    else:
        load(0, 0, "@%p2")
    # the descriptors: A K-major (SBO 1024: 8 rows of 128 bytes); B K-major likewise, or
    # MN-major (LBO 8192 between 64-column boxes, SBO 1024 between 8-row groups of k).
    for t in range(k_tiles):
        s = t % 2
        put(f"""\tmov.u32 %r6, {(t // 2) & 1};
$L_f{t}:
\tmbarrier.try_wait.parity.shared::cta.b64 %p4, [%r1+{bars + 8 * s}], %r6;
\t@!%p4 bra $L_f{t};""")
        if a_regs:
            L += _a_registers(k_tiles)
        if write_after_fence:
            put("\twgmma.fence.sync.aligned;\n\tmov.f32 %f0, 0f00000000;")
        elif fence:
            put("\twgmma.fence.sync.aligned;")
        for kk in range(4):
            a = _desc(slot * s + 32 * kk, 0, 1024)
            if b_mn_major:
                b = _desc(slot * s + a_bytes + 2048 * kk, 8192, 1024)
            else:
                b = _desc(slot * s + a_bytes + 32 * kk, 0, 1024)
            p = "%p7" if t == 0 and kk == 0 else "%p8"
            regs = ", ".join(f"%f{i}" for i in range(n // 2))
            put(f"\tmov.b64 %rd20, {a};\n\tmov.b64 %rd21, {b};")
            if a_regs:
                ra = ", ".join(f"%r{100 + 4 * kk + j}" for j in range(4))
                put(f"\twgmma.mma_async.sync.aligned.m64n{n}k16.f32.{ab}.{ab} {{{regs}}}, "
                    f"{{{ra}}}, %rd21, {p}, 1, 1, {int(b_mn_major)};")
                continue
            put(f"\twgmma.mma_async.sync.aligned.m64n{n}k16.f32.{ab}.{ab} {{{regs}}}, %rd20, "
                f"%rd21, {p}, 1, 1, 0, {int(b_mn_major)};")
        put("\twgmma.commit_group.sync.aligned;")
        if touch_a:
            put("\tmov.b32 %r101, 0;")
        if read_early:
            put(f"\tmov.f32 %f{n // 2}, %f3;")
        put("\twgmma.wait_group.sync.aligned 0;")
        if producer:
            put(f"\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+{bars + 16 + 8 * s}];")
    L += _store_accumulators(n)
    put("\tret;\n}\n")
    return "\n".join(L)


def _f16(shape, rng) -> np.ndarray:
    return rng.standard_normal(shape).astype(np.float16).view(np.uint16)


def _wgmma(n: int, k_tiles: int = 1, b_mn_major: bool = False, threads: int | None = None,
           ab: str = "bf16", edit=None, **kw):
    rng = np.random.default_rng(3 + n)
    K = 64 * k_tiles
    draw = _bf16 if ab == "bf16" else _f16
    a = draw((64, K), rng)
    b = draw((K, n), rng)                          # D = A @ B
    mem = GlobalMemory()
    amap = _tensor_map(mem, "a", a, (64, 64))
    if b_mn_major:
        bmap = _tensor_map(mem, "b", b, (64, 64))                       # k rows of n
    else:
        bmap = _tensor_map(mem, "bt", np.ascontiguousarray(b.T), (64, n))  # n rows of k
    out = mem.add("out", np.zeros((64, n), np.float32))
    a_rows = mem.add("a_rows", a)
    text = wgmma_ptx(n, k_tiles, b_mn_major, ab, **kw)
    text = edit(text) if edit else text
    if threads is None:
        threads = 160 if kw.get("producer") else 128
    else:
        text = re.sub(r"\.maxntid .*\n", "", text)
    _run(text, "wgmma_gemm", threads, [amap, bmap, out, a_rows], mem)
    # The reference rounds to f32 once per wgmma, as the emulator (and its model of the
    # hardware) does: exact products, summed in float64 over each k16 step.
    ref = np.zeros((64, n), np.float32)
    A, B = (_f64(a), _f64(b)) if ab == "bf16" else \
        (a.view(np.float16).astype(np.float64), b.view(np.float16).astype(np.float64))
    for k in range(0, K, 16):
        ref = (ref.astype(np.float64) + A[:, k:k + 16] @ B[k:k + 16]).astype(np.float32)
    return mem.array("out").view(np.float32).reshape(64, n), ref


@pytest.mark.parametrize("n", [64, 128])
@pytest.mark.parametrize("b_mn_major", [False, True])
def test_wgmma_from_tma_tiles_matches_numpy(n, b_mn_major):
    got, ref = _wgmma(n, b_mn_major=b_mn_major)
    np.testing.assert_array_equal(got, ref)


@pytest.mark.parametrize("b_mn_major", [False, True])
def test_wgmma_with_a_in_registers_matches_numpy(b_mn_major):
    """The RS form: each lane's A fragment loaded by the test from the document's layout."""
    got, ref = _wgmma(64, b_mn_major=b_mn_major, a_regs=True)
    np.testing.assert_array_equal(got, ref)


def test_wgmma_a_registers_written_after_the_fence_is_an_error():
    def late(text):      # the fence moves above the A registers' loads
        return text.replace("\twgmma.fence.sync.aligned;\n", "").replace(
            "\tshr.u32 %r20, %r3, 5;", "\twgmma.fence.sync.aligned;\n\tshr.u32 %r20, %r3, 5;", 1)
    with pytest.raises(EmulatorError, match="an A register was written since the last "
                                            "wgmma.fence"):
        _wgmma(64, a_regs=True, edit=late)


def test_wgmma_a_register_touched_in_flight_is_an_error():
    with pytest.raises(EmulatorError, match=r"%r101 \(warp 0\) is the matrix A of"):
        _wgmma(64, a_regs=True, touch_a=True)


def test_wgmma_f16_m64n256k16_matches_numpy():
    got, ref = _wgmma(256, ab="f16", b_mn_major=True)
    np.testing.assert_array_equal(got, ref)


@pytest.mark.parametrize("b_mn_major", [False, True])
def test_warp_specialized_gemm_through_a_two_slot_ring(b_mn_major):
    got, ref = _wgmma(64, k_tiles=5, b_mn_major=b_mn_major, producer=True)
    np.testing.assert_array_equal(got, ref)


def test_producer_overwriting_a_slot_the_wgmma_still_reads_is_a_race():
    with pytest.raises(SharedMemoryRace):
        _wgmma(64, k_tiles=4, producer=True, wait_empty=False)


def test_accumulator_read_before_wait_group_is_an_error():
    with pytest.raises(EmulatorError, match=r"register accessed while a wgmma is in flight: "
                                            r"%f3 \(warp 0\) is the accumulator"):
        _wgmma(64, read_early=True)


def test_wgmma_without_fence_is_an_error():
    with pytest.raises(EmulatorError, match="no wgmma.fence before the first"):
        _wgmma(64, fence=False)


def test_wgmma_after_a_write_since_the_fence_is_an_error():
    with pytest.raises(EmulatorError, match=r"%f0 was written since the last wgmma.fence"):
        _wgmma(64, write_after_fence=True)


def test_wgmma_descriptor_addresses_follow_the_swizzle():
    """K-major 128B: element (r, k) at (r//8)*SBO + (r%8)*128 + 2k, XOR the row bits; MN-major
    128B: (r//64)*LBO + (k//8)*SBO + (k%8)*128 + 2(r%64), XOR likewise."""
    from kgen.sim.ptx_hopper import operand_addresses
    r = np.arange(128)
    got = operand_addresses(_desc(1024 + 32, 0, 1024), r, 0, "t")
    logical = 1024 + 32 + (r[:, None] // 8) * 1024 + (r[:, None] % 8) * 128 + 2 * np.arange(16)
    assert (got == logical ^ (((logical >> 7) & 7) << 4)).all()
    got = operand_addresses(_desc(2048, 8192, 1024), r, 1, "t")
    k = np.arange(16)[None, :]
    logical = 2048 + (r[:, None] // 64) * 8192 + (k // 8) * 1024 + (k % 8) * 128 + \
        2 * (r[:, None] % 64)
    assert (got == logical ^ (((logical >> 7) & 7) << 4)).all()


def test_wgmma_descriptor_addresses_without_swizzle():
    """No swizzle: 8x16-byte core matrices; K-major (r//8)*SBO + (r%8)*16 + (k//8)*LBO + 2(k%8),
    MN-major (r//8)*SBO + 2(r%8) + (k%8)*16 + (k//8)*LBO."""
    from kgen.sim.ptx_hopper import operand_addresses
    r = np.arange(64)[:, None]
    k = np.arange(16)[None, :]
    got = operand_addresses(_desc(4096, 1024, 128, 0), r[:, 0], 0, "t")
    assert (got == 4096 + (r // 8) * 128 + (r % 8) * 16 + (k // 8) * 1024 + 2 * (k % 8)).all()
    got = operand_addresses(_desc(4096, 1024, 128, 0), r[:, 0], 1, "t")
    assert (got == 4096 + (r // 8) * 128 + 2 * (r % 8) + (k % 8) * 16 + (k // 8) * 1024).all()


def test_wgmma_descriptor_base_offset_is_refused():
    from kgen.sim.ptx_hopper import operand_addresses
    with pytest.raises(EmulatorError, match="base offset 3"):
        operand_addresses(_desc(0, 0, 1024) | (3 << 49), np.arange(8), 0, "t")


def test_wgmma_in_a_partial_warp_or_warpgroup_is_an_error():
    with pytest.raises(EmulatorError, match=r"warp 0 is in warpgroup 0 \(warps 0..3\), but "
                                            "the block has 3 warps"):
        _wgmma(64, threads=96)
    with pytest.raises(EmulatorError, match="needs all 32 lanes"):
        _wgmma(64, threads=120)


# --------------------------------------------------------------------------------------------
# setmaxnreg and the directives.

@pytest.mark.parametrize("count, ok", [(40, True), (232, True), (24, True), (256, True),
                                       (16, False), (264, False), (44, False)])
def test_setmaxnreg_count(count, ok):
    body = f"\tsetmaxnreg.dec.sync.aligned.u32 {count};"
    if ok:
        _run_one_warp(body)
    else:
        with pytest.raises(EmulatorError, match="24..256 that is a multiple of 8"):
            _run_one_warp(body)


def test_setmaxnreg_needs_the_whole_warp():
    with pytest.raises(EmulatorError, match="needs all 32 lanes"):
        _run_one_warp("\t@%p1 setmaxnreg.inc.sync.aligned.u32 232;")


def test_fences_parse_and_count():
    text = _one_warp("\tfence.proxy.async.shared::cta;\n\tfence.mbarrier_init.release.cluster;")
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(8, np.uint64))
    launch = Launch((1, 1, 1), 32, [out], mem)
    PtxModule(text).run("k", launch)
    ops = [n.opcode for n in PtxModule(text).instructions("k")]
    assert "fence.proxy.async.shared::cta" in ops
    assert launch.stats.instructions == len(ops) - 1     # but the implicit ret at the end


def test_kernels_without_mbarriers_keep_their_speed():
    """The scheduler's pass over warps that reach bar.sync is the only change for them: a
    block of 8 warps and 40 barriers runs as many instructions as it has, once each."""
    body = "\n".join("\tbar.sync 0;" for _ in range(40))
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(8, np.uint64))
    launch = Launch((1, 1, 1), 256, [out], mem)
    text = _one_warp(body)
    PtxModule(text).run("k", launch)
    n = len(PtxModule(text).instructions("k"))
    assert launch.stats.instructions == 8 * (n - 1)      # the implicit ret is not reached
    assert re.search("bar.sync", text)


# --------------------------------------------------------------------------------------------
# The memory model: try_wait's time limit, the visibility of mbarrier.init, proxies.

def _without(line: str):
    """An edit that deletes one exact line of the text (which must be there)."""
    def edit(text: str) -> str:
        assert line + "\n" in text, line
        return text.replace(line + "\n", "", 1)
    return edit


def _before(line: str, new: str):
    """An edit that inserts `new` (lines) before one exact line of the text."""
    def edit(text: str) -> str:
        assert line + "\n" in text, line
        return text.replace(line + "\n", new + "\n" + line + "\n", 1)
    return edit


def test_try_wait_answers_false_before_its_phase_completes():
    """PTX ISA, 'mbarrier.test_wait/try_wait': a suspended thread may resume "before the phase
    completes following a system-dependent time limit". The first try of an incomplete phase
    answers false (a blocking model would deadlock here: the warp itself completes the phase
    after the try); once the phase has completed, a try answers true."""
    body = """\t@%p1 mbarrier.init.shared::cta.b64 [%r1+8], 2;
\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+8];
\tmov.u32 %r2, 0;
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1+8], %r2;
\tselp.u32 %r4, 1, 2, %p2;
\t@%p1 mbarrier.arrive.shared::cta.b64 _, [%r1+8];
\tmbarrier.try_wait.parity.shared::cta.b64 %p3, [%r1+8], %r2;
\tselp.u32 %r5, 1, 2, %p3;
\tld.param.u64 %rd1, [p_out];
\t@%p1 st.global.u32 [%rd1], %r4;
\t@%p1 st.global.u32 [%rd1+4], %r5;"""
    out = _run_one_warp(body).view(np.uint32)
    assert (out[0], out[1]) == (2, 1)        # false, then true


def test_try_wait_without_its_spin_loop_reads_the_copy_early():
    """The mutant the fault-injection run found passing: the `@!p bra` retry removed, the reader
    runs on after one false try, before the TMA copy has landed."""
    with pytest.raises(StaleRead, match=r"still writing"):
        _tma_copy(0, 0, edit=_without("\t@!%p2 bra $L_wait;"))
    with pytest.raises(SharedMemoryRace, match=r"warp 1 reads .*issued by warp 0"):
        _tma_copy(0, 0, reader_warp=1, edit=_without("\t@!%p2 bra $L_wait;"))


def test_tma_without_fence_mbarrier_init_is_an_error():
    """The copy's complete_tx is performed at cluster scope by the copy engine: the init must be
    released there by the initialising thread (fence.mbarrier_init), a bar.sync is not enough."""
    with pytest.raises(EmulatorError, match=r"(?s)line \d+: @%p1 cp\.async\.bulk\.tensor.*"
                                            r"shared byte 8192.*line \d+: @%p1 mbarrier\.init.*"
                                            r"not yet visible to the copy engine.*"
                                            r"no fence\.mbarrier_init"):
        _tma_copy(0, 0, edit=_without("\tfence.mbarrier_init.release.cluster;"))


def test_mbarrier_used_by_a_warp_not_ordered_after_its_init_is_a_race():
    with pytest.raises(SharedMemoryRace, match=r"warp 1 operates on the mbarrier at shared byte "
                                               r"8192, which warp 0's line \d+: @%p1 mbarrier"
                                               r"\.init.* initialised, and no barrier orders"):
        _tma_copy(0, 0, reader_warp=1, edit=_without("\tbar.sync 0;"))


_INIT = "\t@%p1 mbarrier.init.shared::cta.b64 [%r2], 1;"
_ARRIVE = "\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], 8192;"
_STORE0 = "\t@%p1 st.shared.u32 [%r1+64], %r3;"            # thread 0, the TMA's issuer
_STORE1 = "\tsetp.eq.u32 %p0, %r3, 32;\n\t@%p0 st.shared.u32 [%r1+64], %r3;"   # warp 1
_FENCE = "\tfence.proxy.async.shared::cta;"


@pytest.mark.parametrize("edits, ok", [
    ([_before(_INIT, _STORE0)], False),                          # same thread, no fence
    ([_before(_INIT, _STORE0 + "\n" + _FENCE)], True),           # same thread, fenced
    ([_before(_INIT, _STORE1)], False),                          # warp 1, then bar.sync
    ([_before(_INIT, _STORE1 + "\n" + _FENCE)], True),           # warp 1 fences, then bar.sync
    ([_before(_INIT, _STORE1), _before(_ARRIVE, _FENCE)], True),  # bar.sync, the issuer fences
])
def test_generic_write_then_tma_write_needs_fence_proxy_async(edits, ok):
    """A TMA copy writes through the async proxy; bytes last written by st.shared (the generic
    proxy) need a fence.proxy.async between the two, in the writing thread before the barrier
    or in the issuing thread after it (PTX ISA, "Async Proxy": "Accessing the same memory
    location across multiple proxies needs a cross-proxy fence")."""
    def edit(text):
        for e in edits:
            text = e(text)
        return text
    if ok:
        x, raw = _tma_copy(0, 0, edit=edit)
        tile = _unswizzle(raw, 8192).view(np.uint16).reshape(64, 64)
        np.testing.assert_array_equal(tile, _box(x, 0, 0, 64, 64))
        return
    with pytest.raises(MissingProxyFence, match=r"cp\.async\.bulk\.tensor.*writes shared "
                                                r"byte 64 through the async proxy, which warp "
                                                r"\d's line \d+: @%p[01] st\.shared\.u32 "
                                                r"\[%r1\+64\], %r3 wrote through the generic "
                                                r"proxy.*fence\.proxy\.async\.shared::cta is "
                                                r"missing"):
        _tma_copy(0, 0, edit=edit)


# Thread 0 (warp 0, whose wgmma reads A's rows 0-15) rewrites A's first word, unchanged, through
# the generic proxy after the tile has landed.
_REWRITE = """\tsetp.eq.u32 %p9, %r3, 0;
\t@%p9 ld.shared.u32 %r30, [%r1];
\t@%p9 st.shared.u32 [%r1], %r30;"""


@pytest.mark.parametrize("fence", [False, True])
def test_wgmma_operand_written_by_st_shared_needs_fence_proxy_async(fence):
    """wgmma reads its shared operands through the async proxy: "An async proxy fence must be
    used to establish an ordering between prior writes to shared memory matrices and subsequent
    reads of the same matrices in a wgmma.mma_async instruction" (PTX ISA, "wgmma.fence")."""
    rewrite = _REWRITE + ("\n\t@%p9 fence.proxy.async.shared::cta;" if fence else "")
    edit = _before("\twgmma.fence.sync.aligned;", rewrite)
    if fence:
        got, ref = _wgmma(64, edit=edit)
        np.testing.assert_array_equal(got, ref)
        return
    with pytest.raises(MissingProxyFence, match=r"wgmma\.mma_async.*reads shared byte 0 through "
                                                r"the async proxy, which warp 0's line \d+: "
                                                r"@%p9 st\.shared\.u32 \[%r1\], %r30 wrote"):
        _wgmma(64, edit=edit)


@pytest.mark.parametrize("retired", [False, True])
def test_a_write_to_an_operand_a_wgmma_may_still_read_is_a_race(retired):
    """A wgmma reads its shared operands at any moment until the wgmma.wait_group that
    retires it (PTX ISA, "Async Proxy": commit_group and wait_group "must be used to wait for
    the completion"); the emulator reads them at the retirement, so a write in between (by
    the issuing warp itself, with the same bytes) must be refused, not silently seen or
    missed. After every warp's wait (and a barrier: the other warps' wgmmas read A's
    first row too) the same write is fine."""
    mark = "\twgmma.wait_group.sync.aligned 0;"
    edit = (lambda t: t.replace(mark, mark + "\n\tbar.sync 0;\n" + _REWRITE, 1)) if retired else \
        _before(mark, _REWRITE)
    if retired:
        got, ref = _wgmma(64, edit=edit)
        np.testing.assert_array_equal(got, ref)
        return
    with pytest.raises(SharedMemoryRace, match=r"st\.shared\.u32 \[%r1\], %r30: writes shared "
                                               r"byte 0, which line \d+: wgmma\.mma_async.* may "
                                               r"still be reading: no wait has retired it.*"
                                               r"wgmma\.wait_group"):
        _wgmma(64, edit=edit)


def test_wgmma_after_a_read_of_its_accumulators_since_the_fence_is_an_error():
    """wgmma.fence orders "prior accesses to any warpgroup registers", reads included, before a
    wgmma.mma_async that accesses the same registers (PTX ISA, "wgmma.fence")."""
    edit = _before("\tmov.b64 %rd20, 4611686293305294848;", "\tmov.f32 %f32, %f3;")
    with pytest.raises(EmulatorError, match=r"accumulator %f3 was accessed by line \d+: "
                                            r"mov\.f32 %f32, %f3 since the last wgmma\.fence"):
        _wgmma(64, edit=edit)
