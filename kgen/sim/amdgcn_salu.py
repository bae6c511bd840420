"""Scalar ALU (SOP1, SOP2, SOPC), the scalar branches and program control (s_nop, s_barrier,
s_setprio, s_endpgm), on the wave's SGPRs (Python ints) and SCC (a bool). EXEC and VCC are
SGPRs at their encoding indices: writing EXEC changes the active lanes (`amdgcn.Wave.set32`).
"""

from __future__ import annotations

from .amdgcn_parse import (BARRIER, EXEC, EXIT, M32, M64, VCC, VGPRS, _reads, _want, sdst_setter,
                           ssrc)


def _s32(x: int) -> int:
    return x - (1 << 32) if x & 0x80000000 else x


def _add_i32(a, b, c):
    r = _s32(a) + _s32(b)
    return r & M32, not -(1 << 31) <= r < (1 << 31)


def _sub_i32(a, b, c):
    r = _s32(a) - _s32(b)
    return r & M32, not -(1 << 31) <= r < (1 << 31)


def _nz32(r):
    return r & M32, (r & M32) != 0


def _nz64(r):
    return r & M64, (r & M64) != 0


# SOP2: mnemonic -> (dst bits, src bits, fn(a, b, scc) -> (result, new SCC or None)).
_SOP2 = {
    "s_add_u32": (32, (32, 32), lambda a, b, c: ((a + b) & M32, a + b > M32)),
    "s_addc_u32": (32, (32, 32), lambda a, b, c: ((a + b + c) & M32, a + b + c > M32)),
    "s_sub_u32": (32, (32, 32), lambda a, b, c: ((a - b) & M32, b > a)),
    "s_subb_u32": (32, (32, 32), lambda a, b, c: ((a - b - c) & M32, b + c > a)),
    "s_add_i32": (32, (32, 32), _add_i32),
    "s_sub_i32": (32, (32, 32), _sub_i32),
    "s_mul_i32": (32, (32, 32), lambda a, b, c: ((a * b) & M32, None)),
    "s_mul_hi_u32": (32, (32, 32), lambda a, b, c: ((a * b) >> 32, None)),
    "s_mul_hi_i32": (32, (32, 32), lambda a, b, c: (((_s32(a) * _s32(b)) >> 32) & M32, None)),
    "s_lshl_b32": (32, (32, 32), lambda a, b, c: _nz32(a << (b & 31))),
    "s_lshr_b32": (32, (32, 32), lambda a, b, c: _nz32(a >> (b & 31))),
    "s_ashr_i32": (32, (32, 32), lambda a, b, c: _nz32(_s32(a) >> (b & 31))),
    "s_lshl_b64": (64, (64, 32), lambda a, b, c: _nz64(a << (b & 63))),
    "s_lshr_b64": (64, (64, 32), lambda a, b, c: _nz64(a >> (b & 63))),
    "s_and_b32": (32, (32, 32), lambda a, b, c: _nz32(a & b)),
    "s_or_b32": (32, (32, 32), lambda a, b, c: _nz32(a | b)),
    "s_xor_b32": (32, (32, 32), lambda a, b, c: _nz32(a ^ b)),
    "s_andn2_b32": (32, (32, 32), lambda a, b, c: _nz32(a & ~b)),
    "s_orn2_b32": (32, (32, 32), lambda a, b, c: _nz32(a | ~b)),
    "s_and_b64": (64, (64, 64), lambda a, b, c: _nz64(a & b)),
    "s_or_b64": (64, (64, 64), lambda a, b, c: _nz64(a | b)),
    "s_xor_b64": (64, (64, 64), lambda a, b, c: _nz64(a ^ b)),
    "s_andn2_b64": (64, (64, 64), lambda a, b, c: _nz64(a & ~b)),
    "s_orn2_b64": (64, (64, 64), lambda a, b, c: _nz64(a | ~b)),
    "s_min_u32": (32, (32, 32), lambda a, b, c: (min(a, b), a < b)),
    "s_max_u32": (32, (32, 32), lambda a, b, c: (max(a, b), a > b)),
    "s_min_i32": (32, (32, 32), lambda a, b, c: (min(a, b, key=_s32), _s32(a) < _s32(b))),
    "s_max_i32": (32, (32, 32), lambda a, b, c: (max(a, b, key=_s32), _s32(a) > _s32(b))),
    "s_cselect_b32": (32, (32, 32), lambda a, b, c: (a if c else b, None)),
    "s_cselect_b64": (64, (64, 64), lambda a, b, c: (a if c else b, None)),
}
# SOP1: mnemonic -> (bits, fn(a) -> (result, new SCC or None)).
_SOP1 = {
    "s_mov_b32": (32, lambda a: (a, None)),
    "s_mov_b64": (64, lambda a: (a, None)),
    "s_not_b32": (32, lambda a: _nz32(~a)),
    "s_not_b64": (64, lambda a: _nz64(~a)),
    "s_abs_i32": (32, lambda a: _nz32(abs(_s32(a)))),
}
# SOPC: s_cmp_<cond>_<type>.
_SCMP = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "lt": lambda a, b: a < b,
         "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}
