"""CDNA GEMMs (the general product lowering on MFMA) end to end: the example kernels compiled for gfx90a and gfx942 and run
in the AMDGCN emulator (stale reads, LDS races and missing wait states all fail a run) at ragged
sizes against NumPy, on both staging paths: 16-byte rows (K a multiple of 8: global_load_dwordx4
and ds_write_b128) and the element-wise fallback (K = 197). Also what the emitted text must
contain, and the schedule's resource diagnostics."""

from __future__ import annotations

from functools import lru_cache

import pytest

from conftest import compile_text, emulate_example, example_source
from kgen.cached import compile_cached
from kgen.errors import ScheduleError
from test_schedule import assert_close

AMD = ("gfx90a", "gfx942")
GEMMS = ("gemm_bf16", "gemm_f16", "gemm_bt")


@lru_cache(maxsize=None)
def compiled(example: str, target: str):
    return compile_cached(example_source(example), target)


@pytest.mark.parametrize("K", [200, 197])
@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_gemm_matches_numpy_on_the_emulator(example, target, K):
    c = compiled(example, target)
    sizes = {"M": 70, "N": 136, "K": K}
    got, want, _ = emulate_example(c.asm, c.functions[0], target, example, sizes)
    for name, w in want.items():
        assert_close(got[name], w, f"{example} on {target}, K={K}: {name}")


def _main_loops(asm: str) -> list[str]:
    """The text of each K loop (label to end label)."""
    out, cur = [], None
    for line in asm.splitlines():
        if line.startswith(".L") and "_loop" in line and not line.rstrip(":").endswith("_end"):
            cur = []
        elif cur is not None and line.startswith(".L") and line.rstrip(":").endswith("_end"):
            out.append("\n".join(cur))
            cur = None
        elif cur is not None:
            cur.append(line)
    return out


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_aligned_loop_uses_16_byte_loads_and_lds_writes(example, target):
    asm = compiled(example, target).asm
    fast, slow = _main_loops(asm)[:2]
    assert "global_load_dwordx4" in fast and "global_load_ushort" not in fast
    assert "global_load_ushort" in slow and "global_load_dwordx4" not in slow
    # K-contiguous operands land with one ds_write_b128 per 16 bytes; an N-contiguous one is
    # paired into (k, k+1) dwords by v_perm_b32. Rows off 16 bytes stream too, their pieces
    # loaded element by element and joined (v_perm_b32) before the same LDS writes.
    assert "ds_write_b128" in fast and "ds_write_b128" in slow
    assert "rows 16-byte aligned: 16-byte loads; otherwise element by element" in asm
    if example != "gemm_bt":
        assert "v_perm_b32" in fast and "ds_write_b16" not in fast
    # The uniform alignment test picks the path: K (and N for an N-contiguous B) % 8.
    assert "rows start aligned to 8 elements iff K % 8 == 0" in asm


def kernel_only(example: str) -> str:
    """The example's kernel without its schedules."""
    text = example_source(example).text
    return text[:text.index("\nschedule")] if "\nschedule" in text else text


def test_lds_overflow_is_a_diagnostic_at_the_schedule():
    src = kernel_only("gemm_bf16") + \
        "\nschedule gemm_bf16 on gfx90a { tile m: 256, n: 256, k: 64 }\n"
    with pytest.raises(ScheduleError, match=r"the products' operands need 73728 bytes of "
                                            r"shared memory; gfx90a has 65536") as e:
        compile_text(src, "gfx90a", name="examples/gemm_bf16.kgen")
    # The operand tiles A and B, each 256 x (64 + 8) x 2 bytes, are listed; at k: 32 the
    # kernel (its streams' two slots included) fits.
    assert e.value.notes == tuple(f"36864 bytes: {x} operands of the products, K contiguous, "
                                  "rows padded by 16 bytes" for x in "AB")
    assert e.value.hint == "k: 32 fits"
    # The schedule line is where it points.
    assert e.value.span.line == src.count("\n", 0, src.index("schedule gemm_bf16 on gfx90a")) + 1


