; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel gemm_bt: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel gemm_bt from examples/gemm_bt.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 2 x 2 waves, tile 64 x 64 of C, K in steps of 32
;   grid: n, m
;   wave tile 32 x 32: 1 x 1 v_mfma_f32_32x32x8 per 8 of K, 16 f32 accumulators per lane
;   operands staged K-contiguous in LDS (A[m][k], B[n][k], rows padded 4 bytes): each lane reads its 4 k-values of A and of B as two dwords
;   staging: double-buffered LDS; each step's global loads are issued a step ahead into VGPRs and written after the MFMAs (element-wise, zero outside the tensors; the 8-wave ping-pong schedule not yet)
; resources: 46 VGPRs, 0 AGPRs, 30 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 17408 bytes LDS, 40 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor bf16 at 8 (read-only)
;   arg c: tensor f32 at 16
;   arg scale: scalar f32 at 24
;   arg M: dim i32 at 28
;   arg K: dim i32 at 32
;   arg N: dim i32 at 36
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_bt
	.p2align	8
	.type	gemm_bt,@function
gemm_bt:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument c
	s_load_dword s10, s[0:1], 0x18                      ; argument scale
	s_load_dword s11, s[0:1], 0x1c                      ; argument M
	s_load_dword s12, s[0:1], 0x20                      ; argument K
	s_load_dword s13, s[0:1], 0x24                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	v_and_b32 v2, 63, v1
	v_lshrrev_b32 v3, 6, v1
	v_lshrrev_b32 v4, 1, v3
	v_and_b32 v5, 1, v3
	s_mov_b32 s14, s2
	s_mul_i32 s15, s14, 64
	s_mov_b32 s14, s3
	s_mul_i32 s16, s14, 64
	v_mov_b32 v6, 0                                     ; accumulator = 0
	v_mov_b32 v7, 0                                     ; accumulator = 0
	v_mov_b32 v8, 0                                     ; accumulator = 0
	v_mov_b32 v9, 0                                     ; accumulator = 0
	v_mov_b32 v10, 0                                    ; accumulator = 0
	v_mov_b32 v11, 0                                    ; accumulator = 0
	v_mov_b32 v12, 0                                    ; accumulator = 0
	v_mov_b32 v13, 0                                    ; accumulator = 0
	v_mov_b32 v14, 0                                    ; accumulator = 0
	v_mov_b32 v15, 0                                    ; accumulator = 0
	v_mov_b32 v16, 0                                    ; accumulator = 0
	v_mov_b32 v17, 0                                    ; accumulator = 0
	v_mov_b32 v18, 0                                    ; accumulator = 0
	v_mov_b32 v19, 0                                    ; accumulator = 0
	v_mov_b32 v20, 0                                    ; accumulator = 0
	v_mov_b32 v21, 0                                    ; accumulator = 0
	v_and_b32 v3, 31, v2
	v_lshrrev_b32 v22, 5, v2
	v_lshlrev_b32 v23, 3, v22
	v_mul_lo_u32 v22, 32, v4
	v_add_u32 v24, v3, v22
	v_mov_b32 v22, 0x44
	v_mul_lo_u32 v25, v22, v24
	v_add_u32 v22, v25, v23
	v_mul_lo_u32 v24, 32, v5
	v_add_u32 v25, v3, v24
	v_mov_b32 v24, 0x44
	v_mul_lo_u32 v26, v24, v25
	v_add_u32 v24, v26, v23
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s12, 31
	s_lshr_b32 s17, s14, 5                              ; K steps of 32
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s16, v25
	v_add_u32 v27, 0, v26
	v_cmp_lt_u32 s[18:19], v23, s11
	v_cmp_lt_u32 s[20:21], v27, s12
	s_and_b64 s[22:23], s[18:19], s[20:21]
	s_mul_i32 s18, s16, s12
	s_mul_hi_u32 s19, s16, s12
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
	s_add_u32 s24, s18, s20                             ; 'a' tile corner
	s_addc_u32 s25, s19, s21
	s_lshl_b64 s[18:19], s[24:25], 1
	s_add_u32 s20, s4, s18
	s_addc_u32 s21, s5, s19
	v_mul_lo_u32 v23, s12, v25
	v_add_u32 v25, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_53
	global_load_ushort v25, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v26, 5, v23
	v_and_b32 v27, 31, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v28, 0, v27
	v_cmp_lt_u32 s[18:19], v23, s11
	v_cmp_lt_u32 s[22:23], v28, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v26
	v_add_u32 v26, v23, v27
	v_lshlrev_b32 v23, 1, v26
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_70
	global_load_ushort v26, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v27, 5, v23
	v_and_b32 v28, 31, v23
	v_add_u32 v23, s16, v27
	v_add_u32 v29, 0, v28
	v_cmp_lt_u32 s[18:19], v23, s11
	v_cmp_lt_u32 s[22:23], v29, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v27
	v_add_u32 v27, v23, v28
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_82
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v28, 5, v23
	v_and_b32 v29, 31, v23
	v_add_u32 v23, s16, v28
	v_add_u32 v30, 0, v29
	v_cmp_lt_u32 s[18:19], v23, s11
	v_cmp_lt_u32 s[22:23], v30, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v28
	v_add_u32 v28, v23, v29
	v_lshlrev_b32 v23, 1, v28
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_94
	global_load_ushort v28, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v29, 5, v23
	v_and_b32 v30, 31, v23
	v_add_u32 v23, s16, v29
	v_add_u32 v31, 0, v30
	v_cmp_lt_u32 s[18:19], v23, s11
	v_cmp_lt_u32 s[22:23], v31, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v29
	v_add_u32 v29, v23, v30
	v_lshlrev_b32 v23, 1, v29
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_106
	global_load_ushort v29, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v30, 5, v23
	v_and_b32 v31, 31, v23
	v_add_u32 v23, s16, v30
	v_add_u32 v32, 0, v31
	v_cmp_lt_u32 s[18:19], v23, s11
	v_cmp_lt_u32 s[22:23], v32, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v30
	v_add_u32 v30, v23, v31
	v_lshlrev_b32 v23, 1, v30
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_118
	global_load_ushort v30, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v31, 5, v23
	v_and_b32 v32, 31, v23
	v_add_u32 v23, s16, v31
	v_add_u32 v33, 0, v32
	v_cmp_lt_u32 s[18:19], v23, s11
	v_cmp_lt_u32 s[22:23], v33, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v31
	v_add_u32 v31, v23, v32
	v_lshlrev_b32 v23, 1, v31
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_130
	global_load_ushort v31, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v32, 5, v23
	v_and_b32 v33, 31, v23
	v_add_u32 v23, s16, v32
	v_add_u32 v34, 0, v33
	v_cmp_lt_u32 s[18:19], v23, s11
	v_cmp_lt_u32 s[22:23], v34, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v32
	v_add_u32 v32, v23, v33
	v_lshlrev_b32 v23, 1, v32
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_142
	global_load_ushort v32, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v33, 5, v23
	v_and_b32 v34, 31, v23
	v_add_u32 v23, s15, v33
	v_add_u32 v35, 0, v34
	v_cmp_lt_u32 s[18:19], v23, s13
	v_cmp_lt_u32 s[20:21], v35, s12
	s_and_b64 s[22:23], s[18:19], s[20:21]
	s_mul_i32 s18, s15, s12
	s_mul_hi_u32 s19, s15, s12
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
	s_add_u32 s24, s18, s20                             ; 'w' tile corner
	s_addc_u32 s25, s19, s21
	s_lshl_b64 s[18:19], s[24:25], 1
	s_add_u32 s20, s6, s18
	s_addc_u32 s21, s7, s19
	v_mul_lo_u32 v23, s12, v33
	v_add_u32 v33, v23, v34
	v_lshlrev_b32 v23, 1, v33
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_154
	global_load_ushort v33, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v34, 5, v23
	v_and_b32 v35, 31, v23
	v_add_u32 v23, s15, v34
	v_add_u32 v36, 0, v35
	v_cmp_lt_u32 s[18:19], v23, s13
	v_cmp_lt_u32 s[22:23], v36, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v34
	v_add_u32 v34, v23, v35
	v_lshlrev_b32 v23, 1, v34
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_171
	global_load_ushort v34, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v35, 5, v23
	v_and_b32 v36, 31, v23
	v_add_u32 v23, s15, v35
	v_add_u32 v37, 0, v36
	v_cmp_lt_u32 s[18:19], v23, s13
	v_cmp_lt_u32 s[22:23], v37, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v35
	v_add_u32 v35, v23, v36
	v_lshlrev_b32 v23, 1, v35
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_183
	global_load_ushort v35, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v36, 5, v23
	v_and_b32 v37, 31, v23
	v_add_u32 v23, s15, v36
	v_add_u32 v38, 0, v37
	v_cmp_lt_u32 s[18:19], v23, s13
	v_cmp_lt_u32 s[22:23], v38, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v36
	v_add_u32 v36, v23, v37
	v_lshlrev_b32 v23, 1, v36
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_195
	global_load_ushort v36, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v37, 5, v23
	v_and_b32 v38, 31, v23
	v_add_u32 v23, s15, v37
	v_add_u32 v39, 0, v38
	v_cmp_lt_u32 s[18:19], v23, s13
	v_cmp_lt_u32 s[22:23], v39, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v37
	v_add_u32 v37, v23, v38
	v_lshlrev_b32 v23, 1, v37
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_207
	global_load_ushort v37, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v38, 5, v23
	v_and_b32 v39, 31, v23
	v_add_u32 v23, s15, v38
	v_add_u32 v40, 0, v39
	v_cmp_lt_u32 s[18:19], v23, s13
	v_cmp_lt_u32 s[22:23], v40, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v38
	v_add_u32 v38, v23, v39
	v_lshlrev_b32 v23, 1, v38
	v_mov_b32 v38, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_219
	global_load_ushort v38, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v39, 5, v23
	v_and_b32 v40, 31, v23
	v_add_u32 v23, s15, v39
	v_add_u32 v41, 0, v40
	v_cmp_lt_u32 s[18:19], v23, s13
	v_cmp_lt_u32 s[22:23], v41, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v39
	v_add_u32 v39, v23, v40
	v_lshlrev_b32 v23, 1, v39
	v_mov_b32 v39, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_231
	global_load_ushort v39, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v40, 5, v23
	v_and_b32 v41, 31, v23
	v_add_u32 v23, s15, v40
	v_add_u32 v42, 0, v41
	v_cmp_lt_u32 s[18:19], v23, s13
	v_cmp_lt_u32 s[22:23], v42, s12
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s12, v40
	v_add_u32 v40, v23, v41
	v_lshlrev_b32 v23, 1, v40
	v_mov_b32 v40, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_243
	global_load_ushort v40, v23, s[20:21]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v41, 5, v23
	v_and_b32 v42, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v43, v23, v41
	v_lshlrev_b32 v23, 1, v42
	v_add_u32 v41, v43, v23
	s_waitcnt vmcnt(15)
	ds_write_b16 v41, v25                               ; into the LDS A0 slice
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v41, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v42, v23, v25
	v_lshlrev_b32 v23, 1, v41
	v_add_u32 v25, v42, v23
	s_waitcnt vmcnt(14)
	ds_write_b16 v25, v26                               ; into the LDS A0 slice
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v41, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v41, v23
	s_waitcnt vmcnt(13)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(12)
	ds_write_b16 v25, v28                               ; into the LDS A0 slice
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(11)
	ds_write_b16 v25, v29                               ; into the LDS A0 slice
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(10)
	ds_write_b16 v25, v30                               ; into the LDS A0 slice
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(9)
	ds_write_b16 v25, v31                               ; into the LDS A0 slice
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(8)
	ds_write_b16 v25, v32                               ; into the LDS A0 slice
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(7)
	ds_write_b16 v25, v33 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(6)
	ds_write_b16 v25, v34 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(5)
	ds_write_b16 v25, v35 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(4)
	ds_write_b16 v25, v36 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(3)
	ds_write_b16 v25, v37 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(2)
	ds_write_b16 v25, v38 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(1)
	ds_write_b16 v25, v39 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v40 offset:4352                   ; into the LDS B0 slice
	s_and_b32 s14, s17, -2
	s_mov_b32 s18, 0                                    ; for kk in k: double-buffered LDS, loads one step ahead, two steps per trip
	s_cmp_ge_u32 s18, s14
	s_cbranch_scc1 .Lgemm_bt_loop0_end
