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

import functools
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .tile import fp8, ir
from .lir import ops as L
from .cached import compile_cached
from .compiler import Compiled
from .errors import KgenError, RuntimeLaunchError
from .front.read import load_source
from .runtime.cuda import DeviceTensor
from .runtime.launch import RunResult, scalar_value
from .source import Source

# DLPack device types (dlpack.h, DLDeviceType): where a tensor's __dlpack_device__ says it lives.
_DL_CUDA, _DL_ROCM = 2, 10

# kgen dtypes of the element types a tensor may arrive as (NumPy's names; ml_dtypes' bfloat16).
_KGEN_DTYPE = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "int32": "i32",
               "uint32": "u32", "uint16": "u16", "int16": "u16", "uint8": "u8",
               "float8_e4m3fn": "e4m3", "float8_e5m2": "e5m2", "float8_e4m3fnuz": "e4m3fnuz",
               "float8_e5m2fnuz": "e5m2fnuz", "float8_e8m0fnu": "e8m0"}


@dataclass(frozen=True)
class GpuTensor:
    """A tensor on a CUDA GPU seen through DLPack (cuda.core's StridedMemoryView): C-contiguous,
    its address, shape and kgen dtype; `view` keeps the producer's memory alive."""
    ptr: int
    shape: tuple[int, ...]
    dtype: str
    view: object


_SEEN_DTYPES: dict = {}


def _dtype_of(dt) -> str | None:
    """kgen's name for a view's element type (np.dtype(...).name costs microseconds a call;
    a launch path reads one per tensor)."""
    if dt is None:
        return None
    try:
        return _SEEN_DTYPES[dt]
    except (KeyError, TypeError):
        out = _KGEN_DTYPE.get(np.dtype(dt).name)
        try:
            _SEEN_DTYPES[dt] = out
        except TypeError:          # an unhashable dtype object: not remembered
            pass
        return out


def gpu_tensor(obj, stream_ptr: int | None = None, name: str = "") -> GpuTensor:
    """A CUDA tensor (PyTorch, CuPy, JAX, anything with __dlpack__) without copying; the producer
    orders its pending work before `stream_ptr` (the DLPack stream handshake). `name`, the
    kernel parameter it is passed as, starts each refusal so the user knows which argument."""
    who = f"'{name}': " if name else ""
    from cuda.core.utils import StridedMemoryView
    view = StridedMemoryView.from_dlpack(obj, stream_ptr=stream_ptr)
    dtype = _dtype_of(view.dtype)
    if dtype is None:
        raise KgenError(f"{who}a tensor of {view.dtype} is not one kgen takes",
                        hint="pass f32, f16, bf16, i32 or u32 tensors")
    shape = tuple(int(n) for n in view.shape)
    if view.strides is not None:
        expect, stride = [], 1
        for n in reversed(shape):
            expect.insert(0, stride)
            stride *= n
        if any(g != e for g, e, n in zip(view.strides, expect, shape) if n > 1):
            raise KgenError(f"{who}the tensor is not contiguous",
                            hint="call .contiguous() first")
    return GpuTensor(int(view.ptr), shape, dtype, view)


# Prepared launches a kernel keeps (distinct shapes, dtypes and alignments of its calls).
_PLANS_KEPT = 64


# Types _torch_like has said yes to: a set lookup on the fast path instead of the test.
_TORCH_TYPES: set = set()
_NAN = float("nan")


def _torch_like(v) -> bool:
    """A PyTorch tensor (read through its own accessors on the fast path)."""
    if type(v).__module__.startswith("torch") and hasattr(v, "data_ptr"):
        _TORCH_TYPES.add(type(v))
        return True
    return False


@functools.lru_cache(maxsize=4)
def _torch_stream_reader(torch):
    """A function of a device index giving PyTorch's current CUDA stream there as a raw CUstream
    handle: torch._C's reader where this PyTorch has it (what Triton's launcher calls; it builds
    no object), else torch.cuda.current_stream(), which builds a Stream object each call (a part
    of a kgen call's 21 us measured on an H200's host, 2026-11-29). Found once per module."""
    raw = getattr(getattr(torch, "_C", None), "_cuda_getCurrentRawStream", None)
    if raw is not None:
        return raw
    return lambda device_id: torch.cuda.current_stream(device_id).cuda_stream


