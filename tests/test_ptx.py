"""The PTX back end: every example assembles with NVIDIA's own tools, without warnings or spills."""

from __future__ import annotations

import shutil

import pytest

from conftest import EXAMPLES, NVIDIA, compile_text, example_source
from kgen import assemble as asm
from kgen.compiler import compile_source
from kgen.errors import AssembleError
from kgen.targets import TARGETS


@pytest.mark.parametrize("target", NVIDIA)
@pytest.mark.parametrize("name", EXAMPLES)
def test_example_assembles_with_nvjitlink(name, target):
    c = compile_source(example_source(name), target)
    # nvJitLink comes with the declared dependencies: its absence is a failure, not a skip.
    assert asm._nvjitlink() is not None, "cuda-bindings / nvidia-nvjitlink are not installed"
    cubin, res = asm._with_nvjitlink(asm._nvjitlink(), c.asm, TARGETS[target])
    assert cubin[:4] == b"\x7fELF"
    # A TMA schedule brings its fallback variant (rows TMA cannot address) into the module.
    want = {f.name for f in c.functions} | {f.fallback.name for f in c.functions if f.fallback}
    assert {r.kernel for r in res} == want
    assert all(r.spill_bytes == 0 and r.registers > 0 for r in res)


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("target", NVIDIA)
@pytest.mark.parametrize("name", EXAMPLES)
def test_example_assembles_with_ptxas(name, target):
    c = compile_source(example_source(name), target)
    cubin, res = asm._with_ptxas(c.asm, TARGETS[target])
    assert cubin[:4] == b"\x7fELF" and res[0].spill_bytes == 0


def test_text_is_readable():
    text = compile_source(example_source("softmax"), "sm_90a").asm
    assert text.splitlines()[0] == "// examples/softmax.kgen"
    assert ".target sm_90a" in text and ".version 8.0" in text
    assert "// examples/softmax.kgen:4" in text          # instructions point at source lines
    assert "bar.sync 0;" in text and "RAW on red0" in text  # barriers say why they are there
    assert "shfl.sync.bfly.b32" in text                    # warp reductions by shuffles


def test_f32_accesses_are_16_bytes():
    text = compile_source(example_source("vadd"), "sm_80").asm
    assert "ld.global.v4.f32" in text and "st.global.v4.f32" in text


def test_bf16_accesses_are_16_bytes_and_round_to_nearest_even():
    text = compile_source(example_source("silu_mul"), "sm_90a").asm
    assert "ld.global.v4.b32" in text and "cvt.rn.bf16x2.f32" in text


def test_no_fma_contraction():
    """mul and add carry .rn, so ptxas may not fuse them and every GPU rounds the same."""
    text = compile_source(example_source("axpby"), "sm_90a").asm
    assert "mul.rn.f32" in text and "add.rn.f32" in text


def test_assembler_error_carries_log_and_repro():
    with pytest.raises(AssembleError) as e:
        asm.assemble_ptx(".version 8.0\n.target sm_90a\n.address_size 64\n"
                         ".visible .entry k() { bogus.instr; ret; }\n", TARGETS["sm_90a"])
    assert "bogus" in e.value.message or "error" in e.value.message.lower()
    assert e.value.hint and "ptxas" in e.value.hint


def test_unknown_lir_op_is_a_compiler_bug():
    from kgen import lir as L
    from kgen.emitters import ptx
    from kgen.errors import CompilerBug
    fn = L.Function("k", (), (L.Inst("frobnicate", (), ()),), 32, (), ())
    with pytest.raises(CompilerBug, match="frobnicate"):
        ptx.emit_module([fn], TARGETS["sm_90a"], "t")


def test_scalar_params_and_dims_in_signature():
    c = compile_text("kernel k(a: f32, x: f32[N], y: f32[N]) {\n tile n: 256\n"
                     " y[n] = a * x[n]\n}")
    assert ".param .f32 p_a" in c.asm and ".param .u32 p_N" in c.asm
