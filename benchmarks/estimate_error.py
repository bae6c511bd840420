"""How well `kgen bench`'s estimate predicts the GPU: its error on every recorded GPU time.

    python benchmarks/estimate_error.py --tree b760a11=/path/to/checkout --save FILE

The recorded times are the tables in benchmarks/results/gpu_check*.txt (kernel, sizes, median
ms; the device, its copy bandwidth and the kgen commit in each file's header). Each time belongs
to the code of its commit: benchmarks/estimate_facts.py compiles and counts the kernel in a
checkout of that commit (--tree COMMIT=PATH; without it a temporary `git worktree` of the
commit is made and removed), and today's model (kgen.tools.estimate) predicts from those counts,
the PTX's SASS (ptxas, nvdisasm) and the machine table. Printed: per kernel the measured and the
predicted time, the error and the bound the model names; the median and worst absolute error;
and the same with each kernel left out of the calibration that predicts it (the constants the
model fits are the ones kgen.tools.estimate.CALIBRATION holds, refitted without that kernel).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgen.errors import KgenError  # noqa: E402
from kgen.tools import estimate  # noqa: E402

from gemm_variants import FP8_VARIANTS, GEMM_VARIANTS, variant_text  # noqa: E402

RECORDED = ("gpu_check.txt", "gpu_check_rerun.txt")
_HEADER = re.compile(r"device: (.+?) \(compute capability [\d.]+\), driver ([\d.]+), target "
                     r"(\w+), kgen commit (\w+)")
_COPY = re.compile(r"device-to-device copy: ([\d,]+) GB/s")
_MEMORY = re.compile(r"^(\w+)\.(\w+)\s+((?:\w+=\d+\s+)+)\s*([\d.]+)\s+[\d,]+\s+[\d.]+\s+ok")
_GEMM = re.compile(r"^(\d+)\^3 \((\w+)\)\s+([\d.]+)")
_ATTENTION_HEAD = re.compile(r"^attention \(B=(\d+) H=(\d+) S=(\d+) T=(\d+) D=\d+ f16\)")
_ATTENTION = re.compile(r"^(?:full|causal) \((\w+)\)\s+([\d.]+)")
# Since session 13: shapes as MxNxK with the schedule's label (benchmarks/gemm_variants.py),
# attention by head dim and kind.
_LABELS = "|".join(re.escape(x) for x in (*GEMM_VARIANTS, *FP8_VARIANTS))
_GEMM_NEW = re.compile(rf"^(\d+)x(\d+)x(\d+) ({_LABELS})\s+([\d.]+)\s.*\((matmul|gemm_fp8)\)\s*$")
_ATTENTION_HEAD_NEW = re.compile(r"^attention \(B=(\d+) H=(\d+) S=(\d+) T=(\d+)\)")
_ATTENTION_NEW = re.compile(r"^(?:full|causal) d\d+ \w+(?: GQA (\d+)/(\d+))? \((\w+)\)\s+"
                            r"([\d.]+)")


def recorded(path: Path) -> list[dict]:
    """The timed rows of one gpu_check results file, each with its file's device facts."""
    text = path.read_text()
    head = _HEADER.search(text)
    copy = _COPY.search(text)
    if head is None or copy is None:
        return []
    device = {"device": head.group(1), "target": head.group(3),
              "commit": head.group(4).split("-")[0],
              "copy_gbs": float(copy.group(1).replace(",", "")),
              "file": path.name}
    rows, attention = [], None
    for line in text.splitlines():
        if m := _MEMORY.match(line):
            sizes = dict((k, int(v)) for k, v in (s.split("=") for s in m.group(3).split()))
            rows.append({**device, "example": m.group(1), "kernel": m.group(2), "sizes": sizes,
                         "ms": float(m.group(4))})
        elif m := _GEMM.match(line):
            n = int(m.group(1))
            rows.append({**device, "example": "gemm", "kernel": m.group(2),
                         "sizes": {"M": n, "N": n, "K": n}, "ms": float(m.group(3))})
        elif m := _GEMM_NEW.match(line):
            kernel = m.group(6)
            rows.append({**device, "example": "gemm" if kernel == "matmul" else kernel,
                         "kernel": kernel, "sizes": dict(zip("MNK", map(int, m.group(1, 2, 3)))),
                         "ms": float(m.group(5)), "variant": m.group(4)})
        elif m := _ATTENTION_HEAD.match(line) or _ATTENTION_HEAD_NEW.match(line):
            attention = dict(zip("BHST", map(int, m.groups())))
        elif (m := _ATTENTION.match(line)) and attention:
            rows.append({**device, "example": "attention", "kernel": m.group(1),
                         "sizes": dict(attention), "ms": float(m.group(2))})
        elif (m := _ATTENTION_NEW.match(line)) and attention:
            sizes = dict(attention)
            if m.group(1):        # [B, HK, ..] folded: BH = B * HK, G query heads a key head
                hq, hk = int(m.group(1)), int(m.group(2))
                sizes = {"BH": sizes["B"] * hk, "G": hq // hk, "S": sizes["S"], "T": sizes["T"]}
            rows.append({**device, "example": "attention_gqa" if m.group(1) else "attention",
                         "kernel": m.group(3), "sizes": sizes, "ms": float(m.group(4))})
    return rows


@contextlib.contextmanager
def checkout(commit: str, given: dict[str, str]):
    """A checkout of `commit`: the one given, this tree for TODAY, or a temporary worktree."""
    if commit == TODAY:
        yield ROOT
        return
    if commit in given:
        yield Path(given[commit])
        return
    tmp = Path(tempfile.mkdtemp(prefix=f"kgen-{commit}-"))
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tmp), commit],
                   check=True, capture_output=True)
    try:
        yield tmp
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tmp)],
                       capture_output=True)


