"""A GPU day in one command: every example on the GPU beside kgen's emulator, then the speed bars.

    python benchmarks/gpu_check.py                       # everything (a few minutes on an H100)
    python benchmarks/gpu_check.py --examples softmax,gemm_bf16 --no-speed
    python benchmarks/gpu_check.py --out benchmarks/results/gpu_check.txt

Needs an NVIDIA GPU (sm_80 or sm_90); says so and exits 2 otherwise. PyTorch is optional: without
it the GEMM ratios are not measured (and the table says so).

(a) Agreement. Every kernel of every example runs on the GPU and on the emulator with the same
    seeded inputs (outputs poisoned first, as `kgen run` does). GPU and emulator must agree: bit
    for bit for integer outputs, within `kgen run`'s tolerance for floats, and the GPU must match
    the float64 evaluator. A kernel with variants runs at sizes that take the main path (TMA or
    cp.async) and at sizes that take the fallback, and every kernel runs with its operands at
    128-byte aligned bases and at bases 16 bytes past that.
(b) The open question of swizzled TMA alignment: the CUDA driver API asks cuTensorMapEncodeTiled
    for a 16-byte aligned global address, the programming guide's swizzle table for 128 bytes. A
    child process forces the TMA GEMM onto bases 16, 32, .., 112 bytes past 128-byte alignment
    and reports whether the driver accepts each map and whether the result is right (a fault
    there would poison this process's context, hence the child). Then TMA boxes of rank 1 to 5
    (benchmarks/tma_probe.py: zero fill in every dimension, 128- and 64-byte swizzles) on the
    GPU, beside the emulator and NumPy.
(c) Speed. Memory-bound kernels at large sizes: compulsory bytes (each tensor read or written
    once) per second, beside the device's own device-to-device copy bandwidth measured in the
    same run. GEMMs (bf16, f32 accumulation) at 8192^3, 4096^3, 2048^3, 1024 x 1024 x 16384 and
    128 x 8192 x 8192, a 128 x 128 tile one program per tile and persistent, and a 128 x 256
    tile persistent, beside torch.matmul. Times are
    the median of --reps launches, each between its own pair of CUDA events, after a warm-up.
(d) One results file: device, driver, kgen commit, date, and every table above.

The emulator runs go to a process pool while the GPU works, so the whole check stays short.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import dataclasses
import datetime
import functools
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from kgen.tools.golden import targets_of  # noqa: E402
from gemm_variants import FP8_VARIANTS, GEMM_VARIANTS, variant_text  # noqa: E402

SPEED_GEMM = """
kernel matmul(a: bf16[M, K], b: bf16[K, N], c: bf16[M, N]) {
    tile m: 128, n: 128, k: 64
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ b[kk, n]
    }
    c[m, n] = bf16(acc)
}
"""

# Bases 128-byte aligned (a fresh allocation is 256-byte aligned), and 16 bytes past that.
OFFSETS = (0, 16)


def _commit() -> str:
    if os.environ.get("KGEN_COMMIT"):      # a copied tree whose .git is not the code's (a lent GPU)
        return os.environ["KGEN_COMMIT"]
    try:
        return subprocess.run(["git", "-C", str(ROOT), "describe", "--always", "--dirty"],
                              capture_output=True, text=True, check=True).stdout.strip()
    except Exception:  # noqa: BLE001 - not a checkout: say so in the file
        return "unknown"


def _source(example: str):
    from kgen.source import Source
    return Source(f"examples/{example}.kgen", (ROOT / "examples" / f"{example}.kgen").read_text())


def _variants(fn) -> dict:
    from kgen.lir import ops as L
    return {f.name: f for f in L.variants(fn)}


def _size_sets(k, fn) -> list[dict[str, int]]:
    """`kgen run`'s ragged sizes with the main variant's divisibility (the main path); for a
    kernel with a TMA fallback, the same with every contiguous extent at 197 (rows misaligned:
    the fallback); for short-row variants, each at its longest row, and one row longer than
    the longest (the walking kernel); for a split reduction, sizes that do not split and that do."""
    from kgen.lir import ops as L
    from kgen.tools.run import default_sizes, offsets_sized
    main = default_sizes(k, {})
    # the main variant's divisibility (an 8-bit row of 200 is not 16 bytes): rounded up to it
    main.update({d: -(-main[d] // m) * m for d, m in fn.requires if d in main})
    out = [main]
    if fn.requires:
        inner = {t.shape[-1].name for t in k.tensors if t.shape and t.shape[-1].name}
        # (segment offsets keep one entry more than their segments: offsets_sized)
        out.append(offsets_sized(k, {d: (197 if d in inner else n) for d, n in main.items()}))
    bounds = [b for f in L.variants(fn) for b in f.bounds]
    out += [{**main, d: b} for d, b in bounds]
    out += [{**main, d: b + 5} for d, b in bounds[-1:]]
    # a split reduction (kgen.lower.split): one part (the kernel alone), and the shortest
    # walk it splits plus half a step (rows as aligned as the main sizes'), at the main
    # sizes' programs
    for sp in (v.split for v in fn.variants if v.split is not None):
        out += [{**main, sp.dim: sp.step},
                {**main, sp.dim: L.SPLIT_LEAST_PARTS * sp.least + sp.step // 2}]
    return out


@functools.lru_cache(maxsize=4)
def _compiled(example: str, target: str):
    """An example's text, compiled once per worker process: a worker emulates every variant
    of every kernel at each of its sizes, and an attention file's compile (four kernels,
    their fallbacks and splits) costs more than most of its emulations."""
    from kgen.compiler import compile_source
    return compile_source(_source(example), target)


def emulate(example: str, target: str, index: int, variant: str, sizes: dict, seed: int):
    """The emulator's outputs for one kernel variant (run in a worker process)."""
    from kgen.tools.run import make_inputs, poisoned_outputs
    from kgen.runtime.device import SimDevice
    c = _compiled(example, target)
    k, fn = c.kernels[index], _variants(c.functions[index])[variant]
    fn = dataclasses.replace(fn, fallback=None, requires=())   # exactly this variant
    args = {**make_inputs(k, sizes, seed), **poisoned_outputs(k, sizes)}
    return SimDevice().run(c, fn, args, sizes).outputs


@dataclasses.dataclass
class Row:
    example: str
    kernel: str
    variant: str
    sizes: dict
    offset: int
    gpu_ms: float
    vs_reference: str = ""
    vs_emulator: str = ""
    ok: bool = False


def _verdict(checks) -> tuple[str, bool]:
    bad = [c for c in checks if not c.ok]
    if not bad:
        return "ok", True
    c = bad[0]
    return f"{c.name}: {c.bad}/{c.total} differ (max abs {c.max_abs:.3g})", False


