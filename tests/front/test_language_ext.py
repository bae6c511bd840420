"""The language additions (issue 8 item 5): axis indices as values, expression subscripts (affine
loads, gathers, affine stores), integer and bitwise operators, u32, hex/inf/nan literals, the new
functions, in-place updates, 4-D tensors. Each construct is parsed, checked and printed as tile
IR; each new error is a diagnostic at file:line:col; the float64 evaluator is compared with
hand-written NumPy, absent elements included (skipped by reductions, never stored).
"""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from kgen.tile import ir
from kgen.front.check import check
from kgen.errors import CheckError, KgenError
from kgen.tile.evaluate import evaluate
from kgen.front.parse import parse
from kgen.source import Source

FILE = "t.kgen"
I32_MIN, I32_MAX = -2 ** 31, 2 ** 31 - 1


def kernel(src: str) -> ir.Kernel:
    return check(parse(Source(FILE, src))).kernels[0]


def K(body: str, params: str, tile: str) -> str:
    """A one-kernel source: line 1 the signature, line 2 the tile, body from line 3."""
    return f"kernel k({params}) {{\n    tile {tile}\n{body}}}\n"


def text(src: str) -> str:
    return ir.print_kernel(kernel(src))


# ---- parse, check, tile IR -----------------------------------------------------------------------

CAUSAL = K("    y[m, n] = where(n <= m, x[m, n], -inf)\n    z[m, n] = f32(n) * 0.5\n",
           "x: f32[M, N], y: f32[M, N], z: f32[M, N]", "m: 1, n: all")


def test_axis_names_are_index_values():
    t = text(CAUSAL)
    assert "= index n : i32[n]" in t and "= index m : i32[m]" in t
    assert re.search(r"%\d+ = le %0, %1 : bool\[m, n\]", t)
    assert "const -inf : f32" in t and "select" in t
    assert re.search(r"cast f32 %\d+ : f32\[n\]", t)


def test_dimension_and_axis_compare():
    t = text(K("    y[n] = where(n < N - 1, x[n], 0.0)\n", "x: f32[N], y: f32[N]", "n: 256"))
    assert re.search(r"= dim N : i32", t) and re.search(r"= lt %\d+, %\d+ : bool\[n\]", t)


def test_affine_subscripts_make_a_gather():
    k = kernel(K("    y[m, n] = x[m, n + 1] + x[m, n - s] + x[m, 2 * n]\n",
                 "x: f32[M, N], y: f32[M, N], s: i32", "m: 1, n: all"))
    gathers = [v for v in ir.values(k.body) if v.op == "gather"]
    assert len(gathers) == 3
    assert all(g.attrs == ("x",) and g.axes == ("m", "n") and len(g.args) == 2 for g in gathers)
    assert all(g.args[0].op == "index" for g in gathers)  # the bare m is an index value
    assert [g.args[1].op for g in gathers] == ["add", "sub", "mul"]


def test_gather_through_loaded_indices():
    t = text(K("    out[t, c] = wte[ids[t], c] + wpe[t, c]\n",
               "ids: i32[T], wte: f32[V, C], wpe: f32[T, C], out: f32[T, C]", "t: 1, c: all"))
    assert "%0 = load ids[t] : i32[t]" in t
    assert "%1 = index c : i32[c]" in t
    assert "%2 = gather wte %0, %1 : f32[t, c]" in t


def test_a_bare_axis_in_a_gather_binds_its_dimension():
    # c appears bare in wte[ids[t], c]: that binds it to C; t is bound by ids[t]
    k = kernel(K("    out[t] = sum(wte[ids[t], c], axis=c)\n",
                 "ids: i32[T], wte: f32[V, C], out: f32[T]", "t: 1, c: all"))
    assert str(k.axis("c").dim) == "C" and str(k.axis("t").dim) == "T"


def test_constant_and_scalar_subscripts():
    k = kernel(K("    y[n] = x[n] - x[0] + x[N - 1]\n", "x: f32[N], y: f32[N]", "n: 256"))
    gathers = [v for v in ir.values(k.body) if v.op == "gather"]
    assert [g.axes for g in gathers] == [(), ()]


def test_affine_store_has_an_index():
    k = kernel(K("    out[t, 2 * i + 1] = x[t, i]\n", "x: f32[T, I], out: f32[T, J]",
                 "t: 1, i: all"))
    st = k.body[-1]
    assert st.axes == ("t", "i") and len(st.index) == 2
    assert st.index[0].op == "index" and st.index[1].axes == ("i",)
    assert re.search(r"store out\[t, i\] index\(%\d+, %\d+\), %\d+", ir.print_kernel(k))


