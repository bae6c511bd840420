"""A stand-in for cuda.core that runs launches on kgen's emulator: the CUDA runtime and
benchmarks/gpu_check.py run end to end on a machine without a GPU.

Memory is the emulator's GlobalMemory (allocations 2^32 bytes apart, 256-byte aligned as
cudaMalloc's are); copies move bytes in and out of it; a launch hands the argument values the
runtime built, in ABI order, to `kgen.sim.emulate` over the module's PTX text. A "cubin" here is
the PTX text itself: `use_ptx_as_cubin` makes kgen's assembler return its input. Tensor maps are
the emulator's encoding of what cuda.core was asked for (`tensormap.encode_sim`), by value.
Event times are a fixed 0.5 ms per launch: the stand-in measures nothing.
"""

from __future__ import annotations

import ctypes
import types
from collections import namedtuple

import numpy as np

from kgen.sim import GlobalMemory, Launch, emulate
from kgen.target.targets import TARGETS
from kgen.target.tensormap import TensorMapSpec, contiguous_strides, encode_sim


def use_ptx_as_cubin(monkeypatch) -> None:
    import kgen.assemble.driver
    monkeypatch.setattr(kgen.assemble.driver, "assemble",
                        lambda text, target, accept=None: (text.encode(), []))


class EmulatedCuda:
    """`core` (cuda.core's surface as kgen uses it) and `driver` over kgen's emulator."""

    def __init__(self, cc=(9, 0), corrupt: bool = False):
        """corrupt: after each launch, flip a high bit of the first word of every allocation
        at offsets 0 and 16 (a GPU that disagrees with the emulator, for tests that the checks can fail)."""
        self.mem = GlobalMemory()
        self.launches: list[tuple[str, tuple, int]] = []
        target = TARGETS["sm_90a" if cc == (9, 0) else "sm_80"]
        sc = self

        def locate(ptr: int, n: int) -> np.ndarray:
            for b in sc.mem.buffers:
                if b.base <= ptr and ptr + n <= b.base + b.data.size:
                    return b.data[ptr - b.base: ptr - b.base + n]
            raise AssertionError(f"{n} bytes at {ptr:#x} are in no allocation")

        class Stream:
            def __init__(self, handle):
                self.handle = handle

            @staticmethod
            def from_handle(h):
                return Stream(h)

            def sync(self):
                pass

            def record(self, options=None):
                return Event(len(sc.launches))

        class Event:
            def __init__(self, n):
                self.n = n

            def sync(self):
                pass

            def __sub__(self, other):
                return 0.5 * max(self.n - other.n, 1)

        class Buffer:
            def __init__(self, handle, size):
                self.handle, self.size = handle, size

            @staticmethod
            def from_handle(ptr, size, owner=None):
                return Buffer(ptr, size)

            def close(self, stream=None):
                pass

            def copy_from(self, src, stream):
                locate(self.handle, self.size)[:] = locate(src.handle, src.size)

        class View:
            def __init__(self, data, shape, dtype, buf=None):
                self.data, self.shape, self.dtype, self.buf = data, shape, dtype, buf

            @staticmethod
            def from_buffer(buf, shape, dtype=None):
                n = int(np.prod(shape)) * np.dtype(dtype).itemsize
                return View(locate(buf.handle, n), tuple(shape), np.dtype(dtype), buf)

            @staticmethod
            def from_dlpack(a, stream_ptr=None):
                return View(np.from_dlpack(a).reshape(-1).view(np.uint8), a.shape, a.dtype)

            def as_tensor_map(self, box_dim, element_strides, data_type, swizzle, l2_promotion):
                eb = self.dtype.itemsize
                dims = tuple(reversed(self.shape))
                spec = TensorMapSpec(self.buf.handle, eb, dims, contiguous_strides(dims, eb),
                                     tuple(reversed(box_dim)), {0: 0, 1: 32, 2: 64, 3: 128}[
                                         int(swizzle)], str(np.dtype(data_type).name))
                return encode_sim(spec)

        class Kernel:
            def __init__(self, ptx, name):
                self.ptx, self.name, self.handle = ptx, name, name

            @property
            def arguments_info(self):
                raise RuntimeError("the stand-in does not read parameter sizes")

        class Object:
            def __init__(self, ptx):
                self.ptx = ptx

            def get_kernel(self, name):
                return Kernel(self.ptx, name)

        class ObjectCode:
            @staticmethod
            def from_cubin(binary, name=""):
                return Object(binary.decode())

        class Device:
            def __init__(self, ordinal):
                self.device_id = ordinal
                self.compute_capability = namedtuple("CC", "major minor")(*cc)
                self.name = "emulated stand-in"
                self.default_stream = Stream(0)

            def set_current(self):
                pass

            def allocate(self, size, stream):
                base = sc.mem.add(f"allocation {len(sc.mem.buffers)}", np.zeros(size, np.uint8))
                return Buffer(base, size)

            def create_stream(self, obj):
                return Stream(obj.__cuda_stream__()[1])

        def launch(stream, config, kernel, *args):
            values = []
            for a in args:
                if isinstance(a, bytes):
                    values.append(a)              # a tensor map, by value (as SimDevice passes)
                elif isinstance(a, np.uint64):
                    values.append(int(a))
                else:
                    values.append(a)
            grid = tuple(config.grid) + (1,) * (3 - len(config.grid))
            run = Launch(grid, config.block, values, sc.mem, shared_bytes=config.shmem_size)
            emulate(kernel.ptx, target, kernel.name, run)
            if corrupt:
                for b in sc.mem.buffers:       # the first word at either base offset
                    for at in (3, 19):
                        if b.data.size > at:
                            b.data[at] ^= 0x40
            sc.launches.append((kernel.name, grid, config.block))

        self.core = types.SimpleNamespace(
            Device=Device, ObjectCode=ObjectCode, Buffer=Buffer, Stream=Stream, launch=launch,
            LaunchConfig=lambda grid, block, shmem_size: types.SimpleNamespace(
                grid=grid, block=block, shmem_size=shmem_size),
            EventOptions=lambda timing_enabled: types.SimpleNamespace(),
            TensorMapSwizzle=_Enum("NONE SWIZZLE_32B SWIZZLE_64B SWIZZLE_128B"),
            TensorMapL2Promotion=_Enum("NONE L2_64B L2_128B L2_256B"),
            utils=types.SimpleNamespace(StridedMemoryView=View))

        class Driver:
            class CUfunction_attribute:
                CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

            @staticmethod
            def cuKernelSetAttribute(attr, value, handle, dev):
                return (0,)

            @staticmethod
            def cuDriverGetVersion():
                return (0, 13000)

            # CUDA driver API: cuMemcpyHtoDAsync(dstDevice, srcHost, ByteCount, hStream) and
            # cuMemcpyDtoHAsync(dstHost, srcDevice, ByteCount, hStream); host pointers are
            # addresses. The stand-in copies at once (the runtime waits on the stream anyway).
            @staticmethod
            def cuMemcpyHtoDAsync(dst, src, n, stream):
                locate(int(dst), n)[:] = _host(src, n)
                return (0,)

            @staticmethod
            def cuMemcpyDtoHAsync(dst, src, n, stream):
                _host(dst, n)[:] = locate(int(src), n)
                return (0,)

            @staticmethod
            def cuGetErrorName(err):
                return (0, b"CUDA_ERROR_STANDIN")
        self.driver = Driver


def _host(addr: int, n: int) -> np.ndarray:
    """n bytes of this process's memory at `addr`, as a writable array."""
    return np.ctypeslib.as_array((ctypes.c_uint8 * n).from_address(int(addr)))


def _Enum(names: str):
    return types.SimpleNamespace(**{n: i for i, n in enumerate(names.split())})
