"""Independent NumPy references for the examples, their default sizes, and seeded inputs.

Written from the math, not from kgen: float64 where the kernel computes in f32, rounded to the
output dtype at the end. `kgen golden update` runs these to write golden/<example>/io.npz; the
tests compare every example on every target with them.
"""

from __future__ import annotations

import numpy as np

BF16 = "bf16"

# Default sizes per example: ragged (no tile, chunk or vector divides them), small enough for the
# emulator in CI.
SIZES = {
    "vadd": {"N": 5003}, "axpby": {"N": 3001}, "silu_mul": {"M": 3, "N": 4100},
    "softmax": {"M": 5, "N": 1029}, "layernorm": {"M": 3, "N": 777}, "rowsum": {"M": 5, "N": 2500},
    # GEMMs: ragged against every tile; K a multiple of 8 takes the 16-byte copy pipeline.
    "gemm_bf16": {"M": 150, "N": 136, "K": 72}, "gemm_f16": {"M": 70, "N": 45, "K": 37},
    "gemm_bt": {"M": 96, "N": 40, "K": 48},
}


def to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """Round-to-nearest-even f32 -> bf16, as uint16 bit patterns."""
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    r = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(x), np.uint16(0x7FC0), r)


def from_bf16_bits(b: np.ndarray) -> np.ndarray:
    return (b.astype(np.uint32) << 16).view(np.float32)


def inputs(example: str, sizes: dict[str, int], seed: int = 0) -> dict[str, np.ndarray]:
    """Seeded inputs (never all zeros) for an example at the given dimension sizes."""
    rng = np.random.default_rng(seed)
    M, N = sizes.get("M", 1), sizes["N"]
    f = lambda *shape: rng.standard_normal(shape).astype(np.float32)  # noqa: E731
    if example == "vadd":
        return {"x": f(N), "y": f(N)}
    if example == "axpby":
        return {"a": np.float32(1.5), "x": f(N), "b": np.float32(-0.75), "y": f(N)}
    if example == "silu_mul":
        return {"x": to_bf16_bits(3 * f(M, N)), "y": to_bf16_bits(f(M, N))}
    if example == "softmax":
        return {"x": 4 * f(M, N)}
    if example == "layernorm":
        return {"x": 2 * f(M, N) + 0.5, "w": f(N), "b": f(N), "eps": np.float32(1e-5)}
    if example == "rowsum":
        return {"x": f(M, N)}
    K = sizes.get("K", 1)
    if example == "gemm_bf16":
        return {"a": to_bf16_bits(f(M, K)), "b": to_bf16_bits(f(K, N)), "bias": f(N)}
    if example == "gemm_f16":
        return {"a": f(M, K).astype(np.float16), "b": f(K, N).astype(np.float16), "bias": f(N)}
    if example == "gemm_bt":
        return {"a": to_bf16_bits(f(M, K)), "w": to_bf16_bits(f(N, K)),
                "scale": np.float32(0.125)}
    raise KeyError(example)


def expected(example: str, a: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The outputs an example must produce, from its inputs."""
    d = {k: np.asarray(v, np.float64) if not (isinstance(v, np.ndarray) and v.dtype == np.uint16)
         else from_bf16_bits(v).astype(np.float64) for k, v in a.items()}
    if example == "vadd":
        return {"out": (d["x"] + d["y"]).astype(np.float32)}
    if example == "axpby":
        return {"out": (d["a"] * d["x"] + d["b"] * d["y"]).astype(np.float32)}
    if example == "silu_mul":
        x, y = d["x"], d["y"]
        return {"out": to_bf16_bits((x / (1 + np.exp(-x)) * y).astype(np.float32))}
    if example == "softmax":
        x = d["x"]
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return {"y": (e / e.sum(axis=1, keepdims=True)).astype(np.float32)}
    if example == "layernorm":
        x = d["x"]
        mean = x.mean(axis=1, keepdims=True)
        var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
        return {"y": ((x - mean) / np.sqrt(var + d["eps"]) * d["w"] + d["b"]).astype(np.float32)}
    if example == "rowsum":
        return {"out": d["x"].sum(axis=1).astype(np.float32)}
    if example == "gemm_bf16":
        return {"c": to_bf16_bits(np.maximum(d["a"] @ d["b"] + d["bias"], 0).astype(np.float32))}
    if example == "gemm_f16":
        return {"c": np.maximum(d["a"] @ d["b"] + d["bias"], 0).astype(np.float32)}
    if example == "gemm_bt":
        return {"c": (d["a"] @ d["w"].T * d["scale"]).astype(np.float32)}
    raise KeyError(example)
