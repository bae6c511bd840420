"""The race detector's shortcuts decide as its unit-by-unit checks do.

check_read_units of a read-only tile (a wgmma operand) decides from the tile's TileSummary, and
a TMA box lands through check_write_units with its records read as slices of its run of units.
On random records (last writers and epochs, async or generic writes, copies in flight, wgmma
reads in flight, reads by every warp, fences, clocks) each shortcut must pass exactly when the
checks over every unit pass, and fail with the same error (it then runs those checks).
"""

from __future__ import annotations

import copy

import numpy as np
import pytest

from kgen.sim.core import EmulatorError, SharedMemory

WARPS = 5
UNITS = 64          # the shared memory's 16-bit units (128 bytes)


def _random_smem(rng) -> SharedMemory:
    """A SharedMemory whose records are random but consistent with the detector's: epochs of
    writes and reads at most a few steps ahead of the clocks, each warp's fences ascending."""
    s = SharedMemory(2 * UNITS, WARPS, proxies=True)
    s.clock = rng.integers(3, 9, (WARPS, WARPS))
    written = rng.random(s.w_warp.size) < 0.7
    s.w_warp[:] = np.where(written, rng.integers(0, WARPS, s.w_warp.size), -1)
    s.w_epoch[:] = np.where(written, rng.integers(1, 7, s.w_warp.size), 0)
    s.w_async[:] = rng.random(s.w_warp.size) < 0.5
    s.w_where[:] = 0
    s.r_epoch[:] = np.where(rng.random(s.r_epoch.shape) < 0.05,
                            rng.integers(1, 7, s.r_epoch.shape), 0)
    for w in range(WARPS):
        s.fences.epochs[w] = sorted(set(rng.integers(1, 9, rng.integers(0, 4)).tolist()))
    if rng.random() < 0.2:
        s.inflight = np.where(rng.random(s.w_warp.size) < 0.1, -1, 0).astype(np.int64)
        s.inflight_by[-1] = (0, "a copy")
    if rng.random() < 0.2:
        s.async_reads = (rng.random(s.w_warp.size) < 0.1).astype(np.int32)
        s.async_site = np.zeros(s.w_warp.size, np.int64)
    return s


def _outcome(f):
    try:
        f()
    except EmulatorError as e:
        return type(e).__name__, str(e)
    return None


@pytest.mark.parametrize("seed", range(300))
def test_tile_summary_decides_as_the_checks(seed):
    rng = np.random.default_rng(seed)
    s = _random_smem(rng)
    lo = int(rng.integers(0, UNITS // 2))
    tile = np.unique(rng.integers(lo, lo + UNITS // 2, 8))
    tile.flags.writeable = False
    warp = int(rng.integers(0, WARPS))
    at = s.clock[warp] - rng.integers(0, 2, WARPS)      # an issue clock, or now
    proxy = None if rng.random() < 0.2 else np.maximum(at - rng.integers(0, 4, WARPS), 0)
    fast, slow = copy.deepcopy(s), copy.deepcopy(s)
    for _ in range(2):      # the second read of the tile: the summary kept
        got = _outcome(lambda: fast.check_read_units(warp, tile, "x", proxy, at))
        want = _outcome(lambda: slow.check_read_units(warp, tile.copy(), "x", proxy, at))
        assert got == want
    assert (fast.r_epoch == slow.r_epoch).all()


@pytest.mark.parametrize("seed", range(300))
def test_a_run_of_units_lands_as_unit_by_unit(seed):
    rng = np.random.default_rng(seed)
    s = _random_smem(rng)
    lo = int(rng.integers(0, UNITS // 2))
    run = np.arange(lo, lo + int(rng.integers(1, 8)))
    warp = int(rng.integers(0, WARPS))
    clock = s.clock[warp] - rng.integers(0, 2, WARPS)
    proxy = None if rng.random() < 0.3 else np.maximum(clock - rng.integers(0, 4, WARPS), 0)
    fast, slow = copy.deepcopy(s), copy.deepcopy(s)
    got = _outcome(lambda: fast.check_write_units(warp, run, "x", clock, proxy, run=True))
    want = _outcome(lambda: slow.check_write_units(warp, run, "x", clock, proxy))
    assert got == want
    if got is None:
        for name in ("w_warp", "w_epoch", "w_async", "r_epoch"):
            assert (getattr(fast, name) == getattr(slow, name)).all(), name
