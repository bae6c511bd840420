"""The counts a speed estimate needs, taken by the kgen tree that produced a GPU measurement.

    python benchmarks/estimate_facts.py TREE < rows.json > facts.json

A recorded GPU time (benchmarks/results/gpu_check*.txt) belongs to the code of the commit that
was measured, not to today's: the estimate is judged on that code. This script runs with TREE
(a checkout of that commit) first on sys.path, compiles each row's kernel there, emulates a
sampled launch with that tree's own counters (a grid dimension cut to two tiles, a loop
dimension to four chunks, as `kgen tune` samples) and prints what it counted, with the PTX, as
JSON. benchmarks/estimate_error.py turns the counts into predictions with today's model
(kgen.tools.estimate). It speaks to both module layouts kgen has had (flat, and by stage).

A row: {"example": name or "gemm", "kernel": name, "sizes": {dim: n}, "target": "sm_90a",
"sampled": {dim: n}}; the "gemm" example is benchmarks/gpu_check.py's SPEED_GEMM of that tree;
"sampled" the sizes to emulate, chosen by today's kgen.tools.tune.sampled_sizes (the tree's
own rule when left out).
"""

from __future__ import annotations

import importlib
import inspect
import json
import sys
from pathlib import Path


def _module(*names: str):
    """The first of names that imports: the flat layout's name first (a flat tree's kgen
    package also searches its repository root, where a by-stage name can resolve elsewhere)."""
    for name in names:
        try:
            return importlib.import_module(name)
        except ImportError:
            continue
    raise ImportError(f"none of {names} in this tree")


def _source(tree: Path, row: dict):
    """The row's source in `tree`, as gpu_check.py's variant table builds the row's variant
    (the schedule it was measured with)."""
    source = _module("kgen.source")
    example = row["example"]
    if example == "gemm":
        sys.path.insert(0, str(tree / "benchmarks"))
        name, text = "matmul.kgen", _module("gpu_check").SPEED_GEMM
    else:
        path = tree / "examples" / f"{example}.kgen"
        name, text = str(path), path.read_text()
    if row.get("variant"):     # gpu_check's schedule table, benchmarks/gemm_variants.py
        from gemm_variants import variant_text
        text = variant_text(text, row["kernel"], row["target"], row["variant"])
    return source.Source(name, text)


def _blocks(progress, fn, k, sizes) -> int:
    n = progress.emulated_blocks(fn, k, sizes)
    return n[1] if isinstance(n, tuple) else n       # by-stage trees: (programs, tiles)


def facts(tree: Path, row: dict) -> dict:
    compiler = _module("kgen.compiler")
    bench = _module("kgen.bench", "kgen.tools.bench")
    tune = _module("kgen.tune", "kgen.tools.tune")
    progress = _module("kgen.progress", "kgen.tools.progress")
    c = compiler.compile_source(_source(tree, row), row["target"])
    i = [k.name for k in c.kernels].index(row["kernel"])
    k, fn = c.kernels[i], c.functions[i]
    sizes = row["sizes"]
    # the tiles of the variant the full sizes launch, where this tree's kgen has variants
    with_fn = "fn" in inspect.signature(tune.sampled_sizes).parameters
    sampled = row.get("sampled") or (tune.sampled_sizes(k, sizes, fn) if with_fn
                                     else tune.sampled_sizes(k, sizes))
    r = bench.bench_sim(c, k, fn, sampled)
    full = _blocks(progress, fn, k, sizes)
    w = bench.work(k, sizes)
    # the function that ran: fn, a short-row variant, or along the fallbacks (any tree's kgen)
    ran = next((v for v in getattr(fn, "variants", ()) if v.name == r.function), None)
    f = fn
    while ran is None and f is not None:
        ran = f if f.name == r.function else None
        f = getattr(f, "fallback", None)
    ran = ran or fn
    return {**row, "ok": r.ok, "function": r.function, "threads": ran.threads,
            "shared_bytes": ran.shared_bytes, "programs": full,
            "sampled_sizes": sampled, "sampled_programs": r.blocks,
            "loop_scale": tune._loop_scale(k, sizes, sampled),
            "instructions": r.instructions, "kinds": r.kinds,
            "global_bytes": r.global_read + r.global_written, "wavefronts": r.wavefronts,
            "compulsory_bytes": w.bytes, "flops": w.flops, "dtype": w.product_dtype,
            "opcodes": getattr(r, "opcodes", None),
            "asm": c.asm}


def main() -> None:
    tree = Path(sys.argv[1]).resolve()
    sys.path.insert(0, str(tree))
    rows = json.load(sys.stdin)
    out = []
    for row in rows:
        try:
            out.append(facts(tree, row))
        except Exception as e:  # noqa: BLE001 - the row is reported as not counted
            out.append({**row, "error": f"{type(e).__name__}: {str(e).splitlines()[0]}"})
        print(f"counted {row['example']}.{row['kernel']}", file=sys.stderr, flush=True)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