def test_plain_store_has_no_index():
    assert kernel(K("    y[n] = x[n]\n", "x: f32[N], y: f32[N]", "n: 256")).body[-1].index == ()


def test_integer_operators_and_precedence():
    k = kernel(K("    y[n] = x[n] + 1 << 2 & 0xFF | x[n] ^ 3 % 2 * 5\n",
                 "x: i32[N], y: i32[N]", "n: 256"))
    v = k.body[-1].value
    # as in Python: ((x + 1) << 2) & 0xFF | (x ^ ((3 % 2) * 5))
    assert v.op == "or"
    assert v.args[0].op == "and" and v.args[0].args[0].op == "shl"
    assert v.args[0].args[0].args[0].op == "add"
    assert v.args[1].op == "xor" and v.args[1].args[1].attrs == (5,)  # 3 % 2 * 5 folded


def test_comparisons_bind_looser_than_bitwise_and_bools_combine():
    k = kernel(K("    y[n] = where(x[n] & 1 == x[n] >> 1, x[n], 0)\n",
                 "x: i32[N], y: i32[N]", "n: 256"))
    c = k.body[-1].value.args[0]
    assert c.op == "eq" and c.args[0].op == "and" and c.args[1].op == "shr"
    m = kernel(K("    y[n] = where((x[n] > 0) & (x[n] < 9) | (x[n] == 20), x[n], 0)\n",
                 "x: i32[N], y: i32[N]", "n: 256"))
    cond = m.body[-1].value.args[0]
    assert cond.op == "or" and cond.dtype == ir.DType.bool and cond.args[0].op == "and"


def test_hex_literals_and_u32():
    t = text(K("    y[n] = x[n] * 0x9E3779B9 + u32(s) >> 16\n",
               "x: u32[N], y: u32[N], s: i32", "n: 256"))
    assert "const 2654435769 : u32" in t and "cast u32" in t and "shr" in t
    assert "x: u32[N]" in t


def test_u32_scalar_parameter():
    k = kernel(K("    y[n] = x[n] ^ seed\n", "x: u32[N], y: u32[N], seed: u32", "n: 256"))
    assert k.param("seed").dtype == ir.DType.u32


def test_integer_division_and_literal_folding():
    k = kernel(K("    y[n] = x[n] / 3 + x[n] % 3 + (-7 / 2) + (-7 % 2) + (1 << 4)\n",
                 "x: i32[N], y: i32[N]", "n: 256"))
    consts = [v.attr("value") for v in ir.values(k.body) if v.op == "const"]
    assert consts == [3, 3, -3, -1, 16]  # truncation toward zero, as at run time
    ops = [v.op for v in ir.values(k.body)]
    assert "div" in ops and "rem" in ops


def test_inf_and_nan_are_float_literals():
    t = text(K("    y[n] = where(x[n] > 0.0, inf, nan * x[n]) + bf16(-inf)\n",
               "x: bf16[N], y: bf16[N]", "n: 256"))
    assert "const inf : bf16" in t and "const nan : bf16" in t and "const -inf : bf16" in t


def test_new_functions():
    k = kernel(K("    y[n] = pow(x[n], 2.0) + cosh(x[n]) + erf(x[n]) + sin(x[n]) + cos(x[n])"
                 " + floor(x[n])\n    z[n] = mulhi(i[n], 7)\n",
                 "x: f32[N], i: i32[N], y: f32[N], z: i32[N]", "n: 256"))
    ops = {v.op for v in ir.values(k.body)}
    assert {"pow", "cosh", "erf", "sin", "cos", "floor", "mulhi"} <= ops


def test_full_with_a_literal_and_with_a_scalar():
    k = kernel(K("    a = full(f32, -inf, m)\n    b = full(f32, s, m, n)\n"
                 "    y[m, n] = x[m, n] + a + b\n",
                 "x: f32[M, N], y: f32[M, N], s: f32", "m: 1, n: all"))
    a, b = (s.value for s in k.body[:2])
    assert a.op == "const" and a.attrs == (-math.inf,) and a.axes == ("m",)
    assert b.op == "sub" and b.axes == ("m", "n") and b.args[0].op == "scalar"


def test_in_place_update_checks():
    k = kernel(K("    x[m, n] = x[m, n] * 2.0 + sum(x[m, n], axis=n)\n", "x: f32[M, N]",
                 "m: 1, n: all"))
    assert k.body[-1].tensor == "x"


def test_four_dimensional_tensors_and_four_live_axes():
    k = kernel(K("    o[b, h, s, d] = q[b, h, s, d] * 2.0\n",
                 "q: f32[B, H, S, D], o: f32[B, H, S, D]", "b: 1, h: 1, s: 64, d: all"))
    assert [a.name for a in k.axes] == ["b", "h", "s", "d"]


