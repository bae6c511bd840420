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
    rerun); groups, for each fused block run, how many blocks its warps came from (1 for a
    kernel with waits: kgen.sim.ptx_fused_waits runs one block at a time)."""
    failures: list = []
    groups: list = []
    plan = ptx._fused_plan

    def recording(run):
        def run_recorded(warps, *args, **kw):
            groups.append(len({id(w.smem) for w in warps}))
            try:
                return run(warps, *args, **kw)
            except Exception as e:
                failures.append(e)
                raise
        return run_recorded

    monkeypatch.setattr(ptx.fused, "run_block_fused", recording(ptx.fused.run_block_fused))
    monkeypatch.setattr(ptx.ptx_fused_waits, "run_block_waits",
                        recording(ptx.ptx_fused_waits.run_block_waits))
    blocks = ptx.PtxModule._blocks

    def fused_blocks(*args):
        # what a fused launch raises after its blocks ran (a TMA store never waited for is
        # refused at the end of its block, Block.drain) is the fused run's failure too
        try:
            return blocks(*args)
        except Exception as e:
            if args[-1]:
                failures.append(e)
            raise
    monkeypatch.setattr(ptx.PtxModule, "_blocks", staticmethod(fused_blocks))

    def set_mode(fuse: bool):
        monkeypatch.setattr(ptx, "_fused_plan", plan if fuse else (lambda cx, fn: None))
        kgen.sim.clear_modules()
    yield set_mode, failures, groups
    kgen.sim.clear_modules()


@pytest.fixture
def warpgroup_retires(monkeypatch):
    """[taken, declined]: how often a fused group's wgmma.wait_group retired its members a
    warpgroup at a time (kgen.sim.ptx_hopper.retire_warpgroups) and how often it left them to
    retire warp by warp. A test that compares a fused run with the warp-by-warp one proves
    the two retires the same only where the first count is not 0."""
    from kgen.sim import ptx_hopper
    counts = [0, 0]
    whole = ptx_hopper.retire_warpgroups

    def counted(*args):
        took = whole(*args)
        counts[0 if took else 1] += 1
        return took
    monkeypatch.setattr(ptx_hopper, "retire_warpgroups", counted)
    return counts


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


def same_verdicts(modes, subject, ms: list) -> None:
    """Each mutant meets the same verdict warp by warp and fused, and one the warp-by-warp run
    refuses (but for a mismatch of the outputs) already fails in the fused run: it is never the
    fused run that passes."""
    set_mode, failures, _ = modes
    for m in ms:
        set_mode(False)
        alone = mutation.run_mutant(subject, m, limit=60)
        set_mode(True)
        failures.clear()
        fused = mutation.run_mutant(subject, m, limit=60)
        assert (fused.caught, fused.why) == (alone.caught, alone.why), m.key
        if alone.caught and not alone.why.startswith("Mismatch"):
            assert failures, f"{m.key}: the fused run passed where warp by warp fails"


def ends_of_each_kind(ms: list, kinds: set | None = None) -> list:
    """The first and the last mutant of each kind (of `kinds`, if given): a deleted bar.sync,
    commit or wait, a wait raised, ...: every kind, at both ends of the kernel. A deleted
    try_wait is left out (its loop spins on a predicate nothing sets, to the time limit)."""
    out = []
    for kind in sorted({m.kind for m in ms} & (kinds or {m.kind for m in ms})):
        of = [m for m in ms if m.kind == kind and
              (m.kind, m.operator) != ("mbarrier.try_wait", "delete")]
        out += [of[0], of[-1]] if len(of) > 1 else of
    return out
