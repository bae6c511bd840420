"""The causal early stop (kgen/lower/horizon.py): a loop ends where the kernel's own mask hides every
later step, when the proof holds, and runs in full when it does not."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import compile_text
from kgen.tile import ir
from kgen.lower.horizon import horizon
from kgen.tools.run import run_source
from kgen.source import Source
from test_products import ATT

# test_products' attention with a mask (MASK: the condition) on the scores.
CAUSAL = ATT.replace("x = q[s, d] @ k[tt, d]", "x = where(MASK, q[s, d] @ k[tt, d], -inf)")
assert "MASK" in CAUSAL


def _kernel(text: str) -> ir.Kernel:
    return compile_text(text, stop="ir").kernels[0]


def _horizon(text: str):
    k = _kernel(text)
    loop = next(s for s in k.body if isinstance(s, ir.Loop))
    return horizon(k, loop)


@pytest.mark.parametrize("mask,bound", [
    ("s >= tt", "tt <= s"),
    ("tt <= s", "tt <= s"),
    ("s > tt", "tt <= s - 1"),
    ("tt < s + 1", "tt <= s"),
    ("s + T - S >= tt", "tt <= s - S + T"),           # bottom-right aligned
    ("(s >= tt) & (tt < 100)", "tt <= s"),
])
def test_masks_that_bound_the_loop_from_above(mask, bound):
    h = _horizon(CAUSAL.replace("MASK", mask))
    assert h is not None and h.var == "tt" and h.text == bound


def test_a_mask_that_hides_where_its_condition_holds():
    src = CAUSAL.replace("where(MASK, q[s, d] @ k[tt, d], -inf)",
                         "where(tt > s, -inf, q[s, d] @ k[tt, d])")
    assert _horizon(src).text == "tt <= s"


@pytest.mark.parametrize("mask", [
    "tt >= s",            # a lower bound: the loop would have to start late, not end early
    "2 * s >= tt",        # a coefficient beyond 1
    "(s >= tt) | (tt < 5)",  # a disjunction bounds nothing
    "s != tt",
])
def test_masks_that_bound_nothing_keep_the_whole_loop(mask):
    assert _horizon(CAUSAL.replace("MASK", mask)) is None


@pytest.mark.parametrize("edit", [
    # The hidden elements hold 0, not max's identity: max would see them.
    ("-inf)\n", "0.0)\n"),
    # An unmasked value also reaches a reduction over tt.
    ("l = l * a + sum(p, axis=tt)", "l = l * a + sum(p, axis=tt) + sum(exp(q[s, d] @ k[tt, d]), "
     "axis=tt)"),
    # A step without keys is not the identity: a step counter would miss the skipped steps.
    ("mx = m2\n", "mx = m2 + 0.0 * l + 1.0\n"),
    # exp(x) with x's hidden elements -inf is 0, but then max over tt sees 0, not -inf.
    ("m2 = max(mx, max(x, axis=tt))", "m2 = max(mx, max(exp(x), axis=tt))"),
])
def test_bodies_where_hidden_is_not_absent_keep_the_whole_loop(edit):
    src = CAUSAL.replace("MASK", "s >= tt").replace(*edit)
    assert edit[0] in CAUSAL.replace("MASK", "s >= tt")
    assert _horizon(src) is None


def test_a_store_in_the_loop_keeps_the_whole_loop():
    """The probabilities written out: every step's store must run, hidden or not."""
    src = CAUSAL.replace("MASK", "s >= tt").replace(
        "o: f32[S, 64]) {", "o: f32[S, 64], w: f32[S, T]) {").replace(
        "        mx = m2\n", "        mx = m2\n        w[s, tt] = p\n")
    assert _horizon(src) is None


def test_the_schedule_says_where_the_loop_ends():
    c = compile_text(CAUSAL.replace("MASK", "s >= tt"), "sm_80")
    text = c.text("schedule")
    assert ("for tt in t: ends where the mask at 7:13 hides every later 'tt' from this program "
            "(tt <= s): min(T, last visible + 1)") in text
    assert "stops after the last 'tt' the mask at 7:13 shows (tt <= s)" in c.asm
    plain = compile_text(CAUSAL.replace("MASK", "tt >= s"), "sm_80")
    assert "ends where the mask" not in plain.text("schedule")


def _numpy(q, k, v, show):
    x = q.astype(np.float64) @ k.astype(np.float64).T
    x = np.where(show, x, -np.inf)
    p = np.exp(x - x.max(axis=1, keepdims=True))
    return (p / p.sum(axis=1, keepdims=True)) @ v.astype(np.float64)


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
@pytest.mark.parametrize("mask,S,T", [
    ("s >= tt", 70, 90),          # the second program stops inside a step (6 keys of 64)
    ("s >= tt", 200, 130),        # programs past T: the loop's own end comes first
    ("s >= tt", 40, 300),         # one program: one step of five
    ("s + T - S >= tt", 40, 300),     # bottom-right: the last program sees every key
    ("s + T - S >= tt", 130, 150),
])
def test_stopped_loops_match_numpy(target, mask, S, T):
    from kgen.api import compile as kcompile
    import ml_dtypes
    rng = np.random.default_rng(5)
    q, k, v = (rng.standard_normal(shape).astype(ml_dtypes.bfloat16)
               for shape in ((S, 64), (T, 64), (T, 64)))
    o = np.full((S, 64), np.nan, np.float32)
    kcompile(CAUSAL.replace("MASK", mask), target=target, device="sim")(q=q, k=k, v=v, o=o)
    s, t = np.arange(S)[:, None], np.arange(T)[None, :]
    show = s >= t if mask == "s >= tt" else s + T - S >= t
    np.testing.assert_allclose(o, _numpy(q, k, v, show), rtol=2e-2, atol=2e-2)


