"""The AMDGCN back end: hand-built LIR functions through emit_module, llvm-mc and ld.lld.

Every kernel here must assemble and link for gfx90a and gfx942 with the real LLVM tools (skipped,
with the reason, when no llvm-mc of LLVM 18+ is installed). The checks on the text are about the
things an assembler cannot see: s_waitcnt placement, hazard padding, determinism, resource limits.
"""

from __future__ import annotations

import os
import re

import numpy as np
import pytest

from conftest import llvm_reason
from kgen.lir import ops as L
from kgen.assemble.amd import ROCM_LLVM, _run, assemble_amd, find_llvm, read_resources
from kgen.emitters import amdgcn
from kgen.emitters.amdgcn import codeobject, select
from kgen.emitters.amdgcn.mfma import MFMA
from kgen.errors import AssembleError, CompilerBug, ScheduleError
from kgen.target.targets import TARGETS

AMD = ("gfx90a", "gfx942")


def needs_llvm(name: str):
    reason = llvm_reason(name)
    return pytest.mark.skipif(reason is not None, reason=reason or "")


class B:
    """A tiny LIR builder: fresh registers, and instructions collected in a list."""

    def __init__(self):
        self.n = 0

    def r(self, ty: str, uniform: bool = False) -> L.Reg:
        self.n += 1
        return L.Reg(self.n, ty, uniform)


def u(v: int) -> L.Imm:
    return L.Imm(v, "u32")


def f(v: float) -> L.Imm:
    return L.Imm(v, "f32")


def I(op, dst=(), src=(), attrs=(), pred=None, note=""):  # noqa: E741 - reads like the IR
    return L.Inst(op, tuple(dst), tuple(src), tuple(attrs), pred, note)


def fn_of(name, params, body, threads=256, shared=(), grid=("x",)):
    return L.Function(name, tuple(params), tuple(body), threads, grid, tuple(shared),
                      (f"test kernel {name}",))


def tensor(name, readonly=True, dtype="f32"):
    return L.ParamSlot(name, "tensor", "u64", dtype, readonly)


# ----------------------------------------------------------------------------------------------
# Kernels.

def vadd() -> L.Function:
    """y[i] = x[i] + z[i] with a guarded tail."""
    b = B()
    x, z, y, n = b.r("u64", True), b.r("u64", True), b.r("u64", True), b.r("u32", True)
    bid, t, base, i, p, off = (b.r("u32", True), b.r("u32"), b.r("u32", True), b.r("u32"),
                               b.r("pred"), b.r("u32"))
    a, c, s = b.r("f32"), b.r("f32"), b.r("f32")
    body = [
        I("ld_param", [x], [], ["x"]), I("ld_param", [z], [], ["z"]),
        I("ld_param", [y], [], ["y"]), I("ld_param", [n], [], ["n"]),
        I("ctaid", [bid], [], ["x"]), I("tid", [t]),
        I("mul", [base], [bid, u(256)]), I("add", [i], [base, t], note="vadd.kgen:3"),
        I("setp", [p], [i, n], ["lt", "u32"], note="tail guard"),
        I("shl", [off], [i, u(2)]),
        I("ld_global", [a], [x, off, u(0)], [32, 1], pred=p, note="x[i]"),
        I("ld_global", [c], [z, off, u(0)], [32, 1], pred=p, note="z[i]"),
        I("fadd", [s], [a, c], pred=p, note="x[i] + z[i]"),
        I("st_global", [], [y, off, u(0), s], [32, 1], pred=p, note="y[i] = ..."),
    ]
    return fn_of("vadd", [tensor("x"), tensor("z"), tensor("y", False),
                          L.ParamSlot("n", "dim", "u32", "i32")], body)


def loop_if() -> L.Function:
    """acc += x[k*1024 + 4*tid .. +3] over a uniform loop; an If on the counter inside;
    vector loads and stores (dwordx4), a far immediate offset folded into the register."""
    b = B()
    x, y, n = b.r("u64", True), b.r("u64", True), b.r("u32", True)
    t, off, k, kb, o2, half, odd = (b.r("u32"), b.r("u32"), b.r("u32", True), b.r("u32", True),
                                    b.r("u32"), b.r("u32", True), b.r("pred", True))
    acc = [b.r("f32") for _ in range(4)]
    v = [b.r("f32") for _ in range(4)]
    zero = [I("mov", [a], [f(0.0)]) for a in acc]
    body_loop = [
        I("shl", [kb], [k, u(12)]),
        I("add", [o2], [off, kb]),
        I("ld_global", v, [x, o2, u(16)], [32, 4], note="x[k, 4t:4t+4]"),
        I("and", [half], [k, u(1)]),
        I("setp", [odd], [half, u(1)], ["eq", "u32"]),
        L.If(odd, tuple(I("fadd", [a], [a, w]) for a, w in zip(acc, v)),
             tuple(I("fsub", [a], [a, w]) for a, w in zip(acc, v)), note="odd k?"),
    ]
    body = [
        I("ld_param", [x], [], ["x"]), I("ld_param", [y], [], ["y"]),
        I("ld_param", [n], [], ["n"]), I("tid", [t]), I("shl", [off], [t, u(4)]),
        *zero,
        L.Loop(k, u(0), n, 1, tuple(body_loop), note="over k"),
        I("st_global", [], [y, off, u(8192), *acc], [32, 4], note="y[4t:4t+4] (far offset)"),
    ]
    return fn_of("loop_if", [tensor("x"), tensor("y", False),
                             L.ParamSlot("n", "dim", "u32", "i32")], body)


def block_reduce() -> L.Function:
    """Block sum: warp_reduce, lane 0 of each wave to LDS, barrier, wave 0 reduces again."""
    b = B()
    x, y = b.r("u64", True), b.r("u64", True)
    t, off, v, w, lane, first, wid, soff, part, tot, sidx, ok = (
        b.r("u32"), b.r("u32"), b.r("f32"), b.r("f32"), b.r("u32"), b.r("pred"), b.r("u32"),
        b.r("u32"), b.r("f32"), b.r("f32"), b.r("s32"), b.r("pred"))
    mx, mn, iv = b.r("s32"), b.r("s32"), b.r("s32")
    body = [
        I("ld_param", [x], [], ["x"]), I("ld_param", [y], [], ["y"]), I("tid", [t]),
        I("shl", [off], [t, u(2)]),
        I("ld_global", [v], [x, off, u(0)], [32, 1]),
        I("warp_reduce", [w], [v], ["sum", "f32"], note="wave sum"),
        I("and", [lane], [t, u(63)]), I("setp", [first], [lane, u(0)], ["eq", "u32"]),
        I("shr", [wid], [t, u(6)]), I("shl", [soff], [wid, u(2)]),
        I("st_shared", [], [soff, u(0), w], ["partials"], pred=first, note="partials[wave]"),
        I("bar", [], [], ["partials written"]),
        I("setp", [ok], [t, u(4)], ["lt", "u32"]),
        I("mov", [part], [f(0.0)]),
        I("ld_shared", [part], [off, u(0)], ["partials"], pred=ok),
        I("warp_reduce", [tot], [part], ["sum", "f32"]),
        I("cvt", [iv], [tot], ["s32_f32"]),
        I("warp_reduce", [mx], [iv], ["max", "s32"]),
        I("warp_reduce", [mn], [mx], ["min", "s32"]),
        I("warp_reduce", [sidx], [mn], ["sum", "s32"]),
        I("st_global", [], [y, u(0), u(0), tot], [32, 1], pred=first, note="y[0] = total"),
        I("st_global", [], [y, u(0), u(4), sidx], [32, 1], pred=first),
        I("bar", [], [], ["done"]),
    ]
    shared = [L.SharedBuffer("partials", 0, 16, "one f32 per wave")]
    return fn_of("block_reduce", [tensor("x"), tensor("y", False)], body, shared=shared)


