"""kgen.lower.product's per-thread shortcuts against the plain computations they replace:
_thread_coords (the threads' coordinates by XOR of the index bits' bases) against applying the
layout thread by thread, and thread_bits (the tile offset and swizzle inlined) against
WgmmaTile.logical and swizzle_offset."""

from __future__ import annotations

import random

from kgen.lower.layout import LinearLayout
from kgen.lower.product import _Products, _thread_coords
from kgen.lower.product_plan import WgmmaTile
from kgen.target.tensormap import swizzle_offset


def _basis(rng: random.Random) -> tuple[int, int, int]:
    return (rng.choice([0] + [1 << i for i in range(6)]),
            rng.choice([0] + [1 << i for i in range(5)]), rng.choice([0, 1, 2]))


def test_thread_coords_are_the_layouts():
    rng = random.Random(1)
    for _ in range(300):
        lay = LinearLayout((("reg", (_basis(rng),)),
                            ("lane", tuple(_basis(rng) for _ in range(rng.choice([4, 5, 6])))),
                            ("warp", tuple(_basis(rng) for _ in range(rng.randint(0, 3))))),
                           (("m", 64), ("k", 32), ("x", 4)))
        wave, threads = rng.choice([32, 64]), rng.choice([64, 96, 128, 256, 384, 512])
        axes = rng.choice([("m", "k"), ("k", "m"), ("x", "m")])
        want = {(c[axes[0]], c[axes[1]]) for c in (
            lay.apply(lane=t % wave, warp=t // wave) for t in range(threads))}
        assert _thread_coords(lay, axes, threads, wave) == want


def test_thread_bits_is_the_swizzled_offsets():
    rng = random.Random(2)
    for _ in range(2000):
        tile = WgmmaTile(rng.choice([8, 16, 64, 128, 256]), rng.choice([8, 16, 32, 64, 128]),
                         rng.random() < 0.5)
        coords = [(rng.randrange(tile.rows), rng.randrange(tile.depth))
                  for _ in range(rng.randint(0, 40))]
        want = 0
        for r, k in coords:
            want |= swizzle_offset(tile.logical(r, k), tile.span)
        assert _Products.thread_bits(tile, coords) == want
