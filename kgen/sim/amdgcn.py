"""The emulator's AMDGCN front end: runs the gfx90a / gfx942 assembly kgen emits, wave64.

It parses kgen's own text (not an IR): the kernel code with its labels, the `.amdhsa_kernel`
descriptor (LDS size, kernarg size, which system SGPRs the hardware initialises, register
counts) and the code-object v5 metadata (the argument layout). Each instruction is parsed once
into a prepared handler; running a wave is a loop over handlers with no string work.

A wave is 64 lanes in lockstep: VGPRs are a (256, 64) uint32 array, SGPRs a list of 128 ints
(s0..s101, then VCC at 106:107 and EXEC at 126:127 as in the hardware's operand encoding), SCC
a bool. VALU and memory instructions respect EXEC: inactive lanes keep their values and stores
skip them.

The instruction families live in their own modules, each importing only those above it:

- `amdgcn_parse`: operands, the prepared-instruction form (`Inst`), the metadata's YAML;
- `amdgcn_hazard`: the wait states software must insert after a VALU write;
- `amdgcn_valu`: vector ALU, conversions, compares, the f32 division steps;
- `amdgcn_fp8`: the 8-bit float conversions of gfx942 (FNUZ), with their byte selects;
- `amdgcn_salu`: scalar ALU, compares, branches and program control;
- `amdgcn_memory`: scalar, global, buffer and LDS memory, the lane permutes, s_waitcnt, and the
  adversarial memory timing;
- `amdgcn_mfma`: matrix instructions, the AGPRs and their hazards.

This module holds the wave, the kernel and the module (text, descriptors, metadata, launch), and
the table from mnemonic to builder (`_builder`).

Hazards the hardware leaves to software (CDNA3 ISA 4.5 "Manually Inserted Wait States") are
checked as the wave runs, along the path it actually takes: too few wait states between a
producer and a consumer is a `HazardViolation`. At parse time, what the assembler or the
loader would reject is an error too: an opcode the emulator does not know
(`UnknownInstruction`, with its line), a VALU operand mix gfx9 cannot encode (two scalar values
on the constant bus, a literal in VOP3: `IllegalInstruction`), an offset out of its field's
range (`amdgcn_memory`), a VOP3 or SDWA modifier (op_sel, clamp, src0_sel ...) on a VALU
instruction whose builder does not model it, and a descriptor that allocates fewer registers
than the code uses (`BadDescriptor`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from ..target.targets import TARGETS, WaitStates
from .amdgcn_memory import (_BUFFER_LOAD, _BUFFER_STORE, _DS16_READ, _DS_NARROW_WRITE,
                            _DS_READ, _DS_WRITE, _GLOBAL_LOAD, _GLOBAL_STORE, _SMEM_DWORDS, Pending,
                            _b_bload, _b_bpermute, _b_bstore, _b_ds16read, _b_ds_narrow_write,
                            _b_dsread, _b_dswrite, _b_gload, _b_gstore, _b_smem, _b_swizzle,
                            _b_waitcnt)
from .amdgcn_fp8 import BUILDERS as _FP8
from .amdgcn_mfma import _MFMA, _b_accvgpr, _b_mfma, _mai_wrap
from .amdgcn_parse import (ADDRESSABLE_SGPRS, AGPR_KEY, AGPRS, BARRIER, EXEC, M32, SGPRS, U32,
                           VGPRS, WAVE, IllegalInstruction, Inst, _kname, _modifiers,
                           _split_operands, parse_operand, parse_yaml, strip_comments)
from .amdgcn_salu import (_CBRANCH, _SCMP, _SOP1, _SOP2, _b_barrier, _b_branch, _b_endpgm,
                          _b_nop, _b_saveexec, _b_scmp, _b_setprio, _b_sop1, _b_sop2)
from .amdgcn_valu import (_VALU, _b_addco, _b_cndmask, _b_div_fmas, _b_div_scale, _b_lshl64,
                          _b_readlane, _b_valu, _b_vcmp, _cmp_fn, check_encoding)
from .core import (NAN_WORD, EmulatorError, Launch, SharedMemory, StaleRead, UnknownInstruction,
                   Warp, loop_limit, runaway)


class HazardViolation(EmulatorError):
    """Too few wait states between two instructions that the ISA says need them."""


class BadDescriptor(EmulatorError):
    """The kernel descriptor or metadata does not describe the code (or is a mode the emulator
    does not model)."""


# ----------------------------------------------------------------------------------------------
# The wave.

class Wave(Warp):
    """One wave64: registers, EXEC/VCC/SCC, the in-flight queues and the hazard clock."""

    def __init__(self, kernel: "Kernel", wid: int, shared: SharedMemory, launch: Launch,
                 sgprs: list[int], lanes: int):
        self.id = wid
        self.kernel = kernel
        self.code = kernel.code
        self.shared = shared
        self.memory = launch.memory
        # Uninitialised VGPRs and AGPRs are NaN. Only the registers the code names are kept
        # (AmdModule._check: every one is below the descriptor's counts, so none further is
        # ever read or written): a launch copies and splits these arrays.
        self.v = np.full((kernel.vgprs, WAVE), NAN_WORD, U32)
        self.a = np.full((kernel.agprs, WAVE), NAN_WORD, U32)
        self.v[0] = np.arange(WAVE, dtype=U32) + WAVE * wid  # work-item id x (y, z are 0)
        self.s = [NAN_WORD] * SGPRS
        self.s[:len(sgprs)] = sgprs
        self.scc = False
        self.exec = np.arange(WAVE) < lanes
        self.exec_full = bool(self.exec.all())
        ex = (1 << lanes) - 1
        self.s[EXEC], self.s[EXEC + 1] = ex & M32, ex >> 32
        self.pc = 0
        self.count = 0
        self.priority = 0                       # s_setprio: scheduling only, no data effect
        self.setprios = 0
        self.launch_stats = launch.stats
        self.vmq: list[Pending] = []
        self.lgkmq: list[Pending] = []
        self.pending: dict[int, Pending] = {}
        self.clock = 0                          # wait states issued so far
        self.last_valu: dict[int, tuple] = {}   # reg key -> (clock, inst) of last VALU write
        self.last_trans: dict[int, tuple] = {}  # VGPR key -> (clock, inst) of a trans write
        self.last_wide: dict[int, tuple] = {}   # VGPR key -> (clock, inst) of a wide store
        self.mfma_w: dict[int, tuple] = {}      # V/AGPR key -> (clock, inst, passes, dst): MFMA
        self.mfma_c: dict[int, tuple] = {}      # V/AGPR key -> (clock, inst, passes) read as srcC
        self.ws = kernel.ws
        self.seed = launch.seed                 # the approximate instructions' draws
        # Backward branches this wave may take, and may still take (core.loop_limit).
        self.loop_limit = self.loops_left = loop_limit(launch)

    # -- scalar registers ----------------------------------------------------------------
    def get64(self, i: int) -> int:
        return self.s[i] | (self.s[i + 1] << 32)

    def set64(self, i: int, value: int) -> None:
        self.s[i], self.s[i + 1] = value & M32, (value >> 32) & M32
        if i == EXEC:
            self.refresh_exec()

    def set32(self, i: int, value: int) -> None:
        self.s[i] = value & M32
        if i in (EXEC, EXEC + 1):
            self.refresh_exec()

    def refresh_exec(self) -> None:
        self.exec = self.kernel.lanes(self.get64(EXEC))
        self.exec_full = self.s[EXEC] == M32 and self.s[EXEC + 1] == M32

    # -- vector registers ----------------------------------------------------------------
    def write_v(self, d: int, value) -> None:
        """VGPR d = value in the active lanes (ISA: inactive lanes are not written)."""
        if self.exec_full:
            self.v[d] = value
        else:
            np.copyto(self.v[d], value, where=self.exec, casting="unsafe")

    def write_a(self, d: int, value) -> None:
        """AGPR d = value in the active lanes."""
        if self.exec_full:
            self.a[d] = value
        else:
            np.copyto(self.a[d], value, where=self.exec, casting="unsafe")

    # -- the run loop --------------------------------------------------------------------
    def run(self) -> str:
        code, pending = self.code, self.pending
        pc, n = self.pc, 0
        try:
            while True:
                ins = code[pc]
                n += 1
                if pending and not pending.keys().isdisjoint(ins.keys):
                    self.stale(ins)
                r = ins.run(self)
                self.clock += ins.nop_states
                if r is None:
                    pc += 1
                elif r >= 0:
                    if r <= pc:
                        self.loops_left -= 1
                        if self.loops_left < 0:
                            raise runaway(ins.where, "wave", self.id, self.launch_stats.blocks,
                                          self.loop_limit, self.count + n)
                    pc = r
                elif r == BARRIER:
                    self.pc = pc + 1
                    return "barrier"
                else:
                    self.pc = pc
                    return "exit"
        finally:
            self.count += n

    def stale(self, ins: Inst) -> None:
        key = next(k for k in sorted(ins.keys) if k in self.pending)
        p = self.pending[key]
        name = _kname(key)
        how = "overwrites" if key in ins.writes and key not in ins.reads else "reads"
        counter = "lgkmcnt" if any(x is p for x in self.lgkmq) else "vmcnt"
        raise StaleRead(f"{ins.where} {how} {name} while the load into it ({p.inst.where}) "
                        f"is still in flight: no s_waitcnt {counter} covers it (wave {self.id})")

    def hazard(self, ins: Inst, r: int, need: int, why: str, prod: Inst) -> None:
        name = _kname(r)
        raise HazardViolation(f"{ins.where}: {name} needs {need} wait state(s) after "
                              f"{prod.where} ({why}); an s_nop is missing (wave {self.id})")

    # -- memory counters -----------------------------------------------------------------
    def issue(self, p: Pending, lgkm: bool) -> None:
        (self.lgkmq if lgkm else self.vmq).append(p)
        for k in p.keys:
            self.pending[k] = p

    def retire(self, p: Pending) -> None:
        for k in p.keys:
            if self.pending.get(k) is p:
                del self.pending[k]
        p.complete(self)

    def wait_vm(self, n: int) -> None:
        """s_waitcnt vmcnt(n): the oldest operations retire until at most n remain (in order)."""
        q = self.vmq
        while len(q) > n:
            self.retire(q.pop(0))

    def wait_lgkm(self, n: int) -> None:
        """s_waitcnt lgkmcnt(n): at most n remain. LDS ops retire in order, so all but the
        newest n do. SMEM ops may return out of order: any one of them may be among the n
        still out, so they are only known complete at lgkmcnt(0)."""
        q = self.lgkmq
        if n == 0:
            self.lgkmq = []
            for p in q:
                self.retire(p)
            return
        lds = [p for p in q if not p.smem]
        if len(lds) <= n:
            return
        done = set(map(id, lds[:len(lds) - n]))
        self.lgkmq = [p for p in q if id(p) not in done]
        for p in lds[:len(lds) - n]:
            self.retire(p)

    def drain(self) -> None:
        self.wait_vm(0)
        self.wait_lgkm(0)


# ----------------------------------------------------------------------------------------------
# Kernels and the module.

class Decoded:
    """One instruction text of a kernel, read and checked once: its first line's Inst, the
    builder and the operands it was built from, and whether the MFMA hazard checks wrap it.
    A plain class with slots: a frozen dataclass's __init__ costs a microsecond per text."""
    __slots__ = ("first", "build", "ops", "mods", "mai")

    def __init__(self, first: Inst, build, ops: list, mods: dict, mai: bool):
        self.first, self.build, self.ops, self.mods, self.mai = first, build, ops, mods, mai

    def again(self, mod, k, no: int) -> Inst:
        """The same text at line no: the first line's register sets and flags; the handler is
        built for this line (its own `where` in messages, its own approximation draws) the
        first time it runs (_Again)."""
        f = self.first
        ins = Inst(f.op, no, f.text, None, f.keys, f.reads, f.writes, f.valu, f.trans,
                   f.vmem, f.wide_store, f.nop_states)
        ins.run = _Again(self, mod, k, ins)
        return ins


