"""Decode over a paged KV cache (examples/attention_paged.kgen, issue 26 item 3): the keys reached
through a page table (`tile t: 64 in T`, `kc[table[b, tt / 64], tt % 64, d]`), the walk ended at
each sequence's length by the mask on the scores (kgen.lower.horizon, a bound loaded once a
program), and the long walks of few programs split over the machine (kgen.lower.split): every
target on the emulator against examples/reference.py's NumPy reference, with pages dealt in
shuffled order, partly filled last pages, an empty sequence, and unused table entries of -1."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import ROOT, compile_text
from kgen.tile import ir
from kgen.lower.horizon import horizon
from kgen.target.targets import TARGETS

EXAMPLE = (ROOT / "examples" / "attention_paged.kgen").read_text()


def _inputs(lens, R, NP, P, seed=0):
    import reference as ref
    rng = np.random.default_rng(seed)
    return ref.paged_cache(rng, lambda *shape: rng.standard_normal(shape).astype(np.float32),
                           lens, R, NP, P)


# The example's sm_90a schedule (64 rows, wgmma's M; the pages by TMA from a producer
# warpgroup) left out: 16 rows, the pages by cp.async.
CPASYNC = EXAMPLE.replace("schedule attention_paged on sm_90a { tile r: 64 }\n", "")
assert CPASYNC != EXAMPLE


def _run(target, a, T, text=EXAMPLE):
    import kgen
    from kgen.source import Source
    prog = kgen.compile(Source("attention_paged.kgen", text), device="sim", target=target)
    o = np.zeros(a["q"].shape, np.uint16)
    return prog.attention_paged(a["q"], a["kc"], a["vc"], a["table"], a["lens"], o,
                                a["scale"], T=T)


def _check(res, a):
    import reference as ref
    from kgen.tools.run import compare
    want = ref.expected("attention_paged", a)["o"]
    check = compare("o", res.outputs["o"], want, ir.DType.bf16)
    assert check.ok, check


@pytest.mark.parametrize("target", TARGETS)
def test_ragged_sequences_match(target):
    """Three sequences: 130 keys (two whole pages and two keys), 64 (one page exactly), none;
    the walk 200 long. Five query rows a sequence: one ragged 16-row tile."""
    a = _inputs([130, 64, 0], R=5, NP=7, P=4)
    res = _run(target, a, T=200)
    _check(res, a)
    assert res.detail.startswith("attention_paged:"), res.detail     # the kernel alone


@pytest.mark.parametrize("target", [*TARGETS, "sm_90a cp.async"])
def test_long_sequences_split_over_the_machine(target):
    """Two sequences of 1900 and 700 keys: two programs, so the keys split over parts, each
    walking its range with the mask as written; parts past a sequence's end add nothing."""
    target, src = (target[:6], CPASYNC) if target.endswith("cp.async") else (target, EXAMPLE)
    a = _inputs([1900, 700], R=3, NP=45, P=30)
    res = _run(target, a, T=1900, text=src)
    _check(res, a)
    assert res.detail.startswith("attention_paged_split + attention_paged_split_fold"), \
        res.detail


def test_the_walk_ends_at_the_sequence_length():
    """The mask on the scaled scores bounds tt by lens[b] - 1, a value each program loads once:
    the loop stops there (the schedule says so); masked after the scale, exp of the hidden
    scores is 0 whatever the scale's sign."""
    k = compile_text(EXAMPLE, "sm_80", stop="ir").kernels[0]
    loop = next(s for s in k.body if isinstance(s, ir.Loop))
    hz = horizon(k, loop)
    assert hz is not None and hz.text == "tt <= lens[b] - 1"
    text = compile_text(EXAMPLE, "sm_80", stop="schedule").text("schedule")
    assert "ends where the mask at 21:13 hides every later 'tt' from this program " \
           "(tt <= lens[b] - 1)" in text
    # Scaled after the mask, -inf * scale could be +inf (scale's sign is not known): no bound.
    late = EXAMPLE.replace("(q[b, r, d] @ kc[page, tt % 64, d]) * scale, -inf)",
                           "q[b, r, d] @ kc[page, tt % 64, d], -inf) * scale")
    k2 = compile_text(late, "sm_80", stop="ir").kernels[0]
    assert horizon(k2, next(s for s in k2.body if isinstance(s, ir.Loop))) is None


def test_a_bound_from_a_value_loaded_per_element_is_not_taken():
    """`tt < lens[r]` (r has 16 rows a program): not one value a program, so no bound."""
    src = EXAMPLE.replace("lens: i32[B]", "lens: i32[R]").replace("tt < lens[b]", "tt < lens[r]")
    k = compile_text(src, "sm_80", stop="ir").kernels[0]
    assert horizon(k, next(s for s in k.body if isinstance(s, ir.Loop))) is None


