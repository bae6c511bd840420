"""CDNA's 8-wave ping-pong (kgen.passes.pipeline, "Wave groups") under the general product lowering:
two groups of 4 waves, one s_barrier apart, whose MFMA phases (at s_setprio 1) alternate with
their memory phases, for every loop whose operands stream through registers. The three GEMM
examples with a 128 x 128 tile on gfx90a and gfx942, run in the emulator (LDS race detector,
stale reads, wait states) at ragged sizes against NumPy on both staging paths; the emitted
text; the rule that picks 8 waves; and planted bugs that the verifier or the emulator must
catch."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

import pytest

from conftest import emulate_example
from kgen.cached import compile_cached
from kgen.lir import ops as L
from kgen.passes.barriers import verify_group_barriers
from kgen.compiler import compile_source
from kgen.errors import CompilerBug, KgenError
from kgen.source import Source
from test_cdna_gemm import kernel_only
from test_schedule import assert_close

AMD = ("gfx90a", "gfx942")
GEMMS = ("gemm_bf16", "gemm_f16", "gemm_bt")


def source(example: str, target: str, schedule: str = "tile m: 128, n: 128, k: 32") -> Source:
    return Source(f"{example}.kgen", kernel_only(example) +
                  f"\nschedule {example} on {target} {{ {schedule} }}\n")


@lru_cache(maxsize=None)
def pingpong(example: str, target: str):
    return compile_cached(source(example, target), target)


@pytest.mark.parametrize("K", [200, 197])
@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_pingpong_matches_numpy_on_the_emulator(example, target, K):
    c = pingpong(example, target)
    fn = c.functions[0]
    assert fn.threads == 512
    got, want, stats = emulate_example(c.asm, fn, target, example, {"M": 200, "N": 136, "K": K})
    for name, w in want.items():
        assert_close(got[name], w, f"{example} on {target}, K={K}: {name}")
    # 2 x 2 blocks of 8 waves; the 6 whole 32-deep steps of K ping-pong (two s_setprio each),
    # with 16-byte loads (K = 200) or, rows off 16 bytes, element by element (K = 197); the
    # masked last step is staged in step.
    assert stats.setprio == 4 * 8 * 6 * 2


def _clusters(asm: str) -> list[list[str]]:
    """Runs of consecutive v_mfma lines, each with the line before and the line after."""
    lines = [ln.split(";")[0].strip() for ln in asm.splitlines()]
    lines = [ln for ln in lines if ln]
    out, i = [], 0
    while i < len(lines):
        if lines[i].startswith("v_mfma"):
            j = i
            while j < len(lines) and lines[j].startswith("v_mfma"):
                j += 1
            out.append(lines[i - 1:j + 1])
            i = j
        else:
            i += 1
    return out


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_mfma_clusters_run_at_raised_priority_between_barriers(example, target):
    asm = pingpong(example, target).asm
    # The ping-pong's clusters (the MFMAs of the masked last step run in step, unraised).
    clusters = [c for c in _clusters(asm) if c[0] == "s_setprio 1"]
    # 3 per ping-pong loop: the whole and ragged tile, each with 16-byte or element loads;
    # in the kernel and in its split-K part (kgen.lower.split), which takes the same schedule.
    assert len(clusters) == 2 * 12
    for c in clusters:
        assert c[-1] == "s_setprio 0", c
        assert len(c) - 2 == 8   # 2 k-pairs x 2 halves x (1 x 2) blocks
    assert re.search(r"\.max_flat_workgroup_size:\s+512", asm)
    assert ".amdhsa_kernel" in asm
    # Every MFMA cluster sits between two s_barrier (its hand-over in and out).
    code = [ln.split(";")[0].strip() for ln in asm.splitlines()]
    code = [ln for ln in code if ln and not ln.startswith("s_waitcnt")]
    for i, ln in enumerate(code):
        if ln == "s_setprio 1":
            assert code[i - 1] == "s_barrier"
        if ln == "s_setprio 0":
            assert code[i + 1] == "s_barrier"


def test_the_rule_picks_the_schedule():
    bf16 = "gemm_bf16"
    for sched, threads in (("tile m: 128, n: 128", 512), ("tile m: 256, n: 128, k: 16", 512),
                           ("tile m: 64, n: 64", 256), ("tile m: 128, n: 128; waves 4", 256),
                           ("tile m: 128, n: 64; waves 8", 512), ("tile m: 64, n: 128", 256)):
        c = compile_source(source(bf16, "gfx942", sched), "gfx942", stop="schedule")
        assert c.functions[0].threads == threads, sched
        grouped = any(n.op == "bar_group" for n in L.walk(c.functions[0].body))
        assert grouped == (threads == 512), sched
    # The example's own gfx schedules: gemm_bf16 takes the ping-pong, the 64 x 64 ones do not.
    from conftest import example_source
    for example, threads in (("gemm_bf16", 512), ("gemm_f16", 256), ("gemm_bt", 256)):
        for target in AMD:
            c = compile_cached(example_source(example), target, stop="schedule")
            assert c.functions[0].threads == threads


def test_schedule_listing_shows_groups_priorities_and_every_barrier():
    c = compile_source(source("gemm_bf16", "gfx942"), "gfx942", stop="schedule")
    text = c.text("schedule")
    assert "wave groups: 2; a bar_group is executed by one group only" in text
    assert "bar_group (group 1 only): group 1 starts one barrier behind" in text
    assert "bar_group (group 0 only): group 0 catches up" in text
    assert "setprio 1: MFMA phase" in text and "setprio 0: MFMA phase over" in text
    bars = [n for n in L.walk(c.functions[0].body) if n.op in ("bar", "bar_group")]
    head = text.split("\n\n")[0]     # the listing before the LIR
    assert head.count("\n    bar") == len(bars)


# ---- planted bugs ------------------------------------------------------------------------------

def _drop(nodes, pred, count: list) -> tuple:
    """nodes without the first instruction `pred` accepts (count[0] counts down to it)."""
    out = []
    for n in nodes:
        if isinstance(n, L.Inst):
            if pred(n):
                count[0] -= 1
                if count[0] == -1:
                    continue
            out.append(n)
        elif isinstance(n, L.If):
            out.append(replace(n, then=_drop(n.then, pred, count),
                               else_=_drop(n.else_, pred, count)))
        else:
            out.append(replace(n, body=_drop(n.body, pred, count)))
    return tuple(out)


def _without(fn: L.Function, pred, which: int = 0) -> L.Function:
    return replace(fn, body=_drop(fn.body, pred, [which]))


@pytest.mark.parametrize("which", range(4))
def test_verifier_catches_a_missing_hand_over_barrier(which):
    fn = pingpong("gemm_bf16", "gfx942").functions[0]
    verify_group_barriers(fn)
    broken = _without(fn, lambda n: n.op == "bar" and n.attrs[0].startswith("hand-over"),
                      which)
    with pytest.raises(CompilerBug, match="unordered shared-memory|MFMA phases"):
        verify_group_barriers(broken)


def test_verifier_catches_a_missing_group_offset():
    fn = pingpong("gemm_bf16", "gfx942").functions[0]
    late = _without(fn, lambda n: n.op == "bar_group" and n.attrs[0] == 0)
    with pytest.raises(CompilerBug, match="different numbers of barriers"):
        verify_group_barriers(late)
    # Without the offset (every bar_group gone, one pair at the very end so that the
    # function still has two groups) the groups run in step: their MFMA phases meet.
    tid = next(n.src[0] for n in L.walk(fn.body) if n.op == "bar_group")
    in_step = fn
    while any(n.op == "bar_group" for n in L.walk(in_step.body)):
        in_step = _without(in_step, lambda n: n.op == "bar_group")
    in_step = replace(in_step, body=in_step.body + tuple(
        L.Inst("bar_group", (), (tid,), (g, 2, "realign")) for g in (0, 1)))
    with pytest.raises(CompilerBug, match="MFMA phases of wave groups"):
        verify_group_barriers(in_step)


@pytest.mark.parametrize("target", AMD)
def test_emulator_catches_a_removed_hand_over_s_barrier(target):
    """The text with one hand-over s_barrier of the K loop deleted: the emulator's race
    detector (or its barrier accounting) must fail the run."""
    c = pingpong("gemm_bf16", target)
    lines = c.asm.splitlines()
    loop = next(i for i, ln in enumerate(lines) if re.match(r"\.L\w+_loop\d+:", ln))
    i = next(i for i in range(loop, len(lines)) if lines[i].split(";")[0].strip() == "s_barrier")
    broken = "\n".join(lines[:i] + lines[i + 1:]) + "\n"
    with pytest.raises(KgenError, match="not ordered by a barrier|deadlock|Deadlock"):
        emulate_example(broken, c.functions[0], target, "gemm_bf16",
                        {"M": 200, "N": 136, "K": 200})


def test_emulator_counts_s_setprio_and_checks_its_operand():
    c = pingpong("gemm_bf16", "gfx942")
    text = c.asm.replace("\ts_setprio 1", "\ts_setprio 4", 1)
    with pytest.raises(KgenError, match="s_setprio takes 0..3"):
        emulate_example(text, c.functions[0], "gfx942", "gemm_bf16", {"M": 8, "N": 8, "K": 8})
    # The counting itself: test_pingpong_matches_numpy_on_the_emulator.


# -- attention: 128 queries on 8 waves take 16-row MFMA tiles and the ping-pong ---------------

@lru_cache(maxsize=None)
def _attention(target: str):
    from conftest import example_source
    return compile_cached(example_source("attention"), target)


@pytest.mark.parametrize("target", AMD)
def test_attention_takes_16_row_tiles_and_the_ping_pong(target):
    """The example's CDNA schedule (tile s: 128; waves 8): with 32x32x8 each product's 32-row
    tiles would split the queries over 4 of the 8 waves and the keys over 2, so P would go
    through LDS and no step would be register-only; v_mfma_f32_16x16x16 keeps 16 whole rows
    a wave, so P is packed in the lanes that computed it and both d64 kernels' whole-chunk
    loops are the ping-pong. The d128 kernels too (32 keys a step): the queries are held in
    registers, so two stream slots of K and V fit in the LDS (kgen.lower.once)."""
    c = _attention(target)
    plans = {p.kernel: p for p in c.plans}
    for k in ("attention", "attention_causal", "attention_d128", "attention_causal_d128"):
        assert plans[k].threads == 512 and plans[k].matrix == "mfma.16x16x16"
        text = c.text("schedule").split(f"kernel {k} on")[1].split("\nkernel ")[0]
        assert "wave groups: 2" in text and "held in registers" in text and "opinv" not in text
        assert "stage 1" in text                     # K and V stream two slots deep
    mnemonic = "v_mfma_f32_16x16x16_bf16" if target == "gfx942" else \
        "v_mfma_f32_16x16x16bf16_1k"
    assert mnemonic in c.asm and "ping-pong, two steps per trip" in c.asm


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("S,T", [(130, 1), (128, 64), (70, 129), (130, 300)])
def test_ping_pong_attention_matches_at_every_key_count(target, S, T):
    """No whole key step, one (no full trip of two), a trip and a rest, trips and a rest, in
    whole and ragged tiles of queries, causal and not (the causal kernel's loops below its
    diagonal and on it): the ping-pong's prologue, odd tail and masked rest."""
    from kgen.tools.run import run_source
    from conftest import example_source
    reports = run_source(example_source("attention"), device="sim", target=target,
                         sizes={"B": 1, "H": 1, "S": S, "T": T})
    bad = [(r.kernel, ch) for r in reports for ch in r.checks if not ch.ok]
    assert len(reports) == 4 and not bad, bad


@pytest.mark.parametrize("target", AMD)
def test_emulator_catches_a_removed_hand_over_in_attention(target):
    """Attention's key loop with its first hand-over s_barrier deleted: the emulator refuses
    the run (an LDS race between one group's reads of a slot and the other's refill)."""
    from kgen.tools.golden import load_reference
    from kgen.tools.mutation import Subject
    from conftest import ROOT
    c = _attention(target)
    lines = c.asm.splitlines()
    loop = next(i for i, ln in enumerate(lines) if "ping-pong, two steps per trip" in ln)
    i = next(i for i in range(loop, len(lines)) if lines[i].split(";")[0].strip() == "s_barrier")
    sizes = {"B": 1, "H": 1, "S": 128, "T": 300}
    ref = load_reference(ROOT)
    inputs = ref.inputs("attention", sizes, seed=0)
    subject = Subject(ROOT, "attention", target, c, [(sizes, inputs,
                                                      ref.expected("attention", inputs), {})])
    subject.run(c.asm)
    with pytest.raises(KgenError, match="not ordered by a barrier|deadlock|Deadlock|differ"):
        subject.run("\n".join(lines[:i] + lines[i + 1:]) + "\n")
