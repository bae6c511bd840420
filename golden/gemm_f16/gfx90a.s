; kgen AMDGCN module for gfx90a: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel gemm_f16: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel gemm_f16 from examples/gemm_f16.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 2 x 2 waves, tile 64 x 64 of C, K in steps of 32
;   grid: n, m
;   wave tile 32 x 32: 1 x 1 v_mfma_f32_32x32x8 per 8 of K, 16 f32 accumulators per lane
;   operands staged K-contiguous in LDS (A[m][k], B[n][k], rows padded 4 bytes): each lane reads its 4 k-values of A and of B as two dwords
;   staging: synchronous, element-wise with bounds (double-buffered LDS and the 8-wave ping-pong schedule not yet)
; resources: 30 VGPRs, 0 AGPRs, 26 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 8704 bytes LDS, 44 bytes of arguments, 256 threads
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
	s_mov_b32 s15, 0                                    ; for kk in k: steps of 32
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_u32 s15, s13
	s_cbranch_scc1 .Lgemm_f16_loop0_end
.Lgemm_f16_loop0:
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s17, v25
	v_add_u32 v27, s15, v26
	v_cmp_lt_u32 s[18:19], v23, s12
	v_cmp_lt_u32 s[20:21], v27, s13
	s_and_b64 s[22:23], s[18:19], s[20:21]
	s_mul_i32 s18, s17, s13
	s_mul_hi_u32 s19, s17, s13
	s_mov_b32 s20, s15
	s_mov_b32 s21, 0
	s_add_u32 s24, s18, s20                             ; 'a' tile corner
	s_addc_u32 s25, s19, s21
	s_lshl_b64 s[18:19], s[24:25], 1
	s_add_u32 s20, s4, s18
	s_addc_u32 s21, s5, s19
	v_mul_lo_u32 v23, s13, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_52
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v28, v23
	s_barrier                                           ; inserted by insert_barriers
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s17, v25
	v_add_u32 v27, s15, v26
	v_cmp_lt_u32 s[18:19], v23, s12
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s13, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_72
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s17, v25
	v_add_u32 v27, s15, v26
	v_cmp_lt_u32 s[18:19], v23, s12
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s13, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_87
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s17, v25
	v_add_u32 v27, s15, v26
	v_cmp_lt_u32 s[18:19], v23, s12
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s13, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_102
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s17, v25
	v_add_u32 v27, s15, v26
	v_cmp_lt_u32 s[18:19], v23, s12
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s13, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s17, v25
	v_add_u32 v27, s15, v26
	v_cmp_lt_u32 s[18:19], v23, s12
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s13, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_132
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s17, v25
	v_add_u32 v27, s15, v26
	v_cmp_lt_u32 s[18:19], v23, s12
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s13, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_147
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v25, 5, v23
	v_and_b32 v26, 31, v23
	v_add_u32 v23, s17, v25
	v_add_u32 v27, s15, v26
	v_cmp_lt_u32 s[18:19], v23, s12
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s13, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_162
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v25
	v_lshlrev_b32 v23, 1, v26
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27                               ; into the LDS A0 slice
	v_add_u32 v23, 0, v1
	v_lshrrev_b32 v25, 6, v23
	v_and_b32 v26, 63, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v27, s15, v25
	v_cmp_lt_u32 s[18:19], v23, s14
	v_cmp_lt_u32 s[20:21], v27, s13
	s_and_b64 s[22:23], s[18:19], s[20:21]
	s_mul_i32 s18, s15, s14
	s_mul_hi_u32 s19, s15, s14
	s_mov_b32 s20, s16
	s_mov_b32 s21, 0
	s_add_u32 s24, s18, s20                             ; 'b' tile corner
	s_addc_u32 s25, s19, s21
	s_lshl_b64 s[18:19], s[24:25], 1
	s_add_u32 s20, s6, s18
	s_addc_u32 s21, s7, s19
	v_mul_lo_u32 v23, s14, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_177
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x100, v1
	v_lshrrev_b32 v25, 6, v23
	v_and_b32 v26, 63, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v27, s15, v25
	v_cmp_lt_u32 s[18:19], v23, s14
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s14, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_197
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x200, v1
	v_lshrrev_b32 v25, 6, v23
	v_and_b32 v26, 63, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v27, s15, v25
	v_cmp_lt_u32 s[18:19], v23, s14
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s14, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_212
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x300, v1
	v_lshrrev_b32 v25, 6, v23
	v_and_b32 v26, 63, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v27, s15, v25
	v_cmp_lt_u32 s[18:19], v23, s14
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s14, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_227
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x400, v1
	v_lshrrev_b32 v25, 6, v23
	v_and_b32 v26, 63, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v27, s15, v25
	v_cmp_lt_u32 s[18:19], v23, s14
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s14, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_242
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x500, v1
	v_lshrrev_b32 v25, 6, v23
	v_and_b32 v26, 63, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v27, s15, v25
	v_cmp_lt_u32 s[18:19], v23, s14
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s14, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_257
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x600, v1
	v_lshrrev_b32 v25, 6, v23
	v_and_b32 v26, 63, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v27, s15, v25
	v_cmp_lt_u32 s[18:19], v23, s14
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s14, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_272
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27 offset:4352                   ; into the LDS B0 slice
	v_add_u32 v23, 0x700, v1
	v_lshrrev_b32 v25, 6, v23
	v_and_b32 v26, 63, v23
	v_add_u32 v23, s16, v26
	v_add_u32 v27, s15, v25
	v_cmp_lt_u32 s[18:19], v23, s14
	v_cmp_lt_u32 s[22:23], v27, s13
	s_and_b64 s[24:25], s[18:19], s[22:23]
	v_mul_lo_u32 v23, s14, v25
	v_add_u32 v27, v23, v26
	v_lshlrev_b32 v23, 1, v27
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_287
	global_load_ushort v27, v23, s[20:21]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0x44
	v_mul_lo_u32 v28, v23, v26
	v_lshlrev_b32 v23, 1, v25
	v_add_u32 v25, v28, v23
	s_waitcnt vmcnt(0)
	ds_write_b16 v25, v27 offset:4352                   ; into the LDS B0 slice
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v26, v24 offset:4352                    ; B of block 0, k 0
	ds_read_b32 v27, v24 offset:4356                    ; B of block 0, k 0
	ds_read_b32 v28, v22                                ; A of block 0, k 0
	ds_read_b32 v29, v22 offset:4                       ; A of block 0, k 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v26, v24 offset:4368                    ; B of block 0, k 8
	ds_read_b32 v27, v24 offset:4372                    ; B of block 0, k 8
	ds_read_b32 v28, v22 offset:16                      ; A of block 0, k 8
	ds_read_b32 v29, v22 offset:20                      ; A of block 0, k 8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v26, v24 offset:4384                    ; B of block 0, k 16
	ds_read_b32 v27, v24 offset:4388                    ; B of block 0, k 16
	ds_read_b32 v28, v22 offset:32                      ; A of block 0, k 16
	ds_read_b32 v29, v22 offset:36                      ; A of block 0, k 16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_f16.kgen:6
	ds_read_b32 v26, v24 offset:4400                    ; B of block 0, k 24
	ds_read_b32 v27, v24 offset:4404                    ; B of block 0, k 24
	ds_read_b32 v28, v22 offset:48                      ; A of block 0, k 24
	ds_read_b32 v29, v22 offset:52                      ; A of block 0, k 24
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 v[6:21], v[28:29], v[26:27], v[6:21] ; examples/gemm_f16.kgen:6
	s_add_u32 s15, s15, 32
	s_cmp_lt_u32 s15, s13
	s_cbranch_scc1 .Lgemm_f16_loop0
