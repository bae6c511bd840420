"""The PTX emulator's named barriers on hand-written PTX: bar.sync a{, b}, bar.arrive a, b and
their barrier.*.aligned forms (PTX ISA, "bar, barrier").

A producer warp group and a consumer warp group pass data through one shared slot with
bar.arrive / bar.sync on two barriers (full, empty), over many phases of each, and the output
matches NumPy; dropping any one of the four barrier instructions is refused (a race, a deadlock,
or an arrival before the barrier's reset). The race detector learns from a phase only what its
warps did: two warps ordered by a barrier only other warps use still race, and a bar.arrive
releases but does not acquire. The operands the ISA forbids (an id past 15, a count not a
multiple of 32 or past the block, two counts in one phase, no count on bar.arrive) are errors
naming them, and a barrier that too few threads reach is a BarrierDeadlock naming it and how
many threads arrived, not a hang.
"""

from __future__ import annotations

import numpy as np
import pytest

from kgen.sim import (BarrierDeadlock, BarrierMisuse, EmulatorError, GlobalMemory, Launch,
                      SharedMemoryRace, UnknownInstruction)
from kgen.sim.ptx import PtxModule

HEAD = """.version 8.0
.target sm_90a
.address_size 64
"""


def kernel(body: str) -> str:
    """A kernel k(out, in, n) whose body sees: %r1 = n, %r2 = tid, %r3 = warp, %r4 = lane,
    %r5 = the shared base, %rd1 = out, %rd2 = in; `$L_end` returns."""
    return HEAD + f""".visible .entry k(
\t.param .u64 p_out,
\t.param .u64 p_in,
\t.param .u32 p_n
)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<16>;
\t.shared .align 16 .b8 smem[1024];
\tld.param.u64 %rd1, [p_out];
\tld.param.u64 %rd2, [p_in];
\tld.param.u32 %r1, [p_n];
\tmov.u32 %r2, %tid.x;
\tshr.u32 %r3, %r2, 5;
\tand.b32 %r4, %r2, 31;
\tmov.u32 %r5, smem;
{body}
$L_end:
\tret;
}}
"""


def run(body: str, threads: int, n: int = 1, x: np.ndarray | None = None,
        outs: int = 256) -> np.ndarray:
    """Runs kernel(body) on one block; returns `out` (uint32), which starts as 0xFFFFFFFF."""
    mem = GlobalMemory()
    out = mem.add("out", np.full(outs, 0xFFFFFFFF, np.uint32))
    inp = mem.add("in", np.zeros(1, np.uint32) if x is None else x.astype(np.uint32))
    PtxModule(kernel(body)).run("k", Launch((1, 1, 1), threads, [out, inp, np.uint32(n)], mem))
    return mem.array("out").view(np.uint32)


def line_of(body: str, text: str) -> int:
    """The line of `kernel(body)` holding text."""
    return next(i for i, ln in enumerate(kernel(body).splitlines(), 1) if text in ln)


# --------------------------------------------------------------------------------------------
# (a), (b), (f): a producer group and a consumer group, ping-pong through one shared slot

