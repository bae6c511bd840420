"""The LIR op table (kgen.lir.table), the verifier that checks every pass's output against it
(kgen.lir.verify), and `--emit lir:PASS`."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import replace

import pytest

from conftest import ROOT, compile_text, example_source
from kgen.cached import compile_cached
from kgen.compiler import LIR_STAGES, PASSES
from kgen.errors import CompilerBug
from kgen.lir import ops as L
from kgen.lir.table import BUFFER_ATTRS, EFFECTS, OPS
from kgen.lir.verify import verify_function

VADD = """kernel vadd(x: f32[N], y: f32[N], z: f32[N]) {
    tile n: 256
    z[n] = x[n] + y[n]
}
"""


def test_every_op_of_the_table_is_documented_and_every_back_end_op_is_in_it():
    doc = L.__doc__
    missing = [op for op in OPS if not re.search(rf"\b{op}\b", doc)]
    assert not missing, f"ops in kgen.lir.table.OPS that lir/ops.py's docstring never names: {missing}"
    from kgen.emitters.amdgcn.select import _LOWERINGS
    assert set(_LOWERINGS) <= set(OPS), set(_LOWERINGS) - set(OPS)
    ptx = (ROOT / "emitters" / "ptx.py").read_text()
    named = set(re.findall(r'op (?:==|in) \(?"([a-z_0-9]+)"', ptx))
    assert named and named <= set(OPS), named - set(OPS)


def test_the_tables_the_passes_read_come_from_the_rows():
    assert BUFFER_ATTRS["wgmma"] == (4, 5) and BUFFER_ATTRS["tma_load"] == (0, 1)
    assert "st_shared" in EFFECTS and "fadd" not in EFFECTS
    assert L.BUFFER_ATTRS is BUFFER_ATTRS


def test_an_attribute_is_read_by_name():
    c = compile_text(VADD, "sm_80", stop="schedule")
    loads = [n for n in L.walk(c.functions[0].body) if n.op == "ld_global"]
    assert loads and all(n.attr("bits") == n.attrs[0] == 32 for n in loads)
    assert all(n.attr("n") == n.attrs[1] for n in loads)
    shared = L.Inst("ld_shared", (L.Reg(1, "u32", False),), (L.Imm(0, "u32"),) * 2, ("buf",))
    assert shared.attr("bits", 32) == 32          # an optional attribute left out


@pytest.mark.parametrize("bad,words", [
    (L.Inst("fadd", (L.Reg(9, "f32", False),), (L.Imm(0.0, "f32"),)), "1 sources"),
    (L.Inst("frobnicate", (), ()), "no such op"),
    (L.Inst("setp", (L.Reg(9, "pred", False),), (L.Imm(0, "u32"),) * 2, ("lt",)),
     "1 attributes"),
    (L.Inst("mov", (L.Reg(9, "u32", False),), (L.Imm(0, "u32"),),
            pred=L.Reg(3, "u32", False)), "not a predicate"),
])
def test_the_verifier_names_the_pass_and_the_fault(bad, words):
    fn = compile_text(VADD, "sm_80", stop="schedule").functions[0]
    broken = replace(fn, body=fn.body + (bad,))
    verify_function(fn, "dce")
    with pytest.raises(CompilerBug, match=f"after dce: {bad.op}.*{words}"):
        verify_function(broken, "dce")


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
def test_every_example_passes_the_verifier_after_every_pass(target):
    """compile_source verifies after each pass; this is that it does on the whole gallery."""
    for name in ("gemm_bf16", "attention", "layernorm_backward", "softmax"):
        compile_cached(example_source(name), target, stop="schedule")


def test_emit_after_each_pass():
    texts = {st: compile_cached(example_source("gemm_bf16"), "sm_80", stop=st).text(st)
             for st in LIR_STAGES}
    assert list(texts) == ["lir:lower"] + [f"lir:{n}" for n, _ in PASSES]
    # The pipelining pass replaces the Pipelined loop; barriers come with insert_barriers.
    assert "pipelined stages=" in texts["lir:lower"] and "pipelined" not in texts["lir:pipeline"]
    assert "cp_async_wait" in texts["lir:pipeline"]
    def bars(text: str) -> int:
        return len(re.findall(r"^\s*bar\b", text, re.M))
    assert bars(texts["lir:barriers"]) > bars(texts["lir:dce"])


def test_cli_emit_lir_and_a_bad_stage():
    run = [sys.executable, "-m", "kgen.cli", "compile", "examples/vadd.kgen", "-t", "sm_80"]
    ok = subprocess.run(run + ["--emit", "lir:dce"], capture_output=True, text=True, cwd=ROOT,
                        timeout=300)
    assert ok.returncode == 0 and ok.stdout.startswith("func vadd"), ok.stderr
    bad = subprocess.run(run + ["--emit", "lir:nope"], capture_output=True, text=True, cwd=ROOT,
                         timeout=300)
    assert bad.returncode == 1 and "lir:barriers" in bad.stderr
