"""The emulator's PTX front end: kgen's own PTX, executed, against NumPy.

Every golden PTX file parses; every example runs on sm_80 and sm_90a at ragged sizes and matches
the independent references; planted bugs (a missing barrier, an unguarded store, an unknown
opcode, a non-uniform bra.uni, a misaligned vector access) fail with the error that names them;
hand-written PTX checks divergence and reconvergence, and single instructions check exact
semantics at their edges (fma's single rounding, NaN in min/max/setp, saturating conversions).
"""

from __future__ import annotations

import re
from fractions import Fraction

import numpy as np
import pytest

from conftest import ROOT, emulate_example, example_source
from kgen.cached import compile_cached
from kgen.lir.interp import grid_for
from kgen.sim import (EmulatorError, GlobalMemory, Launch, OutOfBoundsAccess, SharedMemoryRace,
                      UnknownInstruction, emulate)
from kgen.sim.ptx import PtxModule
from kgen.target.targets import TARGETS
from test_schedule import CASES, assert_close

NVIDIA = ("sm_80", "sm_90a")


def _compiled(example: str, target: str):
    return compile_cached(example_source(example), target)


def run_example(example, sizes, target, asm=None):
    """Runs an example's PTX (or the given text) on the emulator: (outputs, wanted, stats)."""
    c = _compiled(example, target)
    return emulate_example(asm if asm is not None else c.asm, c.functions[0], target, example,
                           sizes)


# -- parsing

GOLDEN = sorted((ROOT / "golden").glob("*/*.ptx"))


@pytest.mark.parametrize("path", GOLDEN, ids=[f"{p.parent.name}-{p.stem}" for p in GOLDEN])
def test_every_golden_instruction_parses(path):
    text = path.read_text()
    module = PtxModule(text)
    body = [ln for ln in text.splitlines() if ln.startswith("\t") and not ln.strip()
            .startswith(("//", ".")) and not ln.strip().endswith(":")]
    n = sum(len(module.instructions(k)) for k in module.kernels)
    assert n == len(body) + len(module.kernels)  # plus the implicit return at each end


def test_unknown_opcode_is_rejected_at_parse_time_with_its_line():
    asm = _compiled("vadd", "sm_90a").asm
    lines = asm.splitlines()
    at = next(i for i, ln in enumerate(lines) if "mov.u32" in ln and "%tid.x" in ln)
    lines.insert(at + 1, "\tfrob.wide.u32 %r1, %r2, %r3;")
    with pytest.raises(UnknownInstruction, match=rf"line {at + 2}: .*'frob.wide.u32'"):
        PtxModule("\n".join(lines))


def test_unimplemented_form_of_a_known_instruction_is_rejected():
    asm = _compiled("vadd", "sm_90a").asm.replace("add.rn.f32", "add.rz.f32", 1)
    with pytest.raises(UnknownInstruction, match="'add.rz.f32'"):
        PtxModule(asm)


# -- the examples against NumPy

@pytest.mark.parametrize("target", NVIDIA)
@pytest.mark.parametrize("example,sizes", CASES, ids=[f"{e}-{s}" for e, s in CASES])
def test_example_matches_numpy(example, sizes, target):
    outs, want, stats = run_example(example, sizes, target)
    for name in want:
        assert_close(outs[name], want[name], name)
    assert stats.instructions > 0 and stats.blocks == int(np.prod(
        grid_for(_compiled(example, target).functions[0], sizes)))


# -- planted bugs

def test_missing_barrier_is_a_race_naming_both_instructions():
    asm = _compiled("softmax", "sm_90a").asm
    lines = asm.splitlines()
    first = next(i for i, ln in enumerate(lines) if ln.strip().startswith("bar.sync 0;"))
    del lines[first]
    with pytest.raises(SharedMemoryRace) as e:
        run_example("softmax", {"M": 2, "N": 300}, "sm_90a", asm="\n".join(lines))
    msg = str(e.value)
    assert re.search(r"line \d+: @%p\d+ st\.shared\.f32 \[%r\d+\+0\], %f\d+", msg), msg
    assert re.search(r"line \d+: ld\.shared\.f32 %f\d+, \[smem_softmax\+\d+\]", msg), msg


