"""merge_wgmma_groups: two back-to-back independent products become one wgmma commit group, and
what stands between them (a register they share, a memory access) keeps them apart."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kgen.lir import ops as L
from kgen.passes.wgmma_groups import merge_wgmma_groups

ROOT = Path(__file__).resolve().parents[2]
_ids = iter(range(1, 1 << 20))


def _reg(ty: str, uniform: bool = False) -> L.Reg:
    return L.Reg(next(_ids), ty, uniform)


def _product(acc: list[L.Reg], buf_a: str, buf_b: str) -> list[L.Node]:
    """fence, the descriptors' arithmetic, one wgmma into acc, commit, wait_group 0: what
    kgen.lower.product.product_wgmma emits for a product outside warp roles."""
    a, b = _reg("u32", True), _reg("u32", True)
    da, db = _reg("u64", True), _reg("u64", True)
    return [
        L.Inst("shared_addr", (a,), (), (buf_a,)),
        L.Inst("cvt_u64", (da,), (a,)),
        L.Inst("shared_addr", (b,), (), (buf_b,)),
        L.Inst("cvt_u64", (db,), (b,)),
        L.Inst("wgmma_fence", (), ()),
        L.Inst("wgmma", tuple(acc), (da, db, *acc), ("m64n8k16", "bf16", 0, 1, buf_a, buf_b)),
        L.Inst("wgmma_commit", (), ()),
        L.Inst("wgmma_wait", (), (), (0,)),
    ]


def _ops(nodes) -> list[str]:
    return [n.op for n in L.walk(nodes)]


def _fn(body) -> L.Function:
    return L.Function("k", (), tuple(body), 128, (), ())


def test_two_independent_products_share_one_group():
    acc1, acc2 = [_reg("f32") for _ in range(4)], [_reg("f32") for _ in range(4)]
    body = [L.Loop(_reg("u32", True), L.Imm(0, "u32"), L.Imm(4, "u32"), 1,
                   tuple(_product(acc1, "A", "B") + _product(acc2, "A", "C")))]
    ops = _ops(merge_wgmma_groups(_fn(body)).body)
    # one fence before both products, one commit and one wait_group 0 after both
    assert ops.count("wgmma_fence") == 1 and ops.count("wgmma_commit") == 1
    assert ops.count("wgmma_wait") == 1 and ops.count("wgmma") == 2
    assert ops.index("wgmma_fence") < ops.index("wgmma") and ops[-2:] == ["wgmma_commit",
                                                                          "wgmma_wait"]


def test_three_in_a_row_join_into_one():
    accs = [[_reg("f32") for _ in range(4)] for _ in range(3)]
    body = sum((_product(a, "A", f"B{i}") for i, a in enumerate(accs)), [])
    ops = _ops(merge_wgmma_groups(_fn(body)).body)
    assert ops.count("wgmma_commit") == 1 and ops.count("wgmma_fence") == 1


def test_products_that_share_registers_keep_their_groups():
    # the second accumulates into the first's registers: a chain, which must wait
    acc = [_reg("f32") for _ in range(4)]
    body = _product(acc, "A", "B") + _product(acc, "A", "C")
    assert _ops(merge_wgmma_groups(_fn(body)).body).count("wgmma_commit") == 2


def test_a_read_of_the_first_result_between_them_keeps_the_wait():
    acc1, acc2 = [_reg("f32") for _ in range(4)], [_reg("f32") for _ in range(4)]
    scaled = _reg("f32")
    between = [L.Inst("fmul", (scaled,), (acc1[0], L.Imm(2.0, "f32")))]
    body = _product(acc1, "A", "B") + between + _product(acc2, "A", "C")
    assert _ops(merge_wgmma_groups(_fn(body)).body).count("wgmma_wait") == 2


def test_a_write_of_the_second_operands_after_the_first_fence_keeps_its_fence():
    acc1, acc2 = [_reg("f32") for _ in range(4)], [_reg("f32") for _ in range(4)]
    between = [L.Inst("mov", (acc2[0],), (L.Imm(0.0, "f32"),))]
    body = _product(acc1, "A", "B") + between + _product(acc2, "A", "C")
    assert _ops(merge_wgmma_groups(_fn(body)).body).count("wgmma_fence") == 2


def test_a_memory_access_between_them_keeps_the_groups():
    acc1, acc2 = [_reg("f32") for _ in range(4)], [_reg("f32") for _ in range(4)]
    v = _reg("u32")
    between = [L.Inst("st_shared", (), (L.Imm(0, "u32"), L.Imm(0, "u32"), v), ("C",))]
    body = _product(acc1, "A", "B") + between + _product(acc2, "A", "C")
    assert _ops(merge_wgmma_groups(_fn(body)).body).count("wgmma_commit") == 2


@pytest.mark.parametrize("ptx", [ROOT / "golden" / "swiglu" / "sm_90a.ptx"])
def test_swiglu_fallback_steps_issue_both_products_without_a_wait_between(ptx):
    """The cp.async pipeline's steps of swiglu's fallback leave their products in flight
    (kgen.passes.pipeline, "cp.async"): the gate and up products (lines 9 and 10) go out back
    to back, each in its group, with no wgmma.wait_group between them, so the tensor cores do
    not drain between them; the step's one wait (1) comes after both."""
    text = ptx.read_text()
    body = text[text.index(".entry swiglu_fallback("):].splitlines()
    steps, step = [], []
    for line in body:
        if "wgmma.mma_async" in line:
            step.append(line.split("// ")[-1].split(":")[1])
        elif "wgmma.wait_group" in line:
            if step:
                steps.append((tuple(dict.fromkeys(step)), line.split("wait_group.sync.aligned ")
                              [-1].split(";")[0]))
            step = []
    piped = [s for s in steps if s == (("9", "10"), "1")]
    assert len(piped) >= 3, steps
