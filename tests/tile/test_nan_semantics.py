"""NaN propagates through max and min (two-argument and reductions, across lanes too) and relu
on every target, as in kgen's evaluator and PyTorch (docs/language.md, "NaN, infinities and
signed zeros"): PTX max.NaN / min.NaN, CDNA V_MAX/V_MIN_F32 with an unordered compare. Before,
an all-NaN row's max was -inf and relu(NaN) was 0 on all four targets."""

from __future__ import annotations

import numpy as np
import pytest

from kgen.api import run
from kgen.source import Source
from kgen.target.targets import TARGETS

KERNELS = """kernel rowmax(x: f32[M, N], y: f32[M], z: f32[M]) {
    tile m: 1, n: all
    y[m] = max(x[m, n], axis=n)
    z[m] = min(x[m, n], axis=n)
}

kernel ew(x: f32[M, N], w: f32[M, N], r: f32[M, N], hi: f32[M, N], lo: f32[M, N]) {
    tile m: 1, n: all
    r[m, n] = relu(x[m, n])
    hi[m, n] = max(x[m, n], w[m, n])
    lo[m, n] = min(x[m, n], w[m, n])
}"""


@pytest.mark.parametrize("target", TARGETS)
def test_nan_propagates_through_max_min_relu(target):
    reports = run(Source("t.kgen", KERNELS), target, device="sim",
                  sizes={"M": 6, "N": 300}, specials=("nan", "inf", "-inf"))
    assert len(reports) == 2
    for r in reports:
        assert r.ok, r
        # Every row of 300 draws holds a planted NaN somewhere with high probability; the row
        # reductions and the elementwise outputs must show NaN where the evaluator does.
        assert sum(c.nan_agree for c in r.checks) > 0, r


@pytest.mark.parametrize("target", TARGETS)
def test_an_all_nan_row_gives_nan_not_minus_inf(target):
    from kgen.compiler import compile_source
    from kgen.runtime.device import SimDevice
    c = compile_source(Source("t.kgen", KERNELS), target, stop="asm")
    x = np.ones((3, 40), np.float32)
    x[0, :] = np.nan
    x[1, 7] = np.nan
    z = np.zeros(3, np.float32)
    res = SimDevice().run(c, c.functions[0], {"x": x, "y": z, "z": z.copy()},
                          {"M": 3, "N": 40})
    for out in ("y", "z"):
        got = res.outputs[out]
        assert np.isnan(got[:2]).all() and got[2] == 1.0, (out, got)


def test_the_lir_interpreters_warp_reduction_keeps_the_language_rule():
    """kgen.lir.interp (the LIR's reference machine) reduces across lanes as the targets do:
    a NaN in any lane gives NaN, and +0 / -0 order as max(+0, -0) = +0, min = -0."""
    from types import SimpleNamespace

    from kgen.lir.interp import Machine
    m = SimpleNamespace(P=32, wave=32)
    x = np.arange(32, dtype=np.float32)
    x[5] = np.nan
    assert np.isnan(Machine._warp_reduce(m, "max", x)).all()
    assert np.isnan(Machine._warp_reduce(m, "min", x)).all()
    z = np.where(np.arange(32) % 2 == 0, np.float32(0.0), np.float32(-0.0)).astype(np.float32)
    assert not np.signbit(Machine._warp_reduce(m, "max", z)).any()
    assert np.signbit(Machine._warp_reduce(m, "min", z)).all()
