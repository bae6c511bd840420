"""The sm_90a SASS of examples, per kernel: instructions, HGMMA, wgmma waits, and the smallest
loop holding both HGMMA and MUFU.EX2 (attention's key loop), read with nvdisasm. No GPU.

    python benchmarks/sass_loops.py examples/attention.kgen examples/gemm_bf16.kgen

A loop is a backward branch to an earlier label; the key loop's instructions per 128 keys are
its count times 128 over the keys it walks (its MUFU.EX2 count over the exponentials a step
takes per thread tells the steps: 34 for 64 keys, 66 for 128, at 64 rows per warpgroup).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from kgen.assemble.driver import assemble_ptx  # noqa: E402
from kgen.assemble.sass import disassemble, facts  # noqa: E402
from kgen.compiler import compile_source  # noqa: E402
from kgen.source import Source  # noqa: E402
from kgen.target.targets import TARGETS  # noqa: E402

_FUNC = re.compile(r"^\s*\.section\s+\.text\.([A-Za-z_$][\w$]*),")
_LABEL = re.compile(r"^\s*(\.L_x_\d+):")
_INST = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)([^;]*);")


def key_loops(sass: str) -> dict[str, tuple[int, int, int] | None]:
    """{kernel: (instructions, HGMMA, MUFU.EX2) of its smallest loop holding both, or None}."""
    func, insts, labels = None, {}, {}
    for line in sass.splitlines():
        if (m := _FUNC.match(line)):
            func = m.group(1)
            insts[func], labels[func] = [], {}
        elif func and (m := _LABEL.match(line)):
            labels[func][m.group(1)] = len(insts[func])
        elif func and (m := _INST.search(line)):
            insts[func].append((m.group(2), m.group(3)))
    out = {}
    for f, ins in insts.items():
        best = None
        for i, (op, rest) in enumerate(ins):
            t = re.search(r"(\.L_x_\d+)", rest) if op.startswith("BRA") else None
            j = labels[f].get(t.group(1)) if t else None
            if j is None or j > i:
                continue
            body = ins[j:i + 1]
            h = sum(o.startswith("HGMMA") for o, _ in body)
            e = sum(o.startswith("MUFU.EX2") for o, _ in body)
            if h and e and (best is None or len(body) < best[0]):
                best = (len(body), h, e)
        out[f] = best
    return out


def main() -> None:
    for path in sys.argv[1:]:
        c = compile_source(Source(path, Path(path).read_text()), "sm_90a")
        sass = disassemble(assemble_ptx(c.asm, TARGETS["sm_90a"])[0])
        loops = key_loops(sass)
        for k, f in facts(sass).items():
            if k.endswith("_fallback"):
                continue
            lp = loops.get(k)
            loop = f"key loop {lp[0]} instr, {lp[1]} HGMMA, {lp[2]} MUFU.EX2" if lp else ""
            print(f"{k:24s} {f.line():55s} {loop}")


if __name__ == "__main__":
    main()
