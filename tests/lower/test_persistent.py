"""Persistent programs (the schedule's `persistent [N]`, kgen/lower/plan.py `Persistent`): at
most N programs, each looping over tiles p, p + P, ...; the programs launched come as a hidden
argument. On sm_90a the warp roles' mbarrier ring carries from tile to tile (the producer
streams a tile's operands while the consumers store the one before), which verify_mbarriers
proves and the emulator runs; a ring that leaves a slot held at a tile's end is refused."""

from __future__ import annotations

import pytest

from conftest import compile_text
from kgen.errors import CheckError, CompilerBug
from kgen.lir import ops as L
from kgen.source import Source
from kgen.target.targets import MACHINES, TARGETS
from kgen.tools.run import run_source

GEMM = """kernel g(a: bf16[M, K], b: bf16[K, N], c: bf16[M, N]) {{
    tile m: {tm}, n: 64, k: 64
    acc = zeros(f32, m, n)
    for kk in k {{
        acc += a[m, kk] @ b[kk, n]
    }}
    c[m, n] = bf16(acc)
}}
{schedules}
"""


def _gemm(option: str, tm: int = 128) -> str:
    return GEMM.format(tm=tm, schedules="\n".join(f"schedule g on {t} {{ {option} }}"
                                                  for t in TARGETS))


def _matches(src: str, target: str, sizes: dict) -> None:
    reports = run_source(Source("g.kgen", src), device="sim", target=target, sizes=sizes)
    bad = [(r.kernel, c) for r in reports for c in r.checks if not c.ok]
    assert reports and all(r.checks for r in reports) and not bad, bad


def test_the_launch_is_capped_and_the_programs_come_as_an_argument():
    out = compile_text(_gemm("persistent 3"), "sm_80")
    fn = out.functions[0]
    assert fn.programs == 3
    assert [p.kind for p in fn.params][-1] == "programs"
    # 300 x 200 in 128 x 64 tiles: 3 x 4 = 12 tiles on 3 programs; 1 tile: 1 program.
    assert L.grid_dims(fn, {"M": 300, "N": 200, "K": 64}) == (3, 1, 1)
    assert L.grid_dims(fn, {"M": 100, "N": 60, "K": 64}) == (1, 1, 1)
    text = "\n".join(out.plans[0].describe())
    assert "persistent: at most 3 programs (the schedule's `persistent 3`)" in text
    loops = [n for n in fn.body if isinstance(n, L.Loop)]
    assert len(loops) == 1 and "persistent" in loops[0].note


def test_without_n_one_program_per_sm_of_the_machine():
    for target in ("sm_90a", "gfx942"):
        fn = compile_text(_gemm("persistent"), target).functions[0]
        assert fn.programs == MACHINES[target].units
    # The hidden argument never takes a name the kernel uses (here a dimension's).
    src = GEMM.format(tm=64, schedules="schedule g on sm_80 { persistent 2 }").replace(
        "[M, K]", "[programs, K]").replace("[M, N]", "[programs, N]")
    fn = compile_text(src, "sm_80").functions[0]
    names = [p.name for p in fn.params]
    assert names.count("programs") == 1 and fn.params[-1].kind == "programs" and \
        fn.params[-1].name != "programs"
    _matches(src, "sm_80", {"programs": 150, "N": 130, "K": 72})


@pytest.mark.parametrize("target", list(TARGETS))
def test_a_persistent_gemm_matches_with_ragged_tiles_and_uneven_shares(target):
    # 300 x 200 in 128 x 64 tiles: 3 x 4 = 12 tiles, the last row and column ragged; 5
    # programs take 3, 3, 2, 2, 2 tiles, so every program crosses tiles and some end early.
    _matches(_gemm("persistent 5"), target, {"M": 300, "N": 200, "K": 136})


def test_sm90a_warp_roles_carry_the_ring_from_tile_to_tile():
    # One consumer warpgroup (64-row tiles) on the TMA ring: K = 200 is four steps of 64, a
    # round of four stages and none past it; K = 136 three steps, one turn a tile.
    src = _gemm("persistent 2", tm=64)
    fn = compile_text(src, "sm_90a").functions[0]
    released = [i for i in _ifs(fn.body) if "the loop's last iteration read stage" in i.note]
    assert len(released) == 2 * 4        # each version's K loop, a branch per stage
    assert all(n.op == "mbar_arrive" for i in released for n in i.then)
    for k in (256, 136, 520):
        _matches(src, "sm_90a", {"M": 200, "N": 136, "K": k})


