"""kgen's instruction-level emulator: runs the PTX or AMDGCN text kgen emitted, with no GPU.

`emulate` is the entry point; `core` holds the machine model (memory, barriers, the race
detector), `ptx` and `amdgcn` the two front ends that parse and execute each vendor's text,
`ptx_fused` the PTX warps of a block (or of several) that run one instruction together,
`amdgcn_fused` the same for AMD waves (and the AMD launches: `amdgcn_fused.Module`).
"""

from __future__ import annotations

from ..collector import paused as collector_paused
from .core import (BarrierDeadlock, BarrierMisuse, EmulatorError, GlobalMemory, Launch,
                   MissingProxyFence, OutOfBoundsAccess, RunawayLoop, SharedMemoryRace,
                   StaleRead, Stats, UnknownInstruction, WiderThanTarget)

__all__ = ["emulate", "EmulatorError", "OutOfBoundsAccess", "SharedMemoryRace",
           "MissingProxyFence", "StaleRead",
           "UnknownInstruction", "BarrierDeadlock", "RunawayLoop", "WiderThanTarget",
           "BarrierMisuse", "GlobalMemory", "Launch",
           "Stats",
           "HazardViolation", "IllegalInstruction", "BadDescriptor"]


def __getattr__(name: str):
    """The AMD front end's own checks (hazards, encodings, descriptor), imported on demand."""
    if name in ("HazardViolation", "BadDescriptor"):
        from . import amdgcn
        return getattr(amdgcn, name)
    if name == "IllegalInstruction":
        from .amdgcn_parse import IllegalInstruction
        return IllegalInstruction
    raise AttributeError(name)


def emulate(asm: str, target, kernel: str, launch: Launch) -> Stats:
    """Runs `kernel` from an assembly module for `target` over `launch.grid`."""
    if launch.stats.counters is not None:     # kgen bench: instruction kinds and traffic too
        from .counters import emulate_counted
        emulate_counted(asm, target, kernel, launch)
        return launch.stats
    module(asm, target).run(kernel, launch)
    return launch.stats


# Parsed modules by (text, target row): a module is built once (parsing, and compiling each
# instruction to its closure) and runs any number of launches, which change nothing in it. Tests
# and `kgen run` launch one text at many sizes; a module that fails to build is not kept.
_MODULES: dict = {}
_KEEP = 32


def module(asm: str, target):
    """The PtxModule or AmdModule of asm for target, built on first use."""
    key = (asm, target)         # the whole row: a test may change one of its limits
    m = _MODULES.pop(key, None)
    if m is None:
        with collector_paused():
            if target.is_nvidia:
                from .ptx import PtxModule
                m = PtxModule(asm, target, lazy=True)
            else:
                from .amdgcn_fused import Module
                m = Module(asm, target, lazy=True)
    _MODULES[key] = m               # most recently used last
    while len(_MODULES) > _KEEP:
        _MODULES.pop(next(iter(_MODULES))).dispose()
    return m


def clear_modules() -> None:
    """Forgets every parsed module, and the PTX statements and operands read before
    (ptx_parse's memos): benchmarks/emulator_speed.py times a first launch, of a text never
    read in the process."""
    while _MODULES:
        _MODULES.popitem()[1].dispose()
    from .ptx_parse import forget_read
    forget_read()
