"""Generated kernels (issue 8): random valid programs built from the language's pieces either
compile for their target and, emulated at ragged sizes, match the float64 evaluator, or are
refused with a diagnostic at a source span. An internal error (CompilerBug, AssertionError,
KeyError, ...), an unlocated diagnostic, an emulator fault or a mismatch fails.

The generator and the harness are benchmarks/fuzz_programs.py, whose long run
(`python benchmarks/fuzz_programs.py 2000`) tabulates outcomes per target.
"""

from __future__ import annotations

import sys

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from conftest import ROOT, only_when_asked

sys.path.insert(0, str(ROOT / "benchmarks"))

from fuzz_programs import (TARGETS, Program, check_program, fuzz,  # noqa: E402
                           programs, report)


def _explain(prog: Program, target: str, out) -> str:
    return (f"{out.kind}: {out.key}\ntarget {target}, sizes {prog.sizes}, specials "
            f"{prog.specials}\n{prog.source}\n"
            f"{out.detail}")


@settings(max_examples=150, deadline=None, derandomize=True, database=None,
          phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(prog=programs(), target=st.sampled_from(TARGETS))
def test_generated_program_compiles_and_matches_or_is_refused_at_a_span(prog, target):
    out = check_program(prog, target)
    assert out.kind in ("matched", "refused"), _explain(prog, target, out)


def test_the_harness_catches_a_wrong_result(monkeypatch):
    """A kernel whose emulated output differs from the reference in one element is a mismatch;
    so is one that leaves an element unwritten where the reference writes it."""
    import fuzz_programs as fp
    prog = Program("kernel g(x: f32[N], y: f32[N]) {\n    tile n: 4\n    y[n] = x[n + 1]\n}\n",
                   {"N": 7})
    assert check_program(prog, "sm_80").kind == "matched"   # y[6] is absent: never written
    real = fp.evaluate_written

    def shifted(k, inputs, sizes):
        w, written = real(k, inputs, sizes)["y"]
        w = w.copy()
        w[0] += 1.0
        return {"y": (w, written)}

    monkeypatch.setattr(fp, "evaluate_written", shifted)
    assert check_program(prog, "sm_80").kind == "mismatch"

    def all_written(k, inputs, sizes):
        w, written = real(k, inputs, sizes)["y"]
        w = w.copy()
        w[~written] = 0.0   # the reference says the kernel writes 0 there
        return {"y": (w, written | True)}

    monkeypatch.setattr(fp, "evaluate_written", all_written)
    assert check_program(prog, "gfx942").kind == "mismatch"  # y[6] kept its poison


@settings(max_examples=20, deadline=None, derandomize=True, database=None,
          phases=[Phase.generate],
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.filter_too_much])
@given(prog=programs().filter(lambda p: p.refusal), target=st.sampled_from(TARGETS))
def test_generated_overlapping_stores_are_refused(prog, target):
    """The generator's second store to a tensor, one subscript shifted: the checker refuses
    it (issue "Correctness holes", item 1: `y[n] = ...; y[n + 1] = ...` raced)."""
    out = check_program(prog, target)
    assert out.kind == "refused", _explain(prog, target, out)


def test_the_harness_catches_an_accepted_overlap(monkeypatch):
    import kgen.front.check
    from kgen.compiler import forget
    src = "kernel g(x: f32[N], y: f32[N]) {{\n    tile n: 4\n    y[n] = x[n]\n{}}}\n"
    prog = Program(src.format("    y[n + 1] = x[n]\n"), {"N": 7},
                   "store to 'y' can write elements the store at", src.format(""))
    assert check_program(prog, "sm_80").kind == "refused"
    monkeypatch.setattr(kgen.front.check, "_check_overlapping_stores", lambda k: None)
    forget()    # the process remembers the program's check (its refusal): check it again
    assert check_program(prog, "sm_80").kind == "accepted"


def test_an_internal_error_is_not_a_refusal(monkeypatch):
    import fuzz_programs as fp
    prog = Program("kernel g(x: f32[N], y: f32[N]) {\n    tile n: 4\n    y[n] = x[n]\n}\n",
                   {"N": 3})

    def broken(*a, **k):
        raise KeyError("boom")

    monkeypatch.setattr(fp, "compile_source", broken)
    out = check_program(prog, "gfx90a")
    assert out.kind == "internal" and "KeyError" in out.key


@pytest.mark.slow
def test_two_hundred_generated_programs(request):
    """The long run in small: 200 programs, each on one target (the four in turn), when asked
    for; the default suite runs the hypothesis test's 150 above."""
    only_when_asked(request, "python -m pytest tests/tools/test_generated.py -m slow")
    res = fuzz(200, TARGETS, seed=1, one_target=True)
    failures = {key: ex for key, ex in res["examples"].items() if key[0] != "generator"}
    assert not failures, report(res)
