"""`kgen bench`: how fast a kernel is on a GPU, and what can be known of it without one.

On a GPU (kgen.runtime.cuda.CudaDevice): each kernel runs on device-resident tensors, after a
warm-up, between its own pair of CUDA events per repetition; the median, min and max, the
compulsory bytes per second and, for products, the FLOP per second; and a peer timed in the same
run: torch.matmul on the same shapes (when PyTorch is installed) for a kernel with a product, the
device's own device-to-device copy of the same bytes for a memory-bound one. The result is checked
against the float64 evaluator as `kgen run` checks it.

On the emulator (no GPU): what the run counts (kgen.sim.counters): instructions per kind per
program, global bytes, shared-memory bytes and wavefronts under the bank model, with registers
from the assembler's report, the occupancy they allow, and a roofline ESTIMATE from the target's
machine (kgen.target.targets.MACHINES: peak DRAM bandwidth and matrix throughput, cited there). Nothing
here is a time measured on hardware, and the report says so.

Definitions used throughout:
- compulsory bytes: every tensor the kernel loads read once, every tensor it stores written once
  (an in-place tensor counts both);
- FLOPs: 2 x M x N x K for each tile product over the whole launch; a kernel without one has
  none counted (its elementwise math is not what bounds it);
- roofline: time >= max(bytes / peak bandwidth, FLOPs / peak matrix throughput).
"""

from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass, field

import numpy as np

from ..lir.ops import variants
from ..runtime.launch import segment_sizes, workspace_names
from ..tile import ir
from ..errors import KgenError
from ..target.occupancy import Occupancy, occupancy  # noqa: F401 (bench.occupancy: callers)
from ..target.targets import MACHINES, Machine, Target
from .estimate import predict

# ---- instruction kinds --------------------------------------------------------------------------

# (kind, opcode prefixes): the first kind with a matching prefix wins; PTX and AMDGCN in one table
# (their spellings do not collide). Opcodes matching none are integer or logic ALU work.
KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("global load", ("ld.global", "global_load", "buffer_load", "flat_load")),
    ("global store", ("st.global", "global_store", "buffer_store", "flat_store")),
    ("async copy", ("cp.async.cg", "cp.async.ca", "cp.async.bulk")),
    ("shared memory", ("ld.shared", "st.shared", "ldmatrix", "ds_read", "ds_write")),
    ("matrix", ("mma.", "wgmma.mma_async", "v_mfma")),
    ("lane exchange", ("shfl", "ds_swizzle", "ds_bpermute", "ds_permute", "v_readlane",
                       "v_readfirstlane", "v_writelane")),
    ("sync and waits", ("bar.", "barrier", "mbarrier", "fence", "cp.async.wait",
                        "cp.async.commit", "wgmma.", "setmaxnreg", "s_barrier", "s_waitcnt",
                        "s_nop", "s_setprio")),
    ("special function", ("ex2", "lg2", "rsqrt", "sqrt", "rcp", "sin.", "cos.", "tanh",
                          "v_exp", "v_log", "v_rcp", "v_rsq", "v_sqrt", "v_sin", "v_cos")),
    ("control", ("bra", "ret", "exit", "trap", "s_branch", "s_cbranch", "s_endpgm",
                 "s_and_saveexec", "s_or_saveexec")),
    ("conversion", ("cvt.", "v_cvt")),
    ("parameters", ("ld.param", "cvta", "s_load")),
    ("scalar ALU", ("s_",)),
    ("float ALU", ("v_fma", "v_pk_", "v_div_")),
)
_FLOAT = re.compile(r"\.(f16|bf16|f32|f64)\b|_f(16|32|64)$|_bf16$")
ALU = "integer ALU"
KIND_NAMES = tuple(k for k, _ in KINDS) + (ALU,)


def kind_of(opcode: str) -> str:
    """kind_of("ld.global.v4.f32") is "global load"; kind_of("v_add_f32") is "float ALU"."""
    for kind, prefixes in KINDS:
        if opcode.startswith(prefixes):
            return kind
    return "float ALU" if _FLOAT.search(opcode) else ALU