def test_loop_variable_is_an_index_value():
    t = text(K("    acc = zeros(f32, m)\n    for nn in n {\n"
               "        acc += sum(x[m, nn] * f32(nn), axis=nn)\n    }\n    y[m] = acc\n",
               "x: f32[M, N], y: f32[M]", "m: 1, n: 128"))
    assert "index nn : i32[nn]" in t


# ---- diagnostics ---------------------------------------------------------------------------------

LOOP = K("    acc = zeros(f32, m)\n    for nn in n {\n        STMT\n    }\n    y[m] = acc\n",
         "x: f32[M, N], y: f32[M]", "m: 1, n: 128")

DIAGNOSTICS = [
    ("range-axis-value", LOOP.replace("STMT", "acc += sum(x[m, nn], axis=nn) * f32(n)"), 5, 45,
     "axis 'n' is walked by a loop; it has no single index", "nn"),
    ("range-axis-in-subscript", LOOP.replace("STMT", "acc += sum(x[m, n + 1], axis=nn)"), 5, 25,
     "axis 'n' is walked by a loop; it has no single index", "nn"),
    ("hex-literal-needs-u32", K("    y[n] = x[n] + 0x9E3779B9\n", "x: i32[N], y: i32[N]",
                                "n: 256"), 3, 19, "integer literal 2654435769 does not fit i32",
     "u32(0x9e3779b9)"),
    ("negative-literal-for-u32", K("    y[n] = x[n] * -1\n", "x: u32[N], y: u32[N]", "n: 256"),
     3, 19, "integer literal -1 does not fit u32", "0xFFFFFFFF"),
    ("bool-subscript", K("    y[n] = x[n > 0]\n", "x: f32[N], y: f32[N]", "n: 256"), 3, 14,
     "a subscript of 'x' must be an integer (i32 or u32), got bool", "where"),
    ("scatter-store", K("    out[idx[t]] = x[t]\n", "idx: i32[T], x: f32[T], out: f32[V]",
                        "t: 256"), 3, 9, "store subscript depends on data loaded from 'idx' "
     "(a scatter)", "affine"),
    ("store-two-axes", K("    y[m + n] = x[m, n]\n", "x: f32[M, N], y: f32[N]", "m: 1, n: all"),
     3, 7, "store subscript depends on 2 axes (m, n)", "2 * i + 1"),
    ("store-no-axis", K("    y[0] = sum(x[n], axis=n)\n", "x: f32[N], y: f32[N]", "n: all"),
     3, 7, "store subscript depends on no axis", True),
    ("store-axis-cancels", K("    y[n - n + 1] = x[n]\n", "x: f32[N], y: f32[N]", "n: all"),
     3, 7, "store subscript depends on no axis", True),
    ("store-axis-squared", K("    y[n * n] = x[n]\n", "x: f32[N], y: f32[N]", "n: all"), 3, 7,
     "store subscript multiplies axes together", True),
    ("store-scalar-coefficient", K("    y[s * n] = x[n]\n", "x: f32[N], y: f32[N], s: i32",
                                   "n: all"), 3, 7, "scales an axis by a value that is not a "
     "constant", "non-zero literal"),
    ("store-not-affine", K("    y[n / 2] = x[n]\n", "x: f32[N], y: f32[N]", "n: all"), 3, 7,
     "store subscript is not affine in an axis (it uses 'div')", True),
    ("store-axis-twice", K("    y[n, n + 1] = x[n]\n", "x: f32[N], y: f32[N, N]", "n: all"),
     3, 10, "axis 'n' indexes 'y' twice", True),
    ("in-place-shifted-load", K("    x[n] = x[n + 1] * 2.0\n", "x: f32[N]", "n: 256"), 3, 12,
     "'x' is stored (at 3:5) and loaded here with other subscripts", "`x[n]`"),
    ("in-place-transposed-load", K("    x[m, n] = x[n, m]\n", "x: f32[N, N]", "m: 1, n: all"),
     3, 15, "'x' is stored (at 3:5) and loaded here", "x[m, n]"),
    ("in-place-load-before-store",
     K("    a = x[m, n + 1]\n    x[m, n] = x[m, n] + a\n", "x: f32[M, N]", "m: 1, n: all"),
     3, 9, "'x' is stored (at 4:5) and loaded here", True),
    ("in-place-affine-store", K("    x[2 * n] = x[2 * n] + y[n]\n", "x: f32[N], y: f32[N]",
                                "n: 256"), 3, 16, "'x' is stored (at 3:5) and loaded here",
     "another tensor"),
    ("five-dimensional-tensor", K("    o[a, b, c, d, e] = q[a, b, c, d, e]\n",
                                  "q: f32[A, B, C, D, E], o: f32[A, B, C, D, E]",
                                  "a: 1, b: 1, c: 1, d: 1, e: all"), 1, 29,
     "has 5 dimensions; kgen supports up to 4", True),
    ("five-live-axes-from-4d", K("    o[a, b, c, d] = q[a, b, c, d] + sum(w[e], axis=e)\n",
                                 "q: f32[A, B, C, D], w: f32[E], o: f32[A, B, C, D]",
                                 "a: 2, b: 2, c: 2, d: all, e: all"), 1, 8,
     "5 tile axes are live (a, b, c, d, e); kgen supports up to 4", "merge"),
    ("and-on-floats", K("    y[n] = x[n] & x[n]\n", "x: f32[N], y: f32[N]", "n: 256"), 3, 17,
     "'&' needs integers or bools, got f32", "i32(...)"),
    ("shift-a-bool", K("    y[n] = where((x[n] > 0) << 1, x[n], 0)\n", "x: i32[N], y: i32[N]",
                       "n: 256"), 3, 29, "'<<' needs integers, got bool", True),
    ("float-literal-remainder", K("    y[n] = x[n] * (1.5 % 2)\n", "x: f32[N], y: f32[N]",
                                  "n: 256"), 3, 20, "'%' needs integers, got a float literal",
     True),
    ("constant-shift-out-of-range", K("    y[n] = x[n] + (1 << 32)\n", "x: u32[N], y: u32[N]",
                                      "n: 256"), 3, 20, "shift count 32 in a constant is "
     "outside 0..31", "modulo 32"),
    ("literal-as-bool", K("    y[n] = where((x[n] > 0) | 1, x[n], 0)\n", "x: i32[N], y: i32[N]",
                          "n: 256"), 3, 31, "a literal where a bool is expected", True),
    ("mixed-i32-u32", K("    y[n] = x[n] + u[n]\n", "x: i32[N], u: u32[N], y: i32[N]",
                        "n: 256"), 3, 17, "different dtypes: i32 and u32", True),
    ("pow-of-integers", K("    y[n] = pow(x[n], 2)\n", "x: i32[N], y: i32[N]", "n: 256"), 3, 12,
     "pow() needs float arguments, got i32", "f32(...)"),
    ("mulhi-of-floats", K("    y[n] = mulhi(x[n], 2.0)\n", "x: f32[N], y: f32[N]", "n: 256"),
     3, 12, "mulhi() needs integer arguments, got f32", True),
    ("erf-of-integer", K("    y[n] = erf(x[n])\n", "x: i32[N], y: i32[N]", "n: 256"), 3, 16,
     "erf() needs a float argument, got i32", True),
    ("full-of-a-tile", K("    a = full(f32, x[n], n)\n    y[n] = a\n", "x: f32[N], y: f32[N]",
                         "n: 256"), 3, 19, "full() takes a literal or scalar value, got a tile "
     "over (n)", True),
    ("full-dtype-mismatch", K("    a = full(i32, s, n)\n    y[n] = x[n]\n",
                              "x: f32[N], y: f32[N], s: f32", "n: 256"), 3, 19,
     "full() of i32 with a f32 value", "i32(...)"),
    ("full-float-literal-for-i32", K("    a = full(i32, inf, n)\n    y[n] = x[n]\n",
                                     "x: f32[N], y: f32[N]", "n: 256"), 3, 19,
     "float literal inf where i32 is expected", True),
    ("parameter-named-inf", K("    y[n] = x[n]\n", "inf: f32, x: f32[N], y: f32[N]", "n: 256"),
     1, 10, "parameter 'inf' has the name of a float literal", True),
    ("assign-to-nan", K("    nan = x[n]\n    y[n] = x[n]\n", "x: f32[N], y: f32[N]", "n: 256"),
     3, 5, "'nan' is a float literal, not a name", True),
    ("unknown-name-in-subscript", K("    y[n] = x[n + q]\n", "x: f32[N], y: f32[N]", "n: 256"),
     3, 18, "unknown name 'q'", True),
]