def conversions() -> L.Function:
    """Every cvt kind, 16-bit loads and stores (single and packed)."""
    b = B()
    x, y = b.r("u64", True), b.r("u64", True)
    t, off, w, h0, h1, hs = b.r("u32"), b.r("u32"), b.r("u32"), b.r("u32"), b.r("u32"), b.r("u32")
    a, c, lo, hi, r1, r2, r3, r4 = (b.r("f32") for _ in range(8))
    pb, pf, ub, uf, si = b.r("u32"), b.r("u32"), b.r("u32"), b.r("u32"), b.r("s32")
    fs, l16, h16, g = b.r("f32"), b.r("f32"), b.r("f32"), b.r("f32")
    lh, hh = b.r("u32"), b.r("u32")
    body = [
        I("ld_param", [x], [], ["x"]), I("ld_param", [y], [], ["y"]), I("tid", [t]),
        I("shl", [off], [t, u(2)]),
        I("ld_global", [w], [x, off, u(0)], [32, 1]),
        I("ld_global", [h0, h1], [x, off, u(4096)], [16, 2], note="two bf16"),
        I("ld_global", [hs], [x, off, u(2)], [16, 1]),
        I("cvt", [lo], [w], ["lo_bf16"]), I("cvt", [hi], [w], ["hi_bf16"]),
        I("cvt", [a], [h0], ["bf16_f32"]), I("cvt", [c], [h1], ["f16_f32"]),
        I("cvt", [l16], [w], ["lo_f16"]), I("cvt", [h16], [w], ["hi_f16"]),
        I("cvt", [r1], [a], ["round_bf16"]), I("cvt", [r2], [c], ["round_f16"]),
        I("cvt", [ub], [lo], ["f32_bf16"]), I("cvt", [uf], [hi], ["f32_f16"]),
        I("cvt", [pb], [r1, r2], ["pack_bf16x2"]), I("cvt", [pf], [l16, h16], ["pack_f16x2"]),
        I("cvt", [si], [a], ["s32_f32"]), I("cvt", [fs], [si], ["f32_s32"]),
        I("fadd", [g], [fs, f(3.25)]),
        I("cvt", [r3], [g], ["round_bf16"]), I("cvt", [r4], [f(1.5)], ["round_bf16"]),
        I("st_global", [], [y, off, u(0), pb], [32, 1]),
        I("st_global", [], [y, off, u(4), pf], [32, 1]),
        I("st_global", [], [y, off, u(8), ub], [16, 1]),
        I("st_global", [], [y, off, u(12), ub, uf], [16, 2]),
        I("st_global", [], [y, off, u(16), r3, r4], [32, 2]),
        I("st_global", [], [y, off, u(-4096), hs, uf, ub, hs], [16, 4]),
        I("cvt", [lh], [w, pb], ["lo_halves"]), I("cvt", [hh], [w, pb], ["hi_halves"]),
        I("st_global", [], [y, off, u(2048), lh, hh], [32, 2]),
    ]
    return fn_of("conversions", [tensor("x", dtype="bf16"), tensor("y", False, "bf16")], body)


def all_ops() -> L.Function:
    """Every remaining op in scalar and vector forms, with a scalar f32 argument and fdiv."""
    b = B()
    x, y, n, s = b.r("u64", True), b.r("u64", True), b.r("u32", True), b.r("f32", True)
    bid, bidy, t = b.r("u32", True), b.r("u32", True), b.r("u32")
    body = [I("ld_param", [x], [], ["x"]), I("ld_param", [y], [], ["y"]),
            I("ld_param", [n], [], ["n"]), I("ld_param", [s], [], ["s"]),
            I("ctaid", [bid], [], ["x"]), I("ctaid", [bidy], [], ["y"]), I("tid", [t])]
    outs: list[L.Reg] = []
    stored = [0]

    def add(op, ty, srcs, attrs=(), uniform=False, pred=None):
        d = b.r(ty, uniform)
        body.append(I(op, [d], srcs, attrs, pred=pred, note=f"{op} {' '.join(map(str, attrs))}"))
        return d

    def flush(vals):
        """Store values (predicates as 0/1) so that nothing is dead and few stay live."""
        for v in vals:
            if v.ty == "pred":
                v = add("selp", "u32", [u(1), u(0), v])
            body.append(I("st_global", [], [y, t, u(4 * stored[0]), v], [32, 1]))
            stored[0] += 1

    for op in ("add", "sub", "mul", "min", "max", "shl", "shr", "and", "or"):
        for ty in ("u32", "s32"):
            outs.append(add(op, ty, [bid, n], uniform=True))          # SALU
            outs.append(add(op, ty, [t, bid]))                          # VALU, SGPR source
            outs.append(add(op, ty, [u(100000), t]))                    # literal
    keep_outs = outs[1]
    flush(outs)
    si = add("mov", "s32", [bid], uniform=True)
    vi = add("mov", "s32", [t])
    for op in ("neg", "abs"):
        outs += [add(op, "s32", [si], uniform=True), add(op, "s32", [vi])]
    sw = add("mul_wide", "u64", [bid, n], uniform=True)
    vw = add("mul_wide", "u64", [t, u(12345)])
    s64 = add("add64", "u64", [x, sw], uniform=True)
    v64 = add("add64", "u64", [x, vw])
    sh = add("shl64", "u64", [s64, u(3)], uniform=True)
    vh = add("shl64", "u64", [v64, u(2)])
    cs = add("cvt_u64", "u64", [n], uniform=True)
    cv = add("cvt_u64", "u64", [t])
    m64 = add("mov", "u64", [vh])
    ms64 = add("mov", "u64", [sh], uniform=True)
    fl = [add("ld_global", "f32", [x, t, u(0)], [32, 1])]
    body[-1] = I("ld_global", [fl[0]], [x, keep_outs, u(0)], [32, 1])
    a = fl[0]
    preds = []
    for cmp in ("lt", "le", "gt", "ge", "eq", "ne"):
        preds.append(add("setp", "pred", [bid, n], [cmp, "u32"], uniform=True))
        preds.append(add("setp", "pred", [si, u(7)], [cmp, "s32"], uniform=True))
        preds.append(add("setp", "pred", [t, n], [cmp, "u32"]))
        preds.append(add("setp", "pred", [vi, u(-3)], [cmp, "s32"]))
        preds.append(add("setp", "pred", [a, s], [cmp, "f32"]))
        preds.append(add("setp", "pred", [a, f(0.1)], [cmp, "f32"]))
        flush(preds[-6:] if cmp != "lt" else preds[-2:])
    sp, sp2, vp, vp2 = preds[0], preds[1], preds[2], preds[3]
    spa = add("and_p", "pred", [sp, sp2], uniform=True)
    spo = add("or_p", "pred", [sp, sp2], uniform=True)
    spn = add("not_p", "pred", [spa], uniform=True)
    vpa = add("and_p", "pred", [vp, sp])
    vpo = add("or_p", "pred", [vp, vp2])
    vpn = add("not_p", "pred", [vpo])
    fsel = add("selp", "f32", [a, s, vpa])
    usel = add("selp", "u32", [bid, n, spo], uniform=True)
    vsel = add("selp", "u32", [t, u(99999), spn])
    psel = add("selp", "pred", [vp, vp2, vpn])
    ssel = add("selp", "pred", [sp, sp2, spn], uniform=True)
    dsel = add("selp", "u64", [m64, x, vp])
    dsel2 = add("selp", "u64", [ms64, x, sp], uniform=True)
    flush([psel, ssel, spa, spo, vpn])
    for op in ("fadd", "fsub", "fmul", "fdiv", "fmin", "fmax"):
        flush([add(op, "f32", [a, s]), add(op, "f32", [s, a]), add(op, "f32", [a, f(3.0)]),
               add(op, "f32", [fsel, a])])
    flush([add("fma", "f32", [a, s, f(0.3)]), add("fma", "f32", [a, fsel, a])])
    for op in ("fneg", "fabs", "ex2", "lg2", "sqrt", "rsqrt", "rcp"):
        flush([add(op, "f32", [a]), add(op, "f32", [s])])
    fdiv_imm = add("fdiv", "f32", [f(1.0), a])
    g = add("mov", "f32", [s])
    gv = add("mov", "f32", [f(2.5)])
    guarded = add("fadd", "f32", [g, gv], pred=vpa)
    guarded_u = add("add", "u32", [t, n], pred=sp)
    gp = add("setp", "pred", [t, u(5)], ["lt", "u32"], pred=vp)
    keep = add("mov", "u32", [u(0)], uniform=True)
    body.append(I("add", [keep], [keep, u(1)], pred=ssel))
    flush([fdiv_imm, guarded, guarded_u, usel, vsel, keep, bidy, gp])
    # 64-bit values have no LIR op to split them; the uniform ones serve as load bases (the
    # per-lane ones, vw v64 cv dsel, stay dead: they are still emitted and assembled).
    for base in (sw, s64, sh, cs, ms64, dsel2):
        flush([add("ld_global", "f32", [base, t, u(0)], [32, 1])])
    assert {vw.id, v64.id, cv.id, dsel.id}
    return fn_of("all_ops", [tensor("x"), tensor("y", False),
                             L.ParamSlot("n", "dim", "u32", "i32"),
                             L.ParamSlot("s", "scalar", "f32", "f32")], body, grid=("x", "y"))


