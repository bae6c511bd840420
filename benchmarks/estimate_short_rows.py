"""kgen's estimate of the short-row variants (issue 27), or with --split of the split
reductions (kgen.lower.split: bias_grad's and layernorm_backward_dwdb's column sums, split-K of
gpu_check's few-tile GEMM), against the kernels they replace, at the sizes the session-13 H200
run timed: each tree's kernel counted on the emulator (estimate_facts.py, a child per tree) and
estimated with the constants fitted on that run's 64 rows
(benchmarks/results/estimate_error_h200_session13_all.txt) and its measured copy bandwidth. A
split's two launches are counted as one launch's work (instructions and bytes summed, the
first launch's machine code and registers) with two launches' fixed cost. An estimate, not a measurement: it is labelled so in the output.

    python benchmarks/estimate_short_rows.py OLD_TREE NEW_TREE [--split]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import estimate_error  # noqa: E402
from kgen.tools import estimate  # noqa: E402

# The rows of benchmarks/results/gpu_check_h200_session13_b.txt with short rows (us there).
ROWS = [
    dict(example="rope", kernel="rope", target="sm_90a",
         sizes=dict(T=4096, NH=32, D=128, P=64), gpu_us=304),
    dict(example="layernorm", kernel="layernorm", target="sm_90a",
         sizes=dict(M=8192, N=768), gpu_us=36),
    dict(example="layernorm_backward", kernel="layernorm_backward_dx", target="sm_90a",
         sizes=dict(T=8192, C=768), gpu_us=42),
    dict(example="softmax", kernel="softmax", target="sm_90a",
         sizes=dict(M=8192, N=768), gpu_us=None),
]
# The rows of that run's LLM-size table and GEMM table that split today (us there).
SPLIT_ROWS = [
    dict(example="bias_grad", kernel="bias_grad", target="sm_90a",
         sizes=dict(T=8192, C=768), gpu_us=46),
    dict(example="bias_grad", kernel="bias_grad", target="sm_90a",
         sizes=dict(T=4096, C=4096), gpu_us=57),
    dict(example="layernorm_backward", kernel="layernorm_backward_dwdb", target="sm_90a",
         sizes=dict(T=8192, C=768), gpu_us=104),
    dict(example="gemm", kernel="matmul", target="sm_90a",
         sizes=dict(M=1024, N=1024, K=16384), gpu_us=96),
]
# Fitted on all 64 rows of the session-13 H200 run (estimate_error_h200_session13_all.txt).
H200 = estimate.Calibration(launch_us=6.37, latency_ns=413, warp_cpi=4.62, l2_tbs=15.3,
                            serialized=0.497, dram_fraction=0.885)
COPY_GBS = 4225.0      # that run's device-to-device copy, GB/s (read + write)


def main() -> None:
    trees = [a for a in sys.argv[1:] if not a.startswith("--")][:2]
    rows = SPLIT_ROWS if "--split" in sys.argv else ROWS
    machine_code: dict = {}
    print("estimates, not timings: each tree's kernel counted on the emulator, the H200 "
          "constants of session 13 (kgen/tools/estimate.py)")
    print(f"{'tree':12s}{'kernel':24s}{'function':44s}{'programs':>9s}{'est us':>9s}  bound   "
          f"{'floor us':>8s}  H200 us (old kernel)")
    for tree in trees:
        env = {**os.environ, "PYTHONPATH": tree}
        out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "estimate_facts.py"),
                              tree], input=json.dumps(rows), capture_output=True, text=True,
                             env=env, check=True)
        for f, row in zip(json.loads(out.stdout), rows):
            if "error" in f:
                print(f"{Path(tree).name:12s}{row['kernel']:24s}not counted: {f['error']}")
                continue
            c = replace(estimate_error.counts(f, machine_code), copy_gbs=COPY_GBS)
            p = estimate.predict(c, H200)
            floor = c.compulsory_bytes / (COPY_GBS * 1e9) * 1e6
            print(f"{Path(tree).name:12s}{row['kernel']:24s}{f['function']:44s}"
                  f"{f['programs']:9d}{p.us:9.1f}  {p.bound:7s}{floor:9.1f}  {row['gpu_us'] or '-'}")


if __name__ == "__main__":
    main()
