"""warp_specialize on a loop that is not a GEMM: TMA row tiles summed with ld_shared.

The pass knows nothing of matrices: any Pipelined loop whose produce part issues TMA copies and
whose consume part reads the buffers becomes producer / consumer warp roles over an mbarrier ring.
Here the consume part is synchronous (ld_shared), so each consumer warp releases its own stage."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from kgen import lir as L
from kgen.barriers import insert_barriers, verify_barriers
from kgen.emitters.ptx import emit_module
from kgen.errors import CompilerBug
from kgen.runtime import SimDevice
from kgen.specialize import warp_specialize
from kgen.targets import TARGETS
from kgen.verify_mbarrier import verify_mbarriers

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
    target = TARGETS["sm_90a"]
    compiled = SimpleNamespace(asm=emit_module([fn], target, "colsum"), target=target)
    x = np.random.default_rng(K).standard_normal((ROWS, K)).astype(np.float32)
    out = np.full(ROWS * COLS, np.nan, np.float32)
    res = SimDevice().run(compiled, fn, {"x": x, "out": out}, {"K": K})
    pad = np.zeros((ROWS, -(-K // COLS) * COLS), np.float32)
    pad[:, :K] = x                        # TMA fills past K with zeros
    want = pad.reshape(ROWS, -1, COLS).sum(axis=1, dtype=np.float64).reshape(-1)
    np.testing.assert_allclose(res.outputs["out"], want, rtol=1e-5, atol=1e-5)


def test_a_produce_part_without_tma_is_refused():
    fn = _column_sums(2)
    p = fn.body[8]
    bad = L.Pipelined(p.counter, p.start, p.end, p.step, (), p.consume, p.buffers, 2,
                      roles=p.roles)
    with pytest.raises(CompilerBug, match="issues no TMA copy"):
        warp_specialize(L.Function(fn.name, fn.params, fn.body[:8] + (bad,) + fn.body[9:],
                                   fn.threads, fn.grid, fn.shared))
