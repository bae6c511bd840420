"""The schedule's `cluster 2` on sm_90a: the CTAs of two adjacent 'n' tiles run as a
thread-block cluster and share the operand that does not run along 'n' (a GEMM's A), each
loading half of its tile by TMA multicast into both (kgen.lower.product.tma_stream), each
consumer releasing a slot on its own CTA's EMPTY and its peer's (kgen.passes.specialize). The
kernel is proven by verify_mbarriers over the cluster, emulated at ragged sizes (an odd count
of 'n' tiles leaves the last cluster's second CTA past the end), and its broken forms are
refused by the proof."""

from __future__ import annotations

from dataclasses import replace

import pytest

from conftest import compile_text, example_source, map_insts
from kgen.errors import CompilerBug, KgenError
from kgen.lir import ops as L
from kgen.runtime.device import SimDevice
from kgen.tile.evaluate import evaluate
from kgen.tools.run import (compare, default_sizes, evaluate_written, launch_and_check,
                            make_inputs, poisoned_outputs)
from kgen.verify.mbarrier import verify_mbarriers

_SCHEDULE = "schedule gemm_bf16 on sm_90a { tile m: 128, n: 128, k: 64 }"


def _source(options: str = "cluster 2") -> str:
    text = example_source("gemm_bf16").text
    assert _SCHEDULE in text
    return text.replace(_SCHEDULE, _SCHEDULE[:-1] + f"\n    {options}\n}}")


@pytest.fixture(scope="module")
def clustered():
    return compile_text(_source(), "sm_90a", name="gemm_cluster.kgen")


@pytest.fixture(scope="module")
def persistent_clustered():
    return compile_text(_source("cluster 2\n    persistent 6"), "sm_90a",
                        name="gemm_cluster.kgen")


def _run(c, sizes):
    k = c.kernels[0]
    args = make_inputs(k, sizes, 0)
    res = SimDevice().run(c, c.functions[0], {**args, **poisoned_outputs(k, sizes)}, sizes)
    want = evaluate(k, args, sizes)
    return res, [compare(n, res.outputs[n], want[n], k.param(n).dtype) for n in want]


def test_the_cluster_kernel_multicasts_a_and_releases_both_ctas_slots(clustered):
    text = clustered.asm
    main = text[text.index(".entry gemm_bf16("):text.index(".entry gemm_bf16_fallback(")]
    for needle in (".reqnctapercluster 2, 1, 1", "%cluster_ctarank",
                   ".multicast::cluster", "mapa.shared::cluster.u32",
                   "mbarrier.arrive.release.cluster.shared::cluster.b64",
                   "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64",
                   "barrier.cluster.arrive.release.aligned", "barrier.cluster.wait.acquire"):
        assert needle in main, needle
    fn = clustered.functions[0]
    assert fn.cluster == 2
    # A's box holds half its tile's 128 rows (64 K by 64 m); B's is as without clusters (it
    # runs along 'n': each CTA loads its own)
    alone = compile_text(example_source("gemm_bf16").text, "sm_90a").functions[0]
    boxes = {p.of: p.box for p in fn.params if p.kind == "tensormap"}
    before = {p.of: p.box for p in alone.params if p.kind == "tensormap"}
    assert boxes["a"] == (64, 64) and before["a"] == (64, 128)
    assert boxes["b"] == before["b"]
    inits = {n.attr("buffer"): n.attr("count") for n in L.walk(fn.body) if n.op == "mbar_init"}
    assert inits["EMPTY"] == 2 * 8        # both CTAs' consumer warps
    said = "\n".join(fn.header)
    assert "cluster: 2 CTAs of adjacent 'n' tiles" in said


# Odd 'n' tile counts (the last cluster's second CTA owns no tile), ragged M and K, K over
# several laps of the ring, the split variant (few tiles, long K), and the grouped order.
@pytest.mark.parametrize("sizes, kernel", [
    ({"M": 130, "N": 264, "K": 64}, "gemm_bf16:"),
    ({"M": 257, "N": 520, "K": 8}, "gemm_bf16:"),
    ({"M": 300, "N": 392, "K": 584}, "gemm_bf16:"),
    ({"M": 128, "N": 256, "K": 2048}, "gemm_bf16_split"),
])
def test_the_cluster_kernel_matches_on_the_emulator(clustered, sizes, kernel):
    res, checks = _run(clustered, sizes)
    assert res.detail.startswith(kernel), res.detail
    assert all(chk.ok for chk in checks), checks


