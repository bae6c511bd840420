"""GEMM evidence without a GPU: resources and main-loop instruction mix, kgen beside Triton.

    python benchmarks/gemm_evidence.py
    python benchmarks/gemm_evidence.py --targets sm_80 --variants gemm_bf16 --warps 8
    python benchmarks/gemm_evidence.py --save benchmarks/results/gemm_evidence.txt

For each GEMM variant (bf16, f16, bf16 with B stored [N, K]) and target, one row for kgen and one
per Triton configuration (BLOCK 128 x 128 x 32, num_stages=3, num_warps 4 and 8), all compiled
ahead of time on this machine, no GPU involved:

  regs / spill / smem   the assembler's resource report. kgen: its PTX through kgen.assemble.driver
                        (nvJitLink, `-v`; AMD: the code object's metadata). Triton: the `ptxas -v`
                        log of Triton's own cubin stage (knobs.nvidia.dump_ptxas_log); shared
                        memory is Triton's dynamic allocation (metadata.shared), since ptxas only
                        reports static shared memory. Spills must be 0.
  threads               threads per block.
  loop mix              the instructions of the main K loop, counted statically in the PTX (or
                        AMDGCN) text: the innermost loop, found by a backward branch to a label,
                        whose body holds a matrix instruction. With no loop nested inside it (the
                        `nest` column), a static count is the count executed per iteration by each
                        warp. Columns: matrix instructions (mma.sync / wgmma.mma_async / v_mfma),
                        ldmatrix, global loads (ld.global), cp.async copies (cp.async.bulk / TMA
                        counted apart), st.shared, ld.shared, bar.sync (barrier), async waits
                        (cp.async commit/wait, mbarrier, wgmma fence/commit/wait, fence.proxy),
                        and all instructions. Guarded parts of the body (an `if` inside the loop)
                        are counted too. `blk/BK` = all instructions x warps x BK / K/iter: the
                        whole block's issue slots per BK=32 step of K, the comparable number when
                        the two compilers use different warp counts or unroll differently.
                        When kgen emits more than one such loop (a cp.async fast path for
                        16-byte-aligned rows and an element-wise fallback), each gets a row,
                        named by what its body stages with.
  K/iter                a check that the loop found is the K loop: multiply-accumulates per
                        iteration for the block (matrix instructions x their m*n*k x warps, or x
                        warp groups for wgmma) / (BM * BN). 32 means one BK=32 step per iteration.
  src->text ms          source to PTX / AMDGCN text, median of --reps (kgen: compile_source
                        stop="asm"; Triton: its own stage timer up to the ptx stage, with its cache
                        defeated, as in compile_latency.py).

AMD targets: kgen does not schedule matrix products there yet and says so (ScheduleError); the
row shows n/a with that reason. Triton's AMD compile is shown beside it when it works here.
No GPU timing is possible here: these are static properties of the generated code.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import io
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))   # triton_gemm, compile_latency

from compile_latency import _reason, machine_info   # noqa: E402
from kgen.lir import ops as L                           # noqa: E402
from kgen.compiler import compile_source            # noqa: E402
from kgen.source import Source                      # noqa: E402
from kgen.target.targets import TARGETS, get_target        # noqa: E402

BM, BN, BK = 128, 128, 32

# The kgen kernels. An examples/<name>.kgen with the same name replaces the string here, and any
# other examples/gemm_*.kgen is added (kgen rows only, unless triton_gemm.GEMMS knows the name).
_GEMM = """kernel {name}(a: {dt}[M, K], b: {dt}{bshape}, bias: f32[N], c: {dt}[M, N]) {{
    tile m: 128, n: 128, k: 32
    acc = zeros(f32, m, n)
    for kk in k {{
        acc += a[m, kk] @ {bidx}
    }}
    c[m, n] = {dt}(relu(acc + bias[n]))
}}
"""
VARIANTS: dict[str, str] = {
    "gemm_bf16": _GEMM.format(name="gemm_bf16", dt="bf16", bshape="[K, N]", bidx="b[kk, n]"),
    "gemm_f16": _GEMM.format(name="gemm_f16", dt="f16", bshape="[K, N]", bidx="b[kk, n]"),
    "gemm_bf16_bt": _GEMM.format(name="gemm_bf16_bt", dt="bf16", bshape="[N, K]",
                                 bidx="b[n, kk]"),
    # examples/gemm_bf16.kgen's sm_90a tile in 2-CTA clusters sharing A by TMA multicast
    "gemm_bf16_cluster2": _GEMM.format(name="gemm_bf16_cluster2", dt="bf16", bshape="[K, N]",
                                       bidx="b[kk, n]") +
    "schedule gemm_bf16_cluster2 on sm_90a { tile m: 128, n: 128, k: 64; cluster 2 }\n",
}


# --------------------------------------------------------------------------------------------
# the main loop's instruction mix, from assembly text

CATS = ("mma", "ldmatrix", "ld.global", "cp.async", "bulk", "st.shared", "ld.shared", "bar",
        "wait", "shfl", "exp", "total")

_PTX_LABEL = re.compile(r"^\s*(\$?[A-Za-z_.$][\w.$]*):")
_PTX_BRA = re.compile(r"\bbra(?:\.uni)?\s+(\$?[A-Za-z_.$][\w.$]*)\s*;")
_AMD_BRA = re.compile(r"^\s*s_(?:c?branch\w*)\s+([A-Za-z_.$][\w.$]*)")
_SHAPE = re.compile(r"\bm(\d+)n(\d+)k(\d+)\b")
_AMD_SHAPE = re.compile(r"_(\d+)x(\d+)x(\d+)")


def _statements(text: str, lo: int, hi: int, amd: bool) -> list[str]:
    """Instruction statements on lines lo..hi of `text`: no comments, labels, directives, braces."""
    out = []
    for line in text.splitlines()[lo:hi + 1]:
        line = re.sub(r"//.*|;;.*" if not amd else r"//.*|;.*", "", line)
        for st in (line.split(";") if not amd else [line]):
            st = st.strip().strip("{}").strip()
            if not st or st.startswith(".") or _PTX_LABEL.match(st) or st.endswith(":"):
                continue
            out.append(re.sub(r"^@!?%?\w+\s+", "", st))          # drop a guard predicate
    return out


def _category(op: str, amd: bool) -> str | None:
    if amd:
        if op.startswith("v_mfma") or op.startswith("v_wmma"):
            return "mma"
        if op.startswith(("global_load", "buffer_load")):
            return "ld.global"
        if op.startswith("ds_write") or op.startswith("ds_store"):
            return "st.shared"
        if op.startswith("ds_read") or op.startswith("ds_load"):
            return "ld.shared"
        if op.startswith("s_barrier"):
            return "bar"
        if op.startswith("s_waitcnt"):
            return "wait"
        if op.startswith(("ds_swizzle", "ds_bpermute", "ds_permute", "v_permlane")) or \
                "_dpp" in op:
            return "shfl"             # cross-lane moves (DPP: a modifier, `v_*_dpp`)
        if op.startswith("v_exp_"):
            return "exp"
        return None
    if op.startswith("mma.") or op.startswith("wgmma.mma_async"):
        return "mma"
    if op.startswith("wgmma.") or op.startswith("mbarrier") or op.startswith("fence"):
        return "wait"
    if op.startswith("ldmatrix"):
        return "ldmatrix"
    if op.startswith("ld.global"):
        return "ld.global"
    if op.startswith(("cp.async.bulk.commit", "cp.async.bulk.wait", "cp.async.commit",
                      "cp.async.wait", "cp.async.mbarrier")):
        return "wait"
    if op.startswith("cp.async.bulk"):
        return "bulk"
    if op.startswith("cp.async"):
        return "cp.async"
    if op.startswith(("st.shared", "stmatrix")):
        return "st.shared"
    if op.startswith("ld.shared"):
        return "ld.shared"
    if op.startswith(("bar.", "barrier.")):
        return "bar"
    if op.startswith("shfl."):
        return "shfl"
    if op.startswith("ex2."):
        return "exp"
    return None


@dataclass
class LoopMix:
    counts: dict[str, int]
    nested: int                  # loops nested inside the main loop (0: counts are per iteration)
    macs: int                    # multiply-accumulates per iteration, per warp or warp group
    matrix_ops: list[str]        # distinct matrix opcodes, for the notes
    lines: tuple[int, int]


def loop_mixes(text: str, amd: bool = False, start: int = 0, end: int | None = None
               ) -> list[LoopMix]:
    """Every innermost loop (a backward branch to an earlier label) holding a matrix instruction:
    no other such loop inside it. In text order. A kernel with a fast path and a fallback (kgen:
    cp.async staging for aligned rows, element-wise otherwise) has one per path."""
    lines = text.splitlines()
    end = len(lines) if end is None else end
    labels: dict[str, int] = {}
    loops: list[tuple[int, int]] = []
    for i in range(start, end):
        line = re.sub(r"//.*", "", lines[i])
        if (m := _PTX_LABEL.match(line)):
            labels[m.group(1)] = i
        m = (_AMD_BRA if amd else _PTX_BRA).search(line)
        if m and m.group(1) in labels and labels[m.group(1)] < i:
            loops.append((labels[m.group(1)], i))
    # An mbarrier spin (`try_wait` and the branch back to it) is a wait, not a loop.
    loops = [(a, b) for a, b in loops
             if not (b - a <= 2 and any("mbarrier.try_wait" in ln for ln in lines[a:b + 1]))]
    mma = re.compile(r"\bv_mfma|\bv_wmma" if amd else r"\bmma\.sync|\bwgmma\.mma_async")
    with_mma = sorted({(a, b) for a, b in loops if any(mma.search(ln) for ln in lines[a:b])})
    inner = [(a, b) for a, b in with_mma
             if not any((c, d) != (a, b) and a <= c and d <= b for c, d in with_mma)]
    return [_mix(text, lo, hi, amd, sum(1 for a, b in loops if lo < a and b < hi))
            for lo, hi in inner]


def loop_mix(text: str, amd: bool = False, start: int = 0, end: int | None = None
             ) -> LoopMix | None:
    """The first (in text order) innermost loop holding a matrix instruction, or None."""
    found = loop_mixes(text, amd, start, end)
    return found[0] if found else None


def _once(text: str, lo: int, hi: int, amd: bool) -> list[tuple[int, int]]:
    """The blocks of lines lo..hi that run once a loop, not once an iteration: kgen's drain of
    a rotated consumer loop (the branch noted "the loop's last iteration" to its label)."""
    lines = text.splitlines()
    out = []
    for i in range(lo, hi + 1):
        if "the loop's last iteration" not in lines[i]:
            continue
        code = re.sub(r";.*", "", lines[i]) if amd else lines[i]
        m = (_AMD_BRA if amd else _PTX_BRA).search(code)
        if m:
            end = next((j for j in range(i + 1, hi + 1)
                        if re.match(rf"^\s*{re.escape(m.group(1))}:", lines[j])), None)
            if end is not None:
                out.append((i, end))
    return out


def _mix(text: str, lo: int, hi: int, amd: bool, nested: int) -> LoopMix:
    counts = dict.fromkeys(CATS, 0)
    macs, ops = 0, []
    once = _once(text, lo, hi, amd)
    if once:
        lines = text.splitlines()
        for a, b in once:
            lines[a:b + 1] = [""] * (b + 1 - a)
        text = "\n".join(lines)
    for st in _statements(text, lo, hi, amd):
        op = st.split()[0].rstrip(",")
        counts["total"] += 1
        cat = _category(op, amd)
        if cat:
            counts[cat] += 1
        if cat == "mma":
            if op not in ops:
                ops.append(op)
            s = (_AMD_SHAPE if amd else _SHAPE).search(op)
            if s:
                macs += int(s.group(1)) * int(s.group(2)) * int(s.group(3))
    return LoopMix(counts, nested, macs, ops, (lo, hi))


def staging_kind(mix: LoopMix, amd_text: str | None = None) -> str:
    """What a loop's body does to stage operands, from its instruction mix (and on AMD, where
    every path goes global -> VGPRs -> LDS, from its text: the wave-group ping-pong raises
    the MFMA phase's priority, a 16-byte path loads dwordx4)."""
    if amd_text is not None:
        body = "\n".join(amd_text.splitlines()[mix.lines[0]:mix.lines[1] + 1])
        if "s_setprio" in body:
            return "ping-pong"
        return "regs->LDS 16B" if "global_load_dwordx4" in body else "element-wise"
    c = mix.counts
    if c["bulk"]:
        return "TMA"
    if c["cp.async"]:
        return "cp.async"
    if c["ld.global"] and c["st.shared"]:
        return "sync ld/st"
    if c["mma"] and not (c["ld.global"] or c["st.shared"]):
        return "TMA ring"          # a consumer loop: another warp role stages its operands
    return "?"


