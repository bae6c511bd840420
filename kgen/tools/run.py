"""`kgen run`: compile, launch on a device, and check against the float64 evaluator.

Inputs are drawn from a seeded generator (never all zeros: normal floats, positive scalars so that
an `eps` stays an epsilon, i32 in [-100, 100], u32 across all 32 bits); an integer tensor that
subscripts a gather is drawn inside the dimension it indexes, but for a few elements at -1 and at
the extent, so that absent elements are exercised. Outputs are poisoned before the launch (a NaN,
or 0x7f7f7f7f for integers) so an element the kernel forgot to write cannot pass; a tensor both
loaded and stored (in place) starts as its seeded input instead, and all of it is compared.

The comparison (`compare`, the one rule `kgen run`, the golden tests and tests/tools/test_run.py use):
- an element the reference did not write (a store's value or subscript absent there) passes only
  if the kernel left the poison's exact bits in it: that is the only place where "NaN equals NaN"
  (and for integers, where the poison passes);
- an element the reference wrote passes within the per-dtype tolerance; a NaN there passes only
  where the reference's value is NaN too (the math is undefined at that input, e.g. sqrt of a
  negative draw) and the NaN is the kernel's own, not the poison (a NaN with an odd payload, see
  POISON), so an element the kernel forgot to write never passes.
- an infinity passes where the reference has the same infinity; NaNs and infinities that agree
  with the reference are counted and reported (`OutputCheck.notes`), never silently a match;
- an integer output that a store computes through a float-to-integer cast (`i32(x * s)`) may be
  one unit off the reference (the float64 evaluator and the kernel's float32 can fall on the
  two sides of a rounding boundary); such elements are counted and reported. Any other integer
  output is exact. A user's own reference (`--reference`) decides that rule for itself.
- a float output a store writes as sin or cos directly (through casts only) passes within the
  functions' documented absolute bound as well (`absolute_floors`): relative to a small sine
  that bound is large. Not under a user's reference either.
Which elements the reference wrote: the evaluator runs twice, its outputs starting once as 0 and
once as 1, and an element is written where the two agree (`evaluate_written`); an independent
reference (examples/reference.py, io.npz) marks the elements it leaves unwritten with NaN, so it
cannot expect a written NaN (`reference_written`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ..tile import ir
from ..cached import compile_cached
from ..errors import KgenError
from ..tile.evaluate import from_storage, to_storage
from ..tile import fp8
from ..tile.ir import BYTE_FLOATS, DType
from ..runtime.device import RunResult
from ..runtime.launch import segment_sizes
from ..source import Source

# Relative tolerance per output dtype; the absolute floor is the same fraction of the largest
# expected magnitude, so sums that cancel are judged at the scale of the result. Integers: exact.
RTOL = {DType.f32: 1e-5, DType.f16: 2e-3, DType.bf16: 1e-2, DType.i32: 0.0, DType.u32: 0.0}
# An 8-bit float output has no relative tolerance and no floor: it may be one step of its format
# (kgen.tile.fp8.step) from the reference, whose float64 math can round to the neighbour of the
# kernel's f32 math at a tie; a tolerance relative to the largest value would pass any small one.
RTOL.update({d: 0.0 for d in BYTE_FLOATS})
# A float output computed through a product of 8-bit floats is judged at 2^-8: Hopper's FP8
# tensor cores keep about 14 bits while they add a k32 step's 32 products (DeepSeek-V3 3.5.2,
# the emulator's model, kgen/sim/wgmma_fp8.py), each truncated by up to 2^-13 of the largest,
# so a step may lose 32 * 2^-13 = 2^-8 of its largest product; the PTX ISA promises only "at
# least single precision" with the order and rounding unspecified.
EIGHT_BIT_PRODUCT_RTOL = 2.0 ** -8


def _bits_as(bits: int, uint, dtype):
    return np.array(bits, uint).view(dtype)[()]


# The poison: for floats a quiet NaN with an odd payload, not the default NaN an invalid
# operation produces (inputs hold no NaN, so every NaN a kernel computes is such a default one),
# so a NaN the kernel wrote is told from one it left. Should some machine ever compute this exact
# pattern, the element is reported bad: the rule errs toward a false mismatch, never a false
# match. For integers, a value whose bytes are all 0x7f.
POISON = {DType.f32: _bits_as(0x7FD07F7F, np.uint32, np.float32),
          DType.f16: _bits_as(0x7E7F, np.uint16, np.float16),
          DType.bf16: np.uint16(0x7FD7), DType.i32: np.int32(0x7F7F7F7F),
          DType.u32: np.uint32(0x7F7F7F7F)}
# 8-bit floats: a NaN (inputs hold none, so no conversion yields it), one cvt never produces
# where the format has several (e5m2's 0x7D; conversions give 0x7E or 0x7F); e4m3's and the
# FNUZ pair's only NaN otherwise (S.1111.111 and 0x80, kgen.tile.fp8).
POISON.update({DType.e4m3: np.uint8(0x7F), DType.e5m2: np.uint8(0x7D),
               DType.e4m3fnuz: np.uint8(0x80), DType.e5m2fnuz: np.uint8(0x80),
               DType.e8m0: np.uint8(0xFF)})
STORAGE = {DType.f32: np.float32, DType.f16: np.float16, DType.bf16: np.uint16,
           DType.i32: np.int32, DType.u32: np.uint32,
           **{d: np.uint8 for d in BYTE_FLOATS}}


@dataclass
class OutputCheck:
    name: str
    dtype: DType
    total: int
    bad: int
    nans: int
    max_abs: float
    max_rel: float
    worst: tuple | None
    got_at_worst: float | None
    want_at_worst: float | None
    # Written elements where the kernel and the reference agree on a value that is not a number
    # checked against a tolerance: both NaN, or the same infinity. Agreement, reported plainly:
    # an output that is mostly NaN must not read as a clean match.
    nan_agree: int = 0
    inf_agree: int = 0
    # Integer outputs converted from float math (`off_by_one`): elements one unit off the
    # float64 reference, which the stated rule accepts (module docstring).
    off_by_one: int = 0
    # Elements that differ from the reference but agree with its second reading, a key a mask
    # hides skipped rather than multiplied by zero (docs/language.md "Masked keys": the two
    # differ only where such a key's value is NaN or infinite).
    masked: int = 0

    @property
    def ok(self) -> bool:
        return self.bad == 0

    def notes(self) -> list[str]:
        """What the verdict alone does not say, one line each."""
        out = []
        if self.nan_agree or self.inf_agree:
            parts = [f"{n:,} {w}" for n, w in ((self.nan_agree, "NaN"),
                                                 (self.inf_agree, "infinite")) if n]
            out.append(f"{self.name}: {' and '.join(parts)} of {self.total:,} elements, where "
                       "the reference has the same (agreement, but no number was compared "
                       "there)")
        if self.off_by_one:
            out.append(f"{self.name}: {self.off_by_one:,} of {self.total:,} elements one unit "
                       "off the float64 reference (a float-to-integer conversion at a rounding "
                       "boundary: accepted by the integer rule)")
        if self.masked:
            out.append(f"{self.name}: {self.masked:,} of {self.total:,} elements match the "
                       "reading that skips the keys a mask hides instead of multiplying them by "
                       "zero (a NaN or inf in a hidden key; either is right: docs/language.md "
                       "\"Masked keys\")")
        return out


@dataclass
class RunReport:
    device: str
    target: str
    kernel: str
    sizes: dict[str, int]
    checks: list[OutputCheck]
    millis: float
    detail: str

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)


# The most elements a tensor gets from default_sizes (a few MB: the emulator's runs stay short).
DEFAULT_MOST = 1 << 21


def default_sizes(k: ir.Kernel, given: dict[str, int]) -> dict[str, int]:
    """Ragged sizes for every dimension not given: 1029 along rows, 7 across them. A kernel with
    a tile product gets 197, or 200 for a dimension that is some tensor's contiguous extent: ragged
    against every tile, quick to emulate, and rows 16-byte aligned, so that the main path (TMA or
    cp.async) runs; `--size K=197` exercises the fallback. A dimension only axes of tile 1 walk
    (a batch, a head: one per program) gets 2; one only an axis walks (`t: 64 in T`) 197 or
    1029."""
    sizes = dict(given)
    product = any(v.op == "matmul" for v in ir.values(k.body))
    for a in k.segments:     # four segments (one empty), offsets one more (FlashAttention's form)
        by = k.segment_dims(a)[0]
        if a.dim.value is None:     # rows for a segment of a whole tile and a ragged one
            sizes.setdefault(a.dim.name, 331)
        if by.value is None:
            sizes.setdefault(by.name, 4)
    sizes = offsets_sized(k, sizes, keep=given)
    for a in k.axes:
        if product and a.kind == "grid" and a.size == 1 and a.dim.name is not None and \
                a.dim.value is None and a.dim.name not in sizes:
            sizes[a.dim.name] = 2
    inner = {t.shape[-1].name for t in k.tensors if t.shape}
    for t in k.tensors:
        for i, d in enumerate(t.shape):
            if d.name is not None and d.value is None and d.name not in sizes:
                if product:
                    sizes[d.name] = 200 if d.name in inner else 197
                else:
                    sizes[d.name] = 1029 if i == len(t.shape) - 1 else 7
    for d in k.axis_only_dims:      # `t: 64 in T`: a walk of its own, ragged
        sizes.setdefault(d, 197 if product else 1029)
    # A tensor of more dimensions than a product's two (an NHWC image: 197^3 x 200 elements
    # would be 1.5 G) keeps its last two and gets 3 along the outer ones it has not been given.
    for t in k.tensors:
        outer = [d.name for d in t.shape[:-2] if d.value is None and d.name not in given]
        while product and outer and math.prod(_shape(t, sizes)) > DEFAULT_MOST:
            sizes[outer.pop(0)] = 3
    return sizes


def offsets_sized(k: ir.Kernel, sizes: dict[str, int], keep=()) -> dict[str, int]:
    """sizes with each offsets tensor's dimension one more than its segments' count (the
    tools' sizes: defaults, GPU sizes, kgen tune's sampled ones), but those in `keep` (given)."""
    out = dict(sizes)
    for a in k.segments:
        by, cu = k.segment_dims(a)
        if cu.value is None and cu.name not in keep and (by.value is not None or by.name in out):
            out[cu.name] = (by.value if by.value is not None else out[by.name]) + 1
    return out


def balanced_segments(fn, sizes: dict[str, int]) -> dict[str, int]:
    """sizes with each longest segment of fn (kgen.lir.ops.Segments) as if the rows were cut
    evenly: what a tool that sizes a launch without its offsets (kgen tune's scaling of a
    sampled run) assumes."""
    out = dict(sizes)
    for sg in fn.segments:
        count, rows = (x if isinstance(x, int) else sizes[x] for x in (sg.count, sg.rows))
        out.setdefault(sg.longest, -(-rows // max(count, 1)))
    return out


def stored(k: ir.Kernel) -> set[str]:
    return {s.tensor for s in ir.statements(k.body) if isinstance(s, ir.Store)}


def nothing_to_launch(k: ir.Kernel, sizes: dict[str, int]) -> bool:
    """True when a dimension is 0 and every tensor the kernel writes is empty: there is nothing
    to do, and no device launches anything (a grid rounds each axis up to one block, whose row
    accesses would touch empty tensors). A written tensor that stays non-empty while a dimension
    is 0 would hold a reduction over nothing; that launch is refused, not run."""
    zero = sorted(d for d, n in sizes.items() if n == 0)
    if not zero:
        return False
    for a in k.segments:
        cu = k.param(a.segment.tensor)
        n = _shape(cu, sizes)[0]
        if n == 0 or k.segment_dims(a)[0].name in zero and n != 1:
            raise KgenError(f"{k.name}: segment offsets '{cu.name}' hold {n} entries for "
                            f"{n - 1 if n else 0} segments; they hold one more entry than "
                            "there are segments", cu.span, hint="pass [0] for no segments")
    if set(zero) <= {k.segment_dims(a)[0].name for a in k.segments}:
        return True            # no segments: no program writes anything
    written = stored(k)
    full = [p for p in k.tensors if p.name in written and all(_shape(p, sizes))]
    if not full:
        return True
    p, shape = full[0], list(_shape(full[0], sizes))
    tables = {t.name: t for t in k.tensors}
    for v in ir.values(k.body):
        # An empty gather table: every index into it is out of bounds, whatever the axes do.
        if v.op == "gather" and not all(_shape(tables[v.attr("tensor")], sizes)):
            dim = next(d.name for d in tables[v.attr("tensor")].shape
                       if (d.value if d.value is not None else sizes[d.name]) == 0)
            raise KgenError(f"{k.name}: '{v.attr('tensor')}' is gathered from here, but dimension "
                            f"{dim} is 0: the table is empty, so every index into it is out "
                            f"of bounds while '{p.name}' {shape} is written", v.span,
                            hint=f"pass a table with {dim} at least 1, or skip the call")
    # At the reduction whose axis is empty; without one, at the written parameter.
    red = next((v for v in ir.values(k.body) if v.op == "reduce"), None)
    raise KgenError(
        f"{k.name}: dimension {zero[0]} is 0, but '{p.name}' {shape} is written and "
        "not empty: its values would come from a reduction over nothing",
        red.span if red is not None else p.span,
        hint="kgen launches no kernel on an empty reduction axis; give "
             f"{zero[0]} at least 1, or skip the call")


def in_place(k: ir.Kernel) -> set[str]:
    """Tensors the kernel both loads and stores: each starts as its input."""
    return stored(k) & {v.attr("tensor") for v in ir.values(k.body) if v.op in ("load", "gather")}


def _shape(p: ir.TensorParam, sizes: dict[str, int]) -> tuple[int, ...]:
    return tuple(d.value if d.value is not None else sizes[d.name] for d in p.shape)


def index_extents(k: ir.Kernel, sizes: dict[str, int]) -> dict[str, int]:
    """Integer tensors loaded straight into a gather's subscript: {tensor: the extent of the
    dimension it indexes} (the smallest, if it indexes several)."""
    out: dict[str, int] = {}
    for v in ir.values(k.body):
        if v.op != "gather":
            continue
        t = k.param(v.attr("tensor"))
        for arg, dim in zip(v.args, t.shape):
            if arg.op in ("load", "gather") and arg.dtype.is_int:
                n = dim.value if dim.value is not None else sizes[dim.name]
                out[arg.attr("tensor")] = min(n, out.get(arg.attr("tensor"), n))
    return out


def _index_tensor(rng, shape, extent: int, dt: DType) -> np.ndarray:
    """Mostly in [0, extent); a few elements (one in 16, at least one, at most a quarter) at -1
    or at the extent, the first index outside on either side."""
    x = rng.integers(0, max(extent, 1), shape).astype(np.int64)
    flat = x.reshape(-1)
    n = min(flat.size // 4, max(1, flat.size // 16))
    at = rng.choice(flat.size, n, replace=False)
    flat[at] = np.where(np.arange(n) % 2 == 0, -1, extent)
    return to_storage(x, dt)


def _offsets(rng, count: int, rows: int) -> np.ndarray:
    """count + 1 segment offsets (i32) cutting `rows`: a few rows before the first segment and
    after the last in none, a first segment of about half the rest (whole tiles and a ragged
    one), the second empty, the others random."""
    lead = int(rng.integers(0, min(4, rows) + 1))
    rest = rows - lead - int(rng.integers(0, min(4, rows - lead) + 1))
    if count < 0:          # no entries at all (refused at the launch)
        return np.zeros(0, np.int32)
    lens = np.zeros(count, np.int64)
    if count:
        lens[0] = min(rest, rest // 2 + 5)
    if count > 1:
        left = rest - int(lens[0])
        cuts = np.sort(rng.integers(0, left + 1, count - 2))
        lens[1:] = np.diff(np.concatenate([[0], cuts, [left]]))
        if count > 2:
            lens[2], lens[1] = lens[2] + lens[1], 0
    return (lead + np.concatenate([[0], np.cumsum(lens)])).astype(np.int32)


# The values `--special` can plant in float inputs, and the share of elements each takes.
SPECIALS = {"nan": np.nan, "inf": np.inf, "-inf": -np.inf}
SPECIAL_SHARE = 1 / 64


def plant_specials(k: ir.Kernel, inputs: dict, specials: tuple[str, ...], seed: int) -> dict:
    """inputs with a seeded 1/64 of the elements of every float input tensor (at least one)
    replaced by each of `specials` (names of SPECIALS): how NaN and infinity handling is
    exercised, since the normal draws hold none."""
    unknown = [x for x in specials if x not in SPECIALS]
    if unknown:
        raise KgenError(f"--special {unknown[0]!r} is not one kgen plants",
                        hint=f"use one or more of {', '.join(SPECIALS)}, comma-separated")
    rng = np.random.default_rng([seed, 0x5EC])
    out = dict(inputs)
    for p in k.tensors:
        if p.name not in out or not p.dtype.is_float:
            continue
        x = from_storage(out[p.name], p.dtype).astype(np.float64).copy()
        flat = x.reshape(-1)
        for name in specials:
            if flat.size:
                n = max(1, int(flat.size * SPECIAL_SHARE))
                flat[rng.choice(flat.size, size=min(n, flat.size), replace=False)] = \
                    SPECIALS[name]
        out[p.name] = to_storage(x, p.dtype)
    return out


def user_reference(spec: str):
    """The function `module:function` names (a module importable from the working folder or
    a .py path): called as function(kernel_name, inputs, sizes) with inputs {name: NumPy array
    in the parameter's storage dtype, or a NumPy scalar}, it returns {output name: array}, each
    output's values in float64 or its storage dtype; NaN marks an element the kernel must not
    write (as examples/reference.py does)."""
    import importlib
    import importlib.util
    import sys
    mod_name, _, fn_name = spec.rpartition(":")
    if not mod_name or not fn_name:
        raise KgenError(f"--reference {spec!r} is not module:function",
                        hint="e.g. --reference myref:expected (myref.py in this folder)")
    try:
        if mod_name.endswith(".py"):
            u = importlib.util.spec_from_file_location("kgen_user_reference", mod_name)
            if u is None or u.loader is None:
                raise ImportError(mod_name)
            mod = importlib.util.module_from_spec(u)
            u.loader.exec_module(mod)
        else:
            sys.path.insert(0, ".")
            try:
                mod = importlib.import_module(mod_name)
            finally:
                sys.path.remove(".")
    except Exception as e:   # noqa: BLE001 (the user's module: any failure is theirs to see)
        raise KgenError(f"--reference: cannot import {mod_name!r}: {type(e).__name__}: {e}",
                        hint="give an importable module or a path to a .py file") from None
    fn = getattr(mod, fn_name, None)
    if not callable(fn):
        raise KgenError(f"--reference: {mod_name!r} has no function {fn_name!r}")
    return fn


def reference_outputs(fn, k: ir.Kernel, inputs: dict, sizes: dict[str, int]
                      ) -> dict[str, tuple[np.ndarray, np.ndarray | None]]:
    """The user's reference for kernel k as `want` for launch_and_check: {output: (value in
    storage dtype, the elements it writes)}."""
    try:
        got = fn(k.name, {n: np.copy(v) for n, v in inputs.items()}, dict(sizes))
    except Exception as e:   # noqa: BLE001
        raise KgenError(f"--reference raised for kernel {k.name}: {type(e).__name__}: {e}") \
            from None
    if not isinstance(got, dict):
        raise KgenError(f"--reference returned {type(got).__name__} for kernel {k.name}, "
                        "not a dict of outputs")
    want = {}
    for name in sorted(stored(k)):
        if name not in got:
            raise KgenError(f"--reference gave no output {name!r} for kernel {k.name}",
                            hint=f"return every stored tensor: {', '.join(sorted(stored(k)))}")
        p = k.param(name)
        shape = _shape(p, sizes)
        a = np.asarray(got[name])
        if a.shape != shape:
            raise KgenError(f"--reference's {name!r} has shape {a.shape}, the kernel's is "
                            f"{shape}")
        if a.dtype != STORAGE[p.dtype]:
            a = to_storage(a.astype(np.float64), p.dtype) if p.dtype.is_float else \
                a.astype(STORAGE[p.dtype])
        w = None if name in in_place(k) else reference_written(a, p.dtype)
        want[name] = (np.where(w, a, POISON[p.dtype]).astype(STORAGE[p.dtype])
                      if w is not None else a, w)
    return want


def make_inputs(k: ir.Kernel, sizes: dict[str, int], seed: int) -> dict[str, np.ndarray]:
    """Seeded scalars and tensors: every tensor the kernel loads, in-place ones included.

    8-bit float tensors of a kernel that computes on with a value it rounded to 8 bits
    (kgen.tile.deviation.needs_bounds: FlashAttention-3's P) hold integers in [-4, 4]: their
    products sum exactly in any accumulation keeping 14 bits, so the values before that rounding
    are exact and the check's bound on where it may round otherwise is tight (random 8-bit values
    leave the scores uncertain by more than an 8-bit step, and the bound says nothing)."""
    from ..tile.deviation import needs_bounds
    rng = np.random.default_rng(seed)
    skip = stored(k) - in_place(k)
    index = index_extents(k, sizes)
    integral = needs_bounds(k)
    out = {}
    for p in k.params:
        if isinstance(p, ir.ScalarParam):
            if p.dtype.is_float:
                out[p.name] = np.float32(rng.uniform(0.5, 2.0))
            elif p.dtype == DType.u32:   # bit patterns (seeds, thresholds): any 32 bits
                out[p.name] = np.uint32(rng.integers(0, 2**32))
            else:
                out[p.name] = np.int32(rng.integers(1, 10))
            continue
        if p.name in skip:
            continue
        shape = _shape(p, sizes)
        cut = next((a.dim for a in k.segments if a.segment.tensor == p.name), None)
        if cut is not None:
            out[p.name] = _offsets(rng, shape[0] - 1, _shape(ir.TensorParam(
                "", p.dtype, (cut,), p.span), sizes)[0])
        elif p.name in index:
            out[p.name] = _index_tensor(rng, shape, index[p.name], p.dtype)
        elif p.dtype == DType.i32:
            out[p.name] = rng.integers(-100, 101, shape).astype(np.int32)
        elif p.dtype == DType.u32:
            out[p.name] = rng.integers(0, 2**32, shape, dtype=np.uint64).astype(np.uint32)
        elif p.dtype == DType.e8m0:     # scales: powers of two near 1 (no sign, 0xFF is NaN)
            out[p.name] = to_storage(np.exp2(rng.integers(-4, 5, shape)), p.dtype)
        elif p.dtype.is_fp8 and integral:
            out[p.name] = to_storage(rng.integers(-4, 5, shape).astype(np.float64), p.dtype)
        else:
            x = rng.standard_normal(shape)
            out[p.name] = to_storage(x, p.dtype)
    return out


def poisoned_outputs(k: ir.Kernel, sizes: dict[str, int]) -> dict[str, np.ndarray]:
    """The stored tensors that are not loaded, full of the poison (in-place ones are inputs)."""
    return {p.name: np.full(_shape(p, sizes), POISON[p.dtype], STORAGE[p.dtype])
            for p in k.tensors if p.name in stored(k) - in_place(k)}


def evaluate_written(k: ir.Kernel, inputs: dict, sizes: dict[str, int],
                     hidden: dict[int, bool] | None = None
                     ) -> dict[str, tuple[np.ndarray, np.ndarray | None]]:
    """{output: (the evaluator's value in storage dtype, the elements a store wrote)}; the mask
    is None for an in-place tensor (elements no store writes keep their input: compare all).

    The evaluator runs with every output starting as 0, then as 1: an element is written where
    the two runs agree (a written NaN is NaN in both). hidden: the masks read as hiding
    (`masked_reading`)."""
    from ..tile.evaluate import _Eval
    runs = []
    for fill in (0.0, 1.0):
        e = _Eval(k, inputs, sizes, hidden)
        for name in stored(k) - e.in_place:
            e.outputs[name] = np.full(tuple(e.dim(d) for d in k.param(name).shape), fill)
        e.run()
        runs.append(e.outputs)
    out = {}
    for name, a in runs[0].items():
        b = runs[1][name]
        dt = k.param(name).dtype
        if name in e.in_place:
            out[name] = (to_storage(a, dt), None)
            continue
        written = (a == b) | (np.isnan(a) & np.isnan(b))
        # Unwritten elements hold the poison, as the kernel's output must.
        out[name] = (np.where(written, to_storage(np.where(written, a, 0), dt),
                              POISON[dt]).astype(STORAGE[dt]), written)
    return out


def masked_reading(k: ir.Kernel, inputs: dict, sizes: dict[str, int],
                   want: dict[str, tuple[np.ndarray, np.ndarray | None]]
                   ) -> dict[str, np.ndarray]:
    """The evaluator's second reading of a kernel whose loop a mask bounds (kgen.lower.horizon):
    the keys the mask hides skipped, as the kernel skips the steps they fill, where `want`
    multiplies them by zero, as the kernel does inside the step it runs. {output: value} for the
    outputs where the two readings differ (only where a hidden key holds a NaN or an infinity);
    empty when no mask bounds a loop."""
    from ..lower.horizon import hidden_selects
    hidden = hidden_selects(k)
    if not hidden:
        return {}
    # The readings differ only through 0 * NaN or 0 * inf at a hidden element, which makes the
    # first reading's output NaN: with finite inputs and finite outputs (kgen/lower/horizon.py:
    # exact for finite data) the second is not worth two more evaluator runs.
    def finite(a, dt) -> bool:
        return bool(np.isfinite(from_storage(a, dt)).all())
    if all(finite(inputs[p.name], p.dtype) for p in k.tensors
           if p.name in inputs and p.dtype.is_float) and \
            all(finite(v if w is None else v[w], k.param(n).dtype) for n, (v, w) in want.items()
                if k.param(n).dtype.is_float):
        return {}
    other = evaluate_written(k, inputs, sizes, hidden)
    return {n: v for n, (v, _) in other.items()
            if n in want and not _same_bits(v, want[n][0]).all()}


def reference_written(want: np.ndarray, dt: DType) -> np.ndarray | None:
    """The elements an independent reference's output says a kernel writes: the reference
    marks an element no store writes (an absent one) with NaN; integer outputs are all written."""
    if dt.is_int:
        return None
    w = from_storage(want, dt)
    return None if not np.isnan(w).any() else ~np.isnan(w)


def _same_bits(a: np.ndarray, b) -> np.ndarray:
    a = np.ascontiguousarray(a)
    ints = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
    return a.view(ints) == np.asarray(b, a.dtype).view(ints)


def _errors(g, w, wr, untouched, dt: DType, off_by_one: bool, atol,
            rtol: float | None = None):
    """Per element: (error, tolerance, NaN agreement, infinity agreement, one unit off) of
    output g against the reference w (both float64), by the module docstring's rule; `rtol`
    raises the dtype's relative tolerance (eight_bit_products)."""
    g_nan, w_nan = np.isnan(g), np.isnan(w) & wr
    rtol = max(RTOL[dt], rtol or 0.0)
    fw = wr & np.isfinite(w)
    scale = float(np.abs(w[fw]).max()) if fw.any() else 0.0
    with np.errstate(invalid="ignore"):
        err = np.abs(g - w)
    same_inf = np.isinf(w) & (g == w)          # inf - inf is NaN: equal infinities agree
    err = np.where(same_inf, 0.0, err)
    nan_agree = g_nan & w_nan & ~untouched
    err = np.where(g_nan | w_nan, np.where(nan_agree, 0.0, np.inf), err)
    one_off = np.zeros(w.shape, bool)
    if off_by_one and dt.is_int:
        one_off = wr & (err == 1)
        err = np.where(one_off, 0.0, err)
    # Unwritten: only the untouched poison passes; anything else is an infinite error.
    err = np.where(wr, err, np.where(untouched, 0.0, np.inf))
    # No tolerance around an infinity (rtol * inf would let any value pass, -inf for +inf).
    tol = np.where(wr & np.isfinite(w), rtol * np.abs(w) + rtol * scale + atol, 0.0)
    if dt.is_byte_float:
        tol = np.where(wr & np.isfinite(w), fp8.step(w, dt) + atol, 0.0)
    return err, tol, nan_agree, same_inf, one_off


def compare(name: str, got: np.ndarray, want: np.ndarray, dt: DType,
            written: np.ndarray | None = None, off_by_one: bool = False,
            atol: float | np.ndarray = 0.0, masked: np.ndarray | None = None,
            rtol: float | None = None) -> OutputCheck:
    """The comparison rule of the module docstring; `written` None: every element written;
    `off_by_one`: an integer output converted from float math (the integer rule); `atol`: an
    absolute floor (absolute_floors), a number or one per element (a reference's bounds);
    `masked`: the reference's second reading, a key a mask hides skipped instead of multiplied
    by zero (`masked_reading`): an element that differs from `want` passes if it agrees with
    this one, and is counted (`OutputCheck.masked`)."""
    got = np.asarray(got, STORAGE[dt])
    g, w = (from_storage(x, dt).astype(np.float64) for x in (got, want))
    wr = np.ones(w.shape, bool) if written is None else np.asarray(written, bool)
    untouched = _same_bits(got, POISON[dt])
    err, tol, nan_agree, same_inf, one_off = _errors(g, w, wr, untouched, dt, off_by_one, atol,
                                                     rtol)
    bad = ~(err <= tol)
    by_mask = np.zeros(w.shape, bool)
    if masked is not None and bad.any():
        m = from_storage(np.asarray(masked, STORAGE[dt]), dt).astype(np.float64)
        e2, t2, *_ = _errors(g, m, wr, untouched, dt, off_by_one, atol, rtol)
        by_mask = bad & (e2 <= t2)
        bad &= ~by_mask
        err = np.where(by_mask, 0.0, err)
        nan_agree &= ~by_mask
        same_inf &= ~by_mask
    w_nan = np.isnan(w) & wr
    g_nan = np.isnan(g)
    with np.errstate(invalid="ignore", divide="ignore"):
        rel = err / np.maximum(np.abs(np.where(wr & ~w_nan, w, 1.0)), 1e-30)
    worst = None
    if bad.any():
        worst = np.unravel_index(int(np.argmax(np.where(bad, err - tol, -np.inf))), w.shape)
    elif err.size:
        worst = np.unravel_index(int(np.argmax(err)), w.shape)
    fin = wr & ~w_nan & np.isfinite(err)
    # Errors are measured over written elements with a number expected (none: no error).
    none = float("inf") if (wr & ~w_nan).any() else 0.0
    return OutputCheck(name, dt, int(w.size), int(bad.sum()),
                       int((g_nan & wr & ~w_nan & ~by_mask).sum()),
                       float(err[fin].max()) if fin.any() else none,
                       float(rel[fin].max()) if fin.any() else none,
                       tuple(int(i) for i in worst) if worst is not None else None,
                       float(g[worst]) if worst is not None else None,
                       float(w[worst]) if worst is not None else None,
                       int((nan_agree & wr).sum()), int((same_inf & wr).sum()),
                       int((one_off & ~bad).sum()), int(by_mask.sum()))


def converted_from_float(k: ir.Kernel) -> set[str]:
    """The integer outputs some store computes through a float-to-integer cast: the integer
    rule (module docstring) judges them, because the evaluator's float64 math may land on the
    other side of a rounding boundary than the kernel's float32 (a .5 tie, a truncation at an
    integer) and move the result by one."""
    return {s.tensor for s in ir.statements(k.body)
            if isinstance(s, ir.Store) and k.param(s.tensor).dtype.is_int
            and any(v.op == "cast" and v.dtype.is_int and v.args[0].dtype.is_float
                    for v in ir.subtree(s.value))}


# Functions whose documented error is absolute, not relative: the largest bound over the targets
# (docs/language.md, "Range and accuracy of the math functions": sin/cos 2^-19 + 2^-20 on CDNA,
# whose V_SIN_F32 / V_COS_F32 kgen's emulator models at 2^-19 plus the reduction's roundings).
ABSOLUTE_BOUND = {"sin": 2.0 ** -19 + 2.0 ** -20, "cos": 2.0 ** -19 + 2.0 ** -20}


def eight_bit_products(k: ir.Kernel) -> dict[str, float]:
    """{float output: EIGHT_BIT_PRODUCT_RTOL} for every float output of a kernel with a product
    of 8-bit floats (a loop's result reaches its stores through the loop, which the values'
    trees do not follow: every output of such a kernel is judged so)."""
    if not any(v.op == "matmul" and v.args[0].dtype.is_fp8 for v in ir.values(k.body)):
        return {}
    return {st.tensor: EIGHT_BIT_PRODUCT_RTOL for st in ir.statements(k.body)
            if isinstance(st, ir.Store) and k.param(st.tensor).dtype.is_float}


def absolute_floors(k: ir.Kernel) -> dict[str, float]:
    """{float output: absolute tolerance} for the outputs a store computes from such a function:
    next to a small result (sin(0.05) is 0.05) the function's absolute bound is far above the
    relative rule, and the fuzzer's `sin(exp(-3.0))` on CDNA failed by 1.9e-6 where the bound
    is 2.9e-6. The bound follows the value through what keeps an absolute error absolute
    (`_floor`); anything else judges it by the relative rule alone."""
    out: dict[str, float] = {}
    for st in ir.statements(k.body):
        if isinstance(st, ir.Store) and k.param(st.tensor).dtype.is_float:
            out[st.tensor] = max(out.get(st.tensor, 0.0), _floor(st.value, {}))
    return {n: f for n, f in out.items() if f}


def _floor(v, memo: dict) -> float:
    """The absolute error v carries from ABSOLUTE_BOUND's functions: unchanged through float
    casts, negation, abs, max/min and a select's branches, summed through add and sub, times
    |c| through a product with a constant c; 0 through anything else (whose error the
    relative rule must cover)."""
    if v.uid in memo:
        return memo[v.uid]
    a = [_floor(x, memo) for x in v.args] if v.op in (
        "cast", "neg", "abs", "add", "sub", "mul", "max", "min", "select") else []
    if v.op in ABSOLUTE_BOUND:
        f = ABSOLUTE_BOUND[v.op]
    elif v.op in ("neg", "abs") or (v.op == "cast" and v.args[0].dtype.is_float):
        f = a[0]
    elif v.op in ("add", "sub"):
        f = a[0] + a[1]
    elif v.op in ("max", "min"):
        f = max(a)
    elif v.op == "select":
        f = max(a[1:])
    elif v.op == "mul" and any(x.op == "const" for x in v.args):
        c = next(x for x in v.args if x.op == "const")
        f = abs(float(c.attr("value"))) * max(a)
    else:
        f = 0.0
    memo[v.uid] = f
    return f


def launch_and_check(dev, compiled, fn, k: ir.Kernel, inputs: dict, sizes: dict[str, int],
                     want: dict[str, tuple[np.ndarray, np.ndarray | None]], progress=None,
                     integer_rule: bool = True, masked: dict[str, np.ndarray] | None = None,
                     bounds: dict[str, np.ndarray] | None = None):
    """Launches `fn` (kernel k) on inputs with its outputs poisoned (in-place ones start as their
    input) and compares every output in `want` ({name: (value, written mask)}) by `compare`.
    Returns (the device's result, the checks). progress: a kgen.tools.progress display that watches
    an emulator run (None: none). masked: the reference's second reading of some outputs
    (`masked_reading`). bounds: {output: per-element absolute bound} an independent reference
    gives beside its outputs (kgen.tools.golden.read_bounds), added to the tolerance."""
    masked = masked or {}
    conv = converted_from_float(k) if integer_rule else set()
    floors = absolute_floors(k) if integer_rule else {}
    for n, b in (bounds or {}).items():
        floors[n] = floors.get(n, 0.0) + np.asarray(b, np.float64)
    rtols = eight_bit_products(k)
    if nothing_to_launch(k, sizes):
        outs = poisoned_outputs(k, sizes)
        res = RunResult(outs, 0.0, f"{k.name}: nothing to launch (a dimension is 0)")
        return res, [compare(n, outs[n], w, k.param(n).dtype, written, n in conv,
                             floors.get(n, 0.0), masked.get(n), rtols.get(n))
                     for n, (w, written) in want.items()]
    args = {**inputs, **poisoned_outputs(k, sizes)}
    if progress is not None and dev.kind == "sim":
        from .progress import emulated_blocks
        from ..sim import Stats
        stats = Stats()
        with progress.emulating(f"{compiled.target.name} {k.name}",
                                emulated_blocks(fn, k, segment_sizes(
                                    fn, sizes, args.__getitem__))[0], stats):
            res = dev.run(compiled, fn, args, sizes, stats=stats)
    else:
        res = dev.run(compiled, fn, args, sizes)
    checks = [compare(n, res.outputs[n], w, k.param(n).dtype, written, n in conv,
                      floors.get(n, 0.0), masked.get(n), rtols.get(n))
              for n, (w, written) in want.items()]
    return res, checks


def run_source(source: Source, *, device: str = "auto", target: str | None = None,
               sizes: dict[str, int] | None = None, seed: int = 0,
               specialize: dict[str, int] | None = None, progress=None,
               specials: tuple[str, ...] = (), reference=None) -> list[RunReport]:
    """Compiles every kernel of a file, runs each on the device, checks it; one report each.
    progress: a kgen.tools.progress display (the CLI's bars), or None. specials: values planted in
    the float inputs (`plant_specials`); reference: the user's function (`user_reference`)
    in place of kgen's evaluator."""
    from ..runtime.device import pick_device
    from ..tile.deviation import flip_bounds
    dev = pick_device(device)
    targets = _targets(dev, target)
    reports = []
    if progress is not None:
        progress.targets(len(targets))
    for tgt in targets:
        c = compile_cached(source, tgt, specialize=specialize,
                           stop="asm" if dev.kind == "sim" else "bin")
        _check_size_names(c.kernels, sizes or {})
        for k, fn in zip(c.kernels, c.functions):
            sz = default_sizes(k, {**(sizes or {}), **(specialize or {})})
            inputs = make_inputs(k, sz, seed)
            # offsets the launch would refuse (`--size` making them too few) are refused
            # before the reference reads them
            segment_sizes(fn, sz, inputs.__getitem__)
            if specials:
                inputs = plant_specials(k, inputs, specials, seed)
            if reference is not None:
                want, masked = reference_outputs(reference, k, inputs, sz), {}
            else:
                want = evaluate_written(k, inputs, sz)
                masked = masked_reading(k, inputs, sz, want)
            res, checks = launch_and_check(dev, c, k=k, fn=fn, inputs=inputs, sizes=sz, want=want,
                                           progress=progress, integer_rule=reference is None,
                                           masked=masked, bounds=flip_bounds(k, inputs, sz))
            reports.append(RunReport(dev.name, tgt, k.name, sz, checks, res.millis, res.detail))
        if progress is not None:
            progress.target_done()
    return reports


def _check_size_names(kernels, sizes: dict[str, int]) -> None:
    """`--size` names must be dimensions of some kernel, as `kgen compile` requires: a misspelt
    or wrongly-cased name would otherwise run silently at the default size."""
    from ..errors import did_you_mean
    dims = {d for k in kernels for d in k.dim_symbols} | \
        {n for k in kernels for n, _ in k.specialized}
    for name, value in sizes.items():
        if name not in dims:
            raise KgenError(f"--size {name}={value} names no dimension of any kernel",
                            hint=did_you_mean(name, dims) or
                            f"dimensions: {', '.join(sorted(dims)) or 'none'}")


def _targets(dev, target: str | None) -> list[str]:
    from ..target.targets import TARGETS, get_target
    if target is None:
        return [dev.default_target()]
    if target == "all":
        if dev.kind != "sim":
            raise KgenError("-t all runs every target, which only the emulator can",
                            hint="use --device sim, or leave -t out to use the GPU's own target")
        return list(TARGETS)
    t = get_target(target)
    if dev.kind == "cuda" and not t.is_nvidia or dev.kind == "hip" and t.is_nvidia:
        raise KgenError(f"target {t.name} cannot run on {dev.name}",
                        hint=f"leave -t out to use {dev.default_target()}, or --device sim")
    return [t.name]
