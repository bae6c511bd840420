"""Devices that run a compiled kernel: `cuda` (cuda-python's driver API), `hip` (hip-python) and
`sim` (kgen's own emulator, always there).

Each device takes host NumPy arrays, copies them in, launches, copies the outputs back, and says
how long the kernel took. `pick_device("auto")` takes cuda, then hip, then sim, and the caller
prints which. Driver failures become RuntimeLaunchError with the driver's name for the error.
"""

from __future__ import annotations

import ctypes
import functools
import time

import numpy as np

from ..lir import ops as L
from ..lir.ops import grid_dims
from ..errors import RuntimeLaunchError
from ..target.targets import TARGETS
from .launch import (RunResult, _ctype, dynamic_shared, launched,  # noqa: F401
                     scalar_value, segment_sizes, steps, tensor_map, workspace_names, written)

# The host dtype of a workspace's elements (kgen.lir.ops.Split.workspace).
_HOST = {"f32": np.float32, "i32": np.int32}


class SimDevice:
    kind = "sim"
    name = "sim: kgen's instruction-level emulator (no GPU)"

    def default_target(self) -> str:
        return "sm_90a"

    def run(self, compiled, fn: L.Function, args: dict, sizes: dict[str, int],
            stats=None) -> RunResult:
        """stats: the kgen.sim.Stats the launch fills (a caller may watch its progress or ask
        for counters, as kgen bench does), or None for a fresh one."""
        from ..sim import GlobalMemory, Launch, Stats, emulate
        from ..target.tensormap import encode_sim
        sizes = segment_sizes(fn, sizes, args.__getitem__)
        mem = GlobalMemory()
        # (a split variant run by itself: its fold writes what its parts only read)
        own, wrote = workspace_names(fn), set(written(launched(fn)))
        addrs = {slot.name: mem.add(slot.name, args[slot.name], readonly=slot.name not in wrote)
                 for slot in fn.params if slot.kind == "tensor" and slot.name not in own}
        fn = L.select(fn, sizes, addrs)
        todo, workspace = steps(fn, sizes)
        for name, (dtype, shape) in workspace.items():
            addrs[name] = mem.add(name, np.zeros(shape, _HOST[dtype]))
        stats = stats if stats is not None else Stats()
        t0 = time.perf_counter()
        for step in todo:
            f, at = step.fn, step.sizes
            values = []
            grid = grid_dims(f, at)
            for slot in f.params:
                if slot.kind == "tensor":
                    values.append(addrs[slot.name])
                elif slot.kind == "tensormap":
                    # By value: the 128 bytes themselves are the argument (ParamSlot.size).
                    values.append(encode_sim(tensor_map(slot, addrs[slot.of], at)))
                elif slot.kind == "dim":
                    values.append(np.uint32(at[slot.name]))
                elif slot.kind == "programs":
                    values.append(np.uint32(grid[0]))
                else:
                    values.append(scalar_value(slot, step.scalars.get(slot.name,
                                                                      args.get(slot.name))))
            launch = Launch(grid, f.threads, values, mem,
                            shared_bytes=dynamic_shared(f, compiled.target), stats=stats)
            emulate(compiled.asm, compiled.target, f.name, launch)
        ms = (time.perf_counter() - t0) * 1e3
        outs = {}
        ran = [s.fn for s in todo]
        for name in written(ran):
            a = np.asarray(args[name])
            outs[name] = mem.array(name).view(a.dtype).reshape(a.shape).copy()
        n = stats.instructions
        names = " + ".join(f.name for f in ran)
        return RunResult(outs, ms, f"{names}: {n:,} warp instructions emulated in "
                                   f"{ms / 1e3:.2f} s ({n / max(ms / 1e3, 1e-9):,.0f}/s)",
                         tuple(f.name for f in ran))


