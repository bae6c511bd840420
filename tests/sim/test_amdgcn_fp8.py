"""The AMDGCN emulator's 8-bit float conversions (gfx942: the FNUZ pair; gfx950: the OCP pair
under the same mnemonics) against kgen.tile.fp8.

Each instruction runs in a hand-written kernel on every pattern of both formats (to f32, with
junk in the other bytes; each byte of the SDWA select) and on a large set of f32 values (every
format value, the midpoints between neighbours, +-max, just above, huge, +-inf, NaN, +-0, the
subnormals, values below half the smallest one): V_CVT_PK_* alone (round to nearest even,
out of range -> 0x80, the kept high word, the byte order of a pair), and the saturating sequence
the back end emits, which must give kgen.tile.fp8.to_bits exactly. Forms the emulator does not
model are refused when read.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from kgen.sim import EmulatorError, GlobalMemory, Launch, emulate
from kgen.sim.amdgcn_fp8 import BF8, FP8
from kgen.target.targets import TARGETS
from kgen.tile import fp8
from kgen.tile.ir import DType

FORMATS = {"e4m3fnuz": ("fp8", DType.e4m3fnuz), "e5m2fnuz": ("bf8", DType.e5m2fnuz)}
_ML = {"e4m3fnuz": ml_dtypes.float8_e4m3fnuz, "e5m2fnuz": ml_dtypes.float8_e5m2fnuz}

# v3 = a[i], v4 = b[i], v2 = out[i] before the body; out[i] = v2 after it.
_TEMPLATE = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"
\t.text
\t.globl\tt
t:
\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\ts_load_dwordx2 s[6:7], s[0:1], 0x8
\ts_load_dwordx2 s[8:9], s[0:1], 0x10
\tv_lshlrev_b32 v1, 2, v0
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dword v3, v1, s[4:5]
\tglobal_load_dword v4, v1, s[6:7]
\tglobal_load_dword v2, v1, s[8:9]
\ts_waitcnt vmcnt(0)
{body}
\tglobal_store_dword v1, v2, s[8:9]
\ts_endpgm
.Lfunc_end_t:
\t.rodata
\t.amdhsa_kernel t
\t\t.amdhsa_group_segment_fixed_size 0
\t\t.amdhsa_kernarg_size 24
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
      - .name:           a
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           b
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .kernarg_segment_size: 24
...
\t.end_amdgpu_metadata
"""


def run(body: str, a, b=None, out=None, target: str = "gfx942") -> np.ndarray:
    """out after `body` on every element (uint32 words), 1024 lanes a launch."""
    a = np.asarray(a, np.uint32)
    b = np.zeros_like(a) if b is None else np.asarray(b, np.uint32)
    out = np.zeros_like(a) if out is None else np.asarray(out, np.uint32)
    text = _TEMPLATE.format(body="\n".join("\t" + ln.strip() for ln in body.strip().split("\n")),
                            target=target)
    got = []
    for lo in range(0, a.size, 1024):
        n = min(1024, a.size - lo)
        mem = GlobalMemory()
        args = [mem.add(k, np.ascontiguousarray(x[lo:lo + n]), readonly=k != "out")
                for k, x in (("a", a), ("b", b), ("out", out))]
        emulate(text, TARGETS[target], "t", Launch((1,), n, args, mem))
        got.append(mem.array("out").view(np.uint32).copy())
    return np.concatenate(got)


def f32_bits(x) -> np.ndarray:
    return np.asarray(x, np.float32).view(np.uint32)


def values(dt: DType) -> np.ndarray:
    """The f32 values every encoding test takes (float64, each exact in f32)."""
    grid = np.unique(np.abs(fp8.from_bits(np.arange(256, dtype=np.uint8), dt)))
    grid = grid[~np.isnan(grid)]                            # 0 and the positive values
    mids = (grid[:-1] + grid[1:]) / 2                       # ties between neighbours
    m = fp8.FORMATS[dt].max_finite
    tiny = grid[1]                                          # the smallest subnormal
    top_step = grid[-1] - grid[-2]
    extra = [m, m + top_step / 4, m + top_step / 2, m + top_step, 2 * m, 1e30, 3.4e38,
             np.inf, tiny / 2, tiny / 4, tiny * 0.75, tiny / 2 * (1 + 2 ** -20), 1e-30, 1e-45]
    pos = np.concatenate([grid, mids, np.nextafter(mids.astype(np.float32), np.inf),
                          np.nextafter(mids.astype(np.float32), 0), extra])
    rng = np.random.default_rng(30)
    rand = rng.uniform(-1.1 * m, 1.1 * m, 2000)
    x = np.concatenate([pos, -pos, rand, [np.nan, -0.0]]).astype(np.float32)
    return x.astype(np.float64)


