"""The targets kgen knows, as data: what each machine has, and what kgen does with it today.

Numbers are the hardware's: shared memory per block (sm_80: 163 KiB opt-in, sm_90a: 227 KiB;
CDNA LDS: 64 KiB per workgroup), wave width (32 on NVIDIA, 64 on CDNA), threads per block (1024).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import TargetError, did_you_mean


@dataclass(frozen=True)
class Target:
    name: str
    vendor: str           # "nvidia" | "amd"
    wave: int             # threads per warp / wavefront
    max_threads: int      # per block / workgroup
    shared_bytes: int     # shared memory / LDS per block
    matrix: str           # the matrix instruction family (issue: matrix kernels)
    async_copy: str
    ptx_version: str = ""  # NVIDIA: the .version the emitted PTX declares
    llvm_min: int = 0      # AMD: the oldest llvm-mc for it (18: code object v5 directives)
    description: str = ""

    @property
    def is_nvidia(self) -> bool:
        return self.vendor == "nvidia"

    @property
    def asm_suffix(self) -> str:
        return ".ptx" if self.is_nvidia else ".s"

    @property
    def bin_suffix(self) -> str:
        return ".cubin" if self.is_nvidia else ".hsaco"


TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("sm_80", "nvidia", 32, 1024, 163 * 1024, "mma.sync + ldmatrix", "cp.async",
           ptx_version="7.8", description="NVIDIA Ampere (A100)"),
    Target("sm_90a", "nvidia", 32, 1024, 227 * 1024, "wgmma", "TMA + mbarrier",
           ptx_version="8.0", description="NVIDIA Hopper (H100, H200)"),
    Target("gfx90a", "amd", 64, 1024, 64 * 1024, "MFMA", "global -> VGPR -> LDS",
           llvm_min=18, description="AMD CDNA2 (MI200)"),
    Target("gfx942", "amd", 64, 1024, 64 * 1024, "MFMA (incl. fp8)", "global -> VGPR -> LDS",
           llvm_min=18, description="AMD CDNA3 (MI300)"),
)}

# What each capability stage means for `kgen targets` and the README.
CAPABILITIES = ("emits", "assembles", "runs on emulator", "validated on a GPU")
STATUS: dict[str, tuple[str, ...]] = {
    "sm_80": ("emits", "assembles", "runs on emulator"),
    "sm_90a": ("emits", "assembles", "runs on emulator"),
    "gfx90a": ("emits", "assembles", "runs on emulator"),
    "gfx942": ("emits", "assembles", "runs on emulator"),
}


def get_target(name: str, span=None) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        hint = did_you_mean(name, TARGETS) or f"known targets: {', '.join(TARGETS)}"
        raise TargetError(f"unknown target '{name}'", span, hint=hint) from None