def pingpong(group: int = 1) -> str:
    """Warps 0..group-1 produce, warps group..2*group-1 consume, n rounds. Round i: each
    producer thread t writes 2 * in[i*P + t] + i to slot word t and arrives at barrier 1 (full);
    each consumer thread waits there, reads word t and stores it + 7 to out[i*P + t], then
    arrives at barrier 2 (empty), which the producers wait at before writing the slot again.
    P = 32 * group; the thread count of both barriers is 2 * P."""
    p, c = 32 * group, 64 * group
    return f"""\tsetp.ge.u32 %p1, %r3, {group};
\t@%p1 bra $L_consumer;
\tshl.b32 %r9, %r2, 2;
\tadd.u32 %r9, %r9, %r5;
\tmov.u32 %r6, 0;
$L_p:
\tsetp.ge.u32 %p2, %r6, %r1;
\t@%p2 bra $L_end;
\tmad.lo.u32 %r7, %r6, {p}, %r2;
\tmul.wide.u32 %rd3, %r7, 4;
\tadd.s64 %rd4, %rd2, %rd3;
\tld.global.u32 %r8, [%rd4];
\tshl.b32 %r8, %r8, 1;
\tadd.u32 %r8, %r8, %r6;
\tst.shared.u32 [%r9], %r8;
\tbar.arrive 1, {c};                 // producer: full
\tbar.sync 2, {c};                   // producer: wait empty
\tadd.u32 %r6, %r6, 1;
\tbra.uni $L_p;
$L_consumer:
\tsub.u32 %r10, %r2, {p};
\tshl.b32 %r9, %r10, 2;
\tadd.u32 %r9, %r9, %r5;
\tmov.u32 %r6, 0;
$L_c:
\tsetp.ge.u32 %p2, %r6, %r1;
\t@%p2 bra $L_end;
\tbar.sync 1, {c};                   // consumer: wait full
\tld.shared.u32 %r8, [%r9];
\tadd.u32 %r8, %r8, 7;
\tmad.lo.u32 %r7, %r6, {p}, %r10;
\tmul.wide.u32 %rd3, %r7, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tst.global.u32 [%rd4], %r8;
\tbar.arrive 2, {c};                 // consumer: empty
\tadd.u32 %r6, %r6, 1;
\tbra.uni $L_c;"""


def without(body: str, marker: str) -> str:
    """body with the instruction commented `marker` deleted."""
    lines = body.splitlines()
    keep = [ln for ln in lines if not ln.endswith(f"// {marker}")]
    assert len(keep) == len(lines) - 1, marker
    return "\n".join(keep)


@pytest.mark.parametrize("group", [1, 2])
def test_producer_consumer_pingpong_passes_every_round(group):
    """bar.arrive 1, 64 / bar.sync 1, 64 (and 128 with two warps a side), five rounds: each of
    barriers 1 and 2 completes five phases, and every value arrives, in its round."""
    n, p = 5, 32 * group
    x = np.random.default_rng(group).integers(0, 1 << 20, n * p)
    out = run(pingpong(group), 2 * p, n, x, outs=n * p)
    np.testing.assert_array_equal(out, 2 * x + np.repeat(np.arange(n), p) + 7)


def test_consumer_without_its_wait_races_with_the_producer():
    body = without(pingpong(), "consumer: wait full")
    with pytest.raises(SharedMemoryRace, match=r"read-after-write race on shared byte 0: "
                                               r"warp 0's line \d+: st\.shared\.u32 .* and "
                                               r"warp 1's line \d+: ld\.shared\.u32"):
        run(body, 64, 3, np.arange(96))


def test_producer_without_its_arrive_deadlocks_naming_both_barriers():
    body = without(pingpong(), "producer: full")
    with pytest.raises(BarrierDeadlock) as e:
        run(body, 64, 3, np.arange(96))
    msg = str(e.value)
    assert f"warp 0 waits at line {line_of(body, 'producer: wait empty')}: bar.sync 2, 64 " \
           "for barrier 2: 32 of 64 threads have arrived" in msg, msg
    assert f"warp 1 waits at line {line_of(body, 'consumer: wait full')}: bar.sync 1, 64 " \
           "for barrier 1: 32 of 64 threads have arrived" in msg, msg


def test_consumer_without_its_arrive_deadlocks():
    body = without(pingpong(), "consumer: empty")
    with pytest.raises(BarrierDeadlock, match=r"warp 0 waits at line \d+: bar\.sync 2, 64 for "
                                              r"barrier 2: 32 of 64 threads have arrived"):
        run(body, 64, 3, np.arange(96))


