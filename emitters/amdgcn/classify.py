"""Pass 1, classification: which LIR registers live in SGPRs (uniform, scalar-unit work) and
which in VGPRs."""

from __future__ import annotations

from dataclasses import dataclass, field

from kgen.lir import ops as L


# ----------------------------------------------------------------------------------------------
# 1. Classification: SGPR or VGPR for each LIR register.

# Ops the scalar unit does for integers (all sources scalar, no per-lane guard).
_SALU_OPS = frozenset({"ld_param", "ctaid", "mov", "add", "sub", "mul", "min", "max", "shl", "shr",
                       "and", "or", "xor", "not", "mulhi", "neg", "abs", "mul_wide", "add64",
                       "shl64", "cvt_u64", "setp", "and_p", "or_p", "not_p", "selp",
                       # No scalar (or vector) integer divide on gfx9 (CDNA3 ISA): a uniform
                       # quotient is computed in VGPRs and read back from the first lane
                       # (select.py _divrem), so what follows it stays on the scalar unit.
                       "div", "rem"})


@dataclass(slots=True)
class _Scan:
    """What lowering needs to know of a whole function, from one walk over it."""
    regs: dict = field(default_factory=dict)      # id -> L.Reg, every register mentioned
    defs: dict = field(default_factory=dict)      # id -> [L.Inst defining it], once per dst
    counters: set = field(default_factory=set)    # loop counter ids
    loads: list = field(default_factory=list)     # ld_global instructions, in order
    ctaid: set = field(default_factory=set)       # workgroup axes read by ctaid
    mfmas: list = field(default_factory=list)     # mfma instructions, in order


def scan(fn: L.Function) -> _Scan:
    sc = _Scan()
    _scan_nodes(fn.body, sc, sc.regs, sc.defs)
    return sc


def _scan_nodes(nodes, sc: _Scan, regs: dict, defs: dict) -> None:
    """scan over nodes, into sc (a module function, not a closure naming itself: that would
    be a reference cycle keeping the scan's tables for the cyclic collector)."""
    Inst, Reg = L.Inst, L.Reg
    for n in nodes:
        if n.__class__ is Inst:
            for d in n.dst:
                regs[d.id] = d
                if d.id in defs:
                    defs[d.id].append(n)
                else:
                    defs[d.id] = [n]
            for r in n.src:
                if r.__class__ is Reg:
                    regs[r.id] = r
            if n.pred is not None:
                regs[n.pred.id] = n.pred
            op = n.op
            if op == "ld_global" or op == "ld_shared" and len(n.dst) > 1:
                sc.loads.append(n)
            elif op == "ctaid":
                sc.ctaid.add(n.attr("axis"))
            elif op == "mfma":
                sc.mfmas.append(n)
        elif isinstance(n, L.If):
            regs[n.cond.id] = n.cond
            _scan_nodes(n.then, sc, regs, defs)
            _scan_nodes(n.else_, sc, regs, defs)
        elif isinstance(n, L.Pipelined):
            L.refuse_pipelined(n, "the AMDGCN emitter")
        else:
            sc.counters.add(n.counter.id)
            for r in (n.counter, n.start, n.end):
                if isinstance(r, L.Reg):
                    regs[r.id] = r
            _scan_nodes(n.body, sc, regs, defs)


def classify(fn: L.Function, sc: _Scan | None = None) -> dict[int, str]:
    """Register id -> "s" (SGPR value), "v" (VGPR value), "sp" (0/1 SGPR) or "mp" (lane mask)."""
    sc = sc or scan(fn)
    regs, defs, counters = sc.regs.values(), sc.defs, sc.counters

    scalar = {r.id for r in regs if r.uniform and r.ty != "f32"} | counters
    scalar |= {r.id for r in regs if r.uniform and r.ty == "f32"
               and all(i.op == "ld_param" for i in defs.get(r.id, []))}

    def salu_able(i: L.Inst) -> bool:
        if i.op not in _SALU_OPS or (i.pred is not None and not i.pred.uniform):
            return False
        if i.op == "setp" and i.attr("type") == "f32":
            return False
        if any(d.ty == "f32" for d in i.dst) and i.op != "ld_param":
            return False
        if i.op == "mov" and i.pred is None and i.dst[0].uniform:
            # the lowering's word that every lane holds alike (a segment's offset, loaded by
            # every thread from one address): read from the first lane into an SGPR
            # (v_readfirstlane_b32, select.sgpr), so what it feeds stays on the scalar unit
            return True
        return all(s.id in scalar for s in i.src if isinstance(s, L.Reg))

    # Drop registers with a definition the scalar unit cannot do, until none changes: the
    # result does not depend on the order.
    candidates = [r.id for r in regs if r.id in scalar and r.id not in counters]
    changed = True
    while changed:
        changed = False
        for rid in candidates:
            if rid in scalar and not all(salu_able(i) for i in defs.get(rid, [])):
                scalar.discard(rid)
                changed = True
    kinds = {}
    for r in regs:
        if r.ty == "pred":
            kinds[r.id] = "sp" if r.id in scalar else "mp"
        else:
            kinds[r.id] = "s" if r.id in scalar else "v"
    return kinds
