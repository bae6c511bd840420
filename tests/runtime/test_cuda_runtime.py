"""CudaDevice without a GPU: a recording stand-in for cuda.core checks what the runtime asks of it
(variant selection, tensor maps built once and passed by value, argument order and sizes, dynamic
shared memory, module and map caching, the caller's stream).

The stand-in kernel reports its parameter sizes by reading the PTX `.entry` declarations (an
independent reading of the emitted text, as cuKernelGetParamInfo reads the cubin), so a runtime
that passes a different ABI than the emitter declares fails here.
"""

from __future__ import annotations

import re
import types
from collections import namedtuple

import numpy as np
import pytest

from conftest import example_source
from kgen.cached import compile_cached
from kgen.compiler import compile_source
from kgen.errors import KgenError, RuntimeLaunchError
from kgen.lir.ops import grid_dims
from kgen.tools.run import make_inputs, poisoned_outputs
from kgen.runtime.cuda import CudaDevice, DeviceTensor

# PTX ISA, "Kernel Function Parameters": .u64/.u32/.s32/.f32 scalars, or a .b8 array of N bytes.
_PARAM = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.(u64|u32|s32|f32|b8)\s+\w+(?:\[(\d+)\])?")
_BYTES = {"u64": 8, "u32": 4, "s32": 4, "f32": 4}


def ptx_param_sizes(ptx: str, name: str) -> list[int]:
    m = re.search(rf"\.entry\s+{name}\s*\((.*?)\)", ptx, re.S)
    assert m, f"no .entry {name}"
    return [int(n) if ty == "b8" else _BYTES[ty] for ty, n in _PARAM.findall(m.group(1))]


class _Recorder:
    """cuda.core as the runtime uses it; every call is appended to `calls`."""

    def __init__(self, ptx: str):
        self.calls, self.ptx, self.next = [], ptx, 0x7000_0000
        rec = self

        class Stream:
            def __init__(self, handle):
                self.handle = handle

            @staticmethod
            def from_handle(h):
                rec.calls.append(("adopt stream", h))
                return Stream(h)

            def sync(self):
                pass

            def record(self, options=None):
                assert options.timing_enabled
                rec.events += 1
                return _Event(rec.events)

        class _Event:
            def __init__(self, n):
                self.n = n

            def sync(self):
                pass

            def __sub__(self, other):
                return 0.5 * (self.n - other.n)   # 0.5 ms between a start and its stop

        class Buffer:
            def __init__(self, handle, size, owned):
                self.handle, self.size, self.owned = handle, size, owned

            @staticmethod
            def from_handle(ptr, size, owner=None):
                return Buffer(ptr, size, False)

            def close(self, stream=None):
                rec.calls.append(("free", self.handle))

        class View:
            def __init__(self, buf, shape, dtype):
                self.buf, self.shape, self.dtype = buf, shape, dtype

            @staticmethod
            def from_buffer(buf, shape, dtype=None):
                return View(buf, tuple(shape), dtype)

            @staticmethod
            def from_dlpack(a, stream_ptr=None):
                return View(None, a.shape, a.dtype)

            def as_tensor_map(self, **kw):
                rec.calls.append(("tensor map", self.buf.handle, self.shape, kw))
                return ("map", self.buf.handle, kw["box_dim"])

        class Kernel:
            def __init__(self, name):
                self.name, self.handle = name, f"kernel:{name}"
                self.arguments_info = [(0, n) for n in ptx_param_sizes(rec.ptx, name)]

        class Object:
            def get_kernel(self, name):
                rec.calls.append(("function", name))
                return Kernel(name)

        class ObjectCode:
            @staticmethod
            def from_cubin(binary, name=""):
                rec.calls.append(("load",))
                return Object()

        class Device:
            def __init__(self, ordinal):
                self.device_id = ordinal
                self.compute_capability = namedtuple("CC", "major minor")(9, 0)
                self.name = "stand-in H100"
                self.default_stream = Stream("default")

            def set_current(self):
                pass

            def allocate(self, size, stream):
                rec.next += 1 << 20
                rec.calls.append(("alloc", size, rec.next))
                return Buffer(rec.next, size, True)

            def create_stream(self, obj):
                rec.calls.append(("adopt stream", obj.__cuda_stream__()[1]))
                return Stream(obj.__cuda_stream__()[1])

        def launch(stream, config, kernel, *args):
            rec.calls.append(("launch", kernel.name, config, args, stream.handle))

        def LaunchConfig(grid, block, shmem_size):
            return types.SimpleNamespace(grid=grid, block=block, shmem_size=shmem_size)

        def EventOptions(timing_enabled):
            return types.SimpleNamespace(timing_enabled=timing_enabled)

        from cuda.core import _tensor_map as enums   # the real enums, as the runtime sends them
        self.events = 0
        self.core = types.SimpleNamespace(
            Device=Device, ObjectCode=ObjectCode, Buffer=Buffer, Stream=Stream, launch=launch,
            LaunchConfig=LaunchConfig, EventOptions=EventOptions,
            TensorMapSwizzle=enums.TensorMapSwizzle,
            TensorMapL2Promotion=enums.TensorMapL2Promotion,
            utils=types.SimpleNamespace(StridedMemoryView=View))

        class Driver:
            from cuda.bindings.driver import CUfunction_attribute

            @staticmethod
            def cuKernelSetAttribute(attr, value, handle, dev):
                rec.calls.append(("dynamic shared", value, handle))
                return (0,)

            @staticmethod
            def cuMemcpyHtoDAsync(dst, src, n, stream):
                rec.calls.append(("to gpu", dst, n))
                return (0,)

            @staticmethod
            def cuMemcpyDtoHAsync(dst, src, n, stream):
                rec.calls.append(("to host", src, n))
                return (0,)
        self.driver = Driver


