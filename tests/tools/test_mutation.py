"""Mutation testing of the goldens' synchronisation on the emulator (kgen.tools.mutation).

Every synchronisation instruction on an executed line of every golden, weakened (deleted, its wait
count raised, its spin loop dropped, its parity flipped), must fail on the emulator or be on the
reasoned allowlist. The default run checks the operators on hand-written text, that every
allowlist entry still explains some golden line, and a seeded sample of one mutant per kind and
operator on four subjects (under a minute); the full run over every golden is marked slow and
runs only when asked for (`python -m pytest tests/tools/test_mutation.py -m slow`;
benchmarks/mutation.py prints the table).
"""

from __future__ import annotations

import random
import re

import pytest

from conftest import EXAMPLES, ROOT, example_cases, only_when_asked, runs_on
from kgen.tools.mutation import (ALLOWED, KINDS, Subject, allowed, mutants, reason, run_mutant,
                           subject_mutants)
from kgen.target.targets import TARGETS

PTX = """\t@%p1 mbarrier.init.shared::cta.b64 [smem+64], 1; // FULL
\t@%p1 fence.mbarrier_init.release.cluster;
\tbar.sync 0;                                 // RAW on FULL
$L_wait:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [smem+64], %r7; // landed
\t@!%p2 bra $L_wait;
\twgmma.fence.sync.aligned;
\twgmma.commit_group.sync.aligned;
\twgmma.wait_group.sync.aligned 1;            // the previous products
\tcp.async.wait_group 2;
"""

AMD = """\ts_waitcnt vmcnt(3) lgkmcnt(0)
\ts_barrier                                   ; ping-pong hand-over
\ts_waitcnt lgkmcnt(15)
.Lk_loop0_end:
\ts_barrier                                   ; ping-pong hand-over
.Lk_if1_end:
"""


def _by(ms, kind, op):
    return [m for m in ms if m.kind == kind and m.operator == op]


def test_ptx_operators():
    ms = mutants(PTX, "x", "sm_90a", "nvidia")
    lines = PTX.splitlines(keepends=True)
    assert {(m.kind, m.operator) for m in ms} == {
        ("fence.mbarrier_init", "delete"), ("bar.sync", "delete"),
        ("mbarrier.try_wait", "delete"), ("mbarrier.try_wait", "drop-spin"),
        ("mbarrier.try_wait", "flip-parity"), ("wgmma.fence", "delete"),
        ("wgmma.commit_group", "delete"), ("wgmma.wait_group", "delete"),
        ("wgmma.wait_group", "raise"), ("cp.async.wait_group", "delete"),
        ("cp.async.wait_group", "raise")}
    spin = _by(ms, "mbarrier.try_wait", "drop-spin")[0]
    assert spin.line == 5 and "@!%p2 bra" not in spin.text and "$L_wait:" in spin.text
    flip = _by(ms, "mbarrier.try_wait", "flip-parity")[0].text.splitlines()
    at = flip.index(lines[4].rstrip("\n"))
    assert flip[at - 1] == flip[at + 1] == "\txor.b32 %r7, %r7, 1;"
    assert flip[at + 2] == "\t@!%p2 bra $L_wait;"         # the loop still retries the flipped
    raised = {m.text.splitlines()[m.line - 1].split("//")[0].strip()
              for m in ms if m.operator == "raise"}
    assert raised == {"wgmma.wait_group.sync.aligned 2;", "cp.async.wait_group 3;"}
    deleted = _by(ms, "bar.sync", "delete")[0]
    assert deleted.text == "".join(lines[:2] + lines[3:])
    assert deleted.context[1].startswith("bar.sync 0;") and deleted.context[2] == "$L_wait:"


def test_amd_operators_raise_each_counter_within_its_field():
    ms = mutants(AMD, "x", "gfx942", "amd")
    raised = [m.text.splitlines()[m.line - 1].strip() for m in ms if m.operator == "raise"]
    # lgkmcnt is 4 bits on gfx9 (AMD CDNA3 ISA, S_WAITCNT): 15 cannot go higher.
    assert raised == ["s_waitcnt vmcnt(4) lgkmcnt(0)", "s_waitcnt vmcnt(3) lgkmcnt(1)"]
    assert len(_by(ms, "s_waitcnt", "delete")) == 2 and len(_by(ms, "s_barrier", "delete")) == 2


def test_only_executed_lines_are_mutated():
    assert [m.line for m in mutants(PTX, "x", "sm_90a", "nvidia", executed={3})] == [3]


def test_allowlist_matches_by_line_comment_and_next_label():
    in_loop, tail = _by(mutants(AMD, "x", "gfx942", "amd"), "s_barrier", "delete")
    assert tail.context[2] == ".Lk_if1_end:" and "odd K step" in reason(tail)
    assert in_loop.context[2] == ".Lk_loop0_end:" and reason(in_loop) is None
    assert reason(_by(mutants(AMD, "x", "sm_80", "amd"), "s_barrier", "delete")[1]) is None
    assert all(reason(m) is None for m in mutants(PTX, "x", "sm_90a", "nvidia"))


