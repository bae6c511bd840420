"""Every example kernel under random schedules (benchmarks/fuzz_schedules.py): each compiles
or is refused at a source span; an internal error (CompilerBug, KeyError, StopIteration, ...)
fails; a few of them are also emulated against the evaluator. The long runs are
`python benchmarks/fuzz_schedules.py 4000` and `... 500 --run`."""

from __future__ import annotations

import sys

import pytest
from hypothesis import HealthCheck, Phase, given, settings

from conftest import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))

from fuzz_schedules import Case, check_case, schedules  # noqa: E402
from kgen.tools.run import run_source  # noqa: E402


@settings(max_examples=120, deadline=None, derandomize=True, database=None,
          phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=schedules())
def test_a_schedule_compiles_or_is_refused_at_a_span(case: Case):
    out = check_case(case)
    assert out.kind in ("compiled", "refused"), \
        f"{case.example} on {case.target}: schedule {case.kernel} {{ {case.schedule} }}\n" \
        f"{out.detail}"


@settings(max_examples=16, deadline=None, derandomize=True, database=None,
          phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=schedules())
def test_what_a_schedule_compiles_matches_on_the_emulator(case: Case):
    """The same cases emulated: what compiles computes what the kernel says (a product's batch
    axis tiled by 2 compiled and did not)."""
    out = check_case(case, run=True)
    assert out.kind in ("matched", "refused"), \
        f"{case.example} on {case.target}: schedule {case.kernel} {{ {case.schedule} }}\n" \
        f"{out.detail}"


def test_the_harness_tells_an_internal_error(monkeypatch):
    """A compile that raises anything but a located KgenError is internal, not refused."""
    import fuzz_schedules as fs

    def broken(*a, **kw):
        raise KeyError(16)
    monkeypatch.setattr(fs, "compile_source", broken)
    out = check_case(Case("vadd", "vadd", "sm_80", "threads 128"))
    assert out.kind == "internal" and "KeyError" in out.detail


@pytest.mark.parametrize("example,kernel,target,schedule,sizes", [
    # a wgmma B tile 8 columns wide would sit N-major in 16-byte rows, which kgen's swizzled
    # tiles do not take (a KeyError in the descriptor): the plan takes mma.sync instead
    ("gemm_bf16", "gemm_bf16", "sm_90a", "tile n: 8", {"M": 70, "N": 20, "K": 40}),
    # keys stepping by 96 in chunks of 128 stream nothing, so no warp roles initialise the
    # queries' load-once mbarrier: they are staged without TMA (the mbarrier proof refused it)
    ("attention_decode", "attention_decode", "sm_100a", "tile t: 96",
     {"BH": 1, "R": 5, "T": 200}),
])
def test_schedules_it_found_internal_errors_with_now_match(example, kernel, target, schedule,
                                                            sizes):
    src = Case(example, kernel, target, schedule).source()
    for rep in run_source(src, device="sim", target=target, sizes=sizes):
        assert rep.ok, [(c.name, c.bad, c.worst) for c in rep.checks]
