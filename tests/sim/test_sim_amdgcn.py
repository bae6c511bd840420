"""The AMDGCN emulator: kgen's gfx90a / gfx942 text executed wave by wave, against NumPy.

Every golden .s file parses; every example runs at ragged sizes on both targets and matches the
references; planted bugs (a missing s_waitcnt, a missing s_barrier, an LDS write not waited for
before the barrier, an out-of-bounds store, an unknown opcode, a missing s_nop) are caught and
named; the f32 division sequence the emitter uses is IEEE-exact.
"""

from __future__ import annotations

import re
from functools import lru_cache

import numpy as np
import pytest

from conftest import ROOT, emulate_example, example_source
from kgen.cached import compile_cached
from kgen.lir.interp import grid_for
from kgen.sim import (EmulatorError, GlobalMemory, Launch, OutOfBoundsAccess, SharedMemoryRace,
                      StaleRead, Stats, UnknownInstruction, emulate)
from kgen.sim.amdgcn import AmdModule, HazardViolation
from kgen.sim.amdgcn_memory import swizzle_lanes, swizzle_offset
from kgen.sim.amdgcn_parse import IllegalInstruction, parse_operand
from kgen.sim.amdgcn_valu import div_fixup_f32, div_fmas_f32, div_scale_f32, fma_f32
from kgen.sim.counters import Counters
from kgen.target.targets import TARGETS
from test_schedule import CASES as SCHEDULE_CASES
from test_schedule import assert_close

AMD = ("gfx90a", "gfx942")
GOLDEN = sorted((ROOT / "golden").glob("*/gfx9*.s"))

# Ragged sizes (test_schedule's, where no tile, chunk or vector divides them, so every edge path
# runs), plus a row length whose rows are 16-byte aligned (the bf16 packing path).
CASES = SCHEDULE_CASES + [("silu_mul", {"M": 2, "N": 4096})]


@lru_cache(maxsize=None)
def compiled(example: str, target: str):
    c = compile_cached(example_source(example), target)
    return c.asm, c.functions[0]


def launch_example(asm: str, fn, target: str, example: str, sizes: dict, seed: int = 0):
    """Runs `asm` (kgen's text for `fn`, maybe edited) on the example's inputs; returns
    (outputs, expected, stats)."""
    return emulate_example(asm, fn, target, example, sizes, seed)


# ----------------------------------------------------------------------------------------------
# Parsing.

@pytest.mark.parametrize("path", GOLDEN, ids=[f"{p.parent.name}-{p.stem}" for p in GOLDEN])
def test_every_golden_instruction_parses(path):
    m = AmdModule(path.read_text(), TARGETS[path.stem])
    body = [ln for ln in path.read_text().split("\n")
            if re.match(r"\t[a-z]", ln) and not ln.startswith("\t.")]
    # Every kernel of the example (one named after it, or several with its name as a prefix).
    names = [n for n in m.kernels if n.startswith(path.parent.name)]
    assert names and sum(len(m.kernels[n].code) for n in names) == len(body) > 0
    assert all(m.kernels[n].args and m.kernels[n].kernarg_size > 0 for n in names)


def test_operands():
    assert parse_operand("v[6:9]").count == 4
    assert parse_operand("s[4:5]").index == 4
    assert parse_operand("vcc").index == 106 and parse_operand("exec").count == 2
    assert parse_operand("-v6").neg and parse_operand("|v1|").abs
    assert parse_operand("1.0").value == 0x3F800000
    assert parse_operand("-2.0").value == 0xC0000000
    assert parse_operand("-16").value == 0xFFFFFFF0 and parse_operand("-16").value64 == 2**64 - 16
    assert parse_operand("0xff800000").value == 0xFF800000
    assert not parse_operand("0xff800000").inline


def test_swizzle():
    assert swizzle_offset("swizzle(SWAP,16)") == (16 << 10) | 0x1F
    lanes = swizzle_lanes(swizzle_offset("swizzle(SWAP,1)"))
    assert list(lanes[:4]) == [1, 0, 3, 2] and lanes[33] == 32
    assert list(swizzle_lanes(swizzle_offset("swizzle(QUAD_PERM,3,2,1,0)"))[:4]) == [3, 2, 1, 0]
    assert swizzle_lanes(swizzle_offset("swizzle(BROADCAST,8,2)"))[13] == 10


