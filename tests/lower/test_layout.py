"""kgen.lower.layout: the GF(2) algebra on random bijective layouts, blocked layouts, the matrix
instructions' fragment layouts against the emulators' models of those instructions (and, for
mma.sync C and MFMA D, against the documents' formulas written out here, so that a misreading
shared by emulator and layout still fails), shared layouts with swizzle and padding, and bank
conflicts computed from layouts."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgen.errors import CompilerBug
from kgen.lower.layout import (LinearLayout, SharedLayout, bank_conflicts, blocked, choose_padding,
                         ldmatrix, ldmatrix_rows, mfma, mma_m16n8k16, shared_wavefronts,
                         tma_swizzle, wgmma_accumulator)
from kgen.sim import GlobalMemory, Launch
from kgen.sim.amdgcn_mfma import mfma_compute, mfma_layout
from kgen.sim.ptx import PtxModule
from kgen.sim.ptx_matrix import _fragment_tables
from kgen.sim.ptx_hopper import accumulator_layout, swizzle


def _indices(layout: LinearLayout):
    """Every hardware index of a layout, as keyword dicts."""
    names = [n for n, _ in layout.ins]
    for values in itertools.product(*(range(layout.in_size(n)) for n in names)):
        yield dict(zip(names, values))


def _coords(layout: LinearLayout, **index) -> tuple[int, ...]:
    c = layout.apply(**index)
    return tuple(c[a] for a in layout.axes)


# --------------------------------------------------------------------------------------------
# The algebra, on random bijective layouts.

@st.composite
def bijective(draw):
    """A random invertible GF(2) map from reg/lane/warp bits to two or three axes: a
    permutation of unit vectors, then random column additions (each keeps it invertible)."""
    ins_bits = [draw(st.integers(0, 3)), draw(st.integers(0, 3)), draw(st.integers(0, 2))]
    n = sum(ins_bits)
    naxes = draw(st.integers(1, 3))
    cuts = sorted(draw(st.lists(st.integers(0, n), min_size=naxes - 1, max_size=naxes - 1)))
    out_bits = [b - a for a, b in zip([0] + cuts, cuts + [n])]
    cols = [1 << i for i in draw(st.permutations(range(n)))]
    for i, j in draw(st.lists(st.tuples(st.integers(0, max(n - 1, 0)),
                                        st.integers(0, max(n - 1, 0))), max_size=12)):
        if i != j:
            cols[j] ^= cols[i]
    outs = tuple((f"x{k}", 1 << b) for k, b in enumerate(out_bits))

    def basis(word):
        out, shift = [], 0
        for b in out_bits:
            out.append(word >> shift & ((1 << b) - 1))
            shift += b
        return tuple(out)
    ins, at = [], 0
    for name, nb in zip(("reg", "lane", "warp"), ins_bits):
        ins.append((name, tuple(basis(c) for c in cols[at:at + nb])))
        at += nb
    return LinearLayout(tuple(ins), outs)


@settings(max_examples=60, deadline=None)
@given(bijective())
def test_invert_round_trips(lay):
    assert lay.is_injective() and lay.is_surjective()
    inv = lay.invert()
    seen = set()
    for index in _indices(lay):
        coords = lay.apply(**index)
        seen.add(tuple(coords.values()))
        assert inv.apply(**coords) == index
    assert len(seen) == lay.in_size("reg") * lay.in_size("lane") * lay.in_size("warp")


@settings(max_examples=60, deadline=None)
@given(bijective(), bijective())
def test_compose_is_application_in_turn(a, b):
    # inv(a) after a is the identity on hardware indices, a after inv(a) on coordinates.
    ident = a.invert().compose(a)
    for index in _indices(a):
        assert ident.apply(**index) == index
    back = a.compose(a.invert())
    for coords in _indices(a.invert()):
        assert back.apply(**coords) == coords
    # A general composition: b's hardware index -> a's coordinates through b's coordinates
    # renamed as a's inputs (when the bit counts agree).
    sizes = [1 << len(bs) for _, bs in a.ins]
    if sizes == [s for _, s in b.outs]:
        renamed = LinearLayout(b.ins, tuple((n, s) for (n, _), s in zip(a.ins, sizes)))
        both = a.compose(renamed)
        for index in _indices(b):
            assert both.apply(**index) == a.apply(**renamed.apply(**index))


def test_invert_refuses_copies():
    lay = blocked({"n": 32}, ("n",), 4, 32, 4)          # 512 threads' bits for 32 elements
    assert not lay.is_injective()
    with pytest.raises(CompilerBug, match="not bijective"):
        lay.invert()


def test_slice_compact_zero_bits_and_bits_along():
    lay = blocked({"m": 4, "n": 64}, ("n", "m"), 4, 32, 2)
    # reg[n1 n2] lane[n4 n8 n16 n32 m1] warp[m2]: a sum along n leaves m, with copies on the
    # bits that moved along n.
    assert lay.describe() == "m:4 x n:64: reg[n1 n2] lane[n4 n8 n16 n32 m1] warp[m2]"
    s = lay.slice("n")
    assert s.axes == ("m",)
    assert s.zero_bits("reg") == (0, 1) and s.zero_bits("lane") == (0, 1, 2, 3)
    assert s.compact("reg").in_size("reg") == 1
    assert lay.bits_along("lane", "n") == (0, 1, 2, 3)
    assert lay.bits_along("lane", "m") == (4,)
    assert lay.project(("m",)).describe() == s.describe()


def test_vector_width():
    lay = blocked({"m": 8, "n": 64}, ("n", "m"), 4, 32, 1)
    assert lay.vector_width("n") == 4 and lay.vector_width("m") == 1
    # mma.sync C: two contiguous f32 columns per thread (c0, c1), then a jump of 8 rows.
    assert mma_m16n8k16("c").vector_width("n") == 2
    assert mfma("d").vector_width("m") == 4      # MFMA D: 4 contiguous rows per lane


# --------------------------------------------------------------------------------------------
# Blocked layouts.

@pytest.mark.parametrize("shape, order, vector, lanes, warps", [
    ({"m": 1, "n": 1024}, ("n", "m"), 4, 32, 8),
    ({"m": 16, "n": 64}, ("n", "m"), 8, 32, 4),
    ({"m": 256, "n": 4}, ("n", "m"), 4, 64, 4),     # wave64: lanes spill into m
    ({"m": 32, "n": 32}, ("m", "n"), 2, 32, 2),     # column-major order
])
def test_blocked_is_a_bijection_when_the_threads_cover_the_tile(shape, order, vector, lanes,
                                                                warps):
    lay = blocked(shape, order, vector, lanes, warps)
    n = 1
    for s in shape.values():
        n *= s
    assert lay.in_size("lane") == lanes and lay.in_size("warp") == warps
    assert lay.in_size("reg") * lanes * warps == n
    assert lay.is_injective() and lay.is_surjective()
    fast = order[0]
    assert lay.vector_width(fast) == min(vector, shape[fast])
    # Consecutive lanes take consecutive vectors along the fastest axis (coalesced).
    if shape[fast] >= 2 * vector:
        a, b = lay.apply(lane=0), lay.apply(lane=1)
        assert b[fast] - a[fast] == vector


def test_blocked_docstring_example_and_copies():
    lay = blocked({"m": 1, "n": 1024}, ("n", "m"), 4, 32, 8)
    assert lay.describe() == ("m:1 x n:1024: reg[n1 n2] lane[n4 n8 n16 n32 n64] "
                              "warp[n128 n256 n512]")
    assert lay.apply(reg=3, lane=5, warp=2) == {"m": 0, "n": 2 * 128 + 5 * 4 + 3}
    small = blocked({"m": 2, "n": 8}, ("n", "m"), 4, 32, 1)
    assert small.zero_bits("lane") == (2, 3, 4)        # 4 lanes cover it, the rest copy
    assert small.is_surjective() and not small.is_injective()


# --------------------------------------------------------------------------------------------
# Fragment layouts against the emulators.

def test_mma_fragments_match_the_ptx_emulator():
    """kgen/sim/ptx_matrix.py _fragment_tables: (row, col) per element (2j + half of register
    j) and lane, the tables _mma multiplies through."""
    tables = _fragment_tables("m16n8k16")
    for op, (rows, cols) in zip("abc", tables):
        lay = mma_m16n8k16(op)
        assert lay.in_size("reg") == rows.shape[0] and lay.in_size("lane") == 32
        assert lay.is_injective() and lay.is_surjective()
        for e in range(rows.shape[0]):
            for lane in range(32):
                assert _coords(lay, reg=e, lane=lane) == (rows[e, lane], cols[e, lane]), \
                    (op, e, lane)


def test_mma_fragments_match_the_documents_formulas():
    """PTX ISA 9.7.14.5.8, written out independently of the emulator and of layout.py."""
    for lane in range(32):
        group, tig = lane >> 2, lane % 4
        for i in range(4):                              # C/D: c0..c3, f32
            row = group if i < 2 else group + 8
            col = tig * 2 + (i & 1)
            assert _coords(mma_m16n8k16("c"), reg=i, lane=lane) == (row, col)
        for i in range(8):                              # A: a0..a7
            row = group if i in (0, 1, 4, 5) else group + 8
            col = tig * 2 + (i & 1) + (8 if i >= 4 else 0)
            assert _coords(mma_m16n8k16("a"), reg=i, lane=lane) == (row, col)
        for i in range(4):                              # B: b0..b3
            row = tig * 2 + (i & 1) + (8 if i >= 2 else 0)
            assert _coords(mma_m16n8k16("b"), reg=i, lane=lane) == (row, group)


HEAD = """.version 8.0
.target sm_80
.address_size 64
"""


def _ldmatrix_ptx(num: int, trans: bool) -> str:
    """Copies 512 bytes (32 rows of 16 bytes) to shared memory, then lane l gives the address
    of row slot 31 - l to ldmatrix and stores its num registers to d[i * 32 + l]."""
    regs = ", ".join(f"%r{20 + i}" for i in range(num))
    stores = "\n".join(f"\tst.global.b32 [%rd7+{128 * i}], %r{20 + i};" for i in range(num))
    return HEAD + f""".visible .entry k(
\t.param .u64 p_a,
\t.param .u64 p_d
)
{{
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<20>;
\t.shared .align 16 .b8 buf[512];
\tmov.u32 %r1, %tid.x;
\tshl.b32 %r2, %r1, 4;
\tld.param.u64 %rd1, [p_a];
\tcvt.u64.u32 %rd2, %r2;
\tadd.s64 %rd3, %rd1, %rd2;
\tld.global.v4.b32 {{%r5, %r6, %r7, %r8}}, [%rd3];
\tmov.u32 %r3, buf;
\tadd.u32 %r4, %r3, %r2;
\tst.shared.v4.b32 [%r4], {{%r5, %r6, %r7, %r8}};
\tbar.sync 0;
\tsub.u32 %r9, 31, %r1;
\tshl.b32 %r9, %r9, 4;
\tadd.u32 %r10, %r3, %r9;
\tldmatrix.sync.aligned.m8n8.x{num}{".trans" if trans else ""}.shared.b16 {{{regs}}}, [%r10];
\tld.param.u64 %rd4, [p_d];
\tmul.wide.u32 %rd5, %r1, 4;
\tadd.s64 %rd7, %rd4, %rd5;
{stores}
\tret;
}}
"""


@pytest.mark.parametrize("num", [1, 2, 4])
@pytest.mark.parametrize("trans", [False, True])
def test_ldmatrix_matches_the_ptx_emulator(num, trans):
    """Runs ldmatrix in the emulator on rows whose elements encode (matrix, row, col): lane l
    supplies the row ldmatrix_rows says (stored at slot 31 - l, so rows need not be
    contiguous), and each lane's registers must hold what ldmatrix() says."""
    rows = ldmatrix_rows(num)
    slots = np.full((32, 8), 0xFFFF, np.uint16)         # rows of ignored lanes: a marker
    for lane in range(8 * num):
        mat, row = _coords(rows, lane=lane)
        slots[31 - lane] = [mat * 64 + row * 8 + col for col in range(8)]
    mem = GlobalMemory()
    args = [mem.add("a", slots.view(np.uint8).reshape(-1)),
            mem.add("d", np.zeros(32 * num, np.uint32))]
    PtxModule(_ldmatrix_ptx(num, trans)).run("k", Launch((1, 1, 1), 32, args, mem))
    got = mem.array("d").view(np.uint32).reshape(num, 32)
    lay = ldmatrix(num, trans)
    for i in range(num):
        for lane in range(32):
            for half in range(2):
                v = int(got[i, lane]) >> (16 * half) & 0xFFFF
                assert (v >> 6, v >> 3 & 7, v & 7) == _coords(lay, reg=2 * i + half,
                                                               lane=lane), (i, lane, half)


