"""`tile t: 64 in T`: an axis that walks a dimension no bare subscript binds (the keys of a
paged KV cache, reached through a page table). Checked, evaluated, sized at launch (`kgen run`'s
default, `--size`, the Python call's keyword, which a call without it is refused for), and
refused where it cannot mean anything."""

from __future__ import annotations

import numpy as np
import pytest

from kgen.errors import CheckError, KgenError
from kgen.front.check import check
from kgen.front.parse import parse
from kgen.source import Source
from kgen.tile.evaluate import evaluate
from kgen.tools.run import default_sizes

# A row sum over T positions reached through a table: x[idx[t], c] summed over t.
PAGED = """kernel k(x: f32[V, C], idx: i32[P], out: f32[C]) {
    tile c: 64, t: 16 in T
    acc = zeros(f32, c)
    for tt in t {
        acc += sum(fill(x[idx[tt / 16] * 16 + tt % 16, c], 0.0), axis=tt)
    }
    out[c] = acc
}
"""


def kernel(src: str):
    return check(parse(Source("t.kgen", src))).kernels[0]


def test_the_axis_walks_the_named_dimension_which_the_launch_sizes():
    k = kernel(PAGED)
    assert str(k.axis("t").dim) == "T"
    assert k.dim_symbols == ("V", "C", "P", "T") and k.axis_only_dims == ("T",)
    assert default_sizes(k, {})["T"] == 1029
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 40))
    idx = np.array([3, 0, 2, 1], np.int32)
    got = evaluate(k, {"x": x, "idx": idx}, {"V": 64, "C": 40, "P": 4, "T": 50})["out"]
    rows = [int(idx[t // 16]) * 16 + t % 16 for t in range(50)]
    np.testing.assert_allclose(got, x[rows].sum(0), rtol=1e-6)


def test_a_bare_subscript_must_agree_with_it():
    bad = PAGED.replace("out: f32[C]", "out: f32[C], w: f32[S]").replace(
        "0.0), axis=tt)", "0.0) + w[tt], axis=tt)")
    with pytest.raises(CheckError, match="indexes dimension S here but T"):
        kernel(bad)


@pytest.mark.parametrize("dim,message", [
    ("idx", "has the name of a parameter"),
    ("tx", "'tx' is not a dimension: dimensions are upper-case"),
])
def test_what_cannot_name_a_dimension_is_refused_at_it(dim, message):
    src = PAGED.replace("t: 16 in T", f"t: 16 in {dim}")
    with pytest.raises(CheckError, match=message) as e:
        kernel(src)
    assert e.value.span.line == 2 and e.value.span.col == src.split("\n")[1].index(dim) + 1


def test_a_schedule_does_not_rebind_it():
    src = PAGED + "schedule k on sm_80 { tile t: 32 in T }\n"
    with pytest.raises(CheckError, match="a schedule sizes tiles") as e:
        check(parse(Source("t.kgen", src)))
    assert "`t: 32`" in e.value.hint
    # t: 32 would break `tt / 16` (one value a chunk only where the chunk divides 16)
    check(parse(Source("t.kgen", PAGED + "schedule k on sm_80 { tile t: 8 }\n")))


def test_the_python_call_needs_its_size_and_takes_it_by_name():
    import kgen
    prog = kgen.compile(Source("t.kgen", PAGED), device="sim", target="sm_80")
    x = np.random.default_rng(1).standard_normal((64, 40)).astype(np.float32)
    idx = np.array([3, 0, 2, 1], np.int32)
    out = np.zeros(40, np.float32)
    with pytest.raises(KgenError, match="needs the size of dimension T") as e:
        prog.k(x, idx, out)
    assert "T=4096" in e.value.hint
    res = prog.k(x, idx, out, T=50)
    rows = [int(idx[t // 16]) * 16 + t % 16 for t in range(50)]
    np.testing.assert_allclose(res.outputs["out"], x[rows].sum(0), rtol=1e-5)
