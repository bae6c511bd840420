"""Fused waves: the waves that sit at one instruction run it as one NumPy operation.

The AMDGCN front end (`amdgcn`) runs each wave as 64-lane arrays; nearly all of a
wave-instruction's cost is NumPy's and Python's per-call overhead, not the 64 lanes. Here a
*group* of G waves (of one workgroup, or of several: `LANES`) keeps every VGPR and AGPR as one
row of G*64 lanes (wave i in lanes 64i..64i+63), and each member wave's own register file is a
view of its 64 columns, so:

- a lanewise instruction (VALU, global loads and stores, waits, scalar loads from a uniform
  address, MFMA: each wave's product in its columns) runs its handler once on the group (kind
  GROUP); the handlers of `amdgcn` do not know the lane count, except those that read or
  write a lane mask in SGPRs, which are rebuilt here (`_MASKED`) with the same hazard wrapping;
- an LDS read or write runs the `amdgcn` handler once per workgroup of the group (`_Span`:
  the race detector checks every wave's lanes at once), a lane permute through LDS (ds_swizzle,
  ds_bpermute) runs on the group with each wave's lanes; each is one operation on the group's
  lgkmcnt queue;
- an instruction that is per wave by nature (v_readlane, s_setprio) runs the `amdgcn` handler
  once per member wave on its view (kind EACH);
- SGPRs are per wave on the hardware (CDNA3 ISA 3.2: each wave has its own SGPRs and SCC). The
  group keeps each SGPR as a Python int while it is the same in every member (the kernarg
  pointer, loop counters) and as a uint64 array of G*64 lanes, each lane holding its wave's
  value, once members differ (a v_cmp mask, a workgroup id when the group spans workgroups).
  A VALU source reads such an array as it reads a VGPR; a SALU instruction on ints runs its
  `amdgcn` handler, on arrays a NumPy form of it (`_VSOP2` ...), or else once per member;
- a conditional branch that goes the same way in every member keeps the group; otherwise the
  group splits into the members that take it and those that do not (kind BRANCH).

Every member of a group has executed the same instructions since the launch, so one clock and
one set of hazard records (last VALU writes, MFMA results) serve them all, and the s_waitcnt
queues of VMEM, SMEM and (per workgroup) LDS operations are the group's. The order of instructions differs from the
wave-by-wave run (members interleave instruction by instruction, workgroups of a chunk run side
by side), which changes no result of a race-free kernel; the race detector does not depend on
the order. A fused launch that raises any EmulatorError (or meets a case this module does not
handle: `_Fallback`) is run again wave by wave from the launch's initial memory, and the
verdict is that run's, so messages name what the wave-by-wave order meets first.
"""

from __future__ import annotations

import dataclasses
import functools

import numpy as np

from .amdgcn import AmdModule, BadDescriptor, Wave, _builder
from .amdgcn_hazard import hazard_checked
from .amdgcn_memory import (_DS16_READ, _DS_NARROW_WRITE, _DS_READ, _DS_WRITE, _GLOBAL_LOAD,
                            _GLOBAL_STORE, _SMEM_DWORDS, Pending, _ds_offset, _global_address,
                            swizzle_lanes, swizzle_offset)
from .amdgcn_fp8 import BUILDERS as _FP8
from .amdgcn_mfma import _MFMA, mai_checked
from .amdgcn_parse import AGPR_KEY, BARRIER, EXEC, M32, M64, VCC, VGPRS, WAVE, Inst, ssrc, vsrc
from .amdgcn_salu import _SCMP, _SOP1, _SOP2
from .amdgcn_valu import _VALU, _cmp_fn, div_fmas_f32, div_scale_f32
from .approx import APPROX, Warps
from ..collector import paused as collector_paused
from .core import (EmulatorError, RunawayLoop, SharedMemory, StaleRead,
                   run_block, traced)

U32, U64, I64 = np.uint32, np.uint64, np.int64
LANES = 8192        # the most lanes one group holds: 128 waves, registers of 8192 lanes each

GROUP, EACH, BRANCH = 0, 1, 2     # Plan.kinds


class _Fallback(EmulatorError):
    """A case the fused run does not model (a scalar load from per-wave addresses): the
    launch runs again wave by wave."""


class Plan:
    """How each instruction of a kernel runs on a group: kinds[pc], runs[pc] (a handler of the
    group, or of a member wave for EACH; None until the instruction first runs, `handler`),
    and the SGPR indices it reads and writes.

    Lines of one text share one handler, built from its first line's decoding: a group's
    errors only send the launch to the wave-by-wave rerun, whose messages name each line, so
    nothing a group handler does depends on its line, except an approximate instruction's
    draws (kgen.sim.approx), which are the line's own."""

    def __init__(self, mod, k, kinds: tuple, runs: list, sreads: tuple, swrites: tuple):
        self.mod, self.kernel = mod, k
        self.kinds, self.runs, self.sreads, self.swrites = kinds, runs, sreads, swrites
        self.shared: dict = {}          # instruction text -> its group handler

    def handler(self, pc: int):
        """runs[pc], built now if it is not yet."""
        ins = self.kernel.code[pc]
        if ins.op in APPROX:
            run = ins.run
        else:
            run = self.shared.get(ins.text)
            if run is None:
                run = self.shared[ins.text] = _handler(self.mod, self.kernel,
                                                       self.kernel.decoded[ins.text],
                                                       self.sreads[pc])
        self.runs[pc] = run
        return run


# ----------------------------------------------------------------------------------------------
# Scalar operations on per-wave values: uint64 arrays (a Python int where uniform).

def _vs32(x):
    """uint64 values of 32 bits as signed int64."""
    return (np.asarray(x).astype(I64) ^ 0x80000000) - 0x80000000


def _vnz(r, m):
    r = r & m
    return r, r != 0


def _vsigned(fn):
    def op(a, b, c):
        r = fn(_vs32(a), _vs32(b))
        return (r & M32).astype(U64), (r < -(1 << 31)) | (r >= (1 << 31))
    return op


