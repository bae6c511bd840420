"""`tile s: 64 in cu[b]`: an axis that walks segment b of offsets cu (a variable-length batch, a
grouped GEMM's experts). Checked at the source, evaluated one segment at a time, its offsets
checked and its grid sized at every launch, and run on the emulator of every target."""

from __future__ import annotations

import numpy as np
import pytest

from kgen.errors import CheckError, RuntimeLaunchError
from kgen.front.check import check
from kgen.front.parse import parse
from kgen.lir import ops as L
from kgen.runtime.launch import segment_sizes
from kgen.source import Source
from kgen.tile.evaluate import evaluate
from kgen.tools.run import default_sizes, make_inputs

# Each sequence's rows scaled by its own weights: y[s, c] = x[s, c] * w[b, c] for the rows s of
# sequence b.
SCALE = """kernel k(x: f32[T, C], w: f32[B, C], cu: i32[B1], y: f32[T, C]) {
    tile b: 1, s: 16 in cu[b], c: all
    y[s, c] = x[s, c] * w[b, c]
}
"""


def kernel(src: str):
    return check(parse(Source("t.kgen", src))).kernels[0]


def refused(src: str, message: str) -> CheckError:
    with pytest.raises(CheckError, match=message) as e:
        kernel(src)
    return e.value


def test_the_axis_walks_its_segment_and_the_store_indexes_the_segment_axis_through_it():
    k = kernel(SCALE)
    s = k.axis("s")
    assert (s.segment.tensor, s.segment.by, str(s.dim)) == ("cu", "b", "T")
    assert [a.name for a in k.segments] == ["s"]
    rng = np.random.default_rng(1)
    x, w = rng.standard_normal((40, 3)), rng.standard_normal((4, 3))
    cu = np.array([2, 19, 19, 30, 37], np.int32)      # rows 0-1 and 37-39 in no segment
    got = evaluate(k, {"x": x, "w": w, "cu": cu}, {"T": 40, "C": 3, "B": 4, "B1": 5})["y"]
    want = np.full((40, 3), np.nan)
    for b in range(4):
        want[cu[b]:cu[b + 1]] = x[cu[b]:cu[b + 1]] * w[b]
    np.testing.assert_allclose(got, want.astype(np.float32), rtol=1e-6)


def test_the_segmented_axis_as_a_value_is_the_row_itself():
    src = SCALE.replace("x[s, c] * w[b, c]", "x[s, c] * f32(s)")
    refused(src, "axis 'b' indexes no tensor").hint.startswith("name the count of segments")
    k = kernel(src.replace("b: 1,", "b: 1 in B,"))
    cu = np.array([0, 3, 7], np.int32)
    x = np.ones((9, 2))
    got = evaluate(k, {"x": x, "w": np.zeros((2, 2)), "cu": cu},
                   {"T": 9, "C": 2, "B": 2, "B1": 3})["y"]
    np.testing.assert_array_equal(got[:7, 0], np.arange(7, dtype=np.float32))
    assert np.isnan(got[7:]).all()


def test_run_draws_valid_offsets_and_sizes_the_offsets_one_past_the_segments():
    k = kernel(SCALE)
    sizes = default_sizes(k, {})
    assert sizes["B1"] == sizes["B"] + 1 and sizes["T"] == 331
    cu = make_inputs(k, sizes, seed=3)["cu"].astype(np.int64)
    assert cu.dtype == np.int64 and cu.size == sizes["B1"]
    assert (np.diff(cu) >= 0).all() and 0 <= cu[0] and cu[-1] <= sizes["T"]
    assert cu[2] == cu[1]                       # an empty segment
    assert cu[1] - cu[0] > 16                   # one longer than a tile


