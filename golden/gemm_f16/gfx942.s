; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel gemm_f16: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel gemm_f16 from examples/gemm_f16.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 2 x 2 waves, tile 64 x 64 of C, K in steps of 32
;   grid: n, m
;   wave tile 32 x 32: 1 x 1 v_mfma_f32_32x32x8 per 8 of K, 16 f32 accumulators per lane
;   operands staged K-contiguous in LDS (A[m][k], B[n][k], rows padded 4 bytes): each lane reads its 4 k-values of A and of B as two dwords
;   staging: double-buffered LDS; each step's global loads are issued a step ahead into VGPRs and written after the MFMAs (element-wise, zero outside the tensors; the 8-wave ping-pong schedule not yet)
; resources: 52 VGPRs, 0 AGPRs, 32 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 17408 bytes LDS, 44 bytes of arguments, 256 threads
;   arg a: tensor f16 at 0 (read-only)
;   arg b: tensor f16 at 8 (read-only)
;   arg bias: tensor f32 at 16 (read-only)
;   arg c: tensor f32 at 24
;   arg M: dim i32 at 32
;   arg K: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_f16
	.p2align	8
	.type	gemm_f16,@function
gemm_f16:
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument b
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument bias
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument c
	s_load_dword s12, s[0:1], 0x20                      ; argument M
	s_load_dword s13, s[0:1], 0x24                      ; argument K
	s_load_dword s14, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	v_and_b32 v2, 63, v1
	v_lshrrev_b32 v3, 6, v1
	v_lshrrev_b32 v4, 1, v3
	v_and_b32 v5, 1, v3
	s_mov_b32 s15, s2
	s_mul_i32 s16, s15, 64
	s_mov_b32 s15, s3
	s_mul_i32 s17, s15, 64
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
	v_lshrrev_b32 v23, 5, v1
	v_and_b32 v25, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v26, s13, v23
	v_add_u32 v27, v26, v25
	v_lshlrev_b32 v26, 1, v27                           ; this thread's first element of 'a'
	s_mul_i32 s15, s13, 8
	s_lshl_b32 s18, s15, 1                              ; 8 rows of 'a'
	v_mov_b32 v27, 0x44
	v_mul_lo_u32 v28, v27, v23
	v_lshlrev_b32 v27, 1, v25
	v_add_u32 v29, v28, v27
	v_lshrrev_b32 v27, 6, v1
	v_and_b32 v28, 63, v1
	v_mul_lo_u32 v1, s14, v27
	v_add_u32 v30, v1, v28
	v_lshlrev_b32 v1, 1, v30                            ; this thread's first element of 'b'
	s_mul_i32 s15, s14, 4
	s_lshl_b32 s19, s15, 1                              ; 4 rows of 'b'
	v_mov_b32 v30, 0x44
	v_mul_lo_u32 v31, v30, v28
	v_lshlrev_b32 v30, 1, v27
	v_add_u32 v32, v31, v30
	s_add_u32 s15, s13, 31
	s_lshr_b32 s20, s15, 5                              ; K steps of 32
	s_mul_i32 s22, s17, s13
	s_mul_hi_u32 s23, s17, s13
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s4, s22
	s_addc_u32 s25, s5, s23
	v_add_u32 v30, 0, v25
	v_cmp_lt_u32 s[22:23], v30, s13
	s_sub_i32 s15, s12, s17                             ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v23, s15
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_75
	global_load_ushort v30, v26, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 8
	v_cmp_lt_i32 s[26:27], v23, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s18, 1
	v_add_u32 v31, s21, v26
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_79
	global_load_ushort v33, v31, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 16
	v_cmp_lt_i32 s[26:27], v23, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s18, 2
	v_add_u32 v31, s21, v26
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_85
	global_load_ushort v34, v31, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 24
	v_cmp_lt_i32 s[26:27], v23, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s18, 3
	v_add_u32 v31, s21, v26
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_91
	global_load_ushort v35, v31, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 32
	v_cmp_lt_i32 s[26:27], v23, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s18, 4
	v_add_u32 v31, s21, v26
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_97
	global_load_ushort v36, v31, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 40
	v_cmp_lt_i32 s[26:27], v23, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s18, 5
	v_add_u32 v31, s21, v26
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_103
	global_load_ushort v37, v31, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 48
	v_cmp_lt_i32 s[26:27], v23, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s18, 6
	v_add_u32 v31, s21, v26
	v_mov_b32 v38, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_109
	global_load_ushort v38, v31, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 56
	v_cmp_lt_i32 s[26:27], v23, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s15, s18, 7
	v_add_u32 v31, s15, v26
	v_mov_b32 v39, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_115
	global_load_ushort v39, v31, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s22, 0, s14
	s_mul_hi_u32 s23, 0, s14
	s_mov_b32 s24, s16
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'b' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v31, s16, v28
	v_cmp_lt_u32 s[22:23], v31, s14
	s_sub_i32 s15, s13, 0                               ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v27, s15
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_128
	global_load_ushort v31, v1, s[24:25]                ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 4
	v_cmp_lt_i32 s[26:27], v27, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s19, 1
	v_add_u32 v40, s21, v1
	v_mov_b32 v41, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_132
	global_load_ushort v41, v40, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 8
	v_cmp_lt_i32 s[26:27], v27, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s19, 2
	v_add_u32 v40, s21, v1
	v_mov_b32 v42, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_138
	global_load_ushort v42, v40, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 12
	v_cmp_lt_i32 s[26:27], v27, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s19, 3
	v_add_u32 v40, s21, v1
	v_mov_b32 v43, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_144
	global_load_ushort v43, v40, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 16
	v_cmp_lt_i32 s[26:27], v27, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s19, 4
	v_add_u32 v40, s21, v1
	v_mov_b32 v44, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_150
	global_load_ushort v44, v40, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 20
	v_cmp_lt_i32 s[26:27], v27, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s19, 5
	v_add_u32 v40, s21, v1
	v_mov_b32 v45, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_156
	global_load_ushort v45, v40, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 24
	v_cmp_lt_i32 s[26:27], v27, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s19, 6
	v_add_u32 v40, s21, v1
	v_mov_b32 v46, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_162
	global_load_ushort v46, v40, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s15, 28
	v_cmp_lt_i32 s[26:27], v27, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s15, s19, 7
	v_add_u32 v40, s15, v1
	v_mov_b32 v47, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_168
	global_load_ushort v47, v40, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(15)
	ds_write_b16 v29, v30                               ; into the LDS A0 slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v29, v33 offset:544                    ; into the LDS A0 slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v29, v34 offset:1088                   ; into the LDS A0 slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v29, v35 offset:1632                   ; into the LDS A0 slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v29, v36 offset:2176                   ; into the LDS A0 slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v29, v37 offset:2720                   ; into the LDS A0 slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v29, v38 offset:3264                   ; into the LDS A0 slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v29, v39 offset:3808                   ; into the LDS A0 slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v32, v31 offset:4352                   ; into the LDS B0 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v32, v41 offset:4360                   ; into the LDS B0 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v32, v42 offset:4368                   ; into the LDS B0 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v32, v43 offset:4376                   ; into the LDS B0 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v32, v44 offset:4384                   ; into the LDS B0 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v32, v45 offset:4392                   ; into the LDS B0 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v32, v46 offset:4400                   ; into the LDS B0 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v32, v47 offset:4408                   ; into the LDS B0 slice
	s_and_b32 s15, s20, -2
	s_mov_b32 s21, 0                                    ; for kk in k: double-buffered LDS, loads one step ahead, two steps per trip
	s_cmp_ge_u32 s21, s15
	s_cbranch_scc1 .Lgemm_f16_loop0_end
