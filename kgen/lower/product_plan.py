"""The plan of a kernel with tile products: each target's matrix instructions as data
(Matrix, WgmmaTile), the product sites and their tiles, the streamed operands, and the block's
warps and chunk (plan_products). The lowering that carries a plan out is kgen.lower.product."""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

from ..errors import ScheduleError
from ..front.check import SchedSpec
from ..passes.pipeline import PROTOCOLS
from ..target.targets import Target
from ..target.tensormap import TCGEN05_SWIZZLE_MODE, WGMMA_SWIZZLE_MODE
from ..tile import ir
from ..tile.ir import DType, Value
from .layout import (LinearLayout, blocked, log2, mfma, mma_k32_8bit,
                     mma_m16n8k16, tmem_32x32b)
from .functions import reg_type
from .shuffle import in_warp
from .raster import check_cluster, choose_raster
from .plan import (Plan, _accesses, _extent, _np2, choose_persistent, held_in, loaded_again,
                   register_points, same_place)


PAD_BYTES = 16          # padding per staged row: PAD_BYTES // element bytes elements
MAX_REGS_PER_VALUE = 128  # elements of one value a thread may hold (accumulators included)
# Accumulator registers a thread holds by default (more warps where a product needs more):
# 64 f32 leave room in 255 for the fragments, addresses and a step's operands in flight.
ACC_REGS = 64


@dataclass(frozen=True)
class Matrix:
    """One matrix instruction as data: the LIR op, its shape attribute, the tile it computes
    (m x n, contracting k), and its per-warp fragments over axes (m, k), (k, n) and (m, n)."""
    op: str
    shape: str
    m: int
    n: int
    k: int
    a: LinearLayout
    b: LinearLayout
    c: LinearLayout
    # Fragments read from shared memory with ldmatrix (8x8 matrices of 16-bit elements, .trans
    # for rows that run along K: PTX ISA 9.7.14.5.15), else with 32-bit loads of K-pairs.
    ldmatrix: bool = False
    # Warpgroup-wide (wgmma): m is a warpgroup's rows (its warp w holds rows 16 (w % 4)..,
    # fragments a and c are each warp's), n the granule of N (one instruction takes up to
    # n_max), both operands read from shared memory through descriptors (A also from
    # registers); asynchronous until a wait.
    warpgroup: bool = False
    n_max: int = 0
    # A register file of the accumulators' own that the instruction reads and writes in place
    # ("agpr": CDNA's AccVGPRs are MFMA's srcC and vdst, so a K loop's accumulators leave
    # the ArchVGPRs to operands and addresses; the emitter keeps them there only where
    # nothing but MFMAs in place and constants write them).
    acc_file: str = ""
    # Bytes of an A or B element: 2 (f16, bf16) or 1 (the 8-bit floats: wgmma .k32 and the
    # fp8/bf8 MFMAs, which read both operands K-major and twice as deep a step).
    ab_bytes: int = 2
    # Where the accumulator lives and how the instruction completes (tcgen05, sm_100a): in
    # tensor memory, each warpgroup's tile written by MMAs that one thread issues, complete
    # when the commit that tracks them arrives on an mbarrier; the warps read it into
    # registers (tcgen05.ld, the `c` fragment) after waiting there. False: in registers, the
    # instruction's own completion (mma.sync, MFMA: in order; wgmma: wait_group).
    tensor_memory: bool = False
    # The tensor cores keep fewer bits than f32 while they sum 8-bit products (sm_90a's wgmma
    # .k32: about 14, DeepSeek-V3 3.3.2), so kgen.lower.product promotes: each product starts
    # from zero and its sum is added to the f32 accumulators with FADDs (DeepGEMM's SM90
    # kernels). No other row has such a finding against it (docs/new_chips.md).
    narrow_accumulation: bool = False

    @property
    def mn_major(self) -> bool:
        """Reads operand tiles whose rows run along K (ldmatrix .trans, wgmma's transpose)."""
        return self.ldmatrix or self.warpgroup


