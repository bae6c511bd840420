"""FlashAttention-3's intra-warpgroup overlap on sm_90a (kgen.passes.specialize, "The second product a
step late"): each step of the consumers issues its first product (Q K^T), then the previous
step's second (P V), and runs its softmax while that one is still on the tensor cores; the
protocol verifier, the emulator's register and race checks, and the reference agree."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from conftest import ROOT, compile_text, example_source
from kgen.cached import compile_cached
from kgen.lir import ops as L
from kgen.errors import CompilerBug
from kgen.tools.golden import load_reference
from kgen.tools.mutation import Subject
from kgen.tools.run import run_source
from kgen.sim import EmulatorError
from kgen.source import Source
from kgen.verify.mbarrier import verify_mbarriers


def _attention():
    return compile_cached(example_source("attention"), "sm_90a", stop="asm")


def _consumer_rounds(fn: L.Function) -> list[L.Loop]:
    """The consumers' loops (unrolled by the ring's depth) of the products."""
    return [n for n in L.loops(fn.body) if "rounds of" in n.note
            and any(x.op == "wgmma_rs" for x in L.walk(n.body))]


def test_each_step_runs_its_softmax_beside_the_previous_steps_second_product():
    c = _attention()
    fn = c.functions[0]
    loops = _consumer_rounds(fn)
    # Whole and masked steps, in the whole and the ragged tile of queries. The masked rest is
    # one step (Pipelined.max_trips): nothing to carry into, so it waits where it issues.
    assert len(loops) == 4
    rest = [lp for lp in loops if "the rest, masked" in lp.note]
    assert len(rest) == 2 and not any(x.op == "wgmma_wait" and x.attrs[0] == 1
                                      for lp in rest for x in L.walk(lp.body))
    for loop in (lp for lp in loops if lp not in rest):
        body = loop.body
        at = {}
        for j, n in enumerate(body):
            if isinstance(n, L.If) and n.note == "the previous iteration's second product":
                at["behind"] = j
                # P V over the step's 128 keys: 8 wgmmas of k16.
                assert [x.op for x in L.walk(n.then)].count("wgmma_rs") == 8
                # Its commit is outside the branch (an empty group in the loop's first step),
                # so the wait after it is 1 on every path: with a wait of 0 on one path and 1
                # on the other, ptxas serialized every wgmma of the kernel (C7514).
                assert "wgmma_commit" not in [x.op for x in L.walk(n.then)]
                assert body[j + 1].op == "wgmma_commit"
            elif isinstance(n, L.If) and [getattr(x, "op", None) for x in n.then] == ["wgmma_wait"]:
                raise AssertionError("the first step's wait differs between paths")
            elif isinstance(n, L.Inst) and n.op == "wgmma_wait" and n.attrs == (1,) and \
                    "wait1" not in at:
                at["wait1"] = j
            elif isinstance(n, L.Inst) and n.op == "ex2" and "ex2" not in at:
                at["ex2"] = j
            elif isinstance(n, L.Inst) and n.op == "wgmma_wait" and "accumulators and A" \
                    in n.note:
                at["wait0"] = j
            elif isinstance(n, L.Inst) and n.note == "'acc' scaled in place" and "scale" not in at:
                at["scale"] = j
            elif isinstance(n, L.Inst) and n.op == "wgmma_commit" and "qk" not in at:
                at["qk"] = j
            elif isinstance(n, L.If) and "last iteration" in n.note:
                at["drain"] = j
                ops = [x.op for x in L.walk(n.then)]
                assert ops.count("wgmma_rs") == 8 and ops[-2:] == ["wgmma_wait", "mbar_arrive"]
        # Q K^T(j), then P V(j-1); wait for the first only; the exponentials of the softmax;
        # then wait for the second before the accumulators are rescaled; the last step drains.
        order = ["qk", "behind", "wait1", "ex2", "wait0", "scale", "drain"]
        assert sorted(order, key=at.__getitem__) == order, at
    # Every kernel of the example is rotated (causal ones: three loops a tile on one ring, of
    # which the diagonal's whole steps are at most one of 128 keys, like the masked rest:
    # kgen.lower.loops.diagonal_steps, nothing to carry into): one wait for the first product
    # alone per unrolled step of each consumer loop of more than one step.
    def rotated(f: L.Function) -> list[L.Loop]:
        loops = [lp for lp in _consumer_rounds(f) if "the rest" not in lp.note]
        below = [lp for lp in loops if "below the mask" in lp.note]
        for lp in loops:
            if below and lp not in below:
                assert not any(x.op == "wgmma_wait" and x.attrs[0] == 1 for x in L.walk(lp.body))
        return below or loops
    waits = c.asm.count("wgmma.wait_group.sync.aligned 1;")
    assert waits == sum(2 * len(rotated(f)) for f in c.functions) and waits >= 4 * 2 * 2
    assert "the previous iteration's second product" in c.text("schedule")


@pytest.mark.parametrize("T", [1, 64, 65, 128, 200, 300])
def test_the_rotated_attention_matches_at_every_key_count(T):
    """No whole chunk of keys, one, one and a ragged rest, a whole round of the two-slot rings,
    rounds and a rest: the first step (no product behind it), the carry across a round (slot 1
    of the last round), the drain, and the causal kernels' three loops on one ring."""
    src = example_source("attention")
    reports = run_source(src, device="sim", target="sm_90a",
                         sizes={"B": 1, "H": 1, "S": 130, "T": T})
    bad = [(r.kernel, c) for r in reports for c in r.checks if not c.ok]
    assert len(reports) == 4 and not bad, bad


