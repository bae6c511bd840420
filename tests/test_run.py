"""`kgen run`, the runtimes and the Python API, on the emulator (and on GPUs when present)."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from conftest import EXAMPLES, ROOT, example_source
from kgen.compiler import compile_source
from kgen.golden import read_io
from kgen.runtime import SimDevice, grid_dims
from kgen.targets import TARGETS
from test_schedule import assert_close

CASES = [(e, t) for e in EXAMPLES for t in TARGETS]


@pytest.mark.parametrize("example,target", CASES)
def test_example_on_emulator_matches_golden_outputs(example, target):
    """Every example, every target: the emitted text, emulated, reproduces golden io.npz."""
    sizes, inputs, outputs = read_io(ROOT / "golden" / example / "io.npz")
    c = compile_source(example_source(example), target)
    fn = c.functions[0]
    poisoned = {k: np.full_like(v, 0x7FC0 if v.dtype == np.uint16 else np.nan)
                for k, v in outputs.items()}
    res = SimDevice().run(c, fn, {**inputs, **poisoned}, sizes)
    for name, want in outputs.items():
        assert_close(res.outputs[name], want, f"{example}/{target}/{name}")


def test_grid_dims_cover_ragged_sizes():
    c = compile_source(example_source("vadd"), "sm_90a", stop="schedule")
    assert grid_dims(c.functions[0], {"N": 5003}) == (3, 1, 1)   # ceil(5003 / 2048)
    assert grid_dims(c.functions[0], {"N": 1}) == (1, 1, 1)


def _kgen(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "kgen.cli", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=600)


def test_cli_run_on_the_emulator_says_which_device_and_matches():
    p = _kgen("run", "examples/softmax.kgen", "--device", "sim", "--size", "M=3",
              "--size", "N=300")
    assert p.returncode == 0, p.stdout + p.stderr
    assert "device: sim" in p.stdout
    assert "match" in p.stdout and "MISMATCH" not in p.stdout


def test_cli_run_all_targets():
    p = _kgen("run", "examples/axpby.kgen", "--device", "sim", "-t", "all", "--size", "N=700")
    assert p.returncode == 0, p.stdout + p.stderr
    for t in TARGETS:
        assert t in p.stdout


def test_run_reports_a_mismatch(monkeypatch):
    """The kernel computes 2x; a reference that says 3x must be reported element by element."""
    from kgen import run as runmod
    from kgen.source import Source
    src = Source("k.kgen", "kernel k(x: f32[N], y: f32[N]) {\n  tile n: 256\n  y[n] = x[n] * 2.0\n}\n")
    monkeypatch.setattr(runmod, "evaluate",
                        lambda k, a, s: {"y": (a["x"] * 3).astype(np.float32)})
    reports = runmod.run_source(src, device="sim", sizes={"N": 300})
    (r,) = reports
    assert not r.ok
    (c,) = r.checks
    assert c.bad == 300 and c.worst is not None


def test_cli_run_bad_device_is_a_diagnostic():
    p = _kgen("run", "examples/vadd.kgen", "--device", "tpu")
    assert p.returncode == 1 and "unknown device 'tpu'" in p.stderr
    assert "Traceback" not in p.stderr


def test_api_compile_and_call_with_numpy():
    import kgen.api as api
    prog = api.compile(str(ROOT / "examples" / "softmax.kgen"), device="sim")
    x = np.random.default_rng(1).standard_normal((4, 333)).astype(np.float32)
    y = np.zeros_like(x)
    prog.softmax(x=x, y=y)
    e = np.exp(x - x.max(1, keepdims=True))
    np.testing.assert_allclose(y, e / e.sum(1, keepdims=True), rtol=1e-5)


def test_api_infers_sizes_and_checks_shapes():
    import kgen.api as api
    from kgen.errors import KgenError
    prog = api.compile("kernel k(x: f32[N], y: f32[N]) {\n tile n: 256\n y[n] = x[n] + 1.0\n}",
                       device="sim")
    x = np.arange(10, dtype=np.float32)
    y = np.zeros(10, np.float32)
    prog(x, y)
    np.testing.assert_array_equal(y, x + 1)
    with pytest.raises(KgenError, match="dimension N is 11 here but 10"):
        prog(x, np.zeros(11, np.float32))
    with pytest.raises(KgenError, match="float64"):
        prog(x.astype(np.float64), y)


def test_dlpack_views_of_host_arrays():
    from kgen.api import dlpack_view
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    v = dlpack_view(a)
    assert v.pointer == a.ctypes.data and v.shape == (3, 4) and v.dtype == "f32"


@pytest.mark.gpu
def test_examples_on_the_gpu_match():
    """On a machine with an NVIDIA or AMD GPU: every example through the real driver."""
    from kgen.runtime import pick_device
    from kgen.run import run_source
    dev = pick_device("auto")
    if dev.kind == "sim":
        pytest.skip("no GPU on this machine")
    for ex in EXAMPLES:
        for r in run_source(example_source(ex), device=dev.kind):
            assert r.ok, (ex, [(c.name, c.bad, c.worst) for c in r.checks])


@pytest.mark.parametrize("target", list(TARGETS))
def test_sixteen_bit_literals_scalars_and_stores(target):
    """Literals and scalars of a 16-bit dtype are rounded to it; stores of such values are exact
    (join_bf16x2), on every target, against the evaluator."""
    from kgen.run import run_source
    from kgen.source import Source
    src = Source("h.kgen", """kernel h(x: bf16[M, N], s: bf16, y: bf16[M, N], z: f16[M, N],
         r: bf16[M]) {
  tile m: 1, n: 512
  y[m, n] = x[m, n] * 0.1 + s
  z[m, n] = f16(f32(x[m, n]) * 0.3)
}
kernel r(x: bf16[M, N], r: bf16[M]) {
  tile m: 1, n: all
  r[m] = sum(x[m, n], axis=n)
}""")
    reports = run_source(src, device="sim", target=target, sizes={"M": 3, "N": 700})
    assert len(reports) == 2
    for rep in reports:
        assert rep.ok, [(c.name, c.bad, c.worst, c.got_at_worst, c.want_at_worst)
                        for c in rep.checks]


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx90a", "gfx942"])
@pytest.mark.parametrize("spec", [{"K": 197}, {"K": 200, "N": 136}])
@pytest.mark.parametrize("example", ["gemm_bf16", "gemm_bt"])
def test_gemm_with_specialised_sizes_compiles_and_matches(example, spec, target):
    """Specialisation settles the schedulers' run-time alignment tests at compile time (the
    constant branch is folded): both outcomes must compile and compute the right thing."""
    from kgen.run import run_source
    reports = run_source(example_source(example), device="sim", target=target,
                         sizes={"M": 70}, specialize=spec)
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]
