"""Compile latency: kgen vs Triton's ahead-of-time compile, in-process, per example and target.

    python benchmarks/compile_latency.py                      # all examples, all four targets
    python benchmarks/compile_latency.py --reps 50 --targets sm_90a,gfx942
    python benchmarks/compile_latency.py --save benchmarks/results/compile_latency.txt
    python benchmarks/compile_latency.py --no-triton --passes --examples gemm_bf16  # by part

What each column measures (wall clock, `time.perf_counter`, median of the repetitions, after one
untimed warm-up call per cell; the warm-up builds kgen's Lark parser and loads nvJitLink, and
warms Triton's imports and MLIR context set-up):

  kgen src->text   compile_source(Source, target, stop="asm"): parse, check, schedule, barriers,
                   emit; ends when the PTX / AMDGCN text exists as a Python str.
  kgen cold        kgen src->text with what kgen remembers in-process between compiles dropped
                   before each repetition (kgen.compiler.forget: the parse of a source, the check
                   of a program, the proven mbarrier rings): a file's first compile in a process
                   that has imported kgen and built its parser. The same as src->text for a kgen
                   without those memos (before 2026-11, e.g. 9684a8d).
  kgen src->bin    compile_source(..., stop="bin"): the same, then assemble (NVIDIA: nvJitLink in
                   process; AMD: kgen.assemble.amd) to cubin / code-object bytes.
  Triton src->text triton.compile(ASTSource(...), target=GPUTarget(...)) from the call up to the
                   end of its "ptx" (NVIDIA) or "amdgcn" (AMD) stage: AST -> TTIR -> TTGIR ->
                   LLVM IR -> text. Read from Triton's own per-stage timer (knobs.compilation.
                   listener), which starts at the top of triton.compile.
  Triton src->bin  the whole triton.compile call (also "cubin" via ptxas / "hsaco" via lld, and
                   writing its cache entry), timed around the call.
  ratio text/bin   Triton median / kgen median for the same kernel and target.

Triton's on-disk cache is defeated for every timed compile: TRITON_ALWAYS_COMPILE=1 (knobs.
compilation.always_compile) and a fresh, empty TRITON_CACHE_DIR per compile. Triton needs no GPU
for this: the target is given as a GPUTarget. Triton is optional (`pip install -e .[bench]`);
without it only the kgen columns are filled in.

Bars (from the project's issue): kgen source->text under 50 ms for every kernel and target, and at
least 10x faster than Triton's source->text for the same kernel and target.
"""

from __future__ import annotations

import argparse
import cProfile
import datetime as _dt
import gc
import io
import os
import platform
import pstats
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))   # for triton_kernels

from kgen.compiler import compile_source  # noqa: E402
from kgen.source import Source            # noqa: E402
from kgen.target.targets import TARGETS          # noqa: E402

TEXT_BAR_MS = 50.0
ATTENTION_BAR_MS = 300.0     # per kernel of the attention examples (attention*.kgen)
RATIO_BAR = 10.0
PROFILE_OVER_MS = 20.0
# kgen's modules, by file name (the profile is printed with directories stripped)
KGEN_MODULES = (r"^(compiler|parse|check|schedule|barriers|ir|lir|ast|ptx|amdgcn|assemble|"
                r"assemble_amd)\.py:")


# --------------------------------------------------------------------------------------------
# measurement

@dataclass
class Cell:
    """One timed quantity for one (example, target): a list of seconds, or why it has none."""
    samples: list[float] = field(default_factory=list)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and bool(self.samples)

    @property
    def median_ms(self) -> float:
        return statistics.median(self.samples) * 1e3


def _reason(e: BaseException) -> str:
    """One line: the exception, and where in kgen (or the innermost frame) it was raised."""
    msg = str(e).strip().splitlines()[0] if str(e).strip() else ""
    where = ""
    frames = traceback.extract_tb(e.__traceback__)
    ours = [f for f in frames if str(ROOT) in f.filename] or frames
    if ours and not isinstance(e, ImportError):
        f = ours[-1]
        where = f" (at {os.path.relpath(f.filename, ROOT)}:{f.lineno})"
    return f"{type(e).__name__}: {msg}"[:140] + where