.Lgemm_f16_loop0:
	s_add_u32 s22, s21, 1
	s_mul_i32 s23, s22, 32                              ; the next step's first k: its loads go out now
	s_mul_i32 s24, s17, s13
	s_mul_hi_u32 s25, s17, s13
	s_mov_b32 s26, s23
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s4, s24
	s_addc_u32 s27, s5, s25
	v_add_u32 v30, s23, v25
	v_cmp_lt_u32 s[24:25], v30, s13
	s_sub_i32 s22, s12, s17                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v23, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_185
	global_load_ushort v30, v26, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s28, s22, 8
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 1
	v_add_u32 v31, s30, v26
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_189
	global_load_ushort v33, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 16
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 2
	v_add_u32 v31, s30, v26
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_195
	global_load_ushort v34, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 24
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 3
	v_add_u32 v31, s30, v26
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_201
	global_load_ushort v35, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 32
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 4
	v_add_u32 v31, s30, v26
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_207
	global_load_ushort v36, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 40
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 5
	v_add_u32 v31, s30, v26
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_213
	global_load_ushort v37, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 48
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 6
	v_add_u32 v31, s30, v26
	v_mov_b32 v38, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_219
	global_load_ushort v38, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 56
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s22, s18, 7
	v_add_u32 v31, s22, v26
	v_mov_b32 v39, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_225
	global_load_ushort v39, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s24, s23, s14
	s_mul_hi_u32 s25, s23, s14
	s_mov_b32 s26, s16
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'b' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v31, s16, v28
	v_cmp_lt_u32 s[24:25], v31, s14
	s_sub_i32 s22, s13, s23                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v27, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_238
	global_load_ushort v31, v1, s[26:27]                ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 4
	v_cmp_lt_i32 s[28:29], v27, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s19, 1
	v_add_u32 v40, s23, v1
	v_mov_b32 v41, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_242
	global_load_ushort v41, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 8
	v_cmp_lt_i32 s[28:29], v27, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s19, 2
	v_add_u32 v40, s23, v1
	v_mov_b32 v42, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_248
	global_load_ushort v42, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 12
	v_cmp_lt_i32 s[28:29], v27, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s19, 3
	v_add_u32 v40, s23, v1
	v_mov_b32 v43, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_254
	global_load_ushort v43, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 16
	v_cmp_lt_i32 s[28:29], v27, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s19, 4
	v_add_u32 v40, s23, v1
	v_mov_b32 v44, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_260
	global_load_ushort v44, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 20
	v_cmp_lt_i32 s[28:29], v27, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s19, 5
	v_add_u32 v40, s23, v1
	v_mov_b32 v45, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_266
	global_load_ushort v45, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 24
	v_cmp_lt_i32 s[28:29], v27, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s19, 6
	v_add_u32 v40, s23, v1
	v_mov_b32 v46, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_272
	global_load_ushort v46, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 28
	v_cmp_lt_i32 s[28:29], v27, s23
	s_and_b64 s[22:23], s[28:29], s[24:25]
	s_mul_i32 s24, s19, 7
	v_add_u32 v40, s24, v1
	v_mov_b32 v47, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_278
	global_load_ushort v47, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v48, v24 offset:4352                    ; B of block 0, k 0
	ds_read_b32 v49, v24 offset:4356                    ; B of block 0, k 0
	ds_read_b32 v50, v22                                ; A of block 0, k 0
	ds_read_b32 v51, v22 offset:4                       ; A of block 0, k 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[50:51], v[48:49], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v48, v24 offset:4368                    ; B of block 0, k 8
	ds_read_b32 v49, v24 offset:4372                    ; B of block 0, k 8
	ds_read_b32 v50, v22 offset:16                      ; A of block 0, k 8
	ds_read_b32 v51, v22 offset:20                      ; A of block 0, k 8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[50:51], v[48:49], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v48, v24 offset:4384                    ; B of block 0, k 16
	ds_read_b32 v49, v24 offset:4388                    ; B of block 0, k 16
	ds_read_b32 v50, v22 offset:32                      ; A of block 0, k 16
	ds_read_b32 v51, v22 offset:36                      ; A of block 0, k 16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[50:51], v[48:49], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v48, v24 offset:4400                    ; B of block 0, k 24
	ds_read_b32 v49, v24 offset:4404                    ; B of block 0, k 24
	ds_read_b32 v50, v22 offset:48                      ; A of block 0, k 24
	ds_read_b32 v51, v22 offset:52                      ; A of block 0, k 24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[50:51], v[48:49], v[6:21] ; examples/gemm_f16.kgen:6
	s_waitcnt vmcnt(15)
	ds_write_b16 v29, v30 offset:8704                   ; into the LDS A1 slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v29, v33 offset:9248                   ; into the LDS A1 slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v29, v34 offset:9792                   ; into the LDS A1 slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v29, v35 offset:10336                  ; into the LDS A1 slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v29, v36 offset:10880                  ; into the LDS A1 slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v29, v37 offset:11424                  ; into the LDS A1 slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v29, v38 offset:11968                  ; into the LDS A1 slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v29, v39 offset:12512                  ; into the LDS A1 slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v32, v31 offset:13056                  ; into the LDS B1 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v32, v41 offset:13064                  ; into the LDS B1 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v32, v42 offset:13072                  ; into the LDS B1 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v32, v43 offset:13080                  ; into the LDS B1 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v32, v44 offset:13088                  ; into the LDS B1 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v32, v45 offset:13096                  ; into the LDS B1 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v32, v46 offset:13104                  ; into the LDS B1 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v32, v47 offset:13112                  ; into the LDS B1 slice
	s_add_u32 s22, s21, 1
	s_add_u32 s23, s22, 1
	s_mul_i32 s22, s23, 32                              ; the next step's first k: its loads go out now
	s_mul_i32 s24, s17, s13
	s_mul_hi_u32 s25, s17, s13
	s_mov_b32 s26, s22
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s4, s24
	s_addc_u32 s27, s5, s25
	v_add_u32 v30, s22, v25
	v_cmp_lt_u32 s[24:25], v30, s13
	s_sub_i32 s23, s12, s17                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v23, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_310
	global_load_ushort v30, v26, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s28, s23, 8
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 1
	v_add_u32 v31, s30, v26
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_314
	global_load_ushort v33, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 16
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 2
	v_add_u32 v31, s30, v26
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_320
	global_load_ushort v34, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 24
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 3
	v_add_u32 v31, s30, v26
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_326
	global_load_ushort v35, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 32
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 4
	v_add_u32 v31, s30, v26
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_332
	global_load_ushort v36, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 40
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 5
	v_add_u32 v31, s30, v26
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_338
	global_load_ushort v37, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 48
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s18, 6
	v_add_u32 v31, s30, v26
	v_mov_b32 v38, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_344
	global_load_ushort v38, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 56
	v_cmp_lt_i32 s[30:31], v23, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s23, s18, 7
	v_add_u32 v31, s23, v26
	v_mov_b32 v39, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_350
	global_load_ushort v39, v31, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s24, s22, s14
	s_mul_hi_u32 s25, s22, s14
	s_mov_b32 s26, s16
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'b' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v31, s16, v28
	v_cmp_lt_u32 s[24:25], v31, s14
	s_sub_i32 s23, s13, s22                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v27, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_363
	global_load_ushort v31, v1, s[26:27]                ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 4
	v_cmp_lt_i32 s[28:29], v27, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s19, 1
	v_add_u32 v40, s22, v1
	v_mov_b32 v41, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_367
	global_load_ushort v41, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 8
	v_cmp_lt_i32 s[28:29], v27, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s19, 2
	v_add_u32 v40, s22, v1
	v_mov_b32 v42, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_373
	global_load_ushort v42, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 12
	v_cmp_lt_i32 s[28:29], v27, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s19, 3
	v_add_u32 v40, s22, v1
	v_mov_b32 v43, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_379
	global_load_ushort v43, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 16
	v_cmp_lt_i32 s[28:29], v27, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s19, 4
	v_add_u32 v40, s22, v1
	v_mov_b32 v44, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_385
	global_load_ushort v44, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 20
	v_cmp_lt_i32 s[28:29], v27, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s19, 5
	v_add_u32 v40, s22, v1
	v_mov_b32 v45, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_391
	global_load_ushort v45, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 24
	v_cmp_lt_i32 s[28:29], v27, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s19, 6
	v_add_u32 v40, s22, v1
	v_mov_b32 v46, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_397
	global_load_ushort v46, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 28
	v_cmp_lt_i32 s[28:29], v27, s22
	s_and_b64 s[22:23], s[28:29], s[24:25]
	s_mul_i32 s24, s19, 7
	v_add_u32 v40, s24, v1
	v_mov_b32 v47, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_403
	global_load_ushort v47, v40, s[26:27]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v48, v24 offset:13056                   ; B of block 0, k 0
	ds_read_b32 v49, v24 offset:13060                   ; B of block 0, k 0
	ds_read_b32 v50, v22 offset:8704                    ; A of block 0, k 0
	ds_read_b32 v51, v22 offset:8708                    ; A of block 0, k 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[50:51], v[48:49], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v48, v24 offset:13072                   ; B of block 0, k 8
	ds_read_b32 v49, v24 offset:13076                   ; B of block 0, k 8
	ds_read_b32 v50, v22 offset:8720                    ; A of block 0, k 8
	ds_read_b32 v51, v22 offset:8724                    ; A of block 0, k 8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[50:51], v[48:49], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v48, v24 offset:13088                   ; B of block 0, k 16
	ds_read_b32 v49, v24 offset:13092                   ; B of block 0, k 16
	ds_read_b32 v50, v22 offset:8736                    ; A of block 0, k 16
	ds_read_b32 v51, v22 offset:8740                    ; A of block 0, k 16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[50:51], v[48:49], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v48, v24 offset:13104                   ; B of block 0, k 24
	ds_read_b32 v49, v24 offset:13108                   ; B of block 0, k 24
	ds_read_b32 v50, v22 offset:8752                    ; A of block 0, k 24
	ds_read_b32 v51, v22 offset:8756                    ; A of block 0, k 24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[50:51], v[48:49], v[6:21] ; examples/gemm_f16.kgen:6
	s_waitcnt vmcnt(15)
	ds_write_b16 v29, v30                               ; into the LDS A0 slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v29, v33 offset:544                    ; into the LDS A0 slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v29, v34 offset:1088                   ; into the LDS A0 slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v29, v35 offset:1632                   ; into the LDS A0 slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v29, v36 offset:2176                   ; into the LDS A0 slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v29, v37 offset:2720                   ; into the LDS A0 slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v29, v38 offset:3264                   ; into the LDS A0 slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v29, v39 offset:3808                   ; into the LDS A0 slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v32, v31 offset:4352                   ; into the LDS B0 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v32, v41 offset:4360                   ; into the LDS B0 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v32, v42 offset:4368                   ; into the LDS B0 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v32, v43 offset:4376                   ; into the LDS B0 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v32, v44 offset:4384                   ; into the LDS B0 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v32, v45 offset:4392                   ; into the LDS B0 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v32, v46 offset:4400                   ; into the LDS B0 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v32, v47 offset:4408                   ; into the LDS B0 slice
	s_add_u32 s21, s21, 2
	s_cmp_lt_u32 s21, s15
	s_cbranch_scc1 .Lgemm_f16_loop0
