"""Fused blocks (kgen.sim.ptx_fused): the warps of several blocks that use shared memory and
whole-block barriers run side by side as one group, each block with its own shared memory, race
detector and cp.async state (PER_BLOCK closures run once per block's part). The outputs and
instruction counts are those of the warp-by-warp run; every broken variant meets the same
verdict in both modes, and where the warp-by-warp run refuses one, the fused run already failed
(it is never the fused run that passes)."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest

from kgen.tools import mutation

from conftest import only_when_asked
from fused_modes import ends_of_each_kind, fused_matches_warp_by_warp, modes  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("example", ["softmax", "transpose", "gemm_f16", "layernorm_backward",
                                     "causal_softmax", "conv3x3"])
def test_blocks_with_shared_memory_run_fused_and_match_warp_by_warp(example, modes):
    groups = fused_matches_warp_by_warp(modes, example, "sm_80")
    assert max(groups) > 1, "no group held the warps of several blocks"


def _same_verdicts(modes, example: str, pick, largest: bool = True) -> None:
    """Each picked mutant: the same verdict both ways, and a refused one already fails in the
    fused run, which held several blocks in one group (or failed). largest: the mutants run
    at the subject's largest size too (gemm_f16's M = 556 x K = 520: a mutant that passes
    runs it warp by warp for half a minute)."""
    set_mode, failures, groups = modes
    subject, ms = mutation.subject_mutants(ROOT, example, "sm_80")
    if not largest and len(subject.cases) > 1:
        big = max(subject.cases, key=lambda c: math.prod(c[0].values()))
        subject = replace(subject, cases=[c for c in subject.cases if c is not big])
    ms = pick(ms)
    assert ms
    for m in ms:
        set_mode(False)
        alone = mutation.run_mutant(subject, m, limit=60)
        set_mode(True)
        failures.clear()
        groups.clear()
        fused = mutation.run_mutant(subject, m, limit=60)
        assert (fused.caught, fused.why) == (alone.caught, alone.why), m.key
        if alone.caught and not alone.why.startswith("Mismatch"):
            assert failures, f"{m.key}: the fused run passed where warp by warp fails"
        assert max(groups, default=0) > 1 or failures


@pytest.mark.parametrize("example", ["gemm_f16", "softmax", "transpose"])
def test_broken_kernels_meet_the_same_verdict_in_fused_blocks(example, modes):
    """Every size but the largest where there are several (the slow test below runs it, with
    every mutant)."""
    _same_verdicts(modes, example, ends_of_each_kind, largest=False)


@pytest.mark.slow
def test_every_broken_gemm_meets_the_same_verdict_in_fused_blocks(modes, request):
    """All 36 of gemm_f16's sm_80 mutants (about two minutes)."""
    only_when_asked(request, "python -m pytest -m slow tests/sim/test_sim_fused_blocks.py")
    _same_verdicts(modes, "gemm_f16", list)