class _Again:
    """The handler of a line whose text came before (Decoded.again), built on its first run;
    an object, not a closure: a closure that replaces itself must name itself, a reference
    cycle (AmdModule.dispose)."""
    __slots__ = ("d", "mod", "k", "ins", "built")

    def __init__(self, d: Decoded, mod, k, ins: Inst):
        self.d, self.mod, self.k, self.ins, self.built = d, mod, k, ins, None

    def __call__(self, w):
        run = self.built
        if run is None:
            # On a copy of the line's Inst: whoever wrapped ins.run meanwhile (the counters,
            # coverage) keeps its wrapper, which calls this.
            d, ins = self.d, self.ins
            tmp = Inst(ins.op, ins.line, ins.text, None, ins.keys)
            d.build(self.mod, self.k, tmp, d.ops, d.mods)
            if d.mai:
                _mai_wrap(tmp, self.mod.ws)
            run = self.built = tmp.run
            tmp.run = None          # the handler names tmp: no cycle back
            if ins.run is self:
                ins.run = run
        return run(w)


@dataclass
class ArgMeta:
    name: str
    offset: int
    size: int
    kind: str


@dataclass
class Kernel:
    name: str
    target: str
    code: list[Inst] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)
    desc: dict[str, int] = field(default_factory=dict)
    args: list[ArgMeta] = field(default_factory=list)
    kernarg_size: int = 0
    lds_bytes: int = 0
    ws: WaitStates | None = None     # the target's hazard rules
    mask_cache: dict = field(default_factory=dict)
    vgprs: int = VGPRS               # VGPRs and AGPRs the code names: v0 .. v(vgprs - 1)
    agprs: int = AGPRS
    decoded: dict = field(default_factory=dict)     # instruction text -> Decoded

    def lanes(self, m: int) -> np.ndarray:
        """A 64-bit lane mask as 64 bools (cached: masks repeat)."""
        a = self.mask_cache.get(m)
        if a is None:
            a = np.unpackbits(np.frombuffer(m.to_bytes(8, "little"), np.uint8),
                              bitorder="little").astype(bool)
            a.flags.writeable = False
            if len(self.mask_cache) < 4096:
                self.mask_cache[m] = a
        return a


