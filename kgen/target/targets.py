"""The targets kgen knows, as data: what each machine has, and what kgen does with it today.

Numbers are the hardware's: shared memory per block (sm_80: 163 KiB opt-in, sm_90a: 227 KiB;
CDNA2/CDNA3 LDS: 64 KiB per workgroup; CDNA4: 160 KiB, LLVM AMDGPU.td's
FeatureAddressableLocalMemorySize163840 for gfx950 and the ROCm GPU specifications table),
wave width (32 on NVIDIA, 64 on CDNA), threads per block (1024).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from ..errors import TargetError, did_you_mean


@dataclass(frozen=True)
class WaitStates:
    """The wait states software must put between two instructions on a CDNA target (the
    hardware does not check them): CDNA3 ISA 4.5 "Manually Inserted Wait States" (CDNA2 ISA
    4.5 for gfx90a), with the gfx940 additions as LLVM's GCNHazardRecognizer applies them
    (hasVDecCoExecHazard, TransUseHazard, VALUWriteVGPRReadlaneRead), and the MFMA dependency
    tables (CDNA3 ISA "dependency resolution: required independent instructions" for XDL ops;
    LLVM checkMAIHazards90A / checkMAIVALUHazards). A number is 0 where the rule does not
    apply to the target. The back end pads with s_nop by these; the emulator checks them."""
    valu_sgpr_vmem: int          # VALU writes an SGPR, a VMEM instruction reads it
    valu_vcc_div_fmas: int       # VALU writes VCC, v_div_fmas reads it
    valu_sgpr_lane_select: int   # VALU writes an SGPR, v_readlane uses it as the lane select
    valu_sgpr_valu: int          # VALU writes an SGPR or VCC, a VALU instruction reads it
    valu_vgpr_readlane: int      # VALU writes a VGPR, v_readlane / v_readfirstlane reads it
    trans_use: int               # a transcendental's result read by a non-trans VALU op
    wide_store_valu: int         # a store of > 8 bytes reads its data late; a VALU overwrites it
    wide_store: int              # ... another instruction overwrites it
    valu_to_mfma: int            # VALU writes an MFMA's srcA/B/C
    valu_exec_to_mfma: int       # VALU writes EXEC, an MFMA follows
    # MFMA passes per shape "MxNxK" (LLVM SISchedule.td, SIDPFullSpeedModel for gfx90a,
    # SIDPGFX940FullSpeedModel for gfx942: the XDL resource's ReleaseAtCycles of the
    # instruction's Write<p>PassMAI, which GCNHazardRecognizer reads as the pass count; llvm-mca
    # 22 -mcpu=gfx942 shows 8 for 32x32x8_f16 and 32x32x16_fp8_*, 4 for 16x16x16_f16 and
    # 16x16x32_*. AMD's calculator: 32 and 16 cycles, 4 cycles a pass). The 8-bit shapes are
    # CDNA3's (32x32x16 and 16x16x32 FP8/BF8, XDL ops like the 16-bit ones).
    mfma_passes: tuple[tuple[str, int], ...]
    # After an MFMA of p passes, per kind of dependent instruction: ((kind, ((p, wait
    # states), ...)), ...). Kinds: srcc (another MFMA reads an overlapping, not identical
    # register as srcC), srcab (another MFMA reads it as srcA/B), read / waw (a VALU or memory
    # instruction reads / overwrites it), war (one overwrites a register it reads as srcC).
    mfma: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]

    def __post_init__(self) -> None:
        # The hazard passes ask passes() and mfma_wait() per MFMA pair and key caches on the
        # rules: the tables as dicts and the hash, once (a frozen dataclass hashes its nested
        # tuples again on every call). Not fields: equality and repr stay the tables'.
        object.__setattr__(self, "_passes", dict(self.mfma_passes))
        object.__setattr__(self, "_waits", {what: dict(row) for what, row in self.mfma})
        object.__setattr__(self, "_hash", hash(tuple(getattr(self, f.name)
                                                     for f in fields(self))))

    def __hash__(self) -> int:
        return self._hash

    def passes(self, shape: str) -> int:
        """passes("32x32x8") on gfx942 is 8: the pass count of an MFMA of that shape."""
        return self._passes[shape]

    def mfma_wait(self, what: str, passes: int) -> int:
        """mfma_wait("read", 16) on gfx90a is 19."""
        return self._waits[what][passes]

    @property
    def lookback(self) -> int:
        """The most wait states any rule but the MFMA ones asks for."""
        return max(self.valu_sgpr_vmem, self.valu_vcc_div_fmas, self.valu_sgpr_lane_select,
                   self.valu_sgpr_valu, self.valu_vgpr_readlane, self.trans_use,
                   self.wide_store_valu, self.wide_store)

    @property
    def mfma_lookback(self) -> int:
        """The most wait states an MFMA rule asks for."""
        return max([w for _, row in self.mfma for _, w in row] + [self.valu_to_mfma,
                                                                   self.valu_exec_to_mfma])


_PASSES = (2, 4, 8, 16)
CDNA2_WAITS = WaitStates(
    valu_sgpr_vmem=5, valu_vcc_div_fmas=4, valu_sgpr_lane_select=4, valu_sgpr_valu=0,
    valu_vgpr_readlane=0, trans_use=0, wide_store_valu=1, wide_store=1, valu_to_mfma=2,
    valu_exec_to_mfma=4, mfma_passes=(("32x32x8", 16), ("16x16x16", 8)),
    mfma=(("srcc", tuple(zip(_PASSES, (2, 4, 8, 16)))),
          ("srcab", tuple(zip(_PASSES, (5, 7, 11, 19)))),
          ("read", tuple(zip(_PASSES, (5, 7, 11, 19)))),
          ("waw", tuple(zip(_PASSES, (5, 7, 11, 19)))),
          ("war", tuple(zip(_PASSES, (1, 3, 7, 15))))))
CDNA3_WAITS = WaitStates(
    valu_sgpr_vmem=5, valu_vcc_div_fmas=4, valu_sgpr_lane_select=4, valu_sgpr_valu=2,
    valu_vgpr_readlane=1, trans_use=1, wide_store_valu=2, wide_store=1, valu_to_mfma=2,
    valu_exec_to_mfma=4,
    mfma_passes=(("32x32x8", 8), ("16x16x16", 4), ("32x32x16", 8), ("16x16x32", 4)),
    mfma=(("srcc", tuple((p, p + 1) for p in _PASSES)),
          ("srcab", tuple((p, p + 3) for p in _PASSES)),
          ("read", tuple((p, p + 3) for p in _PASSES)),
          ("waw", tuple((p, p + 3) for p in _PASSES)),
          ("war", tuple(zip(_PASSES, (1, 3, 7, 15))))))


# CDNA4 (gfx950): CDNA3's rules, but an XDL MFMA's result is one wait state later for a VALU
# or memory read or write and for another MFMA's srcA/B (passes + 4 where CDNA3 has + 3; a
# 2-pass one + 3 as before), and for a partially overlapping srcC (passes + 2 where CDNA3 has
# + 1): LLVM's GCNHazardRecognizer::checkMAIHazards90A / checkMAIVALUHazards, their isGFX950
# terms (GFX940_XDL_N_PassWriteVgprVALUMemExpReadWaitStates, ..._VALUWawWaitStates,
# ..._OverlappedSrcABWaitStates, ..._OverlappedXDLOrSMFMASrcCWaitStates), each count
# reproduced with llc 22's post-RA hazard recognizer on gfx942 and gfx950. Passes: LLVM
# SISchedule.td, SIDPGFX950FullSpeedModel (16x16xK 4, 32x32xK 8, llvm-mca 22 -mcpu=gfx950
# agrees), the new 16-bit 32x32x16 / 16x16x32 as the 8-bit shapes of the same name; the f8f6f4
# 32x32x64 / 16x16x128 16 and 8 with an 8-bit operand (PredIsF8_MFMA_SCALE: cbsz or blgp an
# FP8 / BF8; 8 and 4 with FP6 / FP4 both, which kgen does not emit; llvm-mca 22 shows 8 and 4
# for all, a gap SISchedule.td's own comment names: "This isn't reflected in MCA").
CDNA4_WAITS = replace(
    CDNA3_WAITS,
    mfma_passes=CDNA3_WAITS.mfma_passes + (("32x32x64", 16), ("16x16x128", 8)),
    mfma=(("srcc", tuple((p, p + 2) for p in _PASSES)),
          ("srcab", tuple((p, p + 3 + (p > 2)) for p in _PASSES)),
          ("read", tuple((p, p + 3 + (p > 2)) for p in _PASSES)),
          ("waw", tuple((p, p + 3 + (p > 2)) for p in _PASSES)),
          ("war", tuple(zip(_PASSES, (1, 3, 7, 15))))))


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
    # AMD: how llvm-mc spells the f16/bf16 MFMAs: "cdna2" (v_mfma_f32_32x32x8f16,
    # v_mfma_f32_32x32x8bf16_1k) or "cdna3" (v_mfma_f32_32x32x8_f16, ..._bf16; gfx942 also
    # takes the cdna2 spellings as aliases, gfx90a not the cdna3 ones).
    mfma_spelling: str = ""
    wait_states: WaitStates | None = None   # AMD: the hazard rules (see WaitStates)
    # NVIDIA: warpgroup MMA (wgmma) with TMA and mbarriers (sm_90a: PTX ISA 9.7.15).
    wgmma: bool = False
    # AMD: ArchVGPRs and AccVGPRs (AGPRs) are one register file per lane, the AGPRs placed from
    # .amdhsa_accum_offset on, so a kernel's VGPR count is both together (gfx90a and later
    # CDNA: LLVM's FeatureGFX90AInsts; AMDGPUUsage ".amdhsa_accum_offset"). gfx908 would be False.
    unified_vgprs: bool = False
    # The matrix instructions a tile product anywhere in the dataflow lowers to (kgen.
    # lower_product's MATRIX table), the first whose tiling fits the kernel's tiles and warps:
    # "wgmma.m64nNk16" (warpgroup MMA from shared-memory descriptors, A also from registers:
    # sm_90a, PTX ISA 9.7.15), "mma.m16n8k16" (mma.sync: sm_80 and later, PTX ISA 9.7.14.5.8)
    # or "mfma.32x32x8" (v_mfma_f32_32x32x8{f16,bf16_1k}: CDNA2 and CDNA3), then
    # "mfma.16x16x16" (..._16x16x16...: taken where it gives the 8-wave ping-pong that
    # 32x32x8 does not, kgen.compiler._lower_layouts); CDNA4 "mfma.32x32x16.b16" then
    # "mfma.16x16x32.b16" (v_mfma_f32_32x32x16_{f16,bf16}, ...: twice the K, the same passes).
    tile_products: tuple[str, ...] = ()
    # The same for products of 8-bit floats (Target.fp8's formats): "wgmma.m64nNk32"
    # (sm_90a, PTX ISA 9.7.15.5.2), "mfma.32x32x16" then "mfma.16x16x32" (CDNA3
    # v_mfma_f32_*_fp8_fp8 and its bf8 mixes).
    fp8_products: tuple[str, ...] = ()
    # How a loop's operand tiles stream into shared memory ahead of their use (the loops of
    # kgen.lower.product: a GEMM's K, attention's keys), a kgen.passes.pipeline protocol:
    # "cp.async" (16-byte global -> shared copies that complete in commit groups: sm_80 and
    # later, PTX ISA 9.7.9.25.3), "registers" (global loads into VGPRs a step ahead, written to LDS after the
    # step's work: CDNA, which has no global -> LDS copy of 16 bytes before gfx950), or ""
    # (staged synchronously).
    stream_copy: str = ""
    # The general product lowering's streams of wgmma operands (swizzled tiles, which a TMA box
    # writes as they are) move by TMA from a producer warpgroup over an mbarrier ring (kgen.
    # specialize), not by `stream_copy`: sm_90a (PTX ISA, "cp.async.bulk.tensor").
    stream_tma: bool = False
    # Thread-block clusters: the most CTAs one may hold, for a schedule's `cluster N` (0: none).
    # sm_90: 8 is the portable cluster size (CUDA Programming Guide, "Thread Block Clusters";
    # 16 only with cudaFuncAttributeNonPortableClusterSizeAllowed, which kgen does not set).
    clusters: int = 0
    # Bits of the widest single global or shared load/store a thread may issue; the lowering
    # splits or caps every vector access by it (kgen.lower.program's vector width). NVIDIA sm_80 and
    # sm_90a: 128, ld/st .v4 of .b32 (PTX ISA 5.4.3 "Vectors": vectors of more than 128 bits
    # are not allowed; PTX ISA 9.7.9.8 "ld": .v8.b32 / .v4.b64, 256 bits, need sm_100 or
    # higher, which ptxas reports as "256 bit wide load/store requires sm_100"). sm_100a: 256
    # for global memory (max_shared_vector_bits 128). CDNA2 and
    # CDNA3: 128, GLOBAL_LOAD_DWORDX4 / GLOBAL_STORE_DWORDX4 are the widest global accesses
    # (CDNA3 ISA 10 "Flat, Scratch and Global Instructions", CDNA2 ISA likewise) and
    # DS_READ_B128 / DS_WRITE_B128 the widest LDS ones (CDNA3 ISA 11 "Data Share Operations").
    max_vector_bits: int = 0
    # The same for shared memory where it is narrower (0: max_vector_bits): sm_100a's 256-bit
    # accesses are global only (ptxas 13: "global state space expected for feature '256 bit
    # wide load/store'").
    max_shared_vector_bits: int = 0
    # The longest reduced axis of known extent one thread holds whole, summing it in registers
    # (kgen.lower.plan; 0: spread over lanes like any axis). NVIDIA: 16, a 3x3 stencil's taps
    # padded to a power of two (64 f32 beside a 4-wide vector; 70 registers for conv3x3 on
    # sm_90a, ptxas). CDNA: 0, each tap's uniform offset and bounds mask are a wave's scalars,
    # and 16 taps need about 120 SGPRs where a wave has 102 (CDNA3 ISA guide, 3.3 "Scalar
    # General-Purpose Registers"), which kgen does not spill.
    in_thread_reduction: int = 0
    # The 8-bit float formats (kgen.tile.fp8) the target converts to and from f32 in hardware
    # and multiplies in its matrix units; a kernel naming another is refused at the name.
    # sm_90a: the OCP pair, cvt .e4m3x2/.e5m2x2 and wgmma .e4m3/.e5m2 (PTX ISA 9.7.9.21
    # "cvt", sm_89 and later; 9.7.15.5.2); sm_100a the same conversions, tcgen05 .kind::f8f6f4
    # and mma.sync .m16n8k32 (9.7.16.10.9, 9.7.14.5.14). gfx942: the FNUZ pair, V_CVT_PK_FP8_F32 /
    # V_CVT_PK_BF8_F32 and the fp8/bf8 MFMAs (CDNA3 ISA 7.2 and 7.1; OCP encodings come
    # with gfx950: gfx950's are the OCP pair, MLIR AMDGPUToROCDL's hasOcpFp8, under the same
    # mnemonics and MFMAs). sm_80 (no conversion before sm_89) and gfx90a (CDNA2): none.
    fp8: tuple[str, ...] = ()
    # NVIDIA: the compute capability the code is for, and whether it runs on that one only: an
    # "a" target's architecture-specific features (wgmma, tcgen05) run on exactly its
    # compute capability, a plain sm_XY's code on XY and on the later minor versions of X
    # (PTX ISA, "Target ISA notes" of .target: sm_90a / sm_100a; CUDA Programming Guide,
    # "Binary Compatibility").
    compute_capability: tuple[int, int] = ()
    arch_specific: bool = False

    def runs_on(self, cc: tuple[int, int]) -> bool:
        """Whether this NVIDIA target's code runs on a device of compute capability cc."""
        if not self.compute_capability:
            return False
        if self.arch_specific:
            return cc == self.compute_capability
        return cc[0] == self.compute_capability[0] and cc[1] >= self.compute_capability[1]

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
           ptx_version="7.8", description="NVIDIA Ampere (A100)", compute_capability=(8, 0),
           tile_products=("mma.m16n8k16",), stream_copy="cp.async", max_vector_bits=128,
           in_thread_reduction=16),
    Target("sm_90a", "nvidia", 32, 1024, 227 * 1024, "wgmma", "TMA + mbarrier",
           ptx_version="8.0", description="NVIDIA Hopper (H100, H200)", wgmma=True,
           compute_capability=(9, 0), arch_specific=True,
           tile_products=("wgmma.m64nNk16", "mma.m16n8k16"), stream_copy="cp.async",
           stream_tma=True, max_vector_bits=128, in_thread_reduction=16,
           fp8=("e4m3", "e5m2"), fp8_products=("wgmma.m64nNk32",), clusters=8),
    # Blackwell: tile products of 128 rows a warpgroup on tcgen05.mma (M 128, accumulators in
    # tensor memory: kgen.lower.tcgen05), fed by TMA from a producer warpgroup as on sm_90a
    # (cp.async where a row pitch rules TMA out); smaller tiles take sm_80's mma.sync
    # (docs/new_chips.md); wgmma is sm_90a's alone (PTX ISA, wgmma "Target ISA notes").
    # PTX ISA 8.6 is the first with sm_100a (ptxas 13.0 refuses .target sm_100a with
    # .version 8.5, and every tcgen05 instruction with plain sm_100); 8.8 the first with its
    # 256-bit global loads and stores (ld / st .v8.b32: ptxas 13 "requires PTX ISA .version
    # 8.8 or later", and "global state space expected").
    Target("sm_100a", "nvidia", 32, 1024, 227 * 1024, "tcgen05 (M 128), mma.sync",
           "cp.async", ptx_version="8.8", description="NVIDIA Blackwell (B200)",
           compute_capability=(10, 0), arch_specific=True,
           tile_products=("tcgen05.m128nNk16", "mma.m16n8k16"), stream_copy="cp.async",
           stream_tma=True, max_vector_bits=256, max_shared_vector_bits=128,
           in_thread_reduction=16, fp8=("e4m3", "e5m2"),
           fp8_products=("tcgen05.m128nNk32", "mma.m16n8k32")),
    Target("gfx90a", "amd", 64, 1024, 64 * 1024, "MFMA", "global -> VGPR -> LDS",
           llvm_min=18, description="AMD CDNA2 (MI200)", mfma_spelling="cdna2",
           wait_states=CDNA2_WAITS, unified_vgprs=True,
           tile_products=("mfma.32x32x8", "mfma.16x16x16"),
           stream_copy="registers", max_vector_bits=128),
    Target("gfx942", "amd", 64, 1024, 64 * 1024, "MFMA (incl. fp8)", "global -> VGPR -> LDS",
           llvm_min=18, description="AMD CDNA3 (MI300)", mfma_spelling="cdna3",
           wait_states=CDNA3_WAITS, unified_vgprs=True,
           tile_products=("mfma.32x32x8", "mfma.16x16x16"),
           stream_copy="registers", max_vector_bits=128, fp8=("e4m3fnuz", "e5m2fnuz"),
           fp8_products=("mfma.32x32x16", "mfma.16x16x32")),
    Target("gfx950", "amd", 64, 1024, 160 * 1024, "MFMA (32x32x16, 16x16x32)",
           # llvm_min 20: the first LLVM release after gfx950's support landed upstream (late
           # 2024); only llvm-mc 22 was at hand to check, older ones are not tried
           "global -> VGPR -> LDS", llvm_min=20, description="AMD CDNA4 (MI350)",
           mfma_spelling="cdna4", wait_states=CDNA4_WAITS, unified_vgprs=True,
           tile_products=("mfma.32x32x16.b16", "mfma.16x16x32.b16"),
           stream_copy="registers", max_vector_bits=128, fp8=("e4m3", "e5m2"),
           fp8_products=("mfma.32x32x64", "mfma.16x16x128", "mfma.32x32x16",
                         "mfma.16x16x32")),
)}

