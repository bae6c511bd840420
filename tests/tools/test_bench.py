"""`kgen bench`: the emulator's counters (instruction kinds, global and shared bytes, bank
wavefronts), occupancy and the labelled estimates; the GPU path over the cuda.core stand-in
(tests/cuda_standin.py); the CLI's tables and exit codes; the progress display."""

from __future__ import annotations

import io
import re

import numpy as np
import pytest
from typer.testing import CliRunner

from conftest import example_source
from kgen.cached import compile_cached
from cuda_standin import EmulatedCuda, use_ptx_as_cubin
from kgen.tools.bench import (KIND_NAMES, bench_source, kind_of, occupancy, roofline, work)
from kgen.cli import app
from kgen.runtime.cuda import CudaDevice
from kgen.sim.counters import wavefronts
from kgen.target.targets import MACHINES, TARGETS

runner = CliRunner()


def _cell(output: str, measure: str) -> list[str]:
    """The cells of a row of a bench table, by its first column."""
    line = next(line for line in output.splitlines() if line.startswith(f"│ {measure} "))
    return [c.strip() for c in line.strip("│").split("│")][1:]


def _int(cell: str) -> int:
    return int(cell.replace(",", "").split()[0])


# ---- the emulator bench, through the command line ------------------------------------------------

def test_vadd_moves_exactly_its_compulsory_bytes_on_the_emulator():
    n = 5000
    r = runner.invoke(app, ["bench", "examples/vadd.kgen", "-t", "sm_80", "--device", "sim",
                            "--size", f"N={n}"])
    assert r.exit_code == 0, r.output
    out = r.output
    assert "no GPU timed this" in out and "not a measurement" in out
    for measure in ("sizes", "result vs float64 evaluator", "programs x threads",
                    "warp instructions per program", "  global load", "  global store",
                    "global bytes read (emulated)", "global bytes written (emulated)",
                    "compulsory bytes (read + written)", "shared wavefronts per program (ideal)",
                    "registers per thread (assembler)", "occupancy (per SM; AMD: waves per SIMD)",
                    "estimate: floor (compulsory bytes, FLOPs)", "estimate: machine"):
        assert _cell(out, measure), measure
    read = _int(_cell(out, "global bytes read (emulated)")[0])
    written = _int(_cell(out, "global bytes written (emulated)")[0])
    assert (read, written) == (2 * 4 * n, 4 * n)          # x and y read once, out written once
    assert read + written == 3 * 4 * n
    assert _cell(out, "compulsory bytes (read + written)")[0] == f"{8 * n:,} + {4 * n:,}"
    assert "match" in _cell(out, "result vs float64 evaluator")[0]
    assert _cell(out, "estimate: machine")[0] == MACHINES["sm_80"].product
    # The roofline floor is the compulsory bytes at the A100's peak bandwidth.
    floor = float(_cell(out, "estimate: floor (compulsory bytes, FLOPs)")[0].split()[0])
    assert floor == pytest.approx(12 * n / 2039e9 * 1e6, rel=1e-2)


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
def test_counts_add_up(target):
    # rows longer than every short-row variant's (kgen.lower.plan.short_rows): a block a row
    rep = bench_source(example_source("softmax"), device="sim", target=target,
                       sizes={"M": 3, "N": 2053})
    (r,) = rep.rows
    assert r.ok and r.blocks == 3 and r.function == "softmax"
    assert sum(r.kinds.values()) == r.instructions          # every instruction has one kind
    assert set(r.kinds) <= set(KIND_NAMES)
    # softmax reads x in each of its phases (rows are walked in chunks): at least once
    assert r.global_read >= 3 * 2053 * 4 and r.global_written == 3 * 2053 * 4
    assert r.shared_read > 0 and r.shared_written > 0       # the cross-warp reductions
    assert r.wavefronts >= r.ideal_wavefronts > 0
    assert r.registers and r.occupancy is not None and 0 < r.occupancy.fraction <= 1
    assert r.estimate.us <= r.prediction.us                # the floor is a floor


def test_a_product_counts_flops_and_matrix_instructions():
    rep = bench_source(example_source("gemm_bf16"), device="sim", target="sm_80",
                       sizes={"M": 64, "N": 64, "K": 64})
    (r,) = rep.rows
    assert r.ok and r.work.flops == 2 * 64 * 64 * 64
    assert r.kinds["matrix"] > 0 and r.kinds["async copy"] > 0
    assert r.work.product_dtype == "bf16"


