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

import re

from ..errors import CompilerBug

_REG = re.compile(r"\b([vsa])(?:\[(\d+):(\d+)\]|(\d+)\b)")
_WAIT = re.compile(r"(vmcnt|lgkmcnt)\((\d+)\)")
_BRANCH = re.compile(r"^s_(?:branch|cbranch_\w+)\s+(\S+)")


_FILE = {"v": 0, "s": 512, "a": 1024}
_TOKEN_MASKS: dict[str, int] = {}   # operand text between commas -> its register bits
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
    """The registers an operand text names, as bits: v0..v511, then s, then a. A register name
    holds no comma, so the text is read one comma-separated operand at a time, each parsed once
    and remembered (the same few hundred operand spellings recur in every kernel)."""
    out = 0
    for token in text.split(","):
        bits = _TOKEN_MASKS.get(token)
        if bits is None:
            if len(_TOKEN_MASKS) > _CACHE_LIMIT:
                _TOKEN_MASKS.clear()
            bits = _TOKEN_MASKS[token] = _token_mask(token)
        out |= bits
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
    """Index of the first line after the kernel's label line (`name:`), or -1."""
    m = re.search(rf"^[ \t]*{re.escape(kernel)}:[ \t]*(?:;.*)?$", text, re.M)
    return -1 if m is None else m.end() + 1


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
    for i, raw in enumerate(text[begin:].split("\n"), first):
        if ";" in raw:
            raw = raw[:raw.index(";")]
        line = raw.strip()
        if not line:
            continue
        if line[0] == ".":
            if line.startswith((".Lfunc_end", ".size")):
                break
            if not line.endswith(":"):
                continue
        if line.endswith(":"):
            out.append((i, "label", line[:-1], None, 0, None))
            continue
        op, _, rest = line.partition(" ")
        rest = rest.strip()
        counter, is_load = _op_info(op)
        load = _mask(rest.split(",")[0]) if is_load and rest else 0
        limits = {k: int(n) for k, n in _WAIT.findall(rest)} if op == "s_waitcnt" else None
        out.append((i, op, rest, counter, load, limits))
    return out


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
    # Only memory operations and waits change the state; the fixpoint steps over the rest.
    effects = [[c for c in code[b:e] if c[3] is not None or c[5] is not None] for b, e in ranges]
    # State: {(line, counter, register mask): fewest operations of its counter issued after}.
    state_in: list[dict | None] = [None] * len(ranges)
    state_in[0] = {}
    work = [0]
    while work:
        i = work.pop()
        state = state_in[i]
        for inst in effects[i]:
            state = _step(inst, state)
        for s in succ[i]:
            old = state_in[s]
            merged = dict(state) if old is None else _join(old, state)
            if merged != old:
                state_in[s] = merged
                work.append(s)
    for i, (begin, end) in enumerate(ranges):
        state = state_in[i]
        if state is None:
            continue
        regs, lds = _summary(state)
        for idx in range(begin, end):
            inst = code[idx]
            op = inst[1]
            if state and inst[5] is None and op != "label" and \
                    (lds and op == "s_barrier" or _mask(inst[2]) & regs):
                _check(inst, state)
            if inst[5] is not None:
                state = _step(inst, state)
                regs, lds = _summary(state)
            elif inst[3] is not None:   # issuing only adds to what is in flight
                state = _step(inst, state)
                regs, lds = regs | inst[4], lds or inst[3] == "lds"


def _summary(state: dict) -> tuple[int, bool]:
    """Every register a load in flight writes, and whether an LDS operation is in flight."""
    regs, lds = 0, False
    for _, kind, bits in state:
        regs |= bits
        lds = lds or kind == "lds"
    return regs, lds


_CAP = 64  # counts past the hardware's counter widths change nothing


def _join(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        out[k] = min(out.get(k, v), v)
    return out


def _check(inst: tuple, state: dict) -> None:
    """Raises if the instruction touches a register or LDS that an operation in flight writes."""
    line, op, rest = inst[:3]
    if op == "s_barrier":
        # s_barrier does not wait for memory (CDNA3 ISA 4.4): an LDS write still in flight
        # is not visible to the waves the barrier releases.
        for (ld_line, kind, _), _ in state.items():
            if kind == "lds":
                raise CompilerBug(f"s_waitcnt missing: s_barrier at line {line} while the "
                                  f"LDS operation at line {ld_line} may still be in flight")
    used = _mask(rest)
    for (ld_line, kind, regs), _ in state.items():
        clash = used & regs
        if clash:
            raise CompilerBug(
                f"s_waitcnt missing: line {line} ({op} {rest}) uses "
                f"{_name((clash & -clash).bit_length() - 1)} while the {kind} load at line "
                f"{ld_line} may still be in flight")


def _step(inst: tuple, state: dict) -> dict:
    """The state after a memory operation or an s_waitcnt (a new dict; `state` is kept)."""
    line, _, _, counter, load, limits = inst
    if limits is not None:  # s_waitcnt
        # With a scalar load in flight, lgkmcnt(n > 0) proves nothing about LDS order: the
        # scalar one may return first and lower the count.
        smem = any(k[1] == "smem" for k in state)
        keep = {}
        for key, newer in state.items():
            kind = key[1]
            if kind == "vm" and "vmcnt" in limits and newer >= limits["vmcnt"]:
                continue
            if kind == "lds" and "lgkmcnt" in limits and newer >= limits["lgkmcnt"] and \
                    (not smem or limits["lgkmcnt"] == 0):
                continue
            if kind == "smem" and limits.get("lgkmcnt") == 0:
                continue
            keep[key] = newer
        return keep
    lgkm = counter in ("lds", "smem")
    out = {}
    for key, newer in state.items():   # one more operation issued after each of the same counter
        same = key[1] == counter or (lgkm and key[1] in ("lds", "smem"))
        out[key] = min(newer + 1, _CAP) if same else newer
    out[(line, counter, load)] = 0
    return out
