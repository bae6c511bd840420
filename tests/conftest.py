"""Shared fixtures: the repository root, example sources, and a compile helper."""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The tests sit in folders by kgen's stages (tests/lower/, tests/sim/, ...); some take another's
# cases or helpers by module name (`from test_schedule import assert_close`), and all take this
# file's (`from conftest import ROOT`), wherever they sit.
TESTS = Path(__file__).resolve().parent
for d in [TESTS, *sorted(p for p in TESTS.iterdir() if p.is_dir() and p.name != "data"
                        and not p.name.startswith((".", "__")))]:
    sys.path.insert(0, str(d))
sys.path.insert(0, str(ROOT / "examples"))

# Tests name files as a user at the repository root would (`kgen run examples/vadd.kgen`, and
# the diagnostics they print say `examples/vadd.kgen:3:5`), so the suite works from there
# whatever directory pytest was started in (`pytest /path/to/kgen/tests`).
os.chdir(ROOT)

# The compile cache (kgen/cache.py) of a test run is its own: hermetic, nothing left in
# ~/.cache, and the folder removed when the run ends. The pytest-xdist workers share it, and a
# test that only reads a compiled example takes it through kgen.cached.compile_cached (each
# caller gets its own copy): the suite compiled the same examples in many files (gemm_bf16 for
# sm_90a 83 times a run; 217 of the 502 seconds it spent compiling were repeats). Errors are
# never kept, so a test whose point is that the compile's own checks pass is served by a
# compile that ran them; a test that patches the compiler compiles with compile_source itself
# (a patched compile must not be kept for the others).
if "KGEN_CACHE_DIR" not in os.environ:
    os.environ["KGEN_CACHE_DIR"] = tempfile.mkdtemp(prefix="kgen-test-cache-")
    atexit.register(shutil.rmtree, os.environ["KGEN_CACHE_DIR"], ignore_errors=True)

# A test process keeps a large heap to its end (compiled examples, the emulator's parsed
# modules in their caches: one to four million objects), and CPython walks all of it at every
# full collection, which its default thresholds (700, 10, 10) start after every hundred young
# ones (with the heap grown by a quarter): about a hundred of them a worker, 29 and 55 of its
# 365 s (gc.callbacks). Full collections ten times rarer; young ones as before. The same
# objects are freed, by reference count as before, the few cycles later. A test about the
# collector sets what it needs itself.
gc.set_threshold(700, 10, 100)


EXAMPLES = sorted(p.stem for p in (ROOT / "examples").glob("*.kgen"))
NVIDIA = ("sm_80", "sm_90a")
AMD = ("gfx90a", "gfx942")


def runs_on(example: str) -> tuple[str, ...]:
    """The targets an example compiles for (examples/reference.py's ONLY_ON; else all four)."""
    from kgen.target.targets import TARGETS
    from reference import ONLY_ON
    return ONLY_ON.get(example, tuple(TARGETS))


def example_cases(targets=None) -> list[tuple[str, str]]:
    """(example, target) for every example and each of `targets` (all) it compiles for."""
    from kgen.target.targets import TARGETS
    return [(e, t) for e in EXAMPLES for t in (targets or TARGETS) if t in runs_on(e)]


@pytest.fixture
def root() -> Path:
    return ROOT


def example_source(name: str):
    from kgen.source import Source
    path = ROOT / "examples" / f"{name}.kgen"
    return Source(f"examples/{name}.kgen", path.read_text())


def compile_text(text: str, target: str = "sm_90a", stop: str = "asm", name: str = "t.kgen",
                 specialize=None):
    from kgen.compiler import compile_source
    from kgen.source import Source
    return compile_source(Source(name, text), target, stop=stop, specialize=specialize)


def map_insts(nodes, f) -> tuple:
    """LIR nodes with f applied to every instruction (None drops it), through Ifs and Loops:
    a test's planted change to a compiled function's body."""
    from dataclasses import replace
    from kgen.lir import ops as L
    out = []
    for n in nodes:
        if isinstance(n, L.Inst):
            n = f(n)
            if n is None:
                continue
        elif isinstance(n, L.If):
            n = replace(n, then=map_insts(n.then, f), else_=map_insts(n.else_, f))
        elif isinstance(n, L.Loop):
            n = replace(n, body=map_insts(n.body, f))
        out.append(n)
    return tuple(out)


