"""Pass 4a: physical instructions, and s_waitcnt insertion by a dataflow over the final
instruction stream."""

from __future__ import annotations

import functools
from operator import itemgetter
from dataclasses import dataclass, field

from .machine import ACC_VGPRS, ARCH_VGPRS, Const, LGKMCNT_MAX, MInst, Sub, VMCNT_MAX
from .regalloc import Allocation


# ----------------------------------------------------------------------------------------------
# 4. Physical instructions, s_waitcnt insertion and hazard padding.

# Physical registers as bits of an int: v0..v255, then s0..s127 (gfx9 addresses s0..s101), VCC
# and EXEC. Register sets are masks, so the passes below test overlaps with one `&`.
_S_BIT0 = ARCH_VGPRS
_VCC = 1 << (_S_BIT0 + 128)
_EXEC = _VCC << 1
_V_MASK = (1 << ARCH_VGPRS) - 1
_S_MASK = (((1 << 128) - 1) << _S_BIT0) | _VCC       # SGPRs and VCC (an SGPR pair for hazards)
_A_BIT0 = _S_BIT0 + 130                            # AGPRs after SGPRs, VCC and EXEC
_A_MASK = ((1 << ACC_VGPRS) - 1) << _A_BIT0
_FILE_BIT0 = {"v": 0, "s": _S_BIT0, "a": _A_BIT0}
_NAMED = {"vcc": _VCC, "exec": _EXEC}
# Each file's registers as (text, register mask) by index: v5 is ("v5", 1 << 5).
_SINGLE = {f: [(f"{f}{i}", 1 << (_FILE_BIT0[f] + i)) for i in range(n)]
           for f, n in (("v", ARCH_VGPRS), ("s", 128), ("a", ACC_VGPRS))}


@dataclass(slots=True, eq=False)
class PInst:
    text: str
    op: str
    defs: int            # register mask written
    uses: int            # register mask read
    target: str = ""     # label a branch goes to, or the label this line defines
    note: str = ""
    kind: str = "other"  # memory counter class: see _kind

    @property
    def is_label(self) -> bool:
        return self.op == "label"


def _plain(text: str, op: str) -> PInst:
    """An instruction that names no register (s_waitcnt, s_nop, s_endpgm)."""
    return PInst(text, op, 0, 0)


