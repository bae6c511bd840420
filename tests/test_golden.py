"""Golden text: what kgen emits for every example and target, diffed, and assembled for real.

Goldens change only through `kgen golden update`; a difference here prints a unified diff.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import EXAMPLES, ROOT
from kgen.golden import diff, emitted, golden_path
from kgen.targets import TARGETS

CASES = [(e, t) for e in EXAMPLES for t in TARGETS]


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


@pytest.mark.parametrize("example,target", CASES)
def test_golden_assembles(example, target):
    """Every golden file is accepted by the vendor's real assembler, with no warning."""
    from kgen.assemble import assemble
    path = golden_path(ROOT, ROOT / "examples" / f"{example}.kgen", target)
    binary, resources = assemble(path.read_text(), TARGETS[target])
    assert binary[:4] == b"\x7fELF"
    # sm_90a GEMMs carry their fallback variant (rows TMA cannot address) in the same module.
    fallback = [f"{example}_fallback"] if ".entry " + f"{example}_fallback(" in path.read_text() \
        else []
    assert sorted(r.kernel for r in resources) == sorted([example] + fallback)
    assert all(r.spill_bytes == 0 for r in resources)


def test_every_golden_belongs_to_an_example():
    stale = [p for p in (ROOT / "golden").rglob("*") if p.is_file()
             and (p.parent.name not in EXAMPLES or (p.stem not in TARGETS and p.name != "io.npz"))]
    assert not stale, f"golden files with no example or target: {stale}"


@pytest.mark.parametrize("example", EXAMPLES)
def test_io_npz_is_current_and_nontrivial(example):
    """io.npz holds what examples/reference.py computes now; inputs are never all zeros."""
    from kgen.golden import _same_npz, io_npz, read_io
    path = ROOT / "golden" / example / "io.npz"
    assert path.exists(), "run `kgen golden update`"
    assert _same_npz(path.read_bytes(), io_npz(ROOT, example)), \
        "io.npz is stale: run `kgen golden update` and review"
    sizes, inputs, outputs = read_io(path)
    assert sizes and outputs
    for name, a in inputs.items():
        assert a.size == 1 or np.count_nonzero(a) > a.size // 2, f"input {name} is mostly zeros"
