"""wgmma in the general product lowering (sm_90a): the swizzled operand tiles against the
emulator's reading of the descriptor from the PTX ISA, the instruction chosen where whole
warpgroups fit and mma.sync where they do not, A from registers (the RS form) for
attention's P, the fence.proxy.async the barrier pass places before the async proxy reads what
st.shared and cp.async wrote, and the planted bugs that each check refuses.

The kernels run on the emulator against NumPy in test_products (ATT) and test_golden (the
examples); here each test isolates one rule."""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np
import pytest

from conftest import compile_text
from kgen.lir import ops as L
from kgen.passes.barriers import insert_barriers, verify_barriers
from kgen.errors import CompilerBug
from kgen.lower.product_plan import WgmmaTile
from kgen.sim.ptx_hopper import operand_addresses
from kgen.target.tensormap import swizzle_offset
from test_products import ATT, _att_against_numpy, _att_inputs


@pytest.mark.parametrize("rows,depth,kmajor", [
    (64, 64, True), (64, 128, True), (128, 64, True), (64, 32, True), (64, 16, True),
    (64, 64, False), (128, 64, False), (256, 32, False), (32, 64, False), (16, 64, False)])
def test_a_wgmma_tile_is_where_the_descriptor_reads_it(rows, depth, kmajor):
    """Every element the writers put at swizzle(logical(r, k)) (stage, the streams' copies) is
    the one the emulator's wgmma reads through the descriptor kgen builds for its k-step: the
    two sides come from different readings of the PTX ISA's layout section."""
    tile = WgmmaTile(rows, depth, kmajor)
    base = 3 * 1024                              # a 1024-byte aligned buffer
    r_inst = min(rows, 64) if kmajor else rows   # one instruction's rows (M 64, or all of N)
    for r0 in range(0, rows, r_inst):
        for k0 in range(0, depth, 16):
            desc = tile.descriptor_bits | ((base + tile.logical(r0, k0)) >> 4)
            got = operand_addresses(desc, np.arange(r_inst), 0 if kmajor else 1, "test")
            want = np.array([[base + swizzle_offset(tile.logical(r0 + r, k0 + k), tile.span)
                              for k in range(16)] for r in range(r_inst)])
            np.testing.assert_array_equal(got, want)
    # Writers fill every byte once.
    offsets = {swizzle_offset(tile.logical(r, k), tile.span)
               for r in range(rows) for k in range(depth)}
    assert len(offsets) == rows * depth and max(offsets) < tile.size


def _own(text: str, kernel: str) -> str:
    """The schedule text of `kernel` alone (a two-axis grid's attention also gets its split
    reduction's part and fold, kgen.lower.split, each with its own section)."""
    return text.split(f"kernel {kernel} on ", 1)[1].split("\nkernel ", 1)[0]


def test_attention_on_sm_90a_runs_on_wgmma_with_p_from_registers():
    c = compile_text(ATT, "sm_90a")
    text = _own(c.text("schedule"), "att")
    assert "tile products on wgmma m64nNk16" in text
    assert text.count("1 x 1 warpgroups, each wgmma m64n64k16 tiles") == 2
    assert "(K-major, 128-byte swizzle)" in text and "(MN-major, 128-byte swizzle)" in text
    assert "ldmatrix" not in c.asm and "mma.sync" not in c.asm
    # q @ k: both from descriptors; bf16(p) @ v: P packed from the accumulator registers.
    ss = re.findall(r"wgmma\.mma_async\.sync\.aligned\.m64n64k16\.f32\.bf16\.bf16 \{[^}]*\}, "
                    r"%rd\d+, %rd\d+, %p\d+, 1, 1, 0, 0;", c.asm)
    rs = re.findall(r"wgmma\.mma_async\.sync\.aligned\.m64n64k16\.f32\.bf16\.bf16 \{[^}]*\}, "
                    r"\{%r\d+, %r\d+, %r\d+, %r\d+\}, %rd\d+, %p\d+, 1, 1, 1;", c.asm)
    assert ss and rs
    assert "fence.proxy.async.shared::cta" in c.asm and "wgmma.fence.sync.aligned" in c.asm
    assert "cvt.rn.bf16x2.f32" in c.asm and "opa" not in text


