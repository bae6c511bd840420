"""TMA tensor maps: the emulator's encoding round-trips, preconditions are clear errors, and the
driver call is made with the argument types and order cuda-python's binding takes."""

from __future__ import annotations

import struct

import pytest

from kgen.errors import KgenError
from kgen.tensormap import TensorMapSpec, decode_sim, encode_cuda, encode_sim, swizzle_offset

SPEC = TensorMapSpec(0x10000, 2, (200, 150), (400,), (64, 128), 128, "bf16")


def test_emulator_encoding_round_trips():
    raw = encode_sim(SPEC)
    assert len(raw) == 128
    assert decode_sim(raw) == SPEC
    with pytest.raises(KgenError, match="not a tensor map"):
        decode_sim(bytes(128))


@pytest.mark.parametrize("change,why", [
    (dict(address=0x10008, swizzle=0), "not 16-byte aligned.*cuTensorMapEncodeTiled"),
    # 16- but not 128-byte aligned: the driver would take it, the guide's swizzle table not.
    (dict(address=0x10010), "not 128-byte aligned.*The Swizzle Modes"),
    (dict(address=0x10040, swizzle=32, box=(16, 128)), "not 128-byte aligned"),
    (dict(strides=(394,)), "multiples of 16"),
    (dict(box=(64, 300)), "outside 1..256"),
    (dict(box=(128, 64)), "exceeds the 128-byte swizzle span"),
    (dict(swizzle=48), "is not one of"),
])
def test_preconditions_are_clear_errors(change, why):
    from dataclasses import replace
    with pytest.raises(KgenError, match=why):
        encode_sim(replace(SPEC, **change))


def test_swizzle_patterns():
    # 128-byte swizzle: the 16-byte chunk index XORs with the row within 8 rows of 128 bytes.
    assert [swizzle_offset(r * 128, 128) for r in range(8)] == [r * 128 + 16 * r
                                                                 for r in range(8)]
    assert swizzle_offset(3 * 128 + 32, 128) == 3 * 128 + (32 ^ (3 << 4))
    assert swizzle_offset(1024 + 16, 128) == 1024 + 16         # the pattern repeats per 1 KiB
    assert swizzle_offset(128 + 16, 64) == 128 + (16 ^ 16)     # 64-byte: bits 4-5 ^= bits 7-8
    assert swizzle_offset(128, 32) == 128 + 16                  # 32-byte: bit 4 ^= bit 7
    assert swizzle_offset(777, 0) == 777


def test_driver_call_arguments(monkeypatch):
    from cuda.bindings import driver as cu
    seen = {}

    class Map:
        opaque = list(range(16))

    def fake(*args):
        seen["args"] = args
        return cu.CUresult.CUDA_SUCCESS, Map()
    monkeypatch.setattr(cu, "cuTensorMapEncodeTiled", fake)
    raw = encode_cuda(SPEC)
    assert raw == struct.pack("<16Q", *range(16))
    dtype, rank, addr, dims, strides, box, elem, inter, swz, l2, oob = seen["args"]
    assert dtype == cu.CUtensorMapDataType.CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
    assert isinstance(rank, cu.cuuint32_t) and int(rank) == 2 and addr == 0x10000
    assert [int(d) for d in dims] == [200, 150] and all(isinstance(d, cu.cuuint64_t)
                                                         for d in dims)
    assert [int(s) for s in strides] == [400] and [int(b) for b in box] == [64, 128]
    assert [int(e) for e in elem] == [1, 1]
    assert swz == cu.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_128B
    assert oob == cu.CUtensorMapFloatOOBfill.CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE
