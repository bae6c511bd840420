"""Pass 4b: s_nop padding for the hazards that need wait states (per target), and the MFMA
dependency hazards."""

from __future__ import annotations

import functools
import re

from kgen.errors import CompilerBug
from kgen.target.targets import WaitStates
from .machine import _TRANS
from .waitcnt import PInst, _A_BIT0, _A_MASK, _EXEC, _S_MASK, _VCC, _V_MASK, _kind, _plain


# Stores of more than 8 bytes read their data VGPRs late: overwriting them needs wait states.
_WIDE_STORES = frozenset({"global_store_dwordx3", "global_store_dwordx4"})
_READLANE = frozenset({"v_readlane_b32", "v_readfirstlane_b32"})
def _hazard(prod: PInst, cons: PInst, ws: WaitStates) -> int:
    """Wait states `cons` needs after `prod`, by the target's rules (Target.wait_states: CDNA3
    ISA 4.5 "Manually Inserted Wait States", as LLVM's GCNHazardRecognizer applies them)."""
    valu_p, valu_c = prod.op.startswith("v_"), cons.op.startswith("v_")
    need = 0
    if prod.op in _WIDE_STORES and cons.defs & prod.uses & _V_MASK:
        need = ws.wide_store_valu if valu_c else ws.wide_store   # store data is read late
    if not valu_p:
        return need
    sdefs, vdefs = prod.defs & _S_MASK, prod.defs & _V_MASK
    if cons.kind in ("vm_load", "vm_store") and cons.uses & sdefs:
        need = max(need, ws.valu_sgpr_vmem)        # VALU writes SGPR, VMEM reads it
    if cons.op == "v_div_fmas_f32" and prod.defs & _VCC:
        need = max(need, ws.valu_vcc_div_fmas)     # VALU writes VCC, v_div_fmas reads it
    if ws.valu_sgpr_valu and valu_c and cons.uses & sdefs:
        need = max(need, ws.valu_sgpr_valu)        # VALU writes SGPR/VCC, VALU reads it
    if ws.valu_vgpr_readlane and cons.op in _READLANE and cons.uses & vdefs:
        need = max(need, ws.valu_vgpr_readlane)    # VALU writes VGPR, v_readlane reads it
    if ws.trans_use and prod.op in _TRANS and valu_c and cons.op not in _TRANS and \
            cons.uses & vdefs:
        need = max(need, ws.trans_use)             # trans result read by a non-trans VALU op
    return need


def _wait_states(p: PInst) -> int:
    if p.is_label:
        return 0
    if p.op == "s_nop":
        return int(p.text.split()[1]) + 1
    return 1


@functools.cache
def _exposure(op: str, ws: WaitStates) -> tuple[int, int, int]:
    """What of a consumer's reads a hazard in _hazard can involve, by its mnemonic: (the part
    of its uses that a write by any VALU op may make wait, registers it reads implicitly that a
    VALU write may make wait, the part of its uses that a write by a trans op may make wait).
    Everything else it reads needs no wait states, whoever wrote it."""
    valu, vm = op.startswith("v_"), _kind(op) in ("vm_load", "vm_store")
    by_valu = _S_MASK if vm or ws.valu_sgpr_valu and valu else 0
    implicit = _VCC if op == "v_div_fmas_f32" else 0
    if not valu:
        return by_valu, implicit, 0
    if op in _READLANE and ws.valu_vgpr_readlane:
        by_valu |= _V_MASK
    return by_valu, implicit, (_V_MASK if ws.trans_use and op not in _TRANS else 0)


class _Producer(dict):
    """Mnemonic -> (VALU op, trans op, wide store): what it can be the producer of in _hazard."""

    def __missing__(self, op: str) -> tuple[bool, bool, bool]:
        v = self[op] = (op.startswith("v_"), op in _TRANS, op in _WIDE_STORES)
        return v


_PRODUCER = _Producer()


def _union(masks: list[int]) -> int:
    u = 0
    for m in masks:
        u |= m
    return u


