"""`kgen run`: compile, launch on a device, and check against the float64 evaluator.

Inputs are drawn from a seeded generator (never all zeros: normal floats, positive scalars so that
an `eps` stays an epsilon, integers in [-100, 100]); outputs are poisoned before the launch (NaN,
or 0x7f7f7f7f for i32) so an element the kernel forgot to write cannot pass; results are compared
with per-dtype tolerances, and NaN never passes.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import ir
from .compiler import compile_source
from .errors import KgenError
from .evaluate import evaluate, from_storage
from .ir import DType
from .source import Source

# Relative tolerance per output dtype; the absolute floor is the same fraction of the largest
# expected magnitude, so sums that cancel are judged at the scale of the result.
RTOL = {DType.f32: 1e-5, DType.f16: 2e-3, DType.bf16: 1e-2, DType.i32: 0.0}
POISON = {DType.f32: np.float32(np.nan), DType.f16: np.float16(np.nan),
          DType.bf16: np.uint16(0x7FC0), DType.i32: np.int32(0x7F7F7F7F)}
STORAGE = {DType.f32: np.float32, DType.f16: np.float16, DType.bf16: np.uint16,
           DType.i32: np.int32}


@dataclass
class OutputCheck:
    name: str
    dtype: DType
    total: int
    bad: int
    nans: int
    max_abs: float
    max_rel: float
    worst: tuple | None
    got_at_worst: float | None
    want_at_worst: float | None

    @property
    def ok(self) -> bool:
        return self.bad == 0


@dataclass
class RunReport:
    device: str
    target: str
    kernel: str
    sizes: dict[str, int]
    checks: list[OutputCheck]
    millis: float
    detail: str

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)


def default_sizes(k: ir.Kernel, given: dict[str, int]) -> dict[str, int]:
    """Ragged sizes for every dimension not given: 1029 along rows, 7 across them. A kernel with
    a tile product gets 197, or 200 for a dimension that is some tensor's contiguous extent: ragged
    against every tile, quick to emulate, and rows 16-byte aligned, so that the main path (TMA or
    cp.async) runs; `--size K=197` exercises the fallback."""
    sizes = dict(given)
    product = any(v.op == "matmul" for v in ir.values(k.body))
    inner = {t.shape[-1].name for t in k.tensors if t.shape}
    for t in k.tensors:
        for i, d in enumerate(t.shape):
            if d.name is not None and d.value is None and d.name not in sizes:
                if product:
                    sizes[d.name] = 200 if d.name in inner else 197
                else:
                    sizes[d.name] = 1029 if i == len(t.shape) - 1 else 7
    return sizes


def make_inputs(k: ir.Kernel, sizes: dict[str, int], seed: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    stored = {s.tensor for s in ir.statements(k.body) if isinstance(s, ir.Store)}
    out = {}
    for p in k.params:
        if isinstance(p, ir.ScalarParam):
            out[p.name] = (np.float32(rng.uniform(0.5, 2.0)) if p.dtype.is_float
                           else np.int32(rng.integers(1, 10)))
            continue
        if p.name in stored:
            continue
        shape = tuple(d.value if d.value is not None else sizes[d.name] for d in p.shape)
        if p.dtype == DType.i32:
            out[p.name] = rng.integers(-100, 101, shape).astype(np.int32)
        else:
            x = rng.standard_normal(shape)
            if p.dtype == DType.bf16:
                from .evaluate import f64_to_bf16
                out[p.name] = f64_to_bf16(x)
            else:
                out[p.name] = x.astype(STORAGE[p.dtype])
    return out


def poisoned_outputs(k: ir.Kernel, sizes: dict[str, int]) -> dict[str, np.ndarray]:
    stored = {s.tensor for s in ir.statements(k.body) if isinstance(s, ir.Store)}
    out = {}
    for p in k.tensors:
        if p.name in stored:
            shape = tuple(d.value if d.value is not None else sizes[d.name] for d in p.shape)
            out[p.name] = np.full(shape, POISON[p.dtype], STORAGE[p.dtype])
    return out


def compare(name: str, got: np.ndarray, want: np.ndarray, dt: DType) -> OutputCheck:
    g, w = (from_storage(x, dt).astype(np.float64) for x in (got, want))
    rtol = RTOL[dt]
    scale = float(np.abs(w[np.isfinite(w)]).max()) if np.isfinite(w).any() else 0.0
    err = np.abs(g - w)
    err = np.where(np.isnan(g), np.inf, err)
    tol = rtol * np.abs(w) + rtol * scale
    bad = ~(err <= tol)
    rel = err / np.maximum(np.abs(w), 1e-30)
    worst = None
    if bad.any():
        worst = np.unravel_index(int(np.argmax(np.where(bad, err - tol, -np.inf))), w.shape)
    elif err.size:
        worst = np.unravel_index(int(np.argmax(err)), w.shape)
    fin = np.isfinite(err)
    return OutputCheck(name, dt, int(w.size), int(bad.sum()), int(np.isnan(g).sum()),
                       float(err[fin].max()) if fin.any() else float("inf"),
                       float(rel[fin].max()) if fin.any() else float("inf"),
                       tuple(int(i) for i in worst) if worst is not None else None,
                       float(g[worst]) if worst is not None else None,
                       float(w[worst]) if worst is not None else None)


def run_source(source: Source, *, device: str = "auto", target: str | None = None,
               sizes: dict[str, int] | None = None, seed: int = 0,
               specialize: dict[str, int] | None = None) -> list[RunReport]:
    """Compiles every kernel of a file, runs each on the device, checks it; one report each."""
    from .runtime import pick_device
    dev = pick_device(device)
    targets = _targets(dev, target)
    reports = []
    for tgt in targets:
        c = compile_source(source, tgt, specialize=specialize,
                           stop="asm" if dev.kind == "sim" else "bin")
        if dev.kind != "sim":
            from .assemble import assemble
            c.binary, _ = assemble(c.asm, c.target)
        for k, fn in zip(c.kernels, c.functions):
            sz = default_sizes(k, {**(sizes or {}), **(specialize or {})})
            inputs = make_inputs(k, sz, seed)
            outputs = poisoned_outputs(k, sz)
            want = evaluate(k, inputs, sz)
            res = dev.run(c, fn, {**inputs, **outputs}, sz)
            checks = [compare(n, res.outputs[n], want[n], k.param(n).dtype) for n in want]
            reports.append(RunReport(dev.name, tgt, k.name, sz, checks, res.millis, res.detail))
    return reports


def _targets(dev, target: str | None) -> list[str]:
    from .targets import TARGETS, get_target
    if target is None:
        return [dev.default_target()]
    if target == "all":
        if dev.kind != "sim":
            raise KgenError("-t all runs every target, which only the emulator can",
                            hint="use --device sim, or leave -t out to use the GPU's own target")
        return list(TARGETS)
    t = get_target(target)
    if dev.kind == "cuda" and not t.is_nvidia or dev.kind == "hip" and t.is_nvidia:
        raise KgenError(f"target {t.name} cannot run on {dev.name}",
                        hint=f"leave -t out to use {dev.default_target()}, or --device sim")
    return [t.name]
