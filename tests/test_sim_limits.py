"""What the emulator refuses to run forever: a loop that never exits stops as a RunawayLoop
naming the backward branch that kept going and how many instructions ran, after a limit derived
from the launch's size (core.loop_limit) or the one a launch sets."""

from __future__ import annotations

import re

import numpy as np
import pytest

from conftest import emulate_example, example_source
from kgen.compiler import compile_source
from kgen.sim import RunawayLoop
from kgen.sim.core import GlobalMemory, Launch, loop_limit

SIZES = {"M": 1, "N": 2100}    # whole 1024-chunks: every loop runs


def _looping(target: str) -> tuple[str, object, str]:
    """softmax's text for target with a branch to the first loop's own label right after that
    label: the loop never exits. Returns (text, function, the inserted branch's text)."""
    c = compile_source(example_source("softmax"), target)
    label = re.search(r"^(\$L\w*loop\w*|\.L\w*loop\w*):", c.asm, re.M).group(1)
    branch = f"bra.uni {label};" if target.startswith("sm_") else f"s_branch {label}"
    asm = c.asm.replace(f"{label}:\n", f"{label}:\n\t{branch}\n", 1)
    assert asm != c.asm
    return asm, c.functions[0], branch


@pytest.mark.parametrize("target", ["sm_80", "gfx942"])
def test_a_loop_that_never_exits_stops_naming_its_branch(target):
    asm, fn, branch = _looping(target)
    with pytest.raises(RunawayLoop) as e:
        emulate_example(asm, fn, target, "softmax", SIZES)
    msg = e.value.message
    assert branch.rstrip(";") in msg and "a loop that does not exit" in msg
    line = asm.splitlines().index(f"\t{branch}") + 1     # the first line is 1
    assert msg.startswith(f"line {line}: ")
    assert re.search(r"\(\d[\d,]* instructions ran\)", msg)
    assert "loop_limit" in e.value.hint


def test_the_limit_grows_with_the_launch_and_a_launch_may_set_it():
    small, big = GlobalMemory(), GlobalMemory()
    small.add("x", np.zeros(16, np.float32))
    big.add("x", np.zeros(1 << 20, np.float32))
    assert loop_limit(Launch((1,), 32, [], small)) < loop_limit(Launch((1,), 32, [], big))
    assert loop_limit(Launch((1,), 32, [], big, loop_limit=7)) == 7


@pytest.mark.parametrize("target", ["sm_90a", "gfx90a"])
def test_a_set_limit_counts_backward_branches(target):
    """softmax's loops take a few trips per warp at N = 5000: a limit of 1 stops them, the
    derived one does not, so the count is per backward branch taken."""
    c = compile_source(example_source("softmax"), target)
    fn = c.functions[0]
    emulate_example(c.asm, fn, target, "softmax", {"M": 1, "N": 5000})
    with pytest.raises(RunawayLoop):
        emulate_example(c.asm, fn, target, "softmax", {"M": 1, "N": 5000}, loop_limit=1)