def new_ops() -> L.Function:
    """The integer, conversion, float and lane ops in scalar and vector forms (their values are
    tested in tests/lir/test_lir_ops.py)."""
    b = B()
    x, y, n = b.r("u64", True), b.r("u64", True), b.r("u32", True)
    bid, t, a = b.r("u32", True), b.r("u32"), b.r("f32")
    body = [I("ld_param", [x], [], ["x"]), I("ld_param", [y], [], ["y"]),
            I("ld_param", [n], [], ["n"]), I("ctaid", [bid], [], ["x"]), I("tid", [t]),
            I("ld_global", [a], [x, t, u(0)], [32, 1])]
    outs = []

    def add(op, ty, srcs, attrs=(), uniform=False):
        d = b.r(ty, uniform)
        body.append(I(op, [d], srcs, attrs))
        outs.append(d)

    for op in ("xor", "mulhi", "div", "rem", "shl", "shr"):
        for ty in ("u32", "s32"):
            add(op, ty, [bid, n], uniform=True)
            add(op, ty, [t, n])
            add(op, ty, [u(100000), t])
    for ty in ("u32", "s32"):
        add("not", ty, [bid], uniform=True)
        add("not", ty, [t])
    for op in ("floor", "sin", "cos"):
        add(op, "f32", [a])
    add("cvt", "f32", [t], ["f32_u32"])
    add("cvt", "u32", [a], ["u32_f32"])
    add("shfl_xor", "f32", [a], [1])
    add("shfl_xor", "u32", [t], [32])
    add("shfl_idx", "f32", [a, t])
    for k, v in enumerate(outs):
        body.append(I("st_global", [], [y, t, u(4 * k), v], [32, 1]))
    return fn_of("new_ops", [tensor("x"), tensor("y", False),
                             L.ParamSlot("n", "dim", "u32", "i32")], body)


def loop_carried_load() -> L.Function:
    """A value loaded at the bottom of a loop and used at its top: the wait is on the back edge.
    A nested loop and a uniform guard (a branch) inside."""
    b = B()
    x, y, n = b.r("u64", True), b.r("u64", True), b.r("u32", True)
    t, off, v, acc, k, j, o2, cnt, big = (b.r("u32"), b.r("u32"), b.r("f32"), b.r("f32"),
                                          b.r("u32", True), b.r("u32", True), b.r("u32"),
                                          b.r("u32", True), b.r("pred", True))
    inner = (I("fmul", [acc], [acc, f(0.5)]),)
    body_loop = (
        I("fadd", [acc], [acc, v], note="uses last iteration's load"),
        L.Loop(j, k, u(4), 1, inner),
        I("setp", [big], [k, u(10)], ["gt", "u32"]),
        I("add", [cnt], [cnt, k], pred=big),
        I("add", [o2], [off, u(256)]),
        I("mov", [off], [o2]),
        I("ld_global", [v], [x, off, u(0)], [32, 1], note="next"),
    )
    body = [
        I("ld_param", [x], [], ["x"]), I("ld_param", [y], [], ["y"]),
        I("ld_param", [n], [], ["n"]), I("tid", [t]), I("shl", [off], [t, u(2)]),
        I("mov", [acc], [f(0.0)]), I("mov", [cnt], [u(0)]),
        I("ld_global", [v], [x, off, u(0)], [32, 1]),
        L.Loop(k, u(1), n, 2, body_loop),
        I("st_global", [], [y, off, u(0), acc], [32, 1]),
        I("st_global", [], [y, off, u(4), cnt], [32, 1]),
    ]
    return fn_of("loop_carried", [tensor("x"), tensor("y", False),
                                  L.ParamSlot("n", "dim", "u32", "i32")], body)


KERNELS = {"vadd": vadd, "loop_if": loop_if, "block_reduce": block_reduce,
           "conversions": conversions, "all_ops": all_ops, "loop_carried": loop_carried_load,
           "new_ops": new_ops,
           "mfma": lambda: mfma_gemm("32x32x8", "bf16", iters=2, c_mode="load", scale=True,
                                     name="mfma")}


def emit(fn: L.Function, target: str = "gfx942") -> str:
    return amdgcn.emit_module([fn], TARGETS[target])[0]


# ----------------------------------------------------------------------------------------------
# Assembling with the real tools.

