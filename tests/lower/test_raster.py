"""The order programs take tiles in (kgen/lower/raster.py): the model's numbers, the schedule's
`raster` option, the one-dimensional launch, and grouped GEMMs on the emulator of every target
at sizes whose last group is short and whose edge tiles are ragged."""

from __future__ import annotations

import pytest

from conftest import compile_text
from kgen.errors import CheckError, ScheduleError
from kgen.lir import ops as L
from kgen.lower.raster import best_group, grouped_panels, linear_panels
from kgen.source import Source
from kgen.target.targets import TARGETS
from kgen.tools.run import run_source

GEMM = """kernel g(a: f16[M, K], b: f16[K, N], c: f32[M, N]) {{
    tile m: 64, n: 64, k: 32
    acc = zeros(f32, m, n)
    for kk in k {{
        acc += a[m, kk] @ b[kk, n]
    }}
    c[m, n] = acc
}}
{schedules}
"""


def _schedules(option: str) -> str:
    # sm_90a's wgmma needs 64-row warpgroup tiles: the 64 x 64 tile takes one consumer.
    return "\n".join(f"schedule g on {t} {{ {option} }}" for t in TARGETS)


def test_the_model_counts_the_panels_of_one_wave():
    # 8192^2 in 128 x 128 bf16 tiles on 132 SMs: one panel is 256 bytes per K element.
    assert linear_panels(132, 64, 256, 256) == (3 + 64) * 256
    assert grouped_panels(132, 11, 256, 256) == (11 + 12) * 256
    assert best_group(132, 256, 256) == 11          # 11 + 12 = 12 + 11; the smaller
    # A narrower fast panel (a 64-wide N tile) makes fast tiles cheaper: lower groups.
    assert best_group(132, 256, 128) == 7           # 7 x 2 + 19 = 8 x 2 + 17 = 33 x 128 B
    assert grouped_panels(132, 1, 256, 256) == linear_panels(132, 1, 256, 256)
    # MI300X: 8 L2 dies taking blocks in turn. Die 0's 38 blocks of the grid's own order are
    # columns 8 apart: 5 rows x 8 columns when a row is 64 tiles, 5 x 38 when it is 63.
    assert linear_panels(304, 64, 256, 256, dies=8) == (5 + 8) * 256
    assert linear_panels(304, 63, 256, 256, dies=8) == (5 + 38) * 256


def test_a_gemm_takes_the_grouped_order_and_says_why():
    out = compile_text(GEMM.format(schedules=""), "sm_90a")
    fn, text = out.functions[0], "\n".join(out.plans[0].describe())
    assert fn.raster == 11
    assert "raster: 'm' in groups of 11 tiles, then the next 'n'" in text
    assert "H100 SXM5 80GB: 132 SMs" in text
    # One launch dimension over both grid axes.
    assert L.grid_dims(fn, {"M": 1000, "N": 300, "K": 64}) == (16 * 5, 1, 1)


def test_linear_keeps_the_grid_and_a_single_wave_needs_no_order():
    out = compile_text(GEMM.format(schedules=_schedules("raster linear")), "sm_80")
    fn = out.functions[0]
    assert fn.raster == 0 and L.grid_dims(fn, {"M": 1000, "N": 300, "K": 64}) == (5, 16, 1)
    assert "`raster linear`" in "\n".join(out.plans[0].describe())
    small = GEMM.format(schedules="").replace("[M,", "[256,").replace(", N]", ", 256]")
    assert compile_text(small, "sm_80").functions[0].raster == 0   # 16 programs < one wave


@pytest.mark.parametrize("target", list(TARGETS))
def test_grouped_gemm_matches_with_a_short_last_group(target):
    # 4 'm' tiles (the last 59 rows) in groups of 3: groups of 3 and 1; 3 'n' tiles (the last
    # 9 columns): 12 programs, each on its own tile, or an output is missed.
    src = GEMM.format(schedules=_schedules("raster grouped 3"))
    reports = run_source(Source("g.kgen", src), device="sim", target=target,
                         sizes={"M": 251, "N": 137, "K": 40})
    bad = [(r.kernel, c) for r in reports for c in r.checks if not c.ok]
    assert reports and all(r.checks for r in reports) and not bad, bad


@pytest.mark.parametrize("option, message, hint", [
    ("raster diagonal", "expected `raster linear`", "raster grouped"),
    ("raster grouped 0", "a raster group of 1 to 256 tiles, got 0", "raster grouped"),
    ("raster grouped 4 4", "expected `raster linear`", "raster grouped"),
])
def test_raster_option_errors_are_located(option, message, hint):
    with pytest.raises(CheckError, match=message) as e:
        compile_text(GEMM.format(schedules=f"schedule g on sm_80 {{ {option} }}"), "sm_80")
    assert e.value.span.line == 9 and hint in e.value.hint


def test_raster_on_a_kernel_without_two_streamed_grid_axes_is_refused():
    src = """kernel r(a: f16[M, 64], b: f16[64, 64], c: f32[M, 64]) {
    tile m: 64, n: all, d: all
    c[m, n] = a[m, d] @ b[d, n]
}
schedule r on sm_80 { raster grouped 4 }
"""
    with pytest.raises(ScheduleError, match="over two grid axes") as e:
        compile_text(src, "sm_80")
    assert e.value.span.line == 5 and e.value.hint
    with pytest.raises(CheckError, match="applies to matrix-product loops"):
        compile_text("kernel v(x: f32[N], y: f32[N]) {\n    tile n: 256\n    y[n] = x[n]\n}\n"
                     "schedule v on sm_80 { raster linear }\n", "sm_80")


def test_causal_attention_runs_its_longest_programs_first():
    src = open("examples/attention.kgen").read()
    out = compile_text(src, "sm_80")
    plans = {p.kernel: p for p in out.plans}
    assert plans["attention_causal"].raster.reverse == "s"
    assert "longest programs first" in "\n".join(plans["attention_causal"].describe())
    assert plans["attention"].raster is None     # every program the same length
    # The schedule's `raster linear` keeps the grid's own order.
    lin = src + "\nschedule attention_causal on sm_80 { raster linear }\n"
    with pytest.raises(ScheduleError, match="over two grid axes|streams an operand"):
        compile_text(lin.replace("raster linear", "raster grouped"), "sm_80")
    got = {p.kernel: p for p in compile_text(lin, "sm_80").plans}["attention_causal"]
    assert got.raster is None or not got.raster.reverse
