"""Schedules given from Python (`compile_source(..., schedule={...})`, `kgen.api.compile`):
the same options, validation and diagnostics as a `schedule` block in the source."""

from __future__ import annotations

import pytest

from conftest import example_source
from kgen.cached import compile_cached
from kgen.compiler import compile_source
from kgen.errors import KgenError
from kgen.front.schedule_arg import block_text


def test_a_dict_is_the_block_it_stands_for():
    assert block_text("softmax", "sm_80", {"warps": 8, "vector": 4}) == \
        "schedule softmax on sm_80 { warps 8; vector 4 }"
    assert block_text("g", "gfx942", {"tile": {"m": 128, "n": None}, "waves": (8, "pingpong")}) \
        == "schedule g on gfx942 { tile m: 128, n: all; waves 8 pingpong }"


def test_the_dict_gives_the_same_asm_as_the_block_in_the_source():
    from kgen.source import Source
    src = example_source("vadd")    # no sm_80 block of its own
    with_block = Source(src.name, src.text + "schedule vadd on sm_80 { warps 4; vector 2 }\n")
    block = compile_source(with_block, "sm_80")
    given = compile_source(src, "sm_80", schedule={"warps": 4, "vector": 2})
    assert given.functions[0].threads == block.functions[0].threads == 128
    assert given.asm == block.asm


def test_options_replace_the_files_own_and_keep_the_rest():
    # softmax.kgen has `schedule softmax on sm_90a { warps 8; vector 4 }`.
    src = example_source("softmax")
    c = compile_source(src, "sm_90a", schedule={"threads": 128}, stop="schedule")
    assert c.functions[0].threads == 128                 # threads replaced warps 8
    assert c.plans[0].vector == 4                        # vector 4 kept
    c = compile_source(src, "sm_90a", schedule={}, stop="schedule")
    assert c.functions[0].threads == 256


def test_tile_axes_merge_per_axis():
    src = example_source("gemm_bf16")   # sm_90a: tile m: 128, n: 128, k: 64
    c = compile_source(src, "sm_90a", schedule={"tile": {"n": 64}}, stop="ir")
    sizes = {a.name: a.size for a in c.kernels[0].axes}
    assert (sizes["m"], sizes["n"], sizes["k"]) == (128, 64, 64)


@pytest.mark.parametrize("schedule, message, caret", [
    ({"wraps": 4}, "unknown schedule option 'wraps'", "wraps"),
    ({"vector": 3}, "expected a vector width of 1, 2, 4 or 8 elements, got 3", "3"),
    ({"waves": 4}, "'waves' is an AMD option; sm_80 has warps", "waves"),
    ({"stages": 3}, "schedule option 'stages' applies to matrix-product loops", "stages 3"),
    ({"tile": {"q": 4}}, "schedule tiles unknown axis 'q'", "q: 4"),
])
def test_a_bad_option_is_the_checkers_diagnostic_at_it(schedule, message, caret):
    src = example_source("softmax")
    with pytest.raises(KgenError) as e:
        compile_source(src, "sm_80", schedule=schedule)
    text = e.value.render(src)      # the CLI renders with the file: the error brings its own
    head, line, marks = text.splitlines()[:3]
    assert head.startswith("<schedule>:1:") and message in head
    assert line.strip().startswith("schedule softmax on sm_80 {")
    col = marks.index("^")
    assert line[col:col + len(caret)] == caret


@pytest.mark.parametrize("schedule, message", [
    ({"warps": 4.5}, "expected an integer or a name, got 4.5"),
    ({"warps": "8; vector 3"}, "is not a name"),
    ({"tile": 128}, "'tile' takes a dict of axis sizes"),
    ([("warps", 4)], "schedule= takes a dict"),
])
def test_values_that_are_no_option_are_refused_before_parsing(schedule, message):
    with pytest.raises(KgenError, match=message):
        compile_cached(example_source("softmax"), "sm_80", schedule=schedule)


def test_a_file_of_several_kernels_needs_the_kernel_named():
    text = ("kernel a(x: f32[N], y: f32[N]) {\n tile n: 1024\n y[n] = x[n]\n}\n"
            "kernel b(x: f32[N], y: f32[N]) {\n tile n: 1024\n y[n] = x[n] + x[n]\n}\n")
    from kgen.source import Source
    with pytest.raises(KgenError, match="this file has 2 kernels"):
        compile_source(Source("t.kgen", text), "sm_80", schedule={"warps": 2})
    c = compile_source(Source("t.kgen", text), "sm_80", schedule={"b": {"warps": 2}})
    assert [f.threads for f in c.functions] == [256, 64]


def test_the_python_api_takes_a_schedule(root):
    import kgen.api as kg
    prog = kg.compile(str(root / "examples/vadd.kgen"), "sm_80", device="sim",
                      schedule={"warps": 2})
    assert prog.vadd.fn.threads == 64
