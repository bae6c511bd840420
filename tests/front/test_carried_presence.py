"""A loop-carried value is present where its initial value is (docs/language.md, "Absent elements";
kgen.lower.plan.carried_inits): an initial value read outside its tensor keeps the stores of the
value after the loop from writing, on every target as in the evaluator. Updates that could
change presence inside the loop are refused, never lowered as if every element were present.
And the evaluator's two-argument max/min propagate NaN as its reductions do, so a looped max
does not depend on the chunk size."""

from __future__ import annotations

import numpy as np
import pytest

from kgen.front.check import check
from kgen.errors import CheckError
from kgen.tile.evaluate import evaluate
from kgen.front.parse import parse
from kgen.tools.run import run_source
from kgen.source import Source
from kgen.target.targets import TARGETS

from conftest import compile_text

# The outside review's repro: x1[m + 1] lies outside x1 at the last row, so y's last row must
# stay unwritten (it was stored as if the initial value were 0: "got -47.99, want nan").
ABSENT_INIT = """kernel k(x: f32[N], x1: f32[M], y: f32[M]) {
    tile m: 1, n: 1024
    acc = x1[m + 1]
    for nn in n { acc += sum(x[nn], axis=nn) }
    y[m] = acc
}"""

# The same through a carried value that is not a sunk reduction (updated elementwise).
ABSENT_INIT_ELEMENTWISE = """kernel k(x: f32[M, N], x1: f32[M], y: f32[M]) {
    tile m: 1, n: 64
    acc = x1[m + 1]
    for nn in n { acc = acc * 0.5 + max(x[m, nn], axis=nn) }
    y[m] = acc
}"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("src,sizes", [(ABSENT_INIT, {"M": 5, "N": 1100}),
                                       (ABSENT_INIT_ELEMENTWISE, {"M": 5, "N": 150})],
                         ids=["sunk-sum", "elementwise"])
def test_an_absent_initial_value_is_not_stored(target, src, sizes):
    reports = run_source(Source("t.kgen", src), device="sim", target=target, sizes=sizes)
    assert reports and all(r.ok and r.checks for r in reports), reports


def test_the_evaluator_leaves_the_absent_row_unwritten():
    k = check(parse(Source("t.kgen", ABSENT_INIT))).kernels[0]
    x, x1 = np.ones(10, np.float32), np.arange(4, dtype=np.float32)
    y = evaluate(k, {"x": x, "x1": x1}, {"N": 10, "M": 4})["y"]
    np.testing.assert_array_equal(y[:3], x1[1:] + 10.0)
    assert np.isnan(y[3])


GATHER_IN_UPDATE = """kernel k(x: f32[M, N], t: f32[V], ids: i32[M], y: f32[M]) {
    tile m: 1, n: 64
    acc = zeros(f32, m)
    for nn in n { acc = acc + max(x[m, nn], axis=nn) + t[ids[m]] }
    y[m] = acc
}"""

WHERE_OVER_CARRIED = """kernel k(x: f32[M, N], x1: f32[M], y: f32[M]) {
    tile m: 1, n: 64
    acc = x1[m + 1]
    for nn in n { acc = where(max(x[m, nn], axis=nn) > 0.0, 1.0, acc) }
    y[m] = acc
}"""

# Another carried value that starts absent at the last row (found by the fuzzer: 'acc' was
# stored there, present, where the evaluator had it absent).
READS_ABSENT_CARRIED = """kernel k(x: f32[M, N], z: f32[M], y: f32[M]) {
    tile m: all, n: 32
    acc = full(f32, 1.0, m); b = zeros(f32, m) + z[m + 1]
    for nn in n { acc = acc * 0.5 + b; b += sum(x[m, nn], axis=nn) }
    y[m] = acc
}"""


@pytest.mark.parametrize("src,why", [(GATHER_IN_UPDATE, "reads a gather"),
                                     (WHERE_OVER_CARRIED, "selects between it"),
                                     (READS_ABSENT_CARRIED, "it reads 'b', which is absent")],
                         ids=["gather-in-update", "where-over-carried", "reads-absent-carried"])
def test_an_update_that_could_change_presence_is_refused(src, why):
    with pytest.raises(CheckError) as e:
        compile_text(src, "sm_80")
    assert why in e.value.message and "loop-carried value 'acc'" in e.value.message
    assert e.value.span is not None and e.value.span.line == 4 and e.value.hint


def test_the_evaluator_max_propagates_nan_whatever_the_chunk():
    """max over a row in one piece and walked in chunks of 2 agree on a row holding a NaN (the
    looped form meets the NaN in the two-argument max of its carried value)."""
    whole = """kernel k(x: f32[M, N], y: f32[M]) {
    tile m: 1, n: all
    y[m] = max(x[m, n], axis=n)
}"""
    walked = """kernel k(x: f32[M, N], y: f32[M]) {
    tile m: 1, n: 2
    acc = full(f32, -inf, m)
    for nn in n { acc = max(acc, max(x[m, nn], axis=nn)) }
    y[m] = acc
}"""
    x = np.array([[1.0, np.nan, 3.0, 0.5], [1.0, 2.0, 3.0, 0.5]], np.float32)
    for src in (whole, walked):
        k = check(parse(Source("t.kgen", src))).kernels[0]
        y = evaluate(k, {"x": x}, {"M": 2, "N": 4})["y"]
        assert np.isnan(y[0]) and y[1] == 3.0, (src, y)


def test_the_evaluator_orders_signed_zeros():
    src = """kernel k(a: f32[N], b: f32[N], hi: f32[N], lo: f32[N]) {
    tile n: 64
    hi[n] = max(a[n], b[n])
    lo[n] = min(a[n], b[n])
}"""
    k = check(parse(Source("t.kgen", src))).kernels[0]
    a, b = np.array([0.0, -0.0], np.float32), np.array([-0.0, 0.0], np.float32)
    out = evaluate(k, {"a": a, "b": b}, {"N": 2})
    assert not np.signbit(out["hi"]).any() and np.signbit(out["lo"]).all()
