"""Products anywhere (kgen/lower/product.py): the language, the layout choice, and kernels
beyond the GEMM loop run on the emulator against NumPy written here, on every target.

The examples (attention, swiglu, batched_gemm, gemm_scaled) run against examples/reference.py
in test_golden.py; these are smaller kernels that each isolate one rule."""

from __future__ import annotations

import re

import numpy as np
import pytest

from conftest import compile_text
from kgen.errors import CheckError, ScheduleError
from kgen.tools.run import run_source
from kgen.source import Source
from kgen.target.targets import TARGETS

ALL = list(TARGETS)


def _run(text: str, target: str, sizes: dict, name: str = "t.kgen"):
    """Runs every kernel of `text` on the emulator for one target; the checks compare with
    kgen's float64 evaluator of the tile IR."""
    return run_source(Source(name, text), device="sim", target=target, sizes=sizes)


def _ok(reports):
    bad = [(r.kernel, c) for r in reports for c in r.checks if not c.ok]
    assert not bad, bad
    assert reports and all(r.checks for r in reports)


# -- the language ---------------------------------------------------------------------------

QK = """kernel qk(q: bf16[S, 64], k: bf16[T, 64], x: f32[S, T]) {
    tile s: 64, t: 64, d: all
    x[s, t] = q[s, d] @ k[t, d]
}
"""


def test_a_product_may_contract_a_whole_axis():
    k = compile_text(QK, stop="ir").kernels[0]
    prod = next(v for s in k.body for v in [s.value])
    assert prod.op == "matmul" and prod.attrs == ("d",) and prod.axes == ("s", "t")


def test_contracting_an_axis_tiled_across_programs_is_refused():
    src = QK.replace("d: all", "d: 16")
    with pytest.raises(CheckError, match="tiled across programs") as e:
        compile_text(src, stop="ir")
    assert e.value.hint and e.value.span.line == 3


def test_an_unknown_extent_held_whole_is_a_located_error():
    src = QK.replace("64]", "D]")
    with pytest.raises(ScheduleError, match="known only at launch") as e:
        compile_text(src, "sm_80")
    assert "--size D=" in e.value.hint


def test_a_carried_value_gains_the_batch_axes_of_its_update():
    src = """kernel rowmax(x: f32[B, M, N], y: f32[B, M]) {
    tile b: 1, m: 16, n: 64
    mx = full(f32, -inf, m)
    for nn in n {
        mx = max(mx, max(x[b, m, nn], axis=nn))
    }
    y[b, m] = mx
}
"""
    k = compile_text(src, stop="ir").kernels[0]
    loop = next(s for s in k.body if hasattr(s, "carried"))
    assert loop.carried[0][1].axes == ("b", "m")
    _ok(_run(src, "sm_80", {"B": 2, "M": 20, "N": 100}))


def test_a_carried_value_may_not_gain_a_tiled_axis():
    src = """kernel bad(x: f32[M, N], y: f32[M, N]) {
    tile m: 16, n: 64
    acc = zeros(f32, m)
    for nn in n {
        acc = acc + x[m, nn]
    }
    y[m, n] = acc
}
"""
    with pytest.raises(CheckError, match="gains axes"):
        compile_text(src, stop="ir")


# -- layouts --------------------------------------------------------------------------------

ATT = """kernel att(q: bf16[S, 64], k: bf16[T, 64], v: bf16[T, 64], o: f32[S, 64]) {
    tile s: 64, t: 64, d: all
    mx = full(f32, -inf, s)
    l = zeros(f32, s)
    acc = zeros(f32, s, d)
    for tt in t {
        x = q[s, d] @ k[tt, d]
        m2 = max(mx, max(x, axis=tt))
        p = exp(x - m2)
        a = exp(mx - m2)
        l = l * a + sum(p, axis=tt)
        acc = acc * a + bf16(p) @ v[tt, d]
        mx = m2
    }
    o[s, d] = acc / l
}
"""


def _plan(text, target):
    out = compile_text(text, target, stop="schedule")
    return out.plans[0]


def test_mma_sync_keeps_the_rows_of_attention_in_lanes_and_its_keys_in_registers():
    """On mma.sync the C fragment holds a row's columns in one register pair and four lanes:
    the written orientation (queries as rows) keeps the softmax's reductions over tt to two
    shuffle steps, and both products agree on where each query row lives."""
    plan = _plan(ATT, "sm_80")
    x = plan.layout_of(("s", "tt"))
    assert len(x.bits_along("lane", "tt")) == 2 and not x.bits_along("warp", "tt")
    assert not any("transposed" in p for p in plan.products)
    acc = plan.layout_of(("s", "d"))
    assert acc.project(("s",)).bases("lane") == x.project(("s",)).bases("lane")


