"""The AMDGCN emulator's matrix instructions: MFMA (f16 / bf16 in, f32 accumulate) with VGPR
and AGPR accumulators, the AGPR moves, the MFMA dependency hazards, buffer loads and stores with
their out-of-range rules, and 16-bit LDS accesses.

Every kernel here is a complete hand-written module (code, `.amdhsa_kernel` descriptor,
code-object v5 metadata, in the golden files' format) that llvm-mc and ld.lld also accept for
its target (checked where LLVM 22's tools are installed). The GEMM kernels load the A and B
fragments from global memory by the documented lane layout, run a K loop of MFMAs and store D
by the documented layout; NumPy's A @ B is the reference.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import llvm_reason
from kgen.assemble.amd import assemble_amd
from kgen.sim import EmulatorError, GlobalMemory, Launch, UnknownInstruction, emulate
from kgen.sim.amdgcn import AmdModule, BadDescriptor, HazardViolation
from kgen.sim.amdgcn_fp8 import FORMATS
from kgen.sim.amdgcn_mfma import mfma_compute, mfma_layout
from kgen.sim.amdgcn_parse import IllegalInstruction
from kgen.target.targets import TARGETS

AMD = ("gfx90a", "gfx942")

# (shape, dtype) -> mnemonic per target, as llvm-mc-22 spells them.
MNEMONIC = {
    ("32x32x8", "f16"): {"gfx90a": "v_mfma_f32_32x32x8f16", "gfx942": "v_mfma_f32_32x32x8_f16"},
    ("16x16x16", "f16"): {"gfx90a": "v_mfma_f32_16x16x16f16",
                          "gfx942": "v_mfma_f32_16x16x16_f16"},
    ("32x32x8", "bf16"): {"gfx90a": "v_mfma_f32_32x32x8bf16_1k",
                          "gfx942": "v_mfma_f32_32x32x8_bf16"},
    ("16x16x16", "bf16"): {"gfx90a": "v_mfma_f32_16x16x16bf16_1k",
                           "gfx942": "v_mfma_f32_16x16x16_bf16"},
}
SHAPES = {"32x32x8": (32, 8), "16x16x16": (16, 16)}


# ----------------------------------------------------------------------------------------------
# A whole module around a kernel body.

def module(target: str, body: str, args: list[tuple[str, int, str]], vgprs: int,
           agprs: int = 0, sgprs: int = 16, lds: int = 0, name: str = "t") -> str:
    """args: (name, size, value kind) in order. s[0:1] is the kernarg pointer, s2 the
    workgroup id x, v0 the work-item id."""
    offset, meta = 0, []
    for a, size, kind in args:
        offset = -(-offset // size) * size
        meta.append(f"      - .name:           {a}\n        .offset:         {offset}\n"
                    f"        .size:           {size}\n        .value_kind:     {kind}"
                    + ("\n        .address_space:  global" if kind == "global_buffer" else ""))
        offset += size
    kernarg = offset
    accum = max(4, -(-vgprs // 4) * 4)
    total = accum + agprs if agprs else vgprs
    return f"""\
\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"
\t.amdhsa_code_object_version 5
\t.text
\t.globl\t{name}
\t.p2align\t8
\t.type\t{name},@function
{name}:
{body.rstrip()}
\ts_endpgm
.Lfunc_end_{name}:
\t.size\t{name}, .Lfunc_end_{name}-{name}

\t.rodata
\t.p2align\t6
\t.amdhsa_kernel {name}
\t\t.amdhsa_group_segment_fixed_size {lds}
\t\t.amdhsa_private_segment_fixed_size 0
\t\t.amdhsa_kernarg_size {kernarg}
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_system_sgpr_workgroup_id_x 1
\t\t.amdhsa_system_sgpr_workgroup_id_y 0
\t\t.amdhsa_system_sgpr_workgroup_id_z 0
\t\t.amdhsa_system_vgpr_workitem_id 0
\t\t.amdhsa_next_free_vgpr {total}
\t\t.amdhsa_next_free_sgpr {sgprs}
\t\t.amdhsa_accum_offset {accum}
\t\t.amdhsa_reserve_vcc 1
\t\t.amdhsa_float_round_mode_32 0
\t\t.amdhsa_float_round_mode_16_64 0
\t\t.amdhsa_float_denorm_mode_32 3
\t\t.amdhsa_float_denorm_mode_16_64 3
\t\t.amdhsa_dx10_clamp 1
\t\t.amdhsa_ieee_mode 1
\t.end_amdhsa_kernel

