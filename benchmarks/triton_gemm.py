"""Triton equivalents of kgen's GEMM kernels, for `gemm_evidence.py`'s ahead-of-time comparison.

The same computation as the kgen kernels (`examples/gemm_*.kgen`, or the copies in
`gemm_evidence.py`): C = act(A @ B + bias) with f16/bf16 operands, f32 accumulation, a bias over
N, ReLU, and a cast back to the operand type. Written the way a Triton user writes the tutorial
GEMM, with the block shape fixed to kgen's tile (BLOCK_M = BLOCK_N = 128, BLOCK_K = 32):

* one program per 128 x 128 tile of C (grid axis 0 over N, axis 1 over M, like kgen's plan);
* operands are contiguous, row-major as declared (A: [M, K], B: [K, N] or [N, K] for the
  transposed variant, C: [M, N]), so the row strides are the sizes K, N, K;
* every load is masked on all of M, N and K (elements outside a tensor are zero, kgen's
  semantics: any M, N, K is correct) and the store is masked on M and N.

`GEMMS` maps a variant's name to what `triton.compile(ASTSource(...))` needs. Pointer arguments get
`tt.divisibility=16`, and so do the integer sizes: that is what Triton's JIT specialises an aligned
tensor and a size that is a multiple of 16 to (the common case, and the one that lets Triton
vectorise the row loads), so the AOT compile is the one a user would get for such a launch. kgen
assumes nothing about the sizes.

Importing this module needs Triton; the benchmark imports it only when Triton is installed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import triton
import triton.language as tl

BLOCK_M, BLOCK_N, BLOCK_K = 128, 128, 32


@triton.jit
def gemm_kn(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K,
            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """B is [K, N] (N contiguous): c = act(a @ b + bias)."""
    pid_n = tl.program_id(0)
    pid_m = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None].to(tl.int64) * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None].to(tl.int64) * N + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + offs_k
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptrs, mask=(kk[:, None] < K) & (offs_n[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N
    bias = tl.load(bias_ptr + offs_n, mask=offs_n < N, other=0.0)
    out = tl.maximum(acc + bias[None, :], 0.0)
    c_ptrs = c_ptr + offs_m[:, None].to(tl.int64) * N + offs_n[None, :]
    tl.store(c_ptrs, out.to(c_ptr.dtype.element_ty),
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


@triton.jit
def gemm_nk(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K,
            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """B is [N, K] (K contiguous, "transposed B"): c = act(a @ b^T + bias)."""
    pid_n = tl.program_id(0)
    pid_m = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None].to(tl.int64) * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_n[None, :].to(tl.int64) * K + offs_k[:, None]     # [BLOCK_K, BLOCK_N]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + offs_k
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptrs, mask=(kk[:, None] < K) & (offs_n[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K
    bias = tl.load(bias_ptr + offs_n, mask=offs_n < N, other=0.0)
    out = tl.maximum(acc + bias[None, :], 0.0)
    c_ptrs = c_ptr + offs_m[:, None].to(tl.int64) * N + offs_n[None, :]
    tl.store(c_ptrs, out.to(c_ptr.dtype.element_ty),
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


@dataclass(frozen=True)
class TritonGemm:
    fn: object
    signature: dict[str, str]
    constexprs: dict[str, int] = field(default_factory=lambda: {
        "BLOCK_M": BLOCK_M, "BLOCK_N": BLOCK_N, "BLOCK_K": BLOCK_K})

    def attrs(self) -> dict:
        """tt.divisibility=16 on pointers and on the i32 sizes (what the JIT gives aligned data)."""
        return {(i,): [["tt.divisibility", 16]]
                for i, ty in enumerate(self.signature.values()) if ty != "constexpr"
                and (ty.startswith("*") or ty == "i32")}


def _sig(dt: str) -> dict[str, str]:
    return {"a_ptr": f"*{dt}", "b_ptr": f"*{dt}", "bias_ptr": "*fp32", "c_ptr": f"*{dt}",
            "M": "i32", "N": "i32", "K": "i32",
            "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr"}


# kgen variant name -> Triton kernel (see gemm_evidence.VARIANTS for the kgen sources)
GEMMS: dict[str, TritonGemm] = {
    "gemm_bf16": TritonGemm(gemm_kn, _sig("bf16")),
    "gemm_f16": TritonGemm(gemm_kn, _sig("fp16")),
    "gemm_bf16_bt": TritonGemm(gemm_nk, _sig("bf16")),
}
