"""The CUDA device: kgen's kernels on an NVIDIA GPU through `cuda.core`.

A call should cost a launch and nothing more, so the device keeps, for the life of the process
(`runtime.pick_device` hands out one CudaDevice per process):
- each cubin's module, loaded once and keyed by the cubin's SHA-256, and each kernel looked up
  once. Its parameter sizes are checked once against kgen's ABI (`Kernel.arguments_info`), so a
  cubin and a launch that disagree fail with a message instead of reading garbage. Its opt-in to
  more than 48 KiB of dynamic shared memory is set once;
- tensor maps, one `TensorMapDescriptor` per map description (base address, extents, box,
  swizzle). cuda.core builds them (`StridedMemoryView.as_tensor_map`, cuTensorMapEncodeTiled
  underneath) and passes them BY VALUE as the kernel's `.param .align 64 .b8 [128]` argument.
  The CUDA programming guide ("Using TMA to transfer multi-dimensional arrays") gives two ways to
  hand a kernel its map: a `const __grid_constant__` parameter, which needs nothing else, or a map
  in global memory, which needs `fence.proxy.tensormap::generic.acquire` before first use. kgen
  takes the first: no allocation, no copy, no fence.

Launches on tensors already on the GPU go on the caller's stream (anything with
`__cuda_stream__`, a PyTorch stream, a raw CUstream handle) and do not wait; launches on host
arrays copy in, launch, copy out and wait, on the device's default stream.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass, field

import numpy as np

from ..lir import ops as L
from ..tile.ir import PARAM_DTYPES
from ..errors import KgenError, RuntimeLaunchError
from ..target.targets import TARGETS
from ..lir.ops import grid_dims
from .launch import (RunResult, dynamic_shared, launched, scalar_value, segment_sizes, steps,
                     tensor_map, workspace_names, written)

# Bytes an element: kgen's dtypes, and the bit-pattern names a tensor may arrive as (bf16 as
# u16, 8-bit floats as u8).
_ITEMSIZE = {**{d.label: d.nbytes for d in PARAM_DTYPES.values()}, "u16": 2, "u8": 1}

# Bytes of each kernel argument in the PTX ABI: pointers are .u64, dimensions and scalars 32-bit
# (.u32/.s32/.f32), tensor maps the 128-byte CUtensorMap (CUDA driver API, "CUtensorMap": "an
# opaque value ... 64-byte aligned, 128 bytes").
_ARG_BYTES = {"tensor": 8, "dim": 4, "scalar": 4, "tensormap": 128, "programs": 4}

# How many tensor maps a device keeps: one per operand per shape per buffer a program uses.
_MAPS_KEPT = 256


@dataclass(frozen=True)
class DeviceTensor:
    """A tensor in GPU memory: its address, shape (outermost first) and kgen dtype. `owner` keeps
    the memory alive while the tensor is used (a cuda.core Buffer, the caller's tensor)."""
    ptr: int
    shape: tuple[int, ...]
    dtype: str
    owner: object = field(default=None, compare=False, repr=False)

    @property
    def nbytes(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64)) * _ITEMSIZE[self.dtype]


@dataclass
class Prepared:
    """One launch, ready: the kernel, its configuration and argument values in ABI order;
    `then`, the launch that follows it on the same stream (a split reduction's fold,
    kgen.lower.split), and `scratch`, the workspace both use, owned here."""
    fn: L.Function            # the variant the sizes and addresses selected
    kernel: object
    config: object
    args: list
    grid: tuple[int, int, int]
    then: "Prepared | None" = None
    scratch: tuple = ()

    @property
    def detail(self) -> str:
        gx, gy, gz = self.grid
        here = f"{self.fn.name}: grid {gx}x{gy}x{gz}, {self.fn.threads} threads"
        return here if self.then is None else f"{here}, then {self.then.detail}"


def _cuda_core():
    import cuda.core as core
    import cuda.core.utils  # noqa: F401 - StridedMemoryView lives there
    return core