MATRIX = {
    # PTX ISA 9.7.15.5.1: wgmma .m64nNk16's A in registers and its D are, in each warp of the
    # warpgroup, mma.m16n8k16's A and C fragments (D repeated along N every 8 columns).
    "wgmma.m64nNk16": Matrix("wgmma", "m64nNk16", 64, 8, 16, mma_m16n8k16("a"),
                             mma_m16n8k16("b"), mma_m16n8k16("c"), warpgroup=True, n_max=256),
    "mma.m16n8k16": Matrix("mma", "m16n8k16", 16, 8, 16, mma_m16n8k16("a"), mma_m16n8k16("b"),
                           mma_m16n8k16("c"), ldmatrix=True),
    "mfma.32x32x8": Matrix("mfma", "32x32x8", 32, 32, 8, mfma("a"), mfma("b"), mfma("c"),
                           acc_file="agpr"),
    # Half the rows a wave: where 32-row tiles would split a product's rows over fewer waves
    # than the block has (attention's 128 queries on 8 waves), 16-row tiles keep each wave's
    # rows whole, so P stays in the lanes that computed it (kgen.compiler takes it where it
    # gives a loop the 8-wave ping-pong that 32x32x8 does not).
    "mfma.16x16x16": Matrix("mfma", "16x16x16", 16, 16, 16, mfma("a", "16x16x16"),
                            mfma("b", "16x16x16"), mfma("c", "16x16x16"), acc_file="agpr"),
    # 8-bit A and B (PTX ISA 9.7.15.5.2: wgmma .m64nNk32 .e4m3/.e5m2, both operands K-major
    # in shared memory: no transpose for 8-bit types), D as m64nNk16's.
    "wgmma.m64nNk32": Matrix("wgmma", "m64nNk32", 64, 8, 32, mma_k32_8bit("a"),
                             mma_k32_8bit("b"), mma_m16n8k16("c"), warpgroup=True, n_max=256,
                             ab_bytes=1, narrow_accumulation=True),
    # mma.sync .m16n8k32 with .e4m3/.e5m2 A and B (PTX ISA 9.7.14.5.14 "mma", sm_89 and
    # later; fragments 9.7.14.5.10: four consecutive k a register, both operands K-major in
    # shared memory as every 8-bit product reads them), D as m16n8k16's.
    "mma.m16n8k32": Matrix("mma", "m16n8k32", 16, 8, 32, mma_k32_8bit("a"), mma_k32_8bit("b"),
                           mma_m16n8k16("c"), ab_bytes=1),
    # sm_100a tcgen05.mma .cta_group::1 .kind::f16, M 128 (PTX ISA 9.1, 9.7.16.10.1: N a
    # multiple of 16 from 16 to 256, K 16): A and B as wgmma's swizzled tiles read through
    # (sm_100) descriptors, no A from registers; D in tensor memory, read back by each warp
    # of the warpgroup as 32 rows (tcgen05.ld .32x32b: a thread a row, a register a column).
    # a and b name the 16-bit register fragments no tcgen05 operand takes (unused).
    "tcgen05.m128nNk16": Matrix("tcgen05", "m128nNk16", 128, 16, 16, mma_m16n8k16("a"),
                                mma_m16n8k16("b"), tmem_32x32b(16), warpgroup=True,
                                n_max=256, tensor_memory=True),
    # The same with 8-bit A and B (.kind::f8f6f4 of E4M3 / E5M2: K 32, both operands
    # K-major, 9.7.16.2.2 and Table 42's major bits for 8-bit types). Not promoted: each
    # product accumulates in tensor memory for the whole K loop, as DeepGEMM's SM100 8-bit
    # GEMMs do (sm100_fp8_gemm_1d1d.cuh); no document at hand gives the accumulator's width.
    "tcgen05.m128nNk32": Matrix("tcgen05", "m128nNk32", 128, 16, 32, mma_k32_8bit("a"),
                                mma_k32_8bit("b"), tmem_32x32b(16), warpgroup=True,
                                n_max=256, tensor_memory=True, ab_bytes=1),
    # CDNA3 v_mfma_f32_{32x32x16,16x16x32}_{fp8,bf8}_{fp8,bf8}: 8 consecutive k a lane (AMD's
    # Matrix Instruction Calculator), D as the 16-bit shapes of the same M.
    "mfma.32x32x16": Matrix("mfma", "32x32x16", 32, 32, 16, mfma("a", "32x32x16"),
                            mfma("b", "32x32x16"), mfma("c", "32x32x16"), acc_file="agpr",
                            ab_bytes=1),
    "mfma.16x16x32": Matrix("mfma", "16x16x32", 16, 16, 32, mfma("a", "16x16x32"),
                            mfma("b", "16x16x32"), mfma("c", "16x16x32"), acc_file="agpr",
                            ab_bytes=1),
    # CDNA4 v_mfma_f32_{32x32x64,16x16x128}_f8f6f4 on OCP E4M3 / E5M2 A and B (cbsz / blgp
    # 0 or 1): 32 k a lane in eight VGPRs, two runs of 16 (target.matrix.MFMA_K_RUN), D as the
    # shapes of the same M; 16 and 8 passes, twice the 8-bit rate of 32x32x16 / 16x16x32.
    "mfma.32x32x64": Matrix("mfma", "32x32x64", 32, 32, 64, mfma("a", "32x32x64"),
                            mfma("b", "32x32x64"), mfma("c", "32x32x16"), acc_file="agpr",
                            ab_bytes=1),
    "mfma.16x16x128": Matrix("mfma", "16x16x128", 16, 16, 128, mfma("a", "16x16x128"),
                             mfma("b", "16x16x128"), mfma("c", "16x16x32"), acc_file="agpr",
                             ab_bytes=1),
    # CDNA4 v_mfma_f32_{32x32x16,16x16x32}_{f16,bf16}: the 8-bit shapes' M, N and K with 16-bit
    # A and B, 8 consecutive k a lane in four VGPRs (CDNA4 ISA, MFMA operand layouts; AMD's
    # Matrix Instruction Calculator for CDNA4), D as the 16-bit shapes of the same M.
    "mfma.32x32x16.b16": Matrix("mfma", "32x32x16", 32, 32, 16, mfma("a", "32x32x16"),
                                mfma("b", "32x32x16"), mfma("c", "32x32x16"), acc_file="agpr"),
    "mfma.16x16x32.b16": Matrix("mfma", "16x16x32", 16, 16, 32, mfma("a", "16x16x32"),
                                mfma("b", "16x16x32"), mfma("c", "16x16x32"), acc_file="agpr"),
}