def _device(compiled):
    rec = _Recorder(compiled.asm)
    return CudaDevice(core=rec.core, driver=rec.driver), rec


def _gemm(K):
    c = compile_cached(example_source("gemm_bf16"), "sm_90a")
    c.binary = b"\x7fELF stand-in"
    k, fn = c.kernels[0], c.functions[0]
    sizes = {"M": 150, "N": 136, "K": K}
    return c, k, fn, sizes, {**make_inputs(k, sizes, 0), **poisoned_outputs(k, sizes)}


# gemm_bf16's maps: a and b (its streams) and c (its epilogue's TMA stores)
@pytest.mark.parametrize("K,kernel,maps", [(72, "gemm_bf16", 3), (37, "gemm_bf16_fallback", 0)])
def test_the_runtime_launches_the_selected_variant_with_its_tensor_maps(K, kernel, maps):
    c, k, fn, sizes, args = _gemm(K)
    dev, rec = _device(c)
    res = dev.run(c, fn, args, sizes)
    assert ("function", kernel) in rec.calls and res.detail.startswith(f"{kernel}:")
    launch = next(x for x in rec.calls if x[0] == "launch")
    chosen = fn if kernel == "gemm_bf16" else fn.fallback
    assert launch[2].block == chosen.threads and launch[2].grid == grid_dims(chosen, sizes)
    # Tensor maps are built by cuda.core and passed by value: no allocation of their own.
    tmaps = [x for x in rec.calls if x[0] == "tensor map"]
    assert len(tmaps) == maps
    assert all(x[1] != 128 for x in rec.calls if x[0] == "alloc")
    passed = [a for a in launch[3] if isinstance(a, tuple) and a[0] == "map"]
    assert len(passed) == maps
    allocated = {x[2] for x in rec.calls if x[0] == "alloc"}
    assert allocated == {x[1] for x in rec.calls if x[0] == "free"}   # every buffer freed
    for _, base, shape, kw in tmaps:
        slot = next(s for s in chosen.params if s.kind == "tensormap" and
                    shape == tuple(sizes[d] if isinstance(d, str) else d for d in s.shape))
        assert kw["box_dim"] == tuple(reversed(slot.box)) and kw["swizzle"].name == \
            f"SWIZZLE_{slot.swizzle}B"
        assert base in allocated
    if maps:
        assert ("dynamic shared", fn.shared_bytes, "kernel:gemm_bf16") in rec.calls
    # Outputs come back; inputs do not.
    back = [x for x in rec.calls if x[0] == "to host"]
    assert len(back) == sum(not s.readonly for s in chosen.params if s.kind == "tensor")
    assert res.millis == 0.5


