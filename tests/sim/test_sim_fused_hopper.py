"""Fused warps on sm_90a kernels (kgen.sim.ptx_fused): kernels of whole-block barriers with
wgmma, fence.proxy.async and setmaxnreg run fused, with the same outputs and instruction counts
as warp by warp, and every broken variant meets the same verdict in both modes; a fused run
never passes where the warp-by-warp run fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgen.sim import ptx
from kgen.tools import mutation

from fused_modes import (fused_matches_warp_by_warp, modes, same_verdicts,  # noqa: F401
                         warpgroup_retires)

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("example", ["gemm_scaled", "gemm_f16", "batched_gemm"])
def test_fused_wgmma_kernels_match_warp_by_warp(example, modes, warpgroup_retires):
    """Fused, each wgmma.wait_group retires its group a warpgroup at a time (one product of
    64 rows, ptx_hopper.retire_warpgroups); warp by warp, each warp its 16 rows (retire): the
    same outputs, bit for bit."""
    fused_matches_warp_by_warp(modes, example, "sm_90a")
    assert warpgroup_retires[0] > 0 and warpgroup_retires[1] == 0, warpgroup_retires


def test_gemm_scaled_runs_fused(modes):
    set_mode, _, _ = modes
    set_mode(True)
    text = mutation.Subject.load(ROOT, "gemm_scaled", "sm_90a", extra=False).golden
    k = ptx.PtxModule(text).kernels["gemm_scaled"]
    assert k.plan is not None and k.checked is not None


def test_broken_wgmma_kernels_meet_the_same_verdict_fused(modes):
    """Every mutant of gemm_scaled (a deleted bar.sync, fence.proxy.async, wgmma.fence,
    commit_group or wait_group, a wait_group raised): the verdict warp by warp is the verdict
    fused, and a mutant the warp-by-warp run refuses already fails in the fused run."""
    subject, ms = mutation.subject_mutants(ROOT, "gemm_scaled", "sm_90a")
    kinds = {m.kind for m in ms}
    assert {"fence.proxy.async", "wgmma.wait_group", "wgmma.fence", "bar.sync"} <= kinds
    same_verdicts(modes, subject, ms)
