"""TMA tensor maps: what a `cp.async.bulk.tensor` copy reads to find its tile in global memory.

A tensor map describes a tiled view of one global tensor of rank 1 to 5: its address, extents
(innermost first), the strides of its outer dimensions in bytes, the box one copy moves, and the
shared-memory swizzle the copy writes. The
CUDA driver encodes it into an opaque 128-byte object (`cuTensorMapEncodeTiled`); kgen keeps the
same facts in a `TensorMapSpec`, which the runtimes turn into that object: the CUDA runtime through
cuda.core (`cuda_map_options`: `StridedMemoryView.as_tensor_map`, cuTensorMapEncodeTiled
underneath), the emulator through `encode_sim`, a documented 128-byte layout of its own (the
driver's is not public, and the emulator must read back exactly what the copy would use).

kgen passes each tensor map by value, as a 128-byte kernel parameter aligned to 128 bytes (PTX
`.param .align 128 .b8 name[128]`, what nvcc writes for `const __grid_constant__ CUtensorMap`), and
the kernel hands `cp.async.bulk.tensor` the generic address of that parameter (`cvta.param`). The
PTX ISA ("cp.async.bulk.tensor") lets the map live in .param, .const or .global space; the CUDA
Programming Guide ("Using TMA to transfer multi-dimensional arrays") recommends the parameter, and
a map in global memory would need a `fence.proxy.tensormap::generic.acquire` in every block before
its first use (PTX ISA, "Memory Consistency Model": the tensormap proxy is not acquired from the
generic proxy at kernel start) and an allocation per launch. By value needs neither.

Hardware facts the spec checks (CUDA Driver API, cuTensorMapEncodeTiled): the rank is 1 to 5
(tensorRank; 3 and up only for interleaved layouts, which kgen does not use), the global address is
16-byte aligned, every stride is a multiple of 16 bytes and below 2^40, extents are 1..2^32, box
extents are 1..256, and with a swizzle the box's inner extent in bytes is at most the swizzle span
(128 bytes for SWIZZLE_128B). A copy of rank N names N coordinates, innermost first
(`cp.async.bulk.tensor.Nd`, PTX ISA "cp.async.bulk.tensor": "the dimension of the tensor ... .dim"
and "tensorCoords ... a vector of .s32 ... of size equal to .dim"); the box lands in shared
memory dense, innermost dimension fastest.
With a swizzle the CUDA Programming Guide ("The Swizzle Modes", its considerations) asks more of
the base: "Global memory must be aligned to 128 bytes"; the driver API asks 16 either way, and
CUTLASS's SM90 TMA copies check 16. An H100 settled it (benchmarks/gpu_check.py's probe,
2026-11-24, driver 580.159.04): the 128-byte-swizzled GEMM maps at bases 16, 32, .., 112 bytes
past 128-byte alignment were accepted and the products were right. kgen asks 16
(`base_alignment`) and launches the non-TMA variant only for a base off that (`lir.select`).
Out-of-bounds elements of a box (in any dimension) are filled with zeros, and the copy still
delivers (and counts for `complete_tx`) the whole box.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from ..errors import KgenError

TENSOR_MAP_BYTES = 128   # sizeof(CUtensorMap) (CUDA Driver API, "CUtensorMap")
# CUDA Driver API, "CUtensorMap": 64-byte aligned up to CUDA 12.9, 128 from CUDA 13.0 (cuda.h
# alignas(128); nvcc 13 declares a __grid_constant__ map `.param .align 128 .b8 p[128]`). 128
# satisfies both, so the kernel parameter and the emulator's check use it.
TENSOR_MAP_ALIGN = 128
_MAGIC = 0x4D54474B   # "KGTM"
SWIZZLES = (0, 32, 64, 128)
# Global base alignment a tensor map asks for: the driver's 16 bytes (cuTensorMapEncodeTiled,
# globalAddress with CU_TENSOR_MAP_INTERLEAVE_NONE), with a swizzle too: the programming guide's
# 128 is not what the hardware needs (measured; see the module's docstring).
UNSWIZZLED_BASE_ALIGN, SWIZZLED_BASE_ALIGN = 16, 16


def base_alignment(swizzle: int) -> int:
    """Bytes a tensor's base must be aligned to for a map with this swizzle: 16, swizzled or
    not (the driver's rule, which an H100 bore out for 128-byte swizzles)."""
    return SWIZZLED_BASE_ALIGN if swizzle else UNSWIZZLED_BASE_ALIGN


MAX_RANK = 5   # cuTensorMapEncodeTiled: tensorRank "must be non-zero and less than or equal to
               # the maximum supported dimensionality of 5"
_STRIDE_LIMIT = 1 << 40   # globalStrides: "less than 2^40" (cuTensorMapEncodeTiled)


@dataclass(frozen=True)
class TensorMapSpec:
    """A tiled tensor map of rank 1..5. dims and box innermost first; strides[i] is dimension
    i+1's stride in bytes (rank - 1 of them: the innermost is the element)."""
    address: int
    elem_bytes: int
    dims: tuple[int, ...]
    strides: tuple[int, ...]
    box: tuple[int, ...]
    swizzle: int                  # bytes: 0 (none), 32, 64 or 128
    dtype: str = "bf16"           # kgen dtype of the elements

    def check(self) -> None:
        """The driver's preconditions (and the guide's swizzled base alignment), raised as a clear
        error instead of a CUDA status or a copy that reads the wrong bytes."""
        why = None
        align = base_alignment(self.swizzle)
        rank = len(self.dims)
        if not 1 <= rank <= MAX_RANK or len(self.box) != rank or len(self.strides) != rank - 1:
            why = (f"rank {rank} with {len(self.box)} box extents and {len(self.strides)} "
                   f"strides (a map has rank 1..{MAX_RANK}, one box extent per dimension and a "
                   "stride for each but the innermost)")
        elif self.address % align:
            why = (f"global address {self.address:#x} is not {align}-byte aligned (CUDA Driver "
                   "API, cuTensorMapEncodeTiled)")
        elif any(s % 16 for s in self.strides):
            why = f"strides {list(self.strides)} bytes are not all multiples of 16"
        elif any(not 0 < s < _STRIDE_LIMIT for s in self.strides):
            why = f"strides {list(self.strides)} bytes are not all in 1..2^40-1"
        elif any(not 1 <= b <= 256 for b in self.box):
            why = f"box {list(self.box)} has an extent outside 1..256"
        elif self.swizzle not in SWIZZLES:
            why = f"swizzle {self.swizzle} is not one of {SWIZZLES}"
        elif (self.box[0] * self.elem_bytes) % 16:
            # cuTensorMapEncodeTiled without interleave: "boxDim[0] * elementSizeInBytes
            # must be a multiple of 16 bytes" (CUDA Driver API; reachable with 1-byte elements)
            why = (f"box inner extent {self.box[0] * self.elem_bytes} bytes is not a multiple "
                   "of 16")
        elif self.swizzle and self.box[0] * self.elem_bytes > self.swizzle:
            why = (f"box inner extent {self.box[0] * self.elem_bytes} bytes exceeds the "
                   f"{self.swizzle}-byte swizzle span")
        elif any(d < 1 or d >= 1 << 32 for d in self.dims):
            why = f"extents {list(self.dims)} are outside 1..2^32-1"
        if why:
            raise KgenError(f"cannot build a TMA tensor map: {why}",
                            hint="kgen launches the non-TMA variant for such shapes")

    @property
    def box_bytes(self) -> int:
        n = self.elem_bytes
        for b in self.box:
            n *= b
        return n


# The emulator's layout, little-endian: magic, rank, address, element bytes, swizzle bytes, then
# five extents (u64), four strides (u64) and five box extents (u32), unused ones zero: 116 bytes.
_SIM_LAYOUT = struct.Struct("<IIQII5Q4Q5I")


FP8_LABELS = ("e4m3", "e5m2", "e4m3fnuz", "e5m2fnuz")


def elem_bytes(dtype: str) -> int:
    """Bytes of one element of a map's kgen dtype: elem_bytes("bf16") is 2."""
    return 1 if dtype in FP8_LABELS else 2 if dtype in ("bf16", "f16") else 4


def contiguous_strides(dims: tuple[int, ...], elem_bytes: int) -> tuple[int, ...]:
    """The byte strides of a C-contiguous tensor's outer dimensions, for a map's `strides`:
    dims innermost first, each stride the product of the extents inside it.
    contiguous_strides((64, 100, 3), 2) == (128, 12800)."""
    out, step = [], elem_bytes
    for d in dims[:-1]:
        step *= d
        out.append(step)
    return tuple(out)


def encode_sim(spec: TensorMapSpec) -> bytes:
    """kgen's emulator encoding (_SIM_LAYOUT, then zeros to 128 bytes)."""
    spec.check()
    pad = MAX_RANK - len(spec.dims)
    raw = _SIM_LAYOUT.pack(_MAGIC, len(spec.dims), spec.address, spec.elem_bytes, spec.swizzle,
                           *spec.dims, *(0,) * pad, *spec.strides, *(0,) * pad,
                           *spec.box, *(0,) * pad)
    return raw + bytes(TENSOR_MAP_BYTES - len(raw))


def decode_sim(raw: bytes) -> TensorMapSpec:
    """The inverse of encode_sim; anything else (a driver-encoded map, garbage) is refused."""
    if len(raw) < TENSOR_MAP_BYTES:
        raise KgenError(f"a tensor map is {TENSOR_MAP_BYTES} bytes; got {len(raw)}")
    f = _SIM_LAYOUT.unpack_from(raw)
    magic, rank, addr, eb, sw = f[:5]
    if magic != _MAGIC or not 1 <= rank <= MAX_RANK:
        raise KgenError("not a tensor map kgen's emulator encoded (bad magic or rank)")
    dims, strides, box = f[5:10], f[10:14], f[14:19]
    return TensorMapSpec(addr, eb, dims[:rank], strides[:rank - 1], box[:rank], sw)


# wgmma matrix descriptor bits 62-63 per swizzle span in bytes (PTX ISA, "Matrix Descriptor
# Format": 1 = 128-byte, 2 = 64-byte, 3 = 32-byte swizzle).
WGMMA_SWIZZLE_MODE = {128: 1, 64: 2, 32: 3}
# sm_100 (tcgen05) matrix descriptor bits 61-63 per swizzle span, the same byte patterns (PTX ISA
# 9.1, 9.7.16.4.1 "Shared memory descriptor", Table 40: 0 no swizzle, 1 128-byte with 32-byte
# atomicity, 2 128-byte, 4 64-byte, 6 32-byte).
TCGEN05_SWIZZLE_MODE = {128: 2, 64: 4, 32: 6}


def swizzle_offset(offset: int, swizzle: int) -> int:
    """Where byte `offset` of a swizzled tile lands (offsets from a swizzle-span-aligned base):
    the 16-byte chunk index is XORed with bits 7 and up: 128-byte swizzle bits 4..6 ^= 7..9,
    64-byte bits 4..5 ^= 7..8, 32-byte bit 4 ^= bit 7 (CUTLASS's Swizzle<3|2|1, 4, 3>; the pattern
    TMA writes and wgmma reads through its descriptor, so tiles sit on 1024-byte boundaries)."""
    if not swizzle:
        return offset
    chunks = swizzle // 16                    # 2, 4, 8 chunks of 16 bytes per span row
    row = (offset >> 7) & (chunks - 1)
    return offset ^ (row << 4)


def cuda_map_options(spec: TensorMapSpec, enums) -> dict:
    """The keyword arguments of cuda.core's `StridedMemoryView.as_tensor_map` that encode `spec`
    (over a view whose shape is the spec's extents, outermost first); `enums` is the module with
    cuda.core's TensorMapSwizzle and TensorMapL2Promotion. The same facts the emulator reads from
    `encode_sim`: the box outermost first as cuda.core takes it, element strides 1, no interleave
    and OOB_FILL_NONE (cuda.core's defaults; CUDA driver API, cuTensorMapEncodeTiled: with
    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE out-of-bounds elements are filled with zeros), and L2
    promotion to 128-byte lines as CUTLASS's SM90 TMA copies ask."""
    import ml_dtypes
    import numpy as np
    # 8-bit floats travel as bytes (CU_TENSOR_MAP_DATA_TYPE_UINT8): a copy moves them as they are.
    dtype = {"bf16": ml_dtypes.bfloat16, "f16": np.float16, "f32": np.float32,
             **{d: np.uint8 for d in FP8_LABELS}}
    sw = enums.TensorMapSwizzle
    swizzle = {0: sw.NONE, 32: sw.SWIZZLE_32B, 64: sw.SWIZZLE_64B, 128: sw.SWIZZLE_128B}
    if spec.dtype not in dtype:
        raise KgenError(f"kgen builds tensor maps of bf16, f16, f32 or 8-bit floats; got "
                        f"{spec.dtype}")
    return dict(box_dim=tuple(reversed(spec.box)), element_strides=(1,) * len(spec.box),
                data_type=np.dtype(dtype[spec.dtype]), swizzle=swizzle[spec.swizzle],
                l2_promotion=enums.TensorMapL2Promotion.L2_128B)
