"""HipDevice without an AMD GPU: a stand-in for hip-python's `hip.hip` that runs every launch on
kgen's emulator over the module's AMDGCN text (a "code object" here is that text). It checks what
the HIP runtime asks of HIP: the variant the sizes select (short rows, a split reduction's two
launches over a workspace it allocates and frees), argument values in ABI order, every
allocation freed, and only the written tensors copied back."""

from __future__ import annotations

import ctypes
import types

import numpy as np
import pytest

from conftest import example_source
from kgen.cached import compile_cached
from kgen.runtime.device import HipDevice
from kgen.sim import GlobalMemory, Launch, emulate
from kgen.target.targets import TARGETS
from kgen.tools.run import compare, evaluate_written, make_inputs, poisoned_outputs


class _Hip:
    """hip.hip as HipDevice uses it: (error, value) results, memory in the emulator's."""

    def __init__(self, asm: str, target: str):
        self.asm, self.target, self.mem = asm, TARGETS[target], GlobalMemory()
        self.launches, self.freed, self.to_host = [], [], []
        self.hipMemcpyKind = types.SimpleNamespace(hipMemcpyHostToDevice=1,
                                                   hipMemcpyDeviceToHost=2)
        self.HipModuleLaunchKernel_extra = tuple

    def _at(self, ptr: int, n: int) -> np.ndarray:
        for b in self.mem.buffers:
            if b.base <= ptr and ptr + n <= b.base + b.data.size:
                return b.data[ptr - b.base: ptr - b.base + n]
        raise AssertionError(f"no allocation holds {ptr:#x}+{n}")

    def hipModuleLoadData(self, binary):
        assert binary == self.asm.encode()
        return 0, "module"

    def hipModuleGetFunction(self, module, name: bytes):
        return 0, name.decode()

    def hipMalloc(self, n: int):
        return 0, self.mem.add(f"allocation {len(self.mem.buffers)}", np.zeros(n, np.uint8))

    def hipMemcpy(self, dst, src, n: int, kind: int):
        if kind == 1:
            self._at(dst, n)[:] = np.ascontiguousarray(src).view(np.uint8).reshape(-1)[:n]
        else:
            self.to_host.append((src, n))
            dst.view(np.uint8).reshape(-1)[:n] = self._at(src, n)
        return (0,)

    def hipModuleLaunchKernel(self, func, gx, gy, gz, threads, by, bz, shared, stream, params,
                              extra):
        values = [np.uint32(v.value) if isinstance(v, ctypes.c_uint32) else
                  np.int32(v.value) if isinstance(v, ctypes.c_int32) else
                  np.float32(v.value) if isinstance(v, ctypes.c_float) else v for v in extra]
        self.launches.append((func, (gx, gy, gz), threads, values))
        emulate(self.asm, self.target, func, Launch((gx, gy, gz), threads, values, self.mem))
        return (0,)

    def hipEventCreate(self):
        return 0, object()

    def hipEventRecord(self, event, stream):
        return (0,)

    def hipDeviceSynchronize(self):
        return (0,)

    def hipEventElapsedTime(self, start, stop):
        return 0, 0.5

    def hipFree(self, ptr):
        self.freed.append(ptr)
        return (0,)

    def hipModuleUnload(self, module):
        return (0,)

    def hipGetErrorString(self, err):
        return f"error {err}"


def _device(c, target):
    hip = _Hip(c.asm, target)
    dev = HipDevice.__new__(HipDevice)          # no hipGetDeviceCount: the stand-in is the GPU
    dev.hip, dev.arch, dev.name = hip, target, f"hip: stand-in ({target})"
    return dev, hip


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
@pytest.mark.parametrize("example,sizes,ran", [
    ("bias_grad", {"T": 1100, "C": 70}, ["bias_grad_split", "bias_grad_split_fold"]),
    ("bias_grad", {"T": 300, "C": 70}, ["bias_grad"]),
    ("softmax", {"M": 5, "N": 100}, ["softmax_rows128"]),
])
def test_the_hip_runtime_launches_what_the_sizes_select(target, example, sizes, ran):
    c = compile_cached(example_source(example), target, stop="asm")
    c.binary = c.asm.encode()
    k, fn = c.kernels[0], c.functions[0]
    dev, hip = _device(c, target)
    inputs = make_inputs(k, sizes, 0)
    res = dev.run(c, fn, {**inputs, **poisoned_outputs(k, sizes)}, sizes)
    assert [x[0] for x in hip.launches] == ran
    want = evaluate_written(k, inputs, sizes)
    checks = [compare(n, res.outputs[n], w, k.param(n).dtype, m) for n, (w, m) in want.items()]
    assert all(ch.ok for ch in checks), checks
    # every allocation freed (a split's workspace too); only the written tensors come back
    assert sorted(hip.freed) == sorted(b.base for b in hip.mem.buffers
                                       if b.name.startswith("allocation"))
    assert len(hip.to_host) == len(want) and set(res.outputs) == set(want)
    assert res.detail.split(";")[0].startswith(f"{ran[0]}: grid ")