def test_the_context_tells_the_first_instruction_of_its_kind_in_a_loop():
    """golden_context's last field: whether a line is the first of its opcode since its loop's
    header comment (what tells the WAR barrier at the top of a one-trip loop, equivalent, from
    the one later in the trip, caught: kgen.tools.mutation ALLOWED)."""
    from kgen.tools.mutation import golden_context
    text = ["\tmov.u32 %r1, 0;   // for tt in t: steps of 64: the rest, masked\n",
            "$L_loop:\n", "\tbar.sync 0;   // WAR on opb3: first\n", "\tst.shared.u16 [%r1], %r2;\n",
            "\tbar.sync 0;   // WAR on opb3: second\n", "\tbra $L_loop;\n"]
    first, second = golden_context(text, 2), golden_context(text, 4)
    assert first[4] == second[4] == "for tt in t: steps of 64: the rest, masked"
    assert first[5] is True and second[5] is False
    assert golden_context(text[1:], 1)[5] is False       # no loop header: never "first"


def test_every_allowlist_entry_explains_some_golden_line():
    """A stale entry (the schedule no longer emits what it explains) is an error: every entry
    matches at least one mutant of the goldens as they are."""
    used = set()
    for example in EXAMPLES:
        for target in runs_on(example):
            t = TARGETS[target]
            path = ROOT / "golden" / example / f"{target}.{'ptx' if t.is_nvidia else 's'}"
            vendor = "nvidia" if t.is_nvidia else "amd"
            used |= {allowed(m) for m in mutants(path.read_text(), example, target, vendor)}
    assert [a.reason[:60] for a in ALLOWED if a not in used] == []


# Four subjects that between them hold every kind of synchronisation instruction; the sm_90a
# and sm_80 GEMMs at their extra size too (their rings come round), the others at their io.npz
# sizes only.
FAST = (("gemm_bt", "sm_90a", True), ("gemm_bt", "sm_80", True),
        ("softmax", "gfx942", False), ("gemm_bt", "gfx90a", False), ("gemm_bt", "gfx950", False))


def _sample(ms, seed: int):
    """One mutant per (kind, operator), seeded; a deleted try_wait is left to the slow run (its
    loop then spins on a predicate nothing sets: caught only by the time limit)."""
    rng = random.Random(seed)
    groups: dict = {}
    for m in ms:
        if (m.kind, m.operator) != ("mbarrier.try_wait", "delete"):
            groups.setdefault((m.kind, m.operator), []).append(m)
    return [rng.choice(g) for _, g in sorted(groups.items())]


@pytest.mark.parametrize("example,target,extra", FAST)
def test_sampled_mutants_fail_or_are_explained(example, target, extra):
    s = Subject.load(ROOT, example, target, extra=extra)
    vendor = "nvidia" if TARGETS[target].is_nvidia else "amd"
    ms = mutants(s.golden, example, target, vendor, s.coverage())
    sample = _sample(ms, seed=12)
    kinds = {k.name for k in KINDS if re.search(k.pattern, s.golden)}
    assert {m.kind for m in sample} <= kinds and len(sample) >= 2
    passed = [m.key for m in sample if not run_mutant(s, m).caught and reason(m) is None]
    assert passed == [], f"mutants the emulator lets through, with no reason: {passed}"


@pytest.mark.slow
@pytest.mark.parametrize("example,target", example_cases())
def test_every_mutant_fails_or_is_explained(example, target, request):
    """All of it takes about an hour on two cores: it runs when asked for (`-m slow`)."""
    only_when_asked(request, "python -m pytest tests/tools/test_mutation.py -m slow")
    s, ms = subject_mutants(ROOT, example, target)
    passed = [m.key for m in ms if not run_mutant(s, m).caught and reason(m) is None]
    assert passed == [], f"mutants the emulator lets through, with no reason: {passed}"


def test_the_tma_store_epilogue_mutants_are_caught():
    """Every weakened synchronisation of the TMA-store epilogue (kgen.lower.epilogue) fails on
    the emulator: the fence and the consumers' barrier between the staging writes and the
    store, the bulk group's commit, and its wait (deleted, or waiting for one group fewer)."""
    s = Subject.load(ROOT, "gemm_bt", "sm_90a")
    lines = s.golden.splitlines()
    ms = [m for m in mutants(s.golden, "gemm_bt", "sm_90a", "nvidia", s.coverage())
          if m.kind.startswith("cp.async.bulk") or "tma_store" in lines[m.line - 1]
          or m.kind == "fence.proxy.async" and "tma_store" in lines[m.line]]
    assert {m.kind for m in ms} == {"cp.async.bulk.commit_group", "cp.async.bulk.wait_group",
                                    "bar.sync", "fence.proxy.async"}
    assert [m.key for m in ms if not run_mutant(s, m).caught] == []


def test_the_unaligned_gemm_loop_barriers_are_caught():
    """sm_80's GEMM for rows not a multiple of 8 elements stages A and B element by element in
    one masked loop over all of K; the barrier before each staging orders it after the previous
    chunk's ldmatrix. At aligned sizes that loop runs once (the ragged chunk), so deleting the
    barrier passed; the mutation sizes now hold K = 100 (four chunks)."""
    s = Subject.load(ROOT, "gemm_bt", "sm_80")
    assert any(sizes.get("K", 0) % 8 for sizes, *_ in s.cases[1:])
    lines = s.golden.splitlines()
    ms = [m for m in mutants(s.golden, "gemm_bt", "sm_80", "nvidia", s.coverage())
          if m.kind == "bar.sync" and "before st_shared" in lines[m.line - 1]]
    assert ms, "no WAR barrier before an element-by-element staging in the golden"
    assert [m.key for m in ms if not run_mutant(s, m).caught] == []
