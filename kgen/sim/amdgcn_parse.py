"""Reading kgen's AMDGCN text: operands (`v[4:5]`, `-|v1|`, `vcc`, inline and literal
constants), an instruction's operands and modifiers, the YAML subset of the code-object
metadata, and the prepared-instruction form (`Inst`) that each family's builder fills in
(`amdgcn_valu`, `amdgcn_salu`, `amdgcn_memory`, `amdgcn_mfma`; `amdgcn` holds the table from
mnemonic to builder).

Registers have one key space for the in-flight and hazard trackers: VGPR i -> i, SGPR j ->
256 + j, AGPR k -> 512 + k; SGPRs use the hardware's operand encoding (s0..s101, VCC 106:107,
M0 124, EXEC 126:127). What the assembler would reject (a register tuple at an odd register, a
VALU operand mix gfx9 cannot encode: `amdgcn_valu.check_encoding`) is an `IllegalInstruction`.
"""

from __future__ import annotations

import functools
import re
import struct
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .core import EmulatorError

U32, I32, U64, F32, F64 = np.uint32, np.int32, np.uint64, np.float32, np.float64
M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1
WAVE = 64
VGPRS = 256
AGPRS = 256            # gfx90a / gfx942 accumulation registers a0..a255 (see AGPR_KEY)
SGPRS = 128            # operand encoding space: s0..s101, VCC 106:107, M0 124, EXEC 126:127
ADDRESSABLE_SGPRS = 102
VCC, M0, EXEC = 106, 124, 126
BARRIER, EXIT = -1, -2            # handler results besides None (next) and a branch target
AGPR_KEY = 512                    # register keys: VGPR i -> i, SGPR j -> 256 + j, AGPR k -> 512 + k


class IllegalInstruction(EmulatorError):
    """An instruction the gfx9 encoding cannot express (the assembler would reject it)."""


# ----------------------------------------------------------------------------------------------
# Operands.

@dataclass(frozen=True, slots=True)
class Opnd:
    """One parsed operand. Registers: kind "v", "a" (AGPR) or "s" with first index and dword
    count (VCC, EXEC and M0 are SGPRs at their encoding indices). Constants: kind "c" with the
    32-bit pattern and the 64-bit one (inline integers sign-extend, literals zero-extend)."""
    kind: str                 # "v" | "a" | "s" | "c" | "off" | "label"
    index: int = 0
    count: int = 1
    value: int = 0
    value64: int = 0
    inline: bool = True
    neg: bool = False
    abs: bool = False
    text: str = ""

    def keys(self) -> tuple[int, ...]:
        """Register keys for the in-flight tracker: VGPR i -> i, SGPR j -> 256 + j,
        AGPR k -> 512 + k."""
        return _keys(self.kind, self.index, self.count)


@functools.lru_cache(maxsize=None)
def _keys(kind: str, index: int, count: int) -> tuple[int, ...]:
    base = {"v": 0, "s": VGPRS, "a": AGPR_KEY}.get(kind)
    if base is None:
        return ()
    return tuple(base + index + k for k in range(count))


_NAMED = {"vcc": (VCC, 2), "vcc_lo": (VCC, 1), "vcc_hi": (VCC + 1, 1), "exec": (EXEC, 2),
          "exec_lo": (EXEC, 1), "exec_hi": (EXEC + 1, 1), "m0": (M0, 1)}
# Inline float constants (ISA "Scalar Operands": 240-248) and their f32 patterns.
_INLINE_F = {"0.5": 0x3F000000, "-0.5": 0xBF000000, "1.0": 0x3F800000, "-1.0": 0xBF800000,
             "2.0": 0x40000000, "-2.0": 0xC0000000, "4.0": 0x40800000, "-4.0": 0xC0800000,
             "0.15915494": 0x3E22F983}
_REG = re.compile(r"([vsa])(?:(\d+)|\[(\d+):(\d+)\])$")
_INT = re.compile(r"-?(0x[0-9a-fA-F]+|\d+)$")
_FLOAT = re.compile(r"-?\d+\.\d*(e[-+]?\d+)?$")


