"""The assembler's verdict is part of the compile (issue "GEMM at or above cuBLAS", item 1).

ptxas took every sm_90a GEMM and attention kernel kgen wrote and serialized their wgmma
pipelines, saying so only in an info line ("(C7519) Potential Performance Loss"); in the SASS
every HGMMA group was followed by a full wait. kgen now refuses such a verdict at the kernel's
source line unless its schedule accepts it, and these tests read the machine code of every
sm_90a golden: ptxas keeps the overlap each schedule asked for.
"""

from __future__ import annotations

import gzip

import pytest

from conftest import ROOT, assemble_once, example_source
from kgen.assemble.driver import assemble, verdicts
from kgen.compiler import assemble_compiled, compile_source
from kgen.errors import AssemblerVerdict, CheckError
from kgen.assemble.sass import cubin_facts, facts, ptx_waits
from kgen.source import Source
from kgen.target.targets import TARGETS

SM90A = TARGETS["sm_90a"]
# gemm_bf16's sm_90a golden at 4ddff88: one wgmma.fence before the K loop and none per step
# (the PTX ISA needs none between wgmmas of one shape on the same accumulators); ptxas 13.5
# serializes it (C7519) and its SASS waits for every group (WARPGROUP.DEPBAR.LE gsb0, 0x0).
SERIALIZED = gzip.decompress((ROOT / "tests/data/gemm_bf16_sm90a_serialized.ptx.gz")
                             .read_bytes()).decode()


def _wgmma_goldens() -> list[str]:
    return sorted(p.parent.name for p in (ROOT / "golden").glob("*/sm_90a.ptx")
                  if "wgmma.mma_async" in p.read_text())


def test_the_goldens_with_wgmma_are_the_ones_expected():
    # The parametrisation below must not go empty: these examples run wgmma on sm_90a.
    assert {"attention", "gemm_bf16", "gemm_f16", "gemm_bt", "batched_gemm",
            "swiglu"} <= set(_wgmma_goldens())


@pytest.mark.parametrize("example", _wgmma_goldens())
def test_ptxas_keeps_every_wgmma_pipeline(example):
    """No verdict (assemble raises one), and in the SASS of every kernel the warpgroup waits
    for all of its products only where the PTX does (wgmma.wait_group 0): each wait_group N > 0
    stays a partial wait, so the tensor cores run the next group beside the previous one."""
    text = (ROOT / "golden" / example / "sm_90a.ptx").read_text()
    cubin, _ = assemble_once(text, "sm_90a")      # assemble's ptxas run, shared with test_golden
    got = cubin_facts(cubin)
    for fn, (full, partial) in ptx_waits(text).items():
        if not full and not partial and fn.endswith("_split_fold"):
            continue        # a split-K fold (kgen.lower.split) adds the parts: no products
        f = got[fn]
        assert f.hgmma > 0, fn
        assert f.full_waits <= full, (fn, f)
        assert (f.partial_waits > 0) == (partial > 0), (fn, f)


def test_a_serialized_pipeline_is_refused_at_its_source_line():
    with pytest.raises(AssemblerVerdict) as e:
        assemble(SERIALIZED, SM90A)
    v = e.value
    assert (v.code, v.kernel) == ("C7519", "gemm_bf16") and v.asm_line > 0
    assert "serialized" in v.message and "accept C7519" in v.hint
    # Through the compile: the verdict points at the product's line in the kernel's source.
    src = example_source("gemm_bf16")    # named as the golden's line notes name it
    c = compile_source(src, "sm_90a")
    c.asm = SERIALIZED
    with pytest.raises(AssemblerVerdict) as e:
        assemble_compiled(c)
    span = e.value.span
    assert span is not None and span.file == src.name
    assert "@" in src.line(span.line)            # acc += a[m, kk] @ b[kk, n]
    assert "examples/gemm_bf16.kgen:7" in e.value.render(src)


def test_the_sass_shows_what_the_verdict_says():
    """The SASS check alone catches the serialized text: a full wait after every group."""
    cubin, _ = assemble(SERIALIZED, SM90A, accept={"gemm_bf16": frozenset({"C7519"})})
    f = cubin_facts(cubin)["gemm_bf16"]
    full, _ = ptx_waits(SERIALIZED)["gemm_bf16"]
    assert f.full_waits > full and f.partial_waits == 0


