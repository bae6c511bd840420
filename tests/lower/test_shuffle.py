"""Layout conversions inside a warp (kgen/lower/shuffle.py): every move warp_moves gives is
checked element by element against both layouts, over random pairs of layouts, and the
conversions it must find (a lane permutation, a register renaming) and must refuse (an element
in another warp, a register that depends on the reader) are named."""

from __future__ import annotations

import random

import pytest

from kgen.compiler import compile_source
from kgen.lower.layout import LinearLayout, blocked
from kgen.lower.shuffle import warp_moves
from kgen.source import Source
from kgen.target.targets import TARGETS
from kgen.tools.run import run_source


def _layout(outs, slots) -> LinearLayout:
    """slots: {"reg"|"lane"|"warp": [(axis index, bit) or None, ...]} -> the layout."""
    def basis(bit):
        b = [0] * len(outs)
        if bit is not None:
            b[bit[0]] = 1 << bit[1]
        return tuple(b)
    return LinearLayout(tuple((n, tuple(basis(x) for x in slots[n])) for n in ("reg", "lane", "warp")),
                        tuple(outs))


def _random_layout(rng, outs, regs, lanes, warps, warp_slots=None):
    """Coordinate bits dealt to random slots (the rest copies); warp_slots, if given, are the
    warp bits as they are and the other bits go to registers and lanes."""
    bits = [(a, c) for a, (_, size) in enumerate(outs) for c in range(size.bit_length() - 1)]
    if warp_slots is not None:
        bits = [b for b in bits if b not in warp_slots]
        slots = [None] * (regs + lanes)
    else:
        slots = [None] * (regs + lanes + warps)
    for bit, at in zip(bits, rng.sample(range(len(slots)), len(bits))):
        slots[at] = bit
    return _layout(outs, {"reg": slots[:regs], "lane": slots[regs:regs + lanes],
                          "warp": list(warp_slots) if warp_slots is not None
                          else slots[regs + lanes:]})


def _check(src: LinearLayout, dst: LinearLayout, wave: int, moves) -> int:
    """Every thread's every register of dst read as the moves say equals dst's element; returns
    how many moves leave the thread."""
    key_of = {tuple(src.apply(reg=r)[a] for a in src.axes): r for r in range(src.in_size("reg"))}
    by_dst = {m.dst: m for m in moves}
    for w in range(dst.in_size("warp")):
        for lane in range(wave):
            t = w * wave + lane
            for r in range(dst.in_size("reg")):
                m = by_dst[tuple(dst.apply(reg=r)[a] for a in dst.axes)]
                sl = m.const
                for i, j in m.bits:
                    sl |= (t >> i & 1) << j
                assert 0 <= sl < wave
                want = dst.apply(reg=r, lane=lane, warp=w)
                assert src.apply(reg=key_of[m.src], lane=sl, warp=w) == want, (m, t, r)
    return sum(not m.own_lane(wave) for m in moves)


@pytest.mark.parametrize("wave", [32, 64])
def test_every_move_reads_the_element_the_destination_holds(wave):
    rng = random.Random(7)
    lw = wave.bit_length() - 1
    found = 0
    for _ in range(3000):
        outs = (("m", 1 << rng.randint(0, 4)), ("n", 1 << rng.randint(0, 4)))
        nbits = sum(s.bit_length() - 1 for _, s in outs)
        warps = rng.randint(0, 2)
        regs = max(0, nbits - lw - warps) + rng.randint(0, 1)
        src = _random_layout(rng, outs, regs, lw, warps)
        # half the time a destination with the source's warp bits (the in-warp cases)
        keep = rng.random() < 0.5
        warp_slots = [next(((a, c.bit_length() - 1) for a, c in enumerate(b) if c), None)
                      for b in src.bases("warp")] if keep else None
        dst = _random_layout(rng, outs, regs, lw, warps, warp_slots)
        moves = warp_moves(src, dst, wave)
        if moves is not None:
            _check(src, dst, wave, moves)
            found += 1
    assert found > 200, found       # the search reaches the in-warp cases it is meant to test


def test_a_transpose_inside_one_warp_is_one_shuffle_a_register():
    # 8 x 4 over one 32-wide warp, one element a thread: n fastest, then m fastest.
    src = blocked({"m": 8, "n": 4}, ("n", "m"), 1, 32, 1)
    dst = blocked({"m": 8, "n": 4}, ("m", "n"), 1, 32, 1)
    moves = warp_moves(src, dst, 32)
    assert moves is not None and len(moves) == 1 and not moves[0].own_lane(32)
    assert _check(src, dst, 32, moves) == 1


def test_registers_renamed_in_the_thread_take_no_shuffle():
    outs = (("m", 4), ("n", 32))
    src = _layout(outs, {"reg": [(0, 0), (0, 1)], "lane": [(1, c) for c in range(5)], "warp": []})
    dst = _layout(outs, {"reg": [(0, 1), (0, 0)], "lane": [(1, c) for c in range(5)], "warp": []})
    moves = warp_moves(src, dst, 32)
    assert moves is not None and all(m.own_lane(32) for m in moves)
    assert _check(src, dst, 32, moves) == 0


def test_a_conversion_across_warps_is_refused():
    src = blocked({"m": 16, "n": 16}, ("n", "m"), 1, 32, 8)
    dst = blocked({"m": 16, "n": 16}, ("m", "n"), 1, 32, 8)
    assert warp_moves(src, dst, 32) is None


def test_a_register_chosen_by_the_reader_is_refused():
    # Four contiguous elements a thread along n in the source, along m in the destination: a
    # lane of the destination wants a different source register depending on its own bits.
    src = blocked({"m": 8, "n": 16}, ("n", "m"), 4, 32, 1)
    dst = blocked({"m": 8, "n": 16}, ("m", "n"), 4, 32, 1)
    assert warp_moves(src, dst, 32) is None


INWARP = """kernel transpose(x: f32[M, N], y: f32[N, M]) {
    tile m: 8, n: 4
    y[n, m] = x[m, n]
}
schedule transpose on sm_80 { threads 32; vector 1 }
schedule transpose on sm_90a { threads 32; vector 1 }
schedule transpose on sm_100a { threads 32; vector 1 }
schedule transpose on gfx90a { tile m: 8, n: 8; threads 64; vector 1 }
schedule transpose on gfx942 { tile m: 8, n: 8; threads 64; vector 1 }
schedule transpose on gfx950 { tile m: 8, n: 8; threads 64; vector 1 }
"""


@pytest.mark.parametrize("target", list(TARGETS))
def test_a_transpose_held_by_one_warp_converts_by_shuffles(target):
    """One warp (wave) holds the tile: the store's conversion is a shuffle a register, with no
    shared memory and no barrier; the result agrees with the evaluator at ragged sizes."""
    c = compile_source(Source("t.kgen", INWARP), target, stop="schedule")
    text = c.text("schedule")
    assert "inside each warp (a shuffle a register)" in text
    assert "shared memory: 0 bytes" in text and "barriers: 0" in text
    assert "shfl_idx" in text
    reports = run_source(Source("t.kgen", INWARP), device="sim", target=target,
                         sizes={"M": 37, "N": 21})
    assert reports and all(r.checks for r in reports)
    assert all(c.ok for r in reports for c in r.checks)