def test_producer_without_its_wait_arrives_twice_before_the_reset():
    """The producer's second bar.arrive 1 could land in the phase its first one is still in
    (PTX ISA, "bar, barrier": keep a warp from executing more barrier instructions than
    intended prior to the reset of the barrier)."""
    body = without(pingpong(), "producer: wait empty")
    at = line_of(body, "producer: full")
    with pytest.raises(BarrierMisuse, match=rf"line {at}: bar\.arrive 1, 64: warp 0 arrives at "
                                            rf"barrier 1 a second time in one phase \(first at "
                                            rf"line {at}: bar\.arrive 1, 64; 32 of 64 threads"):
        run(body, 64, 3, np.arange(96))


# --------------------------------------------------------------------------------------------
# (c): what a phase orders, and for whom

def third_pair(users: str) -> str:
    """Warp 0 writes 100 + lane to shared word `lane`; the warps `users` (a setp picking them)
    take part in bar.sync 1, 64; then warp 1 reads the words and stores them to out."""
    return f"""\tshl.b32 %r9, %r4, 2;
\tadd.u32 %r9, %r9, %r5;
\tadd.u32 %r8, %r4, 100;
\tsetp.eq.u32 %p1, %r3, 0;
\t@%p1 st.shared.u32 [%r9], %r8;
\t{users}
\t@!%p2 bra $L_skip;
\tbar.sync 1, 64;
$L_skip:
\tsetp.ne.u32 %p3, %r3, 1;
\t@%p3 bra $L_end;
\tld.shared.u32 %r8, [%r9];
\tmul.wide.u32 %rd3, %r4, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tst.global.u32 [%rd4], %r8;"""


def test_the_pair_that_takes_part_is_ordered():
    out = run(third_pair("setp.lt.u32 %p2, %r3, 2;"), 128)
    np.testing.assert_array_equal(out[:32], 100 + np.arange(32))


def test_warps_ordered_only_by_a_barrier_a_third_pair_uses_race():
    """Warps 2 and 3 complete barrier 1; warps 0 and 1, which took no part, learn nothing."""
    with pytest.raises(SharedMemoryRace, match=r"read-after-write race on shared byte 0: warp "
                                               r"0's line \d+: @%p1 st\.shared\.u32 .* and warp "
                                               r"1's line \d+: ld\.shared\.u32"):
        run(third_pair("setp.ge.u32 %p2, %r3, 2;"), 128)


def arrive_then_read(reader: str) -> str:
    """Warp 0 writes and waits at bar.sync 1, 64; warp 1 executes `reader` (a bar.sync or a
    bar.arrive on barrier 1) and then reads what warp 0 wrote."""
    return f"""\tshl.b32 %r9, %r4, 2;
\tadd.u32 %r9, %r9, %r5;
\tsetp.ne.u32 %p1, %r3, 0;
\t@%p1 bra $L_reader;
\tadd.u32 %r8, %r4, 100;
\tst.shared.u32 [%r9], %r8;
\tbar.sync 1, 64;
\tbra.uni $L_end;
$L_reader:
\t{reader}
\tld.shared.u32 %r8, [%r9];
\tmul.wide.u32 %rd3, %r4, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tst.global.u32 [%rd4], %r8;"""


def test_bar_sync_acquires_what_an_arrival_released():
    out = run(arrive_then_read("bar.sync 1, 64;"), 64)
    np.testing.assert_array_equal(out[:32], 100 + np.arange(32))


def test_bar_arrive_releases_but_does_not_acquire():
    """Warp 1's bar.arrive completes the phase warp 0 waits in, so warp 0's write is ordered
    before what warp 0 does next, but not before warp 1's own read."""
    with pytest.raises(SharedMemoryRace, match=r"read-after-write race .* warp 0's line \d+: "
                                               r"st\.shared\.u32 .* and warp 1's line \d+: "
                                               r"ld\.shared\.u32"):
        run(arrive_then_read("bar.arrive 1, 64;"), 64)


# --------------------------------------------------------------------------------------------
# (d): operands and counts the ISA does not allow

def two_counts(first: str, second: str) -> str:
    """Warp 0 executes `first`, every other warp `second`."""
    return f"""\tsetp.ne.u32 %p1, %r3, 0;
\t@%p1 bra $L_other;
\t{first}
\tbra.uni $L_end;
$L_other:
\t{second}"""