@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_keys_past_the_diagonal_are_neither_loaded_nor_multiplied(target):
    """At S = T = 256 in steps of 64, program i runs i + 1 of the 4 steps: 10 of 16 in all.
    The emulator's counters see exactly that share of K and V bytes and of matrix
    instructions, against the same kernel with the mask written so it bounds nothing."""
    from kgen.tools.bench import bench_sim
    from kgen.compiler import compile_source
    sizes = {"S": 256, "T": 256}
    rows = {}
    for name, mask in (("causal", "s >= tt"), ("full", "(s >= tt) | (s < 0)")):
        c = compile_source(Source("t.kgen", CAUSAL.replace("MASK", mask)), target)
        rows[name] = bench_sim(c, c.kernels[0], c.functions[0], sizes)
        assert rows[name].ok, rows[name].mismatch
    causal, full = rows["causal"], rows["full"]
    assert causal.kinds["matrix"] * 16 == full.kinds["matrix"] * 10
    q_and_o = 256 * 64 * 2
    assert (causal.global_read - q_and_o) * 16 == (full.global_read - q_and_o) * 10



def test_steps_below_the_diagonal_run_without_the_mask():
    """The steps every element of the program sees (tt <= s for all of its rows) are a loop
    of their own with no mask; a conjunction only implies its bound, so it keeps the mask."""
    c = compile_text(CAUSAL.replace("MASK", "s >= tt"), "sm_80")
    assert ("for tt in t: the steps below the mask at 7:13 (every 'tt' <= s in the whole "
            "program) run first, without it") in c.text("schedule")
    assert "below the mask, unmasked: whole chunks: 3-stage cp.async pipeline" in c.asm
    both = compile_text(CAUSAL.replace("MASK", "(s >= tt) & (tt >= 0)"), "sm_80")
    assert "below the mask" not in both.asm


@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_a_mask_every_step_shows_costs_no_step_anything(target):
    """`tt <= s + 1000`: every step lies below it, so the kernel issues what the unmasked
    kernel issues plus a constant per program (the bounds, and the second loop's prologue,
    which has no step to run), the same at 4 steps of keys as at 8: the mask's compares and
    selects are in no step. (Two programs of 64 queries: each step's count is the same in
    every program, so more programs would show nothing more.)"""
    from kgen.tools.bench import bench_sim
    from kgen.compiler import compile_source
    extra = {}
    compiled = {name: compile_source(Source("t.kgen", text), target)
                for name, text in (("masked", CAUSAL.replace("MASK", "s + 1000 >= tt")),
                                   ("plain", ATT))}
    for T in (256, 512):
        counts = {}
        for name, c in compiled.items():
            row = bench_sim(c, c.kernels[0], c.functions[0], {"S": 128, "T": T})
            assert row.ok, row.mismatch
            counts[name] = row
        assert counts["masked"].kinds["matrix"] == counts["plain"].kinds["matrix"]
        extra[T] = counts["masked"].instructions - counts["plain"].instructions
    assert extra[256] == extra[512], extra
    assert 0 <= extra[256] <= 128 * 2 * 4, extra          # 2 programs x 4 warps (waves)


# -- generated masks: whatever the mask, the early stop never changes a result ----------------

_TERMS = ("s", "tt", "S", "T", "1", "17", "64", "2 * s")


@st.composite
def _masks(draw):
    def side(first=_TERMS):
        parts = [draw(st.sampled_from(first))]
        parts += [draw(st.sampled_from(_TERMS)) for _ in range(draw(st.integers(0, 2)))]
        return parts[0] + "".join(f" {draw(st.sampled_from('+-'))} {p}" for p in parts[1:])

    def compare():     # an index on the left: two literals compared is refused (a diagnostic)
        shape = draw(st.sampled_from(("upper", "upper", "lower", "any")))
        if shape == "any":
            return (f"({side(('s', 'tt', '2 * s'))} "
                    f"{draw(st.sampled_from(('>=', '>', '<=', '<', '!=')))} {side()})")
        # mostly masks that bound tt from above (causal-like), with offsets in indices and dims
        a, b = ("s", "tt") if shape == "upper" else ("tt", "s")
        more = "".join(f" {draw(st.sampled_from('+-'))} {draw(st.sampled_from(_TERMS[2:7]))}"
                       for _ in range(draw(st.integers(0, 2))))
        return f"({a}{more} {draw(st.sampled_from(('>=', '>')))} {b})"
    cond = compare()
    if draw(st.booleans()):
        cond = f"{cond} {draw(st.sampled_from('&|'))} {compare()}"
    fill = draw(st.sampled_from(("-inf", "-inf", "-inf", "0.0", "inf")))
    scores = "q[s, d] @ k[tt, d]"
    return (f"where({cond}, {fill}, {scores})" if draw(st.booleans()) else
            f"where({cond}, {scores}, {fill})")


@settings(max_examples=16, deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck))
@given(mask=_masks(), S=st.sampled_from((40, 70)), T=st.sampled_from((30, 90)))
def test_generated_masks_match_the_evaluator(mask, S, T):
    """The loop, stopped early or not, against kgen's float64 evaluator of the whole loop
    (rows the mask hides entirely are NaN in both)."""
    src = CAUSAL.replace("where(MASK, q[s, d] @ k[tt, d], -inf)", mask)
    reports = run_source(Source("t.kgen", src), device="sim", target="sm_80",
                         sizes={"S": S, "T": T})
    bad = [(c.name, c.bad) for r in reports for c in r.checks if not c.ok]
    assert reports and not bad, (mask, S, T, _horizon(src), bad)