TODAY = "today"     # the commit name of this working tree


def _old_source(commit: str, example: str) -> tuple[str, str]:
    """(name, text) of an example as it was at commit ("gemm": gpu_check.py's SPEED_GEMM)."""
    path = "benchmarks/gpu_check.py" if example == "gemm" else f"examples/{example}.kgen"
    if commit == TODAY:
        text = (ROOT / path).read_text()
    else:
        text = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:{path}"], check=True,
                              capture_output=True, text=True).stdout
    if example == "gemm":
        text = re.search(r'SPEED_GEMM = """(.*?)"""', text, re.S).group(1)
    return path, text


def sampled(row: dict) -> dict[str, int]:
    """The sizes to emulate for a row: today's sampling rule (kgen.tools.tune.sampled_sizes)
    over the kernel's axes as its commit wrote them."""
    from kgen.compiler import compile_source
    from kgen.source import Source
    from kgen.tools.tune import sampled_sizes
    name, text = _old_source(row["commit"], row["example"])
    if row.get("variant"):
        text = variant_text(text, row["kernel"], row["target"], row["variant"])
    from kgen.errors import KgenError
    src = Source(name, text)
    try:
        c = compile_source(src, row["target"], stop="schedule")
    except KgenError:       # an old source today's scheduler refuses: its IR, as before
        c = compile_source(src, row["target"], stop="ir")
    i = [k.name for k in c.kernels].index(row["kernel"])
    # Today's variants: a short-row variant's tile samples as many rows as its launch holds
    # (for a commit without variants, more rows than it needs, never fewer).
    return sampled_sizes(c.kernels[i], row["sizes"], c.functions[i] if c.functions else None)


def counted(rows: list[dict], given: dict[str, str], cache: Path | None) -> list[dict]:
    """Each row with its counts from its own commit's tree (estimate_facts.py in a child), and
    once more from this tree (commit TODAY): today's code at the same sizes."""
    out = json.loads(cache.read_text()) if cache and cache.exists() else []
    have = {f["commit"] for f in out}
    rows = rows + [{**r, "commit": TODAY} for r in rows]
    for commit in sorted({r["commit"] for r in rows} - have):
        print(f"counting in {commit} ...", file=sys.stderr, flush=True)
        mine, seen, refused = [], set(), []
        for r in rows:
            if r["commit"] == commit and _key(r) not in seen:
                seen.add(_key(r))
                row = {"example": r["example"], "kernel": r["kernel"], "sizes": r["sizes"],
                       "target": r["target"],
                       **({"variant": r["variant"]} if r.get("variant") else {})}
                try:       # a variant this tree's source refuses (a second schedule) is a row
                    row["sampled"] = sampled(r)
                except KgenError as e:
                    refused.append({**row, "commit": commit, "error": str(e).splitlines()[0]})
                    continue
                mine.append(row)
        with checkout(commit, given) as tree:
            p = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "estimate_facts.py"),
                                str(tree)], input=json.dumps(mine), capture_output=True,
                               text=True, cwd=tempfile.gettempdir())
        if p.returncode != 0:
            raise SystemExit(f"counting in {commit} failed:\n{p.stderr[-2000:]}")
        out += [{**f, "commit": commit} for f in json.loads(p.stdout)] + refused
        if cache:          # after each tree: a later one's failure keeps these counts
            cache.write_text(json.dumps(out))
    return out


