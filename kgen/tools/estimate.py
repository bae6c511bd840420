"""A speed estimate that predicts the GPU: from a launch's counts, its machine code and the machine.

`kgen bench` on the emulator and `kgen tune` without a GPU rank by it. What it reads:
- the counts of an emulated launch (kgen.sim.counters; a sampled launch scaled up by programs
  and loop trips): warp instructions per kind, global bytes moved, product FLOPs;
- the machine code: on NVIDIA the SASS ptxas made (nvdisasm), for the instructions the SMs
  really issue per PTX instruction and whether ptxas serialized the wgmma pipeline; on AMD
  kgen's own text, which is the machine code;
- the machine (kgen.target.targets.MACHINES): SMs (CUs), clock, DRAM bandwidth, matrix peak,
  and the occupancy the registers and shared memory allow.

The time is a launch's fixed cost, plus the largest of six throughput terms (each a lower
bound one resource sets; the largest is the bound reported), plus one program's own latency
(the first wave cannot stream before its first loads return, the last one drains after):
  memory   compulsory bytes (each tensor once) at the DRAM's copy bandwidth, plus every byte the
           kernel moves (re-reads included; all global traffic crosses the L2) at the L2's;
  issue    the busiest SM's warp instructions (SASS) at what its resident warps can issue: four
           per clock at most (one per scheduler), one per `warp_cpi` clocks per warp;
  shared   the busiest SM's shared-memory wavefronts, one per clock (32 banks of 4 bytes);
  special  the busiest SM's special-function lanes (exp, log, rcp, sin...) at the machine's
           rate (NVIDIA: 16 a clock);
  latency  waves x dependent round trips to memory a program makes x the memory latency: a
           kernel with few programs, or one that walks its row in many trips, waits, whatever
           its bandwidth (Little's law seen from the program);
  matrix   product FLOPs at the matrix peak, or at the fraction `serialized` of it when ptxas
           serialized the wgmma pipeline (every HGMMA group waited for in full).
The constants the documents do not give (the costs of a launch, the memory latency, the L2's
bandwidth, a warp's clocks per instruction, the serialized fraction) are CALIBRATED: fitted on
the GPU times recorded in benchmarks/results/gpu_check*.txt by benchmarks/estimate_error.py,
which reports the error per kernel, also with each kernel left out of the fit. They are an
H100's; other machines take them with their own clocks, bandwidths and SM counts: an estimate,
labelled so.

The largest term stands for all of them: the model assumes the other resources work under the
one that bounds. The recorded kernels each have one clear bound, so the data cannot test that
assumption where terms are close (a flash attention: matrix, issue and memory within 1.3x); the
prediction also carries the time if nothing overlapped (`serial_us`, the terms added), and
the truth lies between the two.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace

from ..target.occupancy import occupancy
from ..target.targets import MACHINES, TARGETS


@dataclass(frozen=True)
class Calibration:
    """The model's constants that no document gives, fitted (see the module doc)."""
    launch_us: float        # a launch's fixed cost
    latency_ns: float       # one dependent round trip to global memory
    warp_cpi: float         # clocks between one warp's instructions (dependences, not issue)
    l2_tbs: float           # L2 bandwidth for all global traffic, TB/s
    serialized: float       # matrix throughput, fraction of peak, of a serialized wgmma pipeline
    dram_fraction: float    # copy bandwidth / datasheet peak: measured, not fitted

    FITTED = ("launch_us", "latency_ns", "warp_cpi", "l2_tbs", "serialized")


# Fitted by benchmarks/estimate_error.py on the H100 times of benchmarks/results/gpu_check.txt
# and gpu_check_rerun.txt (kgen b760a11, 2026-11-24); the result, with the error per kernel, is
# benchmarks/results/estimate_error.txt. dram_fraction: the device-to-device copy those files
# measured (2,982 and 2,949 GB/s) over the datasheet's 3,350 GB/s.
CALIBRATION = Calibration(launch_us=3.48, latency_ns=549.0, warp_cpi=2.38, l2_tbs=15.5,
                          serialized=0.497, dram_fraction=0.885)


@dataclass(frozen=True)
class Counts:
    """One full launch as the estimate sees it."""
    target: str
    threads: int               # per program
    shared_bytes: int          # per program
    registers: int | None      # per thread, from the assembler (None: not limiting)
    programs: int
    tiles: int                 # tiles computed: programs, or more for a persistent kernel
    instructions: float        # warp instructions of the whole launch, as kgen wrote them
    global_loads: float        # warp global-load instructions of the whole launch
    global_bytes: float        # bytes the whole launch moves to and from global memory
    wavefronts: float          # shared-memory wavefronts of the whole launch (bank model)
    special: float             # warp special-function instructions of the whole launch
    compulsory_bytes: int      # each tensor read or written once
    flops: int
    dtype: str | None
    code: "CodeFacts"
    # The device's measured device-to-device copy bandwidth, GB/s (read + write), where a GPU
    # run recorded one: one target is several devices (sm_90a: an H100 at 3.35 TB/s, an H200 at
    # 4.8 by their datasheets), and the machine table holds one of them. None: the table's.
    copy_gbs: float | None = None
    # Launches the counts are of: 2 for a split reduction (kgen.lower.split), its parts and
    # its fold, one after the other on one stream; each pays the launch's fixed cost.
    launches: int = 1