def insert_nops(stream: list[PInst], ws: WaitStates) -> list[PInst]:
    """s_nop where a hazard needs more wait states than the instructions in between give,
    looking back along every path (fall-through and branches into labels)."""
    n = len(stream)
    sources: dict[str, list[int]] = {}
    # Every hazard above needs a producer that writes what the consumer reads (a VALU op, or
    # a trans op for the trans-use hazard), or a wide store whose data the consumer overwrites:
    # these masks rule out the other pairs before _hazard looks at them.
    writes, trans, late, label, states = [0] * n, [0] * n, [0] * n, [False] * n, [1] * n
    # Every hazard but "VALU writes a VGPR, v_readlane reads it" has a rare producer: a VALU op
    # writing an SGPR or VCC, a trans op or a wide store. A consumer more than the window past
    # the last of them and the last label (where paths join) needs no wait states: `marks`
    # are where such a window starts.
    marks, readlanes = [], []
    readlane = _READLANE if ws.valu_vgpr_readlane else frozenset()
    # Registers any producer of each sort writes: a consumer reading none of them is safe.
    all_writes = all_trans = all_late = 0
    for i, p in enumerate(stream):
        valu, is_trans, wide = _PRODUCER[p.op]
        if valu:
            writes[i] = p.defs
            all_writes |= p.defs
            if is_trans:
                trans[i] = p.defs & _V_MASK
                all_trans |= trans[i]
            if p.defs & _S_MASK or trans[i]:
                marks.append(i)
            if p.op in readlane:
                readlanes.append(i)
        elif wide:
            late[i] = p.uses & _V_MASK
            all_late |= late[i]
            if late[i]:
                marks.append(i)
        elif p.target:
            if p.op == "label":
                label[i], states[i] = True, 0
                marks.append(i)
            else:
                sources.setdefault(p.target, []).append(i)
        elif p.op == "s_nop":
            states[i] = _wait_states(p)
    lookback = ws.lookback

    def need(i: int, by_valu: int, by_trans: int, overwrites: int) -> int:
        c = stream[i]
        worst = 0
        stack = [(i - 1, 0)]
        seen = set()
        while stack:
            j, dist = stack.pop()
            # Straight-line code back to the window's end or a label.
            while j >= 0 and dist < lookback and not label[j]:
                if writes[j] & by_valu or trans[j] & by_trans or late[j] & overwrites:
                    worst = max(worst, _hazard(stream[j], c, ws) - dist)
                dist += states[j]
                j -= 1
            if j < 0 or dist >= lookback or (j, dist) in seen:
                continue
            seen.add((j, dist))
            stack.extend((s, dist) for s in sources.get(stream[j].target, []))
            if j > 0 and stream[j - 1].op not in ("s_branch", "s_endpgm"):
                stack.append((j - 1, dist))
        return worst

    consumers = set(readlanes)
    for m in marks:
        consumers.update(range(m + 1, min(m + lookback + 1, n)))
    out: list[PInst] = []
    at = 0
    exposures: dict = {}       # op -> _exposure(op, ws), looked up here without hashing ws
    for i in sorted(consumers):
        p = stream[i]
        if label[i]:
            continue
        e = exposures.get(p.op)
        if e is None:
            e = exposures[p.op] = _exposure(p.op, ws)
        valu_part, implicit, trans_part = e
        uses = p.uses & all_writes
        by_valu = (uses & valu_part | implicit) if uses or implicit else 0
        by_trans = p.uses & trans_part & all_trans
        overwrites = p.defs & all_late
        if by_valu or by_trans or overwrites:
            k = need(i, by_valu, by_trans, overwrites)
            if k > 0:
                out += stream[at:i]
                at = i
                out.append(_plain(f"s_nop {k - 1}", "s_nop"))
    out += stream[at:]
    return out


# MFMA dependency hazards: the target's WaitStates.mfma table (srcc also covers an MFMA writing
# an overlapping destination, which kgen treats alike). An MFMA reading exactly the previous
# one's result as srcC needs none (back-to-back accumulation).
_NOP_MAX = 8                # wait states per s_nop, as LLVM emits them (s_nop 7)


def _vgpr_mask(operand: str) -> int:
    """The VGPRs or AGPRs an operand's text names (v7, v[4:5], a[0:15]) as register bits;
    0 for anything else."""
    shift = _A_BIT0 if operand[:1] == "a" else 0
    if operand[:1] in "va" and operand[1:2] == "[":
        lo, hi = operand[2:-1].split(":")
        return ((1 << int(hi) - int(lo) + 1) - 1) << (int(lo) + shift)
    if operand[:1] in "va" and operand[1:].isdigit():
        return 1 << (int(operand[1:]) + shift)
    return 0


@functools.cache
def mfma_shape(op: str) -> str:
    """An MFMA mnemonic's shape, by which the target's WaitStates give its passes:
    v_mfma_f32_32x32x8bf16_1k -> "32x32x8", v_mfma_f32_16x16x32_bf8_fp8 -> "16x16x32"."""
    m = re.match(r"v_mfma_[a-z0-9]+_(\d+x\d+x\d+)", op)
    if m is None:
        raise CompilerBug(f"amdgcn: '{op}' names no MFMA shape")
    return m.group(1)


def _mfma_operands(p: PInst, ws: WaitStates) -> tuple[int, int, int, int]:
    """(vdst, srcA | srcB, srcC) as VGPR masks and the pass count of an MFMA."""
    # each operand's first word: the f8f6f4 MFMAs' format modifiers follow srcC
    d, a, b, c = (_vgpr_mask(o.split()[0]) for o in p.text.split(None, 1)[1].split(","))
    return d, a | b, c, ws.passes(mfma_shape(p.op))