def _ifs(body):
    for n in body:
        if isinstance(n, L.If):
            yield n
            yield from _ifs(n.then + n.else_)
        elif isinstance(n, L.Loop):
            yield from _ifs(n.body)


def test_a_ring_that_keeps_its_last_slot_at_a_tile_end_is_refused(monkeypatch):
    # Without the release after an asynchronous loop, the next tile's producer waits forever
    # for the slot the last step read: verify_mbarriers must see the deadlock.
    from kgen.passes import specialize
    monkeypatch.setattr(specialize._Rewrite, "release_last", lambda self, out, p, lead: None)
    with pytest.raises(CompilerBug, match="mbarrier deadlock"):
        compile_text(_gemm("persistent 2", tm=64), "sm_90a")


@pytest.mark.parametrize("option, message", [
    ("persistent 0", "a persistent launch of 1 to 65535 programs, got 0"),
    ("persistent 4 4", "expected `persistent` or `persistent N`"),
    ("persistent all", "expected `persistent` or `persistent N`"),
])
def test_persistent_option_errors_are_located(option, message):
    with pytest.raises(CheckError, match=message) as e:
        compile_text(GEMM.format(tm=128, schedules=f"schedule g on sm_80 {{ {option} }}"),
                     "sm_80")
    assert e.value.span.line == 9 and e.value.hint


def test_a_memory_bound_kernel_runs_persistent():
    src = ("kernel v(x: f32[N], y: f32[N]) {\n    tile n: 256\n    y[n] = x[n] * 2.0\n}\n"
           "schedule v on gfx90a { persistent 3 }\n")
    _matches(src, "gfx90a", {"N": 2000})


def test_attention_runs_persistent_on_sm90a():
    # Four kernels: the causal ones' key loops end at a horizon that grows with the query
    # tile (longest first), so a program's tiles run different numbers of steps on one ring.
    src = open("examples/attention.kgen").read()
    for k in ("attention", "attention_causal", "attention_d128", "attention_causal_d128"):
        src = src.replace(f"schedule {k} on sm_90a {{", f"schedule {k} on sm_90a {{ persistent 3;")
    assert src.count("persistent 3;") == 4
    _matches(src, "sm_90a", {"B": 1, "H": 2, "S": 300, "T": 300})


def test_the_timeline_of_a_persistent_kernel_draws_one_tile_a_program(tmp_path):
    """`--emit timeline` runs the ring's skeleton with the programs launched given (one tile a
    program); without them its tile loop divided by zero and ran 2^32 trips (a hang)."""
    import subprocess
    import sys
    src = tmp_path / "g.kgen"
    src.write_text(_gemm("persistent 3", tm=64))
    r = subprocess.run([sys.executable, "-m", "kgen", "compile", str(src), "-t", "sm_90a",
                        "--emit", "timeline"], capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr
    assert "persistent: at most 3 programs" in r.stdout and "producer" in r.stdout


def test_a_consumer_that_hands_a_turned_slot_back_unwaited_deadlocks_on_the_emulator():
    """The consumers' FULL wait before they hand back a slot the ring turns past the loop's
    end: without its spin loop they may hand slot 1 back before the producer waits for it, its
    EMPTY barrier completes two phases first, and the producer's parity then reads as not yet
    complete. The emulator lets the warps waiting on an mbarrier run as soon as a TMA copy is
    issued (kgen/sim/ptx_sync.py `_tma_load`), so the consumers get there first: caught."""
    import re
    from kgen.sim.core import BarrierDeadlock
    src = _gemm("persistent 3")
    c = compile_text(src, "sm_90a")
    lines = c.asm.splitlines(keepends=True)
    at = next(i for i, ln in enumerate(lines) if "stage 1 turned empty" in ln)
    assert re.match(r"\s*@!%p\d+ bra \$L\w+;", lines[at + 1])       # the spin loop
    mutated = "".join(lines[:at + 1] + lines[at + 2:])
    c.asm = mutated
    with pytest.raises(BarrierDeadlock):
        _run_text(c, {"M": 556, "N": 264, "K": 520})
    c.asm = "".join(lines)
    _run_text(c, {"M": 556, "N": 264, "K": 520})     # the kernel itself runs clean


def _run_text(c, sizes: dict) -> None:
    from kgen.runtime.device import SimDevice
    from kgen.tools.run import evaluate_written, launch_and_check, make_inputs
    k, fn = c.kernels[0], c.functions[0]
    inputs = make_inputs(k, sizes, 0)
    _, checks = launch_and_check(SimDevice(), c, fn, k, inputs, sizes,
                                 evaluate_written(k, inputs, sizes))
    assert checks and all(ch.ok for ch in checks)
