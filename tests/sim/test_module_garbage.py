"""A module the emulator lets go of is freed by reference count (AmdModule.dispose), and so
is what a launch made (PTX groups' register views point at a _File, not at the group): no
reference cycle is left for the cyclic collector, whose walk over every closure of a dropped
module was half of a small AMD kernel's first launch. Each example here brings builders the
others lack: plain VALU and global memory (vadd), cross-lane swizzles (layernorm), MFMA and
16-bit LDS writes (gemm_bt), LDS reads, swizzles and MFMA together (attention_decode), 8-bit
conversions (fp8_quant). Run fused, wave by wave (coverage), and counted (kgen bench)."""

from __future__ import annotations

import gc

import pytest

import kgen.sim
from kgen.runtime.device import SimDevice
from kgen.cached import compile_cached
from kgen.sim.counters import Counters
from kgen.tools.golden import load_reference, read_io, source, targets_of
from kgen.tools.run import launch_and_check, reference_written, stored

from conftest import ROOT

CASES = [(e, t) for e in ("vadd", "layernorm", "gemm_bt", "attention_decode", "fp8_quant",
                          "fp8_quant_fnuz")
         for t in ("sm_80", "sm_90a", "gfx90a", "gfx942") if t in targets_of(ROOT, e)]


def _launch_all(c, io) -> None:
    sizes, inputs, outputs = io
    for k, fn in zip(c.kernels, c.functions):
        want = {n: (outputs[n], reference_written(outputs[n], k.param(n).dtype))
                for n in sorted(stored(k))}
        _, checks = launch_and_check(SimDevice(), c, fn, k, inputs, sizes, want)
        assert all(ch.bad == 0 for ch in checks)


def _traced(launch) -> None:
    launch.executed = set()         # coverage: the launch runs wave by wave (warp by warp)


def _counted(launch) -> None:
    launch.stats.counters = Counters()      # kgen bench: a module of the launch's own


# Run wave by wave (traced, counted), attention_decode's 1650 keys (its golden size: long
# enough to split them) cost 10-20 s a target; 200 keys run the same kernel's instructions
# (two steps and a masked rest) without the split, which the fused run still takes.
WAVE_BY_WAVE_SIZES = {"attention_decode": {"BH": 2, "R": 5, "T": 200}}


def _io(example: str, how):
    """(sizes, inputs, expected outputs): the golden's, or WAVE_BY_WAVE_SIZES' from the
    reference where the launch runs wave by wave."""
    if how is None or example not in WAVE_BY_WAVE_SIZES:
        return read_io(ROOT / "golden" / example / "io.npz")
    ref = load_reference(ROOT)
    sizes = WAVE_BY_WAVE_SIZES[example]
    inputs = ref.inputs(example, sizes, seed=0)
    return sizes, inputs, ref.expected(example, inputs)


@pytest.mark.parametrize("how", [None, _traced, _counted], ids=["fused", "traced", "counted"])
@pytest.mark.parametrize("example,target", CASES)
def test_a_dropped_module_leaves_no_cycles(example, target, how, monkeypatch):
    c = compile_cached(source(ROOT, ROOT / "examples" / f"{example}.kgen"), target)
    io = _io(example, how)
    if how is not None:
        emulate = kgen.sim.emulate

        def marked(asm, tgt, kernel, launch):
            how(launch)
            return emulate(asm, tgt, kernel, launch)
        monkeypatch.setattr(kgen.sim, "emulate", marked)
    kgen.sim.clear_modules()
    # What lives already is frozen, out of the collection below (a full collection walks the
    # test process's whole heap, about half a second each); and no collection but ours while
    # the launches run: an automatic one would free what a launch left in cycles before the
    # check below could see it.
    gc.freeze()
    was = gc.get_threshold()
    gc.set_threshold(10 ** 9)
    try:
        _launch_all(c, io)
        kgen.sim.clear_modules()
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        # The emulator's own objects (its handlers, instructions, warps and groups): the
        # harness around it may leave cycles of its own (numpy's header parser does).
        ours = [o for o in gc.garbage if _of_sim(o)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.set_threshold(*was)
        gc.unfreeze()
    assert not ours, f"{len(ours)} objects of kgen.sim in reference cycles, e.g. {ours[:3]}"


def _of_sim(o) -> bool:
    """o is kgen.sim's: an instance of one of its classes, or one of its functions."""
    mod = getattr(o, "__module__", None) if callable(o) and not isinstance(o, type) else \
        getattr(type(o), "__module__", None)
    return isinstance(mod, str) and mod.startswith("kgen.sim")