@functools.lru_cache(maxsize=1 << 16)     # an Opnd is immutable; errors are not kept
def parse_operand(text: str) -> Opnd:
    """`v5`, `s[4:5]`, `vcc`, `-v6`, `|v1|`, `-|v1|`, `abs(v1)`, `0x3ff`, `-16`, `1.0`, `off`,
    or a label name."""
    t = text.strip()
    neg = absm = False
    if t.startswith("-") and not _INT.match(t) and not _FLOAT.match(t):
        neg, t = True, t[1:].strip()
    if t.startswith("|") and t.endswith("|"):
        absm, t = True, t[1:-1].strip()
    elif t.startswith("abs(") and t.endswith(")"):
        absm, t = True, t[4:-1].strip()
    elif t.startswith("neg(") and t.endswith(")"):
        neg, t = True, t[4:-1].strip()
    m = _REG.match(t)
    if m:
        lo = int(m.group(2) if m.group(2) is not None else m.group(3))
        hi = lo if m.group(2) is not None else int(m.group(4))
        if hi < lo:
            raise ValueError(f"register range {t} ends before it starts")
        return Opnd(m.group(1), lo, hi - lo + 1, neg=neg, abs=absm, text=text.strip())
    if t in _NAMED:
        i, n = _NAMED[t]
        return Opnd("s", i, n, neg=neg, abs=absm, text=text.strip())
    if t == "off":
        return Opnd("off", text=t)
    if _INT.match(t):
        v = int(t, 0)
        inline = -16 <= v <= 64
        if not -(1 << 31) <= v <= M32:
            raise ValueError(f"constant {t} does not fit 32 bits")
        v64 = v & M64 if inline else v & M32
        return Opnd("c", value=v & M32, value64=v64, inline=inline, neg=neg, abs=absm, text=t)
    if t in _INLINE_F:
        return Opnd("c", value=_INLINE_F[t], value64=_INLINE_F[t], neg=neg, abs=absm, text=t)
    if _FLOAT.match(t):
        bits = struct.unpack("<I", struct.pack("<f", float(t)))[0]
        return Opnd("c", value=bits, value64=bits, inline=False, neg=neg, abs=absm, text=t)
    if re.match(r"[.A-Za-z_$][\w.$]*$", t) and not (neg or absm):
        return Opnd("label", text=t)
    raise ValueError(f"cannot read operand '{text.strip()}'")


def split_operands(rest: str) -> tuple[list[str], list[str]]:
    """Operands (commas outside parentheses) and the trailing modifiers (`offset:16`, `glc`):
    `v4, v5 offset:swizzle(SWAP,1)` -> ['v4', 'v5'], ['offset:swizzle(SWAP,1)']."""
    names, mods = _split_operands(rest)
    return list(names), list(mods)


