"""GEMMs through the general product lowering (kgen.lower.product): every operand layout, ragged
sizes, executed as LIR and on the emulators, assembled by ptxas; the schedule's barriers come
from the barrier pass. A GEMM is no kernel class of its own: the same lowering as attention."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import compile_text
from kgen.lir import ops as L
from kgen.tile.evaluate import bf16_to_f64, evaluate, f64_to_bf16
from kgen.lir.interp import Machine, grid_for

LAYOUTS = {   # name: (params, product)
    "nn": ("a: {t}[M, K], b: {t}[K, N]", "a[m, kk] @ b[kk, n]"),
    "nt": ("a: {t}[M, K], b: {t}[N, K]", "a[m, kk] @ b[n, kk]"),
    "tn": ("a: {t}[K, M], b: {t}[K, N]", "a[kk, m] @ b[kk, n]"),
    "tt": ("a: {t}[K, M], b: {t}[N, K]", "a[kk, m] @ b[n, kk]"),
}


def gemm_source(layout: str, dtype: str, tile="m: 64, n: 32, k: 32") -> str:
    params, prod = LAYOUTS[layout]
    return f"""kernel g({params.format(t=dtype)}, bias: f32[N], c: f32[M, N]) {{
  tile {tile}
  acc = zeros(f32, m, n)
  for kk in k {{
    acc += {prod}
  }}
  c[m, n] = relu(acc + bias[n])
}}"""


def operands(layout, dtype, M, N, K, seed=0):
    rng = np.random.default_rng(seed)
    shapes = {"nn": ((M, K), (K, N)), "nt": ((M, K), (N, K)), "tn": ((K, M), (K, N)),
              "tt": ((K, M), (N, K))}[layout]
    conv = (lambda x: f64_to_bf16(x)) if dtype == "bf16" else (lambda x: x.astype(np.float16))
    return {"a": conv(rng.standard_normal(shapes[0])), "b": conv(rng.standard_normal(shapes[1])),
            "bias": rng.standard_normal(N).astype(np.float32)}


@pytest.mark.parametrize("dtype", ["bf16", "f16"])
@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_gemm_lir_matches_evaluator(layout, dtype):
    """sm_80 (mma.sync, ldmatrix) as LIR; sm_90a's wgmma runs on the PTX emulator below."""
    c = compile_text(gemm_source(layout, dtype), "sm_80", stop="schedule")
    M, N, K = 70, 45, 37   # ragged against 64 x 32 x 32 tiles and the 16 x 8 x 16 mma shape
    sizes = {"M": M, "N": N, "K": K}
    fn = L.select(c.functions[0], sizes, {})
    assert fn.name == "g"
    args = operands(layout, dtype, M, N, K)
    out = np.full((M, N), np.nan, np.float32)
    Machine(fn, 32).run({**args, "c": out, **sizes}, grid_for(fn, sizes))
    want = evaluate(c.kernels[0], args, sizes)["c"]
    np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


def _loops(nodes):
    for n in nodes:
        if isinstance(n, L.Loop):
            yield n
        elif isinstance(n, L.If):
            yield from _loops(n.then)
            yield from _loops(n.else_)


def test_gemm_schedule_barriers_per_k_step():
    """The cp.async pipeline (3 stages by default, unrolled by 3) needs one barrier per step
    (it orders both the landed copies and the refill's WAR); the masked last step, staged
    synchronously, two (after the reads, after the stores)."""
    c = compile_text(gemm_source("nn", "bf16"), "sm_80", stop="schedule")
    pipelined, synchronous = list(_loops(c.functions[0].body))[:2]
    stages = 3
    assert pipelined.note.endswith(f"{stages}-stage cp.async pipeline")
    bars = [n.attrs[0] for n in L.walk(pipelined.body) if n.op == "bar"]
    assert len(bars) == stages and all(b.startswith("WAR") for b in bars)
    assert [n.attrs[0] for n in L.walk(pipelined.body) if n.op == "cp_async_wait"] == \
        [stages - 2] * stages
    bars = [n.attrs[0] for n in L.walk(synchronous.body) if n.op == "bar"]
    assert len(bars) == 2 and bars[0].startswith("WAR") and bars[1].startswith("RAW")
    for loop in (pipelined, synchronous):
        assert {"ldmatrix", "mma"} <= {n.op for n in L.walk(loop.body)}


# Sizes for both paths: K % 8 != 0 takes the element-wise path, the second the cp.async pipeline.
EMULATED = [(70, 45, 37), (64, 48, 96)]