def test_two_thread_counts_in_one_phase_name_both():
    body = two_counts("bar.sync 1, 64;", "bar.sync 1, 128;")
    first, second = line_of(body, "bar.sync 1, 64;"), line_of(body, "bar.sync 1, 128;")
    with pytest.raises(BarrierMisuse, match=rf"line {second}: bar\.sync 1, 128: warp 1 arrives "
                                            rf"at barrier 1 with thread count 128, but warp 0 "
                                            rf"arrived in the same phase with thread count 64 "
                                            rf"\(line {first}: bar\.sync 1, 64\)"):
        run(body, 128)


def test_a_count_and_no_count_in_one_phase_are_two_counts():
    with pytest.raises(BarrierMisuse, match=r"with thread count 64, but warp 0 arrived in the "
                                            r"same phase with no thread count \(all threads of "
                                            r"the block\)"):
        run(two_counts("bar.sync 1;", "bar.arrive 1, 64;"), 64)


@pytest.mark.parametrize("inst, match", [
    ("bar.sync 16, 64;", r"barrier 16 does not exist: a CTA has sixteen barriers, numbered 0 "
                         r"through 15"),
    ("bar.arrive 1, 48;", r"thread count 48 is not a positive multiple of the warp size, 32"),
    ("barrier.sync.aligned 2, 0;", r"thread count 0 is not a positive multiple"),
])
def test_bad_immediate_operands_are_refused_while_parsing(inst, match):
    text = kernel(inst)
    with pytest.raises(BarrierMisuse, match=rf"line {line_of(inst, inst)}: {inst[:-1]}: {match}"):
        PtxModule(text)


def test_bad_register_operands_are_refused_when_they_run():
    with pytest.raises(BarrierMisuse, match=r"bar\.sync %r9, 64: barrier 17 does not exist"):
        run("\tmov.u32 %r9, 17;\n\tbar.sync %r9, 64;", 64)
    with pytest.raises(EmulatorError, match=r"bar\.sync 1, %r2: the thread count differs across "
                                            r"the lanes of warp 0 \(0, 1, 2, 3\)"):
        run("\tbar.sync 1, %r2;", 64)


def test_a_count_past_the_block_is_refused():
    with pytest.raises(BarrierMisuse, match=r"bar\.sync 1, 128: thread count 128 exceeds the "
                                            r"block's 96 threads"):
        run("\tbar.sync 1, 128;", 96)


def test_bar_arrive_needs_a_thread_count():
    with pytest.raises(EmulatorError, match=r"bar\.arrive needs a thread count: bar\.arrive 1"):
        PtxModule(kernel("\tbar.arrive 1;"))


def test_a_counted_barrier_in_divergent_code_is_an_error():
    """Lanes 0..15 of each warp arrive: the aligned barrier needs the whole warp."""
    with pytest.raises(EmulatorError, match=r"lanes 0x0000ffff of warp 0 arrive, but lanes "
                                            r"0xffffffff are live: a barrier in divergent code"):
        run("\tsetp.lt.u32 %p1, %r4, 16;\n\t@%p1 bar.sync 1, 64;", 64)


# --------------------------------------------------------------------------------------------
# (e): barriers that never complete

def test_too_few_threads_deadlock_naming_the_barrier_and_the_arrivals():
    """Warps 0 and 1 wait for 96 threads at barrier 1; warps 2 and 3 exit instead."""
    body = "\tsetp.ge.u32 %p1, %r3, 2;\n\t@%p1 bra $L_end;\n\tbar.sync 1, 96;"
    at = line_of(body, "bar.sync 1, 96;")
    with pytest.raises(BarrierDeadlock) as e:
        run(body, 128)
    msg = str(e.value)
    assert msg.startswith("no warp of the block can go on: "), msg
    for w in (0, 1):
        assert f"warp {w} waits at line {at}: bar.sync 1, 96 for barrier 1: 64 of 96 threads " \
               f"have arrived (warp 0 at line {at}: bar.sync 1, 96; warp 1 at line {at}: " \
               "bar.sync 1, 96)" in msg, msg
    assert "warp 2" not in msg and "warp 3" not in msg