# What each capability stage means for `kgen targets` and the README.
CAPABILITIES = ("emits", "assembles", "runs on emulator", "validated on a GPU")
STATUS: dict[str, tuple[str, ...]] = {
    "sm_80": ("emits", "assembles", "runs on emulator"),
    # Every example on an H100 beside the emulator (benchmarks/results/gpu_check.txt, 2026-11-24).
    "sm_90a": ("emits", "assembles", "runs on emulator", "validated on a GPU"),
    # No B200 has run kgen's code: the emulator's verdicts only.
    "sm_100a": ("emits", "assembles", "runs on emulator"),
    "gfx90a": ("emits", "assembles", "runs on emulator"),
    "gfx942": ("emits", "assembles", "runs on emulator"),
    # No MI350 / MI355X has run kgen's code: the emulator's verdicts only.
    "gfx950": ("emits", "assembles", "runs on emulator"),
}


def get_target(name: str, span=None) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        hint = did_you_mean(name, TARGETS) or f"known targets: {', '.join(TARGETS)}"
        raise TargetError(f"unknown target '{name}'", span, hint=hint) from None


# ---- the machines behind the targets, for `kgen bench`'s estimates ------------------------------

@dataclass(frozen=True)
class Machine:
    """One product a target runs on, with the numbers a roofline and an occupancy need. Every
    number cites its primary source at the table below; a derived one says how it is derived.

    Occupancy limits are per SM (NVIDIA) or per SIMD (AMD: a CU has 4 SIMDs, a workgroup's waves
    are spread over them)."""
    product: str
    units: int                   # SMs (NVIDIA) or CUs (AMD)
    clock_mhz: int               # boost / peak engine clock
    dram_gbs: float              # peak DRAM bandwidth, GB/s (10^9 bytes)
    matrix_tflops: tuple[tuple[str, float], ...]  # dense matrix throughput per input dtype
    vector_f32_tflops: float     # non-matrix f32 FMA throughput (2 FLOPs per FMA)
    # occupancy: warps (waves) resident per SM (SIMD), blocks per SM, registers, shared memory
    max_warps: int
    max_blocks: int | None       # None: no limit of its own is modelled (AMD)
    registers: int               # 32-bit registers per SM (NVIDIA); VGPRs per lane per SIMD (AMD)
    register_granule: int        # registers allocated per warp in units of this (per lane, AMD)
    shared_per_unit: int         # shared memory / LDS per SM (CU), bytes
    shared_reserved: int = 0     # bytes the system takes per block (NVIDIA cc >= 8.0: 1 KiB)
    # Warp (wave) instructions an SM (CU) issues per clock at best: NVIDIA's SM has four
    # partitions, each with one warp scheduler dispatching one instruction per clock (A100 and
    # H100 architecture whitepapers, "SM architecture"). AMD: derived, a CU's four SIMD16 units
    # each take 4 cycles over a wave64 vector instruction (CDNA2/CDNA3 ISA guides, section 1),
    # so one wave instruction per clock per CU (scalar and memory issue beside it is ignored).
    issue_per_clock: int = 4
    # Dies with an L2 of their own that take a launch's blocks in turn (block i on die i mod
    # P); 1 where one L2 serves every SM (CU). kgen.lower.raster gives each die consecutive
    # tiles.
    l2_dies: int = 1
    # Special-function results (ex2, lg2, rcp, rsqrt, sin, cos: MUFU) per clock per SM: 16 on
    # compute capability 8.0 and 9.0 (CUDA C++ Programming Guide, "Arithmetic Instructions",
    # the throughput table's row for 32-bit reciprocal, reciprocal square root, base-2
    # logarithm and exponential, sine and cosine). None: not modelled (AMD).
    special_per_clock: int | None = None

    def matrix(self, dtype: str) -> float | None:
        """matrix("bf16") on the sm_90a machine is 989.4 (TFLOP/s, dense)."""
        return dict(self.matrix_tflops).get(dtype)


