"""The sm_100a GEMM end to end: tile products lowered to tcgen05.mma with accumulators in tensor
memory, on the emulator (kgen.sim.ptx_tcgen05), its descriptors against the PTX ISA's tables,
the barrier pass's view of the MMA's operand reads, and planted bugs the emulator refuses.

The expected bits here are written out from the PTX ISA 9.1 (9.7.16.4.1 Table 40, the sm_100
shared memory descriptor; 9.7.16.4.2 Table 42, the .kind::f16 instruction descriptor), not
read from the compiler or the emulator, so a misreading the two shared would fail here. 8-bit
products: .kind::f8f6f4 on 128-row tiles, mma.sync .m16n8k32 on smaller ones.
"""

from __future__ import annotations

import re

import pytest

import kgen.sim as sim
from conftest import compile_text, example_source
from kgen.cached import compile_cached
from kgen.compiler import compile_source
from kgen.errors import CompilerBug
from kgen.lir import ops as L
from kgen.lower.tcgen05 import _instruction_descriptor, tc_kind
from kgen.lower.product_plan import WgmmaTile
from kgen.passes.barriers import insert_barriers, verify_barriers
from kgen.runtime.device import SimDevice
from kgen.tools.run import make_inputs, poisoned_outputs
from test_sm90a_gemm import _run, _source


@pytest.mark.parametrize("layout,dtype", [("nn", "bf16"), ("nt", "bf16"), ("tn", "bf16"),
                                          ("tt", "f16")])
def test_tcgen05_kernel_matches_numpy_in_every_major_order(layout, dtype):
    """Ragged M, N and K (a partial last K chunk after a whole one), A and B K- or MN-major
    (the instruction descriptor's major bits, 15 and 16)."""
    c = compile_text(_source(layout, dtype, "m: 128, n: 128, k: 64"), "sm_100a")
    assert "tcgen05.mma.cta_group::1.kind::f16" in c.asm and "mma.sync" not in c.asm
    res, checks = _run(c, {"M": 136, "N": 72, "K": 100})
    assert all(chk.ok for chk in checks), checks


def _consumer_loop(fn):
    """The K loop that issues the MMAs (under warp roles, the consumers')."""
    return next(lp for lp in L.loops(fn.body) if any(n.op == "tc_mma" for n in L.walk(lp.body)))


def test_the_loop_accumulates_in_tensor_memory():
    """`acc += a @ b` from zeros in the K loop: the first MMA writes D (enable-input-d a flag
    that is false until an MMA has run), every later one adds, and the accumulator comes back
    into registers once after the loop (tcgen05.ld), after the issuer's wait and a barrier;
    nothing is stored into tensor memory, and no tcgen05.ld is in the loop."""
    c = compile_cached(example_source("gemm_bf16"), "sm_100a")
    fn = c.functions[0]
    loop = _consumer_loop(fn)
    inside = {n.op for n in L.walk(loop.body)}
    assert "tmem_ld" not in inside and "tmem_st" not in inside
    ops = [n.op for n in L.walk(fn.body)]
    assert "tmem_st" not in ops and ops.index("tc_mma") < ops.index("tmem_ld")
    assert ops[:4] == ["tid", "setp", "setp", "tmem_alloc"] and ops[-1] == "tmem_dealloc"
    enables = [n.src[4] for n in L.walk(loop.body) if n.op == "tc_mma"]
    assert all(isinstance(e, L.Reg) for e in enables[::4])
    assert all(isinstance(e, L.Imm) and e.value == 1 for i, e in enumerate(enables) if i % 4)
    text = c.text("schedule")
    assert "tile products on tcgen05 m128nNk16" in text
    assert "1 x 2 warpgroups, each tcgen05 m128n64k16 tiles" in text
    assert "tensor memory: 128 columns (128 for accumulators), 4 mbarriers" in text
    assert "roles: the producer warpgroup (setmaxnreg.dec 40) streams 'a', 'b' by TMA" in text