def test_bank_conflicts_under_the_model():
    lanes = np.arange(32)
    assert wavefronts(lanes * 4, 4, lanes) == (1, 1)              # one word per bank
    assert wavefronts(lanes * 128, 4, lanes) == (32, 1)           # every lane in bank 0
    assert wavefronts(np.zeros(32, np.int64), 4, lanes) == (1, 1)  # a broadcast
    assert wavefronts(lanes * 16, 16, lanes) == (4, 4)            # 16 B: four 8-lane phases
    assert wavefronts(lanes * 8, 4, lanes) == (2, 1)              # stride 2 words: 2-way
    assert wavefronts(lanes * 4, 4, lanes[:5]) == (1, 1)          # inactive lanes cost nothing


def test_instruction_kinds():
    assert kind_of("ld.global.v4.f32") == "global load"
    assert kind_of("global_store_dwordx4") == "global store"
    assert kind_of("cp.async.cg.shared.global") == "async copy"
    assert kind_of("cp.async.wait_group") == "sync and waits"
    assert kind_of("ldmatrix.sync.aligned.m8n8.x4.shared.b16") == "shared memory"
    assert kind_of("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32") == "matrix"
    assert kind_of("v_mfma_f32_32x32x8_bf16") == "matrix"
    assert kind_of("ex2.approx.f32") == "special function"
    assert kind_of("v_add_f32") == kind_of("add.rn.f32") == "float ALU"
    assert kind_of("add.u32") == kind_of("v_add_u32") == "integer ALU"
    assert kind_of("s_add_u32") == "scalar ALU"


def test_occupancy_by_its_limits():
    sm80, gfx942 = TARGETS["sm_80"], TARGETS["gfx942"]
    # 36 registers: 1,152 per warp, allocated as 1,280; 65,536 / 1,280 = 51 warps = 6 blocks of 8.
    o = occupancy(sm80, 256, 36, 64)
    assert (o.blocks, o.warps, o.limited_by) == (6, 48, "registers")
    o = occupancy(sm80, 256, 16, 64)
    assert (o.blocks, o.warps, o.limited_by) == (8, 64, "warps")
    o = occupancy(sm80, 128, 32, 100 * 1024)
    assert (o.blocks, o.limited_by) == (1, "shared memory")
    o = occupancy(gfx942, 256, 92, 40 * 1024)           # 40 KiB of 64 KiB LDS: one workgroup
    assert (o.blocks, o.limited_by) == (1, "LDS")
    o = occupancy(gfx942, 256, 17, 32)
    assert (o.blocks, o.warps, o.limited_by) == (8, 8, "waves")


def test_machine_table_is_consistent_with_its_sources():
    """The dense matrix peak of each datasheet is units x clock x a per-unit rate that is a power
    of two (the whitepapers' FLOP per clock per SM or CU): the cited numbers agree."""
    for name, m in MACHINES.items():
        assert name in TARGETS and m.product
        per_clock = m.matrix("bf16") * 1e12 / (m.units * m.clock_mhz * 1e6)
        assert per_clock == pytest.approx(2 ** round(np.log2(per_clock)), rel=2e-3), name
        # an 8-bit float the target multiplies: twice the 16-bit rate on every datasheet
        for fmt in TARGETS[name].fp8:
            assert m.matrix(fmt) == pytest.approx(2 * m.matrix("bf16"), rel=2e-3), (name, fmt)
        assert m.dram_gbs > 1000 and m.issue_per_clock in (1, 4)
    src = open("kgen/target/targets.py").read()
    for words in ("A100 Tensor Core GPU\" datasheet", "H100\n    # Tensor Core GPU\" datasheet",
                  "MI210 Accelerator\" datasheet", "MI300X Accelerator\" datasheet"):
        assert words in src


def test_work_and_roofline():
    c = compile_cached(example_source("gemm_bf16"), "sm_90a", stop="ir")
    w = work(c.kernels[0], {"M": 4096, "N": 4096, "K": 4096})
    assert w.flops == 2 * 4096 ** 3 and w.bytes_read == 2 * 2 * 4096 ** 2 + 4 * 4096
    e = roofline("sm_90a", w.bytes, w.flops, "bf16")
    assert e.bound == "matrix" and e.us == pytest.approx(2 * 4096 ** 3 / 989.4e12 * 1e6)
    # 8-bit products have a peak of their own (before: none, and no matrix term at all)
    c8 = compile_cached(example_source("gemm_fp8"), "sm_90a", stop="ir")
    w8 = work(c8.kernels[0], {"M": 4096, "N": 4096, "K": 4096})
    assert w8.product_dtype == "e4m3"
    e8 = roofline("sm_90a", w8.bytes, w8.flops, w8.product_dtype)
    assert e8.bound == "matrix" and e8.us == pytest.approx(2 * 4096 ** 3 / 1978.9e12 * 1e6)


