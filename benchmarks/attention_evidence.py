"""Attention evidence without a GPU: kgen's flash-attention forward beside Triton's, ahead of time.

    python benchmarks/attention_evidence.py
    python benchmarks/attention_evidence.py --targets sm_80 --variants attention
    python benchmarks/attention_evidence.py --save benchmarks/results/attention_evidence.txt

The kgen kernels are the four of examples/attention.kgen, each compiled alone from its own text:
`attention` (bf16, head dim 64), `attention_causal`, `attention_d128` (f16, head dim 128) and
`attention_causal_d128`. Each program holds 64 queries of one head (the schedules: 128 on sm_90a
and CDNA) and walks the keys 64 at a time (`for tt in t`; 128 on sm_90a). Beside each, Triton's tutorial-style fused-attention forward
(benchmarks/triton_attention.py) compiled ahead of time in the same run for every configuration
in triton_attention.CONFIGS: BLOCK_M x BLOCK_N = 64 x 64 (kgen's tile) at 4 warps, and the
tutorial's 128 x 64 at 4 and at 8 warps; num_stages=3 on NVIDIA (--stages) and 2 on AMD
(--amd-stages: Triton's AMD default; 3 makes Triton 3.9's LLVM abort on the causal 64 x 64
kernel). No GPU is involved.

Columns (the helpers are gemm_evidence.py's; see its docstring for the resource columns):

  regs / spill / smem   the assembler's resource report (kgen: its PTX through kgen.assemble.driver, or
                        the AMD code object's metadata; Triton: the ptxas -v log of its own cubin
                        stage, metadata.shared for shared memory, marked dyn). Spills must be 0.
  thr / q/blk           threads per block; queries per block (kgen 64, Triton BLOCK_M).
  loop mix              the loop that walks the keys: the innermost loop (a backward branch to a
                        label) whose body holds a matrix instruction, counted statically in the
                        PTX / AMDGCN text. Columns: matrix instructions (mma.sync, wgmma.mma_async
                        marked wg, v_mfma), ldmatrix, global loads, cp.async (TMA counted apart),
                        st.shared, ld.shared, barriers (bar.sync / s_barrier), cross-lane shuffles
                        (shfl.sync; AMD ds_swizzle, ds_bpermute, ds_permute, v_permlane, DPP),
                        exponentials (ex2.approx; v_exp), and all instructions.
  normalisation         every loop-mix column is per 128 keys for the whole block:
                            per-warp static count x warps x 128 / (keys per iteration)
                        with keys per iteration = kgen's t tile (64; 128 on sm_90a) times the
                        steps a trip takes, and BLOCK_N for Triton.
                        A wgmma is one instruction per warp group, so its count is x warp groups
                        (warps / 4) instead of x warps. `tot/64q` = total x 64 / (queries per
                        block): the block's issue slots per 64 queries x 128 keys, the number to
                        compare across BLOCK_M.
  MAC x                 a check that the loop found walks the keys and does the products once:
                        multiply-adds issued per iteration (the matrix instructions' m*n*k x warps,
                        x warp groups for wgmma) / (2 x queries x keys per iteration x head dim).
                        1 means q@k^T and p@v, each once.
  src->text ms          source to PTX / AMDGCN text, median of --reps (kgen: compile_source
                        stop="asm" on the kernel's own text; Triton: its stage timer up to the
                        ptx / amdgcn stage, cache defeated), as gemm_evidence.py does.

kgen emits the key loop twice: `full` steps over whole 64-key chunks (no element checks) and one
`tail` step for a last partial chunk (masked; it runs at most once). A program whose 64 queries
are not all in bounds (the last one when S % 64 != 0) takes a second copy of both with
element-checked q loads: `--edge-loops` adds those rows (`S edge`). Triton's causal forward has
two key loops (keys before the query block, unmasked; the diagonal block, masked), a row each.
The diagonal's BLOCK_M / BLOCK_N steps are a constant trip count: where Triton unrolls them into
straight-line code (always at BLOCK_M = BLOCK_N; on AMD also at 128 x 64) there is one loop, and
the diagonal is not counted (a note says so). The tail and diagonal rows are normalised like the
rest, per 128 keys as if whole steps.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))   # gemm_evidence, triton_attention

import gemm_evidence as G                                   # noqa: E402
from compile_latency import machine_info                    # noqa: E402
from kgen.target.targets import TARGETS                            # noqa: E402

ROOT = G.ROOT
EXAMPLE = ROOT / "examples" / "attention.kgen"
KEYS = 128                                  # counts are per this many keys, whole block

LABELS = {"attention": "d64 bf16", "attention_causal": "d64 bf16 causal",
          "attention_d128": "d128 f16", "attention_causal_d128": "d128 f16 causal"}


_SCHEDULE = re.compile(r"(?m)^schedule\s+(\w+)\s+on\s+(\w+)\s*\{[^}]*\}\s*$")


def kernel_sources(path: Path = EXAMPLE) -> dict[str, str]:
    """Each `kernel` of a .kgen file with its own text (comments between kernels go with the
    kernel above them) and its own `schedule` lines, so that each compiles alone."""
    text = path.read_text()
    schedules = {}
    for m in _SCHEDULE.finditer(text):
        schedules.setdefault(m.group(1), []).append(m.group(0))
    out = {}
    for chunk in re.split(r"(?m)^(?=kernel\s)", _SCHEDULE.sub("", text)):
        m = re.match(r"kernel\s+(\w+)", chunk)
        if m:
            out[m.group(1)] = chunk.rstrip() + "\n" + "".join(
                f"{ln}\n" for ln in schedules.get(m.group(1), ()))
    return out


def kgen_shape(text: str, target: str = "") -> tuple[int, int, int]:
    """(queries per program, keys per step, head dim) from a kernel's tile line (or its
    schedule's for `target`) and q's type."""
    tile = re.search(r"^\s*tile\s+(.*)$", text, re.M).group(1)
    axes = dict(re.findall(r"(\w+):\s*(\w+)", tile))
    for m in _SCHEDULE.finditer(text):
        if m.group(2) == target:
            body = m.group(0)[m.group(0).index("{"):]
            for item in re.findall(r"tile\s+([^;}]*)", body):
                axes.update(re.findall(r"(\w+):\s*(\w+)", item))
    head = re.search(r"\(\s*\w+:\s*\w+\[[^\]]*?,\s*(\d+)\]", text)   # q: bf16[B, H, S, 64]
    return int(axes["s"]), int(axes["t"]), int(head.group(1))


def kgen_loop_name(asm: str, mix: G.LoopMix) -> str:
    """`full` / `tail` from the comment kgen puts before each key loop, `S edge` when the loop
    is in the branch for a program whose query chunk is partial."""
    lines = asm.splitlines()
    lo = mix.lines[0]
    head = " ".join(lines[max(0, lo - 4):lo + 1])
    name = "full" if "whole chunks" in head else "tail" if "masked" in head else "loop"
    piped = re.search(r"(\d+)-stage (?:cp\.async )?pipeline", head)
    if piped:   # kgen.passes.pipeline unrolls the loop by its stages: S key steps per iteration
        name += f", {piped.group(1)}-stage pipeline"
    if "ping-pong, two steps per trip" in head:   # kgen.passes.pipeline's wave-group ping-pong
        name += ", 8-wave ping-pong"
    rounds = re.search(r"rounds of (\d+)", head)
    if rounds:  # kgen.passes.specialize unrolls the consumers' loop by the ring's depth
        name += f", TMA ring of {rounds.group(1)}"
    # A causal kernel's key loop runs in two parts (kgen.lower.loops.unmasked_steps): the steps
    # wholly below the mask's diagonal without the mask, then the rest with it.
    if "below the mask" in head:
        name += ", off-band"
    elif "below the mask" in asm:
        name += ", diagonal"
    amd = not any(".entry" in ln for ln in lines[:lo])
    # The first version test of the program: of the consumers', where the kernel has warp
    # roles (the producer's copy of the test comes first).
    start = max((i for i, ln in enumerate(lines[:lo]) if "setmaxnreg.inc" in ln), default=0)
    for i in range(start, lo):
        if "whole chunk in bounds" not in lines[i]:
            continue
        for cand in lines[i:i + 3]:
            m = (G._AMD_BRA.search(re.sub(r";.*", "", cand)) if amd
                 else G._PTX_BRA.search(cand))
            if m:
                target = next((j for j, t in enumerate(lines)
                               if re.match(rf"^\s*{re.escape(m.group(1))}:", t)), None)
                if target is not None and target < lo:
                    name += ", S edge"
                break
        break
    return name


@dataclass
class Entry:
    row: G.Row
    block_m: int          # queries per block
    keys: int             # keys per iteration of the loop
    head_dim: int
    note: str = ""        # a note on the row's name


def measure_kgen(name: str, text: str, target: str, reps: int, edge: bool) -> list[Entry]:
    bm, bn, d = kgen_shape(text, target)
    rows = G.measure_kgen(name, text, target, reps, loop_name=kgen_loop_name)
    if not edge:
        rows = [r for r in rows if "S edge" not in r.compiler]
    out = []
    for r in rows:
        piped = re.search(r"(\d+)-stage pipeline|TMA ring of (\d+)|8-wave ping-pong",
                          r.compiler)
        steps = int(piped.group(1) or piped.group(2) or 2) if piped else 1
        out.append(Entry(r, bm, bn * steps, d))
    return out


class TritonAttentionRunner(G.TritonGemmRunner):
    """gemm_evidence's Triton runner (compile with the cache defeated, resources, timing) on
    triton_attention.KERNELS; one row per key loop."""

    def _kernels(self) -> dict:
        import triton_attention
        self.ta = triton_attention
        return triton_attention.KERNELS

    def measure_config(self, variant: str, target: str, cfg, stages: int, reps: int
                       ) -> list[Entry]:
        label = f"Triton {cfg.block_m}x{cfg.block_n} w{cfg.warps}"
        row = G.Row(variant, target, label)
        if self.error:
            row.error = self.error
            return [Entry(row, cfg.block_m, cfg.block_n, 0)]
        _, d, causal = self.ta.VARIANTS[variant]
        if target not in self.TARGETS:
            row.error = f"no Triton GPUTarget for {target}"
            return [Entry(row, cfg.block_m, cfg.block_n, d)]
        key = self.ta.key(variant, cfg)
        try:
            k, log, _ = self._compile(key, target, cfg.warps, stages, log=True)
        except Exception as e:  # noqa: BLE001 - a cell, not a crash
            row.error = f"n/a: {G._reason(e)}"
            return [Entry(row, cfg.block_m, cfg.block_n, d)]
        row.warps = cfg.warps
        amd = self.TARGETS[target][0] == "hip"
        text = self.resources(row, k, log, target)
        mixes = G.loop_mixes(text, amd)
        names = ["off-band", "diagonal"] if causal else [""]
        entries = []
        for i, mix in enumerate(mixes or [None]):
            r = dataclasses.replace(row, mix=mix)
            diag = ""
            if mix is None:
                r.mix_error = "no loop with a matrix instruction found"
            else:
                r.wgmma = any(op.startswith("wgmma") for op in mix.matrix_ops)
                if len(mixes) > len(names):
                    r.compiler = f"{label} loop {i + 1}"
                elif names[i]:
                    r.compiler = f"{label} {names[i]}"
                if causal and len(mixes) == 1:
                    diag = ("causal, one key loop: the diagonal block's BLOCK_M / BLOCK_N key "
                            "steps (a constant trip count) are straight-line code, not counted")
            entries.append(Entry(r, cfg.block_m, cfg.block_n, d, diag))
        entries[0].row.text_ms = self.text_times(key, target, cfg.warps, stages, reps)
        return entries


# --------------------------------------------------------------------------------------------
# normalisation

def per_keys(e: Entry) -> dict[str, float] | None:
    """The loop mix per KEYS keys for the whole block (see the module docstring)."""
    r = e.row
    if r.mix is None or not r.warps:
        return None
    f = KEYS / e.keys
    out = {c: n * r.warps * f for c, n in r.mix.counts.items()}
    if r.wgmma:
        out["mma"] = r.mix.counts["mma"] * (r.warps // 4) * f
    return out


def mac_ratio(e: Entry) -> float | None:
    r = e.row
    if r.mix is None or not r.warps or not e.head_dim:
        return None
    units = r.warps // 4 if r.wgmma else r.warps
    return r.mix.macs * units / (2 * e.block_m * e.keys * e.head_dim)


# --------------------------------------------------------------------------------------------
# report

COLUMNS = (("variant", "left"), ("compiler", "left"), ("regs", "right"), ("spill", "right"),
           ("smem B", "right"), ("thr", "right"), ("q/blk", "right"), ("mma", "right"),
           ("ldmx", "right"), ("ld.glb", "right"), ("cp.async", "right"), ("st.sh", "right"),
           ("ld.sh", "right"), ("bar", "right"), ("shfl", "right"), ("exp", "right"),
           ("total", "right"), ("tot/64q", "right"), ("MAC x", "right"),
           ("src->text\nms", "right"))


def _n(v: float) -> str:
    return f"{v:.0f}" if abs(v - round(v)) < 1e-9 else f"{v:.1f}"


def render(console: Console, entries: list[Entry], targets: list[str]) -> None:
    notes: dict[str, int] = {}

    def note(msg: str) -> str:
        return f"[{notes.setdefault(msg, len(notes) + 1)}]"

    for tgt in targets:
        t = TARGETS[tgt]
        table = Table(title=f"{tgt} ({t.description}; matrix: {t.matrix}, async copy: "
                            f"{t.async_copy}) - the key loop, per {KEYS} keys, whole block",
                      title_justify="left")
        for col, j in COLUMNS:
            table.add_column(col, justify=j, no_wrap=col in ("variant", "compiler"))
        last = None
        for e in (e for e in entries if e.row.target == tgt):
            r = e.row
            variant = LABELS.get(r.variant, r.variant)
            if last is not None and variant != last:
                table.add_section()
            last = variant
            if r.error and r.mix is None:
                short = r.error.split(":")[0] if r.error.startswith("n/a") else "n/a"
                table.add_row(variant, r.compiler, f"[dim]{escape(short)} {note(r.error)}[/]",
                              *[""] * (len(COLUMNS) - 3))
                continue
            spill = G._num(r.spill)
            if r.spill:
                spill = f"[red]{r.spill}[/]"
            elif r.spill == 0:
                spill = "[green]0[/]"
            smem = G._num(r.smem) + (f" {r.smem_note}" if r.smem_note and r.smem is not None
                                     else "")
            regs = G._num(r.regs) + (f" {note(r.extra)}" if r.extra else "")
            c = per_keys(e)
            if c is None:
                mixcells = [f"[dim]n/a {note(r.mix_error or '?')}[/]"] + [""] * 11
            else:
                mac = mac_ratio(e)
                mac_s = "?" if mac is None else f"{mac:.2g}"
                if mac is not None and abs(mac - 1) > 0.01:
                    mac_s = f"[yellow]{mac_s}[/] " + note(
                        "MAC x > 1: the loop issues more multiply-adds than q@k^T and p@v "
                        "need, so some matrix tiles are computed by more than one warp (wave)")
                cpa = _n(c["cp.async"]) + (f"+{_n(c['bulk'])} TMA" if c["bulk"] else "")
                mixcells = [_n(c["mma"]) + (" wg" if r.wgmma else ""), _n(c["ldmatrix"]),
                            _n(c["ld.global"]), cpa, _n(c["st.shared"]), _n(c["ld.shared"]),
                            _n(c["bar"]), _n(c["shfl"]), _n(c["exp"]), _n(c["total"]),
                            _n(c["total"] * 64 / e.block_m), mac_s]
                if r.mix.nested:
                    mixcells[-3] += " " + note(f"{r.compiler} ({tgt}): {r.mix.nested} loop(s) "
                                               f"inside the key loop, counted once")
            ms = f"{statistics.median(r.text_ms):.1f}" if r.text_ms else "[dim]-[/]"
            name = r.compiler + (f" {note(e.note)}" if e.note else "")
            table.add_row(variant, name, regs, spill, smem, G._num(r.threads),
                          str(e.block_m), *mixcells, ms)
        console.print()
        console.print(table)
    if notes:
        console.print("\nnotes:", style="bold")
        for msg, n in notes.items():
            console.print(f"  [{n}] {escape(msg)}", highlight=False)


def summary(console: Console, entries: list[Entry], targets: list[str]) -> None:
    """Per target and variant: kgen's steady-state loop (`full`) beside each Triton
    configuration's first key loop, in issue slots per 64 queries x 128 keys."""
    table = Table()
    cfgs: list[str] = []
    for e in entries:
        name = " ".join(e.row.compiler.split()[:3])
        if name.startswith("Triton") and e.row.mix is not None and name not in cfgs:
            cfgs.append(name)
    table.add_column("target", no_wrap=True)
    table.add_column("variant", no_wrap=True)
    table.add_column("kgen full", justify="right")
    for c in cfgs:
        table.add_column(c.removeprefix("Triton "), justify="right")
    if cfgs:
        table.add_column(f"kgen / {cfgs[0].removeprefix('Triton ')}", justify="right")
    table.add_column("kgen / best", justify="right")
    for tgt in targets:
        for v in dict.fromkeys(e.row.variant for e in entries if e.row.target == tgt):
            def tot(pred):
                e = next((e for e in entries if e.row.target == tgt and e.row.variant == v
                          and pred(e.row.compiler) and per_keys(e)), None)
                return None if e is None else per_keys(e)["total"] * 64 / e.block_m
            k = tot(lambda n: n == "kgen full" or (n.startswith("kgen full,")
                                                    and "S edge" not in n))
            ts = [tot(lambda n, c=c: n.startswith(c + " ") or n == c) for c in cfgs]
            best = min((t for t in ts if t), default=None)
            ratios = ([ts[0]] if cfgs else []) + [best]
            table.add_row(tgt, LABELS.get(v, v), "-" if k is None else f"{k:.0f}",
                          *["-" if t is None else f"{t:.0f}" for t in ts],
                          *["-" if not (k and t) else f"{k / t:.1f}x" for t in ratios])
        table.add_section()
    console.print()
    console.print(f"summary: tot/64q (issue slots per 64 queries x {KEYS} keys) of the "
                  f"steady-state key loop, kgen 'full' beside Triton's first key loop (causal: "
                  f"the keys before the diagonal)", highlight=False)
    console.print(table)


