"""The PTX back end: every example assembles with NVIDIA's own tools, without warnings or spills."""

from __future__ import annotations

import re
import subprocess

import pytest

from conftest import (NVIDIA, ROOT, compile_text, example_cases, example_source, only_when_asked,
                      ptxas_once)
from kgen.cached import compile_cached
from kgen.assemble import driver as asm
from kgen.errors import AssembleError
from kgen.lir import ops as L
from kgen.target.targets import TARGETS


# nvJitLink is kgen's fallback where there is no ptxas (kgen.assemble.driver), and runs the same
# back end: on the examples whose text is past this many lines (the attentions, conv2d,
# gemm_fp8: 10-20 s each) it only repeats, for about 100 s a run, what ptxas has checked (every
# example, test_example_assembles_with_ptxas), and runs when asked for.
NVJITLINK_LINES = 12_000


def _nvjitlink_cases() -> list:
    out = []
    for name, target in example_cases(NVIDIA):
        lines = (ROOT / "golden" / name / f"{target}.ptx").read_text().count("\n")
        out.append(pytest.param(name, target, marks=pytest.mark.slow)
                   if lines > NVJITLINK_LINES else (name, target))
    return out


@pytest.mark.parametrize("name,target", _nvjitlink_cases())
def test_example_assembles_with_nvjitlink(name, target, request):
    if request.node.get_closest_marker("slow"):
        only_when_asked(request, "python -m pytest -m slow tests/emitters/test_ptx.py -k "
                                 f"'nvjitlink and {name}-{target}'")
    c = compile_cached(example_source(name), target)
    # nvJitLink comes with the declared dependencies: its absence is a failure, not a skip.
    assert asm._nvjitlink() is not None, "cuda-bindings / nvidia-nvjitlink are not installed"
    if "setmaxnreg" in c.asm:
        # nvJitLink compiles PTX as a relocatable unit and drops setmaxnreg (C7504): kgen
        # refuses that cubin rather than hand out a kernel without its register split.
        with pytest.raises(AssembleError, match="C7504.*'setmaxnreg' ignored"):
            asm._with_nvjitlink(asm._nvjitlink(), c.asm, TARGETS[target])
        return
    cubin, res, _ = asm._with_nvjitlink(asm._nvjitlink(), c.asm, TARGETS[target])
    assert cubin[:4] == b"\x7fELF"
    # Every variant is in the module: a TMA schedule's fallback (rows TMA cannot address), a
    # walking kernel's short-row variants (kgen.lower.plan.short_rows).
    want = {g.name for f in c.functions for g in L.variants(f)}
    assert {r.kernel for r in res} == want
    assert all(r.spill_bytes == 0 and r.registers > 0 for r in res)


@pytest.mark.parametrize("name,target", example_cases(NVIDIA))
def test_example_assembles_with_ptxas(name, target):
    # ptxas comes with the declared dependencies (nvidia-cuda-nvcc): absent is a failure.
    assert asm.find_ptxas(), "ptxas not found: pip install nvidia-cuda-nvcc"
    c = compile_cached(example_source(name), target)
    cubin, res, _ = ptxas_once(c.asm, target)
    assert cubin[:4] == b"\x7fELF" and res[0].spill_bytes == 0


def _sass(cubin: bytes, tmp_path) -> str:
    """The cubin's SASS, by nvdisasm from the `nvidia-cuda-nvdisasm` wheel (the test extra)."""
    nvdisasm = asm.nvidia_wheel_tool("nvdisasm")
    assert nvdisasm, "nvdisasm not found: pip install nvidia-cuda-nvdisasm (kgen[test])"
    path = tmp_path / "k.cubin"
    path.write_bytes(cubin)
    return subprocess.run([nvdisasm, str(path)], capture_output=True, text=True, check=True,
                          timeout=120).stdout


def _ptxas_paths() -> list[str]:
    """Every distinct ptxas here: the wheel's and the one on PATH, when they differ."""
    import shutil
    found = [asm.nvidia_wheel_tool("ptxas"), shutil.which("ptxas")]
    return sorted({p for p in found if p}) or ["(none)"]


@pytest.mark.parametrize("ptxas", _ptxas_paths())
def test_setmaxnreg_reaches_the_cubin(ptxas, tmp_path, monkeypatch):
    """gemm_bf16's producer gives registers up (setmaxnreg.dec 40) and its consumers take them
    (setmaxnreg.inc 232); the SASS must say USETMAXREG.DEALLOC 0x28 and TRY_ALLOC 0xe8 (Hopper's
    encoding of those counts), or the schedule's register budget is fiction. nvJitLink used to
    drop both with only an info line (C7504) and kgen shipped the cubin."""
    assert ptxas != "(none)", "ptxas not found: pip install nvidia-cuda-nvcc"
    monkeypatch.setattr(asm, "find_ptxas", lambda: ptxas)
    c = compile_cached(example_source("gemm_bf16"), "sm_90a")
    counts = [int(n) for n in re.findall(r"setmaxnreg\.(?:inc|dec)\.sync\.aligned\.u32 (\d+);",
                                         c.asm)]
    assert sorted(counts) == [40, 40, 232, 232]       # the kernel and its split-K part
    cubin, _, _ = asm.assemble_ptx(c.asm, TARGETS["sm_90a"])   # the default path: ptxas
    sass = _sass(cubin, tmp_path)
    assert re.search(r"USETMAXREG\.DEALLOC\S* 0x28\b", sass), sass[:2000]
    assert re.search(r"USETMAXREG\.TRY_ALLOC\S* \w+, 0xe8\b", sass), sass[:2000]


