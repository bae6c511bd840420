"""CudaDevice without a GPU: a recording stand-in for the driver checks what the runtime asks of
it (variant selection, tensor maps built and freed, argument order, dynamic shared memory)."""

from __future__ import annotations

import pytest

from conftest import example_source
from kgen.compiler import compile_source
from kgen.lir import grid_dims
from kgen.run import make_inputs, poisoned_outputs
from kgen.runtime import CudaDevice


class _Driver:
    """Records the calls; every call succeeds. Enums come from the real binding."""

    def __init__(self, real):
        self.real, self.calls, self.next = real, [], 0x7000_0000

    def __getattr__(self, name):
        if name.startswith("CU") and not name.startswith("CUDA"):
            return getattr(self.real, name)
        raise AttributeError(name)

    def _ok(self, *value):
        return (self.real.CUresult.CUDA_SUCCESS, *value)

    def cuModuleLoadData(self, binary):
        self.calls.append(("load",))
        return self._ok("module")

    def cuModuleGetFunction(self, module, name):
        self.calls.append(("function", name.decode()))
        return self._ok(name.decode())

    def cuMemAlloc(self, n):
        self.next += 1 << 20
        self.calls.append(("alloc", n, self.next))
        return self._ok(self.next)

    def cuMemcpyHtoD(self, d, src, n):
        return self._ok()

    def cuMemcpyDtoH(self, dst, d, n):
        return self._ok()

    def cuMemFree(self, d):
        self.calls.append(("free", int(d)))
        return self._ok()

    def cuModuleUnload(self, module):
        self.calls.append(("unload",))
        return self._ok()

    def cuFuncSetAttribute(self, func, attr, value):
        self.calls.append(("dynamic shared", value))
        return self._ok()

    def cuEventCreate(self, flags):
        return self._ok("event")

    def cuEventRecord(self, event, stream):
        return self._ok()

    def cuEventElapsedTime(self, a, b):
        return self._ok(0.5)

    def cuEventDestroy(self, e):
        return self._ok()

    def cuCtxSynchronize(self):
        return self._ok()

    def cuStream(self, s):
        return s

    def cuLaunchKernel(self, func, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
        self.calls.append(("launch", func, (gx, gy, gz), bx, shared, params))
        return self._ok()


@pytest.fixture
def device(monkeypatch):
    from cuda.bindings import driver as cu
    fake = _Driver(cu)

    class Map:
        opaque = [7] * 16
    monkeypatch.setattr(cu, "cuTensorMapEncodeTiled",
                        lambda *a: (cu.CUresult.CUDA_SUCCESS, Map()))
    dev = CudaDevice.__new__(CudaDevice)
    dev.cu, dev.cc, dev.gpu = fake, (9, 0), "stand-in"
    return dev


@pytest.mark.parametrize("K,kernel,maps", [(72, "gemm_bf16", 2), (37, "gemm_bf16_fallback", 0)])
def test_the_runtime_launches_the_selected_variant_with_its_tensor_maps(device, K, kernel, maps):
    c = compile_source(example_source("gemm_bf16"), "sm_90a")
    c.binary = b"\x7fELF stand-in"
    k, fn = c.kernels[0], c.functions[0]
    sizes = {"M": 150, "N": 136, "K": K}
    args = {**make_inputs(k, sizes, 0), **poisoned_outputs(k, sizes)}
    res = device.run(c, fn, args, sizes)
    calls = device.cu.calls
    assert ("function", kernel) in calls and res.detail.startswith(f"{kernel}:")
    launch = next(x for x in calls if x[0] == "launch")
    chosen = fn if kernel == "gemm_bf16" else fn.fallback
    assert launch[3] == chosen.threads and launch[2] == grid_dims(chosen, sizes)
    # One 128-byte map per TMA operand, freed after the launch, like every tensor.
    map_allocs = [x for x in calls if x[0] == "alloc" and x[1] == 128]
    assert len(map_allocs) == maps
    freed = {x[1] for x in calls if x[0] == "free"}
    assert {x[2] for x in calls if x[0] == "alloc"} <= freed
    if maps:
        assert ("dynamic shared", fn.shared_bytes) in calls
    assert res.millis == 0.5
