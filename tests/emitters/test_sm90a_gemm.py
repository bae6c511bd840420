"""The sm_90a GEMM end to end: TMA + mbarrier + wgmma PTX on the emulator, variants, planted bugs."""

from __future__ import annotations

import numpy as np
import pytest

import kgen.sim as sim
from conftest import compile_text, example_source
from kgen.cached import compile_cached
from test_mma import LAYOUTS
from kgen.lir import ops as L
from kgen.compiler import compile_source
from kgen.tile.evaluate import evaluate
from kgen.tools.run import compare, make_inputs, poisoned_outputs
from kgen.runtime.device import SimDevice

def _source(layout: str, dtype: str, tile: str) -> str:
    params, prod = LAYOUTS[layout]
    return f"""kernel g({params.format(t=dtype)}, bias: f32[N], c: f32[M, N]) {{
  tile {tile}
  acc = zeros(f32, m, n)
  for kk in k {{
    acc += {prod}
  }}
  c[m, n] = relu(acc + bias[n]) * 0.5
}}"""


def _run(c, sizes, seed=0):
    k, fn = c.kernels[0], c.functions[0]
    args = make_inputs(k, sizes, seed)
    res = SimDevice().run(c, fn, {**args, **poisoned_outputs(k, sizes)}, sizes)
    want = evaluate(k, args, sizes)
    return res, [compare(n, res.outputs[n], want[n], k.param(n).dtype) for n in want]


@pytest.mark.parametrize("dtype", ["bf16", "f16"])
@pytest.mark.parametrize("layout", list(LAYOUTS))
@pytest.mark.parametrize("tile", ["m: 128, n: 128, k: 64", "m: 64, n: 64, k: 32"])
def test_tma_wgmma_kernel_matches_numpy_in_every_major_order(layout, dtype, tile):
    """Ragged M, N, K (TMA zero fill), K spanning more than two laps of the ring."""
    c = compile_text(_source(layout, dtype, tile), "sm_90a")
    assert c.functions[0].fallback is not None
    sizes = {"M": 136, "N": 72, "K": 584 if tile.endswith("64") else 296}
    res, checks = _run(c, sizes)
    assert res.detail.startswith("g:"), res.detail        # the TMA variant ran, not the fallback
    assert all(chk.ok for chk in checks), checks


def test_unaligned_rows_launch_the_fallback():
    c = compile_text(_source("nn", "bf16", "m: 128, n: 128, k: 64"), "sm_90a")
    sizes = {"M": 70, "N": 45, "K": 37}
    assert L.select(c.functions[0], sizes, {}).name == "g_fallback"
    res, checks = _run(c, sizes)
    assert res.detail.startswith("g_fallback:"), res.detail
    assert all(chk.ok for chk in checks), checks


def _run_at_offset(c, sizes, offset: int, seed: int = 0):
    """What SimDevice.run does, with every tensor `offset` bytes past the start of its buffer
    (buffers start 128-byte aligned): the variant lir.select launches for those bases, and its
    outputs checked against NumPy."""
    from kgen.runtime.device import dynamic_shared, tensor_map
    from kgen.target.tensormap import encode_sim
    k, fn = c.kernels[0], c.functions[0]
    inputs = make_inputs(k, sizes, seed)
    args = {**inputs, **poisoned_outputs(k, sizes)}
    mem, addrs = sim.GlobalMemory(), {}
    for p in fn.params:
        if p.kind == "tensor":
            raw = np.ascontiguousarray(args[p.name]).reshape(-1).view(np.uint8)
            pad = np.concatenate([np.zeros(offset, np.uint8), raw])
            addrs[p.name] = mem.add(p.name, pad, readonly=p.readonly) + offset
    fn = L.select(fn, sizes, addrs)
    values = [addrs[p.name] if p.kind == "tensor" else
              encode_sim(tensor_map(p, addrs[p.of], sizes)) if p.kind == "tensormap" else
              np.uint32(sizes[p.name]) for p in fn.params]
    sim.emulate(c.asm, c.target, fn.name, sim.Launch(
        L.grid_dims(fn, sizes), fn.threads, values, mem,
        shared_bytes=dynamic_shared(fn, c.target)))
    want = evaluate(k, inputs, sizes)
    got = {n: mem.array(n)[offset:].view(args[n].dtype).reshape(args[n].shape) for n in want}
    return fn.name, [compare(n, got[n], want[n], k.param(n).dtype) for n in want]


@pytest.mark.parametrize("offset", [128, 16, 48])
def test_a_swizzled_map_base_needs_16_byte_alignment(offset):
    """The driver takes a 16-byte aligned base (cuTensorMapEncodeTiled); the programming guide's
    swizzle table asks for 128 ("The Swizzle Modes"), but an H100 ran these maps right at every
    16-byte offset (benchmarks/results/gpu_tma.txt): the TMA kernel runs there and matches NumPy,
    and a base 8 bytes off has no map."""
    from kgen.errors import KgenError
    from kgen.runtime.device import tensor_map
    from kgen.target.tensormap import encode_sim
    c = compile_cached(example_source("gemm_bf16"), "sm_90a")
    fn = c.functions[0]
    assert L.base_alignments(fn) == {"a": 16, "b": 16, "bias": 16, "c": 16}
    sizes = {"M": 64, "N": 64, "K": 64}
    name, checks = _run_at_offset(c, sizes, offset)
    assert name == "gemm_bf16"
    assert all(chk.ok for chk in checks), checks
    slot = next(p for p in fn.params if p.kind == "tensormap" and p.of == "a")
    with pytest.raises(KgenError, match="not 16-byte aligned"):
        encode_sim(tensor_map(slot, (1 << 40) + offset + 8, sizes))
    assert L.select(fn, sizes, {"a": (1 << 40) + 8}).name == "gemm_bf16_fallback"