def test_a_schedule_accepts_a_verdict_by_name():
    path = ROOT / "examples/gemm_bf16.kgen"
    text = path.read_text().replace("tile m: 128, n: 128, k: 64 }",
                                    "tile m: 128, n: 128, k: 64; accept C7519 }")
    assert "accept C7519" in text
    c = compile_source(Source(str(path), text), "sm_90a")
    c.asm = SERIALIZED
    assemble_compiled(c)                           # taken: no error
    assert c.binary[:4] == b"\x7fELF"


@pytest.mark.parametrize("option,target,message", [
    ("accept C7519", "gfx942", "not an assembler verdict kgen reports on gfx942"),
    ("accept fast", "sm_90a", "'fast' is not an assembler verdict"),
])
def test_accept_takes_only_verdicts_kgen_reports(option, target, message):
    text = ("kernel k(x: f32[N], y: f32[N]) {\n  tile n: 256\n  y[n] = x[n]\n}\n"
            f"schedule k on {target} {{ {option} }}\n")
    with pytest.raises(CheckError) as e:
        compile_source(Source("k.kgen", text), target, stop="ir")
    assert message in e.value.message and e.value.span.line == 5 and e.value.hint


def test_verdicts_read_ptxas_lines_and_spills():
    from kgen.assemble.driver import KernelResources
    log = ("ptxas info    : (C7514) Potential Performance Loss: wgmma.mma_async instructions are "
           "serialized due to non wgmma instructions reading accumulator registers of  a wgmma "
           "between start and end of the pipeline stage in the function 'attention' in line 0\n"
           "ptxas info    : Used 90 registers, used 1 barriers, 8 bytes smem\n")
    got = verdicts(log, [KernelResources("attention", 90, 0, 8),
                         KernelResources("other", 255, 64, 0)], "sm_90a")
    assert [(v.code, v.kernel, v.asm_line) for v in got] == [
        ("C7514", "attention", 0), ("spills", "other", 0)]
    assert "64 bytes" in got[1].message and "accept spills" in got[1].hint


def test_every_c75xx_line_is_a_verdict_whatever_its_wording():
    # ptxas 12.9 and 13.0 word an injected warpgroup arrive without "Potential Performance
    # Loss" (the attention golden's C7519 there; ptxas 13.5 reports nothing for it).
    log = ("ptxas info    : (C7519) warpgroup.arrive is injected in around line 3878 by compiler "
           "to allow use of registers in GMMA in function 'attention'\n")
    got = verdicts(log, [], "sm_90a")
    assert [(v.code, v.kernel) for v in got] == [("C7519", "attention")]
    assert "warpgroup.arrive is injected" in got[0].message and "accept C7519" in got[0].hint


def test_facts_count_hgmma_and_waits():
    sass = """
        .section        .text.k,"ax",@progbits
        /*0010*/                   WARPGROUP.ARRIVE ;
        /*0020*/                   HGMMA.64x128x16.F32.BF16 R24, gdesc[UR16], R24 ;
        /*0030*/                   HGMMA.64x128x16.F32.BF16 R24, gdesc[UR20], R24, gsb0 ;
        /*0040*/                   WARPGROUP.DEPBAR.LE gsb0, 0x1 ;
        /*0050*/              @!P0 BRA 0x10 ;
        /*0060*/                   WARPGROUP.DEPBAR.LE gsb0, 0x0 ;
        /*0070*/                   EXIT ;
    """
    f = facts(sass)["k"]
    assert (f.instructions, f.hgmma, f.partial_waits, f.full_waits) == (7, 2, 1, 1)
    assert f.lane_loops == 0
    # ptxas's loop around a TMA copy under a per-lane predicate (sm_90a, ptxas 13.5)
    looped = facts("""
        .section        .text.k,"ax",@progbits
        /*0c30*/               @P1 ELECT P0, URZ, PT ;
        /*0c40*/                   @!UP1 UTMALDG.2D [UR12], [UR10] ;
        /*0c50*/               @P0 PLOP3.LUT P1, PT, P0, PT, PT, 0x8, 0x0 ;
        /*0c60*/                   PLOP3.LUT P0, PT, PT, PT, PT, 0x8, 0x0 ;
        /*0c70*/               @P1 BRA.U.ANY `(.L_x_135) ;
    """)["k"]
    assert looped.lane_loops == 1 and looped.line() == "5 instr, 1 lane loops"


