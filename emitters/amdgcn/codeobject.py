"""Pass 5, text: the kernel code, the `.amdhsa_kernel` descriptor and the code-object v5
metadata; the back end's entry points."""

from __future__ import annotations

import gc

from kgen.lir import ops as L
from kgen.errors import CompilerBug
from kgen.target.targets import Target
from .machine import (CODE_OBJECT_VERSION, EXTRA_SGPRS, HSA_METADATA_VERSION, KERNARG_PTR_SGPRS,
                      LoopSpan, Param, Resources, WAVE, kernarg_layout)
from .select import _Lower
from .regalloc import allocate
from .waitcnt import PInst, _plain, insert_waits, to_physical
from .hazards import insert_mfma_nops, insert_nops


# ----------------------------------------------------------------------------------------------
# 5. Text.

def _line(p: PInst) -> str:
    if p.op == "label":
        return p.text
    text = "\t" + p.text
    return f"{text:<52} ; {p.note}" if p.note else text


def _arg_meta(p: Param) -> list[str]:
    s = p.slot
    lines = [f"      - .name:           {s.name}", f"        .offset:         {p.offset}",
             f"        .size:           {p.size}"]
    if s.kind == "tensor":
        lines.append("        .value_kind:     global_buffer")
        lines.append("        .address_space:  global")
        if s.readonly:
            lines.append("        .actual_access:  read_only")
    else:
        lines.append("        .value_kind:     by_value")
    return lines


def _target_id(target: Target) -> str:
    return f"amdgcn-amd-amdhsa--{target.name}"


