"""Crashes and internal errors on valid input found from outside (issue "Correctness holes found
from outside", item 6), each pinned here as a compile that matches on the emulator or a located
diagnostic.

1. Specialised tiny sizes: with M=1, N=3 a lane's element past N is absent in every run, so the
   element mask is a compile-time constant; it reached the LIR as an immediate guard, which no
   pass handles (`'Imm' object has no attribute 'id'` in eliminate_dead_code). The builder now
   folds predicate logic on constants (kgen.lower.builder._fold_pred, _Builder.emit).
2. A block of 3 warps (`warps 3`, `threads 96`): kgen's layouts map thread-index bits to
   coordinate bits, so they need a power of two of warps; the layout raised a CompilerBug with no
   location. The schedule's check refuses the count at its number, offering the two powers of
   two around it (in the unit the user wrote).
3. A computed subscript in a product's operand (`sa[m, kk / 32]`, a block-scaled GEMM): a value
   takes the first layout root over its axes, so `kk / 32` (over kk) sat in the B operand's root
   while the gather over (m, kk) sat in A's; the gather indexed one with the other's keys
   (`KeyError: (16,)`). Subscripts are now the gather's operands (Lowering.operand), converted
   into its layout like any other operand.
4. sm_90a loops streamed by TMA whose step the warp roles cannot run: an operand computed in
   the loop (`bf16(a[m, kk])` with `a` f32, the hint kgen gives for f32 operands; gemm_scaled
   without its mask: one operand computed, one plain) is staged into shared memory by the
   consumers, and a store in the loop (`c[m, n] = acc`) runs in the consumers' role; both were
   `warp_specialize: 'st_shared' | 'st_global' inside a Pipelined part`. The compiler now asks
   kgen.passes.specialize.declines first and, where it declines, lowers the kernel with the target's
   other copies (cp.async, no roles), the choice and its reason stated in `--emit schedule`.
5. `kgen golden update` with a new example that examples/reference.py does not know: a
   KeyError from the reference's SIZES, an internal error. io.npz holds NumPy's outputs,
   independent of kgen, so the evaluator is no substitute: the update stops before writing
   anything and says what to add to the reference (and that `kgen run` checks it meanwhile).
"""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from conftest import ROOT, example_source
from kgen.lir import ops as L
from kgen.compiler import compile_source
from kgen.errors import CheckError
from kgen.lower.builder import _fold_pred
from kgen.passes.specialize import declines
from kgen.source import Source
from kgen.tools.run import run_source

TARGETS = ("sm_80", "sm_90a", "gfx90a", "gfx942")


# ---- 1. specialised tiny sizes ------------------------------------------------------------------

TINY = {"softmax": {"M": 1, "N": 3}, "layernorm": {"M": 1, "N": 3},
        "cross_entropy": {"T": 1, "V": 3}, "causal_softmax": {"B": 1, "NH": 1, "T": 3},
        "embedding": {"B": 1, "T": 1, "V": 3, "C": 3}, "layernorm_backward": {"T": 1, "C": 3},
        "rope": {"T": 1, "NH": 1, "D": 4, "P": 2}}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("example", sorted(TINY))
def test_examples_specialised_at_tiny_sizes_compile_and_match(example, target):
    sizes = TINY[example]
    reports = run_source(example_source(example), device="sim", target=target, sizes=sizes,
                         specialize=sizes)
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]


def test_constant_predicates_fold():
    p = L.Reg(7, "pred", False)
    t, f = L.Imm(1, "pred"), L.Imm(0, "pred")
    assert _fold_pred("and_p", "pred", (t, p)) is p
    assert _fold_pred("and_p", "pred", (p, f)) == f
    assert _fold_pred("or_p", "pred", (f, p)) is p
    assert _fold_pred("or_p", "pred", (t, p)) == t
    assert _fold_pred("not_p", "pred", (f,)) == t
    x, y = L.Reg(8, "f32", False), L.Imm(0.0, "f32")
    assert _fold_pred("selp", "f32", (x, y, f)) == ("mov", (y,))
    assert _fold_pred("selp", "f32", (x, y, t)) == ("mov", (x,))
    assert _fold_pred("selp", "f32", (x, y, p)) is None