def _tma_enums(core):
    """cuda.core's TensorMapSwizzle / TensorMapL2Promotion: exported from the package in newer
    releases, from its `_tensor_map` module in 1.2."""
    if hasattr(core, "TensorMapSwizzle"):
        return core
    import importlib
    return importlib.import_module(core.__name__ + "._tensor_map")


def _why(e: Exception) -> str:
    text = str(e).strip()
    return text.splitlines()[0] if text else type(e).__name__


class CudaDevice:
    """An NVIDIA GPU through cuda.core (and cuda.bindings' driver for the one attribute cuda.core
    does not set). `core` and `driver` are injectable so that tests can record the calls."""

    kind = "cuda"

    def __init__(self, ordinal: int = 0, *, core=None, driver=None):
        self.core = core if core is not None else _cuda_core()
        if driver is None:
            from cuda.bindings import driver
        self.driver = driver
        try:
            self.dev = self.core.Device(ordinal)
            self.dev.set_current()
            cc = self.dev.compute_capability
            self.gpu = str(self.dev.name)
        except Exception as e:  # noqa: BLE001 - no driver, no device: said in one line
            raise RuntimeLaunchError(f"CUDA device {ordinal}: {_why(e)}") from None
        self.cc = (int(cc.major), int(cc.minor))
        self.name = f"cuda: {self.gpu} (compute capability {self.cc[0]}.{self.cc[1]})"
        self._objects: dict[bytes, object] = {}
        self._kernels: dict[tuple[bytes, str], object] = {}
        self._maps: OrderedDict = OrderedDict()
        self._streams: dict[int, object] = {}
        self._digests: dict[bytes, bytes] = {}

    def default_target(self) -> str:
        # The target whose code runs here (Target.runs_on: sm_80 code on 8.x, sm_90a only on
        # 9.0), the architecture-specific one first.
        nvidia = sorted((t for t in TARGETS.values() if t.is_nvidia),
                        key=lambda t: not t.arch_specific)
        for t in nvidia:
            if t.runs_on(self.cc):
                return t.name
        raise RuntimeLaunchError(f"kgen has no target for compute capability "
                                 f"{self.cc[0]}.{self.cc[1]} yet",
                                 hint="targets: " + ", ".join(t.name for t in nvidia))

    def _call(self, what: str, f, *args, **kwargs):
        try:
            return f(*args, **kwargs)
        except KgenError:
            raise
        except Exception as e:  # noqa: BLE001 - a CUDA error, named with the call that met it
            raise RuntimeLaunchError(f"{what} failed: {_why(e)}") from None

    # -- modules and kernels ------------------------------------------------------------------

    def kernel(self, compiled, fn: L.Function):
        """The loaded kernel for `fn`, loading its cubin the first time (cached per process)."""
        if compiled.binary is None:
            raise RuntimeLaunchError("this program was compiled without a cubin",
                                     hint="compile with stop='bin' (kgen.compile does)")
        # The digest once per binary (SHA-256 of a cubin costs tens of microseconds a call;
        # a bytes object hashes itself once, so the lookup is cheap after the first).
        digest = self._digests.get(compiled.binary)
        if digest is None:
            digest = self._digests[compiled.binary] = hashlib.sha256(compiled.binary).digest()
        key = (digest, fn.name)
        if key in self._kernels:
            return self._kernels[key]
        obj = self._objects.get(digest)
        if obj is None:
            obj = self._call("loading the cubin", self.core.ObjectCode.from_cubin,
                             compiled.binary, name=fn.name)
            self._objects[digest] = obj
        k = self._call(f"finding kernel {fn.name}", obj.get_kernel, fn.name)
        self._check_abi(k, fn)
        dyn = dynamic_shared(fn, compiled.target)
        if dyn:
            # Above 48 KiB a kernel must opt in (CUDA programming guide, "Shared Memory":
            # cudaFuncAttributeMaxDynamicSharedMemorySize); the kernel handle cuda.core loads is a
            # CUkernel, whose attribute is set per device (driver API, cuKernelSetAttribute).
            d = self.driver
            attr = d.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            res = d.cuKernelSetAttribute(attr, dyn, k.handle, self.dev.device_id)
            err = res[0] if isinstance(res, tuple) else res
            if int(err) != 0:
                raise RuntimeLaunchError(f"{fn.name} needs {dyn} bytes of dynamic shared memory; "
                                         f"cuKernelSetAttribute refused: {err!r}")
        self._kernels[key] = k
        return k

    def _check_abi(self, k, fn: L.Function) -> None:
        """The cubin's parameter sizes must be the ones kgen passes, in order."""
        try:
            info = list(k.arguments_info)
        except Exception:  # noqa: BLE001 - drivers before cuKernelGetParamInfo cannot say
            return
        got = [int(getattr(i, "size", None) or i[1]) for i in info]
        want = [_ARG_BYTES[s.kind] for s in fn.params]
        if got != want:
            raise RuntimeLaunchError(
                f"kernel {fn.name}: the cubin's parameters are {got} bytes, kgen passes {want}",
                hint="the cubin and kgen's launch disagree; this is a kgen bug")

    # -- tensor maps ----------------------------------------------------------------------------

    def tensor_map(self, slot: L.ParamSlot, t: DeviceTensor, sizes: dict[str, int]):
        """The TensorMapDescriptor of `slot` over tensor `t` (cached by its description)."""
        from ..target.tensormap import cuda_map_options
        spec = tensor_map(slot, t.ptr, sizes)
        spec.check()
        d = self._maps.get(spec)
        if d is not None:
            self._maps.move_to_end(spec)
            return d
        core = self.core
        # The map encodes the address, not the memory: the view's buffer does not own it.
        buf = core.Buffer.from_handle(t.ptr, t.nbytes)
        view = core.utils.StridedMemoryView.from_buffer(
            buf, tuple(reversed(spec.dims)), dtype=np.dtype(f"u{spec.elem_bytes}"))
        d = self._call(f"encoding the tensor map of {slot.of}", view.as_tensor_map,
                       **cuda_map_options(spec, _tma_enums(core)))
        self._maps[spec] = d
        if len(self._maps) > _MAPS_KEPT:
            self._maps.popitem(last=False)
        return d

    # -- launching ------------------------------------------------------------------------------

    def prepare(self, compiled, fn: L.Function, tensors: dict[str, DeviceTensor],
                scalars: dict, sizes: dict[str, int], stream=None) -> Prepared:
        """Selects the variant for these sizes and addresses and builds its arguments. A
        kernel with segments reads its offsets back first (on `stream`, which the tensors'
        producers are ordered before: one small copy and a wait) to check them and size
        its grid (kgen.runtime.launch.segment_sizes)."""
        sizes = segment_sizes(fn, sizes, lambda name: self._read_back(
            tensors[name], stream if stream is not None else self.stream()))
        fn = L.select(fn, sizes, {n: t.ptr for n, t in tensors.items()})
        # Every variant reads its tensors with 16-byte accesses somewhere (vector loads,
        # cp.async, a tensor map's base: kgen.lir.ops.base_alignments); a tensor that starts
        # elsewhere (a slice of a larger one) would fault or read the wrong bytes.
        need = L.base_alignments(fn)
        for n, t in tensors.items():
            a = need.get(n, L.UNSWIZZLED_BASE_ALIGN)
            if t.ptr % a:
                raise RuntimeLaunchError(
                    f"'{n}' starts at address {t.ptr:#x}, which is not {a}-byte aligned; "
                    f"{fn.name} reads it with {a}-byte accesses",
                    hint="pass a tensor whose storage starts 16-byte aligned (a fresh tensor, "
                         "or .clone() of a slice)")
        todo, workspace = steps(fn, sizes)
        if not workspace:
            return self._prepare_one(compiled, fn, tensors, scalars, sizes)
        # A split reduction (kgen.lower.split): the workspace lives as long as the launches
        # that may still run on it (the Prepared owns it), allocated on the default stream.
        scratch, where = [], dict(tensors)
        for name, (dtype, shape) in workspace.items():
            n = int(np.prod(shape)) * _ITEMSIZE[dtype]
            buf = self._call("allocating the split workspace", self.dev.allocate, max(n, 1),
                             stream=self.dev.default_stream)
            scratch.append(buf)
            where[name] = DeviceTensor(int(buf.handle), tuple(shape), dtype, buf)
        self._call("allocating the split workspace", self.dev.default_stream.sync)
        first, fold = (self._prepare_one(compiled, s.fn, where, {**scalars, **s.scalars},
                                         s.sizes) for s in todo)
        first.then, first.scratch = fold, tuple(scratch)
        return first

    def _prepare_one(self, compiled, fn: L.Function, tensors: dict[str, DeviceTensor],
                     scalars: dict, sizes: dict[str, int]) -> Prepared:
        k = self.kernel(compiled, fn)
        args = []
        grid = grid_dims(fn, sizes)
        for slot in fn.params:
            if slot.kind == "tensor":
                args.append(np.uint64(tensors[slot.name].ptr))
            elif slot.kind == "tensormap":
                args.append(self.tensor_map(slot, tensors[slot.of], sizes))
            elif slot.kind == "dim":
                args.append(np.uint32(sizes[slot.name]))
            elif slot.kind == "programs":
                args.append(np.uint32(grid[0]))
            else:
                args.append(scalar_value(slot, scalars[slot.name]))
        config = self.core.LaunchConfig(grid=grid, block=fn.threads,
                                        shmem_size=dynamic_shared(fn, compiled.target))
        return Prepared(fn, k, config, args, grid)

    def stream(self, stream=None):
        """A cuda.core Stream for the caller's stream: None (the device's default stream), a
        cuda.core Stream, anything with __cuda_stream__ (CuPy, cuda.core), a PyTorch stream (its
        `cuda_stream` handle) or a raw CUstream handle."""
        core = self.core
        if stream is None:
            return self.dev.default_stream
        if isinstance(stream, core.Stream):
            return stream
        if hasattr(stream, "__cuda_stream__"):
            return self._call("adopting the caller's stream", self.dev.create_stream, stream)
        handle = getattr(stream, "cuda_stream", stream)
        if isinstance(handle, (int, np.integer)):
            return self._call("adopting the caller's stream", core.Stream.from_handle,
                              int(handle))
        raise KgenError(f"cannot launch on a {type(stream).__name__}",
                        hint="pass a cuda.core Stream, an object with __cuda_stream__, a PyTorch "
                             "stream or a CUstream handle")

    def stream_of_handle(self, handle: int):
        """A cuda.core Stream over a raw CUstream handle (PyTorch's current stream), made once
        per handle: the wrapper does not own the stream, so one per handle value serves every
        launch on it."""
        s = self._streams.get(handle)
        if s is None:
            s = self._streams[handle] = self._call("adopting the caller's stream",
                                                   self.core.Stream.from_handle, handle)
        return s

    def release(self, p: Prepared, stream) -> None:
        """Frees a prepared launch's workspace (a split reduction's) on `stream`, in stream
        order after the launches made on it; p must not be launched again."""
        for buf in p.scratch:
            buf.close(stream)
        p.scratch = ()

    def launch(self, p: Prepared, stream) -> None:
        while p is not None:
            self.launch_prepared(p.fn, p.kernel, p.config, p.args, stream)
            p = p.then

    def launch_prepared(self, fn: L.Function, kernel, config, args, stream) -> None:
        """One launch of a loaded kernel with its argument values in ABI order."""
        self._call(f"launching {fn.name}", self.core.launch, stream, config, kernel, *args)

    def time(self, p: Prepared, stream, reps: int, warmup: int = 1) -> list[float]:
        """Milliseconds of each of `reps` launches, each between its own pair of events, after
        `warmup` untimed launches; waits for the last."""
        core = self.core
        opts = core.EventOptions(timing_enabled=True)
        for _ in range(warmup):
            self.launch(p, stream)
        times = []
        for _ in range(reps):
            start = stream.record(options=opts)
            self.launch(p, stream)
            stop = stream.record(options=opts)
            self._call(f"running {p.fn.name}", stop.sync)
            times.append(float(stop - start))
        return times

    def launch_tensors(self, compiled, fn: L.Function, tensors: dict[str, DeviceTensor],
                       scalars: dict, sizes: dict[str, int], stream=None) -> RunResult:
        """Launches on tensors already on this GPU, on the caller's stream, without waiting."""
        p = self.prepare(compiled, fn, tensors, scalars, sizes)
        on = self.stream(stream)
        self.launch(p, on)
        self.release(p, on)
        return RunResult({}, float("nan"), f"{p.detail}; launched, not waited for")

    # -- host arrays ------------------------------------------------------------------------------

    def _driver_call(self, what: str, f, *args) -> None:
        """A cuda.bindings driver call: its CUresult, not an exception, says whether it failed."""
        res = self._call(what, f, *args)
        err = res[0] if isinstance(res, tuple) else res
        if int(err) != 0:
            name = self._call(what, self.driver.cuGetErrorName, err)
            raise RuntimeLaunchError(f"{what} failed: {name[1].decode() if name[0] == 0 else err}")

    def upload(self, host: np.ndarray, dtype: str, stream, offset: int = 0) -> DeviceTensor:
        """A new device tensor holding `host`, `offset` bytes past its allocation's (256-byte
        aligned) base; its owner is the allocation (`free` releases it)."""
        host = np.ascontiguousarray(host)
        buf = self._call("cudaMalloc", self.dev.allocate, max(host.nbytes, 1) + offset,
                         stream=stream)
        t = DeviceTensor(int(buf.handle) + offset, host.shape, dtype, buf)
        if host.nbytes:
            # The driver's own copy (CUDA driver API, cuMemcpyHtoDAsync): from pageable memory
            # it returns once the source is staged, so `host` may go when it returns. cuda.core
            # 1.2.0's StridedMemoryView.copy_from answers "not supported" (seen on an H100).
            self._driver_call("copying to the GPU", self.driver.cuMemcpyHtoDAsync, t.ptr,
                              host.ctypes.data, host.nbytes, stream.handle)
        return t

    def download(self, t: DeviceTensor, out: np.ndarray, stream) -> None:
        """Copies t into the contiguous host array `out` and waits for the copy."""
        if out.nbytes:
            assert out.flags.c_contiguous
            self._driver_call("copying from the GPU", self.driver.cuMemcpyDtoHAsync,
                              out.ctypes.data, t.ptr, out.nbytes, stream.handle)
            self._call("copying from the GPU", stream.sync)

    def _read_back(self, t: DeviceTensor, stream) -> np.ndarray:
        """An i32 tensor's values on the host (segment offsets: the only tensor read back)."""
        out = np.empty(t.shape, np.int32)
        self.download(t, out, stream)
        return out

    def free(self, t: DeviceTensor, stream) -> None:
        t.owner.close(stream)

    def run(self, compiled, fn: L.Function, args: dict, sizes: dict[str, int],
            reps: int = 1, offset: int = 0) -> RunResult:
        """Copies the host arrays in, launches (timed), copies the written ones out, waits.
        `offset` places every tensor that many bytes past its allocation's (256-byte aligned)
        base, to launch on bases of a chosen alignment."""
        s = self.stream()
        tensors: dict[str, DeviceTensor] = {}
        p = None
        try:
            own = workspace_names(fn)
            for slot in fn.params:
                if slot.kind == "tensor" and slot.name not in own:
                    tensors[slot.name] = self.upload(args[slot.name], slot.dtype, s, offset)
            p = self.prepare(compiled, fn, tensors, args, sizes, s)
            times = self.time(p, s, reps, warmup=0 if reps == 1 else 1)
            outs = {}
            ran = launched(p.fn)
            for name in written(ran):
                out = np.empty_like(np.ascontiguousarray(args[name]))
                self.download(tensors[name], out, s)
                outs[name] = out
            return RunResult(outs, float(np.median(times)), p.detail,
                             tuple(f.name for f in ran))
        finally:
            if p is not None:
                self.release(p, s)
            for t in tensors.values():
                self.free(t, s)
