"""Occupancy: the blocks (workgroups) of a kernel resident on one SM (CU) at once, from the
machine's limits (kgen.target.targets.MACHINES, each cited there)."""

from __future__ import annotations

from dataclasses import dataclass

from .targets import MACHINES, Target


@dataclass(frozen=True)
class Occupancy:
    blocks: int              # resident per SM (CU)
    warps: int               # resident warps per SM, or waves per SIMD (AMD)
    max_warps: int
    limited_by: str

    @property
    def fraction(self) -> float:
        return self.warps / self.max_warps


def occupancy(target: Target, threads: int, registers: int, shared: int) -> Occupancy:
    """Blocks resident per SM (CU) and the warps (waves per SIMD) that makes, from the machine's
    limits (kgen.target.targets.MACHINES): a block's warps, registers and shared memory.

    occupancy(sm_80, 256 threads, 32 registers, 64 bytes): 8 blocks, 64 warps, by warps."""
    m = MACHINES[target.name]
    warps = -(-threads // target.wave)
    limits: dict[str, int] = {}
    if target.is_nvidia:
        per_warp = -(-registers * target.wave // m.register_granule) * m.register_granule
        limits["warps"] = m.max_warps // warps
        limits["blocks"] = m.max_blocks
        if per_warp:
            limits["registers"] = (m.registers // per_warp) // warps
        limits["shared memory"] = m.shared_per_unit // (shared + m.shared_reserved)
        blocks = max(min(limits.values()), 0)
        return Occupancy(blocks, blocks * warps, m.max_warps, min(limits, key=limits.get))
    # AMD: a workgroup's waves are spread over the CU's 4 SIMDs; limits are per SIMD.
    simds = 4
    alloc = -(-max(registers, 1) // m.register_granule) * m.register_granule
    per_simd = min(m.max_warps, m.registers // alloc)
    limits["waves"] = simds * m.max_warps // warps
    limits["registers"] = simds * per_simd // warps
    if shared:
        limits["LDS"] = m.shared_per_unit // shared
    blocks = max(min(limits.values()), 0)
    return Occupancy(blocks, min(-(-blocks * warps // simds), m.max_warps), m.max_warps,
                     min(limits, key=limits.get))
