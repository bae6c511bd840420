"""Internal errors an outside run of generated kernels found (issue 8), each pinned here.

1. s_waitcnt past the counter's width. A CDNA GEMM whose K slices are staged element by element
   (K not a multiple of 8) issues one global_load_ushort per element: a 64 x 64 x 32 tile on one
   wave is 64 loads per lane, a 128 x 128 x 32 tile on two waves 128. The AMD emitter forgot a
   load once 63 more had been issued after it (as if the 6-bit vmcnt could not count further), so
   the first ds_write read a VGPR still being loaded: verify_amd refused the text, and the
   emulator reports a stale read. The examples compile and run against NumPy at ragged sizes
   with their own schedules and on one wave.
2. Running out of registers on AMD (kgen does not spill) is a RegisterPressureError: a
   ScheduleError at the schedule's or the kernel's tile, with the counts as attributes; a
   product whose accumulators cannot fit a thread is refused earlier, as a plan, at the
   accumulator, naming the schedule that set the tile.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT, compile_text, emulate_example, example_source
from kgen.emitters import amdgcn
from kgen.emitters.amdgcn import waitcnt
from kgen.errors import RegisterPressureError, ScheduleError
from kgen.verify.amd import verify_waits
from test_schedule import assert_close

AMD = ("gfx90a", "gfx942")
GEMMS = ("gemm_bf16", "gemm_f16", "gemm_bt")
# (K, M, N): K in 1, 7, 8, 9, 33, 65 (8 takes the 16-byte path, the rest the element-wise one),
# M and N ragged against every tile; (33, 127, 40) is the size the outside run failed at.
SIZES = ((33, 127, 40), (1, 17, 1), (7, 1, 17), (65, 17, 127), (8, 127, 17), (9, 1, 1))


# ---- 1. s_waitcnt past the counter's width ------------------------------------------------------

def _inst(text: str, defs: tuple[int, ...] = (), uses: tuple[int, ...] = ()) -> amdgcn.PInst:
    """A physical instruction on VGPRs (bit r is v<r>)."""
    op = text.split()[0]
    return amdgcn.PInst(text, op, sum(1 << r for r in defs), sum(1 << r for r in uses),
                        kind=waitcnt._kind(op))


def _waits_before(stream: list[amdgcn.PInst], text: str) -> list[str]:
    out = amdgcn.insert_waits(stream)
    i = next(i for i, p in enumerate(out) if p.text == text)
    waits = []
    while i and out[i - 1].op == "s_waitcnt":
        i -= 1
        waits.append(out[i].text)
    verify_waits("k:\n" + "\n".join(p.text for p in out) + "\n", "k")
    return waits


@pytest.mark.parametrize("loads", [62, 63, 64, 100])
def test_a_load_stays_in_flight_past_vmcnt_width(loads):
    # v<i> <- global load i; v200 = v0 + v0. With 63 or more loads after the first, the
    # hardware counter may have saturated: only vmcnt(62) proves the first one back.
    stream = [_inst(f"global_load_dword v{i}, v250, s[0:1]", defs=(i,), uses=(250,))
              for i in range(loads)]
    stream.append(_inst("v_add_f32 v200, v0, v0", defs=(200,), uses=(0,)))
    assert _waits_before(stream, "v_add_f32 v200, v0, v0") == \
        [f"s_waitcnt vmcnt({min(loads - 1, 62)})"]


@pytest.mark.parametrize("reads", [15, 16, 40])
def test_an_lds_read_stays_in_flight_past_lgkmcnt_width(reads):
    stream = [_inst(f"ds_read_b32 v{i}, v250", defs=(i,), uses=(250,)) for i in range(reads)]
    stream.append(_inst("v_add_f32 v200, v0, v0", defs=(200,), uses=(0,)))
    assert _waits_before(stream, "v_add_f32 v200, v0, v0") == \
        [f"s_waitcnt lgkmcnt({min(reads - 1, 14)})"]


def _kernel(example: str) -> str:
    text = example_source(example).text
    return text[:text.index("\nschedule")] if "\nschedule" in text else text


@pytest.mark.parametrize("waves", [None, 1], ids=["own-schedule", "waves-1"])
@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_specialised_gemm_matches_numpy_on_the_emulator(example, target, waves):
    src = example_source(example).text if waves is None else \
        _kernel(example) + f"\nschedule {example} on {target} {{ waves {waves} }}\n"
    if waves == 1 and example == "gemm_bf16":
        # 128 x 128 accumulators on one wave, 256 a lane: refused as a plan, clearly.
        with pytest.raises(ScheduleError, match="holds 256 elements per thread"):
            compile_text(src, target, name=f"examples/{example}.kgen")
        return
    for K, M, N in SIZES:
        sizes = {"K": K, "M": M, "N": N}
        c = compile_text(src, target, name=f"examples/{example}.kgen", specialize=sizes)
        got, want, _ = emulate_example(c.asm, c.functions[0], target, example, sizes)
        for name, w in want.items():
            assert_close(got[name], w, f"{example} on {target}, waves {waves}, {sizes}: {name}")


# ---- 2. register pressure -----------------------------------------------------------------------

SOFTMAX_M2 = ("kernel softmax(x: f32[M, N], y: f32[M, N]) {\n"
              "    tile m: 2, n: all\n"
              "    e = exp(x[m, n] - max(x[m, n], axis=n))\n"
              "    y[m, n] = e / sum(e, axis=n)\n"
              "}\n"
              "schedule softmax on gfx942 { waves 4; vector 4 }\n")

# 256 x 128 f32 accumulators on one wave: 512 AGPRs per lane, twice what a wave has.
GEMM_WIDE = ("kernel g(a: f16[M, K], b: f16[K, N], c: f32[M, N]) {\n"
             "    tile m: 64, n: 64, k: 32\n"
             "    acc = zeros(f32, m, n)\n"
             "    for kk in k {\n"
             "        acc += a[m, kk] @ b[kk, n]\n"
             "    }\n"
             "    c[m, n] = acc\n"
             "}\n"
             "schedule g on gfx942 { tile m: 256, n: 128, k: 32; waves 1 }\n")


@pytest.mark.parametrize("target", AMD)
def test_softmax_two_rows_per_program_compiles_and_matches(target):
    """The fuzz finding itself: `tile m: 2` needed 153 VGPRs under the row-shape scheduler;
    the layout lowering holds both rows in one chunk (retrying with fewer elements per thread
    if a wave ran out), and the result matches the evaluator on the emulator."""
    from kgen.tools.run import run_source
    from kgen.source import Source
    (report,) = run_source(Source("t.kgen", SOFTMAX_M2), device="sim", target=target,
                           sizes={"M": 5, "N": 333})
    assert report.ok and report.checks, report


@pytest.mark.parametrize("target", AMD)
def test_register_pressure_is_an_error_at_the_tile_with_counts(target, monkeypatch):
    """When no chunk fits (here: a wave with 12 VGPRs), the error stands at the tile."""
    from kgen.emitters.amdgcn import regalloc
    monkeypatch.setattr(regalloc, "ARCH_VGPRS", 12)
    with pytest.raises(RegisterPressureError) as e:
        compile_text(SOFTMAX_M2, target)
    err = e.value
    assert isinstance(err, ScheduleError)
    assert (err.span.line, err.span.col) == (2, 5)          # the kernel's `tile m: 2, n: all`
    assert err.kernel == "softmax" and err.over
    assert all(err.needed[f] > err.limits[f] for f in err.over)
    assert err.limits == {"VGPR": 12, "AGPR": 256, "SGPR": 96}
    assert err.sgprs == err.needed["SGPR"] and err.vgprs == err.needed["VGPR"]
    assert "`tile m: 2`" in err.hint
    if target == "gfx942":     # its schedule sets the vector width: named and pointed at
        assert "`vector 4`" in err.hint
        assert err.notes == ("t.kgen:6:39: the schedule for gfx942 sets `vector 4`",)
    else:                      # no schedule for gfx90a: the hint says where one would go
        assert "`schedule softmax on gfx90a { ... }`" in err.hint


def test_accumulators_too_large_for_a_wave_are_refused_at_the_value():
    """256 x 128 f32 accumulators on one wave (512 a lane): the product lowering refuses the
    plan at the accumulator, before any register is allocated, with the counts, the way out,
    and where the schedule set the tile."""
    with pytest.raises(ScheduleError) as e:
        compile_text(GEMM_WIDE, "gfx942")
    err = e.value
    assert (err.span.line, err.span.col) == (3, 11)         # acc = zeros(f32, m, n)
    assert "holds 512 elements per thread (256 x 128 over 64 threads)" in err.message
    assert "more warps" in err.hint and "`waves N`" in err.hint
    assert err.notes == ("t.kgen:9:1: the schedule for gfx942 sets the tile and the block",)


def _kgen(*args: str, cwd) -> subprocess.CompletedProcess:
    # This checkout's kgen, whichever one an editable install points at.
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "kgen.cli", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_cli_register_pressure_diagnostic(tmp_path):
    (tmp_path / "wide.kgen").write_text(GEMM_WIDE)
    r = _kgen("compile", "wide.kgen", "-t", "gfx942", cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    lines = r.stderr.splitlines()
    assert lines[0] == ("wide.kgen:3:11: error: this value over (m, n) holds 512 elements "
                        "per thread (256 x 128 over 64 threads); at most 128 fit beside the "
                        "rest"), r.stderr
    assert lines[1] == "        acc = zeros(f32, m, n)"
    assert lines[2] == "    " + " " * 10 + "^" * len("zeros(f32, m, n)")
    assert "wide.kgen:9:1: the schedule for gfx942 sets the tile and the block" in r.stderr
    assert lines[-1] == "hint: use smaller tiles, or more warps (`warps N` / `waves N`)"
    assert "Traceback" not in r.stderr and "internal compiler error" not in r.stderr
