"""The CDNA GEMM schedule end to end: the example kernels compiled for gfx90a and gfx942 and run
in the AMDGCN emulator (stale reads, LDS races and missing wait states all fail a run) at ragged
sizes against NumPy, on both staging paths: 16-byte rows (K a multiple of 8: global_load_dwordx4
and ds_write_b128) and the element-wise fallback (K = 197). Also what the emitted text must
contain, and the schedule's resource diagnostics."""

from __future__ import annotations

from functools import lru_cache

import pytest

from conftest import compile_text, emulate_example, example_source
from kgen.compiler import compile_source
from kgen.errors import ScheduleError
from test_schedule import assert_close

AMD = ("gfx90a", "gfx942")
GEMMS = ("gemm_bf16", "gemm_f16", "gemm_bt")


@lru_cache(maxsize=None)
def compiled(example: str, target: str):
    return compile_source(example_source(example), target)


@pytest.mark.parametrize("K", [200, 197])
@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_gemm_matches_numpy_on_the_emulator(example, target, K):
    c = compiled(example, target)
    sizes = {"M": 70, "N": 136, "K": K}
    got, want, _ = emulate_example(c.asm, c.functions[0], target, example, sizes)
    for name, w in want.items():
        assert_close(got[name], w, f"{example} on {target}, K={K}: {name}")


def _main_loops(asm: str) -> list[str]:
    """The text of each K loop (label to end label)."""
    out, cur = [], None
    for line in asm.splitlines():
        if line.startswith(".L") and "_loop" in line and not line.rstrip(":").endswith("_end"):
            cur = []
        elif cur is not None and line.startswith(".L") and line.rstrip(":").endswith("_end"):
            out.append("\n".join(cur))
            cur = None
        elif cur is not None:
            cur.append(line)
    return out


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("example", GEMMS)
def test_aligned_loop_uses_16_byte_loads_and_lds_writes(example, target):
    asm = compiled(example, target).asm
    fast, slow = _main_loops(asm)[:2]
    assert "global_load_dwordx4" in fast and "global_load_ushort" not in fast
    assert "global_load_ushort" in slow and "global_load_dwordx4" not in slow
    # K-contiguous operands land with one ds_write_b128 per 16 bytes; an N-contiguous one is
    # paired into (k, k+1) dwords by v_perm_b32.
    assert "ds_write_b128" in fast
    if example != "gemm_bt":
        assert "v_perm_b32" in fast and "ds_write_b16" not in fast
    # The uniform alignment test picks the path: K (and N for an N-contiguous B) % 8.
    assert "rows 16-byte aligned" in asm
