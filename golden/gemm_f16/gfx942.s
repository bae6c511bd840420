; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel gemm_f16: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel gemm_f16 from examples/gemm_f16.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 2 x 2 waves, tile 64 x 64 of C, K in steps of 32
;   grid: n, m
;   wave tile 32 x 32: 1 x 1 v_mfma_f32_32x32x8 per 8 of K, 16 f32 accumulators per lane, in AGPRs (v_accvgpr_read in the epilogue)
;   LDS: 2 stages x 10240 bytes = 20480; operands K-contiguous (A[m][k], B[n][k], rows padded 16 bytes: ds_read_b128 conflict-free); each lane reads 8 k-values of A and of B per 2 MFMAs
;   staging: double-buffered LDS, the K loop a 2-stage pipeline through registers (kgen.pipeline): each step's global loads are issued a step ahead into VGPRs and written after the MFMAs: 16 bytes per lane (global_load_dwordx4, ds_write_b128 or v_perm k-pairs) when rows are 16-byte aligned, element-wise otherwise; zero outside the tensors
; resources: 60 VGPRs (42 ArchVGPRs + 16 AGPRs from accum_offset 44), 34 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 20480 bytes LDS, 44 bytes of arguments, 256 threads
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
	s_mov_b32 s4, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument b
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument bias
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument c
	s_load_dword s14, s[0:1], 0x20                      ; argument M
	s_load_dword s15, s[0:1], 0x24                      ; argument K
	s_load_dword s16, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	v_and_b32 v2, 63, v1
	v_lshrrev_b32 v3, 6, v1
	v_lshrrev_b32 v4, 1, v3
	v_and_b32 v5, 1, v3
	s_mov_b32 s17, s2
	s_mul_i32 s18, s17, 64
	s_mov_b32 s17, s3
	s_mul_i32 s19, s17, 64
	v_accvgpr_write_b32 a0, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a1, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a2, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a3, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a4, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a5, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a6, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a7, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a8, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a9, 0                           ; accumulator = 0
	v_accvgpr_write_b32 a10, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a11, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a12, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a13, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a14, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a15, 0                          ; accumulator = 0
	v_and_b32 v3, 31, v2
	v_lshrrev_b32 v6, 5, v2
	v_lshlrev_b32 v2, 4, v6
	v_mul_lo_u32 v6, 32, v4
	v_add_u32 v4, v3, v6
	v_mov_b32 v6, 0x50
	v_mul_lo_u32 v7, v6, v4
	v_add_u32 v4, v7, v2
	v_mul_lo_u32 v6, 32, v5
	v_add_u32 v5, v3, v6
	v_mov_b32 v3, 0x50
	v_mul_lo_u32 v6, v3, v5
	v_add_u32 v3, v6, v2
	v_lshrrev_b32 v2, 5, v1
	v_and_b32 v5, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, s15, v2
	v_add_u32 v7, v6, v5
	v_lshlrev_b32 v6, 1, v7                             ; this thread's first element of 'a'
	s_mul_i32 s17, s15, 8
	s_lshl_b32 s20, s17, 1                              ; 8 rows of 'a'
	v_mov_b32 v7, 0x50
	v_mul_lo_u32 v8, v7, v2
	v_lshlrev_b32 v7, 1, v5
	v_add_u32 v9, v8, v7
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 63, v1
	v_mul_lo_u32 v10, s16, v7
	v_add_u32 v11, v10, v8
	v_lshlrev_b32 v10, 1, v11                           ; this thread's first element of 'b'
	s_mul_i32 s17, s16, 4
	s_lshl_b32 s21, s17, 1                              ; 4 rows of 'b'
	v_mov_b32 v11, 0x50
	v_mul_lo_u32 v12, v11, v8
	v_lshlrev_b32 v11, 1, v7
	v_add_u32 v13, v12, v11
	v_lshrrev_b32 v11, 2, v1
	v_and_b32 v12, 3, v1
	v_lshlrev_b32 v14, 3, v12
	v_mul_lo_u32 v12, s15, v11
	v_add_u32 v15, v12, v14
	v_lshlrev_b32 v12, 1, v15                           ; this thread's first 16 bytes of 'a'
	v_mov_b32 v15, 0x50
	v_mul_lo_u32 v16, v15, v11
	v_lshlrev_b32 v15, 1, v14
	v_add_u32 v17, v16, v15
	v_lshrrev_b32 v15, 3, v1
	v_and_b32 v16, 7, v1
	v_lshlrev_b32 v18, 3, v16
	v_lshlrev_b32 v16, 1, v15
	v_mul_lo_u32 v19, s16, v16
	v_add_u32 v16, v19, v18
	v_lshlrev_b32 v19, 1, v16                           ; this thread's first 16 bytes of 'b'
	v_mov_b32 v16, 0x50
	v_mul_lo_u32 v20, v16, v18
	v_lshlrev_b32 v16, 2, v15
	v_add_u32 v21, v20, v16
	s_lshl_b32 s17, s16, 1
	v_add_u32 v16, s17, v19                             ; the next k row
	v_mov_b32 v20, 0x80                                 ; 128 units of 16 bytes: the other threads have none
	v_cmp_lt_u32 s[22:23], v1, v20
	s_and_b32 s17, s15, 7
	s_cmp_eq_u32 s17, 0                                 ; a multiple of 8 elements: 16-byte rows
	s_cselect_b32 s17, 1, 0
	s_and_b32 s24, s16, 7
	s_cmp_eq_u32 s24, 0                                 ; a multiple of 8 elements: 16-byte rows
	s_cselect_b32 s24, 1, 0
	s_and_b32 s25, s17, s24
	s_cmp_eq_u32 s25, 0                                 ; rows 16-byte aligned: 16-byte global loads and LDS writes; otherwise element-wise staging
	s_cbranch_scc1 .Lgemm_f16_if0_else
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_mov_b32 s26, 0
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v20, 0, v14
	v_cmp_lt_u32 s[24:25], v20, s15
	s_sub_i32 s17, s14, s19
	v_cmp_lt_i32 s[28:29], v11, s17
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_444
	global_load_dwordx4 v[22:25], v12, s[26:27]         ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s24, 0, s16
	s_mul_hi_u32 s25, 0, s16
	s_mov_b32 s26, s18
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'b' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s8, s24
	s_addc_u32 s27, s9, s25
	v_add_u32 v20, s18, v18
	v_cmp_lt_u32 s[24:25], v20, s16
	s_and_b64 s[28:29], s[24:25], s[22:23]
	s_sub_i32 s17, s15, 0
	v_lshlrev_b32 v20, 1, v15
	v_cmp_lt_i32 s[24:25], v20, s17
	s_and_b64 s[30:31], s[24:25], s[28:29]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_460
	global_load_dwordx4 v[26:29], v19, s[26:27]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s24, s17, 1
	v_cmp_lt_i32 s[30:31], v20, s24
	s_and_b64 s[24:25], s[30:31], s[28:29]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_467
	global_load_dwordx4 v[30:33], v16, s[26:27]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[22:25]                         ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v26, s4                        ; (k, k+1) of column 0
	v_perm_b32 v22, v30, v26, s5                        ; (k, k+1) of column 1
	v_perm_b32 v23, v31, v27, s4                        ; (k, k+1) of column 2
	v_perm_b32 v24, v31, v27, s5                        ; (k, k+1) of column 3
	v_perm_b32 v25, v32, v28, s4                        ; (k, k+1) of column 4
	v_perm_b32 v34, v32, v28, s5                        ; (k, k+1) of column 5
	v_perm_b32 v35, v33, v29, s4                        ; (k, k+1) of column 6
	v_perm_b32 v36, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_87
	ds_write_b32 v21, v20 offset:5120                   ; into the LDS B slice
	ds_write_b32 v21, v22 offset:5200                   ; into the LDS B slice
	ds_write_b32 v21, v23 offset:5280                   ; into the LDS B slice
	ds_write_b32 v21, v24 offset:5360                   ; into the LDS B slice
	ds_write_b32 v21, v25 offset:5440                   ; into the LDS B slice
	ds_write_b32 v21, v34 offset:5520                   ; into the LDS B slice
	ds_write_b32 v21, v35 offset:5600                   ; into the LDS B slice
	ds_write_b32 v21, v36 offset:5680                   ; into the LDS B slice
	s_mov_b64 exec, s[24:25]
	s_mov_b32 s17, 0                                    ; for kk in k: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s17, s15
	s_cbranch_scc1 .Lgemm_f16_loop0_end
