"""Axes of tile size 1 in a product: carried along whether both operands have them or one
(grouped-query attention's query-head axis, examples/attention_gqa.kgen), and a product whose
operand is a gather (a computed subscript: `k[b, h / 4, tt, d]`, GQA written the other way).
Before, the first was refused ("must be a 2-D tile") and the second was an internal compiler
error on every target (a product's presence asked of its contracted axis)."""

from __future__ import annotations

import pytest

from kgen.api import run
from kgen.source import Source
from kgen.tile import ir

ONE_SIDED = """kernel k(q: bf16[G, S, 64], kk: bf16[T, 64], o: f32[G, S, T]) {
    tile g: 1, s: 64, t: 64, d: all
    o[g, s, t] = q[g, s, d] @ kk[t, d]
}"""

GATHERED = """kernel k(q: f16[H, S, 64], kh: f16[HK, T, 64], o: f32[H, S, T]) {
    tile h: 1, s: 64, t: 64, d: all
    o[h, s, t] = q[h, s, d] @ kh[h / 2, t, d]
}"""


def test_a_size_one_axis_of_one_operand_is_carried_along():
    from kgen.compiler import compile_source
    c = compile_source(Source("t.kgen", ONE_SIDED), "sm_80", stop="ir")
    (prod,) = [v for v in ir.values(c.kernels[0].body) if v.op == "matmul"]
    assert prod.axes == ("g", "s", "t") and prod.attrs == ("d",)


def test_an_operand_with_three_free_axes_is_still_refused():
    from kgen.compiler import compile_source
    from kgen.errors import CheckError
    bad = ONE_SIDED.replace("tile g: 1,", "tile g: 2,")
    with pytest.raises(CheckError, match="must be a 2-D tile"):
        compile_source(Source("t.kgen", bad), "sm_80", stop="ir")


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
@pytest.mark.parametrize("text", [ONE_SIDED, GATHERED], ids=["one-sided", "gathered"])
def test_matches_on_the_emulator(target, text):
    sizes = {"G": 2, "S": 70, "T": 90} if text is ONE_SIDED else \
        {"H": 4, "HK": 2, "S": 70, "T": 90}
    (r,) = run(Source("t.kgen", text), target, device="sim", sizes=sizes)
    assert r.ok, r