def check_agreement(dev, target: str, examples: list[str], pool, seed: int) -> list[Row]:
    """(a): every kernel on the GPU at both base alignments, against the evaluator and the
    emulator (running in `pool` meanwhile)."""
    from kgen.compiler import compile_source
    from kgen.tools.run import compare, evaluate_written, make_inputs, poisoned_outputs
    rows, pending, jobs = [], [], {}
    for ex in examples:
        try:
            c = compile_source(_source(ex), target, stop="bin")
        except Exception as e:  # noqa: BLE001 - a failed row, the run goes on
            row = Row(ex, "*", "-", {}, 0, float("nan"))
            row.vs_reference = f"compile failed: {str(e).splitlines()[0]}"
            rows.append(row)
            print(f"{ex}: {row.vs_reference}", flush=True)
            continue
        for i, (k, fn) in enumerate(zip(c.kernels, c.functions)):
            for sizes in _size_sets(k, fn):
                inputs = make_inputs(k, sizes, seed)
                want = evaluate_written(k, inputs, sizes)
                for offset in OFFSETS:
                    args = {**inputs, **poisoned_outputs(k, sizes)}
                    row = Row(ex, k.name, "?", sizes, offset, float("nan"))
                    try:
                        res = dev.run(c, fn, args, sizes, reps=1, offset=offset)
                    except Exception as e:  # noqa: BLE001 - reported in the row, the run goes on
                        row.vs_reference = f"launch failed: {str(e).splitlines()[0]}"
                        rows.append(row)
                        continue
                    row.variant, row.gpu_ms = res.detail.split(":")[0], res.millis
                    row.vs_reference, ok = _verdict(
                        [compare(n, res.outputs[n], w, k.param(n).dtype, m)
                         for n, (w, m) in want.items()])
                    row.ok = ok
                    job = (ex, i, row.variant, tuple(sorted(sizes.items())))
                    if job not in jobs:      # one emulation per variant and sizes
                        jobs[job] = pool.submit(emulate, ex, target, i, row.variant, sizes, seed)
                    fut = jobs[job]
                    pending.append((row, fut, res.outputs, k, want))
                    rows.append(row)
    for row, fut, gpu, k, want in pending:
        try:
            sim = fut.result()
        except Exception as e:  # noqa: BLE001
            row.vs_emulator, row.ok = f"emulator failed: {str(e).splitlines()[0]}", False
            continue
        checks = [compare(n, gpu[n], sim[n], k.param(n).dtype, m) for n, (_, m) in want.items()]
        verdict, ok = _verdict(checks)
        exact = all(np.array_equal(np.asarray(gpu[n]).view(np.uint8),
                                   np.asarray(sim[n]).view(np.uint8)) for n in want)
        row.vs_emulator = "bit-identical" if exact else verdict
        row.ok = row.ok and ok
    return rows


def probe_tma_alignment(target: str) -> str:
    """(b), in this (child) process: the TMA GEMM forced onto bases 16..112 bytes past 128-byte
    alignment. Prints and returns one line."""
    from kgen.compiler import compile_source
    from kgen.tools.run import compare, evaluate_written, make_inputs, poisoned_outputs
    from kgen.runtime.device import pick_device
    dev = pick_device("cuda")
    c = compile_source(_source("gemm_bf16"), target, stop="bin")
    k, fn = c.kernels[0], c.functions[0]
    if fn.fallback is None or not any(s.kind == "tensormap" for s in fn.params):
        return f"{target}: no TMA variant to probe"
    sizes = {"M": 200, "N": 136, "K": 328}
    inputs = make_inputs(k, sizes, 1)
    want = evaluate_written(k, inputs, sizes)
    forced = dataclasses.replace(fn, fallback=None, requires=())   # the TMA kernel, always
    said = []
    for offset in range(16, 128, 16):
        try:
            res = dev.run(c, forced, {**inputs, **poisoned_outputs(k, sizes)}, sizes,
                          offset=offset)
        except Exception as e:  # noqa: BLE001 - the answer
            said.append(f"+{offset}: refused ({str(e).splitlines()[0]})")
            break
        verdict, ok = _verdict([compare(n, res.outputs[n], w, k.param(n).dtype, m)
                                for n, (w, m) in want.items()])
        said.append(f"+{offset}: " + ("correct" if ok else f"WRONG ({verdict})"))
    return ("TMA, SWIZZLE_128B, bases 16..112 bytes past 128-byte alignment, accepted: "
            + ", ".join(said))


def check_tma_boxes(dev) -> list[str]:
    """(b'): TMA boxes of rank 1 to 5 (benchmarks/tma_probe.py) on the GPU, beside the
    emulator and NumPy's reading of the PTX ISA: the hardware settles the emulator's model of
    N-D boxes, zero fill and swizzle."""
    import tma_probe
    lines = [f"{'TMA box (bf16)':<30} {'dims':<20} {'box':<16} {'swizzle':>7}  result"]
    for case in tma_probe.CASES:
        x = tma_probe.tensor(case)
        want = tma_probe.expected(case, x)
        try:
            got = tma_probe.on_device(dev, case, x)
            sim = tma_probe.emulate(case, x)
        except Exception as e:  # noqa: BLE001 - reported in the table
            verdict = f"FAILED: {str(e).splitlines()[0]}"
        else:
            verdict = ("GPU = emulator = NumPy" if np.array_equal(got, want) and
                       np.array_equal(sim, want) else
                       f"MISMATCH: GPU vs NumPy {int((got != want).sum())} bytes, emulator vs "
                       f"NumPy {int((sim != want).sum())} bytes")
        lines.append(f"{case.name:<30} {str(case.dims):<20} {str(case.box):<16} "
                     f"{case.swizzle:>7}  {verdict}")
    return lines


# The accumulation of sm_90a's 8-bit wgmma, hardware against kgen's model of it
# (kgen/sim/wgmma_fp8.py, DeepSeek-V3 3.5.2's 14-bit truncation): an f32 output, so that no bf16
# rounding hides the low bits; K = 32 is one wgmma, K = 1024 eight promoted chunks of four.
FP8_ACCUMULATION = """
kernel fp8_acc(a: e4m3[M, K], b: e4m3[N, K], c: f32[M, N]) {
    tile m: 128, n: 128, k: 128
    acc = zeros(f32, m, n)
    for kk in k {
        acc += a[m, kk] @ b[n, kk]
    }
    c[m, n] = acc
}
"""


# one wgmma (K = 32); one chunk of four, accumulated in the tensor cores (128); two chunks
# promoted (256); eight (1024)
FP8_ACCUMULATION_SHAPES = ((128, 128, 32), (128, 128, 128), (128, 128, 256), (128, 128, 1024))


def check_fp8_accumulation(dev, seed: int, save: Path | None = None) -> list[str]:
    """GPU and emulator on the same e4m3 inputs, bit for bit, each beside the exact sum; `save`:
    an .npz of every case's operand bytes and both outputs, to fit the model offline (the
    session-13 H200 run found 89.7% of elements equal at K = 32 and 3.8% at K = 1024)."""
    from kgen.compiler import compile_source
    from kgen.runtime.device import SimDevice
    from kgen.source import Source
    from kgen.tile.fp8 import from_bits
    from kgen.tile.ir import DType
    from kgen.tools.run import make_inputs, poisoned_outputs
    c = compile_source(Source("fp8_acc.kgen", FP8_ACCUMULATION), "sm_90a", stop="bin")
    k, fn = c.kernels[0], dataclasses.replace(c.functions[0], fallback=None, requires=())
    lines = [f"{'8-bit wgmma accumulation (e4m3)':<34} {'GPU = emulator':>15} "
             f"{'GPU err':>10} {'emulator err':>13} {'f32-sum err':>12}"]
    saved = {}
    for m, n, kd in FP8_ACCUMULATION_SHAPES:
        sizes = {"M": m, "N": n, "K": kd}
        inputs = make_inputs(k, sizes, seed)
        a = from_bits(np.asarray(inputs["a"]).view(np.uint8), DType.e4m3)
        b = from_bits(np.asarray(inputs["b"]).view(np.uint8), DType.e4m3)
        exact = a @ b.T
        f32 = np.zeros((m, n), np.float32)     # plain f32 accumulation, for scale
        for j in range(0, kd, 32):
            f32 += (a[:, j:j + 32] @ b[:, j:j + 32].T).astype(np.float32)
        args = {**inputs, **poisoned_outputs(k, sizes)}
        gpu = np.asarray(dev.run(c, fn, dict(args), sizes, reps=1).outputs["c"], np.float32)
        sim = np.asarray(SimDevice().run(c, fn, dict(args), sizes).outputs["c"], np.float32)
        saved.update({f"a_{kd}": np.asarray(inputs["a"]).view(np.uint8),
                      f"b_{kd}": np.asarray(inputs["b"]).view(np.uint8),
                      f"gpu_{kd}": gpu, f"emulator_{kd}": sim})
        same = float(np.mean(gpu.view(np.uint32) == sim.view(np.uint32)))
        scale = float(np.abs(exact).max())
        err = lambda x: float(np.abs(x.astype(np.float64) - exact).max()) / scale
        lines.append(f"{f'M={m} N={n} K={kd}':<34} {same:>14.1%} {err(gpu):>10.2e} "
                     f"{err(sim):>13.2e} {err(f32):>12.2e}")
        print(lines[-1], flush=True)
    if save is not None:
        np.savez_compressed(save, **saved)
        lines.append(f"(operands and outputs in {save.name})")
    return lines


