"""The TMA-store epilogue (kgen.lower.epilogue): a warp-specialized kernel's output tile staged in
shared memory and stored by cp.async.bulk.tensor, on the emulator at ragged sizes.

The shapes that take each path: the whole tile in one buffer per column block (gemm_bf16's 128 x
128, attention's 128 x 64), two buffers taken in turn (a 128 x 256 bf16 tile beside a 4-deep
ring), a persistent program that stages tile after tile in the same buffers, f32 outputs; and
what stays in registers, with the schedule saying why.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kgen.compiler import compile_source
from kgen.source import Source
from kgen.tools.run import run_source

ROOT = Path(__file__).resolve().parents[2]
GEMM = (ROOT / "examples" / "gemm_bf16.kgen").read_text()
STORE = "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group"


def _gemm(schedule: str) -> Source:
    """gemm_bf16 with its sm_90a schedule replaced."""
    text = re.sub(r"schedule gemm_bf16 on sm_90a \{[^}]*\}",
                  f"schedule gemm_bf16 on sm_90a {{ {schedule} }}", GEMM)
    return Source("gemm_tma_out.kgen", text)


def _schedule(src: Source) -> str:
    return compile_source(src, "sm_90a", stop="schedule").text("schedule")


def _matches(src: Source, sizes: dict, kernel: str = "gemm_bf16") -> None:
    """The kernel itself ran (not its fallback or split) and matched."""
    (r,) = run_source(src, device="sim", target="sm_90a", sizes=sizes)
    assert r.checks and all(ch.bad == 0 for ch in r.checks), r
    assert r.detail.startswith(f"{kernel}:"), r.detail


def test_gemm_stores_its_tile_by_tma_and_its_fallback_from_registers():
    src = Source("gemm_bf16.kgen", GEMM)
    text = _schedule(src)
    assert ("epilogue: 'c' through shared memory by TMA stores: 2 box(es) of 128 rows x 64 "
            "columns, one buffer each") in text
    c = compile_source(src, "sm_90a")
    ptx = c.text("asm")
    main, fallback = ptx.split(".entry gemm_bf16_fallback")[:2]
    # One group of both boxes in each version of the chunk (full, masked), then the wait.
    assert main.count(STORE) == 4 and main.count("cp.async.bulk.wait_group.read 0;") == 2
    assert "fence.proxy.async.shared::cta;" in main and "bar.sync 2, 256;" in main
    assert STORE not in fallback.split(".entry")[0]


@pytest.mark.parametrize("schedule,how", [
    ("tile m: 128, n: 256, k: 64", "4 box(es) of 128 rows x 64 columns, 2 buffers in turn"),
    ("tile m: 128, n: 128, k: 64\n persistent 3", "2 box(es) of 128 rows x 64 columns, one "
                                                  "buffer each"),
])
def test_ragged_tiles_match(schedule, how):
    """Both edges ragged (the boxes past the tensor are not written); several tiles a
    persistent program (its staging buffers reused tile after tile)."""
    src = _gemm(schedule)
    assert how in _schedule(src)
    _matches(src, {"M": 200, "K": 136, "N": 328})


def test_f32_output_pairs_go_as_8_byte_stores():
    text = ("kernel g(a: bf16[M, K], b: bf16[K, N], c: f32[M, N]) {\n"
            "    tile m: 128, n: 128, k: 64\n    acc = zeros(f32, m, n)\n"
            "    for kk in k { acc += a[m, kk] @ b[kk, n] }\n    c[m, n] = acc * 2.0\n}\n")
    src = Source("g.kgen", text)
    assert ("epilogue: 'c' through shared memory by TMA stores: 4 box(es) of 128 rows x 32 "
            "columns") in _schedule(src)
    ptx = compile_source(src, "sm_90a").text("asm").split(".entry g_fallback")[0]
    assert "st.shared.v2.f32" in ptx or "st.shared.v2.b32" in ptx
    _matches(src, {"M": 130, "K": 64, "N": 104}, "g")


def test_a_store_that_is_not_a_tile_says_why():
    """A transposed store (c[n, m] from the [m, n] accumulator): a warp's rows of the
    accumulator are columns of c across more than one 128-byte box, so the registers store
    it, and the schedule says why."""
    text = ("kernel g(a: bf16[M, K], b: bf16[K, N], c: bf16[N, M]) {\n"
            "    tile m: 128, n: 128, k: 64\n    acc = zeros(f32, m, n)\n"
            "    for kk in k { acc += a[m, kk] @ b[kk, n] }\n    c[n, m] = bf16(acc)\n}\n")
    text = _schedule(Source("g.kgen", text))
    assert ("epilogue: 'c' stored from registers: a thread's elements span more than one "
            "128-byte column block") in text
