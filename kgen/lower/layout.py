"""Layouts: where each element of a tile lives, as linear maps over GF(2).

A distributed layout says which (register, lane, warp) of a block holds each element of a tile; a
shared layout says at which element offset of a shared buffer each element sits. Both are one
object, after Triton's linear layouts (Zhou et al., "Linear Layouts", 2025): a map from the bits
of hardware indices (inputs `reg`, `lane`, `warp`, or `offset`) to the bits of tile coordinates
(outputs: the tile's axes, each a power of two in size), linear over GF(2), so that

    coords(reg=r, lane=l, warp=w) = XOR of the images of the set bits of r, l and w.

The image of input bit i is its *basis*: one coordinate per output axis. Everything the
scheduler asks of a layout is a small computation on those bases instead of a special case:

- a *slice* (a reduction's result, a broadcast operand) drops an output axis: the bits that moved
  along it now map to zero, so those registers, lanes or warps hold copies;
- the *vector width* along an axis is the number of leading register bits that map one to one
  onto that axis's leading coordinate bits (a run of contiguous elements in one thread);
- a *conversion* between two layouts of one tile composes one with the inverse of the other;
- a reduction along an axis reduces in-thread over the register bits that move along it, across
  lanes over the lane bits (a butterfly of shuffles at those lane distances) and across warps over
  the warp bits (through shared memory).

blocked(...) builds the layouts memory-bound code wants: 16-byte vectors along the contiguous
axis, consecutive lanes on consecutive vectors (coalesced), then warps, then more registers.

The matrix instructions' register fragments are layouts too (mma_m16n8k16, ldmatrix,
wgmma_accumulator, mfma), each from its document and tested against the emulator's model of the
instruction. A SharedLayout is a tile in shared memory: a layout over input `offset` (row-major,
an optional XOR swizzle in the same matrix) plus optional row padding, an affine step after it.
bank_conflicts counts the shared-memory wavefronts a warp's access through a distributed layout
needs, from the two layouts; choose_padding picks the padding for a conversion through shared
memory from them.
"""

from __future__ import annotations

import functools

from dataclasses import dataclass
from functools import cached_property

from ..errors import CompilerBug
from ..target.matrix import MFMA_K_RUN


def log2(n: int) -> int:
    """log2(8) is 3; n must be a power of two."""
    if n <= 0 or n & (n - 1):
        raise CompilerBug(f"layout sizes are powers of two, got {n}")
    return n.bit_length() - 1


