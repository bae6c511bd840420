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
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .errors import CompilerBug


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

    @property
    def axes(self) -> tuple[str, ...]:
        return tuple(a for a, _ in self.outs)

    def size(self, axis: str) -> int:
        return dict(self.outs)[axis]

    def bases(self, name: str) -> tuple[tuple[int, ...], ...]:
        return dict(self.ins).get(name, ())

    def in_size(self, name: str) -> int:
        """How many values input `name` takes: in_size("reg") is the registers per thread."""
        return 1 << len(self.bases(name))

    def basis(self, name: str, bit: int) -> dict[str, int]:
        return dict(zip(self.axes, self.bases(name)[bit]))

    # -- evaluation

    def apply(self, **index: int) -> dict[str, int]:
        """The coordinates of the element at the given hardware index (missing inputs are 0)."""
        out = [0] * len(self.outs)
        for name, value in index.items():
            for bit, b in enumerate(self.bases(name)):
                if value >> bit & 1:
                    out = [x ^ y for x, y in zip(out, b)]
        return dict(zip(self.axes, out))

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
        """The slice keeping only `axes` (in this layout's order)."""
        out = self
        for a in self.axes:
            if a not in axes:
                out = out.slice(a)
        return out

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
            warps: int) -> LinearLayout:
    """The blocked layout: `vector` contiguous elements of the fastest axis per thread, then
    consecutive lanes on consecutive vectors, then warps, then further registers, each filling
    axes fastest first (`order`). Axes of size 1 take no bits; hardware bits left over after the
    tile is covered hold copies (zero bases).

    blocked({"m": 1, "n": 1024}, ("n", "m"), 4, 32, 8) gives reg[n1 n2] lane[n4 .. n64]
    warp[n128 n256 n512]: the chunk of 1024 columns of today's row kernels."""
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
    lane = take(log2(lanes), order)
    warp = take(log2(warps), order)
    rest = take(sum(left.values()), order)
    return LinearLayout((("reg", vec + rest), ("lane", lane), ("warp", warp)),
                        tuple((a, shape[a]) for a in axes))