@pytest.mark.parametrize("case", DIAGNOSTICS, ids=[c[0] for c in DIAGNOSTICS])
def test_diagnostic(case):
    _, src, line, col, msg, hint = case
    source = Source(FILE, src)
    with pytest.raises(KgenError) as info:
        check(parse(source))
    err = info.value
    rendered = err.render(source)
    assert err.span is not None and err.span.file == FILE, rendered
    assert (err.span.line, err.span.col) == (line, col), rendered
    assert msg in err.message, rendered
    if hint is True:
        assert err.hint, rendered
    elif hint:
        assert err.hint and hint in err.hint, rendered
    assert "Traceback" not in rendered


def test_diagnostic_ids_are_distinct():
    assert len({c[0] for c in DIAGNOSTICS}) == len(DIAGNOSTICS)


# ---- the evaluator against NumPy -----------------------------------------------------------------

RNG = np.random.default_rng(8)


def run(src: str, args: dict, sizes: dict) -> dict:
    return evaluate(kernel(src), args, sizes)


def test_causal_mask_with_axis_indices():
    src = K("    s = where(n <= m, x[m, n], -inf)\n    y[m, n] = s\n"
            "    r[m] = max(s, axis=n) + f32(m) * 0.5\n",
            "x: f32[M, N], y: f32[M, N], r: f32[M]", "m: 1, n: all")
    x = RNG.standard_normal((5, 7)).astype(np.float32)
    out = run(src, {"x": x}, {"M": 5, "N": 7})
    mask = np.arange(7)[None, :] <= np.arange(5)[:, None]
    want = np.where(mask, x, -np.inf)
    np.testing.assert_array_equal(out["y"], want.astype(np.float32))
    np.testing.assert_allclose(out["r"], want.max(1) + np.arange(5) * 0.5, rtol=1e-7)