def assembled(asm: str, target: str) -> tuple[dict, dict]:
    """({function: SassFacts}, {function: registers}) of a PTX text, assembled here."""
    from kgen.assemble.driver import assemble_ptx
    from kgen.assemble.sass import disassemble, facts
    from kgen.target.targets import TARGETS
    cubin, resources, _ = assemble_ptx(asm, TARGETS[target])
    return facts(disassemble(cubin)), {r.kernel: r.registers for r in resources}


def counts(f: dict, machine_code: dict) -> estimate.Counts:
    """The estimate's Counts of one counted row (machine_code: assembled, by text)."""
    key = (f["asm"], f["target"])
    if key not in machine_code:
        machine_code[key] = assembled(f["asm"], f["target"])
    sass, registers = machine_code[key]
    # a split reduction's "parts + fold": counted by its first launch, two launches' cost
    first = f["function"].split(" + ")[0]
    code = estimate.code_facts(f["asm"], f["target"], first, sass.get(first))
    scale = f["programs"] / max(f["sampled_programs"], 1) * f["loop_scale"]
    # The products as executed where the tree counts opcodes (causal tiles skipped), else the
    # IR's 2 M N K.
    flops = estimate.executed_flops(f["opcodes"]) * scale if f.get("opcodes") else f["flops"]
    return estimate.from_sample(
        f["target"], f["threads"], f["shared_bytes"], registers.get(first),
        f["programs"], f["programs"], scale, f["instructions"], f["kinds"], f["global_bytes"],
        f["wavefronts"], f["compulsory_bytes"], flops, f["dtype"], code,
        launches=f["function"].count(" + ") + 1)


def _key(r: dict, commit: str | None = None) -> tuple:
    return (commit or r["commit"], r["example"], r["kernel"], r.get("variant", ""),
            tuple(sorted(r["sizes"].items())))


def report(rows: list[dict], facts: list[dict]) -> list[str]:
    """The tables: every measured row against the model fitted on all rows, and against the
    model fitted on all rows but that kernel's (at those sizes); then today's code predicted."""
    by_key = {_key(f): f for f in facts}
    machine_code: dict = {}
    data, skipped = [], []
    for r in rows:
        f = by_key.get(_key(r))
        if f is None or "error" in f or not f.get("ok"):
            skipped.append(f"{r['example']}.{r['kernel']}: "
                           f"{(f or {}).get('error', 'not counted or not matching')}")
            continue
        # the row's device: its copy bandwidth as that run measured it
        data.append((r, dataclasses.replace(counts(f, machine_code), copy_gbs=r["copy_gbs"])))
    cal = estimate.fit([(c, r["ms"] * 1e3) for r, c in data])
    lines = ["Recorded GPU times against kgen's estimate (kgen.tools.estimate), each kernel's code "
             "as of the commit measured.",
             "fitted on all rows: " + ", ".join(f"{n} {getattr(cal, n):.3g}"
                                                for n in estimate.Calibration.FITTED), ""]
    lines += _fitted(data, cal)
    lines += [f"not counted: {s}" for s in skipped]
    return lines + [""] + _forecast(data, by_key, machine_code, cal)


def _row_name(r: dict) -> str:
    variant = f" {r['variant']}" if r.get("variant") else ""
    return f"{r['example']}.{r['kernel']}{variant} ({r['file'][:-4]})"


def _sizes(r: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in r["sizes"].items())


