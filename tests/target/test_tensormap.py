"""TMA tensor maps: the emulator's encoding round-trips, preconditions are clear errors, and the
driver call is made with the argument types and order cuda-python's binding takes."""

from __future__ import annotations

import struct
from dataclasses import replace

import numpy as np
import pytest

from kgen.errors import KgenError
from kgen.cached import compile_cached
from kgen.target.tensormap import TensorMapSpec, decode_sim, encode_sim, swizzle_offset

SPEC = TensorMapSpec(0x10000, 2, (200, 150), (400,), (64, 128), 128, "bf16")


def test_emulator_encoding_round_trips():
    raw = encode_sim(SPEC)
    assert len(raw) == 128
    assert decode_sim(raw) == SPEC
    with pytest.raises(KgenError, match="not a tensor map"):
        decode_sim(bytes(128))


@pytest.mark.parametrize("change,why", [
    (dict(address=0x10008, swizzle=0), "not 16-byte aligned.*cuTensorMapEncodeTiled"),
    (dict(address=0x10008), "not 16-byte aligned"),
    (dict(strides=(394,)), "multiples of 16"),
    (dict(box=(64, 300)), "outside 1..256"),
    (dict(box=(128, 64)), "exceeds the 128-byte swizzle span"),
    (dict(swizzle=48), "is not one of"),
])
def test_preconditions_are_clear_errors(change, why):
    from dataclasses import replace
    with pytest.raises(KgenError, match=why):
        encode_sim(replace(SPEC, **change))


@pytest.mark.parametrize("offset", range(16, 128, 16))
def test_swizzled_maps_take_bases_16_bytes_aligned(offset):
    """The driver's rule, not the programming guide's 128: an H100 accepted 128-byte-swizzled
    maps at every such base and the GEMM was right (benchmarks/results/gpu_tma.txt)."""
    spec = replace(SPEC, address=0x10000 + offset)
    assert decode_sim(encode_sim(spec)) == spec


def test_swizzle_patterns():
    # 128-byte swizzle: the 16-byte chunk index XORs with the row within 8 rows of 128 bytes.
    assert [swizzle_offset(r * 128, 128) for r in range(8)] == [r * 128 + 16 * r
                                                                 for r in range(8)]
    assert swizzle_offset(3 * 128 + 32, 128) == 3 * 128 + (32 ^ (3 << 4))
    assert swizzle_offset(1024 + 16, 128) == 1024 + 16         # the pattern repeats per 1 KiB
    assert swizzle_offset(128 + 16, 64) == 128 + (16 ^ 16)     # 64-byte: bits 4-5 ^= bits 7-8
    assert swizzle_offset(128, 32) == 128 + 16                  # 32-byte: bit 4 ^= bit 7
    assert swizzle_offset(777, 0) == 777


def test_cuda_core_is_asked_for_the_specs_map():
    """The options the CUDA runtime hands cuda.core's as_tensor_map, through cuda.core's own
    validation of them (no GPU needed for that part): box outermost first, bf16, 128-byte swizzle,
    unit element strides, no interleave, zero fill."""
    import ml_dtypes
    import numpy as np
    from cuda.core import _tensor_map as tm
    from kgen.target.tensormap import cuda_map_options
    opts = cuda_map_options(SPEC, tm)
    got = tm._coerce_tensor_map_descriptor_options(
        opts["box_dim"], None, element_strides=opts["element_strides"],
        data_type=opts["data_type"], interleave=tm.TensorMapInterleave.NONE,
        swizzle=opts["swizzle"], l2_promotion=opts["l2_promotion"],
        oob_fill=tm.TensorMapOOBFill.NONE)
    assert got.box_dim == (128, 64) and got.element_strides == (1, 1)
    assert got.data_type == np.dtype(ml_dtypes.bfloat16)
    assert got.swizzle == tm.TensorMapSwizzle.SWIZZLE_128B
    assert got.l2_promotion == tm.TensorMapL2Promotion.L2_128B
    assert got.interleave == tm.TensorMapInterleave.NONE and got.oob_fill == tm.TensorMapOOBFill.NONE
    with pytest.raises(KgenError, match="bf16, f16, f32 or 8-bit floats"):
        cuda_map_options(replace(SPEC, dtype="i32"), tm)