def _shift_amount(b, m):
    return (b & m).astype(I64)


# NumPy forms of amdgcn_salu._SOP2's functions: a, b uint64 arrays, c SCC (bool or bool lanes).
_VSOP2 = {
    "s_add_u32": lambda a, b, c: ((a + b) & M32, a + b > M32),
    "s_addc_u32": lambda a, b, c: ((a + b + c) & M32, a + b + c > M32),
    "s_sub_u32": lambda a, b, c: ((a - b) & M32, b > a),
    "s_subb_u32": lambda a, b, c: ((a - b - c) & M32, b + c > a),
    "s_add_i32": _vsigned(lambda x, y: x + y),
    "s_sub_i32": _vsigned(lambda x, y: x - y),
    "s_mul_i32": lambda a, b, c: ((a * b) & M32, None),
    "s_mul_hi_u32": lambda a, b, c: ((a * b) >> U64(32), None),
    "s_mul_hi_i32": lambda a, b, c: ((((_vs32(a) * _vs32(b)) >> 32) & M32).astype(U64), None),
    "s_lshl_b32": lambda a, b, c: _vnz(a << (b & U64(31)), M32),
    "s_lshr_b32": lambda a, b, c: _vnz(a >> (b & U64(31)), M32),
    "s_ashr_i32": lambda a, b, c: _vnz((_vs32(a) >> _shift_amount(b, 31)).astype(U64), M32),
    "s_lshl_b64": lambda a, b, c: _vnz(a << (b & U64(63)), M64),
    "s_lshr_b64": lambda a, b, c: _vnz(a >> (b & U64(63)), M64),
    "s_and_b32": lambda a, b, c: _vnz(a & b, M32),
    "s_or_b32": lambda a, b, c: _vnz(a | b, M32),
    "s_xor_b32": lambda a, b, c: _vnz(a ^ b, M32),
    "s_andn2_b32": lambda a, b, c: _vnz(a & ~b, M32),
    "s_orn2_b32": lambda a, b, c: _vnz(a | ~b, M32),
    "s_and_b64": lambda a, b, c: _vnz(a & b, M64),
    "s_or_b64": lambda a, b, c: _vnz(a | b, M64),
    "s_xor_b64": lambda a, b, c: _vnz(a ^ b, M64),
    "s_andn2_b64": lambda a, b, c: _vnz(a & ~b, M64),
    "s_orn2_b64": lambda a, b, c: _vnz(a | ~b, M64),
    "s_min_u32": lambda a, b, c: (np.minimum(a, b), a < b),
    "s_max_u32": lambda a, b, c: (np.maximum(a, b), a > b),
    "s_min_i32": lambda a, b, c: (np.where(_vs32(b) < _vs32(a), b, a), _vs32(a) < _vs32(b)),
    "s_max_i32": lambda a, b, c: (np.where(_vs32(b) > _vs32(a), b, a), _vs32(a) > _vs32(b)),
    "s_cselect_b32": lambda a, b, c: (np.where(c, a, b), None),
    "s_cselect_b64": lambda a, b, c: (np.where(c, a, b), None),
}
_VSOP1 = {
    "s_mov_b32": lambda a: (a, None), "s_mov_b64": lambda a: (a, None),
    "s_not_b32": lambda a: _vnz(~a, M32), "s_not_b64": lambda a: _vnz(~a, M64),
    "s_abs_i32": lambda a: _vnz(np.abs(_vs32(a)).astype(U64), M32),
}
_VSAVEEXEC = {"s_and_saveexec_b64": lambda x, e: x & e, "s_or_saveexec_b64": lambda x, e: x | e,
              "s_andn2_saveexec_b64": lambda x, e: x & ~e}
_READS_SCC = frozenset({"s_addc_u32", "s_subb_u32", "s_cselect_b32", "s_cselect_b64"})


def _norm(x):
    """A scalar result as the group keeps it: a uint64 lane array, or an int (bool for SCC)."""
    if isinstance(x, np.ndarray) and x.ndim:
        return x
    return x if isinstance(x, (int, bool)) else x.item()


def _u64(x):
    return np.asarray(x, U64)


# ----------------------------------------------------------------------------------------------
# A group of waves.

