"""The AMDGCN back end's 8-bit float MFMAs (gfx942) and 8-bit LDS stores: hand-built LIR
(`mfma` with shape 32x32x16 / 16x16x32 and dtype "A.B" of e4m3fnuz / e5m2fnuz; `st_shared`
with bits 8) through emit_module, llvm-mc and the emulator.

The kernels compute D = A B^T over a K loop of MFMAs, one wave, with A (M x Kt) and Bt (N x Kt)
bytes K contiguous: lane l's srcA is A[l % M][k0 + 8 (l / M) .. + 7], eight consecutive bytes
(AMD's Matrix Instruction Calculator: byte b of register g of lane l holds A[l % M][8 (l / M) +
4 g + b]; B[k][j] likewise with j = l % M), loaded as two dwords straight from global memory,
or staged through LDS: each thread stores eight bytes of each tile with ds_write_b8 (lanes
4q..4q+3 filling one word's bytes together) and each lane reads its eight back with
ds_read_b64. D is stored by the 16-bit shape's layout of the same M. The reference is the
product of the operands decoded by ml_dtypes, rounded to f32 once per MFMA (the operands are
chosen so that each MFMA's sum is exact in float64).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from conftest import llvm_reason
from kgen.assemble.amd import assemble_amd, read_resources
from kgen.emitters import amdgcn
from kgen.emitters.amdgcn import codeobject, vgpr_count
from kgen.errors import CompilerBug
from kgen.lir import ops as L
from kgen.sim import GlobalMemory, Launch, emulate
from kgen.sim.amdgcn import HazardViolation
from kgen.target.targets import TARGETS
from test_amdgcn_emitter import B, I, f, fn_of, tensor, u

GFX942 = TARGETS["gfx942"]
ML = {"e4m3fnuz": ml_dtypes.float8_e4m3fnuz, "e5m2fnuz": ml_dtypes.float8_e5m2fnuz}
NAME = {"e4m3fnuz": "fp8", "e5m2fnuz": "bf8"}
DTYPES = [f"{a}.{b}" for a in ML for b in ML]
# shape -> (M = N, K per MFMA, accumulators, wait states before a VALU / VMEM read of D:
# passes + 3 on gfx942, as llc 22 pads them)
SHAPES = {"32x32x16": (32, 16, 16, 11), "16x16x32": (16, 32, 4, 7)}


def _d_row(m: int, r: int) -> int:
    """The row of D accumulator r holds, less 4 (lane / M)."""
    return 8 * (r // 4) + r % 4 if m == 32 else r


def fp8_gemm(shape: str, dtype: str, iters: int = 1, lds: bool = False, agpr: bool = False,
             name: str = "") -> L.Function:
    """D (M x M, f32) = A (M x Kt) @ Bt (M x Kt)^T, Kt = K * iters, one wave (see the module
    docstring); the accumulators start at 0.0 (movs)."""
    m, k, nd, _ = SHAPES[shape]
    kt = k * iters
    b = B()
    pa, pb, pd = (b.r("u64", True) for _ in range(3))
    t, i, g, ao, do, t1, t2, so, go = (b.r("u32") for _ in range(9))
    acc = [b.r("f32") for _ in range(nd)]
    body = [
        I("ld_param", [pa], [], ["A"]), I("ld_param", [pb], [], ["B"]),
        I("ld_param", [pd], [], ["D"]), I("tid", [t]),
        I("and", [i], [t, u(m - 1)], note="lane % M: row of A and Bt, column of D"),
        I("shr", [g], [t, u(m.bit_length() - 1)], note="lane / M: k group, D row group"),
        I("mul", [t1], [i, u(kt)]), I("shl", [t2], [g, u(3)]), I("add", [ao], [t1, t2]),
        I("mul", [t1], [g, u(16 * m)]), I("shl", [t2], [i, u(2)]), I("add", [do], [t1, t2]),
    ]
    if lds:
        # Thread t stages tile bytes e = t + 64 r (r < 8): row e / K, column e % K, LDS byte e.
        tk, t3 = b.r("u32"), b.r("u32")
        body += [I("mul", [t3], [i, u(k)]), I("shl", [t2], [g, u(3)]),
                 I("add", [so], [t3, t2], note="i K + 8 g: the lane's bytes in a tile")]
        body += [I("shr", [tk], [t, u(k.bit_length() - 1)]), I("mul", [t3], [tk, u(kt)]),
                 I("and", [t1], [t, u(k - 1)]),
                 I("add", [go], [t3, t1], note="(t / K) Kt + t % K: byte e = t of a tile")]
    body += [I("mov", [a], [f(0.0)]) for a in acc]
    kk, ka, ao2, go2 = b.r("u32", True), b.r("u32", True), b.r("u32"), b.r("u32")
    a0, a1, b0, b1 = (b.r("u32") for _ in range(4))
    loop = [I("mul", [ka], [kk, u(k)]), I("add", [ao2], [ao, ka])]
    if lds:
        loop.append(I("add", [go2], [go, ka]))
        for tile, ptr, base in (("tA", pa, 0), ("tB", pb, m * k)):
            for r in range(8):
                x = b.r("u32")
                loop += [I("ld_global", [x], [ptr, go2, u(64 * r // k * kt)], [8, 1]),
                         I("st_shared", [], [t, u(64 * r), x], [tile, 8],
                           note=f"byte {r} of {tile}")]
        loop += [I("bar", [], [], ["tiles written"]),
                 I("ld_shared", [a0, a1], [so, u(0)], ["tA"]),
                 I("ld_shared", [b0, b1], [so, u(0)], ["tB"])]
    else:
        loop += [I("ld_global", [a0, a1], [pa, ao2, u(0)], [32, 2], note="A fragment"),
                 I("ld_global", [b0, b1], [pb, ao2, u(0)], [32, 2], note="B fragment")]
    loop.append(I("mfma", acc, [a0, a1, b0, b1, *acc],
                  [shape, dtype] + (["agpr"] if agpr else []), note="k step"))
    if lds:
        loop.append(I("bar", [], [], ["tiles read"]))
    body.append(L.Loop(kk, u(0), u(iters), 1, tuple(loop), note="over K"))
    body += [I("st_global", [], [pd, do, u(_d_row(m, r) * m * 4), v], [32, 1])
             for r, v in enumerate(acc)]
    shared = [L.SharedBuffer("tA", 0, m * k, "A tile"),
              L.SharedBuffer("tB", m * k, m * k, "B tile")] if lds else []
    name = name or f"fp8_{shape}_{dtype.replace('.', '_')}_{iters}{'_lds' * lds}" \
        f"{'_agpr' * agpr}"
    return fn_of(name, [tensor("A", dtype="u8"), tensor("B", dtype="u8"),
                        tensor("D", False)], body, threads=64, shared=shared)


def emit(fn: L.Function, target: str = "gfx942") -> str:
    return amdgcn.emit_module([fn], TARGETS[target])[0]


def patterns(fmt: str, shape: tuple, rng) -> np.ndarray:
    """Random patterns of fmt, no NaN, BF8's exponent field in 8..23: every value a multiple
    of 2^-10 below 2^8, so an MFMA's 32 products sum exactly in float64."""
    x = rng.integers(0, 256, shape, dtype=np.uint8)
    if fmt == "e5m2fnuz":
        x = (x & 0x83) | (rng.integers(8, 24, shape, dtype=np.uint8) << 2)
    return np.where(x == 0x80, 0, x).astype(np.uint8)


