"""A key a mask hides is skipped or multiplied by zero: the two readings of a masked product
(docs/language.md, "Masked keys"). They differ only where a hidden key's value is NaN or
infinite, and kgen's kernels give one or the other element by element: the steps a mask hides
from a whole program are skipped (kgen/lower/horizon.py), the hidden keys inside the step on
the diagonal are multiplied by zero. `kgen run` accepts either per element and says how many
needed the second; an element that agrees with neither still fails."""

from __future__ import annotations

import numpy as np
import pytest

from kgen.source import Source
from kgen.tile.evaluate import _product
from kgen.tile.ir import DType

CAUSAL = """kernel causal(q: bf16[S, 64], k: bf16[T, 64], v: bf16[T, 64], o: bf16[S, 64],
                          scale: f32) {
    tile s: 64, t: 64, d: all
    mx = full(f32, -inf, s)
    l = zeros(f32, s)
    acc = zeros(f32, s, d)
    for tt in t {
        x = where(s >= tt, (q[s, d] @ k[tt, d]) * scale, -inf)
        m2 = max(mx, max(x, axis=tt))
        p = exp(x - m2)
        alpha = exp(mx - m2)
        l = l * alpha + sum(p, axis=tt)
        acc = acc * alpha + bf16(p) @ v[tt, d]
        mx = m2
    }
    o[s, d] = bf16(acc * (1.0 / l))
}"""

SIZES = {"S": 130, "T": 130}
KEY, COL = 70, 3       # v[70, 3] is NaN: key 70 is in the second 64-key step


def _inputs():
    from kgen.compiler import compile_source
    from kgen.tools.run import make_inputs
    c = compile_source(Source("t.kgen", CAUSAL), "sm_80", stop="ir")
    k = c.kernels[0]
    inputs = make_inputs(k, SIZES, seed=0)
    v = inputs["v"].copy()
    v[KEY, COL] = 0x7FC0                      # bf16 NaN
    return k, {**inputs, "v": v}


def _rows_nan(a, dt=DType.bf16):
    from kgen.tile.evaluate import from_storage
    return np.flatnonzero(np.isnan(from_storage(a, dt)[:, COL]))


def test_the_two_readings_differ_only_at_the_hidden_nan():
    from kgen.tools.run import evaluate_written, masked_reading
    k, inputs = _inputs()
    want = evaluate_written(k, inputs, SIZES)
    other = masked_reading(k, inputs, SIZES, want)
    # Multiplied by zero: every row meets 0 * NaN (rows < 70) or NaN itself (rows >= 70).
    assert list(_rows_nan(want["o"][0])) == list(range(130))
    # Skipped: only the rows that see key 70.
    assert list(_rows_nan(other["o"])) == list(range(KEY, 130))
    # Elsewhere the readings agree bit for bit (finite data: the horizon is exact).
    same = np.delete(other["o"], COL, axis=1) == np.delete(want["o"][0], COL, axis=1)
    assert same.all()


def test_no_mask_no_second_reading():
    from kgen.compiler import compile_source
    from kgen.tools.run import evaluate_written, make_inputs, masked_reading
    c = compile_source(Source("t.kgen", CAUSAL.replace("where(s >= tt, (q[s, d] @ k[tt, d])"
                                                       " * scale, -inf)",
                                                       "(q[s, d] @ k[tt, d]) * scale")),
                       "sm_80", stop="ir")
    k = c.kernels[0]
    inputs = make_inputs(k, SIZES, seed=0)
    assert masked_reading(k, inputs, SIZES, evaluate_written(k, inputs, SIZES)) == {}


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
def test_kernels_give_either_reading_element_by_element(target):
    from kgen.compiler import compile_source
    from kgen.runtime.device import SimDevice
    from kgen.tools.run import compare, evaluate_written, launch_and_check, masked_reading
    _, inputs = _inputs()
    c = compile_source(Source("t.kgen", CAUSAL), target, stop="asm")
    k, fn = c.kernels[0], c.functions[0]
    want = evaluate_written(k, inputs, SIZES)
    masked = masked_reading(k, inputs, SIZES, want)
    res, (check,) = launch_and_check(SimDevice(), c, fn, k, inputs, SIZES, want, masked=masked)
    assert check.ok, check
    got = res.outputs["o"]
    # The first program (rows 0-63) skips the step holding key 70: the skipped reading there.
    # The second (rows 64-127) runs that step on its diagonal: rows 64-69 multiply key 70 by
    # zero. Neither reading alone accepts the kernel.
    nan_rows = set(_rows_nan(got))
    assert set(range(64)).isdisjoint(nan_rows) and set(range(64, 130)) <= nan_rows
    assert check.masked == 64 and any("Masked keys" in n for n in check.notes())
    (w, written), bf = want["o"], DType.bf16
    assert not compare("o", got, w, bf, written).ok
    assert not compare("o", got, masked["o"], bf, written).ok
    # An element that agrees with neither reading still fails.
    for row, col in ((100, 5), (80, COL)):
        bad = got.copy()
        bad[row, col] = 0x4200                 # bf16 32.0
        assert not compare("o", bad, w, bf, written, masked=masked["o"]).ok, (row, col)


def test_a_product_skips_an_absent_term_whatever_the_other_operand_holds():
    """Absent elements are skipped by products (docs/language.md "Absent elements"): a zero
    standing in for one would make 0 * NaN = NaN. Present terms follow IEEE."""
    nan, inf = np.nan, np.inf
    x = np.array([[1.0, 0.0, 2.0], [0.0, 1.0, 1.0], [1.0, 5.0, 1.0]])
    px = np.array([[True, False, True], [True, True, True], [True, False, True]])
    y = np.array([[1.0, inf], [nan, 2.0], [3.0, -inf]])
    r = _product("ik,kj->ij", (x, px), (y, None))
    assert r[0, 0] == 7.0                      # 1*1 + (absent * NaN skipped) + 2*3
    assert np.isnan(r[0, 1])                   # inf + -inf
    assert np.isnan(r[1, 0]) and np.isnan(r[1, 1])   # a present NaN term; 0 * inf
    assert r[2, 0] == 4.0 and np.isnan(r[2, 1])
    y2 = np.array([[1.0, inf], [nan, 2.0], [3.0, 1.0]])
    assert _product("ik,kj->ij", (x, px), (y2, None))[2, 1] == inf
    assert (_product("ik,kj->ij", (x, None), (np.nan_to_num(y2), None))
            == x @ np.nan_to_num(y2)).all()
