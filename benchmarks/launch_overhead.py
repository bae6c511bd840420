"""Host cost of a kernel call through the Python API on tensors already on the GPU (issue 27,
"launches without host overhead"), measured on the CPU: kgen's own work per call, with a
cuda.core that does nothing.

    python benchmarks/launch_overhead.py                  # this checkout
    python benchmarks/launch_overhead.py --vs /work/wt/base --save FILE

What runs: `kgen.compile(example)` once (a cubin stand-in), then `prog.kernel(**tensors)` many
times on the same tensors, timed with `time.perf_counter_ns`. The device is kgen's CudaDevice
over a null cuda.core (`NullCuda`: every call returns at once, a launch appends nothing), so the
time is kgen's: binding the arguments, reading each tensor (DLPack, or a PyTorch tensor's own
accessors), choosing the variant, building the argument list and tensor maps, adopting the
stream. Two kinds of tensor:
- "torch": an object with PyTorch's accessors (data_ptr(), shape, dtype, is_contiguous(),
  __dlpack_device__) and a stand-in `torch` module whose cuda.current_stream() gives a handle;
- "dlpack": any other CUDA tensor, read through cuda.core's StridedMemoryView (here a stand-in
  with the same surface).
On a GPU the launch itself (cuLaunchKernel, a few microseconds) comes on top; Triton's launcher
is the peer to compare with there. The bar (issue 27): under 20 us per call.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import os
import platform
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path

import numpy as np

_TORCH_DTYPES = {"f32": "torch.float32", "f16": "torch.float16", "bf16": "torch.bfloat16",
                 "i32": "torch.int32", "u32": "torch.uint32"}
_NP = {"f32": "float32", "f16": "float16", "bf16": "uint16", "i32": "int32", "u32": "uint32"}


class _TorchDtype:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return self.name


class FakeTorchTensor:
    """The PyTorch accessors kgen reads of a CUDA tensor."""
    __module__ = "torch"

    def __init__(self, ptr, shape, dtype):
        self._ptr, self.shape, self.dtype = ptr, tuple(shape), _TorchDtype(_TORCH_DTYPES[dtype])
        self.kgen_dtype = dtype
        self.is_cuda = True

    def data_ptr(self):
        return self._ptr

    def is_contiguous(self):
        return True

    def __dlpack_device__(self):
        return (2, 0)

    def __dlpack__(self, stream=None):
        raise AssertionError("the stand-in has no DLPack capsule")


class FakeDlpackTensor:
    """A CUDA tensor seen only through DLPack (CuPy, JAX): the stand-in view reads it."""

    def __init__(self, ptr, shape, dtype):
        self.ptr, self.shape, self.kgen_dtype = ptr, tuple(shape), dtype

    def __dlpack_device__(self):
        return (2, 0)


class NullCuda:
    """cuda.core's surface as kgen's CudaDevice uses it, doing nothing."""

    def __init__(self):
        from collections import namedtuple

        class Stream:
            def __init__(self, handle):
                self.handle = handle

            @staticmethod
            def from_handle(h):
                return Stream(h)

        class View:
            def __init__(self, ptr, shape, dtype):
                self.ptr, self.shape, self.dtype, self.strides = ptr, shape, dtype, None

            @staticmethod
            def from_dlpack(a, stream_ptr=None):
                ptr = a.data_ptr() if hasattr(a, "data_ptr") else a.ptr
                return View(ptr, a.shape, np.dtype(_NP[a.kgen_dtype]))

            @staticmethod
            def from_buffer(buf, shape, dtype=None):
                return View(buf.handle, tuple(shape), dtype)

            def as_tensor_map(self, **kw):
                return ("map", self.ptr, kw["box_dim"])

        class Buffer:
            def __init__(self, handle, size):
                self.handle, self.size = handle, size

            @staticmethod
            def from_handle(ptr, size, owner=None):
                return Buffer(ptr, size)

        class Kernel:
            handle = "kernel"
            arguments_info = property(lambda self: (_ for _ in ()).throw(RuntimeError()))

        class Object:
            def get_kernel(self, name):
                return Kernel()

        class ObjectCode:
            @staticmethod
            def from_cubin(binary, name=""):
                return Object()

        class Device:
            def __init__(self, ordinal):
                self.device_id = ordinal
                self.compute_capability = namedtuple("CC", "major minor")(9, 0)
                self.name = "null device"
                self.default_stream = Stream(0)

            def set_current(self):
                pass

        def launch(stream, config, kernel, *args):
            pass

        from cuda.core import _tensor_map as enums
        self.view = View
        self.core = types.SimpleNamespace(
            Device=Device, ObjectCode=ObjectCode, Buffer=Buffer, Stream=Stream, launch=launch,
            LaunchConfig=lambda grid, block, shmem_size: (grid, block, shmem_size),
            TensorMapSwizzle=enums.TensorMapSwizzle,
            TensorMapL2Promotion=enums.TensorMapL2Promotion,
            utils=types.SimpleNamespace(StridedMemoryView=View))

        class Driver:
            from cuda.bindings.driver import CUfunction_attribute

            @staticmethod
            def cuKernelSetAttribute(attr, value, handle, dev):
                return (0,)
        self.driver = Driver


def _program(example: str, null: NullCuda):
    """kgen.compile(example) bound to a CudaDevice over the null cuda.core."""
    import kgen.api as api
    from kgen.cached import compile_cached
    from kgen.runtime.cuda import CudaDevice
    compiled = compile_cached(api.source_of(f"examples/{example}.kgen"), "sm_90a", stop="asm")
    compiled.binary = b"\x7fELF null cubin " + compiled.asm.encode()[:4096]
    return api.Program(compiled, CudaDevice(core=null.core, driver=null.driver))


def _tensors(kernel, sizes: dict, kind: str) -> dict:
    out, base = {}, 0x7F00_0000_0000
    for p in kernel.ir.tensors:
        shape = [sizes[d.name] if d.value is None else d.value for d in p.shape]
        cls = FakeTorchTensor if kind == "torch" else FakeDlpackTensor
        out[p.name] = cls(base, shape, str(p.dtype))
        base += 1 << 30
    return out


CASES = [("vadd", {"N": 1 << 20}), ("softmax", {"M": 4096, "N": 4096}),
         ("gemm_bf16", {"M": 4096, "N": 4096, "K": 4096})]


def measure(reps: int) -> list[tuple[str, str, float, float]]:
    """(example, tensor kind, median us, p90 us) per case, in this process's kgen."""
    null = NullCuda()
    fake_torch = types.ModuleType("torch")
    fake_torch.cuda = types.SimpleNamespace(
        current_stream=lambda device=None: types.SimpleNamespace(cuda_stream=7))
    sys.modules.setdefault("torch", fake_torch)
    import cuda.core.utils
    real_view = cuda.core.utils.StridedMemoryView
    cuda.core.utils.StridedMemoryView = null.view       # gpu_tensor's reader
    rows = []
    try:
        for example, sizes in CASES:
            prog = _program(example, null)
            kernel = next(iter(prog.kernels.values()))
            for kind in ("torch", "dlpack"):
                args = _tensors(kernel, sizes, kind)
                for _ in range(50):
                    kernel(**args)
                ts = []
                for _ in range(reps):
                    t0 = time.perf_counter_ns()
                    kernel(**args)
                    ts.append((time.perf_counter_ns() - t0) / 1000)
                ts.sort()
                rows.append((example, kind, statistics.median(ts), ts[int(0.9 * len(ts))]))
    finally:
        cuda.core.utils.StridedMemoryView = real_view
        if sys.modules.get("torch") is fake_torch:
            del sys.modules["torch"]
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=2000)
    ap.add_argument("--vs", default="", help="another checkout, measured in a subprocess")
    ap.add_argument("--save", default="")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    rows = measure(args.reps)
    if args.json:
        print(repr(rows))
        return
    before = None
    if args.vs:
        env = {**os.environ, "PYTHONPATH": args.vs}
        out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--json",
                              "--reps", str(args.reps)], cwd=args.vs, env=env,
                             capture_output=True, text=True, check=True).stdout
        before = {(e, k): (m, p) for e, k, m, p in eval(out.strip().splitlines()[-1])}
    head = f"{'example':<11} {'tensors':<7} {'us/call':>8} {'p90':>7}"
    if before:
        head += f" {'before':>8} {'speedup':>8}"
    lines = [head, "-" * len(head)]
    for e, k, m, p in rows:
        line = f"{e:<11} {k:<7} {m:8.1f} {p:7.1f}"
        if before:
            b = before[(e, k)][0]
            line += f" {b:8.1f} {b / m:7.1f}x"
        lines.append(line)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    lines.append(f"bar: under 20 us per call; {sum(1 for r in rows if r[2] < 20)} of "
                 f"{len(rows)} cases under it")
    lines.append(f"{_dt.datetime.now(_dt.timezone.utc):%Y-%m-%d %H:%M} UTC, kgen {commit}, "
                 f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
                 f"Python {platform.python_version()}, median of {args.reps} calls after 50")
    text = "\n".join(lines)
    print(text)
    if args.save:
        Path(args.save).write_text(text + "\n")


if __name__ == "__main__":
    main()