def kinds(opcodes) -> dict[str, int]:
    """{kind: count} in KIND_NAMES order, from {opcode: count}; kinds never run are left out."""
    out: dict[str, int] = {}
    for op, n in opcodes.items():
        k = kind_of(op)
        out[k] = out.get(k, 0) + n
    return {k: out[k] for k in KIND_NAMES if k in out}


# ---- the work a launch asks for -----------------------------------------------------------------

@dataclass(frozen=True)
class Work:
    bytes_read: int          # compulsory: each loaded tensor once
    bytes_written: int       # compulsory: each stored tensor once
    flops: int               # 2 M N K per product
    product_dtype: str | None

    @property
    def bytes(self) -> int:
        return self.bytes_read + self.bytes_written


def _extent(d: ir.Dim, sizes: dict[str, int]) -> int:
    return d.value if d.value is not None else sizes[d.name]


def work(k: ir.Kernel, sizes: dict[str, int]) -> Work:
    """The compulsory bytes and product FLOPs of kernel k at these sizes."""
    from .run import stored
    loaded = {v.attr("tensor") for v in ir.values(k.body) if v.op in ("load", "gather")}
    written = stored(k)
    nbytes = {t.name: math.prod(_extent(d, sizes) for d in t.shape) * t.dtype.nbytes
              for t in k.tensors}
    # A tensor read only through gathers (an embedding table) need not be read whole: its
    # compulsory bytes are the elements its gathers read, one per element of each gather's
    # axes, up to the tensor's size (rope's x[.., 2i] and x[.., 2i + 1] together: all of it).
    plain = {v.attr("tensor") for v in ir.values(k.body) if v.op == "load"}
    reads: dict[str, int] = {}
    for v in ir.values(k.body):
        if v.op == "gather" and v.attr("tensor") not in plain:
            t = k.param(v.attr("tensor"))
            n = math.prod(_extent(k.axis(a).dim, sizes) for a in v.axes) * t.dtype.nbytes
            reads[t.name] = min(nbytes[t.name], reads.get(t.name, 0) + n)
    # Every axis a tensor is indexed by, with the extent of the dimension it indexes.
    extent: dict[str, int] = {}
    for v in ir.values(k.body):
        if v.op == "load":
            for a, d in zip(v.attr("axes"), k.param(v.attr("tensor")).shape):
                extent.setdefault(a, _extent(d, sizes))
    flops, dtype = 0, None
    for v in ir.values(k.body):
        if v.op != "matmul":
            continue
        axes = set()
        for arg in v.args:
            axes |= set(arg.axes)
        # an axis choosing the segments of another in the product adds no rows: each row of
        # the segmented axis lies in one segment (a grouped GEMM's experts); two axes of one
        # segment's (attention's queries and keys of a sequence) pair only inside it, which
        # without the offsets counts as B segments of equal length: / B
        segs = [a for a in k.segments if a.name in axes or a.name in {
            x.parent for x in k.axes if x.name in axes}]
        axes -= {a.segment.by for a in segs}
        same = {by: n for by in {a.segment.by for a in segs}
                if (n := sum(a.segment.by == by for a in segs)) > 1}
        if all(a in extent for a in axes):
            flops += 2 * math.prod(extent[a] for a in axes) // math.prod(
                _extent(k.axis(by).dim, sizes) ** (n - 1) for by, n in same.items())
        dtype = dtype or str(v.args[0].dtype)
    return Work(sum(reads.get(t, nbytes[t]) for t in loaded), sum(nbytes[t] for t in written),
                flops, dtype)


# ---- occupancy and the roofline estimate --------------------------------------------------------

