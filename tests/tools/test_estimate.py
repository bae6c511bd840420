"""kgen.tools.estimate: the terms, the machine-code facts, the fit, and the constants' source."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from kgen.assemble.sass import SassFacts
from kgen.tools import estimate as E

ROOT = Path(__file__).resolve().parents[2]

STREAM = E.CodeFacts(issued_per_written=1.0, loads_per_round=2.0, serialized=False)


def _copy(n: int, **kw) -> E.Counts:
    """A copy of n f32: one 16-byte load and store a thread, 256 threads a program."""
    programs = n // 1024
    base = E.Counts("sm_90a", 256, 0, 32, programs, programs, 24.0 * 8 * programs,
                    8.0 * programs, 8.0 * n, 0.0, 0.0, 8 * n, 0, None, STREAM)
    return replace(base, **kw)


def test_a_large_copy_is_memory_bound_at_the_copy_bandwidth():
    n = 1 << 26
    p = E.predict(_copy(n))
    assert p.bound == "memory"
    dram = 8 * n / (3350e9 * E.CALIBRATION.dram_fraction) * 1e6
    assert p.terms["memory"] == pytest.approx(dram + 8 * n / (E.CALIBRATION.l2_tbs * 1e12) * 1e6)
    assert p.us == pytest.approx(E.CALIBRATION.launch_us + p.terms["memory"] + p.program_us)
    assert p.serial_us == pytest.approx(p.us + sum(p.terms.values()) - p.terms["memory"])
    assert E.predict(_copy(2 * n)).us > 1.9 * (p.us - p.launch_us)      # bytes scale time


def test_few_programs_that_walk_many_trips_are_latency_bound():
    """64 programs, each 512 trips of one load round: whatever the bytes, the trips wait."""
    c = _copy(1 << 16, programs=64, tiles=64, global_loads=64 * 8 * 512.0,
              code=replace(STREAM, loads_per_round=1.0))
    p = E.predict(c)
    assert p.bound == "latency"
    assert p.terms["latency"] == pytest.approx(512 * E.CALIBRATION.latency_ns * 1e-3)


def test_a_serialized_wgmma_pipeline_runs_at_the_fitted_fraction_of_peak():
    flops = 2 * 4096 ** 3
    c = replace(_copy(1 << 20), flops=flops, dtype="bf16", threads=384, shared_bytes=131072,
                registers=168)
    fast = E.predict(c).terms["matrix"]
    slow = E.predict(replace(c, code=replace(STREAM, serialized=True))).terms["matrix"]
    assert fast == pytest.approx(flops / 989.4e12 * 1e6)
    assert slow == pytest.approx(fast / E.CALIBRATION.serialized)


def test_special_functions_take_two_clocks_a_warp_instruction_on_hopper():
    """16 results a clock an SM (the CUDA guide's throughput table): a warp's 32 lanes, 2."""
    c = _copy(1 << 20, special=1e6)
    busiest = -(-c.programs // 132)
    want = 1e6 / c.programs * busiest * 2 / 1830e6 * 1e6
    assert E.predict(c).terms["special"] == pytest.approx(want)


def test_a_persistent_program_adds_one_tiles_latency_not_all_of_them():
    c = _copy(1 << 24)
    persistent = replace(c, programs=132, tiles=c.programs)
    assert E.predict(persistent).program_us == pytest.approx(E.predict(c).program_us)


def test_code_facts_read_the_ptx_and_the_sass():
    ptx = "\n".join([
        ".visible .entry k(", ".param .u64 p", ")", "{", "\t.reg .f32 %f<9>;",
        "\tld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];",
        "\tld.global.v4.f32 {%f5, %f6, %f7, %f8}, [%rd2];",
        "$L_loop:", "\t@%p1 ld.global.f32 %f1, [%rd3];   // a masked load",
        "\t@%p2 bra.uni $L_loop;", "\tst.global.f32 [%rd4], %f1;", "\tret;", "}"])
    sass = SassFacts("k", instructions=12, hgmma=4, full_waits=4, partial_waits=0)
    f = E.code_facts(ptx, "sm_90a", "k", sass)
    assert f.loads_per_round == 1.5                   # blocks of 2 and 1 loads
    assert f.issued_per_written == 12 / 6             # six PTX instructions
    assert f.serialized
    overlapped = replace(sass, partial_waits=2)
    assert not E.code_facts(ptx, "sm_90a", "k", overlapped).serialized


def test_amd_text_is_its_own_machine_code():
    text = "\n".join(["k:", "  global_load_dwordx4 v[0:3], v[4:5], off ; a load",
                      "  global_load_dwordx4 v[8:11], v[4:5], off offset:16",
                      "  s_waitcnt vmcnt(0)", "  s_endpgm", ".Lfunc_end0:"])
    f = E.code_facts(text, "gfx942", "k")
    assert (f.issued_per_written, f.loads_per_round, f.serialized) == (1.0, 2.0, False)


def test_fit_recovers_constants_that_made_the_times():
    """Times predicted by known constants, fitted from other starting constants: the fit finds
    constants that reproduce them (the loss is the fit's own measure of that)."""
    truth = replace(E.CALIBRATION, launch_us=3.0, latency_ns=700.0, l2_tbs=10.0)
    rows = [_copy(n) for n in (1 << 16, 1 << 20, 1 << 24)]
    rows.append(_copy(1 << 16, programs=64, tiles=64, global_loads=64 * 8 * 512.0,
                      code=replace(STREAM, loads_per_round=1.0)))
    data = [(c, E.predict(c, truth).us) for c in rows]
    got = E.fit(data, E.CALIBRATION)
    assert E.loss(got, data) < 1e-4 < E.loss(E.CALIBRATION, data)


def test_the_constants_are_the_recorded_fit():
    """CALIBRATION holds what benchmarks/estimate_error.py fitted on the recorded GPU times, as
    its saved table says: no constant is set by hand."""
    text = (ROOT / "benchmarks" / "results" / "estimate_error.txt").read_text()
    line = next(ln for ln in text.splitlines() if ln.startswith("fitted on all rows:"))
    fitted = dict(re.findall(r"(\w+) ([\d.e+-]+)", line.split(":", 1)[1]))
    assert set(fitted) == set(E.Calibration.FITTED)
    for name, value in fitted.items():
        assert getattr(E.CALIBRATION, name) == pytest.approx(float(value), rel=5e-3), name


def test_executed_flops_read_the_matrix_instructions_shapes():
    ops = {"mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32": 10,
           "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16": 8,   # two warpgroups' 4
           "v_mfma_f32_32x32x8_f16": 3, "ld.global.f32": 99,
           # a tcgen05.mma's shape is its descriptor's: the emulator counts each MMA it
           # performs under the shape, and every warp's issue under the mnemonic (no shape)
           "tcgen05.mma.m128n256k16": 5, "tcgen05.mma.cta_group::1.kind::f16": 20}
    assert E.executed_flops(ops) == (10 * 2 * 16 * 8 * 16 + 8 * 2 * 64 * 128 * 16 // 4
                                     + 3 * 2 * 32 * 32 * 8 + 5 * 2 * 128 * 256 * 16)


@pytest.mark.parametrize("target", ["sm_90a", "sm_80", "gfx942", "sm_100a"])
def test_a_gemms_executed_flops_are_its_products_at_whole_tiles(target):
    """At sizes that are whole tiles the products execute exactly 2 M N K: the emulator's count
    of matrix instructions and the shapes agree with the IR's work."""
    from kgen.tools.bench import bench_source
    from conftest import example_source
    rep = bench_source(example_source("gemm_bf16"), device="sim", target=target,
                       sizes={"M": 256, "N": 256, "K": 128})
    (r,) = rep.rows
    assert r.ok
    assert E.executed_flops(r.opcodes) == r.work.flops == 2 * 256 * 256 * 128