def test_a_product_read_in_the_step_starts_from_zero_and_comes_back_each_step():
    """A product whose result the step reads (not accumulated in place) starts from zero in
    tensor memory (enable-input-d false on its first K step) and is read back after its
    wait, each step."""
    src = """kernel g(a: bf16[M, K], b: bf16[K, N], c: f32[M, N]) {
  tile m: 128, n: 128, k: 64
  acc = zeros(f32, m, n)
  for kk in k {
    acc = acc * 0.5 + a[m, kk] @ b[kk, n]
  }
  c[m, n] = acc
}"""
    c = compile_text(src, "sm_100a")
    fn = c.functions[0]
    inside = [n for lp in L.loops(fn.body) for n in L.walk(lp.body)]
    assert any(n.op == "tmem_ld" for n in inside)
    firsts = [n.src[4].value for n in inside if n.op == "tc_mma"][::4]
    assert firsts and set(firsts) == {0}
    res, checks = _run(c, {"M": 130, "N": 129, "K": 150})
    assert all(chk.ok for chk in checks), checks


def test_descriptors_are_the_ptx_tables():
    # .kind::f16, D f32 (bits 4-5 = 1), A and B bf16 (7-9, 10-12 = 1), B MN-major (bit 16),
    # N = 128 (17-22: 16), M = 128 (24-28: 8)
    assert _instruction_descriptor(128, 128, "bf16", True, False) == \
        (1 << 4) | (1 << 7) | (1 << 10) | (1 << 16) | (16 << 17) | (8 << 24)
    # f16 (type 0), both K-major, N = 64
    assert _instruction_descriptor(128, 64, "f16", True, True) == (1 << 4) | (8 << 17) | (8 << 24)
    # a K-major 128-byte swizzled bf16 tile, 64 deep: SBO 1024 bytes (8 rows of 128), LBO
    # 16 bytes (unused when swizzled), bits 46-48 0b001, layout 2 (128-byte swizzle) at 61-63
    assert WgmmaTile(128, 64, True, 2).tcgen05_descriptor_bits == \
        (2 << 61) | (1 << 46) | ((1024 >> 4) << 32) | ((16 >> 4) << 16)
    # MN-major 64-byte rows (32 elements of M): LBO = 32 rows * 64 bytes, layout 4 (64-byte)
    t = WgmmaTile(32, 64, False, 2)
    assert t.tcgen05_descriptor_bits == \
        (4 << 61) | (1 << 46) | ((512 >> 4) << 32) | (((64 * 64) >> 4) << 16)


def test_8bit_descriptor_is_the_ptx_table():
    # .kind::f8f6f4 (Table 42): A E4M3 (7-9 = 0), B E5M2 (10-12 = 1), both K-major, N = 128,
    # M = 128, D f32
    assert _instruction_descriptor(128, 128, "e4m3.e5m2", True, True) == \
        (1 << 4) | (1 << 10) | (16 << 17) | (8 << 24)
    assert _instruction_descriptor(128, 64, "e5m2", True, True) == \
        (1 << 4) | (1 << 7) | (1 << 10) | (8 << 17) | (8 << 24)
    with pytest.raises(CompilerBug, match="two kinds"):
        tc_kind("bf16.e4m3")


_FP8 = """kernel g(a: e4m3[M, K], b: e5m2[N, K], c: bf16[M, N]) {
  tile m: 128, n: 128, k: 128
  acc = zeros(f32, m, n)
  for kk in k {
    acc += a[m, kk] @ b[n, kk]
  }
  c[m, n] = bf16(acc)
}"""


def test_8bit_products_take_kind_f8f6f4_and_stay_in_tensor_memory():
    """E4M3 x E5M2 on tcgen05 .kind::f8f6f4 (K 32 an MMA), streamed by TMA (the K pitch a
    multiple of 16 bytes), the sum kept in tensor memory across the loop: no promotion to
    f32 registers as sm_90a's 8-bit wgmma needs (Matrix.narrow_accumulation), so no
    tcgen05.ld inside the loop."""
    c = compile_text(_FP8, "sm_100a")
    assert "tcgen05.mma.cta_group::1.kind::f8f6f4" in c.asm and "kind::f16" not in c.asm
    loop = _consumer_loop(c.functions[0])
    assert not any(n.op == "tmem_ld" for n in L.walk(loop.body))
    assert "tcgen05 m128n128k32 tiles" in c.text("schedule")
    res, checks = _run(c, {"M": 136, "N": 72, "K": 288})
    assert res.detail.startswith("g:"), res.detail        # the TMA variant ran, not the fallback
    assert all(chk.ok for chk in checks), checks


