"""The AMDGCN emulator's 8-bit float MFMAs (gfx942: V_MFMA_F32_32X32X16_{FP8,BF8}_{FP8,BF8}
and V_MFMA_F32_16X16X32_...) and DS_WRITE_B8, on hand-written gfx942 modules.

Each MFMA kernel loads srcA and srcB (two VGPRs a lane) and C from per-lane arrays the test
packs by AMD's Matrix Instruction Calculator's formulas, written out here (CDNA3,
`--detail-instruction v_mfma_f32_32x32x16_fp8_fp8` / `..._16x16x32_fp8_fp8`):
    A[i][k]: lane = M*(k//8) + i, GPR = (k//4) % 2, bits [8*(k%4)+7 : 8*(k%4)]
    B[k][j]: lane = N*(k//8) + j, same GPR and bits
    D[i][j] 32x32: GPR = 4*(i//8) + i%4, lane = (32*(i//4)) % 64 + j
    D[i][j] 16x16: GPR = i%4,              lane = 16*(i//4) + j
runs one MFMA (VGPR or AGPR accumulators), and stores D; the reference is NumPy's product of
the operands decoded by ml_dtypes (float8_e4m3fnuz = FP8, float8_e5m2fnuz = BF8), neither the
emulator's decoder nor kgen.tile.fp8. The first name of the mnemonic is A's format (the
calculator, v_mfma_f32_32x32x16_bf8_fp8: "Src0 BF8, Src1 FP8"). Every module is one llvm-mc
and ld.lld accept for gfx942 (checked where LLVM's tools are installed).
"""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from conftest import llvm_reason
from kgen.assemble.amd import assemble_amd
from kgen.sim import GlobalMemory, Launch, SharedMemoryRace, UnknownInstruction, emulate
from kgen.sim.amdgcn import AmdModule, HazardViolation
from kgen.sim.amdgcn_mfma import mfma_layout
from kgen.target.targets import TARGETS

GFX = "gfx942"
NAME = {"e4m3fnuz": "fp8", "e5m2fnuz": "bf8"}
ML = {"e4m3fnuz": ml_dtypes.float8_e4m3fnuz, "e5m2fnuz": ml_dtypes.float8_e5m2fnuz}
MIXES = [(a, b) for a in NAME for b in NAME]
# shape -> (M = N, K, accumulator registers, passes on gfx942: LLVM SISchedule.td's
# SIDPGFX940FullSpeedModel, 32 and 16 cycles in the calculator)
SHAPES = {"32x32x16": (32, 16, 16, 8), "16x16x32": (16, 32, 4, 4)}


def mnemonic(shape: str, fa: str, fb: str) -> str:
    return f"v_mfma_f32_{shape}_{NAME[fa]}_{NAME[fb]}"


# ----------------------------------------------------------------------------------------------
# Modules.

