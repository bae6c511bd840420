"""The PTX front end's memory instructions (`ptx`): ld/st global and shared, cp.async,
ldmatrix and shfl.

Global memory is `core.GlobalMemory` (every access checked against the buffers) and shared
memory is `core.SharedMemory`, read and written through its race detector. A load or store
wider than the target's `max_vector_bits` is refused while parsing (`WiderThanTarget`).

The sm_80 matrix path: `cp.async` copies are queued per lane in cp.async-groups and complete
(read global, write shared through the race detector, as the issuing warp's access) only when a
`cp.async.wait_group` / `wait_all` covers their group, or at the warp's exit: the latest moment
the ISA allows. A lane of the issuing warp touching bytes still being copied is a `StaleRead`
naming the cp.async; another warp's access is left to the race detector, which sees the write at
its completion. `ldmatrix` follows the ISA's fragment layout (see `_ldmatrix`).
"""

from __future__ import annotations

import numpy as np

from . import ptx_fused as fused
from .core import NAN_WORD, EmulatorError, UnknownInstruction, check_width
from .ptx_alu import (_GROUP, _LANE, _TIG, _address, _braced, _chunks, _Compiler, _from_bits, _imm,
                      _mask_fn, _misaligned, _to_bits, _vector_operands, _whole_warp)
from .ptx_parse import WARP, _DTYPE, _fail, _Inst


# -- global and shared memory

