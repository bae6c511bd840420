"""Memory: scalar loads, global and raw-buffer loads and stores, LDS reads and writes (32 to
128 bits, and 16-bit), the lane permutes through the LDS crossbar (ds_swizzle, ds_bpermute),
and s_waitcnt. The queues themselves are the wave's (`amdgcn.Wave.issue`, `retire`, `wait_vm`,
`wait_lgkm`).

Adversarial memory timing, the point of the emulator. A load (global_load_*, s_load_*,
ds_read*, ds_swizzle) does not write its destination when issued: it is queued on its counter
(vmcnt for global loads and stores, lgkmcnt for LDS, SMEM and ds_swizzle) and completes, reading
memory and writing the register, at the latest moment the ISA allows: when an s_waitcnt brings
its counter low enough (CDNA3 ISA 4.4 "Data Dependency Resolution": vmcnt and LDS ops retire in
order; SMEM may return out of order, so an SMEM load is only known complete at lgkmcnt(0)).
Reading or overwriting a register an outstanding load targets is a `StaleRead`. LDS writes land
(and meet the race detector) when they retire; an LDS access is checked against the race
detector both when issued and when it retires, since the hardware may do it at either moment.
At s_endpgm everything outstanding completes.

An offset out of its field's range is an error at parse time, as the assembler's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .amdgcn_hazard import _hazard_wrap
from .amdgcn_parse import M32, M64, U32, U64, WAVE, Inst, Opnd, _reads, _vdst, _want, ssrc
from .core import EmulatorError, check_width

GLOBAL_OFFSET = (-4096, 4095)     # FLAT/global inst_offset: 13-bit signed on gfx9
DS_OFFSET = (0, 65535)            # DS offset: 16 bits unsigned
MUBUF_OFFSET = (0, 4095)          # MUBUF inst_offset: 12 bits unsigned


@dataclass(slots=True)
class Pending:
    """A memory operation in flight: retiring it performs its access and writes its registers."""
    inst: Inst
    keys: tuple
    complete: Callable
    smem: bool = False


# ----------------------------------------------------------------------------------------------
# s_waitcnt, scalar and global memory, 32- to 128-bit LDS accesses, the lane permutes.

_SMEM_DWORDS = {"s_load_dword": 1, "s_load_dwordx2": 2, "s_load_dwordx4": 4,
                "s_load_dwordx8": 8, "s_load_dwordx16": 16}
_GLOBAL_LOAD = {"global_load_ubyte": (1, 1, False), "global_load_sbyte": (1, 1, True),
                "global_load_ushort": (2, 1, False), "global_load_sshort": (2, 1, True),
                "global_load_dword": (4, 1, False), "global_load_dwordx2": (4, 2, False),
                "global_load_dwordx3": (4, 3, False), "global_load_dwordx4": (4, 4, False)}
_GLOBAL_STORE = {"global_store_byte": (1, 1), "global_store_short": (2, 1),
                 "global_store_dword": (4, 1), "global_store_dwordx2": (4, 2),
                 "global_store_dwordx3": (4, 3), "global_store_dwordx4": (4, 4)}
_DS_READ = {"ds_read_b32": 1, "ds_read_b64": 2, "ds_read_b128": 4}
_DS_WRITE = {"ds_write_b32": 1, "ds_write_b64": 2, "ds_write_b128": 4}


def _b_waitcnt(mod, k, ins, ops, mods):
    """s_waitcnt vmcnt(N) expcnt(N) lgkmcnt(N): counters not named are not waited on."""
    text = ins.text.split(None, 1)[1] if " " in ins.text else ""
    found = dict(re.findall(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)", text))
    if not found and text.strip():
        v = int(text.strip(), 0)            # the raw gfx9 encoding
        found = {"vmcnt": (v & 0xF) | ((v >> 10) & 0x30), "lgkmcnt": (v >> 8) & 0xF}
    vm = int(found["vmcnt"]) if "vmcnt" in found else None
    lgkm = int(found["lgkmcnt"]) if "lgkmcnt" in found else None
    if (vm is not None and vm > 63) or (lgkm is not None and lgkm > 15):
        raise ValueError("vmcnt is 6 bits and lgkmcnt 4 bits on gfx9")

    def run(w):
        if vm is not None:
            w.wait_vm(vm)
        if lgkm is not None:
            w.wait_lgkm(lgkm)
    ins.run = run


def _b_smem(mod, k, ins, ops, mods):
    """s_load_dword{,xN} sdst, sbase, offset: queued on lgkmcnt, out of order (see amdgcn.Wave)."""
    n = _SMEM_DWORDS[ins.op]
    _want(ops, 3)
    if ops[0].kind != "s" or ops[0].count != n or ops[1].kind != "s" or ops[1].count != 2:
        raise ValueError(f"expected s[..] of {n} dwords and an SGPR pair base")
    d = ops[0].index
    base = ssrc(ops[1], 64)
    off = ssrc(ops[2])
    keys = ops[0].keys()
    where = ins.where
    every = np.ones(n, bool)

    def run(w):
        addr = (base(w) + off(w)) & ~3 & M64

        def complete(w2):
            vals = w2.memory.load(np.array([addr + 4 * j for j in range(n)], U64), 4, every,
                                  where)
            for j in range(n):
                w2.s[d + j] = int(vals[j])
        w.issue(Pending(ins, keys, complete, smem=True), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1], ops[2]), keys


def _global_address(ops: list[Opnd], mods: dict) -> Callable:
    """Per-lane addresses of a global_* access: SGPR base + 32-bit VGPR offset + inst_offset,
    or (saddr `off`) a 64-bit VGPR address + inst_offset."""
    imm = int(mods.get("offset", "0"), 0)
    if not GLOBAL_OFFSET[0] <= imm <= GLOBAL_OFFSET[1]:
        raise ValueError(f"offset:{imm} is outside gfx9's 13-bit signed instruction offset")
    vaddr, saddr = ops
    if saddr.kind == "off":
        if vaddr.kind != "v" or vaddr.count != 2:
            raise ValueError("with saddr off the address is a 64-bit VGPR pair")
        i = vaddr.index
        return lambda w: ((w.v[i + 1].astype(U64) << U64(32)) | w.v[i]) + U64(imm & M64)
    if vaddr.kind != "v" or vaddr.count != 1 or saddr.kind != "s" or saddr.count != 2:
        raise ValueError("expected a VGPR offset and an SGPR pair base")
    i, base = vaddr.index, ssrc(saddr, 64)
    return lambda w: w.v[i].astype(U64) + U64((base(w) + imm) & M64)


def _b_gload(mod, k, ins, ops, mods):
    """global_load_*: queued on vmcnt; memory is read and the VGPRs written when it retires."""
    size, n, signed = _GLOBAL_LOAD[ins.op]
    check_width(8 * size * n, mod.target, ins.where, ins.op)
    _want(ops, 3)
    d = _vdst(ops[0], n)
    addr_of = _global_address(ops[1:], mods)
    keys, where = ops[0].keys(), ins.where

    def run(w):
        addr, mask = addr_of(w), w.exec.copy()

        def complete(w2):
            if n == 1:
                vals = w2.memory.load(addr, size, mask, where)
                if signed:
                    bits = 8 * size
                    vals = vals.astype(np.int64)
                    vals = np.where(vals >> (bits - 1), vals - (1 << bits), vals)
                vals = (np.asarray(vals) & M32).astype(U32).reshape(1, WAVE)
            else:
                a = np.concatenate([addr + U64(4 * j) for j in range(n)])
                vals = w2.memory.load(a, 4, np.tile(mask, n), where).astype(U32)
                vals = vals.reshape(n, WAVE)
            for j in range(n):
                np.copyto(w2.v[d + j], vals[j], where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=False)
    ins.run = run
    ins.reads, ins.writes, ins.vmem = _reads(*ops[1:]), keys, True
    _hazard_wrap(ins, mod.ws)


def _b_gstore(mod, k, ins, ops, mods):
    """global_store_*: address and data are read at issue; memory is written when the store
    retires (vmcnt, in order with loads on gfx9)."""
    size, n = _GLOBAL_STORE[ins.op]
    check_width(8 * size * n, mod.target, ins.where, ins.op)
    _want(ops, 3)
    if ops[1].kind != "v" or ops[1].count != n:
        raise ValueError(f"expected {n} data VGPRs, got '{ops[1].text}'")
    data = ops[1].index
    addr_of = _global_address([ops[0], ops[2]], mods)
    where = ins.where

    def run(w):
        addr, mask = addr_of(w), w.exec.copy()
        vals = w.v[data:data + n].copy()

        def complete(w2):
            if n == 1:
                w2.memory.store(addr, size, vals[0], mask, where)
            else:
                a = np.concatenate([addr + U64(4 * j) for j in range(n)])
                w2.memory.store(a, 4, vals.reshape(-1), np.tile(mask, n), where)
        w.issue(Pending(ins, (), complete), lgkm=False)
    ins.run = run
    ins.reads, ins.vmem = _reads(ops[0], ops[1], ops[2]), True
    ins.wide_store = n > 2
    _hazard_wrap(ins, mod.ws)


def _ds_offset(mods: dict) -> int:
    off = int(mods.get("offset", "0"), 0)
    if not DS_OFFSET[0] <= off <= DS_OFFSET[1]:
        raise ValueError(f"DS offset:{off} is outside 0..65535")
    return off


def _b_dsread(mod, k, ins, ops, mods):
    """ds_read_b*: queued on lgkmcnt (in order); LDS is read, and raced, when it retires."""
    n = _DS_READ[ins.op]
    check_width(32 * n, mod.target, ins.where, ins.op)
    _want(ops, 2)
    d = _vdst(ops[0], n)
    if ops[1].kind != "v" or ops[1].count != 1:
        raise ValueError("expected a VGPR address")
    a, off = ops[1].index, _ds_offset(mods)
    keys, where = ops[0].keys(), ins.where

    def run(w):
        addr, mask = (w.v[a] + U32(off)).astype(np.int64), w.exec.copy()
        w.shared.check_read(w.id, addr, 4 * n, mask, where)     # it may happen now ...

        def complete(w2):                                         # ... or as late as this
            vals = w2.shared.read(w2.id, addr, 4 * n, mask, where)
            for j in range(n):
                np.copyto(w2.v[d + j], vals[j], where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1]), keys


def _b_dswrite(mod, k, ins, ops, mods):
    """ds_write_b*: address and data read at issue; LDS is written, and raced, at retirement
    (and checked at issue too: the hardware may write at either moment)."""
    n = _DS_WRITE[ins.op]
    check_width(32 * n, mod.target, ins.where, ins.op)
    _want(ops, 2)
    if ops[0].kind != "v" or ops[0].count != 1 or ops[1].kind != "v" or ops[1].count != n:
        raise ValueError("expected a VGPR address and data VGPRs")
    a, data, off = ops[0].index, ops[1].index, _ds_offset(mods)
    where = ins.where

    def run(w):
        addr, mask = (w.v[a] + U32(off)).astype(np.int64), w.exec.copy()
        vals = w.v[data:data + n].copy()
        w.shared.check_write(w.id, addr, 4 * n, mask, where)

        def complete(w2):
            w2.shared.write(w2.id, addr, vals, 4 * n, mask, where)
        w.issue(Pending(ins, (), complete), lgkm=True)
    ins.run = run
    ins.reads = _reads(ops[0], ops[1])


def swizzle_lanes(offset: int) -> np.ndarray:
    """Source lane of each lane for ds_swizzle_b32's offset (CDNA3 ISA "DS_SWIZZLE_B32"):
    offset[15] = 1: quad permute, offset[7:0] four 2-bit selectors within each 4 lanes;
    else bitmask mode within each 32 lanes: and_mask = [4:0], or_mask = [9:5], xor = [14:10]."""
    lane = np.arange(WAVE)
    if offset & 0x8000:
        sel = (offset >> (2 * (lane & 3))) & 3
        return (lane & ~3) | sel
    and_m, or_m, xor_m = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
    return (lane & 32) | ((((lane & 31) & and_m) | or_m) ^ xor_m)


def swizzle_offset(text: str) -> int:
    """`swizzle(SWAP,16)`, `swizzle(REVERSE,8)`, `swizzle(BROADCAST,8,0)`,
    `swizzle(QUAD_PERM,0,1,2,3)`, `swizzle(BITMASK_PERM,"01pip")` or a number."""
    m = re.match(r"swizzle\((\w+)((?:,\s*[^,)]+)*)\)$", text.strip())
    if not m:
        return int(text, 0)
    mode = m.group(1)
    args = [a.strip() for a in m.group(2).split(",")[1:]]
    if mode == "SWAP":
        return (int(args[0]) << 10) | 0x1F
    if mode == "REVERSE":
        return ((int(args[0]) - 1) << 10) | 0x1F
    if mode == "BROADCAST":
        size, lane = int(args[0]), int(args[1])
        return (lane << 5) | (0x1F & ~(size - 1))
    if mode == "QUAD_PERM":
        return 0x8000 | sum(int(a) << (2 * i) for i, a in enumerate(args))
    if mode == "BITMASK_PERM":
        and_m = or_m = xor_m = 0
        for i, ch in enumerate(args[0].strip('"')):
            bit = 1 << (4 - i)
            and_m |= bit if ch in "pi" else 0
            or_m |= bit if ch == "1" else 0
            xor_m |= bit if ch == "i" else 0
        return (xor_m << 10) | (or_m << 5) | and_m
    raise ValueError(f"unknown swizzle mode {mode}")


def _b_swizzle(mod, k, ins, ops, mods):
    """ds_swizzle_b32 d, s offset:...: lanes exchange through the LDS crossbar (no LDS memory
    is touched); the source is read at issue, the result written when it retires (lgkmcnt).
    A lane whose source lane is inactive reads 0."""
    _want(ops, 2)
    d = _vdst(ops[0])
    if ops[1].kind != "v" or ops[1].count != 1:
        raise ValueError("expected a VGPR source")
    src = ops[1].index
    perm = swizzle_lanes(swizzle_offset(mods.get("offset", "0")))
    keys = ops[0].keys()

    def run(w):
        mask = w.exec.copy()
        vals = np.where(mask[perm], w.v[src][perm], U32(0))

        def complete(w2):
            np.copyto(w2.v[d], vals, where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1]), keys


def _b_bpermute(mod, k, ins, ops, mods):
    """ds_bpermute_b32 d, addr, data offset:o (CDNA3 ISA "DS_BPERMUTE_B32", backward
    permute): each active lane l reads data from lane ((addr[l] + o) / 4) mod 64, the higher
    address bits ignored; no LDS memory is touched. The data is read at issue, the result
    written when it retires (lgkmcnt, like an LDS read). A lane reading an inactive lane
    gets 0."""
    _want(ops, 3)
    d = _vdst(ops[0])
    if any(o.kind != "v" or o.count != 1 for o in ops[1:]):
        raise ValueError("expected a VGPR address and a VGPR source")
    a, src, off = ops[1].index, ops[2].index, _ds_offset(mods)
    keys = ops[0].keys()

    def run(w):
        mask = w.exec.copy()
        lane = ((w.v[a].astype(np.int64) + off) >> 2) & (WAVE - 1)
        vals = np.where(mask[lane], w.v[src][lane], U32(0))

        def complete(w2):
            np.copyto(w2.v[d], vals, where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1], ops[2]), keys


# ----------------------------------------------------------------------------------------------
# Buffer (MUBUF) loads and stores through a buffer resource (V#) in four SGPRs: base address
# (word 0, word 1 bits 15:0), stride (word 1 bits 29:16), num_records (word 2, bytes for a raw
# buffer), flags (word 3). Only raw buffers are modelled: no IDXEN, no swizzle (word 1 bit 31),
# no ADD_TID (word 3 bit 23).
#   address = base + soffset + inst_offset + (OFFEN ? vgpr_offset : 0)
# Range check (CDNA4 ISA guide 9.1.5.1 "Range Checking", raw buffer; the CDNA3 text was not
# checked here, the rule is the CDNA family's): out of range if
# inst_offset + vgpr_offset >= num_records, the SGPR offset not included; dword-x{2,3,4} are
# checked per dword, each at its own offset (LLVM AMDGPUUsage "Relaxed Buffer OOB Mode":
# unsigned, saturating). Out-of-range loads return 0, out-of-range stores are dropped. A dword
# (or short) that starts in range and ends past num_records is documented inconsistently (the
# ISA's formula keeps it, LLVM says such bytes count as out of bounds): an error here.

_BUFFER_LOAD = {"buffer_load_ubyte": (1, 1, False), "buffer_load_sbyte": (1, 1, True),
                "buffer_load_ushort": (2, 1, False), "buffer_load_sshort": (2, 1, True),
                "buffer_load_dword": (4, 1, False), "buffer_load_dwordx2": (4, 2, False),
                "buffer_load_dwordx3": (4, 3, False), "buffer_load_dwordx4": (4, 4, False)}
_BUFFER_STORE = {"buffer_store_byte": (1, 1), "buffer_store_short": (2, 1),
                 "buffer_store_dword": (4, 1), "buffer_store_dwordx2": (4, 2),
                 "buffer_store_dwordx3": (4, 3), "buffer_store_dwordx4": (4, 4)}


def _buffer_access(ins: Inst, ops: list[Opnd], mods: dict) -> Callable:
    """For `vdata, vaddr|off, s[4n:4n+3], soffset`: a function of the wave giving, per dword
    component c, (addresses, in-range lanes) as a list, for components of `size` bytes."""
    for key in ("idxen", "lds", "tfe"):
        if key in mods:
            raise ValueError(f"buffer {key} is not modelled")
    imm = int(mods.get("offset", "0"), 0)
    if not MUBUF_OFFSET[0] <= imm <= MUBUF_OFFSET[1]:
        raise ValueError(f"offset:{imm} is outside the 12-bit MUBUF instruction offset")
    vaddr, rsrc, soff = ops[1], ops[2], ops[3]
    offen = "offen" in mods
    if offen != (vaddr.kind == "v"):
        raise ValueError("vaddr is a VGPR exactly when offen is given ('off' otherwise)")
    if offen and vaddr.count != 1:
        raise ValueError("expected one VGPR offset")
    if rsrc.kind != "s" or rsrc.count != 4 or rsrc.index % 4:
        raise ValueError(f"expected a 4-aligned SGPR quad resource, got '{rsrc.text}'")
    if soff.kind not in ("s", "c") or soff.count != 1 or (soff.kind == "c" and not soff.inline):
        raise ValueError(f"soffset is an SGPR, M0 or an inline constant, got '{soff.text}'")
    r, vi = rsrc.index, vaddr.index
    soffset = ssrc(soff)
    where = ins.where

    def access(w, size: int, n: int):
        w0, w1, nrec, w3 = w.s[r], w.s[r + 1], w.s[r + 2], w.s[r + 3]
        if w1 >> 31 or (w3 >> 23) & 1:
            raise EmulatorError(f"{where}: a swizzled or ADD_TID buffer resource is not "
                                "modelled")
        base = w0 | ((w1 & 0xFFFF) << 32)
        voff = w.v[vi].astype(np.int64) if offen else np.zeros(WAVE, np.int64)
        out = []
        for c in range(n):
            off = np.minimum(voff + imm + size * c, M32)          # unsigned, saturating
            inside = off < nrec
            partial = inside & (off + size > nrec) & w.exec
            if partial.any():
                lane = int(np.argmax(partial))
                raise EmulatorError(
                    f"{where}: lane {lane}'s {size}-byte access at buffer offset "
                    f"{int(off[lane])} straddles num_records {nrec}; whether it is in range is "
                    "not specified consistently (CDNA3 ISA vs LLVM AMDGPUUsage)")
            addr = (U64(base) + U64(soffset(w)) + (voff + imm + size * c).astype(U64)) & U64(M64)
            out.append((addr, w.exec & inside))
        return out
    return access


def _b_bload(mod, k, ins, ops, mods):
    """buffer_load_*: queued on vmcnt; out-of-range lanes and dwords read 0."""
    size, n, signed = _BUFFER_LOAD[ins.op]
    check_width(8 * size * n, mod.target, ins.where, ins.op)
    _want(ops, 4)
    d = _vdst(ops[0], n)
    access = _buffer_access(ins, ops, mods)
    keys, where = ops[0].keys(), ins.where

    def run(w):
        parts, mask = access(w, size, n), w.exec.copy()

        def complete(w2):
            for c, (addr, ok) in enumerate(parts):
                vals = w2.memory.load(addr, size, ok, where).astype(np.int64)
                if signed:
                    bits = 8 * size
                    vals = np.where(vals >> (bits - 1), vals - (1 << bits), vals)
                np.copyto(w2.v[d + c], (vals & M32).astype(U32), where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=False)
    ins.run = run
    ins.reads, ins.writes, ins.vmem = _reads(*ops[1:]), keys, True
    _hazard_wrap(ins, mod.ws)


def _b_bstore(mod, k, ins, ops, mods):
    """buffer_store_*: data read at issue, written at retirement; out-of-range dwords are
    dropped."""
    size, n = _BUFFER_STORE[ins.op]
    check_width(8 * size * n, mod.target, ins.where, ins.op)
    _want(ops, 4)
    if ops[0].kind != "v" or ops[0].count != n:
        raise ValueError(f"expected {n} data VGPRs, got '{ops[0].text}'")
    data = ops[0].index
    access = _buffer_access(ins, ops, mods)
    where = ins.where

    def run(w):
        parts = access(w, size, n)
        vals = w.v[data:data + n].copy()

        def complete(w2):
            for c, (addr, ok) in enumerate(parts):
                w2.memory.store(addr, size, vals[c], ok, where)
        w.issue(Pending(ins, (), complete), lgkm=False)
    ins.run = run
    ins.reads, ins.vmem = _reads(*ops), True
    ins.wide_store = n > 2
    _hazard_wrap(ins, mod.ws)


# ----------------------------------------------------------------------------------------------
# 16- and 8-bit LDS accesses. The race detector works on 16-bit units (core.SharedMemory), so
# two waves writing the two bytes of one half-word with no barrier between are reported as a
# race (conservative); the bank counters see each element's own byte address and size.

_DS16_READ = {"ds_read_u16": None, "ds_read_u16_d16": 0, "ds_read_u16_d16_hi": 16}
# Narrow LDS writes: mnemonic -> (bytes, the shift of the data's written bits): DS_WRITE_B16
# (bits 15:0), DS_WRITE_B16_D16_HI (bits 31:16), DS_WRITE_B8 (bits 7:0; a staged 8-bit float
# operand element). CDNA3 ISA, DS opcodes.
_DS_NARROW_WRITE = {"ds_write_b16": (2, 0), "ds_write_b16_d16_hi": (2, 16),
                    "ds_write_b8": (1, 0)}


def _lds16_addr(w, a: int, off: int, where: str, mask):
    addr = (w.v[a] + U32(off)).astype(np.int64)
    if (addr[mask] % 2).any():
        raise EmulatorError(f"{where}: misaligned 16-bit shared-memory access")
    return addr, addr & ~3, (addr & 2) * 8


def _b_ds16read(mod, k, ins, ops, mods):
    """ds_read_u16 d, a: d = the zero-extended half-word; ds_read_u16_d16 (_hi) writes only the
    low (high) half of d and keeps the other."""
    keep = _DS16_READ[ins.op]
    _want(ops, 2)
    d = _vdst(ops[0])
    if ops[1].kind != "v" or ops[1].count != 1:
        raise ValueError("expected a VGPR address")
    a, off = ops[1].index, _ds_offset(mods)
    keys, where = ops[0].keys(), ins.where

    def run(w):
        mask = w.exec.copy()
        _, waddr, sh = _lds16_addr(w, a, off, where, mask)
        baddr = waddr + (sh.astype(np.int64) // 8)     # the 16-bit element's own byte address
        w.shared.check_read(w.id, baddr, 2, mask, where)

        def complete(w2):
            w2.shared.check_read(w2.id, baddr, 2, mask, where)
            if w2.shared.counters is not None:
                w2.shared.counters.shared_access(baddr, 2, mask, write=False)
            word = np.zeros(mask.size, U32)
            word[mask] = w2.shared.words[waddr[mask] // 4]
            half = (word >> sh.astype(U32)) & U32(0xFFFF)
            old = w2.v[d]
            if keep is None:
                val = half
            elif keep == 0:
                val = (old & U32(0xFFFF0000)) | half
            else:
                val = (old & U32(0xFFFF)) | (half << U32(16))
            np.copyto(w2.v[d], val.astype(U32), where=mask)
        w.issue(Pending(ins, keys, complete), lgkm=True)
    ins.run = run
    ins.reads, ins.writes = _reads(ops[1]) + (keys if keep is not None else ()), keys


def _b_ds_narrow_write(mod, k, ins, ops, mods):
    """ds_write_b16 a, d: the low half of d (ds_write_b16_d16_hi: the high half); ds_write_b8
    a, d: the low byte of d, at any byte address. The race detector and the bank counters are
    given the element's own byte address and size; the detector's unit is 16 bits (core.
    SharedMemory), so two waves writing the two bytes of one half-word with no barrier between
    are reported as a race (conservative: the hardware would not mind)."""
    size, src_sh = _DS_NARROW_WRITE[ins.op]
    _want(ops, 2)
    if ops[0].kind != "v" or ops[0].count != 1 or ops[1].kind != "v" or ops[1].count != 1:
        raise ValueError("expected a VGPR address and a data VGPR")
    a, data, off = ops[0].index, ops[1].index, _ds_offset(mods)
    where, bits = ins.where, 8 * size
    low = U32((1 << bits) - 1)

    def run(w):
        mask = w.exec.copy()
        if size == 2:
            _, waddr, sh = _lds16_addr(w, a, off, where, mask)
        else:
            baddr = (w.v[a] + U32(off)).astype(np.int64)
            waddr, sh = baddr & ~3, (baddr & 3) * 8
        vals = (w.v[data] >> U32(src_sh)) & low
        baddr = waddr + (sh.astype(np.int64) // 8)     # the element's own byte address
        w.shared.check_write(w.id, baddr, size, mask, where)

        def complete(w2):
            sm = w2.shared
            sm.check_write(w2.id, baddr, size, mask, where)
            if sm.counters is not None:
                sm.counters.shared_access(baddr, size, mask, write=True)
            for at in range(0, 32, bits):
                sel = mask & (sh == at)
                if sel.any():
                    idx = waddr[sel] // 4
                    keep = ~(low << U32(at))
                    sm.words[idx] = (sm.words[idx] & keep) | (vals[sel] << U32(at))
        w.issue(Pending(ins, (), complete), lgkm=True)
    ins.run = run
    ins.reads = _reads(ops[0], ops[1])
