"""Re-derives, from the emitted AMDGCN text alone, the `s_waitcnt` every register use needs.

The AMD back end inserts its waits with its own pass; this verifier does not trust it. It reads
the kernel's instruction stream, builds the control flow graph from its labels and branches, and
runs a forward dataflow of the memory operations still in flight (CDNA3 ISA 4.4, "Data Dependency
Resolution"):

- vector memory loads and stores count in `vmcnt` and return in order (gfx9 has no separate
  store counter); LDS operations count in `lgkmcnt` in order; scalar memory loads count in
  `lgkmcnt` but may return out of order, so only `lgkmcnt(0)` retires them;
- `s_waitcnt vmcnt(n)` retires every vector memory operation with at least n issued after it;
- an operation is in flight at a join if it is on any incoming path, with the fewest operations
  issued after it of all those paths (the state that waits the least).

Any instruction that reads or overwrites a register a load in flight still writes, and any
`s_barrier` reached with an LDS operation in flight, is a bug in the emitter's wait insertion,
reported with both lines. `verify_waits` runs on every AMD compile.
"""

from __future__ import annotations

import heapq
import re
from operator import itemgetter

from ..errors import CompilerBug

_REG = re.compile(r"\b([vsa])(?:\[(\d+):(\d+)\]|(\d+)\b)")
_WAIT = re.compile(r"(vmcnt|lgkmcnt)\((\d+)\)")
_BRANCH = re.compile(r"^s_(?:branch|cbranch_\w+)\s+(\S+)")


_FILE = {"v": 0, "s": 512, "a": 1024}
_TOKEN_MASKS: dict[str, int] = {}   # operand text between commas -> its register bits
_TEXT_MASKS: dict[str, int] = {}    # an instruction's whole operand text -> its register bits
_LINES: dict[str, tuple] = {}       # a line of text -> what kernel_code reads in it
_OP_INFO: dict[str, tuple] = {}     # mnemonic -> (counter, is a load)
_CACHE_LIMIT = 1 << 16


def _token_mask(token: str) -> int:
    out = 0
    for m in _REG.finditer(token):
        base = _FILE[m.group(1)]
        if m.group(4) is not None:
            out |= 1 << (base + int(m.group(4)))
        else:
            lo, hi = int(m.group(2)), int(m.group(3))
            out |= ((1 << (hi - lo + 1)) - 1) << (base + lo)
    return out


def _mask(text: str) -> int:
    """The registers an operand text names, as bits: v0..v511, then s, then a. Each whole text
    is worked out once and remembered (an unrolled kernel repeats its operand lists: a GEMM's
    4,000 lines have 1,800 distinct ones), from its comma-separated operands, each also parsed
    once (a register name holds no comma; a few hundred spellings recur in every kernel)."""
    out = _TEXT_MASKS.get(text)
    if out is not None:
        return out
    out = 0
    for token in text.split(","):
        bits = _TOKEN_MASKS.get(token)
        if bits is None:
            if len(_TOKEN_MASKS) > _CACHE_LIMIT:
                _TOKEN_MASKS.clear()
            bits = _TOKEN_MASKS[token] = _token_mask(token)
        out |= bits
    if len(_TEXT_MASKS) > _CACHE_LIMIT:
        _TEXT_MASKS.clear()
    _TEXT_MASKS[text] = out
    return out


def _name(bit: int) -> str:
    for kind, base in sorted(_FILE.items(), key=lambda kv: -kv[1]):
        if bit >= base:
            return f"{kind}{bit - base}"
    return "?"


def _counter(op: str) -> str | None:
    if op.startswith(("global_", "buffer_", "flat_")):
        return "vm"
    if op.startswith("ds_"):
        return "lds"
    if op.startswith("s_load") or op.startswith("s_buffer_load"):
        return "smem"
    return None


def _is_load(op: str, counter: str) -> bool:
    return "load" in op or "read" in op or op.startswith("ds_swizzle") or \
        (counter == "lds" and op.startswith(("ds_bpermute", "ds_permute")))


def _op_info(op: str) -> tuple[str | None, bool]:
    info = _OP_INFO.get(op)
    if info is None:
        counter = _counter(op)
        info = _OP_INFO[op] = (counter, bool(counter) and _is_load(op, counter))
    return info