def test_mfma_takes_the_transposed_product_so_reductions_stay_in_registers():
    """On CDNA the 32x32 accumulator spreads its columns over 32 lanes and its rows over
    registers: the cost model computes q @ k^T as its transpose, so that the keys (reduced
    over) are in registers, and p @ v likewise, so that the queries live where they do in x."""
    plan = _plan(ATT, "gfx942")
    x = plan.layout_of(("s", "tt"))
    assert len(x.bits_along("lane", "tt")) <= 1
    assert all("transposed" in p for p in plan.products)
    acc = plan.layout_of(("s", "d"))
    assert acc.project(("s",)).bases("lane") == x.project(("s",)).bases("lane")


def test_the_emitted_schedule_names_each_product_and_every_layout():
    text = compile_text(ATT, "gfx942", stop="schedule").text("schedule")
    assert "product 7:13 tt x s contracting d (as the transposed product)" in text
    assert "accumulator orientations of least cost" in text
    # q is staged once (its 2 x 2 warp grid would load each fragment in two warps: held in
    # registers only where one warp holds each, kgen.lower.once), k and v stream (the masked
    # rest stages them in their stream buffers): only p, the B operand of the transposed
    # p @ v, takes a staging buffer
    assert "opb" in text and "opa" not in text and "opinv" in text and "'v' tiles" in text
    assert "held in registers" not in text
    # on 8 waves of 16 rows each (1 x 8 warps) each fragment is one warp's: q is held
    held = compile_text(ATT + "schedule att on gfx942 { tile s: 128; waves 8 }\n", "gfx942",
                        stop="schedule").text("schedule")
    assert "1 x 8 warps" in held and "opinv" not in held
    assert "'q' (7:13), the same in every step of the loop over 'tt': held in registers" in held


SCALED = """kernel scaled(a: bf16[M, K], w: f32[K, N], s: f32[N], c: f32[M, N]) {
    tile m: 64, n: 64, k: 32
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ bf16(w[kk, n] * s[n])
    }
    c[m, n] = acc * s[n]
}
"""


@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_a_load_read_in_another_layout_is_loaded_again_not_converted(target):
    """s[n] takes the accumulator's layout (sliced to n); the product's B operand w[kk, n] * s[n]
    reads it in the operand's blocked layout: it is loaded a second time in that layout, with
    no shared-memory conversion (no cvt buffer, no barrier for one), and the schedule says so.
    The epilogue's acc * s[n] reads it in its own layout; both agree with the evaluator."""
    text = compile_text(SCALED, target, stop="schedule").text("schedule")
    assert "layout conversion" not in text and "through shared memory" not in text
    assert "5:43 load s -> L3 (loaded again in 5:32 mul's layout, not converted)" in text
    _ok(_run(SCALED, target, {"M": 70, "N": 80, "K": 100}))


# -- kernels on the emulator, against NumPy here ---------------------------------------------

@pytest.mark.parametrize("target", ALL)
def test_attention_with_its_own_numpy(target):
    from kgen.api import compile as kcompile
    import ml_dtypes
    rng = np.random.default_rng(1)
    S, T = 45, 70
    q = rng.standard_normal((S, 64)).astype(ml_dtypes.bfloat16)
    k = rng.standard_normal((T, 64)).astype(ml_dtypes.bfloat16)
    v = rng.standard_normal((T, 64)).astype(ml_dtypes.bfloat16)
    o = np.full((S, 64), np.nan, np.float32)
    kern = kcompile(ATT, target=target, device="sim")
    kern(q=q, k=k, v=v, o=o)
    x = q.astype(np.float64) @ k.astype(np.float64).T
    p = np.exp(x - x.max(axis=1, keepdims=True))
    want = (p / p.sum(axis=1, keepdims=True)) @ v.astype(np.float64)
    np.testing.assert_allclose(o, want, rtol=2e-2, atol=2e-2)


@pytest.mark.parametrize("target", ALL)
def test_chained_products_without_a_loop(target):
    """(a @ b) cast to bf16 feeds a second product: a result used as an operand, contracted
    over an axis that was a product's column axis."""
    src = """kernel chain(a: bf16[M, 32], b: bf16[32, 64], c: bf16[64, 32], y: f32[M, 32]) {
    tile m: 32, j: all, n: all, p: all
    y[m, p] = bf16(a[m, j] @ b[j, n]) @ c[n, p]
}
"""
    _ok(_run(src, target, {"M": 40}))


