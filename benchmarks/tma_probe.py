"""TMA boxes of rank 1 to 5 on hand-written PTX: the emulator's model against NumPy, and, through
gpu_check, against the hardware.

One warp: lane 0 initialises an mbarrier, arms it with the box's bytes and issues one
`cp.async.bulk.tensor.Nd` of a bf16 box (zero fill wherever the box leaves the tensor, in any
dimension); after the wait every lane copies the shared bytes to `out` as they lie, swizzle
included. `expected` computes those bytes from the tensor alone: which global element each box
element is (coordinates innermost first, the box dense in shared memory with its innermost
dimension fastest: PTX ISA, "Tensor Access Modes: Tile mode") and where the 128/64/32-byte
swizzle puts each 16-byte chunk (CUDA Programming Guide, "The Swizzle Modes": the chunk index
XORed with the row of the swizzle span's pattern). It shares nothing with the emulator's
`_tma_box`, and the GPU is the arbiter of both.

The GPU had one surprise (H100, 2026-11-24): a 1-D box that leaves the tensor is not zero-filled
but stops the kernel (CUDA_ERROR_ILLEGAL_INSTRUCTION), with or without a swizzle; 1-D boxes
inside the tensor and boxes of rank 2 to 5 cut in any dimension are filled as documented. The
emulator refuses such a 1-D copy (tests/sim/test_tma_nd.py); `FAULTS` keeps the case.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Case:
    name: str
    dims: tuple[int, ...]      # innermost first
    box: tuple[int, ...]
    swizzle: int
    coords: tuple[int, ...]

    @property
    def box_bytes(self) -> int:
        return 2 * int(np.prod(self.box))


# Box bytes are multiples of 128 (the copy-out loop moves 128 bytes a step).
CASES = (
    Case("1-D, inside", (304,), (64,), 0, (192,)),
    Case("3-D, cut in all three", (72, 10, 6), (64, 4, 8), 128, (16, 8, -2)),
    Case("4-D [B,H,T,D] head tile", (64, 100, 3, 2), (64, 64, 1, 1), 128, (0, 64, 2, 1)),
    Case("4-D, a head past the end", (64, 100, 3, 2), (64, 64, 1, 1), 128, (0, 0, 3, 1)),
    Case("5-D, 64-byte swizzle", (40, 6, 5, 3, 2), (32, 4, 2, 2, 1), 64, (16, 4, 4, 2, 1)),
)


# A copy the GPU faults on (see the module's docstring): not in CASES, which must all match.
FAULTS = (Case("1-D, the tail cut", (300,), (64,), 0, (270,)),)


def ptx(case: Case) -> str:
    """The kernel `tma_nd(map by value, u64 out, u32 c0 .. cN-1)`, for one warp."""
    rank, nbytes = len(case.dims), case.box_bytes
    params = ",\n".join(["\t.param .align 128 .b8 p_map[128]", "\t.param .u64 p_out"]
                        + [f"\t.param .u32 p_c{i}" for i in range(rank)])
    loads = "\n".join(f"\tld.param.u32 %r{20 + i}, [p_c{i}];" for i in range(rank))
    coords = ", ".join(f"%r{20 + i}" for i in range(rank))
    return f""".version 8.0
.target sm_90a
.address_size 64

