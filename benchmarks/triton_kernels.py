"""Triton equivalents of kgen's examples (examples/*.kgen), for the compile-latency benchmark.

Same math as the kgen kernels, written the way a Triton user would write them:

* elementwise kernels (vadd, axpby, silu_mul) take one BLOCK-wide tile per program, masked tail;
* softmax and layernorm are one program per row with the whole row in one block (BLOCK constexpr,
  4096 here), the Triton-tutorial style;
* rowsum loops over the row in BLOCK=1024 chunks, like the kgen kernel's `for nn in n`.

Rows are contiguous (row stride = N), as in the kgen examples. `KERNELS` maps the kgen example's
name to what `triton.compile(ASTSource(...))` needs: the function, its signature, its constexprs,
and which arguments are pointers (given the `tt.divisibility=16` attribute, which is what Triton's
JIT specialises an aligned tensor argument to, so the AOT compile is the one a user would get).

Importing this module needs Triton; the benchmark imports it only when Triton is installed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import triton
import triton.language as tl


@triton.jit
def vadd(x_ptr, y_ptr, out_ptr, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def axpby(a, x_ptr, b, y_ptr, out_ptr, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, a * x + b * y, mask=mask)


@triton.jit
def silu_mul(x_ptr, y_ptr, out_ptr, M, N, BLOCK: tl.constexpr):
    # bf16 in, f32 math, bf16 out (round to nearest even): out = bf16(f32(x)*sigmoid(f32(x))*f32(y))
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < N
    base = row.to(tl.int64) * N
    xf = tl.load(x_ptr + base + cols, mask=mask).to(tl.float32)
    yf = tl.load(y_ptr + base + cols, mask=mask).to(tl.float32)
    out = xf * tl.sigmoid(xf) * yf
    tl.store(out_ptr + base + cols, out.to(tl.bfloat16), mask=mask)


@triton.jit
def softmax(x_ptr, y_ptr, M, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    base = row.to(tl.int64) * N
    x = tl.load(x_ptr + base + cols, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    y = e / tl.sum(e, axis=0)
    tl.store(y_ptr + base + cols, y, mask=mask)


@triton.jit
def layernorm(x_ptr, w_ptr, b_ptr, y_ptr, eps, M, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    base = row.to(tl.int64) * N
    x = tl.load(x_ptr + base + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    w = tl.load(w_ptr + cols, mask=mask)
    b = tl.load(b_ptr + cols, mask=mask)
    tl.store(y_ptr + base + cols, d * tl.rsqrt(var + eps) * w + b, mask=mask)


@triton.jit
def rowsum(x_ptr, out_ptr, M, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + base + cols, mask=cols < N, other=0.0)
    tl.store(out_ptr + row, tl.sum(acc, axis=0))


@dataclass(frozen=True)
class TritonKernel:
    fn: object
    signature: dict[str, str]
    constexprs: dict[str, int] = field(default_factory=dict)

    def attrs(self) -> dict:
        """Pointer arguments get tt.divisibility=16, as Triton's JIT gives an aligned tensor."""
        return {(i,): [["tt.divisibility", 16]]
                for i, ty in enumerate(self.signature.values()) if ty.startswith("*")}


KERNELS: dict[str, TritonKernel] = {
    "vadd": TritonKernel(vadd, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32",
                                "N": "i32", "BLOCK": "constexpr"}, {"BLOCK": 2048}),
    "axpby": TritonKernel(axpby, {"a": "fp32", "x_ptr": "*fp32", "b": "fp32", "y_ptr": "*fp32",
                                  "out_ptr": "*fp32", "N": "i32", "BLOCK": "constexpr"},
                          {"BLOCK": 2048}),
    "silu_mul": TritonKernel(silu_mul, {"x_ptr": "*bf16", "y_ptr": "*bf16", "out_ptr": "*bf16",
                                        "M": "i32", "N": "i32", "BLOCK": "constexpr"},
                             {"BLOCK": 4096}),
    "softmax": TritonKernel(softmax, {"x_ptr": "*fp32", "y_ptr": "*fp32", "M": "i32", "N": "i32",
                                      "BLOCK": "constexpr"}, {"BLOCK": 4096}),
    "layernorm": TritonKernel(layernorm, {"x_ptr": "*fp32", "w_ptr": "*fp32", "b_ptr": "*fp32",
                                          "y_ptr": "*fp32", "eps": "fp32", "M": "i32", "N": "i32",
                                          "BLOCK": "constexpr"}, {"BLOCK": 4096}),
    "rowsum": TritonKernel(rowsum, {"x_ptr": "*fp32", "out_ptr": "*fp32", "M": "i32", "N": "i32",
                                    "BLOCK": "constexpr"}, {"BLOCK": 1024}),
}


def _gemms() -> dict[str, TritonKernel]:
    """The GEMM examples' Triton equivalents (benchmarks/triton_gemm.py): same tiles' shape
    class and dtypes; the output and epilogue types follow each kgen example."""
    from triton_gemm import GEMMS, _sig
    out = {}
    for name, dt, c_dt, fn in (("gemm_bf16", "bf16", "bf16", GEMMS["gemm_bf16"].fn),
                               ("gemm_f16", "fp16", "fp32", GEMMS["gemm_f16"].fn),
                               ("gemm_bt", "bf16", "fp32", GEMMS["gemm_bf16_bt"].fn)):
        sig = dict(_sig(dt))
        sig["c_ptr"] = f"*{c_dt}"
        out[name] = TritonKernel(fn, sig, {"BLOCK_M": 128 if name == "gemm_bf16" else 64,
                                           "BLOCK_N": 128 if name == "gemm_bf16" else 64,
                                           "BLOCK_K": 32})
    return out


KERNELS.update(_gemms())