class AmdModule:
    """kgen's AMDGCN text, parsed once; `amdgcn_fused.Module` adds `run(kernel, launch)`,
    which executes one kernel's grid."""

    def __init__(self, text: str, target, lazy: bool = False):
        """lazy: each kernel's instructions are read and checked when it first runs (ready),
        not here (kgen.sim.module's modules, as PtxModule's: an example's module holds its
        kernel's variants and split kernels, and a launch runs one of them); else every
        kernel now, so that an error in any of them is raised here."""
        if isinstance(target, str):
            target = TARGETS[target]
        self.target = target
        self.ws = target.wait_states
        if self.ws is None:
            raise BadDescriptor(f"{target.name} is not an AMD CDNA target (no wait-state rules)")
        self.kernels: dict[str, Kernel] = {}
        self.has_mfma = "v_mfma" in text     # MAI hazard tracking costs nothing without MFMA
        lines = text.split("\n")
        declared = re.search(r'\.amdgcn_target\s+"[\w-]*--(\w+)', text)
        name = target.name
        if declared and declared.group(1) != name:
            raise BadDescriptor(f"the module is for {declared.group(1)}, not {name}")
        stripped = strip_comments(text)
        self._pending = self._code(stripped)
        self._descriptors(stripped)
        self._metadata(lines, stripped)
        if not lazy:
            for k in self.kernels.values():
                self.ready(k)

    def ready(self, k: Kernel) -> Kernel:
        """k with its instructions read and checked (on its first call)."""
        raw = self._pending.get(k.name)
        if raw is not None:
            # Left pending until read and checked whole: a kernel that fails to read fails
            # again at its next launch, never runs half read.
            k.decoded = {}
            k.code = [self._inst(k, no, s) for no, s in raw]
            self._check(k)
            del self._pending[k.name]
        return k

    def dispose(self) -> None:
        """Unlinks the module so that dropping it frees it by reference count. Its handlers
        name their Inst, their kernel or the module, which name the handlers back: reference
        cycles, which only the cyclic collector frees, walking every closure of the module
        first (tens of thousands of objects; half a small kernel's first launch). kgen.sim's
        module cache calls this on the modules it lets go; the module runs nothing after."""
        for k in self.kernels.values():
            for ins in k.code:
                ins.run = None
            for d in k.decoded.values():    # a kernel that failed to read has no code
                d.first.run = None
            k.code, k.decoded = [], {}
            k.__dict__.pop("fused_plan", None)
        self.kernels = {}

    # -- text ----------------------------------------------------------------------------
    def _code(self, stripped: list[str]) -> dict[str, list[tuple[int, str]]]:
        """Kernel bodies: from a .globl symbol's label to its .Lfunc_end label, each kernel's
        (line number, text) of its instructions, not yet read (ready reads them). stripped:
        the text's lines without comments or surrounding blanks."""
        globls = {s.split()[1] for s in stripped if s.startswith(".globl")}
        cur: Kernel | None = None
        raw: dict[str, list[tuple[int, str]]] = {}
        for no, s in enumerate(stripped, 1):
            if not s:
                continue
            if s.endswith(":") and " " not in s:
                name = s[:-1]
                if name in globls:
                    cur = self.kernels[name] = Kernel(name, self.target.name,
                                                      ws=self.ws)
                    raw[name] = []
                elif cur is not None and name.startswith(".Lfunc_end"):
                    cur = None
                elif cur is not None:
                    cur.labels[name] = len(raw[cur.name])
                continue
            if cur is None or s.startswith("."):
                continue
            raw[cur.name].append((no, s))
        return raw

    def _descriptors(self, stripped: list[str]) -> None:
        cur = None
        for s in stripped:
            if s.startswith(".amdhsa_kernel "):
                cur = self.kernels.get(s.split()[1])
                if cur is None:
                    raise BadDescriptor(f"descriptor for '{s.split()[1]}', which has no code")
            elif s.startswith(".end_amdhsa_kernel"):
                cur = None
            elif cur is not None and s.startswith(".amdhsa_"):
                key, _, val = s.partition(" ")
                cur.desc[key[len(".amdhsa_"):]] = int(val.strip(), 0)

    def _metadata(self, lines: list[str], stripped: list[str]) -> None:
        try:
            a = stripped.index(".amdgpu_metadata")
            b = stripped.index(".end_amdgpu_metadata")
        except ValueError:
            raise BadDescriptor("no .amdgpu_metadata block") from None
        meta = parse_yaml(lines[a + 1:b])
        for km in meta.get("amdhsa.kernels", []):
            k = self.kernels.get(km.get(".name"))
            if k is None:
                raise BadDescriptor(f"metadata for kernel '{km.get('.name')}', which has no code")
            k.args = [ArgMeta(x.get(".name", f"arg{i}"), int(x[".offset"]), int(x[".size"]),
                              x[".value_kind"]) for i, x in enumerate(km.get(".args", []))]
            k.kernarg_size = int(km.get(".kernarg_segment_size", 0))
            k.lds_bytes = int(km.get(".group_segment_fixed_size", 0))

    def _check(self, k: Kernel) -> None:
        """The descriptor must cover what the code uses; the emulator models one FP mode."""
        d = k.desc
        need = {"group_segment_fixed_size", "kernarg_size", "user_sgpr_count",
                "next_free_vgpr", "next_free_sgpr"}
        missing = need - d.keys()
        if missing:
            raise BadDescriptor(f"kernel {k.name}: descriptor lacks .amdhsa_{sorted(missing)[0]}")
        if d["group_segment_fixed_size"] != k.lds_bytes:
            raise BadDescriptor(f"kernel {k.name}: LDS size {d['group_segment_fixed_size']} in "
                                f"the descriptor, {k.lds_bytes} in the metadata")
        if d["kernarg_size"] != k.kernarg_size:
            raise BadDescriptor(f"kernel {k.name}: kernarg size {d['kernarg_size']} in the "
                                f"descriptor, {k.kernarg_size} in the metadata")
        if d.get("user_sgpr_kernarg_segment_ptr") != 1 or d["user_sgpr_count"] != 2:
            raise BadDescriptor(f"kernel {k.name}: the emulator expects exactly the kernarg "
                                "pointer as user SGPRs (user_sgpr_count 2)")
        modes = {"float_denorm_mode_32": 3, "float_round_mode_32": 0, "ieee_mode": 1}
        for key, want in modes.items():
            if d.get(key, want) != want:
                raise BadDescriptor(f"kernel {k.name}: .amdhsa_{key} {d[key]}: the emulator "
                                    f"models {want} only")
        vmax = smax = amax = -1
        for ins in (d.first for d in k.decoded.values()):     # each text once: the same keys
            for key in ins.keys:
                if key < VGPRS:
                    vmax = max(vmax, key)
                elif key >= AGPR_KEY:
                    amax = max(amax, key - AGPR_KEY)
                elif key - VGPRS < ADDRESSABLE_SGPRS:
                    smax = max(smax, key - VGPRS)
        if vmax >= d["next_free_vgpr"]:
            raise BadDescriptor(f"kernel {k.name} uses v{vmax} but its descriptor allocates "
                                f"{d['next_free_vgpr']} VGPRs")
        if "accum_offset" in d and vmax >= d["accum_offset"]:
            raise BadDescriptor(f"kernel {k.name} uses v{vmax} at or past accum_offset "
                                f"{d['accum_offset']}")
        if amax >= 0:
            # gfx90a / gfx942: one unified file, AGPRs from accum_offset on; next_free_vgpr
            # counts both (LLVM AMDGPUUsage, ".amdhsa_accum_offset").
            if "accum_offset" not in d:
                raise BadDescriptor(f"kernel {k.name} uses a{amax} but its descriptor has no "
                                    ".amdhsa_accum_offset")
            if d["accum_offset"] + amax >= d["next_free_vgpr"]:
                raise BadDescriptor(f"kernel {k.name} uses a{amax}: accum_offset "
                                    f"{d['accum_offset']} + {amax + 1} AGPRs is past the "
                                    f"descriptor's {d['next_free_vgpr']} registers")
        if smax >= d["next_free_sgpr"]:
            raise BadDescriptor(f"kernel {k.name} uses s{smax} but its descriptor allocates "
                                f"{d['next_free_sgpr']} SGPRs")
        k.vgprs, k.agprs = max(vmax, 0) + 1, amax + 1      # v0 holds the work-item id

    # -- instructions --------------------------------------------------------------------
    def _inst(self, k: Kernel, no: int, s: str) -> Inst:
        """Line `no` of k, text s. A text met before in k was read and checked then (its
        builder raised whatever it raises, once): this line takes that decoding's register sets
        and builds its own handler on first use (`Decoded.again`). A GEMM's unrolled body
        repeats about half its lines."""
        d = k.decoded.get(s)
        if d is not None:
            return d.again(self, k, no)
        mnem, _, rest = s.partition(" ")
        if mnem.endswith(("_e32", "_e64")):         # the encoding suffix names the same op
            mnem = mnem[:-4]
        ins = Inst(mnem, no, s)
        build = _builder(mnem)
        if build is None:
            raise UnknownInstruction(f"line {no}: unknown instruction '{mnem}' ({s})")
        try:
            names, mods = _split_operands(rest) if mnem != "s_waitcnt" else ((), ())
            ops = [parse_operand(x) for x in names]
            for o in ops:
                if o.count > 1 and o.index % 2 and o.kind in ("v", "a"):
                    raise IllegalInstruction(f"line {no}: '{o.text}' is not 64-bit aligned "
                                             f"(gfx90a and gfx942 register tuples start at an "
                                             f"even register): {s}")
            mods = _modifiers(mods)
            build(self, k, ins, ops, mods)
            if ins.valu and mods and build not in _READS_MODIFIERS:
                raise ValueError(f"modifier(s) {', '.join(mods)} on {mnem} are not modelled")
        except (ValueError, KeyError, IndexError) as e:
            raise EmulatorError(f"line {no}: cannot read '{s}': {e}") from None
        ins.keys = frozenset(ins.reads + ins.writes)
        if ins.valu:
            check_encoding(ins, ops)
        mai = self.has_mfma and (ins.valu or ins.vmem or mnem.startswith("ds_"))
        if mai:
            _mai_wrap(ins, self.ws)
        k.decoded[s] = Decoded(ins, build, ops, mods, mai)
        return ins

    def _kernarg(self, k: Kernel, launch: Launch) -> int:
        """The kernarg segment, from launch.args in ABI order at the metadata's offsets."""
        if len(launch.args) != len(k.args):
            raise EmulatorError(f"kernel {k.name} takes {len(k.args)} arguments "
                                f"({', '.join(a.name for a in k.args)}), got {len(launch.args)}")
        seg = np.zeros(max(k.kernarg_size, 4), np.uint8)
        for a, v in zip(k.args, launch.args):
            if a.kind == "global_buffer":
                raw = int(v).to_bytes(8, "little")
            elif a.kind == "by_value":
                if isinstance(v, (bool, int)):
                    raw = (int(v) & ((1 << (8 * a.size)) - 1)).to_bytes(a.size, "little")
                elif isinstance(v, float):
                    raw = np.float32(v).tobytes()
                else:
                    raw = np.asarray(v).tobytes()
            else:
                raise EmulatorError(f"argument {a.name}: value kind '{a.kind}' is not modelled")
            if len(raw) != a.size:
                raise EmulatorError(f"argument {a.name} is {a.size} bytes, got {len(raw)} "
                                    f"({type(v).__name__})")
            seg[a.offset:a.offset + a.size] = np.frombuffer(raw, np.uint8)
        return launch.memory.add(f"kernarg:{k.name}", seg, readonly=True)


