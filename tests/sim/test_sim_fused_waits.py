"""Fused warps in sm_90a's pipelines (kgen.sim.ptx_fused_waits): kernels with mbarriers, TMA
copies, bulk groups and counted barriers run as groups of converged warps, with the outputs of
the warp-by-warp run; a warp-specialised kernel's classes of warps run as groups (the consumer
warpgroups of attention's ping-pong apart, where they wait at different barriers); and broken
pipelines meet the same verdict in both modes, a mutant the warp-by-warp run refuses failing
already in the fused run (it is never the fused run that passes)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from kgen.sim import ptx_fused_waits
from kgen.tools import mutation

from fused_modes import (ends_of_each_kind, fused_outputs, modes, same_verdicts,  # noqa: F401
                         warpgroup_retires)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def units(monkeypatch):
    """The number of warps of each unit the scheduler runs."""
    sizes: list = []
    step = ptx_fused_waits._step

    def counted(u, code, plan):
        sizes.append(len(ptx_fused_waits.members(u)))
        return step(u, code, plan)
    monkeypatch.setattr(ptx_fused_waits, "_step", counted)
    return sizes


@pytest.mark.parametrize("example,apart", [("gemm_bf16", 8), ("attention", 4)])
def test_pipelines_run_fused_and_match_warp_by_warp(example, apart, modes, units,
                                                    warpgroup_retires):
    """The outputs of both runs are the same (the instruction counts may differ: a spin loop
    runs as many try_waits as the order of the warps makes it). Past the role branch, the
    consumer warps run as one group (gemm: both warpgroups, `apart` = 8) or a group per
    warpgroup (attention's ping-pong, 4), whose wgmmas retire a warpgroup at a time
    (attention's P V with A in registers too)."""
    set_mode, failures, groups = modes
    set_mode(True)
    fused = fused_outputs(example, "sm_90a")
    assert groups and not failures
    assert apart in units[1:], units[:20]
    assert warpgroup_retires[0] > 0, warpgroup_retires
    set_mode(False)
    alone = fused_outputs(example, "sm_90a")
    for (a, _), (b, _) in zip(fused, alone):
        for name in a:
            np.testing.assert_array_equal(a[name], b[name])


@pytest.mark.parametrize("example,kinds", [("gemm_bt", None),
                                           ("attention", {"bar.sync"})])
def test_broken_pipelines_meet_the_same_verdict_fused(example, kinds, modes):
    """The first and the last mutant of each kind (a deleted or weakened mbarrier wait or
    arrive, TMA commit or wait, counted barrier, fence) at the golden sizes; of attention,
    whose consumer warpgroups hand each other turns through counted barriers, those (every
    kind of it: about half a minute)."""
    subject = mutation.Subject.load(ROOT, example, "sm_90a", extra=False)
    ms = ends_of_each_kind(mutation.mutants(subject.golden, example, "sm_90a", "nvidia",
                                             subject.coverage()), kinds)
    assert {m.kind for m in ms} >= (kinds or {"mbarrier.arrive", "mbarrier.try_wait"})
    same_verdicts(modes, subject, ms)
