"""The AMD wait verifier re-derives every s_waitcnt from the emitted text: it accepts every golden
file and refuses each one with any single wait removed."""

from __future__ import annotations

import pytest

from conftest import ROOT
from kgen.errors import CompilerBug
from kgen.verify.amd import kernel_code, unneeded_waits, verify_code, verify_waits

GOLDEN = sorted(ROOT.glob("golden/*/gfx9*.s"))


@pytest.mark.parametrize("path", GOLDEN, ids=[f"{p.parent.name}-{p.stem}" for p in GOLDEN])
def test_goldens_pass_and_every_removed_wait_is_caught(path):
    import re
    lines = path.read_text().split("\n")
    # Every kernel of the file (an example may hold several: layernorm_backward's two).
    kernels = re.findall(r"^\s*\.globl\s+(\w+)", path.read_text(), re.M)
    assert kernels
    for kernel in kernels:
        verify_waits("\n".join(lines), kernel)
    waits = [i for i, ln in enumerate(lines) if ln.strip().startswith("s_waitcnt")]
    assert waits
    # Each wait taken out in turn (unneeded_waits walks again only what that changes;
    # test_unneeded_waits_agree_with_verifying_the_code_again checks it against verify_code).
    for kernel in kernels:
        assert unneeded_waits(kernel_code("\n".join(lines), kernel)) == [], (path.name, kernel)
    # The same verdict through the text, with the line removed, for the first and last wait.
    for i in (waits[0], waits[-1]):
        text = "\n".join(lines[:i] + lines[i + 1:])
        with pytest.raises(CompilerBug, match="s_waitcnt missing"):
            for kernel in kernels:
                verify_waits(text, kernel)



@pytest.mark.parametrize("example", ["gemm_bt/gfx942", "layernorm_backward/gfx90a"])
def test_unneeded_waits_agree_with_verifying_the_code_again(example):
    """unneeded_waits against verify_code of the whole code without each wait, on goldens with
    a planted wait (a second `s_waitcnt vmcnt(0) lgkmcnt(0)` after one of theirs, early, in the
    middle, late): both find the same waits not needed, the planted one and the one it
    doubles, and nothing else."""
    import re
    lines = (ROOT / "golden" / f"{example}.s").read_text().split("\n")
    waits = [i for i, ln in enumerate(lines) if ln.strip().startswith("s_waitcnt")]
    for pick in (waits[1], waits[len(waits) // 2], waits[-2]):
        text = "\n".join(lines[:pick + 1] + ["\ts_waitcnt vmcnt(0) lgkmcnt(0)"] +
                         lines[pick + 1:])
        found, again = [], []
        for kernel in re.findall(r"^\s*\.globl\s+(\w+)", text, re.M):
            code = kernel_code(text, kernel)
            verify_code(code)
            found += unneeded_waits(code)
            for inst in code:
                if inst[5] is not None:
                    try:
                        verify_code([c for c in code if c is not inst])
                    except CompilerBug:
                        continue
                    again.append(inst[0])
        assert found == again and {pick + 1, pick + 2} <= set(found), (pick, found, again)
