"""What the emulator refuses to run forever: a loop that never exits stops as a RunawayLoop
naming the backward branch that kept going and how many instructions ran, after a limit derived
from the launch's size (core.loop_limit) or the one a launch sets."""

from __future__ import annotations

import re

import numpy as np
import pytest

from conftest import emulate_example, example_source
from kgen.cached import compile_cached
from kgen.sim import RunawayLoop
from kgen.sim.core import GlobalMemory, Launch, loop_limit

SIZES = {"M": 1, "N": 2100}    # whole 1024-chunks: every loop runs


def _looping(target: str) -> tuple[str, object, str]:
    """softmax's text for target with a branch to the first loop's own label right after that
    label: the loop never exits. Returns (text, function, the inserted branch's text)."""
    c = compile_cached(example_source("softmax"), target)
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
    c = compile_cached(example_source("softmax"), target)
    fn = c.functions[0]
    emulate_example(c.asm, fn, target, "softmax", {"M": 1, "N": 5000})
    with pytest.raises(RunawayLoop):
        emulate_example(c.asm, fn, target, "softmax", {"M": 1, "N": 5000}, loop_limit=1)


# -- accesses wider than the target executes (Target.max_vector_bits)

V8 = """
.version 8.0
.target TARGET
.address_size 64
.visible .entry k(
\t.param .u64 p_a,
\t.param .u64 p_d
)
{
\t.reg .b32 %r<4>;
\t.reg .b64 %rd<8>;
\t.reg .f32 %f<10>;
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd1, %r1, 32;
\tld.param.u64 %rd2, [p_a];
\tadd.s64 %rd3, %rd2, %rd1;
\tld.global.v8.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, [%rd3];
\tld.param.u64 %rd4, [p_d];
\tadd.s64 %rd5, %rd4, %rd1;
\tst.global.v8.f32 [%rd5], {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};
\tret;
}
"""


def _copy_v8(target) -> np.ndarray:
    from kgen.sim import emulate
    mem = GlobalMemory()
    a = np.arange(32 * 8, dtype=np.float32)
    args = [mem.add("a", a), mem.add("d", np.zeros_like(a))]
    emulate(V8.replace("TARGET", target.name), target, "k", Launch((1,), 32, args, mem))
    return mem.array("d").view(np.float32)


@pytest.mark.parametrize("name", ["sm_80", "sm_90a"])
def test_ptx_256_bit_access_is_refused_below_sm_100(name):
    """ptxas: "256 bit wide load/store requires sm_100"; the emulator refuses it too."""
    from kgen.sim import WiderThanTarget
    from kgen.target.targets import TARGETS
    with pytest.raises(WiderThanTarget) as e:
        _copy_v8(TARGETS[name])
    line = V8.lstrip("\n").splitlines().index(
        "\tld.global.v8.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, [%rd3];") + 2
    assert e.value.message.startswith(f"line {line}: ld.global.v8.f32")
    assert f"{name} loads and stores at most 128 bits" in e.value.message


def test_ptx_256_bit_access_runs_where_the_row_allows_it():
    """The limit is the row's, not a fixed list: a row with 256 bits runs the .v8 copy."""
    import dataclasses
    from kgen.target.targets import TARGETS
    wide = dataclasses.replace(TARGETS["sm_90a"], max_vector_bits=256)
    np.testing.assert_array_equal(_copy_v8(wide), np.arange(32 * 8, dtype=np.float32))


def test_amd_access_wider_than_the_row_is_refused():
    import dataclasses
    from kgen.sim import WiderThanTarget, emulate
    from kgen.target.targets import TARGETS
    from test_sim_amdgcn import _TEMPLATE
    text = _TEMPLATE.format(target="gfx942", body="\tv_mov_b32 v2, 1", lds=0)
    for bits, fails in ((128, False), (16, True)):
        mem = GlobalMemory()
        out = mem.add("out", np.zeros(64, np.uint32))
        row = dataclasses.replace(TARGETS["gfx942"], max_vector_bits=bits)
        if fails:
            with pytest.raises(WiderThanTarget, match="global_store_dword moves 32 bits"):
                emulate(text, row, "t", Launch((1,), 64, [out], mem))
        else:
            emulate(text, row, "t", Launch((1,), 64, [out], mem))
            assert (mem.array("out").view(np.uint32) == 1).all()