def test_small_8bit_tiles_take_mma_sync_k32():
    """64-row tiles are too small for tcgen05 (M 128): mma.sync .m16n8k32 takes them."""
    c = compile_text(_FP8.replace("m: 128, n: 128", "m: 64, n: 64"), "sm_100a")
    assert "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32" in c.asm
    assert "tcgen05.mma" not in c.asm
    res, checks = _run(c, {"M": 70, "N": 72, "K": 160})
    assert all(chk.ok for chk in checks), checks


def test_the_emitted_ptx_has_the_blackwell_schedule_and_assembles_without_spills():
    """The TMA kernel (a producer warpgroup, mbarrier rings) and its cp.async fallback for
    row pitches TMA cannot take, both on tcgen05."""
    c = compile_source(example_source("gemm_bf16"), "sm_100a", stop="bin")
    main = c.asm[c.asm.index(".entry gemm_bf16("):c.asm.index(".entry gemm_bf16_fallback(")]
    fallback = c.asm[c.asm.index(".entry gemm_bf16_fallback("):]
    for needle in ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32",
                   "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned",
                   "tcgen05.mma.cta_group::1.kind::f16",
                   "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64",
                   "mbarrier.try_wait.parity.shared::cta.b64", "cp.async.bulk.tensor.2d",
                   "setmaxnreg.dec.sync.aligned.u32 40",
                   "tcgen05.ld.sync.aligned.32x32b.x32.b32", "tcgen05.wait::ld.sync.aligned",
                   "tcgen05.fence::before_thread_sync", "tcgen05.fence::after_thread_sync",
                   "tcgen05.dealloc.cta_group::1.sync.aligned.b32"):
        assert needle in main, needle
    assert "tcgen05.mma.cta_group::1.kind::f16" in fallback and "cp.async.cg" in fallback
    assert "mma.sync" not in c.asm
    assert c.binary[:4] == b"\x7fELF"      # the assembler's verdict passed: no spills


def _planted(pattern: str, count: int = 1, skip: int = 0, every: bool = False):
    """gemm_bf16's sm_100a PTX without `count` lines from `skip` lines after the first line
    matching `pattern` (every such line, `every`)."""
    c = compile_cached(example_source("gemm_bf16"), "sm_100a")
    lines = c.asm.split("\n")
    hits = [i + skip for i, ln in enumerate(lines) if re.search(pattern, ln)]
    drop = {i + j for i in (hits if every else hits[:1]) for j in range(count)}
    c.asm = "\n".join(ln for i, ln in enumerate(lines) if i not in drop)
    return c


@pytest.mark.parametrize("pattern,count,skip,error", [
    # the MMAs' commit: the mbarrier's phase never completes
    (r"tcgen05\.commit", 1, 0, "BarrierDeadlock"),
    # the issuer's waits for the loop's last MMAs (each try_wait and its retry branch): the
    # warps read tensor memory an MMA still writes
    (r"try_wait.*(the last iteration's products|the loop's last MMAs) are done", 2, 0,
     "EmulatorError"),
    # the fence after the barrier that follows those waits: the readers' tcgen05.ld are not
    # ordered after the MMAs
    (r"bar.sync \d+, \d+;.*the loop's MMAs, waited for by their issuer", 1, 1,
     "SharedMemoryRace"),
])
def test_planted_bugs_are_refused_by_the_emulator(pattern, count, skip, error):
    c = _planted(pattern, count, skip, every=True)
    sizes = {"M": 128, "N": 128, "K": 128}
    k = c.kernels[0]
    with pytest.raises(getattr(sim, error)):
        SimDevice().run(c, c.functions[0], {**make_inputs(k, sizes, 0),
                                            **poisoned_outputs(k, sizes)}, sizes)


def test_a_step_that_does_not_wait_for_the_step_before_is_refused():
    """Each step leaves its MMAs in flight; its issuer waits for the step before's (the
    try_wait and its retry branch) before its warp releases that step's stage: without those
    waits the producer refills a stage an MMA may still read."""
    c = _planted(r"try_wait.*the previous iteration's products are done", count=2, every=True)
    sizes = {"M": 128, "N": 128, "K": 640}
    k = c.kernels[0]
    with pytest.raises(sim.SharedMemoryRace, match="may still be reading"):
        SimDevice().run(c, c.functions[0], {**make_inputs(k, sizes, 0),
                                            **poisoned_outputs(k, sizes)}, sizes)