@dataclass(frozen=True)
class Estimate:
    """The roofline floor, an ESTIMATE (no GPU measured it), in microseconds: the bytes at peak
    DRAM bandwidth, the FLOPs at peak matrix throughput; whichever bounds. This kernel's own
    predicted time is kgen.tools.estimate's."""
    machine: Machine
    memory_us: float
    matrix_us: float

    @property
    def us(self) -> float:
        return max(self.memory_us, self.matrix_us)

    @property
    def bound(self) -> str:
        return "memory" if self.memory_us >= self.matrix_us else "matrix"


def roofline(target: str, nbytes: int, flops: int, dtype: str | None) -> Estimate:
    m = MACHINES[target]
    peak = m.matrix(dtype) if dtype else None
    return Estimate(m, nbytes / (m.dram_gbs * 1e9) * 1e6,
                    flops / (peak * 1e12) * 1e6 if flops and peak else 0.0)


# ---- the emulator bench -------------------------------------------------------------------------

@dataclass
class SimBench:
    target: str
    kernel: str
    function: str                  # the variant the sizes selected
    sizes: dict[str, int]
    ok: bool
    mismatch: str
    blocks: int
    threads: int
    instructions: int              # warp instructions, all programs
    kinds: dict[str, int]          # warp instructions per kind, all programs
    global_read: int               # bytes the emulated kernel read from its tensors
    global_written: int
    work: Work
    shared_read: int               # bytes, all programs
    shared_written: int
    wavefronts: int
    ideal_wavefronts: int
    registers: int | None          # per thread (AMD: VGPRs + AGPRs per lane), from the assembler
    spills: int | None
    shared_bytes: int              # per block
    occupancy: Occupancy | None
    estimate: Estimate             # the roofline floor: compulsory bytes and FLOPs
    prediction: object             # kgen.tools.estimate.Prediction of this launch
    seconds: float                 # emulation wall time
    note: str = ""
    sass: str = ""                 # NVIDIA: what the assembler made of it (kgen.assemble.sass)
    opcodes: dict = field(default_factory=dict)    # warp instructions per opcode, all programs
    launched: tuple[str, ...] = ()  # the functions run, in order (`function` joins them)

    def per_block(self, n: int) -> float:
        return n / max(self.blocks, 1)


def _registers(resources, fn_name: str, target: Target) -> tuple[int | None, int | None]:
    r = next((r for r in resources if r.kernel == fn_name), None)
    if r is None:
        return None, None
    if not hasattr(r, "registers"):             # the AMD emitter's own count (no assembler)
        return _unified(r.vgprs, r.agprs), r.spills
    if target.is_nvidia:
        return r.registers, r.spill_bytes
    m = re.search(r"(\d+) AGPRs", r.extra or "")
    return _unified(r.registers, int(m.group(1)) if m else 0), r.spill_bytes


