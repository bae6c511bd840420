"""An interpreter of LIR: the scheduler's output executed directly, all threads of a block at once.

This is the semantic reference for what the scheduler produced, independent of any emitter: tests
run every example through it at ragged sizes and compare with NumPy, so a wrong phase order, a
mis-masked tail or a bad address shows up before any assembler is involved. It also checks the
scheduler's promises as it goes: a branch or loop condition that is not the same in every thread,
or a global access outside every tensor, is an error naming the instruction.

Registers are NumPy arrays with one entry per thread; f32 arithmetic is done in float32.
"""

from __future__ import annotations

import numpy as np

from . import ops as L
from ..errors import CompilerBug, KgenError
from ..target.matrix import MFMA_K_RUN
from ..tile import fp8
from ..tile.evaluate import _max, _min, f64_to_bf16
from ..tile.ir import FP8_DTYPES

_NP = {"u32": np.uint32, "s32": np.int32, "f32": np.float32, "u64": np.uint64, "pred": np.bool_}
_BASE_GAP = 1 << 36   # fake device addresses: tensor i lives at (i + 1) << 36


class OutOfBounds(KgenError):
    """A global access outside every tensor."""


def _bits_f32(x: np.ndarray) -> np.ndarray:
    return x.astype(np.float32).view(np.uint32)


def _f32_bits(u: np.ndarray) -> np.ndarray:
    return u.astype(np.uint32).view(np.float32)


def round_bf16_bits(x: np.ndarray) -> np.ndarray:
    """f32 -> bf16 bit pattern (in a u32), round to nearest even; NaN -> quiet NaN."""
    return f64_to_bf16(x).astype(np.uint32)


def _f16_bits(x: np.ndarray) -> np.ndarray:
    return x.astype(np.float16).view(np.uint16).astype(np.uint32)