def test_loop_variable_index_is_global():
    src = K("    acc = zeros(f32, m)\n    for nn in n {\n"
            "        acc += sum(x[m, nn] * f32(nn), axis=nn)\n    }\n    y[m] = acc\n",
            "x: f32[M, N], y: f32[M]", "m: 1, n: 4")
    x = RNG.standard_normal((3, 10)).astype(np.float32)
    out = run(src, {"x": x}, {"M": 3, "N": 10})
    np.testing.assert_allclose(out["y"], (x.astype(np.float64) * np.arange(10)).sum(1),
                               rtol=1e-6)


def test_affine_subscripts_at_the_edges():
    src = K("    d[m, n] = x[m, n + 1] - x[m, n - 1]\n"
            "    s[m] = sum(x[m, n + k], axis=n)\n"
            "    c[m] = sum(where(n >= 0, x[m, n - 2], 100.0), axis=n)\n",
            "x: f32[M, N], d: f32[M, N], s: f32[M], c: f32[M], k: i32", "m: 1, n: all")
    x = RNG.standard_normal((4, 6)).astype(np.float32)
    x64 = x.astype(np.float64)
    for k in (-2, 0, 3, 6, -9):
        out = run(src, {"x": x, "k": k}, {"M": 4, "N": 6})
        want_d = np.full((4, 6), np.nan)
        want_d[:, 1:-1] = x64[:, 2:] - x64[:, :-2]  # the first and last columns are absent
        np.testing.assert_allclose(out["d"], want_d, rtol=1e-6)  # NaN: not stored
        lo, hi = max(0, k), min(6, 6 + k)  # the columns x[m, n + k] reaches
        np.testing.assert_allclose(out["s"], x64[:, lo:hi].sum(1) if lo < hi else 0.0,
                                   rtol=1e-6, atol=1e-12)
        # where(true, absent, 100) stays absent: skipped, never replaced by 100
        np.testing.assert_allclose(out["c"], x64[:, :-2].sum(1), rtol=1e-6)


def test_affine_subscripts_in_a_loop_and_a_stencil():
    src = K("    acc = zeros(f32, m)\n    for nn in n {\n"
            "        acc += sum(x[m, nn + 1] - x[m, nn - 1] + x[m, nn], axis=nn)\n    }\n"
            "    y[m] = acc\n", "x: f32[M, N], y: f32[M]", "m: 1, n: 3")
    x = RNG.standard_normal((2, 8)).astype(np.float32)
    x64 = x.astype(np.float64)
    out = run(src, {"x": x}, {"M": 2, "N": 8})
    # n = 0 and n = N - 1 read outside x: absent, skipped
    want = (x64[:, 2:] - x64[:, :-2] + x64[:, 1:-1]).sum(1)
    np.testing.assert_allclose(out["y"], want, rtol=1e-6)


def test_affine_store_writes_only_inside():
    src = K("    out[t, 2 * i + 1] = x[t, i]\n    back[t, 5 - i] = x[t, i]\n",
            "x: f32[T, I], out: f32[T, J], back: f32[T, I]", "t: 1, i: all")
    x = RNG.standard_normal((2, 8)).astype(np.float32)
    out = run(src, {"x": x}, {"T": 2, "I": 8, "J": 10})
    want = np.full((2, 10), np.nan, np.float32)
    want[:, 1::2] = x[:, :5]  # 2i + 1 < 10: i < 5; the rest falls outside, not stored
    np.testing.assert_array_equal(out["out"], want)
    back = np.full((2, 8), np.nan, np.float32)
    back[:, 5::-1] = x[:, :6]  # 5 - i >= 0: i <= 5
    np.testing.assert_array_equal(out["back"], back)


