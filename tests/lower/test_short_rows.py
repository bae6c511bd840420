"""Short-row variants (kgen.lower.plan.short_rows): a kernel that walks rows of a length known
only at launch also gets kernels for short rows, several rows a block, each row within one warp,
and the runtime picks by the row length (kgen.lir.ops.select). Checked here: which kernels get
them and which do not, the launch's choice at each bound, the schedule text, and every variant
against the evaluator on the emulator at the lengths that select it (one row longer than a
bound takes the next)."""

from __future__ import annotations

import pytest

from conftest import ROOT
from kgen.cached import compile_cached
from kgen.compiler import compile_source
from kgen.lir import ops as L
from kgen.source import Source
from kgen.tools.run import run_source


def _compile(src: str, target: str = "sm_90a", name: str = "t.kgen"):
    return compile_source(Source(name, src), target, stop="asm")


def _example(name: str) -> Source:
    path = ROOT / "examples" / f"{name}.kgen"
    return Source(f"examples/{name}.kgen", path.read_text())


SOFTMAX = """kernel softmax(x: f32[M, N], y: f32[M, N]) {
    tile m: 1, n: all
    e = exp(x[m, n] - max(x[m, n], axis=n))
    y[m, n] = e / sum(e, axis=n)
}
"""


def test_rows_without_reductions_spread_over_lanes_and_warps():
    """rope reduces nothing over its rows: its longer variant holds 4 rows a block, a vector a
    thread (no more code than its own chunk), not a row a warp."""
    chain = L.variants(compile_cached(_example("rope"), "sm_90a", stop="asm").functions[0])
    assert [(f.name, f.bounds, f.grid[0].tile) for f in chain] == [
        ("rope", (), 1), ("rope_rows64", (("P", 64),), 16), ("rope_rows256", (("P", 256),), 4)]


def test_variants_bounds_and_names():
    c = _compile(SOFTMAX)
    chain = L.variants(c.functions[0])
    assert [f.name for f in chain] == ["softmax", "softmax_rows64", "softmax_rows1024"]
    assert [f.bounds for f in chain] == [(), (("N", 64),), (("N", 1024),)]
    # one walking row a block, 16 rows of 64, 8 of 1024: the grid's tile of m says so
    assert [f.grid[0].tile for f in chain] == [1, 16, 8]
    text = c.text("schedule")
    assert "short rows: 'n' at most 64 elements (N <= 64, chosen at launch), 16 rows of 'm' a " \
        "block over 8 warps, each row within one warp" in text
    assert "kernel softmax_rows1024 on sm_90a" in text and "walk 'n' in chunks of 1024" in text


@pytest.mark.parametrize("n,chosen", [(1, "softmax_rows64"), (64, "softmax_rows64"),
                                      (65, "softmax_rows1024"), (1024, "softmax_rows1024"),
                                      (1025, "softmax")])
def test_select_by_row_length(n, chosen):
    fn = _compile(SOFTMAX).functions[0]
    assert L.select(fn, {"M": 5, "N": n}, {}).name == chosen


@pytest.mark.parametrize("src,why", [
    # rows of two: the grid axis's tile is the user's
    ("kernel k(x: f32[M, N], y: f32[M, N]) {\n tile m: 2, n: all\n y[m, n] = x[m, n]\n}\n",
     "tile 2"),
    # in place: a row read and written
    ("kernel k(x: f32[M, N]) {\n tile m: 1, n: all\n x[m, n] = x[m, n] * 2.0\n}\n", "in place"),
    # a row of known length: nothing is walked
    ("kernel k(x: f32[M, 100], y: f32[M, 100]) {\n tile m: 1, n: all\n"
     " y[m, n] = x[m, n]\n}\n", "known length"),
])
def test_no_variant_where_it_would_change_a_program(src, why):
    fn = _compile(src).functions[0]
    assert L.variants(fn) == (fn,) and not fn.variants, why


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx90a", "gfx942"])
@pytest.mark.parametrize("example,dim,lengths", [
    ("softmax", "N", (1, 64, 65, 1024, 1029)),
    ("layernorm", "N", (7, 64, 129)),
    ("rope", "P", (5, 64, 129)),
])
def test_every_variant_matches_the_evaluator(target, example, dim, lengths):
    """Each length runs the variant the launch selects for it (gfx targets: bounds 128, and
    1024, or 256 for rope, which reduces nothing over its rows),
    on the emulator, against kgen's float64 evaluator."""
    ran = set()
    for n in lengths:
        for r in run_source(_example(example), device="sim", target=target,
                            sizes={dim: n, **({"M": 5} if dim == "N" else {"T": 2, "NH": 3})}):
            assert r.checks and all(ch.bad == 0 for ch in r.checks), (example, target, n, r)
            ran.add(r.detail.split(":")[0])
    assert len(ran) >= 2, ran       # more than one variant ran


def test_register_pressure_drops_a_variant_and_says_so(monkeypatch):
    """With rows of 2048 a wave (32 elements a lane), layernorm's variant on gfx942 needs more
    registers than a wave has: it is left out (its rows run on the kernel itself, walking),
    and the schedule says so. (kgen.lower.plan.WARP_ROWS keeps rows to 1024, which fit.)"""
    import kgen.lower.plan as plan
    monkeypatch.setattr(plan, "WARP_ROWS", 2048)
    c = compile_source(_example("layernorm"), "gfx942", stop="asm")
    names = [f.name for f in L.variants(c.functions[0])]
    assert names == ["layernorm", "layernorm_rows128"]
    assert "short rows at most 2048: left out, more registers than a wave has" in \
        "\n".join(c.functions[0].header)
