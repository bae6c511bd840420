"""`kgen run`, the runtimes and the Python API, on the emulator (and on GPUs when present)."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from conftest import EXAMPLES, ROOT, example_cases, example_source, runs_on
from kgen.cached import compile_cached
from kgen.tools import run as runmod
from kgen.front.check import check
from kgen.tools.golden import check_example
from kgen.tile.ir import DType
from kgen.front.parse import parse
from kgen.tools.run import (POISON, STORAGE, compare, evaluate_written, make_inputs, poisoned_outputs,
                      reference_written, run_source)
from kgen.runtime.device import grid_dims
from kgen.source import Source
from kgen.target.targets import TARGETS

CASES = example_cases()


@pytest.mark.parametrize("example,target", CASES)
def test_example_on_emulator_matches_golden_outputs(example, target):
    """Every example, every kernel of it, every target: the emitted text, emulated on io.npz's
    inputs, reproduces the reference's outputs (kgen.tools.run.compare, as `kgen run`)."""
    assert (ROOT / "golden" / example / "io.npz").exists(), "run `kgen golden update`"
    results, unchecked = check_example(ROOT, example, target)
    assert not unchecked, f"io.npz outputs no kernel stores: {unchecked}"
    for kernel, checks in results:
        assert checks, f"{kernel} stores nothing"
        for c in checks:
            assert c.ok, (f"{example}/{target}/{kernel}/{c.name}: {c.bad} of {c.total} differ, "
                          f"worst {c.worst}: got {c.got_at_worst}, want {c.want_at_worst}")


def _kernel(text):
    return check(parse(Source("k.kgen", text))).kernels[0]


def test_grid_dims_cover_ragged_sizes():
    c = compile_cached(example_source("vadd"), "sm_90a", stop="schedule")
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
    src = Source("k.kgen", "kernel k(x: f32[N], y: f32[N]) {\n  tile n: 256\n  y[n] = x[n] * 2.0\n}\n")
    monkeypatch.setattr(runmod, "evaluate_written",
                        lambda k, a, s: {"y": ((a["x"] * 3).astype(np.float32), None)})
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


def test_host_dlpack_tensors_run_through_numpy():
    """A CPU tensor that is not a NumPy array (anything with __dlpack__) is read through
    numpy.from_dlpack; its results are written back into it."""
    import kgen.api as api

    class HostTensor:
        def __init__(self, a):
            self.a = a

        def __dlpack__(self, **kw):
            return self.a.__dlpack__(**kw)

        def __dlpack_device__(self):
            return self.a.__dlpack_device__()

        @property
        def shape(self):
            return self.a.shape

    prog = api.compile("examples/vadd.kgen", device="sim")
    x, y = np.arange(10, dtype=np.float32), np.ones(10, np.float32)
    out = HostTensor(np.zeros(10, np.float32))
    prog(x=HostTensor(x), y=y, out=out)
    np.testing.assert_array_equal(out.a, x + y)


@pytest.mark.parametrize("example", EXAMPLES)
def test_a_zero_size_dimension_launches_nothing_or_is_refused(example):
    """Every dimension of every example at 0 in turn: when every tensor the kernel writes is
    empty nothing is launched (the emulator would report any access); when an output stays
    non-empty (a reduction over nothing) the call is refused with the dimension's name."""
    import kgen.api as api
    from kgen.errors import KgenError
    from kgen.tools.run import default_sizes, make_inputs, poisoned_outputs, stored
    prog = api.compile(f"examples/{example}.kgen", runs_on(example)[0], device="sim")
    launched = []
    prog.device.run = lambda *a, **kw: launched.append(a)   # any launch is a failure below
    for kern in prog.kernels.values():
        k = kern.ir
        # a count of segments (tile s: 64 in cu[b]) at 0: one offset, and no program writes
        counts = {k.axis(a.segment.by).dim.name: k.param(a.segment.tensor).shape[0].name
                  for a in k.segments}
        for dim in sorted(k.dim_symbols):
            sizes = {**default_sizes(k, {}), dim: 0}
            if dim in counts:
                sizes[counts[dim]] = 1
            args = {**make_inputs(k, sizes, 0), **poisoned_outputs(k, sizes)}
            args.update({d: n for d, n in sizes.items() if d not in args and
                         any(p.name == d for p in k.params)})
            args.update({d: sizes[d] for d in k.axis_only_dims})    # no shape gives them
            written_full = [t.name for t in k.tensors if t.name in stored(k) and
                            all(d.value if d.value is not None else sizes[d.name]
                                for d in t.shape)]
            if dim in set(counts.values()):
                with pytest.raises(KgenError, match="hold 0 entries for 0 segments"):
                    kern(**args)
            elif written_full and dim not in counts:
                with pytest.raises(KgenError, match=f"dimension {dim} is 0"):
                    kern(**args)
            else:
                assert "nothing to launch" in kern(**args).detail
    assert not launched


