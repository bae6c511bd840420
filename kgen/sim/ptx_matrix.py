"""The PTX front end's matrix multiply-accumulate instructions (`ptx`): mma.sync (sm_80) and
wgmma.mma_async (sm_90a).

`mma.sync` follows the ISA's fragment tables (see `_fragment_tables`); it sums its exact products
in float64 and rounds once, for the 8-bit floats of m16n8k32 as well (an assumption: no document
at hand gives that instruction's accumulator width; sm_90a's 8-bit wgmma keeps fewer bits,
`wgmma_fp8`).

A `wgmma.mma_async` (m64nNk16, f32 += bf16 x bf16 or f16 x f16; m64nNk32, f32 += e4m3/e5m2 x
e4m3/e5m2; operands through shared-memory descriptors; its semantics live in `ptx_hopper`, the
8-bit arithmetic in `wgmma_fp8`) is performed at the `wgmma.wait_group` that
retires its group: its shared reads go through the race detector then. Until that wait the warp
runs a checked copy of its code that refuses any instruction naming an accumulator in flight,
and a `wgmma.fence` (`ptx_sync`) must separate the accumulators' last non-wgmma write from the
mma_async.
"""

from __future__ import annotations

import functools

import numpy as np

from . import ptx_hopper as hopper
from . import wgmma_fp8
from .core import EmulatorError
from .ptx_alu import _GROUP, _TIG, _braced, _Compiler, _imm, _mask_fn, _whole_warp
from .ptx_parse import WARP, _RELOAD, _fail, _Inst


# -- warp-level matrix multiply-accumulate (sm_80): mma.sync

@functools.lru_cache(maxsize=None)
def _fragment_tables(shape: str):
    """(row, col) per fragment element and lane for A, B and C/D of mma.m16n8k{16,8} with
    .f16/.bf16 multiplicands, as arrays of shape (elements, 32); element 2j is the low half of
    register j. PTX ISA 8.x, 9.7.14.5.8 "Matrix Fragments for mma.m16n8k16 with floating point
    type" and 9.7.14.5.7 "Matrix Fragments for mma.m16n8k8":
      A  m16n8k16: row = groupID for a0,a1,a4,a5, else groupID+8;
                   col = 2*threadID_in_group + (i&1), +8 for a4..a7
      A  m16n8k8:  row = groupID for a0,a1, groupID+8 for a2,a3; col = 2*threadID_in_group+(i&1)
      B  m16n8k16: row = 2*threadID_in_group + (i&1), +8 for b2,b3; col = groupID
      B  m16n8k8:  row = 2*threadID_in_group + i; col = groupID
      C/D:         row = groupID for c0,c1, groupID+8 for c2,c3; col = 2*threadID_in_group+(i&1)
    """
    if shape == "m16n8k32":
        return _fragment_tables_k32()
    k16 = shape == "m16n8k16"
    na, nb = (8, 4) if k16 else (4, 2)
    g, t = _GROUP[None, :], _TIG[None, :]
    i = np.arange(na)[:, None]
    a_row = g + 8 * (((i >> 1) & 1) if k16 else (i >= 2))
    a_col = 2 * t + (i & 1) + (8 * (i >= 4) if k16 else 0)
    i = np.arange(nb)[:, None]
    b_row = 2 * t + (i & 1) + 8 * (i >= 2)
    b_col = np.broadcast_to(g, b_row.shape)
    i = np.arange(4)[:, None]
    c_row = g + 8 * (i >= 2)
    c_col = 2 * t + (i & 1)
    return (a_row, a_col), (b_row, b_col), (c_row, c_col)


@functools.lru_cache(maxsize=None)
def _fragment_tables_k32():
    """The same for mma.m16n8k32 with .e4m3/.e5m2 multiplicands, element 4j + q the byte q of
    register j (PTX ISA 9.7.14.5.10 "Matrix Fragments for mma.m16n8k32", the 8-bit types):
      A: a0..a15; row = groupID for a0..a3 and a8..a11, else groupID + 8;
         col = 4 * threadID_in_group + (i & 3), + 16 for a8..a15
      B: b0..b7; row = 4 * threadID_in_group + (i & 3), + 16 for b4..b7; col = groupID
      C/D: as m16n8k16's"""
    g, t = _GROUP[None, :], _TIG[None, :]
    i = np.arange(16)[:, None]
    a_row = g + 8 * ((i >> 2) & 1)
    a_col = 4 * t + (i & 3) + 16 * (i >= 8)
    i = np.arange(8)[:, None]
    b_row = 4 * t + (i & 3) + 16 * (i >= 4)
    b_col = np.broadcast_to(g, b_row.shape)
    return (a_row, a_col), (b_row, b_col), _fragment_tables("m16n8k16")[2]


