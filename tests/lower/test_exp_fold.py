"""exp of a difference with the row's maximum, scaled or not (a softmax, attention's online
softmax): one fma and one ex2 per element, the rest once per row (kgen.lower.program,
exp_of_difference)."""

from __future__ import annotations

import pytest

from conftest import compile_text
from kgen.lir import ops as L
from kgen.source import Source
from kgen.target.targets import TARGETS
from kgen.tools.run import run_source


SOFTMAX = """kernel sm(x: f32[M, N], y: f32[M, N], c: f32) {{
    tile m: 1, n: all
    y[m, n] = exp({arg})
}}
"""


@pytest.mark.parametrize("arg", ["(x[m, n] - max(x[m, n], axis=n)) * c",
                                 "c * (x[m, n] - max(x[m, n], axis=n))",
                                 "x[m, n] - max(x[m, n], axis=n)"])
def test_exp_of_a_scaled_difference_is_one_fma_per_element(arg):
    """exp((x - m) c) with m and c once per row: 2^(x (c log2 e) - m (c log2 e)), an fma and
    an ex2 per element; the multiplies by c and log2 e happen once per row."""
    src = SOFTMAX.format(arg=arg).replace("N]", "256]")
    fn = compile_text(src, "sm_80").functions[0]
    ops = [i.op for i in L.walk(fn.body)]
    assert ops.count("ex2") == ops.count("fma") and ops.count("ex2") > 1
    assert ops.count("fmul") <= 3 and "fsub" not in ops


@pytest.mark.parametrize("target", list(TARGETS))
def test_exp_of_a_scaled_difference_matches(target):
    src = SOFTMAX.format(arg="(x[m, n] - max(x[m, n], axis=n)) * c")
    reports = run_source(Source("sm.kgen", src), device="sim", target=target,
                         sizes={"M": 3, "N": 300})
    bad = [(r.kernel, ch) for r in reports for ch in r.checks if not ch.ok]
    assert reports and all(r.checks for r in reports) and not bad, bad