def _key_entry(ptr: int, shape, dtype, align: int) -> tuple:
    """One tensor's part of a plan key (Kernel._key): its shape, dtype, and its address's
    alignment class (the largest power of two dividing it, up to `align`, the most any variant
    asks)."""
    return tuple(shape), dtype, min(ptr & -ptr, align)


@dataclass(frozen=True)
class _Plan:
    """A launch prepared for calls of one key (Kernel._key): the variant, the loaded kernel, the
    configuration, and the argument list with the places each call fills in (tensor
    addresses, tensor maps, scalars)."""
    fn: object
    kernel: object
    config: object
    args: tuple
    pointers: tuple            # (argument index, tensor name)
    maps: tuple                # (argument index, tensormap slot, tensor name)
    scalars: tuple             # (argument index, scalar slot, parameter name)
    sizes: dict
    arity: int                 # how many parameters a call binds (tensors, scalars, dims)
    detail: str
    key: tuple                 # Kernel._key of the calls it serves
    launched: str = ""         # a fast call's RunResult detail, written once
    # A split reduction's (kgen.lower.split): the fold's launch after this one, the Prepared
    # that owns their workspace, and the stream it serves (the workspace is one call's at a
    # time: a call on another stream takes the full path, with a workspace of its own).
    then: "_Plan | None" = None
    owner: object = None
    stream: object = None

    @classmethod
    def of(cls, p, sizes: dict, bound: int, key: tuple, names: frozenset,
           stream=None) -> "_Plan":
        """The plan of Prepared p; `bound`: the tensors and dimensions the call named;
        `names`: the kernel's parameters (a split's workspace and rows are kgen's, fixed)."""
        slots = [(i, s) for i, s in enumerate(p.fn.params) if s.kind == "tensormap" or
                 s.name in names]
        arity = bound + sum(1 for _, s in slots if s.kind == "scalar")
        then = None if p.then is None else cls.of(p.then, sizes, bound, key, names)
        return cls(p.fn, p.kernel, p.config, tuple(p.args),
                   tuple((i, s.name) for i, s in slots if s.kind == "tensor"),
                   tuple((i, s, s.of) for i, s in slots if s.kind == "tensormap"),
                   tuple((i, s, s.name) for i, s in slots if s.kind == "scalar"),
                   dict(sizes), arity, p.detail, key, f"{p.detail}; launched, not waited for",
                   then, p if p.then is not None else None, stream)


_NP_DTYPE = {ir.DType.f32: np.float32, ir.DType.f16: np.float16, ir.DType.bf16: np.uint16,
             ir.DType.i32: np.int32, ir.DType.u32: np.uint32,
             **{d: np.uint8 for d in ir.BYTE_FLOATS}}


def _host_bits(v: np.ndarray, dt: ir.DType) -> np.ndarray:
    """A host array as the storage the kernel reads: ml_dtypes.bfloat16 arrays are viewed as
    their uint16 bit patterns (the same bytes), which kgen has always taken too. An array of
    ml_dtypes' types exists only once its caller imported ml_dtypes: where no one has, nothing
    is imported here (about 1 s, the first call's)."""
    ml_dtypes = sys.modules.get("ml_dtypes")
    if ml_dtypes is None:
        return v
    if dt == ir.DType.bf16 and v.dtype == ml_dtypes.bfloat16:
        return v.view(np.uint16)
    if dt.is_byte_float and v.dtype == fp8.FORMATS[dt].ml_type:     # ml_dtypes.float8_e4m3fn, ...
        return v.view(np.uint8)
    return v


