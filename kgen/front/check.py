"""Checking: the AST made meaningful, and lowered to tile IR in the same walk.

Every name, dtype, shape and axis is resolved here, so that every later stage can assume a correct
program; each mistake is a CheckError at the span of the token that caused it, saying what was
expected and what was found. Values are born typed: the walk builds IR values directly.

Semantics enforced here (DESIGN.md, "The language"):
- a tile axis is bound to one tensor dimension by the tensors it indexes; all its uses agree;
- broadcasting is by axis name; integer and float literals take the dtype of the other operand;
- arithmetic on f16/bf16 rounds each result to that dtype; reductions accumulate in f32;
- a reduction runs over an axis one program sees whole (`all`) or a loop variable's chunk; a store
  names every axis that programs are spread over, so no two programs write one element;
- an axis name used as a value is its global index (an i32 tile over that axis);
- `x[m, n]` with bare, distinct axes is the plain load; any other subscripts make a gather, each
  an integer tile (affine in axes and scalars, or data loaded from another tensor); an axis binds
  its dimension only where it is a bare subscript;
- a store's subscripts are bare axes or affine in exactly one axis with a non-zero constant
  coefficient (injective); a tensor both loaded and stored is loaded only with its store's plain
  subscripts, so each element is read and written by the same program (an in-place update);
  two stores to one tensor have the same subscripts (program order decides) or provably
  disjoint ones (docs/language.md, "Stores").
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass, replace

from . import ast as A
from . import segments, tiles
from ..tile import ir
from ..errors import CheckError, KgenError, KgenWarning, did_you_mean
from ..tile.ir import AxisInfo, Dim, DType, Value
from .parse import fresh_error
from ..source import Span
from ..target.targets import TARGETS, get_target

FLOAT_FUNCS = ir.UNARY_FLOAT_OPS
ANY_FUNCS = ("abs", "relu")
REDUCTIONS = ("sum", "max", "min")
CASTS = ("f32", "f16", "bf16", "i32", "u32") + tuple(d.label for d in ir.FP8_DTYPES) + (
    "e8m0",)
BUILTINS = FLOAT_FUNCS + ANY_FUNCS + REDUCTIONS + CASTS + (
    "select", "where", "zeros", "full", "pow", "mulhi", "fill")
LITERAL_NAMES = ("inf", "nan")  # float literals (kgen.front.parse reads them as numbers)
MAX_DIMS = 4  # dimensions of a tensor
MAX_LIVE_AXES = 4  # tile axes live at once (a loop's range axis is not live: its variable is)

# Source operators to IR ops.
_BINARY_OPS = {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "rem", "&": "and", "|": "or",
               "^": "xor", "<<": "shl", ">>": "shr", "<": "lt", "<=": "le", ">": "gt",
               ">=": "ge", "==": "eq", "!=": "ne"}
_SYMBOL = {v: k for k, v in _BINARY_OPS.items()}
I32_MIN, I32_MAX, U32_MAX = -(2 ** 31), 2 ** 31 - 1, 2 ** 32 - 1


@dataclass(frozen=True)
class Weak:
    """A literal whose dtype comes from what it meets: `2.0 * x` is bf16 when x is."""
    value: float | int
    is_float: bool
    span: Span


class _Widen(Exception):
    """A carried value gains tile-size-1 axes in its loop: check the loop again with its
    initial value over them."""

    def __init__(self, name: str, axes: frozenset):
        super().__init__(name)
        self.name, self.axes = name, axes


@dataclass(frozen=True)
class SchedSpec:
    """One `schedule K on T { ... }` block, validated: what the scheduler may use."""
    kernel: str
    target: str
    threads: int | None
    vector: int | None
    tile: tuple[tuple[str, int | None], ...]
    span: Span
    options: tuple[A.SchedOption, ...] = ()  # as written, for diagnostics at an option
    stages: int | None = None                # pipeline depth of a matrix kernel's K loop
    consumers: int | None = None             # `warpgroups producer 1 consumer C` (sm_90a)
    accept: tuple[str, ...] = ()             # assembler verdicts taken (`accept C7519 spills`)
    # `raster linear` -> ("linear", 0); `raster grouped [G]` -> ("grouped", G or 0: the model's)
    raster: tuple[str, int] | None = None
    raster_at: Span | None = None
    # `persistent [N]`: at most N programs (0: one per SM / CU of the target's machine), each
    # taking tiles in turn (kgen.lower.plan.Persistent); None: one program per tile
    persistent: int | None = None
    # `cluster N`: CTAs of N adjacent tiles along the grid's first axis run as a thread-block
    # cluster and share the operand they all read by TMA multicast (kgen.lower.product); 1: none
    cluster: int = 1
    cluster_at: Span | None = None


@dataclass(frozen=True)
class Module:
    kernels: tuple[ir.Kernel, ...]
    schedules: tuple[SchedSpec, ...]
    warnings: tuple[KgenWarning, ...] = ()

    def schedule_for(self, kernel: str, target: str) -> SchedSpec | None:
        for s in self.schedules:
            if s.kernel == kernel and s.target == target:
                return s
        return None


def check(program: A.Program, specialize: dict[str, int] | None = None) -> Module:
    """Checks a parsed program and lowers each kernel to tile IR.

    specialize: dimension symbols fixed at compile time (`N=4096`); they stop being arguments.

    A program (the parse of a file is one object per process: kgen.front.parse) is checked once per
    set of sizes: the Module (frozen) or the CheckError is remembered, so `kgen check`'s five
    passes over a file (its warnings, then each target) check it once.
    """
    got = _checked(program, tuple(sorted((specialize or {}).items())))
    if isinstance(got, KgenError):
        raise fresh_error(got)    # a copy: a caller may set its source or span
    return got


@functools.lru_cache(maxsize=64)
def _checked(program: A.Program, specialize: tuple) -> Module | KgenError:
    # AST nodes compare by identity (eq=False): the key is this very program, which the cache
    # keeps alive, so no other program can take its place.
    try:
        return _check(program, dict(specialize))
    except KgenError as e:
        return e.with_traceback(None)


def _check(program: A.Program, specialize: dict[str, int]) -> Module:
    """check, every time."""
    specialize = dict(specialize or {})
    if not program.kernels:
        raise CheckError("no kernel in this file", program.span,
                         hint="a kernel starts with `kernel name(params) { ... }`")
    seen: dict[str, A.Kernel] = {}
    for k in program.kernels:
        if k.name.id in seen:
            raise CheckError(f"kernel '{k.name.id}' is defined twice", k.name.span,
                             hint=f"the first definition is at {seen[k.name.id].name.span}")
        seen[k.name.id] = k
    kernels = tuple(_KernelChecker(k, specialize).run() for k in program.kernels)
    all_dims = {d for k in kernels for d in k.dim_symbols} | {
        n for k in kernels for n, _ in k.specialized}
    for name in specialize:
        if name not in all_dims:
            raise CheckError(f"--size {name}={specialize[name]} names no dimension of any kernel",
                             None, hint=did_you_mean(name, all_dims) or
                             f"dimensions: {', '.join(sorted(all_dims)) or 'none'}")
    scheds = tuple(_check_schedule(s, {k.name: k for k in kernels}) for s in program.schedules)
    seen_s: dict[tuple[str, str], SchedSpec] = {}
    for s in scheds:
        if (s.kernel, s.target) in seen_s:
            raise CheckError(f"a second schedule for '{s.kernel}' on {s.target}", s.span,
                             hint=f"the first is at {seen_s[(s.kernel, s.target)].span}")
        seen_s[(s.kernel, s.target)] = s
    return Module(kernels, scheds, tuple(_warnings(program, kernels)))


def _warnings(program: A.Program, kernels) -> list[KgenWarning]:
    """What is legal but almost surely a mistake: a kernel that stores nothing computes what no
    one can see (and compiles to an empty kernel)."""
    out = []
    for node, k in zip(program.kernels, kernels):
        if not any(isinstance(s, ir.Store) for s in ir.statements(k.body)):
            out.append(KgenWarning(f"kernel '{k.name}' stores nothing: what it computes is "
                                   "never seen, and it compiles to an empty kernel",
                                   node.name.span,
                                   hint="store a result into a tensor parameter, e.g. "
                                        "`y[n] = ...`"))
    return out


# ---- schedules -----------------------------------------------------------------------------------

# Options that belong to matrix-kernel schedules (pipelines, warp roles). They parse, and the
# checker says plainly that this kernel has nothing they could apply to.
_MATRIX_OPTIONS = ("warpgroups", "pingpong", "stages", "raster", "cluster")

# Every option a schedule block takes, as the hint of an unknown one lists them.
_ALL_OPTIONS = ("tile", "threads", "warps", "waves", "vector", "stages", "warpgroups", "raster",
                "persistent", "cluster", "accept")
_OPTIONS_HINT = ("options: tile AXIS: N, ...; threads N; warps N (NVIDIA); waves N (AMD); "
                 "vector N; stages N, warpgroups producer 1 consumer C and raster grouped [G] "
                 "| linear (matrix kernels); persistent [N] (at most N programs, each taking "
                 "tiles in turn); cluster 2 (sm_90a: two CTAs share an operand by TMA "
                 "multicast); accept VERDICT ... (an assembler verdict, e.g. accept C7519)")


_OPTION_EXAMPLE = {"threads": "threads 256", "warps": "warps 8", "waves": "waves 4",
                   "vector": "vector 4"}


def _check_schedule(s: A.Schedule, kernels: dict[str, ir.Kernel]) -> SchedSpec:
    if s.kernel.id not in kernels:
        raise CheckError(f"schedule for unknown kernel '{s.kernel.id}'", s.kernel.span,
                         hint=did_you_mean(s.kernel.id, kernels) or
                         "schedule a kernel of this file")
    target = get_target(s.target.id, s.target.span)
    kernel = kernels[s.kernel.id]
    threads = vector = stages = consumers = None
    accept: list[str] = []
    raster: tuple[str, int] | None = None
    raster_at: Span | None = None
    persistent: int | None = None
    cluster, cluster_at = 1, None
    has_product = any(v.op == "matmul" for v in ir.values(kernel.body))
    tile: list[tuple[str, int | None]] = []
    for item in s.items:
        if isinstance(item, A.SchedTile):
            for t in item.items:
                try:
                    axis = kernel.axis(t.axis)
                except KeyError:
                    raise CheckError(f"schedule tiles unknown axis '{t.axis}'", t.span,
                                     hint=did_you_mean(t.axis, [a.name for a in kernel.axes])
                                     ) from None
                if t.dim is not None:
                    raise CheckError(f"a schedule sizes tiles; the dimension axis '{t.axis}' "
                                     "walks is the kernel's", t.dim.span,
                                     hint=f"write `{t.axis}: {t.size or 'all'}`, and `in "
                                          f"{segments.spell(t.dim)}` in the kernel's tile line")
                if (axis.size is None) != (t.size is None):
                    raise CheckError(
                        f"schedule changes axis '{t.axis}' between `all` and a tile size", t.span,
                        hint="a schedule may resize a tile, not change what each program sees")
                tiles.check_size(t)
                tiles.check_block_indices(kernel, t)
                segments.schedule_tile(kernel, t)
                tiles.check_product_axes(kernel, t)
                tile.append((t.axis, t.size))
            continue
        name = item.name.id
        args = item.args
        if (name in _MATRIX_OPTIONS or (name == "waves" and len(args) > 1)) and \
                not has_product:
            raise CheckError(f"schedule option '{name}' applies to matrix-product loops; "
                             f"kernel '{kernel.name}' has none", item.span,
                             hint="memory-bound kernels take threads/warps/waves and vector")
        if name == "pingpong":
            raise CheckError("'pingpong' is not an option: the CDNA 8-wave ping-pong is chosen "
                             "by the tile", item.span,
                             hint="tiles of 128 x 128 and up, or `waves 8`, get it on gfx90a and "
                                  "gfx942")
        if name == "warpgroups":
            consumers = _check_warpgroups(item, target)
            continue
        if name == "accept":
            accept += _check_accept(item, target)
            continue
        segments.schedule_option(kernel, name, item)
        if name == "raster":
            raster, raster_at = _check_raster(item), item.span
            continue
        if name == "persistent":
            persistent = _check_persistent(item)
            continue
        if name == "cluster":
            cluster, cluster_at = _check_cluster(item, target), item.span
            continue
        if name == "stages":
            if len(args) != 1 or not isinstance(args[0], A.Number) or not 2 <= args[0].value <= 8:
                raise CheckError("expected `stages N` with 2 <= N <= 8", item.span,
                                 hint="3 or 4 stages hide global latency on sm_80/sm_90a")
            stages = int(args[0].value)
            continue
        if name not in ("threads", "warps", "waves", "vector"):
            guess = did_you_mean(name, _ALL_OPTIONS)
            raise CheckError(f"unknown schedule option '{name}'", item.name.span,
                             hint=f"{guess}; {_OPTIONS_HINT}" if guess else _OPTIONS_HINT)
        if len(args) != 1 or not isinstance(args[0], A.Number):
            raise CheckError(f"schedule option '{name}' takes one integer", item.span,
                             hint=f"write `{_OPTION_EXAMPLE[name]}`")
        n = int(args[0].value)
        at = args[0].span
        if name == "warps" and not target.is_nvidia:
            raise CheckError(f"'warps' is an NVIDIA option; {target.name} has {target.wave}-wide "
                             "waves", item.name.span, hint="write `waves N` or `threads N`")
        if name == "waves" and target.is_nvidia:
            raise CheckError(f"'waves' is an AMD option; {target.name} has warps",
                             item.name.span, hint="write `warps N` or `threads N`")
        given = ""
        if name in ("warps", "waves"):
            given = f"{name} {n} = "
            n *= target.wave
            name = "threads"
        if name == "threads":
            if n <= 0 or n % target.wave or n > target.max_threads:
                raise CheckError(
                    f"expected a multiple of {target.wave} threads up to {target.max_threads} "
                    f"on {target.name}, got {n}{f' threads ({given[:-3]})' if given else ''}", at,
                    hint=f"a block is whole {'warps' if target.is_nvidia else 'waves'} "
                         f"of {target.wave}")
            units = n // target.wave
            if units & (units - 1):
                # kgen's layouts are linear maps from the bits of a thread's index to the bits
                # of its coordinates (kgen/lower/layout.py), so a block is a power of two of warps.
                unit = "warps" if target.is_nvidia else "waves"
                lo = 1 << (units.bit_length() - 1)
                fits = [w for w in (lo, 2 * lo) if w * target.wave <= target.max_threads]
                ok = [f"`{unit} {w}`" if given else f"`threads {w * target.wave}`" for w in fits]
                raise CheckError(
                    f"kgen does not support a block of {units} {unit} ({n} threads): its layouts "
                    f"spread a tile over a power of two of {unit}", at,
                    hint=f"write {' or '.join(ok)}")
            threads = n
        elif name == "vector":
            most = target.max_vector_bits // 8    # bytes of the target's widest access
            if n not in (1, 2, 4, 8):
                raise CheckError(f"expected a vector width of 1, 2, 4 or 8 elements, got {n}", at,
                                 hint=f"a thread moves at most {most} bytes per access")
            widest = max((p.dtype.nbytes for p in kernel.tensors), default=4)
            if n * widest > most:
                raise CheckError(f"vector {n} of {widest}-byte elements is {n * widest} bytes; "
                                 f"the widest access on {target.name} is {most} bytes", at,
                                 hint=f"use vector {most // widest}")
            vector = n
    options = tuple(i for i in s.items if isinstance(i, A.SchedOption))
    if cluster > 1 and persistent and persistent % cluster:
        raise CheckError(f"`persistent {persistent}` launches whole clusters of {cluster} "
                         "CTAs", cluster_at, hint=f"write `persistent "
                         f"{max(cluster, persistent // cluster * cluster)}`, or `persistent` "
                         "alone")
    return SchedSpec(kernel.name, target.name, threads, vector, tuple(tile), s.span, options,
                     stages, consumers, tuple(accept), raster, raster_at, persistent, cluster,
                     cluster_at)


MAX_RASTER_GROUP = 256
MAX_PROGRAMS = 65535       # a launch's x extent kgen's runtimes all take (CUDA allows 2^31 - 1)


def _check_cluster(item: A.SchedOption, target) -> int:
    """`cluster 2`: two CTAs of adjacent tiles as a thread-block cluster (kgen builds clusters
    of two: a pair shares one operand, each CTA loading half of it for both)."""
    a = item.args
    if not target.clusters:
        raise CheckError(f"'cluster' groups CTAs into thread-block clusters; {target.name} has "
                         "none", item.name.span, hint="clusters need sm_90a: remove the option")
    if len(a) != 1 or not isinstance(a[0], A.Number) or int(a[0].value) != 2:
        raise CheckError("expected `cluster 2`: kgen builds clusters of two CTAs", item.span,
                         hint="write `cluster 2`")
    return 2


def _check_persistent(item: A.SchedOption) -> int:
    """`persistent` (one program per SM / CU of the target's machine) or `persistent N`."""
    a = item.args
    if not a:
        return 0
    if len(a) == 1 and isinstance(a[0], A.Number):
        n = int(a[0].value)
        if not 1 <= n <= MAX_PROGRAMS:
            raise CheckError(f"a persistent launch of 1 to {MAX_PROGRAMS} programs, got {n}",
                             a[0].span, hint="`persistent` alone takes one program per SM (CU) "
                             "of the target's machine")
        return n
    raise CheckError("expected `persistent` or `persistent N`", item.span,
                     hint="`persistent` alone takes one program per SM (CU) of the target's "
                          "machine; `persistent 264` takes at most 264")


def _check_raster(item: A.SchedOption) -> tuple[str, int]:
    """`raster linear` (programs in the grid's own order) or `raster grouped [G]` (G tiles of
    the slow grid axis walked first; kgen.lower.raster chooses G when it is not given)."""
    a = item.args
    word = a[0].id if a and isinstance(a[0], A.Name) else None
    if word == "linear" and len(a) == 1:
        return ("linear", 0)
    if word == "grouped" and len(a) == 1:
        return ("grouped", 0)
    if word == "grouped" and len(a) == 2 and isinstance(a[1], A.Number):
        g = int(a[1].value)
        if not 1 <= g <= MAX_RASTER_GROUP:
            raise CheckError(f"a raster group of 1 to {MAX_RASTER_GROUP} tiles, got {g}",
                             a[1].span, hint="8 to 16 suit a wave of 100 to 300 programs; "
                             "`raster grouped` lets kgen choose")
        return ("grouped", g)
    raise CheckError("expected `raster linear`, `raster grouped` or `raster grouped G`",
                     item.span, hint="`raster grouped` walks a group of row tiles before the "
                     "next column tile and lets kgen choose the group")


def _check_accept(item: A.SchedOption, target) -> list[str]:
    """`accept C7519 spills`: assembler verdicts (kgen.assemble.driver.verdicts) this kernel takes
    instead of a compile error: ptxas's codes on NVIDIA targets, `spills` on every target."""
    if not item.args:
        raise CheckError("`accept` names the verdicts it takes", item.span,
                         hint="e.g. `accept C7519` or `accept spills`")
    out = []
    for a in item.args:
        word = a.id if isinstance(a, A.Name) else str(a.value)
        code = re.fullmatch(r"C\d{4}", word)
        if word != "spills" and not (code and target.is_nvidia):
            raise CheckError(f"'{word}' is not an assembler verdict kgen reports on "
                             f"{target.name}", a.span,
                             hint="ptxas's codes (C7514, C7519, ...) on NVIDIA targets, as the "
                                  "error names them; `spills` on every target")
        out.append(word)
    return out


def _check_warpgroups(item: A.SchedOption, target) -> int:
    """`warpgroups producer 1 consumer C`: the sm_90a warp roles (a producer warpgroup issuing
    TMA, C consumer warpgroups running wgmma; setmaxnreg acts on whole warpgroups). Returns C."""
    example = "write `warpgroups producer 1 consumer 2` (consumers = tile m / 64)"
    if not target.wgmma:
        raise CheckError(f"'warpgroups' sets sm_90a's producer/consumer warpgroups; {target.name} "
                         "has no warpgroup roles", item.name.span,
                         hint="on sm_80 write `warps N`; on CDNA `waves N`")
    a = item.args
    words = [x.id if isinstance(x, A.Name) else None for x in a[0::2]]
    nums = [int(x.value) if isinstance(x, A.Number) else None for x in a[1::2]]
    if len(a) != 4 or words != ["producer", "consumer"] or None in nums:
        raise CheckError("expected `warpgroups producer P consumer C`", item.span, hint=example)
    if nums[0] != 1:
        raise CheckError(f"kgen's sm_90a schedule has one producer warpgroup, got {nums[0]}",
                         a[1].span, hint="one elected thread of it issues every TMA copy")
    if nums[1] not in (1, 2):
        raise CheckError(f"1 or 2 consumer warpgroups (an M tile of 64 or 128 rows of "
                         f"wgmma.m64), got {nums[1]}", a[3].span, hint=example)
    return nums[1]


# ---- kernels -------------------------------------------------------------------------------------

class _KernelChecker:
    """Walks one kernel: binds parameters, axes and names, and builds its IR."""

    def __init__(self, k: A.Kernel, specialize: dict[str, int]):
        self.k = k
        self.specialize = specialize
        self.params: dict[str, ir.Param] = {}
        self.dims: dict[str, Dim] = {}
        self.axes: dict[str, AxisInfo] = {}
        self.axis_order: list[str] = []
        self.bound: dict[str, tuple[Dim, Span]] = {}  # axis -> the dimension it indexes
        self.scope: dict[str, Value] = {}
        self.loop_stack: list[str] = []  # loop variables currently open
        self.used_for_index: dict[str, Span] = {}

    # -- declarations

    def run(self) -> ir.Kernel:
        k = self.k
        for p in k.params:
            self._param(p)
        tiles = [s for s in k.body if isinstance(s, A.TileDecl)]
        if not tiles:
            raise CheckError(f"kernel '{k.name.id}' declares no tile", k.name.span,
                             hint="say what one program covers, e.g. `tile n: 1024`")
        if len(tiles) > 1:
            raise CheckError("a kernel has one tile declaration", tiles[1].span,
                             hint="list every axis in the first one: `tile m: 1, n: all`")
        for item in tiles[0].items:
            self._tile_item(item)
        for item in tiles[0].items:
            if isinstance(item.dim, A.Index):
                self.axes[item.axis] = replace(self.axes[item.axis], segment=segments.declare(
                    item, self.params, self.axes))
        self._declare_loop_axes(k.body)
        body = self._block(k.body)
        self._finish_axes()
        axes = tuple(self._final_axis(a) for a in self.axis_order)
        spec = tuple((n, v) for n, v in self.specialize.items()
                     if any(d.name == n for d in self._all_dims()))
        kernel = ir.Kernel(k.name.id, tuple(self.params.values()), axes, body, k.span, spec)
        self._check_stores(kernel)
        segments.check(kernel)
        _check_overlapping_stores(kernel)
        _check_in_place(kernel)
        return ir.verify(kernel)

    def _all_dims(self):
        for p in self.params.values():
            if isinstance(p, ir.TensorParam):
                yield from p.shape
        yield from self.dims.values()       # with those only an axis walks

    def _param(self, p: A.Param) -> None:
        name = p.name.id
        if name in self.params:
            raise CheckError(f"parameter '{name}' is declared twice", p.name.span)
        if name in BUILTINS:
            raise CheckError(f"parameter '{name}' shadows the builtin '{name}'", p.name.span,
                             hint="choose another name")
        if name in LITERAL_NAMES:
            raise CheckError(f"parameter '{name}' has the name of a float literal", p.name.span,
                             hint="choose another name")
        dt = self._dtype(p.dtype)
        if p.shape is None:
            if dt.is_byte_float:
                raise CheckError(f"scalar '{name}' is {dt}: 8-bit floats are tensor element "
                                 "types", p.dtype.span, hint=f"pass it as f32 (`{name}: f32`)")
            self.params[name] = ir.ScalarParam(name, dt, p.span)
            return
        if len(p.shape) > MAX_DIMS:
            raise CheckError(f"tensor '{name}' has {len(p.shape)} dimensions; kgen supports up "
                             f"to {MAX_DIMS}", p.shape[MAX_DIMS].span,
                             hint="flatten leading dimensions into one")
        shape = []
        for d in p.shape:
            if d.value is not None:
                if d.value <= 0:
                    raise CheckError(f"a dimension must be positive, got {d.value}", d.span)
                shape.append(Dim(None, d.value))
                continue
            if d.name in self.params:
                raise CheckError(f"dimension '{d.name}' has the name of a parameter", d.span,
                                 hint="dimension symbols are bound at launch; rename one")
            dim = Dim(d.name, self.specialize.get(d.name))
            self.dims[d.name] = dim
            shape.append(dim)
        self.params[name] = ir.TensorParam(name, dt, tuple(shape), p.span, p.dtype.span)

    def _dtype(self, n: A.Name) -> DType:
        if n.id in ir.PARAM_DTYPES:
            return ir.PARAM_DTYPES[n.id]
        if n.id in ir.RESERVED_DTYPES:
            raise CheckError(f"dtype {n.id} is not supported yet", n.span,
                             hint=f"supported today: {', '.join(ir.PARAM_DTYPES)}")
        raise CheckError(f"unknown dtype '{n.id}'", n.span,
                         hint=did_you_mean(n.id, ir.PARAM_DTYPES) or
                         f"dtypes: {', '.join(ir.PARAM_DTYPES)}")

    def _tile_item(self, t: A.TileItem) -> None:
        if t.axis in self.axes:
            raise CheckError(f"axis '{t.axis}' is tiled twice", t.span)
        if t.axis in self.params or t.axis in self.dims:
            raise CheckError(f"axis '{t.axis}' has the name of a parameter or dimension", t.span,
                             hint="axes are lower-case by convention: `tile n: 1024` over N")
        tiles.check_size(t)
        kind = "whole" if t.size is None else "grid"
        self.axes[t.axis] = AxisInfo(t.axis, Dim(None, None), t.size, kind, t.span)
        self.axis_order.append(t.axis)
        if isinstance(t.dim, A.Name):  # `t: 64 in T`: bound as a subscript into T would bind it
            name = t.dim.id
            if name in self.params:
                raise CheckError(f"dimension '{name}' has the name of a parameter", t.dim.span,
                                 hint="dimension symbols are bound at launch; rename one")
            if not name[:1].isupper():
                raise CheckError(f"'{name}' is not a dimension: dimensions are upper-case "
                                 "symbols", t.dim.span,
                                 hint=f"write `{t.axis}: {t.size or 'all'} in "
                                      f"{name[:1].upper() + name[1:]}`")
            dim = self.dims.setdefault(name, Dim(name, self.specialize.get(name)))
            self.bound[t.axis] = (dim, t.dim.span)

    def _declare_loop_axes(self, stmts) -> None:
        for s in stmts:
            if isinstance(s, A.For):
                over = s.axis.id
                if over not in self.axes:
                    raise CheckError(f"loop over unknown axis '{over}'", s.axis.span,
                                     hint=did_you_mean(over, self.axes) or "loop over a tile axis")
                info = self.axes[over]
                if info.kind == "loop":
                    raise CheckError(f"'{over}' is a loop variable; loop over a tile axis",
                                     s.axis.span)
                if info.kind == "range":
                    raise CheckError(f"axis '{over}' is already walked by another loop",
                                     s.axis.span)
                if info.size is None:
                    raise CheckError(f"cannot loop over axis '{over}' declared `all`",
                                     s.axis.span, hint=f"give it a chunk size: `tile {over}: 1024`")
                var = s.var.id
                if var in self.axes or var in self.params or var in BUILTINS:
                    raise CheckError(f"loop variable '{var}' is already a name", s.var.span,
                                     hint="loop variables name a new axis: `for kk in k`")
                self.axes[over] = replace(info, kind="range")
                self.axes[var] = AxisInfo(var, Dim(None, None), info.size, "loop", s.var.span,
                                          parent=over)
                self.axis_order.insert(self.axis_order.index(over) + 1, var)
                self._declare_loop_axes(s.body)

    def _final_axis(self, name: str) -> AxisInfo:
        info = self.axes[name]
        key = info.parent or name
        if key in self.bound:
            return replace(info, dim=self.bound[key][0])
        for a in self.axes.values():  # a range axis takes its loop variable's dimension
            if a.parent == name and a.name in self.bound:
                return replace(info, dim=self.bound[a.name][0])
        return info

    def _finish_axes(self) -> None:
        for name in self.axis_order:
            info = self.axes[name]
            if info.kind == "range":
                continue
            key = info.parent or name
            if key not in self.bound and name not in self.bound:
                raise CheckError(f"axis '{name}' indexes no tensor, so its extent is unknown",
                                 info.span, hint=segments.unbound_hint(self.axes.values(), name)
                                 or "use it to index a tensor, or remove it")
        for name in self.axis_order:  # a loop variable binds its range axis
            info = self.axes[name]
            if info.kind == "loop" and name in self.bound:
                self.bound.setdefault(info.parent, self.bound[name])
        # Axes of tile size 1 spread over programs (a batch, a head) hold one element each
        # and do not count.
        live = [a for a in self.axis_order if self.axes[a].kind != "range"
                and not (self.axes[a].kind == "grid" and self.axes[a].size == 1)]
        if len(live) > MAX_LIVE_AXES:
            raise CheckError(f"{len(live)} tile axes are live ({', '.join(live)}); kgen supports "
                             f"up to {MAX_LIVE_AXES}", self.k.name.span,
                             hint="merge leading dimensions, or walk an axis with `for`")

    # -- statements

    def _block(self, stmts) -> tuple[ir.Stmt, ...]:
        out: list[ir.Stmt] = []
        for s in stmts:
            if isinstance(s, A.TileDecl):  # the one top-level declaration was read by run()
                if self.loop_stack:
                    raise CheckError("tile declarations belong at the top of the kernel", s.span,
                                     hint="declare every axis in the kernel's `tile` line")
                continue
            if isinstance(s, A.Assign):
                out.append(self._assign(s))
            elif isinstance(s, A.Store):
                out.append(self._store(s))
            elif isinstance(s, A.For):
                out.append(self._loop(s))
        return tuple(out)

    def _assign(self, s: A.Assign) -> ir.Let:
        name = s.target.id
        if name in self.params:
            raise CheckError(f"cannot assign to parameter '{name}'", s.target.span,
                             hint=f"write a tensor with `{name}[axes] = ...`"
                             if isinstance(self.params[name], ir.TensorParam) else
                             "choose another name for the new value")
        if name in self.axes or name in self.dims or name in BUILTINS or name in ir.PARAM_DTYPES:
            raise CheckError(f"'{name}' names an axis, dimension or builtin", s.target.span,
                             hint="choose another name for the value")
        if name in LITERAL_NAMES:
            raise CheckError(f"'{name}' is a float literal, not a name", s.target.span,
                             hint="choose another name for the value")
        value = self._expr(s.value)
        if s.op != "=":
            if name not in self.scope:
                raise CheckError(f"'{name}' {s.op} ... before '{name}' has a value", s.target.span,
                                 hint=f"initialise it first, e.g. `{name} = zeros(f32)`")
            op = {"+=": "add", "-=": "sub", "*=": "mul"}[s.op]
            value = self._binary(op, self.scope[name], value, s.span, s.span)
        value = self._concrete(value)
        if name in self.scope and self.loop_stack:
            old = self.scope[name]
            if old.dtype != value.dtype:
                raise CheckError(f"'{name}' changes dtype from {old.dtype} to {value.dtype} "
                                 "inside a loop", s.span,
                                 hint=f"cast the new value: `{name} = {old.dtype}(...)`")
            gained = set(value.axes) - set(old.axes)
            if gained and all(self._batch_axis(a) for a in gained):
                # Axes of tile size 1 (a batch, a head): the loop starts again with the
                # initial value broadcast over them (`mx = full(f32, -inf, s)` then
                # `mx = max(mx, ...)` over (b, h, s)).
                raise _Widen(name, frozenset(gained))
            if gained:
                extra = ", ".join(sorted(gained))
                raise CheckError(f"'{name}' gains axes ({extra}) inside a loop", s.span,
                                 hint="reduce over the loop variable, e.g. `sum(..., axis=kk)`")
            if value.axes != old.axes:
                value = Value("add", (value, self._zeros(old.dtype, old.axes, s.span)),
                              value.dtype, old.axes, s.span)
        self.scope[name] = value
        return ir.Let(name, value, s.span)

    def _store(self, s: A.Store) -> ir.Store:
        p = self._tensor(s.tensor)
        subs = self._subscripts(p, s.subs, s.tensor.span)
        index: tuple[Value, ...] = ()
        if isinstance(subs[0], str):  # the plain store, `y[m, n] = ...`
            axes = subs
        else:
            index = subs
            axes = tuple(self._store_axis(p, v, e) for v, e in zip(subs, s.subs))
            for i, (ax, e) in enumerate(zip(axes, s.subs)):
                if ax in axes[:i]:
                    raise CheckError(f"axis '{ax}' indexes '{p.name}' twice", e.span,
                                     hint="each dimension of a store needs its own axis")
        value = self._concrete(self._expr(s.value), p.dtype)
        if set(value.axes) - ir.covering(self.axes.values(), axes):
            extra = ", ".join(a for a in value.axes if a not in axes)
            raise CheckError(f"value has axes ({extra}) that the store to '{p.name}' does not "
                             "index", s.value.span,
                             hint=f"reduce over them, e.g. `sum(..., axis={extra.split(',')[0]})`")
        if value.dtype != p.dtype:
            raise CheckError(f"storing {value.dtype} into {p.dtype} tensor '{p.name}'",
                             s.value.span, hint=f"cast explicitly: `{p.dtype}(...)`")
        return ir.Store(p.name, axes, value, s.span, index)

    def _store_axis(self, p: ir.TensorParam, v: Value, e: A.Expr) -> str:
        """The one axis a store subscript walks: `2 * i + 1` walks i (injective, coefficient 2).

        A subscript that reads loaded data (a scatter), walks two axes, or has a coefficient
        that is not a non-zero constant could send two elements to one place: refused."""
        loaded = next((x for x in ir.values([ir.Let(None, v, v.span)])
                       if x.op in ("load", "gather")), None)
        if loaded is not None:
            raise CheckError(f"store subscript depends on data loaded from '{loaded.attr('tensor')}' "
                             "(a scatter)", e.span,
                             hint="kgen stores through affine subscripts only (`out[2 * i + 1]`), "
                             "so that no two elements land on one place; gather in a load instead")
        coeffs = {ax: c for ax, c in _affine(v, e.span).items() if c}
        if len(coeffs) != 1:
            got = f"{len(coeffs)} axes ({', '.join(coeffs)})" if coeffs else "no axis"
            raise CheckError(f"store subscript depends on {got}; it must walk exactly one axis",
                             e.span, hint=f"write each subscript of '{p.name}' as one axis, "
                             "possibly scaled and shifted: `out[t, 2 * i + 1]`")
        return next(iter(coeffs))

    def _loop(self, s: A.For) -> ir.Loop:
        """A `for` loop; checked again with a carried value's initial value broadcast over
        the tile-size-1 axes its update gains (see _assign)."""
        widen: dict[str, frozenset] = {}
        before, stack = dict(self.scope), list(self.loop_stack)
        while True:
            try:
                return self._loop_once(s, widen)
            except _Widen as w:
                if w.name not in _assigned_names(s.body) or w.name not in before or \
                        w.axes <= widen.get(w.name, frozenset()):
                    raise
                widen[w.name] = widen.get(w.name, frozenset()) | w.axes
                self.scope, self.loop_stack = dict(before), list(stack)

    def _loop_once(self, s: A.For, widen: dict[str, frozenset]) -> ir.Loop:
        var, over = s.var.id, s.axis.id
        before = dict(self.scope)
        self.loop_stack.append(var)
        carried_names = _assigned_names(s.body) & set(before)
        carried = []
        for n in sorted(carried_names):
            init = before[n]
            if n in widen:
                axes = self._canon(set(init.axes) | widen[n])
                init = Value("add", (init, self._zeros(init.dtype, axes, init.span)),
                             init.dtype, axes, init.span)
            carried.append((n, init))
        carried = tuple(carried)
        for n, init in carried:
            if var in init.axes:
                raise CheckError(f"'{n}' has the loop axis before the loop", s.span)
            self.scope[n] = Value("carried", (), init.dtype, init.axes, init.span, (n,))
        body = self._block(s.body)
        yields = tuple(self.scope[n] for n, _ in carried)
        self.loop_stack.pop()
        results = tuple(Value("loop_result", (), init.dtype, init.axes, s.span, (n,))
                        for n, init in carried)
        self.scope = before
        for (n, _), r in zip(carried, results):
            self.scope[n] = r
        return ir.Loop(var, over, carried, body, yields, results, s.span)

    # -- expressions

    def _expr(self, e: A.Expr) -> Value | Weak:
        if isinstance(e, A.Number):
            return Weak(e.value, e.is_float, e.span)
        if isinstance(e, A.Name):
            return self._name(e)
        if isinstance(e, A.Index):
            p = self._tensor(e.tensor)
            subs = self._subscripts(p, e.subs, e.tensor.span)
            if isinstance(subs[0], str):
                return Value("load", (), p.dtype, self._canon(subs), e.span, (p.name, subs))
            axes = self._canon({ax for v in subs for ax in v.axes})
            return Value("gather", subs, p.dtype, axes, e.span, (p.name,))
        if isinstance(e, A.Neg):
            v = self._expr(e.operand)
            if isinstance(v, Weak):
                return Weak(-v.value, v.is_float, e.span)
            self._numeric(v, "-", e.span)
            return Value("neg", (v,), v.dtype, v.axes, e.span)
        if isinstance(e, A.Binary):
            if e.op == "@":
                return self._matmul(self._expr(e.lhs), self._expr(e.rhs), e.span, e.op_span)
            op = _BINARY_OPS[e.op]
            return self._binary(op, self._expr(e.lhs), self._expr(e.rhs), e.span, e.op_span)
        if isinstance(e, A.Call):
            return self._call(e)
        raise CheckError("unsupported expression", e.span)

    def _name(self, e: A.Name) -> Value | Weak:
        n = e.id
        if n in self.scope:
            return self.scope[n]
        if n in self.params:
            p = self.params[n]
            if isinstance(p, ir.TensorParam):
                dims = ", ".join(a for a in self.axis_order if self.axes[a].kind != "range")
                raise CheckError(f"tensor '{n}' used without an index", e.span,
                                 hint=f"index it with tile axes: `{n}[{dims}]`")
            return Value("scalar", (), p.dtype, (), e.span, (n,))
        if n in self.dims:
            d = self.dims[n]
            if d.value is not None:
                return Value("const", (), DType.i32, (), e.span, (d.value,))
            return Value("dim", (), DType.i32, (), e.span, (n,))
        if n in self.axes:
            return self._axis_index(e)
        if n in BUILTINS or n in ir.PARAM_DTYPES:
            raise CheckError(f"'{n}' is a function; call it", e.span, hint=f"write `{n}(...)`")
        if n in ("True", "False"):  # a Python habit: kgen's conditions are comparisons
            raise CheckError(f"kgen has no '{n}'", e.span, hint="a condition is a comparison "
                             "(`where(x > 0.0, a, b)`); a constant is a number, 1 or 0")
        known = list(self.scope) + list(self.params) + list(self.dims)
        raise CheckError(f"unknown name '{n}'", e.span,
                         hint=did_you_mean(n, known) or "define it with `name = ...` first")

    def _tensor(self, n: A.Name) -> ir.TensorParam:
        p = self.params.get(n.id)
        if p is None:
            known = [q for q, v in self.params.items() if isinstance(v, ir.TensorParam)]
            raise CheckError(f"unknown tensor '{n.id}'", n.span,
                             hint=did_you_mean(n.id, known) or "tensors are kernel parameters")
        if isinstance(p, ir.ScalarParam):
            raise CheckError(f"'{n.id}' is a scalar {p.dtype}, not a tensor", n.span,
                             hint=f"use it without an index: `{n.id}`")
        return p

    def _axis_index(self, e: A.Name) -> Value:
        """An axis used as a value: its global index, an i32 tile over the axis."""
        info = self.axes[e.id]
        if info.kind == "range":
            loopvar = next(x.name for x in self.axes.values() if x.parent == e.id)
            raise CheckError(f"axis '{e.id}' is walked by a loop; it has no single index",
                             e.span, hint=f"use its loop variable '{loopvar}' inside "
                             f"`for {loopvar} in {e.id}`")
        if info.kind == "loop" and e.id not in self.loop_stack:
            raise CheckError(f"loop variable '{e.id}' used outside its loop", e.span)
        return Value("index", (), DType.i32, (e.id,), e.span, (e.id,))

    def _subscripts(self, p: ir.TensorParam, subs: tuple[A.Expr, ...],
                    span: Span) -> tuple[str, ...] | tuple[Value, ...]:
        """The axes of a plain access (every subscript a bare, distinct axis), else one integer
        value per dimension. A bare axis binds its dimension either way."""
        if len(subs) != len(p.shape):
            raise CheckError(f"tensor '{p.name}' has {len(p.shape)} dimension"
                             f"{'s' if len(p.shape) != 1 else ''}, indexed with {len(subs)}",
                             subs[0].span.to(subs[-1].span) if subs else span,
                             hint=f"'{p.name}' is {p.dtype}[{', '.join(map(str, p.shape))}]")
        names: list[str] = []
        for a, dim in zip(subs, p.shape):
            if isinstance(a, A.Name) and not self._is_value_name(a.id):
                self._bind_axis(p, a, dim, names)
                names.append(a.id)
        if len(names) == len(subs):
            return tuple(names)
        values = []
        for a in subs:
            v = self._expr(a)
            if isinstance(v, Weak):
                v = self._concrete(v, DType.i32)
            if not v.dtype.is_int:
                raise CheckError(f"a subscript of '{p.name}' must be an integer (i32 or u32), got "
                                 f"{v.dtype}", a.span,
                                 hint="compute indices in integers; `i32(...)` truncates a float"
                                 if v.dtype.is_float else "select an index: `where(c, i, j)`")
            values.append(v)
        return tuple(values)

    def _is_value_name(self, n: str) -> bool:
        """Whether a bare subscript name is a value rather than an axis (or a mistake)."""
        return n not in self.axes and (n in self.scope or n in self.params or n in self.dims)

    def _bind_axis(self, p: ir.TensorParam, a: A.Name, dim: Dim, names: list[str]) -> None:
        """A bare axis subscript: checks it and binds the axis to the dimension it indexes."""
        if a.id not in self.axes:
            raise CheckError(f"unknown axis '{a.id}'", a.span,
                             hint=did_you_mean(a.id, self.axes) or "declare it: `tile "
                             f"{a.id}: 1024`")
        info = self.axes[a.id]
        if info.kind == "range":
            loopvar = next(x.name for x in self.axes.values() if x.parent == a.id)
            raise CheckError(f"axis '{a.id}' is walked by a loop; index with its loop "
                             f"variable", a.span, hint=f"write '{loopvar}' inside "
                             f"`for {loopvar} in {a.id}`")
        if info.kind == "loop" and a.id not in self.loop_stack:
            raise CheckError(f"loop variable '{a.id}' used outside its loop", a.span)
        if a.id in names:
            raise CheckError(f"axis '{a.id}' indexes '{p.name}' twice", a.span,
                             hint="each dimension needs its own axis")
        key = info.parent or a.id
        if key in self.bound and self.bound[key][0] != dim:
            prev, where = self.bound[key]
            raise CheckError(f"axis '{a.id}' indexes dimension {dim} here but {prev} at "
                             f"{where.line}:{where.col}", a.span,
                             hint="an axis walks one dimension; use another axis")
        self.bound.setdefault(key, (dim, a.span))

    def _canon(self, axes) -> tuple[str, ...]:
        return tuple(a for a in self.axis_order if a in axes)

    def _call(self, e: A.Call) -> Value | Weak:
        f = e.func.id
        if f not in BUILTINS:
            if f in self.params or f in self.scope:
                raise CheckError(f"'{f}' is not a function", e.func.span,
                                 hint=f"index a tensor with brackets: `{f}[...]`")
            raise CheckError(f"unknown function '{f}'", e.func.span,
                             hint=did_you_mean(f, BUILTINS) or
                             f"builtins: {', '.join(sorted(BUILTINS))}")
        kw = {k.name: k for k in e.kwargs}
        allowed_kw = ("axis",) if f in REDUCTIONS else ()
        for k in e.kwargs:
            if k.name not in allowed_kw:
                raise CheckError(f"{f}() takes no keyword '{k.name}'", k.span,
                                 hint="reductions take `axis=`" if f in REDUCTIONS or f in (
                                     "min", "max") else None)
        if f == "zeros":
            return self._zeros_call(e)
        if f == "full":
            return self._full_call(e)
        if f in ("pow", "mulhi"):
            return self._binary_call(e, f)
        if f in REDUCTIONS and ("axis" in kw or f == "sum"):
            return self._reduce(e, f, kw)
        if f in ("min", "max"):
            self._arity(e, 2, f"{f}(a, b) elementwise, or {f}(x, axis=a) to reduce")
            return self._binary(f, self._expr(e.args[0]), self._expr(e.args[1]), e.span,
                                e.func.span)
        if f in ("select", "where"):  # where is select's other name
            self._arity(e, 3, f"{f}(condition, if_true, if_false)")
            c = self._expr(e.args[0])
            if isinstance(c, Weak) or c.dtype != DType.bool:
                got = "a literal" if isinstance(c, Weak) else c.dtype
                raise CheckError(f"{f}'s condition must be bool, got {got}", e.args[0].span,
                                 hint=f"compare something: `{f}(x > 0, x, 0)`")
            a, b = self._unify(self._expr(e.args[1]), self._expr(e.args[2]), e.span)
            _computable(a, f, e.span)
            axes = self._canon(set(c.axes) | set(a.axes) | set(b.axes))
            return Value("select", (c, a, b), a.dtype, axes, e.span)
        if f == "fill":
            return self._fill(e)
        self._arity(e, 1, f"{f}(x)")
        x = self._expr(e.args[0])
        if f in CASTS:
            to = ir.PARAM_DTYPES[f]
            if to == DType.e8m0:
                raise CheckError("a cast to e8m0 is not supported yet: kgen reads MX scales, it "
                                 "does not make them", e.func.span,
                                 hint="compute scales on the host (ml_dtypes.float8_e8m0fnu), or "
                                      "keep them as f32")
            if isinstance(x, Weak):
                x = self._concrete(x, to)
            if x.dtype == DType.bool:
                raise CheckError(f"cannot cast bool to {f}", e.args[0].span,
                                 hint="use select(cond, 1, 0)")
            if x.dtype == to:
                return x
            return Value("cast", (x,), to, x.axes, e.span, (to,))
        if isinstance(x, Weak):
            x = self._concrete(x, DType.f32 if f in FLOAT_FUNCS else None)
        if f in FLOAT_FUNCS and not x.dtype.is_float:
            raise CheckError(f"{f}() needs a float argument, got {x.dtype}", e.args[0].span,
                             hint=f"cast it first: `{f}(f32(...))`")
        self._numeric(x, f, e.args[0].span)
        return Value(f, (x,), x.dtype, x.axes, e.span)

    def _matmul(self, a, b, span: Span, op_span: Span) -> Value:
        """`x @ y`: the tile product over the one axis x and y share, accumulated in f32.

        Axes name the layout: a[m, kk] @ b[kk, n] and a[m, kk] @ bt[n, kk] are the same product
        over kk, with B row-major (N contiguous) in the first and K contiguous in the second.
        Operands may be any 16-bit tiles (loads, casts, scaled or masked values); axes of tile
        size 1 (a batch, a head) are carried along, not contracted, whether both operands have
        them or one: a[bb, m, kk] @ b[bb, kk, n] is over (bb, m, n), and q[g, s, d] @ k[t, d]
        (grouped-query attention: the query heads of a group share k) over (g, s, t)."""
        for x, side in ((a, "left"), (b, "right")):
            if isinstance(x, Weak):
                raise CheckError(f"the {side} operand of @ must be a 2-D tile, got a literal",
                                 op_span, hint="multiply tiles such as a[m, kk] @ b[kk, n]")
            if x.dtype not in (DType.f16, DType.bf16) and not x.dtype.is_fp8:
                raise CheckError(f"@ takes f16, bf16 or 8-bit float tiles, got {x.dtype} on "
                                 f"the {side}", op_span,
                                 hint="matrix units multiply 16- and 8-bit inputs: cast the "
                                 "operand, `bf16(...)` or `f16(...)`")
        if a.dtype != b.dtype and not (a.dtype.is_fp8 and b.dtype.is_fp8 and
                                       _fp8_family(a.dtype) == _fp8_family(b.dtype)):
            raise CheckError(f"@ operands have different dtypes: {a.dtype} and {b.dtype}",
                             op_span, hint="cast one so both are f16 or both bf16; 8-bit "
                             "floats mix only within a family (e4m3 with e5m2, e4m3fnuz with "
                             "e5m2fnuz)")
        batch = [ax for ax in self._canon(set(a.axes) | set(b.axes)) if self._batch_axis(ax)]
        for x, side in ((a, "left"), (b, "right")):
            own = [ax for ax in x.axes if ax not in batch]
            if len(own) != 2:
                raise CheckError(f"the {side} operand of @ must be a 2-D tile (besides axes of "
                                 f"tile size 1), got axes ({', '.join(x.axes)})",
                                 op_span, hint="multiply tiles such as a[m, kk] @ b[kk, n]")
        shared = [ax for ax in a.axes if ax in b.axes and ax not in batch]
        if len(shared) != 1:
            raise CheckError(f"@ contracts the one axis both tiles have; they share "
                             f"{len(shared)} ({', '.join(shared) or 'none'})", op_span,
                             hint="write a[m, kk] @ b[kk, n]: kk is contracted")
        k = shared[0]
        if self.axes[k].kind == "grid":
            raise CheckError(f"@ contracts axis '{k}', which is tiled across programs: each "
                             "program would hold only part of the sum", op_span,
                             hint=f"loop over it (`for {k}{k[-1]} in {k} {{ acc += ... }}`) or "
                                  f"declare it `{k}: all`")
        axes = self._canon((set(a.axes) | set(b.axes)) - {k})
        return Value("matmul", (a, b), DType.f32, axes, span, (k,))

    def _batch_axis(self, name: str) -> bool:
        info = self.axes[name]
        return info.kind == "grid" and info.size == 1

    def _arity(self, e: A.Call, n: int, usage: str) -> None:
        if len(e.args) != n:
            raise CheckError(f"{e.func.id}() takes {n} argument{'s' if n != 1 else ''}, "
                             f"got {len(e.args)}", e.span, hint=f"usage: {usage}")

    def _reduce(self, e: A.Call, f: str, kw) -> Value:
        self._arity(e, 1, f"{f}(x, axis=a)")
        if "axis" not in kw:
            raise CheckError(f"{f}() needs the axis to reduce over", e.span,
                             hint=f"write `{f}(x, axis=n)`")
        ax_expr = kw["axis"].value
        if not isinstance(ax_expr, A.Name):
            raise CheckError("axis= takes an axis name", ax_expr.span, hint="write `axis=n`")
        ax = ax_expr.id
        if ax not in self.axes:
            raise CheckError(f"unknown axis '{ax}'", ax_expr.span,
                             hint=did_you_mean(ax, self.axes))
        x = self._concrete(self._expr(e.args[0]))
        if ax not in x.axes:
            have = ", ".join(x.axes) or "none: it is a scalar"
            raise CheckError(f"cannot reduce over axis '{ax}': the value's axes are ({have})",
                             ax_expr.span, hint="reduce over an axis the value has")
        info = self.axes[ax]
        if info.kind == "grid":
            raise CheckError(
                f"reduction over axis '{ax}', which is split across programs (tile {ax}: "
                f"{info.size})", ax_expr.span,
                hint=f"each program would see only its tile; declare `tile {ax}: all` or loop "
                     f"over it with `for`")
        if x.dtype == DType.bool:
            raise CheckError(f"cannot {f} a bool value", e.args[0].span)
        _computable(x, f"{f}()", e.args[0].span)
        axes = tuple(a for a in x.axes if a != ax)
        return Value("reduce", (x,), x.dtype, axes, e.span, (f, ax))

    def _zeros_call(self, e: A.Call) -> Value:
        dt, axes = self._dtype_and_axes(e, e.args[1:], "zeros(f32, m)", "zeros(f32)")
        return self._zeros(dt, axes, e.span)

    def _full_call(self, e: A.Call) -> Value:
        """full(dtype, value, axes...): a literal fills a const; a scalar is broadcast."""
        dt, axes = self._dtype_and_axes(e, e.args[2:], "full(f32, -inf, m)", "full(f32, 1.0)")
        if len(e.args) < 2:
            raise CheckError("full() takes a value after the dtype", e.span,
                             hint="write `full(f32, -inf, m)`")
        v = self._expr(e.args[1])
        if isinstance(v, Weak):
            c = self._concrete(v, dt)
            return Value("const", (), dt, axes, e.span, c.attrs)
        if v.axes:
            raise CheckError(f"full() takes a literal or scalar value, got a tile over "
                             f"({', '.join(v.axes)})", e.args[1].span,
                             hint="add zeros to broadcast a tile: `x + zeros(f32, m, n)`")
        if v.dtype != dt:
            raise CheckError(f"full() of {dt} with a {v.dtype} value", e.args[1].span,
                             hint=f"cast the value: `{dt}(...)`")
        # x - 0 is x exactly (-0.0, inf and nan included): the scalar broadcast over the axes.
        return Value("sub", (v, self._zeros(dt, axes, e.span)), dt, axes, e.span)

    def _dtype_and_axes(self, e: A.Call, axis_args, example: str,
                        scalar_example: str) -> tuple[DType, tuple[str, ...]]:
        f = e.func.id
        if not e.args or not isinstance(e.args[0], A.Name) or e.args[0].id not in ir.PARAM_DTYPES:
            raise CheckError(f"{f}() takes a dtype first", e.span,
                             hint=f"write `{example}` for a tile over m, `{scalar_example}` for "
                             "a scalar")
        dt = ir.PARAM_DTYPES[e.args[0].id]
        if dt.is_byte_float:
            raise CheckError(f"{f}() of {dt}: 8-bit floats are for storage and products",
                             e.args[0].span, hint=f"build it in f32 and cast: "
                             f"`{dt}({f}(f32, ...))`")
        axes = []
        for a in axis_args:
            if not isinstance(a, A.Name) or a.id not in self.axes:
                raise CheckError(f"{f}() takes axis names after the "
                                 f"{'dtype' if f == 'zeros' else 'value'}", a.span,
                                 hint=f"write `{example}`")
            if self.axes[a.id].kind == "range":
                raise CheckError(f"axis '{a.id}' is walked by a loop", a.span)
            axes.append(a.id)
        return dt, self._canon(axes)

    def _binary_call(self, e: A.Call, f: str) -> Value:
        """pow(x, y) on floats, mulhi(a, b) on integers."""
        usage = {"pow": "pow(x, y): x to the power y, floats",
                 "mulhi": "mulhi(a, b): the high 32 bits of the 64-bit product"}[f]
        self._arity(e, 2, usage)
        a, b = self._expr(e.args[0]), self._expr(e.args[1])
        if isinstance(a, Weak) and isinstance(b, Weak):
            a = self._concrete(a, DType.f32 if f == "pow" else None)
        a, b = self._unify(a, b, e.span)
        want_float = f == "pow"
        if a.dtype.is_float != want_float or a.dtype == DType.bool:
            raise CheckError(f"{f}() needs {'float' if want_float else 'integer'} arguments, "
                             f"got {a.dtype}", e.span,
                             hint=f"cast them first: `{f}(f32(...), ...)`" if want_float else
                             "mulhi multiplies i32 or u32 values")
        return Value(f, (a, b), a.dtype, self._canon(set(a.axes) | set(b.axes)), e.span)

    @staticmethod
    def _zeros(dt: DType, axes, span: Span) -> Value:
        return Value("const", (), dt, tuple(axes), span, (0.0 if dt.is_float else 0,))

    # -- typing helpers

    def _concrete(self, v: Value | Weak, dtype: DType | None = None) -> Value:
        if isinstance(v, Value):
            return v
        if dtype is None:
            dtype = DType.f32 if v.is_float else DType.i32
        if v.is_float and not dtype.is_float:
            raise CheckError(f"float literal {v.value} where {dtype} is expected", v.span,
                             hint="write an integer, or cast the other operand to f32")
        if dtype == DType.bool:
            raise CheckError("a literal where a bool is expected", v.span,
                             hint="kgen has no bool literals; compare values instead")
        value = float(v.value) if dtype.is_float else int(v.value)
        if dtype == DType.i32 and not I32_MIN <= value <= I32_MAX:
            raise CheckError(f"integer literal {value} does not fit i32", v.span,
                             hint="a literal above 2^31-1 needs a u32 context, e.g. "
                             f"`u32({hex(value)})`" if I32_MAX < value <= U32_MAX else None)
        if dtype == DType.u32 and not 0 <= value <= U32_MAX:
            raise CheckError(f"integer literal {value} does not fit u32", v.span,
                             hint="u32 holds 0 to 4294967295 (0xFFFFFFFF)")
        limit = {DType.f32: 3.4028234663852886e38, DType.bf16: 3.3895313892515355e38,
                 DType.f16: 65504.0}.get(dtype)
        if limit is not None and abs(value) > limit and math.isfinite(value):
            raise CheckError(f"literal {value:g} is out of range for {dtype}", v.span,
                             hint=f"{dtype} holds magnitudes up to {limit:g}")
        return Value("const", (), dtype, (), v.span, (value,))

    def _unify(self, a, b, span: Span) -> tuple[Value, Value]:
        if isinstance(a, Weak) and isinstance(b, Weak):
            return self._concrete(a), self._concrete(b, DType.f32 if a.is_float else None)
        if isinstance(a, Weak):
            return self._concrete(a, b.dtype), b
        if isinstance(b, Weak):
            return a, self._concrete(b, a.dtype)
        if a.dtype != b.dtype:
            raise CheckError(f"operands have different dtypes: {a.dtype} and {b.dtype}", span,
                             hint=f"cast one explicitly, e.g. `{a.dtype}(...)`; kgen never "
                                  "converts implicitly")
        return a, b

    def _numeric(self, v: Value, what: str, span: Span) -> None:
        if v.dtype == DType.bool:
            raise CheckError(f"'{what}' needs numbers, got bool", span,
                             hint="use select(cond, a, b) to turn a condition into values")
        _computable(v, what, span)

    def _binary(self, op: str, a, b, span: Span, op_span: Span) -> Value | Weak:
        sym = _SYMBOL.get(op, op)
        if isinstance(a, Weak) and isinstance(b, Weak):
            return _fold(op, sym, a, b, span)
        block = self._block_index(op, a, b, span)
        if block is not None:
            return block
        if op in ("add", "sub", "mul", "div", "min", "max"):
            for x in (a, b):
                if isinstance(x, Value):
                    self._numeric(x, sym, op_span)
        elif op in ir.INT_ONLY_OPS or op in ir.BITWISE_OPS:
            for x in (a, b):
                if isinstance(x, Value):
                    self._integral(x, op, sym, op_span)
        elif isinstance(a, Value) and isinstance(b, Value) and \
                (a.dtype == DType.bool) != (b.dtype == DType.bool):
            raise CheckError(f"cannot compare {a.dtype} with {b.dtype}", op_span,
                             hint="compare values of one dtype")
        a, b = self._unify(a, b, op_span)
        if op in ir.COMPARE_OPS:
            _computable(a, sym, op_span)
            if a.dtype == DType.bool and op not in ("eq", "ne"):
                raise CheckError("cannot order bool values", op_span)
            out = DType.bool
        else:
            if op not in ir.BITWISE_OPS:
                self._numeric(a, sym, op_span)
            out = a.dtype
        axes = self._canon(set(a.axes) | set(b.axes))
        return Value(op, (a, b), out, axes, span)

    def _fill(self, e: A.Call) -> Value:
        """fill(x, v): x where its data makes it present, v where a gather left it absent (a
        subscript outside the tensor): present wherever x's axes are, like a plain load. A
        scale gathered by block inside a loop (`fill(sa[m, kk / 128], 0.0)`) then keeps the
        accumulator's presence (docs/language.md, "Absent elements")."""
        self._arity(e, 2, "fill(x, value): x, or value where x is absent")
        x, v = self._unify(self._expr(e.args[0]), self._expr(e.args[1]), e.span)
        if v.axes:
            raise CheckError("fill()'s value must be a scalar (a literal or a scalar "
                             "parameter)", e.args[1].span, hint="write `fill(x, 0.0)`")
        _computable(x, "fill", e.span)
        return Value("fill", (x, v), x.dtype, x.axes, e.span)

    def _block_index(self, op: str, a, b, span: Span) -> Value | None:
        """`kk / c` for a loop variable kk whose chunk size divides c: one value for the whole
        chunk (chunks start at multiples of their size), the chunk's block index, with no axes
        (kgen.tile.ir, index_div): `sa[m, kk / 128]` is a scale per row, not per element."""
        if op != "div" or not isinstance(a, Value) or a.op != "index" or \
                not isinstance(b, Weak) or b.is_float or b.value <= 0:
            return None
        info = self.axes[a.attr("axis")]
        if info.kind != "loop" or not info.size or b.value % info.size:
            return None
        return Value("index_div", (), DType.i32, (), span, (a.attr("axis"), int(b.value)))

    @staticmethod
    def _integral(x: Value, op: str, sym: str, span: Span) -> None:
        """`%` and shifts take integers; `& | ^` take integers or bools (masks)."""
        if x.dtype.is_int or (op in ir.BITWISE_OPS and x.dtype == DType.bool):
            return
        want = "integers or bools" if op in ir.BITWISE_OPS else "integers"
        hint = ("kgen has no float remainder; write x - floor(x / y) * y" if op == "rem" and
                x.dtype.is_float else "cast to an integer first: `i32(...)` or `u32(...)`")
        raise CheckError(f"'{sym}' needs {want}, got {x.dtype}", span, hint=hint)

    def _check_stores(self, k: ir.Kernel) -> None:
        grid = [a.name for a in k.axes if a.kind == "grid"]

        def visit(stmts):
            for s in stmts:
                if isinstance(s, ir.Store):
                    missing = [g for g in grid if g not in ir.covering(k.axes, s.axes)]
                    if missing:
                        raise CheckError(
                            f"store to '{s.tensor}' does not index axis '{missing[0]}', which "
                            "is split across programs", s.span,
                            hint="every program would write the same elements; index it, or "
                            f"make '{missing[0]}' `all`")
                elif isinstance(s, ir.Loop):
                    visit(s.body)
        visit(k.body)


def _computable(v: Value, what: str, span: Span) -> None:
    """8-bit floats are loaded, stored, cast and multiplied by @, not computed with: the
    hardware has no arithmetic on them, and a result rounded to 3 bits after every op is never
    what a kernel means (docs/language.md, "8-bit floats")."""
    if v.dtype.is_byte_float:
        raise CheckError(f"'{what}' on {v.dtype} values: 8-bit floats are for storage and "
                         "products (@), not arithmetic", span,
                         hint="cast to f32 first, e.g. `f32(x) * scale`, and back with "
                              f"`{v.dtype}(...)` to store")


def _fp8_family(dt: DType) -> str:
    """The 8-bit floats mix in one product only within a family (PTX ISA 9.7.15.5.2: wgmma
    takes .e4m3 and .e5m2 in any pairing; CDNA3's MFMAs fp8/bf8 likewise, FNUZ)."""
    return "fnuz" if dt.label.endswith("fnuz") else "ocp"


def _check_overlapping_stores(k: ir.Kernel) -> None:
    """Two stores to one tensor either use the same subscripts (then each element is written
    by one thread, the later store last: program order decides) or provably write disjoint
    elements; anything else could write one element from two stores, in two programs or two
    threads, in an order kgen does not define (`y[n] = ...; y[n + 1] = ...` races at every
    tile boundary). One store is injective by itself (_store_axis, _check_stores)."""
    seen: list[tuple[ir.Store, tuple]] = []
    for s in ir.statements(k.body):
        if not isinstance(s, ir.Store):
            continue
        forms = _store_forms(s)
        for first, theirs in seen:
            if first.tensor != s.tensor:
                continue
            dims = [_subscript_relation(a, b) for a, b in zip(theirs, forms)]
            if "disjoint" in dims:
                continue
            if all(d == "same" for d in dims):
                if bool(first.index) == bool(s.index):
                    continue
                # A plain store writes in the tensor's coalesced layout, an affine one element
                # by element in the value's: two threads could write one element.
                raise CheckError(
                    f"store to '{s.tensor}' writes the elements of the store at "
                    f"{first.span.line}:{first.span.col} through subscripts written otherwise",
                    s.span, hint="write the subscripts of both stores alike (bare axes, "
                    f"`{s.tensor}[{', '.join(s.axes)}]`), so that one thread writes each "
                    "element in program order")
            raise CheckError(
                f"store to '{s.tensor}' can write elements the store at {first.span.line}:"
                f"{first.span.col} also writes; which write lands would depend on an order kgen "
                "does not define (two programs, or two threads)", s.span,
                hint="write each element from one store: combine the values in one store "
                     f"(`{s.tensor}[...] = where(cond, a, b)`), or store through subscripts "
                     "that cannot meet, such as `y[2 * n]` and `y[2 * n + 1]`")
        seen.append((s, forms))


def _store_forms(s: ir.Store) -> tuple[dict | None, ...]:
    """Each subscript of a store as a linear form (see _linear); a plain store's are its axes."""
    if not s.index:
        return tuple({("index", a): 1} for a in s.axes)
    forms = (_linear(v) for v in s.index)
    return tuple(None if f is None else {k: c for k, c in f.items() if c} for f in forms)


def _subscript_relation(a: dict | None, b: dict | None) -> str:
    """How the values of two affine subscripts of one dimension meet, each `c * i + o` over
    its own axis (axes range over all integers: conservative, bounds are not used):
    "same" (one form), "disjoint" (c1 * i - c2 * j = o2 - o1 has no integer solution: the
    gcd of c1 and c2 does not divide o2 - o1), or "overlap" (they can meet, or kgen cannot
    tell: an offset that differs by a scalar). _subscript_relation(2i, 2i + 1) is
    "disjoint"; (i, i + 1) "overlap"."""
    if a is None or b is None:
        return "overlap"
    axes = {k for k in (*a, *b) if k[0] == "index"}
    rest = {k: b.get(k, 0) - a.get(k, 0) for k in {*a, *b} if k not in axes}
    if any(c for k, c in rest.items() if k != ("const",)):
        return "overlap"
    gap = rest.get(("const",), 0)
    ca = [c for k, c in a.items() if k in axes and c]
    cb = [c for k, c in b.items() if k in axes and c]
    if a == b:
        return "same"
    if len(ca) == len(cb) == 1 and gap % math.gcd(ca[0], cb[0]):
        return "disjoint"
    return "overlap"


def _linear(v: Value) -> dict | None:
    """An integer value as a linear form: {("index", axis) | ("scalar", name) | ("dim", name)
    | ("const",): coefficient}; None where it is not linear (kgen then cannot compare it).
    _linear(2 * i + s + 1) is {("index", "i"): 2, ("scalar", "s"): 1, ("const",): 1}."""
    if v.op == "index":
        return {("index", v.attr("axis")): 1}
    if v.op in ("scalar", "dim"):
        return {(v.op, v.attr("name")): 1}
    if v.op == "const" and float(v.attr("value")).is_integer():
        return {("const",): int(v.attr("value"))}
    if v.op in ("add", "sub", "neg"):
        parts = [_linear(x) for x in v.args]
        if None in parts:
            return None
        if v.op == "neg":
            return {k: -c for k, c in parts[0].items()}
        sign = 1 if v.op == "add" else -1
        return {k: parts[0].get(k, 0) + sign * parts[1].get(k, 0) for k in {*parts[0], *parts[1]}}
    if v.op == "mul":
        x, y = v.args
        scale = next((c for c in (y, x) if c.op == "const"), None)
        if scale is None or not float(scale.attr("value")).is_integer():
            return None
        other = _linear(x if scale is y else y)
        return None if other is None else {k: c * int(scale.attr("value")) for k, c in other.items()}
    return None


def _check_in_place(k: ir.Kernel) -> None:
    """A tensor both loaded and stored is updated in place: every load of it must use exactly
    the plain subscripts of its stores, so each element is read and written by one program
    (and every load sees the tensor as it was before the kernel ran)."""
    stores: dict[str, ir.Store] = {}
    bad: dict[str, ir.Store] = {}
    for s in ir.statements(k.body):
        if isinstance(s, ir.Store):
            first = stores.setdefault(s.tensor, s)
            if s.index or first.index or s.axes != first.axes:
                bad.setdefault(s.tensor, s)
    for v in ir.values(k.body):
        if v.op not in ("load", "gather") or v.attr("tensor") not in stores:
            continue
        name = v.attr("tensor")
        st = bad.get(name, stores[name])
        if v.op == "load" and name not in bad and v.attr("axes") == st.axes:
            continue
        plain = st.axes if not st.index else None
        raise CheckError(
            f"'{name}' is stored (at {st.span.line}:{st.span.col}) and loaded here with other "
            f"subscripts: a program could read an element another one writes", v.span,
            hint=f"an in-place update loads each element where it stores it: "
                 f"`{name}[{', '.join(plain)}]`" if plain else
                 "an in-place update stores and loads through the same bare axes; write the "
                 "result to another tensor")


def _fold(op: str, sym: str, a: Weak, b: Weak, span: Span) -> Weak:
    """Folds literal arithmetic: _fold('mul', '*', 2, 3.0) is 6.0 (float, since one side is).

    Integers fold exactly (unbounded; the dtype they meet then checks the range); division
    truncates toward zero as at run time: _fold('div', '/', -7, 2) is -3."""
    is_float = a.is_float or b.is_float
    x, y = a.value, b.value
    if op in ir.COMPARE_OPS:
        raise CheckError("comparison of two literals", span, hint="compare a value")
    if is_float and op in ir.INT_ONLY_OPS + ir.BITWISE_OPS:
        raise CheckError(f"'{sym}' needs integers, got a float literal", span,
                         hint="write integer literals")
    if op in ("div", "rem"):
        if y == 0:
            raise CheckError("division by zero in a constant", span)
        if is_float:
            return Weak(x / y, True, span)
        q = abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)
        return Weak(q if op == "div" else x - q * y, False, span)
    if op in ("shl", "shr"):
        if not 0 <= y < 32:
            raise CheckError(f"shift count {y} in a constant is outside 0..31", span,
                             hint="a shift count is taken modulo 32 at run time; write the "
                             "count you mean")
        return Weak(x << y if op == "shl" else x >> y, False, span)
    r = {"add": lambda: x + y, "sub": lambda: x - y, "mul": lambda: x * y,
         "min": lambda: min(x, y), "max": lambda: max(x, y), "and": lambda: x & y,
         "or": lambda: x | y, "xor": lambda: x ^ y}[op]()
    return Weak(float(r) if is_float else int(r), is_float, span)