def test_ldmatrix_feeds_the_mma_fragments():
    """ldmatrix.x4 with matrix i at rows 8 (i % 2), columns 8 (i / 2) of A is mma's A
    fragment; ldmatrix.x2.trans of a row-major 16x8 B (matrix i = rows 8i..8i+7) is B's:
    the placement composed after ldmatrix's layout, through the layout algebra."""
    place_a = LinearLayout((("mat", ((8, 0), (0, 8))), ("row", ((1, 0), (2, 0), (4, 0))),
                            ("col", ((0, 1), (0, 2), (0, 4)))), (("m", 16), ("k", 16)))
    assert place_a.compose(ldmatrix(4)) == mma_m16n8k16("a")
    place_b = LinearLayout((("mat", ((8, 0),)), ("row", ((1, 0), (2, 0), (4, 0))),
                            ("col", ((0, 1), (0, 2), (0, 4)))), (("k", 16), ("n", 8)))
    assert place_b.compose(ldmatrix(2, trans=True)) == mma_m16n8k16("b")


@pytest.mark.parametrize("n", [8, 16, 32, 64, 128, 256])
def test_wgmma_accumulator_matches_the_hopper_emulator(n):
    """kgen/sim/ptx_hopper.py accumulator_layout (what retire writes each register from), warp
    w % 4 taking rows 16 (w % 4) on (retire's A rows)."""
    rows, cols = accumulator_layout(n)
    lay = wgmma_accumulator(n)
    assert lay.is_injective() and lay.is_surjective()
    for warp in range(4):
        for i in range(n // 2):
            for lane in range(32):
                assert _coords(lay, reg=i, lane=lane, warp=warp) == (
                    16 * warp + rows[i, lane], cols[i, lane])


def test_wgmma_refuses_nonlinear_n():
    with pytest.raises(CompilerBug):
        wgmma_accumulator(24)


@pytest.mark.parametrize("shape", ["32x32x8", "16x16x16"])
def test_mfma_layouts_match_the_amdgcn_emulator(shape):
    """kgen/sim/amdgcn_mfma.py mfma_layout: element -> (item = 2 register + half, lane) for A
    and B, (register, lane) for D; the layout must send that index back to the element."""
    m, _, k = (int(x) for x in shape.split("x"))
    lay = mfma_layout(m, m, k)
    a, b, d = mfma("a", shape), mfma("b", shape), mfma("d", shape)
    for x in (a, b, d):
        assert x.in_size("lane") == 64 and x.is_injective() and x.is_surjective()
    for i in range(m):
        for kk in range(k):
            assert _coords(a, reg=lay["a_item"][i, kk], lane=lay["a_lane"][i, kk]) == (i, kk)
            assert _coords(b, reg=lay["b_item"][kk, i], lane=lay["b_lane"][kk, i]) == (kk, i)
        for j in range(m):
            assert _coords(d, reg=lay["d_reg"][i, j], lane=lay["d_lane"][i, j]) == (i, j)


def test_mfma_32x32x8_through_the_emulators_arithmetic():
    """mfma_compute on operands placed by the layouts: A[i][0] = 1, A[i][1] = i, B[0][j] = j,
    B[1][j] = 64, so D[i][j] = j + 64 i names its element; each D register must hold the
    element mfma('d') says."""
    a_lay, b_lay, d_lay = mfma("a"), mfma("b"), mfma("d")
    A = np.zeros((32, 8), np.float16)
    A[:, 0], A[:, 1] = 1, np.arange(32)
    B = np.zeros((8, 32), np.float16)
    B[0], B[1] = np.arange(32), 64

    def pack(lay, mat):
        halves = np.zeros((4, 64), np.uint32)
        for index in _indices(lay):
            halves[index["reg"], index["lane"]] = mat[_coords(lay, **index)].view(np.uint16)
        return np.stack([halves[0] | halves[1] << 16, halves[2] | halves[3] << 16])
    c = np.zeros((16, 64), np.uint32)
    out = mfma_compute(pack(a_lay, A), pack(b_lay, B), c, 32, 32, 8, "f16").view(np.float32)
    for r in range(16):
        for lane in range(64):
            i, j = _coords(d_lay, reg=r, lane=lane)
            assert out[r, lane] == j + 64 * i, (r, lane)


def test_mfma_d_matches_the_documents_formula():
    """v_mfma_f32_32x32x8 D, written out from the matrix instruction calculator's mapping (and
    kgen/lir/ops.py's op list): register r of lane l is row 8 (r / 4) + 4 (l / 32) + r % 4,
    column l % 32; A[i][k] is in lane 32 (k / 4) + i, register (k / 2) % 2, half k % 2."""
    d, a = mfma("d"), mfma("a")
    for lane in range(64):
        for r in range(16):
            assert _coords(d, reg=r, lane=lane) == (8 * (r // 4) + 4 * (lane // 32) + r % 4,
                                                    lane % 32)
        for reg in range(2):
            for half in range(2):
                i, k = _coords(a, reg=2 * reg + half, lane=lane)
                assert (lane, reg, half) == (32 * (k // 4) + i, (k // 2) % 2, k % 2)


def test_fragment_axes_rename():
    assert mma_m16n8k16("c", axes=("row", "col")).axes == ("row", "col")
    with pytest.raises(CompilerBug):
        mma_m16n8k16("c", axes=("row",))
    with pytest.raises(CompilerBug):
        mma_m16n8k16("x")


# --------------------------------------------------------------------------------------------
# Shared layouts.

def test_shared_row_major_and_padding():
    sh = SharedLayout((("m", 8), ("n", 16)), ("n", "m"))
    assert sh.offset({"m": 3, "n": 5}) == 3 * 16 + 5
    assert sh.size_bytes(2) == 8 * 16 * 2
    cm = SharedLayout((("m", 8), ("n", 16)), ("m", "n"))     # column-major
    assert cm.offset({"m": 3, "n": 5}) == 5 * 8 + 3
    padded = SharedLayout((("m", 8), ("n", 16)), ("n", "m"), pad=2)
    assert padded.offset({"m": 3, "n": 5}) == 3 * 18 + 5
    assert padded.size_bytes(4) == 8 * 18 * 4
    assert sorted(padded.offset({"m": m, "n": n}) for m in range(8) for n in range(16)) == \
        [r * 18 + c for r in range(8) for c in range(16)]
    every_two = SharedLayout((("m", 8), ("n", 16)), ("n", "m"), pad=4, row=32)
    assert every_two.offset({"m": 3, "n": 5}) == 48 + 5 + 4
    with pytest.raises(CompilerBug):
        sh.offset({"m": 8, "n": 0})
    with pytest.raises(CompilerBug):
        sh.offset({"m": 0})


@pytest.mark.parametrize("span, elem", [(128, 2), (64, 2), (32, 2), (128, 4), (128, 1)])
def test_shared_swizzle_matches_the_tma_swizzle(span, elem):
    """SharedLayout's swizzle (CuTe Swizzle<B, M, S> on element offsets) against the hopper
    emulator's tensormap swizzle on byte offsets, for a tile of 128-byte rows."""
    cols = 128 // elem
    sh = SharedLayout((("r", 16), ("c", cols)), ("c", "r"), swizzle=tma_swizzle(span, elem))
    logical = np.arange(16 * cols, dtype=np.int64) * elem
    phys = swizzle(logical, span)
    for r in range(16):
        for c in range(cols):
            assert sh.offset({"r": r, "c": c}) * elem == phys[r * cols + c]
    assert sh.layout.is_injective() and sh.layout.is_surjective()


def test_shared_swizzle_with_padding_and_errors():
    sh = SharedLayout((("r", 8), ("c", 64)), ("c", "r"), swizzle=(3, 3, 3), pad=8)
    raw = SharedLayout((("r", 8), ("c", 64)), ("c", "r"), swizzle=(3, 3, 3))
    for r, c in ((0, 0), (1, 0), (5, 17), (7, 63)):
        p = raw.offset({"r": r, "c": c})
        assert sh.offset({"r": r, "c": c}) == p + (p // 64) * 8
    assert sh.offset({"r": 1, "c": 0}) == 64 + 8 + 8          # chunk 0 of row 1 -> chunk 1
    with pytest.raises(CompilerBug, match="swizzle"):
        SharedLayout((("r", 4), ("c", 8)), ("c", "r"), swizzle=(3, 3, 3))
    with pytest.raises(CompilerBug, match="permutation"):
        SharedLayout((("r", 4), ("c", 8)), ("c",))


def test_shared_describe_is_deterministic():
    sh = SharedLayout((("m", 4), ("k", 16)), ("k", "m"), swizzle=(1, 2, 2), pad=4)
    text = "shared m:4 x k:16 order k,m swizzle<1,2,2> pad 4/16: offset[k1 k2 k4 k8 m1+k4 m2]"
    assert sh.describe() == text
    assert SharedLayout((("m", 4), ("k", 16)), ("k", "m"), swizzle=(1, 2, 2),
                        pad=4).describe() == text


# --------------------------------------------------------------------------------------------
# Bank conflicts.

def _by_column(rows: int, cols: int) -> LinearLayout:
    """Lane l holds row l; its registers walk the columns (a column read of the tile)."""
    return LinearLayout((("reg", tuple((0, 1 << i) for i in range(cols.bit_length() - 1))),
                         ("lane", tuple((1 << i, 0) for i in range(rows.bit_length() - 1)))),
                        (("m", rows), ("n", cols)))


def test_column_read_of_a_row_major_tile_is_32_way():
    col = _by_column(32, 32)
    plain = SharedLayout((("m", 32), ("n", 32)), ("n", "m"))
    assert bank_conflicts(col, plain, 4, 1) == 32
    assert bank_conflicts(col, SharedLayout(plain.shape, plain.order, pad=1), 4, 1) == 1
    # f16 elements: rows of 64 bytes, two rows a bank cycle apart share banks: 16-way.
    assert bank_conflicts(col, plain, 2, 1) == 16
    # A row read (lane l holds column l) is conflict-free.
    row = LinearLayout((("reg", tuple((1 << i, 0) for i in range(5))),
                        ("lane", tuple((0, 1 << i) for i in range(5)))), plain.shape)
    assert bank_conflicts(row, plain, 4, 1) == 1


@pytest.mark.parametrize("shape, order, vector, lanes, warps, pad, swizzle", [
    ({"m": 16, "n": 64}, ("n", "m"), 8, 32, 4, 8, (0, 0, 0)),
    ({"m": 64, "n": 64}, ("n", "m"), 8, 32, 4, 0, (3, 3, 3)),     # wgmma's 128-byte swizzle
    ({"m": 32, "n": 32}, ("m", "n"), 2, 32, 2, 2, (0, 0, 0)),
    ({"m": 64, "n": 16}, ("n", "m"), 4, 64, 4, 4, (0, 0, 0)),     # wave64
])
def test_lane_words_are_each_elements_offset(shape, order, vector, lanes, warps, pad, swizzle):
    """The bank model tabulates a register's and a lane's offsets and XORs them (both maps are
    GF(2)-linear before padding): the same words as taking every element through the layout
    and the shared tile, in the written and in a transposed (scalar) read."""
    from kgen.lower.layout import _lane_words
    dist = blocked(shape, order, vector, lanes, warps)
    shared = SharedLayout(tuple(shape.items()), order, pad=pad, swizzle=swizzle)
    for lay, vec in ((dist, vector), (blocked(shape, order[::-1], 1, lanes, warps), 1)):
        got = _lane_words(lay, shared, 2, vec, 4, lanes)
        d = lay.compact("reg")
        want = [[shared.offset(d.apply(reg=g, lane=lane)) * 2 // 4 for lane in range(lanes)]
                for g in range(0, d.in_size("reg"), vec)]
        assert [[w.start for w in g] for g in got] == want


def test_broadcast_is_no_conflict():
    # Every lane reads the same element: one word, one wavefront.
    same = LinearLayout((("reg", ((1,),)), ("lane", ((0,),) * 5)), (("n", 2),))
    assert bank_conflicts(same, SharedLayout((("n", 2),), ("n",)), 4, 1) == 1
    # Two f16 lanes in one word are one access too.
    pairs = blocked({"n": 64}, ("n",), 1, 32, 1)
    sh = SharedLayout((("n", 64),), ("n",))
    assert bank_conflicts(pairs, sh, 2, 1) == 1
    assert shared_wavefronts(pairs, sh, 2, 1) == 2         # two registers, one wavefront each


def test_128_bit_accesses():
    """16 bytes per lane: quarter-warp phases. A row-major blocked access is conflict-free (4
    wavefronts); lanes reading 16 bytes down a column of 128-byte rows are 8-way in each phase,
    and 16 bytes of padding per row (or the TMA 128-byte swizzle) make it conflict-free."""
    sh = SharedLayout((("m", 32), ("n", 32)), ("n", "m"))
    row = blocked({"m": 32, "n": 32}, ("n", "m"), 4, 32, 1)
    assert bank_conflicts(row, sh, 4, 4) == 1
    assert shared_wavefronts(row, sh, 4, 4) == 8 * 4         # 8 register groups, 4 phases
    down = LinearLayout((("reg", ((0, 1), (0, 2))), ("lane", tuple((1 << i, 0) for i in
                                                                    range(5)))),
                        (("m", 32), ("n", 4)))
    tile = SharedLayout((("m", 32), ("n", 4)), ("n", "m"), pad=28)  # rows 128 bytes apart
    assert bank_conflicts(down, tile, 4, 4) == 8
    assert bank_conflicts(down, SharedLayout(tile.shape, tile.order, pad=32), 4, 4) == 1
    # f16, 8 per lane: lane l reads chunk 0 of row l of a 64-column tile.
    f16 = LinearLayout((("reg", tuple((0, 1 << i) for i in range(3))),
                        ("lane", tuple((1 << i, 0) for i in range(5)))), (("m", 32), ("k", 8)))
    wide = LinearLayout(f16.ins, (("m", 32), ("k", 64)))
    plain = SharedLayout((("m", 32), ("k", 64)), ("k", "m"))
    swz = SharedLayout(plain.shape, plain.order, swizzle=tma_swizzle(128, 2))
    assert bank_conflicts(wide, plain, 2, 8) == 8
    assert bank_conflicts(wide, swz, 2, 8) == 1
    with pytest.raises(CompilerBug, match="aligned"):
        bank_conflicts(down, SharedLayout(tile.shape, tile.order, pad=1), 4, 4)


def test_wave64_lds_phases():
    """AMD LDS, wave64: 4-byte accesses in half waves, so 64 consecutive words are
    conflict-free; a column read of a 64x32 f32 tile is 32-way within each half."""
    row = blocked({"n": 64}, ("n",), 1, 64, 1)
    assert bank_conflicts(row, SharedLayout((("n", 64),), ("n",)), 4, 1, wave=64) == 1
    col = _by_column(64, 32)
    sh = SharedLayout((("m", 64), ("n", 32)), ("n", "m"))
    assert bank_conflicts(col, sh, 4, 1, wave=64) == 32
    assert bank_conflicts(col, SharedLayout(sh.shape, sh.order, pad=1), 4, 1, wave=64) == 1
    with pytest.raises(CompilerBug, match="lanes"):
        bank_conflicts(col, sh, 4, 1)                        # a 64-lane layout, 32-lane warp


def test_choose_padding_for_a_transpose():
    """Write a 32x32 f32 tile by rows, read it by columns: the smallest conflict-free padding
    is 1 element; with 4-element row vectors on the write, padding must stay a multiple of 4
    and 4 is the best there is."""
    shape = {"m": 32, "n": 32}
    write = blocked(shape, ("n", "m"), 1, 32, 1)
    read = _by_column(32, 32)
    sh = choose_padding(write, read, ("n", "m"), 4)
    assert sh.pad == 1
    assert bank_conflicts(write, sh, 4, 1) == 1 and bank_conflicts(read, sh, 4, 1) == 1
    vec = blocked(shape, ("n", "m"), 4, 32, 1)
    sh4 = choose_padding(vec, read, ("n", "m"), 4, write_vector=4)
    assert sh4.pad == 4
    assert bank_conflicts(vec, sh4, 4, 4) == 1 and bank_conflicts(read, sh4, 4, 1) == 4
    # Already conflict-free both ways: no padding.
    assert choose_padding(write, write, ("n", "m"), 4).pad == 0
