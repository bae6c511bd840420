"""Index arithmetic no step of a loop changes is lowered once, before the loop
(kgen.lower.loops.hoisted): a convolution's pixel coordinates p / (H * W), (p / W) % H and
p % W, which every K step (and every unrolled copy of one) computed again, an integer
division being some 25 instructions on CDNA."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgen.compiler import compile_source
from kgen.lir import ops as L
from kgen.source import Source
from kgen.tools.run import run_source

ROOT = Path(__file__).resolve().parents[2]
CONV = Source("conv2d.kgen", (ROOT / "examples" / "conv2d.kgen").read_text())


def _divisions(fn: L.Function) -> tuple[int, int]:
    """(divisions and remainders inside loops, all of them) of fn."""
    inside = sum(1 for lp in L.loops(fn.body) for n in L.walk(lp.body) if n.op in ("div", "rem"))
    return inside, sum(1 for n in L.walk(fn.body) if n.op in ("div", "rem"))


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx90a", "gfx942"])
def test_pixel_coordinates_leave_the_k_loop(target):
    # (before kgen.passes.divide, which writes the divisions left as multiplies)
    fns = {f.name: f for f in compile_source(CONV, target, stop="lir:dce").functions}
    # 1x1: every division is the pixel's; none stays in a loop.
    inside, total = _divisions(fns["conv2d_1x1_s2"])
    assert inside == 0 and total > 0
    # 3x3: the tap's row, column and channel (kk / 3C, (kk / C) % 3, kk % C) vary with the
    # step and stay; the pixel's do not.
    inside, total = _divisions(fns["conv2d_3x3"])
    assert 0 < inside < total


def test_a_division_that_reads_the_loop_variable_stays_and_the_results_match():
    text = ("kernel k(x: f32[N, M], y: f32[N]) {\n    tile n: 64, m: 32\n    acc = zeros(f32, n)\n"
            "    for mm in m {\n        acc += sum(x[n, mm] * f32(n / 3 + mm % 5), axis=mm)\n"
            "    }\n    y[n] = acc\n}\n")
    src = Source("k.kgen", text)
    fn = compile_source(src, "gfx942", stop="lir:dce").functions[0]
    divs = [n for lp in L.loops(fn.body) for n in L.walk(lp.body) if n.op in ("div", "rem")]
    assert divs and all(n.op == "rem" for n in divs)       # n / 3 left the loop, mm % 5 not
    for target in ("sm_80", "gfx942"):
        (r,) = run_source(src, device="sim", target=target, sizes={"N": 130, "M": 70})
        assert r.ok, r
