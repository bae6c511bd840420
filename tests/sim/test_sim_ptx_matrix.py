"""The PTX emulator's matrix path: cp.async groups, ldmatrix and mma.sync, on hand-written PTX.

A one-warp GEMM (cp.async global -> shared, ldmatrix.x4 for A, ldmatrix.x2 or .x2.trans for B,
mma.sync m16n8k16 in bf16 and f16) matches NumPy, one k-tile at a time and as a three-stage
pipeline with two groups in flight; fragment layouts are checked one instruction at a time
against the PTX ISA's tables; and the planted bugs fail with the error that names them: a read
before the wait that covers the copy (StaleRead naming the cp.async), a missing barrier between
one warp's copy and another warp's ldmatrix (SharedMemoryRace, whichever side of the wait the
barrier is on), a copy from outside the buffers (OutOfBoundsAccess), while src-size and
ignore-src zero-fill exactly what the ISA says.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from kgen.sim import (EmulatorError, GlobalMemory, Launch, OutOfBoundsAccess, SharedMemoryRace,
                      StaleRead, UnknownInstruction)
from kgen.sim.ptx import PtxModule
from kgen.sim.ptx_matrix import _fragment_tables

HEAD = """.version 8.0
.target sm_80
.address_size 64
"""


def _bits(x: np.ndarray, ab: str) -> np.ndarray:
    """float array -> its bf16 / f16 bits as uint16 (bf16 by truncation of exact values)."""
    if ab == "f16":
        return x.astype(np.float16).view(np.uint16)
    return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)


def _values(bits: np.ndarray, ab: str) -> np.ndarray:
    if ab == "f16":
        return bits.view(np.float16).astype(np.float64)
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def _random(shape, ab: str, rng) -> np.ndarray:
    """Random bf16 / f16 bit patterns of moderate magnitude."""
    x = rng.standard_normal(shape).astype(np.float32)
    if ab == "bf16":
        x = (x.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)
    return _bits(x, ab)


def _run(text: str, kernel: str, arrays: dict, threads: int = 32, scalars=()):
    """Runs a kernel; arrays: name -> array (in parameter order), then scalars. Returns the
    memory, to read outputs from."""
    mem = GlobalMemory()
    args = [mem.add(n, a) for n, a in arrays.items()] + list(scalars)
    PtxModule(text).run(kernel, Launch((1, 1, 1), threads, args, mem))
    return mem


# --------------------------------------------------------------------------------------------
# A one-warp GEMM tile: D(16x8, f32) = A(16xK) @ B(Kx8), K = 16 * KT, through shared memory.

def gemm_ptx(ab: str = "bf16", trans_b: bool = False, kt: int = 1, stages: int = 1,
             wait: int | None = None) -> str:
    """The kernel as PTX. A is row-major 16xK; B is Bt (8xK, k contiguous, loaded with
    ldmatrix.x2) or, with trans_b, row-major Kx8 (loaded with ldmatrix.x2.trans). Each k-tile
    is one cp.async-group: A as 32 copies of 16 bytes (.cg), B as 32 of 8 bytes (.ca).
    stages == 1: copy, commit, wait_group 0, compute, per tile. stages == 3: a pipeline with
    two tiles in flight, wait_group 1 (or `wait`) before each compute."""
    K = 16 * kt
    wait = (0 if stages == 1 else stages - 2) if wait is None else wait
    L = []
    put = L.append

    def load(t: int) -> None:
        s = t % stages
        put(f"\tcp.async.cg.shared.global [%r10+{512 * s}], [%rd10+{32 * t}], 16;")
        boff = 256 * t if trans_b else 32 * t
        put(f"\tcp.async.ca.shared.global [%r11+{256 * s}], [%rd11+{boff}], 8;")

    def compute(t: int) -> None:
        s = t % stages
        put(f"\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {{%r20, %r21, %r22, %r23}}, "
            f"[%r12+{512 * s}];")
        tr = ".trans" if trans_b else ""
        put(f"\tldmatrix.sync.aligned.m8n8.x2{tr}.shared.b16 {{%r24, %r25}}, [%r13+{256 * s}];")
        put(f"\tmma.sync.aligned.m16n8k16.row.col.f32.{ab}.{ab}.f32 {{%f0, %f1, %f2, %f3}}, "
            "{%r20, %r21, %r22, %r23}, {%r24, %r25}, {%f0, %f1, %f2, %f3};")

    put(f""".visible .entry gemm(
\t.param .u64 p_a,
\t.param .u64 p_b,
\t.param .u64 p_d
)
{{
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<20>;
\t.reg .f32 %f<4>;
\t.shared .align 16 .b8 sA[{512 * stages}];
\t.shared .align 16 .b8 sB[{256 * stages}];
\tmov.u32 %r1, %tid.x;
\tshr.u32 %r2, %r1, 1;                   // A copy: row l/2, half l%2
\tand.b32 %r3, %r1, 1;
\tshl.b32 %r4, %r3, 4;
\tmad.lo.u32 %r5, %r2, {2 * K}, %r4;      // global byte offset in A
\tld.param.u64 %rd1, [p_a];
\tcvta.to.global.u64 %rd2, %rd1;
\tmul.wide.u32 %rd3, %r5, 1;
\tadd.s64 %rd10, %rd2, %rd3;
\tmov.u32 %r6, sA;
\tshl.b32 %r7, %r2, 5;
\tadd.u32 %r7, %r7, %r4;
\tadd.u32 %r10, %r6, %r7;                // shared destination of the A copy""")
    if trans_b:
        put("""\tshl.b32 %r8, %r1, 3;                   // B copy: 8 contiguous bytes per lane
\tmov.u32 %r9, %r8;""")
    else:
        put(f"""\tshr.u32 %r14, %r1, 2;                  // Bt copy: row n = l/4, quarter l%4
\tand.b32 %r15, %r1, 3;
\tshl.b32 %r15, %r15, 3;
\tmad.lo.u32 %r8, %r14, {2 * K}, %r15;
\tmad.lo.u32 %r9, %r14, 32, %r15;""")
    put("""\tld.param.u64 %rd4, [p_b];
\tcvta.to.global.u64 %rd5, %rd4;
\tmul.wide.u32 %rd6, %r8, 1;
\tadd.s64 %rd11, %rd5, %rd6;
\tmov.u32 %r16, sB;
\tadd.u32 %r11, %r16, %r9;                // shared destination of the B copy
\tshr.u32 %r17, %r1, 3;                   // ldmatrix A: matrix i = l/8, row j = l%8
\tand.b32 %r18, %r1, 7;
\tand.b32 %r19, %r17, 1;
\tshl.b32 %r19, %r19, 3;
\tadd.u32 %r19, %r19, %r18;               // row j + 8 (i%2)
\tshr.u32 %r26, %r17, 1;
\tshl.b32 %r26, %r26, 4;                  // byte column 16 (i/2)
\tshl.b32 %r27, %r19, 5;
\tadd.u32 %r27, %r27, %r26;
\tadd.u32 %r12, %r6, %r27;""")
    if trans_b:
        put("""\tand.b32 %r28, %r1, 15;                 // ldmatrix B.trans: row k = l%16
\tshl.b32 %r28, %r28, 4;
\tadd.u32 %r13, %r16, %r28;""")
    else:
        put("""\tand.b32 %r28, %r1, 7;                  // ldmatrix Bt: row n = l%8, k half (l/8)%2
\tshl.b32 %r28, %r28, 5;
\tshr.u32 %r29, %r1, 3;
\tand.b32 %r29, %r29, 1;
\tshl.b32 %r29, %r29, 4;
\tadd.u32 %r28, %r28, %r29;
\tadd.u32 %r13, %r16, %r28;""")
    for i in range(4):
        put(f"\tmov.f32 %f{i}, 0f00000000;")
    if stages == 1:
        for t in range(kt):
            load(t)
            put("\tcp.async.commit_group;")
            put(f"\tcp.async.wait_group {wait};")
            compute(t)
    else:
        for t in range(stages - 1):
            if t < kt:
                load(t)
            put("\tcp.async.commit_group;")
        for t in range(kt):
            put(f"\tcp.async.wait_group {wait};")
            compute(t)
            if t + stages - 1 < kt:
                load(t + stages - 1)
            put("\tcp.async.commit_group;")
    put("""\tshr.u32 %r30, %r1, 2;                  // D: row g, g+8; columns 2t, 2t+1
\tand.b32 %r31, %r1, 3;
\tshl.b32 %r31, %r31, 1;
\tmad.lo.u32 %r32, %r30, 8, %r31;
\tld.param.u64 %rd7, [p_d];
\tcvta.to.global.u64 %rd8, %rd7;
\tmul.wide.u32 %rd9, %r32, 4;
\tadd.s64 %rd12, %rd8, %rd9;
\tst.global.v2.f32 [%rd12], {%f0, %f1};
\tst.global.v2.f32 [%rd12+256], {%f2, %f3};
\tret;
}""")
    return HEAD + "\n".join(L) + "\n"


def gemm(ab="bf16", trans_b=False, kt=1, stages=1, seed=0, text=None):
    rng = np.random.default_rng(seed)
    K = 16 * kt
    a = _random((16, K), ab, rng)
    b = _random((K, 8), ab, rng)
    bmem = b if trans_b else np.ascontiguousarray(b.T)
    text = text or gemm_ptx(ab, trans_b, kt, stages)
    mem = _run(text, "gemm", {"a": a, "b": bmem, "d": np.full((16, 8), np.nan, np.float32)})
    got = mem.array("d").view(np.float32).reshape(16, 8)
    want = (_values(a, ab) @ _values(b, ab)).astype(np.float32)
    return got, want


@pytest.mark.parametrize("ab", ["bf16", "f16"])
@pytest.mark.parametrize("trans_b", [False, True], ids=["Bt", "B.trans"])
def test_one_tile_gemm_matches_numpy(ab, trans_b):
    got, want = gemm(ab, trans_b)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("ab", ["bf16", "f16"])
def test_k_loop_accumulates(ab):
    got, want = gemm(ab, trans_b=True, kt=4, seed=1)
    # Each mma rounds its D to f32, so the K loop is four f32 roundings, not one.
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("trans_b", [False, True], ids=["Bt", "B.trans"])
def test_three_stage_pipeline_with_two_groups_in_flight(trans_b):
    text = gemm_ptx("bf16", trans_b, kt=5, stages=3)
    assert text.count("cp.async.wait_group 1;") == 5
    got, want = gemm("bf16", trans_b, kt=5, stages=3, seed=2, text=text)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


# -- planted bugs

def _line_of(text: str, needle: str, nth: int = 0) -> int:
    return [i for i, ln in enumerate(text.splitlines(), 1) if needle in ln][nth]


def test_read_before_the_wait_is_a_stale_read_naming_the_copy():
    """The wait is one short: wait_group 2 with two groups in flight covers neither."""
    text = gemm_ptx("bf16", True, kt=3, stages=3, wait=2)
    first = _line_of(text, "cp.async.cg.shared.global")
    with pytest.raises(StaleRead) as e:
        gemm("bf16", True, kt=3, stages=3, text=text)
    msg = str(e.value)
    assert re.search(rf"line {first}: cp\.async\.cg\.shared\.global \[%r10\+0\], \[%rd10\+0\], "
                     r"16 is still copying", msg), msg
    assert re.match(r"line \d+: ldmatrix\.sync\.aligned\.m8n8\.x4", msg), msg


def test_no_wait_at_all_is_a_stale_read():
    text = gemm_ptx("bf16", False, kt=1).replace("\tcp.async.wait_group 0;\n", "")
    with pytest.raises(StaleRead, match=r"cp\.async\.cg.*still copying"):
        gemm("bf16", False, kt=1, text=text)


def test_wait_group_leaves_exactly_the_newest_groups_pending():
    """Three groups, wait_group 1: the first two are readable, the third is not."""
    body = """\tmov.u32 %r1, %tid.x;
\tshl.b32 %r2, %r1, 4;
\tld.param.u64 %rd1, [p_a];
\tmul.wide.u32 %rd2, %r2, 1;
\tadd.s64 %rd3, %rd1, %rd2;
\tmov.u32 %r3, buf;
\tadd.u32 %r4, %r3, %r2;
\tcp.async.cg.shared.global [%r4], [%rd3], 16;
\tcp.async.commit_group;
\tcp.async.cg.shared.global [%r4+512], [%rd3+512], 16;
\tcp.async.commit_group;
\tcp.async.cg.shared.global [%r4+1024], [%rd3+1024], 16;
\tcp.async.commit_group;
\tcp.async.wait_group 1;
\tld.shared.v4.b32 {%r5, %r6, %r7, %r8}, [%r4];
\tld.shared.v4.b32 {%r5, %r6, %r7, %r8}, [%r4+512];
\tREAD
\tld.param.u64 %rd4, [p_d];
\tmul.wide.u32 %rd5, %r1, 16;
\tadd.s64 %rd6, %rd4, %rd5;
\tst.global.v4.b32 [%rd6], {%r5, %r6, %r7, %r8};
\tret;"""
    src = np.arange(3 * 512, dtype=np.uint8)
    text = _kernel(body.replace("READ", ""), shared=1536)
    mem = _run(text, "k", {"a": src, "d": np.zeros(512, np.uint8)})
    np.testing.assert_array_equal(mem.array("d"), src[512:1024])
    text = _kernel(body.replace("READ", "ld.shared.b32 %r9, [%r4+1024];"), shared=1536)
    with pytest.raises(StaleRead, match=r"ld\.shared\.b32 %r9, \[%r4\+1024\].*cp\.async\.cg"
                                        r"\.shared\.global \[%r4\+1024\]"):
        _run(text, "k", {"a": src, "d": np.zeros(512, np.uint8)})


def _kernel(body: str, shared: int, params=("p_a", "p_d")) -> str:
    ps = ",\n".join(f"\t.param .u64 {p}" for p in params)
    return HEAD + f""".visible .entry k(
{ps}
)
{{
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<20>;
\t.reg .pred %p<4>;
\t.shared .align 16 .b8 buf[{shared}];
{body}
}}
"""


MMA = ("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f0, %f1, %f2, %f3}, "
       "{%r20, %r21, %r22, %r23}, {%r24, %r25}, {%f0, %f1, %f2, %f3};")

# Two warps share the tile: warp 0 copies A, warp 1 copies B, then both compute.
TWO_WARPS = """\tmov.u32 %r0, %tid.x;
\tand.b32 %r1, %r0, 31;                  // lane
\tshr.u32 %r40, %r0, 5;                  // warp
\tsetp.eq.u32 %p1, %r40, 0;
\tshl.b32 %r2, %r1, 4;                   // A: 16 contiguous bytes per lane
\tld.param.u64 %rd1, [p_a];
\tmul.wide.u32 %rd2, %r2, 1;
\tadd.s64 %rd3, %rd1, %rd2;
\tmov.u32 %r3, buf;
\tadd.u32 %r4, %r3, %r2;
\tshl.b32 %r5, %r1, 3;                   // B: 8 contiguous bytes per lane, after A
\tld.param.u64 %rd4, [p_b];
\tmul.wide.u32 %rd5, %r5, 1;
\tadd.s64 %rd6, %rd4, %rd5;
\tadd.u32 %r6, %r3, 512;
\tadd.u32 %r7, %r6, %r5;
\t@%p1 cp.async.cg.shared.global [%r4], [%rd3], 16;
\t@!%p1 cp.async.ca.shared.global [%r7], [%rd6], 8;
\tcp.async.commit_group;
\tWAIT_AND_BARRIER
\tshr.u32 %r17, %r1, 3;                  // ldmatrix.x4 of A (16x16 row-major, 32-byte rows)
\tand.b32 %r18, %r1, 7;
\tand.b32 %r19, %r17, 1;
\tshl.b32 %r19, %r19, 3;
\tadd.u32 %r19, %r19, %r18;
\tshr.u32 %r26, %r17, 1;
\tshl.b32 %r26, %r26, 4;
\tshl.b32 %r27, %r19, 5;
\tadd.u32 %r27, %r27, %r26;
\tadd.u32 %r12, %r3, %r27;
\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r20, %r21, %r22, %r23}, [%r12];
\tand.b32 %r28, %r1, 15;                 // ldmatrix.x2.trans of B (16x8 row-major)
\tshl.b32 %r28, %r28, 4;
\tadd.u32 %r13, %r6, %r28;
\tldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r24, %r25}, [%r13];
\tmov.f32 %f0, 0f00000000;
\tmov.f32 %f1, 0f00000000;
\tmov.f32 %f2, 0f00000000;
\tmov.f32 %f3, 0f00000000;
\tMMA
\tshr.u32 %r30, %r1, 2;
\tand.b32 %r31, %r1, 3;
\tshl.b32 %r31, %r31, 1;
\tmad.lo.u32 %r32, %r30, 8, %r31;
\tmad.lo.u32 %r32, %r40, 128, %r32;     // warp w writes D[w]
\tld.param.u64 %rd7, [p_d];
\tmul.wide.u32 %rd9, %r32, 4;
\tadd.s64 %rd12, %rd7, %rd9;
\tst.global.v2.f32 [%rd12], {%f0, %f1};
\tst.global.v2.f32 [%rd12+256], {%f2, %f3};
\tret;"""


def two_warps(wait_and_barrier: str):
    text = HEAD + """.visible .entry k(
\t.param .u64 p_a,
\t.param .u64 p_b,
\t.param .u64 p_d
)
{
\t.reg .b32 %r<48>;
\t.reg .b64 %rd<20>;
\t.reg .f32 %f<4>;
\t.reg .pred %p<4>;
\t.shared .align 16 .b8 buf[768];
""" + TWO_WARPS.replace("\tWAIT_AND_BARRIER", wait_and_barrier).replace("MMA", MMA) + "\n}\n"
    rng = np.random.default_rng(3)
    a, b = _random((16, 16), "bf16", rng), _random((16, 8), "bf16", rng)
    mem = _run(text, "k", {"a": a, "b": b, "d": np.zeros((2, 16, 8), np.float32)}, threads=64)
    want = (_values(a, "bf16") @ _values(b, "bf16")).astype(np.float32)
    return mem.array("d").view(np.float32).reshape(2, 16, 8), want


def test_two_warps_with_wait_then_barrier_are_correct():
    got, want = two_warps("\tcp.async.wait_group 0;\n\tbar.sync 0;")
    np.testing.assert_array_equal(got[0], want)
    np.testing.assert_array_equal(got[1], want)


def test_missing_barrier_after_the_copies_is_a_race():
    with pytest.raises(SharedMemoryRace) as e:
        two_warps("\tcp.async.wait_group 0;")
    msg = str(e.value)
    # Warp 0 reads B (warp 1's copy) before warp 1 has run: the copy's write comes after.
    assert re.search(r"warp 0's line \d+: ldmatrix\.sync\.aligned\.m8n8\.x2\.trans", msg), msg
    assert re.search(r"warp 1's line \d+: @!%p1 cp\.async\.ca\.shared\.global \[%r7\], \[%rd6\], 8 "
                     r"\(completing at line \d+: cp\.async\.wait_group 0\)", msg), msg


def test_barrier_before_the_wait_is_a_race():
    """bar.sync then wait_group: the copy lands after the barrier, unordered with the other
    warp's ldmatrix after it (the copy is not complete at the barrier, whatever the timing)."""
    with pytest.raises(SharedMemoryRace, match=r"cp\.async.*completing at line \d+: "
                                               r"cp\.async\.wait_group 0"):
        two_warps("\tbar.sync 0;\n\tcp.async.wait_group 0;")


def test_copy_from_outside_the_buffer_is_out_of_bounds():
    """The kernel believes A has 32 columns (two k-tiles); the buffer has 16, so rows 8..15
    of the first tile's copy (lane 16 on) are past its end."""
    text = gemm_ptx("bf16", True, kt=2)
    line = _line_of(text, "cp.async.cg.shared.global")
    rng = np.random.default_rng(0)
    with pytest.raises(OutOfBoundsAccess) as e:
        _run(text, "gemm", {"a": _random((16, 16), "bf16", rng),
                            "b": _random((32, 8), "bf16", rng),
                            "d": np.zeros((16, 8), np.float32)})
    msg = str(e.value)
    assert re.match(rf"line {line}: cp\.async\.cg\.shared\.global \[%r10\+0\], \[%rd10\+0\], 16 "
                    r"\(completing at line \d+: cp\.async\.wait_group 0\): lane 16 accesses 8 "
                    r"bytes .* byte 512 of 'a', which has 512 bytes", msg), msg


def test_copy_to_outside_shared_memory_is_out_of_bounds():
    body = """\tmov.u32 %r1, %tid.x;
\tshl.b32 %r2, %r1, 4;
\tld.param.u64 %rd1, [p_a];
\tmov.u32 %r3, buf;
\tadd.u32 %r4, %r3, %r2;
\tcp.async.cg.shared.global [%r4+16], [%rd1], 16;
\tret;"""
    with pytest.raises(OutOfBoundsAccess, match=r"lane 31 copies 16 bytes to shared byte 512, "
                                                r"outside the block's 512 bytes"):
        _run(_kernel(body, 512), "k", {"a": np.zeros(16, np.uint8), "d": np.zeros(4, np.uint8)})


ZERO_FILL = """\tmov.u32 %r1, %tid.x;
\tshl.b32 %r2, %r1, 4;
\tld.param.u64 %rd1, [p_a];
\tmul.wide.u32 %rd2, %r2, 1;
\tadd.s64 %rd3, %rd1, %rd2;
\tmov.u32 %r3, buf;
\tadd.u32 %r4, %r3, %r2;
\tCOPY
\tcp.async.wait_all;
\tld.shared.v4.b32 {%r5, %r6, %r7, %r8}, [%r4];
\tld.param.u64 %rd4, [p_d];
\tadd.s64 %rd6, %rd4, %rd2;
\tst.global.v4.b32 [%rd6], {%r5, %r6, %r7, %r8};
\tret;"""


def test_src_size_reads_that_many_bytes_and_zero_fills_the_rest():
    # src-size = lane % 17: 0..16 bytes. The source ends 8 bytes into the last lane's chunk,
    # which asks for 14 bytes: past the end, so an out-of-bounds error...
    copy = "rem17\n\tcp.async.ca.shared.global [%r4], [%rd3], 16, %r9;"
    rem17 = ("mul.lo.u32 %r10, %r1, 3856;\n\tshr.u32 %r10, %r10, 16;\n\t"
             "mul.lo.u32 %r10, %r10, 17;\n\tsub.u32 %r9, %r1, %r10;")   # lane % 17, lane < 32
    text = _kernel(ZERO_FILL.replace("COPY", copy).replace("rem17", rem17), 512)
    src = np.arange(1, 31 * 16 + 9, dtype=np.uint8)
    with pytest.raises(OutOfBoundsAccess, match=r"lane 31 accesses 1 bytes .* of 'a', which "
                                                r"has 504 bytes"):
        _run(text, "k", {"a": src, "d": np.zeros(512, np.uint8)})
    # ... and with 8 bytes more, every lane reads only its src-size bytes, zeros after them.
    src = np.arange(1, 31 * 16 + 17, dtype=np.uint8)
    got = _run(text, "k", {"a": src, "d": np.full(512, 0xEE, np.uint8)}).array("d")
    want = src[:512].reshape(32, 16).copy()
    for lane in range(32):
        want[lane, lane % 17:] = 0
    np.testing.assert_array_equal(got.reshape(32, 16), want)


def test_src_size_tail_at_the_end_of_the_buffer_is_in_bounds():
    """A ragged tail: the last lane asks for the 8 bytes that exist; the rest is zero."""
    copy = ("setp.eq.u32 %p1, %r1, 31;\n\tselp.u32 %r9, 8, 16, %p1;\n\t"
            "cp.async.cg.shared.global [%r4], [%rd3], 16, %r9;")
    text = _kernel(ZERO_FILL.replace("COPY", copy), 512)
    src = np.arange(1, 31 * 16 + 9, dtype=np.uint8)
    got = _run(text, "k", {"a": src, "d": np.zeros(512, np.uint8)}).array("d")
    np.testing.assert_array_equal(got[:504], src)
    assert not got[504:].any()


def test_ignore_src_copies_zeros():
    copy = ("and.b32 %r9, %r1, 1;\n\tsetp.eq.u32 %p1, %r9, 1;\n\t"
            "cp.async.ca.shared.global [%r4], [%rd3], 16, %p1;")
    text = _kernel(ZERO_FILL.replace("COPY", copy), 512)
    src = np.arange(512, dtype=np.uint32).view(np.uint8)[:512].copy()
    got = _run(text, "k", {"a": src, "d": np.full(512, 0xEE, np.uint8)}).array("d")
    want = src.reshape(32, 16).copy()
    want[1::2] = 0
    np.testing.assert_array_equal(got.reshape(32, 16), want)


def test_src_size_over_cp_size_is_an_error():
    copy = "mov.u32 %r9, 17;\n\tcp.async.ca.shared.global [%r4], [%rd3], 16, %r9;"
    with pytest.raises(EmulatorError, match="src-size 17 > cp-size 16"):
        _run(_kernel(ZERO_FILL.replace("COPY", copy), 512), "k",
             {"a": np.zeros(512, np.uint8), "d": np.zeros(512, np.uint8)})


def test_misaligned_and_overlapping_copies_are_errors():
    copy = "cp.async.cg.shared.global [%r4+8], [%rd3], 16;"
    with pytest.raises(EmulatorError, match=r"shared destination 0x8 is not 16-byte aligned"):
        _run(_kernel(ZERO_FILL.replace("COPY", copy), 528), "k",
             {"a": np.zeros(512, np.uint8), "d": np.zeros(512, np.uint8)})
    copy = ("cp.async.cg.shared.global [%r4], [%rd3], 16;\n\t"
            "cp.async.ca.shared.global [%r4+4], [%rd3], 4;")
    with pytest.raises(EmulatorError, match=r"cp\.async\.ca.*also still copying into.*not "
                                            r"ordered"):
        _run(_kernel(ZERO_FILL.replace("COPY", copy), 512), "k",
             {"a": np.zeros(512, np.uint8), "d": np.zeros(512, np.uint8)})


def test_copies_left_in_flight_land_at_exit():
    """No wait at all before the end: the copies still land, through the race detector."""
    body = ZERO_FILL.replace("COPY", "cp.async.cg.shared.global [%r4], [%rd3], 16;")
    body = body.replace("\tcp.async.wait_all;\n\tld.shared.v4.b32 {%r5, %r6, %r7, %r8}, [%r4];\n",
                        "").replace("{%r5, %r6, %r7, %r8}", "{%r1, %r1, %r1, %r1}")
    _run(_kernel(body, 512), "k", {"a": np.zeros(512, np.uint8), "d": np.zeros(512, np.uint8)})


# --------------------------------------------------------------------------------------------
# Single instructions against the PTX ISA's tables.

def _ldmatrix_kernel(num: int, trans: bool) -> str:
    """Fills 512 bytes of shared memory from p_a, then lane l gives the address of 16-byte row
    l of the 32 rows (row r at byte 16 * perm[r] where perm = reversed rows: consecutive rows
    need not be contiguous), and stores its num registers to p_d."""
    regs = ", ".join(f"%r{20 + i}" for i in range(num))
    tr = ".trans" if trans else ""
    stores = "\n".join(f"\tst.global.b32 [%rd7+{128 * i}], %r{20 + i};" for i in range(num))
    return _kernel(f"""\tmov.u32 %r1, %tid.x;
\tshl.b32 %r2, %r1, 4;
\tld.param.u64 %rd1, [p_a];
\tmul.wide.u32 %rd2, %r2, 1;
\tadd.s64 %rd3, %rd1, %rd2;
\tld.global.v4.b32 {{%r5, %r6, %r7, %r8}}, [%rd3];
\tmov.u32 %r3, buf;
\tadd.u32 %r4, %r3, %r2;
\tst.shared.v4.b32 [%r4], {{%r5, %r6, %r7, %r8}};
\tsub.u32 %r9, 31, %r1;                  // row l lives at slot 31 - l
\tshl.b32 %r9, %r9, 4;
\tadd.u32 %r10, %r3, %r9;
\tldmatrix.sync.aligned.m8n8.x{num}{tr}.shared.b16 {{{regs}}}, [%r10];
\tld.param.u64 %rd4, [p_d];
\tmul.wide.u32 %rd5, %r1, 4;
\tadd.s64 %rd7, %rd4, %rd5;
{stores}
\tret;""", 512)


@pytest.mark.parametrize("num", [1, 2, 4])
@pytest.mark.parametrize("trans", [False, True])
def test_ldmatrix_distribution(num, trans):
    """PTX ISA, ldmatrix: lanes 8i..8i+7 address the rows of matrix i; lane t receives row
    t/4, elements 2(t%4) and 2(t%4)+1 of each matrix (low half first), or with .trans the
    elements at rows 2(t%4), 2(t%4)+1 of column t/4."""
    rows = np.arange(32 * 8, dtype=np.uint16).reshape(32, 8) + 0x100   # row r = matrix r/8
    stored = rows[::-1].copy()                                         # row r at slot 31 - r
    got = _run(_ldmatrix_kernel(num, trans), "k",
               {"a": stored.view(np.uint8).reshape(-1), "d": np.zeros(32 * num, np.uint32)}
               ).array("d").view(np.uint32).reshape(num, 32)
    for i in range(num):
        m = rows[8 * i: 8 * i + 8]
        for t in range(32):
            if trans:
                lo, hi = m[2 * (t % 4), t // 4], m[2 * (t % 4) + 1, t // 4]
            else:
                lo, hi = m[t // 4, 2 * (t % 4)], m[t // 4, 2 * (t % 4) + 1]
            assert got[i, t] == int(lo) | int(hi) << 16, (i, t)


def test_fragment_tables_cover_each_matrix_once():
    for shape, k in (("m16n8k16", 16), ("m16n8k8", 8)):
        (ar, ac), (br, bc), (cr, cc) = _fragment_tables(shape)
        for rows, cols, shp in ((ar, ac, (16, k)), (br, bc, (k, 8)), (cr, cc, (16, 8))):
            seen = np.zeros(shp, int)
            np.add.at(seen, (rows, cols), 1)
            assert (seen == 1).all(), shape
    (ar, ac), (br, bc), (cr, cc) = _fragment_tables("m16n8k16")
    # Spot checks against the ISA's text: lane 5 is groupID 1, threadID_in_group 1.
    assert [(ar[i, 5], ac[i, 5]) for i in range(8)] == [(1, 2), (1, 3), (9, 2), (9, 3),
                                                        (1, 10), (1, 11), (9, 10), (9, 11)]
    assert [(br[i, 5], bc[i, 5]) for i in range(4)] == [(2, 1), (3, 1), (10, 1), (11, 1)]
    assert [(cr[i, 5], cc[i, 5]) for i in range(4)] == [(1, 2), (1, 3), (9, 2), (9, 3)]


def _pack(tables, mat: np.ndarray) -> np.ndarray:
    """A matrix of b16 bits -> the registers of each lane, (registers, 32) uint32, by the ISA's
    fragment formulas (element 2j in the low half of register j)."""
    rows, cols = tables
    e = mat[rows, cols].astype(np.uint32)          # (elements, 32)
    return e[0::2] | (e[1::2] << 16)


def _mma_kernel(opcode: str, na: int, nb: int, nc: int, ctype: str) -> str:
    """Lane l loads register j of A, B, C from word j * 32 + l of p_a, p_b, p_c, runs one mma
    and stores D's register j to word j * 32 + l of p_d."""
    creg = "%f" if ctype == "f32" else "%r"
    lines = ["\tmov.u32 %r1, %tid.x;", "\tmul.wide.u32 %rd1, %r1, 4;"]
    cbase = 0 if ctype == "f32" else 4
    for p, n, base, reg in (("p_a", na, 10, "%r"), ("p_b", nb, 20, "%r"),
                            ("p_c", nc, cbase, creg)):
        lines += [f"\tld.param.u64 %rd2, [{p}];", "\tadd.s64 %rd3, %rd2, %rd1;"]
        lines += [f"\tld.global.b32 {reg}{base + j}, [%rd3+{128 * j}];" for j in range(n)]
    a = ", ".join(f"%r{10 + j}" for j in range(na))
    b = ", ".join(f"%r{20 + j}" for j in range(nb))
    c = ", ".join(f"{creg}{cbase + j}" for j in range(nc))
    d = ", ".join(f"{creg}{30 + j if creg == '%r' else 4 + j}" for j in range(nc))
    lines.append(f"\t{opcode} {{{d}}}, {{{a}}}, {{{b}}}, {{{c}}};")
    lines += ["\tld.param.u64 %rd2, [p_d];", "\tadd.s64 %rd3, %rd2, %rd1;"]
    lines += [f"\tst.global.b32 [%rd3+{128 * j}], {d.split(', ')[j]};" for j in range(nc)]
    lines.append("\tret;")
    return HEAD + """.visible .entry k(
\t.param .u64 p_a,
\t.param .u64 p_b,
\t.param .u64 p_c,
\t.param .u64 p_d
)
{
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<8>;
\t.reg .f32 %f<8>;
""" + "\n".join(lines) + "\n}\n"


MMA_CASES = [("m16n8k16", "bf16", "f32"), ("m16n8k16", "f16", "f32"), ("m16n8k8", "bf16", "f32"),
             ("m16n8k8", "f16", "f32"), ("m16n8k16", "f16", "f16"), ("m16n8k8", "f16", "f16")]


@pytest.mark.parametrize("shape,ab,acc", MMA_CASES, ids=["-".join(c) for c in MMA_CASES])
def test_mma_fragments_and_arithmetic(shape, ab, acc):
    k = 16 if shape == "m16n8k16" else 8
    rng = np.random.default_rng(k)
    ta, tb, tc = _fragment_tables(shape)
    a, b = _random((16, k), ab, rng), _random((k, 8), ab, rng)
    if acc == "f32":
        c = rng.standard_normal((16, 8)).astype(np.float32)
        cregs = c[tc]                                            # (4, 32) f32
        opcode = f"mma.sync.aligned.{shape}.row.col.f32.{ab}.{ab}.f32"
    else:
        c = _random((16, 8), "f16", rng)
        cregs = _pack(tc, c)
        opcode = f"mma.sync.aligned.{shape}.row.col.f16.f16.f16.f16"
    nc = cregs.shape[0]
    text = _mma_kernel(opcode, 4 if k == 16 else 2, 2 if k == 16 else 1, nc, acc)
    mem = _run(text, "k", {"a": _pack(ta, a), "b": _pack(tb, b), "c": cregs.copy(),
                           "d": np.zeros((nc, 32), np.uint32)})
    dregs = mem.array("d").view(np.uint32).reshape(nc, 32)
    exact = _values(a, ab) @ _values(b, ab)
    if acc == "f32":
        want = (exact + c.astype(np.float64)).astype(np.float32)
        got = np.empty((16, 8), np.float32)
        got[tc] = dregs.view(np.float32)
    else:
        want = (exact + _values(c, "f16")).astype(np.float16)
        got = np.empty((16, 8), np.uint16)
        got[tc[0][0::2], tc[1][0::2]] = (dregs & 0xFFFF).astype(np.uint16)
        got[tc[0][1::2], tc[1][1::2]] = (dregs >> 16).astype(np.uint16)
        got = got.view(np.float16)
    np.testing.assert_array_equal(got, want)


def test_mma_of_8bit_floats_reads_four_bytes_a_register():
    """mma.sync .m16n8k32 .e4m3 x .e5m2 (sm_89+): the registers packed here by the PTX ISA's
    formulas (9.7.14.5.10, 8-bit types: a_i of lane l at row l/4 (+ 8 for i in 4..7 and
    12..15), column 4 (l % 4) + i % 4 (+ 16 for i >= 8), byte i % 4 of register i / 4; b_i at
    row 4 (l % 4) + i % 4 (+ 16 for i >= 4), column l / 4), not by the emulator's tables; D
    the exact sum onto C, rounded once to f32."""
    from kgen.tile.fp8 import from_bits, to_bits
    from kgen.tile.ir import DType
    rng = np.random.default_rng(8)
    a_bits = to_bits(rng.standard_normal((16, 32)) * 4, DType.e4m3)
    b_bits = to_bits(rng.standard_normal((32, 8)), DType.e5m2)
    c = rng.standard_normal((16, 8)).astype(np.float32)
    lane = np.arange(32)
    g, t = lane // 4, lane % 4
    areg = np.zeros((4, 32), np.uint32)
    for i in range(16):
        row, col = g + 8 * ((i // 4) % 2), 4 * t + i % 4 + 16 * (i >= 8)
        areg[i // 4] |= a_bits[row, col].astype(np.uint32) << (8 * (i % 4))
    breg = np.zeros((2, 32), np.uint32)
    for i in range(8):
        breg[i // 4] |= b_bits[4 * t + i % 4 + 16 * (i >= 4), g].astype(np.uint32) << (8 * (i % 4))
    creg = np.stack([c[g + 8 * (i >= 2), 2 * t + i % 2] for i in range(4)])
    text = _mma_kernel("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32", 4, 2, 4, "f32")
    mem = _run(text.replace(".version 8.0\n.target sm_80", ".version 8.8\n.target sm_100a"),
               "k", {"a": areg, "b": breg, "c": creg, "d": np.zeros((4, 32), np.uint32)})
    d = mem.array("d").view(np.float32).reshape(4, 32)
    want = (from_bits(a_bits, DType.e4m3) @ from_bits(b_bits, DType.e5m2)
            + c.astype(np.float64)).astype(np.float32)
    got = np.empty((16, 8), np.float32)
    for i in range(4):
        got[g + 8 * (i >= 2), 2 * t + i % 2] = d[i]
    np.testing.assert_array_equal(got, want)


def test_mma_rounds_the_sum_once():
    """1 + 16 products of 2^-25 is 1 + 2^-21 exactly, an f32; summing in f32 one product at a
    time would round each 1 + 2^-25 back to 1 (ties to even) and give 1."""
    ta, tb, tc = _fragment_tables("m16n8k16")
    a = _bits(np.full((16, 16), 2.0 ** -12, np.float32), "bf16")
    b = _bits(np.full((16, 8), 2.0 ** -13, np.float32), "bf16")
    text = _mma_kernel("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32", 4, 2, 4, "f32")
    mem = _run(text, "k", {"a": _pack(ta, a), "b": _pack(tb, b),
                           "c": np.ones((4, 32), np.float32), "d": np.zeros((4, 32), np.uint32)})
    assert (mem.array("d").view(np.float32) == np.float32(1 + 2.0 ** -21)).all()


def test_matrix_instructions_need_the_whole_warp():
    text = _ldmatrix_kernel(1, False).replace(
        "\tldmatrix", "\tsetp.lt.u32 %p1, %r1, 16;\n\t@%p1 ldmatrix")
    with pytest.raises(EmulatorError, match=r"lanes 0x0000ffff of warp 0; a \.sync\.aligned "
                                            "matrix instruction needs all 32 lanes"):
        _run(text, "k", {"a": np.zeros(512, np.uint8), "d": np.zeros(128, np.uint8)})


# --------------------------------------------------------------------------------------------
# The integer helpers of a tiled kernel.

def _one(body: str, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Runs body over 32 lanes with %r2, %r3, %r4 loaded from a, b, c; returns %r5."""
    text = _kernel(f"""\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd1, %r1, 4;
\tld.param.u64 %rd2, [p_a];
\tadd.s64 %rd3, %rd2, %rd1;
\tld.global.b32 %r2, [%rd3];
\tld.global.b32 %r3, [%rd3+128];
\tld.global.b32 %r4, [%rd3+256];
\t{body}
\tld.param.u64 %rd4, [p_d];
\tadd.s64 %rd5, %rd4, %rd1;
\tst.global.b32 [%rd5], %r5;
\tret;""", 16)
    src = np.concatenate([np.broadcast_to(np.asarray(x, np.uint32), (32,)) for x in (a, b, c)])
    return _run(text, "k", {"a": src, "d": np.zeros(32, np.uint32)}).array("d").view(np.uint32)


def test_prmt_selects_bytes_and_replicates_signs():
    a, b = 0x84838281, 0x08070605
    sels = np.array([0x3210, 0x7654, 0x0000, 0x4567, 0x8888, 0x9C9C, 0x5410, 0x7632] + [0] * 24,
                    np.uint32)
    got = _one("prmt.b32 %r5, %r2, %r3, %r4;", a, b, sels)
    assert [hex(x) for x in got[:8]] == [hex(x) for x in (
        0x84838281, 0x08070605, 0x81818181, 0x05060708, 0xFFFFFFFF, 0xFF00FF00, 0x06058281,
        0x08078483)]


def test_mad_lo_wide_and_hi():
    a = np.array([3, 0xFFFFFFFF, 0x10000, 7] + [1] * 28, np.uint32)
    b = np.array([5, 2, 0x10000, 0xFFFFFFFF] + [1] * 28, np.uint32)
    c = np.array([1, 3, 9, 4] + [0] * 28, np.uint32)
    lo = _one("mad.lo.u32 %r5, %r2, %r3, %r4;", a, b, c)
    assert list(lo[:4]) == [16, 1, 9, (7 * 0xFFFFFFFF + 4) & 0xFFFFFFFF]
    hi = _one("mad.hi.u32 %r5, %r2, %r3, %r4;", a, b, c)
    assert list(hi[:4]) == [1, 1 + 3, 1 + 9, 6 + 4]
    slo = _one("mad.lo.s32 %r5, %r2, %r3, %r4;", a, b, c).view(np.int32)
    assert slo[1] == (-1 * 2 + 3)
    wide = _one("cvt.u64.u32 %rd8, %r4;\n\tmad.wide.u32 %rd9, %r2, %r3, %rd8;\n\t"
                "shr.u64 %rd9, %rd9, 32;\n\tcvt.u32.u64 %r5, %rd9;", a, b, c)
    assert list(wide[:4]) == [0, 2, 1, 6]


def test_unknown_matrix_forms_are_rejected_at_parse_time():
    text = gemm_ptx("bf16", True).replace("m16n8k16.row.col.f32.bf16.bf16.f32",
                                          "m16n8k16.row.row.f32.bf16.bf16.f32")
    with pytest.raises(UnknownInstruction, match=r"'mma\.sync\.aligned\.m16n8k16\.row\.row"):
        PtxModule(text)
    text = gemm_ptx("bf16", True).replace("cp.async.ca.shared.global [%r11+0], [%rd11+0], 8",
                                          "cp.async.cg.shared.global [%r11+0], [%rd11+0], 8")
    with pytest.raises(EmulatorError, match="cp-size is 16 here, not 8"):
        PtxModule(text)


def test_16_bit_shared_accesses_extend_and_truncate():
    """st.shared.u16 keeps the low half of a 32-bit register; ld.shared.u16 zero-extends and
    ld.shared.s16 sign-extends; each lane's half lands next to its neighbour's in one word."""
    body = """\tmov.u32 %r1, %tid.x;
\tshl.b32 %r2, %r1, 1;
\tmov.u32 %r3, buf;
\tadd.u32 %r4, %r3, %r2;
\tmad.lo.u32 %r5, %r1, 0x10001, 0xFFFF7FF0;   // low half 0x7FF0 + lane, high half garbage
\tst.shared.u16 [%r4], %r5;
\txor.b32 %r6, %r2, 2;                          // the neighbour's half of the same word
\tadd.u32 %r7, %r3, %r6;
\tld.shared.u16 %r8, [%r7];
\tld.shared.s16 %r9, [%r7];
\tld.param.u64 %rd4, [p_d];
\tmul.wide.u32 %rd5, %r1, 8;
\tadd.s64 %rd6, %rd4, %rd5;
\tst.global.v2.b32 [%rd6], {%r8, %r9};
\tret;"""
    got = _run(_kernel(body, 64), "k", {"a": np.zeros(4, np.uint8),
                                         "d": np.zeros((32, 2), np.uint32)}).array("d")
    got = got.view(np.uint32).reshape(32, 2)
    nbr = (np.arange(32) ^ 1) + 0x7FF0
    np.testing.assert_array_equal(got[:, 0], nbr)
    np.testing.assert_array_equal(got[:, 1].view(np.int32), nbr.astype(np.uint16).view(np.int16))


def test_16_bit_accesses_race_by_half_word():
    """Warp 1 writes the half-word right after warp 0's, no barrier: different bytes, no race
    (the detector keeps 16-bit units, like the hardware's byte-exact writes); the same
    half-word from two warps is a race."""
    body = """\tmov.u32 %r1, %tid.x;
\tshl.b32 %r2, %r1, 1;
\tmov.u32 %r3, buf;
\tadd.u32 %r4, %r3, %r2;
\tsetp.eq.u32 %p1, %r1, 31;
\tsetp.eq.u32 %p2, %r1, 32;
\tor.pred %p1, %p1, %p2;
\t@%p1 st.shared.u16 [%r4+2], %r1;
\tret;"""
    args = {"a": np.zeros(4, np.uint8), "d": np.zeros(4, np.uint8)}
    _run(_kernel(body, 256), "k", args, threads=64)   # bytes 64-65 and 66-67: no race
    same = body.replace("[%r4+2]", "[%r3+64]")
    with pytest.raises(SharedMemoryRace, match=r"write-after-write race on shared byte 64"):
        _run(_kernel(same, 256), "k", args, threads=64)