def k_per_iter(mix: LoopMix, warps: int, wgmma: bool) -> float:
    units = warps // 4 if wgmma else warps
    return mix.macs * units / (BM * BN)


def kernel_span(text: str, name: str) -> tuple[int, int | None]:
    """Lines of the .entry for `name` (PTX), so a module's other kernels are not counted."""
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if re.search(rf"\.entry\s+{re.escape(name)}\(",
                                                            ln)), 0)
    end = next((i for i in range(start + 1, len(lines)) if ".entry" in lines[i]), None)
    return start, end


# --------------------------------------------------------------------------------------------
# one row

@dataclass
class Row:
    variant: str
    target: str
    compiler: str                # "kgen" | "Triton w4" ...
    error: str | None = None
    regs: int | None = None
    spill: int | None = None
    smem: int | None = None
    smem_note: str = ""
    threads: int | None = None
    warps: int | None = None
    mix: LoopMix | None = None
    mix_error: str | None = None
    wgmma: bool = False
    text_ms: list[float] = field(default_factory=list)
    schedule: str = ""           # kgen's staging line, from its plan text
    extra: str = ""


def _first_line(e: BaseException) -> str:
    s = str(e).strip()
    return s.splitlines()[0] if s else type(e).__name__


def measure_kgen(name: str, text: str, target: str, reps: int, loop_name=None) -> list[Row]:
    """One row per main loop found (kgen may emit a fast path and a fallback, each with one).
    `loop_name(asm, mix)`, if given, names a loop's row (`kgen <name>`) in place of what its
    body stages with."""
    row = Row(name, target, "kgen")
    src = Source(f"{name}.kgen", text)
    try:
        c = compile_source(src, target)
    except Exception as e:  # noqa: BLE001 - a cell, not a crash
        msg = _first_line(e)
        row.error = ("n/a (not scheduled yet): " if "not scheduled" in msg else "n/a: ") + \
            f"{type(e).__name__}: {msg}"
        return [row]
    main = c.functions[0]
    sched = c.text("schedule")
    try:
        from kgen.assemble.driver import assemble
        _, res = assemble(c.asm, c.target)
    except Exception as e:  # noqa: BLE001
        res, row.error = [], f"assemble: {_reason(e)}"
    compile_source(src, target)   # warm
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        compile_source(src, target, stop="asm")
        times.append((time.perf_counter() - t0) * 1e3)
    rows = []
    # An sm_90a TMA kernel carries a fallback variant (rows TMA cannot address): a row each.
    for fn in (main, main.fallback) if main.fallback else (main,):
        for r in _kgen_rows(dataclasses.replace(row), c, fn, sched, res, loop_name):
            r.text_ms = [] if rows else times   # one compile: timed on its first row
            rows.append(r)
    return rows