.Lgemm_bt_loop0:
	s_add_u32 s19, s18, 1
	s_mul_i32 s20, s19, 32                              ; the next step's first k: its loads go out now
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s16, v25
	v_add_u32 v27, s20, v26
	v_cmp_lt_u32 s[22:23], v23, s11
	v_cmp_lt_u32 s[24:25], v27, s12
	s_and_b64 s[26:27], s[22:23], s[24:25]
	s_mul_i32 s22, s16, s12
	s_mul_hi_u32 s23, s16, s12
	s_mov_b32 s24, s20
	s_mov_b32 s25, 0
	s_add_u32 s28, s22, s24                             ; 'a' tile corner
	s_addc_u32 s29, s23, s25
	s_lshl_b64 s[22:23], s[28:29], 1
	s_add_u32 s24, s4, s22
	s_addc_u32 s25, s5, s23
	v_mul_lo_u32 v23, s12, v25
	v_add_u32 v25, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_355
	global_load_ushort v25, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v26, 5, v23
	v_and_b32 v27, 31, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v28, s20, v27
	v_cmp_lt_u32 s[22:23], v23, s11
	v_cmp_lt_u32 s[26:27], v28, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v26
	v_add_u32 v26, v23, v27
	v_lshlrev_b32 v23, 1, v26
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_372
	global_load_ushort v26, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v27, 5, v23
	v_and_b32 v28, 31, v23
	v_add_u32 v23, s16, v27
	v_add_u32 v29, s20, v28
	v_cmp_lt_u32 s[22:23], v23, s11
	v_cmp_lt_u32 s[26:27], v29, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v27
	v_add_u32 v27, v23, v28
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_384
	global_load_ushort v27, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v28, 5, v23
	v_and_b32 v29, 31, v23
	v_add_u32 v23, s16, v28
	v_add_u32 v30, s20, v29
	v_cmp_lt_u32 s[22:23], v23, s11
	v_cmp_lt_u32 s[26:27], v30, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v28
	v_add_u32 v28, v23, v29
	v_lshlrev_b32 v23, 1, v28
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_396
	global_load_ushort v28, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v29, 5, v23
	v_and_b32 v30, 31, v23
	v_add_u32 v23, s16, v29
	v_add_u32 v31, s20, v30
	v_cmp_lt_u32 s[22:23], v23, s11
	v_cmp_lt_u32 s[26:27], v31, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v29
	v_add_u32 v29, v23, v30
	v_lshlrev_b32 v23, 1, v29
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_408
	global_load_ushort v29, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v30, 5, v23
	v_and_b32 v31, 31, v23
	v_add_u32 v23, s16, v30
	v_add_u32 v32, s20, v31
	v_cmp_lt_u32 s[22:23], v23, s11
	v_cmp_lt_u32 s[26:27], v32, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v30
	v_add_u32 v30, v23, v31
	v_lshlrev_b32 v23, 1, v30
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_420
	global_load_ushort v30, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v31, 5, v23
	v_and_b32 v32, 31, v23
	v_add_u32 v23, s16, v31
	v_add_u32 v33, s20, v32
	v_cmp_lt_u32 s[22:23], v23, s11
	v_cmp_lt_u32 s[26:27], v33, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v31
	v_add_u32 v31, v23, v32
	v_lshlrev_b32 v23, 1, v31
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_432
	global_load_ushort v31, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v32, 5, v23
	v_and_b32 v33, 31, v23
	v_add_u32 v23, s16, v32
	v_add_u32 v34, s20, v33
	v_cmp_lt_u32 s[22:23], v23, s11
	v_cmp_lt_u32 s[26:27], v34, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v32
	v_add_u32 v32, v23, v33
	v_lshlrev_b32 v23, 1, v32
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_444
	global_load_ushort v32, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v33, 5, v23
	v_and_b32 v34, 31, v23
	v_add_u32 v23, s15, v33
	v_add_u32 v35, s20, v34
	v_cmp_lt_u32 s[22:23], v23, s13
	v_cmp_lt_u32 s[24:25], v35, s12
	s_and_b64 s[26:27], s[22:23], s[24:25]
	s_mul_i32 s22, s15, s12
	s_mul_hi_u32 s23, s15, s12
	s_mov_b32 s24, s20
	s_mov_b32 s25, 0
	s_add_u32 s28, s22, s24                             ; 'w' tile corner
	s_addc_u32 s29, s23, s25
	s_lshl_b64 s[22:23], s[28:29], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_mul_lo_u32 v23, s12, v33
	v_add_u32 v33, v23, v34
	v_lshlrev_b32 v23, 1, v33
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_456
	global_load_ushort v33, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v34, 5, v23
	v_and_b32 v35, 31, v23
	v_add_u32 v23, s15, v34
	v_add_u32 v36, s20, v35
	v_cmp_lt_u32 s[22:23], v23, s13
	v_cmp_lt_u32 s[26:27], v36, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v34
	v_add_u32 v34, v23, v35
	v_lshlrev_b32 v23, 1, v34
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_473
	global_load_ushort v34, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v35, 5, v23
	v_and_b32 v36, 31, v23
	v_add_u32 v23, s15, v35
	v_add_u32 v37, s20, v36
	v_cmp_lt_u32 s[22:23], v23, s13
	v_cmp_lt_u32 s[26:27], v37, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v35
	v_add_u32 v35, v23, v36
	v_lshlrev_b32 v23, 1, v35
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_485
	global_load_ushort v35, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v36, 5, v23
	v_and_b32 v37, 31, v23
	v_add_u32 v23, s15, v36
	v_add_u32 v38, s20, v37
	v_cmp_lt_u32 s[22:23], v23, s13
	v_cmp_lt_u32 s[26:27], v38, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v36
	v_add_u32 v36, v23, v37
	v_lshlrev_b32 v23, 1, v36
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_497
	global_load_ushort v36, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v37, 5, v23
	v_and_b32 v38, 31, v23
	v_add_u32 v23, s15, v37
	v_add_u32 v39, s20, v38
	v_cmp_lt_u32 s[22:23], v23, s13
	v_cmp_lt_u32 s[26:27], v39, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v37
	v_add_u32 v37, v23, v38
	v_lshlrev_b32 v23, 1, v37
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_509
	global_load_ushort v37, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v38, 5, v23
	v_and_b32 v39, 31, v23
	v_add_u32 v23, s15, v38
	v_add_u32 v40, s20, v39
	v_cmp_lt_u32 s[22:23], v23, s13
	v_cmp_lt_u32 s[26:27], v40, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v38
	v_add_u32 v38, v23, v39
	v_lshlrev_b32 v23, 1, v38
	v_mov_b32 v38, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_521
	global_load_ushort v38, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v39, 5, v23
	v_and_b32 v40, 31, v23
	v_add_u32 v23, s15, v39
	v_add_u32 v41, s20, v40
	v_cmp_lt_u32 s[22:23], v23, s13
	v_cmp_lt_u32 s[26:27], v41, s12
	s_and_b64 s[28:29], s[22:23], s[26:27]
	v_mul_lo_u32 v23, s12, v39
	v_add_u32 v39, v23, v40
	v_lshlrev_b32 v23, 1, v39
	v_mov_b32 v39, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_533
	global_load_ushort v39, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v40, 5, v23
	v_and_b32 v41, 31, v23
	v_add_u32 v23, s15, v40
	v_add_u32 v42, s20, v41
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[22:23], v42, s12
	s_and_b64 s[26:27], s[20:21], s[22:23]
	v_mul_lo_u32 v23, s12, v40
	v_add_u32 v40, v23, v41
	v_lshlrev_b32 v23, 1, v40
	v_mov_b32 v40, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_545
	global_load_ushort v40, v23, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v42, v24 offset:4352                    ; B of block 0, k 0
	ds_read_b32 v43, v24 offset:4356                    ; B of block 0, k 0
	ds_read_b32 v44, v22                                ; A of block 0, k 0
	ds_read_b32 v45, v22 offset:4                       ; A of block 0, k 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[44:45], v[42:43], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v42, v24 offset:4368                    ; B of block 0, k 8
	ds_read_b32 v43, v24 offset:4372                    ; B of block 0, k 8
	ds_read_b32 v44, v22 offset:16                      ; A of block 0, k 8
	ds_read_b32 v45, v22 offset:20                      ; A of block 0, k 8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[44:45], v[42:43], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v42, v24 offset:4384                    ; B of block 0, k 16
	ds_read_b32 v43, v24 offset:4388                    ; B of block 0, k 16
	ds_read_b32 v44, v22 offset:32                      ; A of block 0, k 16
	ds_read_b32 v45, v22 offset:36                      ; A of block 0, k 16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[44:45], v[42:43], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v42, v24 offset:4400                    ; B of block 0, k 24
	ds_read_b32 v43, v24 offset:4404                    ; B of block 0, k 24
	ds_read_b32 v44, v22 offset:48                      ; A of block 0, k 24
	ds_read_b32 v45, v22 offset:52                      ; A of block 0, k 24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[44:45], v[42:43], v[6:21] ; examples/gemm_bt.kgen:7
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v41, 5, v23
	v_and_b32 v42, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v43, v23, v41
	v_lshlrev_b32 v23, 1, v42
	v_add_u32 v41, v43, v23
	s_waitcnt vmcnt(15)
	ds_write_b16 v41, v25 offset:8704                   ; into the LDS A1 slice
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v41, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v42, v23, v25
	v_lshlrev_b32 v23, 1, v41
	v_add_u32 v25, v42, v23
	s_waitcnt vmcnt(14)
	ds_write_b16 v25, v26 offset:8704                   ; into the LDS A1 slice
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v41, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v41, v23
	s_waitcnt vmcnt(13)
	ds_write_b16 v25, v27 offset:8704                   ; into the LDS A1 slice
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(12)
	ds_write_b16 v25, v28 offset:8704                   ; into the LDS A1 slice
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(11)
	ds_write_b16 v25, v29 offset:8704                   ; into the LDS A1 slice
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(10)
	ds_write_b16 v25, v30 offset:8704                   ; into the LDS A1 slice
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(9)
	ds_write_b16 v25, v31 offset:8704                   ; into the LDS A1 slice
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(8)
	ds_write_b16 v25, v32 offset:8704                   ; into the LDS A1 slice
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(7)
	ds_write_b16 v25, v33 offset:13056                  ; into the LDS B1 slice
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(6)
	ds_write_b16 v25, v34 offset:13056                  ; into the LDS B1 slice
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(5)
	ds_write_b16 v25, v35 offset:13056                  ; into the LDS B1 slice
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(4)
	ds_write_b16 v25, v36 offset:13056                  ; into the LDS B1 slice
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(3)
	ds_write_b16 v25, v37 offset:13056                  ; into the LDS B1 slice
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(2)
	ds_write_b16 v25, v38 offset:13056                  ; into the LDS B1 slice
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(1)
	ds_write_b16 v25, v39 offset:13056                  ; into the LDS B1 slice
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v40 offset:13056                  ; into the LDS B1 slice
	s_add_u32 s19, s18, 1
	s_add_u32 s20, s19, 1
	s_mul_i32 s19, s20, 32                              ; the next step's first k: its loads go out now
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s16, v25
	v_add_u32 v27, s19, v26
	v_cmp_lt_u32 s[20:21], v23, s11
	v_cmp_lt_u32 s[22:23], v27, s12
	s_and_b64 s[24:25], s[20:21], s[22:23]
	s_mul_i32 s20, s16, s12
	s_mul_hi_u32 s21, s16, s12
	s_mov_b32 s22, s19
	s_mov_b32 s23, 0
	s_add_u32 s26, s20, s22                             ; 'a' tile corner
	s_addc_u32 s27, s21, s23
	s_lshl_b64 s[20:21], s[26:27], 1
	s_add_u32 s22, s4, s20
	s_addc_u32 s23, s5, s21
	v_mul_lo_u32 v23, s12, v25
	v_add_u32 v25, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_672
	global_load_ushort v25, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v26, 5, v23
	v_and_b32 v27, 31, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v28, s19, v27
	v_cmp_lt_u32 s[20:21], v23, s11
	v_cmp_lt_u32 s[24:25], v28, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v26
	v_add_u32 v26, v23, v27
	v_lshlrev_b32 v23, 1, v26
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_689
	global_load_ushort v26, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v27, 5, v23
	v_and_b32 v28, 31, v23
	v_add_u32 v23, s16, v27
	v_add_u32 v29, s19, v28
	v_cmp_lt_u32 s[20:21], v23, s11
	v_cmp_lt_u32 s[24:25], v29, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v27
	v_add_u32 v27, v23, v28
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_701
	global_load_ushort v27, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v28, 5, v23
	v_and_b32 v29, 31, v23
	v_add_u32 v23, s16, v28
	v_add_u32 v30, s19, v29
	v_cmp_lt_u32 s[20:21], v23, s11
	v_cmp_lt_u32 s[24:25], v30, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v28
	v_add_u32 v28, v23, v29
	v_lshlrev_b32 v23, 1, v28
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_713
	global_load_ushort v28, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v29, 5, v23
	v_and_b32 v30, 31, v23
	v_add_u32 v23, s16, v29
	v_add_u32 v31, s19, v30
	v_cmp_lt_u32 s[20:21], v23, s11
	v_cmp_lt_u32 s[24:25], v31, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v29
	v_add_u32 v29, v23, v30
	v_lshlrev_b32 v23, 1, v29
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_725
	global_load_ushort v29, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v30, 5, v23
	v_and_b32 v31, 31, v23
	v_add_u32 v23, s16, v30
	v_add_u32 v32, s19, v31
	v_cmp_lt_u32 s[20:21], v23, s11
	v_cmp_lt_u32 s[24:25], v32, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v30
	v_add_u32 v30, v23, v31
	v_lshlrev_b32 v23, 1, v30
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_737
	global_load_ushort v30, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v31, 5, v23
	v_and_b32 v32, 31, v23
	v_add_u32 v23, s16, v31
	v_add_u32 v33, s19, v32
	v_cmp_lt_u32 s[20:21], v23, s11
	v_cmp_lt_u32 s[24:25], v33, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v31
	v_add_u32 v31, v23, v32
	v_lshlrev_b32 v23, 1, v31
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_749
	global_load_ushort v31, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v32, 5, v23
	v_and_b32 v33, 31, v23
	v_add_u32 v23, s16, v32
	v_add_u32 v34, s19, v33
	v_cmp_lt_u32 s[20:21], v23, s11
	v_cmp_lt_u32 s[24:25], v34, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v32
	v_add_u32 v32, v23, v33
	v_lshlrev_b32 v23, 1, v32
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_761
	global_load_ushort v32, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v33, 5, v23
	v_and_b32 v34, 31, v23
	v_add_u32 v23, s15, v33
	v_add_u32 v35, s19, v34
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[22:23], v35, s12
	s_and_b64 s[24:25], s[20:21], s[22:23]
	s_mul_i32 s20, s15, s12
	s_mul_hi_u32 s21, s15, s12
	s_mov_b32 s22, s19
	s_mov_b32 s23, 0
	s_add_u32 s26, s20, s22                             ; 'w' tile corner
	s_addc_u32 s27, s21, s23
	s_lshl_b64 s[20:21], s[26:27], 1
	s_add_u32 s22, s6, s20
	s_addc_u32 s23, s7, s21
	v_mul_lo_u32 v23, s12, v33
	v_add_u32 v33, v23, v34
	v_lshlrev_b32 v23, 1, v33
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_773
	global_load_ushort v33, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v34, 5, v23
	v_and_b32 v35, 31, v23
	v_add_u32 v23, s15, v34
	v_add_u32 v36, s19, v35
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[24:25], v36, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v34
	v_add_u32 v34, v23, v35
	v_lshlrev_b32 v23, 1, v34
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_790
	global_load_ushort v34, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v35, 5, v23
	v_and_b32 v36, 31, v23
	v_add_u32 v23, s15, v35
	v_add_u32 v37, s19, v36
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[24:25], v37, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v35
	v_add_u32 v35, v23, v36
	v_lshlrev_b32 v23, 1, v35
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v35, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v36, 5, v23
	v_and_b32 v37, 31, v23
	v_add_u32 v23, s15, v36
	v_add_u32 v38, s19, v37
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[24:25], v38, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v36
	v_add_u32 v36, v23, v37
	v_lshlrev_b32 v23, 1, v36
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_814
	global_load_ushort v36, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v37, 5, v23
	v_and_b32 v38, 31, v23
	v_add_u32 v23, s15, v37
	v_add_u32 v39, s19, v38
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[24:25], v39, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v37
	v_add_u32 v37, v23, v38
	v_lshlrev_b32 v23, 1, v37
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_826
	global_load_ushort v37, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v38, 5, v23
	v_and_b32 v39, 31, v23
	v_add_u32 v23, s15, v38
	v_add_u32 v40, s19, v39
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[24:25], v40, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v38
	v_add_u32 v38, v23, v39
	v_lshlrev_b32 v23, 1, v38
	v_mov_b32 v38, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_838
	global_load_ushort v38, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v39, 5, v23
	v_and_b32 v40, 31, v23
	v_add_u32 v23, s15, v39
	v_add_u32 v41, s19, v40
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[24:25], v41, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v39
	v_add_u32 v39, v23, v40
	v_lshlrev_b32 v23, 1, v39
	v_mov_b32 v39, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_850
	global_load_ushort v39, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v40, 5, v23
	v_and_b32 v41, 31, v23
	v_add_u32 v23, s15, v40
	v_add_u32 v42, s19, v41
	v_cmp_lt_u32 s[20:21], v23, s13
	v_cmp_lt_u32 s[24:25], v42, s12
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mul_lo_u32 v23, s12, v40
	v_add_u32 v40, v23, v41
	v_lshlrev_b32 v23, 1, v40
	v_mov_b32 v40, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_862
	global_load_ushort v40, v23, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v42, v24 offset:13056                   ; B of block 0, k 0
	ds_read_b32 v43, v24 offset:13060                   ; B of block 0, k 0
	ds_read_b32 v44, v22 offset:8704                    ; A of block 0, k 0
	ds_read_b32 v45, v22 offset:8708                    ; A of block 0, k 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[44:45], v[42:43], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v42, v24 offset:13072                   ; B of block 0, k 8
	ds_read_b32 v43, v24 offset:13076                   ; B of block 0, k 8
	ds_read_b32 v44, v22 offset:8720                    ; A of block 0, k 8
	ds_read_b32 v45, v22 offset:8724                    ; A of block 0, k 8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[44:45], v[42:43], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v42, v24 offset:13088                   ; B of block 0, k 16
	ds_read_b32 v43, v24 offset:13092                   ; B of block 0, k 16
	ds_read_b32 v44, v22 offset:8736                    ; A of block 0, k 16
	ds_read_b32 v45, v22 offset:8740                    ; A of block 0, k 16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[44:45], v[42:43], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v42, v24 offset:13104                   ; B of block 0, k 24
	ds_read_b32 v43, v24 offset:13108                   ; B of block 0, k 24
	ds_read_b32 v44, v22 offset:8752                    ; A of block 0, k 24
	ds_read_b32 v45, v22 offset:8756                    ; A of block 0, k 24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[44:45], v[42:43], v[6:21] ; examples/gemm_bt.kgen:7
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v41, 5, v23
	v_and_b32 v42, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v43, v23, v41
	v_lshlrev_b32 v23, 1, v42
	v_add_u32 v41, v43, v23
	s_waitcnt vmcnt(15)
	ds_write_b16 v41, v25                               ; into the LDS A0 slice
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v41, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v42, v23, v25
	v_lshlrev_b32 v23, 1, v41
	v_add_u32 v25, v42, v23
	s_waitcnt vmcnt(14)
	ds_write_b16 v25, v26                               ; into the LDS A0 slice
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v41, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v41, v23
	s_waitcnt vmcnt(13)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(12)
	ds_write_b16 v25, v28                               ; into the LDS A0 slice
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(11)
	ds_write_b16 v25, v29                               ; into the LDS A0 slice
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(10)
	ds_write_b16 v25, v30                               ; into the LDS A0 slice
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(9)
	ds_write_b16 v25, v31                               ; into the LDS A0 slice
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(8)
	ds_write_b16 v25, v32                               ; into the LDS A0 slice
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(7)
	ds_write_b16 v25, v33 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(6)
	ds_write_b16 v25, v34 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(5)
	ds_write_b16 v25, v35 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(4)
	ds_write_b16 v25, v36 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(3)
	ds_write_b16 v25, v37 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(2)
	ds_write_b16 v25, v38 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(1)
	ds_write_b16 v25, v39 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v27, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v27, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v40 offset:4352                   ; into the LDS B0 slice
	s_add_u32 s18, s18, 2
	s_cmp_lt_u32 s18, s14
	s_cbranch_scc1 .Lgemm_bt_loop0
