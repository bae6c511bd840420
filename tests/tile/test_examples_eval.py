"""The ported LLM and tutorial examples (issue 8): kgen checks each, and its float64 evaluator
agrees with the independent NumPy reference in examples/reference.py on the default sizes.

Also: the reference's Philox against Random123's published known answers, and absence (an index
outside the table leaves its output row unwritten), which the golden inputs cannot show because a
NaN expected value never passes the NaN-poisoned comparison of `kgen run`.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import example_source
from kgen.front.check import check
from kgen.tile.evaluate import evaluate
from kgen.front.parse import parse
from kgen.source import Source
from reference import SIZES, expected, inputs, philox4x32_10

PORTS = ["embedding", "cross_entropy", "bias_grad", "transpose", "causal_softmax", "rope",
         "adamw", "layernorm_backward", "conv3x3", "dropout"]


def _kernels(name):
    return check(parse(example_source(name))).kernels


def _evaluate_all(name, args, sizes):
    """Every kernel of the file on the same arguments; their outputs merged (no name twice)."""
    out = {}
    for k in _kernels(name):
        got = evaluate(k, args, sizes)
        assert not set(got) & set(out), f"{name}: two kernels write {set(got) & set(out)}"
        out.update(got)
    return out


def _assert_f32_close(got, want, what):
    assert got.dtype == want.dtype and got.shape == want.shape, what
    scale = np.abs(want[np.isfinite(want)]).max()
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6 * scale, err_msg=what)


@pytest.mark.parametrize("name", PORTS)
def test_check_accepts_the_example(name):
    ks = _kernels(name)
    assert [k.name for k in ks] == (
        ["layernorm_backward_dx", "layernorm_backward_dwdb"] if name == "layernorm_backward"
        else [name])


@pytest.mark.parametrize("name", PORTS)
def test_evaluator_matches_reference(name):
    sizes = SIZES[name]
    a = inputs(name, sizes)
    want = expected(name, a)
    got = _evaluate_all(name, a, sizes)
    assert set(got) == set(want)
    for out, w in want.items():
        assert not np.isnan(w).any()
        _assert_f32_close(got[out], w, f"{name}/{out}")


def test_dropout_keeps_the_same_elements_and_about_1_minus_p():
    a = inputs("dropout", SIZES["dropout"])
    got = _evaluate_all("dropout", a, SIZES["dropout"])["out"]
    want = expected("dropout", a)["out"]
    np.testing.assert_array_equal(got == 0, want == 0)
    assert abs(np.mean(want != 0) - (1 - float(a["p"]))) < 0.02


@pytest.mark.parametrize("ctr,key,words", [
    # Random123 (github.com/DEShawResearch/random123), tests/kat_vectors, the three
    # "philox4x32 10" lines: counter words, key words, then the four output words.
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((0xFFFFFFFF,) * 4, (0xFFFFFFFF,) * 2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
])
def test_reference_philox_matches_random123_known_answers(ctr, key, words):
    assert [int(w) for w in philox4x32_10(ctr, key)] == list(words)


def test_dropout_rounds_are_philox4x32_10():
    """The mask reads only the top bits of the first word, so a slip in the last round (a wrong
    key bump, a swapped half) could hide in it: the example's own rounds, with the four words
    stored instead, must give Random123's first known answer (counter 0, key 0) and the
    reference's words for every counter."""
    text = example_source("dropout").text
    tail = "    keep = c0 >= threshold\n    out[n] = where(keep, x[n] / (1.0 - p), 0.0)\n"
    assert text.count(tail) == 1 and text.count("out: f32[N]") == 1
    text = text.replace(tail, "".join(f"    w{i}[n] = c{i}\n" for i in range(4)))
    text = text.replace("out: f32[N]", ", ".join(f"w{i}: u32[N]" for i in range(4)))
    (k,) = check(parse(Source("dropout_words.kgen", text))).kernels
    N = 1001
    for seed in (0, 0x2545F491):
        got = evaluate(k, {"x": np.ones(N, np.float32), "p": np.float32(0.5),
                           "seed": np.uint32(seed), "threshold": np.uint32(0)}, {"N": N})
        want = philox4x32_10((np.arange(N, dtype=np.uint64), 0, 0, 0), (seed, 0))
        for i in range(4):
            np.testing.assert_array_equal(got[f"w{i}"], want[i], err_msg=f"word {i}")
        if seed == 0:
            assert [int(got[f"w{i}"][0]) for i in range(4)] == [
                0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]


def test_embedding_ids_outside_the_table_leave_their_rows_unwritten():
    sizes = SIZES["embedding"]
    a = inputs("embedding", sizes)
    V = sizes["V"]
    bad = [(0, 0, -1), (0, 5, V), (1, 36, V + 7), (2, 17, -2 ** 31)]
    for b, t, i in bad:
        a["ids"][b, t] = i
    got = _evaluate_all("embedding", a, sizes)["out"]
    want = expected("embedding", a)["out"]
    for b, t, _ in bad:
        assert np.isnan(got[b, t]).all() and np.isnan(want[b, t]).all()
    assert np.isnan(got).sum() == len(bad) * sizes["C"]
    ok = ~np.isnan(want)
    _assert_f32_close(got[ok], want[ok], "embedding rows in range")


def test_cross_entropy_target_outside_the_row_leaves_its_loss_unwritten():
    sizes = SIZES["cross_entropy"]
    a = inputs("cross_entropy", sizes)
    a["targets"][[3, 10]] = [sizes["V"], -1]
    got = _evaluate_all("cross_entropy", a, sizes)["loss"]
    assert np.isnan(got[[3, 10]]).all() and np.isnan(got).sum() == 2
    want = expected("cross_entropy", a)["loss"]
    ok = ~np.isnan(want)
    _assert_f32_close(got[ok], want[ok], "cross_entropy rows in range")


@pytest.mark.parametrize("name", PORTS)
def test_default_sizes_are_ragged_and_inputs_nontrivial(name):
    """No size a multiple of 8 (vectors, warps, tiles); every input array mostly non-zero."""
    assert all(v % 8 for v in SIZES[name].values()), SIZES[name]
    for k, v in inputs(name, SIZES[name]).items():
        assert np.size(v) == 1 or np.count_nonzero(v) > np.size(v) // 2, k