def _rewrite(nodes, f):
    out = []
    for n in nodes:
        if isinstance(n, L.Inst):
            out += f(n)
            continue
        for m in f(n):
            if isinstance(m, L.If):
                out.append(replace(m, then=tuple(_rewrite(m.then, f)),
                                   else_=tuple(_rewrite(m.else_, f))))
            elif isinstance(m, L.Loop):
                out.append(replace(m, body=tuple(_rewrite(m.body, f))))
            else:
                out.append(m)
    return tuple(out)


def _first(pred, change):
    done = []

    def f(n):
        if not done and pred(n):
            done.append(n)
            return change(n)
        return [n]
    return f


def _inst(op, note):
    return lambda n: isinstance(n, L.Inst) and n.op == op and note in n.note


BUGS = {
    # The consumers rescale the accumulators and release V's stage while the previous step's
    # P V may still run: that stage is refilled under it.
    "no wait for the product behind": (
        _first(_inst("wgmma_wait", "accumulators and A registers are free"), lambda n: []),
        "RAW on|WAR on"),
    # The wait for the product behind, in a round's first step, on this round's parity
    # (its stage landed in the last round).
    "wrong parity for the stage behind": (
        _first(_inst("sub", "previous round's parity"),
               lambda n: [L.Inst("mov", n.dst, (n.src[1],))]), "deadlock|RAW on"),
    # The last step does not issue its own second product: its stage is never read.
    "no drain": (
        _first(lambda n: isinstance(n, L.If) and "last iteration" in n.note, lambda n: []),
        "deadlock|in flight"),
    # The stage behind is never released.
    "no release of the stage behind": (
        _first(lambda n: isinstance(n, L.Inst) and n.op == "mbar_arrive" and
               n.attrs[0].startswith("EMPTY_st2") and "release" in n.note, lambda n: []),
        "deadlock"),
}


@pytest.mark.parametrize("bug", list(BUGS))
def test_planted_bugs_in_the_rotation_are_refused_by_the_protocol_verifier(bug):
    fn = compile_cached(example_source("attention"), "sm_90a", stop="schedule").functions[0]
    verify_mbarriers(fn)
    change, message = BUGS[bug]
    broken = replace(fn, body=_rewrite(fn.body, change))
    assert broken != fn
    with pytest.raises(CompilerBug, match=message):
        verify_mbarriers(broken)


@pytest.mark.parametrize("edit", ["delete the wait for the product behind",
                                  "wait for one group fewer"])
def test_planted_register_hazards_are_refused_by_the_emulator(edit):
    """What the protocol cannot see: the accumulators rescaled while P V(j-1) still writes
    them, and the scores read while Q K^T(j) still writes them (PTX ISA, "wgmma.mma_async":
    touching them before the retiring wgmma.wait_group is undefined)."""
    c = _attention()
    lines = c.asm.split("\n")
    if edit.startswith("delete"):
        victim = next(i for i, ln in enumerate(lines) if "wgmma.wait_group.sync.aligned 0;" in ln
                      and "registers are free" in ln)
        lines = lines[:victim] + lines[victim + 1:]
    else:
        victim = next(i for i, ln in enumerate(lines) if "wgmma.wait_group.sync.aligned 1;" in ln)
        lines[victim] = lines[victim].replace("aligned 1;", "aligned 2;")
    sizes = {"B": 1, "H": 1, "S": 128, "T": 556}      # a whole tile of queries: the first loops
    ref = load_reference(ROOT)
    inputs = ref.inputs("attention", sizes, seed=0)
    subject = Subject(ROOT, "attention", "sm_90a", c, [(sizes, inputs,
                                                         ref.expected("attention", inputs), {})])
    subject.run(c.asm)               # as compiled: it passes
    with pytest.raises(EmulatorError, match="register accessed while a wgmma is in flight"):
        subject.run("\n".join(lines))


SUM_READ = """kernel att(q: bf16[S, 64], k: bf16[T, 64], v: bf16[T, 64], o: f32[S, 64],
                         r: f32[S]) {
    tile s: 128, t: 64, d: all
    mx = full(f32, -inf, s)
    l = zeros(f32, s)
    acc = zeros(f32, s, d)
    for tt in t {
        x = q[s, d] @ k[tt, d]
        m2 = max(mx, max(x, axis=tt))
        p = exp(x - m2)
        alpha = exp(mx - m2)
        acc = acc * alpha + bf16(p) @ v[tt, d]
        l = l * alpha + sum(acc, axis=d)
        mx = m2
    }
    o[s, d] = acc
    r[s] = l
}
schedule att on sm_90a { warps 8 }
"""


def test_a_step_that_reads_its_second_product_keeps_it_in_the_step():
    """The step reads the new accumulators (a sum of them): P V cannot move to the next step,
    so the consumers wait for it where they issue it; the kernel still matches."""
    c = compile_text(SUM_READ, "sm_90a")
    assert "wgmma.wait_group.sync.aligned 1;" not in c.asm
    assert "second product" not in c.text("schedule")
    reports = run_source(Source("t.kgen", SUM_READ), device="sim", target="sm_90a",
                         sizes={"S": 130, "T": 200})
    assert reports and all(ch.ok for r in reports for ch in r.checks)


def test_a_gemm_keeps_its_products_in_flight_across_steps():
    """One product a step: nothing to rotate; the K loop keeps its groups in flight instead
    (wgmma_wait 1 after each step's issue, the previous stage released)."""
    c = compile_cached(example_source("gemm_bf16"), "sm_90a", stop="asm")
    assert "second product" not in c.text("schedule")
    assert re.search(r"wgmma\.wait_group\.sync\.aligned 1;\s+// the previous iteration's "
                     r"products are done", c.asm)
