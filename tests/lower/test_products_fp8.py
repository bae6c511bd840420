"""Products of 8-bit floats through the whole compiler: K-major operands only (a transposed
8-bit load is refused at its span with a hint that compiles), and FlashAttention-3's FP8 forward
(tests/data/attention_fp8.kgen: e4m3 Q, K and V transposed, f32 softmax, P rounded to e4m3) on
the sm_90a emulator against the float64 evaluator, at ragged sizes over several key chunks."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import compile_text
from kgen.errors import KgenError
from kgen.source import Source
from kgen.tools.run import run_source

GEMM = """kernel g(a: e4m3[M, K], b: e4m3[B_SHAPE], c: f32[M, N]) {
    tile m: 128, n: 128, k: 128
    acc = zeros(f32, m, n)
    for kk in k { acc += a[m, kk] @ B_READ }
    c[m, n] = acc
}"""


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
def test_a_transposed_8bit_operand_is_refused_and_the_hint_compiles(target):
    fmt = "e4m3" if target == "sm_90a" else "e4m3fnuz"
    src = GEMM.replace("e4m3", fmt)
    with pytest.raises(KgenError, match="rows along the contraction") as e:
        compile_text(src.replace("B_SHAPE", "K, N").replace("B_READ", "b[kk, n]"), target)
    assert e.value.span.line == 4 and "b[..., kk]" in e.value.hint
    compile_text(src.replace("B_SHAPE", "N, K").replace("B_READ", "b[n, kk]"), target)


@pytest.mark.parametrize("sizes", [{"BH": 2, "S": 70, "T": 90}, {"BH": 1, "S": 64, "T": 200}])
def test_fp8_attention_matches_on_the_sm90a_emulator(sizes):
    path = Path(__file__).resolve().parent.parent / "data" / "attention_fp8.kgen"
    reports = run_source(Source("attention_fp8.kgen", path.read_text()), device="sim",
                         target="sm_90a", sizes=sizes)
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]
