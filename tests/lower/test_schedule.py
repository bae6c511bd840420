"""The scheduler's output, executed: every example at ragged sizes against NumPy, per wave width.

The LIR interpreter runs what `schedule` produced, before any emitter: a wrong phase order, a tail
that is not masked, a misaligned vector access or a non-uniform branch fails here.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import ROOT, compile_text, example_source
from kgen.cached import compile_cached
from kgen.lir import ops as L
from kgen.lir.interp import Machine, OutOfBounds, grid_for
from kgen.tools.golden import read_io
from kgen.target.targets import TARGETS
from reference import expected, from_bf16_bits, inputs

# Sizes that are not multiples of any tile, chunk or vector: every edge path runs.
CASES = [
    ("vadd", {"N": 5000}), ("vadd", {"N": 1}), ("vadd", {"N": 4096}),
    ("axpby", {"N": 3001}),
    ("silu_mul", {"M": 3, "N": 4100}), ("silu_mul", {"M": 2, "N": 37}),
    ("softmax", {"M": 3, "N": 1029}), ("softmax", {"M": 2, "N": 4096}),
    ("softmax", {"M": 1, "N": 1}), ("softmax", {"M": 2, "N": 3001}),
    ("layernorm", {"M": 3, "N": 777}), ("layernorm", {"M": 2, "N": 2048}),
    ("rowsum", {"M": 3, "N": 2500}), ("rowsum", {"M": 2, "N": 1024}),
]


def run_lir(fn, wave, example, sizes, seed=0):
    a = inputs(example, sizes, seed)
    want = expected(example, a)
    args = {**a, **sizes}
    outs = {}
    for name, e in want.items():
        outs[name] = np.full(e.shape, 0x7FC0 if e.dtype == np.uint16 else np.nan, e.dtype)
        args[name] = outs[name]
    Machine(fn, wave).run(args, grid_for(fn, sizes))
    return outs, want


def assert_close(got, want, name):
    if want.dtype == np.uint16:  # bf16: one rounding step apart at most
        got, want, rtol = from_bf16_bits(got), from_bf16_bits(want), 1e-2
    else:
        rtol = 1e-5
    assert not np.isnan(got).any(), f"{name}: NaN in output (an element was never written)"
    # Relative error, with an absolute floor scaled to the output for sums that cancel.
    tol = rtol * np.abs(want) + rtol * np.abs(want).max()
    bad = np.abs(got - want) > tol
    if bad.any():
        i = np.unravel_index(np.argmax(np.abs(got - want) - tol), want.shape)
        pytest.fail(f"{name}: {bad.sum()} of {want.size} differ; worst at {i}: got {got[i]}, "
                    f"want {want[i]}")


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
@pytest.mark.parametrize("example,sizes", CASES, ids=[f"{e}-{s}" for e, s in CASES])
def test_example_matches_numpy(example, sizes, target):
    c = compile_cached(example_source(example), target, stop="schedule")
    outs, want = run_lir(c.functions[0], TARGETS[target].wave, example, sizes)
    for name in want:
        assert_close(outs[name], want[name], name)


# Each MFMA shape and operand width the AMD targets' matrix kernels use (the LIR interpreter's
# mfma, kgen.lir.interp, one model of the layouts for all of them): (example, target, shape).
MATRIX_CASES = [("gemm_bf16", "gfx942", "32x32x8"), ("attention", "gfx942", "16x16x16"),
                ("gemm_bf16", "gfx950", "32x32x16"), ("attention_decode", "gfx950", "16x16x32"),
                ("gemm_fp8_fnuz", "gfx942", "32x32x16"), ("gemm_fp8", "gfx950", "32x32x16")]


@pytest.mark.parametrize("example,target,shape", MATRIX_CASES)
def test_matrix_kernels_match_numpy(example, target, shape):
    """Every kernel of the example on the LIR interpreter at its golden (ragged) sizes: the
    outputs it writes against NumPy; the kernels use the MFMA shape named."""
    sizes = read_io(ROOT / "golden" / example / "io.npz")[0]
    c = compile_cached(example_source(example), target, stop="schedule")
    shapes = set()
    for fn in c.functions:
        shapes |= {n.attr("shape") for n in L.walk(fn.body) if n.op == "mfma"}
        outs, want = run_lir(fn, TARGETS[target].wave, example, sizes)
        for p in fn.params:
            if p.name in want and p.kind == "tensor" and not p.readonly:
                got, w = outs[p.name], want[p.name]
                if p.dtype == "f16":      # f16 bits: half an f16 step of rounding apart
                    got, w = got.view(np.float16).astype(np.float32), \
                        w.view(np.float16).astype(np.float32)
                    assert np.allclose(got, w, rtol=2e-3, atol=2e-3 * np.abs(w).max()), p.name
                else:
                    assert_close(got, w, p.name)
    assert shape in shapes


@pytest.mark.parametrize("n", [1000, 1024, 4096])
def test_specialised_row_length(n):
    c = compile_cached(example_source("softmax"), "sm_90a", specialize={"N": n}, stop="schedule")
    outs, want = run_lir(c.functions[0], 32, "softmax", {"M": 3, "N": n})
    assert_close(outs["y"], want["y"], "y")


def test_single_row_fits_in_registers_when_specialised():
    """With N known, a row fits one chunk: x is loaded once, not once per phase."""
    c = compile_cached(example_source("softmax"), "sm_90a", specialize={"N": 4096},
                       stop="schedule")
    from kgen.lir.ops import walk
    loads = [n for n in walk(c.functions[0].body) if n.op == "ld_global" and n.attrs[1] == 4]
    plan = c.plans[0]
    per_thread = plan.layout.in_size("reg")          # elements of x each thread holds
    assert len(loads) == per_thread // plan.vector   # one 16-byte load each, in one phase


def test_schedule_text_explains_barriers():
    text = compile_cached(example_source("softmax"), "sm_90a", stop="schedule").text("schedule")
    assert "RAW on red0" in text and "inserted by insert_barriers" in text
    assert "block: 256 threads = 8 x 32-wide warps" in text


def test_out_of_bounds_is_caught():
    """If the schedule forgot the tail mask, the interpreter names the access."""
    from dataclasses import replace

    c = compile_text("kernel k(x: f32[N], y: f32[N]) {\n tile n: 1024\n y[n] = x[n]\n}",
                     stop="schedule")
    fn = c.functions[0]

    def unguard(nodes):
        out = []
        for n in nodes:
            if isinstance(n, L.Inst):
                out.append(replace(n, pred=None) if n.op == "st_global" else n)
            elif isinstance(n, L.If):
                out.append(replace(n, then=tuple(unguard(n.then)),
                                   else_=tuple(unguard(n.else_))))
            else:
                out.append(replace(n, body=tuple(unguard(n.body))))
        return out
    bad = replace(fn, body=tuple(unguard(fn.body)))
    x = np.ones(10, np.float32)
    y = np.zeros(10, np.float32)
    with pytest.raises(OutOfBounds, match="outside every tensor"):
        Machine(bad, 32).run({"x": x, "y": y, "N": 10}, (1,))


def test_loop_reduction_leaves_the_loop():
    """`acc += sum(x, axis=nn)` folds into a per-thread partial: no barrier inside the loop."""
    from kgen.lir import ops as L
    c = compile_cached(example_source("rowsum"), "sm_90a", stop="schedule")
    loops = [n for n in c.functions[0].body if isinstance(n, L.Loop)]
    assert loops and not [n for n in L.walk(loops[0].body) if n.op in ("bar", "warp_reduce")]
    assert len([n for n in L.walk(c.functions[0].body) if n.op == "bar"]) == 1


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
def test_loop_carried_value_used_inside_stays_exact(target):
    """acc is read by more than the fold: the reduction must complete every iteration."""
    src = """kernel k(x: f32[M, N], out: f32[M]) {
  tile m: 1, n: 256
  acc = zeros(f32, m)
  for nn in n {
    acc = acc * 0.5 + max(x[m, nn], axis=nn)
  }
  out[m] = acc
}"""
    c = compile_text(src, target, stop="schedule")
    x = np.random.default_rng(3).standard_normal((3, 1000)).astype(np.float32)
    out = np.zeros(3, np.float32)
    Machine(c.functions[0], TARGETS[target].wave).run({"x": x, "out": out, "M": 3, "N": 1000},
                                                      grid_for(c.functions[0], {"M": 3}))
    want = np.zeros(3)
    for j in range(0, 1000, 256):
        want = want * 0.5 + x[:, j:j + 256].max(1)
    np.testing.assert_allclose(out, want, rtol=1e-6)