@pytest.mark.parametrize("options, sizes", [
    ("cluster 2\n    raster linear", {"M": 200, "N": 392, "K": 136}),
    # persistent clusters: 3 clusters walking 2 x 3 and 5 x 2 tile pairs (the ring carried
    # from tile to tile over both CTAs), the last pair's second tile past the end
    ("cluster 2\n    persistent 6", {"M": 300, "N": 392, "K": 200}),
    ("cluster 2\n    persistent 6", {"M": 520, "N": 136, "K": 72}),
])
def test_other_orders_pair_adjacent_tiles_too(options, sizes):
    c = compile_text(_source(options), "sm_90a")
    res, checks = _run(c, sizes)
    assert res.detail.startswith("gemm_bf16:"), res.detail
    assert all(chk.ok for chk in checks), checks


def _nth_cluster_sync(fn: L.Function, i: int) -> L.Inst:
    return [n for n in L.walk(fn.body) if n.op == "cluster_sync"][i]


@pytest.mark.parametrize("edit, why", [
    # no consumer releases its peer's slots: the producers' EMPTY waits never complete
    (lambda fn, n: None if n.op == "mbar_arrive_peer" else n, "deadlock: .*EMPTY"),
    # no cluster barrier after the inits: a peer's copy or arrival may find them not made
    (lambda fn, n: None if n is _nth_cluster_sync(fn, 0) else n,
     "before any mbar_init|no barrier after"),
    # no cluster barrier before the exit: a consumer's last release may reach an exited peer
    (lambda fn, n: None if n is _nth_cluster_sync(fn, -1) else n, "which may have exited"),
    # A multicast to rank 0 alone: rank 1's FULL never gets the half rank 0 loads
    (lambda fn, n: replace(n, attrs=n.attrs_with(multicast=1))
     if n.op == "tma_load" and n.attr("multicast", 0) else n, "deadlock: .*FULL"),
])
@pytest.mark.parametrize("kernel", ["clustered", "persistent_clustered"])
def test_the_proof_refuses_the_broken_cluster_rings(request, kernel, edit, why):
    fn = request.getfixturevalue(kernel).functions[0]
    verify_mbarriers(fn)
    with pytest.raises(CompilerBug, match=why):
        verify_mbarriers(replace(fn, body=map_insts(fn.body, lambda n: edit(fn, n))))


@pytest.mark.parametrize("options, error", [
    ("cluster 3", "expected `cluster 2`"),
    ("cluster 2\n    persistent 7", "`persistent 7` launches whole clusters of 2 CTAs"),
])
def test_the_schedule_refuses_what_clusters_do_not_take(options, error):
    with pytest.raises(KgenError, match=error):
        compile_text(_source(options), "sm_90a", stop="schedule")


def test_clusters_are_refused_on_a_target_without_them():
    text = example_source("gemm_bf16").text.replace(
        "schedule gemm_bf16 on sm_80 { stages 4 }", "schedule gemm_bf16 on sm_80 { cluster 2 }")
    with pytest.raises(KgenError, match="sm_80 has none"):
        compile_text(text, "sm_80", stop="schedule")


def _edited_ptx(c, edit):
    """c with the main kernel's PTX lines passed through edit (lines -> lines)."""
    text = c.asm
    lo, hi = text.index(".entry gemm_bf16("), text.index(".entry gemm_bf16_fallback(")
    return replace(c, asm=text[:lo] + "\n".join(edit(text[lo:hi].split("\n"))) + text[hi:])


def _without_cluster_barrier(which: slice):
    def edit(lines):
        at = [i for i, ln in enumerate(lines) if "barrier.cluster." in ln][which]
        return [ln for i, ln in enumerate(lines) if i not in at]
    return edit