@pytest.mark.parametrize("edit,message", [
    (("s: 16 in cu[b]", "s: all in cu[b]"), "is `all`; a segment is walked by tiles"),
    (("in cu[b]", "in w[b]"), "must be a 1-D i32 tensor"),
    (("in cu[b]", "in cu[b + 1]"), "is chosen by one axis"),
    (("in cu[b]", "in cu[c]"), "must be another grid axis of tile 1"),
    (("b: 1,", "b: 2,"), "must be another grid axis of tile 1"),
    (("in cu[b]", "in cu[s]"), "must be another grid axis of tile 1"),
    (("in cu[b]", "in n[b]"), "'n' is not a tensor parameter"),
    (("y[s, c] = x[s, c] * w[b, c]", "y[s, c] = x[s, c]\n    w[b, c] = w[b, c] * 2.0"),
     "does not index axis 's'"),
])
def test_what_is_not_a_segment_is_refused_at_its_span(edit, message):
    e = refused(SCALE.replace(*edit), message)
    assert e.span is not None and e.hint


def test_a_segment_cuts_rows_not_a_tensors_contiguous_dimension():
    src = """kernel k(x: f32[C, T], cu: i32[B1], y: f32[C, T]) {
    tile b: 1 in B, s: 16 in cu[b], c: 4
    y[c, s] = x[c, s]
}
"""
    refused(src, "indexes the contiguous \\(last\\) dimension of 'x'")


def test_a_kernel_may_not_write_its_offsets():
    refused(SCALE.replace("y[s, c] = x[s, c] * w[b, c]",
                          "y[s, c] = x[s, c] * w[b, c]\n    cu[s + 0] = i32(s)"),
            "'cu' holds segment offsets; a kernel may not write it")


# Each sequence's rows summed: a `for` over a segment walks it from cu[b].
SEGMENT_SUM = """kernel k(x: f32[T, C], cu: i32[B1], y: f32[B, C]) {
    tile b: 1, s: 16 in cu[b], c: 32
    acc = zeros(f32, b, c)
    for ss in s {
        acc += sum(x[ss, c], axis=ss)
    }
    y[b, c] = acc
}
"""


def test_a_loop_walks_its_segment():
    k = kernel(SEGMENT_SUM)
    x = np.random.default_rng(2).standard_normal((50, 5))
    cu = np.array([3, 40, 40, 47], np.int32)
    got = evaluate(k, {"x": x, "cu": cu}, {"T": 50, "C": 5, "B": 3, "B1": 4})["y"]
    want = np.stack([x[cu[b]:cu[b + 1]].sum(0) for b in range(3)])
    np.testing.assert_allclose(got, want.astype(np.float32), rtol=1e-6)
    refused(SEGMENT_SUM.replace("x[ss, c]", "x[ss, c] * f32(ss / 16)"),
            "'ss / 16' over a segment: its chunks start at the segment's first row")


GROUPED = """kernel k(x: bf16[T, K], w: bf16[G, N, K], offs: i32[G1], y: f32[T, N]) {
    tile g: 1, m: 64 in offs[g], n: 64, k: 32
    acc = zeros(f32, m, n)
    for kk in k {
        acc += x[m, kk] @ w[g, n, kk]
    }
    y[m, n] = acc
}
"""


@pytest.mark.parametrize("option,message", [
    ("tile g: 4", "chooses the segments of 'm'; its tile stays 1"),
    ("raster grouped 4", "`raster` is not supported yet"),
])
def test_schedule_options_that_count_a_segments_tiles_are_refused(option, message):
    refused(GROUPED + f"schedule k on sm_80 {{ {option} }}\n", message)


def test_persistent_over_two_segmented_grid_axes_is_refused():
    two = """kernel k(x: f32[T, R, C], w: f32[B, C], cu: i32[B1], cr: i32[B1], y: f32[T, R, C]) {
    tile b: 1, s: 16 in cu[b], r: 4 in cr[b], c: all
    y[s, r, c] = x[s, r, c] * w[b, c]
}
"""
    kernel(two)
    refused(two + "schedule k on sm_80 { persistent }\n",
            "`persistent` over two segmented grid axes is not supported yet")