def _planted(drop_after: str, drop: int):
    """The gemm_bf16 sm_90a PTX with `drop` lines removed at the first line containing
    `drop_after` in the consumer role."""
    c = compile_cached(example_source("gemm_bf16"), "sm_90a")
    lines = c.asm.split("\n")
    consumers = next(i for i, ln in enumerate(lines) if "setmaxnreg.inc" in ln)
    at = next(i for i in range(consumers, len(lines)) if drop_after in lines[i])
    c.asm = "\n".join(lines[:at] + lines[at + drop:])
    return c


@pytest.mark.parametrize("drop_after,drop,error", [
    # The consumer's wait on FULL[0] (the try_wait and its retry branch): it reads the slot
    # before the TMA copy lands.
    ("mbarrier.try_wait.parity", 2, "SharedMemoryRace"),
    # wgmma.wait_group 1: the consumer releases a slot its products are still reading; the
    # emulator reads at the wait, after the producer refilled it.
    ("wgmma.wait_group.sync.aligned 1", 1, "EmulatorError"),
])
def test_planted_bugs_in_the_tma_ring_are_caught_on_the_emulator(drop_after, drop, error):
    c = _planted(drop_after, drop)
    sizes = {"M": 150, "N": 136, "K": 584}
    k = c.kernels[0]
    with pytest.raises(getattr(sim, error)):
        SimDevice().run(c, c.functions[0], {**make_inputs(k, sizes, 0),
                                            **poisoned_outputs(k, sizes)}, sizes)


def test_the_emitted_ptx_has_the_hopper_schedule():
    text = compile_cached(example_source("gemm_bf16"), "sm_90a").asm
    main = text[text.index(".entry gemm_bf16("):]
    for needle in ("cp.async.bulk.tensor.2d", "mbarrier.arrive.expect_tx", "mbarrier.try_wait.parity",
                   "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16",
                   "setmaxnreg.dec.sync.aligned.u32 40", "setmaxnreg.inc.sync.aligned.u32 232",
                   "wgmma.wait_group.sync.aligned 1", ".maxnreg 168"):
        assert needle in main, needle
    assert ".entry gemm_bf16_fallback(" in text
    assert np.sum([ln.strip().startswith("bar.sync") for ln in main.split("\n")
                   if ".entry gemm_bf16_fallback(" not in ln]) >= 1


def test_emit_schedule_prints_roles_ring_and_the_mbarrier_protocol():
    text = compile_cached(example_source("gemm_bf16"), "sm_90a", stop="schedule").text("schedule")
    for needle in ("block: 384 threads = 12 x 32-wide warps: 8 consumers (warps 0-7) and a "
                   "producer warpgroup (warps 8-11)",
                   "roles: the producer warpgroup (setmaxnreg.dec 40) streams 'a', 'b' by TMA",
                   "every chunk (the copies zero-fill past the end): rounds of 4",
                   "mbarrier protocol:", "mbar_init FULL[0] (count 1)",
                   "mbar_expect_tx FULL[0] (+32768 bytes)", "mbar_arrive EMPTY[3]",
                   "kernel gemm_bf16_fallback"):
        assert needle in text, needle


def test_a_misaligned_shared_window_traps_instead_of_computing_garbage():
    """The kernel checks the 1024-byte alignment its swizzled tiles assume; force the check's
    guard true and the launch must fail with the trap, not return wrong numbers."""
    c = compile_cached(example_source("gemm_bf16"), "sm_90a")
    lines = c.asm.split("\n")
    at = next(i for i, ln in enumerate(lines) if ln.strip().endswith("trap;") or " trap;" in ln)
    lines[at] = "\ttrap;"
    c.asm = "\n".join(lines)
    sizes = {"M": 150, "N": 136, "K": 72}
    k = c.kernels[0]
    with pytest.raises(sim.EmulatorError, match="trap"):
        SimDevice().run(c, c.functions[0], {**make_inputs(k, sizes, 0),
                                            **poisoned_outputs(k, sizes)}, sizes)


def test_the_design_cards_warp_roles_spelling_compiles():
    """The design card's (../shared/DESIGN.md) `schedule gemm on sm_90a { stages 4; warpgroups producer 1 consumer 2 }`."""
    from test_diagnostics import GEMM
    from kgen.compiler import compile_source
    from kgen.source import Source
    src = GEMM + "schedule gemm on sm_90a { stages 4; warpgroups producer 1 consumer 2 }\n"
    c = compile_source(Source("t.kgen", src), "sm_90a", stop="schedule")
    assert c.plans[0].threads == 256 and c.plans[0].stages == 4     # the consumers
    assert c.functions[0].threads == 384                            # and the producer


def test_one_consumer_warpgroup_takes_both_64_row_tiles():
    """`warpgroups producer 1 consumer 1` with `tile m: 128`: the one consumer warpgroup runs
    two m64 tiles (128 accumulators a thread), beside the producer warpgroup; it matches."""
    from test_diagnostics import GEMM
    from kgen.source import Source
    src = GEMM + "schedule gemm on sm_90a { warpgroups producer 1 consumer 1 }\n"
    c = compile_source(Source("t.kgen", src), "sm_90a")
    assert c.plans[0].threads == 128 and c.functions[0].threads == 256
    assert "product 5:16 m x n contracting kk: 1 x 1 warpgroups, each wgmma m64n128k16 " \
        "tiles" in compile_source(Source("t.kgen", src), "sm_90a", stop="schedule").text("schedule")
    res, checks = _run(c, {"M": 136, "N": 72, "K": 200})
    assert res.detail.startswith("gemm:"), res.detail
    assert all(chk.ok for chk in checks), checks
