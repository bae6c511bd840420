"""`kgen tune`: search a kernel's schedule space and print the best `schedule { ... }` block.

The space is small on purpose (a few dozen candidates at most), drawn from what the schedule
language can say for the kernel and target (`candidates`):
- memory-bound kernels: the block size (warps 2..16 on NVIDIA, waves 1..8 on AMD) x the vector
  width (the three widest that fit 16 bytes), x half, same and double the tile of the one sized
  grid axis there may be;
- kernels with a product: the M x N x K tile (64 or 128 each way, K 32 or 64), and per target what
  it pipelines or splits into roles: `stages` 2..4 on NVIDIA (on sm_90a the M tile also sets the
  consumer warpgroups: 64 rows are one, 128 two; there also 128 x 256 and 256 x 128 tiles, and
  each candidate also `persistent`, one program per SM looping over tiles; on targets with
  thread-block clusters, the file's own tile also in `cluster 2`, one program a tile and
  persistent), `waves 4` or `waves 8` on CDNA (8 is the ping-pong of two wave groups).
The file's own schedule is always the first candidate, so tuning never reports worse than what
the file has. Each candidate is the schedule option dict `compile_source(schedule=...)` takes; one
that does not compile is skipped and its reason counted; one that compiles runs and is checked
against the float64 evaluator (`kgen.tools.run.compare`), and only a match can win.

The measure: on a GPU, the median of CUDA-event timings at the tuning sizes. On the emulator,
an ESTIMATE (kgen.tools.bench.Estimate: bytes at peak bandwidth, FLOPs at peak matrix rate, warp
instructions at peak issue rate): each candidate runs at the tuning sizes with every grid
dimension cut to two of its tiles and every loop dimension to four chunks, and its counts are
scaled up by the programs and chunks it left out. Whole (`all`) dimensions run at full size, so
a program's work is the real one.
"""

from __future__ import annotations

import contextlib
import itertools
import re
from collections import Counter
from dataclasses import dataclass, field

from ..tile import ir
from ..errors import KgenError
from ..lir import ops as L
from ..target.targets import TARGETS, Target, get_target
from .run import balanced_segments, offsets_sized

# Tile sizes tried for a product's M, N and K; stages tried where a target pipelines.
PRODUCT_TILES = ((64, 128), (64, 128), (32, 64))
# sm_90a's two consumer warpgroups also hold a 128 x 256 or 256 x 128 tile (128 accumulator
# registers a thread either way: compiled without spills by ptxas 13.5), CUTLASS's large tiles.
WIDE_TILES = ((128, 256, 64), (256, 128, 64))
STAGES = (2, 3, 4)


@dataclass(frozen=True)
class Trial:
    schedule: dict             # options as compile_source takes them ({} = the file's own)
    status: str                # "ok", "mismatch", "skipped"
    reason: str = ""           # why skipped, or what differs
    us: float | None = None    # the measure: GPU median or emulator estimate, microseconds
    bound: str = ""            # the estimate's limiting term (emulator)
    block: str = ""            # the schedule block this candidate amounts to
    issue_us: float = 0.0      # emulator: the estimate's issue term, which breaks ties

    @property
    def key(self) -> tuple:
        """Rank order: the measure to 3 significant digits, then (estimates that tie, as
        memory-bound ones do) the issue time: fewer instructions for the same bytes."""
        return (float(f"{self.us:.3g}"), self.issue_us)


@dataclass
class TuneResult:
    kernel: str
    target: str
    device: str
    measure: str               # "GPU median" or "emulator estimate"
    sizes: dict[str, int]
    trials: list[Trial] = field(default_factory=list)

    @property
    def ranked(self) -> list[Trial]:
        ok = [t for t in self.trials if t.status == "ok"]
        return sorted(ok, key=lambda t: t.key)       # stable: the file's own wins full ties

    @property
    def best(self) -> Trial | None:
        return self.ranked[0] if self.ranked else None

    @property
    def skipped(self) -> Counter:
        """{reason (numbers as N): candidates} of those that did not compile."""
        return Counter(re.sub(r"\b\d+\b", "N", t.reason) for t in self.trials
                       if t.status == "skipped")


