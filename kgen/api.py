"""The Python API: `kgen.compile(...)` gives kernels you call with arrays.

    import numpy as np, kgen
    prog = kgen.compile("examples/softmax.kgen")            # target from the device found
    x = np.random.rand(7, 1000).astype(np.float32)
    y = np.empty_like(x)
    prog.softmax(x=x, y=y)                                    # y is written in place

Dimension sizes come from the arrays' shapes (`M`, `N` above) and must agree. Host NumPy arrays run
on whatever device was picked (the emulator when there is no GPU). On CUDA, tensors that live on
the GPU (CuPy, PyTorch) are passed through DLPack without copies.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from . import ir
from .compiler import Compiled, compile_source
from .errors import KgenError, RuntimeLaunchError
from .source import Source, read_source

# DLPack (dlpack.h): the C structures behind `__dlpack__` capsules.
_DL_CPU, _DL_CUDA, _DL_CUDA_HOST, _DL_ROCM = 1, 2, 3, 10
_DL_DTYPE = {(2, 32): "f32", (2, 16): "f16", (4, 16): "bf16", (0, 32): "i32", (1, 16): "u16"}


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


@dataclass(frozen=True)
class DLView:
    """What kgen needs of a DLPack tensor: where it is, its shape and element type."""
    pointer: int
    device_type: int
    shape: tuple[int, ...]
    dtype: str
    capsule: object  # keeps the producer's memory alive while the view is used


def dlpack_view(obj) -> DLView:
    """Reads a `__dlpack__` capsule (CPU or GPU) without taking ownership; C-contiguous only."""
    capsule = obj.__dlpack__()
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype = ctypes.c_void_p
    get.argtypes = [ctypes.py_object, ctypes.c_char_p]
    t = _DLTensor.from_address(get(capsule, b"dltensor"))
    shape = tuple(t.shape[i] for i in range(t.ndim))
    key = (t.dtype.code, t.dtype.bits)
    if key not in _DL_DTYPE or t.dtype.lanes != 1:
        raise KgenError(f"DLPack dtype code {key} is not one kgen takes",
                        hint="pass f32, f16, bf16 or i32 tensors")
    if t.strides:
        expect, stride = [], 1
        for n in reversed(shape):
            expect.insert(0, stride)
            stride *= n
        got = [t.strides[i] for i in range(t.ndim)]
        if any(g != e for g, e, n in zip(got, expect, shape) if n > 1):
            raise KgenError("DLPack tensor is not contiguous", hint="call .contiguous() first")
    return DLView((t.data or 0) + t.byte_offset, t.device.device_type, shape,
                  _DL_DTYPE[key], capsule)


_NP_DTYPE = {ir.DType.f32: np.float32, ir.DType.f16: np.float16, ir.DType.bf16: np.uint16,
             ir.DType.i32: np.int32, ir.DType.u32: np.uint32}


def _host_bits(v: np.ndarray, dt: ir.DType) -> np.ndarray:
    """A host array as the storage the kernel reads: ml_dtypes.bfloat16 arrays are viewed as
    their uint16 bit patterns (the same bytes), which kgen has always taken too."""
    import ml_dtypes
    if dt == ir.DType.bf16 and v.dtype == ml_dtypes.bfloat16:
        return v.view(np.uint16)
    return v


class Kernel:
    """One compiled kernel; call it with arrays (by name or position) and scalars."""

    def __init__(self, program: "Program", index: int):
        self.program = program
        self.ir: ir.Kernel = program.compiled.kernels[index]
        self.fn = program.compiled.functions[index]
        self.name = self.ir.name

    def __repr__(self) -> str:
        params = ", ".join(p.name for p in self.ir.params)
        return f"<kgen kernel {self.name}({params}) for {self.program.compiled.target.name}>"

    def _bind(self, args, kwargs) -> dict:
        names = [p.name for p in self.ir.params]
        if len(args) > len(names):
            raise KgenError(f"{self.name}() takes {len(names)} arguments, got {len(args)}")
        bound = dict(zip(names, args))
        for k, v in kwargs.items():
            if k in bound:
                raise KgenError(f"{self.name}() got '{k}' twice")
            bound[k] = v
        missing = [n for n in names if n not in bound]
        dims = set(self.ir.dim_symbols)
        missing = [n for n in missing if n not in dims]
        if missing:
            raise KgenError(f"{self.name}() is missing {', '.join(missing)}",
                            hint=f"parameters: {', '.join(names)}")
        return bound

    def __call__(self, *args, **kwargs):
        bound = self._bind(args, kwargs)
        sizes: dict[str, int] = {s: int(bound.pop(s)) for s in list(bound)
                                 if s in self.ir.dim_symbols}
        sizes.update(dict(self.ir.specialized))
        device_ptrs, host = {}, {}
        for p in self.ir.params:
            v = bound[p.name]
            if isinstance(p, ir.ScalarParam):
                host[p.name] = v
                continue
            shape, on_gpu = self._shape_of(p, v)
            for d, n in zip(p.shape, shape):
                want = d.value if d.value is not None else sizes.setdefault(d.name, n)
                if want != n:
                    raise KgenError(f"'{p.name}' has shape {shape}: dimension {d} is {n} here "
                                    f"but {want} elsewhere")
            if on_gpu is not None:
                device_ptrs[p.name] = on_gpu
            else:
                host[p.name] = v
        dev = self.program.device
        if device_ptrs:
            if dev.kind != "cuda" or len(device_ptrs) != len(self.ir.tensors):
                raise RuntimeLaunchError("GPU tensors need the cuda device, and every tensor of "
                                         "the call on the GPU", hint="move all tensors to one "
                                         "CUDA device, or pass NumPy arrays")
            return dev.launch_pointers(self.program.compiled, self.fn, device_ptrs, host, sizes)
        arrays = {}
        for p in self.ir.params:
            v = host[p.name]
            arrays[p.name] = np.ascontiguousarray(_host_bits(v, p.dtype), _NP_DTYPE[p.dtype]) \
                if isinstance(p, ir.TensorParam) else v
        res = dev.run(self.program.compiled, self.fn, arrays, sizes)
        for name, out in res.outputs.items():  # written in place, like a kernel would
            dst = _host_bits(host[name], self.ir.param(name).dtype)
            np.copyto(dst, out.reshape(np.shape(dst)), casting="unsafe")
        return res

    def _shape_of(self, p: ir.TensorParam, v) -> tuple[tuple[int, ...], DLView | None]:
        if isinstance(v, np.ndarray):
            if _host_bits(v, p.dtype).dtype != _NP_DTYPE[p.dtype]:
                raise KgenError(f"'{p.name}' is {p.dtype}; got a NumPy array of {v.dtype}",
                                hint="pass bf16 as ml_dtypes.bfloat16 (or its uint16 bit "
                                     "patterns)" if p.dtype == ir.DType.bf16 else None)
            return v.shape, None
        if hasattr(v, "__dlpack__"):
            view = dlpack_view(v)
            ok = {ir.DType.f32: ("f32",), ir.DType.f16: ("f16",), ir.DType.i32: ("i32",),
                  ir.DType.bf16: ("bf16", "u16")}[p.dtype]
            if view.dtype not in ok:
                raise KgenError(f"'{p.name}' is {p.dtype}; got a {view.dtype} tensor")
            if view.device_type in (_DL_CUDA, _DL_ROCM):
                return view.shape, view
            return view.shape, None
        raise KgenError(f"'{p.name}' must be an array, got {type(v).__name__}")


class Program:
    """All kernels of one source file, compiled for one target, bound to one device."""

    def __init__(self, compiled: Compiled, device):
        self.compiled = compiled
        self.device = device
        self.kernels = {k.name: Kernel(self, i) for i, k in enumerate(compiled.kernels)}

    def __getattr__(self, name: str) -> Kernel:
        kernels = self.__dict__.get("kernels", {})
        if name in kernels:
            return kernels[name]
        raise AttributeError(name)

    def __call__(self, *args, **kwargs):
        if len(self.kernels) != 1:
            raise KgenError(f"this file has {len(self.kernels)} kernels; call one by name: "
                            + ", ".join(self.kernels))
        return next(iter(self.kernels.values()))(*args, **kwargs)

    @property
    def asm(self) -> str:
        return self.compiled.asm


def compile(source_or_path, target: str | None = None, *, device: str = "auto",
            specialize: dict[str, int] | None = None) -> Program:
    """Compiles a .kgen file (a path) or source text, for a target the device can run.

    device: "auto" (cuda, then hip, then the emulator), "cuda", "hip" or "sim"."""
    from .runtime import pick_device
    src = source_or_path
    if isinstance(src, Path) or (isinstance(src, str) and "\n" not in src and
                                 src.endswith(".kgen")):
        path = Path(src)
        source = read_source(str(path), path.read_bytes())
    else:
        source = Source("<string>", str(src))
    dev = pick_device(device)
    tgt = target or dev.default_target()
    compiled = compile_source(source, tgt, specialize=specialize,
                              stop="asm" if dev.kind == "sim" else "bin")
    if dev.kind != "sim" and compiled.binary is None:
        from .assemble import assemble
        compiled.binary, _ = assemble(compiled.asm, compiled.target)
    return Program(compiled, dev)