def _unified(vgprs: int, agprs: int) -> int:
    """Registers per lane of CDNA's one file: ArchVGPRs (4-aligned where AGPRs follow), then
    AGPRs."""
    return -(-vgprs // 4) * 4 + agprs if agprs else vgprs


def _checks_text(checks) -> tuple[bool, str]:
    bad = [c for c in checks if not c.ok]
    if not bad:
        return True, ""
    c = bad[0]
    return False, f"{c.name}: {c.bad}/{c.total} differ (max abs err {c.max_abs:.3g})"


def bench_sim(compiled, k: ir.Kernel, fn, sizes: dict[str, int], seed: int = 0,
              progress=None) -> SimBench:
    """One kernel on the emulator with counting on, checked against the evaluator."""
    from .run import evaluate_written, make_inputs, compare, poisoned_outputs
    from ..runtime.device import SimDevice
    from ..sim import Stats
    from ..sim.counters import Counters
    from .progress import emulated_blocks
    target = compiled.target
    inputs = make_inputs(k, sizes, seed)
    want = evaluate_written(k, inputs, sizes)
    args = {**inputs, **poisoned_outputs(k, sizes)}
    stats = Stats(counters=Counters())
    programs, tiles = emulated_blocks(fn, k, segment_sizes(fn, sizes, args.__getitem__))
    t0 = time.perf_counter()
    if progress is not None:
        with progress.emulating(f"{target.name} {k.name}", programs, stats):
            res = SimDevice().run(compiled, fn, args, sizes, stats=stats)
    else:
        res = SimDevice().run(compiled, fn, args, sizes, stats=stats)
    seconds = time.perf_counter() - t0
    functions = res.functions or (fn.name,)
    ran = " + ".join(functions)
    # a split reduction's two launches: the first is the one its programs are counted by
    ran_fn = next((f for f in variants(fn) if f.name == functions[0]), fn)
    ok, mismatch = _checks_text([compare(n, res.outputs[n], w, k.param(n).dtype, m)
                                 for n, (w, m) in want.items()])
    c = stats.counters
    # the kernel's tensors, and a split's workspace (its parts' round trip through memory)
    tensors = {t.name for t in k.tensors} | workspace_names(ran_fn)
    g_read = sum(n for b, n in c.global_read.items() if b in tensors)
    g_written = sum(n for b, n in c.global_written.items() if b in tensors)
    w = work(k, sizes)
    regs, spills = _registers(compiled.resources, ran_fn.name, target)
    occ = occupancy(target, ran_fn.threads, regs, ran_fn.shared_bytes) \
        if regs is not None else None
    counts = launch_counts(compiled, ran_fn.name, ran_fn.threads, ran_fn.shared_bytes, regs,
                           stats.blocks, tiles, 1.0,
                           stats.instructions, dict(c.opcodes), g_read + g_written,
                           c.wavefronts, w, launches=len(functions))
    return SimBench(
        target.name, k.name, ran, sizes, ok, mismatch, stats.blocks, ran_fn.threads,
        stats.instructions, kinds(c.opcodes), g_read, g_written, w, c.shared_read,
        c.shared_written, c.wavefronts, c.ideal_wavefronts, regs, spills, ran_fn.shared_bytes,
        occ, roofline(target.name, w.bytes, w.flops, w.product_dtype), predict(counts),
        seconds, sass=_sass_line(compiled, ran_fn.name), opcodes=dict(c.opcodes),
        launched=functions)


def launch_counts(compiled, function: str, threads: int, shared_bytes: int,
                  registers: int | None, programs: int, tiles: int, scale: float,
                  instructions: int, opcodes: dict, global_bytes: int, wavefronts: int,
                  w: Work, launches: int = 1):
    """kgen.tools.estimate.Counts of a launch of `programs` programs computing `tiles` tiles,
    from an emulated run whose counts, times `scale`, are the launch's (1: the run was it)."""
    from ..assemble.sass import compiled_facts
    from .estimate import code_facts, executed_flops, from_sample
    target = compiled.target.name
    code = code_facts(compiled.asm, target, function, compiled_facts(compiled).get(function))
    # The products' FLOPs as executed (a causal kernel's skipped tiles left out, a ragged
    # tile's padding in), times the scale as every other count.
    return from_sample(target, threads, shared_bytes, registers, programs, tiles, scale,
                       instructions, kinds(opcodes), global_bytes, wavefronts, w.bytes,
                       executed_flops(opcodes) * scale, w.product_dtype, code, launches)


def _sass_line(compiled, fn_name: str) -> str:
    """The SASS facts of one function of an assembled NVIDIA compile, or ""."""
    from ..assemble.sass import compiled_facts
    f = compiled_facts(compiled).get(fn_name)
    return f.line() if f else ""


def _assemble_for_resources(compiled) -> str:
    """Fills compiled.resources from the assembler's report; returns why not, if it could not."""
    from ..compiler import assemble_compiled
    from ..errors import AssembleError, AssemblerVerdict
    try:
        assemble_compiled(compiled)
    except AssemblerVerdict:
        raise       # the assembler degraded the kernel: refused, as a compile refuses it
    except AssembleError as e:
        return f"registers unknown: {e.message.splitlines()[0]}"
    return ""


# ---- the GPU bench ------------------------------------------------------------------------------

@dataclass
class GpuBench:
    target: str
    kernel: str
    function: str
    sizes: dict[str, int]
    device: str
    ok: bool
    mismatch: str
    reps: int
    times_ms: list[float]
    work: Work
    peer: str                      # what the kernel is compared with
    peer_ms: float | None          # the peer's median time (None: not measured)
    peer_note: str = ""

    @property
    def median_ms(self) -> float:
        return float(np.median(self.times_ms))

    @property
    def gbs(self) -> float:
        return self.work.bytes / (self.median_ms * 1e-3) / 1e9

    @property
    def tflops(self) -> float | None:
        return self.work.flops / (self.median_ms * 1e-3) / 1e12 if self.work.flops else None

    @property
    def ratio(self) -> float | None:
        """peer time / kgen time: above 1, kgen is faster (for a copy peer: the fraction of the
        device's copy bandwidth that the kernel reaches)."""
        return self.peer_ms / self.median_ms if self.peer_ms else None


def gpu_sizes(k: ir.Kernel, elems: int = 1 << 25) -> dict[str, int]:
    """Sizes worth timing: every dimension 4096, all doubled while the largest tensor has fewer
    than elems / 2 elements (a vector gets 2^24, not 4096), then, while a tensor has more than
    `elems`, its outermost dimension above 1 halved, so that rows stay long (a [B, NH, T, T]
    tensor gets B = NH = 1 and T = 4096, not rows of 16; benchmarks/gpu_check.py's rule)."""
    sizes = {d: 4096 for d in k.dim_symbols}

    def largest() -> int:
        return max((math.prod(_extent(d, sizes) for d in t.shape) for t in k.tensors),
                   default=elems)
    for _ in range(16):
        if largest() >= elems // 2:
            break
        sizes = {d: 2 * n for d, n in sizes.items()}
    for _ in range(256):
        big = [t for t in k.tensors if math.prod(_extent(d, sizes) for d in t.shape) > elems]
        if not big:
            break
        named = [d.name for d in big[0].shape if d.name]
        outer = next((n for n in named if sizes[n] > 1), None)
        if outer is None:
            break
        sizes[outer] //= 2
    from .run import offsets_sized
    for a in k.segments:       # eight segments (a batch, experts), their offsets one more
        by = k.segment_dims(a)[0]
        if by.value is None:
            sizes[by.name] = 8
    return offsets_sized(k, sizes)


def copy_ms(dev, nbytes: int, reps: int) -> float:
    """The median time of a device-to-device copy of nbytes (read nbytes, write nbytes)."""
    s = dev.stream()
    n = max(nbytes, 1)
    src = dev.dev.allocate(n, stream=s)
    dst = dev.dev.allocate(n, stream=s)
    opts = dev.core.EventOptions(timing_enabled=True)
    try:
        dst.copy_from(src, stream=s)
        times = []
        for _ in range(reps):
            a = s.record(options=opts)
            dst.copy_from(src, stream=s)
            b = s.record(options=opts)
            b.sync()
            times.append(float(b - a))
        return float(np.median(times))
    finally:
        src.close(s)
        dst.close(s)


def _torch_matmul_ms(k: ir.Kernel, sizes: dict[str, int], reps: int) -> tuple[float | None, str]:
    """torch.matmul on the product's shapes and dtype, median of reps, or (None, why not)."""
    try:
        import torch
        if not torch.cuda.is_available():
            return None, "PyTorch has no CUDA device: peer not measured"
    except ImportError:
        return None, "PyTorch is not installed: peer not measured"
    prod = next(v for v in ir.values(k.body) if v.op == "matmul")
    extent: dict[str, int] = {}
    for v in ir.values(k.body):
        if v.op == "load":
            for a, d in zip(v.attr("axes"), k.param(v.attr("tensor")).shape):
                extent.setdefault(a, _extent(d, sizes))
    a_axes, b_axes = prod.args[0].axes, prod.args[1].axes
    kk = prod.attr("axis")
    m = next(extent[x] for x in a_axes if x != kk)
    n = next(extent[x] for x in b_axes if x != kk)
    kd = extent[kk]
    dt = {"bf16": torch.bfloat16, "f16": torch.float16}[str(prod.args[0].dtype)]
    a = torch.randn(m, kd, device="cuda", dtype=dt)
    b = torch.randn(kd, n, device="cuda", dtype=dt)
    out = torch.matmul(a, b)
    return torch_ms(lambda: torch.matmul(a, b, out=out), reps), ""


def torch_ms(call, reps: int) -> float:
    """The median milliseconds of `call()` (PyTorch work on its current stream), each of `reps`
    calls between its own pair of CUDA events, after one untimed call."""
    import torch
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    call()
    times = []
    for _ in range(reps):
        start.record()
        call()
        stop.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(stop))
    return float(np.median(times))


