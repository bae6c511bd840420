"""What every device's launch shares: the result of a run, and the arguments a compiled kernel's
parameter slots turn into (scalars by ABI type, dynamic shared memory, TMA descriptors)."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

from ..lir import ops as L


@dataclass
class RunResult:
    outputs: dict[str, np.ndarray]
    millis: float               # kernel time (GPU events) or emulation wall time
    detail: str = ""            # e.g. "1.2M instructions emulated"


def _ctype(ty: str):
    return {"u64": ctypes.c_uint64, "u32": ctypes.c_uint32, "s32": ctypes.c_int32,
            "f32": ctypes.c_float}[ty]


def scalar_value(slot: L.ParamSlot, value):
    """A scalar argument as the NumPy scalar of its ABI type (what cuda.core and ctypes take)."""
    return {"u32": np.uint32, "s32": np.int32, "f32": np.float32, "u64": np.uint64}[slot.ty](value)


def dynamic_shared(fn: L.Function, target) -> int:
    """Bytes of dynamic shared memory the launch must give: all of it past the 48 KiB that a
    block may declare statically (the PTX emitter then declares it `.extern`)."""
    from ..emitters.ptx import STATIC_SHARED_LIMIT
    return fn.shared_bytes if target.is_nvidia and fn.shared_bytes > STATIC_SHARED_LIMIT else 0


def tensor_map(slot: L.ParamSlot, address: int, sizes: dict[str, int]):
    """The TensorMapSpec a `tensormap` argument describes, for a tensor at `address`; a device
    encodes it (tensormap.encode_sim; cuda_map_options for cuda.core) and passes the 128 bytes by value, the
    argument's `size` bytes aligned to its `align`."""
    from ..target.tensormap import TensorMapSpec, contiguous_strides, elem_bytes
    shape = [sizes[d] if isinstance(d, str) else int(d) for d in slot.shape]
    eb = elem_bytes(slot.dtype)
    dims = tuple(reversed(shape))                 # innermost first
    return TensorMapSpec(address, eb, dims, contiguous_strides(dims, eb), slot.box,
                         slot.swizzle, slot.dtype)
