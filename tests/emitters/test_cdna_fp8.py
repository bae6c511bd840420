"""The AMDGCN back end's 8-bit floats (gfx942, the FNUZ pair): what each LIR op becomes, that
llvm-mc assembles it for gfx942, and that the emulator running it gives kgen.tile.fp8's answers
bit for bit: every pattern decoded, and casts of every format value, the midpoints between
neighbours, +-max and just beyond, huge values, +-inf, NaN, +-0, subnormals and values below
half the smallest one, through both the packed pairs of a whole chunk and the single bytes of a
ragged tail."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import compile_text, llvm_reason
from kgen.assemble.amd import assemble_amd
from kgen.emitters.amdgcn import emit_module
from kgen.errors import CompilerBug
from kgen.lir import ops as L
from kgen.lir.interp import grid_for
from kgen.sim import GlobalMemory, Launch, emulate
from kgen.target.targets import TARGETS
from kgen.tile import fp8
from kgen.tile.ir import DType
from test_amdgcn_emitter import B, I, fn_of, tensor, u

FORMATS = {"e4m3fnuz": DType.e4m3fnuz, "e5m2fnuz": DType.e5m2fnuz}
GFX942 = TARGETS["gfx942"]


def needs_llvm():
    reason = llvm_reason("gfx942")
    return pytest.mark.skipif(reason is not None, reason=reason or "")


def values(dt: DType) -> np.ndarray:
    """f32 values (as float64) covering every case of the cast."""
    grid = np.unique(np.abs(fp8.from_bits(np.arange(256, dtype=np.uint8), dt)))
    grid = grid[~np.isnan(grid)]
    mids = (grid[:-1] + grid[1:]) / 2
    m, tiny = fp8.FORMATS[dt].max_finite, grid[1]
    extra = [m, np.nextafter(np.float32(m), np.inf), m * 1.03, m * 1.07, 2 * m, 1e30, 3.4e38,
             np.inf, tiny / 2, tiny / 4, tiny * 0.75, 1e-30, 1e-45]
    pos = np.concatenate([grid, mids, np.nextafter(mids.astype(np.float32), np.inf),
                          np.nextafter(mids.astype(np.float32), 0), extra])
    rand = np.random.default_rng(30).uniform(-1.2 * m, 1.2 * m, 1500)
    return np.concatenate([pos, -pos, rand, [np.nan, -0.0]]).astype(np.float32).astype(np.float64)


def launch(src: str, arrays: dict, out: str, out_like: np.ndarray) -> np.ndarray:
    """Compiles `src` for gfx942, assembles it when llvm-mc is here, runs it on the emulator
    with N = the arrays' length; returns `out` (poisoned first) as out_like's dtype."""
    c = compile_text(src, "gfx942", name="fp8.kgen")
    if llvm_reason("gfx942") is None:
        assemble_amd(c.asm, GFX942)
    fn = c.functions[0]
    n = len(out_like)
    mem = GlobalMemory()
    args = []
    for p in fn.params:
        if p.kind == "tensor":
            a = arrays[p.name] if p.name != out else np.full_like(out_like, 0xA5)
            args.append(mem.add(p.name, np.ascontiguousarray(a), readonly=p.name != out))
        else:
            args.append(np.uint32(n))
    emulate(c.asm, GFX942, fn.name, Launch(grid_for(fn, {"N": n}), fn.threads, args, mem))
    return mem.array(out).view(out_like.dtype)


# ----------------------------------------------------------------------------------------------
# Whole kernels: llvm-mc, then the emulator against kgen.tile.fp8.

@pytest.mark.parametrize("fmt", FORMATS)
def test_cast_to_fp8_matches_the_language(fmt):
    dt = FORMATS[fmt]
    x = values(dt)
    src = f"kernel q(x: f32[N], y: {fmt}[N]) {{\n  tile n: 256\n  y[n] = {fmt}(x[n])\n}}\n"
    for n in (x.size, 1024):        # a ragged tail (single bytes) and whole chunks (pairs)
        got = launch(src, {"x": x[:n].astype(np.float32)}, "y", np.zeros(n, np.uint8))
        want = fp8.to_bits(x[:n], dt)
        bad = np.flatnonzero(got != want)
        assert bad.size == 0, f"{bad.size} differ, e.g. x={x[bad[0]]!r}: got " \
                              f"0x{got[bad[0]]:02x}, want 0x{want[bad[0]]:02x}"


@pytest.mark.parametrize("fmt", FORMATS)
def test_fp8_to_f32_every_pattern(fmt):
    dt = FORMATS[fmt]
    pats = np.tile(np.arange(256, dtype=np.uint8), 5)[:1111]        # whole chunks and a tail
    src = f"kernel d(x: {fmt}[N], y: f32[N]) {{\n  tile n: 256\n  y[n] = f32(x[n])\n}}\n"
    got = launch(src, {"x": pats}, "y", np.zeros(pats.size, np.float32))
    want = fp8.from_bits(pats, dt).astype(np.float32)
    assert np.array_equal(got, want, equal_nan=True)


@pytest.mark.parametrize("fmt", FORMATS)
def test_round_trip_copy(fmt):
    """8-bit loads and stores: a copy of every pattern (bytes through u32 registers)."""
    pats = np.tile(np.arange(256, dtype=np.uint8), 3)[:700]
    src = f"kernel c(x: {fmt}[N], y: {fmt}[N]) {{\n  tile n: 256\n  y[n] = x[n]\n}}\n"
    got = launch(src, {"x": pats}, "y", np.zeros(pats.size, np.uint8))
    assert np.array_equal(got, pats)


# ----------------------------------------------------------------------------------------------
# Hand-built LIR: the instructions of each op.

def _cvt_kernel(kind: str, nsrc: int, bits_in: int = 32, bits_out: int = 32) -> L.Function:
    """y[tid] = cvt kind of x[tid] (and x[tid + 64] for a pair)."""
    b = B()
    x, y, t, off, d = b.r("u64", True), b.r("u64", True), b.r("u32"), b.r("u32"), b.r("u32")
    srcs = [b.r("f32" if kind.startswith(("f32_", "pack_")) else "u32") for _ in range(nsrc)]
    body = [I("ld_param", [x], [], ["x"]), I("ld_param", [y], [], ["y"]), I("tid", [t]),
            I("shl", [off], [t, u(2)])]
    for k, s in enumerate(srcs):
        body.append(I("ld_global", [s], [x, off, u(256 * k)], [bits_in, 1]))
    body += [I("cvt", [d], srcs, [kind]), I("st_global", [], [y, off, u(0), d], [bits_out, 1])]
    return fn_of("k", [tensor("x"), tensor("y", False)], body, threads=64)


def _ops(fn: L.Function, target: str = "gfx942") -> list[str]:
    text, _ = emit_module([fn], TARGETS[target])
    return [ln.split()[0] for ln in text.split("\n")
            if ln.startswith("\t") and ln.strip()[:2] in ("v_", "gl", "s_")]


@pytest.mark.parametrize("fmt,stem", [("e4m3fnuz", "fp8"), ("e5m2fnuz", "bf8")])
def test_instructions_of_each_kind(fmt, stem):
    ops = _ops(_cvt_kernel(f"{fmt}_f32", 1, bits_in=8))
    assert "global_load_ubyte" in ops and f"v_cvt_f32_{stem}" in ops
    ops = _ops(_cvt_kernel(f"f32_{fmt}", 1, bits_out=8))
    i = ops.index(f"v_cvt_pk_{stem}_f32")
    assert ops[i - 4:i] == ["v_cmp_u_f32", "v_med3_f32", "s_nop", "v_cndmask_b32"]
    assert ops[i + 1] == "v_and_b32" and "global_store_byte" in ops
    ops = [o for o in _ops(_cvt_kernel(f"pack_{fmt}x2", 2)) if o != "s_waitcnt"]
    i = ops.index(f"v_cvt_pk_{stem}_f32")
    assert ops[i - 6:i] == ["v_cmp_u_f32"] * 2 + ["v_med3_f32"] * 2 + ["v_cndmask_b32"] * 2
    assert ops.count(f"v_cvt_pk_{stem}_f32") == 1           # one conversion for the pair


@needs_llvm()
def test_hand_built_kernels_assemble():
    for fmt in FORMATS:
        for fn in (_cvt_kernel(f"{fmt}_f32", 1, bits_in=8), _cvt_kernel(f"f32_{fmt}", 1, 32, 8),
                   _cvt_kernel(f"pack_{fmt}x2", 2)):
            assemble_amd(emit_module([fn], GFX942)[0], GFX942)


def test_a_format_the_target_does_not_convert_is_a_compiler_bug():
    with pytest.raises(CompilerBug, match="e4m3fnuz on gfx90a"):
        emit_module([_cvt_kernel("f32_e4m3fnuz", 1)], TARGETS["gfx90a"])
    with pytest.raises(CompilerBug, match="e4m3 on gfx942"):      # gfx950's, not gfx942's
        emit_module([_cvt_kernel("f32_e4m3", 1)], GFX942)
    with pytest.raises(CompilerBug, match="e4m3fnuz on gfx950"):
        emit_module([_cvt_kernel("f32_e4m3fnuz", 1)], TARGETS["gfx950"])


def test_vector_byte_accesses_are_a_compiler_bug():
    """The lowering moves vectors of bytes as 32-bit words: 8-bit accesses are single."""
    b = B()
    x, t, v = b.r("u64", True), b.r("u32"), [b.r("u32") for _ in range(4)]
    body = [I("ld_param", [x], [], ["x"]), I("tid", [t]),
            I("ld_global", v, [x, t, u(0)], [8, 4])]
    with pytest.raises(CompilerBug, match="ld_global of 4 x 8 bits"):
        emit_module([fn_of("k", [tensor("x")], body, threads=64)], GFX942)