@dataclass(frozen=True)
class LinearLayout:
    """ins: for each input dimension, the basis of each of its bits (bit 0 first); a basis is a
    tuple with one coordinate per output axis. outs: the output axes and their sizes.

    LinearLayout((("reg", ((1, 0),)), ("lane", ((2, 0), (0, 1)))), (("n", 4), ("m", 2))) puts
    element n = 2 * lane0 + reg, m = lane1: two contiguous elements per thread along n."""
    ins: tuple[tuple[str, tuple[tuple[int, ...], ...]], ...]
    outs: tuple[tuple[str, int], ...]

    def __post_init__(self):
        for name, bases in self.ins:
            for b in bases:
                if len(b) != len(self.outs):
                    raise CompilerBug(f"layout basis {b} of {name} has {len(b)} coordinates for "
                                      f"{len(self.outs)} axes")
                for c, (axis, size) in zip(b, self.outs):
                    if not 0 <= c < size:
                        raise CompilerBug(f"layout basis {b} of {name} leaves axis {axis} "
                                          f"(size {size})")

    # -- shape

    @cached_property
    def axes(self) -> tuple[str, ...]:
        return tuple(a for a, _ in self.outs)

    @cached_property
    def _sizes(self) -> dict[str, int]:
        return dict(self.outs)

    @cached_property
    def _bases(self) -> dict[str, tuple[tuple[int, ...], ...]]:
        return dict(self.ins)

    def size(self, axis: str) -> int:
        return self._sizes[axis]

    def bases(self, name: str) -> tuple[tuple[int, ...], ...]:
        return self._bases.get(name, ())

    def in_size(self, name: str) -> int:
        """How many values input `name` takes: in_size("reg") is the registers per thread."""
        return 1 << len(self.bases(name))

    def basis(self, name: str, bit: int) -> dict[str, int]:
        return dict(zip(self.axes, self.bases(name)[bit]))

    # -- evaluation

    def apply(self, **index: int) -> dict[str, int]:
        """The coordinates of the element at the given hardware index (missing inputs are 0):
        the XOR of the bases of the index's set bits, computed on packed words (_packed)."""
        columns, fields = self._packed
        word = 0
        for name, value in index.items():
            for c in columns.get(name, ()):
                if value & 1:
                    word ^= c
                value >>= 1
                if not value:
                    break
        return {axis: word >> shift & mask for axis, shift, mask in fields}

    @cached_property
    def _packed(self):
        """apply's tables: each input's bases as words of output bits (_column), and each
        axis's (name, shift, mask) in such a word."""
        columns = {name: tuple(self._column(b) for b in bases) for name, bases in self.ins}
        fields, shift = [], 0
        for (axis, _), nb in zip(self.outs, self._out_bits):
            fields.append((axis, shift, (1 << nb) - 1))
            shift += nb
        return columns, tuple(fields)

    # -- the matrix view: input bits (in `ins` order) -> output bits (in `outs` order)

    @cached_property
    def _out_bits(self) -> tuple[int, ...]:
        return tuple(log2(s) for _, s in self.outs)

    def _column(self, b: tuple[int, ...]) -> int:
        """A basis as one integer of output bits (axis 0's bits lowest)."""
        word, shift = 0, 0
        for c, nb in zip(b, self._out_bits):
            word |= c << shift
            shift += nb
        return word

    def _basis_of(self, word: int) -> tuple[int, ...]:
        out, shift = [], 0
        for nb in self._out_bits:
            out.append(word >> shift & ((1 << nb) - 1))
            shift += nb
        return tuple(out)

    @cached_property
    def columns(self) -> tuple[int, ...]:
        return tuple(self._column(b) for _, bases in self.ins for b in bases)

    @property
    def in_bits(self) -> int:
        return sum(len(b) for _, b in self.ins)

    @property
    def out_bits(self) -> int:
        return sum(self._out_bits)

    def rank(self) -> int:
        return _rank(self.columns)

    def is_injective(self) -> bool:
        """No two hardware indices hold the same element (no copies)."""
        return self.rank() == self.in_bits

    def is_surjective(self) -> bool:
        """Every element of the tile is held somewhere."""
        return self.rank() == self.out_bits

    # -- algebra

    def slice(self, axis: str) -> "LinearLayout":
        """The layout of a value without `axis` (a reduction over it, or a broadcast operand):
        the same hardware, with `axis` dropped from every basis; bits that moved only along it
        now hold copies."""
        i = self.axes.index(axis)
        ins = tuple((n, tuple(b[:i] + b[i + 1:] for b in bases)) for n, bases in self.ins)
        return LinearLayout(ins, self.outs[:i] + self.outs[i + 1:])

    def project(self, axes) -> "LinearLayout":
        """The slice keeping only `axes` (in this layout's order). Memoised per layout: the
        lowering projects the same few layouts onto the same few axis sets for every element."""
        keep = tuple(a for a in self.axes if a in axes)
        out = self._projections.get(keep)
        if out is None:
            out = self
            for a in self.axes:
                if a not in keep:
                    out = out.slice(a)
            self._projections[keep] = out
        return out

    @cached_property
    def _projections(self) -> dict:
        return {}

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def _hash(self) -> int:
        # Layouts key many dicts (a thread coordinate's register, a projection); their bases are
        # nested tuples, so the hash is worth computing once.
        return hash((self.ins, self.outs))

    def __getstate__(self) -> dict:
        # The fields only: the memos above (a string hash among them) belong to one process,
        # and a compiled kernel's plan is pickled into the compile cache (kgen.cache).
        return {"ins": self.ins, "outs": self.outs}

    def compact(self, name: str = "reg") -> "LinearLayout":
        """Input `name` without its zero bases: registers that only held copies are dropped."""
        ins = tuple((n, tuple(b for b in bases if any(b)) if n == name else bases)
                    for n, bases in self.ins)
        return LinearLayout(ins, self.outs)

    def zero_bits(self, name: str) -> tuple[int, ...]:
        """The bits of input `name` that move no coordinate (copies along them)."""
        return tuple(i for i, b in enumerate(self.bases(name)) if not any(b))

    def bits_along(self, name: str, axis: str) -> tuple[int, ...]:
        """The bits of input `name` whose basis moves `axis` (and, for the layouts kgen builds,
        only `axis`): the lane bits a butterfly over `axis` exchanges across."""
        i = self.axes.index(axis)
        return tuple(k for k, b in enumerate(self.bases(name)) if b[i])

    def vector_width(self, axis: str, name: str = "reg") -> int:
        """Contiguous elements along `axis` in one thread: vector_width is 4 when registers 0..3
        hold coordinates c, c+1, c+2, c+3 along `axis` and nothing else moves."""
        i = self.axes.index(axis)
        n = 0
        for k, b in enumerate(self.bases(name)):
            if b[i] != 1 << k or any(c for j, c in enumerate(b) if j != i):
                break
            n += 1
        return 1 << n

    def invert(self) -> "LinearLayout":
        """The inverse of a bijective layout: coordinates -> hardware index, as a layout whose
        inputs are the axes (one input per axis) and outputs the hardware inputs."""
        if not (self.is_injective() and self.is_surjective()):
            raise CompilerBug(f"invert: layout is not bijective ({self.in_bits} input bits, rank "
                              f"{self.rank()}, {self.out_bits} output bits)")
        inv = _inverse(self.columns, self.in_bits)   # output bit -> input-bit word
        outs = tuple((n, 1 << len(b)) for n, b in self.ins)
        sizes = [len(b) for _, b in self.ins]

        def split(word: int) -> tuple[int, ...]:
            out, shift = [], 0
            for nb in sizes:
                out.append(word >> shift & ((1 << nb) - 1))
                shift += nb
            return tuple(out)
        ins, at = [], 0
        for axis, size in self.outs:
            nb = log2(size)
            ins.append((axis, tuple(split(inv[at + k]) for k in range(nb))))
            at += nb
        return LinearLayout(tuple(ins), outs)

    def compose(self, inner: "LinearLayout") -> "LinearLayout":
        """self after inner: inner maps some inputs to this layout's inputs (inner's outputs are
        named like self's inputs, with sizes 2^bits), and the result maps inner's inputs to self's
        outputs. Converting layout A to layout B: B.invert() composed after A gives, for each
        (reg, lane, warp) of A, where B holds that element."""
        out_ins = []
        sizes = dict(inner.outs)
        for name, _ in self.ins:
            if name in sizes and sizes[name] != self.in_size(name):
                raise CompilerBug(f"compose: {name} has {sizes[name]} values inside, "
                                  f"{self.in_size(name)} outside")
        for name, bases in inner.ins:
            new = []
            for b in bases:
                word = 0
                for (oname, _), c in zip(inner.outs, b):
                    for bit, ob in enumerate(self.bases(oname)):
                        if c >> bit & 1:
                            word ^= self._column(ob)
                new.append(self._basis_of(word))
            out_ins.append((name, tuple(new)))
        return LinearLayout(tuple(out_ins), self.outs)

    def describe(self) -> str:
        """One line for --emit: `reg[n1 n2] lane[n4 n8 n16 n32 n64] warp[n128 n256 n512]`."""
        parts = []
        for name, bases in self.ins:
            words = []
            for b in bases:
                w = "+".join(f"{a}{c}" for a, c in zip(self.axes, b) if c) or "0"
                words.append(w)
            parts.append(f"{name}[{' '.join(words)}]")
        shape = " x ".join(f"{a}:{s}" for a, s in self.outs) or "scalar"
        return f"{shape}: {' '.join(parts)}"


