"""What ptxas made of kgen's sm_90a goldens: its verdict lines and the SASS facts per kernel.

    python benchmarks/sass_facts.py [--rev REV] [--out benchmarks/results/sass_sm90a.txt]

For every example whose sm_90a golden has wgmma (the working tree's, or git REV's), assembles it
with ptxas (kgen.assemble.driver.assemble_ptx: no verdict refused here, they are the subject) and reads
the cubin with nvdisasm (kgen.assemble.sass): per kernel, the PTX's wgmma.wait_group 0 and N > 0 counts
beside the SASS's HGMMA count and its full (`WARPGROUP.DEPBAR.LE gsb0, 0x0`) and partial waits,
and the C75xx lines ptxas printed. A serialized pipeline shows as SASS full waits above the
PTX's wait_group 0 count, with no partial wait left. No GPU is needed.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from kgen.assemble.driver import assemble_ptx, find_ptxas, verdicts  # noqa: E402
from kgen.assemble.sass import cubin_facts, ptx_waits  # noqa: E402
from kgen.target.targets import TARGETS  # noqa: E402


def golden(example: str, rev: str | None) -> str:
    path = f"golden/{example}/sm_90a.ptx"
    if rev is None:
        return (ROOT / path).read_text()
    return subprocess.run(["git", "show", f"{rev}:{path}"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout


def table(rev: str | None) -> str:
    examples = sorted(p.parent.name for p in (ROOT / "golden").glob("*/sm_90a.ptx")
                      if "wgmma.mma_async" in p.read_text())
    lines = [f"{'kernel':<24}{'PTX wait 0':>11}{'PTX wait N':>11}{'HGMMA':>7}"
             f"{'SASS full':>10}{'SASS partial':>13}  ptxas verdict"]
    for ex in examples:
        try:
            text = golden(ex, rev)
        except subprocess.CalledProcessError:
            continue
        cubin, res, log = assemble_ptx(text, TARGETS["sm_90a"])
        codes: dict[str, list[str]] = {}
        for v in verdicts(log, res, "sm_90a"):
            codes.setdefault(v.kernel, []).append(v.code)
        facts = cubin_facts(cubin)
        for fn, (w0, wn) in ptx_waits(text).items():
            f = facts[fn]
            lines.append(f"{fn:<24}{w0:>11}{wn:>11}{f.hgmma:>7}{f.full_waits:>10}"
                         f"{f.partial_waits:>13}  {' '.join(codes.get(fn, [])) or '-'}")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rev", default=None, help="read the goldens at this git revision")
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    ver = subprocess.run([find_ptxas(), "--version"], capture_output=True,
                         text=True).stdout.strip().splitlines()[-1]
    head = (f"sm_90a goldens at {args.rev or 'the working tree'}; {ver}\n")
    text = head + table(args.rev)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