def same_bits_or_nan(got: np.ndarray, want: np.ndarray) -> bool:
    g, w = got.view(np.float32), want.view(np.float32)
    return bool(np.all((got == want) | (np.isnan(g) & np.isnan(w))))


# ----------------------------------------------------------------------------------------------
# Formats.

def test_format_definitions_agree():
    """The emulator's own format facts (written from the formats' definitions) give the same
    largest finite value as kgen.tile.fp8's."""
    assert FP8.max_finite == fp8.FORMATS[DType.e4m3fnuz].max_finite == 240.0
    assert BF8.max_finite == fp8.FORMATS[DType.e5m2fnuz].max_finite == 57344.0


# ----------------------------------------------------------------------------------------------
# To f32: every pattern, the other bytes ignored.

@pytest.mark.parametrize("fmt", FORMATS)
def test_to_f32_every_pattern(fmt):
    name, dt = FORMATS[fmt]
    pats = np.arange(256, dtype=np.uint32)
    junk = np.random.default_rng(1).integers(0, 1 << 24, 256, dtype=np.uint32) << np.uint32(8)
    got = run(f"v_cvt_f32_{name} v2, v3", pats | junk)
    want = f32_bits(fp8.from_bits(pats.astype(np.uint8), dt))
    assert same_bits_or_nan(got, want)
    assert np.isnan(got.view(np.float32)[0x80]) and got[0] == 0          # 0x80 NaN, 0x00 +0


@pytest.mark.parametrize("byte", range(4))
@pytest.mark.parametrize("fmt", FORMATS)
def test_to_f32_sdwa_byte_select(fmt, byte):
    name, dt = FORMATS[fmt]
    pats = np.arange(256, dtype=np.uint32)
    junk = np.random.default_rng(byte).integers(0, 1 << 32, 256, dtype=np.uint64)
    junk = junk.astype(np.uint32) & ~np.uint32(0xFF << (8 * byte))
    got = run(f"v_cvt_f32_{name}_sdwa v2, v3 src0_sel:BYTE_{byte}",
              junk | (pats << np.uint32(8 * byte)))
    assert same_bits_or_nan(got, f32_bits(fp8.from_bits(pats.astype(np.uint8), dt)))


# ----------------------------------------------------------------------------------------------
# From f32: V_CVT_PK_* alone, and the saturating sequence the back end emits.

def raw_bits(x: np.ndarray, fmt: str) -> np.ndarray:
    """What V_CVT_PK_* gives without saturation (AMD's and MLIR's reading): nearest even, and
    0x80 for NaN, infinities and what rounds beyond the largest finite value."""
    with np.errstate(over="ignore", invalid="ignore"):
        return np.asarray(x, np.float32).astype(_ML[fmt]).view(np.uint8).astype(np.uint32)


@pytest.mark.parametrize("fmt", FORMATS)
def test_pack_rounds_and_keeps_the_high_word(fmt):
    name, dt = FORMATS[fmt]
    x = values(dt)
    y = np.roll(x, 7)
    old = np.random.default_rng(2).integers(0, 1 << 32, x.size, dtype=np.uint64)
    old = old.astype(np.uint32)
    got = run(f"v_cvt_pk_{name}_f32 v2, v3, v4", f32_bits(x), f32_bits(y), old)
    assert np.array_equal(got & np.uint32(0xFF), raw_bits(x, fmt))             # src0: byte 0
    assert np.array_equal((got >> np.uint32(8)) & np.uint32(0xFF), raw_bits(y, fmt))
    assert np.array_equal(got >> np.uint32(16), old >> np.uint32(16))         # word 1 kept
    # Short of the midpoint past the largest finite value (a tie there rounds up to an even
    # 2^k beyond it), that is the language's cast; from there on, and NaN, the one NaN.
    m = fp8.FORMATS[dt].max_finite
    step = m - float(fp8.from_bits(np.array([0x7E], np.uint8), dt)[0])
    inside = np.abs(x) < m + step / 2
    assert np.array_equal((got & np.uint32(0xFF))[inside], fp8.to_bits(x[inside], dt))
    assert ((got & np.uint32(0xFF))[~inside] == 0x80).all()
    assert raw_bits(np.array([-0.0, -1e-30]), fmt).tolist() == [0, 0]         # no -0