def _kernels(source: Source) -> int:
    """How many kernels the file defines (attention's bar is per kernel)."""
    from kgen.front.parse import parse
    try:
        return max(1, len(parse(source).kernels))
    except Exception:  # noqa: BLE001
        return 1


def _attention(name: str) -> bool:
    """Whether the example is attention, whose bar is per kernel."""
    return name.startswith("attention")


def _forget() -> None:
    try:
        from kgen.compiler import forget
    except ImportError:        # a kgen without in-process memos: every compile is cold
        return
    forget()


def kgen_once(source: Source, target: str, stop: str, cold: bool = False) -> float:
    if cold:
        _forget()
    t0 = time.perf_counter()
    compile_source(source, target, stop=stop)
    return time.perf_counter() - t0


def kgen_stage_breakdown(source: Source, target: str, reps: int) -> dict[str, float] | None:
    """Median ms to each stop (ast, ir, schedule, asm), as differences: the cost of each stage."""
    stops = ("ast", "ir", "schedule", "asm")
    try:
        for s in stops:
            kgen_once(source, target, s)
    except Exception:  # noqa: BLE001
        return None
    med = {s: statistics.median(kgen_once(source, target, s) for _ in range(reps)) * 1e3
           for s in stops}
    out, prev = {}, 0.0
    for s in stops:
        out[s] = med[s] - prev
        prev = med[s]
    return out


# The parts of a compile `--passes` times, by what kgen.compiler calls (each called by none of
# the others, so their times add up): lowering's steps, the passes after scheduling (PASSES),
# the proofs, the LIR checks after each pass, and emission; the rest is "other".
LOWERING = ("plan_kernel", "infer_layouts", "lower_kernel", "short_rows", "split_reduction")
PROOFS = ("verify_barriers", "verify_group_barriers", "verify_async_copies", "verify_mbarriers")


def kgen_pass_breakdown(source: Source, target: str, reps: int) -> dict[str, float] | None:
    """Mean ms of a source->text compile spent in each part (LOWERING's together, each pass of
    kgen.compiler.PASSES, PROOFS together, the LIR checks, emission, other) and in all, the
    compiler's functions wrapped with timers for the measurement and restored after."""
    import kgen.compiler as C
    spent: dict[str, float] = {}

    def timed(part: str, f):
        def g(*args, **kw):
            t0 = time.perf_counter()
            try:
                return f(*args, **kw)
            finally:
                spent[part] = spent.get(part, 0.0) + time.perf_counter() - t0
        return g
    parts = {**{n: "lower" for n in LOWERING}, **{n: "proofs" for n in PROOFS},
             "verify_function": "lir check", "emit": "emit"}
    saved = {n: getattr(C, n) for n in parts}
    passes = C.PASSES
    try:
        for n, part in parts.items():
            setattr(C, n, timed(part, saved[n]))
        C.PASSES = tuple((n, timed(n, f)) for n, f in passes)
        try:
            kgen_once(source, target, "asm")
        except Exception:  # noqa: BLE001
            return None
        spent.clear()
        total = sum(kgen_once(source, target, "asm") for _ in range(reps))
    finally:
        for n, f in saved.items():
            setattr(C, n, f)
        C.PASSES = passes
    out = {k: spent.get(k, 0.0) / reps * 1e3
           for k in ("lower", *(n for n, _ in passes), "proofs", "lir check", "emit")}
    out["other"] = total / reps * 1e3 - sum(out.values())
    out["total"] = total / reps * 1e3
    return out