\t.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           {name}
    .symbol:         {name}.kd
    .args:
{chr(10).join(meta)}
    .group_segment_fixed_size: {lds}
    .kernarg_segment_align: 8
    .kernarg_segment_size: {kernarg}
    .max_flat_workgroup_size: 64
    .private_segment_fixed_size: 0
    .sgpr_count:     {sgprs + 6}
    .sgpr_spill_count: 0
    .vgpr_count:     {total}
    .vgpr_spill_count: 0
    .agpr_count:     {agprs}
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--{target}
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
"""


def launch(text: str, target: str, arrays: dict, values: list = (), threads: int = 64):
    """Runs kernel t over one block; arrays (name -> ndarray) are its pointer arguments in
    order, `values` the by-value ones after them. Returns the arrays after the run."""
    mem = GlobalMemory()
    args = [mem.add(n, a) for n, a in arrays.items()] + list(values)
    emulate(text, TARGETS[target], "t", Launch((1,), threads, args, mem))
    return {n: mem.array(n).view(a.dtype).reshape(a.shape) for n, a in arrays.items()}


ASSEMBLED: list[tuple[str, str]] = []      # (target, text) of every kernel the tests build


def built(target: str, *a, **kw) -> str:
    text = module(target, *a, **kw)
    ASSEMBLED.append((target, text))
    return text


# ----------------------------------------------------------------------------------------------
# The GEMM kernel: D (M x N, f32) = A (M x K*iters) @ B (K*iters x N), 16-bit inputs row-major.

def _log2(x: int) -> int:
    assert x & (x - 1) == 0
    return x.bit_length() - 1


def _accumulator(m: int, agpr: bool) -> tuple[str, str, str, str]:
    """An M x M MFMA's accumulator in v[16:] or a[0:]: its operand text, its zeroing, its
    reading into v[16:] (AGPRs) and its stores to D (row-major f32, lane's row 4 (lane / M)
    and column lane % M at v12) by the documented D layout: register r holds row
    8 (r / 4) + r % 4 (32x32) or r (16x16) past the lane's."""
    nd = m * m // 64
    acc = f"a[0:{nd - 1}]" if agpr else f"v[16:{15 + nd}]"
    init = "\n".join(f"\tv_accvgpr_write_b32 a{r}, 0" if agpr else f"\tv_mov_b32 v{16 + r}, 0"
                     for r in range(nd))
    read = "\n".join(f"\tv_accvgpr_read_b32 v{16 + r}, a{r}" for r in range(nd)) if agpr else ""
    rows = [(8 * (r // 4) + r % 4) if m == 32 else r for r in range(nd)]
    stores = "\n".join(f"\tglobal_store_dword v12, v{16 + r}, s[8:9] offset:{rows[r] * m * 4}"
                       for r in range(nd))
    return acc, init, read, stores


def gemm_kernel(target: str, shape: str, dtype: str, iters: int, agpr: bool,
                nops: bool = True, valu_nop: bool = True) -> str:
    m, k = SHAPES[shape]
    n, nd, ktot = m, m * m // 64, k * iters
    acc, init, read, stores = _accumulator(m, agpr)
    body = f"""\
\ts_load_dwordx4 s[4:7], s[0:1], 0x0            ; A, B
\ts_load_dwordx2 s[8:9], s[0:1], 0x10           ; D
\tv_and_b32 v1, {m - 1}, v0                     ; i (A) / j (B, D): lane % {m}
\tv_lshrrev_b32 v2, {_log2(m)}, v0              ; lane group: lane / {m}
\tv_lshlrev_b32 v3, {_log2(2 * ktot)}, v1       ; A: row i
\tv_lshlrev_b32 v4, 3, v2                      ; A: k = 4 * group, 2 bytes each
\tv_add_u32 v3, v3, v4
\tv_lshlrev_b32 v5, {_log2(8 * n)}, v2          ; B: row k = 4 * group
\tv_lshlrev_b32 v4, 1, v1                      ; B: column j
\tv_add_u32 v5, v5, v4
\tv_lshlrev_b32 v12, {_log2(16 * n)}, v2        ; D: row 4 * group, column j, 4 bytes each
\tv_lshlrev_b32 v4, 2, v1
\tv_add_u32 v12, v12, v4
{init}
\ts_mov_b32 s12, {iters}
\ts_waitcnt lgkmcnt(0)
.Lloop:
\tglobal_load_dwordx2 v[14:15], v3, s[4:5]     ; A[i][k0 .. k0+3]
\tglobal_load_ushort v6, v5, s[6:7]            ; B[k0][j] ...
\tglobal_load_ushort v7, v5, s[6:7] offset:{2 * n}
\tglobal_load_ushort v8, v5, s[6:7] offset:{4 * n}
\tglobal_load_ushort v9, v5, s[6:7] offset:{6 * n}
\ts_waitcnt vmcnt(0)
\tv_lshlrev_b32 v7, 16, v7
\tv_or_b32 v10, v6, v7
\tv_lshlrev_b32 v9, 16, v9
\tv_or_b32 v11, v8, v9
{chr(9) + 's_nop 1' if valu_nop else ''}
\t{MNEMONIC[(shape, dtype)][target]} {acc}, v[14:15], v[10:11], {acc}
\ts_add_u32 s4, s4, {2 * k}
\ts_addc_u32 s5, s5, 0
\ts_add_u32 s6, s6, {2 * k * n}
\ts_addc_u32 s7, s7, 0
\ts_sub_u32 s12, s12, 1
\ts_cmp_lg_u32 s12, 0
\ts_cbranch_scc1 .Lloop
{chr(9) + 's_nop 15' + chr(10) + chr(9) + 's_nop 3' if nops else ''}
{read}
{stores}
"""
    body = "\n".join(ln for ln in body.split("\n") if ln.strip())
    return built(target, body, [("A", 8, "global_buffer"), ("B", 8, "global_buffer"),
                                ("D", 8, "global_buffer")],
                 vgprs=16 + nd if nd > 4 else 20, agprs=nd if agpr else 0)


def to_bf16(x: np.ndarray) -> np.ndarray:
    """float32 -> bf16 bits (round to nearest even)."""
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def from_bf16(b: np.ndarray) -> np.ndarray:
    return (b.astype(np.uint32) << 16).view(np.float32)


def gemm_inputs(shape: str, dtype: str, iters: int, seed: int):
    m, k = SHAPES[shape]
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k * iters)) * np.exp2(rng.integers(-6, 6, (m, k * iters)))
    b = rng.standard_normal((k * iters, m)) * np.exp2(rng.integers(-6, 6, (k * iters, m)))
    if dtype == "f16":
        a16, b16 = a.astype(np.float16), b.astype(np.float16)
        return a16, b16, a16.astype(np.float64), b16.astype(np.float64)
    ab, bb = to_bf16(a), to_bf16(b)
    return ab, bb, from_bf16(ab).astype(np.float64), from_bf16(bb).astype(np.float64)


def reference(a: np.ndarray, b: np.ndarray, k: int, iters: int) -> np.ndarray:
    """One MFMA per K step: its sum in float64, rounded to f32, accumulated step by step."""
    d = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for s in range(iters):
        part = a[:, s * k:(s + 1) * k] @ b[s * k:(s + 1) * k]
        d = (part + d.astype(np.float64)).astype(np.float32)
    return d


@pytest.mark.parametrize("agpr", [False, True], ids=["vgpr-acc", "agpr-acc"])
@pytest.mark.parametrize("iters", [1, 4])
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("target", AMD)
def test_mfma_gemm_matches_numpy(target, shape, dtype, iters, agpr):
    m, k = SHAPES[shape]
    text = gemm_kernel(target, shape, dtype, iters, agpr)
    a, b, a64, b64 = gemm_inputs(shape, dtype, iters, seed=iters + 7 * len(shape))
    out = launch(text, target, {"A": a, "B": b, "D": np.full((m, m), np.nan, np.float32)})["D"]
    want = reference(a64, b64, k, iters)
    assert (out.view(np.uint32) == want.view(np.uint32)).all(), \
        f"{(out != want).sum()} of {out.size} differ"
    bound = iters * 2.0 ** -23 * (np.abs(a64) @ np.abs(b64))     # one f32 rounding a step
    assert (np.abs(out - a64 @ b64) <= bound).all()


def test_mfma_layout_matches_the_calculator():
    """The layout tables against the Matrix Instruction Calculator's register-to-element
    formulas (the other direction from mfma_layout's)."""
    for m, k in SHAPES.values():
        lay = mfma_layout(m, m, k)
        g = 64 // m
        for gpr in range(m * m // 64):
            for lane in range(64):
                if m == 32:
                    i = (8 * (gpr // 4)) % 32 + 4 * (lane // 32) + gpr % 4
                else:
                    i = 4 * (lane // 16) + gpr % 4
                j = lane % m
                assert (lay["d_reg"][i, j], lay["d_lane"][i, j]) == (gpr, lane)
        for lane in range(64):
            for item in range(4):              # register item // 2, bits 16 * (item % 2)
                kk = 4 * (lane // m) + item
                assert lay["a_item"][lane % m, kk] == item and lay["a_lane"][lane % m, kk] == lane
                assert lay["b_item"][kk, lane % m] == item and lay["b_lane"][kk, lane % m] == lane
        assert g * m == 64


def test_mfma_products_are_exact_and_nan_propagates():
    m, k = 16, 16
    lay = mfma_layout(m, m, k)
    am = np.zeros((m, k), np.float16)
    bm = np.zeros((k, m), np.float16)
    am[0, 0], bm[0, 0] = np.float16(2.0 ** -14), np.float16(2.0 ** -10)   # 2^-24: exact in f32
    am[1, 0], bm[0, 1] = np.float16(65504), np.float16(65504)            # 2^32-ish: exact
    am[2, 3] = np.float16(np.nan)

    def pack(mat, item, lane):
        regs = np.zeros((2, 64), np.uint32)
        bits = mat.view(np.uint16).astype(np.uint32)
        for (r, c), it in np.ndenumerate(item):
            ln = lane[r, c]
            regs[it // 2, ln] |= bits[r, c] << (16 * (it % 2))
        return regs
    a = pack(am, lay["a_item"], lay["a_lane"])
    b = pack(bm, lay["b_item"], lay["b_lane"])
    d = mfma_compute(a, b, np.zeros((4, 64), np.uint32), m, m, k, "f16").view(np.float32)
    out = d[lay["d_reg"], lay["d_lane"]]
    assert out[0, 0] == np.float32(2.0 ** -24) and out[1, 1] == np.float32(65504.0 ** 2)
    assert np.isnan(out[2]).all() and not np.isnan(out[3]).any()


# ----------------------------------------------------------------------------------------------
# Hazards.

def _gemm_run(text: str, target: str, shape="32x32x8", dtype="f16", iters=2):
    m, _ = SHAPES[shape]
    a, b, _, _ = gemm_inputs(shape, dtype, iters, seed=1)
    return launch(text, target, {"A": a, "B": b, "D": np.zeros((m, m), np.float32)})


@pytest.mark.parametrize("agpr", [False, True], ids=["vgpr-acc", "agpr-acc"])
@pytest.mark.parametrize("target", AMD)
def test_reading_an_mfma_result_too_early_is_a_hazard(target, agpr):
    text = gemm_kernel(target, "32x32x8", "f16", 2, agpr, nops=False)
    need = 11 if target == "gfx942" else 19         # 8 passes + 3 / 16-pass table
    reader = "v_accvgpr_read_b32" if agpr else "global_store_dword"
    with pytest.raises(HazardViolation, match=rf"{reader}.*needs {need} wait state.*v_mfma"):
        _gemm_run(text, target)


@pytest.mark.parametrize("target", AMD)
def test_valu_write_then_mfma_read_needs_two_wait_states(target):
    text = gemm_kernel(target, "16x16x16", "bf16", 2, agpr=False, valu_nop=False)
    with pytest.raises(HazardViolation, match=r"v_mfma.*v11 needs 2 wait state.*v_or_b32"):
        _gemm_run(text, target, "16x16x16", "bf16")


def _small(target: str, body: str, vgprs=24, agprs=0):
    return built(target, body, [("out", 8, "global_buffer")], vgprs=vgprs, agprs=agprs)


@pytest.mark.parametrize("target", AMD)
def test_mfma_hazards_by_rule(target):
    """Back-to-back accumulation into the same registers needs no wait; an MFMA reading the
    previous one's result as srcA does; so does overwriting its srcC too soon."""
    mf = MNEMONIC[("16x16x16", "f16")][target]
    passes = 4 if target == "gfx942" else 8
    zero = "\n".join(f"\tv_mov_b32 v{r}, 0" for r in range(2, 12)) + "\n\ts_nop 1"
    ok = f"{zero}\n\t{mf} v[4:7], v[2:3], v[2:3], v[4:7]\n\t{mf} v[4:7], v[2:3], v[2:3], v[4:7]"
    launch(_small(target, ok), target, {"out": np.zeros(64, np.uint32)})
    srcab = (f"{zero}\n\t{mf} v[4:7], v[2:3], v[2:3], v[4:7]\n"
             f"\t{mf} v[8:11], v[4:5], v[2:3], v[8:11]")
    need = passes + 3 if target == "gfx942" else 11
    with pytest.raises(HazardViolation, match=rf"v4 needs {need} wait state.*srcA/srcB"):
        launch(_small(target, srcab), target, {"out": np.zeros(64, np.uint32)})
    war = f"{zero}\n\t{mf} v[8:11], v[2:3], v[2:3], v[4:7]\n\tv_mov_b32 v5, 1"
    need = 3 if target == "gfx942" else 7
    with pytest.raises(HazardViolation, match=rf"v5 needs {need} wait state.*srcC"):
        launch(_small(target, war), target, {"out": np.zeros(64, np.uint32)})
    fixed = war.replace("\tv_mov_b32 v5, 1", f"\ts_nop {need - 1}\n\tv_mov_b32 v5, 1")
    launch(_small(target, fixed), target, {"out": np.zeros(64, np.uint32)})


# ----------------------------------------------------------------------------------------------
# AGPR moves, operand rules, mnemonics per target.

@pytest.mark.parametrize("target", AMD)
def test_agpr_moves(target):
    body = """\
\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_lshlrev_b32 v1, 2, v0
\tv_accvgpr_write_b32 a0, v0
\tv_accvgpr_write_b32 a1, 1.0
\tv_accvgpr_mov_b32 a2, a0
\ts_nop 2
\tv_accvgpr_read_b32 v2, a2
\tv_accvgpr_read_b32 v3, a1
\tv_add_u32 v2, v2, v3
\ts_waitcnt lgkmcnt(0)
\tglobal_store_dword v1, v2, s[4:5]"""
    out = launch(_small(target, body, agprs=4), target, {"out": np.zeros(64, np.uint32)})["out"]
    assert (out == np.arange(64) + 0x3F800000).all()


def test_agprs_must_fit_the_descriptor():
    body = "\tv_accvgpr_write_b32 a5, 0"
    text = module("gfx942", body, [("out", 8, "global_buffer")], vgprs=8, agprs=4)
    with pytest.raises(BadDescriptor, match="a5"):
        AmdModule(text, TARGETS["gfx942"])


def test_mnemonics_per_target():
    body = "\tv_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]"
    text = module("gfx90a", body, [("out", 8, "global_buffer")], vgprs=20)
    with pytest.raises(UnknownInstruction, match="gfx942"):
        AmdModule(text, TARGETS["gfx90a"])
    AmdModule(text.replace("gfx90a", "gfx942"), TARGETS["gfx942"])
    # gfx942 also accepts the gfx90a spellings.
    alias = module("gfx942", body.replace("_f16", "f16"), [("out", 8, "global_buffer")], vgprs=20)
    ASSEMBLED.append(("gfx942", alias))
    AmdModule(alias, TARGETS["gfx942"])
    with pytest.raises(UnknownInstruction):       # the pre-1k bf16 MFMA is not modelled
        AmdModule(text.replace("v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x4bf16"),
                  TARGETS["gfx90a"])


@pytest.mark.parametrize("line,err", [
    ("v_mfma_f32_32x32x8f16 v[0:15], v[16:17], v[18:19], v[2:17]", IllegalInstruction),
    ("v_mfma_f32_16x16x16f16 a[0:3], v[16:17], v[18:19], v[4:7]", IllegalInstruction),
    ("v_mfma_f32_16x16x16f16 v[1:4], v[16:17], v[18:19], v[1:4]", IllegalInstruction),
    ("v_mfma_f32_16x16x16f16 v[0:3], v[16:17], v[18:19], 0x1234", IllegalInstruction),
    ("v_accvgpr_write_b32 a1, 0x1234", IllegalInstruction),
    ("v_mfma_f32_16x16x16f16 v[0:3], v[16:17], v[18:19], s[0:3]", EmulatorError),
])
def test_operands_llvm_mc_rejects_are_rejected(line, err):
    text = module("gfx90a", "\t" + line, [("out", 8, "global_buffer")], vgprs=20, agprs=8)
    with pytest.raises(err):
        AmdModule(text, TARGETS["gfx90a"])


def test_mfma_with_partial_exec_is_not_modelled():
    body = "\tv_mov_b32 v2, 0\n\tv_mov_b32 v3, 0\n\ts_nop 1\n" \
           "\tv_mfma_f32_16x16x16f16 v[4:7], v[2:3], v[2:3], 0"
    text = module("gfx90a", body, [("out", 8, "global_buffer")], vgprs=8)
    with pytest.raises(EmulatorError, match="partial EXEC"):
        launch(text, "gfx90a", {"out": np.zeros(64, np.uint32)}, threads=48)


# ----------------------------------------------------------------------------------------------
# CDNA4 (gfx950): the 16-bit MFMAs of eight elements a lane, v_mfma_f32_32x32x16_{f16,bf16} and
# v_mfma_f32_16x16x32_{f16,bf16}. Their layout as written out here by hand (not from the
# emulator's mfma_layout): A[i][k] in lane M (k / 8) + i, element k % 8 of the lane's four
# registers (element e in register e / 2, half e % 2); B[k][j] in lane N (k / 8) + j, the same
# element; C/D as the 16-bit shape of the same M (composable_kernel's xdlops_gemm.hpp,
# mfma_f32_32x32x16f16 / 16x16x32f16 against 32x32x8f16 / 16x16x16f16: the same D fields,
# k_per_blk 8 where the older have 4; Triton's mfmaDotToLinearLayout with kWidth 8). So a lane
# loads 16 contiguous bytes of A's row i and of B's column j (B^T's row j) at k = 8 (lane / M).

CDNA4_SHAPES = {"32x32x16": (32, 16), "16x16x32": (16, 32)}


def gemm8_kernel(shape: str, dtype: str, iters: int, agpr: bool, nops: bool = True) -> str:
    """D (M x M, f32) = A (M x K iters) @ B, with B given transposed (BT: M x K iters), both
    16-bit row-major, on gfx950."""
    m, k = CDNA4_SHAPES[shape]
    nd, ktot = m * m // 64, k * iters
    acc, init, read, stores = _accumulator(m, agpr)
    body = f"""\
\ts_load_dwordx4 s[4:7], s[0:1], 0x0            ; A, BT
\ts_load_dwordx2 s[8:9], s[0:1], 0x10           ; D
\tv_and_b32 v1, {m - 1}, v0                     ; i (A) / j (BT, D): lane % {m}
\tv_lshrrev_b32 v2, {_log2(m)}, v0              ; lane group g: lane / {m}
\tv_lshlrev_b32 v3, {_log2(2 * ktot)}, v1       ; row i of A (j of BT)
\tv_lshlrev_b32 v13, 4, v2                     ; k = 8 g, 2 bytes each
\tv_add_u32 v3, v3, v13
\tv_lshlrev_b32 v12, {_log2(16 * m)}, v2        ; D: row 4 g, column j, 4 bytes each
\tv_lshlrev_b32 v13, 2, v1
\tv_add_u32 v12, v12, v13
{init}
\ts_mov_b32 s12, {iters}
\ts_waitcnt lgkmcnt(0)
.Lloop:
\tglobal_load_dwordx4 v[4:7], v3, s[4:5]       ; A[i][k0 + 8 g .. + 7]
\tglobal_load_dwordx4 v[8:11], v3, s[6:7]      ; B[k0 + 8 g .. + 7][j]
\ts_waitcnt vmcnt(0)
\tv_mfma_f32_{shape}_{dtype} {acc}, v[4:7], v[8:11], {acc}
\ts_add_u32 s4, s4, {2 * k}
\ts_addc_u32 s5, s5, 0
\ts_add_u32 s6, s6, {2 * k}
\ts_addc_u32 s7, s7, 0
\ts_sub_u32 s12, s12, 1
\ts_cmp_lg_u32 s12, 0
\ts_cbranch_scc1 .Lloop
{chr(9) + 's_nop 11' if nops else ''}
{read}
{stores}
"""
    body = "\n".join(ln for ln in body.split("\n") if ln.strip())
    return built("gfx950", body, [("A", 8, "global_buffer"), ("BT", 8, "global_buffer"),
                                  ("D", 8, "global_buffer")],
                 vgprs=16 + nd if nd > 4 else 20, agprs=nd if agpr else 0)


def _cdna4_inputs(shape: str, dtype: str, iters: int, seed: int):
    m, k = CDNA4_SHAPES[shape]
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k * iters)) * np.exp2(rng.integers(-6, 6, (m, k * iters)))
    bt = rng.standard_normal((m, k * iters)) * np.exp2(rng.integers(-6, 6, (m, k * iters)))
    if dtype == "f16":
        a16, b16 = a.astype(np.float16), bt.astype(np.float16)
        return a16, b16, a16.astype(np.float64), b16.astype(np.float64).T
    ab, bb = to_bf16(a), to_bf16(bt)
    return ab, bb, from_bf16(ab).astype(np.float64), from_bf16(bb).astype(np.float64).T


@pytest.mark.parametrize("agpr", [False, True], ids=["vgpr-acc", "agpr-acc"])
@pytest.mark.parametrize("iters", [1, 4])
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
@pytest.mark.parametrize("shape", list(CDNA4_SHAPES))
def test_cdna4_mfma_gemm_matches_numpy(shape, dtype, iters, agpr):
    m, k = CDNA4_SHAPES[shape]
    text = gemm8_kernel(shape, dtype, iters, agpr)
    a, bt, a64, b64 = _cdna4_inputs(shape, dtype, iters, seed=iters + 5 * len(dtype))
    out = launch(text, "gfx950", {"A": a, "BT": bt,
                                  "D": np.full((m, m), np.nan, np.float32)})["D"]
    want = reference(a64, b64, k, iters)
    assert (out.view(np.uint32) == want.view(np.uint32)).all(), \
        f"{(out != want).sum()} of {out.size} differ"


def test_cdna4_layout_is_the_documented_one():
    """mfma_layout for the eight-a-lane shapes against the formulas above (register to
    element), and a product whose A and B each have one nonzero element: D's one nonzero
    element lands where the documented layouts put it."""
    for m, k in CDNA4_SHAPES.values():
        lay = mfma_layout(m, m, k)
        for lane in range(64):
            for item in range(8):
                kk = 8 * (lane // m) + item
                assert lay["a_item"][lane % m, kk] == item and lay["a_lane"][lane % m, kk] == lane
                assert lay["b_item"][kk, lane % m] == item and lay["b_lane"][kk, lane % m] == lane
    # A[3][13] = 2 (16x16x32: lane 16 + 3, element 5: register 2, high half), B[13][7] = 3
    # (lane 16 + 7, register 2, high half): D[3][7] = 6, register 3, lane 7.
    a = np.zeros((4, 64), np.uint32)
    b = np.zeros((4, 64), np.uint32)
    a[2, 19] = np.uint32(np.float16(2).view(np.uint16)) << 16
    b[2, 23] = np.uint32(np.float16(3).view(np.uint16)) << 16
    d = mfma_compute(a, b, np.zeros((4, 64), np.uint32), 16, 16, 32, "f16").view(np.float32)
    assert d[3, 7] == 6 and np.count_nonzero(d) == 1


def test_cdna4_hazards_by_rule():
    """gfx950's MFMA results are a wait state later than gfx942's (LLVM GCNHazardRecognizer's
    gfx950 terms): 8 after a 4-pass MFMA for a VALU read or another MFMA's srcA, 12 after an
    8-pass one; 10 for a partially overlapping srcC after an 8-pass one (gfx942: 9)."""
    m16 = "v_mfma_f32_16x16x32_f16"
    m32 = "v_mfma_f32_32x32x16_bf16"
    zero = "\n".join(f"\tv_mov_b32 v{r}, 0" for r in range(0, 40)) + "\n\ts_nop 1"
    out = {"out": np.zeros(64, np.uint32)}
    chain = f"{zero}\n\t{m16} v[4:7], v[12:15], v[12:15], v[4:7]\n" \
            f"\t{m16} v[4:7], v[12:15], v[12:15], v[4:7]"
    launch(_small("gfx950", chain, vgprs=40), "gfx950", out)
    srcab = f"{zero}\n\t{m16} v[4:7], v[12:15], v[12:15], v[4:7]\n" \
            f"\t{m16} v[16:19], v[4:7], v[12:15], v[16:19]"
    with pytest.raises(HazardViolation, match=r"v4 needs 8 wait state.*srcA/srcB"):
        launch(_small("gfx950", srcab, vgprs=40), "gfx950", out)
    read = f"{zero}\n\t{m32} v[0:15], v[16:19], v[16:19], v[0:15]\n\tv_mov_b32 v20, v5"
    with pytest.raises(HazardViolation, match=r"v5 needs 12 wait state"):
        launch(_small("gfx950", read, vgprs=40), "gfx950", out)
    launch(_small("gfx950", read.replace("\tv_mov_b32 v20", "\ts_nop 7\n\ts_nop 3\n"
                                                          "\tv_mov_b32 v20"), vgprs=40),
           "gfx950", out)
    srcc = f"{zero}\n\t{m32} v[0:15], v[16:19], v[16:19], v[0:15]\n" \
           f"\t{m32} v[8:23], v[24:27], v[24:27], v[8:23]"
    with pytest.raises(HazardViolation, match=r"v8 needs 10 wait state.*overlapping"):
        launch(_small("gfx950", srcc, vgprs=40), "gfx950", out)


# CDNA4's f8f6f4 MFMAs on 8-bit A and B (cbsz / blgp 0 FP8 E4M3, 1 BF8 E5M2): 32 bytes a lane
# in eight VGPRs, in two runs of 16 k, as written out here from AMD's ROCm blog "Matrix Core
# Programming on AMD CDNA3 and CDNA4" (its FP8 32x32x64 example: lane l loads A's row l % 32
# at k = 16 (l / 32) and 16 (l / 32) + 32) and composable_kernel's mx_mfma_op.hpp register
# maps (16x16x128: k = 16 (l / 16) and 64 + 16 (l / 16)): byte b of lane l is k =
# 16 (l / M) + b % 16 + (64 / M) 16 (b / 16). A layout that A and B share cannot show in D
# (the k are summed), so the emulator's table is checked against that formula directly.
F8F6F4_SHAPES = {"32x32x64": (32, 64), "16x16x128": (16, 128)}


def f8f6f4_kernel(shape: str, mods: str, scaled: bool = False) -> str:
    """D (M x M, f32) = A (M x K) @ B with B given transposed (BT: M x K), bytes row-major,
    one v_mfma_f32_{shape}_f8f6f4 into AGPRs, each operand's two runs loaded 16 bytes each.
    scaled: v_mfma_scale_f32_{shape}_f8f6f4 with E8M0 scales SA (M x K/32) and SBT (M x K/32,
    Bx transposed as B is), bytes row-major: lane l loads SA[l % M][l / M] and SBT[l % M][l / M]
    (Ax[l % M][l / M] and Bx[l / M][l % M]: the blog's and composable_kernel's scale layout)."""
    m, k = F8F6F4_SHAPES[shape]
    nd = m * m // 64
    acc, init, read, stores = _accumulator(m, True)
    blocks = k // 32
    scale_loads = f"""\
\ts_load_dwordx4 s[12:15], s[0:1], 0x18         ; SA, SBT
\tv_lshlrev_b32 v14, {_log2(blocks)}, v1        ; scale row i (j), a byte a block
\tv_add_u32 v14, v14, v2                        ; block g
\ts_waitcnt lgkmcnt(0)
\tglobal_load_ubyte v56, v14, s[12:13]
\tglobal_load_ubyte v57, v14, s[14:15]""" if scaled else ""
    op = f"v_mfma_scale_f32_{shape}_f8f6f4" if scaled else f"v_mfma_f32_{shape}_f8f6f4"
    scales = ", v56, v57" if scaled else ""
    body = f"""\
\ts_load_dwordx4 s[4:7], s[0:1], 0x0            ; A, BT
\ts_load_dwordx2 s[8:9], s[0:1], 0x10           ; D
\tv_and_b32 v1, {m - 1}, v0                     ; i (A) / j (BT, D): lane % {m}
\tv_lshrrev_b32 v2, {_log2(m)}, v0              ; lane group g: lane / {m}
\tv_lshlrev_b32 v3, {_log2(k)}, v1             ; row i of A (j of BT), a byte a k
\tv_lshlrev_b32 v13, 4, v2                     ; the first run at k = 16 g
\tv_add_u32 v3, v3, v13
\tv_lshlrev_b32 v12, {_log2(16 * m)}, v2        ; D: row 4 g, column j, 4 bytes each
\tv_lshlrev_b32 v13, 2, v1
\tv_add_u32 v12, v12, v13
{init}
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dwordx4 v[40:43], v3, s[4:5]
\tglobal_load_dwordx4 v[44:47], v3, s[4:5] offset:{16 * 64 // m}   ; the second run
\tglobal_load_dwordx4 v[48:51], v3, s[6:7]
\tglobal_load_dwordx4 v[52:55], v3, s[6:7] offset:{16 * 64 // m}
{scale_loads}
\ts_waitcnt vmcnt(0)
\t{op} {acc}, v[40:47], v[48:55], {acc}{scales} {mods}
\ts_nop 15
\ts_nop 3
{read}
{stores}
"""
    body = "\n".join(ln for ln in body.split("\n") if ln.strip())
    args = [("A", 8, "global_buffer"), ("BT", 8, "global_buffer"), ("D", 8, "global_buffer")]
    if scaled:
        args += [("SA", 8, "global_buffer"), ("SBT", 8, "global_buffer")]
    return built("gfx950", body, args, vgprs=58 if scaled else 56, agprs=nd)


@pytest.mark.parametrize("fmt", [("e4m3", "e5m2", "blgp:1"), ("e5m2", "e4m3", "cbsz:1"),
                                 ("e4m3", "e4m3", "")], ids=["fp8-bf8", "bf8-fp8", "fp8-fp8"])
@pytest.mark.parametrize("shape", list(F8F6F4_SHAPES))
def test_f8f6f4_mfma_matches_numpy(shape, fmt):
    from kgen.tile.fp8 import from_bits, to_bits
    from kgen.tile.ir import DType
    m, k = F8F6F4_SHAPES[shape]
    ta, tb, mods = DType[fmt[0]], DType[fmt[1]], fmt[2]
    rng = np.random.default_rng(k + len(mods))
    a = to_bits(rng.standard_normal((m, k)) * 4, ta)
    bt = to_bits(rng.standard_normal((m, k)), tb)
    out = launch(f8f6f4_kernel(shape, mods), "gfx950",
                 {"A": a, "BT": bt, "D": np.full((m, m), np.nan, np.float32)})["D"]
    want = (from_bits(a, ta) @ from_bits(bt, tb).T).astype(np.float32)
    np.testing.assert_array_equal(out, want)


def _scaled_reference(a, bt, sa, sbt, ta, tb):
    """sum over blocks b of 32 k: (A_b @ B_b) 2^(Ax[:, b] - 127) 2^(Bx[b, :] - 127), the blog's
    definition written out (scales after each block's dot product, before the accumulation;
    0xFF is NaN: OCP MX 5.4), in float64."""
    from kgen.tile.fp8 import from_bits
    av, bv = from_bits(a, ta).astype(np.float64), from_bits(bt, tb).astype(np.float64)
    two = lambda e: np.where(e == 0xFF, np.nan, 2.0 ** (e.astype(np.float64) - 127))
    d = np.zeros((a.shape[0], bt.shape[0]))
    for b in range(a.shape[1] // 32):
        ks = slice(32 * b, 32 * b + 32)
        d += (av[:, ks] @ bv[:, ks].T) * two(sa[:, b])[:, None] * two(sbt[:, b])[None, :]
    return d.astype(np.float32)


@pytest.mark.parametrize("fmt", [("e4m3", "e5m2", "blgp:1"), ("e4m3", "e4m3", "")],
                         ids=["fp8-bf8", "fp8-fp8"])
@pytest.mark.parametrize("shape", list(F8F6F4_SHAPES))
def test_block_scaled_mfma_matches_numpy(shape, fmt):
    """v_mfma_scale_f32_{shape}_f8f6f4: each 32-deep block of k scaled by its row's and its
    column's E8M0 scale; a NaN scale (0xFF) makes its row of D NaN."""
    from kgen.tile.fp8 import to_bits
    from kgen.tile.ir import DType
    m, k = F8F6F4_SHAPES[shape]
    ta, tb, mods = DType[fmt[0]], DType[fmt[1]], fmt[2]
    rng = np.random.default_rng(k + 7 * len(mods))
    a = to_bits(rng.standard_normal((m, k)) * 4, ta)
    bt = to_bits(rng.standard_normal((m, k)), tb)
    sa = rng.integers(120, 135, (m, k // 32)).astype(np.uint8)
    sbt = rng.integers(120, 135, (m, k // 32)).astype(np.uint8)
    sa[3, -1] = 0xFF
    out = launch(f8f6f4_kernel(shape, mods, scaled=True), "gfx950",
                 {"A": a, "BT": bt, "D": np.zeros((m, m), np.float32), "SA": sa,
                  "SBT": sbt})["D"]
    want = _scaled_reference(a, bt, sa, sbt, ta, tb)
    np.testing.assert_array_equal(out, want)
    assert np.isnan(out[3]).all() and not np.isnan(np.delete(out, 3, axis=0)).any()
    # every block matters: the same scales but one block's moved one up change D
    sa2 = sa.copy()
    sa2[0, 0] += 1
    out2 = launch(f8f6f4_kernel(shape, mods, scaled=True), "gfx950",
                  {"A": a, "BT": bt, "D": np.zeros((m, m), np.float32), "SA": sa2,
                   "SBT": sbt})["D"]
    np.testing.assert_array_equal(out2, _scaled_reference(a, bt, sa2, sbt, ta, tb))


def test_block_scaled_mfma_refuses_what_it_does_not_model():
    """A scale byte other than byte 0 (op_sel) is refused, not guessed; so is a scale in an
    SGPR (LLVM takes VGPRs only: the hardware reads bits 30:23 of an SGPR or constant)."""
    m, k = F8F6F4_SHAPES["32x32x64"]
    arrays = {"A": np.zeros((m, k), np.uint8), "BT": np.zeros((m, k), np.uint8),
              "D": np.zeros((m, m), np.float32), "SA": np.full((m, 2), 127, np.uint8),
              "SBT": np.full((m, 2), 127, np.uint8)}
    text = f8f6f4_kernel("32x32x64", "op_sel:[1,0,0]", scaled=True)
    with pytest.raises(EmulatorError, match="op_sel on a block-scaled MFMA"):
        launch(text, "gfx950", arrays)
    text = f8f6f4_kernel("32x32x64", "", scaled=True).replace(", v56, v57", ", s2, v57")
    ASSEMBLED.pop()
    with pytest.raises(EmulatorError, match="scaleA: a block-scaled MFMA's scale is a VGPR"):
        launch(text, "gfx950", arrays)


def test_f8f6f4_layout_is_the_documented_one():
    for m, k in F8F6F4_SHAPES.values():
        lay = mfma_layout(m, m, k, 16)
        for lane in range(64):
            for b in range(32):
                kk = 16 * (lane // m) + b % 16 + (64 // m) * 16 * (b // 16)
                assert lay["a_item"][lane % m, kk] == b and lay["a_lane"][lane % m, kk] == lane
                assert lay["b_item"][kk, lane % m] == b and lay["b_lane"][kk, lane % m] == lane


def test_f8f6f4_formats_and_passes():
    """cbsz names A's format: 0x3C is 1.5 in E4M3 and 1.0 in E5M2; a 6- or 4-bit format is
    refused, not guessed; a VALU read of the result needs 20 wait states after the 16-pass
    32x32x64 (LLVM GCNHazardRecognizer: passes + 4 on gfx950)."""
    m, k = 32, 64
    a = np.full((m, k), 0x3C, np.uint8)
    bt = np.zeros((m, k), np.uint8)
    bt[:, 0] = 0x38                                              # 1.0 in E4M3
    for mods, want in (("", 1.5), ("cbsz:1", 1.0)):
        out = launch(f8f6f4_kernel("32x32x64", mods), "gfx950",
                     {"A": a, "BT": bt, "D": np.zeros((m, m), np.float32)})["D"]
        assert (out == want).all(), mods
    fp4 = f8f6f4_kernel("32x32x64", "cbsz:4")
    ASSEMBLED.pop()          # llvm-mc refuses it too: an FP4 srcA is four VGPRs, not eight
    with pytest.raises(EmulatorError, match="only 0 .FP8. and 1 .BF8. are modelled"):
        launch(fp4, "gfx950", {"A": a, "BT": bt, "D": np.zeros((m, m), np.float32)})
    with pytest.raises(HazardViolation, match=r"needs 20 wait state"):
        launch(f8f6f4_kernel("32x32x64", "").replace("\ts_nop 3\n", ""), "gfx950",
               {"A": a, "BT": bt, "D": np.zeros((m, m), np.float32)})


def test_cdna4_mnemonics():
    """gfx942 has no 16-bit MFMA of eight elements a lane; gfx950 has the older shapes too,
    and its 8-bit MFMAs read the OCP formats: 0x7E is 448 there (E4M3FN), 224 on gfx942
    (E4M3FNUZ); gfx90a has no 8-bit MFMA."""
    new = "\tv_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]"
    with pytest.raises(UnknownInstruction, match="gfx950"):
        AmdModule(module("gfx942", new, [("out", 8, "global_buffer")], vgprs=12),
                  TARGETS["gfx942"])
    for line in (new, "\tv_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]",
                 "\tv_mfma_f32_32x32x8bf16_1k v[0:15], v[16:17], v[18:19], v[0:15]"):
        AmdModule(built("gfx950", line, [("out", 8, "global_buffer")], vgprs=20),
                  TARGETS["gfx950"])
    with pytest.raises(UnknownInstruction):
        AmdModule(module("gfx90a", "\tv_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]",
                         [("out", 8, "global_buffer")], vgprs=12), TARGETS["gfx90a"])
    a = np.zeros((2, 64), np.uint32)
    b = np.zeros((2, 64), np.uint32)
    a[0, 0], b[0, 0] = 0x7E, 0x38                       # A[0][0] = 0x7E, B[0][0] = 1.0 (OCP)
    for family, want in (("cdna4", 448.0), ("cdna3", 224.0)):
        d = mfma_compute(a, b, np.zeros((4, 64), np.uint32), 16, 16, 32, "fp8.fp8",
                         FORMATS[family]).view(np.float32)
        one = 1.0 if family == "cdna4" else 0.5           # 0x38: 2^0 with bias 7, 2^-1 with 8
        assert d[0, 0] == want * one and np.count_nonzero(d) == 1
    with pytest.raises(EmulatorError, match="srcA: expected 4"):
        AmdModule(module("gfx950", "\tv_mfma_f32_16x16x32_f16 v[0:3], v[4:5], v[8:11], v[0:3]",
                         [("out", 8, "global_buffer")], vgprs=12), TARGETS["gfx950"])


# ----------------------------------------------------------------------------------------------
# Buffer loads and stores.

def buffer_kernel(target: str, store: bool = False) -> str:
    """out[lane] = 16 bytes at src + soff + 16 * lane, through a raw buffer of num_records
    bytes (loads); or (store) buffer_store of lane-numbered data into out through it."""
    if store:
        mem = """\
\tv_mov_b32 v2, v0
\tv_add_u32 v3, 0x100, v0
\tv_add_u32 v4, 0x200, v0
\tv_add_u32 v5, 0x300, v0
\tbuffer_store_dwordx4 v[2:5], v1, s[12:15], s9 offen"""
    else:
        mem = """\
\tbuffer_load_dwordx4 v[2:5], v1, s[12:15], s9 offen
\ts_waitcnt vmcnt(0)
\tglobal_store_dwordx4 v1, v[2:5], s[6:7]"""
    body = f"""\
\ts_load_dwordx4 s[4:7], s[0:1], 0x0
\ts_load_dwordx2 s[8:9], s[0:1], 0x10
\tv_lshlrev_b32 v1, 4, v0
\ts_waitcnt lgkmcnt(0)
\ts_mov_b32 s12, s{6 if store else 4}
\ts_and_b32 s13, s{7 if store else 5}, 0xffff
\ts_mov_b32 s14, s8
\ts_mov_b32 s15, 0x20000
{mem}"""
    return built(target, body, [("src", 8, "global_buffer"), ("out", 8, "global_buffer"),
                                ("nrec", 4, "by_value"), ("soff", 4, "by_value")], vgprs=8)


@pytest.mark.parametrize("soff", [0, 64])
@pytest.mark.parametrize("target", AMD)
def test_buffer_load_out_of_range_reads_zero(target, soff):
    nrec = 16 * 20 + 8                   # lanes 0..19 whole, lane 20 two dwords, then none
    src = np.arange(1, 64 * 4 + soff // 4 + 1, dtype=np.uint32)
    out = launch(buffer_kernel(target), target,
                 {"src": src, "out": np.full((64, 4), 0xDEAD, np.uint32)},
                 [np.uint32(nrec), np.uint32(soff)])["out"]
    off = 16 * np.arange(64)[:, None] + 4 * np.arange(4)[None, :]
    want = np.where(off < nrec, src[np.minimum((off + soff) // 4, src.size - 1)], 0)
    assert (out == want).all()
    assert (out[20] == [src[80 + soff // 4], src[81 + soff // 4], 0, 0]).all()
    assert (out[21:] == 0).all()


@pytest.mark.parametrize("target", AMD)
def test_buffer_store_out_of_range_is_dropped(target):
    nrec = 16 * 10 + 12
    out = launch(buffer_kernel(target, store=True), target,
                 {"src": np.zeros(4, np.uint32), "out": np.full((64, 4), 7, np.uint32)},
                 [np.uint32(nrec), np.uint32(0)])["out"]
    lane = np.arange(64)[:, None]
    off = 16 * lane + 4 * np.arange(4)[None, :]
    want = np.where(off < nrec, lane + 0x100 * np.arange(4)[None, :], 7)
    assert (out == want).all()


def test_buffer_access_straddling_num_records_is_an_error():
    src = np.arange(64 * 4, dtype=np.uint32)
    with pytest.raises(EmulatorError, match="straddles num_records"):
        launch(buffer_kernel("gfx942"), "gfx942", {"src": src, "out": np.zeros((64, 4), np.uint32)},
               [np.uint32(16 * 20 + 6), np.uint32(0)])


def test_buffer_in_range_past_the_allocation_is_out_of_bounds():
    from kgen.sim import OutOfBoundsAccess
    src = np.arange(64, dtype=np.uint32)            # 256 bytes, the resource claims 1024
    with pytest.raises(OutOfBoundsAccess, match="buffer_load_dwordx4"):
        launch(buffer_kernel("gfx90a"), "gfx90a", {"src": src, "out": np.zeros((64, 4), np.uint32)},
               [np.uint32(1024), np.uint32(0)])


# ----------------------------------------------------------------------------------------------
# 16-bit LDS accesses and packing.

@pytest.mark.parametrize("target", AMD)
def test_lds_16_bit(target):
    body = """\
\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_lshlrev_b32 v1, 1, v0
\tv_add_u32 v2, 0x100, v0
\tds_write_b16 v1, v2
\tv_lshlrev_b32 v3, 16, v2
\tds_write_b16_d16_hi v1, v3 offset:128
\ts_waitcnt lgkmcnt(0)
\tv_xor_b32 v4, 2, v1
\tds_read_u16 v5, v4
\tv_mov_b32 v6, 0xabcd0000
\tds_read_u16_d16 v6, v4 offset:128
\tv_mov_b32 v7, 0x1234
\tds_read_u16_d16_hi v7, v4
\ts_waitcnt lgkmcnt(0)
\tv_lshlrev_b32 v1, 4, v0
\tv_mov_b32 v8, 0x3c00
\tv_mov_b32 v9, 0x40000000
\tv_cvt_pkrtz_f16_f32 v8, v9, 1.0
\ts_waitcnt lgkmcnt(0)
\tv_mov_b32 v12, v5
\tv_mov_b32 v13, v6
\tv_mov_b32 v14, v7
\tv_mov_b32 v15, v8
\tglobal_store_dwordx4 v1, v[12:15], s[4:5]"""
    text = built(target, body, [("out", 8, "global_buffer")], vgprs=16, lds=256)
    out = launch(text, target, {"out": np.zeros((64, 4), np.uint32)})["out"]
    other = (np.arange(64) ^ 1) + 0x100
    assert (out[:, 0] == other).all()
    assert (out[:, 1] == 0xABCD0000 | other).all()
    assert (out[:, 2] == (other << 16) | 0x1234).all()
    assert (out[:, 3] == 0x3C004000).all()


def test_cvt_pkrtz_rounds_toward_zero():
    from kgen.sim.amdgcn_valu import _f32_to_f16_rtz
    x = np.array([1 + 2 ** -11 + 2 ** -12, -(1 + 2 ** -11 + 2 ** -12), 1e6, -np.inf, np.nan,
                  2 ** -25], np.float32)
    got = _f32_to_f16_rtz(x.view(np.uint32)).astype(np.uint16).view(np.float16)
    assert got[0] == np.float16(1.0) and got[1] == np.float16(-1.0)
    assert got[2] == np.float16(65504) and got[3] == -np.inf and np.isnan(got[4])
    assert got[5] == 0


# ----------------------------------------------------------------------------------------------
# Every module built above is one llvm-mc and ld.lld accept (runs last: the list fills as the
# other tests run; on its own it builds a representative set).

@pytest.mark.parametrize("target", (*AMD, "gfx950"))
def test_kernels_assemble_with_llvm(target):
    reason = llvm_reason(target)
    if reason:
        pytest.skip(reason)
    for dtype in ("f16", "bf16"):
        if target in AMD:
            for shape in SHAPES:
                gemm_kernel(target, shape, dtype, 2, agpr=True)
                gemm_kernel(target, shape, dtype, 1, agpr=False)
        else:                  # CDNA4's eight-a-lane shapes (gemm8_kernel builds for gfx950)
            for shape in CDNA4_SHAPES:
                gemm8_kernel(shape, dtype, 2, agpr=True)
                gemm8_kernel(shape, dtype, 1, agpr=False)
    if target == "gfx950":
        for shape in F8F6F4_SHAPES:
            f8f6f4_kernel(shape, "blgp:1")
            f8f6f4_kernel(shape, "blgp:1", scaled=True)
    if target in AMD:
        buffer_kernel(target)
        buffer_kernel(target, store=True)
    texts = {t for tg, t in ASSEMBLED if tg == target}
    assert texts
    for text in texts:
        binary = assemble_amd(text, TARGETS[target])
        assert binary[:4] == b"\x7fELF"
