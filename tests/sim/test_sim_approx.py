"""The emulator's approximate instructions (kgen.sim.approx): each result lies inside the bound
its ISA documents, somewhere chosen by the launch's seed, not at the exact value; and min/max
order -0 below +0 and treat NaN as the ISAs say.

Each bound check fails if the row's bound were wider than documented or the draw escaped it;
the "moves" checks fail on an emulator that computes the exact value (as it did before), which
hides the accuracy a kernel loses on a GPU.
"""

from __future__ import annotations

import numpy as np
import pytest

from kgen.sim.approx import APPROX, approximate
from test_sim_amdgcn import f2u, run_body
from test_sim_ptx import f32, one

RNG = np.random.default_rng(11)


def _inputs(name: str) -> np.ndarray:
    """Inputs over each row's documented range, special values included."""
    wide = np.concatenate([RNG.uniform(-120, 120, 200), 2.0 ** RNG.uniform(-30, 30, 200),
                           RNG.uniform(0.5, 2.0, 200), [0.0, -0.0, 1.0, np.inf, -np.inf,
                                                        np.nan, 1e30, -1e30]])
    if name in ("v_sin_f32", "v_cos_f32"):
        wide = np.concatenate([wide, RNG.uniform(-300, 300, 200)])
    return wide.astype(np.float32)


def _allowed(name: str, x: np.ndarray) -> np.ndarray:
    """The documented error bound per input, written out again from the ISA text (not from
    the table), as the largest |result - exact| allowed; nan where anything in the range may
    come back (no bound documented)."""
    x64 = x.astype(np.float64)
    f = APPROX[name].exact(x64)
    ulp = np.spacing(np.abs(f.astype(np.float32))).astype(np.float64)
    a = np.abs(x64)
    if name in ("ex2.approx.f32", "ex2.approx.ftz.f32"):
        return 2.5 * ulp                 # 2 ulp from the correctly rounded result
    if name == "lg2.approx.f32":
        return np.where((x64 >= 0.5) & (x64 <= 2), 2.0 ** -22, 2.0 ** -22 * np.abs(f))
    if name == "rsqrt.approx.f32":
        return 2.0 ** -22.9 * np.abs(f)
    if name == "tanh.approx.f32":
        return 2.0 ** -11 * np.abs(f)
    if name in ("sin.approx.f32", "cos.approx.f32"):
        return np.where(a <= 2 * np.pi, 2.0 ** -20.5,
                        np.where(a <= 100 * np.pi, 2.0 ** -14.7, np.nan))
    if name in ("v_sin_f32", "v_cos_f32"):
        return np.where(a <= 256, 2.0 ** -19, 0.0)
    return 1.5 * ulp                     # 1 ulp from the correctly rounded result


@pytest.mark.parametrize("name", sorted(APPROX))
def test_every_result_is_inside_its_documented_bound(name):
    x = _inputs(name)
    f = APPROX[name].exact(x.astype(np.float64))
    for seed in (0, 1, 2):
        got = approximate(APPROX[name], x, seed, key=7, warp=0).astype(np.float64)
        bound = _allowed(name, x)
        finite = np.isfinite(f) & np.isfinite(bound)
        err = np.abs(got - f)
        assert (err[finite] <= bound[finite] * (1 + 1e-9)).all(), \
            f"{name}: {x[finite][np.argmax(err[finite] - bound[finite])]}"
        # NaN and infinite results stay what the ISA's special-value tables say.
        special = ~np.isfinite(f.astype(np.float32))
        np.testing.assert_array_equal(got[special], f.astype(np.float32)[special])
        # No bound documented: any value sine can take (PTX), 0.0 past 256 turns (CDNA3).
        free = np.isnan(bound) & np.isfinite(x) & np.isfinite(f)
        if APPROX[name].outside is not None:
            assert (np.abs(got[free]) <= 1.0).all()


@pytest.mark.parametrize("name", sorted(APPROX))
def test_results_move_off_the_exact_value(name):
    x = (_inputs(name)[:600]).astype(np.float32)
    exact = APPROX[name].exact(x.astype(np.float64)).astype(np.float32)
    got = approximate(APPROX[name], x, 0, key=7, warp=0)
    finite = np.isfinite(exact) & (x != 0)
    assert (got[finite] != exact[finite]).mean() > 0.3


def test_draws_are_deterministic_per_seed_and_differ_between_seeds():
    b = APPROX["lg2.approx.f32"]
    x = RNG.uniform(0.5, 2.0, 64).astype(np.float32)
    a0, a1 = approximate(b, x, 0, 3, 0), approximate(b, x, 0, 3, 0)
    np.testing.assert_array_equal(a0, a1)
    assert (approximate(b, x, 1, 3, 0) != a0).any()
    assert (approximate(b, x, 0, 4, 0) != a0).any()        # another instruction
    assert (approximate(b, x, 0, 3, 1) != a0).any()        # another warp