def test_lds_diagnostic_says_what_k_fits():
    src = kernel_only("gemm_bf16") + \
        "\nschedule gemm_bf16 on gfx942 { tile m: 128, n: 128, k: 128 }\n"
    with pytest.raises(ScheduleError, match="need 69632 bytes of shared memory; gfx942 has "
                                            "65536") as e:
        compile_text(src, "gfx942")
    assert e.value.hint == "k: 64 fits"


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_mfma_operand_reads_are_bank_conflict_free(example, target):
    """Every ds_read_b128 of an MFMA operand: the 8 lanes of each phase (8 x 16 bytes = the 32
    banks of 4 bytes) touch 8 different 16-byte bank groups, computed from the lanes' real
    addresses by running the LIR."""
    import numpy as np

    from kgen.lir import ops as L
    c = compiled(example, target)
    fn = c.functions[0]
    reads = [n for n in L.walk(fn.body) if n.op == "ld_shared" and len(n.dst) == 4]
    assert reads, "the operands are read 16 bytes at a time"
    # The offsets are lane-affine: recompute them from the LIR interpreter's registers.
    from kgen.lir.interp import Machine
    seen = {}

    class Spy(Machine):
        def inst(self, n):
            if n.op == "ld_shared" and len(n.dst) == 4 and id(n) not in seen:
                seen[id(n)] = self.val(n.src[0]).astype(np.int64) + int(n.src[1].value)
            return super().inst(n)
    from reference import inputs
    sizes = {"M": 64, "N": 64, "K": 32}
    args = inputs(example, sizes, 0)
    outs = {p.name: np.zeros((64, 64), np.float32 if p.dtype == "f32" else np.uint16)
            for p in fn.params if p.kind == "tensor" and not p.readonly}
    Spy(fn, 64).run({**args, **outs, **sizes}, (1, 1, 1))
    assert seen
    for addr in seen.values():
        assert (addr % 16 == 0).all()
        for wave in range(len(addr) // 64):
            for q in range(8):
                lanes = addr[64 * wave + 8 * q: 64 * wave + 8 * q + 8]
                assert len(set((lanes // 16) % 8)) == 8, lanes


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_accumulators_live_in_agprs(example, target):
    """The MFMAs accumulate in AccVGPRs; the epilogue reads them out; the descriptor places
    them after the ArchVGPRs and counts both."""
    import re
    c = compiled(example, target)
    res = c.resources[0]
    mfmas = [ln for ln in c.asm.splitlines() if ln.strip().startswith("v_mfma")]
    assert mfmas and all(re.match(r"\s*v_mfma\S* a\[\d+:\d+\], v\[", ln) for ln in mfmas)
    assert "v_accvgpr_read_b32" in c.asm and "v_accvgpr_write_b32" in c.asm
    assert res.agprs == 16 * len({ln.split()[1] for ln in mfmas})
    accum = int(re.search(r"\.amdhsa_accum_offset (\d+)", c.asm).group(1))
    total = int(re.search(r"\.amdhsa_next_free_vgpr (\d+)", c.asm).group(1))
    assert accum >= res.vgprs and accum % 4 == 0 and total == accum + res.agprs


# ----------------------------------------------------------------------------------------------
# Register counts as runtimes read them: the metadata's .vgpr_count and the kernel descriptor.

def _highest(asm: str, file: str) -> int:
    """The number of `file` registers (v or a) the instructions name: the highest index + 1,
    as LLVM counts NumVGPR / NumAGPR ("the highest VGPR number explicitly referenced, plus
    one", AMDGPUUsage "SGPR and VGPR Counts")."""
    import re
    top = -1
    code = asm.split(".amdhsa_kernel")[0]
    for line in code.splitlines():
        line = line.split(";")[0]
        if not line.startswith("\t") or line.lstrip().startswith("."):
            continue
        for m in re.finditer(rf"\b{file}\[(\d+):(\d+)\]|\b{file}(\d+)\b", line):
            top = max(top, int(m.group(2) or m.group(3)))
    return top + 1


def _llvm_total(arch: int, acc: int) -> int:
    """LLVM's total for a gfx90a-class target, written out again here and not imported:
    AMDGPUBaseInfo.cpp getTotalNumVGPRs, `has90AInsts && NumAGPR ? alignTo(NumVGPR, 4) +
    NumAGPR : max(NumVGPR, NumAGPR)`."""
    return -(-arch // 4) * 4 + acc if acc else max(arch, acc)


def _field(asm: str, name: str) -> int:
    import re
    return int(re.search(rf"{re.escape(name)}\s+(\d+)", asm).group(1))


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_vgpr_count_counts_archvgprs_rounded_and_agprs(example, target):
    """.vgpr_count is what LLVM writes: ArchVGPRs rounded up to 4 plus AGPRs (it used to be the
    ArchVGPRs alone, so a runtime computing occupancy from it saw 58 where the wave takes 92)."""
    c = compiled(example, target)
    arch, acc = _highest(c.asm, "v"), _highest(c.asm, "a")
    assert acc > 0 and (arch, acc) == (c.resources[0].vgprs, c.resources[0].agprs)
    assert _field(c.asm, ".vgpr_count:") == _llvm_total(arch, acc)
    assert _field(c.asm, ".agpr_count:") == acc
    # The descriptor agrees: AGPRs from accum_offset (ArchVGPRs rounded up to 4), and
    # next_free_vgpr, from which llvm-mc derives the granulated VGPR count, is the same total.
    assert _field(c.asm, ".amdhsa_accum_offset") == -(-arch // 4) * 4
    assert _field(c.asm, ".amdhsa_next_free_vgpr") == _llvm_total(arch, acc)


def test_gemm_bf16_gfx942_vgpr_count():
    """72 ArchVGPRs (v0..v71: the element-by-element loads of rows off 16 bytes hold a piece's
    8 elements a step ahead) and 32 AGPRs: 72 + 32 = 104, not 72. (When the issue was filed
    the kernel had 62 ArchVGPRs: 64 + 32 = 96, not 62.)"""
    asm = compiled("gemm_bf16", "gfx942").asm
    assert (_highest(asm, "v"), _highest(asm, "a")) == (72, 32)
    assert _field(asm, ".vgpr_count:") == 104 and _field(asm, ".agpr_count:") == 32


def test_vgpr_count_rule():
    from kgen.emitters.amdgcn import vgpr_count
    from kgen.target.targets import TARGETS, Target
    gfx908_like = Target("gfx908", "amd", 64, 1024, 65536, "MFMA", "", unified_vgprs=False)
    for arch in (1, 2, 3, 4, 5, 57, 58, 62, 63, 64, 255, 256):
        for acc in (0, 4, 16, 32, 256):
            for t in (TARGETS["gfx90a"], TARGETS["gfx942"]):
                assert vgpr_count(arch, acc, t) == _llvm_total(arch, acc), (arch, acc)
            assert vgpr_count(arch, acc, gfx908_like) == max(arch, acc)


def _kernel_descriptor(code_object: bytes, kernel: str) -> bytes:
    """The 64-byte kernel descriptor at symbol `kernel`.kd in an ELF64 code object
    (AMDGPUUsage "Kernel Descriptor"; ELF: section headers at e_shoff, symbols in SHT_SYMTAB
    (2) or SHT_DYNSYM (11), a symbol's file offset is its section's offset + value - address)."""
    import struct
    shoff, = struct.unpack_from("<Q", code_object, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", code_object, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", code_object, shoff + i * shentsize)
            for i in range(shnum)]
    for _, kind, _, _, off, size, link, _, _, entsize in secs:
        if kind not in (2, 11):
            continue
        strtab = secs[link][4]
        for j in range(size // entsize):
            name, _, _, shndx, value, _ = struct.unpack_from("<IBBHQQ", code_object,
                                                             off + j * entsize)
            end = code_object.index(b"\0", strtab + name)
            if code_object[strtab + name:end].decode() == f"{kernel}.kd":
                addr, sec_off = secs[shndx][3], secs[shndx][4]
                start = sec_off + value - addr
                return code_object[start:start + 64]
    raise AssertionError(f"no symbol {kernel}.kd")


@pytest.mark.parametrize("target", AMD)
def test_assembled_code_object_reports_the_total(target):
    """Read back from the linked code object: the metadata note (kgen.assemble.amd's reader)
    and the kernel descriptor llvm-mc encoded from the same numbers."""
    import struct

    from conftest import llvm_reason
    from kgen.assemble.amd import assemble_amd, read_resources
    from kgen.target.targets import TARGETS
    reason = llvm_reason(target)
    if reason:
        pytest.skip(reason)
    c = compiled("gemm_bf16", target)
    arch, acc = _highest(c.asm, "v"), _highest(c.asm, "a")
    binary = assemble_amd(c.asm, TARGETS[target])
    # the kernel's own (its module also holds its split-K pair, kgen.lower.split)
    back = next(r for r in read_resources(binary) if r["kernel"] == "gemm_bf16")
    assert back["vgprs"] == _llvm_total(arch, acc) and back["agprs"] == acc
    kd = _kernel_descriptor(binary, "gemm_bf16")
    rsrc3, rsrc1 = struct.unpack_from("<II", kd, 44)
    # COMPUTE_PGM_RSRC1 bits 5:0, GRANULATED_WORKITEM_VGPR_COUNT: on GFX90A/GFX942 the VGPRs
    # used (ArchVGPRs aligned to 4 plus AGPRs) in granules of 8, minus 1; COMPUTE_PGM_RSRC3
    # bits 5:0 on GFX90A/GFX942, ACCUM_OFFSET: accum_offset / 4 - 1 (AMDGPUUsage,
    # "compute_pgm_rsrc1 for GFX6-GFX12" and "compute_pgm_rsrc3 for GFX90A, GFX942").
    assert rsrc1 & 0x3F == -(-_llvm_total(arch, acc) // 8) - 1
    assert rsrc3 & 0x3F == -(-arch // 4) - 1
    # What `kgen compile --stats` shows: the same total, the AGPRs named as part of it.
    from kgen.assemble.driver import assemble
    stats = next(r for r in assemble(c.asm, TARGETS[target])[1] if r.kernel == "gemm_bf16")
    assert stats.registers == _llvm_total(arch, acc)
    assert stats.extra.startswith(f"VGPRs incl. {acc} AGPRs;")


@pytest.mark.parametrize("target", AMD)
def test_a_k_steps_fragments_are_read_before_its_first_mfma(target):
    """Attention's P V on CDNA takes V's fragments from LDS and P's from registers: each
    fragment (four 16-bit elements contiguous along K) is one ds_read_b64, all of a k-step's
    go out before its first MFMA, into registers of their own, and the waits count them down,
    rather than two ds_read_b32 a fragment each waiting alone (lgkmcnt(0)) in the two VGPRs
    the previous fragment used."""
    asm = compiled("attention", target).asm.splitlines()
    first = [i for i, ln in enumerate(asm) if "A fragment 0 of k-step 0" in ln and
             ln.lstrip().startswith("ds_read") and "k-steps" not in ln]
    assert first, "no one-k-step fragment reads in attention's text"
    for i in first:
        assert asm[i].lstrip().startswith("ds_read_b64"), asm[i]
        mfma = next(j for j in range(i, len(asm)) if asm[j].lstrip().startswith("v_mfma"))
        # the tile's A fragments along d: 4 at head dimension 64, 8 at 128 (16 rows each)
        frags = max(int(ln.split("A fragment ")[1].split()[0]) for ln in asm[i:mfma]
                    if "A fragment " in ln and "of k-step 0" in ln) + 1
        assert frags in (4, 8), asm[i:mfma + 1]
        last = next(j for j in range(i, len(asm))
                    if f"A fragment {frags - 1} of k-step 0" in asm[j])
        assert last < mfma, asm[i:mfma + 1]
        assert not any("lgkmcnt(0)" in ln for ln in asm[i:last]), asm[i:last + 1]
        regs = {ln.split()[1] for ln in asm[i:mfma]
                if ln.lstrip().startswith("ds_read") and "of k-step 0" in ln}
        assert len(regs) == frags, regs