def test_blocks_that_are_not_whole_warpgroups_take_mma_sync():
    two = compile_text(ATT + "\nschedule att on sm_90a { warps 2 }\n", "sm_90a")
    assert "tile products on mma m16n8k16" in two.text("schedule")
    assert "mma.sync.aligned.m16n8k16" in two.asm and "wgmma" not in two.asm


@pytest.mark.parametrize("S,T", [(70, 63), (64, 64), (20, 192), (130, 200)])
def test_wgmma_attention_at_every_key_count(S, T):
    """The whole chunks and the masked rest, both streamed by TMA into the same swizzled
    tiles (zeros past the keys' end), on the emulator against NumPy."""
    _att_against_numpy("sm_90a", S, T)


def _drop_fences(nodes):
    out = []
    for n in nodes:
        if isinstance(n, L.Inst) and n.op == "fence_proxy_async":
            continue
        if isinstance(n, L.If):
            n = replace(n, then=_drop_fences(n.then), else_=_drop_fences(n.else_))
        elif isinstance(n, L.Loop):
            n = replace(n, body=_drop_fences(n.body))
        out.append(n)
    return tuple(out)


def test_the_barrier_verifier_refuses_a_missing_proxy_fence():
    fn = compile_text(ATT, "sm_90a").functions[0]
    assert any(n.op == "fence_proxy_async" for n in L.walk(fn.body))
    verify_barriers(fn)
    # (Q comes by TMA, in the async proxy: the generic writes are O's staging before its TMA
    # store; the cp.async before a wgmma is the test below)
    with pytest.raises(CompilerBug, match="no fence.proxy.async between the generic-proxy "
                                          r"(cp_async|st_shared) .* and the async-proxy "
                                          r"(wgmma|tma_store)"):
        verify_barriers(replace(fn, body=_drop_fences(fn.body)))


def test_the_barrier_pass_fences_after_a_cp_async_lands_not_when_it_is_issued():
    """A fence between a cp.async's issue and the wait that lands it covers nothing."""
    w = L.Inst("cp_async", (), (L.Imm(0, "u32"), L.Imm(0, "u32"), L.Imm(0, "u64"),
                                L.Imm(16, "u32")), ("st", 16, "fill st"))
    read = L.Inst("wgmma", (), (), ("m64n64k16", "bf16", 0, 0, "st", "st"))
    fence, bar = L.Inst("fence_proxy_async", (), ()), L.Inst("bar", (), (), ("x",))
    wait = L.Inst("cp_async_wait", (), (), (0,))
    early = L.Function("f", (), (w, L.Inst("cp_async_commit", (), ()), fence, wait, bar, read),
                       128, (), (L.SharedBuffer("st", 0, 1024, ""),))
    with pytest.raises(CompilerBug, match="no fence.proxy.async"):
        verify_barriers(early)
    placed = insert_barriers(replace(early, body=(w, L.Inst("cp_async_commit", (), ()), wait,
                                                  read)))
    ops = [n.op for n in placed.body]
    assert ops[ops.index("cp_async_wait"):] == ["cp_async_wait", "fence_proxy_async", "bar",
                                                "wgmma"]
    verify_barriers(placed)


