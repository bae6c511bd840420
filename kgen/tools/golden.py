"""Golden files: `golden/<example>/<target>.ptx|.s`, the exact text kgen emits for each example,
and `golden/<example>/io.npz`, seeded inputs with the outputs an independent NumPy reference
(examples/reference.py, not kgen) computes from them.

They change only through `kgen golden update`, and the diff is reviewed like code. The tests
regenerate every text file in memory and compare (a difference is shown as a unified diff), and
run every kernel of every example on every target against io.npz (`check_example`), by the same
comparison as `kgen run` (kgen.tools.run.compare; the reference marks elements no store writes with NaN).
"""

from __future__ import annotations

import difflib
import functools
import importlib.util
import io
from pathlib import Path

import numpy as np

from ..cached import compile_cached
from ..errors import KgenError
from ..source import Source
from ..target.targets import TARGETS


def examples(root: Path) -> list[Path]:
    return sorted((root / "examples").glob("*.kgen"))


def golden_path(root: Path, example: Path, target: str) -> Path:
    return root / "golden" / example.stem / f"{target}{TARGETS[target].asm_suffix}"


def refused_path(root: Path, example: Path, target: str) -> Path:
    """The golden of a target that refuses the example: kgen's diagnostic, as a user sees it."""
    return root / "golden" / example.stem / f"{target}.refused"


def targets_of(root: Path, example: str) -> tuple[str, ...]:
    """The targets an example compiles for: all, unless examples/reference.py's ONLY_ON names
    fewer (an 8-bit float format only some targets convert); the others must refuse it."""
    return tuple(getattr(load_reference(root), "ONLY_ON", {}).get(example, tuple(TARGETS)))


def refusal(root: Path, example: Path, target: str) -> str:
    """The diagnostic a target that does not run the example gives, as `kgen compile` prints
    it; an example that compiles where its reference says it is refused is an error."""
    src = source(root, example)
    try:
        compile_cached(src, target)
    except KgenError as e:
        return e.render(src) + "\n"
    raise KgenError(f"{example.relative_to(root).as_posix()} compiles for {target}, which "
                    "examples/reference.py's ONLY_ON leaves out",
                    hint=f"add {target} to ONLY_ON['{example.stem}'], or remove the entry")


def emitted(root: Path, example: Path, target: str) -> str:
    """The text kgen emits for an example, named relative to the repository root; through the
    compile cache, as every compile here (its key holds kgen's own code: an edited kgen
    compiles again), so that the golden checks of one run share an example's compile."""
    return compile_cached(source(root, example), target).asm


def source(root: Path, example: Path) -> Source:
    """An example's source, named relative to the repository root."""
    return Source(example.relative_to(root).as_posix(), example.read_text())


def load_reference(root: Path):
    """examples/reference.py as a module (it lives beside the examples, not in the package),
    executed once per version of the file (golden update asks for every example)."""
    path = root / "examples" / "reference.py"
    return _reference(path, path.stat().st_mtime_ns)