MACHINES: dict[str, Machine] = {
    # NVIDIA A100 SXM4 80GB. Bandwidth 2,039 GB/s, BF16/FP16 Tensor Core 312 TFLOPS dense (624
    # with sparsity), FP32 19.5 TFLOPS: "NVIDIA A100 Tensor Core GPU" datasheet (table
    # "Specifications", A100 80GB SXM). 108 SMs and the 1410 MHz boost clock: "NVIDIA A100 Tensor
    # Core GPU Architecture" whitepaper (Table 3, A100 column). Occupancy (compute capability
    # 8.0): 64 warps, 32 blocks, 64K registers and 164 KB shared memory per SM, 1 KB reserved
    # per block: CUDA C++ Programming Guide, "Technical Specifications per Compute Capability"
    # and "Compute Capability 8.x / Shared Memory". Registers are allocated 256 per warp (the
    # CUDA Occupancy Calculator's "register allocation unit size").
    "sm_80": Machine("A100 SXM4 80GB", 108, 1410, 2039.0,
                     (("bf16", 312.0), ("f16", 312.0)), 19.5,
                     64, 32, 65536, 256, 164 * 1024, 1024, special_per_clock=16),
    # NVIDIA H100 SXM5 80GB. Bandwidth 3.35 TB/s, BF16/FP16 Tensor Core 1,979 TFLOPS with
    # sparsity (989.4 dense: the datasheet's footnote halves it), FP32 67 TFLOPS: "NVIDIA H100
    # Tensor Core GPU" datasheet (H100 SXM column). 132 SMs: "NVIDIA H100 Tensor Core GPU
    # Architecture" whitepaper (H100 SXM5 column). Clock 1830 MHz: derived, the clock at which
    # 132 SMs x 4096 dense BF16 FLOP per clock (the whitepaper's per-SM rate) give the
    # datasheet's 989.4. Occupancy (compute capability 9.0): 64 warps, 32 blocks, 64K registers,
    # 228 KB shared memory per SM, 1 KB reserved per block: CUDA C++ Programming Guide, as above.
    # FP8 Tensor Core 3,958 TFLOPS with sparsity, 1,978.9 dense (the same footnote), E4M3 and
    # E5M2 alike: the datasheet's FP8 row.
    "sm_90a": Machine("H100 SXM5 80GB", 132, 1830, 3350.0,
                      (("bf16", 989.4), ("f16", 989.4), ("e4m3", 1978.9), ("e5m2", 1978.9)),
                      67.0,
                      64, 32, 65536, 256, 228 * 1024, 1024, special_per_clock=16),
    # NVIDIA HGX B200 (1000 W). Dense BF16/FP16 Tensor Core 2.25 PFLOPS (4.5 with sparsity),
    # FP32 75 TFLOPS, HBM3e 7.7 TB/s: NVIDIA's HGX B200 specification table (the Blackwell
    # Technical Brief says 80 TFLOPS FP32 and 8 TB/s). 148 SMs (two dies of 74): the driver's
    # count as published (NVIDIA's documents give none). Clock 1856 MHz: derived, the clock at
    # which 148 SMs x 8192 dense BF16 FLOP a clock give 2.25 PFLOPS. NVIDIA publishes neither
    # a clock nor the per-SM rate: 2.25 PFLOPS over 148 SMs at the measured 1965 MHz maximum
    # is 7,737 a clock, whose power of two (the per-SM rates of the A100 and H100 whitepapers
    # are powers of two, 2048 and 4096) is 8192. Occupancy (compute capability 10.0): 64
    # warps, 32 blocks, 64K registers (256 a warp), 228 KB shared memory per SM, 227 KB a
    # block (ptxas 13.0 -arch=sm_100a enforces 232,448 bytes), 1 KB reserved per block:
    # NVIDIA Blackwell Tuning Guide, 1.4.1.1 and 1.4.2.3, and CUDA 13.0's cuda_occupancy.h.
    # L2: two partitions, one a die, a line's by its address (Tuning Guide 1.4.2.2), not by
    # the block that asks: one L2 here (kgen.lower.raster's dies are by block). Special
    # functions 16 a clock per SM as on 9.0 (the Programming Guide's throughput table at hand
    # has no 10.0 column; FlashAttention-4's authors state 16 for B200).
    # FP8 dense 4.5 PFLOPS (9 with sparsity): the same specification table's FP8/FP6 row.
    "sm_100a": Machine("B200 (HGX, 1000 W)", 148, 1856, 7700.0,
                       (("bf16", 2250.0), ("f16", 2250.0), ("e4m3", 4500.0),
                        ("e5m2", 4500.0)), 75.0,
                       64, 32, 65536, 256, 228 * 1024, 1024, special_per_clock=16),
    # AMD Instinct MI210 (CDNA2). 104 CUs, peak engine clock 1700 MHz, peak memory bandwidth
    # 1.6 TB/s (1638.4 GB/s), FP16 and BF16 matrix 181.0 TFLOPs, FP32 vector 22.6 TFLOPs: "AMD
    # Instinct MI210 Accelerator" datasheet. Occupancy: 8 waves per SIMD, 512 VGPRs per lane per
    # SIMD (ArchVGPRs and AGPRs from one file), allocated in granules of 8, 64 KiB LDS per CU:
    # AMD CDNA2 Instruction Set Architecture guide (sections 1 and 3) and LLVM AMDGPUUsage
    # (gfx90a: "unified VGPR file", VGPR allocation granule 8). No limit on workgroups per CU
    # of its own is modelled: the waves and LDS per CU bound kgen's workgroups here.
    "gfx90a": Machine("Instinct MI210", 104, 1700, 1638.4,
                      (("bf16", 181.0), ("f16", 181.0)), 22.6,
                      8, None, 512, 8, 64 * 1024, issue_per_clock=1),
    # AMD Instinct MI300X (CDNA3). 304 CUs, peak engine clock 2100 MHz, peak memory bandwidth
    # 5.3 TB/s, FP16 and BF16 matrix 1307.4 TFLOPs dense (2614.9 with sparsity), FP32 vector
    # 163.4 TFLOPs: "AMD Instinct MI300X Accelerator" datasheet. Occupancy as gfx90a: AMD CDNA3
    # Instruction Set Architecture guide and LLVM AMDGPUUsage (gfx942). 8 XCDs (38 CUs each),
    # each with a local L2: ROCm AMD SMI docs, "GPU partitioning" (architecture background);
    # in the single-partition mode a dispatch's workgroups go to the XCDs round-robin: ROCm docs,
    # "AMD Instinct MI300X workload optimization" (the XCD section of the Triton tuning part).
    # FP8 matrix 2614.9 TFLOPs dense (5229.8 with sparsity): the same datasheet (its FNUZ
    # formats).
    "gfx942": Machine("Instinct MI300X", 304, 2100, 5300.0,
                      (("bf16", 1307.4), ("f16", 1307.4), ("e4m3fnuz", 2614.9),
                       ("e5m2fnuz", 2614.9)), 163.4,
                      8, None, 512, 8, 64 * 1024, issue_per_clock=1, l2_dies=8),
    # AMD Instinct MI355X (CDNA4). 256 CUs (32 per XCD, 8 XCDs), 160 KiB LDS per CU: ROCm docs,
    # "AMD GPU specifications" (MI355X row). FP16/BF16 matrix 2.5 PFLOPs dense: the ROCm blog
    # "Matrix Core Programming on AMD CDNA3 and CDNA4" (its table of peak rates); 2516.6 is 256
    # CUs x 4 SIMDs x 1024 FLOPs a clock (a 16x16x32 f16 MFMA, 16,384 FLOPs, every 16 cycles:
    # SISchedule's 4 passes) x 2.4 GHz. Peak clock 2400
    # MHz and HBM3E 8 TB/s: AMD's Hot Chips 2025 presentation as reported, not read here from a
    # datasheet (none was at hand). FP32 vector 78.6 TFLOPs: derived, 256 CUs x 64 lanes x 2
    # FLOPs (v_fma_f32) x 2.4 GHz. Occupancy as gfx942 (LLVM: 8 waves a SIMD, 512 unified VGPRs).
    # FP8 5033.2: derived the same way, a 32x32x64 f8f6f4 MFMA (131,072 FLOPs) every 64 cycles
    # (SISchedule's 16 passes), 2048 FLOPs a clock a SIMD, twice the 16-bit rate (the blog's
    # table: 5 PFLOPs); kgen reaches it on K chunks of 64 and more (the f8f6f4 MFMAs).
    "gfx950": Machine("Instinct MI355X", 256, 2400, 8000.0,
                      (("bf16", 2516.6), ("f16", 2516.6), ("e4m3", 5033.2), ("e5m2", 5033.2)),
                      78.6,
                      8, None, 512, 8, 160 * 1024, issue_per_clock=1, l2_dies=8),
}