def _kgen_rows(row: Row, c, fn, sched: str, res: list, loop_name=None) -> list[Row]:
    row.threads = fn.threads
    row.warps = fn.threads // c.target.wave
    # Warp-specialized: the matrix loop runs on the consumer warps only (one producer
    # warpgroup issues the TMA copies).
    specialized = any(n.op == "setmaxnreg" for n in L.walk(fn.body))
    if specialized:
        row.warps -= 4
    row.schedule = next((ln.strip() for ln in sched.splitlines()
                         if ln.strip().startswith(("staging", "pipeline"))), "") or \
        next((ln.strip() for ln in sched.splitlines()
              if ln.strip().startswith("tile products")), "")
    if fn.fallback is not None:
        row.schedule = "TMA ring + wgmma, warp-specialized (fallback: the next row)"
    elif not row.schedule:
        row.schedule = "; ".join(ln.strip() for ln in sched.splitlines()[1:6])
    r = next((r for r in res if r.kernel == fn.name), res[0] if res else None)
    if r is not None:
        # Shared memory past 48 KiB is dynamic (given at launch): ptxas reports 0 static bytes.
        row.smem = r.shared_bytes if r.shared_bytes >= fn.shared_bytes else \
            f"{fn.shared_bytes} dyn"
        row.regs, row.spill = r.registers, r.spill_bytes
        row.extra = r.extra
    amd = not c.target.is_nvidia
    lo, hi = kernel_span(c.asm, fn.name) if not amd else (0, None)
    mixes = loop_mixes(c.asm, amd, lo, hi)
    if not mixes:
        row.mix_error = "no loop with a matrix instruction found"
    rows, seen = [], []
    for mix in mixes or [None]:
        if mix is not None:
            # The same loop again in another version of the tile (whole, ragged): one row.
            same = (mix.counts, mix.nested, mix.macs)
            if same in seen:
                continue
            seen.append(same)
        r = dataclasses.replace(row, mix=mix)
        if mix is not None:
            r.wgmma = any(op.startswith("wgmma") for op in mix.matrix_ops)
            if loop_name is not None:
                r.compiler = f"kgen {loop_name(c.asm, mix)}"
            elif len(mixes) > 1 or c.functions[0].fallback is not None:
                r.compiler = f"kgen {staging_kind(mix, c.asm if amd else None)}"
        rows.append(r)
    return rows