def accum_offset(vgprs: int) -> int:
    """Where the AGPRs start in the unified file: the ArchVGPR count rounded up to 4, at least 4
    (LLVM AMDGPUAsmPrinter::getSIProgramInfo: AccumOffset = alignTo(max(1, NumVGPR), 4) / 4 - 1,
    in granules of 4; AMDGPUUsage ".amdhsa_accum_offset", 4..256 in steps of 4).
    accum_offset(58) is 60; accum_offset(0) is 4."""
    return max(4, (vgprs + 3) // 4 * 4)


def vgpr_count(vgprs: int, agprs: int, target: Target) -> int:
    """The VGPRs a work-item takes, ArchVGPRs and AGPRs together, as LLVM writes them into the
    code object metadata's .vgpr_count and the descriptor's next_free_vgpr, which runtimes and
    profilers read for occupancy. LLVM (AMDGPUBaseInfo.cpp getTotalNumVGPRs, evaluated by
    AMDGPUMCExpr::evaluateTotalNumVGPR; ProgInfo.NumVGPR in AMDGPUAsmPrinter::getSIProgramInfo,
    which AMDGPUHSAMetadataStreamer emits as .vgpr_count):

        has90AInsts && NumAGPR ? alignTo(NumVGPR, 4) + NumAGPR : max(NumVGPR, NumAGPR)

    kgen writes accum_offset(vgprs) + agprs, the same for any vgprs >= 1 (v0 always holds the
    work-item id), and never less than where the AGPRs end. LLVM's own test agrees
    (test/CodeGen/AMDGPU/agpr-register-count.ll, GFX90A: 32 VGPRs and 32 AGPRs give
    next_free_vgpr 64, accum_offset 32, TotalNumVgprs 64). vgpr_count(58, 32, gfx942) is 92;
    vgpr_count(58, 0, gfx942) is 58."""
    if target.unified_vgprs and agprs:
        return accum_offset(vgprs) + agprs
    return max(vgprs, agprs)


def _descriptor(fn: L.Function, res: Resources, axes: tuple[str, ...],
                target: Target) -> list[str]:
    # gfx90a/gfx942: one unified file per lane; AGPRs start at accum_offset (a multiple of 4)
    # and next_free_vgpr counts both (LLVM AMDGPUUsage, ".amdhsa_accum_offset"); llvm-mc derives
    # GRANULATED_WORKITEM_VGPR_COUNT from next_free_vgpr, so it and .vgpr_count agree.
    accum = accum_offset(res.vgprs)
    total = vgpr_count(res.vgprs, res.agprs, target)
    d = [
        ("group_segment_fixed_size", fn.shared_bytes),
        ("private_segment_fixed_size", 0),
        ("kernarg_size", res.kernarg_bytes),
        ("user_sgpr_count", KERNARG_PTR_SGPRS),
        ("user_sgpr_kernarg_segment_ptr", 1),
        ("system_sgpr_workgroup_id_x", 1),
        ("system_sgpr_workgroup_id_y", int("y" in axes)),
        ("system_sgpr_workgroup_id_z", int("z" in axes)),
        ("system_vgpr_workitem_id", 0),
        ("next_free_vgpr", total),
        ("next_free_sgpr", res.sgprs),
        ("accum_offset", accum),
        ("reserve_vcc", 1),
        ("float_round_mode_32", 0),
        ("float_round_mode_16_64", 0),
        # f32 denormals in and out (mode 3): IEEE-correct fdiv needs no mode switch.
        ("float_denorm_mode_32", 3),
        ("float_denorm_mode_16_64", 3),
        ("dx10_clamp", 1),
        ("ieee_mode", 1),
    ]
    return [f"\t.amdhsa_kernel {fn.name}"] + [f"\t\t.amdhsa_{k} {v}" for k, v in d] + \
        ["\t.end_amdhsa_kernel"]


def _metadata(fns, resources, target: Target) -> list[str]:
    lines = ["\t.amdgpu_metadata", "---", "amdhsa.kernels:"]
    for fn, res in zip(fns, resources):
        params, _ = kernarg_layout(fn)
        lines += [f"  - .name:           {fn.name}", f"    .symbol:         {fn.name}.kd"]
        lines += ["    .args:" if params else "    .args:           []"]
        for p in params:
            lines += _arg_meta(p)
        align = max([p.size for p in params] + [4])
        lines += [
            f"    .group_segment_fixed_size: {fn.shared_bytes}",
            f"    .kernarg_segment_align: {align}",
            f"    .kernarg_segment_size: {res.kernarg_bytes}",
            f"    .max_flat_workgroup_size: {fn.threads}",
            "    .private_segment_fixed_size: 0",
            f"    .sgpr_count:     {res.sgprs + EXTRA_SGPRS}",
            "    .sgpr_spill_count: 0",
            # ArchVGPRs and AGPRs together (vgpr_count); .agpr_count the AGPRs alone
            # (AMDGPUUsage, Code Object V3-V5 Metadata: ".agpr_count" is the "Number of
            # accumulator registers required by each work-item for GFX90A, GFX908").
            f"    .vgpr_count:     {vgpr_count(res.vgprs, res.agprs, target)}",
            "    .vgpr_spill_count: 0",
            f"    .agpr_count:     {res.agprs}",
            f"    .wavefront_size: {WAVE}",
        ]
    lines += [f"amdhsa.target:   {_target_id(target)}", "amdhsa.version:"]
    lines += [f"  - {v}" for v in HSA_METADATA_VERSION]
    lines += ["...", "\t.end_amdgpu_metadata"]
    return lines


def compile_function(fn: L.Function,
                     target: Target) -> tuple[list[PInst], Resources, tuple[str, ...]]:
    """One kernel to its final instruction stream, resources and workgroup-id axes."""
    if fn.threads % WAVE:
        raise CompilerBug(f"amdgcn: {fn.threads} threads is not a multiple of {WAVE}")
    low = _Lower(fn, target)
    low.nodes(fn.body)
    if low.prologue:
        n = len(low.prologue)
        low.code[:0] = low.prologue
        low.loops = [LoopSpan(lp.lo + n, lp.hi + n, lp.depth) for lp in low.loops]
    fixed = {low.kernarg.reg: 0, low.tid_in.reg: 0}
    for i, a in enumerate(low.axes):
        fixed[low.wgid[a].reg] = KERNARG_PTR_SGPRS + i
    alloc = allocate(low.code, low.loops, fixed, fn.name)
    stream = to_physical(low.code, alloc)
    stream.append(_plain("s_endpgm", "s_endpgm"))
    ws = target.wait_states
    stream = insert_nops(insert_waits(stream), ws)
    stream = insert_mfma_nops(stream, ws)
    _, kernarg = kernarg_layout(fn)
    res = Resources(fn.name, alloc.vgprs, alloc.agprs, alloc.sgprs, fn.shared_bytes, 0, kernarg, WAVE,
                    fn.threads)
    return stream, res, low.axes


def emit_function(fn: L.Function, target: Target) -> tuple[list[str], list[str], Resources]:
    stream, res, axes = compile_function(fn, target)
    head = [f"; kernel {fn.name}: kgen AMDGCN for {target.name} "
            f"(wave{WAVE}, code object v{CODE_OBJECT_VERSION})"]
    head += [f"; {h}" for h in fn.header]
    total = vgpr_count(res.vgprs, res.agprs, target)
    vgprs = (f"{total} VGPRs ({res.vgprs} ArchVGPRs + {res.agprs} AGPRs from accum_offset "
             f"{accum_offset(res.vgprs)})" if res.agprs else f"{total} VGPRs, 0 AGPRs")
    head.append(f"; resources: {vgprs}, {res.sgprs} SGPRs "
                f"(+{EXTRA_SGPRS} for VCC, FLAT_SCRATCH, XNACK_MASK), {res.lds_bytes} bytes LDS, "
                f"{res.kernarg_bytes} bytes of arguments, {fn.threads} threads")
    for p in kernarg_layout(fn)[0]:
        head.append(f";   arg {p.slot.name}: {p.slot.kind} {p.slot.dtype} at {p.offset}"
                    + (" (read-only)" if p.slot.kind == "tensor" and p.slot.readonly else ""))
    head.append("; s[0:1] kernarg pointer, " + ", ".join(
        f"s{KERNARG_PTR_SGPRS + i} workgroup id {a}" for i, a in enumerate(axes))
        + ", v0 work-item id")
    text = head + ["\t.text", f"\t.globl\t{fn.name}", "\t.p2align\t8",
                   f"\t.type\t{fn.name},@function", f"{fn.name}:"]
    text += [_line(p) for p in stream]
    text += [f".Lfunc_end_{fn.name}:", f"\t.size\t{fn.name}, .Lfunc_end_{fn.name}-{fn.name}", ""]
    desc = ["\t.rodata", "\t.p2align\t6"] + _descriptor(fn, res, axes, target) + [""]
    return text, desc, res


def emit_module(functions: list[L.Function], target: Target) -> tuple[str, list[Resources]]:
    """All kernels, and each kernel's variants (L.variants: a short-row kernel's fallbacks), as
    one llvm-mc-assemblable code object, and each function's resources."""
    functions = L.module_functions(functions)
    if target.vendor != "amd" or target.wait_states is None or not target.mfma_spelling:
        raise CompilerBug(f"amdgcn: target {target.name} is not a CDNA target kgen knows (it "
                          "needs Target.wait_states and mfma_spelling)")
    lines = [f"; kgen AMDGCN module for {target.name}: {len(functions)} kernel(s)",
             f'\t.amdgcn_target "{_target_id(target)}"',
             f"\t.amdhsa_code_object_version {CODE_OBJECT_VERSION}", ""]
    descs, resources = [], []
    # The passes make tens of thousands of small objects that live until the kernel is done,
    # hardly any in a reference cycle: the cyclic collector would only walk them again and
    # again (a tenth of the time here). The few cycles go once it is back on.
    collecting = gc.isenabled()
    gc.disable()
    try:
        for fn in functions:
            text, desc, res = emit_function(fn, target)
            lines += text
            descs += desc
            resources.append(res)
    finally:
        if collecting:
            gc.enable()
    lines += descs
    lines += _metadata(functions, resources, target)
    return "\n".join(lines) + "\n", resources