@functools.lru_cache(maxsize=8)
def _reference(path: Path, mtime: int):
    spec = importlib.util.spec_from_file_location("kgen_examples_reference", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def io_npz(root: Path, example: str) -> bytes:
    """The bytes of golden/<example>/io.npz: sizes, inputs, and the reference's outputs."""
    ref = load_reference(root)
    if example not in ref.SIZES:
        raise _no_reference(example)
    sizes = ref.SIZES[example]
    try:
        inputs = ref.inputs(example, sizes, seed=0)
        want = ref.expected(example, inputs)
        bounds = getattr(ref, "bounds", lambda example, a: {})(example, inputs)
    except KeyError as e:
        if e.args != (example,):      # the reference's own KeyError (`raise KeyError(example)`)
            raise
        raise _no_reference(example) from None
    arrays = {f"in_{k}": np.asarray(v) for k, v in inputs.items()}
    arrays.update({f"out_{k}": v for k, v in want.items()})
    arrays.update({f"bound_{k}": np.asarray(v, np.float64) for k, v in bounds.items()})
    arrays.update({f"size_{k}": np.int64(v) for k, v in sizes.items()})
    buf = io.BytesIO()
    np.savez(buf, **arrays)
    return buf.getvalue()


def _no_reference(example: str) -> KgenError:
    """An example that examples/reference.py does not know. Its goldens' outputs must come from
    NumPy, independent of kgen (a kgen evaluator's output would only check kgen against itself),
    so golden update stops and says what to add."""
    return KgenError(
        f"examples/{example}.kgen has no NumPy reference in examples/reference.py, so its "
        "golden io.npz cannot be made; no golden file was written",
        hint=f"add '{example}' to SIZES, its inputs (LLM_INPUTS) and its expected outputs "
             "(LLM_EXPECTED) in examples/reference.py; meanwhile `kgen run "
             f"examples/{example}.kgen` checks it against kgen's float64 evaluator")


def read_io(path: Path) -> tuple[dict, dict, dict]:
    """(sizes, inputs, expected outputs) from an io.npz."""
    with np.load(path) as z:
        pick = lambda p: {k[len(p):]: z[k] for k in z.files if k.startswith(p)}  # noqa: E731
        sizes = {k: int(v) for k, v in pick("size_").items()}
        return sizes, pick("in_"), pick("out_")


def read_bounds(path: Path) -> dict[str, np.ndarray]:
    """{output: per-element absolute bound} an io.npz holds beside its outputs (the reference's
    `bounds`: where the kernel may round otherwise and still be right), added to the
    comparison's tolerance; {} for most examples."""
    with np.load(path) as z:
        return {k[len("bound_"):]: z[k] for k in z.files if k.startswith("bound_")}


def check_example(root: Path, example: str, target: str, device=None):
    """Every kernel of examples/<example>.kgen compiled for `target` and run (on the emulator
    unless a device is given) on golden/<example>/io.npz's inputs, each output it stores compared
    with the reference's by kgen.tools.run.compare. Returns ([(kernel, [OutputCheck])], the io.npz
    outputs no kernel of the file stores)."""
    from .run import launch_and_check, reference_written, stored
    from ..runtime.device import SimDevice
    sizes, inputs, outputs = read_io(root / "golden" / example / "io.npz")
    bounds = read_bounds(root / "golden" / example / "io.npz")
    c = compile_cached(source(root, root / "examples" / f"{example}.kgen"), target)
    dev = device or SimDevice()
    results, unchecked = [], set(outputs)
    for k, fn in zip(c.kernels, c.functions):
        missing = sorted(stored(k) - set(outputs))
        if missing:
            raise KeyError(f"{example}: io.npz has no expected output for {missing} "
                           f"(kernel {k.name}); run `kgen golden update`")
        want = {n: (outputs[n], reference_written(outputs[n], k.param(n).dtype))
                for n in sorted(stored(k))}
        _, checks = launch_and_check(dev, c, fn, k, inputs, sizes, want, bounds=bounds)
        results.append((k.name, checks))
        unchecked -= set(want)
    return results, sorted(unchecked)


def update_goldens(root: Path) -> list[tuple[str, str]]:
    changes = []
    # Every example's reference first: one without writes nothing at all.
    made = {ex.stem: io_npz(root, ex.stem) for ex in examples(root)}
    for ex in examples(root):
        path = root / "golden" / ex.stem / "io.npz"
        data = made[ex.stem]
        state = "new" if not path.exists() else (
            "unchanged" if _same_npz(path.read_bytes(), data) else "changed")
        if state != "unchanged":
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        changes.append((path.relative_to(root).as_posix(), state))
    for ex in examples(root):
        runs = targets_of(root, ex.stem)
        for t in TARGETS:
            if t in runs:
                path, text = golden_path(root, ex, t), emitted(root, ex, t)
            else:
                path, text = refused_path(root, ex, t), refusal(root, ex, t)
            state = "unchanged"
            if not path.exists():
                state = "new"
            elif path.read_text() != text:
                state = "changed"
            if state != "unchanged":
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
            changes.append((path.relative_to(root).as_posix(), state))
            # the other kind of golden this target had before (its text, or its refusal)
            stale = refused_path(root, ex, t) if t in runs else golden_path(root, ex, t)
            if stale.exists():
                stale.unlink()
                changes.append((stale.relative_to(root).as_posix(), "removed"))
    return changes


def _same_npz(a: bytes, b: bytes) -> bool:
    """Equal contents (zip timestamps aside)."""
    with np.load(io.BytesIO(a)) as x, np.load(io.BytesIO(b)) as y:
        return sorted(x.files) == sorted(y.files) and all(
            x[k].dtype == y[k].dtype and np.array_equal(x[k], y[k], equal_nan=True)
            for k in x.files)


def diff(expected: str, actual: str, name: str) -> str:
    return "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                        f"{name} (golden)", f"{name} (emitted now)"))