.Lgemm_f16_loop0:
	s_add_u32 s24, s17, 32
	s_cmp_lt_u32 s17, s15
	s_cselect_b32 s25, 1, 0
	s_cmp_eq_u32 s25, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if1_end
	s_mul_i32 s26, s19, s15
	s_mul_hi_u32 s27, s19, s15
	s_mov_b32 s28, s24
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'a' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s6, s26
	s_addc_u32 s29, s7, s27
	v_add_u32 v20, s24, v14
	v_cmp_lt_u32 s[26:27], v20, s15
	s_sub_i32 s25, s14, s19
	v_cmp_lt_i32 s[30:31], v11, s25
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_490
	global_load_dwordx4 v[22:25], v12, s[28:29]         ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s26, s24, s16
	s_mul_hi_u32 s27, s24, s16
	s_mov_b32 s28, s18
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'b' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s8, s26
	s_addc_u32 s29, s9, s27
	v_add_u32 v20, s18, v18
	v_cmp_lt_u32 s[26:27], v20, s16
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_sub_i32 s25, s15, s24
	v_lshlrev_b32 v20, 1, v15
	v_cmp_lt_i32 s[26:27], v20, s25
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_506
	global_load_dwordx4 v[26:29], v19, s[28:29]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s25, 1
	v_cmp_lt_i32 s[26:27], v20, s24
	s_and_b64 s[24:25], s[26:27], s[30:31]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_513
	global_load_dwordx4 v[30:33], v16, s[28:29]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v3 offset:5120               ; B of block 0, k 0..+15
	ds_read_b128 v[38:41], v4                           ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[0:15], v[38:39], v[34:35], a[0:15] ; examples/gemm_f16.kgen:6
	v_mfma_f32_32x32x8_f16 a[0:15], v[40:41], v[36:37], a[0:15] ; examples/gemm_f16.kgen:6
	ds_read_b128 v[34:37], v3 offset:5152               ; B of block 0, k 16..+15
	ds_read_b128 v[38:41], v4 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[0:15], v[38:39], v[34:35], a[0:15] ; examples/gemm_f16.kgen:6
	v_mfma_f32_32x32x8_f16 a[0:15], v[40:41], v[36:37], a[0:15] ; examples/gemm_f16.kgen:6
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[22:25] offset:10240            ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v26, s4                        ; (k, k+1) of column 0
	v_perm_b32 v22, v30, v26, s5                        ; (k, k+1) of column 1
	v_perm_b32 v23, v31, v27, s4                        ; (k, k+1) of column 2
	v_perm_b32 v24, v31, v27, s5                        ; (k, k+1) of column 3
	v_perm_b32 v25, v32, v28, s4                        ; (k, k+1) of column 4
	v_perm_b32 v34, v32, v28, s5                        ; (k, k+1) of column 5
	v_perm_b32 v35, v33, v29, s4                        ; (k, k+1) of column 6
	v_perm_b32 v36, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_87
	ds_write_b32 v21, v20 offset:15360                  ; into the LDS B slice
	ds_write_b32 v21, v22 offset:15440                  ; into the LDS B slice
	ds_write_b32 v21, v23 offset:15520                  ; into the LDS B slice
	ds_write_b32 v21, v24 offset:15600                  ; into the LDS B slice
	ds_write_b32 v21, v25 offset:15680                  ; into the LDS B slice
	ds_write_b32 v21, v34 offset:15760                  ; into the LDS B slice
	ds_write_b32 v21, v35 offset:15840                  ; into the LDS B slice
	ds_write_b32 v21, v36 offset:15920                  ; into the LDS B slice
	s_mov_b64 exec, s[24:25]