def _fitted(data: list, cal) -> list[str]:
    """Measured against predicted, fitted on all rows and with the row's kernel left out."""
    lines = [f"{'kernel':<40} {'sizes':<30} {'GPU us':>8} {'est us':>8} {'err':>6} "
             f"{'bound':<8} {'left out':>8} {'err':>6}  machine code"]
    errors, left_errors = [], []
    for r, c in data:
        p = estimate.predict(c, cal)
        rest = [(c2, r2["ms"] * 1e3) for r2, c2 in data if _key(r2) != _key(r)]
        q = estimate.predict(c, estimate.fit(rest, cal))
        us = r["ms"] * 1e3
        err, left = p.us / us - 1, q.us / us - 1
        errors.append(abs(err))
        left_errors.append(abs(left))
        code = f"x{c.code.issued_per_written:.2f} SASS/PTX" + \
            (", wgmma serialized" if c.code.serialized else "")
        lines.append(f"{_row_name(r):<40} {_sizes(r):<30} {us:>8.1f} {p.us:>8.1f} {err:>+6.0%} "
                     f"{p.bound:<8} {q.us:>8.1f} {left:>+6.0%}  {code}")
    return lines + ["", f"{len(data)} rows; |error| median {_median(errors):.0%}, worst "
                        f"{max(errors):.0%}; each left out of the fit: median "
                        f"{_median(left_errors):.0%}, worst {max(left_errors):.0%}"]


def _forecast(data: list, by_key: dict, machine_code: dict, cal) -> list[str]:
    """Today's code at the same sizes, predicted by the same constants: what the next GPU run
    should find (a forecast, not a measurement)."""
    lines = ["Today's code at the same sizes, predicted with the constants above (a forecast for "
             "the next GPU run, not a measurement):",
             "(today: the estimate, and after '..' the time if its terms did not overlap; "
             "speedup: of the estimates)",
             f"{'kernel':<40} {'sizes':<30} {'GPU us':>8} {'then est':>8} {'today est':>16} "
             f"{'speedup':>7} {'bound':<8} machine code"]
    seen = set()
    for r, c in data:
        f = by_key.get(_key(r, TODAY))
        if _key(r) in seen:
            continue
        seen.add(_key(r))
        if f is None or "error" in f or not f.get("ok"):
            lines.append(f"{_row_name(r):<40} {_sizes(r):<30} not counted: "
                         f"{(f or {}).get('error', 'no match')}")
            continue
        counted_now = dataclasses.replace(counts(f, machine_code), copy_gbs=r["copy_gbs"])
        then, now = estimate.predict(c, cal), estimate.predict(counted_now, cal)
        code = counted_now.code
        today = f"{now.us:.1f} .. {now.serial_us:.1f}"
        lines.append(f"{_row_name(r):<40} {_sizes(r):<30} {r['ms'] * 1e3:>8.1f} {then.us:>8.1f} "
                     f"{today:>16} {then.us / now.us:>6.2f}x {now.bound:<8} "
                     f"x{code.issued_per_written:.2f} SASS/PTX"
                     + (", wgmma serialized" if code.serialized else ""))
    return lines


def _median(xs: list[float]) -> float:
    s = sorted(xs)
    return (s[(len(s) - 1) // 2] + s[len(s) // 2]) / 2 if s else float("nan")


def commit(root: Path) -> str:
    p = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
                       capture_output=True, text=True)
    return p.stdout.strip() or "unknown"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tree", action="append", default=[], help="COMMIT=PATH, a checkout")
    ap.add_argument("--cache", default=None, help="keep the counts in this JSON file")
    ap.add_argument("--save", default=None)
    ap.add_argument("--files", default=",".join(RECORDED),
                    help="comma-separated results files in benchmarks/results (default: "
                         + ", ".join(RECORDED) + ")")
    args = ap.parse_args()
    given = dict(t.split("=", 1) for t in args.tree)
    rows = [r for name in args.files.split(",")
            for r in recorded(ROOT / "benchmarks" / "results" / name)]
    facts = counted(rows, given, Path(args.cache) if args.cache else None)
    lines = report(rows, facts)
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines.append(f"{stamp}, model of kgen {commit(ROOT)}")
    print("\n".join(lines))
    if args.save:
        Path(args.save).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
