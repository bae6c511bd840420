"""kgen.passes.pipeline on hand-built LIR (no GEMM): a row summed through a pipeline, with each copy
protocol.

One warp (or wave); each step of 4 f32 elements per thread, thread t copies its 16 bytes into the
shared buffer R (with cp_async, or with a 16-byte global load into registers and a 16-byte shared
write), then reads its right neighbour's 4 with one ld_shared and adds them to an accumulator.
The pass must give the same sums as the loop it came from, in the LIR interpreter and in the
emitted PTX or AMDGCN on the emulators (where a copy lands only at its wait, a load's registers
are only there after the s_waitcnt the back end derives, and unordered accesses fail the run)."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import numpy as np
import pytest

from kgen.lir import ops as L
from kgen.cached import compile_cached
from kgen.passes.barriers import insert_barriers, verify_async_copies, verify_barriers
from kgen.errors import CompilerBug
from kgen.lir.interp import Machine
from kgen.passes.pipeline import as_loop, pipeline_loops

STEP = 128       # elements per step: 32 threads x 4 f32
u = lambda v: L.Imm(v, "u32")  # noqa: E731


class _Regs:
    def __init__(self):
        self.n = 0

    def __call__(self, ty="u32", uniform=False) -> L.Reg:
        self.n += 1
        return L.Reg(self.n, ty, uniform)


def row_sum(stages: int, copy: str = "cp.async", threads: int = 32) -> L.Function:
    """out[t] = sum over steps s of x[s*step + ((t+1) % threads)*4 + 0..3] (step = 4 threads),
    x read as zeros past K."""
    r = _Regs()
    x, out, K, tid = r("u64", True), r("u64", True), r("u32", True), r()
    lane_off, nb, nb_off, acc, k0 = r(), r(), r(), r("f32"), r("u32", True)
    prologue = (
        L.Inst("ld_param", (x,), (), ("x",)),
        L.Inst("ld_param", (out,), (), ("out",)),
        L.Inst("ld_param", (K,), (), ("K",)),
        L.Inst("tid", (tid,), ()),
        L.Inst("shl", (lane_off,), (tid, u(4)), note="this thread's 16 bytes in R"),
        L.Inst("add", (nb,), (tid, u(1))),
        L.Inst("and", (nb,), (nb, u(threads - 1))),
        L.Inst("shl", (nb_off,), (nb, u(4)), note="the right neighbour's 16 bytes"),
        L.Inst("mov", (acc,), (L.Imm(0.0, "f32"),), note="accumulator = 0"),
    )
    e, ok, nbytes, byte, goff, g64, here, src = (r(), r("pred"), r(), r(), r(), r("u64"),
                                                 r("u64"), r("u64"))
    test = (
        L.Inst("shl", (e,), (tid, u(2))),
        L.Inst("add", (e,), (e, k0)),
        L.Inst("setp", (ok,), (e, K), ("lt", "u32")),
    )
    if copy == "cp.async":
        produce = test + (
            L.Inst("selp", (nbytes,), (u(16), u(0), ok)),
            L.Inst("shl", (byte,), (k0, u(2))),
            L.Inst("add", (goff,), (byte, lane_off)),
            L.Inst("cvt_u64", (g64,), (goff,)),
            L.Inst("add64", (here,), (x, g64)),
            L.Inst("selp", (src,), (here, x, ok), note="outside the row: its start, 0 bytes"),
            L.Inst("cp_async", (), (lane_off, u(0), src, nbytes), ("R", 16, "fill R"),
                   note="16 bytes of the row"),
        )
    else:        # registers: a guarded 16-byte load, zeros outside the row, one shared write
        got = [r("u32") for _ in range(4)]
        produce = test + (
            L.Inst("shl", (byte,), (k0, u(2))),
            L.Inst("add", (goff,), (byte, lane_off)),
            *(L.Inst("mov", (g,), (u(0),), note="outside the row: 0") for g in got),
            L.Inst("ld_global", tuple(got), (x, goff, u(0)), (32, 4), ok,
                   note="16 bytes of the row"),
            L.Inst("st_shared", (), (lane_off, u(0), *got), ("R", 32, "fill R")),
        )
    vals = [r("f32") for _ in range(4)]
    consume = (L.Inst("ld_shared", tuple(vals), (nb_off, u(0)), ("R",), note="neighbour"),
               *(L.Inst("fadd", (acc,), (acc, v)) for v in vals))
    # out is 32 x 4 f32 (one 16-byte row per thread); thread t stores its sum at out[t, 0].
    epilogue = (L.Inst("st_global", (), (out, lane_off, u(0), acc), (32, 1)),)
    step = 4 * threads
    loop = L.Pipelined(k0, u(0), K, step, produce, consume, ("R",), stages, note="for k in row",
                       copy=copy)
    params = (L.ParamSlot("x", "tensor", "u64", "f32"),
              L.ParamSlot("out", "tensor", "u64", "f32", readonly=False),
              L.ParamSlot("K", "dim", "u32", "i32"))
    shared = (L.SharedBuffer("Q", 0, 64, "a buffer before the row"),
              L.SharedBuffer("R", 64, 4 * step, "the row's step"),
              L.SharedBuffer("T", 64 + 4 * step, 32, "a buffer after the row"))
    return L.Function("row_sum", params, (*prologue, loop, *epilogue), threads,
                      (L.GridDim("x", 1, 1),), shared)


def _finish(fn: L.Function) -> L.Function:
    out = insert_barriers(L.eliminate_dead_code(fn))
    verify_barriers(out)
    verify_async_copies(out)
    return out


def _reference(x: np.ndarray, K: int, threads: int = 32) -> np.ndarray:
    step = 4 * threads
    row = np.zeros(-(-max(K, 1) // step) * step + step, np.float32)
    row[:K] = x[:K]
    want = np.zeros(threads, np.float32)
    for s in range(-(-K // step)):
        for t in range(threads):
            for j in range(4):
                want[t] = np.float32(want[t] + row[s * step + ((t + 1) % threads) * 4 + j])
    return want


def _interp(fn: L.Function, x: np.ndarray, K: int) -> np.ndarray:
    out = np.zeros((fn.threads, 4), np.float32)
    Machine(fn, fn.threads).run({"x": x, "out": out, "K": K}, (1,))
    return out[:, 0]


def _only(fn: L.Function) -> L.Pipelined:
    (n,) = [n for n in fn.body if isinstance(n, L.Pipelined)]
    return n


SIZES = [0, 4, 128, 300, 1020]


@pytest.mark.parametrize("stages", [2, 3, 4])
def test_structure(stages):
    S, fn = stages, row_sum(stages)
    top = max(r.id for r in L.registers(fn))
    out = pipeline_loops(fn)
    assert [(b.name, b.offset, b.size) for b in out.shared] == \
        [("Q", 0, 64)] + [(f"R{i}", 64 + 512 * i, 512) for i in range(S)] + \
        [("T", 576 + 512 * (S - 1), 32)]
    body = list(out.body)
    loop = next(n for n in body if isinstance(n, L.Loop))
    before = body[:body.index(loop)]
    after = body[body.index(loop) + 1:]
    copies = [n for n in before if n.op == "cp_async"]
    assert [c.attrs for c in copies] == [(f"R{d}", 16, f"fill R{d}") for d in range(S - 1)]
    assert [n.op for n in before if n.op.startswith("cp_async_")] == ["cp_async_commit"] * (S - 1)
    assert (loop.start, loop.end, loop.step) == (u(0), _only(fn).end, S * STEP)
    insts = list(L.walk(loop.body))
    assert [n.attrs[0] for n in insts if n.op == "cp_async_wait"] == [S - 2] * S
    assert [n.attrs[0] for n in insts if n.op == "cp_async"] == \
        [f"R{(j + S - 1) % S}" for j in range(S)]
    assert [n.attrs[0] for n in insts if n.op == "ld_shared"] == [f"R{j}" for j in range(S)]
    assert [n.op for n in after if n.op.startswith("cp_async")] == ["cp_async_wait"]
    assert after[0].attrs == (0,)
    # Each consume is guarded by its step being before the end: kt < K.
    guards = [n for n in loop.body if isinstance(n, L.If)]
    assert len(guards) == S and all(not g.else_ for g in guards)
    # Fresh registers for every clone: the products' temporaries are new and distinct, the
    # accumulator (initialised outside) is carried.
    loads = [n for n in insts if n.op == "ld_shared"]
    ids = [r.id for n in loads for r in n.dst]
    assert len(set(ids)) == 4 * S and min(ids) > top
    adds = [n for n in insts if n.op == "fadd"]
    assert len({n.dst[0].id for n in adds}) == 1
    defs = [d.id for n in L.walk(out.body) if n.op in ("shl", "selp", "add64") for d in n.dst
            if d.id > top]
    assert len(defs) == len(set(defs))
    assert "R" not in {n.attrs[0] for n in L.walk(out.body) if n.op in L.BUFFER_ATTRS}
    _finish(out)


@pytest.mark.parametrize("copy", ["cp.async", "registers"])
@pytest.mark.parametrize("stages", [2, 3, 4])
@pytest.mark.parametrize("K", SIZES)
def test_interpreter_matches_the_unpipelined_loop(stages, K, copy):
    fn = row_sum(stages, copy)
    x = (np.arange(1100, dtype=np.float32) % 13) - 6
    plain = replace(fn, body=tuple(as_loop(n) if isinstance(n, L.Pipelined) else n
                                   for n in fn.body))
    want = _reference(x, K)
    np.testing.assert_array_equal(_interp(_finish(plain), x, K), want)
    np.testing.assert_array_equal(_interp(_finish(pipeline_loops(fn)), x, K), want)


@pytest.mark.parametrize("stages", [2, 3, 4])
def test_emitted_ptx_on_the_emulator(stages):
    """Where a copy lands only when its wait retires it, and unordered accesses fail the run."""
    from kgen.compiler import emit
    from kgen.runtime.device import SimDevice
    from kgen.target.targets import get_target
    fn = _finish(pipeline_loops(row_sum(stages)))
    tgt = get_target("sm_80")
    asm, _ = emit([fn], tgt, "row_sum")
    x = (np.arange(1100, dtype=np.float32) % 7) - 3
    for K in (0, 300, 1020):
        res = SimDevice().run(SimpleNamespace(asm=asm, target=tgt), fn,
                              {"x": x, "out": np.zeros((32, 4), np.float32)}, {"K": K})
        np.testing.assert_array_equal(res.outputs["out"][:, 0], _reference(x, K))


@pytest.mark.parametrize("stages", [2, 3])
def test_registers_protocol_structure(stages):
    """The loads of step kt + S - 1 go out before step kt's work, their shared writes come after
    it, and no cp.async group or wait appears."""
    S, fn = stages, row_sum(stages, "registers")
    out = pipeline_loops(fn)
    body = list(out.body)
    loop = next(n for n in body if isinstance(n, L.Loop))
    assert "pipeline through registers" in loop.note
    before = body[:body.index(loop)]
    assert [n.attrs[0] for n in before if n.op == "st_shared"] == [f"R{d}" for d in range(S - 1)]
    # Each step is one guarded region: its loads, its work, then its shared writes.
    steps = [n for n in loop.body if isinstance(n, L.If)]
    assert len(steps) == S and all(not g.else_ for g in steps)
    order = [[(n.op, n.attrs[0] if n.op != "ld_global" else "") for n in g.then
              if n.op in ("ld_global", "ld_shared", "st_shared")] for g in steps]
    assert order == [[("ld_global", ""), ("ld_shared", f"R{j}"),
                      ("st_shared", f"R{(j + S - 1) % S}")] for j in range(S)]
    assert not [n for n in L.walk(out.body) if n.op.startswith("cp_async")]
    # The loads' registers are fresh in every clone, the zeros before them in the same clone.
    loads = [n for n in L.walk(loop.body) if n.op == "ld_global"]
    assert len({r.id for n in loads for r in n.dst}) == 4 * S
    _finish(out)


@pytest.mark.parametrize("stages", [2, 3])
def test_registers_protocol_on_the_amd_emulator(stages):
    """Emitted as AMDGCN for one wave: the back end's s_waitcnt vmcnt is the only wait between
    a load and the shared write of its registers (a missing one reads stale registers)."""
    from kgen.compiler import emit
    from kgen.runtime.device import SimDevice
    from kgen.target.targets import get_target
    fn = _finish(pipeline_loops(row_sum(stages, "registers", threads=64)))
    tgt = get_target("gfx942")
    asm, _ = emit([fn], tgt, "row_sum")
    x = (np.arange(1100, dtype=np.float32) % 7) - 3
    for K in (0, 300, 1020):
        res = SimDevice().run(SimpleNamespace(asm=asm, target=tgt), fn,
                              {"x": x, "out": np.zeros((64, 4), np.float32)}, {"K": K})
        np.testing.assert_array_equal(res.outputs["out"][:, 0], _reference(x, K, 64))


def test_registers_produce_must_not_move_a_read_past_a_write():
    fn = row_sum(2, "registers")
    n = _only(fn)
    st = next(x for x in n.produce if x.op == "st_shared")
    load = next(x for x in n.produce if x.op == "ld_global")
    # a deposit that reads the row offset before the load's arithmetic overwrites it
    goff = load.src[1]
    early = L.Inst("st_shared", (), (goff, u(0), *load.dst), ("R", 32, "fill R"))
    produce = (early, *[x for x in n.produce if x is not st])
    with pytest.raises(CompilerBug, match="cannot move after the step's work"):
        pipeline_loops(_with(fn, produce=produce))


def ping_pong(threads: int = 128) -> L.Function:
    """row_sum through registers as the two-group ping-pong (kgen.passes.pipeline, "Wave groups")."""
    fn = row_sum(2, "registers", threads=threads)
    return _with(fn, roles=L.WaveGroups(2))


def test_wave_groups_structure():
    """Per step: the deposit of the next step into the other slot, the fetch of the one after,
    the LDS reads, a barrier, the math between setprio 1 and 0, a barrier; group 1 one barrier
    behind from the prologue to the end. The fetched registers are the same in every copy (they
    carry a step's loads to the next step's deposit); the address arithmetic is fresh."""
    out = pipeline_loops(ping_pong())
    body = list(out.body)
    loop = next(n for n in body if isinstance(n, L.Loop))
    assert "ping-pong, two steps per trip" in loop.note and loop.step == 2
    ops = [(n.op, n.attrs[0] if n.op in ("st_shared", "ld_shared", "setprio") else "")
           for n in loop.body if isinstance(n, L.Inst) and n.op in (
               "st_shared", "ld_global", "ld_shared", "bar", "setprio", "fadd")]
    def step(j):
        return [("st_shared", f"R{1 - j}"), ("ld_global", ""), ("ld_shared", f"R{j}"),
                ("bar", ""), ("setprio", 1), *[("fadd", "")] * 4, ("setprio", 0), ("bar", "")]
    assert ops == step(0) + step(1)
    groups = [n.attrs[:2] for n in L.walk(out.body) if n.op == "bar_group"]
    assert groups == [(1, 2), (0, 2)]
    loads = [n for n in L.walk(out.body) if n.op == "ld_global"]
    assert len(loads) == 4 and len({n.dst for n in loads}) == 1
    assert len({n.src[1].id for n in loads}) == 4
    tail = next(n for n in body if isinstance(n, L.If))
    assert [n.op for n in tail.then if n.op in ("ld_shared", "bar", "st_shared")] == \
        ["ld_shared", "bar", "bar"]
    _finish(out)


@pytest.mark.parametrize("K", SIZES + [1100, 1600])
def test_wave_groups_in_the_interpreter(K):
    x = (np.arange(1700, dtype=np.float32) % 5) - 2
    fn = _finish(pipeline_loops(ping_pong()))
    np.testing.assert_array_equal(_interp(fn, x, K), _reference(x, K, 128))


def test_wave_groups_on_the_amd_emulator():
    """Two waves, one per group, each reading the other's part of the slot at the group edge:
    the emulator's LDS race detector and barrier matching check the offset schedule, and
    verify_group_barriers proves it (compiler._finish runs it)."""
    from kgen.passes.barriers import verify_group_barriers
    from kgen.compiler import emit
    from kgen.runtime.device import SimDevice
    from kgen.target.targets import get_target
    fn = _finish(pipeline_loops(ping_pong()))
    verify_group_barriers(fn)
    tgt = get_target("gfx942")
    asm, _ = emit([fn], tgt, "row_sum")
    assert asm.count("s_setprio 1") == 3
    x = (np.arange(1700, dtype=np.float32) % 7) - 3
    for K in (0, 300, 1020, 1100, 1600):   # 0 to 4 steps: odd and even counts
        res = SimDevice().run(SimpleNamespace(asm=asm, target=tgt), fn,
                              {"x": x, "out": np.zeros((128, 4), np.float32)}, {"K": K})
        np.testing.assert_array_equal(res.outputs["out"][:, 0], _reference(x, K, 128))


def test_wave_groups_planted_bugs_are_caught():
    """A hand-over barrier removed, or the offset, is found by verify_group_barriers."""
    from kgen.passes.barriers import verify_group_barriers
    fn = _finish(pipeline_loops(ping_pong()))
    loop = next(n for n in fn.body if isinstance(n, L.Loop))
    first = next(i for i, n in enumerate(loop.body) if isinstance(n, L.Inst) and n.op == "bar")
    cut = replace(loop, body=loop.body[:first] + loop.body[first + 1:])
    with pytest.raises(CompilerBug):
        verify_group_barriers(replace(fn, body=tuple(cut if n is loop else n for n in fn.body)))
    no_offset = tuple(n for n in fn.body if not (isinstance(n, L.Inst) and n.op == "bar_group"
                                                and n.attrs[0] == 1))
    with pytest.raises(CompilerBug):
        verify_group_barriers(replace(fn, body=no_offset))


def _ping_pong_with(**changes):
    fn = ping_pong()
    n = _only(fn)
    return _with(fn, **{k: v(n) if callable(v) else v for k, v in changes.items()})


A = L.Reg(903, "u32", False)
WAVE_GROUPS_REFUSED = {
    "three groups": (dict(roles=L.WaveGroups(3)), "between 2 wave groups, not 3"),
    "cp.async": (dict(copy="cp.async", produce=lambda n: _only(row_sum(2)).produce),
                 "2 stages of cp.async copies"),
    "three stages": (dict(stages=3), "got 3 stages of registers"),
    "step not a power of two": (dict(step=384), "384 is not a power of two"),
    "math touches LDS": (
        dict(consume=lambda n: n.consume + (L.Inst("st_shared", (), (u(0), u(0), W), ("Q",)),)),
        "matrix phase would touch shared memory"),
    "branchy consume": (dict(consume=lambda n: (L.If(L.Reg(901, "pred", True), n.consume, ()),)),
                        "straight-line code"),
    "read moves past math": (
        dict(consume=lambda n: (L.Inst("shl", (W,), (A, u(1))),
                                L.Inst("mov", (A,), (n.consume[0].src[0],)),
                                replace(n.consume[0], src=(A, u(0))), *n.consume[1:])),
        "would move before the math"),
}


@pytest.mark.parametrize("name", list(WAVE_GROUPS_REFUSED))
def test_wave_groups_contract(name):
    changes, message = WAVE_GROUPS_REFUSED[name]
    with pytest.raises(CompilerBug, match=message):
        pipeline_loops(_ping_pong_with(**changes))


def test_warp_roles_below_the_top_level_are_refused():
    fn = row_sum(2)
    n = _only(fn)
    nested = L.If(L.Reg(901, "pred", True), (replace(n, roles=L.WarpRoles(1, 40, 232)),), ())
    with pytest.raises(CompilerBug, match="warp roles are warp_specialize's"):
        pipeline_loops(replace(fn, body=tuple(nested if x is n else x for x in fn.body)))


def test_a_function_without_pipelined_loops_is_returned_as_is():
    fn = row_sum(2)
    plain = replace(fn, body=tuple(as_loop(n) if isinstance(n, L.Pipelined) else n
                                   for n in fn.body))
    assert pipeline_loops(plain) is plain


def _with(fn: L.Function, **changes) -> L.Function:
    n = _only(fn)
    return replace(fn, body=tuple(replace(n, **changes) if x is n else x for x in fn.body))


def _bad(**changes):
    fn = row_sum(3)
    n = _only(fn)
    extra = {}
    for k, v in changes.items():
        extra[k] = v(n) if callable(v) else v
    return _with(fn, **extra)


W = L.Reg(900, "u32", False)
MALFORMED = {
    "produce reads shared": (
        dict(produce=lambda n: n.produce + (L.Inst("ld_shared", (W,), (u(0), u(0)), ("Q",)),)),
        "produce holds ld_shared"),
    "produce commits": (
        dict(produce=lambda n: n.produce + (L.Inst("cp_async_commit", (), ()),)),
        "produce holds cp_async_commit"),
    "produce branches": (
        dict(produce=lambda n: (L.If(L.Reg(901, "pred", True), n.produce, ()),)),
        "produce holds a If"),
    "produce copies elsewhere": (
        dict(produce=lambda n: n.produce[:-1] + (replace(n.produce[-1], attrs=("Q", 16, "")),)),
        "produce copies into Q"),
    "consume writes the buffer": (
        dict(consume=lambda n: n.consume + (L.Inst("st_shared", (), (u(0), u(0), W), ("R",)),)),
        "consume writes buffer R"),
    "consume copies": (
        dict(consume=lambda n: n.consume + (L.Inst("cp_async", (), (
            u(0), u(0), L.Reg(902, "u64", True), u(0)), ("Q", 16, "")),)),
        "consume issues cp_async"),
    "one stage": (dict(stages=1), "at least 2 stages"),
    "unknown protocol": (dict(copy="dma"), "no copy protocol 'dma'"),
    # (a global load is an index read an address may need: a page table's entry)
    "shared reads under cp.async": (
        dict(produce=lambda n: n.produce + (L.Inst("ld_shared", (W,), (u(0), u(0)),
                                                   ("R",)),)),
        "produce holds ld_shared"),
    "undeclared buffer": (dict(buffers=("R", "S")), "buffer S is not in Function.shared"),
    "rings without warp roles": (dict(rings=(("R",),)), "mbarrier rings .* without warp roles"),
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_malformed_pipelined_loops_are_refused(name):
    changes, message = MALFORMED[name]
    with pytest.raises(CompilerBug, match=message):
        pipeline_loops(_bad(**changes))


def test_produce_results_read_outside_are_refused():
    fn = row_sum(2)
    n = _only(fn)
    leak = n.produce[0].dst[0]
    fn = replace(fn, body=fn.body + (L.Inst("st_global", (), (fn.body[0].dst[0], leak, u(0),
                                                              leak), (32, 1)),))
    with pytest.raises(CompilerBug, match="produce writes .* mentioned outside it"):
        pipeline_loops(fn)


@pytest.mark.parametrize("run", [
    lambda fn: list(L.walk(fn.body)),
    L.eliminate_dead_code,
    insert_barriers,
    verify_barriers,
    verify_async_copies,
    lambda fn: Machine(fn, 32).run({"x": np.zeros(4, np.float32),
                                    "out": np.zeros((32, 4), np.float32), "K": 4}, (1,)),
], ids=["walk", "dce", "insert_barriers", "verify_barriers", "verify_async_copies", "interp"])
def test_later_passes_refuse_a_pipelined_loop(run):
    with pytest.raises(CompilerBug, match="met a Pipelined loop .*pipeline_loops"):
        run(row_sum(2))


def test_emitters_refuse_a_pipelined_loop():
    from kgen.compiler import emit
    from kgen.target.targets import get_target
    for target in ("sm_80", "gfx942"):
        with pytest.raises(CompilerBug, match="met a Pipelined loop"):
            emit([replace(row_sum(2), threads=64)], get_target(target), "row_sum")


def test_format_function_shows_a_pipelined_loop():
    text = L.format_function(row_sum(3))
    assert "pipelined stages=3 buffers=R for %uu32_" in text
    assert "  produce {" in text and "} consume {" in text


def test_clone_substitutes_registers_and_buffers():
    a, b, c = L.Reg(1, "u32", False), L.Reg(2, "u32", False), L.Reg(3, "u32", True)
    body = (L.Inst("add", (a,), (c, u(1))),
            L.Inst("st_shared", (), (a, u(0), b), ("R", 32, "fill R"), pred=None),
            L.Loop(c, u(0), b, 1, (L.Inst("ld_shared", (a,), (c, u(0)), ("R",)),)))
    out = L.clone(body, {1: L.Reg(7, "u32", False), 2: u(5)}, {"R": "R2"})
    assert out[0].dst[0].id == 7 and out[0].src == (c, u(1))
    assert out[1].attrs == ("R2", 32, "fill R2") and out[1].src[2] == u(5)
    assert out[2].end == u(5) and out[2].body[0].attrs == ("R2",)
    with pytest.raises(CompilerBug, match="only a register can stand"):
        L.clone(body, {1: u(0)})
    assert L.clone(body, {}) == body and L.clone(body, {})[0] is body[0]


def test_a_step_that_leaves_its_products_in_flight():
    """A cp.async pipeline whose step leaves its wgmma group in flight (conv2d on sm_90a: its
    gathered activations keep it off the warp roles): the copies run S - 2 steps ahead (the
    stage the step before read is busy until its products retire), every consumed step ends
    with wgmma_wait 1, a step past the end retires everything (its zeros refill a stage the
    last products read), and the loop drains both kinds of group."""
    from conftest import example_source
    fns = compile_cached(example_source("conv2d"), "sm_90a", stop="lir:pipeline").functions
    fn = next(f for f in fns if f.name == "conv2d_3x3")
    loop = next(lp for lp in L.loops(fn.body) if "products in flight" in lp.note)
    S = sum(1 for n in loop.body if isinstance(n, L.If))
    assert S == 4 and "copies 2 steps ahead" in loop.note
    waits = [n.attr("n") for n in loop.body if type(n) is L.Inst and n.op == "cp_async_wait"]
    assert waits == [S - 3] * S
    for step in (n for n in loop.body if isinstance(n, L.If)):
        assert step.then[-1].op == "wgmma_wait" and step.then[-1].attr("n") == 1
        assert [n.op for n in step.else_] == ["wgmma_wait"] and step.else_[0].attr("n") == 0
    after = list(L.walk(fn.body))
    i = next(k for k, n in enumerate(after) if n.op == "cp_async_wait" and n.attr("n") == 0
             and "drain" in n.note)
    assert after[i + 1].op == "wgmma_wait" and after[i + 1].attr("n") == 0
