"""The PTX emulator's TMA store (cp.async.bulk.tensor, shared::cta -> global, bulk async-groups)
on hand-written PTX.

Two warps write a 32 x 64 bf16 box into shared memory as a TMA load would lay it out (128-byte
swizzle), fence, synchronise, and thread 0 stores it to a tensor with one TMA store, commits
and waits: the tensor gets the box where it lies inside (the corner may be negative or run past
the end: those elements are not written), and nothing else changes. And the planted bugs, each
failing with the error that names it: no fence.proxy.async between the generic writes and the
store's async-proxy read (MissingProxyFence), no barrier before it (SharedMemoryRace), a write
to the source before the wait has retired the store (SharedMemoryRace), and a block that ends
with a store not waited for or never committed.
"""

from __future__ import annotations

import numpy as np
import pytest

from kgen.sim import EmulatorError, GlobalMemory, Launch, MissingProxyFence, SharedMemoryRace
from kgen.sim.ptx import PtxModule
from kgen.target.tensormap import TensorMapSpec, encode_sim

HEAD = """.version 8.0
.target sm_90a
.address_size 64
"""
ROWS, COLS = 32, 64               # the box: 32 rows of 64 bf16 (128 bytes: the swizzle span)
STORE = "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group"


def store_ptx(fence: bool = True, sync: bool = True, commit: bool = True, wait: bool = True,
              overwrite: bool = False) -> str:
    """Thread t copies 16-byte chunks 4t .. 4t + 3 of `src` (the box's bytes in logical order)
    to their swizzled places in shared memory (chunk c of the 128-byte row r = c / 8 moves to
    chunk c ^ (r % 8)); thread 0 stores the box at (c0, c1)."""
    lines = [
        "\tfence.proxy.async.shared::cta;" if fence else "",
        "\tbar.sync 0;" if sync else "",
        "\tsetp.eq.u32 %p1, %r3, 0;",
        f"\t@%p1 {STORE} [%rd1, {{%r4, %r5}}], [%r1];",
        "\t@%p1 cp.async.bulk.commit_group;" if commit else "",
        "\t@%p1 st.shared.u32 [%r1], %r3;" if overwrite else "",
        "\t@%p1 cp.async.bulk.wait_group.read 0;" if wait else "",
    ]
    tail = "\n".join(x for x in lines if x)
    return HEAD + f""".visible .entry tma_store(
\t.param .align 128 .b8 p_map[128],
\t.param .u64 p_src,
\t.param .u32 p_c0,
\t.param .u32 p_c1
)
.maxntid 64, 1, 1
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<8>;
\t.shared .align 1024 .b8 smem_tma_store[{ROWS * COLS * 2}];
\tmov.u32 %r1, smem_tma_store;
\tmov.u32 %r3, %tid.x;
\tcvta.param.u64 %rd1, p_map;
\tld.param.u32 %r4, [p_c0];
\tld.param.u32 %r5, [p_c1];
\tld.param.u64 %rd2, [p_src];
\tmov.u32 %r6, 0;
$L_chunk:
\tshl.b32 %r7, %r3, 2;
\tadd.u32 %r7, %r7, %r6;                  // chunk c = 4t + i
\tshl.b32 %r8, %r7, 4;                    // its logical byte
\tcvt.u64.u32 %rd3, %r8;
\tadd.u64 %rd4, %rd2, %rd3;
\tld.global.v4.b32 {{%r10, %r11, %r12, %r13}}, [%rd4];
\tshr.u32 %r9, %r8, 7;
\tand.b32 %r9, %r9, 7;
\tshl.b32 %r9, %r9, 4;
\txor.b32 %r9, %r8, %r9;                  // swizzled
\tadd.u32 %r9, %r1, %r9;
\tst.shared.v4.b32 [%r9], {{%r10, %r11, %r12, %r13}};
\tadd.u32 %r6, %r6, 1;
\tsetp.lt.u32 %p2, %r6, 4;
\t@%p2 bra $L_chunk;
{tail}
\tret;
}}
"""


def _run(text: str, c0: int, c1: int, shape=(40, 104)):
    """(the tensor after the launch, what it was before, the box) for a launch storing the
    box at (c0, c1) into a bf16 tensor of `shape`."""
    rng = np.random.default_rng(7)
    box = rng.integers(0, 1 << 16, (ROWS, COLS), dtype=np.uint16)
    before = rng.integers(0, 1 << 16, shape, dtype=np.uint16)
    mem = GlobalMemory()
    base = mem.add("out", before)
    rows, cols = shape
    tmap = encode_sim(TensorMapSpec(base, 2, (cols, rows), (2 * cols,), (COLS, ROWS), 128))
    src = mem.add("src", box.reshape(-1).view(np.uint8), readonly=True)
    PtxModule(text).run("tma_store", Launch((1, 1, 1), 64, [tmap, src, np.uint32(c0 & 0xFFFFFFFF),
                                                          np.uint32(c1 & 0xFFFFFFFF)], mem))
    return mem.array("out").view(np.uint16).reshape(shape), before, box


@pytest.mark.parametrize("c0,c1", [(8, 4), (60, 20), (-16, -8), (0, 0)])
def test_store_writes_the_box_inside_the_tensor_only(c0, c1):
    out, before, box = _run(store_ptx(), c0, c1)
    want = before.copy()
    for j in range(ROWS):
        for i in range(COLS):
            r, c = c1 + j, c0 + i
            if 0 <= r < want.shape[0] and 0 <= c < want.shape[1]:
                want[r, c] = box[j, i]
    np.testing.assert_array_equal(out, want)
    assert (out != before).any()


def test_store_without_proxy_fence_is_refused():
    with pytest.raises(MissingProxyFence):
        _run(store_ptx(fence=False), 0, 0)


def test_store_without_barrier_races_with_the_other_warp():
    with pytest.raises(SharedMemoryRace, match="race on shared byte"):
        _run(store_ptx(sync=False), 0, 0)


def test_write_to_the_source_before_the_wait_is_a_race():
    with pytest.raises(SharedMemoryRace, match="may still be reading"):
        _run(store_ptx(overwrite=True), 0, 0)


@pytest.mark.parametrize("commit,why", [(True, "committed but not waited for"),
                                        (False, "never committed")])
def test_block_may_not_end_with_a_store_in_flight(commit, why):
    with pytest.raises(EmulatorError, match=why):
        _run(store_ptx(commit=commit, wait=False), 0, 0)