def test_the_steps_keep_one_commit_in_flight_and_only_the_issuer_waits():
    """In the K loop each step commits its MMAs and then its issuer alone waits for the step
    before's (keep 1: kgen.passes.specialize's retire of an in-flight consumer), before the
    warps release that step's stage. A warp that waited too could fall two commits behind the
    mbarriers, where a parity wait means another phase (kgen.lir.ops, TC_COMMIT_BARRIERS)."""
    c = compile_cached(example_source("gemm_bf16"), "sm_100a")
    waits = [n for n in L.walk(_consumer_loop(c.functions[0]).body) if n.op == "tc_wait"]
    mma = next(n for n in L.walk(c.functions[0].body) if n.op == "tc_mma")
    assert waits and all(n.attr("keep") == 1 and n.pred == mma.pred for n in waits)


def test_a_missing_wait_ld_is_refused():
    """Without tcgen05.wait::ld the loaded registers hold no value yet (the emulator's poison)
    and the loads are still in flight when warp 0 frees the columns: refused there."""
    c = compile_cached(example_source("gemm_bf16"), "sm_100a")
    c.asm = "\n".join(ln for ln in c.asm.split("\n") if "tcgen05.wait::ld" not in ln)
    sizes = {"M": 128, "N": 128, "K": 64}
    k = c.kernels[0]
    with pytest.raises(sim.EmulatorError, match="tcgen05.ld or st not waited for"):
        SimDevice().run(c, c.functions[0], {**make_inputs(k, sizes, 0),
                                            **poisoned_outputs(k, sizes)}, sizes)


# The barrier pass: a tcgen05.mma reads its operand tiles (async proxy) until the tc_wait on the
# mbarrier its commit arrives on.

U = L.Imm(0, "u32")


def _fn(*body):
    bufs = (L.SharedBuffer("a", 0, 1024, "operand"), L.SharedBuffer("b", 1024, 1024, "operand"),
            L.SharedBuffer("bar", 2048, 16, "mbarriers"))
    return L.Function("k", (), tuple(body), 128, (), bufs)


def _mma(buf="a"):
    d, desc = L.Reg(1, "u32", True), L.Reg(2, "u64", True)
    return L.Inst("tc_mma", (), (d, desc, desc, L.Imm(0, "u32"), L.Imm(0, "pred")),
                  ("f16", "bf16", buf, buf), note=f"mma {buf}")


def _st(buf="a"):
    return L.Inst("st_shared", (), (U, U, L.Imm(1.0, "f32")), (buf,), note=f"write {buf}")


def _commit_wait():
    count = L.Reg(3, "u32", True)
    return (L.Inst("tc_commit", (), (count,), ("bar",)),
            L.Inst("tc_wait", (), (count,), ("bar", 0)))


def test_a_write_while_a_tcgen05_mma_may_read_is_refused():
    with pytest.raises(CompilerBug, match="may still read it"):
        insert_barriers(_fn(_mma(), _commit_wait()[0], _st()))


def test_the_wait_on_the_commit_retires_the_read():
    out = insert_barriers(_fn(_st(), _mma(), *_commit_wait(), _st()))
    ops = [n.op for n in out.body]
    # the staged write fenced for the async proxy and ordered before the MMA; the MMA's read,
    # retired by the wait, ordered before the next write
    assert ops == ["st_shared", "fence_proxy_async", "bar", "tc_mma", "tc_commit", "tc_wait",
                   "bar", "st_shared"], ops
    verify_barriers(out)


def test_a_wait_that_keeps_one_commit_retires_the_older_ones():
    """Two commits in flight: a tc_wait keeping one retires the older (its tile may be written
    after a barrier), not the newer."""
    count = L.Reg(3, "u32", True)
    body = (_mma("a"), L.Inst("tc_commit", (), (count,), ("bar",)), _mma("b"),
            L.Inst("tc_commit", (), (count,), ("bar",)), L.Inst("tc_wait", (), (count,), ("bar", 1)))
    out = insert_barriers(_fn(*body, _st("a")))
    assert [n.op for n in out.body][-2:] == ["bar", "st_shared"]
    with pytest.raises(CompilerBug, match="writes b while tc_mma b"):
        insert_barriers(_fn(*body, _st("b")))