@dataclass(frozen=True)
class WgmmaTile:
    """An operand tile in shared memory as wgmma.mma_async reads it through a matrix
    descriptor: `rows` along the instruction's M (A) or N (B), `depth` along K, K contiguous
    (`kmajor`) or the rows contiguous (MN-major: wgmma's transpose bit), in rows of W = 32, 64
    or 128 bytes swizzled with the W-byte pattern (PTX ISA 9.7.15.5.1, "Shared Memory Matrix
    Layout" and "Matrix Descriptor Format"; the pattern is tensormap.swizzle_offset's, on the
    address bits, so a tile starts on a 1024-byte boundary). With a the contiguous coordinate,
    d the other, D the other's extent, s bytes an element (`esize`: 2, or 1 for 8-bit floats,
    whose canonical layouts are the 16-bit ones with T = 16 elements a 16-byte chunk) and
    e = W / s elements per row:

        logical(r, k) = (a // e) D W + d W + s (a % e)      physical = swizzle(logical)

    K-major: the descriptor of the 16-deep k-step at (r0, k0) starts at logical(r0, k0), SBO =
    8 W (the next 8 rows), LBO unused (16); MN-major: LBO = D W (the next e rows), SBO = 8 W
    (the next 8 K). kgen.sim.ptx_hopper.operand_addresses reads the same from the document."""
    rows: int
    depth: int
    kmajor: bool
    esize: int = 2

    @functools.cached_property
    def span(self) -> int:
        # Cached (and `down`): the lowering asks for every element a tile's writers place.
        return min(128, self.esize * (self.depth if self.kmajor else self.rows))

    @property
    def size(self) -> int:
        return -(-self.esize * self.rows * self.depth // 1024) * 1024

    @functools.cached_property
    def down(self) -> int:
        """D: the extent of the coordinate that runs down the W-byte rows."""
        return self.rows if self.kmajor else self.depth

    def logical(self, r: int, k: int) -> int:
        a, d = (k, r) if self.kmajor else (r, k)
        e = self.span // self.esize
        return (a // e) * self.down * self.span + d * self.span + self.esize * (a % e)

    @property
    def tcgen05_descriptor_bits(self) -> int:
        """descriptor_bits as an sm_100 shared-memory descriptor has them (PTX ISA 9.1,
        9.7.16.4.1, Table 40): the same LBO and SBO fields, bits 46-48 the fixed 0b001, and
        the swizzle at bits 61-63 in that table's code (128-byte 2, 64-byte 4, 32-byte 6)."""
        lbo = 16 if self.kmajor else self.down * self.span
        return ((TCGEN05_SWIZZLE_MODE[self.span] << 61) | (1 << 46)
                | ((8 * self.span >> 4) << 32) | ((lbo >> 4) << 16))

    @property
    def descriptor_bits(self) -> int:
        """Bits 16-29 (LBO >> 4), 32-45 (SBO >> 4) and 62-63 (the swizzle mode: 1 for 128
        bytes, 2 for 64, 3 for 32) of the descriptor; the start (bits 0-13) is added."""
        lbo = 16 if self.kmajor else self.down * self.span
        return ((WGMMA_SWIZZLE_MODE[self.span] << 62) | ((8 * self.span >> 4) << 32)
                | ((lbo >> 4) << 16))
# Default depth of a loop's operand streams per copy protocol (fewer where they do not fit): three
# cp.async stages keep two steps in flight; through registers each step ahead also holds its
# pieces in VGPRs, and one step ahead in two LDS slots is CDNA's usual double buffering; two
# TMA slots let the producer fill one while the consumers read the other (FlashAttention-3's
# K and V rings: the softmax hides the copies).
STREAM_STAGES = {"cp.async": 3, "registers": 2, "tma": 2}
# A step of products only, left in flight (a GEMM's K loop), hides no copy behind other work:
# the producer runs up to three steps ahead, as in CUTLASS's Hopper GEMMs, where shared
# memory holds the ring.
IN_FLIGHT_STAGES = 4


def ring_depth(want: int, fixed: bool, loops: list, promoted: bool) -> int:
    """How deep the streams' rings of `loops` (their Pipelined nodes) run before shared memory
    has its say: `want` (the schedule's `stages` where `fixed`, else the protocol's), or
    IN_FLIGHT_STAGES where every loop leaves its products in flight or the products are
    promoted 8-bit ones (kgen.lower.kernel)."""
    from ..passes.specialize import in_flight
    if not fixed and loops and (promoted or all(in_flight(p.consume) for p in loops)):
        return max(want, IN_FLIGHT_STAGES)
    return want


def stream_protocol(target: Target, matrix: "Matrix", k: ir.Kernel) -> str:
    """The copy protocol of a loop's operand streams (kgen.passes.pipeline.PROTOCOLS): TMA where the
    target streams wgmma tiles that way (`stream_tma`), the products are wgmma's and one loop
    of the kernel holds products (its walks share one ring under kgen.passes.specialize's warp roles;
    two loops would need rings of their own), else the target's `stream_copy`."""
    loops = sum(1 for st in ir.statements(k.body)
                if isinstance(st, ir.Loop) and loop_products(st))
    return "tma" if target.stream_tma and matrix.warpgroup and loops <= 1 else \
        target.stream_copy


@dataclass(frozen=True)
class Stream:
    """An operand tile of a loop (a plain load that changes every step) moved from global
    memory into a shared buffer of its own in 16-byte pieces of the tensor's rows (`other`
    runs down them, `contig` along them). When contig is the contraction the buffer holds
    the tensor's rows, K contiguous; otherwise (V in attention, a [K, N] weight) either
    those rows too, read with ldmatrix .trans (`trans`), or, `paired`, rows along `row`
    again K contiguous. Buffer rows are `stride` elements (padded by PAD_BYTES)."""
    value: Value
    row: str                 # the product's row axis for this operand (m or n of its site)
    tensor: ir.TensorParam
    other: str               # the axis down the buffer's rows
    contig: str              # the tensor's contiguous axis, along each buffer row
    buffer: str
    stride: int              # elements per buffer row
    # Rows along K written K contiguous instead (a protocol through registers, no ldmatrix
    # .trans): a thread's unit is 8 contiguous elements of two consecutive K rows, paired.
    paired: bool = False
    # Read by wgmma: the buffer is this swizzled tile (K-major, or MN-major when `trans`), not
    # padded rows.
    tile: "WgmmaTile | None" = None
    first: int = 0           # the first product of the loop that reads it (its index)
    paged: "Paged | None" = None    # a page of a paged tensor a step (`paged_axes`)
    # A gather moved by channel runs (kgen.lower.runs.run_stream): (the run axis, V, the
    # uniform pred that every run is one aligned row piece, None: always), not by the
    # tensor's rows; `other` is the buffer's row axis, `contig` the run axis.
    runs: "tuple | None" = None

    @property
    def trans(self) -> bool:
        """The buffer holds rows along the contraction: fragments read with ldmatrix .trans."""
        return self.contig == self.row and not self.paired

    @property
    def taxes(self) -> tuple:
        """The axis each dimension of the tensor walks (None: a page's fixed index)."""
        return self.paged.axes if self.paged else tuple(self.value.attr("axes"))


@dataclass(frozen=True)
class Paged:
    """A gather that reads one page of a paged tensor a loop step (`paged_axes`)."""
    axes: tuple[str | None, ...]       # the axis each dimension walks; None: the page's
    fixed: tuple[tuple[int, Value], ...]   # (dimension, the index the step holds once)
    var: str                           # the loop variable `var % chunk` walks within the page
    # the loop variable is a bare subscript (`k[tt, h / 4, d]`: a grouped-query head's keys,
    # the fixed index one a program): its rows are the chunk's own, not a page's from 0
    bare: bool = False


def paged_axes(x: Value, chunk: dict[str, int], once: frozenset,
               loop_vars: frozenset = frozenset()) -> Paged | None:
    """`kc[table[b, tt / 64], tt % 64, d]` as a Paged, where every subscript is a bare axis, a
    loop variable modulo its chunk (the chunk's own index: chunks start at multiples of it),
    or an integer the step holds once (over `once`, the grid axes of tile 1, and the chunk's
    index alone); else None. Loaded as a plain tile whose base moves to the page each step
    (kgen.lower.access.page_load, and streamed: kgen.lower.product). Without a `var % chunk`,
    one bare loop variable of `loop_vars` (`k[tt, h / 4, d]`, the fixed index a program's
    own) walks as in a plain load (Paged.bare)."""
    if x.op != "gather":
        return None
    axes: list[str | None] = []
    fixed, var = [], None
    for i, a in enumerate(x.args):
        if a.op == "index":
            axes.append(a.attr("axis"))
        elif a.op == "rem" and a.args[0].op == "index" and a.args[1].op == "const" and \
                var is None and a.args[1].attr("value") == chunk.get(a.args[0].attr("axis")):
            var = a.args[0].attr("axis")
            axes.append(var)
        elif a.dtype == DType.i32 and set(a.axes) <= once and not any(
                y.op == "index" and y.attr("axis") not in once for y in ir.subtree(a)):
            axes.append(None)
            fixed.append((i, a))
        else:
            return None
    named = [a for a in axes if a is not None]
    bare = var is None and len([a for a in named if a in loop_vars]) == 1
    if bare:
        var = next(a for a in named if a in loop_vars)
    if var is None or len(set(named)) != len(named) or not fixed or \
            set(x.axes) - set(named) - once:
        return None
    return Paged(tuple(axes), tuple(fixed), var, bare)


@dataclass(frozen=True)
class Site:
    """One product: the instruction's row axis m and column axis n (the left operand's free
    axis and the right one's, or the other way round when `swapped`: then the instruction
    computes the transposed product, B^T A^T), the contracted axis kk, the warp grid over
    (m, n), and the accumulator layout over the result's axes."""
    m: str
    n: str
    kk: str
    warps_m: int
    warps_n: int
    root: LinearLayout
    swapped: bool = False

    def operands(self, v: Value) -> tuple[Value, Value]:
        """v's operands in the instruction's roles (A, B)."""
        return tuple(v.args[::-1]) if self.swapped else tuple(v.args)


def loop_products(s: ir.Loop) -> list[Value]:
    """The products loop s computes in its body and its yields, in order."""
    return [v for v in ir.values([*s.body, *(ir.Let(None, y, y.span) for y in s.yields)])
            if v.op == "matmul"]


def has_product(k: ir.Kernel) -> bool:
    return any(v.op == "matmul" for v in ir.values(k.body))


def product_field(k: ir.Kernel) -> str:
    """The Target field that lists the matrix instructions for k's products: `fp8_products`
    where they multiply 8-bit floats, else `tile_products` (kgen.lower.kernel refuses a
    kernel mixing the two)."""
    eight = any(a.dtype.is_fp8 for v in ir.values(k.body) if v.op == "matmul" for a in v.args)
    return "fp8_products" if eight else "tile_products"


def _matrices(target: Target, k: ir.Kernel) -> list[tuple[str, Matrix]]:
    names = getattr(target, product_field(k))
    if not names:
        raise ScheduleError(f"{target.name} has no matrix instruction kgen lowers tile "
                            "products to", k.span)
    return [(name, MATRIX[name]) for name in names]


def _site(v: Value, chunk: dict[str, int], mx: Matrix, warps: int, swapped: bool,
          along_n: bool = False) -> Site:
    """The tiling of product v over the block: instruction units (a warp; a warpgroup of 4
    for wgmma) along the instruction's rows first (so that reductions along a row stay inside
    a warp), the rest along the columns; `along_n`: along the columns first (a transposed
    product's rows are the axis a softmax reduces). Site.warps_m and warps_n count those
    units. In a warpgroup, warp w holds rows (m / 4) w .. of every m (wgmma's D), and one
    instruction takes up to n_max columns."""
    a, b = v.args
    kk = v.attr("axis")
    m, n = _free(v, chunk)
    if swapped:
        m, n = n, m
    bm, bn, bk = chunk[m], chunk[n], chunk[kk]
    per, what = (4, "warpgroups") if mx.warpgroup else (1, "warps")
    if warps % per:
        raise ScheduleError(f"{mx.op} runs on whole warpgroups (4 warps); the block has "
                            f"{warps} warps", v.span)
    # A warpgroup's operands sit in shared memory as swizzled tiles of 32-, 64- or 128-byte rows
    # (WgmmaTile; the no-swizzle layouts are not modelled), and a 16-bit B may lie N-major: its
    # rows are the tile's columns, so 16 of them at least (n 8 of bf16 was a KeyError).
    cols = max(mx.n, 32 // mx.ab_bytes) if mx.warpgroup and mx.ab_bytes == 2 else mx.n
    for axis, size, need, part in ((m, bm, mx.m, "rows"), (n, bn, cols, "columns"),
                                   (kk, bk, mx.k, "contracted elements")):
        if size < need:
            raise ScheduleError(f"the product's {part} '{axis}' come {size} per program; "
                                f"the target's {mx.op} {mx.shape} tiles take {need}", v.span,
                                hint=f"tile '{axis}' by {need} or more (a power of two)")
    units = warps // per
    if along_n:
        wn = 1
        while wn * 2 <= units and bn // (wn * 2) >= mx.n:
            wn *= 2
        wm = units // wn
    else:
        wm = 1
        while wm * 2 <= units and bm // (wm * 2) >= mx.m:
            wm *= 2
        wn = units // wm
    if bn // wn < mx.n or bm // wm < mx.m:
        raise ScheduleError(f"{units} {what} cannot share a {bm} x {bn} product tile in "
                            f"{mx.op} {mx.shape} tiles", v.span,
                            hint="use fewer warps (`warps N` / `waves N` in the schedule) or a "
                                 "larger tile")
    axes = v.axes
    idx = {x: i for i, x in enumerate(axes)}

    def basis(**coords) -> tuple[int, ...]:
        out = [0] * len(axes)
        for name, c in coords.items():
            out[idx[name]] = c
        return tuple(out)

    def frag(bases) -> tuple:
        ren = {"m": m, "n": n}
        return tuple(basis(**{ren[ax]: c for ax, c in zip(("m", "n"), bb) if c})
                     for bb in bases)
    wtm, wtn = bm // wm, bn // wn              # the unit's tile
    ni = min(wtn, mx.n_max) if mx.warpgroup else mx.n    # one instruction's columns
    reg = list(frag(mx.c.bases("reg")))
    reg += [basis(**{n: mx.n << j}) for j in range(log2(ni // mx.n))]
    reg += [basis(**{n: ni << j}) for j in range(log2(wtn // ni))]
    reg += [basis(**{m: mx.m << j}) for j in range(log2(wtm // mx.m))]
    warp = [basis(**{m: (mx.m // 4) << j}) for j in range(log2(per))]
    warp += [basis(**{m: wtm << j}) for j in range(log2(wm))]
    warp += [basis(**{n: wtn << j}) for j in range(log2(wn))]
    root = LinearLayout((("reg", tuple(reg)), ("lane", frag(mx.c.bases("lane"))),
                         ("warp", tuple(warp))), tuple((x, chunk[x]) for x in axes))
    return Site(m, n, kk, wm, wn, root, swapped)


def _roots(k: ir.Kernel, sites, chunk, vector: int, target: Target, warps: int, memo: dict):
    """The layouts values take: the products' accumulator layouts, then a blocked layout for
    every other set of axes a value lives over (largest first), 16-byte vectors along the
    contiguous dimension of the tensors accessed over it. `memo`: what _choose_sites's
    choices share (the kernel's axis sets and accesses, the blocked layouts)."""
    if "fastest" not in memo:
        fastest: dict[tuple, str] = {}
        for t, axes, _, _ in _accesses(k):
            canon = tuple(a.name for a in k.axes if a.name in axes)
            fastest.setdefault(canon, axes[-1])
        memo["fastest"] = fastest
        # every set of chunk axes a value lives over, in the order values first take it
        memo["axes"] = list(dict.fromkeys(
            axes for v in ir.values(k.body) if (axes := tuple(a for a in v.axes if a in chunk))))
    fastest = memo["fastest"]
    roots: list[LinearLayout] = []
    for s in sites.values():
        if all(r.axes != s.root.axes for r in roots):
            roots.append(s.root)
    # a set of axes an accumulator holds but for axes of chunk 1 needs no layout of its own
    # (plan.held_in): its values stay in the product's layout
    held = lambda axes: any(held_in(r, axes, chunk) is not None  # noqa: E731
                            for r in roots[:len(sites)])
    others = [axes for axes in memo["axes"]
              if not any(set(axes) <= set(r.axes) for r in roots) and not held(axes)]
    others.sort(key=lambda axes: -len(axes))
    for axes in others:
        if any(set(axes) <= set(r.axes) for r in roots):
            continue
        fast = fastest.get(axes, axes[-1])
        order = (fast, *reversed([a for a in axes if a != fast]))
        key = ("blocked", axes, order)
        if key not in memo:
            memo[key] = blocked({a: chunk[a] for a in axes}, order,
                                min(vector, chunk[fast]), target.wave, warps)
        roots.append(memo[key])
    return tuple(roots)


def _layout_in(roots, axes, chunk) -> LinearLayout:
    for r in roots:
        if set(axes) <= set(r.axes):
            return r.project(axes)
    return next(got for r in roots if (got := held_in(r, axes, chunk)) is not None)



def _nregs(lay: LinearLayout) -> int:
    """The distinct elements a thread's registers hold."""
    return len(register_points(lay))


# Costs of the layout choice, in instructions per thread: a shuffle step per register of a
# reduction's result; a shared-memory round trip (a store, a load, a share of a barrier) per
# register of an operand converted across warps, a shuffle per register of one converted inside
# its warp (kgen.lower.shuffle), a load per register of a plain load read in another layout
# (loaded again: Lowering.operand).
SHUFFLE, CROSS_WARP, CONVERT, LOAD_AGAIN = 2, 8, 6, 1


def _cost_terms(k: ir.Kernel, chunk) -> dict[tuple, int]:
    """What _cost asks of a choice's layouts, each with the number of values that ask it:
    ("reduce", input axes, result axes, axis) per reduction, ("meet", axes, operands) per
    other op over chunk axes, operands (axes, loaded again, register type) but constants.
    Values that ask alike cost alike, so a choice is costed once per distinct term."""
    terms: dict[tuple, int] = {}
    for v in ir.values(k.body):
        axes = tuple(a for a in v.axes if a in chunk)
        if v.op == "reduce":
            term = ("reduce", tuple(a for a in v.args[0].axes if a in chunk), axes, v.attr("axis"))
        elif v.op not in ("load", "gather", "matmul", "const", "scalar", "dim", "index",
                          "carried", "loop_result") and axes:
            subs = tuple((sub, loaded_again(a, sub), reg_type(a.dtype)) for a in v.args
                         if (sub := tuple(x for x in a.axes if x in chunk)) and a.op != "const")
            term = ("meet", axes, subs)
        else:
            continue
        terms[term] = terms.get(term, 0) + 1
    return terms


def _cost(roots, terms: dict[tuple, int], target: Target, memo: dict, chunk: dict) -> int:
    """What a choice of accumulator layouts costs the kernel's other ops (_cost_terms):
    reductions along axes that lanes or warps hold (shuffles, shared memory), and operands
    that meet in different layouts (loaded again, shuffled inside a warp, or through shared
    memory). `memo`: the conversions found inside a warp, shared by the choices."""
    cost = 0
    held: dict[tuple, LinearLayout] = {}      # axes -> the layout a value over them takes

    def layout_in(axes) -> LinearLayout:      # _layout_in, once per set of axes
        if axes not in held:
            held[axes] = _layout_in(roots, axes, chunk)
        return held[axes]
    for term, count in terms.items():
        if term[0] == "reduce":
            _, e_axes, axes, axis = term
            lay = layout_in(e_axes)
            n = _nregs(lay.project(axes)) if axes else 1
            cost += count * n * (SHUFFLE * len(lay.bits_along("lane", axis)) +
                                 CROSS_WARP * len(lay.bits_along("warp", axis)))
            continue
        _, axes, subs = term
        want = layout_in(axes)
        for sub, again, ty in subs:
            have, there = layout_in(sub), want.project(sub)
            if same_place(have, there):
                continue
            if again:
                each = LOAD_AGAIN
            else:
                key = ("in_warp", have, there, ty)
                if key not in memo:
                    memo[key] = in_warp(have, there, target.wave, (ty,)) is not None
                each = SHUFFLE if memo[key] else CONVERT
            cost += count * each * _nregs(there)
    return cost


def _choose_sites(k: ir.Kernel, chunk, mx: Matrix, warps: int, vector: int,
                  target: Target):
    """Each product's orientation (which result axis the instruction's rows take) and warp
    grid (units along its rows or its columns first), the one of least _cost; ties keep the
    written orientation and rows first. Returns (sites, roots, cost). The choices share each
    product's sites (one per orientation and grid, so a root's projections are made once),
    the cost's terms and the layouts and conversions they meet again."""
    prods = list({v.uid: v for v in ir.values(k.body) if v.op == "matmul"}.values())
    terms = _cost_terms(k, chunk)
    memo: dict = {}
    best, first_error = None, None
    options = list(itertools.product((False, True), repeat=2))   # (swapped, along_n)
    made: dict = {}           # (product uid, swapped, along_n) -> its Site or its error

    def site(p: Value, f: bool, n: bool) -> Site:
        key = (p.uid, f, n)
        if key not in made:
            try:
                made[key] = _site(p, chunk, mx, warps, f, n)
            except ScheduleError as e:
                made[key] = e
        if isinstance(made[key], ScheduleError):
            raise made[key]
        return made[key]
    for choice in itertools.product(options, repeat=len(prods)):
        try:
            sites = {p.uid: site(p, f, n) for p, (f, n) in zip(prods, choice)}
        except ScheduleError as e:
            first_error = first_error or e
            continue
        roots = _roots(k, sites, chunk, vector, target, warps, memo)
        cost = _cost(roots, terms, target, memo, chunk)
        if best is None or cost < best[2]:
            best = (sites, roots, cost)
    if best is None:
        raise first_error
    return best


def _default_warps(k: ir.Kernel, chunk: dict[str, int], mx: Matrix, target: Target) -> int:
    """Four warps, or as many as the smallest product has instruction tiles; doubled to 8
    where the largest product's accumulators would take more than ACC_REGS registers a
    thread and the tiles spread that far (wgmma: two warpgroups over two 64-row tiles,
    CUTLASS's cooperative Hopper GEMM), or where the streams' copies go through registers
    and every product has 16 instruction tiles (CDNA's 8-wave ping-pong, the tile of at
    least 128 x 128). _default_warps of a 128 x 128
    GEMM is 8 on every target."""
    products = [v for v in ir.values(k.body) if v.op == "matmul"]
    tiles = min(_tiles(v, chunk, mx) for v in products)
    warps = min(4, 1 << (max(1, tiles).bit_length() - 1))
    acc = max(chunk[m] * chunk[n] for m, n in (_free(v, chunk) for v in products))
    rows = min(chunk[_free(v, chunk)[0]] for v in products)
    proto = PROTOCOLS.get(stream_protocol(target, mx, k))
    if (acc > ACC_REGS * warps * target.wave and tiles >= 2 * warps
            and (not mx.warpgroup or rows >= 2 * mx.m)):
        warps *= 2
    elif warps == 4 and proto is not None and not proto.groups and tiles >= 16:
        # Copies through registers: two groups of 4 waves ping-pong (kgen.passes.pipeline, "Wave
        # groups") where the products have two instruction tiles a wave at 8 waves.
        warps = 8
    return warps


def _free(v: Value, chunk: dict[str, int]) -> tuple[str, str]:
    """Product v's free axes: its left operand's (the rows) and its right one's. An axis of
    one element a program (a batch or head axis of tile size 1, kgen.front.check's `_matmul`)
    is carried along, in both operands or in one (a query-head group's own axis in
    grouped-query attention): it is not a free axis."""
    a, b = v.args
    return (next(x for x in a.axes if x not in b.axes and chunk[x] > 1),
            next(x for x in b.axes if x not in a.axes and chunk[x] > 1))


def _tiles(v: Value, chunk: dict[str, int], mx: Matrix) -> int:
    """How many instruction tiles product v's result holds (per warp: a warpgroup's
    instruction counts 4)."""
    m, n = _free(v, chunk)
    return chunk[m] * chunk[n] * (4 if mx.warpgroup else 1) // (mx.m * mx.n)


def plan_products(k: ir.Kernel, target: Target, spec: SchedSpec | None) -> Plan:
    """The plan of a kernel with tile products: every live axis is held whole by the program
    (grid axes their tile, loop variables their step, `all` axes their extent, which must be
    known at compile time), products in their instruction's accumulator layouts, every other
    value in a blocked layout over its axes. The instruction is the target's first that tiles
    every product (wgmma needs whole warpgroups and 64-row tiles; mma.sync takes the rest)."""
    first = None
    for name, mx in _matrices(target, k):
        try:
            return _plan_products(k, target, spec, name, mx)
        except ScheduleError as e:
            first = first or e
    raise first


def _plan_products(k: ir.Kernel, target: Target, spec: SchedSpec | None, name: str,
                   mx: Matrix) -> Plan:
    live = [a for a in k.axes if a.kind != "range"]
    grid = [a.name for a in reversed(live) if a.kind == "grid"]
    if len(grid) > 3:
        raise ScheduleError(f"{len(grid)} axes are spread over programs; a grid has three "
                            "dimensions", k.span, hint="declare one of them `all`")
    chunk: dict[str, int] = {}
    for a in live:
        b = _extent(a)
        if b is None:
            raise ScheduleError(
                f"axis '{a.name}' is `all` of {a.dim.name}, known only at launch; a kernel with "
                "products holds each axis whole in registers, so its extent must be known",
                a.span, hint=f"give the dimension as a number in the tensor's shape, compile "
                f"with `--size {a.dim.name}=...`, or tile '{a.name}'")
        chunk[a.name] = _np2(b)
    if spec and spec.threads:
        threads = spec.threads
    elif spec and spec.consumers:
        # `warpgroups producer 1 consumer C`: the block's warps are the C consumer warpgroups;
        # kgen.passes.specialize adds the producer warpgroup where the loop streams by TMA.
        threads = 4 * target.wave * spec.consumers
    else:
        threads = target.wave * _default_warps(k, chunk, mx, target)
    warps = threads // target.wave
    widest = max((t.dtype.nbytes for t, _, _, _ in _accesses(k)), default=4)
    vector = (spec.vector if spec and spec.vector
              else max(1, target.max_vector_bits // 8 // widest))
    sites, roots, cost = _choose_sites(k, chunk, mx, warps, vector, target)
    staged = ("operands in shared memory as wgmma's swizzled tiles, read through descriptors "
              + ("by MMAs one thread a warpgroup issues, accumulators in tensor memory (a "
                 "loop's `acc += a @ b` stays there until the loop ends; other products are "
                 "read back into registers, a row a thread)" if mx.tensor_memory else
                 "(A from registers where each lane holds its fragment)" if mx.ab_bytes == 2
                 else "(both K-major: 8-bit wgmma has no transpose; each K chunk's sum "
                      "promoted to f32 registers, DeepSeek-V3's 14-bit accumulation)")
              if mx.warpgroup else "operands staged in shared memory")
    check_cluster(k, grid, spec)
    plan = Plan(k.name, target.name, threads, target.wave, vector, tuple(grid),
                tuple((a.name, chunk[a.name]) for a in live), (),
                tuple(reversed([a.name for a in live])), roots[0],
                (f"tile products on {mx.op} {mx.shape}: {staged}"
                 + (f" (a loop's plain-load operands streamed ahead "
                    f"{PROTOCOLS[stream_protocol(target, mx, k)].how})"
                    if stream_protocol(target, mx, k) else "") + ", results in the accumulator layout",
                 f"accumulator orientations of least cost ({cost} shuffle and conversion "
                 "instructions per thread)"), roots=tuple(roots),
                sites=tuple(sites.items()),
                stages=spec.stages if spec else None, matrix=name,
                raster=choose_raster(k, target, grid, spec),
                persistent=choose_persistent(target, grid, spec),
                # (a variant that streams no operand by TMA, the fallback for row pitches
                # TMA cannot take, has nothing to multicast: its plan says so)
                cluster=spec.cluster if spec and target.stream_tma else 1,
                cluster_at=spec.cluster_at if spec else None,
                stages_at=next((o.span for o in spec.options if o.name.id == "stages"), None)
                if spec else None,
                products=tuple(_describe(v, s, mx) for v, s in
                               ((next(x for x in ir.values(k.body) if x.uid == u), s)
                                for u, s in sites.items())))
    for v in ir.values(k.body):
        axes = tuple(a for a in v.axes if a in chunk)
        if not axes or v.op in ("const", "scalar", "dim"):
            continue
        regs = _nregs(plan.layout_of(axes))
        if regs > MAX_REGS_PER_VALUE:
            raise ScheduleError(
                f"this value over ({', '.join(axes)}) holds {regs} elements per thread "
                f"({' x '.join(str(chunk[a]) for a in axes)} over {threads} threads); at most "
                f"{MAX_REGS_PER_VALUE} fit beside the rest", v.span,
                hint="use smaller tiles, or more warps (`warps N` / `waves N`)",
                notes=(f"{spec.span}: the schedule for {target.name} sets the tile and the "
                       "block",) if spec else ())
    return plan


def _describe(v: Value, s: Site, mx: Matrix) -> str:
    head = (f"{v.span.line}:{v.span.col} {s.m} x {s.n} contracting {s.kk}"
            f"{' (as the transposed product)' if s.swapped else ''}: ")
    if mx.warpgroup:
        wtn = s.root.size(s.n) // s.warps_n
        return head + (f"{s.warps_m} x {s.warps_n} warpgroups, each {mx.op} "
                       f"m{mx.m}n{min(wtn, mx.n_max)}k{mx.k} tiles")
    return head + f"{s.warps_m} x {s.warps_n} warps, each {mx.op} {mx.shape} tiles"


def dtype_attr(a: Value, b: Value) -> str:
    """A matrix instruction's operand types (kgen.lir.ops): "bf16" or "f16" for both, or the
    8-bit floats' "A.B" (A's first: "e4m3.e5m2")."""
    if a.dtype.is_fp8:
        return f"{a.dtype}.{b.dtype}"
    return "bf16" if a.dtype == ir.DType.bf16 else "f16"


def transposed_operands(k: ir.Kernel, sites: dict) -> tuple[str, ...]:
    """A schedule line for each 8-bit operand loaded with its rows along the contraction: the
    matrix units read 8-bit tiles K-major only (PTX ISA 9.7.15.5.2: no transpose for
    .e4m3/.e5m2; an fp8 MFMA lane holds 8 consecutive k), so such a tile is not streamed as it
    lies but transposed on the way (kgen.lower.product's stage)."""
    lines = []
    for v in ir.values(k.body):
        if v.op != "matmul" or v.uid not in sites:
            continue
        s = sites[v.uid]
        for x, row in zip(s.operands(v), (s.m, s.n)):
            if x.dtype.is_fp8 and x.op == "load" and x.attr("axes")[-1] == row:
                lines.append(f"  '{x.attr('tensor')}' ({', '.join(x.attr('axes'))}) is transposed on "
                             "the way: 8-bit products read K-major tiles only, so each step "
                             "moves it through registers and shared memory into K runs and "
                             "stages it, not streamed (store it K contiguous, "
                             f"[{row.upper()}..., K], for full speed)")
    return tuple(dict.fromkeys(lines))


def k_pairs(lay: LinearLayout, kk: str) -> bool:
    """Whether each thread of `lay` holds K-adjacent elements (k and k + 1: kk's first bit a
    register bit), so an 8-bit staging writes both bytes of a 16-bit word itself."""
    i = lay.axes.index(kk)
    return any(b[i] == 1 for b in lay.bases("reg"))

