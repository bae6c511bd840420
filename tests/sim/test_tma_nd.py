"""TMA boxes of rank 1 to 5 in the PTX emulator: every case of benchmarks/tma_probe.py against
its NumPy reading of the PTX ISA (box element order, zero fill in each dimension, the swizzle),
and the copies the ISA gives no meaning refused."""

from __future__ import annotations

import sys
from dataclasses import replace

import numpy as np
import pytest

from conftest import ROOT
from kgen.errors import KgenError
from kgen.sim import EmulatorError
from kgen.target.tensormap import TensorMapSpec, contiguous_strides, decode_sim, encode_sim

sys.path.insert(0, str(ROOT / "benchmarks"))
import tma_probe  # noqa: E402


@pytest.mark.parametrize("case", tma_probe.CASES, ids=lambda c: c.name)
def test_box_matches_numpy(case):
    x = tma_probe.tensor(case)
    want = tma_probe.expected(case, x)
    np.testing.assert_array_equal(tma_probe.emulate(case, x), want)


def test_the_reference_can_tell_the_cases_apart():
    """The comparison can fail: the same box unswizzled, or one step along another dimension,
    gives other bytes."""
    case = tma_probe.CASES[2]
    x = tma_probe.tensor(case)
    want = tma_probe.expected(case, x)
    assert not np.array_equal(tma_probe.expected(replace(case, swizzle=0), x), want)
    moved = replace(case, coords=(0, 64, 1, 1))
    assert not np.array_equal(tma_probe.expected(moved, x), want)
    assert not np.array_equal(tma_probe.emulate(moved, x), want)


@pytest.mark.parametrize("rank", [1, 3, 4, 5])
def test_encoding_round_trips_at_every_rank(rank):
    dims = (64, 7, 5, 3, 2)[:rank]
    spec = TensorMapSpec(0x10000, 2, dims, contiguous_strides(dims, 2),
                         (64,) + (1,) * (rank - 1), 128, "bf16")
    assert decode_sim(encode_sim(spec)) == spec


@pytest.mark.parametrize("change,why", [
    (dict(dims=(64, 2, 2, 2, 2, 2), strides=(128, 256, 512, 1024, 2048), box=(64,) + (1,) * 5),
     "rank 6"),
    (dict(strides=(128,)), "1 strides .*a stride for each but the innermost"),
    (dict(strides=(128, 1 << 40)), "1..2\\^40-1"),
])
def test_nd_preconditions_are_clear_errors(change, why):
    spec = TensorMapSpec(0x10000, 2, (64, 4, 3), (128, 512), (64, 4, 1), 128, "bf16")
    with pytest.raises(KgenError, match=why):
        encode_sim(replace(spec, **change))


def test_copy_rank_must_match_the_map():
    case = tma_probe.CASES[2]                                     # a 4-D map
    text = tma_probe.ptx(case).replace("tensor.4d", "tensor.3d").replace(
        ", %r23}", "}")
    x = tma_probe.tensor(case)
    from kgen.sim import GlobalMemory, Launch
    from kgen.sim.ptx import PtxModule
    mem = GlobalMemory()
    base = mem.add("x", x)
    tmap = encode_sim(TensorMapSpec(base, 2, case.dims, contiguous_strides(case.dims, 2),
                                     case.box, 128))
    out = mem.add("out", np.zeros(case.box_bytes, np.uint8))
    args = [tmap, out] + [np.uint32(c) for c in case.coords]
    with pytest.raises(EmulatorError, match="3-D copy through a tensor map of rank 4"):
        PtxModule(text).run("tma_nd", Launch((1, 1, 1), 32, args, mem))


def test_coordinate_count_must_match_the_copy():
    case = tma_probe.CASES[1]                                     # 3-D
    text = tma_probe.ptx(case).replace(", %r22}", "}")
    from kgen.sim.ptx import PtxModule
    with pytest.raises(Exception, match="3 coordinate"):
        PtxModule(text)


@pytest.mark.parametrize("case", tma_probe.FAULTS, ids=lambda c: c.name)
def test_a_1d_box_leaving_the_tensor_is_refused(case):
    """An H100 faults on it (illegal instruction) rather than filling zeros: the emulator must
    not pass a kernel that would fault."""
    with pytest.raises(EmulatorError, match="1-D TMA box \\[270, 334\\) leaves the tensor"):
        tma_probe.emulate(case, tma_probe.tensor(case))
