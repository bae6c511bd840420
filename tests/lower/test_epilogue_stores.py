"""Stores after a loop (a GEMM's epilogue, attention's output): vector stores behind the rows'
alignment test, and a cast to the stored 16-bit type rounded once, by the store itself."""

from __future__ import annotations

import re

import pytest

from conftest import compile_text
from kgen.lir import ops as L
from kgen.source import Source
from kgen.target.targets import TARGETS
from kgen.tools.run import run_source

GEMM = """kernel g(a: bf16[M, K], b: bf16[K, N], c: {out}[M, N]) {{
    tile m: 64, n: 64, k: 32
    acc = zeros(f32, m, n)
    for kk in k {{
        acc += a[m, kk] @ b[kk, n]
    }}
    c[m, n] = {value}
}}
"""


def _stores(fn: L.Function) -> list[L.Inst]:
    return [i for i in L.walk(fn.body) if i.op == "st_global"]


def _ifs(nodes):
    for n in nodes:
        if isinstance(n, L.If):
            yield n
            yield from _ifs(n.then)
            yield from _ifs(n.else_)
        elif isinstance(n, L.Loop):
            yield from _ifs(n.body)


@pytest.mark.parametrize("out, value, width", [("f32", "acc", 64), ("bf16", "bf16(acc)", 32)])
def test_a_gemm_epilogue_stores_pairs_where_rows_are_aligned(out, value, width):
    fn = compile_text(GEMM.format(out=out, value=value), "sm_80").functions[0]
    wide = [i for i in _stores(fn) if i.attr("bits") * len(i.src[3:]) > 16 * (out == "bf16")
            + 32 * (out == "f32")]
    assert wide and all(i.attr("bits") * len(i.src[3:]) == width for i in wide)
    tests = [n for n in _ifs(fn.body) if "aligned: vector stores" in n.note]
    assert tests, "the vector stores sit behind the alignment test"


def test_a_cast_to_the_stored_type_is_rounded_once():
    text = compile_text(GEMM.format(out="bf16", value="bf16(acc)"), "sm_90a").asm
    body = text[text.index(".entry g("):]
    assert "cvt.rn.bf16x2.f32" in body
    # No round trip f32 -> bf16 -> f32 before the store's own conversion.
    assert not re.search(r"cvt\.f32\.bf16", body)


@pytest.mark.parametrize("target", list(TARGETS))
@pytest.mark.parametrize("n", [130, 131])
def test_epilogue_stores_match_aligned_and_not(target, n):
    # N = 130: rows aligned to pairs; 131: not (the scalar branch), both with ragged tiles.
    src = GEMM.format(out="bf16", value="bf16(acc)")
    reports = run_source(Source("g.kgen", src), device="sim", target=target,
                         sizes={"M": 70, "N": n, "K": 40})
    bad = [(r.kernel, c) for r in reports for c in r.checks if not c.ok]
    assert reports and all(r.checks for r in reports) and not bad, bad