class TritonGemmRunner:
    TARGETS = {"sm_80": ("cuda", 80, 32), "sm_90a": ("cuda", 90, 32),
               "gfx90a": ("hip", "gfx90a", 64), "gfx942": ("hip", "gfx942", 64)}
    TEXT_STAGE = {"cuda": "ptx", "hip": "amdgcn"}

    def __init__(self) -> None:
        self.error: str | None = None
        self.version = "not installed"
        try:
            os.environ.setdefault("TRITON_ALWAYS_COMPILE", "1")
            os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")   # 3.9's default, no warning
            warnings.filterwarnings("ignore", category=UserWarning, module=r"triton\..*")
            import triton
            from triton.backends.compiler import GPUTarget
            from triton.compiler import ASTSource
            self.gemms = self._kernels()
        except ImportError as e:
            self.error = f"Triton not installed ({_reason(e)}); pip install -e .[bench]"
            return
        self.version = triton.__version__
        self.triton, self.GPUTarget, self.ASTSource = triton, GPUTarget, ASTSource
        self.knobs = getattr(triton, "knobs", None)
        self._times: list = []
        if self.knobs is not None:
            self.knobs.compilation.always_compile = True
            self.knobs.compilation.listener = self._listen

    def _kernels(self) -> dict:
        """name -> what `_compile` needs (fn, signature, constexprs, attrs()); imports Triton."""
        import triton_gemm
        return triton_gemm.GEMMS

    def _listen(self, **kw) -> None:
        self._times.append(kw.get("times"))

    def _compile(self, name: str, target: str, warps: int, stages: int, log: bool):
        g = self.gemms[name]
        backend, arch, wave = self.TARGETS[target]
        src = self.ASTSource(g.fn, g.signature, g.constexprs, g.attrs())
        cache = tempfile.mkdtemp(prefix="kgen-gemm-triton-")
        os.environ["TRITON_CACHE_DIR"] = cache
        if self.knobs is not None:
            self.knobs.cache.dir = cache
            if hasattr(self.knobs, "nvidia"):
                self.knobs.nvidia.dump_ptxas_log = log
        self._times.clear()
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                k = self.triton.compile(src, target=self.GPUTarget(backend, arch, wave),
                                        options={"num_warps": warps, "num_stages": stages})
        finally:
            shutil.rmtree(cache, ignore_errors=True)
            if self.knobs is not None and hasattr(self.knobs, "nvidia"):
                self.knobs.nvidia.dump_ptxas_log = False
        text_s = None
        if self._times and self._times[-1] is not None:
            ct = self._times[-1]
            if getattr(ct, "lowering_stages", None) is not None:
                us = ct.ir_initialization
                for stage, dur in ct.lowering_stages:
                    us += dur
                    if stage == self.TEXT_STAGE[backend]:
                        text_s = us * 1e-6
                        break
        return k, out.getvalue(), text_s

    def measure(self, name: str, target: str, warps: int, stages: int, reps: int) -> Row:
        row = Row(name, target, f"Triton w{warps}")
        if self.error:
            row.error = self.error
            return row
        if name not in self.gemms:
            row.error = f"no Triton equivalent of {name} in benchmarks/triton_gemm.py"
            return row
        if target not in self.TARGETS:
            row.error = f"no Triton GPUTarget for {target}"
            return row
        try:
            k, log, _ = self._compile(name, target, warps, stages, log=True)
        except Exception as e:  # noqa: BLE001
            row.error = f"n/a: {_reason(e)}"
            return row
        row.warps = warps
        text = self.resources(row, k, log, target)
        row.mix = loop_mix(text, self.TARGETS[target][0] == "hip")
        if row.mix is None:
            row.mix_error = "no loop with a matrix instruction found"
        else:
            row.wgmma = any(op.startswith("wgmma") for op in row.mix.matrix_ops)
        row.text_ms = self.text_times(name, target, warps, stages, reps)
        return row

    def resources(self, row: Row, k, log: str, target: str) -> str:
        """Fill `row`'s warps, threads, shared memory, registers and spills from a compiled kernel
        and its ptxas log; return its PTX (NVIDIA) or AMDGCN text."""
        backend, _, wave = self.TARGETS[target]
        md = k.metadata
        row.warps = getattr(md, "num_warps", row.warps)
        row.threads = row.warps * wave
        row.smem = getattr(md, "shared", None)
        row.smem_note = "dyn"
        amd = backend == "hip"
        if not amd:
            from kgen.assemble.driver import _parse_ptxas_log
            res = _parse_ptxas_log(log)
            if res:
                row.regs, row.spill = res[0].registers, res[0].spill_bytes
            else:                         # no log: assemble Triton's PTX with kgen's assembler
                try:
                    from kgen.assemble.driver import assemble_ptx
                    _, res, _ = assemble_ptx(k.asm["ptx"], get_target(target))
                    row.regs, row.spill = res[0].registers, res[0].spill_bytes
                except Exception as e:  # noqa: BLE001
                    row.extra = f"resources: {_reason(e)}"
            text = k.asm["ptx"]
        else:
            text = k.asm["amdgcn"]
            try:
                from kgen.assemble.amd import read_resources
                res = read_resources(k.asm["hsaco"])
                if res:
                    r = res[0]
                    row.regs, row.spill = r["vgprs"], r.get("spills", 0)
                    row.extra = f"VGPRs; {r['sgprs']} SGPRs, {r.get('agprs', 0)} AGPRs"
                    if r["lds_bytes"]:
                        row.smem, row.smem_note = r["lds_bytes"], ""
            except Exception as e:  # noqa: BLE001
                row.extra = f"resources: {_reason(e)}"
            if row.regs is None:
                row.regs = getattr(md, "n_regs", None) or None
                row.spill = getattr(md, "n_spills", None)
        return text

    def text_times(self, name: str, target: str, warps: int, stages: int, reps: int
                   ) -> list[float]:
        """Source -> text milliseconds of `reps` fresh compiles (Triton's own stage timer)."""
        times = []
        for _ in range(reps):
            _, _, t = self._compile(name, target, warps, stages, log=False)
            if t is not None:
                times.append(t * 1e3)
        return times