.Lgemm_bt_loop0_end:
	s_and_b32 s4, s17, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bt_if0_end
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v26, v24 offset:4352                    ; B of block 0, k 0
	ds_read_b32 v27, v24 offset:4356                    ; B of block 0, k 0
	ds_read_b32 v28, v22                                ; A of block 0, k 0
	ds_read_b32 v29, v22 offset:4                       ; A of block 0, k 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v26, v24 offset:4368                    ; B of block 0, k 8
	ds_read_b32 v27, v24 offset:4372                    ; B of block 0, k 8
	ds_read_b32 v28, v22 offset:16                      ; A of block 0, k 8
	ds_read_b32 v29, v22 offset:20                      ; A of block 0, k 8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v26, v24 offset:4384                    ; B of block 0, k 16
	ds_read_b32 v27, v24 offset:4388                    ; B of block 0, k 16
	ds_read_b32 v28, v22 offset:32                      ; A of block 0, k 16
	ds_read_b32 v29, v22 offset:36                      ; A of block 0, k 16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_bt.kgen:7
	ds_read_b32 v26, v24 offset:4400                    ; B of block 0, k 24
	ds_read_b32 v27, v24 offset:4404                    ; B of block 0, k 24
	ds_read_b32 v24, v22 offset:48                      ; A of block 0, k 24
	ds_read_b32 v25, v22 offset:52                      ; A of block 0, k 24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[6:21], v[24:25], v[26:27], v[6:21] ; examples/gemm_bt.kgen:7
