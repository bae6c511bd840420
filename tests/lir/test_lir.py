"""LIR utilities: dead-code elimination keeps effects and what they need, drops the rest."""

from __future__ import annotations

from kgen.lir import ops as L


def r(i, ty="u32", u=True):
    return L.Reg(i, ty, u)


def test_dead_chains_go_and_effects_stay():
    one = L.Imm(1, "u32")
    body = (
        L.Inst("ld_param", (r(1, "u64"),), (), ("x",)),
        L.Inst("ld_param", (r(2),), (), ("M",)),                 # unused argument
        L.Inst("add", (r(3),), (r(2), one)),                       # only feeds dead code
        L.Inst("mul", (r(4),), (r(3), one)),                       # dead
        L.Inst("tid", (r(5, u=False),), ()),
        L.Inst("st_global", (), (r(1, "u64"), r(5, u=False), L.Imm(0, "u32"), r(5, u=False)),
               (32, 1)),
    )
    fn = L.Function("k", (), body, 32, (), ())
    out = L.eliminate_dead_code(fn)
    assert [n.op for n in out.body] == ["ld_param", "tid", "st_global"]


def test_loop_counters_and_conditions_keep_their_definitions():
    c, n, p = r(1), r(2), r(3, "pred")
    body = (
        L.Inst("ld_param", (n,), (), ("N",)),
        L.Inst("setp", (p,), (n, L.Imm(0, "u32")), ("ne", "u32")),
        L.If(p, (L.Loop(c, L.Imm(0, "u32"), n, 1, (L.Inst("bar", (), (), ("x",)),)),), ()),
    )
    fn = L.Function("k", (), body, 32, (), ())
    assert L.eliminate_dead_code(fn) is fn


def test_prune_unread_removes_chains_of_unread_fresh_values():
    """prune_unread drops what computes only unread registers numbered `fresh` or above,
    chains included (a removal leaves its operands unread), and keeps stores, registers
    below `fresh`, what the loop's bounds or an If's condition read, and self-reading writes."""
    u = lambda i: L.Reg(i, "u32", True)     # noqa: E731
    one = L.Imm(1, "u32")
    body = (
        L.Inst("add", (u(10),), (u(1), one)),          # read only by 11: dies with it
        L.Inst("add", (u(11),), (u(10), one)),         # unread: dies
        L.Inst("add", (u(5),), (u(1), one)),           # below fresh: stays
        L.Inst("add", (u(12),), (u(1), one)),          # read by the If's condition: stays
        L.Inst("setp", (L.Reg(13, "pred", True),), (u(12), one), ("lt", "u32")),
        L.If(L.Reg(13, "pred", True), (L.Inst("add", (u(14),), (u(14), one)),), ()),
        L.Inst("st_global", (), (L.Reg(2, "u64", True), u(1), L.Imm(0, "u32"), u(1)),
               (32, 1)),
    )
    loop = L.Loop(u(3), L.Imm(0, "u32"), u(4), 1, body)
    pruned = L.prune_unread(loop, 10)
    assert [n.dst[0].id for n in pruned.body if isinstance(n, L.Inst) and n.dst] == [5, 12, 13]
    assert pruned.body[-2:] == body[-2:]
    assert L.prune_unread(pruned, 10) is pruned
