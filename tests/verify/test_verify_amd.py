"""The AMD wait verifier re-derives every s_waitcnt from the emitted text: it accepts every golden
file and refuses each one with any single wait removed."""

from __future__ import annotations

import pytest

from conftest import ROOT
from kgen.errors import CompilerBug
from kgen.verify.amd import kernel_code, verify_code, verify_waits

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
    # Each kernel parsed once; a wait removed is its instruction dropped from the kernel that
    # holds it (kernel_code parses line by line, so that is the text without the line).
    code_of = {inst[0]: code for kernel in kernels
               for code in [kernel_code("\n".join(lines), kernel)] for inst in code}
    for i in waits:
        code = code_of[i + 1]
        without = [inst for inst in code if inst[0] != i + 1]
        with pytest.raises(CompilerBug, match="s_waitcnt missing"):
            verify_code(without)
            raise AssertionError(f"{path.name}: the wait at line {i + 1} is not needed?")
    # The same verdict through the text, with the line removed, for the first and last wait.
    for i in (waits[0], waits[-1]):
        text = "\n".join(lines[:i] + lines[i + 1:])
        with pytest.raises(CompilerBug, match="s_waitcnt missing"):
            for kernel in kernels:
                verify_waits(text, kernel)