def test_gather_with_indices_outside_the_table():
    src = K("    e = wte[ids[t], c]\n    out[t, c] = e + wpe[t, c]\n"
            "    total[t] = sum(e, axis=c)\n    top[t] = max(e, axis=c)\n"
            "    safe[t, c] = where(ids[t] < V, e, 0.0)\n",
            "ids: i32[T], wte: f32[V, C], wpe: f32[T, C], out: f32[T, C], total: f32[T], "
            "top: f32[T], safe: f32[T, C]", "t: 1, c: all")
    V, C = 5, 3
    ids = np.array([0, 4, -1, 5, 2, 1000, I32_MIN, I32_MAX], np.int32)
    T = len(ids)
    wte = RNG.standard_normal((V, C)).astype(np.float32)
    wpe = RNG.standard_normal((T, C)).astype(np.float32)
    out = run(src, {"ids": ids, "wte": wte, "wpe": wpe}, {"T": T, "V": V, "C": C})
    inside = (ids >= 0) & (ids < V)
    rows = np.where(inside[:, None], wte[np.clip(ids, 0, V - 1)].astype(np.float64), np.nan)
    np.testing.assert_allclose(out["out"], rows + wpe, rtol=1e-6)  # NaN rows: not stored
    np.testing.assert_allclose(out["total"], np.where(inside, np.nan_to_num(rows).sum(1), 0.0),
                               rtol=1e-6)  # an all-absent sum is 0
    np.testing.assert_array_equal(out["top"], np.where(inside, np.nanmax(
        np.where(inside[:, None], rows, 0.0), 1), -np.inf).astype(np.float32))
    # where(c, a, b): ids >= V picks the present 0.0; a negative id picks the absent gather
    want_safe = np.where((ids < V)[:, None], rows, 0.0)
    np.testing.assert_allclose(out["safe"], want_safe, rtol=1e-6)
    assert np.isnan(out["safe"][2]).all() and (out["safe"][3] == 0).all()


def test_gather_of_a_gathered_row_and_a_column():
    src = K("    y[t] = logits[t, targets[t]]\n",
            "logits: f32[T, V], targets: i32[T], y: f32[T]", "t: 1")
    logits = RNG.standard_normal((4, 6)).astype(np.float32)
    targets = np.array([5, 0, 6, -1], np.int32)
    out = run(src, {"logits": logits, "targets": targets}, {"T": 4, "V": 6})
    np.testing.assert_array_equal(out["y"][:2], [logits[0, 5], logits[1, 0]])
    assert np.isnan(out["y"][2:]).all()


INT_SRC = K("    q[n] = a[n] / b[n]\n    r[n] = a[n] % b[n]\n    l[n] = a[n] << b[n]\n"
            "    h[n] = a[n] >> b[n]\n    hi[n] = mulhi(a[n], b[n])\n"
            "    s[n] = a[n] + b[n]\n    p[n] = a[n] * b[n]\n"
            "    x[n] = a[n] & b[n] | a[n] ^ 5\n    lt[n] = {t}(where(a[n] < b[n], 1, 0))\n",
            "a: {t}[N], b: {t}[N], q: {t}[N], r: {t}[N], l: {t}[N], h: {t}[N], hi: {t}[N], "
            "s: {t}[N], p: {t}[N], x: {t}[N], lt: {t}[N]", "n: 64")


def _ints(dt: str, pairs):
    a, b = (np.array([p[i] for p in pairs], np.int64) for i in (0, 1))
    np_dt = np.int32 if dt == "i32" else np.uint32
    src = INT_SRC.replace("{t}", dt)
    out = run(src, {"a": a.astype(np_dt), "b": b.astype(np_dt)}, {"N": len(pairs)})
    assert all(v.dtype == np_dt for v in out.values())
    return {k: v.astype(np.int64).tolist() for k, v in out.items()}


