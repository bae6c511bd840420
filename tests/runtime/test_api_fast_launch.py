"""The API's prepared launches on PyTorch tensors (kgen.api.Kernel._fast_call): a call whose
tensors have the shapes, dtypes and alignments of an earlier call reuses that call's launch,
with its own addresses, tensor maps and scalars, and computes what the full path computes.

Without a GPU or PyTorch: the CUDA runtime over tests/cuda_standin.py (every launch runs on the
emulator, in its global memory), a stand-in `torch` module whose current stream is 0, tensors
with PyTorch's accessors over allocations in that memory, and a StridedMemoryView stand-in that
reads them for the full path (kgen.api.gpu_tensor)."""

from __future__ import annotations

import sys
import types

import ml_dtypes
import numpy as np
import pytest

from conftest import ROOT, example_source
from kgen.cached import compile_cached
from cuda_standin import EmulatedCuda
from kgen.api import Program
from kgen.errors import KgenError
from kgen.runtime.cuda import CudaDevice
from kgen.tools.golden import load_reference

_NP = {"bf16": np.uint16, "f32": np.float32, "f16": np.float16}


class _Dtype:
    def __init__(self, name):
        self.name = name


_DTYPES = {k: _Dtype(f"torch.{v}") for k, v in
           (("bf16", "bfloat16"), ("f32", "float32"), ("f16", "float16"))}


class Tensor:
    """What kgen reads of a PyTorch CUDA tensor, over bytes of the emulator's memory."""
    __module__ = "torch"

    def __init__(self, mem, data: np.ndarray, kgen_dtype: str, offset: int = 0):
        raw = np.zeros(data.nbytes + offset, np.uint8)
        raw[offset:] = np.ascontiguousarray(data).view(np.uint8).reshape(-1)
        self._base = mem.add(f"tensor {len(mem.buffers)}", raw)
        self._ptr = self._base + offset
        self.shape, self.dtype = tuple(data.shape), _DTYPES[kgen_dtype]
        self.kgen_dtype, self.np_dtype, self.mem = kgen_dtype, data.dtype, mem
        self.is_cuda, self.contiguous = True, True

    def data_ptr(self):
        return self._ptr

    def is_contiguous(self):
        return self.contiguous

    def __dlpack_device__(self):
        return (2, 0)

    def numpy(self) -> np.ndarray:
        b = next(b for b in self.mem.buffers if b.base == self._base)
        n = int(np.prod(self.shape)) * np.dtype(self.np_dtype).itemsize
        off = self._ptr - self._base
        return b.data[off:off + n].view(self.np_dtype).reshape(self.shape)


class _View:
    """cuda.core.utils.StridedMemoryView.from_dlpack as kgen.api.gpu_tensor reads it."""

    def __init__(self, t):
        self.ptr, self.shape, self.strides = t.data_ptr(), t.shape, None
        self.dtype = np.dtype(_NP[t.kgen_dtype]) if t.kgen_dtype != "bf16" else \
            np.dtype(ml_dtypes.bfloat16)
        if not t.is_contiguous():
            self.strides = tuple(2 * s for s in reversed(range(1, len(t.shape) + 1)))

    @staticmethod
    def from_dlpack(t, stream_ptr=None):
        return _View(t)


@pytest.fixture
def gpu(monkeypatch):
    sc = EmulatedCuda()
    torch = types.ModuleType("torch")
    torch.cuda = types.SimpleNamespace(
        current_stream=lambda device=None: types.SimpleNamespace(cuda_stream=0))
    monkeypatch.setitem(sys.modules, "torch", torch)
    import cuda.core.utils
    monkeypatch.setattr(cuda.core.utils, "StridedMemoryView", _View)
    return sc


def _program(sc, example: str) -> Program:
    c = compile_cached(example_source(example), "sm_90a")
    c.binary = c.asm.encode()            # the stand-in's "cubin" is the PTX text
    return Program(c, CudaDevice(core=sc.core, driver=sc.driver))


def _gemm_call(sc, k, sizes, seed, offset=0):
    ref = load_reference(ROOT)
    inputs = ref.inputs("gemm_bf16", sizes, seed=seed)
    want = ref.expected("gemm_bf16", inputs)["c"]
    ts = {p.name: Tensor(sc.mem, np.asarray(inputs[p.name]), str(p.dtype),
                         offset if p.name == "a" else 0)
          for p in k.ir.tensors if p.name in inputs}
    ts["c"] = Tensor(sc.mem, np.zeros((sizes["M"], sizes["N"]), np.uint16), "bf16")
    want = np.asarray(want)
    if want.dtype == np.uint16:                  # bf16 as its bit patterns
        want = want.view(ml_dtypes.bfloat16)
    return ts, want.astype(np.float64)