def _rank(columns) -> int:
    """Rank over GF(2) of vectors given as integers."""
    basis: list[int] = []
    for c in columns:
        for b in basis:
            c = min(c, c ^ b)
        if c:
            basis.append(c)
    return len(basis)


def _inverse(columns: tuple[int, ...], n: int) -> list[int]:
    """For an invertible n x n GF(2) matrix given by its columns (input bit i -> output word),
    the input word of each output bit."""
    # Gauss-Jordan on rows [output word | input identity].
    rows = [(c, 1 << i) for i, c in enumerate(columns)]
    out: dict[int, int] = {}
    for bit in range(n):
        pivot = next((r for r in rows if r[0] >> bit & 1), None)
        if pivot is None:
            raise CompilerBug("layout matrix is singular")
        rows.remove(pivot)
        rows = [(r[0] ^ pivot[0], r[1] ^ pivot[1]) if r[0] >> bit & 1 else r for r in rows]
        for k in list(out):
            w, src = out[k]
            if w >> bit & 1:
                out[k] = (w ^ pivot[0], src ^ pivot[1])
        out[bit] = pivot
    return [out[b][1] for b in range(n)]


def blocked(shape: dict[str, int], order: tuple[str, ...], vector: int, lanes: int,
            warps: int, in_thread: tuple[str, ...] = (), row_in_warp: bool = False
            ) -> LinearLayout:
    """The blocked layout: `vector` contiguous elements of the fastest axis per thread, then
    consecutive lanes on consecutive vectors, then warps, then further registers, each filling
    axes fastest first (`order`). Axes of size 1 take no bits; hardware bits left over after the
    tile is covered hold copies (zero bases).

    blocked({"m": 1, "n": 1024}, ("n", "m"), 4, 32, 8) gives reg[n1 n2] lane[n4 .. n64]
    warp[n128 n256 n512]: the chunk of 1024 columns of today's row kernels. `in_thread`: axes
    held whole by each thread, in the registers after the vector (a short reduced axis: its
    sum is then a thread's own, with no exchange between lanes). `row_in_warp`: what the lanes
    leave of the fastest axis goes to registers before the warps, so each row is one warp's
    (its reductions are shuffles, with no exchange between warps) and the warps hold rows."""
    axes = tuple(shape)
    left = {a: log2(shape[a]) for a in axes}
    next_bit = {a: 0 for a in axes}

    def take(n_bits: int, axes_order) -> tuple[tuple[int, ...], ...]:
        out = []
        for _ in range(n_bits):
            a = next((x for x in axes_order if left[x]), None)
            if a is None:
                out.append(tuple(0 for _ in axes))
                continue
            out.append(tuple(1 << next_bit[a] if x == a else 0 for x in axes))
            next_bit[a] += 1
            left[a] -= 1
        return tuple(out)

    fastest = order[0]
    vec = take(min(log2(vector), left[fastest]), (fastest,))
    vec += take(sum(left[a] for a in in_thread), in_thread)
    lane = take(log2(lanes), order)
    vec += take(left[fastest], (fastest,)) if row_in_warp else ()
    warp = take(log2(warps), order)
    rest = take(sum(left.values()), order)
    return LinearLayout((("reg", vec + rest), ("lane", lane), ("warp", warp)),
                        tuple((a, shape[a]) for a in axes))


# -- fragment layouts of the matrix instructions
#
# Each is a LinearLayout from the instruction's hardware index (reg, lane; warp for a
# warpgroup) to the coordinates of the matrix it holds. For 16-bit operands a 32-bit register
# holds two elements, the lower-numbered one in bits 15:0: the layouts count *elements*, so
# input `reg` bit 0 is the element within a register (0: low half) and the bits above it are the
# register index: reg = 2 * register + half. f32 fragments have one element per register.