def test_a_schedule_resizes_a_segmented_axis():
    k = check(parse(Source("t.kgen", SCALE + "schedule k on sm_80 { tile s: 32 }\n")))
    assert k.kernels[0].axis("s").segment is not None


FN = L.Function("k", (), (), 32, (L.GridDim("s", "cu.longest", 16),), (),
                segments=(L.Segments("cu", "B", "T", "cu.longest"),))


def test_a_launch_sizes_the_grid_by_the_longest_segment():
    sizes = segment_sizes(FN, {"B": 3, "T": 50}, {"cu": np.array([0, 7, 40, 40])}.__getitem__)
    assert sizes["cu.longest"] == 33 and L.grid_dims(FN, sizes) == (3, 1, 1)


@pytest.mark.parametrize("cu,message", [
    ([0, 7, 40], "hold 3 entries; 3 segments \\(B\\) need 4"),
    ([0, 9, 7, 20], "decrease at entry 2 \\(9 then 7\\): segments would overlap"),
    ([-1, 7, 9, 20], "run from -1 to 20, outside the 50 rows of T"),
    ([0, 7, 9, 51], "run from 0 to 51, outside the 50 rows of T"),
])
def test_a_launch_refuses_offsets_whose_segments_would_meet_or_leave_the_rows(cu, message):
    with pytest.raises(RuntimeLaunchError, match=message):
        segment_sizes(FN, {"B": 3, "T": 50}, {"cu": np.array(cu, np.int32)}.__getitem__)


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx90a", "gfx942"])
def test_every_target_writes_each_segment_and_nothing_else(target):
    from kgen.tools.run import run_source
    results = run_source(Source("t.kgen", SCALE), device="sim", target=target,
                         sizes={"T": 75, "C": 40})
    results += run_source(Source("t.kgen", GROUPED), device="sim", target=target,
                          sizes={"T": 90, "N": 40, "K": 40})
    results += run_source(Source("t.kgen", SEGMENT_SUM), device="sim", target=target,
                          sizes={"T": 90, "C": 40})
    assert len(results) == 3 and all(r.ok for r in results)


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx90a", "gfx942"])
def test_persistent_programs_walk_every_segments_tiles_as_one_list(target):
    """`persistent 2` over a grouped GEMM: the two programs take tiles 0, 2, 4, ... and 1, 3,
    ... of the list of every segment's tiles (times the n tiles), each found by a walk over the
    offsets (raster.segment_scan); none of the grid's idle programs launch. On sm_90a under
    the producer warpgroup's ring, carried from tile to tile."""
    from kgen.tools.run import run_source
    src = GROUPED + f"schedule k on {target} {{ persistent 2 }}\n"
    results = run_source(Source("t.kgen", src), device="sim", target=target,
                         sizes={"T": 300, "N": 70, "K": 40})
    assert len(results) == 1 and results[0].ok