def _close(t: Tensor, want: np.ndarray) -> bool:
    got = t.numpy().view(ml_dtypes.bfloat16).astype(np.float64)
    return bool(np.allclose(got, want, rtol=2e-2, atol=2e-2))


def test_a_repeated_call_reuses_the_launch_and_computes_the_same(gpu, monkeypatch):
    sc = gpu
    k = _program(sc, "gemm_bf16").gemm_bf16
    sizes = {"M": 128, "N": 136, "K": 72}       # aligned rows: the TMA kernel, two tensor maps
    first, want1 = _gemm_call(sc, k, sizes, seed=1)
    k(**first)                                   # the full path; the plan is kept
    assert _close(first["c"], want1) and len(k._plans) == 1
    import kgen.api
    full = []
    monkeypatch.setattr(kgen.api, "gpu_tensor", lambda *a, **kw: full.append(a) or
                        pytest.fail("the second call took the full path"))
    second, want2 = _gemm_call(sc, k, sizes, seed=2)     # other tensors, other addresses
    k(**second)
    assert _close(second["c"], want2) and not full
    assert [x[0] for x in sc.launches] == ["gemm_bf16", "gemm_bf16"]


def test_tensor_maps_follow_the_addresses(gpu):
    """Tensors 16 bytes into their allocations (as aligned as a tensor map's base needs, CUDA
    driver API, cuTensorMapEncodeTiled): the plan of the first call serves, with maps encoded
    at the new addresses, and the results are the new inputs'."""
    sc = gpu
    k = _program(sc, "gemm_bf16").gemm_bf16
    sizes = {"M": 128, "N": 136, "K": 72}
    k(**_gemm_call(sc, k, sizes, seed=1)[0])
    for seed in (3, 4):
        moved, want = _gemm_call(sc, k, sizes, seed=seed, offset=16)
        k(**moved)
        assert _close(moved["c"], want)
    assert len(k._plans) == 1 and [x[0] for x in sc.launches] == ["gemm_bf16"] * 3


def test_a_tensor_that_no_variant_can_read_is_refused_not_launched(gpu):
    """8 bytes into an allocation (a slice): every variant reads 'a' with 16-byte accesses."""
    sc = gpu
    k = _program(sc, "gemm_bf16").gemm_bf16
    sizes = {"M": 128, "N": 136, "K": 72}
    k(**_gemm_call(sc, k, sizes, seed=1)[0])
    for _ in range(2):                           # also once a plan exists
        with pytest.raises(KgenError, match="'a' starts at address .* not 16-byte aligned"):
            k(**_gemm_call(sc, k, sizes, seed=3, offset=8)[0])
    assert len(sc.launches) == 1


def test_calls_the_full_path_would_refuse_are_refused(gpu):
    sc = gpu
    k = _program(sc, "gemm_bf16").gemm_bf16
    sizes = {"M": 128, "N": 136, "K": 72}
    ts, _ = _gemm_call(sc, k, sizes, seed=1)
    k(**ts)
    with pytest.raises(KgenError, match="no parameter 'bogus'"):
        k(**ts, bogus=1)
    with pytest.raises(KgenError, match="got 'a' twice"):
        k(ts["a"], **ts)
    ts["a"].contiguous = False
    with pytest.raises(KgenError, match="not contiguous"):
        k(**ts)
    assert len(sc.launches) == 1


def test_scalars_are_read_at_every_call(gpu):
    sc = gpu
    k = _program(sc, "axpby").axpby
    n = 1000
    x = Tensor(sc.mem, np.arange(n, dtype=np.float32), "f32")
    y = Tensor(sc.mem, np.ones(n, np.float32), "f32")
    outs = []
    for alpha in (2.0, -1.0):
        out = Tensor(sc.mem, np.zeros(n, np.float32), "f32")
        scalars = {p.name: alpha for p in k.ir.params if p.name not in ("x", "y", "out")
                   and p.name not in k.ir.dim_symbols}
        k(**{"x": x, "y": y, "out": out}, **scalars)
        outs.append((alpha, scalars, out))
    assert len(k._plans) == 1
    for alpha, scalars, out in outs:
        assert len(scalars) >= 1 and np.isfinite(out.numpy()).all()
    assert not np.array_equal(outs[0][2].numpy(), outs[1][2].numpy())