def test_modules_kernels_and_tensor_maps_are_loaded_once():
    c, k, fn, sizes, _ = _gemm(72)
    dev, rec = _device(c)
    a, b = DeviceTensor(0x1000_0000, (150, 72), "bf16"), DeviceTensor(0x2000_0000, (72, 136),
                                                                        "bf16")
    out = DeviceTensor(0x3000_0000, (150, 136), "bf16")
    bias = DeviceTensor(0x4000_0000, (136,), "f32")
    tensors = {"a": a, "b": b, "c": out, "bias": bias}
    tensors = {s.name: tensors[s.name] for s in fn.params if s.kind == "tensor"}
    for _ in range(3):
        dev.launch_tensors(c, fn, tensors, {}, sizes)
    assert [x[0] for x in rec.calls].count("load") == 1
    assert [x[0] for x in rec.calls].count("function") == 1
    assert [x[0] for x in rec.calls].count("tensor map") == 3      # a, b, c
    assert [x[0] for x in rec.calls].count("launch") == 3
    # A new base address is a new map; the old ones stay cached.
    dev.launch_tensors(c, fn, {**tensors, "a": DeviceTensor(0x5000_0000, (150, 72), "bf16")},
                       {}, sizes)
    assert [x[0] for x in rec.calls].count("tensor map") == 4


def test_launches_go_on_the_callers_stream():
    c, k, fn, sizes, _ = _gemm(37)
    dev, rec = _device(c)

    class Foreign:   # CuPy / cuda.core style: the __cuda_stream__ protocol (version, handle)
        def __cuda_stream__(self):
            return (0, 0xABC)

    class TorchLike:
        cuda_stream = 0xDEF

    tensors = {s.name: DeviceTensor(0x1000_0000 * (i + 1), (1,), s.dtype)
               for i, s in enumerate(fn.fallback.params) if s.kind == "tensor"}
    for stream, handle in ((Foreign(), 0xABC), (TorchLike(), 0xDEF), (0x123, 0x123),
                           (None, "default")):
        dev.launch_tensors(c, fn, tensors, {}, sizes, stream=stream)
        assert rec.calls[-1][0] == "launch" and rec.calls[-1][4] == handle
    with pytest.raises(KgenError, match="cannot launch on a str"):
        dev.launch_tensors(c, fn, tensors, {}, sizes, stream="s0")


def test_a_cubin_whose_parameters_differ_from_kgens_launch_is_refused():
    c, k, fn, sizes, args = _gemm(37)
    dev, rec = _device(c)
    rec.ptx = rec.ptx.replace(".param .u32 p_M", ".param .u64 p_M")
    with pytest.raises(RuntimeLaunchError, match="the cubin's parameters are"):
        dev.run(c, fn, args, sizes)


@pytest.mark.parametrize("example,target", [("softmax", "sm_80"), ("gemm_bf16", "sm_90a"),
                                            ("layernorm", "sm_90a"), ("gemm_f16", "sm_80")])
def test_every_kernels_ptx_parameters_are_the_abi_the_runtime_passes(example, target):
    """The emitter's `.entry` parameters, read from the text, against the runtime's ABI table
    (both variants of a TMA kernel)."""
    from kgen.runtime.cuda import _ARG_BYTES
    c = compile_cached(example_source(example), target)
    for fn in c.functions:
        for f in (fn, fn.fallback) if fn.fallback else (fn,):
            assert ptx_param_sizes(c.asm, f.name) == [_ARG_BYTES[s.kind] for s in f.params]


def test_no_cuda_device_is_a_one_line_error():
    class NoDriver:
        class Device:
            def __init__(self, ordinal):
                raise RuntimeError("CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected\n"
                                   "(long driver detail)")
    with pytest.raises(RuntimeLaunchError, match=r"^CUDA device 0: CUDA_ERROR_NO_DEVICE: no "
                                                 r"CUDA-capable device is detected$"):
        CudaDevice(core=NoDriver, driver=object())


def test_host_arrays_are_copied_as_bytes_both_ways():
    c, k, fn, sizes, args = _gemm(37)
    dev, rec = _device(c)
    dev.run(c, fn, args, sizes)
    to_gpu = {x[1]: x[2] for x in rec.calls if x[0] == "to gpu"}
    sizes_in = sorted(np.ascontiguousarray(args[s.name]).nbytes
                      for s in fn.fallback.params if s.kind == "tensor")
    assert sorted(to_gpu.values()) == sizes_in


