"""Every operation of the language, scheduled and executed (LIR interpreter) against NumPy.

Covers the math functions, casts among f32/f16/bf16/i32, comparisons and select, integer
arithmetic, rows-per-program > 1, 2-D grids, and `all` rows.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import compile_text
from kgen.lir.interp import Machine, grid_for
from reference import from_bf16_bits, to_bf16_bits


def run(src: str, args: dict, outs: dict, sizes: dict, target="sm_90a", spec=None):
    c = compile_text(src, target, stop="schedule", specialize=spec)
    fn = c.functions[0]
    wave = 32 if target.startswith("sm") else 64
    Machine(fn, wave).run({**args, **outs, **sizes}, grid_for(fn, sizes))
    return outs


RNG = np.random.default_rng(7)
X = (RNG.standard_normal(777) * 3).astype(np.float32)
POS = (np.abs(X) + 0.1).astype(np.float32)

UNARY = [
    ("exp(x[n])", np.exp, X, 2e-6), ("exp2(x[n])", np.exp2, X, 2e-6),
    ("log(x[n])", np.log, POS, 2e-6), ("sqrt(x[n])", np.sqrt, POS, 1e-7),
    ("rsqrt(x[n])", lambda v: 1 / np.sqrt(v), POS, 1e-6),
    ("abs(x[n])", np.abs, X, 0), ("relu(x[n])", lambda v: np.maximum(v, 0), X, 0),
    ("sigmoid(x[n])", lambda v: 1 / (1 + np.exp(-v)), X, 2e-6),
    ("tanh(x[n])", np.tanh, X, 3e-6), ("tanh(x[n] * 0.01)", lambda v: np.tanh(v * 0.01), X, 3e-6),
    ("-x[n]", np.negative, X, 0), ("x[n] / 3.0", lambda v: v / 3, X, 1e-7),
    ("max(x[n], 0.5)", lambda v: np.maximum(v, 0.5), X, 0),
    ("min(x[n], -0.5)", lambda v: np.minimum(v, -0.5), X, 0),
    ("select(x[n] > 1.0, x[n] * 2.0, 0.25)", lambda v: np.where(v > 1, 2 * v, 0.25), X, 0),
    ("select(x[n] != x[n], 1.0, 2.0)", lambda v: np.where(v != v, 1.0, 2.0), X, 0),
]


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
@pytest.mark.parametrize("expr,ref,x,rtol", UNARY, ids=[u[0] for u in UNARY])
def test_unary_f32(expr, ref, x, rtol, target):
    src = f"kernel k(x: f32[N], y: f32[N]) {{\n tile n: 512\n y[n] = {expr}\n}}"
    y = np.full_like(x, np.nan)
    run(src, {"x": x}, {"y": y}, {"N": x.size}, target)
    want = ref(x.astype(np.float64)).astype(np.float32)
    np.testing.assert_allclose(y, want, rtol=rtol, atol=1e-6)


def test_integer_arithmetic_and_casts():
    a = RNG.integers(-1000, 1000, 300).astype(np.int32)
    src = """kernel k(a: i32[N], y: i32[N], f: f32[N]) {
  tile n: 256
  y[n] = max(abs(a[n] * 3 - 7), 5) + min(a[n], 0)
  f[n] = f32(a[n]) * 0.5
}"""
    y, f = np.zeros_like(a), np.zeros(300, np.float32)
    run(src, {"a": a}, {"y": y, "f": f}, {"N": 300})
    np.testing.assert_array_equal(y, np.maximum(np.abs(a * 3 - 7), 5) + np.minimum(a, 0))
    np.testing.assert_array_equal(f, a.astype(np.float32) * 0.5)


def test_float_to_int_truncates_toward_zero():
    x = np.array([1.7, -1.7, 0.2, -0.2, 100.5], np.float32)
    y = np.zeros(5, np.int32)
    run("kernel k(x: f32[N], y: i32[N]) {\n tile n: 256\n y[n] = i32(x[n])\n}", {"x": x},
        {"y": y}, {"N": 5})
    np.testing.assert_array_equal(y, [1, -1, 0, 0, 100])


def test_f16_round_trip_and_arithmetic():
    x = (RNG.standard_normal(1000) * 10).astype(np.float16)
    src = """kernel k(x: f16[N], y: f16[N], z: f32[N]) {
  tile n: 2048
  y[n] = x[n] * 3.0 + 1.0
  z[n] = f32(x[n])
}"""
    y, z = np.zeros(1000, np.float16), np.zeros(1000, np.float32)
    run(src, {"x": x}, {"y": y, "z": z}, {"N": 1000})
    want = ((x.astype(np.float32) * np.float32(3)).astype(np.float16).astype(np.float32)
            + 1).astype(np.float16)
    np.testing.assert_array_equal(y, want)           # each op rounds to f16
    np.testing.assert_array_equal(z, x.astype(np.float32))


def test_bf16_casts_round_to_nearest_even():
    x = np.array([1.0 + 2 ** -8, 1.0 + 3 * 2 ** -8, -3.14159, 65504.0, 1e-3], np.float32)
    src = "kernel k(x: f32[N], y: bf16[N]) {\n tile n: 256\n y[n] = bf16(x[n])\n}"
    y = np.zeros(5, np.uint16)
    run(src, {"x": x}, {"y": y}, {"N": 5})
    np.testing.assert_array_equal(y, to_bf16_bits(x))
    assert from_bf16_bits(y)[0] == 1.0 and from_bf16_bits(y)[1] == 1.0 + 4 * 2 ** -8


@pytest.mark.parametrize("target", ["sm_80", "gfx90a"])
def test_rows_per_program_and_2d_grid(target):
    x = RNG.standard_normal((13, 300)).astype(np.float32)
    b = RNG.standard_normal(13).astype(np.float32)
    src = """kernel k(x: f32[M, N], b: f32[M], y: f32[M, N]) {
  tile m: 4, n: 128
  y[m, n] = x[m, n] * 2.0 + b[m]
}"""
    y = np.full_like(x, np.nan)
    run(src, {"x": x, "b": b}, {"y": y}, {"M": 13, "N": 300}, target)
    np.testing.assert_allclose(y, x * 2 + b[:, None], rtol=1e-6)


def test_all_rows_reduction_per_row_and_misaligned_row_length():
    x = RNG.standard_normal((5, 1003)).astype(np.float32)   # 1003 % 4 != 0: element-wise path
    src = """kernel k(x: f32[M, N], s: f32[M], mx: f32[M]) {
  tile m: all, n: all
  s[m] = sum(x[m, n] * x[m, n], axis=n)
  mx[m] = max(x[m, n], axis=n)
}"""
    s, mx = np.zeros(5, np.float32), np.zeros(5, np.float32)
    run(src, {"x": x}, {"s": s, "mx": mx}, {"M": 5, "N": 1003}, "gfx942")
    np.testing.assert_allclose(s, (x.astype(np.float64) ** 2).sum(1), rtol=1e-5)
    np.testing.assert_array_equal(mx, x.max(1))


def test_integer_reduction():
    a = RNG.integers(-50, 50, (3, 2000)).astype(np.int32)
    src = """kernel k(a: i32[M, N], s: i32[M], lo: i32[M]) {
  tile m: 1, n: all
  s[m] = sum(a[m, n], axis=n)
  lo[m] = min(a[m, n], axis=n)
}"""
    s, lo = np.zeros(3, np.int32), np.zeros(3, np.int32)
    run(src, {"a": a}, {"s": s, "lo": lo}, {"M": 3, "N": 2000})
    np.testing.assert_array_equal(s, a.sum(1))
    np.testing.assert_array_equal(lo, a.min(1))


def test_scalar_and_dimension_values():
    x = RNG.standard_normal(100).astype(np.float32)
    src = """kernel k(x: f32[N], y: f32[N], s: f32) {
  tile n: 64
  y[n] = x[n] * s + f32(N)
}"""
    y = np.zeros_like(x)
    run(src, {"x": x, "s": np.float32(2.5)}, {"y": y}, {"N": 100})
    np.testing.assert_allclose(y, x * 2.5 + 100, rtol=1e-6)


@pytest.mark.parametrize("step", [100, 1000, 333])
def test_loop_steps_of_any_size(step):
    x = RNG.standard_normal((3, 2345)).astype(np.float32)
    src = f"""kernel k(x: f32[M, N], out: f32[M]) {{
  tile m: 1, n: {step}
  acc = zeros(f32, m)
  for nn in n {{
    acc += sum(x[m, nn], axis=nn)
  }}
  out[m] = acc
}}"""
    out = np.zeros(3, np.float32)
    run(src, {"x": x}, {"out": out}, {"M": 3, "N": 2345})
    np.testing.assert_allclose(out, x.astype(np.float64).sum(1), rtol=1e-5, atol=1e-4)