# Scalar branches: condition on the wave (CDNA3 ISA SOPP).
_CBRANCH = {
    "s_cbranch_scc0": lambda w: not w.scc, "s_cbranch_scc1": lambda w: w.scc,
    "s_cbranch_vccz": lambda w: w.s[VCC] == 0 and w.s[VCC + 1] == 0,
    "s_cbranch_vccnz": lambda w: w.s[VCC] != 0 or w.s[VCC + 1] != 0,
    "s_cbranch_execz": lambda w: w.s[EXEC] == 0 and w.s[EXEC + 1] == 0,
    "s_cbranch_execnz": lambda w: w.s[EXEC] != 0 or w.s[EXEC + 1] != 0,
}


# ----------------------------------------------------------------------------------------------
# Builders (see amdgcn._builder).

def _b_sop2(mod, k, ins, ops, mods):
    dbits, (ab, bb), fn = _SOP2[ins.op]
    _want(ops, 3)
    put = sdst_setter(ops[0], dbits)
    a, b = ssrc(ops[1], ab), ssrc(ops[2], bb)
    if sum(1 for o in ops[1:] if o.kind == "c" and not o.inline) > 1:
        raise ValueError("SALU takes at most one literal constant")

    def run(w):
        r, scc = fn(a(w), b(w), w.scc)
        put(w, r)
        if scc is not None:
            w.scc = bool(scc)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1], ops[2]), ops[0].keys()


def _b_sop1(mod, k, ins, ops, mods):
    bits, fn = _SOP1[ins.op]
    _want(ops, 2)
    put = sdst_setter(ops[0], bits)
    a = ssrc(ops[1], bits)

    def run(w):
        r, scc = fn(a(w))
        put(w, r)
        if scc is not None:
            w.scc = bool(scc)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1]), ops[0].keys()


def _b_saveexec(mod, k, ins, ops, mods):
    """s_and_saveexec_b64 d, s: d = EXEC; EXEC = s & EXEC; SCC = EXEC != 0 (also the or/xor
    and andn2 forms)."""
    _want(ops, 2)
    put = sdst_setter(ops[0], 64)
    a = ssrc(ops[1], 64)
    combine = {"s_and_saveexec_b64": lambda x, e: x & e, "s_or_saveexec_b64": lambda x, e: x | e,
               "s_andn2_saveexec_b64": lambda x, e: x & ~e & M64}[ins.op]

    def run(w):
        old = w.get64(EXEC)
        new = combine(a(w), old)
        put(w, old)
        w.set64(EXEC, new)
        w.scc = new != 0
    ins.run = run
    ins.reads = _reads(ops[1]) + (VGPRS + EXEC, VGPRS + EXEC + 1)
    ins.writes = ops[0].keys() + (VGPRS + EXEC, VGPRS + EXEC + 1)


def _b_scmp(mod, k, ins, ops, mods):
    _, _, cond, ty = ins.op.split("_")
    _want(ops, 2)
    bits = 64 if ty == "u64" else 32
    a, b = ssrc(ops[0], bits), ssrc(ops[1], bits)
    f = _SCMP[cond]
    if ty == "i32":
        def run(w):
            w.scc = f(_s32(a(w)), _s32(b(w)))
    else:
        def run(w):
            w.scc = f(a(w), b(w))
    ins.run = run
    ins.reads = _reads(*ops)


def _b_branch(mod, k, ins, ops, mods):
    _want(ops, 1)
    if ops[0].kind != "label" or ops[0].text not in k.labels:
        raise ValueError(f"unknown label '{ops[0].text}'")
    target = k.labels[ops[0].text]
    if ins.op == "s_branch":
        ins.run = lambda w: target
        return
    cond = _CBRANCH[ins.op]
    ins.run = lambda w: target if cond(w) else None
    if "vcc" in ins.op:
        ins.reads = (VGPRS + VCC, VGPRS + VCC + 1)


def _b_nop(mod, k, ins, ops, mods):
    _want(ops, 1)
    n = ops[0].value
    if ops[0].kind != "c" or n > 15:
        raise ValueError("s_nop takes 0..15")
    ins.nop_states = n + 1
    ins.run = lambda w: None


def _b_barrier(mod, k, ins, ops, mods):
    _want(ops, 0)
    ins.run = lambda w: BARRIER


def _b_setprio(mod, k, ins, ops, mods):
    """s_setprio N (0..3): the wave's issue priority. The emulator runs waves in a fixed order
    between barriers, so it changes nothing observable; it is counted (Stats.setprio)."""
    _want(ops, 1)
    level = ops[0].value
    if ops[0].kind != "c" or not 0 <= level <= 3:
        raise ValueError("s_setprio takes 0..3")

    def run(w):
        w.priority = level
        w.setprios += 1
        w.launch_stats.setprio += 1
    ins.run = run


def _b_endpgm(mod, k, ins, ops, mods):
    _want(ops, 0)

    def run(w):
        w.drain()
        return EXIT
    ins.run = run