class _MfmaRole(dict):
    """Mnemonic -> (an MFMA, a VALU op other than an MFMA, a VALU or memory op but scalar
    memory): its part in the MFMA hazards, worked out on first sight."""

    def __missing__(self, op: str) -> tuple[bool, bool, bool]:
        valu, kind = op.startswith("v_"), _kind(op)
        mfma = op.startswith("v_mfma")
        v = self[op] = (mfma, valu and not mfma, valu or kind != "other" and kind != "smem")
        return v


_MFMA_ROLE = _MfmaRole()


def insert_mfma_nops(stream: list[PInst], ws: WaitStates) -> list[PInst]:
    """s_nop for the MFMA hazards, looking back along every path as insert_nops does, over a
    longer window. Runs after insert_nops, on kernels with an MFMA only; the wait states it
    adds are counted for the consumers after them (not across a back edge: conservative)."""
    if not any(p.op.startswith("v_mfma") for p in stream):
        return stream               # a kernel without an MFMA has none of these hazards
    n = len(stream)
    info: list = [None] * n         # an MFMA's operand masks and passes (_mfma_operands)
    valu_w = [0] * n                # registers (and EXEC) a VALU op but an MFMA writes
    label = [False] * n
    states = [1] * n                # wait states each instruction gives
    sources: dict[str, list[int]] = {}
    mem_or_valu = []                # where a VALU or memory op is, MFMAs included
    # The earlier instructions pair() can charge: an MFMA's consumer pairs with MFMAs and with
    # VALU writers; any other instruction only with MFMAs (pair gives 0 for two non-MFMAs).
    mfma_at, any_at = [False] * n, [False] * n
    # near[i]: the MFMAs and labels before position i. need's straight walk from a consumer
    # passes at most the window's instructions before it meets a label (each gives a wait
    # state or more), so a consumer but an MFMA with neither among those pairs with nothing.
    near = [0] * (n + 1)
    marks = 0
    for i, p in enumerate(stream):
        mfma, valu, touches = _MFMA_ROLE[p.op]
        if mfma:
            info[i] = _mfma_operands(p, ws)
            mfma_at[i] = any_at[i] = True
            marks += 1
        elif valu:
            w = valu_w[i] = p.defs & (_V_MASK | _A_MASK | _EXEC)
            any_at[i] = w != 0
        elif p.target:
            if p.op == "label":
                label[i], states[i] = True, 0
                marks += 1
            else:
                sources.setdefault(p.target, []).append(i)
        elif p.op == "s_nop":
            states[i] = _wait_states(p)
        if touches:
            mem_or_valu.append(i)
        near[i + 1] = marks
    acc = _union(x[0] | x[2] for x in info if x)     # registers an MFMA writes or reads as C
    lookback = ws.mfma_lookback
    extra = [0] * n                 # wait states of the s_nop put before each instruction

    def pair(j: int, i: int) -> int:
        pj, ci, c = info[j], info[i], stream[i]
        if pj is not None:
            d, _, srcc, passes = pj
            if ci is not None:
                cd, cab, cc, _ = ci
                w = ws.mfma_wait("srcab", passes) if cab & d else 0
                if cc & d and cc != d or cd & d and cd != d:
                    w = max(w, ws.mfma_wait("srcc", passes))
                return w
            w = ws.mfma_wait("read", passes) if c.uses & d else 0
            if c.defs & d:
                w = max(w, ws.mfma_wait("waw", passes))
            if c.defs & srcc:
                w = max(w, ws.mfma_wait("war", passes))
            return w
        if ci is not None and valu_w[j]:
            w = ws.valu_to_mfma if valu_w[j] & (ci[1] | ci[2]) else 0
            return max(w, ws.valu_exec_to_mfma) if valu_w[j] & _EXEC else w
        return 0

    def need(i: int) -> int:
        worst = 0
        stack = [(i - 1, 0)]
        seen = set()
        charged = mfma_at if info[i] is None else any_at
        while stack:
            j, dist = stack.pop()
            while j >= 0 and dist < lookback and not label[j]:
                if charged[j]:
                    worst = max(worst, pair(j, i) - dist)
                dist += states[j] + extra[j]
                j -= 1
            if j < 0 or dist >= lookback or (j, dist) in seen:
                continue
            seen.add((j, dist))
            stack.extend((s, dist) for s in sources.get(stream[j].target, []))
            if j > 0 and stream[j - 1].op not in ("s_branch", "s_endpgm"):
                stack.append((j - 1, dist))
        return worst

    # Only an MFMA, or a VALU or memory op touching an MFMA's registers, can need wait states.
    out: list[PInst] = []
    at = 0
    for i in mem_or_valu:
        if info[i] is not None or near[i] != near[i - lookback if i > lookback else 0] and \
                (stream[i].uses | stream[i].defs) & acc:
            k = need(i)
            if k > 0:
                extra[i] = k
                out += stream[at:i]
                at = i
                while k > 0:
                    step = min(k, _NOP_MAX)
                    out.append(_plain(f"s_nop {step - 1}", "s_nop"))
                    k -= step
    out += stream[at:]
    return out