# ----------------------------------------------------------------------------------------------
# Examples against NumPy.

@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example,sizes", CASES, ids=[f"{e}-{s}" for e, s in CASES])
def test_example_matches_numpy(example, sizes, target):
    asm, fn = compiled(example, target)
    outs, want, stats = launch_example(asm, fn, target, example, sizes)
    for name in want:
        assert_close(outs[name], want[name], name)
    assert stats.blocks == int(np.prod(grid_for(fn, sizes))) and stats.instructions > 0


# ----------------------------------------------------------------------------------------------
# Planted bugs.

def _lines(asm: str) -> list[str]:
    return asm.split("\n")


def _drop(asm: str, index: int) -> str:
    lines = _lines(asm)
    del lines[index]
    return "\n".join(lines)


def test_missing_vmcnt_wait_is_a_stale_read():
    asm, fn = compiled("softmax", "gfx942")
    lines = _lines(asm)
    # The wait between the first 16-byte load of x and the max that reads it.
    i = next(i for i, ln in enumerate(lines) if "global_load_dwordx4" in ln)
    load = lines[i]
    j = next(j for j in range(i, len(lines)) if "s_waitcnt vmcnt" in lines[j])
    with pytest.raises(StaleRead) as e:
        launch_example(_drop(asm, j), fn, "gfx942", "softmax", {"M": 1, "N": 2048})
    reg = re.search(r"v\[(\d+):", load).group(1)
    msg = str(e.value)
    assert f"v{reg}" in msg and f"line {i + 1}" in msg and "global_load_dwordx4" in msg


def test_missing_barrier_is_a_race():
    asm, fn = compiled("softmax", "gfx942")
    i = next(i for i, ln in enumerate(_lines(asm)) if ln.strip().startswith("s_barrier"))
    with pytest.raises(SharedMemoryRace):
        launch_example(_drop(asm, i), fn, "gfx942", "softmax", {"M": 1, "N": 300})


def test_missing_lgkmcnt_before_barrier_fails():
    asm, fn = compiled("softmax", "gfx942")
    lines = _lines(asm)
    i = next(i for i, ln in enumerate(lines) if ln.strip().startswith("s_barrier"))
    assert "lgkmcnt(0)" in lines[i - 1]
    with pytest.raises((SharedMemoryRace, StaleRead)):
        launch_example(_drop(asm, i - 1), fn, "gfx942", "softmax", {"M": 1, "N": 300})


def test_out_of_bounds_store():
    asm, fn = compiled("vadd", "gfx90a")
    # N claims 2000 elements: x and y have them, 'out' has 100, so the stores run past it.
    mem = GlobalMemory()
    args = [mem.add("x", np.zeros(2000, np.float32)), mem.add("y", np.zeros(2000, np.float32)),
            mem.add("out", np.zeros(100, np.float32)), np.uint32(2000)]
    launch = Launch(grid_for(fn, {"N": 2000}), fn.threads, args, mem)
    with pytest.raises(OutOfBoundsAccess, match="global_store.*'out'"):
        emulate(asm, TARGETS["gfx90a"], fn.name, launch)


def test_unknown_opcode_names_line():
    asm, _ = compiled("vadd", "gfx942")
    lines = _lines(asm)
    i = next(i for i, ln in enumerate(lines) if ln.strip().startswith("v_add_f32"))
    lines[i] = lines[i].replace("v_add_f32", "v_frobnicate_f32")
    with pytest.raises(UnknownInstruction, match=rf"line {i + 1}: .*v_frobnicate_f32"):
        AmdModule("\n".join(lines), TARGETS["gfx942"])