class TritonRunner:
    """Triton's AOT compile, with its cache defeated; None-safe when Triton is not installed."""

    TARGETS = {  # kgen target -> (backend, arch, warp size) for triton.backends.compiler.GPUTarget
        "sm_80": ("cuda", 80, 32),
        "sm_90a": ("cuda", 90, 32),    # Triton emits .target sm_90a for capability 90
        "gfx90a": ("hip", "gfx90a", 64),
        "gfx942": ("hip", "gfx942", 64),
    }
    TEXT_STAGE = {"cuda": "ptx", "hip": "amdgcn"}

    def __init__(self) -> None:
        self.error: str | None = None
        self.version = "not installed"
        try:
            os.environ.setdefault("TRITON_ALWAYS_COMPILE", "1")
            warnings.filterwarnings("ignore", category=UserWarning, module=r"triton\..*")
            import triton
            from triton.backends.compiler import GPUTarget
            from triton.compiler import ASTSource
            import triton_kernels
        except ImportError as e:
            self.error = f"Triton not installed ({_reason(e)}); pip install -e .[bench]"
            return
        self.version = triton.__version__
        self.triton, self.GPUTarget, self.ASTSource = triton, GPUTarget, ASTSource
        self.kernels = triton_kernels.KERNELS
        self.knobs = getattr(triton, "knobs", None)
        self._times: list = []
        if self.knobs is not None:
            self.knobs.compilation.always_compile = True
            self.knobs.compilation.listener = self._listen

    def _listen(self, **kw) -> None:
        self._times.append(kw.get("times"))

    def _compile_once(self, name: str, target: str) -> tuple[float, float | None]:
        """(whole compile seconds, source->text seconds or None if Triton cannot say)."""
        k = self.kernels[name]
        backend, arch, warp = self.TARGETS[target]
        tgt = self.GPUTarget(backend, arch, warp)
        src = self.ASTSource(k.fn, k.signature, k.constexprs, k.attrs())
        cache = tempfile.mkdtemp(prefix="kgen-bench-triton-")
        os.environ["TRITON_CACHE_DIR"] = cache            # versions that read the env per call
        if self.knobs is not None:
            self.knobs.cache.dir = cache
        self._times.clear()
        try:
            t0 = time.perf_counter()
            self.triton.compile(src, target=tgt)
            whole = time.perf_counter() - t0
        finally:
            shutil.rmtree(cache, ignore_errors=True)
        text = None
        if self._times and self._times[-1] is not None:
            ct = self._times[-1]
            if getattr(ct, "lowering_stages", None) is None:
                return whole, None
            us = ct.ir_initialization
            for stage, dur in ct.lowering_stages:
                us += dur
                if stage == self.TEXT_STAGE[backend]:
                    text = us * 1e-6
                    break
        return whole, text

    def warm_up(self, name: str, target: str) -> str | None:
        """One untimed compile; the reason this cell cannot be measured, or None."""
        if self.error:
            return self.error
        if name not in self.kernels:
            return f"no Triton equivalent of {name} in benchmarks/triton_kernels.py"
        if target not in self.TARGETS:
            return f"no Triton GPUTarget for {target}"
        try:
            self._compile_once(name, target)
        except Exception as e:  # noqa: BLE001
            return _reason(e)
        return None


def measure_cell(source: Source, target: str, triton: TritonRunner | None, reps: int,
                 triton_reps: int) -> tuple[Cell, Cell, Cell, Cell, Cell]:
    """kgen src->text, kgen src->bin, Triton src->text, Triton src->bin, kgen src->text cold
    for one kernel and target.

    One untimed warm-up of each, then the repetitions interleaved (kgen text, kgen bin, Triton,
    kgen text, ...) so that a burst of load from elsewhere on the machine hits both compilers
    alike rather than one column.
    """
    k_text, k_bin, t_text, t_bin, k_cold = Cell(), Cell(), Cell(), Cell(), Cell()
    for cell, stop in ((k_text, "asm"), (k_bin, "bin")):
        try:
            kgen_once(source, target, stop)
        except Exception as e:  # noqa: BLE001 - any failure is a table cell, not a crash
            cell.error = _reason(e)
    name = Path(source.name).stem
    if triton is None:
        t_text.error = t_bin.error = "Triton skipped (--no-triton)"
    else:
        t_text.error = t_bin.error = triton.warm_up(name, target)
    gc.collect()
    for i in range(max(reps, triton_reps)):
        if i < reps:
            for cell, stop in ((k_text, "asm"), (k_bin, "bin")):
                if cell.error is None:
                    cell.samples.append(kgen_once(source, target, stop))
            if k_text.error is None:
                k_cold.samples.append(kgen_once(source, target, "asm", cold=True))
            else:
                k_cold.error = k_text.error
        if i < triton_reps and t_bin.error is None:
            whole, text = triton._compile_once(name, target)
            t_bin.samples.append(whole)
            if text is not None:
                t_text.samples.append(text)
    if t_text.error is None and not t_text.samples:
        t_text.error = (f"Triton {triton.version} has no per-stage timer "
                        "(knobs.compilation.listener)")
    _forget()        # the next cell starts as a process that has compiled nothing yet
    return k_text, k_bin, t_text, t_bin, k_cold


