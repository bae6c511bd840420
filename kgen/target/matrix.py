"""Facts of the matrix instructions that more than one floor reads: the lowering's fragment
layouts (kgen.lower.layout, kgen.lower.tcgen05), the LIR interpreter (kgen.lir.interp) and the
emitters.
"""

# The consecutive k a lane holds in one run, where not all E of its elements: CDNA4's f8f6f4
# MFMAs on 8-bit operands give a lane two runs of 16, k = 16 (l / M) + b % 16 + 16 G (b / 16)
# for its byte b (VGPRs 0-3 the first run, 4-7 the second): AMD's ROCm blog "Matrix Core
# Programming on AMD CDNA3 and CDNA4" (the FP8 v_mfma_scale_f32_32x32x64_f8f6f4 example:
# "valid only if both input matrices A and B have FP8 type"), composable_kernel
# test/mx_mfma_op/mx_mfma_op.hpp ("Register Mapping for 32x64 / 16x128 for FP8").
MFMA_K_RUN = {"32x32x64": 16, "16x16x128": 16}

# tcgen05.mma: the kind of an MMA and the instruction descriptor's code for each operand type
# (PTX ISA 9.1, 9.7.16.4.2, Table 42): .kind::f16's f16 0 and bf16 1; .kind::f8f6f4's E4M3 0
# and E5M2 1 (A's and B's each their own).
TC_KIND = {"f16": ("f16", 0), "bf16": ("f16", 1), "e4m3": ("f8f6f4", 0), "e5m2": ("f8f6f4", 1)}
