"""The PTX emulator's two ways of running a launch, for tests that compare them: fused (the
warps of one or several blocks at one instruction run it as one NumPy operation, kgen.sim.
ptx_fused) and warp by warp. The `modes` fixture switches between them; `fused_outputs` runs
an example at its golden sizes and returns each kernel's outputs and instruction count."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import kgen.sim
from kgen.runtime.device import SimDevice
from kgen.sim import ptx
from kgen.tools import mutation
from kgen.tools.golden import read_io
from kgen.tools.run import launch_and_check, reference_written, stored

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def modes(monkeypatch):
    """(set_mode, failures, groups): set_mode(False) runs every launch warp by warp (no kernel
    has a fused plan); failures lists the errors the fused runs themselves raised (before the
    rerun); groups, for each fused block run, how many blocks its warps came from."""
    failures: list = []
    groups: list = []
    plan = ptx._fused_plan
    run_fused = ptx.fused.run_block_fused

    def recording(warps, *args):
        groups.append(len({id(w.smem) for w in warps}))
        try:
            return run_fused(warps, *args)
        except Exception as e:
            failures.append(e)
            raise

    monkeypatch.setattr(ptx.fused, "run_block_fused", recording)

    def set_mode(fuse: bool):
        monkeypatch.setattr(ptx, "_fused_plan", plan if fuse else (lambda cx, fn: None))
        kgen.sim.clear_modules()
    yield set_mode, failures, groups
    kgen.sim.clear_modules()


def fused_outputs(example: str, target: str) -> list:
    """Each kernel's (outputs, instruction count) at the golden sizes; every output checked."""
    subject = mutation.Subject.load(ROOT, example, target, extra=False)
    sizes, inputs, outputs = read_io(ROOT / "golden" / example / "io.npz")
    c = subject.compiled
    out = []
    for k, fn in zip(c.kernels, c.functions):
        want = {n: (outputs[n], reference_written(outputs[n], k.param(n).dtype))
                for n in sorted(stored(k))}
        res, checks = launch_and_check(SimDevice(), c, fn, k, inputs, sizes, want)
        assert all(ch.ok for ch in checks)
        out.append((res.outputs, re.search(r"([\d,]+) warp instructions", res.detail)[1]))
    return out


def fused_matches_warp_by_warp(modes, example: str, target: str) -> list:
    """Runs the example fused, then warp by warp: the fused run raised nothing, and both gave
    the same outputs and instruction counts. Returns the groups' block counts of the fused run."""
    set_mode, failures, groups = modes
    set_mode(True)
    fused = fused_outputs(example, target)
    assert not failures
    seen = list(groups)
    set_mode(False)
    alone = fused_outputs(example, target)
    for (a, da), (b, db) in zip(fused, alone):
        assert da == db                 # the same instruction count
        for name in a:
            np.testing.assert_array_equal(a[name], b[name])
    return seen