def run(fn: L.Function, shape: str, dtype: str, iters: int, text: str = "") -> tuple:
    """(D from the emulator, the reference) for fn on random operands."""
    m, k, _, _ = SHAPES[shape]
    fa, fb = dtype.split(".")
    rng = np.random.default_rng(iters + len(dtype))
    a, bt = patterns(fa, (m, k * iters), rng), patterns(fb, (m, k * iters), rng)
    mem = GlobalMemory()
    args = [mem.add("A", a), mem.add("B", bt), mem.add("D", np.full((m, m), np.nan, np.float32))]
    emulate(text or emit(fn), GFX942, fn.name, Launch((1, 1, 1), 64, args, mem))
    a64, b64 = a.view(ML[fa]).astype(np.float64), bt.view(ML[fb]).astype(np.float64)
    want = np.zeros((m, m), np.float32)
    for s in range(iters):
        part = a64[:, s * k:(s + 1) * k] @ b64[:, s * k:(s + 1) * k].T
        want = (part + want.astype(np.float64)).astype(np.float32)
    return mem.array("D").view(np.float32).reshape(m, m), want


CASES = {"direct": dict(iters=1), "direct_kloop_agpr": dict(iters=3, agpr=True),
         "lds": dict(iters=1, lds=True), "lds_kloop_agpr": dict(iters=2, lds=True, agpr=True)}


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_fp8_mfma_kernels_match_numpy(shape, dtype, case):
    """Every shape and format mix, from global memory or staged through LDS by ds_write_b8,
    VGPR or AGPR accumulators: bit for bit, and no HazardViolation or race on the way."""
    kw = CASES[case]
    got, want = run(fp8_gemm(shape, dtype, **kw), shape, dtype, kw["iters"])
    assert (got.view(np.uint32) == want.view(np.uint32)).all(), \
        f"{(got != want).sum()} of {got.size} differ"