def bench_gpu(dev, compiled, k: ir.Kernel, fn, sizes: dict[str, int], reps: int = 20,
              warmup: int = 3, seed: int = 0, expected=None, peer: bool = True) -> GpuBench:
    """One kernel on the GPU: device-resident tensors, one launch whose outputs are checked,
    `warmup` untimed launches, `reps` timed ones (events around each), and the peer timed.
    expected: (inputs, evaluator outputs) already computed for these sizes and seed (kgen tune
    reuses them across candidates); peer: False skips timing the peer."""
    from .run import compare, evaluate_written, make_inputs, poisoned_outputs
    if expected is None:
        inputs = make_inputs(k, sizes, seed)
        expected = inputs, evaluate_written(k, inputs, sizes)
    inputs, want = expected
    args = {**inputs, **poisoned_outputs(k, sizes)}
    s = dev.stream()
    tensors = {}
    prepared = None
    try:
        for p in k.tensors:
            tensors[p.name] = dev.upload(args[p.name], str(p.dtype), s)
        prepared = dev.prepare(compiled, fn, tensors, args, sizes)
        # The check first, on the poisoned outputs and the inputs as drawn (the timed launches
        # would then have updated in-place tensors many times over).
        dev.launch(prepared, s)
        outs = {}
        for name in want:
            out = np.empty_like(np.ascontiguousarray(args[name]))
            dev.download(tensors[name], out, s)
            outs[name] = out
        times = dev.time(prepared, s, reps, warmup=warmup)
        ran = prepared.fn.name
    finally:
        if prepared is not None:
            dev.release(prepared, s)
        for t in tensors.values():
            dev.free(t, s)
    ok, mismatch = _checks_text([compare(n, outs[n], w, k.param(n).dtype, m)
                                 for n, (w, m) in want.items()])
    w = work(k, sizes)
    if not peer:
        name, peer_ms, note = "-", None, ""
    elif w.flops:
        name = "torch.matmul"
        peer_ms, note = _torch_matmul_ms(k, sizes, reps)
    else:
        name = "device copy"
        peer_ms, note = copy_ms(dev, w.bytes // 2, reps), ""
    return GpuBench(compiled.target.name, k.name, ran, sizes, dev.name, ok, mismatch, reps,
                    times, w, name, peer_ms, note)


# ---- the command's body -------------------------------------------------------------------------

@dataclass
class BenchReport:
    device: str
    rows: list = field(default_factory=list)     # SimBench or GpuBench
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.rows)