# --------------------------------------------------------------------------------------------
# report

def _num(v) -> str:
    return "[dim]-[/]" if v is None else str(v)


def render(console: Console, rows: list[Row], targets: list[str]) -> None:
    notes: dict[str, int] = {}

    def note(msg: str) -> str:
        n = notes.setdefault(msg, len(notes) + 1)
        return f"[{n}]"

    for tgt in targets:
        t = TARGETS[tgt]
        table = Table(title=f"{tgt} ({t.description}; matrix: {t.matrix}, async copy: "
                            f"{t.async_copy}) - main K loop per iteration, per warp",
                      title_justify="left")
        for col, j in (("variant", "left"), ("compiler", "left"), ("regs", "right"),
                       ("spill", "right"), ("smem B", "right"), ("thr", "right"),
                       ("mma", "right"), ("ldmx", "right"), ("ld.glb", "right"),
                       ("cp.async", "right"), ("st.sh", "right"), ("ld.sh", "right"),
                       ("bar", "right"), ("wait", "right"), ("total", "right"),
                       ("blk/BK", "right"), ("nest", "right"), ("K/iter", "right"),
                       ("src->text\nms", "right")):
            table.add_column(col, justify=j)
        for r in (r for r in rows if r.target == tgt):
            if r.error and r.mix is None:
                short = r.error.split(":")[0] if r.error.startswith("n/a") else "n/a"
                table.add_row(r.variant, r.compiler,
                              f"[dim]{escape(short)} {note(r.error)}[/]", *[""] * 16)
                continue
            spill = _num(r.spill)
            if r.spill:
                spill = f"[red]{r.spill}[/]"
            elif r.spill == 0:
                spill = "[green]0[/]"
            smem = _num(r.smem) + (f" {r.smem_note}" if r.smem_note and r.smem is not None
                                   else "")
            regs = _num(r.regs) + (f" {note(r.extra)}" if r.extra else "")
            if r.mix is None:
                mixcells = [f"[dim]n/a {note(r.mix_error or '?')}[/]"] + [""] * 11
            else:
                c = r.mix.counts
                mma = f"{c['mma']}{' wg' if r.wgmma else ''}"
                cpa = str(c["cp.async"]) + (f"+{c['bulk']} bulk" if c["bulk"] else "")
                kit = k_per_iter(r.mix, r.warps or 1, r.wgmma)
                kit_s = f"{kit:g}" if kit else "?"
                mixcells = [mma, str(c["ldmatrix"]), str(c["ld.global"]), cpa,
                            str(c["st.shared"]), str(c["ld.shared"]), str(c["bar"]),
                            str(c["wait"]), str(c["total"]),
                            (f"{c['total'] * (r.warps or 1) * BK / kit:.0f}" if kit else "?"),
                            str(r.mix.nested) if not r.mix.nested else f"[yellow]"
                            f"{r.mix.nested}[/]", kit_s]
            ms = f"{statistics.median(r.text_ms):.1f}" if r.text_ms else "[dim]-[/]"
            table.add_row(r.variant, r.compiler, regs, spill, smem, _num(r.threads),
                          *mixcells, ms)
        console.print()
        console.print(table)
    if notes:
        console.print("\nnotes:", style="bold")
        for msg, n in notes.items():
            console.print(f"  [{n}] {escape(msg)}", highlight=False)


