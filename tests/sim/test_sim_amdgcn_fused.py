"""Fused waves (kgen.sim.amdgcn_fused) against the wave-by-wave run: identical outputs,
instruction counts and verdicts, with the fused run not allowed to fall back."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import emulate_example
from test_sim_amdgcn import _TEMPLATE, _drop, _lines, compiled

from kgen.sim import EmulatorError, GlobalMemory, Launch, emulate
from kgen.sim import amdgcn_fused as F
from kgen.target.targets import TARGETS


def _mode(monkeypatch, fused: bool) -> None:
    """Launches run fused only (an error is the fused run's own) or wave by wave only."""
    def run_grid(mod, k, launch, kernarg):
        if fused:
            assert F.plan(mod, k) is not None
        F._blocks(k, launch, kernarg, -(-launch.threads // F.WAVE), fused=fused)
    monkeypatch.setattr(F, "run_grid", run_grid)


def _both(monkeypatch, run) -> list:
    """run() wave by wave and fused: each one's result, or its error's class."""
    out = []
    for fused in (False, True):
        _mode(monkeypatch, fused)
        try:
            out.append(run())
        except EmulatorError as e:
            out.append(type(e))
    return out


CASES = [("vadd", {"N": 5000}), ("softmax", {"M": 3, "N": 1029}),
         ("layernorm", {"M": 3, "N": 777}),
         ("causal_softmax", {"B": 1, "NH": 2, "T": 9}), ("gemm_f16", {"M": 70, "N": 45, "K": 37}),
         ("conv3x3", {"H": 5, "W": 7, "C": 9}), ("cross_entropy", {"T": 5, "V": 300}),
         ("rope", {"T": 7, "NH": 3, "D": 64, "P": 32}), ("dropout", {"N": 3001}),
         ("embedding", {"B": 2, "T": 5, "C": 37, "V": 11}),
         ("gemm_bt", {"M": 96, "N": 40, "K": 48}), ("gemm_bf16", {"M": 40, "N": 70, "K": 24})]


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
@pytest.mark.parametrize("example,sizes", CASES, ids=[c[0] for c in CASES])
def test_fused_matches_wave_by_wave(monkeypatch, example, sizes, target):
    asm, fn = compiled(example, target)

    def run():
        outs, _, stats = emulate_example(asm, fn, target, example, sizes, approx_seed=7)
        return {k: v.tobytes() for k, v in outs.items()}, stats.instructions, stats.blocks
    slow, fast = _both(monkeypatch, run)
    assert slow == fast


def _softmax_without(pick) -> tuple:
    asm, fn = compiled("softmax", "gfx942")
    lines = _lines(asm)
    return _drop(asm, pick(lines)), fn


def _barrier(lines):
    return next(i for i, ln in enumerate(lines) if ln.strip().startswith("s_barrier"))


def _vmcnt(lines):
    i = next(i for i, ln in enumerate(lines) if "global_load_dwordx4" in ln)
    return next(j for j in range(i, len(lines)) if "s_waitcnt vmcnt" in lines[j])


@pytest.mark.parametrize("pick,n", [(_barrier, 300), (lambda ls: _barrier(ls) - 1, 300),
                                    (_vmcnt, 2048)], ids=["barrier", "lgkmcnt", "vmcnt"])
def test_fused_catches_what_wave_by_wave_catches(monkeypatch, pick, n):
    """Planted bugs (test_sim_amdgcn's): a race, a stale read; three rows, one launch."""
    asm, fn = _softmax_without(pick)
    slow, fast = _both(monkeypatch, lambda: emulate_example(asm, fn, "gfx942", "softmax",
                                                            {"M": 3, "N": n})[2].instructions)
    assert isinstance(slow, type) and slow == fast


def run_text(body: str, threads: int, grid: int = 1, lds: int = 0) -> np.ndarray:
    text = _TEMPLATE.format(target="gfx942", body=body.strip("\n"), lds=lds)
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(threads * grid, np.uint32))
    emulate(text, TARGETS["gfx942"], "t", Launch((grid,), threads, [out], mem))
    return mem.array("out").view(np.uint32).copy()


# Each wave takes its own path: wave w (readfirstlane of v0 / 64) loops w + 1 times, with a
# global load in flight across the branch that splits the group; per-wave SGPRs meet a VALU op.
_DIVERGE = """\
\ts_mul_i32 s9, s2, 1024
\tv_add_u32 v1, s9, v1
\tv_readfirstlane_b32 s6, v0
\ts_lshr_b32 s6, s6, 6
\ts_mov_b32 s7, 0
\tglobal_load_dword v4, v1, s[4:5]
\tv_mov_b32 v2, 0
.Lloop:
\tv_add_u32 v2, s6, v2
\ts_add_u32 s7, s7, 1
\ts_cmp_le_u32 s7, s6
\ts_cbranch_scc1 .Lloop
\ts_waitcnt vmcnt(0)
\tv_add_u32 v2, v2, v4
"""


def test_diverging_waves(monkeypatch):
    slow, fast = _both(monkeypatch, lambda: run_text(_DIVERGE, threads=256, grid=3).tobytes())
    assert slow == fast
    got = np.frombuffer(fast, np.uint32).reshape(3, 256)
    w = np.arange(256) // 64
    assert (got == w * (w + 1)).all()


def test_several_workgroups_with_barriers(monkeypatch):
    """Workgroup ids differ across the group (s2 per wave); each workgroup's LDS and barrier
    are its own."""
    body = """\
\tv_add_u32 v5, s2, v0
\tds_write_b32 v1, v5
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\tv_xor_b32 v3, 0x100, v1
\tds_read_b32 v2, v3
\ts_waitcnt lgkmcnt(0)
\ts_mul_i32 s8, s2, 3
\tv_add_u32 v2, s8, v2
\ts_mul_i32 s9, s2, 512
\tv_add_u32 v1, s9, v1"""
    slow, fast = _both(monkeypatch, lambda: run_text(body, threads=128, grid=5,
                                                     lds=512).tobytes())
    assert slow == fast
    got = np.frombuffer(fast, np.uint32).reshape(5, 128)
    b = np.arange(5)[:, None]
    assert (got == b + (np.arange(128) ^ 64) + 3 * b).all()


def test_race_between_waves_of_one_workgroup_in_a_group(monkeypatch):
    body = """\
\tv_xor_b32 v3, 0x100, v1
\tds_write_b32 v1, v0
\ts_waitcnt lgkmcnt(0)
\tds_read_b32 v2, v3
\ts_barrier
\ts_waitcnt lgkmcnt(0)"""
    slow, fast = _both(monkeypatch, lambda: run_text(body, threads=128, grid=3, lds=512))
    assert slow is fast and issubclass(slow, EmulatorError) and slow.__name__.endswith("Race")


@pytest.mark.parametrize("shape,dtype", [((32, 32, 8), "f16"), ((16, 16, 16), "bf16")])
def test_mfma_of_a_group_is_each_waves(shape, dtype):
    """amdgcn_mfma.mfma_compute on G waves side by side (a fused group runs an MFMA once) gives
    each wave's own product, bit for bit, extreme exponents and NaN bits included."""
    from kgen.sim.amdgcn_mfma import mfma_compute
    m, n, k = shape
    rng = np.random.default_rng(7)
    g, nd = 5, m * n // 64
    a, b = (rng.integers(0, 2**32, (2, 64 * g), dtype=np.uint64).astype(np.uint32)
            for _ in range(2))
    c = rng.standard_normal((nd, 64 * g)).astype(np.float32).view(np.uint32)
    with np.errstate(all="ignore"):     # random bits: NaNs and overflows
        out = mfma_compute(a, b, c, m, n, k, dtype)
    for i in range(g):
        cols = slice(64 * i, 64 * (i + 1))
        with np.errstate(all="ignore"):
            want = mfma_compute(a[:, cols], b[:, cols], c[:, cols], m, n, k, dtype)
        np.testing.assert_array_equal(out[:, cols], want)


# An LDS read in flight across a branch: on the workgroup id (the split keeps whole
# workgroups: the group's LDS operation goes to both parts) or on the wave (the split divides
# a workgroup: the fused run does not model it and the launch runs wave by wave).
_LDS_SPLIT = """\
\tv_add_u32 v5, s2, v0
\tds_write_b32 v1, v5
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\tv_xor_b32 v3, 0x100, v1
\tds_read_b32 v2, v3
\tv_readfirstlane_b32 s6, v0
\ts_lshr_b32 s6, s6, 6
\ts_cmp_eq_u32 {cond}, 1
\ts_cbranch_scc1 .Lskip
\tv_add_u32 v1, 0, v1
.Lskip:
\ts_waitcnt lgkmcnt(0)
\tv_add_u32 v2, {cond}, v2
\ts_mul_i32 s9, s2, 512
\tv_add_u32 v1, s9, v1"""


def test_lds_in_flight_across_a_split_of_workgroups(monkeypatch):
    body = _LDS_SPLIT.format(cond="s2")
    slow, fast = _both(monkeypatch, lambda: run_text(body, threads=128, grid=3,
                                                     lds=512).tobytes())
    assert slow == fast
    got = np.frombuffer(fast, np.uint32).reshape(3, 128)
    b = np.arange(3)[:, None]
    assert (got == 2 * b + (np.arange(128) ^ 64)).all()


def test_lds_in_flight_across_a_split_of_a_workgroup(monkeypatch):
    body = _LDS_SPLIT.format(cond="s6")
    run = lambda: run_text(body, threads=128, grid=3, lds=512).tobytes()  # noqa: E731
    slow, fast = _both(monkeypatch, run)
    assert fast is F._Fallback
    monkeypatch.undo()
    assert run() == slow


def test_lane_permute_of_a_group_stays_in_each_wave(monkeypatch):
    """ds_bpermute_b32 on a group: lane l of each wave reads lane (addr / 4) mod 64 of its own
    wave (the address of lane 64w + i is 4 (64w + i ^ 1): the high bits are ignored)."""
    body = """\
\tv_xor_b32 v3, 4, v1
\tds_bpermute_b32 v2, v3, v0
\ts_waitcnt lgkmcnt(0)"""
    slow, fast = _both(monkeypatch, lambda: run_text(body, threads=256, grid=2).tobytes())
    assert slow == fast
    got = np.frombuffer(fast, np.uint32).reshape(2, 256)
    assert (got[0] == np.arange(256) ^ 1).all()      # both workgroups store there