def test_a_persistent_kernel_gets_its_programs_and_a_capped_grid():
    """`persistent 3`: the launch's x is min(3, tiles) and the hidden last argument says so;
    the PTX's parameters are the ABI the runtime passes."""
    from kgen.runtime.cuda import _ARG_BYTES
    from kgen.source import Source
    src = example_source("gemm_bf16").text.replace(
        "schedule gemm_bf16 on sm_90a {", "schedule gemm_bf16 on sm_90a { persistent 3;")
    if "persistent 3;" not in src:
        src += "\nschedule gemm_bf16 on sm_90a { persistent 3 }\n"
    c = compile_source(Source("gemm_bf16.kgen", src), "sm_90a")
    c.binary = b"\x7fELF stand-in"
    k, fn = c.kernels[0], c.functions[0]
    for f in (fn, fn.fallback):
        assert ptx_param_sizes(c.asm, f.name) == [_ARG_BYTES[s.kind] for s in f.params]
        assert [s.kind for s in f.params].count("programs") == 1 and f.programs == 3
    sizes = {"M": 300, "N": 264, "K": 72}      # 3 x 3 tiles of 128 x 128
    args = {**make_inputs(k, sizes, 0), **poisoned_outputs(k, sizes)}
    dev, rec = _device(c)
    dev.run(c, fn, args, sizes)
    launch = next(x for x in rec.calls if x[0] == "launch")
    assert launch[2].grid == (3, 1, 1) == grid_dims(fn, sizes)
    at = next(i for i, s in enumerate(fn.params) if s.kind == "programs")
    assert int(launch[3][at]) == 3


def test_a_split_reduction_launches_both_kernels_on_one_stream_and_frees_its_workspace():
    """bias_grad at issue 27's size (12 programs of 64 columns): the parts, then the fold, on
    the caller's stream, over a workspace the runtime allocates and frees on that stream;
    only the output comes back to the host."""
    c = compile_cached(example_source("bias_grad"), "sm_90a")
    c.binary = b"\x7fELF stand-in"
    k, fn = c.kernels[0], c.functions[0]
    sizes = {"T": 8192, "C": 768}
    dev, rec = _device(c)
    args = {**make_inputs(k, sizes, 0), **poisoned_outputs(k, sizes)}
    res = dev.run(c, fn, args, sizes)
    launches = [x for x in rec.calls if x[0] == "launch"]
    assert [x[1] for x in launches] == ["bias_grad_split", "bias_grad_split_fold"]
    assert [x[2].grid for x in launches] == [(12, 32, 1), (12, 1, 1)]
    assert len({x[4] for x in launches}) == 1                  # one stream
    part = fn.variants[-1]
    values = dict(zip([s.name for s in part.params], launches[0][3]))
    assert (int(values["rows"]), int(values["parts"])) == (256, 32)
    allocs = [x for x in rec.calls if x[0] == "alloc"]
    workspace = next(x for x in allocs if x[1] == 32 * 768 * 4)
    assert workspace[2] == int(values["partial0"])
    assert {x[2] for x in allocs} == {x[1] for x in rec.calls if x[0] == "free"}
    assert [x for x in rec.calls if x[0] == "to host"] == [("to host", int(values["dbias"]),
                                                            768 * 4)]
    assert res.detail.startswith("bias_grad_split: grid 12x32x1") and \
        "then bias_grad_split_fold: grid 12x1x1" in res.detail


def test_without_a_cuda_driver_cuda_core_is_not_imported(monkeypatch):
    """No driver library: `auto` goes on to the emulator and `cuda` says why in one line, and
    neither imports cuda.core (1-2 s, most of a `kgen run` on a machine without a GPU)."""
    import ctypes

    import kgen.runtime.cuda
    import kgen.runtime.device as device

    def absent(name, *args, **kwargs):
        raise OSError(f"{name}: cannot open shared object file")

    def imported(*args, **kwargs):
        raise AssertionError("CudaDevice made without a driver")
    monkeypatch.setattr(ctypes, "CDLL", absent)
    monkeypatch.setattr(kgen.runtime.cuda, "CudaDevice", imported)
    device._cuda_device.cache_clear()
    try:
        assert device.pick_device("auto").kind == "sim"
        with pytest.raises(RuntimeLaunchError, match=r"^no usable CUDA device: no CUDA driver "
                                                     r"\(libcuda\.so\.1 / nvcuda\.dll"):
            device.pick_device("cuda")
    finally:
        device._cuda_device.cache_clear()