.Lgemm_f16_if1_end:
	s_add_u32 s24, s17, 32
	s_add_u32 s25, s24, 32
	s_cmp_lt_u32 s24, s15
	s_cselect_b32 s24, 1, 0
	s_cmp_eq_u32 s24, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if2_end
	s_mul_i32 s26, s19, s15
	s_mul_hi_u32 s27, s19, s15
	s_mov_b32 s28, s25
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'a' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s6, s26
	s_addc_u32 s29, s7, s27
	v_add_u32 v20, s25, v14
	v_cmp_lt_u32 s[26:27], v20, s15
	s_sub_i32 s24, s14, s19
	v_cmp_lt_i32 s[30:31], v11, s24
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_554
	global_load_dwordx4 v[22:25], v12, s[28:29]         ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s26, s25, s16
	s_mul_hi_u32 s27, s25, s16
	s_mov_b32 s28, s18
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'b' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s8, s26
	s_addc_u32 s29, s9, s27
	v_add_u32 v20, s18, v18
	v_cmp_lt_u32 s[26:27], v20, s16
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_sub_i32 s24, s15, s25
	v_lshlrev_b32 v20, 1, v15
	v_cmp_lt_i32 s[26:27], v20, s24
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_570
	global_load_dwordx4 v[26:29], v19, s[28:29]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s24, 1
	v_cmp_lt_i32 s[26:27], v20, s25
	s_and_b64 s[24:25], s[26:27], s[30:31]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_577
	global_load_dwordx4 v[30:33], v16, s[28:29]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v3 offset:15360              ; B of block 0, k 0..+15
	ds_read_b128 v[38:41], v4 offset:10240              ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[0:15], v[38:39], v[34:35], a[0:15] ; examples/gemm_f16.kgen:6
	v_mfma_f32_32x32x8_f16 a[0:15], v[40:41], v[36:37], a[0:15] ; examples/gemm_f16.kgen:6
	ds_read_b128 v[34:37], v3 offset:15392              ; B of block 0, k 16..+15
	ds_read_b128 v[38:41], v4 offset:10272              ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[0:15], v[38:39], v[34:35], a[0:15] ; examples/gemm_f16.kgen:6
	v_mfma_f32_32x32x8_f16 a[0:15], v[40:41], v[36:37], a[0:15] ; examples/gemm_f16.kgen:6
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[22:25]                         ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v26, s4                        ; (k, k+1) of column 0
	v_perm_b32 v22, v30, v26, s5                        ; (k, k+1) of column 1
	v_perm_b32 v23, v31, v27, s4                        ; (k, k+1) of column 2
	v_perm_b32 v24, v31, v27, s5                        ; (k, k+1) of column 3
	v_perm_b32 v25, v32, v28, s4                        ; (k, k+1) of column 4
	v_perm_b32 v34, v32, v28, s5                        ; (k, k+1) of column 5
	v_perm_b32 v35, v33, v29, s4                        ; (k, k+1) of column 6
	v_perm_b32 v36, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_87
	ds_write_b32 v21, v20 offset:5120                   ; into the LDS B slice
	ds_write_b32 v21, v22 offset:5200                   ; into the LDS B slice
	ds_write_b32 v21, v23 offset:5280                   ; into the LDS B slice
	ds_write_b32 v21, v24 offset:5360                   ; into the LDS B slice
	ds_write_b32 v21, v25 offset:5440                   ; into the LDS B slice
	ds_write_b32 v21, v34 offset:5520                   ; into the LDS B slice
	ds_write_b32 v21, v35 offset:5600                   ; into the LDS B slice
	ds_write_b32 v21, v36 offset:5680                   ; into the LDS B slice
	s_mov_b64 exec, s[24:25]
