"""A Triton flash-attention forward, for `attention_evidence.py`'s ahead-of-time comparison.

The computation of kgen's `examples/attention.kgen` (o = softmax(q @ k^T * scale) @ v per head,
causal or not, on contiguous [B, H, S, D] / [B, H, T, D] tensors), written the way Triton's
tutorial 06 ("Fused Attention", the FlashAttention-2 forward) writes it:

* one program per BLOCK_M queries of one (batch, head): grid axis 0 over the query blocks,
  axis 1 over B * H;
* q is loaded once and kept; the inner loop walks the keys BLOCK_N at a time, loading a
  [HEAD_DIM, BLOCK_N] view of k and a [BLOCK_N, HEAD_DIM] block of v, with the online softmax:
  a running row maximum `m` and row sum `l` in f32, the accumulator rescaled by
  exp2(m_old - m_new) every step;
* the scale is folded into a base-2 exponent (scale * log2(e)) and the exponentials are
  `tl.math.exp2`, as the tutorial does; p is cast to the input type for the second product;
  both products accumulate in f32;
* causal: two loops, as in the tutorial's non-TMA forward of Triton 3.x: the keys strictly
  before the query block's first query (no mask; `[0, start_m * BLOCK_M)`), then the
  on-diagonal keys `[start_m * BLOCK_M, (start_m + 1) * BLOCK_M)` with the mask
  `query >= key`. Keys past the diagonal are never loaded. Non-causal: one loop over all keys.

Like the tutorial, and unlike kgen, the kernel assumes S % BLOCK_M == 0 and T % BLOCK_N == 0 (no
bounds masks on the loads; the causal variant also takes S == T) and it does not store the
row log-sum-exp that the tutorial keeps for its backward pass (kgen's kernel does not produce
it). kgen handles any S and T: that is what its masked tail loop and edge programs are for.

`CONFIGS` lists the compiled configurations (block shape, warps, stages) and `KERNELS` maps
"<variant> <config>" to what `triton.compile(ASTSource(...))` needs, in the shape of
`triton_gemm.GEMMS`. Pointer arguments and the i32 sizes get `tt.divisibility=16`, what Triton's
JIT gives aligned tensors and sizes that are multiples of 16.

Importing this module needs Triton; the benchmark imports it only when Triton is installed.
"""

from __future__ import annotations

from dataclasses import dataclass

import triton
import triton.language as tl
from triton_kernels import TritonKernel     # benchmarks/ is on sys.path (attention_evidence)


@triton.jit
def _key_steps(acc, m, l, q, k_base, v_base, lo, hi, offs_q, qk_scale,
               HEAD_DIM: tl.constexpr, BLOCK_N: tl.constexpr, ON_DIAGONAL: tl.constexpr):
    """Keys [lo, hi), BLOCK_N at a time: the online-softmax update of (acc, m, l)."""
    offs_d = tl.arange(0, HEAD_DIM)
    offs_key = tl.arange(0, BLOCK_N)
    # k is read as its transpose: element (d, key) at k_base + key * HEAD_DIM + d
    kt_ptrs = k_base + (lo + offs_key)[None, :].to(tl.int64) * HEAD_DIM + offs_d[:, None]
    v_ptrs = v_base + (lo + offs_key)[:, None].to(tl.int64) * HEAD_DIM + offs_d[None, :]
    for start in range(lo, hi, BLOCK_N):
        start = tl.multiple_of(start, BLOCK_N)
        kt = tl.load(kt_ptrs)                                   # [HEAD_DIM, BLOCK_N]
        scores = tl.dot(q, kt)                                  # [BLOCK_M, BLOCK_N], f32
        if ON_DIAGONAL:
            visible = offs_q[:, None] >= (start + offs_key)[None, :]
            scores = scores * qk_scale + tl.where(visible, 0.0, -1.0e6)
            m_new = tl.maximum(m, tl.max(scores, 1))
            scores = scores - m_new[:, None]
        else:
            m_new = tl.maximum(m, tl.max(scores, 1) * qk_scale)
            scores = scores * qk_scale - m_new[:, None]
        p = tl.math.exp2(scores)
        rescale = tl.math.exp2(m - m_new)
        l = l * rescale + tl.sum(p, 1)
        acc = acc * rescale[:, None]
        v = tl.load(v_ptrs)                                     # [BLOCK_N, HEAD_DIM]
        acc = tl.dot(p.to(v.dtype), v, acc)
        m = m_new
        kt_ptrs += BLOCK_N * HEAD_DIM
        v_ptrs += BLOCK_N * HEAD_DIM
    return acc, m, l


