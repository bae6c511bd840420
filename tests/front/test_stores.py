"""Which elements a program writes (docs/language.md, "Stores"): stores to one tensor use the
same subscripts, and then program order decides, or write provably disjoint elements; each
case here runs on the emulator of every target against the float64 evaluator."""

from __future__ import annotations

import numpy as np
import pytest

from kgen.tile.evaluate import evaluate
from kgen.tools.run import run_source
from kgen.source import Source
from kgen.target.targets import TARGETS

# The same element stored twice from one program: the later store's value is the result, on
# every target (one thread writes both, in program order) and in the evaluator. The second
# value comes from a reduction, another layout, so the store converts it to the first's.
SAME = """kernel k(x: f32[M, N], y: f32[M, N]) {
  tile m: 2, n: all;
  y[m, n] = x[m, n];
  y[m, n] = x[m, n] - max(x[m, n], axis=n)
}"""

# Disjoint by stride and offset: even and odd columns (2 * n, 2 * n + 1) of even and odd rows
# (2 * m, 2 * m + 1), four stores that never meet; every element is written.
DISJOINT = """kernel k(x: f32[M, N], y: f32[K, L]) {
  tile m: 4, n: 64;
  y[2 * m, 2 * n] = x[m, n];
  y[2 * m, 2 * n + 1] = x[m, n] * 2.0;
  y[2 * m + 1, 2 * n] = x[m, n] + 1.0;
  y[2 * m + 1, 2 * n + 1] = x[m, n] - 1.0
}"""

# The same subscripts inside a loop (each step) and after it: the last write is the result.
LOOP_SAME = """kernel k(x: f32[M, N], y: f32[N]) {
  tile n: 32, m: 16;
  acc = zeros(f32, n)
  for mm in m {
    acc += sum(x[mm, n], axis=mm)
    y[n] = acc
  }
  y[n] = acc * 2.0
}"""

# Affine subscripts that are one form written two ways (`2 * n + 1`, `1 + n * 2`): the same
# elements, one lowering (element by element), program order.
AFFINE_SAME = """kernel k(x: f32[N], y: f32[M]) {
  tile n: 64;
  y[2 * n + 1] = x[n];
  y[1 + n * 2] = x[n] * 2.0;
  y[2 * n] = x[n] - 1.0
}"""

# The first store needs a reduction over the walked axis (a later phase of the walk), the
# second none: the second may still not run before it (the fuzzer found it stored first, so
# the reduction's value won on every target).
PHASED = """kernel k(x: f32[M], y: f32[M]) {
  tile m: all
  y[m] = max(x[m], axis=m)
  y[m] = x[m] * 2.0
}"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("src,sizes", [(SAME, {"M": 5, "N": 70}),
                                       (DISJOINT, {"M": 6, "N": 70, "K": 12, "L": 140}),
                                       (LOOP_SAME, {"M": 37, "N": 70}),
                                       (AFFINE_SAME, {"N": 100, "M": 200}),
                                       (PHASED, {"M": 1500})],
                         ids=["same-subscripts", "disjoint", "same-in-a-loop", "same-affine",
                              "same-after-a-reduction"])
def test_stores_to_one_tensor_match_the_evaluator(target, src, sizes):
    reports = run_source(Source("t.kgen", src), device="sim", target=target, sizes=sizes)
    assert reports and all(r.ok and r.checks for r in reports), reports


def test_the_evaluator_keeps_the_later_of_two_stores():
    from kgen.front.check import check
    from kgen.front.parse import parse
    k = check(parse(Source("t.kgen", SAME))).kernels[0]
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    y = evaluate(k, {"x": x}, {"M": 2, "N": 3})["y"]
    np.testing.assert_array_equal(y, x - x.max(axis=1, keepdims=True))