def test_a_lazy_module_reads_a_kernel_when_it_first_runs():
    """kgen.sim.module's AMD modules read each kernel at its first launch (as PTX modules do):
    a bad line in one kernel does not stop another from running, fails its own kernel's every
    launch (never a kernel run half read), and an eager module refuses the text at once."""
    from kgen.sim.amdgcn_fused import Module
    c = compile_cached(example_source("layernorm"), "gfx942")
    lines = _lines(c.asm)
    start = lines.index("layernorm_rows128:")
    i = next(j for j in range(start, len(lines)) if lines[j].strip().startswith("v_add_f32"))
    lines[i] = lines[i].replace("v_add_f32", "v_frobnicate_f32")
    text = "\n".join(lines)
    with pytest.raises(UnknownInstruction, match="v_frobnicate_f32"):
        AmdModule(text, TARGETS["gfx942"])
    m = Module(text, TARGETS["gfx942"], lazy=True)
    assert all(not k.code for k in m.kernels.values())
    fn = next(f for f in c.functions if f.name == "layernorm")
    bad = next(v for v in fn.variants if v.name == "layernorm_rows128")
    sizes = {"M": 3, "N": 100}
    for f in (fn, bad, bad):
        mem = GlobalMemory()
        args = [mem.add("x", np.zeros(300, np.float32)), mem.add("w", np.zeros(100, np.float32)),
                mem.add("b", np.zeros(100, np.float32)), mem.add("y", np.zeros(300, np.float32)),
                np.float32(1e-5), np.uint32(3), np.uint32(100)]
        launch = Launch(grid_for(f, sizes), f.threads, args, mem)
        if f is fn:
            m.run(f.name, launch)
            assert m.kernels["layernorm"].code and not m.kernels["layernorm_rows1024"].code
        else:
            with pytest.raises(UnknownInstruction, match="v_frobnicate_f32"):
                m.run(f.name, launch)
            assert not m.kernels["layernorm_rows128"].code


def test_missing_nop_is_a_hazard():
    """gfx942: v_readlane after the VALU op that wrote its source needs a wait state."""
    asm, fn = compiled("softmax", "gfx942")
    lines = _lines(asm)
    i = next(i for i, ln in enumerate(lines) if "s_nop 0" in ln and
             "v_readlane_b32" in lines[i + 1])
    with pytest.raises(HazardViolation, match="v_readlane"):
        launch_example(_drop(asm, i), fn, "gfx942", "softmax", {"M": 1, "N": 64})


def test_descriptor_must_cover_registers():
    asm, _ = compiled("vadd", "gfx90a")
    bad = re.sub(r"\.amdhsa_next_free_vgpr \d+", ".amdhsa_next_free_vgpr 2", asm)
    with pytest.raises(EmulatorError, match="VGPR"):
        AmdModule(bad, TARGETS["gfx90a"])


# ----------------------------------------------------------------------------------------------
# Hand-written kernels: one instruction's semantics at a time.

_TEMPLATE = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"
\t.text
\t.globl\tt
t:
\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_lshlrev_b32 v1, 2, v0
\ts_waitcnt lgkmcnt(0)
{body}
\tglobal_store_dword v1, v2, s[4:5]
\ts_endpgm
.Lfunc_end_t:
\t.rodata
\t.amdhsa_kernel t
\t\t.amdhsa_group_segment_fixed_size {lds}
\t\t.amdhsa_kernarg_size 8
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_system_sgpr_workgroup_id_x 1
\t\t.amdhsa_next_free_vgpr 32
\t\t.amdhsa_next_free_sgpr 32
\t\t.amdhsa_accum_offset 32
\t\t.amdhsa_float_denorm_mode_32 3
\t\t.amdhsa_ieee_mode 1
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           t
    .args:
      - .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: {lds}
    .kernarg_segment_size: 8
...
\t.end_amdgpu_metadata
"""


def run_body(body: str, threads: int = 64, target: str = "gfx942", lds: int = 0) -> np.ndarray:
    """Runs `body` (v2 = the result per lane) in one block; returns v2 of every thread."""
    text = _TEMPLATE.format(target=target, body=body.strip("\n"), lds=lds)
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(threads, np.uint32))
    emulate(text, TARGETS[target], "t", Launch((1,), threads, [out], mem))
    return mem.array("out").view(np.uint32)


def test_a_repeated_line_is_its_own():
    """A text met twice is read once (amdgcn.Decoded), but each line's handler names that line:
    the second v_readfirstlane misses its wait state after the second v_mov, and the message
    names those two lines, not the first pair. Counted launches count every line."""
    body = """
