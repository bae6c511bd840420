"""Counters for `kgen bench` on the emulator: what a run can measure without a GPU.

Counting is off unless a launch asks (`Stats(counters=Counters())`): the emulator's hot paths
then pay one `is None` test per memory access, and nothing per instruction. When it is on:

- instructions per opcode: each instruction's handler is wrapped, for this launch only, by one
  that counts its executions (warp instructions: one per warp or wave that runs it, whatever its
  active mask). `kgen.tools.bench` groups opcodes into kinds.
- global bytes per buffer, read and written, over the active lanes of every access, as the
  emulator performs them: a 16-byte vector load of 32 lanes is 512 bytes; an absent element
  (masked off) moves nothing. A TMA copy counts the bytes of its box that lie inside the tensor.
- shared-memory (LDS) bytes read and written, and wavefronts under the bank model below.

The bank model (both vendors: 32 banks of 4 bytes; CUDA C++ Programming Guide, "Shared Memory"
of compute capability 5.x and later; AMD CDNA3 ISA, "Local Data Share": 32 banks, each a dword
wide). A warp's (wave's) request is served in phases of 128 bytes of lanes: 32 lanes of 4 bytes,
16 of 8, 8 of 16 (a wave64 b32 access is two phases). In a phase, lanes that read one word share
it (a broadcast); distinct words in the same bank are served one per wavefront. So a phase costs
as many wavefronts as the most distinct words any bank holds, and at best one; `conflicts` is the
wavefronts beyond that. Matrix instructions that read shared memory through descriptors (wgmma)
count their bytes but no wavefronts: the bank rule above is for thread-issued accesses.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import numpy as np

BANKS = 32
BANK_BYTES = 4
PHASE_BYTES = BANKS * BANK_BYTES


@dataclass
class Counters:
    opcodes: Counter = field(default_factory=Counter)      # opcode -> warp instructions
    global_read: Counter = field(default_factory=Counter)  # buffer name -> bytes
    global_written: Counter = field(default_factory=Counter)
    shared_read: int = 0
    shared_written: int = 0
    wavefronts: int = 0          # shared-memory wavefronts of banked accesses (the model above)
    ideal_wavefronts: int = 0    # one per phase that has an active lane

    @property
    def conflicts(self) -> int:
        return self.wavefronts - self.ideal_wavefronts

    # -- hooks, called by kgen.sim.core's memories -------------------------------------------

    def global_access(self, buffers, idx: np.ndarray, mask: np.ndarray, nbytes: int,
                      write: bool) -> None:
        """An access of nbytes per active lane; idx[lane] is the lane's buffer."""
        if not mask.any():
            return
        per = np.bincount(idx[mask], minlength=len(buffers))
        into = self.global_written if write else self.global_read
        for i in np.nonzero(per)[0]:
            into[buffers[int(i)].name] += int(per[i]) * nbytes

    def global_bytes_at(self, memory, addr: int, nbytes: int, write: bool) -> None:
        """nbytes moved by a copy engine (TMA) from or to the buffer holding addr."""
        idx, _ = memory._locate(np.array([addr], np.uint64), 1, np.ones(1, bool), "a count")
        name = memory.buffers[int(idx[0])].name
        (self.global_written if write else self.global_read)[name] += nbytes

    def shared_access(self, addr: np.ndarray, nbytes: int, mask: np.ndarray, write: bool,
                      banked: bool = True) -> None:
        active = np.nonzero(mask)[0]
        if not active.size:
            return
        moved = int(active.size) * nbytes
        if write:
            self.shared_written += moved
        else:
            self.shared_read += moved
        if banked:
            w, ideal = wavefronts(np.asarray(addr, np.int64), nbytes, active)
            self.wavefronts += w
            self.ideal_wavefronts += ideal


def wavefronts(addr: np.ndarray, nbytes: int, active: np.ndarray) -> tuple[int, int]:
    """(wavefronts, ideal wavefronts) of one request under the bank model.

    wavefronts(np.arange(32) * 4, 4, np.arange(32)) is (1, 1): 32 lanes, 32 banks;
    wavefronts(np.arange(32) * 128, 4, np.arange(32)) is (32, 1): every lane in bank 0."""
    per_lane = max(nbytes // BANK_BYTES, 1)
    lanes_per_phase = max(PHASE_BYTES // max(nbytes, BANK_BYTES), 1)
    words = addr[active][:, None] // BANK_BYTES + np.arange(per_lane)[None, :]
    phase = np.broadcast_to((active // lanes_per_phase)[:, None], words.shape)
    pairs = np.unique(phase.ravel().astype(np.int64) << 32 | words.ravel())
    ph, wd = pairs >> 32, pairs & 0xFFFFFFFF
    banks, per_bank = np.unique(ph * BANKS + wd % BANKS, return_counts=True)
    phases = np.unique(ph)
    worst = np.zeros(int(phases.max()) + 1, np.int64)
    np.maximum.at(worst, banks // BANKS, per_bank)
    return int(worst.sum()), int(phases.size)


def _counting(handler, opcode: str, opcodes: Counter):
    """handler, counting its executions under `opcode`."""
    def run(w):
        opcodes[opcode] += 1
        return handler(w)
    return run


def emulate_counted(asm: str, target, kernel: str, launch) -> None:
    """kgen.sim.emulate with launch.stats.counters filled: the module is parsed for this launch
    and its kernel's handlers wrapped; the global memory reports to the counters while it runs."""
    counters: Counters = launch.stats.counters
    launch.memory.counters = counters
    mod = None
    try:
        if target.is_nvidia:
            from .ptx import PtxModule, _Kernel
            mod = PtxModule(asm, target)
            k = mod.kernels.get(kernel)
            if k is not None:
                ops = [i.opcode for i in k.fn.insts]

                def wrap(code):
                    return None if code is None else [
                        _counting(h, op, counters.opcodes) for h, op in zip(code, ops)]
                mod.kernels[kernel] = _Kernel(k.fn, k.slots, wrap(k.code), wrap(k.checked))
        else:
            from .amdgcn_fused import Module
            mod = Module(asm, target)
            k = mod.kernels.get(kernel)
            for ins in (k.code if k is not None else ()):
                ins.run = _counting(ins.run, ins.op, counters.opcodes)
        mod.run(kernel, launch)
    finally:
        launch.memory.counters = None
        if mod is not None:
            mod.dispose()               # freed by reference count (AmdModule.dispose)
