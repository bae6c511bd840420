"""The AMD wait verifier re-derives every s_waitcnt from the emitted text: it accepts every golden
file and refuses each one with any single wait removed."""

from __future__ import annotations

import pytest

from conftest import ROOT
from kgen.errors import CompilerBug
from kgen.verify.amd import verify_waits

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

    def refused(text: str) -> bool:
        for kernel in kernels:
            try:
                verify_waits(text, kernel)
            except CompilerBug as e:
                assert "s_waitcnt missing" in str(e)
                return True
        return False
    for i in waits:
        assert refused("\n".join(lines[:i] + lines[i + 1:])), f"wait at line {i + 1} not needed?"
