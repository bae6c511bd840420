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

import shutil
import subprocess

import numpy as np
import pytest

from kgen.sim import EmulatorError, GlobalMemory, Launch, emulate
from kgen.sim.core import SharedMemoryRace
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


def test_the_kernels_assemble_with_ptxas(tmp_path):
    """Each well-formed kernel here is one ptxas 13 takes for sm_100a."""
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        pytest.skip("ptxas is not installed")
    for i, text in enumerate((kernel(), kernel(_across(_FENCED), threads=256))):
        src = tmp_path / f"k{i}.ptx"
        src.write_text(text)
        r = subprocess.run([ptxas, "-arch=sm_100a", "-o", str(tmp_path / f"k{i}.cubin"),
                            str(src)], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
