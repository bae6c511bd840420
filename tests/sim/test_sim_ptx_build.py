"""Building a module (kgen.sim.module, which parses the text and compiles each kernel when it
first runs): the garbage collector is paused while it builds, and left as it was found
afterwards, whether the build succeeds or fails."""

from __future__ import annotations

import gc

import pytest

from kgen.sim import UnknownInstruction, clear_modules, module
from kgen.target.targets import TARGETS

_TEXT = """.version 8.0
.target sm_80
.address_size 64
.visible .entry k()
{
\t.reg .b32 %r<2>;
\tmov.u32 %r1, 1;
\t{op}
\tret;
}
"""


@pytest.mark.parametrize("enabled", [True, False])
def test_a_build_leaves_the_collector_as_it_found_it(enabled):
    clear_modules()
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        sm_80 = TARGETS["sm_80"]
        assert module(_TEXT.replace("{op}", "add.u32 %r1, %r1, 1;"), sm_80).kernels["k"]
        assert gc.isenabled() is enabled
        with pytest.raises(UnknownInstruction, match="'frob.u32'"):
            module(_TEXT.replace("{op}", "frob.u32 %r1, %r1;"), sm_80).kernels["k"]
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
        clear_modules()