class Kernel:
    """One compiled kernel; call it with arrays (by name or position) and scalars."""

    def __init__(self, program: "Program", index: int):
        self.program = program
        self.ir: ir.Kernel = program.compiled.kernels[index]
        self.fn = program.compiled.functions[index]
        self.name = self.ir.name
        # What every call reads of the signature, computed once.
        self._names = tuple(p.name for p in self.ir.params)
        self._dims = frozenset(self.ir.dim_symbols)
        self._tensor_names = tuple(p.name for p in self.ir.tensors)
        need: dict[str, int] = {}
        for f in L.variants(self.fn):
            for k, v in L.base_alignments(f).items():
                need[k] = max(need.get(k, 1), v)
        self._align = tuple(need.get(n, 1) for n in self._tensor_names)
        # Prepared launches on CUDA tensors (_fast_call), keyed by what decides a launch but
        # the addresses: how the tensors are read, shapes, dtypes, each address's alignment
        # class, the dimensions passed by value.
        self._plans: dict = {}
        self._tmaps: dict = {}        # (variant, argument index, address, plan key) -> map

    def __repr__(self) -> str:
        params = ", ".join(p.name for p in self.ir.params)
        return f"<kgen kernel {self.name}({params}) for {self.program.compiled.target.name}>"

    def _bind(self, args, kwargs) -> dict:
        names = [p.name for p in self.ir.params]
        if len(args) > len(names):
            raise KgenError(f"{self.name}() takes {len(names)} arguments, got {len(args)}")
        bound = dict(zip(names, args))
        for k, v in kwargs.items():
            # a misspelt name would otherwise be dropped without a word; a dimension's size
            # may be given by name (one only an axis walks must be)
            if k not in names and k not in self._dims:
                raise KgenError(f"{self.name}() has no parameter '{k}'",
                                hint=f"parameters: {', '.join(names)}")
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
        """Runs the kernel. Host arrays are copied to the device and back (waiting for the
        kernel); CUDA tensors (DLPack) are used in place and the launch does not wait. `stream=`
        names the CUDA stream to launch on (unless the kernel has a parameter of that name); by
        default PyTorch tensors go on PyTorch's current stream, as Triton's launches do."""
        if self._plans:
            done = self._fast_call(args, kwargs)
            if done is not None:
                return done
        names = {p.name for p in self.ir.params}
        stream = kwargs.pop("stream", None) if "stream" not in names else None
        bound = self._bind(args, kwargs)
        sizes: dict[str, int] = {}
        for s in [s for s in bound if s in self.ir.dim_symbols]:
            v = bound.pop(s)
            # Dimensions are i32 in the kernel's index math (and never negative there:
            # kgen.lower.access.nonnegative divides them as unsigned).
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or \
                    not 0 <= v < 2 ** 31:
                raise KgenError(f"dimension {s} must be an integer in [0, 2^31), got {v!r}")
            sizes[s] = int(v)
        passed = dict(sizes)          # the dimensions given by value (a fast-path key)
        sizes.update(dict(self.ir.specialized))
        on_gpu, host = {}, {}
        for p in self.ir.params:
            v = bound[p.name]
            if isinstance(p, ir.ScalarParam):
                host[p.name] = v
                continue
            v = self._tensor(p, v)
            shape = tuple(v.shape)
            for d, n in zip(p.shape, shape):
                want = d.value if d.value is not None else sizes.setdefault(d.name, n)
                if want != n:
                    raise KgenError(f"'{p.name}' has shape {shape}: dimension {d} is {n} here "
                                    f"but {want} elsewhere")
            (host if isinstance(v, np.ndarray) else on_gpu)[p.name] = v
        for a in self.ir.segments:      # `b: 1 in B` choosing segments: B + 1 offsets
            by, cu = self.ir.segment_dims(a)
            if by.name is not None and by.name not in sizes and cu.name in sizes:
                sizes[by.name] = max(sizes[cu.name] - 1, 0)
        unsized = [d for d in self.ir.axis_only_dims if d not in sizes]
        if unsized:       # no tensor's shape says it: only the caller can
            raise KgenError(f"{self.name}() needs the size of dimension {unsized[0]}, which only "
                            f"an axis walks (`in {unsized[0]}`)",
                            hint=f"pass it by name: {self.name}(..., {unsized[0]}=4096)")
        from .tools.run import nothing_to_launch
        if nothing_to_launch(self.ir, sizes):
            from .runtime.device import RunResult
            return RunResult({}, 0.0, f"{self.name}: nothing to launch (a dimension is 0 and "
                                      "every tensor it writes is empty)")
        dev = self.program.device
        if on_gpu:
            return self._launch_on_gpu(dev, on_gpu, host, sizes, stream, passed)
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

    def _launch_on_gpu(self, dev, on_gpu: dict, scalars: dict, sizes: dict, stream,
                       passed: dict):
        if dev.kind != "cuda" or len(on_gpu) != len(self.ir.tensors):
            raise RuntimeLaunchError("GPU tensors need the cuda device, and every tensor of "
                                     "the call on the GPU", hint="move all tensors to one "
                                     "CUDA device, or pass NumPy arrays")
        current = stream is None      # PyTorch's current stream (or the device's default)
        if stream is None and "torch" in sys.modules and \
                any(type(v).__module__.startswith("torch") for v in on_gpu.values()):
            stream = sys.modules["torch"].cuda.current_stream()
        s = dev.stream(stream)
        tensors, located = {}, {}
        for name, v in on_gpu.items():
            g = gpu_tensor(v, stream_ptr=int(s.handle), name=name)
            located[name] = (g.ptr, g.shape, g.dtype)
            pdt = self.ir.param(name).dtype
            want = ("bf16", "u16") if pdt == ir.DType.bf16 else (str(pdt), "u8") \
                if pdt.is_byte_float else (str(pdt),)
            if g.dtype not in want:
                raise KgenError(f"'{name}' is {self.ir.param(name).dtype}; got a {g.dtype} "
                                "tensor")
            tensors[name] = DeviceTensor(g.ptr, g.shape, str(self.ir.param(name).dtype), g.view)
        # launch_tensors' two steps, so that the prepared launch is kept for the fast path
        p = dev.prepare(self.program.compiled, self.fn, tensors, scalars, sizes, s)
        dev.launch(p, s)
        torch_like = [_torch_like(v) for v in on_gpu.values()]
        # (a launch over segments is sized by its offsets' values: prepared again every call)
        if current and (all(torch_like) or not any(torch_like)) and not self.fn.segments:
            if all(torch_like):      # keyed as the fast path reads them: PyTorch's accessors
                located = {n: (v.data_ptr(), tuple(v.shape), v.dtype) for n, v in on_gpu.items()}
            key = self._key("torch" if all(torch_like) else "dlpack", located, passed)
            self._keep(dev, key, _Plan.of(p, sizes, len(tensors) + len(passed), key,
                                          frozenset(self._names), int(s.handle)))
        elif p.then is not None:
            dev.release(p, s)        # its workspace, after its launches on s
        return RunResult({}, float("nan"), f"{p.detail}; launched, not waited for")

    def _keep(self, dev, key: tuple, plan: _Plan) -> None:
        """Keeps a plan for the fast path, the oldest going past _PLANS_KEPT (a split's
        workspace freed on its stream, after the launches made there)."""
        old = self._plans.pop(key, None)
        self._plans[key] = plan
        if len(self._plans) > _PLANS_KEPT:
            old = self._plans.pop(next(iter(self._plans)))
        if old is not None and old.owner is not None:
            dev.release(old.owner, dev.stream_of_handle(old.stream))

    # -- the fast path: a prepared launch on PyTorch tensors -----------------------------------

    def _key(self, kind: str, located: dict, dims: dict) -> tuple:
        """The plan key of a call: how its tensors were read ("torch" or "dlpack"), per tensor
        its shape, dtype and its address's alignment (the largest power of two dividing it,
        up to the most any variant asks: which variant kgen.lir.ops.select takes, and whether
        the launch may go at all), and the dimensions passed by value."""
        return kind, tuple(_key_entry(*located[n], a)
                           for n, a in zip(self._tensor_names, self._align)), \
            tuple(sorted(dims.items()))

    def _locate(self, bound: dict, dev):
        """(kind, {tensor: (address, shape, dtype)}, stream, per-tensor key) of a call's tensors
        for the fast path: PyTorch tensors through their own accessors (on PyTorch's current
        stream), other CUDA tensors through DLPack (on the device's default stream, with its
        handshake); None for a call the full path must look at (a tensor elsewhere, mixed
        kinds, or one it would refuse). The key's entries are _key's, built in the same pass."""
        values = [bound.get(n) for n in self._tensor_names]
        located, key = {}, []
        if all(type(v) in _TORCH_TYPES or _torch_like(v) for v in values):
            for n, v, a in zip(self._tensor_names, values, self._align):
                if not v.is_cuda or not v.is_contiguous():
                    return None
                ptr, shape, dtype = v.data_ptr(), tuple(v.shape), v.dtype
                located[n] = (ptr, shape, dtype)
                # _key_entry, written out: a call per tensor is measurable on this path
                key.append((shape, dtype, min(ptr & -ptr, a)))
            handle = int(_torch_stream_reader(sys.modules["torch"])(dev.dev.device_id))
            return "torch", located, dev.stream_of_handle(handle), tuple(key)
        stream = dev.stream(None)
        for n, v, a in zip(self._tensor_names, values, self._align):
            if _torch_like(v) or not hasattr(v, "__dlpack_device__") or \
                    int(v.__dlpack_device__()[0]) != _DL_CUDA:
                return None
            try:
                g = gpu_tensor(v, stream_ptr=int(stream.handle), name=n)
            except KgenError:
                return None
            located[n] = x = (g.ptr, g.shape, g.dtype)
            key.append(_key_entry(*x, a))
        return "dlpack", located, stream, tuple(key)

    def _fast_call(self, args, kwargs):
        """The launch of a call whose tensors have the shapes, dtypes and alignments of a
        previous call's (its plan): the tensors' addresses and the scalars go into the prepared
        argument list, the tensor maps come from a cache by address, and the kernel goes on
        the stream the full path would put it on; None for any other call (the full path
        checks it and says what is wrong). Every microsecond here is the user's on every call
        (issue 27: under 20 us a call), so it reads each argument once."""
        names = self._names
        if len(args) > len(names) or "stream" in kwargs and "stream" not in names:
            return None
        if args:
            bound = dict(zip(names, args))
            if any(n in bound for n in kwargs):      # given twice: the full path says so
                return None
            bound.update(kwargs)
        else:
            bound = kwargs
        dev = self.program.device
        if dev.kind != "cuda":
            return None
        found = self._locate(bound, dev)        # None for a missing tensor too
        if found is None:
            return None
        kind, located, stream, tkey = found
        dims = tuple(sorted((d, bound[d]) for d in self._dims if d in bound)) if self._dims \
            else ()                                  # _key's last part
        plan = self._plans.get((kind, tkey, dims))
        if plan is None or len(bound) != plan.arity or \
                plan.owner is not None and int(stream.handle) != plan.stream:
            return None
        first = plan
        argvs = []
        while plan is not None:
            argv = self._argv(plan, located, bound, dev)
            if argv is None:
                return None
            argvs.append((plan, argv))
            plan = plan.then
        for plan, argv in argvs:
            dev.launch_prepared(plan.fn, plan.kernel, plan.config, argv, stream)
        return RunResult({}, _NAN, first.launched)

    def _argv(self, plan: _Plan, located: dict, bound: dict, dev) -> list | None:
        """The plan's argument list with this call's addresses, tensor maps and scalars;
        None where a scalar does not convert (the full path says why)."""
        argv = list(plan.args)
        for i, n in plan.pointers:
            argv[i] = np.uint64(located[n][0])
        for i, slot, n in plan.maps:
            ptr, shape, _ = located[n]
            # the device caches maps by their whole description; this cache skips building
            # that description when the tensor is where it was (its shape is the plan's)
            m = self._tmaps.get((plan.fn.name, i, ptr, plan.key))
            if m is None:
                m = dev.tensor_map(slot, DeviceTensor(ptr, tuple(shape), slot.dtype),
                                   plan.sizes)
                if len(self._tmaps) >= _PLANS_KEPT:
                    self._tmaps.pop(next(iter(self._tmaps)))
                self._tmaps[(plan.fn.name, i, ptr, plan.key)] = m
            argv[i] = m
        try:
            for i, slot, n in plan.scalars:
                argv[i] = scalar_value(slot, bound[n])
        except (KeyError, TypeError, ValueError, OverflowError):
            return None
        return argv

    def _tensor(self, p: ir.TensorParam, v):
        """A host NumPy array (checked against p's dtype) or, for a CUDA tensor, the object
        itself (read through DLPack at launch, on the launch's stream)."""
        if not isinstance(v, np.ndarray) and hasattr(v, "__dlpack_device__"):
            kind = int(v.__dlpack_device__()[0])
            if kind == _DL_CUDA:
                return v
            if kind == _DL_ROCM:
                raise KgenError(f"'{p.name}' is a ROCm tensor; kgen's HIP device takes NumPy "
                                "arrays", hint="pass the tensor's .cpu().numpy()")
            try:
                v = np.from_dlpack(v)
            except (TypeError, BufferError, RuntimeError) as e:
                raise KgenError(f"'{p.name}': NumPy cannot read this tensor ({e})",
                                hint="pass a NumPy array (bf16 as ml_dtypes.bfloat16)") from None
        if isinstance(v, np.ndarray):
            if _host_bits(v, p.dtype).dtype != _NP_DTYPE[p.dtype]:
                raise KgenError(f"'{p.name}' is {p.dtype}; got a NumPy array of {v.dtype}",
                                hint="pass bf16 as ml_dtypes.bfloat16 (or its uint16 bit "
                                     "patterns)" if p.dtype == ir.DType.bf16 else
                                f"pass {p.dtype} as ml_dtypes.{fp8.FORMATS[p.dtype].ml_name} "
                                "(or its uint8 bit patterns)" if p.dtype.is_byte_float else None)
            return v
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