# ---- 2. a block of a non-power-of-two of warps --------------------------------------------------

SOFTMAX = ("kernel softmax(x: f32[M, N], y: f32[M, N]) {\n"
           "    tile m: 1, n: all\n"
           "    e = exp(x[m, n] - max(x[m, n], axis=n))\n"
           "    y[m, n] = e / sum(e, axis=n)\n"
           "}\n")


@pytest.mark.parametrize("target, option, col, hint", [
    ("sm_80", "warps 3", 35, "write `warps 2` or `warps 4`"),
    ("sm_80", "threads 96", 37, "write `threads 64` or `threads 128`"),
    ("sm_90a", "warps 24", 36, "write `warps 16` or `warps 32`"),
    ("gfx942", "waves 6", 36, "write `waves 4` or `waves 8`"),
    ("gfx942", "waves 12", 36, "write `waves 8` or `waves 16`")])
def test_non_power_of_two_warps_are_refused_at_the_schedule(target, option, col, hint):
    src = SOFTMAX + f"schedule softmax on {target} {{ {option} }}\n"
    with pytest.raises(CheckError) as e:
        compile_source(Source("t.kgen", src), target, stop="asm")
    assert (e.value.span.line, e.value.span.col) == (6, col)
    assert "power of two" in str(e.value) and e.value.hint == hint
    fixed = src.replace(option, hint.split("`")[1])
    assert compile_source(Source("t.kgen", fixed), target, stop="asm").asm


# ---- 3. a computed subscript in a product's operand ---------------------------------------------

BLOCK_SCALED = ("kernel bs(a: bf16[M, K], sa: f32[M, KB], b: bf16[K, N], c: f32[M, N]) {\n"
                "    tile m: 64, n: 64, k: 32\n"
                "    acc = zeros(f32, m, n)\n"
                "    for kk in k {\n"
                "        acc += bf16(f32(a[m, kk]) * sa[m, kk / 32]) @ b[kk, n]\n"
                "    }\n"
                "    c[m, n] = acc\n"
                "}\n")


def _runs(src: str, target: str, sizes: dict) -> None:
    reports = run_source(Source("t.kgen", src), device="sim", target=target, sizes=sizes)
    assert reports and all(r.ok for r in reports), [c for r in reports for c in r.checks]


@pytest.mark.parametrize("target", TARGETS)
def test_computed_subscript_in_a_product_operand_matches(target):
    _runs(BLOCK_SCALED, target, {"M": 70, "N": 64, "K": 96, "KB": 3})


# ---- 4. sm_90a loops the warp roles cannot take -------------------------------------------------

GEMM = ("kernel g({params}) {{\n"
        "    tile m: 64, n: 64, k: 32\n"
        "    acc = zeros(f32, m, n)\n"
        "    for kk in k {{\n"
        "        {body}\n"
        "    }}\n"
        "    {after}\n"
        "}}\n")
DECLINED = {
    "f32_operand_cast": (GEMM.format(params="a: f32[M, K], b: bf16[N, K], c: f32[M, N]",
                                     body="acc += bf16(a[m, kk]) @ b[n, kk]",
                                     after="c[m, n] = acc"), "a shared-memory write"),
    "computed_and_plain": (GEMM.format(
        params="a: bf16[M, K], w: f32[K, N], ws: f32[N], c: f32[M, N]",
        body="acc += a[m, kk] @ bf16(w[kk, n] * ws[n])", after="c[m, n] = acc"),
        "a shared-memory write"),
    "store_in_loop": (GEMM.format(params="a: bf16[M, K], b: bf16[K, N], c: f32[M, N]",
                                  body="acc += a[m, kk] @ b[kk, n]\n        c[m, n] = acc",
                                  after=""), "a store to global memory"),
}