.Lgemm_f16_if2_end:
	s_add_u32 s17, s17, 64
	s_cmp_lt_u32 s17, s15
	s_cbranch_scc1 .Lgemm_f16_loop0
.Lgemm_f16_loop0_end:
	s_branch .Lgemm_f16_if0_end
.Lgemm_f16_if0_else:
	s_mul_i32 s4, s19, s15
	s_mul_hi_u32 s5, s19, s15
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_add_u32 s24, s4, s22                              ; 'a' tile corner
	s_addc_u32 s25, s5, s23
	s_lshl_b64 s[4:5], s[24:25], 1
	s_add_u32 s22, s6, s4
	s_addc_u32 s23, s7, s5
	v_add_u32 v11, 0, v5
	v_cmp_lt_u32 s[4:5], v11, s15
	s_sub_i32 s17, s14, s19                             ; rows left in the tensor
	v_cmp_lt_i32 s[24:25], v2, s17
	s_and_b64 s[26:27], s[24:25], s[4:5]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_616
	global_load_ushort v11, v6, s[22:23]                ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s24, s17, 8
	v_cmp_lt_i32 s[26:27], v2, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s20, 1
	v_add_u32 v12, s26, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_620
	global_load_ushort v14, v12, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 16
	v_cmp_lt_i32 s[26:27], v2, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s20, 2
	v_add_u32 v12, s26, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_626
	global_load_ushort v15, v12, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 24
	v_cmp_lt_i32 s[26:27], v2, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s20, 3
	v_add_u32 v12, s26, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_632
	global_load_ushort v16, v12, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 32
	v_cmp_lt_i32 s[26:27], v2, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s20, 4
	v_add_u32 v12, s26, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_638
	global_load_ushort v17, v12, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 40
	v_cmp_lt_i32 s[26:27], v2, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s20, 5
	v_add_u32 v12, s26, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_644
	global_load_ushort v18, v12, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 48
	v_cmp_lt_i32 s[26:27], v2, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s20, 6
	v_add_u32 v12, s26, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_650
	global_load_ushort v19, v12, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 56
	v_cmp_lt_i32 s[26:27], v2, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s4, s20, 7
	v_add_u32 v12, s4, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_656
	global_load_ushort v20, v12, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, 0, s16
	s_mul_hi_u32 s5, 0, s16
	s_mov_b32 s22, s18
	s_mov_b32 s23, 0
	s_add_u32 s24, s4, s22                              ; 'b' tile corner
	s_addc_u32 s25, s5, s23
	s_lshl_b64 s[4:5], s[24:25], 1
	s_add_u32 s22, s8, s4
	s_addc_u32 s23, s9, s5
	v_add_u32 v12, s18, v8
	v_cmp_lt_u32 s[4:5], v12, s16
	s_sub_i32 s17, s15, 0                               ; rows left in the tensor
	v_cmp_lt_i32 s[24:25], v7, s17
	s_and_b64 s[26:27], s[24:25], s[4:5]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_669
	global_load_ushort v12, v10, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s24, s17, 4
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s21, 1
	v_add_u32 v21, s26, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_673
	global_load_ushort v22, v21, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 8
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s21, 2
	v_add_u32 v21, s26, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_679
	global_load_ushort v23, v21, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 12
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s21, 3
	v_add_u32 v21, s26, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_685
	global_load_ushort v24, v21, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 16
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s21, 4
	v_add_u32 v21, s26, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_691
	global_load_ushort v25, v21, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 20
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s21, 5
	v_add_u32 v21, s26, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_697
	global_load_ushort v26, v21, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 24
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s26, s21, 6
	v_add_u32 v21, s26, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_703
	global_load_ushort v27, v21, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s17, 28
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[4:5]
	s_mul_i32 s4, s21, 7
	v_add_u32 v21, s4, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[4:5], s[24:25]                 ; lanes where %vpred_709
	global_load_ushort v28, v21, s[22:23]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(15)
	ds_write_b16 v9, v11                                ; into the LDS A slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v9, v14 offset:640                     ; into the LDS A slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v9, v15 offset:1280                    ; into the LDS A slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v9, v16 offset:1920                    ; into the LDS A slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v9, v17 offset:2560                    ; into the LDS A slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v9, v18 offset:3200                    ; into the LDS A slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v9, v19 offset:3840                    ; into the LDS A slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v9, v20 offset:4480                    ; into the LDS A slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v12 offset:5120                   ; into the LDS B slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v22 offset:5128                   ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:5136                   ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:5144                   ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:5152                   ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:5160                   ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:5168                   ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:5176                   ; into the LDS B slice
	s_mov_b32 s4, 0                                     ; for kk in k: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s4, s15
	s_cbranch_scc1 .Lgemm_f16_loop1_end