@pytest.mark.gpu
def test_examples_on_the_gpu_match():
    """On a machine with an NVIDIA or AMD GPU: every example through the real driver."""
    from kgen.runtime.device import pick_device
    dev = pick_device("auto")
    if dev.kind == "sim":
        pytest.skip("no GPU on this machine")
    for ex in EXAMPLES:
        if dev.default_target() not in runs_on(ex):
            continue                # refused there at a span: the refusal's golden checks it
        for r in run_source(example_source(ex), device=dev.kind):
            assert r.ok, (ex, [(c.name, c.bad, c.worst) for c in r.checks])


@pytest.mark.parametrize("target", list(TARGETS))
def test_sixteen_bit_literals_scalars_and_stores(target):
    """Literals and scalars of a 16-bit dtype are rounded to it; stores of such values are exact
    (join_bf16x2), on every target, against the evaluator."""
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
    reports = run_source(example_source(example), device="sim", target=target,
                         sizes={"M": 70}, specialize=spec)
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]


# ---- inputs, poison and the comparison rule (kgen.tools.run), shared by `kgen run` and the goldens --

IN_PLACE = """kernel k(p: f32[N], g: f32[N], m: f32[N]) {
  tile n: 256
  m[n] = m[n] * 0.5 + g[n]
  p[n] = p[n] - m[n]
}
"""


def test_in_place_tensors_are_seeded_inputs_not_poisoned():
    k = _kernel(IN_PLACE)
    sizes = {"N": 300}
    a = make_inputs(k, sizes, 0)
    assert set(a) == {"p", "g", "m"} and poisoned_outputs(k, sizes) == {}
    assert all(np.count_nonzero(a[n]) == 300 for n in "pgm")
    want = evaluate_written(k, a, sizes)
    assert set(want) == {"m", "p"} and all(w is None for _, w in want.values())
    np.testing.assert_allclose(want["m"][0], a["m"] * 0.5 + a["g"], rtol=1e-6)


@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_run_checks_in_place_tensors_against_the_evaluator(target):
    (r,) = run_source(Source("k.kgen", IN_PLACE), device="sim", target=target, sizes={"N": 300})
    assert [c.name for c in r.checks] == ["m", "p"] and r.ok, r.checks


def test_run_catches_an_in_place_kernel_that_reads_the_updated_value(monkeypatch):
    """Loads see the tensor as it was: a reference that reads m after its update differs."""
    def stale(k, a, s):
        m = a["m"] * 0.5 + a["g"]
        return {"m": (m, None), "p": (a["p"] - (m * 0.5 + a["g"]), None)}
    monkeypatch.setattr(runmod, "evaluate_written", stale)
    (r,) = run_source(Source("k.kgen", IN_PLACE), device="sim", target="sm_80", sizes={"N": 300})
    assert [c.ok for c in r.checks] == [True, False]


U32 = """kernel h(x: u32[N], s: u32, y: u32[N], z: f32[N]) {
  tile n: 256
  y[n] = (x[n] ^ s) * 0x9E3779B9 + mulhi(x[n], s)
  z[n] = f32(x[n] >> 8)
}
"""


