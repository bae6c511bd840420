"""The PTX emulator's 8-bit-float wgmma (m64nNk32.f32.{e4m3,e5m2}.{e4m3,e5m2}) on hand-written PTX.

One warpgroup brings two K-major tiles of bytes into shared memory, by TMA (1-byte tensor maps,
swizzled 128, 64 or 32 bytes) or byte by byte (ld.global.u8 / st.shared.u8 of an image the test
lays out in the unswizzled canonical layout, then fence.proxy.async), and chains wgmma k32 steps
(N = 8, 64, 256; both formats and their mixes), then stores its accumulators. The result is
compared with (a) this file's own NumPy reading of the accumulation model the emulator takes from
DeepSeek-V3's report (32 products aligned to the largest exponent, 14 bits each kept, the sum
added to D at 14 bits; kgen.sim.wgmma_fp8), bit for bit, and (b) the exact product, within that
model's error bound. The operands are decoded here with ml_dtypes (kgen.tile.fp8), the layouts
written out from the PTX ISA (9.7.15.5.1.2 canonical layouts), not read from kgen; ptxas
accepts the kernel text.
"""

from __future__ import annotations

import numpy as np
import pytest

from kgen.sim import EmulatorError, GlobalMemory, Launch, MissingProxyFence, SharedMemoryRace
from kgen.sim.ptx import PtxModule
from kgen.target.tensormap import TensorMapSpec, encode_sim
from kgen.tile import fp8
from kgen.tile.ir import DType
from fused_modes import modes, warpgroup_retires  # noqa: F401 (fixtures)

TMA = "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"
SWIZZLE_MODE = {128: 1, 64: 2, 32: 3, 0: 0}      # descriptor bits 63-62 (PTX ISA 9.7.15.5.1.2.2)
BITS = 14                                         # the model's precision (DeepSeek-V3, 3.5.2)


def desc(start: int, lbo: int, sbo: int, swizzle: int) -> int:
    """A wgmma matrix descriptor: start, LBO, SBO >> 4 in bits 0, 16, 32; the mode in 62-63."""
    return (start >> 4) | ((lbo >> 4) << 16) | ((sbo >> 4) << 32) | (SWIZZLE_MODE[swizzle] << 62)