def test_i32_edge_values():
    pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (5, 0), (-5, 0), (0, 0), (I32_MIN, -1),
             (I32_MIN, 1), (I32_MAX, 1), (1, 31), (1, 32), (1, 33), (-8, 31), (-8, 32), (-8, 33),
             (I32_MIN, I32_MIN), (I32_MAX, I32_MAX), (-1, 1), (65536, 65536), (3, -1)]
    o = _ints("i32", pairs)
    # division truncates toward zero; by zero: -1 and the dividend; INT_MIN / -1 = INT_MIN, 0
    assert o["q"][:10] == [3, -3, -3, 3, -1, -1, -1, I32_MIN, I32_MIN, I32_MAX]
    assert o["r"][:10] == [1, -1, 1, -1, 5, -5, 0, 0, 0, 0]
    # shifts take the count modulo 32; >> is arithmetic
    assert o["l"][10:16] == [I32_MIN, 1, 2, 0, -8, -16]
    assert o["h"][10:16] == [0, 1, 0, -1, -8, -4]
    assert o["l"][20] == I32_MIN and o["h"][20] == 0  # count -1 is 31
    # the high half of the signed 64-bit product
    assert o["hi"][16:20] == [2 ** 30, (I32_MAX * I32_MAX) >> 32, -1, 1]
    assert o["hi"][7] == 0 and o["hi"][20] == -1  # INT_MIN * -1 = 2^31; 3 * -1 = -3
    assert o["s"][9] == I32_MIN and o["s"][16] == 0  # wraps
    assert o["p"][19] == 0 and o["p"][7] == I32_MIN and o["p"][17] == 1
    assert o["x"][:4] == [(7 & 2) | (7 ^ 5), (-7 & 2) | (-7 ^ 5), (7 & -2) | (7 ^ 5),
                          (-7 & -2) | (-7 ^ 5)]
    assert o["lt"][:4] == [0, 1, 0, 1] and o["lt"][7] == 1