def test_whole_block_barriers_with_different_ids_deadlock_naming_them():
    with pytest.raises(BarrierDeadlock, match=r"warp 0 waits at barrier 1, which every thread of "
                                              r"the block must reach .*; warp 1 waits at barrier "
                                              r"2, which every thread"):
        run(two_counts("bar.sync 1;", "bar.sync 2;"), 64)


# --------------------------------------------------------------------------------------------
# (f): one barrier over many phases

ROTATE = """\tshl.b32 %r9, %r2, 2;
\tadd.u32 %r9, %r9, %r5;
\tadd.u32 %r10, %r2, 32;
\tand.b32 %r10, %r10, 127;
\tshl.b32 %r10, %r10, 2;
\tadd.u32 %r10, %r10, %r5;
\tmov.u32 %r11, ID;
\tmov.u32 %r12, 128;
\tmov.u32 %r8, %r2;
\tmov.u32 %r6, 0;
$L_loop:
\tsetp.ge.u32 %p1, %r6, %r1;
\t@%p1 bra $L_done;
\tst.shared.u32 [%r9], %r8;
\tbar.sync %r11, %r12;
\tld.shared.u32 %r13, [%r10];
\tadd.u32 %r8, %r13, 1;
\tbar.sync %r11, %r12;
\tadd.u32 %r6, %r6, 1;
\tbra.uni $L_loop;
$L_done:
\tmul.wide.u32 %rd3, %r2, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tst.global.u32 [%rd4], %r8;"""


@pytest.mark.parametrize("ident", [0, 1, 15])
def test_one_barrier_reused_over_many_phases(ident):
    """Four warps pass their values one warp along per round, through barrier `ident` (id
    and count in registers), two phases a round: 6 rounds, 12 phases."""
    out = run(ROTATE.replace("ID", str(ident)), 128, 6)
    np.testing.assert_array_equal(out[:128], (np.arange(128) + 6 * 32) % 128 + 6)


def test_one_round_less_of_the_second_barrier_is_a_race():
    """Without the barrier after the read, the next round's write and the other warps' reads
    of the same words are not ordered."""
    body = ROTATE.replace("ID", "1")
    lines = body.splitlines()
    second = max(i for i, ln in enumerate(lines) if "bar.sync %r11" in ln)
    body = "\n".join(lines[:second] + lines[second + 1:])
    with pytest.raises(SharedMemoryRace, match=r"write-after-read race on shared byte 128: "
                                               r"warp 0's line \d+: ld\.shared\.u32 .* and "
                                               r"warp 1's line \d+: st\.shared\.u32"):
        run(body, 128, 3)


def reuse_by_another_pair(between: str) -> str:
    """Warps 0 and 1, then warps 2 and 3, use barrier 1 with 64 threads; `between` is what all
    four do in between."""
    return f"""\tsetp.ge.u32 %p1, %r3, 2;
\t@%p1 bra $L_late;
\tbar.sync 1, 64;
$L_late:
\t{between}
\t@!%p1 bra $L_end;
\tbar.sync 1, 64;"""


def test_a_barrier_passed_on_to_other_warps_after_a_block_barrier():
    run(reuse_by_another_pair("bar.sync 0;"), 128)


def test_a_barrier_passed_on_with_nothing_ordering_the_phases_is_refused():
    """Warp 2's arrival could count toward the phase warps 0 and 1 are in."""
    with pytest.raises(BarrierMisuse, match=r"warp 2 arrives at barrier 1, but nothing orders "
                                            r"the completion of its previous phase before this "
                                            r"arrival \(warp 0's arrival"):
        run(reuse_by_another_pair(""), 128)


