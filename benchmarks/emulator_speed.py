"""Emulator speed: warp (wave) instructions per second, per front end, on every example.

    python benchmarks/emulator_speed.py [--targets sm_90a,gfx942] [--save FILE]

Each example runs at its default sizes (examples/reference.py) on the emulator, for each target;
the table shows the instructions executed, the wall time and the rate, and a total per front end
(PTX: sm_80, sm_90a; AMDGCN: gfx90a, gfx942). Outputs are checked against golden io.npz too, so a
fast wrong emulator cannot look good.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples"))

from kgen.compiler import compile_source  # noqa: E402
from kgen.tools.golden import read_io  # noqa: E402
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--save", default=None)
    args = ap.parse_args()
    console = Console(record=True, width=140)
    table = Table(title=f"kgen emulator speed ({machine()})", title_justify="left")
    for col in ("example", "target", "sizes", "instructions", "seconds", "instr/s", "outputs"):
        table.add_column(col, justify="right" if col in ("instructions", "seconds", "instr/s")
                         else "left")
    totals: dict[str, list[float]] = {"PTX": [0, 0], "AMDGCN": [0, 0]}
    for path in sorted((ROOT / "examples").glob("*.kgen")):
        sizes, inputs, outputs = read_io(ROOT / "golden" / path.stem / "io.npz")
        src = Source(f"examples/{path.name}", path.read_text())
        for t in args.targets.split(","):
            c = compile_source(src, t)
            fn = c.functions[0]
            poisoned = {k: np.full_like(v, 0x7FC0 if v.dtype == np.uint16 else np.nan)
                        for k, v in outputs.items()}
            t0 = time.perf_counter()
            res = SimDevice().run(c, fn, {**inputs, **poisoned}, sizes)
            secs = time.perf_counter() - t0
            n = int(res.detail.split()[0].replace(",", ""))
            ok = all(np.allclose(res.outputs[k].astype(np.float64), v.astype(np.float64),
                                 rtol=1e-2, atol=1e-3) for k, v in outputs.items())
            fe = "PTX" if TARGETS[t].is_nvidia else "AMDGCN"
            totals[fe][0] += n
            totals[fe][1] += secs
            table.add_row(path.stem, t, " ".join(f"{k}={v}" for k, v in sizes.items()),
                          f"{n:,}", f"{secs:.2f}", f"{n / secs:,.0f}", "match" if ok else "DIFFER")
    console.print(table)
    for fe, (n, secs) in totals.items():
        if secs:
            console.print(f"{fe} front end: {int(n):,} instructions in {secs:.1f} s = "
                          f"{n / secs:,.0f} instructions/s")
    if args.save:
        Path(args.save).write_text(console.export_text())


if __name__ == "__main__":
    main()
