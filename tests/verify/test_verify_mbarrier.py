"""The mbarrier protocol verifier: the sm_90a TMA ring passes; every planted bug is refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from conftest import compile_text, example_source
from kgen.cached import compile_cached
from kgen.lir import ops as L
from kgen.passes.barriers import verify_barriers
from kgen.errors import CompilerBug
from kgen.verify.mbarrier import verify_mbarriers


def _ring():
    return compile_cached(example_source("gemm_bf16"), "sm_90a", stop="schedule").functions[0]


def _rewrite(nodes, f):
    """Maps every Inst through f (which returns a list of nodes), keeping the structure."""
    out = []
    for n in nodes:
        if isinstance(n, L.Inst):
            out += f(n)
        elif isinstance(n, L.If):
            out.append(replace(n, then=tuple(_rewrite(n.then, f)),
                               else_=tuple(_rewrite(n.else_, f))))
        else:
            out.append(replace(n, body=tuple(_rewrite(n.body, f))))
    return tuple(out)


def _mutate(fn, f):
    # A _first rewrite is used afresh each time (it changes the first match of this walk).
    return replace(fn, body=_rewrite(fn.body, getattr(f, "fresh", lambda: f)()))


def _first(pred):
    """A rewrite that applies `change` to the first instruction matching pred only."""
    state = {"done": False}

    def wrap(change):
        def f(n):
            if not state["done"] and pred(n):
                state["done"] = True
                return change(n)
            return [n]
        f.fresh = lambda: _first(pred)(change)
        return f
    return wrap


def test_the_emitted_ring_passes_and_has_the_expected_protocol():
    fn = _ring()
    verify_mbarriers(fn)
    verify_barriers(fn)
    ops = [n.op for n in L.walk(fn.body)]
    stages = 4
    assert ops.count("mbar_init") == 2 * stages
    # Producer EMPTY + consumer FULL per slot, in each of the kernel's two versions of the
    # K loop (the whole 128 x 128 tile and the ragged one: exclusive branches, one ring).
    assert ops.count("mbar_wait") == 2 * 2 * stages
    assert ops.count("setmaxnreg") == 2
    roles = [n for n in fn.body if isinstance(n, L.If) and n.scope == "warp"]
    assert len(roles) == 1
    # The only block barrier orders the inits before the roles; none sits inside a role.
    bars = [n for n in fn.body if isinstance(n, L.Inst) and n.op == "bar"]
    assert len(bars) == 1 and "mbar_init" in bars[0].attrs[0]
    assert "bar" not in [n.op for n in L.walk((roles[0],))]


def _is_wait(buf):
    return lambda n: n.op == "mbar_wait" and n.attrs[0] == buf


BUGS = {
    # The consumer reads slot 0 without waiting for its TMA copy.
    # Which side of the race the run meets first depends on the schedule: the read before
    # the copy lands (RAW), or the copy landing under a wgmma still reading (WAR).
    "no FULL wait": (_first(_is_wait("FULL"))(lambda n: []), "(RAW|WAR) on st00"),
    # The producer refills slot 0 without waiting for the consumers' release.
    # (Re-arming FULL[0] while its last phase is pending overflows its arrival count.)
    "no EMPTY wait": (_first(_is_wait("EMPTY"))(lambda n: []), "WAR on|more arrivals on FULL"),
    # The consumer waits for the wrong parity: it runs ahead of the copy.
    "wrong parity": (_first(_is_wait("FULL"))(
        lambda n: [L.Inst("sub", (n.src[2],), (L.Imm(1, "u32"), n.src[2])), n,
                   L.Inst("sub", (n.src[2],), (L.Imm(1, "u32"), n.src[2]))]),
        "(RAW|WAR) on st00"),
    # expect_tx announces fewer bytes than the copies deliver.
    "too few tx bytes": (_first(lambda n: n.op == "mbar_expect_tx")(
        lambda n: [replace(n, attrs=(n.attrs[0], n.attrs[1] - 2048))]), "more than"),
    # expect_tx announces more bytes than arrive: the phase never completes.
    "too many tx bytes": (_first(lambda n: n.op == "mbar_expect_tx")(
        lambda n: [replace(n, attrs=(n.attrs[0], n.attrs[1] + 2048))]), "deadlock"),
    # The consumer releases the slot before its wgmma products are done reading it.
    "release before wgmma_wait": (
        lambda n: [] if n.op == "wgmma_wait" and n.attrs[0] == 1 else [n], "WAR on"),
    # EMPTY counts fewer arrivals than the consumer warps make.
    "EMPTY count too small": (
        lambda n: [replace(n, attrs=("EMPTY", 4))] if n.op == "mbar_init" and
        n.attrs[0] == "EMPTY" else [n], "more arrivals|deadlock|WAR on|RAW on"),
    # EMPTY counts more arrivals than ever come: the producer deadlocks.
    "EMPTY count too large": (
        lambda n: [replace(n, attrs=("EMPTY", 9))] if n.op == "mbar_init" and
        n.attrs[0] == "EMPTY" else [n], "deadlock"),
    # The barrier that makes the inits visible is gone.
    "no barrier after init": (lambda n: [] if n.op == "bar" else [n], "before any mbar_init|"
                              "init may not be visible"),
    # The products are never waited for.
    "no wgmma_wait": (lambda n: [] if n.op == "wgmma_wait" else [n], "WAR on|wgmma products"),
}


@pytest.mark.parametrize("bug", list(BUGS))
def test_planted_protocol_bugs_are_refused(bug):
    change, message = BUGS[bug]
    broken = _mutate(_ring(), change)
    with pytest.raises(CompilerBug, match=message):
        verify_mbarriers(broken)


def test_a_block_barrier_inside_a_warp_role_is_refused():
    fn = _ring()
    broken = _mutate(fn, lambda n: [n, L.Inst("bar", (), (), ("planted",))]
                     if n.op == "setmaxnreg" else [n])
    with pytest.raises(CompilerBug, match="block barrier inside a warp role"):
        verify_barriers(broken)


def test_functions_without_mbarriers_are_untouched():
    fn = compile_text("kernel f(x: f32[N], y: f32[N]) { tile n: 256\n y[n] = x[n] }", "sm_90a",
                      stop="schedule").functions[0]
    verify_mbarriers(fn)   # nothing to check, and nothing raised
    assert not any(n.op.startswith("mbar") for n in L.walk(fn.body))


def test_a_proven_ring_is_memoised_and_a_broken_one_still_refused():
    from kgen.verify.mbarrier import Ring, _prove
    fn = _ring()
    verify_mbarriers(fn)       # in the memo now (a compile in this process may have put it)
    hits = _prove.cache_info().hits
    verify_mbarriers(fn)
    assert _prove.cache_info().hits == hits + 1
    for bug, (change, message) in BUGS.items():
        broken = _mutate(fn, change)
        # Every planted bug changes the memo key ...
        assert Ring.of(broken) != Ring.of(fn), bug
        # ... and is refused every time: a failure is never remembered.
        for _ in range(2):
            with pytest.raises(CompilerBug, match=message):
                verify_mbarriers(broken)


def test_the_memo_key_holds_everything_the_proof_reads():
    from kgen.verify.mbarrier import Ring
    fn = _ring()
    key = Ring.of(fn)
    assert Ring.of(fn) == key and hash(Ring.of(fn)) == hash(key)
    assert Ring.of(replace(fn, threads=fn.threads - 32)) != key
    assert Ring.of(replace(fn, grid=fn.grid[1:])) != key
    moved = tuple(replace(b, offset=b.offset + 1024) for b in fn.shared)
    assert Ring.of(replace(fn, shared=moved)) != key
    assert Ring.of(replace(fn, params=fn.params[:-1])) != key
    # A different kernel's ring (another tile shape, K step) has another key.
    other = compile_cached(example_source("gemm_bt"), "sm_90a", stop="schedule").functions[0]
    assert Ring.of(other) != key
    # What the proof does not read (a value instruction's note) does not split the key.
    assert Ring.of(replace(fn, header=("other header",))) == key


@pytest.mark.parametrize("whole", [64, 0])
def test_a_loop_starts_where_the_one_before_ended(whole):
    """A masked rest starts at the counter its whole chunks' loop ended with (lir.Loop: C's
    for: the value that ended it, its start where it ran no trip; the proof stopped with
    'cannot evaluate' after a loop of no trips, and took the last trip's value after one).
    Here the rest runs to 128 in steps of 64 and arrives once a trip on a barrier of count 1,
    then waits for phase 0: one trip (whole chunks to 64) passes, two (none) never end."""
    u = lambda v: L.Imm(v, "u32")  # noqa: E731
    tid, first = L.Reg(1, "u32", False), L.Reg(2, "pred", False)
    c1, c2, par = L.Reg(3, "u32", True), L.Reg(4, "u32", True), L.Reg(5, "u32", True)
    body = (L.Inst("tid", (tid,), ()), L.Inst("setp", (first,), (tid, u(0)), ("eq", "u32")),
            L.Inst("mbar_init", (), (u(0), u(0)), ("bar", 1), first),
            L.Inst("bar", (), (), ("init",)),
            L.Loop(c1, u(0), u(whole), 64, (), "whole chunks"),
            L.Loop(c2, c1, u(128), 64,
                   (L.Inst("mbar_arrive", (), (u(0), u(0)), ("bar",), first),), "the rest"),
            L.Inst("mov", (par,), (u(0),)),
            L.Inst("mbar_wait", (), (u(0), u(0), par), ("bar",)))
    fn = L.Function("f", (), body, 32, (), (L.SharedBuffer("bar", 0, 8, "an mbarrier"),))
    if whole:
        verify_mbarriers(fn)
    else:
        with pytest.raises(CompilerBug, match="deadlock|blocked"):
            verify_mbarriers(fn)


@pytest.mark.parametrize("kind,message", [("FULL", "RAW on"),
                                          ("EMPTY", "WAR on|more arrivals on FULL")])
def test_a_ring_over_a_segment_is_proven_not_skipped(kind, message):
    """A loop over a segment (`t: 64 in cu_k[b]`) walks cu_k[b] .. cu_k[b + 1]: the proof's
    loads read a word's data times its place plus one, so the segment is d rows long and
    the ring runs (with every load reading d, every segment had no rows and the proof
    refused none of these). Variable-length attention without its FULL (EMPTY) waits is
    refused."""
    fns = compile_cached(example_source("attention_varlen"), "sm_90a", stop="schedule").functions
    assert len(fns) == 4          # full, causal, grouped-query, both
    for fn in fns:
        verify_mbarriers(fn)
        cut = _mutate(fn, lambda n: [] if n.op == "mbar_wait" and n.attrs[0].startswith(kind)
                      else [n])
        with pytest.raises(CompilerBug, match=message):
            verify_mbarriers(cut)



def test_the_skeleton_keeps_what_each_event_reads_and_no_more():
    """Each event reads its mbarrier's address, a wait its parity, a named barrier its id
    (_READS names them, for every event the run models); a copy's coordinates are left out,
    so the instructions that only compute them (a box's tile offset) stay out of the
    skeleton the runs execute."""
    from kgen.verify import mbarrier as M
    assert M._READS.keys() == M._EVENTS.keys()
    fn = _ring()
    kept = {id(n) for n in L.walk(M.Ring.of(fn).body)}
    coordinates = {r.id for n in L.walk(fn.body) if n.op == "tma_load"
                   for r in n.src[1:-2] if isinstance(r, L.Reg)}
    other = {r.id for n in L.walk(fn.body)
             for i, r in enumerate((*n.src, n.pred)) if isinstance(r, L.Reg) and
             not (n.op == "tma_load" and 1 <= i < len(n.src) - 2)}
    only_coordinates = coordinates - other
    defs = [n for n in L.walk(fn.body) if any(d.id in only_coordinates for d in n.dst)]
    assert defs, "the GEMM's copies have coordinates computed for them alone"
    assert not any(id(n) in kept for n in defs)
    # and what decides the protocol is kept: every wait's parity
    waits = [n for n in L.walk(fn.body) if n.op == "mbar_wait"]
    assert waits and all(id(n) in kept for n in waits)


def test_a_run_is_made_once_for_what_it_reads():
    """A run is a function of what the skeleton's prefix gives the rest and of the inputs the
    rest reads itself: runs that agree on those are one run (_RunKeys). Here the prefix turns
    the block index and M into "this block is whole"; the rest reads that and K."""
    from kgen.verify.mbarrier import _Run, _RunKeys
    u = lambda i: L.Reg(i, "u32", True)
    p = L.Reg(4, "pred", True)
    body = (L.Inst("ld_param", (u(1),), (), ("K",)), L.Inst("ld_param", (u(2),), (), ("M",)),
            L.Inst("ctaid", (u(3),), (), ("x",)),
            L.Inst("setp", (p,), (u(3), u(2)), ("lt", "u32")),
            L.If(p, (L.Loop(u(5), L.Imm(0, "u32"), u(1), 64, ()),), ()))
    params = tuple(L.ParamSlot(n, "dim", "u32", "i32") for n in ("K", "M"))
    fn = L.Function("t", params, body, 32, (), ())
    keys = _RunKeys(lambda sizes, program, data: _Run(fn, sizes, body, program, data=data),
                    body, loads=False)
    assert keys.carried == [1, 4]                             # K, and whether the block is whole
    assert keys.new({"K": 64, "M": 9}, (0, 0, 0), 0)
    assert not keys.new({"K": 64, "M": 9}, (5, 0, 0), 7)     # another whole block, other data
    assert keys.new({"K": 64, "M": 9}, (9, 0, 0), 0)         # the block past M
    assert not keys.new({"K": 64, "M": 2}, (9, 0, 0), 0)     # another block past M
    assert keys.new({"K": 65, "M": 9}, (0, 0, 0), 0)         # another K


def test_a_split_parts_ring_is_proven_with_the_rows_a_part_walks():
    """A split-K part walks rows [p R, min(K, (p + 1) R)) with R the scalar `rows`: read as
    0, every run of its ring would walk nothing, and a bug inside its loop would pass. The
    proof sizes R from the function's split (kgen.lir.ops.Split), so it is refused."""
    fn = compile_cached(example_source("gemm_bf16"), "sm_90a", stop="asm").functions[0]
    part = next(v for v in fn.variants if v.split is not None)
    verify_mbarriers(part)
    full = [n for n in L.walk(part.body) if n.op == "mbar_wait" and n.attrs[0] == "FULL"]
    assert full
    # the consumers read a stage without waiting for its copies to land
    broken = _mutate(part, lambda n: [] if n.op == "mbar_wait" and n.attrs[0] == "FULL"
                     else [n])
    with pytest.raises(CompilerBug, match="RAW"):
        verify_mbarriers(broken)


def _each_warp_alone(monkeypatch):
    """The proof as it was before warps that run alike ran once: every warp runs."""
    from kgen.verify import mbarrier as M
    monkeypatch.setattr(M, "_twins", lambda frontier, nwarps, threads:
                        tuple((w, 1) for w in range(nwarps)))
    M._prove.cache_clear()


def _one_warp_skips(fn, warp: int, op: str, barrier: str):
    """fn with warp `warp` alone skipping its `op`s on `barrier` (a guard on tid / 32 != warp):
    a bug only one warp of its warpgroup has."""
    u = lambda v: L.Imm(v, "u32")  # noqa: E731
    tid, wid = L.Reg(900001, "u32", False), L.Reg(900002, "u32", False)
    other, guard = L.Reg(900003, "pred", False), L.Reg(900004, "pred", False)
    top = (L.Inst("tid", (tid,), ()), L.Inst("shr", (wid,), (tid, u(5))),
           L.Inst("setp", (other,), (wid, u(warp)), ("ne", "u32")))

    def skip(n):
        if n.op != op or n.attrs[0] != barrier:
            return [n]
        if n.pred is None:
            return [replace(n, pred=other)]
        return [L.Inst("and_p", (guard,), (n.pred, other)), replace(n, pred=guard)]
    return replace(fn, body=top + _rewrite(fn.body, skip))


def test_warps_that_run_alike_run_once():
    """A run's warps fall into classes that run alike (_twins: the same values, lane by lane,
    of every register through which tid reaches the rest); one warp of each runs and stands
    for the others. The GEMM's thread 0 initialises the mbarriers (warp 0 alone); the other
    consumer warps run alike; the producer's elected warp is one, the three idle ones
    another. A bug in one warp alone splits it from its warpgroup."""
    from kgen.verify.mbarrier import Ring, _Run, _RunKeys
    fn = _ring()

    def classes(f):
        body = Ring.of(f).body
        keys = _RunKeys(lambda s, p, d: _Run(f, s, body, p, data=d), body, loads=False)
        return keys.new({"M": 300, "N": 300, "K": 300}, (0, 0, 0), 0)
    assert classes(fn) == ((0, 1), (1, 7), (8, 1), (9, 3))
    assert classes(_one_warp_skips(fn, 5, "mbar_arrive", "EMPTY")) == \
        ((0, 1), (1, 6), (5, 1), (8, 1), (9, 3))       # 1-4 and 6-7 alike


@pytest.mark.parametrize("bug", [*BUGS, "one warp never releases"])
def test_warps_run_once_for_their_class_refuse_what_every_warp_run_refuses(bug, monkeypatch):
    """The same verdict with each class of warps run once as with every warp run: every
    planted bug, and one only warp 5 has (it never arrives on EMPTY: the producer waits
    for it forever), is refused both ways; the ring itself passes both ways."""
    if bug in BUGS:
        change, message = BUGS[bug]
        broken = _mutate(_ring(), change)
    else:
        broken, message = _one_warp_skips(_ring(), 5, "mbar_arrive", "EMPTY"), "deadlock"
    for way in ("twins", "alone"):
        if way == "alone":
            _each_warp_alone(monkeypatch)
            verify_mbarriers(_ring())
        with pytest.raises(CompilerBug, match=message):
            verify_mbarriers(broken)


@pytest.mark.parametrize("count", [1, 2, 3])
def test_a_phase_that_parts_warps_that_run_alike_is_run_with_every_warp(count, monkeypatch):
    """EMPTY counting fewer arrivals than a class of warps makes (1, 2, 3 of the consumers'
    eight): a phase completes with some of the class and not the rest, which one clock cannot
    tell apart, so the run is made again with every warp on its own (_Split); the verdict is
    the same as the proof's with every warp alone."""
    from kgen.verify import mbarrier as M
    broken = _mutate(_ring(), lambda n: [replace(n, attrs=("EMPTY", count))]
                     if n.op == "mbar_init" and n.attrs[0] == "EMPTY" else [n])
    parted = []
    made = M._made

    def spy(*args):
        try:
            M._Run(*args).run()
        except M._Split:
            parted.append(args)
        except CompilerBug:
            pass
        return made(*args)
    monkeypatch.setattr(M, "_made", spy)
    M._prove.cache_clear()
    with pytest.raises(CompilerBug) as twins:
        verify_mbarriers(broken)
    assert parted, "no run parted its classes"
    monkeypatch.setattr(M, "_made", made)
    _each_warp_alone(monkeypatch)
    with pytest.raises(CompilerBug) as alone:
        verify_mbarriers(broken)
    assert str(twins.value) == str(alone.value)