.Lgemm_f16_loop0_end:
	s_and_b32 s4, s20, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_f16_if0_end
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v26, v24 offset:4352                    ; B of block 0, k 0
	ds_read_b32 v27, v24 offset:4356                    ; B of block 0, k 0
	ds_read_b32 v28, v22                                ; A of block 0, k 0
	ds_read_b32 v29, v22 offset:4                       ; A of block 0, k 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v26, v24 offset:4368                    ; B of block 0, k 8
	ds_read_b32 v27, v24 offset:4372                    ; B of block 0, k 8
	ds_read_b32 v28, v22 offset:16                      ; A of block 0, k 8
	ds_read_b32 v29, v22 offset:20                      ; A of block 0, k 8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v26, v24 offset:4384                    ; B of block 0, k 16
	ds_read_b32 v27, v24 offset:4388                    ; B of block 0, k 16
	ds_read_b32 v28, v22 offset:32                      ; A of block 0, k 16
	ds_read_b32 v29, v22 offset:36                      ; A of block 0, k 16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v26, v24 offset:4400                    ; B of block 0, k 24
	ds_read_b32 v27, v24 offset:4404                    ; B of block 0, k 24
	ds_read_b32 v24, v22 offset:48                      ; A of block 0, k 24
	ds_read_b32 v25, v22 offset:52                      ; A of block 0, k 24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[6:21], v[24:25], v[26:27], v[6:21] ; examples/gemm_f16.kgen:6