def timing_device(device):
    """The device kgen bench and kgen tune use: a device object as given (tests pass one), or
    by name: "auto" is a CUDA GPU when there is one, else the emulator (HIP timing is not
    written yet: `--device hip` says so)."""
    from ..errors import RuntimeLaunchError
    from ..runtime.device import SimDevice, pick_device
    if not isinstance(device, str):
        return device
    if device == "auto":
        try:
            return pick_device("cuda")
        except RuntimeLaunchError:
            return SimDevice()
    if device == "hip":
        raise KgenError("kgen bench and kgen tune do not time on HIP devices yet",
                        hint="use --device sim for the emulator's counts and estimates")
    return pick_device(device)


def bench_source(source, *, device="auto", target: str | None = None,
                 sizes: dict[str, int] | None = None, reps: int = 20, warmup: int = 3,
                 seed: int = 0, schedule=None, progress=None) -> BenchReport:
    """`kgen bench`: every kernel of the file on the device (GPU timings) or the emulator
    (counts and estimates). sizes: fixed dimensions; the others take `kgen run`'s ragged sizes on
    the emulator and 4096-ish on a GPU."""
    from ..cached import compile_cached
    from .run import _targets, default_sizes
    dev = timing_device(device)
    report = BenchReport(dev.name)
    targets = _targets(dev, target)
    if progress is not None:
        progress.targets(len(targets))
    for t in targets:
        sim = dev.kind == "sim"
        c = compile_cached(source, t, schedule=schedule, stop="asm" if sim else "bin")
        if sim:
            why = _assemble_for_resources(c)
            if why:
                report.notes.append(f"{t}: {why}")
        for k, fn in zip(c.kernels, c.functions):
            given = dict(sizes or {})
            sz = default_sizes(k, given) if sim else {**gpu_sizes(k), **given}
            sz = {d: n for d, n in sz.items() if d in k.dim_symbols}
            if sim:
                report.rows.append(bench_sim(c, k, fn, sz, seed, progress))
            else:
                report.rows.append(bench_gpu(dev, c, k, fn, sz, reps, warmup, seed))
        if progress is not None:
            progress.target_done()
    return report