class HipDevice:
    """An AMD GPU through hip-python (hip.hip)."""

    kind = "hip"

    def __init__(self):
        from hip import hip
        self.hip = hip
        count = self._check(hip.hipGetDeviceCount(), "hipGetDeviceCount")
        if count < 1:
            raise RuntimeLaunchError("no HIP device")
        props = hip.hipDeviceProp_t()
        self._check(hip.hipGetDeviceProperties(props, 0), "hipGetDeviceProperties")
        arch = props.gcnArchName
        arch = arch.decode() if isinstance(arch, bytes) else str(arch)
        self.arch = arch.split(":")[0]
        gpu = props.name.decode() if isinstance(props.name, bytes) else str(props.name)
        self.name = f"hip: {gpu} ({self.arch})"

    def _check(self, result, what: str):
        err, *rest = result if isinstance(result, tuple) else (result,)
        if int(err) != 0:
            raise RuntimeLaunchError(f"{what} failed: {self.hip.hipGetErrorString(err)}")
        return rest[0] if len(rest) == 1 else (tuple(rest) if rest else None)

    def default_target(self) -> str:
        if self.arch in TARGETS:
            return self.arch
        raise RuntimeLaunchError(f"kgen has no target for {self.arch} yet",
                                 hint="targets: " + ", ".join(
                                     t.name for t in TARGETS.values() if not t.is_nvidia))

    def run(self, compiled, fn: L.Function, args: dict, sizes: dict[str, int]) -> RunResult:
        hip = self.hip
        sizes = segment_sizes(fn, sizes, args.__getitem__)
        module = self._check(hip.hipModuleLoadData(compiled.binary), "hipModuleLoadData")
        ptrs, where = [], {}
        try:
            own = workspace_names(fn)
            for slot in fn.params:
                if slot.kind == "tensor" and slot.name not in own:
                    host = np.ascontiguousarray(args[slot.name])
                    where[slot.name] = self._upload(host)
                    ptrs.append((slot.name, where[slot.name], host))
            # CDNA's variants are chosen by size (short rows, a split): none by address
            todo, workspace = steps(L.select(fn, sizes, {}), sizes)
            for name, (dtype, shape) in workspace.items():
                host = np.zeros(shape, _HOST[dtype])
                where[name] = self._upload(host)
                ptrs.append((name, where[name], host))
            launches = [self._launch_args(module, step, where, args) for step in todo]
            start = self._check(hip.hipEventCreate(), "hipEventCreate")
            stop = self._check(hip.hipEventCreate(), "hipEventCreate")
            self._check(hip.hipEventRecord(start, None), "hipEventRecord")
            for func, (gx, gy, gz), threads, values in launches:
                self._check(hip.hipModuleLaunchKernel(
                    func, gx, gy, gz, threads, 1, 1, 0, None, None,
                    hip.HipModuleLaunchKernel_extra(tuple(values))), "hipModuleLaunchKernel")
            self._check(hip.hipEventRecord(stop, None), "hipEventRecord")
            self._check(hip.hipDeviceSynchronize(), "kernel execution")
            ms = self._check(hip.hipEventElapsedTime(start, stop), "hipEventElapsedTime")
            outs = {}
            for name in written([s.fn for s in todo]):
                out = np.empty_like(np.ascontiguousarray(args[name]))
                self._check(hip.hipMemcpy(out, where[name], out.nbytes,
                                          hip.hipMemcpyKind.hipMemcpyDeviceToHost), "hipMemcpy")
                outs[name] = out
            shown = "; ".join(f"{s.fn.name}: grid {g[0]}x{g[1]}x{g[2]}, {t} threads"
                              for s, (_, g, t, _) in zip(todo, launches))
            return RunResult(outs, float(ms), shown, tuple(s.fn.name for s in todo))
        finally:
            for _, d, _ in ptrs:
                hip.hipFree(d)
            hip.hipModuleUnload(module)

    def _upload(self, host: np.ndarray):
        hip = self.hip
        d = self._check(hip.hipMalloc(max(host.nbytes, 1)), "hipMalloc")
        self._check(hip.hipMemcpy(d, host, host.nbytes, hip.hipMemcpyKind.hipMemcpyHostToDevice),
                    "hipMemcpy")
        return d

    def _launch_args(self, module, step, where: dict, args: dict):
        """(function, grid, threads, argument values) of one launch."""
        hip, fn, sizes = self.hip, step.fn, step.sizes
        func = self._check(hip.hipModuleGetFunction(module, fn.name.encode()),
                           "hipModuleGetFunction")
        grid = grid_dims(fn, sizes)
        values = []
        for slot in fn.params:
            if slot.kind == "tensor":
                values.append(where[slot.name])
            elif slot.kind == "dim":
                values.append(ctypes.c_uint32(sizes[slot.name]))
            elif slot.kind == "programs":
                values.append(ctypes.c_uint32(grid[0]))
            else:
                v = step.scalars.get(slot.name, args.get(slot.name))
                values.append(_ctype(slot.ty)(scalar_value(slot, v).item()))
        return func, grid, fn.threads, values


def _try(factory):
    """(device, None), or (None, why not): no driver, no library, no device."""
    try:
        return factory(), None
    except Exception as e:  # the next kind is tried; the reason is kept for the message
        return None, str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__


# The CUDA driver's library, by the names the driver installs it under (cuda.bindings opens it
# by the same names): Linux's soname, Windows' DLL.
_CUDA_DRIVER = ("libcuda.so.1", "nvcuda.dll")


def _no_cuda_driver() -> str | None:
    """Why there can be no CUDA device here (the driver's library does not load), or None.
    Asked before cuda.core is imported: that import takes 1-2 s (it loads ml_dtypes' extension,
    about 1 s alone), which `kgen run` on a machine without a GPU paid on every call only to be
    told there is no driver."""
    for name in _CUDA_DRIVER:
        try:
            ctypes.CDLL(name)
            return None
        except OSError:
            continue
    return f"no CUDA driver ({' / '.join(_CUDA_DRIVER)} does not load)"


@functools.lru_cache(maxsize=None)
def _cuda_device():
    """One CudaDevice per process: its modules, kernels and tensor maps are loaded once."""
    why = _no_cuda_driver()
    if why is not None:
        raise RuntimeLaunchError(why)
    from .cuda import CudaDevice
    return CudaDevice()


def pick_device(kind: str = "auto"):
    """The device to run on: 'auto' takes cuda, then hip, then the emulator."""
    if kind == "sim":
        return SimDevice()
    if kind in ("cuda", "auto"):
        dev, why = _try(_cuda_device)
        if dev is not None:
            return dev
        if kind == "cuda":
            raise RuntimeLaunchError(f"no usable CUDA device: {why}",
                                     hint="run with --device sim to use kgen's emulator")
    if kind in ("hip", "auto"):
        dev, why = _try(HipDevice)
        if dev is not None:
            return dev
        if kind == "hip":
            raise RuntimeLaunchError(f"no usable HIP device: {why}",
                                     hint="run with --device sim to use kgen's emulator")
    if kind == "auto":
        return SimDevice()
    raise RuntimeLaunchError(f"unknown device '{kind}'", hint="devices: auto, cuda, hip, sim")