.Lgemm_f16_if0_end:
	v_lshrrev_b32 v1, 5, v2
	v_lshlrev_b32 v2, 2, v1
	v_mul_lo_u32 v1, 32, v4
	v_add_u32 v4, v2, v1
	v_mul_lo_u32 v1, 32, v5
	v_add_u32 v2, v3, v1
	v_add_u32 v1, 0, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[4:5], v5, s12
	v_cmp_lt_u32 s[6:7], v22, s14
	s_and_b64 s[18:19], s[4:5], s[6:7]
	s_mov_b32 s4, s16
	s_mov_b32 s5, 0
	s_lshl_b64 s[6:7], s[4:5], 2
	s_add_u32 s4, s8, s6
	s_addc_u32 s5, s9, s7
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_453
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v6, v22                               ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	s_mul_i32 s6, s17, s14
	s_mul_hi_u32 s7, s17, s14
	s_mov_b32 s8, s16
	s_mov_b32 s9, 0
	s_add_u32 s20, s6, s8                               ; 'c' tile corner
	s_addc_u32 s21, s7, s9
	s_lshl_b64 s[6:7], s[20:21], 2
	s_add_u32 s8, s10, s6
	s_addc_u32 s9, s11, s7
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_453
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 1, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_475
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v7, v22                               ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_475
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 2, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_489
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v8, v22                               ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_489
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 3, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_503
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v9, v22                               ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_503
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 8, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_517
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v10, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_517
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 9, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_531
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v11, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_531
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 10, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_545
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v12, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_545
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 11, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_559
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v13, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_559
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 16, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_573
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v14, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_573
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 17, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_587
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v15, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_587
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 18, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_601
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v16, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_601
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 19, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_615
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v17, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_615
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 24, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_629
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v18, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_629
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 25, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_643
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v19, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_643
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 26, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s17, v1
	v_add_u32 v22, s16, v3
	v_cmp_lt_u32 s[6:7], v5, s12
	v_cmp_lt_u32 s[10:11], v22, s14
	s_and_b64 s[18:19], s[6:7], s[10:11]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v22, 0                                    ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_657
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v20, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_657
	global_store_dword v3, v22, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 27, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v2, s17, v1
	v_add_u32 v4, s16, v3
	v_cmp_lt_u32 s[6:7], v2, s12
	v_cmp_lt_u32 s[10:11], v4, s14
	s_and_b64 s[12:13], s[6:7], s[10:11]
	v_lshlrev_b32 v2, 2, v3
	v_mov_b32 v4, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_671
	global_load_dword v4, v2, s[4:5]                    ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v2, v21, v4                               ; examples/gemm_f16.kgen:8
	v_max_f32 v4, 0, v2                                 ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v2, s14, v1
	v_add_u32 v1, v2, v3
	v_lshlrev_b32 v2, 2, v1
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_671
	global_store_dword v2, v4, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_endpgm
.Lfunc_end_gemm_f16:
	.size	gemm_f16, .Lfunc_end_gemm_f16-gemm_f16

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_f16
		.amdhsa_group_segment_fixed_size 17408
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 52
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
  - .name:           gemm_f16
    .symbol:         gemm_f16.kd
    .args:
      - .name:           a
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           b
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           bias
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           c
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           M
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         40
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 17408
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