# ---- tables (Rich renderables; the CLI prints them) ---------------------------------------------

def _n(x: float) -> str:
    """_n(1344.0) is "1,344"; _n(12.5) is "12.5"."""
    return f"{x:,.0f}" if float(x).is_integer() or abs(x) >= 100 else f"{x:,.1f}"


def _us(x: float) -> str:
    """_us(0.029426) is "0.0294 µs"; _us(131.65) is "132 µs": three significant digits."""
    return f"{x:,.3g} µs" if x < 1e5 else f"{x:,.0f} µs"


def sim_table(rows: list[SimBench]):
    """One column per (target, kernel); one row per measure. Counts are the emulator's; the
    roofline rows are estimates and say so."""
    from rich.table import Table
    t = Table(title="kgen bench on the emulator: counts of the run, and estimates (no GPU timed "
                    "this)", title_justify="left")
    t.add_column("measure")
    for r in rows:
        t.add_column(f"{r.target} {r.kernel}", justify="right")

    def row(name, f):
        t.add_row(name, *[f(r) for r in rows])

    row("sizes", lambda r: " ".join(f"{k}={v}" for k, v in r.sizes.items()))
    row("variant run", lambda r: r.function)
    row("result vs float64 evaluator",
        lambda r: "[green]match[/green]" if r.ok else f"[red]MISMATCH[/red] {r.mismatch}")
    row("programs x threads", lambda r: f"{r.blocks:,} x {r.threads}")
    row("warp instructions per program", lambda r: _n(r.per_block(r.instructions)))
    used = [k for k in KIND_NAMES if any(k in r.kinds for r in rows)]
    for k in used:
        row(f"  {k}", lambda r, k=k: _n(r.per_block(r.kinds.get(k, 0))))
    row("global bytes read (emulated)", lambda r: f"{r.global_read:,}")
    row("global bytes written (emulated)", lambda r: f"{r.global_written:,}")
    row("compulsory bytes (read + written)",
        lambda r: f"{r.work.bytes_read:,} + {r.work.bytes_written:,}")
    row("shared bytes read / written per program",
        lambda r: f"{_n(r.per_block(r.shared_read))} / {_n(r.per_block(r.shared_written))}")
    row("shared wavefronts per program (ideal)",
        lambda r: f"{_n(r.per_block(r.wavefronts))} ({_n(r.per_block(r.ideal_wavefronts))})")
    row("bank conflicts (extra wavefronts)",
        lambda r: f"{r.wavefronts - r.ideal_wavefronts:,}")
    row("registers per thread (assembler)",
        lambda r: "?" if r.registers is None else f"{r.registers}"
        + (f", {r.spills} B spilled" if r.spills else ""))
    if any(r.sass for r in rows):
        row("machine code (SASS)", lambda r: r.sass or "-")
    row("shared memory per block", lambda r: f"{r.shared_bytes:,} B")
    row("occupancy (per SM; AMD: waves per SIMD)",
        lambda r: "?" if r.occupancy is None else
        f"{r.occupancy.blocks} blocks, {r.occupancy.warps}/{r.occupancy.max_warps} "
        f"({r.occupancy.fraction:.0%}), by {r.occupancy.limited_by}")
    row("FLOPs (products)", lambda r: f"{r.work.flops:,}" if r.work.flops else "-")
    row("estimate: machine", lambda r: r.estimate.machine.product)
    row("estimate: floor (compulsory bytes, FLOPs)",
        lambda r: f"{_us(r.estimate.us)} ({r.estimate.bound}-bound)")
    row("estimate: this kernel (kgen.tools.estimate)",
        lambda r: f"{_us(r.prediction.us)} ({r.prediction.bound}-bound; "
                  f"{_us(r.prediction.serial_us)} if nothing overlapped)")
    row("emulation wall time", lambda r: f"{r.seconds:.2f} s")
    return t