@functools.lru_cache(maxsize=1 << 16)
def _split_operands(rest: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    parts, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    mods: list[str] = []
    if parts:
        last = parts[-1].strip()
        words = re.split(r"\s+(?![^(]*\))", last)
        k = next((i for i, w in enumerate(words) if i > 0 and _is_modifier(w)), len(words))
        parts[-1] = " ".join(words[:k])
        mods = words[k:]
        if not parts[-1] and len(parts) == 1:
            parts = []
    return tuple(p.strip() for p in parts), tuple(mods)


def _is_modifier(word: str) -> bool:
    return word.split(":")[0] in ("offset", "offset0", "offset1", "glc", "slc", "nt", "sc0",
                                  "sc1", "gds", "lgkmcnt", "vmcnt", "expcnt", "offen", "idxen",
                                  "lds", "tfe", "cbsz", "abid", "blgp", "neg_lo", "neg_hi",
                                  # VOP3 and SDWA fields: read so that a builder that does not
                                  # model them can refuse them (amdgcn._inst)
                                  "op_sel", "op_sel_hi", "clamp", "mul", "div", "src0_sel",
                                  "src1_sel", "dst_sel", "dst_unused")


def _kname(key: int) -> str:
    """A register key's name: v5, a3, s7, vcc_lo."""
    if key < VGPRS:
        return f"v{key}"
    if key >= AGPR_KEY:
        return f"a{key - AGPR_KEY}"
    return _sname(key - VGPRS)


def _sname(i: int) -> str:
    for name, (j, n) in _NAMED.items():
        if n == 1 and j == i:
            return name
    return f"s{i}"


# ----------------------------------------------------------------------------------------------
# The prepared-instruction form.

@dataclass(slots=True)
class Inst:
    """A parsed instruction: `run(wave)` returns None (fall through), a code index (branch),
    BARRIER or EXIT. `keys` are the registers it reads or writes (for the in-flight check)."""
    op: str
    line: int
    text: str
    run: Callable = None
    keys: frozenset = frozenset()
    reads: tuple = ()          # register keys read (for hazards)
    writes: tuple = ()         # register keys written
    valu: bool = False
    trans: bool = False
    vmem: bool = False
    wide_store: bool = False
    nop_states: int = 1

    @property
    def where(self) -> str:
        return f"line {self.line}: {self.text}"




# ----------------------------------------------------------------------------------------------
# Operand access, prepared per instruction.

def vsrc(o: Opnd, float_ok: bool) -> Callable:
    """A VALU source as a function of the wave giving uint32 lanes (array or numpy scalar),
    with the VOP3 abs/neg input modifiers applied to the sign bit (floats only)."""
    if (o.neg or o.abs) and not float_ok:
        raise ValueError(f"input modifier on '{o.text}' of an integer operation")
    if o.kind == "v":
        i = o.index
        get = lambda w: w.v[i]  # noqa: E731
    elif o.kind == "s":
        i = o.index
        get = lambda w: U32(w.s[i])  # noqa: E731
    elif o.kind == "c":
        c = U32(o.value)
        get = lambda w: c  # noqa: E731
    else:
        raise ValueError(f"'{o.text}' is not a VALU source")
    if o.abs:
        inner, get = get, (lambda w: inner(w) & U32(0x7FFFFFFF))
    if o.neg:
        inner2, get = get, (lambda w: inner2(w) ^ U32(0x80000000))
    return get


def ssrc(o: Opnd, bits: int = 32) -> Callable:
    """A SALU source as a function of the wave giving a Python int of `bits` bits."""
    if o.neg or o.abs:
        raise ValueError(f"input modifier on scalar operand '{o.text}'")
    if o.kind == "s":
        i = o.index
        if bits == 64:
            return lambda w: w.s[i] | (w.s[i + 1] << 32)
        return lambda w: w.s[i]
    if o.kind == "c":
        c = o.value64 if bits == 64 else o.value
        return lambda w: c
    raise ValueError(f"'{o.text}' is not a scalar source")


def sdst_setter(o: Opnd, bits: int = 32) -> Callable:
    if o.kind != "s":
        raise ValueError(f"'{o.text}' is not a scalar destination")
    i = o.index
    if bits == 64:
        return lambda w, x: w.set64(i, x)
    if i in (EXEC, EXEC + 1):
        return lambda w, x: w.set32(i, x)

    def put(w, x):
        w.s[i] = x & M32
    return put


def _mask_to_int(m: np.ndarray) -> int:
    return int.from_bytes(np.packbits(m, bitorder="little").tobytes(), "little")


def _reads(*ops: Opnd) -> tuple:
    keys = ()
    for o in ops:
        keys += _keys(o.kind, o.index, o.count)
    return keys


def _want(ops: list[Opnd], n: int) -> None:
    if len(ops) != n:
        raise ValueError(f"expected {n} operands, got {len(ops)}")


def _vdst(o: Opnd, n: int = 1) -> int:
    if o.kind != "v" or o.count != n:
        raise ValueError(f"expected a {n}-dword VGPR destination, got '{o.text}'")
    return o.index



# ----------------------------------------------------------------------------------------------
# Text: comments, modifiers and the metadata's YAML.

def strip_comments(text: str) -> list[str]:
    """Each line of text without its comment (from the first ';' or '//') or surrounding
    blanks, in one loop rather than a call per line (a GEMM's text is thousands of lines)."""
    out = []
    for ln in text.split("\n"):
        ln = ln.partition(";")[0]
        if "//" in ln:
            ln = ln.partition("//")[0]
        out.append(ln.strip())
    return out


def _modifiers(mods: list[str]) -> dict[str, str]:
    out = {}
    for m in mods:
        key, _, val = m.partition(":")
        out[key] = val
    return out


def parse_yaml(lines: list[str]):
    """The YAML subset of code-object metadata: block mappings, block sequences (`- ` items,
    possibly starting a mapping) and plain scalars (ints become int)."""
    toks = []
    for ln in lines:
        if not ln.strip() or ln.strip() in ("---", "...") or ln.lstrip().startswith("#"):
            continue
        toks.append([len(ln) - len(ln.lstrip()), ln.strip()])
    value, _ = _yaml_block(toks, 0, toks[0][0] if toks else 0)
    return value


def _yaml_scalar(s: str):
    s = s.strip()
    if re.match(r"-?\d+$", s):
        return int(s)
    if len(s) >= 2 and s[0] == s[-1] and s[0] in "'\"":
        return s[1:-1]
    return s


def _yaml_block(toks, i: int, indent: int):
    if i < len(toks) and toks[i][1].startswith("- "):
        seq = []
        while i < len(toks) and toks[i][0] == indent and toks[i][1].startswith("- "):
            body = toks[i][1][2:]
            if ":" in body:
                toks[i] = [indent + 2, body]
                val, i = _yaml_block(toks, i, indent + 2)
            else:
                val, i = _yaml_scalar(body), i + 1
            seq.append(val)
        return seq, i
    out = {}
    while i < len(toks) and toks[i][0] == indent and not toks[i][1].startswith("- "):
        key, _, val = toks[i][1].partition(":")
        i += 1
        if val.strip():
            out[key.strip()] = _yaml_scalar(val)
        elif i < len(toks) and (toks[i][0] > indent or toks[i][1].startswith("- ")):
            out[key.strip()], i = _yaml_block(toks, i, toks[i][0])
        else:
            out[key.strip()] = None
    return out, i