def _bits(mask: int):
    """Bit indices set in `mask`, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class _Operands(dict):
    """Machine operand -> (text, register mask), each worked out on first sight: a value's Sub
    is shared by all its uses, and constants and named registers repeat."""

    def __init__(self, alloc: Allocation):
        super().__init__()
        self.base = alloc.base

    def __missing__(self, o) -> tuple[str, int]:
        if o.__class__ is Sub:
            f, n = o.reg.file, o.n
            b = self.base[o.reg.id] + o.lo
            if n == 1:
                v = _SINGLE[f][b]
            else:
                v = f"{f}[{b}:{b + n - 1}]", ((1 << n) - 1) << (_FILE_BIT0[f] + b)
            if o.neg:
                v = "-" + v[0], v[1]
        elif o.__class__ is Const:
            v = o.text, 0
        else:
            v = o, _NAMED.get(o, 0)
        self[o] = v
        return v


def to_physical(code: list[MInst], alloc: Allocation) -> list[PInst]:
    table = _Operands(alloc)
    out = []
    for m in code:
        op, ops = m.op, m.ops
        if op == "label":
            out.append(PInst(f"{ops[0]}:", "label", 0, 0, ops[0]))
            continue
        texts, defs, uses = [], 0, 0
        k = m.ndef
        for o in ops:
            text, mask = table[o]
            texts.append(text)
            if k:
                defs |= mask
                k -= 1
            else:
                uses |= mask
        for o in m.reads:
            uses |= table[o][1]
        kind, branch, implicit = _OP_CLASS[op]
        text = f"{op} {', '.join(texts)}" if texts else op
        if m.extra:
            text = f"{text} {m.extra}"
        out.append(PInst(text, op, defs | implicit, uses, ops[0] if branch else "", m.note, kind))
    return out


class _OpClass(dict):
    """Mnemonic -> (memory counter class (see _kind), whether it branches to a label, registers
    it writes without naming them), worked out on first sight."""

    def __missing__(self, op: str) -> tuple[str, bool, int]:
        v = self[op] = (_kind(op), op.startswith(("s_branch", "s_cbranch")),
                        _EXEC if op == "s_and_saveexec_b64" else 0)
        return v


_OP_CLASS = _OpClass()


@functools.cache
def _kind(op: str) -> str:
    if op.startswith("global_load"):
        return "vm_load"
    if op.startswith("global_store"):
        return "vm_store"
    if op.startswith("ds_"):
        return "lds"
    if op.startswith("s_load"):
        return "smem"
    return "other"


@dataclass(slots=True)
class WaitState:
    """Outstanding memory operations. For a register (bit) being loaded into: how many
    operations of the same counter were issued after its load (waiting until the counter is <=
    that number guarantees it, since vmcnt and LDS lgkmcnt retire in order on gfx9, CDNA3 ISA
    4.4). Never changed once made: blocks share them."""
    vm: tuple = ()          # ((reg, ops after), ...)
    lgkm: tuple = ()
    smem: int = 0           # SGPR mask being loaded by SMEM: out of order, wait for 0
    vm_n: int = 0           # upper bound on outstanding operations
    lgkm_n: int = 0
    # The registers in vm and lgkm as masks: most instructions touch none of them.
    vm_regs: int = field(init=False, compare=False, repr=False)
    lgkm_regs: int = field(init=False, compare=False, repr=False)

    def __post_init__(self):
        self.vm_regs = _mask(r for r, _ in self.vm)
        self.lgkm_regs = _mask(r for r, _ in self.lgkm)

    def join(self, o: "WaitState") -> "WaitState":
        def merge(a, b):
            d = dict(a)
            for r, k in b:
                d[r] = min(d.get(r, k), k)
            return tuple(sorted(d.items()))
        return WaitState(merge(self.vm, o.vm), merge(self.lgkm, o.lgkm), self.smem | o.smem,
                         max(self.vm_n, o.vm_n), max(self.lgkm_n, o.lgkm_n))


def _mask(bits) -> int:
    m = 0
    for r in bits:
        m |= 1 << r
    return m


# The most operations after a load that a wait can count on. A load is in flight until a wait
# retires it, however many operations follow it: s_waitcnt vmcnt(N) waits until at most N are
# outstanding (CDNA3 ISA 4.4), in a 6-bit field (lgkmcnt: 4 bits), and kgen does not assume that
# issue stalls at that width, so past it the count may saturate and vmcnt(63) / lgkmcnt(15) (the
# largest encodings) prove nothing. A load with more than max - 1 operations after it is counted
# as max - 1, which waits until at most that many remain, i.e. past the load (as LLVM's
# SIInsertWaitcnts does: it clamps a wait to the counter's max - 1). Dropping such a load (as if
# it had surely retired) let a ds_write read a VGPR with 64 loads in flight (issue 8).
_VM_SAT, _LGKM_SAT = VMCNT_MAX - 1, LGKMCNT_MAX - 1


class _Walk:
    """A WaitState along a walk through one block, changed in place. Each register being
    loaded maps to its stamp, how many operations of its counter the walk had issued with its
    load, counted from 0 at the block's start (a load with k operations after it at the start
    is stamped -k): the operations after it are then the counter's total less its stamp
    (saturated), so one more issue is one increment rather than one per register, and as the
    entries are kept oldest first, a wait retires a prefix of them."""

    __slots__ = ("vm", "lgkm", "smem", "vm_n", "lgkm_n", "vm_c", "lgkm_c", "vm_regs", "lgkm_regs",
                 "busy")

    def __init__(self, st: WaitState):
        self.vm = {r: -k for r, k in sorted(st.vm, key=itemgetter(1), reverse=True)}
        self.lgkm = {r: -k for r, k in sorted(st.lgkm, key=itemgetter(1), reverse=True)}
        self.smem, self.vm_n, self.lgkm_n = st.smem, st.vm_n, st.lgkm_n
        self.vm_c = self.lgkm_c = 0
        self.vm_regs, self.lgkm_regs = st.vm_regs, st.lgkm_regs
        self.busy = self.vm_regs | self.lgkm_regs | self.smem   # registers a use must wait for

    def state(self) -> WaitState:
        vm_c, lgkm_c = self.vm_c, self.lgkm_c
        return WaitState(tuple(sorted((r, min(vm_c - s, _VM_SAT))
                                      for r, s in self.vm.items())),
                         tuple(sorted((r, min(lgkm_c - s, _LGKM_SAT))
                                      for r, s in self.lgkm.items())),
                         self.smem, self.vm_n, self.lgkm_n)

    def needed(self, p: PInst) -> tuple[int | None, int | None]:
        """The vmcnt and lgkmcnt `p` must wait for (None: no wait on that counter)."""
        regs = p.uses | p.defs
        vm = lgkm = None
        hit = regs & self.vm_regs
        if hit:
            vm = min(self.vm_c - max(self.vm[r] for r in _bits(hit)), _VM_SAT)
        hit = regs & self.lgkm_regs
        if hit:
            lgkm = min(self.lgkm_c - max(self.lgkm[r] for r in _bits(hit)), _LGKM_SAT)
        if regs & self.smem or (lgkm is not None and self.smem):
            lgkm = 0
        if p.op == "s_barrier" and (self.lgkm_n or self.smem):
            lgkm = 0     # the barrier orders LDS: every LDS access must have completed
        return vm, lgkm

    def wait(self, vm: int | None, lgkm: int | None) -> None:
        """After s_waitcnt vmcnt(vm) lgkmcnt(lgkm): the loads with that many operations or more
        after them have retired."""
        if vm is not None:
            self.vm_regs &= ~_retire(self.vm, self.vm_c, vm)
            self.vm_n = min(self.vm_n, vm)
        if lgkm is not None:
            self.lgkm_regs &= ~_retire(self.lgkm, self.lgkm_c, lgkm)
            if not lgkm:
                self.smem = 0
            self.lgkm_n = min(self.lgkm_n, lgkm)
        self.busy = self.vm_regs | self.lgkm_regs | self.smem

    def issue(self, p: PInst) -> None:
        kind = p.kind
        if kind == "vm_load" or kind == "vm_store":
            self.vm_c += 1
            if kind == "vm_load":
                _load(self.vm, p.defs, self.vm_c)
                self.vm_regs |= p.defs
            self.vm_n = min(self.vm_n + 1, VMCNT_MAX)
        elif kind == "lds" or kind == "smem":
            self.lgkm_c += 1
            if kind == "lds":
                _load(self.lgkm, p.defs, self.lgkm_c)
                self.lgkm_regs |= p.defs
            else:
                self.smem |= p.defs
            self.lgkm_n = min(self.lgkm_n + 1, LGKMCNT_MAX)
        self.busy = self.vm_regs | self.lgkm_regs | self.smem


def _load(stamps: dict, regs: int, stamp: int) -> None:
    """Registers being loaded by the newest operation: last in the oldest-first order."""
    for r in _bits(regs):
        stamps.pop(r, None)
        stamps[r] = stamp


def _retire(stamps: dict, n: int, limit: int) -> int:
    """Drops the registers with at least `limit` (at most the saturation) operations issued
    after them, of `n`, oldest first; their mask."""
    done = 0
    for r, s in stamps.items():
        if n - s < limit:
            break
        done |= 1 << r
    for r in _bits(done):
        del stamps[r]
    return done


def _blocks(stream: list[PInst]) -> list[tuple[int, int]]:
    """Basic blocks as [start, end) index ranges: a label starts one, a branch ends one."""
    starts = {0}
    for i, p in enumerate(stream):
        # Labels and branches are the lines with a target (to_physical names every label).
        if p.target or p.op == "s_endpgm":
            starts.add(i if p.op == "label" else i + 1)
    cuts = sorted(s for s in starts if s <= len(stream)) + [len(stream)]
    return [(a, b) for a, b in zip(cuts, cuts[1:]) if a < b]


def _successors(stream, blocks) -> list[list[int]]:
    by_label = {stream[a].target: k for k, (a, b) in enumerate(blocks) if stream[a].is_label}
    out = []
    for k, (a, b) in enumerate(blocks):
        last = stream[b - 1]
        succ = []
        if last.target and not last.is_label:
            succ.append(by_label[last.target])
        if last.op not in ("s_branch", "s_endpgm") and k + 1 < len(blocks):
            succ.append(k + 1)
        out.append(succ)
    return out


def _run_block(stream: list[PInst], a: int, b: int,
               st: WaitState) -> tuple[WaitState, list[tuple]]:
    """The state after instructions a..b-1 from `st`, and the waits they need: (index, vmcnt,
    lgkmcnt) for an s_waitcnt before stream[index] (None: that counter is not waited for)."""
    w = _Walk(st)
    waits = []
    busy = w.busy
    for i in range(a, b):
        p = stream[i]
        # Only an instruction touching a register being loaded, or an s_barrier with LDS or
        # scalar work outstanding, can need a wait.
        if p.uses & busy or p.defs & busy or \
                p.op == "s_barrier" and (w.lgkm_n or w.smem):
            vm, lgkm = w.needed(p)
            waits.append((i, vm, lgkm))
            w.wait(vm, lgkm)
            busy = w.busy
        if p.kind != "other":
            w.issue(p)
            busy = w.busy
    return w.state(), waits


def insert_waits(stream: list[PInst]) -> list[PInst]:
    """s_waitcnt before the first use (or overwrite) of a register still being loaded, and
    before s_barrier; a dataflow over the blocks makes it right across loops and joins."""
    blocks = _blocks(stream)
    succ = _successors(stream, blocks)
    entry: list[WaitState | None] = [None] * len(blocks)
    entry[0] = WaitState()
    # Each block's waits, from its last walk: the one from its final entry state, since a
    # block whose entry state changes is walked again.
    waits: list[list | None] = [None] * len(blocks)
    if all(s > k for k, ss in enumerate(succ) for s in ss):
        # No loop: every edge goes forward, so in program order each block's entry state is
        # final (the join of its predecessors' exits) when it is reached.
        for k, (a, b) in enumerate(blocks):
            st, waits[k] = _run_block(stream, a, b, entry[k] or WaitState())
            if entry[k] is None:
                continue        # unreachable: its state reaches no successor
            for s in succ[k]:
                entry[s] = st if entry[s] is None else entry[s].join(st)
        return _with_waits(stream, waits)
    if not _settle(stream, blocks, succ, entry, waits):
        entry = [None] * len(blocks)
        entry[0] = WaitState()
        _accumulate(stream, blocks, succ, entry, waits)
    for k, (a, b) in enumerate(blocks):
        if waits[k] is None:    # unreachable: walked with nothing in flight
            waits[k] = _run_block(stream, a, b, WaitState())[1]
    return _with_waits(stream, waits)


def _settle(stream, blocks, succ, entry, waits) -> bool:
    """The blocks' entry states as the join of their predecessors' exit states as they are
    now, walked in reverse postorder until none changes (True), or False after 8 rounds
    past the blocks' count: a block's waits can retire what its entry had in flight, so a walk
    from a larger entry may leave a smaller exit (a wait for one load retires the older
    ones), and joining every exit a block ever had (_accumulate) keeps what a walk from a
    partial entry left: after a branch whose target was walked before its fallthrough, a
    load that the fallthrough's wait retires stayed in flight for the rest of the kernel (a
    redundant s_waitcnt where a later instruction overwrites its registers). Any state where
    every entry is the join of its predecessors' exits makes every path's waits right: a
    path's loads in flight are among its blocks' entries', each with at least as many
    operations after it, so the waits worked out for the entry retire them on the path too."""
    preds: list[list[int]] = [[] for _ in blocks]
    for k, ss in enumerate(succ):
        for s_ in ss:
            preds[s_].append(k)
    order, seen = [], set()
    stack = [(0, iter(succ[0]))]
    seen.add(0)
    while stack:                    # postorder over the blocks reachable from the entry
        k, it = stack[-1]
        nxt = next((s_ for s_ in it if s_ not in seen), None)
        if nxt is None:
            order.append(k)
            stack.pop()
        else:
            seen.add(nxt)
            stack.append((nxt, iter(succ[nxt])))
    order.reverse()
    exits: list[WaitState | None] = [None] * len(blocks)
    for _ in range(len(blocks) + 8):
        changed = False
        for k in order:
            ins = [exits[p] for p in preds[k] if exits[p] is not None]
            if k == 0:
                ins.append(WaitState())
            if not ins:
                continue
            e = ins[0]
            for x in ins[1:]:
                e = e.join(x)
            if e == entry[k] and exits[k] is not None:
                continue
            entry[k] = e
            st, waits[k] = _run_block(stream, *blocks[k], e)
            if st != exits[k]:
                exits[k] = st
                changed = True
        if not changed:
            return True
    return False


def _accumulate(stream, blocks, succ, entry, waits) -> None:
    """The blocks' entry states as the join of every exit state their predecessors had: a
    worklist to the fixed point (it only grows), sound and at times more waits than needed
    (_settle); where _settle does not settle."""
    work = [0]
    while work:
        k = work.pop(0)
        st, waits[k] = _run_block(stream, *blocks[k], entry[k])
        for s in succ[k]:
            new = st if entry[s] is None else entry[s].join(st)
            if new != entry[s]:
                entry[s] = new
                if s not in work:
                    work.append(s)


def _with_waits(stream: list[PInst], waits: list[list]) -> list[PInst]:
    """The stream with each block's s_waitcnt put before the instruction that needs it."""
    out: list[PInst] = []
    at = 0
    for block in waits:
        for i, vm, lgkm in block:
            out += stream[at:i]
            parts = ([f"vmcnt({vm})"] if vm is not None else []) + \
                ([f"lgkmcnt({lgkm})"] if lgkm is not None else [])
            out.append(_plain("s_waitcnt " + " ".join(parts), "s_waitcnt"))
            at = i
    out += stream[at:]
    return out