def test_a_table_read_through_gathers_counts_the_rows_gathered():
    # An embedding reads B*T rows of wte, not all V of them (the H200 table had it at 1.72 of
    # the copy bandwidth while the whole table was counted); rope's x[.., 2i] and x[.., 2i + 1]
    # together read all of x, once.
    c = compile_cached(example_source("embedding"), "sm_90a", stop="ir")
    B, T, V, C = 8, 1024, 50257, 768
    w = work(c.kernels[0], {"B": B, "T": T, "V": V, "C": C})
    assert w.bytes_read == 4 * (B * T + B * T * C + T * C) and w.bytes_written == 4 * B * T * C
    c = compile_cached(example_source("rope"), "sm_90a", stop="ir")
    w = work(c.kernels[0], {"T": 64, "NH": 4, "D": 128, "P": 64})
    assert w.bytes_read == 4 * (64 * 4 * 128 + 2 * 64 * 64)


def test_counting_is_off_unless_asked():
    from kgen.runtime.device import SimDevice
    from kgen.tools.run import make_inputs, poisoned_outputs
    from kgen.sim import Stats
    c = compile_cached(example_source("vadd"), "sm_80")
    k, fn = c.kernels[0], c.functions[0]
    stats = Stats()
    args = {**make_inputs(k, {"N": 100}, 0), **poisoned_outputs(k, {"N": 100})}
    SimDevice().run(c, fn, args, {"N": 100}, stats=stats)
    assert stats.counters is None and stats.instructions > 0 and stats.blocks == 1


# ---- exit codes and diagnostics -----------------------------------------------------------------

@pytest.mark.parametrize("args, message", [
    (["bench", "examples/nope.kgen"], "no such file: examples/nope.kgen"),
    (["bench", "examples/vadd.kgen", "--size", "N=x"], "--size expects NAME=POSITIVE_INTEGER"),
    (["bench", "examples/vadd.kgen", "--size", "N=2147483648"], "below 2^31"),
    (["bench", "examples/vadd.kgen", "-t", "sm_99", "--device", "sim"], "unknown target 'sm_99'"),
    (["bench", "examples/vadd.kgen", "--device", "hip"], "do not time on HIP devices yet"),
])
def test_bad_input_is_a_diagnostic_and_exit_1(args, message):
    r = runner.invoke(app, args)
    assert r.exit_code == 1 and message in r.output and "Traceback" not in r.output


def test_all_targets_on_the_emulator_in_one_table():
    r = runner.invoke(app, ["bench", "examples/vadd.kgen", "-t", "all", "--device", "sim",
                            "--size", "N=300"])
    assert r.exit_code == 0, r.output
    header = next(line for line in r.output.splitlines() if "measure" in line)
    # a narrow terminal wraps the header cells ("sm_80" over "vadd"): their first words
    assert [c.split()[0] for c in header.strip("┃").split("┃")[1:]] == list(TARGETS)
    reads = _cell(r.output, "global bytes read")
    assert reads == ["2,400"] * len(TARGETS)            # the same bytes on every target


# ---- the GPU path, over the stand-in -------------------------------------------------------------

def _standin(monkeypatch, cc=(8, 0), corrupt=False):
    use_ptx_as_cubin(monkeypatch)
    sc = EmulatedCuda(cc=cc, corrupt=corrupt)
    dev = CudaDevice(core=sc.core, driver=sc.driver)
    import kgen.runtime.device
    monkeypatch.setattr(kgen.runtime.device, "_cuda_device", lambda: dev)
    return dev, sc


def test_gpu_bench_times_against_the_copy_peer(monkeypatch):
    dev, sc = _standin(monkeypatch)
    rep = bench_source(example_source("vadd"), device="cuda", sizes={"N": 4096}, reps=3,
                       warmup=2)
    (r,) = rep.rows
    assert r.ok and r.peer == "device copy" and r.reps == 3 and len(r.times_ms) == 3
    # The stand-in's events read 0.5 ms per launch: a check launch, 2 warm-ups, 3 timed.
    assert r.median_ms == 0.5 and sum(1 for n, _, _ in sc.launches if n == "vadd") == 6
    assert r.work.bytes == 3 * 4 * 4096
    assert r.gbs == pytest.approx(3 * 4 * 4096 / 0.5e-3 / 1e9)
    assert r.ratio == pytest.approx(1.0)                # the copy also reads 0.5 ms


def test_gpu_bench_command_table_and_a_product_without_torch(monkeypatch):
    _standin(monkeypatch, cc=(9, 0))
    r = runner.invoke(app, ["bench", "examples/gemm_bf16.kgen", "--device", "cuda",
                            "--size", "M=64", "--size", "N=64", "--size", "K=64", "--reps", "2"])
    assert r.exit_code == 0, r.output
    for col in ("median ms", "min ms", "max ms", "GB/s", "TFLOP/s", "peer", "peer/kgen"):
        assert col in r.output
    assert "device: cuda: emulated stand-in (compute capability 9.0)" in r.output
    row = next(line for line in r.output.splitlines() if "gemm_bf16" in line and "match" in line)
    assert "torch.matmul" in row
    try:
        import torch  # noqa: F401
    except ImportError:
        assert "PyTorch is not installed: peer not measured" in r.output


