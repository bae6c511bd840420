"""The PTX emulator's sm_100a tensor memory (kgen.sim.ptx_tcgen05): tcgen05.alloc / dealloc /
relinquish_alloc_permit, tcgen05.ld / st .32x32b with their waits, and the tcgen05 fences,
in hand-written kernels that ptxas 13 also accepts for sm_100a (checked where it is installed).

The expectations are the PTX ISA's (9.1, section 9.7.16), written out here: thread t of warp w
reaches tensor memory lane 32 (w % 4) + t, register i of an .x{n} access column base + i; an
ld's registers are defined at its wait::ld; a cell one warp wrote another warp may read only
after the writer's wait, fence::before_thread_sync and a release, and the reader's acquire and
fence::after_thread_sync.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from conftest import ptxas_once
from kgen.assemble import driver as asm
from kgen.sim import EmulatorError, GlobalMemory, Launch, emulate
from kgen.sim.core import BarrierDeadlock, SharedMemoryRace
from kgen.target.targets import TARGETS

POISON = 0xCDCDCDCD

_KERNEL = """\
.version 8.6
.target sm_100a
.address_size 64
.visible .entry t(
\t.param .u64 p_out
)
.maxntid {threads}, 1, 1
{{
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<8>;
\t.reg .pred %p<8>;
\t.shared .align 16 .b8 slot[16];
\tld.param.u64 %rd1, [p_out];
\tcvta.to.global.u64 %rd2, %rd1;
\tmov.u32 %r1, %tid.x;
\tshr.u32 %r2, %r1, 5;
\tsetp.eq.u32 %p1, %r2, 0;
\tsetp.lt.u32 %p2, %r2, 4;
\tmov.u32 %r3, slot;
{setup}
\t@%p1 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r3], {cols};
\ttcgen05.fence::before_thread_sync;
\tbar.sync 0;
\ttcgen05.fence::after_thread_sync;
\tld.shared.u32 %r4, [%r3];
\tand.b32 %r5, %r2, 3;
\tshl.b32 %r6, %r5, 21;
\tadd.u32 %r7, %r4, %r6;
\tshl.b32 %r10, %r1, 2;
\tadd.u32 %r11, %r10, 1;
\tadd.u32 %r12, %r10, 2;
\tadd.u32 %r13, %r10, 3;
{body}
\tmul.wide.u32 %rd3, %r1, 16;
\tadd.u64 %rd4, %rd2, %rd3;
\tst.global.v4.u32 [%rd4], {{%r20, %r21, %r22, %r23}};
\ttcgen05.fence::before_thread_sync;
\tbar.sync 0;
\ttcgen05.fence::after_thread_sync;
{teardown}
\tret;
}}
"""

_ROUND_TRIP = """\
\ttcgen05.st.sync.aligned.32x32b.x4.b32 [%r7], {%r10, %r11, %r12, %r13};
\ttcgen05.wait::st.sync.aligned;
\ttcgen05.ld.sync.aligned.32x32b.x4.b32 {%r20, %r21, %r22, %r23}, [%r7];
\ttcgen05.wait::ld.sync.aligned;"""

_DEALLOC = "\t@%p1 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r4, {cols};"


def kernel(body: str = _ROUND_TRIP, threads: int = 128, cols: int = 64, setup: str = "",
           teardown: str = _DEALLOC) -> str:
    return _KERNEL.format(threads=threads, cols=cols, setup=setup, body=body,
                          teardown=teardown.format(cols=cols))


def launch(text: str, threads: int = 128) -> np.ndarray:
    mem = GlobalMemory()
    out = np.full(threads * 4, 0xDEADBEEF, np.uint32)
    args = [mem.add("out", out)]
    emulate(text, TARGETS["sm_100a"], "t", Launch((1,), threads, args, mem))
    return mem.array("out").view(np.uint32)


def test_a_warp_reads_back_what_it_stored():
    assert np.array_equal(launch(kernel()), np.arange(128 * 4))


# Warps 0-3 store, warps 4-7 (the second warpgroup: the same lanes, w % 4) read what they
# stored; `sync` orders the two.
def _across(sync: str) -> str:
    return f"""\
