"""The schedules benchmarks/gpu_check.py's GEMM tables compare, as data: {label: (source edits,
schedule options)}. gpu_check builds each variant's source from its label, and estimate_error.py
and estimate_facts.py rebuild a recorded row's source from the label it was printed with. No
kgen import: estimate_facts.py loads this beside another tree's kgen."""

from __future__ import annotations

SQUARE = "tile m: 128, n: 128"         # gpu_check.SPEED_GEMM's tile

# The bf16 GEMM (gpu_check.SPEED_GEMM).
GEMM_VARIANTS = {"tiles": ((), ""), "persistent": ((), "persistent"),
                 "128x256 persistent": (((SQUARE, "tile m: 128, n: 256"),), "persistent"),
                 # twice the tiles of 128 x 128: a wave of 132 SMs at M = N = 1024
                 "128x64": (((SQUARE, "tile m: 128, n: 64"),), ""),
                 # 2-CTA clusters sharing A by TMA multicast (targets with clusters only:
                 # gpu_check leaves it out elsewhere), one program a tile and persistent
                 "cluster 2": ((), "cluster 2"),
                 "cluster 2 persistent": ((), "cluster 2; persistent")}

# examples/gemm_fp8.kgen's gemm_fp8 as written beside deeper rings and persistent programs.
FP8_VARIANTS = {"as written": ((), ""), "stages 4": ((), "stages 4"),
                "stages 4 persistent": ((), "stages 4; persistent"),
                "stages 6 persistent": ((), "stages 6; persistent")}


def variant_text(text: str, kernel: str, target: str, label: str) -> str:
    """`text` as the GEMM or FP8 table's variant `label` compiles it: its edits made, its
    schedule block appended."""
    edits, sched = {**GEMM_VARIANTS, **FP8_VARIANTS}[label]
    for old, new in edits:
        text = text.replace(old, new)
    return text + (f"\nschedule {kernel} on {target} {{ {sched} }}\n" if sched else "")