@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("name", list(KERNELS))
def test_assembles_and_links(name, target):
    reason = llvm_reason(target)
    if reason:
        pytest.skip(reason)
    text, res = amdgcn.emit_module([KERNELS[name]()], TARGETS[target])
    binary = assemble_amd(text, TARGETS[target])
    assert binary[:4] == b"\x7fELF"
    back = read_resources(binary)
    assert [r["kernel"] for r in back] == [name]
    # .vgpr_count: ArchVGPRs and AGPRs together (amdgcn.vgpr_count, LLVM's rule).
    assert back[0]["vgprs"] == amdgcn.vgpr_count(res[0].vgprs, res[0].agprs, TARGETS[target])
    assert back[0]["agprs"] == res[0].agprs
    assert back[0]["lds_bytes"] == res[0].lds_bytes
    assert back[0]["sgprs"] == res[0].sgprs + amdgcn.EXTRA_SGPRS


@pytest.mark.parametrize("target", AMD)
def test_one_code_object_for_all_kernels(target):
    reason = llvm_reason(target)
    if reason:
        pytest.skip(reason)
    fns = [k() for k in KERNELS.values()]
    text, res = amdgcn.emit_module(fns, TARGETS[target])
    back = read_resources(assemble_amd(text, TARGETS[target]))
    assert [r["kernel"] for r in back] == [f.name for f in fns]
    assert [r.kernel for r in res] == [f.name for f in fns]
    assert f'.amdgcn_target "amdgcn-amd-amdhsa--{target}"' in text


def test_resources_and_descriptor():
    fn = block_reduce()
    text, (res,) = amdgcn.emit_module([fn], TARGETS["gfx90a"])
    assert res.kernel == "block_reduce" and res.lds_bytes == 16 and res.threads == 256
    assert res.kernarg_bytes == 16 and res.wave == 64 and res.spills == 0 and res.agprs == 0
    assert f".amdhsa_next_free_vgpr {res.vgprs}" in text
    assert f".amdhsa_next_free_sgpr {res.sgprs}" in text
    assert ".amdhsa_group_segment_fixed_size 16" in text
    assert ".amdhsa_float_denorm_mode_32 3" in text
    assert ".amdhsa_accum_offset" in text
    assert ".actual_access:  read_only" in text
    assert ".max_flat_workgroup_size: 256" in text
    assert "; test kernel block_reduce" in text and "; resources:" in text


def test_kernarg_layout_aligns_each_argument_to_its_size():
    params = (L.ParamSlot("n", "dim", "u32", "i32"), tensor("x"),
              L.ParamSlot("s", "scalar", "f32", "f32"), tensor("y"))
    fn = fn_of("k", params, [])
    layout, size = amdgcn.kernarg_layout(fn)
    assert [p.offset for p in layout] == [0, 8, 16, 24] and size == 32


# ----------------------------------------------------------------------------------------------
# Text checks.

def _lines(text: str) -> list[str]:
    return [ln.split(";")[0].strip() for ln in text.splitlines()]


def _regs(operand: str) -> set[str]:
    m = re.fullmatch(r"-?([sv])(\d+)", operand)
    if m:
        return {operand.lstrip("-")}
    m = re.fullmatch(r"-?([sv])\[(\d+):(\d+)\]", operand)
    if m:
        return {f"{m.group(1)}{k}" for k in range(int(m.group(2)), int(m.group(3)) + 1)}
    return set()


def _operands(line: str) -> list[str]:
    parts = line.split(None, 1)
    if len(parts) < 2:
        return []
    return [o.strip() for o in parts[1].split(",")]


@pytest.mark.parametrize("name", list(KERNELS))
def test_every_loaded_register_is_waited_for_before_use(name):
    """Straight-line check: after a global load, the first instruction that mentions one of its
    destination registers is preceded by an s_waitcnt vmcnt covering it (0 if nothing else)."""
    lines = _lines(emit(KERNELS[name]()))
    for i, ln in enumerate(lines):
        if not ln.startswith(("global_load", "ds_read", "ds_swizzle", "s_load")):
            continue
        dst = _regs(_operands(ln)[0].split()[0])
        waited = False
        for later in lines[i + 1:]:
            if later.startswith("s_waitcnt"):
                waited = True
            if later.endswith(":") or later.startswith(("s_branch", "s_cbranch", "s_endpgm")):
                break
            if later.startswith("s_waitcnt"):
                continue
            mentioned = set().union(*(_regs(o.split()[0]) for o in _operands(later) if o))
            if mentioned & dst:
                assert waited, f"{name}: '{later}' uses {dst} loaded by '{ln}' without a wait"
                break


def test_use_right_after_global_load_waits_vmcnt0():
    lines = _lines(emit(vadd()))
    k = next(i for i, ln in enumerate(lines) if ln.startswith("v_add_f32"))
    assert lines[k - 1] == "s_waitcnt vmcnt(0)"
    # Two loads in flight: the first use waits for both only when it needs the second.
    loads = [i for i, ln in enumerate(lines) if ln.startswith("global_load")]
    assert len(loads) == 2 and not any(ln.startswith("s_waitcnt") for ln in
                                       lines[loads[0]:loads[1]])


def test_loop_back_edge_wait():
    """The add at the loop head uses a register loaded at the loop bottom: the loop's first
    instruction after the head label must be preceded by a vmcnt wait inside the loop."""
    lines = _lines(emit(loop_carried_load()))
    head = lines.index(".Lloop_carried_loop0:")
    use = next(i for i in range(head, len(lines)) if lines[i].startswith("v_add_f32"))
    assert any(ln.startswith("s_waitcnt vmcnt(0)") for ln in lines[head:use])
    assert ".Lloop_carried_loop0_end:" in lines and ".Lloop_carried_loop1:" in lines


def test_barrier_waits_for_lds():
    lines = _lines(emit(block_reduce()))
    bar = lines.index("s_barrier")
    assert lines[bar - 1] == "s_waitcnt lgkmcnt(0)"
    assert any(ln.startswith("ds_swizzle_b32") and "swizzle(SWAP,16)" in ln for ln in lines)
    assert sum(ln.startswith("v_readlane_b32") for ln in lines) == 2 * 5


def test_guarded_region_uses_saveexec_and_restores_exec():
    lines = _lines(emit(vadd()))
    save = next(i for i, ln in enumerate(lines) if ln.startswith("s_and_saveexec_b64"))
    restore = next(i for i, ln in enumerate(lines) if ln.startswith("s_mov_b64 exec"))
    inside = lines[save:restore]
    assert sum(ln.startswith("global_load_dword") for ln in inside) == 2
    assert any(ln.startswith("global_store_dword") for ln in inside)
    # the guard region is one group: one saveexec for the four guarded instructions
    assert sum(ln.startswith("s_and_saveexec_b64") for ln in lines) == 1


