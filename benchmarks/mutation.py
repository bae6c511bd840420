"""The emulator's catch rate on weakened synchronisation, per instruction kind and target.

Every synchronisation instruction on an executed line of every golden (kgen.tools.mutation.KINDS) is
mutated in turn (delete; raise a wait count; drop a spin loop; flip a parity) and each mutant
runs on the emulator. A mutant is caught when the run fails; the allowlist
(kgen.tools.mutation.ALLOWED) explains the ones that may pass. Prints the table and writes it to
benchmarks/results/mutation.txt.

    python benchmarks/mutation.py [--examples a,b] [--targets sm_90a,...] [--out FILE]
                                  [--log FILE [--resume]] [--from-log FILE ...]

--log writes one line per mutant (CAUGHT / ALLOWED / SURVIVE, its key, the error or the reason);
with --resume it keeps the log's mutants, runs the rest and appends them (a campaign of hours
goes on across runs; the goldens must not have changed in between);
--from-log tabulates such logs again, with today's allowlist, instead of running (the mutants'
lines are read back from the goldens, which must not have changed since). Run from the
repository root: kgen is imported from the checkout. Do not pause a campaign (SIGSTOP): the hang
limit is wall-clock time (ITIMER_REAL), so the mutant running then is logged as a hang on resume;
stop it instead and --resume, or run that mutant again.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path.cwd()))


@dataclass(frozen=True)
class Record:
    kind: str
    operator: str
    target: str
    status: str        # CAUGHT | ALLOWED | SURVIVE
    key: str
    why: str


def run(root: Path, examples: list[str], targets: list[str], log, kernels=None,
        operators=None, done: frozenset = frozenset()) -> list[Record]:
    """Every mutant of the examples on the targets; `kernels` (names) keeps the mutants on
    lines those kernels execute, `operators` ("kind:operator" or "operator") those kinds;
    mutants whose key is in `done` (a resumed log's) are not run again."""
    from kgen.tools.mutation import reason, run_mutant, subject_mutants
    out = []
    for t in targets:
        for e in examples:
            s, ms = subject_mutants(root, e, t)
            if kernels:
                ms = [m for m in ms if s.kernels_at(m.line) & set(kernels)]
            if operators:
                ms = [m for m in ms if m.operator in operators
                      or f"{m.kind}:{m.operator}" in operators]
            for m in ms:
                if m.key in done:
                    continue
                o = run_mutant(s, m)
                why = None if o.caught else reason(m)
                status = "CAUGHT" if o.caught else "ALLOWED" if why else "SURVIVE"
                out.append(Record(m.kind, m.operator, t, status, m.key, why or o.why))
                if log:
                    print(f"{status:<8}{m.key} :: {why or o.why} ({o.seconds:.1f} s)", file=log,
                          flush=True)
    return out


_LINE = re.compile(r"^(CAUGHT|ALLOWED|SURVIVE)\s+(\w+)/(\w+):(\d+) (\S+) (.*?) :: (.*)$")


def from_log(root: Path, path: Path, judge: bool = True) -> list[Record]:
    """A log's records, survivors judged again by today's allowlist (unless not `judge`)."""
    from kgen.tools.mutation import Contexts, Mutant, kind_of, reason
    from kgen.target.targets import TARGETS
    out = []
    goldens: dict = {}      # (example, target) -> its lines and their contexts, read once
    for ln in path.read_text().splitlines():
        m = _LINE.match(ln)
        if not m:
            continue
        status, example, target, line, op, original, why = m.groups()
        t = TARGETS[target]
        if (example, target) not in goldens:
            lines = (root / "golden" / example /
                     f"{target}.{'ptx' if t.is_nvidia else 's'}").read_text().splitlines()
            goldens[example, target] = lines, Contexts(lines)
        golden, contexts = goldens[example, target]
        i = int(line) - 1
        kind = kind_of(golden[i], "nvidia" if t.is_nvidia else "amd")
        if kind is None or original not in golden[i]:
            raise SystemExit(f"{path}: {example}/{target}:{line} is no longer '{original}'")
        mut = Mutant(example, target, kind.name, op, i + 1, original, (),
                     contexts.at(i))
        if status != "CAUGHT" and judge:
            r = reason(mut)
            status, why = ("ALLOWED", r) if r else ("SURVIVE", why)
        out.append(Record(kind.name, op, target, status, mut.key, why))
    return out


def table(records: list[Record], targets: list[str], title: str, seconds: float) -> str:
    total: Counter = Counter()
    by: dict = defaultdict(Counter)
    survivors = []
    for r in records:
        k = (r.kind, r.operator, r.target)
        total[k] += 1
        by[r.status][k] += 1
        if r.status == "SURVIVE":
            survivors.append(r.key)
    lines = [title] if title else []
    lines.append(f"{'kind':<22}{'operator':<13}{'target':<8}{'mutants':>8}{'caught':>8}"
                 f"{'allowed':>8}{'caught %':>10}")
    order = {t: i for i, t in enumerate(targets)}
    for k in sorted(total, key=lambda k: (order.get(k[2], 99), k[0], k[1])):
        n, c, a = total[k], by["CAUGHT"][k], by["ALLOWED"][k]
        lines.append(f"{k[0]:<22}{k[1]:<13}{k[2]:<8}{n:>8}{c:>8}{a:>8}{100 * c / n:>9.1f}%")
    for t in targets:
        n = sum(v for k, v in total.items() if k[2] == t)
        c = sum(v for k, v in by["CAUGHT"].items() if k[2] == t)
        a = sum(v for k, v in by["ALLOWED"].items() if k[2] == t)
        if n:
            lines.append(f"{'all ' + t:<43}{n:>8}{c:>8}{a:>8}{100 * c / n:>9.1f}%   caught or "
                         f"explained: {100 * (c + a) / n:.1f}%")
    n, c, a = sum(total.values()), sum(by["CAUGHT"].values()), sum(by["ALLOWED"].values())
    lines.append(f"{'all':<43}{n:>8}{c:>8}{a:>8}{100 * c / max(n, 1):>9.1f}%   caught or "
                 f"explained: {100 * (c + a) / max(n, 1):.1f}%")
    if seconds:
        lines.append(f"({seconds:.0f} s)")
    lines.append(f"survivors (neither caught nor on the allowlist): {len(survivors)}")
    lines += [f"  {key}" for key in survivors]
    return "\n".join(lines) + "\n"


def main() -> None:
    from kgen.target.targets import TARGETS
    ap = argparse.ArgumentParser()
    ap.add_argument("--examples", default="")
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--out", default="benchmarks/results/mutation.txt")
    ap.add_argument("--log", default="")
    ap.add_argument("--from-log", nargs="*", default=[])
    ap.add_argument("--title", default="")
    ap.add_argument("--kernels", default="",
                    help="only mutants on lines these kernels (comma-separated) execute")
    ap.add_argument("--operators", default="",
                    help="only these operators: 'drop-spin' or 'kind:operator', comma-separated")
    ap.add_argument("--goldens", default="",
                    help="with --from-log: the checkout whose goldens the log mutated")
    ap.add_argument("--resume", action="store_true",
                    help="with --log: keep the log's mutants, run only the others, append")
    ap.add_argument("--as-logged", action="store_true",
                    help="with --from-log: keep the log's verdicts (no allowlist applied)")
    args = ap.parse_args()
    root = Path.cwd()
    targets = args.targets.split(",")
    t0 = time.perf_counter()
    if args.from_log:
        groot = Path(args.goldens) if args.goldens else root
        records = [r for p in args.from_log for r in from_log(groot, Path(p), not args.as_logged)
                   if r.target in targets]
        seconds = 0.0
    else:
        examples = args.examples.split(",") if args.examples else sorted(
            p.stem for p in (root / "examples").glob("*.kgen"))
        # --resume: the log's mutants are kept (judged again) and not run again; new lines
        # are appended to it, so a campaign of hours can go on across several runs.
        done = from_log(root, Path(args.log)) \
            if args.resume and args.log and Path(args.log).exists() else []
        with open(args.log, "a" if args.resume else "w") if args.log else \
                open("/dev/null", "w") as log:
            records = done + run(root, examples, targets, log if args.log else None,
                                 [k for k in args.kernels.split(",") if k],
                                 [o for o in args.operators.split(",") if o],
                                 frozenset(r.key for r in done))
        seconds = time.perf_counter() - t0
    text = table(records, targets, args.title, seconds)
    print(text)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)


if __name__ == "__main__":
    main()