class Group:
    """G waves at one pc that have run the same instructions since the launch: v, a (VGPRs and
    AGPRs of G*64 lanes; each member's own are views of its columns), s (SGPRs: ints, or uint64
    lane arrays where members differ), scc, exec, and one clock, hazard record and VMEM / SMEM
    queue for all. It has the attributes of an `amdgcn.Wave` that the handlers read."""

    issue, retire, wait_vm, hazard = Wave.issue, Wave.retire, Wave.wait_vm, Wave.hazard
    write_v, write_a, drain = Wave.write_v, Wave.write_a, Wave.drain

    def __init__(self, waves: list, kernel, plan: Plan, v, a, s: list, scc, pc: int):
        self.waves, self.kernel, self.plan = waves, kernel, plan
        self.code = kernel.code
        self.v, self.a, self.s, self.scc, self.pc = v, a, s, scc, pc
        w0 = waves[0]
        self.memory, self.launch_stats, self.seed, self.ws = \
            w0.memory, w0.launch_stats, w0.seed, w0.ws
        self.id = Warps([w.id for w in waves], WAVE)     # the approximate functions' draws
        self.lane = np.tile(np.arange(WAVE, dtype=U64), len(waves))
        self.vmq, self.lgkmq, self.pending = [], [], {}
        self.mkeys: set = set()         # registers a member's LDS operation may still write
        self.masks: dict = {}           # SGPR i -> (lo, hi, lanes) of a lane mask in s[i:i+2]
        self.tiles: dict = {}           # a uniform 64-bit mask -> its G*64 lanes
        self.wgs = None                 # _spans(self), when an LDS access asks
        self.base = None
        for i, w in enumerate(waves):
            w.v, w.a = v[:, WAVE * i:WAVE * (i + 1)], a[:, WAVE * i:WAVE * (i + 1)]
        self.refresh_exec()

    def adopt(self, src) -> None:
        """The clock, loop budget and hazard records of src (a group or wave), copied."""
        self.clock, self.loops_left, self.loop_limit = src.clock, src.loops_left, src.loop_limit
        for name in ("last_valu", "last_trans", "last_wide", "mfma_w", "mfma_c"):
            d = dict(getattr(src, name))
            setattr(self, name, d)
            for w in self.waves:        # the members' handlers (EACH) share the records
                setattr(w, name, d)

    @staticmethod
    def start(waves: list, kernel, plan: Plan):
        """The group of freshly made waves (amdgcn.Wave), all at pc 0."""
        v = np.concatenate([w.v for w in waves], axis=1)
        a = np.concatenate([w.a for w in waves], axis=1)
        every = np.array([w.s for w in waves], U64)         # (waves, SGPRs)
        same = (every == every[0]).all(axis=0)
        s = [int(every[0, i]) if same[i] else np.repeat(every[:, i], WAVE)
             for i in range(every.shape[1])]
        g = Group(waves, kernel, plan, v, a, s, waves[0].scc, 0)
        g.adopt(waves[0])
        return g

    # -- scalar registers ----------------------------------------------------------------
    def get64(self, i: int):
        return self.s[i] | (self.s[i + 1] << 32)

    def set64(self, i: int, value) -> None:
        value = _norm(value)
        self.s[i], self.s[i + 1] = value & M32, (value >> 32) & M32
        if i == EXEC:
            self.refresh_exec()

    def set32(self, i: int, value) -> None:
        self.s[i] = _norm(value) & M32
        if i in (EXEC, EXEC + 1):
            self.refresh_exec()

    def lanes(self, i: int) -> np.ndarray:
        """The lane mask in s[i:i+2] as G*64 bools (each wave's own 64 bits)."""
        lo, hi = self.s[i], self.s[i + 1]
        if lo.__class__ is int and hi.__class__ is int:
            m = lo | (hi << 32)
            t = self.tiles.get(m)
            if t is None:
                t = self.tiles[m] = np.tile(self.kernel.lanes(m), len(self.waves))
            return t
        c = self.masks.get(i)
        if c is not None and c[0] is lo and c[1] is hi:
            return c[2]
        val = _u64(lo) | (_u64(hi) << U64(32))
        bits = ((val >> self.lane) & U64(1)).astype(bool)
        self.masks[i] = (lo, hi, bits)
        return bits

    def set_mask(self, i: int, m: np.ndarray) -> None:
        """s[i:i+2] = each wave's 64 lanes of m (G*64 bools) as its 64-bit mask."""
        g = len(self.waves)
        p = np.packbits(m.reshape(g, WAVE), axis=1, bitorder="little").view("<u8").ravel()
        if g == 1 or (p == p[0]).all():
            self.set64(i, int(p[0]))
            return
        lo, hi = np.repeat(p & U64(M32), WAVE), np.repeat(p >> U64(32), WAVE)
        self.s[i], self.s[i + 1] = lo, hi
        self.masks[i] = (lo, hi, m)
        if i == EXEC:
            self.refresh_exec()

    def refresh_exec(self) -> None:
        lo, hi = self.s[EXEC], self.s[EXEC + 1]
        self.exec = self.lanes(EXEC)
        if lo.__class__ is int and hi.__class__ is int:
            self.exec_full = lo == M32 and hi == M32
        else:
            self.exec_full = bool(self.exec.all())
        self.wfull = None

    # -- memory counters: VMEM and SMEM here, LDS in each member ------------------------------
    def wait_lgkm(self, n: int) -> None:
        """s_waitcnt lgkmcnt(n): the group's queue (SMEM loads and LDS operations: _LDS) as
        amdgcn.Wave.wait_lgkm retires a wave's; a member's own queue (an EACH handler that
        issued to it) as the member's own count says."""
        Wave.wait_lgkm(self, n)
        if self.mkeys:
            keys: set = set()
            for w in self.waves:
                if w.lgkmq:
                    w.wait_lgkm(n)
                    keys.update(w.pending)
            self.mkeys = keys
        else:
            for w in self.waves:
                if w.lgkmq:
                    w.wait_lgkm(n)

    def stale(self, ins) -> None:
        """A register ins reads or writes has a load in flight: in the group's queues, or in a
        member's LDS queue."""
        if self.pending and not self.pending.keys().isdisjoint(ins.keys):
            raise StaleRead(f"{ins.where}: a load into a register it uses is in flight")
        for w in self.waves:
            if w.pending and not w.pending.keys().isdisjoint(ins.keys):
                raise StaleRead(f"{ins.where}: a load into a register it uses is in flight")

    # -- running -------------------------------------------------------------------------
    def run(self):
        """Runs until a barrier, the end, or a split: ("barrier" | "exit", None) or
        ("split", the groups that go on from here)."""
        code, plan, n = self.code, self.plan, 0
        kinds, runs = plan.kinds, plan.runs
        pc = self.pc
        try:
            while True:
                ins = code[pc]
                n += 1
                if (self.pending or self.mkeys) and (
                        not self.pending.keys().isdisjoint(ins.keys)
                        or not self.mkeys.isdisjoint(ins.keys)):
                    self.stale(ins)
                kind = kinds[pc]
                if kind == GROUP:
                    r = (runs[pc] or plan.handler(pc))(self)
                elif kind == EACH:
                    self.each(pc)
                    r = None
                else:
                    r = self.branch(pc)
                    if r.__class__ is list:
                        self.clock += ins.nop_states
                        for u in r:
                            u.clock = self.clock
                        return "split", r
                self.clock += ins.nop_states
                if r is None:
                    pc += 1
                elif r >= 0:
                    if r <= pc:
                        self.loop()
                    pc = r
                elif r == BARRIER:
                    self.pc = pc + 1
                    return "barrier", None
                else:
                    self.pc = pc
                    return "exit", None
        finally:
            for w in self.waves:
                w.count += n

    def loop(self) -> None:
        """A backward branch every member takes (core.loop_limit); the wave-by-wave rerun
        words the error."""
        self.loops_left -= 1
        if self.loops_left < 0:
            raise RunawayLoop(f"a fused group ran past the loop limit {self.loop_limit}")

    def lane_base(self) -> np.ndarray:
        """The first lane of each lane's wave: (G, 64) int64."""
        if self.base is None:
            self.base = (np.arange(len(self.waves), dtype=I64) * WAVE)[:, None]
        return self.base

    def spans(self) -> list:
        if self.wgs is None:
            self.wgs = _spans(self)
        return self.wgs

    def member_full(self) -> np.ndarray:
        if self.wfull is None:
            self.wfull = self.exec.reshape(len(self.waves), WAVE).all(axis=1)
        return self.wfull

    def each(self, pc: int) -> list:
        """The handler of pc once per member wave, on its own registers (views of the group's)
        and its scalar values; the SGPRs and SCC it writes are gathered back. The results, in
        member order."""
        plan = self.plan
        run, sreads, swrites = plan.runs[pc] or plan.handler(pc), plan.sreads[pc], \
            plan.swrites[pc]
        gs, scc = self.s, self.scc
        vary = [j for j in sreads if gs[j].__class__ is not int]
        scc_vary = scc.__class__ is not bool
        full = self.member_full()
        out, sccs, res = [], [], []
        for i, w in enumerate(self.waves):
            lo = WAVE * i
            if vary or swrites:
                sl = list(gs)
                for j in vary:
                    sl[j] = int(gs[j][lo])
                w.s = sl
                out.append(sl)
            w.scc = bool(scc[lo]) if scc_vary else scc
            w.exec, w.exec_full, w.clock = self.exec[lo:lo + WAVE], bool(full[i]), self.clock
            res.append(run(w))
            sccs.append(w.scc)
        for j in swrites:
            vals = [sl[j] for sl in out]
            gs[j] = vals[0] if vals.count(vals[0]) == len(vals) else \
                np.repeat(np.array(vals, U64), WAVE)
        self.scc = sccs[0] if sccs.count(sccs[0]) == len(sccs) else \
            np.repeat(np.array(sccs, bool), WAVE)
        if EXEC in swrites or EXEC + 1 in swrites:
            self.refresh_exec()
        if self.code[pc].writes and any(w.pending for w in self.waves):
            self.mkeys.update(k for w in self.waves for k in w.pending)
        return res

    def branch(self, pc: int):
        """s_cbranch_*: the next pc when every member goes one way, else the two parts."""
        target, cond = self.plan.runs[pc]
        taken = cond(self)
        if taken.__class__ is not bool:
            t = taken[::WAVE]
            if t.all():
                taken = True
            elif not t.any():
                taken = False
            else:
                idx = np.arange(len(self.waves))
                yes = self.part(idx[t], target)
                no = self.part(idx[~t], pc + 1)
                if target <= pc:
                    yes.loop()
                return [no, yes] if no.waves[0].id < yes.waves[0].id else [yes, no]
        return target if taken else None

    def part(self, idx: np.ndarray, pc: int):
        """The members idx (ascending) as a group of their own at pc (its registers copied)."""
        lanes = (idx[:, None] * WAVE + np.arange(WAVE)).ravel()
        s = []
        for x in self.s:
            if x.__class__ is not int:
                x = x[lanes]
                if x[0] == x[-1] and (x == x[0]).all():
                    x = int(x[0])
            s.append(x)
        scc = self.scc
        if scc.__class__ is not bool:
            scc = scc[lanes]
            if scc.all() or not scc.any():
                scc = bool(scc[0])
        waves = [self.waves[i] for i in idx]
        g = Group(waves, self.kernel, self.plan, self.v[:, lanes], self.a[:, lanes], s, scc, pc)
        g.adopt(self)
        g.mkeys = set(self.mkeys)
        # The operations in flight, each for the part's lanes (a scalar load: for each part,
        # as each wave of the wave-by-wave run has its own).
        g.vmq, g.lgkmq = [_restrict(p, lanes) for p in self.vmq], \
            [_restrict(p, lanes) for p in self.lgkmq]
        for p in g.vmq + g.lgkmq:
            for key in p.keys:
                g.pending[key] = p
        return g