def test_a_gpu_result_that_differs_fails_the_bench(monkeypatch):
    _standin(monkeypatch, corrupt=True)
    r = runner.invoke(app, ["bench", "examples/vadd.kgen", "--device", "cuda", "--size",
                            "N=4096", "--reps", "2"])
    assert r.exit_code == 1 and "MISMATCH" in r.output


# ---- progress ------------------------------------------------------------------------------------

def test_progress_shows_on_a_terminal_only():
    from rich.console import Console
    from kgen.tools.progress import Bars
    src = example_source("softmax")
    quiet = io.StringIO()
    with Bars(Console(file=quiet, force_terminal=False), delay=0.0) as p:
        bench_source(src, device="sim", target="sm_80", sizes={"M": 2, "N": 1029}, progress=p)
    assert quiet.getvalue() == ""
    shown = io.StringIO()
    with Bars(Console(file=shown, force_terminal=True, width=120), delay=0.0, refresh=0.01) as p:
        bench_source(src, device="sim", target="sm_80", sizes={"M": 8, "N": 4096}, progress=p)
    text = re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]", "", shown.getvalue())
    assert "sm_80 softmax: programs" in text and "warp instr/s" in text and "/8" in text


def test_tma_copies_count_the_bytes_inside_the_tensor():
    """sm_90a's TMA boxes: a box hanging past the tensor's edge reads only what is inside."""
    from kgen.tools.run import make_inputs, poisoned_outputs
    from kgen.runtime.device import SimDevice
    from kgen.sim import Stats
    from kgen.sim.counters import Counters
    c = compile_cached(example_source("gemm_bf16"), "sm_90a")    # tile 128 x 128 x 64
    k, fn = c.kernels[0], c.functions[0]
    sizes = {"M": 100, "N": 128, "K": 128}
    stats = Stats(counters=Counters())
    res = SimDevice().run(c, fn, {**make_inputs(k, sizes, 0), **poisoned_outputs(k, sizes)},
                          sizes, stats=stats)
    assert res.detail.startswith("gemm_bf16:")                  # the TMA variant, not fallback
    assert stats.counters.global_read["a"] == 100 * 128 * 2
    assert stats.counters.global_read["b"] == 128 * 128 * 2
    assert stats.counters.global_written["c"] == 100 * 128 * 2


def test_kgen_run_reports_progress_across_targets():
    from contextlib import contextmanager
    from kgen.tools.progress import Quiet
    from kgen.tools.run import run_source

    class Recorder(Quiet):
        def __init__(self):
            self.calls = []

        def targets(self, total):
            self.calls.append(("targets", total))

        def target_done(self):
            self.calls.append(("done",))

        @contextmanager
        def emulating(self, label, blocks, stats):
            self.calls.append(("emulating", label, blocks))
            yield
            assert stats.blocks == blocks                   # the Stats watched is the run's

    rec = Recorder()
    reports = run_source(example_source("vadd"), device="sim", target="all", sizes={"N": 5000},
                         progress=rec)
    assert all(r.ok for r in reports)
    n = len(TARGETS)
    assert rec.calls[0] == ("targets", n) and rec.calls.count(("done",)) == n
    assert ("emulating", "gfx942 vadd", 3) in rec.calls     # 5000 / 2048 -> 3 programs


def test_gpu_sizes_keep_rows_long_within_the_budget():
    """A [B, NH, T, T] tensor is cut along its outer dimensions first: rows of 4096 (the first
    rule halved T once per appearance and timed rows of 16), at most 2^25 elements."""
    import math
    from conftest import example_source
    from kgen.tools.bench import gpu_sizes
    k = compile_cached(example_source("causal_softmax"), "sm_80", stop="asm").kernels[0]
    sizes = gpu_sizes(k)
    assert sizes["T"] == 4096 and sizes["B"] * sizes["NH"] == 2
    assert max(math.prod(sizes[d.name] for d in t.shape) for t in k.tensors) <= 1 << 25


def test_without_an_assembler_the_amd_emitters_register_count_stands_in():
    """kgen bench and tune assemble first; where llvm-mc is missing, the counts the AMD
    emitter allocated (VGPRs, then AGPRs from a 4-aligned boundary) stand in."""
    from kgen.tools.bench import bench_sim
    c = compile_cached(example_source("vadd"), "gfx942")
    r = bench_sim(c, c.kernels[0], c.functions[0], {"N": 1000})
    res = c.resources[0]
    assert r.ok and r.registers == (-(-res.vgprs // 4) * 4 + res.agprs if res.agprs
                                    else res.vgprs)
    assert r.spills == 0
