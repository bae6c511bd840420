"""The LIR builder the lowerings emit through (nested blocks, fresh registers, pure ops
numbered by value) and the lowering's per-region context."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..lir import ops as L


# Ops whose result depends only on their operands: the builder reuses an earlier result of the
# same op on the same operands (in a block that encloses this one) instead of emitting it again.
_PURE = frozenset({"add", "sub", "mul", "min", "max", "shl", "shr", "and", "or", "xor", "not",
                   "neg", "abs", "div", "rem", "mulhi", "mul_wide", "add64", "shl64", "cvt_u64",
                   "setp", "and_p", "or_p", "not_p", "selp", "fadd", "fsub", "fmul", "fdiv",
                   "fmin", "fmax", "fma", "fneg", "fabs", "ex2", "lg2", "sqrt", "rsqrt", "rcp",
                   "cvt", "floor", "sin", "cos"})


def _fold_pred(op: str, ty: str, src: tuple):
    """Predicate logic with a predicate settled at compile time (an element mask that a
    specialised size decides): the constant or operand it comes to, or (op, src) to emit
    instead (a select on a constant becomes a mov of the side it takes), or None to emit as is.
    _fold_pred("and_p", "pred", (Imm(1), p)) returns p."""
    consts = [s for s in src if isinstance(s, L.Imm) and s.ty == "pred"]
    if not consts:
        return None
    if op == "not_p":
        return L.Imm(int(not src[0].value), "pred")
    if op in ("and_p", "or_p"):
        absorbing = 0 if op == "and_p" else 1
        if any(c.value == absorbing for c in consts):
            return L.Imm(absorbing, "pred")
        rest = [s for s in src if not (isinstance(s, L.Imm) and s.ty == "pred")]
        return rest[0] if rest else L.Imm(1 - absorbing, "pred")
    if op == "selp" and isinstance(src[2], L.Imm):
        return "mov", (src[0] if src[2].value else src[1],)
    return None


_Imm, _Reg, _Inst = L.Imm, L.Reg, L.Inst     # read by op and emit (no module lookups per call)


def _named(src) -> list:
    """The operands as a value-numbering key names them: a register by its id (the builder
    makes every register of a lowering, one per id) and an immediate by (value, type): equal
    where the operands are, and hashed without a call of their own hash per operand (a key
    is hashed once per enclosing block it is looked for in)."""
    return [(x.value, x.ty) if type(x) is L.Imm else x.id for x in src]


class _Builder:
    """Collects LIR nodes into nested blocks and hands out fresh registers. `top` emits into the
    program's outermost block (the function's entry block; a persistent program's loop body,
    `top_block`), ahead of everything open: for values that depend only on the arguments, the
    thread index and the program's tile (thread coordinates, strides, a tile's base address).
    Pure ops are numbered by value: asking twice for the same op on the same operands gives the
    first result, as long as no operand was written since (a register written by `emit` makes
    what it fed stale: _live)."""

    def __init__(self, number: bool = True):
        self.next_id = 0
        self.blocks: list[list[L.Node]] = [[]]
        self.known: list[dict] = [{}]
        # register id -> next_id when `emit` last wrote it: a known result made no later
        # (its id at most that) read the register's old value and is stale (_live). Checked
        # when a key is found (few are), where filing every key under each of its operands
        # cost each op. A result's own key is dropped when the result is written (made_key,
        # made_in).
        self.written: dict[int, int] = {}
        self.made_key: dict[int, tuple] = {}
        self.made_in: dict[int, dict] = {}
        self.number = number      # value numbering on (the GEMM lowerings emit without it)
        self.top = 0              # the block `top` emits into (top_block)

    def reg(self, ty: str, uniform: bool) -> L.Reg:
        self.next_id += 1
        return _Reg(self.next_id, ty, uniform)

    def emit(self, op, dst=(), src=(), attrs=(), pred=None, note="", top=False) -> None:
        if isinstance(pred, L.Imm):
            # A guard settled at compile time (a specialised size puts some lane's element
            # past the end in every run): always true drops the guard, never true the
            # instruction (a guarded-off instruction writes nothing, so its destinations keep
            # what they held). No later pass sees an immediate guard.
            if not pred.value:
                return
            pred = None
        block = self.blocks[self.top] if top else self.blocks[-1]
        block.append(_Inst(op, tuple(dst), tuple(src), tuple(attrs), pred, note))
        made_key, written, now = self.made_key, self.written, self.next_id
        for d in dst:
            key = made_key.pop(d.id, None)          # the key d is the result of
            if key is not None:
                known = self.made_in.pop(d.id)
                if key in known:
                    del known[key]
            written[d.id] = now

    def _live(self, key: tuple, r: L.Reg) -> bool:
        """Whether known result r of key still holds its value: no register operand of the key
        (by id: _named) was written since r was made (r.id: next_id then)."""
        written = self.written
        for x in key[2]:
            if type(x) is int and written.get(x, 0) >= r.id:
                return False
        return True

    def op(self, op: str, ty: str, *src, attrs=(), note="", uniform=None, top=False) -> L.Reg:
        # One pass over the operands (this runs tens of thousands of times a kernel): a
        # predicate immediate to fold, whether every operand is uniform, and the operands as
        # the value-numbering key names them (_named).
        settled, all_uniform = False, True
        pure = op in _PURE and self.number
        named: list | None = [] if pure else None
        for x in src:
            if type(x) is _Imm:
                if x.ty == "pred":
                    settled = True
                if pure:
                    named.append((x.value, x.ty))
            else:
                if not x.uniform:
                    all_uniform = False
                if pure:
                    named.append(x.id)
        if settled:
            folded = _fold_pred(op, ty, src)
            if folded is not None:
                if not isinstance(folded, tuple):
                    return folded
                op, src = folded
                all_uniform = all(isinstance(x, L.Imm) or x.uniform for x in src)
                pure = self.number and op in _PURE
                named = _named(src)
        if uniform is None:
            uniform = all_uniform
        key = None
        if type(attrs) is not tuple:
            attrs = tuple(attrs)
        if pure:
            key = (op, ty, tuple(named), attrs, uniform)
            if top:
                for i in range(self.top + 1):     # the blocks around the top one too
                    r = self.known[i].get(key)
                    if r is not None and self._live(key, r):
                        return r
            else:
                for known in self.known:
                    r = known.get(key)
                    if r is not None and self._live(key, r):
                        return r
        self.next_id += 1
        d = _Reg(self.next_id, ty, uniform)
        (self.blocks[self.top] if top else self.blocks[-1]).append(
            _Inst(op, (d,), src, attrs, None, note))
        if key is not None:
            known = self.known[self.top] if top else self.known[-1]
            known[key] = d
            self.made_key[d.id], self.made_in[d.id] = key, known
        return d

    def elected(self, warps: L.Reg, note: str) -> L.Reg:
        """True in one lane (the LIR's elect: elect.sync) of each warp `warps` holds in: the
        issuer of instructions whose operands ptxas needs uniform (TMA, tcgen05), which under
        a per-lane predicate it wraps in a loop over the lanes. Elected once, at the top, and
        read again: one thread throughout."""
        lane = self.op("elect", "pred", top=True, uniform=False, note="one lane of the warp")
        return self.op("and_p", "pred", warps, lane, top=True, note=note)

    def op_n(self, op: str, ty: str, n: int, *src, attrs=(), note="") -> list[L.Reg]:
        """An op with n per-lane destinations of one type (a wide load), as a list."""
        d = [self.reg(ty, False) for _ in range(n)]
        self.emit(op, d, src, attrs, note=note)
        return d

    def open(self) -> None:
        self.blocks.append([])
        self.known.append({})

    def top_block(self) -> None:
        """The block open now is the program's outermost from here on (`top` emits into it)."""
        self.top = len(self.blocks) - 1

    def close(self) -> tuple[L.Node, ...]:
        self.top = max(0, min(self.top, len(self.blocks) - 2))
        self.known.pop()
        return tuple(self.blocks.pop())


Key = tuple[int, ...]


@dataclass
class _Ctx:
    """Where the lowering stands: for each live axis, the global index of the chunk's first
    element (`start`) and how many elements from there exist (`ext`, None when the whole chunk
    does); whether this code is the full version of its chunk; values computed here."""
    start: dict[str, L.Operand]
    ext: dict[str, L.Operand | None]
    full: bool
    parent: "_Ctx | None" = None
    vec: bool = True                     # 16-byte accesses allowed (when full)
    owns: frozenset = frozenset()        # axes whose chunk this context opened
    memo: dict = field(default_factory=dict)
    carried: dict = field(default_factory=dict)
    off: dict = field(default_factory=dict)   # walked axes: the chunk's start in the program
    settled: bool = False     # the full and masked versions were chosen above: do not split
    # Rows are known 16-byte aligned here (a version behind the alignment test) although some
    # axis may be ragged: accesses whose own axes are whole (`ragged`) may be 16 bytes wide.
    aligned: bool = False
    # Selects known to take one argument here (a loop's steps below its mask's diagonal,
    # kgen.lower.horizon.always_shown): select uid -> the argument's index.
    shown: dict = field(default_factory=dict)

    def child(self, owns=(), full=None, vec=True, settled=False, aligned=None,
              **changes) -> "_Ctx":
        start, ext, off = dict(self.start), dict(self.ext), dict(self.off)
        start.update(changes.get("start", {}))
        ext.update(changes.get("ext", {}))
        off.update(changes.get("off", {}))
        return _Ctx(start, ext, self.full if full is None else full, self, vec,
                    frozenset(owns), carried=dict(self.carried), off=off, settled=settled,
                    aligned=self.aligned if aligned is None else aligned,
                    shown={**self.shown, **changes.get("shown", {})})

    def find(self, key, axes=()):
        """A value computed here or in an enclosing context over the same chunk of `axes`
        (a context that opened a new chunk of one of them hides what lies above it)."""
        c = self
        while c is not None:
            found = c.memo.get(key, c)     # c: not there (a value may be None)
            if found is not c:
                return found
            if c.owns and not c.owns.isdisjoint(axes):
                return None
            c = c.parent
        return None
