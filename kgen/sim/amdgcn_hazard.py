"""Hazards the hardware leaves to software (CDNA3 ISA 4.5 "Manually Inserted Wait States",
with the gfx940 additions as LLVM's GCNHazardRecognizer applies them), checked as the wave runs,
along the path it actually takes: too few wait states between a producer and a consumer is a
`HazardViolation` (raised by `amdgcn.Wave.hazard`). The clock counts wait states (one per
instruction, N + 1 for s_nop N) and each register remembers its last VALU write. A VALU or VMEM
builder wraps its handler with `_hazard_wrap`; the MFMA dependency hazards are
`amdgcn_mfma`'s.
"""

from __future__ import annotations

import functools

from ..target.targets import WaitStates
from .amdgcn_parse import AGPR_KEY, VCC, VGPRS, Inst


def _valu_rules(op: str, reads: tuple, valu: bool, vmem: bool, ws: WaitStates,
                lane_sel: tuple, carry: tuple) -> tuple:
    """(register key, wait states needed after a VALU write of it, why) for what an
    instruction reads. A carry-in read needs none of the gfx940 SGPR wait states (CDNA3 ISA
    4.5)."""
    rules = []
    for r in reads:
        need, why = 0, ""
        if VGPRS <= r < AGPR_KEY:
            if vmem:
                need, why = ws.valu_sgpr_vmem, "VALU writes an SGPR, VMEM reads it"
            if op == "v_div_fmas_f32" and r - VGPRS in (VCC, VCC + 1):
                need, why = ws.valu_vcc_div_fmas, "VALU writes VCC, v_div_fmas reads it"
            if r in lane_sel and need < ws.valu_sgpr_lane_select:
                need, why = ws.valu_sgpr_lane_select, \
                    "VALU writes an SGPR, v_readlane uses it as lane select"
            if valu and need < ws.valu_sgpr_valu and r not in carry:
                need, why = ws.valu_sgpr_valu, \
                    "gfx940: VALU writes an SGPR or VCC, a VALU op reads it"
        elif ws.valu_vgpr_readlane and op in ("v_readlane_b32", "v_readfirstlane_b32"):
            need, why = ws.valu_vgpr_readlane, "gfx940: VALU writes a VGPR, v_readlane reads it"
        if need:
            rules.append((r, need, why))
    return tuple(rules)


@functools.lru_cache(maxsize=1 << 14)     # each module wraps its texts again
def vector_keys(keys: tuple) -> tuple:
    """The VGPR and AGPR keys among keys."""
    return tuple(r for r in keys if r < VGPRS or r >= AGPR_KEY)


# Every module decodes its texts again, and most instructions of one target meet the same
# rules on the same registers: what hazard_checked works out before its handler is kept by
# those inputs (no line, no handler in them).
@functools.lru_cache(maxsize=1 << 14)
def _checks(op: str, reads: tuple, writes: tuple, valu: bool, trans: bool, vmem: bool,
            ws: WaitStates, lane_sel: tuple, carry: tuple) -> tuple:
    """(rules, VGPRs read, V/AGPRs written, VGPRs a trans result must not reach, VALU
    writes to record) of hazard_checked."""
    rules = _valu_rules(op, reads, valu, vmem, ws, lane_sel, carry)
    vreads = tuple(r for r in reads if r < VGPRS)
    vwrites = vector_keys(writes)
    trans_reads = vreads if ws.trans_use and valu and not trans else ()
    return rules, vreads, vwrites, trans_reads, writes if valu else ()


def _hazard_wrap(ins: Inst, ws: WaitStates, lane_sel: tuple = (), carry: tuple = ()) -> None:
    """Wraps a VALU or VMEM instruction's handler with its hazard checks and bookkeeping."""
    ins.run = hazard_checked(ins, ins.run, ws, lane_sel, carry)


def hazard_checked(ins: Inst, body, ws: WaitStates, lane_sel: tuple = (),
                   carry: tuple = ()):
    """body (a handler of ins, a VALU or VMEM instruction) with ins's hazard checks before it
    and its records after. The checks a target or an instruction cannot need are left out
    here, once, rather than tested on every run."""
    valu, trans, wide = ins.valu, ins.trans, ins.wide_store
    rules, vreads, vwrites, trans_reads, writes = _checks(
        ins.op, ins.reads, ins.writes, valu, trans, ins.vmem, ws, lane_sel, carry)
    trans_need = ws.trans_use
    wide_need = ws.wide_store_valu if valu else 0

    def run(w):
        now = w.clock
        for r, need, why in rules:
            last = w.last_valu.get(r)
            if last is not None and now - last[0] - 1 < need:
                w.hazard(ins, r, need, why, last[1])
        if trans_reads and w.last_trans:
            for r in trans_reads:
                t = w.last_trans.get(r)
                if t is not None and now - t[0] - 1 < trans_need:
                    w.hazard(ins, r, trans_need, "gfx940: a non-trans VALU op reads a "
                             "transcendental's "
                             "result", t[1])
        if wide_need and w.last_wide:
            for r in vwrites:
                t = w.last_wide.get(r)
                if t is not None and now - t[0] - 1 < wide_need:
                    w.hazard(ins, r, wide_need, "a store of more than 8 bytes reads its data "
                             "late, a VALU op overwrites it", t[1])
        res = body(w)
        if writes:
            rec, last_valu, last_trans = (now, ins), w.last_valu, w.last_trans
            for x in writes:
                last_valu[x] = rec
            if trans:
                for x in writes:
                    last_trans[x] = rec
            elif last_trans:
                for x in writes:
                    last_trans.pop(x, None)
        if wide:
            rec = (now, ins)
            for x in vreads:
                w.last_wide[x] = rec
        return res
    return run