def _issuing_goldens() -> list[tuple[str, str]]:
    """(example, target) of the NVIDIA goldens that issue TMA copies or tcgen05.mma."""
    return sorted((p.parent.name, p.stem) for t in ("sm_90a", "sm_100a")
                  for p in (ROOT / "golden").glob(f"*/{t}.ptx")
                  if "cp.async.bulk.tensor" in (text := p.read_text()) or "tcgen05.mma" in text)


@pytest.mark.parametrize("example,target", _issuing_goldens())
def test_copies_and_mmas_issue_without_lane_loops(example, target):
    """TMA copies and tcgen05.mma read uniform registers; issued under a per-lane predicate
    (tid % 128 == 0, lane 0) ptxas loops over the active lanes around each one (ELECT, R2UR,
    BRA.U.ANY: gemm_bf16 sm_100a 3,192 instructions against 2,752 without). kgen elects the
    issuing lane (elect.sync) before the warp roles split (grouped_gemm sm_100a: 40 loops
    where it was elected after), and no kernel has such a loop."""
    cubin, _ = assemble_once((ROOT / "golden" / example / f"{target}.ptx").read_text(), target)
    loops = {fn: f.lane_loops for fn, f in cubin_facts(cubin).items() if f.lane_loops}
    assert not loops, loops


def test_bench_on_the_emulator_refuses_a_degraded_kernel(monkeypatch):
    """`kgen bench` (and `kgen tune`'s candidates) assemble for the register report: a verdict
    there is the compile's refusal, not "registers unknown"."""
    import kgen.api as kg
    import kgen.assemble.driver

    def degraded(text, target, accept=None):
        raise AssemblerVerdict("ptxas degraded kernel 'vadd': (C7519) ...", "vadd", "C7519")
    monkeypatch.setattr(kgen.assemble.driver, "assemble", degraded)
    with pytest.raises(AssemblerVerdict) as e:
        kg.bench(str(ROOT / "examples/vadd.kgen"), "sm_80", device="sim", sizes={"N": 300})
    assert e.value.span is not None and e.value.span.file.endswith("vadd.kgen")


def test_attention_on_the_default_schedule_keeps_its_wgmma_pipeline():
    """examples/attention.kgen's kernels without their schedule (64 queries on one consumer
    warpgroup): the rotated consumer's first iteration once issued the previous step's P V
    behind a branch on "not the first iteration", and ptxas 13.5 serialized every wgmma of each
    kernel (C7519, "compiler-inserted WG.AR in divergent path": 82 HGMMA, 82 full waits in
    `attention`). The first round is now peeled (kgen.passes.specialize `steps`)."""
    text = example_source("attention").text.split("\nschedule")[0]
    c = compile_source(Source("attention.kgen", text), "sm_90a", stop="bin")  # or a verdict
    for fn, f in cubin_facts(c.binary).items():
        assert f.hgmma > 0 and f.partial_waits > 0, (fn, f)
        assert f.full_waits < f.hgmma / 2, (fn, f)
    lines = c.asm.splitlines()
    assert "not the first iteration: the previous one's second product" not in c.asm
    peeled = [i for i, ln in enumerate(lines) if "the loop's first round, peeled" in ln]
    assert peeled
    # Q comes once by the producer's TMA; the consumers' wait for it and their meeting point
    # after it come before the peeled round, not inside it.
    meet = [i for i, ln in enumerate(lines) if "bar.sync" in ln and "meet once" in ln]
    assert meet and all(i < min(p for p in peeled if p > i) for i in meet)
    assert all("has landed in opinv0" in lines[i - 2] for i in meet), [lines[i - 2] for i in meet]