def _restrict(p, lanes: np.ndarray):
    part = getattr(p.complete, "part", None)
    return Pending(p.inst, p.keys, p.complete if part is None else part(lanes), p.smem)


# ----------------------------------------------------------------------------------------------
# Handlers for a group, from the operands `amdgcn` read (its Decoded: the `amdgcn` handlers
# keep them in closures).

def _wrapped(mod, ins, run, lane_sel: tuple = (), carry: tuple = ()):
    """run with the hazard checks amdgcn wraps the instruction's own handler in."""
    return _mai(mod, ins, hazard_checked(ins, run, mod.ws, lane_sel, carry))


def _g_vcmp(mod, k, ins, ops, mods):
    d, fn = ops[0].index, _cmp_fn(ins.op)
    f = ins.op.endswith("f32")
    a, b = vsrc(ops[1], f), vsrc(ops[2], f)

    def run(g):
        g.set_mask(d, np.broadcast_to(fn(a(g), b(g)), g.exec.shape) & g.exec)
    return _wrapped(mod, ins, run)


def _g_cndmask(mod, k, ins, ops, mods):
    d, m = ops[0].index, ops[3].index
    a, b = vsrc(ops[1], True), vsrc(ops[2], True)

    def run(g):
        g.write_v(d, np.where(g.lanes(m), b(g), a(g)))
    return _wrapped(mod, ins, run)


