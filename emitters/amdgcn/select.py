"""Pass 2, instruction selection: LIR to machine instructions over virtual registers, by tables
of templates and small sequences, with VALU operands legalised for the constant bus."""

from __future__ import annotations

from dataclasses import dataclass

from kgen.lir import ops as L
from kgen.errors import CompilerBug
from kgen.target.targets import Target
from .machine import (Const, DS_OFFSET, GLOBAL_OFFSET, LoopSpan, MInst, Sub, VReg, WAVE, _INV_2PI,
                      _s32, fconst, iconst, imm_halves, is_v, kernarg_layout)
from .classify import _Scan, classify, scan
from . import fp8
from .mfma import MFMA, fp8_formats


# ----------------------------------------------------------------------------------------------
# 2. Lowering tables.

@dataclass(frozen=True)
class IntOp:
    valu_u: str
    valu_s: str
    salu_u: str
    salu_s: str
    commutative: bool = False
    reverse: bool = False    # VALU shifts take the amount first (v_lshlrev_b32 d, amount, value)
    vop3: bool = False


_INT = {
    "add": IntOp("v_add_u32", "v_add_u32", "s_add_u32", "s_add_i32", commutative=True),
    "sub": IntOp("v_sub_u32", "v_sub_u32", "s_sub_u32", "s_sub_i32"),
    "mul": IntOp("v_mul_lo_u32", "v_mul_lo_u32", "s_mul_i32", "s_mul_i32", True, vop3=True),
    "min": IntOp("v_min_u32", "v_min_i32", "s_min_u32", "s_min_i32", commutative=True),
    "max": IntOp("v_max_u32", "v_max_i32", "s_max_u32", "s_max_i32", commutative=True),
    "shl": IntOp("v_lshlrev_b32", "v_lshlrev_b32", "s_lshl_b32", "s_lshl_b32", reverse=True),
    "shr": IntOp("v_lshrrev_b32", "v_ashrrev_i32", "s_lshr_b32", "s_ashr_i32", reverse=True),
    "and": IntOp("v_and_b32", "v_and_b32", "s_and_b32", "s_and_b32", commutative=True),
    "or": IntOp("v_or_b32", "v_or_b32", "s_or_b32", "s_or_b32", commutative=True),
    "xor": IntOp("v_xor_b32", "v_xor_b32", "s_xor_b32", "s_xor_b32", commutative=True),
    # The high half of the 64-bit product (CDNA3 ISA V_MUL_HI_U32 / _I32, VOP3 only;
    # S_MUL_HI_U32 / _I32, SOP2).
    "mulhi": IntOp("v_mul_hi_u32", "v_mul_hi_i32", "s_mul_hi_u32", "s_mul_hi_i32", True,
                   vop3=True),
}

# Float VALU ops: LIR op -> (mnemonic, commutative, VOP3-only).
_FLOAT = {
    "fadd": ("v_add_f32", True, False), "fsub": ("v_sub_f32", False, False),
    "fmul": ("v_mul_f32", True, False), "fmin": ("v_min_f32", True, False),
    "fmax": ("v_max_f32", True, False), "fma": ("v_fma_f32", False, True),
    "ex2": ("v_exp_f32", False, False), "lg2": ("v_log_f32", False, False),
    "sqrt": ("v_sqrt_f32", False, False), "rsqrt": ("v_rsq_f32", False, False),
    "rcp": ("v_rcp_f32", False, False), "floor": ("v_floor_f32", False, False),
}

# Sign-bit operations on f32 as bit masks (exact for every input, NaN included).
_SIGN = {"fneg": ("v_xor_b32", 0x80000000), "fabs": ("v_and_b32", 0x7FFFFFFF)}

# setp: cmp -> (SALU compare stem, VALU integer stem, VALU f32 compare). Float compares are
# ordered except ne, which is unordered like C's != (v_cmp_neq_f32 is true on NaN).
_CMP = {"lt": ("lt", "lt", "v_cmp_lt_f32"), "le": ("le", "le", "v_cmp_le_f32"),
        "gt": ("gt", "gt", "v_cmp_gt_f32"), "ge": ("ge", "ge", "v_cmp_ge_f32"),
        "eq": ("eq", "eq", "v_cmp_eq_f32"), "ne": ("lg", "ne", "v_cmp_neq_f32")}
_CMP_SIGN = {"u32": "u32", "s32": "i32", "i32": "i32"}

# warp_reduce combine ops: (kind, type) -> (VALU op, SALU op for the final two-half combine).
_REDUCE = {("sum", "f32"): ("v_add_f32", ""), ("max", "f32"): ("v_max_f32", ""),
           ("min", "f32"): ("v_min_f32", ""), ("sum", "s32"): ("v_add_u32", "s_add_i32"),
           ("max", "s32"): ("v_max_i32", "s_max_i32"), ("min", "s32"): ("v_min_i32", "s_min_i32")}
# ds_swizzle_b32 swaps groups of k lanes (bitmask mode, xor_mask = k) within each 32 lanes
# (CDNA3 ISA "DS_SWIZZLE_B32"); the two 32-lane halves are combined with v_readlane.
_SWIZZLE_XOR = (1, 2, 4, 8, 16)

# Global access width: dwords -> (load, store) mnemonic suffix.
_GLOBAL_DWORDS = {1: "dword", 2: "dwordx2", 3: "dwordx3", 4: "dwordx4"}
# One 8- or 16-bit element: bits -> (load suffix, store suffix). The loads zero-extend into the
# VGPR; the stores write its low byte / half (CDNA3 ISA, GLOBAL_LOAD_UBYTE / _USHORT,
# GLOBAL_STORE_BYTE / _SHORT).
_GLOBAL_NARROW = {8: ("ubyte", "byte"), 16: ("ushort", "short")}

# LDS access width: dwords -> ds_read_/ds_write_ suffix. The wide forms need their address
# naturally aligned (8 / 16 bytes) unless SH_MEM_CONFIG allows unaligned LDS access, which kgen
# does not assume.
_DS_WIDTH = {1: "b32", 2: "b64", 4: "b128"}
# One LDS element: bits -> the store of a VGPR's low byte / half / whole dword (CDNA3 ISA,
# DS_WRITE_B8 / DS_WRITE_B16 / DS_WRITE_B32; the 8-bit one for a staged 8-bit float operand).
_DS_ONE = {8: "ds_write_b8", 16: "ds_write_b16", 32: "ds_write_b32"}

# v_perm_b32 byte selectors (bytes 0-3 pick from src1, 4-7 from src0; CDNA3 ISA "V_PERM_B32").
_PERM_HI_HALVES = 0x07060302    # {src0.hi16, src1.hi16}: pack two bf16 from rounded f32 bits
_PERM_LO_HALVES = 0x05040100    # {src0.lo16, src1.lo16}: pack two 16-bit patterns

_BF16_BIAS = 0x7FFF
_BF16_QNAN = 0x7FC00000
_C1, _C16 = iconst(1), iconst(16)
# An integer immediate's value -> its machine operand (val): the same few hundred recur.
_INT_OPERANDS: dict = {}
_C_BF16_QNAN = iconst(_BF16_QNAN)


# ----------------------------------------------------------------------------------------------
# 2. Lowering: LIR -> MInst over virtual registers.


def _operand_runs(sc: _Scan):
    """The srcA and srcB registers of each mfma of the function (MfmaRow.ab_regs each; an
    unknown row 2: op_mfma refuses it)."""
    for i in sc.mfmas:
        row = MFMA.get((i.attr("shape"), i.attr("dtype")))
        na = row.ab_regs if row else 2
        yield i.src[:na]
        yield i.src[na:2 * na]


