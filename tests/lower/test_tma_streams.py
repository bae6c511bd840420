"""TMA streams under warp roles in the general product lowering (sm_90a): a producer warpgroup
after the consumers' block streams a loop's operands (attention's K and V, SwiGLU's weights) by
TMA over mbarrier rings (kgen.passes.specialize, several loops on one ring), the consumers order what
they stage themselves with their own named barrier, two consumer warpgroups take turns at the
tensor cores (the ping-pong), and each check refuses its planted bug: a named barrier dropped
(verify_barriers), a parity flipped (verify_mbarriers; a ring that does not turn past a loop's
end is test_specialize's), a release before the wgmma that reads the slot has retired, a block
barrier inside a role, a missing hand-over of the turn (verify_mbarriers and the emulator). The
kernels also run on the emulator against NumPy here, in test_products, test_wgmma_products and
the goldens' io.npz."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from conftest import compile_text, map_insts
from kgen.lir import ops as L
from kgen.passes.barriers import verify_barriers
from kgen.errors import CompilerBug
from kgen.passes.specialize import warp_specialize
from kgen.verify.mbarrier import verify_mbarriers
from test_products import ATT, _ok, _run

CAUSAL = ATT.replace("x = q[s, d] @ k[tt, d]", "x = where(s >= tt, q[s, d] @ k[tt, d], -inf)")


def _roles(fn: L.Function) -> L.If:
    return next(n for n in fn.body if isinstance(n, L.If) and n.roles)


def test_attention_streams_k_and_v_by_tma_from_a_producer_warpgroup():
    c = compile_text(CAUSAL, "sm_90a")
    fn = c.functions[0]
    maps = [p for p in fn.params if p.kind == "tensormap"]
    # Q comes once and K and V stream in; O (f32) leaves by TMA stores of 32-column boxes
    # (kgen.lower.epilogue)
    assert [(p.of, p.box, p.swizzle) for p in maps] == [("q", (64, 64), 128),
                                                         ("k", (64, 64), 128),
                                                         ("v", (64, 64), 128),
                                                         ("o", (32, 64), 128)]
    assert fn.threads == 256 and fn.fallback is None      # d is 64: every pitch is whole
    roles = _roles(fn)
    assert roles.roles == (128, 128)
    ops = [n.op for n in L.walk(roles.then)]               # the producer (the last warpgroup)
    assert "tma_load" in ops and not {"ld_global", "st_shared", "wgmma", "cp_async",
                                      "tma_store"} & set(ops)
    cons = [n for n in L.walk(roles.else_)]
    assert not any(n.op == "tma_load" for n in cons)
    assert any(n.op == "tma_store" for n in cons)
    # The producer loads Q once by TMA (kgen.lower.once); the consumers wait for it and meet
    # at their own barrier (2, 128 threads).
    assert not any(n.op == "cp_async" for n in cons)
    named = [n for n in cons if n.op == "bar_named"]
    assert named and all(n.attrs[:2] == (2, 128) for n in named)
    assert not any(n.op == "bar" for n in L.walk(roles.then + roles.else_))
    # K and V each on a ring of their own: a consumer waits for V only before P @ V.
    assert {b.name for b in fn.shared} >= {"FULL_st1", "EMPTY_st1", "FULL_st2", "EMPTY_st2"}
    text = c.text("schedule")
    assert "streamed by TMA from a producer warpgroup (K-major, 128-byte swizzle)" in text
    assert "4 consumers (warps 0-3) and a producer warpgroup (warps 4-7)" in text
    assert "bar.sync 2, 128;" in c.asm and "cp.async.bulk.tensor.2d" in c.asm


def test_the_loops_of_a_causal_kernel_share_one_ring():
    """Causal attention walks its keys in three loops (below the diagonal unmasked, the
    diagonal, the ragged rest) on one ring: past a loop's end the ring turns empty, so every
    loop starts at slot 0 with the phase carried."""
    fn = compile_text(CAUSAL, "sm_90a").functions[0]
    roles = _roles(fn)
    turns = [n for n in L.walk(roles.then) if n.op == "mbar_arrive"]
    assert turns and all("turns with no copy" in n.note for n in turns)
    handed = [n for n in L.walk(roles.else_) if "hand stage" in n.note]
    assert handed
    verify_mbarriers(fn)


def _drop_first(fn: L.Function, op: str, why: str = "") -> L.Function:
    gone = []

    def f(n):
        if n.op == op and why in str(n.attrs) and not gone:
            gone.append(n)
            return None
        return n
    out = replace(fn, body=map_insts(fn.body, f))
    assert gone, op
    return out


def test_a_dropped_named_barrier_is_refused():
    fn = compile_text(ATT, "sm_90a").functions[0]
    verify_barriers(fn)
    # The consumers' stores of O's tile before thread 0's TMA store of it (Q comes by TMA, on
    # an mbarrier verify_mbarriers proves: its meeting point after the wait orders no data).
    bad = _drop_first(fn, "bar_named", "RAW on out")
    with pytest.raises(CompilerBug, match=r"unordered shared-memory accesses \(RAW on out\d+\)"):
        verify_barriers(bad)
    verify_barriers(_drop_first(fn, "bar_named", "meet once"))


def test_a_block_barrier_inside_a_role_is_refused():
    fn = compile_text(ATT, "sm_90a").functions[0]

    def f(n):
        if n.op == "bar_named":
            return L.Inst("bar", (), (), ("planted",))
        return n
    with pytest.raises(CompilerBug, match="block barrier inside a warp role"):
        verify_barriers(replace(fn, body=map_insts(fn.body, f)))


def test_a_flipped_parity_is_refused():
    fn = compile_text(ATT, "sm_90a").functions[0]
    cons = _roles(fn).else_
    wait = next(n for n in L.walk(cons) if n.op == "mbar_wait" and "stage" in n.note
                and "landed" in n.note)

    def f(n):
        if n is wait:
            return replace(n, src=n.src[:2] + (L.Imm(1, "u32"),))
        return n
    with pytest.raises(CompilerBug, match="RAW on st|deadlock"):
        verify_mbarriers(replace(fn, body=map_insts(fn.body, f)))


def test_a_release_before_the_wgmma_retires_is_refused():
    """A consumer arriving on EMPTY right after issuing the wgmma that reads the slot lets
    the producer refill it while the tensor cores may still read it."""
    fn = compile_text(ATT, "sm_90a").functions[0]

    def move(nodes):
        out = list(nodes)
        for i, n in enumerate(out):
            if isinstance(n, L.Inst) and n.op == "mbar_arrive" and "release stage" in n.note:
                # the wait that retires the product: an instruction, or (in a rotated loop's
                # first step of a round) the branch between wait_group 1 and 0
                j = next(j for j in range(i - 1, -1, -1)
                         if not isinstance(out[j], L.Loop) and
                         any(x.op == "wgmma_wait" for x in L.walk((out[j],))))
                out.insert(j, out.pop(i))
                return tuple(out), True
            if isinstance(n, L.If):
                t, done = move(n.then)
                if not done:
                    e, done = move(n.else_)
                    out[i] = replace(n, else_=e)
                else:
                    out[i] = replace(n, then=t)
                if done:
                    return tuple(out), True
            elif isinstance(n, L.Loop):
                b, done = move(n.body)
                if done:
                    out[i] = replace(n, body=b)
                    return tuple(out), True
        return tuple(out), False
    body, done = move(fn.body)
    assert done
    with pytest.raises(CompilerBug, match="WAR on st"):
        verify_mbarriers(replace(fn, body=body))


def test_the_producer_computes_only_address_arithmetic():
    """A copy whose coordinate comes from shared memory would make the producer read it (what
    the consumers write there, unordered): refused, not sliced in silently. (A global load of
    an index, a page table's entry, it may make: examples/attention_paged.kgen.)"""
    fn = compile_text(ATT, "sm_90a", stop="schedule").functions[0]
    # Rebuild the pre-specialization shape: lower again and plant a load feeding a copy.
    from kgen.compiler import _lower_layouts
    from kgen.target.targets import get_target
    c = compile_text(ATT, "sm_90a", stop="ir")
    _, low = _lower_layouts(c.kernels[0], get_target("sm_90a"), None, "t", None)
    x = L.Reg(10**6, "u32", True)
    load = L.Inst("ld_shared", (x,), (L.Imm(0, "u32"), L.Imm(0, "u32")),
                  (low.shared[0].name,), note="planted")
    done = []

    def plant(nodes):
        out = []
        for n in nodes:
            if isinstance(n, L.Pipelined) and not done:
                done.append(n)
                tma = [i for i, y in enumerate(n.produce) if y.op == "tma_load"][0]
                t = n.produce[tma]
                produce = n.produce[:tma] + (replace(t, src=t.src[:3] + (x,) + t.src[4:]),) \
                    + n.produce[tma + 1:]
                out += [load, replace(n, produce=produce)]
                continue
            if isinstance(n, L.If):
                n = replace(n, then=plant(n.then), else_=plant(n.else_))
            out.append(n)
        return tuple(out)
    planted = replace(low, body=plant(low.body))
    assert done and fn.threads == 256
    with pytest.raises(CompilerBug, match="the producer would need 'ld_shared' \\(planted\\)"):
        warp_specialize(planted)


SWIGLU = (Path(__file__).resolve().parents[2] / "examples" / "swiglu.kgen").read_text()


@pytest.mark.parametrize("N", [96, 100])
def test_a_row_pitch_off_16_bytes_runs_the_fallback(N):
    """x's and the weights' tensor maps need K and N multiples of 8 (16-byte row pitches): at
    N = 100 the runtime launches the cp.async variant, at 96 the TMA one; both match the
    evaluator."""
    fn = compile_text(SWIGLU, "sm_90a").functions[0]
    assert fn.requires == (("K", 8), ("N", 8)) and fn.fallback is not None
    assert not any(p.kind == "tensormap" for p in fn.fallback.params)
    sizes = {"M": 70, "K": 80, "N": N}
    assert L.select(fn, sizes, {}) is (fn if N % 8 == 0 else fn.fallback)
    _ok(_run(SWIGLU, "sm_90a", sizes))


PINGPONG = CAUSAL.replace("tile s: 64", "tile s: 128") + "\nschedule att on sm_90a { warps 8 }\n"


def test_two_consumer_warpgroups_take_turns_at_the_tensor_cores():
    """FlashAttention-3's ping-pong: 128 queries on two consumer warpgroups; each issues a
    product's wgmmas only in its turn (bar.sync on its barrier) and hands the turn over once
    they are committed (bar.arrive on the other's), warpgroup 0 first."""
    c = compile_text(PINGPONG, "sm_90a")
    fn = c.functions[0]
    assert fn.threads == 384 and _roles(fn).roles == (128, 256)
    cons = list(L.walk(_roles(fn).else_))
    syncs = [n for n in cons if n.op == "turn_sync"]
    arrives = [n for n in cons if n.op == "turn_arrive"]
    assert len(syncs) == len(arrives) and all(n.attrs[0] == 256 for n in syncs + arrives)
    # Outside the loops: warpgroup 1's first hand-over, warpgroup 0's last wait.
    assert arrives[0].src[0] == L.Imm(L.TURN_BARRIERS[0], "u32") and arrives[0].pred
    assert syncs[-1].src[0] == L.Imm(L.TURN_BARRIERS[0], "u32") and syncs[-1].pred
    # In a step: the turn starts after the slot's wait (a warpgroup does not hold the tensor
    # cores while its data lands) and ends after the commit.
    ops = [n.op for n in cons]
    i = ops.index("turn_sync", 1)
    assert "mbar_wait" in ops[1:i] and ops[i + 1] == "wgmma_fence"
    j = ops.index("turn_arrive", i)
    assert ops[j - 1] == "wgmma_commit" and "mbar_wait" not in ops[i:j]
    assert "bar.sync %r" in c.asm and "bar.arrive %r" in c.asm


@pytest.mark.parametrize("S,T", [(150, 130), (128, 64), (40, 300)])
def test_the_ping_pong_computes_causal_attention(S, T):
    from kgen.api import compile as kcompile
    import ml_dtypes
    rng = np.random.default_rng(11)
    q, k, v = (rng.standard_normal(shape).astype(ml_dtypes.bfloat16)
               for shape in ((S, 64), (T, 64), (T, 64)))
    o = np.full((S, 64), np.nan, np.float32)
    kcompile(PINGPONG, target="sm_90a", device="sim")(q=q, k=k, v=v, o=o)
    x = q.astype(np.float64) @ k.astype(np.float64).T
    x[np.arange(T)[None, :] > np.arange(S)[:, None]] = -np.inf
    p = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(o, (p / p.sum(axis=1, keepdims=True)) @ v.astype(np.float64),
                               rtol=2e-2, atol=2e-2)


@pytest.mark.parametrize("which", ["first", "in a step"])
def test_a_missing_hand_over_is_refused(which):
    """Without warpgroup 1's first hand-over, or one in a step, a warpgroup waits for a turn
    that never comes: verify_mbarriers reports the deadlock."""
    fn = compile_text(PINGPONG, "sm_90a").functions[0]
    arrives = [n for n in L.walk(fn.body) if n.op == "turn_arrive"]
    victim = arrives[0] if which == "first" else arrives[1]
    with pytest.raises(CompilerBug, match="deadlock|never met"):
        verify_mbarriers(replace(fn, body=map_insts(fn.body, lambda n: None if n is victim else n)))


def test_the_emulator_deadlocks_without_the_first_hand_over():
    """The same bug, read from the PTX ISA by the emulator: bar.sync 3, 256 waits for 256
    threads and only warpgroup 0's 128 come."""
    import kgen.sim as sim
    from kgen.runtime.device import SimDevice
    import ml_dtypes
    c = compile_text(PINGPONG, "sm_90a")
    c.asm = "\n".join(ln for ln in c.asm.split("\n") if "takes the first turn" not in ln)
    rng = np.random.default_rng(2)
    args = {n: rng.standard_normal(shape).astype(ml_dtypes.bfloat16)
            for n, shape in (("q", (128, 64)), ("k", (64, 64)), ("v", (64, 64)))}
    with pytest.raises(sim.BarrierDeadlock):
        SimDevice().run(c, c.functions[0], {**args, "o": np.zeros((128, 64), np.float32)},
                        {"S": 128, "T": 64})


def test_the_queries_come_by_tma_from_the_producer():
    """q, the same in every step, is loaded once by the producer's TMA (FlashAttention-3's Q):
    its arrive.expect_tx and copies in the producer's issuing lane ahead of the ring's first
    copy, on an mbarrier of its own; the consumers only wait for its phase 0 and meet once
    after it. A wait on the wrong parity (a fresh barrier passes parity 1 at once) or no wait
    at all lets the first wgmma read q before it lands: refused."""
    fn = compile_text(ATT, "sm_90a").functions[0]
    roles = _roles(fn)
    prod, cons = list(L.walk(roles.then)), list(L.walk(roles.else_))
    copies = [n for n in prod if n.op == "tma_load" and "of 'q'" in n.note]
    assert copies and all(n.attr("bar_buffer").startswith("oncebar") and n.pred is not None
                          for n in copies)
    arm = [n for n in prod if n.op == "mbar_expect_tx" and n.attr("buffer").startswith("once")]
    assert arm and arm[0].attr("bytes") == sum(n.attr("bytes") for n in copies[:1]) * \
        (len(copies) // len(arm))
    ring = next(i for i, n in enumerate(prod) if n.op == "tma_load" and n not in copies)
    assert prod.index(copies[0]) < ring
    assert not any(n.op in ("tma_load", "mbar_expect_tx", "cp_async") and "'q'" in n.note
                   for n in cons)
    waits = [i for i, n in enumerate(cons) if n.op == "mbar_wait" and "'q'" in n.note]
    assert waits and all(cons[i + 1].op == "bar_named" for i in waits)
    verify_mbarriers(fn)

    def flip(n):
        return replace(n, src=n.src[:2] + (L.Imm(1, "u32"),)) \
            if n.op == "mbar_wait" and "'q'" in n.note else n
    with pytest.raises(CompilerBug, match="RAW on opinv"):
        verify_mbarriers(replace(fn, body=map_insts(fn.body, flip)))
    with pytest.raises(CompilerBug, match="RAW on opinv"):
        verify_mbarriers(replace(fn, body=map_insts(
            fn.body, lambda n: None if n.op == "mbar_wait" and "'q'" in n.note else n)))
