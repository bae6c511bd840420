"""The schedule text's global loads in flight (issue 27): what one trip of a memory-bound
kernel's walk loads, per thread, block and SM (CU) at the occupancy its warps and shared memory
allow; a kernel with products states its operand streams instead."""

from __future__ import annotations

from conftest import compile_text, example_source
from kgen.cached import compile_cached


def _section(c) -> list[str]:
    """The first kernel's section (not its variants', such as a split GEMM's fold)."""
    text = c.text("schedule").split("\nkernel ")[0].splitlines()
    at = next((i for i, ln in enumerate(text) if ln.startswith("  global loads in flight")), None)
    if at is None:
        return []
    out = [text[at]]
    for ln in text[at + 1:]:
        if not ln.startswith("    "):
            break
        out.append(ln)
    return out


def test_a_walk_states_its_trip_bytes_per_thread_block_and_sm():
    # softmax: a 1024-element chunk of f32 over 256 threads is 4 elements, one 16-byte load a
    # thread a trip; 256-thread blocks, 8 warps: 64 warps an SM hold 8 blocks.
    got = _section(compile_cached(example_source("softmax"), "sm_90a"))
    assert got[0].startswith("  global loads in flight: up to 8 blocks per SM (H100 SXM5 80GB, "
                             "by warps;")
    assert "    a trip of chunks of 1024 along 'n': whole chunks: 16 bytes a thread, 4,096 a " \
           "block, 32,768 per SM" in got


def test_a_kernel_without_a_walk_states_the_program():
    # vadd on gfx942: a 2048-element tile of two f32 inputs over 256 threads (4 waves of 64):
    # 8 elements of each, 64 bytes a thread; 8 workgroups a CU by its 4 SIMDs' waves.
    got = _section(compile_cached(example_source("vadd"), "gfx942"))
    assert got == ["  global loads in flight: up to 8 blocks per CU (Instinct MI300X, by waves; "
                   "registers permitting: `kgen compile --stats`)",
                   "    the program: 64 bytes a thread, 16,384 a block, 131,072 per CU"]


def test_products_have_no_such_section():
    assert _section(compile_cached(example_source("gemm_bf16"), "sm_80")) == []
    src = "kernel c(x: f32[N], y: f32[N]) {\n    tile n: 256\n    y[n] = 1.0\n}\n"
    assert _section(compile_text(src, "sm_80")) == []          # nothing loaded