def test_store_past_the_buffers_is_out_of_bounds():
    """vadd told N is larger than its buffers: the tail stores land outside 'out'."""
    c = _compiled("vadd", "sm_90a")
    fn = c.functions[0]
    mem = GlobalMemory()
    args = [mem.add(p.name, np.zeros(1000, np.float32), readonly=p.readonly)
            for p in fn.params if p.kind == "tensor"] + [np.uint32(1100)]
    launch = Launch(grid_for(fn, {"N": 1100}), fn.threads, args, mem)
    with pytest.raises(OutOfBoundsAccess, match=r"line \d+: .*ld\.global.*'x', which has 4000"):
        emulate(c.asm, TARGETS["sm_90a"], fn.name, launch)


def test_unguarded_tail_store_is_out_of_bounds():
    asm = _compiled("vadd", "sm_90a").asm
    unguarded = re.sub(r"@%p\d+ (st\.global\.f32)", r"\1", asm)
    assert unguarded != asm
    with pytest.raises(OutOfBoundsAccess, match=r"st\.global\.f32 .*of 'out'"):
        run_example("vadd", {"N": 1001}, "sm_90a", asm=unguarded)


def test_misaligned_vector_access_names_the_instruction():
    c = _compiled("vadd", "sm_90a")
    fn = c.functions[0]
    mem = GlobalMemory()
    args = [mem.add(p.name, np.zeros(4100, np.float32), readonly=p.readonly) + 4
            for p in fn.params if p.kind == "tensor"] + [np.uint32(4096)]
    launch = Launch(grid_for(fn, {"N": 4096}), fn.threads, args, mem)
    with pytest.raises(EmulatorError, match=r"ld\.global\.v4\.f32.*not 16-byte aligned"):
        emulate(c.asm, TARGETS["sm_90a"], fn.name, launch)


# -- hand-written PTX: divergence and reconvergence

