"""Layout conversions inside a warp: which register of which lane each thread reads, so that a
conversion whose elements never leave their warp takes one shuffle per register (or none, when
they never leave their thread) instead of a round trip through shared memory and a barrier.

Both layouts are linear maps from hardware bits to coordinate bits (kgen.lower.layout). Here each
input bit must map to one coordinate bit or to none (a copy), and no two to the same one: the
blocked and fragment layouts the planners build all do. For a thread t and a register key k of
the destination, the element it wants is c = k XOR T_dst(t). In the source that element sits in
the register whose bits are c's source-register bits, of the lane whose bits are c's
source-lane bits, of the warp whose bits are c's source-warp bits. The conversion stays in the
warp, with one shuffle per destination register, when for every t and k:

- the source register does not depend on t: no destination lane or warp bit lands on a source
  register bit (otherwise the register a lane sends would depend on who reads it);
- the source warp is t's own: every source warp bit's coordinate is a destination warp bit of the
  same index (a source warp bit that is a copy is free: t's own warp holds one);
- the source lane is then a fixed bit permutation of t plus a constant per register: destination
  lane and warp bits that are source lane bits move to those lane bits, a key's bits that are
  source lane bits give the constant, and a source lane bit that is a copy takes t's own bit.

shfl.sync.idx reads register a of lane b of the same warp (PTX ISA, "shfl.sync"); ds_bpermute_b32
the same within a 64-wide wave (CDNA3 ISA, "DS_BPERMUTE_B32"), so the lane count is the target's
wave. warp_moves returns None where any condition fails; the caller converts through shared
memory then."""

from __future__ import annotations

from dataclasses import dataclass

from .layout import LinearLayout, log2

Bit = tuple[int, int]     # (axis index in the layout's axes, coordinate bit)

# The register types a shuffle moves whole (shfl.sync's .b32; ds_bpermute_b32's dword).
SHUFFLED = frozenset({"f32", "u32", "s32"})


@dataclass(frozen=True)
class LaneMove:
    """Destination register `dst` (coordinates, one per axis) is source register `src` of lane
    `const | (bit i of tid moved to bit j, for (i, j) in bits)` of the thread's own warp."""
    dst: tuple[int, ...]
    src: tuple[int, ...]
    const: int
    bits: tuple[tuple[int, int], ...]

    def own_lane(self, wave: int) -> bool:
        """Every thread reads its own lane: the move is a renaming of registers."""
        return self.const == 0 and self.bits == tuple((j, j) for j in range(log2(wave)))


def _owners(lay: LinearLayout) -> dict[str, list[Bit | None]] | None:
    """For each input (reg, lane, warp), the coordinate bit each of its bits maps to (None: a
    copy); None where a bit maps to several coordinate bits or two bits to one."""
    out, seen = {}, set()
    for name in ("reg", "lane", "warp"):
        bits: list[Bit | None] = []
        for basis in lay.bases(name):
            hit = [(a, c) for a, c in enumerate(basis) if c]
            if not hit:
                bits.append(None)
                continue
            if len(hit) != 1 or hit[0][1] & (hit[0][1] - 1) or \
                    (hit[0][0], log2(hit[0][1])) in seen:
                return None
            a, c = hit[0]
            seen.add((a, log2(c)))
            bits.append((a, log2(c)))
        out[name] = bits
    return out


def in_warp(src: LinearLayout, dst: LinearLayout, wave: int, types) -> tuple[LaneMove, ...] | None:
    """The moves of a conversion of values of register `types` that stays inside the warps
    (warp_moves), None where it goes through shared memory: the one decision the lowering
    (kgen.lower.program's convert), the schedule's text and the product planner's cost share."""
    if not all(ty in SHUFFLED for ty in types):
        return None
    return warp_moves(src, dst, wave)


def warp_moves(src: LinearLayout, dst: LinearLayout, wave: int) -> tuple[LaneMove, ...] | None:
    """One LaneMove per distinct register of dst (in register order), or None when the
    conversion leaves some warp or needs a register that depends on the reader (module doc)."""
    if src.axes != dst.axes or src.outs != dst.outs:
        return None
    so, do = _owners(src), _owners(dst)
    if so is None or do is None:
        return None
    lw = log2(wave)
    where = {bit: (name, i) for name, bits in so.items() for i, bit in enumerate(bits) if bit}
    dst_of = {bit: (name, i) for name, bits in do.items() for i, bit in enumerate(bits) if bit}
    # Source warp bits: each must be the same warp bit of the destination (or a copy).
    for j, bit in enumerate(so["warp"]):
        if bit is not None and dst_of.get(bit) != ("warp", j):
            return None
    # The thread bits of the destination that move to source lane bits.
    moved = [(j, j) for j, bit in enumerate(so["lane"]) if bit is None]
    for name, base in (("lane", 0), ("warp", lw)):
        for i, bit in enumerate(do[name]):
            if bit is None:
                continue
            owner = where.get(bit)
            if owner is None or owner[0] == "reg":
                return None
            if owner[0] == "lane":
                moved.append((base + i, owner[1]))
            elif not (name == "warp" and owner[1] == i):
                return None
    moves, done = [], set()
    for r in range(dst.in_size("reg")):
        key = tuple(dst.apply(reg=r)[a] for a in dst.axes)
        if key in done:
            continue
        done.add(key)
        source, const = [0] * len(key), 0
        for a, v in enumerate(key):
            for c in range(v.bit_length()):
                if not v >> c & 1:
                    continue
                owner = where.get((a, c))
                if owner is None or owner[0] == "warp":
                    return None
                if owner[0] == "reg":
                    source[a] |= 1 << c
                else:
                    const |= 1 << owner[1]
        moves.append(LaneMove(key, tuple(source), const, tuple(sorted(moved))))
    return tuple(moves)
