"""Vector widths come from the target's row (Target.max_vector_bits): the lowering caps every
vector access by it, and the compiler refuses (as its own bug) any access wider than it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from conftest import EXAMPLES, compile_text, example_source, runs_on
from kgen.cached import compile_cached
from kgen.lir import ops as L
from kgen.errors import CompilerBug
from kgen.sim.core import WiderThanTarget
from kgen.sim.ptx import PtxModule
from kgen.tools.run import run_source
from kgen.source import Source
from kgen.target.targets import TARGETS

# The f16 loads of x choose 8-element (16-byte) vectors; the f32 store of y in the same
# (transposed) layout took them over as st.global.v8.f32, 32 bytes (issue: "Invalid machine
# code", item 7): ptxas "256 bit wide load/store requires sm_100", CDNA "st_global of 8 x 32".
MIXED = """kernel k(x: f16[M, N], y: f32[N, M]) {
  tile m: all, n: 128;
  y[n, m] = f32(max(x[m, n], axis=m)) - sum(f32(x[m, n]), axis=m)
}"""

# The load side: the f32 tensor w read transposed, in its own coalesced layout, took the f16
# tensors' 8-element vector (ld.global.v8.f32; CDNA "ld_global of 8 x 32 bits").
MIXED_LOAD = """kernel k(x: f16[M, N], z: f16[M, N], w: f32[N, M], y: f16[M, N]) {
  tile m: all, n: 128;
  y[m, n] = f16(f32(x[m, n]) * f32(z[m, n]) + w[n, m])
}"""


def _widest(fn: L.Function) -> int:
    fns = L.variants(fn)
    return max((L.access_bits(n) for f in fns for n in L.walk(f.body)), default=0)


def test_every_target_row_states_its_widest_access():
    for t in TARGETS.values():
        assert t.max_vector_bits in (64, 128, 256), t.name


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("src", [MIXED, MIXED_LOAD], ids=["store", "load"])
def test_an_f32_access_in_an_f16_layout_is_capped_and_matches(target, src):
    out = compile_text(src, target, stop="schedule")
    widest = _widest(out.functions[0])
    assert widest == TARGETS[target].max_vector_bits      # still vectorised, at the limit
    reports = run_source(Source("t.kgen", src), device="sim", target=target,
                         sizes={"M": 8, "N": 256})
    assert reports and all(r.ok and r.checks for r in reports), reports


def test_an_access_wider_than_the_target_is_a_compiler_bug():
    wide = L.Inst("st_global", (), (L.Reg(1, "u64", True), L.Reg(2, "u32", False),
                                     L.Imm(0, "u32"),
                                     *(L.Reg(10 + i, "f32", False) for i in range(8))), (32, 8))
    assert L.access_bits(wide) == 256
    fn = compile_text("kernel k(x: f32[N], y: f32[N]) { tile n: 256; y[n] = x[n] }",
                      "sm_80", stop="schedule").functions[0]
    L.verify_access_widths(fn, 128)
    with pytest.raises(CompilerBug, match="st_global of 256 bits"):
        L.verify_access_widths(replace(fn, body=fn.body + (wide,)), 128)


@pytest.mark.parametrize("example", EXAMPLES)
def test_no_example_access_exceeds_the_targets_widest(example):
    for name in runs_on(example):
        t = TARGETS[name]
        out = compile_cached(example_source(example), name, stop="schedule")
        for fn in out.functions:
            assert 0 < _widest(fn) <= t.max_vector_bits, (example, name, fn.name)
            shared = [L.access_bits(n) for f in L.variants(fn) for n in L.walk(f.body)
                      if n.op in ("ld_shared", "st_shared")]
            assert max(shared, default=0) <= (t.max_shared_vector_bits or t.max_vector_bits)


def test_sm100a_moves_32_bytes_a_global_access_and_16_a_shared_one(tmp_path):
    """sm_100a's 256-bit loads and stores (PTX ISA 8.8, ld / st .v8.b32, global memory only:
    ptxas 13 refuses them on shared memory and below .version 8.8): vadd's and the emulator's."""
    out = compile_cached(example_source("vadd"), "sm_100a", stop="asm")
    assert "ld.global.v8.f32" in out.text("asm") and ".version 8.8" in out.text("asm")
    body = ".shared .align 32 .b8 s[64];\n\tmov.u32 %r9, s;\n\tld.shared.v8.b32 " \
           "{%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [%r9];"
    text = (".version 8.8\n.target sm_100a\n.address_size 64\n.visible .entry t()\n{\n"
            f"\t.reg .b32 %r<16>;\n\t{body}\n\tret;\n}}\n")
    with pytest.raises(WiderThanTarget, match="at most 128 bits of shared memory"):
        PtxModule(text, TARGETS["sm_100a"])


def test_the_width_is_the_rows_not_a_constant(monkeypatch):
    """A row saying 64 bits gets 8-byte accesses, loads and stores alike: nothing in the
    lowering assumes 16 bytes."""
    monkeypatch.setitem(TARGETS, "sm_80", replace(TARGETS["sm_80"], max_vector_bits=64))
    fn = compile_text(MIXED, "sm_80", stop="schedule").functions[0]
    assert _widest(fn) == 64
    ops = {n.op for n in L.walk(fn.body) if L.access_bits(n) == 64}
    assert {"ld_global", "st_global"} <= ops
