"""The Python API as documented: kgen.compile at the top level, paths, bf16 arrays, the cache."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import ml_dtypes
import numpy as np
import pytest

import kgen
from conftest import ROOT
from kgen.errors import KgenError


def test_kgen_compile_is_the_documented_entry_point(monkeypatch, tmp_path):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    prog = kgen.compile(str(ROOT / "examples/softmax.kgen"), device="sim")
    assert isinstance(prog, kgen.Program)
    x = np.random.default_rng(0).random((3, 50), np.float32)
    y = np.empty_like(x)
    prog.softmax(x=x, y=y)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(y, e / e.sum(axis=1, keepdims=True), rtol=1e-5)


@pytest.mark.parametrize("path", ["examples/no_such.kgen", "examples/softmax"])
def test_a_path_that_does_not_exist_is_an_error_naming_it(path):
    with pytest.raises(KgenError, match=f"no such file: {path}"):
        kgen.compile(path, device="sim")


def test_source_text_compiles_and_other_types_are_refused():
    prog = kgen.compile("kernel k(x: f32[N], y: f32[N]) { tile n: 256\n y[n] = x[n] * 2.0 }",
                        device="sim")
    x = np.arange(5, dtype=np.float32)
    y = np.zeros(5, np.float32)
    prog(x=x, y=y)
    np.testing.assert_array_equal(y, 2 * x)
    with pytest.raises(KgenError, match="takes a .kgen path or source text, got int"):
        kgen.compile(42, device="sim")


def test_bf16_arrays_are_ml_dtypes_bfloat16_in_and_out():
    prog = kgen.compile(str(ROOT / "examples/silu_mul.kgen"), device="sim")
    rng = np.random.default_rng(1)
    x, y = (rng.standard_normal((3, 40)).astype(ml_dtypes.bfloat16) for _ in range(2))
    out = np.zeros((3, 40), ml_dtypes.bfloat16)
    prog.silu_mul(x=x, y=y, out=out)
    xf, yf = x.astype(np.float32), y.astype(np.float32)
    want = (xf / (1 + np.exp(-xf)) * yf).astype(ml_dtypes.bfloat16)
    assert out.dtype == ml_dtypes.bfloat16
    np.testing.assert_allclose(out.astype(np.float32), want.astype(np.float32), rtol=1e-2,
                               atol=1e-3)
    with pytest.raises(KgenError, match="bf16; got a NumPy array of float32"):
        prog.silu_mul(x=x, y=y, out=np.zeros((3, 40), np.float32))


def test_a_second_process_compiles_nothing(tmp_path):
    """The first process compiles and fills the disk cache; the second has its parser and
    compiler replaced by a failure and still gets the program, and runs it."""
    script = textwrap.dedent(f"""
        import sys, numpy as np, kgen
        if sys.argv[1] == "second":
            import kgen.compiler, kgen.api
            def boom(*a, **k):
                raise SystemExit("compiled again")
            kgen.compiler.compile_source = boom
        prog = kgen.compile({str(ROOT / "examples/vadd.kgen")!r}, "sm_80", device="sim")
        x = np.arange(8, dtype=np.float32)
        out = np.zeros(8, np.float32)
        prog(x=x, y=x, out=out)
        assert (out == 2 * x).all()
        print("ran")
    """)
    env = {**os.environ, "KGEN_CACHE_DIR": str(tmp_path)}
    for which in ("first", "second"):
        p = subprocess.run([sys.executable, "-c", script, which], capture_output=True,
                           text=True, env=env, cwd=ROOT)
        assert p.returncode == 0 and "ran" in p.stdout, p.stderr
    assert len(list(tmp_path.glob("*.pkl"))) == 1


def test_the_cache_key_covers_what_the_result_depends_on(monkeypatch, tmp_path):
    from kgen import cache
    from kgen.source import Source
    src = Source("a.kgen", "kernel k(x: f32[N]) { tile n: 256\n x[n] = x[n] }")
    base = cache.key(src, "sm_80", None, None, "asm")
    assert base == cache.key(Source("a.kgen", src.text), "sm_80", {}, None, "asm")
    for other in (cache.key(Source("b.kgen", src.text), "sm_80", None, None, "asm"),
                  cache.key(Source("a.kgen", src.text + " "), "sm_80", None, None, "asm"),
                  cache.key(src, "sm_90a", None, None, "asm"),
                  cache.key(src, "sm_80", {"N": 64}, None, "asm"),
                  cache.key(src, "sm_80", None, {"vector": 4}, "asm"),
                  cache.key(src, "sm_80", None, None, "bin")):
        assert other != base
    monkeypatch.setattr(cache, "code_hash", lambda: "an edited kgen")
    assert cache.key(src, "sm_80", None, None, "asm") != base


def test_a_corrupt_cache_entry_is_compiled_again(monkeypatch, tmp_path):
    from kgen import cache
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    cache.clear_memory()
    kgen.compile(str(ROOT / "examples/vadd.kgen"), "sm_80", device="sim")
    (entry,) = tmp_path.glob("*.pkl")
    entry.write_bytes(b"not a pickle")
    cache.clear_memory()
    prog = kgen.compile(str(ROOT / "examples/vadd.kgen"), "sm_80", device="sim")
    assert "vadd" in prog.kernels and entry.read_bytes() != b"not a pickle"


def test_what_a_caller_sets_on_a_cached_compile_stays_its_own(monkeypatch, tmp_path):
    """`kgen bench` assembles the asm-stage compile the cache gave it (assemble_compiled sets
    `binary` and the assembler's `resources`); the next call for the same key, in the same
    process (from memory), gets the compile as it was kept."""
    from kgen import cache
    from kgen.cached import compile_cached
    from kgen.source import Source
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    cache.clear_memory()
    src = Source("examples/vadd.kgen", (ROOT / "examples/vadd.kgen").read_text())
    first = compile_cached(src, "gfx942")
    kept = list(first.resources)
    first.binary, first.asm = b"assembled", "changed"
    first.resources.clear()
    first.functions.clear()
    again = compile_cached(src, "gfx942")
    assert again.binary is None and again.asm != "changed"
    assert again.resources == kept and again.functions
    cache.clear_memory()


@pytest.mark.parametrize("example,target", [("gemm_bf16", "sm_90a"), ("conv3x3", "gfx942")])
def test_the_schedule_stage_is_served_by_the_complete_compile(monkeypatch, tmp_path, example,
                                                              target):
    """compile_cached(stop="schedule") takes the complete compile's functions (compiling and
    keeping it), as stop="schedule" gives them, except where the emitter sent the kernel back
    to schedule again (conv3x3 on CDNA: a chunk halved twice): that stage is compiled by itself."""
    from kgen import cache
    from kgen.cached import compile_cached
    from kgen.compiler import compile_source
    from kgen.lir import ops as L
    from kgen.source import Source
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    cache.clear_memory()
    src = Source(f"examples/{example}.kgen", (ROOT / f"examples/{example}.kgen").read_text())
    got = compile_cached(src, target, stop="schedule")
    want = compile_source(src, target, stop="schedule")
    lir = lambda c: [L.format_function(f) for f in L.module_functions(c.functions)]  # noqa: E731
    assert lir(got) == lir(want) and got.text("schedule") == want.text("schedule")
    assert got.asm is None and got.resources == []
    whole = cache.lookup(cache.key(src, target, None, None, "asm"))
    assert whole is not None and whole.asm           # the complete compile, kept for the text
    assert (cache.lookup(cache.key(src, target, None, None, "schedule")) is None) == \
        (whole.reschedules == 0)
    assert (whole.reschedules > 0) == (example == "conv3x3")
    cache.clear_memory()


def test_an_unknown_keyword_argument_names_it_and_the_parameters():
    prog = kgen.compile("kernel k(x: f32[N], y: f32[N]) { tile n: 256\n y[n] = x[n] * 2.0 }",
                        device="sim")
    x = np.arange(5, dtype=np.float32)
    with pytest.raises(KgenError, match=r"k\(\) has no parameter 'yy'") as e:
        prog.k(x=x, yy=np.zeros(5, np.float32))
    assert e.value.hint == "parameters: x, y"


@pytest.mark.parametrize("n", [-1, 2 ** 31])
def test_a_dimension_outside_i32_is_refused(n):
    """Dimensions are i32 in the index math, never negative there (kgen.lower.access
    .nonnegative divides them as unsigned): one of 2^31 or more is refused at the call."""
    prog = kgen.compile("kernel k(x: f32[N], y: f32[N]) { tile n: 256\n y[n] = x[n] * 2.0 }",
                        device="sim")
    x = np.arange(5, dtype=np.float32)
    with pytest.raises(KgenError, match=r"dimension N must be an integer in \[0, 2\^31\)"):
        prog.k(x=x, y=np.zeros(5, np.float32), N=n)


@pytest.mark.parametrize("arr, message", [
    (np.zeros(4, np.int64), "'x': a tensor of int64 is not one kgen takes"),
    (np.zeros((4, 4), np.float32)[:, ::2], "'x': the tensor is not contiguous"),
], ids=["int64", "strided"])
def test_a_refused_dlpack_tensor_names_its_parameter(arr, message):
    """The DLPack refusals name the parameter; a host array through DLPack (stream -1: no
    handshake) reaches the same checks a CUDA tensor does."""
    from kgen.api import gpu_tensor
    with pytest.raises(KgenError, match=message):
        gpu_tensor(arr, stream_ptr=-1, name="x")


def test_an_empty_gather_table_is_refused_at_the_gather_not_as_a_reduction():
    """No reduction here: a table of size 0 makes every gathered index out of bounds, and the
    refusal says so at the gather (it once spoke of "a reduction over nothing", no location)."""
    src = ("kernel k(t: f32[K], idx: i32[N], y: f32[N]) {\n    tile n: 256\n"
           "    y[n] = t[idx[n]]\n}\n")
    prog = kgen.compile(src, device="sim")
    with pytest.raises(KgenError) as e:
        prog.k(t=np.zeros(0, np.float32), idx=np.zeros(8, np.int32), y=np.zeros(8, np.float32))
    err = e.value
    assert "'t' is gathered from here, but dimension K is 0" in err.message
    assert "reduction" not in err.message
    assert err.span is not None and (err.span.line, err.span.col) == (3, 12)
    assert "K at least 1" in err.hint


def test_a_call_with_numpy_arrays_imports_no_ml_dtypes(tmp_path):
    """ml_dtypes' arrays exist only where their caller imported it: a call with NumPy arrays
    leaves it unimported (about 1 s of a first call; it is also what cuda.core imports, which
    a machine without a CUDA driver no longer reaches: kgen.runtime.device._no_cuda_driver)."""
    code = ("import sys, numpy as np, kgen\n"
            "p = kgen.compile('examples/vadd.kgen', target='sm_80', device='sim')\n"
            "x = np.arange(300, dtype=np.float32); out = np.zeros(300, np.float32)\n"
            "p.vadd(x=x, y=x, out=out)\n"
            "assert (out == 2 * x).all()\n"
            "print('ml_dtypes' in sys.modules)\n")
    got = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True, timeout=120,
                         env={**os.environ, "KGEN_CACHE_DIR": str(tmp_path)})
    assert got.stdout.strip().splitlines()[-1] == "False", got.stdout
