"""GEMM on a GPU: kgen's kernel beside torch.matmul (cuBLAS), checked first, timed in one script.

    python benchmarks/gpu_gemm.py                       # 4096^3 and 8192^3, bf16
    python benchmarks/gpu_gemm.py --sizes 4096 --reps 50 --save benchmarks/results/gpu_gemm.txt

Needs an NVIDIA GPU (sm_80 or sm_90) and PyTorch with CUDA; says so and exits 2 otherwise.

1. Correctness: the GEMM example kernels (gemm_bf16 with bias + relu, gemm_f16, gemm_bt) at ragged
   small sizes, both the TMA variant (rows 16-byte aligned) and the fallback (K = 197), on the GPU
   against kgen's float64 evaluator, and the same launch on the emulator: GPU, emulator and NumPy
   must agree (the run tolerances of `kgen run`).
2. Speed: C = A @ B, A [M, K] and B [K, N] row-major bf16, f32 accumulation, C bf16. kgen: the
   median of --reps launches (CUDA events around each; module and tensor maps prepared once, one
   warm-up); torch.matmul on the same device tensors, the same way. TFLOP/s = 2 M N K / time.
   The table names the GPU, the kgen commit, and the ratio kgen / cuBLAS (the bar: >= 0.9).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples"))

MATMUL = """
kernel matmul(a: bf16[M, K], b: bf16[K, N], c: bf16[M, N]) {
    tile m: 128, n: 128, k: 64
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ b[kk, n]
    }
    c[m, n] = bf16(acc)
}
"""


def _commit() -> str:
    try:
        return subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        return "unknown"


def check_examples(target: str) -> list[str]:
    """GPU and emulator each against the float64 evaluator (kgen run's checks) on the GEMM
    examples, at sizes that take the TMA variant and the fallback; raises on a mismatch."""
    from kgen.run import run_source
    from kgen.source import Source
    lines = []
    for name in ("gemm_bf16", "gemm_f16", "gemm_bt"):
        src = Source(f"examples/{name}.kgen", (ROOT / "examples" / f"{name}.kgen").read_text())
        for sizes in ({"M": 200, "N": 136, "K": 328}, {"M": 70, "N": 45, "K": 197}):
            for device in ("cuda", "sim"):
                for r in run_source(src, device=device, target=target, sizes=sizes, seed=1):
                    if not r.ok:
                        bad = [c for c in r.checks if not c.ok]
                        raise SystemExit(f"{name} {sizes} on {device}: {bad}")
                    lines.append(f"{name} {sizes} {device}: matches ({r.detail})")
    return lines


def time_matmul(target: str, n: int, reps: int) -> tuple[float, float]:
    import torch
    from kgen.api import dlpack_view
    from kgen.compiler import compile_source
    from kgen.runtime import CudaDevice
    from kgen.source import Source
    c = compile_source(Source("matmul.kgen", MATMUL), target, stop="bin")
    a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    out = torch.empty(n, n, device="cuda", dtype=torch.bfloat16)
    sizes = {"M": n, "N": n, "K": n}
    views = {"a": dlpack_view(a), "b": dlpack_view(b), "c": dlpack_view(out)}
    res = CudaDevice().launch_pointers(c, c.functions[0], views, {}, sizes, reps=reps)
    ref = torch.matmul(a, b)
    err = ((out.float() - ref.float()).abs().max() / ref.float().abs().max()).item()
    if err > 2e-2:
        raise SystemExit(f"matmul {n}^3: kgen differs from torch.matmul by {err:.2e} (relative)")
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times = []
    torch.matmul(a, b, out=out)
    for _ in range(reps):
        start.record()
        torch.matmul(a, b, out=out)
        stop.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(stop))
    return res.millis, float(np.median(times))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[4096, 8192])
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--save", type=Path)
    opts = ap.parse_args(argv)
    try:
        import torch
        from kgen.runtime import CudaDevice
        dev = CudaDevice()
        assert torch.cuda.is_available()
    except Exception as e:  # noqa: BLE001 - any missing piece means: nothing to measure here
        print(f"gpu_gemm: needs an NVIDIA GPU with PyTorch (CUDA): {e}", file=sys.stderr)
        return 2
    target = dev.default_target()
    lines = [f"GPU: {dev.gpu} (cc {dev.cc[0]}.{dev.cc[1]}), target {target}, kgen commit "
             f"{_commit()}, torch {torch.__version__}", ""]
    lines += check_examples(target)
    lines += ["", f"{'size':>6} {'kgen ms':>9} {'kgen TF/s':>10} {'cuBLAS ms':>10} "
                  f"{'cuBLAS TF/s':>12} {'kgen/cuBLAS':>12}"]
    for n in opts.sizes:
        k_ms, t_ms = time_matmul(target, n, opts.reps)
        flop = 2.0 * n ** 3
        lines.append(f"{n:>6} {k_ms:>9.3f} {flop / k_ms / 1e9:>10.1f} {t_ms:>10.3f} "
                     f"{flop / t_ms / 1e9:>12.1f} {t_ms / k_ms:>12.2f}")
    text = "\n".join(lines)
    print(text)
    if opts.save:
        opts.save.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
