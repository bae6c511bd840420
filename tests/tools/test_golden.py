"""Golden text: what kgen emits for every example and target, diffed, and assembled for real.

Goldens change only through `kgen golden update`; a difference here prints a unified diff.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from conftest import EXAMPLES, ROOT, assemble_once, example_cases, example_source, runs_on
from kgen.tools.golden import diff, emitted, golden_path, refusal, refused_path
from kgen.target.targets import TARGETS

CASES = example_cases()
REFUSED = [(e, t) for e in EXAMPLES for t in TARGETS if t not in runs_on(e)]


@pytest.mark.parametrize("example,target", CASES)
def test_emitted_text_matches_golden(example, target):
    path = golden_path(ROOT, ROOT / "examples" / f"{example}.kgen", target)
    assert path.exists(), f"{path} is missing: run `kgen golden update` and review the diff"
    want = path.read_text()
    got = emitted(ROOT, ROOT / "examples" / f"{example}.kgen", target)
    if got != want:
        pytest.fail("emitted text differs from the golden file; if the change is intended, run "
                    "`kgen golden update` and review `git diff golden/`\n"
                    + diff(want, got, path.relative_to(ROOT).as_posix()))


@pytest.mark.parametrize("example,target", REFUSED)
def test_refused_target_gives_its_golden_diagnostic(example, target):
    """A target an example does not run on (examples/reference.py's ONLY_ON) refuses it at a
    source span, with the diagnostic its golden .refused file holds, and has no assembly."""
    path = refused_path(ROOT, ROOT / "examples" / f"{example}.kgen", target)
    assert path.exists(), f"{path} is missing: run `kgen golden update` and review the diff"
    got = refusal(ROOT, ROOT / "examples" / f"{example}.kgen", target)
    assert got == path.read_text(), diff(path.read_text(), got, path.name)
    assert f"examples/{example}.kgen:" in got.splitlines()[0] and "^" in got
    assert not golden_path(ROOT, ROOT / "examples" / f"{example}.kgen", target).exists()


def kernel_names(example: str) -> list[str]:
    """The kernels an example file defines (layernorm_backward has two)."""
    from kgen.front.check import check
    from kgen.front.parse import parse
    return [k.name for k in check(parse(example_source(example))).kernels]


@pytest.mark.parametrize("example,target", CASES)
def test_golden_assembles(example, target):
    """Every golden file is accepted by the vendor's real assembler, with no warning, and holds
    every kernel of its example."""
    from kgen.assemble.driver import assemble, find_ptxas
    path = golden_path(ROOT, ROOT / "examples" / f"{example}.kgen", target)
    assert path.exists(), f"{path} is missing: run `kgen golden update` and review the diff"
    if TARGETS[target].is_nvidia and find_ptxas():
        binary, resources = assemble_once(path.read_text(), target)   # what assemble runs
    else:
        binary, resources = assemble(path.read_text(), TARGETS[target])
    assert binary[:4] == b"\x7fELF"
    names = kernel_names(example)
    # sm_90a GEMMs carry their fallback variant (rows TMA cannot address), kernels that walk
    # their rows their short-row variants (`<kernel>_rows<N>`), kernels whose few programs
    # reduce a long dimension their split reduction's two, in the same module.
    text = path.read_text()
    more = [f"{k}_{v}" for k in names for v in ("fallback", "split", "split_fold", *re.findall(
            rf"(?:\.entry|\.amdhsa_kernel) {re.escape(k)}_(rows\d+)\b", text))
            if f".entry {k}_{v}(" in text or f".amdhsa_kernel {k}_{v}\n" in text]
    assert sorted(r.kernel for r in resources) == sorted(names + more)
    assert all(r.spill_bytes == 0 for r in resources)


def test_every_golden_belongs_to_an_example():
    stale = [p for p in (ROOT / "golden").rglob("*") if p.is_file()
             and (p.parent.name not in EXAMPLES or (p.stem not in TARGETS and p.name != "io.npz"))]
    assert not stale, f"golden files with no example or target: {stale}"
    # one golden a target: its text where it compiles, its diagnostic where it refuses
    both = [f"{ex}/{t}" for ex in EXAMPLES for t in TARGETS
            if (ROOT / "golden" / ex / f"{t}.refused").exists()
            and (ROOT / "golden" / ex / f"{t}{TARGETS[t].asm_suffix}").exists()]
    assert not both, f"a text and a refusal for the same target: {both}"


@pytest.mark.parametrize("example", EXAMPLES)
def test_io_npz_is_current_and_nontrivial(example):
    """io.npz holds what examples/reference.py computes now; inputs are never all zeros."""
    from kgen.tools.golden import _same_npz, io_npz, read_io
    path = ROOT / "golden" / example / "io.npz"
    assert path.exists(), "run `kgen golden update`"
    assert _same_npz(path.read_bytes(), io_npz(ROOT, example)), \
        "io.npz is stale: run `kgen golden update` and review"
    sizes, inputs, outputs = read_io(path)
    assert sizes and outputs
    for name, a in inputs.items():
        assert a.size == 1 or np.count_nonzero(a) > a.size // 2, f"input {name} is mostly zeros"
    check_io_covers_the_kernels(example, inputs, outputs)


def check_io_covers_the_kernels(example, inputs, outputs):
    """io.npz gives every kernel of the file all it loads and expects all it stores, with the
    tensors' dtypes (in-place tensors are both inputs and outputs)."""
    from kgen.tile import ir
    from kgen.front.check import check
    from kgen.front.parse import parse
    from kgen.tools.run import STORAGE, in_place, stored
    stores = set()
    for k in check(parse(example_source(example))).kernels:
        for p in k.params:
            if p.name in stored(k):
                assert p.name in outputs, f"{k.name}: no expected '{p.name}'"
                assert outputs[p.name].dtype == STORAGE[p.dtype], (k.name, p.name)
            if p.name not in stored(k) or p.name in in_place(k):
                assert p.name in inputs, f"{k.name}: no input '{p.name}'"
                want = STORAGE[p.dtype] if isinstance(p, ir.TensorParam) else (
                    np.float32 if p.dtype.is_float else STORAGE[p.dtype])
                assert inputs[p.name].dtype == want, (k.name, p.name, inputs[p.name].dtype)
        stores |= stored(k)
    assert stores == set(outputs), f"outputs no kernel stores: {set(outputs) - stores}"


@pytest.mark.parametrize("example", EXAMPLES)
def test_reference_gives_every_kernel_its_inputs_and_outputs(example):
    """What `kgen golden update` would write for each example (the ten ports included) fits its
    kernels: checked on the reference directly, before any golden file exists."""
    from kgen.tools.golden import load_reference
    ref = load_reference(ROOT)
    inputs = {k: np.asarray(v) for k, v in ref.inputs(example, ref.SIZES[example], 0).items()}
    check_io_covers_the_kernels(example, inputs, ref.expected(example, inputs))
