"""Channel runs (kgen.lower.runs): a product operand gathered through `x[..., kk % C]` is staged
by vectors of V consecutive kk where C (and the row pitch, and a ragged step's extent) are
multiples of V, else element by element, one uniform branch deciding at run time."""

from __future__ import annotations

import pytest

from conftest import example_source
from kgen.compiler import compile_source
from kgen.lir import ops as L
from kgen.lower.runs import channel_runs
from kgen.passes.pipeline import pipelined_nodes
from kgen.tile import ir
from kgen.tools.run import run_source

CONV = example_source("conv2d")


def _gather(text: str):
    k = "C" if text.endswith(", kk]") else "KK"     # kk indexes C itself in x[..., kk]
    src = (f"kernel k(x: bf16[NB, H, W, C], w: bf16[{k}, CO], y: bf16[P, CO]) {{\n"
           "    tile p: 64, o: 64, k: 32\n    acc = zeros(f32, p, o)\n    for kk in k {\n"
           f"        a = {text}\n        acc += a @ w[kk, o]\n    }}\n    y[p, o] = bf16(acc)\n}}\n")
    c = compile_source(CONV.__class__("t.kgen", src), "sm_90a", stop="ir")
    return next(v for v in ir.values(c.kernels[0].body) if v.op == "gather")


def _key(v):
    return ("dim", v.attr("name")) if v.op == "dim" else (v.op, v.uid)


@pytest.mark.parametrize("text, runs", [
    ("x[p / (H * W), (p / W) % H + kk / (3 * C) - 1, p % W + (kk / C) % 3 - 1, kk % C]", True),
    ("x[p / (H * W), (p / W) % H, p % W, kk % C]", True),
    # a 1x1 convolution's pixels: the last subscript kk itself, the others without it
    ("x[p / (H * W), (p / W) % H, p % W, kk]", True),
    ("x[p / (H * W), (p / W) % H, kk / C, kk]", False),
    # kk itself in another subscript moves along a run
    ("x[p / (H * W), (p / W) % H, kk % W, kk % C]", False),
    # a quotient by no multiple of C
    ("x[p / (H * W), (p / W) % H + kk / (C + 1), p % W, kk % C]", False),
    # the last subscript not kk % C
    ("x[p / (H * W), (p / W) % H, p % W, kk / C]", False),
])
def test_which_gathers_are_channel_runs(text, runs):
    v = _gather(text)
    got = channel_runs(v, _key)
    assert (got is not None) == runs and (got is None or got[0] == "kk")


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx90a", "gfx942"])
def test_conv2d_stages_its_activations_by_runs(target):
    """Every conv2d kernel branches once a step between vector runs (one 16-byte or 8-byte
    load and store each) and the elements: the 3x3s' runs of kk % C, the 1x1's of kk (its
    last subscript kk itself, its pixel's subscripts without it)."""
    fns = {f.name: f for f in compile_source(CONV, target, stop="lir:dce").functions}
    for name in ("conv2d_3x3", "conv2d_3x3_s2", "conv2d_1x1_s2"):
        ifs = [n for lp in L.loops(fns[name].body) for n in lp.body
               if isinstance(n, L.If) and "in runs of" in n.note]
        assert ifs, f"{name} on {target}: no run branch"
        loads = [n for n in L.walk(ifs[0].then) if n.op == "ld_global"]
        assert loads and all(n.attr("bits") == 32 and n.attr("n") in (2, 4) for n in loads)
        assert not any(n.op == "ld_global" and n.attr("n") > 1 for n in L.walk(ifs[0].else_))


@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "gfx942"])
@pytest.mark.parametrize("C", [3, 12, 16])
def test_both_branches_match(target, C):
    """C = 3 (an RGB image: elements), 12 (runs of 4 where a thread holds 4 kk, elements
    where it holds 8; the streamed runs of 8 refused, every step masked), 16 (runs
    everywhere, streamed in the whole steps); the example's own sizes (C = 24) run in
    tests/tools/test_run.py. Ragged pixels, padding taps (absent runs: zero-filled copies)
    and a ragged last step in every case."""
    NB, H, W, CO = 2, 5, 7, 24
    sizes = {"NB": NB, "H": H, "W": W, "C": C, "KK": 9 * C, "CO": CO, "P": NB * H * W,
             "Q": NB * ((H + 1) // 2) * ((W + 1) // 2)}
    for r in run_source(CONV, device="sim", target=target, sizes=sizes):
        assert r.ok, r


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
def test_the_split_parts_stage_runs_too(target):
    """One program's worth of pixels and filters over a long reduction (C = 120: KK = 1080;
    on sm_90a a part walks at least 256 of it, two fills of its 4-deep ring, and the split
    needs four such parts) takes the split variant, whose parts stream runs of 4 channels
    (8-byte cp.async.ca copies on NVIDIA)."""
    sizes = {"NB": 1, "H": 4, "W": 4, "C": 120, "KK": 1080, "CO": 24, "P": 16, "Q": 4}
    ran = []
    for r in run_source(CONV, device="sim", target=target, sizes=sizes):
        assert r.ok, r
        ran.append(r.detail.split(":")[0])
    assert "conv2d_3x3_split + conv2d_3x3_split_fold" in ran, ran


def test_the_schedule_says_which_operand_runs_and_when():
    c = compile_source(CONV, "sm_90a", stop="schedule")
    fn = next(f for f in c.functions if f.name == "conv2d_3x3")
    assert "  staging: 'x' in runs of 8 'kk' (16 bytes: one load and one store each, " \
        "subscripts and bounds once) where C and the rows of 'x' are multiples of 8 (and " \
        "the extent of 'kk', for a ragged last step), else element by element " \
        "(kgen.lower.runs)" in fn.header


@pytest.mark.parametrize("target, fill", [("sm_80", "cp_async"), ("sm_90a", "cp_async"),
                                          ("gfx90a", "st_shared"), ("gfx942", "st_shared")])
def test_conv2d_streams_its_activations_by_runs(target, fill):
    """The 3x3s' and the 1x1's whole steps stream x by runs of 8 channels beside the weights'
    tiles: one copy of 16 bytes a run in the pipelined loop's produce (a cp.async, or on CDNA
    a load of 4 dwords and its write), behind the run test (the loop's trip count)."""
    fns = {f.name: f for f in compile_source(CONV, target, stop="lir:lower").functions}
    for name in ("conv2d_3x3", "conv2d_3x3_s2", "conv2d_1x1_s2"):
        piped = list(pipelined_nodes(fns[name].body))
        assert piped, f"{name} on {target}: no pipelined loop"
        runs = [n for n in L.walk(piped[0].produce)
                if n.op == fill and "a run" in n.note]
        assert runs, f"{name} on {target}: x not streamed by runs"
        assert len(piped[0].buffers) == 2       # x's runs and w's tiles
        if fill == "st_shared":
            loads = [n for n in L.walk(piped[0].produce)
                     if n.op == "ld_global" and "a run of 8" in n.note]
            assert loads and all(n.attr("n") == 4 for n in loads)
        # nothing of x is staged in the step itself
        assert not any(n.op == "st_shared" and "stage" in n.note
                       for n in L.walk(piped[0].consume))
    sched = next(f for f in fns.values() if f.name == "conv2d_3x3").header
    assert any(ln.startswith("  streaming: 'x' in runs of 8 'kk' (16 bytes)") for ln in sched)