@triton.jit
def attention_fwd(q_ptr, k_ptr, v_ptr, o_ptr, scale, H, S, T,
                  HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                  CAUSAL: tl.constexpr):
    """o[b, h] = softmax(q[b, h] @ k[b, h]^T * scale) @ v[b, h]; all [., ., len, HEAD_DIM]
    contiguous. Program (i, b * H + h) computes queries [i * BLOCK_M, (i + 1) * BLOCK_M)."""
    start_m = tl.program_id(0)
    bh = tl.program_id(1).to(tl.int64)
    q_base = q_ptr + bh * S * HEAD_DIM
    k_base = k_ptr + bh * T * HEAD_DIM
    v_base = v_ptr + bh * T * HEAD_DIM
    o_base = o_ptr + bh * S * HEAD_DIM
    offs_q = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_base + offs_q[:, None].to(tl.int64) * HEAD_DIM + offs_d[None, :])
    qk_scale = scale * 1.4426950408889634                      # exp(x) = exp2(x * log2(e))
    m = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l = tl.full([BLOCK_M], 1.0, dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    if CAUSAL:
        # keys wholly before the block's first query: nothing to mask
        acc, m, l = _key_steps(acc, m, l, q, k_base, v_base, 0, start_m * BLOCK_M, offs_q,
                               qk_scale, HEAD_DIM, BLOCK_N, False)
        # the diagonal block: query >= key
        lo = tl.multiple_of(start_m * BLOCK_M, BLOCK_M)
        acc, m, l = _key_steps(acc, m, l, q, k_base, v_base, lo, lo + BLOCK_M, offs_q,
                               qk_scale, HEAD_DIM, BLOCK_N, True)
    else:
        acc, m, l = _key_steps(acc, m, l, q, k_base, v_base, 0, T, offs_q, qk_scale,
                               HEAD_DIM, BLOCK_N, False)
    out = acc / l[:, None]
    tl.store(o_base + offs_q[:, None].to(tl.int64) * HEAD_DIM + offs_d[None, :],
             out.to(o_ptr.dtype.element_ty))


@dataclass(frozen=True)
class Config:
    block_m: int
    block_n: int
    warps: int
    stages: int

    @property
    def name(self) -> str:
        return f"{self.block_m}x{self.block_n} w{self.warps} s{self.stages}"


# BLOCK_M x BLOCK_N = 64 x 64 is kgen's tile (64 queries per program, 64 keys per step); 128 x 64
# is the tutorial's usual forward shape, at 4 and at 8 warps. num_stages: the tutorial tunes
# 3, 4, 7 on NVIDIA; 3 here. (On AMD the tutorial uses 1; attention_evidence.py uses 2 there.)
CONFIGS: tuple[Config, ...] = (Config(64, 64, 4, 3), Config(128, 64, 4, 3), Config(128, 64, 8, 3))

# kgen kernel name (examples/attention.kgen) -> (element type, head dim, causal)
VARIANTS: dict[str, tuple[str, int, bool]] = {
    "attention": ("bf16", 64, False),
    "attention_causal": ("bf16", 64, True),
    "attention_d128": ("fp16", 128, False),
    "attention_causal_d128": ("fp16", 128, True),
}


@dataclass(frozen=True)
class TritonAttention(TritonKernel):
    """triton_kernels.TritonKernel whose i32 sizes are divisible by 16 too."""

    def attrs(self) -> dict:
        """tt.divisibility=16 on pointers and on the i32 sizes (what the JIT gives aligned data)."""
        return {(i,): [["tt.divisibility", 16]]
                for i, ty in enumerate(self.signature.values()) if ty != "constexpr"
                and (ty.startswith("*") or ty == "i32")}


def kernel(variant: str, block_m: int, block_n: int) -> TritonAttention:
    dt, d, causal = VARIANTS[variant]
    sig = {"q_ptr": f"*{dt}", "k_ptr": f"*{dt}", "v_ptr": f"*{dt}", "o_ptr": f"*{dt}",
           "scale": "fp32", "H": "i32", "S": "i32", "T": "i32",
           "HEAD_DIM": "constexpr", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
           "CAUSAL": "constexpr"}
    return TritonAttention(attention_fwd, sig, {"HEAD_DIM": d, "BLOCK_M": block_m,
                                                "BLOCK_N": block_n, "CAUSAL": causal})


def key(variant: str, cfg: Config) -> str:
    return f"{variant} {cfg.block_m}x{cfg.block_n}"


# "<variant> <BLOCK_M>x<BLOCK_N>" -> the compile inputs (warps and stages are compile options)
KERNELS: dict[str, TritonAttention] = {key(v, c): kernel(v, c.block_m, c.block_n)
                                       for v in VARIANTS for c in CONFIGS}
