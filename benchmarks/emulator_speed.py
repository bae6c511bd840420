"""Emulator speed: warp (wave) instructions per second, per front end, on every example.

    python benchmarks/emulator_speed.py [--targets sm_90a,gfx942] [--save FILE]
        [--vs OLD_TREE] [--repeat N] [--examples gemm_bf16,softmax]

With --vs, the emulator (kgen/sim) of another checkout of kgen, e.g. one made by
`git worktree add /tmp/emu-base COMMIT`, runs each cell too, in this process, alternating with
this tree's, on the same compiled text and inputs: the table shows both times and the ratio.
Each time is the best of --repeat runs (the machine is shared: the minimum is the one least
disturbed). Both emulators are imported and warmed up before anything is timed, and each run
starts with the text not yet parsed: kgen.sim's cache of parsed modules is emptied before the
first kernel of the example (an example with several kernels, attention, parses its text once
where the old emulator parsed it for each kernel's launch).

Each example runs at its default sizes (examples/reference.py) on the emulator, for each target;
the table shows the instructions executed, the emulator's time (inside kgen.sim.emulate: module
building and execution, not the harness around it) and the rate, and a total per front end
(PTX: sm_80, sm_90a; AMDGCN: gfx90a, gfx942). A text the old emulator cannot read (an
instruction it did not know yet) has no before time; the totals' ratio counts only the cells
both ran. Outputs are checked against golden io.npz too, so a
fast wrong emulator cannot look good.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib.util
import os
import platform
import re
import sys
import time
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples"))

import kgen.sim  # noqa: E402
from kgen.compiler import compile_source  # noqa: E402
from kgen.tools.golden import read_io, targets_of  # noqa: E402
from kgen.tools.run import launch_and_check, reference_written, stored  # noqa: E402
from kgen.runtime.device import SimDevice  # noqa: E402
from kgen.source import Source  # noqa: E402
from kgen.target.targets import TARGETS  # noqa: E402


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}"


def load_sim(tree: Path):
    """The kgen.sim package of another checkout, as the module kgen._sim_vs: its relative
    imports outside sim (errors, targets, tensormap) resolve to this tree's kgen. A checkout
    from before the stage folders (kgen/targets.py, kgen/tensormap.py, before 0f759a8) finds
    them under their old names."""
    import kgen.target.targets
    import kgen.target.tensormap
    sys.modules.setdefault("kgen.targets", kgen.target.targets)
    sys.modules.setdefault("kgen.tensormap", kgen.target.tensormap)
    init = tree / "kgen" / "sim" / "__init__.py"
    spec = importlib.util.spec_from_file_location("kgen._sim_vs", init,
                                                  submodule_search_locations=[str(init.parent)])
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


@contextlib.contextmanager
def using(sim, clock: list):
    """SimDevice runs on `sim` (a kgen.sim package) while inside; clock[0] gathers the seconds
    spent inside its emulate (the emulator's own time: not the harness around it, which
    poisons the outputs, builds the arguments and compares, the same for both trees)."""
    names = ("GlobalMemory", "Launch", "Stats")
    saved = {n: getattr(kgen.sim, n) for n in (*names, "emulate")}
    for n in names:
        setattr(kgen.sim, n, getattr(sim, n))
    inner = sim.emulate

    def emulate(*args):
        t0 = time.perf_counter()
        try:
            return inner(*args)
        finally:
            clock[0] += time.perf_counter() - t0
    kgen.sim.emulate = emulate
    try:
        yield
    finally:
        for n, v in saved.items():
            setattr(kgen.sim, n, v)


def warm_up(sim) -> None:
    """Imports both front ends (their opcode tables are built on import)."""
    importlib.import_module(sim.__name__ + ".ptx")
    importlib.import_module(sim.__name__ + ".amdgcn")


def timed(sim, c, inputs, outputs, sizes, repeat: int):
    """(best seconds, instructions, outputs match) of every kernel of the example on `sim`,
    each checked as `kgen golden check` does (kgen.tools.run.launch_and_check)."""
    best, n, ok = float("inf"), 0, True
    for _ in range(repeat):
        clock, n = [0.0], 0
        if hasattr(sim, "clear_modules"):   # the text's first launch: parsed again
            sim.clear_modules()
        # Neither tree pays for the other's garbage, nor for this process's heap (every
        # example compiled so far, both emulators): what the last run left (an old module's
        # reference cycles) is collected here, untimed, and what lives on is frozen (left out
        # of the collections the run's own allocations trigger, which stay in its time).
        gc.collect()
        gc.freeze()
        try:
            for k, fn in zip(c.kernels, c.functions):
                want = {name: (outputs[name],
                               reference_written(outputs[name], k.param(name).dtype))
                        for name in sorted(stored(k))}
                with using(sim, clock):
                    res, checks = launch_and_check(SimDevice(), c, fn, k, inputs, sizes, want)
                m = re.search(r"([\d,]+) warp instructions", res.detail)
                n += int(m[1].replace(",", "")) if m else 0
                ok = ok and all(ch.bad == 0 for ch in checks)
        finally:
            gc.unfreeze()
        best = min(best, clock[0])
    return best, n, ok


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--save", default=None)
    ap.add_argument("--vs", default=None, help="another kgen checkout to compare with")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--examples", default=None, help="comma-separated names (default: all)")
    args = ap.parse_args()
    old = load_sim(Path(args.vs).resolve()) if args.vs else None
    warm_up(kgen.sim)
    if old is not None:
        warm_up(old)
    console = Console(record=True, width=180)
    title = f"kgen emulator speed ({machine()}, best of {args.repeat})"
    if old is not None:
        title += f"; before: {args.vs}"
    table = Table(title=title, title_justify="left")
    cols = ["example", "target", "sizes", "instructions"]
    cols += ["before s", "after s", "speedup"] if old is not None else ["seconds"]
    cols += ["instr/s", "outputs"]
    for col in cols:
        table.add_column(col, justify="left" if col in ("example", "target", "sizes", "outputs")
                         else "right")
    # instructions, seconds, and the seconds of each tree on the cells both ran
    totals: dict[str, list[float]] = {"PTX": [0, 0, 0, 0], "AMDGCN": [0, 0, 0, 0]}
    for path in sorted((ROOT / "examples").glob("*.kgen")):
        if args.examples and path.stem not in args.examples.split(","):
            continue
        sizes, inputs, outputs = read_io(ROOT / "golden" / path.stem / "io.npz")
        src = Source(f"examples/{path.name}", path.read_text())
        for t in args.targets.split(","):
            if t not in targets_of(ROOT, path.stem):    # examples/reference.py's ONLY_ON
                continue
            c = compile_source(src, t)
            secs, n, ok = timed(kgen.sim, c, inputs, outputs, sizes, args.repeat)
            fe = "PTX" if TARGETS[t].is_nvidia else "AMDGCN"
            totals[fe][0] += n
            totals[fe][1] += secs
            row = [path.stem, t, " ".join(f"{k}={v}" for k, v in sizes.items()), f"{n:,}"]
            note = ""
            if old is not None:
                try:
                    before, n_old, ok_old = timed(old, c, inputs, outputs, sizes, args.repeat)
                except old.EmulatorError as e:   # an instruction it did not know yet
                    note = f" (before: {str(e)[:40]})"
                    row += ["-", f"{secs:.3f}", "-"]
                else:
                    totals[fe][2] += before
                    totals[fe][3] += secs
                    if n_old != n:
                        # Kernels that spin on mbarriers run as many try_waits as the order of
                        # the warps makes them: an emulator that orders them otherwise counts
                        # otherwise.
                        note = f" (before: {n_old:,} instr.)"
                    ok = ok and ok_old
                    row += [f"{before:.3f}", f"{secs:.3f}", f"{before / secs:.1f}x"]
            else:
                row += [f"{secs:.2f}"]
            row += [f"{n / secs:,.0f}", ("match" if ok else "DIFFER") + note]
            table.add_row(*row)
            console.file.flush()
    console.print(table)
    for fe, (n, secs, before, both) in totals.items():
        if secs:
            line = (f"{fe} front end: {int(n):,} instructions in {secs:.1f} s = "
                    f"{n / secs:,.0f} instructions/s")
            if old is not None:
                line += (f"; on the cells both ran, before {before:.1f} s, after {both:.1f} s "
                         f"({before / both:.1f}x)")
            console.print(line)
    if args.save:
        Path(args.save).write_text(console.export_text())


if __name__ == "__main__":
    main()