def _b16_to_f64(kind: str):
    if kind == "bf16":
        return lambda h: (h.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)
    return lambda h: h.view(np.float16).astype(np.float64)


def _mma(cx: _Compiler, pc: int, inst: _Inst, shape: str, ab: str, acc: str):
    """mma.sync.aligned.{m16n8k16,m16n8k8}.row.col.{f32.bf16.bf16.f32, f32.f16.f16.f32,
    f16.f16.f16.f16} and .m16n8k32.row.col.f32.{e4m3,e5m2}.{e4m3,e5m2}.f32 {d}, {a}, {b}, {c}
    (PTX ISA 8.x, 9.7.14.5.14 "mma"; ab "e4m3.e5m2" names A's type and B's): D = A*B + C over
    the warp, fragments as in _fragment_tables.

    Arithmetic: products of two bf16 or two f16 are exact in float64; the emulator sums the K
    products and c in float64 and rounds once to the accumulator type (round to nearest even).
    The ISA leaves the order and intermediate precision of the accumulation unspecified (beyond
    at least the accumulator's precision); this is the exact sum rounded once unless the sum of
    17 terms itself rounds in float64, which moves the result by at most a float64 ulp or so
    before the single rounding to f32."""
    cx.arity(inst, 4)
    k = {"m16n8k16": 16, "m16n8k8": 8, "m16n8k32": 32}[shape]
    na, nb = (2, 1) if k == 8 else (4, 2)
    nc = 4 if acc == "f32" else 2
    ops = inst.operands
    d = [cx.dst(op, acc if acc == "f32" else "b32", inst) for op in _braced(inst, ops[0], nc)]
    a = [cx.src(op, "b32", inst) for op in _braced(inst, ops[1], na)]
    b = [cx.src(op, "b32", inst) for op in _braced(inst, ops[2], nb)]
    c = [cx.src(op, acc if acc == "f32" else "b32", inst) for op in _braced(inst, ops[3], nc)]
    (ar, ac), (br, bc), (cr, cc) = _fragment_tables(shape)
    elem, kind_a, kind_b = wgmma_fp8.operand_kinds(ab)
    mask = _mask_fn(cx.guard(inst))

    def elements(regs, srcs, kind):
        """(elements, 32) float64 of a multiplicand's registers: two halves a register (the
        low one first), or four bytes (the lowest first) for the 8-bit floats."""
        if elem == 2:
            return _b16_to_f64(kind)(halves(regs, srcs))
        words = [(regs[slot] if view is None else regs[slot].view(view)).view(np.uint32)
                 for slot, view in srcs]
        return wgmma_fp8.decode(np.stack([((x >> np.uint32(8 * q)) & np.uint32(0xFF)).astype(
            np.uint8) for x in words for q in range(4)]), kind)

    def halves(regs, srcs):
        """(elements, 32) uint16: register j's low half is element 2j, its high half 2j+1."""
        out = []
        for slot, view in srcs:
            x = regs[slot] if view is None else regs[slot].view(view)
            x = x.view(np.uint32)
            out += [(x & np.uint32(0xFFFF)).astype(np.uint16), (x >> np.uint32(16)).astype(
                np.uint16)]
        return np.stack(out)

    def per_warp(x):
        """(elements, G * 32) -> (G, elements, 32): the fragments of each warp side by side."""
        return x.reshape(x.shape[0], -1, WARP).transpose(1, 0, 2)

    def h(w):
        r = w.regs
        m = mask(w)
        _whole_warp(inst, w, m)
        g = m.size // WARP                                 # warps side by side (ptx_fused)
        A = np.empty((g, 16, k))
        A[:, ar, ac] = per_warp(elements(r, a, kind_a))
        B = np.empty((g, k, 8))
        B[:, br, bc] = per_warp(elements(r, b, kind_b))
        C = np.empty((g, 16, 8))
        if acc == "f32":
            C[:, cr, cc] = per_warp(np.stack([(r[s] if v is None else r[s].view(v))
                                              .astype(np.float64) for s, v in c]))
        else:
            C[:, cr, cc] = per_warp(halves(r, c).view(np.float16).astype(np.float64))
        D = np.empty((g, 16, 8))
        for i in range(g):          # each warp's product as one 2-D matmul, as for one warp
            D[i] = A[i] @ B[i] + C[i]
        vals = D[:, cr, cc].transpose(1, 0, 2).reshape(len(cr), -1)     # (4, lanes)
        if acc == "f32":
            outs = list(vals.astype(np.float32))
        else:
            hb = vals.astype(np.float16).view(np.uint16).astype(np.uint32)   # one rounding
            outs = [(hb[2 * j] | (hb[2 * j + 1] << np.uint32(16))) for j in range(2)]
        for (slot, out), v in zip(d, outs):
            r[slot] = v if out is None else v.view(out)
    return h