def kgen_today(console: Console, entries: list[Entry]) -> None:
    """What kgen's code is today, in its own words and from the counts."""
    scheds: dict[str, list[str]] = {}
    for e in entries:
        if e.row.compiler.startswith("kgen") and e.row.schedule:
            where = scheds.setdefault(e.row.schedule, [])
            if e.row.target not in where:
                where.append(e.row.target)
    console.print()
    console.print("kgen's products today (from its plan text, `kgen compile --emit schedule`):",
                  style="bold")
    for s, where in scheds.items():
        console.print(f"  {escape(s)}   [dim]({', '.join(where)})[/]", highlight=False)
    console.print(
        "  On sm_80 k and v stream into buffers of their own through an S-stage cp.async\n"
        "  pipeline (kgen.passes.pipeline, the pass the GEMM uses; the 'full' loop is unrolled S\n"
        "  times, the rows are per 128 keys all the same); q is staged once before the loop\n"
        "  (by cp.async on sm_80; on sm_90a the producer loads it once by TMA, ahead of k);\n"
        "  p is the A operand of p @ v straight from q @ k's accumulator registers (packed to\n"
        "  bf16x2/f16x2, no shared memory). sm_80: mma.sync, fragments read with ldmatrix\n"
        "  (.trans for v; .x4: two 8-column B tiles at once). sm_90a, FlashAttention-3's\n"
        "  shape (the example's schedule: 128 queries, two consumer warpgroups): wgmma\n"
        "  m64nNk16 ('wg' counted once per warpgroup), k, v and q in 128-byte-swizzled tiles\n"
        "  read through descriptors (v MN-major: the transpose bit), p from registers (the RS\n"
        "  form); k and v come by TMA from a producer warpgroup over two mbarrier rings of 2\n"
        "  slots (the rows count the consumers' loop, 2 key steps a trip, 8 warps), and the two\n"
        "  consumer warpgroups take turns at the tensor cores (bar.sync / bar.arrive around\n"
        "  step's products: the 'bar' column); within a warpgroup a step issues its q @ k,\n"
        "  then the previous step's p @ v (FlashAttention-3's intra-warpgroup overlap),\n"
        "  waits for q @ k alone (wgmma.wait_group 1), runs its softmax while p @ v runs, and\n"
        "  waits for that (wait_group 0) before rescaling the accumulators; the last step's\n"
        "  own p @ v (the drain, in the loop's text but run once a loop) is not counted.\n"
        "  On gfx90a and gfx942 k and v stream through\n"
        "  registers a step ahead (global -> VGPRs -> LDS, 2 stages), and q is held in\n"
        "  registers (each lane's fragments loaded once before the loop: no LDS). Every kernel\n"
        "  takes the example's CDNA schedule: 128 queries on 8 waves, 16 a wave, so the\n"
        "  products take v_mfma_f32_16x16x16 (each wave's rows whole: p stays in registers)\n"
        "  and the loop is the 8-wave ping-pong (two groups of 4 waves, one's MFMAs beside the\n"
        "  other's loads and LDS writes; two key steps a trip); d128 walks 32 keys a step, so\n"
        "  that two stream slots of K and V fit in the LDS (37,888 bytes; 64 keys would take\n"
        "  69,632 of the 65,536).\n"
        "  Causal: kgen's loop ends after the last key step its mask (where(s >= tt, ..., -inf))\n"
        "  leaves visible to the block (kgen/lower/horizon.py), and the steps wholly below the\n"
        "  diagonal run first as a loop of their own without the mask ('off-band'), then the\n"
        "  rest with it ('diagonal'), as Triton's two causal loops do; rows are per 128 keys.",
        highlight=False)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--targets", default=",".join(TARGETS),
                    help=f"comma-separated kgen targets ({','.join(TARGETS)})")
    ap.add_argument("--variants", default="",
                    help=f"comma-separated kernels of examples/attention.kgen (default all: "
                         f"{','.join(LABELS)})")
    ap.add_argument("--stages", type=int, default=3, help="Triton num_stages, NVIDIA (3)")
    ap.add_argument("--amd-stages", type=int, default=2,
                    help="Triton num_stages, AMD (2, Triton's AMD default: with 3, Triton 3.9's "
                         "LLVM aborts the process on the causal 64x64 kernel)")
    ap.add_argument("--reps", type=int, default=10, help="kgen src->text repetitions (10)")
    ap.add_argument("--triton-reps", type=int, default=3,
                    help="Triton src->text repetitions (3; each a real compile)")
    ap.add_argument("--edge-loops", action="store_true",
                    help="also the key loops of kgen's partial-query-block program (S edge)")
    ap.add_argument("--no-triton", action="store_true", help="kgen rows only")
    ap.add_argument("--save", metavar="FILE", help="also write the printed report to FILE")
    args = ap.parse_args(argv)

    targets = G.parse_targets(ap, args.targets)
    variants = kernel_sources()
    if args.variants:
        want = [v.strip() for v in args.variants.split(",") if v.strip()]
        unknown = [v for v in want if v not in variants]
        if unknown:
            ap.error(f"unknown variant(s) {unknown}; known: {list(variants)}")
        variants = {v: variants[v] for v in want}

    console = Console(record=True, width=212)
    progress = Console(stderr=True)
    triton = TritonAttentionRunner() if not args.no_triton else None
    configs = triton.ta.CONFIGS if triton and not triton.error else ()
    for line in machine_info(triton.version if triton else "skipped (--no-triton)"):
        console.print(line, highlight=False)
    console.print("gpu:      none used. Everything below is static (assembler reports and "
                  "instruction counts of the ahead-of-time output); no GPU timing is possible "
                  "here.", highlight=False)
    shapes = {v: kgen_shape(t) for v, t in variants.items()}    # without a schedule
    by_shape: dict[tuple[int, int], list[str]] = {}
    for v, (bm, bn, _) in shapes.items():
        by_shape.setdefault((bm, bn), []).append(f"{v} ({LABELS.get(v, v)})")
    console.print("kgen:     examples/attention.kgen, each kernel compiled alone: " + "; ".join(
        f"{', '.join(vs)}: {bm} queries per program, {bn} keys per step"
        for (bm, bn), vs in by_shape.items()), highlight=False)
    console.print("triton:   benchmarks/triton_attention.py (tutorial 06 forward, in its own "
                  "words); BLOCK_M x BLOCK_N, num_warps: "
                  + (", ".join(f"{c.block_m}x{c.block_n} w{c.warps}" for c in configs)
                     or "n/a") + f"; num_stages={args.stages} (NVIDIA), {args.amd_stages} (AMD)",
                  highlight=False)
    console.print("          AMD num_stages: 2 is Triton's AMD default (the tutorial uses 1 "
                  "there); with 3, Triton 3.9's LLVM aborts the process compiling the causal\n"
                  "          64x64 w4 kernel for gfx90a and gfx942 (assertion in "
                  "GCNRewritePartialRegUses).", highlight=False)
    console.print("          Triton's kernel assumes S % BLOCK_M == 0 and T % BLOCK_N == 0 (no "
                  "bounds masks, as the tutorial); kgen's handles any S and T.", highlight=False)
    console.print(f"reps:     src->text median of {args.reps} (kgen) / {args.triton_reps} "
                  f"(Triton) after one untimed compile", highlight=False)
    if triton and triton.error:
        console.print(f"[yellow]{escape(triton.error)}: Triton rows are n/a[/]")

    entries: list[Entry] = []
    for name, text in variants.items():
        for tgt in targets:
            entries.extend(measure_kgen(name, text, tgt, args.reps, args.edge_loops))
            progress.print(f"  kgen   {name:22s} {tgt}", style="dim", highlight=False)
            if triton is None:
                continue
            if triton.error:
                row = G.Row(name, tgt, "Triton")
                row.error = triton.error
                entries.append(Entry(row, 0, 0, 0))
                continue
            for cfg in configs:
                stages = args.amd_stages if tgt.startswith("gfx") else args.stages
                entries.extend(triton.measure_config(name, tgt, cfg, stages, args.triton_reps))
                progress.print(f"  Triton {name:22s} {tgt} {cfg.name}", style="dim",
                               highlight=False)

    kgen_today(console, entries)
    render(console, entries, targets)
    console.print(
        f"\nCounts are static, in the PTX/AMDGCN text (before ptxas/SASS), of one iteration of the "
        f"loop that walks the keys, scaled to {KEYS} keys\nfor the whole block: per-warp count x "
        f"warps x {KEYS} / keys per iteration (kgen's step: 64, 128 on sm_90a; BLOCK_N for Triton); a wgmma ('wg') "
        f"counts once per warp\ngroup. tot/64q = total x 64 / q/blk: issue slots per 64 queries x "
        f"{KEYS} keys. MAC x = multiply-adds issued / (2 x q/blk x keys x head dim), 1 = each\n"
        f"product once. mma = mma.sync / wgmma.mma_async / v_mfma; cp.async excludes commit/wait; "
        f"bar = bar.sync / s_barrier; shfl = shfl.sync / ds_swizzle /\nds_bpermute / DPP; exp = "
        f"ex2.approx / v_exp. kgen 'full' = whole 64-key steps, 'tail' = the masked last step "
        f"(at most once per program).\nsmem 'dyn' = Triton's dynamic shared memory. Spills must be "
        f"0. No GPU was used: these are properties of the generated code, not run times.",
        style="dim", highlight=False)

    summary(console, entries, targets)
    kg = [e for e in entries if e.row.compiler.startswith("kgen") and e.row.regs is not None]
    spilled = [f"{e.row.compiler} {e.row.variant}@{e.row.target}: {e.row.spill} B" for e in kg
               if e.row.spill]
    theirs = sorted({f"{' '.join(e.row.compiler.split()[1:3])} {e.row.variant}@{e.row.target}: "
                     f"{e.row.spill} B" for e in entries
                     if e.row.spill and not e.row.compiler.startswith("kgen")})
    console.print()
    console.print(f"spills: kgen {'none' if not spilled else ', '.join(spilled)} "
                  f"({'PASS' if not spilled else 'FAIL'}: kgen rows with a resource report: "
                  f"{len(kg)}); Triton: {'none' if not theirs else ', '.join(theirs)}",
                  highlight=False)
    if args.save:
        Path(args.save).parent.mkdir(parents=True, exist_ok=True)
        Path(args.save).write_text(console.export_text(styles=False))
        progress.print(f"saved {args.save}")
    return 1 if any(e.row.spill for e in entries if e.row.compiler.startswith("kgen")) else 0


if __name__ == "__main__":
    sys.exit(main())