.Lgemm_bt_if0_end:
	v_lshrrev_b32 v1, 5, v2
	v_lshlrev_b32 v2, 2, v1
	v_mul_lo_u32 v1, 32, v4
	v_add_u32 v4, v2, v1
	v_mul_lo_u32 v1, 32, v5
	v_add_u32 v2, v3, v1
	v_add_u32 v1, 0, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[6:7], v22, s13
	s_and_b64 s[18:19], s[4:5], s[6:7]
	v_mul_f32 v5, s10, v6                               ; examples/gemm_bt.kgen:9
	s_mul_i32 s4, s16, s13
	s_mul_hi_u32 s5, s16, s13
	s_mov_b32 s6, s15
	s_mov_b32 s7, 0
	s_add_u32 s20, s4, s6                               ; 'c' tile corner
	s_addc_u32 s21, s5, s7
	s_lshl_b64 s[4:5], s[20:21], 2
	s_add_u32 s6, s8, s4
	s_addc_u32 s7, s9, s5
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1009
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 1, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v7                               ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1025
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 2, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v8                               ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1036
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 3, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v9                               ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1047
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 8, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v10                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1058
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 9, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v11                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1069
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 10, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v12                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1080
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 11, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v13                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1091
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 16, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v14                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1102
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 17, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v15                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1113
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 18, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v16                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1124
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 19, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v17                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1135
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 24, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v18                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1146
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 25, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v19                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1157
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 26, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s16, v1
	v_add_u32 v22, s15, v3
	v_cmp_lt_u32 s[4:5], v5, s11
	v_cmp_lt_u32 s[8:9], v22, s13
	s_and_b64 s[18:19], s[4:5], s[8:9]
	v_mul_f32 v5, s10, v20                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v22, s13, v1
	v_add_u32 v1, v22, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1168
	global_store_dword v3, v5, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	v_add_u32 v1, 27, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v2, s16, v1
	v_add_u32 v4, s15, v3
	v_cmp_lt_u32 s[4:5], v2, s11
	v_cmp_lt_u32 s[8:9], v4, s13
	s_and_b64 s[14:15], s[4:5], s[8:9]
	v_mul_f32 v2, s10, v21                              ; examples/gemm_bt.kgen:9
	v_mul_lo_u32 v4, s13, v1
	v_add_u32 v1, v4, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_1179
	global_store_dword v3, v2, s[6:7]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_endpgm
.Lfunc_end_gemm_bt:
	.size	gemm_bt, .Lfunc_end_gemm_bt-gemm_bt

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_bt
		.amdhsa_group_segment_fixed_size 17408
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 30
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           gemm_bt
    .symbol:         gemm_bt.kd
    .args:
      - .name:           a
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           c
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           scale
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 17408
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