def test_nvjitlink_never_returns_a_cubin_without_setmaxnreg(tmp_path):
    """nvJitLink is the fallback assembler; for a kernel with setmaxnreg it must either keep the
    instruction or refuse. (13.5 refuses: C7504; a later one that keeps it passes too.)"""
    c = compile_cached(example_source("gemm_bf16"), "sm_90a")
    try:
        cubin, _, _ = asm._with_nvjitlink(asm._nvjitlink(), c.asm, TARGETS["sm_90a"])
    except AssembleError as e:
        assert "'setmaxnreg'" in e.message and "ignored" in e.message
        assert "nvidia-cuda-nvcc" in e.hint
    else:
        assert "USETMAXREG" in _sass(cubin, tmp_path)


@pytest.mark.parametrize("line", [
    "ptxas info    : (C7504) Potential Performance Loss: 'setmaxnreg' ignored to maintain "
    "compatibility across compilation units.",
    "ptxas info    : (C7508) Potential Performance Loss: 'setmaxnreg' ignored; unable to "
    "determine register count at entry.",
    "ptxas info    : (C7507) Potential Performance Loss: 'setmaxnreg' ignored to maintain "
    "minimum register requirements.",
])
def test_a_log_line_ignoring_an_instruction_is_an_error(line):
    log = ("ptxas info    : 0 bytes gmem\n" + line + "\n"
           "ptxas info    : Used 94 registers, used 1 barriers\n")
    with pytest.raises(AssembleError, match="ignored the instruction 'setmaxnreg'"):
        asm.check_log(log, "ptxas")


def test_a_clean_info_log_passes():
    asm.check_log("ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
                  "ptxas info    : Used 12 registers, used 0 barriers\n", "ptxas")


def test_ptxas_dropping_setmaxnreg_is_an_error():
    """The real tool, the same rule: without .maxnreg ptxas cannot tell the entry register count
    and drops setmaxnreg (C7508), again as an info line."""
    ptx = (".version 8.0\n.target sm_90a\n.address_size 64\n"
           ".visible .entry k()\n.maxntid 128, 1, 1\n{\n"
           "\tsetmaxnreg.dec.sync.aligned.u32 40;\n\tret;\n}\n")
    with pytest.raises(AssembleError, match="'setmaxnreg'"):
        asm._with_ptxas(ptx, TARGETS["sm_90a"])


def test_text_is_readable():
    text = compile_cached(example_source("softmax"), "sm_90a").asm
    assert text.splitlines()[0] == "// examples/softmax.kgen"
    assert ".target sm_90a" in text and ".version 8.0" in text
    assert "// examples/softmax.kgen:4" in text          # instructions point at source lines
    assert "bar.sync 0;" in text and "RAW on red0" in text  # barriers say why they are there
    assert "shfl.sync.bfly.b32" in text                    # warp reductions by shuffles


def test_f32_accesses_are_16_bytes():
    text = compile_cached(example_source("vadd"), "sm_80").asm
    assert "ld.global.v4.f32" in text and "st.global.v4.f32" in text


def test_bf16_accesses_are_16_bytes_and_round_to_nearest_even():
    text = compile_cached(example_source("silu_mul"), "sm_90a").asm
    assert "ld.global.v4.b32" in text and "cvt.rn.bf16x2.f32" in text


def test_no_fma_contraction():
    """mul and add carry .rn, so ptxas may not fuse them and every GPU rounds the same."""
    text = compile_cached(example_source("axpby"), "sm_90a").asm
    assert "mul.rn.f32" in text and "add.rn.f32" in text


def test_assembler_error_carries_log_and_repro():
    with pytest.raises(AssembleError) as e:
        asm.assemble_ptx(".version 8.0\n.target sm_90a\n.address_size 64\n"
                         ".visible .entry k() { bogus.instr; ret; }\n", TARGETS["sm_90a"])
    assert "bogus" in e.value.message or "error" in e.value.message.lower()
    assert e.value.hint and "ptxas" in e.value.hint


def test_unknown_lir_op_is_a_compiler_bug():
    from kgen.lir import ops as L
    from kgen.emitters import ptx
    from kgen.errors import CompilerBug
    fn = L.Function("k", (), (L.Inst("frobnicate", (), ()),), 32, (), ())
    with pytest.raises(CompilerBug, match="frobnicate"):
        ptx.emit_module([fn], TARGETS["sm_90a"], "t")


def test_scalar_params_and_dims_in_signature():
    c = compile_text("kernel k(a: f32, x: f32[N], y: f32[N]) {\n tile n: 256\n"
                     " y[n] = a * x[n]\n}")
    assert ".param .f32 p_a" in c.asm and ".param .u32 p_N" in c.asm