# ---- the space ---------------------------------------------------------------------------------

def candidates(k: ir.Kernel, target: Target) -> list[dict]:
    """Schedule dicts for kernel k (as the file tiles it) on target; the first is {}."""
    out: list[dict] = [{}]
    if any(v.op == "matmul" for v in ir.values(k.body)):
        grid = [a for a in k.axes if a.kind == "grid" and a.size and a.size > 1]
        kloop = next((a for a in k.axes if a.kind == "range"), None)
        if len(grid) != 2 or kloop is None:
            return out
        (m, n), tiles = grid, PRODUCT_TILES
        roles = [{"stages": s} for s in STAGES] if target.is_nvidia else \
            [{"waves": w} for w in (4, 8)]
        if target.wgmma:   # warp roles: persistent programs let the producer run ahead
            roles += [{"stages": s, "persistent": True} for s in STAGES]
        shapes = list(itertools.product(*tiles)) + (list(WIDE_TILES) if target.wgmma else [])
        for bm, bn, bk in shapes:
            for extra in roles:
                out.append({"tile": {m.name: bm, n.name: bn, kloop.name: bk}, **extra})
        if target.clusters:    # two CTAs sharing an operand by TMA multicast
            out += [{"cluster": 2}, {"cluster": 2, "persistent": True}]
        return out
    widest = max((t.dtype.nbytes for t in k.tensors), default=4)
    vectors = [v for v in (8, 4, 2, 1) if v * widest <= 16][:3]
    unit = "warps" if target.is_nvidia else "waves"
    blocks = (2, 4, 8, 16) if target.is_nvidia else (1, 2, 4, 8)
    sized = [a for a in k.axes if a.kind == "grid" and a.size and a.size > 1]
    tiles = [None]
    if len(sized) == 1:
        a = sized[0]
        tiles = [{a.name: s} for s in (a.size // 2, a.size, a.size * 2) if s >= 1]
    for b, v, t in itertools.product(blocks, sorted(vectors), tiles):
        out.append({unit: b, "vector": v, **({"tile": t} if t else {})})
    return out


# ---- sizes: what to emulate, and by how much to scale its counts --------------------------------

def tuning_sizes(k: ir.Kernel, given: dict[str, int]) -> dict[str, int]:
    """The sizes a schedule is tuned for: the given ones, the others as `kgen bench` times on a
    GPU (4096 each, halved while a tensor is past 2^25 elements)."""
    from .bench import gpu_sizes
    return {**gpu_sizes(k), **{d: n for d, n in given.items() if d in k.dim_symbols}}


def sampled_sizes(k: ir.Kernel, sizes: dict[str, int], fn=None) -> dict[str, int]:
    """The sizes to emulate: a grid dimension cut to two tiles, a loop dimension to four
    chunks, the others whole. sampled_sizes(softmax, M=4096, N=4096) is M=2, N=4096. A
    dimension that axes of two kinds span stays whole: causal_softmax's T is its grid's rows
    and each row's length, and a row cut to two elements would be counted as a short row.
    With fn (the kernel's function), a tile is that of the variant the full sizes launch
    (kgen.lir.ops.select): a short-row variant's 16 rows, not the kernel's 1, so that the
    sampled programs are as full as the launch's. A split reduction's (kgen.lower.split) keeps
    its split dimension whole and the launch's parts (kgen.lir.ops.split_shape), so that the
    sampled programs are the launch's programs, fewer: its counts scale by programs."""
    chosen = L.select(fn, sizes, {}) if fn is not None else None
    tiles = {g.extent: g.tile for g in chosen.grid} if chosen is not None else {}
    keep: dict[str, int] = {}
    if chosen is not None and chosen.split is not None:
        sp = chosen.split
        keep = {sp.dim: sizes[sp.dim], sp.parts: L.split_shape(chosen, sizes)[0]}
    kinds: dict[str, set] = {}
    for a in k.axes:
        if a.dim.name is not None:
            kinds.setdefault(a.dim.name, set()).add(a.kind)
    out = dict(sizes)
    for a in k.axes:
        d = a.dim.name
        if d is None or d not in out or not a.size or len(kinds[d] - {"loop"}) > 1:
            continue
        if a.kind == "grid":
            out[d] = min(out[d], 2 * tiles.get(d, a.size))
        elif a.kind == "range":
            out[d] = min(out[d], 4 * a.size)
    return offsets_sized(k, {**out, **keep})


def _loop_scale(k: ir.Kernel, sizes: dict[str, int], sampled: dict[str, int]) -> float:
    scale = 1.0
    for a in k.axes:
        d = a.dim.name
        if a.kind == "range" and d in sizes and sampled.get(d):
            scale *= sizes[d] / sampled[d]
    return scale


# ---- measuring one candidate --------------------------------------------------------------------

def _estimate(c, k, fn, sizes, sampled, seed, progress):
    """(status, reason, microseconds, bound, issue microseconds) of a compiled candidate on
    the emulator: kgen.tools.estimate's prediction from a sampled run."""
    from .bench import bench_sim, launch_counts, work
    from .estimate import predict
    from .progress import emulated_blocks
    r = bench_sim(c, k, fn, sampled, seed, progress)
    if not r.ok:
        return "mismatch", r.mismatch, None, "", 0.0
    # Scaled by tiles, not programs: a persistent program (L.Function.programs) runs
    # ceil(tiles / programs) of them, and the sampled launch is fewer tiles, not fewer loops.
    programs, tiles = emulated_blocks(fn, k, balanced_segments(fn, sizes))
    _, ran = emulated_blocks(fn, k, balanced_segments(fn, sampled))
    counts = launch_counts(c, r.launched[0], r.threads, r.shared_bytes, r.registers,
                           programs, tiles, tiles / max(ran, 1) * _loop_scale(k, sizes, sampled),
                           r.instructions, r.opcodes, r.global_read + r.global_written,
                           r.wavefronts, work(k, sizes), launches=len(r.launched))
    p = predict(counts)
    return "ok", "", p.us, p.bound, p.terms["issue"]


def _time(dev, c, k, fn, sizes, seed, reps, expected):
    from .bench import bench_gpu
    r = bench_gpu(dev, c, k, fn, sizes, reps=reps, seed=seed, expected=expected, peer=False)
    if not r.ok:
        return "mismatch", r.mismatch, None, "", 0.0
    return "ok", "", r.median_ms * 1e3, "", 0.0


def _block(source, target: str, kernel: str, schedule: dict) -> str:
    """The `schedule` block a candidate amounts to, the file's own options merged in."""
    from ..front.parse import parse
    from ..front.schedule_arg import apply_schedule, format_block
    program = parse(source)
    if schedule:
        program, _ = apply_schedule(program, target, {kernel: schedule})
    s = next((s for s in program.schedules if s.kernel.id == kernel and s.target.id == target),
             None)
    return format_block(s) if s is not None else \
        f"# the defaults: no `schedule {kernel} on {target}` block needed"


def tune_source(source, *, target: str | None = None, device="auto",
                sizes: dict[str, int] | None = None, kernel: str | None = None,
                seed: int = 0, reps: int = 10, progress=None) -> list[TuneResult]:
    """`kgen tune`: one TuneResult per kernel of the file (or the one named)."""
    from ..compiler import compile_source
    from .bench import timing_device
    from .run import _targets
    dev = timing_device(device)
    targets = _targets(dev, target)
    if len(targets) != 1:
        raise KgenError("kgen tune tunes one target at a time",
                        hint="pass one of -t " + ", ".join(TARGETS))
    tgt = get_target(targets[0])
    sim = dev.kind == "sim"
    stop = "asm" if sim else "bin"
    base = compile_source(source, tgt.name, stop="ir")
    names = [k.name for k in base.kernels]
    if kernel is not None and kernel not in names:
        from ..errors import did_you_mean
        raise KgenError(f"no kernel '{kernel}' in this file",
                        hint=did_you_mean(kernel, names) or f"kernels: {', '.join(names)}")
    results = []
    for index, k0 in enumerate(base.kernels):
        if kernel is not None and k0.name != kernel:
            continue
        sz = tuning_sizes(k0, sizes or {})
        res = TuneResult(k0.name, tgt.name, dev.name,
                         "emulator estimate" if sim else "GPU median", sz)
        space = candidates(k0, tgt)
        expected = None
        if not sim:     # one draw of inputs and one evaluation serve every candidate
            from .run import evaluate_written, make_inputs
            inputs = make_inputs(k0, sz, seed)
            expected = inputs, evaluate_written(k0, inputs, sz)
        steps = progress.step(f"{tgt.name} {k0.name}: candidates", len(space)) \
            if progress is not None else contextlib.nullcontext()
        with steps:
            for cand in space:
                res.trials.append(_trial(source, tgt, index, k0.name, cand, sz, sim, stop, dev,
                                         seed, reps, expected))
                if progress is not None:
                    best = res.best
                    progress.advance(f"best {best.us:,.2f} µs" if best else "")
        results.append(res)
    return results


def _trial(source, tgt, index, name, cand, sizes, sim, stop, dev, seed, reps, expected
           ) -> Trial:
    from ..cached import compile_cached
    schedule = {name: cand} if cand else None
    try:
        # Through the compile cache: a tune run again (or a candidate another option's sweep
        # already made) compiles nothing.
        c = compile_cached(source, tgt.name, schedule=schedule, stop=stop)
        k, fn = c.kernels[index], c.functions[index]
        if sim:
            from .bench import _assemble_for_resources
            _assemble_for_resources(c)
            status, why, us, bound, issue = _estimate(c, k, fn, sizes,
                                                      sampled_sizes(k, sizes, fn), seed, None)
        else:
            status, why, us, bound, issue = _time(dev, c, k, fn, sizes, seed, reps, expected)
    except KgenError as e:
        return Trial(cand, "skipped", e.message)
    return Trial(cand, status, why, us, bound,
                 _block(source, tgt.name, name, cand) if status == "ok" else "", issue)


def format_trial(t: Trial) -> str:
    """A candidate in a table: the options it sets, or "(the file's schedule)"."""
    if not t.schedule:
        return "(the file's schedule)"
    parts = []
    for key, v in t.schedule.items():
        if key == "tile":
            parts.append("tile " + ", ".join(f"{a}: {s}" for a, s in v.items()))
        else:
            parts.append(key if v is True else f"{key} {v}")
    return "; ".join(parts)


def tune_table(result: TuneResult, top: int = 8):
    """The ranked candidates (the best `top`), as a Rich table."""
    from rich.table import Table
    unit = "est. µs" if result.measure == "emulator estimate" else "median µs"
    t = Table(title=f"kgen tune {result.kernel} on {result.target} ({result.measure}, sizes "
                    + " ".join(f"{d}={n}" for d, n in result.sizes.items()) + ")",
              title_justify="left")
    t.add_column("rank", justify="right")
    t.add_column("schedule")
    t.add_column(unit, justify="right")
    if result.measure == "emulator estimate":
        t.add_column("bound")
        t.add_column("est. issue µs", justify="right")
    for i, tr in enumerate(result.ranked[:top], 1):
        cells = [str(i), format_trial(tr), f"{tr.us:,.2f}"]
        if result.measure == "emulator estimate":
            cells += [tr.bound, f"{tr.issue_us:,.2f}"]
        t.add_row(*cells)
    return t


def summary_lines(result: TuneResult) -> list[str]:
    n = len(result.trials)
    ok = sum(t.status == "ok" for t in result.trials)
    bad = [t for t in result.trials if t.status == "mismatch"]
    lines = [f"{n} candidates: {ok} compiled and matched the float64 evaluator, "
             f"{len(bad)} did not match, {n - ok - len(bad)} skipped"]
    for reason, count in result.skipped.most_common():
        lines.append(f"  skipped {count}: {reason}")
    for t in bad:
        lines.append(f"  MISMATCH {format_trial(t)}: {t.reason}")
    return lines