def _lines(text: str) -> list[str]:
    return [ln.split(";")[0].strip() for ln in text.splitlines() if ln.split(";")[0].strip()]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_mnemonic_names_a_then_b(shape, dtype):
    """v_mfma_f32_<shape>_<A's>_<B's> with fp8 = e4m3fnuz, bf8 = e5m2fnuz; AGPR accumulators
    when asked; no cbsz/abid/blgp."""
    fa, fb = dtype.split(".")
    want = f"v_mfma_f32_{shape}_{NAME[fa]}_{NAME[fb]}"
    for agpr, file in ((False, "v"), (True, "a")):
        mf = [ln for ln in _lines(emit(fp8_gemm(shape, dtype, iters=2, agpr=agpr)))
              if ln.startswith("v_mfma")]
        assert [ln.split()[0] for ln in mf] == [want]
        ops = [o.strip() for o in mf[0].split(None, 1)[1].split(",")]
        assert len(ops) == 4 and ops[0] == ops[3] and ops[0][0] == file
        assert ops[1].startswith("v[") and ops[2].startswith("v[")


def test_st_shared_of_8_bits_is_ds_write_b8():
    lines = _lines(emit(fp8_gemm("16x16x32", "e4m3fnuz.e4m3fnuz", lds=True)))
    writes = [ln.split()[0] for ln in lines if ln.startswith("ds_write")]
    assert writes == ["ds_write_b8"] * 16
    assert sum(ln.startswith("ds_read_b64") for ln in lines) == 2
    b = B()
    x, o = b.r("u32"), b.r("u32")
    bad = fn_of("bad", [], [I("tid", [o]), I("mov", [x], [u(1)]),
                            I("st_shared", [], [o, u(0), x], ["s", 4])], threads=64,
                shared=[L.SharedBuffer("s", 0, 64, "")])
    with pytest.raises(CompilerBug, match="st_shared of 4 bits"):
        emit(bad)


def test_gfx90a_has_no_fp8_mfma():
    with pytest.raises(CompilerBug, match="gfx90a"):
        emit(fp8_gemm("32x32x16", "e4m3fnuz.e4m3fnuz"), "gfx90a")


@pytest.mark.parametrize("shape", list(SHAPES))
def test_wait_states_after_the_last_mfma(shape):
    """The store of D waits passes + 3 wait states after the MFMA (11 after a 32x32x16, 7
    after a 16x16x32: the target's tables by shape), none more (labels give none; the loop's
    scalar ops count)."""
    _, _, _, read = SHAPES[shape]
    lines = _lines(emit(fp8_gemm(shape, "e5m2fnuz.e4m3fnuz", iters=1)))
    mf = max(i for i, ln in enumerate(lines) if ln.startswith("v_mfma"))
    st = next(i for i, ln in enumerate(lines) if ln.startswith("global_store"))
    states = sum(int(ln.split()[1]) + 1 if ln.startswith("s_nop") else
                 0 if ln.endswith(":") else 1 for ln in lines[mf + 1:st])
    assert states == read, lines[mf:st + 1]


def test_hazards_are_checked_by_the_emulator():
    """Without the MFMA s_nop pass the emulator finds the hazard."""
    fn = fp8_gemm("32x32x16", "e4m3fnuz.e5m2fnuz", iters=2, agpr=True)
    saved = codeobject.insert_mfma_nops
    try:
        codeobject.insert_mfma_nops = lambda stream, ws: stream
        text = emit(fn)
    finally:
        codeobject.insert_mfma_nops = saved
    with pytest.raises(HazardViolation, match="v_mfma_f32_32x32x16_fp8_bf8"):
        run(fn, "32x32x16", "e4m3fnuz.e5m2fnuz", 2, text)


def test_assembles_and_links():
    reason = llvm_reason("gfx942")
    if reason:
        pytest.skip(reason)
    fns = [fp8_gemm(shape, dtype, name=f"k{n}_{c}", **kw)
           for n, (shape, dtype) in enumerate((s, d) for s in SHAPES for d in DTYPES)
           for c, kw in CASES.items()]
    text, res = amdgcn.emit_module(fns, GFX942)
    back = read_resources(assemble_amd(text, GFX942))
    assert [r["kernel"] for r in back] == [f.name for f in fns]
    assert [r["vgprs"] for r in back] == [vgpr_count(r.vgprs, r.agprs, GFX942) for r in res]
    assert [r["agprs"] for r in back] == [r.agprs for r in res]
    assert {r.agprs for r in res} == {0, 16, 4}