def test_pack_source_modifiers():
    x = np.array([1.0, -2.0, 3.0, -0.5], np.float32)
    got = run("v_cvt_pk_fp8_f32 v2, -v3, |v4|", f32_bits(x), f32_bits(x))
    assert np.array_equal(got & np.uint32(0xFF), fp8.to_bits(-x, DType.e4m3fnuz))
    assert np.array_equal(got >> np.uint32(8), fp8.to_bits(np.abs(x), DType.e4m3fnuz))


def _saturating(name: str, bound: float, pair: bool) -> str:
    """The back end's sequence (emitters/amdgcn/fp8.py), with its s_nop where gfx942 needs it."""
    b = f32_bits(bound)
    if pair:
        return f"""
            s_mov_b32 s10, 0x{int(b):x}
            v_cmp_u_f32 s[12:13], v3, v3
            v_cmp_u_f32 s[14:15], v4, v4
            v_med3_f32 v5, v3, -s10, s10
            v_med3_f32 v6, v4, -s10, s10
            v_cndmask_b32 v5, v5, v3, s[12:13]
            v_cndmask_b32 v6, v6, v4, s[14:15]
            v_cvt_pk_{name}_f32 v5, v5, v6
            v_and_b32 v2, 0xffff, v5"""
    return f"""
        s_mov_b32 s10, 0x{int(b):x}
        v_cmp_u_f32 s[12:13], v3, v3
        v_med3_f32 v5, v3, -s10, s10
        s_nop 0
        v_cndmask_b32 v5, v5, v3, s[12:13]
        v_cvt_pk_{name}_f32 v5, v5, 0
        v_and_b32 v2, 0xff, v5"""


@pytest.mark.parametrize("fmt", FORMATS)
def test_saturating_sequence_is_the_cast(fmt):
    name, dt = FORMATS[fmt]
    x = values(dt)
    m = fp8.FORMATS[dt].max_finite
    got = run(_saturating(name, m, False), f32_bits(x), out=np.full(x.size, 0xDEADBEEF))
    assert np.array_equal(got, fp8.to_bits(x, dt).astype(np.uint32))
    y = np.roll(x, 3)
    got = run(_saturating(name, m, True), f32_bits(x), f32_bits(y))
    want = fp8.to_bits(x, dt).astype(np.uint32) | (fp8.to_bits(y, dt).astype(np.uint32) << 8)
    assert np.array_equal(got, want)


# ----------------------------------------------------------------------------------------------
# gfx950: the same mnemonics on the OCP formats (E4M3FN, E5M2).

OCP = {"e4m3": ("fp8", DType.e4m3), "e5m2": ("bf8", DType.e5m2)}


@pytest.mark.parametrize("fmt", OCP)
def test_ocp_to_f32_every_pattern(fmt):
    name, dt = OCP[fmt]
    pats = np.arange(256, dtype=np.uint32)
    got = run(f"v_cvt_f32_{name} v2, v3", pats, target="gfx950")
    assert same_bits_or_nan(got, f32_bits(fp8.from_bits(pats.astype(np.uint8), dt)))
    assert got[0x80] == 0x80000000 and not np.isnan(got.view(np.float32)[0x80])   # -0, not NaN