def _probe_in_child(target: str, timeout: float = 120) -> str:
    try:
        p = subprocess.run([sys.executable, __file__, "--probe-tma", target],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"TMA alignment probe: hung (killed after {timeout:.0f} s)"
    line = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else ""
    if p.returncode != 0 or not line:
        err = (p.stderr.strip().splitlines() or ["no output"])[-1]
        return f"TMA alignment probe: the child failed (exit {p.returncode}): {err}"
    return line


# Issue 27's sizes from language models (GPT-2's vocabulary of 50257 and width 768, B*T = 8192,
# RoPE at T=4096 NH=32 D=128), beside gpu_sizes' square ones; rows the evaluator checks in seconds.
LLM_SIZES = {
    "softmax": ({"M": 1024, "N": 50257},),
    "cross_entropy": ({"T": 4096, "V": 50257},),
    "layernorm": ({"M": 8192, "N": 768},),
    "layernorm_backward": ({"T": 8192, "C": 768},),
    "rope": ({"T": 4096, "NH": 32, "D": 128, "P": 64},),
    "bias_grad": ({"T": 8192, "C": 768},),
    "embedding": ({"B": 8, "T": 1024, "V": 50257, "C": 768},),
    "causal_softmax": ({"B": 4, "NH": 12, "T": 1024},),
}


def _peer(ex: str, kernel: str, sizes: dict):
    """Issue 27's other bar: PyTorch's own kernels for the same op on tensors of these sizes
    (fresh random data: only the time is compared), as (label, call); None where PyTorch has
    no one op for it. Imports torch only when asked."""
    import torch
    import torch.nn.functional as F
    r = lambda *shape, dt=torch.float32: torch.randn(*shape, device="cuda", dtype=dt)  # noqa
    g = sizes.get
    if kernel in ("vadd", "axpby"):
        x, y, o = r(g("N")), r(g("N")), r(g("N"))
        if kernel == "vadd":
            return "torch.add", lambda: torch.add(x, y, out=o)
        return "torch.add(alpha)", lambda: torch.add(x, y, alpha=0.5, out=o)
    if kernel in ("softmax", "layernorm", "rowsum", "transpose"):
        x = r(g("M"), g("N"))
        if kernel == "softmax":
            return "torch.softmax", lambda: torch.softmax(x, dim=1)
        if kernel == "rowsum":
            return "torch.sum", lambda: x.sum(dim=1)
        if kernel == "transpose":
            return "t().contiguous()", lambda: x.t().contiguous()
        w, b = r(g("N")), r(g("N"))
        return "F.layer_norm", lambda: F.layer_norm(x, (g("N"),), w, b, 1e-5)
    if kernel == "silu_mul":
        x, y = (r(g("M"), g("N"), dt=torch.bfloat16) for _ in range(2))
        return "F.silu(x) * y", lambda: F.silu(x) * y
    if kernel == "cross_entropy":
        x = r(g("T"), g("V"))
        t = torch.randint(0, g("V"), (g("T"),), device="cuda")
        return "F.cross_entropy", lambda: F.cross_entropy(x, t, reduction="none")
    if kernel == "bias_grad":
        x = r(g("T"), g("C"))
        return "torch.sum(dim=0)", lambda: x.sum(dim=0)
    if kernel == "embedding":
        ids = torch.randint(0, g("V"), (g("B"), g("T")), device="cuda")
        wte, wpe = r(g("V"), g("C")), r(g("T"), g("C"))
        return "F.embedding + wpe", lambda: F.embedding(ids, wte) + wpe
    return None


def gemm_variants_for(target: str) -> list[str]:
    """The GEMM table's variants (gemm_variants.GEMM_VARIANTS) that `target` takes: a
    `cluster` schedule only where the target has thread-block clusters."""
    from kgen.target.targets import TARGETS
    return [label for label, (_, sched) in GEMM_VARIANTS.items()
            if TARGETS[target].clusters or "cluster" not in sched]


def check_speed(dev, target: str, examples: list[str], reps: int, elems: int = 1 << 25,
                copy_bytes: int = 1 << 30, llm_sizes: bool = True) -> list[str]:
    """(c): memory-bound kernels against the copy bandwidth; GEMMs against torch.matmul."""
    from kgen.compiler import compile_source
    from kgen.source import Source
    from kgen.tile import ir
    from kgen.tools.bench import bench_gpu, copy_ms, gpu_sizes, torch_ms
    bw = 2 * copy_bytes / (copy_ms(dev, copy_bytes, 10) * 1e-3) / 1e9
    print(f"device-to-device copy: {bw:,.0f} GB/s", flush=True)
    try:
        import torch
        torch_ok = torch.cuda.is_available()
    except Exception:  # noqa: BLE001 - no peers then
        torch_ok = False
    lines = [f"device-to-device copy: {bw:,.0f} GB/s (read + write, {copy_bytes >> 20} MiB, "
             "median of 10)", "",
             f"{'kernel':<28} {'sizes':<34} {'ms':>8} {'GB/s':>8} {'of copy':>8}  result"]
    for ex in examples:
        try:
            c = compile_source(_source(ex), target, stop="bin")
        except Exception as e:  # noqa: BLE001 - reported, the run goes on
            lines.append(f"{ex:<28} compile failed: {str(e).splitlines()[0]}")
            print(lines[-1], flush=True)
            continue
        for k, fn in zip(c.kernels, c.functions):
            if any(v.op == "matmul" for v in ir.values(k.body)):
                continue
            dims = set(k.dim_symbols)
            more = LLM_SIZES.get(ex, ()) if llm_sizes else ()
            for sizes in [gpu_sizes(k, elems)] + [x for x in more if dims <= set(x)]:
                sizes = {d: n for d, n in sizes.items() if d in dims}
                try:   # checked once at these sizes too, then timed (compulsory bytes)
                    r = bench_gpu(dev, c, k, fn, sizes, reps=reps, peer=False)
                except Exception as e:  # noqa: BLE001
                    lines.append(f"{ex + '.' + k.name:<28} failed: {str(e).splitlines()[0]}")
                    print(lines[-1], flush=True)
                    continue
                sz = " ".join(f"{d}={n}" for d, n in sizes.items())
                vs = ""
                try:
                    peer = _peer(ex, k.name, sizes) if torch_ok else None
                    if peer is not None:
                        t_ms = torch_ms(peer[1], reps)
                        vs = f"  {peer[0]} {t_ms:.3f} ms, kgen/torch {t_ms / r.median_ms:.2f}"
                except Exception as e:  # noqa: BLE001 - the row stands without its peer
                    vs = f"  (torch peer failed: {str(e).splitlines()[0] if str(e) else e})"
                lines.append(f"{ex + '.' + k.name:<28} {sz:<34} {r.median_ms:>8.3f} "
                             f"{r.gbs:>8,.0f} {r.gbs / bw:>8.2f}  "
                             f"{'ok' if r.ok else 'WRONG: ' + r.mismatch}{vs}")
                print(lines[-1], flush=True)
    lines += ["", f"{'GEMM (bf16, f32 acc)':<34} {'kgen ms':>9} {'kgen TF/s':>10} "
                  f"{'torch ms':>9} {'torch TF/s':>11} {'kgen/torch':>11}"]
    try:
        import torch
        assert torch.cuda.is_available()
    except Exception as e:  # noqa: BLE001
        return lines + [f"torch with CUDA is not available ({e}): GEMM ratios not measured"]
    # The shapes (GEMM at or above cuBLAS): square, few tiles with a long K, and a
    # decode-like short M; each with one program per tile and with persistent programs
    # (`persistent`: one per SM, each looping over tiles, the producer running ahead).
    variants = {label: compile_source(Source("matmul.kgen", variant_text(
        SPEED_GEMM, "matmul", target, label)), target, stop="bin")
        for label in gemm_variants_for(target)}
    for m, n, kd in ((8192, 8192, 8192), (4096, 4096, 4096), (2048, 2048, 2048),
                     (1024, 1024, 16384), (128, 8192, 8192)):
        a = torch.randn(m, kd, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(kd, n, device="cuda", dtype=torch.bfloat16)
        out = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
        ref = torch.matmul(a, b)
        t_ms = torch_ms(lambda: torch.matmul(a, b, out=ref), reps)
        for label, c in variants.items():
            name, k_ms = _time_torch_tensors(dev, c, 0, {"a": a, "b": b, "c": out}, {},
                                             {"M": m, "N": n, "K": kd}, reps)
            err = ((out.float() - ref.float()).abs().max() / ref.float().abs().max()).item()
            lines.append(_peer_row(f"{m}x{n}x{kd} {label}", 2.0 * m * n * kd, k_ms, t_ms,
                                   err) + f"  ({name})")
            print(lines[-1], flush=True)
    print("\n".join(lines), flush=True)     # what is measured survives a failure below
    parts = [lambda: check_attention(dev, target, reps), lambda: check_decode(dev, target, reps),
             lambda: check_paged(dev, target, reps), lambda: check_grouped(dev, target, reps),
             lambda: check_varlen(dev, target, reps), lambda: check_conv(dev, target, reps),
             lambda: check_launch(dev)]
    if target == "sm_90a":
        parts.insert(1, lambda: check_fp8_gemm(dev, reps))
    for part in parts:       # each table on its own: one that breaks leaves the others measured
        try:
            lines += [""] + part()
        except Exception as e:  # noqa: BLE001 - reported in the file
            lines += ["", f"failed: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"]
            print(lines[-1], flush=True)
    return lines


# Issue 30's FP8 GEMM bar: examples/gemm_fp8.kgen's tensorwise kernel (e4m3, bf16 out) beside
# torch._scaled_mm on the same tensors, B given as [N, K] (K contiguous: its column-major B).
FP8_SHAPES = ((8192, 8192, 8192), (4096, 4096, 4096))



def check_fp8_gemm(dev, reps: int) -> list[str]:
    """gemm_fp8 against torch._scaled_mm (per-tensor scales, bf16 out) at FP8_SHAPES."""
    import torch
    from kgen.compiler import compile_source
    from kgen.source import Source
    from kgen.tools.bench import torch_ms
    text = (ROOT / "examples" / "gemm_fp8.kgen").read_text()
    variants = {}
    for label in FP8_VARIANTS:
        src = variant_text(text, "gemm_fp8", "sm_90a", label)
        try:
            variants[label] = compile_source(Source("gemm_fp8.kgen", src), "sm_90a", stop="bin")
        except Exception as e:  # noqa: BLE001 - reported, the others measured
            print(f"gemm_fp8 {label}: compile failed: {str(e).splitlines()[0]}", flush=True)
    index = [k.name for k in next(iter(variants.values())).kernels].index("gemm_fp8")
    lines = [f"{'GEMM (e4m3, f32 acc, bf16 out)':<34} {'kgen ms':>9} {'kgen TF/s':>10} "
             f"{'torch ms':>9} {'torch TF/s':>11} {'kgen/torch':>11}"]
    torch.manual_seed(0)
    for m, n, kd in FP8_SHAPES:
        a = (torch.randn(m, kd, device="cuda") * 4).to(torch.float8_e4m3fn)
        b = (torch.randn(n, kd, device="cuda") * 4).to(torch.float8_e4m3fn)
        sa, sb = (torch.tensor(x, device="cuda") for x in (0.0625, 0.03125))
        out = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
        ref = torch._scaled_mm(a, b.t(), scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16)
        t_ms = torch_ms(lambda: torch._scaled_mm(a, b.t(), scale_a=sa, scale_b=sb,
                                                 out_dtype=torch.bfloat16), reps)
        for label, c in variants.items():
            try:      # kgen takes the 8-bit tensors as their bytes (uint8 views, no copy)
                out.fill_(float("nan"))
                name, k_ms = _time_torch_tensors(
                    dev, c, index, {"a": a.view(torch.uint8), "b": b.view(torch.uint8),
                                    "c": out},
                    {"scale_a": 0.0625, "scale_b": 0.03125}, {"M": m, "N": n, "K": kd}, reps)
            except Exception as e:  # noqa: BLE001 - reported in the table, the check goes on
                lines.append(f"{m}x{n}x{kd} {label:<20} failed: {str(e).splitlines()[0]}")
                print(lines[-1], flush=True)
                continue
            err = _rel_err(out, ref)
            lines.append(_peer_row(f"{m}x{n}x{kd} {label}", 2.0 * m * n * kd, k_ms, t_ms, err)
                         + f"  ({name})")
            print(lines[-1], flush=True)
    return lines


def _rel_err(out, ref) -> float:
    """The largest error of a torch output against its peer's, relative to the peer's
    largest magnitude; infinite where the output holds a NaN (a poisoned element left)."""
    if out.isnan().any():
        return float("inf")
    return ((out.float() - ref.float()).abs().max() / ref.float().abs().max()).item()


def _peer_row(label: str, flop: float, k_ms: float, t_ms: float, err: float) -> str:
    return (f"{label:<34} {k_ms:>9.3f} {flop / k_ms / 1e9:>10.1f} {t_ms:>9.3f} "
            f"{flop / t_ms / 1e9:>11.1f} {t_ms / k_ms:>11.2f}"
            + ("" if err < 2e-2 else f"   WRONG: max rel err {err:.2e}"))


def _time_torch_tensors(dev, c, index: int, tensors: dict, scalars: dict, sizes: dict,
                        reps: int) -> tuple[str, float]:
    """Kernel `index` of `c` on PyTorch tensors (on PyTorch's stream): the variant that ran and
    the median milliseconds of `reps` launches. The last launch's outputs are left in place."""
    from kgen.api import gpu_tensor
    from kgen.runtime.cuda import DeviceTensor
    import torch
    s = dev.stream(torch.cuda.current_stream())
    mine = {}
    for name, t in tensors.items():
        g = gpu_tensor(t, stream_ptr=int(s.handle))
        mine[name] = DeviceTensor(g.ptr, g.shape, g.dtype, g.view)
    p = dev.prepare(c, c.functions[index], mine, scalars, sizes)
    ms = float(np.median(dev.time(p, s, reps)))
    dev.release(p, s)                 # a split reduction's workspace (kgen.lower.split)
    torch.cuda.synchronize()
    return p.fn.name if p.then is None else f"{p.fn.name} + {p.then.fn.name}", ms


def _kgen_ms(lines: list, label: str, *args) -> tuple[str, float] | None:
    """_time_torch_tensors(*args), or None after a failure line for `label` in `lines` (the
    check goes on with its other shapes)."""
    try:
        return _time_torch_tensors(*args)
    except Exception as e:  # noqa: BLE001 - reported in the table, the check goes on
        lines.append(f"{label:<34} failed: {str(e).splitlines()[0]}")
        print(lines[-1], flush=True)
        return None


# The attention size: B=8, H=16, S=T=4096 (examples/attention.kgen: d64 bf16 and d128
# f16; examples/attention_gqa.kgen: d128 bf16 with 4 key/value heads for the 16 query heads),
# beside torch's scaled_dot_product_attention on the same tensors.
ATTENTION = {"B": 8, "H": 16, "S": 4096, "T": 4096}

# (example, kernel, dtype, head dim, causal, query heads per key/value head, tensor names)
ATTENTION_CASES = (
    ("attention", "attention_d128", "float16", 128, False, 1, ("qh", "kh", "vh", "oh")),
    ("attention", "attention_causal_d128", "float16", 128, True, 1,
     ("qh", "kh", "vh", "oh_causal")),
    ("attention", "attention", "bfloat16", 64, False, 1, ("q", "k", "v", "o")),
    ("attention", "attention_causal", "bfloat16", 64, True, 1, ("q", "k", "v", "o_causal")),
    ("attention_gqa", "attention_gqa", "bfloat16", 128, False, 4, ("q", "k", "v", "o")),
    ("attention_gqa", "attention_gqa_causal", "bfloat16", 128, True, 4,
     ("q", "k", "v", "o_causal")),
)


def check_attention(dev, target: str, reps: int, shape: dict | None = None) -> list[str]:
    """Flash attention (d64, d128, GQA; causal and not) against torch SDPA."""
    import torch
    import torch.nn.functional as F
    from kgen.tools.bench import torch_ms
    from kgen.compiler import compile_source
    shape = shape or ATTENTION
    bsz, heads, s, t = shape["B"], shape["H"], shape["S"], shape["T"]
    lines = [f"{f'attention (B={bsz} H={heads} S={s} T={t})':<34} {'kgen ms':>9} "
             f"{'kgen TF/s':>10} {'torch ms':>9} {'torch TF/s':>11} {'kgen/torch':>11}"]
    compiled = {}
    for ex, kname, dtype, d, causal, group, (qn, kn, vn, on) in ATTENTION_CASES:
        if ex not in compiled:
            compiled[ex] = compile_source(_source(ex), target, stop="bin")
        c = compiled[ex]
        names = [k.name for k in c.kernels]
        torch.manual_seed(0)
        dt = getattr(torch, dtype)
        q = torch.randn(bsz, heads, s, d, device="cuda", dtype=dt)
        k, v = (torch.randn(bsz, heads // group, t, d, device="cuda", dtype=dt)
                for _ in range(2))
        out = torch.full((bsz, heads, s, d), float("nan"), device="cuda", dtype=dt)
        scale = 1.0 / d ** 0.5
        if group == 1:
            mine, sizes = {qn: q, kn: k, vn: v, on: out}, dict(shape)
        else:     # [B, HK, ...] folded into BH (query head h reads key head h // G, as SDPA's GQA)
            bh = bsz * heads // group
            mine = {qn: q.view(bh, group, s, d), kn: k.view(bh, t, d), vn: v.view(bh, t, d),
                    on: out.view(bh, group, s, d)}
            sizes = {"BH": bh, "G": group, "S": s, "T": t}
        label = f"{'causal' if causal else 'full'} d{d} {dtype[:4]}" + \
            (f" GQA {heads}/{heads // group}" if group > 1 else "")
        timed = _kgen_ms(lines, label, dev, c, names.index(kname), mine, {"scale": scale},
                         sizes, reps)
        if timed is None:
            continue
        name, k_ms = timed
        extra = {"enable_gqa": True} if group > 1 else {}
        ref = F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=scale, **extra)
        err = _rel_err(out, ref)
        t_ms = torch_ms(lambda: F.scaled_dot_product_attention(
            q, k, v, is_causal=causal, scale=scale, **extra), reps)
        # Useful work only: two products of 2*S*T*D each, half of them under a causal mask.
        flop = 4.0 * bsz * heads * s * t * d * (0.5 if causal else 1.0)
        lines.append(_peer_row(f"{label} ({name})", flop, k_ms, t_ms, err))
        print(lines[-1], flush=True)
    return lines


# Issue 26's decode: one new token a sequence against a long cache, 32 query heads on 8 key/value
# heads (head dim 128, bf16: a Llama-3-8B layer), at batch 64 (512 programs: enough without a
# split) and at batch 1 and 4 (8 and 32 programs: the keys split over parts, flash-decoding),
# beside torch's scaled_dot_product_attention (enable_gqa) on the same tensors. Decode reads
# the cache once: the useful bytes are K and V, against the copy bandwidth of gpu_check's
# memory table.
DECODE_SHAPES = ((64, 4096), (64, 32768), (1, 32768), (4, 32768))
DECODE_HEADS, DECODE_KV_HEADS, DECODE_D = 32, 8, 128


def check_decode(dev, target: str, reps: int) -> list[str]:
    """examples/attention_decode.kgen against torch SDPA, in GB/s of the key/value cache."""
    import torch
    import torch.nn.functional as F
    from kgen.tools.bench import torch_ms
    from kgen.compiler import compile_source
    c = compile_source(_source("attention_decode"), target, stop="bin")
    h, hk, d = DECODE_HEADS, DECODE_KV_HEADS, DECODE_D
    g = h // hk
    lines = [f"{f'decode (H={h} HK={hk} d{d} bf16)':<34} {'kgen ms':>9} {'kgen GB/s':>10} "
             f"{'torch ms':>9} {'torch GB/s':>11} {'kgen/torch':>11}"]
    for bsz, t in DECODE_SHAPES:
        torch.manual_seed(0)
        q = torch.randn(bsz, h, 1, d, device="cuda", dtype=torch.bfloat16)
        k, v = (torch.randn(bsz, hk, t, d, device="cuda", dtype=torch.bfloat16)
                for _ in range(2))
        out = torch.full((bsz, h, 1, d), float("nan"), device="cuda", dtype=torch.bfloat16)
        scale = 1.0 / d ** 0.5
        # query head i reads key/value head i // G (SDPA's enable_gqa): the G heads of a group
        # are the rows of one [B * HK, G, d] tile
        bh = bsz * hk
        mine = {"q": q.view(bh, g, d), "k": k.view(bh, t, d), "v": v.view(bh, t, d),
                "o": out.view(bh, g, d)}
        label = f"B={bsz} T={t}"
        timed = _kgen_ms(lines, label, dev, c, 0, mine, {"scale": scale},
                         {"BH": bh, "R": g, "T": t}, reps)
        if timed is None:
            continue
        name, k_ms = timed
        ref = F.scaled_dot_product_attention(q, k, v, scale=scale, enable_gqa=True)
        err = _rel_err(out, ref)
        t_ms = torch_ms(lambda: F.scaled_dot_product_attention(q, k, v, scale=scale,
                                                               enable_gqa=True), reps)
        nbytes = 2.0 * 2 * bsz * hk * t * d       # K and V, read once
        # (_peer_row divides by ms and 1e9: bytes x 1000 make its column GB/s)
        lines.append(_peer_row(f"{label} ({name})", nbytes * 1e3, k_ms, t_ms, err))
        print(lines[-1], flush=True)
    return lines


def check_paged(dev, target: str, reps: int) -> list[str]:
    """examples/attention_paged.kgen on DECODE_SHAPES: the same keys and values as check_decode,
    cut into pages of 64 and dealt to the pool in a shuffled order, against torch SDPA on the
    contiguous cache (the same math), in GB/s of the cache."""
    import torch
    import torch.nn.functional as F
    from kgen.tools.bench import torch_ms
    from kgen.compiler import compile_source
    c = compile_source(_source("attention_paged"), target, stop="bin")
    h, hk, d = DECODE_HEADS, DECODE_KV_HEADS, DECODE_D
    g = h // hk
    lines = [f"{f'paged decode (H={h} HK={hk} d{d} bf16, 64-key pages)':<34} {'kgen ms':>9} "
             f"{'kgen GB/s':>10} {'torch ms':>9} {'torch GB/s':>11} {'kgen/torch':>11}"]
    for bsz, t in DECODE_SHAPES:
        torch.manual_seed(0)
        q = torch.randn(bsz, h, 1, d, device="cuda", dtype=torch.bfloat16)
        k, v = (torch.randn(bsz, hk, t, d, device="cuda", dtype=torch.bfloat16)
                for _ in range(2))
        out = torch.full((bsz, h, 1, d), float("nan"), device="cuda", dtype=torch.bfloat16)
        scale = 1.0 / d ** 0.5
        bh, pages = bsz * hk, t // 64
        # page i of sequence b (a key/value head) lands at pool slot perm[b * pages + i]
        perm = torch.randperm(bh * pages, device="cuda")
        kc, vc = (torch.empty(bh * pages, 64, d, device="cuda", dtype=torch.bfloat16)
                  for _ in range(2))
        kc[perm] = k.reshape(bh * pages, 64, d)
        vc[perm] = v.reshape(bh * pages, 64, d)
        table = perm.view(bh, pages).to(torch.int32)
        lens = torch.full((bh,), t, device="cuda", dtype=torch.int32)
        mine = {"q": q.view(bh, g, d), "kc": kc, "vc": vc, "table": table, "lens": lens,
                "o": out.view(bh, g, d)}
        label = f"B={bsz} T={t}"
        timed = _kgen_ms(lines, label, dev, c, 0, mine, {"scale": scale},
                         {"B": bh, "R": g, "NP": bh * pages, "P": pages, "T": t}, reps)
        if timed is None:
            continue
        name, k_ms = timed
        ref = F.scaled_dot_product_attention(q, k, v, scale=scale, enable_gqa=True)
        err = _rel_err(out, ref)
        t_ms = torch_ms(lambda: F.scaled_dot_product_attention(q, k, v, scale=scale,
                                                               enable_gqa=True), reps)
        nbytes = 2.0 * 2 * bsz * hk * t * d       # K and V, read once
        lines.append(_peer_row(f"{label} ({name})", nbytes * 1e3, k_ms, t_ms, err))
        print(lines[-1], flush=True)
    return lines


# Issue 25's grouped GEMM: a mixture of experts' tokens sorted by expert
# (examples/grouped_gemm.kgen, bf16, expert weights [N, K]), 8 experts of a 4096 x 4096 layer
# over 16384 routed rows, the routing balanced and skewed (one expert takes half), beside a
# loop of torch.matmul over the experts (8 launches) and torch._grouped_mm where this PyTorch
# has it.
GROUPED = {"G": 8, "T": 16384, "N": 4096, "K": 4096}
GROUPED_SPLITS = (("balanced", (1,) * 8), ("skewed", (7, 1, 1, 1, 1, 1, 1, 1)))


def _cuts(total: int, weights) -> list[int]:
    """Row counts in proportion to weights, multiples of 8, summing to total."""
    lens = [total * w // sum(weights) // 8 * 8 for w in weights]
    lens[0] += total - sum(lens)
    return lens


def check_grouped(dev, target: str, reps: int) -> list[str]:
    """examples/grouped_gemm.kgen against a loop of torch.matmul (and torch._grouped_mm)."""
    import torch
    from kgen.tools.bench import torch_ms
    from kgen.compiler import compile_source
    # one program per tile of the longest expert's (the file's), and persistent: one program
    # per SM walking every expert's tiles as one list
    forms = {"": compile_source(_source("grouped_gemm"), target, stop="bin"),
             "persistent ": compile_source(_source("grouped_gemm"), target, stop="bin",
                                           schedule={"persistent": True})}
    g, t, n, kd = GROUPED["G"], GROUPED["T"], GROUPED["N"], GROUPED["K"]
    lines = [f"{f'grouped GEMM (G={g} T={t} N={n} K={kd})':<34} {'kgen ms':>9} "
             f"{'kgen TF/s':>10} {'loop ms':>9} {'loop TF/s':>11} {'kgen/loop':>11}"]
    torch.manual_seed(0)
    x = torch.randn(t, kd, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(g, n, kd, device="cuda", dtype=torch.bfloat16) / kd ** 0.5
    for label, weights in GROUPED_SPLITS:
        ends = [0] + [int(e) for e in np.cumsum(_cuts(t, weights))]     # on the host: no sync
        offs = torch.tensor(ends, device="cuda", dtype=torch.int32)
        y = torch.full((t, n), float("nan"), device="cuda", dtype=torch.bfloat16)
        ref = torch.empty_like(y)

        def loop():
            for e in range(g):
                torch.matmul(x[ends[e]:ends[e + 1]], w[e].T, out=ref[ends[e]:ends[e + 1]])
        loop()
        loop_ms, flop = torch_ms(loop, reps), 2.0 * t * n * kd
        k_ms = None
        for form, c in forms.items():
            y.fill_(float("nan"))
            timed = _kgen_ms(lines, form + label, dev, c, 0,
                             {"x": x, "w": w, "offs": offs, "y": y}, {},
                             {**GROUPED, "G1": g + 1}, reps)
            if timed is None:
                continue
            (name, k_ms), timed_form = timed, form
            lines.append(_peer_row(f"{form}{label} ({name})", flop, k_ms, loop_ms,
                                   _rel_err(y, ref)))
            print(lines[-1], flush=True)
        if k_ms is None:
            continue
        grouped_mm = getattr(torch, "_grouped_mm", None)
        if grouped_mm is not None:
            try:
                last = offs[1:].contiguous()
                got = grouped_mm(x, w.transpose(-2, -1), offs=last)
                gm = torch_ms(lambda: grouped_mm(x, w.transpose(-2, -1), offs=last), reps)
                lines.append(_peer_row(f"{timed_form}{label} vs torch._grouped_mm", flop, k_ms,
                                       gm, _rel_err(got, ref)))
            except Exception as e:  # noqa: BLE001 - the peer's own limits, reported
                lines.append(f"{label + ' vs torch._grouped_mm':<34} n/a: "
                             f"{str(e).splitlines()[0][:80]}")
            print(lines[-1], flush=True)
    return lines


# Issue 26's variable-length attention (examples/attention_varlen.kgen: d64 bf16, 16 heads, and
# grouped-query 32 on 8): 16 sequences of 512 to 4096 tokens packed along tokens, causal and
# not, beside torch's
# scaled_dot_product_attention one sequence at a time (the math FlashAttention's varlen API
# computes in one launch) and over a jagged nested tensor where this PyTorch takes one.
VARLEN_LENS = (4096, 512, 1024, 3072, 2048, 640, 4096, 1536, 768, 2560, 3584, 896, 1280, 2048,
               512, 3328)
VARLEN_HEADS = 16


def check_varlen(dev, target: str, reps: int) -> list[str]:
    """examples/attention_varlen.kgen against per-sequence (and jagged) torch SDPA: full and
    causal with 16 heads, and grouped-query with 32 query heads on 8 key/value heads, full and
    causal (each sequence as many queries as keys: SDPA's is_causal is the bottom-right mask)."""
    import torch
    import torch.nn.functional as F
    from kgen.tools.bench import torch_ms
    from kgen.compiler import compile_source
    c = compile_source(_source("attention_varlen"), target, stop="bin")
    names = [k.name for k in c.kernels]
    d, lens = 64, VARLEN_LENS
    total, bsz = sum(lens), len(lens)
    lines = [f"{f'varlen attention (B={bsz} d{d}, {total} tokens)':<34} {'kgen ms':>9} "
             f"{'kgen TF/s':>10} {'torch ms':>9} {'torch TF/s':>11} {'kgen/torch':>11}"]
    ends = [0] + [int(e) for e in np.cumsum(lens)]          # on the host: no sync
    cu = torch.tensor(ends, device="cuda", dtype=torch.int32)
    scale = 1.0 / d ** 0.5
    seqs = list(zip(ends, ends[1:]))
    # (kernel, query heads, key/value heads, causal, tensor names q k v o)
    cases = (("attention_varlen", VARLEN_HEADS, VARLEN_HEADS, False, ("q", "k", "v", "o")),
             ("attention_varlen_causal", VARLEN_HEADS, VARLEN_HEADS, True,
              ("q", "k", "v", "o_causal")),
             ("attention_varlen_gqa", 32, 8, False, ("qg", "kg", "vg", "og")),
             ("attention_varlen_gqa_causal", 32, 8, True, ("qg", "kg", "vg", "og_causal")))
    for kname, hq, hk, causal, (qn, kn, vn, on) in cases:
        torch.manual_seed(0)
        q = torch.randn(total, hq, d, device="cuda", dtype=torch.bfloat16)
        k, v = (torch.randn(total, hk, d, device="cuda", dtype=torch.bfloat16)
                for _ in range(2))
        out = torch.full((total, hq, d), float("nan"), device="cuda", dtype=torch.bfloat16)
        ref = torch.empty_like(out)
        extra = {"enable_gqa": True} if hq != hk else {}

        def per_sequence():
            for a, b in seqs:
                ref[a:b] = F.scaled_dot_product_attention(
                    q[a:b].transpose(0, 1), k[a:b].transpose(0, 1), v[a:b].transpose(0, 1),
                    is_causal=causal, scale=scale, **extra).transpose(0, 1)
        label = ("causal" if causal else "full") + (f" GQA {hq}/{hk}" if hq != hk else
                                                    f" H={hq}")
        timed = _kgen_ms(lines, label, dev, c, names.index(kname),
                         {qn: q, kn: k, vn: v, "cu_q": cu, "cu_k": cu, on: out},
                         {"scale": scale},
                         {"B": bsz, "B1": bsz + 1, "H": hq, "HQ": hq, "HK": hk, "TQ": total,
                          "TK": total}, reps)
        if timed is None:
            continue
        name, k_ms = timed
        per_sequence()
        err = _rel_err(out, ref)
        flop = sum(4.0 * hq * (b - a) ** 2 * d * (0.5 if causal else 1.0) for a, b in seqs)
        lines.append(_peer_row(f"{label} ({name})", flop, k_ms, torch_ms(per_sequence, reps),
                               err))
        print(lines[-1], flush=True)
        try:           # one launch over a jagged batch (PyTorch's nested tensors), if taken
            nt = [torch.nested.nested_tensor([x[a:b] for a, b in seqs], layout=torch.jagged)
                  .transpose(1, 2) for x in (q, k, v)]
            jag = lambda: F.scaled_dot_product_attention(*nt, is_causal=causal,  # noqa: E731
                                                         scale=scale, **extra)
            jag()
            lines.append(_peer_row(f"{label} vs jagged SDPA", flop, k_ms, torch_ms(jag, reps),
                                   0.0))
        except Exception as e:  # noqa: BLE001 - the peer's own limits, reported
            lines.append(f"{label + ' vs jagged SDPA':<34} n/a: {str(e).splitlines()[0][:80]}")
        print(lines[-1], flush=True)
    return lines


# Issue 25's implicit-GEMM convolution (examples/conv2d.kgen, NHWC bf16) at ResNet-50's shapes
# (batch 32: a 56 x 56 x 64 block's 3 x 3, a stage's 3 x 3 at stride 2 and its 1 x 1 shortcut
# at 28 x 28 x 128 -> 256) beside torch's conv2d on the same tensors, channels last (cuDNN).
# (kernel, NB, H, W, C, CO, taps, stride)
CONV_CASES = (("conv2d_3x3", 32, 56, 56, 64, 64, 3, 1),
              ("conv2d_3x3_s2", 32, 56, 56, 128, 128, 3, 2),
              ("conv2d_1x1_s2", 32, 56, 56, 128, 256, 1, 2))


def check_conv(dev, target: str, reps: int) -> list[str]:
    """examples/conv2d.kgen against torch.nn.functional.conv2d (channels last)."""
    import torch
    import torch.nn.functional as F
    from kgen.tools.bench import torch_ms
    from kgen.compiler import compile_source
    c = compile_source(_source("conv2d"), target, stop="bin")
    names = [k.name for k in c.kernels]
    lines = [f"{'implicit-GEMM conv (NHWC bf16)':<34} {'kgen ms':>9} {'kgen TF/s':>10} "
             f"{'torch ms':>9} {'torch TF/s':>11} {'kgen/torch':>11}"]
    for kname, nb, h, w, ci, co, k, st in CONV_CASES:
        torch.manual_seed(0)
        x = torch.randn(nb, h, w, ci, device="cuda", dtype=torch.bfloat16)
        wt = torch.randn(k, k, ci, co, device="cuda", dtype=torch.bfloat16) / (k * k * ci) ** 0.5
        ho, wo = (h + 2 * (k // 2) - k) // st + 1, (w + 2 * (k // 2) - k) // st + 1
        pix = nb * ho * wo
        y = torch.full((pix, co), float("nan"), device="cuda", dtype=torch.bfloat16)
        wname, yname = ("w3", "y" if st == 1 else "y2") if k == 3 else ("w1", "y1")
        sizes = {"NB": nb, "H": h, "W": w, "C": ci, "CO": co, "KK": k * k * ci,
                 ("P" if st == 1 else "Q"): pix}
        label = f"{kname} {h}x{w}x{ci}->{co}"
        timed = _kgen_ms(lines, label, dev, c, names.index(kname),
                         {"x": x, wname: wt.view(k * k * ci, co), yname: y}, {}, sizes, reps)
        if timed is None:
            continue
        name, k_ms = timed
        xc = x.permute(0, 3, 1, 2).contiguous(memory_format=torch.channels_last)
        wc = wt.permute(3, 2, 0, 1).contiguous(memory_format=torch.channels_last)
        conv = lambda: F.conv2d(xc, wc, stride=st, padding=k // 2)  # noqa: E731
        ref = conv().permute(0, 2, 3, 1).reshape(pix, co)
        flop = 2.0 * pix * co * k * k * ci
        lines.append(_peer_row(f"{label} ({name})", flop, k_ms, torch_ms(conv, reps),
                               _rel_err(y, ref)))
        print(lines[-1], flush=True)
    return lines


def check_launch(dev, calls: int = 2000) -> list[str]:
    """Issue 27's host cost of a call through the Python API: examples/vadd.kgen on PyTorch
    tensors already on the GPU (a cached kernel, the same shapes each call), beside torch.add and
    a Triton launch of the same add, each timed per call on the host (median of `calls`)."""
    import statistics
    import torch
    import kgen.api as api
    n = 1 << 16
    a, b, c = (torch.randn(n, device="cuda") for _ in range(3))
    prog = api.compile(ROOT / "examples" / "vadd.kgen", device="cuda")
    kern = next(iter(prog.kernels.values()))
    names = [p.name for p in kern.ir.params]
    args = dict(zip(names, (a, b, c)))

    def per_call(fn) -> tuple[float, float]:
        for _ in range(100):
            fn()
        torch.cuda.synchronize()
        ts = []
        for _ in range(calls):
            t0 = time.perf_counter_ns()
            fn()
            ts.append((time.perf_counter_ns() - t0) / 1000)
        torch.cuda.synchronize()
        ts.sort()
        return statistics.median(ts), ts[int(0.9 * len(ts))]

    kern(**args)                 # the first call prepares the launch the later ones reuse
    torch.cuda.synchronize()
    rows = [("kgen (vadd.kgen, torch tensors)", lambda: kern(**args))]
    rows.append(("torch.add(out=)", lambda: torch.add(a, b, out=c)))
    try:
        import triton  # noqa: F401
        sys.path.insert(0, str(ROOT / "benchmarks"))
        from triton_kernels import vadd as tvadd
        rows.append(("triton (same add, BLOCK 1024)",
                     lambda: tvadd[(n // 1024,)](a, b, c, n, BLOCK=1024)))
    except Exception as e:  # noqa: BLE001 - reported
        print(f"triton launch not measured: {e}", flush=True)
    # the parts of kgen's call: PyTorch's stream (the object and the raw reader), the tensors'
    # accessors, and cuda.core's launch of the prepared kernel on its own
    dev_ = prog.device
    plan = next(iter(kern._plans.values()), None)
    rows.append(("  part: torch.cuda.current_stream()", lambda: torch.cuda.current_stream()))
    if hasattr(torch._C, "_cuda_getCurrentRawStream"):
        rows.append(("  part: torch._C raw stream", lambda: torch._C._cuda_getCurrentRawStream(0)))
    rows.append(("  part: 3 tensors' accessors", lambda: [
        (t.is_cuda, t.is_contiguous(), t.data_ptr(), tuple(t.shape), t.dtype) for t in (a, b, c)]))
    if plan is not None:
        st = dev_.stream_of_handle(int(torch.cuda.current_stream().cuda_stream))
        rows.append(("  part: cuda.core launch (prepared)", lambda: dev_.launch_prepared(
            plan.fn, plan.kernel, plan.config, list(plan.args), st)))
    want = (a + b)
    kern(**args)
    torch.cuda.synchronize()
    ok = bool(torch.equal(c, want))
    lines = [f"{'host cost of a call (n = 65536 f32)':<40} {'median us':>10} {'p90 us':>8}",
             f"kgen result {'matches' if ok else 'DIFFERS from'} torch's a + b"]
    for label, fn in rows:
        try:
            med, p90 = per_call(fn)
        except Exception as e:  # noqa: BLE001 - reported in the table
            lines.append(f"{label:<40} failed: {type(e).__name__}: {e}")
        else:
            lines.append(f"{label:<40} {med:>10.1f} {p90:>8.1f}")
        print(lines[-1], flush=True)
    return lines


def _driver_version(dev) -> str:
    try:
        err, v = dev.driver.cuDriverGetVersion()
        return f"{int(v) // 1000}.{int(v) % 1000 // 10}"
    except Exception:  # noqa: BLE001
        return "unknown"


def main(argv=None, device=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--examples", help="comma-separated (default: every example)")
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-speed", action="store_true", help="agreement only")
    ap.add_argument("--no-llm-sizes", action="store_true",
                    help="memory-bound kernels at gpu_sizes only, not also at LLM_SIZES")
    ap.add_argument("--speed-only", action="store_true",
                    help="the speed tables only (no agreement, no TMA probes)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/gpu_check.txt")
    ap.add_argument("--workers", type=int, default=max(1, (os.cpu_count() or 2) - 1))
    ap.add_argument("--no-probe", action="store_true", help="skip the TMA alignment probe")
    ap.add_argument("--no-fp8-accumulation", action="store_true",
                    help="skip the 8-bit wgmma accumulation check (sm_90a)")
    ap.add_argument("--speed-elems", type=int, default=1 << 25,
                    help="largest tensor of a memory-bound timing, in elements")
    ap.add_argument("--copy-mib", type=int, default=1024, help="the bandwidth copy's size")
    ap.add_argument("--probe-tma", metavar="TARGET", help=argparse.SUPPRESS)
    opts = ap.parse_args(argv)
    if opts.probe_tma:
        print(probe_tma_alignment(opts.probe_tma))
        return 0
    t0 = time.perf_counter()
    if device is None:
        try:
            from kgen.runtime.device import pick_device
            device = pick_device("cuda")
        except Exception as e:  # noqa: BLE001 - nothing to check here
            print(f"gpu_check: needs an NVIDIA GPU: {e}", file=sys.stderr)
            return 2
    dev = device
    target = dev.default_target()
    examples = opts.examples.split(",") if opts.examples else \
        sorted(p.stem for p in (ROOT / "examples").glob("*.kgen"))
    # an example whose 8-bit format the device's target lacks is refused there (its golden)
    examples = [e for e in examples if target in targets_of(ROOT, e)]
    head = [f"kgen gpu_check, {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
            f"device: {dev.gpu} (compute capability {dev.cc[0]}.{dev.cc[1]}), driver "
            f"{_driver_version(dev)}, target {target}, kgen commit {_commit()}", ""]
    print("\n".join(head), flush=True)
    rows, table, probe, bad = [], [], [], []
    if not opts.speed_only:
        with cf.ProcessPoolExecutor(opts.workers) as pool:
            rows = check_agreement(dev, target, examples, pool, opts.seed)
        table = [f"{'example.kernel':<30} {'variant':<24} {'base':>5} {'gpu ms':>8}  "
                 f"{'vs float64 evaluator':<28} vs emulator"]
        for r in rows:
            table.append(f"{r.example + '.' + r.kernel:<30} {r.variant:<24} "
                         f"{'+' + str(r.offset):>5} {r.gpu_ms:>8.3f}  {r.vs_reference:<28} "
                         f"{r.vs_emulator}")
        bad = [r for r in rows if not r.ok]
        table += ["", f"agreement: {len(rows) - len(bad)} of {len(rows)} launches match the "
                      f"evaluator and the emulator ({time.perf_counter() - t0:.0f} s)"]
        print("\n".join(table), flush=True)
        probe = ["TMA alignment probe: not run (--no-probe)"] if opts.no_probe else \
            [_probe_in_child(target)] if target == "sm_90a" else \
            [f"TMA alignment probe: {target} has no TMA"]
        print(probe[0], flush=True)
        if target == "sm_90a" and not opts.no_fp8_accumulation:
            try:
                probe += [""] + check_fp8_accumulation(
                    dev, opts.seed, opts.out.parent / "fp8_accumulation.npz")
            except Exception as e:  # noqa: BLE001 - reported in the file
                probe += ["", f"8-bit wgmma accumulation: failed: {str(e).splitlines()[0]}"]
                print(probe[-1], flush=True)
        if target == "sm_90a":
            boxes = check_tma_boxes(dev)
            probe += [""] + boxes
            bad += [line for line in boxes[1:] if "GPU = emulator = NumPy" not in line]
            print("\n".join(boxes), flush=True)
    speed = [] if opts.no_speed else check_speed(dev, target, examples, opts.reps,
                                                 opts.speed_elems, opts.copy_mib << 20,
                                                 not opts.no_llm_sizes)
    print("\n".join(speed), flush=True)
    tail = ["", f"total {time.perf_counter() - t0:.0f} s"]
    opts.out.parent.mkdir(parents=True, exist_ok=True)
    opts.out.write_text("\n".join(head + table + [""] + probe + [""] + speed + tail) + "\n")
    print(f"\nwritten to {opts.out}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
