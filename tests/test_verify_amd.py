"""The AMD wait verifier re-derives every s_waitcnt from the emitted text: it accepts every golden
file and refuses each one with any single wait removed."""

from __future__ import annotations

import pytest

from conftest import ROOT
from kgen.errors import CompilerBug
from kgen.verify_amd import verify_waits

GOLDEN = sorted(ROOT.glob("golden/*/gfx9*.s"))


@pytest.mark.parametrize("path", GOLDEN, ids=[f"{p.parent.name}-{p.stem}" for p in GOLDEN])
def test_goldens_pass_and_every_removed_wait_is_caught(path):
    lines = path.read_text().split("\n")
    kernel = path.parent.name
    verify_waits("\n".join(lines), kernel)
    waits = [i for i, ln in enumerate(lines) if ln.strip().startswith("s_waitcnt")]
    assert waits
    for i in waits:
        with pytest.raises(CompilerBug, match="s_waitcnt missing"):
            verify_waits("\n".join(lines[:i] + lines[i + 1:]), kernel)