def module(body: str, args: list[tuple[str, int, str]], vgprs: int, agprs: int = 0,
           lds: int = 0, threads: int = 64, target: str = GFX) -> str:
    """A whole code-object v5 module around kernel t's body: args (name, size, value kind) in
    order; s[0:1] is the kernarg pointer, v0 the work-item id."""
    offset, meta = 0, []
    for a, size, kind in args:
        meta.append(f"      - .name:           {a}\n        .offset:         {offset}\n"
                    f"        .size:           {size}\n        .value_kind:     {kind}\n"
                    "        .address_space:  global")
        offset += size
    accum = max(4, -(-vgprs // 4) * 4)
    total = accum + agprs if agprs else vgprs
    return f"""\
\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"
\t.amdhsa_code_object_version 5
\t.text
\t.globl\tt
\t.p2align\t8
\t.type\tt,@function
t:
{body.rstrip()}
\ts_endpgm
.Lfunc_end_t:
\t.size\tt, .Lfunc_end_t-t

\t.rodata
\t.p2align\t6
\t.amdhsa_kernel t
\t\t.amdhsa_group_segment_fixed_size {lds}
\t\t.amdhsa_private_segment_fixed_size 0
\t\t.amdhsa_kernarg_size {offset}
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_system_sgpr_workgroup_id_x 1
\t\t.amdhsa_system_vgpr_workitem_id 0
\t\t.amdhsa_next_free_vgpr {total}
\t\t.amdhsa_next_free_sgpr 16
\t\t.amdhsa_accum_offset {accum}
\t\t.amdhsa_reserve_vcc 1
\t\t.amdhsa_float_denorm_mode_32 3
\t\t.amdhsa_float_denorm_mode_16_64 3
\t\t.amdhsa_ieee_mode 1
\t.end_amdhsa_kernel

\t.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           t
    .symbol:         t.kd
    .args:
{chr(10).join(meta)}
    .group_segment_fixed_size: {lds}
    .kernarg_segment_align: 8
    .kernarg_segment_size: {offset}
    .max_flat_workgroup_size: {threads}
    .private_segment_fixed_size: 0
    .sgpr_count:     22
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


ASSEMBLED: list[str] = []       # every module the tests build, for test_llvm_mc_accepts_them


def built(*a, **kw) -> str:
    text = module(*a, **kw)
    ASSEMBLED.append(text)
    return text


def nops(states: int) -> str:
    """s_nop lines giving `states` wait states (s_nop k gives k + 1; at most 8 each)."""
    out = []
    while states > 0:
        out.append(f"\ts_nop {min(states, 8) - 1}")
        states -= min(states, 8)
    return "\n".join(out)


def mfma_kernel(shape: str, fa: str, fb: str, agpr: bool, wait: int | None = None) -> str:
    """D = A B + C: srcA, srcB from A[lane], B[lane] (two dwords each), C from C[lane] (nd
    dwords), D to D[lane]. `wait`: the wait states before D is read (default: the rule's
    passes + 3, CDNA3's "XDL write VGPR, VALU / VMEM read" row)."""
    _, _, nd, passes = SHAPES[shape]
    wait = passes + 3 if wait is None else wait
    acc = f"a[0:{nd - 1}]" if agpr else f"v[8:{7 + nd}]"
    load_c = "\n".join(f"\tglobal_load_dwordx4 v[{8 + 4 * q}:{11 + 4 * q}], v2, s[8:9] "
                       f"offset:{16 * q}" for q in range(nd // 4))
    store_d = "\n".join(f"\tglobal_store_dwordx4 v2, v[{8 + 4 * q}:{11 + 4 * q}], s[10:11] "
                        f"offset:{16 * q}" for q in range(nd // 4))
    to_acc = from_acc = ""
    if agpr:
        to_acc = "\n".join(f"\tv_accvgpr_write_b32 a{r}, v{8 + r}" for r in range(nd)) + \
            "\n\ts_nop 1"                 # VALU writes srcC, an MFMA reads it: 2 wait states
        from_acc = "\n".join(f"\tv_accvgpr_read_b32 v{8 + r}, a{r}" for r in range(nd))
    body = f"""\
\ts_load_dwordx4 s[4:7], s[0:1], 0x0            ; A, B
\ts_load_dwordx4 s[8:11], s[0:1], 0x10          ; C, D
\tv_lshlrev_b32 v1, 3, v0                       ; lane * 8: srcA, srcB
\tv_lshlrev_b32 v2, {(4 * nd).bit_length() - 1}, v0                       ; lane * 4 nd: C, D
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dwordx2 v[4:5], v1, s[4:5]
\tglobal_load_dwordx2 v[6:7], v1, s[6:7]
{load_c}
\ts_waitcnt vmcnt(0)
{to_acc}
\t{mnemonic(shape, fa, fb)} {acc}, v[4:5], v[6:7], {acc}
{nops(wait)}
{from_acc}
{store_d}"""
    body = "\n".join(ln for ln in body.split("\n") if ln.strip())
    return built(body, [("A", 8, "global_buffer"), ("B", 8, "global_buffer"),
                        ("C", 8, "global_buffer"), ("D", 8, "global_buffer")],
                 vgprs=8 + nd, agprs=nd if agpr else 0)


def launch(text: str, arrays: dict, threads: int = 64) -> dict:
    mem = GlobalMemory()
    args = [mem.add(n, a) for n, a in arrays.items()]
    emulate(text, TARGETS[GFX], "t", Launch((1,), threads, args, mem))
    return {n: mem.array(n).view(a.dtype).reshape(a.shape) for n, a in arrays.items()}


# ----------------------------------------------------------------------------------------------
# The calculator's layouts, written out, and the reference.

def pack_ab(mat: np.ndarray, m: int, transposed: bool) -> np.ndarray:
    """A (M x K) or, transposed, B (K x N) patterns (uint8) -> (64, 2) uint32 per-lane
    srcA / srcB registers."""
    regs = np.zeros((64, 2), np.uint32)
    for (r, c), bits in np.ndenumerate(mat):
        i, k = (c, r) if transposed else (r, c)
        lane, gpr, byte = m * (k // 8) + i, (k // 4) % 2, k % 4
        regs[lane, gpr] |= np.uint32(int(bits) << (8 * byte))
    return regs


def d_place(m: int, i: int, j: int) -> tuple[int, int]:
    """(GPR, lane) of D[i][j]."""
    if m == 32:
        return 4 * (i // 8) + i % 4, (32 * (i // 4)) % 64 + j
    return i % 4, 16 * (i // 4) + j


def pack_d(mat: np.ndarray, m: int, nd: int) -> np.ndarray:
    regs = np.zeros((64, nd), np.float32)
    for (i, j), x in np.ndenumerate(mat):
        g, lane = d_place(m, i, j)
        regs[lane, g] = x
    return regs


def unpack_d(regs: np.ndarray, m: int) -> np.ndarray:
    out = np.zeros((m, m), np.float32)
    for i in range(m):
        for j in range(m):
            g, lane = d_place(m, i, j)
            out[i, j] = regs[lane, g]
    return out


def patterns(fmt: str, shape: tuple, rng, exact: bool) -> np.ndarray:
    """Random patterns of fmt. exact: no NaN, and BF8's exponent field kept in 8..23 (values
    2^-10 steps below 2^8, as every FP8 value is): every product is then a multiple of 2^-20
    below 2^16, and the sum of 32 of them and C is exact in float64 and rounded once to f32."""
    x = rng.integers(0, 256, shape, dtype=np.uint8)
    if exact:
        if fmt == "e5m2fnuz":
            x = (x & 0x83) | (rng.integers(8, 24, shape, dtype=np.uint8) << 2)
        x = np.where(x == 0x80, 0, x).astype(np.uint8)
    return x


def decoded(bits: np.ndarray, fmt: str) -> np.ndarray:
    return bits.view(ML[fmt]).astype(np.float64)


def run_case(shape: str, fa: str, fb: str, agpr: bool, seed: int, exact: bool = True):
    """(A, B, C as float64, D from the emulator) of one MFMA on random operands."""
    m, k, nd, _ = SHAPES[shape]
    rng = np.random.default_rng(seed)
    a, b = patterns(fa, (m, k), rng, exact), patterns(fb, (k, m), rng, exact)
    c = (rng.integers(-1024, 1025, (m, m)) / 1024).astype(np.float32)
    out = launch(mfma_kernel(shape, fa, fb, agpr),
                 {"A": pack_ab(a, m, False), "B": pack_ab(b, m, True), "C": pack_d(c, m, nd),
                  "D": np.full((64, nd), np.nan, np.float32)})
    return decoded(a, fa), decoded(b, fb), c.astype(np.float64), unpack_d(out["D"], m)


def test_emulator_layout_is_the_calculators():
    """kgen.sim.amdgcn_mfma.mfma_layout for the 8-bit shapes against the formulas above (a
    permutation of k applied to A and B alike would not show in any product)."""
    for m, k, nd, _ in SHAPES.values():
        lay = mfma_layout(m, m, k)
        for i in range(m):
            for kk in range(k):
                lane, item = m * (kk // 8) + i, 4 * ((kk // 4) % 2) + kk % 4
                assert (lay["a_lane"][i, kk], lay["a_item"][i, kk]) == (lane, item)
                assert (lay["b_lane"][kk, i], lay["b_item"][kk, i]) == (lane, item)
            for j in range(m):
                assert (lay["d_reg"][i, j], lay["d_lane"][i, j]) == d_place(m, i, j)
        assert lay["d_reg"].max() == nd - 1


# ----------------------------------------------------------------------------------------------
# Products.

@pytest.mark.parametrize("agpr", [False, True], ids=["vgpr-acc", "agpr-acc"])
@pytest.mark.parametrize("fa,fb", MIXES)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_fp8_mfma_matches_numpy(shape, fa, fb, agpr):
    """Every shape, format mix and accumulator file: D is A @ B + C exactly (the operands are
    chosen so that the sum is exact before its one rounding to f32)."""
    a, b, c, d = run_case(shape, fa, fb, agpr, seed=len(shape) + 3 * len(fa + fb) + agpr)
    want = (a @ b + c).astype(np.float32)
    assert (d.view(np.uint32) == want.view(np.uint32)).all(), \
        f"{(d != want).sum()} of {d.size} differ"


@pytest.mark.parametrize("fa,fb", MIXES)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_every_pattern_and_nan(shape, fa, fb):
    """All 256 patterns (subnormals, the largest values, 0x80 = NaN): a row of A or a column of
    B holding a NaN gives NaNs; everything else is within one f32 rounding of the exact sum
    (math.fsum of the exact products, each exact in float64)."""
    m, k, _, _ = SHAPES[shape]
    a, b, c, d = run_case(shape, fa, fb, False, seed=11 + len(fa + fb), exact=False)
    nan = np.isnan(a).any(axis=1)[:, None] | np.isnan(b).any(axis=0)[None, :]
    assert nan.any() and (~nan).any()
    assert (np.isnan(d) == nan).all()
    for i, j in zip(*np.nonzero(~nan)):
        exact = math.fsum([*(a[i, :] * b[:, j]), c[i, j]])
        bound = 2.0 ** -23 * (np.abs(a[i]) @ np.abs(b[:, j]) + abs(c[i, j]))
        assert abs(float(d[i, j]) - exact) <= bound, (i, j)


def test_operand_order_and_formats_are_read_from_the_mnemonic():
    """One nonzero product, A[0][5] = 0x48 and B[5][0] = 0x50: 0x48 is 2.0 in FP8 (exponent
    field 9, bias 8) and 4.0 in BF8 (field 18, bias 16); 0x50 is 4.0 in FP8 and 16.0 in BF8.
    D[0][0] differs for each mix, and reading A in B's format (or the other way) would show."""
    m, k, nd, _ = SHAPES["16x16x32"]
    a = np.zeros((m, k), np.uint8)
    b = np.zeros((k, m), np.uint8)
    a[0, 5], b[5, 0] = 0x48, 0x50
    want = {("e4m3fnuz", "e4m3fnuz"): 8.0, ("e4m3fnuz", "e5m2fnuz"): 32.0,
            ("e5m2fnuz", "e4m3fnuz"): 16.0, ("e5m2fnuz", "e5m2fnuz"): 64.0}
    for (fa, fb), value in want.items():
        assert decoded(a[0, 5:6], fa)[0] * decoded(b[5:6, 0], fb)[0] == value
        out = launch(mfma_kernel("16x16x32", fa, fb, False),
                     {"A": pack_ab(a, m, False), "B": pack_ab(b, m, True),
                      "C": np.zeros((64, nd), np.float32),
                      "D": np.full((64, nd), np.nan, np.float32)})["D"]
        d = unpack_d(out, m)
        assert d[0, 0] == value and (d.ravel()[1:] == 0).all(), (fa, fb)


# ----------------------------------------------------------------------------------------------
# Wait states (CDNA3: an XDL op of p passes; LLVM GCNHazardRecognizer, as llc 22 pads them).

@pytest.mark.parametrize("agpr", [False, True], ids=["vgpr-acc", "agpr-acc"])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_reading_the_result_too_early_is_a_hazard(shape, agpr):
    """passes + 3 wait states before a VALU or VMEM instruction reads D (11 after a 32x32x16,
    7 after a 16x16x32): one fewer is caught, naming the MFMA."""
    _, _, nd, passes = SHAPES[shape]
    need = passes + 3
    reader = "v_accvgpr_read_b32" if agpr else "global_store_dwordx4"
    arrays = {"A": np.zeros((64, 2), np.uint32), "B": np.zeros((64, 2), np.uint32),
              "C": np.zeros((64, nd), np.float32), "D": np.zeros((64, nd), np.float32)}
    for wait in (0, need - 1):
        with pytest.raises(HazardViolation,
                           match=rf"{reader}.*needs {need} wait state.*v_mfma_f32_{shape}"):
            launch(mfma_kernel(shape, "e4m3fnuz", "e5m2fnuz", agpr, wait=wait), arrays)
    launch(mfma_kernel(shape, "e4m3fnuz", "e5m2fnuz", agpr, wait=need), arrays)


def _pair(shape: str, second: str, fill: int) -> str:
    """Two MFMAs of shape, the second's operands `second`, then `fill` wait states."""
    _, _, nd, _ = SHAPES[shape]
    zero = "\n".join(f"\tv_mov_b32 v{r}, 0" for r in range(2, 4 + 2 * nd)) + "\n\ts_nop 1"
    mf = mnemonic(shape, "e5m2fnuz", "e4m3fnuz")
    body = f"{zero}\n\t{mf} v[4:{3 + nd}], v[2:3], v[2:3], v[4:{3 + nd}]\n{nops(fill)}\n" \
           f"\t{mf} {second}"
    return built("\n".join(ln for ln in body.split("\n") if ln.strip()),
                 [("out", 8, "global_buffer")], vgprs=4 + 2 * nd)


@pytest.mark.parametrize("shape", list(SHAPES))
def test_mfma_to_mfma_rules(shape):
    """Back-to-back accumulation into the same tuple needs no wait; reading the previous
    result as srcA needs passes + 3 (the target's srcab row), fewer is caught."""
    _, _, nd, passes = SHAPES[shape]
    acc, other = f"v[4:{3 + nd}]", f"v[{4 + nd}:{3 + 2 * nd}]"
    out = {"out": np.zeros(64, np.uint32)}
    launch(_pair(shape, f"{acc}, v[2:3], v[2:3], {acc}", 0), out)
    srcab = f"{other}, v[4:5], v[2:3], {other}"
    need = passes + 3
    with pytest.raises(HazardViolation, match=rf"v4 needs {need} wait state.*srcA/srcB"):
        launch(_pair(shape, srcab, need - 1), out)
    launch(_pair(shape, srcab, need), out)


# ----------------------------------------------------------------------------------------------
# Refusals.

def test_gfx90a_has_no_fp8_mfma():
    body = "\tv_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[16:17], v[18:19], v[0:15]"
    text = module(body, [("out", 8, "global_buffer")], vgprs=20, target="gfx90a")
    with pytest.raises(UnknownInstruction, match="gfx942"):
        AmdModule(text, TARGETS["gfx90a"])
    AmdModule(text.replace("gfx90a", GFX), TARGETS[GFX])


@pytest.mark.parametrize("line", [
    "v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3] cbsz:1",
    "v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[4:5], v[6:7], v[0:3] blgp:2",
    "v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[16:18], v[18:19], v[0:15]",
    "v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[5:6], v[8:9], v[0:3]",
])
def test_forms_not_modelled_are_refused(line):
    text = module("\t" + line, [("out", 8, "global_buffer")], vgprs=20)
    with pytest.raises(Exception, match=r"modelled|expected|aligned"):
        AmdModule(text, TARGETS[GFX])


# ----------------------------------------------------------------------------------------------
# DS_WRITE_B8.

def lds8_kernel(waves: int = 1, barrier: bool = True, offset: int = 5) -> str:
    """Lane t (of every wave w) writes byte t + 3 to LDS byte 64 w + t + offset (one
    ds_write_b8: lanes 4q..4q+3 of a wave fill the bytes of one word or two together), then
    reads the dword at 4 t and stores it to out[t] (only after a barrier)."""
    body = f"""\
\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_add_u32 v2, 3, v0
\tv_mov_b32 v3, 0xffffff00
\tv_or_b32 v2, v2, v3                 ; junk above the byte
\tds_write_b8 v0, v2 offset:{offset}
\ts_waitcnt lgkmcnt(0)"""
    if barrier:
        body += """
\ts_barrier
\tv_lshlrev_b32 v4, 2, v0
\tds_read_b32 v5, v4
\ts_waitcnt lgkmcnt(0)
\tglobal_store_dword v4, v5, s[4:5]"""
    body = "\n".join(ln for ln in body.split("\n") if ln.strip())
    return built(body, [("out", 8, "global_buffer")], vgprs=8, lds=2048,
                 threads=64 * waves)


@pytest.mark.parametrize("waves,offset", [(1, 5), (1, 0), (2, 6), (2, 4)])
def test_ds_write_b8_writes_one_byte_anywhere(waves, offset):
    """Bytes land at any address (odd ones too) and keep their neighbours, which the reads
    show as the LDS's initial junk; the lanes of one instruction fill the bytes of one word
    together."""
    n = 64 * waves
    out = launch(lds8_kernel(waves, offset=offset), {"out": np.zeros(n, np.uint32)},
                 threads=n)["out"]
    lds = np.frombuffer(out.tobytes(), np.uint8)
    assert (lds[offset:offset + n] == (np.arange(n) + 3).astype(np.uint8)).all()
    fresh = launch(lds8_kernel(1, offset=200), {"out": np.zeros(64, np.uint32)})["out"]
    junk = np.frombuffer(fresh.tobytes(), np.uint8)[:offset]
    assert (lds[:offset] == junk).all()


def test_ds_write_b8_race_is_by_16_bit_unit():
    """Two waves writing the two bytes of one half-word with no barrier between: reported
    (the race detector's unit is 16 bits: conservative). Bytes of separate half-words are
    not."""
    out = {"out": np.zeros(128, np.uint32)}
    launch(lds8_kernel(2, barrier=False, offset=6), out, threads=128)
    with pytest.raises(SharedMemoryRace, match="write-after-write.*ds_write_b8"):
        # wave 0's byte 63 + 5 and wave 1's byte 64 + 5 share the half-word at 68.
        launch(lds8_kernel(2, barrier=False, offset=5), out, threads=128)


def test_llvm_mc_accepts_them():
    """Every module above, and one of each mnemonic and accumulator file, assembles and links
    (runs last: the list fills as the other tests run)."""
    reason = llvm_reason(GFX)
    if reason:
        pytest.skip(reason)
    for shape in SHAPES:
        for fa, fb in MIXES:
            for agpr in (False, True):
                mfma_kernel(shape, fa, fb, agpr)
    lds8_kernel()
    for text in set(ASSEMBLED):
        assert assemble_amd(text, TARGETS[GFX])[:4] == b"\x7fELF"