def _kernel_start(text: str, kernel: str) -> int:
    """Index of the first line after the kernel's label line (`name:`, alone on its line but
    for blanks and a comment), or -1."""
    label = kernel + ":"
    at = text.find(label)
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        after = text[at + len(label):end].lstrip(" \t")
        if not text[start:at].strip(" \t") and (not after or after[0] == ";"):
            return end + 1
        at = text.find(label, at + 1)
    return -1


def _kernel_end(text: str, begin: int) -> int:
    """Index of the first line from `begin` that starts (after blanks) with .Lfunc_end or
    .size, where the kernel's code ends; len(text) if none does."""
    end = len(text)
    for mark in (".Lfunc_end", ".size"):
        at = text.find(mark, begin)
        while 0 <= at < end:
            start = text.rfind("\n", begin, at) + 1 or begin
            if not text[start:at].strip():
                end = start
                break
            at = text.find(mark, at + 1)
    return end


def kernel_code(text: str, kernel: str) -> list[tuple]:
    """One kernel's code, parsed once: (line, op, text, counter, load mask, wait limits).
    Labels are (line, 'label', name, None, 0, None). Each line is parsed on its own, so
    dropping an entry is dropping its line from the text (what a test planting a missing wait
    does, without parsing the file again for every wait)."""
    begin = _kernel_start(text, kernel)
    if begin < 0:
        return []
    out = []
    first = text.count("\n", 0, begin) + 1
    parsed = _LINES
    for i, raw in enumerate(text[begin:_kernel_end(text, begin)].split("\n"), first):
        p = parsed.get(raw)
        if p is None:
            p = _parse_line(raw)
        if p:
            out.append((i, *p))
    return out


def _parse_line(raw: str) -> tuple:
    """A line's (op, text, counter, load mask, wait limits) as kernel_code gives them, () for
    one without an instruction or label; remembered by its text (an unrolled kernel repeats
    its lines: a GEMM's 4,500 have 2,000 distinct ones)."""
    line = raw.partition(";")[0].strip()
    if not line or line[0] == "." and line[-1] != ":":
        p = ()
    elif line[-1] == ":":
        p = ("label", line[:-1], None, 0, None)
    else:
        op, _, rest = line.partition(" ")
        rest = rest.strip()
        counter, is_load = _OP_INFO.get(op) or _op_info(op)
        load = _mask(rest.partition(",")[0]) if is_load and rest else 0
        limits = {k: int(n) for k, n in _WAIT.findall(rest)} if op == "s_waitcnt" else None
        p = (op, rest, counter, load, limits)
    if len(_LINES) > _CACHE_LIMIT:
        _LINES.clear()
    _LINES[raw] = p
    return p


def _blocks(code: list[tuple]) -> tuple[list[tuple[int, int]], list[list[int]]]:
    """Basic blocks as [start, end) index ranges, and each block's successor blocks."""
    labels = {c[2]: idx for idx, c in enumerate(code) if c[1] == "label"}
    starts = {0} | set(labels.values())
    for idx, c in enumerate(code):
        if c[1].startswith(("s_branch", "s_cbranch", "s_endpgm")) and idx + 1 < len(code):
            starts.add(idx + 1)
    order = sorted(starts)
    ranges = [(b, order[i + 1] if i + 1 < len(order) else len(code))
              for i, b in enumerate(order)]
    block_of = {b: i for i, (b, _) in enumerate(ranges)}
    succ = []
    for i, (b, e) in enumerate(ranges):
        last = code[e - 1]
        nxt = [i + 1] if i + 1 < len(ranges) else []
        m = _BRANCH.match(f"{last[1]} {last[2]}") if last[1].startswith("s_") else None
        if last[1] == "s_endpgm":
            nxt = []
        elif m and m.group(1) in labels:
            target = block_of[labels[m.group(1)]]
            nxt = [target] if last[1] == "s_branch" else nxt + [target]
        succ.append(nxt)
    return ranges, succ


def verify_waits(text: str, kernel: str) -> None:
    """Raises CompilerBug if a register is used while a load into it may be in flight."""
    verify_code(kernel_code(text, kernel))