# ----------------------------------------------------------------------------------------------
# Builders: mnemonic -> function(module, kernel, inst, operands, modifiers) that fills in
# inst.run, inst.reads and inst.writes.

def _builder(m: str):
    """The builder of mnemonic m, or None (an unknown instruction)."""
    b = _BUILDERS.get(m, _builder)
    if b is _builder:
        b = _BUILDERS[m] = _find_builder(m)
    return b


_BUILDERS: dict = {}      # mnemonic -> builder or None, as _find_builder says


def _find_builder(m: str):
    if m in _VALU:
        return _b_valu
    if m.startswith("v_cmp_"):
        return _b_vcmp if _cmp_fn(m) else None
    if m in _SOP2:
        return _b_sop2
    if m in _SOP1:
        return _b_sop1
    if m.startswith("s_cmp_") and m.split("_")[2] in _SCMP and \
            m.split("_")[3] in ("u32", "i32", "u64"):
        return _b_scmp
    if m in _CBRANCH or m == "s_branch":
        return _b_branch
    if m in _SMEM_DWORDS:
        return _b_smem
    if m in _GLOBAL_LOAD:
        return _b_gload
    if m in _GLOBAL_STORE:
        return _b_gstore
    if m in _DS_READ:
        return _b_dsread
    if m in _DS_WRITE:
        return _b_dswrite
    return _SPECIAL.get(m)