def _affine(v: Value, span: Span) -> dict[str, int]:
    """The constant coefficient of each axis in an integer value affine in axes and scalars:
    _affine(2 * i + s + 1) is {i: 2}. Anything else (i * i, s * i, i / 2) is refused at span."""
    if not v.axes:
        return {}
    if v.op == "index":
        return {v.attr("axis"): 1}
    if v.op in ("add", "sub"):
        lhs, rhs = (_affine(a, span) for a in v.args)
        sign = 1 if v.op == "add" else -1
        return {ax: lhs.get(ax, 0) + sign * rhs.get(ax, 0) for ax in {**lhs, **rhs}}
    if v.op == "neg":
        return {ax: -c for ax, c in _affine(v.args[0], span).items()}
    if v.op == "mul":
        x, y = v.args
        scale = next((c for c in (x, y) if c.op == "const"), None)
        if scale is not None:
            other = y if scale is x else x
            return {ax: c * int(scale.attr("value")) for ax, c in _affine(other, span).items()}
        if x.axes and y.axes:
            raise CheckError("store subscript multiplies axes together; it must be affine in one "
                             "axis", span, hint="write it as `c * i + offset` with a constant c")
        raise CheckError("store subscript scales an axis by a value that is not a constant",
                         span, hint="the coefficient of the axis must be a non-zero literal, "
                         "so that the store is injective: `2 * i + s`")
    raise CheckError(f"store subscript is not affine in an axis (it uses '{v.op}')", span,
                     hint="write each store subscript as `c * i + offset`, c a non-zero literal; "
                     "compute anything else in the stored value or the loads")


def _assigned_names(stmts) -> set[str]:
    out: set[str] = set()
    for s in stmts:
        if isinstance(s, A.Assign):
            out.add(s.target.id)
        elif isinstance(s, A.For):
            out |= _assigned_names(s.body)
    return out


def tiled(k: ir.Kernel, spec: SchedSpec | None) -> ir.Kernel:
    """The kernel with a schedule's tile sizes applied (they were validated by `check`)."""
    if spec is None or not spec.tile:
        return k
    sizes = dict(spec.tile)
    axes = tuple(replace(a, size=sizes.get(a.name, a.size)) for a in k.axes)
    axes = tuple(replace(a, size=sizes.get(a.parent, a.size)) if a.kind == "loop" else a
                 for a in axes)
    return replace(k, axes=axes)


__all__ = ["check", "Module", "SchedSpec", "tiled", "TARGETS"]
