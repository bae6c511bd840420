"""The PTX back end's 8-bit floats: a hand-built LIR function with every LIR op of the contract
(kgen/lir/ops.py: ld_global / st_global of bits 8, cvt F_f32, f32_F, pack_Fx2), emitted for
sm_90a, assembled by ptxas (no warning, nothing ignored) and run on the emulator, giving
kgen.tile.fp8's answers for every pattern and every probe value (tests/sim/test_ptx_fp8.py);
and a kernel source compiled end to end (the lowering's word and byte paths) giving the same.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from kgen.assemble import driver as asm
from kgen.emitters import ptx
from kgen.errors import CompilerBug
from kgen.lir import ops as L
from kgen.sim import GlobalMemory, Launch
from kgen.sim.ptx import PtxModule
from kgen.target.targets import TARGETS
from kgen.tile import fp8
from kgen.tile.ir import DType
from test_amdgcn_emitter import B, I, fn_of, tensor, u
from test_ptx_fp8 import assert_patterns, probes

THREADS = 128


def kernel(f: str) -> L.Function:
    """q[i] = F(x[i]) (one byte), pk[i] = the pair F(x[i]) lo, F(z[i]) hi (a u32), y[i] = the f32
    of the byte b[i]; i < n."""
    b = B()
    x, z, q, pk, bs, y = (b.r("u64", True) for _ in range(6))
    n = b.r("u32", True)
    bid, t, base, i, p, off = (b.r("u32", True), b.r("u32"), b.r("u32", True), b.r("u32"),
                               b.r("pred"), b.r("u32"))
    a, c, v = b.r("f32"), b.r("f32"), b.r("f32")
    one, pair, byte = b.r("u32"), b.r("u32"), b.r("u32")
    names = ("x", "z", "q", "pk", "b", "y")
    body = [
        *(I("ld_param", [r], [], [nm]) for r, nm in zip((x, z, q, pk, bs, y), names)),
        I("ld_param", [n], [], ["n"]),
        I("ctaid", [bid], [], ["x"]), I("tid", [t]),
        I("mul", [base], [bid, u(THREADS)]), I("add", [i], [base, t]),
        I("setp", [p], [i, n], ["lt", "u32"], note="tail guard"),
        I("shl", [off], [i, u(2)]),
        I("ld_global", [a], [x, off, u(0)], [32, 1], pred=p, note="x[i]"),
        I("ld_global", [c], [z, off, u(0)], [32, 1], pred=p, note="z[i]"),
        I("cvt", [one], [a], [f"f32_{f}"], note=f"{f}(x[i])"),
        I("st_global", [], [q, i, u(0), one], [8, 1], pred=p, note="q[i] = ..."),
        I("cvt", [pair], [a, c], [f"pack_{f}x2"], note="x[i], z[i] packed"),
        I("st_global", [], [pk, off, u(0), pair], [32, 1], pred=p, note="pk[i] = ..."),
        I("ld_global", [byte], [bs, i, u(0)], [8, 1], pred=p, note="b[i]"),
        I("cvt", [v], [byte], [f"{f}_f32"], note="f32(b[i])"),
        I("st_global", [], [y, off, u(0), v], [32, 1], pred=p, note="y[i] = ..."),
    ]
    params = [tensor("x"), tensor("z"), tensor("q", False, f), tensor("pk", False, "u32"),
              tensor("b", True, f), tensor("y", False), L.ParamSlot("n", "dim", "u32", "i32")]
    return fn_of("fp8_io", params, body, THREADS)


def text(f: str) -> str:
    return ptx.emit_module([kernel(f)], TARGETS["sm_90a"], "fp8 test")


def run(text_: str, x, z, bytes_):
    n = len(x)
    mem = GlobalMemory()
    args = [mem.add("x", np.asarray(x, np.float32), True),
            mem.add("z", np.asarray(z, np.float32), True),
            mem.add("q", np.full(n, 0xCD, np.uint8)), mem.add("pk", np.zeros(n, np.uint32)),
            mem.add("b", np.asarray(bytes_, np.uint8), True),
            mem.add("y", np.zeros(n, np.float32)), np.uint32(n)]
    PtxModule(text_).run("fp8_io", Launch((-(-n // THREADS), 1, 1), THREADS, args, mem))
    return (mem.array("q").view(np.uint8), mem.array("pk").view(np.uint32),
            mem.array("y").view(np.float32))


@pytest.mark.parametrize("f", ["e4m3", "e5m2"])
def test_emitted_conversions_are_the_hardware_ones(f):
    body = text(f)
    pair = f"{f}x2"
    assert re.search(rf"cvt\.rn\.satfinite\.{pair}\.f32 %h\d+, 0f00000000, %f\d+;", body)
    assert re.search(rf"cvt\.rn\.satfinite\.{pair}\.f32 %h\d+, %f2, %f1;", body), \
        "pack: the second LIR source (hi) first"
    assert re.search(rf"cvt\.rn\.f16x2\.{pair} %r\d+, %h\d+;", body)
    assert "st.global.u8 [" in body and re.search(r"ld\.global\.u8 %r\d+, \[", body)


@pytest.mark.parametrize("f", ["e4m3", "e5m2"])
def test_assembles_with_ptxas_for_sm90a(f):
    assert asm.find_ptxas(), "ptxas not found: pip install nvidia-cuda-nvcc"
    cubin, res = asm.assemble(text(f), TARGETS["sm_90a"])
    assert cubin[:4] == b"\x7fELF" and res[0].spill_bytes == 0


@pytest.mark.parametrize("f", ["e4m3", "e5m2"])
def test_runs_on_the_emulator_as_the_cast(f):
    dt = DType[f]
    x = probes(dt)
    rng = np.random.default_rng(8)
    x = np.concatenate([x, rng.standard_normal(2000).astype(np.float32) *
                        np.float32(2.0) ** rng.integers(-20, 18, 2000).astype(np.float32)])
    z = np.roll(x, 11)
    n = max(len(x), 256 * 3)
    x, z = np.resize(x, n), np.resize(z, n)
    bytes_ = np.resize(np.arange(256, dtype=np.uint8), n)
    q, pk, y = run(text(f), x, z, bytes_)
    assert_patterns(q, x, dt, f"f32_{f}")
    assert not (pk >> np.uint32(16)).any(), f"pack_{f}x2: bits 16-31 are not zero"
    assert_patterns((pk & np.uint32(0xFF)).astype(np.uint8), x, dt, "pack lo")
    assert_patterns((pk >> np.uint32(8)).astype(np.uint8), z, dt, "pack hi")
    want = fp8.from_bits(bytes_, dt)
    nan = np.isnan(want)
    assert np.isnan(y[nan]).all()
    np.testing.assert_array_equal(y[~nan], want[~nan].astype(np.float32))
    assert np.array_equal(np.signbit(y[~nan]), np.signbit(want[~nan]))


def test_a_format_the_target_lacks_is_a_compiler_bug():
    with pytest.raises(CompilerBug, match="e4m3"):
        ptx.emit_module([kernel("e4m3")], TARGETS["sm_80"], "fp8 on sm_80")
    with pytest.raises(CompilerBug, match="e4m3fnuz"):
        ptx.emit_module([kernel("e4m3fnuz")], TARGETS["sm_90a"], "fnuz on NVIDIA")


@pytest.mark.parametrize("f", ["e4m3", "e5m2"])
def test_the_sass_converts_in_hardware(f, tmp_path):
    """Each conversion is one F2FP (F_f32 one more, HADD2.F32 for f16 -> f32): no software
    rounding; the widening of a pair to 32 bits costs at most one PRMT or LOP3 each."""
    from kgen.assemble.sass import disassemble
    cubin, _ = asm.assemble(text(f), TARGETS["sm_90a"])
    ops = re.findall(r"\*/\s+(?:@!?P\d\s+)?([A-Z][A-Z0-9_.]*)", disassemble(cubin))
    big = f.upper()
    assert ops.count(f"F2FP.SATFINITE.{big}.F32.PACK_AB_MERGE_C") == 2
    assert ops.count(f"F2FP.F16.{big}.UNPACK_B") == 1 and ops.count("HADD2.F32") == 1
    assert sum(o.startswith(("PRMT", "LOP3")) for o in ops) <= 2


SOURCE = """
kernel enc(x: f32[N], y: F[N]) {
    tile n: 1024
    y[n] = F(x[n])
}
kernel dec(y: F[N], z: f32[N]) {
    tile n: 1024
    z[n] = f32(y[n])
}
"""


def launch(c, name: str, arrays: dict, n: int) -> None:
    """Runs kernel `name` of the compiled program c on the emulator over arrays (by name)."""
    from kgen.lir.interp import grid_for
    from kgen.sim import emulate
    fn = next(f for f in c.functions if f.name == name)
    mem = GlobalMemory()
    args = [mem.add(p.name, arrays[p.name]) if p.kind == "tensor" else np.uint32(n)
            for p in fn.params]
    emulate(c.asm, TARGETS["sm_90a"], name, Launch(grid_for(fn, {"N": n}), fn.threads, args,
                                                   mem))
    for p in fn.params:
        if p.kind == "tensor":
            arrays[p.name] = mem.array(p.name).view(arrays[p.name].dtype)


@pytest.mark.parametrize("f", ["e4m3", "e5m2"])
def test_a_kernel_casts_as_the_language_says_end_to_end(f):
    """The lowering's paths (whole 4-byte words packed with pack_Fx2, the ragged tail byte by
    byte with f32_F; loads of words and of bytes) through this back end and the emulator."""
    from conftest import compile_text
    c = compile_text(SOURCE.replace("F", f), "sm_90a")
    assert "cvt.rn.satfinite" in c.asm and "st.global.u8" in c.asm and "ld.global.u8" in c.asm
    dt = DType[f]
    x = probes(dt)
    x = np.concatenate([x, x[:3]]) if len(x) % 4 == 0 else x    # a ragged tail
    n = len(x)
    arrays = {"x": x, "y": np.full(n, 0xCD, np.uint8)}
    launch(c, "enc", arrays, n)
    assert_patterns(arrays["y"], x, dt, f"y = {f}(x)")
    m = 256 * 5 + 3
    y = np.resize(np.arange(256, dtype=np.uint8), m)
    arrays = {"y": y, "z": np.full(m, np.nan, np.float32)}
    launch(c, "dec", arrays, m)
    want = fp8.from_bits(y, dt)
    nan = np.isnan(want)
    assert np.isnan(arrays["z"][nan]).all()
    np.testing.assert_array_equal(arrays["z"][~nan], want[~nan].astype(np.float32))