def _build(outs: tuple[tuple[str, int], ...], **ins) -> LinearLayout:
    """A layout from readable bases: _build((("m", 16), ("k", 16)), reg=["k1", "m8"]) maps reg
    bit 0 to k = 1 and bit 1 to m = 8; "0" is a zero basis (a copy, or an ignored bit)."""
    axes = tuple(a for a, _ in outs)
    built = []
    for name, bits in ins.items():
        bases = []
        for spec in bits:
            if spec == "0":
                bases.append(tuple(0 for _ in axes))
                continue
            axis = spec.rstrip("0123456789")
            bases.append(tuple(int(spec[len(axis):]) if a == axis else 0 for a in axes))
        built.append((name, tuple(bases)))
    return LinearLayout(tuple(built), outs)


def _rename(layout: LinearLayout, axes) -> LinearLayout:
    """The same layout with its output axes renamed in order (the tile's own axis names)."""
    if axes is None:
        return layout
    axes = tuple(axes)
    if len(axes) != len(layout.outs) or len(set(axes)) != len(axes):
        raise CompilerBug(f"axis names {axes} for a layout over {layout.axes}")
    return LinearLayout(layout.ins, tuple((a, s) for a, (_, s) in zip(axes, layout.outs)))


def mma_m16n8k16(operand: str, axes=None) -> LinearLayout:
    """The per-warp fragment of mma.sync.aligned.m16n8k16 with f16/bf16 A and B and an f32
    C/D, inputs reg (elements: 2 * register + half for A and B) and lane, after PTX ISA 8.x,
    9.7.14.5.8 "Matrix Fragments for mma.m16n8k16 with floating point type", with
    groupID = lane >> 2, threadID_in_group = lane % 4:

      A (16x16, axes m, k): a0..a7 (4 registers); row = groupID for a0, a1, a4, a5 and
        groupID + 8 for the others; col = 2 * threadID_in_group + (i & 1), + 8 for a4..a7;
      B (16x8, axes k, n): b0..b3 (2 registers); row = 2 * threadID_in_group + (i & 1),
        + 8 for b2, b3; col = groupID;
      C, D (16x8, axes m, n, f32): c0..c3 (4 registers); row = groupID for c0, c1 and
        groupID + 8 for c2, c3; col = 2 * threadID_in_group + (i & 1).

    `axes` renames the two output axes (row axis first)."""
    # Lane bits 0, 1 are threadID_in_group, bits 2..4 groupID.
    if operand == "a":
        lay = _build((("m", 16), ("k", 16)), reg=["k1", "m8", "k8"],
                     lane=["k2", "k4", "m1", "m2", "m4"])
    elif operand == "b":
        lay = _build((("k", 16), ("n", 8)), reg=["k1", "k8"],
                     lane=["k2", "k4", "n1", "n2", "n4"])
    elif operand in ("c", "d"):
        lay = _build((("m", 16), ("n", 8)), reg=["n1", "m8"],
                     lane=["n2", "n4", "m1", "m2", "m4"])
    else:
        raise CompilerBug(f"mma_m16n8k16 operand is 'a', 'b', 'c' or 'd', got {operand!r}")
    return _rename(lay, axes)


def mma_k32_8bit(operand: str, axes=None) -> LinearLayout:
    """The per-warp fragment of an 8-bit A (and B) of k32 (mma.m16n8k32 with .e4m3/.e5m2
    inputs, PTX ISA 9.7.14.5.10; in each warp of a warpgroup, wgmma .m64nNk32's A from registers,
    9.7.15.5.1.1), inputs reg (elements: 4 * register + byte) and lane, groupID = lane >> 2,
    threadID_in_group = lane % 4:

      A (16x32, axes m, k): a0..a15 (4 registers of 4 bytes); row = groupID, + 8 for registers
        1 and 3; col = 4 * threadID_in_group + (i & 3), + 16 for registers 2 and 3;
      B (32x8, axes k, n): b0..b7 (2 registers); row = 4 * threadID_in_group + (i & 3), + 16
        for register 1; col = groupID.

    kgen lowers 8-bit products with both operands in shared memory (wgmma's descriptors), so
    these fragments name the instruction's tiling; no register reads them yet."""
    if operand == "a":
        lay = _build((("m", 16), ("k", 32)), reg=["k1", "k2", "m8", "k16"],
                     lane=["k4", "k8", "m1", "m2", "m4"])
    elif operand == "b":
        lay = _build((("k", 32), ("n", 8)), reg=["k1", "k2", "k16"],
                     lane=["k4", "k8", "n1", "n2", "n4"])
    else:
        raise CompilerBug(f"mma_k32_8bit operand is 'a' or 'b', got {operand!r}")
    return _rename(lay, axes)


def ldmatrix(num: int, trans: bool = False, axes=("mat", "row", "col")) -> LinearLayout:
    """What ldmatrix.sync.aligned.m8n8.x{num}{.trans}.shared.b16 leaves in each lane (PTX ISA
    8.x, 9.7.14.5.15 "Warp-level matrix load instruction: ldmatrix", figure "ldmatrix fragment
    layout for one 8x8 Matrix with 16-bit elements"): register i holds matrix i; lane t holds
    row t / 4, columns 2 (t % 4) and 2 (t % 4) + 1 (the lower column in the low half); with
    .trans the matrix is read column-major: rows 2 (t % 4) and 2 (t % 4) + 1 of column t / 4.
    Inputs reg (2 * register + half) and lane; outputs (mat, row, col), mat of size `num`.
    Which matrix is which, and where its rows are, is up to the addresses: ldmatrix_rows."""
    if num not in (1, 2, 4):
        raise CompilerBug(f"ldmatrix loads 1, 2 or 4 matrices, got {num}")
    mats = [f"mat{1 << i}" for i in range(log2(num))]
    outs = (("mat", num), ("row", 8), ("col", 8))
    if trans:
        lay = _build(outs, reg=["row1"] + mats, lane=["row2", "row4", "col1", "col2", "col4"])
    else:
        lay = _build(outs, reg=["col1"] + mats, lane=["col2", "col4", "row1", "row2", "row4"])
    return _rename(lay, axes)


