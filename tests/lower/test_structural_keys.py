"""Structural keys (kgen.lower.plan.StructuralKeys): the lowering's CSE identity of tile IR
values. Equal structures get one key, whatever their uids; a carried value or a loop result
never merges with another; a key is a small int, so a lookup does not rehash the expression."""

from __future__ import annotations

from kgen.lower.plan import StructuralKeys
from kgen.source import Span
from kgen.tile.ir import DType, Value

_AT = Span("t.kgen", 1, 1, 1, 2)


def _v(op, *args, dtype=DType.f32, axes=("n",), attrs=()):
    return Value(op, tuple(args), dtype, axes, _AT, attrs)


def _chain(depth: int) -> Value:
    x = _v("load", attrs=("x", ("n",)))
    for i in range(depth):
        x = _v("add", x, _v("const", axes=(), attrs=(float(i),)))
    return x


def test_equal_structures_share_a_key_and_others_do_not():
    keys = StructuralKeys()
    a, b = _chain(5), _chain(5)          # the same expression built twice: other uids
    assert a.uid != b.uid and keys.of(a) == keys.of(b)
    assert keys.of(_chain(4)) != keys.of(a)
    assert keys.of(_v("mul", a, a)) != keys.of(_v("add", a, a))
    assert keys.of(_v("add", a, a, dtype=DType.f16)) != keys.of(_v("add", a, a))
    assert isinstance(keys.of(a), int)


def test_carried_values_and_loop_results_never_merge():
    keys = StructuralKeys()
    c1, c2 = _v("carried", attrs=("acc",)), _v("carried", attrs=("acc",))
    r1, r2 = _v("loop_result", attrs=("acc",)), _v("loop_result", attrs=("acc",))
    assert keys.of(c1) != keys.of(c2) and keys.of(r1) != keys.of(r2)
    assert keys.of(_v("add", c1, c1)) != keys.of(_v("add", c2, c2))


def test_a_deep_expression_is_keyed_once():
    keys = StructuralKeys()
    deep = _chain(300)
    k = keys.of(deep)
    n = len(keys.interned)
    assert keys.of(deep) == k and len(keys.interned) == n    # memoised by uid
