"""benchmarks/attention_evidence.py: the key loop of kgen's flash attention is found and its
counts add up to the tiling; Triton's half where Triton is installed (skipped otherwise)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import textwrap

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
import attention_evidence as AE  # noqa: E402


def _has_triton() -> bool:
    try:
        return importlib.util.find_spec("triton") is not None
    except (ImportError, ValueError):
        return False


needs_triton = pytest.mark.skipif(not _has_triton(),
                                  reason="Triton not installed (pip install -e .[bench])")


def test_kernel_sources_split_the_example():
    srcs = AE.kernel_sources()
    assert list(srcs) == ["attention", "attention_causal", "attention_d128",
                          "attention_causal_d128"]
    assert all(t.startswith(f"kernel {n}(") for n, t in srcs.items())
    assert AE.kgen_shape(srcs["attention"]) == (64, 64, 64)
    assert AE.kgen_shape(srcs["attention_causal_d128"]) == (64, 64, 128)


# The matrix instruction's m*n*k, and the matrix instructions one 64-query block needs per 64 keys
# for q @ k^T plus p @ v: 2 * 64 * 64 * d / (m * n * k).
@pytest.mark.parametrize("target, mnk", [("sm_80", 16 * 8 * 16), ("gfx942", 32 * 32 * 8)])
def test_kgen_key_loop_counts(target, mnk):
    """The kernel's own tile, without the example's schedules (on CDNA the 4-wave 64-query
    kernel; the example's 8-wave one: test_kgen_cdna_ping_pong)."""
    d = 64
    src = AE.kernel_sources()["attention"].split("\nschedule")[0]
    entries = AE.measure_kgen("attention", src, target, reps=0, edge=True)
    names = [e.row.compiler for e in entries]
    # a full-chunk loop and a masked tail, then both again for a partial query block; the
    # full loops are pipelines (cp.async, 3 stages; through registers on CDNA, 2 stages),
    # unrolled by their stages
    S = 3 if target.startswith("sm") else 2
    piped = f", {S}-stage pipeline"
    assert names == [f"kgen full{piped}", "kgen tail", f"kgen full{piped}, S edge",
                     "kgen tail, S edge"]
    per_64_keys = 2 * 64 * 64 * d // mnk
    # 16-byte pieces of one 64 x 64 tile of 16-bit keys, per warp (wave) instruction
    pieces = 64 * 64 * 2 // (16 * (32 if target.startswith("sm") else 64))
    for e in entries:
        r = e.row
        assert r.mix is not None and r.mix.nested == 0, r.mix_error
        steps = S if "full" in e.row.compiler else 1
        assert (e.block_m, e.keys, e.head_dim) == (64, 64 * steps, d)
        assert r.warps == 4 and not r.wgmma
        c = AE.per_keys(e)
        assert c["mma"] == per_64_keys * AE.KEYS // 64          # 512 on mma m16n8k16
        assert AE.mac_ratio(e) == pytest.approx(1.0)
        # the softmax: at least one exponential per score, row max / sum across lanes
        assert c["exp"] >= 64 * AE.KEYS / (32 if target.startswith("sm") else 64)
        assert c["shfl"] > 0
        if steps > 1 and target.startswith("sm"):
            # k and v by cp.async (64 keys x 128 bytes each per step, 16 bytes per lane of a
            # warp instruction), no register staging of them; p is the A operand of p @ v
            # straight from the registers of q @ k's accumulator: nothing is written to
            # shared memory in the loop
            assert c["cp.async"] == 2 * pieces * AE.KEYS // 64 and c["ld.global"] == 0
            assert c["st.shared"] == 0
            # ldmatrix per warp and 64 keys: q's A fragments, one .x4 per k-step (4), and the
            # B fragments of k and v, one .x4 per two 8-column tiles and k-step (4 x 4 each):
            # 36 per warp, 144 per block, 288 per 128 keys
            assert c["ldmatrix"] == 288
        elif steps > 1:
            # k and v through registers, 16 bytes per lane a step ahead (v's two rows per
            # lane paired into K-contiguous dwords on the way to LDS)
            assert c["ld.global"] == 2 * pieces * AE.KEYS // 64 and c["cp.async"] == 0
        else:
            # global -> registers -> shared, synchronously, every key step
            assert c["ld.global"] > 0 and c["cp.async"] == 0
        # fragments: ldmatrix on mma.sync, 32-bit LDS reads on MFMA
        assert c["ldmatrix" if target.startswith("sm") else "ld.shared"] > 0
        if not (steps > 1 and target.startswith("sm")):
            assert c["st.shared"] > 0
        assert c["bar"] > 0 and c["bulk"] == 0
        assert c["total"] > c["mma"] + c["ld.global"] + c["st.shared"] + c["ld.shared"]
        if r.regs is not None:                                   # the assembler ran
            assert r.spill == 0 and r.regs > 0
    full, tail = AE.per_keys(entries[0]), AE.per_keys(entries[1])
    assert tail["ld.global"] > full["ld.global"]                 # element-checked loads
    assert tail["mma"] == full["mma"]
    # without --edge-loops only the first two are reported
    assert [e.row.compiler for e in AE.measure_kgen(
        "attention", src, target, reps=0, edge=False)] == \
        [f"kgen full{piped}", "kgen tail"]


@needs_triton
def test_triton_key_loops_sm80():
    runner = AE.TritonAttentionRunner()
    assert runner.error is None, runner.error
    cfg64, cfg128 = runner.ta.CONFIGS[0], runner.ta.CONFIGS[1]
    assert (cfg64.block_m, cfg64.block_n, cfg64.warps) == (64, 64, 4)
    (e,) = runner.measure_config("attention", "sm_80", cfg64, 3, reps=0)
    c = AE.per_keys(e)
    assert c["mma"] == 512 and AE.mac_ratio(e) == pytest.approx(1.0)
    assert c["ldmatrix"] > 0 and c["cp.async"] > 0 and c["st.shared"] == 0
    assert e.row.spill == 0
    # causal: the keys before the query block, then the diagonal block (two 64-key steps)
    entries = runner.measure_config("attention_causal", "sm_80", cfg128, 3, reps=0)
    assert [x.row.compiler for x in entries] == ["Triton 128x64 w4 off-band",
                                                 "Triton 128x64 w4 diagonal"]
    assert all(AE.mac_ratio(x) == pytest.approx(1.0) for x in entries)


_INTERPRET = textwrap.dedent("""
    import sys
    import numpy as np
    import triton.runtime.interpreter as I
    import triton.language as tl
    sys.path.insert(0, sys.argv[1])
    import triton_attention as TA
    if not (hasattr(I, "GridExecutor") and hasattr(I.GridExecutor, "_init_args_hst")):
        sys.exit(77)

    class Arr:                      # a host array as the interpreter's "tensor"
        def __init__(self, a, dtype):
            self.a, self.dtype = a, dtype
        def data_ptr(self):
            return self.a.ctypes.data

    I.GridExecutor._init_args_hst = lambda self, args, kw: (list(args), dict(kw))
    I.GridExecutor._restore_args_dev = lambda self, *a: None
    rng = np.random.default_rng(0)
    # f16 data: the interpreter multiplies bf16 operands as their bits; the code is the same
    for variant in ("attention", "attention_causal_d128"):
        _, d, causal = TA.VARIANTS[variant]
        for bm, bn in ((64, 64), (128, 64)):
            b, h, s = 1, 2, 256
            q, k, v = (rng.standard_normal((b, h, s, d)).astype(np.float16) for _ in range(3))
            o = np.zeros_like(q)
            scale = d ** -0.5
            TA.attention_fwd[(s // bm, b * h)](*(Arr(x, tl.float16) for x in (q, k, v, o)),
                                               scale, h, s, s, HEAD_DIM=d, BLOCK_M=bm,
                                               BLOCK_N=bn, CAUSAL=causal)
            x = np.einsum("bhsd,bhtd->bhst", q.astype(np.float32), k.astype(np.float32)) * scale
            if causal:
                x = np.where(np.tril(np.ones((s, s), bool)), x, -np.inf)
            p = np.exp(x - x.max(-1, keepdims=True))
            ref = np.einsum("bhst,bhtd->bhsd", p / p.sum(-1, keepdims=True), v.astype(np.float32))
            err = float(np.abs(o.astype(np.float32) - ref).max())
            assert err < 5e-3, (variant, bm, bn, err)
    print("ok")
""")


@needs_triton
def test_triton_attention_matches_numpy_in_the_interpreter():
    """The Triton kernel compared is a correct attention (Triton's CPU interpreter, f16)."""
    env = dict(os.environ, TRITON_INTERPRET="1")
    p = subprocess.run([sys.executable, "-c", _INTERPRET, str(ROOT / "benchmarks")], env=env,
                       capture_output=True, text=True, timeout=300)
    assert p.returncode != 77, ("this Triton's interpreter has no GridExecutor._init_args_hst "
                                "for the test's host-array stand-in: update _INTERPRET")
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout + p.stderr


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_kgen_cdna_ping_pong(target):
    """The example's CDNA schedule: 128 queries on 8 waves take 16-row MFMA tiles
    (v_mfma_f32_16x16x16), so each wave's rows are whole and P stays in registers, and the
    whole-chunk loop is the 8-wave ping-pong (two key steps a trip, two groups of 4 waves
    alternating at the hand-over barriers); each product runs once per key step."""
    src = AE.kernel_sources()["attention"]
    assert f"schedule attention on {target} {{ tile s: 128; waves 8 }}" in src
    entries = AE.measure_kgen("attention", src, target, reps=0, edge=True)
    # The S edge's loops count apart where their mix differs from the whole tile's (the
    # evidence keeps one row of identical loops: gfx942's masked rest is the same in both).
    names = [e.row.compiler for e in entries]
    assert names[:2] == ["kgen full, 8-wave ping-pong", "kgen tail"]
    assert set(names[2:]) <= {"kgen full, 8-wave ping-pong, S edge", "kgen tail, S edge"}
    assert "kgen full, 8-wave ping-pong, S edge" in names
    for e in entries:
        r, c = e.row, AE.per_keys(e)
        assert (e.block_m, r.warps, e.head_dim) == (128, 8, 64)
        assert e.keys == (128 if "ping-pong" in r.compiler else 64)
        assert AE.mac_ratio(e) == pytest.approx(1.0)
        # 2 products x 128 queries x 128 keys x 64 / (16 x 16 x 16) per 128 keys
        assert c["mma"] == 2 * 128 * 128 * 64 // (16 * 16 * 16)
        assert c["exp"] >= 128 * AE.KEYS / 64
        if r.regs is not None:
            assert r.spill == 0
    full, tail = AE.per_keys(entries[0]), AE.per_keys(entries[1])
    # the ping-pong's loads go out a step ahead, 16 bytes a lane; the masked tail checks
    # every element
    assert 0 < full["ld.global"] < tail["ld.global"]


def test_kgen_key_loop_counts_sm90a():
    """FlashAttention-3's shape: the consumers' loop (8 warps, two warpgroups of 64 queries)
    steps the TMA ring's 2 slots per trip; nothing is copied, loaded or stored there (the
    producer warpgroup streams k and v), each product runs once (the drain of the rotated
    loop, run once a loop, is not counted), and the ping-pong's turns are its barriers (a
    bar.sync and a bar.arrive per step and warp: a step issues its q @ k and the previous
    step's p @ v in one turn)."""
    srcs = AE.kernel_sources()
    assert "schedule attention on sm_90a { tile s: 128, t: 128; warps 8 }" in srcs["attention"]
    assert AE.kgen_shape(srcs["attention"], "sm_90a") == (128, 128, 64)
    entries = AE.measure_kgen("attention", srcs["attention"], "sm_90a", reps=0, edge=False)
    assert [e.row.compiler for e in entries] == ["kgen full, TMA ring of 2",
                                                 "kgen tail, TMA ring of 2"]
    for e in entries:
        r = e.row
        assert (e.block_m, e.keys, r.warps, r.wgmma) == (128, 256, 8, True)   # 2 x 128 keys
        c = AE.per_keys(e)
        assert AE.mac_ratio(e) == pytest.approx(1.0)
        assert c["cp.async"] == c["bulk"] == c["ld.global"] == c["st.shared"] == 0
        assert c["ldmatrix"] == 0 and c["ld.shared"] == 0
        # 2 steps per trip, each one turn (a bar.sync and a bar.arrive) per warp, where the
        # loop is rotated (the whole steps); 2 turns a step, one per product, where it is not
        # (the masked rest: one step a loop)
        turns = 1 if "full" in r.compiler else 2
        assert c["bar"] == turns * 2 * 2 * r.warps * AE.KEYS // e.keys
        assert c["exp"] >= 128 * AE.KEYS / 32


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_kgen_cdna_d128_ping_pong(target):
    """Head dimension 128 on CDNA: q held in registers leaves the LDS to two stream slots of
    32 keys of K and V, so the d128 kernel takes the same 8-wave ping-pong (two 32-key steps a
    trip); no spills, each product once per key step."""
    src = AE.kernel_sources()["attention_d128"]
    assert f"schedule attention_d128 on {target} {{ tile s: 128, t: 32; waves 8 }}" in src
    entries = AE.measure_kgen("attention_d128", src, target, reps=0, edge=True)
    assert [e.row.compiler for e in entries][:2] == ["kgen full, 8-wave ping-pong", "kgen tail"]
    for e in entries:
        r, c = e.row, AE.per_keys(e)
        assert (e.block_m, r.warps, e.head_dim) == (128, 8, 128)
        assert e.keys == (64 if "ping-pong" in r.compiler else 32)
        assert AE.mac_ratio(e) == pytest.approx(1.0)
        # 2 products x 128 queries x 128 keys x 128 / (16 x 16 x 16) per 128 keys
        assert c["mma"] == 2 * 128 * 128 * 128 // (16 * 16 * 16)
        assert r.regs is None or r.spill == 0
    full, tail = AE.per_keys(entries[0]), AE.per_keys(entries[1])
    assert 0 < full["ld.global"] < tail["ld.global"]