# --------------------------------------------------------------------------------------------
# reporting

def machine_info(triton_version: str) -> list[str]:
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        model = platform.processor() or "unknown"
    import kgen
    here = Path(kgen.__file__).resolve().parent.parent     # the kgen measured (PYTHONPATH)
    try:
        commit = subprocess.run(["git", "-C", str(here), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(here), "status", "--porcelain"],
                               capture_output=True, text=True, timeout=10).stdout.splitlines()
        changed = sorted(ln[3:] for ln in dirty if not ln[3:].startswith("benchmarks/"))
        if changed:
            shown = ", ".join(changed[:6]) + (f", +{len(changed) - 6} more" if len(changed) > 6
                                              else "")
            commit += f" + uncommitted changes to {shown}"
        commit = commit or "unknown"
    except (OSError, subprocess.SubprocessError):
        commit = "unknown"
    from importlib.metadata import PackageNotFoundError, version

    def ver(pkg: str) -> str:
        try:
            return version(pkg)
        except PackageNotFoundError:
            return "not installed"
    return [
        f"date:     {_dt.datetime.now().astimezone().isoformat(timespec='seconds')}",
        f"machine:  {model}, {os.cpu_count()} logical cores, {platform.system()} "
        f"{platform.release()}",
        f"load:     {' '.join(f'{x:.2f}' for x in os.getloadavg())} (1/5/15-min load average "
        f"at start; the machine may be shared)",
        f"python:   {platform.python_implementation()} {platform.python_version()}",
        f"kgen:     {ver('kgen')} @ {commit}; nvJitLink {ver('nvidia-nvjitlink')}, "
        f"cuda-bindings {ver('cuda-bindings')}, lark {ver('lark')}",
        f"triton:   {triton_version}",
    ]


def fmt_ms(c: Cell, notes: dict[str, int]) -> str:
    if c.ok:
        return f"{c.median_ms:.1f}"
    n = notes.setdefault(c.error or "no samples", len(notes) + 1)
    return f"[dim]n/a [{n}][/]"


def fmt_ratio(num: Cell, den: Cell, bar: float | None) -> str:
    if not (num.ok and den.ok):
        return "[dim]-[/]"
    r = num.median_ms / den.median_ms
    if bar is None:
        return f"{r:.1f}x"
    return f"[green]{r:.1f}x[/]" if r >= bar else f"[red]{r:.1f}x[/]"


