"""The emulator's PTX front end: parses the PTX text kgen emits and runs it, warp by warp.

Parsing happens once, in `PtxModule(text)`: every `.entry` becomes a list of instructions, each
turned into a small closure over register slots, immediates and the where-string it reports, so
running does no string work. An instruction the emulator does not implement is an
`UnknownInstruction` naming the opcode and the line, raised while parsing: a module is accepted
whole or not at all. A kernel with only whole-block barriers, and no mbarrier or TMA copy,
runs its warps fused (`ptx_fused`): the warps at one instruction run it as one NumPy operation,
most closures not knowing how many lanes they are given; the others run warp by warp here.

The machine (PTX ISA, "PTX Machine Model" and "Special Registers"):
- a warp is 32 lanes in lockstep; every register is one NumPy array with a lane per entry, stored
  by register class (b32 as uint32, f32 as float32, b64 as uint64, b16 as uint16, pred as bool)
  and viewed as the instruction's type where that differs (`add.s32` on a `.b32` register);
- registers start as poison (NaN for floats, 0xCD.. for integers), as real registers hold garbage;
- a guard `@%p` / `@!%p` ANDs into the warp's active mask for that instruction only;
- `bra.uni` must be uniform over the active lanes (PTX ISA, "bra": otherwise the result is
  undefined), so a non-uniform one is an error; a plain `bra` may diverge, and the warp then runs
  each side with its lanes and reconverges at the branch's immediate post-dominator, the classic
  SIMT stack (post-dominators are computed once per function, on its instruction graph);
- `ret` retires lanes; the warp exits when all of them have; `bar.sync 0` returns "barrier" to the
  block scheduler in `core`, which owns the race detector's clocks;
- the CTA's sixteen barriers (PTX ISA, "bar, barrier"): `bar.sync a, b` / `bar.arrive a, b`
  (and `barrier{.cta}.sync.aligned`, `barrier{.cta}.arrive.aligned`) arrive at barrier a, 32
  threads per warp, in a phase of `core.CtaBarriers`; bar.sync blocks until b threads have
  arrived, then the barrier resets. `bar.sync a` with no count waits for the whole block, as
  `bar.sync 0` always has. Bad ids and counts, two counts in one phase and an arrival that may
  precede the barrier's reset are `BarrierMisuse`; a barrier too few threads reach is a
  BarrierDeadlock naming it and how many threads have arrived.

Arithmetic is exact where PTX is (`.rn` add, sub, mul, div, sqrt, rcp, fma, conversions). The
`.approx` instructions (ex2, lg2, rsqrt, rcp, tanh, sin, cos) give a value anywhere inside the
error bound the PTX ISA documents for each, chosen per lane from the launch's seed
(`kgen.sim.approx`), so that a kernel that needs more accuracy than they promise fails here as
it would on some GPU. min/max.f32 order -0 below +0 and return the non-NaN operand (PTX ISA,
"min", "max"); min/max.NaN.f32 return NaN. Global memory is `core.GlobalMemory` (every access
checked against the buffers) and shared memory is `core.SharedMemory`, read and written through
its race detector. A load or store wider than the target's `max_vector_bits` is refused while
parsing (`WiderThanTarget`), and a warp that takes more backward branches than the launch's
`loop_limit` stops (`RunawayLoop`).

The sm_80 matrix path: `cp.async` copies are queued per lane in cp.async-groups and complete
(read global, write shared through the race detector, as the issuing warp's access) only when a
`cp.async.wait_group` / `wait_all` covers their group, or at the warp's exit: the latest moment
the ISA allows. A lane of the issuing warp touching bytes still being copied is a `StaleRead`
naming the cp.async; another warp's access is left to the race detector, which sees the write at
its completion. `ldmatrix` and `mma.sync` follow the ISA's fragment tables (see `_ldmatrix`,
`_fragment_tables`); mma sums its exact products in float64 and rounds once.

The Hopper (sm_90a) path, whose semantics live in `ptx_hopper`: mbarriers are block-level
objects keyed by shared address (init, arrive, arrive.expect_tx, expect_tx, inval,
try_wait.parity). A try_wait.parity whose phase has not completed blocks: the warp returns
"blocked" to `core.run_block` with its pc on the try_wait and runs it again once the phase may
have completed, so spin loops never spin, and warps that can never go on are a BarrierDeadlock
naming what each waits for. A TMA copy (`cp.async.bulk.tensor.1d`..`5d`, tile mode, 128-byte tensor
maps in `tensormap.encode_sim`'s layout, read through the tensormap proxy: from kernel parameter
memory, a by-value `.param .align 128 .b8 p[128]` whose generic address `cvta.param` takes, or
from global memory once a `fence.proxy.tensormap::generic.acquire` ordered before the copy made
it visible, see `ptx_hopper.TensorMaps`) only marks its destination in flight when issued; it
lands (zero fill outside the tensor, swizzle, complete_tx) when a warp would otherwise block on
its mbarrier, or at the end of the block, and any access to its bytes before then is a
StaleRead (the issuing warp) or a SharedMemoryRace (any other). A `wgmma.mma_async` (m64nNk16,
f32 += bf16 x bf16 or f16 x f16, operands through shared-memory descriptors) is performed at the
`wgmma.wait_group` that retires its group: its shared reads go through the race detector then.
Until that wait the warp runs a checked copy of its code that refuses any instruction naming an
accumulator in flight, and a `wgmma.fence` must separate the accumulators' last non-wgmma write
from the mma_async. The race detector treats an arrive as a release, a TMA's complete_tx as a
release of its issuer's clock at the issue, and the try_wait that observes a completed phase as
an acquire; the first try of a wait whose phase has not completed answers false (the ISA's
time limit, taken adversarially), so a try_wait without its spin loop fails; the warps of
alternate blocks take the two orders of releases (core.run_block: waiters first, or the
releasing warp as far ahead as it goes), so that fails on the consumer's side and on the
producer's (a refill that does not wait for the slot's release). `setmaxnreg`
checks its count and is otherwise a no-op. On a kernel with async-proxy operations (TMA, wgmma)
the race detector tracks proxies: `fence.proxy.async` is the fence a generic access needs
before an async-proxy access to the same bytes (core.ProxyFences). Every mbarrier operation
must be ordered after the object's init, and a TMA copy's complete_tx after the initialising
thread's `fence.mbarrier_init` (ptx_hopper.Block.visible_to_copies).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

import numpy as np

from ..target.targets import TARGETS
from ..target.tensormap import MAX_RANK
from . import ptx_fused as fused
from . import ptx_hopper as hopper
from .approx import APPROX, approximate
from .core import (NAN_WORD, BarrierPhase, CtaBarriers, EmulatorError, Launch,
                   OutOfBoundsAccess, SharedMemory, StaleRead, UnknownInstruction, Warp,
                   block_order, check_barrier_id, check_thread_count, check_width,
                   loop_limit, run_block, runaway, traced)

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
             "%ctaid.y", "%ctaid.z", "%nctaid.x", "%nctaid.y", "%nctaid.z", "%laneid")


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
_MODULE_DIRECTIVES = (".version", ".target", ".address_size")


def _fail(line: int, text: str, why: str) -> EmulatorError:
    return EmulatorError(f"line {line}: {why}: {text.strip()}")


def _split_operands(s: str) -> list[str]:
    """_split_operands('{%r1, %r2}, [%rd1+4]') is ['{%r1, %r2}', '[%rd1+4]']."""
    if "{" not in s and "[" not in s:         # no nesting: the commas split it
        out = [t.strip() for t in s.split(",")]
        return out[:-1] if out[-1] == "" else out
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _operand(tok: str, line: int, text: str):
    """One operand: ('vec', items) | ('addr', base, offset) | ('reg', name) | ('imm', text) |
    ('sym', name) | ('tensor', base, ('vec', coordinates)), the last for a TMA's
    [tensorMap, {c0, c1}]. Registers and special registers both start with '%'."""
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
    if tok.startswith("%"):
        return ("reg", tok)
    if re.match(r"^[-+]?(\d|0[xXfFdD])", tok):
        return ("imm", tok)
    if re.match(r"^[A-Za-z_$][\w$]*$", tok):
        return ("sym", tok)
    raise _fail(line, text, f"cannot read operand '{tok}'")


@functools.lru_cache(maxsize=1 << 16)
def _known_operand(tok: str):
    """_operand of a token, remembered (a kernel names the same registers and addresses again
    and again); None for one that does not read, which _operand then reports at its line."""
    try:
        return _operand(tok, 0, "")
    except EmulatorError:
        return None


def _parse_instruction(fn: _Function, line: int, stmt: str) -> None:
    m = _RE_INST.match(stmt)
    if not m:
        raise _fail(line, stmt, "cannot read this instruction")
    guard = None
    if m.group(1):
        g = m.group(1).strip()
        guard = (g.lstrip("@!"), g.startswith("@!"))
    ops = tuple(_known_operand(t) or _operand(t, line, stmt) for t in _split_operands(m.group(3)))
    fn.insts.append(_Inst(line, stmt.rstrip(";").strip(), m.group(2), ops, guard))


def _parse_body_line(fn: _Function, line: int, stmt: str) -> None:
    m = _RE_LABEL.match(stmt)
    if m:
        fn.labels[m.group(1)] = len(fn.insts)
        if m.group(2):
            _parse_body_line(fn, line, m.group(2))
        return
    if stmt.startswith(".reg"):
        m = _RE_REG.match(stmt)
        if not m or m.group(1) not in _DTYPE:
            raise _fail(line, stmt, "cannot read this register declaration")
        for item in (s.strip() for s in m.group(2).split(",")):
            r = _RE_REG_ITEM.match(item)
            if not r:
                raise _fail(line, stmt, f"cannot read register '{item}'")
            names = [f"{r.group(1)}{i}" for i in range(int(r.group(2)))] if r.group(2) \
                else [r.group(1)]
            for n in names:
                fn.regs[n] = m.group(1)
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
    if stmt.startswith("."):
        raise UnknownInstruction(f"line {line}: the emulator does not implement the directive "
                                 f"'{stmt.split()[0]}' ({stmt})")
    _parse_instruction(fn, line, stmt)


def _strip(raw: str) -> str:
    return raw.split("//", 1)[0].strip()


def parse_functions(text: str) -> dict[str, _Function]:
    """Every `.entry` of a module, with its parameters, registers, shared memory and code."""
    lines = text.splitlines()
    fns: dict[str, _Function] = {}
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
            elif stmt.startswith(".maxnreg"):  # a register budget: nothing to emulate
                fn.maxnreg = int(stmt.split(None, 1)[1])
            elif stmt.startswith(".minnctapersm"):   # an occupancy hint to ptxas (PTX ISA,
                int(stmt.split(None, 1)[1])          # "Performance-Tuning Directives"): none
            elif stmt:
                raise _fail(i, stmt, "expected '{' to open the body of " + fn.name)
        i += 1
        while True:
            if i >= len(lines):
                raise _fail(fn.line, fn.name, "the body of the entry never closes")
            stmt = _strip(lines[i])
            i += 1
            if stmt == "}":
                break
            if stmt:
                _parse_body_line(fn, i, stmt)
        # Falling off the end of an entry is a return.
        fn.insts.append(_Inst(i, "ret (end of the entry)", "ret", ()))
        for stmt in externs.values():  # dynamic shared memory: visible in every entry
            _parse_body_line(fn, fn.line, stmt)
        fns[fn.name] = fn
    return fns


# --------------------------------------------------------------------------------------------
# Reconvergence: immediate post-dominators on the instruction graph.

def _successors(fn: _Function) -> list[list[int]]:
    """Per instruction, the instructions that may run next; len(insts) stands for the exit."""
    out = []
    exit_ = len(fn.insts)
    for i, n in enumerate(fn.insts):
        base = n.opcode.split(".")[0]
        if base == "bra":
            target = fn.labels[n.operands[0][1]]
            out.append([target] if n.guard is None else [target, i + 1])
        elif base in ("ret", "exit"):
            out.append([exit_] if n.guard is None else [exit_, i + 1])
        else:
            out.append([i + 1])
    return out


def immediate_post_dominators(succ: list[list[int]], nodes) -> dict[int, int]:
    """ipdom of each of `nodes` in a graph whose exit is node len(succ): the nearest node every
    path to the exit goes through; _NO_RPC where that is only the exit (or where nothing is: a
    region that never exits). Post-dominator sets are int bitsets over the basic blocks (a
    block's first node post-dominates what its block does), iterated to a fixed point."""
    n = len(succ)
    lead = [False] * (n + 1)
    lead[0] = lead[n] = True
    for i, ss in enumerate(succ):
        if ss != [i + 1]:                   # a branch or exit ends its block
            lead[i + 1] = True
            for t in ss:
                lead[t] = True
    starts = [i for i in range(n + 1) if lead[i]]       # the last is the exit
    block = [0] * (n + 1)
    for j, a in enumerate(starts):
        for i in range(a, starts[j + 1] if j + 1 < len(starts) else n + 1):
            block[i] = j
    nb = len(starts) - 1                    # blocks; block nb is the exit
    bsucc = [sorted({block[t] for t in succ[starts[j + 1] - 1]}) for j in range(nb)]
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
        j = block[b]
        if b + 1 < starts[j + 1]:           # inside its block: the next node
            out[b] = b + 1
            continue
        strict = pdom[j] & ~(1 << j)
        # The strict post-dominators form a chain; the nearest is the one they all include.
        d = next((d for d in range(nb) if strict >> d & 1 and pdom[d] == strict), None)
        out[b] = _NO_RPC if d is None else starts[d]
    return out


# --------------------------------------------------------------------------------------------
# Compilation: instructions -> closures over register slots.

class _Slots:
    """Register slots of one function: declared registers, immediates, special registers and
    parameters share one list per warp, so every source operand is `regs[slot]`."""

    def __init__(self, fn: _Function):
        self.fn = fn
        self.template: list[np.ndarray] = []
        self.dtypes: list = []
        self.index: dict = {}
        for name, ty in fn.regs.items():
            self.index[name] = self._new(_poison(_storage(ty)))
        for s in _SPECIALS:
            self.index[s] = self._new(np.zeros(WARP, np.uint32))
        self.params = {}
        for name, ty in fn.params:
            if name not in fn.arrays:   # a byte array lives in parameter memory only
                self.params[name] = self._new(np.zeros(WARP, _DTYPE[ty]))
        self.consts: dict = {}

    def _new(self, value: np.ndarray) -> int:
        self.template.append(value)
        self.dtypes.append(value.dtype)
        return len(self.template) - 1

    def const(self, value) -> int:
        v = np.asarray(value)
        key = (v.dtype.str, v.tobytes())
        if key not in self.consts:
            arr = np.full(WARP, value)
            arr.flags.writeable = False
            self.consts[key] = self._new(arr)
        return self.consts[key]


def _imm(tok: str, ty: str, inst: _Inst):
    """An immediate as a NumPy scalar of type ty: '0f3F800000' is 1.0 for .f32, '-65536' is
    0xFFFF0000 for .b32 (PTX ISA, "Constants": integer literals are 64-bit, truncated)."""
    try:
        return _immediate(tok, ty)
    except ValueError:
        raise _fail(inst.line, inst.text, f"'{tok}' is not an immediate of type .{ty}") from None


@functools.lru_cache(maxsize=1 << 14)
def _immediate(tok: str, ty: str):
    """_imm's value, remembered; ValueError for a token that is not one of type ty."""
    dt = np.dtype(_DTYPE[ty])
    if re.fullmatch(r"0[fF][0-9a-fA-F]{8}", tok):
        if ty != "f32":
            raise ValueError
        return np.array(int(tok[2:], 16), np.uint32).view(np.float32)[()]
    if re.fullmatch(r"0[dD][0-9a-fA-F]{16}", tok):
        if ty != "f64":
            raise ValueError
        return np.array(int(tok[2:], 16), np.uint64).view(np.float64)[()]
    if dt.kind == "f":
        return dt.type(float(tok))
    v = int(tok.rstrip("Uu"), 0)
    if dt.kind == "b":
        return np.bool_(v != 0)
    bits = 8 * dt.itemsize
    return np.array(v & ((1 << bits) - 1), _UNSIGNED[dt.itemsize]).view(dt)[()]


class _Compiler:
    """Builds the closure for each instruction of a function."""

    def __init__(self, fn: _Function, target=None):
        self.fn = fn
        self.target = target        # the targets.Target row: its limits (max_vector_bits)
        self.slots = _Slots(fn)
        self.accumulators, self.matrix_a = set(), set()   # slots wgmma accumulates into, reads
        branches = [pc for pc, n in enumerate(fn.insts) if n.opcode.split(".")[0] == "bra"]
        for pc in branches:
            n = fn.insts[pc]
            if len(n.operands) != 1 or n.operands[0][0] != "sym" or \
                    n.operands[0][1] not in fn.labels:
                raise _fail(n.line, n.text, "a branch goes to one declared label")
        self.ipdom = immediate_post_dominators(_successors(fn), branches)

    # -- operands

    def reg(self, op, inst: _Inst) -> int:
        if op[0] != "reg" or op[1] not in self.slots.index:
            what = op[1] if op[0] in ("reg", "sym", "imm") else op[0]
            raise _fail(inst.line, inst.text, f"'{what}' is not a declared register")
        return self.slots.index[op[1]]

    def src(self, op, ty: str, inst: _Inst):
        """(slot, view dtype or None) of a source operand read as type ty."""
        want = _NP_DTYPE[ty]
        kind = op[0]
        if kind == "imm":
            return self.slots.const(_imm(op[1], ty, inst)), None
        if kind == "sym" and op[1] in self.fn.shared:
            # The shared window address of a symbol: the block's shared memory starts at 0.
            if want.kind not in "ui":
                raise _fail(inst.line, inst.text, "a shared address is an integer")
            return self.slots.const(want.type(self.fn.shared[op[1]][0])), None
        slot = self.reg(op, inst)
        have = self.slots.dtypes[slot]
        if (have.kind == "b") != (want.kind == "b") or have.itemsize != want.itemsize:
            raise _fail(inst.line, inst.text, f"{op[1]} ({have}) read as .{ty}")
        return slot, (None if have == want else want)

    def dst(self, op, ty: str, inst: _Inst):
        """(slot, view to the register's storage or None) of a destination written as type ty."""
        slot = self.reg(op, inst)
        if op[1] in _SPECIALS:
            raise _fail(inst.line, inst.text, f"{op[1]} is read-only")
        have, want = self.slots.dtypes[slot], _NP_DTYPE[ty]
        if (have.kind == "b") != (want.kind == "b") or have.itemsize != want.itemsize:
            raise _fail(inst.line, inst.text, f"{op[1]} ({have}) written as .{ty}")
        return slot, (None if have == want else have)

    def guard(self, inst: _Inst):
        if inst.guard is None:
            return None
        slot = self.reg(("reg", inst.guard[0]), inst)
        if self.slots.dtypes[slot].kind != "b":
            raise _fail(inst.line, inst.text, f"guard {inst.guard[0]} is not a predicate")
        return slot, inst.guard[1]

    def arity(self, inst: _Inst, n: int) -> None:
        if len(inst.operands) != n:
            raise _fail(inst.line, inst.text, f"expected {n} operands, got {len(inst.operands)}")

    # -- instructions

    def compile(self, pc: int, inst: _Inst):
        entry = _OPCODES.get(inst.opcode)
        if entry is None:
            raise UnknownInstruction(f"line {inst.line}: the emulator does not implement "
                                     f"'{inst.opcode}' ({inst.text})")
        build, args = entry
        return build(self, pc, inst, *args)


def _mask_fn(guard):
    """w -> the lanes an instruction acts on: the active mask, ANDed with its guard."""
    if guard is None:
        return lambda w: w.mask
    g, neg = guard
    if neg:
        return lambda w: w.mask & ~w.regs[g]
    return lambda w: w.mask & w.regs[g]


def _retyped(fn, views, out):
    def g(*xs):
        y = fn(*[x if v is None else x.view(v) for x, v in zip(xs, views)])
        return y if out is None else y.view(out)
    return g


def _lift(fn, srcs, out):
    """regs -> fn(sources), each source viewed as its operand type, the result as its register."""
    views = [v for _, v in srcs]
    if out is not None or any(v is not None for v in views):
        fn = _retyped(fn, views, out)
    s = [slot for slot, _ in srcs]
    if len(s) == 1:
        a, = s
        return lambda r: fn(r[a])
    if len(s) == 2:
        a, b = s
        return lambda r: fn(r[a], r[b])
    a, b, c = s
    return lambda r: fn(r[a], r[b], r[c])


def _write_one(d: int, compute, guard):
    """The handler that writes compute(regs) to slot d in the lanes the instruction acts on;
    inactive lanes keep their value (np.where builds a new array: register arrays are shared
    and never changed in place)."""
    if guard is None:
        def h(w):
            r = w.regs
            v = compute(r)
            r[d] = v if w.full else np.where(w.mask, v, r[d])
        return h
    g, neg = guard

    def hg(w):
        r = w.regs
        m = w.mask & ~r[g] if neg else w.mask & r[g]
        r[d] = np.where(m, compute(r), r[d])
    return hg


def _alu(cx: _Compiler, pc: int, inst: _Inst, fn, dty: str, stys: tuple):
    """d = fn(a, ...) with d of type dty and sources of types stys."""
    cx.arity(inst, 1 + len(stys))
    d, out = cx.dst(inst.operands[0], dty, inst)
    srcs = [cx.src(op, t, inst) for op, t in zip(inst.operands[1:], stys)]
    return _write_one(d, _lift(fn, srcs, out), cx.guard(inst))


def _shift(cx: _Compiler, pc: int, inst: _Inst, kind: str, ty: str):
    """shl / shr: the amount is .u32 whatever the type; amounts past the width clamp to it
    (PTX ISA, "shl", "shr": shl and shr.u give 0, shr.s fills with the sign bit)."""
    cx.arity(inst, 3)
    dt = np.dtype(_DTYPE[ty])
    bits = 8 * dt.itemsize
    amount = inst.operands[2]
    if amount[0] == "imm":
        k = min(int(_imm(amount[1], "u32", inst)), bits)
        if kind == "shl" or dt.kind == "u":
            fn = (lambda a: np.zeros_like(a)) if k >= bits else \
                ((lambda a: a << dt.type(k)) if kind == "shl" else (lambda a: a >> dt.type(k)))
        else:
            fn = lambda a: a >> dt.type(min(k, bits - 1))  # noqa: E731
        d, out = cx.dst(inst.operands[0], ty, inst)
        srcs = [cx.src(inst.operands[1], ty, inst)]
        return _write_one(d, _lift(fn, srcs, out), cx.guard(inst))
    top = np.uint32(bits - 1)

    def var(a, b):
        s = np.minimum(b, top).astype(dt)
        if kind == "shl":
            return np.where(b > top, dt.type(0), a << s)
        if dt.kind == "i":
            return a >> s
        return np.where(b > top, dt.type(0), a >> s)
    d, out = cx.dst(inst.operands[0], ty, inst)
    srcs = [cx.src(inst.operands[1], ty, inst), cx.src(amount, "u32", inst)]
    return _write_one(d, _lift(var, srcs, out), cx.guard(inst))


# -- floating point semantics

def _fmin(a, b):
    """min.f32 (PTX ISA 9.7.3.11, "min"): a NaN operand yields the other (NaN if both); "If
    values of both inputs are 0.0, then +0.0 > -0.0", so min(+0, -0) is -0 either way round."""
    pick_a = (a < b) | (b != b) | ((a == b) & np.signbit(a))
    return np.where(pick_a, a, b)


def _fmax(a, b):
    """max.f32 (PTX ISA 9.7.3.12, "max"): as min, the larger; max(-0, +0) is +0."""
    pick_a = (a > b) | (b != b) | ((a == b) & ~np.signbit(a))
    return np.where(pick_a, a, b)


def _nan_canonical(f):
    """min/max.NaN.f32: "the result is canonical NaN if any of the inputs is NaN" (PTX ISA,
    "min", "max"; the canonical f32 NaN is 0x7fffffff)."""
    def g(a, b):
        nan = np.uint32(0x7FFFFFFF).view(np.float32)
        return np.where((a != a) | (b != b), nan, f(a, b))
    return g


def _approximate(cx: _Compiler, pc: int, inst: _Inst, bound):
    """d = an .approx function of a: a value inside its documented bound, drawn per lane from
    the launch's seed (kgen.sim.approx)."""
    cx.arity(inst, 2)
    d, out = cx.dst(inst.operands[0], "f32", inst)
    a, view = cx.src(inst.operands[1], "f32", inst)
    key = inst.line

    def compute(w):
        x = w.regs[a] if view is None else w.regs[a].view(view)
        y = approximate(bound, x, w.seed, key, w.draws)
        return y if out is None else y.view(out)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        r = w.regs
        r[d] = np.where(mask(w), compute(w), r[d])
    return h


def _fma_rn(a, b, c):
    """fma.rn.f32 with a single rounding. a*b is exact in float64 (24 + 24 bits); the sum with c
    is not always, so TwoSum recovers the float64 rounding error and the sum is re-rounded to
    odd (a sticky last bit), after which rounding to f32 is exact round-to-nearest-even
    (round-to-odd with 29 spare bits never double-rounds)."""
    p = a.astype(np.float64) * b.astype(np.float64)
    q = c.astype(np.float64)
    s = p + q
    bb = s - p
    err = (p - (s - bb)) + (q - bb)
    inexact = (err != 0) & np.isfinite(s)
    if inexact.any():
        even = (s.view(np.uint64) & np.uint64(1)) == 0
        bump = inexact & even
        s = np.where(bump, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
    return s.astype(np.float32)


def _cmp(op: str, kind: str):
    """setp comparisons (PTX ISA, "Floating Point Comparisons": ordered ones are false on NaN,
    unordered ones true)."""
    table = {
        "eq": np.equal, "lt": np.less, "le": np.less_equal, "gt": np.greater,
        "ge": np.greater_equal,
        "ne": (lambda a, b: (a < b) | (a > b)) if kind == "f" else np.not_equal,
        "lo": np.less, "ls": np.less_equal, "hi": np.greater, "hs": np.greater_equal,
        "equ": lambda a, b: ~((a < b) | (a > b)), "neu": np.not_equal,
        "ltu": lambda a, b: ~(a >= b), "leu": lambda a, b: ~(a > b),
        "gtu": lambda a, b: ~(a <= b), "geu": lambda a, b: ~(a < b),
        "num": lambda a, b: (a == a) & (b == b), "nan": lambda a, b: (a != a) | (b != b),
    }
    return table[op]


def _f32_to_bf16(a):
    """cvt.rn.bf16.f32: round to nearest even on the bit pattern; NaN -> canonical 0x7FFF."""
    u = a.view(np.uint32)
    r = ((u + ((u >> np.uint32(16)) & np.uint32(1)) + np.uint32(0x7FFF)) >> np.uint32(16))
    return np.where(a != a, np.uint16(0x7FFF), r.astype(np.uint16))


def _f32_to_f16(a):
    """cvt.rn.f16.f32: IEEE round to nearest even (NumPy's conversion); NaN -> 0x7FFF."""
    return np.where(a != a, np.uint16(0x7FFF), a.astype(np.float16).view(np.uint16))


def _bf16_to_f32(h):
    return (h.astype(np.uint32) << np.uint32(16)).view(np.float32)


def _f16_to_f32(h):
    return h.view(np.float16).astype(np.float32)


def _pack2(f):
    """cvt.rn.{bf16x2,f16x2}.f32 d, a, b: d.hi = cvt(a), d.lo = cvt(b) (PTX ISA, "cvt")."""
    return lambda a, b: (f(a).astype(np.uint32) << np.uint32(16)) | f(b).astype(np.uint32)


def _f2i(rnd, ty):
    """cvt.{rni,rzi,rmi,rpi}.{s32,u32}.f32: round to an integer, saturate to the type's range,
    NaN -> 0 (PTX ISA, "cvt": float-to-integer conversions saturate)."""
    info = np.iinfo(_DTYPE[ty])

    def f(a):
        x = rnd(a.astype(np.float64))
        x = np.where(x != x, 0.0, np.clip(x, info.min, info.max))
        return x.astype(_DTYPE[ty])
    return f


def _divide(ty: str, rem: bool):
    """div / rem on integers (PTX ISA, "div", "rem"): the quotient truncates toward zero and
    the remainder has the dividend's sign. "Division by zero yields an unspecified,
    machine-specific value": the emulator gives poison (NAN_WORD's bits), so code that relies on
    it shows up. A signed overflow (INT_MIN / -1) wraps."""
    dt = np.dtype(_DTYPE[ty])
    wide = np.int64 if dt.itemsize < 8 else object    # exact for 32-bit operands in int64

    def f(a, b):
        x, y = np.broadcast_arrays(np.asarray(a).astype(wide), np.asarray(b).astype(wide))
        zero = y == 0
        y = np.where(zero, 1, y)
        quo = np.abs(x) // np.abs(y) * np.where((x < 0) == (y < 0), 1, -1)
        r = x - quo * y if rem else quo
        bits = np.asarray(r).astype(object) % (1 << 8 * dt.itemsize) if wide is object else \
            np.asarray(r, np.int64).astype(np.uint64) & np.uint64((1 << 8 * dt.itemsize) - 1)
        out = np.asarray(bits).astype(np.uint64).astype(dt.str.replace("i", "u")).view(dt)
        return np.where(zero, np.array(NAN_WORD, np.uint64).astype(dt.str.replace("i", "u"))
                        .view(dt), out)
    return f


def _i2i(src: str, dst: str):
    """cvt between integer types: sign- or zero-extend by the source type, or truncate."""
    return lambda a: a.astype(_DTYPE[dst])


# -- data movement

def _mov(cx: _Compiler, pc: int, inst: _Inst, ty: str):
    cx.arity(inst, 2)
    d, a = inst.operands
    guard = cx.guard(inst)
    if d[0] == "vec" or a[0] == "vec":
        return _mov_pack(cx, inst, ty, guard)
    return _alu(cx, pc, inst, lambda x: x, ty, (ty,))


def _mov_pack(cx: _Compiler, inst: _Inst, ty: str, guard):
    """mov.b32 {lo, hi}, r splits a register into halves; mov.b32 r, {lo, hi} joins them
    (PTX ISA, "mov": element 0 is the least significant)."""
    d, a = inst.operands
    size = np.dtype(_DTYPE[ty]).itemsize
    if ty not in ("b32", "b64") or (d[0] == "vec") == (a[0] == "vec"):
        raise _fail(inst.line, inst.text, "mov with a vector packs or unpacks a .b32 or .b64")
    parts = d[1] if d[0] == "vec" else a[1]
    half = {2: "b16", 4: "b32"}[size // len(parts)] if size // len(parts) in (2, 4) else None
    if half is None:
        raise _fail(inst.line, inst.text, "unsupported element count")
    bits = 8 * np.dtype(_DTYPE[half]).itemsize
    wide = _UNSIGNED[size]
    if a[0] == "vec":
        srcs = [cx.src(p, half, inst) for p in parts]
        dslot, out = cx.dst(d, ty, inst)

        def join(*xs):
            acc = np.zeros(xs[0].shape, wide)
            for k, x in enumerate(xs):
                acc |= x.astype(wide) << wide(bits * k)
            return acc
        return _write_one(dslot, _lift(join, srcs, out), guard)
    aslot, aview = cx.src(a, ty, inst)
    dsts = [cx.dst(p, half, inst) for p in parts]
    part = _UNSIGNED[bits // 8]
    mask = _mask_fn(guard)

    def split(w):
        r = w.regs
        x = r[aslot] if aview is None else r[aslot].view(aview)
        m = mask(w)
        for k, (slot, out) in enumerate(dsts):
            v = (x >> wide(bits * k)).astype(part)
            v = v if out is None else v.view(out)
            r[slot] = np.where(m, v, r[slot])
    return split


# Kernel parameters' generic addresses. The kernel parameter window lies inside the global
# window (PTX ISA, "Parameter State Space"), and PTX may assume nothing about where parameters
# sit relative to each other: the emulator puts each alone, _PARAM_GAP apart, below the first
# global buffer, so that reading past one parameter reaches no other and no tensor; and aligned
# as declared (`.align`, else the type's size) but no more, so that a map declared without
# `.align 128` is caught where the hardware might misread it.
_PARAM_WINDOW, _PARAM_GAP = 1 << 39, 1 << 16


def param_address(fn: _Function, name: str) -> int:
    """The generic address of kernel parameter `name`, the i-th: _PARAM_WINDOW + i * _PARAM_GAP
    + its alignment (`.align 64 .b8 p[128]` at ... + 64: 64-byte aligned, not 128)."""
    i, ty = next((i, ty) for i, (n, ty) in enumerate(fn.params) if n == name)
    align = fn.arrays[name][1] if name in fn.arrays else np.dtype(_DTYPE[ty]).itemsize
    return _PARAM_WINDOW + _PARAM_GAP * i + align


def _cvta_param(cx: _Compiler, pc: int, inst: _Inst):
    """cvta.param.u64 d, name (PTX ISA, "cvta": the generic address of a variable in kernel
    parameter space; .param alone means .param::entry): a constant of the launch."""
    cx.arity(inst, 2)
    d, a = inst.operands
    if a[0] != "sym" or a[1] not in dict(cx.fn.params):
        raise _fail(inst.line, inst.text, "cvta.param takes the name of a kernel parameter")
    dslot, out = cx.dst(d, "u64", inst)
    src = cx.slots.const(np.uint64(param_address(cx.fn, a[1])))
    return _write_one(dslot, _lift(lambda x: x, [(src, None)], out), cx.guard(inst))


def _ld_param(cx: _Compiler, pc: int, inst: _Inst, ty: str):
    cx.arity(inst, 2)
    d, a = inst.operands
    if a[0] == "addr" and a[1][0] == "sym" and a[1][1] in cx.fn.arrays:
        raise UnknownInstruction(f"line {inst.line}: the emulator reads a by-value byte-array "
                                 f"parameter ({a[1][1]}) only as a tensor map, through its "
                                 f"cvta.param address, not with ld.param ({inst.text})")
    if a[0] != "addr" or a[1][0] != "sym" or a[1][1] not in cx.slots.params or a[2] != 0:
        raise _fail(inst.line, inst.text, "ld.param reads a declared parameter, [name]")
    slot = cx.slots.params[a[1][1]]
    have, want = cx.slots.dtypes[slot], np.dtype(_DTYPE[ty])
    if have.itemsize != want.itemsize:
        raise _fail(inst.line, inst.text, f"parameter {a[1][1]} is {have}, read as .{ty}")
    dslot, out = cx.dst(d, ty, inst)
    view = None if have == want else want
    return _write_one(dslot, _lift(lambda x: x, [(slot, view)], out), cx.guard(inst))


def _vector_operands(cx: _Compiler, inst: _Inst, op, vec: int):
    items = op[1] if op[0] == "vec" else (op,)
    if len(items) != vec or (vec > 1) != (op[0] == "vec"):
        raise _fail(inst.line, inst.text, f"expected {vec} value operand(s)")
    return items


def _address(cx: _Compiler, inst: _Inst, op, width: str):
    """(slot, offset) of [reg+imm] or [symbol+imm]; width is u64 (global) or u32 (shared)."""
    if op[0] != "addr":
        raise _fail(inst.line, inst.text, "expected an address [base+offset]")
    base = op[1]
    if base[0] == "sym":
        if base[1] not in cx.fn.shared:
            raise _fail(inst.line, inst.text, f"'{base[1]}' is not a shared-memory symbol")
        return cx.slots.const(np.int64(cx.fn.shared[base[1]][0])), op[2]
    slot = cx.reg(base, inst)
    if cx.slots.dtypes[slot].kind not in "ui":
        raise _fail(inst.line, inst.text, f"address register {base[1]} is not an integer")
    if width == "u64" and cx.slots.dtypes[slot].itemsize != 8:
        raise _fail(inst.line, inst.text, "a global address is a 64-bit register")
    return slot, op[2]


def _from_bits(cx: _Compiler, inst: _Inst, op, ty: str):
    """(slot, conversion from raw little-endian bits in uint64 to the register's storage) for a
    load of type ty into register op; a wider integer register is sign- or zero-extended by the
    type (PTX ISA, "ld")."""
    slot = cx.reg(op, inst)
    have, want = cx.slots.dtypes[slot], np.dtype(_DTYPE[ty])
    raw = _UNSIGNED[want.itemsize]
    if have.itemsize == want.itemsize and (have.kind == "b") == (want.kind == "b"):
        return slot, (lambda u: u.astype(raw).view(have))
    if have.kind in "ui" and want.kind in "ui" and have.itemsize > want.itemsize:
        ext = _SIGNED[have.itemsize] if want.kind == "i" else _UNSIGNED[have.itemsize]
        return slot, (lambda u: u.astype(raw).view(want).astype(ext).view(have))
    raise _fail(inst.line, inst.text, f"{op[1]} ({have}) cannot receive .{ty}")


def _to_bits(cx: _Compiler, inst: _Inst, op, ty: str):
    """(slot, conversion from register storage to the raw bits of type ty as uint64); a wider
    integer register is truncated to the type (PTX ISA, "st")."""
    want = np.dtype(_DTYPE[ty])
    raw = _UNSIGNED[want.itemsize]
    if op[0] == "imm":
        return cx.slots.const(_imm(op[1], ty, inst)), (lambda x: x.view(raw).astype(np.uint64))
    slot = cx.reg(op, inst)
    have = cx.slots.dtypes[slot]
    if have.itemsize == want.itemsize and (have.kind == "b") == (want.kind == "b"):
        return slot, (lambda x: x.view(raw).astype(np.uint64))
    if have.kind in "ui" and want.kind in "ui" and have.itemsize > want.itemsize:
        return slot, (lambda x: x.astype(raw).astype(np.uint64))
    raise _fail(inst.line, inst.text, f"{op[1]} ({have}) cannot be stored as .{ty}")


def _misaligned(inst: _Inst, a: np.ndarray, m: np.ndarray, nbytes: int) -> EmulatorError:
    lane = int(np.argmax(m & (a % a.dtype.type(nbytes) != 0)))
    return EmulatorError(f"{inst.where}: lane {lane} accesses {nbytes} bytes at address "
                         f"{int(a[lane]):#x}, which is not {nbytes}-byte aligned (PTX ISA, "
                         "'ld' and 'st': every access is naturally aligned to its size)")


def _chunks(size: int, vec: int):
    """Global accesses go to memory in pieces of up to 8 bytes: (piece bytes, pieces, values
    per piece). _chunks(4, 4) is (8, 2, 2): a 16-byte v4.f32 as two 8-byte pieces."""
    piece = min(8, size * vec)
    return piece, size * vec // piece, piece // size


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
    check_width(32 * vec, cx.target, inst.where, inst.opcode)
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
    check_width(32 * vec, cx.target, inst.where, inst.opcode)
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


def _shared16(cx: _Compiler, pc: int, inst: _Inst, store: bool, ty: str):
    """ld.shared / st.shared of one 16-bit value (.u16, .s16, .b16; PTX ISA, "ld", "st"), into
    or from a 16- or wider integer register (zero- or sign-extended by the type on a load,
    truncated on a store). Shared memory is 32-bit words to the race detector, so the access
    counts as one to its whole word: two warps touching the two halves of one word with no
    barrier between are reported as a race (conservative: the hardware would not mind)."""
    cx.arity(inst, 2)
    if store:
        slot, conv = _to_bits(cx, inst, inst.operands[1], ty)
        base, off = _address(cx, inst, inst.operands[0], "u32")
    else:
        slot, conv = _from_bits(cx, inst, inst.operands[0], ty)
        base, off = _address(cx, inst, inst.operands[1], "u32")
    mask, where, unguarded = _mask_fn(cx.guard(inst)), inst.where, inst.guard is None

    def h(w):
        r = w.regs
        m = mask(w)
        a = r[base].astype(np.int64) + off
        if (m & (a % 2 != 0)).any():
            raise _misaligned(inst, a, m, 2)
        word = a & ~np.int64(3)
        halves = w.smem.words.view(np.uint16)
        if w.copies:
            w.check_pending(word, 4, m, where, "writes" if store else "reads")
        if store:
            w.smem.check_write(w.id, a, 2, m, where)
            halves[a[m] // 2] = conv(r[slot])[m].astype(np.uint16)
        else:
            w.smem.check_read(w.id, a, 2, m, where)
            v = np.zeros(a.shape, np.uint64)
            v[m] = halves[a[m] // 2]
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
            n = np.full(WARP, size, np.int64)
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
    write for all of them (the race detector takes each lane's warp)."""
    landing = []                # (warp, copy, lanes done)
    for i, w in enumerate(g.warps):
        mi = m[WARP * i:WARP * (i + 1)]
        if wait_all:
            w.committed = w.committed + mi
        below = w.committed - n
        for c in w.copies:
            done = c.lanes & mi & (c.group < below)
            if done.any():
                landing.append((w, c, done))
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
    for w, c, d in landing:
        w.pending[w._span(c.dst, c.size, d)] = 0
        c.lanes = c.lanes & ~d
    for w in {id(w): w for w, _, _ in landing}.values():
        w.copies = [c for c in w.copies if c.lanes.any()]


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


# -- warp-level matrix instructions: ldmatrix, mma.sync

def _whole_warp(inst: _Inst, w, m: np.ndarray) -> None:
    """.sync.aligned: every thread of the warp executes it, none has exited (PTX ISA, "ldmatrix",
    "mma": otherwise the behaviour is undefined)."""
    if not m.all():
        raise EmulatorError(f"{inst.where}: executed by lanes {_lane_bits(m):#010x} of warp "
                            f"{w.id}; a .sync.aligned matrix instruction needs all 32 lanes")


def _braced(inst: _Inst, op, n: int):
    """The n registers of a brace-enclosed vector operand, {d} included (matrix operands are
    always braced, whatever their length)."""
    if op[0] != "vec" or len(op[1]) != n:
        raise _fail(inst.line, inst.text, f"expected a vector of {n} register(s) in braces")
    return op[1]


_LANE = np.arange(WARP)
_GROUP, _TIG = _LANE >> 2, _LANE & 3      # groupID, threadID_in_group of the fragment tables


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
        sup = supplies.setdefault(n, np.tile(supply, n // WARP))
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


def _b16_to_f64(kind: str):
    if kind == "bf16":
        return lambda h: (h.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)
    return lambda h: h.view(np.float16).astype(np.float64)


def _mma(cx: _Compiler, pc: int, inst: _Inst, shape: str, ab: str, acc: str):
    """mma.sync.aligned.{m16n8k16,m16n8k8}.row.col.{f32.bf16.bf16.f32, f32.f16.f16.f32,
    f16.f16.f16.f16} {d}, {a}, {b}, {c} (PTX ISA 8.x, 9.7.14.5.14 "mma"): D = A*B + C over the
    warp, fragments as in _fragment_tables.

    Arithmetic: products of two bf16 or two f16 are exact in float64; the emulator sums the K
    products and c in float64 and rounds once to the accumulator type (round to nearest even).
    The ISA leaves the order and intermediate precision of the accumulation unspecified (beyond
    at least the accumulator's precision); this is the exact sum rounded once unless the sum of
    17 terms itself rounds in float64, which moves the result by at most a float64 ulp or so
    before the single rounding to f32."""
    cx.arity(inst, 4)
    k = 16 if shape == "m16n8k16" else 8
    na, nb = (4, 2) if k == 16 else (2, 1)
    nc = 4 if acc == "f32" else 2
    ops = inst.operands
    d = [cx.dst(op, acc if acc == "f32" else "b32", inst) for op in _braced(inst, ops[0], nc)]
    a = [cx.src(op, "b32", inst) for op in _braced(inst, ops[1], na)]
    b = [cx.src(op, "b32", inst) for op in _braced(inst, ops[2], nb)]
    c = [cx.src(op, acc if acc == "f32" else "b32", inst) for op in _braced(inst, ops[3], nc)]
    (ar, ac), (br, bc), (cr, cc) = _fragment_tables(shape)
    to64 = _b16_to_f64(ab)
    mask = _mask_fn(cx.guard(inst))

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
        A[:, ar, ac] = per_warp(to64(halves(r, a)))
        B = np.empty((g, k, 8))
        B[:, br, bc] = per_warp(to64(halves(r, b)))
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


# -- integer helpers a tiled kernel uses: prmt, mad

def _prmt(a, b, c):
    """prmt.b32 d, a, b, c, the default mode (PTX ISA, "prmt"): the 8 bytes {b, a} are numbered
    0-3 from a and 4-7 from b; byte i of d is chosen by nibble i of c: its 3 low bits pick the
    byte, its high bit replicates that byte's sign bit over the byte instead."""
    src = (b.astype(np.uint64) << np.uint64(32)) | a.astype(np.uint64)
    out = np.zeros(a.shape, np.uint32)
    for i in range(4):
        sel = (c >> np.uint32(4 * i)) & np.uint32(0xF)
        byte = ((src >> (np.uint64(8) * (sel & np.uint32(7)).astype(np.uint64))) &
                np.uint64(0xFF)).astype(np.uint32)
        sign = np.where(byte & np.uint32(0x80), np.uint32(0xFF), np.uint32(0))
        byte = np.where(sel & np.uint32(8), sign, byte)
        out |= byte << np.uint32(8 * i)
    return out


# -- warp-level and control

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


def _bar_operand(cx: _Compiler, inst: _Inst, op, what: str, check):
    """(w, m) -> the value of operand a (the barrier) or b (the thread count) of a bar: an
    immediate, checked while parsing, or a .u32 register, checked when it runs, which must
    hold one value in every lane m that executes the barrier (PTX ISA, "bar, barrier": the
    .aligned forms are executed by all threads alike)."""
    if op[0] == "imm":
        v = int(_imm(op[1], "u32", inst))
        check(v, inst.where)
        return lambda w, m: v
    slot, view = cx.src(op, "u32", inst)

    def get(w, m):
        x = w.regs[slot] if view is None else w.regs[slot].view(view)
        vals = np.unique(x[m])
        if vals.size > 1:
            raise EmulatorError(f"{inst.where}: the {what} differs across the lanes of warp "
                                f"{w.id} ({', '.join(str(int(v)) for v in vals[:4])}): an "
                                "aligned barrier is one instruction for the whole warp")
        v = int(vals[0])
        check(v, inst.where)
        return v
    return get


def _bar(cx: _Compiler, pc: int, inst: _Inst, waits: bool):
    """bar.sync a{, b} (barrier.sync.aligned) and bar.arrive a, b (barrier.arrive.aligned)
    (PTX ISA, "bar, barrier"; `.cta` "doesn't change the semantics of the instruction"): the
    whole warp arrives, converged, at barrier a (0..15) naming b threads, a multiple of 32.

    With no count (`bar.sync 0`, __syncthreads) "all threads in the CTA participate": the
    warp returns "barrier" with its `barrier_id`, and the scheduler in core opens the barrier
    when every live warp of the block waits at it. With a count, the phase is `core.CtaBarriers`'
    (one arrival of 32 threads per warp; bar.sync blocks until b threads have arrived, bar.arrive
    goes on); "bar{.cta}.arrive ... a, b": the count is required there. A warp whose guard is
    false in every lane does not execute a counted barrier; a whole-block one it must reach."""
    if len(inst.operands) not in ((1, 2) if waits else (2,)):
        raise _fail(inst.line, inst.text, "expected a{, b}" if waits else
                    "expected a, b: bar.arrive needs a thread count")
    ident = _bar_operand(cx, inst, inst.operands[0], "barrier", check_barrier_id)
    count = _bar_operand(cx, inst, inst.operands[1], "thread count", check_thread_count) \
        if len(inst.operands) == 2 else None
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if count is not None and not m.any():
            return None
        if (m != ~w.exited).any():
            raise EmulatorError(f"{inst.where}: lanes {_lane_bits(m):#010x} of warp {w.id} "
                                f"arrive, but lanes {_lane_bits(~w.exited):#010x} are live: a "
                                "barrier in divergent code")
        a = ident(w, m)
        b = None if count is None else count(w, m)
        p = w.bars.arrive(w.id, a, b, waits, where)
        if b is None:
            w.barrier_id = a
            return _BARRIER
        if p.done:
            return _YIELD       # the warps it released run first (core.run_block)
        if not waits:
            return None
        w.bar_wait, w.bar_where = p, where
        return _WAIT
    return h


def _bra(cx: _Compiler, pc: int, inst: _Inst, uniform: bool):
    target = cx.fn.labels[inst.operands[0][1]]
    guard = cx.guard(inst)
    rpc = cx.ipdom[pc]
    if guard is None:
        return lambda w: target
    g, neg = guard

    def h(w):
        m = w.mask
        p = ~w.regs[g] if neg else w.regs[g]
        taken = m & p
        if not taken.any():
            return pc + 1
        rest = m & ~p
        if not rest.any():
            return target
        if uniform:
            raise EmulatorError(f"{inst.where}: bra.uni, but the guard is true in lanes "
                                f"{_lane_bits(taken):#010x} and false in {_lane_bits(rest):#010x}"
                                " (PTX ISA, \"bra\": a non-uniform bra.uni is undefined)")
        return w.diverge(target, taken, pc + 1, rest, rpc)
    return h


def _ret(cx: _Compiler, pc: int, inst: _Inst):
    mask = _mask_fn(cx.guard(inst))
    return lambda w: w.retire(mask(w), pc + 1)


def _trap(cx: _Compiler, pc: int, inst: _Inst):
    """trap (PTX ISA, "trap"): the launch fails; here, an error naming the line."""
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        lanes = mask(w)
        if lanes.any():
            raise EmulatorError(f"{inst.where}: trap in lanes {_lane_bits(lanes):#010x} of "
                                f"warp {w.id}: the kernel aborts the launch")
    return h


# -- Hopper (sm_90a): mbarrier, TMA, wgmma, setmaxnreg; their semantics are in ptx_hopper

def _lane_value(w, src, lane: int) -> int:
    """One lane's value of a source operand (slot, view) as a Python int."""
    slot, view = src
    x = w.regs[slot] if view is None else w.regs[slot].view(view)
    return int(x[lane])


def _mbar_addrs(w, base: int, off: int, m: np.ndarray, inst: _Inst) -> np.ndarray:
    """The mbarrier address of each lane in m: a shared address, 8-byte aligned (PTX ISA,
    "mbarrier": the object is 8 bytes, 8-byte aligned)."""
    a = w.regs[base].astype(np.int64)[m] + off
    if (a % 8).any():
        lane = int(np.nonzero(m)[0][np.argmax(a % 8 != 0)])
        raise EmulatorError(f"{inst.where}: lane {lane}'s mbarrier address {int(a[a % 8 != 0][0])}"
                            " is not 8-byte aligned (PTX ISA, 'mbarrier')")
    return a


def _mbar_init(cx: _Compiler, pc: int, inst: _Inst):
    """mbarrier.init.shared::cta.b64 [addr], count (PTX ISA, "mbarrier.init"): current phase 0,
    expected and pending arrivals count, tx-count 0; per lane that executes it."""
    cx.arity(inst, 2)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    count = cx.src(inst.operands[1], "u32", inst)[0]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        for a, c, lane in zip(_mbar_addrs(w, base, off, m, inst), w.regs[count][m],
                              np.nonzero(m)[0]):
            w.block.init(int(a), int(c), where, w.id, int(lane))
    return h


def _mbar_inval(cx: _Compiler, pc: int, inst: _Inst):
    """mbarrier.inval.shared::cta.b64 [addr] (PTX ISA, "mbarrier.inval"): the object is gone
    and its memory may be initialised again."""
    cx.arity(inst, 1)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        for a in np.unique(_mbar_addrs(w, base, off, mask(w), inst)):
            w.block.ordered_after_init(w.block.bar(int(a), where), w.id, where)
            w.block.inval(int(a), where)
    return h


def _mbar_arrive(cx: _Compiler, pc: int, inst: _Inst, expect_tx: bool):
    """mbarrier.arrive{.expect_tx}.shared::cta.b64 state, [addr]{, count | , txCount} (PTX ISA,
    "mbarrier.arrive"): per lane that executes it, tx-count += txCount (.expect_tx), then one
    arrival (or count arrivals); `state`, unless it is the sink `_`, gets the phase arrived on.
    An arrive is a release for the race detector."""
    if len(inst.operands) not in (2, 3) or (expect_tx and len(inst.operands) != 3):
        raise _fail(inst.line, inst.text, "expected state, [addr]" +
                    (", txCount" if expect_tx else "{, count}"))
    state = inst.operands[0]
    token = None if state == ("sym", "_") else cx.dst(state, "b64", inst)
    base, off = _address(cx, inst, inst.operands[1], "u32")
    extra = cx.src(inst.operands[2], "u32", inst)[0] if len(inst.operands) == 3 else None
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if not m.any():
            return
        addrs = _mbar_addrs(w, base, off, m, inst)
        per = w.regs[extra][m].astype(np.int64) if extra is not None else np.ones(addrs.size,
                                                                                  np.int64)
        phase = np.zeros(WARP, np.uint64)
        lanes = np.nonzero(m)[0]
        for a in np.unique(addrs):
            sel = addrs == a
            b = w.block.bar(int(a), where)
            w.block.ordered_after_init(b, w.id, where)
            if expect_tx:
                n, tx = int(sel.sum()), int(per[sel].sum())
            else:
                n, tx = int(per[sel].sum()), 0
            phase[lanes[sel]] = w.block.arrive(b, w.id, n, tx, where)
        if token is not None:
            slot, out = token
            w.regs[slot] = np.where(m, phase if out is None else phase.view(out), w.regs[slot])
        # An arrive may complete a phase that other warps wait for: they run next, before this
        # warp goes on (core.run_block), so a waiter meets the phases that the warps it waits
        # for have not completed yet, as early as the hardware might run it.
        return _YIELD
    return h


def _mbar_expect_tx(cx: _Compiler, pc: int, inst: _Inst):
    """mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [addr], txCount: tx-count += txCount per
    lane that executes it, with no arrival (PTX ISA, "mbarrier.expect_tx")."""
    cx.arity(inst, 2)
    base, off = _address(cx, inst, inst.operands[0], "u32")
    tx = cx.src(inst.operands[1], "u32", inst)[0]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        for a, t in zip(_mbar_addrs(w, base, off, m, inst), w.regs[tx][m]):
            b = w.block.bar(int(a), where)
            w.block.ordered_after_init(b, w.id, where)
            w.block.expect_tx(b, int(t), where)
    return h


def _mbar_try_wait(cx: _Compiler, pc: int, inst: _Inst):
    """mbarrier.try_wait.parity.shared::cta.b64 p, [addr], parity (PTX ISA,
    "mbarrier.test_wait/try_wait"): p is true once the phase of that parity has completed.

    "mbarrier.try_wait is a potentially blocking instruction which tests for the completion of
    the phase. If the phase is not complete, the executing thread may be suspended. Suspended
    thread resumes execution when the specified phase completes OR before the phase completes
    following a system-dependent time limit", and then p is false. The emulator takes the
    time limit adversarially: the first try of a wait whose phase has not completed returns
    false at once (copies in flight stay in flight), so code that runs on after one try, with
    no `@!p bra` loop around it, runs before the phase completes and meets the race detector.
    The retry (the same try_wait, same mbarriers and parities) is modelled as blocking: TMA
    copies in flight on the mbarrier land now (the latest moment: someone waits on them); if
    that does not complete the phase either, the warp yields to the block scheduler with its pc
    here and runs this again when the phase may have completed, so spin loops spin once. A
    try_wait that observes the completion acquires what the phase released."""
    if len(inst.operands) not in (3, 4):
        raise _fail(inst.line, inst.text, "expected p, [addr], parity{, suspendTimeHint}")
    pslot, _ = cx.dst(inst.operands[0], "pred", inst)
    base, off = _address(cx, inst, inst.operands[1], "u32")
    parity = cx.src(inst.operands[2], "u32", inst)[0]
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        if not m.any():
            return None
        addrs = _mbar_addrs(w, base, off, m, inst)
        pairs = sorted(set(zip(addrs.tolist(), (w.regs[parity][m] & 1).tolist())))
        waits = [(w.block.bar(a, where), q) for a, q in pairs]
        for b, _ in waits:
            w.block.ordered_after_init(b, w.id, where)
        if w.tried != (pc, pairs) and not all(b.completed(q) for b, q in waits):
            w.tried = (pc, pairs)           # the time limit ran out: false, nothing landed
            w.regs[pslot] = w.regs[pslot] & ~m
            return None
        for b, q in waits:
            if not b.completed(q) and b.tmas:
                w.block.land_on(b, f"{where} in warp {w.id}")
        if not all(b.completed(q) for b, q in waits):
            w.waits, w.wait_where = waits, where
            return _BLOCKED
        w.waits, w.tried = None, None
        for b, _ in waits:
            w.block.acquire(b, w.id)
        w.regs[pslot] = m | w.regs[pslot]
        return None
    return h


def _tma_load(cx: _Compiler, pc: int, inst: _Inst, rank: int):
    """cp.async.bulk.tensor.Nd.shared::cluster.global{.tile}.mbarrier::complete_tx::bytes
    [dst], [tensorMap, {c0, .., cN-1}], [mbar] (PTX ISA, "cp.async.bulk.tensor", N = .dim, 1
    to 5): copies the box at (c0, ..) (signed, c0 innermost) of the tensor the map at generic
    address tensorMap describes into shared memory at dst, swizzled, and performs complete_tx
    of the whole box's bytes on the mbarrier. Per lane that executes it. The map is read
    through the tensormap proxy (ptx_hopper.TensorMaps): a kernel parameter, or global memory
    that the issuing thread has acquired with fence.proxy.tensormap::generic.acquire. The map's
    rank must be N (a mismatch is refused: the ISA gives it no meaning).

    Asynchronous: the issue checks everything and marks the destination in flight; the copy
    lands when a warp would otherwise block on the mbarrier, or at the end of the block."""
    cx.arity(inst, 3)
    dbase, doff = _address(cx, inst, inst.operands[0], "u32")
    t = inst.operands[1]
    if t[0] != "tensor" or t[2][0] != "vec" or len(t[2][1]) != rank:
        raise _fail(inst.line, inst.text, f"expected [tensorMap, {{c0, ..}}] with {rank} "
                                          f"coordinate(s) for a {rank}-D copy")
    tmap = cx.src(t[1], "u64", inst)     # generic address: .param or .global (TensorMaps)
    coords = [cx.src(c, "s32", inst) for c in t[2][1]]
    bbase, boff = _address(cx, inst, inst.operands[2], "u32")
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        for lane in np.nonzero(m)[0]:
            spec = w.block.tensormaps.read(_lane_value(w, tmap, lane), w.id, int(lane), where)
            if len(spec.dims) != rank:
                raise EmulatorError(f"{where}: a {rank}-D copy through a tensor map of rank "
                                    f"{len(spec.dims)}")
            at = [_lane_value(w, c, lane) for c in coords]
            if rank == 1 and not 0 <= at[0] <= spec.dims[0] - spec.box[0]:
                # Measured, not documented: on an H100 (driver 580.159.04, 2026-11-24) a 1-D
                # tile copy whose box leaves the tensor stops the kernel with
                # CUDA_ERROR_ILLEGAL_INSTRUCTION, where 2- to 5-D boxes are zero-filled
                # (benchmarks/tma_probe.py, results/gpu_tma.txt).
                raise EmulatorError(f"{where}: a 1-D TMA box [{at[0]}, {at[0] + spec.box[0]}) "
                                    f"leaves the tensor's {spec.dims[0]} elements; the GPU "
                                    "faults on that (illegal instruction) instead of filling")
            dst = (int(w.regs[dbase][lane]) + doff) & 0xFFFFFFFF
            align = max(128, 8 * spec.swizzle)
            if dst % align:
                raise EmulatorError(f"{where}: shared destination {dst} is not {align}-byte "
                                    f"aligned (a {spec.swizzle or 'un'}-swizzled TMA box needs "
                                    f"{align}: the swizzle pattern is on absolute addresses)")
            if (spec.box[0] * spec.elem_bytes) % 16:
                raise EmulatorError(f"{where}: the box's inner extent, "
                                    f"{spec.box[0] * spec.elem_bytes} bytes, is not a multiple "
                                    "of 16 (CUDA, cuTensorMapEncodeTiled)")
            if dst + spec.box_bytes > w.smem.nbytes:
                raise OutOfBoundsAccess(f"{where}: the {spec.box_bytes}-byte box at shared byte "
                                        f"{dst} ends outside the block's {w.smem.nbytes} bytes")
            bar = w.block.bar(_mbar_addrs(w, bbase, boff, _LANE == lane, inst)[0], where)
            w.block.issue_tma(hopper.Tma(where, w.id, w.smem.clock[w.id].copy(), spec, at,
                                         dst, bar, hopper.issue_fence(w.smem, w.id)))
    return h


def _fence_tensormap(cx: _Compiler, pc: int, inst: _Inst, scope: str):
    """fence.proxy.tensormap::generic.acquire.scope [addr], 128 (PTX ISA, "membar/fence"): the
    generic proxy's writes to the 128 bytes at generic address addr become visible to this
    thread's later reads of them through the tensormap proxy (a TMA copy's map). Per lane."""
    cx.arity(inst, 2)
    base, off = _address(cx, inst, inst.operands[0], "u64")
    size = inst.operands[1]
    if size[0] != "imm":
        raise _fail(inst.line, inst.text, "the size is a constant integer literal, 128")
    nbytes = int(size[1], 0)
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        m = mask(w)
        for lane in np.nonzero(m)[0]:
            addr = int(w.regs[base][lane]) + off
            w.block.tensormaps.acquire(addr, nbytes, w.id, int(lane), scope, where)
    return h


def _fence_proxy_async(cx: _Compiler, pc: int, inst: _Inst):
    """fence.proxy.async{.shared::cta} (PTX ISA, "membar/fence"): a bi-directional proxy fence
    between the generic and the async proxy, for the executing thread's accesses; the race
    detector's ProxyFences records it (shared memory is the only state space the emulator
    checks across proxies)."""
    cx.arity(inst, 0)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        if mask(w).any() and w.smem.fences is not None:
            w.smem.fences.fence(w.smem.clock, w.id)
    return h


def _fence_mbarrier_init(cx: _Compiler, pc: int, inst: _Inst):
    """fence.mbarrier_init.release.cluster (PTX ISA, "membar/fence"): releases the executing
    thread's prior mbarrier.init operations at cluster scope (Block.fence_init)."""
    cx.arity(inst, 0)
    mask = _mask_fn(cx.guard(inst))

    def h(w):
        m = mask(w)
        if m.any():
            w.block.fence_init(w.id, m)
    return h


def _setmaxnreg(cx: _Compiler, pc: int, inst: _Inst):
    """setmaxnreg.{inc,dec}.sync.aligned.u32 count (PTX ISA, "setmaxnreg"): count is 24..256, a
    multiple of 8; all threads of the warp execute it. A register budget: no data changes."""
    cx.arity(inst, 1)
    op = inst.operands[0]
    n = int(_imm(op[1], "u32", inst)) if op[0] == "imm" else None
    if n is None or not 24 <= n <= 256 or n % 8:
        raise _fail(inst.line, inst.text, "setmaxnreg takes an immediate register count in "
                    f"24..256 that is a multiple of 8, got {op[1]}")
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        hopper.whole_warp(where, w, mask(w))
    return h


def _wgmma_fence(cx: _Compiler, pc: int, inst: _Inst):
    """wgmma.fence.sync.aligned (PTX ISA, "wgmma.fence"): orders this warp's earlier register
    accesses before the wgmma.mma_async that follow. The emulator remembers the registers as of
    now: a later mma_async whose accumulators were written since (by anything but a wgmma)
    is missing its fence."""
    cx.arity(inst, 0)
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        hopper.whole_warp(where, w, mask(w))
        w.wg_fence = hopper.snapshot(w.regs)
        w.wg_touched = {}
    return h


def _wgmma_commit(cx: _Compiler, pc: int, inst: _Inst):
    """wgmma.commit_group.sync.aligned: the wgmma.mma_async issued since the last commit become
    one wgmma-group (possibly empty)."""
    cx.arity(inst, 0)
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        hopper.whole_warp(where, w, mask(w))
        w.wg_groups.append(w.wg_open)
        w.wg_open = []
    return h


def _wgmma_wait(cx: _Compiler, pc: int, inst: _Inst):
    """wgmma.wait_group.sync.aligned N (PTX ISA, "wgmma.wait_group"): waits until at most the
    N most recent wgmma-groups are pending. The groups this retires are performed now, in
    issue order: their shared-memory reads (through the race detector) and their math."""
    cx.arity(inst, 1)
    op = inst.operands[0]
    if op[0] != "imm":
        raise _fail(inst.line, inst.text, "N of wgmma.wait_group is an integer constant")
    keep = int(_imm(op[1], "u32", inst))
    mask, where = _mask_fn(cx.guard(inst)), inst.where

    def h(w):
        hopper.whole_warp(where, w, mask(w))
        hopper.retire_groups(w, keep, where)
        if not w.wg_inflight and w.code is not w.plain:
            w.code = w.plain
            return _RELOAD
        return None
    return h


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
    group. Until then the accumulators are in flight, and the warp runs its checked code."""
    ops = inst.operands
    registers_a = len(ops) > 1 and ops[1][0] == "vec"
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
        w.wg_open.append(op)
        w.wg_inflight = w.wg_inflight | dset | aset
        if w.code is w.plain:
            w.code = w.checked
            return _RELOAD
        return None
    return h


def _opcode_table() -> dict:
    """Every instruction the emulator runs: full opcode -> (builder, arguments)."""
    t: dict = {}
    ints = ("u16", "s16", "u32", "s32", "u64", "s64")
    for ty in ints:
        for op, fn in (("add", np.add), ("sub", np.subtract), ("min", np.minimum),
                       ("max", np.maximum)):
            t[f"{op}.{ty}"] = (_alu, (fn, ty, (ty, ty)))
        t[f"mul.lo.{ty}"] = (_alu, (np.multiply, ty, (ty, ty)))
    for ty, wide in (("u16", "u32"), ("s16", "s32"), ("u32", "u64"), ("s32", "s64")):
        w = _DTYPE[wide]
        t[f"mul.wide.{ty}"] = (_alu, (lambda a, b, w=w: a.astype(w) * b.astype(w), wide, (ty, ty)))
        bits = 8 * np.dtype(_DTYPE[ty]).itemsize
        t[f"mul.hi.{ty}"] = (_alu, (lambda a, b, w=w, s=bits, n=_DTYPE[ty]:
                                    ((a.astype(w) * b.astype(w)) >> w(s)).astype(n), ty, (ty, ty)))
    # mad (PTX ISA, "mad"): .lo keeps the low half of a*b, then adds c (wrapping); .wide adds
    # c to the full double-width product; .hi adds c to the high half.
    for ty in ints:
        t[f"mad.lo.{ty}"] = (_alu, (lambda a, b, c: a * b + c, ty, (ty, ty, ty)))
    for ty, wide in (("u16", "u32"), ("s16", "s32"), ("u32", "u64"), ("s32", "s64")):
        w = _DTYPE[wide]
        t[f"mad.wide.{ty}"] = (_alu, (lambda a, b, c, w=w: a.astype(w) * b.astype(w) + c, wide,
                                      (ty, ty, wide)))
        bits = 8 * np.dtype(_DTYPE[ty]).itemsize
        t[f"mad.hi.{ty}"] = (_alu, (lambda a, b, c, w=w, s=bits, n=_DTYPE[ty]:
                                    ((a.astype(w) * b.astype(w)) >> w(s)).astype(n) + c, ty,
                                    (ty, ty, ty)))
    for ty in ("u32", "s32", "u64", "s64"):
        t[f"div.{ty}"] = (_alu, (_divide(ty, False), ty, (ty, ty)))
        t[f"rem.{ty}"] = (_alu, (_divide(ty, True), ty, (ty, ty)))
    t["prmt.b32"] = (_alu, (_prmt, "b32", ("b32", "b32", "b32")))
    for ty in ("s16", "s32", "s64"):
        t[f"neg.{ty}"] = (_alu, (np.negative, ty, (ty,)))
        t[f"abs.{ty}"] = (_alu, (np.abs, ty, (ty,)))
    for ty in ("b16", "b32", "b64", "pred"):
        for op, fn in (("and", np.bitwise_and), ("or", np.bitwise_or), ("xor", np.bitwise_xor)):
            t[f"{op}.{ty}"] = (_alu, (fn, ty, (ty, ty)))
        t[f"not.{ty}"] = (_alu, (np.invert, ty, (ty,)))
    for ty in ("b16", "b32", "b64"):
        t[f"shl.{ty}"] = (_shift, ("shl", ty))
    for ty in ("b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64"):
        t[f"shr.{ty}"] = (_shift, ("shr", ty))
    f = "f32"
    # Float add/sub/mul: .rn rounds to nearest even; without it ptxas may contract mul+add into
    # fma (PTX ISA, "add": floating point); the emulator computes the uncontracted value, one of
    # the two.
    for op, fn in (("add", np.add), ("sub", np.subtract), ("mul", np.multiply)):
        t[f"{op}.rn.f32"] = t[f"{op}.f32"] = (_alu, (fn, f, (f, f)))
    t["div.rn.f32"] = (_alu, (np.divide, f, (f, f)))      # IEEE division, as NumPy's float32
    t["min.f32"] = (_alu, (_fmin, f, (f, f)))
    t["max.f32"] = (_alu, (_fmax, f, (f, f)))
    t["min.NaN.f32"] = (_alu, (_nan_canonical(_fmin), f, (f, f)))
    t["max.NaN.f32"] = (_alu, (_nan_canonical(_fmax), f, (f, f)))
    t["neg.f32"] = (_alu, (np.negative, f, (f,)))
    t["abs.f32"] = (_alu, (np.abs, f, (f,)))
    t["sqrt.rn.f32"] = (_alu, (np.sqrt, f, (f,)))          # IEEE square root
    t["rcp.rn.f32"] = (_alu, (lambda a: np.float32(1) / a, f, (f,)))
    t["fma.rn.f32"] = t["mad.rn.f32"] = (_alu, (_fma_rn, f, (f, f, f)))  # mad.rn.f32 is fma
    # The approximate instructions (ex2, lg2, rsqrt, rcp, tanh, sin, cos .approx.f32): a result
    # anywhere inside the bound the PTX ISA documents (kgen.sim.approx.APPROX).
    for name in APPROX:
        if name.endswith(".approx.f32"):
            t[name] = (_approximate, (APPROX[name],))
    for ty in ints + ("b16", "b32", "b64", "f32"):
        kind = np.dtype(_DTYPE[ty]).kind
        for op in ("eq", "ne", "lt", "le", "gt", "ge"):
            t[f"setp.{op}.{ty}"] = (_alu, (_cmp(op, kind), "pred", (ty, ty)))
        extra = {"u": ("lo", "ls", "hi", "hs"),
                 "f": ("equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan")}.get(kind, ())
        for op in extra:
            t[f"setp.{op}.{ty}"] = (_alu, (_cmp(op, kind), "pred", (ty, ty)))
    for ty in ints + ("b16", "b32", "b64", "f32"):
        t[f"selp.{ty}"] = (_alu, (lambda a, b, c: np.where(c, a, b), ty, (ty, ty, "pred")))
    for ty in ("b16", "u16", "s16", "b32", "u32", "s32", "f32", "b64", "u64", "s64", "pred"):
        t[f"mov.{ty}"] = (_mov, (ty,))
    # Conversions (PTX ISA, "cvt").
    for s in ("u32", "s32"):
        t[f"cvt.rn.f32.{s}"] = (_alu, (lambda a: a.astype(np.float32), f, (s,)))
    for d in ("u32", "s32"):
        for rnd, fn in (("rni", np.rint), ("rzi", np.trunc), ("rmi", np.floor),
                        ("rpi", np.ceil)):
            t[f"cvt.{rnd}.{d}.f32"] = (_alu, (_f2i(fn, d), d, (f,)))
    # Float to float with an integer rounding: the integral value in that direction; NaN and
    # infinities pass through, -0 stays -0 (PTX ISA, "cvt", ".rni .rzi .rmi .rpi").
    for rnd, fn in (("rni", np.rint), ("rzi", np.trunc), ("rmi", np.floor), ("rpi", np.ceil)):
        t[f"cvt.{rnd}.f32.f32"] = (_alu, (fn, f, (f,)))
    for d in ints:
        for s in ints:
            if d != s:
                t[f"cvt.{d}.{s}"] = (_alu, (_i2i(s, d), d, (s,)))
    t["cvt.rn.bf16.f32"] = (_alu, (_f32_to_bf16, "b16", (f,)))
    t["cvt.rn.f16.f32"] = (_alu, (_f32_to_f16, "b16", (f,)))
    t["cvt.f32.bf16"] = (_alu, (_bf16_to_f32, f, ("b16",)))
    t["cvt.f32.f16"] = (_alu, (_f16_to_f32, f, ("b16",)))
    t["cvt.rn.bf16x2.f32"] = (_alu, (_pack2(_f32_to_bf16), "b32", (f, f)))
    t["cvt.rn.f16x2.f32"] = (_alu, (_pack2(_f32_to_f16), "b32", (f, f)))
    # Generic and global addresses are the same numbers in the emulator.
    t["cvta.to.global.u64"] = (_alu, (lambda a: a, "u64", ("u64",)))
    t["cvta.param.u64"] = (_cvta_param, ())
    for ty in ("u64", "s64", "b64", "u32", "s32", "b32", "f32"):
        t[f"ld.param.{ty}"] = (_ld_param, (ty,))
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
    for ty in ("u16", "s16", "b16"):
        t[f"ld.shared.{ty}"] = (_shared16, (False, ty))
        t[f"st.shared.{ty}"] = (_shared16, (True, ty))
    for mode in ("bfly", "up", "down", "idx"):
        t[f"shfl.sync.{mode}.b32"] = (_shfl, (mode,))
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
    for shape in ("m16n8k16", "m16n8k8"):
        for ab in ("bf16", "f16"):
            t[f"mma.sync.aligned.{shape}.row.col.f32.{ab}.{ab}.f32"] = (_mma, (shape, ab, "f32"))
        t[f"mma.sync.aligned.{shape}.row.col.f16.f16.f16.f16"] = (_mma, (shape, "f16", "f16"))
    # Hopper (sm_90a): mbarriers, TMA, wgmma, register budgets.
    for space in ("shared::cta", "shared"):
        t[f"mbarrier.init.{space}.b64"] = (_mbar_init, ())
        t[f"mbarrier.inval.{space}.b64"] = (_mbar_inval, ())
        for sem in ("", ".release.cta"):
            t[f"mbarrier.arrive{sem}.{space}.b64"] = (_mbar_arrive, (False,))
            t[f"mbarrier.arrive.expect_tx{sem}.{space}.b64"] = (_mbar_arrive, (True,))
        for sem in ("", ".acquire.cta"):
            t[f"mbarrier.try_wait.parity{sem}.{space}.b64"] = (_mbar_try_wait, ())
        for sem in ("", ".relaxed.cta"):
            t[f"mbarrier.expect_tx{sem}.{space}.b64"] = (_mbar_expect_tx, ())
    for dst in ("shared::cluster", "shared::cta"):
        for mode in (".tile", ""):
            for rank in range(1, MAX_RANK + 1):
                t[f"cp.async.bulk.tensor.{rank}d.{dst}.global{mode}.mbarrier::complete_tx::"
                  "bytes"] = (_tma_load, (rank,))
    for name in ("fence.proxy.async.shared::cta", "fence.proxy.async"):
        t[name] = (_fence_proxy_async, ())
    t["fence.mbarrier_init.release.cluster"] = (_fence_mbarrier_init, ())
    for scope in hopper.SCOPES:
        t[f"fence.proxy.tensormap::generic.acquire.{scope}"] = (_fence_tensormap, (scope,))
    t["wgmma.fence.sync.aligned"] = (_wgmma_fence, ())
    t["wgmma.commit_group.sync.aligned"] = (_wgmma_commit, ())
    t["wgmma.wait_group.sync.aligned"] = (_wgmma_wait, ())
    for n in range(8, 257, 8):
        for ab in ("bf16", "f16"):
            t[f"wgmma.mma_async.sync.aligned.m64n{n}k16.f32.{ab}.{ab}"] = (_wgmma, (n, ab))
    for how in ("inc", "dec"):
        t[f"setmaxnreg.{how}.sync.aligned.u32"] = (_setmaxnreg, ())
    # CTA barriers (PTX ISA, "bar, barrier"): "bar{.cta}.sync is equivalent to
    # barrier{.cta}.sync.aligned. bar{.cta}.arrive is equivalent to barrier{.cta}.arrive.aligned."
    for cta in ("", ".cta"):
        for op, waits in (("sync", True), ("arrive", False)):
            t[f"bar{cta}.{op}"] = t[f"barrier{cta}.{op}.aligned"] = (_bar, (waits,))
    t["bra"] = (_bra, (False,))
    t["bra.uni"] = (_bra, (True,))
    t["ret"] = t["exit"] = (_ret, ())
    t["trap"] = (_trap, ())
    return t


_OPCODES = _opcode_table()

# How each builder's closures run on a group of fused warps (ptx_fused): lanewise ones know no
# lane count; per-warp ones read the warp's id, its shared memory and race-detector clock, its
# cp.async state or its 32 lanes as a whole (shuffles, fragments). Builders not here (Hopper,
# counted barriers) keep the kernel warp by warp.
_FUSED_KINDS = {
    _alu: fused.LANEWISE, _shift: fused.LANEWISE, _mov: fused.LANEWISE,
    _cvta_param: fused.LANEWISE, _ld_param: fused.LANEWISE, _ld_global: fused.LANEWISE,
    _st_global: fused.LANEWISE, _approximate: fused.LANEWISE,
    # Shared memory: the race detector takes each lane's warp (SharedMemory.read with an array).
    _ld_shared: fused.LANEWISE, _st_shared: fused.LANEWISE, _shared16: fused.LANEWISE,
    _shfl: fused.LANEWISE, _cp_async: fused.PER_WARP, _cp_async_commit: fused.PER_WARP,
    _cp_async_wait: fused.LANEWISE, _ldmatrix: fused.LANEWISE, _mma: fused.LANEWISE,
    _trap: fused.PER_WARP, _fence_proxy_async: fused.PER_WARP, _setmaxnreg: fused.PER_WARP,
    # wgmma: per-warp state, and each warp's 16 rows (ptx_fused, "wgmma").
    _wgmma: fused.PER_WARP, _wgmma_fence: fused.PER_WARP, _wgmma_commit: fused.PER_WARP,
    _wgmma_wait: fused.PER_WARP,
}


def _fused_plan(cx: _Compiler, fn: _Function) -> fused.Plan | None:
    """The kinds of fn's instructions for fused warps, or None if one of them needs the
    warp-by-warp scheduler (ptx_fused: only whole-block barriers, no mbarrier or TMA)."""
    kinds, branches = [], {}
    for pc, inst in enumerate(fn.insts):
        build = _OPCODES[inst.opcode][0]
        guard = cx.guard(inst)
        if build is _bra:
            if guard is None:
                kinds.append(fused.LANEWISE)
                continue
            kinds.append(fused.BRANCH)
            branches[pc] = (fn.labels[inst.operands[0][1]], guard[0], guard[1],
                            inst.opcode == "bra.uni")
        elif build is _bar and inst.opcode in ("bar.sync", "bar.cta.sync", "barrier.sync.aligned",
                                               "barrier.cta.sync.aligned") \
                and len(inst.operands) == 1:
            kinds.append(fused.BARRIER)
        elif build is _ret and guard is None:
            kinds.append(fused.RETURN)
        elif build in _FUSED_KINDS:
            kinds.append(_FUSED_KINDS[build])
        else:
            return None
    return fused.Plan(tuple(kinds), branches, _NO_RPC, _BARRIER)


# --------------------------------------------------------------------------------------------
# Running.

@dataclass
class _Kernel:
    fn: _Function
    slots: _Slots
    code: list
    checked: list | None = None    # code that refuses in-flight wgmma accumulators (if wgmma)
    proxies: bool = False          # has async-proxy operations: the race detector tracks proxies
    plan: fused.Plan | None = None  # how its warps run fused (ptx_fused), None: warp by warp


class _PtxWarp(Warp):
    """One warp of a block: registers, active mask, and the SIMT reconvergence stack.

    The stack holds the contexts not running now as (pc, reconvergence pc, lanes). A divergent
    branch pushes the join context (its ipdom, with all current lanes) unless the current one
    already joins there, then the not-taken side, and runs the taken side; a context ends when
    its pc reaches its reconvergence pc, and the next one is popped."""

    def __init__(self, wid: int, code: list, regs: list, live: np.ndarray, mem, smem, stats,
                 block: hopper.Block | None = None, checked: list | None = None,
                 bars: CtaBarriers | None = None):
        self.id, self.code, self.regs = wid, code, regs
        self.draws = wid            # the approximate functions' draws are the warp's (approx)
        self.mem, self.smem, self.stats = mem, smem, stats
        self.exited = ~live
        self.mask, self.full = live, bool(live.all())
        self.pc, self.rpc = 0, _NO_RPC
        self.stack: list = []
        # cp.async state: copies in flight in issue order, each lane's count of commit_groups,
        # and per shared word the copy still writing it (0: none), allocated on first use.
        self.copies: list[_Copy] = []
        self.committed = np.zeros(WARP, np.int64)
        self.pending: np.ndarray | None = None
        self.issued = 0
        # Hopper state: the block's mbarriers and TMA copies; what a blocked try_wait waits for
        # ((mbarrier, parity) pairs); wgmma groups: the open one, the committed ones, the
        # accumulator slots in flight, the registers as of the last wgmma.fence; and the two
        # code lists, plain and checked (used while accumulators are in flight).
        self.block = block
        self.waits: list | None = None
        self.wait_where = ""
        self.tried: tuple | None = None    # the try_wait (pc, waits) that last answered false
        self.wg_open: list = []
        self.wg_groups: list = []
        self.wg_inflight: frozenset = frozenset()
        self.wg_fence: list | None = None
        self.wg_touched: dict = {}       # accumulator slot -> the access since the last fence
        self.plain, self.checked = code, checked
        # CTA barriers (bar.sync, bar.arrive): the block's, the one this warp waits at with no
        # thread count (read by core.run_block), and the phase a counted bar.sync blocks on.
        self.bars = bars
        self.barrier_id = 0
        self.bar_wait: BarrierPhase | None = None
        self.bar_where = ""
        # Set by PtxModule.run: the seed of the approximate instructions' draws, and the
        # backward branches this warp may still take (core.loop_limit) with what to report.
        self.seed = 0
        self.loops_left = 1 << 62
        self.report = None

    def _enter(self, mask: np.ndarray, rpc: int) -> None:
        self.mask, self.full, self.rpc = mask, bool(mask.all()), rpc

    def diverge(self, tpc: int, taken, fpc: int, rest, rpc: int) -> int:
        if rpc != self.rpc and rpc != _NO_RPC:
            self.stack.append((rpc, self.rpc, self.mask))
        self.stack.append((fpc, rpc, rest))
        self._enter(taken, rpc)
        return tpc

    def resume(self) -> int:
        """The next pending context with live lanes, or _EXIT when none is left."""
        while self.stack:
            pc, rpc, mask = self.stack.pop()
            mask = mask & ~self.exited
            if mask.any():
                self._enter(mask, rpc)
                return pc
        return _EXIT

    def retire(self, lanes: np.ndarray, next_pc: int) -> int:
        """ret: the lanes exit; the rest of the context, if any, goes on."""
        self.exited = self.exited | lanes
        rest = self.mask & ~lanes
        if rest.any():
            self._enter(rest, self.rpc)
            return next_pc
        return self.resume()

    # -- cp.async: issue, completion, and the check on the warp's own early accesses

    def _span(self, addr: np.ndarray, nbytes: int, lanes: np.ndarray) -> np.ndarray:
        """The shared words [addr, addr + nbytes) of each of the lanes, shape (lanes, words);
        addresses outside shared memory are clipped (the access itself reports them)."""
        a = np.minimum(np.maximum(addr[lanes].astype(np.int64), 0),
                       max(self.smem.nbytes - nbytes, 0)) // 4
        return a[:, None] + np.arange(max(nbytes // 4, 1))

    def issue_copy(self, where: str, size: int, dst, src, srcsize, lanes) -> None:
        bad = lanes & ((dst < 0) | (dst + size > self.smem.nbytes))
        if bad.any():
            lane = int(np.argmax(bad))
            raise OutOfBoundsAccess(f"{where}: lane {lane} copies {size} bytes to shared byte "
                                    f"{int(dst[lane])}, outside the block's {self.smem.nbytes} "
                                    "bytes")
        if self.pending is None:
            self.pending = np.zeros(self.smem.words.size, np.int64)
        words = self._span(dst, size, lanes)
        busy = self.pending[words]
        flat = np.sort(words, axis=None)
        if busy.any() or (flat[1:] == flat[:-1]).any():
            # PTX ISA, "cp.async": no ordering between two cp.async that no wait separates.
            word = int(words.reshape(-1)[np.argmax(busy.reshape(-1))]) if busy.any() else \
                int(next(x for x, c in zip(*np.unique(words, return_counts=True)) if c > 1))
            other = next((c.where for c in self.copies if c.ident == self.pending[word]), where)
            raise EmulatorError(f"{where}: copies into shared byte {4 * word}, which {other} is "
                                "also still copying into: two cp.async with no wait between "
                                "them are not ordered (PTX ISA, 'cp.async')")
        self.issued += 1
        self.pending[words] = self.issued
        self.copies.append(_Copy(self.issued, where, size, dst, src, srcsize,
                                 self.committed.copy(), lanes.copy()))

    def check_pending(self, addr, nbytes: int, lanes, where: str, verb: str) -> None:
        """A lane of this warp touching shared bytes a cp.async of the warp is still copying
        into: the copy may land before or after the access (PTX ISA, "cp.async.wait_group": its
        writes are visible to the thread only after the wait on its group)."""
        if self.pending is None or not lanes.any():
            return
        busy = self.pending[self._span(addr, nbytes, lanes)]
        if busy.any():
            i = int(np.argmax(busy.any(axis=1)))
            lane = int(np.nonzero(lanes)[0][i])
            ident = int(busy[i][busy[i] > 0][0])
            copy = next(c for c in self.copies if c.ident == ident)
            raise StaleRead(f"{where}: lane {lane} of warp {self.id} {verb} shared byte "
                            f"{int(addr[lane])}, which {copy.where} is still copying into: no "
                            "cp.async.wait_group or cp.async.wait_all has covered its group "
                            "yet (PTX ISA, 'cp.async.wait_group')")

    def complete_copies(self, lanes, below, where: str) -> None:
        """Completes, in issue order, each copy's lanes among `lanes` whose group is below
        `below` (per lane): the global bytes are read and the shared bytes written now, through
        the race detector, as this warp's access at this moment."""
        keep = []
        for c in self.copies:
            done = c.lanes & lanes & (c.group < below)
            if done.any():
                self._land(c, done, f"{c.where} (completing at {where})")
                self.pending[self._span(c.dst, c.size, done)] = 0
                c.lanes = c.lanes & ~done
            if c.lanes.any():
                keep.append(c)
        self.copies = keep

    def _land(self, c: _Copy, lanes, where: str) -> None:
        data = _copied_bytes(self.mem, c.size, c.src, c.srcsize, lanes, where)
        words = data.view("<u4").astype(np.uint32).T     # (size // 4, lanes)
        self.smem.write(self.id, c.dst, words, c.size, lanes, where)

    def _exit(self) -> str:
        """The warp is done: copies still in flight complete now (as on the hardware, whose
        copies land whether or not anyone waits), and count as its last accesses; so do its
        wgmmas still in flight."""
        if self.copies:
            self.complete_copies(np.ones(WARP, bool), np.full(WARP, np.iinfo(np.int64).max),
                                 "the exit of the warp")
        if self.wg_inflight:
            self.wg_groups.append(self.wg_open)
            self.wg_open = []
            hopper.retire_groups(self, 0, "the exit of the warp")
        return "exit"

    # -- blocking on an mbarrier or a counted bar.sync (the scheduler's side)

    def ready(self) -> bool:
        """Whether running again can get past the blocked try_wait: every phase it waits for
        has completed, or has TMA copies in flight that landing may complete it with; or past
        the blocked bar.sync: its phase has completed."""
        if self.bar_wait is not None:
            return self.bar_wait.done
        return all(b.completed(q) or b.tmas for b, q in self.waits)

    def blocked_on(self) -> str:
        if self.bar_wait is not None:
            p = self.bar_wait
            return f"waits at {self.bar_where} for barrier {p.ident}: {p.state()}"
        waits = ", ".join(f"the phase of parity {q} of the mbarrier at shared byte {b.addr} "
                          f"({b.state()})" for b, q in self.waits if not b.completed(q))
        return f"waits at {self.wait_where} for {waits}"

    def run(self) -> str:
        self.bar_wait = None            # run_block runs a blocked warp only once it is ready
        code = self.code
        pc, rpc = self.pc, self.rpc
        n = 0
        try:
            with np.errstate(all="ignore"):
                while True:
                    if pc == rpc:
                        pc = self.resume()
                        rpc = self.rpc
                        if pc == _EXIT:
                            return self._exit()
                        continue
                    n += 1
                    nxt = code[pc](self)
                    if nxt is None:
                        pc += 1
                    elif nxt >= 0:
                        if nxt <= pc:
                            self.loops_left -= 1
                            if self.loops_left < 0:
                                raise self.report(pc, self.stats.instructions + n)
                        pc, rpc = nxt, self.rpc
                    elif nxt == _BARRIER:
                        self.pc = pc + 1
                        return "barrier"
                    elif nxt == _BLOCKED:
                        self.pc = pc
                        return "blocked"
                    elif nxt == _RELOAD:
                        code = self.code
                        pc += 1
                    elif nxt == _YIELD:
                        self.pc = pc + 1
                        return "yield"
                    elif nxt == _WAIT:
                        self.pc = pc + 1
                        return "blocked"
                    else:
                        return self._exit()
        finally:
            self.stats.instructions += n


def _runaway(insts: list, wid: int, block: int, limit: int, pc: int, ran: int):
    return runaway(insts[pc].where, "warp", wid, block, limit, ran)


def _param_value(name: str, ty: str, value) -> np.ndarray:
    dt = np.dtype(_DTYPE[ty])
    if dt.kind == "f" and not isinstance(value, (float, np.floating)):
        raise EmulatorError(f"parameter {name} is .{ty}; got {value!r}")
    if dt.kind in "ui" and not isinstance(value, (int, np.integer)):
        raise EmulatorError(f"parameter {name} is .{ty}; got {value!r}")
    v = int(value) & ((1 << 8 * dt.itemsize) - 1) if dt.kind in "ui" else value
    return np.full(WARP, v, _UNSIGNED[dt.itemsize] if dt.kind in "ui" else dt).view(dt)


def _traced_kernel(k: _Kernel, executed: set) -> _Kernel:
    """k with every instruction recording its line when it runs (Launch.executed)."""
    def wrap(code):
        return None if code is None else [traced(h, n.line, executed)
                                          for h, n in zip(code, k.fn.insts)]
    return _Kernel(k.fn, k.slots, wrap(k.code), wrap(k.checked), k.proxies, k.plan)


# The most lanes one group of fused warps of several blocks holds (ptx_fused): registers of
# that many lanes each, a few hundred registers.
_FUSED_LANES = 8192

# Instructions whose shared-memory accesses are in the async proxy (PTX ISA, "Async Proxy" under
# cp.async.bulk and under wgmma); a kernel with none of them has one proxy, and the race
# detector does not track proxies on it.
_ASYNC_PROXY = ("cp.async.bulk", "wgmma.mma_async")


def _param_bytes(name: str, size: int, value) -> bytes:
    """The bytes of a by-value `.b8 name[size]` argument: exactly size of them."""
    if not isinstance(value, (bytes, bytearray)) or len(value) != size:
        what = f"{len(value)} bytes" if isinstance(value, (bytes, bytearray)) else repr(value)
        raise EmulatorError(f"parameter {name} is .b8[{size}], passed by value; got {what}")
    return bytes(value)


def _module_target(text: str):
    """The targets.Target the module's `.target sm_XX` directive names."""
    m = re.search(r"^\s*\.target\s+(\w+)", text, re.M)
    if m is None or m.group(1) not in TARGETS:
        known = ", ".join(n for n, t in TARGETS.items() if t.is_nvidia)
        raise EmulatorError(f"the module's .target is {m.group(1) if m else 'missing'}; the "
                            f"emulator runs PTX for {known}")
    return TARGETS[m.group(1)]


class PtxModule:
    """A parsed PTX module: `PtxModule(text).run(kernel, launch)`."""

    def __init__(self, text: str, target=None):
        """target: the targets.Target row (or its name) whose limits the text must keep; by
        default the one the module's `.target` directive names."""
        target = _module_target(text) if target is None else target
        if isinstance(target, str):
            target = TARGETS[target]
        self.kernels: dict[str, _Kernel] = {}
        for name, fn in parse_functions(text).items():
            cx = _Compiler(fn, target)
            code = [cx.compile(pc, inst) for pc, inst in enumerate(fn.insts)]
            checked = hopper.wgmma_code(code, fn.insts, cx.slots.index, cx.accumulators,
                                        cx.matrix_a)
            proxies = any(n.opcode.startswith(_ASYNC_PROXY) for n in fn.insts)
            self.kernels[name] = _Kernel(fn, cx.slots, code, checked, proxies,
                                         _fused_plan(cx, fn))

    def instructions(self, kernel: str) -> list[_Inst]:
        return self.kernels[kernel].fn.insts

    def run(self, kernel: str, launch: Launch) -> None:
        if kernel not in self.kernels:
            raise EmulatorError(f"no kernel '{kernel}' in this module; it has "
                                f"{', '.join(self.kernels) or 'none'}")
        k = self.kernels[kernel]
        if launch.executed is not None:
            k = _traced_kernel(k, launch.executed)
        fn, slots = k.fn, k.slots
        if len(launch.args) != len(fn.params):
            raise EmulatorError(f"{kernel} takes {len(fn.params)} arguments "
                                f"({', '.join(n for n, _ in fn.params)}), got {len(launch.args)}")
        grid = (tuple(launch.grid) + (1, 1, 1))[:3]
        threads = launch.threads
        if not 0 < threads <= 1024:
            raise EmulatorError(f"a block has 1 to 1024 threads, got {threads}")
        if fn.maxntid and threads > int(np.prod(fn.maxntid)):
            # PTX ISA, "Performance-Tuning Directives": a launch past .maxntid fails.
            raise EmulatorError(f"{kernel} declares .maxntid {fn.maxntid}; launched with "
                                f"{threads} threads")
        base = list(slots.template)
        memory: dict[int, tuple[str, bytes]] = {}     # kernel parameter memory, by address
        for (name, ty), value in zip(fn.params, launch.args):
            if name in fn.arrays:
                memory[param_address(fn, name)] = (name, _param_bytes(name, fn.arrays[name][0],
                                                                      value))
            else:
                base[slots.params[name]] = _param_value(name, ty, value)
                memory[param_address(fn, name)] = (name, base[slots.params[name]][:1].tobytes())
        sp = slots.index
        for axis, n in zip("xyz", (threads, 1, 1)):
            base[sp[f"%ntid.{axis}"]] = np.full(WARP, n, np.uint32)
        for axis, n in zip("xyz", grid):
            base[sp[f"%nctaid.{axis}"]] = np.full(WARP, n, np.uint32)
        base[sp["%laneid"]] = np.arange(WARP, dtype=np.uint32)
        nwarps = -(-threads // WARP)
        blocks = functools.partial(self._blocks, k, launch, base, grid, threads, memory)
        if k.plan is None or launch.stats.counters is not None or nwarps == 1:
            blocks(False)
            return
        # Fused (ptx_fused); on any error, the launch again warp by warp from its start, so
        # that the verdict names what the warp-by-warp order meets first.
        saved = [b.data.copy() for b in launch.memory.buffers]
        counts = (launch.stats.instructions, launch.stats.blocks)
        lines = set(launch.executed) if launch.executed is not None else None
        try:
            blocks(True)
            return
        except EmulatorError:
            for b, data in zip(launch.memory.buffers, saved):
                b.data[...] = data
            launch.stats.instructions, launch.stats.blocks = counts
            if lines is not None:
                launch.executed.clear()
                launch.executed.update(lines)
        blocks(False)

    @staticmethod
    def _blocks(k: _Kernel, launch: Launch, base: list, grid: tuple, threads: int, memory: dict,
                fuse: bool) -> None:
        """Runs every block of the launch, its warps fused (ptx_fused) or one by one."""
        fn, sp = k.fn, k.slots.index
        nwarps = -(-threads // WARP)
        limit = loop_limit(launch)
        lanes = [np.arange(w * WARP, (w + 1) * WARP, dtype=np.uint32) for w in range(nwarps)]

        def block(x: int, y: int, z: int):
            """The block's warps, shared memory, Hopper state and CTA barriers."""
            regs0 = list(base)
            for axis, v in zip("xyz", (x, y, z)):
                regs0[sp[f"%ctaid.{axis}"]] = np.full(WARP, v, np.uint32)
            smem = SharedMemory(fn.shared_bytes + (launch.shared_bytes
                                                   if fn.dynamic_shared else 0), nwarps,
                                launch.stats.counters, proxies=k.proxies)
            state = hopper.Block(smem, launch.memory, nwarps,
                                 hopper.TensorMaps(memory, launch.memory, smem))
            bars = CtaBarriers(smem, threads)
            warps = []
            for w in range(nwarps):
                regs = list(regs0)
                regs[sp["%tid.x"]] = lanes[w]
                warps.append(_PtxWarp(w, k.code, regs, lanes[w] < threads, launch.memory, smem,
                                      launch.stats, state, k.checked, bars))
            for w in warps:
                w.seed, w.loops_left = launch.seed, limit
                w.report = functools.partial(_runaway, fn.insts, w.id, launch.stats.blocks, limit)
            return warps, smem, state, bars

        order = [(x, y, z) for z in range(grid[2]) for y in range(grid[1])
                 for x in range(grid[0])]
        if not fuse:
            for x, y, z in order:
                warps, smem, state, bars = block(x, y, z)
                # Blocks take the orders of releases in turn (core.run_block): waiters first,
                # the releasing warp as far ahead as it goes, each also reversed.
                run_block(warps, smem, bars, **block_order(x, y, z))
                state.drain()
                launch.stats.blocks += 1
            return
        # Fused: the warps of a block side by side; of several blocks when the kernel has no
        # shared memory and no barrier (nothing a block's warps share that another's do not).
        alone = fn.shared_bytes == 0 and not fn.dynamic_shared and \
            fused.BARRIER not in k.plan.kinds
        per = max(1, _FUSED_LANES // (nwarps * WARP)) if alone else 1
        tiled = [np.tile(a, nwarps * per) for a in base]
        tiled[sp["%tid.x"]] = np.tile(np.arange(nwarps * WARP, dtype=np.uint32), per)
        for i in range(0, len(order), per):
            chunk = order[i:i + per]
            made = [block(x, y, z) for x, y, z in chunk]
            regs = list(tiled) if len(chunk) == per else \
                [a[:len(chunk) * nwarps * WARP] for a in tiled]
            for j, axis in enumerate("xyz"):
                regs[sp[f"%ctaid.{axis}"]] = np.repeat(
                    np.array([b[j] for b in chunk], np.uint32), nwarps * WARP)
            warps = [w for ws, _, _, _ in made for w in ws]
            _, smem, _, bars = made[0]
            fused.run_block_fused(warps, regs, smem, bars, k.code, k.plan)
            for _, _, state, _ in made:
                state.drain()
                launch.stats.blocks += 1