def verify_code(code: list[tuple]) -> None:
    """verify_waits over instructions already parsed (kernel_code)."""
    if not code:
        return
    ranges, succ = _blocks(code)
    effects = _effects(code, ranges)
    state_in: list[dict | None] = [None] * len(ranges)
    state_in[0] = {}
    _settle(effects, succ, state_in, [0])
    for i, (begin, end) in enumerate(ranges):
        if state_in[i] is not None:
            _check_block(code, begin, end, _Flight(state_in[i]))


def unneeded_waits(code: list[tuple]) -> list[int]:
    """The lines of the s_waitcnt in `code` (which verify_code passes) without which it still
    passes: none, where every wait kgen writes is needed. Each wait is taken out in turn and
    only what that changes is walked again: the fixpoint restarts from the whole code's
    states at the wait's block (taking a wait out retires less, so every state it leads to
    is at least the old one, and the old states are a start below the new fixpoint), and only
    that block and the blocks whose entry state grew are checked again (the others passed
    with the same state and the same instructions)."""
    if not code:
        return []
    ranges, succ = _blocks(code)
    effects = _effects(code, ranges)
    base: list[dict | None] = [None] * len(ranges)
    base[0] = {}
    _settle(effects, succ, base, [0])
    out = []
    for b, (begin, end) in enumerate(ranges):
        if base[b] is None:
            continue
        for idx in range(begin, end):
            if code[idx][5] is None:
                continue
            state_in, without = list(base), list(effects)
            without[b] = [e for e in effects[b] if e is not code[idx]]
            changed = _settle(without, succ, state_in, [b])
            try:
                for i in sorted(changed | {b}):
                    _check_block(code, ranges[i][0], ranges[i][1], _Flight(state_in[i]),
                                 skip=idx)
            except CompilerBug:
                continue
            out.append(code[idx][0])
    return out


def _effects(code: list[tuple], ranges: list[tuple[int, int]]) -> list[list[tuple]]:
    """Each block's memory operations and waits: only they change the state, and the fixpoint
    steps over the rest."""
    return [[c for c in code[b:e] if c[3] is not None or c[5] is not None] for b, e in ranges]


def _settle(effects: list, succ: list, state_in: list, work: list[int]) -> set[int]:
    """Runs the dataflow to its fixpoint from the blocks in `work` (in place on state_in:
    {(line, counter, register mask): fewest operations of its counter issued after}); the
    blocks whose entry state changed. Blocks in program order, the earliest pending first: a
    loop's body is walked again only once everything before it has settled."""
    pending = set(work)
    heapq.heapify(work)
    changed = set()
    while work:
        i = heapq.heappop(work)
        pending.discard(i)
        flight = _Flight(state_in[i])
        for inst in effects[i]:
            flight.step(inst)
        state = flight.state()
        for s in succ[i]:
            old = state_in[s]
            merged = state if old is None else _join(old, state)
            if merged != old:
                state_in[s] = merged
                changed.add(s)
                if s not in pending:
                    pending.add(s)
                    heapq.heappush(work, s)
    return changed


def _check_block(code: list[tuple], begin: int, end: int, flight: "_Flight",
                 skip: int = -1) -> None:
    """Raises at the first instruction of code[begin:end] that touches a register a load in
    flight writes, or an s_barrier reached with an LDS operation in flight; code[skip] is
    taken as absent (unneeded_waits)."""
    regs = flight.regs()
    masks = _TEXT_MASKS
    for idx in range(begin, end):
        if idx == skip:
            continue
        inst = code[idx]
        limits = inst[5]
        if limits is not None:
            if flight.wait(limits):
                regs = flight.regs()
            continue
        op = inst[1]
        if op == "s_barrier" and flight.lds:
            _check(inst, flight)
        elif regs and op != "label":
            used = masks.get(inst[2])      # _mask, its table looked in here first
            if (_mask(inst[2]) if used is None else used) & regs:
                _check(inst, flight)
        if inst[3] is not None:     # issuing only adds to what is in flight
            flight.issue(inst)
            regs |= inst[4]


_CAP = 64  # counts past the hardware's counter widths change nothing