DIVERGENT = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry diverge(
\t.param .u64 p_out,
\t.param .u64 p_nbr
)
{
\t.reg .b32 %r<12>;
\t.reg .b64 %rd<8>;
\t.reg .pred %p<4>;
\tld.param.u64 %rd1, [p_out];
\tcvta.to.global.u64 %rd2, %rd1;
\tld.param.u64 %rd3, [p_nbr];
\tcvta.to.global.u64 %rd4, %rd3;
\tmov.u32 %r1, %tid.x;
\tand.b32 %r2, %r1, 1;
\tsetp.eq.u32 %p1, %r2, 0;
\t@%p1 BRA $EVEN;                 // odd lanes fall through, even lanes jump
\tmul.lo.u32 %r3, %r1, 3;
\tbra $JOIN;
$EVEN:
\tshl.b32 %r3, %r1, 1;
$JOIN:
\tadd.u32 %r4, %r3, 1000;          // every lane again
\tmov.u32 %r5, 0;
\tmov.u32 %r6, 0;
\trem5 %r7, %r1;
$LOOP:                              // a loop whose trip count differs per lane
\tsetp.ge.u32 %p2, %r6, %r7;
\t@%p2 bra $DONE;
\tadd.u32 %r6, %r6, 1;
\tadd.u32 %r5, %r5, %r6;
\tbra $LOOP;
$DONE:
\tshfl.sync.bfly.b32 %r8, %r4, 1, 31, -1;   // needs the whole warp converged
\tbar.sync 0;
\tadd.u32 %r9, %r4, %r5;
\tmul.wide.u32 %rd5, %r1, 4;
\tadd.s64 %rd6, %rd2, %rd5;
\tst.global.u32 [%rd6], %r9;
\tadd.s64 %rd7, %rd4, %rd5;
\tst.global.u32 [%rd7], %r8;
\tret;
}
"""


def _divergent(bra: str = "bra", threads: int = 64) -> tuple[np.ndarray, np.ndarray]:
    # tid % 5 without a rem instruction: tid - 5 * (tid * 52429 >> 18), exact for tid < 2^14
    rem5 = ("mul.lo.u32 %r10, %r1, 52429;\n\tshr.u32 %r10, %r10, 18;\n\t"
            "mul.lo.u32 %r10, %r10, 5;\n\tsub.u32 %r7, %r1, %r10;")
    text = DIVERGENT.replace("BRA", bra).replace("rem5 %r7, %r1;", rem5)
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(threads, np.uint32))
    nbr = mem.add("nbr", np.zeros(threads, np.uint32))
    launch = Launch((1, 1, 1), threads, [out, nbr], mem)
    PtxModule(text).run("diverge", launch)
    return mem.array("out").view(np.uint32), mem.array("nbr").view(np.uint32)


def test_divergent_branch_and_loop_reconverge():
    out, nbr = _divergent()
    t = np.arange(64)
    r4 = np.where(t % 2 == 0, 2 * t, 3 * t) + 1000
    k = t % 5
    np.testing.assert_array_equal(out, r4 + k * (k + 1) // 2)
    np.testing.assert_array_equal(nbr, r4[t ^ 1])


def test_partial_warp_runs_and_shuffles_from_missing_lanes_read_poison():
    out, nbr = _divergent(threads=39)  # warp 1 has lanes 32..38 only
    t = np.arange(39)
    r4 = np.where(t % 2 == 0, 2 * t, 3 * t) + 1000
    np.testing.assert_array_equal(out, r4 + (t % 5) * (t % 5 + 1) // 2)
    np.testing.assert_array_equal(nbr[:38], r4[t[:38] ^ 1])
    assert nbr[38] == 0x7FC00000  # lane 39 does not exist: its value is undefined


def test_non_uniform_bra_uni_is_an_error_naming_the_line():
    line = DIVERGENT.splitlines().index("\t@%p1 BRA $EVEN;                 // odd lanes fall "
                                        "through, even lanes jump") + 1
    with pytest.raises(EmulatorError, match=rf"line {line}: @%p1 bra\.uni \$EVEN.*non-uniform"):
        _divergent("bra.uni")


def test_barrier_in_divergent_code_is_an_error():
    text = DIVERGENT.replace("BRA", "bra").replace("rem5 %r7, %r1;", "mov.u32 %r7, 0;")
    text = text.replace("\tbra $JOIN;", "\tbar.sync 0;\n\tbra $JOIN;")
    mem = GlobalMemory()
    launch = Launch((1, 1, 1), 32, [mem.add("o", np.zeros(32, np.uint32)),
                                    mem.add("n", np.zeros(32, np.uint32))], mem)
    with pytest.raises(EmulatorError, match="barrier in divergent code"):
        PtxModule(text).run("diverge", launch)


# -- single instructions at their edges

ONE = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry one(
\t.param .u64 p_a,
\t.param .u64 p_b,
\t.param .u64 p_c,
\t.param .u64 p_d
)
{
\t.reg .b32 %r<16>;
\t.reg .b64 %rd<12>;
\t.reg .f32 %f<8>;
\t.reg .b16 %h<4>;
\t.reg .pred %p<4>;
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd1, %r1, 4;
\tld.param.u64 %rd2, [p_a];
\tadd.s64 %rd3, %rd2, %rd1;
\tld.global.b32 %r2, [%rd3];
\tmov.b32 %f1, %r2;
\tld.param.u64 %rd4, [p_b];
\tadd.s64 %rd5, %rd4, %rd1;
\tld.global.b32 %r3, [%rd5];
\tmov.b32 %f2, %r3;
\tld.param.u64 %rd6, [p_c];
\tadd.s64 %rd7, %rd6, %rd1;
\tld.global.b32 %r4, [%rd7];
\tmov.b32 %f3, %r4;
\tBODY
\tld.param.u64 %rd8, [p_d];
\tadd.s64 %rd9, %rd8, %rd1;
\tst.global.b32 [%rd9], %r5;
}
"""


def one(body: str, a, b=None, c=None) -> np.ndarray:
    """Runs one instruction sequence over 32 lanes: inputs in %r2..%r4 (bits) and %f1..%f3,
    result from %r5, as uint32 bits."""
    arrays = [np.asarray(x if x is not None else np.zeros(32, np.float32)) for x in (a, b, c)]
    arrays = [np.broadcast_to(x, (32,)).copy().view(np.uint32) for x in arrays]
    mem = GlobalMemory()
    args = [mem.add(n, x) for n, x in zip("abc", arrays)] + [mem.add("d", np.zeros(32,
                                                                                   np.uint32))]
    PtxModule(ONE.replace("BODY", body)).run("one", Launch((1, 1, 1), 32, args, mem))
    return mem.array("d").view(np.uint32).copy()


def f32(x) -> np.ndarray:
    return np.asarray(x, np.float32)


def _round_f32(x: Fraction) -> np.float32:
    """The f32 nearest an exact rational, ties to even."""
    y = np.float32(float(x))
    cands = [y, np.nextafter(y, np.float32(np.inf)), np.nextafter(y, np.float32(-np.inf))]
    return min(cands, key=lambda c: (abs(Fraction(float(c)) - x),
                                     int(np.array(c).view(np.uint32)) & 1))