class Machine:
    """Runs one LIR function over a grid. `args` maps parameter names to arrays or scalars."""

    def __init__(self, fn: L.Function, wave: int):
        self.fn, self.wave = fn, wave
        self.P = fn.threads

    def run(self, args: dict, grid: tuple[int, ...]) -> None:
        self.buffers = []
        self.values = {}
        for i, p in enumerate(self.fn.params):
            a = args[p.name]
            if p.kind == "tensor":
                arr = np.ascontiguousarray(a)
                self.buffers.append((p.name, (i + 1) * _BASE_GAP, arr.view(np.uint8).reshape(-1)))
                self.values[p.name] = np.uint64((i + 1) * _BASE_GAP)
            else:
                self.values[p.name] = _NP[p.ty](a)
        gx, gy, gz = (tuple(grid) + (1, 1, 1))[:3]
        for z in range(gz):
            for y in range(gy):
                for x in range(gx):
                    self.block = {"x": x, "y": y, "z": z}
                    self.regs: dict[int, np.ndarray] = {}
                    self.shared = np.full(max(self.fn.shared_bytes, 4) // 4, 0x7FC00000,
                                          dtype=np.uint32)
                    self.nodes(self.fn.body)
        for name, base, flat in self.buffers:
            np.copyto(np.ascontiguousarray(args[name]).view(np.uint8).reshape(-1), flat)

    # -- values

    def val(self, o: L.Operand) -> np.ndarray:
        if isinstance(o, L.Imm):
            if o.ty == "pred":
                return np.full(self.P, bool(o.value))
            v = o.value
            if o.ty == "u32":
                v = int(v) & 0xFFFFFFFF
            return np.full(self.P, v, dtype=_NP[o.ty])
        if o.id not in self.regs:
            raise CompilerBug(f"LIR reads register {o} before any write")
        return self.regs[o.id]

    def set(self, r: L.Reg, v: np.ndarray, pred) -> None:
        v = np.asarray(v)
        if r.ty != "pred" and v.dtype != _NP[r.ty]:
            v = v.astype(_NP[r.ty]) if r.ty != "f32" else v.astype(np.float32)
        if pred is None or r.id not in self.regs:
            self.regs[r.id] = np.broadcast_to(v, (self.P,)).copy() if pred is None else \
                np.where(pred, v, np.zeros_like(v))
        else:
            self.regs[r.id] = np.where(pred, v, self.regs[r.id])

    def uniform(self, o: L.Operand, what: str):
        v = self.val(o)
        if not np.all(v == v[0]):
            raise CompilerBug(f"{what} differs between threads: the scheduler's uniform claim "
                              "is wrong")
        return v[0]

    # -- control

    def nodes(self, nodes) -> None:
        for n in nodes:
            if isinstance(n, L.Inst):
                self.inst(n)
            elif isinstance(n, L.If):
                self.nodes(n.then if self.uniform(n.cond, "an If condition") else n.else_)
            elif isinstance(n, L.Pipelined):
                L.refuse_pipelined(n, "the LIR interpreter")
            else:
                c = n.counter
                self.set(c, self.val(n.start), None)
                trips = 0
                while int(self.uniform(c, "a loop counter")) < int(self.uniform(n.end, "a loop "
                                                                                  "bound")):
                    self.nodes(n.body)
                    self.set(c, self.val(c) + np.uint32(n.step), None)
                    trips += 1
                    if trips > 1 << 24:
                        raise CompilerBug("LIR loop runs away")

    # -- memory

    def resolve(self, addr: np.ndarray, nbytes: int, mask, what: str):
        out = []
        for name, base, flat in self.buffers:
            off = addr.astype(np.int64) - base
            inside = (off >= 0) & (off + nbytes <= flat.size)
            out.append((flat, off, inside))
        hit = np.zeros(self.P, bool)
        for _, _, inside in out:
            hit |= inside
        bad = mask & ~hit
        if bad.any():
            t = int(np.argmax(bad))
            raise OutOfBounds(f"{what}: thread {t} of block {self.block} touches address "
                              f"{int(addr[t]):#x}, outside every tensor")
        return out

    def load(self, addr, nbytes, mask, what) -> np.ndarray:
        res = np.zeros(self.P, dtype=np.uint64)
        for flat, off, inside in self.resolve(addr, nbytes, mask, what):
            m = mask & inside
            for t in np.nonzero(m)[0]:
                o = int(off[t])
                res[t] = int.from_bytes(flat[o:o + nbytes].tobytes(), "little")
        return res

    def store(self, addr, nbytes, vals: np.ndarray, mask, what) -> None:
        for flat, off, inside in self.resolve(addr, nbytes, mask, what):
            m = mask & inside
            for t in np.nonzero(m)[0]:
                o = int(off[t])
                flat[o:o + nbytes] = np.frombuffer(int(vals[t]).to_bytes(nbytes, "little"),
                                                   np.uint8)

    def inst(self, n: L.Inst) -> None:
        op, d, s = n.op, n.dst, n.src
        pred = self.val(n.pred) if n.pred is not None else None
        mask = pred if pred is not None else np.ones(self.P, bool)
        v = self.val
        f32 = lambda x: v(x).astype(np.float32)  # noqa: E731
        if op == "ld_param":
            self.set(d[0], np.full(self.P, self.values[n.attr('param')]), pred)
        elif op == "tid":
            self.set(d[0], np.arange(self.P, dtype=np.uint32), pred)
        elif op == "elect":        # one lane of each warp: the first (the table's "elect")
            self.set(d[0], np.arange(self.P) % 32 == 0, pred)
        elif op == "ctaid":
            self.set(d[0], np.full(self.P, self.block[n.attr('axis')], np.uint32), pred)
        elif op == "mov":
            self.set(d[0], v(s[0]), pred)
        elif op in _INT:
            a, b = (v(x).astype(_NP[d[0].ty]) for x in s)
            self.set(d[0], _INT[op](a, b), pred)
        elif op in ("div", "rem", "mulhi"):
            self.set(d[0], _DIVISION[op](v(s[0]), v(s[1]), d[0].ty), pred)
        elif op == "not":
            self.set(d[0], ~v(s[0]).astype(_NP[d[0].ty]), pred)
        elif op in ("shfl_xor", "shfl_idx"):
            x = v(s[0])
            lane = np.arange(self.P)
            src = lane ^ int(n.attr("mask")) if op == "shfl_xor" else \
                lane - lane % self.wave + v(s[1]).astype(np.int64) % self.wave
            self.set(d[0], x[src], pred)
        elif op in ("neg", "abs"):
            self.set(d[0], -v(s[0]) if op == "neg" else np.abs(v(s[0])), pred)
        elif op == "mul_wide":
            self.set(d[0], v(s[0]).astype(np.uint64) * v(s[1]).astype(np.uint64), pred)
        elif op == "add64":
            self.set(d[0], v(s[0]).astype(np.uint64) + v(s[1]).astype(np.uint64), pred)
        elif op == "shl64":
            self.set(d[0], v(s[0]).astype(np.uint64) << v(s[1]).astype(np.uint64), pred)
        elif op == "cvt_u64":
            self.set(d[0], v(s[0]).astype(np.uint64), pred)
        elif op == "setp":
            self.set(d[0], _cmp(n.attr("cmp"), n.attr("type"), v(s[0]), v(s[1])), pred)
        elif op in ("and_p", "or_p"):
            self.set(d[0], (v(s[0]) & v(s[1])) if op == "and_p" else (v(s[0]) | v(s[1])), pred)
        elif op == "not_p":
            self.set(d[0], ~v(s[0]), pred)
        elif op == "selp":
            self.set(d[0], np.where(v(s[2]), v(s[0]), v(s[1])), pred)
        elif op in _FLOAT:
            with np.errstate(all="ignore"):
                self.set(d[0], _FLOAT[op](*[f32(x) for x in s]).astype(np.float32), pred)
        elif op == "cvt":
            self.set(d[0], _convert(n.attr("kind"), [v(x) for x in s]), pred)
        elif op == "ld_global":
            self._ld_global(n, mask, pred)
        elif op == "st_global":
            self._st_global(n, mask)
        elif op == "ld_shared":
            byte = v(s[0]).astype(np.int64) + int(s[1].value) + self._buf(n).offset
            if n.attr("bits", 32) == 16:
                self.set(d[0], self._half(byte), pred)
            else:
                if len(d) > 1 and np.any(mask & (byte % (4 * len(d)) != 0)):
                    raise CompilerBug(f"misaligned {4 * len(d)}-byte shared load ({n.note})")
                for j, r in enumerate(d):
                    idx = byte // 4 + j
                    self.set(r, self.shared[idx].view(np.float32) if r.ty == "f32"
                             else self.shared[idx], pred)
        elif op == "st_shared":
            byte = v(s[0]).astype(np.int64) + int(s[1].value) + self._buf(n).offset
            if len(s) > 3 and np.any(mask & (byte % (4 * (len(s) - 2)) != 0)):
                raise CompilerBug(f"misaligned {4 * (len(s) - 2)}-byte shared store ({n.note})")
            for j, val in enumerate(s[2:]):
                x = v(val)
                bits = x.astype(np.float32).view(np.uint32) if x.dtype == np.float32 else \
                    x.astype(np.uint32)
                if n.attr("bits", 32) == 16:
                    half = self.shared.view(np.uint16)
                    half[(byte // 2)[mask]] = (bits & 0xFFFF).astype(np.uint16)[mask]
                elif n.attr("bits", 32) == 8:
                    self.shared.view(np.uint8)[byte[mask]] = (bits & 0xFF).astype(
                        np.uint8)[mask]
                else:
                    self.shared[(byte // 4 + j)[mask]] = bits[mask]
        elif op == "cp_async":  # the interpreter runs in lockstep: the copy lands at once
            off = v(s[0]).astype(np.int64) + int(s[1].value) + self._buf(n).offset
            src, nbytes = v(s[2]).astype(np.uint64), v(s[3]).astype(np.int64)
            half = self.shared.view(np.uint16)
            for j in range(8):
                inside = mask & (nbytes > 2 * j)
                got = self.load(src + np.uint64(2 * j), 2, inside, f"cp.async ({n.note})")
                vals = np.where(inside, got, 0).astype(np.uint16)
                half[((off + 2 * j) // 2)[mask]] = vals[mask]
        elif op in ("cp_async_commit", "cp_async_wait"):
            pass
        elif op == "mfma":
            self._mfma(n, pred)
        elif op == "ldmatrix":
            self._ldmatrix(n, pred)
        elif op == "mma":
            self._mma(n, pred)
        elif op == "warp_reduce":
            self.set(d[0], self._warp_reduce(n.attr("kind"), v(s[0])), pred)
        elif op in ("bar", "bar_group", "bar_named", "turn_sync", "turn_arrive", "setprio"):
            pass  # all threads of the block run in lockstep here
        else:
            raise CompilerBug(f"the LIR interpreter has no rule for '{op}'")

    def _half(self, byte: np.ndarray) -> np.ndarray:
        return self.shared.view(np.uint16)[byte // 2].astype(np.uint32)

    def _ldmatrix(self, n: L.Inst, pred) -> None:
        """Per warp: lane l's address is row l % 8 of matrix l / 8; thread t gets, of matrix i,
        elements (t / 4, 2 (t % 4) + 0/1), or (2 (t % 4) + 0/1, t / 4) transposed."""
        _, count, trans = n.attrs
        addr = self.val(n.src[0]).astype(np.int64) + int(n.src[1].value) + self._buf(n).offset
        out = [np.zeros(self.P, np.uint32) for _ in range(count)]
        for w0 in range(0, self.P, 32):
            rows = addr[w0:w0 + 32]
            for i in range(count):
                mat = np.array([[int(self._half(np.array([rows[8 * i + r] + 2 * c]))[0])
                                 for c in range(8)] for r in range(8)], np.uint32)
                if trans:
                    mat = mat.T
                t = np.arange(32)
                lo, hi = mat[t // 4, 2 * (t % 4)], mat[t // 4, 2 * (t % 4) + 1]
                out[i][w0:w0 + 32] = lo | (hi << 16)
        for r, x in zip(n.dst, out):
            self.set(r, x, pred)

    def _mma(self, n: L.Inst, pred) -> None:
        """mma.m16n8k16: A row-major 16x16, B col-major 16x8, f32 C/D (PTX ISA 9.7.14.5.8)."""
        dtype = n.attr("dtype")
        regs = [self.val(x) for x in n.src]
        half = (lambda u: (u.astype(np.uint32) << 16).view(np.float32)) if dtype == "bf16" \
            else (lambda u: u.astype(np.uint16).view(np.float16).astype(np.float32))
        outs = [np.zeros(self.P, np.float32) for _ in range(4)]
        t = np.arange(32)
        g, q = t // 4, 2 * (t % 4)
        for w0 in range(0, self.P, 32):
            sl = slice(w0, w0 + 32)
            A = np.zeros((16, 16))
            B = np.zeros((16, 8))
            C = np.zeros((16, 8))
            a = [r[sl] for r in regs[0:4]]
            for j, (dr, dc) in enumerate(((0, 0), (8, 0), (0, 8), (8, 8))):
                A[g + dr, q + dc] = half(a[j] & 0xFFFF)
                A[g + dr, q + dc + 1] = half(a[j] >> 16)
            for j, dk in enumerate((0, 8)):
                bj = regs[4 + j][sl]
                B[q + dk, g] = half(bj & 0xFFFF)
                B[q + dk + 1, g] = half(bj >> 16)
            c = [r[sl].astype(np.float64) for r in regs[6:10]]
            C[g, q], C[g, q + 1], C[g + 8, q], C[g + 8, q + 1] = c
            D = (A @ B + C).astype(np.float32)
            outs[0][sl], outs[1][sl], outs[2][sl], outs[3][sl] = (
                D[g, q], D[g, q + 1], D[g + 8, q], D[g + 8, q + 1])
        for r, x in zip(n.dst, outs):
            self.set(r, x, pred)

    def _mfma(self, n: L.Inst, pred) -> None:
        """One MFMA on each 64-lane wave, in the layouts of the LIR docstring: shape MxNxK
        (M = N), E = M K / 64 elements of A (and of B) a lane packed 32 / bits to a register,
        A[i][k] in lane M (k / E) + i, element k % E (B[k][j] in lane N (k / E) + j); D
        register r of lane l is row 4 G (r / 4) + 4 ((l / N) % G) + r % 4, column l % N,
        G = 64 / N; where a lane's k come in runs (target.matrix.MFMA_K_RUN: CDNA4's f8f6f4 MFMAs),
        element e of lane l is k = R (l / M) + e % R + R G (e / R) for runs of R."""
        m, nn, k = (int(x) for x in n.attr("shape").split("x"))
        dtype = n.attr("dtype")
        ta, _, tb = dtype.partition(".")
        bits = 8 if tb else 16
        e, per, groups = m * k // 64, 32 // bits, 64 // nn
        run = MFMA_K_RUN.get(n.attr("shape"), e)
        na = e // per
        regs = [self.val(x) for x in n.src]
        nd = len(n.dst)
        lanes = np.arange(64)
        rows = [4 * groups * (r // 4) + 4 * ((lanes // nn) % groups) + r % 4 for r in range(nd)]
        outs = [np.zeros(self.P, np.float32) for _ in range(nd)]

        def element(reg, x, fmt):
            u = (reg.astype(np.uint32) >> (bits * x)) & ((1 << bits) - 1)
            if bits == 8:
                return fp8.from_bits(u, _FP8[fmt])
            if fmt == "bf16":
                return (u << 16).astype(np.uint32).view(np.float32)
            return u.astype(np.uint16).view(np.float16).astype(np.float32)
        for w0 in range(0, self.P, 64):
            sl = slice(w0, w0 + 64)
            A, B, C = np.zeros((m, k)), np.zeros((k, nn)), np.zeros((m, nn))
            for it in range(e):
                g, x = divmod(it, per)
                kk = run * (lanes // m) + it % run + run * groups * (it // run)
                A[lanes % m, kk] = element(regs[g][sl], x, ta)
                B[kk, lanes % nn] = element(regs[na + g][sl], x, tb or ta)
            for r in range(nd):
                C[rows[r], lanes % nn] = regs[2 * na + r][sl]
            D = (A @ B + C).astype(np.float32)
            for r in range(nd):
                outs[r][sl] = D[rows[r], lanes % nn]
        for r, x in zip(n.dst, outs):
            self.set(r, x, pred)

    def _buf(self, n: L.Inst) -> L.SharedBuffer:
        return next(b for b in self.fn.shared if b.name == n.attr("buffer"))

    def _ld_global(self, n: L.Inst, mask, pred) -> None:
        bits, count = n.attrs
        base, off, imm = (self.val(x) for x in n.src[:3])
        addr = base.astype(np.uint64) + off.astype(np.uint64) + imm.astype(np.uint64)
        size = bits // 8
        if count > 1 and np.any(mask & (addr % (size * count) != 0)):
            raise CompilerBug(f"misaligned {size * count}-byte load ({n.note})")
        for j, r in enumerate(n.dst):
            raw = self.load(addr + np.uint64(j * size), size, mask, f"load ({n.note})")
            raw = raw.astype(np.uint32)
            self.set(r, raw.view(np.float32) if r.ty == "f32" else raw, pred)

    def _st_global(self, n: L.Inst, mask) -> None:
        bits, count = n.attrs
        base, off, imm = (self.val(x) for x in n.src[:3])
        addr = base.astype(np.uint64) + off.astype(np.uint64) + imm.astype(np.uint64)
        size = bits // 8
        if count > 1 and np.any(mask & (addr % (size * count) != 0)):
            raise CompilerBug(f"misaligned {size * count}-byte store ({n.note})")
        for j, x in enumerate(n.src[3:]):
            val = self.val(x)
            raw = val.astype(np.float32).view(np.uint32) if val.dtype == np.float32 else \
                val.astype(np.uint32)
            if size < 4:
                raw = raw & np.uint32((1 << 8 * size) - 1)
            self.store(addr + np.uint64(j * size), size, raw.astype(np.uint64), mask,
                       f"store ({n.note})")

    def _warp_reduce(self, kind: str, x: np.ndarray) -> np.ndarray:
        fn = {"sum": np.add, "max": np.maximum, "min": np.minimum}[kind]
        if kind != "sum" and x.dtype == np.float32:
            # The language's max/min (NaN propagates, -0 below +0), as the targets' reductions
            # (max.NaN.f32; V_MAX_F32 with an unordered select) and the evaluator compute them.
            fn = (lambda a, b: _max(a, b).astype(np.float32)) if kind == "max" else \
                (lambda a, b: _min(a, b).astype(np.float32))
        lanes = np.arange(self.P)
        d = self.wave // 2
        while d >= 1:
            x = fn(x, x[lanes ^ d])
            d //= 2
        return x


def _count(b: np.ndarray) -> np.ndarray:
    """A shift count: b mod 32 (LIR's contract), in the shifted value's type."""
    return (b.astype(np.uint32) & np.uint32(31)).astype(b.dtype)


_INT = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
    "min": np.minimum, "max": np.maximum, "and": np.bitwise_and, "or": np.bitwise_or,
    "xor": np.bitwise_xor,
    "shl": lambda a, b: a << _count(b), "shr": lambda a, b: a >> _count(b),
}


def _divide(a, b, ty: str, rem: bool) -> np.ndarray:
    """Truncating division: b == 0 gives all ones (remainder a); INT_MIN / -1 gives INT_MIN
    (remainder 0), as the RISC-V M extension defines them."""
    x, y = a.astype(_NP[ty]).astype(np.int64), b.astype(_NP[ty]).astype(np.int64)
    zero = y == 0
    y1 = np.where(zero, 1, y)
    q = np.abs(x) // np.abs(y1) * np.where((x < 0) == (y1 < 0), 1, -1)
    r = np.where(zero, x, x - q * y1) if rem else np.where(zero, -1, q)
    return (r & 0xFFFFFFFF).astype(np.uint32).view(_NP[ty])


def _mulhi(a, b, ty: str) -> np.ndarray:
    x, y = a.astype(_NP[ty]).astype(np.int64), b.astype(_NP[ty]).astype(np.int64)
    if ty == "u32":
        return ((x.astype(np.uint64) * y.astype(np.uint64)) >> np.uint64(32)).astype(np.uint32)
    return ((x * y) >> 32).astype(np.int32)


_DIVISION = {"div": lambda a, b, ty: _divide(a, b, ty, False),
             "rem": lambda a, b, ty: _divide(a, b, ty, True), "mulhi": _mulhi}
_FLOAT = {
    "fadd": np.add, "fsub": np.subtract, "fmul": np.multiply, "fdiv": np.divide,
    "fmin": _min, "fmax": _max, "fneg": np.negative, "fabs": np.abs, "ex2": np.exp2,
    "lg2": np.log2, "sqrt": np.sqrt, "rsqrt": lambda x: np.float32(1) / np.sqrt(x),
    "rcp": lambda x: np.float32(1) / x,
    "fma": lambda a, b, c: (a.astype(np.float64) * b + c).astype(np.float32),
    "floor": np.floor, "sin": lambda x: np.sin(x.astype(np.float64)).astype(np.float32),
    "cos": lambda x: np.cos(x.astype(np.float64)).astype(np.float32),
}


def _cmp(cmp: str, ty: str, a, b) -> np.ndarray:
    if ty != "pred":
        a, b = a.astype(_NP[ty]), b.astype(_NP[ty])
    return {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
            "eq": np.equal, "ne": np.not_equal}[cmp](a, b)


def _convert(kind: str, a: list[np.ndarray]) -> np.ndarray:
    x = a[0]
    if kind == "f32_s32":
        return x.astype(np.int32).astype(np.float32)
    if kind == "s32_f32":
        with np.errstate(all="ignore"):
            # In float64: 2^31 - 1 is not an f32, and an f32 clip would round it up to 2^31.
            return np.trunc(np.nan_to_num(x.astype(np.float64), nan=0.0)).clip(
                -2**31, 2**31 - 1).astype(np.int32)
    if kind == "f32_u32":
        return x.astype(np.uint32).astype(np.float32)
    if kind == "u32_f32":
        with np.errstate(all="ignore"):
            return np.trunc(np.nan_to_num(x.astype(np.float64), nan=0.0)).clip(
                0, 2**32 - 1).astype(np.uint32)
    if kind == "round_bf16":
        return _f32_bits(round_bf16_bits(x.astype(np.float32)) << 16)
    if kind == "round_f16":
        return x.astype(np.float32).astype(np.float16).astype(np.float32)
    if kind in ("bf16_f32", "lo_bf16"):
        return _f32_bits((x.astype(np.uint32) & 0xFFFF) << 16)
    if kind == "hi_bf16":
        return _f32_bits(x.astype(np.uint32) & 0xFFFF0000)
    if kind in ("f16_f32", "lo_f16", "hi_f16"):
        bits = x.astype(np.uint32)
        bits = bits >> 16 if kind == "hi_f16" else bits & 0xFFFF
        return bits.astype(np.uint16).view(np.float16).astype(np.float32)
    if kind == "f32_bf16":
        return round_bf16_bits(x.astype(np.float32))
    if kind == "f32_f16":
        return _f16_bits(x.astype(np.float32))
    if kind == "pack_bf16x2":
        return round_bf16_bits(a[0].astype(np.float32)) | (round_bf16_bits(
            a[1].astype(np.float32)) << 16)
    if kind == "bits_bf16":
        return x.astype(np.float32).view(np.uint32) >> 16
    if kind == "join_bf16x2":
        lo, hi = (v.astype(np.float32).view(np.uint32) for v in a)
        return (hi & np.uint32(0xFFFF0000)) | (lo >> 16)
    if kind in ("lo_halves", "hi_halves"):
        lo, hi = (v.astype(np.uint32) for v in a)
        if kind == "hi_halves":
            lo, hi = lo >> 16, hi >> 16
        return (lo & np.uint32(0xFFFF)) | (hi << 16)
    if kind == "pack_f16x2":
        return _f16_bits(a[0].astype(np.float32)) | (_f16_bits(a[1].astype(np.float32)) << 16)
    fp8 = _fp8_conversion(kind, a)
    if fp8 is not None:
        return fp8
    raise CompilerBug(f"the LIR interpreter has no conversion '{kind}'")


_FP8 = {d.label: d for d in FP8_DTYPES}


def _fp8_conversion(kind: str, a: list[np.ndarray]) -> np.ndarray | None:
    """F_f32, f32_F and pack_Fx2 of an 8-bit float F (kgen.lir.ops), by kgen.tile.fp8."""
    head, _, tail = kind.partition("_")
    if tail == "f32" and head in _FP8:
        return fp8.from_bits((a[0].astype(np.uint32) & 0xFF).astype(np.uint8),
                             _FP8[head]).astype(np.float32)
    if head == "f32" and tail in _FP8:
        return fp8.to_bits(a[0].astype(np.float32), _FP8[tail]).astype(np.uint32)
    if head == "pack" and tail.endswith("x2") and tail[:-2] in _FP8:
        dt = _FP8[tail[:-2]]
        return fp8.to_bits(a[0].astype(np.float32), dt).astype(np.uint32) | (
            fp8.to_bits(a[1].astype(np.float32), dt).astype(np.uint32) << 8)
    return None


grid_for = L.grid_dims  # the launch's grid, as every runtime computes it