def test_u32_inputs_poison_and_tolerance():
    k = _kernel(U32)
    a = make_inputs(k, {"N": 1000}, 0)
    assert a["s"].dtype == np.uint32 and a["x"].dtype == np.uint32
    assert a["x"].max() > 2**31, "u32 draws cover all 32 bits"
    out = poisoned_outputs(k, {"N": 1000})
    assert out["y"].dtype == np.uint32 and (out["y"] == 0x7F7F7F7F).all()
    assert STORAGE[DType.u32] is np.uint32 and runmod.RTOL[DType.u32] == 0.0
    want = a["x"].copy()
    off = want.copy()
    off[3] += np.uint32(1)
    assert compare("y", want, want, DType.u32).ok
    c = compare("y", off, want, DType.u32)
    assert c.bad == 1 and c.worst == (3,)


@pytest.mark.parametrize("target", list(TARGETS))
def test_run_u32_kernel_matches(target):
    (r,) = run_source(Source("h.kgen", U32), device="sim", target=target, sizes={"N": 700})
    assert r.ok, [(c.name, c.bad, c.worst, c.got_at_worst, c.want_at_worst) for c in r.checks]


GATHER = """kernel g(ids: i32[B, T], wte: f32[V, C], out: f32[B, T, C]) {
  tile b: 1, t: 1, c: 64
  out[b, t, c] = wte[ids[b, t], c] * 2.0
}
"""


def test_index_tensors_are_drawn_in_range_but_for_a_few():
    k = _kernel(GATHER)
    sizes = {"B": 4, "T": 40, "V": 13, "C": 50}
    ids = make_inputs(k, sizes, 0)["ids"]
    inside = (ids >= 0) & (ids < 13)
    assert ids.dtype == np.int32
    assert set(ids[~inside].tolist()) == {-1, 13}, "out of range only just: -1 and the extent"
    assert 1 <= (~inside).sum() <= ids.size // 8 and len(set(ids[inside].tolist())) == 13


def test_evaluate_written_marks_the_absent_rows():
    k = _kernel(GATHER)
    sizes = {"B": 4, "T": 40, "V": 13, "C": 50}
    a = make_inputs(k, sizes, 0)
    want, written = evaluate_written(k, a, sizes)["out"]
    inside = (a["ids"] >= 0) & (a["ids"] < 13)
    np.testing.assert_array_equal(written, np.broadcast_to(inside[..., None], want.shape))
    assert _bits(want[~written]) == _bits(POISON[DType.f32])


def _bits(x):
    return set(np.asarray(x, np.float32).reshape(-1).view(np.uint32).tolist())


@pytest.mark.parametrize("target", list(TARGETS))
def test_run_gather_with_absent_rows_matches(target):
    """Rows whose id is -1 or V stay poisoned in kgen's output and pass; the others compare."""
    (r,) = run_source(Source("g.kgen", GATHER), device="sim", target=target,
                      sizes={"B": 2, "T": 20, "V": 13, "C": 100})
    (c,) = r.checks
    assert c.ok and c.nans == 0, c


def test_compare_rule_unwritten_elements():
    """An unwritten element passes only if it still holds the poison's exact bits."""
    want = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    written = np.array([True, True, False, False])
    got = want.copy()
    got[2:] = POISON[DType.f32]
    assert compare("y", got, want, DType.f32, written).ok
    other_nan = got.copy()
    other_nan[3] = np.float32(np.nan)          # a NaN, but one the kernel wrote
    c = compare("y", other_nan, want, DType.f32, written)
    assert c.bad == 1 and c.worst == (3,)
    stray = got.copy()
    stray[2] = 3.0                             # the kernel wrote an element it must not
    assert compare("y", stray, want, DType.f32, written).bad == 1
    assert compare("y", got, want, DType.f32).bad == 2, "written everywhere: poison never passes"
    ints = np.array([5, 0x7F7F7F7F], np.int32)
    assert compare("i", ints, np.array([5, 9], np.int32), DType.i32).bad == 1
    assert compare("i", ints, np.array([5, 9], np.int32), DType.i32, np.array([1, 0], bool)).ok