@pytest.mark.parametrize("example", ["gemm_bf16", "swiglu"])
def test_a_persistent_kernel_keeps_its_wgmma_pipeline(example):
    """`persistent` wraps the warp roles in a loop over tiles (the ring carried across them,
    kgen/passes/specialize.py `release_last`): ptxas must still keep each wgmma.wait_group N > 0
    a partial wait, with no verdict (compile_source(stop="bin") raises one)."""
    text = example_source(example).text.replace(
        f"schedule {example} on sm_90a {{", f"schedule {example} on sm_90a {{ persistent;")
    if "persistent;" not in text:
        text += f"\nschedule {example} on sm_90a {{ persistent }}\n"
    c = compile_source(Source(f"{example}.kgen", text), "sm_90a", stop="bin")
    assert "for each tile of this program (persistent)" in c.asm
    got = cubin_facts(c.binary)
    for fn, (full, partial) in ptx_waits(c.asm).items():
        f = got[fn]
        assert f.hgmma > 0 and f.full_waits <= full, (fn, f)
        assert (f.partial_waits > 0) == (partial > 0), (fn, f)


def test_persistent_attention_peels_the_ping_pong_first_round():
    """In a persistent program the ping-pong's rotated loops once kept their first step's
    previous P V behind a branch, and ptxas 13.5 serialized every wgmma (C7519 in 'attention');
    there the first round is peeled too. What is left is 52 bytes of spills (taken here by name:
    kgen refuses them otherwise), and no C75xx verdict."""
    text = example_source("attention").text.replace(
        "schedule attention on sm_90a {", "schedule attention on sm_90a { persistent; accept spills;")
    c = compile_source(Source("attention.kgen", text), "sm_90a", stop="bin")   # or a verdict
    fn = next(f for f in c.functions if f.name == "attention")
    assert fn.programs and "the loop's first round, peeled" in c.asm
    f = cubin_facts(c.binary)["attention"]
    assert f.partial_waits > 0 and f.full_waits < f.hgmma / 2, f


@pytest.mark.parametrize("release, named", [("13.0", True), ("13.5", False), ("14.1", False)])
def test_a_verdict_from_an_older_ptxas_says_which_to_install(monkeypatch, tmp_path, release,
                                                            named):
    # ptxas 13.0 injects warpgroup arrives into the attention loop that 13.5 takes as written
    # (both seen on the attention golden, 2026-11-29): the hint names the version first.
    import kgen.assemble.driver as driver
    fake = tmp_path / "ptxas"
    fake.write_text(f"#!/bin/sh\necho 'Cuda compilation tools, release {release}, "
                    f"V{release}.1'\n")
    fake.chmod(0o755)
    monkeypatch.setattr(driver, "find_ptxas", lambda: str(fake))
    hint = driver.verdict_hint("C7519", "attention", "sm_90a")
    assert ("this ptxas is 13.0" in hint and "nvidia-cuda-nvcc>=13.5" in hint) == named
    assert "accept C7519" in hint


def test_facts_are_kept_across_processes_by_the_cubins_hash(monkeypatch, tmp_path):
    """cubin_facts keeps each cubin's facts in the cache folder: a later process reads them
    without nvdisasm; a file that does not read is disassembled again; the cache off keeps
    nothing."""
    import kgen.assemble.sass as sass
    cubin, _ = assemble_once((ROOT / "golden/gemm_bf16/sm_90a.ptx").read_text(), "sm_90a")
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    sass.cubin_facts.cache_clear()
    first = sass.cubin_facts(cubin)
    assert first["gemm_bf16"].hgmma > 0 and len(list(tmp_path.glob("sass-*.json"))) == 1
    calls = []
    real = sass.disassemble
    monkeypatch.setattr(sass, "disassemble", lambda c: calls.append(1) or real(c))
    sass.cubin_facts.cache_clear()          # as a new process would be
    assert sass.cubin_facts(cubin) == first and calls == []
    next(tmp_path.glob("sass-*.json")).write_text("{not json")
    sass.cubin_facts.cache_clear()
    assert sass.cubin_facts(cubin) == first and calls == [1]
    monkeypatch.setenv("KGEN_CACHE", "0")
    for p in tmp_path.iterdir():
        p.unlink()
    sass.cubin_facts.cache_clear()
    assert sass.cubin_facts(cubin) == first and calls == [1, 1]
    assert not list(tmp_path.iterdir())
    sass.cubin_facts.cache_clear()