def test_fdiv_sequence_and_vcc_hazard():
    lines = _lines(emit(all_ops()))
    for i, ln in enumerate(lines):
        if ln.startswith("v_div_fmas_f32"):
            back = [x for x in lines[max(0, i - 8):i] if x]
            writer = max(k for k, x in enumerate(back) if x.startswith("v_div_scale_f32")
                         and "vcc" in x)
            between = back[writer + 1:]
            states = sum(int(x.split()[1]) + 1 if x.startswith("s_nop") else 1 for x in between)
            assert states >= 4, lines[i - 8:i + 1]
    text = emit(all_ops())
    for op in ("v_rcp_f32", "v_div_scale_f32", "v_div_fixup_f32", "v_cmp_neq_f32",
               "v_cmp_lt_f32", "s_cmp_lt_u32", "s_cmp_lt_i32", "v_cndmask_b32", "s_cselect_b32",
               "s_mul_hi_u32", "s_addc_u32", "v_addc_co_u32", "v_exp_f32", "v_log_f32",
               "v_sqrt_f32", "v_rsq_f32", "v_mul_hi_u32", "s_lshl_b64", "v_lshlrev_b64"):
        assert op in text, op


def test_constant_bus_and_literals_are_legal():
    """At most one SGPR/VCC/literal per VALU instruction, no literal in a VOP3-only op."""
    vop3 = ("v_fma_f32", "v_mul_lo_u32", "v_mul_hi_u32", "v_add3_u32", "v_bfe_u32", "v_perm_b32",
            "v_div_", "v_cndmask_b32", "v_cmp_", "v_lshlrev_b64", "v_pack_b32_f16")
    for name, k in KERNELS.items():
        for ln in _lines(emit(k())):
            if not ln.startswith("v_") or ln.startswith(("v_readlane", "v_readfirstlane")):
                continue
            ops = _operands(ln)
            srcs = ops[1:]
            if ln.startswith(("v_cmp_", "v_add_co", "v_addc_co", "v_div_scale")):
                srcs = ops[2:] if not ln.startswith("v_cmp_") else ops[1:]
            scalars = {o.lstrip("-") for o in srcs if o.lstrip("-").startswith(("s", "vcc"))}
            lits = [o for o in srcs if o.startswith("0x")]
            assert len(scalars) + len(lits) <= 1 + ("vcc" in scalars and
                                                    ln.startswith("v_cndmask")), (name, ln)
            if lits:
                assert not ln.startswith(vop3), (name, ln)


def test_bf16_rounding_uses_the_bit_trick():
    text = emit(conversions())
    for op in ("v_bfe_u32", "v_add3_u32", "v_cmp_u_f32", "v_perm_b32", "v_pack_b32_f16",
               "v_cvt_f16_f32", "v_cvt_f32_f16", "v_cvt_i32_f32", "v_cvt_f32_i32",
               "global_load_ushort", "global_store_short", "0x7fff", "0x7fc00000"):
        assert op in text, op


def test_offsets_fold_into_the_register_when_out_of_range():
    lines = _lines(emit(loop_if()))
    store = next(ln for ln in lines if ln.startswith("global_store_dwordx4"))
    assert "offset:" not in store                    # 8192 does not fit 13 bits signed
    load = next(ln for ln in lines if ln.startswith("global_load_dwordx4"))
    assert load.endswith("offset:16")
    conv = _lines(emit(conversions()))
    assert any(ln.startswith("global_store_dwordx2") and ln.endswith("offset:-4096")
               for ln in conv)


def test_vector_tuples_are_even_aligned():
    for k in KERNELS.values():
        for ln in _lines(emit(k(), "gfx90a")):
            for m in re.finditer(r"v\[(\d+):(\d+)\]", ln):
                assert int(m.group(1)) % 2 == 0, ln


def test_scalar_unit_for_uniform_integers():
    lines = _lines(emit(vadd()))
    assert any(ln.startswith("s_mul_i32") for ln in lines)     # block * 256 on the SALU
    assert any(ln.startswith("v_and_b32") and "0x3ff" in ln and ln.endswith("v0")
               for ln in lines)


def test_deterministic():
    for k in KERNELS.values():
        a = amdgcn.emit_module([k(), vadd()], TARGETS["gfx942"])[0]
        b = amdgcn.emit_module([k(), vadd()], TARGETS["gfx942"])[0]
        assert a == b


def test_notes_and_labels_are_readable():
    text = emit(loop_if())
    assert "; x[k, 4t:4t+4]" in text and "; over k" in text
    assert ".Lloop_if_loop0:" in text and ".Lloop_if_if0_else:" in text


# ----------------------------------------------------------------------------------------------
# Errors.

def test_too_many_vgprs_is_a_schedule_error():
    b = B()
    x, y, t = b.r("u64", True), b.r("u64", True), b.r("u32")
    vals = [b.r("f32") for _ in range(300)]
    body = [I("ld_param", [x], [], ["x"]), I("ld_param", [y], [], ["y"]), I("tid", [t])]
    body += [I("ld_global", [v], [x, t, u(4 * k)], [32, 1]) for k, v in enumerate(vals)]
    body += [I("st_global", [], [y, t, u(4 * k), v], [32, 1]) for k, v in enumerate(vals)]
    with pytest.raises(ScheduleError, match=r"needs 30\d VGPRs"):
        emit(fn_of("fat", [tensor("x"), tensor("y", False)], body))


def test_too_many_sgprs_is_a_schedule_error():
    b = B()
    n, y, t = b.r("u32", True), b.r("u64", True), b.r("u32")
    vals = [b.r("u32", True) for _ in range(120)]
    body = [I("ld_param", [n], [], ["n"]), I("ld_param", [y], [], ["y"]), I("tid", [t])]
    body += [I("add", [v], [n, u(k)]) for k, v in enumerate(vals)]
    body += [I("st_global", [], [y, t, u(4 * k), v], [32, 1]) for k, v in enumerate(vals)]
    with pytest.raises(ScheduleError, match="SGPRs"):
        emit(fn_of("fat_s", [L.ParamSlot("n", "dim", "u32", "i32"), tensor("y", False)], body))


def test_unknown_op_is_a_compiler_bug():
    b = B()
    d = b.r("f32")
    with pytest.raises(CompilerBug, match="frobnicate"):
        emit(fn_of("bad", [], [I("frobnicate", [d], [f(1.0)])]))
    with pytest.raises(CompilerBug, match="f64_f32"):
        emit(fn_of("bad2", [], [I("cvt", [d], [f(1.0)], ["f64_f32"])]))


def _docstring_ops() -> tuple[set[str], set[str]]:
    ops, kinds = set(), set()
    doc = L.__doc__.split("Ops (", 1)[1]
    for line in doc.splitlines()[1:]:
        if line.startswith("  ") and not line.startswith("   "):
            for stmt in line.split(";"):
                if "<-" in stmt:
                    ops.update(stmt.split("<-")[0].split()[:-1])
            if line.split()[0] == "cvt":
                ops.add("cvt")
        kinds.update(re.findall(r"\b(?:f32|s32|round|bf16|f16|pack|lo|hi)_[a-z0-9]+\b", line))
    return ops, kinds


def test_every_lir_op_is_covered_by_these_kernels():
    ops, kinds = _docstring_ops()
    assert len(ops) > 40 and {"ld_param", "warp_reduce", "bar", "not_p", "cvt"} <= ops
    used_ops, used_kinds = set(), set()
    for k in KERNELS.values():
        for i in L.walk(k().body):
            used_ops.add(i.op)
            if i.op == "cvt":
                used_kinds.add(i.attrs[0])
    assert ops - used_ops == set()
    assert kinds - used_kinds == set()