def _g_addco(mod, k, ins, ops, mods):
    carry_in = ins.op in ("v_addc_co_u32", "v_subb_co_u32")
    d, co = ops[0].index, ops[1].index
    a, b = vsrc(ops[2], False), vsrc(ops[3], False)
    ci = ops[4].index if carry_in else None
    sub = ins.op.startswith("v_sub")

    def run(g):
        x = np.asarray(a(g), I64)
        y = np.asarray(b(g), I64)
        c = g.lanes(ci).astype(I64) if carry_in else 0
        r = x - y - c if sub else x + y + c
        out = np.broadcast_to((r < 0) if sub else (r > M32), g.exec.shape) & g.exec
        g.write_v(d, (r & M32).astype(U32))
        g.set_mask(co, out)
    return _wrapped(mod, ins, run, carry=ops[4].keys() if carry_in else ())


def _g_div_scale(mod, k, ins, ops, mods):
    d, m = ops[0].index, ops[1].index
    a, b, c = (vsrc(o, True) for o in ops[2:])

    def run(g):
        val, vcc = div_scale_f32(a(g), b(g), c(g))
        g.write_v(d, val)
        g.set_mask(m, np.broadcast_to(vcc, g.exec.shape) & g.exec)
    return _wrapped(mod, ins, run)


def _g_div_fmas(mod, k, ins, ops, mods):
    d = ops[0].index
    a, b, c = (vsrc(o, True) for o in ops[1:])

    def run(g):
        g.write_v(d, div_fmas_f32(a(g), b(g), c(g), g.lanes(VCC)))
    return _wrapped(mod, ins, run)


def _g_gload(mod, k, ins, ops, mods):
    """global_load_* as amdgcn_memory._b_gload, for any number of lanes."""
    size, n, signed = _GLOBAL_LOAD[ins.op]
    d = ops[0].index
    addr_of = _global_address(ops[1:], mods)
    keys, where = ops[0].keys(), ins.where

    def done(addr, mask):
        """Completes the load for the lanes of addr and mask, the group's or (a part's, after a
        split: _lanewise) some of them."""
        def complete(g2):
            if n == 1:
                vals = g2.memory.load(addr, size, mask, where)
                if signed:
                    bits = 8 * size
                    vals = vals.astype(I64)
                    vals = np.where(vals >> (bits - 1), vals - (1 << bits), vals)
                vals = (np.asarray(vals) & M32).astype(U32).reshape(1, -1)
            else:
                at = np.concatenate([addr + U64(4 * j) for j in range(n)])
                vals = g2.memory.load(at, 4, np.tile(mask, n), where).astype(U32)
                vals = vals.reshape(n, -1)
            for j in range(n):
                np.copyto(g2.v[d + j], vals[j], where=mask)
        return complete

    def run(g):
        g.issue(Pending(ins, keys, _lanewise(done, addr_of(g), g.exec.copy())), lgkm=False)
    return _wrapped(mod, ins, run)


def _g_gstore(mod, k, ins, ops, mods):
    """global_store_* as amdgcn_memory._b_gstore, for any number of lanes."""
    size, n = _GLOBAL_STORE[ins.op]
    data = ops[1].index
    addr_of = _global_address([ops[0], ops[2]], mods)
    where = ins.where

    def done(addr, mask, vals):
        def complete(g2):
            if n == 1:
                g2.memory.store(addr, size, vals[0], mask, where)
            else:
                at = np.concatenate([addr + U64(4 * j) for j in range(n)])
                g2.memory.store(at, 4, vals.reshape(-1), np.tile(mask, n), where)
        return complete

    def run(g):
        g.issue(Pending(ins, (), _lanewise(done, addr_of(g), g.exec.copy(),
                                           g.v[data:data + n].copy())), lgkm=False)
    return _wrapped(mod, ins, run)


class _Span:
    """The waves of one workgroup in a group, as one wave of their lanes for the LDS handlers
    of `amdgcn`: id is each lane's wave index (so the race detector checks them at once:
    core.SharedMemory.check_read_many / check_write_many), v and exec views of the group's."""

    def __init__(self, g, lo: int, hi: int, ids: np.ndarray, shared):
        self.v, self.exec, self.id, self.shared = g.v[:, lo:hi], g.exec[lo:hi], ids, shared
        self.issued = None

    def issue(self, p, lgkm: bool) -> None:
        self.issued = p


def _lanewise(make, *args, keep=None):
    """make(*args): a completion of an operation in flight on a group's lanes, whose
    part(lanes), for a part after a split, is make of each array of args cut to those lanes
    (on its last axis); with keep, args[0] is each workgroup's share of an LDS operation, cut
    by keep(parts, lanes) (the workgroups a part keeps, renumbered as it numbers them). The
    recursion lives here, not in make: a closure that names itself is a reference cycle,
    which only the cyclic collector frees (AmdModule.dispose)."""
    c = make(*args)

    def part(lanes):
        head = [keep(args[0], lanes)] if keep else []
        cut = [None if a is None else a[..., lanes] for a in args[len(head):]]
        return _lanewise(make, *head, *cut, keep=keep)
    c.part = part
    return c


# A split that divides a workgroup while an LDS operation is in flight (_lds_keep, _ds_keep).
_SPLIT_WORKGROUP = "a split divides a workgroup with an LDS operation in flight"