def source_of(source_or_path) -> Source:
    """A Source from a path (a Path, or a one-line string without braces) or from source text;
    a path that does not exist is an error naming it, never parsed as source."""
    x = source_or_path
    if isinstance(x, Source):
        return x
    if isinstance(x, Path) or (isinstance(x, str) and "\n" not in x and "{" not in x):
        return load_source(x)
    if isinstance(x, str):
        return Source("<string>", x)
    raise KgenError(f"kgen.compile takes a .kgen path or source text, got {type(x).__name__}")


def compile(source_or_path, target: str | None = None, *, device: str = "auto",
            specialize: dict[str, int] | None = None, schedule=None) -> Program:
    """Compiles a .kgen file (a path) or source text, for a target the device can run.

    device: "auto" (cuda, then hip, then the emulator), "cuda", "hip" or "sim". Results are
    cached in memory and on disk (kgen/cache.py; KGEN_CACHE=0 turns that off).
    schedule: options for the target as a `schedule` block gives them, e.g.
    {"warps": 8, "vector": 4} or {"tile": {"m": 128, "n": 128}, "stages": 3}; they replace the
    file's options of the same name (kgen.front.schedule_arg)."""
    from .runtime.device import pick_device
    source = source_of(source_or_path)
    dev = pick_device(device)
    tgt = target or dev.default_target()
    compiled = compile_cached(source, tgt, specialize=specialize, schedule=schedule,
                              stop="asm" if dev.kind == "sim" else "bin")
    import warnings
    for w in compiled.module.warnings:
        warnings.warn(w.render(source), KgenUserWarning, stacklevel=2)
    return Program(compiled, dev)


