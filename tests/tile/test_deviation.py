"""kgen.tile.deviation: the bound on where a kernel that rounds a computed value to 8 bits and
computes on with it may legitimately differ from the float64 evaluator (FlashAttention-3's P),
and the checks built on it (kgen run's bounds, io.npz's bound_* from examples/reference.py)."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import ROOT, compile_text
from kgen.tile import fp8
from kgen.tile.deviation import flip_bounds, needs_bounds
from kgen.tile.evaluate import evaluate
from kgen.tile.ir import DType
from kgen.tools.run import compare, make_inputs

# y = e4m3(x * s) @ w: the rounded product is computed on.
ROUNDED = """kernel r(x: f32[M, K], w: e4m3[N, K], s: f32, y: f32[M, N]) {
    tile m: 64, n: 64, k: all
    y[m, n] = e4m3(x[m, k] * s) @ w[n, k]
}"""


def _kernel(src=ROUNDED):
    return compile_text(src, stop="ir").kernels[0]


def test_only_an_8_bit_rounding_computed_on_needs_bounds():
    assert needs_bounds(_kernel())
    stored_only = """kernel q(x: f32[N], y: e4m3[N]) {
    tile n: 256
    y[n] = e4m3(x[n] * 2.0)
}"""
    sixteen = ROUNDED.replace("e4m3", "bf16")
    assert not needs_bounds(_kernel(stored_only))     # the output rule covers its rounding
    assert not needs_bounds(_kernel(sixteen))         # 2^-8 steps: the relative rule's
    gemm = (ROOT / "examples" / "gemm_fp8.kgen").read_text()
    assert not any(needs_bounds(k) for k in compile_text(gemm, stop="ir").kernels)


def test_a_value_on_a_rounding_midpoint_is_bounded_by_the_gap_times_what_multiplies_it():
    """x * s exactly halfway between two e4m3 values (1.0625, between 1 and 1.125) may round
    either way in the kernel's f32: the bound there is the gap (the larger distance from the
    evaluator's rounding to the other) times |w|, summed over k; elsewhere 0."""
    k = _kernel()
    x = np.full((16, 4), 3.0, np.float32)        # 3 * 0.75 = 2.25: exactly on the grid
    x[2, 1] = 1.0625 / 0.75                        # lands on the midpoint of 1 and 1.125
    w = np.arange(64, dtype=np.float64).reshape(16, 4) % 9 - 4      # exact in e4m3
    args = {"x": x, "w": fp8.to_bits(w, DType.e4m3), "s": np.float32(0.75)}
    sizes = {"M": 16, "K": 4, "N": 16}
    b = flip_bounds(k, args, sizes)["y"]
    assert np.count_nonzero(b[np.arange(16) != 2]) == 0
    # 1.0625 rounds to even, 1.0; the other neighbour is 1.125: a gap of 0.125.
    np.testing.assert_allclose(b[2], 0.125 * np.abs(w[:, 1]), rtol=1e-12)
    # The bound holds: the evaluator's answer with that element rounded up is within it.
    want = evaluate(k, args, sizes)["y"]
    other = want.astype(np.float64).copy()
    other[2] += 0.125 * w[:, 1]
    assert compare("y", other.astype(np.float32), want, DType.f32, atol=b).ok
    assert not compare("y", other.astype(np.float32), want, DType.f32).ok


def test_exact_integer_8_bit_products_add_nothing_and_random_ones_do():
    """Integer 8-bit operands summing under 2^13 multiply exactly in 14-bit accumulation: the
    rounding downstream is bounded by its window alone (here: never straddles). Random 8-bit
    values leave each score uncertain by the accumulation's bound, and most roundings of p
    straddle."""
    src = (ROOT / "examples" / "attention_fp8.kgen").read_text()
    k = compile_text(src, stop="ir").kernels[0]
    sizes = {"BH": 1, "S": 40, "T": 130}
    args = make_inputs(k, sizes, seed=3)
    q = fp8.from_bits(args["q"], DType.e4m3)
    assert (q == np.round(q)).all() and np.abs(q).max() <= 4     # kgen run's inputs
    exact = flip_bounds(k, args, sizes)["o"]
    rng = np.random.default_rng(0)
    noisy = dict(args, q=fp8.to_bits(rng.standard_normal((1, 40, 128)), DType.e4m3))
    loose = flip_bounds(k, noisy, sizes)["o"]
    assert np.count_nonzero(exact) < exact.size // 20
    assert np.count_nonzero(loose) > loose.size // 2


def test_a_wrong_kernel_still_fails_within_the_bound():
    """The bound is tight where it matters: a planted bug (P against a max one off) fails at
    nearly every element the comparison without the bound fails at."""
    src = (ROOT / "examples" / "attention_fp8.kgen").read_text()
    k = compile_text(src, stop="ir").kernels[0]
    bad = compile_text(src.replace("p = exp((x - m2) * scale)", "p = exp((x - m2 - 1.0) * scale)"),
                       stop="ir").kernels[0]
    sizes = {"BH": 1, "S": 40, "T": 130}
    args = make_inputs(k, sizes, seed=1)
    args["scale"] = np.float32(1 / 32)
    want = evaluate(k, args, sizes)["o"]
    got = evaluate(bad, args, sizes)["o"]
    b = flip_bounds(k, args, sizes)["o"]
    check = compare("o", got, want, DType.bf16, atol=b)
    plain = compare("o", got, want, DType.bf16)
    assert not check.ok and check.bad >= 0.95 * plain.bad > check.total // 10, (check, plain)


@pytest.mark.parametrize("fmt", ["e4m3", "e4m3fnuz"])
def test_the_reference_bound_covers_the_other_roundings(fmt, monkeypatch):
    """examples/reference.py's FP8 attention bound: with a wide window (many p near a midpoint),
    rounding every such p the other way moves each output by no more than its bound."""
    import reference as ref
    monkeypatch.setattr(ref, "P_WINDOW", 2.0 ** -5)
    ex = "attention_fp8" if fmt == "e4m3" else "attention_fp8_fnuz"
    a = ref.inputs(ex, {"BH": 1, "S": 20, "T": 150}, seed=0)
    want, bound = (ref.from_bf16_bits(ref.expected(ex, a)["o"]).astype(np.float64),
                   ref.bounds(ex, a)["o"])
    assert np.count_nonzero(bound) > bound.size // 2
    up = ref._attention_fp8(fmt, lean=+1)(a)[0]["o"]
    down = ref._attention_fp8(fmt, lean=-1)(a)[0]["o"]
    for other in (up, down):
        diff = np.abs(ref.from_bf16_bits(other).astype(np.float64) - want)
        ulp = 2.0 ** (np.floor(np.log2(np.maximum(np.abs(want), 1e-30))) - 7)   # bf16 roundings
        assert (diff <= bound + 2 * ulp).all()