def test_ptx_lg2_near_one_has_its_absolute_error_on_the_emulator():
    """The H200's case: lg2.approx near 1 is off by up to 2^-22 absolute, 10^5..10^7 ulp of
    the tiny result; the emulator must show it (it used to return the exact value)."""
    x = f32(1.0 + RNG.uniform(-1e-5, 1e-5, 32))
    got = one("lg2.approx.f32 %f4, %f1;\n\tmov.b32 %r5, %f4;", x).view(np.float32)
    exact = np.log2(x.astype(np.float64))
    err = np.abs(got.astype(np.float64) - exact)
    assert err.max() <= 2.0 ** -22
    ulps = err / np.spacing(np.abs(exact.astype(np.float32)))
    assert ulps.max() > 1000


def test_ptx_sin_outside_100_pi_has_no_bound():
    x = f32(np.full(32, 1000.0))
    got = one("sin.approx.f32 %f4, %f1;\n\tmov.b32 %r5, %f4;", x).view(np.float32)
    assert (np.abs(got) <= 1).all()
    assert np.abs(got.astype(np.float64) - np.sin(1000.0)).max() > 2.0 ** -14.7


def test_ptx_rcp_and_tanh_approx_run_within_their_bounds():
    x = f32(RNG.uniform(-4, 4, 32))
    rcp = one("rcp.approx.f32 %f4, %f1;\n\tmov.b32 %r5, %f4;", x).view(np.float32)
    want = (1.0 / x.astype(np.float64)).astype(np.float32)
    assert (np.abs(rcp.view(np.int32).astype(np.int64) - want.view(np.int32)) <= 1).all()
    th = one("tanh.approx.f32 %f4, %f1;\n\tmov.b32 %r5, %f4;", x).view(np.float32)
    exact = np.tanh(x.astype(np.float64))
    assert (np.abs(th - exact) <= 2.0 ** -11 * np.abs(exact)).all()


def test_amd_transcendentals_are_within_one_ulp_and_move():
    got = run_body("\tv_mov_b32 v3, 0x41000000\n\tv_log_f32 v2, v3")     # log2(8) = 3
    assert set(got.tolist()) <= {f2u(3.0) - 1, f2u(3.0), f2u(3.0) + 1}
    assert len(set(got.tolist())) > 1
    got = run_body("\tv_mov_b32 v3, 0\n\tv_exp_f32 v2, v3")               # 2^0: exact
    assert (got == f2u(1.0)).all()


# -- min / max: signed zeros and NaN

def _minmax(op: str, a, b) -> np.ndarray:
    return one(f"{op} %f4, %f1, %f2;\n\tmov.b32 %r5, %f4;", f32(a), f32(b))


@pytest.mark.parametrize("a,b", [(0.0, -0.0), (-0.0, 0.0)])
def test_ptx_max_of_zeros_is_plus_zero_and_min_minus_zero(a, b):
    """PTX ISA "min", "max": "If values of both inputs are 0.0, then +0.0 > -0.0"."""
    assert (_minmax("max.f32", [a] * 32, [b] * 32) == 0x00000000).all()
    assert (_minmax("min.f32", [a] * 32, [b] * 32) == 0x80000000).all()


def test_ptx_min_max_nan_modifier_returns_canonical_nan():
    a = f32([np.nan, 1.0, 2.0, np.nan] * 8)
    b = f32([3.0, np.nan, 1.0, np.nan] * 8)
    for op, third in (("max.NaN.f32", 2.0), ("min.NaN.f32", 1.0)):
        got = _minmax(op, a, b)
        assert list(got[[0, 1, 3]]) == [0x7FFFFFFF] * 3
        assert got[2] == f2u(third)
    assert list(_minmax("max.f32", a, b).view(np.float32)[:3]) == [3.0, 1.0, 2.0]


@pytest.mark.parametrize("first,second", [("0", "0x80000000"), ("0x80000000", "0")])
def test_amd_max_of_zeros_is_plus_zero_and_min_minus_zero(first, second):
    """AMD ISA V_MAX_F32 / V_MIN_F32: GT_NEG_ZERO, "+0>-0 is TRUE in this comparison"."""
    body = f"\tv_mov_b32 v3, {first}\n\tv_mov_b32 v4, {second}\n\t"
    assert (run_body(body + "v_max_f32 v2, v3, v4") == 0).all()
    assert (run_body(body + "v_min_f32 v2, v3, v4") == 0x80000000).all()


def test_ex2_ftz_flushes_subnormal_results_and_inputs_to_zero():
    # PTX ISA "ex2": with .ftz, subnormal inputs and results are sign-preserving zero; without
    # it 2^-130 is a subnormal result, and 2^(subnormal) is 2^0.
    x = np.array([-130.0, -149.0, -126.5, -125.0, 1e-40, -1e-40], np.float32)
    ftz = approximate(APPROX["ex2.approx.ftz.f32"], x, 0, key=1, warp=0)
    plain = approximate(APPROX["ex2.approx.f32"], x, 0, key=1, warp=0)
    np.testing.assert_array_equal(ftz[:3], [0.0, 0.0, 0.0])
    assert not np.signbit(ftz[:3]).any()
    assert (plain[:3] > 0).all() and (plain[:3] < np.finfo(np.float32).tiny).all()
    assert ftz[3] >= np.finfo(np.float32).tiny               # 2^-125 is normal: kept
    np.testing.assert_array_equal(ftz[4:], [1.0, 1.0])
