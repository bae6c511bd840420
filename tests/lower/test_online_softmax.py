"""A sum of exp(x - max(x)) over a walked axis folds in the same walk as the max (the online
softmax: Milakov and Gimelshein, 2018), so a row too long for one chunk is read twice (max and
sum, then the store), not three times (issue "Memory-bound kernels", item 1). The rows below
meet the rescale's corner cases: a first chunk of -inf only (the partial's maximum is -inf, the
guard keeps its sum 0, not 0 * NaN), an all -inf row, +inf and NaN in a later chunk, values
that grow chunk by chunk."""

from __future__ import annotations

import numpy as np
import pytest

from kgen.source import Source

SOFTMAX = """kernel softmax(x: f32[M, N], y: f32[M, N]) {
    tile m: 1, n: all
    e = exp(x[m, n] - max(x[m, n], axis=n))
    y[m, n] = e / sum(e, axis=n)
}"""
N = 2500                 # chunks of 1024: two whole and a ragged one


def _rows() -> np.ndarray:
    rng = np.random.default_rng(3)
    x = rng.standard_normal((7, N)).astype(np.float32)
    x[1, :1024] = -np.inf                 # a first chunk of -inf only
    x[2, :] = -np.inf                     # nothing but -inf: 0 / 0
    x[3, 1500] = np.inf                   # +inf in the second chunk
    x[4, 2400] = np.nan                   # NaN in the ragged chunk
    x[5, :] += np.linspace(0.0, 300.0, N, dtype=np.float32)   # the maximum grows every chunk
    x[6, 2000:] = -np.inf
    return x


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
def test_rows_read_twice_and_every_corner_matches(target):
    from kgen.compiler import compile_source
    from kgen.runtime.device import SimDevice
    from kgen.sim import Stats
    from kgen.sim.counters import Counters
    from kgen.tools.run import evaluate_written, launch_and_check
    c = compile_source(Source("t.kgen", SOFTMAX), target, stop="asm")
    k, fn = c.kernels[0], c.functions[0]
    sizes, x = {"M": 7, "N": N}, _rows()
    want = evaluate_written(k, {"x": x}, sizes)
    w = want["y"][0]
    assert np.isnan(w[2]).all() and np.isnan(w[3]).all() and np.isnan(w[4]).all()
    assert np.isfinite(w[[0, 1, 5, 6]]).all()
    _, (check,) = launch_and_check(SimDevice(), c, fn, k, {"x": x}, sizes, want)
    assert check.ok, check
    stats = Stats(counters=Counters())
    SimDevice().run(c, fn, {"x": x, "y": np.zeros_like(x)}, sizes, stats=stats)
    assert stats.counters.global_read["x"] == 2 * x.nbytes
    assert stats.counters.global_written["y"] == x.nbytes


def test_the_schedule_says_so():
    from kgen.compiler import compile_source
    text = compile_source(Source("t.kgen", SOFTMAX), "sm_90a", stop="schedule").text("schedule")
    phases = [ln.strip() for ln in text.splitlines() if ln.strip().startswith("phase ")]
    assert phases == [
        "phase 1 (walking 'n' in chunks of 1024): max over 'n' (3:23), sum over 'n' (4:19) "
        "(online: rescaled as the maximum grows)",
        "phase 2 (walking 'n' in chunks of 1024): store y (4:5)"], phases


def test_a_sum_of_another_maximum_is_not_folded_online():
    """exp(x - max(z)) with z another tensor: two walks as before (the sum needs z's maximum
    whole); the pattern is x's own maximum only."""
    from kgen.compiler import compile_source
    text = SOFTMAX.replace("x: f32[M, N], y", "x: f32[M, N], z: f32[M, N], y").replace(
        "max(x[m, n], axis=n)", "max(z[m, n], axis=n)")
    out = compile_source(Source("t.kgen", text), "sm_90a", stop="schedule").text("schedule")
    assert "online" not in out and "phase 3" in out


SCALED = """kernel softmax_t(x: f32[M, N], r: f32[M], y: f32[M, N], t: f32) {
    tile m: 1, n: all
    e = exp((x[m, n] - max(x[m, n], axis=n)) * SCALE)
    y[m, n] = e / sum(e, axis=n)
}"""


@pytest.mark.parametrize("scale,online", [("t", True), ("r[m]", True),
                                          ("(1.0 / max(x[m, n], axis=n))", False)])
@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_a_scaled_exponent_folds_online_when_its_scale_is_known_before_the_walk(
        target, scale, online):
    """exp((x - max) c), a softmax's temperature: c a scalar or a per-row value folds online
    (2^((x - m) c log2 e)); a scale made from the row's own maximum waits for it (two walks).
    `run` draws r from a normal distribution: rows with c < 0, where an absent element's
    2^(-inf c) is +inf and a fresh sum's rescale 2^(-inf c) too (both guarded), are among them;
    N = 2500 ends on a ragged chunk."""
    from kgen.api import run
    from kgen.compiler import compile_source
    text = SCALED.replace("SCALE", scale)
    sched = compile_source(Source("t.kgen", text), target, stop="schedule").text("schedule")
    assert ("online" in sched) == online, sched
    (r,) = run(Source("t.kgen", text), target, device="sim", sizes={"M": 4, "N": N})
    assert r.ok, r


LAYERNORM = """kernel layernorm(x: f32[M, N], y: f32[M, N], eps: f32) {
    tile m: 1, n: all
    mean = sum(x[m, n], axis=n) / f32(N)
    d = x[m, n] - mean
    var = sum(d * d, axis=n) / f32(N)
    y[m, n] = d * rsqrt(var + eps)
}"""


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
def test_a_variance_folds_beside_its_mean(target):
    """sum((x - mean)^2) with mean = sum(x) / N: each thread keeps a count, a running mean and
    its squares about it (Chan's merge), and q + n (u - mean)^2 after the walk, so the row is
    read twice (statistics, then the store), not three times. Rows: a mean of 3 with unit
    noise (the running means move), a ragged last chunk, an infinity, a NaN, a tiny scale. (A
    mean of 10^4 fails either way: the kernel's f32 sum of x, the mean the source asks for, is
    then off by about 10^-3 against the float64 reference, whatever the variance does.)"""
    from kgen.compiler import compile_source
    from kgen.runtime.device import SimDevice
    from kgen.sim import Stats
    from kgen.sim.counters import Counters
    from kgen.tools.run import evaluate_written, launch_and_check
    c = compile_source(Source("t.kgen", LAYERNORM), target, stop="asm")
    assert "squares about each thread's running mean" in c.text("schedule")
    k, fn = c.kernels[0], c.functions[0]
    rng = np.random.default_rng(5)
    x = rng.standard_normal((5, N)).astype(np.float32)
    x[1] += 3.0
    x[2, 1700] = np.inf
    x[3, 2450] = np.nan
    x[4] *= 1e-3
    inputs, sizes = {"x": x, "eps": np.float32(1e-5)}, {"M": 5, "N": N}
    want = evaluate_written(k, inputs, sizes)
    _, (check,) = launch_and_check(SimDevice(), c, fn, k, inputs, sizes, want)
    assert check.ok, check
    stats = Stats(counters=Counters())
    SimDevice().run(c, fn, {**inputs, "y": np.zeros_like(x)}, sizes, stats=stats)
    assert stats.counters.global_read["x"] == 2 * x.nbytes
