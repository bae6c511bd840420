"""Split reductions (kgen.lower.split): a kernel whose few programs each reduce a long
dimension also gets `<kernel>_split`, which reduces parts of it into a workspace, and
`<kernel>_split_fold`, which folds the parts and stores; the runtime launches both where the
kernel alone would not fill the machine (kgen.lir.ops.split_shape). Checked here: which kernels
get them and which do not, the launch's choice and its parts, the schedule text, both forms
(a walked `all` axis, a `for` loop) against the evaluator on the emulator on every target,
including a loop whose accumulator does not start at the identity and a max over negatives."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import ROOT
from kgen.cached import compile_cached
from kgen.compiler import compile_source
from kgen.lir import ops as L
from kgen.runtime.launch import steps
from kgen.source import Source
from kgen.tools.run import run_source

TARGETS = ["sm_80", "sm_90a", "gfx90a", "gfx942"]


def _compile(src: str, target: str = "sm_90a"):
    return compile_source(Source("t.kgen", src), target, stop="asm")


def _example(name: str) -> Source:
    return Source(f"examples/{name}.kgen", (ROOT / "examples" / f"{name}.kgen").read_text())


COLMAX = """kernel colmax(x: f32[T, C], y: f32[C]) {
    tile c: 64, t: all
    y[c] = max(x[t, c], axis=t) * 2.0
}
"""

# The accumulator starts at b[m], not at the identity: each part starts at 0 and the fold
# adds b[m] once.
ROWSUM_BIAS = """kernel rowsum_bias(x: f32[M, N], b: f32[M], out: f32[M]) {
    tile m: 1, n: 256
    acc = b[m]
    for nn in n {
        acc += sum(x[m, nn], axis=nn)
    }
    out[m] = acc * 0.5
}
"""


def test_split_variant_names_and_launch_shape():
    fn = compile_cached(_example("bias_grad"), "sm_90a", stop="asm").functions[0]
    assert [f.name for f in L.variants(fn)] == ["bias_grad", "bias_grad_split",
                                                "bias_grad_split_fold"]
    part = fn.variants[-1]
    sp = part.split
    assert (sp.dim, sp.step, sp.least, sp.want) == ("T", 128, 256, 132 * 8)
    # issue 27's size: 12 programs of 64 columns; at most 88 parts (1056 programs), each at
    # least two steps of its walk: 32 parts of 256 rows make 384 programs
    assert L.split_shape(part, {"T": 8192, "C": 768}) == (32, 256)
    assert L.select(fn, {"T": 8192, "C": 768}, {}) is part
    # enough programs already (528 and more of 1056), or rows for one part only: the kernel
    assert L.split_shape(part, {"T": 8192, "C": 528 * 64}) is None
    assert L.select(fn, {"T": 1023, "C": 768}, {}) is fn      # a walk under 4 x 256
    todo, ws = steps(part, {"T": 8192, "C": 768})
    assert [s.fn.name for s in todo] == ["bias_grad_split", "bias_grad_split_fold"]
    assert todo[0].scalars == {"rows": 256} and todo[0].sizes["parts"] == 32
    assert ws == {"partial0": ("f32", (32, 768))}
    assert L.tile_total(part, todo[0].sizes) == 32 * 12


def test_schedule_says_what_the_split_does():
    text = compile_cached(_example("layernorm_backward"), "sm_90a", stop="asm").text("schedule")
    assert "split reduction over 't' where fewer than 528 programs run (1056 fill the H100 " \
        "SXM5 80GB): layernorm_backward_dwdb_split walks parts of 'T', the argument 'rows' " \
        "rows each (a multiple of 128, at least 256, chosen at launch), into db_acc_parts: f32[parts, C], " \
        "dw_acc_parts: f32[parts, C]; layernorm_backward_dwdb_split_fold folds the parts and " \
        "stores: two launches, no atomics" in text
    assert "kernel layernorm_backward_dwdb_split_fold on sm_90a" in text


@pytest.mark.parametrize("src,why", [
    # the rows are stored, not only reduced
    ("kernel k(x: f32[M, N], y: f32[M, N]) {\n tile m: 1, n: all\n"
     " y[m, n] = x[m, n] - max(x[m, n], axis=n)\n}\n", "stored over the axis"),
    # a reduction inside another over the same axis: a part cannot compute it alone
    ("kernel k(x: f32[M, N], y: f32[M]) {\n tile m: 1, n: all\n"
     " y[m] = sum(exp(x[m, n] - max(x[m, n], axis=n)), axis=n)\n}\n", "nested"),
    # in place
    ("kernel k(w: f32[M, N], x: f32[M]) {\n tile m: 1, n: all\n"
     " x[m] = x[m] + sum(w[m, n], axis=n)\n}\n", "in place"),
])
def test_no_split_where_a_part_cannot_compute_its_share(src, why):
    fn = _compile(src).functions[0]
    assert not any(f.split for f in L.variants(fn)), why


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("example,sizes", [
    ("bias_grad", {"T": 1100, "C": 70}),
    ("rowsum", {"M": 2, "N": 8300}),
    ("layernorm_backward", {"T": 1100, "C": 40}),
])
def test_split_matches_the_evaluator(target, example, sizes):
    """At sizes that take the split (several parts, the last ragged; a ragged column tile),
    both launches on the emulator, against kgen's float64 evaluator."""
    ran = []
    for r in run_source(_example(example), device="sim", target=target, sizes=sizes):
        assert r.checks and all(ch.bad == 0 for ch in r.checks), (example, target, r)
        ran.append(r.detail.split(":")[0])
    assert any(name.endswith("_split + " + name.split(" + ")[0] + "_fold")
               for name in ran), ran


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
def test_max_over_negatives_and_an_accumulator_that_starts_elsewhere(target):
    import kgen
    rng = np.random.default_rng(3)
    prog = kgen.compile(COLMAX, target, device="sim")
    x = -rng.random((1100, 70)).astype(np.float32) - 1.0     # every value negative
    y = np.zeros(70, np.float32)
    r = prog.colmax(x, y)
    assert r.detail.startswith("colmax_split + colmax_split_fold"), r.detail
    np.testing.assert_array_equal(y, x.max(0) * 2.0)
    prog = kgen.compile(ROWSUM_BIAS, target, device="sim")
    x = rng.standard_normal((3, 2100)).astype(np.float32)
    b = rng.standard_normal(3).astype(np.float32)
    out = np.zeros(3, np.float32)
    r = prog.rowsum_bias(x, b, out)
    assert r.detail.startswith("rowsum_bias_split + rowsum_bias_split_fold"), r.detail
    np.testing.assert_allclose(out, (b + x.sum(1)) * 0.5, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("K", [2048, 2100])
def test_split_k_matches_the_evaluator(target, K):
    """A GEMM of one 128 x 128 tile: split-K (parts of at least two fills of its pipeline);
    on sm_90a through TMA where the rows are 16-byte aligned (K = 2048), and where not
    (K = 2100) the kernel's own fallback, unsplit (the part has no fallback of its own); the
    fold adds the parts, then the bias and the relu."""
    (r,) = run_source(_example("gemm_bf16"), device="sim", target=target,
                      sizes={"M": 70, "N": 72, "K": K})
    assert r.checks and all(ch.bad == 0 for ch in r.checks), r
    ran = r.detail.split(":")[0]
    if target == "sm_90a" and K % 8:
        assert ran == "gemm_bf16_fallback", r.detail
    else:
        assert ran == "gemm_bf16_split + gemm_bf16_split_fold", r.detail


def test_split_k_shape_and_what_is_not_split():
    """1024 x 1024 x 16384 on sm_90a (issue 25): 64 tiles on 132 SMs, two parts of 8192; a
    persistent kernel and one whose grid already has three axes get no split."""
    fn = compile_cached(_example("gemm_bf16"), "sm_90a", stop="asm").functions[0]
    part = fn.variants[-1]
    assert (part.split.step, part.split.least) == (64, 512)
    assert L.split_shape(part, {"M": 1024, "N": 1024, "K": 16384}) == (2, 8192)
    assert L.split_shape(part, {"M": 512, "N": 512, "K": 2047}) is None     # too short
    assert L.split_shape(part, {"M": 512, "N": 512, "K": 2048}) == (4, 512)
    assert L.split_shape(part, {"M": 2048, "N": 2048, "K": 16384}) is None  # 256 tiles
    fp8 = compile_cached(_example("gemm_fp8"), "sm_90a", stop="asm")
    assert not any(f.split for f in L.variants(fp8.functions[0]))     # persistent
    batched = compile_cached(_example("batched_gemm"), "sm_90a", stop="asm")
    assert not any(f.split for f in L.variants(batched.functions[0]))  # grid of three


def test_a_sampled_launch_keeps_the_split_and_its_parts():
    """kgen tune and the estimate emulate a launch with fewer tiles and scale its counts by
    programs: a split's sample keeps its dimension whole and the full launch's parts, so its
    programs are the launch's own (the same rows a part), fewer."""
    from kgen.tools.progress import emulated_blocks
    from kgen.tools.tune import sampled_sizes
    c = compile_cached(_example("bias_grad"), "sm_90a", stop="asm")
    k, fn = c.kernels[0], c.functions[0]
    full = {"T": 8192, "C": 768}
    sample = sampled_sizes(k, full, fn)
    assert sample == {"T": 8192, "C": 128, "parts": 32}
    (a, fold), _ = steps(L.select(fn, sample, {}), sample)
    assert a.scalars == {"rows": 256} and fold.fn.name == "bias_grad_split_fold"
    # 12 column tiles x 32 parts and the fold's 12, against 2 x 32 and 2
    assert emulated_blocks(fn, k, full) == (396, 396)
    assert emulated_blocks(fn, k, sample) == (66, 66)


# Flash-decoding: the keys split over parts, each part's online softmax against its own
# running maximum, the fold's log-sum-exp combine. A padding mask (keys past lens[bh] at
# -inf) leaves a part whose rows meet no key (mx = -inf, l and acc NaN there): it adds nothing.
DECODE_PADDED = """kernel decode_padded(q: f16[BH, R, 64], k: f16[BH, T, 64], v: f16[BH, T, 64],
                     lens: i32[BH], o: f32[BH, R, 64]) {
    tile bh: 1, r: 16, t: 64, d: all
    mx = full(f32, -inf, r)
    l = zeros(f32, r)
    acc = zeros(f32, r, d)
    for tt in t {
        x = where(tt < lens[bh], q[bh, r, d] @ k[bh, tt, d], -inf)
        m2 = max(mx, max(x, axis=tt))
        p = exp(x - m2)
        alpha = exp(mx - m2)
        l = l * alpha + sum(p, axis=tt)
        acc = acc * alpha + f16(p) @ v[bh, tt, d]
        mx = m2
    }
    o[bh, r, d] = acc / l
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_decode_splits_the_keys_and_folds_by_log_sum_exp(target):
    """examples/attention_decode.kgen at its reference sizes (1650 keys, 5 rows of a 16-row
    tile, two heads): the parts and the fold on every target, against the evaluator."""
    (r,) = run_source(_example("attention_decode"), device="sim", target=target,
                      sizes={"BH": 2, "R": 5, "T": 1650})
    assert r.checks and all(ch.bad == 0 for ch in r.checks), r
    assert r.detail.startswith("attention_decode_split + attention_decode_split_fold"), r.detail


# The same update written otherwise: operands of the adds and products swapped, and the
# base-2 form with log2(e) folded in (FlashAttention-3's exp2 of a scaled difference).
FORMS = {
    "as written": (),
    "operands swapped": (("l = l * alpha + sum(p, axis=tt)", "l = sum(p, axis=tt) + alpha * l"),
                         ("acc = acc * alpha + f16(p) @ v[bh, tt, d]",
                          "acc = f16(p) @ v[bh, tt, d] + alpha * acc")),
    "exp2, log2(e) folded": (("p = exp(x - m2)", "p = exp2((x - m2) * 1.4426950408889634)"),
                             ("alpha = exp(mx - m2)",
                              "alpha = exp2((mx - m2) * 1.4426950408889634)")),
}


@pytest.mark.parametrize("target,form", [("sm_80", "as written"), ("gfx942", "as written"),
                                         ("gfx942", "operands swapped"),
                                         ("gfx942", "exp2, log2(e) folded")])
def test_a_part_whose_rows_meet_no_key_adds_nothing(target, form):
    import kgen
    src = DECODE_PADDED
    for old, new in FORMS[form]:
        assert old in src
        src = src.replace(old, new)
    rng = np.random.default_rng(5)
    BH, R, T, D = 2, 5, 2100, 64
    q, k, v = (rng.standard_normal(s).astype(np.float16)
               for s in ((BH, R, D), (BH, T, D), (BH, T, D)))
    lens = np.array([100, 1900], np.int32)     # head 0: every part past the first is masked
    o = np.zeros((BH, R, D), np.float32)
    r = kgen.compile(src, target, device="sim").decode_padded(q, k, v, lens, o)
    assert r.detail.startswith("decode_padded_split + decode_padded_split_fold"), r.detail
    x = np.einsum("brd,btd->brt", q.astype(np.float64), k.astype(np.float64))
    x = np.where(np.arange(T) < lens[:, None, None], x, -np.inf)
    p = np.exp(x - x.max(-1, keepdims=True))
    want = np.einsum("brt,btd->brd", p / p.sum(-1, keepdims=True), v.astype(np.float64))
    np.testing.assert_allclose(o, want, rtol=2e-3, atol=2e-3)


def test_schedule_says_how_the_decode_fold_combines():
    text = compile_cached(_example("attention_decode"), "gfx942", stop="asm").text("schedule")
    assert "attention_decode_split_fold folds the parts ('acc' and 'l' rescaled to the largest " \
        "'mx' of the parts: a log-sum-exp combine) and stores" in text
    assert "into acc_parts: f32[parts, BH, R, 128], l_parts: f32[parts, BH, R], " \
        "mx_parts: f32[parts, BH, R]" in text


@pytest.mark.parametrize("change,why", [
    # the rescale's exponent is not the terms': exp((mx - m2) * 2) against exp(x - m2)
    (("alpha = exp(mx - m2)", "alpha = exp((mx - m2) * 2.0)"), "a different rescale"),
    # l starts at 1: each part would count it
    (("l = zeros(f32, r)", "l = full(f32, 1.0, r)"), "an init other than 0"),
    # a term that reads the running maximum other than through exp(x - m2)
    (("l = l * alpha + sum(p, axis=tt)", "l = l * alpha + sum(p, axis=tt) + m2"),
     "a term not rescaled"),
    # the rescale by something other than the running maximum's step
    (("alpha = exp(mx - m2)", "alpha = exp(mx - max(x, axis=tt))"), "not the running maximum"),
    # an exponent that changes from step to step (a scale a key block): the factors of the
    # steps no longer telescope
    ((("p = exp(x - m2)", "p = exp((x - m2) * fill(sc[tt / 64], 1.0))"),
      ("alpha = exp(mx - m2)", "alpha = exp((mx - m2) * fill(sc[tt / 64], 1.0))"),
      ("lens: i32[BH],", "lens: i32[BH], sc: f32[TB],")), "a per-step exponent"),
])
def test_no_decode_split_where_the_parts_would_not_combine(change, why):
    src = DECODE_PADDED
    for old, new in (change if isinstance(change[0], tuple) else (change,)):
        assert old in src
        src = src.replace(old, new)
    fn = _compile(src, "gfx942").functions[0]
    assert not any(f.split for f in L.variants(fn)), why


def test_a_split_that_does_not_fit_shared_memory_is_left_out(monkeypatch):
    """A part whose lowering overflows shared memory (a SharedMemoryError, as a layout
    conversion's is) leaves the kernel to run alone, and the schedule says why."""
    import kgen.compiler as C
    from kgen.errors import SharedMemoryError
    lower = C._lower_layouts

    def tight(k, *args):
        if k.split is not None:
            raise SharedMemoryError("the conversion of x needs 70000 bytes of shared memory; "
                                    "gfx942 has 65536")
        return lower(k, *args)
    monkeypatch.setattr(C, "_lower_layouts", tight)
    c = compile_source(_example("attention_decode"), "gfx942", stop="asm")
    assert not any(f.split for f in L.variants(c.functions[0]))
    assert "split reduction over 't': left out, the conversion of x needs 70000 bytes of " \
        "shared memory; gfx942 has 65536" in c.text("schedule")
    assert [f.name for f in L.variants(c.functions[0])] == ["attention_decode"]


def test_a_parts_store_keeps_the_products_layout():
    """The part stores its loop results from the products' accumulator layout, a tile-1 head
    axis in its place (no conversion through shared memory, which pushed FlashAttention-3's
    FP8 forward on gfx942 past 64 KB): the part's shared memory is the kernel's, and beside
    it only the staging tile of its f32 parts' TMA store (kgen.lower.epilogue), where the
    kernel stages its bf16 output."""
    c = compile_cached(_example("attention_decode"), "sm_90a", stop="schedule")
    text = c.text("schedule")
    kernel, part = text.split("kernel attention_decode_split ")[:2]
    assert "layout conversion" not in part
    staged = {"kernel": 0, "part": 0}
    for name, txt in (("kernel", kernel), ("part", part)):
        sizes = [int(line.split(": ")[1].split()[0]) for line in txt.split("\n")
                 if line.startswith("  shared memory: ")]
        staged[name] = sizes[0] - sum(
            int(line.split(", ")[1].split()[0]) for line in txt.split("\n")
            if line.startswith("    out") and "staged for its TMA store" in line)
    # (81,984 bytes and the 8 of the mbarrier Q is loaded once on: kgen.lower.once)
    assert staged["kernel"] == staged["part"] == 81992, staged


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("R,T", [(1, 1), (16, 63), (17, 65), (3, 197)])
def test_decode_at_ragged_sizes(target, R, T):
    """Issue 26's ragged sizes (one key, a chunk short, a chunk over, several chunks and a
    rest; one row, a whole 16-row tile, one past it): the kernel alone (too few keys to split),
    against the evaluator."""
    (r,) = run_source(_example("attention_decode"), device="sim", target=target,
                      sizes={"BH": 3, "R": R, "T": T})
    assert r.checks and all(ch.bad == 0 for ch in r.checks), r
    assert r.detail.startswith("attention_decode:"), r.detail


@pytest.mark.parametrize("target", ["sm_90a", "gfx942"])
def test_fp8_attention_is_not_split_and_says_why(target):
    """FlashAttention-3's FP8 forward (examples/attention_fp8.kgen; FNUZ on gfx942) rounds P to
    8 bits against the running maximum: parts would round it against their own, a whole 8-bit
    step off the loop as written wherever the maxima differ, so the keys are not split; the
    schedule says so; with one query tile and 1600 keys the kernel alone matches."""
    name = "attention_fp8" if target == "sm_90a" else "attention_fp8_fnuz"
    text = (ROOT / "examples" / f"{name}.kgen").read_text()
    c = _compile(text, target)
    assert not any(f.split for f in L.variants(c.functions[0]))
    assert "split reduction over 't': not taken, the rescaled values round exp terms to an " \
        "8-bit float" in compile_source(Source(f"{name}.kgen", text), target,
                                        stop="schedule").text("schedule")
    (r,) = run_source(Source(f"{name}.kgen", text), device="sim", target=target,
                      sizes={"BH": 1, "S": 64, "T": 1600})
    assert r.checks and all(ch.bad == 0 for ch in r.checks), r
    assert r.detail.startswith(f"{name}:"), r.detail


def test_a_warp_specialized_part_counts_the_registers_it_declares():
    """A part whose warpgroups trade registers by setmaxnreg declares its count (.maxnreg,
    L.entry_registers): one 256-thread block of 232 registers a thread fills an SM, so the
    machine holds 132 programs, not the 264 its shared memory alone would allow (a second wave
    of parts); at B = 1 (8 key/value heads), 32768 keys make 16 parts of 2048, 128 programs."""
    c = compile_cached(_example("attention_decode"), "sm_90a", stop="asm")
    part = c.functions[0].variants[-1]
    assert L.entry_registers(part) == 232 and ".maxnreg 232" in c.asm
    assert part.split.want == 132
    assert L.split_shape(part, {"BH": 8, "R": 4, "T": 32768}) == (16, 2048)
    assert L.entry_registers(c.functions[0].variants[-1].split.fold) is None