# -- warpgroup matrix multiply-accumulate (sm_90a): wgmma.mma_async; its semantics are in
# ptx_hopper

def _wgmma(cx: _Compiler, pc: int, inst: _Inst, n: int, ab: str):
    """wgmma.mma_async.sync.aligned.m64nNk16.f32.{bf16,f16}.{bf16,f16} {d}, a-desc, b-desc,
    scale-d, imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b (PTX ISA, "wgmma.mma_async"):
    D (64xN, f32) = A (64x16) * B (16xN) + (scale-d ? D : 0), A and B in shared memory through
    matrix descriptors; trans 0 is K-major, 1 MN-major; imm-scale +-1 negates an operand.
    The register form `{d}, {a0, a1, a2, a3}, b-desc, scale-d, imm-scale-a, imm-scale-b,
    imm-trans-b` takes A from four .b32 registers per thread (ptx_hopper.register_a: each
    warp's 16 rows), which count as in flight like the accumulators: a fence must separate
    their last write from the mma_async, and nothing may touch them until the group retires
    (PTX ISA, "wgmma.fence" and "wgmma.mma_async").

    Each warp of the warpgroup (4 consecutive warps) runs its own 16 rows: warp w%4 rows
    16*(w%4)..+15, so warps run independently. Asynchronous: the issue reads the descriptors
    and scale-d; the shared reads and the math wait for the wgmma.wait_group that retires the
    group. Until then the accumulators are in flight, and the warp runs its checked code.

    m64nNk32.f32.atype.btype (ab "e4m3.e5m2" etc.): `{d}, a-desc, b-desc, scale-d, imm-scale-a,
    imm-scale-b`, no imm-trans (8-bit operands are K-major only; PTX ISA 9.7.15.5.2), A of
    64x32 and B of 32xN 8-bit floats; its arithmetic is wgmma_fp8's."""
    ops = inst.operands
    registers_a = len(ops) > 1 and ops[1][0] == "vec"
    if "." in ab:       # 8-bit: no imm-trans-a/b (both K-major), A through a descriptor
        if registers_a:
            raise _fail(inst.line, inst.text, "the emulator models the 8-bit wgmma with A "
                        "through a descriptor only (kgen stages 8-bit A in shared memory)")
        cx.arity(inst, 6)
        ops = (*ops, ("imm", "0"), ("imm", "0"))     # the positions of the 16-bit form
    else:
        cx.arity(inst, 7 if registers_a else 8)
    aslots: list[int] = []
    if registers_a:
        for op in _braced(inst, ops[1], 4):
            aslots.append(cx.src(op, "u32", inst)[0])
        # The same operand positions as the descriptor form, with imm-trans-a fixed at 0.
        ops = (ops[0], ("vec", ()), *ops[2:6], ("imm", "0"), ops[6])
    names = [op[1] for op in _braced(inst, ops[0], n // 2)]
    dslots = []
    for op in _braced(inst, ops[0], n // 2):
        slot, view = cx.dst(op, "f32", inst)
        if view is not None:
            raise _fail(inst.line, inst.text, f"accumulator {op[1]} is not an .f32 register")
        dslots.append(slot)
    adesc = None if registers_a else cx.src(ops[1], "u64", inst)
    bdesc = cx.src(ops[2], "u64", inst)
    scale_d = cx.src(ops[3], "pred", inst)[0]
    imms = []
    for op, allowed, what in ((ops[4], (1, -1), "imm-scale-a"), (ops[5], (1, -1), "imm-scale-b"),
                              (ops[6], (0, 1), "imm-trans-a"), (ops[7], (0, 1), "imm-trans-b")):
        v = int(_imm(op[1], "s32", inst)) if op[0] == "imm" else None
        if v not in allowed:
            raise _fail(inst.line, inst.text, f"{what} is an immediate in {allowed}")
        imms.append(v)
    sa, sb, ta, tb = imms
    aset = frozenset(aslots)
    dset = frozenset(dslots)
    cx.accumulators |= dset
    cx.matrix_a |= aset
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def uniform(w, src, what: str) -> int:
        x = w.regs[src[0]].view(np.uint64)
        if (x != x[0]).any():
            raise EmulatorError(f"{where}: {what} differs across the lanes of warp {w.id}; it "
                                "describes one matrix for the whole warpgroup")
        return int(x[0])

    def h(w):
        hopper.whole_warp(where, w, mask(w))
        g = w.id // 4
        if w.block.warps < 4 * g + 4:
            raise EmulatorError(f"{where}: warp {w.id} is in warpgroup {g} (warps {4 * g}.."
                                f"{4 * g + 3}), but the block has {w.block.warps} warps")
        if w.wg_fence is None:
            raise EmulatorError(f"{where}: no wgmma.fence before the first wgmma.mma_async of "
                                f"warp {w.id} (PTX ISA, 'wgmma.fence': required before the "
                                "first wgmma.mma_async and after the registers it uses change)")
        r = w.regs
        for slot, name in zip(dslots, names):
            if slot not in w.wg_inflight and hopper.current(r, slot) is not w.wg_fence[slot]:
                raise EmulatorError(f"{where}: accumulator {name} was written since the last "
                                    f"wgmma.fence of warp {w.id} (PTX ISA, 'wgmma.fence': a "
                                    "fence must separate a register access from the "
                                    "wgmma.mma_async that uses the register)")
            if slot in w.wg_touched:
                raise EmulatorError(f"{where}: accumulator {name} was accessed by "
                                    f"{w.wg_touched[slot]} since the last wgmma.fence of warp "
                                    f"{w.id} (PTX ISA, 'wgmma.fence': it orders \"prior "
                                    "accesses to any warpgroup registers\" before the "
                                    "wgmma.mma_async that accesses the same registers, reads "
                                    "included)")
        for slot in aslots:
            if slot not in w.wg_inflight and hopper.current(r, slot) is not w.wg_fence[slot]:
                raise EmulatorError(f"{where}: an A register was written since the last "
                                    f"wgmma.fence of warp {w.id} (PTX ISA, 'wgmma.fence': "
                                    "required between a register access and the "
                                    "wgmma.mma_async that reads it as matrix A)")
        op = hopper.Wgmma(where, n, ab, dslots, None if registers_a else
                          uniform(w, adesc, "a-desc"), uniform(w, bdesc, "b-desc"),
                          r[scale_d].copy(), sa, sb, ta, tb, hopper.issue_fence(w.smem, w.id),
                          w.smem.clock[w.id].copy(), aslots)
        hopper.begin_reads(w, op)
        w.wg_open.append(op)
        w.wg_inflight = w.wg_inflight | dset | aset
        if w.code is w.plain:
            w.code = w.checked
            return _RELOAD
        return None
    return h


# --------------------------------------------------------------------------------------------
# The matrix rows of the opcode table.

def opcodes() -> dict:
    """The matrix instructions the emulator runs: full opcode -> (builder, arguments)."""
    t: dict = {}
    for shape in ("m16n8k16", "m16n8k8"):
        for ab in ("bf16", "f16"):
            t[f"mma.sync.aligned.{shape}.row.col.f32.{ab}.{ab}.f32"] = (_mma, (shape, ab, "f32"))
        t[f"mma.sync.aligned.{shape}.row.col.f16.f16.f16.f16"] = (_mma, (shape, "f16", "f16"))
    # 8-bit floats, either format for A and for B (PTX ISA 9.7.14.5.14: .m16n8k32 with .e4m3
    # / .e5m2 .atype and .btype, sm_89 and later); the .f16 accumulator is not modelled.
    for a in wgmma_fp8.FORMATS:
        for b in wgmma_fp8.FORMATS:
            t[f"mma.sync.aligned.m16n8k32.row.col.f32.{a}.{b}.f32"] = (_mma, ("m16n8k32",
                                                                            f"{a}.{b}", "f32"))
    for n in range(8, 257, 8):
        for ab in ("bf16", "f16"):
            t[f"wgmma.mma_async.sync.aligned.m64n{n}k16.f32.{ab}.{ab}"] = (_wgmma, (n, ab))
        # 8-bit floats, A's type first, either format for each (PTX ISA 9.7.15.5.2, .atype and
        # .btype of m64nNk32 with .dtype .f32); the .f16 accumulator is not modelled.
        for a in wgmma_fp8.FORMATS:
            for b in wgmma_fp8.FORMATS:
                ab = f"{a}.{b}"
                t[f"wgmma.mma_async.sync.aligned.m64n{n}k32.f32.{ab}"] = (_wgmma, (n, ab))
    return t
