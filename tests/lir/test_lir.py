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