@pytest.mark.parametrize("mnk", EMULATED, ids=["synchronous", "pipelined"])
@pytest.mark.parametrize("layout", list(LAYOUTS))
@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
def test_gemm_ptx_on_the_emulator(layout, mnk, target):
    """The emitted PTX itself, on the emulator: cp.async lands only at its wait, shared memory
    starts as NaN, and any unordered pair of shared accesses fails the run."""
    from kgen.runtime.device import SimDevice
    M, N, K = mnk
    c = compile_text(gemm_source(layout, "bf16"), target)
    args = operands(layout, "bf16", M, N, K)
    sizes = {"M": M, "N": N, "K": K}
    res = SimDevice().run(c, c.functions[0], {**args, "c": np.full((M, N), np.nan, np.float32)},
                          sizes)
    want = evaluate(c.kernels[0], args, sizes)["c"]
    np.testing.assert_allclose(res.outputs["c"], want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


@pytest.mark.parametrize("drop,error", [("cp.async.wait_group", "StaleRead"),
                                        ("bar.sync 0;", "SharedMemoryRace")])
def test_planted_pipeline_bugs_are_caught(drop, error):
    """Remove the pipeline's first wait, or its first barrier: the emulator must refuse."""
    import kgen.sim as sim
    from kgen.runtime.device import SimDevice
    c = compile_text(gemm_source("nn", "bf16"), "sm_80")
    lines = c.asm.split("\n")
    loop = next(i for i, ln in enumerate(lines) if "cp.async pipeline" in ln)
    victim = next(i for i in range(loop, len(lines)) if drop in lines[i])
    c.asm = "\n".join(lines[:victim] + lines[victim + 1:])
    M, N, K = 64, 48, 96
    args = operands("nn", "bf16", M, N, K)
    with pytest.raises(getattr(sim, error)):
        SimDevice().run(c, c.functions[0], {**args, "c": np.zeros((M, N), np.float32)},
                        {"M": M, "N": N, "K": K})


@pytest.mark.parametrize("target,needles", [
    ("sm_80", ("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
               "ldmatrix.sync.aligned.m8n8.x4.shared.b16", "cp.async.cg.shared.global")),
    ("sm_90a", ("wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16",
                "cp.async.bulk.tensor.2d", "wgmma.wait_group.sync.aligned 1")),
])
def test_gemm_ptx_assembles_without_spills(target, needles):
    from kgen.assemble.driver import assemble_ptx
    from kgen.target.targets import TARGETS
    c = compile_text(gemm_source("nt", "bf16", "m: 128, n: 128, k: 32"), target)
    for needle in needles:
        assert needle in c.asm, needle
    _, res, _ = assemble_ptx(c.asm, TARGETS[target])
    assert all(r.spill_bytes == 0 for r in res)


def test_bf16_output_epilogue():
    src = """kernel g(a: bf16[M, K], b: bf16[K, N], c: bf16[M, N]) {
  tile m: 32, n: 16, k: 16
  acc = zeros(f32, m, n)
  for kk in k {
    acc += a[m, kk] @ b[kk, n]
  }
  c[m, n] = bf16(acc)
}"""
    c = compile_text(src, "sm_80", stop="schedule")
    fn = c.functions[0]
    M, N, K = 33, 17, 40
    rng = np.random.default_rng(2)
    a, b = f64_to_bf16(rng.standard_normal((M, K))), f64_to_bf16(rng.standard_normal((K, N)))
    out = np.zeros((M, N), np.uint16)
    sizes = {"M": M, "N": N, "K": K}
    Machine(fn, 32).run({"a": a, "b": b, "c": out, **sizes}, grid_for(fn, sizes))
    want = evaluate(c.kernels[0], {"a": a, "b": b}, sizes)["c"]
    np.testing.assert_allclose(bf16_to_f64(out), bf16_to_f64(want), rtol=1e-2)


@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_a_tile_off_the_instruction_shape_is_held_whole_and_masked(target):
    """`tile m: 40`: the program holds the next power of two (64) and masks the rows past its
    40, so the instruction tiles cover it; the result is exact at ragged sizes."""
    from kgen.tools.run import run_source
    from kgen.source import Source
    src = gemm_source("nn", "bf16", "m: 40, n: 32, k: 32")
    c = compile_text(src, target, stop="schedule")
    assert "chunk: m: 64, n: 32, kk: 32" in c.text("schedule")
    reports = run_source(Source("t.kgen", src), device="sim", target=target,
                         sizes={"M": 90, "N": 45, "K": 40})
    assert reports and all(ch.ok for r in reports for ch in r.checks)


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
@pytest.mark.parametrize("dtype", ["bf16", "f16"])
@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_mfma_schedule_lir_matches_evaluator(layout, dtype, target):
    """CDNA (v_mfma_f32_32x32x8 from LDS-staged operands, two k-steps a ds_read_b128), executed
    as LIR after the passes that follow every schedule (its K loop is a Pipelined node until
    then)."""
    from kgen.compiler import compile_source
    from kgen.source import Source
    c = compile_source(Source("g.kgen", gemm_source(layout, dtype, "m: 64, n: 64, k: 16")),
                       target, stop="schedule")
    k, fn = c.kernels[0], c.functions[0]
    assert any(n.op == "mfma" for n in L.walk(fn.body))
    M, N, K = 70, 45, 37
    args = operands(layout, dtype, M, N, K)
    out = np.full((M, N), np.nan, np.float32)
    sizes = {"M": M, "N": N, "K": K}
    Machine(fn, 64).run({**args, "c": out, **sizes}, grid_for(fn, sizes))
    want = evaluate(k, args, sizes)["c"]
    np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


def test_deep_pipeline_in_dynamic_shared_memory():
    """4 stages of 128 x 128 x 32 need 75 KiB: declared .extern, sized at launch, emulated."""
    from kgen.runtime.device import SimDevice, dynamic_shared
    src = gemm_source("nn", "bf16", "m: 128, n: 128, k: 32") + \
        "\nschedule g on sm_80 { stages 4 }\n"
    c = compile_text(src, "sm_80")
    assert c.plans[0].stages == 4 and ".extern .shared .align 16 .b8 smem_g[];" in c.asm
    assert dynamic_shared(c.functions[0], c.target) == c.functions[0].shared_bytes > 48 * 1024
    M, N, K = 150, 136, 72
    args = operands("nn", "bf16", M, N, K)
    sizes = {"M": M, "N": N, "K": K}
    res = SimDevice().run(c, c.functions[0], {**args, "c": np.full((M, N), np.nan, np.float32)},
                          sizes)
    want = evaluate(c.kernels[0], args, sizes)["c"]
    np.testing.assert_allclose(res.outputs["c"], want, rtol=1e-5, atol=1e-5 * np.abs(want).max())


def test_too_many_stages_is_a_diagnostic_with_what_fits():
    from kgen.errors import ScheduleError
    src = gemm_source("nn", "bf16", "m: 128, n: 256, k: 32") + \
        "\nschedule g on sm_80 { stages 8 }\n"
    with pytest.raises(ScheduleError, match=r"8 stages of the loop's operand streams \(27136 "
                                            r"bytes a stage\) need 247808 bytes of shared "
                                            r"memory; sm_80 has 166912") as e:
        compile_text(src, "sm_80")
    # 5, not 166912 // 27136 = 6: the masked last step stages its operands apart.
    assert e.value.hint == "at most 5 stages fit these tiles"
    assert e.value.span.line == src.count("\n", 0, src.index("stages 8")) + 1


@pytest.mark.parametrize("body", [
    # two products in one loop step, a computed (cast, scaled) operand, an accumulator that
    # does not start at zero: the same lowering as the plain GEMM loop
    """  acc = zeros(f32, m, n)
  for kk in k {
    acc += a[m, kk] @ b[kk, n]
    acc += a[m, kk] @ b[kk, n]
  }
  c[m, n] = acc""",
    """  acc = zeros(f32, m, n)
  for kk in k {
    acc += bf16(f32(a[m, kk]) * 2.0) @ b[kk, n]
  }
  c[m, n] = acc""",
    """  acc = zeros(f32, m, n) + 1.0
  for kk in k {
    acc += a[m, kk] @ b[kk, n]
  }
  c[m, n] = acc""",
], ids=["two-products", "computed-operand", "nonzero-init"])
@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_gemm_loops_of_other_shapes(body, target):
    from kgen.tools.run import run_source
    from kgen.source import Source
    src = f"""kernel g(a: bf16[M, K], b: bf16[K, N], c: f32[M, N]) {{
  tile m: 64, n: 64, k: 32
{body}
}}"""
    text = compile_text(src, target, stop="schedule").text("schedule")
    assert "product " in text   # the general lowering's schedule text names its products
    reports = run_source(Source("t.kgen", src), device="sim", target=target,
                         sizes={"M": 70, "N": 45, "K": 40})
    bad = [ch for r in reports for ch in r.checks if not ch.ok]
    assert reports and all(r.checks for r in reports) and not bad, bad


def test_run_defaults_are_ragged_and_small_for_products():
    from kgen.tools.run import default_sizes
    k = compile_text(gemm_source("nn", "bf16"), stop="ir").kernels[0]
    # a [M, K], b [K, N], c [M, N]: K and N are contiguous extents (16-byte rows, ragged
    # against the tiles), M is not.
    assert default_sizes(k, {}) == {"M": 197, "K": 200, "N": 200}


TWO_LOOPS = """kernel two(a: bf16[M, K], b: bf16[K, N], a2: bf16[M, J], b2: bf16[J, N], c: f32[M, N]) {
    tile m: 128, n: 128, k: 64, j: 64
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ b[kk, n]
    }
    acc2 = zeros(f32, m, n)
    for jj in j {
        acc2 += a2[m, jj] @ b2[jj, n]
    }
    c[m, n] = acc + acc2
}
"""


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx90a", "gfx942"])
def test_two_product_loops_in_sequence(target):
    """Two loops, each with its own accumulator and streams, then math on both results: the
    evaluator keeps the first loop's result past the second loop (it once lost it), and on
    sm_90a the loops stream by cp.async (warp roles take one loop's ring: the schedule says
    so) instead of an internal error."""
    from kgen.tools.run import run_source
    from kgen.source import Source
    text = compile_text(TWO_LOOPS, target, stop="schedule").text("schedule")
    if target == "sm_90a":
        assert "streamed ahead by cp.async" in text
    reports = run_source(Source("t.kgen", TWO_LOOPS), device="sim", target=target,
                         sizes={"M": 130, "N": 136, "K": 200, "J": 72})
    assert reports and all(ch.ok for r in reports for ch in r.checks)
