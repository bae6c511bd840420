"""Crashes and internal errors on valid input found from outside (issue "Correctness holes found
from outside", item 6), each pinned here as a compile that matches on the emulator or a located
diagnostic.

1. Specialised tiny sizes: with M=1, N=3 a lane's element past N is absent in every run, so the
   element mask is a compile-time constant; it reached the LIR as an immediate guard, which no
   pass handles (`'Imm' object has no attribute 'id'` in eliminate_dead_code). The builder now
   folds predicate logic on constants (kgen.lower._fold_pred, _Builder.emit).
"""

from __future__ import annotations

import pytest

from conftest import example_source
from kgen import lir as L
from kgen.lower import _fold_pred
from kgen.run import run_source

TARGETS = ("sm_80", "sm_90a", "gfx90a", "gfx942")


# ---- 1. specialised tiny sizes ------------------------------------------------------------------

TINY = {"softmax": {"M": 1, "N": 3}, "layernorm": {"M": 1, "N": 3},
        "cross_entropy": {"T": 1, "V": 3}, "causal_softmax": {"B": 1, "NH": 1, "T": 3},
        "embedding": {"B": 1, "T": 1, "V": 3, "C": 3}, "layernorm_backward": {"T": 1, "C": 3},
        "rope": {"T": 1, "NH": 1, "D": 4, "P": 2}}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("example", sorted(TINY))
def test_examples_specialised_at_tiny_sizes_compile_and_match(example, target):
    sizes = TINY[example]
    reports = run_source(example_source(example), device="sim", target=target, sizes=sizes,
                         specialize=sizes)
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]


def test_constant_predicates_fold():
    p = L.Reg(7, "pred", False)
    t, f = L.Imm(1, "pred"), L.Imm(0, "pred")
    assert _fold_pred("and_p", "pred", (t, p)) is p
    assert _fold_pred("and_p", "pred", (p, f)) == f
    assert _fold_pred("or_p", "pred", (f, p)) is p
    assert _fold_pred("or_p", "pred", (t, p)) == t
    assert _fold_pred("not_p", "pred", (f,)) == t
    x, y = L.Reg(8, "f32", False), L.Imm(0.0, "f32")
    assert _fold_pred("selp", "f32", (x, y, f)) == ("mov", (y,))
    assert _fold_pred("selp", "f32", (x, y, t)) == ("mov", (x,))
    assert _fold_pred("selp", "f32", (x, y, p)) is None