def ldmatrix_rows(num: int, axes=("mat", "row")) -> LinearLayout:
    """Which row of which matrix each lane gives the address of for ldmatrix .x{num} (PTX ISA,
    ldmatrix: threads 0-7 give the rows of matrix 0, 8-15 of matrix 1, and so on; the
    addresses of lanes past 8 * num are ignored, here zero bases)."""
    if num not in (1, 2, 4):
        raise CompilerBug(f"ldmatrix loads 1, 2 or 4 matrices, got {num}")
    mats = [f"mat{1 << i}" for i in range(log2(num))]
    lane = ["row1", "row2", "row4"] + mats + ["0"] * (2 - len(mats))
    return _rename(_build((("mat", num), ("row", 8)), lane=lane), axes)


def wgmma_accumulator(n: int, axes=None) -> LinearLayout:
    """The f32 accumulator D (64 x n) of wgmma.mma_async.m64nNk16 over a warpgroup, inputs reg
    (d0 .. d{n/2-1}), lane and warp (0..3, the warp's rank in the warpgroup), after PTX ISA 8.x,
    9.7.15.5.x "Register Fragments and Shared Memory Matrix Layouts" (subsection number not
    checked here; wgmma .m64nNk16, matrix D): warp w holds rows 16 w .. 16 w + 15; in them
    register i of lane l is row = l / 4 + 8 ((i / 2) % 2), col = 8 (i / 4) + 2 (l % 4) + i % 2.
    n must be a power of two (8..256): other legal n are not linear over GF(2)."""
    if n < 8 or n > 256:
        raise CompilerBug(f"wgmma m64nNk16 takes N in 8..256, got {n}")
    cols = [f"n{8 << b}" for b in range(log2(n) - 3)]
    lay = _build((("m", 64), ("n", n)), reg=["n1", "m8"] + cols,
                 lane=["n2", "n4", "m1", "m2", "m4"], warp=["m16", "m32"])
    return _rename(lay, axes)


def tmem_32x32b(n: int, axes=None) -> LinearLayout:
    """The per-warp registers of an f32 accumulator tile (32 rows x n columns) that
    tcgen05.ld .32x32b.x{n} reads from tensor memory, inputs reg and lane: lane l of warp w
    reads tensor-memory lane 32 (w % 4) + l, register i column i (PTX ISA 9.1, 9.7.16.8.3,
    ".32x32b": one 32-bit element a lane and column), and a tcgen05.mma M = 128 .cta_group::1
    D puts row r in lane r, column j in column j (9.7.16.10.5, layout D). So a warp's rows are
    its lanes and a thread holds one row: reductions along a row stay in the thread."""
    if n < 1 or n & (n - 1):
        raise CompilerBug(f"a .32x32b tile takes a power of two of columns, got {n}")
    lay = _build((("m", 32), ("n", n)), reg=[f"n{1 << b}" for b in range(log2(n))],
                 lane=["m1", "m2", "m4", "m8", "m16"])
    return _rename(lay, axes)


# CDNA MFMA shapes kgen uses: name -> (M = N, K).
_MFMA_SHAPES = {"32x32x8": (32, 8), "16x16x16": (16, 16),
                # 8 elements a lane: 8-bit A and B (CDNA3 v_mfma_f32_32x32x16_fp8_fp8,
                # _16x16x32_) and CDNA4's 16-bit ones (v_mfma_f32_32x32x16_f16, ...)
                "32x32x16": (32, 16), "16x16x32": (16, 32),
                # 32 elements a lane: CDNA4's v_mfma_f32_32x32x64_f8f6f4 / 16x16x128 on
                # 8-bit A and B (eight VGPRs)
                "32x32x64": (32, 64), "16x16x128": (16, 128)}