# --------------------------------------------------------------------------------------------
# Tensor maps by value: the kernel ABI, the PTX, and the emulator's tensormap proxy.

def _gemm():
    from conftest import example_source
    return compile_cached(example_source("gemm_bf16"), "sm_90a")


def test_a_tensor_map_is_a_128_byte_by_value_kernel_parameter():
    """The map travels in the argument buffer as CUTLASS's `const __grid_constant__
    CUtensorMap` does: a 128-byte aligned .b8[128] parameter whose generic address (cvta.param)
    the copy takes; not a pointer to global memory, which would need a tensormap fence."""
    import re
    c = _gemm()
    maps = [p for p in c.functions[0].params if p.kind == "tensormap"]
    assert [(p.name, p.of, p.ty, p.size, p.align, p.swizzle) for p in maps] == \
        [("tmap_a", "a", "b8", 128, 128, 128), ("tmap_b", "b", "b8", 128, 128, 128),
         ("tmap_c", "c", "b8", 128, 128, 128)]          # c: the epilogue's TMA stores
    for p in maps:
        assert f".param .align 128 .b8 p_{p.name}[128]" in c.asm
        reg = re.search(rf"cvta\.param\.u64 (%rd\d+), p_{p.name};", c.asm).group(1)
        # a load names its shared destination first, a store its map
        assert re.search(rf"cp\.async\.bulk\.tensor\S* (\S+, )?\[{reg}, ", c.asm)
        assert f"[p_{p.name}]" not in c.asm          # no ld.param of a pointer
    assert "fence.proxy.tensormap" not in c.asm      # by value needs no acquire


def test_a_tensor_map_slot_cannot_be_a_pointer():
    from kgen.lir import ops as L
    from kgen.errors import CompilerBug
    with pytest.raises(CompilerBug, match=r"u64\[0\] align 0; a map is passed by value"):
        L.ParamSlot("tmap_a", "tensormap", "u64", "bf16", of="a")


def _tile(text: str, tmap, c0=8, c1=40, map_in_global=False):
    """Runs test_sim_hopper's one-box TMA kernel (maybe edited) on a 100 x 72 bf16 tensor;
    the map goes by value, or (map_in_global) as a pointer to a copy in global memory."""
    from test_sim_hopper import _bf16, _box, _tensor_map, _unswizzle
    from kgen.sim import GlobalMemory, Launch
    from kgen.sim.ptx import PtxModule
    x = _bf16((100, 72), np.random.default_rng(1))
    mem = GlobalMemory()
    raw = _tensor_map(mem, "x", x, (64, 64)) if tmap is None else tmap
    arg = mem.add("x_map", np.frombuffer(raw, np.uint8), readonly=True) if map_in_global \
        else raw
    out = mem.add("out", np.zeros(8192, np.uint8))
    PtxModule(text).run("tma_copy", Launch((1, 1, 1), 64, [arg, out, np.uint32(c0),
                                                           np.uint32(c1)], mem))
    tile = _unswizzle(mem.array("out"), 8192).view(np.uint16).reshape(64, 64)
    np.testing.assert_array_equal(tile, _box(x, c0, c1, 64, 64))


def _global_map_ptx(after_load: str = "", before_barrier: str = "") -> str:
    """The kernel with its map behind a .u64 pointer to global memory instead of by value,
    `after_load` right after the pointer is loaded (thread 0 issues the copy after it) and
    `before_barrier` before the block barrier that follows the mbarrier init."""
    from test_sim_hopper import tma_copy_ptx
    text = tma_copy_ptx().replace(".param .align 128 .b8 p_map[128]", ".param .u64 p_map")
    text = text.replace("\tcvta.param.u64 %rd1, p_map;\n",
                        "\tld.param.u64 %rd1, [p_map];\n" + after_load)
    return text.replace("\tbar.sync 0;\n", before_barrier + "\tbar.sync 0;\n", 1)