.Lgemm_f16_loop1:
	s_add_u32 s5, s4, 32
	s_cmp_lt_u32 s4, s15
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if3_end
	s_mul_i32 s22, s19, s15
	s_mul_hi_u32 s23, s19, s15
	s_mov_b32 s24, s5
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v11, s5, v5
	v_cmp_lt_u32 s[22:23], v11, s15
	s_sub_i32 s17, s14, s19                             ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_723
	global_load_ushort v11, v6, s[24:25]                ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s26, s17, 8
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 1
	v_add_u32 v12, s28, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_727
	global_load_ushort v14, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s17, 16
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 2
	v_add_u32 v12, s28, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_733
	global_load_ushort v15, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s17, 24
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 3
	v_add_u32 v12, s28, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_739
	global_load_ushort v16, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s17, 32
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 4
	v_add_u32 v12, s28, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_745
	global_load_ushort v17, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s17, 40
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 5
	v_add_u32 v12, s28, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_751
	global_load_ushort v18, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s17, 48
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 6
	v_add_u32 v12, s28, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_757
	global_load_ushort v19, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s17, 56
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s17, s20, 7
	v_add_u32 v12, s17, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_763
	global_load_ushort v20, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s22, s5, s16
	s_mul_hi_u32 s23, s5, s16
	s_mov_b32 s24, s18
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'b' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s8, s22
	s_addc_u32 s25, s9, s23
	v_add_u32 v12, s18, v8
	v_cmp_lt_u32 s[22:23], v12, s16
	s_sub_i32 s17, s15, s5                              ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_776
	global_load_ushort v12, v10, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s5, s17, 4
	v_cmp_lt_i32 s[26:27], v7, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s5, s21, 1
	v_add_u32 v21, s5, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_780
	global_load_ushort v22, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s5, s17, 8
	v_cmp_lt_i32 s[26:27], v7, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s5, s21, 2
	v_add_u32 v21, s5, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_786
	global_load_ushort v23, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s5, s17, 12
	v_cmp_lt_i32 s[26:27], v7, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s5, s21, 3
	v_add_u32 v21, s5, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_792
	global_load_ushort v24, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s5, s17, 16
	v_cmp_lt_i32 s[26:27], v7, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s5, s21, 4
	v_add_u32 v21, s5, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_798
	global_load_ushort v25, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s5, s17, 20
	v_cmp_lt_i32 s[26:27], v7, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s5, s21, 5
	v_add_u32 v21, s5, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_804
	global_load_ushort v26, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s5, s17, 24
	v_cmp_lt_i32 s[26:27], v7, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s5, s21, 6
	v_add_u32 v21, s5, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_810
	global_load_ushort v27, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s5, s17, 28
	v_cmp_lt_i32 s[26:27], v7, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s5, s21, 7
	v_add_u32 v21, s5, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_816
	global_load_ushort v28, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v3 offset:5120               ; B of block 0, k 0..+15
	ds_read_b128 v[34:37], v4                           ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_f16.kgen:6
	v_mfma_f32_32x32x8_f16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_f16.kgen:6
	ds_read_b128 v[30:33], v3 offset:5152               ; B of block 0, k 16..+15
	ds_read_b128 v[34:37], v4 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_f16.kgen:6
	v_mfma_f32_32x32x8_f16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_f16.kgen:6
	s_waitcnt vmcnt(15)
	ds_write_b16 v9, v11 offset:10240                   ; into the LDS A slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v9, v14 offset:10880                   ; into the LDS A slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v9, v15 offset:11520                   ; into the LDS A slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v9, v16 offset:12160                   ; into the LDS A slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v9, v17 offset:12800                   ; into the LDS A slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v9, v18 offset:13440                   ; into the LDS A slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v9, v19 offset:14080                   ; into the LDS A slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v9, v20 offset:14720                   ; into the LDS A slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v12 offset:15360                  ; into the LDS B slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v22 offset:15368                  ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:15376                  ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:15384                  ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:15392                  ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:15400                  ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:15408                  ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:15416                  ; into the LDS B slice