class DlpackTensor(Tensor):
    """A CUDA tensor that is not PyTorch's (CuPy, JAX): read through DLPack at every call."""
    __module__ = "cupy_like"


def test_dlpack_tensors_reuse_the_launch_too(gpu, monkeypatch):
    sc = gpu
    k = _program(sc, "gemm_bf16").gemm_bf16
    sizes = {"M": 128, "N": 136, "K": 72}
    slow = []
    full = type(k)._launch_on_gpu
    monkeypatch.setattr(type(k), "_launch_on_gpu",
                        lambda self, *a, **kw: slow.append(1) or full(self, *a, **kw))
    for seed in (1, 2):
        ts, want = _gemm_call(sc, k, sizes, seed=seed)
        for t in ts.values():
            t.__class__ = DlpackTensor
        k(**ts)
        assert _close(ts["c"], want)
    assert slow == [1] and len(k._plans) == 1      # the second call: the prepared launch


def test_the_fast_path_reads_pytorchs_raw_current_stream(gpu, monkeypatch):
    """Where torch._C has the raw reader (Triton's launcher's), the fast path asks it for the
    device's current stream and builds no torch.cuda.Stream; the kernel goes on that stream."""
    sc = gpu
    torch = sys.modules["torch"]
    asked = []
    torch._C = types.SimpleNamespace(
        _cuda_getCurrentRawStream=lambda device: asked.append(device) or 0)
    k = _program(sc, "gemm_bf16").gemm_bf16
    sizes = {"M": 128, "N": 136, "K": 72}
    first, _ = _gemm_call(sc, k, sizes, seed=1)
    k(**first)                                   # the full path (the public reader)
    monkeypatch.setattr(torch, "cuda", types.SimpleNamespace(
        current_stream=lambda device=None: pytest.fail("a Stream object was built")))
    second, want = _gemm_call(sc, k, sizes, seed=2)
    k(**second)
    assert _close(second["c"], want) and asked == [0]
    assert [x[0] for x in sc.launches] == ["gemm_bf16", "gemm_bf16"]


def test_a_split_reduction_takes_the_fast_path_with_its_workspace(gpu, monkeypatch):
    """bias_grad where it splits (kgen.lower.split): the second call on the same stream
    replays both launches over the workspace its plan keeps (allocated once), with the new
    tensors' addresses; a call on another stream takes the full path, with a workspace of
    its own."""
    sc = gpu
    k = _program(sc, "bias_grad").bias_grad
    rng = np.random.default_rng(0)

    def call():
        dout = rng.standard_normal((1100, 64)).astype(np.float32)
        ts = {"dout": Tensor(sc.mem, dout, "f32"),
              "dbias": Tensor(sc.mem, np.zeros(64, np.float32), "f32")}
        k(**ts)
        np.testing.assert_allclose(ts["dbias"].numpy(), dout.sum(0), rtol=1e-4, atol=1e-4)
    call()                                        # the full path; the plan is kept

    def allocations() -> int:
        return sum(b.name.startswith("allocation") for b in sc.mem.buffers)
    before = allocations()
    assert before >= 1                            # the workspace
    import kgen.api
    full_path = kgen.api.gpu_tensor
    monkeypatch.setattr(kgen.api, "gpu_tensor", lambda *a, **kw:
                        pytest.fail("the second call took the full path"))
    call()
    assert [x[0] for x in sc.launches] == ["bias_grad_split", "bias_grad_split_fold"] * 2
    plan = next(iter(k._plans.values()))
    assert plan.owner is not None and plan.owner.scratch and plan.then is not None
    assert allocations() == before                # no new workspace
    # On another stream: not this plan's workspace (a call there may overlap one here)
    monkeypatch.setattr(kgen.api, "gpu_tensor", full_path)
    monkeypatch.setattr(sys.modules["torch"], "cuda", types.SimpleNamespace(
        current_stream=lambda device=None: types.SimpleNamespace(cuda_stream=7)))
    call()
    assert allocations() == before + 1 and len(sc.launches) == 6
    assert len(k._plans) == 1 and next(iter(k._plans.values())).stream == 7