# --------------------------------------------------------------------------------------------
# The forms the parser takes, whole-block barriers with other ids, guards

FORMS = ("bar.sync 1, 128;", "bar.arrive 1, 128;", "barrier.sync.aligned 1, 128;",
         "barrier.arrive.aligned 1, 128;", "bar.cta.sync 1, 128;", "bar.cta.arrive 1, 128;",
         "barrier.cta.sync.aligned 1, 128;", "barrier.cta.arrive.aligned 1, 128;")


@pytest.mark.parametrize("writer", [f for f in FORMS if "arrive" in f])
@pytest.mark.parametrize("reader", [f for f in FORMS if "sync" in f])
def test_every_form_parses_and_orders(writer, reader):
    """Warps 0 and 1 write and arrive (`writer`), warps 2 and 3 wait (`reader`) and read."""
    body = f"""\tshl.b32 %r9, %r2, 2;
\tadd.u32 %r9, %r9, %r5;
\tsetp.ge.u32 %p1, %r3, 2;
\t@%p1 bra $L_reader;
\tadd.u32 %r8, %r2, 100;
\tst.shared.u32 [%r9], %r8;
\t{writer}
\tbra.uni $L_end;
$L_reader:
\t{reader}
\tsub.u32 %r9, %r9, 256;
\tld.shared.u32 %r8, [%r9];
\tmul.wide.u32 %rd3, %r2, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tst.global.u32 [%rd4], %r8;"""
    ops = [n.opcode for n in PtxModule(kernel(body)).instructions("k")]
    assert writer.split()[0] in ops and reader.split()[0] in ops
    out = run(body, 128)
    np.testing.assert_array_equal(out[64:128], 100 + np.arange(64))


def test_a_barrier_that_is_not_aligned_is_not_implemented():
    """barrier.sync without .aligned may be reached by a warp's threads apart; the emulator
    runs a warp in lockstep and does not model that."""
    with pytest.raises(UnknownInstruction, match=r"'barrier\.sync'"):
        PtxModule(kernel("\tbarrier.sync 1, 64;"))


def test_whole_block_barrier_with_another_id_orders_every_warp():
    body = """\tshl.b32 %r9, %r2, 2;
\tadd.u32 %r9, %r9, %r5;
\tadd.u32 %r8, %r2, 100;
\tst.shared.u32 [%r9], %r8;
\tbar.sync 3;
\txor.b32 %r10, %r2, 32;
\tshl.b32 %r10, %r10, 2;
\tadd.u32 %r10, %r10, %r5;
\tld.shared.u32 %r8, [%r10];
\tmul.wide.u32 %rd3, %r2, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tst.global.u32 [%rd4], %r8;"""
    out = run(body, 64)
    np.testing.assert_array_equal(out[:64], 100 + (np.arange(64) ^ 32))
    with pytest.raises(SharedMemoryRace):
        run(body.replace("\tbar.sync 3;\n", ""), 64)


def test_a_warp_whose_guard_is_false_does_not_take_part():
    """Warp 0 arrives, warp 1 waits, warp 2 executes neither (its guards are false): the
    barrier completes with 64 threads, and warp 1 reads what warp 0 wrote."""
    body = """\tshl.b32 %r9, %r4, 2;
\tadd.u32 %r9, %r9, %r5;
\tsetp.eq.u32 %p1, %r3, 0;
\tsetp.eq.u32 %p2, %r3, 1;
\tadd.u32 %r8, %r4, 100;
\t@%p1 st.shared.u32 [%r9], %r8;
\t@%p1 bar.arrive 1, 64;
\t@%p2 bar.sync 1, 64;
\t@!%p2 bra $L_end;
\tld.shared.u32 %r8, [%r9];
\tmul.wide.u32 %rd3, %r4, 4;
\tadd.s64 %rd4, %rd1, %rd3;
\tst.global.u32 [%rd4], %r8;"""
    out = run(body, 96)
    np.testing.assert_array_equal(out[:32], 100 + np.arange(32))
