"""The command line: `kgen compile | check | targets | golden update`.

Only this module prints and chooses exit codes: 0 success, 1 a diagnostic (the user's program, a
target, an assembler) or a usage error (an unknown option, a missing argument: the user's error
too, so the same code; Click's own 2 is mapped in `main`). A Python traceback never reaches the
user unless they ask with `--debug`.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

from .version import __version__
from .errors import CompilerBug, KgenError
from .lir import ops as L
from .front.read import load_source
from .source import Source
from .target.targets import CAPABILITIES, STATUS, TARGETS, get_target

# `-h` as well as `--help` on every command: Click's default is `--help` alone, and subcommands
# inherit the names from the group's context.
_CONTEXT = {"help_option_names": ["-h", "--help"]}
app = typer.Typer(add_completion=True, no_args_is_help=True, rich_markup_mode=None,
                  context_settings=_CONTEXT,
                  help="kgen: tile math in, readable PTX and AMDGCN out.")
golden_app = typer.Typer(add_completion=False, no_args_is_help=True, context_settings=_CONTEXT,
                         help="Golden files: the emitted text per example and target.")
app.add_typer(golden_app, name="golden")

# Pipes and CI logs get a wide console so tables are not squeezed into 80 columns.
_WIDTH = None if sys.stdout.isatty() else 160
out = Console(highlight=False, soft_wrap=True, width=_WIDTH)
err = Console(stderr=True, highlight=False, soft_wrap=True, width=_WIDTH)


class _State:
    debug = False


# The values -t and --emit take: listed in --help and offered by shell completion
# (`kgen --install-completion`); a value outside them is kgen's own diagnostic, with a
# did-you-mean, not a usage error.
TARGET_CHOICES = (*TARGETS, "all")
EMIT_CHOICES = ("ast", "ir", "schedule", "asm", "bin", "timeline", "lir:lower", "lir:fold",
                "lir:roles", "lir:tmem", "lir:pipeline", "lir:groups", "lir:dce", "lir:divide",
                "lir:barriers")


def _choices(values):
    def complete(incomplete: str) -> list[str]:
        return [v for v in values if v.startswith(incomplete)]
    return complete


def _version(value: bool) -> None:
    if value:
        out.print(f"kgen {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Print the version and exit."),
    debug: bool = typer.Option(False, "--debug", help="Show Python tracebacks for errors "
                                                       "(also accepted after the command)."),
) -> None:
    _State.debug = _State.debug or debug


def _load(path: Path) -> Source:
    """The file's source, with the warnings its checked program draws printed to stderr (they
    never change the exit code; an error here is the same error the command would meet).
    A file that does not parse is refused here: every command parses first, and nothing of
    the compiler is imported for it (a third of the command's time on a wrong file)."""
    from .front.parse import parse
    source = load_source(path)
    try:
        program = parse(source)
    except KgenError as e:
        e.source = e.source or source      # shown at its line: the command holds no source yet
        raise
    from .front.check import check
    try:
        warnings = check(program).warnings
    except KgenError:
        return source      # the command reports it, at its own stage (`--emit ast` has none)
    for w in warnings:
        err.print(w.render(source), markup=False)
    return source


def _sizes(pairs: list[str]) -> dict[str, int]:
    sizes = {}
    for p in pairs:
        name, _, value = p.partition("=")
        # dimensions are i32 in a kernel's index math (kgen.api refuses 2^31 and more too)
        if not name.isidentifier() or not value.strip().isdigit() or \
                not 0 < int(value) < 2 ** 31:
            raise KgenError(f"--size expects NAME=POSITIVE_INTEGER below 2^31, got '{p}'",
                            hint="e.g. --size N=4096")
        sizes[name] = int(value)
    return sizes


def _run(fn, source_holder: list) -> None:
    """Runs a command body, turning every error into a diagnostic and an exit code."""
    try:
        fn()
    except KgenError as e:
        src = source_holder[0] if source_holder else None
        err.print(e.render(src), markup=False)
        if _State.debug:
            raise
        raise typer.Exit(1) from None
    except (typer.Exit, typer.Abort):
        raise
    except KeyboardInterrupt:
        err.print("interrupted")
        raise typer.Exit(130) from None
    except Exception as e:  # a bug in kgen: say so, without a traceback unless asked
        if _State.debug:
            raise
        err.print(CompilerBug(f"{type(e).__name__}: {e}",
                              hint="rerun with --debug for the traceback, and report it").render(),
                  markup=False)
        raise typer.Exit(1) from None


STAGE_HELP = ("Stop after a stage and print it: ast, ir, schedule, asm or bin; lir:PASS for the "
              "thread IR as that pass left it (lower, fold, roles, pipeline, dce, barriers); or "
              "'timeline': draw the schedule (SVG with -o out.svg, colored blocks in the "
              "terminal).")


@app.command()
def compile(
    file: Path = typer.Argument(..., help="A .kgen source file.", metavar="FILE"),
    target: str = typer.Option("sm_90a", "-t", "--target", metavar="|".join(TARGET_CHOICES),
                               autocompletion=_choices(TARGET_CHOICES),
                               help=f"Target: {', '.join(TARGETS)}, or 'all'."),
    output: Optional[Path] = typer.Option(None, "-o", "--output",
                                          help="Write here instead of stdout (a folder for -t "
                                               "all)."),
    emit: str = typer.Option("asm", "--emit", help=STAGE_HELP, metavar="|".join(EMIT_CHOICES),
                             autocompletion=_choices(EMIT_CHOICES)),
    stats: bool = typer.Option(False, "--stats",
                               help="Assemble and show registers, spills and shared memory."),
    size: list[str] = typer.Option([], "--size", metavar="NAME=N",
                                   help="Fix a dimension at compile time: N=4096."),
) -> None:
    """Compile a kernel file to PTX or AMDGCN text (or a binary with --emit bin)."""
    from .compiler import LIR_STAGES, STAGES, compile_source
    holder: list = []

    def body() -> None:
        if emit not in STAGES and emit not in LIR_STAGES and emit != "timeline":
            raise KgenError(f"unknown stage '{emit}'",
                            hint=f"stages: {', '.join(STAGES)}, timeline, or the LIR after a "
                                 f"pass: {', '.join(LIR_STAGES)}")
        if emit == "timeline" and output is not None and output.suffix.lower() != ".svg":
            raise KgenError(f"--emit timeline writes SVG: -o must name a .svg file, got "
                            f"'{output}'", hint="e.g. -o schedule.svg (no -o: the terminal)")
        source = _load(file)
        holder.append(source)
        if emit == "timeline":
            from .tools.timeline import render_rich, render_svg, timelines_for
            drawn = timelines_for(source, target, _sizes(size))
            if output is None:
                render_rich(drawn, out)
                return
            output.parent.mkdir(parents=True, exist_ok=True)
            output.write_text(render_svg(drawn))
            err.print(f"wrote {output}")
            return
        targets = list(TARGETS) if target == "all" else [target]
        sizes = _sizes(size)
        want_bin = emit == "bin" or stats
        rows = []
        if stats:  # build the parser and import the back ends first: time the compile, not start-up
            from .front.parse import _parser
            _parser()
            import importlib
            for back_end in ("amdgcn", "ptx"):
                importlib.import_module(f".emitters.{back_end}", __package__)
        from .cached import compile_cached
        for t in targets:
            t0 = time.perf_counter()
            if stats:   # timed: a real compile, then a real assembly
                c = compile_source(source, t, specialize=sizes,
                                   stop=emit if emit != "bin" else "asm")
            else:       # the compile cache (kgen/cache.py): a second call compiles nothing
                c = compile_cached(source, t, specialize=sizes, stop=emit)
            ms = (time.perf_counter() - t0) * 1e3
            asm_ms = None
            if want_bin and emit in ("asm", "bin") and c.binary is None:
                from .compiler import assemble_compiled
                t1 = time.perf_counter()
                assemble_compiled(c)
                asm_ms = (time.perf_counter() - t1) * 1e3
            if not stats or output is not None or emit == "bin":
                _write(c, emit, output, file, len(targets) > 1)
            if stats:
                rows.append((c, ms, asm_ms))
        if stats:
            _print_stats(rows)

    _run(body, holder)


def _write(c, emit: str, output: Optional[Path], file: Path, many: bool) -> None:
    if emit == "bin":
        dest = output or Path(file.stem + c.target.bin_suffix)
        if many:
            dest = (output or Path(".")) / f"{file.stem}.{c.target.name}{c.target.bin_suffix}"
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(c.binary)
        err.print(f"wrote {dest} ({len(c.binary)} bytes, {c.target.name})")
        return
    text = c.text(emit)
    if output is None:
        if many:
            out.print(f"// ===== {c.target.name} =====", markup=False)
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    dest = output
    if many:
        suffix = c.target.asm_suffix if emit == "asm" else f".{emit.replace(':', '-')}.txt"
        dest = output / f"{file.stem}.{c.target.name}{suffix}"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(text)
    err.print(f"wrote {dest}")


def _print_stats(rows) -> None:
    table = Table(title="resources (from the assembler)", title_justify="left")
    from .assemble.sass import compiled_facts
    for col in ("target", "kernel", "threads", "registers", "spills", "shared/LDS bytes",
                "detail", "machine code (SASS)", "to text ms", "assemble ms"):
        table.add_column(col, justify="right" if col not in ("target", "kernel", "detail",
                                                             "machine code (SASS)")
                         else "left")
    for c, ms, asm_ms in rows:
        fns = {f.name: f for f in L.module_functions(c.functions)}
        sass = compiled_facts(c)
        order = {name: i for i, name in enumerate(fns)}     # each kernel, then its variants
        for r in sorted(c.resources, key=lambda r: order.get(r.kernel, len(order))):
            fn = fns.get(r.kernel)
            shared = str(r.shared_bytes)
            if fn is not None and fn.shared_bytes > r.shared_bytes:  # dynamic, given at launch
                shared = f"{fn.shared_bytes} (dynamic)"
            table.add_row(c.target.name, r.kernel, str(fn.threads if fn else "?"),
                          str(r.registers), str(r.spill_bytes), shared, r.extra,
                          sass[r.kernel].line() if r.kernel in sass else "-",
                          f"{ms:.1f}", f"{asm_ms:.0f}" if asm_ms is not None else "-")
    out.print(table)


@app.command()
def run(
    file: Path = typer.Argument(..., help="A .kgen source file.", metavar="FILE"),
    device: str = typer.Option("auto", "--device", "-d", metavar="auto|cuda|hip|sim",
                               autocompletion=_choices(("auto", "cuda", "hip", "sim")),
                               help="auto (cuda, then hip, then sim), cuda, hip or sim."),
    target: Optional[str] = typer.Option(None, "-t", "--target",
                                         metavar="|".join(TARGET_CHOICES),
                                         autocompletion=_choices(TARGET_CHOICES),
                                         help="Default: the GPU's own; sm_90a on the emulator; "
                                              "'all' for every target (emulator)."),
    size: list[str] = typer.Option([], "--size", metavar="NAME=N",
                                   help="A dimension's size: N=4096 (repeat)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the random inputs."),
    specialize: bool = typer.Option(False, "--specialize",
                                    help="Also fix the --size dimensions at compile time."),
    special: str = typer.Option("", "--special", metavar="nan,inf,-inf",
                                help="Plant these values in 1/64 of every float input."),
    reference: str = typer.Option("", "--reference", metavar="MODULE:FUNCTION",
                                  help="Check against your function(kernel, inputs, sizes) -> "
                                       "{output: array} instead of kgen's evaluator."),
) -> None:
    """Compile, launch on a GPU or the emulator, and check against kgen's float64 evaluator
    (or your own reference)."""
    from .tools.run import run_source, user_reference
    holder: list = []

    def body() -> None:
        source = _load(file)
        holder.append(source)
        sizes = _sizes(size)
        with _bars() as progress:
            reports = run_source(source, device=device, target=target, sizes=sizes, seed=seed,
                                 specialize=sizes if specialize else None, progress=progress,
                                 specials=tuple(x for x in special.split(",") if x),
                                 reference=user_reference(reference) if reference else None)
        _print_reports(reports)
        if not all(r.ok for r in reports):
            raise typer.Exit(1)

    _run(body, holder)


def _print_reports(reports) -> None:
    if not reports:
        return
    out.print(f"device: {reports[0].device}", markup=False)
    table = Table(title_justify="left")
    for col in ("target", "kernel", "sizes", "output", "result", "max abs err", "max rel err",
                "differ", "worst index", "time"):
        table.add_column(col, justify="right" if col in ("max abs err", "max rel err", "differ",
                                                        "time") else "left")
    for r in reports:
        sizes = " ".join(f"{k}={v}" for k, v in r.sizes.items())
        for c in r.checks:
            worst = ""
            if c.worst is not None and not c.ok:
                worst = f"{list(c.worst)}: got {c.got_at_worst:.6g}, want {c.want_at_worst:.6g}"
            table.add_row(r.target, r.kernel, sizes, f"{c.name} ({c.dtype})",
                          "[green]match[/green]" if c.ok else "[red]MISMATCH[/red]",
                          f"{c.max_abs:.3g}", f"{c.max_rel:.3g}", f"{c.bad}/{c.total}",
                          worst, f"{r.millis:.2f} ms")
    out.print(table)
    for r in reports:
        for c in r.checks:
            for line in c.notes():
                out.print(f"{r.target} {r.kernel} {line}", markup=False)
    for r in reports:
        if r.detail:
            out.print(f"{r.target} {r.detail}", markup=False)   # detail names the function run
    bad = [r for r in reports if not r.ok]
    if bad:
        out.print(f"[red]{len(bad)} of {len(reports)} run(s) did not match the reference[/red]")
    else:
        out.print(f"[green]all {len(reports)} run(s) match the reference[/green]")


def _bars():
    """Progress bars on stderr for work longer than a second (none when it is not a terminal)."""
    from .tools.progress import Bars
    return Bars(err)


@app.command()
def bench(
    file: Path = typer.Argument(..., help="A .kgen source file.", metavar="FILE"),
    device: str = typer.Option("auto", "--device", "-d", metavar="auto|cuda|sim",
                               autocompletion=_choices(("auto", "cuda", "sim")),
                               help="auto (a CUDA GPU, else the emulator), cuda or sim."),
    target: Optional[str] = typer.Option(None, "-t", "--target",
                                         metavar="|".join(TARGET_CHOICES),
                                         autocompletion=_choices(TARGET_CHOICES),
                                         help="Default: the GPU's own; sm_90a on the emulator; "
                                              "'all' for every target (emulator)."),
    size: list[str] = typer.Option([], "--size", metavar="NAME=N",
                                   help="A dimension's size: N=4096 (repeat)."),
    reps: int = typer.Option(20, "--reps", min=1, help="Timed launches on a GPU."),
    seed: int = typer.Option(0, "--seed", help="Seed of the random inputs."),
) -> None:
    """Time kernels on a GPU against a peer; on the emulator, count and estimate (labelled)."""
    from .tools.bench import bench_source, gpu_table, report_lines, sim_table, SimBench
    holder: list = []

    def body() -> None:
        source = _load(file)
        holder.append(source)
        with _bars() as progress:
            report = bench_source(source, device=device, target=target, sizes=_sizes(size),
                                  reps=reps, seed=seed, progress=progress)
        out.print(f"device: {report.device}", markup=False)
        sim = bool(report.rows) and isinstance(report.rows[0], SimBench)
        out.print(sim_table(report.rows) if sim else gpu_table(report.rows))
        for line in report_lines(report):
            out.print(line, markup=False)
        if not report.ok:
            raise typer.Exit(1)

    _run(body, holder)


@app.command()
def tune(
    file: Path = typer.Argument(..., help="A .kgen source file.", metavar="FILE"),
    device: str = typer.Option("auto", "--device", "-d", metavar="auto|cuda|sim",
                               autocompletion=_choices(("auto", "cuda", "sim")),
                               help="auto (a CUDA GPU, else the emulator), cuda or sim."),
    target: Optional[str] = typer.Option(None, "-t", "--target",
                                         metavar="|".join(TARGET_CHOICES[:-1]),
                                         autocompletion=_choices(TARGET_CHOICES[:-1]),
                                         help="Default: the GPU's own; sm_90a on the emulator."),
    size: list[str] = typer.Option([], "--size", metavar="NAME=N",
                                   help="A dimension's size to tune for: N=4096 (repeat)."),
    kernel: Optional[str] = typer.Option(None, "--kernel", "-k", help="Tune only this kernel."),
    reps: int = typer.Option(10, "--reps", min=1, help="Timed launches per candidate (GPU)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the random inputs."),
) -> None:
    """Search schedules (tiles, block size, vector width, stages, roles) and print the best."""
    from .tools.tune import summary_lines, tune_source, tune_table
    holder: list = []

    def body() -> None:
        source = _load(file)
        holder.append(source)
        with _bars() as progress:
            results = tune_source(source, target=target, device=device, sizes=_sizes(size),
                                  kernel=kernel, seed=seed, reps=reps, progress=progress)
        out.print(f"device: {results[0].device if results else '-'}", markup=False)
        failed = False
        for r in results:
            out.print(tune_table(r))
            for line in summary_lines(r):
                out.print(line, markup=False)
            best = r.best
            if best is None:
                err.print(f"error: no candidate schedule for {r.kernel} on {r.target} compiled "
                          "and matched the reference", markup=False)
                failed = True
                continue
            if r.measure == "emulator estimate":
                out.print("(estimates, not timings: the emulator's counts and the machine code "
                          "under constants fitted on recorded H100 times, kgen/tools/estimate.py; "
                          "ties broken by the issue term)", markup=False)
            out.print(f"best for {r.kernel} on {r.target}, to paste into {file}:", markup=False)
            out.print(best.block, markup=False)
        if failed:
            raise typer.Exit(1)

    _run(body, holder)


@app.command()
def check(file: Path = typer.Argument(..., help="A .kgen source file.", metavar="FILE"),
          target: Optional[str] = typer.Option(
              None, "--target", "-t", help="Check one target only (a kernel of 8-bit floats "
              "compiles only where its format is converted: `kgen targets` lists each "
              "target's).", metavar="TARGET")) -> None:
    """Parse and check a kernel file, and compile it for every target (or -t's): ok means
    each compiles."""
    from .cached import check_cached
    holder: list = []

    def body() -> None:
        source = _load(file)
        holder.append(source)
        names = [get_target(target).name] if target is not None else list(TARGETS)
        m = check_cached(source, names)
        for k in m.kernels:
            params = ", ".join(p.name for p in k.params)
            only = set(k.axis_only_dims)
            axes = ", ".join(f"{a.name}: {a.size if a.size is not None else 'all'}" +
                             (f" in {a.segment.tensor}[{a.segment.by}]" if a.segment else
                              f" in {a.dim.name}" if a.dim.name in only and a.kind != "loop"
                              else "") for a in k.axes)
            out.print(f"ok: kernel {k.name}({params})  tile {axes}", markup=False)
        for s in m.schedules:
            out.print(f"ok: schedule {s.kernel} on {s.target}", markup=False)
        out.print(f"ok: compiles for {', '.join(names)}", markup=False)

    _run(body, holder)


@app.command()
def targets() -> None:
    """List the targets and what kgen does for each today."""
    table = Table(title="kgen targets", title_justify="left")
    table.add_column("target")
    table.add_column("machine")
    table.add_column("wave", justify="right")
    table.add_column("tile products on")
    for cap in CAPABILITIES:
        table.add_column(cap, justify="center")
    table.add_column("8-bit floats")
    for t in TARGETS.values():
        marks = ["yes" if cap in STATUS[t.name] else "-" for cap in CAPABILITIES]
        table.add_row(t.name, t.description, str(t.wave), t.matrix, *marks,
                      " ".join(t.fp8) or "-")
    out.print(table)
    never = [t for t in TARGETS if "validated on a GPU" not in STATUS[t]]
    out.print(f"Never run on hardware: {', '.join(never)}: kgen's code for them has run on its "
              "emulator only.", markup=False)
    out.print("8-bit floats have run on the emulator only, on no GPU yet.", markup=False)


@golden_app.command("update")
def golden_update(
    root: Path = typer.Option(Path("."), "--root", help="The repository root."),
) -> None:
    """Regenerate golden/<example>/<target>.ptx|.s from examples/ (review the diff!)."""
    from .tools.golden import update_goldens
    holder: list = []

    def body() -> None:
        changed = update_goldens(root)
        for path, state in changed:
            out.print(f"{state:>9}  {path}", markup=False)
        n = sum(1 for _, s in changed if s != "unchanged")
        out.print(f"{n} golden file(s) written or removed; review them with `git diff golden/`",
                  markup=False)

    _run(body, holder)


def main() -> None:
    # `--debug` anywhere on the line (before or after the command), as users type it.
    argv = sys.argv[1:]
    options = argv[:argv.index("--")] if "--" in argv else argv
    if "--debug" in options:
        _State.debug = True
        argv = [a for a in options if a != "--debug"] + argv[len(options):]
    try:
        app(args=argv, prog_name="kgen")
    except SystemExit as e:
        # Click exits 2 on a usage error (unknown option, missing argument, unknown command);
        # kgen's rule is one code for every user error, so 2 becomes 1.
        raise SystemExit(1 if e.code == 2 else e.code) from None


if __name__ == "__main__":
    main()