def mfma(operand: str, shape: str = "32x32x8", axes=None) -> LinearLayout:
    """The per-wave (64 lanes) operands of v_mfma_f32_{32x32x8,16x16x16}{f16,bf16_1k}, inputs
    reg (A, B: 2 * register + half, two registers) and lane, from AMD's Matrix Instruction
    Calculator (ROCm/amd_matrix_instruction_calculator, --detail-instruction, "Register to
    matrix element mapping"), which puts the CDNA3 ISA's MFMA operand layouts (chapter "Matrix
    Arithmetic Instructions"; section numbers not checked here) as formulas. With M = N and
    G = 64 / M lane groups:

      A (M x K, axes m, k): A[i][k] in lane M (k / 4) + i, register (k / 2) % 2, half k % 2;
      B (K x N, axes k, n): B[k][j] in lane N (k / 4) + j, same register and half;
      C, D (M x N, f32): register r of lane l is row 4 G (r / 4) + 4 ((l / N) % G) + r % 4,
        column l % N (for 32x32x8: row 8 (r / 4) + 4 (l / 32) + r % 4, column l % 32, as
        kgen/lir/ops.py's op list states).
    """
    if shape not in _MFMA_SHAPES:
        raise CompilerBug(f"mfma shape is one of {sorted(_MFMA_SHAPES)}, got {shape!r}")
    m, k = _MFMA_SHAPES[shape]
    mb, groups = log2(m), 64 // m
    lane_mn = [1 << b for b in range(mb)]
    # E = M K / 64 consecutive k a lane: 4 (16-bit, two registers of two) or 8 (8-bit, two
    # registers of four bytes: k = 8 (l / M) + 4 register + byte, the calculator's formula;
    # CDNA4's 16-bit 32x32x16 / 16x16x32: four registers of two halves, k = 8 (l / M) + 2
    # register + half; CDNA4's 8-bit 32x32x64 / 16x16x128: 32 a lane in two runs of 16,
    # MFMA_K_RUN). The layout is of elements: how they pack in registers is the reader's.
    e = m * k // 64
    run = MFMA_K_RUN.get(shape, e)         # two runs of 16 (f8f6f4): the last item bit is
    k_regs = [f"k{1 << b}" for b in range(log2(run))] + \
        [f"k{run * groups << b}" for b in range(log2(e // run))]     # the run above the lanes'
    k_lanes = [f"k{run << b}" for b in range(log2(groups))]      # lane bits above M: k / run
    if operand == "a":
        lay = _build((("m", m), ("k", k)), reg=k_regs,
                     lane=[f"m{c}" for c in lane_mn] + k_lanes)
    elif operand == "b":
        lay = _build((("k", k), ("n", m)), reg=k_regs,
                     lane=[f"n{c}" for c in lane_mn] + k_lanes)
    elif operand in ("c", "d"):
        rows_hi = [f"m{4 * groups << b}" for b in range(log2(m * m // 64) - 2)]
        lay = _build((("m", m), ("n", m)), reg=["m1", "m2"] + rows_hi,
                     lane=[f"n{c}" for c in lane_mn] + [f"m{4 << b}" for b in
                                                        range(log2(groups))])
    else:
        raise CompilerBug(f"mfma operand is 'a', 'b', 'c' or 'd', got {operand!r}")
    return _rename(lay, axes)


# -- shared-memory layouts

def tma_swizzle(span: int, elem_bytes: int) -> tuple[int, int, int]:
    """The swizzle TMA writes and wgmma reads for a swizzle span of 32, 64 or 128 bytes (0:
    none), as CuTe's Swizzle<B, M, S> over *element* offsets: byte address bits 4.. (16-byte
    chunks) are XORed with bits 7.. (the 128-byte row), span / 16 values of them (CUTLASS
    Swizzle<3|2|1, 4, 3> in bytes; PTX ISA, "Shared Memory Matrix Layout" swizzling modes;
    kgen/sim/ptx_hopper.py swizzle). tma_swizzle(128, 2) is (3, 3, 3)."""
    if span == 0:
        return (0, 0, 0)
    if span not in (32, 64, 128) or elem_bytes not in (1, 2, 4, 8, 16):
        raise CompilerBug(f"swizzle span {span} bytes for {elem_bytes}-byte elements")
    return (log2(span // 16), 4 - log2(elem_bytes), 3)


@dataclass(frozen=True)
class SharedLayout:
    """A tile in shared memory (LDS): where each element sits, as an element offset.

    The linear part is `layout`, a LinearLayout from input `offset` (the bits of an element
    offset before padding) to the tile's coordinates: row-major in `order` (fastest axis first,
    as blocked's order), then, when swizzle = (B, M, S) has B > 0, CuTe's Swizzle<B, M, S>
    (cute/swizzle.hpp): offset bits [M, M + B) are XORed with bits [M + S, M + S + B), extra
    terms in the same GF(2) matrix (S >= B, so the swizzle is its own inverse).

    Padding is not linear, so it is a separate affine step after the swizzle: `pad` elements
    follow every `row` elements (row 0: the size of the fastest axis, so each row of the tile
    is padded), i.e. padded = p + (p // row) * pad for the swizzled offset p. Padding shifts
    the banks of successive rows; a swizzle permutes the chunks inside a row instead."""
    shape: tuple[tuple[str, int], ...]
    order: tuple[str, ...]
    swizzle: tuple[int, int, int] = (0, 0, 0)
    pad: int = 0
    row: int = 0

    def __post_init__(self):
        axes = tuple(a for a, _ in self.shape)
        if sorted(self.order) != sorted(axes):
            raise CompilerBug(f"shared layout order {self.order} is not a permutation of {axes}")
        bits = sum(log2(s) for _, s in self.shape)
        b, m, s = self.swizzle
        if b and (min(b, m, s) < 0 or s < b or m + s + b > bits):
            raise CompilerBug(f"swizzle<{b}, {m}, {s}> does not fit a {1 << bits}-element tile "
                              "(needs S >= B and M + S + B <= offset bits)")
        if self.pad < 0 or self.row < 0 or (self.row and log2(self.row) > bits):
            raise CompilerBug(f"padding {self.pad} per {self.row} elements")

    @property
    def axes(self) -> tuple[str, ...]:
        return tuple(a for a, _ in self.shape)

    @property
    def elements(self) -> int:
        n = 1
        for _, s in self.shape:
            n *= s
        return n

    @property
    def row_elements(self) -> int:
        """The elements between two paddings."""
        return self.row or dict(self.shape)[self.order[0]]

    @cached_property
    def layout(self) -> LinearLayout:
        """offset (swizzled, unpadded) -> coordinates."""
        sizes = dict(self.shape)
        axes = self.axes
        bases = []
        for a in self.order:
            for bit in range(log2(sizes[a])):
                bases.append(tuple(1 << bit if x == a else 0 for x in axes))
        rowmajor = LinearLayout((("offset", tuple(bases)),), self.shape)
        b, m, s = self.swizzle
        if not b:
            return rowmajor
        n = len(bases)
        # The swizzle as a map from logical to physical offset: bit i of the logical offset
        # also flips bit i - S when i is one of the B bits at M + S.
        z = LinearLayout((("offset", tuple(
            ((1 << i) | ((1 << (i - s)) if m + s <= i < m + s + b else 0),)
            for i in range(n))),), (("offset", 1 << n),))
        return rowmajor.compose(z.invert())

    @cached_property
    def _coords_to_offset(self) -> LinearLayout:
        return self.layout.invert()

    def offset(self, coords: dict[str, int]) -> int:
        """The element offset of the element at `coords` (swizzle and padding applied)."""
        if sorted(coords) != sorted(self.axes):
            raise CompilerBug(f"shared offset of {coords}: the tile's axes are {self.axes}")
        for a, size in self.shape:
            if not 0 <= coords[a] < size:
                raise CompilerBug(f"shared offset of {coords}: {a} is outside 0..{size - 1}")
        return self.padded(self._coords_to_offset.apply(**coords)["offset"])

    def padded(self, p: int) -> int:
        """Offset p of the linear (swizzled) tile with each row's padding before it."""
        return p + (p // self.row_elements) * self.pad

    def size_bytes(self, elem_bytes: int) -> int:
        """The buffer's size: every row with its padding (the last row's padding included, so
        that consecutive buffers keep the rows' alignment)."""
        return (self.elements + self.elements // self.row_elements * self.pad) * elem_bytes

    def describe(self) -> str:
        """One line for --emit, e.g. `shared m:32 x n:32 order n,m pad 1/32: offset[n1 ..]`."""
        words = [f"shared {' x '.join(f'{a}:{s}' for a, s in self.shape)}",
                 f"order {','.join(self.order)}"]
        if self.swizzle[0]:
            words.append("swizzle<{},{},{}>".format(*self.swizzle))
        if self.pad:
            words.append(f"pad {self.pad}/{self.row_elements}")
        lay = self.layout.describe()
        return f"{' '.join(words)}: {lay[lay.index(': ') + 2:]}"


# -- bank conflicts
#
# NVIDIA: shared memory has 32 banks of 4 bytes, successive 32-bit words in successive banks;
# lanes reading any address within the same 32-bit word do not conflict (a broadcast), lanes
# reading different words of one bank are serialised (CUDA C++ Programming Guide, "Compute
# Capabilities", "Compute Capability 5.x" .. "9.0", "Shared Memory"; and "Shared Memory" in
# the Best Practices Guide, "Shared Memory and Memory Banks"). The guide states the rule for
# 32-bit accesses; that an 8- or 16-byte access per lane is served in phases of 16 or 8 lanes
# (half or quarter warps, 128 bytes each) is how Nsight Compute counts shared wavefronts and
# NVIDIA's forum answers describe it, not a sentence of the guide: the model below assumes it.
#
# AMD CDNA LDS: 32 banks of 4 bytes (AMD's CK-Tile documentation, "Understanding AMD GPU LDS
# and Bank Conflicts"; the CDNA3 ISA's LDS chapter states the bank count); a wave's access is
# split into phases by width: ds_write_b128 in 8 phases of 8 consecutive lanes (the CK page
# says so for ds_write_b128), 32-bit accesses in half waves (lanes 0-31, 32-63: AMD's OpenCL
# optimisation guide, "Local Memory (LDS) Optimization"). For ds_read_b128 the CK page's
# description of the read phases is less clear (some chips group lanes non-consecutively);
# the model assumes the same 8 consecutive lanes as for writes.
#
# One rule covers both: a phase is as many consecutive lanes as move banks * bank_bytes bytes
# (never more than the wave), and a phase needs as many wavefronts as the most distinct words
# any one bank holds among the words its lanes touch.

def _lane_words(dist: LinearLayout, shared: SharedLayout, elem_bytes: int, vector: int,
                bank_bytes: int, wave: int) -> list[list[range]]:
    """Per register group (the `vector` registers 0..vector-1, then the next vector, ...), per
    lane of warp 0, the bank words the lane's vector covers."""
    if dist.in_size("lane") != wave:
        raise CompilerBug(f"bank conflicts of a layout with {dist.in_size('lane')} lanes for a "
                          f"{wave}-lane warp")
    if dict(dist.outs) != dict(shared.shape):
        raise CompilerBug(f"bank conflicts: layout over {dist.outs}, shared tile {shared.shape}")
    dist = dist.compact("reg")            # registers that only held copies are not accessed
    regs = dist.in_size("reg")
    if vector < 1 or vector & (vector - 1) or regs % vector:
        raise CompilerBug(f"vector of {vector} elements over {regs} registers")
    nbytes = vector * elem_bytes
    # Both maps are linear over GF(2) (hardware index bits -> coordinate bits -> offset bits
    # before padding), so the offset of (reg, lane) is the XOR of a register's and a lane's,
    # each tabulated once from the bases: the same offsets as shared.offset(dist.apply(..)),
    # without evaluating every element through both layouts.
    to_offset = shared._coords_to_offset

    def table(name: str) -> list[int]:
        out = [0]
        for bit in range(len(dist.bases(name))):
            c = to_offset.apply(**dist.basis(name, bit))["offset"]
            out += [x ^ c for x in out]
        return out
    reg_at, lane_at = table("reg"), table("lane")
    groups = []
    for g in range(0, regs, vector):
        lanes = []
        for lane in range(wave):
            offs = [shared.padded(reg_at[g + j] ^ lane_at[lane]) for j in range(vector)]
            if offs != list(range(offs[0], offs[0] + vector)):
                raise CompilerBug(f"registers {g}..{g + vector - 1} of lane {lane} are not "
                                  f"contiguous in shared memory (offsets {offs})")
            start = offs[0] * elem_bytes
            if start % nbytes:
                raise CompilerBug(f"lane {lane}'s {nbytes}-byte access at byte {start} is not "
                                  f"{nbytes}-byte aligned")
            lanes.append(range(start // bank_bytes, -(-(start + nbytes) // bank_bytes)))
        groups.append(lanes)
    return groups


def _phase_wavefronts(lanes: list[range], per_phase: int, banks: int) -> list[int]:
    out = []
    for p in range(0, len(lanes), per_phase):
        per_bank: dict[int, set[int]] = {}
        for words in lanes[p:p + per_phase]:
            for w in words:
                per_bank.setdefault(w % banks, set()).add(w)
        out.append(max(len(ws) for ws in per_bank.values()))
    return out


@functools.lru_cache(maxsize=4096)
def _wavefronts(dist, shared, elem_bytes, vector, banks, bank_bytes, wave) -> tuple:
    """Per register group, the wavefronts of each phase. Memoised (both layouts are frozen):
    a conversion's padding is chosen among several candidates for every kernel, variant and
    chunk version that converts the same layouts (an implicit-GEMM convolution's gathered
    operand: 40% of its compile on gfx942 went here)."""
    per_phase = max(1, min(wave, banks * bank_bytes // (vector * elem_bytes)))
    return tuple(tuple(_phase_wavefronts(lanes, per_phase, banks))
                 for lanes in _lane_words(dist, shared, elem_bytes, vector, bank_bytes, wave))


def bank_conflicts(dist: LinearLayout, shared: SharedLayout, elem_bytes: int, vector: int,
                   banks: int = 32, bank_bytes: int = 4, wave: int = 32) -> int:
    """The bank-conflict degree of a warp-wide (wave-wide) shared access: lane l of warp 0
    accesses, for each group of `vector` registers of `dist` (registers 0..vector-1, then the
    next `vector`, ...; registers holding only copies dropped), those elements, contiguous in
    `shared`, as one `vector * elem_bytes`-byte access. The result is the most wavefronts
    (shared-memory transactions) any phase of any of those accesses needs: 1 is conflict-free,
    n an n-way conflict. For accesses of up to 4 bytes per lane on NVIDIA the warp is one phase,
    so this is the access's wavefront count; a 16-byte access always needs at least 4 (one per
    quarter warp): shared_wavefronts counts them all. Lanes touching the same 4-byte word
    count once (a broadcast). See the comment above for the phases and the sources."""
    return max(max(ph) for ph in _wavefronts(dist, shared, elem_bytes, vector, banks,
                                             bank_bytes, wave))


def shared_wavefronts(dist: LinearLayout, shared: SharedLayout, elem_bytes: int, vector: int,
                      banks: int = 32, bank_bytes: int = 4, wave: int = 32) -> int:
    """The wavefronts all of warp 0's accesses of `dist` (as in bank_conflicts) need."""
    return sum(sum(ph) for ph in _wavefronts(dist, shared, elem_bytes, vector, banks,
                                             bank_bytes, wave))


def choose_padding(write: LinearLayout, read: LinearLayout, order: tuple[str, ...],
                   elem_bytes: int, write_vector: int = 1, read_vector: int = 1,
                   candidates=(0, 1, 2, 4, 8, 16), banks: int = 32, bank_bytes: int = 4,
                   wave: int = 32) -> SharedLayout:
    """The shared tile (row-major in `order`, each row padded) through which a conversion
    from layout `write` to layout `read` goes (a transpose, say): of the paddings in
    `candidates` that keep every vector aligned (a multiple of the larger vector), the one
    whose write and read need the fewest wavefronts together, the smallest on a tie; so the
    smallest conflict-free padding when there is one."""
    best = None
    for pad in candidates:
        if pad % max(write_vector, read_vector):
            continue
        shared = SharedLayout(write.outs, tuple(order), pad=pad)
        cost = (shared_wavefronts(write, shared, elem_bytes, write_vector, banks, bank_bytes,
                                  wave) +
                shared_wavefronts(read, shared, elem_bytes, read_vector, banks, bank_bytes,
                                  wave))
        if best is None or cost < best[0]:
            best = (cost, shared)
    if best is None:
        raise CompilerBug(f"no padding in {candidates} keeps vectors of "
                          f"{max(write_vector, read_vector)} elements aligned")
    return best[1]