@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_a_product_of_one_tile_in_both_roles(target):
    """x @ x^T: one load feeds both operands (a Gram matrix)."""
    src = """kernel gram(x: bf16[M, 32], g: f32[M, M]) {
    tile m: 32, m2: 32, k: all
    g[m, m2] = x[m, k] @ x[m2, k]
}
"""
    _ok(_run(src, target, {"M": 50}))


# -- pipelining: a loop's plain-load operands stream by the target's protocol ---------------

def _att_inputs(S, T, seed=3):
    import ml_dtypes
    rng = np.random.default_rng(seed)
    return {n: rng.standard_normal(shape).astype(ml_dtypes.bfloat16)
            for n, shape in (("q", (S, 64)), ("k", (T, 64)), ("v", (T, 64)))}


def test_attention_streams_by_each_targets_protocol():
    """sm_80: K (K contiguous) and V (rows along the contraction: ldmatrix .trans) stream into
    buffers of their own through a multi-stage cp.async pipeline; q is staged once. CDNA: both
    stream through registers (16-byte loads a step ahead, LDS writes after the step's work);
    V's rows run along the contraction, which MFMA cannot read as K-pairs, so each thread
    loads two consecutive rows and v_perm pairs them into K-contiguous dwords."""
    c = compile_text(ATT, "sm_80")
    text = c.text("schedule")
    assert "'k' tiles of the loop over 'tt', streamed by cp.async (K contiguous" in text
    assert "'v' tiles of the loop over 'tt', streamed by cp.async (rows along the contraction" \
        in text
    assert "3-stage cp.async pipeline" in c.asm
    assert "cp.async.cg.shared.global" in c.asm and "cp.async.wait_group 1" in c.asm
    # V's B fragments, two 8-column tiles per ldmatrix; P is the A operand from registers.
    assert "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16" in c.asm
    assert "ldmatrix.sync.aligned.m8n8.x2" not in c.asm
    assert "A fragment 0 of k-step 0: from registers" in c.asm
    assert "cvt.rn.bf16x2.f32" in c.asm and "opa" not in text
    assert "ldmatrix.sync.aligned.m8n8.x4.shared.b16" in c.asm         # q's A fragments
    amd = compile_text(ATT, "gfx942")
    text = amd.text("schedule")
    assert "'k' tiles of the loop over 'tt', streamed through registers (K contiguous" in text
    assert ("'v' tiles of the loop over 'tt', streamed through registers (rows along the "
            "contraction, paired into K contiguous rows") in text
    assert "2-stage pipeline through registers, loads 1 step ahead" in amd.asm
    loop = amd.asm[amd.asm.index("pipeline through registers"):]
    loop = loop[:loop.index("s_cbranch_scc1 .Latt_loop0\n")]     # the back edge
    assert "16 bytes of 'k'" in loop and "16 bytes into st" in loop
    assert "16 bytes of 'v'" in loop and "a K-pair into st" in loop
    assert "global_load_dwordx4" in loop and "ds_write_b128" in loop
    assert "v_perm_b32" in loop and "ds_write_b32" in loop


def _att_against_numpy(target: str, S: int, T: int, text: str = ATT):
    from kgen.api import compile as kcompile
    args = _att_inputs(S, T)
    o = np.full((S, 64), np.nan, np.float32)
    kcompile(text, target=target, device="sim")(**args, o=o)
    q, k, v = (args[n].astype(np.float64) for n in "qkv")
    x = q @ k.T
    p = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(o, (p / p.sum(axis=1, keepdims=True)) @ v, rtol=2e-2, atol=2e-2)


@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
@pytest.mark.parametrize("S,T", [(70, 1), (70, 63), (64, 64), (20, 192), (70, 200)])
def test_pipelined_attention_at_every_key_count(S, T, target):
    """No whole chunk of keys (T < 64), exactly whole chunks, a multiple of the 3 stages (of
    the 2 on CDNA), a ragged rest; whole and ragged tiles of queries (the pipelined loop keeps
    the queries' element checks): the pipeline's prologue, steady state, drain and the masked
    rest, with each copy protocol."""
    _att_against_numpy(target, S, T)


@pytest.mark.parametrize("target,drop,error", [
    ("sm_80", "cp.async.wait_group", "StaleRead"),
    ("sm_80", "bar.sync 0;", "SharedMemoryRace"),
    ("gfx942", "s_waitcnt vmcnt", "StaleRead"),
    ("gfx942", "s_barrier", "SharedMemoryRace")])