def profile_kgen(console: Console, source: Source, target: str, stop: str, reps: int) -> None:
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(reps):
        compile_source(source, target, stop=stop)
    prof.disable()
    buf = io.StringIO()
    st = pstats.Stats(prof, stream=buf).strip_dirs()
    st.sort_stats("tottime").print_stats(12)
    console.print(f"\n[bold]cProfile: kgen {source.name} on {target}, stop={stop}, {reps} calls, "
                  f"top functions by own time[/]")
    lines = [ln for ln in buf.getvalue().splitlines() if ln.strip()]
    start = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith("ncalls")), 0)
    console.print("\n".join(lines[start:]), markup=False, highlight=False)
    buf = io.StringIO()
    st.stream = buf
    st.sort_stats("cumulative").print_stats(KGEN_MODULES, 10)
    console.print("  kgen's own functions by cumulative time:", style="bold")
    lines = [ln for ln in buf.getvalue().splitlines() if ln.strip()]
    start = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith("ncalls")), 0)
    console.print("\n".join(lines[start:]), markup=False, highlight=False)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=20, help="timed kgen repetitions per cell (20)")
    ap.add_argument("--triton-reps", type=int, default=5,
                    help="timed Triton repetitions per cell (5; each is a real compile)")
    ap.add_argument("--targets", default=",".join(TARGETS),
                    help=f"comma-separated kgen targets ({','.join(TARGETS)})")
    ap.add_argument("--examples", default="",
                    help="comma-separated example names (default: every examples/*.kgen)")
    ap.add_argument("--no-triton", action="store_true", help="kgen columns only")
    ap.add_argument("--profile", action="store_true",
                    help=f"cProfile every kgen source->text cell slower than "
                         f"{PROFILE_OVER_MS:.0f} ms")
    ap.add_argument("--profile-bin", action="store_true",
                    help=f"also cProfile every kgen source->bin cell slower than "
                         f"{PROFILE_OVER_MS:.0f} ms (mostly the assembler)")
    ap.add_argument("--stages", action="store_true",
                    help="also print kgen's source->text split by stage (parse, check, schedule, "
                         "emit)")
    ap.add_argument("--passes", action="store_true",
                    help="also print kgen's source->text split by part: lowering, each pass "
                         "after scheduling, the proofs, the LIR checks, emission")
    ap.add_argument("--save", metavar="FILE", help="also write the printed report to FILE")
    args = ap.parse_args(argv)

    targets = [t.strip() for t in args.targets.split(",") if t.strip()]
    bad = [t for t in targets if t not in TARGETS]
    if bad:
        ap.error(f"unknown target(s) {bad}; kgen knows {list(TARGETS)}")
    files = sorted((ROOT / "examples").glob("*.kgen"))
    if args.examples:
        want = {e.strip() for e in args.examples.split(",")}
        files = [f for f in files if f.stem in want]
    if not files:
        ap.error("no examples selected")

    console = Console(record=True, width=150)
    progress = Console(stderr=True)              # not part of the report
    triton = TritonRunner() if not args.no_triton else None
    tver = triton.version if triton else "skipped (--no-triton)"
    for line in machine_info(tver):
        console.print(line, highlight=False)
    console.print(f"reps:     kgen {args.reps} (median), Triton {args.triton_reps} (median); one "
                  f"untimed warm-up call per cell first", highlight=False)
    if triton and triton.error:
        console.print(f"[yellow]{escape(triton.error)}: Triton columns are n/a[/]")

    rows = []
    for f in files:
        source = Source(f.name, f.read_text())
        for tgt in targets:
            k_text, k_bin, t_text, t_bin, k_cold = measure_cell(source, tgt, triton, args.reps,
                                                                args.triton_reps)
            rows.append((f.stem, source, tgt, k_text, k_bin, t_text, t_bin, k_cold))
            progress.print(f"  measured {f.stem:10s} {tgt:7s}", style="dim", highlight=False)

    notes: dict[str, int] = {}
    table = Table(title="Compile latency, milliseconds (median), in-process, this machine",
                  title_justify="left")
    table.add_column("example")
    table.add_column("target")
    table.add_column("kgen\nsrc->text", justify="right")
    table.add_column("kgen\ncold", justify="right")
    table.add_column("kgen\nsrc->bin", justify="right")
    table.add_column("Triton\nsrc->text", justify="right")
    table.add_column("Triton\nsrc->bin", justify="right")
    table.add_column("text ratio\nTriton/kgen", justify="right")
    table.add_column("bin ratio\nTriton/kgen", justify="right")
    for name, _, tgt, kt, kb, tt, tb, kc in rows:
        table.add_row(name, tgt, fmt_ms(kt, notes), fmt_ms(kc, notes), fmt_ms(kb, notes),
                      fmt_ms(tt, notes),
                      fmt_ms(tb, notes), fmt_ratio(tt, kt, RATIO_BAR), fmt_ratio(tb, kb, None))
    console.print()
    console.print(table)
    console.print(
        "src->text: source string to PTX/AMDGCN text in memory; cold: the same with kgen's "
        "in-process memos (parse, check,\nproven mbarrier rings) dropped before each "
        "repetition. src->bin: source string to "
        "cubin/code-object bytes\n(kgen: nvJitLink in process; Triton: ptxas subprocess / lld, "
        "plus its cache write). Triton src->text is read from Triton's\nown stage timer (call "
        "start to end of its ptx/amdgcn stage). Ratios > 1 mean kgen is faster; text ratio is "
        f"green at >= {RATIO_BAR:.0f}x.", style="dim", highlight=False)
    if notes:
        console.print("\nn/a reasons:")
        for reason, n in notes.items():
            console.print(f"  [{n}] {reason}", markup=False, highlight=False)

    # ---- bars
    n_cells = len(rows)
    console.print()
    missing = [f"{r[0]}/{r[2]}" for r in rows if not r[3].ok]

    def verdict(failed: list[str], measured_n: int, missing_n: int) -> str:
        if failed:
            return "[bold red]FAIL[/]"
        if measured_n == 0:
            return "[bold yellow]NOT MEASURED[/]"
        if missing_n:
            return "[bold yellow]INCOMPLETE[/] (every measured cell passes)"
        return "[bold green]PASS[/]"

    kernels = {r[0]: _kernels(r[1]) for r in rows}

    def bar_ms(name: str) -> float:
        # The bar: 50 ms a file and target, attention 300 ms a kernel (attention_gqa,
        # added after the issue, is attention too: its bar is the same per kernel).
        return ATTENTION_BAR_MS * kernels[name] if _attention(name) else TEXT_BAR_MS

    for label, idx in (("source->text", 3), ("cold source->text (for information)", 7)):
        cells = [(r[0], r[2], r[idx]) for r in rows if r[idx].ok]
        slow = [f"{n}/{t} {c.median_ms:.1f} ms" for n, t, c in cells
                if c.median_ms >= bar_ms(n)]
        worst = max(cells, key=lambda m: m[2].median_ms / bar_ms(m[0]), default=None)
        worst_s = (f"; furthest {worst[0]}/{worst[1]} {worst[2].median_ms:.1f} ms"
                   if worst else "")
        att = ", ".join(f"{n} {kernels[n]} kernels" for n in kernels if _attention(n))
        att = f" (attention < {ATTENTION_BAR_MS:.0f} ms per kernel: {att})" if att else ""
        console.print(f"Bar 1, kgen {label} < {TEXT_BAR_MS:.0f} ms per file and target{att}: "
                      f"{verdict(slow, len(cells), n_cells - len(cells))}: "
                      f"{len(cells) - len(slow)}/{n_cells} cells under the bar{worst_s}",
                      highlight=False)
        if slow:
            console.print(f"    over: {', '.join(slow)}", highlight=False)
    if missing:
        console.print(f"    not measured (kgen n/a): {', '.join(missing)}", highlight=False)

    pairs = [(r[0], r[2], r[5].median_ms / r[3].median_ms) for r in rows if r[3].ok and r[5].ok]
    unpaired = [f"{r[0]}/{r[2]}" for r in rows if not (r[3].ok and r[5].ok)]
    under = [f"{n}/{t} {x:.1f}x" for n, t, x in pairs if x < RATIO_BAR]
    lo = min(pairs, key=lambda p: p[2], default=None)
    lo_s = f"; lowest {lo[0]}/{lo[1]} {lo[2]:.1f}x" if lo else ""
    gm = statistics.geometric_mean([p[2] for p in pairs]) if pairs else None
    gm_s = f", geometric mean {gm:.1f}x" if gm else ""
    console.print(f"Bar 2, kgen source->text >= {RATIO_BAR:.0f}x faster than Triton source->text: "
                  f"{verdict(under, len(pairs), len(unpaired))}: {len(pairs) - len(under)}/"
                  f"{n_cells} cells at or over the bar{lo_s}{gm_s}", highlight=False)
    if under:
        console.print(f"    under: {', '.join(under)}", highlight=False)
    if unpaired:
        console.print(f"    not compared (kgen or Triton n/a): {', '.join(unpaired)}",
                      highlight=False)
    cold = [(r[0], r[2], r[5].median_ms / r[7].median_ms) for r in rows if r[7].ok and r[5].ok]
    if cold:
        lo = min(cold, key=lambda p: p[2])
        console.print(f"(for information) cold source->text, Triton/kgen: "
                      f"{sum(1 for p in cold if p[2] >= RATIO_BAR)}/{len(cold)} at or over "
                      f"{RATIO_BAR:.0f}x; lowest {lo[0]}/{lo[1]} {lo[2]:.1f}x, geometric mean "
                      f"{statistics.geometric_mean([p[2] for p in cold]):.1f}x", highlight=False)
    bins = [r[6].median_ms / r[4].median_ms for r in rows if r[4].ok and r[6].ok]
    if bins:
        console.print(f"(for information, not a bar) source->binary, Triton/kgen: geometric mean "
                      f"{statistics.geometric_mean(bins):.1f}x, range {min(bins):.1f}x to "
                      f"{max(bins):.1f}x", highlight=False)

    if args.stages:
        st = Table(title="kgen source->text by stage, milliseconds (median of --reps, each "
                         "stop timed from the source)", title_justify="left")
        for col in ("example", "target", "parse", "check+tile", "schedule+barriers", "emit",
                    "total"):
            st.add_column(col, justify="left" if col in ("example", "target") else "right")
        for name, source, tgt, kt, *_ in rows:
            b = kgen_stage_breakdown(source, tgt, args.reps) if kt.ok else None
            if b is None:
                st.add_row(name, tgt, *["[dim]n/a[/]"] * 5)
            else:
                st.add_row(name, tgt, *(f"{max(v, 0.0):.2f}" for v in b.values()),
                           f"{sum(b.values()):.2f}")
        console.print()
        console.print(st)
        console.print("Each stage is the difference of the medians to its stop and to the stop "
                      "before, so noise can make a tiny stage\nread 0.00 (a negative difference "
                      "is shown as 0.00).", style="dim", highlight=False)

    if args.passes:
        pt = None
        for name, source, tgt, kt, *_ in rows:
            b = kgen_pass_breakdown(source, tgt, args.reps) if kt.ok else None
            if pt is None and b is not None:
                pt = Table(title="kgen source->text by part, milliseconds (mean of --reps; "
                                 "lower: planning, layouts and lowering, of the kernel and "
                                 "its variants)", title_justify="left")
                for col in ("example", "target", *b):
                    pt.add_column(col, justify="left" if col in ("example", "target")
                                  else "right")
                cols = len(b)
            if b is not None:
                pt.add_row(name, tgt, *(f"{v:.1f}" for v in b.values()))
            elif pt is not None:
                pt.add_row(name, tgt, *["[dim]n/a[/]"] * cols)
        if pt is not None:
            console.print()
            console.print(pt)

    if args.profile or args.profile_bin:
        for name, source, tgt, kt, kb, *_ in rows:
            if kt.ok and kt.median_ms > PROFILE_OVER_MS:
                profile_kgen(console, source, tgt, "asm", args.reps)
            if args.profile_bin and kb.ok and kb.median_ms > PROFILE_OVER_MS:
                profile_kgen(console, source, tgt, "bin", max(1, args.reps // 4))

    if args.save:
        Path(args.save).parent.mkdir(parents=True, exist_ok=True)
        console.save_text(args.save)
        print(f"saved to {args.save}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