\t@%p2 tcgen05.st.sync.aligned.32x32b.x4.b32 [%r7], {{%r10, %r11, %r12, %r13}};
\t@%p2 tcgen05.wait::st.sync.aligned;
{sync}
\t@!%p2 tcgen05.ld.sync.aligned.32x32b.x4.b32 {{%r20, %r21, %r22, %r23}}, [%r7];
\t@!%p2 tcgen05.wait::ld.sync.aligned;
\t@%p2 mov.u32 %r20, 0;
\t@%p2 mov.u32 %r21, 0;
\t@%p2 mov.u32 %r22, 0;
\t@%p2 mov.u32 %r23, 0;"""


_FENCED = """\
\ttcgen05.fence::before_thread_sync;
\tbar.sync 0;
\ttcgen05.fence::after_thread_sync;"""


def test_another_warpgroup_reads_what_was_stored_after_the_fenced_barrier():
    got = launch(kernel(_across(_FENCED), threads=256), 256)
    want = np.concatenate([np.zeros(512, np.uint32), np.arange(512, dtype=np.uint32)])
    assert np.array_equal(got, want)


@pytest.mark.parametrize("drop", ["tcgen05.fence::before_thread_sync",
                                  "tcgen05.fence::after_thread_sync", "bar.sync 0"])
def test_a_read_across_warps_needs_both_fences_and_the_barrier(drop):
    sync = "\n".join(ln for ln in _FENCED.split("\n") if drop not in ln)
    with pytest.raises(SharedMemoryRace, match="tensor memory lane 0 column 0, which warp 0 "
                                               "written"):
        launch(kernel(_across(sync), threads=256), 256)


def test_registers_of_an_ld_hold_poison_until_its_wait():
    body = _ROUND_TRIP.replace("\ttcgen05.wait::ld.sync.aligned;",
                               "\tmov.u32 %r24, %r20;\n\ttcgen05.wait::ld.sync.aligned;\n"
                               "\tmov.u32 %r20, %r24;")
    got = launch(kernel(body)).reshape(-1, 4)
    assert (got[:, 0] == POISON).all() and np.array_equal(got[:, 1], np.arange(128) * 4 + 1)


def test_an_ld_of_cells_the_warps_own_st_still_writes_is_refused():
    body = _ROUND_TRIP.replace("\ttcgen05.wait::st.sync.aligned;\n", "")
    with pytest.raises(EmulatorError, match="tcgen05.wait::st first"):
        launch(kernel(body))


def test_a_warp_reaches_its_own_32_lanes_only():
    body = _ROUND_TRIP.replace("[%r7]", "[%r4]")         # every warp at lane 0
    with pytest.raises(EmulatorError, match=r"warp 1 .* may reach lanes 32\.\.63 only"):
        launch(kernel(body))


def test_columns_must_be_allocated():
    body = _ROUND_TRIP.replace("[%r7]", "[%r7+62]")      # columns 62..65 of 64
    with pytest.raises(EmulatorError, match="columns 62..65 are not all allocated"):
        launch(kernel(body))


def test_the_cta_must_free_its_tensor_memory_before_it_exits():
    with pytest.raises(EmulatorError, match="64 columns at column 0"):
        launch(kernel(teardown=""))


def test_dealloc_frees_what_alloc_returned():
    with pytest.raises(EmulatorError, match="frees no allocation"):
        launch(kernel(teardown="\t@%p1 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r4, 32;"))


def test_no_alloc_after_relinquish():
    setup = "\t@%p1 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;"
    with pytest.raises(EmulatorError, match="relinquish_alloc_permit"):
        launch(kernel(setup=setup))


@pytest.mark.parametrize("cols", [16, 48, 1024])
def test_ncols_is_a_power_of_two_in_32_to_512(cols):
    with pytest.raises(EmulatorError, match=f"nCols {cols} is not a power of two"):
        launch(kernel(cols=cols))


def test_alloc_is_a_whole_warps():
    setup = "\tsetp.eq.u32 %p1, %r1, 0;"                  # one thread, not a warp
    with pytest.raises(EmulatorError, match="all 32 lanes"):
        launch(kernel(setup=setup))


def test_the_kernels_assemble_with_ptxas():
    """Each well-formed kernel here (the MMA kernels' below) is one ptxas 13 takes for
    sm_100a (ptxas comes with the declared dependencies: absent is a failure)."""
    assert asm.find_ptxas(), "ptxas not found: pip install nvidia-cuda-nvcc"
    for text in (kernel(), kernel(_across(_FENCED), threads=256), mma_kernel(),
                 mma_kernel(64, 2), mma_kernel(48, 2, m=64), mma_kernel(64, 4, swizzle=True),
                 mma_kernel(64, 2, fp8=True)):
        cubin, _, _ = ptxas_once(text, "sm_100a")
        assert cubin[:4] == b"\x7fELF"


# ----------------------------------------------------------------------------------------------
# tcgen05.mma .kind::f16 (M = 128) and tcgen05.commit: D = A Bt^T, A (128 x K) and Bt (N x K)
# bf16 row-major in global, copied by each thread (its row) into shared memory in the K-major
# canonical layout without swizzle (PTX ISA 9.7.16.3: 8 x 16-byte core matrices, LBO = 128
# bytes between the K-adjacent ones, SBO between groups of 8 rows), one MMA a K step of 16 by
# thread 0, its commit to an mbarrier, every thread waiting on it, the epilogue reading D row
# by row (thread t of warp w: lane 32 w + t is row 32 w + t).

LBO = 128


def _desc_high(sbo: int, swizzle: bool = False) -> int:
    """The descriptor bits above the start address: LBO >> 4 at 16, SBO >> 4 at 32, bit 46;
    swizzled (128B, layout code 2 at bits 61-63), LBO unused (1)."""
    if swizzle:
        return 1 << 16 | (1024 >> 4) << 32 | 1 << 46 | 2 << 61
    return (LBO >> 4) << 16 | (sbo >> 4) << 32 | 1 << 46


def idesc(n: int, m: int = 128, bf16: bool = True, b: int | None = None) -> int:
    """kind::f16's instruction descriptor written out from PTX ISA 9.7.16.4.2: D f32 (1 at
    bits 4-5), A and B bf16 (1 at 7-9 and 10-12) or f16 (0), K-major, N >> 3 at 17, M >> 4 at
    24. kind::f8f6f4 takes the same bits, E4M3 0 and E5M2 1 the types (b: B's, if not A's)."""
    ab = 1 if bf16 else 0
    bb = ab if b is None else b
    return 1 << 4 | ab << 7 | bb << 10 | (n >> 3) << 17 | (m >> 4) << 24


def mma_kernel(n: int = 128, ksteps: int = 1, proxy: bool = True, after: bool = True,
               wait: bool = True, bf16: bool = True, m: int = 128, swizzle: bool = False,
               fp8: bool = False) -> str:
    """M = 64: D row r0 + 16 r1 in lane r0 + 32 r1 (PTX ISA 9.7.16.10.5, layout F), so thread
    t < 16 of warp w holds row 16 w + t and the others store nothing. fp8: kind::f8f6f4, A
    E4M3 and B E5M2, a K step of 32 bytes the same 32 bytes as a bf16 one. swizzle: four K steps
    (a 128-byte row of 64 bf16) in the 128-byte swizzled K-major layout, written by hand:
    row r at r * 128 (8 rows: SBO 1024), its 16-byte chunk c at chunk c XOR (r % 8) (PTX ISA
    9.7.16.3 and 9.7.15.5.1.2 "swizzling modes"), each K step 32 bytes further (the start
    address field + 2)."""
    assert not swizzle or ksteps == 4
    rowbytes, sbo = 32 * ksteps, LBO * 2 * ksteps
    cols = max(32, 1 << (n - 1).bit_length())          # a power of two of columns for D
    lines = [".version 8.6", ".target sm_100a", ".address_size 64",
             ".visible .entry t(", "\t.param .u64 pA,", "\t.param .u64 pBt,", "\t.param .u64 pD",
             ")", ".maxntid 128, 1, 1", "{",
             "\t.reg .pred %p<8>;", "\t.reg .b32 %r<80>;", "\t.reg .b64 %rd<40>;",
             f"\t.shared .align 1024 .b8 sA[{m * rowbytes}];",
             f"\t.shared .align 1024 .b8 sB[{n * rowbytes}];",
             "\t.shared .align 8 .b64 mbar;", "\t.shared .align 4 .b32 slot;",
             "\tmov.u32 %r0, %tid.x;", "\tshr.u32 %r1, %r0, 5;",
             "\tsetp.eq.u32 %p1, %r1, 0;", "\tsetp.eq.u32 %p2, %r0, 0;",
             "\tsetp.lt.u32 %p5, %r0, " + str(n) + ";",
             "\tsetp.lt.u32 %p6, %r0, " + str(m) + ";",
             "\tmov.u32 %r3, slot;", "\tmov.u32 %r4, mbar;",
             f"\t@%p1 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r3], {cols};",
             "\t@%p2 mbarrier.init.shared::cta.b64 [%r4], 1;",
             "\tld.param.u64 %rd1, [pA];", "\tld.param.u64 %rd2, [pBt];",
             "\tcvta.to.global.u64 %rd1, %rd1;", "\tcvta.to.global.u64 %rd2, %rd2;",
             f"\tmul.wide.u32 %rd3, %r0, {rowbytes};", "\tadd.s64 %rd4, %rd1, %rd3;",
             "\tadd.s64 %rd5, %rd2, %rd3;",
             "\tshr.u32 %r5, %r0, 3;", "\tand.b32 %r6, %r0, 7;", f"\tmul.lo.u32 %r5, %r5, {sbo};",
             "\tshl.b32 %r16, %r6, 4;", "\tadd.u32 %r7, %r5, %r16;",
             "\tmov.u32 %r24, sA;", "\tmov.u32 %r25, sB;"]
    if swizzle:
        lines += ["\tshl.b32 %r7, %r0, 7;"]
    lines += ["\tadd.u32 %r26, %r24, %r7;", "\tadd.u32 %r27, %r25, %r7;"]
    for c in range(2 * ksteps):        # the row's 16-byte chunks: chunk c at c * LBO
        at = "%r17" if swizzle else f"%r26+{LBO * c}"
        bt = "%r18" if swizzle else f"%r27+{LBO * c}"
        if swizzle:                    # chunk c of row r at (c ^ r % 8) * 16
            lines += [f"\txor.b32 %r16, %r6, {c};", "\tshl.b32 %r16, %r16, 4;",
                      "\tadd.u32 %r17, %r26, %r16;", "\tadd.u32 %r18, %r27, %r16;"]
        lines += [f"\t@%p6 ld.global.v4.b32 {{%r8, %r9, %r10, %r11}}, [%rd4+{16 * c}];",
                  f"\t@%p6 st.shared.v4.b32 [{at}], {{%r8, %r9, %r10, %r11}};",
                  f"\t@%p5 ld.global.v4.b32 {{%r12, %r13, %r14, %r15}}, [%rd5+{16 * c}];",
                  f"\t@%p5 st.shared.v4.b32 [{bt}], {{%r12, %r13, %r14, %r15}};"]
    if proxy:
        lines.append("\tfence.proxy.async.shared::cta;")
    lines += ["\ttcgen05.fence::before_thread_sync;", "\tbar.sync 0;",
              "\ttcgen05.fence::after_thread_sync;", "\tld.shared.b32 %r30, [slot];",
              "\t@!%p2 bra SKIP;",
              "\tcvt.u64.u32 %rd10, %r24;", "\tshr.u64 %rd10, %rd10, 4;",
              f"\tor.b64 %rd10, %rd10, {_desc_high(sbo, swizzle)};",
              "\tcvt.u64.u32 %rd11, %r25;", "\tshr.u64 %rd11, %rd11, 4;",
              f"\tor.b64 %rd11, %rd11, {_desc_high(sbo, swizzle)};",
              f"\tmov.b32 %r31, {idesc(n, m, False, 1) if fp8 else idesc(n, m, bf16)};",
              "\tsetp.ne.u32 %p3, %r0, %r0;"]
    for s in range(ksteps):            # each K step of 16: two LBO chunks further along
        if s:
            step = 2 if swizzle else 2 * LBO >> 4       # 32 bytes, or two core matrices
            lines += [f"\tadd.s64 %rd10, %rd10, {step};", f"\tadd.s64 %rd11, %rd11, {step};",
                      "\tsetp.eq.u32 %p3, %r0, %r0;"]
        lines.append(f"\ttcgen05.mma.cta_group::1.kind::{'f8f6f4' if fp8 else 'f16'} [%r30], "
                     "%rd10, %rd11, %r31, %p3;")
    lines += ["\ttcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r4];",
              "SKIP:"]
    if wait:
        lines += ["WAIT:", "\tmbarrier.try_wait.parity.shared::cta.b64 %p4, [%r4], 0;",
                  "\t@!%p4 bra WAIT;"]
    if after:
        lines.append("\ttcgen05.fence::after_thread_sync;")
    row = ["\tmov.u32 %r34, %r0;", "\tsetp.eq.u32 %p7, %r0, %r0;"] if m == 128 else \
        ["\tand.b32 %r35, %r0, 31;", "\tsetp.lt.u32 %p7, %r35, 16;", "\tshl.b32 %r34, %r1, 4;",
         "\tadd.u32 %r34, %r34, %r35;"]
    lines += ["\tld.param.u64 %rd6, [pD];", "\tcvta.to.global.u64 %rd6, %rd6;", *row,
              f"\tmul.wide.u32 %rd7, %r34, {4 * n};", "\tadd.s64 %rd8, %rd6, %rd7;",
              "\tshl.b32 %r32, %r1, 21;", "\tadd.u32 %r33, %r30, %r32;"]
    regs = ", ".join(f"%r{40 + i}" for i in range(16))
    for c in range(0, n, 16):
        lines += [f"\ttcgen05.ld.sync.aligned.32x32b.x16.b32 {{{regs}}}, [%r33+{c}];",
                  "\ttcgen05.wait::ld.sync.aligned;"]
        lines += [f"\t@%p7 st.global.v4.b32 [%rd8+{4 * c + 16 * q}], {{%r{40 + 4 * q}, "
                  f"%r{41 + 4 * q}, %r{42 + 4 * q}, %r{43 + 4 * q}}};" for q in range(4)]
    lines += ["\ttcgen05.fence::before_thread_sync;", "\tbar.sync 0;",
              "\ttcgen05.fence::after_thread_sync;",
              f"\t@%p1 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r30, {cols};",
              "\tret;", "}", ""]
    return "\n".join(lines)


def _bf16(x: np.ndarray) -> np.ndarray:
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def run_mma(text: str, n: int = 128, ksteps: int = 1, seed: int = 0, m: int = 128,
            fp8: bool = False):
    rng = np.random.default_rng(seed)
    a = _bf16(rng.standard_normal((m, 16 * ksteps)))
    bt = _bf16(rng.standard_normal((n, 16 * ksteps)))
    if fp8:       # the same bytes: A's as E4M3, Bt's as E5M2, 32 of each a K step
        a, bt = (rng.standard_normal(x.shape[:1] + (32 * ksteps,)).astype(f).view(np.uint8)
                 for x, f in ((a, ml_dtypes.float8_e4m3fn), (bt, ml_dtypes.float8_e5m2)))
    mem = GlobalMemory()
    args = [mem.add("A", a), mem.add("Bt", bt), mem.add("D", np.full((m, n), np.nan,
                                                                     np.float32))]
    emulate(text, TARGETS["sm_100a"], "t", Launch((1,), 128, args, mem))
    f64 = (lambda h: (h.astype(np.uint32) << 16).view(np.float32).astype(np.float64))
    a64, b64 = ((a.view(ml_dtypes.float8_e4m3fn).astype(np.float64),
                 bt.view(ml_dtypes.float8_e5m2).astype(np.float64)) if fp8 else (f64(a), f64(bt)))
    k = 32 if fp8 else 16
    want = np.zeros((m, n), np.float32)
    for s in range(ksteps):          # one f32 rounding a K step, as the MMAs accumulate
        part = a64[:, k * s:k * s + k] @ b64[:, k * s:k * s + k].T
        want = (part + want.astype(np.float64)).astype(np.float32)
    return mem.array("D").view(np.float32).reshape(m, n), want


@pytest.mark.parametrize("m,n,ksteps,swizzle", [(128, 128, 1, False), (128, 64, 2, False),
                                                (64, 48, 2, False), (128, 64, 4, True)])
def test_an_mma_and_its_commit_give_a_times_b(m, n, ksteps, swizzle):
    got, want = run_mma(mma_kernel(n, ksteps, m=m, swizzle=swizzle), n, ksteps, m=m)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32)), \
        f"{(got != want).sum()} of {got.size} differ"


def test_an_8_bit_mma_reads_e4m3_and_e5m2():
    """kind::f8f6f4, A E4M3 and B E5M2 (PTX ISA 9.7.16.4.2's types 0 and 1), K 32: against
    ml_dtypes' decoding, and wrong when the two formats are swapped."""
    got, want = run_mma(mma_kernel(64, 2, fp8=True), 64, 2, fp8=True)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
    swapped = mma_kernel(64, 2, fp8=True).replace(str(idesc(64, 128, False, 1)),
                                                  str(idesc(64, 128, True, 0)))
    got, want = run_mma(swapped, 64, 2, fp8=True)
    assert not np.array_equal(got, want)


def test_the_instruction_descriptor_is_the_documented_one():
    assert idesc(128) == 0x08200490            # bf16, M = N = 128: PTX ISA 9.7.16.4.2's bits
    assert idesc(256, 64, bf16=False) == 0x04400010


def test_the_epilogue_needs_fence_after_thread_sync():
    with pytest.raises(SharedMemoryRace, match="tensor memory lane 32 column 0, which warp 0 "
                                               "written"):
        run_mma(mma_kernel(after=False))


def test_reading_d_before_the_commit_lands_is_refused():
    with pytest.raises(EmulatorError, match="a tcgen05.mma still writes"):
        run_mma(mma_kernel(wait=False, after=False))


def test_a_missing_commit_leaves_the_epilogue_waiting_forever():
    text = mma_kernel().replace("\ttcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::"
                                "cluster.b64 [%r4];\n", "")
    with pytest.raises(BarrierDeadlock, match="1 of 1 arrival.* 0 TMA copy.ies. or "
                                              "tcgen05.commit.s. in flight"):
        run_mma(text)


def test_a_commit_lands_the_threads_earlier_commits():
    """tcgen05.commit's mbarrier tracks all prior asynchronous tcgen05 operations of the
    thread (PTX ISA 9.1, 9.7.16.12.1): the first K step's MMA committed to a second mbarrier
    nobody waits on is done once the last commit's phase completes, so D is readable then."""
    text = mma_kernel(64, 2)
    text = text.replace("\t.shared .align 8 .b64 mbar;", "\t.shared .align 8 .b64 mbar[2];")
    text = text.replace("\t@%p2 mbarrier.init.shared::cta.b64 [%r4], 1;",
                        "\t@%p2 mbarrier.init.shared::cta.b64 [%r4], 1;\n"
                        "\t@%p2 mbarrier.init.shared::cta.b64 [%r4+8], 1;")
    first = text.index("\ttcgen05.mma.")
    end = text.index("\n", first) + 1
    text = (text[:end] + "\ttcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster."
            "b64 [%r4+8];\n" + text[end:])
    assert text.count("tcgen05.commit") == 2
    got, want = run_mma(text, 64, 2)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_operands_written_by_st_shared_need_fence_proxy_async():
    with pytest.raises(SharedMemoryRace, match="async"):
        run_mma(mma_kernel(proxy=False))



def test_sm100_descriptors_read_as_the_sm90_tiles_of_the_same_layout():
    """PTX ISA 9.7.16.4.1 against 9.7.15.5.1.2.2: the same start / LBO / SBO fields; sm_100's
    layout code at bits 61-63 (128B 2, 64B 4, 32B 6) is sm_90's swizzle at 62-63 (1, 2, 3)."""
    from kgen.sim.ptx_hopper import decode_descriptor
    from kgen.sim.ptx_tcgen05 import descriptor
    fields = 0x40 | 8 << 16 | 64 << 32                   # start 1024, LBO 128, SBO 1024
    for code, span in ((0, 0), (2, 128), (4, 64), (6, 32)):
        d90 = descriptor(fields | 1 << 46 | code << 61, "t")
        assert decode_descriptor(d90, "t") == (1024, 128, 1024, span)
    for bad in (fields, fields | 3 << 46, fields | 1 << 46 | 1 << 52, fields | 1 << 46 | 1 << 61,
                fields | 1 << 46 | 3 << 61):
        with pytest.raises(EmulatorError, match="not an sm_100 matrix descriptor"):
            descriptor(bad, "t")