def parse_targets(ap: argparse.ArgumentParser, text: str) -> list[str]:
    """The comma-separated kgen targets of `--targets`; an unknown one is a usage error."""
    targets = [t.strip() for t in text.split(",") if t.strip()]
    bad = [t for t in targets if t not in TARGETS]
    if bad:
        ap.error(f"unknown target(s) {bad}; kgen knows {list(TARGETS)}")
    return targets


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--targets", default=",".join(TARGETS),
                    help=f"comma-separated kgen targets ({','.join(TARGETS)})")
    ap.add_argument("--variants", default="", help="comma-separated variant names (default all)")
    ap.add_argument("--warps", default="4,8", help="Triton num_warps values (4,8)")
    ap.add_argument("--stages", type=int, default=3, help="Triton num_stages (3)")
    ap.add_argument("--reps", type=int, default=10, help="kgen src->text repetitions (10)")
    ap.add_argument("--triton-reps", type=int, default=3,
                    help="Triton src->text repetitions (3; each a real compile)")
    ap.add_argument("--no-triton", action="store_true", help="kgen rows only")
    ap.add_argument("--save", metavar="FILE", help="also write the printed report to FILE")
    args = ap.parse_args(argv)

    targets = parse_targets(ap, args.targets)
    variants = dict(VARIANTS)
    origin = dict.fromkeys(VARIANTS, "built-in source")
    for f in sorted((ROOT / "examples").glob("gemm_*.kgen")):
        variants[f.stem] = f.read_text()
        origin[f.stem] = f"examples/{f.name}"
    if args.variants:
        want = [v.strip() for v in args.variants.split(",") if v.strip()]
        unknown = [v for v in want if v not in variants]
        if unknown:
            ap.error(f"unknown variant(s) {unknown}; known: {list(variants)}")
        variants = {v: variants[v] for v in want}
    warps = [int(w) for w in args.warps.split(",") if w.strip()]

    console = Console(record=True, width=190)
    progress = Console(stderr=True)
    triton = TritonGemmRunner() if not args.no_triton else None
    for line in machine_info(triton.version if triton else "skipped (--no-triton)"):
        console.print(line, highlight=False)
    console.print("gpu:      none used. Everything below is static (assembler reports and "
                  "instruction counts of the ahead-of-time output); no GPU timing is possible "
                  "here.", highlight=False)
    console.print(f"triton:   BLOCK_M={BM} BLOCK_N={BN} BLOCK_K={BK}, num_stages={args.stages}, "
                  f"num_warps={args.warps}; benchmarks/triton_gemm.py", highlight=False)
    console.print(f"reps:     src->text median of {args.reps} (kgen) / {args.triton_reps} "
                  f"(Triton) after one untimed compile", highlight=False)
    console.print("sources:  " + ", ".join(f"{v} ({origin[v]})" for v in variants),
                  highlight=False)
    if triton and triton.error:
        console.print(f"[yellow]{escape(triton.error)}: Triton rows are n/a[/]")

    rows: list[Row] = []
    for name, text in variants.items():
        for tgt in targets:
            rows.extend(measure_kgen(name, text, tgt, args.reps))
            progress.print(f"  kgen   {name:14s} {tgt}", style="dim", highlight=False)
            if triton is None:
                continue
            for w in warps:
                rows.append(triton.measure(name, tgt, w, args.stages, args.triton_reps))
                progress.print(f"  Triton {name:14s} {tgt} w{w}", style="dim", highlight=False)

    # kgen's schedule today, in its own words
    scheds = {}
    for r in rows:
        if r.compiler.startswith("kgen") and r.schedule:
            where = scheds.setdefault(r.schedule, [])
            if f"{r.variant}@{r.target}" not in where:
                where.append(f"{r.variant}@{r.target}")
    console.print()
    console.print("kgen's schedule today (from its plan text, `kgen compile --emit schedule`):",
                  style="bold")
    for s, where in scheds.items():
        console.print(f"  {escape(s)}   [dim]({', '.join(where)})[/]", highlight=False)

    render(console, rows, targets)

    console.print(
        "\nCounts are static, in the PTX/AMDGCN text (before ptxas/SASS), for one iteration of "
        "the innermost loop that holds a matrix\ninstruction, per warp (a wgmma, 'wg', is issued "
        "by a warp group of 4 warps); guarded parts of the body count too. K/iter = multiply-\n"
        f"accumulates per iteration / ({BM} x {BN}): the K covered by one iteration ({BK} = one "
        f"BK step; 64 = two steps unrolled). blk/BK = total x\nwarps x {BK} / K/iter: the whole "
        f"block's issue slots per BK={BK} step of K. nest > 0 would mean a loop inside the K "
        "loop, counted once.\nsmem 'dyn' = Triton's dynamic shared memory (ptxas reports static "
        "only). mma = mma.sync / wgmma.mma_async / v_mfma; cp.async\nexcludes commit/wait (in "
        "'wait', with mbarrier, wgmma fence/commit/wait, fence.proxy; AMD: s_waitcnt); bar = "
        "bar.sync / s_barrier.\nSpills must be 0. No GPU was used: these are properties of the "
        "generated code, not run times.",
        style="dim", highlight=False)

    spilled = [f"{r.compiler} {r.variant}@{r.target}" for r in rows if r.spill]
    kg = [r for r in rows if r.compiler.startswith("kgen") and r.regs is not None]
    console.print()
    console.print(f"spills: {'none' if not spilled else ', '.join(spilled)} "
                  f"({'PASS' if not spilled else 'FAIL'}: kgen rows with a resource report: "
                  f"{len(kg)})", highlight=False)
    if args.save:
        Path(args.save).parent.mkdir(parents=True, exist_ok=True)
        Path(args.save).write_text(console.export_text(styles=False))
        progress.print(f"saved {args.save}")
    return 1 if any(r.spill for r in rows if r.compiler.startswith("kgen")) else 0


if __name__ == "__main__":
    sys.exit(main())
