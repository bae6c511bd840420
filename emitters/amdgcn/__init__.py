"""AMDGCN back end: LIR to llvm-mc assembly for gfx90a (CDNA2) and gfx942 (CDNA3), wave64.

Unlike PTX, AMDGCN text names physical registers, so this back end does the work ptxas does for
NVIDIA. The passes, in order:

1. classify: which LIR registers live in SGPRs and run on the scalar unit (uniform integers,
   pointers and predicates whose every definition is a SALU-able op of scalar sources), and which
   in VGPRs. Float arithmetic is always VALU (gfx9 has no SALU float ops); a uniform f32 kernel
   argument still sits in an SGPR and is read by VALU ops as a scalar source.
2. lower: LIR to machine instructions over virtual registers, by tables of templates plus small
   sequences (fdiv, bf16 rounding, warp_reduce, 64-bit adds). VALU operands are legalised for the
   gfx9 constant bus: at most one SGPR or literal per VALU instruction, and VOP3 takes no literal
   (CDNA3 ISA 4.4 / "VOP3": "literal constants are not supported"), so extras go through v_mov.
3. allocate: linear scan over the linearised program; values live into a loop and used in it stay
   live to the back edge, partially written values (guarded definitions) keep their old value.
   No spilling: running out of registers is a RegisterPressureError (a ScheduleError).
4. s_waitcnt insertion by a dataflow over the final instruction stream (vmcnt for global memory,
   in order; lgkmcnt for LDS, in order, and SMEM, out of order), then s_nop where a hazard needs
   wait states (per target: gfx942 has more of them than gfx90a), looking back along branches.
5. text: header comment, kernel code, `.amdhsa_kernel` descriptor, code-object v5 metadata.

Matrix instructions (LIR `mfma`, AMD only): the 16 (or 4) f32 accumulator registers of an MFMA
are the dwords of one even-aligned VGPR tuple, a single allocation value, so they stay in the
same registers for as long as any of them is live (across a K loop too) and nothing else is put
there meanwhile. gfx90a and gfx942 take ArchVGPRs or AccVGPRs as srcC and vdst: an mfma marked
"agpr" (the GEMM schedule's) keeps its tuple in AGPRs, a third register file allocated like the
others, written by v_accvgpr_write (the zeros) and read out by v_accvgpr_read where the epilogue
uses an element; the descriptor's accum_offset is then the ArchVGPR count rounded up to 4, and
next_free_vgpr and the metadata's .vgpr_count count both files (see vgpr_count). The MFMA
dependency hazards get their s_nop from a pass of their own (insert_mfma_nops), which only runs
on kernels with an MFMA.

Predicates: a uniform predicate computed on the scalar unit is an SGPR holding 0 or 1 ("sp"); any
other predicate is a 64-bit lane mask in an aligned SGPR pair ("mp"), written by v_cmp (VOP3 form).
Per-lane guards become `s_and_saveexec_b64` regions; uniform guards become a branch around the
guarded instructions. Every If and Loop runs with a full EXEC (the block is a multiple of 64 lanes
and guards restore EXEC), so a uniform mask is either 0 or all ones.
"""

from .codeobject import compile_function, emit_function, emit_module, vgpr_count
from .hazards import insert_mfma_nops
from .machine import EXTRA_SGPRS, kernarg_layout
from .waitcnt import PInst, insert_waits

__all__ = ["EXTRA_SGPRS", "PInst", "compile_function", "emit_function", "emit_module", "insert_mfma_nops", "insert_waits", "kernarg_layout", "vgpr_count"]