\tv_mov_b32 v3, v0
\ts_nop 0
\tv_readfirstlane_b32 s6, v3
\tv_mov_b32 v3, v0
\tv_readfirstlane_b32 s6, v3
\tv_mov_b32 v2, s6
"""
    with pytest.raises(HazardViolation, match=r"line 12: v_readfirstlane_b32 s6, v3: v3 needs "
                                              r"1 wait state\(s\) after line 11: v_mov"):
        run_body(body)
    fixed = body.replace("v_mov_b32 v3, v0\n\tv_readfirstlane_b32 s6, v3\n\tv_mov_b32 v2",
                         "v_mov_b32 v3, v0\n\ts_nop 0\n\tv_readfirstlane_b32 s6, v3\n"
                         "\ts_nop 1\n\tv_mov_b32 v2")
    text = _TEMPLATE.format(target="gfx942", body=fixed.strip("\n"), lds=0)
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(64, np.uint32))
    stats = Stats(counters=Counters())
    emulate(text, TARGETS["gfx942"], "t", Launch((1,), 64, [out], mem, stats=stats))
    assert stats.counters.opcodes["v_readfirstlane_b32"] == 2
    assert stats.counters.opcodes["v_mov_b32"] == 3
    assert (mem.array("out").view(np.uint32) == 0).all()       # lane 0's work-item id


def f2u(x: float) -> int:
    return int(np.float32(x).view(np.uint32))


LANE = np.arange(64, dtype=np.uint32)
SEMANTICS = [
    # IEEE-mode max: a quiet NaN operand gives the other; a signalling NaN a quiet NaN.
    ("v_mov_b32 v3, 0x7fc00000\n\tv_max_f32 v2, 1.0, v3", f2u(1.0)),
    ("v_mov_b32 v3, 0x7f800001\n\tv_max_f32 v2, 1.0, v3", 0x7FC00000),
    ("v_mov_b32 v3, 0x4f32d05e\n\tv_cvt_i32_f32 v2, v3", 0x7FFFFFFF),          # 3e9 saturates
    ("v_mov_b32 v3, 0x7fc00000\n\tv_cvt_i32_f32 v2, v3", 0),                   # NaN -> 0
    ("v_mov_b32 v3, 0xc02ccccd\n\tv_cvt_i32_f32 v2, v3", 0xFFFFFFFE),          # -2.7 -> -2
    ("v_mov_b32 v3, 0xaabbccdd\n\tv_mov_b32 v4, 0x11223344\n\tv_mov_b32 v5, 0x7060302\n"
     "\tv_perm_b32 v2, v3, v4, v5", 0xAABB1122),
    ("v_bfe_u32 v2, v0, 1, 3", (LANE >> 1) & 7),
    ("v_add3_u32 v2, v0, v0, 5", 2 * LANE + 5),
    ("v_lshrrev_b32 v2, 1, v0", LANE >> 1),
    ("s_mov_b32 s6, -1\n\ts_add_u32 s6, s6, 1\n\ts_addc_u32 s7, 0, 0\n\tv_mov_b32 v2, s7", 1),
    ("s_mov_b32 s6, 5\n\ts_sub_u32 s6, 3, s6\n\ts_cselect_b32 s7, 9, 8\n\tv_mov_b32 v2, s7", 9),
    ("s_mov_b32 s6, -3\n\ts_min_i32 s6, s6, 2\n\tv_mov_b32 v2, s6", 0xFFFFFFFD),
    ("s_mov_b32 s6, -3\n\ts_min_u32 s6, s6, 2\n\tv_mov_b32 v2, s6", 2),
    # EXEC: lanes outside the guard keep their value.
    ("v_mov_b32 v2, 5\n\tv_cmp_lt_u32 s[6:7], v0, 10\n\ts_and_saveexec_b64 s[8:9], s[6:7]\n"
     "\tv_mov_b32 v2, 7\n\ts_mov_b64 exec, s[8:9]", np.where(LANE < 10, 7, 5)),
    ("v_cmp_lt_u32 s[6:7], v0, 10\n\ts_and_saveexec_b64 s[8:9], s[6:7]\n\ts_mov_b64 exec, "
     "s[8:9]\n\ts_nop 1\n\tv_cndmask_b32 v2, 3, v0, s[6:7]", np.where(LANE < 10, LANE, 3)),
    ("v_mov_b32 v3, v0\n\tds_swizzle_b32 v2, v3 offset:swizzle(SWAP,1)\n\ts_waitcnt lgkmcnt(0)",
     LANE ^ 1),
    ("v_mov_b32 v3, v0\n\tds_swizzle_b32 v2, v3 offset:swizzle(SWAP,16)\n\ts_waitcnt "
     "lgkmcnt(0)", LANE ^ 16),
    ("v_cmp_gt_u32 s[6:7], v0, 40\n\ts_and_saveexec_b64 s[8:9], s[6:7]\n\tv_readfirstlane_b32 "
     "s10, v0\n\ts_mov_b64 exec, s[8:9]\n\ts_nop 0\n\tv_mov_b32 v2, s10", 41),
    ("v_readlane_b32 s10, v1, 33\n\ts_nop 1\n\tv_mov_b32 v2, s10", 132),
    ("v_mov_b32 v3, 0x3f800000\n\tv_cvt_f16_f32 v2, v3", 0x3C00),
    ("v_mov_b32 v3, 0x3c00\n\tv_cvt_f32_f16 v2, v3", f2u(1.0)),
    ("v_mov_b32 v3, 0x3c00\n\tv_mov_b32 v4, 0x4000\n\tv_pack_b32_f16 v2, v3, v4", 0x40003C00),
    ("v_mov_b32 v3, 0x40000000\n\tv_fma_f32 v2, -v3, 0.5, 4.0", f2u(3.0)),
    ("v_mov_b32 v3, 0xc0000000\n\tv_mul_f32 v2, |v3|, v3", f2u(-4.0)),
    ("v_cmp_u_f32 s[6:7], v0, v0\n\ts_nop 1\n\tv_cndmask_b32 v2, 0, 1, s[6:7]", 0),
    ("v_mov_b32 v3, 0x7fc00000\n\tv_cmp_neq_f32 vcc, v3, v3\n\ts_nop 1\n"
     "\tv_cndmask_b32 v2, 0, 1, vcc", 1),
    ("v_mov_b32 v3, 0\n\tv_exp_f32 v2, v3", f2u(1.0)),
    # v_log_f32 / v_rsq_f32 of other inputs: anywhere in their 1 ulp (test_sim_approx).
    ("v_cvt_f32_i32 v2, -1", f2u(-1.0)),
]


@pytest.mark.parametrize("body,want", SEMANTICS, ids=[s.split("\n")[-1].strip().split()[0] + str(i)
                                                      for i, (s, _) in enumerate(SEMANTICS)])
def test_instruction_semantics(body, want):
    got = run_body("\t" + body)
    assert (got == np.broadcast_to(np.asarray(want, np.uint32), got.shape)).all(), \
        f"got {got[:8]} ..."


def test_lds_round_trip_between_waves():
    body = """\
