"""`kgen tune`: the schedule space, candidates that do not compile skipped with their reason
counted, every candidate checked against the float64 evaluator, and the best block printed; the
same from Python; the GPU measure over the cuda.core stand-in."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from conftest import example_source
from kgen.cached import compile_cached
from cuda_standin import EmulatedCuda, use_ptx_as_cubin
from kgen.tools import tune as T
from kgen.cli import app
from kgen.compiler import compile_source
from kgen.tools.run import evaluate_written, launch_and_check, make_inputs
from kgen.runtime.device import SimDevice
from kgen.runtime.cuda import CudaDevice
from kgen.source import Source
from kgen.target.targets import TARGETS

runner = CliRunner()


def _ir(example: str, target: str):
    return compile_cached(example_source(example), target, stop="ir").kernels[0]


def test_the_space_per_kernel_and_target():
    soft = T.candidates(_ir("softmax", "sm_80"), TARGETS["sm_80"])
    assert soft[0] == {} and len(soft) == 1 + 4 * 3
    assert {c["warps"] for c in soft[1:]} == {2, 4, 8, 16}
    assert {c["vector"] for c in soft[1:]} == {1, 2, 4}            # f32: up to 16 bytes
    amd = T.candidates(_ir("softmax", "gfx942"), TARGETS["gfx942"])
    assert {c["waves"] for c in amd[1:]} == {1, 2, 4, 8}
    vadd = T.candidates(_ir("vadd", "sm_80"), TARGETS["sm_80"])     # tile n: 2048
    assert {c["tile"]["n"] for c in vadd[1:]} == {1024, 2048, 4096}
    gemm = T.candidates(_ir("gemm_bf16", "sm_80"), TARGETS["sm_80"])
    assert {c["stages"] for c in gemm[1:]} == {2, 3, 4} and len(gemm) == 1 + 8 * 3
    roles = T.candidates(_ir("gemm_bf16", "gfx942"), TARGETS["gfx942"])
    assert {c["waves"] for c in roles[1:]} == {4, 8}                # 8: the ping-pong roles
    assert all(set(c["tile"]) == {"m", "n", "k"} for c in roles[1:])
    hopper = T.candidates(_ir("gemm_bf16", "sm_90a"), TARGETS["sm_90a"])
    assert len(hopper) == 1 + 10 * 3 * 2 + 2
    assert sum("persistent" in c for c in hopper) == 10 * 3 + 1
    assert {"m": 128, "n": 256, "k": 64} in [c["tile"] for c in hopper[1:] if "tile" in c]
    # the file's own tile in 2-CTA clusters (sm_90a has them; sm_80 does not)
    assert [c for c in hopper if "cluster" in c] == [{"cluster": 2},
                                                     {"cluster": 2, "persistent": True}]
    assert "persistent" not in gemm[-1] and not any("cluster" in c for c in gemm)


def test_a_cluster_candidate_is_a_block_that_compiles():
    cand = {"cluster": 2, "persistent": True}
    block = T._block(example_source("gemm_bf16"), "sm_90a", "gemm_bf16", cand)
    assert "cluster 2" in block and "persistent" in block
    fn = compile_cached(example_source("gemm_bf16"), "sm_90a", schedule=cand).functions[0]
    assert (fn.cluster, fn.programs) == (2, 132)


def test_a_persistent_candidate_is_a_block_that_compiles():
    cand = {"stages": 3, "persistent": True}
    block = T._block(example_source("gemm_bf16"), "sm_90a", "gemm_bf16", cand)
    assert "persistent" in block and "stages 3" in block
    c = compile_cached(example_source("gemm_bf16"), "sm_90a", schedule=cand)
    assert c.functions[0].programs == 132      # H100 SXM5's SMs (kgen.target.targets)


def test_a_persistent_candidate_is_estimated_by_its_tiles():
    """The emulator estimate scales a sampled launch by tiles: a persistent program runs
    ceil(tiles / programs) of them (at 4096^3 in 128 x 128 tiles, 1024 tiles on 132 programs:
    8 a program), so its estimate stays near the one-program-per-tile candidate's (it was 8x
    lower when scaled by programs)."""
    sizes = {"M": 4096, "N": 4096, "K": 4096}
    got = {}
    for label, cand in (("tiles", {}), ("persistent", {"persistent": True})):
        c = compile_cached(example_source("gemm_bf16"), "sm_90a", schedule=cand)
        k, fn = c.kernels[0], c.functions[0]
        sampled = T.sampled_sizes(k, sizes)
        status, _, us, _, issue = T._estimate(c, k, fn, sizes, sampled, 0, None)
        assert status == "ok"
        got[label] = (us, issue)
    assert got["persistent"][0] == pytest.approx(got["tiles"][0], rel=0.05)
    assert 0.9 < got["persistent"][1] / got["tiles"][1] < 1.5, got


def test_sampled_sizes_keep_a_programs_work_whole():
    soft = _ir("softmax", "sm_80")
    assert T.sampled_sizes(soft, {"M": 4096, "N": 4096}) == {"M": 2, "N": 4096}
    # rows of 50 launch softmax_rows64, 16 rows a program: two programs' rows are sampled
    c = compile_cached(example_source("softmax"), "sm_80", stop="asm")
    assert T.sampled_sizes(c.kernels[0], {"M": 4096, "N": 50}, c.functions[0]) == \
        {"M": 32, "N": 50}
    assert T.sampled_sizes(c.kernels[0], {"M": 4096, "N": 4096}, c.functions[0]) == \
        {"M": 2, "N": 4096}
    gemm = _ir("gemm_bf16", "sm_80")                                 # tile 128 x 128 x 32
    assert T.sampled_sizes(gemm, {"M": 4096, "N": 4096, "K": 4096}) == \
        {"M": 256, "N": 256, "K": 128}


def test_tune_softmax_prints_a_block_that_compiles_and_matches():
    r = runner.invoke(app, ["tune", "examples/softmax.kgen", "-t", "sm_80", "--device", "sim"])
    assert r.exit_code == 0, r.output
    out = r.output
    assert "kgen tune softmax on sm_80 (emulator estimate, sizes M=4096 N=4096)" in out
    assert "13 candidates: 13 compiled and matched the float64 evaluator" in out
    assert "not timings" in out
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("best for softmax on sm_80"))
    block = lines[at + 1]
    assert block.startswith("schedule softmax on sm_80 {")
    # Pasted into the file, the block compiles and the kernel matches the evaluator.
    src = example_source("softmax")
    c = compile_source(Source(src.name, src.text + block + "\n"), "sm_80")
    k, fn = c.kernels[0], c.functions[0]
    sizes = {"M": 3, "N": 1029}
    inputs = make_inputs(k, sizes, 1)
    _, checks = launch_and_check(SimDevice(), c, fn, k, inputs, sizes,
                                 evaluate_written(k, inputs, sizes))
    assert all(ch.ok for ch in checks)


def test_tune_from_python_returns_a_schedule_compile_takes():
    import kgen.api as kg
    (res,) = kg.tune("examples/vadd.kgen", "gfx942", device="sim", sizes={"N": 1 << 16})
    best = res.best
    assert res.measure == "emulator estimate" and best is not None and best.us > 0
    assert best in res.ranked and res.ranked == sorted(res.ranked, key=lambda t: t.key)
    prog = kg.compile("examples/vadd.kgen", "gfx942", device="sim", schedule=best.schedule)
    import numpy as np
    x, y = (np.random.default_rng(i).standard_normal(3001).astype(np.float32) for i in (1, 2))
    out = np.full_like(x, np.nan)
    prog.vadd(x=x, y=y, out=out)
    assert np.array_equal(out, x + y)
    expected_block = "schedule vadd on gfx942 { " if best.schedule else "# the defaults"
    assert best.block.startswith(expected_block)


def test_candidates_that_do_not_compile_are_skipped_with_the_reason_counted(monkeypatch):
    space = [{}, {"warps": 4, "vector": 4}, {"warps": 64, "vector": 4}, {"warps": 48},
             {"vector": 3}]
    monkeypatch.setattr(T, "candidates", lambda k, target: space)
    (res,) = T.tune_source(example_source("vadd"), target="sm_80", device="sim",
                           sizes={"N": 8192})
    assert [t.status for t in res.trials] == ["ok", "ok", "skipped", "skipped", "skipped"]
    assert res.skipped == {
        "expected a multiple of N threads up to N on sm_80, got N threads (warps N)": 2,
        "expected a vector width of N, N, N or N elements, got N": 1}
    lines = T.summary_lines(res)
    assert lines[0] == "5 candidates: 2 compiled and matched the float64 evaluator, 0 did not " \
                       "match, 3 skipped"
    assert any(line.startswith("  skipped 2: expected a multiple of") for line in lines)


def test_a_candidate_that_does_not_match_never_wins(monkeypatch):
    import kgen.tools.bench as B
    real = B.bench_sim

    def wrong_for_vector_1(c, k, fn, sizes, seed=0, progress=None):
        r = real(c, k, fn, sizes, seed, progress)
        if c.plans[0].vector == 1:
            r.ok, r.mismatch = False, "out: 7/8192 differ"
        return r
    monkeypatch.setattr(B, "bench_sim", wrong_for_vector_1)
    monkeypatch.setattr(T, "candidates", lambda k, target: [
        {"warps": 8, "vector": 1}, {"warps": 8, "vector": 4}])
    (res,) = T.tune_source(example_source("vadd"), target="sm_80", device="sim",
                           sizes={"N": 8192})
    assert [t.status for t in res.trials] == ["mismatch", "ok"]
    assert res.best.schedule == {"warps": 8, "vector": 4}
    assert "MISMATCH warps 8; vector 1: out: 7/8192 differ" in T.summary_lines(res)[1]


def test_tune_on_a_gpu_times_each_candidate(monkeypatch):
    use_ptx_as_cubin(monkeypatch)
    sc = EmulatedCuda(cc=(8, 0))
    dev = CudaDevice(core=sc.core, driver=sc.driver)
    monkeypatch.setattr(T, "candidates", lambda k, target: [{}, {"warps": 4, "vector": 4}])
    (res,) = T.tune_source(example_source("vadd"), device=dev, sizes={"N": 4096}, reps=2)
    assert res.measure == "GPU median" and res.target == "sm_80"
    assert [t.status for t in res.trials] == ["ok", "ok"]
    # The stand-in's events read 0.5 ms each: a tie, which the file's own schedule wins.
    assert all(t.us == 500.0 for t in res.trials) and res.best.schedule == {}


@pytest.mark.parametrize("args, message", [
    (["tune", "examples/softmax.kgen", "-t", "all", "--device", "sim"],
     "kgen tune tunes one target at a time"),
    (["tune", "examples/softmax.kgen", "--kernel", "sofmax", "--device", "sim"],
     "no kernel 'sofmax' in this file"),
    (["tune", "examples/softmax.kgen", "--size", "N=0", "--device", "sim"],
     "--size expects NAME=POSITIVE_INTEGER"),
    (["tune", "examples/missing.kgen"], "no such file"),
])
def test_bad_options_are_diagnostics(args, message):
    r = runner.invoke(app, args)
    assert r.exit_code == 1 and message in r.output and "Traceback" not in r.output


TWO = ("kernel a(x: f32[N], y: f32[N]) {\n    tile n: 1024\n    y[n] = x[n] * 2.0\n}\n"
       "kernel b(x: f32[N], y: f32[N]) {\n    tile n: 1024\n    y[n] = x[n] + 1.0\n}\n"
       "schedule b on sm_80 { vector 2 }\n")


def test_each_kernel_of_a_file_is_tuned_and_keeps_its_own_options(monkeypatch):
    monkeypatch.setattr(T, "candidates", lambda k, target: [{}, {"warps": 2}])
    src = Source("two.kgen", TWO)
    results = T.tune_source(src, target="sm_80", device="sim", sizes={"N": 4096})
    assert [r.kernel for r in results] == ["a", "b"]
    assert all(t.status == "ok" for r in results for t in r.trials)
    (only_b,) = T.tune_source(src, target="sm_80", device="sim", sizes={"N": 4096}, kernel="b")
    blocks = {t.block for t in only_b.trials}
    # b's own `vector 2` stays in every block; a's tuning never touches b's schedule.
    assert blocks == {"schedule b on sm_80 { vector 2 }",
                      "schedule b on sm_80 { vector 2; warps 2 }"}