.Lgemm_f16_loop0_end:
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_323
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_323
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_345
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v7, v22                               ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_345
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_359
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v8, v22                               ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_359
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_373
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v9, v22                               ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_373
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_387
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v10, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_387
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_401
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v11, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_401
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_415
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v12, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_415
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_429
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v13, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_429
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_443
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v14, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_443
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_457
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v15, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_457
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_471
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v16, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_471
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_485
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v17, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_485
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_499
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v18, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_499
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_513
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v19, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_513
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
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_527
	global_load_dword v22, v5, s[4:5]                   ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v20, v22                              ; examples/gemm_f16.kgen:8
	v_max_f32 v22, 0, v5                                ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v5, s14, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 2, v1
	s_and_saveexec_b64 s[6:7], s[18:19]                 ; lanes where %vpred_527
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
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_541
	global_load_dword v4, v2, s[4:5]                    ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32 v2, v21, v4                               ; examples/gemm_f16.kgen:8
	v_max_f32 v4, 0, v2                                 ; examples/gemm_f16.kgen:8
	v_mul_lo_u32 v2, s14, v1
	v_add_u32 v1, v2, v3
	v_lshlrev_b32 v2, 2, v1
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_541
	global_store_dword v2, v4, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_endpgm
.Lfunc_end_gemm_f16:
	.size	gemm_f16, .Lfunc_end_gemm_f16-gemm_f16

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_f16
		.amdhsa_group_segment_fixed_size 8704
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 32
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
    .group_segment_fixed_size: 8704
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
