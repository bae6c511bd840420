"""The tile product `@`: typing rules, diagnostics, and the float64 evaluator's GEMM."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import compile_text
from kgen.errors import CheckError, ScheduleError
from kgen.tile.evaluate import bf16_to_f64, evaluate, f64_to_bf16

GEMM = """kernel gemm(a: bf16[M, K], b: bf16[K, N], bias: f32[N], c: bf16[M, N]) {
    tile m: 128, n: 128, k: 32
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ b[kk, n]
    }
    c[m, n] = bf16(relu(acc + bias[n]))
}
"""

GEMM_BT = """kernel gemm_bt(a: f16[M, K], bt: f16[N, K], c: f32[M, N]) {
    tile m: 64, n: 64, k: 16
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ bt[n, kk]
    }
    c[m, n] = acc
}
"""


def test_product_types_and_axes():
    k = compile_text(GEMM, stop="ir").kernels[0]
    loop = k.body[1]
    product = loop.yields[0].args[1]
    assert product.op == "matmul" and product.attrs == ("kk",)
    assert product.dtype.label == "f32" and product.axes == ("m", "n")
    assert "matmul kk" in compile_text(GEMM, stop="ir").text("ir")


@pytest.mark.parametrize("src", [GEMM, GEMM_BT], ids=["row-major-b", "transposed-b"])
def test_evaluator_gemm_matches_numpy(src):
    k = compile_text(src, stop="ir").kernels[0]
    rng = np.random.default_rng(0)
    M, N, K = 37, 45, 70  # ragged against every tile
    if "bias" in src:
        a, b = f64_to_bf16(rng.standard_normal((M, K))), f64_to_bf16(rng.standard_normal((K, N)))
        bias = rng.standard_normal(N).astype(np.float32)
        out = evaluate(k, {"a": a, "b": b, "bias": bias}, {"M": M, "N": N, "K": K})["c"]
        want = np.maximum(bf16_to_f64(a) @ bf16_to_f64(b) + bias, 0)
        np.testing.assert_allclose(bf16_to_f64(out), want, rtol=1e-2, atol=1e-2)
    else:
        a = rng.standard_normal((M, K)).astype(np.float16)
        bt = rng.standard_normal((N, K)).astype(np.float16)
        out = evaluate(k, {"a": a, "bt": bt}, {"M": M, "N": N, "K": K})["c"]
        want = a.astype(np.float64) @ bt.astype(np.float64).T
        np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-4)


def _body(expr, params="a: bf16[M, K], b: bf16[K, N], c: f32[M, N]"):
    return f"""kernel g({params}) {{
  tile m: 64, n: 64, k: 16
  acc = zeros(f32, m, n)
  for kk in k {{
    acc += {expr}
  }}
  c[m, n] = acc
}}"""


@pytest.mark.parametrize("expr,params,msg", [
    ("a[m, kk] @ a[m, kk]", None, "share 2"),
    ("f32(a[m, kk]) @ b[kk, n]", None, "f16, bf16 or 8-bit float"),
    ("a[m, kk] @ b[kk, n]", "a: bf16[M, K], b: f16[K, N], c: f32[M, N]", "different dtypes"),
    ("a[m, kk] @ 2.0", None, "2-D tile"),
])
def test_product_diagnostics(expr, params, msg):
    src = _body(expr, params) if params else _body(expr)
    with pytest.raises(CheckError, match=msg):
        compile_text(src, stop="ir")


def test_product_over_an_axis_tiled_across_programs_is_refused():
    src = """kernel g(a: bf16[M, K], b: bf16[K, N], c: f32[M, N]) {
  tile m: 64, n: 64, k: 32
  c[m, n] = a[m, k] @ b[k, n]
}"""
    with pytest.raises(CheckError, match="tiled across programs"):
        compile_text(src, stop="ir")


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_amd_products_need_mfma_sized_tiles(target):
    with pytest.raises(ScheduleError, match="the product's contracted elements 'kk' come 4 "
                                            "per program; the target's mfma 32x32x8 tiles "
                                            "take 8"):
        compile_text(GEMM.replace("k: 32", "k: 4"), target)
    assert "v_mfma_f32_32x32x8" in compile_text(GEMM, target).asm
