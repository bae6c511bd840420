"""`kgen run`'s report of non-finite outputs, its planted NaN/inf inputs, the integer rule for
outputs converted from float math, and a user's own reference (kgen.tools.run, docstring)."""

from __future__ import annotations

import numpy as np
import pytest

from kgen.api import run
from kgen.errors import KgenError
from kgen.tile.ir import DType
from kgen.tools.run import compare, plant_specials
from kgen.source import Source

from conftest import compile_text  # noqa: F401 (the fixtures' import path)


def test_equal_infinities_agree_and_nonfinite_agreement_is_reported():
    w = np.array([np.inf, -np.inf, 1.0, np.nan], np.float32)
    c = compare("y", w.copy(), w, DType.f32)
    assert c.ok and (c.nan_agree, c.inf_agree) == (1, 2)
    assert "1 NaN and 2 infinite of 4 elements" in c.notes()[0]
    assert not compare("y", np.array([np.inf, np.inf, 1, np.nan], np.float32), w, DType.f32).ok


def test_the_integer_rule_takes_one_unit_only_for_outputs_converted_from_float():
    got, want = np.array([-64, 3], np.int32), np.array([-63, 3], np.int32)
    c = compare("i", got, want, DType.i32, None, True)
    assert c.ok and c.off_by_one == 1 and "one unit off" in c.notes()[0]
    assert not compare("i", got, want, DType.i32).ok
    assert not compare("i", np.array([-65, 3], np.int32), want, DType.i32, None, True).ok


RELU_MAX = """kernel k(x: f32[M, N], y: f32[M, N]) {
    tile m: 1, n: all
    y[m, n] = x[m, n] * 2.0
}"""


def test_planted_specials_are_seeded_and_counted_in_the_report():
    reports = run(Source("t.kgen", RELU_MAX), "sm_80", device="sim", sizes={"M": 3, "N": 128},
                  specials=("nan", "inf"))
    (c,) = reports[0].checks
    assert reports[0].ok and c.nan_agree >= 3 and c.inf_agree >= 3, c
    from kgen.front.check import check
    from kgen.front.parse import parse
    k = check(parse(Source("t.kgen", RELU_MAX))).kernels[0]
    x = {"x": np.ones((3, 128), np.float32)}
    a, b = plant_specials(k, x, ("nan",), 0), plant_specials(k, x, ("nan",), 0)
    assert np.array_equal(np.isnan(a["x"]), np.isnan(b["x"])) and np.isnan(a["x"]).sum() == 6
    with pytest.raises(KgenError, match="not one kgen plants"):
        plant_specials(k, x, ("denormal",), 0)


FTOI = """kernel q(x: f32[N], y: i32[N], s: f32) {
    tile n: 256
    y[n] = i32(floor(x[n] * s + 0.5))
}"""


def test_a_users_reference_decides_and_a_wrong_one_is_a_mismatch():
    def right(kernel, inputs, sizes):
        return {"y": np.floor(inputs["x"] * inputs["s"] + np.float32(0.5)).astype(np.int32)}

    def wrong(kernel, inputs, sizes):
        return {"y": right(kernel, inputs, sizes)["y"] + 1}
    ok = run(Source("t.kgen", FTOI), "sm_80", device="sim", sizes={"N": 300}, reference=right)
    assert ok[0].ok
    bad = run(Source("t.kgen", FTOI), "sm_80", device="sim", sizes={"N": 300}, reference=wrong)
    assert not bad[0].ok and bad[0].checks[0].bad == 300


def test_a_reference_that_omits_an_output_is_refused_plainly():
    with pytest.raises(KgenError, match="gave no output 'y'"):
        run(Source("t.kgen", FTOI), "sm_80", device="sim", sizes={"N": 300},
            reference=lambda kernel, inputs, sizes: {})
    with pytest.raises(KgenError, match="not module:function"):
        run(Source("t.kgen", FTOI), "sm_80", device="sim", reference="nocolon")


SMALL_SINE = """kernel s(x: f32[N], y: f32[N], z: f32[N], w: f32[N]) {
    tile n: 64
    y[n] = sin(exp(-abs(x[n]) - 3.0))
    z[n] = 1.0 - sin(exp(-abs(x[n]) - 3.0)) * -2.0
    w[n] = sin(exp(-abs(x[n]) - 3.0)) * x[n]
}"""


def test_a_direct_sine_is_judged_by_its_absolute_bound():
    """sin on CDNA is good to 2^-19 + 2^-20 absolute (docs/language.md); next to sines of 0.05
    and below that is 40 times the relative rule, and the fuzzer found the emulator's
    adversarial V_SIN_F32 failing there. The floor follows the value through sums and
    products with constants."""
    from kgen.front.check import check
    from kgen.front.parse import parse
    from kgen.tools.run import absolute_floors
    k = check(parse(Source("t.kgen", SMALL_SINE))).kernels[0]
    bound = 2.0 ** -19 + 2.0 ** -20
    # z: twice the bound (a product with a constant); w: scaled by data, the relative rule
    assert absolute_floors(k) == {"y": bound, "z": 2 * bound}
    want = np.full(4, 0.0497, np.float32)
    off = want + np.float32(2.5e-6)
    assert compare("y", off, want, DType.f32, None, False, 2.0 ** -19 + 2.0 ** -20).ok
    assert not compare("y", off, want, DType.f32).ok
    assert not compare("y", want + np.float32(4e-6), want, DType.f32, None, False,
                       2.0 ** -19 + 2.0 ** -20).ok
    (rep,) = run(Source("t.kgen", SMALL_SINE), "gfx942", device="sim", sizes={"N": 200})
    assert all(c.ok for c in rep.checks if c.name in "yz"), rep.checks