def test_a_short_sequence_walks_only_its_keys():
    """The same walk (T = 256) over sequences of 256 keys and of 64 (four whole pages and one):
    the emulated instructions fall with the length (the loop ends at the sequence's last
    page)."""
    import re
    counts = []
    for n in (256, 64):
        a = _inputs([n, n], R=5, NP=9, P=4)
        res = _run("sm_80", a, T=256)
        _check(res, a)
        assert res.detail.startswith("attention_paged:"), res.detail
        counts.append(int(re.search(r"([\d,]+) warp instructions", res.detail)[1]
                          .replace(",", "")))
    assert counts[1] * 1.8 < counts[0], counts


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "sm_90a cp.async", "gfx942"])
def test_pages_stream_and_a_missing_page_reads_nothing(target):
    """The pages stream as plain tiles, each step's copies at its page (the schedule says how);
    a table entry outside the pool inside a sequence's length (-1, or the pool's size) reads
    nothing: its keys and values are absent, as kgen's evaluator has them."""
    from kgen.tile.evaluate import evaluate
    from kgen.tools.run import compare
    target, src = (target[:6], CPASYNC) if target.endswith("cp.async") else (target, EXAMPLE)
    text = compile_text(src, target, stop="schedule").text("schedule")
    if target != "gfx942":       # (CDNA's decode does not stream its keys at 16 rows)
        how = "by TMA from a producer warpgroup" if target == "sm_90a" and src is EXAMPLE \
            else "by cp.async"
        assert f"'kc' tiles of the loop over 'tt', streamed {how}" in text
    a = _inputs([250, 130], R=5, NP=9, P=4)
    a["table"][0, 1] = -1
    a["table"][1, 0] = 9
    res = _run(target, a, T=256, text=src)
    k = compile_text(src, target, stop="ir").kernels[0]
    want = evaluate(k, {n: v for n, v in a.items()}, {"B": 2, "R": 5, "NP": 9, "P": 4,
                                                         "T": 256})["o"]
    check = compare("o", res.outputs["o"], want, ir.DType.bf16)
    assert check.ok, check


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "sm_90a cp.async", "gfx942"])
def test_a_pages_rows_past_the_walk_are_absent(target):
    """A sequence longer than the walk (lens 250, T = 200): its last page's rows past T are
    absent, whatever they hold (NaN here): the whole pages stream, the ragged rest loads at
    its page with those rows absent (a TMA box would bring them in: its zero fill covers a
    tensor's end, not a page's)."""
    from kgen.tile.evaluate import evaluate
    from kgen.tools.run import compare
    target, src = (target[:6], CPASYNC) if target.endswith("cp.async") else (target, EXAMPLE)
    a = _inputs([250, 130], R=5, NP=9, P=4)
    last = a["table"][0, 3]
    a["kc"][last, 8:] = 0x7FC0
    a["vc"][last, 8:] = 0x7FC0
    res = _run(target, a, T=200, text=src)
    k = compile_text(src, target, stop="ir").kernels[0]
    want = evaluate(k, dict(a), {"B": 2, "R": 5, "NP": 9, "P": 4, "T": 200})["o"]
    check = compare("o", res.outputs["o"], want, ir.DType.bf16)
    assert check.ok and check.nans == 0, check


def test_a_part_past_a_sequences_end_walks_nothing():
    """Split over parts (two programs, long walks), a part stops at its sequence's length
    too, counted from its first key: with the second sequence 100 keys long instead of 1900,
    its parts past key 100 walk nothing and the emulated instructions fall."""
    import re
    counts = []
    for n in (1900, 100):
        a = _inputs([1900, n], R=3, NP=61, P=30)
        res = _run("sm_80", a, T=1900)
        _check(res, a)
        assert res.detail.startswith("attention_paged_split + "), res.detail
        counts.append(int(re.search(r"([\d,]+) warp instructions", res.detail)[1]
                          .replace(",", "")))
    assert counts[1] * 1.5 < counts[0], counts


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
def test_pages_of_128_keys(target):
    """Pages of 128 keys a step (`t: 128`, `tt % 128`), against the evaluator on kgen run's
    inputs at a ragged walk: streamed by TMA on sm_90a; where two stages of 128-key tiles are
    not taken (sm_80, gfx942 at 16 rows), each page loaded at its page (Access.page_load)."""
    from kgen.source import Source
    from kgen.tools.run import run_source
    src = EXAMPLE.replace("bf16[NP, 64, 128]", "bf16[NP, 128, 128]").replace(
        "t: 64 in T", "t: 128 in T").replace("tt / 64", "tt / 128").replace("tt % 64", "tt % 128")
    assert src.count("tt % 128") == 3      # the comment and the two pages
    text = compile_text(src, target, stop="schedule").text("schedule")
    assert ("'kc' tiles of the loop over 'tt', streamed" in text) == (target == "sm_90a")
    (r,) = run_source(Source("paged128.kgen", src), device="sim", target=target,
                      sizes={"T": 300, "P": 3, "NP": 7})
    assert r.checks and all(ch.ok for ch in r.checks), r