class KgenUserWarning(UserWarning):
    """A kgen warning (kgen.errors.KgenWarning) raised through Python's warnings machinery."""


def run(source_or_path, target: str | None = None, *, device: str = "auto",
        sizes: dict[str, int] | None = None, seed: int = 0, specials: tuple[str, ...] = (),
        reference=None):
    """`kgen run` from Python: a list of kgen.tools.run.RunReport (`.ok`, `.checks`, each check's
    `.notes()`). `specials`: values planted in the float inputs ("nan", "inf", "-inf");
    `reference`: a function(kernel_name, inputs, sizes) -> {output: array} (or its
    "module:function" name) that the outputs are checked against instead of kgen's evaluator
    (NaN in its result marks an element the kernel must not write)."""
    from .tools.run import run_source, user_reference
    if isinstance(reference, str):
        reference = user_reference(reference)
    return run_source(source_of(source_or_path), device=device, target=target, sizes=sizes,
                      seed=seed, specials=tuple(specials), reference=reference)


def tune(source_or_path, target: str | None = None, *, device: str = "auto",
         sizes: dict[str, int] | None = None, kernel: str | None = None, seed: int = 0):
    """Searches schedules for each kernel (or the one named): a list of kgen.tools.tune.TuneResult,
    whose `.best.schedule` is the dict `compile(..., schedule=...)` takes and `.best.block` the
    `schedule` block to paste. On a GPU it times candidates; on the emulator it estimates."""
    from .tools.tune import tune_source
    return tune_source(source_of(source_or_path), target=target, device=device, sizes=sizes,
                       kernel=kernel, seed=seed)


def bench(source_or_path, target: str | None = None, *, device: str = "auto",
          sizes: dict[str, int] | None = None, reps: int = 20, schedule=None):
    """`kgen bench` from Python: a kgen.tools.bench.BenchReport (GPU timings, or the emulator's counts
    and labelled estimates)."""
    from .tools.bench import bench_source
    return bench_source(source_of(source_or_path), target=target, device=device, sizes=sizes,
                        reps=reps, schedule=schedule)