def _ld_global(cx: _Compiler, pc: int, inst: _Inst, vec: int, ty: str):
    cx.arity(inst, 2)
    size = np.dtype(_DTYPE[ty]).itemsize
    check_width(8 * size * vec, cx.target, inst.where, inst.opcode)
    dsts = [_from_bits(cx, inst, op, ty)
            for op in _vector_operands(cx, inst, inst.operands[0], vec)]
    base, off = _address(cx, inst, inst.operands[1], "u64")
    off = np.uint64(off & (2 ** 64 - 1))
    nbytes = size * vec
    piece, pieces, per = _chunks(size, vec)
    shifts = [np.uint64(8 * size * (k % per)) for k in range(vec)]
    mask, where, unguarded = _mask_fn(cx.guard(inst)), inst.where, inst.guard is None

    def h(w):
        r = w.regs
        m = mask(w)
        if not m.any():
            return
        a = r[base].view(np.uint64) + off
        if nbytes > 1 and (m & (a % np.uint64(nbytes) != 0)).any():
            raise _misaligned(inst, a, m, nbytes)
        raws = [w.mem.load(a + np.uint64(piece * j), piece, m, where) for j in range(pieces)]
        full = unguarded and w.full
        for k, (slot, conv) in enumerate(dsts):
            v = conv(raws[k // per] >> shifts[k])
            r[slot] = v if full else np.where(m, v, r[slot])
    return h


def _st_global(cx: _Compiler, pc: int, inst: _Inst, vec: int, ty: str):
    cx.arity(inst, 2)
    size = np.dtype(_DTYPE[ty]).itemsize
    check_width(8 * size * vec, cx.target, inst.where, inst.opcode)
    srcs = [_to_bits(cx, inst, op, ty)
            for op in _vector_operands(cx, inst, inst.operands[1], vec)]
    base, off = _address(cx, inst, inst.operands[0], "u64")
    off = np.uint64(off & (2 ** 64 - 1))
    nbytes = size * vec
    piece, pieces, per = _chunks(size, vec)
    shifts = [np.uint64(8 * size * (k % per)) for k in range(vec)]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        r = w.regs
        m = mask(w)
        if not m.any():
            return
        a = r[base].view(np.uint64) + off
        if nbytes > 1 and (m & (a % np.uint64(nbytes) != 0)).any():
            raise _misaligned(inst, a, m, nbytes)
        for j in range(pieces):
            v = np.zeros(a.shape, np.uint64)
            for k in range(j * per, (j + 1) * per):
                slot, conv = srcs[k]
                v |= conv(r[slot]) << shifts[k]
            w.mem.store(a + np.uint64(piece * j), piece, v, m, where)
    return h


def _shared_type(inst: _Inst, ty: str) -> np.dtype:
    dt = np.dtype(_DTYPE[ty])
    if dt.itemsize != 4:
        raise UnknownInstruction(f"line {inst.line}: the emulator models shared memory in 32-bit "
                                 f"words and does not implement '{inst.opcode}' ({inst.text})")
    return dt


def _ld_shared(cx: _Compiler, pc: int, inst: _Inst, vec: int, ty: str):
    cx.arity(inst, 2)
    check_width(32 * vec, cx.target, inst.where, inst.opcode, shared=True)
    dt = _shared_type(inst, ty)
    dsts = [cx.dst(op, ty, inst) for op in _vector_operands(cx, inst, inst.operands[0], vec)]
    base, off = _address(cx, inst, inst.operands[1], "u32")
    nbytes = 4 * vec
    mask, where, unguarded = _mask_fn(cx.guard(inst)), inst.where, inst.guard is None

    def h(w):
        r = w.regs
        m = mask(w)
        a = r[base].astype(np.int64) + off
        if vec > 1 and (m & (a % nbytes != 0)).any():
            raise _misaligned(inst, a, m, nbytes)
        if w.copies:
            w.check_pending(a, nbytes, m, where, "reads")
        words = w.smem.read(w.id, a, nbytes, m, where)
        full = unguarded and w.full
        for k, (slot, out) in enumerate(dsts):
            v = words[k].view(dt)
            v = v if out is None else v.view(out)
            r[slot] = v if full else np.where(m, v, r[slot])
    return h


def _st_shared(cx: _Compiler, pc: int, inst: _Inst, vec: int, ty: str):
    cx.arity(inst, 2)
    check_width(32 * vec, cx.target, inst.where, inst.opcode, shared=True)
    _shared_type(inst, ty)
    srcs = [cx.src(op, ty, inst) for op in _vector_operands(cx, inst, inst.operands[1], vec)]
    base, off = _address(cx, inst, inst.operands[0], "u32")
    nbytes = 4 * vec
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        r = w.regs
        m = mask(w)
        a = r[base].astype(np.int64) + off
        if vec > 1 and (m & (a % nbytes != 0)).any():
            raise _misaligned(inst, a, m, nbytes)
        if w.copies:
            w.check_pending(a, nbytes, m, where, "writes")
        vals = np.stack([r[s].view(np.uint32) for s, _ in srcs])
        w.smem.write(w.id, a, vals, nbytes, m, where)
    return h


def _shared_narrow(cx: _Compiler, pc: int, inst: _Inst, store: bool, ty: str):
    """ld.shared / st.shared of one 8- or 16-bit value (.u8, .s8, .b8, .u16, .s16, .b16; PTX
    ISA, "ld", "st"), into or from a wider integer register (zero- or sign-extended by the type
    on a load, truncated on a store: "Operand Size Exceeding Instruction-Type Size"). The race
    detector works on 16-bit units, so a byte access counts as one to its whole unit: two warps
    touching the two bytes of one unit with no barrier between are reported as a race
    (conservative: the hardware would not mind); and a cp.async / TMA copy in flight is
    checked over the access's whole 32-bit word."""
    cx.arity(inst, 2)
    if store:
        slot, conv = _to_bits(cx, inst, inst.operands[1], ty)
        base, off = _address(cx, inst, inst.operands[0], "u32")
    else:
        slot, conv = _from_bits(cx, inst, inst.operands[0], ty)
        base, off = _address(cx, inst, inst.operands[1], "u32")
    mask, where, unguarded = _mask_fn(cx.guard(inst)), inst.where, inst.guard is None
    size = np.dtype(_DTYPE[ty]).itemsize
    unit = np.uint8 if size == 1 else np.uint16

    def h(w):
        r = w.regs
        m = mask(w)
        a = r[base].astype(np.int64) + off
        if size > 1 and (m & (a % size != 0)).any():
            raise _misaligned(inst, a, m, size)
        word = a & ~np.int64(3)
        cells = w.smem.words.view(unit)
        if w.copies:
            w.check_pending(word, 4, m, where, "writes" if store else "reads")
        if store:
            w.smem.check_write(w.id, a, size, m, where)
            cells[a[m] // size] = conv(r[slot])[m].astype(unit)
        else:
            w.smem.check_read(w.id, a, size, m, where)
            v = np.zeros(a.shape, np.uint64)
            v[m] = cells[a[m] // size]
            v = conv(v)
            r[slot] = v if unguarded and w.full else np.where(m, v, r[slot])
    return h


# -- asynchronous copies: cp.async and its groups

class _Copy:
    """One warp-level cp.async in flight: per lane its shared destination, global source, bytes
    to read (src-size; the rest of cp-size is zero-filled), the cp.async-group it belongs to
    (the lane's count of commit_groups when it was issued), and the lanes not yet complete."""

    __slots__ = ("ident", "where", "size", "dst", "src", "srcsize", "group", "lanes")

    def __init__(self, ident, where, size, dst, src, srcsize, group, lanes):
        self.ident, self.where, self.size = ident, where, size
        self.dst, self.src, self.srcsize, self.group, self.lanes = dst, src, srcsize, group, lanes


def _cp_async(cx: _Compiler, pc: int, inst: _Inst, sizes: tuple):
    """cp.async.{ca,cg}.shared.global [dst], [src], cp-size{, src-size | , ignore-src} (PTX ISA
    8.x, 9.7.9.25.3.1 "cp.async"): copies cp-size bytes (4, 8 or 16; .cg only 16) from global to
    shared; with src-size < cp-size only src-size bytes are read and the rest are zeros, with
    the predicate ignore-src true none are read; src-size > cp-size is undefined, an error here.
    Both addresses are aligned to cp-size ("Addresses as Operands").

    Adversarial timing: issuing only queues the copy in the lane's open cp.async-group; nothing
    is read or written until a cp.async.wait_group / wait_all covers its group (or the warp
    exits), at the latest moment the ISA allows ("Writes performed by cp.async operations are
    made visible to the executing thread only after" the wait, 9.7.9.25.3.3)."""
    if len(inst.operands) not in (3, 4):
        raise _fail(inst.line, inst.text, "cp.async takes [dst], [src], cp-size{, src-size}")
    if inst.operands[2][0] != "imm":
        raise _fail(inst.line, inst.text, "cp-size is an integer constant")
    size = int(_imm(inst.operands[2][1], "u32", inst))
    if size not in sizes:
        raise _fail(inst.line, inst.text, f"cp-size is {' or '.join(map(str, sizes))} here, "
                                          f"not {size}")
    dbase, doff = _address(cx, inst, inst.operands[0], "u32")
    sbase, soff = _address(cx, inst, inst.operands[1], "u64")
    soff = np.uint64(soff & (2 ** 64 - 1))
    extra = inst.operands[3] if len(inst.operands) == 4 else None
    ignore = src_size = None
    if extra is not None and extra[0] == "reg" and extra[1] in cx.slots.index and \
            cx.slots.dtypes[cx.slots.index[extra[1]]].kind == "b":
        ignore = cx.src(extra, "pred", inst)[0]
    elif extra is not None:
        src_size = cx.src(extra, "u32", inst)[0]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        r = w.regs
        m = mask(w)
        if not m.any():
            return
        dst = r[dbase].astype(np.int64) + doff
        src = r[sbase].view(np.uint64) + soff
        for addr, what in ((dst, "shared destination"), (src, "global source")):
            bad = m & (addr % addr.dtype.type(size) != 0)
            if bad.any():
                lane = int(np.argmax(bad))
                raise EmulatorError(f"{where}: lane {lane}'s {what} {int(addr[lane]):#x} is not "
                                    f"{size}-byte aligned (PTX ISA, 'cp.async': both addresses "
                                    "are aligned to cp-size)")
        if ignore is not None:
            n = np.where(r[ignore], 0, size).astype(np.int64)
        elif src_size is not None:
            n = r[src_size].astype(np.int64)
            over = m & (n > size)
            if over.any():
                lane = int(np.argmax(over))
                raise EmulatorError(f"{where}: lane {lane} has src-size {int(n[lane])} > cp-size "
                                    f"{size}, which is undefined (PTX ISA, 'cp.async')")
        else:
            n = np.full(m.shape, size, np.int64)
        if isinstance(w, fused.Group):      # each member's copy, in member order
            for i, member in enumerate(w.warps):
                s = slice(WARP * i, WARP * (i + 1))
                if m[s].any():
                    member.issue_copy(where, size, dst[s], src[s], n[s], m[s])
            return
        w.issue_copy(where, size, dst, src, n, m)
    return h


def _cp_async_commit(cx: _Compiler, pc: int, inst: _Inst):
    """cp.async.commit_group (PTX ISA 8.x, 9.7.9.25.3.2): closes each lane's open group, which
    may be empty (an empty group is trivially complete)."""
    cx.arity(inst, 0)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        w.committed = w.committed + mask(w)
    return h


def _cp_async_wait(cx: _Compiler, pc: int, inst: _Inst, wait_all: bool):
    """cp.async.wait_group N / cp.async.wait_all (PTX ISA 8.x, 9.7.9.25.3.3): wait_group N
    completes every group of the lane but its N most recent committed ones; the open
    (uncommitted) group is not waited on. wait_all is commit_group + wait_group 0."""
    if wait_all:
        cx.arity(inst, 0)
        n = 0
    else:
        cx.arity(inst, 1)
        if inst.operands[0][0] != "imm":
            raise _fail(inst.line, inst.text, "N of cp.async.wait_group is an integer constant")
        n = int(_imm(inst.operands[0][1], "u32", inst))
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if isinstance(w, fused.Group):
            _complete_group(w, m, n, wait_all, where)
            return
        if wait_all:
            w.committed = w.committed + m
        if w.copies:
            w.complete_copies(m, w.committed - n, where)
    return h


def _complete_group(g, m: np.ndarray, n: int, wait_all: bool, where: str) -> None:
    """cp.async.wait for fused warps (ptx_fused): each member's copies complete as in
    _PtxWarp.complete_copies, but land together: one global load per piece and one shared
    write for all of them (the race detector takes each lane's warp). Each member's copies in
    flight are looked at as one (copies, lanes) array, not one by one (a warp of a pipelined
    kernel has dozens in flight)."""
    landing = []                # (warp, copy, lanes done), members in order, copies in issue
    left = {}                   # id(warp) -> (warp, its copies' lanes still to complete)
    for i, w in enumerate(g.warps):
        mi = m[WARP * i:WARP * (i + 1)]
        if wait_all:
            w.committed = w.committed + mi
        if not w.copies:
            continue
        below = w.committed - n
        lanes = np.array([c.lanes for c in w.copies])
        done = lanes & mi & (np.array([c.group for c in w.copies]) < below)
        hit = done.any(axis=1)
        if not hit.any():
            continue
        rest = lanes & ~done
        for k in np.flatnonzero(hit):
            c = w.copies[k]
            landing.append((w, c, done[k]))
            c.lanes = rest[k]
        left[id(w)] = (w, rest.any(axis=1))
    for size in sorted({c.size for _, c, _ in landing}):
        part = [(w, c, d) for w, c, d in landing if c.size == size]
        dst = np.concatenate([c.dst[d] for _, c, d in part])
        src = np.concatenate([c.src[d] for _, c, d in part])
        srcsize = np.concatenate([c.srcsize[d] for _, c, d in part])
        ids = np.concatenate([np.full(int(d.sum()), w.id, np.int64) for w, _, d in part])
        data = _copied_bytes(g.mem, size, src, srcsize, np.ones(src.size, bool),
                             f"{part[0][1].where} (completing at {where})")
        words = data.view("<u4").astype(np.uint32).T
        g.smem.write(ids, dst, words, size, np.ones(dst.size, bool), where)
        # The landed words are no longer pending (what _PtxWarp._span gives, per warp).
        spans = np.minimum(np.maximum(dst, 0), max(g.smem.nbytes - size, 0)) // 4
        spans = spans[:, None] + np.arange(max(size // 4, 1))
        for w, _ in left.values():
            w.pending[spans[ids == w.id]] = 0
    for w, alive in left.values():
        w.copies = [c for c, a in zip(w.copies, alive) if a]


def _copied_bytes(mem, size: int, src, srcsize, lanes, where: str) -> np.ndarray:
    """(lanes, size) uint8: the global bytes a cp.async of `size` reads for each lane in lanes,
    src-size of them and zeros after (PTX ISA, "cp.async")."""
    data = np.zeros((src.size, size), np.uint8)
    whole = lanes & (srcsize >= size)
    piece = min(size, 8)
    if whole.any():
        for j in range(size // piece):
            v = mem.load(src + np.uint64(j * piece), piece, whole, where)
            data[whole, j * piece:(j + 1) * piece] = \
                v.astype("<u8").view(np.uint8).reshape(-1, 8)[whole, :piece]
    part = lanes & (srcsize < size)
    for k in range(size):                     # src-size < cp-size: byte by byte, zeros after
        sel = part & (k < srcsize)
        if not sel.any():
            break
        data[sel, k] = mem.load(src + np.uint64(k), 1, sel, where)[sel]
    return data


# -- warp-level matrix loads: ldmatrix

def _ldmatrix(cx: _Compiler, pc: int, inst: _Inst, num: int, trans: bool):
    """ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16 {d..}, [p] (PTX ISA 8.x,
    9.7.14.5.15 "Warp-level matrix load instruction: ldmatrix", Figure "ldmatrix fragment layout
    for one 8x8 Matrix with 16-bit elements"): lanes 8i..8i+7 give the addresses of rows 0..7 of
    matrix i, 16 bytes each, 16-byte aligned (the other lanes' addresses are ignored). Lane t
    receives in d_i the two b16 elements of matrix i at row t/4, columns 2(t%4) and 2(t%4)+1
    (the lower column in the low half); with .trans the matrix is read column-major: row
    2(t%4) and 2(t%4)+1 of column t/4."""
    cx.arity(inst, 2)
    dsts = [cx.dst(op, "b32", inst) for op in _braced(inst, inst.operands[0], num)]
    base, off = _address(cx, inst, inst.operands[1], "u32")
    mask, where = _mask_fn(cx.guard(inst)), inst.where
    supply = _LANE < 8 * num               # the lanes whose addresses are used
    if trans:
        row_lo, row_hi, col = 2 * _TIG, 2 * _TIG + 1, _GROUP
    else:
        row_lo, row_hi, col = _GROUP, _GROUP, 2 * _TIG

    supplies = {}       # lane count -> supply, for warps side by side (ptx_fused)

    def h(w):
        r = w.regs
        m = mask(w)
        _whole_warp(inst, w, m)
        n = m.size
        sup = supplies.get(n)
        if sup is None:
            sup = supplies[n] = np.tile(supply, n // WARP)
        a = r[base].astype(np.int64) + off
        if (sup & (a % 16 != 0)).any():
            raise _misaligned(inst, a, sup, 16)
        if w.copies:
            w.check_pending(a, 16, sup, where, "reads")
        rows = w.smem.read(w.id, a, 16, sup, where)          # (4 words, lanes)
        # (warp, lane, 8 elements), low first
        halves = np.ascontiguousarray(rows.T).view(np.uint16).reshape(-1, WARP, 8)
        for i, (slot, out) in enumerate(dsts):
            mat = halves[:, 8 * i: 8 * i + 8]                 # matrix i: (warp, row, column)
            v = mat[:, row_lo, col].astype(np.uint32) | \
                (mat[:, row_hi, col + (0 if trans else 1)].astype(np.uint32) << np.uint32(16))
            v = v.reshape(-1)
            r[slot] = v if out is None else v.view(out)
    return h


# -- warp-level shuffles

def _shfl(cx: _Compiler, pc: int, inst: _Inst, mode: str):
    """shfl.sync.MODE.b32 d, a, b, c, membermask (PTX ISA, "shfl.sync"): lane i reads a from j,
    where j comes from b, the clamp c[4:0] and the segment mask c[12:8]; a j outside the
    segment reads the lane's own a. A source lane that does not take part is undefined: poison.
    Every active lane must be in membermask and every live lane in membermask must be active."""
    cx.arity(inst, 5)
    d, out = cx.dst(inst.operands[0], "b32", inst)
    a, aview = cx.src(inst.operands[1], "b32", inst)
    b = cx.src(inst.operands[2], "u32", inst)[0]
    c = cx.src(inst.operands[3], "u32", inst)[0]
    mm = cx.src(inst.operands[4], "b32", inst)[0]
    mask = _mask_fn(cx.guard(inst))
    lanes = {}          # lane count -> (lane within its warp, first lane of its warp)

    def h(w):
        """Any number of warps side by side (ptx_fused): each shuffles within its 32 lanes."""
        r = w.regs
        m = mask(w)
        n = m.size
        if n not in lanes:
            at = np.arange(n, dtype=np.int64)
            lanes[n] = (at & 31, at & ~31)
        lane, first = lanes[n]
        rows = m.reshape(-1, WARP)
        active = np.packbits(rows, axis=1, bitorder="little").view(np.uint32)[:, 0]
        firsts = np.argmax(rows, axis=1) + np.arange(0, n, WARP)
        members = np.where(active != 0, r[mm][firsts].astype(np.uint32), np.uint32(0))
        live = np.packbits(~w.exited.reshape(-1, WARP), axis=1,
                           bitorder="little").view(np.uint32)[:, 0]
        bad = (active & ~members) | (members & live & ~active)
        if bad.any():
            i = int(np.argmax(bad != 0))
            raise EmulatorError(f"{inst.where}: membermask {int(members[i]):#010x} does not "
                                f"match the lanes that execute it ({int(active[i]):#010x}; live "
                                f"{int(live[i]):#010x})")
        bv = r[b].astype(np.int64) & 31
        cv = r[c].astype(np.int64)
        seg = (cv >> 8) & 31
        maxl = (lane & seg) | (cv & 31 & ~seg)
        if mode == "bfly":
            j = lane ^ bv
            ok = j <= maxl
        elif mode == "up":
            j = lane - bv
            ok = j >= maxl
        elif mode == "down":
            j = lane + bv
            ok = j <= maxl
        else:
            j = (lane & seg) | (bv & ~seg)
            ok = j <= maxl
        j = np.where(ok, j, lane) + first
        x = r[a] if aview is None else r[a].view(aview)
        v = np.where(m[j], x[j], np.uint32(NAN_WORD))
        v = v if out is None else v.view(out)
        r[d] = np.where(m, v, r[d])
    return h


def _elect(cx: _Compiler, pc: int, inst: _Inst):
    """elect.sync d|p, membermask (PTX ISA 9.7.13.12 "elect.sync", sm_90+): of the threads in
    membermask, which must all execute it, one leader: p true in its lane, false in the
    others; d (or the sink '_') the leader's lane id in every lane. The ISA does not say which
    lane leads; the emulator elects the lowest (kgen elects once and reads that predicate
    again, so what it emits does not depend on which)."""
    cx.arity(inst, 2)
    pair = inst.operands[0]
    if pair[0] != "pair":
        raise _fail(inst.line, inst.text, "elect.sync writes d|p (d may be the sink '_')")
    d = None if pair[1] == ("sink",) else cx.dst(pair[1], "u32", inst)
    p, pout = cx.dst(pair[2], "pred", inst)
    mm = cx.src(inst.operands[1], "b32", inst)[0]
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        """Any number of warps side by side (ptx_fused): one election in each."""
        r, m = w.regs, mask(w)
        rows = m.reshape(-1, WARP)
        active = np.packbits(rows, axis=1, bitorder="little").view(np.uint32)[:, 0]
        firsts = np.argmax(rows, axis=1)
        members = r[mm].reshape(-1, WARP)[np.arange(rows.shape[0]), firsts].astype(np.uint32)
        bad = (active != 0) & (members != active)
        if bad.any():
            i = int(np.argmax(bad))
            raise EmulatorError(f"{inst.where}: elect.sync membermask {int(members[i]):#010x} "
                                f"is not the lanes that execute it ({int(active[i]):#010x})")
        lane = np.arange(m.size) % WARP
        leader = np.repeat(firsts, WARP)
        v = (lane == leader) & m
        r[p] = np.where(m, v if pout is None else v.view(pout), r[p])
        if d is not None:
            r[d[0]] = np.where(m, leader.astype(np.uint32), r[d[0]])
    return h


# --------------------------------------------------------------------------------------------
# The memory rows of the opcode table.

def opcodes() -> dict:
    """The memory instructions the emulator runs: full opcode -> (builder, arguments)."""
    t: dict = {}
    for ty in ("u8", "s8", "b8", "u16", "s16", "b16", "u32", "s32", "b32", "f32", "u64", "s64",
               "b64"):
        t[f"ld.global.{ty}"] = (_ld_global, (1, ty))
        t[f"st.global.{ty}"] = (_st_global, (1, ty))
        # Up to 256 bits (.v8 of 32-bit, .v4 of 64-bit elements: PTX ISA "ld", "st"); an
        # access wider than the target's max_vector_bits is refused as it is compiled.
        for vec in (2, 4, 8):
            size = np.dtype(_DTYPE[ty]).itemsize
            if size * vec <= 32 and (vec < 8 or size == 4):
                t[f"ld.global.v{vec}.{ty}"] = (_ld_global, (vec, ty))
                t[f"st.global.v{vec}.{ty}"] = (_st_global, (vec, ty))
    for ty in ("u32", "s32", "b32", "f32"):
        for vec in (1, 2, 4, 8):
            v = f".v{vec}" if vec > 1 else ""
            t[f"ld.shared{v}.{ty}"] = (_ld_shared, (vec, ty))
            t[f"st.shared{v}.{ty}"] = (_st_shared, (vec, ty))
    for ty in ("u8", "s8", "b8", "u16", "s16", "b16"):
        t[f"ld.shared.{ty}"] = (_shared_narrow, (False, ty))
        t[f"st.shared.{ty}"] = (_shared_narrow, (True, ty))
    for mode in ("bfly", "up", "down", "idx"):
        t[f"shfl.sync.{mode}.b32"] = (_shfl, (mode,))
    t["elect.sync"] = (_elect, ())
    # Asynchronous copies and the warp-level matrix instructions (sm_80).
    t["cp.async.ca.shared.global"] = (_cp_async, ((4, 8, 16),))
    t["cp.async.cg.shared.global"] = (_cp_async, ((16,),))
    t["cp.async.commit_group"] = (_cp_async_commit, ())
    t["cp.async.wait_group"] = (_cp_async_wait, (False,))
    t["cp.async.wait_all"] = (_cp_async_wait, (True,))
    for num in (1, 2, 4):
        for trans in (False, True):
            name = f"ldmatrix.sync.aligned.m8n8.x{num}{'.trans' if trans else ''}.shared.b16"
            t[name] = (_ldmatrix, (num, trans))
    return t