def test_the_barrier_pass_fences_only_writes_an_async_read_may_follow():
    """A generic write to a buffer no async-proxy read comes after (a pipeline's drained
    stage, before a loop that stages into other buffers) needs no fence.proxy.async: the loop's
    barrier against its own previous trip's wgmma goes without one, and only the barrier
    before the wgmma that reads what the trip staged keeps its fence."""
    u = L.Imm(0, "u32")
    def write(buf):
        return L.Inst("st_shared", (), (u, u, u), (buf, 32, f"stage {buf}"))
    def read(buf):
        # a product's group, retired at once (its reads last until the wait: barriers._Reading)
        return (L.Inst("wgmma", (), (), ("m64n64k16", "bf16", 0, 0, buf, buf)),
                L.Inst("wgmma_commit", (), ()), L.Inst("wgmma_wait", (), (), (0,)))
    loop = L.Loop(L.Reg(1, "u32", True), u, L.Imm(4, "u32"), 1, (write("op"), *read("op")))
    fn = L.Function("f", (), (write("st"), *read("st"), write("st"), loop), 128, (),
                    (L.SharedBuffer("st", 0, 1024, ""), L.SharedBuffer("op", 1024, 1024, "")))
    placed = insert_barriers(fn)
    verify_barriers(placed)
    body = [n.op for n in placed.body[-1].body]
    assert body == ["bar", "st_shared", "fence_proxy_async", "bar", "wgmma", "wgmma_commit",
                    "wgmma_wait"], body
    # The same loop with an async read of 'st' after it: the loop-head barrier fences again.
    later = insert_barriers(replace(fn, body=fn.body + read("st")))
    verify_barriers(later)
    loop2 = next(n for n in later.body if isinstance(n, L.Loop))
    assert [n.op for n in loop2.body][:2] == ["fence_proxy_async", "bar"]


@pytest.mark.parametrize("drop,error", [
    ("fence.proxy.async.shared::cta;", "MissingProxyFence"),
    ("wgmma.fence.sync.aligned;", "EmulatorError")])
def test_planted_bugs_in_the_wgmma_attention_are_caught(drop, error):
    """The emulator, from the document: the consumers' first proxy fence removed (the
    wgmma would read the queries st.shared staged through the generic proxy), or every
    wgmma.fence (P's registers and the accumulators written with no fence before the
    wgmma)."""
    import kgen.sim as sim
    from kgen.runtime.device import SimDevice
    c = compile_text(ATT, "sm_90a")
    lines = c.asm.split("\n")
    loop = next(i for i, ln in enumerate(lines) if "setmaxnreg.inc" in ln)
    if drop.startswith("wgmma"):
        lines = [ln for ln in lines if drop not in ln]
    else:
        victim = next(i for i in range(loop, len(lines)) if drop in lines[i])
        lines = lines[:victim] + lines[victim + 1:]
    c.asm = "\n".join(lines)
    args = _att_inputs(64, 200)
    with pytest.raises(getattr(sim, error)):
        SimDevice().run(c, c.functions[0], {**args, "o": np.zeros((64, 64), np.float32)},
                        {"S": 64, "T": 200})


def test_two_warpgroups_split_the_queries():
    """8 warps and 128 queries: warpgroup g takes rows 64 g .. 64 g + 63 (its warps' rows
    16 (w % 4) of them), its descriptors start at its own rows of Q's tile."""
    src = ATT.replace("tile s: 64", "tile s: 128") + "\nschedule att on sm_90a { warps 8 }\n"
    c = compile_text(src, "sm_90a")
    assert "2 x 1 warpgroups, each wgmma m64n64k16 tiles" in c.text("schedule")
    _att_against_numpy("sm_90a", 150, 130, src)


def test_one_warpgroup_over_two_wgmma_tiles_of_rows():
    """128 queries on 4 warps: one warpgroup runs two m64 instructions per k-step, its
    registers holding rows 16 (w % 4) and 64 + 16 (w % 4); P packs from both."""
    src = ATT.replace("tile s: 64", "tile s: 128")
    c = compile_text(src, "sm_90a")
    assert _own(c.text("schedule"), "att").count(
        "1 x 1 warpgroups, each wgmma m64n64k16 tiles") == 2
    _att_against_numpy("sm_90a", 150, 130, src)
