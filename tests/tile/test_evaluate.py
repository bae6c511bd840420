"""The float64 evaluator of the language agrees with the hand-written NumPy references."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import EXAMPLES, compile_text, example_source
from kgen.front.check import check
from kgen.tile.evaluate import evaluate
from kgen.tile.ir import DType
from kgen.tools.run import compare
from kgen.front.parse import parse
from reference import SIZES, expected, from_bf16_bits, inputs


@pytest.mark.parametrize("name", EXAMPLES)
def test_evaluator_matches_reference(name):
    a = inputs(name, SIZES[name])
    got = {}  # a file may hold several kernels (layernorm_backward: dx, then dw and db)
    dtypes = {}
    for k in check(parse(example_source(name))).kernels:
        got.update(evaluate(k, a, SIZES[name]))
        dtypes.update({p.name: p.dtype for p in k.params})
    want = expected(name, a)
    assert set(got) == set(want)
    for out, w in want.items():
        g = got[out]
        assert g.dtype == w.dtype and g.shape == w.shape
        if dtypes[out].is_fp8:      # within one step of the format (kgen run's rule)
            chk = compare(out, g, w, dtypes[out])
            assert chk.ok, chk
        elif w.dtype in (np.uint16, np.float16):
            # kgen run's own rule for 16-bit floats (rtol per element plus rtol of the largest
            # magnitude): attention rounds P to 16 bits after an online max, which the
            # reference's one-pass softmax does not, so near-zero outputs differ by a few ulp.
            chk = compare(out, g, w, DType.bf16 if w.dtype == np.uint16 else DType.f16)
            assert chk.ok, chk
        else:
            np.testing.assert_allclose(g, w, rtol=1e-6, atol=1e-6 * np.abs(w).max())


def test_loop_chunks_are_evaluated_in_order():
    src = """kernel k(x: f32[M, N], out: f32[M]) {
  tile m: 1, n: 100
  acc = zeros(f32, m)
  for nn in n {
    acc = acc * 0.5 + max(x[m, nn], axis=nn)
  }
  out[m] = acc
}"""
    k = compile_text(src, stop="ir").kernels[0]
    x = np.random.default_rng(0).standard_normal((2, 250)).astype(np.float32)
    got = evaluate(k, {"x": x}, {"M": 2, "N": 250})["out"]
    want = np.zeros(2)
    for j in range(0, 250, 100):
        want = want * 0.5 + x[:, j:j + 100].max(1)
    np.testing.assert_allclose(got, want, rtol=1e-7)


def test_integer_arithmetic_wraps_at_32_bits():
    k = compile_text("kernel k(a: i32[N], b: i32[N]) {\n tile n: 64\n b[n] = a[n] * 65536\n}",
                     stop="ir").kernels[0]
    a = np.array([65536, 3], np.int32)
    np.testing.assert_array_equal(evaluate(k, {"a": a}, {"N": 2})["b"], [0, 196608])