def gpu_table(rows: list[GpuBench]):
    from rich.table import Table
    t = Table(title="kgen bench on the GPU (CUDA events; median, min, max of the repetitions)",
              title_justify="left")
    for col in ("target", "kernel", "sizes", "result", "median ms", "min ms", "max ms", "GB/s",
                "TFLOP/s", "peer", "peer ms", "peer/kgen"):
        t.add_column(col, justify="left" if col in ("target", "kernel", "sizes", "result",
                                                    "peer") else "right")
    for r in rows:
        t.add_row(r.target, r.function, " ".join(f"{k}={v}" for k, v in r.sizes.items()),
                  "[green]match[/green]" if r.ok else f"[red]MISMATCH[/red] {r.mismatch}",
                  f"{r.median_ms:.4f}", f"{min(r.times_ms):.4f}", f"{max(r.times_ms):.4f}",
                  f"{r.gbs:,.0f}", "-" if r.tflops is None else f"{r.tflops:,.1f}",
                  r.peer, "-" if r.peer_ms is None else f"{r.peer_ms:.4f}",
                  "-" if r.ratio is None else f"{r.ratio:.2f}")
    return t


def report_lines(report: BenchReport) -> list[str]:
    """What follows the table: the definitions a reader needs, and notes."""
    lines = list(report.notes)
    rows = report.rows
    if rows and isinstance(rows[0], SimBench):
        lines += ["counts: warp instructions and bytes as the emulator executed them (active "
                  "lanes); shared wavefronts under a 32-bank x 4-byte model",
                  "estimates, not a measurement: the floor at the machine's peak DRAM bandwidth "
                  "and dense matrix throughput (kgen/target/targets.py MACHINES, with sources); "
                  "this kernel's from its counts, its machine code (SASS) and constants fitted "
                  "on recorded H100 times (kgen/tools/estimate.py; its error per kernel: "
                  "benchmarks/results/estimate_error.txt); at kgen run's small sizes they are "
                  "tiny, pass --size (e.g. M=4096 N=4096) for a size worth estimating"]
    else:
        lines += ["GB/s: compulsory bytes (each tensor loaded read once, each stored written "
                  "once) per second; peer/kgen above 1: kgen is faster (device copy: kgen's "
                  "fraction of the copy bandwidth)"]
        lines += [f"{r.kernel}: {r.peer_note}" for r in rows if r.peer_note]
    return lines
