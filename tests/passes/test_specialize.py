"""warp_specialize on a loop that is not a GEMM: TMA row tiles summed with ld_shared.

The pass knows nothing of matrices: any Pipelined loop whose produce part issues TMA copies and
whose consume part reads the buffers becomes producer / consumer warp roles over an mbarrier ring.
Here the consume part is synchronous (ld_shared), so each consumer warp releases its own stage."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import numpy as np
import pytest

from kgen.lir import ops as L
from kgen.passes.barriers import insert_barriers, verify_barriers
from kgen.emitters.ptx import emit_module
from kgen.errors import CompilerBug
from kgen.runtime.device import SimDevice
from kgen.passes.specialize import warp_specialize
from kgen.target.targets import TARGETS
from kgen.verify.mbarrier import verify_mbarriers

ROWS, COLS = 4, 32     # one TMA box: 4 rows x 32 f32 columns = 512 bytes


def _column_sums(stages: int) -> L.Function:
    """out[r * 32 + c] = sum over k0 in steps of 32 of x[r, k0 + c], for a [4, K] f32 x."""
    ids = iter(range(1, 1000))

    def reg(ty, uniform=False):
        return L.Reg(next(ids), ty, uniform)
    u = lambda v: L.Imm(v, "u32")  # noqa: E731
    x, out, K, tmap = reg("u64", True), reg("u64", True), reg("u32", True), reg("u64", True)
    tid, me, off, acc, v, k0 = (reg("u32"), reg("u32"), reg("u32"), reg("f32"), reg("f32"),
                                reg("u32", True))
    prelude = (
        L.Inst("ld_param", (x,), (), ("x",)), L.Inst("ld_param", (out,), (), ("out",)),
        L.Inst("ld_param", (K,), (), ("K",)), L.Inst("ld_param", (tmap,), (), ("tmap_x",)),
        L.Inst("tid", (tid,), ()),
        L.Inst("sub", (me,), (tid, u(128)), note="consumer thread"),
        L.Inst("shl", (off,), (me, u(2))),
        L.Inst("mov", (acc,), (L.Imm(0.0, "f32"),)),
    )
    produce = (L.Inst("tma_load", (), (u(0), u(0), tmap, k0, u(0), u(0), u(0)),
                      ("X", "", ROWS * COLS * 4, "x"), note="rows of x into stage {slot}"),)
    consume = (L.Inst("ld_shared", (v,), (off, u(0)), ("X",)),
               L.Inst("fadd", (acc,), (acc, v), note="sum"))
    loop = L.Pipelined(k0, u(0), K, COLS, produce, consume, ("X",), stages, note="k0",
                       roles=L.WarpRoles(1, 40, 232))
    epilogue = (L.Inst("st_global", (), (out, off, u(0), acc), (32, 1)),)
    params = (L.ParamSlot("x", "tensor", "u64", "f32"),
              L.ParamSlot("out", "tensor", "u64", "f32", readonly=False),
              L.ParamSlot("K", "dim", "u32", "i32"),
              L.tensormap_slot("tmap_x", "f32", "x", (COLS, ROWS), 0, (ROWS, "K")))
    shared = (L.SharedBuffer("X", 0, ROWS * COLS * 4, "a 4 x 32 tile of x"),)
    return L.Function("colsum", params, prelude + (loop,) + epilogue, 256, (), shared)


def _emulate(fn: L.Function, K: int) -> tuple[np.ndarray, np.ndarray]:
    """fn's out on the emulator for a random [4, K] x, and the [4, 32] column sums of x over
    its steps (zeros past K, as TMA fills them)."""
    target = TARGETS["sm_90a"]
    compiled = SimpleNamespace(asm=emit_module([fn], target, "colsum"), target=target)
    x = np.random.default_rng(K).standard_normal((ROWS, K)).astype(np.float32)
    out = np.full(ROWS * COLS, np.nan, np.float32)
    res = SimDevice().run(compiled, fn, {"x": x, "out": out}, {"K": K})
    pad = np.zeros((ROWS, -(-K // COLS) * COLS), np.float32)
    pad[:, :K] = x
    return res.outputs["out"], pad.reshape(ROWS, -1, COLS).sum(axis=1, dtype=np.float64)


@pytest.mark.parametrize("stages", [2, 3])
@pytest.mark.parametrize("K", [32, 200, 416])
def test_a_non_gemm_loop_becomes_a_verified_ring_that_computes_the_right_sums(stages, K):
    fn = insert_barriers(L.eliminate_dead_code(warp_specialize(_column_sums(stages))))
    verify_barriers(fn)
    verify_mbarriers(fn)
    assert [b.name for b in fn.shared] == [f"X{s}" for s in range(stages)] + ["FULL", "EMPTY"]
    assert all(b.offset % 1024 == 0 for b in fn.shared[:stages])
    ops = [n.op for n in L.walk(fn.body)]
    assert ops.count("tma_load") == stages and ops.count("mbar_arrive") == stages
    assert "wgmma_wait" not in ops       # a synchronous consumer releases its own stage
    out, rows = _emulate(fn, K)
    np.testing.assert_allclose(out, rows.reshape(-1), rtol=1e-5, atol=1e-5)


def test_a_produce_part_without_tma_is_refused():
    fn = _column_sums(2)
    p = fn.body[8]
    bad = L.Pipelined(p.counter, p.start, p.end, p.step, (), p.consume, p.buffers, 2,
                      roles=p.roles)
    with pytest.raises(CompilerBug, match="TMA copies fill the ring of .* with \\[0\\] bytes"):
        warp_specialize(L.Function(fn.name, fn.params, fn.body[:8] + (bad,) + fn.body[9:],
                                   fn.threads, fn.grid, fn.shared))


# -- several rings: rows 0-1 of x on ring X, rows 2-3 on ring Y -----------------------------------

HALF = 2 * COLS * 4       # one ring's box: 2 rows x 32 f32 columns = 256 bytes


def _two_rings(stages: int) -> L.Function:
    """out[me] = sum over steps of x[r, k0 + c] + x[r + 2, k0 + c], (r, c) = divmod(me % 64,
    32), for a [4, K] f32 x: each step's rows 0-1 land in X and 2-3 in Y, on rings of their
    own; consume reads X, adds, then reads Y and adds."""
    fn = _column_sums(stages)
    p = next(n for n in fn.body if isinstance(n, L.Pipelined))
    (load,) = p.produce
    ld, add = p.consume
    tmap = load.src[2]
    ids = iter(range(2000, 3000))
    reg = lambda ty, uniform=False: L.Reg(next(ids), ty, uniform)  # noqa: E731
    u = lambda v: L.Imm(v, "u32")  # noqa: E731
    off, w = reg("u32"), reg("f32")
    me = next(n.dst[0] for n in fn.body if isinstance(n, L.Inst) and n.op == "sub")
    local = (L.Inst("and", (off,), (me, u(63))), L.Inst("shl", (off,), (off, u(2))))
    produce = (replace(load, src=load.src[:4] + (u(0),) + load.src[5:], attrs=("X", "", HALF,
                                                                                "x")),
               replace(load, src=load.src[:4] + (u(2),) + load.src[5:], attrs=("Y", "", HALF,
                                                                                "x")))
    consume = (replace(ld, src=(off, u(0))), add,
               L.Inst("ld_shared", (w,), (off, u(0)), ("Y",)),
               L.Inst("fadd", (add.dst[0],), (add.dst[0], w), note="sum"))
    loop = replace(p, produce=produce, consume=consume, buffers=("X", "Y"),
                   rings=(("X",), ("Y",)))
    body = tuple(n for n in fn.body if n is not p)
    at = body.index(next(n for n in body if isinstance(n, L.Inst) and n.op == "st_global"))
    params = fn.params[:3] + (L.tensormap_slot("tmap_x", "f32", "x", (COLS, 2), 0,
                                               (ROWS, "K")),)
    shared = (L.SharedBuffer("X", 0, HALF, "rows 0-1 of a step"),
              L.SharedBuffer("Y", HALF, HALF, "rows 2-3 of a step"))
    return replace(fn, params=params, body=body[:at] + local + (loop,) + body[at:],
                   shared=shared)


def _two_rings_finished(stages: int) -> L.Function:
    return insert_barriers(L.eliminate_dead_code(warp_specialize(_two_rings(stages))))


@pytest.mark.parametrize("stages", [2, 3])
@pytest.mark.parametrize("K", [32, 200, 416])
def test_two_rings_each_with_its_own_barriers_compute_the_right_sums(stages, K):
    """Each ring has its FULL and EMPTY arrays and its own byte count; the consumer waits on
    X before reading X and on Y only before reading Y, and releases each right after its
    read; the producer waits on each ring's EMPTY before that ring's copy."""
    fn = _two_rings_finished(stages)
    verify_barriers(fn)
    verify_mbarriers(fn)
    names = [b.name for b in fn.shared]
    assert names[-4:] == ["FULL_X", "EMPTY_X", "FULL_Y", "EMPTY_Y"]
    inits = [n for n in L.walk(fn.body) if n.op == "mbar_init"]
    assert {n.attrs for n in inits} == {("FULL_X", 1), ("EMPTY_X", 4), ("FULL_Y", 1),
                                        ("EMPTY_Y", 4)}
    assert {n.attrs for n in L.walk(fn.body) if n.op == "mbar_expect_tx"} == {
        ("FULL_X", HALF), ("FULL_Y", HALF)}
    consumer = next(n for n in fn.body if isinstance(n, L.If) and n.scope == "warp").else_
    loop = next(n for n in consumer if isinstance(n, L.Loop))
    first = loop.body[:next(i for i, n in enumerate(loop.body) if isinstance(n, L.If))]
    order = [(n.op, n.attrs[0]) for n in first if n.op in ("mbar_wait", "ld_shared",
                                                          "mbar_arrive")]
    assert order == [("mbar_wait", "FULL_X"), ("ld_shared", "X0"), ("mbar_arrive", "EMPTY_X"),
                     ("mbar_wait", "FULL_Y"), ("ld_shared", "Y0"), ("mbar_arrive", "EMPTY_Y")]
    out, rows = _emulate(fn, K)
    half = (rows[:2] + rows[2:]).reshape(-1)                              # me % 64
    np.testing.assert_allclose(out, np.concatenate([half, half]), rtol=1e-5, atol=1e-5)


def _planted(fn, pred, change):
    """fn with the first instruction matching pred (in walk order) replaced by change(n)."""
    done = []

    def walk(nodes):
        out = []
        for n in nodes:
            if isinstance(n, L.Inst):
                if not done and pred(n):
                    done.append(n)
                    out += change(n)
                else:
                    out.append(n)
            elif isinstance(n, L.If):
                out.append(replace(n, then=walk(n.then), else_=walk(n.else_)))
            else:
                out.append(replace(n, body=walk(n.body)))
        return tuple(out)
    out = replace(fn, body=walk(fn.body))
    assert done, "nothing to plant the bug on"
    return out


def _flip(n):
    one = L.Imm(1, "u32")
    return [L.Inst("sub", (n.src[2],), (one, n.src[2])), n,
            L.Inst("sub", (n.src[2],), (one, n.src[2]))]


RING_BUGS = {
    "Y's FULL wait removed": (lambda n: n.op == "mbar_wait" and n.attrs[0] == "FULL_Y",
                              lambda n: [], "RAW on Y"),
    "Y's FULL parity flipped": (lambda n: n.op == "mbar_wait" and n.attrs[0] == "FULL_Y",
                                _flip, "RAW on Y|deadlock: .* on FULL_Y"),
    "X's EMPTY wait removed": (lambda n: n.op == "mbar_wait" and n.attrs[0] == "EMPTY_X",
                               lambda n: [], "WAR on X|more arrivals on FULL_X"),
    "Y's release dropped": (lambda n: n.op == "mbar_arrive" and n.attrs[0] == "EMPTY_Y",
                            lambda n: [], "deadlock"),
    "Y's copy completes on X's barrier": (
        lambda n: n.op == "tma_load" and n.attrs[0].startswith("Y"),
        lambda n: [replace(n, attrs=(n.attrs[0], "FULL_X") + n.attrs[2:])],
        "more than|FULL_Y.* lacks 0 of 1 arrivals and 256 tx bytes"),
    "X waited on Y's barrier": (lambda n: n.op == "mbar_wait" and n.attrs[0] == "FULL_X",
                                lambda n: [replace(n, attrs=("FULL_Y",))], "RAW on X"),
}


@pytest.mark.parametrize("bug", list(RING_BUGS))
def test_planted_bugs_in_one_of_two_rings_are_refused(bug):
    pred, change, message = RING_BUGS[bug]
    with pytest.raises(CompilerBug, match=message):
        verify_mbarriers(_planted(_two_rings_finished(3), pred, change))


def test_rings_must_split_the_buffers():
    fn = _two_rings(2)
    p = next(n for n in fn.body if isinstance(n, L.Pipelined))
    for rings, message in (((("X",),), "do not split the buffers"),
                           ((("X", "Y"), ("Y",)), "do not split the buffers")):
        bad = replace(fn, body=tuple(replace(n, rings=rings) if n is p else n for n in fn.body))
        with pytest.raises(CompilerBug, match=message):
            warp_specialize(bad)
    unread = replace(p, consume=p.consume[:2])
    with pytest.raises(CompilerBug, match="consume never reads the ring of Y"):
        warp_specialize(replace(fn, body=tuple(unread if n is p else n for n in fn.body)))


def _two_loops(stages: int) -> L.Function:
    """_column_sums with its loop split in two on one ring: steps below 96 (3 steps, an odd
    count), then the rest from there."""
    fn = _column_sums(stages)
    i = next(j for j, n in enumerate(fn.body) if isinstance(n, L.Pipelined))
    p = fn.body[i]
    K = next(n.dst[0] for n in fn.body if isinstance(n, L.Inst) and n.attrs == ("K",))
    split, k1 = L.Reg(900, "u32", True), L.Reg(901, "u32", True)
    cut = L.Inst("min", (split,), (K, L.Imm(96, "u32")), note="the first loop's end")
    first = replace(p, end=split)
    second = replace(p, counter=k1, start=split,
                     produce=L.clone(p.produce, {p.counter.id: k1}))
    return replace(fn, body=fn.body[:i] + (cut, first, second) + fn.body[i + 1:])


@pytest.mark.parametrize("stages", [2, 3])
@pytest.mark.parametrize("K", [64, 96, 200, 416])
def test_two_loops_on_one_ring_turn_it_past_their_ends(stages, K):
    """The first loop ends mid-ring (3 steps on 2 or 3 slots): past its end the ring turns
    empty, so the second starts at slot 0 with the phase carried; the sums are right."""
    fn = insert_barriers(L.eliminate_dead_code(warp_specialize(_two_loops(stages))))
    verify_barriers(fn)
    verify_mbarriers(fn)
    ops = [n.note for n in L.walk(fn.body)]
    assert any("turns with no copy" in n for n in ops)
    out, sums = _emulate(fn, K)
    np.testing.assert_allclose(out, sums.reshape(-1), rtol=1e-5, atol=1e-5)


def test_a_ring_that_does_not_turn_past_a_loops_end_is_refused():
    """Without the empty turns the second loop waits on slots whose phases the first loop
    left behind: a wait is answered by a phase no copy completed (RAW), or never."""
    fn = insert_barriers(L.eliminate_dead_code(warp_specialize(_two_loops(2))))

    def strip(nodes):
        out = []
        for n in nodes:
            if isinstance(n, L.If) and "ring turns empty" in n.note:
                n = replace(n, else_=())
            elif isinstance(n, L.If):
                n = replace(n, then=strip(n.then), else_=strip(n.else_))
            elif isinstance(n, L.Loop):
                n = replace(n, body=strip(n.body))
            out.append(n)
        return tuple(out)
    with pytest.raises(CompilerBug, match="RAW on X|WAR on X|deadlock|still in flight"):
        verify_mbarriers(replace(fn, body=strip(fn.body)))


def test_the_producer_keeps_what_a_guarded_write_leaves_where_its_guard_is_off():
    """`mov r, 0` then `@p ld_global r`: where p is off the load writes nothing and r is 0.
    The producer's slice kept the load and dropped the mov (a guarded write read as a whole
    definition): in a loop, r then held the previous trip's value (a persistent grouped GEMM's
    producer counted a segment past the offsets twice and issued copies no consumer took)."""
    from kgen.passes.specialize import _slice
    r, p, off = L.Reg(1, "u32", False), L.Reg(2, "pred", True), L.Reg(3, "u32", True)
    base, use = L.Reg(4, "u64", True), L.Reg(5, "u32", True)
    zero = L.Inst("mov", (r,), (L.Imm(0, "u32"),))
    load = L.Inst("ld_global", (r,), (base, off, L.Imm(0, "u32")), (32, 1), p)
    read = L.Inst("mov", (use,), (r,))
    kept, need = _slice([zero, load, read], {use.id}, [], None, None)
    assert kept == [zero, load, read] and r.id not in need
    kept, _ = _slice([zero, replace(load, pred=None), read], {use.id}, [], None, None)
    assert kept == [replace(load, pred=None), read]      # an unguarded load defines r whole