.Lgemm_f16_if3_end:
	s_add_u32 s5, s4, 32
	s_add_u32 s17, s5, 32
	s_cmp_lt_u32 s5, s15
	s_cselect_b32 s5, 1, 0
	s_cmp_eq_u32 s5, 0                                  ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if4_end
	s_mul_i32 s22, s19, s15
	s_mul_hi_u32 s23, s19, s15
	s_mov_b32 s24, s17
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v11, s17, v5
	v_cmp_lt_u32 s[22:23], v11, s15
	s_sub_i32 s5, s14, s19                              ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v2, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_848
	global_load_ushort v11, v6, s[24:25]                ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s26, s5, 8
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 1
	v_add_u32 v12, s28, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_852
	global_load_ushort v14, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s5, 16
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 2
	v_add_u32 v12, s28, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_858
	global_load_ushort v15, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s5, 24
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 3
	v_add_u32 v12, s28, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_864
	global_load_ushort v16, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s5, 32
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 4
	v_add_u32 v12, s28, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_870
	global_load_ushort v17, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s5, 40
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 5
	v_add_u32 v12, s28, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_876
	global_load_ushort v18, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s5, 48
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s28, s20, 6
	v_add_u32 v12, s28, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_882
	global_load_ushort v19, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s5, 56
	v_cmp_lt_i32 s[28:29], v2, s26
	s_and_b64 s[26:27], s[28:29], s[22:23]
	s_mul_i32 s5, s20, 7
	v_add_u32 v12, s5, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v20, v12, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s22, s17, s16
	s_mul_hi_u32 s23, s17, s16
	s_mov_b32 s24, s18
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'b' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s8, s22
	s_addc_u32 s25, s9, s23
	v_add_u32 v12, s18, v8
	v_cmp_lt_u32 s[22:23], v12, s16
	s_sub_i32 s5, s15, s17                              ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v7, s5
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_901
	global_load_ushort v12, v10, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s5, 4
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 1
	v_add_u32 v21, s17, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_905
	global_load_ushort v22, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s5, 8
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 2
	v_add_u32 v21, s17, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_911
	global_load_ushort v23, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s5, 12
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 3
	v_add_u32 v21, s17, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_917
	global_load_ushort v24, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s5, 16
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 4
	v_add_u32 v21, s17, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_923
	global_load_ushort v25, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s5, 20
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 5
	v_add_u32 v21, s17, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_929
	global_load_ushort v26, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s5, 24
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 6
	v_add_u32 v21, s17, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_935
	global_load_ushort v27, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s5, 28
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s5, s21, 7
	v_add_u32 v21, s5, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_941
	global_load_ushort v28, v21, s[24:25]               ; examples/gemm_f16.kgen:6: element of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v3 offset:15360              ; B of block 0, k 0..+15
	ds_read_b128 v[34:37], v4 offset:10240              ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_f16.kgen:6
	v_mfma_f32_32x32x8_f16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_f16.kgen:6
	ds_read_b128 v[30:33], v3 offset:15392              ; B of block 0, k 16..+15
	ds_read_b128 v[34:37], v4 offset:10272              ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_f16.kgen:6
	v_mfma_f32_32x32x8_f16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_f16.kgen:6
	s_waitcnt vmcnt(15)
	ds_write_b16 v9, v11                                ; into the LDS A slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v9, v14 offset:640                     ; into the LDS A slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v9, v15 offset:1280                    ; into the LDS A slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v9, v16 offset:1920                    ; into the LDS A slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v9, v17 offset:2560                    ; into the LDS A slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v9, v18 offset:3200                    ; into the LDS A slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v9, v19 offset:3840                    ; into the LDS A slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v9, v20 offset:4480                    ; into the LDS A slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v12 offset:5120                   ; into the LDS B slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v22 offset:5128                   ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:5136                   ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:5144                   ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:5152                   ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:5160                   ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:5168                   ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:5176                   ; into the LDS B slice