def test_a_call_from_python_runs_the_segments_and_refuses_offsets_that_meet():
    import ml_dtypes
    import kgen
    prog = kgen.compile(Source("t.kgen", GROUPED), target="sm_80", device="sim")
    rng = np.random.default_rng(0)
    x = rng.standard_normal((100, 40)).astype(ml_dtypes.bfloat16)
    w = rng.standard_normal((3, 24, 40)).astype(ml_dtypes.bfloat16)
    offs = np.array([0, 70, 70, 97], np.int32)     # rows 97-99 in no segment
    y = np.full((100, 24), np.nan, np.float32)
    prog.k(x=x, w=w, offs=offs, y=y)
    x64, w64 = x.astype(np.float64), w.astype(np.float64)
    np.testing.assert_allclose(y[:70], x64[:70] @ w64[0].T, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(y[70:97], x64[70:97] @ w64[2].T, rtol=1e-5, atol=1e-5)
    assert np.isnan(y[97:]).all()
    with pytest.raises(RuntimeLaunchError, match="decrease at entry 2 \\(70 then 69\\)"):
        prog.k(x=x, w=w, offs=np.array([0, 70, 69, 97], np.int32), y=y)


def test_kgen_run_refuses_sizes_that_leave_the_offsets_short(tmp_path):
    """`--size G1=3` beside G=4: the offsets are refused before the reference reads them (it
    indexed past them: an internal error), with the launch's message and exit code 1."""
    from typer.testing import CliRunner
    from kgen.cli import app
    path = tmp_path / "g.kgen"
    path.write_text(GROUPED)
    got = CliRunner().invoke(app, ["run", str(path), "-t", "sm_80", "--size", "G=4",
                                   "--size", "G1=3"])
    assert got.exit_code == 1
    assert "segment offsets 'offs' hold 3 entries; 4 segments (G) need 5" in got.output
    assert "internal" not in got.output


def test_bench_counts_each_rows_products_once():
    """A grouped GEMM's product over (g, m, n) is one row of m per segment, not G of them; a
    sequence's queries and keys pair inside it (B equal segments, without the offsets)."""
    from conftest import example_source
    from kgen.tools.bench import work
    k = kernel(GROUPED)
    assert work(k, {"T": 300, "G": 4, "G1": 5, "N": 64, "K": 32}).flops == 2 * 300 * 64 * 32
    va = check(parse(example_source("attention_varlen"))).kernels[0]
    sizes = {"B": 4, "B1": 5, "H": 2, "TQ": 400, "TK": 400}
    assert work(va, sizes).flops == 2 * 2 * (2 * 400 * 400 * 64) // 4


def test_a_call_from_python_counts_the_segments_from_the_offsets():
    """`b: 1 in B` names no tensor's dimension: the call takes B from the offsets (B + 1
    entries) instead of asking for it."""
    import kgen
    src = SCALE.replace("w: f32[B, C], ", "").replace(" * w[b, c]", " * 2.0").replace(
        "tile b: 1,", "tile b: 1 in B,")
    prog = kgen.compile(Source("t.kgen", src), target="sm_80", device="sim")
    x = np.arange(40, dtype=np.float32).reshape(20, 2)
    y = np.full((20, 2), np.nan, np.float32)
    prog.k(x=x, cu=np.array([1, 5, 5, 12], np.int32), y=y)
    np.testing.assert_array_equal(y[1:12], 2 * x[1:12])
    assert np.isnan(y[:1]).all() and np.isnan(y[12:]).all()


@pytest.mark.parametrize("target,persistent", [("sm_90a", False), ("sm_90a", True),
                                               ("gfx942", False), ("sm_80", True)])
def test_causal_segments_take_their_longest_tiles_first(target, persistent):
    """Causal variable-length attention: each sequence's query tiles from its last down
    (FlashAttention-2's varlen order), the programs past a shorter sequence's tiles still
    storing nothing; one program a tile, and persistent programs over the list of tiles."""
    from pathlib import Path
    from kgen.compiler import compile_source
    from kgen.tools.run import run_source
    whole = (Path(__file__).resolve().parents[2] / "examples" /
             "attention_varlen.kgen").read_text()
    # the causal kernel alone (the file's other three take three quarters of the run)
    start = whole.index("kernel attention_varlen_causal(")
    text = whole[start:whole.index("\n}\n", start) + 3]
    if persistent:
        text += f"schedule attention_varlen_causal on {target} {{ persistent 3 }}\n"
    src = Source("attention_varlen.kgen", text)
    sched = compile_source(src, target, stop="schedule").text("schedule")
    assert "raster: each segment's 's' tiles from its last down" in sched
    results = run_source(src, device="sim", target=target,
                         sizes={"B": 4, "B1": 5, "H": 2, "TQ": 300, "TK": 300})
    assert len(results) == 1 and all(r.ok for r in results), results