.visible .entry tma_nd(
{params}
)
.maxntid 32, 1, 1
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<8>;
\t.shared .align 1024 .b8 smem[{nbytes + 8}];
\tmov.u32 %r1, smem;
\tadd.u32 %r2, %r1, {nbytes};
\tmov.u32 %r3, %tid.x;
\tsetp.eq.u32 %p1, %r3, 0;
\t@%p1 mbarrier.init.shared::cta.b64 [%r2], 1;
\tfence.mbarrier_init.release.cluster;
\tbar.sync 0;
\tcvta.param.u64 %rd1, p_map;
{loads}
\t@%p1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], {nbytes};
\t@%p1 cp.async.bulk.tensor.{rank}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes \
[%r1], [%rd1, {{{coords}}}], [%r2];
\tmov.u32 %r6, 0;
$L_wait:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], %r6;
\t@!%p2 bra $L_wait;
\tld.param.u64 %rd2, [p_out];
\tshl.b32 %r8, %r3, 2;
\tmov.u32 %r7, 0;
$L_copy:
\tadd.u32 %r10, %r7, %r8;
\tadd.u32 %r11, %r1, %r10;
\tld.shared.u32 %r12, [%r11];
\tcvt.u64.u32 %rd3, %r10;
\tadd.s64 %rd4, %rd2, %rd3;
\tst.global.u32 [%rd4], %r12;
\tadd.u32 %r7, %r7, 128;
\tsetp.lt.u32 %p3, %r7, {nbytes};
\t@%p3 bra $L_copy;
\tret;
}}
"""


def tensor(case: Case, seed: int = 0) -> np.ndarray:
    """The bf16 tensor (bit patterns), C order: shape outermost first. No zeros, so that a zero
    in the output can only be fill."""
    rng = np.random.default_rng(seed)
    return rng.integers(1, 1 << 15, size=tuple(reversed(case.dims)), dtype=np.uint16)


def expected(case: Case, x: np.ndarray) -> np.ndarray:
    """The shared bytes after the copy, as `out` holds them."""
    box = np.zeros(tuple(reversed(case.box)), np.uint16)
    for j in np.ndindex(*box.shape):                 # outermost first
        g = [c + i for c, i in zip(case.coords, reversed(j))]    # innermost first
        if all(0 <= gi < d for gi, d in zip(g, case.dims)):
            box[j] = x[tuple(reversed(g))]
    logical = box.reshape(-1).view(np.uint8)
    out = np.empty_like(logical)
    span = case.swizzle
    for at in range(0, logical.size, 16):
        row = (at // 128) % (span // 16) if span else 0
        dst = at ^ (row << 4)
        out[dst:dst + 16] = logical[at:at + 16]
    return out


def emulate(case: Case, x: np.ndarray) -> np.ndarray:
    """The bytes kgen's PTX emulator leaves in `out`."""
    from kgen.sim import GlobalMemory, Launch
    from kgen.sim.ptx import PtxModule
    from kgen.target.tensormap import TensorMapSpec, contiguous_strides, encode_sim
    mem = GlobalMemory()
    base = mem.add("x", x)
    tmap = encode_sim(TensorMapSpec(base, 2, case.dims, contiguous_strides(case.dims, 2),
                                    case.box, case.swizzle))
    out = mem.add("out", np.zeros(case.box_bytes, np.uint8))
    args = [tmap, out] + [np.uint32(c & 0xFFFFFFFF) for c in case.coords]
    PtxModule(ptx(case)).run("tma_nd", Launch((1, 1, 1), 32, args, mem))
    return mem.array("out")


def on_device(dev, case: Case, x: np.ndarray) -> np.ndarray:
    """The bytes the CUDA runtime's device (`kgen.runtime.cuda.CudaDevice`, or a stand-in)
    leaves in `out`: the map made the way kgen makes every map (CudaDevice.tensor_map)."""
    from kgen.lir import ops as L
    from kgen.assemble.driver import assemble
    from kgen.target.targets import TARGETS
    s = dev.stream()
    xt = dev.upload(x, "bf16", s)
    out = dev.upload(np.zeros(case.box_bytes // 4, np.uint32), "u32", s)
    try:
        slot = L.tensormap_slot("p_map", "bf16", "x", case.box, case.swizzle,
                                tuple(reversed(case.dims)))
        tmap = dev.tensor_map(slot, xt, {})
        binary, _ = assemble(ptx(case), TARGETS["sm_90a"])
        kernel = dev.core.ObjectCode.from_cubin(binary, name="tma_nd").get_kernel("tma_nd")
        config = dev.core.LaunchConfig(grid=(1, 1, 1), block=32, shmem_size=0)
        dev.core.launch(s, config, kernel, tmap, np.uint64(out.ptr),
                        *(np.uint32(c & 0xFFFFFFFF) for c in case.coords))
        got = np.zeros(case.box_bytes // 4, np.uint32)
        dev.download(out, got, s)
        return got.view(np.uint8)
    finally:
        dev.free(xt, s)
        dev.free(out, s)


def main(argv=None) -> int:
    """`python benchmarks/tma_probe.py [INDEX ..]`: the cases on this machine's GPU, each
    beside NumPy; one line each. A fault ends the process, so run one case per process to
    learn which fault."""
    import sys
    from kgen.runtime.device import pick_device
    dev = pick_device("cuda")
    picks = [int(a) for a in (argv if argv is not None else sys.argv[1:])] or \
        range(len(CASES))
    bad = 0
    for i in picks:
        case = CASES[i]
        x = tensor(case)
        got, want = on_device(dev, case, x), expected(case, x)
        ok = np.array_equal(got, want)
        bad += not ok
        print(f"{i} {case.name}: " + ("GPU = NumPy" if ok else
                                      f"GPU differs in {int((got != want).sum())} bytes"),
              flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    import sys
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))
    sys.exit(main())