.Lgemm_f16_if4_end:
	s_add_u32 s4, s4, 64
	s_cmp_lt_u32 s4, s15
	s_cbranch_scc1 .Lgemm_f16_loop1
.Lgemm_f16_loop1_end:
.Lgemm_f16_if0_end:
	s_sub_u32 s4, s14, s19
	s_min_u32 s5, s4, 64                                ; rows in this tile
	s_sub_u32 s4, s16, s18
	s_min_u32 s6, s4, 64                                ; columns in this tile
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshlrev_b32 v3, 5, v4
	v_or_b32 v4, v2, v3                                 ; thread's 'n' coordinate
	v_lshlrev_b32 v2, 2, v4                             ; thread's byte offset in a chunk of 'bias'
	s_mov_b32 s8, s18
	s_mov_b32 s9, 0
	s_lshl_b64 s[14:15], s[8:9], 2
	s_add_u32 s8, s10, s14                              ; 'bias' at this program
	s_addc_u32 s9, s11, s15
	v_cmp_lt_u32 s[10:11], v4, s6                       ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_293
	global_load_dword v3, v2, s[8:9]                    ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v2, a0                           ; examples/gemm_f16.kgen:8
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v2, v3
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_f16.kgen:8
	v_add_f32 v6, v2, v3
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_f16.kgen:8
	v_add_f32 v7, v2, v3
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_f16.kgen:8
	v_add_f32 v8, v2, v3
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_f16.kgen:8
	v_add_f32 v9, v2, v3
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_f16.kgen:8
	v_add_f32 v10, v2, v3
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_f16.kgen:8
	v_add_f32 v11, v2, v3
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_f16.kgen:8
	v_add_f32 v12, v2, v3
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_f16.kgen:8
	v_add_f32 v13, v2, v3
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_f16.kgen:8
	v_add_f32 v14, v2, v3
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_f16.kgen:8
	v_add_f32 v15, v2, v3
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_f16.kgen:8
	v_add_f32 v16, v2, v3
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_f16.kgen:8
	v_add_f32 v17, v2, v3
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_f16.kgen:8
	v_add_f32 v18, v2, v3
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_f16.kgen:8
	v_add_f32 v19, v2, v3
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_f16.kgen:8
	v_add_f32 v20, v2, v3
	v_max_f32 v2, 0, v5                                 ; examples/gemm_f16.kgen:8
	v_max_f32 v3, 0, v6                                 ; examples/gemm_f16.kgen:8
	v_max_f32 v5, 0, v7                                 ; examples/gemm_f16.kgen:8
	v_max_f32 v6, 0, v8                                 ; examples/gemm_f16.kgen:8
	v_max_f32 v7, 0, v9                                 ; examples/gemm_f16.kgen:8
	v_max_f32 v8, 0, v10                                ; examples/gemm_f16.kgen:8
	v_max_f32 v9, 0, v11                                ; examples/gemm_f16.kgen:8
	v_max_f32 v10, 0, v12                               ; examples/gemm_f16.kgen:8
	v_max_f32 v11, 0, v13                               ; examples/gemm_f16.kgen:8
	v_max_f32 v12, 0, v14                               ; examples/gemm_f16.kgen:8
	v_max_f32 v13, 0, v15                               ; examples/gemm_f16.kgen:8
	v_max_f32 v14, 0, v16                               ; examples/gemm_f16.kgen:8
	v_max_f32 v15, 0, v17                               ; examples/gemm_f16.kgen:8
	v_max_f32 v16, 0, v18                               ; examples/gemm_f16.kgen:8
	v_max_f32 v17, 0, v19                               ; examples/gemm_f16.kgen:8
	v_max_f32 v18, 0, v20                               ; examples/gemm_f16.kgen:8
	v_lshrrev_b32 v19, 5, v1
	v_and_b32 v20, 1, v19
	v_lshlrev_b32 v19, 2, v20
	v_lshrrev_b32 v20, 7, v1
	v_lshlrev_b32 v1, 5, v20
	v_or_b32 v20, v19, v1                               ; thread's 'm' coordinate
	v_mul_lo_u32 v1, s16, v20
	v_add_u32 v19, v1, v4
	v_lshlrev_b32 v1, 2, v19                            ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s6, s19, s16
	s_mul_hi_u32 s7, s19, s16
	s_lshl_b64 s[8:9], s[6:7], 2
	s_add_u32 s6, s12, s8                               ; 'c' at this program
	s_addc_u32 s7, s13, s9
	s_mov_b32 s8, s18
	s_mov_b32 s9, 0
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s8, s6, s12                               ; 'c' at this program
	s_addc_u32 s9, s7, s13
	v_cmp_lt_u32 s[6:7], v20, s5                        ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_344
	global_store_dword v1, v2, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 1
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v4, 1, v20
	v_cmp_lt_u32 s[6:7], v4, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_350
	global_store_dword v2, v3, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 2
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 2, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_356
	global_store_dword v2, v5, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 3
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 3, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_362
	global_store_dword v2, v6, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 8
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 8, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_368
	global_store_dword v2, v7, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 9
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 9, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_374
	global_store_dword v2, v8, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 10
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 10, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_380
	global_store_dword v2, v9, s[8:9]                   ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 11
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 11, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_386
	global_store_dword v2, v10, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 16
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 16, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_392
	global_store_dword v2, v11, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 17
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 17, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_398
	global_store_dword v2, v12, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 18
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 18, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_404
	global_store_dword v2, v13, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 19
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 19, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_410
	global_store_dword v2, v14, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 24
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 24, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_416
	global_store_dword v2, v15, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 25
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 25, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_422
	global_store_dword v2, v16, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 26
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v3, 26, v20
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_428
	global_store_dword v2, v17, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 27
	s_lshl_b32 s6, s4, 2
	v_add_u32 v2, s6, v1
	v_add_u32 v1, 27, v20
	v_cmp_lt_u32 s[6:7], v1, s5                         ; 'm' element in bounds
	s_and_b64 s[4:5], s[6:7], s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_434
	global_store_dword v2, v18, s[8:9]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_endpgm
.Lfunc_end_gemm_f16:
	.size	gemm_f16, .Lfunc_end_gemm_f16-gemm_f16

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_f16
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 44
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
    .group_segment_fixed_size: 20480
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