def emulate_example(asm: str, fn, target: str, example: str, sizes: dict, seed: int = 0,
                    approx_seed: int = 0, **launch):
    """Runs kgen's text for `fn` (maybe edited by a test) on an example's seeded inputs, outputs
    poisoned first; returns (outputs, expected, stats). approx_seed: the Launch's seed of the
    approximate instructions' results; `launch`: more fields of the Launch (loop_limit)."""
    import numpy as np

    from kgen.lir.interp import grid_for
    from kgen.sim import GlobalMemory, Launch, emulate
    from kgen.target.targets import TARGETS
    from reference import expected, inputs
    a = inputs(example, sizes, seed)
    want = expected(example, a)
    mem = GlobalMemory()
    args = []
    for p in fn.params:
        if p.kind == "tensor":
            if p.name in want:
                e = want[p.name]
                arr = np.full(e.shape, 0x7FC0 if e.dtype == np.uint16 else np.nan, e.dtype)
            else:
                arr = a[p.name]
            args.append(mem.add(p.name, arr, readonly=p.readonly))
        elif p.kind == "scalar":
            args.append(np.float32(a[p.name]) if p.ty == "f32" else np.int32(a[p.name]))
        else:
            args.append(np.uint32(sizes[p.name]))
    run = Launch(grid_for(fn, sizes), fn.threads, args, mem, seed=approx_seed, **launch)
    stats = emulate(asm, TARGETS[target], fn.name, run)
    outs = {n: mem.array(n).view(e.dtype).reshape(e.shape) for n, e in want.items()}
    return outs, want, stats


def llvm_reason(target: str) -> str | None:
    """Why the AMD assembler tests cannot run here, or None. Under CI (`CI` set) it is always
    None: `.ci/setup` installs llvm-22/lld-22, so a missing tool there must fail, not skip."""
    import os
    from kgen.assemble.amd import find_llvm
    from kgen.errors import AssembleError
    from kgen.target.targets import TARGETS
    if os.environ.get("CI"):
        return None
    try:
        find_llvm(TARGETS[target])
        return None
    except AssembleError as e:
        return f"no suitable llvm-mc/ld.lld for {target}: {e.message} ({e.hint})"


def only_when_asked(request, command: str) -> None:
    """Skips a long exhaustive run (marked slow) unless the run selects slow tests (`-m slow`):
    the default suite keeps its smaller siblings; the skip names the command that runs it."""
    wanted = request.config.getoption("markexpr") or ""
    if "slow" not in wanted or "not slow" in wanted:
        pytest.skip(f"the long run, when asked for: {command}")


def ptxas_once(text: str, target: str):
    """(cubin, resources, info log) of ptxas on `text`, shared by every test of a run: the
    golden check, the example's own compile and the SASS check assemble the same text (ptxas
    takes 10-20 s on attention). Kept in the run's hermetic cache folder (KGEN_CACHE_DIR, one
    for the pytest-xdist workers too), keyed by the text, the target and the assembler's
    identity (kgen.cache); an assembler error is raised, never kept."""
    import hashlib
    import pickle

    from kgen.assemble import driver
    from kgen.cache import assembler_identity
    from kgen.target.targets import TARGETS
    key = hashlib.sha256(f"{assembler_identity(target)}\0{target}\0{text}".encode()).hexdigest()
    path = Path(os.environ["KGEN_CACHE_DIR"]) / f"ptxas-{key}.pickle"
    try:
        return pickle.loads(path.read_bytes())
    except (OSError, EOFError, pickle.UnpicklingError):
        pass
    out = driver._with_ptxas(text, TARGETS[target])
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(pickle.dumps(out))
    os.replace(tmp, path)
    return out


def assemble_once(text: str, target: str):
    """kgen.assemble.driver.assemble of NVIDIA text through ptxas_once: (cubin, resources), and
    the first verdict of the log raised as assemble raises it."""
    from kgen.assemble.driver import verdicts
    cubin, res, log = ptxas_once(text, target)
    for v in verdicts(log, res, target):
        raise v
    return cubin, res