@pytest.mark.parametrize("dt", [DType.f32, DType.f16, DType.bf16])
def test_compare_rule_written_nan(dt):
    """Where the math is undefined (the reference wrote NaN), the kernel's own NaN passes; the
    poison (a forgotten store) and a number do not; NaN where a number is expected never does."""
    from kgen.tile.evaluate import to_storage
    want = to_storage(np.array([1.0, np.nan, np.nan, 2.0]), dt)
    got = to_storage(np.array([1.0, np.nan, 7.0, np.nan]), dt)
    c = compare("y", got, want, dt)
    assert c.bad == 2 and c.nans == 1
    poisoned = got.copy()
    poisoned[1] = POISON[dt]
    assert compare("y", poisoned, want, dt).bad == 3
    assert not _same(POISON[dt], to_storage(np.array([np.nan]), dt)[0])


def _same(a, b):
    a, b = np.asarray(a), np.asarray(b)
    u = {2: np.uint16, 4: np.uint32}[a.dtype.itemsize]
    return a.view(u) == b.view(u)


def test_reference_written_reads_nan_as_unwritten():
    w = np.array([1.0, np.nan], np.float32)
    np.testing.assert_array_equal(reference_written(w, DType.f32), [True, False])
    assert reference_written(np.ones(2, np.float32), DType.f32) is None
    assert reference_written(np.ones(2, np.int32), DType.i32) is None


TWO_KERNELS = """kernel first(x: f32[M, N], y: f32[M, N]) {
  tile m: 1, n: 256
  y[m, n] = x[m, n] * 2.0
}
kernel second(x: f32[M, N], s: f32[N]) {
  tile n: 64, m: all
  s[n] = sum(x[m, n], axis=m)
}
"""


@pytest.mark.parametrize("wrong", [None, "y", "s"])
def test_check_example_runs_every_kernel_of_a_file(tmp_path, wrong):
    """A file with two kernels: both run against io.npz, and a wrong expected output of either
    one is caught."""
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / "two.kgen").write_text(TWO_KERNELS)
    x = np.random.default_rng(3).standard_normal((5, 300)).astype(np.float32)
    out = {"y": 2 * x, "s": x.astype(np.float64).sum(0).astype(np.float32)}
    if wrong:
        out[wrong] = out[wrong] + 1
    (tmp_path / "golden" / "two").mkdir(parents=True)
    np.savez(tmp_path / "golden" / "two" / "io.npz", in_x=x, out_y=out["y"], out_s=out["s"],
             size_M=np.int64(5), size_N=np.int64(300))
    results, unchecked = check_example(tmp_path, "two", "sm_80")
    assert [k for k, _ in results] == ["first", "second"] and not unchecked
    bad = {c.name for _, checks in results for c in checks if not c.ok}
    assert bad == ({wrong} if wrong else set())


def test_a_wide_tile_streams_through_swizzled_addresses():
    """A 256-wide B tile on sm_90a's cp.async path stages through xor-swizzled addresses: the
    pipeline pass takes xor as address arithmetic (it refused it as a compiler bug) and the
    product matches on the emulator."""
    src = Source("bg.kgen", """kernel bg(a: bf16[G, M, K], w: bf16[G, K, N], c: f32[G, M, N]) {
  tile g: 1, m: 64, n: 64, k: 32
  acc = zeros(f32, g, m, n)
  for kk in k {
    acc += a[g, m, kk] @ w[g, kk, n]
  }
  c[g, m, n] = acc
}
schedule bg on sm_90a { tile n: 256; warps 4 }""")
    text = compile_cached(src, "sm_90a").text("asm")
    assert "xor.b32" in text and "cp.async" in text
    (rep,) = run_source(src, device="sim", target="sm_90a",
                        sizes={"G": 1, "M": 70, "N": 300, "K": 72})
    assert rep.ok, [(c.name, c.bad, c.worst) for c in rep.checks]