def test_fma_rounds_once():
    rng = np.random.default_rng(5)
    a, b = rng.standard_normal(32).astype(np.float32), rng.standard_normal(32).astype(np.float32)
    c = (rng.standard_normal(32) * 1e-3).astype(np.float32)
    # lane 0: a*b is a tie between two f32s and c a hair above it: float64 rounds the hair
    # away, so computing in float64 and rounding again would round the tie down, not up.
    a[0] = b[0] = np.float32(1 + 2.0 ** -12)
    c[0] = np.float32(2.0 ** -60)
    a[1], b[1], c[1] = np.float32(3.0), np.float32(1 / 3), np.float32(-1.0)
    got = one("fma.rn.f32 %f4, %f1, %f2, %f3;\n\tmov.b32 %r5, %f4;", a, b, c).view(np.float32)
    want = [_round_f32(Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z)))
            for x, y, z in zip(a, b, c)]
    np.testing.assert_array_equal(got, np.array(want, np.float32))
    assert got[0] == np.nextafter(np.float32(1 + 2.0 ** -11), np.float32(2))


def test_min_max_return_the_number_when_one_operand_is_nan():
    a = f32([np.nan, 1.0, np.nan, -2.0] * 8)
    b = f32([3.0, np.nan, np.nan, 5.0] * 8)
    mn = one("min.f32 %f4, %f1, %f2;\n\tmov.b32 %r5, %f4;", a, b).view(np.float32)
    mx = one("max.f32 %f4, %f1, %f2;\n\tmov.b32 %r5, %f4;", a, b).view(np.float32)
    np.testing.assert_array_equal(mn[:4], f32([3.0, 1.0, np.nan, -2.0]))
    np.testing.assert_array_equal(mx[:4], f32([3.0, 1.0, np.nan, 5.0]))


@pytest.mark.parametrize("cmp,want", [("ne", [0, 0, 1]), ("neu", [1, 1, 1]),
                                      ("lt", [0, 0, 1]), ("geu", [1, 1, 0]),
                                      ("eq", [0, 0, 0]), ("equ", [1, 1, 0]),
                                      ("nan", [1, 1, 0]), ("num", [0, 0, 1])])
def test_setp_ordered_and_unordered(cmp, want):
    a = f32([np.nan, 1.0, 1.0] + [0] * 29)
    b = f32([1.0, np.nan, 2.0] + [0] * 29)
    got = one(f"setp.{cmp}.f32 %p1, %f1, %f2;\n\tselp.u32 %r5, 1, 0, %p1;", a, b)
    assert list(got[:3]) == want


def test_float_to_int_saturates_and_nan_is_zero():
    a = f32([np.nan, 3e9, -3e9, -2.7, 2.7, np.inf] + [0] * 26)
    got = one("cvt.rzi.s32.f32 %r5, %f1;", a).view(np.int32)
    assert list(got[:6]) == [0, 2**31 - 1, -2**31, -2, 2, 2**31 - 1]


def test_bf16_and_f16_round_to_nearest_even():
    # 1 + 2^-8 is a bf16 tie (rounds to 1.0, even); 1 + 3 * 2^-8 rounds up to 1 + 2^-6.
    a = f32([1 + 2.0 ** -8, 1 + 3 * 2.0 ** -8, np.nan, 65520.0] + [1.0] * 28)
    bf = one("cvt.rn.bf16.f32 %h1, %f1;\n\tcvt.u32.u16 %r5, %h1;", a)
    assert list(bf[:3]) == [0x3F80, 0x3F82, 0x7FFF]
    hf = one("cvt.rn.f16.f32 %h1, %f1;\n\tcvt.u32.u16 %r5, %h1;", a)
    assert hf[3] == 0x7C00  # 65520 is past the largest f16 tie: infinity
    pair = one("cvt.rn.bf16x2.f32 %r5, %f1, %f2;", a, f32(2.0))
    assert pair[0] == (0x3F80 << 16 | 0x4000)  # d.hi from the first source


def test_shifts_clamp_past_the_width():
    a = np.full(32, 0x80000010, np.uint32).view(np.float32)
    amounts = np.array([4, 31, 32, 40] + [0] * 28, np.uint32).view(np.float32)
    shl = one("shl.b32 %r5, %r2, %r3;", a, amounts)
    shr = one("shr.u32 %r5, %r2, %r3;", a, amounts)
    sar = one("shr.s32 %r5, %r2, %r3;", a, amounts)
    assert list(shl[:4]) == [0x100, 0, 0, 0]
    assert list(shr[:4]) == [0x08000001, 1, 0, 0]
    assert list(sar[:4]) == [0xF8000001, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF]