@dataclass(frozen=True)
class CodeFacts:
    """What the machine code says about one function."""
    issued_per_written: float  # machine instructions per instruction of kgen's text (static)
    loads_per_round: float     # global loads issued together (one basic block's), on average
    serialized: bool           # ptxas waits for every wgmma group in full (SASS)


@dataclass(frozen=True)
class Prediction:
    us: float
    terms: dict                # throughput term -> microseconds
    launch_us: float
    program_us: float          # one program's own latency, beside the throughput terms

    @property
    def serial_us(self) -> float:
        """The time if no two resources overlapped: every term added."""
        return self.launch_us + sum(self.terms.values()) + self.program_us

    @property
    def bound(self) -> str:
        return max(self.terms, key=self.terms.get)


def predict(c: Counts, cal: Calibration = CALIBRATION) -> Prediction:
    """The estimated time of launch c (see the module doc for the terms)."""
    m = MACHINES[c.target]
    target = TARGETS[c.target]
    occ = occupancy(target, c.threads, c.registers or 0, c.shared_bytes)
    per_unit = max(occ.blocks, 1)
    warps = -(-c.threads // target.wave)
    busiest = -(-c.programs // m.units)                  # programs on the busiest SM (CU)
    waves = -(-c.programs // (m.units * per_unit))
    resident = min(per_unit, busiest) * warps
    clock = m.clock_mhz * 1e6
    per_program = c.instructions / max(c.programs, 1) * c.code.issued_per_written
    issue_rate = min(m.issue_per_clock, resident / cal.warp_cpi)     # warp instructions / clock
    rounds = c.global_loads / max(c.programs * warps, 1) / max(c.code.loads_per_round, 1.0)
    peak = m.matrix(c.dtype) if c.dtype else None
    matrix = 0.0
    if c.flops and peak:
        matrix = c.flops / (peak * 1e12 * (cal.serialized if c.code.serialized else 1.0)) * 1e6
    terms = {
        "memory": (c.compulsory_bytes / ((c.copy_gbs or m.dram_gbs * cal.dram_fraction) * 1e9)
                   + c.global_bytes / (cal.l2_tbs * 1e12)) * 1e6,
        "issue": per_program * busiest / issue_rate / clock * 1e6,
        # One wavefront a clock: 32 banks of 4 bytes (CUDA C++ Programming Guide, "Shared
        # Memory", compute capability 5.x and later; CDNA3 ISA guide, "Local Data Share": 32
        # banks of a DWORD each, one access per bank per clock).
        "shared": c.wavefronts / max(c.programs, 1) * busiest / clock * 1e6,
        "special": (c.special * target.wave / m.special_per_clock / max(c.programs, 1)
                    * busiest / clock * 1e6 if m.special_per_clock else 0.0),
        "latency": waves * math.ceil(rounds) * cal.latency_ns * 1e-3,
        "matrix": matrix,
    }
    # Fill and drain: one tile's own latency (a persistent program's other tiles overlap).
    per_tile = max(c.tiles, c.programs) / max(c.programs, 1)
    program = (rounds * cal.latency_ns * 1e-3
               + per_program / warps * cal.warp_cpi / clock * 1e6) / per_tile
    launch = cal.launch_us * c.launches
    return Prediction(launch + max(terms.values()) + program, terms, launch, program)


def from_sample(target: str, threads: int, shared_bytes: int, registers: int | None,
                programs: int, tiles: int, scale: float, instructions: int, kinds: dict,
                global_bytes: int, wavefronts: int, compulsory_bytes: int, flops: int,
                dtype: str | None, code: CodeFacts, launches: int = 1) -> Counts:
    """Counts of a full launch of `programs` programs (`tiles` tiles) from an emulated sample
    of it (`kgen tune`'s sampled sizes): its counts times `scale`, the full launch's tiles over
    the sample's times the loop trips the sample cut. launches: 2 for a split reduction's."""
    return Counts(target, threads, shared_bytes, registers, programs, tiles,
                  instructions * scale, kinds.get("global load", 0) * scale,
                  global_bytes * scale, wavefronts * scale,
                  kinds.get("special function", 0) * scale, compulsory_bytes, flops, dtype, code,
                  launches=launches)


# A matrix instruction's shape in its name: PTX `.m16n8k16` (mma.sync, a warp's; wgmma, a
# warpgroup's: PTX ISA 9.7.14 and 9.7.15), AMDGCN `_32x32x8` (v_mfma, a wave's: CDNA3 ISA 7.1).
_SHAPE = re.compile(r"\.m(\d+)n(\d+)k(\d+)|^v_mfma_\w+?_(\d+)x(\d+)x(\d+)")


def executed_flops(opcodes: dict) -> int:
    """FLOPs the matrix instructions of a run did, padding included, from {opcode: warp
    instructions}. The emulator counts an instruction once per warp that executes it, and a
    wgmma's four warps execute one product together: each counts a quarter of it. A
    tcgen05.mma's shape is in its instruction descriptor, not its name: the emulator counts
    each MMA it performs once more, under `tcgen05.mma.m{M}n{N}k{K}` (kgen.sim.ptx_tcgen05)."""
    total = 0
    for op, n in opcodes.items():
        if not op.startswith(("mma.", "wgmma.mma_async", "v_mfma", "tcgen05.mma.m")):
            continue
        m = _SHAPE.search(op)
        if m is None:
            continue
        dims = [int(x) for x in m.groups() if x is not None]
        flops = 2 * dims[0] * dims[1] * dims[2]
        total += n * (flops // 4 if op.startswith("wgmma") else flops)
    return total


# ---- the machine code --------------------------------------------------------------------------

_PTX_ENTRY = re.compile(r"\.entry\s+(\w+)")
_LABEL = re.compile(r"^[$.\w]+:$")
_LOADS = ("ld.global", "global_load", "buffer_load", "flat_load")
_BRANCHES = ("bra", "s_branch", "s_cbranch")


def _ptx_code(text: str, function: str) -> list[tuple[str, str]]:
    """(op, line) of an entry's instructions and labels ("label", name), comments and
    declarations left out; a guard (@%p) is not part of the op."""
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if (m := _PTX_ENTRY.search(ln))
                  and m.group(1) == function), None)
    out: list[tuple[str, str]] = []
    for ln in lines[len(lines) if start is None else start:]:
        if ln.startswith("}"):
            break
        s = ln.split("//")[0].strip()
        if _LABEL.match(s):
            out.append(("label", s[:-1]))
        elif s.endswith(";") and not s.startswith((".", "{", "}")):
            words = s.split()
            out.append((words[1] if words[0].startswith("@") else words[0], s))
    return out


def _code(text: str, function: str, nvidia: bool) -> list[tuple[str, str]]:
    """(op, text) of one function's instructions and labels ("label"): PTX read here, AMDGCN
    as its wait verifier reads it (kgen.verify.amd.kernel_code)."""
    if nvidia:
        return _ptx_code(text, function)
    from ..verify.amd import kernel_code
    return [(c[1], c[2]) for c in kernel_code(text, function)]


def loads_per_round(code: list[tuple[str, str]]) -> float:
    """Global loads per basic block that has any: a block's loads are issued together and wait
    for memory once; a new block (a loop's next trip, a branch) is a new round."""
    groups, current = [], 0
    for op, _ in code:
        if op == "label" or op.startswith(_BRANCHES):
            if current:
                groups.append(current)
            current = 0
        elif op.startswith(_LOADS):
            current += 1
    if current:
        groups.append(current)
    return sum(groups) / len(groups) if groups else 1.0


def code_facts(text: str, target: str, function: str, sass=None) -> CodeFacts:
    """CodeFacts of `function` in kgen's text; sass: its kgen.assemble.sass.SassFacts (NVIDIA),
    None where the text is the machine code (AMD) or no SASS was read."""
    code = _code(text, function, TARGETS[target].is_nvidia)
    written = sum(op != "label" for op, _ in code)
    ratio = sass.instructions / written if sass is not None and written else 1.0
    serialized = bool(sass is not None and sass.hgmma and not sass.partial_waits)
    return CodeFacts(ratio, loads_per_round(code), serialized)


# ---- calibration --------------------------------------------------------------------------------

def loss(cal: Calibration, rows: list[tuple[Counts, float]]) -> float:
    """Mean squared log error of the predictions against measured microseconds."""
    return sum(math.log(predict(c, cal).us / us) ** 2 for c, us in rows) / max(len(rows), 1)


# What each fitted constant may be: a warp issues at most one instruction a clock, a serialized
# pipeline is not faster than the peak; the other bounds are wide around a GPU's known orders
# of magnitude (microseconds a launch, hundreds of nanoseconds to memory, TB/s for an L2).
BOUNDS = {"launch_us": (0.5, 50.0), "latency_ns": (100.0, 5000.0), "warp_cpi": (1.0, 64.0),
          "l2_tbs": (1.0, 100.0), "serialized": (0.05, 1.0)}


def fit(rows: list[tuple[Counts, float]], start: Calibration = CALIBRATION,
        rounds: int = 200) -> Calibration:
    """The constants within BOUNDS that minimise `loss`: coordinate descent in log space, each
    round moving the one constant (by a factor step^+-1..8) that lowers the loss most, the step
    halving in log when no move helps. Deterministic; a handful of constants, a few dozen rows."""
    cal, best = start, loss(start, rows)
    step = 2.0
    for _ in range(rounds):
        trials = []
        for name in Calibration.FITTED:
            lo, hi = BOUNDS[name]
            for k in (1, 2, 4, 8):
                for f in (step ** k, step ** -k):
                    v = min(max(getattr(cal, name) * f, lo), hi)
                    trial = replace(cal, **{name: v})
                    trials.append((loss(trial, rows), trial))
        err, trial = min(trials, key=lambda t: t[0])
        if err < best - 1e-12:
            cal, best = trial, err
        else:
            step = math.sqrt(step)
            if step < 1.001:
                break
    return cal
