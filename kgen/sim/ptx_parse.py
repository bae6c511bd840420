"""The PTX front end's parser (`ptx`): PTX text -> functions of instructions with parsed
operands, and the reconvergence points of their branches.

`parse_functions` reads the text kgen emits: every `.entry` with its parameters, registers,
shared arrays, labels and instructions, each instruction keeping its line and text so that
every error can name them. The PTX fundamental types, special registers and the poison a
register holds before its first write (PTX ISA, "Fundamental Types", "Special Registers") live
here too, and the codes a closure returns to the warp that runs it.

A plain `bra` may diverge: the warp then reconverges at the branch's immediate post-dominator,
the classic SIMT stack; `post_dominators` computes them once per function, on its instruction
graph given by its branches and exits (`_jumps`).

A module is often read again (kgen.sim forgets modules; a mutation run reads a text again for
each mutant): each instruction statement once read is kept (`_READ`), and read again with one
look-up, at its own line.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, field

import numpy as np

from .core import EmulatorError, UnknownInstruction

WARP = 32
_NO_RPC = -2          # a reconvergence point no pc equals: the paths only meet at the exit
_BARRIER, _EXIT = -3, -4
_BLOCKED = -5         # the warp waits (an mbarrier phase): yield, and run this pc again later
_RELOAD = -6          # the warp switched its code list (wgmma in flight or retired): reload it
_YIELD = -7           # the warp released others (an mbarrier arrive): let them run first
_WAIT = -8            # the warp waits at a counted bar.sync: go on from the next pc once its
                      # phase has completed (the instruction is not run again)

# PTX fundamental types (PTX ISA, "Fundamental Types") as NumPy dtypes; f16, bf16 as their bits.
_DTYPE = {
    "b8": np.uint8, "u8": np.uint8, "s8": np.int8,
    "b16": np.uint16, "u16": np.uint16, "s16": np.int16, "f16": np.uint16, "bf16": np.uint16,
    "b32": np.uint32, "u32": np.uint32, "s32": np.int32, "f32": np.float32,
    "b64": np.uint64, "u64": np.uint64, "s64": np.int64, "f64": np.float64,
    "pred": np.bool_,
}
_NP_DTYPE = {ty: np.dtype(t) for ty, t in _DTYPE.items()}
_UNSIGNED = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_SIGNED = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}

# Special registers (PTX ISA, "Special Registers"): blocks are one-dimensional, grids up to three.
_SPECIALS = ("%tid.x", "%tid.y", "%tid.z", "%ntid.x", "%ntid.y", "%ntid.z", "%ctaid.x",
             "%ctaid.y", "%ctaid.z", "%nctaid.x", "%nctaid.y", "%nctaid.z", "%laneid",
             # PTX ISA, "Special Registers": a CTA's place in its cluster and the cluster's in
             # the grid (a launch without clusters is one of 1x1x1 clusters).
             "%cluster_ctaid.x", "%cluster_ctaid.y", "%cluster_ctaid.z",
             "%cluster_nctaid.x", "%cluster_nctaid.y", "%cluster_nctaid.z",
             "%clusterid.x", "%clusterid.y", "%clusterid.z",
             "%nclusterid.x", "%nclusterid.y", "%nclusterid.z",
             "%cluster_ctarank", "%cluster_nctarank")


def _storage(ty: str):
    """How a register of class ty is stored: _storage('s32') is uint32, _storage('f32') float32."""
    if ty in ("f32", "f64", "pred"):
        return _DTYPE[ty]
    return _UNSIGNED[np.dtype(_DTYPE[ty]).itemsize]


@functools.lru_cache(maxsize=None)
def _poison(dtype) -> np.ndarray:
    """What a register holds before its first write: NaN, 0xCD bytes, or false (one read-only
    array per type, shared: register arrays are replaced, never changed in place)."""
    a = _poison_of(dtype)
    a.flags.writeable = False
    return a


def _poison_of(dtype) -> np.ndarray:
    dt = np.dtype(dtype)
    if dt.kind == "f":
        return np.full(WARP, np.nan, dt)
    if dt.kind == "b":
        return np.zeros(WARP, dt)
    return np.full(WARP, 0xCDCDCDCDCDCDCDCD & ((1 << (8 * dt.itemsize)) - 1), dt)


def _lane_bits(mask: np.ndarray) -> int:
    """_lane_bits(lanes 0 and 2 set) is 0b101: a 32-lane mask as an integer."""
    return int(np.packbits(mask, bitorder="little").view(np.uint32)[0])


# --------------------------------------------------------------------------------------------
# Parsing: text -> functions of instructions with parsed operands.

# An _Inst made without its __init__ (_Inst.made): a bare object, then its fields' dict.
_new, _set = object.__new__, object.__setattr__


@dataclass(frozen=True)
class _Inst:
    line: int
    text: str                    # the instruction as written, without comment or ';'
    opcode: str                  # e.g. "ld.global.v4.f32"
    operands: tuple              # parsed operands, see _operand
    guard: tuple | None = None   # (register name, negated)

    @property
    def where(self) -> str:
        return f"line {self.line}: {self.text}"

    @classmethod
    def made(cls, line: int, text: str, opcode: str, operands: tuple, guard) -> "_Inst":
        """_Inst(line, text, opcode, operands, guard), its fields set as its __dict__ at once:
        the parser makes one per line, and a frozen dataclass's own __init__ sets each field
        through object.__setattr__ (twice the cost)."""
        inst = _new(cls)
        _set(inst, "__dict__", {"line": line, "text": text, "opcode": opcode,
                                "operands": operands, "guard": guard})
        return inst


@dataclass
class _Function:
    name: str
    line: int
    params: list = field(default_factory=list)     # (name, type), in ABI order
    arrays: dict = field(default_factory=dict)     # by-value byte array -> (size, .align)
    regs: dict = field(default_factory=dict)       # register name -> declared class
    shared: dict = field(default_factory=dict)     # symbol -> (offset, size)
    shared_bytes: int = 0
    dynamic_shared: bool = False       # an `.extern .shared` array sized at launch
    maxntid: tuple | None = None
    maxnreg: int | None = None
    reqntid: tuple | None = None
    # PTX ISA, "Cluster Dimension Directives": .reqnctapercluster nx, ny, nz (the cluster shape
    # every launch takes) and .explicitcluster (the launch must give one); None: neither.
    cluster: tuple | None = None
    explicit_cluster: bool = False
    insts: list = field(default_factory=list)
    labels: dict = field(default_factory=dict)     # label -> instruction index


_RE_ENTRY = re.compile(r"^(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$]+)\s*\(?")
# `.param .u32 p_K` or `.param .align 128 .b8 p_tmap[128]` (PTX ISA, "Kernel Function
# Parameters": alignment, type, name, and an array size for a by-value aggregate).
_RE_PARAM = re.compile(r"\.param\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+([\w$]+)(?:\[(\d+)\])?")
_RE_REG = re.compile(r"^\.reg\s+\.(\w+)\s+(.+);$")
_RE_REG_ITEM = re.compile(r"^(%[\w$]+?)(?:<(\d+)>)?$")
_RE_SHARED = re.compile(r"^\.shared\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+([\w$]+)(?:\[(\d+)\])?;$")
_RE_LABEL = re.compile(r"^([\w$]+):\s*(.*)$")
_RE_INST = re.compile(r"^(@!?%[\w$]+\s+)?([a-z][\w.:]*)\s*(.*);$")
_RE_ADDR = re.compile(r"^\[\s*([%\w$.]+)\s*(?:([+-])\s*(0[xX][0-9a-fA-F]+|\d+))?\s*\]$")
_RE_IMM = re.compile(r"^[-+]?(\d|0[xXfFdD])")
_RE_SYM = re.compile(r"^[A-Za-z_$][\w$]*$")
_MODULE_DIRECTIVES = (".version", ".target", ".address_size")


def _fail(line: int, text: str, why: str) -> EmulatorError:
    return EmulatorError(f"line {line}: {why}: {text.strip()}")


def _split_operands(s: str) -> list[str]:
    """_split_operands('{%r1, %r2}, [%rd1+4]') is ['{%r1, %r2}', '[%rd1+4]']: split at the
    commas outside braces and brackets, where the count of brackets opened before the comma is
    0 (the comma-separated pieces joined again while one is open; a piece without a bracket
    character, most of them, leaves the count as it is and is not counted)."""
    pieces = s.split(",")
    if "{" not in s and "[" not in s:         # no nesting: the commas split it
        out = [t.strip() for t in pieces]
        return out[:-1] if out[-1] == "" else out
    out, depth, start, k = [], 0, 0, 0      # pieces[start:k]: the operand being joined
    for t in pieces[:-1]:
        if "{" in t or "}" in t or "[" in t or "]" in t:
            depth += t.count("{") + t.count("[") - t.count("}") - t.count("]")
        k += 1
        if depth == 0:
            out.append(t.strip() if start == k - 1 else ",".join(pieces[start:k]).strip())
            start = k
    last = pieces[-1].strip() if start == k else ",".join(pieces[start:]).strip()
    if last:
        out.append(last)
    return out


def _operand(tok: str, line: int, text: str):
    """One operand: ('vec', items) | ('addr', base, offset) | ('reg', name) | ('imm', text) |
    ('sym', name) | ('tensor', base, ('vec', coordinates)), the last for a TMA's
    [tensorMap, {c0, c1}] | ('pair', first, predicate) for elect.sync's d|p, first ('sink',)
    for '_'. Registers and special registers both start with '%'."""
    if tok.startswith("{"):
        if not tok.endswith("}"):
            raise _fail(line, text, f"malformed vector operand '{tok}'")
        return ("vec", tuple(_operand(t, line, text) for t in _split_operands(tok[1:-1])))
    if tok.startswith("[") and tok.endswith("]") and "{" in tok:
        parts = _split_operands(tok[1:-1])
        if len(parts) != 2 or not parts[1].startswith("{"):
            raise _fail(line, text, f"malformed tensor operand '{tok}'")
        return ("tensor", _operand(parts[0], line, text), _operand(parts[1], line, text))
    if tok.startswith("["):
        m = _RE_ADDR.match(tok)
        if not m:
            raise _fail(line, text, f"malformed address '{tok}'")
        off = int(m.group(3), 0) if m.group(3) else 0
        return ("addr", _operand(m.group(1), line, text), -off if m.group(2) == "-" else off)
    if "|" in tok:          # d|p: a value and a predicate written at once (elect.sync's)
        first, _, second = tok.partition("|")
        return ("pair", ("sink",) if first == "_" else _operand(first, line, text),
                _operand(second, line, text))
    if tok.startswith("%"):
        return ("reg", tok)
    if _RE_IMM.match(tok):
        return ("imm", tok)
    if _RE_SYM.match(tok):
        return ("sym", tok)
    raise _fail(line, text, f"cannot read operand '{tok}'")


# Operands already read, by token (a kernel names the same registers and addresses again and
# again): _operand of the token, or None for one that does not read, which _operand then
# reports at its line. Emptied when it grows past _KNOWN_MAX tokens.
_KNOWN: dict = {}
_KNOWN_MAX = 1 << 16


def _known_operand(tok: str):
    """_operand of a token, remembered in _KNOWN (the parser looks there first itself)."""
    if len(_KNOWN) >= _KNOWN_MAX:
        _KNOWN.clear()
    try:
        op = _operand(tok, 0, "")
    except EmulatorError:
        op = None
    _KNOWN[tok] = op
    return op


# Instructions already read, by statement (the line without its comment) and by the line as
# written: (text, opcode, operands, guard), the same at any line. A module read again (kgen.sim
# forgets modules; a mutation run reads one text again for each mutant, with one line changed;
# the examples' kernels share their prologues) reads each known statement with one look-up.
# A statement that does not read is not kept: its error is raised again, at its own line.
# Emptied when it grows past _READ_MAX statements.
_READ: dict = {}
_READ_MAX = 1 << 16


def forget_read() -> None:
    """Empties the memos of statements (_READ) and operands (_KNOWN) read so far."""
    _READ.clear()
    _KNOWN.clear()


def _read_instruction(line: int, stmt: str) -> tuple:
    """(text, opcode, operands, guard) of an instruction statement, or its error at line."""
    m = _RE_INST.match(stmt)
    if not m:
        raise _fail(line, stmt, "cannot read this instruction")
    g, opcode, rest = m.groups()
    guard = None
    if g:
        g = g.strip()
        guard = (g.lstrip("@!"), g.startswith("@!"))
    known, toks = _KNOWN.get, _split_operands(rest)
    ops = [known(t) or _known_operand(t) for t in toks]
    if None in ops:
        ops = [op or _operand(t, line, stmt) for op, t in zip(ops, toks)]
    return stmt.rstrip(";").strip(), opcode, tuple(ops), guard


def _read_statement(line: int, stmt: str) -> tuple:
    """_read_instruction of stmt, kept in _READ."""
    return _remember(stmt, _read_instruction(line, stmt))


def _remember(key: str, got: tuple) -> tuple:
    if len(_READ) >= _READ_MAX:
        _READ.clear()
    _READ[key] = got
    return got


def _parse_instruction(fn: _Function, line: int, stmt: str) -> None:
    got = _READ.get(stmt) or _read_statement(line, stmt)
    fn.insts.append(_Inst.made(line, *got))


def _parse_body_line(fn: _Function, line: int, stmt: str) -> None:
    m = _RE_LABEL.match(stmt) if ":" in stmt else None    # no colon, no label
    if m:
        fn.labels[m.group(1)] = len(fn.insts)
        if m.group(2):
            _parse_body_line(fn, line, m.group(2))
        return
    if stmt[0] != ".":
        _parse_instruction(fn, line, stmt)
        return
    if stmt.startswith(".reg"):
        m = _RE_REG.match(stmt)
        if not m or m.group(1) not in _DTYPE:
            raise _fail(line, stmt, "cannot read this register declaration")
        for item in (s.strip() for s in m.group(2).split(",")):
            r = _RE_REG_ITEM.match(item)
            if not r:
                raise _fail(line, stmt, f"cannot read register '{item}'")
            name, count = r.groups()
            names = _register_names(name, int(count)) if count else (name,)
            fn.regs.update(dict.fromkeys(names, m.group(1)))   # as one assignment per name
        return
    if stmt.startswith(".extern .shared"):
        # Dynamic shared memory (PTX ISA 5.1.5): its size is the launch's, known at run time.
        m = _RE_SHARED.match(stmt[len(".extern "):].replace("[];", ";"))
        if not m:
            raise _fail(line, stmt, "cannot read this shared-memory declaration")
        align = int(m.group(1) or 1)
        fn.shared[m.group(3)] = (-(-fn.shared_bytes // align) * align, 0)
        fn.dynamic_shared = True
        return
    if stmt.startswith(".shared"):
        m = _RE_SHARED.match(stmt)
        if not m:
            raise _fail(line, stmt, "cannot read this shared-memory declaration")
        align = int(m.group(1) or 1)
        size = np.dtype(_DTYPE[m.group(2)]).itemsize * int(m.group(4) or 1)
        offset = -(-fn.shared_bytes // align) * align
        fn.shared[m.group(3)] = (offset, size)
        fn.shared_bytes = offset + size
        return
    raise UnknownInstruction(f"line {line}: the emulator does not implement the directive "
                             f"'{stmt.split()[0]}' ({stmt})")


@functools.lru_cache(maxsize=256)
def _register_names(name: str, count: int) -> tuple:
    """_register_names('%r', 3) is ('%r0', '%r1', '%r2'): a `.reg .b32 %r<3>;` declaration's
    (a kernel declares thousands this way, most kernels the same few prefixes and counts)."""
    return tuple(f"{name}{i}" for i in range(count))


def _strip(raw: str) -> str:
    return (raw.split("//", 1)[0] if "/" in raw else raw).strip()


def parse_functions(text: str) -> dict[str, _Function]:
    """Every `.entry` of a module, with its parameters, registers, shared memory and code."""
    return {name: body() for name, body in entries(text).items()}


class _Body:
    """An entry whose header is read and whose body is read when first called: a module of
    several kernels (a GEMM and its fallback) launched one at a time reads only the bodies it
    runs (kgen.sim.module builds its kernels lazily too)."""

    def __init__(self, header: _Function, lines: list, start: int, end: int, externs: tuple):
        self.header, self.lines, self.start, self.end = header, lines, start, end
        self.externs = externs      # the module-scope `.extern .shared` arrays before it
        self.fn: _Function | None = None

    def __call__(self) -> _Function:
        if self.fn is None:
            self.fn = self._parse()
        return self.fn

    def _parse(self) -> _Function:
        h = self.header
        fn = _Function(h.name, h.line, list(h.params), dict(h.arrays), maxntid=h.maxntid,
                       maxnreg=h.maxnreg, reqntid=h.reqntid, cluster=h.cluster,
                       explicit_cluster=h.explicit_cluster)
        lines, read, insts = self.lines, _READ, fn.insts
        for i in range(self.start, self.end - 1):     # up to the closing brace
            raw = lines[i]
            got = read.get(raw)
            if got is None:
                stmt = (raw.split("//", 1)[0] if "/" in raw else raw).strip()    # _strip
                if not stmt:
                    continue
                if ":" in stmt or stmt[0] == ".":     # a label, a declaration (or both kinds)
                    _parse_body_line(fn, i + 1, stmt)
                    continue
                # no label, no directive: an instruction, kept by its line as written too
                got = _remember(raw, read.get(stmt) or _read_statement(i + 1, stmt))
            text, opcode, ops, guard = got      # _Inst.made, inline: once per line
            inst = _new(_Inst)
            _set(inst, "__dict__", {"line": i + 1, "text": text, "opcode": opcode,
                                    "operands": ops, "guard": guard})
            insts.append(inst)
        # Falling off the end of an entry is a return.
        fn.insts.append(_Inst(self.end, "ret (end of the entry)", "ret", ()))
        for stmt in self.externs:  # dynamic shared memory: visible in every entry
            _parse_body_line(fn, fn.line, stmt)
        return fn


def entries(text: str) -> dict[str, _Body]:
    """Every `.entry` of a module: its header (parameters, performance directives) read now,
    its body when its _Body is first called."""
    lines = text.splitlines()
    braces = [k for k, raw in enumerate(lines) if "}" in raw]    # where a body may close
    fns: dict[str, _Body] = {}
    externs: dict[str, str] = {}   # module-scope `.extern .shared` arrays, by name
    i = 0
    while i < len(lines):
        stmt = _strip(lines[i])
        i += 1
        if not stmt or stmt.startswith(_MODULE_DIRECTIVES):
            continue
        if stmt.startswith(".extern .shared"):
            name = re.findall(r"([\w$]+)\[\];$", stmt)
            if not name:
                raise _fail(i, stmt, "cannot read this shared-memory declaration")
            externs[name[0]] = stmt
            continue
        m = _RE_ENTRY.match(stmt)
        if not m:
            if stmt.startswith("."):
                raise UnknownInstruction(f"line {i}: the emulator does not implement the "
                                         f"directive '{stmt.split()[0]}' ({stmt})")
            raise _fail(i, stmt, "expected a module directive or an .entry")
        fn = _Function(m.group(1), i)
        i = _header(fn, lines, i, stmt) + 1
        start = i
        k = bisect.bisect_left(braces, i)     # the first line from here that is "}" alone
        while k < len(braces) and _strip(lines[braces[k]]) != "}":
            k += 1
        if k == len(braces):
            raise _fail(fn.line, fn.name, "the body of the entry never closes")
        i = braces[k] + 1
        fns[fn.name] = _Body(fn, lines, start, i, tuple(externs.values()))
    return fns


def _header(fn: _Function, lines: list, i: int, stmt: str) -> int:
    """Reads an entry's parameter list and directives into fn, from line index i (just after
    the `.entry` line, stmt); returns the index of the line that opens its body."""
    header = stmt
    while ")" not in header:  # the parameter list, up to its closing parenthesis
        if i >= len(lines):
            raise _fail(fn.line, stmt, "the parameter list never closes")
        header += " " + _strip(lines[i])
        i += 1
    for align, t, n, count in _RE_PARAM.findall(header):
        if count:   # a by-value byte array (a tensor map)
            if t not in ("b8", "u8"):
                raise _fail(fn.line, header, f"parameter {n} is an array of .{t}; the "
                            "emulator takes by-value arrays of .b8 only")
            fn.arrays[n] = (int(count), int(align or 1))
        elif t not in ("u64", "u32", "s32", "f32", "b32", "b64", "s64"):
            raise _fail(fn.line, header, f"parameter {n} has unsupported type .{t}")
        fn.params.append((n, t))
    while i < len(lines) and _strip(lines[i]) != "{":
        stmt = _strip(lines[i])
        i += 1
        if stmt.startswith(".maxntid"):  # informational: the launch says the block size
            fn.maxntid = tuple(int(x) for x in stmt.split(None, 1)[1].split(","))
        elif stmt.startswith(".reqntid"):   # the block size every launch must have
            fn.reqntid = tuple(int(x) for x in stmt.split(None, 1)[1].split(","))
        elif stmt.startswith(".maxnreg"):  # a register budget: nothing to emulate
            fn.maxnreg = int(stmt.split(None, 1)[1])
        elif stmt.startswith(".minnctapersm"):   # an occupancy hint to ptxas (PTX ISA,
            int(stmt.split(None, 1)[1])          # "Performance-Tuning Directives"): none
        elif stmt.startswith(".reqnctapercluster"):
            dims = tuple(int(x) for x in stmt.split(None, 1)[1].split(","))
            fn.cluster = (dims + (1, 1, 1))[:3]
        elif stmt == ".explicitcluster":
            fn.explicit_cluster = True
        elif stmt.startswith(".maxclusterrank"):  # an upper bound for the launch's cluster
            int(stmt.split(None, 1)[1])           # (checked by the driver): nothing here
        elif stmt:
            raise _fail(i, stmt, "expected '{' to open the body of " + fn.name)
    return i


# --------------------------------------------------------------------------------------------
# Reconvergence: immediate post-dominators on the instruction graph.

# How each opcode leaves the instruction, by opcode (a function has a few dozen of them):
# "bra" (bra, bra.uni), "exit" (ret, exit) or "" (on to the next).
_FLOWS: dict = {}


def _flow(opcode: str) -> str:
    """_flow('bra.uni') is 'bra', _flow('ret') is 'exit', _flow('add.s32') is ''."""
    f = _FLOWS.get(opcode)
    if f is None:
        base = opcode.split(".")[0]
        f = _FLOWS[opcode] = "bra" if base == "bra" else "exit" if base in ("ret", "exit") \
            else ""
    return f


def _jumps(fn: _Function, pcs) -> dict[int, list[int]]:
    """The instructions that may run after each at pcs (the branches and exits among fn's),
    by pc; len(insts) stands for the exit."""
    exit_ = len(fn.insts)
    out = {}
    for i in pcs:
        n = fn.insts[i]
        target = fn.labels[n.operands[0][1]] if _flow(n.opcode) == "bra" else exit_
        out[i] = [target] if n.guard is None else [target, i + 1]
    return out


def immediate_post_dominators(succ: list[list[int]], nodes) -> dict[int, int]:
    """ipdom of each of `nodes` in a graph whose exit is node len(succ): the nearest node every
    path to the exit goes through; _NO_RPC where that is only the exit (or where nothing is: a
    region that never exits)."""
    return post_dominators(len(succ), dict(enumerate(succ)), nodes)


def post_dominators(n: int, jumps: dict, nodes) -> dict[int, int]:
    """immediate_post_dominators of a graph of n nodes and an exit (node n) given by the nodes
    whose successors are not just the next node (`jumps`: node -> successors; a function has
    a few dozen among thousands). Post-dominator sets are int bitsets over the basic blocks (a
    block's first node post-dominates what its block does), iterated to a fixed point."""
    # (a branch to the next node is no jump: its block goes on)
    jumps = {i: ss for i, ss in jumps.items() if len(ss) != 1 or ss[0] != i + 1}
    lead = {0, n}
    for i, ss in jumps.items():             # a branch or exit ends its block
        lead.add(i + 1)
        lead.update(ss)
    starts = sorted(lead)                   # the last is the exit

    def block(t: int) -> int:
        return bisect.bisect_right(starts, t) - 1
    nb = len(starts) - 1                    # blocks; block nb is the exit
    bsucc = []
    for j in range(nb):
        last = starts[j + 1] - 1
        ss = jumps.get(last)
        bsucc.append([j + 1] if ss is None else sorted({block(t) for t in ss}))
    full = (1 << (nb + 1)) - 1
    pdom = [full] * nb + [1 << nb]
    changed = True
    while changed:
        changed = False
        for b in reversed(range(nb)):
            acc = full
            for t in bsucc[b]:
                acc &= pdom[t]
            new = acc | (1 << b)
            if new != pdom[b]:
                pdom[b], changed = new, True
    out = {}
    for b in nodes:
        j = block(b)
        if b + 1 < starts[j + 1]:           # inside its block: the next node
            out[b] = b + 1
            continue
        strict = pdom[j] & ~(1 << j)
        # The strict post-dominators form a chain; the nearest is the one they all include.
        d = next((d for d in range(nb) if strict >> d & 1 and pdom[d] == strict), None)
        out[b] = _NO_RPC if d is None else starts[d]
    return out