# The emulator models clusters from the PTX ISA (kgen.sim.ptx_cluster), not from kgen's
# schedule: the same broken rings fail there as PTX, each in its own words.
@pytest.mark.parametrize("edit, error, why", [
    (lambda lines: [ln for ln in lines if ".shared::cluster.b64" not in ln],
     "BarrierDeadlock", "no warp of the cluster can go on"),
    (_without_cluster_barrier(slice(0, 2)), "EmulatorError", "not yet visible"),
    (_without_cluster_barrier(slice(-2, None)), "EmulatorError", "which has exited"),
])
def test_the_emulator_refuses_the_broken_cluster_ptx(clustered, edit, error, why):
    import kgen.sim as sim
    c = _edited_ptx(clustered, edit)
    # K over more than a lap of the 4-stage ring: the producers wait on their EMPTY barriers
    with pytest.raises(getattr(sim, error), match=why):
        _run(c, {"M": 300, "N": 392, "K": 584})


def _with_cluster(example: str, kernel: str) -> str:
    """The example's text with `cluster 2` in kernel's sm_90a schedule (a block of its own
    where it has none)."""
    text = example_source(example).text
    head = f"schedule {kernel} on sm_90a {{"
    if head not in text:
        return text + f"\n{head} cluster 2 }}\n"
    at = text.index("}", text.index(head))
    return text[:at] + "; cluster 2 " + text[at:]


# Pairs of CTAs whose loops take the same steps: the grouped GEMM's pairs share a group (its
# segments run along 'm', the pairs along 'n'); attention's adjacent query tiles stream the
# same keys, a decode's too.
@pytest.mark.parametrize("example, kernel, sizes", [
    ("grouped_gemm", "grouped_gemm", None),
    ("attention", "attention", {"B": 1, "H": 2, "S": 197, "T": 197}),
])
def test_other_kernels_in_clusters_match_on_the_emulator(example, kernel, sizes):
    c = compile_text(_with_cluster(example, kernel), "sm_90a", name=f"{example}.kgen")
    fn = next(f for f in c.functions if f.name == kernel)
    assert fn.cluster == 2
    k = next(x for x in c.kernels if x.name == kernel)
    sizes = default_sizes(k, sizes or {})
    args = make_inputs(k, sizes, 0)
    # (the grouped GEMM writes the rows its groups hold: evaluate_written says which)
    _, checks = launch_and_check(SimDevice(), c, fn, k, args, sizes,
                                 evaluate_written(k, args, sizes))
    assert all(chk.ok for chk in checks), checks


# Pairs whose steps differ are refused at the option, before the proof would find the
# deadlock (a CompilerBug is never the user's diagnostic).
@pytest.mark.parametrize("example, kernel, why", [
    ("attention", "attention_causal", "the loop over 'tt' ends where tt <= s: a CTA's steps "
                                      "depend on its 's' tile"),
    ("attention_varlen", "attention_varlen", "the 's' tiles are a segment's"),
])
def test_clusters_whose_ctas_take_other_steps_are_refused(example, kernel, why):
    with pytest.raises(KgenError, match=why) as e:
        compile_text(_with_cluster(example, kernel), "sm_90a", stop="schedule")
    assert type(e.value).__name__ == "ScheduleError"


@pytest.mark.parametrize("layout", ["nn", "nt", "tn", "tt"])
def test_every_major_order_shares_its_tile_in_clusters(layout):
    """A's share is half of its tile's rows whichever axis they run along (K-major: 'm' rows,
    MN-major: 'k' rows), at ragged sizes."""
    from test_sm90a_gemm import LAYOUTS, _run as run_g, _source as source_g
    assert layout in LAYOUTS
    c = compile_text(source_g(layout, "bf16", "m: 64, n: 64, k: 32") +
                     "\nschedule g on sm_90a { cluster 2 }\n", "sm_90a")
    assert c.functions[0].cluster == 2
    res, checks = run_g(c, {"M": 136, "N": 200, "K": 296})
    assert res.detail.startswith("g:"), res.detail
    assert all(chk.ok for chk in checks), checks