def store_accumulators(n: int) -> list[str]:
    """Each lane stores its N/2 f32 accumulators to out (64 x N, row-major): register i of lane
    l in warp q is row 16q + l/4 + 8((i/2)%2), column 8(i/4) + 2(l%4) + i%2 (the m64nNk32 D
    fragment, the same as m64nNk16's)."""
    L = ["\tshr.u32 %r20, %r3, 5;", "\tand.b32 %r21, %r3, 31;", "\tshr.u32 %r22, %r21, 2;",
         "\tshl.b32 %r23, %r20, 4;", "\tadd.u32 %r22, %r22, %r23;", "\tand.b32 %r24, %r21, 3;",
         "\tshl.b32 %r24, %r24, 1;", f"\tmad.lo.u32 %r25, %r22, {n}, %r24;",
         "\tmul.wide.u32 %rd10, %r25, 4;", "\tld.param.u64 %rd11, [p_out];",
         "\tcvta.to.global.u64 %rd11, %rd11;", "\tadd.s64 %rd12, %rd11, %rd10;"]
    for i in range(n // 2):
        off = 4 * (8 * ((i // 2) % 2) * n + 8 * (i // 4) + (i % 2))
        L.append(f"\tst.global.f32 [%rd12+{off}], %f{i};")
    return L


def kernel_ptx(n: int, fa: str, fb: str, steps: list[tuple[int, int]], load: list[str],
               smem: int, scale: tuple[int, int] = (1, 1)) -> str:
    """The warpgroup's kernel: `load` brings the tiles in; then one wgmma per (A descriptor, B
    descriptor) of `steps`, the first with scale-d false, all in one commit group; then the
    accumulators go to out."""
    regs = ", ".join(f"%f{i}" for i in range(n // 2))
    L = [HEAD + f""".visible .entry g(
\t.param .align 128 .b8 p_amap[128],
\t.param .align 128 .b8 p_bmap[128],
\t.param .u64 p_img,
\t.param .u64 p_out
)
.maxntid 128, 1, 1
{{
\t.reg .pred %p<10>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<40>;
\t.reg .f32 %f<{n // 2}>;
\t.shared .align 1024 .b8 smem_g[{smem + 8}];
\tmov.u32 %r1, smem_g;
\tmov.u32 %r3, %tid.x;
\tsetp.eq.u32 %p2, %r3, 0;
\tsetp.ne.u32 %p7, %r3, %r3;
\tsetp.eq.u32 %p8, %r3, %r3;""", *load, "\twgmma.fence.sync.aligned;"]
    for i, (da, db) in enumerate(steps):
        L += [f"\tmov.b64 %rd20, {da};", f"\tmov.b64 %rd21, {db};",
              f"\twgmma.mma_async.sync.aligned.m64n{n}k32.f32.{fa}.{fb} {{{regs}}}, %rd20, "
              f"%rd21, {'%p7' if i == 0 else '%p8'}, {scale[0]}, {scale[1]};"]
    L += ["\twgmma.commit_group.sync.aligned;", "\twgmma.wait_group.sync.aligned 0;",
          *store_accumulators(n), "\tret;\n}\n"]
    return "\n".join(L)


def tma_load(a_bytes: int, b_bytes: int, tiles: int, s: int, bar: int) -> list[str]:
    """Thread 0 copies k-tile t of A (64 rows of s bytes) to t * a_bytes and of B (N rows) to
    tiles * a_bytes + t * b_bytes, all on one mbarrier; every thread waits for it."""
    L = [f"\t@%p2 mbarrier.init.shared::cta.b64 [%r1+{bar}], 1;",
         "\tfence.mbarrier_init.release.cluster;", "\tbar.sync 0;",
         "\tcvta.param.u64 %rd1, p_amap;", "\tcvta.param.u64 %rd2, p_bmap;",
         "\tmov.u32 %r11, 0;",
         f"\t@%p2 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r1+{bar}], "
         f"{tiles * (a_bytes + b_bytes)};"]
    for t in range(tiles):
        L += [f"\tmov.u32 %r10, {s * t};",
              f"\tadd.u32 %r7, %r1, {t * a_bytes};",
              f"\tadd.u32 %r8, %r1, {tiles * a_bytes + t * b_bytes};",
              f"\t@%p2 {TMA} [%r7], [%rd1, {{%r10, %r11}}], [%r1+{bar}];",
              f"\t@%p2 {TMA} [%r8], [%rd2, {{%r10, %r11}}], [%r1+{bar}];"]
    L += ["\tmov.u32 %r6, 0;", "$L_full:",
          f"\tmbarrier.try_wait.parity.shared::cta.b64 %p4, [%r1+{bar}], %r6;",
          "\t@!%p4 bra $L_full;"]
    return L


def byte_load(nbytes: int) -> list[str]:
    """Each thread copies bytes tid, tid + 128, .. of the image to the same shared offsets with
    ld.global.u8 / st.shared.u8, then fences its generic writes for the async proxy; a bar.sync
    orders every thread's bytes before the wgmmas."""
    return ["\tld.param.u64 %rd3, [p_img];", "\tcvta.to.global.u64 %rd3, %rd3;",
            "\tmov.u32 %r30, %r3;", "$L_copy:", f"\tsetp.ge.u32 %p5, %r30, {nbytes};",
            "\t@%p5 bra $L_copied;", "\tcvt.u64.u32 %rd5, %r30;", "\tadd.s64 %rd6, %rd3, %rd5;",
            "\tld.global.u8 %r31, [%rd6];", "\tadd.u32 %r32, %r1, %r30;",
            "\tst.shared.u8 [%r32], %r31;", "\tadd.u32 %r30, %r30, 128;", "\tbra $L_copy;",
            "$L_copied:", "\tfence.proxy.async.shared::cta;", "\tbar.sync 0;"]


# --------------------------------------------------------------------------------------------
# The references: the model (written here from the report, not from kgen) and its bound.

def model_step(a: np.ndarray, b: np.ndarray, d: np.ndarray) -> np.ndarray:
    """One k32 step: a (64, 32), b (N, 32), d (64, N) -> f32 (64, N). Products aligned to the
    largest one's exponent E and cut toward zero below 2^(E - 13); their sum S and D both cut
    below 2^(E2 - 13), E2 the exponent of the larger of |D|, |S|; then added."""
    p = a[:, None, :] * b[None, :, :]

    def cut(x, top):
        """x toward zero to a multiple of 2^(floor(log2 top) - 13) (anything, for top 0)."""
        e = np.floor(np.log2(np.where(top > 0, top, 1.0)))
        q = 2.0 ** (e - (BITS - 1))
        return np.fix(x / q) * q

    s = cut(p, np.abs(p).max(-1)[..., None]).sum(-1)
    big = np.maximum(np.abs(d), np.abs(s))
    return (cut(d, big) + cut(s, big)).astype(np.float32)


def model(a: np.ndarray, b: np.ndarray, d0=None) -> np.ndarray:
    """The chain of k32 steps over K (a (64, K), b (N, K)), D starting at zero."""
    d = np.zeros((a.shape[0], b.shape[0]), np.float32) if d0 is None else d0
    for k in range(0, a.shape[1], 32):
        d = model_step(a[:, k:k + 32], b[:, k:k + 32], d.astype(np.float64))
    return d


def bound(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """|model - exact| < this: per step each of 32 products loses under 2^-13 of the largest,
    and D and S each under 2^-13 of the larger of them, which is at most the running sum of
    |products| (truncation never grows a magnitude)."""
    out = np.zeros((a.shape[0], b.shape[0]))
    running = np.zeros_like(out)
    for k in range(0, a.shape[1], 32):
        p = np.abs(a[:, None, k:k + 32] * b[None, :, k:k + 32])
        running += p.sum(-1)
        out += 32 * p.max(-1) + 2 * running
    return out * 2.0 ** -(BITS - 1)


def draw(fmt: str, shape, rng, spread: int = 6) -> np.ndarray:
    """Random finite patterns of fmt: values of standard-normal size times 2^[-spread, spread],
    rounded to the format (zeros and subnormals come in too)."""
    x = rng.standard_normal(shape) * 2.0 ** rng.integers(-spread, spread + 1, shape)
    return fp8.to_bits(x, DType[fmt])


def values(bits: np.ndarray, fmt: str) -> np.ndarray:
    return fp8.from_bits(bits, DType[fmt])


# --------------------------------------------------------------------------------------------
# Running one kernel.

def run_tma(n: int, fa: str, fb: str, a_bits, b_bits, swizzle: int = 128,
            scale=(1, 1)) -> tuple[np.ndarray, str]:
    """A (64 x K) and B (N x K) patterns, K-major, by TMA in k-tiles of `swizzle` bytes; every
    k32 step of every tile, descriptors start + 32 per step inside the swizzled rows (SBO: 8
    rows of `swizzle` bytes)."""
    K, s = a_bits.shape[1], swizzle
    tiles = K // s
    a_bytes, b_bytes = 64 * s, max(n * s, 1024)
    bar = tiles * (a_bytes + b_bytes)
    mem = GlobalMemory()
    maps = []
    for name, x, rows in (("a", a_bits, 64), ("b", b_bits, n)):
        base = mem.add(name, np.ascontiguousarray(x))
        maps.append(encode_sim(TensorMapSpec(base, 1, (K, rows), (K,), (s, rows), s, "e4m3")))
    out = mem.add("out", np.full((64, n), np.nan, np.float32))
    steps = [(desc(t * a_bytes + 32 * kk, 16, 8 * s, s),
              desc(tiles * a_bytes + t * b_bytes + 32 * kk, 16, 8 * s, s))
             for t in range(tiles) for kk in range(s // 32)]
    text = kernel_ptx(n, fa, fb, steps, tma_load(a_bytes, b_bytes, tiles, s, bar), bar, scale)
    PtxModule(text).run("g", Launch((1, 1, 1), 128, [*maps, np.uint64(0), out], mem))
    return mem.array("out").view(np.float32).reshape(64, n), text


def canonical_unswizzled(x: np.ndarray, lbo: int, sbo: int) -> np.ndarray:
    """The bytes of one k32 step of a K-major operand (rows x 32) in the no-swizzle canonical
    layout ((8,m),(T,2k)):((1T,SBO),(1,LBO)) with T = 16 (PTX ISA 9.7.15.5.1.2.1.3): element
    (r, k) at byte (r//8)*SBO + (r%8)*16 + (k//16)*LBO + k%16."""
    rows = x.shape[0]
    out = np.zeros(max((rows // 8 - 1) * sbo + 128 + lbo, 1), np.uint8)
    r, k = np.meshgrid(np.arange(rows), np.arange(32), indexing="ij")
    out[(r // 8) * sbo + (r % 8) * 16 + (k // 16) * lbo + k % 16] = x
    return out


def run_bytes(n: int, fa: str, fb: str, a_bits, b_bits, edit=None) -> tuple[np.ndarray, str]:
    """The same product, the operands staged byte by byte in the unswizzled layout: per k32
    step, A's 64 rows with SBO 128 (8-row groups packed) and LBO 1024 (its second 16 bytes of k
    after all 64 rows' first), then B's N rows likewise (LBO 16 N)."""
    K = a_bits.shape[1]
    parts, steps, at = [], [], 0
    for k in range(0, K, 32):
        pa = canonical_unswizzled(a_bits[:, k:k + 32], 1024, 128)
        pb = canonical_unswizzled(b_bits[:, k:k + 32], 16 * n, 128)
        steps.append((desc(at, 1024, 128, 0), desc(at + pa.size, 16 * n, 128, 0)))
        parts += [pa, pb]
        at += pa.size + pb.size
    image = np.concatenate(parts)
    image = np.concatenate([image, np.zeros(-image.size % 16, np.uint8)])
    mem = GlobalMemory()
    img = mem.add("img", image)
    out = mem.add("out", np.full((64, n), np.nan, np.float32))
    text = kernel_ptx(n, fa, fb, steps, byte_load(image.size), image.size)
    text = edit(text) if edit else text
    zero = bytes(128)
    PtxModule(text).run("g", Launch((1, 1, 1), 128, [zero, zero, img, out], mem))
    return mem.array("out").view(np.float32).reshape(64, n), text


def check(got, a, b):
    """(a) the model bit for bit; (b) within its bound of the exact product."""
    np.testing.assert_array_equal(got, model(a, b))
    exact = a @ b.T
    assert (np.abs(got - exact) <= bound(a, b)).all()


# --------------------------------------------------------------------------------------------
# The tests.

FORMAT_PAIRS = [("e4m3", "e4m3"), ("e5m2", "e5m2"), ("e4m3", "e5m2"), ("e5m2", "e4m3")]


@pytest.mark.parametrize("fa, fb", FORMAT_PAIRS)
@pytest.mark.parametrize("n", [8, 64, 256])
def test_tma_tiles_128b_swizzle_match_the_model(n, fa, fb):
    """Two 128-byte k-tiles (K = 256: eight chained wgmma k32)."""
    rng = np.random.default_rng(n + 7 * len(fa + fb))
    a_bits, b_bits = draw(fa, (64, 256), rng), draw(fb, (n, 256), rng)
    got, _ = run_tma(n, fa, fb, a_bits, b_bits)
    a, b = values(a_bits, fa), values(b_bits, fb)
    check(got, a, b)
    if n == 256:        # the model is not f32 accumulation: some element tells them apart
        assert (got != (a @ b.T).astype(np.float32)).any()


@pytest.mark.parametrize("swizzle", [64, 32])
def test_tma_tiles_64b_and_32b_swizzles(swizzle):
    rng = np.random.default_rng(swizzle)
    a_bits, b_bits = draw("e4m3", (64, 128), rng), draw("e5m2", (64, 128), rng)
    got, _ = run_tma(64, "e4m3", "e5m2", a_bits, b_bits, swizzle)
    check(got, values(a_bits, "e4m3"), values(b_bits, "e5m2"))


@pytest.mark.parametrize("fa, fb", [("e5m2", "e4m3"), ("e4m3", "e4m3")])
def test_bytes_staged_with_st_shared_u8_unswizzled(fa, fb):
    """st.shared.u8 (the LIR's st_shared of bits 8), fence.proxy.async, the no-swizzle layout
    with LBO between a core matrix's two 16-byte halves of k."""
    rng = np.random.default_rng(5)
    a_bits, b_bits = draw(fa, (64, 96), rng), draw(fb, (24, 96), rng)
    got, _ = run_bytes(24, fa, fb, a_bits, b_bits)
    check(got, values(a_bits, fa), values(b_bits, fb))


def test_negated_operands():
    """imm-scale-a = imm-scale-b = -1: (-A)(-B), exact negations before the products."""
    rng = np.random.default_rng(2)
    a_bits, b_bits = draw("e4m3", (64, 128), rng), draw("e4m3", (16, 128), rng)
    got, _ = run_tma(16, "e4m3", "e4m3", a_bits, b_bits, scale=(-1, 1))
    a, b = values(a_bits, "e4m3"), values(b_bits, "e4m3")
    check(got, -a, b)


def test_a_product_below_the_14_bits_is_truncated_away():
    """1 + 2^-16 in one step: 2^-16 lies below 2^(0 - 13), the largest product's last kept bit,
    so the sum is 1 (f32 accumulation would give 1.0000153); 1 + 2^-13 keeps its bit."""
    a = np.zeros((64, 32), np.float64)
    a[:, 0], a[:, 1] = 1.0, 2.0 ** -16          # both e5m2 values (2^-16: the least subnormal)
    a[1, 1] = 2.0 ** -13
    b = np.ones((8, 32))
    a_bits, b_bits = fp8.to_bits(a, DType.e5m2), fp8.to_bits(b, DType.e5m2)
    got, _ = run_bytes(8, "e5m2", "e5m2", a_bits, b_bits)
    assert got[0, 0] == 1.0 and got[1, 0] == np.float32(1 + 2.0 ** -13)
    assert got[2, 0] == 1.0 and (got[:, 1:] == got[:, :1]).all()


def test_accumulation_into_d_truncates_below_its_14_bits():
    """D carries over between steps: a later step's 2^-14 added to a D of 1 is cut (the sum's
    quantum is 2^(0 - 13)), added to a D of 0.5 it is kept (quantum 2^(-1 - 13))."""
    a = np.zeros((64, 64), np.float64)
    a[:32, 0], a[32:, 0] = 1.0, 0.5
    a[:, 32] = 2.0 ** -14
    b = np.ones((8, 64))
    a_bits, b_bits = fp8.to_bits(a, DType.e5m2), fp8.to_bits(b, DType.e5m2)
    got, _ = run_bytes(8, "e5m2", "e5m2", a_bits, b_bits)
    assert got[0, 0] == 1.0 and got[40, 0] == np.float32(0.5 + 2.0 ** -14)
    check(got, a, b)


def test_infinities_and_nans_follow_ieee():
    """An e5m2 infinity times a finite value is an infinity in its output element; inf * 0 and
    inf - inf are NaN; the rest of the tile is the model's."""
    rng = np.random.default_rng(9)
    a_bits, b_bits = draw("e5m2", (64, 32), rng), draw("e5m2", (8, 32), rng)
    a_bits[3, :] = fp8.to_bits(np.ones(32), DType.e5m2)
    a_bits[3, 5] = 0x7C                              # +inf
    b_bits[:, 5] = fp8.to_bits(np.ones(8), DType.e5m2)
    b_bits[2, 5] = 0x00                              # inf * 0
    got, _ = run_bytes(8, "e5m2", "e5m2", a_bits, b_bits)
    row = got[3]
    assert np.isnan(row[2]) and np.isposinf(np.delete(row, 2)).all()
    a, b = values(a_bits, "e5m2"), values(b_bits, "e5m2")
    rest = np.arange(64) != 3
    np.testing.assert_array_equal(got[rest], model(a[rest], b))


@pytest.mark.parametrize("fa,fb", [("e4m3", "e4m3"), ("e5m2", "e5m2"), ("e4m3", "e5m2")])
def test_the_emulators_accumulate_is_this_files_model_over_every_scale_of_d(fa, fb):
    """kgen.sim.wgmma_fp8.accumulate (which scales by exact powers of two) against model_step
    (which divides by the quantum), bit for bit: random operands over each format's whole
    range, and accumulators from f32's largest finite values down to its subnormals, zeros of
    both signs, infinities and NaN."""
    from kgen.sim.wgmma_fp8 import accumulate
    rng = np.random.default_rng(31)
    a = values(draw(fa, (64, 32), rng, spread=9), fa)
    b = values(draw(fb, (16, 32), rng, spread=9), fb)
    scales = 2.0 ** rng.integers(-149, 128, (64, 16))
    d = (rng.standard_normal((64, 16)) * scales).astype(np.float32)
    d[0, :4] = [np.float32(3.4e38), -np.float32(1e-45), 0.0, -0.0]
    d[1, :3] = [np.inf, -np.inf, np.nan]
    d[2] = 0.0
    d = d.astype(np.float64)
    got = accumulate(a[:, None, :] * b[None, :, :], d)
    with np.errstate(invalid="ignore", over="ignore"):
        want = model_step(a, b, d)
    finite = np.isfinite(d)
    np.testing.assert_array_equal(got[finite], want[finite])
    np.testing.assert_array_equal(got[~finite], (d[~finite]).astype(np.float32))


def test_ptxas_accepts_the_kernels():
    from kgen.assemble import driver as asm
    from kgen.target.targets import TARGETS
    rng = np.random.default_rng(1)
    a_bits, b_bits = draw("e4m3", (64, 128), rng), draw("e5m2", (64, 128), rng)
    for text in (run_tma(64, "e4m3", "e5m2", a_bits, b_bits)[1],
                 run_bytes(64, "e4m3", "e5m2", a_bits, b_bits)[1],
                 run_tma(64, "e4m3", "e5m2", a_bits, b_bits, scale=(-1, -1))[1]):
        cubin, _ = asm.assemble(text, TARGETS["sm_90a"])
        assert cubin[:4] == b"\x7fELF"


def test_transposes_and_the_register_form_are_refused():
    """8-bit wgmma has no imm-trans (both operands K-major: PTX ISA 9.7.15.5.2); the emulator
    does not model A from registers for it."""
    text = kernel_ptx(8, "e4m3", "e4m3", [(desc(0, 16, 128, 0), desc(2048, 16, 128, 0))],
                      [], 4096)
    with pytest.raises(EmulatorError, match="expected 6"):
        PtxModule(text.replace("%p7, 1, 1;", "%p7, 1, 1, 0, 0;"))
    with pytest.raises(EmulatorError, match="descriptor only"):
        PtxModule(text.replace("%rd20, %rd21", "{%r1, %r2, %r3, %r4}, %rd21"))


def test_fused_warps_run_it_as_warp_by_warp(modes, warpgroup_retires):
    """The emulator's fused mode (the warpgroup's warps at one instruction as one NumPy
    operation; st.shared.u8 per block, wgmma's issue per warp, its retire a warpgroup at a
    time) raises nothing and gives the same bits as warp by warp, where each warp retires its
    own 16 rows (the staged kernel: the TMA one's mbarrier waits are not run fused)."""
    set_mode, failures, groups = modes
    rng = np.random.default_rng(11)
    a_bits, b_bits = draw("e5m2", (64, 128), rng), draw("e4m3", (32, 128), rng)
    got = []
    for fuse in (True, False):
        set_mode(fuse)
        got.append(run_bytes(32, "e5m2", "e4m3", a_bits, b_bits)[0])
    assert not failures and groups
    assert warpgroup_retires[0] > 0 and warpgroup_retires[1] == 0, warpgroup_retires
    np.testing.assert_array_equal(got[0], got[1])
    check(got[0], values(a_bits, "e5m2"), values(b_bits, "e4m3"))


@pytest.mark.parametrize("drop, error", [("\tbar.sync 0;\n", SharedMemoryRace),
                                         ("\tfence.proxy.async.shared::cta;\n",
                                          MissingProxyFence)])
def test_staging_without_its_barrier_or_fence_is_caught(drop, error):
    """Every warp's wgmma reads bytes the other warps stored: with no bar.sync that is a race,
    with no fence.proxy.async a generic write read by the async proxy (PTX ISA, "wgmma.mma_async",
    Async Proxy). One byte per unit's pair is enough to count."""
    rng = np.random.default_rng(4)
    a_bits, b_bits = draw("e4m3", (64, 32), rng), draw("e4m3", (8, 32), rng)
    with pytest.raises(error):
        run_bytes(8, "e4m3", "e4m3", a_bits, b_bits, edit=lambda t: t.replace(drop, "", 1))


def test_a_byte_store_into_an_operand_in_flight_is_a_race():
    """st.shared.u8 into B's bytes between the mma_async and its wait_group: the wgmma may still
    be reading them."""
    rng = np.random.default_rng(4)
    a_bits, b_bits = draw("e4m3", (64, 32), rng), draw("e4m3", (8, 32), rng)

    def late(text):
        return text.replace("\twgmma.wait_group.sync.aligned 0;",
                            "\tst.shared.u8 [%r1+2049], %r31;\n\twgmma.wait_group.sync.aligned 0;")
    with pytest.raises(SharedMemoryRace, match="may still be reading"):
        run_bytes(8, "e4m3", "e4m3", a_bits, b_bits, edit=late)