class _Lower:
    """Builds one function's machine instructions; every mutable field is local to one call."""

    def __init__(self, fn: L.Function, target: Target):
        self.fn = fn
        self.target = target
        sc = scan(fn)
        self.kinds = classify(fn, sc)
        self.params = {p.slot.name: p for p in kernarg_layout(fn)[0]}
        self.shared: dict[str, L.SharedBuffer] = {}      # by name, the first of a name
        for b in fn.shared:
            self.shared.setdefault(b.name, b)
        self.code: list[MInst] = []
        self.loops: list[LoopSpan] = []
        self.loc: dict[int, Sub] = {}
        self.next_id = 0
        self.depth = 0
        self.labels: dict[str, int] = {}
        self.note = ""
        self.kernarg = Sub(VReg(-1, "s", 2), 0, 2)
        self.axes = workgroup_axes(fn, sc.ctaid)
        self.wgid = {a: Sub(VReg(-2 - i, "s", 1)) for i, a in enumerate(self.axes)}
        self.tid_in = Sub(VReg(-10, "v", 1))
        self.accumulators: set = set()      # the VRegs of MFMA accumulator tuples
        self.prologue: list[MInst] = []     # put before the body: constants every path can read
        self.sconsts: dict[int, Sub] = {}   # literal -> the SGPR the prologue puts it in
        if sc.mfmas:
            self._alias_accumulators(sc)
            self._alias_split_fragments(sc)
        self._alias_loads(sc)
        if sc.mfmas:
            self._alias_fragments(sc)

    # -- registers ---------------------------------------------------------------------------
    def new(self, file: str, size: int = 1) -> Sub:
        self.next_id += 1
        return Sub(VReg(self.next_id, file, size), 0, size)

    def kind(self, r: L.Reg) -> str:
        return self.kinds[r.id]

    def reg(self, r: L.Reg) -> Sub:
        s = self.loc.get(r.id)
        if s is None:
            k = self.kinds[r.id]
            size = 2 if r.ty == "u64" or k == "mp" else 1
            s = self.loc[r.id] = self.new("v" if k == "v" else "s", size)
        return s

    def _alias_accumulators(self, sc: _Scan) -> None:
        """The destinations of an mfma are the dwords of one aligned VGPR tuple, in order: the
        accumulator is then one allocation value, fixed in its registers for its whole life.
        The first mfma to name a register decides; one whose destinations are not such a tuple
        works in a temporary and copies out (op_mfma)."""
        for i in sc.mfmas:
            if i.dst[0].id in self.loc:
                continue        # accumulating in place: the first mfma has decided
            if len({d.id for d in i.dst}) == len(i.dst) and \
                    all(d.id not in self.loc and self.kind(d) == "v" for d in i.dst):
                t = self.new("a" if self._in_agprs(i, sc) else "v", len(i.dst))
                self.accumulators.add(t.reg)
                for k, d in enumerate(i.dst):
                    self.loc[d.id] = t.part(k)

    def _in_agprs(self, i: L.Inst, sc: _Scan) -> bool:
        """Whether an accumulator lives in AGPRs: when its mfma asks ("agpr" attr) and nothing
        but MFMAs accumulating in place and movs of constants defines its registers, since
        only MFMA srcC / vdst and the accvgpr moves may touch an AGPR (VALU and memory ops
        read it through v_accvgpr_read: see val). Accumulators in AGPRs leave the ArchVGPRs
        to the prefetched operands and addresses; the cost is one v_accvgpr_read per
        accumulator in the epilogue."""
        if i.attr("agpr") != "agpr":
            return False
        ids = [d.id for d in i.dst]
        seen = set()        # an mfma defines every register of the tuple: look at it once
        for d in i.dst:
            for x in sc.defs.get(d.id, ()):
                if id(x) in seen or x.op == "mov" and isinstance(x.src[0], L.Imm):
                    continue
                seen.add(id(x))
                if x.op != "mfma" or x.attr("agpr") != "agpr" or \
                        [c.id if isinstance(c, L.Reg) else None for c in x.src[-len(ids):]] != ids or \
                        [r.id for r in x.dst] != ids:
                    return False
        return True

    def _alias_fragments(self, sc: _Scan) -> None:
        """An mfma's srcA and srcB registers (2 or 4 each: MfmaRow.ab_regs) become aligned
        VGPR tuples when none of them has a place yet (a wide load has put them in one
        already), so whatever computes them writes the tuple in place and op_mfma copies
        nothing."""
        for run in _operand_runs(sc):
            na = len(run)
            if all(isinstance(r, L.Reg) and r.id not in self.loc and self.kind(r) == "v"
                   for r in run) and len({r.id for r in run}) == na:
                t = self.new("v", na)
                for k, r in enumerate(run):
                    self.loc[r.id] = t.part(k)

    def _alias_split_fragments(self, sc: _Scan) -> None:
        """An mfma's srcA or srcB that several LDS loads read whole, one after the other (the
        f8f6f4 MFMAs' two runs of 16 bytes, a ds_read_b128 each), is one aligned tuple the
        loads write in place, each its own dwords, so op_mfma copies nothing."""
        defs = sc.defs
        for run in _operand_runs(sc):
            na = len(run)
            if not all(isinstance(r, L.Reg) and len(defs.get(r.id, ())) == 1 for r in run):
                continue
            loads, k = 0, 0
            while k < na:
                ld = defs[run[k].id][0]
                n = len(ld.dst)
                if ld.op != "ld_shared" or n < 2 or tuple(run[k:k + n]) != ld.dst or \
                        k % 2 or not self._in_place(ld, sc):
                    break
                loads += 1
                k += n
            if k == na and loads > 1:
                t = self.new("v", na)
                for j, r in enumerate(run):
                    self.loc[r.id] = t.part(j)

    def _alias_loads(self, sc: _Scan) -> None:
        """A multi-dword 32-bit load whose results are defined nowhere else (but by movs: the
        zeros a guarded load leaves where it does not load, or by loads into the very same
        registers: a prefetch carried around a loop) writes them in place: their registers
        are the dwords of one aligned VGPR tuple."""
        for i in sc.loads:
            if len(i.dst) > 1 and (i.op == "ld_shared" or i.attr("bits") == 32) and \
                    self._in_place(i, sc) and len({d.id for d in i.dst}) == len(i.dst):
                t = self.new("v", len(i.dst))
                for k, d in enumerate(i.dst):
                    self.loc[d.id] = t.part(k)

    def _in_place(self, i: L.Inst, sc: _Scan) -> bool:
        """_alias_loads' test of a load's destinations: VGPRs with no place yet, each defined
        only by this load, movs, or loads of the same op into the very same registers."""
        kinds, loc, defs = self.kinds, self.loc, sc.defs
        for d in i.dst:
            if kinds[d.id] != "v" or d.id in loc:
                return False
            for x in defs[d.id]:
                if not (x is i or x.op == "mov" or x.op == i.op and x.dst == i.dst):
                    return False
        return True

    # -- emission ----------------------------------------------------------------------------
    def emit(self, op: str, *ops, ndef: int = 1, extra: str = "", reads: tuple = ()) -> None:
        note, self.note = self.note, ""
        self.code.append(MInst(op, ops, ndef, extra, reads, note, self.depth))

    def label(self, name: str) -> None:
        self.code.append(MInst("label", (name,), 0, depth=self.depth))

    def fresh_label(self, what: str) -> str:
        n = self.labels.get(what, 0)
        self.labels[what] = n + 1
        return f".L{self.fn.name}_{what}{n}"

    def branch(self, op: str, target: str) -> None:
        self.emit(op, target, ndef=0)

    def valu(self, op: str, dsts: tuple, srcs: list, *, vop3: bool = False,
             commutative: bool = False, implicit: tuple = (), tail: tuple = ()) -> None:
        """A VALU instruction with its sources made legal for gfx9's constant bus: at most one
        SGPR (or VCC) or literal in all, a literal only as src0 of a VOP1/VOP2 encoding whose
        other sources are VGPRs (VOP3 has no literal on gfx9). `tail` operands (a lane mask,
        a carry in VCC) are printed last and stay where they are; `implicit` ones are read
        without being printed (v_div_fmas reads VCC)."""
        if commutative and len(srcs) == 2 and is_v(srcs[0]) and not is_v(srcs[1]):
            srcs = [srcs[1], srcs[0]]
        if implicit or tail or not _legal_as_is(srcs, vop3):
            srcs = list(srcs)
            self.legalise(srcs, [_bus_key(s) for s in srcs], vop3, implicit + tail)
        note, self.note = self.note, ""
        self.code.append(MInst(op, (*dsts, *srcs, *tail), len(dsts), "", (), note, self.depth))

    def legalise(self, srcs: list, keys: list, vop3: bool, implicit: tuple) -> None:
        """valu's constant-bus rules, in place: literals first, then extra scalar sources, each
        copied to a fresh VGPR in order. keys[i] is _bus_key(srcs[i])."""
        for i, s in enumerate(srcs):
            if keys[i] and isinstance(s, Const):
                ok = not vop3 and i == 0 and all(is_v(o) for o in srcs[1:]) and not implicit
                if not ok:
                    srcs[i], keys[i] = self.to_vgpr(s), None
        seen: set = {_bus_key(o) for o in implicit}
        for i, key in enumerate(keys):
            if key is None or key in seen:
                continue
            if seen:
                srcs[i] = self.to_vgpr(srcs[i])
            else:
                seen.add(key)

    def salu(self, op: str, dsts: tuple, srcs: list) -> None:
        """A SALU instruction: sources must be SGPRs or constants, at most one literal."""
        srcs = list(srcs)
        lits = 0
        for i, s in enumerate(srcs):
            if is_v(s):
                raise CompilerBug(f"amdgcn: {op} reads a VGPR (classification is inconsistent)")
            if isinstance(s, Const) and not s.inline:
                lits += 1
                if lits > 1:
                    t = self.new("s")
                    self.emit("s_mov_b32", t, s)
                    srcs[i] = t
        self.emit(op, *dsts, *srcs, ndef=len(dsts))

    def to_vgpr(self, o) -> Sub:
        n = o.n if isinstance(o, Sub) else 1
        t = self.new("v", n)
        for k in range(n):
            self.emit("v_mov_b32", t.part(k), o.part(k) if isinstance(o, Sub) else o)
        return t

    def vgpr(self, o) -> Sub:
        return o if o.__class__ is Sub and o.reg.file == "v" else self.to_vgpr(o)

    def sgpr(self, o):
        """A scalar operand for SALU: constants and SGPRs as they are, a (uniform) VGPR read
        from the first lane."""
        if not is_v(o):
            return o
        t = self.new("s", o.n)
        for k in range(o.n):
            self.emit("v_readfirstlane_b32", t.part(k), o.part(k))
        return t

    # -- operands ----------------------------------------------------------------------------
    def val(self, o: L.Operand):
        """An LIR operand as a machine operand (u64 immediates: see val64)."""
        if o.__class__ is L.Reg:
            s = self.loc.get(o.id)
            if s is None:
                return self.reg(o)
            if s.reg.file == "a":
                # VALU and memory ops cannot read an AGPR (gfx90a: only the accvgpr moves and
                # MFMA srcC do): the epilogue reads each accumulator out once, as it needs it.
                t = self.new("v")
                self.emit("v_accvgpr_read_b32", t, s)
                return t
            return s
        if o.ty == "f32":
            return fconst(o.value)
        if o.ty == "pred":
            return iconst(1 if o.value else 0)
        c = _INT_OPERANDS.get(o.value)
        if c is None:
            c = _INT_OPERANDS[o.value] = iconst(_s32(int(o.value) & 0xFFFFFFFF))
        return c

    def halves(self, o: L.Operand) -> tuple:
        if isinstance(o, L.Imm):
            return imm_halves(o.value)
        r = self.reg(o)
        if r.n == 1:
            return r, iconst(0)
        return r.part(0), r.part(1)

    def mask(self, p: L.Operand) -> Sub:
        """A predicate as a 64-bit lane mask."""
        if isinstance(p, L.Imm):
            t = self.new("s", 2)
            self.emit("s_mov_b64", t, "exec" if p.value else iconst(0))
            return t
        if self.kind(p) == "mp":
            return self.reg(p)
        t = self.new("s", 2)
        self.emit("s_cmp_lg_u32", self.reg(p), iconst(0), ndef=0)
        self.emit("s_cselect_b64", t, "exec", iconst(0))
        return t

    def sbool(self, p: L.Operand):
        """A predicate as an SGPR holding 0 or 1 (a uniform mask is 0 or all ones)."""
        if isinstance(p, L.Imm) or self.kind(p) == "sp":
            return self.val(p)
        t = self.new("s")
        self.emit("s_cmp_lg_u64", self.reg(p), iconst(0), ndef=0)
        self.emit("s_cselect_b32", t, iconst(1), iconst(0))
        return t

    def test_zero(self, p: L.Reg) -> None:
        """SCC = (p is false), for a uniform predicate."""
        if self.kind(p) == "sp":
            self.emit("s_cmp_eq_u32", self.reg(p), iconst(0), ndef=0)
        else:
            self.emit("s_cmp_eq_u64", self.reg(p), iconst(0), ndef=0)

    # -- structure ---------------------------------------------------------------------------
    def nodes(self, nodes) -> None:
        Inst, inst = L.Inst, self.inst
        i, end = 0, len(nodes)
        while i < end:
            n = nodes[i]
            if n.__class__ is Inst:
                if n.pred is None:
                    inst(n, False)
                    i += 1
                else:
                    j = _guarded_run(nodes, i)
                    self.guarded(n.pred, nodes[i:j])
                    i = j
                continue
            if isinstance(n, L.If):
                self.if_(n)
            elif isinstance(n, L.Loop):
                self.loop(n)
            else:
                raise CompilerBug(f"amdgcn: unknown LIR node {type(n).__name__}")
            i += 1

    def guarded(self, pred: L.Reg, run) -> None:
        if pred.uniform:
            # A uniform guard is a branch around the instructions (CDNA3 ISA "S_CBRANCH_SCC1").
            skip = self.fresh_label("skip")
            self.note = f"if {pred}"
            self.test_zero(pred)
            self.branch("s_cbranch_scc1", skip)
            self.depth += 1
            for n in run:
                self.inst(n, True)
            self.depth -= 1
            self.label(skip)
            return
        # A per-lane guard narrows EXEC: saveexec writes old EXEC to `save` and EXEC &= mask.
        m = self.mask(pred)
        save = self.new("s", 2)
        self.note = f"lanes where {pred}"
        self.emit("s_and_saveexec_b64", save, m, reads=("exec",))
        self.depth += 1
        for n in run:
            self.inst(n, True, in_exec=True)
        self.depth -= 1
        self.emit("s_mov_b64", "exec", save)

    def if_(self, n: L.If) -> None:
        other = self.fresh_label("if")
        end = other + "_end"
        other = other + "_else"
        self.note = n.note or f"if {n.cond}"
        self.test_zero(n.cond)
        self.branch("s_cbranch_scc1", other if n.else_ else end)
        self.depth += 1
        self.nodes(n.then)
        if n.else_:
            # The jump and the label between the arms lie outside both: each arm is a region
            # entered only at its start (the register allocator relies on it).
            self.depth -= 1
            self.branch("s_branch", end)
            self.label(other)
            self.depth += 1
            self.nodes(n.else_)
        self.depth -= 1
        self.label(end)

    def loop(self, n: L.Loop) -> None:
        if n.step <= 0:
            raise CompilerBug(f"amdgcn: loop step {n.step} must be positive")
        head = self.fresh_label("loop")
        end = head + "_end"
        c = self.reg(n.counter)
        start = self.sgpr(self.val(n.start))
        stop = self.sgpr(self.val(n.end))
        self.note = n.note or f"for {n.counter} = {n.start}; < {n.end}; += {n.step}"
        self.emit("s_mov_b32", c, start)
        self.emit("s_cmp_ge_u32", c, stop, ndef=0)
        self.branch("s_cbranch_scc1", end)
        lo = len(self.code)
        self.label(head)
        self.depth += 1
        self.nodes(n.body)
        self.emit("s_add_u32", c, c, iconst(n.step))
        self.emit("s_cmp_lt_u32", c, stop, ndef=0)
        self.branch("s_cbranch_scc1", head)
        self.loops.append(LoopSpan(lo, len(self.code) - 1, self.depth))
        self.depth -= 1
        self.label(end)

    # -- instructions ------------------------------------------------------------------------
    def inst(self, n: L.Inst, partial: bool, in_exec: bool = False) -> None:
        method = _LOWERINGS.get(n.op)
        if method is None:
            raise CompilerBug(f"amdgcn: no lowering for LIR op '{n.op}'")
        self.note = n.note
        if not partial:
            method(self, n)
            return
        if in_exec and n.op in ("warp_reduce", "mfma", "shfl_xor", "shfl_idx"):
            raise CompilerBug(f"amdgcn: {n.op} under a per-lane guard is not supported")
        code = self.code
        first = len(code)
        if in_exec and _defines_mask(n, self.kinds):
            self.masked_pred_def(n, method)
        else:
            method(self, n)
        if len(code) > first:
            # The old value survives where the guard is false: the definition also reads it.
            code[first].reads += tuple([self.reg(d) for d in n.dst])

    def masked_pred_def(self, n: L.Inst, method) -> None:
        """A lane mask defined under EXEC: lanes outside EXEC keep their old bits."""
        d = n.dst[0]
        real = self.reg(d)
        tmp = self.new("s", 2)
        self.loc[d.id] = tmp
        method(self, n)
        self.loc[d.id] = real
        self.emit("s_and_b64", tmp, tmp, "exec")
        self.emit("s_andn2_b64", real, real, "exec")
        self.emit("s_or_b64", real, real, tmp)

    def op_ld_param(self, n: L.Inst) -> None:
        p = self.params.get(n.attr("param"))
        if p is None:
            raise CompilerBug(f"amdgcn: ld_param of unknown parameter '{n.attr('param')}'")
        d = self.reg(n.dst[0])
        dst = d if d.reg.file == "s" else self.new("s", d.n)
        op = "s_load_dwordx2" if p.size == 8 else "s_load_dword"
        self.emit(op, dst, self.kernarg, Const(f"0x{p.offset:x}", True))
        if dst is not d:
            for k in range(d.n):
                self.emit("v_mov_b32", d.part(k), dst.part(k))

    def op_tid(self, n: L.Inst) -> None:
        # gfx90a/gfx942 pack the work-item IDs into v0 (x in bits 9:0; AMDGPUUsage "VGPR
        # initialization", packed work-item IDs); the block is 1-D, so mask x out.
        self.valu("v_and_b32", (self.reg(n.dst[0]),), [iconst(0x3FF), self.tid_in])

    def op_ctaid(self, n: L.Inst) -> None:
        self.copy(self.reg(n.dst[0]), self.wgid[n.attr("axis")])

    def copy(self, d: Sub, s) -> None:
        """d = s; s is an operand of d's width, or a (lo, hi) pair of 32-bit operands."""
        if isinstance(s, Sub) and s.n > 1:
            s = tuple(s.part(k) for k in range(s.n))
        parts = s if isinstance(s, tuple) else (s,)
        if d.reg.file == "a":     # an AGPR is written from a VGPR or an inline constant only
            for k, p in enumerate(parts):
                src = p if is_v(p) or isinstance(p, Const) and p.inline else self.to_vgpr(p)
                self.emit("v_accvgpr_write_b32", d.part(k), src)
            return
        if d.reg.file == "s":
            parts = tuple(self.sgpr(p) for p in parts)
            for k, p in enumerate(parts):
                self.emit("s_mov_b32", d.part(k), p)
            return
        for k, p in enumerate(parts):
            self.valu("v_mov_b32", (d.part(k),), [p])

    def op_mov(self, n: L.Inst) -> None:
        d, s = n.dst[0], n.src[0]
        k = self.kinds[d.id]
        if k == "mp":
            self.emit("s_mov_b64", self.reg(d), self.mask(s))
        elif k == "sp":
            self.emit("s_mov_b32", self.reg(d), self.sbool(s))
        elif d.ty == "u64":
            lo, hi = self.halves(s)
            if self.reg(d).reg.file == "s" and isinstance(s, L.Reg):
                self.copy(self.reg(d), self.reg(s))
            elif self.reg(d).reg.file == "s":
                self.emit("s_mov_b32", self.reg(d).part(0), lo)
                self.emit("s_mov_b32", self.reg(d).part(1), hi)
            else:
                self.valu("v_mov_b32", (self.reg(d).part(0),), [lo])
                self.valu("v_mov_b32", (self.reg(d).part(1),), [hi])
        else:
            self.copy(self.reg(d), self.val(s))

    def _int_binary(self, n: L.Inst) -> None:
        t = _INT[n.op]
        d = n.dst[0]
        signed = d.ty == "s32"
        a, b = self.val(n.src[0]), self.val(n.src[1])
        if t.reverse and isinstance(n.src[1], L.Imm):
            # LIR shifts by the count mod 32; the hardware reads its low 5 bits (CDNA3 ISA
            # V_LSHLREV_B32 "S0.u[4:0]", S_LSHL_B32 "S1.u[4:0]"), so a register count needs
            # nothing and an immediate is reduced here.
            b = iconst(int(n.src[1].value) & 31)
        if self.kinds[d.id] == "s":
            self.salu(t.salu_s if signed else t.salu_u, (self.reg(d),), [a, b])
            return
        srcs = [b, a] if t.reverse else [a, b]
        self.valu(t.valu_s if signed else t.valu_u, (self.reg(d),), srcs,
                  vop3=t.vop3, commutative=t.commutative)

    op_add = op_sub = op_mul = op_min = op_max = op_shl = op_shr = op_and = op_or = _int_binary
    op_xor = op_mulhi = _int_binary

    def op_not(self, n: L.Inst) -> None:
        d, a = self.reg(n.dst[0]), self.val(n.src[0])
        if d.reg.file == "s":
            self.salu("s_not_b32", (d,), [a])
        else:
            self.valu("v_not_b32", (d,), [a])

    def udivrem(self, x, y, want_q: bool) -> tuple[Sub, Sub]:
        """Unsigned 32-bit x / y and x % y for y != 0, exact for every input: LLVM's expansion
        (AMDGPUCodeGenPrepare::expandDivRem32, after AMDGPUTargetLowering::LowerUDIVREM): an
        estimate z of 2^32 / y from the f32 reciprocal (V_RCP_IFLAG_F32, scaled by 2^32 - 512
        so that it never overshoots), one Newton-Raphson step in integers
        (z += mulhi(z, -y * z)), then q = mulhi(x, z), r = x - q y, and two corrections
        (if r >= y: q += 1, r -= y). With y == 0 the steps are still defined (the f32
        reciprocal is +inf, converted with clamping to 0xffffffff) and give r = x - q * 0 = x.
        The quotient's corrections are skipped when only the remainder is wanted."""
        fy, z, t, q, r = (self.new("v") for _ in range(5))
        self.valu("v_cvt_f32_u32", (fy,), [y])
        self.valu("v_rcp_iflag_f32", (fy,), [fy])
        self.valu("v_mul_f32", (fy,), [fconst(4294966784.0), fy])     # 0x4f7ffffe
        self.valu("v_cvt_u32_f32", (z,), [fy])
        self.valu("v_sub_u32", (t,), [iconst(0), y])
        self.valu("v_mul_lo_u32", (t,), [t, z], vop3=True)
        self.valu("v_mul_hi_u32", (t,), [z, t], vop3=True)
        self.valu("v_add_u32", (z,), [z, t])
        self.valu("v_mul_hi_u32", (q,), [x, z], vop3=True)
        self.valu("v_mul_lo_u32", (t,), [q, y], vop3=True)
        self.valu("v_sub_u32", (r,), [x, t])
        for _ in range(2):
            m, r1 = self.new("s", 2), self.new("v")
            self.valu("v_cmp_ge_u32", (m,), [r, y], vop3=True)
            if want_q:
                q1 = self.new("v")
                self.valu("v_add_u32", (q1,), [iconst(1), q])
                self.valu("v_cndmask_b32", (q,), [q, q1], vop3=True, tail=(m,))
            self.valu("v_sub_u32", (r1,), [r, y])
            self.valu("v_cndmask_b32", (r,), [r, r1], vop3=True, tail=(m,))
        return q, r

    def _divrem(self, n: L.Inst) -> None:
        """div / rem: gfx9 has no integer divide (CDNA3 ISA: no V_DIV_U32), so udivrem on the
        magnitudes; a signed result takes its sign back by (v ^ s) - s with s = 0 or -1
        (LLVM's expandDivRem32). INT_MIN / -1 is then 2^31 as unsigned, INT_MIN again; y == 0
        gives the remainder x by itself and the quotient -1 by a select."""
        x, y = self.val(n.src[0]), self.val(n.src[1])
        div = n.op == "div"
        if n.dst[0].ty == "s32":
            xs, ys, ax, ay = (self.new("v") for _ in range(4))
            self.valu("v_ashrrev_i32", (xs,), [iconst(31), x])
            self.valu("v_ashrrev_i32", (ys,), [iconst(31), y])
            self.valu("v_add_u32", (ax,), [x, xs])
            self.valu("v_xor_b32", (ax,), [ax, xs])
            self.valu("v_add_u32", (ay,), [y, ys])
            self.valu("v_xor_b32", (ay,), [ay, ys])
            q, r = self.udivrem(ax, ay, div)
            v, sign = (q, self.new("v")) if div else (r, xs)
            if div:
                self.valu("v_xor_b32", (sign,), [xs, ys])
            self.valu("v_xor_b32", (v,), [v, sign])
            self.valu("v_sub_u32", (v,), [v, sign])
        else:
            q, r = self.udivrem(x, y, div)
            v = q if div else r
        d = self.reg(n.dst[0])
        if not div:
            self.copy(d, v)
            return
        m = self.new("s", 2)
        self.valu("v_cmp_eq_u32", (m,), [iconst(0), y], vop3=True)
        self.valu("v_cndmask_b32", (d if is_v(d) else v,), [v, iconst(-1)], vop3=True,
                  tail=(m,))
        if not is_v(d):
            self.copy(d, v)

    op_div = op_rem = _divrem

    def _lanes(self, n: L.Inst, addr: Sub | None, mask: int = 0) -> None:
        """shfl_xor / shfl_idx: ds_swizzle_b32 (bitmask mode: lane ^ mask within each 32
        lanes, CDNA3 ISA "DS_SWIZZLE_B32") or ds_bpermute_b32 (lane l reads the lane at byte
        address addr[l], i.e. addr / 4 mod 64, CDNA3 ISA "DS_BPERMUTE_B32"). Both go through
        the LDS crossbar without touching LDS and count on lgkmcnt, like an LDS read: the
        s_waitcnt pass waits for the result before its first use."""
        a = self.vgpr(self.val(n.src[0]))
        d = self.reg(n.dst[0])
        out = d if is_v(d) else self.new("v")
        if addr is None:
            # SWAP names a power-of-two group; any other mask is the bitmask form's xor_mask
            # with and_mask 0x1f and or_mask 0 (offset[14:10], [4:0], [9:5]).
            arg = f"swizzle(SWAP,{mask})" if mask & (mask - 1) == 0 else \
                f"0x{(mask << 10) | 0x1F:x}"
            self.emit("ds_swizzle_b32", out, a, extra=f"offset:{arg}")
        else:
            self.emit("ds_bpermute_b32", out, addr, a)
        if out is not d:
            self.copy(d, out)

    def op_shfl_xor(self, n: L.Inst) -> None:
        mask = int(n.attr("mask"))
        if not 0 < mask < WAVE:
            raise CompilerBug(f"amdgcn: shfl_xor mask {mask} is not in 1..{WAVE - 1}")
        if mask < 32:
            self._lanes(n, None, mask)
            return
        lane = self.new("v")     # (lane ^ mask) * 4: lane = work-item id x mod 64 (v0)
        self.valu("v_and_b32", (lane,), [iconst(WAVE - 1), self.tid_in])
        self.valu("v_xor_b32", (lane,), [iconst(mask), lane])
        self.valu("v_lshlrev_b32", (lane,), [iconst(2), lane])
        self._lanes(n, lane)

    def op_shfl_idx(self, n: L.Inst) -> None:
        addr = self.new("v")
        self.valu("v_lshlrev_b32", (addr,), [iconst(2), self.val(n.src[1])])
        self._lanes(n, addr)

    def op_neg(self, n: L.Inst) -> None:
        d, a = self.reg(n.dst[0]), self.val(n.src[0])
        if d.reg.file == "s":
            self.salu("s_sub_i32", (d,), [iconst(0), a])
        else:
            self.valu("v_sub_u32", (d,), [iconst(0), a])

    def op_abs(self, n: L.Inst) -> None:
        d, a = self.reg(n.dst[0]), self.val(n.src[0])
        if d.reg.file == "s":
            self.salu("s_abs_i32", (d,), [a])
            return
        t = self.new("v")
        self.valu("v_sub_u32", (t,), [iconst(0), a])
        self.valu("v_max_i32", (d,), [a, t], commutative=True)

    def op_mul_wide(self, n: L.Inst) -> None:
        d, a, b = self.reg(n.dst[0]), self.val(n.src[0]), self.val(n.src[1])
        if d.reg.file == "s":
            self.salu("s_mul_i32", (d.part(0),), [a, b])
            self.salu("s_mul_hi_u32", (d.part(1),), [a, b])
        else:
            self.valu("v_mul_lo_u32", (d.part(0),), [a, b], vop3=True)
            self.valu("v_mul_hi_u32", (d.part(1),), [a, b], vop3=True)

    def op_add64(self, n: L.Inst) -> None:
        d = self.reg(n.dst[0])
        (alo, ahi), (blo, bhi) = self.halves(n.src[0]), self.halves(n.src[1])
        if d.reg.file == "s":
            self.salu("s_add_u32", (d.part(0),), [alo, blo])
            self.salu("s_addc_u32", (d.part(1),), [ahi, bhi])
            return
        # The carry goes through VCC; v_addc_co_u32 reads VCC, which takes the constant bus.
        if is_v(alo) and not is_v(blo):
            (alo, ahi), (blo, bhi) = (blo, bhi), (alo, ahi)
        self.valu("v_add_co_u32", (d.part(0), "vcc"), [alo, blo])
        self.valu("v_addc_co_u32", (d.part(1), "vcc"), [ahi, bhi], tail=("vcc",))

    def op_shl64(self, n: L.Inst) -> None:
        d, a, s = self.reg(n.dst[0]), self.val(n.src[0]), self.val(n.src[1])
        if isinstance(n.src[0], L.Imm):
            a = self.new(d.reg.file, 2)
            self.copy(a, self.halves(n.src[0]))
        if d.reg.file == "s":
            self.salu("s_lshl_b64", (d,), [a, s])
        else:
            self.valu("v_lshlrev_b64", (d,), [s, a], vop3=True)

    def op_cvt_u64(self, n: L.Inst) -> None:
        d, a = self.reg(n.dst[0]), self.val(n.src[0])
        if d.reg.file == "s":
            self.emit("s_mov_b32", d.part(0), a)
            self.emit("s_mov_b32", d.part(1), iconst(0))
        else:
            self.valu("v_mov_b32", (d.part(0),), [a])
            self.valu("v_mov_b32", (d.part(1),), [iconst(0)])

    def op_setp(self, n: L.Inst) -> None:
        cmp, ty = n.attr("cmp"), n.attr("type")
        if cmp not in _CMP or ty not in ("f32", *_CMP_SIGN):
            raise CompilerBug(f"amdgcn: setp {cmp} {ty} is not a comparison kgen knows")
        s_stem, v_stem, f_op = _CMP[cmp]
        d = n.dst[0]
        a, b = self.val(n.src[0]), self.val(n.src[1])
        if self.kind(d) == "sp":
            self.salu(f"s_cmp_{s_stem}_{_CMP_SIGN[ty]}", (), [a, b])
            self.emit("s_cselect_b32", self.reg(d), iconst(1), iconst(0))
            return
        op = f_op if ty == "f32" else f"v_cmp_{v_stem}_{_CMP_SIGN[ty]}"
        self.valu(op, (self.reg(d),), [a, b], vop3=True)

    def op_and_p(self, n: L.Inst) -> None:
        self._pred_binary(n, "s_and_b32", "s_and_b64")

    def op_or_p(self, n: L.Inst) -> None:
        self._pred_binary(n, "s_or_b32", "s_or_b64")

    def _pred_binary(self, n: L.Inst, op32: str, op64: str) -> None:
        d = n.dst[0]
        if self.kind(d) == "sp":
            self.salu(op32, (self.reg(d),), [self.val(n.src[0]), self.val(n.src[1])])
        else:
            self.emit(op64, self.reg(d), self.mask(n.src[0]), self.mask(n.src[1]))

    def op_not_p(self, n: L.Inst) -> None:
        d = n.dst[0]
        if self.kind(d) == "sp":
            self.salu("s_xor_b32", (self.reg(d),), [self.val(n.src[0]), iconst(1)])
        else:
            # Complement within EXEC, so inactive lanes stay false.
            self.emit("s_xor_b64", self.reg(d), "exec", self.mask(n.src[0]))

    def op_selp(self, n: L.Inst) -> None:
        d, (a, b, p) = n.dst[0], n.src
        k = self.kind(d)
        if k == "mp":
            ma, mb, mp = self.mask(a), self.mask(b), self.mask(p)
            t = self.new("s", 2)
            self.emit("s_and_b64", t, ma, mp)
            self.emit("s_andn2_b64", self.reg(d), mb, mp)
            self.emit("s_or_b64", self.reg(d), self.reg(d), t)
            return
        if k in ("s", "sp"):
            self.emit("s_cmp_lg_u32", self.sbool(p), iconst(0), ndef=0)
            dd = self.reg(d)
            if dd.n == 1:
                self.salu("s_cselect_b32", (dd,), [self.val(a), self.val(b)])
            else:
                (alo, ahi), (blo, bhi) = self.halves(a), self.halves(b)
                self.salu("s_cselect_b32", (dd.part(0),), [alo, blo])
                self.salu("s_cselect_b32", (dd.part(1),), [ahi, bhi])
            return
        # v_cndmask_b32 d, false, true, mask: the mask SGPR pair takes the constant bus.
        m, dd = self.mask(p), self.reg(d)
        pairs = [(self.val(a), self.val(b))] if dd.n == 1 else \
            list(zip(self.halves(a), self.halves(b)))
        for k2, (x, y) in enumerate(pairs):
            self.valu("v_cndmask_b32", (dd.part(k2),), [y, x], vop3=True, tail=(m,))

    def _float(self, n: L.Inst) -> None:
        op, commutative, vop3 = _FLOAT[n.op]
        self.valu(op, (self.reg(n.dst[0]),), [self.val(s) for s in n.src],
                  vop3=vop3, commutative=commutative)

    op_fadd = op_fsub = op_fmul = op_fma = _float

    def minmax_nan(self, op: str, d, a, b) -> None:
        """d = op(a, b) with NaN propagated (the language's max/min, docs/language.md):
        V_MAX_F32 / V_MIN_F32 in IEEE mode return the other operand for a quiet NaN (CDNA3
        ISA, VOP2 pseudocode), so an unordered compare (V_CMP_U_F32: either is NaN) selects
        the canonical quiet NaN instead. Their -0 < +0 ordering is the language's already."""
        t, m = self.new("v"), self.new("s", 2)
        self.valu(op, (t,), [a, b], commutative=True)
        self.valu("v_cmp_u_f32", (m,), [a, b], vop3=True)
        self.valu("v_cndmask_b32", (d,), [t, iconst(_s32(0x7FC00000))], vop3=True, tail=(m,))

    def _minmax(self, n: L.Inst) -> None:
        d = self.reg(n.dst[0])
        v = d if is_v(d) else self.new("v")
        self.minmax_nan(_FLOAT[n.op][0], v, self.val(n.src[0]), self.val(n.src[1]))
        if v is not d:
            self.copy(d, v)

    op_fmin = op_fmax = _minmax
    op_ex2 = op_lg2 = op_sqrt = op_rsqrt = op_rcp = op_floor = _float

    def _trig(self, n: L.Inst) -> None:
        """V_SIN_F32 / V_COS_F32 compute sin(2 pi S0), defined for |S0| <= 256 (CDNA3 ISA,
        VOP1): the radians are scaled by 1 / (2 pi) first, so |x| <= 512 pi is the range."""
        t = self.new("v")
        self.valu("v_mul_f32", (t,), [_INV_2PI, self.val(n.src[0])])
        self.valu(f"v_{n.op}_f32", (self.reg(n.dst[0]),), [t])

    op_sin = op_cos = _trig

    def _sign(self, n: L.Inst) -> None:
        op, bits = _SIGN[n.op]
        self.valu(op, (self.reg(n.dst[0]),), [iconst(_s32(bits)), self.val(n.src[0])])

    op_fneg = op_fabs = _sign

    def op_fdiv(self, n: L.Inst) -> None:
        """IEEE division n/d: scale, Newton-Raphson on the reciprocal, fmas, fixup (the sequence
        LLVM uses with f32 denormals on; CDNA3 ISA V_DIV_SCALE/FMAS/FIXUP_F32). v_div_fmas reads
        VCC from the second v_div_scale; the hazard pass checks the 4 wait states between."""
        num, den = self.val(n.src[0]), self.val(n.src[1])
        if isinstance(num, Const):
            num = self.to_vgpr(num)
        if isinstance(den, Const):
            den = self.to_vgpr(den)
        ds, r, ns, e, q = (self.new("v") for _ in range(5))
        junk = self.new("s", 2)
        self.valu("v_div_scale_f32", (ds, junk), [den, den, num], vop3=True)
        self.valu("v_rcp_f32", (r,), [ds])
        self.valu("v_div_scale_f32", (ns, "vcc"), [num, den, num], vop3=True)
        nds = Sub(ds.reg, 0, 1, neg=True)
        self.valu("v_fma_f32", (e,), [nds, r, fconst(1.0)], vop3=True)
        self.valu("v_fma_f32", (r,), [e, r, r], vop3=True)
        self.valu("v_mul_f32", (q,), [ns, r])
        self.valu("v_fma_f32", (e,), [nds, q, ns], vop3=True)
        self.valu("v_fma_f32", (q,), [e, r, q], vop3=True)
        self.valu("v_fma_f32", (e,), [nds, q, ns], vop3=True)
        self.valu("v_div_fmas_f32", (e,), [e, r, q], vop3=True, implicit=("vcc",))
        self.code[-1].reads += ("vcc",)
        self.valu("v_div_fixup_f32", (self.reg(n.dst[0]),), [e, den, num], vop3=True)

    # -- conversions -------------------------------------------------------------------------
    def op_cvt(self, n: L.Inst) -> None:
        kind = n.attr("kind")
        method = _CONVERSIONS.get(kind)
        if method is None:
            raise CompilerBug(f"amdgcn: no lowering for LIR op 'cvt {kind}'")
        method(self, self.reg(n.dst[0]), [self.val(s) for s in n.src])

    def cvt_f32_s32(self, d: Sub, s: list) -> None:
        self.valu("v_cvt_f32_i32", (d,), s)       # rounds to nearest even (MODE round 0)

    def cvt_s32_f32(self, d: Sub, s: list) -> None:
        # Truncates toward zero, clamps to the s32 range, NaN -> 0 (CDNA3 ISA V_CVT_I32_F32).
        self.valu("v_cvt_i32_f32", (d,), s)

    def cvt_f32_u32(self, d: Sub, s: list) -> None:
        self.valu("v_cvt_f32_u32", (d,), s)       # rounds to nearest even (MODE round 0)

    def cvt_u32_f32(self, d: Sub, s: list) -> None:
        # Truncates toward zero, clamps to [0, 2^32 - 1], NaN -> 0 (CDNA3 ISA V_CVT_U32_F32).
        self.valu("v_cvt_u32_f32", (d,), s)

    def bf16_bits(self, x) -> Sub:
        """f32 bits rounded to bf16 nearest-even in the high half; NaN -> quiet NaN 0x7fc0.
        gfx90a and gfx942 have no f32->bf16 instruction: u + 0x7fff + ((u >> 16) & 1)."""
        x = self.to_vgpr(x) if isinstance(x, Const) else x
        lsb, t, m = self.new("v"), self.new("v"), self.new("s", 2)
        if is_v(x):
            # Made directly (it is the most frequent cvt); the constants as round_bf16 takes
            # them, which also interleaves the two roundings of a pack.
            self.emit("v_bfe_u32", lsb, x, _C16, _C1)
            self.emit("v_add3_u32", t, x, lsb, self.sconst(_BF16_BIAS, "the bf16 rounding bias"))
            qnan = self.new("v")
            self.emit("v_cmp_u_f32", m, x, x)
            self.emit("v_mov_b32", qnan, _C_BF16_QNAN)
            self.emit("v_cndmask_b32", t, t, qnan, m)
            return t
        self.valu("v_bfe_u32", (lsb,), [x, iconst(16), iconst(1)], vop3=True)
        self.valu("v_add3_u32", (t,), [x, lsb, iconst(_BF16_BIAS)], vop3=True)
        self.valu("v_cmp_u_f32", (m,), [x, x], vop3=True)
        self.valu("v_cndmask_b32", (t,), [t, iconst(_BF16_QNAN)], vop3=True, tail=(m,))
        return t

    def cvt_round_bf16(self, d: Sub, s: list) -> None:
        t = self.bf16_bits(s[0])
        self.valu("v_and_b32", (d,), [iconst(_s32(0xFFFF0000)), t])

    def cvt_f32_bf16(self, d: Sub, s: list) -> None:
        t = self.bf16_bits(s[0])
        self.valu("v_lshrrev_b32", (d,), [iconst(16), t])

    def cvt_pack_bf16x2(self, d: Sub, s: list) -> None:
        if all(is_v(x) for x in s):
            lo, hi = self.round_bf16(*s)
        else:
            lo, hi = self.bf16_bits(s[0]), self.bf16_bits(s[1])
        self.valu("v_perm_b32", (d,), [self.vgpr(hi), self.vgpr(lo),
                                       self.sconst(_PERM_HI_HALVES)], vop3=True)

    def round_bf16(self, lo: Sub, hi: Sub) -> list[Sub]:
        """Two f32 VGPRs rounded to bf16 (bf16_bits) for a pack, the roundings interleaved. VOP3 takes no literal on gfx9 (CDNA3 ISA, "VOP3": one
        SGPR or literal source): the bias is the kernel's SGPR, v_add3's one constant-bus read;
        v_cndmask's lane mask already is its constant-bus read, so the NaN pattern goes
        through a VGPR, one for the pack. Each v_cmp_u_f32 writes its lane mask ahead of the
        other steps, past the wait states a VALU's SGPR write needs before a VALU reads it as
        a lane mask (CDNA3 ISA, "Manually Inserted Wait States"), so a pack needs no s_nop."""
        xs = (lo, hi)
        qnan = self.new("v")
        self.emit("v_mov_b32", qnan, _C_BF16_QNAN)
        bias = self.sconst(_BF16_BIAS, "the bf16 rounding bias")
        masks = [self.new("s", 2) for _ in xs]
        lsbs = [self.new("v") for _ in xs]
        ts = [self.new("v") for _ in xs]
        for m, x in zip(masks, xs):
            self.emit("v_cmp_u_f32", m, x, x)
        for lsb, x in zip(lsbs, xs):
            self.emit("v_bfe_u32", lsb, x, _C16, _C1)
        for t, x, lsb in zip(ts, xs, lsbs):
            self.emit("v_add3_u32", t, x, lsb, bias)
        for t, m in zip(ts, masks):
            self.emit("v_cndmask_b32", t, t, qnan, m)
        return ts

    def cvt_join_bf16x2(self, d: Sub, s: list) -> None:
        """Two values already exact in bf16: their high halves, no rounding work."""
        lo, hi = (self.to_vgpr(x) if isinstance(x, Const) else x for x in s)
        self.valu("v_perm_b32", (d,), [self.vgpr(hi), self.vgpr(lo),
                                       self.sconst(_PERM_HI_HALVES)], vop3=True)

    def cvt_bits_bf16(self, d: Sub, s: list) -> None:
        self.valu("v_lshrrev_b32", (d,), [iconst(16), s[0]])    # exact in bf16: the high half

    def cvt_bf16_f32(self, d: Sub, s: list) -> None:
        self.valu("v_lshlrev_b32", (d,), [iconst(16), s[0]])    # bf16 is the f32's high half

    cvt_lo_bf16 = cvt_bf16_f32

    def cvt_hi_bf16(self, d: Sub, s: list) -> None:
        self.valu("v_and_b32", (d,), [iconst(_s32(0xFFFF0000)), s[0]])

    def cvt_round_f16(self, d: Sub, s: list) -> None:
        h = self.new("v")
        self.valu("v_cvt_f16_f32", (h,), s)      # nearest even; f16 denormals kept (mode 3)
        self.valu("v_cvt_f32_f16", (d,), [h])

    def cvt_f32_f16(self, d: Sub, s: list) -> None:
        h = self.new("v")
        self.valu("v_cvt_f16_f32", (h,), s)
        self.valu("v_and_b32", (d,), [iconst(0xFFFF), h])    # the pattern, zero-extended

    def cvt_pack_f16x2(self, d: Sub, s: list) -> None:
        lo, hi = self.new("v"), self.new("v")
        self.valu("v_cvt_f16_f32", (lo,), [s[0]])
        self.valu("v_cvt_f16_f32", (hi,), [s[1]])
        self.valu("v_pack_b32_f16", (d,), [lo, hi], vop3=True)

    def cvt_f16_f32(self, d: Sub, s: list) -> None:
        self.valu("v_cvt_f32_f16", (d,), s)      # reads the low 16 bits

    cvt_lo_f16 = cvt_f16_f32

    def sconst(self, value: int, what: str = "a v_perm_b32 selector") -> Sub:
        """A 32-bit literal in an SGPR set once at the kernel's entry (so it dominates every
        use), for a VOP3 operand that cannot be a literal on gfx9: one constant-bus read
        instead of a v_mov per use. It costs one SGPR for the whole kernel."""
        t = self.sconsts.get(value)
        if t is None:
            t = self.sconsts[value] = self.new("s")
            self.prologue.append(MInst("s_mov_b32", (t, iconst(value)), 1,
                                       note=f"{what} for the whole kernel"))
        return t

    def cvt_lo_halves(self, d: Sub, s: list) -> None:
        self.valu("v_perm_b32", (d,), [self.vgpr(s[1]), self.vgpr(s[0]),
                                       self.sconst(_PERM_LO_HALVES)], vop3=True)

    def cvt_hi_halves(self, d: Sub, s: list) -> None:
        self.valu("v_perm_b32", (d,), [self.vgpr(s[1]), self.vgpr(s[0]),
                                       self.sconst(_PERM_HI_HALVES)], vop3=True)

    def cvt_hi_f16(self, d: Sub, s: list) -> None:
        t = self.new("v")
        self.valu("v_lshrrev_b32", (t,), [iconst(16), s[0]])
        self.valu("v_cvt_f32_f16", (d,), [t])

    # -- memory ------------------------------------------------------------------------------
    def sbase(self, base: L.Operand) -> Sub:
        b = self.val(base)
        if not isinstance(b, Sub) or b.n != 2:
            raise CompilerBug(f"amdgcn: global base {base} is not a 64-bit register")
        return self.sgpr(b)   # uniform by contract; a VGPR copy is read from the first lane

    def address(self, off: L.Operand, imm: int, limits: tuple[int, int]) -> tuple[Sub, int]:
        """A per-lane VGPR offset and an immediate that fits the instruction's offset field."""
        lo, hi = limits
        if isinstance(off, L.Imm):
            total = int(off.value) + imm
            if lo <= imm <= hi:
                return self.to_vgpr(iconst(_s32(int(off.value) & 0xFFFFFFFF))), imm
            return self.to_vgpr(iconst(_s32(total & 0xFFFFFFFF))), 0
        v = self.val(off)
        if lo <= imm <= hi:
            return self.vgpr(v), imm
        t = self.new("v")
        self.valu("v_add_u32", (t,), [iconst(_s32(imm & 0xFFFFFFFF)), self.vgpr(v)])
        return t, 0

    def op_ld_global(self, n: L.Inst) -> None:
        bits, count = n.attr("bits"), n.attr("n")
        base, off, imm = n.src[0], n.src[1], int(n.src[2].value)
        sb = self.sbase(base)
        voff, imm = self.address(off, imm, GLOBAL_OFFSET)
        extra = f"offset:{imm}" if imm else ""
        if bits in _GLOBAL_NARROW and count == 1:
            d = self.reg(n.dst[0])
            self.emit(f"global_load_{_GLOBAL_NARROW[bits][0]}", d, voff, sb, extra=extra)
            return
        dwords = count if bits == 32 else count // 2
        if dwords not in _GLOBAL_DWORDS or (bits == 16 and count % 2) or bits not in (16, 32):
            raise CompilerBug(f"amdgcn: ld_global of {count} x {bits} bits")
        dsts = [self.reg(d) for d in n.dst]
        tup, lo = dsts[0].reg, dsts[0].lo
        # In place when the destinations are one VGPR tuple of their own, or consecutive dwords
        # of an MFMA accumulator (an aligned start for more than one).
        direct = bits == 32 and all(x.reg is tup and x.lo == lo + k
                                    for k, x in enumerate(dsts)) and \
            (tup.size == dwords or tup in self.accumulators and (dwords == 1 or lo % 2 == 0))
        t = Sub(tup, lo, dwords) if direct else self.new("v", dwords)
        self.emit(f"global_load_{_GLOBAL_DWORDS[dwords]}", t, voff, sb, extra=extra)
        if direct:
            return
        for k, d in enumerate(dsts):
            if bits == 32:
                self.copy(d, t.part(k))
            elif k % 2 == 0:
                self.valu("v_and_b32", (d,), [iconst(0xFFFF), t.part(k // 2)])
            else:
                self.valu("v_lshrrev_b32", (d,), [iconst(16), t.part(k // 2)])

    def op_st_global(self, n: L.Inst) -> None:
        bits, count = n.attr("bits"), n.attr("n")
        base, off, imm = n.src[0], n.src[1], int(n.src[2].value)
        vals = [self.val(v) for v in n.src[3:]]
        sb = self.sbase(base)
        voff, imm = self.address(off, imm, GLOBAL_OFFSET)
        extra = f"offset:{imm}" if imm else ""
        if bits in _GLOBAL_NARROW and count == 1:
            self.emit(f"global_store_{_GLOBAL_NARROW[bits][1]}", voff, self.vgpr(vals[0]), sb,
                      ndef=0, extra=extra)
            return
        dwords = count if bits == 32 else count // 2
        if dwords not in _GLOBAL_DWORDS or (bits == 16 and count % 2) or bits not in (16, 32):
            raise CompilerBug(f"amdgcn: st_global of {count} x {bits} bits")
        if bits == 32 and dwords == 1:
            data = self.vgpr(vals[0])
        elif bits == 32 and all(isinstance(v, Sub) and v.reg is vals[0].reg
                                and v.lo == vals[0].lo + k and v.reg.file == "v"
                                for k, v in enumerate(vals)) and \
                (vals[0].reg.size == dwords or vals[0].reg in self.accumulators
                 and vals[0].lo % 2 == 0):
            data = Sub(vals[0].reg, vals[0].lo, dwords)
        else:
            data = self.new("v", dwords)
            if bits == 32:
                for k, v in enumerate(vals):
                    self.valu("v_mov_b32", (data.part(k),), [v])
            else:
                sel = self.to_vgpr(iconst(_PERM_LO_HALVES))
                for k in range(dwords):
                    lo, hi = vals[2 * k], vals[2 * k + 1]
                    self.valu("v_perm_b32", (data.part(k),), [hi, lo, sel], vop3=True)
        self.emit(f"global_store_{_GLOBAL_DWORDS[dwords]}", voff, data, sb, ndef=0, extra=extra)

    def lds_address(self, buf_name: str, off: L.Operand, imm: L.Imm) -> tuple[Sub, str]:
        buf = self.shared.get(buf_name)
        if buf is None:
            raise CompilerBug(f"amdgcn: unknown shared buffer '{buf_name}'")
        v, o = self.address(off, buf.offset + int(imm.value), DS_OFFSET)
        return v, (f"offset:{o}" if o else "")

    def op_ld_shared(self, n: L.Inst) -> None:
        v, extra = self.lds_address(n.attr("buffer"), n.src[0], n.src[1])
        if len(n.dst) > 1:
            self.ld_shared_wide(n, v, extra)
            return
        d = self.reg(n.dst[0])
        dst = d if is_v(d) else self.new("v")
        # 16-bit LDS reads zero-extend into the dword (ds_read_u16), as LIR's 16-bit loads do.
        wide = n.attr("bits", 32) == 32
        self.emit("ds_read_b32" if wide else "ds_read_u16", dst, v, extra=extra)
        if dst is not d:
            self.copy(d, dst)

    def ld_shared_wide(self, n: L.Inst, v: Sub, extra: str) -> None:
        """ds_read_b64 / ds_read_b128 into an aligned VGPR tuple (in place when the
        destinations are one, as _alias_loads arranges)."""
        dwords = len(n.dst)
        if dwords not in _DS_WIDTH or n.attr("bits", 32) != 32:
            raise CompilerBug(f"amdgcn: ld_shared of {dwords} x {n.attr('bits')} bits")
        dsts = [self.reg(d) for d in n.dst]
        tup, lo = dsts[0].reg, dsts[0].lo
        # in place: the destinations are one tuple, or consecutive dwords of one from an even
        # one (_alias_split_fragments: a part of an MFMA operand's tuple)
        direct = lo % 2 == 0 and tup.file == "v" and \
            all(x.reg is tup and x.lo == lo + k for k, x in enumerate(dsts))
        t = Sub(tup, lo, dwords) if direct else self.new("v", dwords)
        self.emit(f"ds_read_{_DS_WIDTH[dwords]}", t, v, extra=extra)
        if not direct:
            for k, d in enumerate(dsts):
                self.copy(d, t.part(k))

    def op_st_shared(self, n: L.Inst) -> None:
        v, extra = self.lds_address(n.attr("buffer"), n.src[0], n.src[1])
        if len(n.src) > 3:
            dwords = len(n.src) - 2
            if dwords not in _DS_WIDTH or n.attr("bits", 32) != 32:
                raise CompilerBug(f"amdgcn: st_shared of {dwords} x {n.attr('bits')} bits")
            vals = [self.val(x) for x in n.src[2:]]
            data = self.vtuple(vals)
            self.emit(f"ds_write_{_DS_WIDTH[dwords]}", v, data, ndef=0, extra=extra)
            return
        bits = n.attr("bits", 32)
        if bits not in _DS_ONE:
            raise CompilerBug(f"amdgcn: st_shared of {bits} bits")
        self.emit(_DS_ONE[bits], v, self.vgpr(self.val(n.src[2])), ndef=0, extra=extra)

    def op_warp_reduce(self, n: L.Inst) -> None:
        kind, ty = n.attr("kind"), n.attr("type")
        if (kind, ty) not in _REDUCE:
            raise CompilerBug(f"amdgcn: warp_reduce {kind} {ty}")
        vop, sop = _REDUCE[(kind, ty)]
        acc, other = self.new("v"), self.new("v")
        self.valu("v_mov_b32", (acc,), [self.val(n.src[0])])
        nan = kind in ("max", "min") and ty == "f32"     # NaN propagates (minmax_nan)
        for k in _SWIZZLE_XOR:
            self.emit("ds_swizzle_b32", other, acc, extra=f"offset:swizzle(SWAP,{k})")
            if nan:
                self.minmax_nan(vop, acc, acc, other)
            else:
                self.valu(vop, (acc,), [acc, other])
        lo, hi = self.new("s"), self.new("s")
        self.emit("v_readlane_b32", lo, acc, iconst(0))
        self.emit("v_readlane_b32", hi, acc, iconst(32))
        d = self.reg(n.dst[0])
        if sop:
            self.emit(sop, lo, lo, hi)
            self.copy(d, lo)
        elif is_v(d):
            self.valu("v_mov_b32", (d,), [hi])
            if nan:
                self.minmax_nan(vop, d, lo, d)
            else:
                self.valu(vop, (d,), [lo, d])
        else:
            raise CompilerBug("amdgcn: an f32 warp_reduce result must be in a VGPR")

    # -- matrix ------------------------------------------------------------------------------
    def vtuple(self, vals: list, part: bool = False) -> Sub:
        """Machine operands as one aligned VGPR tuple: in place when they are the dwords of
        one (with `part`, consecutive dwords k, k+1, ... (k even) of a larger one: an MFMA's
        srcA or srcB), else copied into a fresh one."""
        a = vals[0]
        if all(is_v(x) and x.reg is a.reg and x.lo == a.lo + k and not x.neg
               for k, x in enumerate(vals)) and a.lo % 2 == 0 and \
                (part or a.reg.size == len(vals) or a.reg in self.accumulators):
            return Sub(a.reg, a.lo, len(vals))
        t = self.new("v", len(vals))
        for k, x in enumerate(vals):
            self.valu("v_mov_b32", (t.part(k),), [x])
        return t

    def op_mfma(self, n: L.Inst) -> None:
        """D = A B + C for the wave (one v_mfma): srcA/srcB aligned VGPR pairs, srcC and vdst
        the accumulator tuple (the same one when accumulating in place)."""
        row = MFMA.get((n.attr("shape"), n.attr("dtype")))
        mnemonic = row and row.mnemonic(self.target.mfma_spelling)
        if mnemonic is None or not set(fp8_formats(n.attr("dtype"))) <= set(self.target.fp8):
            raise CompilerBug(f"amdgcn: mfma {' '.join(map(str, n.attrs))} is not an MFMA kgen "
                              f"knows on {self.target.name}")
        nd, na = row.accumulators, row.ab_regs
        if len(n.dst) != nd or len(n.src) != 2 * na + nd:
            raise CompilerBug(f"amdgcn: mfma {n.attr('shape')} takes {2 * na} + {nd} sources "
                              f"and {nd} destinations, got {len(n.src)} and {len(n.dst)}")
        a = self.vtuple([self.val(x) for x in n.src[:na]], part=True)
        b = self.vtuple([self.val(x) for x in n.src[na:2 * na]], part=True)
        # srcC: an accumulator's registers in place (in AGPRs too: MFMA reads them as srcC).
        loc, Reg = self.loc, L.Reg
        cs = []
        acc_in = n.src[2 * na:]
        for x in acc_in:
            c = loc.get(x.id) if x.__class__ is Reg else None
            cs.append(self.val(x) if c is None else c)
        c0 = cs[0]
        if c0.__class__ is Sub and c0.reg.file in "va" and c0.reg.size == nd and \
                _dwords_of(cs, c0.reg):
            srcc = Sub(c0.reg, 0, nd)
            if acc_in == n.dst:
                # Accumulating in place (the registers read as C are those written): the
                # destination is that same tuple, found as below would find it.
                self.emit(mnemonic, srcc, a, b, srcc, extra=row.modifiers)
                return
        elif all(isinstance(c, Const) and c.text == "0" for c in cs):
            srcc = c0                                  # an all-zero C: the inline constant
        else:
            srcc = self.new("v", nd)
            for k, c in enumerate(cs):
                self.valu("v_mov_b32", (srcc.part(k),), [c])
        ds = [loc.get(d.id) or self.reg(d) for d in n.dst]
        t = ds[0].reg
        direct = t.file in "va" and t.size == nd and _dwords_of(ds, t)
        dst = Sub(t, 0, nd) if direct else self.new("v", nd)
        self.emit(mnemonic, dst, a, b, srcc, extra=row.modifiers)
        if not direct:
            for k, d in enumerate(ds):
                self.copy(d, dst.part(k))

    def op_bar(self, n: L.Inst) -> None:
        # The waitcnt pass puts s_waitcnt lgkmcnt(0) before it while LDS work is outstanding.
        self.emit("s_barrier", ndef=0)

    def op_bar_group(self, n: L.Inst) -> None:
        """s_barrier in the waves of one group only: the group index is the wave index (tid /
        64, the same in every lane: v_readfirstlane) over the waves per group, a scalar test and
        a branch around the barrier. s_barrier ignores EXEC, so a branch it must be."""
        group, groups = n.attr("group"), n.attr("groups")
        per = self.fn.threads // groups
        if self.fn.threads % (groups * WAVE) or per & (per - 1):
            raise CompilerBug(f"amdgcn: {self.fn.threads} threads do not split into {groups} "
                              "wave groups of a power-of-two size")
        t = self.new("s")
        self.note = n.attr("reason")
        self.emit("s_lshr_b32", t, self.sgpr(self.vgpr(self.val(n.src[0]))),
                  iconst(per.bit_length() - 1))
        self.emit("s_cmp_eq_u32", t, iconst(group), ndef=0)
        skip = self.fresh_label("group")
        self.branch("s_cbranch_scc0", skip)
        self.emit("s_barrier", ndef=0)
        self.label(skip)

    def op_setprio(self, n: L.Inst) -> None:
        # Wave issue priority (CDNA3 ISA, S_SETPRIO: 0..3, higher wins arbitration).
        self.note = n.note
        self.emit("s_setprio", iconst(n.attr("level")), ndef=0)


# LIR op -> _Lower.op_<op>, cvt kind -> _Lower.cvt_<kind>: looked up once per instruction.
_LOWERINGS = {k[3:]: f for k, f in vars(_Lower).items() if k.startswith("op_")}
_CONVERSIONS = {k[4:]: f for k, f in vars(_Lower).items() if k.startswith("cvt_")}
_CONVERSIONS.update(fp8.conversions())      # the 8-bit floats' kinds, per format


def _defines_mask(n: L.Inst, kinds: dict) -> bool:
    """Whether an instruction writes a lane mask (a per-lane predicate)."""
    for d in n.dst:
        if kinds[d.id] == "mp":
            return True
    return False


def _guarded_run(nodes, i: int) -> int:
    """The end of the run of instructions from nodes[i] (guarded) under the same guard: up to
    a node that is no instruction, has another guard, or follows one writing the guard."""
    Inst = L.Inst
    pred = nodes[i].pred
    pid = pred.id
    j, end = i + 1, len(nodes)
    while j < end:
        n = nodes[j]
        if n.__class__ is not Inst or not (n.pred is pred or n.pred == pred):
            break
        for d in nodes[j - 1].dst:
            if d.id == pid:
                return j
        j += 1
    return j


def _dwords_of(subs: list, reg: VReg) -> bool:
    """Whether subs[k] is dword k of `reg` for every k (an MFMA's tuple in place)."""
    for k, x in enumerate(subs):
        if x.__class__ is not Sub or x.reg is not reg or x.lo != k or x.neg:
            return False
    return True


def _legal_as_is(srcs: list, vop3: bool) -> bool:
    """Whether VALU sources keep the constant-bus rules as they are, in the cases that need no
    legalise: VGPRs and inline constants, and at most one SGPR or a literal src0 of a VOP1/VOP2
    encoding whose other sources are VGPRs. The test every VALU instruction makes."""
    bus = False
    for i, o in enumerate(srcs):
        if o.__class__ is Sub:
            if o.reg.file == "v":
                continue
        elif o.__class__ is Const:
            if o.inline:
                continue
            if vop3 or i or not all(is_v(x) for x in srcs[1:]):
                return False
        else:
            return False
        if bus:
            return False
        bus = True
    return True


def _bus_key(o):
    """What a constant-bus read is keyed on: the same SGPR twice counts once."""
    if isinstance(o, Sub):
        return ("s", o.reg.id, o.lo, o.n) if o.reg.file == "s" else None
    if isinstance(o, Const):
        return None if o.inline else ("lit", o.text)
    return o if o in ("vcc", "exec") else None


def workgroup_axes(fn: L.Function, ctaid: set | None = None) -> tuple[str, ...]:
    """System SGPRs enabled for workgroup IDs: x always, y/z when used (they come in order).
    `ctaid`: the axes the body reads, when a scan has found them."""
    if ctaid is None:
        ctaid = {i.attr("axis") for i in L.walk(fn.body) if i.op == "ctaid"}
    used = ctaid | set(fn.grid)
    if "z" in used:
        return ("x", "y", "z")
    if "y" in used:
        return ("x", "y")
    return ("x",)
