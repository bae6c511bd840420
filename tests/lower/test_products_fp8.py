"""Products of 8-bit floats through the whole compiler: an operand with its rows along the
contraction transposed on the way (8-bit matrix units read K-major tiles only), and
FlashAttention-3's FP8 forward (examples/attention_fp8.kgen: e4m3 Q, K and V, f32 softmax, P
rounded to e4m3) on the emulator against the float64 evaluator, at ragged sizes over
several key chunks, V given transposed (streamed) or as it lies (transposed on the way); on
gfx942 in its FNUZ formats; on sm_100a (tcgen05 .kind::f8f6f4, mma.sync .m16n8k32) and gfx950
(its f8f6f4 MFMAs, a lane's k in two runs of 16) in the OCP ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import compile_text
from kgen.source import Source
from kgen.tools.run import run_source

GEMM = """kernel g(a: e4m3[M, K], b: e4m3[B_SHAPE], c: f32[M, N]) {
    tile m: 128, n: 128, k: 128
    acc = zeros(f32, m, n)
    for kk in k { acc += a[m, kk] @ B_READ }
    c[m, n] = acc
}"""


@pytest.mark.parametrize("target", ["sm_90a", "sm_100a", "gfx942", "gfx950"])
def test_a_transposed_8bit_operand_is_moved_into_k_runs_and_matches(target):
    """b[kk, n] (rows along the contraction): 8-bit matrix units read K-major tiles only, so
    each step moves it into K runs (each thread 4 consecutive k) and stages it; the schedule
    says so; the result matches on the emulator at ragged sizes."""
    fmt = "e4m3fnuz" if target == "gfx942" else "e4m3"
    src = GEMM.replace("e4m3", fmt).replace("B_SHAPE", "K, N").replace("B_READ", "b[kk, n]")
    if target.startswith("gfx"):  # the f32 conversion buffer of a 128 x 128 tile: 64 KB of LDS
        src = src.replace("tile m: 128, n: 128, k: 128", "tile m: 64, n: 64, k: 64")
    out = compile_text(src, target, stop="schedule")
    assert "'b' (kk, n) is transposed on the way" in out.text("schedule")
    reports = run_source(Source("g.kgen", src), device="sim", target=target,
                         sizes={"M": 100, "N": 72, "K": 200})
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]


@pytest.mark.parametrize("target", ["sm_90a", "sm_100a", "gfx942", "gfx950"])
@pytest.mark.parametrize("v_major", ["keys contiguous (V^T)", "head dim contiguous (V)"])
@pytest.mark.parametrize("sizes", [{"BH": 2, "S": 70, "T": 90}, {"BH": 1, "S": 64, "T": 200}])
def test_fp8_attention_matches_on_the_emulator(sizes, v_major, target):
    text = (Path(__file__).resolve().parents[2] / "examples" / "attention_fp8.kgen").read_text()
    if v_major.startswith("head"):     # V as it lies, [BH, T, 128]: transposed on the way
        text = text.replace("vt: e4m3[BH, 128, T]", "v: e4m3[BH, T, 128]").replace(
            "e4m3(p) @ vt[bh, d, tt]", "e4m3(p) @ v[bh, tt, d]")
        assert "v[bh, tt, d]" in text
    if target == "gfx942":             # its FNUZ formats, the same kernel
        text = text.replace("e4m3", "e4m3fnuz")
    reports = run_source(Source("attention_fp8.kgen", text), device="sim", target=target,
                         sizes=sizes)
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]


def test_gfx950_takes_the_f8f6f4_mfmas_and_reads_each_run_in_place():
    """K chunks of 64 and more take v_mfma_f32_32x32x64_f8f6f4 (twice the 8-bit rate of
    32x32x16), B's E5M2 named by blgp:1; each operand's two runs of 16 k are one ds_read_b128
    each, straight into the halves of the operand's eight-VGPR tuple (no copies); a 32-deep
    chunk keeps v_mfma_f32_32x32x16."""
    import re
    src = GEMM.replace("B_SHAPE", "N, K").replace("B_READ", "b[n, kk]").replace(
        "b: e4m3", "b: e5m2").replace("tile m: 128, n: 128, k: 128", "tile m: 64, n: 64, k: 128")
    asm = compile_text(src, "gfx950").asm
    mfmas = re.findall(r"v_mfma_f32_32x32x64_f8f6f4 \S+, v\[(\d+):\d+\], v\[(\d+):\d+\], \S+ "
                       r"blgp:1", asm)
    assert mfmas and "v_mfma_f32_32x32x16" not in asm
    loaded = set(re.findall(r"ds_read_b128 v\[(\d+):\d+\]", asm))
    assert all({a, str(int(a) + 4)} <= loaded for pair in mfmas for a in pair)
    short = compile_text(src.replace("k: 128", "k: 32"), "gfx950").asm
    assert "v_mfma_f32_32x32x16_fp8_bf8" in short and "f8f6f4" not in short
