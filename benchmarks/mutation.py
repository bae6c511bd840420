"""The emulator's catch rate on weakened synchronisation, per instruction kind and target.

Every synchronisation instruction on an executed line of every golden (kgen.mutation.KINDS) is
mutated in turn (delete; raise a wait count; drop a spin loop; flip a parity) and each mutant
runs on the emulator. A mutant is caught when the run fails; the allowlist (kgen.mutation.ALLOWED)
explains the ones that may pass. Prints the table and writes it to benchmarks/results/mutation.txt.

    python benchmarks/mutation.py [--examples a,b] [--targets sm_90a,...] [--out FILE] [--log F]

Run from the repository root (kgen is imported from the checkout).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path.cwd()))


def main() -> None:
    from kgen.mutation import run_mutant, subject_mutants
    from kgen.targets import TARGETS
    try:
        from kgen.mutation import reason
    except ImportError:                      # the harness at its first commit had no allowlist
        def reason(m):
            return None
    ap = argparse.ArgumentParser()
    ap.add_argument("--examples", default="")
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "mutation.txt"))
    ap.add_argument("--log", default="")
    ap.add_argument("--title", default="")
    args = ap.parse_args()
    root = Path.cwd()
    examples = args.examples.split(",") if args.examples else sorted(
        p.stem for p in (root / "examples").glob("*.kgen"))
    targets = args.targets.split(",")
    total: Counter = Counter()
    caught: Counter = Counter()
    allowed: Counter = Counter()
    survivors = defaultdict(list)
    log = open(args.log, "w") if args.log else None
    t0 = time.perf_counter()
    for t in targets:
        for e in examples:
            s, ms = subject_mutants(root, e, t)
            for m in ms:
                o = run_mutant(s, m)
                k = (m.kind, m.operator, t)
                total[k] += 1
                why = reason(m) if not o.caught else None
                if o.caught:
                    caught[k] += 1
                elif why:
                    allowed[k] += 1
                else:
                    survivors[k].append(m.key)
                if log:
                    print(f"{'CAUGHT ' if o.caught else 'ALLOWED' if why else 'SURVIVE'} "
                          f"{m.key} :: {why or o.why} ({o.seconds:.1f} s)", file=log, flush=True)
    lines = [args.title] if args.title else []
    lines.append(f"{'kind':<22}{'operator':<13}{'target':<8}{'mutants':>8}{'caught':>8}"
                 f"{'allowed':>8}{'rate':>8}")
    for k in sorted(total, key=lambda k: (targets.index(k[2]), k[0], k[1])):
        n, c, a = total[k], caught[k], allowed[k]
        lines.append(f"{k[0]:<22}{k[1]:<13}{k[2]:<8}{n:>8}{c:>8}{a:>8}{100 * c / n:>7.1f}%")
    n, c, a = sum(total.values()), sum(caught.values()), sum(allowed.values())
    lines.append(f"{'all':<43}{n:>8}{c:>8}{a:>8}{100 * c / max(n, 1):>7.1f}%   "
                 f"caught or explained: {100 * (c + a) / max(n, 1):.1f}%")
    lines.append(f"({time.perf_counter() - t0:.0f} s)")
    if survivors:
        lines.append("survivors (neither caught nor on the allowlist):")
        for k, keys in sorted(survivors.items()):
            lines += [f"  {key}" for key in keys]
    text = "\n".join(lines) + "\n"
    print(text)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)


if __name__ == "__main__":
    main()