\tds_write_b32 v1, v0
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\tv_xor_b32 v3, 0x100, v1
\tds_read_b32 v2, v3
\ts_waitcnt lgkmcnt(0)"""
    assert (run_body(body, threads=128, lds=512) == np.arange(128) ^ 64).all()


def test_lds_read_across_a_barrier_is_a_race():
    """A ds_read issued before the barrier may happen before the other wave's write."""
    body = """\
\tv_xor_b32 v3, 0x100, v1
\tds_write_b32 v1, v0
\ts_waitcnt lgkmcnt(0)
\tds_read_b32 v2, v3
\ts_barrier
\ts_waitcnt lgkmcnt(0)"""
    with pytest.raises(SharedMemoryRace):
        run_body(body, threads=128, lds=512)


def test_smem_is_only_complete_at_lgkmcnt_zero():
    body = """\
\ts_load_dword s8, s[0:1], 0x0
\tds_write_b32 v1, v0
\ts_waitcnt lgkmcnt(1)
\tv_mov_b32 v2, s8"""
    with pytest.raises(StaleRead, match="s8.*s_load_dword"):
        run_body(body, lds=256)


def test_constant_bus_is_checked():
    with pytest.raises(IllegalInstruction, match="constant bus"):
        run_body("\tv_add_f32 v2, s6, s7")
    with pytest.raises(IllegalInstruction, match="VOP3"):
        run_body("\tv_fma_f32 v2, v0, v0, 0x3fb8aa3b")


