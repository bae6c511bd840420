"""`kk / c` as a loop chunk's block index, and `fill(x, v)` (docs/language.md, "Absent
elements"): typed, evaluated and lowered alike."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import compile_text
from kgen.errors import KgenError
from kgen.lir.interp import Machine, grid_for
from kgen.tile import ir
from kgen.tile.evaluate import evaluate

SRC = """kernel k(x: f32[M, K], s: f32[M, KB], y: f32[M]) {
    tile m: 32, k: 64
    acc = zeros(f32, m)
    for kk in k {
        acc += sum(x[m, kk], axis=kk) * fill(s[m, kk / DIV], 0.0)
    }
    y[m] = acc
}"""


def _ir(div: int):
    return compile_text(SRC.replace("DIV", str(div)), "sm_80", stop="ir").kernels[0]


def test_a_chunk_sized_divisor_is_a_scalar_and_a_smaller_one_a_tile():
    vals = {v.op: v for v in ir.values(_ir(128).body)}
    assert vals["index_div"].axes == () and vals["index_div"].attrs == ("kk", 128)
    # 32 is no multiple of the 64-wide chunk: kk / 32 varies inside it, a tile over kk, so
    # the scale is too, and the update's value has an axis the accumulator lacks
    with pytest.raises(KgenError, match="kk"):
        _ir(32)


@pytest.mark.parametrize("target", ["sm_80", "gfx90a"])
def test_block_scales_evaluate_and_lower_alike(target):
    M, K, KB = 40, 300, 2          # block 2 of the last chunks lies past s: fill gives 0
    rng = np.random.default_rng(0)
    x = rng.standard_normal((M, K)).astype(np.float32)
    s = rng.standard_normal((M, KB)).astype(np.float32)
    want = sum(x[:, 128 * b:128 * b + 128].sum(1) * s[:, b] for b in range(KB))
    k = _ir(128)
    got = evaluate(k, {"x": x, "s": s}, {"M": M, "K": K, "KB": KB})["y"]
    np.testing.assert_allclose(got, want, rtol=1e-5)
    fn = compile_text(SRC.replace("DIV", "128"), target, stop="lir:barriers").functions[0]
    y = np.zeros(M, np.float32)
    sizes = {"M": M, "K": K, "KB": KB}
    Machine(fn, 32 if target == "sm_80" else 64).run({"x": x, "s": s, "y": y, **sizes},
                                                     grid_for(fn, sizes))
    np.testing.assert_allclose(y, want, rtol=1e-5)


def test_a_gather_without_fill_is_refused_in_a_loop_update():
    with pytest.raises(KgenError, match="may change presence") as e:
        compile_text(SRC.replace("fill(s[m, kk / DIV], 0.0)", "s[m, kk / 128]"), "sm_80")
    assert "where" in e.value.hint


def test_fill_takes_a_scalar():
    with pytest.raises(KgenError, match="must be a scalar"):
        compile_text(SRC.replace("0.0)", "x[m, kk])").replace("DIV", "128"), "sm_80")