def _lds_keep(parts, lanes) -> list:
    """The workgroups whose members are in lanes (the group's lanes a part keeps); parts:
    (member index of its first wave, members, ...) each."""
    pos = {int(x) // WAVE: i for i, x in enumerate(lanes[::WAVE])}
    keep = []
    for at, n, *rest in parts:
        inside = [at + m in pos for m in range(n)]
        if all(inside):
            keep.append((pos[at], n, *rest))
        elif any(inside):
            raise _Fallback(_SPLIT_WORKGROUP)
    return keep


def _ds_keep(parts, lanes) -> list:
    """The workgroups whose lanes are all in lanes (the lanes a split's part keeps),
    renumbered as that part numbers them; parts: (first lane, end lane, ...) each."""
    pos = {int(x): i for i, x in enumerate(lanes[::WAVE] // WAVE)}
    keep = []
    for lo, hi, *rest in parts:
        inside = [m in pos for m in range(lo // WAVE, hi // WAVE)]
        if all(inside):
            at = WAVE * pos[lo // WAVE]
            keep.append((at, at + hi - lo, *rest))
        elif any(inside):
            raise _Fallback(_SPLIT_WORKGROUP)
    return keep


def _spans(g) -> list:
    """(members, lane wave ids, shared memory) of each workgroup in g, in member order (a
    chunk's and a part's members are ordered by workgroup)."""
    out, i, ws = [], 0, g.waves
    while i < len(ws):
        j = i
        while j < len(ws) and ws[j].shared is ws[i].shared:
            j += 1
        out.append((j - i, np.repeat(np.array([w.id for w in ws[i:j]], I64), WAVE),
                    ws[i].shared))
        i = j
    return out


def _g_lds(mod, k, ins, ops, mods):
    """ds_read / ds_write (16-bit; ds_write_b8): amdgcn's handler once per workgroup of the
    group (_Span), every wave's lanes checked together; one operation in flight on the group's
    lgkmcnt queue, completing each workgroup's part. A split that divides a workgroup while it
    is in flight is not modelled (_Fallback)."""
    tmp = Inst(ins.op, ins.line, ins.text)       # amdgcn's handler, for the group's workgroups
    _builder(ins.op)(mod, k, tmp, ops, mods)
    body, keys = tmp.run, tmp.writes if ins.op in _DS_READ or ins.op in _DS16_READ else ()
    tmp.run = None              # body names tmp: no cycle back (AmdModule.dispose)

    def done(parts):
        """parts: (member index of its first wave, members, lane wave ids, shared memory, the
        workgroup's completion) of each workgroup in flight."""
        def complete(g2):
            for at, n, ids, shared, c in parts:
                c(_Span(g2, WAVE * at, WAVE * (at + n), ids, shared))
        return complete

    def run(g):
        parts, at = [], 0
        for n, ids, shared in g.spans():
            sp = _Span(g, WAVE * at, WAVE * (at + n), ids, shared)
            body(sp)
            parts.append((at, n, ids, shared, sp.issued.complete))
            at += n
        g.issue(Pending(ins, keys, _lanewise(done, parts, keep=_lds_keep)), lgkm=True)
    return _mai(mod, ins, run)


def _g_ds(mod, k, ins, ops, mods):
    """ds_read_b32..b128 / ds_write_b32..b128 as amdgcn_memory's (operands checked there), the
    addresses, mask and data taken once for the group's lanes: each workgroup's lanes are
    checked against its LDS (core.SharedMemory.check_read_many / check_write_many) at issue,
    and read or written, checked again, when the group's one operation on its lgkmcnt queue
    retires."""
    read = ins.op in _DS_READ
    n = _DS_READ[ins.op] if read else _DS_WRITE[ins.op]
    nbytes, off, where = 4 * n, _ds_offset(mods), ins.where
    if read:
        d, a, keys = ops[0].index, ops[1].index, ops[0].keys()
    else:
        a, data, keys = ops[0].index, ops[1].index, ()

    def done(parts, addr, mask, vals):
        """parts: (first lane, end lane, lane wave ids, shared memory) of each workgroup."""
        def complete(g2):
            for lo, hi, ids, shared in parts:
                m = mask[lo:hi]
                if read:
                    got = shared.read(ids, addr[lo:hi], nbytes, m, where)
                    for j in range(n):
                        np.copyto(g2.v[d + j, lo:hi], got[j], where=m)
                else:
                    shared.write(ids, addr[lo:hi], vals[:, lo:hi], nbytes, m, where)

        return complete

    def run(g):
        addr, mask = (g.v[a] + U32(off)).astype(I64), g.exec.copy()
        vals = None if read else g.v[data:data + n].copy()
        parts, lo = [], 0
        for count, ids, shared in g.spans():
            hi = lo + WAVE * count
            if read:
                shared.check_read(ids, addr[lo:hi], nbytes, mask[lo:hi], where)
            else:
                shared.check_write(ids, addr[lo:hi], nbytes, mask[lo:hi], where)
            parts.append((lo, hi, ids, shared))
            lo = hi
        g.issue(Pending(ins, keys, _lanewise(done, parts, addr, mask, vals, keep=_ds_keep)),
                lgkm=True)
    return _mai(mod, ins, run)


def _mai(mod, ins, run):
    """run with the MFMA hazard checks amdgcn wraps an LDS instruction's own handler in."""
    return mai_checked(ins, run, mod.ws) if mod.has_mfma else run


def _g_permute(mod, k, ins, ops, mods):
    """ds_swizzle_b32 / ds_bpermute_b32 as amdgcn's (lanes exchange within each wave), for
    the group's lanes: one operation on the group's lgkmcnt queue."""
    d, keys = ops[0].index, ops[0].keys()
    if ins.op == "ds_swizzle_b32":
        perm = swizzle_lanes(swizzle_offset(mods.get("offset", "0")))

        def source(g):
            return perm
    else:
        a, off = ops[1].index, _ds_offset(mods)

        def source(g):
            return (((g.v[a].astype(I64) + off) >> 2) & (WAVE - 1)).reshape(-1, WAVE)
    src = ops[-1].index

    def done(vals, mask):
        def complete(g2):
            np.copyto(g2.v[d], vals, where=mask)
        return complete

    def run(g):
        mask = g.exec.copy()
        base = g.lane_base()
        lane = (source(g) + base).ravel()           # each wave's own lanes
        vals = np.where(mask[lane], g.v[src][lane], U32(0))
        g.issue(Pending(ins, keys, _lanewise(done, vals, mask)), lgkm=True)
    return _mai(mod, ins, run)


_LDS = {**{m: _g_ds for m in (*_DS_READ, *_DS_WRITE)},
        **{m: _g_lds for m in (*_DS16_READ, *_DS_NARROW_WRITE)},
        "ds_swizzle_b32": _g_permute, "ds_bpermute_b32": _g_permute}


_MASKED = {"v_cndmask_b32": _g_cndmask,
           "v_add_co_u32": _g_addco, "v_addc_co_u32": _g_addco,
           "v_sub_co_u32": _g_addco, "v_subb_co_u32": _g_addco,
           "v_div_scale_f32": _g_div_scale, "v_div_fmas_f32": _g_div_fmas,
           **{m: _g_gload for m in _GLOBAL_LOAD}, **{m: _g_gstore for m in _GLOBAL_STORE}}


def _scalar(ins, ops, fast, vector, sreads):
    """A SALU handler: `fast` (amdgcn's own) when every SGPR it reads (and SCC, if it reads
    it) is the same in every member, else `vector` (the NumPy form)."""
    reads_scc = ins.op in _READS_SCC

    def run(g):
        s = g.s
        for j in sreads:
            if s[j].__class__ is not int:
                return vector(g)
        if reads_scc and g.scc.__class__ is not bool:
            return vector(g)
        return fast(g)
    return run


def _put(g, i: int, bits: int, r) -> None:
    if bits == 64:
        g.set64(i, r)
    else:
        g.set32(i, r)


def _g_sop2(mod, k, ins, ops, mods, sreads):
    dbits, (ab, bb), _ = _SOP2[ins.op]
    vfn = _VSOP2[ins.op]
    a, b, d = ssrc(ops[1], ab), ssrc(ops[2], bb), ops[0].index

    def vector(g):
        r, c = vfn(_u64(a(g)), _u64(b(g)), g.scc)
        _put(g, d, dbits, r)
        if c is not None:
            g.scc = _norm(c)
    return _scalar(ins, ops, ins.run, vector, sreads)


def _g_sop1(mod, k, ins, ops, mods, sreads):
    bits, _ = _SOP1[ins.op]
    vfn = _VSOP1[ins.op]
    a, d = ssrc(ops[1], bits), ops[0].index

    def vector(g):
        r, c = vfn(_u64(a(g)))
        _put(g, d, bits, r)
        if c is not None:
            g.scc = _norm(c)
    return _scalar(ins, ops, ins.run, vector, sreads)


def _g_saveexec(mod, k, ins, ops, mods, sreads):
    combine = _VSAVEEXEC[ins.op]
    a, d = ssrc(ops[1], 64), ops[0].index

    def vector(g):
        old = _u64(g.get64(EXEC))
        new = combine(_u64(a(g)), old)
        g.set64(d, old)
        g.set64(EXEC, new)
        g.scc = _norm(new != 0)
    return _scalar(ins, ops, ins.run, vector, sreads)


def _g_scmp(mod, k, ins, ops, mods, sreads):
    _, _, cond, ty = ins.op.split("_")
    bits = 64 if ty == "u64" else 32
    a, b = ssrc(ops[0], bits), ssrc(ops[1], bits)
    f = _SCMP[cond]

    def vector(g):
        x, y = _u64(a(g)), _u64(b(g))
        if ty == "i32":
            x, y = _vs32(x), _vs32(y)
        g.scc = _norm(f(x, y))
    return _scalar(ins, ops, ins.run, vector, sreads)


def _g_smem(mod, k, ins, ops, mods, sreads):
    """s_load_*: the group's SMEM queue, from an address every member shares."""
    body = ins.run

    def run(g):
        for j in sreads:
            if g.s[j].__class__ is not int:
                raise _Fallback("a scalar load from per-wave addresses")
        return body(g)
    return run


# Branch conditions on a group: a bool, or bool lanes (each wave's in its 64).
def _nonzero(g, i: int):
    lo, hi = g.s[i], g.s[i + 1]
    return _norm((lo != 0) | (hi != 0))


def _not(x):
    return (not x) if x.__class__ is bool else ~x


_COND = {
    "s_cbranch_scc0": lambda g: _not(g.scc), "s_cbranch_scc1": lambda g: g.scc,
    "s_cbranch_vccz": lambda g: _not(_nonzero(g, VCC)),
    "s_cbranch_vccnz": lambda g: _nonzero(g, VCC),
    "s_cbranch_execz": lambda g: _not(_nonzero(g, EXEC)),
    "s_cbranch_execnz": lambda g: _nonzero(g, EXEC),
}
# Instructions whose amdgcn handler runs on each member wave (EACH): v_readlane, s_setprio
# (counted per wave).
_EACH = frozenset({"v_readlane_b32", "v_readfirstlane_b32", "s_setprio"})
# Instructions whose amdgcn handler runs on the group as it is: it knows no lane count (an
# MFMA's, amdgcn_mfma.mfma_compute, computes each wave's product in its 64 columns).
_AS_IS = frozenset({*_VALU, "v_lshlrev_b64", "v_accvgpr_write_b32", "v_accvgpr_read_b32",
                    "v_accvgpr_mov_b32", "s_branch", "s_nop", "s_waitcnt", "s_barrier",
                    "s_endpgm", *_MFMA, *_FP8})
_SALU = {**{m: _g_sop2 for m in _SOP2}, **{m: _g_sop1 for m in _SOP1},
         **{m: _g_saveexec for m in _VSAVEEXEC}, **{m: _g_smem for m in _SMEM_DWORDS}}


@functools.lru_cache(maxsize=1 << 14)     # many instructions read the same registers
def _sgprs(keys: tuple) -> tuple:
    return tuple(sorted({r - VGPRS for r in keys if VGPRS <= r < AGPR_KEY}))


def _kind(op: str):
    """GROUP, EACH or BRANCH: how op runs on a group; None where it has no fused form."""
    if op in _EACH:
        return EACH
    if op in _COND:
        return BRANCH
    if op in _LDS or op in _AS_IS or op in _MASKED or op in _SALU or \
            op.startswith(("v_cmp_", "s_cmp_")):
        return GROUP
    return None


def plan(mod, k) -> Plan | None:
    """How k's instructions run on a group, or None when one of them has no fused form
    (buffer loads and stores: the kernel runs wave by wave). Kept on the kernel."""
    if "fused_plan" in k.__dict__:
        return k.fused_plan
    kinds, runs, sreads, swrites = [], [], [], []
    rows: dict = {}             # instruction text -> (kind, SGPRs read, SGPRs written)
    result = None
    for ins in k.code:
        row = rows.get(ins.text)
        if row is None:
            kind = _kind(ins.op)
            if kind is None:
                break
            row = rows[ins.text] = (kind, _sgprs(ins.reads), _sgprs(ins.writes))
        kind = row[0]
        kinds.append(kind)
        runs.append((k.labels[k.decoded[ins.text].ops[0].text], _COND[ins.op])
                    if kind == BRANCH else None)
        sreads.append(row[1])
        swrites.append(row[2])
    else:
        result = Plan(mod, k, tuple(kinds), runs, tuple(sreads), tuple(swrites))
    k.fused_plan = result
    return result


def _handler(mod, k, d, sr: tuple):
    """The group handler of a decoded text d (amdgcn.Decoded) that reads the SGPRs sr."""
    ins, ops, mods = d.first, d.ops, d.mods
    op = ins.op
    if op in _LDS:
        return _LDS[op](mod, k, ins, ops, mods)
    if op in _EACH or op in _AS_IS:
        return ins.run
    if op.startswith("v_cmp_"):
        return _g_vcmp(mod, k, ins, ops, mods)
    if op.startswith("s_cmp_"):
        return _g_scmp(mod, k, ins, ops, mods, sr)
    if op in _MASKED:
        return _MASKED[op](mod, k, ins, ops, mods)
    return _SALU[op](mod, k, ins, ops, mods, sr)


# ----------------------------------------------------------------------------------------------
# Launches.

class Module(AmdModule):
    """A parsed AMDGCN module (amdgcn.AmdModule) that runs launches: `run(kernel, launch)`."""

    def __init__(self, text: str, target, lazy: bool = False):
        with collector_paused():
            super().__init__(text, target, lazy)

    def run(self, kernel: str, launch) -> None:
        with collector_paused():
            self._run(kernel, launch)

    def _run(self, kernel: str, launch) -> None:
        k = self.kernels.get(kernel)
        if k is None:
            raise EmulatorError(f"no kernel '{kernel}' in this module (it has "
                                f"{', '.join(self.kernels) or 'none'})")
        k = self.ready(k)
        if launch.executed is not None:      # coverage: each instruction records its line
            k = dataclasses.replace(k, code=[dataclasses.replace(
                ins, run=traced(ins.run, ins.line, launch.executed)) for ins in k.code])
        if k.desc.get("system_vgpr_workitem_id", 0) != 0:
            raise BadDescriptor(f"kernel {k.name}: only 1-D blocks (work-item id x) are "
                                  "modelled")
        if not 0 < launch.threads <= 1024:
            raise EmulatorError(f"a block has 1 to 1024 work-items, got {launch.threads}")
        run_grid(self, k, launch, self._kernarg(k, launch))


def run_grid(mod, k, launch, kernarg: int) -> None:
    """Every workgroup of the launch: fused when k has a plan (and the launch neither traces
    lines nor counts), else wave by wave; a fused run that fails runs again wave by wave from
    the launch's initial memory, and that run's verdict stands."""
    waves = -(-launch.threads // WAVE)
    fuse = launch.executed is None and launch.stats.counters is None and \
        plan(mod, k) is not None
    if fuse:
        # What a wave-by-wave rerun starts from (a read-only buffer cannot change).
        saved = [None if b.readonly else b.data.copy() for b in launch.memory.buffers]
        st = launch.stats
        counts = (st.instructions, st.blocks, st.setprio)
        try:
            _blocks(k, launch, kernarg, waves, fused=True)
            return
        except EmulatorError:
            for b, data in zip(launch.memory.buffers, saved):
                if data is not None:
                    b.data[...] = data
            st.instructions, st.blocks, st.setprio = counts
    _blocks(k, launch, kernarg, waves, fused=False)


def _blocks(k, launch, kernarg: int, waves: int, fused: bool) -> None:
    """The workgroups in x, y, z order, wave by wave (core.run_block) or, fused, in chunks of
    as many whole workgroups as LANES holds, as one group each."""
    axes = [a for a in "xyz" if k.desc.get(f"system_sgpr_workgroup_id_{a}")]
    grid = (tuple(launch.grid) + (1, 1, 1))[:3]
    order = [(x, y, z) for z in range(grid[2]) for y in range(grid[1]) for x in range(grid[0])]
    per = max(1, LANES // (waves * WAVE)) if fused else 1

    def block(x: int, y: int, z: int) -> list:
        ids = {"x": x, "y": y, "z": z}
        sgprs = [kernarg & M32, kernarg >> 32] + [ids[a] for a in axes]
        shared = SharedMemory(k.lds_bytes, waves, launch.stats.counters)
        return [Wave(k, i, shared, launch, sgprs, min(WAVE, launch.threads - WAVE * i))
                for i in range(waves)]

    with np.errstate(all="ignore"):
        for c in range(0, len(order), per):
            chunk = [block(*xyz) for xyz in order[c:c + per]]
            if fused:
                _run_chunk([w for ws in chunk for w in ws], k)
            else:
                run_block(chunk[0], chunk[0][0].shared)
            for ws in chunk:
                # Per workgroup, so that a progress display sees the count grow.
                launch.stats.instructions += sum(w.count for w in ws)
                launch.stats.blocks += 1


def _run_chunk(waves: list, k) -> None:
    """The waves of some workgroups as one group: every unit (group) runs until it waits at
    s_barrier or ends, a split's parts next; then each workgroup's barrier opens for its
    waiting waves (every live one: none can be elsewhere) and the waiting groups go on."""
    units = [Group.start(waves, k, k.fused_plan)]
    while units:
        queue, waiting = list(units), []
        while queue:
            u = queue.pop(0)
            status, more = u.run()
            if status == "split":
                queue[0:0] = more
            elif status == "barrier":
                waiting.append(u)
        at: dict = {}
        for u in waiting:
            for w in u.waves:
                at.setdefault(id(w.shared), (w.shared, []))[1].append(w.id)
        for shared, ids in at.values():
            shared.barrier(sorted(ids))
        units = waiting