def _join(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        out[k] = min(out.get(k, v), v)
    return out


class _Flight:
    """The memory operations in flight along a walk through one block (changed in place).
    Per counter, each operation's key (line, counter, register mask) maps to its stamp: how
    many operations of that counter the walk had issued with it, counted from 0 at the block's
    start (one with k issued after it at the start is stamped -k). The operations issued after
    one are then the counter's total less its stamp (capped at _CAP), one more issue is one
    increment, and as the entries are kept oldest first, a wait retires a prefix of them.
    vm and LDS operations are in order; scalar loads (smem) share LDS's lgkmcnt, out of order."""

    __slots__ = ("vm", "lds", "smem", "vm_n", "lgkm_n")

    def __init__(self, state: dict):
        self.vm: dict = {}
        self.lds: dict = {}
        self.smem: dict = {}
        self.vm_n = self.lgkm_n = 0
        of = {"vm": self.vm, "lds": self.lds, "smem": self.smem}
        for key, newer in sorted(state.items(), key=itemgetter(1), reverse=True):
            of[key[1]][key] = -newer

    def state(self) -> dict:
        """{key: operations of its counter issued after it}, the fixpoint's state."""
        out = {}
        for entries, n in ((self.vm, self.vm_n), (self.lds, self.lgkm_n),
                           (self.smem, self.lgkm_n)):
            for key, stamp in entries.items():
                out[key] = min(n - stamp, _CAP)
        return out

    def regs(self) -> int:
        """Every register a load in flight writes."""
        regs = 0
        for entries in (self.vm, self.lds, self.smem):
            for key in entries:
                regs |= key[2]
        return regs

    def step(self, inst: tuple) -> None:
        if inst[5] is not None:
            self.wait(inst[5])
        else:
            self.issue(inst)

    def issue(self, inst: tuple) -> None:
        """One more operation of the instruction's counter, in flight (a re-issue of the same
        line, around a loop, moves its entry to the end: it is the newest)."""
        line, _, _, counter, load, _ = inst
        if counter == "vm":
            self.vm_n += 1
            entries, n = self.vm, self.vm_n
        else:
            self.lgkm_n += 1
            entries, n = (self.lds if counter == "lds" else self.smem), self.lgkm_n
        key = (line, counter, load)
        entries.pop(key, None)
        entries[key] = n

    def wait(self, limits: dict) -> bool:
        """s_waitcnt: retires what it waits for; whether anything was retired."""
        vm, lgkm = limits.get("vmcnt"), limits.get("lgkmcnt")
        retired = vm is not None and _retire(self.vm, self.vm_n, vm)
        if lgkm is not None:
            # With a scalar load in flight, lgkmcnt(n > 0) proves nothing about LDS order:
            # the scalar one may return first and lower the count.
            if lgkm == 0 or not self.smem:
                retired = _retire(self.lds, self.lgkm_n, lgkm) or retired
            if lgkm == 0 and self.smem:
                self.smem.clear()
                retired = True
        return retired


def _retire(entries: dict, n: int, limit: int) -> bool:
    """Drops the entries with at least `limit` operations issued after them (of `n` issued,
    oldest first); whether there were any."""
    if limit > _CAP:
        return False        # a count is never above _CAP
    done = []
    for key, stamp in entries.items():
        if n - stamp < limit:
            break
        done.append(key)
    for key in done:
        del entries[key]
    return bool(done)


def _check(inst: tuple, flight: _Flight) -> None:
    """Raises if the instruction touches a register or LDS that an operation in flight writes."""
    line, op, rest = inst[:3]
    if op == "s_barrier":
        # s_barrier does not wait for memory (CDNA3 ISA 4.4): an LDS write still in flight
        # is not visible to the waves the barrier releases.
        for ld_line, kind, _ in flight.lds:
            raise CompilerBug(f"s_waitcnt missing: s_barrier at line {line} while the "
                              f"LDS operation at line {ld_line} may still be in flight")
    used = _mask(rest)
    for entries in (flight.vm, flight.lds, flight.smem):
        for ld_line, kind, regs in entries:
            clash = used & regs
            if clash:
                raise CompilerBug(
                    f"s_waitcnt missing: line {line} ({op} {rest}) uses "
                    f"{_name((clash & -clash).bit_length() - 1)} while the {kind} load at line "
                    f"{ld_line} may still be in flight")