@pytest.mark.parametrize("case", sorted(DECLINED))
def test_loops_warp_roles_cannot_take_stream_without_them_and_say_so(case):
    src, what = DECLINED[case]
    c = compile_source(Source("t.kgen", src), "sm_90a", stop="asm")
    said = [h for h in c.functions[0].header if "no warp roles on sm_90a" in h]
    assert len(said) == 1 and what in said[0] and "cp.async" in said[0], said
    assert "setmaxnreg" not in c.asm and "cp.async" in c.asm
    _runs(src, "sm_90a", {"M": 70, "N": 64, "K": 96})


def test_a_plain_gemm_keeps_its_warp_roles():
    src = GEMM.format(params="a: bf16[M, K], b: bf16[K, N], c: f32[M, N]",
                      body="acc += a[m, kk] @ b[kk, n]", after="c[m, n] = acc")
    c = compile_source(Source("t.kgen", src), "sm_90a", stop="asm")
    assert "setmaxnreg" in c.asm
    assert not [h for h in c.functions[0].header if "no warp roles" in h]


# ---- 5. golden update with an example the reference does not know -------------------------------

def test_golden_update_names_a_missing_numpy_reference(tmp_path):
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    vadd = (ROOT / "examples" / "vadd.kgen").read_text()
    (tmp_path / "examples" / "argmax.kgen").write_text(vadd.replace("vadd", "argmax"))
    r = subprocess.run([sys.executable, "-m", "kgen", "golden", "update", "--root", str(tmp_path)],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 1, r.stderr
    assert "examples/argmax.kgen has no NumPy reference in examples/reference.py" in r.stderr
    assert "add 'argmax' to SIZES" in r.stderr
    assert "internal compiler error" not in r.stderr and "Traceback" not in r.stderr
    assert not (tmp_path / "golden").exists()      # nothing written, not even the others


def _ring_loops(consume, twice: bool) -> L.Function:
    """One (or two, one after the other) warp-role loops over one ring of buffer X."""
    u = lambda v: L.Imm(v, "u32")  # noqa: E731
    tmap, k0, K = L.Reg(1, "u64", True), L.Reg(2, "u32", True), L.Reg(3, "u32", True)
    produce = (L.Inst("tma_load", (), (u(0), u(0), tmap, k0, u(0), u(0), u(0)),
                      ("X", "", 512, "x")),)
    loop = L.Pipelined(k0, u(0), K, 32, produce, consume, ("X",), 2,
                       roles=L.WarpRoles(1, 40, 232))
    shared = (L.SharedBuffer("X", 0, 512, "x"),)
    return L.Function("f", (), (loop, loop) if twice else (loop,), 256, (), shared)


def test_declines_names_what_the_warp_roles_cannot_run():
    v, off = L.Reg(4, "f32", False), L.Reg(5, "u32", False)
    read = L.Inst("ld_shared", (v,), (off, L.Imm(0, "u32")), ("X",))
    assert declines(_ring_loops((read,), twice=False)) is None
    assert declines(_ring_loops((read,), twice=True)) is None     # synchronous consumers
    store = L.Inst("st_global", (), (L.Reg(6, "u64", True), off, L.Imm(0, "u32"), v), (32, 1),
                   note="t.kgen:5: store to 'c'")
    assert "a store to global memory (t.kgen:5: store to 'c')" in \
        declines(_ring_loops((read, store), twice=False))
    stage = L.Inst("st_shared", (), (off, L.Imm(0, "u32"), v), ("Y", 32))
    assert "a shared-memory write" in declines(_ring_loops((read, stage), twice=False))
    in_flight = (read, L.Inst("wgmma_commit", (), ()))
    assert declines(_ring_loops(in_flight, twice=False)) is None
    # Several loops on one ring with products in flight: each loop releases its last slot
    # after its drain (kgen.passes.specialize release_last; tests/lower/test_persistent.py
    # runs such rings, and refuses them without that release).
    assert declines(_ring_loops(in_flight, twice=True)) is None