_ACQUIRE = "fence.proxy.tensormap::generic.acquire"


def test_the_emulator_takes_a_map_by_value():
    from test_sim_hopper import tma_copy_ptx
    _tile(tma_copy_ptx(), None)


def test_the_emulator_refuses_a_global_map_with_no_tensormap_fence():
    """kgen's old kernels: a .u64 pointer to a map in global memory, no fence. The PTX ISA
    reads the map through the tensormap proxy, which is not acquired at kernel start."""
    from kgen.sim import EmulatorError
    with pytest.raises(EmulatorError, match=r"cp\.async\.bulk\.tensor.*in global memory "
                                            r"through the tensormap proxy, which no "
                                            r"fence\.proxy\.tensormap::generic\.acquire"):
        _tile(_global_map_ptx(), None, map_in_global=True)


@pytest.mark.parametrize("after_load, before_barrier", ids=["issuer", "other-warp-then-bar"],
                         argvalues=[
    # the issuing thread (thread 0, %p1) acquires the map's 128 bytes itself
    (f"\t@%p1 {_ACQUIRE}.sys [%rd1], 128;\n", ""),
    # thread 32 (warp 1) acquires it before the barrier that precedes the copy
    ("", f"\tsetp.eq.u32 %p3, %r3, 32;\n\tld.param.u64 %rd5, [p_map];\n"
         f"\t@%p3 {_ACQUIRE}.sys [%rd5], 128;\n"),
])
def test_a_global_map_acquired_before_the_copy_runs(after_load, before_barrier):
    _tile(_global_map_ptx(after_load, before_barrier), None, map_in_global=True)


@pytest.mark.parametrize("after_load, error", ids=["gpu-scope", "other-warp-unordered",
                                                   "other-lane", "size-64"], argvalues=[
    # The host wrote the map (cudaMemcpy): the guide's acquire is .sys, not .gpu.
    (f"\t@%p1 {_ACQUIRE}.gpu [%rd1], 128;\n", r"acquired only at \.gpu scope"),
    # Thread 32 acquires it after the barrier: nothing orders its fence before the copy.
    (f"\tsetp.eq.u32 %p3, %r3, 32;\n\t@%p3 {_ACQUIRE}.sys [%rd1], 128;\n",
     "through the tensormap proxy"),
    # Lane 1 of the issuing warp acquires it: another thread, with no barrier between.
    (f"\tsetp.eq.u32 %p3, %r3, 1;\n\t@%p3 {_ACQUIRE}.sys [%rd1], 128;\n",
     "lane 1 of warp 0 acquired it, but nothing orders that fence"),
    # The only size the ISA allows is 128.
    (f"\t@%p1 {_ACQUIRE}.sys [%rd1], 64;\n", "the only supported value is 128"),
])
def test_a_global_map_not_acquired_by_the_copy_is_refused(after_load, error):
    from kgen.sim import EmulatorError
    with pytest.raises(EmulatorError, match=error):
        _tile(_global_map_ptx(after_load), None, map_in_global=True)


def test_a_by_value_parameter_must_get_its_bytes():
    from test_sim_hopper import tma_copy_ptx
    from kgen.sim import EmulatorError
    with pytest.raises(EmulatorError, match=r"p_map is \.b8\[128\], passed by value; got 64"):
        _tile(tma_copy_ptx(), bytes(64))


@pytest.mark.parametrize("declared", ["", ".align 64 "])
def test_a_by_value_map_must_be_declared_128_byte_aligned(declared):
    """The emulator aligns a parameter as declared and no more: a map declared without `.align
    128` (CUDA 13's CUtensorMap alignment; 64 was CUDA 12's) sits where a map may not."""
    from test_sim_hopper import tma_copy_ptx
    from kgen.sim import EmulatorError
    text = tma_copy_ptx().replace(".param .align 128 .b8 p_map[128]",
                                  f".param {declared}.b8 p_map[128]")
    with pytest.raises(EmulatorError, match="tensor map address 0x[0-9a-f]+ is not 128-byte "
                                            "aligned"):
        _tile(text, None)