def test_every_lir_op_has_a_lowering():
    ops, kinds = _docstring_ops()
    for op in ops:
        assert hasattr(select._Lower, "op_" + op), op
    for kind in kinds:
        assert hasattr(select._Lower, "cvt_" + kind), kind


# ----------------------------------------------------------------------------------------------
# Finding and running the tools.

def test_find_llvm_explains_how_to_install(monkeypatch, tmp_path):
    if os.path.exists(os.path.join(ROCM_LLVM, "llvm-mc")):
        pytest.skip("ROCm's LLVM is installed here")
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("KGEN_LLVM_DIR", raising=False)
    with pytest.raises(AssembleError) as e:
        find_llvm(TARGETS["gfx942"])
    assert "apt-get install llvm-22 lld-22" in e.value.hint


def test_find_llvm_skips_tools_that_are_too_old(monkeypatch, tmp_path):
    if os.path.exists(os.path.join(ROCM_LLVM, "llvm-mc")):
        pytest.skip("ROCm's LLVM is installed here")
    for name, ver in (("llvm-mc", "14.0.6"), ("ld.lld", "14.0.6")):
        p = tmp_path / name
        p.write_text(f"#!/bin/sh\necho 'LLVM version {ver}'\n")
        p.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("KGEN_LLVM_DIR", str(tmp_path))
    with pytest.raises(AssembleError, match="LLVM 14"):
        find_llvm(TARGETS["gfx942"])


def test_a_tool_warning_is_an_error(tmp_path):
    tool = tmp_path / "noisy"
    tool.write_text("#!/bin/sh\necho 'k.s:1:1: warning: something odd' >&2\n")
    tool.chmod(0o755)
    with pytest.raises(AssembleError, match="warned") as e:
        _run([str(tool)], "llvm-mc", "llvm-mc k.s", str(tmp_path))
    assert "repro: llvm-mc k.s" in e.value.hint


@needs_llvm("gfx942")
def test_assembler_errors_carry_the_log_and_a_repro():
    with pytest.raises(AssembleError, match="llvm-mc refused") as e:
        assemble_amd("\tv_bogus_instruction v0\n", TARGETS["gfx942"])
    assert "v_bogus_instruction" in e.value.message and "-mcpu=gfx942" in e.value.hint


def test_gfx942_hazard_padding():
    """gfx940+: an SGPR written by a VALU op (v_readlane) and read by a VALU op needs 2 wait
    states; a VGPR written by a VALU op and read by v_readlane needs 1. gfx90a needs neither."""
    for target, expect in (("gfx942", True), ("gfx90a", False)):
        lines = _lines(emit(block_reduce(), target))
        k = next(i for i, ln in enumerate(lines) if ln.startswith("v_readlane_b32"))
        assert (lines[k - 1] == "s_nop 0") == expect, target
        after = lines[k + 2]
        assert (after == "s_nop 1") == expect, (target, lines[k - 1:k + 4])


def test_deterministic_across_hash_seeds(tmp_path):
    import subprocess
    import sys
    here = os.path.dirname(__file__)          # this file's folder, and tests/ for conftest
    script = ("import sys; sys.path[:0] = [%r, %r]; import test_amdgcn_emitter as T; "
              "from kgen.target.targets import TARGETS; from kgen.emitters import amdgcn; "
              "print(amdgcn.emit_module([k() for k in T.KERNELS.values()], "
              "TARGETS['gfx942'])[0])" % (here, os.path.dirname(here)))
    outs = set()
    for seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        outs.add(subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                                text=True, check=True).stdout)
    assert len(outs) == 1


# ----------------------------------------------------------------------------------------------
# Matrix instructions: LIR mfma (AMD only) through the emitter, llvm-mc/ld.lld and the emulator.

MFMA_SHAPES = {"32x32x8": (32, 8), "16x16x16": (16, 16)}