# ----------------------------------------------------------------------------------------------
# Arithmetic.

def _bits(x) -> np.ndarray:
    return np.asarray(x, np.float32).view(np.uint32)


def fdiv(n: np.ndarray, d: np.ndarray) -> np.ndarray:
    """The emitter's division sequence (emitters/amdgcn/select.py op_fdiv) on the emulator's ops."""
    n, d = _bits(n), _bits(d)
    f = lambda u: u.view(np.float32)  # noqa: E731
    b = lambda x: np.asarray(x, np.float32).view(np.uint32)  # noqa: E731
    ds, _ = div_scale_f32(d, d, n)
    with np.errstate(all="ignore"):
        r = b(1.0 / f(ds).astype(np.float64))
    ns, vcc = div_scale_f32(n, d, n)
    nds = ds ^ np.uint32(0x80000000)
    e = b(fma_f32(f(nds), f(r), np.float32(1.0)))
    r = b(fma_f32(f(e), f(r), f(r)))
    q = b(f(ns) * f(r))
    e = b(fma_f32(f(nds), f(q), f(ns)))
    q = b(fma_f32(f(e), f(r), f(q)))
    e = b(fma_f32(f(nds), f(q), f(ns)))
    e = div_fmas_f32(e, r, q, vcc)
    return div_fixup_f32(e, d, n).view(np.float32)


def _same(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    return (got.view(np.uint32) == want.view(np.uint32)) | (np.isnan(got) & np.isnan(want))


def test_fdiv_is_ieee_on_random_values():
    rng = np.random.default_rng(1)
    n = rng.standard_normal(20000).astype(np.float32) * np.float32(1e3)
    d = rng.standard_normal(20000).astype(np.float32)
    with np.errstate(all="ignore"):
        assert _same(fdiv(n, d), n / d).all()


def test_fdiv_is_ieee_on_edge_values():
    rng = np.random.default_rng(2)
    bits = rng.integers(0, 2**32, 200000, dtype=np.uint64).astype(np.uint32)
    x = bits.view(np.float32)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1.17549435e-38,
                         5e-39, 3.4028235e38, -3.4028235e38, 1.0, -1.0, 2.0 ** -126,
                         2.0 ** 127, 2.0 ** -149, 3e-39, 1e30, 1e-30], np.float32)
    n = np.concatenate([x, np.repeat(specials, specials.size), specials[:, None].repeat(
        1, 1).ravel()])
    d = np.concatenate([np.roll(x, 7), np.tile(specials, specials.size), specials])
    # Tiny, huge and denormal divisors against ordinary numerators, and the reverse.
    m = rng.standard_normal(4000).astype(np.float32)
    tiny = (rng.integers(1, 2**23, 4000, dtype=np.uint64).astype(np.uint32)).view(np.float32)
    huge = (rng.integers(0x7E000000, 0x7F7FFFFF, 4000, dtype=np.uint64)
            .astype(np.uint32)).view(np.float32)
    n = np.concatenate([n, m, m, tiny, huge, m * np.float32(1e-30), huge])
    d = np.concatenate([d, tiny, huge, m, m, huge, tiny])
    with np.errstate(all="ignore"):
        want = n / d
        got = fdiv(n, d)
    bad = ~_same(got, want)
    assert not bad.any(), (f"{bad.sum()} differ, e.g. {n[bad][:3]} / {d[bad][:3]}: "
                           f"got {got[bad][:3]}, want {want[bad][:3]}")


