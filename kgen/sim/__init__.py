"""kgen's instruction-level emulator: runs the PTX or AMDGCN text kgen emitted, with no GPU.

`emulate` is the entry point; `core` holds the machine model (memory, barriers, the race
detector), `ptx` and `amdgcn` the two front ends that parse and execute each vendor's text.
"""

from __future__ import annotations

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
    if name in ("HazardViolation", "IllegalInstruction", "BadDescriptor"):
        from . import amdgcn
        return getattr(amdgcn, name)
    raise AttributeError(name)


def emulate(asm: str, target, kernel: str, launch: Launch) -> Stats:
    """Runs `kernel` from an assembly module for `target` over `launch.grid`."""
    if launch.stats.counters is not None:     # kgen bench: instruction kinds and traffic too
        from .counters import emulate_counted
        emulate_counted(asm, target, kernel, launch)
        return launch.stats
    if target.is_nvidia:
        from .ptx import PtxModule
        PtxModule(asm, target).run(kernel, launch)
    else:
        from .amdgcn import AmdModule
        AmdModule(asm, target).run(kernel, launch)
    return launch.stats