def _d_row(m: int, r: int) -> int:
    """The row of D a lane's accumulator r holds, less 4 * (lane / M)."""
    return 8 * (r // 4) + r % 4 if m == 32 else r


def mfma_gemm(shape: str = "32x32x8", dtype: str = "f16", iters: int = 0, unroll: int = 1,
              c_mode: str = "zero", scale: bool = False, b_ones: bool = False,
              grouped: bool = False, name: str = "") -> L.Function:
    """D (M x N f32) = A (M x Kt) @ B (Kt x N) [+ C], A and B row-major 16-bit, one wave.

    iters = 0: straight-line code, `unroll` MFMAs; else a K loop of `iters` iterations with
    `unroll` MFMAs each, accumulating in place into the same M*N/64 registers. A's fragment is
    one 8-byte load (a register pair in place); B's is four 16-bit loads packed by VALU ops into
    the pair (b_ones: B is all ones, immediates that are copied into a pair). c_mode: "zero"
    (the accumulators start at 0.0 by mov), "imm" (the first MFMA reads 0.0 immediates as C),
    "load" (C is loaded into the accumulators), "fresh" (a single MFMA reads C from other
    registers and writes fresh ones). scale: D is doubled by a VALU op before it is stored.
    grouped: all of an iteration's loads come before its MFMAs."""
    m, k = MFMA_SHAPES[shape]
    n, nd = m, m * m // 64
    kt = k * max(iters, 1) * unroll
    b = B()
    pa, pb, pd, pc = (b.r("u64", True) for _ in range(4))
    t, i, g, ao, bo, do, t1, t2, t3 = (b.r("u32") for _ in range(9))
    acc = [b.r("f32") for _ in range(nd)]
    body = [
        I("ld_param", [pa], [], ["A"]), I("ld_param", [pb], [], ["B"]),
        I("ld_param", [pd], [], ["D"]), I("tid", [t]),
        I("and", [i], [t, u(m - 1)], note="lane % M: row of A, column of B and D"),
        I("shr", [g], [t, u(m.bit_length() - 1)], note="lane / M: k group, D row group"),
        I("mul", [t1], [i, u(2 * kt)]), I("shl", [t2], [g, u(3)]), I("add", [ao], [t1, t2]),
        I("mul", [t1], [g, u(8 * n)]), I("shl", [t2], [i, u(1)]), I("add", [bo], [t1, t2]),
        I("mul", [t1], [g, u(16 * n)]), I("shl", [t3], [i, u(2)]), I("add", [do], [t1, t3]),
    ]
    params = [tensor("A", dtype=dtype), tensor("B", dtype=dtype), tensor("D", False)]
    if c_mode in ("load", "fresh"):
        params.append(tensor("C"))
        body.append(I("ld_param", [pc], [], ["C"]))
    if c_mode == "zero":
        body += [I("mov", [a], [f(0.0)]) for a in acc]
    cregs = acc
    if c_mode in ("load", "fresh"):
        cregs = acc if c_mode == "load" else [b.r("f32") for _ in range(nd)]
        body += [I("ld_global", [c], [pc, do, u(_d_row(m, r) * n * 4)], [32, 1])
                 for r, c in enumerate(cregs)]
    first = [True]

    ones = 0x3C003C00 if dtype == "f16" else 0x3F803F80      # two 1.0 in the element type

    def step(a_off: L.Operand, b_off: L.Operand, s: int) -> tuple[list, L.Inst, list]:
        a0, a1, b0, b1 = (b.r("u32") for _ in range(4))
        bq = [b.r("u32") for _ in range(4)]
        hi0, hi1 = b.r("u32"), b.r("u32")
        out = [I("ld_global", [a0, a1], [pa, a_off, u(2 * k * s)], [32, 2], note="A fragment")]
        if b_ones:
            b0 = b1 = u(ones)
        else:
            out += [I("ld_global", [q], [pb, b_off, u(2 * n * (k * s + e))], [16, 1])
                    for e, q in enumerate(bq)]
            out += [I("shl", [hi0], [bq[1], u(16)]), I("or", [b0], [bq[0], hi0]),
                    I("shl", [hi1], [bq[3], u(16)]), I("or", [b1], [bq[2], hi1])]
        if c_mode == "imm" and first[0]:
            c = [f(0.0)] * nd
        else:
            c = cregs
        dst = acc if c_mode != "fresh" else [b.r("f32") for _ in range(nd)]
        first[0] = False
        mma = I("mfma", dst, [a0, a1, b0, b1, *c], [shape, dtype], note=f"k step {s}")
        return out, mma, dst

    def steps(a_off, b_off) -> tuple[list, list]:
        loads, mmas, dst = [], [], None
        for s in range(unroll):
            ld, mma, dst = step(a_off, b_off, s)
            if grouped:
                loads += ld
                mmas.append(mma)
            else:
                loads += ld + [mma]
        return loads + mmas, dst

    if iters:
        kk, ka, kb, ao2, bo2 = (b.r("u32", True), b.r("u32", True), b.r("u32", True),
                                b.r("u32"), b.r("u32"))
        loop = [I("mul", [ka], [kk, u(2 * k * unroll)]), I("add", [ao2], [ao, ka]),
                I("mul", [kb], [kk, u(2 * k * unroll * n)]), I("add", [bo2], [bo, kb])]
        code, dst = steps(ao2, bo2)
        body.append(L.Loop(kk, u(0), u(iters), 1, tuple(loop + code), note="over K"))
    else:
        code, dst = steps(ao, bo)
        body += code
    out = dst
    if scale:
        out = [b.r("f32") for _ in range(nd)]
        body += [I("fmul", [o], [d, f(2.0)]) for o, d in zip(out, dst)]
    body += [I("st_global", [], [pd, do, u(_d_row(m, r) * n * 4), v], [32, 1])
             for r, v in enumerate(out)]
    name = name or f"mfma_{shape}_{dtype}_{iters}_{unroll}_{c_mode}" + ("_x2" if scale else "")
    return fn_of(name, params, body, threads=64)


MFMA_CASES = {
    "single": dict(iters=0, c_mode="fresh"),
    "single_imm": dict(iters=0, c_mode="imm", scale=True),
    "unrolled": dict(iters=0, unroll=2, c_mode="load"),
    "kloop": dict(iters=3, c_mode="zero"),
    "kloop_unrolled": dict(iters=2, unroll=2, c_mode="zero", scale=True),
    "kloop_grouped": dict(iters=2, unroll=2, c_mode="load", grouped=True),
    "b_ones": dict(iters=2, c_mode="zero", b_ones=True),
}


def _mfma_data(m: int, kt: int, dtype: str, seed: int):
    """Values exact in f16 and bf16 (multiples of 1/4 up to 2), so every sum is exact in f32:
    (A, B as f64, A, B as their 16-bit patterns, C)."""
    rng = np.random.default_rng(seed)
    a = rng.integers(-8, 9, (m, kt)) / 4.0
    bm = rng.integers(-8, 9, (kt, m)) / 4.0
    c = (rng.integers(-8, 9, (m, m)) / 4.0).astype(np.float32)

    def bits(x):
        if dtype == "f16":
            return x.astype(np.float16).view(np.uint16)
        return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    return a, bm, bits(a), bits(bm), c


def _run_mfma(fn: L.Function, target: str, m: int, kt: int, dtype: str, c_used: bool,
              scale: bool, b_ones: bool = False) -> None:
    from kgen.sim import GlobalMemory, Launch, emulate
    text = emit(fn, target)
    a, bm, abits, bbits, c = _mfma_data(m, kt, dtype, kt + m)
    mem = GlobalMemory()
    args = [mem.add("A", abits), mem.add("B", bbits),
            mem.add("D", np.full((m, m), np.nan, np.float32))]
    if c_used:
        args.append(mem.add("C", c))
    emulate(text, TARGETS[target], fn.name, Launch((1, 1, 1), 64, args, mem))
    got = mem.array("D").view(np.float32).reshape(m, m)
    if b_ones:
        bm = np.ones_like(bm)
    want = a @ bm + (c if c_used else 0)
    want = (want * (2 if scale else 1)).astype(np.float32)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
@pytest.mark.parametrize("shape", list(MFMA_SHAPES))
@pytest.mark.parametrize("case", list(MFMA_CASES))
def test_mfma_runs_on_the_emulator(case, shape, dtype, target):
    """A @ B (+ C) on the emulator matches NumPy, with no HazardViolation (the emulator raises
    one for any MFMA wait state the s_nop padding misses)."""
    kw = MFMA_CASES[case]
    m, k = MFMA_SHAPES[shape]
    kt = k * max(kw.get("iters", 0), 1) * kw.get("unroll", 1)
    fn = mfma_gemm(shape, dtype, **kw)
    _run_mfma(fn, target, m, kt, dtype, kw["c_mode"] in ("load", "fresh"),
              kw.get("scale", False), kw.get("b_ones", False))


@pytest.mark.parametrize("target", AMD)
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
@pytest.mark.parametrize("shape", list(MFMA_SHAPES))
def test_mfma_assembles_and_links(shape, dtype, target):
    reason = llvm_reason(target)
    if reason:
        pytest.skip(reason)
    fns = [mfma_gemm(shape, dtype, **kw, name=f"k_{c}") for c, kw in MFMA_CASES.items()]
    text, res = amdgcn.emit_module(fns, TARGETS[target])
    back = read_resources(assemble_amd(text, TARGETS[target]))
    assert [r["kernel"] for r in back] == [f.name for f in fns]
    assert [r["vgprs"] for r in back] == [r.vgprs for r in res]


def _mfma_lines(text: str) -> list[str]:
    return [ln for ln in _lines(text) if ln]


def test_mfma_accumulators_are_one_fixed_aligned_tuple():
    """In a K loop the accumulators are one even-aligned tuple, srcC and vdst alike, the same
    in every MFMA, and no other instruction writes into it inside the loop."""
    for shape, nd in (("32x32x8", 16), ("16x16x16", 4)):
        for target in AMD:
            lines = _mfma_lines(emit(mfma_gemm(shape, "f16", iters=2, unroll=2), target))
            mf = [ln for ln in lines if ln.startswith("v_mfma")]
            assert len(mf) == 2
            ops = {tuple(_operands(ln)) for ln in mf}
            dsts = {o[0] for o in ops}
            assert len(dsts) == 1
            d = dsts.pop()
            assert all(o[3] == d for o in ops)
            lo, hi = map(int, re.fullmatch(r"v\[(\d+):(\d+)\]", d).groups())
            assert lo % 2 == 0 and hi - lo + 1 == nd
            for o in ops:
                for pair in o[1:3]:
                    plo, phi = map(int, re.fullmatch(r"v\[(\d+):(\d+)\]", pair).groups())
                    assert plo % 2 == 0 and phi == plo + 1
            head = next(i for i, ln in enumerate(lines) if re.fullmatch(r"\.L.*_loop0:", ln))
            end = next(i for i, ln in enumerate(lines) if re.fullmatch(r"\.L.*_loop0_end:", ln))
            tup = _regs(d)
            for ln in lines[head:end]:
                if ln.startswith("v_mfma") or ln.endswith(":"):
                    continue
                ops_ = _operands(ln)
                if ops_ and not ln.startswith(("global_store", "s_")):
                    assert not _regs(ops_[0].split()[0]) & tup, ln


def test_mfma_mnemonics_per_target():
    for (shape, dtype), row in MFMA.items():
        if dtype not in ("f16", "bf16") or row.ab_regs != 2:
            # the 8-bit rows: tests/emitters/test_cdna_fp8_mfma.py; CDNA4's of four registers
            # an operand: test_cdna4_mfma_rows below
            continue
        for target in (*AMD, "gfx950"):
            mnem = row.mnemonic(TARGETS[target].mfma_spelling)
            text = emit(mfma_gemm(shape, dtype), target)
            assert [ln.split()[0] for ln in _lines(text) if ln.startswith("v_mfma")] == [mnem]


def test_cdna4_mfma_rows():
    """gfx950's 16-bit MFMAs of eight elements a lane: a GEMM of them compiles to
    v_mfma_f32_32x32x16_bf16 with ds_read_b128 fragments (four registers in place), and no
    other target has the row."""
    from kgen.compiler import compile_source
    from conftest import example_source
    text = compile_source(example_source("gemm_bf16"), "gfx950", stop="asm").text("asm")
    mf = [ln.split() for ln in _lines(text) if ln.startswith("v_mfma")]
    assert mf and {x[0] for x in mf} == {"v_mfma_f32_32x32x16_bf16"}
    assert all(x[2].startswith("v[") and x[3].startswith("v[") for x in mf)
    spans = {int(r.split(":")[1].rstrip("],")) - int(r[2:].split(":")[0])
             for x in mf for r in x[2:4]}
    assert spans == {3}, spans                     # v[a:a+3]: four registers each
    for target in AMD:
        assert MFMA[("32x32x16", "bf16")].mnemonic(TARGETS[target].mfma_spelling) is None


def test_mfma_back_to_back_accumulation_needs_no_nop():
    """Two MFMAs into the same accumulator, one right after the other: no MFMA wait between.
    A store of the result waits the full read-after-MFMA wait states (19 on gfx90a for a
    16-pass 32x32x8, 11 on gfx942)."""
    for target, read in (("gfx90a", 19), ("gfx942", 11)):
        fn = mfma_gemm("32x32x8", "f16", unroll=2, c_mode="load", grouped=True)
        lines = _mfma_lines(emit(fn, target))
        mf = [i for i, ln in enumerate(lines) if ln.startswith("v_mfma")]
        # At most the VALU-write-to-MFMA wait (the second's B pair is packed just before);
        # an overlapping srcC would need 8 or 16.
        assert len(mf) == 2 and lines[mf[0] + 1:mf[1]] in ([], ["s_nop 0"]), \
            lines[mf[0]:mf[-1] + 1]
        st = next(i for i, ln in enumerate(lines) if ln.startswith("global_store"))
        states = sum(int(ln.split()[1]) + 1 if ln.startswith("s_nop") else 1
                     for ln in lines[mf[1] + 1:st])
        assert states == read, (target, lines[mf[1]:st + 1])


def test_mfma_hazards_checked_by_the_emulator():
    """Without the MFMA s_nop pass the emulator finds the hazards: the padding is what makes
    the kernels above run."""
    from kgen.sim import GlobalMemory, Launch, emulate
    from kgen.sim.amdgcn import HazardViolation
    fn = mfma_gemm("32x32x8", "bf16", iters=2, c_mode="zero")
    saved = codeobject.insert_mfma_nops
    try:
        codeobject.insert_mfma_nops = lambda stream, gfx940: stream
        text = emit(fn, "gfx90a")
    finally:
        codeobject.insert_mfma_nops = saved
    _, _, abits, bbits, _ = _mfma_data(32, 16, "bf16", 0)
    mem = GlobalMemory()
    args = [mem.add("A", abits), mem.add("B", bbits), mem.add("D", np.zeros((32, 32), np.float32))]
    with pytest.raises(HazardViolation):
        emulate(text, TARGETS["gfx90a"], fn.name, Launch((1, 1, 1), 64, args, mem))


def test_mfma_resources_and_refusals():
    text, res = amdgcn.emit_module([mfma_gemm("32x32x8", "f16", iters=2)], TARGETS["gfx942"])
    assert res[0].agprs == 0 and res[0].vgprs >= 16 + 4
    accum = int(re.search(r"\.amdhsa_accum_offset (\d+)", text).group(1))
    assert accum >= res[0].vgprs and accum % 4 == 0
    b = B()
    d = [b.r("f32") for _ in range(4)]
    x = [b.r("u32") for _ in range(4)]
    p = b.r("pred")
    t = b.r("u32")
    with pytest.raises(CompilerBug, match="mfma"):
        emit(fn_of("bad", [], [I("mfma", d, [*x, *d], ["8x8x4", "f16"])]))
    with pytest.raises(CompilerBug, match="mfma"):
        emit(fn_of("bad", [], [I("mfma", d, [*x, *d], ["32x32x8", "f16"])]))
    with pytest.raises(CompilerBug, match="per-lane guard"):
        emit(fn_of("bad", [], [I("tid", [t]), I("setp", [p], [t, u(3)], ["lt", "u32"]),
                               I("mfma", d, [*x, *d], ["16x16x16", "f16"], pred=p)]))


def test_a_word_every_lane_loaded_alike_moves_to_an_sgpr():
    """`mov u <- v` with u uniform (a segment's offset, loaded by every thread from one
    address): u is read from the first lane into an SGPR (v_readfirstlane_b32), and what it
    feeds stays on the scalar unit; without the mov the loaded word and its sums are VGPRs."""
    from kgen.emitters.amdgcn.classify import classify
    base, off = L.Reg(1, "u64", True), L.Reg(2, "u32", True)
    word, u, plus = L.Reg(3, "u32", False), L.Reg(4, "u32", True), L.Reg(5, "u32", True)
    body = (L.Inst("ld_param", (base,), (), ("p",)), L.Inst("mov", (off,), (L.Imm(0, "u32"),)),
            L.Inst("ld_global", (word,), (base, off, L.Imm(0, "u32")), (32, 1)),
            L.Inst("mov", (u,), (word,)),
            L.Inst("add", (plus,), (u, L.Imm(1, "u32"))))
    fn = L.Function("k", (L.ParamSlot("p", "tensor", "u64", "i32"),), body, 64, (), ())
    kinds = classify(fn)
    assert (kinds[word.id], kinds[u.id], kinds[plus.id]) == ("v", "s", "s")