def test_lanes_that_return_early_leave_the_rest_running():
    text = DIVERGENT.replace("BRA", "bra").replace("rem5 %r7, %r1;", "mov.u32 %r7, 2;")
    text = text.replace("\tshfl.sync.bfly.b32 %r8, %r4, 1, 31, -1;   // needs the whole warp "
                        "converged\n\tbar.sync 0;\n",
                        "\tsetp.ge.u32 %p3, %r1, 20;\n\t@%p3 ret;\n\tmov.u32 %r8, 7;\n")
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(32, np.uint32))
    nbr = mem.add("nbr", np.zeros(32, np.uint32))
    PtxModule(text).run("diverge", Launch((1, 1, 1), 32, [out, nbr], mem))
    t = np.arange(20)
    got = mem.array("out").view(np.uint32)
    np.testing.assert_array_equal(got[:20], np.where(t % 2 == 0, 2 * t, 3 * t) + 1000 + 3)
    assert not got[20:].any() and list(mem.array("nbr").view(np.uint32)[18:22]) == [7, 7, 0, 0]


def test_immediate_post_dominators_of_a_diamond_and_a_loop():
    from kgen.sim.ptx_parse import immediate_post_dominators
    # 0 -> {1, 2}; 1 -> 3; 2 -> 3; 3 -> 4 (loop head) -> {5, 6}; 5 -> 4; 6 -> exit (7)
    succ = [[1, 2], [3], [3], [4], [5, 6], [4], [7]]
    assert immediate_post_dominators(succ, [0, 4, 5]) == {0: 3, 4: 6, 5: 4}


ELECT = """.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 p_out)
{
\t.reg .b32 %r<8>;
\t.reg .b64 %rd<4>;
\t.reg .pred %p<4>;
\tmov.u32 %r1, %tid.x;
\tld.param.u64 %rd1, [p_out];
\tmul.wide.u32 %rd2, %r1, 4;
\tadd.s64 %rd3, %rd1, %rd2;
\tsetp.ge.u32 %p2, %r1, 40;
\t@%p2 bra SKIP;
\telect.sync %r2|%p1, MASK;
\tselp.u32 %r3, 1000, 0, %p1;
\tadd.u32 %r4, %r3, %r2;
\tst.global.u32 [%rd3], %r4;
SKIP:
\tret;
}
"""


def test_elect_sync_picks_one_lane_of_each_warp_and_tells_every_lane_which():
    """elect.sync d|p, membermask (PTX ISA "elect.sync"): p in one lane of the executing threads,
    d that lane's id in all of them (the emulator elects the lowest; the ISA leaves which open);
    a membermask that is not the threads executing it is refused."""
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(64, np.uint32))
    PtxModule(ELECT.replace("MASK", "-1").replace("%p2, %r1, 40", "%p2, %r1, 64")).run(
        "k", Launch((1, 1, 1), 64, [out], mem))
    got = mem.array("out").view(np.uint32)
    assert (got[[0, 32]] == 1000).all() and (np.delete(got, [0, 32]) == 0).all()
    # a warp where lanes 0-7 run it (8.. skip): the membermask names exactly them
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(64, np.uint32))
    PtxModule(ELECT.replace("MASK", "0xff").replace("%p2, %r1, 40", "%p2, %r1, 8")).run(
        "k", Launch((1, 1, 1), 32, [out], mem))
    got = mem.array("out").view(np.uint32)[:32]
    assert got[0] == 1000 and (got[1:8] == 0).all()
    with pytest.raises(EmulatorError, match="elect.sync membermask 0x000000ff is not the lanes"):
        PtxModule(ELECT.replace("MASK", "0xff")).run("k", Launch((1, 1, 1), 64, [out], mem))
    # the sink for d
    mem = GlobalMemory()
    out = mem.add("out", np.zeros(32, np.uint32))
    PtxModule(ELECT.replace("MASK", "-1").replace("%r2|%p1", "_|%p1").replace(
        "add.u32 %r4, %r3, %r2", "mov.u32 %r4, %r3")).run("k", Launch((1, 1, 1), 32, [out], mem))
    assert list(mem.array("out").view(np.uint32)[:2]) == [1000, 0]