@pytest.mark.parametrize("fmt", OCP)
def test_ocp_pack_rounds_keeps_signed_zero_and_nan(fmt):
    """Nearest even inside the range (the language's cast there), -0 kept, NaN a NaN; past the
    largest finite value the hardware's answer is not modelled: refused."""
    name, dt = OCP[fmt]
    m = fp8.FORMATS[dt].max_finite
    x = values(dt)
    step = m - float(fp8.from_bits(np.array([0x7D if fmt == "e4m3" else 0x7A], np.uint8), dt)[0])
    x = x[(np.abs(x) < m + step / 2) | np.isnan(x)]
    got = run(f"v_cvt_pk_{name}_f32 v2, v3, v3", f32_bits(x), target="gfx950") & np.uint32(0xFF)
    fin = ~np.isnan(x)
    assert np.array_equal(got[fin], fp8.to_bits(x[fin], dt))
    assert np.isnan(fp8.from_bits(got[~fin].astype(np.uint8), dt)).all()
    assert run(f"v_cvt_pk_{name}_f32 v2, v3, v3", f32_bits([-0.0]), target="gfx950")[0] == 0x8080
    for bad in (m + step, np.inf, -np.inf):
        with pytest.raises(EmulatorError, match="not modelled"):
            run(f"v_cvt_pk_{name}_f32 v2, v3, v3", f32_bits([1.0, bad]), target="gfx950")


@pytest.mark.parametrize("fmt", OCP)
def test_ocp_saturating_sequence_is_the_cast(fmt):
    """The back end's clamp first (as on gfx942): every value, +-inf and NaN included."""
    name, dt = OCP[fmt]
    x = values(dt)
    got = run(_saturating(name, fp8.FORMATS[dt].max_finite, False), f32_bits(x),
              out=np.full(x.size, 0xDEADBEEF), target="gfx950")
    fin = ~np.isnan(x)
    assert np.array_equal(got[fin], fp8.to_bits(x[fin], dt).astype(np.uint32))
    assert np.isnan(fp8.from_bits(got[~fin].astype(np.uint8), dt)).all()


def test_the_conversions_are_refused_where_the_family_has_none():
    with pytest.raises(EmulatorError, match="not a gfx90a instruction"):
        run("v_cvt_pk_fp8_f32 v2, v3, v3", f32_bits([1.0]), target="gfx90a")


def test_med3_f32():
    """V_MED3_F32: the median, and with a NaN operand V_MIN3_F32 (a quiet NaN gives way)."""
    x = np.array([0.0, 5.0, -5.0, 1.0, np.inf, -np.inf, np.nan, -0.0], np.float32)
    got = run("s_mov_b32 s10, 0x40000000\nv_med3_f32 v2, v3, -s10, s10", f32_bits(x))
    want = np.array([0.0, 2.0, -2.0, 1.0, 2.0, -2.0, -2.0, -0.0], np.float32)
    assert np.array_equal(got, f32_bits(want))


# ----------------------------------------------------------------------------------------------
# Forms not modelled.

@pytest.mark.parametrize("line", [
    "v_cvt_pk_fp8_f32 v2, v3, v4 op_sel:[0,0,1]",
    "v_cvt_pk_bf8_f32 v2, v3, v4 op_sel:[1,0,0]",
    "v_cvt_pk_fp8_f32 v2, v3, v4 clamp",
    "v_cvt_f32_fp8_e64 v2, v3 clamp",
    "v_cvt_f32_fp8_sdwa v2, v3 src0_sel:WORD_1",
    "v_cvt_f32_fp8_sdwa v2, v3",
    "v_cvt_f32_bf8_sdwa v2, v3 src0_sel:BYTE_1 dst_sel:WORD_1",
    "v_cvt_f32_fp8 v2, -v3",
    "v_add_f32 v2, v3, v4 clamp",
    "v_med3_f32 v2, v3, v4, v4 mul:2",
])
def test_unmodelled_forms_are_refused(line):
    with pytest.raises(EmulatorError, match="not modelled|input modifier|only"):
        run(line, np.zeros(64))


def test_the_sequence_needs_its_wait_state():
    """v_cndmask reads the lane mask a v_cmp (a VALU op) wrote one instruction earlier: gfx942
    needs 2 wait states there (CDNA3 ISA 4.5), which the back end's s_nop gives."""
    from kgen.sim.amdgcn import HazardViolation
    body = _saturating("fp8", 240.0, False).replace("s_nop 0", "")
    with pytest.raises(HazardViolation, match="s\\[12:13\\]"):
        run(body, f32_bits(np.ones(64)))