def test_u32_edge_values():
    M = 0xFFFFFFFF
    pairs = [(7, 2), (M, 2), (5, 0), (M, 0), (0x80000000, 31), (0x80000000, 32),
             (0x80000000, 33), (1, 31), (1, 32), (1, 33), (M, M), (M, 1), (0x80000000, M),
             (3, 0x80000000), (2, 0xFFFFFFFE)]
    o = _ints("u32", pairs)
    assert o["q"][:4] == [3, M // 2, M, M]     # by zero: all ones
    assert o["r"][:4] == [1, 1, 5, M]          # by zero: the dividend
    assert o["h"][4:7] == [1, 0x80000000, 0x40000000]  # logical, count mod 32
    assert o["l"][7:10] == [0x80000000, 1, 2]
    assert o["hi"][10:13] == [0xFFFFFFFE, 0, 0x7FFFFFFF]
    assert o["hi"][1] == 1
    assert o["s"][11] == 0 and o["p"][10] == 1 and o["p"][14] == 0xFFFFFFFC
    assert o["lt"][11:14] == [0, 1, 1]  # unsigned: not M < 1, 2^31 < M, 3 < 2^31


def test_precedence_matches_python():
    exprs = ["a[n] + 3 << 2 & 0xFF | a[n] ^ 6 % 4 * 5", "a[n] | 12 ^ a[n] & 10 << 1",
             "a[n] * 3 % 7 + a[n] >> 1 << 2", "a[n] - 2 - 3 << 1 >> 1"]
    vals = np.array([0, 1, 5, 9, 13, 100, 255], np.int32)
    for e in exprs:
        src = K(f"    y[n] = {e}\n", "a: i32[N], y: i32[N]", "n: 64")
        got = run(src, {"a": vals}, {"N": len(vals)})["y"].tolist()
        want = [eval(e.replace("a[n]", str(int(v)))) for v in vals]  # all non-negative: no wrap
        assert got == want, e


def test_u32_and_i32_casts():
    src = K("    u[n] = u32(i[n])\n    back[n] = i32(u[n])\n    f[n] = f32(u[n])\n"
            "    fu[n] = u32(x[n])\n    fi[n] = i32(x[n])\n    h[n] = u32(0x9E3779B9) * u[n]\n",
            "i: i32[N], x: f32[N], u: u32[N], back: i32[N], f: f32[N], fu: u32[N], "
            "fi: i32[N], h: u32[N]", "n: 64")
    i = np.array([-1, I32_MIN, 0, 7, I32_MAX, -2, 3, 4], np.int32)
    u = np.array([0xFFFFFFFF, 0x80000000, 0, 7, 0x7FFFFFFF, 123456789, 1, 16777217], np.uint32)
    x = np.array([-1.5, 3.7, 5e9, np.nan, -5e9, 2.5, np.inf, -np.inf], np.float32)
    out = run(src, {"i": i, "x": x, "u": u}, {"N": 8})
    np.testing.assert_array_equal(out["u"], i.view(np.uint32))        # reinterpret
    np.testing.assert_array_equal(out["back"], u.view(np.int32))      # reinterpret
    np.testing.assert_array_equal(out["f"], u.astype(np.float64).astype(np.float32))
    np.testing.assert_array_equal(out["fu"], [0, 3, 0xFFFFFFFF, 0, 0, 2, 0xFFFFFFFF, 0])
    np.testing.assert_array_equal(out["fi"], [-1, 3, I32_MAX, 0, I32_MIN, 2, I32_MAX, I32_MIN])
    np.testing.assert_array_equal(out["h"], (u.astype(np.uint64) * 0x9E3779B9) & 0xFFFFFFFF)


def test_in_place_update_reads_the_tensor_before_the_kernel():
    src = K("    x[m, n] = x[m, n] * 2.0 + sum(x[m, n], axis=n)\n", "x: f32[M, N]",
            "m: 1, n: all")
    x = RNG.standard_normal((3, 4)).astype(np.float32)
    out = run(src, {"x": x}, {"M": 3, "N": 4})
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(out["x"], x64 * 2 + x64.sum(1, keepdims=True), rtol=1e-6)


def test_in_place_update_keeps_elements_it_does_not_write():
    src = K("    x[t, c] = x[t, c] + wte[ids[t], c]\n",
            "ids: i32[T], wte: f32[V, C], x: f32[T, C]", "t: 1, c: all")
    ids = np.array([1, -1, 0, 9], np.int32)
    wte = RNG.standard_normal((2, 3)).astype(np.float32)
    x = RNG.standard_normal((4, 3)).astype(np.float32)
    out = run(src, {"ids": ids, "wte": wte, "x": x}, {"T": 4, "V": 2, "C": 3})
    want = x.astype(np.float64).copy()
    want[0] += wte[1]
    want[2] += wte[0]   # rows 1 and 3 gather outside wte: absent, not written, keep x
    np.testing.assert_allclose(out["x"], want, rtol=1e-6)


def test_new_float_functions():
    src = K("    p[n] = pow(x[n], y[n])\n    c[n] = cosh(x[n])\n    e[n] = erf(x[n])\n"
            "    s[n] = sin(x[n]) + cos(x[n])\n    f[n] = floor(x[n])\n"
            "    w[n] = where(x[n] > 0.0, full(f32, 2.0), full(f32, s0))\n",
            "x: f32[N], y: f32[N], p: f32[N], c: f32[N], e: f32[N], s: f32[N], f: f32[N], "
            "w: f32[N], s0: f32", "n: 64")
    x = np.array([-2.0, -0.5, 0.0, 0.3, 1.7, 4.0], np.float32)
    y = np.array([0.5, 2.0, 3.0, -1.0, 1.5, 0.5], np.float32)
    out = run(src, {"x": x, "y": y, "s0": -3.0}, {"N": 6})
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    with np.errstate(all="ignore"):
        np.testing.assert_allclose(out["p"], np.power(x64, y64).astype(np.float32), rtol=1e-6)
    assert np.isnan(out["p"][0])  # a negative base to a non-integer power
    np.testing.assert_allclose(out["c"], np.cosh(x64), rtol=1e-6)
    np.testing.assert_allclose(out["e"], [math.erf(v) for v in x64], rtol=1e-6)
    np.testing.assert_allclose(out["s"], np.sin(x64) + np.cos(x64), rtol=1e-6, atol=1e-7)
    np.testing.assert_array_equal(out["f"], np.floor(x))
    np.testing.assert_array_equal(out["w"], np.where(x > 0, 2.0, -3.0))


def test_reductions_of_absent_integers_are_the_identity():
    src = K("    mx[t] = max(tab[ids[t], c], axis=c)\n    mn[t] = min(tab[ids[t], c], axis=c)\n"
            "    sm[t] = sum(tab[ids[t], c], axis=c)\n",
            "ids: i32[T], tab: {d}[V, C], mx: {d}[T], mn: {d}[T], sm: {d}[T]", "t: 1, c: all")
    ids = np.array([0, 3], np.int32)
    for d, lo, hi in (("i32", I32_MIN, I32_MAX), ("u32", 0, 0xFFFFFFFF)):
        np_dt = np.int32 if d == "i32" else np.uint32
        tab = np.array([[1, 2, 3]], np_dt)
        out = run(src.replace("{d}", d), {"ids": ids, "tab": tab}, {"T": 2, "V": 1, "C": 3})
        assert out["mx"].tolist() == [3, lo] and out["mn"].tolist() == [1, hi]
        assert out["sm"].tolist() == [6, 0]


def test_integer_sum_wraps():
    src = K("    s[m] = sum(x[m, n], axis=n)\n", "x: i32[M, N], s: i32[M]", "m: 1, n: all")
    x = np.full((1, 4), I32_MAX, np.int32)
    assert run(src, {"x": x}, {"M": 1, "N": 4})["s"].tolist() == [-4]

