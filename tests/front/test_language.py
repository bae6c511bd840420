"""The front end on correct programs: parsing, typing rules, and the tile IR it lowers to."""

from __future__ import annotations

import pytest

from conftest import EXAMPLES, compile_text, example_source
from kgen.front.check import check
from kgen.tile.ir import DType
from kgen.front.parse import parse


@pytest.mark.parametrize("name", EXAMPLES)
def test_examples_check(name):
    m = check(parse(example_source(name)))
    names = [k.name for k in m.kernels]   # one kernel named after the file, or several
    assert names == [name] or (len(names) > 1 and all(n.startswith(name) for n in names))


def test_softmax_ir_text():
    ir = compile_text("""
kernel softmax(x: f32[M, N], y: f32[M, N]) {
    tile m: 1, n: all
    e = exp(x[m, n] - max(x[m, n], axis=n))
    y[m, n] = e / sum(e, axis=n)
}""", stop="ir").text("ir")
    assert "tile m: 1 over M (grid), n: all over N (whole)" in ir
    assert "reduce max n" in ir and "reduce sum n" in ir
    assert "store y[m, n]" in ir
    # values are numbered in definition order, so the text is stable
    assert ir.index("reduce max") < ir.index("exp") < ir.index("reduce sum") < ir.index("div")


def _kernel(body: str, params: str = "x: f32[N], y: f32[N]", tile: str = "n: 256"):
    src = f"kernel k({params}) {{\n  tile {tile}\n{body}\n}}\n"
    return check(parse(__import__("kgen.source", fromlist=["Source"]).Source("t.kgen", src)))


def test_literals_take_the_other_operands_dtype():
    m = _kernel("  y[n] = bf16(2 * f32(x[n]) + 1.5)", params="x: bf16[N], y: bf16[N]")
    store = m.kernels[0].body[-1]
    assert store.value.dtype == DType.bf16


def test_semicolons_and_newlines_both_end_statements():
    m = _kernel("  a = x[n] * 2.0; b = a + 1.0\n  y[n] = b")
    assert len(m.kernels[0].body) == 3


def test_parameter_lists_may_span_lines():
    m = _kernel("  y[n] = x[n]", params="x: f32[N],\n   y: f32[N]")
    assert [p.name for p in m.kernels[0].params] == ["x", "y"]


def test_loop_carries_values():
    m = _kernel("""  acc = zeros(f32, m)
  for nn in n {
    acc += sum(x[m, nn], axis=nn)
  }
  y[m] = acc""", params="x: f32[M, N], y: f32[M]", tile="m: 1, n: 512")
    k = m.kernels[0]
    loop = k.body[1]
    assert loop.var == "nn" and [n for n, _ in loop.carried] == ["acc"]
    assert k.axis("n").kind == "range" and k.axis("nn").kind == "loop"


def test_specialised_dimension_leaves_the_signature():
    c = compile_text("kernel k(x: f32[N], y: f32[N]) {\n tile n: 1024\n y[n] = x[n]\n}",
                     stop="schedule", specialize={"N": 4096})
    assert [p.name for p in c.functions[0].params] == ["x", "y"]


def test_comparisons_and_select():
    m = _kernel("  y[n] = select(x[n] > 0.0, x[n], 0.5 * x[n])")
    assert m.kernels[0].body[-1].value.op == "select"


def test_schedule_tile_override_applies_per_target():
    src = """kernel k(x: f32[N], y: f32[N]) {
  tile n: 1024
  y[n] = x[n]
}
schedule k on gfx942 { tile n: 4096; waves 8 }"""
    amd = compile_text(src, "gfx942", stop="schedule")
    nv = compile_text(src, "sm_90a", stop="schedule")
    assert amd.kernels[0].axis("n").size == 4096 and amd.plans[0].threads == 512
    assert nv.kernels[0].axis("n").size == 1024 and nv.plans[0].threads == 256


def test_schedule_chunk_keeps_block_indices_one_value_a_chunk():
    """`kk / 32` is a chunk's block index only where the chunk divides 32: a schedule that
    resizes the chunk past it is refused at its tile, not an internal error in the lowering;
    one that keeps it dividing compiles."""
    from kgen.errors import CheckError
    src = """kernel k(a: f16[M, K], b: f16[N, K], s: f32[M, KS], c: f32[M, N]) {
  tile m: 64, n: 64, k: 32
  acc = zeros(f32, m, n)
  for kk in k {
    acc += (a[m, kk] @ b[n, kk]) * fill(s[m, kk / 32], 0.0)
  }
  c[m, n] = acc
}
schedule k on sm_80 { tile k: %d }"""
    with pytest.raises(CheckError) as e:
        compile_text(src % 64, "sm_80", stop="schedule")
    assert "`kk / 32` at line 5" in str(e.value) and e.value.span.line == 9
    assert "`k: 32`" in e.value.hint
    assert compile_text(src % 16, "sm_80", stop="schedule").kernels[0].axis("kk").size == 16


@pytest.mark.parametrize("item,line", [("tile n: 1", "multiplies over it"),
                                       ("tile k: 1", "multiplies over it"),
                                       ("tile g: 2", "carries it along")])
def test_schedule_keeps_a_products_shape(item, line):
    """An axis of one element a program is a batch axis of a product, any other one it
    multiplies over: a schedule may not move an axis across (tile n: 1 made a StopIteration in
    the product plan; g: 2 on attention_decode's head axis compiled and computed wrong)."""
    from kgen.errors import CheckError
    src = f"""kernel k(a: bf16[G, M, K], w: bf16[G, K, N], c: f32[G, M, N]) {{
  tile g: 1, m: 64, n: 64, k: 32
  acc = zeros(f32, g, m, n)
  for kk in k {{
    acc += a[g, m, kk] @ w[g, kk, n]
  }}
  c[g, m, n] = acc
}}
schedule k on sm_80 {{ {item} }}"""
    with pytest.raises(CheckError, match=line) as e:
        compile_text(src, "sm_80", stop="schedule")
    assert e.value.span.line == 9 and "product at line 5" in str(e.value)