def test_planted_bugs_in_the_attention_pipeline_are_caught(target, drop, error):
    """The first wait of the key loop's pipeline removed, or its first barrier: the emulator
    refuses (a stale read of a copy or a load not yet landed; a race between the writes into
    a stage and the reads of that stage's last use)."""
    import kgen.sim as sim
    from kgen.runtime.device import SimDevice
    c = compile_text(ATT, target)
    lines = c.asm.split("\n")
    loop = next(i for i, ln in enumerate(lines) if re.search(r"-stage .*pipeline", ln))
    victim = next(i for i in range(loop, len(lines)) if drop in lines[i])
    c.asm = "\n".join(lines[:victim] + lines[victim + 1:])
    args = _att_inputs(64, 200)     # a whole tile of queries: the first version of the loop
    with pytest.raises(getattr(sim, error)):
        SimDevice().run(c, c.functions[0], {**args, "o": np.zeros((64, 64), np.float32)},
                        {"S": 64, "T": 200})


def test_the_schedule_sets_the_depth_of_the_streams():
    two = compile_text(ATT + "\nschedule att on sm_80 { stages 2 }\n", "sm_80")
    assert "2-stage cp.async pipeline" in two.asm
    with pytest.raises(ScheduleError, match=r"8 stages of the loop's operand streams "
                                            r"\(69632 bytes a stage\) need"):
        compile_text(ATT.replace("64]", "128]").replace("s: 64, t: 64", "s: 64, t: 128")
                     + "\nschedule att on sm_80 { stages 8 }\n", "sm_80")


def test_unaligned_rows_take_the_synchronous_path():
    """A contiguous extent that is no multiple of 8 elements: rows are not 16-byte aligned, so
    the kernel's whole-chunk version (and with it the pipeline) is skipped at run time."""
    src = """kernel g(a: bf16[M, K], b: bf16[K, N], bias: f32[N], c: f32[M, N]) {
    tile m: 64, n: 64, k: 32
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ b[kk, n]
    }
    c[m, n] = relu(acc + bias[n]) * 2.0
}
"""
    _ok(_run(src, "sm_80", {"M": 70, "N": 45, "K": 37}))
    _ok(_run(src, "sm_80", {"M": 70, "N": 48, "K": 96}))


SWIGLU8 = """kernel swiglu(x: bf16[M, K], w1: bf16[K, N], w3: bf16[K, N], h: bf16[M, N]) {
    tile m: 128, n: 64, k: 32
    gate = zeros(f32, m, n)
    up = zeros(f32, m, n)
    for kk in k {
        xk = x[m, kk]
        gate += xk @ w1[kk, n]
        up += xk @ w3[kk, n]
    }
    h[m, n] = bf16(gate * sigmoid(gate) * up)
}
"""


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_eight_waves_on_cdna_take_the_wave_group_ping_pong(target):
    """Two products on streamed operands with 8 waves: the pipelined loop is kgen.passes.pipeline's
    ping-pong (two groups of 4 waves, one barrier apart, MFMAs at raised priority between the
    hand-over barriers), proven by verify_group_barriers, and it matches at even, odd, one,
    no whole and unaligned K steps. W1 and W3 (32 x 64) have fewer 16-byte units than the
    block has threads: the first threads move them."""
    text = SWIGLU8 + f"schedule swiglu on {target} {{ waves 8 }}\n"
    c = compile_text(text, target)
    assert "ping-pong, two steps per trip" in c.asm
    # Whole and ragged tiles, each with 16-byte or (rows off 16 bytes) element loads: in the
    # kernel and in its split-K part (kgen.lower.split), which takes the same ping-pong.
    assert c.asm.count("s_setprio 1") == 2 * (3 * 2 * 2)
    assert "wave groups: 2" in c.text("schedule")
    for k in (200, 224, 40, 16, 197):
        _ok(_run(text, target, {"M": 130, "N": 70, "K": k}))


def test_a_step_that_stages_an_operand_keeps_the_plain_pipeline():
    """A step whose work writes shared memory (an operand computed in the loop, staged) cannot
    be split into a memory phase and a register-only matrix phase: no ping-pong, the plain
    two-slot pipeline through registers."""
    text = SWIGLU8.replace("gate += xk @ w1[kk, n]", "gate += xk @ (w1[kk, n] * 2.0)") + \
        "schedule swiglu on gfx942 { waves 8 }\n"
    c = compile_text(text, "gfx942")
    assert "ping-pong" not in c.asm and "s_setprio" not in c.asm
    assert "2-stage pipeline through registers" in c.asm
    _ok(_run(text, "gfx942", {"M": 130, "N": 70, "K": 200}))