@pytest.mark.parametrize("target", AMD)
def test_compiled_fdiv_is_ieee(target):
    """kgen's own division, compiled and emulated, on random bit patterns and on tiny, huge
    and denormal divisors: bit-exact against NumPy's f32 division."""
    rng = np.random.default_rng(4)
    x = rng.integers(0, 2**32, 12000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    m = rng.standard_normal(3000).astype(np.float32)
    tiny = rng.integers(1, 2**23, 3000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    huge = rng.integers(0x7E000000, 0x7F7FFFFF, 3000, dtype=np.uint64).astype(np.uint32) \
        .view(np.float32)
    n = np.concatenate([x, m, m, tiny, huge]).astype(np.float32)
    d = np.concatenate([np.roll(x, 3), tiny, huge, m, m]).astype(np.float32)
    y = np.full_like(n, np.nan)
    src = "kernel k(x: f32[N], z: f32[N], y: f32[N]) {\n tile n: 512\n y[n] = x[n] / z[n]\n}"
    _emulated_run(target)(src, {"x": n, "z": d}, {"y": y}, {"N": n.size})
    with np.errstate(all="ignore"):
        want = n / d
    bad = ~_same(y, want)
    assert not bad.any(), f"{bad.sum()} differ, e.g. {n[bad][:3]} / {d[bad][:3]}: {y[bad][:3]}"


def test_fma_rounds_once():
    a, b, c = np.float32(1 + 2 ** -23), np.float32(1 - 2 ** -24), np.float32(-1.0)
    exact = (1 + 2.0 ** -23) * (1 - 2.0 ** -24) - 1.0
    assert fma_f32(a, b, c) == np.float32(exact)
    rng = np.random.default_rng(3)
    x, y, z = (rng.standard_normal(5000).astype(np.float32) for _ in range(3))
    from fractions import Fraction
    for i in range(200):
        e = Fraction(float(x[i])) * Fraction(float(y[i])) + Fraction(float(z[i]))
        assert fma_f32(x[i], y[i], z[i]) == np.float32(float(e)) or \
            abs(Fraction(float(fma_f32(x[i], y[i], z[i]))) - e) <= \
            abs(Fraction(float(np.float32(float(e)))) - e)


# ----------------------------------------------------------------------------------------------
# Every operation of the language (tests/lower/test_ops.py), run on the emulator instead of the LIR
# interpreter.

def _emulated_run(target: str):
    from conftest import compile_text

    def run(src, args, outs, sizes, target_ignored="sm_90a", spec=None):
        c = compile_text(src, target, stop="asm", specialize=spec)
        fn = c.functions[0]
        mem, values, argv = GlobalMemory(), {**args, **outs}, []
        for p in fn.params:
            if p.kind == "tensor":
                argv.append(mem.add(p.name, np.ascontiguousarray(values[p.name])))
            elif p.kind == "dim":
                argv.append(np.uint32(sizes[p.name]))
            else:
                v = values[p.name]
                argv.append(np.int32(v) if p.dtype == "i32" else np.float32(v))
        launch = Launch(grid_for(fn, sizes), fn.threads, argv, mem)
        emulate(c.asm, TARGETS[target], fn.name, launch)
        for name, arr in outs.items():
            arr.reshape(-1).view(np.uint8)[:] = mem.array(name)
        return outs
    return run


def _op_tests():
    import test_ops
    cases = [(f"{u[0]}", test_ops.test_unary_f32, (*u, "x")) for u in test_ops.UNARY]
    cases += [(f.__name__, f, ()) for f in (
        test_ops.test_integer_arithmetic_and_casts,
        test_ops.test_float_to_int_truncates_toward_zero,
        test_ops.test_f16_round_trip_and_arithmetic,
        test_ops.test_bf16_casts_round_to_nearest_even,
        test_ops.test_all_rows_reduction_per_row_and_misaligned_row_length,
        test_ops.test_integer_reduction, test_ops.test_scalar_and_dimension_values)]
    cases += [("rows_per_program_and_2d_grid", test_ops.test_rows_per_program_and_2d_grid, ("x",))]
    cases += [(f"loop_step_{s}", test_ops.test_loop_steps_of_any_size, (s,)) for s in (100, 333)]
    return test_ops, cases


_OPS_MODULE, OP_CASES = _op_tests()


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("name,test,args", OP_CASES, ids=[c[0] for c in OP_CASES])
def test_language_operation_on_emulator(name, test, args, target, monkeypatch):
    monkeypatch.setattr(_OPS_MODULE, "run", _emulated_run(target))
    test(*args)