_SPECIAL = {
    "v_cndmask_b32": _b_cndmask,
    "v_add_co_u32": _b_addco, "v_addc_co_u32": _b_addco,
    "v_sub_co_u32": _b_addco, "v_subb_co_u32": _b_addco,
    "v_readlane_b32": _b_readlane, "v_readfirstlane_b32": _b_readlane,
    "v_lshlrev_b64": _b_lshl64,
    "v_div_scale_f32": _b_div_scale, "v_div_fmas_f32": _b_div_fmas,
    "s_and_saveexec_b64": _b_saveexec, "s_or_saveexec_b64": _b_saveexec,
    "s_andn2_saveexec_b64": _b_saveexec,
    "s_nop": _b_nop, "s_waitcnt": _b_waitcnt, "s_barrier": _b_barrier, "s_endpgm": _b_endpgm,
    "s_setprio": _b_setprio,
    "ds_swizzle_b32": _b_swizzle, "ds_bpermute_b32": _b_bpermute,
    "v_accvgpr_write_b32": _b_accvgpr, "v_accvgpr_read_b32": _b_accvgpr,
    "v_accvgpr_mov_b32": _b_accvgpr,
    **{m: _b_mfma for m in _MFMA}, **{m: _b_bload for m in _BUFFER_LOAD},
    **{m: _b_bstore for m in _BUFFER_STORE}, **{m: _b_ds16read for m in _DS16_READ},
    **{m: _b_ds_narrow_write for m in _DS_NARROW_WRITE}, **_FP8,
}
# VALU builders that read (and refuse what they do not model of) the VOP3 / SDWA modifiers;
# the others take none.
_READS_MODIFIERS = frozenset(_FP8.values())
